//! Fire and intelligence, each test named after the rule it pins: support ranges and fog
//! (RAP-1), reconnaissance (RAP-2), the random event table (RAP-3), the pre-battle bombardment
//! (set-up 5), on-call fire on target reference points (step 4), counter-battery limits (steps
//! 5 and 6).

mod common;

use common::{act, at_turn_one, def, div, legal, put, refused, scenario, sec, unit};
use umpire_core::{Dice, Ruleset};
use umpire_rapier::state::{Loc, Phase, Side};
use umpire_rapier::{fire, Action, Rapier, Target};

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
