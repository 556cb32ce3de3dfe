//! Turn steps 2 and 3: attacker and defender movement, with the corps commander's releases
//! from reserve (RAP-14), withdrawal (RAP-6), dummies (RAP-7), HQ loss (RAP-12) and the
//! optional difficult-terrain rules (halting, bogging, impassable sectors, wire and anti-tank
//! obstacles).

use serde::Serialize;
use umpire_core::geometry::Dir4;
use umpire_core::{Dice, Seat, SeatSet};

use crate::action::Action;
use crate::ground_combat;
use crate::scenario::{Terrain, TerrainOption};
use crate::state::{
    div_seat, seat, Here, Kind, Loc, Occupancy, PendingShot, Phase, Sector, Side, State, NO_DIV,
};

// The optional difficult-terrain rules: halting, bogging, impassable sectors, obstacles.
mod terrain;
use terrain::{bogging_roll, difficult, impassable};
pub use terrain::{bogging_threshold, road};

/// A path of one to three steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Path {
    steps: [Sector; 3],
    len: u8,
}

impl Path {
    /// The sectors entered, in order.
    #[must_use]
    pub fn steps(&self) -> &[Sector] {
        &self.steps[..usize::from(self.len)]
    }

    /// The destination.
    #[must_use]
    pub fn end(&self) -> Sector {
        self.steps[usize::from(self.len) - 1]
    }
}

/// Movement allowances: (not into contact, into contact).
#[must_use]
pub fn allowance(fast: bool) -> (u8, u8) {
    if fast {
        (3, 2)
    } else {
        (1, 1)
    }
}

/// What is left of unit `u`'s allowance this phase: a unit going on after a reveal has only
/// what its first move did not use.
fn allowance_left(u: &crate::state::Unit) -> (u8, u8) {
    let (free, contact) = allowance(u.fast());
    (
        free.saturating_sub(u.steps),
        contact.saturating_sub(u.steps),
    )
}

/// Whether `side` would treat `sector` as enemy-occupied. For the attacker any face-down
/// counter counts, since it cannot know the counter is only a fortification (UMP-RAP-3).
#[must_use]
pub fn occupied_for(s: &State, sector: Sector, side: Side) -> bool {
    s.on_table(sector) && s.occupancy().blocked[side.idx()][s.sidx(sector)]
}

/// The contested sector a unit stands in, if any: it may then only withdraw (RAP-6).
#[must_use]
pub fn contested(s: &State, i: usize) -> Option<Sector> {
    let u = &s.units[i];
    let sec = u.sector()?;
    occupied_for(s, sec, u.side).then_some(sec)
}

/// Where unit `i` may move this phase, each with the shortest legal path (fewest steps, then
/// forward, back, left, right). Empty for a unit in a contested sector: see [`withdrawal`].
#[must_use]
pub fn destinations(s: &State, i: usize) -> Vec<Path> {
    paths(s, &s.occupancy(), i)
}

fn paths(s: &State, occ: &Occupancy, i: usize) -> Vec<Path> {
    let mut v = Vec::new();
    each_path(s, occ, i, |p| {
        v.push(p);
        true
    });
    v
}

/// The path [`destinations`] gives unit `i` to `to`, if `to` is one of them.
fn path_to(s: &State, occ: &Occupancy, i: usize, to: Sector) -> Option<Path> {
    let mut found = None;
    each_path(s, occ, i, |p| {
        if p.end() == to {
            found = Some(p);
        }
        found.is_none()
    });
    found
}

