//! The house values of a scenario: the figures the text leaves to the players or that we chose
//! (RULINGS.md and our rulings), each with its default, most of them given kind by kind.

use super::*;

/// A value for each kind of unit.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct PerKind<T> {
    /// Line infantry.
    pub line_infantry: T,
    /// Light infantry.
    pub light_infantry: T,
    /// Guards infantry.
    pub guards_infantry: T,
    /// Line cavalry.
    pub line_cavalry: T,
    /// Light cavalry.
    pub light_cavalry: T,
    /// Guards cavalry.
    pub guards_cavalry: T,
    /// Foot battery (its crew stands).
    pub foot_battery: T,
    /// Horse battery (its crew stands).
    pub horse_battery: T,
    /// Commander.
    pub commander: T,
}

impl<T: Copy> PerKind<T> {
    /// The value for a kind.
    pub fn get(&self, k: Kind) -> T {
        match k {
            Kind::LineInfantry => self.line_infantry,
            Kind::LightInfantry => self.light_infantry,
            Kind::GuardsInfantry => self.guards_infantry,
            Kind::LineCavalry => self.line_cavalry,
            Kind::LightCavalry => self.light_cavalry,
            Kind::GuardsCavalry => self.guards_cavalry,
            Kind::FootBattery => self.foot_battery,
            Kind::HorseBattery => self.horse_battery,
            Kind::Commander => self.commander,
        }
    }

    fn all(&self) -> [(Kind, T); 9] {
        Kind::ALL.map(|(k, _)| (k, self.get(k)))
    }
}

/// The house values standing in for the text's lost tables, with the defaults of RULINGS.md,
/// and a victory-point handicap.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "kebab-case", default)]
pub struct House {
    /// NAP-1: squares a turn (batteries limbered).
    pub movement: PerKind<u32>,
    /// NAP-2: musketry's greatest range in squares (1 or 2).
    pub musket_range: u8,
    /// NAP-2: the least die face that kills at range 1.
    pub kill_at_1: u8,
    /// NAP-2: the least die face that kills at range 2.
    pub kill_at_2: u8,
    /// NAP-3: greatest range of a field gun, a howitzer and a horse gun, in squares.
    pub gun_range: [u8; 3],
    /// NAP-5: melee value of a stand, in steps of 0.5.
    pub value: PerKind<f64>,
    /// NAP-6: the arc either side of the facing in which a unit supports, in degrees (0, 45,
    /// 90 or 135).
    pub support_arc: PerKind<u32>,
    /// NAP-9: points of a gun, a wagon and a commander.
    pub points: [f64; 3],
    /// A victory-point handicap (UMP-NAP-30): points side A is given at the end (a negative
    /// number gives them to side B), to even a scenario. 0: none.
    #[serde(skip_serializing_if = "is_zero")]
    pub handicap: i32,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference
const fn is_zero(n: &i32) -> bool {
    *n == 0
}

/// The largest victory-point handicap a scenario may give either side (UMP-NAP-30).
pub const MOST_HANDICAP: i32 = 1000;

impl<T> PerKind<T> {
    /// A value for each kind, from `f`.
    pub fn from_fn(f: impl Fn(Kind) -> T) -> Self {
        PerKind {
            line_infantry: f(Kind::LineInfantry),
            light_infantry: f(Kind::LightInfantry),
            guards_infantry: f(Kind::GuardsInfantry),
            line_cavalry: f(Kind::LineCavalry),
            light_cavalry: f(Kind::LightCavalry),
            guards_cavalry: f(Kind::GuardsCavalry),
            foot_battery: f(Kind::FootBattery),
            horse_battery: f(Kind::HorseBattery),
            commander: f(Kind::Commander),
        }
    }
}

impl Default for House {
    /// The RULINGS.md values, read from the tables in `values.rs` (the calculators use the
    /// same tables).
    fn default() -> Self {
        use crate::values::{musket_kill_face, GUN_POINTS, MUSKETRY_RANGE, WAGON_POINTS};
        House {
            movement: PerKind::from_fn(Kind::movement),
            musket_range: MUSKETRY_RANGE,
            kill_at_1: musket_kill_face(1).unwrap_or(5),
            kill_at_2: musket_kill_face(2).unwrap_or(6),
            gun_range: [Gun::Field, Gun::Howitzer, Gun::Horse].map(Gun::max_range),
            value: PerKind::from_fn(|k| f64::from(k.stand_kind().melee_halves()) / 2.0),
            support_arc: PerKind {
                line_infantry: 0,
                light_infantry: 45,
                guards_infantry: 45,
                line_cavalry: 90,
                light_cavalry: 90,
                guards_cavalry: 90,
                foot_battery: 45,
                horse_battery: 45,
                commander: 90,
            },
            points: [
                f64::from(GUN_POINTS),
                f64::from(WAGON_POINTS),
                f64::from(crate::values::StandKind::Commander.point_halves()) / 2.0,
            ],
            handicap: 0,
        }
    }
}

impl House {
    /// Melee value of a stand of this kind, in halves.
    #[must_use]
    pub fn value_halves(&self, k: Kind) -> u32 {
        (self.value.get(k) * 2.0).round() as u32
    }

