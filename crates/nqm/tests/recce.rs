//! The recce sequence (red, white and blue dice) against the text's tables.

use umpire_core::{Dice, Ratio};
use umpire_nqm::recce::*;
use umpire_nqm::tables::Grade;

fn p(odds: &[(Outcome, Ratio)], o: Outcome) -> Ratio {
    odds.iter()
        .find(|(x, _)| *x == o)
        .map_or(Ratio::ZERO, |(_, q)| q.clone())
}

fn total(odds: &[(Outcome, Ratio)]) -> Ratio {
    odds.iter().fold(Ratio::ZERO, |a, (_, q)| a + q.clone())
}

#[test]
fn recce_sequence_red_then_white_then_blue() {
    // Regular recce against a regular defender who means to ambush: red needs 5 (1/3); white,
    // the defender's grade against the recce's, needs 5 too; otherwise the defender engages.
    let dist = odds(Grade::R, Grade::R, Intent::Ambush, false);
    assert_eq!(total(&dist), Ratio::ONE);
    assert_eq!(p(&dist, Outcome::SightedFirst), Ratio::new(1, 3));
    let ambushed = |r| Outcome::Ambushed { range: r };
    let engaged = |r| Outcome::Engaged { range: r };
    // Ambushed: 2/3 * 1/3 = 2/9, all at effective range (the blue die is not read).
    assert_eq!(p(&dist, ambushed(RangeName::Harassing)), Ratio::ZERO);
    assert_eq!(p(&dist, ambushed(RangeName::Effective)), Ratio::new(2, 9));
    assert_eq!(p(&dist, ambushed(RangeName::Contact)), Ratio::ZERO);
    // Engaged: 2/3 * 2/3 = 4/9.
    let eng = p(&dist, engaged(RangeName::Harassing))
        + p(&dist, engaged(RangeName::Effective))
        + p(&dist, engaged(RangeName::Contact));
    assert_eq!(eng, Ratio::new(4, 9));
    // Letting the recce pass turns every successful white die into a pass.
    let pass = odds(Grade::R, Grade::R, Intent::LetPass, false);
    assert_eq!(p(&pass, Outcome::PassedUnseen), Ratio::new(2, 9));
}

#[test]
fn recce_table_x_never_and_y_always_in_the_sequence() {
    // A veteran recce never sights elite troops first; the elite defender's white die needs 5
    // against the veteran recce.
    let dist = odds(Grade::V, Grade::E, Intent::Ambush, false);
    assert_eq!(p(&dist, Outcome::SightedFirst), Ratio::ZERO);
    let ambushed: Ratio = dist
        .iter()
        .filter(|(o, _)| matches!(o, Outcome::Ambushed { .. }))
        .fold(Ratio::ZERO, |a, (_, q)| a + q.clone());
    assert_eq!(ambushed, Ratio::new(1, 3));
    // Elite troops always hold their fire to contact range.
    assert!(dist.iter().all(|(o, _)| match o {
        Outcome::Ambushed { range } | Outcome::Engaged { range } => *range == RangeName::Contact,
        _ => true,
    }));
    // An elite recce always sights militia first.
    let dist = odds(Grade::E, Grade::M, Intent::Ambush, false);
    assert_eq!(p(&dist, Outcome::SightedFirst), Ratio::ONE);
}

#[test]
fn recce_blundering_into_an_unrecced_area_is_ambushed() {
    // UMP-NQM-28: the defender's choice comes off without a die; letting it pass holds too.
    let passed = odds(Grade::E, Grade::M, Intent::LetPass, true);
    assert_eq!(p(&passed, Outcome::PassedUnseen), Ratio::ONE);
    let dist = odds(Grade::E, Grade::M, Intent::Ambush, true);
    assert_eq!(p(&dist, Outcome::SightedFirst), Ratio::ZERO);
    // Militia spring it at effective range: an ambush that comes off is never harmless.
    assert_eq!(
        p(
            &dist,
            Outcome::Ambushed {
                range: RangeName::Effective
            }
        ),
        Ratio::ONE
    );
}

#[test]
fn ambush_and_engagement_shifts_and_shoot_and_scoot() {
    let amb = |r| Outcome::Ambushed { range: r };
    let eng = |r| Outcome::Engaged { range: r };
    assert_eq!(amb(RangeName::Effective).fire(), Some((1, true)));
    assert_eq!(amb(RangeName::Contact).fire(), Some((2, true)));
    assert_eq!(eng(RangeName::Effective).fire(), Some((0, true)));
    assert_eq!(eng(RangeName::Contact).fire(), Some((1, true)));
    assert_eq!(eng(RangeName::Harassing).fire(), Some((0, false)));
    assert_eq!(Outcome::SightedFirst.fire(), None);
    assert!(eng(RangeName::Contact).may_shoot_and_scoot());
    assert!(!amb(RangeName::Contact).may_shoot_and_scoot());
}

#[test]
fn recce_sequence_rolls_the_dice_it_reaches_and_agrees_with_resolve() {
    let mut dice = Dice::new(4, false);
    for _ in 0..100 {
        let (faces, o) = roll(
            Grade::R,
            Grade::C,
            Intent::Ambush,
            false,
            umpire_core::SeatSet::ALL,
            &mut dice,
        );
        let read = faces.map(|f| f.unwrap_or(1));
        assert_eq!(o, resolve(Grade::R, Grade::C, Intent::Ambush, false, read));
        // Red always; white unless red sighted the defender; blue only when it engages.
        assert!(faces[0].is_some());
        assert_eq!(faces[1].is_some(), o != Outcome::SightedFirst);
        assert_eq!(faces[2].is_some(), matches!(o, Outcome::Engaged { .. }));
    }
    // A blunder throws nothing.
    let (faces, o) = roll(
        Grade::R,
        Grade::C,
        Intent::Ambush,
        true,
        umpire_core::SeatSet::ALL,
        &mut dice,
    );
    assert_eq!(faces, [None; 3]);
    assert!(matches!(o, Outcome::Ambushed { .. }));
}

/// NQM 7 and 12: ambushes are sprung "at effective range" (one shift) or "at contact range"
/// (two shifts), and the engagement table's blue die decides how close the defender holds its
/// fire only when the ambush fails. So an ambush that comes off is never at harassing range:
/// elite troops, who can hold fire to the contact zone, spring it there, everyone else at
/// effective range.
#[test]
fn nqm7_an_ambush_that_comes_off_is_never_harmless() {
    for defender in [Grade::E, Grade::V, Grade::R, Grade::C, Grade::M] {
        for recce in [Grade::E, Grade::V, Grade::R, Grade::C, Grade::M] {
            for blundered in [false, true] {
                let dist = odds(recce, defender, Intent::Ambush, blundered);
                for (o, _) in &dist {
                    if let Outcome::Ambushed { range } = o {
                        assert_eq!(*range, ambush_range(defender), "{defender:?} {recce:?}");
                        let (_, harms) = o.fire().unwrap();
                        assert!(harms, "an ambush that comes off causes casualties");
                    }
                }
            }
        }
    }
    assert_eq!(ambush_range(Grade::E), RangeName::Contact);
    assert_eq!(ambush_range(Grade::C), RangeName::Effective);
}
