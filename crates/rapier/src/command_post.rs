//! The corps commander's command post (UMP-RAP-CP): with `command_post = "separate"` the corps
//! seat does not see the table but its map, on which the staff officer pins where every unit
//! and counter stood when he last walked over: at the start of the game and at the end of every
//! step. Over the intercom the corps commander hears what is said at the table (the dice and
//! events every attacking seat hears) but does not watch the division commanders move: their
//! moves reach the map at the end of the step. What the corps commander does himself is on his
//! map at once; in a step he alone acts in, nothing else moves, so his map is the table. The
//! TRPs are plotted on that map, out of the division commanders' sight.
//!
//! With `command_post = "together"` every attacking seat sees the one table, as before.

use std::sync::Arc;

use umpire_core::{Dice, Rng, Seat, SeatSet};

use crate::scenario::CommandPost;
use crate::state::{seat, Loc, Phase, Pin, State, Unit};

impl Pin {
    /// The pin for `u` as it stands now.
    #[must_use]
    pub fn of(u: &Unit) -> Self {
        Self {
            loc: u.loc,
            kind: u.kind,
            division: u.division,
            face_down: u.face_down,
            scouted: u.scouted,
            moved: u.moved,
            permitted: u.permitted,
        }
    }

    /// Whether the unit was still in the game.
    #[must_use]
    pub fn alive(&self) -> bool {
        !matches!(self.loc, Loc::Exited | Loc::Gone)
    }
}

/// Whether the corps seat sees its map rather than the table.
#[must_use]
pub fn separate(s: &State) -> bool {
    s.rules.command_post == CommandPost::Separate
}

/// Whether `viewer` sees the TRPs: the corps commander who plots them and the staff officer
/// (and, round one table, the division commanders); never the umpire.
#[must_use]
pub fn sees_trps(s: &State, viewer: Seat) -> bool {
    match viewer {
        seat::UMPIRE => false,
        seat::CORPS | seat::STAFF => true,
        _ => !separate(s),
    }
}

/// The staff officer re-plots the whole map from the table (in place when no other state
/// shares the map, so a simulation does not allocate for it).
pub fn replot(s: &mut State) {
    if !separate(s) {
        return;
    }
    if s.plot.pins.len() == s.units.len() {
        let pins = Arc::make_mut(&mut s.plot.pins);
        for (p, u) in pins.iter_mut().zip(&s.units) {
            *p = Pin::of(u);
        }
    } else {
        s.plot.pins = s.units.iter().map(Pin::of).collect();
    }
    s.plot.unseen_kills = s.unseen_kills;
    s.plot.at = Some((s.turn, s.phase));
    s.plot.fresh = true;
}

/// The seats that hear nothing of an action that led to `s` (see [`umpire_core::Ruleset::deaf`]):
/// the corps commander at a separate command post, while the division commanders or the umpire
/// act at the table and the map has not been re-plotted. What they did, and every die and word
/// of it (a counter revealed in a sector, a bogging roll), reaches him with the map at the end
/// of the step, as their moves do.
#[must_use]
pub fn deaf(s: &State, actor: Seat) -> SeatSet {
    if actor != seat::CORPS && on_map(s, seat::CORPS) && !s.plot.fresh {
        SeatSet::one(seat::CORPS)
    } else {
        SeatSet::NONE
    }
}

/// What the staff officer's new plot tells the corps commander about the umpire's counters
/// since the last: those turned face up, with where they stand and what they are, and those
/// gone from the table. Nothing when nothing changed.
fn digest(s: &State) -> Option<String> {
    let mut revealed = Vec::new();
    let mut gone = Vec::new();
    for (p, u) in s.plot.pins.iter().zip(&s.units) {
        if u.side != crate::state::Side::Defender {
            continue;
        }
        let alive = !matches!(u.loc, Loc::Exited | Loc::Gone);
        if p.alive() && !alive {
            gone.push(format!("#{}", u.counter));
        } else if p.face_down && !u.face_down {
            if let Some(at) = u.sector() {
                revealed.push(format!(
                    "#{} in {} is {}",
                    u.counter,
                    State::sector_name(at),
                    u.label()
                ));
            }
        }
    }
    if revealed.is_empty() && gone.is_empty() {
        return None;
    }
    let mut parts = Vec::new();
    if !revealed.is_empty() {
        parts.push(format!("counter {}", revealed.join("; counter ")));
    }
    if !gone.is_empty() {
        parts.push(format!("counters gone from the table: {}", gone.join(", ")));
    }
    Some(format!(
        "The staff officer re-plots the map: {}.",
        parts.join("; ")
    ))
}

/// Unit `i`'s pin follows the corps commander's own order at once.
pub fn repin(s: &mut State, i: usize) {
    if !separate(s) || i >= s.plot.pins.len() {
        return;
    }
    Arc::make_mut(&mut s.plot.pins)[i] = Pin::of(&s.units[i]);
}

