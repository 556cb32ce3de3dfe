//! Records as changes (#33 item 4): a seat's exported record holds its view whole once, at the
//! set-up, and after that only what changed, step by step; every line reads back, and following
//! the changes never fails. (That the followed views are the seat's views is the battery's
//! check, for every rule set: `umpire_core::testing`.)

mod common;

use common::heuristic_record;
use umpire_core::record::{Follower, RecordEntry};

/// The lines of `seat`'s record of a heuristic game of `ruleset` (seed 3).
fn export(ruleset: &str, seat: &str) -> Vec<serde_json::Value> {
    heuristic_record(ruleset, "3", seat)
        .0
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn a_record_holds_the_view_whole_once_then_what_changed() {
    for (ruleset, seat) in [
        ("rapier", "corps"),
        ("opart", "soviet"),
        ("napoleonic", "a"),
        ("nqm", "attacker"),
        ("race", "b"),
        ("nqm", "spectator"),
    ] {
        let lines = export(ruleset, seat);
        assert_eq!(lines[0]["record"], "umpire-record/2", "{ruleset}");
        let entries: Vec<RecordEntry> = lines[1..]
            .iter()
            .filter(|l| l["step"].is_u64())
            .map(|l| serde_json::from_value(l.clone()).unwrap())
            .collect();
        assert!(entries.len() > 20, "{ruleset}: a whole game");
        assert!(
            entries[0].step == 0 && entries[0].view.is_some(),
            "{ruleset}: the set-up's view"
        );
        let whole = entries.iter().filter(|e| e.view.is_some()).count();
        assert_eq!(whole, 1, "{ruleset} {seat}: the view whole once");
        let changed = entries.iter().filter(|e| e.patch.is_some()).count();
        assert!(
            changed * 5 > entries.len(),
            "{ruleset} {seat}: changes recorded ({changed})"
        );
        let mut f = Follower::new();
        for e in &entries {
            assert!(
                f.follow(e).unwrap().is_some(),
                "{ruleset} {seat}: step {}",
                e.step
            );
        }
    }
}

#[test]
fn a_record_s_dice_are_written_once() {
    // A Napoleonic battery's shot rolls dozens of dice of one purpose, and its result card
    // lists them: the record writes them as one run of faces, and the card names the run.
    let lines = export("napoleonic", "a");
    let text = lines.iter().map(ToString::to_string).collect::<String>();
    assert!(text.contains("\"values\":["), "rolls in runs");
    assert!(text.contains("\"rolls\":["), "cards naming their dice");
    assert!(!text.contains("\"dice\":[{"), "no card repeats its dice");
}
