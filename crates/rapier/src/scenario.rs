//! Scenario files (TOML) and their validation into the initial state.
//!
//! Every house value of RULINGS.md (RAP-3's event table, fire-mission counts, the victory
//! table) and every optional rule (RAP-15) is a named field of `[rules]` with the default
//! the rulings give, so a group that plays differently edits the file, not the code.

use serde::{Deserialize, Serialize};
use umpire_core::ScenarioError;

use crate::state::units::Kind;

/// Terrain of a sector (optional difficult-terrain rule).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Terrain {
    /// Open ground.
    #[default]
    Open,
    /// Towns and cities.
    Urban,
    /// Woods.
    Woods,
    /// Steep contours: hills and ridges (bogs like woods: UMP-RAP-6).
    Hills,
    /// Swamp.
    Swamp,
    /// A canal or river.
    River,
    /// A bridge or ford over a river.
    Bridge,
}

/// Which difficult-terrain variation a scenario plays.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum TerrainOption {
    /// Basic game: terrain is scenery.
    #[default]
    None,
    /// Halting: no entering and leaving difficult terrain in one move, except by road.
    Halting,
    /// Bogging: a die roll to enter each new sector.
    Bogging,
}

/// Where the corps commander sits (UMP-RAP-CP).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum CommandPost {
    /// At a command post away from the table, as the text has it: the corps seat sees its map,
    /// re-plotted at the end of each step, and plots the TRPs where the division commanders
    /// cannot see them.
    #[default]
    Separate,
    /// Round the one table with everyone else (groups without a second room): the corps seat
    /// sees the table as the division commanders do.
    Together,
}

/// The scale the table represents (scale variations; names only, the rules do not change).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Scale {
    /// Front vs army: divisions, 30 km sectors, 1-day turns.
    ArmyGroup,
    /// Army vs corps: regiments, 8 km sectors, 8-hour turns.
    Army,
    /// Corps vs division: battalions, 2 km sectors, 3-hour turns (the default).
    #[default]
    Corps,
    /// Division vs regiment: companies, 500 m sectors, 1-hour turns.
    Division,
}

impl Scale {
    /// (unit, sector, turn) as the scale-variation table gives them.
    #[must_use]
    pub fn describe(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Scale::ArmyGroup => ("division", "30 km", "1 day"),
            Scale::Army => ("regiment/brigade", "8 km", "8 hours"),
            Scale::Corps => ("battalion", "2 km", "3 hours"),
            Scale::Division => ("company", "500 m", "1 hour"),
        }
    }
}

/// Special terrain of one sector.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SectorTerrain {
    /// The sector, "A2-L3".
    pub sector: String,
    /// Its terrain.
    #[serde(default)]
    pub terrain: Terrain,
    /// Impassable to vehicles (armour, motorised infantry, guns) except by road or bridge.
    #[serde(default)]
    pub impassable: bool,
}

/// Victory thresholds in percent of the break-through denominator (RAP-11).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VictoryTable {
    /// Total victory at or above this.
    pub total: f64,
    /// Major victory at or above this.
    pub major: f64,
    /// Minor victory at or above this.
    pub minor: f64,
}

impl Default for VictoryTable {
    fn default() -> Self {
        Self {
            total: 100.0,
            major: 85.0,
            minor: 75.0,
        }
    }
}

const fn n6() -> u8 {
    6
}
const fn n4() -> u8 {
    4
}
const fn n3() -> u8 {
    3
}
const fn n2() -> u8 {
    2
}
const fn n8() -> u8 {
    8
}
const fn n16() -> u8 {
    16
}
fn events() -> [RandomEvent; 6] {
    use RandomEvent as E;
    [
        E::None,
        E::None,
        E::ThickFog,
        E::AttackerAirStrike,
        E::DefenderAirStrike,
        E::ExtraAmmo,
    ]
}

/// Rules, house values and optional rules. Every field has the default of the text or of
/// RULINGS.md.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Axes across the table (A1–A4).
    #[serde(default = "n4")]
    pub axes: u8,
    /// Lines deep (L1–L6).
    #[serde(default = "n6")]
    pub lines: u8,
    /// Turns in the game (6).
    #[serde(default = "n6")]
    pub turns: u8,
    /// Units of one side per on-table sector (6).
    #[serde(default = "n6")]
    pub stacking: u8,
    /// Reconnaissance attempts (3).
    #[serde(default = "n3")]
    pub recon_attempts: u8,
    /// Counters examined per successful attempt (RAP-2: 2).
    #[serde(default = "n2")]
    pub recon_counters: u8,
    /// Target registration points (4).
    #[serde(default = "n4")]
    pub trps: u8,
    /// Pre-battle fire missions (16).
    #[serde(default = "n16")]
    pub prebattle_fire_missions: u8,
    /// Pre-battle fire missions per sector at most (2).
    #[serde(default = "n2")]
    pub prebattle_per_sector: u8,
    /// On-call fire missions for the game (8).
    #[serde(default = "n8")]
    pub oncall_fire_missions: u8,
    /// On-call fire missions per turn at most (4).
    #[serde(default = "n4")]
    pub oncall_per_turn: u8,
    /// On-call fire missions per TRP per turn at most (2).
    #[serde(default = "n2")]
    pub oncall_per_trp: u8,
    /// Random events for die faces 1–6 (RAP-3, house value).
    #[serde(default = "events")]
    pub random_events: [RandomEvent; 6],
    /// Victory table.
    #[serde(default)]
    pub victory: VictoryTable,
    /// Optional: difficult terrain, halting or bogging.
    #[serde(default)]
    pub terrain: TerrainOption,
    /// Optional: moving targets are hit on 5+, moving cavalry on 4+.
    #[serde(default)]
    pub moving_targets: bool,
    /// Optional scale variation (names only).
    #[serde(default)]
    pub scale: Scale,
    /// Optional advanced victory: sectors the attacker must hold at the end.
    #[serde(default)]
    pub capture: Vec<String>,
    /// Optional advanced victory: the attacker must exit units over at least this many axes.
    #[serde(default)]
    pub wide_front: u8,
    /// Sectors with terrain other than open.
    #[serde(default)]
    pub sectors: Vec<SectorTerrain>,
    /// Roads, as pairs of orthogonally adjacent sectors.
    #[serde(default)]
    pub roads: Vec<[String; 2]>,
    /// Where the corps commander sits: `"separate"` (a command post away from the table, the
    /// text's game) or `"together"` (UMP-RAP-CP).
    #[serde(default)]
    pub command_post: CommandPost,
    /// The seats whose commanders choose their own losses in ground combat (RAP-8): the server
    /// and `play` name every seat a person holds; bots' seats keep the engine's rule.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub owner_choices: Vec<String>,
}

