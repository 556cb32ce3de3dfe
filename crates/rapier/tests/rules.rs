//! Set-up, command, the turn sequence, mines, views and victory, each test named after the rule it
//! pins (movement is in tests/movement.rs, fire and intelligence in tests/fire.rs).

mod common;

use common::{
    act, at_turn_one, def, div, finish_turn_until, legal, put, refused, scenario, sec, unit, DHQ,
    HQS,
};
use umpire_core::{Dice, Rng, Ruleset};
use umpire_rapier::state::{Loc, Phase, Side};
use umpire_rapier::{fire, sequence, victory, Action, Rapier};

#[test]
fn rap12_a_division_without_hq_moves_at_most_half_its_units() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", count = 4, at = "A2-L1" }"#),
        &def(""),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let hq = unit(&s, "HQ");
    s.set_loc(hq, Loc::Gone);
    sequence::start_movement(&mut s);
    // 4 infantry left: 2 may move.
    for k in 1..=2 {
        let i = unit(&s, &format!("Inf {k}")) as u16;
        act(
            &mut s,
            3,
            Action::Move {
                unit: i,
                to: sec("A2-L2"),
            },
            &mut dice,
        );
    }
    let i = unit(&s, "Inf 3") as u16;
    let e = refused(
        &s,
        3,
        Action::Move {
            unit: i,
            to: sec("A2-L2"),
        },
    );
    assert!(e.rule.contains("RAP-12"), "{e}");
}

#[test]
fn rap14_release_from_reserve_needs_the_corps_commanders_permission() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Res", kind = "tank", at = "R1" }"#),
        &def(""),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let r = unit(&s, "Res") as u16;
    let e = refused(
        &s,
        3,
        Action::Release {
            unit: r,
            to: Some(sec("A1-L1")),
        },
    );
    assert!(e.rule.contains("RAP-14"), "{e}");
    act(
        &mut s,
        1,
        Action::Permit {
            unit: r,
            division: 0,
        },
        &mut dice,
    );
    act(
        &mut s,
        3,
        Action::Release {
            unit: r,
            to: Some(sec("A1-L1")),
        },
        &mut dice,
    );
    assert_eq!(s.units[usize::from(r)].loc, Loc::Table(sec("A1-L1")));
    assert!(s.units[usize::from(r)].moved, "a release is a full move");
}

