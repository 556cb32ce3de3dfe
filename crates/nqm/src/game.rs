//! The hourly game: the state of a battle day, the orders the commanders give, and the engine's
//! work as umpire through the hour (NQM-2): orders in transit arrive after command reaction
//! time, stands move and run into concealed enemies (the recce sequence), the fireplan falls,
//! firefights are fought and won, close assaults go in, break tests, disorganisation and
//! reorganisation follow, and logistics (vehicle runs, overnight resupply, fuel) close the hour.
//!
//! This file holds the state and the orders, and [`resolve_hour`] runs the steps in the text's
//! order; each step is a file of its own under `game/`, opening with the rules it implements.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use umpire_core::geometry::Hex;
use umpire_core::{Dice, Seat, SeatSet};

use crate::classes::{class_of, fires_as, table_cell, Class};
use crate::combat::{
    assault_delay_hours, may_close_assault, may_press_home, place_casualties, Stand,
};
use crate::command::{
    min_calibre_for_armour, min_calibre_for_position, reaction_hours, report_hours, Armour, Level,
    RangedWeapon, Task,
};
use crate::logistics::{
    digs_in_without_orders, disorganised_assaulted, disorganised_in_defence,
    end_of_battle_recovery, in_fuel_supply, reorganise, WhenAssaulted,
};
use crate::morale::{hold_firm_on, must_test, opens_fire_at, Range};
use crate::movement::{rate_m_per_hour, Mover, Pace};
use crate::recce::{self, Intent, Outcome};
use crate::scenario::{Orbat, Role, Terrain};
use crate::standing::{Instruction, Standing};
use crate::support::{Arm, Relationship};
use crate::tables::{assault_dice, casualties, match_dice, Grade, Protection};

// The hour's steps, one file each in the order the hour runs them (NQM-2).
mod assault;
mod cards;
mod firefight;
mod fireplan;
mod logistics;
mod morale;
mod movement;
mod orders;
mod queries;
mod tanks;

use assault::*;
use cards::*;
use firefight::*;
use fireplan::*;
use logistics::*;
use morale::*;
use movement::*;
use orders::*;
use tanks::*;

pub use crate::seats::*;
pub use firefight::may_shoot_and_scoot;
pub use fireplan::needed_calibre;

/// Whether `seat` gives the orders of `u`: a stand of its side, of the subordinate's part for
/// the subordinate and of the rest for the commander (the umpire orders none).
#[must_use]
pub fn commands(seat: Seat, u: &Unit) -> bool {
    Some(u.side) == side_of(seat) && u.part == is_sub(seat)
}

/// Sight in metres over open ground at which a stand that is not concealed is seen
/// (UMP-NQM-15); a stand in woods or a village is seen only from next door.
pub const SIGHT_M: u32 = 3000;
/// CUs an air sortie delivers at heavy class (UMP-NQM-18).
pub const SORTIE_CUS: u32 = 3;
/// Hours from calling an air sortie to its arrival: air support tasked through corps.
pub const AIR_DELAY_HOURS: u32 = 4;

fn corps_air_delay() -> u32 {
    AIR_DELAY_HOURS
}
/// Rounds an elite assault may run in one hour (the table sets no limit; UMP-NQM-17).
pub const ELITE_ROUNDS: u32 = 6;

