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
        }
    }
}

/// A unit in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    /// Identifier.
    pub id: String,
    /// Name.
    pub name: String,
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
        if matches!(self.status, Status::Destroyed | Status::Joined) {
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

    /// An unbroken square (8A–8C).
    #[must_use]
    pub fn in_square(&self) -> bool {
        self.formation == Formation::Square && self.stands >= 4
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
}

/// A musketry order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VolleyOrder {
    /// The firing unit.
    pub unit: u16,
    /// The target unit.
    pub target: u16,
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
    /// Each side's points at the start (halves).
    pub start_points: [u32; 2],
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

impl State {
    /// The opening state of a validated board.
    #[must_use]
    pub fn new(name: &str, b: &Board) -> State {
        let mut units = Vec::new();
        for (si, s) in b.sides.iter().enumerate() {
            for u in &s.units {
                units.push(Unit {
                    id: u.id.clone(),
                    name: u.name.clone(),
                    side: u8::try_from(si).unwrap_or(1),
                    kind: u.kind,
                    stands: u.stands,
                    guns: u.kind.guns(),
                    wagon: u.kind == Kind::FootBattery,
                    limbered: u.limbered,
                    square: u.square,
                    facing: u.facing,
                    formation: u.formation,
                    status: Status::OnBoard,
                    moved: false,
                    in_melee: false,
                    path: Vec::new(),
                    holding: false,
                });
            }
        }
        let sides = [0, 1].map(|i| SideState {
            id: b.sides[i].id.clone(),
            name: b.sides[i].name.clone(),
            rear: b.sides[i].rear,
            done: false,
            surrendered: false,
        });
        let mut state = State {
            scenario: name.to_owned(),
            width: b.width,
            height: b.height,
            terrain: b.terrain.clone(),
            turns: b.turns,
            turn: 1,
            attacker: b.first_attacker,
            phase: Phase::Artillery,
            sides,
            units,
            shots: Vec::new(),
            canister: Vec::new(),
            volleys: Vec::new(),
            melees: Vec::new(),
            shot: b.shot,
            house: b.house,
            marks: Vec::new(),
            reports: Vec::new(),
            adjusted: Vec::new(),
            start_points: [0, 0],
        };
        state.start_points = [state.points_halves(0), state.points_halves(1)];
        state
    }

    /// The defender this turn.
    #[must_use]
    pub fn defender(&self) -> u8 {
        1 - self.attacker
    }

    /// Whether a square is on the board.
    #[must_use]
    pub fn on_board(&self, s: Square) -> bool {
        s.on_board(self.width, self.height)
    }

    /// Terrain of a square (`None` off the board).
    #[must_use]
    pub fn terrain(&self, s: Square) -> Option<Terrain> {
        if !self.on_board(s) {
            return None;
        }
        let w = usize::try_from(self.width).ok()?;
        self.terrain
            .get(usize::try_from(s.y).ok()? * w + usize::try_from(s.x).ok()?)
            .copied()
    }

    fn set_terrain(&mut self, s: Square, t: Terrain) {
        if let (Ok(w), Ok(x), Ok(y)) = (
            usize::try_from(self.width),
            usize::try_from(s.x),
            usize::try_from(s.y),
        ) {
            if let Some(c) = self.terrain.get_mut(y * w + x) {
                *c = t;
            }
        }
    }

    /// Units on the board in a square.
    pub fn units_at(&self, s: Square) -> impl Iterator<Item = usize> + '_ {
        self.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.on_board() && u.square == s)
            .map(|(i, _)| i)
    }

    /// Whether `side` has a unit in a square.
    #[must_use]
    pub fn side_at(&self, s: Square, side: u8) -> bool {
        self.units_at(s).any(|i| self.units[i].side == side)
    }

    /// Whether unit `i` may join square `s` under 2C: one unit a side a square; artillery
    /// together up to 2 guns, 1 wagon and 6 crew; one commander with anyone.
    #[must_use]
    pub fn stacking_allows(&self, i: usize, s: Square) -> bool {
        let u = &self.units[i];
        let others: Vec<&Unit> = self
            .units_at(s)
            .filter(|&j| j != i && self.units[j].side == u.side)
            .map(|j| &self.units[j])
            .collect();
        match u.kind {
            Kind::Commander => !others.iter().any(|o| o.kind == Kind::Commander),
            k if k.battery() => {
                let rest: Vec<&&Unit> = others
                    .iter()
                    .filter(|o| o.kind != Kind::Commander)
                    .collect();
                rest.iter().all(|o| o.kind.battery())
                    && rest.iter().map(|o| o.guns.len()).sum::<usize>() + u.guns.len() <= 2
                    && rest.iter().filter(|o| o.wagon).count() + usize::from(u.wagon) <= 1
                    && rest.iter().map(|o| o.stands).sum::<u32>() + u.stands <= 6
            }
            _ => others.iter().all(|o| o.kind == Kind::Commander),
        }
    }

    /// The unit commander `i` accompanies: a unit of his side in his square (7). `None` for a
    /// commander acting alone, or a unit that is not a commander.
    #[must_use]
    pub fn accompanied(&self, i: usize) -> Option<usize> {
        let u = &self.units[i];
        if u.kind != Kind::Commander {
            return None;
        }
        self.units_at(u.square).find(|&j| {
            j != i && self.units[j].side == u.side && self.units[j].kind != Kind::Commander
        })
    }

    /// A commander of `side` stands with unit `i` (in its square).
    #[must_use]
    pub fn commander_with(&self, i: usize) -> bool {
        let u = &self.units[i];
        u.kind != Kind::Commander
            && self
                .units_at(u.square)
                .any(|j| self.units[j].side == u.side && self.units[j].kind == Kind::Commander)
    }

    /// The shots a battery may fire this turn (3B–3D): each slot lists the guns that may fire
    /// it. None limbered, without crew or without guns.
    #[must_use]
    pub fn shot_slots(&self, i: usize) -> Vec<Vec<Gun>> {
        let u = &self.units[i];
        if !u.kind.battery() || u.limbered || u.stands == 0 || !u.on_board() {
            return Vec::new();
        }
        match (u.kind, u.guns.len(), u.wagon) {
            (Kind::HorseBattery, 1.., _) => vec![vec![Gun::Horse]],
            (Kind::FootBattery, 2.., true) => {
                vec![vec![Gun::Field], vec![Gun::Field], vec![Gun::Howitzer]]
            }
            (Kind::FootBattery, 2.., false) | (Kind::FootBattery, 1, true) => {
                vec![vec![Gun::Field], vec![Gun::Howitzer]]
            }
            (Kind::FootBattery, 1, false) => vec![vec![Gun::Field, Gun::Howitzer]],
            _ => Vec::new(),
        }
    }

    /// Shots of battery `i` still unused this turn, as the guns that may fire them.
    #[must_use]
    pub fn free_slots(&self, i: usize) -> Vec<Vec<Gun>> {
        let mut slots = self.shot_slots(i);
        let idx = u16::try_from(i).unwrap_or(u16::MAX);
        for (_, o) in self.shots.iter().filter(|(_, o)| o.battery == idx) {
            if let Some(k) = slots.iter().position(|s| s.contains(&o.gun)) {
                slots.remove(k);
            }
        }
        if self.canister.iter().any(|(_, c)| c.battery == idx) || self.units[i].holding {
            slots.clear();
        }
        slots
    }

    /// The parts of a unit on the table (NAP-4): stands abreast in line, one behind another in
    /// column, 2 × 2 in square; a battery's guns in front, crew behind, the wagon to one side.
    #[must_use]
    pub fn parts(&self, i: usize) -> Vec<(Part, Rect)> {
        let u = &self.units[i];
        let side = self.shot.square;
        let cx = f64::from(u.square.x) * side + side / 2.0;
        let cy = f64::from(u.square.y) * side + side / 2.0;
        let (sw, sh) = self.shot.stand;
        let across_x = matches!(u.facing, Dir8::N | Dir8::S | Dir8::NE | Dir8::SW);
        let mut out = Vec::new();
        let n = u.stands;
        if u.kind.battery() {
            // Laid out facing north (guns in front, crew behind in rows of three, the wagon to
            // the right), then turned to the battery's facing (UMP-NAP-4).
            let (gw, gh) = self.shot.gun;
            let (ww, wh) = self.shot.wagon;
            let turn = battery_turn(u.facing);
            for (g, _) in u.guns.iter().enumerate() {
                let off = if g == 0 { -1.0 } else { 1.0 };
                out.push((Part::Gun(g), turn(cx, cy, off, 1.2, gw, gh)));
            }
            if u.wagon {
                out.push((Part::Wagon, turn(cx, cy, 1.5, -1.0, ww, wh)));
            }
            for k in 0..n {
                let row = f64::from(k / 3);
                let col = f64::from(k % 3);
                out.push((Part::Stand, turn(cx, cy, -1.5 + col, -0.5 - row, sw, sh)));
            }
            return out;
        }
        for k in 0..n {
            let (dx, dy) = match u.formation {
                Formation::Square => (
                    if k % 2 == 0 { -0.5 } else { 0.5 },
                    if (k / 2) % 2 == 0 { -0.5 } else { 0.5 },
                ),
                f => {
                    let t = f64::from(k) - f64::from(n.saturating_sub(1)) / 2.0;
                    let along_facing = f == Formation::Column;
                    if along_facing != across_x {
                        (t * sw, 0.0)
                    } else {
                        (0.0, t * sh)
                    }
                }
            };
            out.push((
                Part::Stand,
                Rect {
                    x: cx + dx,
                    y: cy + dy,
                    w: sw,
                    h: sh,
                },
            ));
        }
        out
    }

    /// Points of a side (NAP-9), in halves.
    #[must_use]
    pub fn points_halves(&self, side: u8) -> u32 {
        self.units
            .iter()
            .filter(|u| u.side == side)
            .map(|u| u.point_halves(&self.house))
            .sum()
    }

    /// Whether a side still has a unit on the board.
    #[must_use]
    pub fn has_units(&self, side: u8) -> bool {
        self.units.iter().any(|u| u.side == side && u.on_board())
    }

    /// Squares a unit may reach this move with their costs in halves (orthogonal 2, diagonal
    /// 3; 2D: one square more for a move wholly on roads), never through enemies or between
    /// diagonally adjacent enemies (2E), ending where stacking allows or in an enemy square
    /// (a melee).
    #[must_use]
    pub fn reachable(&self, i: usize) -> Vec<Square> {
        let u = &self.units[i];
        let allowance = 2 * self.house.movement.get(u.kind);
        let mut out = self.search(i, allowance, false);
        for s in self.search(i, allowance + 2, true) {
            if !out.contains(&s) {
                out.push(s);
            }
        }
        out.retain(|&s| s != u.square);
        out.sort();
        out
    }

    fn enemy_at(&self, s: Square, side: u8) -> bool {
        self.units_at(s).any(|j| self.units[j].side != side)
    }

    /// Whether a step from `a` to neighbour `b` squeezes between two enemies (2E).
    #[must_use]
    pub fn squeezed(&self, a: Square, b: Square, side: u8) -> bool {
        a.x != b.x
            && a.y != b.y
            && self.enemy_at(Square::new(a.x, b.y), side)
            && self.enemy_at(Square::new(b.x, a.y), side)
    }

    fn search(&self, i: usize, allowance: u32, roads_only: bool) -> Vec<Square> {
        let u = &self.units[i];
        let start = u.square;
        if roads_only && !self.terrain(start).is_some_and(Terrain::road) {
            return Vec::new();
        }
        let w = usize::try_from(self.width).unwrap_or(0);
        let h = usize::try_from(self.height).unwrap_or(0);
        let at =
            |s: Square| usize::try_from(s.y).unwrap_or(0) * w + usize::try_from(s.x).unwrap_or(0);
        // Which squares hold enemies, once.
        let mut enemy = vec![false; w * h];
        for e in &self.units {
            if e.on_board() && e.side != u.side && self.on_board(e.square) {
                enemy[at(e.square)] = true;
            }
        }
        let enemy_at = |s: Square| self.on_board(s) && enemy[at(s)];
        let mut dist = vec![u32::MAX; w * h];
        dist[at(start)] = 0;
        // Costs are small: a bucket per half-square.
        let mut buckets: Vec<Vec<Square>> =
            vec![Vec::new(); usize::try_from(allowance).unwrap_or(0) + 1];
        buckets[0].push(start);
        let mut out = Vec::new();
        for c in 0..buckets.len() {
            let here = std::mem::take(&mut buckets[c]);
            let c = u32::try_from(c).unwrap_or(u32::MAX);
            for s in here {
                if dist[at(s)] != c {
                    continue;
                }
                for d in Dir8::ALL {
                    let n = s.step8(d);
                    let cost = c + if d.is_diagonal() { 3 } else { 2 };
                    if cost > allowance || !self.on_board(n) {
                        continue;
                    }
                    let Some(t) = self.terrain(n) else { continue };
                    if !t.passable() || (roads_only && !t.road()) {
                        continue;
                    }
                    if s.x != n.x
                        && s.y != n.y
                        && enemy_at(Square::new(s.x, n.y))
                        && enemy_at(Square::new(n.x, s.y))
                    {
                        continue;
                    }
                    if enemy[at(n)] {
                        // A melee ends the move.
                        if !out.contains(&n) {
                            out.push(n);
                        }
                        continue;
                    }
                    if cost < dist[at(n)] {
                        dist[at(n)] = cost;
                        buckets[usize::try_from(cost).unwrap_or(0)].push(n);
                    }
                }
            }
        }
        for y in 0..self.height {
            for x in 0..self.width {
                let s = Square::new(x, y);
                if s != start
                    && dist[at(s)] != u32::MAX
                    && self.stacking_allows(i, s)
                    && !out.contains(&s)
                {
                    out.push(s);
                }
            }
        }
        out
    }

    /// A path for unit `i` to `to` (for canister against units passing by): the squares of a
    /// shortest route.
    #[must_use]
    pub fn route(&self, i: usize, to: Square) -> Vec<Square> {
        let u = &self.units[i];
        let mut s = u.square;
        let mut out = vec![s];
        for _ in 0..20 {
            if s == to {
                break;
            }
            let Some(d) = dir_towards(s, to) else { break };
            s = s.step8(d);
            out.push(s);
        }
        out
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
        .filter(|u| u.id.starts_with(&state.units[i].id))
        .count();
    let mut new = state.units[i].clone();
    new.id = format!("{}-{}", state.units[i].id, n);
    new.name = format!("{} (detachment {})", state.units[i].name, n);
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

/// Turns a battery's layout, drawn facing north around its square's centre, to `facing`:
/// each part's offset across and along the facing, and its footprint across by along, become
/// a rectangle on the table. Diagonal facings lie as the nearest side clockwise (north-east as
/// north, south-east as east...), as infantry's diagonals lie north–south or east–west.
fn battery_turn(facing: Dir8) -> impl Fn(f64, f64, f64, f64, f64, f64) -> Rect {
    move |cx, cy, across, along, w, h| match facing {
        Dir8::N | Dir8::NE => Rect {
            x: cx + across,
            y: cy + along,
            w,
            h,
        },
        Dir8::E | Dir8::SE => Rect {
            x: cx + along,
            y: cy - across,
            w: h,
            h: w,
        },
        Dir8::S | Dir8::SW => Rect {
            x: cx - across,
            y: cy - along,
            w,
            h,
        },
        Dir8::W | Dir8::NW => Rect {
            x: cx - along,
            y: cy + across,
            w: h,
            h: w,
        },
    }
}

/// A uniform number in [0, 1) from two recorded dice rolls of 65,535 faces.
fn uniform(dice: &mut Dice, purpose: &'static str) -> f64 {
    crate::shot::uniform_from_dice(dice, purpose)
}

/// Destroys `n` stands of unit `i` (and the unit when none are left); a battery without
/// crew keeps its guns on the field until captured.
pub fn kill_stands(state: &mut State, i: usize, n: u32) -> u32 {
    let u = &mut state.units[i];
    let k = n.min(u.stands);
    u.stands -= k;
    if u.stands == 0 {
        u.status = Status::Destroyed;
    }
    // A square that loses a face is broken (8C).
    if u.formation == Formation::Square && u.stands < 4 {
        u.formation = Formation::Line;
    }
    k
}

/// Step 1: every shot and canister order of both sides, resolved together.
pub fn resolve_artillery(state: &mut State, dice: &mut Dice) {
    state.marks.clear();
    let shots = std::mem::take(&mut state.shots);
    let canister = std::mem::take(&mut state.canister);
    // Guns fire even if destroyed this turn (3A): all shots are placed first, then applied.
    let mut hits: Vec<(usize, Part)> = Vec::new();
    let mut fires: Vec<Square> = Vec::new();
    for (side, o) in &shots {
        let b = usize::from(o.battery);
        let gun_sq = state.units[b].square;
        let sq = state.shot.square;
        let (gx, gy) = (
            f64::from(gun_sq.x) * sq + sq / 2.0,
            f64::from(gun_sq.y) * sq + sq / 2.0,
        );
        let (ax, ay) = (inches(o.aim[0]), inches(o.aim[1]));
        let (dx, dy) = (ax - gx, ay - gy);
        let range = (dx * dx + dy * dy).sqrt().max(0.1);
        let (ux, uy) = (dx / range, dy / range);
        let params = state.shot;
        let (across, along) = impact_from(o.gun, range, &params, &mut || {
            uniform(dice, "artillery shot: flight of the shell")
        });
        let ix = ax + across * uy + along * ux;
        let iy = ay - across * ux + along * uy;
        let mark = ShotMark {
            side: *side,
            aim: o.aim,
            impact: [(ix * 10.0).round() as i32, (iy * 10.0).round() as i32],
        };
        state.marks.push(mark);
        let landed = Square::new(
            (ix / sq).floor().clamp(-1.0, 100.0) as i8,
            (iy / sq).floor().clamp(-1.0, 100.0) as i8,
        );
        let name = state.units[b].name.clone();
        let Some(t) = state.terrain(landed) else {
            report(
                state,
                dice,
                format!("{name}'s {} shot lands off the board", o.gun.name()),
            );
            continue;
        };
        if t == Terrain::Water {
            report(state, dice, format!("{name}'s shot falls in the water"));
            continue;
        }
        // A gun or wagon is destroyed only when the shell lands on it.
        let mut target: Option<(usize, Part)> = None;
        'outer: for j in 0..state.units.len() {
            if !state.units[j].on_board() || !state.units[j].kind.battery() {
                continue;
            }
            for (p, r) in state.parts(j) {
                if !matches!(p, Part::Stand) && r.contains(ix, iy) {
                    target = Some((j, p));
                    break 'outer;
                }
            }
        }
        if target.is_none() {
            // The one stand nearest inside the circle; in a protected square only a stand in
            // that square, within the circle of the shell (6A).
            let mut best: Option<(f64, usize)> = None;
            for j in 0..state.units.len() {
                if !state.units[j].on_board() {
                    continue;
                }
                let js = state.units[j].square;
                let protected = state.terrain(js).is_some_and(Terrain::protected);
                if protected && js != landed {
                    continue;
                }
                for (p, r) in state.parts(j) {
                    if p != Part::Stand {
                        continue;
                    }
                    let d = r.distance(ix, iy);
                    if d <= params.circle && best.is_none_or(|(bd, _)| d < bd) {
                        best = Some((d, j));
                    }
                }
            }
            target = best.map(|(_, j)| (j, Part::Stand));
        }
        match target {
            Some((j, p)) => {
                let what = match p {
                    Part::Stand => format!("a stand of {}", state.units[j].name),
                    Part::Gun(_) => format!("a gun of {}", state.units[j].name),
                    Part::Wagon => format!("the wagon of {}", state.units[j].name),
                };
                report(
                    state,
                    dice,
                    format!(
                        "{name}'s {} shot lands at {:.1}\",{:.1}\": {what} is hit",
                        o.gun.name(),
                        ix,
                        iy
                    ),
                );
                hits.push((j, p));
            }
            None => report(
                state,
                dice,
                format!(
                    "{name}'s {} shot lands at {:.1}\",{:.1}\": no one hit",
                    o.gun.name(),
                    ix,
                    iy
                ),
            ),
        }
        if t.inflammable() {
            fires.push(landed);
        }
    }
    // Canister fired with the rest of the artillery.
    let mut canister_kills: Vec<(usize, u32)> = Vec::new();
    for (_, c) in &canister {
        let k = canister_dice_kills(state, usize::from(c.battery), usize::from(c.target), dice);
        canister_kills.push((usize::from(c.target), k));
    }
    for (j, p) in hits {
        match p {
            Part::Stand => {
                kill_stands(state, j, 1);
            }
            Part::Gun(g) => {
                let u = &mut state.units[j];
                if g < u.guns.len() {
                    u.guns.remove(g);
                }
                kill_stands(state, j, 1);
            }
            Part::Wagon => {
                state.units[j].wagon = false;
                kill_stands(state, j, 1);
            }
        }
    }
    for (j, k) in canister_kills {
        let killed = kill_stands(state, j, k);
        let name = state.units[j].name.clone();
        report(state, dice, format!("canister: {name} loses {killed}"));
    }
    for s in fires {
        burn(state, s, dice);
    }
}

