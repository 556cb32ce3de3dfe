//! After combat and logistics: reorganisation of a unit's stands (half the red pins off, the
//! odd one on 4–6, the rest turned black, fully pinned stands taken off), end-of-battle
//! recovery, who becomes disorganised, what troops do without orders, ammunition dice per
//! stand and resupply from the divisional dump.

use umpire_core::Dice;

use crate::combat::Stand;
use crate::tables::{halve_casualties, Grade};

/// Why a unit cannot reorganise or resupply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Reorganisation needs an unwounded command stand with the unit.
    NoCommandStand,
    /// The divisional dump has no Div Log unit left.
    DumpEmpty,
    /// Resupply by day needs a battalion vehicle run back to the dump.
    NotOvernight,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Refusal::NoCommandStand => {
                "a unit reorganises only with an unwounded command stand with it"
            }
            Refusal::DumpEmpty => "the divisional supply dump has no Div Log unit left",
            Refusal::NotOvernight => {
                "resupply happens overnight, or by day only with a battalion vehicle run to the dump"
            }
        })
    }
}

impl std::error::Error for Refusal {}

/// What a reorganisation did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reorganised {
    /// Red pins removed.
    pub removed: u32,
    /// The die for the odd pin, when there was one.
    pub die: Option<u8>,
    /// Red pins turned black.
    pub blackened: u32,
    /// Stands taken off because their black pins matched their figures, as indices.
    pub taken_off: Vec<usize>,
}

/// Reorganises a unit: half its red pins come off, an odd one on 4–6 (a die recorded in
/// `dice`); the red pins left turn black and go, one at a time, on the stand with the fewest
/// pins that still has room (spread, as the text's example does), or with `gather` on the stand
/// with the most that still has room, so that as few stands as possible carry them (the
/// player's choice, UMP-NQM-39). Stands whose pins then match their figures are taken off.
/// Stands already removed take no part.
///
/// # Errors
/// [`Refusal::NoCommandStand`] when the unit has no unwounded command stand; nothing changes.
pub fn reorganise(
    stands: &mut [Stand],
    command_stand_unwounded: bool,
    gather: bool,
    dice: &mut Dice,
) -> Result<Reorganised, Refusal> {
    if !command_stand_unwounded {
        return Err(Refusal::NoCommandStand);
    }
    let red: u32 = stands
        .iter()
        .filter(|s| !s.removed)
        .map(|s| s.markers)
        .sum();
    let (removed, die) = halve_casualties(red, "reorganise: the odd red pin (4-6)", dice);
    let blackened = red - removed;
    for s in stands.iter_mut().filter(|s| !s.removed) {
        s.markers = 0;
    }
    for _ in 0..blackened {
        // Spread: the stand with the fewest pins that has room. Gathered: the one with the
        // most that has room, so the fewest stands carry them.
        let target = (0..stands.len())
            .filter(|&i| !stands[i].removed)
            .min_by_key(|&i| {
                let full = stands[i].pins() >= stands[i].figures;
                let pins = stands[i].pins();
                (full, if gather { u32::MAX - pins } else { pins }, i)
            });
        if let Some(i) = target {
            stands[i].black += 1;
        }
    }
    let mut taken_off = Vec::new();
    for (i, s) in stands.iter_mut().enumerate() {
        if !s.removed && s.pins() >= s.figures {
            s.removed = true;
            taken_off.push(i);
        }
    }
    Ok(Reorganised {
        removed,
        die,
        blackened,
        taken_off,
    })
}

/// End-of-battle recovery: half the permanent casualties come back, an odd one on 4–6; returns
/// the casualties that stay lost (about a quarter of the original red pins). The die is seen by
/// `seen_by` (the umpire and the side whose casualties they are).
pub fn end_of_battle_recovery(
    casualties: u32,
    dice: &mut Dice,
    seen_by: umpire_core::SeatSet,
) -> u32 {
    let back = casualties / 2
        + u32::from(
            casualties % 2 == 1 && dice.d6("end of battle: the odd casualty (4-6)", seen_by) >= 4,
        );
    casualties - back
}