/// An order to one stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "order")]
pub enum Order {
    /// Stay put and fight from here; a concealed stand ambushes a recce or lets it pass.
    Hold {
        /// Ambush recce that does not sight it first (otherwise let it pass).
        ambush: bool,
    },
    /// Move to a hex at the move-to-contact pace, or by road march where the road allows.
    Move {
        /// Destination.
        to: Hex,
        /// Road march where the whole step is on road and no enemy is in sight.
        road: bool,
    },
    /// Move as recce, looking at the area around a hex: one recce sequence an hour.
    Recce {
        /// The area to look at.
        to: Hex,
        /// Recce troops shoot and scoot if the defender opens fire first.
        scoot: bool,
    },
    /// Close with the enemy in a hex, win the firefight and (against a position) assault.
    Attack {
        /// The hex attacked.
        target: Hex,
    },
    /// Fire at a hex within effective range: artillery, mortars, guns and tanks.
    Fire {
        /// The hex fired on.
        target: Hex,
        /// Harassing fire: a third of a CU, disorganises only.
        harass: bool,
    },
    /// Fall back to a hex at road-march (rout) pace, if the line of retreat is clear.
    Withdraw {
        /// Where to.
        to: Hex,
    },
    /// Carry out a task of the task-timings table at a hex (the stand's own, or next to it).
    Task {
        /// The task.
        task: Task,
        /// Where.
        at: Hex,
    },
    /// Reorganise: half the casualties off, the rest made permanent.
    Reorganise,
    /// Send a vehicle back to the divisional dump for ammunition.
    Resupply,
    /// Special attack rule 2: anti-tank, recce and artillery stands that outrange their
    /// attackers fire one CU at them and fall back to a hex next door before they reply.
    ShootAndScoot {
        /// Where to fall back.
        to: Hex,
    },
    /// Special attack rule 2's alternative: stay and fire a second CU at attackers it
    /// outranges; they may then return fire.
    FireTwice,
    /// A vehicle at the dump goes back to corps, which sends a Div Log unit forward in its
    /// place (the logistics rules above division).
    ToCorps,
    /// Amalgamate into another stand of the same unit in the same hex.
    Merge {
        /// The stand (index) to join.
        into: u16,
    },
}

/// One decision of a commander in the orders step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum Action {
    /// An order to one of the side's stands.
    Order {
        /// The stand, by index.
        stand: u16,
        /// The order.
        order: Order,
        /// A timing: not before this hour of the battle (0 = the first hour).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from_hour: Option<u16>,
    },
    /// A standing instruction to a stand (or a unit, through its head): a choice the text leaves
    /// to the player for a moment in the middle of the hour (UMP-NQM-39).
    Instruct {
        /// The stand, by index.
        stand: u16,
        /// The instruction.
        instruction: Instruction,
    },
    /// Call an air sortie on a hex (the day's sorties are limited).
    AirStrike {
        /// The target hex.
        target: Hex,
    },
    /// Orders for this hour are written.
    Done,
}

/// What became of a stand that has left the battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fate {
    /// Still in the battle.
    Fighting,
    /// Overloaded with casualties, or fully pinned at reorganisation: removed for good.
    Destroyed,
    /// Surrendered.
    Surrendered,
    /// Dispersed; reforms overnight at the divisional dump.
    Dispersed,
    /// Amalgamated into another stand.
    Merged,
    /// Gone back to corps, exchanged for a Div Log unit.
    ToCorps,
}

/// An order on its way down the chain of command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// The order.
    pub order: Order,
    /// When it takes effect, in half-hours from the start of the battle.
    pub at_half_hour: u32,
}

/// A task under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Work {
    /// The task.
    pub task: Task,
    /// Where.
    pub at: Hex,
    /// Hours still to go.
    pub hours_left: u32,
}

