//! What a game holds while a step waits on a seat: the corps commander's map, the ground combat
//! being fought and the free shot being chosen. The rules that fill them in live in
//! [`crate::command_post`], [`crate::casualties`], [`crate::ground_combat`] and
//! [`crate::movement`]; the types live here so that the state holds no phase module.

use std::sync::Arc;

use super::*;

/// What the map shows of one unit or counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pin {
    /// Where it stood.
    pub loc: Loc,
    /// What it was (shown only where the attacker could see it).
    pub kind: Kind,
    /// Its division (attackers).
    pub division: u8,
    /// Still face-down (defender counters).
    pub face_down: bool,
    /// Examined by reconnaissance.
    pub scouted: bool,
    /// Had moved that turn.
    pub moved: bool,
    /// Had the corps commander's permission.
    pub permitted: bool,
}

/// The corps commander's map (empty when the command post stands by the table).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Plot {
    /// One pin for each unit, in the order of [`State::units`].
    pub pins: Arc<[Pin]>,
    /// Counters the attacker had removed unseen.
    pub unseen_kills: u16,
    /// The turn and step at whose start the map was last plotted.
    pub at: Option<(u8, Phase)>,
    /// Whether the map was re-plotted in the action just applied: the corps commander then
    /// hears that action's dice and events with the new map, and otherwise not at all while the
    /// table acts (see [`crate::command_post::deaf`]).
    #[serde(default)]
    pub fresh: bool,
}

/// Where a sector's fighting stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// The next contested sector begins.
    NextSector,
    /// Before a round: the owner gives each fortification's and minefield's bonus dice to a
    /// defender (RAP-8).
    Hosts,
    /// A round begins: both volleys are worked out, the first fire rolled.
    RoundStart,
    /// Round 1: the side that did not hold the sector replies with what survived.
    Reply,
    /// The round is over.
    RoundEnd,
}

/// Ground combat in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Combat {
    /// The contested sectors, in the order they are fought.
    pub sectors: Vec<Sector>,
    /// How many of them have begun.
    pub next: usize,
    /// Sectors where a defending fighting unit fought (no mines are lifted there).
    pub fought: Vec<Sector>,
    /// The sector being fought.
    pub here: Option<Here>,
    /// Its round (1–3).
    pub round: u8,
    /// Its stage.
    pub stage: Stage,
    /// Losses still to take: the side they fall on and its hits (masks of the classes each may
    /// kill), most particular first.
    pub pending: Vec<(Side, Vec<u16>)>,
    /// The seat choosing now (a loss, or a host for bonus dice).
    pub chooser: Option<Seat>,
    /// This round's hosts of bonus dice: (fortification or minefield, the unit it reinforces;
    /// [`NO_HOST`] where the engine's rule chooses).
    #[serde(default)]
    pub hosts: Vec<(usize, usize)>,
    /// The first batch of losses as it began, for its result card: its hits and the units of
    /// the side taking them that stood then (`None` between batches).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub batch: Option<(usize, Vec<usize>)>,
}

/// In [`Combat::hosts`]: the engine's rule chooses this giver's host.
pub const NO_HOST: usize = usize::MAX;

/// A withdrawal waiting for the enemy's owner to pick who takes the free shot (RAP-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingShot {
    /// The withdrawing unit.
    pub unit: u16,
    /// The contested sector it leaves.
    pub from: Sector,
    /// Where it goes if it survives.
    pub to: Sector,
    /// The movement step to go back to.
    pub resume: Phase,
    /// The seat that picks the shooter.
    pub chooser: Seat,
}

/// The units standing in one sector during its combat, gathered once: units only leave it by
/// dying, so the fighting never rescans the whole table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Here {
    /// The sector.
    pub sector: Sector,
    /// The units in it when the fighting began.
    pub units: Vec<usize>,
}