/// Without fresh orders after taking an objective, veteran and regular troops (and elite ones)
/// dig in and reorganise; conscripts and militia stay disorganised until orders come.
#[must_use]
pub fn digs_in_without_orders(grade: Grade) -> bool {
    matches!(grade, Grade::E | Grade::V | Grade::R)
}

/// Elite troops are never disorganised in defence.
#[must_use]
pub fn disorganised_in_defence(grade: Grade) -> bool {
    grade != Grade::E
}

/// A regiment or brigade becomes disorganised only when its headquarters was directly engaged
/// and took casualties.
#[must_use]
pub fn brigade_disorganised(hq_engaged_with_casualties: bool) -> bool {
    hq_engaged_with_casualties
}

/// A division becomes disorganised only when both its main and its rear headquarters were
/// attacked and took casualties.
#[must_use]
pub fn division_disorganised(main_hq_hit: bool, rear_hq_hit: bool) -> bool {
    main_hq_hit && rear_hq_hit
}

/// What a disorganised unit does when assaulted: militia and unsupported green troops always
/// surrender, veterans withdraw (or break out when surrounded), the rest disperse to reform
/// overnight at the divisional logistics area, or surrender when they cannot retreat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhenAssaulted {
    /// Surrenders.
    Surrenders,
    /// Withdraws; when surrounded, each stand breaks out on 3–6.
    WithdrawsOrBreaksOut,
    /// Disperses and reforms overnight at the divisional logistics area.
    Disperses,
}

/// How a disorganised unit answers an assault.
#[must_use]
pub fn disorganised_assaulted(
    grade: Grade,
    green_unsupported: bool,
    can_retreat: bool,
) -> WhenAssaulted {
    match grade {
        Grade::M => WhenAssaulted::Surrenders,
        _ if green_unsupported => WhenAssaulted::Surrenders,
        Grade::E | Grade::V => WhenAssaulted::WithdrawsOrBreaksOut,
        _ if can_retreat => WhenAssaulted::Disperses,
        _ => WhenAssaulted::Surrenders,
    }
}

/// A stand's ammunition: combat units of fire carried as dice, up to its strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ammo {
    /// Most dice the stand carries: its strength.
    pub capacity: u32,
    /// Dice it carries now.
    pub dice: u32,
}

impl Ammo {
    /// A stand of this strength, fully supplied.
    #[must_use]
    pub fn full(strength: u32) -> Ammo {
        Ammo {
            capacity: strength,
            dice: strength,
        }
    }

    /// Fires one combat unit (a stand fires at most one die an hour): false when it has none,
    /// which is what stops a stand shooting. Close assault spends no dice.
    pub fn fire(&mut self) -> bool {
        if self.dice == 0 {
            false
        } else {
            self.dice -= 1;
            true
        }
    }
}

/// Resupply: one Div Log unit from the divisional dump refills every stand to capacity; only
/// overnight, or by day with a battalion vehicle run to the dump.
///
/// # Errors
/// [`Refusal::NotOvernight`] or [`Refusal::DumpEmpty`]; nothing changes.
pub fn resupply(
    stands: &mut [Ammo],
    dump_div_log: &mut u32,
    overnight: bool,
    vehicle_run: bool,
) -> Result<(), Refusal> {
    if !overnight && !vehicle_run {
        return Err(Refusal::NotOvernight);
    }
    if *dump_div_log == 0 {
        return Err(Refusal::DumpEmpty);
    }
    *dump_div_log -= 1;
    for s in stands {
        s.dice = s.capacity;
    }
    Ok(())
}

/// A link in a fuel chain: whether each vehicle is within one road march of the next link back.
/// A tank or mechanised division is in fuel supply only when every link from its HQ back to the
/// railhead or depot holds; other divisions need no fuel chain.
#[must_use]
pub fn in_fuel_supply(needs_fuel: bool, links_within_road_march: &[bool]) -> bool {
    !needs_fuel
        || (!links_within_road_march.is_empty() && links_within_road_march.iter().all(|&l| l))
}
