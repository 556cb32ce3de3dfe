//! Weapon and armour classification against the text: classes are relative, read off the
//! firefight table by their gap.

use umpire_nqm::classes::*;
use umpire_nqm::tables::{casualties, shifted, Protection, Weapon};

fn row(cell: (Weapon, Protection)) -> Vec<u32> {
    (1..=6).map(|f| casualties(cell.0, cell.1, f)).collect()
}

fn weapon_class(w: Weapon) -> Class {
    match w {
        Weapon::L => Class::Light,
        Weapon::M => Class::Medium,
        Weapon::H => Class::Heavy,
    }
}

#[test]
fn classification_note_1_light_against_very_light_fires_as_medium_against_light() {
    let cell = table_cell(Class::Light, Class::VeryLight, 0).unwrap();
    assert_eq!(row(cell), row((Weapon::M, Protection::Open)));
    assert_eq!(row(cell), [0, 0, 1, 1, 2, 3]);
}

#[test]
fn classification_note_3_light_guns_cannot_harm_very_heavy_targets() {
    assert_eq!(table_cell(Class::Light, Class::VeryHeavy, 0), None);
    // Medium or heavy guns can: medium against very heavy reads as light against fort.
    let cell = table_cell(Class::Medium, Class::VeryHeavy, 0).unwrap();
    assert_eq!(row(cell), [0, 0, 0, 0, 0, 1]);
    assert!(table_cell(Class::Heavy, Class::VeryHeavy, 0).is_some());
    // A shift brings the light gun back into the table.
    assert!(table_cell(Class::Light, Class::VeryHeavy, 1).is_some());
}

#[test]
fn the_firefight_table_depends_only_on_the_gap_and_agrees_with_nqm3_shifts() {
    for w in [Weapon::L, Weapon::M, Weapon::H] {
        for p in [Protection::Open, Protection::DugIn, Protection::Fort] {
            for k in 0..5 {
                let by_gap = table_cell(weapon_class(w), class_of(p), k).unwrap();
                assert_eq!(row(by_gap), row(shifted(w, p, k)), "{w:?} {p:?} +{k}");
            }
        }
    }
    // Very heavy artillery against troops moving in the open is the table's most.
    let cell = table_cell(Class::VeryHeavy, Class::VeryLight, 0).unwrap();
    assert_eq!(row(cell), [0, 1, 1, 2, 3, 4]);
}

#[test]
fn classes_parse_with_clear_errors() {
    assert_eq!(Class::parse("vh"), Ok(Class::VeryHeavy));
    assert_eq!(Class::parse("VL"), Ok(Class::VeryLight));
    assert!(Class::parse("XL")
        .unwrap_err()
        .contains("VL, L, M, H or VH"));
}
