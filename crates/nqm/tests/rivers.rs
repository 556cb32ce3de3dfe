//! Major rivers (the task timings table, UMP-NQM-25 as amended): a scenario names the river
//! hexes of a major river; a crossing there is planned first (8 hours, by a headquarters), and
//! only then are bridgeheads and bridges made; a major bridge takes a major demolition (8
//! engineer-platoon hours), a minor one a minor demolition.

mod common;

use common::*;
use umpire_core::{Dice, Ruleset};
use umpire_nqm::command::Task;
use umpire_nqm::game::{Action, Feature, Order, State, ATTACKER, DEFENDER};
use umpire_nqm::scenario::Role;
use umpire_nqm::{Nqm, Scenario};

/// The test scenario with a river down column 3, major unless `minor`, the road crossing it
/// at 3,2 (a bridge); twenty hours long.
fn with_river(minor: bool) -> (State, Dice) {
    let base = umpire_nqm::SCENARIOS
        .iter()
        .find(|b| b.name == "test-village")
        .unwrap()
        .toml;
    let mut toml = base.replacen(
        "  \"......\",\n  \"..W...\",\n  \"....V.\",\n  \"......\",",
        "  \"...~..\",\n  \"..W~..\",\n  \"...~V.\",\n  \"...~..\",",
        1,
    );
    if !minor {
        toml = toml.replacen(
            "roads = [",
            "major_river = [[3, 0], [3, 1], [3, 2], [3, 3]]\nroads = [",
            1,
        );
    }
    toml = toml.replacen("hours = 6", "hours = 20", 1);
    assert_ne!(toml, base);
    let sc = Scenario::from_toml(&toml).unwrap_or_else(|e| panic!("{e}"));
    let mut d = Dice::new(1, true);
    let s = Nqm::new_game(&sc, &mut d).unwrap();
    (s, d)
}

fn task(s: &State, id: &str, task: Task, c: i16, r: i16) -> Action {
    Action::Order {
        stand: u16::try_from(idx(s, id)).unwrap(),
        order: Order::Task { task, at: at(c, r) },
        from_hour: None,
    }
}

#[test]
fn task_timings_a_major_river_is_crossed_where_a_crossing_was_planned() {
    let (mut s, mut d) = with_river(false);
    let (a, hq) = (idx(&s, "blue-a"), idx(&s, "blue-hq"));
    s.units[a].hex = at(2, 1);
    s.units[hq].hex = at(2, 1);
    let bridgehead = task(&s, "blue-a", Task::InfantryBridgehead, 3, 1);
    let e = Nqm::check(&s, ATTACKER, &bridgehead).unwrap_err();
    assert!(
        e.to_string().contains("plan the crossing there first"),
        "{e}"
    );
    // Only a headquarters plans, and only on a major river.
    let e = Nqm::check(
        &s,
        ATTACKER,
        &task(&s, "blue-a", Task::PlanRiverCrossing, 3, 1),
    )
    .unwrap_err();
    assert!(e.to_string().contains("planned by a headquarters"), "{e}");
    let plan = task(&s, "blue-hq", Task::PlanRiverCrossing, 3, 1);
    let mut legal = Vec::new();
    Nqm::legal_actions(&s, ATTACKER, &mut legal);
    assert!(legal.contains(&plan));
    Nqm::apply(&mut s, ATTACKER, &plan, &mut d).unwrap();
    for hour in 0..8 {
        assert!(
            !s.crossing_planned(at(3, 1), 0),
            "hour {hour}: planning takes 8 hours"
        );
        end_hour(&mut s, &mut d);
    }
    assert!(s.crossing_planned(at(3, 1), 0));
    // The enemy does not see the plan.
    let red = Nqm::view(&s, DEFENDER);
    assert!(!red
        .features
        .iter()
        .any(|f| matches!(f, Feature::CrossingPlanned { .. })));
    let blue = Nqm::view(&s, ATTACKER);
    assert!(blue
        .features
        .iter()
        .any(|f| matches!(f, Feature::CrossingPlanned { .. })));
    Nqm::check(
        &s,
        ATTACKER,
        &task(&s, "blue-a", Task::InfantryBridgehead, 3, 1),
    )
    .unwrap();
    // The plan is for that hex: another still needs one.
    assert!(Nqm::check(
        &s,
        ATTACKER,
        &task(&s, "blue-a", Task::InfantryBridgehead, 3, 0)
    )
    .is_err());
}

#[test]
fn task_timings_a_major_bridge_takes_a_major_demolition_a_minor_one_a_minor() {
    for minor in [false, true] {
        let (mut s, _) = with_river(minor);
        let m = idx(&s, "blue-mortars");
        s.units[m].role = Role::Engineer;
        s.units[m].hex = at(2, 2);
        let major = task(&s, "blue-mortars", Task::MajorDemolition, 3, 2);
        let minor_job = task(&s, "blue-mortars", Task::MinorDemolition, 3, 2);
        if minor {
            Nqm::check(&s, ATTACKER, &minor_job).unwrap();
            let e = Nqm::check(&s, ATTACKER, &major).unwrap_err();
            assert!(e.to_string().contains("minor demolition"), "{e}");
        } else {
            Nqm::check(&s, ATTACKER, &major).unwrap();
            let e = Nqm::check(&s, ATTACKER, &minor_job).unwrap_err();
            assert!(e.to_string().contains("major demolition"), "{e}");
            assert_eq!(Task::MajorDemolition.hours(), (8, 8));
        }
    }
}

#[test]
fn a_major_river_hex_must_be_a_river_hex() {
    let base = umpire_nqm::SCENARIOS
        .iter()
        .find(|b| b.name == "test-village")
        .unwrap()
        .toml;
    let toml = base.replacen("roads = [", "major_river = [[0, 0]]\nroads = [", 1);
    let e = Scenario::from_toml(&toml)
        .and_then(|sc| Nqm::new_game(&sc, &mut Dice::new(1, true)).map(|_| ()))
        .unwrap_err();
    assert!(e.to_string().contains("not a river hex"), "{e}");
}
