//! The state of an Operational Art battle: stands, divisions and asset groups, the activation
//! deck, objectives.

use serde::{Deserialize, Serialize};
use umpire_core::geometry::{Hex, HexDir};
use umpire_core::Seat;

use crate::combat::NationalDie;
use crate::map::Map;
use crate::values::StandSpec;

/// The hex behind `front` for a stand facing `facing`.
#[must_use]
pub fn rear_of(front: Hex, facing: HexDir) -> Hex {
    front.step(facing.turned(3))
}

/// The two sides of the Eastern Front.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// Germany and its allies.
    Axis,
    /// The Soviet Union.
    Soviet,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Side {
        match self {
            Side::Axis => Side::Soviet,
            Side::Soviet => Side::Axis,
        }
    }
}

/// A side of the map: the edge a side's troops came from and may withdraw over (section 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Edge {
    /// Row 0.
    North,
    /// The last row.
    South,
    /// Column 0.
    West,
    /// The last column.
    East,
}

impl Edge {
    /// Every edge, in the order a tie is broken.
    pub const ALL: [Edge; 4] = [Edge::North, Edge::South, Edge::West, Edge::East];

    /// Whether hex `h` of a `width` × `height` map lies on this edge.
    #[must_use]
    pub fn holds(self, h: Hex, width: i16, height: i16) -> bool {
        let (c, r) = h.to_offset();
        match self {
            Edge::North => r == 0,
            Edge::South => r == height - 1,
            Edge::West => c == 0,
            Edge::East => c == width - 1,
        }
    }

    /// How many rows (north, south) or columns (west, east) hex `h` lies from this edge.
    #[must_use]
    pub fn distance(self, h: Hex, width: i16, height: i16) -> i16 {
        let (c, r) = h.to_offset();
        match self {
            Edge::North => r,
            Edge::South => height - 1 - r,
            Edge::West => c,
            Edge::East => width - 1 - c,
        }
    }

    /// The edge's name in words.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Edge::North => "north",
            Edge::South => "south",
            Edge::West => "west",
            Edge::East => "east",
        }
    }
}

/// How a stand moves (section 13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Mobility {
    /// On foot (and dismounted cavalry): 2 hexes.
    Foot,
    /// Horse-drawn guns and transport: 2 hexes.
    HorseDrawn,
    /// Mounted cavalry: 4 hexes.
    Mounted,
    /// Lorries, half-tracks, self-propelled guns: 4 hexes.
    Motorised,
    /// Tanks and tracked self-propelled guns: 4 hexes.
    Tracked,
}

impl Mobility {
    /// Hexes a turn (before roads, contours and built-up areas).
    #[must_use]
    pub fn allowance(self) -> u8 {
        match self {
            Mobility::Foot | Mobility::HorseDrawn => 2,
            Mobility::Mounted | Mobility::Motorised | Mobility::Tracked => 4,
        }
    }
}

/// One stand.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stand {
    /// Its label (`360th Rifle Regiment/74th Rifle Division`).
    pub name: std::sync::Arc<str>,
    /// The division or asset group it belongs to.
    pub division: u8,
    /// What its combat value was built from.
    pub spec: StandSpec,
    /// How it moves.
    pub mobility: Mobility,
    /// Current combat value (eroded by combat, OPA-9 removes it at 0).
    pub value: u8,
    /// Its hex, or `None` once removed.
    pub hex: Option<Hex>,
    /// The hex side it faces (OPA-2).
    pub facing: HexDir,
    /// Moved in the current activation.
    pub moved: bool,
    /// Turned to a new facing in the current activation.
    pub faced: bool,
    /// Initiated a combat this turn.
    pub initiated: bool,
    /// Withdrew off the battlefield with its division at morale 0 (section 9); `hex` is `None`.
    #[serde(default)]
    pub left: bool,
    /// A large stand (section 7): it occupies its hex, where its front edge is, and the hex
    /// behind it; it moves and measures ranges from the front hex.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub large: bool,
}

impl Stand {
    /// The hex behind a large stand's front hex (`None` for a stand of one hex, or off the map).
    #[must_use]
    pub fn rear(&self) -> Option<Hex> {
        if self.large {
            self.hex.map(|h| rear_of(h, self.facing))
        } else {
            None
        }
    }

    /// Distance from hex `h` to the nearest hex the stand occupies (`None` once it is gone).
    #[must_use]
    pub fn reach_from(&self, h: Hex) -> Option<u16> {
        let front = self.hex?.distance(h);
        Some(self.rear().map_or(front, |r| front.min(r.distance(h))))
    }

