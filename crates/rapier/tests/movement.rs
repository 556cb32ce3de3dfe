//! Movement, each test named after the rule it pins: the movement allowance table, entering
//! enemy sectors (RAP-4) and face-down counters (UMP-RAP-3), stacking (RAP-5), sideways moves,
//! withdrawal (RAP-6), dummies (RAP-7), exits (RAP-11), bogging and halting, impassable sectors.

mod common;

use common::{
    act, at_turn_one, def, div, finish_turn_until, legal, put, refused, scenario, sec, unit,
};
use umpire_rapier::movement::{allowance, bogging_threshold, destinations};
use umpire_rapier::state::{Loc, Phase};
use umpire_rapier::Action;

#[test]
fn movement_allowance_table_one_for_foot_three_or_two_for_fast() {
    assert_eq!(allowance(false), (1, 1));
    assert_eq!(allowance(true), (3, 2));
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", at = "A2-L1" },
               { name = "Tank", kind = "tank", at = "A3-L1" },
               { name = "MotInf", kind = "infantry", motorised = true, at = "A3-L1" }"#),
        &def(r#"{ name = "Def", kind = "infantry", at = "A3-L3" }"#),
    );
    let (s, _) = at_turn_one(&sc, 1);
    let ends = |name: &str| -> Vec<String> {
        let mut v: Vec<String> = destinations(&s, unit(&s, name))
            .iter()
            .map(|p| umpire_rapier::State::sector_name(p.end()))
            .collect();
        v.sort();
        v
    };
    assert_eq!(ends("Inf"), ["A2-L2"]);
    // The tank meets the counter in A3-L3 at its second step (into contact: 2) and stops.
    assert_eq!(ends("Tank"), ["A3-L2", "A3-L3"]);
    assert_eq!(ends("MotInf"), ["A3-L2", "A3-L3"]);
}

#[test]
fn rap4_units_enter_but_never_pass_through_an_enemy_occupied_sector() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Tank", kind = "tank", at = "A2-L1" }"#),
        &def(r#"{ name = "Mines", kind = "minefield", at = "A2-L2" }"#),
    );
    let (s, _) = at_turn_one(&sc, 1);
    let t = unit(&s, "Tank");
    let e = refused(
        &s,
        3,
        Action::Move {
            unit: t as u16,
            to: sec("A2-L3"),
        },
    );
    assert!(e.rule.contains("RAP-4"), "{e}");
    assert!(legal(&s, 3).contains(&Action::Move {
        unit: t as u16,
        to: sec("A2-L2")
    }));
}

#[test]
fn rap4_a_sector_with_only_revealed_fortifications_does_not_impede() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Tank", kind = "tank", at = "A2-L1" }"#),
        &def(r#"{ name = "Fort", kind = "fortification", at = "A2-L2" }"#),
    );
    let (mut s, _) = at_turn_one(&sc, 1);
    let f = unit(&s, "Fort");
    s.set_face_down(f, false);
    let t = unit(&s, "Tank");
    assert!(legal(&s, 3).contains(&Action::Move {
        unit: t as u16,
        to: sec("A2-L4")
    }));
}

#[test]
fn ump_rap_3_a_face_down_counter_stops_the_attacker_like_an_enemy() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Tank", kind = "tank", at = "A2-L1" }"#),
        &def(r#"{ name = "Fort", kind = "fortification", at = "A2-L2" }"#),
    );
    let (s, _) = at_turn_one(&sc, 1);
    let t = unit(&s, "Tank") as u16;
    assert!(!legal(&s, 3).contains(&Action::Move {
        unit: t,
        to: sec("A2-L3")
    }));
}

#[test]
fn rap5_stacking_of_six_holds_in_every_sector_passed_through() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Tank", kind = "tank", at = "A2-L1" },
               { name = "Inf", kind = "infantry", count = 6, at = "A3-L1" }"#),
        &def(""),
    );
    let (mut s, _) = at_turn_one(&sc, 1);
    for k in 1..=6 {
        let i = unit(&s, &format!("Inf {k}"));
        put(&mut s, i, "A2-L2");
    }
    let t = unit(&s, "Tank") as u16;
    let e = refused(
        &s,
        3,
        Action::Move {
            unit: t,
            to: sec("A2-L3"),
        },
    );
    assert!(
        e.reason.contains("stacking") || e.rule.contains("RAP-5"),
        "{e}"
    );
}

