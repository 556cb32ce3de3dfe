//! Combat rules around the tables: placing casualty markers (no stand takes a second marker
//! before every stand has one; overloaded stands removed), who has won the firefight and may
//! press home, when an assault may follow the firefight, the battalion commander rule for close
//! assault, and tank terror.

use serde::{Deserialize, Serialize};
use umpire_core::{Dice, Ratio};

use crate::tables::Grade;

/// A stand: its figures (or a vehicle stand's strength points) and the pins it carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stand {
    /// Figures on the stand.
    pub figures: u32,
    /// Red pins: casualty markers that reorganisation may still remove.
    pub markers: u32,
    /// Black pins: casualties reorganisation has made permanent (until the end of the battle).
    #[serde(default)]
    pub black: u32,
    /// Taken off: overloaded, or fully pinned at reorganisation.
    #[serde(default)]
    pub removed: bool,
}

impl Stand {
    /// A stand of `figures` figures and no markers.
    #[must_use]
    pub fn new(figures: u32) -> Stand {
        Stand {
            figures,
            markers: 0,
            black: 0,
            removed: false,
        }
    }

    /// Pins of either colour.
    #[must_use]
    pub fn pins(self) -> u32 {
        self.markers + self.black
    }

    /// Figures not yet wounded.
    #[must_use]
    pub fn unwounded(self) -> u32 {
        self.figures.saturating_sub(self.pins())
    }

    /// More pins, of either colour, than figures: the stand is removed for good.
    #[must_use]
    pub fn overloaded(self) -> bool {
        self.pins() > self.figures
    }
}

/// What placing casualties did.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Placement {
    /// The index (into the stands as given) of the stand each marker went on, in order.
    pub hits: Vec<usize>,
    /// Stands removed because they carried more markers than figures, as indices.
    pub removed: Vec<usize>,
    /// Casualties that found no stand left to take them.
    pub unplaced: u32,
}

/// Places `n` casualty markers at random on the stands not yet removed, never giving a
/// stand a second marker while another has fewer: each marker goes on a stand drawn from those
/// with the fewest pins. A stand whose pins come to more than its figures is overloaded and
/// removed. Every choice is a die recorded in `dice`.
pub fn place_casualties(stands: &mut [Stand], n: u32, dice: &mut Dice) -> Placement {
    let mut out = Placement::default();
    for _ in 0..n {
        let least = stands.iter().filter(|s| !s.removed).map(|s| s.pins()).min();
        let Some(least) = least else {
            out.unplaced += 1;
            continue;
        };
        let choices: Vec<usize> = (0..stands.len())
            .filter(|&i| !stands[i].removed && stands[i].pins() == least)
            .collect();
        let i = choices[dice.pick(
            choices.len(),
            "casualty marker: which stand",
            crate::seats::UMPIRE_DICE,
        )];
        stands[i].markers += 1;
        out.hits.push(i);
        if stands[i].overloaded() {
            stands[i].removed = true;
            out.removed.push(i);
        }
    }
    out
}

/// The attacker has won the firefight once he has caused more casualties than he has received.
#[must_use]
pub fn firefight_won(caused: u32, received: u32) -> bool {
    caused > received
}

/// A unit that caused fewer casualties than it received in a round may press home only with
/// fresh reserves; armour and troops in carriers or on tanks may close assault regardless.
#[must_use]
pub fn may_press_home(caused: u32, received: u32, reinforced: bool, armoured: bool) -> bool {
    armoured || reinforced || caused >= received
}

/// The hour, counted from the hour the firefight is won (0), in which infantry may close
/// assault: veterans (and elite troops, UMP-NQM-6) at once, the rest in the next hour.
#[must_use]
pub fn assault_delay_hours(grade: Grade) -> u32 {
    match grade {
        Grade::E | Grade::V => 0,
        Grade::R | Grade::C | Grade::M => 1,
    }
}

/// Close assault: more than one stand may assault only with an unwounded battalion command
/// figure among them.
#[must_use]
pub fn may_close_assault(assaulting_stands: u32, bn_command_unwounded: bool) -> bool {
    assaulting_stands >= 1 && (assaulting_stands == 1 || bn_command_unwounded)
}

/// Tank terror: regular or poorer troops unsupported by friendly tanks or effective anti-tank
/// fire may surrender to tanks attacking them for the first time; the chance, zero when the
/// rule does not apply.
#[must_use]
pub fn tank_terror_odds(grade: Grade, supported: bool, first_time: bool) -> Ratio {
    if supported || !first_time || matches!(grade, Grade::E | Grade::V) {
        Ratio::ZERO
    } else {
        Ratio::new(1, 2)
    }
}