/// 6D: a shell touching trees, houses or a bridge: two dice; one 1 sets the square burning
/// (everyone in it falls back a square; it is impassable after), double ones burn it out
/// (everything in it destroyed; it is open ground after).
fn burn(state: &mut State, s: Square, dice: &mut Dice) {
    if !state.terrain(s).is_some_and(Terrain::inflammable) {
        return;
    }
    let a = dice.d6("fire: first die (a 1 sets it burning)", SeatSet::ALL);
    let b = dice.d6("fire: second die (double 1 burns it out)", SeatSet::ALL);
    if a == 1 && b == 1 {
        let inside: Vec<usize> = state.units_at(s).collect();
        for j in inside {
            state.units[j].status = Status::Destroyed;
        }
        state.set_terrain(s, Terrain::Open);
        report(state, dice, format!("square {},{} burns out", s.x, s.y));
    } else if a == 1 || b == 1 {
        state.set_terrain(s, Terrain::Burning);
        let inside: Vec<usize> = state.units_at(s).collect();
        for j in inside {
            retreat(
                state,
                j,
                state.sides[usize::from(state.units[j].side)].rear,
                1,
                dice,
            );
        }
        report(state, dice, format!("square {},{} is burning", s.x, s.y));
    }
}

/// Canister (3H): three dice a field gun or howitzer shot, two a horse gun shot, one fewer a
/// gun into a protected square; kills as musketry at range 1.
fn canister_dice_kills(state: &State, b: usize, target: usize, dice: &mut Dice) -> u32 {
    let slots = state.shot_slots(b);
    let protected = state
        .terrain(state.units[target].square)
        .is_some_and(Terrain::protected);
    let n: u32 = slots
        .iter()
        .map(|s| {
            let per = if s.contains(&Gun::Horse) { 2 } else { 3 };
            per - u32::from(protected)
        })
        .sum();
    let need = state.house.kill_face(1).unwrap_or(5);
    (0..n)
        .filter(|_| dice.d6("canister: one die (5-6 kills)", SeatSet::ALL) >= need)
        .count()
        .try_into()
        .unwrap_or(0)
}

