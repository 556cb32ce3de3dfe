//! The turn's order (section 2A), in one place: applying a checked action, a side declaring its
//! step done, the next step, the melees started by the attacker's moves (5A), and the end of
//! the turn (the change of roles, or the end of the game, section 12).

use super::*;

/// Applies a checked action.
pub(super) fn apply(state: &mut State, side: u8, a: &Action, dice: &mut Dice) {
    let s = usize::from(side);
    match *a {
        Action::Shoot { battery, gun, aim } => {
            state.shots.push((side, ShotOrder { battery, gun, aim }));
        }
        Action::Hold { battery } => {
            state.units[usize::from(battery)].holding = true;
        }
        Action::Canister {
            battery,
            target,
            gun,
        } => {
            if state.phase == Phase::Canister {
                let b = usize::from(battery);
                let t = usize::from(target);
                let kills = crate::game::held_canister(state, b, t, dice);
                state.units[b].holding = false;
                let text = format!(
                    "{} fires held canister at {}: {kills} lost",
                    state.units[b].name, state.units[t].name
                );
                report(state, dice, text);
            } else {
                state.canister.push((
                    side,
                    CanisterOrder {
                        battery,
                        target,
                        gun,
                    },
                ));
            }
        }
        Action::Volley {
            unit,
            target,
            stands_first,
        } => {
            state.volleys.push((
                side,
                VolleyOrder {
                    unit,
                    target,
                    stands_first,
                },
            ));
        }
        Action::Move { unit, to } => {
            let i = usize::from(unit);
            let path = state.route(i, to);
            let from = if path.len() >= 2 {
                path[path.len() - 2]
            } else {
                state.units[i].square
            };
            let enemy_there = state.units_at(to).any(|j| state.units[j].side != side);
            let u = &mut state.units[i];
            if let Some(d) = dir_towards(from, to) {
                u.facing = d;
            }
            u.square = to;
            u.moved = true;
            u.path = path.clone();
            crate::game::meet_abandoned_guns(state, i, &path, dice);
            if enemy_there {
                match state.melees.iter_mut().find(|m| m.contact == to) {
                    Some(m) => m.attackers.push(unit),
                    None => state.melees.push(Melee {
                        contact: to,
                        from,
                        attackers: vec![unit],
                        supports: [Vec::new(), Vec::new()],
                        cards: [None, None],
                    }),
                }
            }
        }
        Action::Face { unit, facing } => {
            state.units[usize::from(unit)].facing = facing;
            state.adjusted.push(unit);
        }
        Action::Limber { unit } => {
            state.units[usize::from(unit)].limbered = true;
            state.adjusted.push(unit);
        }
        Action::Unlimber { unit } => {
            state.units[usize::from(unit)].limbered = false;
            state.adjusted.push(unit);
        }
        Action::Form { unit, formation } => {
            // Breaking a square of several units breaks it for all four (8A: a whole move).
            let members: Vec<usize> = match state.units[usize::from(unit)].square_with {
                Some(a) => square_members(state, a),
                None => vec![usize::from(unit)],
            };
            for j in members {
                let u = &mut state.units[j];
                if formation == Formation::Square || u.formation == Formation::Square {
                    u.moved = true;
                }
                u.formation = formation;
                u.square_with = None;
                u.square_faces = None;
                state.adjusted.push(u16::try_from(j).unwrap_or(u16::MAX));
            }
        }
        Action::FormSquare { units } => form_square(state, &units, dice),
        Action::FormSquareOfNine { units } => form_square(state, &units, dice),
        Action::Support { unit } => {
            let Phase::Supports { melee, .. } = state.phase else {
                return;
            };
            let m = usize::from(melee);
            let contact = state.melees[m].contact;
            let i = usize::from(unit);
            if let Some(d) = dir_towards(state.units[i].square, contact) {
                if !state.units[i].in_square() {
                    state.units[i].facing = d;
                }
            }
            state.melees[m].supports[s].push(unit);
        }
        Action::Mdi { card } => {
            let Phase::Cards { melee } = state.phase else {
                return;
            };
            let m = usize::from(melee);
            state.melees[m].cards[s] = Some(card);
            if state.melees[m].cards.iter().all(Option::is_some) {
                resolve_melee(state, m, dice);
                if m + 1 < state.melees.len() {
                    state.phase = Phase::Cards {
                        melee: u8::try_from(m + 1).unwrap_or(u8::MAX),
                    };
                } else {
                    face_then(state, dice, Resume::EndTurn);
                }
            }
        }
        Action::Separate { unit, stands, to } => {
            let n = crate::game::separate(state, usize::from(unit), stands, to);
            let text = format!(
                "{} detaches {} to {},{}",
                state.units[usize::from(unit)].name,
                state.units[n].id,
                to.x,
                to.y
            );
            report(state, dice, text);
        }
        Action::Rejoin { unit, into } => {
            crate::game::rejoin(state, usize::from(unit), usize::from(into));
            let text = format!(
                "{} rejoins {}",
                state.units[usize::from(unit)].name,
                state.units[usize::from(into)].name
            );
            report(state, dice, text);
        }
        Action::Spike { battery } => {
            let u = &mut state.units[usize::from(battery)];
            u.guns.clear();
            u.wagon = false;
            let text = format!("{} destroys its guns", u.name);
            report(state, dice, text);
        }
        Action::Surrender => {
            state.sides[s].surrendered = true;
            state.phase = Phase::Over;
            state.to_face.clear();
            let text = format!("{} surrenders", state.sides[s].name);
            report(state, dice, text);
        }
        Action::Done => done(state, side, dice),
    }
}