/// A stand in the game: what the order of battle says and what the battle has done to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// Identifier (shared with the views, which copy it at every decision).
    pub id: Arc<str>,
    /// Name (shared like the identifier).
    pub name: Arc<str>,
    /// Side, 0 (attacker) or 1 (defender).
    pub side: u8,
    /// Its headquarters, as a stand index.
    pub parent: Option<u16>,
    /// Arm.
    pub arm: Arm,
    /// Tie to its headquarters.
    pub relationship: Relationship,
    /// A command stand.
    pub command: bool,
    /// A headquarters above the division: its level.
    pub level: Option<Level>,
    /// Special role.
    pub role: Role,
    /// Grade.
    pub grade: Grade,
    /// Green.
    pub green: bool,
    /// Movement class.
    pub mover: Mover,
    /// Weapon class.
    pub weapon: Class,
    /// Armour class.
    pub armour: Class,
    /// Weapon-range row.
    pub gun: RangedWeapon,
    /// Calibre in millimetres (indirect fire).
    pub calibre_mm: u32,
    /// Greatest effective range in metres.
    pub range_m: u32,
    /// Hex.
    pub hex: Hex,
    /// Position.
    pub position: Protection,
    /// Figures and pins.
    pub stand: Stand,
    /// Whether it is still in the battle.
    pub fate: Fate,
    /// Ammunition in thirds of a CU (harassing fire spends a third).
    pub ammo_thirds: u32,
    /// Most CUs it can carry: its strength.
    pub ammo_capacity: u32,
    /// Hidden from the other side.
    pub concealed: bool,
    /// The order it is carrying out.
    pub order: Order,
    /// An order on its way.
    pub pending: Option<Pending>,
    /// Given an order this hour (one order a stand an hour).
    pub ordered: bool,
    /// Metres of movement carried over (NQM-1).
    pub carry: u32,
    /// Disorganised as a failed break test (or fire heavy enough for its position) leaves it:
    /// it fires no shot and must reorganise in a safe place before it fights again. The
    /// disorganisation that follows every combat is `after_combat` (UMP-NQM-43).
    pub disorganised: bool,
    /// Gone to ground after a failed break test in attack.
    pub to_ground: bool,
    /// Has opened fire before (the engagement table is for the first time).
    pub opened_fire: bool,
    /// Fired this hour.
    pub fired: bool,
    /// Moved this hour.
    pub moved: bool,
    /// Its order arrived in the middle of this hour: half the hour's movement.
    #[serde(default)]
    pub late: bool,
    /// Caught in march formation this hour: it attacked straight off the line of march with no
    /// start line marked and deployed too late (UMP-NQM-37).
    #[serde(default)]
    pub in_column: bool,
    /// A task under way.
    pub work: Option<Work>,
    /// Hours left of a vehicle run to the dump.
    pub run_hours: Option<u32>,
    /// Has faced tanks before (tank terror is for the first time).
    pub faced_tanks: bool,
    /// Has given itself up to tanks (tank terror): out of the fight, and taken prisoner if the
    /// position falls; when the tanks roll on it goes back to its position and fights on.
    #[serde(default)]
    pub cowed: bool,
    /// Held its position as enemy tanks rolled into it (it passed that break test, which is
    /// taken once while they stay): it may assault them, or lie low (NQM 11, UMP-NQM-31).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub held_tanks: bool,
    /// Chose to lie low and let the tanks in its position be, while they stay (UMP-NQM-31).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lying_low: bool,
    /// Its unit has taken its break test (passed: it fights on to the finish).
    pub tested: bool,
    /// A green unit has taken its first break test, at its first casualty; it tests again at
    /// its grade's own threshold.
    #[serde(default)]
    pub first_tested: bool,
    /// Out of fuel: a tracked or motorised stand that could not trace supply overnight.
    pub out_of_fuel: bool,
    /// Commanded by the side's subordinate seat.
    #[serde(default)]
    pub part: bool,
    /// Its standing instructions (UMP-NQM-39).
    #[serde(default, skip_serializing_if = "Standing::is_default")]
    pub standing: Standing,
    /// The kinds of standing instruction changed this hour, as [`Instruction::bit`]s.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub instructed: u8,
    /// Broken in defence and sitting tight: surrenders if the position falls (UMP-NQM-39).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sat_tight: bool,
    /// Disorganised after a combat (one it held through, took a position in, failed or broke
    /// off), until its casualty markers are removed or fresh orders come: at the reduced
    /// effectiveness its markers show, but still firing and fighting, unlike `disorganised`
    /// (UMP-NQM-35, UMP-NQM-43).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub after_combat: bool,
    /// A division's rear headquarters.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rear_hq: bool,
    /// Took casualties in this hour (read for the headquarters of brigades and divisions,
    /// UMP-NQM-40).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hq_hit: bool,
    /// A division's headquarters that has been attacked and taken casualties in the battle.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hq_ever_hit: bool,
    /// A division's main headquarters whose division has been disorganised as a whole.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub division_broken: bool,
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Unit {
    /// Still in the battle.
    #[must_use]
    pub fn alive(&self) -> bool {
        self.fate == Fate::Fighting
    }

    /// Whole CUs of ammunition.
    #[must_use]
    pub fn ammo(&self) -> u32 {
        self.ammo_thirds / 3
    }

    /// A vehicle stand (armour or carriers): no break tests.
    #[must_use]
    pub fn tank(&self) -> bool {
        self.armour > Class::VeryLight
    }

    /// What tanks may close-assault (NQM 11: "only infantry or anti-tank positions"): a teeth
    /// arm on its feet, or a stand with an anti-tank weapon.
    #[must_use]
    pub fn tanks_may_assault(&self) -> bool {
        (self.arm == Arm::Teeth && !self.tank())
            || matches!(
                self.gun,
                RangedWeapon::AntiTankRifle
                    | RangedWeapon::LightAtGun
                    | RangedWeapon::MediumAtGun
                    | RangedWeapon::HeavyAtGun
            )
    }

    /// Infantry (a teeth arm on its feet) with no anti-tank weapon: against armour it fires
    /// as very light (classification table).
    #[must_use]
    pub fn infantry_without_anti_tank(&self) -> bool {
        self.arm == Arm::Teeth
            && !self.tank()
            && !matches!(
                self.gun,
                RangedWeapon::AntiTankRifle
                    | RangedWeapon::LightAtGun
                    | RangedWeapon::MediumAtGun
                    | RangedWeapon::HeavyAtGun
            )
    }

    /// The class stand `self` fires as at a target of class `target` (`armour`: a vehicle).
    #[must_use]
    pub fn fires_at(&self, target: Class, armour: bool) -> Class {
        fires_as(
            self.weapon,
            self.infantry_without_anti_tank(),
            target,
            armour,
        )
    }

    /// Vehicles that need fuel.
    #[must_use]
    pub fn needs_fuel(&self) -> bool {
        matches!(
            self.mover,
            Mover::Armoured | Mover::Motorised | Mover::LightRecce | Mover::ArmourOnTransporters
        )
    }
}