/// Step 4: battery `b` fires its held canister at unit `t`; returns the stands lost.
pub fn held_canister(state: &mut State, b: usize, t: usize, dice: &mut Dice) -> u32 {
    let k = canister_dice_kills(state, b, t, dice);
    kill_stands(state, t, k)
}

/// Musket range from `a` to `b` in the bands of NAP-2, or `None` beyond `max` squares: section
/// 1 counts a diagonal as 1.5, so the range is the distance in halves rounded up, except that
/// a diagonal neighbour is at range 1 (NAP-2: "adjacent, diagonals included").
#[must_use]
pub fn musket_range(a: Square, b: Square, max: u8) -> Option<u8> {
    let halves = distance_halves(a, b);
    if halves == 0 || halves > 2 * u32::from(max) {
        return None;
    }
    if a.chebyshev(b) == 1 {
        return Some(1);
    }
    u8::try_from(halves.div_ceil(2)).ok()
}

/// Whether a musket-armed unit `i` may fire at unit `t` (4B): in musket range counting
/// diagonals 1.5 (section 1), line infantry straight ahead whatever its formation, other
/// infantry ±45°, squares any way (8B); nothing in between.
#[must_use]
pub fn may_volley(state: &State, i: usize, t: usize) -> Option<u8> {
    let (u, v) = (state.units.get(i)?, state.units.get(t)?);
    if !u.on_board() || !v.on_board() || !u.kind.infantry() || u.side == v.side || u.stands == 0 {
        return None;
    }
    let range = musket_range(u.square, v.square, state.house.musket_range)?;
    if !u.in_square() {
        let off = off_facing(u.facing, u.square, v.square);
        // 4B is about the kind of unit: line infantry straight ahead, the others ±45°.
        let arc = if u.kind == Kind::LineInfantry {
            0.5
        } else {
            45.5
        };
        if off > arc {
            return None;
        }
    }
    if range == 2 {
        let mid = Square::new(
            u.square.x + (v.square.x - u.square.x).signum(),
            u.square.y + (v.square.y - u.square.y).signum(),
        );
        if state.units_at(mid).next().is_some() || state.terrain(mid) == Some(Terrain::Burning) {
            return None;
        }
    }
    Some(range)
}

