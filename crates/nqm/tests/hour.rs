//! The hour's rules, pinned on the small test scenario: command reaction time (NQM-2 step 2),
//! movement rates on the scaled map (NQM-1), concealment in views, the recce sequence, the
//! firefight (NQM-3), the battalion commander rule for close assault (NQM-4), reorganisation,
//! task timings, air sorties, logistics, and refusals that name their rule.

use umpire_core::geometry::Hex;
use umpire_core::{Dice, Ruleset};
use umpire_nqm::command::Task;
use umpire_nqm::game::{cell, Action, Order, State, ATTACKER, DEFENDER, UMPIRE};
use umpire_nqm::movement::Mover;
use umpire_nqm::support::Relationship;
use umpire_nqm::tables::{Grade, Protection};
use umpire_nqm::{bundled, Nqm};

fn start() -> (State, Dice) {
    let sc = bundled("test-village").unwrap();
    let mut dice = Dice::new(1, true);
    let s = Nqm::new_game(&sc, &mut dice).unwrap();
    (s, dice)
}

fn idx(s: &State, id: &str) -> usize {
    s.units.iter().position(|u| u.id == id).unwrap()
}

fn order(s: &mut State, d: &mut Dice, id: &str, o: Order) {
    let i = idx(s, id);
    let seat = if s.units[i].side == 0 {
        ATTACKER
    } else {
        DEFENDER
    };
    let a = Action::Order {
        stand: u16::try_from(i).unwrap(),
        order: o,
        from_hour: None,
    };
    Nqm::apply(s, seat, &a, d).unwrap_or_else(|e| panic!("{e}"));
}

fn end_hour(s: &mut State, d: &mut Dice) {
    let hour = s.hour;
    for seat in 0..5u8 {
        if s.hour == hour && Nqm::to_act(s).contains(seat) {
            Nqm::apply(s, seat, &Action::Done, d).unwrap();
        }
    }
}

fn at(c: i16, r: i16) -> Hex {
    Hex::from_offset(c, r)
}

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
    let sc = bundled("test-village").unwrap();
    let mut d = Dice::new(seed, true);
    let mut s = Nqm::new_game(&sc, &mut d).unwrap();
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
        assert!(rolls
            .iter()
            .any(|r| r.purpose == "recce sequence: white die"));
        assert!(rolls
            .iter()
            .any(|r| r.purpose == "recce sequence: blue die"));
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
    assert!(e.reason.contains("not one of this side's stands"), "{e}");
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
        .filter(|r| r.purpose.starts_with("recce sequence: ") && r.purpose.ends_with(" die"))
        .collect();
    assert_eq!(recce.len(), 3, "red, white and blue");
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
        let sc = bundled("test-village").unwrap();
        let mut d = Dice::new(seed, true);
        let mut s = Nqm::new_game(&sc, &mut d).unwrap();
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

/// The mortars' fire order on `target`, one hour later: the attacker's reports.
/// The reports of both sides after `stand` of blue fires on `target` for an hour.
fn fire_order_reports(stand: &str, target: Hex, setup: impl Fn(&mut State)) -> [String; 2] {
    fire_hour(stand, target, false, 1, setup).1
}

/// The state and both sides' reports after `stand` of blue fires (or harasses) on `target`
/// for an hour, with dice seeded `seed`.
fn fire_hour(
    stand: &str,
    target: Hex,
    harass: bool,
    seed: u64,
    setup: impl Fn(&mut State),
) -> (State, [String; 2]) {
    let sc = bundled("test-village").unwrap();
    let mut d = Dice::new(seed, true);
    let mut s = Nqm::new_game(&sc, &mut d).unwrap();
    setup(&mut s);
    order(&mut s, &mut d, stand, Order::Fire { target, harass });
    end_hour(&mut s, &mut d);
    let reports = [s.sides[0].reports.join("\n"), s.sides[1].reports.join("\n")];
    (s, reports)
}

