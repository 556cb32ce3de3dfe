//! The sequence of play, in one place: the six set-up steps in order, then the nine steps of
//! each turn, and which seat acts in each. The steps themselves live in their own modules
//! ([`crate::setup`], [`crate::movement`], [`crate::fire`], [`crate::casualties`],
//! [`crate::hq`], [`crate::victory`]): each does its step and returns, and only [`settle`]
//! decides what comes next. Step 1's random event (RAP-3) and step 8's minefield clearing
//! (RAP-10) are short enough to live here.

use umpire_core::{Dice, Seat, SeatSet};

use crate::action::Action;
use crate::state::{seat, Kind, Loc, Phase, RandomEvent, Sector, Side, State, UMPIRE_ONLY};
use crate::{
    casualties, command_post, fire, ground_combat, hq, movement, setup, validate, victory,
};

/// A new game from a [`validate::prepare`]d set-up: the defender's counters numbered at
/// random, then whatever needs no decision before the first one.
#[must_use]
pub fn start(prepared: &State, dice: &mut Dice) -> State {
    let mut s = validate::deal(prepared, dice);
    settle(&mut s, dice);
    command_post::replot(&mut s);
    s
}

/// The seats that act now.
#[must_use]
pub fn to_act(s: &State) -> SeatSet {
    match s.phase {
        Phase::DefenderDeployment | Phase::DefenderSupportFire => SeatSet::one(seat::UMPIRE),
        Phase::Reconnaissance => SeatSet::one(seat::STAFF),
        Phase::InitialOrders
        | Phase::FirePlan
        | Phase::PreBattleBombardment
        | Phase::OnCallBombardment
        | Phase::ReplaceHq { .. } => SeatSet::one(seat::CORPS),
        Phase::AttackerDeployment => setup::deploying_seats(s),
        Phase::AirStrike { side } => SeatSet::one(fire::striker(side)),
        Phase::AttackerMovement | Phase::DefenderMovement => movement::to_act(s),
        Phase::AttackerSupportFire => support_seats(s),
        Phase::Casualties { .. } | Phase::BonusDice => {
            casualties::chooser(s).map_or(SeatSet::NONE, SeatSet::one)
        }
        Phase::FreeShot { .. } => s
            .free_shot
            .map_or(SeatSet::NONE, |p| SeatSet::one(p.chooser)),
        Phase::Over => SeatSet::NONE,
    }
}

/// The legal actions of `seat_` now, from the step's own module.
pub fn legal(s: &State, seat_: Seat, out: &mut Vec<Action>) {
    // Each step's listing checks the seat itself, agreeing with `to_act` (the battery checks
    // that they agree), so the hot path does not recompute `to_act`.
    match s.phase {
        Phase::AttackerMovement | Phase::DefenderMovement => movement::legal(s, seat_, out),
        Phase::AirStrike { .. }
        | Phase::OnCallBombardment
        | Phase::DefenderSupportFire
        | Phase::AttackerSupportFire => fire::legal(s, seat_, out),
        Phase::ReplaceHq { .. } if seat_ == seat::CORPS => hq::legal(s, out),
        Phase::Casualties { .. } => casualties::legal(s, seat_, out),
        Phase::BonusDice => casualties::legal_hosts(s, seat_, out),
        Phase::FreeShot { .. } => movement::legal_free_shot(s, seat_, out),
        Phase::ReplaceHq { .. } | Phase::Over => {}
        _ => setup::legal(s, seat_, out),
    }
}

/// Applies a legal action: the step's module does it, then the sequence goes on to the next
/// decision.
pub fn apply(s: &mut State, seat_: Seat, a: &Action, dice: &mut Dice) {
    s.actions += 1;
    s.plot.fresh = false;
    match s.phase {
        Phase::AttackerMovement | Phase::DefenderMovement => movement::apply(s, seat_, a, dice),
        Phase::AirStrike { .. }
        | Phase::OnCallBombardment
        | Phase::DefenderSupportFire
        | Phase::AttackerSupportFire => fire::apply(s, seat_, a, dice),
        Phase::ReplaceHq { .. } => hq::apply(s, a, dice),
        Phase::Casualties { .. } => casualties::apply(s, a, dice),
        Phase::BonusDice => casualties::apply_host(s, a),
        Phase::FreeShot { .. } => movement::apply_free_shot(s, a, dice),
        Phase::Over => {}
        _ => setup::apply(s, seat_, a, dice),
    }
    settle(s, dice);
    let unit = match *a {
        Action::Permit { unit, .. } => Some(unit),
        _ => None,
    };
    command_post::after_action(s, seat_, unit, dice);
}