/// Step 2: musketry, simultaneous (4A): every volley's kills are rolled first, then applied.
pub fn resolve_musketry(state: &mut State, dice: &mut Dice) {
    let volleys = std::mem::take(&mut state.volleys);
    let mut kills: Vec<(usize, u32)> = Vec::new();
    let mut fired_at: Vec<u16> = Vec::new();
    for (_, o) in &volleys {
        let (i, t) = (usize::from(o.unit), usize::from(o.target));
        let Some(range) = may_volley(state, i, t) else {
            continue;
        };
        let u = &state.units[i];
        let stands = if u.in_square() {
            u.stands.div_ceil(4)
        } else {
            u.stands
        };
        let protected = state
            .terrain(state.units[t].square)
            .is_some_and(Terrain::protected);
        let volley = crate::musketry::Volley {
            stands,
            range,
            guards: u.kind.guards(),
            commander: state.commander_with(i),
            not_first: fired_at.contains(&o.target),
            protected,
        };
        fired_at.push(o.target);
        let need = state.house.kill_face(range).unwrap_or(6);
        let k: u32 = (0..volley.dice())
            .filter(|_| dice.d6("musketry: one die", SeatSet::ALL) >= need)
            .count()
            .try_into()
            .unwrap_or(0);
        kills.push((t, k));
        let text = format!(
            "{} fires at {} ({} dice at range {range}): {k} hits",
            state.units[i].name,
            state.units[t].name,
            volley.dice()
        );
        report(state, dice, text);
    }
    for (t, k) in kills {
        // The firer's choice among what stands there: the commander first, then the unit.
        let mut left = k;
        let sq = state.units[t].square;
        let side = state.units[t].side;
        if left > 0 {
            let commander = state
                .units_at(sq)
                .find(|&j| state.units[j].side == side && state.units[j].kind == Kind::Commander);
            if let Some(c) = commander {
                left -= kill_stands(state, c, 1);
            }
        }
        kill_stands(state, t, left);
    }
}

