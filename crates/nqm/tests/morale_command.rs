//! Morale, command and time tables against the text's numbers: break tests and holding firm,
//! fire discipline, command reaction times, task timings, weapon ranges, artillery effect.

use umpire_core::{Dice, Ratio};
use umpire_nqm::command::*;
use umpire_nqm::morale::*;
use umpire_nqm::tables::{Grade, Protection};

#[test]
fn break_test_thresholds_by_grade() {
    assert_eq!(break_threshold(Grade::E, false), Threshold::Never);
    assert_eq!(break_threshold(Grade::V, false), Threshold::Fraction(1, 3));
    assert_eq!(break_threshold(Grade::R, false), Threshold::Fraction(1, 2));
    assert_eq!(break_threshold(Grade::C, false), Threshold::Fraction(1, 3));
    assert_eq!(break_threshold(Grade::M, false), Threshold::Fraction(1, 3));
    // Green troops test at the first casualty; elite troops never test.
    assert_eq!(break_threshold(Grade::R, true), Threshold::FirstCasualty);
    assert_eq!(break_threshold(Grade::E, true), Threshold::Never);
    // A regular company of 6 figures tests at 3 casualties, not 2; a veteran one at 2.
    assert!(!must_test(Grade::R, false, 6, 2));
    assert!(must_test(Grade::R, false, 6, 3));
    assert!(!must_test(Grade::V, false, 6, 1));
    assert!(must_test(Grade::V, false, 6, 2));
    assert!(must_test(Grade::C, true, 9, 1));
    assert!(!must_test(Grade::E, false, 6, 6));
    assert!(!must_test(Grade::M, false, 0, 0));
}

#[test]
fn break_test_scores_to_hold_firm() {
    assert_eq!(hold_firm_on(Grade::E), None);
    assert_eq!(hold_firm_on(Grade::V), Some(3));
    assert_eq!(hold_firm_on(Grade::R), Some(4));
    assert_eq!(hold_firm_on(Grade::C), Some(5));
    assert_eq!(hold_firm_on(Grade::M), Some(5));
    assert_eq!(break_test_odds(Grade::E), Ratio::ONE);
    assert_eq!(break_test_odds(Grade::V), Ratio::new(2, 3));
    assert_eq!(break_test_odds(Grade::R), Ratio::new(1, 2));
    assert_eq!(break_test_odds(Grade::M), Ratio::new(1, 3));
}

#[test]
fn engagement_table_blue_die_range_by_face() {
    let row = |g| (1..=6).map(|f| opens_fire_at(g, f)).collect::<Vec<_>>();
    use Range::{Contact as C, Effective as E, Harassing as H};
    assert_eq!(row(Grade::E), [C, C, C, C, C, C]);
    assert_eq!(row(Grade::V), [E, E, C, C, C, C]);
    assert_eq!(row(Grade::R), [H, E, E, E, C, C]);
    assert_eq!(row(Grade::C), [H, H, E, E, E, C]);
    assert_eq!(row(Grade::M), [H, H, H, E, E, E]);
    let odds = opens_fire_odds(Grade::R);
    assert_eq!(
        odds,
        vec![
            (Range::Harassing, Ratio::new(1, 6)),
            (Range::Effective, Ratio::new(1, 2)),
            (Range::Contact, Ratio::new(1, 3)),
        ]
    );
    for g in Grade::ALL {
        let total = opens_fire_odds(g)
            .into_iter()
            .fold(Ratio::ZERO, |a, (_, p)| a + p);
        assert_eq!(total, Ratio::ONE, "{g:?}");
    }
}

#[test]
fn command_reaction_table_up_and_back_down() {
    assert_eq!(report_hours(Level::Division, Level::Corps), 1);
    assert_eq!(report_hours(Level::Corps, Level::Army), 2);
    assert_eq!(report_hours(Level::Army, Level::ArmyGroup), 2);
    assert_eq!(report_hours(Level::Division, Level::ArmyGroup), 5);
    assert_eq!(report_hours(Level::Army, Level::Division), 3);
    assert_eq!(report_hours(Level::Corps, Level::Corps), 0);
    assert_eq!(
        reaction_hours(Level::Division, Level::Army, false, false),
        Ratio::new(6, 1)
    );
    // Halved for veteran armoured and motorised units; nothing with a general on the spot.
    assert_eq!(
        reaction_hours(Level::Division, Level::Corps, true, false),
        Ratio::ONE
    );
    assert_eq!(
        reaction_hours(Level::Division, Level::ArmyGroup, false, true),
        Ratio::ZERO
    );
}