/// An attack in progress against a hex.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    /// The attacking side.
    pub side: u8,
    /// The hex attacked.
    pub target: Hex,
    /// Casualties caused on the defender so far.
    pub caused: u32,
    /// Casualties received so far.
    pub received: u32,
    /// Stands that have taken part (a stand not among them reinforces).
    pub engaged: Vec<u16>,
    /// Casualties caused in the last round of fire.
    pub last_caused: u32,
    /// Casualties received in the last round of fire.
    pub last_received: u32,
    /// Fresh stands joined in the last round.
    pub reinforced: bool,
    /// The hour the firefight was won.
    pub won_hour: Option<u32>,
    /// Rounds of close assault fought so far: the grade's repeats count over the whole
    /// assault, whatever the hours it takes (NQM-4); fresh stands start a new assault.
    #[serde(default)]
    pub rounds: u32,
}

/// An engineering work in place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Feature {
    /// Foot may cross this river hex.
    Bridgehead {
        /// The river hex.
        at: Hex,
    },
    /// Everything may cross this river hex.
    Bridge {
        /// The river hex.
        at: Hex,
    },
    /// The crossing here is blown.
    Demolished {
        /// The river hex.
        at: Hex,
    },
    /// A hex of a major river (from the scenario's map): a road across it is a major bridge;
    /// elsewhere a bridgehead or bridge needs a crossing planned there first.
    MajorRiver {
        /// The river hex.
        at: Hex,
    },
    /// A crossing of a major river a side has planned (8 hours, the task timings table):
    /// bridgeheads and bridges may be made there. Seen only by that side.
    CrossingPlanned {
        /// The river hex.
        at: Hex,
        /// The side that planned it.
        side: u8,
    },
    /// A minefield laid by a side.
    Minefield {
        /// The hex.
        at: Hex,
        /// The side that laid it.
        side: u8,
        /// Whether the other side has found it.
        found: bool,
    },
}

/// An air sortie on its way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sortie {
    /// The side that called it.
    pub side: u8,
    /// The target hex.
    pub target: Hex,
    /// The hour of the battle it arrives.
    pub arrives: u32,
}

/// An objective.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectiveState {
    /// Name.
    pub name: String,
    /// Hex.
    pub hex: Hex,
    /// The side holding it.
    pub holder: u8,
    /// The holder as each side last saw it.
    pub seen_holder: [u8; 2],
}

