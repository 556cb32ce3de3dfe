//! The recce sequence against a concealed defender, three dice read in turn. Red: does the
//! recce sight the defender first (the recce table)? If not, white: does the defender's
//! choice, to ambush or to let the recce pass, come off (the same table, the defender's grade
//! against the recce's, UMP-NQM-8)? An ambush that comes off is sprung at effective range, or
//! at contact range by elite troops, who "can hold fire until contact zone": never a harmless
//! one. If the choice fails, the defender opens fire first, at the range the blue die gives on
//! the engagement table; the blue die is thrown only then. A recce that blunders into an area
//! it has not recced throws no die: the defender's choice comes off.

use serde::{Deserialize, Serialize};
use umpire_core::{Dice, Ratio};

use crate::morale::{opens_fire_at, Range};
use crate::tables::{recce_need, Grade};

/// What the concealed defender means to do if the recce does not see it first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Intent {
    /// Ambush the recce.
    Ambush,
    /// Let it pass without showing itself.
    LetPass,
}

impl Intent {
    /// Parses `ambush` or `let-pass`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(t: &str) -> Result<Intent, String> {
        match t {
            "ambush" => Ok(Intent::Ambush),
            "let-pass" | "pass" => Ok(Intent::LetPass),
            o => Err(format!("{o:?} is not an intent: ambush or let-pass")),
        }
    }
}

/// How a recce sequence ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "result")]
pub enum Outcome {
    /// The recce sights the defender first.
    SightedFirst,
    /// The recce passes by without seeing the defender, who stays hidden.
    PassedUnseen,
    /// The defender ambushes the recce at this range (NQM-3 shifts: one at effective range,
    /// two at contact range; at harassing range the fire only warns). No shoot and scoot.
    Ambushed {
        /// The range the ambush is sprung at.
        range: RangeName,
    },
    /// The defender opens fire first at this range (a firefight at contact range takes one
    /// shift); recce troops may shoot and scoot, halving the casualties.
    Engaged {
        /// The range fire is opened at.
        range: RangeName,
    },
}

/// A range, serialisable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RangeName {
    /// Harassing range.
    Harassing,
    /// Effective range.
    Effective,
    /// Contact range.
    Contact,
}

impl From<Range> for RangeName {
    fn from(r: Range) -> RangeName {
        match r {
            Range::Harassing => RangeName::Harassing,
            Range::Effective => RangeName::Effective,
            Range::Contact => RangeName::Contact,
        }
    }
}

impl Outcome {
    /// NQM-3 shifts for the defender's fire, and whether it may cause casualties at all.
    #[must_use]
    pub fn fire(self) -> Option<(u32, bool)> {
        match self {
            Outcome::SightedFirst | Outcome::PassedUnseen => None,
            Outcome::Ambushed { range } => Some(match range {
                RangeName::Harassing => (0, false),
                RangeName::Effective => (1, true),
                RangeName::Contact => (2, true),
            }),
            Outcome::Engaged { range } => Some(match range {
                RangeName::Harassing => (0, false),
                RangeName::Effective => (0, true),
                RangeName::Contact => (1, true),
            }),
        }
    }

    /// Whether the recce may shoot and scoot (halving its casualties) before the result is
    /// known: only when it is engaged, not ambushed.
    #[must_use]
    pub fn may_shoot_and_scoot(self) -> bool {
        matches!(self, Outcome::Engaged { .. })
    }

    /// Short name.
    #[must_use]
    pub fn label(self) -> String {
        match self {
            Outcome::SightedFirst => "sighted-first".to_owned(),
            Outcome::PassedUnseen => "passed-unseen".to_owned(),
            Outcome::Ambushed { range } => format!("ambushed at {} range", name(range)),
            Outcome::Engaged { range } => format!("engaged at {} range", name(range)),
        }
    }
}

fn name(r: RangeName) -> &'static str {
    match r {
        RangeName::Harassing => "harassing",
        RangeName::Effective => "effective",
        RangeName::Contact => "contact",
    }
}

