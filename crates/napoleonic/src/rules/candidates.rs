//! The legal actions of a side in the current step (section 2A's order), as offered to a person
//! at the prompt and to the bots.

use super::*;

/// The candidate actions of a side now. Each is checked before it is listed, except the
/// attacker's free facings in steps 1 to 3, offered only where every check of them holds
/// (`legal_actions`).
pub(super) fn candidates(state: &State, side: u8) -> Vec<Action> {
    // 12: surrender is open to the side at every decision.
    let mut v = Vec::with_capacity(128);
    v.extend([Action::Done, Action::Surrender]);
    let idx = |i: usize| u16::try_from(i).unwrap_or(u16::MAX);
    let mine: Vec<usize> = (0..state.units.len())
        .filter(|&i| state.units[i].side == side && state.units[i].on_board())
        .collect();
    let attacker = side == state.attacker;
    let adjust = |v: &mut Vec<Action>| {
        if !attacker {
            return;
        }
        for &i in &mine {
            let u = &state.units[i];
            // A unit that changed facing or limber this step changes neither again, and a
            // square faces every way: their candidates would all be refused.
            if adjusted(state, i) {
                continue;
            }
            if u.kind.battery() {
                v.push(if u.limbered {
                    Action::Unlimber { unit: idx(i) }
                } else {
                    Action::Limber { unit: idx(i) }
                });
            }
            if u.in_square() {
                continue;
            }
            // 2G: the attacker faces "in any direction freely" (a unit down to one stand that
            // fell back, section 9, included): every side and corner.
            for d in Dir8::ALL {
                if d != u.facing {
                    v.push(Action::Face {
                        unit: idx(i),
                        facing: d,
                    });
                }
            }
        }
    };
    match state.phase {
        Phase::Artillery => {
            // Each enemy unit's aim points, its first three parts (the same for every battery
            // and gun).
            let aims: Vec<(usize, Vec<[i32; 2]>)> = (0..state.units.len())
                .filter(|&j| state.units[j].side != side && state.units[j].on_board())
                .map(|j| {
                    let points = state
                        .parts_iter(j)
                        .take(3)
                        .map(|(_, r)| [(r.x * 10.0).round() as i32, (r.y * 10.0).round() as i32])
                        .collect();
                    (j, points)
                })
                .collect();
            for &b in &mine {
                let u = &state.units[b];
                if !u.kind.battery() {
                    continue;
                }
                let slots = state.free_table(b);
                // The kinds of gun with a shot left, in the order of their kinds.
                let guns: Vec<Gun> = [Gun::Field, Gun::Horse, Gun::Howitzer]
                    .into_iter()
                    .filter(|&g| slots.any_for(g))
                    .collect();
                for (j, points) in &aims {
                    let j = *j;
                    let e = &state.units[j];
                    for &g in &guns {
                        for &aim in points {
                            if legality::may_aim(state, b, g, aim) {
                                v.push(Action::Shoot {
                                    battery: idx(b),
                                    gun: g,
                                    aim,
                                });
                            }
                        }
                    }
                    // Canister from the whole battery, or from one gun while the others fire
                    // ball (3H), at a target in reach of it.
                    if !legality::in_canister_arc(u, e) {
                        continue;
                    }
                    v.push(Action::Canister {
                        battery: idx(b),
                        target: idx(j),
                        gun: None,
                    });
                    if slots.len() > 1 || slots.len() != state.shot_table(b).len() {
                        for &g in &guns {
                            v.push(Action::Canister {
                                battery: idx(b),
                                target: idx(j),
                                gun: Some(g),
                            });
                        }
                    }
                }
                v.push(Action::Hold { battery: idx(b) });
                v.push(Action::Spike { battery: idx(b) });
            }
            adjust(&mut v);
        }
        Phase::Musketry => {
            for &i in &mine {
                // A unit fires once a turn (4B).
                if !state.units[i].kind.infantry()
                    || state.volleys.iter().any(|(_, v)| usize::from(v.unit) == i)
                {
                    continue;
                }
                for j in 0..state.units.len() {
                    // In range, arc and clear of the square between (4B, NAP-2): the check's own
                    // test, asked here so that targets out of reach are not offered at all.
                    if state.units[j].side != side
                        && state.units[j].on_board()
                        && crate::game::may_volley(state, i, j).is_some()
                    {
                        v.push(Action::Volley {
                            unit: idx(i),
                            target: idx(j),
                            stands_first: false,
                        });
                        // 4E: in a mixed target square a person chooses whether the target's
                        // stands go before the others there (a commander, guns formed together).
                        if state.sides[usize::from(side)].owner_chooses && mixed_target(state, j) {
                            v.push(Action::Volley {
                                unit: idx(i),
                                target: idx(j),
                                stands_first: true,
                            });
                        }
                    }
                }
            }
            adjust(&mut v);
        }
        Phase::Move => {
            // Only the attacker separates, rejoins and changes formation, each taking the move of
            // a unit that has not moved (2B, 8A): other candidates would all be refused.
            for &i in mine.iter().filter(|_| attacker) {
                let u = &state.units[i];
                if u.moved {
                    continue;
                }
                if crate::game::may_separate(u.kind) && u.stands > 1 {
                    for d in Dir8::ALL {
                        v.push(Action::Separate {
                            unit: idx(i),
                            stands: 1,
                            to: u.square.step8(d),
                        });
                    }
                }
                if crate::game::may_separate(u.kind) {
                    for &j in &mine {
                        let t = &state.units[j];
                        if j != i
                            && t.kind == u.kind
                            && !t.moved
                            && u.square.chebyshev(t.square) <= 1
                        {
                            v.push(Action::Rejoin {
                                unit: idx(i),
                                into: idx(j),
                            });
                        }
                    }
                }
                if state.units[i].kind.infantry() {
                    for f in [Formation::Line, Formation::Column, Formation::Square] {
                        if f == u.formation {
                            continue;
                        }
                        v.push(Action::Form {
                            unit: idx(i),
                            formation: f,
                        });
                    }
                }
            }
            for units in square_groups(state, side) {
                v.push(Action::FormSquare { units });
            }
            for units in square_groups_of_nine(state, side) {
                v.push(Action::FormSquareOfNine { units });
            }
            adjust(&mut v);
        }
        Phase::Canister => {
            for &b in &mine {
                for t in canister_targets(state, b) {
                    v.push(Action::Canister {
                        battery: idx(b),
                        target: idx(t),
                        gun: None,
                    });
                }
            }
        }
        Phase::Supports { .. } => {
            for &i in &mine {
                v.push(Action::Support { unit: idx(i) });
            }
        }
        Phase::Cards { .. } => {
            for c in Card::ALL {
                v.push(Action::Mdi { card: c });
            }
        }
        Phase::Facing => {
            for &k in &state.to_face {
                let i = usize::from(k);
                let u = &state.units[i];
                if u.side != side || adjusted(state, i) {
                    continue;
                }
                for d in Dir8::ALL {
                    if d != u.facing {
                        v.push(Action::Face { unit: k, facing: d });
                    }
                }
            }
        }
        Phase::Over => {}
    }
    v
}
