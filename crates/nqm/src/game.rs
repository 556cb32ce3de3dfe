//! The hourly game: the state of a battle day, the orders the commanders give, and the engine's
//! work as umpire through the hour (NQM-2): orders in transit arrive after command reaction
//! time, stands move and run into concealed enemies (the recce sequence), the fireplan falls,
//! firefights are fought and won, close assaults go in, break tests, disorganisation and
//! reorganisation follow, and logistics (vehicle runs, overnight resupply, fuel) close the hour.

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
    end_of_battle_recovery, reorganise, WhenAssaulted,
};
use crate::morale::{hold_firm_on, must_test, opens_fire_at, Range};
use crate::movement::{rate_m_per_hour, Mover, Pace};
use crate::recce::{self, Intent, Outcome};
use crate::scenario::{Orbat, Role, Terrain};
use crate::support::{Arm, Relationship};
use crate::tables::{assault_dice, casualties, match_dice, Grade, Protection};

/// The umpire's seat: sees everything, gives no orders.
pub const UMPIRE: Seat = 0;
/// The attacker's commander: the scenario's first side.
pub const ATTACKER: Seat = 1;
/// The defender's commander: the scenario's second side.
pub const DEFENDER: Seat = 2;
/// The attacker's subordinate commander (a "plumpire"), when the scenario names his command.
pub const ATTACKER_SUB: Seat = 3;
/// The defender's subordinate commander, when the scenario names his command.
pub const DEFENDER_SUB: Seat = 4;

/// The commander's seat of side `side` (0 or 1).
#[must_use]
pub fn seat_of(side: u8) -> Seat {
    side + 1
}

/// The subordinate's seat of side `side`.
#[must_use]
pub fn sub_seat_of(side: u8) -> Seat {
    side + 3
}

/// The side of a commander's or subordinate's seat.
#[must_use]
pub fn side_of(seat: Seat) -> Option<u8> {
    match seat {
        ATTACKER | ATTACKER_SUB => Some(0),
        DEFENDER | DEFENDER_SUB => Some(1),
        _ => None,
    }
}

/// Whether a seat is a subordinate's.
#[must_use]
pub fn is_sub(seat: Seat) -> bool {
    matches!(seat, ATTACKER_SUB | DEFENDER_SUB)
}

/// Who sees the umpire's dice: the umpire alone, who rolls behind the screen and tells each
/// side what its troops would know (in the hour's events). See docs/rules/nqm.md, UMP-NQM-27.
pub const UMPIRE_DICE: SeatSet = SeatSet::one(UMPIRE);

/// Who may see what a side does: the umpire and that side.
#[must_use]
pub fn side_and_umpire(side: u8) -> SeatSet {
    SeatSet::one(UMPIRE).with(seat_of(side))
}

/// Sight in metres over open ground at which a stand that is not concealed is seen
/// (UMP-NQM-15); a stand in woods or a village is seen only from next door.
pub const SIGHT_M: u32 = 3000;
/// CUs an air sortie delivers at heavy class (UMP-NQM-18).
pub const SORTIE_CUS: u32 = 3;
/// Hours from calling an air sortie to its arrival: air support tasked through corps.
pub const AIR_DELAY_HOURS: u32 = 4;
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
        from_hour: Option<u32>,
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
    /// Identifier.
    pub id: String,
    /// Name.
    pub name: String,
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
    /// Disorganised: must reorganise before it fights again.
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
    /// The dump.
    pub dump: Hex,
    /// Air sorties left today.
    pub sorties_left: u32,
    /// A Div Log unit has been opened today for vehicle runs (UMP-NQM-21).
    pub opened_today: bool,
    /// Finished writing orders this hour.
    pub done: bool,
    /// Reports that reached the commander in the last hour.
    pub reports: Vec<String>,
    /// The side has a subordinate commander.
    #[serde(default)]
    pub has_sub: bool,
    /// The subordinate has finished his orders this hour.
    #[serde(default)]
    pub sub_done: bool,
    /// Reports that reached the subordinate in the last hour (about his stands only).
    #[serde(default)]
    pub sub_reports: Vec<String>,
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
    /// Columns.
    pub width: i16,
    /// Rows.
    pub height: i16,
    /// Terrain, row-major.
    pub terrain: Vec<Terrain>,
    /// Road hexes.
    pub roads: Vec<Hex>,
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

impl State {
    /// Builds the opening state of a validated scenario.
    #[must_use]
    pub fn new(name: &str, orbat: &Orbat) -> State {
        let mut units = Vec::new();
        let mut base = [0usize; 2];
        for (si, side) in orbat.sides.iter().enumerate() {
            base[si] = units.len();
            for u in &side.units {
                let side_no = u8::try_from(si).unwrap_or(1);
                units.push(Unit {
                    id: u.id.clone(),
                    name: u.name.clone(),
                    side: side_no,
                    parent: u.parent.and_then(|p| u16::try_from(p + base[si]).ok()),
                    arm: u.arm,
                    relationship: u.relationship,
                    command: u.command,
                    level: u.level,
                    role: u.role,
                    grade: u.grade,
                    green: u.green,
                    mover: u.mover,
                    weapon: u.weapon,
                    armour: u.armour,
                    gun: u.gun,
                    calibre_mm: u.calibre_mm,
                    range_m: u.range_m,
                    hex: u.hex,
                    position: u.position,
                    stand: Stand::new(u.figures),
                    fate: Fate::Fighting,
                    ammo_thirds: u.ammo * 3,
                    ammo_capacity: u.figures,
                    concealed: u.concealed,
                    order: Order::Hold { ambush: true },
                    pending: None,
                    ordered: false,
                    carry: 0,
                    disorganised: false,
                    to_ground: false,
                    opened_fire: false,
                    fired: false,
                    moved: false,
                    late: false,
                    work: None,
                    run_hours: None,
                    faced_tanks: false,
                    cowed: false,
                    tested: false,
                    first_tested: false,
                    out_of_fuel: false,
                    part: false,
                });
            }
        }
        let sides = [0, 1].map(|i| {
            let s = &orbat.sides[i];
            SideState {
                id: s.id.clone(),
                name: s.name.clone(),
                div_log: s.div_log,
                dump: s.dump,
                sorties_left: orbat.rules.air_sorties_per_day,
                opened_today: false,
                done: false,
                reports: Vec::new(),
                has_sub: s.subordinate.is_some(),
                sub_done: false,
                sub_reports: Vec::new(),
            }
        });
        // The subordinates' parts: their headquarters and everything under it.
        for (si, side) in orbat.sides.iter().enumerate() {
            let Some(head) = side.subordinate else {
                continue;
            };
            let head = head + base[si];
            for k in 0..units.len() {
                let mut at = Some(k);
                let mut steps = 0;
                while let Some(x) = at {
                    if x == head {
                        units[k].part = true;
                        break;
                    }
                    at = units[x].parent.map(usize::from);
                    steps += 1;
                    if steps > units.len() {
                        break;
                    }
                }
            }
        }
        let mut roads = orbat.roads.clone();
        roads.sort();
        roads.dedup();
        State {
            scenario: name.to_owned(),
            hex_m: orbat.rules.hex_m,
            start_hour: orbat.rules.start_hour,
            hours: orbat.rules.hours,
            hour: 0,
            sorties_per_day: orbat.rules.air_sorties_per_day,
            width: orbat.width,
            height: orbat.height,
            terrain: orbat.terrain.iter().flatten().copied().collect(),
            roads,
            features: Vec::new(),
            objectives: orbat
                .objectives
                .iter()
                .map(|o| {
                    let h = u8::try_from(o.holder).unwrap_or(1);
                    ObjectiveState {
                        name: o.name.clone(),
                        hex: o.hex,
                        holder: h,
                        seen_holder: [h, h],
                    }
                })
                .collect(),
            sides,
            units,
            attacks: Vec::new(),
            sorties: Vec::new(),
            over: false,
            recovery: None,
        }
    }

    /// The hour of the day now.
    #[must_use]
    pub fn clock(&self) -> u32 {
        (self.start_hour + self.hour) % 24
    }

    /// Whether a hex is on the map.
    #[must_use]
    pub fn on_map(&self, h: Hex) -> bool {
        let (c, r) = h.to_offset();
        c >= 0 && r >= 0 && c < self.width && r < self.height
    }

    /// The terrain of a hex (`None` off the map).
    #[must_use]
    pub fn terrain(&self, h: Hex) -> Option<Terrain> {
        if !self.on_map(h) {
            return None;
        }
        let (c, r) = h.to_offset();
        let i = usize::try_from(r).ok()? * usize::try_from(self.width).ok()?
            + usize::try_from(c).ok()?;
        self.terrain.get(i).copied()
    }

    /// A road runs through the hex.
    #[must_use]
    pub fn road(&self, h: Hex) -> bool {
        self.roads.binary_search(&h).is_ok()
    }

    /// Woods or village: close country.
    #[must_use]
    pub fn close_country(&self, h: Hex) -> bool {
        matches!(self.terrain(h), Some(Terrain::Woods | Terrain::Village))
    }

    fn feature_at(&self, h: Hex, f: impl Fn(&Feature) -> bool) -> bool {
        self.features.iter().any(|x| feature_hex(x) == h && f(x))
    }

    /// Whether a stand with this mover may enter the hex as terrain goes (rivers: roads are
    /// fords and bridges unless blown; bridgeheads carry foot, bridges everything).
    #[must_use]
    pub fn passable(&self, h: Hex, mover: Mover) -> bool {
        match self.terrain(h) {
            None => false,
            Some(Terrain::River) => {
                if self.feature_at(h, |f| matches!(f, Feature::Bridge { .. })) {
                    return true;
                }
                if self.feature_at(h, |f| matches!(f, Feature::Demolished { .. })) {
                    return false;
                }
                self.road(h)
                    || (matches!(mover, Mover::Foot | Mover::CavalryCycle)
                        && self.feature_at(h, |f| matches!(f, Feature::Bridgehead { .. })))
            }
            Some(_) => true,
        }
    }