/// One side's stock and news.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideState {
    /// Identifier.
    pub id: String,
    /// Name.
    pub name: String,
    /// Div Log units in the dump.
    pub div_log: u32,
    /// Div Log units corps still holds for the division.
    #[serde(default)]
    pub corps_div_log: u32,
    /// The dump.
    pub dump: Hex,
    /// Air sorties left today.
    pub sorties_left: u32,
    /// A Div Log unit has been opened today for vehicle runs (UMP-NQM-21).
    pub opened_today: bool,
    /// Finished writing orders this hour.
    pub done: bool,
    /// Reports that reached the commander in the last hour.
    pub reports: Vec<Arc<str>>,
    /// The side has a subordinate commander.
    #[serde(default)]
    pub has_sub: bool,
    /// The subordinate has finished his orders this hour.
    #[serde(default)]
    pub sub_done: bool,
    /// Reports that reached the subordinate in the last hour (about his stands only).
    #[serde(default)]
    pub sub_reports: Vec<Arc<str>>,
}

/// The whole state of a battle day.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Scenario name.
    pub scenario: String,
    /// Metres a hex.
    pub hex_m: u32,
    /// Hour of the day of the first hour.
    pub start_hour: u32,
    /// Hours of play.
    pub hours: u32,
    /// Hours played so far (the current hour, 0-based).
    pub hour: u32,
    /// Sorties a day.
    pub sorties_per_day: u32,
    /// Hours from an air sortie's call to its strike: 4 tasked by corps, 8 by army.
    #[serde(default = "corps_air_delay")]
    pub air_delay_hours: u32,
    /// Columns.
    pub width: i16,
    /// Rows.
    pub height: i16,
    /// Terrain, row-major (fixed for the battle, so shared with the views).
    pub terrain: Arc<[Terrain]>,
    /// Road hexes.
    pub roads: Arc<[Hex]>,
    /// Engineering works.
    pub features: Vec<Feature>,
    /// Objectives.
    pub objectives: Vec<ObjectiveState>,
    /// The two sides.
    pub sides: [SideState; 2],
    /// Every stand of both sides.
    pub units: Vec<Unit>,
    /// Attacks in progress.
    pub attacks: Vec<Attack>,
    /// Sorties on their way.
    pub sorties: Vec<Sortie>,
    /// The battle is over.
    pub over: bool,
    /// After the battle: each side's casualties on stands still in it, and how many of them
    /// stay lost once end-of-battle recovery has returned half.
    pub recovery: Option<[(u32, u32); 2]>,
}

/// Most stands of one side in one hex (congestion, from the real-estate table: a company in
/// defence holds 300–500 m, so about four company stands fit a 500 m hex; scaled by area).
#[must_use]
pub fn hex_capacity(hex_m: u32) -> usize {
    let cap = 4 * u64::from(hex_m) * u64::from(hex_m) / (500 * 500);
    usize::try_from(cap.clamp(2, 40)).unwrap_or(40)
}

/// The hex of a feature.
#[must_use]
pub fn feature_hex(f: &Feature) -> Hex {
    match *f {
        Feature::Bridgehead { at }
        | Feature::Bridge { at }
        | Feature::Demolished { at }
        | Feature::MajorRiver { at }
        | Feature::CrossingPlanned { at, .. }
        | Feature::Minefield { at, .. } => at,
    }
}

/// Writes `col,row` of a hex.
#[must_use]
pub fn cell(h: Hex) -> String {
    let (c, r) = h.to_offset();
    format!("{c},{r}")
}

/// A short name of an order.
#[must_use]
pub fn order_text(o: &Order) -> String {
    match *o {
        Order::Hold { ambush: true } => "hold (ambush recce)".to_owned(),
        Order::Hold { ambush: false } => "hold (let recce pass)".to_owned(),
        Order::Move { to, road } => {
            format!("move to {}{}", cell(to), if road { " by road" } else { "" })
        }
        Order::Recce { to, scoot } => format!(
            "recce {}{}",
            cell(to),
            if scoot { " (shoot and scoot)" } else { "" }
        ),
        Order::Attack { target } => format!("attack {}", cell(target)),
        Order::Fire { target, harass } => format!(
            "{} {}",
            if harass { "harass" } else { "fire on" },
            cell(target)
        ),
        Order::Withdraw { to } => format!("withdraw to {}", cell(to)),
        Order::Task { task, at } => format!("{} at {}", task_name(task), cell(at)),
        Order::Reorganise => "reorganise".to_owned(),
        Order::Resupply => "vehicle run for ammunition".to_owned(),
        Order::ToCorps => "back to corps for a Div Log unit".to_owned(),
        Order::ShootAndScoot { to } => format!("shoot and scoot to {}", cell(to)),
        Order::FireTwice => "fire twice at outranged attackers".to_owned(),
        Order::Merge { into } => format!("amalgamate into stand {into}"),
    }
}