/// Calls `f` with the shortest legal path to each destination of unit `i`, without allocating,
/// until `f` returns false. Destinations come in breadth-first order (fewer steps first, then
/// the order of the directions in [`Dir4::ALL`]); the legal-action listing relies on that order.
fn each_path(s: &State, occ: &Occupancy, i: usize, mut f: impl FnMut(Path) -> bool) {
    // At most 4 paths after one step and 12 after two; the last step extends nothing.
    const CAP: usize = 16;
    let u = &s.units[i];
    let Some(start) = u.sector() else {
        return;
    };
    let (me, blocked) = (u.side.idx(), &occ.blocked[u.side.idx()]);
    if blocked[s.sidx(start)] {
        return;
    }
    let (free, contact) = allowance_left(u);
    if free == 0 {
        return;
    }
    let stack = s.rules.stacking;
    let halting = s.rules.terrain == TerrainOption::Halting;
    let terrain = s.rules.terrain != TerrainOption::None && u.vehicle();
    let dummy = u.kind == Kind::Dummy;
    // Attackers keep to their axis except division assets, which may sidestep within the
    // frontage (and vehicles facing impassable ground, checked per step).
    let sideways = match u.side {
        Side::Defender => None,
        Side::Attacker => Some(
            s.divisions[usize::from(u.division)]
                .frontage
                .map(|f| (f, u.asset)),
        ),
    };
    let may_step = |from: Sector, dir: Dir4, to: Sector| -> bool {
        match sideways {
            None => true,
            Some(_) if matches!(dir, Dir4::Forward | Dir4::Back) => true,
            Some(None) => false,
            Some(Some((f, asset))) => {
                f.contains(to.x)
                    && (asset || (terrain && impassable(s, i, from, from.step(Dir4::Forward))))
            }
        }
    };
    let mut seen: u128 = 1 << s.sidx(start);
    let blank = Path {
        steps: [Sector::new(0, 0); 3],
        len: 0,
    };
    let (mut cur, mut next) = ([blank; CAP], [blank; CAP]);
    let mut n_cur = 1usize;
    for k in 1..=free {
        let mut n_next = 0;
        for p in &cur[..n_cur] {
            let from = if p.len == 0 { start } else { p.end() };
            for dir in Dir4::ALL {
                let to = from.step(dir);
                if !s.on_table(to) || to == start {
                    continue;
                }
                let t = s.sidx(to);
                if occ.count[me][t] >= stack
                    || p.steps().contains(&to)
                    || !may_step(from, dir, to)
                    || (terrain && impassable(s, i, from, to))
                    || (dummy && blocked[t])
                {
                    continue;
                }
                let enemy = blocked[t];
                if enemy && k > contact {
                    continue;
                }
                let mut q = *p;
                q.steps[usize::from(q.len)] = to;
                q.len += 1;
                if seen & (1 << t) == 0 {
                    seen |= 1 << t;
                    if !f(q) {
                        return;
                    }
                }
                let stops = enemy || (halting && difficult(s, i, from, to));
                if !stops && k < free && n_next < CAP {
                    next[n_next] = q;
                    n_next += 1;
                }
            }
        }
        if n_next == 0 {
            break;
        }
        std::mem::swap(&mut cur, &mut next);
        n_cur = n_next;
    }
}

/// Calls `f` with each destination of unit `i`, in the order of [`each_path`]. Without the
/// difficult-terrain rules whether a step is allowed depends only on the sector entered, so
/// the search keeps one path a sector and works on bit sets; with them it is [`each_path`].
fn each_destination(s: &State, occ: &Occupancy, i: usize, mut f: impl FnMut(Sector)) {
    if s.rules.terrain != TerrainOption::None {
        each_path(s, occ, i, |p| {
            f(p.end());
            true
        });
        return;
    }
    let u = &s.units[i];
    let Some(start) = u.sector() else {
        return;
    };
    let me = u.side.idx();
    let blocked = occ.blocked_set[me];
    let bit = |sec: Sector| 1u128 << s.sidx(sec);
    if blocked & bit(start) != 0 {
        return;
    }
    let (free, contact) = allowance_left(u);
    if free == 0 {
        return;
    }
    let mut open = occ.room[me];
    if u.kind == Kind::Dummy {
        open &= !blocked;
    }
    // Axes an attacker may sidestep into: division assets within the frontage, others none.
    let sideways_ok: u16 = match u.side {
        Side::Defender => u16::MAX,
        Side::Attacker => match s.divisions[usize::from(u.division)].frontage {
            Some(f) if u.asset => (f.first..=f.last).fold(0, |m, x| m | 1 << x),
            _ => 0,
        },
    };
    if free == 1 {
        // Most units move one sector: look at the four neighbours' tallies directly.
        let (count, enemy) = (&occ.count[me], &occ.blocked[me]);
        let enters_enemy = contact >= 1 && u.kind != Kind::Dummy;
        let c = s.sidx(start);
        let (w, h) = (usize::from(s.rules.axes), s.rules.lines as i8);
        for dir in Dir4::ALL {
            let to = start.step(dir);
            let n = match dir {
                Dir4::Forward if to.y < h => c + w,
                Dir4::Back if to.y >= 0 => c - w,
                Dir4::Left if to.x >= 0 && sideways_ok & (1 << to.x) != 0 => c - 1,
                Dir4::Right if to.x < s.rules.axes as i8 && sideways_ok & (1 << to.x) != 0 => c + 1,
                _ => continue,
            };
            if count[n] < s.rules.stacking && (enters_enemy || !enemy[n]) {
                f(to);
            }
        }
        return;
    }
    let (w, h) = (s.rules.axes as i8, s.rules.lines as i8);
    let mut seen = bit(start);
    // One step from `from` in `dir`, if allowed and new: the sector and its bit.
    let mut step = |from: Sector, dir: Dir4, enter: u128| -> Option<(Sector, u128)> {
        let to = from.step(dir);
        let sideways = matches!(dir, Dir4::Left | Dir4::Right);
        if to.x < 0
            || to.y < 0
            || to.x >= w
            || to.y >= h
            || (sideways && sideways_ok & (1 << to.x) == 0)
        {
            return None;
        }
        let b = 1u128 << (to.y as usize * w as usize + to.x as usize);
        if enter & b == 0 || seen & b != 0 {
            return None;
        }
        seen |= b;
        Some((to, b))
    };
    let mut cur = [start; 16];
    let mut next = [start; 16];
    let mut n_cur = 1;
    for k in 1..=free {
        let enter = if k > contact { open & !blocked } else { open };
        let mut n_next = 0;
        for &from in &cur[..n_cur] {
            for dir in Dir4::ALL {
                let Some((to, b)) = step(from, dir, enter) else {
                    continue;
                };
                f(to);
                if blocked & b == 0 && k < free && n_next < next.len() {
                    next[n_next] = to;
                    n_next += 1;
                }
            }
        }
        if n_next == 0 {
            break;
        }
        std::mem::swap(&mut cur, &mut next);
        n_cur = n_next;
    }
}