    /// Indices of the living stands in a hex.
    pub fn stands_at(&self, h: Hex) -> impl Iterator<Item = usize> + '_ {
        self.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.alive() && u.hex == h)
            .map(|(i, _)| i)
    }

    /// Living stands of `side` in a hex.
    #[must_use]
    pub fn count_at(&self, h: Hex, side: u8) -> usize {
        self.stands_at(h)
            .filter(|&i| self.units[i].side == side)
            .count()
    }

    /// Whether the other side can see stand `i` now: it is not concealed and some living enemy
    /// stand is within sight of it (UMP-NQM-15).
    #[must_use]
    pub fn seen_by_enemy(&self, i: usize) -> bool {
        self.seen_by(i, false)
    }

    /// Whether stand `i` is seen by the other side's stands, or (with `part_only`) by those of
    /// them its subordinate commander runs.
    #[must_use]
    pub fn seen_by(&self, i: usize, part_only: bool) -> bool {
        let u = &self.units[i];
        if !u.alive() || u.concealed {
            return false;
        }
        let reach = if self.close_country(u.hex) {
            1
        } else {
            u16::try_from((SIGHT_M / self.hex_m).max(1)).unwrap_or(u16::MAX)
        };
        self.units.iter().any(|e| {
            e.alive()
                && e.side != u.side
                && (!part_only || e.part)
                && e.hex.distance(u.hex) <= reach
        })
    }

    /// Whether `side` sees a living enemy stand in hex `h`.
    #[must_use]
    pub fn enemy_seen_at(&self, side: u8, h: Hex) -> bool {
        self.stands_at(h)
            .any(|i| self.units[i].side != side && self.seen_by_enemy(i))
    }

    /// Whether any living enemy of `side` (seen or not) stands in hex `h`.
    #[must_use]
    pub fn enemy_at(&self, side: u8, h: Hex) -> bool {
        self.stands_at(h).any(|i| self.units[i].side != side)
    }

    /// The stand's unit: its headquarters' stands (the headquarters and every stand whose parent
    /// it is). A headquarters heads its own unit; a stand with no parent is a unit by itself.
    #[must_use]
    pub fn unit_head(&self, i: usize) -> usize {
        let u = &self.units[i];
        if u.command {
            return i;
        }
        u.parent.map_or(i, usize::from)
    }

    /// Stand indices of the unit headed by `head`.
    #[must_use]
    pub fn unit_members(&self, head: usize) -> Vec<usize> {
        (0..self.units.len())
            .filter(|&j| self.unit_head(j) == head)
            .collect()
    }

    /// Effective range in hexes of a stand's weapon (0: only a neighbouring hex by firefight).
    #[must_use]
    pub fn range_hexes(&self, i: usize) -> u16 {
        u16::try_from(self.units[i].range_m / self.hex_m).unwrap_or(u16::MAX)
    }

    /// The target class of a stand on the firefight table: vehicles by armour; soft troops by
    /// position (in a village at least medium), and very light when moving in the open.
    #[must_use]
    pub fn target_class(&self, i: usize) -> Class {
        let u = &self.units[i];
        let mut c = class_of(u.position);
        if self.terrain(u.hex) == Some(Terrain::Village) {
            c = c.max(Class::Medium);
        }
        if u.tank() {
            return u.armour.max(c);
        }
        let moving = matches!(
            u.order,
            Order::Move { .. } | Order::Recce { .. } | Order::Withdraw { .. }
        );
        if u.moved && moving && u.position == Protection::Open && !self.close_country(u.hex) {
            return Class::VeryLight;
        }
        c
    }

    /// A command stand of `i`'s chain (its headquarters, theirs, ...) stands in its hex: the
    /// general at the point of action cuts command reaction time out.
    #[must_use]
    pub fn commander_present(&self, i: usize) -> bool {
        let mut at = self.units[i].parent;
        let mut steps = 0;
        while let Some(p) = at {
            let p = usize::from(p);
            if self.units[p].alive() && self.units[p].hex == self.units[i].hex {
                return true;
            }
            at = self.units[p].parent;
            steps += 1;
            if steps > self.units.len() {
                break;
            }
        }
        self.units[i].command
    }

    /// Command reaction time for a changed order to stand `i`, in half-hours: an hour to issue
    /// new orders, halved for veteran armoured and motorised units, nothing with a commander at
    /// the point of action. Fire missions of supporting arms pay their relationship's delay
    /// instead (under command and direct support at once, in support an hour later).
    #[must_use]
    pub fn reaction_half_hours(&self, i: usize, order: &Order) -> u32 {
        let u = &self.units[i];
        if matches!(order, Order::Fire { .. }) && u.arm == Arm::Supporting {
            // A higher headquarters' guns fire once the call has climbed to it (corps guns in
            // the second hour of an attack, as the text's example has it).
            let climb = self
                .chain_level(i)
                .filter(|&l| l > Level::Division)
                .map_or(0, |l| report_hours(Level::Division, l));
            return 2 * u.relationship.fire_delay_hours().max(climb);
        }
        if self.commander_present(i) {
            return 0;
        }
        let veteran_mobile = matches!(u.grade, Grade::E | Grade::V)
            && matches!(u.mover, Mover::Armoured | Mover::Motorised);
        // Stands of a higher headquarters: the request climbs from the division to it and the
        // orders come back down (the command reaction table).
        let top = self.chain_level(i);
        let climb = match top {
            Some(l) if l > Level::Division => {
                let r = reaction_hours(Level::Division, l, veteran_mobile, false);
                u32::try_from((r * umpire_core::Ratio::new(2, 1)).floor_u128()).unwrap_or(u32::MAX)
            }
            _ => 0,
        };
        climb + if veteran_mobile { 1 } else { 2 }
    }

    /// The highest level of command in stand `i`'s chain.
    #[must_use]
    pub fn chain_level(&self, i: usize) -> Option<Level> {
        let mut best = self.units[i].level;
        let mut at = self.units[i].parent;
        let mut steps = 0;
        while let Some(p) = at {
            let p = usize::from(p);
            best = best.max(self.units[p].level);
            at = self.units[p].parent;
            steps += 1;
            if steps > self.units.len() {
                break;
            }
        }
        best
    }

    /// Whether a side can trace a supply line from `from` to its dump through hexes free of
    /// enemy stands.
    #[must_use]
    pub fn supply_line(&self, side: u8, from: Hex) -> bool {
        let dump = self.sides[usize::from(side)].dump;
        let blocked = |h: Hex| self.enemy_at(side, h);
        if blocked(from) {
            return false;
        }
        let mut seen = vec![from];
        let mut frontier = vec![from];
        while let Some(h) = frontier.pop() {
            if h == dump {
                return true;
            }
            for n in h.neighbours() {
                if self.on_map(n)
                    && self.passable(n, Mover::Foot)
                    && !blocked(n)
                    && !seen.contains(&n)
                {
                    seen.push(n);
                    frontier.push(n);
                }
            }
        }
        false
    }

    /// The next hex on a shortest path for `mover` from `from` towards `to` over passable
    /// terrain (`None` when there or cut off).
    #[must_use]
    pub fn next_step(&self, from: Hex, to: Hex, mover: Mover) -> Option<Hex> {
        if from == to || !self.on_map(to) {
            return None;
        }
        // Breadth-first from the destination, stopping at `from`'s neighbours.
        let w = usize::try_from(self.width).unwrap_or(0);
        let h = usize::try_from(self.height).unwrap_or(0);
        let idx = |x: Hex| {
            let (c, r) = x.to_offset();
            usize::try_from(r).unwrap_or(0) * w + usize::try_from(c).unwrap_or(0)
        };
        let mut dist = vec![u16::MAX; w * h];
        dist[idx(to)] = 0;
        let mut queue = std::collections::VecDeque::from([to]);
        while let Some(x) = queue.pop_front() {
            if x == from {
                break;
            }
            let d = dist[idx(x)];
            for n in x.neighbours() {
                if self.on_map(n)
                    && dist[idx(n)] == u16::MAX
                    && (n == from || self.passable(n, mover))
                {
                    dist[idx(n)] = d + 1;
                    queue.push_back(n);
                }
            }
        }
        if dist[idx(from)] == u16::MAX {
            return None;
        }
        from.neighbours()
            .into_iter()
            .filter(|&n| self.on_map(n) && self.passable(n, mover))
            .min_by_key(|&n| (dist[idx(n)], n))
            .filter(|&n| dist[idx(n)] < dist[idx(from)])
    }
}

