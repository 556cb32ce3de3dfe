//! The hour's rules, pinned on the small test scenario: command reaction time (NQM-2 step 2),
//! movement rates on the scaled map (NQM-1), concealment in views, the recce sequence, the
//! firefight (NQM-3), the battalion commander rule for close assault (NQM-4), reorganisation,
//! task timings, air sorties, logistics, and refusals that name their rule.

mod common;

use common::*;
use umpire_core::{Dice, Ruleset};
use umpire_nqm::command::Task;
use umpire_nqm::game::{cell, Action, Order, State, ATTACKER, DEFENDER, UMPIRE};
use umpire_nqm::movement::Mover;
use umpire_nqm::support::Relationship;
use umpire_nqm::tables::{Grade, Protection};
use umpire_nqm::Nqm;

#[test]
fn written_orders_act_at_once_and_changes_pay_command_reaction_time() {
    let (mut s, mut d) = start();
    order(
        &mut s,
        &mut d,
        "blue-a",
        Order::Move {
            to: at(1, 1),
            road: false,
        },
    );
    assert_eq!(s.units[idx(&s, "blue-a")].pending.unwrap().at_half_hour, 0);
    end_hour(&mut s, &mut d);
    assert_eq!(s.units[idx(&s, "blue-a")].hex, at(1, 1));
    // Hour 1: a changed order inside the division takes an hour to issue, counted from the
    // start of the hour just played: it acts in this hour, the next move (UMP-NQM-13).
    order(
        &mut s,
        &mut d,
        "blue-a",
        Order::Move {
            to: at(1, 0),
            road: false,
        },
    );
    assert_eq!(s.units[idx(&s, "blue-a")].pending.unwrap().at_half_hour, 2);
    // Veteran motorised troops: halved to half an hour.
    let a = idx(&s, "blue-a");
    s.units[a].grade = Grade::V;
    s.units[a].mover = Mover::Motorised;
    assert_eq!(s.reaction_half_hours(a, &Order::Hold { ambush: true }), 1);
    // A commander at the point of action: none.
    let hq = idx(&s, "blue-hq");
    s.units[hq].hex = s.units[a].hex;
    assert_eq!(s.reaction_half_hours(a, &Order::Hold { ambush: true }), 0);
    // Fire missions: direct support at once, in support an hour later.
    let m = idx(&s, "blue-mortars");
    let fire = Order::Fire {
        target: at(4, 2),
        harass: false,
    };
    assert_eq!(s.reaction_half_hours(m, &fire), 0);
    s.units[m].relationship = Relationship::InSupport;
    assert_eq!(s.reaction_half_hours(m, &fire), 2);
}

#[test]
fn nqm1_foot_moves_two_500m_hexes_an_hour() {
    let (mut s, mut d) = start();
    // Foot moves to contact at 1 km/h: two hexes of 500 m.
    order(
        &mut s,
        &mut d,
        "blue-hq",
        Order::Move {
            to: at(0, 0),
            road: false,
        },
    );
    order(
        &mut s,
        &mut d,
        "blue-mortars",
        Order::Move {
            to: at(3, 0),
            road: false,
        },
    );
    end_hour(&mut s, &mut d);
    assert_eq!(s.units[idx(&s, "blue-hq")].hex, at(0, 0));
    let m = &s.units[idx(&s, "blue-mortars")];
    assert_eq!(
        m.hex.distance(at(0, 1)),
        2,
        "two hexes in the hour, at {}",
        cell(m.hex)
    );
}

#[test]
fn concealed_stands_are_absent_from_the_other_sides_view() {
    let (mut s, _) = start();
    let v = Nqm::view(&s, ATTACKER);
    assert!(v.enemy.is_empty());
    let json = serde_json::to_string(&v).unwrap();
    assert!(
        !json.contains("red-1") && !json.contains("1st Platoon"),
        "{json}"
    );
    assert_eq!(Nqm::view(&s, UMPIRE).own.len(), 5);
    assert_eq!(Nqm::view(&s, DEFENDER).own.len(), 2);
    // Revealed, but in a village: seen only from next door.
    let r = idx(&s, "red-1");
    s.units[r].concealed = false;
    assert!(Nqm::view(&s, ATTACKER).enemy.is_empty());
    let a = idx(&s, "blue-a");
    s.units[a].hex = at(3, 2);
    let v = Nqm::view(&s, ATTACKER);
    assert_eq!(v.enemy.len(), 1);
    assert_eq!(v.enemy[0].hex, at(4, 2));
    let json = serde_json::to_string(&v).unwrap();
    assert!(
        !json.contains("red-1") && !json.contains("\"grade\":\"C\""),
        "{json}"
    );
}

