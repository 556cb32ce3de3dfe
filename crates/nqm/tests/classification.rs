//! The classification table's very light row, the disorganised stand's silence and green
//! troops' two break tests, each test named after the rule it pins (issue #15, items 1, 2, 10).

use umpire_core::geometry::Hex;
use umpire_core::{Dice, Ruleset};
use umpire_nqm::classes::{fires_as, table_cell, Class};
use umpire_nqm::game::{Action, Order, State, ATTACKER};
use umpire_nqm::{bundled, Nqm};

fn start(seed: u64) -> (State, Dice) {
    let sc = bundled("test-village").unwrap();
    let mut dice = Dice::new(seed, false);
    let s = Nqm::new_game(&sc, &mut dice).unwrap();
    (s, dice)
}

fn idx(s: &State, id: &str) -> usize {
    s.units.iter().position(|u| &*u.id == id).unwrap()
}

fn end_hour(s: &mut State, d: &mut Dice) {
    let hour = s.hour;
    for seat in 0..5u8 {
        if s.hour == hour && Nqm::to_act(s).contains(seat) {
            Nqm::apply(s, seat, &Action::Done, d).unwrap();
        }
    }
}

/// Blue's infantry company is ordered to attack red-1 in 4,2 from 3,2; `setup` changes the
/// state first. The state before the hour is played, with its dice.
fn order_attack(seed: u64, setup: impl Fn(&mut State)) -> (State, Dice, usize, usize) {
    let (mut s, mut d) = start(seed);
    let (a, r) = (idx(&s, "blue-a"), idx(&s, "red-1"));
    s.units[a].hex = Hex::from_offset(3, 2);
    s.units[r].concealed = false;
    setup(&mut s);
    let order = Action::Order {
        stand: u16::try_from(a).unwrap(),
        order: Order::Attack {
            target: Hex::from_offset(4, 2),
        },
        from_hour: None,
    };
    Nqm::apply(&mut s, ATTACKER, &order, &mut d).unwrap();
    (s, d, a, r)
}

/// [`order_attack`] and its first hour.
fn attack(seed: u64, setup: impl Fn(&mut State)) -> (State, usize, usize) {
    let (mut s, mut d, a, r) = order_attack(seed, setup);
    end_hour(&mut s, &mut d);
    (s, a, r)
}

#[test]
fn classification_infantry_without_anti_tank_weapons_fire_as_very_light_against_armour() {
    // The table's rule itself.
    assert_eq!(
        fires_as(Class::Light, true, Class::Heavy, true),
        Class::VeryLight
    );
    assert_eq!(
        fires_as(Class::Light, true, Class::Light, true),
        Class::VeryLight
    );
    assert_eq!(
        fires_as(Class::Light, true, Class::Medium, false),
        Class::Light,
        "dug-in infantry is not armour"
    );
    assert_eq!(
        fires_as(Class::Medium, false, Class::Heavy, true),
        Class::Medium,
        "anti-tank weapons keep their class"
    );
    // So rifles cannot harm heavy tanks at all (three classes below), where as light they could.
    assert!(table_cell(Class::VeryLight, Class::Heavy, 0).is_none());
    assert!(table_cell(Class::Light, Class::Heavy, 0).is_some());
    let (s, _) = start(1);
    let a = idx(&s, "blue-a");
    assert!(s.units[a].infantry_without_anti_tank());
    assert_eq!(s.units[a].fires_at(Class::Heavy, true), Class::VeryLight);
}

#[test]
fn classification_rifles_do_not_hurt_heavy_tanks_in_a_firefight() {
    for seed in 1..=30 {
        let (s, _, _) = attack(seed, |s| {
            let r = idx(s, "red-1");
            s.units[r].armour = Class::Heavy;
        });
        assert_eq!(
            s.attacks[0].caused, 0,
            "seed {seed}: infantry fired at a heavy tank as light"
        );
    }
}