/// Retreat (5G): `steps` squares, diagonals counting 1, towards `dir` as nearly as the enemy
/// and the ground allow; off the board edge the unit leaves the battle (10); cut off by enemy
/// units or impassable ground it is destroyed. Friends never cut a retreat off: it passes
/// through them and, if it would end in a square it may not share, goes on in the same way
/// until it finds room (UMP-NAP-19).
pub fn retreat(state: &mut State, i: usize, dir: Dir8, steps: u32, dice: &mut Dice) {
    /// Further squares a retreat may go to find room beyond its friends.
    const ROOM: u32 = 8;
    let mut taken = 0;
    loop {
        let u = &state.units[i];
        if !u.on_board() {
            return;
        }
        let here = u.square;
        if taken >= steps && state.stacking_allows(i, here) {
            return;
        }
        if taken >= steps + ROOM {
            state.units[i].status = Status::Destroyed;
            let name = state.units[i].name.clone();
            report(
                state,
                dice,
                format!("{name} finds no room to rally behind its friends and is destroyed"),
            );
            return;
        }
        let side = u.side;
        let mut next = None;
        for turn in [0i8, 1, -1, 2, -2] {
            let n = here.step8(dir.turned(turn));
            if !state.on_board(n) {
                if turn.abs() <= 1 {
                    state.units[i].status = Status::OffBoard;
                    let name = state.units[i].name.clone();
                    report(state, dice, format!("{name} retreats off the board"));
                    return;
                }
                continue;
            }
            if state.terrain(n).is_some_and(Terrain::passable)
                && !state.enemy_at(n, side)
                && !state.squeezed(here, n, side)
            {
                next = Some(n);
                break;
            }
        }
        let Some(n) = next else {
            state.units[i].status = Status::Destroyed;
            let name = state.units[i].name.clone();
            report(state, dice, format!("{name} is cut off and destroyed"));
            return;
        };
        state.units[i].square = n;
        taken += 1;
    }
}