/// A Company reconnoitres the village (4,2) for an hour: the state after it and the hour's rolls.
fn recce_the_village(seed: u64) -> (State, Vec<umpire_core::Roll>) {
    let (mut s, mut d) = start_seeded(seed);
    order(
        &mut s,
        &mut d,
        "blue-a",
        Order::Recce {
            to: at(4, 2),
            scoot: false,
        },
    );
    d.take_rolls();
    end_hour(&mut s, &mut d);
    let rolls = d.take_rolls();
    (s, rolls)
}

#[test]
fn recce_sequence_when_a_recce_reaches_a_concealed_stand() {
    for seed in 0..20 {
        let (s, rolls) = recce_the_village(seed);
        let red = rolls
            .iter()
            .find(|r| r.purpose == "recce sequence: red die")
            .expect("the recce sequence ran");
        // The white die only when red did not sight the defender, the blue (engagement
        // table) only when the defender's choice did not come off.
        let count = |p: &str| rolls.iter().filter(|r| r.purpose == p).count();
        let (reds, whites, blues) = (
            count("recce sequence: red die"),
            count("recce sequence: white die"),
            count("recce sequence: blue die (engagement table)"),
        );
        assert!(whites <= reds && blues <= whites, "seed {seed}");
        let need = umpire_nqm::tables::recce_need(
            s.units[idx(&s, "blue-a")].grade,
            s.units[idx(&s, "red-1")].grade,
        );
        if reds == 1 {
            let sighted = need.is_some_and(|n| red.value >= u16::from(n));
            assert_eq!(whites == 1, !sighted, "seed {seed}: {rolls:?}");
        }
        // A regular recce sights a conscript on 5 or 6 (the recce table).
        let red_1 = &s.units[idx(&s, "red-1")];
        if red.value >= 5 {
            assert!(
                !red_1.concealed,
                "seed {seed}: sighted first on {}",
                red.value
            );
        }
        // The recce stops next to the defender whatever happens.
        let a = &s.units[idx(&s, "blue-a")];
        assert!(a.hex.distance(at(4, 2)) >= 1);
    }
}

#[test]
fn nqm3_firefight_spends_a_cu_a_stand_and_tallies_casualties() {
    let (mut s, mut d) = start();
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[r].concealed = false;
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    end_hour(&mut s, &mut d);
    let at_ = &s.attacks[0];
    assert_eq!(s.units[a].ammo_thirds, 6, "one CU fired");
    assert_eq!(
        s.units[r].ammo_thirds, 3,
        "the defender replied with one CU"
    );
    assert_eq!(at_.caused, s.units[r].stand.pins());
    assert_eq!(at_.received, s.units[a].stand.pins());
    assert_eq!(at_.won_hour.is_some(), at_.caused > at_.received);
}

fn two_company_assault(with_commander: bool) -> String {
    let (mut s, mut d) = start();
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[a].grade = Grade::V;
    let mut b = s.units[a].clone();
    b.id = "blue-b".into();
    b.name = "B Company".into();
    b.hex = at(3, 3);
    s.units.push(b);
    s.units[r].concealed = false;
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    order(&mut s, &mut d, "blue-b", Order::Attack { target: at(4, 2) });
    let mut engaged = vec![
        u16::try_from(a).unwrap(),
        u16::try_from(s.units.len() - 1).unwrap(),
    ];
    if with_commander {
        let hq = idx(&s, "blue-hq");
        s.units[hq].hex = at(3, 1);
        s.units[hq].grade = Grade::V;
        order(
            &mut s,
            &mut d,
            "blue-hq",
            Order::Attack { target: at(4, 2) },
        );
        engaged.push(u16::try_from(hq).unwrap());
    }
    // The firefight is already won, so the veterans assault this hour.
    s.attacks.push(umpire_nqm::game::Attack {
        side: 0,
        target: at(4, 2),
        caused: 1,
        received: 0,
        engaged,
        last_caused: 1,
        last_received: 0,
        reinforced: false,
        won_hour: Some(0),
        rounds: 0,
    });
    end_hour(&mut s, &mut d);
    s.sides[0].reports.join("\n")
}