/// Advances through every step that needs no decision, until a seat must act or the game ends.
pub fn settle(s: &mut State, dice: &mut Dice) {
    loop {
        let next = match s.phase {
            Phase::DefenderDeployment if setup::next_counter(s).is_none() => Phase::Reconnaissance,
            Phase::Reconnaissance if s.recon_left == 0 => Phase::InitialOrders,
            Phase::AttackerDeployment if setup::attackers_deployed(s) => Phase::FirePlan,
            Phase::FirePlan if s.trps.len() >= usize::from(s.rules.trps) => {
                Phase::PreBattleBombardment
            }
            Phase::PreBattleBombardment if s.prebattle_fm_left == 0 => {
                start_turn(s, 1, dice);
                continue;
            }
            Phase::AttackerMovement if movement::to_act(s).is_empty() => {
                start_defender_movement(s, dice);
                continue;
            }
            Phase::DefenderMovement
                if s.done.contains(seat::UMPIRE) || s.defender_moves_left == 0 =>
            {
                s.done = SeatSet::NONE;
                Phase::OnCallBombardment
            }
            Phase::OnCallBombardment
                if s.done.contains(seat::CORPS)
                    || s.oncall_fm_left == 0
                    || s.oncall_this_turn >= s.rules.oncall_per_turn
                    || s.trps.is_empty() =>
            {
                s.done = SeatSet::NONE;
                Phase::DefenderSupportFire
            }
            Phase::DefenderSupportFire
                if s.done.contains(seat::UMPIRE) || !fire::can_fire(s, Side::Defender, None) =>
            {
                s.done = SeatSet::NONE;
                Phase::AttackerSupportFire
            }
            Phase::AirStrike { side } if s.done.contains(fire::striker(side)) => {
                start_movement(s);
                Phase::AttackerMovement
            }
            Phase::AttackerSupportFire if support_seats(s).is_empty() => {
                end_of_turn_steps(s, dice);
                continue;
            }
            // A loss or a host was chosen: step 7 runs on.
            Phase::Casualties { .. } | Phase::BonusDice
                if s.combat.as_ref().is_some_and(|c| c.chooser.is_none()) =>
            {
                go_on_with_end_of_turn(s, dice);
                continue;
            }
            Phase::ReplaceHq { division } if s.done.contains(seat::DIV1 + division) => {
                next_hq_or_turn(s, dice);
                continue;
            }
            _ => return,
        };
        s.phase = next;
    }
}

/// The division seats that still have a battery able to fire in step 6.
#[must_use]
pub fn support_seats(s: &State) -> SeatSet {
    let mut set = SeatSet::NONE;
    let sight = fire::Sight::of(s);
    for d in 0..s.div_count() {
        let seat_ = crate::state::div_seat(d);
        if !s.done.contains(seat_) && fire::can_fire_in_sight(s, &sight, Side::Attacker, Some(d)) {
            set = set.with(seat_);
        }
    }
    set
}

/// Step 1 of turn `t`: reset the turn's flags and roll the random event.
fn start_turn(s: &mut State, t: u8, dice: &mut Dice) {
    s.turn = t;
    s.extra_ammo = false;
    s.oncall_this_turn = 0;
    s.trp_this_turn.iter_mut().for_each(|x| *x = 0);
    s.done = SeatSet::NONE;
    for u in &mut s.units {
        u.moved = false;
        u.steps = 0;
        u.go_on = false;
        u.may_exit = false;
        u.fired = false;
        u.two_dice = false;
        u.start = u.loc;
        // RAP-6 and UMP-RAP-22: "the way the unit came" is this turn's way in; a unit that
        // stood in its sector when the turn began withdraws towards its own edge.
        u.came_from = None;
    }
    s.refile();
    ground_combat::update_holders(s);
    dice.say(SeatSet::ALL, || format!("— Turn {t} —"));
    let roll = dice.d6("random event", SeatSet::ALL);
    let event = s.rules.random_events[usize::from(roll) - 1];
    s.last_event = event;
    let mut phase = Phase::AttackerMovement;
    match event {
        RandomEvent::None => {}
        RandomEvent::ThickFog => s.fog = !s.fog,
        RandomEvent::ExtraAmmo => s.extra_ammo = true,
        RandomEvent::AttackerAirStrike => {
            phase = Phase::AirStrike {
                side: Side::Attacker,
            }
        }
        RandomEvent::DefenderAirStrike => {
            phase = Phase::AirStrike {
                side: Side::Defender,
            }
        }
    }
    let fog = s.fog;
    dice.say(SeatSet::ALL, || {
        format!(
            "Random event ({roll}): {}{}",
            event.name(),
            if fog { "; thick fog is in force" } else { "" }
        )
    });
    s.phase = phase;
    if phase == Phase::AttackerMovement {
        start_movement(s);
    }
}

