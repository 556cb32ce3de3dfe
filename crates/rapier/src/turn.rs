//! The sequence of play: set-up steps in order, then the nine steps of each turn. Random
//! events (step 1, RAP-3), minefield clearing (step 8, RAP-10), HQ replacement (step 9,
//! RAP-12, RAP-13) and victory (RAP-11, advanced conditions) live here; the other steps have
//! their own modules.

use umpire_core::{Dice, Outcome, SeatSet};

use crate::action::Action;
use crate::state::{
    seat, Kind, Loc, Phase, RandomEvent, Sector, Side, State, ATTACKERS, UMPIRE_ONLY,
};
use crate::{fire, ground_combat, movement, setup};

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
            Phase::AttackerSupportFire if support_seats(s).is_empty() => {
                end_of_turn_steps(s, dice);
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
    s.combat = Some(Box::new(crate::casualties::Combat::new(sectors)));
    go_on_with_end_of_turn(s, dice);
}

/// Runs step 7 on (it stops where an owner chooses a loss), then steps 8 and 9 once it is over.
pub fn go_on_with_end_of_turn(s: &mut State, dice: &mut Dice) {
    let Some(mut c) = s.combat.take() else { return };
    if !crate::casualties::run(s, &mut c, dice) {
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

/// Divisions that lost their HQ and still have units (step 9).
fn division_without_hq(s: &State) -> Option<u8> {
    (0..s.div_count()).find(|&d| {
        !s.has_hq(Side::Attacker, d)
            && s.units.iter().any(|u| {
                u.side == Side::Attacker && u.division == d && u.alive() && u.loc != Loc::R2
            })
    })
}

fn next_hq_or_turn(s: &mut State, dice: &mut Dice) {
    if let Some(division) = division_without_hq(s).filter(|d| !s.done.contains(seat::DIV1 + d)) {
        s.phase = Phase::ReplaceHq { division };
        return;
    }
    if s.turn >= s.rules.turns {
        s.phase = Phase::Over;
        let o = outcome(s);
        dice.say(SeatSet::ALL, || {
            format!("Game over: {} — {}", o.result, o.summary)
        });
    } else {
        let t = s.turn + 1;
        start_turn(s, t, dice);
    }
}

/// Legal step-9 actions: for the division without an HQ, either choice with any of its units.
pub fn legal_hq(s: &State, out: &mut Vec<Action>) {
    let Phase::ReplaceHq { division } = s.phase else {
        return;
    };
    for (i, u) in s.units.iter().enumerate() {
        if u.side == Side::Attacker && u.division == division && u.alive() && u.loc != Loc::R2 {
            out.push(Action::StaffTakesOver {
                division,
                unit: i as u16,
            });
            out.push(Action::ChainOfCommand {
                division,
                unit: i as u16,
            });
        }
    }
}

/// Applies a step-9 choice (RAP-13): the staff officer always succeeds; the chain of command
/// needs 4+ on 1d6.
pub fn apply_hq(s: &mut State, a: &Action, dice: &mut Dice) {
    let (division, unit, staff) = match *a {
        Action::StaffTakesOver { division, unit } => (division, unit, true),
        Action::ChainOfCommand { division, unit } => (division, unit, false),
        _ => return,
    };
    let ok = staff || dice.d6("chain of command (4+)", ATTACKERS.with(seat::UMPIRE)) >= 4;
    let name = s.units[usize::from(unit)].name.clone();
    if ok {
        s.set_kind(usize::from(unit), Kind::Hq);
        s.units[usize::from(unit)].assault = false;
        if staff {
            s.divisions[usize::from(division)].staff_swaps += 1;
        }
    }
    dice.say(SeatSet::ALL, || match (staff, ok) {
        (true, _) => format!(
            "The staff officer takes over division {}; {name} becomes its HQ. The staff officer and the division commander swap seats.",
            division + 1
        ),
        (false, true) => format!("A subordinate takes command; {name} becomes the HQ."),
        (false, false) => format!(
            "The chain of command fails: division {} stays without an HQ.",
            division + 1
        ),
    });
    // Each division is asked once a turn.
    s.done = s.done.with(seat::DIV1 + division);
    next_hq_or_turn(s, dice);
}

/// The result levels, best for the attacker first.
pub const RESULTS: [&str; 4] = ["Total Victory", "Major Victory", "Minor Victory", "Defeat"];

/// Victory (RAP-11 and the advanced conditions, UMP-RAP-5).
#[must_use]
pub fn outcome(s: &State) -> Outcome {
    let den = s.units.iter().filter(|u| u.breakthrough).count();
    let out = s
        .units
        .iter()
        .filter(|u| u.breakthrough && u.loc == Loc::Exited)
        .count();
    let pct = if den == 0 {
        0.0
    } else {
        100.0 * out as f64 / den as f64
    };
    let v = s.rules.victory;
    let mut level = if den > 0 && pct >= v.total {
        0
    } else if pct >= v.major {
        1
    } else if pct >= v.minor {
        2
    } else {
        3
    };
    let mut notes = Vec::new();
    for c in &s.rules.capture {
        if let Some(sec) = State::parse_sector(c) {
            let held = s.units_at(sec, Side::Attacker).next().is_some()
                && !s
                    .units_at(sec, Side::Defender)
                    .any(|(_, u)| u.kind.occupies());
            if !held {
                notes.push(format!("{c} not captured"));
            }
        }
    }
    if s.rules.wide_front > 0 {
        let axes = s.exited_axes();
        if axes.len() < usize::from(s.rules.wide_front) {
            notes.push(format!(
                "exited over {} axes, {} needed",
                axes.len(),
                s.rules.wide_front
            ));
        }
    }
    if !notes.is_empty() {
        level = 3;
    }
    let mut summary = format!("{out} of {den} break-through units exited ({pct:.1}%)");
    for n in notes {
        summary.push_str("; ");
        summary.push_str(&n);
    }
    Outcome {
        result: RESULTS[level].to_owned(),
        summary,
        score: pct,
    }
}