#[test]
fn nqm4_several_stands_assault_only_with_their_battalion_commander() {
    let without = two_company_assault(false);
    assert!(without.contains("cannot go in"), "{without}");
    assert!(!without.contains("close assault on"), "{without}");
    let with = two_company_assault(true);
    assert!(with.contains("close assault on 4,2, round 1"), "{with}");
}

#[test]
fn reorganisation_halves_red_pins_with_the_command_stand_at_hand() {
    let (mut s, mut d) = start();
    let a = idx(&s, "blue-a");
    s.units[a].stand.markers = 3;
    s.units[a].disorganised = true;
    order(&mut s, &mut d, "blue-a", Order::Reorganise);
    d.take_rolls();
    end_hour(&mut s, &mut d);
    let u = &s.units[a];
    let die = d
        .take_rolls()
        .into_iter()
        .find(|r| r.purpose.starts_with("reorganise"))
        .expect("an odd pin is rolled for");
    let off = 1 + u32::from(die.value >= 4);
    assert_eq!(u.stand.markers, 0);
    assert_eq!(u.stand.black, 3 - off);
    assert!(!u.disorganised);
}

#[test]
fn reorganisation_is_refused_without_the_command_stand() {
    let (mut s, mut d) = start();
    let a = idx(&s, "blue-a");
    let hq = idx(&s, "blue-hq");
    s.units[hq].hex = at(0, 0);
    s.units[a].hex = at(2, 3);
    s.units[a].stand.markers = 2;
    order(&mut s, &mut d, "blue-a", Order::Reorganise);
    end_hour(&mut s, &mut d);
    assert_eq!(s.units[a].stand.markers, 2);
    assert!(s.sides[0]
        .reports
        .iter()
        .any(|r| r.contains("cannot reorganise")));
}

#[test]
fn task_timings_digging_in_takes_six_hours() {
    let (mut s, mut d) = start();
    let a = idx(&s, "blue-a");
    let here = s.units[a].hex;
    order(
        &mut s,
        &mut d,
        "blue-a",
        Order::Task {
            task: Task::DigIn,
            at: here,
        },
    );
    for h in 0..6 {
        assert_eq!(s.units[a].position, Protection::Open, "hour {h}");
        end_hour(&mut s, &mut d);
    }
    assert_eq!(s.units[a].position, Protection::DugIn);
}

#[test]
fn air_sorties_arrive_after_four_hours_within_the_days_allowance() {
    let (mut s, mut d) = start();
    s.sorties_per_day = 1;
    s.sides[0].sorties_left = 1;
    let strike = Action::AirStrike { target: at(4, 2) };
    Nqm::apply(&mut s, ATTACKER, &strike, &mut d).unwrap();
    assert_eq!(s.sorties[0].arrives, 4);
    let before = s.clone();
    let e = Nqm::apply(&mut s, ATTACKER, &strike, &mut d).unwrap_err();
    assert!(e.reason.contains("no air sorties left"), "{e}");
    assert_eq!(s, before);
}

#[test]
fn refusals_name_the_rule_and_change_nothing() {
    let (mut s, mut d) = start();
    let a = u16::try_from(idx(&s, "blue-a")).unwrap();
    let before = s.clone();
    let fire = Action::Order {
        stand: a,
        order: Order::Fire {
            target: at(4, 2),
            harass: false,
        },
        from_hour: None,
    };
    let e = Nqm::apply(&mut s, ATTACKER, &fire, &mut d).unwrap_err();
    assert_eq!(e.rule, "weapon range table");
    let scoot = Action::Order {
        stand: a,
        order: Order::Recce {
            to: at(4, 2),
            scoot: true,
        },
        from_hour: None,
    };
    let e = Nqm::apply(&mut s, ATTACKER, &scoot, &mut d).unwrap_err();
    assert!(e.rule.contains("shoot and scoot"), "{e}");
    let e = Nqm::apply(&mut s, UMPIRE, &Action::Done, &mut d).unwrap_err();
    assert_eq!(e.rule, "seats");
    let red = u16::try_from(idx(&s, "red-1")).unwrap();
    let e = Nqm::apply(
        &mut s,
        ATTACKER,
        &Action::Order {
            stand: red,
            order: Order::Hold { ambush: true },
            from_hour: None,
        },
        &mut d,
    )
    .unwrap_err();
    assert_eq!(e.reason, umpire_nqm::not_commanded(red), "{e}");
    assert_eq!(s, before);
    order(&mut s, &mut d, "blue-a", Order::Hold { ambush: false });
    let again = s.clone();
    let e = Nqm::apply(
        &mut s,
        ATTACKER,
        &Action::Order {
            stand: a,
            order: Order::Hold { ambush: true },
            from_hour: None,
        },
        &mut d,
    )
    .unwrap_err();
    assert_eq!(e.rule, "NQM-2 sequence");
    assert_eq!(s, again);
}