#[test]
fn nqm10_direct_fire_weapons_harass_out_to_the_tables_harassing_range() {
    // A Company's small arms: effective 300 m (not even the next 500 m hex), harassing 1 km.
    let (s, _) = start();
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    // The platoon out of its village (seen from afar in the open), two hexes off.
    let (target, two_off, three_off) = (at(4, 3), at(2, 3), at(1, 3));
    assert_eq!(s.harass_hexes(a), Some(2));
    assert_eq!(s.range_hexes(a), 0);
    let setup = |s: &mut State| {
        let (a, r) = (idx(s, "blue-a"), idx(s, "red-1"));
        s.units[a].hex = two_off;
        s.units[r].hex = target;
        s.units[r].concealed = false;
    };
    let (mut scored, mut missed) = (0, 0);
    for seed in 1..=30 {
        let (after, [blue, red]) = fire_hour("blue-a", target, true, seed, setup);
        let hit = blue.contains(&format!("harasses {}: disorganising", cell(target)));
        assert!(
            blue.contains(&format!("harasses {}", cell(target))),
            "{blue}"
        );
        // A third of a load spent; no casualties whatever the dice; disorganised if it scored.
        assert_eq!(after.units[a].ammo_thirds, s.units[a].ammo_thirds - 1);
        assert_eq!(after.units[r].stand.markers, 0, "{red}");
        assert_eq!(after.units[r].disorganised, hit, "{blue}");
        if hit {
            scored += 1;
        } else {
            missed += 1;
        }
    }
    assert!(scored > 0 && missed > 0, "{scored} scored, {missed} missed");
    // Refusals: beyond the harassing range, effective fire beyond the effective range, and a
    // weapon the table gives no harassing range.
    let (mut s, _) = start();
    setup(&mut s);
    let fire = |s: &State, target: Hex, harass: bool| {
        Nqm::check(
            s,
            ATTACKER,
            &Action::Order {
                stand: u16::try_from(a).unwrap(),
                order: Order::Fire { target, harass },
                from_hour: None,
            },
        )
    };
    s.units[a].hex = three_off;
    let e = fire(&s, target, true).unwrap_err().to_string();
    assert!(e.contains("harassing range is 2 hexes"), "{e}");
    s.units[a].hex = two_off;
    let e = fire(&s, target, false).unwrap_err().to_string();
    assert!(e.contains("attack instead"), "{e}");
    s.units[a].gun = umpire_nqm::command::RangedWeapon::AntiTankRifle;
    let e = fire(&s, target, true).unwrap_err().to_string();
    assert!(e.contains("has no harassing range"), "{e}");
}

fn fire_order_report(target: Hex, setup: impl Fn(&mut State)) -> String {
    let [blue, _] = fire_order_reports("blue-mortars", target, setup);
    blue
}

#[test]
fn fireplan_an_order_that_cannot_be_carried_out_says_why() {
    // Direct fire needs an enemy in sight: nothing is seen in an empty hex next to A Company,
    // given anti-tank guns of 1,000 m here for the range.
    let (s, _) = start();
    let empty = at(1, 1);
    assert!(s.units.iter().all(|u| u.hex != empty));
    let [text, _] = fire_order_reports("blue-a", empty, |s| {
        let a = idx(s, "blue-a");
        s.units[a].gun = umpire_nqm::command::RangedWeapon::MediumAtGun;
        s.units[a].range_m = 1000;
    });
    assert!(
        text.contains(&format!(
            "does not fire on {}: it sees no enemy there",
            cell(empty)
        )),
        "{text}"
    );
    // Out of ammunition.
    let text = fire_order_report(empty, |s| {
        let m = idx(s, "blue-mortars");
        let r = idx(s, "red-1");
        s.units[m].ammo_thirds = 0;
        s.units[r].hex = at(1, 1);
        s.units[r].concealed = false;
    });
    assert!(text.contains("it is short of ammunition"), "{text}");
}

#[test]
fn nqm10_a_fireplan_may_fall_on_a_suspected_position_and_tells_the_firer_nothing() {
    let (s, _) = start();
    let red = idx(&s, "red-1");
    let at_red = s.units[red].hex;
    assert!(s.units[red].concealed);
    // The mortars fire on the concealed platoon's hex: it is under fire, and its side is told.
    let [blue, red_side] = fire_order_reports("blue-mortars", at_red, |_| {});
    let said = format!(
        "fires on {} where no enemy is seen: what it struck is not known",
        cell(at_red)
    );
    assert!(blue.contains(&said), "{blue}");
    assert!(
        red_side.contains(&format!("{} under fire: ", cell(at_red))),
        "{red_side}"
    );
    // Its hidden twin, the platoon elsewhere: the firing side is told exactly the same.
    let [twin, _] = fire_order_reports("blue-mortars", at_red, |s| {
        let r = idx(s, "red-1");
        s.units[r].hex = at(5, 3);
    });
    assert_eq!(blue, twin);
}

