//! The game on the board: units with stands, facing and formation; the six steps of a turn
//! (artillery, musketry, the attacker's move, held canister, melees, the change of roles);
//! the simulated shot placed on the board; melee with supports, secret MDI cards, losses and
//! retreats; end of game and points.

use serde::{Deserialize, Serialize};
use umpire_core::geometry::{Dir8, Square};
use umpire_core::{Dice, SeatSet};

use crate::losses::spread_by;
use crate::mdi::{resolve as mdi_resolve, Card, MdiResult};
use crate::scenario::House;
use crate::scenario::{Board, Formation, Kind, Terrain};
use crate::shot::impact_from;
use crate::values::{Gun, ShotParams};

// The turn's steps, a file each (section 2A), and what the state answers.
mod artillery;
mod fall_back;
mod melee;
mod musketry;
mod queries;
mod squares;

pub use artillery::*;
pub use fall_back::*;
pub use melee::*;
pub use musketry::*;
pub use queries::Slots;
pub use squares::*;

/// Where a unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// On the board.
    OnBoard,
    /// Destroyed (or captured whole).
    Destroyed,
    /// Retreated off the board: fights no more, counts for points (10).
    OffBoard,
    /// Rejoined another unit of its kind (2B): its stands count there.
    Joined,
    /// A battery whose crew is all lost: its guns and wagon stand on the field, belonging to
    /// neither side, until a battery of its side takes them up or the enemy captures them (2F,
    /// 5H; UMP-NAP-26).
    Abandoned,
}

impl Status {
    /// Where the unit is, in words.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Status::OnBoard => "on the board",
            Status::Destroyed => "destroyed",
            Status::OffBoard => "off the board",
            Status::Joined => "joined another unit",
            Status::Abandoned => "guns left on the field",
        }
    }
}

/// A unit in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// Identifier (shared with the views, which copy it at every decision).
    pub id: std::sync::Arc<str>,
    /// Name (shared likewise).
    pub name: std::sync::Arc<str>,
    /// Side, 0 or 1.
    pub side: u8,
    /// Kind.
    pub kind: Kind,
    /// Stands (crew stands for a battery).
    pub stands: u32,
    /// A battery's guns.
    pub guns: Vec<Gun>,
    /// A foot battery's supply wagon.
    pub wagon: bool,
    /// A battery is limbered.
    pub limbered: bool,
    /// Square.
    pub square: Square,
    /// Facing.
    pub facing: Dir8,
    /// Formation.
    pub formation: Formation,
    /// Where it is.
    pub status: Status,
    /// Has moved (or formed) this turn.
    pub moved: bool,
    /// Fights in a melee this turn.
    pub in_melee: bool,
    /// Squares passed through this turn.
    pub path: Vec<Square>,
    /// Holding canister this turn (hidden from the enemy).
    pub holding: bool,
    /// One of the four units of a square formed together over a block of 2 × 2 board squares
    /// (8A, UMP-NAP-18): the lowest index among them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub square_with: Option<u16>,
    /// In a square of nine units (a 3 × 3 block, UMP-NAP-29): the faces its board square holds
    /// (two at a corner, one in a side's middle, none in the centre), each needing a stand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub square_faces: Option<u8>,
}

impl Unit {
    /// On the board.
    #[must_use]
    pub fn on_board(&self) -> bool {
        self.status == Status::OnBoard
    }

    /// Points (NAP-9) in halves.
    #[must_use]
    pub fn point_halves(&self, h: &House) -> u32 {
        if matches!(
            self.status,
            Status::Destroyed | Status::Joined | Status::Abandoned
        ) {
            return 0;
        }
        let gun = (h.points[0] * 2.0).round() as u32;
        let wagon = (h.points[1] * 2.0).round() as u32;
        self.stands * h.stand_point_halves(self.kind)
            + gun * u32::try_from(self.guns.len()).unwrap_or(0)
            + wagon * u32::from(self.wagon)
    }

