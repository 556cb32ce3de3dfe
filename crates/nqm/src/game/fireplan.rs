//! The fireplan and air sorties (NQM-2 step 4): standing fire orders and pre-registered
//! targets fall on the enemy seen in their hexes, and indirect fire on positions only
//! suspected (UMP-NQM-32); air support arrives after its delay, and the artillery-effect table
//! decides what a strike disorganises. An order that cannot be fired says why in the side's
//! report.

use super::*;

/// Fire of `cus` CUs of class `weapon` on the stands of `side`'s enemy seen in `target`
/// (`infantry`: infantry without anti-tank weapons, very light against armour). Returns the
/// casualties caused and whether the fire scored.
#[allow(clippy::too_many_arguments)]
pub(super) fn fire_on_hex(
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
    fire_on(state, &targets, weapon, infantry, cus, harass, dice)
}

/// Fire of `cus` CUs of class `weapon` on the stands `targets` (all of one hex): the
/// casualties placed and whether the fire scored.
fn fire_on(
    state: &mut State,
    targets: &[usize],
    weapon: Class,
    infantry: bool,
    cus: u32,
    harass: bool,
    dice: &mut Dice,
) -> (u32, bool, Vec<usize>) {
    let targets = targets.to_vec();
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

/// Indirect fire of stand `i` on hex `target`, where its side sees no enemy (a suspected
/// position): it falls on whatever is there, and the firer learns nothing of it. The CU's die
/// is rolled whether or not anything is there, so that nothing the firing side receives
/// depends on what it cannot see; the side under fire is told as usual.
fn suspected_fire(state: &mut State, i: usize, target: Hex, harass: bool, dice: &mut Dice) {
    let u = &state.units[i];
    let (side, name, weapon, calibre) = (u.side, u.name.clone(), u.weapon, u.calibre_mm);
    let infantry = u.infantry_without_anti_tank();
    let there: Vec<usize> = state
        .stands_at(target)
        .filter(|&k| state.units[k].side != side)
        .collect();
    // Too light for the position, or nothing there: the die is rolled for nothing.
    let need = there
        .iter()
        .map(|&k| needed_calibre(&state.units[k]))
        .max()
        .unwrap_or(0);
    let (k, scored, struck) = if there.is_empty() || calibre < need {
        dice.d6("fire: one die per CU", crate::game::UMPIRE_DICE);
        (0, false, Vec::new())
    } else {
        fire_on(state, &there, weapon, infantry, 1, harass, dice)
    };
    if scored {
        disorganise_struck(state, &struck, calibre, false);
    }
    let text = format!(
        "{name} {} {} where no enemy is seen: what it struck is not known",
        if harass { "harasses" } else { "fires on" },
        cell(target)
    );
    fire_reported(state, dice, i, text, target, k, &struck);
}

/// After stand `i`'s fire on `target`: the firer's report `text`, the side under fire told of
/// the `k` casualties among the stands `struck`, and their break tests.
fn fire_reported(
    state: &mut State,
    dice: &mut Dice,
    i: usize,
    text: String,
    target: Hex,
    k: u32,
    struck: &[usize],
) {
    report(state, dice, i, text);
    if let Some(&t) = struck.first() {
        report(
            state,
            dice,
            t,
            format!("{} under fire: {}", cell(target), cas(k)),
        );
    }
    break_tests(state, struck, dice);
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
pub(super) fn disorganise_struck(state: &mut State, of: &[usize], calibre: u32, air: bool) {
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
pub(super) fn air_and_fireplan(state: &mut State, dice: &mut Dice) {
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
        // Indirect fire may fall on a position only suspected (the fireplan); direct fire
        // needs an enemy in sight.
        let seen = state.enemy_seen_at(u.side, target);
        let why = if u.disorganised {
            Some("is disorganised and must reorganise first")
        } else if state
            .reach_hexes(i, harass)
            .is_none_or(|r| u.hex.distance(target) > r)
        {
            Some("is out of range")
        } else if !seen && !u.gun.indirect() {
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
        if !seen {
            suspected_fire(state, i, target, harass, dice);
            continue;
        }
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
        } else if scored && harass {
            // Direct harassing fire that scores disorganises whoever may be disorganised in
            // their position; the table has already weighed weapon against target (UMP-NQM-33).
            for &k in &struck {
                let u = &mut state.units[k];
                if u.alive() && disorganised_in_defence(u.grade) {
                    u.disorganised = true;
                }
            }
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
        fire_reported(state, dice, i, text, target, k, &struck);
    }
}
