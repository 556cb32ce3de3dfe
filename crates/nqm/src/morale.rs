//! Morale by grade: when a unit tests (the break-test thresholds), what it needs on 1d6 to hold
//! firm, and the engagement table (the recce sequence's blue die) that says at which range a
//! unit first opens fire.

use umpire_core::Ratio;

use crate::tables::Grade;

/// When a unit of a grade takes its break test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Threshold {
    /// Never tests (elite troops).
    Never,
    /// Tests on reaching this fraction of its starting strength in casualties.
    Fraction(u32, u32),
    /// Tests at its first casualty (green troops pressing home an attack).
    FirstCasualty,
}

/// The break-test threshold of a grade; `green` troops (regular, conscript or militia in their
/// first battle) test at the first casualty instead.
#[must_use]
pub fn break_threshold(grade: Grade, green: bool) -> Threshold {
    match grade {
        Grade::E => Threshold::Never,
        _ if green => Threshold::FirstCasualty,
        Grade::R => Threshold::Fraction(1, 2),
        Grade::V | Grade::C | Grade::M => Threshold::Fraction(1, 3),
    }
}

/// Whether a unit that started with `strength` figures and now carries `casualties` has reached
/// its break-test threshold.
#[must_use]
pub fn must_test(grade: Grade, green: bool, strength: u32, casualties: u32) -> bool {
    match break_threshold(grade, green) {
        Threshold::Never => false,
        Threshold::FirstCasualty => casualties >= 1,
        // casualties / strength >= n / d, in integers.
        Threshold::Fraction(n, d) => {
            casualties > 0
                && u64::from(casualties) * u64::from(d) >= u64::from(strength) * u64::from(n)
        }
    }
}

/// The lowest face of 1d6 that holds firm in a break test (`None`: the grade never tests).
/// Veterans hold on 3–6 (UMP-NQM-2 reads the text's "3,6" as a range, as its "5,6" is),
/// regulars on 4–6, conscripts and militia on 5–6.
#[must_use]
pub fn hold_firm_on(grade: Grade) -> Option<u8> {
    match grade {
        Grade::E => None,
        Grade::V => Some(3),
        Grade::R => Some(4),
        Grade::C | Grade::M => Some(5),
    }
}

/// The chance to pass a break test (one for a grade that never tests).
#[must_use]
pub fn break_test_odds(grade: Grade) -> Ratio {
    hold_firm_on(grade).map_or(Ratio::ONE, |n| Ratio::new(u128::from(7 - n), 6))
}

/// Ranges in the engagement table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Range {
    /// Harassing range.
    Harassing,
    /// Effective range.
    Effective,
    /// Contact range.
    Contact,
}

impl Range {
    /// All ranges, longest first.
    pub const ALL: [Range; 3] = [Range::Harassing, Range::Effective, Range::Contact];

    /// Lower-case name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Range::Harassing => "harassing",
            Range::Effective => "effective",
            Range::Contact => "contact",
        }
    }
}

/// The engagement table (blue die): the range at which a unit of this grade first opens fire on a face of 1d6.
/// Elite troops always hold to contact range; militia never hold that long.
#[must_use]
pub fn opens_fire_at(grade: Grade, face: u8) -> Range {
    // The highest face that still opens fire at harassing and at effective range.
    let (harassing_to, effective_to) = match grade {
        Grade::E => (0, 0),
        Grade::V => (0, 2),
        Grade::R => (1, 4),
        Grade::C => (2, 5),
        Grade::M => (3, 6),
    };
    let f = face.clamp(1, 6);
    if f <= harassing_to {
        Range::Harassing
    } else if f <= effective_to {
        Range::Effective
    } else {
        Range::Contact
    }
}

/// The exact chance of opening fire at each range, longest first.
#[must_use]
pub fn opens_fire_odds(grade: Grade) -> Vec<(Range, Ratio)> {
    Range::ALL
        .iter()
        .map(|&r| {
            let n = (1..=6).filter(|&f| opens_fire_at(grade, f) == r).count();
            (r, Ratio::new(n as u128, 6))
        })
        .collect()
}
