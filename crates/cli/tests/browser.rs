//! The pages in a real browser: `tests/browser` (Node's test runner with playwright-core driving
//! Debian's Chromium) run against this build's `umpire` binary. Each rule set is played to the
//! end from a page against bots; two seats of one Rapier game see only their own fog (page and
//! network), with a spectator, chat and a refused action; a reload and a server killed mid-game
//! resume; the host manages seats from its page; a division's table talk stays away from the
//! corps; an NQM commander with a subordinate seat sees its units by report; the table as
//! players expect it (a board that fits and zooms, phones, safe clicks, confirm and undo, what
//! the other seat did, the end and its signed log, the replay); pages anyone can use (axe-core
//! finds no serious violation, light or dark; the first turn of each rule set by keyboard
//! alone); the rules at hand (reference pages, refusals and the "why not" of a piece linked to
//! their rule). Screenshots go to `target/browser-artifacts`.
//!
//! Skipped when Chromium or the npm packages are missing (`.ci/browser` installs both), unless
//! `UMPIRE_REQUIRE_BROWSER` is set, as in CI.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn the_pages_play_every_rule_set_in_chromium() {
    let dir = root().join("tests/browser");
    let chromium = std::env::var("UMPIRE_CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    let node = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    let missing: Vec<&str> = [
        (!node).then_some("node"),
        (!Path::new(&chromium).exists()).then_some("chromium"),
        (!dir.join("node_modules/playwright-core").exists()).then_some("playwright-core (npm ci)"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !missing.is_empty() {
        assert!(
            std::env::var_os("UMPIRE_REQUIRE_BROWSER").is_none(),
            "UMPIRE_REQUIRE_BROWSER is set but {} is missing: run .ci/browser",
            missing.join(", ")
        );
        eprintln!("skipped: {} missing (run .ci/browser)", missing.join(", "));
        return;
    }
    let artifacts = root().join("target/browser-artifacts");
    let out = Command::new("node")
        .args([
            "--test",
            "--test-concurrency=1",
            "play.test.mjs",
            "table.test.mjs",
            "ux.test.mjs",
            "campaign.test.mjs",
            "access.test.mjs",
            "rules.test.mjs",
            "club.test.mjs",
            "deadlines.test.mjs",
            "editor.test.mjs",
        ])
        .current_dir(&dir)
        .env("UMPIRE_BIN", env!("CARGO_BIN_EXE_umpire"))
        .env("UMPIRE_CHROMIUM", &chromium)
        .env("UMPIRE_ARTIFACTS", &artifacts)
        .output()
        .expect("node runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let summary: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("ok ") || l.starts_with("not ok ") || l.starts_with("# "))
        .collect();
    println!("{}", summary.join("\n"));
    assert!(
        out.status.success(),
        "the browser tests failed:\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
