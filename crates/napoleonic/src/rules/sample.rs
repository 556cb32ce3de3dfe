//! States a side cannot tell from the true one, for a side that searches (issue 34).
//!
//! What a side does not see of the other: the orders given in the simultaneous steps and not yet
//! carried out (artillery shots and canister in step 1, volleys in step 2), which of its
//! batteries hold canister (3H), and the MDI cards it committed (5C). Its record tells it how
//! many of each the other side gave ("side B gave an artillery order"), and the board tells it
//! everything else. A sample keeps those counts and draws afresh what they were: the other
//! side's orders among its legal ones, its held canister among the batteries that could hold,
//! the card of the melee being decided from the card game's equilibrium for the melee's
//! strengths (the heuristic's own mix) and the cards of melees already fought at random.

use super::*;

/// A state `seat` cannot tell from `state`, drawn with `rng` from what the seat knows; `None`
/// for a seat of neither side.
pub(super) fn sample_hidden(state: &State, seat: Seat, rng: &mut Rng) -> Option<State> {
    let side = side_of(seat)?;
    let other = 1 - side;
    let theirs = |s: &u8| *s == other;
    let mut s = state.clone();
    // What the record told: how many orders of each kind, and which melees have its card.
    let artillery = s.shots.iter().filter(|(x, _)| theirs(x)).count()
        + s.canister.iter().filter(|(x, _)| theirs(x)).count();
    let volleys = s.volleys.iter().filter(|(x, _)| theirs(x)).count();
    let holds = s
        .units
        .iter()
        .filter(|u| u.side == other && u.holding)
        .count();
    // Forget them.
    s.shots.retain(|(x, _)| !theirs(x));
    s.canister.retain(|(x, _)| !theirs(x));
    s.volleys.retain(|(x, _)| !theirs(x));
    for u in s.units.iter_mut().filter(|u| u.side == other) {
        u.holding = false;
    }
    // Draw them again.
    if s.phase == Phase::Artillery {
        // Each draw leaves room for the orders still to draw: a shot, or canister from one
        // gun, takes one of a battery's shots; canister from the whole battery and held
        // canister take all it has left (3H).
        for _ in 0..holds {
            give_one(&mut s, other, rng, artillery, |a| {
                matches!(a, Action::Hold { .. })
            });
        }
        for k in 0..artillery {
            give_one(&mut s, other, rng, artillery - k - 1, |a| {
                matches!(a, Action::Shoot { .. } | Action::Canister { .. })
            });
        }
    } else {
        // Held since step 1: any battery of the other side that could have held then.
        let mut could: Vec<usize> = (0..s.units.len())
            .filter(|&b| {
                other == s.defender() && s.units[b].side == other && !s.shot_slots(b).is_empty()
            })
            .collect();
        for _ in 0..holds.min(could.len()) {
            let b = could.swap_remove(rng.index(could.len()));
            s.units[b].holding = true;
        }
    }
    for _ in 0..volleys {
        give_one(&mut s, other, rng, 0, |a| {
            matches!(a, Action::Volley { .. })
        });
    }
    let deciding = match s.phase {
        Phase::Cards { melee } => Some(usize::from(melee)),
        _ => None,
    };
    for m in 0..s.melees.len() {
        if s.melees[m].cards[usize::from(other)].is_none() {
            continue;
        }
        let card = if deciding == Some(m) {
            let v = view::view(&s, seat);
            let (a, d) = crate::cards::melee_strengths(&v, m);
            crate::cards::draw_card(&crate::cards::card_mix(a, d, other == s.attacker), rng)
        } else {
            Card::ALL[rng.index(Card::ALL.len())]
        };
        s.melees[m].cards[usize::from(other)] = Some(card);
    }
    Some(s)
}

/// Gives `side` one order of the kind `kind` accepts, drawn at random among those it could
/// have given this step that leave its batteries at least `room` shots for the artillery
/// orders still to draw (none when it has none left). The attacker may turn a unit or limber a
/// battery after ordering its fire (2G), so an order of such a unit counts if it is legal for
/// it unlimbered and facing any way. A unit that changed formation, or a battery that spiked
/// its guns, after ordering fire may leave no order to draw: such a sample holds fewer orders
/// than the record counted.
fn give_one(s: &mut State, side: u8, rng: &mut Rng, room: usize, kind: impl Fn(&Action) -> bool) {
    let mut probe = s.clone();
    let turned: Vec<usize> = (0..s.units.len())
        .filter(|&b| s.units[b].side == side && adjusted(s, b))
        .collect();
    for &b in &turned {
        if probe.units[b].kind.battery() {
            probe.units[b].limbered = false;
        }
    }
    let shots_left: usize = (0..probe.units.len())
        .filter(|&b| probe.units[b].side == side && !probe.units[b].holding)
        .map(|b| probe.free_slots(b).len())
        .sum();
    let mut legal: Vec<Action> = Vec::new();
    for a in candidates(&probe, side) {
        if !kind(&a) {
            continue;
        }
        let (takes, battery) = match a {
            Action::Shoot { battery, .. }
            | Action::Canister {
                battery,
                gun: Some(_),
                ..
            } => (1, Some(usize::from(battery))),
            Action::Canister { battery, .. } | Action::Hold { battery } => (
                probe.free_slots(usize::from(battery)).len(),
                Some(usize::from(battery)),
            ),
            Action::Volley { unit, .. } => (0, Some(usize::from(unit))),
            _ => (0, None),
        };
        if shots_left.saturating_sub(takes) < room {
            continue;
        }
        let ok = match battery.filter(|b| turned.contains(b)) {
            Some(b) => {
                let facing = probe.units[b].facing;
                let ok = Dir8::ALL.into_iter().any(|d| {
                    probe.units[b].facing = d;
                    check_action(&probe, side, &a).is_ok()
                });
                probe.units[b].facing = facing;
                ok
            }
            None => check_action(&probe, side, &a).is_ok(),
        };
        if ok {
            legal.push(a);
        }
    }
    if legal.is_empty() {
        return;
    }
    let a = legal[rng.index(legal.len())];
    // Given as the rules give it: these orders are written down and roll nothing.
    apply(s, side, &a, &mut Dice::new(0, false));
}