#[test]
fn logistics_a_vehicle_run_refills_the_battalion_from_the_dump() {
    let (mut s, mut d) = start();
    let a = idx(&s, "blue-a");
    s.units[a].ammo_thirds = 0;
    order(&mut s, &mut d, "blue-a", Order::Resupply);
    end_hour(&mut s, &mut d);
    assert_eq!(s.units[a].ammo(), 3);
    assert_eq!(s.sides[0].div_log, 0);
    // The day's Div Log unit is open: a second run that day draws on it.
    s.units[a].ammo_thirds = 0;
    order(&mut s, &mut d, "blue-a", Order::Resupply);
    for _ in 0..3 {
        end_hour(&mut s, &mut d);
    }
    assert_eq!(s.units[a].ammo(), 3);
}

#[test]
fn logistics_overnight_resupply_uses_one_div_log() {
    let (mut s, mut d) = start();
    s.start_hour = 23;
    let a = idx(&s, "blue-a");
    s.units[a].ammo_thirds = 0;
    end_hour(&mut s, &mut d);
    assert_eq!(s.clock(), 0);
    assert_eq!(s.units[a].ammo(), 3);
    assert_eq!(s.sides[0].div_log, 0);
}

#[test]
fn typed_orders_parse() {
    let (s, _) = start();
    let a = Nqm::parse_action(&s, ATTACKER, "blue-a attack 4,2 from 2").unwrap();
    assert_eq!(
        a,
        Action::Order {
            stand: u16::try_from(idx(&s, "blue-a")).unwrap(),
            order: Order::Attack { target: at(4, 2) },
            from_hour: Some(2)
        }
    );
    assert!(Nqm::parse_action(&s, ATTACKER, "red-1 hold").is_err());
    assert!(Nqm::parse_action(&s, ATTACKER, "blue-a charge 4,2").is_err());
    assert_eq!(
        Nqm::parse_action(&s, ATTACKER, "done").unwrap(),
        Action::Done
    );
}

#[test]
fn command_reaction_the_texts_corps_example() {
    // The enemy attack starts in hour 0 (the text's first hour); the commander reads its
    // reports and writes orders at the start of hour 1.
    let (mut s, mut d) = start();
    end_hour(&mut s, &mut d);
    assert_eq!(s.hour, 1);
    // Battalions inside the division counter-attack in the second hour: at once.
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    let a = idx(&s, "blue-a");
    assert_eq!(s.units[a].pending.unwrap().at_half_hour, 2);
    // Battalions of another division in the corps, with no orders: the call climbs to corps
    // (in the first hour), comes back down and new orders take an hour to issue, so they go
    // in in the fourth hour (hour 3).
    let hq = idx(&s, "blue-hq");
    s.units[hq].level = Some(umpire_nqm::command::Level::Corps);
    assert_eq!(s.reaction_half_hours(a, &Order::Hold { ambush: true }), 6);
    // (One order a stand an hour: the same company stands in for each case.)
    s.units[a].ordered = false;
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    assert_eq!(s.units[a].pending.unwrap().at_half_hour, 6);
    // Corps guns in support fire in the second hour of the attack.
    let m = idx(&s, "blue-mortars");
    s.units[m].relationship = Relationship::InSupport;
    order(
        &mut s,
        &mut d,
        "blue-mortars",
        Order::Fire {
            target: at(4, 2),
            harass: false,
        },
    );
    assert_eq!(s.units[m].pending.unwrap().at_half_hour, 2);
    // Veteran motorised troops of the corps: every leg halved, in the middle of the second
    // hour (half the hour's movement).
    s.units[a].grade = Grade::V;
    s.units[a].mover = Mover::Motorised;
    s.units[a].ordered = false;
    order(&mut s, &mut d, "blue-a", Order::Hold { ambush: true });
    assert_eq!(s.units[a].pending.unwrap().at_half_hour, 3);
}

/// Blue A Company attacks the Red platoon, now a medium anti-tank gun that outranges it.
fn attacked_gun() -> (State, Dice, usize, usize) {
    let (mut s, mut d) = start();
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[r].concealed = false;
    s.units[r].gun = umpire_nqm::command::RangedWeapon::MediumAtGun;
    s.units[r].range_m = 1000;
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    (s, d, a, r)
}