/// The arc in eighths within which a unit supports a melee (NAP-6): line infantry straight
/// ahead, other infantry and artillery ±45°, cavalry and commanders ±90°.
#[must_use]
pub fn support_arc(h: &House, u: &Unit) -> u8 {
    u8::try_from(h.support_arc.get(u.kind) / 45).unwrap_or(3)
}

/// Whether unit `i` may support melee `m` (5A, 7, NAP-6): next to the contact square, not in
/// another melee, more than one stand (a commander alone may), and the contact square within
/// its arc — the attacker may face freely; the defender may face round ±90° (but cavalry that
/// could not support at the start of the turn may not wheel to do so); squares any way.
#[must_use]
pub fn may_support(state: &State, i: usize, m: usize) -> bool {
    let u = &state.units[i];
    let mel = &state.melees[m];
    if !u.on_board() || u.in_melee || u.square == mel.contact {
        return false;
    }
    // A unit in another melee's contact square fights there (5A: one melee a turn).
    if state.melees.iter().any(|x| x.contact == u.square) {
        return false;
    }
    if u.square.chebyshev(mel.contact) != 1 {
        return false;
    }
    if u.stands < 2 && u.kind != Kind::Commander {
        return false;
    }
    if state.melees.iter().any(|x| {
        x.supports
            .iter()
            .any(|s| s.contains(&u16::try_from(i).unwrap_or(0)))
    }) {
        return false;
    }
    // 7: a commander with a unit supports as that unit does.
    let u = state.accompanied(i).map_or(u, |j| &state.units[j]);
    if u.side == state.attacker || u.in_square() {
        return true;
    }
    let Some(d) = dir_towards(u.square, mel.contact) else {
        return false;
    };
    // 5A: defending cavalry that cannot support infantry or artillery may not wheel to do so;
    // other defenders may face round ±90°.
    let foot_or_guns = state.units_at(mel.contact).any(|j| {
        state.units[j].side == u.side
            && !state.units[j].kind.cavalry()
            && state.units[j].kind != Kind::Commander
    });
    let turn = if u.kind.cavalry() && foot_or_guns {
        0
    } else {
        2
    };
    eighths_between(u.facing, d) <= support_arc(&state.house, u) + turn
}

