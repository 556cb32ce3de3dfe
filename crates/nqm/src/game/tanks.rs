//! Tanks in a close assault (special attack rule 3, UMP-NQM-31): tanks rolling into a position,
//! the infantry there that holds and may assault them, and tanks rolling on to go back to their
//! own position.

use super::*;

/// Tanks roll into a position (NQM-3, special attack rule 3): troops meeting tanks for the first
/// time, regular or poorer and unsupported by tanks or medium anti-tank weapons, may surrender
/// to tank terror; and the infantry left must pass a break test to stay in the position, even
/// if it passed one for casualties before. A failed test disorganises it.
pub(super) fn tanks_roll_in(state: &mut State, target: Hex, defenders: &[usize], dice: &mut Dice) {
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
        // The test is taken as the tanks roll in, once while they stay (UMP-NQM-31).
        if here.iter().all(|&j| state.units[j].held_tanks) {
            continue;
        }
        let Some(need) = hold_firm_on(state.units[head].grade) else {
            for &k in &here {
                state.units[k].held_tanks = true;
            }
            continue;
        };
        let side = state.units[head].side;
        let face = dice.d6("break test: tanks in the position", side_and_umpire(side));
        let name = state.units[head].name.clone();
        if face >= need {
            for &k in &here {
                state.units[k].held_tanks = true;
            }
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

/// The tanks attacking hex `h` of `side`'s enemy: alive, next to it, ordered to attack it.
pub(super) fn tanks_on(state: &State, side: u8, h: Hex) -> Vec<usize> {
    (0..state.units.len())
        .filter(|&t| {
            let u = &state.units[t];
            u.alive()
                && u.side != side
                && u.tank()
                && u.hex.distance(h) <= 1
                && u.order == Order::Attack { target: h }
        })
        .collect()
}

/// NQM 11: infantry that held as tanks rolled into its position, with the tanks still there
/// (still attacking it) an hour later, may close-assault them, the infantry attacking and the
/// tanks defending, or lie low and let them be: its player's standing instruction (UMP-NQM-39),
/// decided once while the tanks stay. This is the infantry's own assault, apart from the tanks'
/// (UMP-NQM-31). Only against tanks without infantry of their own in the attack.
pub(super) fn infantry_against_tanks(state: &mut State, dice: &mut Dice) {
    let mut hexes: Vec<(u8, Hex)> = state
        .units
        .iter()
        .filter(|u| u.alive() && u.held_tanks && !u.disorganised && u.stand.unwounded() > 0)
        .map(|u| (u.side, u.hex))
        .collect();
    hexes.sort();
    hexes.dedup();
    for (side, h) in hexes {
        let tanks = tanks_on(state, side, h);
        let supported = (0..state.units.len()).any(|j| {
            let u = &state.units[j];
            u.alive() && u.side != side && !u.tank() && u.order == Order::Attack { target: h }
        });
        if tanks.is_empty() || supported {
            continue;
        }
        let infantry: Vec<usize> = state
            .stands_at(h)
            .filter(|&j| {
                let u = &state.units[j];
                u.side == side
                    && u.held_tanks
                    && !u.tank()
                    && !u.disorganised
                    && u.stand.unwounded() > 0
            })
            .collect();
        if infantry.is_empty() {
            continue;
        }
        let lies_low = infantry
            .iter()
            .all(|&j| state.units[state.unit_head(j)].standing.tanks_lie_low);
        if lies_low {
            if infantry.iter().any(|&j| !state.units[j].lying_low) {
                for &j in &infantry {
                    state.units[j].lying_low = true;
                }
                let text = format!(
                    "the infantry in {} lies low and lets the tanks there be",
                    cell(h)
                );
                report_both(state, dice, &text, &infantry);
            }
            continue;
        }
        let (i_grade, t_grade) = (worst_grade(state, &infantry), worst_grade(state, &tanks));
        let rounds = i_grade
            .assault_repeats()
            .unwrap_or(ELITE_ROUNDS)
            .min(ELITE_ROUNDS);
        let mut fought = 0;
        for _ in 0..rounds {
            let infantry: Vec<usize> = infantry
                .iter()
                .copied()
                .filter(|&j| state.units[j].alive() && state.units[j].stand.unwounded() > 0)
                .collect();
            let tanks: Vec<usize> = tanks
                .iter()
                .copied()
                .filter(|&t| state.units[t].alive() && state.units[t].stand.unwounded() > 0)
                .collect();
            if infantry.is_empty() || tanks.is_empty() {
                break;
            }
            fought += 1;
            let figs = |of: &[usize]| -> u32 {
                of.iter().map(|&j| state.units[j].stand.unwounded()).sum()
            };
            let (na, nd) = assault_dice((i_grade, figs(&infantry)), (t_grade, figs(&tanks)));
            let a: Vec<u8> = (0..na)
                .map(|_| {
                    dice.d6(
                        "infantry assault on tanks: infantry's die",
                        crate::game::UMPIRE_DICE,
                    )
                })
                .collect();
            let d: Vec<u8> = (0..nd)
                .map(|_| {
                    dice.d6(
                        "infantry assault on tanks: tanks' die",
                        crate::game::UMPIRE_DICE,
                    )
                })
                .collect();
            let (iw, tw) = match_dice(i_grade, &a, t_grade, &d);
            let on_tanks = hit(state, &tanks, iw, dice);
            let on_infantry = hit(state, &infantry, tw, dice);
            let text = format!(
                "the infantry in {} assaults the tanks there: {} on the tanks, {} on the infantry",
                cell(h),
                cas(on_tanks),
                cas(on_infantry)
            );
            let involved: Vec<usize> = infantry.iter().chain(&tanks).copied().collect();
            report_both(state, dice, &text, &involved);
            // The rounds go on, up to the grade's repeats, until the infantry wins one.
            if iw > tw {
                break;
            }
        }
        if fought > 0 {
            let left: Vec<usize> = infantry
                .iter()
                .copied()
                .filter(|&j| state.units[j].alive())
                .collect();
            break_tests(state, &left, dice);
        }
    }
}

/// Tank terror ends when the tanks roll on (special attack rule 3): troops that gave themselves
/// up and are no longer faced by enemy armour attacking their hex go back to their position and
/// fight thereafter.
pub(super) fn tanks_roll_on(state: &mut State, dice: &mut Dice) {
    // Infantry that held as tanks rolled in is free of them once they have gone: another
    // rolling in is tested afresh (UMP-NQM-31).
    for k in 0..state.units.len() {
        let u = &state.units[k];
        if (u.held_tanks || u.lying_low) && tanks_on(state, u.side, u.hex).is_empty() {
            state.units[k].held_tanks = false;
            state.units[k].lying_low = false;
        }
    }
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