#[test]
fn command_reaction_the_texts_corps_example() {
    // A battalion is attacked in hour 1. Its division asks corps at once: corps assets in
    // support fire in hour 2; another division of the corps counter-attacks in hour 3 with
    // orders already given, in hour 4 if the orders must first be written (one hour).
    let attacked = 1;
    assert_eq!(attacked + report_hours(Level::Division, Level::Corps), 2);
    let back = reaction_hours(Level::Division, Level::Corps, false, false);
    assert_eq!(back, Ratio::new(2, 1));
    assert_eq!(attacked + back.floor_u128() as u32, 3);
    assert_eq!(attacked + back.floor_u128() as u32 + 1, 4);
}

#[test]
fn task_timings_table() {
    assert_eq!(Task::AirSupportCorps.hours(), (4, 4));
    assert_eq!(Task::AirSupportArmy.hours(), (8, 8));
    assert_eq!(Task::PlanRiverCrossing.hours(), (8, 8));
    assert_eq!(Task::InfantryBridgehead.hours(), (1, 3));
    assert_eq!(Task::VehicleBridge.hours(), (2, 12));
    assert_eq!(Task::Minefield.hours(), (8, 8));
    assert_eq!(Task::MajorDemolition.hours(), (8, 8));
    assert_eq!(Task::MinorDemolition.hours(), (1, 1));
    assert_eq!(Task::DigIn.hours(), (6, 6));
    assert_eq!(Task::Fortify.hours(), (24, 24));
    // Rolled ranges stay inside the table's range and cover it.
    let mut dice = Dice::new(7, false);
    for t in [Task::InfantryBridgehead, Task::VehicleBridge] {
        let (lo, hi) = t.hours();
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..2000 {
            let h = t.roll_hours(&mut dice, umpire_core::SeatSet::ALL);
            assert!((lo..=hi).contains(&h), "{t:?} rolled {h}");
            seen.insert(h);
        }
        assert_eq!(seen.len() as u32, hi - lo + 1, "{t:?}");
    }
    assert_eq!(
        Task::DigIn.roll_hours(&mut dice, umpire_core::SeatSet::ALL),
        6
    );
}

#[test]
fn weapon_range_table() {
    use RangedWeapon as W;
    assert_eq!(W::SmallArms.ranges_m(), (300, Some(1000)));
    assert_eq!(W::AntiTankRifle.ranges_m(), (200, None));
    assert_eq!(W::LightAtGun.ranges_m(), (500, Some(1000)));
    assert_eq!(W::MediumAtGun.ranges_m(), (1000, Some(2000)));
    assert_eq!(W::HeavyAtGun.ranges_m(), (2000, Some(3000)));
    assert_eq!(W::TankTo47.ranges_m(), (300, Some(600)));
    assert_eq!(W::Tank48To76.ranges_m(), (500, Some(1000)));
    assert_eq!(W::Mortar81.ranges_m().0, 3000);
    assert_eq!(W::Mortar3In.ranges_m().0, 1500);
    assert_eq!(W::Mortar120.ranges_m().0, 5000);
    assert_eq!(W::Artillery105.ranges_m().0, 15_000);
    assert_eq!(W::Artillery150.ranges_m().0, 18_000);
    assert_eq!(W::Artillery200.ranges_m().0, 20_000);
    assert!(W::Mortar81.indirect() && !W::HeavyAtGun.indirect());
    assert_eq!(harassing_cost(), Ratio::new(1, 3));
}

#[test]
fn artillery_effect_table_least_calibre() {
    assert_eq!(min_calibre_for_position(Protection::Open), 45);
    assert_eq!(min_calibre_for_position(Protection::DugIn), 80);
    assert_eq!(min_calibre_for_position(Protection::Fort), 160);
    assert_eq!(min_calibre_for_armour(Armour::L), 45);
    assert_eq!(min_calibre_for_armour(Armour::M), 80);
    assert_eq!(min_calibre_for_armour(Armour::H), 160);
    // Fortified troops shrug off anything below 160 mm; dug-in troops anything below 80 mm.
    assert!(!disorganises(150, Protection::Fort));
    assert!(disorganises(160, Protection::Fort));
    assert!(!disorganises(75, Protection::DugIn));
    assert!(disorganises(81, Protection::DugIn));
    assert!(disorganises(45, Protection::Open));
}