/// Step 2 begins: each division's move allowance (half its units without an HQ, RAP-12).
pub fn start_movement(s: &mut State) {
    s.done = SeatSet::NONE;
    for d in 0..s.div_count() {
        let moves = if s.has_hq(Side::Attacker, d) {
            u8::MAX
        } else {
            let n = s
                .units
                .iter()
                .filter(|u| u.side == Side::Attacker && u.division == d && u.alive())
                .count();
            u8::try_from(n / 2).unwrap_or(u8::MAX)
        };
        s.divisions[usize::from(d)].moves_left = moves;
    }
}

/// Step 3 begins: the umpire may move 1d6 units, 1d3 without the HQ (RAP-12).
fn start_defender_movement(s: &mut State, dice: &mut Dice) {
    s.done = SeatSet::NONE;
    s.phase = Phase::DefenderMovement;
    let hq = s.has_hq(Side::Defender, 0);
    let n = if hq {
        dice.d6("defender movement: units that may move (1d6)", UMPIRE_ONLY)
    } else {
        u8::try_from(dice.roll(3, "defender movement without HQ: units (1d3)", UMPIRE_ONLY))
            .unwrap_or(1)
    };
    s.defender_moves_left = n;
    dice.say(UMPIRE_ONLY, || format!("The umpire may move {n} units."));
}

/// Steps 7 to 9 and the end of the turn.
fn end_of_turn_steps(s: &mut State, dice: &mut Dice) {
    s.done = SeatSet::NONE;
    let sectors = ground_combat::contested_sectors(s);
    s.combat = Some(Box::new(crate::state::Combat::new(sectors)));
    go_on_with_end_of_turn(s, dice);
}

/// Runs step 7 on (it stops where an owner chooses a loss), then steps 8 and 9 once it is over.
fn go_on_with_end_of_turn(s: &mut State, dice: &mut Dice) {
    let Some(mut c) = s.combat.take() else { return };
    if !casualties::run(s, &mut c, dice) {
        s.combat = Some(c);
        return;
    }
    clear_minefields(s, &c.fought, dice);
    next_hq_or_turn(s, dice);
}

/// Step 8 (RAP-10, UMP-RAP-13): an attacking engineer that stood in a minefield's sector since
/// the start of the turn lifts one minefield, if no enemy fighting unit was there at any time
/// this turn: not at its start (even one that withdrew or died since), not now, and no ground
/// combat there. The sector must be cleared of the enemy a turn before the mines are lifted.
fn clear_minefields(s: &mut State, fought: &[Sector], dice: &mut Dice) {
    for e in 0..s.units.len() {
        let u = &s.units[e];
        let Some(sec) = u.sector() else { continue };
        if u.side != Side::Attacker
            || u.kind != Kind::Engineer
            || u.start != u.loc
            || fought.contains(&sec)
            || s.has_fighting(sec, Side::Defender)
            || enemy_at_start(s, sec)
        {
            continue;
        }
        if let Some(m) = s
            .units
            .iter()
            .position(|m| m.kind == Kind::Minefield && m.loc == Loc::Table(sec))
        {
            s.set_loc(m, Loc::Gone);
            dice.say(SeatSet::ALL, || {
                format!(
                    "Engineers clear a minefield in {}.",
                    State::sector_name(sec)
                )
            });
        }
    }
}

/// Whether a defending fighting unit stood in `sec` when the turn began.
fn enemy_at_start(s: &State, sec: Sector) -> bool {
    s.side_units(Side::Defender).any(|i| {
        let u = &s.units[i];
        u.kind.is_fighting() && u.start == Loc::Table(sec)
    })
}

fn next_hq_or_turn(s: &mut State, dice: &mut Dice) {
    if let Some(division) = hq::division_without_hq(s).filter(|d| !s.done.contains(seat::DIV1 + d))
    {
        s.phase = Phase::ReplaceHq { division };
        return;
    }
    if s.turn >= s.rules.turns {
        s.phase = Phase::Over;
        let o = victory::outcome(s);
        dice.say(SeatSet::ALL, || {
            format!("Game over: {} — {}", o.result, o.summary)
        });
    } else {
        let t = s.turn + 1;
        start_turn(s, t, dice);
    }
}