#[test]
fn only_division_assets_move_left_or_right_and_never_diagonally() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", at = "A2-L1" },
               { name = "Asset", kind = "infantry", asset = true, at = "A3-L1" }"#),
        &def(""),
    );
    let (s, _) = at_turn_one(&sc, 1);
    let i = unit(&s, "Inf") as u16;
    let e = refused(
        &s,
        3,
        Action::Move {
            unit: i,
            to: sec("A1-L1"),
        },
    );
    assert!(e.rule.contains("axis"), "{e}");
    let e = refused(
        &s,
        3,
        Action::Move {
            unit: i,
            to: sec("A3-L2"),
        },
    );
    assert!(e.reason.contains("diagonal"), "{e}");
    let a = unit(&s, "Asset") as u16;
    assert!(legal(&s, 3).contains(&Action::Move {
        unit: a,
        to: sec("A4-L1")
    }));
}

/// The moves the division commander may make with unit `i`.
fn moves_of(s: &umpire_rapier::State, i: usize) -> Vec<Action> {
    legal(s, 3)
        .into_iter()
        .filter(|a| matches!(a, Action::Move { unit, .. } if usize::from(*unit) == i))
        .collect()
}

#[test]
fn rap6_withdrawal_goes_back_the_way_it_came_under_a_free_shot() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", at = "A2-L1" }"#),
        &def(r#"{ name = "Tanks", kind = "tank", count = 3, at = "A2-L3" }"#),
    );
    let mut killed = 0;
    for seed in 0..120 {
        let (mut s, mut dice) = at_turn_one(&sc, seed);
        let i = unit(&s, "Inf");
        put(&mut s, i, "A2-L3");
        s.units[i].came_from = Some(sec("A2-L2"));
        let moves = moves_of(&s, i);
        assert_eq!(
            moves,
            [Action::Move {
                unit: i as u16,
                to: sec("A2-L2")
            }]
        );
        act(&mut s, 3, moves[0], &mut dice);
        if s.units[i].loc == Loc::Gone {
            killed += 1;
        } else {
            assert_eq!(s.units[i].loc, Loc::Table(sec("A2-L2")));
        }
    }
    // One tank's 2 dice: 11/36 of withdrawals die (≈ 37 of 120).
    assert!((20..60).contains(&killed), "{killed}");
}

#[test]
fn rap6_a_unit_that_came_in_an_earlier_turn_withdraws_towards_its_own_edge() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", at = "A2-L1" }"#),
        &def(r#"{ name = "Rifles", kind = "infantry", at = "A2-L3" }"#),
    );
    let mut checked = 0;
    for seed in 0..60 {
        let (mut s, mut dice) = at_turn_one(&sc, seed);
        let i = unit(&s, "Inf");
        // It came in from the side in turn 1 and fights there at the end of the turn.
        put(&mut s, i, "A2-L3");
        s.units[i].came_from = Some(sec("A1-L3"));
        finish_turn_until(&mut s, 2, &mut dice);
        let r = unit(&s, "Rifles");
        if s.phase != Phase::AttackerMovement
            || s.units[i].loc != Loc::Table(sec("A2-L3"))
            || s.units[r].loc != Loc::Table(sec("A2-L3"))
        {
            continue; // one side lost its unit in the fighting
        }
        let moves = moves_of(&s, i);
        assert_eq!(
            moves,
            [Action::Move {
                unit: i as u16,
                to: sec("A2-L2")
            }],
            "seed {seed}: straight back, not the way it came a turn ago"
        );
        checked += 1;
    }
    assert!(checked > 5, "{checked} games with both units alive");
}

