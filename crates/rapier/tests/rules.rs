//! Movement, fire, set-up, turn sequence and victory, each test named after the rule it pins.

mod common;

use common::{act, at_turn_one, legal, put, refused, scenario, sec, unit};
use umpire_core::{Dice, Rng, Ruleset};
use umpire_rapier::movement::{allowance, bogging_threshold, destinations};
use umpire_rapier::state::{Loc, Phase, Side};
use umpire_rapier::{fire, turn, Action, Rapier, Target};

const HQS: &str = r#"{ name = "HQ", kind = "hq", at = "A1-L1" }"#;
const DHQ: &str = r#"{ name = "DHQ", kind = "hq", at = "A4-L5" }"#;

fn div(rest: &str) -> String {
    format!("{HQS},\n{rest}")
}

fn def(rest: &str) -> String {
    format!("{DHQ},\n{rest}")
}

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

#[test]
fn rap11_a_unit_that_reaches_the_last_line_exits_with_its_next_move() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Tank", kind = "tank", at = "A2-L1" }"#),
        &def(""),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let t = unit(&s, "Tank");
    put(&mut s, t, "A2-L5");
    act(
        &mut s,
        3,
        Action::Move {
            unit: t as u16,
            to: sec("A2-L6"),
        },
        &mut dice,
    );
    assert!(
        !legal(&s, 3).contains(&Action::Exit { unit: t as u16 }),
        "reaching L6 with movement left does not take it off the table this turn"
    );
    finish_turn_until(&mut s, 2, &mut dice);
    assert!(legal(&s, 3).contains(&Action::Exit { unit: t as u16 }));
    act(&mut s, 3, Action::Exit { unit: t as u16 }, &mut dice);
    assert_eq!(s.units[t].loc, Loc::Exited);
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
fn rap12_a_division_without_hq_moves_at_most_half_its_units() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", count = 4, at = "A2-L1" }"#),
        &def(""),
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let hq = unit(&s, "HQ");
    s.set_loc(hq, Loc::Gone);
    turn::start_movement(&mut s);
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
fn rap1_support_range_is_one_for_mortars_and_two_for_artillery() {
    assert_eq!(fire::range(umpire_rapier::Kind::Mortar), 1);
    assert_eq!(fire::range(umpire_rapier::Kind::Artillery), 2);
    assert_eq!(fire::range(umpire_rapier::Kind::Rockets), 2);
}