impl Default for Rules {
    fn default() -> Self {
        // The defaults above are the only source of truth: parse an empty table.
        toml::from_str("").unwrap_or_else(|_| unreachable_rules())
    }
}

fn unreachable_rules() -> Rules {
    Rules {
        axes: 4,
        lines: 6,
        turns: 6,
        stacking: 6,
        recon_attempts: 3,
        recon_counters: 2,
        trps: 4,
        prebattle_fire_missions: 16,
        prebattle_per_sector: 2,
        oncall_fire_missions: 8,
        oncall_per_turn: 4,
        oncall_per_trp: 2,
        random_events: events(),
        victory: VictoryTable::default(),
        terrain: TerrainOption::None,
        moving_targets: false,
        scale: Scale::Corps,
        capture: Vec::new(),
        wide_front: 0,
        sectors: Vec::new(),
        roads: Vec::new(),
        command_post: CommandPost::Separate,
        owner_choices: Vec::new(),
    }
}

/// A line of an order of battle: `count` identical units.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UnitSpec {
    /// Name; with `count` > 1 a number is appended.
    pub name: String,
    /// Kind.
    pub kind: Kind,
    /// How many.
    #[serde(default = "one")]
    pub count: u8,
    /// Assault troops.
    #[serde(default)]
    pub assault: bool,
    /// Motorised.
    #[serde(default)]
    pub motorised: bool,
    /// Mounted: engineers on horseback, the text's engineer cavalry (UMP-RAP-23). Cavalry is
    /// already mounted infantry.
    #[serde(default)]
    pub mounted: bool,
    /// A division asset.
    #[serde(default)]
    pub asset: bool,
    /// A fixed starting place ("A2-L3", or "R1"/"R2" for attackers), skipping deployment.
    #[serde(default)]
    pub at: Option<String>,
}

const fn one() -> u8 {
    1
}

/// The defending division.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DefenderSpec {
    /// Its name.
    pub name: String,
    /// Its units and counters.
    pub units: Vec<UnitSpec>,
}

/// An attacking division.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DivisionSpec {
    /// Its name.
    pub name: String,
    /// Named by the scenario as the break-through division.
    #[serde(default)]
    pub breakthrough: bool,
    /// Its units.
    pub units: Vec<UnitSpec>,
}

/// The attacking corps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AttackerSpec {
    /// Its name.
    pub name: String,
    /// One to three divisions.
    pub divisions: Vec<DivisionSpec>,
}

/// A scenario file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The rule set, `"rapier"` (optional; `umpire check` reads it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    /// Short name.
    pub name: String,
    /// Title.
    pub title: String,
    /// Where the data comes from.
    #[serde(default)]
    pub sources: String,
    /// Rules and house values.
    #[serde(default)]
    pub rules: Rules,
    /// The attacker.
    pub attacker: AttackerSpec,
    /// The defender.
    pub defender: DefenderSpec,
}

impl Scenario {
    /// Parses TOML.
    ///
    /// # Errors
    /// The parser's message, which names the field and line.
    pub fn from_toml(text: &str) -> Result<Self, ScenarioError> {
        toml::from_str(text)
            .map_err(|e| ScenarioError::parse(text, e.span().map(|s| s.start), e.message()))
    }
}

/// A random event (RAP-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum RandomEvent {
    /// Nothing happens.
    None,
    /// Thick fog starts, or ends if it was in force.
    ThickFog,
    /// One support point for the attacker.
    AttackerAirStrike,
    /// One support point for the defender.
    DefenderAirStrike,
    /// One extra die for one attacking battery this turn.
    ExtraAmmo,
}

impl RandomEvent {
    /// The event in words.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            RandomEvent::None => "nothing happens",
            RandomEvent::ThickFog => "thick fog",
            RandomEvent::AttackerAirStrike => "an air strike for the attacker",
            RandomEvent::DefenderAirStrike => "an air strike for the defender",
            RandomEvent::ExtraAmmo => "extra ammunition",
        }
    }
}