/// An attack by side 0 on 4,2 whose firefight is already won (`won`), by the stands `engaged`,
/// with `rounds` rounds of close assault fought.
fn attack_on_4_2(engaged: Vec<u16>, won: bool, rounds: u32) -> umpire_nqm::game::Attack {
    umpire_nqm::game::Attack {
        side: 0,
        target: at(4, 2),
        caused: u32::from(won),
        received: 0,
        engaged,
        last_caused: u32::from(won),
        last_received: 0,
        reinforced: false,
        won_hour: won.then_some(0),
        rounds,
    }
}

/// One company of `grade` assaulting red-1 at 4,2, the firefight already won, with `rounds`
/// rounds of this assault fought in earlier hours; the state after the hour.
fn one_company_assault(seed: u64, grade: Grade, rounds: u32) -> State {
    assault_after(seed, grade, rounds, |_| {})
}

/// As [`one_company_assault`], with `setup` run on the state before the hour.
fn assault_after(seed: u64, grade: Grade, rounds: u32, setup: impl Fn(&mut State)) -> State {
    let sc = bundled("test-village").unwrap();
    let mut d = Dice::new(seed, true);
    let mut s = Nqm::new_game(&sc, &mut d).unwrap();
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[a].grade = grade;
    s.units[r].concealed = false;
    setup(&mut s);
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    s.attacks
        .push(attack_on_4_2(vec![u16::try_from(a).unwrap()], true, rounds));
    end_hour(&mut s, &mut d);
    s
}

#[test]
fn nqm4_assault_repeats_count_over_the_whole_assault_not_each_hour() {
    // Veterans repeat three times: after three rounds in earlier hours the assault cannot go in
    // again.
    let s = one_company_assault(1, Grade::V, 3);
    let reports = s.sides[0].reports.join("\n");
    assert!(
        reports.contains(
            "the assault on 4,2 has fought its 3 rounds: it goes in again only with fresh stands"
        ),
        "{reports}"
    );
    assert!(
        !reports.contains("close assault on 4,2, round"),
        "{reports}"
    );
    // With two rounds fought, one is left: it is numbered as the assault's third.
    let mut fought = 0;
    for seed in 1..20 {
        let s = one_company_assault(seed, Grade::V, 2);
        let reports = s.sides[0].reports.join("\n");
        if !reports.contains("close assault on 4,2") {
            continue;
        }
        fought += 1;
        assert!(
            reports.contains("close assault on 4,2, round 3:"),
            "{reports}"
        );
        assert!(!reports.contains("round 4:"), "{reports}");
        assert!(s.attacks.iter().all(|a| a.rounds <= 3));
    }
    assert!(fought > 0, "no seed let the assault go in");
}

