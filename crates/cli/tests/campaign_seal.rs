//! Race campaigns between two machines: secret choices are sealed (committed) and revealed only
//! when both players have chosen, and the turn's dice depend on both players' secrets.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::text;

fn umpire(args: &[&str]) -> Output {
    common::umpire(args, "")
}

fn ok(o: &Output) -> String {
    assert!(o.status.success(), "{}{}", text(&o.stdout), text(&o.stderr));
    text(&o.stdout)
}

/// Two "machines": two directories, each with its own copy of the campaign file.
fn machines(name: &str) -> (PathBuf, PathBuf) {
    let root = std::env::temp_dir().join(format!("umpire-seal-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let (m1, m2) = (root.join("a"), root.join("b"));
    for m in [&m1, &m2] {
        std::fs::create_dir_all(m).unwrap_or_else(|e| panic!("{e}"));
    }
    (m1, m2)
}

fn path(m: &Path, f: &str) -> String {
    m.join(f).display().to_string()
}

fn pass(from: &Path, to: &Path) {
    std::fs::copy(from.join("c.jsonl"), to.join("c.jsonl")).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn race_campaign_choices_are_sealed_until_both_have_chosen() {
    let (m1, m2) = machines("two");
    let (f1, f2) = (path(&m1, "c.jsonl"), path(&m2, "c.jsonl"));
    ok(&umpire(&["campaign", "new", &f1, "--seed", "9"]));
    std::fs::copy(m1.join("c.jsonl.key"), m2.join("c.jsonl.key")).unwrap_or_else(|e| panic!("{e}"));

    // A seals on machine 1: the shared file holds a commitment, not the choice.
    let out = ok(&umpire(&["campaign", "turn", &f1, "--seat", "a", "attack"]));
    assert!(out.contains("sealed"), "{out}");
    let shared = std::fs::read_to_string(&f1).unwrap_or_default();
    assert!(!shared.to_lowercase().contains("attack"), "{shared}");
    assert!(m1.join("c.jsonl.a.seal").exists());

    // A cannot reveal before B has sealed, nor seal twice.
    let early = umpire(&["campaign", "reveal", &f1, "--seat", "a"]);
    assert_eq!(early.status.code(), Some(1));
    assert!(text(&early.stderr).contains("has not sealed an order yet"));
    let twice = umpire(&["campaign", "turn", &f1, "--seat", "a", "regroup"]);
    assert_eq!(twice.status.code(), Some(1));
    assert!(
        text(&twice.stderr).contains("already sealed"),
        "{}",
        text(&twice.stderr)
    );

    // B, on machine 2, sees that A has sealed, and nothing of what.
    pass(&m1, &m2);
    let status = ok(&umpire(&["campaign", "status", &f2, "--seat", "b"]));
    assert!(status.contains("player A has sealed"), "{status}");
    assert!(!status.to_lowercase().contains("attack"), "{status}");
    let out = ok(&umpire(&[
        "campaign", "turn", &f2, "--seat", "b", "regroup",
    ]));
    assert!(out.contains("waiting for player A to reveal"), "{out}");

    // A's sealed order is on machine 1 only.
    let far = umpire(&["campaign", "reveal", &f2, "--seat", "a"]);
    assert_eq!(far.status.code(), Some(1));
    assert!(
        text(&far.stderr).contains("kept on the machine"),
        "{}",
        text(&far.stderr)
    );

    // Back on machine 1, A reveals: both orders apply, after both secrets are mixed in.
    pass(&m2, &m1);
    let out = ok(&umpire(&["campaign", "reveal", &f1, "--seat", "a"]));
    assert!(out.contains("the turn is resolved"), "{out}");
    let log = std::fs::read_to_string(&f1).unwrap_or_default();
    assert_eq!(log.matches("\"entropy\"").count(), 2, "{log}");
    assert!(!log.contains("\"seal\""), "{log}");
    ok(&umpire(&["campaign", "replay", &f1]));
}

#[test]
fn a_revealed_order_that_does_not_match_its_seal_is_refused() {
    let (m1, m2) = machines("tamper");
    let (f1, f2) = (path(&m1, "c.jsonl"), path(&m2, "c.jsonl"));
    ok(&umpire(&["campaign", "new", &f1, "--seed", "4"]));
    std::fs::copy(m1.join("c.jsonl.key"), m2.join("c.jsonl.key")).unwrap_or_else(|e| panic!("{e}"));
    ok(&umpire(&["campaign", "turn", &f1, "--seat", "a", "attack"]));
    pass(&m1, &m2);
    ok(&umpire(&[
        "campaign", "turn", &f2, "--seat", "b", "regroup",
    ]));
    // B changes its mind after A sealed: the reveal no longer matches B's seal.
    let text2 = std::fs::read_to_string(&f2).unwrap_or_default();
    let changed = text2.replace("\"action\":\"regroup\"", "\"action\":\"attack\"");
    assert_ne!(changed, text2, "the reveal line names the action");
    std::fs::write(&f2, changed).unwrap_or_else(|e| panic!("{e}"));
    let o = umpire(&["campaign", "status", &f2, "--seat", "a"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("does not match its seal"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn on_one_machine_the_second_order_resolves_the_turn() {
    let (m1, _) = machines("one");
    let f = path(&m1, "c.jsonl");
    ok(&umpire(&["campaign", "new", &f, "--seed", "2"]));
    ok(&umpire(&["campaign", "turn", &f, "--seat", "a", "regroup"]));
    let out = ok(&umpire(&["campaign", "turn", &f, "--seat", "b", "attack"]));
    assert!(out.contains("the turn is resolved"), "{out}");
    assert!(!m1.join("c.jsonl.a.seal").exists() && !m1.join("c.jsonl.b.seal").exists());
}
