//! Command and time: command reaction times up and down the chain, task timings (ranges
//! rolled), the weapon-range table and the artillery-effect table.

use umpire_core::{Dice, Ratio};

use crate::tables::Protection;

/// Levels of command above the division, lowest first.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Brigade or regiment: inside the division, so no climb of the command reaction table;
    /// disorganised as a whole only when its headquarters is engaged and takes casualties.
    Brigade,
    /// Division.
    Division,
    /// Corps.
    Corps,
    /// Army.
    Army,
    /// Army group.
    ArmyGroup,
}

impl Level {
    /// Hours for a report to climb from this level to the next one up (`None` at the top).
    #[must_use]
    pub fn hours_up(self) -> Option<u32> {
        match self {
            Level::Brigade => Some(0),
            Level::Division => Some(1),
            Level::Corps | Level::Army => Some(2),
            Level::ArmyGroup => None,
        }
    }

    /// Parses `brigade` (or `regiment`), `division`, `corps`, `army` or `army-group`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(t: &str) -> Result<Level, String> {
        match t {
            "brigade" | "regiment" => Ok(Level::Brigade),
            "division" | "div" => Ok(Level::Division),
            "corps" => Ok(Level::Corps),
            "army" => Ok(Level::Army),
            "army-group" => Ok(Level::ArmyGroup),
            o => Err(format!(
                "{o:?} is not a level of command: brigade, regiment, division, corps, army or army-group"
            )),
        }
    }
}

/// Hours for a report from a unit under `from` to climb to `to` (levels given the wrong way
/// round cost the same: orders take as long to come down as reports take to go up).
#[must_use]
pub fn report_hours(from: Level, to: Level) -> u32 {
    let (lo, hi) = if from <= to { (from, to) } else { (to, from) };
    [Level::Division, Level::Corps, Level::Army]
        .iter()
        .filter(|&&l| l >= lo && l < hi)
        .filter_map(|l| l.hours_up())
        .sum()
}

/// Command reaction time, in hours: news from a unit under `from` reaches `to` and the orders it
/// provokes come back down the same way. Halved for veteran armoured and motorised units;
/// nothing when a general is at the point of action.
#[must_use]
pub fn reaction_hours(
    from: Level,
    to: Level,
    veteran_mobile: bool,
    general_present: bool,
) -> Ratio {
    if general_present {
        return Ratio::ZERO;
    }
    let both_ways = u128::from(2 * report_hours(from, to));
    Ratio::new(both_ways, if veteran_mobile { 2 } else { 1 })
}

/// Engineering and planning tasks with their timings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Task {
    /// Task air support through corps: 4 hours.
    AirSupportCorps,
    /// Task air support through army: 8 hours.
    AirSupportArmy,
    /// Plan a major river crossing: 8 hours.
    PlanRiverCrossing,
    /// Establish an infantry bridgehead: 1–3 hours, rolled.
    InfantryBridgehead,
    /// Establish a vehicle bridge: 2–12 hours, rolled.
    VehicleBridge,
    /// Lay a minefield: 8 engineer-company hours a kilometre.
    Minefield,
    /// Demolish a major river bridge: 8 engineer-platoon hours.
    MajorDemolition,
    /// Demolish a minor river bridge: 1 engineer-platoon hour.
    MinorDemolition,
    /// Dig in an infantry company: 6 hours.
    DigIn,
    /// Fortify a position with defence stores and engineers: a day.
    Fortify,
}