/// The name of a task.
#[must_use]
pub fn task_name(t: Task) -> &'static str {
    Task::ALL
        .iter()
        .find(|(k, _)| *k == t)
        .map_or("?", |(_, n)| *n)
}

/// Hours a task takes for stand `i` once rolled: minefields scale with the hex's width and the
/// engineers' size (a company is three figures or more; a platoon takes three times as long).
fn task_hours(state: &State, i: usize, task: Task, dice: &mut Dice) -> u32 {
    match task {
        Task::Minefield => {
            let km_tenths = state.hex_m.div_ceil(100);
            let coy_hours = (8 * km_tenths).div_ceil(10).max(1);
            if state.units[i].stand.figures >= 3 {
                coy_hours
            } else {
                coy_hours * 3
            }
        }
        t => t
            .roll_hours(dice, side_and_umpire(state.units[i].side))
            .max(1),
    }
}

// ---------------------------------------------------------------------------------------------
// The hour.

/// "1 casualty", "3 casualties".
fn cas(n: u32) -> String {
    if n == 1 {
        "1 casualty".to_owned()
    } else {
        format!("{n} casualties")
    }
}

/// Whom a report goes to: a side's commander, or what concerns one stand (its commander, and
/// its subordinate when the stand is his).
#[derive(Clone, Copy, Debug)]
enum To {
    Side(u8),
    Stand(usize),
}

impl From<u8> for To {
    fn from(s: u8) -> To {
        To::Side(s)
    }
}

impl From<usize> for To {
    fn from(i: usize) -> To {
        To::Stand(i)
    }
}

/// Reports a line (the umpire hears everything).
fn report(state: &mut State, dice: &mut Dice, to: impl Into<To>, text: String) {
    let (side, sub) = match to.into() {
        To::Side(s) => (s, false),
        To::Stand(i) => (state.units[i].side, state.units[i].part),
    };
    let mut seats = side_and_umpire(side);
    let text: Arc<str> = text.into();
    if sub {
        seats = seats.with(sub_seat_of(side));
        state.sides[usize::from(side)]
            .sub_reports
            .push(Arc::clone(&text));
    }
    dice.say(seats, || text.to_string());
    state.sides[usize::from(side)].reports.push(text);
}

/// Reports a line to both commanders, and to the subordinates with stands among `involved`.
fn report_both(state: &mut State, dice: &mut Dice, text: &str, involved: &[usize]) {
    let mut seats = SeatSet::one(UMPIRE).with(ATTACKER).with(DEFENDER);
    let shared: Arc<str> = text.into();
    for side in 0..2u8 {
        let s = usize::from(side);
        state.sides[s].reports.push(Arc::clone(&shared));
        if involved
            .iter()
            .any(|&k| state.units[k].side == side && state.units[k].part)
        {
            seats = seats.with(sub_seat_of(side));
            state.sides[s].sub_reports.push(Arc::clone(&shared));
        }
    }
    dice.say(seats, || text.to_owned());
}

/// Runs the hour after both sides have written their orders, then opens the next one.
pub fn resolve_hour(state: &mut State, dice: &mut Dice) {
    for s in &mut state.sides {
        s.reports.clear();
        s.sub_reports.clear();
    }
    for u in &mut state.units {
        u.fired = false;
        u.moved = false;
        u.late = false;
        u.in_column = false;
    }
    arrive_orders(state, dice);
    movement(state, dice);
    air_and_fireplan(state, dice);
    firefights(state, dice);
    assaults(state, dice);
    tanks_roll_on(state, dice);
    formations(state, dice);
    reorganisation(state, dice);
    logistics_and_tasks(state, dice);
    next_hour(state, dice);
}