#[test]
fn special_attack_rule_2_outranging_guns_shoot_and_scoot() {
    let (mut s, mut d, a, r) = attacked_gun();
    order(
        &mut s,
        &mut d,
        "red-1",
        Order::ShootAndScoot { to: at(5, 1) },
    );
    d.take_rolls();
    end_hour(&mut s, &mut d);
    let rolls = d.take_rolls();
    assert!(rolls
        .iter()
        .any(|x| x.purpose.starts_with("shoot and scoot")));
    assert_eq!(s.units[r].hex, at(5, 1), "fell back");
    assert_eq!(s.units[r].ammo_thirds, 3);
    assert!(
        !rolls
            .iter()
            .any(|x| x.purpose == "firefight: attacker's CU"),
        "no one left to fight"
    );
    // Troops with small arms may not.
    let b = u16::try_from(a).unwrap();
    let e = Nqm::check(
        &s,
        ATTACKER,
        &Action::Order {
            stand: b,
            order: Order::ShootAndScoot { to: at(2, 2) },
            from_hour: None,
        },
    )
    .unwrap_err();
    assert!(e.rule.contains("shoot and scoot"), "{e}");
}

#[test]
fn artillery_effect_table_calibre_against_armour() {
    let (mut s, _) = start();
    let r = idx(&s, "red-1");
    let u = &mut s.units[r];
    u.position = Protection::Open;
    assert_eq!(umpire_nqm::game::needed_calibre(u), 45);
    u.armour = umpire_nqm::classes::Class::Medium;
    assert_eq!(umpire_nqm::game::needed_calibre(u), 80);
    u.armour = umpire_nqm::classes::Class::Heavy;
    assert_eq!(umpire_nqm::game::needed_calibre(u), 160);
    u.armour = umpire_nqm::classes::Class::VeryLight;
    u.position = Protection::Fort;
    assert_eq!(umpire_nqm::game::needed_calibre(u), 160);
}

#[test]
fn end_of_battle_recovery_is_rolled_when_the_day_ends() {
    let (mut s, mut d) = start();
    let a = idx(&s, "blue-a");
    s.units[a].stand.black = 2;
    for _ in 0..s.hours {
        end_hour(&mut s, &mut d);
    }
    assert!(s.over);
    let r = s.recovery.expect("recovery rolled");
    assert_eq!(r[0], (2, 1));
    let o = Nqm::outcome(&s).unwrap();
    assert!(
        o.summary.contains("lasting after recovery: 1 of 2"),
        "{}",
        o.summary
    );
}

#[test]
fn special_attack_rule_2_the_alternative_fires_a_second_cu_and_stays() {
    let (mut s, mut d, _, r) = attacked_gun();
    order(&mut s, &mut d, "red-1", Order::FireTwice);
    d.take_rolls();
    end_hour(&mut s, &mut d);
    let rolls = d.take_rolls();
    let scoot = rolls
        .iter()
        .filter(|x| x.purpose.starts_with("shoot and scoot"))
        .count();
    assert_eq!(scoot, 2, "two CUs at maximum range");
    assert_eq!(s.units[r].hex, at(4, 2), "it stays");
    assert_eq!(s.units[r].ammo_thirds, 0, "both CUs spent");
    assert!(
        rolls
            .iter()
            .any(|x| x.purpose == "firefight: attacker's CU"),
        "the attacker replies"
    );
}

/// Orders name a stand by id or index, and only one of the ordering side's own stands: an index
/// of the enemy's stand is refused exactly as a stand that does not exist (so the refusal tells
/// nothing about the enemy), and an order of only `from HOUR` names no stand at all.
#[test]
fn typed_orders_name_only_your_own_stands_by_index() {
    let (s, _) = start();
    let own = idx(&s, "blue-a");
    let enemy = idx(&s, "red-1");
    let a = Nqm::parse_action(&s, ATTACKER, &format!("{own} hold")).unwrap();
    assert!(matches!(a, Action::Order { stand, .. } if usize::from(stand) == own));
    let by_enemy_index = Nqm::parse_action(&s, ATTACKER, &format!("{enemy} hold")).unwrap_err();
    let by_missing_index = Nqm::parse_action(&s, ATTACKER, "9999 hold").unwrap_err();
    assert_eq!(
        by_enemy_index.replace(&enemy.to_string(), "N"),
        by_missing_index.replace("9999", "N")
    );
    assert!(Nqm::parse_action(&s, ATTACKER, "from 12")
        .unwrap_err()
        .contains("names a stand"));
}