/// RAP-11 (ruling RAP-11): leaving over the far edge is a step forward off L6 that costs a
/// sector of the unit's allowance, so a fast unit that reaches L6 with allowance left may exit
/// in the same move (and nothing else: no further move), without spending another of the
/// division's moves; a slow unit that used its one sector to reach L6 exits next turn.
#[test]
fn rap11_exit_is_a_step_of_the_move_a_unit_reaching_l6_with_allowance_left_exits_at_once() {
    let sc = scenario(
        "",
        &div(
            r#"{ name = "Tank", kind = "tank", at = "A2-L1" }, { name = "Inf", kind = "infantry", at = "A3-L1" }"#,
        ),
        &def(""),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let t = unit(&s, "Tank");
    let i = unit(&s, "Inf");
    put(&mut s, t, "A2-L5");
    put(&mut s, i, "A3-L5");
    act(
        &mut s,
        3,
        Action::Move {
            unit: t as u16,
            to: sec("A2-L6"),
        },
        &mut dice,
    );
    let after_move = s.divisions[0].moves_left;
    let tank_moves: Vec<Action> = legal(&s, 3)
        .into_iter()
        .filter(|a| matches!(a, Action::Move { unit, .. } | Action::Exit { unit } if usize::from(*unit) == t))
        .collect();
    assert_eq!(
        tank_moves,
        [Action::Exit { unit: t as u16 }],
        "with two sectors of allowance left the tank may step off the table, and only that"
    );
    act(&mut s, 3, Action::Exit { unit: t as u16 }, &mut dice);
    assert_eq!(s.units[t].loc, Loc::Exited);
    assert_eq!(
        s.divisions[0].moves_left, after_move,
        "the exit is part of the move already counted"
    );
    act(
        &mut s,
        3,
        Action::Move {
            unit: i as u16,
            to: sec("A3-L6"),
        },
        &mut dice,
    );
    assert!(
        !legal(&s, 3).contains(&Action::Exit { unit: i as u16 }),
        "the infantry used its one sector reaching L6"
    );
    finish_turn_until(&mut s, 2, &mut dice);
    assert!(legal(&s, 3).contains(&Action::Exit { unit: i as u16 }));
    act(&mut s, 3, Action::Exit { unit: i as u16 }, &mut dice);
    assert_eq!(s.units[i].loc, Loc::Exited);
}

#[test]
fn rap7_a_dummy_is_removed_when_an_attacking_unit_enters() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", at = "A2-L1" }"#),
        &def(r#"{ name = "Dummy", kind = "dummy", at = "A2-L2" }"#),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let i = unit(&s, "Inf") as u16;
    act(
        &mut s,
        3,
        Action::Move {
            unit: i,
            to: sec("A2-L2"),
        },
        &mut dice,
    );
    assert_eq!(s.units[unit(&s, "Dummy")].loc, Loc::Gone);
}

#[test]
fn bogging_table_gives_the_minimum_roll_to_enter() {
    assert_eq!(bogging_threshold("open", 0), 1);
    assert_eq!(bogging_threshold("open", 1), 3);
    assert_eq!(bogging_threshold("open", 2), 2);
    assert_eq!(bogging_threshold("river", 2), 6);
    assert_eq!(bogging_threshold("wire", 0), 5);
    assert_eq!(bogging_threshold("wire", 2), 2);
    assert_eq!(bogging_threshold("swamp", 1), 5);
    assert_eq!(bogging_threshold("bridge", 1), 4);
    assert_eq!(bogging_threshold("at-obstacle", 0), 1);
    assert_eq!(bogging_threshold("road", 2), 1);
}

#[test]
fn halting_a_fast_unit_stops_in_difficult_terrain_unless_on_a_road() {
    let sc = scenario(
        "terrain = \"halting\"\nsectors = [{ sector = \"A2-L2\", terrain = \"woods\" }, { sector = \"A3-L2\", terrain = \"woods\" }]\nroads = [[\"A3-L1\", \"A3-L2\"], [\"A3-L2\", \"A3-L3\"]]",
        &div(r#"{ name = "T1", kind = "tank", at = "A2-L1" }, { name = "T2", kind = "tank", at = "A3-L1" }"#),
        &def(""),
    );
    let (s, _) = at_turn_one(&sc, 1);
    let far = |name: &str| {
        destinations(&s, unit(&s, name))
            .iter()
            .map(|p| p.end().y)
            .max()
    };
    assert_eq!(far("T1"), Some(1), "stops in the woods");
    assert_eq!(far("T2"), Some(3), "the road negates the woods");
}

#[test]
fn impassable_sectors_stop_vehicles_and_turn_them_aside_within_the_frontage() {
    let sc = scenario(
        "terrain = \"halting\"\nsectors = [{ sector = \"A2-L2\", terrain = \"river\", impassable = true }]",
        &div(r#"{ name = "Tank", kind = "tank", at = "A2-L1" }, { name = "Inf", kind = "infantry", at = "A2-L1" }"#),
        &def(""),
    );
    let (s, _) = at_turn_one(&sc, 1);
    let ends = |name: &str| -> Vec<umpire_rapier::state::Sector> {
        destinations(&s, unit(&s, name))
            .iter()
            .map(|p| p.end())
            .collect()
    };
    assert!(!ends("Tank").contains(&sec("A2-L2")));
    assert!(
        ends("Tank").contains(&sec("A1-L1")) && ends("Tank").contains(&sec("A3-L1")),
        "sidestep"
    );
    assert!(
        ends("Inf").contains(&sec("A2-L2")),
        "infantry may enter (and halts there)"
    );
}

#[test]
fn rap7_a_moving_dummy_stays_secret_even_when_bogging() {
    let sc = scenario(
        "terrain = \"bogging\"\nsectors = [{ sector = \"A3-L4\", terrain = \"swamp\" }]",
        &div(""),
        &def(r#"{ name = "Dummy", kind = "dummy", count = 6, at = "A3-L3" }"#),
    );
    for seed in 0..20 {
        let (mut s, mut dice) = at_turn_one(&sc, seed);
        act(&mut s, 1, Action::Done, &mut dice);
        act(&mut s, 3, Action::Done, &mut dice);
        assert_eq!(s.phase, Phase::DefenderMovement);
        dice.take_rolls();
        dice.take_events();
        let d = unit(&s, "Dummy 1") as u16;
        act(
            &mut s,
            0,
            Action::Move {
                unit: d,
                to: sec("A3-L4"),
            },
            &mut dice,
        );
        assert!(
            s.units[usize::from(d)].face_down,
            "a dummy is not revealed by moving"
        );
        assert!(dice.take_rolls().iter().all(|r| !r.seen_by.contains(1)));
        assert!(dice.take_events().iter().all(|e| !e.seen_by.contains(1)));
    }
}

#[test]
fn ump_rap_3_a_move_stopped_by_dummies_goes_on_with_the_rest_of_its_allowance() {
    let sc = scenario(
        "",
        &div(
            r#"{ name = "Tank", kind = "tank", at = "A2-L1" }, { name = "Tank B", kind = "tank", at = "A3-L1" }"#,
        ),
        &def(
            r#"{ name = "Dummy", kind = "dummy", count = 2, at = "A2-L2" },
               { name = "Inf", kind = "infantry", at = "A3-L2" },
               { name = "Inf B", kind = "infantry", at = "A2-L4" }"#,
        ),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let t = unit(&s, "Tank") as u16;
    // Planning cannot see through counters: the first leg stops in A2-L2.
    assert!(!legal(&s, 3).contains(&Action::Move {
        unit: t,
        to: sec("A2-L3")
    }));
    act(
        &mut s,
        3,
        Action::Move {
            unit: t,
            to: sec("A2-L2"),
        },
        &mut dice,
    );
    // Only dummies: they are gone, and the tank has two of its three sectors left; into
    // contact it may go one more (two in all).
    let more: Vec<Action> = legal(&s, 3)
        .into_iter()
        .filter(|a| matches!(a, Action::Move { unit, .. } if *unit == t))
        .collect();
    assert!(more.contains(&Action::Move {
        unit: t,
        to: sec("A2-L3")
    }));
    assert!(
        !more.contains(&Action::Move {
            unit: t,
            to: sec("A2-L4")
        }),
        "contact needs 3 steps in all"
    );
    act(
        &mut s,
        3,
        Action::Move {
            unit: t,
            to: sec("A2-L3"),
        },
        &mut dice,
    );
    assert!(
        legal(&s, 3)
            .iter()
            .all(|a| !matches!(a, Action::Move { unit, .. } if *unit == t)),
        "allowance spent"
    );
    // A real enemy stops the move for good.
    let b = unit(&s, "Tank B") as u16;
    act(
        &mut s,
        3,
        Action::Move {
            unit: b,
            to: sec("A3-L2"),
        },
        &mut dice,
    );
    assert!(legal(&s, 3)
        .iter()
        .all(|a| !matches!(a, Action::Move { unit, .. } if *unit == b)));
}