/// Whether the step is one the corps commander alone acts in (his orders, fire plan,
/// bombardments, air strike, a new HQ): nothing else moves on the table then, so his map is
/// the table itself, his own orders and their results included.
#[must_use]
pub fn corps_step(s: &State) -> bool {
    match s.phase {
        Phase::InitialOrders
        | Phase::FirePlan
        | Phase::PreBattleBombardment
        | Phase::OnCallBombardment
        | Phase::ReplaceHq { .. } => true,
        Phase::AirStrike { side } => crate::fire::striker(side) == seat::CORPS,
        _ => false,
    }
}

/// Brings the map up to date after `seat_` acted: a step that has begun since the map was
/// last plotted is re-plotted (a step of the corps commander's own shows him the table); his
/// own order in a step shared with the divisions shows at once for the unit it concerns.
pub fn after_action(s: &mut State, seat_: Seat, unit: Option<u16>, dice: &mut Dice) {
    if !separate(s) || corps_step(s) || matches!(s.phase, Phase::FreeShot { .. }) {
        // A free shot happens inside the movement step: no new plot before and after it.
        return;
    }
    if s.plot.at != Some((s.turn, s.phase)) {
        if dice.narrating() && s.plot.pins.len() == s.units.len() {
            if let Some(text) = digest(s) {
                dice.say(SeatSet::one(seat::CORPS), || text);
            }
        }
        replot(s);
    } else if seat_ == seat::CORPS {
        if let Some(u) = unit {
            repin(s, usize::from(u));
        }
    }
}

/// The map's pin for unit `i`, or the unit as it stands when `plotted` is false.
#[must_use]
pub fn pin(s: &State, i: usize, plotted: bool) -> Pin {
    match s.plot.pins.get(i) {
        Some(p) if plotted => *p,
        _ => Pin::of(&s.units[i]),
    }
}

/// Whether `viewer` sees the map instead of the table.
#[must_use]
pub fn on_map(s: &State, viewer: Seat) -> bool {
    viewer == seat::CORPS && separate(s) && !corps_step(s) && s.plot.pins.len() == s.units.len()
}

/// Whether the corps commander hears only that `actor` acted, not what `a` was: a move made at
/// the table (by a division commander or the umpire) reaches his map at the end of the step,
/// and so does the free shot at a unit withdrawing in the middle of it (which unit fires would
/// tell him where the fight is).
#[must_use]
pub fn hides_move(s: &State, actor: Seat, viewer: Seat, a: &crate::Action) -> bool {
    use crate::Action as A;
    viewer == seat::CORPS
        && actor != seat::CORPS
        && separate(s)
        && matches!(
            a,
            A::Move { .. }
                | A::Exit { .. }
                | A::Release { .. }
                | A::DeployUnit { .. }
                | A::DeployCounter { .. }
                | A::FreeShot { .. }
        )
}

/// The map's invariant: one pin for every unit while the command post is separate.
///
/// # Errors
/// When the map has lost count of the units.
pub fn invariant(s: &State) -> Result<(), String> {
    if separate(s) && s.plot.pins.len() != s.units.len() {
        return Err(format!(
            "the corps commander's map has {} pins for {} units",
            s.plot.pins.len(),
            s.units.len()
        ));
    }
    Ok(())
}

/// A state the corps commander cannot tell from `s`: two attacking units that have moved since
/// the map was plotted stand in each other's places on the table (the map is unchanged).
#[must_use]
pub fn twin(s: &State, rng: &mut Rng) -> Option<State> {
    if !on_map(s, seat::CORPS) {
        return None;
    }
    let moved: Vec<usize> = s
        .attackers()
        .filter(|&i| {
            let u = &s.units[i];
            u.sector().is_some() && s.plot.pins[i].loc != u.loc
        })
        .collect();
    let pool: Vec<usize> = s
        .attackers()
        .filter(|&i| s.units[i].sector().is_some())
        .collect();
    if moved.is_empty() || pool.len() < 2 {
        return None;
    }
    let a = moved[rng.index(moved.len())];
    let b = pool[rng.index(pool.len())];
    let (la, lb) = (s.units[a].loc, s.units[b].loc);
    if a == b || la == lb {
        return None;
    }
    let mut t = s.clone();
    let (xa, xb) = (s.units[a].axis, s.units[b].axis);
    t.edit_unit(a, |u| {
        u.loc = lb;
        u.axis = xb;
    });
    t.edit_unit(b, |u| {
        u.loc = la;
        u.axis = xa;
    });
    Some(t)
}

/// A state the division commanders cannot tell from `s` when the command post is separate:
/// an unfired TRP plotted elsewhere.
#[must_use]
pub fn trp_twin(s: &State, rng: &mut Rng) -> Option<State> {
    let free: Vec<usize> = (0..s.trps.len()).filter(|&k| !s.trp_fired[k]).collect();
    if free.is_empty() {
        return None;
    }
    let k = free[rng.index(free.len())];
    let others: Vec<_> = s.sectors().filter(|x| !s.trps.contains(x)).collect();
    let mut t = s.clone();
    t.trps[k] = *others.get(rng.index(others.len().max(1)))?;
    Some(t)
}