impl Task {
    /// Every task with its command-line name, in the table's order.
    pub const ALL: [(Task, &'static str); 10] = [
        (Task::AirSupportCorps, "air-support-corps"),
        (Task::AirSupportArmy, "air-support-army"),
        (Task::PlanRiverCrossing, "plan-river-crossing"),
        (Task::InfantryBridgehead, "infantry-bridgehead"),
        (Task::VehicleBridge, "vehicle-bridge"),
        (Task::Minefield, "minefield"),
        (Task::MajorDemolition, "major-demolition"),
        (Task::MinorDemolition, "minor-demolition"),
        (Task::DigIn, "dig-in"),
        (Task::Fortify, "fortify"),
    ];

    /// Parses a task's command-line name.
    ///
    /// # Errors
    /// An unknown name, with the list of known ones.
    pub fn parse(t: &str) -> Result<Task, String> {
        Task::ALL
            .iter()
            .find(|(_, n)| *n == t)
            .map(|(k, _)| *k)
            .ok_or_else(|| {
                let names: Vec<&str> = Task::ALL.iter().map(|(_, n)| *n).collect();
                format!("{t:?} is not a task: {}", names.join(", "))
            })
    }

    /// The exact chance of each number of hours (UMP-NQM-3's dice for rolled ranges).
    #[must_use]
    pub fn hours_odds(self) -> Vec<(u32, Ratio)> {
        match self {
            Task::InfantryBridgehead => (1..=3).map(|h| (h, Ratio::new(1, 3))).collect(),
            Task::VehicleBridge => (2..=12u32)
                .map(|h| (h, Ratio::new(u128::from(6 - h.abs_diff(7)), 36)))
                .collect(),
            t => vec![(t.hours().0, Ratio::ONE)],
        }
    }

    /// The least and most hours the task takes (engineer-unit hours for the engineers' tasks;
    /// per kilometre for minefields).
    #[must_use]
    pub fn hours(self) -> (u32, u32) {
        match self {
            Task::AirSupportCorps => (4, 4),
            Task::AirSupportArmy
            | Task::PlanRiverCrossing
            | Task::Minefield
            | Task::MajorDemolition => (8, 8),
            Task::InfantryBridgehead => (1, 3),
            Task::VehicleBridge => (2, 12),
            Task::MinorDemolition => (1, 1),
            Task::DigIn => (6, 6),
            Task::Fortify => (24, 24),
        }
    }

    /// Rolls the hours a task takes where the table gives a range (UMP-NQM-3): 1–3 hours is a
    /// halved d6 rounded up, 2–12 hours is 2d6. Fixed timings roll nothing. The dice are seen by
    /// `seen_by` (the umpire and the side doing the task).
    pub fn roll_hours(self, dice: &mut Dice, seen_by: umpire_core::SeatSet) -> u32 {
        match self {
            Task::InfantryBridgehead => {
                u32::from(dice.d6("task timing: infantry bridgehead (d6 halved up)", seen_by))
                    .div_ceil(2)
            }
            Task::VehicleBridge => {
                u32::from(dice.d6("task timing: vehicle bridge (2d6)", seen_by))
                    + u32::from(dice.d6("task timing: vehicle bridge (2d6)", seen_by))
            }
            t => t.hours().0,
        }
    }
}

/// Weapons in the weapon-range table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RangedWeapon {
    /// Infantry small arms.
    SmallArms,
    /// Infantry anti-tank rifle (Boyes and the like).
    AntiTankRifle,
    /// Light anti-tank guns.
    LightAtGun,
    /// Medium anti-tank guns.
    MediumAtGun,
    /// 88 mm and similar heavy anti-tank guns.
    HeavyAtGun,
    /// Tank guns up to 47 mm.
    TankTo47,
    /// Tank guns of 48 to 76.2 mm.
    Tank48To76,
    /// 81 mm mortar.
    Mortar81,
    /// 3-inch mortar.
    Mortar3In,
    /// 120 mm mortar.
    Mortar120,
    /// 105 mm artillery.
    Artillery105,
    /// 150 mm and larger artillery.
    Artillery150,
    /// 200 mm and larger artillery.
    Artillery200,
}