#[test]
fn step3_the_umpire_moves_at_most_the_rolled_number_of_units() {
    let sc = scenario(
        "",
        &div(""),
        &def(r#"{ name = "Inf", kind = "infantry", count = 6, at = "A1-L3" }"#),
    );
    let sc = umpire_rapier::Scenario { ..sc };
    for seed in 0..40 {
        let (mut s, mut dice) = at_turn_one(&sc.clone(), seed);
        for seat in [1, 3] {
            act(&mut s, seat, Action::Done, &mut dice);
        }
        assert_eq!(s.phase, Phase::DefenderMovement);
        let n = s.defender_moves_left;
        assert!((1..=6).contains(&n));
        for k in 1..=n {
            let i = unit(&s, &format!("Inf {k}")) as u16;
            act(
                &mut s,
                0,
                Action::Move {
                    unit: i,
                    to: sec("A1-L4"),
                },
                &mut dice,
            );
        }
        assert_ne!(
            s.phase,
            Phase::DefenderMovement,
            "the umpire's moves are used up"
        );
    }
}

#[test]
fn rap10_an_engineer_clears_a_minefield_after_a_full_turn_without_other_enemy() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Eng", kind = "engineer", at = "A2-L1" }"#),
        &def(r#"{ name = "Mines", kind = "minefield", at = "A2-L2" }"#),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let e = unit(&s, "Eng");
    let m = unit(&s, "Mines");
    put(&mut s, e, "A2-L2");
    s.units[e].start = s.units[e].loc;
    s.set_face_down(m, false);
    // Finish the turn with nothing else happening.
    for _ in 0..50 {
        let who = Rapier::to_act(&s).iter(6).next();
        let Some(seat) = who else { break };
        if s.turn > 1 {
            break;
        }
        act(&mut s, seat, Action::Done, &mut dice);
    }
    assert_eq!(
        s.units[m].loc,
        Loc::Gone,
        "the minefield is lifted at the end of turn 1"
    );
    assert_eq!(
        s.units[e].loc,
        Loc::Table(sec("A2-L2")),
        "engineers are not hit by mines"
    );
}

#[test]
fn rap10_mines_are_lifted_only_a_turn_after_the_enemy_left_the_sector() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Eng", kind = "engineer", at = "A2-L1" }"#),
        &def(r#"{ name = "Mines", kind = "minefield", at = "A2-L2" },
               { name = "Rifles", kind = "infantry", at = "A3-L4" }"#),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let (e, m, r) = (unit(&s, "Eng"), unit(&s, "Mines"), unit(&s, "Rifles"));
    put(&mut s, e, "A2-L2");
    s.units[e].start = s.units[e].loc;
    s.set_face_down(m, false);
    // The enemy rifles stood in the sector when the turn began and have left it since.
    s.units[r].start = Loc::Table(sec("A2-L2"));
    finish_turn_until(&mut s, 2, &mut dice);
    assert_eq!(s.turn, 2);
    assert_eq!(
        s.units[m].loc,
        Loc::Table(sec("A2-L2")),
        "not lifted in the turn the enemy left"
    );
    finish_turn_until(&mut s, 3, &mut dice);
    assert_eq!(
        s.units[m].loc,
        Loc::Gone,
        "lifted after a full turn without enemy"
    );
}

#[test]
fn rap13_the_staff_officer_always_replaces_the_hq_and_the_chain_needs_four() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", count = 2, at = "A2-L1" }"#),
        &def(""),
    );
    let mut chain_ok = 0;
    for seed in 0..60 {
        let (mut s, mut dice) = at_turn_one(&sc, seed);
        let hq = unit(&s, "HQ");
        s.set_loc(hq, Loc::Gone);
        s.phase = Phase::ReplaceHq { division: 0 };
        let i = unit(&s, "Inf 1") as u16;
        let mut t = s.clone();
        act(
            &mut t,
            1,
            Action::StaffTakesOver {
                division: 0,
                unit: i,
            },
            &mut dice,
        );
        assert_eq!(t.units[usize::from(i)].kind, umpire_rapier::Kind::Hq);
        assert_eq!(t.divisions[0].staff_swaps, 1);
        act(
            &mut s,
            1,
            Action::ChainOfCommand {
                division: 0,
                unit: i,
            },
            &mut dice,
        );
        chain_ok += usize::from(s.units[usize::from(i)].kind == umpire_rapier::Kind::Hq);
    }
    assert!(
        (18..45).contains(&chain_ok),
        "4+ on 1d6 is half: {chain_ok}/60"
    );
}

#[test]
fn rap11_victory_levels_follow_the_table_of_exited_break_through_units() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Tank", kind = "tank", count = 19, at = "R1" }"#),
        &def(""),
    );
    let (mut s, _) = at_turn_one(&sc, 1);
    // 20 units in the break-through division: HQ + 19 tanks.
    assert_eq!(s.units.iter().filter(|u| u.breakthrough).count(), 20);
    let level = |s: &umpire_rapier::State, exited: usize| {
        let mut t = s.clone();
        for u in t.units.iter_mut().filter(|u| u.breakthrough).take(exited) {
            u.loc = Loc::Exited;
        }
        t.reindex();
        victory::outcome(&t).result
    };
    assert_eq!(level(&s, 20), "Total Victory");
    assert_eq!(level(&s, 17), "Major Victory"); // 85%
    assert_eq!(level(&s, 16), "Minor Victory"); // 80%
    assert_eq!(level(&s, 15), "Minor Victory"); // 75%
    assert_eq!(level(&s, 14), "Defeat"); // 70%
    s.rules.capture = vec!["A3-L4".into()];
    assert_eq!(
        level(&s, 20),
        "Defeat",
        "advanced victory: the sector must be held (UMP-RAP-5)"
    );
}