/// Step 5: one melee, after both cards are in.
pub fn resolve_melee(state: &mut State, m: usize, dice: &mut Dice) {
    let mel = state.melees[m].clone();
    let att = state.attacker;
    let def = 1 - att;
    let [Some(ac), Some(dc)] = [mel.cards[usize::from(att)], mel.cards[usize::from(def)]] else {
        return;
    };
    // Who fights: the units in the contact square, then the supports clockwise from north.
    let order = |side: u8, state: &State| -> Vec<usize> {
        // 5A: a unit fights in one melee a turn; one that fought in an earlier melee (and
        // perhaps retreated into this one's squares) does not fight again.
        let mut first: Vec<usize> = state
            .units_at(mel.contact)
            .filter(|&j| state.units[j].side == side && !state.units[j].in_melee)
            .collect();
        first.sort_by_key(|&j| state.units[j].kind == Kind::Commander);
        let mut rest: Vec<usize> = mel.supports[usize::from(side)]
            .iter()
            .map(|&j| usize::from(j))
            .filter(|&j| state.units[j].on_board() && !state.units[j].in_melee)
            .collect();
        rest.sort_by_key(|&j| {
            dir_towards(mel.contact, state.units[j].square).map_or(0, |d| d as u8)
        });
        first.extend(rest);
        first
    };
    let a_units = order(att, state);
    let d_units = order(def, state);
    if !a_units
        .iter()
        .any(|&j| state.units[j].square == mel.contact)
        || !d_units
            .iter()
            .any(|&j| state.units[j].square == mel.contact)
    {
        // Earlier melees' retreats left the contact square to one side (or none): 5A's melee
        // is made by units in the enemy's square, so there is none here (UMP-NAP-21).
        report(
            state,
            dice,
            format!(
                "no melee at {},{}: one side is no longer in the square",
                mel.contact.x, mel.contact.y
            ),
        );
        return;
    }
    for &j in a_units.iter().chain(&d_units) {
        state.units[j].in_melee = true;
    }
    // NAP-5, 7: a commander's value counts only when he acts alone.
    let value = |units: &[usize], state: &State| -> u32 {
        units
            .iter()
            .filter(|&&j| state.accompanied(j).is_none())
            .map(|&j| state.units[j].value_halves(&state.house))
            .sum()
    };
    let (av, dv) = (value(&a_units, state), value(&d_units, state));
    let result = mdi_resolve(ac, dc);
    report(
        state,
        dice,
        format!(
            "melee at {},{}: attacker {} ({}) against defender {} ({}): {}",
            mel.contact.x,
            mel.contact.y,
            ac.name(),
            halves_text(av),
            dc.name(),
            halves_text(dv),
            result.name()
        ),
    );
    // Losses in halves of value, each side.
    let (mut a_loss, mut d_loss) = (0u32, 0u32);
    let mut a_loss_frac = false;
    let mut d_loss_frac = false;
    let mut withdraw: [bool; 2] = [false, false];
    let mut inferior: Option<u8> = None;
    let protected = state.terrain(mel.contact).is_some_and(Terrain::protected);
    // Whether the protected contact square's stand has already been taken off the defender's loss.
    let mut protection_counted = false;
    match result {
        MdiResult::BothWithdraw => withdraw = [true, true],
        MdiResult::AttackerWithdraws => withdraw[usize::from(att)] = true,
        MdiResult::DefenderWithdraws => withdraw[usize::from(def)] = true,
        MdiResult::Equal => {
            // Each loses half the weaker side's strength (equal: half of its own).
            let w = av.min(dv);
            a_loss = w / 2;
            d_loss = w / 2;
            a_loss_frac = w % 2 == 1;
            d_loss_frac = w % 2 == 1;
        }
        MdiResult::AttackerSuperior | MdiResult::DefenderSuperior => {
            let (sup_v, inf) = if result == MdiResult::AttackerSuperior {
                (av, def)
            } else {
                (dv, att)
            };
            inferior = Some(inf);
            // NAP-8: the inferior loses 1 + (S − 1)/2 = (S + 1)/2 of value, the superior half
            // what the inferior actually loses (5C: "for each 2 inferior casualties"), which is
            // never more than the inferior has, less a protected contact square's stand (6A)
            // when the inferior is the defender (UMP-NAP-23). In quarters of a stand's value:
            // S_h + 2 (S_h the superior's halves).
            let inf_v = if inf == att { av } else { dv };
            let mut inf_q = (sup_v + 2).min(2 * inf_v);
            if inf == def && protected {
                inf_q = inf_q.saturating_sub(4);
                protection_counted = true;
            }
            let mut sup_q = inf_q / 2;
            if inf_q % 2 == 1 && dice.pick(2, "melee: coin for an eighth", SeatSet::ALL) == 1 {
                sup_q += 1;
            }
            let (il, ifr) = (inf_q / 2, inf_q % 2 == 1);
            let (sl, sfr) = (sup_q / 2, sup_q % 2 == 1);
            if inf == att {
                a_loss = il;
                a_loss_frac = ifr;
                d_loss = sl;
                d_loss_frac = sfr;
            } else {
                d_loss = il;
                d_loss_frac = ifr;
                a_loss = sl;
                a_loss_frac = sfr;
            }
        }
    }
    // A quarter-stand fraction of a half is settled by a fair coin (NAP-8).
    if a_loss_frac && dice.pick(2, "melee: coin for a fraction (attacker)", SeatSet::ALL) == 1 {
        a_loss += 1;
    }
    if d_loss_frac && dice.pick(2, "melee: coin for a fraction (defender)", SeatSet::ALL) == 1 {
        d_loss += 1;
    }
    // 6A: a protected contact square costs the attacker one less kill (one stand less lost by
    // the defender, a line infantry stand's worth).
    if protected && !protection_counted && d_loss > 0 {
        d_loss = d_loss.saturating_sub(2);
    }
    apply_melee_losses(state, &a_units, a_loss, dice);
    apply_melee_losses(state, &d_units, d_loss, dice);
    let a_left: Vec<usize> = a_units
        .iter()
        .copied()
        .filter(|&j| state.units[j].on_board())
        .collect();
    let d_left: Vec<usize> = d_units
        .iter()
        .copied()
        .filter(|&j| state.units[j].on_board())
        .collect();
    let (av2, dv2) = (value(&a_left, state), value(&d_left, state));
    // Who falls back.
    let back_from =
        dir_towards(mel.contact, mel.from).unwrap_or(state.sides[usize::from(att)].rear);
    let def_rear = state.sides[usize::from(def)].rear;
    let mut retreat_side: Vec<u8> = Vec::new();
    let mut destroy_side: Option<u8> = None;
    if withdraw[0] || withdraw[1] {
        for s in 0..2u8 {
            if withdraw[usize::from(s)] {
                retreat_side.push(s);
            }
        }
    } else if av2 == dv2 {
        match (result, inferior) {
            (MdiResult::Equal, _) => retreat_side = vec![att, def],
            (_, Some(inf)) => retreat_side.push(inf),
            _ => {}
        }
    } else {
        let weaker = if av2 < dv2 { att } else { def };
        let (w, s) = if av2 < dv2 { (av2, dv2) } else { (dv2, av2) };
        let three = if result == MdiResult::Equal {
            s > 3 * w
        } else {
            s >= 3 * w
        };
        if three {
            destroy_side = Some(weaker);
        } else {
            retreat_side.push(weaker);
        }
    }
    let winner: Option<u8> = match (destroy_side, retreat_side.as_slice()) {
        (Some(l), _) => Some(1 - l),
        (None, [l]) => Some(1 - l),
        _ => None,
    };
    // Equipment (5H): the loser's guns and wagon in the contact square go to the superior
    // deployment (or, deployments equal, the stronger side), unless it was destroyed.
    let taker = match result {
        MdiResult::AttackerSuperior => Some(att),
        MdiResult::DefenderSuperior => Some(def),
        MdiResult::Equal => winner,
        _ => None,
    };
    if let Some(t) = taker {
        // 5H: "unless destroyed": the taker's own melee force must have come through.
        let survivors = if t == att { &a_left } else { &d_left };
        if !survivors.is_empty() && withdraw.iter().all(|&w| !w) {
            let captured: Vec<usize> = state
                .units
                .iter()
                .enumerate()
                .filter(|(_, u)| {
                    u.side != t
                        && u.kind.battery()
                        && u.square == mel.contact
                        && u.status != Status::OffBoard
                })
                .map(|(j, _)| j)
                .collect();
            for j in captured {
                if !state.units[j].guns.is_empty() || state.units[j].wagon {
                    let name = state.units[j].name.clone();
                    state.units[j].guns.clear();
                    state.units[j].wagon = false;
                    report(state, dice, format!("{name}'s guns are captured"));
                }
            }
        }
    }
    if let Some(l) = destroy_side {
        let list = if l == att { &a_left } else { &d_left };
        for &j in list {
            state.units[j].status = Status::Destroyed;
        }
        report(
            state,
            dice,
            format!(
                "{} is three times stronger: the rest of the weaker side is destroyed",
                state.sides[usize::from(1 - l)].name
            ),
        );
    }
    for s in retreat_side {
        let list = if s == att {
            a_left.clone()
        } else {
            d_left.clone()
        };
        let dir = if s == att { back_from } else { def_rear };
        for j in list {
            if state.units[j].on_board() {
                retreat(state, j, dir, 2, dice);
            }
        }
    }
    // Attackers still in the contact square with the defender gone hold it; defenders still
    // there with the attacker gone keep it. If both remain (it cannot be), the attacker falls
    // back.
    let still: Vec<usize> = state.units_at(mel.contact).collect();
    let sides_left: Vec<u8> = still.iter().map(|&j| state.units[j].side).collect();
    if sides_left.contains(&att) && sides_left.contains(&def) {
        for &j in &still {
            if state.units[j].side == att {
                retreat(state, j, back_from, 2, dice);
            }
        }
    }
    // Free facing after the melee (5I): towards the nearest enemy.
    for &j in a_units.iter().chain(&d_units) {
        face_nearest_enemy(state, j);
    }
}

