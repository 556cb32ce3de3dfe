//! Break tests and reorganisation (NQM morale and unit grading, NQM-2 step 7): a unit tests at
//! its grade's threshold of casualties, green troops first at their first casualty; a failed
//! attacker goes to ground or withdraws, a failed defender is disorganised and sits tight or
//! withdraws, as its standing instructions say (UMP-NQM-39); units ordered to reorganise do
//! so beside their commander, away from the enemy, placing black pins as the player chose.

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
        // The test is the unit's, over all its casualties; its outcome falls on the stands in
        // the fight, not on those behind it (UMP-NQM-23 as amended).
        let live: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&k| state.units[k].alive() && of.contains(&k))
            .collect();
        if live.is_empty() {
            continue;
        }
        let (grade, green) = (state.units[head].grade, state.units[head].green);
        let pressing = live
            .iter()
            .any(|&k| matches!(state.units[k].order, Order::Attack { .. }));
        // Troops caught on the move (marching, scouting, falling back) are no defence holding
        // a position: they fail as an attacker does, going to ground or pulling back.
        let attacking = live.iter().any(|&k| {
            matches!(
                state.units[k].order,
                Order::Attack { .. }
                    | Order::Move { .. }
                    | Order::Recce { .. }
                    | Order::Withdraw { .. }
                    | Order::ShootAndScoot { .. }
            )
        });
        // Green troops test first "for failure to press home attacks" at their first casualty
        // (an attacking unit only; green defenders hold to their grade's threshold), then at
        // their grade's threshold.
        let green_first =
            green && pressing && !members.iter().any(|&k| state.units[k].first_tested);
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
        // What the unit does now is its commander's choice, written beforehand (UMP-NQM-39).
        let standing = state.units[head].standing;
        let withdraws = if attacking {
            standing.attack_withdraws
        } else {
            standing.broken_withdraws
        };
        report(
            state,
            dice,
            head,
            format!(
                "{name}'s unit fails its break test ({face}): {}",
                match (attacking, withdraws) {
                    (true, false) => "goes to ground",
                    (true, true) => "breaks off the attack",
                    (false, false) => "disorganised, it sits tight",
                    (false, true) => "disorganised, it withdraws",
                }
            ),
        );
        for &k in &live {
            let from = if attacking {
                match state.units[k].order {
                    Order::Attack { target } => Some(target),
                    _ => nearest_enemy(state, k),
                }
            } else {
                nearest_enemy(state, k)
            };
            let to = if withdraws {
                from.and_then(|f| retreat_hex(state, k, f))
            } else {
                None
            };
            let u = &mut state.units[k];
            if !attacking && disorganised_in_defence(u.grade) {
                u.disorganised = true;
            }
            let marching = attacking && !matches!(u.order, Order::Attack { .. });
            if marching {
                // Caught on the move, it stops where the fight found it (or where it falls
                // back to).
                u.order = Order::Hold { ambush: true };
            }
            match to {
                Some(h) => {
                    u.hex = h;
                    u.position = Protection::Open;
                    u.work = None;
                    u.to_ground = false;
                    if attacking {
                        u.order = Order::Hold { ambush: true };
                    }
                    let text = format!("{} withdraws to {}", u.name, cell(h));
                    report(state, dice, k, text);
                }
                None => {
                    if attacking {
                        u.to_ground = true;
                    } else if u.disorganised {
                        u.sat_tight = true;
                    }
                    if withdraws {
                        let text = format!(
                            "{} has no clear line of retreat and {}",
                            u.name,
                            if attacking {
                                "goes to ground"
                            } else {
                                "sits tight"
                            }
                        );
                        report(state, dice, k, text);
                    }
                }
            }
        }
    }
}

/// The hex of the enemy stand nearest stand `k` (ties to the lowest hex): where a stand that
/// falls back turns its back on.
pub(super) fn nearest_enemy(state: &State, k: usize) -> Option<Hex> {
    let u = &state.units[k];
    state
        .units
        .iter()
        .filter(|e| e.alive() && e.side != u.side)
        .map(|e| e.hex)
        .min_by_key(|&h| (h.distance(u.hex), h))
}

/// Whether stand `u` reorganises this hour: ordered to, or veterans and regulars (and elite)
/// disorganised by the casualty markers of a combat, digging in on a position they took or
/// holding one they kept, who reorganise without orders (UMP-NQM-35).
fn reorganising(u: &Unit) -> bool {
    u.order == Order::Reorganise
        || (digs_in_without_orders(u.grade)
            && (u.disorganised || u.after_combat)
            && u.stand.markers > 0
            && (u.after_combat
                || matches!(
                    u.order,
                    Order::Task {
                        task: Task::DigIn,
                        ..
                    }
                )))
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
        let gather = state.units[head].standing.gather_pins;
        match reorganise(&mut pins, command_ok, gather, dice) {
            Ok(r) => {
                for (s, &k) in pins.iter().zip(&stands) {
                    let u = &mut state.units[k];
                    u.stand = *s;
                    if s.removed {
                        u.fate = Fate::Destroyed;
                    }
                    u.disorganised = u.ammo() == 0;
                    u.to_ground = false;
                    u.sat_tight = false;
                    u.after_combat = false;
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

/// Brigades (and regiments) and divisions disorganised (UMP-NQM-40 as amended): the text's note
/// says they are not disorganised *unless* their headquarters was directly engaged and took
/// casualties (a division: both its main and its rear headquarters). That is a limit, not a
/// cause: the battalions under a headquarters that was hit are disorganised only by their own
/// combats. What is disorganised is the formation's command: its headquarters stands, as after
/// a combat (UMP-NQM-35, UMP-NQM-43); elite troops are never disorganised in defence.
pub(super) fn formations(state: &mut State, dice: &mut Dice) {
    // (headquarters, a division rather than a brigade)
    let mut broken: Vec<(usize, bool)> = Vec::new();
    for hq in 0..state.units.len() {
        let u = &state.units[hq];
        if !u.command || !u.hq_hit {
            continue;
        }
        match u.level {
            Some(Level::Brigade) => broken.push((hq, false)),
            Some(Level::Division) => state.units[hq].hq_ever_hit = true,
            _ => {}
        }
    }
    for main in 0..state.units.len() {
        let u = &state.units[main];
        if u.level != Some(Level::Division) || u.rear_hq || u.division_broken || !u.hq_ever_hit {
            continue;
        }
        let rear_hit = state
            .units
            .iter()
            .any(|r| r.rear_hq && r.parent.map(usize::from) == Some(main) && r.hq_ever_hit);
        if rear_hit {
            state.units[main].division_broken = true;
            broken.push((main, true));
        }
    }
    for (hq, division) in broken {
        let mut members = vec![hq];
        if division {
            members.extend((0..state.units.len()).filter(|&r| {
                state.units[r].rear_hq && state.units[r].parent.map(usize::from) == Some(hq)
            }));
        }
        let mut any = false;
        for k in members {
            let u = &mut state.units[k];
            if u.alive() && !u.after_combat && disorganised_in_defence(u.grade) {
                u.after_combat = true;
                any = true;
            }
        }
        if any {
            let name = state.units[hq].name.clone();
            let text = if division {
                format!(
                    "{name}: the division's command is disorganised, both its headquarters attacked and hit"
                )
            } else {
                format!(
                    "{name}: the brigade's command is disorganised, its headquarters engaged and hit"
                )
            };
            report(state, dice, hq, text);
        }
    }
    for u in &mut state.units {
        u.hq_hit = false;
    }
}
