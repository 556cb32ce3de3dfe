//! Weapon and armour classification: five classes, very light to very heavy, for weapons and
//! for targets (armour, or troops by their posture and position). The classes are relative: an
//! engagement reads off the firefight table by the gap between weapon and target, so light
//! against very light fires as medium against light. The table holds gaps from −2 to +2; a
//! weapon three or more classes below its target cannot harm it.

use crate::tables::{Protection, Weapon};

/// A class on the classification table.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Class {
    /// Very light: infantry without anti-tank weapons against armour; soft-skin vehicles, troops
    /// moving to contact or road marching.
    VeryLight,
    /// Light: infantry weapons to the MMG and 60 mm mortar, artillery to 81 mm, 20–37 mm
    /// anti-tank guns; light tanks and armoured cars, infantry in cover or attacking.
    Light,
    /// Medium: HMGs, 81 mm and 3-inch mortars, 90–110 mm artillery, 47–77 mm anti-tank guns,
    /// strafing fighters; medium tanks, infantry dug in or in towns.
    Medium,
    /// Heavy: 120 mm mortars, demolition charges, 120–160 mm artillery, 85–100 mm anti-tank
    /// guns, bombers and fighter-bombers, flame throwers; heavy tanks, infantry fortified.
    Heavy,
    /// Very heavy: artillery of 200 mm and over; casemated reinforced concrete.
    VeryHeavy,
}

impl Class {
    fn index(self) -> i32 {
        match self {
            Class::VeryLight => 0,
            Class::Light => 1,
            Class::Medium => 2,
            Class::Heavy => 3,
            Class::VeryHeavy => 4,
        }
    }

    /// Parses `VL`, `L`, `M`, `H` or `VH`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(t: &str) -> Result<Class, String> {
        match t.to_ascii_uppercase().as_str() {
            "VL" => Ok(Class::VeryLight),
            "L" => Ok(Class::Light),
            "M" => Ok(Class::Medium),
            "H" => Ok(Class::Heavy),
            "VH" => Ok(Class::VeryHeavy),
            o => Err(format!("{o:?} is not a class: VL, L, M, H or VH")),
        }
    }
}

/// The target class of troops by their protection on the firefight table: in the open (or
/// attacking) light, dug in medium, fortified heavy.
#[must_use]
pub fn class_of(p: Protection) -> Class {
    match p {
        Protection::Open => Class::Light,
        Protection::DugIn => Class::Medium,
        Protection::Fort => Class::Heavy,
    }
}

/// The class a weapon of class `weapon` fires as against a target of class `target` (the
/// classification table's very light row): infantry without anti-tank weapons fire as very
/// light against light or better armour (`armour`: the target is a vehicle), whatever their
/// own class against other targets.
#[must_use]
pub fn fires_as(
    weapon: Class,
    infantry_without_anti_tank: bool,
    target: Class,
    armour: bool,
) -> Class {
    if infantry_without_anti_tank && armour && target >= Class::Light {
        Class::VeryLight
    } else {
        weapon
    }
}

/// The firefight-table cell for a weapon of class `weapon` against a target of class `target`
/// after `shifts` NQM-3 shifts: the same gap between them, moved into the table's light–heavy
/// range. `None` when the weapon is three or more classes below the target and cannot harm it;
/// gaps beyond +2 read as heavy against open, the table's most (as a shift beyond heavy against
/// open does nothing more).
#[must_use]
pub fn table_cell(weapon: Class, target: Class, shifts: u32) -> Option<(Weapon, Protection)> {
    let shifts = i32::try_from(shifts.min(8)).unwrap_or(8);
    let gap = weapon.index() - target.index() + shifts;
    Some(match gap {
        i32::MIN..=-3 => return None,
        -2 => (Weapon::L, Protection::Fort),
        -1 => (Weapon::L, Protection::DugIn),
        0 => (Weapon::L, Protection::Open),
        1 => (Weapon::M, Protection::Open),
        _ => (Weapon::H, Protection::Open),
    })
}
