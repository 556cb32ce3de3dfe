//! States a seat cannot tell from the true one: the hidden twin the battery checks views with
//! ([`hidden_twin`]), and the samples drawn for the `search` bot
//! ([`umpire_core::Ruleset::sample_hidden`]).
//!
//! What each seat does not know is what [`hidden_twin`] varies: the attacking seats
//! do not know what the defender's face-down, unscouted counters are (only where they stand,
//! their numbers and whether each has moved or fired), nor how many units the umpire may still
//! move in the defender's movement step; the umpire does not know where the corps plotted the
//! TRPs not yet fired, nor, at a separate command post, do the division commanders. A sample
//! deals those facts afresh from what the seat knows and the random stream alone.

use umpire_core::{Rng, Seat};

use crate::command_post;
use crate::state::{seat, Loc, Phase, Side, State, Unit};

/// A state `viewer` cannot tell from `s`, drawn with `rng`; `None` for the corps commander at a
/// separate command post while he sees only his map: where his units stand on the table since
/// it was plotted is not drawn (the search then plays its policy's choice).
#[must_use]
pub fn sample_hidden(s: &State, viewer: Seat, rng: &mut Rng) -> Option<State> {
    if command_post::on_map(s, viewer) {
        return None;
    }
    let mut t = s.clone();
    if viewer == seat::UMPIRE || !command_post::sees_trps(s, viewer) {
        deal_trps(&mut t, rng);
    }
    if viewer != seat::UMPIRE {
        deal_counters(&mut t, rng);
        // The umpire's movement allowance: rolled afresh for the defender's movement step
        // (1d6, or 1d3 without the HQ), of no account outside it.
        t.defender_moves_left = if t.phase == Phase::DefenderMovement {
            let sides = if t.has_hq(Side::Defender, 0) { 6 } else { 3 };
            u8::try_from(1 + rng.index(sides)).unwrap_or(1)
        } else {
            0
        };
    }
    Some(t)
}

/// The TRPs not yet fired, each plotted afresh on a sector drawn among those no other TRP
/// holds (as the corps may plot them).
fn deal_trps(t: &mut State, rng: &mut Rng) {
    let free: Vec<usize> = (0..t.trps.len()).filter(|&k| !t.trp_fired[k]).collect();
    if free.is_empty() {
        return;
    }
    let fired: Vec<_> = (0..t.trps.len())
        .filter(|&k| t.trp_fired[k])
        .map(|k| t.trps[k])
        .collect();
    let mut open: Vec<_> = t.sectors().filter(|x| !fired.contains(x)).collect();
    for k in free {
        if open.is_empty() {
            break;
        }
        t.trps[k] = open.swap_remove(rng.index(open.len()));
    }
}

/// The face-down, unscouted defender counters on the table, dealt afresh among themselves:
/// counters alike in all an attacker sees of them (moved, fired, where they came from) swap what
/// they are at random, each keeping its place and number.
fn deal_counters(t: &mut State, rng: &mut Rng) {
    let hidden: Vec<usize> = (0..t.units.len())
        .filter(|&i| {
            let u = &t.units[i];
            u.side == Side::Defender && u.face_down && !u.scouted && u.sector().is_some()
        })
        .collect();
    let mut classes: Vec<Vec<usize>> = Vec::new();
    for &i in &hidden {
        let u = &t.units[i];
        match classes.iter_mut().find(|c| alike(&t.units[c[0]], u)) {
            Some(c) => c.push(i),
            None => classes.push(vec![i]),
        }
    }
    let mut changed = false;
    for class in classes.into_iter().filter(|c| c.len() > 1) {
        // What the counters are, in an order that does not depend on where each one stands.
        let mut what: Vec<Unit> = class.iter().map(|&i| t.units[i].clone()).collect();
        what.sort_by_cached_key(identity);
        for k in (1..what.len()).rev() {
            what.swap(k, rng.index(k + 1));
        }
        for (&i, w) in class.iter().zip(what) {
            let place = &t.units[i];
            let mut n = w;
            n.loc = place.loc;
            n.counter = place.counter;
            n.start = place.start;
            t.units[i] = n;
        }
        changed = true;
    }
    if changed {
        t.reindex();
    }
}

/// Whether two hidden counters look the same to an attacker (the twin's test).
fn alike(a: &Unit, b: &Unit) -> bool {
    a.moved == b.moved && a.came_from == b.came_from && a.fired == b.fired
}

/// What a counter is, apart from where it stands and its number: a key to sort by.
fn identity(u: &Unit) -> String {
    let mut v = u.clone();
    v.loc = Loc::Undeployed;
    v.counter = 0;
    v.start = Loc::Undeployed;
    serde_json::to_string(&v).unwrap_or_default()
}

/// A state that differs from `s` only in what `seat_` cannot see: for attacking seats two
/// face-down, unscouted counters swap what they are (and the defender's hidden move roll
/// changes); for the umpire an unfired TRP moves. With a separate command post, half the time
/// instead: for the corps commander two units swap places on the table but not on his map, and
/// for the division commanders an unfired TRP moves.
#[must_use]
pub fn hidden_twin(s: &State, seat_: Seat, rng: &mut Rng) -> Option<State> {
    if seat_ == seat::UMPIRE {
        return command_post::trp_twin(s, rng);
    }
    if command_post::separate(s) && rng.index(2) == 0 {
        let other = if seat_ == seat::CORPS {
            command_post::twin(s, rng)
        } else if seat_ >= seat::DIV1 {
            command_post::trp_twin(s, rng)
        } else {
            None
        };
        if other.is_some() {
            return other;
        }
    }
    let mut t = s.clone();
    t.defender_moves_left = t.defender_moves_left.wrapping_add(1);
    let hidden: Vec<usize> = (0..s.units.len())
        .filter(|&i| {
            let u = &s.units[i];
            u.side == Side::Defender && u.face_down && !u.scouted && u.sector().is_some()
        })
        .collect();
    for _ in 0..8 {
        if hidden.len() < 2 {
            break;
        }
        let (a, b) = (
            hidden[rng.index(hidden.len())],
            hidden[rng.index(hidden.len())],
        );
        let (ua, ub) = (&s.units[a], &s.units[b]);
        if a == b || ua.moved != ub.moved || ua.came_from != ub.came_from || ua.fired != ub.fired {
            continue;
        }
        // Swap what the counters are; keep where they are and their numbers.
        let (mut na, mut nb) = (ub.clone(), ua.clone());
        for (n, o) in [(&mut na, ua), (&mut nb, ub)] {
            n.loc = o.loc;
            n.counter = o.counter;
            n.start = o.start;
        }
        t.units[a] = na;
        t.units[b] = nb;
        t.reindex();
        return Some(t);
    }
    Some(t)
}