    /// Whether the stand occupies hex `h` (its hex, or a large stand's rear hex).
    #[must_use]
    pub fn occupies(&self, h: Hex) -> bool {
        self.hex == Some(h) || (self.large && self.rear() == Some(h))
    }

    /// Artillery (needs no line of sight; +1 at an adjacent target; never moves next to an enemy).
    #[must_use]
    pub fn is_artillery(&self) -> bool {
        self.spec.artillery.is_some()
    }

    /// Infantry: troops without AFVs or guns, not cavalry, not a command.
    #[must_use]
    pub fn is_infantry(&self) -> bool {
        self.spec.troops.is_some()
            && !self.spec.cavalry
            && self.spec.afv.is_none()
            && self.spec.artillery.is_none()
            && !self.spec.stand.is_command()
    }

    /// Whether it may enter woods and villages off-road: infantry on foot and dismounted cavalry.
    #[must_use]
    pub fn goes_through_woods(&self) -> bool {
        self.mobility == Mobility::Foot
            && self.spec.troops.is_some()
            && self.spec.afv.is_none()
            && self.spec.artillery.is_none()
    }

    /// Whether it may enter (or stand on) ground of `terrain`, along a road or not: rivers only
    /// by road; woods and villages off the road for foot infantry only; built-up areas off the
    /// road not for vehicles, cavalry or guns (section 13, UMP-OPA-4).
    #[must_use]
    pub fn may_go_on(&self, terrain: crate::map::Terrain, road: bool) -> bool {
        use crate::map::Terrain;
        match terrain {
            Terrain::Open => true,
            Terrain::River => road,
            Terrain::Woods | Terrain::Village => road || self.goes_through_woods(),
            Terrain::BuiltUp => road || !self.needs_road_into_towns(),
        }
    }

    /// Whether it needs a road into a built-up area: AFVs, cavalry, artillery and transport.
    #[must_use]
    pub fn needs_road_into_towns(&self) -> bool {
        self.spec.afv.is_some()
            || self.spec.cavalry
            || self.spec.artillery.is_some()
            || (self.spec.transport && self.spec.troops.is_none())
    }
}

/// A division, or a group of assets under a higher-level command.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Division {
    /// Its name.
    pub name: String,
    /// Its side.
    pub side: Side,
    /// The seat that commands it.
    pub seat: Seat,
    /// Its national die.
    pub die: NationalDie,
    /// A group of corps/army/front assets rather than a division (no morale).
    pub assets: bool,
    /// Its command stand.
    pub command: usize,
    /// Morale at the start (half its total combat value, rounded up).
    pub morale_start: u16,
    /// Morale now (divisions only).
    pub morale: u16,
}

/// An objective hex (OPA-11).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Objective {
    /// Where.
    pub hex: Hex,
    /// Victory points.
    pub points: u8,
    /// The side whose stand last stood in it.
    pub holder: Option<Side>,
}

/// A withdrawal waiting for its owner's choice of hex.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Withdrawal {
    /// The withdrawing stand.
    pub stand: u16,
    /// The hexes it may end in.
    pub options: Vec<Hex>,
}

/// Rules and house values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Turns in the battle (12: one day).
    #[serde(default = "twelve")]
    pub turns: u8,
    /// Stands a hex holds, all of one division or asset group (OPA-1, HV 2).
    #[serde(default = "two")]
    pub stacking: u8,
    /// Furthest a withdrawal may go before the stand is destroyed (OPA-5: 4).
    #[serde(default = "four")]
    pub withdrawal_limit: u8,
    /// Seats held by people, who choose where their stands withdraw to (section 13); the
    /// engine chooses for the others. Filled by `umpire play` and `umpire serve`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub owner_choices: Vec<String>,
    /// A victory-point handicap (UMP-OPA-15): objective points the Axis side is given at the
    /// end (a negative number gives them to the Soviets), to even a scenario. House value 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub handicap: i16,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
const fn is_zero(n: &i16) -> bool {
    *n == 0
}

const fn twelve() -> u8 {
    12
}
const fn two() -> u8 {
    2
}
const fn four() -> u8 {
    4
}

impl Default for Rules {
    fn default() -> Self {
        Self {
            turns: 12,
            stacking: 2,
            withdrawal_limit: 4,
            owner_choices: Vec::new(),
            handicap: 0,
        }
    }
}