impl RangedWeapon {
    /// Every row of the weapon-range table with its name in scenario files.
    pub const ALL: [(RangedWeapon, &'static str); 13] = [
        (RangedWeapon::SmallArms, "small-arms"),
        (RangedWeapon::AntiTankRifle, "at-rifle"),
        (RangedWeapon::LightAtGun, "light-at-gun"),
        (RangedWeapon::MediumAtGun, "medium-at-gun"),
        (RangedWeapon::HeavyAtGun, "heavy-at-gun"),
        (RangedWeapon::TankTo47, "tank-gun-47"),
        (RangedWeapon::Tank48To76, "tank-gun-76"),
        (RangedWeapon::Mortar81, "mortar-81"),
        (RangedWeapon::Mortar3In, "mortar-3in"),
        (RangedWeapon::Mortar120, "mortar-120"),
        (RangedWeapon::Artillery105, "artillery-105"),
        (RangedWeapon::Artillery150, "artillery-150"),
        (RangedWeapon::Artillery200, "artillery-200"),
    ];

    /// Parses a row's name (`small-arms`, `mortar-81`, `artillery-105`, ...).
    ///
    /// # Errors
    /// An unknown name, with the list.
    pub fn parse(t: &str) -> Result<RangedWeapon, String> {
        RangedWeapon::ALL
            .iter()
            .find(|(_, n)| *n == t)
            .map(|(w, _)| *w)
            .ok_or_else(|| {
                let names: Vec<&str> = RangedWeapon::ALL.iter().map(|(_, n)| *n).collect();
                format!(
                    "{t:?} is not a weapon of the range table: {}",
                    names.join(", ")
                )
            })
    }

    /// The row's name.
    #[must_use]
    pub fn name(self) -> &'static str {
        RangedWeapon::ALL
            .iter()
            .find(|(w, _)| *w == self)
            .map_or("?", |(_, n)| *n)
    }

    /// The calibre in millimetres the artillery-effect table reads for an indirect-fire weapon
    /// (the 3-inch mortar as 76 mm; 150 and 200 for the open-ended rows); `None` for direct fire.
    #[must_use]
    pub fn calibre_mm(self) -> Option<u32> {
        use RangedWeapon as W;
        match self {
            W::Mortar81 => Some(81),
            W::Mortar3In => Some(76),
            W::Mortar120 => Some(120),
            W::Artillery105 => Some(105),
            W::Artillery150 => Some(150),
            W::Artillery200 => Some(200),
            _ => None,
        }
    }

    /// The greatest effective range in metres, and the greatest harassing range in metres where
    /// the table gives one (indirect-fire weapons harass out to their effective range).
    #[must_use]
    pub fn ranges_m(self) -> (u32, Option<u32>) {
        use RangedWeapon as W;
        match self {
            W::SmallArms => (300, Some(1000)),
            W::LightAtGun => (500, Some(1000)),
            W::AntiTankRifle => (200, None),
            W::MediumAtGun => (1000, Some(2000)),
            W::HeavyAtGun => (2000, Some(3000)),
            W::TankTo47 => (300, Some(600)),
            W::Tank48To76 => (500, Some(1000)),
            W::Mortar81 => (3000, Some(3000)),
            W::Mortar3In => (1500, Some(1500)),
            W::Mortar120 => (5000, Some(5000)),
            W::Artillery105 => (15_000, Some(15_000)),
            W::Artillery150 => (18_000, Some(18_000)),
            W::Artillery200 => (20_000, Some(20_000)),
        }
    }

    /// Whether the weapon fires indirectly (mortars and artillery): its harassing fire costs a
    /// third of a combat unit of fire and disorganises without casualties.
    #[must_use]
    pub fn indirect(self) -> bool {
        use RangedWeapon as W;
        matches!(
            self,
            W::Mortar81
                | W::Mortar3In
                | W::Mortar120
                | W::Artillery105
                | W::Artillery150
                | W::Artillery200
        )
    }
}

/// The share of a combat unit of fire that harassing fire costs: a third.
#[must_use]
pub fn harassing_cost() -> Ratio {
    Ratio::new(1, 3)
}

/// Armour classes of the artillery-effect table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Armour {
    /// Light armour.
    L,
    /// Medium armour.
    M,
    /// Heavy armour.
    H,
}

/// The artillery-effect table: the least calibre in millimetres that disorganises a target of
/// this protection and counts as effective indirect fire.
#[must_use]
pub fn min_calibre_for_position(p: Protection) -> u32 {
    match p {
        Protection::Open => 45,
        Protection::DugIn => 80,
        Protection::Fort => 160,
    }
}

/// The artillery-effect table: the least calibre in millimetres that counts against armour of
/// this class.
#[must_use]
pub fn min_calibre_for_armour(a: Armour) -> u32 {
    match a {
        Armour::L => 45,
        Armour::M => 80,
        Armour::H => 160,
    }
}

/// Whether a bombardment of `calibre_mm` disorganises troops in `p` before an attack.
#[must_use]
pub fn disorganises(calibre_mm: u32, p: Protection) -> bool {
    calibre_mm >= min_calibre_for_position(p)
}