/// Where a unit in a contested sector withdraws to: back the way it came, or towards its own
/// base edge if it did not move in (RAP-6). `None` if that sector is off table, enemy-held or
/// full.
#[must_use]
pub fn withdrawal(s: &State, i: usize) -> Option<Sector> {
    withdrawal_with(s, &s.occupancy(), i)
}

fn withdrawal_with(s: &State, occ: &Occupancy, i: usize) -> Option<Sector> {
    let u = &s.units[i];
    let here = u.sector()?;
    let blocked = &occ.blocked[u.side.idx()];
    if !blocked[s.sidx(here)] {
        return None;
    }
    let back = match u.came_from {
        Some(c) if c.manhattan(here) == 1 => c,
        _ => here.step(if u.side == Side::Attacker {
            Dir4::Back
        } else {
            Dir4::Forward
        }),
    };
    (s.on_table(back)
        && !blocked[s.sidx(back)]
        && usize::from(occ.count[u.side.idx()][s.sidx(back)]) < usize::from(s.rules.stacking)
        && !impassable(s, i, here, back))
    .then_some(back)
}

/// Appends the moves of unit `i` (destinations, withdrawal, exit).
#[inline]
fn unit_moves(s: &State, occ: &Occupancy, i: usize, out: &mut Vec<Action>) {
    let u = &s.units[i];
    // Listings walk the tally's movers, so this holds; it keeps the function right alone.
    if !u.may_move() {
        return;
    }
    let unit = i as u16;
    match u.loc {
        Loc::Table(here) => table_moves(s, occ, i, here, out),
        Loc::R1 => {
            if let Some(f) = s.divisions[usize::from(u.division)].frontage {
                for x in f.first..=f.last {
                    let to = Sector::new(x, 0);
                    if usize::from(occ.count[0][s.sidx(to)]) < usize::from(s.rules.stacking) {
                        out.push(Action::Release { unit, to: Some(to) });
                    }
                }
            }
        }
        Loc::R2 => out.push(Action::Release { unit, to: None }),
        _ => {}
    }
}

/// The moves of unit `i` standing in `here`: a withdrawal from a contested sector, or its
/// destinations and the exit over the far edge.
#[inline(never)]
fn table_moves(s: &State, occ: &Occupancy, i: usize, here: Sector, out: &mut Vec<Action>) {
    let u = &s.units[i];
    let unit = i as u16;
    if occ.blocked[u.side.idx()][s.sidx(here)] {
        if let Some(to) = withdrawal_with(s, occ, i) {
            out.push(Action::Move { unit, to });
        }
    } else {
        // A unit that reached the last line with allowance left may only step off it now.
        if !u.moved || u.go_on {
            each_destination(s, occ, i, |to| out.push(Action::Move { unit, to }));
        }
        if u.side == Side::Attacker && (!u.moved || u.may_exit) && here.y == s.rules.lines as i8 - 1
        {
            out.push(Action::Exit { unit });
        }
    }
}