/// The whole state of a battle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Rules and house values.
    pub rules: Rules,
    /// The battlefield.
    pub map: std::sync::Arc<Map>,
    /// Every stand.
    pub stands: Vec<Stand>,
    /// Divisions and asset groups.
    pub divisions: Vec<Division>,
    /// Objectives.
    pub objectives: Vec<Objective>,
    /// The edge each side withdraws over, Axis first (section 9, UMP-OPA-11).
    pub edges: [Edge; 2],
    /// The turn, 1-based.
    pub turn: u8,
    /// This turn's activation cards (division indices), shuffled; `drawn` of them are turned.
    pub deck: Vec<u8>,
    /// Cards turned over this turn (the last one is the active division).
    pub drawn: usize,
    /// Combats this turn: (attacking hex, target stand): one stand of a hex engages a given
    /// enemy stand once a turn.
    pub engaged: Vec<(Hex, u16)>,
    /// A withdrawal whose end its owner is choosing (section 13): the stand and the hexes it
    /// may end in, the nearest that are clear of the enemy.
    #[serde(default)]
    pub pending: Option<Withdrawal>,
    /// The side that has lost by morale (OPA-11), if any.
    pub collapsed: Option<Side>,
    /// The battle is over.
    pub over: bool,
    /// Actions taken.
    pub actions: u32,
}

impl State {
    /// The active division, if a card is turned.
    #[must_use]
    pub fn active(&self) -> Option<u8> {
        if self.over || self.drawn == 0 {
            return None;
        }
        self.deck.get(self.drawn - 1).copied()
    }

    /// The side of a stand.
    #[must_use]
    pub fn side_of(&self, stand: usize) -> Side {
        self.divisions[usize::from(self.stands[stand].division)].side
    }

    /// Living stands in a hex (a large stand is in both of its hexes).
    pub fn stands_at(&self, h: Hex) -> impl Iterator<Item = usize> + '_ {
        (0..self.stands.len()).filter(move |&i| self.stands[i].occupies(h))
    }

    /// Whether large stand `i` fits with its front in `front`, facing `facing` (section 7): the
    /// hex behind is on the map, of ground it could stand on, free of the enemy and with room
    /// under the stacking limit for one division's stands. Always true for a stand of one hex.
    #[must_use]
    pub fn rear_fits(&self, i: usize, front: Hex, facing: HexDir) -> bool {
        let st = &self.stands[i];
        if !st.large {
            return true;
        }
        let rear = rear_of(front, facing);
        if !self.map.contains(rear) {
            return false;
        }
        let cell = self.map.cell(rear);
        st.may_go_on(cell.terrain, cell.road) && self.room_for(i, rear)
    }

    /// Whether hex `h` has room for stand `i` (OPA-1): fewer other stands than the stacking
    /// limit, all of its own division.
    #[must_use]
    pub fn room_for(&self, i: usize, h: Hex) -> bool {
        let d = self.stands[i].division;
        let here: Vec<usize> = self.stands_at(h).filter(|&k| k != i).collect();
        here.len() < usize::from(self.rules.stacking)
            && here.iter().all(|&k| self.stands[k].division == d)
    }

    /// Whether a hex holds a stand of `side`.
    #[must_use]
    pub fn has_side(&self, h: Hex, side: Side) -> bool {
        self.stands_at(h).any(|i| self.side_of(i) == side)
    }

    /// Distance from a hex to the nearest stand of `side` (`u16::MAX` if none).
    #[must_use]
    pub fn nearest(&self, h: Hex, side: Side) -> u16 {
        self.stands
            .iter()
            .enumerate()
            .filter(|(i, _)| self.side_of(*i) == side)
            .filter_map(|(_, s)| s.reach_from(h))
            .min()
            .unwrap_or(u16::MAX)
    }

    /// The edge `side` withdraws over.
    #[must_use]
    pub fn edge(&self, side: Side) -> Edge {
        match side {
            Side::Axis => self.edges[0],
            Side::Soviet => self.edges[1],
        }
    }

    /// Whether hex `h` lies on `side`'s own edge.
    #[must_use]
    pub fn on_edge(&self, h: Hex, side: Side) -> bool {
        self.edge(side).holds(h, self.map.width, self.map.height)
    }

    /// "c,r" name of a hex (offset coordinates, as scenario files write them).
    #[must_use]
    pub fn hex_name(h: Hex) -> String {
        let (c, r) = h.to_offset();
        format!("{c},{r}")
    }
}