/// The hex of a feature.
#[must_use]
pub fn feature_hex(f: &Feature) -> Hex {
    match *f {
        Feature::Bridgehead { at }
        | Feature::Bridge { at }
        | Feature::Demolished { at }
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
    if sub {
        seats = seats.with(sub_seat_of(side));
        state.sides[usize::from(side)]
            .sub_reports
            .push(text.clone());
    }
    dice.say(seats, || text.clone());
    state.sides[usize::from(side)].reports.push(text);
}

/// Reports a line to both commanders, and to the subordinates with stands among `involved`.
fn report_both(state: &mut State, dice: &mut Dice, text: &str, involved: &[usize]) {
    let mut seats = SeatSet::one(UMPIRE).with(ATTACKER).with(DEFENDER);
    for side in 0..2u8 {
        let s = usize::from(side);
        state.sides[s].reports.push(text.to_owned());
        if involved
            .iter()
            .any(|&k| state.units[k].side == side && state.units[k].part)
        {
            seats = seats.with(sub_seat_of(side));
            state.sides[s].sub_reports.push(text.to_owned());
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
    }
    arrive_orders(state, dice);
    movement(state, dice);
    air_and_fireplan(state, dice);
    firefights(state, dice);
    assaults(state, dice);
    tanks_roll_on(state, dice);
    reorganisation(state, dice);
    logistics_and_tasks(state, dice);
    next_hour(state, dice);
}

/// Step 2: orders in transit arrive.
fn arrive_orders(state: &mut State, dice: &mut Dice) {
    let now = state.hour * 2;
    for i in 0..state.units.len() {
        let u = &state.units[i];
        let Some(p) = u.pending else { continue };
        if !u.alive() || p.at_half_hour > now + 1 {
            continue;
        }
        let half = p.at_half_hour == now + 1;
        let name = u.name.clone();
        let u = &mut state.units[i];
        u.pending = None;
        u.order = p.order;
        u.work = None;
        u.run_hours = None;
        // Arriving in the second half of the hour: half the hour's movement.
        if half {
            u.carry = 0;
        }
        u.late = half;
        if u.disorganised && u.stand.markers == 0 && u.ammo() > 0 {
            // Fresh orders end the disorganisation of troops waiting for them.
            u.disorganised = false;
        }
        let text = format!("{name}: order received: {}", order_text(&p.order));
        report(state, dice, i, text);
        start_order(state, i, dice);
    }
}

/// What an order does the moment it takes effect.
fn start_order(state: &mut State, i: usize, dice: &mut Dice) {
    match state.units[i].order {
        Order::Task { task, at } => {
            let hours = task_hours(state, i, task, dice);
            state.units[i].work = Some(Work {
                task,
                at,
                hours_left: hours,
            });
        }
        Order::Resupply => {
            let u = &state.units[i];
            let dump = state.sides[usize::from(u.side)].dump;
            let dist = u32::from(u.hex.distance(dump));
            // There and back at a motorised road march of 9 km/h.
            let hours = (2 * dist * state.hex_m).div_ceil(9000).max(1);
            state.units[i].run_hours = Some(hours);
        }
        _ => {}
    }
}

/// The movement rate of stand `i` this hour, in metres.
fn rate_now(state: &State, i: usize, next: Hex) -> Option<u32> {
    let u = &state.units[i];
    if u.out_of_fuel {
        return None;
    }
    let enemy_near = state
        .units
        .iter()
        .enumerate()
        .any(|(j, e)| e.side != u.side && e.hex.distance(u.hex) <= 2 && state.seen_by_enemy(j));
    let pace = match u.order {
        Order::Withdraw { .. } => Pace::RoadMarch,
        Order::Move { road: true, .. } if state.road(u.hex) && state.road(next) && !enemy_near => {
            Pace::RoadMarch
        }
        Order::Attack { target } if next == target => Pace::AdvanceInContact,
        _ => Pace::MoveToContact,
    };
    let light_recce_foe = state
        .units
        .iter()
        .any(|e| e.side != u.side && e.alive() && e.mover == Mover::LightRecce);
    let rate = rate_m_per_hour(u.mover, pace, light_recce_foe).or_else(|| {
        // Transport that only road marches moves along roads only.
        (state.road(u.hex) && state.road(next))
            .then(|| rate_m_per_hour(u.mover, Pace::RoadMarch, false))
            .flatten()
    })?;
    Some(rate)
}

/// Where stand `i` is heading this hour.
fn destination(u: &Unit) -> Option<Hex> {
    match u.order {
        Order::Move { to, .. } | Order::Recce { to, .. } | Order::Withdraw { to } => Some(to),
        Order::Attack { target } => Some(target),
        _ => None,
    }
}

// Movers are indices into several parallel per-hour tables and the state at once.
#[allow(clippy::needless_range_loop)]
/// Step 3: recce and movement. Movers step a hex at a time in turn; a stand that comes next to
/// a concealed enemy runs the recce sequence (once an hour) and stops unless it passes unseen.
fn movement(state: &mut State, dice: &mut Dice) {
    let n = state.units.len();
    let cap = hex_capacity(state.hex_m);
    // Metres each mover has this hour; a half hour lost to orders halves them.
    let mut allowance: Vec<u32> = vec![0; n];
    let mut recced = vec![false; n];
    let mut passed = vec![false; n];
    let mut from_hex: Vec<Hex> = state.units.iter().map(|u| u.hex).collect();
    for i in 0..n {
        let u = &state.units[i];
        if !u.alive() || destination(u).is_none() {
            continue;
        }
        if matches!(u.order, Order::Attack { .. }) && u.disorganised {
            continue;
        }
        let half = u.late;
        let base = u.carry;
        let Some(rate) = rate_now(state, i, u.hex) else {
            continue;
        };
        allowance[i] = base + if half { rate / 2 } else { rate };
    }
    loop {
        let mut stepped = false;
        for i in 0..n {
            if allowance[i] == 0 || !state.units[i].alive() {
                continue;
            }
            let u = &state.units[i];
            let Some(to) = destination(u) else {
                allowance[i] = 0;
                continue;
            };
            let side = u.side;
            // Attackers stop next to a target held by the enemy; the firefight does the rest.
            let attacking = matches!(u.order, Order::Attack { .. });
            if attacking && u.hex.distance(to) == 1 && state.enemy_at(side, to) {
                allowance[i] = 0;
                state.units[i].carry = 0;
                continue;
            }
            let Some(next) = state.next_step(u.hex, to, u.mover) else {
                allowance[i] = 0;
                state.units[i].carry = 0;
                continue;
            };
            let cost = if state.close_country(next)
                && !matches!(u.mover, Mover::Foot | Mover::CavalryCycle)
            {
                2 * state.hex_m
            } else {
                state.hex_m
            };
            let Some(rate) = rate_now(state, i, next) else {
                allowance[i] = 0;
                continue;
            };
            if allowance[i] < cost {
                // NQM-1: the fraction carries over (never more than an hour's worth).
                state.units[i].carry = allowance[i].min(rate);
                allowance[i] = 0;
                continue;
            }
            if state.enemy_at(side, next) || state.count_at(next, side) >= cap {
                // Blocked by the enemy or by congestion.
                allowance[i] = 0;
                state.units[i].carry = 0;
                continue;
            }
            allowance[i] -= cost;
            from_hex[i] = state.units[i].hex;
            let u = &mut state.units[i];
            u.hex = next;
            u.moved = true;
            u.work = None;
            if u.position != Protection::Open {
                u.position = Protection::Open;
            }
            if !state.close_country(next) {
                state.units[i].concealed = false;
            }
            stepped = true;
            if state.units[i].hex == to {
                allowance[i] = 0;
                state.units[i].carry = 0;
            }
            // Mines.
            if let Some(k) = state.features.iter().position(
                |f| matches!(*f, Feature::Minefield { at, side: s, .. } if at == next && s != side),
            ) {
                if let Feature::Minefield { found, .. } = &mut state.features[k] {
                    *found = true;
                }
                allowance[i] = 0;
                state.units[i].carry = 0;
                let name = state.units[i].name.clone();
                report(
                    state,
                    dice,
                    i,
                    format!("{name} runs into a minefield at {}", cell(next)),
                );
                let face = dice.d6(
                    "minefield: light fire on the stand",
                    crate::game::UMPIRE_DICE,
                );
                let cls = state.target_class(i);
                if let Some((w, p)) = table_cell(Class::Light, cls, 0) {
                    let k = casualties(w, p, face);
                    hit(state, &[i], k, dice);
                }
            }
            if !recced[i] && state.units[i].alive() {
                if let Some(j) = concealed_neighbour(state, i) {
                    recced[i] = true;
                    let back = from_hex[i];
                    if recce_sequence(state, i, j, back, dice) {
                        allowance[i] = 0;
                        state.units[i].carry = 0;
                    } else {
                        // Let pass unseen: it goes on its way this hour and looks at no other
                        // area (one look an hour); UMP-NQM-28.
                        passed[i] = true;
                    }
                }
            }
            if matches!(state.units[i].order, Order::Recce { .. }) && recced[i] && !passed[i] {
                allowance[i] = 0;
            }
        }
        if !stepped {
            break;
        }
    }
}

/// A concealed enemy stand next to (or in) stand `i`'s hex, the first by index.
fn concealed_neighbour(state: &State, i: usize) -> Option<usize> {
    let u = &state.units[i];
    (0..state.units.len()).find(|&j| {
        let e = &state.units[j];
        e.alive() && e.side != u.side && e.concealed && e.hex.distance(u.hex) <= 1
    })
}

/// Runs the recce sequence of mover `i` against concealed stand `j`; returns whether the mover
/// stops. `back` is the hex it came from (where shoot and scoot takes it).
fn recce_sequence(state: &mut State, i: usize, j: usize, back: Hex, dice: &mut Dice) -> bool {
    let (mover_grade, name) = {
        let u = &state.units[i];
        (u.grade, u.name.clone())
    };
    // A recce looking elsewhere blunders in; other stands coming up against the enemy take
    // the whole sequence, red die included (UMP-NQM-28).
    let blundered = match state.units[i].order {
        Order::Recce { to, .. } => to.distance(state.units[j].hex) > 1,
        _ => false,
    };
    let intent = match state.units[j].order {
        Order::Hold { ambush: false } => Intent::LetPass,
        _ => Intent::Ambush,
    };
    let defender_grade = state.units[j].grade;
    let seen = side_and_umpire(state.units[j].side);
    let (faces, outcome) = recce::roll(mover_grade, defender_grade, intent, blundered, seen, dice);
    let at = state.units[j].hex;
    let enemy = state.units[j].side;
    report(
        state,
        dice,
        j,
        format!(
            "{} met enemy near {} (red {}, white {}, blue {}): {}",
            state.units[j].name,
            cell(at),
            faces[0],
            faces[1],
            faces[2],
            outcome.label()
        ),
    );
    match outcome {
        Outcome::SightedFirst => {
            state.units[j].concealed = false;
            report(
                state,
                dice,
                i,
                format!("{name} sights enemy at {} before being seen", cell(at)),
            );
            true
        }
        Outcome::PassedUnseen => false,
        Outcome::Ambushed { .. } | Outcome::Engaged { .. } => {
            let (shifts, effective) = outcome.fire().unwrap_or((0, false));
            let scoot = outcome.may_shoot_and_scoot()
                && state.units[i].role == Role::Recce
                && matches!(state.units[i].order, Order::Recce { scoot: true, .. });
            // The defender fires first: every stand of its hex that can.
            let firers: Vec<usize> = state
                .stands_at(at)
                .filter(|&k| state.units[k].side == enemy)
                .collect();
            let mut total = 0;
            for &k in &firers {
                state.units[k].concealed = false;
                state.units[k].opened_fire = true;
                if state.units[k].fired
                    || state.units[k].disorganised
                    || !spend(&mut state.units[k], 3)
                {
                    continue;
                }
                state.units[k].fired = true;
                let face = dice.d6("recce sequence: defender's fire", crate::game::UMPIRE_DICE);
                if effective {
                    let cls = state.target_class(i);
                    let weapon = state.units[k].fires_at(cls, state.units[i].tank());
                    if let Some((w, p)) = table_cell(weapon, cls, shifts) {
                        total += casualties(w, p, face);
                    }
                }
            }
            let what = if matches!(outcome, Outcome::Ambushed { .. }) {
                "ambushed"
            } else {
                "fired on"
            };
            if scoot {
                let (kept, _) = crate::tables::halve_casualties(
                    total,
                    "shoot and scoot: the odd casualty saved (4-6)",
                    dice,
                );
                let suffered = total - kept;
                hit(state, &[i], suffered, dice);
                if state.units[i].alive() && back != state.units[i].hex {
                    state.units[i].hex = back;
                }
                report(
                    state,
                    dice,
                    i,
                    format!(
                        "{name} {what} from {}: shoots and scoots, {}",
                        cell(at),
                        cas(suffered)
                    ),
                );
            } else {
                hit(state, &[i], total, dice);
                report(
                    state,
                    dice,
                    i,
                    format!("{name} {what} from {}: {}", cell(at), cas(total)),
                );
                // The recce replies.
                if state.units[i].alive()
                    && !state.units[i].fired
                    && !state.units[i].disorganised
                    && spend(&mut state.units[i], 3)
                {
                    state.units[i].fired = true;
                    let face = dice.d6(
                        "recce sequence: the recce replies",
                        crate::game::UMPIRE_DICE,
                    );
                    let cls = state.target_class(j);
                    let weapon = state.units[i].fires_at(cls, state.units[j].tank());
                    if let Some((w, p)) = table_cell(weapon, cls, 0) {
                        let k = casualties(w, p, face);
                        hit(state, &firers, k, dice);
                    }
                }
            }
            break_tests(state, &[i], dice);
            break_tests(state, &firers, dice);
            true
        }
    }
}

/// Spends `thirds` of a CU; false (and nothing spent) when the stand has not enough.
fn spend(u: &mut Unit, thirds: u32) -> bool {
    if u.ammo_thirds < thirds {
        return false;
    }
    u.ammo_thirds -= thirds;
    true
}

/// Places `n` casualties on the stands `on` (NQM: no second marker before every stand has
/// one); overloaded stands are destroyed. Stands already gone take none.
fn hit(state: &mut State, on: &[usize], n: u32, dice: &mut Dice) -> u32 {
    let live: Vec<usize> = on
        .iter()
        .copied()
        .filter(|&k| state.units[k].alive())
        .collect();
    if n == 0 || live.is_empty() {
        return 0;
    }
    let mut stands: Vec<Stand> = live.iter().map(|&k| state.units[k].stand).collect();
    let placed = place_casualties(&mut stands, n, dice);
    for (s, &k) in stands.iter().zip(&live) {
        state.units[k].stand = *s;
        if s.removed {
            state.units[k].fate = Fate::Destroyed;
        }
    }
    for &r in &placed.removed {
        let k = live[r];
        let name = state.units[k].name.clone();
        report(state, dice, k, format!("{name} is overloaded and removed"));
    }
    n - placed.unplaced
}

/// Break tests for the units of the stands `of` that have reached their grade's threshold and
/// not yet tested (tanks take none). A failed attacker goes to ground; a failed defender is
/// disorganised.
fn break_tests(state: &mut State, of: &[usize], dice: &mut Dice) {
    let mut heads: Vec<usize> = of.iter().map(|&k| state.unit_head(k)).collect();
    heads.sort_unstable();
    heads.dedup();
    for head in heads {
        let members = state.unit_members(head);
        if members.iter().all(|&k| state.units[k].tank()) {
            continue;
        }
        let strength: u32 = members.iter().map(|&k| state.units[k].stand.figures).sum();
        let lost: u32 = members
            .iter()
            .map(|&k| {
                let u = &state.units[k];
                if u.alive() {
                    u.stand.pins()
                } else {
                    u.stand.figures
                }
            })
            .sum();
        let live: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&k| state.units[k].alive())
            .collect();
        if live.is_empty() {
            continue;
        }
        let (grade, green) = (state.units[head].grade, state.units[head].green);
        // Green troops test first at their first casualty, then at their grade's threshold.
        let green_first = green && !members.iter().any(|&k| state.units[k].first_tested);
        let tested = members.iter().any(|&k| state.units[k].tested);
        let due = if green_first {
            must_test(grade, true, strength, lost)
        } else {
            !tested && must_test(grade, false, strength, lost)
        };
        if !due {
            continue;
        }
        for &k in &members {
            if green_first {
                state.units[k].first_tested = true;
            } else {
                state.units[k].tested = true;
            }
        }
        let name = state.units[head].name.clone();
        let Some(need) = hold_firm_on(grade) else {
            continue;
        };
        let face = dice.d6("break test", side_and_umpire(state.units[head].side));
        let attacking = live
            .iter()
            .any(|&k| matches!(state.units[k].order, Order::Attack { .. }));
        if face >= need {
            report(
                state,
                dice,
                head,
                format!("{name}'s unit passes its break test ({face})"),
            );
            continue;
        }
        for &k in &live {
            let u = &mut state.units[k];
            if attacking {
                u.to_ground = true;
            } else if disorganised_in_defence(u.grade) {
                u.disorganised = true;
            }
        }
        report(
            state,
            dice,
            head,
            format!(
                "{name}'s unit fails its break test ({face}): {}",
                if attacking {
                    "goes to ground"
                } else {
                    "disorganised"
                }
            ),
        );
    }
}

/// Fire of `cus` CUs of class `weapon` on the stands of `side`'s enemy seen in `target`
/// (`infantry`: infantry without anti-tank weapons, very light against armour). Returns the
/// casualties caused and whether the fire scored.
#[allow(clippy::too_many_arguments)]
fn fire_on_hex(
    state: &mut State,
    side: u8,
    target: Hex,
    weapon: Class,
    infantry: bool,
    cus: u32,
    harass: bool,
    dice: &mut Dice,
) -> (u32, bool, Vec<usize>) {
    let targets: Vec<usize> = state
        .stands_at(target)
        .filter(|&k| state.units[k].side != side && state.seen_by_enemy(k))
        .collect();
    if targets.is_empty() {
        return (0, false, targets);
    }
    let cls = targets
        .iter()
        .map(|&k| state.target_class(k))
        .max()
        .unwrap_or(Class::Light);
    let weapon = fires_as(weapon, infantry, cls, armour_at(state, &targets, cls));
    let mut total = 0;
    for _ in 0..cus {
        let face = dice.d6("fire: one die per CU", crate::game::UMPIRE_DICE);
        if let Some((w, p)) = table_cell(weapon, cls, 0) {
            total += casualties(w, p, face);
        }
    }
    let scored = total > 0;
    let placed = if harass {
        0
    } else {
        hit(state, &targets, total, dice)
    };
    (placed, scored, targets)
}

/// The least calibre of indirect fire that counts against a stand (the artillery-effect table):
/// by armour for vehicles, by position for troops.
#[must_use]
pub fn needed_calibre(u: &Unit) -> u32 {
    let by_position = min_calibre_for_position(u.position);
    if !u.tank() {
        return by_position;
    }
    let armour = match u.armour {
        Class::VeryLight | Class::Light => Armour::L,
        Class::Medium => Armour::M,
        Class::Heavy | Class::VeryHeavy => Armour::H,
    };
    by_position.max(min_calibre_for_armour(armour))
}

/// Disorganises the stands `of` struck by fire heavy enough for their position.
fn disorganise_struck(state: &mut State, of: &[usize], calibre: u32, air: bool) {
    for &k in of {
        let u = &mut state.units[k];
        if !u.alive() || !disorganised_in_defence(u.grade) {
            continue;
        }
        let heavy_enough = if air {
            u.position != Protection::Fort
        } else {
            calibre >= needed_calibre(u)
        };
        if heavy_enough {
            u.disorganised = true;
        }
    }
}

/// Step 4: air sorties arrive and the fireplan falls.
fn air_and_fireplan(state: &mut State, dice: &mut Dice) {
    let now = state.hour;
    let arriving: Vec<Sortie> = state
        .sorties
        .iter()
        .copied()
        .filter(|s| s.arrives == now)
        .collect();
    state.sorties.retain(|s| s.arrives != now);
    for s in arriving {
        let (k, scored, struck) = fire_on_hex(
            state,
            s.side,
            s.target,
            Class::Heavy,
            false,
            SORTIE_CUS,
            false,
            dice,
        );
        if scored {
            disorganise_struck(state, &struck, 0, true);
        }
        let text = if struck.is_empty() {
            format!("air sortie over {} finds no target", cell(s.target))
        } else {
            format!("air sortie strikes {}: {}", cell(s.target), cas(k))
        };
        report_both(state, dice, &text, &struck);
        break_tests(state, &struck, dice);
    }
    for i in 0..state.units.len() {
        let u = &state.units[i];
        let Order::Fire { target, harass } = u.order else {
            continue;
        };
        if !u.alive() || u.fired {
            continue;
        }
        // An order that cannot be carried out says why in the hour's report (#18).
        let name = u.name.clone();
        let why = if u.disorganised {
            Some("is disorganised and must reorganise first")
        } else if u.hex.distance(target) > state.range_hexes(i) {
            Some("is out of range")
        } else if !state.enemy_seen_at(u.side, target) {
            Some("sees no enemy there")
        } else {
            None
        };
        if let Some(why) = why {
            let text = format!("{name} does not fire on {}: it {why}", cell(target));
            report(state, dice, i, text);
            continue;
        }
        let side = u.side;
        let indirect = u.gun.indirect();
        let harass = harass && indirect;
        let cost = if harass { 1 } else { 3 };
        if !spend(&mut state.units[i], cost) {
            let text = format!(
                "{name} does not fire on {}: it is short of ammunition (the fire needs {} third{} of a load)",
                cell(target),
                cost,
                if cost == 1 { "" } else { "s" }
            );
            report(state, dice, i, text);
            continue;
        }
        state.units[i].fired = true;
        state.units[i].opened_fire = true;
        state.units[i].concealed = false;
        let weapon = state.units[i].weapon;
        let calibre = state.units[i].calibre_mm;
        // Indirect fire too light for the position is not effective fire.
        let light = indirect && {
            let need = state
                .stands_at(target)
                .filter(|&k| state.units[k].side != side && state.seen_by_enemy(k))
                .map(|k| needed_calibre(&state.units[k]))
                .max()
                .unwrap_or(0);
            calibre < need
        };
        if light {
            report(
                state,
                dice,
                i,
                format!("{name}'s fire on {} is too light to count", cell(target)),
            );
            continue;
        }
        let infantry = state.units[i].infantry_without_anti_tank();
        let (k, scored, struck) =
            fire_on_hex(state, side, target, weapon, infantry, 1, harass, dice);
        if scored && indirect {
            disorganise_struck(state, &struck, calibre, false);
        }
        let text = if harass {
            format!(
                "{name} harasses {}{}",
                cell(target),
                if scored { ": disorganising" } else { "" }
            )
        } else {
            format!("{name} fires on {}: {}", cell(target), cas(k))
        };
        report(state, dice, i, text);
        if let Some(&t) = struck.first() {
            report(
                state,
                dice,
                t,
                format!("{} under fire: {}", cell(target), cas(k)),
            );
        }
        break_tests(state, &struck, dice);
    }
}

/// Step 5: firefights. Every stand attacking a hex next to it fires a CU; the defenders reply
/// (the first time, the engagement table says how close they hold their fire). The attacker
/// wins the firefight when he has caused more casualties than he has received.
fn firefights(state: &mut State, dice: &mut Dice) {
    let mut targets: Vec<(u8, Hex)> = Vec::new();
    for u in &state.units {
        if let Order::Attack { target } = u.order {
            if u.alive() && !u.disorganised && u.hex.distance(target) == 1 {
                targets.push((u.side, target));
            }
        }
    }
    targets.sort();
    targets.dedup();
    state
        .attacks
        .retain(|a| targets.contains(&(a.side, a.target)));
    for (side, target) in targets {
        if !state.enemy_at(side, target) {
            continue;
        }
        let attackers: Vec<usize> = (0..state.units.len())
            .filter(|&k| {
                let u = &state.units[k];
                u.alive()
                    && u.side == side
                    && !u.disorganised
                    && u.order == Order::Attack { target }
                    && u.hex.distance(target) == 1
            })
            .collect();
        let defenders: Vec<usize> = state
            .stands_at(target)
            .filter(|&k| state.units[k].side != side)
            .collect();
        if attackers.is_empty() || defenders.is_empty() {
            continue;
        }
        let a = match state
            .attacks
            .iter()
            .position(|a| a.side == side && a.target == target)
        {
            Some(a) => a,
            None => {
                state.attacks.push(Attack {
                    side,
                    target,
                    caused: 0,
                    received: 0,
                    engaged: Vec::new(),
                    last_caused: 0,
                    last_received: 0,
                    reinforced: false,
                    won_hour: None,
                    rounds: 0,
                });
                state.attacks.len() - 1
            }
        };
        let fresh = attackers.iter().any(|&k| {
            !state.attacks[a]
                .engaged
                .contains(&u16::try_from(k).unwrap_or(0))
        });
        state.attacks[a].reinforced = fresh && !state.attacks[a].engaged.is_empty();
        if fresh {
            for &k in &attackers {
                state.units[k].to_ground = false;
            }
        }
        for &k in &attackers {
            let k = u16::try_from(k).unwrap_or(0);
            if !state.attacks[a].engaged.contains(&k) {
                state.attacks[a].engaged.push(k);
            }
        }
        if state.attacks[a].won_hour.is_some() {
            continue;
        }
        let scooted = shoot_and_scoot(state, &attackers, &defenders, dice);
        state.attacks[a].received += scooted;
        let defenders: Vec<usize> = state
            .stands_at(target)
            .filter(|&k| state.units[k].side != side)
            .collect();
        if defenders.is_empty() {
            continue;
        }
        // The attackers fire.
        let def_class = defenders
            .iter()
            .map(|&k| state.target_class(k))
            .max()
            .unwrap_or(Class::Light);
        let def_armour = armour_at(state, &defenders, def_class);
        let mut caused = 0;
        for &k in &attackers {
            if state.units[k].fired || state.units[k].disorganised || !spend(&mut state.units[k], 3)
            {
                continue;
            }
            state.units[k].fired = true;
            state.units[k].opened_fire = true;
            state.units[k].concealed = false;
            let face = dice.d6("firefight: attacker's CU", crate::game::UMPIRE_DICE);
            let weapon = state.units[k].fires_at(def_class, def_armour);
            if let Some((w, p)) = table_cell(weapon, def_class, 0) {
                caused += casualties(w, p, face);
            }
        }
        // The defenders reply; the first time they open fire they may not hold it long enough.
        let att_class = attackers
            .iter()
            .map(|&k| attack_class(state, k))
            .max()
            .unwrap_or(Class::Light);
        let att_armour = attacking_armour(state, &attackers, att_class);
        let mut received = 0;
        for &k in &defenders {
            // UMP-NQM-24: a disorganised stand must reorganise before it fights again.
            if state.units[k].fired || state.units[k].disorganised || state.units[k].ammo() == 0 {
                continue;
            }
            let mut shifts = 0;
            let mut effective = true;
            if !state.units[k].opened_fire {
                let face = dice.d6(
                    "engagement table: how close fire is held",
                    side_and_umpire(state.units[k].side),
                );
                match opens_fire_at(state.units[k].grade, face) {
                    Range::Harassing => effective = false,
                    Range::Effective => {}
                    Range::Contact => shifts = 1,
                }
            }
            spend(&mut state.units[k], 3);
            state.units[k].fired = true;
            state.units[k].opened_fire = true;
            state.units[k].concealed = false;
            let face = dice.d6("firefight: defender's CU", crate::game::UMPIRE_DICE);
            if effective {
                let weapon = state.units[k].fires_at(att_class, att_armour);
                if let Some((w, p)) = table_cell(weapon, att_class, shifts) {
                    received += casualties(w, p, face);
                }
            }
        }
        let caused = hit(state, &defenders, caused, dice);
        // Casualties go on attacking infantry before tanks.
        let soft: Vec<usize> = attackers
            .iter()
            .copied()
            .filter(|&k| !state.units[k].tank())
            .collect();
        let received = if soft.is_empty() {
            hit(state, &attackers, received, dice)
        } else {
            hit(state, &soft, received, dice)
        };
        let at = &mut state.attacks[a];
        at.caused += caused;
        at.received += received;
        at.last_caused = caused;
        at.last_received = received;
        let won = at.caused > at.received;
        if won {
            at.won_hour = Some(state.hour);
        }
        let text = format!(
            "firefight at {}: attackers caused {caused}, received {received}{}",
            cell(target),
            if won {
                ": the attackers win the firefight"
            } else {
                ""
            }
        );
        let involved: Vec<usize> = attackers.iter().chain(&defenders).copied().collect();
        report_both(state, dice, &text, &involved);
        break_tests(state, &attackers, dice);
        break_tests(state, &defenders, dice);
    }
}

/// Whether a stand may shoot and scoot: anti-tank guns, recce and artillery.
#[must_use]
pub fn may_shoot_and_scoot(u: &Unit) -> bool {
    u.role == Role::Recce
        || u.gun.indirect()
        || matches!(
            u.gun,
            RangedWeapon::LightAtGun | RangedWeapon::MediumAtGun | RangedWeapon::HeavyAtGun
        )
}

/// Special attack rule 2 at the start of a firefight: defenders ordered to shoot and scoot who
/// outrange every attacker fire one CU and fall back. Returns the casualties they caused.
fn shoot_and_scoot(
    state: &mut State,
    attackers: &[usize],
    defenders: &[usize],
    dice: &mut Dice,
) -> u32 {
    let reach = attackers
        .iter()
        .map(|&k| state.units[k].range_m)
        .max()
        .unwrap_or(0);
    let cap = hex_capacity(state.hex_m);
    let mut caused = 0;
    for &d in defenders {
        let (to, rounds) = match state.units[d].order {
            Order::ShootAndScoot { to } => (Some(to), 1),
            Order::FireTwice => (None, 2),
            _ => continue,
        };
        let u = &state.units[d];
        if u.range_m <= reach || u.fired || u.disorganised || !may_shoot_and_scoot(u) {
            continue;
        }
        if !spend(&mut state.units[d], 3) {
            continue;
        }
        // A second CU only if it has one left.
        let rounds = if rounds == 2 && spend(&mut state.units[d], 3) {
            2
        } else {
            1
        };
        state.units[d].fired = true;
        state.units[d].opened_fire = true;
        state.units[d].concealed = false;
        let cls = attackers
            .iter()
            .map(|&k| attack_class(state, k))
            .max()
            .unwrap_or(Class::Light);
        let cls_armour = attacking_armour(state, attackers, cls);
        let mut k = 0;
        for _ in 0..rounds {
            let face = dice.d6(
                "shoot and scoot: a CU at maximum range",
                crate::game::UMPIRE_DICE,
            );
            let weapon = state.units[d].fires_at(cls, cls_armour);
            k += table_cell(weapon, cls, 0).map_or(0, |(w, p)| casualties(w, p, face));
        }
        let soft: Vec<usize> = attackers
            .iter()
            .copied()
            .filter(|&j| !state.units[j].tank())
            .collect();
        caused += hit(
            state,
            if soft.is_empty() { attackers } else { &soft },
            k,
            dice,
        );
        let side = state.units[d].side;
        let name = state.units[d].name.clone();
        let Some(to) = to else {
            report(
                state,
                dice,
                d,
                format!("{name} stands and fires twice: {}", cas(k)),
            );
            continue;
        };
        let free = state.passable(to, state.units[d].mover)
            && to.distance(state.units[d].hex) == 1
            && !state.enemy_at(side, to)
            && state.count_at(to, side) < cap;
        if free {
            let u = &mut state.units[d];
            u.hex = to;
            u.position = Protection::Open;
            u.order = Order::Hold { ambush: true };
            u.moved = true;
        }
        report(
            state,
            dice,
            d,
            format!(
                "{name} shoots and scoots: {}{}",
                cas(k),
                if free { "" } else { ", but cannot get away" }
            ),
        );
    }
    caused
}

/// The target class of an attacking stand: infantry attacking count as light, vehicles by
/// armour.
/// Whether the stands of `group` that set its class `cls` are vehicles (armour): then infantry
/// without anti-tank weapons fire at the group as very light.
fn armour_at(state: &State, group: &[usize], cls: Class) -> bool {
    group
        .iter()
        .any(|&k| state.units[k].tank() && state.target_class(k) == cls)
}

/// Whether the attackers that set their class `cls` are vehicles.
fn attacking_armour(state: &State, attackers: &[usize], cls: Class) -> bool {
    attackers
        .iter()
        .any(|&k| state.units[k].tank() && attack_class(state, k) == cls)
}

fn attack_class(state: &State, k: usize) -> Class {
    let u = &state.units[k];
    if u.tank() {
        u.armour
    } else {
        Class::Light
    }
}

/// Whether the defenders of a hex hold a position (dug in, fortified, or in close country)
/// rather than being mobile troops in the open.
fn is_position(state: &State, target: Hex, defenders: &[usize]) -> bool {
    state.close_country(target)
        || defenders
            .iter()
            .any(|&k| state.units[k].position != Protection::Open)
}

/// A hex for stand `k` to fall back to from attackers of `side` at `from`: a neighbour further
/// from them, passable, free of their stands and not congested.
fn retreat_hex(state: &State, k: usize, from: Hex) -> Option<Hex> {
    let u = &state.units[k];
    let cap = hex_capacity(state.hex_m);
    u.hex
        .neighbours()
        .into_iter()
        .filter(|&n| {
            state.passable(n, u.mover)
                && !state.enemy_at(u.side, n)
                && state.count_at(n, u.side) < cap
                && n.distance(from) > u.hex.distance(from)
                && !state.units.iter().any(|e| {
                    e.alive() && e.side != u.side && e.hex.distance(n) <= 1 && e.hex != u.hex
                })
        })
        .min()
}

/// Step 6: close assaults, and pushing mobile defenders back.
fn assaults(state: &mut State, dice: &mut Dice) {
    let mut k = 0;
    while k < state.attacks.len() {
        let at = state.attacks[k].clone();
        k += 1;
        let Some(won) = at.won_hour else {
            // Armour, and troops in armoured carriers, may close assault without winning the
            // firefight; in a mixed attack they go in alone, the rest staying in the firefight.
            let armoured = assaulting_stands(state, at.side, at.target)
                .iter()
                .any(|&j| state.units[j].tank());
            if armoured {
                close_assault(state, at.side, at.target, true, dice);
            }
            continue;
        };
        let attackers = assaulting_stands(state, at.side, at.target);
        if attackers.is_empty() {
            continue;
        }
        let grade = worst_grade(state, &attackers);
        if state.hour < won + assault_delay_hours(grade) {
            continue;
        }
        let armoured = attackers.iter().all(|&j| state.units[j].tank());
        if !may_press_home(at.last_caused, at.last_received, at.reinforced, armoured)
            || attackers.iter().any(|&j| state.units[j].to_ground)
        {
            continue;
        }
        close_assault(state, at.side, at.target, false, dice);
    }
    let keep: Vec<bool> = state
        .attacks
        .iter()
        .map(|a| state.enemy_at(a.side, a.target))
        .collect();
    let mut it = keep.into_iter();
    state.attacks.retain(|_| it.next().unwrap_or(false));
}

fn worst_grade(state: &State, of: &[usize]) -> Grade {
    of.iter()
        .map(|&j| state.units[j].grade)
        .max()
        .unwrap_or(Grade::R)
}

fn assaulting_stands(state: &State, side: u8, target: Hex) -> Vec<usize> {
    (0..state.units.len())
        .filter(|&j| {
            let u = &state.units[j];
            u.alive()
                && u.side == side
                && !u.disorganised
                && u.order == Order::Attack { target }
                && u.hex.distance(target) == 1
                && u.stand.unwounded() > 0
        })
        .collect()
}

/// Close assault on `target` by `side` (NQM-4): rounds of matched dice up to the grade's limit,
/// until the defence is taken or broken, or the attack fails. `armour_only`: only the armoured
/// stands go in (an attack that has not won its firefight).
fn close_assault(state: &mut State, side: u8, target: Hex, armour_only: bool, dice: &mut Dice) {
    let mut attackers = assaulting_stands(state, side, target);
    if armour_only {
        attackers.retain(|&j| state.units[j].tank());
    }
    let defenders: Vec<usize> = state
        .stands_at(target)
        .filter(|&j| state.units[j].side != side)
        .collect();
    if attackers.is_empty() || defenders.is_empty() {
        return;
    }
    let enemy = 1 - side;
    // Mobile defenders in the open are pushed back rather than assaulted.
    if !is_position(state, target, &defenders) || defenders.iter().all(|&j| state.units[j].tank()) {
        let from = state.units[attackers[0]].hex;
        for &d in &defenders {
            match retreat_hex(state, d, from) {
                Some(h) => state.units[d].hex = h,
                None => state.units[d].fate = Fate::Surrendered,
            }
        }
        occupy(state, &attackers, target);
        let text = format!("the enemy at {} is pushed back", cell(target));
        report(state, dice, attackers[0], text.clone());
        report(
            state,
            dice,
            defenders[0],
            format!("our troops at {} are pushed back", cell(target)),
        );
        return;
    }
    // The battalion commander rule.
    if attackers.len() > 1 {
        let heads: Vec<usize> = attackers.iter().map(|&j| state.unit_head(j)).collect();
        let bn_ok = heads.iter().any(|&h| {
            state.units[h].command && attackers.contains(&h) && state.units[h].stand.unwounded() > 0
        });
        if !may_close_assault(u32::try_from(attackers.len()).unwrap_or(u32::MAX), bn_ok) {
            report(
                state,
                dice,
                attackers[0],
                format!(
                    "the assault on {} cannot go in: several stands need their battalion commander with them",
                    cell(target)
                ),
            );
            return;
        }
    }
    let all_armour = |state: &State, of: &[usize]| of.iter().all(|&j| state.units[j].tank());
    let mut rolled_in = false;
    let a_grade = worst_grade(state, &attackers);
    let Some(k) = state
        .attacks
        .iter()
        .position(|a| a.side == side && a.target == target)
    else {
        return;
    };
    // The grade's repeats count over the whole assault (NQM-4), hours included; fresh stands
    // joining the attack start a new one. Elite troops assault without limit, up to
    // ELITE_ROUNDS an hour.
    if state.attacks[k].reinforced {
        state.attacks[k].rounds = 0;
    }
    let cap = a_grade.assault_repeats();
    let spent = state.attacks[k].rounds;
    let left = cap.map_or(ELITE_ROUNDS, |c| c.saturating_sub(spent).min(ELITE_ROUNDS));
    if left == 0 {
        let text = format!(
            "the assault on {} has fought its {} round{}: it goes in again only with fresh stands",
            cell(target),
            spent,
            if spent == 1 { "" } else { "s" }
        );
        report(state, dice, attackers[0], text);
        return;
    }
    if all_armour(state, &attackers) {
        tanks_roll_in(state, target, &defenders, dice);
        rolled_in = true;
    }
    let mut round = 0;
    let mut broke_in = 0;
    while round < left && !attackers.is_empty() {
        round += 1;
        state.attacks[k].rounds += 1;
        let defenders: Vec<usize> = state
            .stands_at(target)
            .filter(|&j| state.units[j].side != side && state.units[j].stand.unwounded() > 0)
            .collect();
        if defenders.is_empty() {
            break;
        }
        if defenders.iter().all(|&j| state.units[j].disorganised) {
            break;
        }
        let d_grade = worst_grade(state, &defenders);
        let a_figs: u32 = attackers
            .iter()
            .map(|&j| state.units[j].stand.unwounded())
            .sum();
        let d_figs: u32 = defenders
            .iter()
            .map(|&j| state.units[j].stand.unwounded())
            .sum();
        let (na, nd) = assault_dice((a_grade, a_figs), (d_grade, d_figs));
        let a: Vec<u8> = (0..na)
            .map(|_| dice.d6("close assault: attacker's die", crate::game::UMPIRE_DICE))
            .collect();
        let d: Vec<u8> = (0..nd)
            .map(|_| dice.d6("close assault: defender's die", crate::game::UMPIRE_DICE))
            .collect();
        let (aw, dw) = match_dice(a_grade, &a, d_grade, &d);
        hit(state, &defenders, aw, dice);
        let soft: Vec<usize> = attackers
            .iter()
            .copied()
            .filter(|&j| !state.units[j].tank())
            .collect();
        hit(
            state,
            if soft.is_empty() { &attackers } else { &soft },
            dw,
            dice,
        );
        let text = format!(
            "close assault on {}, round {}: {aw} break-ins, {dw} push-backs",
            cell(target),
            state.attacks[k].rounds
        );
        let involved: Vec<usize> = attackers.iter().chain(&defenders).copied().collect();
        report_both(state, dice, &text, &involved);
        // Each push-back throws an attacking stand out of the position for this hour.
        for _ in 0..dw.min(u32::try_from(attackers.len()).unwrap_or(0)) {
            attackers.pop();
        }
        attackers.retain(|&j| state.units[j].alive() && state.units[j].stand.unwounded() > 0);
        break_tests(state, &attackers, dice);
        break_tests(state, &defenders, dice);
        attackers.retain(|&j| !state.units[j].to_ground);
        // A mixed force whose infantry is all down fights on as tanks alone.
        if !rolled_in && !attackers.is_empty() && all_armour(state, &attackers) {
            let left: Vec<usize> = defenders
                .iter()
                .copied()
                .filter(|&j| state.units[j].alive() && state.units[j].hex == target)
                .collect();
            tanks_roll_in(state, target, &left, dice);
            rolled_in = true;
        }
        // A round the attacker wins (more break-ins than push-backs) carries the assault: each
        // break-in takes a stand into the position (UMP-NQM-30).
        if aw > dw && !attackers.is_empty() {
            broke_in = usize::try_from(aw).unwrap_or(usize::MAX);
            break;
        }
    }
    let holding: Vec<usize> = state
        .stands_at(target)
        .filter(|&j| state.units[j].side != side)
        .collect();
    let broken = holding
        .iter()
        .all(|&j| state.units[j].disorganised || state.units[j].stand.unwounded() == 0);
    if attackers.is_empty() || (!broken && broke_in == 0) {
        return;
    }
    if broke_in > 0 {
        attackers.truncate(broke_in);
    }
    // The position falls: what is left of the defence withdraws, breaks out, disperses or
    // surrenders.
    let from = state.units[attackers[0]].hex;
    for &d in &holding {
        let u = &state.units[d];
        if u.cowed {
            // Troops that gave themselves up to the tanks are taken with the position.
            let name = u.name.clone();
            state.units[d].fate = Fate::Surrendered;
            report(state, dice, d, format!("{name} is taken prisoner"));
            continue;
        }
        if !u.disorganised && u.stand.unwounded() > 0 {
            // Organised troops whose position is broken into fall back out of it, or are
            // taken where they cannot (UMP-NQM-30).
            let name = u.name.clone();
            match retreat_hex(state, d, from) {
                Some(h) => {
                    state.units[d].hex = h;
                    state.units[d].position = Protection::Open;
                    report(
                        state,
                        dice,
                        d,
                        format!("{name} falls back out of the position"),
                    );
                }
                None => {
                    state.units[d].fate = Fate::Surrendered;
                    report(state, dice, d, format!("{name} is cut off and surrenders"));
                }
            }
            continue;
        }
        let can_retreat = retreat_hex(state, d, from).is_some();
        let green_unsupported = u.green && holding.len() == 1;
        let fate = disorganised_assaulted(u.grade, green_unsupported, can_retreat);
        let name = u.name.clone();
        match fate {
            WhenAssaulted::Surrenders => {
                state.units[d].fate = Fate::Surrendered;
                report(state, dice, d, format!("{name} surrenders"));
            }
            WhenAssaulted::Disperses => {
                state.units[d].fate = Fate::Dispersed;
                report(state, dice, d, format!("{name} disperses to the rear"));
            }
            WhenAssaulted::WithdrawsOrBreaksOut => {
                if let Some(h) = retreat_hex(state, d, from) {
                    state.units[d].hex = h;
                    state.units[d].position = Protection::Open;
                    report(state, dice, d, format!("{name} withdraws"));
                } else {
                    let face = dice.d6(
                        "break-out: 3-6 gets away",
                        side_and_umpire(state.units[d].side),
                    );
                    let dump = state.sides[usize::from(enemy)].dump;
                    if face >= 3 && !state.enemy_at(enemy, dump) {
                        state.units[d].hex = dump;
                        state.units[d].position = Protection::Open;
                        report(state, dice, d, format!("{name} breaks out ({face})"));
                    } else {
                        state.units[d].fate = Fate::Surrendered;
                        report(
                            state,
                            dice,
                            d,
                            format!("{name} is caught and surrenders ({face})"),
                        );
                    }
                }
            }
        }
    }
    occupy(state, &attackers, target);
    report(
        state,
        dice,
        attackers[0],
        format!("{} is taken", cell(target)),
    );
    report(state, dice, enemy, format!("{} is lost", cell(target)));
}

/// Tanks roll into a position (NQM-3, special attack rule 3): troops meeting tanks for the first
/// time, regular or poorer and unsupported by tanks or medium anti-tank weapons, may surrender
/// to tank terror; and the infantry left must pass a break test to stay in the position, even
/// if it passed one for casualties before. A failed test disorganises it.
fn tanks_roll_in(state: &mut State, target: Hex, defenders: &[usize], dice: &mut Dice) {
    let supported = defenders.iter().any(|&j| {
        let u = &state.units[j];
        u.tank() || u.weapon >= Class::Medium
    });
    for &d in defenders {
        let u = &state.units[d];
        let odds = crate::combat::tank_terror_odds(u.grade, supported, !u.faced_tanks);
        state.units[d].faced_tanks = true;
        if odds == umpire_core::Ratio::ZERO {
            continue;
        }
        let face = dice.d6(
            "tank terror: 1-3 surrenders",
            side_and_umpire(state.units[d].side),
        );
        if face <= 3 {
            // Out of the fight until the tanks roll on, or taken if the position falls.
            state.units[d].cowed = true;
            state.units[d].disorganised = true;
            let name = state.units[d].name.clone();
            report(
                state,
                dice,
                d,
                format!("{name} gives itself up to the tanks"),
            );
        }
    }
    let mut heads: Vec<usize> = defenders
        .iter()
        .copied()
        .filter(|&j| state.units[j].alive() && !state.units[j].tank() && !state.units[j].cowed)
        .map(|j| state.unit_head(j))
        .collect();
    heads.sort_unstable();
    heads.dedup();
    for head in heads {
        let here: Vec<usize> = defenders
            .iter()
            .copied()
            .filter(|&j| {
                let u = &state.units[j];
                u.alive() && !u.tank() && !u.cowed && state.unit_head(j) == head
            })
            .collect();
        let Some(need) = hold_firm_on(state.units[head].grade) else {
            continue;
        };
        let side = state.units[head].side;
        let face = dice.d6("break test: tanks in the position", side_and_umpire(side));
        let name = state.units[head].name.clone();
        if face >= need {
            let text = format!(
                "{name}'s unit holds as the tanks roll into {} ({face})",
                cell(target)
            );
            report(state, dice, head, text);
        } else {
            for &k in &here {
                state.units[k].disorganised = true;
            }
            let text = format!(
                "{name}'s unit fails its break test as the tanks roll into {} ({face}): disorganised",
                cell(target)
            );
            report(state, dice, head, text);
        }
    }
}

/// Tank terror ends when the tanks roll on (special attack rule 3): troops that gave themselves
/// up and are no longer faced by enemy armour attacking their hex go back to their position and
/// fight thereafter.
fn tanks_roll_on(state: &mut State, dice: &mut Dice) {
    for k in 0..state.units.len() {
        let u = &state.units[k];
        if !u.alive() || !u.cowed {
            continue;
        }
        let (side, hex) = (u.side, u.hex);
        let faced = state.units.iter().any(|t| {
            t.alive()
                && t.side != side
                && t.tank()
                && t.hex.distance(hex) <= 1
                && t.order == Order::Attack { target: hex }
        });
        if faced {
            continue;
        }
        let u = &mut state.units[k];
        u.cowed = false;
        u.disorganised = false;
        let text = format!(
            "{}: the tanks have rolled on; back in position to fight",
            u.name
        );
        report(state, dice, k, text);
    }
}

/// The victorious attackers move into the hex they took (as many as it holds). Without fresh
/// orders, veterans and regulars dig in; conscripts and militia stay disorganised.
fn occupy(state: &mut State, attackers: &[usize], target: Hex) {
    let cap = hex_capacity(state.hex_m);
    let side = state.units[attackers[0]].side;
    for &j in attackers {
        if state.count_at(target, side) >= cap || state.enemy_at(side, target) {
            break;
        }
        let u = &mut state.units[j];
        u.hex = target;
        u.position = Protection::Open;
        u.moved = true;
        if digs_in_without_orders(u.grade) {
            u.order = Order::Task {
                task: Task::DigIn,
                at: target,
            };
            u.work = Some(Work {
                task: Task::DigIn,
                at: target,
                hours_left: Task::DigIn.hours().0,
            });
        } else {
            u.order = Order::Hold { ambush: true };
            u.disorganised = true;
        }
    }
}

/// Step 7: reorganisation of the units whose stands were ordered to, away from the enemy.
fn reorganisation(state: &mut State, dice: &mut Dice) {
    let mut heads: Vec<usize> = (0..state.units.len())
        .filter(|&k| state.units[k].alive() && state.units[k].order == Order::Reorganise)
        .map(|k| state.unit_head(k))
        .collect();
    heads.sort_unstable();
    heads.dedup();
    for head in heads {
        let stands: Vec<usize> = state
            .unit_members(head)
            .into_iter()
            .filter(|&k| state.units[k].alive() && state.units[k].order == Order::Reorganise)
            .filter(|&k| {
                let u = &state.units[k];
                !state
                    .units
                    .iter()
                    .any(|x| x.alive() && x.side != u.side && x.hex.distance(u.hex) <= 1)
            })
            .collect();
        if stands.is_empty() {
            continue;
        }
        let command_ok = stands.iter().any(|&k| {
            let h = &state.units[head];
            h.command
                && h.alive()
                && h.stand.unwounded() > 0
                && h.hex.distance(state.units[k].hex) <= 1
        });
        let mut pins: Vec<Stand> = stands.iter().map(|&k| state.units[k].stand).collect();
        let name = state.units[head].name.clone();
        match reorganise(&mut pins, command_ok, dice) {
            Ok(r) => {
                for (s, &k) in pins.iter().zip(&stands) {
                    let u = &mut state.units[k];
                    u.stand = *s;
                    if s.removed {
                        u.fate = Fate::Destroyed;
                    }
                    u.disorganised = u.ammo() == 0;
                    u.to_ground = false;
                    u.order = Order::Hold { ambush: true };
                }
                report(
                    state,
                    dice,
                    head,
                    format!(
                        "{name}'s unit reorganises: {} casualties recovered, {} permanent",
                        r.removed, r.blackened
                    ),
                );
            }
            Err(e) => report(
                state,
                dice,
                head,
                format!("{name}'s unit cannot reorganise: {e}"),
            ),
        }
    }
}

/// Step 8: vehicle runs, tasks and merges.
fn logistics_and_tasks(state: &mut State, dice: &mut Dice) {
    for i in 0..state.units.len() {
        if !state.units[i].alive() {
            continue;
        }
        if let Some(h) = state.units[i].run_hours {
            if h > 1 {
                state.units[i].run_hours = Some(h - 1);
            } else {
                state.units[i].run_hours = None;
                state.units[i].order = Order::Hold { ambush: true };
                vehicle_run(state, i, dice);
            }
        }
        if let Order::Merge { into } = state.units[i].order {
            merge(state, i, usize::from(into), dice);
            continue;
        }
        let u = &state.units[i];
        let Some(mut w) = u.work else { continue };
        if u.fired || u.moved {
            continue;
        }
        w.hours_left = w.hours_left.saturating_sub(1);
        if w.hours_left > 0 {
            state.units[i].work = Some(w);
            continue;
        }
        state.units[i].work = None;
        state.units[i].order = Order::Hold { ambush: true };
        finish_task(state, i, w, dice);
    }
}

fn vehicle_run(state: &mut State, i: usize, dice: &mut Dice) {
    let side = state.units[i].side;
    let name = state.units[i].name.clone();
    let hex = state.units[i].hex;
    if !state.supply_line(side, hex) {
        report(
            state,
            dice,
            i,
            format!("{name}: the vehicle run cannot get through to the dump"),
        );
        return;
    }
    let s = usize::from(side);
    // One Div Log unit serves the whole division: the day's first run opens one, later runs
    // that day draw on it.
    if !state.sides[s].opened_today {
        if state.sides[s].div_log == 0 {
            report(state, dice, i, format!("{name}: the dump is empty"));
            return;
        }
        state.sides[s].div_log -= 1;
        state.sides[s].opened_today = true;
    }
    // The battalion's own stands and what it has under command refill.
    let head = state.unit_head(i);
    for k in state.unit_members(head) {
        let u = &mut state.units[k];
        if u.alive() && (k == i || u.relationship == Relationship::UnderCommand) {
            u.ammo_thirds = u.ammo_capacity * 3;
        }
    }
    report(
        state,
        dice,
        i,
        format!("{name}: the vehicle run brings up ammunition"),
    );
}

fn merge(state: &mut State, i: usize, into: usize, dice: &mut Dice) {
    state.units[i].order = Order::Hold { ambush: true };
    let ok = into < state.units.len()
        && into != i
        && state.units[into].alive()
        && state.units[into].hex == state.units[i].hex
        && state.unit_head(into) == state.unit_head(i)
        && state.units[i].stand.figures + state.units[into].stand.figures <= 12;
    if !ok {
        let name = state.units[i].name.clone();
        report(state, dice, i, format!("{name} cannot amalgamate"));
        return;
    }
    let a = state.units[i].stand;
    let (cap, thirds) = (state.units[i].ammo_capacity, state.units[i].ammo_thirds);
    let t = &mut state.units[into];
    t.stand.figures += a.figures;
    t.stand.markers += a.markers;
    t.stand.black += a.black;
    t.ammo_capacity += cap;
    t.ammo_thirds += thirds;
    state.units[i].fate = Fate::Merged;
    let text = format!(
        "{} amalgamates into {}",
        state.units[i].name, state.units[into].name
    );
    report(state, dice, i, text);
}

fn finish_task(state: &mut State, i: usize, w: Work, dice: &mut Dice) {
    let side = state.units[i].side;
    let name = state.units[i].name.clone();
    let done = match w.task {
        Task::DigIn => {
            if state.units[i].position == Protection::Open {
                state.units[i].position = Protection::DugIn;
            }
            true
        }
        Task::Fortify => {
            state.units[i].position = Protection::Fort;
            true
        }
        Task::InfantryBridgehead => {
            state.features.push(Feature::Bridgehead { at: w.at });
            true
        }
        Task::VehicleBridge => {
            state
                .features
                .retain(|f| !matches!(*f, Feature::Demolished { at } if at == w.at));
            state.features.push(Feature::Bridge { at: w.at });
            true
        }
        Task::MinorDemolition => {
            state.features.retain(|f| {
                !(feature_hex(f) == w.at
                    && matches!(f, Feature::Bridge { .. } | Feature::Bridgehead { .. }))
            });
            state.features.push(Feature::Demolished { at: w.at });
            true
        }
        Task::Minefield => {
            state.features.push(Feature::Minefield {
                at: w.at,
                side,
                found: false,
            });
            true
        }
        _ => false,
    };
    if done {
        report(
            state,
            dice,
            i,
            format!("{name}: {} at {} done", task_name(w.task), cell(w.at)),
        );
    }
}

/// Step 9: the clock moves on; overnight the dumps resupply, dispersed stands reform, fuel is
/// checked and the day's sorties return; stands lying still in cover regain concealment;
/// objectives change hands; the battle ends after its last hour.
fn next_hour(state: &mut State, dice: &mut Dice) {
    // Concealment comes back to stands that kept still and quiet in cover, out of contact.
    for i in 0..state.units.len() {
        let u = &state.units[i];
        if !u.alive() || u.concealed || u.moved || u.fired {
            continue;
        }
        let cover = state.close_country(u.hex) || u.position != Protection::Open;
        let contact = state
            .units
            .iter()
            .any(|e| e.alive() && e.side != u.side && e.hex.distance(u.hex) <= 1);
        if cover && !contact {
            state.units[i].concealed = true;
        }
    }
    // Objectives: held by the side that alone occupies the hex.
    for o in 0..state.objectives.len() {
        let h = state.objectives[o].hex;
        let sides: Vec<u8> = state.stands_at(h).map(|k| state.units[k].side).collect();
        if let Some(&s) = sides.first() {
            if sides.iter().all(|&x| x == s) {
                state.objectives[o].holder = s;
            }
        }
        for side in 0..2u8 {
            let watching = state
                .units
                .iter()
                .any(|u| u.alive() && u.side == side && u.hex.distance(h) <= 1);
            if watching {
                state.objectives[o].seen_holder[usize::from(side)] = state.objectives[o].holder;
            }
        }
    }
    state.hour += 1;
    if state.hour >= state.hours {
        state.over = true;
        let mut r = [(0, 0); 2];
        for side in 0..2u8 {
            let pins: u32 = state
                .units
                .iter()
                .filter(|u| u.alive() && u.side == side)
                .map(|u| u.stand.pins())
                .sum();
            let lost = end_of_battle_recovery(pins, dice, side_and_umpire(side));
            r[usize::from(side)] = (pins, lost);
            report(
                state,
                dice,
                side,
                format!("after the battle: {lost} of {} stay lost", cas(pins)),
            );
        }
        state.recovery = Some(r);
        return;
    }
    if state.clock() == 0 {
        overnight(state, dice);
    }
    for s in &mut state.sides {
        s.done = false;
        s.sub_done = false;
    }
    for u in &mut state.units {
        u.ordered = false;
    }
}

fn overnight(state: &mut State, dice: &mut Dice) {
    for side in 0..2u8 {
        let s = usize::from(side);
        state.sides[s].sorties_left = state.sorties_per_day;
        state.sides[s].opened_today = false;
        let dump = state.sides[s].dump;
        for i in 0..state.units.len() {
            let u = &state.units[i];
            if u.side != side {
                continue;
            }
            if u.fate == Fate::Dispersed && !state.enemy_at(side, dump) {
                let u = &mut state.units[i];
                u.fate = Fate::Fighting;
                u.hex = dump;
                u.disorganised = true;
                u.order = Order::Hold { ambush: true };
                u.pending = None;
            }
        }
        let supplied: Vec<usize> = (0..state.units.len())
            .filter(|&i| {
                let u = &state.units[i];
                u.alive() && u.side == side && state.supply_line(side, u.hex)
            })
            .collect();
        for i in 0..state.units.len() {
            let u = &mut state.units[i];
            if u.alive() && u.side == side && u.needs_fuel() {
                u.out_of_fuel = !supplied.contains(&i);
            }
        }
        if state.sides[s].div_log > 0 {
            state.sides[s].div_log -= 1;
            for &i in &supplied {
                let u = &mut state.units[i];
                u.ammo_thirds = u.ammo_capacity * 3;
            }
            report(
                state,
                dice,
                side,
                "overnight: one Div Log unit resupplies every stand in supply".to_owned(),
            );
        }
    }
}