#[test]
fn rap1_thick_fog_limits_fire_to_sectors_next_to_friendly_units() {
    let sc = scenario(
        "",
        &div(""),
        &def(r#"{ name = "Inf", kind = "infantry", at = "A3-L3" }"#),
    );
    let (mut s, _) = at_turn_one(&sc, 1);
    s.fog = true;
    assert!(fire::fog_allows(&s, Side::Attacker, sec("A1-L2")));
    assert!(!fire::fog_allows(&s, Side::Attacker, sec("A3-L3")));
    s.fog = false;
    assert!(fire::fog_allows(&s, Side::Attacker, sec("A3-L3")));
}

#[test]
fn rap3_random_event_table_is_the_house_value() {
    let r = umpire_rapier::scenario::Rules::default();
    use umpire_rapier::state::RandomEvent as E;
    assert_eq!(
        r.random_events,
        [
            E::None,
            E::None,
            E::ThickFog,
            E::AttackerAirStrike,
            E::DefenderAirStrike,
            E::ExtraAmmo
        ]
    );
}

#[test]
fn setup5_pre_battle_bombardment_allows_two_missions_a_sector() {
    let sc = scenario(
        "",
        &div(""),
        &def(r#"{ name = "Inf", kind = "infantry", at = "A3-L3" }"#),
    );
    let mut dice = Dice::new(1, false);
    let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
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
    for k in 0..4 {
        act(
            &mut s,
            1,
            Action::PlotTrp {
                sector: umpire_rapier::state::Sector::new(k, 5),
            },
            &mut dice,
        );
    }
    assert_eq!(s.phase, Phase::PreBattleBombardment);
    assert_eq!(s.prebattle_fm_left, 16);
    act(
        &mut s,
        1,
        Action::FireMission {
            sector: sec("A3-L3"),
        },
        &mut dice,
    );
    act(
        &mut s,
        1,
        Action::FireMission {
            sector: sec("A3-L3"),
        },
        &mut dice,
    );
    let e = refused(
        &s,
        1,
        Action::FireMission {
            sector: sec("A3-L3"),
        },
    );
    assert!(e.reason.contains("at most 2"), "{e}");
    assert_eq!(s.prebattle_fm_left, 14);
}

#[test]
fn step4_on_call_fire_only_on_trps_at_most_two_each_and_four_a_turn() {
    let sc = scenario("", &div(""), &def(""));
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    s.phase = Phase::OnCallBombardment;
    let trps = s.trps.clone();
    let e = refused(
        &s,
        1,
        Action::FireMission {
            sector: sec("A1-L3"),
        },
    );
    assert!(e.reason.contains("TRP"), "{e}");
    act(
        &mut s,
        1,
        Action::FireMission { sector: trps[0] },
        &mut dice,
    );
    act(
        &mut s,
        1,
        Action::FireMission { sector: trps[0] },
        &mut dice,
    );
    let e = refused(&s, 1, Action::FireMission { sector: trps[0] });
    assert!(e.reason.contains("at most 2"), "{e}");
    act(
        &mut s,
        1,
        Action::FireMission { sector: trps[1] },
        &mut dice,
    );
    act(
        &mut s,
        1,
        Action::FireMission { sector: trps[2] },
        &mut dice,
    );
    assert_ne!(
        s.phase,
        Phase::OnCallBombardment,
        "four a turn, then the step ends"
    );
    assert_eq!(s.oncall_fm_left, 4);
}

#[test]
fn step6_a_defending_battery_cannot_be_targeted_the_turn_it_is_revealed() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Guns", kind = "artillery", at = "A2-L1" }"#),
        &def(r#"{ name = "DGuns", kind = "artillery", at = "A2-L3" },
               { name = "Inf", kind = "infantry", at = "A2-L2" }"#),
    );
    let (mut s, _) = at_turn_one(&sc, 1);
    let d = unit(&s, "DGuns");
    s.set_face_down(d, false);
    s.units[d].revealed_turn = s.turn;
    s.phase = Phase::AttackerSupportFire;
    let g = unit(&s, "Guns") as u16;
    let c = s.units[d].counter;
    let e = refused(
        &s,
        3,
        Action::Fire {
            battery: g,
            target: Target::Counter(c),
            extra_ammo: false,
        },
    );
    assert!(e.reason.contains("revealed"), "{e}");
    s.units[d].revealed_turn = 0;
    assert!(legal(&s, 3).contains(&Action::Fire {
        battery: g,
        target: Target::Counter(c),
        extra_ammo: false
    }));
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

/// Everyone says done until turn `t` begins (or the game ends).
fn finish_turn_until(s: &mut umpire_rapier::State, t: u8, dice: &mut Dice) {
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
        turn::outcome(&t).result
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
fn rap2_reconnaissance_shows_two_counters_of_the_rolled_sector_or_is_wasted() {
    let sc = umpire_rapier::bundled("uranus").unwrap();
    let (mut wasted, mut found) = (0, 0);
    for seed in 0..40 {
        let mut dice = Dice::new(seed, true);
        let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
        while s.phase == Phase::DefenderDeployment {
            let a = legal(&s, 0)[0];
            act(&mut s, 0, a, &mut dice);
        }
        dice.take_rolls();
        act(&mut s, 2, Action::Reconnoitre, &mut dice);
        let rolls = dice.take_rolls();
        let axis = rolls[0].value;
        let line = rolls[1].value;
        let scouted: Vec<_> = s.units.iter().filter(|u| u.scouted).collect();
        if axis > 4 {
            wasted += 1;
            assert!(scouted.is_empty(), "axis {axis} is off the table");
        } else {
            let at = umpire_rapier::state::Sector::new(axis as i8 - 1, line as i8 - 1);
            let there = s.units.iter().filter(|u| u.loc == Loc::Table(at)).count();
            assert_eq!(scouted.len(), there.min(2), "seed {seed}");
            assert!(scouted
                .iter()
                .all(|u| u.loc == Loc::Table(at) && u.face_down));
            found += 1;
        }
    }
    assert!(wasted > 0 && found > 0);
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
fn step4_on_call_fire_hits_everyone_in_the_trp_including_friends() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", count = 5, at = "A1-L1" }"#),
        &def(""),
    );
    let mut friendly_losses = 0;
    for seed in 0..60 {
        let (mut s, mut dice) = at_turn_one(&sc, seed);
        s.trps[0] = sec("A1-L1");
        s.phase = Phase::OnCallBombardment;
        act(
            &mut s,
            1,
            Action::FireMission {
                sector: sec("A1-L1"),
            },
            &mut dice,
        );
        friendly_losses += s
            .units
            .iter()
            .filter(|u| u.side == Side::Attacker && u.loc == Loc::Gone)
            .count();
    }
    // 6 units × 60 missions × 1/6 ≈ 60 losses.
    assert!((30..100).contains(&friendly_losses), "{friendly_losses}");
}

#[test]
fn step5_a_battery_in_a_sector_with_enemy_units_cannot_fire() {
    let sc = scenario(
        "",
        &div(r#"{ name = "Inf", kind = "infantry", at = "A2-L1" }"#),
        &def(r#"{ name = "Guns", kind = "artillery", at = "A2-L2" }"#),
    );
    let (mut s, _) = at_turn_one(&sc, 1);
    let g = unit(&s, "Guns");
    assert!(fire::battery_ready(&s, g));
    let i = unit(&s, "Inf");
    put(&mut s, i, "A2-L2");
    assert!(!fire::battery_ready(&s, g));
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
    assert_eq!(turn::outcome(&s).result, "Defeat");
    s.units[1].axis = 2;
    assert_eq!(turn::outcome(&s).result, "Total Victory");
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
