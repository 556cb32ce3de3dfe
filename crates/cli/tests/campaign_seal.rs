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
    let screen: Vec<&str> = status
        .lines()
        .filter(|l| !l.starts_with("to act: "))
        .collect();
    assert!(
        !screen.join("\n").to_lowercase().contains("attack"),
        "{status}"
    );
    assert!(status.contains("to act: player B "), "{status}");
    assert!(!status.contains("to act: player A "), "{status}");
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

/// The lines of `out` that say whose move the campaign waits for.
fn to_act(out: &str) -> Vec<&str> {
    out.lines().filter(|l| l.starts_with("to act: ")).collect()
}

#[test]
fn campaign_status_says_whose_move_it_is_with_the_command_and_what_was_recovered() {
    let (m1, _) = machines("status");
    let f = path(&m1, "c.jsonl");
    ok(&umpire(&["campaign", "new", &f, "--seed", "3"]));
    let out = ok(&umpire(&["campaign", "status", &f, "--seat", "b"]));
    assert_eq!(
        to_act(&out),
        [
            format!("to act: player A (26th Tank Corps) chooses attack or regroup: umpire campaign turn {f} --seat a attack (or regroup)"),
            format!("to act: player B (4th Mechanised Corps) chooses attack or regroup: umpire campaign turn {f} --seat b attack (or regroup)"),
        ],
        "{out}"
    );
    assert!(out.contains("the other player has not yet chosen"), "{out}");
    // Once A has sealed, only B is waited for, and B's screen says A has chosen.
    ok(&umpire(&["campaign", "turn", &f, "--seat", "a", "attack"]));
    let out = ok(&umpire(&["campaign", "status", &f, "--seat", "b"]));
    assert_eq!(to_act(&out).len(), 1, "{out}");
    assert!(to_act(&out)[0].starts_with("to act: player B "), "{out}");
    assert!(out.contains("the other player has chosen"), "{out}");
    // After the turn, the offensive player is told to field units, with the command.
    let out = ok(&umpire(&["campaign", "turn", &f, "--seat", "b", "regroup"]));
    let next = to_act(&out);
    assert_eq!(next.len(), 1, "{out}");
    assert!(
        next[0].contains(&format!("umpire campaign turn {f} --seat ")),
        "{out}"
    );
    assert!(next[0].contains(" field UNIT, then end-field"), "{out}");
    // The battle is fought by the engine once B has picked the defence; each corps' recovery
    // after the turn is then in the status.
    ok(&umpire(&[
        "campaign", "turn", &f, "--seat", "a", "field", "1",
    ]));
    let out = ok(&umpire(&[
        "campaign",
        "turn",
        &f,
        "--seat",
        "a",
        "end-field",
    ]));
    // The type of battle, and so the size of the defence, depends on both players' secrets.
    let size = to_act(&out)[0]
        .split_once("picks a defensive force of size ")
        .and_then(|(_, rest)| rest.split_once(": umpire campaign turn "))
        .map(|(size, _)| format!("({size})"))
        .unwrap_or_else(|| panic!("{out}"));
    let force = out
        .lines()
        .find(|l| l.ends_with(&size))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_else(|| panic!("no force of {size}: {out}"));
    let out = ok(&umpire(&[
        "campaign", "turn", &f, "--seat", "b", "defend", force,
    ]));
    let battle = out
        .lines()
        .find(|l| l.contains("Battle fought by the engine (Rapier), a "))
        .unwrap_or_else(|| panic!("{out}"));
    // Who fought whom: an attack, or (the battle-type roll's counter-attack) the defence
    // attacking the corps' fielded unit.
    assert!(
        battle.contains(": 26th Tank Corps attacked with 1 unit (4 stands) against ")
            || battle.contains(" counter-attacked 26th Tank Corps's 1 unit (4 stands)."),
        "{battle}"
    );
    assert_eq!(battle.matches(" lost ").count(), 1, "{battle}");
    let out = ok(&umpire(&["campaign", "status", &f, "--seat", "a"]));
    assert!(
        out.lines()
            .any(|l| l.starts_with("after turn 1: ") && l.contains(" recovered ")),
        "{out}"
    );
    assert!(!out.contains("Some(") && !out.contains("Attack"), "{out}");
}
