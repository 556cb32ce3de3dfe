//! The umpire's tables against the text's numbers (NQM-3, NQM-4, the recce sequence,
//! reorganisation).

use umpire_core::Ratio;
use umpire_nqm::tables::*;

#[test]
fn nqm3_firefight_table_faces_to_casualties() {
    let row = |w, p| (1..=6).map(|f| casualties(w, p, f)).collect::<Vec<_>>();
    assert_eq!(row(Weapon::L, Protection::Open), [0, 0, 0, 1, 1, 2]);
    assert_eq!(row(Weapon::L, Protection::DugIn), [0, 0, 0, 0, 1, 1]);
    assert_eq!(row(Weapon::L, Protection::Fort), [0, 0, 0, 0, 0, 1]);
    assert_eq!(row(Weapon::M, Protection::Open), [0, 0, 1, 1, 2, 3]);
    assert_eq!(row(Weapon::M, Protection::DugIn), [0, 0, 0, 1, 1, 2]);
    assert_eq!(row(Weapon::M, Protection::Fort), [0, 0, 0, 0, 1, 1]);
    assert_eq!(row(Weapon::H, Protection::Open), [0, 1, 1, 2, 3, 4]);
    assert_eq!(row(Weapon::H, Protection::DugIn), [0, 0, 1, 1, 2, 3]);
    assert_eq!(row(Weapon::H, Protection::Fort), [0, 0, 0, 1, 1, 2]);
}

#[test]
fn nqm3_shifts_raise_the_weapon_then_lower_the_protection() {
    assert_eq!(
        shifted(Weapon::L, Protection::Fort, 1),
        (Weapon::M, Protection::Fort)
    );
    assert_eq!(
        shifted(Weapon::M, Protection::Fort, 2),
        (Weapon::H, Protection::DugIn)
    );
    assert_eq!(
        shifted(Weapon::H, Protection::Fort, 3),
        (Weapon::H, Protection::Open)
    );
    assert_eq!(
        shifted(Weapon::H, Protection::Open, 2),
        (Weapon::H, Protection::Open)
    );
}

#[test]
fn firefight_odds_are_exact() {
    let o = firefight_odds(Weapon::L, Protection::Open, 1, 0);
    assert_eq!(
        o,
        vec![
            (0, Ratio::new(1, 2)),
            (1, Ratio::new(1, 3)),
            (2, Ratio::new(1, 6))
        ]
    );
    let two = firefight_odds(Weapon::L, Protection::Fort, 2, 0);
    assert_eq!(
        two,
        vec![
            (0, Ratio::new(25, 36)),
            (1, Ratio::new(10, 36)),
            (2, Ratio::new(1, 36))
        ]
    );
    let total = firefight_odds(Weapon::H, Protection::Open, 5, 1)
        .iter()
        .fold(Ratio::ZERO, |a, x| a + x.1.clone());
    assert_eq!(total, Ratio::ONE);
}

#[test]
fn close_assault_dice_up_to_the_grades_maximum() {
    assert_eq!(assault_dice((Grade::E, 9), (Grade::E, 9)), (5, 4));
    assert_eq!(assault_dice((Grade::V, 9), (Grade::V, 9)), (4, 3));
    assert_eq!(assault_dice((Grade::R, 9), (Grade::R, 9)), (3, 2));
    assert_eq!(assault_dice((Grade::C, 9), (Grade::C, 9)), (2, 2));
    assert_eq!(assault_dice((Grade::M, 9), (Grade::M, 9)), (3, 1));
    assert_eq!(
        assault_dice((Grade::R, 2), (Grade::R, 1)),
        (2, 1),
        "one die a figure"
    );
    assert_eq!(Grade::V.assault_repeats(), Some(3));
    assert_eq!(Grade::E.assault_repeats(), None);
}

#[test]
fn nqm4_dice_matched_highest_to_highest_and_draws() {
    assert_eq!(
        match_dice(Grade::R, &[6, 2, 4], Grade::R, &[5, 4]),
        (1, 0),
        "6>5, 4=4 standoff, the 2 unmatched"
    );
    assert_eq!(
        match_dice(Grade::V, &[4, 1], Grade::R, &[4, 3]),
        (1, 1),
        "a veteran wins the draw against regulars"
    );
    assert_eq!(
        match_dice(Grade::R, &[4], Grade::E, &[4]),
        (0, 1),
        "elite defenders win draws too"
    );
    assert_eq!(
        match_dice(Grade::V, &[4], Grade::V, &[4]),
        (0, 0),
        "equals: a standoff"
    );
}

#[test]
fn close_assault_odds_of_one_die_each() {
    let o = assault_odds((Grade::R, 1), (Grade::R, 1));
    let p = |r: (u32, u32)| {
        o.iter()
            .find(|x| x.0 == r)
            .map_or(Ratio::ZERO, |x| x.1.clone())
    };
    assert_eq!(p((1, 0)), Ratio::new(15, 36));
    assert_eq!(p((0, 1)), Ratio::new(15, 36));
    assert_eq!(p((0, 0)), Ratio::new(6, 36));
    let v = assault_odds((Grade::V, 1), (Grade::R, 1));
    assert_eq!(
        v.iter().find(|x| x.0 == (1, 0)).unwrap().1,
        Ratio::new(21, 36)
    );
    let big = assault_odds((Grade::E, 9), (Grade::V, 9));
    assert_eq!(
        big.iter().fold(Ratio::ZERO, |a, x| a + x.1.clone()),
        Ratio::ONE
    );
}

#[test]
fn recce_table_red_die() {
    assert_eq!(recce_need(Grade::E, Grade::E), Some(6));
    assert_eq!(recce_need(Grade::E, Grade::M), Some(1), "Y: always");
    assert_eq!(recce_need(Grade::V, Grade::E), None, "X: never");
    assert_eq!(recce_need(Grade::R, Grade::C), Some(4));
    assert_eq!(recce_need(Grade::M, Grade::M), Some(5));
    assert_eq!(recce_odds(Grade::R, Grade::C), Ratio::new(1, 2));
    assert_eq!(recce_odds(Grade::C, Grade::V), Ratio::ZERO);
}

#[test]
fn reorganisation_removes_half_and_the_odd_one_on_4_to_6() {
    // The text's example: five casualties, two come off and a 4 takes the fifth.
    assert_eq!(
        reorganise_odds(5),
        vec![(2, Ratio::new(1, 2)), (3, Ratio::new(1, 2))]
    );
    assert_eq!(reorganise_odds(4), vec![(2, Ratio::ONE)]);
}