/// Seats to act in the movement phases.
#[must_use]
pub fn to_act(s: &State) -> SeatSet {
    match s.phase {
        crate::state::Phase::AttackerMovement => {
            let mut set = SeatSet::NONE;
            if !s.done.contains(seat::CORPS) {
                set = set.with(seat::CORPS);
            }
            for d in 0..s.div_count() {
                if !s.done.contains(div_seat(d)) {
                    set = set.with(div_seat(d));
                }
            }
            set
        }
        _ => SeatSet::one(seat::UMPIRE),
    }
}

/// Legal movement-phase actions.
pub fn legal(s: &State, seat_: Seat, out: &mut Vec<Action>) {
    use crate::state::Phase as P;
    match s.phase {
        P::AttackerMovement if seat_ == seat::CORPS && !s.done.contains(seat_) => {
            corps_releases(s, out);
            out.push(Action::Done);
        }
        P::AttackerMovement if !s.done.contains(seat_) => {
            let Some(d) = crate::state::division_of_seat(s, seat_) else {
                return;
            };
            if s.divisions[usize::from(d)].moves_left > 0 {
                let occ = s.occupancy();
                for i in occ.movers[usize::from(d)].iter() {
                    unit_moves(s, &occ, i, out);
                }
            }
            out.push(Action::Done);
        }
        P::DefenderMovement if seat_ == seat::UMPIRE => {
            if s.defender_moves_left > 0 {
                let occ = s.occupancy();
                for i in occ.movers[3].iter() {
                    unit_moves(s, &occ, i, out);
                }
            }
            out.push(Action::Done);
        }
        _ => {}
    }
}

fn corps_releases(s: &State, out: &mut Vec<Action>) {
    for i in s.occupancy().awaiting_permit.iter() {
        let u = &s.units[i];
        match u.loc {
            Loc::R1 => out.push(Action::Permit {
                unit: i as u16,
                division: u.division,
            }),
            Loc::R2 => {
                for d in 0..s.div_count() {
                    out.push(Action::Permit {
                        unit: i as u16,
                        division: d,
                    });
                }
            }
            _ => {}
        }
    }
    for d in 0..s.div_count() {
        if s.divisions[usize::from(d)].frontage.is_none() {
            crate::setup::frontages(s, d, out);
        }
    }
}

/// Applies a movement-phase action (already checked).
pub fn apply(s: &mut State, seat_: Seat, a: &Action, dice: &mut Dice) {
    match *a {
        Action::Permit { unit, division } => {
            let bt = s.breakthrough == Some(division);
            s.edit_unit(usize::from(unit), |u| {
                u.permitted = true;
                if u.loc == Loc::R2 {
                    u.division = division;
                    u.breakthrough = bt;
                }
            });
        }
        Action::SetFrontage { .. } => crate::setup::apply(s, seat_, a, dice),
        Action::Move { unit, to } => {
            if !s.units[usize::from(unit)].moved {
                spend(s, usize::from(unit));
            }
            move_unit(s, usize::from(unit), to, dice);
        }
        Action::Exit { unit } => {
            // Exiting at the end of a move is a step of that move, not a move of its own.
            if !s.units[usize::from(unit)].moved {
                spend(s, usize::from(unit));
            }
            s.edit_unit(usize::from(unit), |u| {
                u.loc = Loc::Exited;
                u.moved = true;
                u.may_exit = false;
                u.go_on = false;
            });
            let name = s.units[usize::from(unit)].name.clone();
            dice.say(SeatSet::ALL, || {
                format!("{name} exits over the objective edge.")
            });
        }
        Action::Release { unit, to } => {
            spend(s, usize::from(unit));
            let i = usize::from(unit);
            s.edit_unit(i, |u| {
                u.loc = to.map_or(Loc::R1, Loc::Table);
                u.permitted = false;
                u.moved = true;
            });
            let u = &mut s.units[i];
            match to {
                None => {}
                Some(sec) => {
                    u.axis = sec.x;
                    u.came_from = None;
                    reveal_on_entry(s, sec, dice);
                }
            }
        }
        Action::Done => s.done = s.done.with(seat_),
        _ => {}
    }
}