#[test]
fn views_hide_counter_identity_trps_and_unseen_kills() {
    let sc = umpire_rapier::bundled("uranus").unwrap();
    let mut dice = Dice::new(3, true);
    let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
    // Deploy everything, then compare views.
    while s.phase == Phase::DefenderDeployment {
        let a = legal(&s, 0)[0];
        act(&mut s, 0, a, &mut dice);
    }
    let v = Rapier::view(&s, 1);
    assert!(
        v.units.iter().all(|u| u.side == Side::Attacker),
        "no defender unit is shown"
    );
    assert_eq!(v.counters.len(), 51);
    let text = serde_json::to_string(&v).unwrap();
    assert!(
        !text.contains("Dorobanti") && !text.contains("dummy"),
        "names and kinds stay hidden"
    );
    let twin = Rapier::hidden_twin(&s, 1, &mut Rng::new(1, 9)).unwrap();
    assert_ne!(twin, s);
    assert_eq!(Rapier::view(&twin, 1), v);
    // The umpire never sees the TRPs.
    assert!(Rapier::view(&s, 0).trps.is_none());
    // An unseen kill: the counter goes, what it was is not said to the attacker.
    let i = s
        .units
        .iter()
        .position(|u| u.side == Side::Defender)
        .unwrap();
    fire::kill(&mut s, i, "test", &mut dice);
    let ev = dice.take_events();
    assert!(ev
        .iter()
        .filter(|e| e.seen_by.contains(1))
        .all(|e| !e.text.contains(&*s.units[i].name)));
    // The table knows at once; the corps' map when the step is re-plotted (UMP-RAP-CP).
    assert_eq!(Rapier::view(&s, 3).unseen_kills, 1);
    assert_eq!(Rapier::view(&s, 1).unseen_kills, 0);
}

#[test]
fn initial_orders_frontages_may_not_overlap_unless_the_division_is_off_table() {
    let sc = umpire_rapier::bundled("uranus").unwrap();
    let mut dice = Dice::new(1, false);
    let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
    while s.phase != Phase::InitialOrders {
        let seat = Rapier::to_act(&s).iter(6).next().unwrap();
        let a = legal(&s, seat)[0];
        act(&mut s, seat, a, &mut dice);
    }
    act(
        &mut s,
        1,
        Action::SetFrontage {
            division: 0,
            first: 0,
            last: 1,
        },
        &mut dice,
    );
    let e = refused(
        &s,
        1,
        Action::SetFrontage {
            division: 1,
            first: 1,
            last: 2,
        },
    );
    assert!(e.rule.contains("frontages"), "{e}");
    act(
        &mut s,
        1,
        Action::SetFrontage {
            division: 1,
            first: 2,
            last: 3,
        },
        &mut dice,
    );
    act(&mut s, 1, Action::KeepOffTable { division: 2 }, &mut dice);
    // Off table, the third division may overlap the other two.
    act(
        &mut s,
        1,
        Action::SetFrontage {
            division: 2,
            first: 1,
            last: 2,
        },
        &mut dice,
    );
    act(&mut s, 1, Action::EndOrders, &mut dice);
    assert_eq!(s.phase, Phase::AttackerDeployment);
    // Deployment: on L1 within the frontage, or in R1; the off-table division only in R1.
    let d0 = legal(&s, 3);
    assert!(d0.iter().all(|a| match a {
        Action::DeployUnit {
            to: umpire_rapier::Place::Sector(x),
            ..
        } => x.y == 0 && x.x <= 1,
        _ => true,
    }));
    assert!(legal(&s, 5).iter().all(|a| matches!(
        a,
        Action::DeployUnit {
            to: umpire_rapier::Place::R1,
            ..
        }
    )));
}

