//! What a person reads is written for them: the screens, narrations and `--json` summaries of
//! seeded games of every rule set hold no Rust debug text (`Some(`, `None`, `{ `, CamelCase
//! variant names). The rule sets' own batteries scan views, narrations and descriptions; the
//! fuzzers scan refusals, parse errors and the command line's errors.

mod common;

use common::text;
use serde_json::Value;
use umpire_core::testing::debug_text;

const RULE_SETS: [&str; 5] = ["rapier", "opart", "napoleonic", "nqm", "race"];

fn ok(args: &[&str]) -> String {
    let o = common::umpire(args, "");
    assert!(o.status.success(), "umpire {args:?}: {}", text(&o.stderr));
    text(&o.stdout)
}

/// Every string in `v`, keys left out (they are field names for programs).
fn strings<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
    match v {
        Value::String(s) => out.push(s),
        Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        Value::Object(o) => o.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

fn clean(what: &str, body: &str) {
    if let Some(bad) = debug_text(body) {
        let at = body.find(bad).unwrap_or(0);
        let line = body[..at].rfind('\n').map_or(0, |k| k + 1);
        let end = body[at..].find('\n').map_or(body.len(), |k| at + k);
        panic!("debug text {bad:?} in {what}: {}", &body[line..end]);
    }
}

fn clean_json(what: &str, body: &str) {
    let v: Value =
        serde_json::from_str(body).unwrap_or_else(|e| panic!("{what} is not JSON ({e}): {body}"));
    let mut all = Vec::new();
    strings(&v, &mut all);
    for s in all {
        clean(what, s);
    }
}

#[test]
fn a_bot_game_of_every_rule_set_reads_as_written_text_on_screen_and_in_json() {
    let dir = std::env::temp_dir().join(format!("umpire-written-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    for id in RULE_SETS {
        let log = dir.join(format!("{id}.jsonl")).display().to_string();
        let screen = ok(&[
            "play",
            id,
            "--bot",
            "all=heuristic",
            "--seed",
            "3",
            "--log",
            &log,
            "--force",
        ]);
        clean(&format!("the {id} game's screen"), &screen);
        let json = ok(&[
            "play",
            id,
            "--bot",
            "all=heuristic",
            "--seed",
            "3",
            "--json",
        ]);
        clean_json(&format!("the {id} game's --json"), &json);
        let replayed = ok(&["replay", &log]);
        clean(&format!("the {id} replay"), &replayed);
        let replayed = ok(&["replay", &log, "--json"]);
        clean_json(&format!("the {id} replay's --json"), &replayed);
        let sim = ok(&["sim", id, "--games", "3", "--threads", "2", "--json"]);
        clean_json(&format!("the {id} sim's --json"), &sim);
        let sim = ok(&["sim", id, "--games", "3", "--threads", "2"]);
        clean(&format!("the {id} sim"), &sim);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