#[test]
fn ump_nqm_27_recce_dice_are_the_defenders_and_the_umpires_not_the_recces() {
    let (_, rolls) = recce_the_village(3);
    let recce: Vec<_> = rolls
        .iter()
        .filter(|r| {
            r.purpose.starts_with("recce sequence: ")
                && (r.purpose.ends_with(" die") || r.purpose.ends_with("(engagement table)"))
        })
        .collect();
    assert!(!recce.is_empty(), "the sequence's dice");
    for r in &recce {
        // The text's defender rolls them; the recce learns only what his troops see.
        assert!(r.seen_by.contains(UMPIRE) && r.seen_by.contains(DEFENDER));
        assert!(
            !r.seen_by.contains(ATTACKER),
            "{} shown to the recce",
            r.purpose
        );
    }
    // The side's private dice go to that side only: a break test is its own side's.
    for r in rolls.iter().filter(|r| r.purpose == "break test") {
        assert!(r.seen_by.contains(UMPIRE));
        assert!(r.seen_by.contains(ATTACKER) != r.seen_by.contains(DEFENDER));
    }
}

#[test]
fn ump_nqm_28_a_stand_the_defender_lets_pass_goes_on_its_way() {
    let mut passed = 0;
    for seed in 0..60 {
        let (mut s, mut d) = start_seeded(seed);
        let a = idx(&s, "blue-a");
        s.units[a].hex = at(0, 3);
        s.units[a].mover = Mover::Motorised;
        // Both red stands hold fire and let what comes pass.
        for id in ["red-1", "red-hq"] {
            let r = idx(&s, id);
            s.units[r].order = Order::Hold { ambush: false };
        }
        order(
            &mut s,
            &mut d,
            "blue-a",
            Order::Move {
                to: at(5, 3),
                road: false,
            },
        );
        d.take_events();
        end_hour(&mut s, &mut d);
        let events = d.take_events();
        // The red die is rolled for a stand moving to contact, not only for recce.
        if events.iter().any(|e| e.text.contains("passed-unseen")) {
            passed += 1;
            assert_eq!(
                s.units[a].hex,
                at(5, 3),
                "seed {seed}: let pass, it goes on to where it was sent"
            );
            assert!(s.units[idx(&s, "red-1")].concealed || s.units[idx(&s, "red-hq")].concealed);
        }
    }
    assert!(passed > 0, "no seed let the company pass");
}

#[test]
fn task_timings_air_support_tasked_by_army_takes_eight_hours() {
    let toml = |hours: u32| {
        umpire_nqm::SCENARIOS
            .iter()
            .find(|b| b.name == "test-village")
            .unwrap()
            .toml
            .replace(
                "hours = 6",
                &format!("hours = {hours}\nair_sorties_per_day = 1\nair_support = \"army\""),
            )
    };
    let strike = Action::AirStrike { target: at(4, 2) };
    let sc = umpire_nqm::Scenario::from_toml(&toml(12)).unwrap();
    let mut d = umpire_core::Dice::new(1, true);
    let mut s = Nqm::new_game(&sc, &mut d).unwrap();
    Nqm::apply(&mut s, ATTACKER, &strike, &mut d).unwrap();
    assert_eq!(s.sorties[0].arrives, 8);
    // Six hours of battle: a sortie tasked through army would come too late, and none is offered.
    let sc = umpire_nqm::Scenario::from_toml(&toml(6)).unwrap();
    let s = Nqm::new_game(&sc, &mut d).unwrap();
    let e = Nqm::check(&s, ATTACKER, &strike).unwrap_err();
    assert!(e.rule.contains("air support (army) 8 hours"), "{e}");
    let mut legal = Vec::new();
    Nqm::legal_actions(&s, ATTACKER, &mut legal);
    assert!(!legal.iter().any(|a| matches!(a, Action::AirStrike { .. })));
}

/// The end of the battle: after the last hour the board's header says the battle is over,
/// never an hour past the last ("hour 7 of 6").
#[test]
fn the_header_after_the_last_hour_says_the_battle_is_over() {
    let (mut s, mut d) = start();
    for _ in 0..s.hours {
        end_hour(&mut s, &mut d);
    }
    assert!(s.over);
    let text = Nqm::render(&Nqm::view(&s, ATTACKER));
    let head = text.lines().next().unwrap();
    assert!(head.contains("the battle is over after 6 hours"), "{head}");
    assert!(!head.contains("hour 7 of 6"), "{head}");
}