fn spend(s: &mut State, i: usize) {
    let u = &s.units[i];
    if u.side == Side::Defender {
        s.defender_moves_left = s.defender_moves_left.saturating_sub(1);
    } else if u.division != NO_DIV {
        let d = &mut s.divisions[usize::from(u.division)];
        d.moves_left = d.moves_left.saturating_sub(1);
    }
}

/// Moves unit `i` to `to`: a withdrawal with its free shot, or a path with its bogging rolls.
fn move_unit(s: &mut State, i: usize, to: Sector, dice: &mut Dice) {
    let side = s.units[i].side;
    if side == Side::Defender && s.units[i].kind != Kind::Dummy && s.units[i].face_down {
        s.set_face_down(i, false);
        s.units[i].revealed_turn = s.turn;
    }
    s.edit_unit(i, |u| {
        u.moved = true;
        u.go_on = false;
        u.may_exit = false;
    });
    if let Some(here) = contested(s, i) {
        if ask_free_shot(s, i, here, to) {
            return;
        }
        ground_combat::free_shot(s, i, here, dice);
        if s.units[i].alive() {
            place(s, i, here, to, dice);
        }
        return;
    }
    let Some(path) = path_to(s, &s.occupancy(), i, to) else {
        return;
    };
    let mut from = s.units[i].sector().unwrap_or(to);
    let mut stopped = false;
    let mut counters_at_end = false;
    for &step in path.steps() {
        if s.rules.terrain == TerrainOption::Bogging && !bogging_roll(s, i, from, step, dice) {
            stopped = true;
            break;
        }
        counters_at_end = s.occupancy().hidden_at(s.sidx(step)) > 0;
        place(s, i, from, step, dice);
        s.units[i].steps += 1;
        from = step;
    }
    go_on_after_reveal(s, i, stopped, counters_at_end);
}

/// UMP-RAP-3: a move that stopped at face-down counters which proved to be no enemy (dummies,
/// now removed, or fortifications alone) may go on with what is left of the allowance — unless
/// the unit bogged down, or halted in difficult ground.
fn go_on_after_reveal(s: &mut State, i: usize, stopped: bool, counters_at_end: bool) {
    let u = &s.units[i];
    let Some(here) = u.sector() else { return };
    let halted = s.rules.terrain == TerrainOption::Halting
        && u.came_from.is_some_and(|from| difficult(s, i, from, here));
    let left = allowance_left(u).0 > 0;
    let free = u.side == Side::Attacker
        && !stopped
        && !halted
        && left
        && !occupied_for(s, here, Side::Attacker);
    let go_on = free && counters_at_end;
    // RAP-11: the exit is a step forward off the last line, so a unit that reached it with
    // allowance left may take that step in the same move.
    let may_exit = free && here.y == s.rules.lines as i8 - 1;
    s.edit_unit(i, |u| {
        u.go_on = go_on;
        u.may_exit = may_exit;
    });
}

/// Puts unit `i` into `to` coming from `from`, revealing what an attacker finds there.
pub(crate) fn place(s: &mut State, i: usize, from: Sector, to: Sector, dice: &mut Dice) {
    s.set_loc(i, Loc::Table(to));
    let u = &mut s.units[i];
    u.came_from = Some(from);
    if u.side == Side::Attacker {
        u.axis = to.x;
        reveal_on_entry(s, to, dice);
    }
}

/// An attacking unit entered `sector`: the defenders there are revealed; dummies are revealed
/// and removed (RAP-7).
pub fn reveal_on_entry(s: &mut State, sector: Sector, dice: &mut Dice) {
    let turn = s.turn;
    if !s.on_table(sector) || s.occupancy().hidden_at(s.sidx(sector)) == 0 {
        return;
    }
    for k in 0..s.units.len() {
        let u = &s.units[k];
        if u.side != Side::Defender || u.loc != Loc::Table(sector) || !u.face_down {
            continue;
        }
        s.set_face_down(k, false);
        let u = &mut s.units[k];
        u.revealed_turn = turn;
        let c = u.counter;
        let label = u.label();
        if u.kind == Kind::Dummy {
            s.set_loc(k, Loc::Gone);
            dice.say(SeatSet::ALL, || {
                format!(
                    "Counter #{c} in {} was a dummy.",
                    State::sector_name(sector)
                )
            });
        } else {
            dice.say(SeatSet::ALL, || {
                format!(
                    "Counter #{c} in {} is revealed: {label}.",
                    State::sector_name(sector)
                )
            });
        }
    }
}

