//! The editor's check (`POST /api/scenarios/check`) refuses every scenario `umpire check`
//! refuses, in the same words, and accepts every one it accepts: run on each bundled scenario
//! and on broken copies of it (bad TOML, an unknown key, each of its first numbers and words
//! changed to values out of bounds).

mod common;

use common::serve::Serve;
use common::{text, umpire};
use serde_json::json;

/// Broken copies of a scenario's text: what each changes, and the text.
fn mutants(toml: &str) -> Vec<(String, String)> {
    let mut out = vec![
        ("as bundled".to_owned(), toml.to_owned()),
        ("not TOML".into(), format!("{toml}\n= =\n")),
        ("an unknown key".into(), format!("bogus_key = 1\n{toml}")),
        ("empty".into(), String::new()),
    ];
    let lines: Vec<&str> = toml.lines().collect();
    let (mut numbers, mut words) = (0, 0);
    for (i, line) in lines.iter().enumerate() {
        let Some((key, value)) = line.split_once(" = ") else {
            continue;
        };
        let value = value.trim();
        let mut with = |new: &str, what: String| {
            let mut copy = lines.clone();
            let changed = format!("{key} = {new}");
            copy[i] = &changed;
            out.push((what, copy.join("\n")));
        };
        if value.parse::<i64>().is_ok() && numbers < 12 {
            numbers += 1;
            for new in ["0", "-1", "100000"] {
                with(new, format!("line {}: {} = {new}", i + 1, key.trim()));
            }
        } else if value.starts_with('"') && value.ends_with('"') && words < 8 {
            words += 1;
            with(
                "\"zzz\"",
                format!("line {}: {} = \"zzz\"", i + 1, key.trim()),
            );
        }
    }
    out
}

#[test]
fn the_editors_check_says_what_umpire_check_says() {
    let dir = std::env::temp_dir().join(format!("umpire-check-endpoint-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let s = Serve::start(&format!("sqlite:{}/g.db", dir.display()));
    let scenarios = [
        ("rapier", "uranus"),
        ("rapier", "uranus-advanced"),
        ("opart", "vazuza"),
        ("opart", "magnuszew"),
        ("napoleonic", "river-crossing"),
        ("napoleonic", "two-divisions"),
        ("nqm", "village-attack-1941"),
        ("nqm", "armour-and-recce-1942"),
        ("nqm", "village-attack-1941-even"),
        ("race", "race-for-kalach"),
    ];
    let (mut refused, mut accepted) = (0, 0);
    for (ruleset, name) in scenarios {
        let bundled = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("../{ruleset}/scenarios/{name}.toml"));
        let toml = std::fs::read_to_string(&bundled).unwrap();
        for (what, mutant) in mutants(&toml) {
            let file = dir.join("scenario.toml");
            std::fs::write(&file, &mutant).unwrap();
            let file = file.display().to_string();
            let cli = umpire(&["check", &file, "--ruleset", ruleset], "");
            let (st, v) = s.json(
                "POST",
                "/api/scenarios/check",
                None,
                Some(&json!({"ruleset": ruleset, "toml": mutant})),
            );
            let case = format!("{ruleset} {name}, {what}");
            if cli.status.success() {
                assert_eq!(
                    st, 200,
                    "{case}: umpire check accepts it, the server says {v}"
                );
                accepted += 1;
            } else {
                assert_eq!(
                    st, 400,
                    "{case}: umpire check refuses it, the server says {v}"
                );
                let words = text(&cli.stderr);
                let words = words
                    .trim_end()
                    .strip_prefix(&format!("umpire: {file}: "))
                    .unwrap_or_else(|| panic!("{case}: {words}"));
                assert_eq!(v["reason"], words, "{case}");
                refused += 1;
            }
        }
    }
    // The corpus holds both kinds, plenty of each.
    assert!(
        refused > 100 && accepted > 50,
        "{refused} refused, {accepted} accepted"
    );
}

/// The editor's balance button gives the figures `umpire balance --json` gives for the same
/// games: heuristic bots, seeds from 1, the first knob's default values.
#[test]
fn the_editors_balance_study_is_umpire_balance() {
    let dir = std::env::temp_dir().join(format!("umpire-balance-endpoint-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let s = Serve::start(&format!("sqlite:{}/g.db", dir.display()));
    // Each rule set's first knob, and every knob of Napoleonic with one proposal across them.
    for (ruleset, name, knob) in [
        ("napoleonic", "river-crossing", None),
        ("nqm", "test-village", None),
        ("napoleonic", "river-crossing", Some("all")),
    ] {
        let toml = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(format!("../{ruleset}/scenarios/{name}.toml")),
        )
        .unwrap();
        let (st, server) = s.json(
            "POST",
            "/api/scenarios/balance",
            None,
            Some(&json!({"ruleset": ruleset, "toml": toml, "games": 10, "knob": knob})),
        );
        assert_eq!(st, 200, "{ruleset} {name}: {server}");
        let mut args = vec![
            "balance",
            ruleset,
            "--scenario",
            name,
            "--games",
            "10",
            "--seed",
            "1",
            "--threads",
            "1",
            "--json",
        ];
        if let Some(k) = knob {
            args.extend(["--knob", k]);
        }
        let cli = umpire(&args, "");
        assert!(cli.status.success(), "{}", text(&cli.stderr));
        let mut cli: serde_json::Value = serde_json::from_slice(&cli.stdout).unwrap();
        let mut server = server;
        for v in [&mut cli, &mut server] {
            v["seconds"] = serde_json::Value::Null;
        }
        assert_eq!(server, cli, "{ruleset} {name} {knob:?}");
    }
}