    /// NAP-9 points of a stand of this kind, in halves (a commander his own figure).
    #[must_use]
    pub fn stand_point_halves(&self, k: Kind) -> u32 {
        if k == Kind::Commander {
            (self.points[2] * 2.0).round() as u32
        } else {
            self.value_halves(k)
        }
    }

    /// Greatest range of a gun in squares.
    #[must_use]
    pub fn gun_range(&self, g: Gun) -> u8 {
        match g {
            Gun::Field => self.gun_range[0],
            Gun::Howitzer => self.gun_range[1],
            Gun::Horse => self.gun_range[2],
        }
    }

    /// The least die face that kills at `range` (None beyond musketry's reach).
    #[must_use]
    pub fn kill_face(&self, range: u8) -> Option<u8> {
        match range {
            1 => Some(self.kill_at_1),
            2 if self.musket_range >= 2 => Some(self.kill_at_2),
            _ => None,
        }
    }

    /// Refuses a house value out of its range, naming the field.
    pub(super) fn check(&self) -> Result<(), ScenarioError> {
        let f = "rules.house";
        for (k, m) in self.movement.all() {
            if !(1..=12).contains(&m) {
                return Err(err(
                    format!("{f}.movement.{}", k.name()),
                    "1 to 12 squares a turn",
                ));
            }
        }
        if !(1..=2).contains(&self.musket_range) {
            return Err(err(format!("{f}.musket-range"), "1 or 2 squares"));
        }
        for (n, v) in [("kill-at-1", self.kill_at_1), ("kill-at-2", self.kill_at_2)] {
            if !(1..=6).contains(&v) {
                return Err(err(format!("{f}.{n}"), "a die face, 1 to 6"));
            }
        }
        if self.gun_range.iter().any(|&r| !(1..=40).contains(&r)) {
            return Err(err(format!("{f}.gun-range"), "1 to 40 squares each"));
        }
        for (k, v) in self.value.all() {
            if !(0.5..=10.0).contains(&v) || (v * 2.0).fract() != 0.0 {
                return Err(err(
                    format!("{f}.value.{}", k.name()),
                    "a melee value of 0.5 to 10 in steps of 0.5",
                ));
            }
        }
        for (k, a) in self.support_arc.all() {
            if ![0, 45, 90, 135].contains(&a) {
                return Err(err(
                    format!("{f}.support-arc.{}", k.name()),
                    "0, 45, 90 or 135 degrees",
                ));
            }
        }
        if self
            .points
            .iter()
            .any(|&p| !(0.0..=100.0).contains(&p) || (p * 2.0).fract() != 0.0)
        {
            return Err(err(format!("{f}.points"), "0 to 100 in steps of 0.5"));
        }
        if !(-MOST_HANDICAP..=MOST_HANDICAP).contains(&self.handicap) {
            return Err(err(
                format!("{f}.handicap"),
                format!("-{MOST_HANDICAP} to {MOST_HANDICAP} points"),
            ));
        }
        Ok(())
    }
}