fn halves_text(h: u32) -> String {
    if h.is_multiple_of(2) {
        format!("{}", h / 2)
    } else {
        format!("{}.5", h / 2)
    }
}

/// Spreads a loss of `halves` over the units in order (5E–5F, NAP-5), a coin for a fraction.
fn apply_melee_losses(state: &mut State, units: &[usize], halves: u32, dice: &mut Dice) {
    if halves == 0 || units.is_empty() {
        return;
    }
    let list: Vec<(u32, u32)> = units
        .iter()
        .map(|&j| {
            (
                state.house.value_halves(state.units[j].kind),
                state.units[j].stands,
            )
        })
        .collect();
    let (mut lost, coin) = spread_by(&list, halves);
    if let Some(u) = coin {
        if dice.pick(2, "melee: coin for the next stand", SeatSet::ALL) == 1 {
            lost[u] += 1;
        }
    }
    for (k, &j) in units.iter().enumerate() {
        if lost[k] > 0 {
            let n = kill_stands(state, j, lost[k]);
            let name = state.units[j].name.clone();
            report(state, dice, format!("{name} loses {n}"));
        }
    }
}

/// Faces unit `j` towards the nearest enemy unit (free facing after a melee).
pub fn face_nearest_enemy(state: &mut State, j: usize) {
    let u = &state.units[j];
    if !u.on_board() || u.in_square() {
        return;
    }
    let me = u.square;
    let nearest = state
        .units
        .iter()
        .filter(|e| e.on_board() && e.side != u.side)
        .map(|e| e.square)
        .min_by_key(|s| (distance_halves(me, *s), *s));
    if let Some(d) = nearest.and_then(|s| dir_towards(me, s)) {
        state.units[j].facing = d;
    }
}

/// Section 9: at the start of its move, each unit of the moving side down to one stand
/// (light infantry, Guards and commanders excepted; the side's artillery counts as one unit)
/// retreats a full move backwards.
pub fn forced_retreats(state: &mut State, dice: &mut Dice) {
    let side = state.attacker;
    let rear = state.sides[usize::from(side)].rear;
    let artillery: u32 = state
        .units
        .iter()
        .filter(|u| u.side == side && u.on_board() && u.kind.battery())
        .map(|u| u.stands)
        .sum();
    for j in 0..state.units.len() {
        let u = &state.units[j];
        if u.side != side || !u.on_board() || u.stands != 1 {
            continue;
        }
        let exempt = matches!(
            u.kind,
            Kind::LightInfantry | Kind::GuardsInfantry | Kind::GuardsCavalry | Kind::Commander
        ) || (u.kind.battery() && artillery > 1);
        if exempt {
            continue;
        }
        let name = u.name.clone();
        let steps = state.house.movement.get(u.kind);
        report(
            state,
            dice,
            format!("{name} is down to one stand and falls back"),
        );
        retreat(state, j, rear, steps, dice);
        state.units[j].moved = true;
    }
}

/// The end of a turn: roles change, the next turn begins (or the game ends).
pub fn end_turn(state: &mut State, dice: &mut Dice) {
    state.melees.clear();
    for u in &mut state.units {
        u.moved = false;
        u.in_melee = false;
        u.path.clear();
        u.holding = false;
    }
    if state.turn >= state.turns || !state.has_units(0) || !state.has_units(1) {
        state.phase = Phase::Over;
        report(state, dice, "the game is over".to_owned());
        return;
    }
    state.turn += 1;
    state.attacker = 1 - state.attacker;
    state.phase = Phase::Artillery;
    for s in &mut state.sides {
        s.done = false;
    }
    let text = format!(
        "turn {}: {} attacks",
        state.turn,
        state.sides[usize::from(state.attacker)].name
    );
    report(state, dice, text);
}

/// Whether any held canister of the defender has a target (an enemy unit now next to the
/// battery within its arc, or one that passed through such a square this turn).
#[must_use]
pub fn canister_targets(state: &State, b: usize) -> Vec<usize> {
    let u = &state.units[b];
    if !u.holding || !u.on_board() || u.stands == 0 {
        return Vec::new();
    }
    (0..state.units.len())
        .filter(|&j| {
            let e = &state.units[j];
            e.on_board()
                && e.side != u.side
                && !state.side_at(e.square, u.side)
                && e.path.iter().chain(std::iter::once(&e.square)).any(|&s| {
                    s.chebyshev(u.square) == 1 && off_facing(u.facing, u.square, s) <= 45.5
                })
        })
        .collect()
}
