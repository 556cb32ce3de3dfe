//! Combat rules around the tables: casualty placement, winning the firefight, pressing home,
//! the veterans' same-hour assault, the battalion commander rule, tank terror.

use umpire_core::{Dice, Ratio};
use umpire_nqm::combat::*;
use umpire_nqm::tables::Grade;

#[test]
fn nqm3_no_second_marker_before_every_stand_has_one() {
    for seed in 0..200 {
        let mut dice = Dice::new(seed, false);
        let mut stands = [Stand::new(3), Stand::new(3), Stand::new(2), Stand::new(4)];
        let mut placed = 0;
        for n in [1, 2, 3] {
            let p = place_casualties(&mut stands, n, &mut dice);
            placed += n;
            assert!(p.removed.is_empty(), "seed {seed}: nothing overloaded yet");
            let most = stands.iter().map(|s| s.markers).max().unwrap();
            let least = stands.iter().map(|s| s.markers).min().unwrap();
            assert!(most - least <= 1, "seed {seed}: {stands:?}");
            assert_eq!(stands.iter().map(|s| s.markers).sum::<u32>(), placed);
        }
    }
}

#[test]
fn overloaded_stands_are_removed_and_never_carry_more_than_their_figures() {
    let mut dice = Dice::new(3, false);
    let mut stands = [Stand::new(1), Stand::new(1)];
    // Two markers: one each, both stands fully wounded. The third overloads one of them.
    let p = place_casualties(&mut stands, 3, &mut dice);
    assert_eq!(p.hits.len(), 3);
    assert_eq!(p.removed.len(), 1);
    assert_eq!(p.unplaced, 0);
    for s in stands.iter().filter(|s| !s.removed) {
        assert!(s.pins() <= s.figures, "{s:?}");
    }
    // With every stand gone, the rest find nothing.
    let p = place_casualties(&mut stands, 10, &mut dice);
    assert!(stands.iter().all(|s| s.removed));
    assert!(p.unplaced > 0);
    assert_eq!(p.hits.len() as u32 + p.unplaced, 10);
}

#[test]
fn casualty_placement_is_recorded_and_reproducible() {
    let run = |seed| {
        let mut dice = Dice::new(seed, false);
        let mut stands = [Stand::new(3); 5];
        place_casualties(&mut stands, 7, &mut dice).hits
    };
    assert_eq!(run(11), run(11));
    let differs = (0..20).any(|s| run(s) != run(11));
    assert!(differs, "placement is at random");
}

#[test]
fn firefight_won_on_more_casualties_caused_than_received() {
    assert!(firefight_won(3, 2));
    assert!(!firefight_won(2, 2));
    assert!(!firefight_won(1, 2));
    // Fewer caused than received: only fresh reserves, or armour, may press home.
    assert!(!may_press_home(1, 2, false, false));
    assert!(may_press_home(1, 2, true, false));
    assert!(may_press_home(1, 2, false, true));
    assert!(may_press_home(2, 2, false, false));
}

#[test]
fn special_attack_rule_1_veterans_assault_in_the_same_hour() {
    assert_eq!(assault_delay_hours(Grade::V), 0);
    assert_eq!(assault_delay_hours(Grade::E), 0);
    assert_eq!(assault_delay_hours(Grade::R), 1);
    assert_eq!(assault_delay_hours(Grade::C), 1);
    assert_eq!(assault_delay_hours(Grade::M), 1);
}

#[test]
fn close_assault_needs_the_battalion_commander_for_more_than_one_stand() {
    assert!(may_close_assault(1, false));
    assert!(!may_close_assault(2, false));
    assert!(may_close_assault(3, true));
    assert!(!may_close_assault(0, true));
}

#[test]
fn special_attack_rule_3_tank_terror() {
    assert_eq!(tank_terror_odds(Grade::R, false, true), Ratio::new(1, 2));
    assert_eq!(tank_terror_odds(Grade::M, false, true), Ratio::new(1, 2));
    assert_eq!(tank_terror_odds(Grade::V, false, true), Ratio::ZERO);
    assert_eq!(tank_terror_odds(Grade::R, true, true), Ratio::ZERO);
    assert_eq!(tank_terror_odds(Grade::C, false, false), Ratio::ZERO);
}