pub(super) fn done(state: &mut State, side: u8, dice: &mut Dice) {
    let s = usize::from(side);
    match state.phase {
        Phase::Artillery => {
            state.sides[s].done = true;
            if state.sides.iter().all(|x| x.done) {
                state.reports.clear();
                resolve_artillery(state, dice);
                face_then(state, dice, Resume::Musketry);
            }
        }
        Phase::Musketry => {
            state.sides[s].done = true;
            if state.sides.iter().all(|x| x.done) {
                resolve_musketry(state, dice);
                face_then(state, dice, Resume::Move);
            }
        }
        Phase::Move => {
            let held = (0..state.units.len()).any(|b| !canister_targets(state, b).is_empty());
            if held {
                next_step(state, Phase::Canister);
            } else {
                start_melees(state, dice);
            }
        }
        Phase::Canister => face_then(state, dice, Resume::Melees),
        Phase::Supports { melee, side: who } => {
            let att = state.attacker;
            if who == att {
                state.phase = Phase::Supports {
                    melee,
                    side: 1 - att,
                };
            } else if usize::from(melee) + 1 < state.melees.len() {
                state.phase = Phase::Supports {
                    melee: melee + 1,
                    side: att,
                };
            } else {
                state.phase = Phase::Cards { melee: 0 };
            }
        }
        Phase::Facing => {
            state
                .to_face
                .retain(|&k| state.units[usize::from(k)].side != side);
            if state.to_face.is_empty() {
                go_on(state, dice, state.resume);
            }
        }
        Phase::Cards { .. } | Phase::Over => {}
    }
}

/// At the end of a step: the commanders who face their own units do so (units out of a melee,
/// 5I; squares broken this step, 8C), then the turn goes on at `then`.
fn face_then(state: &mut State, dice: &mut Dice, then: Resume) {
    let units = &state.units;
    state.to_face.retain(|&k| {
        let u = &units[usize::from(k)];
        u.on_board() && !u.in_square()
    });
    if state.to_face.is_empty() {
        go_on(state, dice, then);
    } else {
        state.resume = then;
        next_step(state, Phase::Facing);
    }
}

/// The turn goes on at `then`.
fn go_on(state: &mut State, dice: &mut Dice, then: Resume) {
    state.resume = Resume::EndTurn;
    match then {
        Resume::Musketry => next_step(state, Phase::Musketry),
        Resume::Move => {
            next_step(state, Phase::Move);
            forced_retreats(state, dice);
        }
        Resume::Melees => start_melees(state, dice),
        Resume::EndTurn => {
            end_turn(state, dice);
            state.adjusted.clear();
        }
    }
}

pub(super) fn next_step(state: &mut State, p: Phase) {
    state.phase = p;
    state.adjusted.clear();
    for x in &mut state.sides {
        x.done = false;
    }
}

/// After the move and held canister: the melees whose contact square still holds both sides.
pub(super) fn start_melees(state: &mut State, dice: &mut Dice) {
    let keep: Vec<bool> = state
        .melees
        .iter()
        .map(|m| {
            let sides: Vec<u8> = state
                .units_at(m.contact)
                .map(|j| state.units[j].side)
                .collect();
            sides.contains(&0) && sides.contains(&1)
        })
        .collect();
    let mut k = keep.into_iter();
    state.melees.retain(|_| k.next().unwrap_or(false));
    if state.melees.is_empty() {
        end_turn(state, dice);
        state.adjusted.clear();
    } else {
        next_step(
            state,
            Phase::Supports {
                melee: 0,
                side: state.attacker,
            },
        );
    }
}

/// Units `units` (ascending, filling a 2 × 2 or 3 × 3 block) form one square together (8A): a
/// square of nine notes each unit's faces (UMP-NAP-29).
fn form_square(state: &mut State, units: &[u16], dice: &mut Dice) {
    let anchor = units[0];
    let of: Vec<usize> = units.iter().map(|&k| usize::from(k)).collect();
    let nine = units.len() == 9;
    for &j in &of {
        let faces = crate::game::faces_in_block(state, &of, j);
        let u = &mut state.units[j];
        u.moved = true;
        u.formation = Formation::Square;
        u.square_with = Some(anchor);
        u.square_faces = nine.then(|| u8::try_from(faces).unwrap_or(2));
        state.adjusted.push(u16::try_from(j).unwrap_or(u16::MAX));
    }
    let names: Vec<String> = of
        .iter()
        .map(|&k| state.units[k].name.to_string())
        .collect();
    let text = format!("{} form one square together", names.join(", "));
    report(state, dice, text);
}

/// The end of a turn: roles change, the next turn begins (or the game ends).
fn end_turn(state: &mut State, dice: &mut Dice) {
    state.melees.clear();
    for u in &mut state.units {
        u.moved = false;
        u.in_melee = false;
        u.path.clear();
        u.holding = false;
    }
    if state.turn >= state.turns || !state.has_units(0) || !state.has_units(1) {
        state.phase = Phase::Over;
        report(state, dice, "the game is over".to_owned());
        return;
    }
    state.turn += 1;
    state.attacker = 1 - state.attacker;
    state.phase = Phase::Artillery;
    for s in &mut state.sides {
        s.done = false;
    }
    let text = format!(
        "turn {}: {} attacks",
        state.turn,
        state.sides[usize::from(state.attacker)].name
    );
    report(state, dice, text);
}
