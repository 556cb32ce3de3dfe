//! Every table of the campaign turn, checked against the text's numbers.

use umpire_core::Ratio;
use umpire_race::tables::*;

#[test]
fn type_of_battle_table_and_modifiers() {
    assert_eq!(battle_type(Action::Attack, 2), Battle::CounterAttack);
    assert_eq!(battle_type(Action::Attack, 3), Battle::PreparedDefence);
    assert_eq!(battle_type(Action::Attack, 5), Battle::PreparedDefence);
    assert_eq!(battle_type(Action::Attack, 6), Battle::HastyDefence);
    assert_eq!(battle_type(Action::Attack, 7), Battle::HastyDefence);
    assert_eq!(battle_type(Action::Attack, 8), Battle::MeetingEngagement);
    assert_eq!(battle_type(Action::Regroup, 2), Battle::CounterAttack);
    assert_eq!(battle_type(Action::Regroup, 3), Battle::NoBattle);
    assert_eq!(battle_type_modifier(2, false), 2);
    assert_eq!(battle_type_modifier(0, true), -1);
    let o = battle_type_odds(Action::Attack, 0);
    let p = |b: Battle| o.iter().find(|x| x.0 == b).unwrap().1.clone();
    assert_eq!(p(Battle::CounterAttack), Ratio::new(2, 6));
    assert_eq!(p(Battle::PreparedDefence), Ratio::new(3, 6));
    assert_eq!(p(Battle::HastyDefence), Ratio::new(1, 6));
    assert_eq!(p(Battle::MeetingEngagement), Ratio::ZERO);
    let o = battle_type_odds(Action::Attack, 2);
    let p = |b: Battle| o.iter().find(|x| x.0 == b).unwrap().1.clone();
    assert_eq!(
        p(Battle::MeetingEngagement),
        Ratio::new(1, 6),
        "after advancing two zones"
    );
}

#[test]
fn rac1_forces_50_in_the_base_zone_or_after_a_regroup_40_then_30_after_two_zones() {
    assert_eq!(force_percent(1, Action::Attack, Outcome::Advance2), 50);
    assert_eq!(force_percent(3, Action::Regroup, Outcome::NoAdvance), 50);
    assert_eq!(force_percent(3, Action::Attack, Outcome::Advance1), 40);
    assert_eq!(force_percent(3, Action::Attack, Outcome::Retreat), 40);
    assert_eq!(force_percent(3, Action::Attack, Outcome::Advance2), 30);
    assert_eq!(force_units(19, 50), 9, "round down: 50% of 19 is 9");
}

#[test]
fn size_of_defensive_force_table() {
    assert_eq!(defence_size(Battle::CounterAttack, 1), Some(3));
    assert_eq!(defence_size(Battle::CounterAttack, 5), Some(4));
    assert_eq!(defence_size(Battle::PreparedDefence, 1), Some(3));
    assert_eq!(defence_size(Battle::PreparedDefence, 4), Some(2));
    assert_eq!(defence_size(Battle::HastyDefence, 5), Some(1));
    assert_eq!(defence_size(Battle::MeetingEngagement, 3), Some(4));
    assert_eq!(defence_size(Battle::MeetingEngagement, 5), Some(2));
    assert_eq!(defence_size(Battle::NoBattle, 2), None);
    assert_eq!(defence_size(Battle::HastyDefence, 6), None);
}

#[test]
fn victory_points_table_with_exits_doubled_when_both_objectives_are_held() {
    assert_eq!(
        victory_points(Size::Small, 2, 3, 1),
        Ok(140 + 2 * 12 * 3 - 24)
    );
    assert_eq!(victory_points(Size::Medium, 1, 4, 2), Ok(-35 + 4 * 6 - 24));
    assert_eq!(victory_points(Size::Large, 0, 0, 5), Ok(-140 - 40));
    assert_eq!(victory_points(Size::Huge, 2, 10, 0), Ok(140 + 60));
    assert!(victory_points(Size::Huge, 3, 0, 0).is_err());
    assert_eq!(
        [
            Size::of(40),
            Size::of(41),
            Size::of(80),
            Size::of(120),
            Size::of(121)
        ],
        [
            Size::Small,
            Size::Medium,
            Size::Medium,
            Size::Large,
            Size::Huge
        ]
    );
}

#[test]
fn battle_result_table_and_vp_modifier() {
    assert_eq!(
        [
            vp_modifier(-246),
            vp_modifier(-245),
            vp_modifier(-176),
            vp_modifier(-175)
        ],
        [-4, -3, -3, -2]
    );
    assert_eq!(
        [
            vp_modifier(-36),
            vp_modifier(-35),
            vp_modifier(35),
            vp_modifier(36)
        ],
        [-1, 0, 0, 1]
    );
    assert_eq!(
        [
            vp_modifier(105),
            vp_modifier(106),
            vp_modifier(175),
            vp_modifier(176)
        ],
        [1, 2, 2, 3]
    );
    assert_eq!(battle_result(Action::Attack, 0), Outcome::Retreat);
    assert_eq!(battle_result(Action::Attack, 3), Outcome::NoAdvance);
    assert_eq!(battle_result(Action::Attack, 4), Outcome::Advance1);
    assert_eq!(battle_result(Action::Attack, 8), Outcome::Advance1);
    assert_eq!(battle_result(Action::Attack, 9), Outcome::Advance2);
    assert_eq!(battle_result(Action::Regroup, 9), Outcome::NoAdvance);
    let o = battle_result_odds(Action::Attack, 176);
    assert_eq!(
        o[3],
        (Outcome::Advance2, Ratio::new(1, 6)),
        "a 6 with +3 makes 9"
    );
    assert_eq!(o[2], (Outcome::Advance1, Ratio::new(5, 6)));
}

#[test]
fn recovery_table_and_its_na_entries() {
    assert_eq!(recovery_need(Outcome::Retreat, Action::Regroup), Some(6));
    assert_eq!(recovery_need(Outcome::NoAdvance, Action::Attack), Some(5));
    assert_eq!(recovery_need(Outcome::NoAdvance, Action::Regroup), Some(4));
    assert_eq!(recovery_need(Outcome::Advance1, Action::Attack), Some(5));
    assert_eq!(recovery_need(Outcome::Advance2, Action::Attack), Some(6));
    assert_eq!(recovery_need(Outcome::Advance1, Action::Regroup), None);
    let o = recovery_odds(Outcome::NoAdvance, Action::Regroup, 2).unwrap();
    assert_eq!(
        o,
        vec![
            (0, Ratio::new(1, 4)),
            (1, Ratio::new(1, 2)),
            (2, Ratio::new(1, 4))
        ]
    );
    assert!(recovery_odds(Outcome::Advance2, Action::Regroup, 3)
        .unwrap_err()
        .contains("N/A"));
}
