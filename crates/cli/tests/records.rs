//! Records as changes (#33 item 4): a seat's exported record holds its view whole once, at the
//! set-up, and after that only what changed, step by step; every line reads back, and following
//! the changes never fails. (That the followed views are the seat's views is the battery's
//! check, for every rule set: `umpire_core::testing`.)

mod common;

use common::{text, umpire};
use umpire_core::record::{Follower, RecordEntry};

/// The lines of `seat`'s record of a heuristic game of `ruleset`, and the log's size.
fn export(ruleset: &str, seat: &str) -> (Vec<serde_json::Value>, usize) {
    let dir = std::env::temp_dir().join(format!("umpire-records-{}-{ruleset}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("game.jsonl");
    let rec = dir.join(format!("{seat}.jsonl"));
    let o = umpire(
        &[
            "play",
            ruleset,
            "--bot",
            "all=heuristic",
            "--seed",
            "3",
            "--quiet",
            "--force",
            "--log",
            log.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let o = umpire(
        &[
            "replay",
            log.to_str().unwrap(),
            "--seat",
            seat,
            "--export",
            rec.to_str().unwrap(),
            "--force",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let lines = std::fs::read_to_string(&rec)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let size = std::fs::metadata(&log).unwrap().len();
    let _ = std::fs::remove_dir_all(&dir);
    (lines, usize::try_from(size).unwrap())
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
        let (lines, _) = export(ruleset, seat);
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
    let (lines, _) = export("napoleonic", "a");
    let text = lines.iter().map(ToString::to_string).collect::<String>();
    assert!(text.contains("\"values\":["), "rolls in runs");
    assert!(text.contains("\"rolls\":["), "cards naming their dice");
    assert!(!text.contains("\"dice\":[{"), "no card repeats its dice");
}