/// What a seat sees of a free shot being chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FreeShotView {
    /// The sector being left.
    pub sector: Sector,
    /// For the seat that picks: each unit that may shoot (by id) and its dice.
    pub options: Vec<(u16, u8)>,
}

/// The owner of the units that may shoot at withdrawing unit `i`.
fn shot_owner(s: &State, i: usize, sector: Sector) -> Option<Seat> {
    let here = Here::gather(s, sector);
    ground_combat::owner(s, &here, s.units[i].side.other())
}

/// Unit `i` withdraws from contested `from` towards `to`: when the enemy's owner is asked and
/// more than one unit may shoot, the move waits for the choice ([`Phase::FreeShot`]); returns
/// whether it does.
pub fn ask_free_shot(s: &mut State, i: usize, from: Sector, to: Sector) -> bool {
    let Some(chooser) = shot_owner(s, i, from).filter(|o| s.asked.contains(*o)) else {
        return false;
    };
    if ground_combat::free_shooters(s, i, from).len() < 2 {
        return false;
    }
    s.free_shot = Some(PendingShot {
        unit: i as u16,
        from,
        to,
        resume: s.phase,
        chooser,
    });
    s.phase = Phase::FreeShot {
        side: s.units[i].side.other(),
    };
    true
}

/// The free shot being chosen, as `viewer` may see it.
#[must_use]
pub fn free_shot_view(s: &State, viewer: Seat) -> Option<FreeShotView> {
    let p = s.free_shot?;
    let options = if viewer == p.chooser {
        ground_combat::free_shooters(s, usize::from(p.unit), p.from)
            .into_iter()
            .map(|(k, d)| (k as u16, d))
            .collect()
    } else {
        Vec::new()
    };
    Some(FreeShotView {
        sector: p.from,
        options,
    })
}

/// The chooser's legal shooters, most dice first.
pub fn legal_free_shot(s: &State, seat_: Seat, out: &mut Vec<Action>) {
    let Some(p) = s.free_shot.filter(|p| p.chooser == seat_) else {
        return;
    };
    for (k, _) in ground_combat::free_shooters(s, usize::from(p.unit), p.from) {
        out.push(Action::FreeShot { shooter: k as u16 });
    }
}

/// Fires the chosen free shot (already checked) and finishes the withdrawal.
pub fn apply_free_shot(s: &mut State, a: &Action, dice: &mut Dice) {
    let (Action::FreeShot { shooter }, Some(p)) = (*a, s.free_shot.take()) else {
        return;
    };
    let i = usize::from(p.unit);
    let n = ground_combat::free_shooters(s, i, p.from)
        .into_iter()
        .find(|x| x.0 == usize::from(shooter))
        .map_or(0, |x| x.1);
    ground_combat::fire_free_shot(s, i, n, dice);
    if s.units[i].alive() {
        place(s, i, p.from, p.to, dice);
    }
    s.phase = p.resume;
}

#[cfg(test)]
mod tests {
    use super::*;
    use umpire_core::{Bot, Dice, RandomBot, Ruleset, Table};

    /// The bit-set search and the path search agree, destination for destination and in the
    /// same order, on every unit of states met in random games without terrain rules.
    #[test]
    fn rap4_bit_set_search_matches_path_search() {
        let sc = crate::bundled("uranus").expect("bundled");
        let mut compared = 0;
        for seed in 0..40 {
            let mut dice = Dice::new(seed, false);
            let mut s = crate::Rapier::new_game(&sc, &mut dice).expect("valid");
            let bots: Vec<Box<dyn Bot<crate::Rapier>>> =
                (0..6).map(|_| Box::new(RandomBot) as _).collect();
            let mut table = Table::new(bots, seed);
            while let Some(seat_) = umpire_core::bot::next_seat::<crate::Rapier>(&s) {
                let occ = s.occupancy().into_owned();
                for i in 0..s.units.len() {
                    let (mut fast, mut exact) = (Vec::new(), Vec::new());
                    each_destination(&s, &occ, i, |to| fast.push(to));
                    each_path(&s, &occ, i, |p| {
                        exact.push(p.end());
                        true
                    });
                    assert_eq!(fast, exact, "unit {i} in {:?}", s.phase);
                    compared += fast.len();
                }
                let Some(a) = table.decide(&s, seat_) else {
                    break;
                };
                crate::Rapier::apply_unchecked(&mut s, seat_, &a, &mut dice);
                dice.clear();
            }
        }
        assert!(compared > 10_000, "only {compared} destinations compared");
    }
}