#[test]
fn advanced_victory_wide_front_needs_exits_over_enough_axes() {
    let sc = scenario(
        "wide_front = 2",
        &div(r#"{ name = "Tank", kind = "tank", count = 3, at = "A1-L1" }"#),
        &def(""),
    );
    let (mut s, _) = at_turn_one(&sc, 1);
    for u in s.units.iter_mut().filter(|u| u.side == Side::Attacker) {
        u.loc = Loc::Exited;
        u.axis = 0;
    }
    s.reindex();
    assert_eq!(victory::outcome(&s).result, "Defeat");
    s.units[1].axis = 2;
    assert_eq!(victory::outcome(&s).result, "Total Victory");
}

#[test]
fn ump_rap_21_an_hq_is_held_in_corps_reserve_only_with_its_division() {
    let sc = umpire_rapier::bundled("uranus").unwrap();
    let mut dice = Dice::new(1, false);
    let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
    while s.phase != Phase::InitialOrders {
        let seat = Rapier::to_act(&s).iter(6).next().unwrap();
        let a = legal(&s, seat)[0];
        act(&mut s, seat, a, &mut dice);
    }
    let hq = unit(&s, "47th Gds RD HQ") as u16;
    assert!(!legal(&s, 1).contains(&Action::HoldUnit { unit: hq }));
    act(&mut s, 1, Action::HoldDivision { division: 0 }, &mut dice);
    assert_eq!(s.units[usize::from(hq)].loc, Loc::R2);
    assert!(
        s.has_hq(Side::Attacker, 0),
        "an HQ in reserve is not destroyed"
    );
}

#[test]
fn engineer_cavalry_moves_and_is_hit_as_cavalry_and_lifts_mines_as_engineers() {
    let sc = scenario(
        "moving_targets = true",
        &div(
            r#"{ name = "EngCav", kind = "engineer", mounted = true, at = "A2-L1" },
               { name = "Cav", kind = "cavalry", at = "A3-L1" }"#,
        ),
        &def(r#"{ name = "Mines", kind = "minefield", at = "A2-L4" }"#),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let (e, c) = (unit(&s, "EngCav"), unit(&s, "Cav"));
    assert_eq!(s.units[e].label(), "engineer cavalry");
    assert_eq!(s.units[e].fast(), s.units[c].fast(), "moves as cavalry");
    act(
        &mut s,
        3,
        Action::Move {
            unit: e as u16,
            to: sec("A2-L2"),
        },
        &mut dice,
    );
    assert_eq!(
        fire::kill_threshold(&s, &s.units[e]),
        4,
        "moving cavalry: 4+"
    );
    // Still an engineer: minefield dice cannot hit it.
    assert_eq!(
        umpire_rapier::ground_combat::category(s.units[e].kind),
        umpire_rapier::ground_combat::ENG
    );
}

#[test]
fn only_engineers_can_be_mounted() {
    let text = format!(
        "name = \"t\"\ntitle = \"t\"\n[attacker]\nname = \"A\"\n[[attacker.divisions]]\nname = \"D1\"\n\
         units = [{HQS}, {{ name = \"X\", kind = \"tank\", mounted = true }}]\n\
         [defender]\nname = \"D\"\nunits = [{DHQ}]\n"
    );
    let sc = umpire_rapier::Scenario::from_toml(&text).unwrap();
    let e = umpire_rapier::validate::prepare(&sc)
        .unwrap_err()
        .to_string();
    assert!(e.contains("mounted") && e.contains("only engineers"), "{e}");
}

/// #30 item 1: a division commander who names a defender unit (or another division's) is refused
/// in the same words as for a unit number that does not exist, so no refusal ties a unit number
/// to a face-down counter or counts the umpire's units.
#[test]
fn command_structure_refusals_read_the_same_for_enemy_and_missing_units() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", count = 2, at = "A2-L1" }"#),
        &def(r#"{ name = "Pak", kind = "anti-tank", at = "A2-L3" }"#),
    );
    let (mut s, _) = at_turn_one(&sc, 1);
    sequence::start_movement(&mut s);
    let pak = unit(&s, "Pak") as u16;
    let missing = s.units.len() as u16 + 5;
    for u in [pak, missing] {
        for a in [
            Action::Move {
                unit: u,
                to: sec("A2-L2"),
            },
            Action::Exit { unit: u },
            Action::Release { unit: u, to: None },
        ] {
            let e = refused(&s, 3, a);
            assert_eq!(e.rule, "command structure");
            assert_eq!(
                e.reason,
                format!("there is no unit #{u} under the div1 seat's command")
            );
        }
    }
}
