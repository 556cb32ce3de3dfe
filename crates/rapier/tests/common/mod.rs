//! Small positions for rule tests: a scenario in a few lines, units placed by hand.
#![allow(dead_code)]

use umpire_core::{Dice, Ruleset, Seat};
use umpire_rapier::state::{Loc, Phase, Sector, State};
use umpire_rapier::{Action, Rapier, Scenario};

/// A scenario with one attacking division (`attacker` unit lines) and a defender (`defender`
/// unit lines), every unit placed with `at`, plus extra `[rules]` lines.
pub fn scenario(rules: &str, attacker: &str, defender: &str) -> Scenario {
    let text = format!(
        "name = \"t\"\ntitle = \"test\"\n[rules]\nrecon_attempts = 0\n{rules}\n\
         [attacker]\nname = \"A\"\n[[attacker.divisions]]\nname = \"D1\"\nbreakthrough = true\nunits = [\n{attacker}\n]\n\
         [defender]\nname = \"D\"\nunits = [\n{defender}\n]\n"
    );
    Scenario::from_toml(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The state at the start of turn 1's attacker movement, frontage A1–A4.
pub fn at_turn_one(sc: &Scenario, seed: u64) -> (State, Dice) {
    let mut dice = Dice::new(seed, true);
    let mut s = Rapier::new_game(sc, &mut dice).unwrap();
    assert_eq!(s.phase, Phase::InitialOrders);
    act(
        &mut s,
        1,
        Action::SetFrontage {
            division: 0,
            first: 0,
            last: 3,
        },
        &mut dice,
    );
    act(&mut s, 1, Action::EndOrders, &mut dice);
    while s.phase == Phase::FirePlan {
        let sector = Sector::new(s.trps.len() as i8, 5);
        act(&mut s, 1, Action::PlotTrp { sector }, &mut dice);
    }
    act(&mut s, 1, Action::Done, &mut dice);
    // Random events may have opened with an air strike: decline it.
    if let Phase::AirStrike { side } = s.phase {
        let seat = if side == umpire_rapier::Side::Attacker {
            1
        } else {
            0
        };
        act(&mut s, seat, Action::Done, &mut dice);
    }
    assert_eq!(s.phase, Phase::AttackerMovement, "{:?}", s.phase);
    (s, dice)
}

/// Applies a checked action, panicking with the reason if it is refused.
pub fn act(s: &mut State, seat: Seat, a: Action, dice: &mut Dice) {
    Rapier::apply(s, seat, &a, dice).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
}

/// The refusal of an action, which must be refused.
pub fn refused(s: &State, seat: Seat, a: Action) -> umpire_core::Illegal {
    let before = s.clone();
    let mut copy = s.clone();
    let err =
        Rapier::apply(&mut copy, seat, &a, &mut Dice::new(0, false)).expect_err("must be refused");
    assert_eq!(copy, before, "a refused action changed the state");
    err
}

/// A sector by name.
pub fn sec(name: &str) -> Sector {
    State::parse_sector(name).unwrap()
}

/// The index of the first unit with this name.
pub fn unit(s: &State, name: &str) -> usize {
    s.units
        .iter()
        .position(|u| *u.name == *name)
        .unwrap_or_else(|| panic!("no unit {name}"))
}

/// Puts a unit somewhere.
pub fn put(s: &mut State, i: usize, name: &str) {
    s.set_loc(i, Loc::Table(sec(name)));
    s.units[i].axis = sec(name).x;
}

/// Legal actions of a seat.
pub fn legal(s: &State, seat: Seat) -> Vec<Action> {
    let mut v = Vec::new();
    Rapier::legal_actions(s, seat, &mut v);
    v
}

/// Everyone says done until turn `t` begins (or the game ends).
pub fn finish_turn_until(s: &mut State, t: u8, dice: &mut Dice) {
    for _ in 0..100 {
        let Some(seat) = Rapier::to_act(s).iter(6).next() else {
            break;
        };
        if s.turn >= t {
            break;
        }
        act(s, seat, Action::Done, dice);
    }
}

/// The attacking division's HQ line, for `div`.
pub const HQS: &str = r#"{ name = "HQ", kind = "hq", at = "A1-L1" }"#;
/// The defender's HQ line, for `def`.
pub const DHQ: &str = r#"{ name = "DHQ", kind = "hq", at = "A4-L5" }"#;

/// Attacking unit lines `rest` under the division's HQ.
pub fn div(rest: &str) -> String {
    format!("{HQS},\n{rest}")
}

/// Defending unit lines `rest` with the defender's HQ.
pub fn def(rest: &str) -> String {
    format!("{DHQ},\n{rest}")
}