#[test]
fn ump_nqm_30_a_round_the_attacker_wins_takes_the_position_with_one_stand_a_break_in() {
    let mut seen = 0;
    for seed in 1..60 {
        let s = one_company_assault(seed, Grade::V, 0);
        let reports = s.sides[0].reports.join("\n");
        let Some(line) = reports
            .lines()
            .find(|l| l.contains("close assault on 4,2, round 1:"))
        else {
            continue;
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let num = |after: &str| -> u32 {
            let k = words
                .iter()
                .position(|w| w.trim_end_matches(',') == after)
                .unwrap();
            words[k - 1].parse().unwrap()
        };
        let (ins, backs) = (num("break-ins"), num("push-backs"));
        if ins <= backs {
            continue;
        }
        seen += 1;
        // The attacker won the first round: the assault is carried, no second round is fought.
        assert!(reports.contains("4,2 is taken"), "{reports}");
        assert!(!reports.contains("round 2:"), "{reports}");
        let blue_in = s
            .units
            .iter()
            .filter(|u| u.alive() && u.side == 0 && u.hex == at(4, 2))
            .count();
        assert!(
            blue_in >= 1 && blue_in as u32 <= ins,
            "{blue_in} stands in, {ins} break-ins"
        );
        assert!(
            s.units
                .iter()
                .all(|u| !(u.alive() && u.side == 1 && u.hex == at(4, 2))),
            "the defence left or was taken"
        );
    }
    assert!(seen > 0, "no seed gave the attacker the first round");
}

/// Blue's A Company made a veteran tank company and, with `foot` set, a foot company beside it,
/// attacking red-1 (veterans, so tank terror does not apply) at 4,2; `won`: the firefight is
/// already won. Red has passed a break test for casualties before. The state and the rolls.
fn tank_assault(seed: u64, foot: bool, won: bool) -> (State, Vec<umpire_core::dice::Roll>) {
    let sc = bundled("test-village").unwrap();
    let mut d = Dice::new(seed, true);
    let mut s = Nqm::new_game(&sc, &mut d).unwrap();
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[a].grade = Grade::V;
    s.units[a].armour = umpire_nqm::classes::Class::Medium;
    s.units[a].mover = Mover::Armoured;
    s.units[r].concealed = false;
    s.units[r].grade = Grade::V;
    s.units[r].tested = true;
    let hq = idx(&s, "red-hq");
    s.units[hq].grade = Grade::V;
    let mut engaged = vec![u16::try_from(a).unwrap()];
    if foot {
        let mut b = s.units[a].clone();
        b.id = "blue-b".into();
        b.name = "B Company".into();
        b.hex = at(3, 3);
        b.armour = umpire_nqm::classes::Class::VeryLight;
        b.mover = Mover::Foot;
        s.units.push(b);
        engaged.push(u16::try_from(s.units.len() - 1).unwrap());
        order(&mut s, &mut d, "blue-b", Order::Attack { target: at(4, 2) });
    }
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    s.attacks.push(attack_on_4_2(engaged, won, 0));
    d.take_rolls();
    end_hour(&mut s, &mut d);
    let rolls = d.take_rolls();
    (s, rolls)
}

#[test]
fn nqm3_tanks_rolling_into_a_position_force_a_break_test_even_after_one_was_passed() {
    let (mut held, mut broke) = (0, 0);
    for seed in 1..40 {
        let (s, rolls) = tank_assault(seed, false, true);
        let Some(test) = rolls
            .iter()
            .find(|r| r.purpose == "break test: tanks in the position")
        else {
            continue;
        };
        let reports = s.sides[1].reports.join("\n");
        if test.value >= 3 {
            held += 1;
            assert!(
                reports.contains("holds as the tanks roll into 4,2"),
                "{reports}"
            );
        } else {
            broke += 1;
            // Failing it, the veterans cannot stay: the position falls to the tanks.
            assert!(
                reports.contains("fails its break test as the tanks roll into 4,2"),
                "{reports}"
            );
            assert!(
                s.sides[0].reports.join("\n").contains("4,2 is taken"),
                "{reports}"
            );
        }
    }
    assert!(held > 0 && broke > 0, "held {held}, broke {broke}");
}

#[test]
fn nqm3_armour_in_a_mixed_attack_assaults_without_winning_the_firefight_and_alone() {
    let mut went_in = 0;
    for seed in 1..20 {
        let (s, rolls) = tank_assault(seed, true, false);
        let reports = s.sides[0].reports.join("\n");
        if !reports.contains("close assault on 4,2, round 1") {
            continue;
        }
        went_in += 1;
        // Only the tanks went in: one stand needs no battalion commander, and the tanks rolled in.
        assert!(!reports.contains("cannot go in"), "{reports}");
        assert!(
            rolls
                .iter()
                .any(|r| r.purpose == "break test: tanks in the position"),
            "{reports}"
        );
        let b = idx(&s, "blue-b");
        assert_ne!(s.units[b].hex, at(4, 2), "the foot company stays out");
    }
    assert!(went_in > 0);
}

#[test]
fn special_attack_rule_3_tank_terror_ends_when_the_tanks_roll_on() {
    use umpire_nqm::game::Fate;
    let (mut released, mut taken) = (0, 0);
    for seed in 1..80 {
        // Conscripts unsupported by tanks or anti-tank guns, meeting tanks for the first time
        // (their own grade decides; their headquarters' grade sets the unit's break test).
        let sc = bundled("test-village").unwrap();
        let mut d = Dice::new(seed, true);
        let mut s = Nqm::new_game(&sc, &mut d).unwrap();
        let a = idx(&s, "blue-a");
        let r = idx(&s, "red-1");
        s.units[a].hex = at(3, 2);
        s.units[a].grade = Grade::V;
        s.units[a].armour = umpire_nqm::classes::Class::Medium;
        s.units[a].mover = Mover::Armoured;
        s.units[r].concealed = false;
        // Veterans beside them, whom tank terror does not touch, may hold the position.
        let mut vets = s.units[r].clone();
        vets.id = "red-1v".into();
        vets.name = "Veteran platoon".into();
        vets.grade = Grade::V;
        s.units.push(vets);
        let hq = idx(&s, "red-hq");
        s.units[hq].grade = Grade::V;
        order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
        s.attacks
            .push(attack_on_4_2(vec![u16::try_from(a).unwrap()], true, 0));
        end_hour(&mut s, &mut d);
        let reports = s.sides[1].reports.join("\n");
        if !reports.contains("1st Platoon gives itself up to the tanks") {
            continue;
        }
        if s.units[r].fate == Fate::Surrendered {
            // The position fell: the troops who gave themselves up are taken.
            taken += 1;
            assert!(
                reports.contains("1st Platoon is taken prisoner"),
                "{reports}"
            );
            continue;
        }
        // Still there, out of the fight while the tanks attack.
        assert!(s.units[r].cowed && s.units[r].disorganised, "{reports}");
        // The tanks roll on (they stop attacking the hex): the platoon goes back to fight, and
        // tank terror never applies to it again.
        s.units[a].order = Order::Hold { ambush: false };
        end_hour(&mut s, &mut d);
        let reports = s.sides[1].reports.join("\n");
        assert!(
            reports.contains("1st Platoon: the tanks have rolled on; back in position to fight"),
            "{reports}"
        );
        assert!(!s.units[r].cowed && !s.units[r].disorganised && s.units[r].faced_tanks);
        released += 1;
    }
    assert!(
        released > 0 && taken > 0,
        "released {released}, taken {taken}"
    );
}

#[test]
fn ump_nqm_34_withdrawal_only_out_of_the_enemys_direct_fire() {
    // The Red platoon, seen, with medium anti-tank guns: 1 km, two hexes of effective fire.
    let (mut s, _) = start();
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[r].concealed = false;
    s.units[r].gun = umpire_nqm::command::RangedWeapon::MediumAtGun;
    s.units[r].range_m = 1000;
    let withdraw = |s: &State, to: Hex| {
        Nqm::check(
            s,
            ATTACKER,
            &Action::Order {
                stand: u16::try_from(a).unwrap(),
                order: Order::Withdraw { to },
                from_hour: None,
            },
        )
    };
    let e = withdraw(&s, at(2, 2)).unwrap_err();
    assert!(e.rule.contains("withdrawal"), "{e}");
    assert!(
        e.to_string()
            .contains("only out of the enemy's direct fire: 2,2 is within effective range of the enemy at 4,2"),
        "{e}"
    );
    withdraw(&s, at(1, 2)).unwrap();
    // Guns that cannot fire (disorganised) cover nothing.
    s.units[r].disorganised = true;
    withdraw(&s, at(2, 2)).unwrap();
    // A faster pursuer in contact: no withdrawal at all.
    s.units[r].disorganised = false;
    s.units[r].mover = Mover::Armoured;
    let e = withdraw(&s, at(1, 2)).unwrap_err();
    assert!(e.to_string().contains("at least as mobile"), "{e}");
}

#[test]
fn ump_nqm_34_surrounded_veterans_break_out_a_stand_at_a_time_to_safe_ground() {
    // A disorganised veteran platoon assaulted in its village: with A Company on foot it
    // withdraws a hex; with A Company motorised (faster, so no line of retreat) it must break
    // out, each stand on its own die, 3-6 getting away to the nearest safe hex, not the dump.
    let veteran = |motorised: bool| {
        move |s: &mut State| {
            let r = idx(s, "red-1");
            s.units[r].grade = Grade::V;
            s.units[r].disorganised = true;
            if motorised {
                let a = idx(s, "blue-a");
                s.units[a].mover = Mover::Motorised;
            }
        }
    };
    let s = assault_after(1, Grade::V, 0, veteran(false));
    let red = &s.units[idx(&s, "red-1")];
    let reports = format!(
        "{}\n{}",
        s.sides[0].reports.join("\n"),
        s.sides[1].reports.join("\n")
    );
    assert!(reports.contains("withdraws"), "{reports}");
    assert!(red.alive() && red.hex.distance(at(4, 2)) == 1, "{reports}");
    let (mut out, mut caught) = (0, 0);
    for seed in 1..=30 {
        let s = assault_after(seed, Grade::V, 0, veteran(true));
        let r = idx(&s, "red-1");
        let red = &s.units[r];
        let reports = s.sides[1].reports.join("\n");
        assert!(!reports.contains("withdraws"), "{reports}");
        if red.alive() {
            out += 1;
            assert!(reports.contains("breaks out to"), "{reports}");
            assert_ne!(red.hex, s.sides[1].dump, "not straight to the dump");
            assert_ne!(red.hex, at(4, 2));
            // Out of the direct fire of the attackers where they stood when it broke out.
            let mut before = s.clone();
            let a = idx(&before, "blue-a");
            before.units[a].hex = at(3, 2);
            assert!(before.direct_fire_over(1, red.hex).is_none(), "{reports}");
        } else {
            caught += 1;
            assert!(reports.contains("is caught and surrenders"), "{reports}");
        }
    }
    assert!(out > 0 && caught > 0, "{out} broke out, {caught} caught");
}

#[test]
fn ump_nqm_35_a_unit_that_took_a_position_is_disorganised_until_its_casualties_are_removed() {
    let (mut hurt, mut unhurt) = (0, 0);
    for seed in 1..60 {
        // Half the companies come out of the firefight with a casualty.
        let mut s = assault_after(seed, Grade::V, 0, |s| {
            let a = idx(s, "blue-a");
            s.units[a].stand.markers = u32::from(seed % 2 == 0);
        });
        let a = idx(&s, "blue-a");
        if s.units[a].hex != at(4, 2) {
            continue;
        }
        let digging = matches!(
            s.units[a].order,
            Order::Task {
                task: Task::DigIn,
                ..
            }
        );
        assert!(digging, "veterans dig in without orders");
        if s.units[a].stand.markers == 0 {
            unhurt += 1;
            assert!(!s.units[a].disorganised);
            continue;
        }
        hurt += 1;
        assert!(s.units[a].disorganised, "casualty markers after combat");
        // Its commander comes up and the enemy is out of contact: it reorganises without orders, and
        // goes on digging in.
        let hq = idx(&s, "blue-hq");
        s.units[hq].hex = at(3, 2);
        for id in ["red-1", "red-hq"] {
            let r = idx(&s, id);
            s.units[r].hex = at(0, 3);
        }
        let mut d = Dice::new(seed, true);
        end_hour(&mut s, &mut d);
        let u = &s.units[a];
        let reports = s.sides[0].reports.join("\n");
        assert_eq!(u.stand.markers, 0, "{reports}");
        assert!(!u.disorganised, "{reports}");
        assert!(reports.contains("reorganises"), "{reports}");
        assert!(matches!(
            u.order,
            Order::Task {
                task: Task::DigIn,
                ..
            }
        ));
    }
    assert!(hurt > 0 && unhurt > 0, "{hurt} hurt, {unhurt} unhurt");
}

/// Blue A Company attacks the Red platoon at 4,2 for an hour from 3,2, with `setup` run first;
/// both sides' reports and the state after.
fn attack_hour(setup: impl Fn(&mut State)) -> (State, [String; 2]) {
    let (mut s, mut d) = start();
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[r].concealed = false;
    setup(&mut s);
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    end_hour(&mut s, &mut d);
    let reports = [s.sides[0].reports.join("\n"), s.sides[1].reports.join("\n")];
    (s, reports)
}

#[test]
fn ump_nqm_36_other_positions_give_supporting_fire_against_the_attackers() {
    // The Red company HQ, in a position next to the attacking company (not the one attacked),
    // holds ready to fire: it returns supporting fire in the first hour of the attack.
    let beside = at(3, 2)
        .neighbours()
        .into_iter()
        .find(|&h| h != at(4, 2) && h.distance(at(4, 2)) == 1)
        .unwrap();
    let hq_beside = move |s: &mut State| {
        let h = idx(s, "red-hq");
        s.units[h].hex = beside;
    };
    let (s, [_, red]) = attack_hour(hq_beside);
    let h = idx(&s, "red-hq");
    assert!(
        red.contains("Red company HQ gives supporting fire"),
        "{red}"
    );
    assert!(!s.units[h].concealed, "firing gives it away");
    let (before, _) = start();
    assert_eq!(s.units[h].ammo_thirds, before.units[h].ammo_thirds - 3);
    // Told to keep quiet (`hold pass`), it does not.
    let (s, [_, red]) = attack_hour(move |s| {
        hq_beside(s);
        let h = idx(s, "red-hq");
        s.units[h].order = Order::Hold { ambush: false };
    });
    assert!(!red.contains("supporting fire"), "{red}");
    assert!(s.units[h].concealed);
    // Out of reach (two hexes off with small arms), it does not either.
    let (_, [_, red]) = attack_hour(|_| {});
    assert!(!red.contains("supporting fire"), "{red}");
}

#[test]
fn ump_nqm_36_guns_in_direct_support_fire_at_once_and_guns_in_support_need_release() {
    // The Red platoon attacks A Company at 3,2; Blue's mortars, in direct support of A
    // Company's battalion, fire on the attackers in that first hour with no order.
    let red_attacks = |rel: umpire_nqm::support::Relationship| {
        let (mut s, mut d) = start();
        let a = idx(&s, "blue-a");
        let r = idx(&s, "red-1");
        let m = idx(&s, "blue-mortars");
        s.units[a].hex = at(3, 2);
        s.units[r].concealed = false;
        s.units[m].relationship = rel;
        order(&mut s, &mut d, "red-1", Order::Attack { target: at(3, 2) });
        end_hour(&mut s, &mut d);
        s.sides[0].reports.join("\n")
    };
    let blue = red_attacks(Relationship::InDirectSupport);
    assert!(
        blue.contains("Mortar section gives supporting fire"),
        "{blue}"
    );
    let blue = red_attacks(Relationship::UnderCommand);
    assert!(
        blue.contains("Mortar section gives supporting fire"),
        "{blue}"
    );
    // In support: the guns must first be released and ordered to fire.
    let blue = red_attacks(Relationship::InSupport);
    assert!(!blue.contains("supporting fire"), "{blue}");
}

#[test]
fn ump_nqm_37_a_main_body_with_no_start_line_may_be_caught_in_march_formation() {
    // A Company comes up from 2,2 and attacks the seen platoon at 4,2 in the same hour.
    let run = |seed: u64, start_line: bool| {
        let sc = bundled("test-village").unwrap();
        let mut d = Dice::new(seed, true);
        let mut s = Nqm::new_game(&sc, &mut d).unwrap();
        let a = idx(&s, "blue-a");
        let r = idx(&s, "red-1");
        s.units[a].hex = at(2, 2);
        s.units[r].concealed = false;
        if start_line {
            // The battalion HQ, as the recce party, marks the start line at 2,2.
            let hq = idx(&s, "blue-hq");
            s.units[hq].role = umpire_nqm::scenario::Role::Recce;
            s.units[hq].hex = at(2, 2);
        }
        order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
        d.take_rolls();
        end_hour(&mut s, &mut d);
        let rolls = d.take_rolls();
        let fired = rolls
            .iter()
            .any(|x| x.purpose == "firefight: attacker's CU");
        let rolled = rolls
            .iter()
            .any(|x| x.purpose.starts_with("march formation"));
        let reports = s.sides[0].reports.join("\n");
        assert_eq!(s.units[a].hex.distance(at(4, 2)), 1, "{reports}");
        (reports.contains("caught in march formation"), fired, rolled)
    };
    let (mut caught, mut deployed) = (0, 0);
    for seed in 1..=30 {
        let (c, fired, rolled) = run(seed, false);
        assert!(rolled);
        // Caught, it does not fire that hour; deployed in time, it does.
        assert_eq!(fired, !c);
        if c {
            caught += 1;
        } else {
            deployed += 1;
        }
        // With its start line marked there is no die and it always deploys.
        let (c, fired, rolled) = run(seed, true);
        assert!(!c && fired && !rolled);
    }
    assert!(
        caught > 0 && deployed > 0,
        "{caught} caught, {deployed} deployed"
    );
}