/// The range an ambush that comes off is sprung at: contact for elite troops, who "can hold
/// fire until contact zone", effective for everyone else (NQM-3's shifts: two and one).
#[must_use]
pub fn ambush_range(defender: Grade) -> RangeName {
    if defender == Grade::E {
        RangeName::Contact
    } else {
        RangeName::Effective
    }
}

/// What the defender's choice gives when it comes off.
fn choice(intent: Intent, defender: Grade) -> Outcome {
    match intent {
        Intent::Ambush => Outcome::Ambushed {
            range: ambush_range(defender),
        },
        Intent::LetPass => Outcome::PassedUnseen,
    }
}

/// The sequence itself, reading each die from `die` (0 red, 1 white, 2 blue) only when it is
/// reached: the one account of the sequence that [`resolve`] and [`roll`] share.
fn sequence(
    recce: Grade,
    defender: Grade,
    intent: Intent,
    blundered: bool,
    mut die: impl FnMut(usize) -> u8,
) -> Outcome {
    if blundered {
        return choice(intent, defender);
    }
    let red = die(0);
    if recce_need(recce, defender).is_some_and(|n| red >= n) {
        return Outcome::SightedFirst;
    }
    let white = die(1);
    if recce_need(defender, recce).is_some_and(|n| white >= n) {
        return choice(intent, defender);
    }
    Outcome::Engaged {
        range: RangeName::from(opens_fire_at(defender, die(2))),
    }
}

/// The outcome of one recce sequence from its three dice (red, white, blue; a die the sequence
/// does not reach is not read). `blundered`: the recce ran into an area it had not recced, so
/// there is no red die and the defender's choice comes off without the white die: an ambush,
/// or letting it pass (UMP-NQM-28).
#[must_use]
pub fn resolve(
    recce: Grade,
    defender: Grade,
    intent: Intent,
    blundered: bool,
    faces: [u8; 3],
) -> Outcome {
    sequence(recce, defender, intent, blundered, |k| faces[k])
}

/// Throws the dice the sequence reaches, in turn, seen by `seen_by` (the umpire and the
/// defending side, who rolls them in the text; UMP-NQM-27), and resolves it: the faces (red,
/// white, blue; `None` for a die not thrown) and the outcome.
pub fn roll(
    recce: Grade,
    defender: Grade,
    intent: Intent,
    blundered: bool,
    seen_by: umpire_core::SeatSet,
    dice: &mut Dice,
) -> ([Option<u8>; 3], Outcome) {
    const PURPOSES: [&str; 3] = [
        "recce sequence: red die",
        "recce sequence: white die",
        "recce sequence: blue die (engagement table)",
    ];
    let mut faces = [None; 3];
    let outcome = sequence(recce, defender, intent, blundered, |k| {
        let face = dice.d6(PURPOSES[k], seen_by);
        faces[k] = Some(face);
        face
    });
    (faces, outcome)
}

/// The dice thrown, in words: "red 3, white 5, blue 2", or "no dice" for a blunder.
#[must_use]
pub fn faces_text(faces: [Option<u8>; 3]) -> String {
    let named: Vec<String> = ["red", "white", "blue"]
        .iter()
        .zip(faces)
        .filter_map(|(n, f)| f.map(|f| format!("{n} {f}")))
        .collect();
    if named.is_empty() {
        "no dice: it blundered in".to_owned()
    } else {
        named.join(", ")
    }
}

/// The exact chance of each outcome, over all 216 throws of the three dice.
#[must_use]
pub fn odds(
    recce: Grade,
    defender: Grade,
    intent: Intent,
    blundered: bool,
) -> Vec<(Outcome, Ratio)> {
    let mut counts: std::collections::BTreeMap<Outcome, u128> = std::collections::BTreeMap::new();
    for red in 1..=6 {
        for white in 1..=6 {
            for blue in 1..=6 {
                let o = resolve(recce, defender, intent, blundered, [red, white, blue]);
                *counts.entry(o).or_default() += 1;
            }
        }
    }
    counts
        .into_iter()
        .map(|(o, n)| (o, Ratio::new(n, 216)))
        .collect()
}
