//! Break tests and reorganisation (NQM morale and unit grading, NQM-2 step 7): a unit tests at
//! its grade's threshold of casualties, green troops first at their first casualty; a failed
//! attacker goes to ground, a failed defender is disorganised; units ordered to reorganise do
//! so beside their commander, away from the enemy.

use super::*;

/// Break tests for the units of the stands `of` that have reached their grade's threshold and
/// not yet tested (tanks take none). A failed attacker goes to ground; a failed defender is
/// disorganised.
pub(super) fn break_tests(state: &mut State, of: &[usize], dice: &mut Dice) {
    let mut heads: Vec<usize> = of.iter().map(|&k| state.unit_head(k)).collect();
    heads.sort_unstable();
    heads.dedup();
    for head in heads {
        let members = state.unit_members(head);
        if members.iter().all(|&k| state.units[k].tank()) {
            continue;
        }
        let (strength, lost) = state.unit_casualties(&members);
        let live: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&k| state.units[k].alive())
            .collect();
        if live.is_empty() {
            continue;
        }
        let (grade, green) = (state.units[head].grade, state.units[head].green);
        let attacking = live
            .iter()
            .any(|&k| matches!(state.units[k].order, Order::Attack { .. }));
        // Green troops test first "for failure to press home attacks" at their first casualty
        // (an attacking unit only; green defenders hold to their grade's threshold), then at
        // their grade's threshold.
        let green_first =
            green && attacking && !members.iter().any(|&k| state.units[k].first_tested);
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

/// Whether stand `u` reorganises this hour: ordered to, or veterans and regulars (and elite)
/// digging in on a position they took, disorganised by the casualty markers of the combat,
/// who reorganise without orders as they dig in (UMP-NQM-35).
fn reorganising(u: &Unit) -> bool {
    u.order == Order::Reorganise
        || (digs_in_without_orders(u.grade)
            && u.disorganised
            && u.stand.markers > 0
            && matches!(
                u.order,
                Order::Task {
                    task: Task::DigIn,
                    ..
                }
            ))
}

/// Step 7: reorganisation of the units whose stands were ordered to (or reorganise without
/// orders on a position they took), away from the enemy.
pub(super) fn reorganisation(state: &mut State, dice: &mut Dice) {
    let mut heads: Vec<usize> = (0..state.units.len())
        .filter(|&k| state.units[k].alive() && reorganising(&state.units[k]))
        .map(|k| state.unit_head(k))
        .collect();
    heads.sort_unstable();
    heads.dedup();
    for head in heads {
        let stands: Vec<usize> = state
            .unit_members(head)
            .into_iter()
            .filter(|&k| state.units[k].alive() && reorganising(&state.units[k]))
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
                    if u.order == Order::Reorganise {
                        u.order = Order::Hold { ambush: true };
                    }
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