    /// Melee value in halves (NAP-5).
    #[must_use]
    pub fn value_halves(&self, h: &House) -> u32 {
        self.stands * h.value_halves(self.kind)
    }

    /// An unbroken square (8A–8C): alone, a stand for each of its four faces; in a square of
    /// several units, a stand for each face its place holds, and at least one (a broken square
    /// of several units is undone at once, `State::settle_squares`).
    #[must_use]
    pub fn in_square(&self) -> bool {
        self.formation == Formation::Square && self.stands >= self.square_needs()
    }

    /// Stands its square needs: 4 alone, 2 at a corner of a square of four units, and in a
    /// square of nine a stand a face its place holds, at least one.
    #[must_use]
    pub fn square_needs(&self) -> u32 {
        match (self.square_with, self.square_faces) {
            (Some(_), Some(faces)) => u32::from(faces).max(1),
            (Some(_), None) => 2,
            (None, _) => 4,
        }
    }
}

/// An artillery order of the first step.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShotOrder {
    /// The battery (unit index).
    pub battery: u16,
    /// The gun.
    pub gun: Gun,
    /// Aim point in tenths of an inch from the board's corner.
    pub aim: [i32; 2],
}

/// A canister order: the battery's shots as canister into an adjacent square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CanisterOrder {
    /// The battery.
    pub battery: u16,
    /// The target unit.
    pub target: u16,
    /// The one gun firing canister, or every gun of the battery.
    #[serde(default)]
    pub gun: Option<Gun>,
}

/// A musketry order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VolleyOrder {
    /// The firing unit.
    pub unit: u16,
    /// The target unit.
    pub target: u16,
    /// The firer's choice (4E): the unit's stands before the commander with it.
    #[serde(default)]
    pub stands_first: bool,
}

/// A melee of this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Melee {
    /// The contact square.
    pub contact: Square,
    /// The square the attacking unit came from.
    pub from: Square,
    /// The attacker's units in the contact square.
    pub attackers: Vec<u16>,
    /// Supports declared by each side (attacker first).
    pub supports: [Vec<u16>; 2],
    /// The cards committed (by side), hidden until both are in.
    pub cards: [Option<Card>; 2],
}

/// The step of the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "step")]
pub enum Phase {
    /// 1: both sides fire artillery (or hold canister).
    Artillery,
    /// 2: both sides fire musketry.
    Musketry,
    /// 3: the attacker moves.
    Move,
    /// 4: the defender fires held canister.
    Canister,
    /// 5a: supports for melee `melee`, by `side` (attacker first).
    Supports {
        /// Index of the melee.
        melee: u8,
        /// The side declaring.
        side: u8,
    },
    /// 5b: both sides commit an MDI card for melee `melee`.
    Cards {
        /// Index of the melee.
        melee: u8,
    },
    /// The sides whose commanders face their own units do so: after the turn's melees (5I),
    /// and at the end of any step in which a square of theirs was broken (8C); the units in
    /// [`State::to_face`]. The turn then goes on as [`State::resume`] says.
    Facing,
    /// The game is over.
    Over,
}

/// Where a shot landed, for the board display.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShotMark {
    /// The side that fired.
    pub side: u8,
    /// Aim, tenths of an inch.
    pub aim: [i32; 2],
    /// Impact, tenths of an inch.
    pub impact: [i32; 2],
}

/// A side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideState {
    /// Identifier.
    pub id: String,
    /// Name.
    pub name: String,
    /// Towards its rear.
    pub rear: Dir8,
    /// Finished the current simultaneous step.
    pub done: bool,
    /// Surrendered.
    pub surrendered: bool,
    /// A person holds this side and makes the choices the text gives its commander: the
    /// casualties of its volleys (4E), the facing of its units after a melee (5I) and of its
    /// broken squares (8C). Otherwise the engine's rule decides (commander first; towards the
    /// nearest enemy; a broken square keeps the facing it had).
    #[serde(default)]
    pub owner_chooses: bool,
}