#[test]
fn ump_nqm_24_a_disorganised_stand_does_not_fire_back() {
    for seed in 1..=10 {
        let (s, _, r) = attack(seed, |s| {
            let r = idx(s, "red-1");
            s.units[r].disorganised = true;
            s.units[r].stand.markers = 1;
        });
        let before = start(seed).0.units[r].ammo_thirds;
        assert_eq!(
            s.units[r].ammo_thirds, before,
            "seed {seed}: it spent no ammunition"
        );
        assert_eq!(
            s.attacks[0].received, 0,
            "seed {seed}: it caused no casualties"
        );
    }
    // Not disorganised, it replies (the existing NQM-3 test pins the CU it spends).
    let (s, _, r) = attack(1, |_| {});
    assert!(s.units[r].ammo_thirds < start(1).0.units[r].ammo_thirds);
}

/// Break tests of the defending side, red, over three hours of blue's attack on red-1.
fn red_break_tests(seed: u64, setup: impl Fn(&mut State)) -> usize {
    let (mut s, mut d, _, _) = order_attack(seed, setup);
    let mut tests = 0;
    for _ in 0..3 {
        d.take_rolls();
        end_hour(&mut s, &mut d);
        tests += d
            .take_rolls()
            .iter()
            .filter(|r| r.purpose == "break test" && r.seen_by.contains(umpire_nqm::game::DEFENDER))
            .count();
    }
    tests
}

/// Green troops (NQM 5): "Test first for failure to press home attacks at the first
/// casualty". The first-casualty test is an attacker's; a green platoon holding a position
/// tests only at its grade's threshold, as it would were it not green.
#[test]
fn nqm5_green_defenders_do_not_test_at_their_first_casualty() {
    for seed in 1..=60 {
        let green = |s: &mut State| {
            let r = idx(s, "red-1");
            // Greenness is the unit's: its headquarters' and its platoon's.
            for k in [r, idx(s, "red-hq")] {
                s.units[k].green = true;
            }
            // A bigger platoon, so that the first casualty comes before a third of it is lost.
            s.units[r].stand.figures = 6;
        };
        let seasoned = |s: &mut State| {
            let r = idx(s, "red-1");
            s.units[r].stand.figures = 6;
        };
        assert_eq!(
            red_break_tests(seed, green),
            red_break_tests(seed, seasoned),
            "seed {seed}: a green defender tests as a seasoned one does"
        );
    }
}

/// Green troops attacking test at their first casualty, then at their grade's threshold.
#[test]
fn nqm5_green_attackers_test_at_the_first_casualty_then_at_their_grades_threshold() {
    let mut early = 0;
    for seed in 1..=60 {
        let (mut s, mut d, a, _) = order_attack(seed, |s| {
            let a = idx(s, "blue-a");
            let head = s.unit_head(a);
            for k in s.unit_members(head) {
                s.units[k].green = true;
            }
        });
        for _ in 0..3 {
            d.take_rolls();
            end_hour(&mut s, &mut d);
            let blue_tests = d
                .take_rolls()
                .iter()
                .filter(|r| r.purpose == "break test" && r.seen_by.contains(ATTACKER))
                .count();
            let head = s.unit_head(a);
            let (strength, lost) = s.unit_casualties(&s.unit_members(head));
            // A test before the grade's threshold (a third or half) is the green one.
            if blue_tests > 0 && 3 * lost < strength {
                early += 1;
            }
        }
    }
    assert!(early > 0, "no green attacker tested at its first casualty");
}

#[test]
fn the_screen_names_the_dump_figures_in_words() {
    let (s, _) = start(1);
    let text = Nqm::render(&Nqm::view(&s, umpire_nqm::game::UMPIRE));
    let line = text
        .lines()
        .find(|l| l.starts_with("Div Log in the dump: "))
        .expect("the dump line");
    assert!(!line.contains('['), "{line}");
}

/// The classification table: "all troops moving to contact or road marching" are very light
/// targets, in close country as in the open (UMP-NQM-16).
#[test]
fn ump_nqm_16_all_troops_moving_to_contact_or_road_marching_are_very_light() {
    let (mut s, _) = start(1);
    let a = idx(&s, "blue-a");
    // The village at 4,2 is cover; a company moving through it is still very light.
    s.units[a].hex = Hex::from_offset(4, 2);
    s.units[a].moved = true;
    for road in [false, true] {
        s.units[a].order = Order::Move {
            to: Hex::from_offset(5, 2),
            road,
        };
        assert_eq!(s.target_class(a), Class::VeryLight);
    }
    s.units[a].moved = false;
    s.units[a].order = Order::Hold { ambush: true };
    assert_ne!(s.target_class(a), Class::VeryLight);
}
