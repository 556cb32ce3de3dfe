//! Result cards of the hour's fights (firefights and close assaults): one for the umpire, who
//! rolled every die and sees every stand, and one for each side, naming only that side's own
//! stands and the hex fought over, with the outcome both sides are told.
//! The cards are built only when the game is narrated.

use super::*;

/// A fight to put on cards.
pub(super) struct Fight<'a> {
    /// `firefight` or `assault`.
    pub kind: &'static str,
    /// What and where, in a line for everyone.
    pub title: String,
    /// The attacking side.
    pub side: u8,
    /// The attacked hex.
    pub target: Hex,
    /// The attacking stands.
    pub attackers: &'a [usize],
    /// The defending stands.
    pub defenders: &'a [usize],
    /// The umpire's lines: each die and the table cell it was read on.
    pub detail: Vec<String>,
    /// The firefight table's cells the dice were read on (row, face − 1), for the umpire's card.
    pub cells: Vec<[u16; 2]>,
    /// The outcome, which both sides are told.
    pub outcome: Vec<String>,
}

/// What the umpire's card of a fight gathers while its dice are thrown: a line for each, and
/// the firefight table's cell each was read on.
#[derive(Default)]
pub(super) struct Detail {
    /// The lines.
    pub lines: Vec<String>,
    /// The cells, `[row, face − 1]` of [`crate::tables::firefight_table`], each once.
    pub cells: Vec<[u16; 2]>,
}

impl Detail {
    /// Notes the cell a die was read on.
    pub fn read(&mut self, w: crate::tables::Weapon, p: Protection, face: u8) {
        let row = u16::try_from(crate::tables::firefight_row(w, p)).unwrap_or(0);
        let cell = [row, u16::from(face.clamp(1, 6) - 1)];
        if !self.cells.contains(&cell) {
            self.cells.push(cell);
        }
    }
}

/// Records the fight's cards: the umpire's (every die since `mark`) and one a side.
pub(super) fn fight_cards(state: &State, dice: &mut Dice, mark: usize, f: Fight<'_>) {
    // Every fight gets its cards, dice or none: whether a die was thrown can hang on what a
    // side may not know (the enemy's ammunition), so the cards never depend on it.
    if !dice.narrating() {
        return;
    }
    let mut detail = f.detail;
    if dice.mark() == mark {
        detail.push(
            "no die was thrown: every stand had fired this hour, was disorganised or had no ammunition"
                .to_owned(),
        );
    }
    let names = |of: &[usize]| {
        of.iter()
            .map(|&k| state.units[k].name.clone())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (att, def) = (names(f.attackers), names(f.defenders));
    dice.card(UMPIRE_DICE, mark, || umpire_core::Card {
        kind: f.kind.into(),
        title: f.title.clone(),
        sides: vec![format!("attacking: {att}"), format!("defending: {def}")],
        dice: Vec::new(),
        lines: detail.iter().chain(&f.outcome).cloned().collect(),
        read: (!f.cells.is_empty()).then(|| umpire_core::TableRead {
            table: "firefight".into(),
            cells: f.cells.clone(),
        }),
    });
    for side in [f.side, 1 - f.side] {
        let attacking = side == f.side;
        let ours = if attacking { &att } else { &def };
        let mut seats = SeatSet::one(seat_of(side));
        let involved = if attacking { f.attackers } else { f.defenders };
        if involved.iter().any(|&k| state.units[k].part) {
            seats = seats.with(sub_seat_of(side));
        }
        let enemy = if attacking {
            format!("the enemy holding {}", cell(f.target))
        } else {
            // Where the attack came from is the defender's to find out by sight.
            "the enemy attacking it".to_owned()
        };
        let role = if attacking { "attacking" } else { "defending" };
        dice.card(seats, mark, || umpire_core::Card {
            kind: f.kind.into(),
            title: f.title.clone(),
            sides: vec![format!("ours, {role}: {ours}"), enemy],
            dice: Vec::new(),
            lines: f.outcome.clone(),
            read: None,
        });
    }
}

/// A class in words.
pub(super) fn class_word(c: Class) -> &'static str {
    match c {
        Class::VeryLight => "very light",
        Class::Light => "light",
        Class::Medium => "medium",
        Class::Heavy => "heavy",
        Class::VeryHeavy => "very heavy",
    }
}

/// The firefight table's cell in words: the weapon column and the target's protection.
pub(super) fn cell_words(w: crate::tables::Weapon, p: Protection) -> String {
    let w = match w {
        crate::tables::Weapon::L => "light",
        crate::tables::Weapon::M => "medium",
        crate::tables::Weapon::H => "heavy",
    };
    let p = match p {
        Protection::Open => "in the open",
        Protection::DugIn => "dug in",
        Protection::Fort => "fortified",
    };
    format!("{w} weapon against a target {p}")
}

/// A grade in words.
pub(super) fn grade_word(g: Grade) -> &'static str {
    match g {
        Grade::E => "elite",
        Grade::V => "veteran",
        Grade::R => "regular",
        Grade::C => "conscript",
        Grade::M => "militia",
    }
}