/// The whole state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Scenario name.
    pub scenario: String,
    /// Columns.
    pub width: i8,
    /// Rows.
    pub height: i8,
    /// Terrain.
    pub terrain: Vec<Terrain>,
    /// Turns agreed.
    pub turns: u32,
    /// The turn (1-based).
    pub turn: u32,
    /// The side attacking this turn.
    pub attacker: u8,
    /// The step.
    pub phase: Phase,
    /// The sides.
    pub sides: [SideState; 2],
    /// Units.
    pub units: Vec<Unit>,
    /// Artillery orders this turn (hidden from the other side until fired).
    pub shots: Vec<(u8, ShotOrder)>,
    /// Canister orders this step.
    pub canister: Vec<(u8, CanisterOrder)>,
    /// Musketry orders this step.
    pub volleys: Vec<(u8, VolleyOrder)>,
    /// Melees this turn.
    pub melees: Vec<Melee>,
    /// Shot parameters.
    pub shot: ShotParams,
    /// House values.
    pub house: House,
    /// Shots of this turn for the display.
    pub marks: Vec<ShotMark>,
    /// What happened in the last steps.
    pub reports: Vec<String>,
    /// Units that have changed facing, formation or limber this step.
    pub adjusted: Vec<u16>,
    /// Each side's points at the start (halves): what a side has lost, for the record (a side
    /// may surrender at any time, 12).
    pub start_points: [u32; 2],
    /// Units for their commanders to face, of the sides that face their own units: out of this
    /// turn's melees (5I), or squares broken this step (8C).
    #[serde(default)]
    pub to_face: Vec<u16>,
    /// Where the turn goes on after the facing step.
    #[serde(default)]
    pub resume: Resume,
    /// The game as it began, for a search's estimate (`crate::estimate`).
    #[serde(default)]
    pub origin: Origin,
}

/// The state a game began in, shared by every state of the game: a search that stops its
/// playouts early scores them by games played from it (`crate::estimate`). The first state
/// itself keeps none; nor does a state built otherwise, whose playouts are played out.
#[derive(Clone, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Origin(pub Option<std::sync::Arc<State>>);

impl PartialEq for Origin {
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            (Some(a), Some(b)) => std::sync::Arc::ptr_eq(a, b) || a == b,
            (None, None) => true,
            _ => false,
        }
    }
}

impl std::fmt::Debug for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The whole first state would drown any state printed with it.
        f.write_str(if self.0.is_some() {
            "Origin(kept)"
        } else {
            "Origin(none)"
        })
    }
}

/// Where the turn goes on once the commanders have faced their units.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Resume {
    /// Step 2, musketry (after the artillery).
    Musketry,
    /// Step 3, the attacker's move (after musketry).
    Move,
    /// Step 5, the melees (after held canister).
    Melees,
    /// The end of the turn (after the melees).
    #[default]
    EndTurn,
}

/// Tenths of an inch to inches.
fn inches(t: i32) -> f64 {
    f64::from(t) / 10.0
}

/// The direction (of eight) from `a` to an adjacent or distant `b`, rounded to the nearest.
#[must_use]
pub fn dir_towards(a: Square, b: Square) -> Option<Dir8> {
    let (dx, dy) = (f64::from(b.x - a.x), f64::from(b.y - a.y));
    if dx == 0.0 && dy == 0.0 {
        return None;
    }
    // Bearing clockwise from +y (north).
    let bearing = dx.atan2(dy).to_degrees().rem_euclid(360.0);
    let k = ((bearing / 45.0).round() as i64).rem_euclid(8);
    Some(Dir8::ALL[usize::try_from(k).unwrap_or(0)])
}

