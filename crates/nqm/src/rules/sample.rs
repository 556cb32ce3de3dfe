//! States a commander cannot tell from the true one, for a seat that searches (issue 34).
//!
//! What a commander knows of the enemy is what his view shows, the enemy stands his side sees,
//! and what the umpire's verdicts on his orders tell him. The sample takes the enemy's order of
//! battle as known (which stands it has, and which are still in the battle) and draws the
//! rest afresh:
//!
//! - **the stands he sees** stay as they stand, with their pins and disorder: whether the
//!   umpire lets a stand withdraw depends on the weapon reach, the disorder and the speed of
//!   the enemy stands in sight (its refusal says where the one covering the way back stands),
//!   so the listing of his legal orders already depends on them;
//! - **where the others are, and how strong**: every enemy stand he does not see is put,
//!   concealed and in the open, on a hex drawn at random among those it may stand on (on the
//!   map, passable to it, held by none of his side, not congested), the hexes near an
//!   objective he last saw the enemy holding likelier than the rest (`prior_weight`), at the
//!   strength of its full ammunition load, with no pins, no task and nothing the hour has
//!   done to it;
//! - **what no one shows him** of any enemy stand: its grade (green or not), ammunition (full),
//!   orders and standing instructions (holding, the defaults) and orders on their way (none);
//!   of the enemy side, its sorties left (the day's allowance), sorties called (none), Div Log
//!   units (as many as his own side's), reports (none), and its minefields he has not found
//!   (none);
//! - **objectives** are held by whoever he last saw holding them.
//!
//! A subordinate also does not know his commander's reports, his side's other stands'
//! ammunition, orders on their way and break tests, or when the side's sorties arrive: those
//! are drawn too; the enemy he sees is the enemy his own stands see.

use super::*;
use crate::game::{Feature, UMPIRE};
use crate::standing::Standing;

/// A state `seat` cannot tell from `state`, drawn with `rng`.
pub(super) fn sample_hidden(state: &State, seat: Seat, rng: &mut Rng) -> Option<State> {
    let mut s = state.clone();
    if seat == UMPIRE {
        return Some(s);
    }
    let side = side_of(seat)?;
    let other = 1 - side;
    let sub = is_sub(seat);
    // Every enemy stand: what no view shows, at its prior; the stands seen keep what the
    // table shows of them.
    let mut unseen: Vec<usize> = Vec::new();
    for j in 0..s.units.len() {
        if s.units[j].side != other {
            continue;
        }
        let seen = s.seen_by(j, sub);
        forget(&mut s.units[j], seen);
        if !seen && s.units[j].alive() {
            unseen.push(j);
        }
    }
    // The rest out of sight: first taken off the map, then put back one by one.
    let nowhere = Hex::new(i16::MIN / 2, i16::MIN / 2);
    for &j in &unseen {
        s.units[j].hex = nowhere;
    }
    let hexes: Vec<Hex> = s.map_hexes().collect();
    // Where he last saw the enemy holding an objective, the enemy is likelier to be.
    let held: Vec<Hex> = s
        .objectives
        .iter()
        .filter(|o| o.seen_holder[usize::from(side)] == other)
        .map(|o| o.hex)
        .collect();
    let weights: Vec<u32> = hexes.iter().map(|&h| prior_weight(h, &held)).collect();
    for &j in &unseen {
        let mover = s.units[j].mover;
        let room: Vec<(Hex, u32)> = hexes
            .iter()
            .zip(&weights)
            .filter(|&(&h, _)| s.room_for(h, mover, other))
            .map(|(&h, &w)| (h, w))
            .collect();
        let u = &mut s.units[j];
        u.concealed = true;
        u.stand.figures = u.ammo_capacity.clamp(1, 12);
        u.position = Protection::Open;
        if let Some(h) = draw(&room, rng) {
            u.hex = h;
        }
    }
    // The enemy side's stock and news; its sorties called and minefields unfound.
    let own = usize::from(side);
    let (div_log, corps_div_log) = (s.sides[own].div_log, s.sides[own].corps_div_log);
    let theirs = &mut s.sides[usize::from(other)];
    theirs.sorties_left = s.sorties_per_day;
    theirs.div_log = div_log;
    theirs.corps_div_log = corps_div_log;
    theirs.reports.clear();
    theirs.sub_reports.clear();
    s.sorties.retain(|x| x.side == side);
    s.features.retain(|f| match *f {
        Feature::Minefield {
            side: laid, found, ..
        } => laid == side || found,
        _ => true,
    });
    for o in &mut s.objectives {
        o.holder = o.seen_holder[own];
        o.seen_holder[usize::from(other)] = o.holder;
    }
    if sub {
        // What his commander keeps to himself.
        s.sides[own].reports.clear();
        for u in s.units.iter_mut().filter(|u| u.side == side && !u.part) {
            u.ammo_thirds = u.ammo_capacity * 3;
            u.pending = None;
            u.tested = false;
        }
        let (from, to) = (s.hour + 1, s.hour + s.air_delay_hours);
        for x in &mut s.sorties {
            x.arrives = from + rng.below(to.saturating_sub(from) + 1);
        }
    }
    Some(s)
}

/// Hexes from an objective the enemy holds within which an unseen enemy stand is likelier.
const PRIOR_REACH: u32 = 4;

/// How likely an unseen enemy stand is to stand on `h`, in parts, given the objectives `held`
/// that the seat last saw the enemy holding: one part anywhere (the enemy may be anywhere),
/// and on top twelve on such an objective, falling evenly to none [`PRIOR_REACH`] hexes
/// away (nine one hex away, six two away). With no objective seen held, every hex is alike.
fn prior_weight(h: Hex, held: &[Hex]) -> u32 {
    let near = held.iter().map(|&o| u32::from(h.distance(o))).min();
    near.map_or(1, |d| 1 + 12 * PRIOR_REACH.saturating_sub(d) / PRIOR_REACH)
}

/// One of `room`'s hexes, drawn in proportion to its weight.
fn draw(room: &[(Hex, u32)], rng: &mut Rng) -> Option<Hex> {
    let total: u32 = room.iter().map(|&(_, w)| w).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.below(total);
    for &(h, w) in room {
        if pick < w {
            return Some(h);
        }
        pick -= w;
    }
    None
}

/// An enemy stand's facts no view of the other side shows, set to what a commander would
/// assume of a stand he knows nothing about; of a stand he does not see (`seen` false), also
/// the state it is in.
fn forget(u: &mut crate::game::Unit, seen: bool) {
    u.green = false;
    u.ammo_thirds = u.ammo_capacity * 3;
    u.order = Order::Hold { ambush: true };
    u.pending = None;
    u.ordered = false;
    u.tested = false;
    u.first_tested = false;
    u.standing = Standing::default();
    u.instructed = 0;
    if seen {
        return;
    }
    u.carry = 0;
    u.work = None;
    u.run_hours = None;
    u.disorganised = false;
    u.to_ground = false;
    u.cowed = false;
    u.held_tanks = false;
    u.lying_low = false;
    u.sat_tight = false;
    u.after_combat = false;
    u.out_of_fuel = false;
    u.late = false;
    u.in_column = false;
    u.hq_hit = false;
    u.stand.markers = 0;
    u.stand.black = 0;
}