/// The angle in degrees between facing `f` and the bearing from `a` to `b`.
#[must_use]
pub fn off_facing(f: Dir8, a: Square, b: Square) -> f64 {
    let (dx, dy) = (f64::from(b.x - a.x), f64::from(b.y - a.y));
    let bearing = dx.atan2(dy).to_degrees();
    let face = f64::from(f as u8) * 45.0;
    let d = (bearing - face).rem_euclid(360.0);
    d.min(360.0 - d)
}

/// Eighths between two facings.
#[must_use]
pub fn eighths_between(a: Dir8, b: Dir8) -> u8 {
    let d = (a as i8 - b as i8).rem_euclid(8);
    u8::try_from(d.min(8 - d)).unwrap_or(4)
}

/// Distance on the board, diagonals 1.5, in halves of a square.
#[must_use]
pub fn distance_halves(a: Square, b: Square) -> u32 {
    let dx = u32::from((a.x - b.x).unsigned_abs());
    let dy = u32::from((a.y - b.y).unsigned_abs());
    let (lo, hi) = if dx < dy { (dx, dy) } else { (dy, dx) };
    2 * hi + lo
}

/// A part of a unit on the table, for the shot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Part {
    /// A stand.
    Stand,
    /// A gun (by index).
    Gun(usize),
    /// The supply wagon.
    Wagon,
}

/// A rectangle on the table: centre and size, inches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Centre x.
    pub x: f64,
    /// Centre y.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// Whether a point lies on it.
    #[must_use]
    pub fn contains(&self, x: f64, y: f64) -> bool {
        (x - self.x).abs() <= self.w / 2.0 && (y - self.y).abs() <= self.h / 2.0
    }

    /// Distance from a point to its nearest part (0 inside).
    #[must_use]
    pub fn distance(&self, x: f64, y: f64) -> f64 {
        let dx = ((x - self.x).abs() - self.w / 2.0).max(0.0);
        let dy = ((y - self.y).abs() - self.h / 2.0).max(0.0);
        (dx * dx + dy * dy).sqrt()
    }
}

/// Whether a unit's kind may separate and reform (2B): artillery, light infantry, light cavalry.
#[must_use]
pub fn may_separate(k: Kind) -> bool {
    matches!(
        k,
        Kind::LightInfantry | Kind::LightCavalry | Kind::FootBattery | Kind::HorseBattery
    )
}

/// 2B: unit `i` detaches `stands` stands (a battery: a gun with them) into the square `to`
/// next to it, as a new unit; both have used their move.
pub fn separate(state: &mut State, i: usize, stands: u32, to: Square) -> usize {
    let n = state
        .units
        .iter()
        .filter(|u| u.id.starts_with(&*state.units[i].id))
        .count();
    let mut new = state.units[i].clone();
    new.id = format!("{}-{}", state.units[i].id, n).into();
    new.name = format!("{} (detachment {})", state.units[i].name, n).into();
    new.stands = stands;
    new.square = to;
    new.moved = true;
    new.path = vec![state.units[i].square, to];
    if new.kind.battery() {
        new.guns = state.units[i].guns.pop().into_iter().collect();
        new.wagon = false;
    }
    state.units[i].stands -= stands;
    state.units[i].moved = true;
    state.units.push(new);
    state.units.len() - 1
}

/// 2B: unit `i` rejoins unit `into` of its kind: its stands, guns and wagon go over.
pub fn rejoin(state: &mut State, i: usize, into: usize) {
    let (stands, guns, wagon) = {
        let u = &state.units[i];
        (u.stands, u.guns.clone(), u.wagon)
    };
    let t = &mut state.units[into];
    t.stands += stands;
    t.guns.extend(guns);
    t.wagon |= wagon;
    t.moved = true;
    let u = &mut state.units[i];
    u.status = Status::Joined;
    u.stands = 0;
    u.guns.clear();
    u.wagon = false;
}

/// Adds a line to the reports (and narration, for everyone).
pub fn report(state: &mut State, dice: &mut Dice, text: String) {
    dice.say(SeatSet::ALL, || text.clone());
    state.reports.push(text);
}
