//! `umpire sim --shard`, `umpire sim merge` and `umpire balance`, end to end.

mod common;

use common::{text, umpire};

/// A fresh directory for this test's files.
fn dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("umpire-balance-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `umpire`, which must succeed, and returns its standard output.
fn ok(args: &[&str]) -> String {
    let o = umpire(args, "");
    assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
    text(&o.stdout)
}

/// Runs `umpire`, which must fail with `code`, and returns its one-line reason.
fn fails(args: &[&str], code: i32) -> String {
    let o = umpire(args, "");
    assert_eq!(o.status.code(), Some(code), "{args:?}: {}", text(&o.stdout));
    let err = text(&o.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    err
}

/// The report without what depends on the machine: the timing line or fields.
fn steady(out: &str) -> String {
    if let Ok(mut v) = serde_json::from_str::<serde_json::Value>(out) {
        for k in ["seconds", "threads", "games_per_second", "shards"] {
            v.as_object_mut().unwrap().remove(k);
        }
        return v.to_string();
    }
    out.lines()
        .filter(|l| {
            !l.contains(" games/s on ") && !l.starts_with("played in ") && !l.contains(" runs of ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Writes the `n` shards of `args` into `d` and returns their paths, last first.
fn shards(d: &std::path::Path, args: &[&str], n: usize) -> Vec<String> {
    let mut files = Vec::new();
    for k in 1..=n {
        let path = d.join(format!("shard-{k}.json")).display().to_string();
        let spec = format!("{k}/{n}");
        let mut a = args.to_vec();
        a.extend(["--shard", &spec, "--out", &path]);
        ok(&a);
        files.push(path);
    }
    files.reverse();
    files
}

#[test]
fn sim_shards_merge_into_exactly_what_one_machine_prints() {
    let d = dir("sim");
    let run = [
        "sim",
        "race",
        "--games",
        "13",
        "--seed",
        "7",
        "--threads",
        "2",
    ];
    let files = shards(&d, &run, 4);
    for flags in [
        &[][..],
        &["--json"],
        &["--games-list"],
        &["--json", "--games-list"],
    ] {
        let mut one = run.to_vec();
        one.extend(flags);
        let mut merge = vec!["sim", "merge"];
        merge.extend(files.iter().map(String::as_str));
        merge.extend(flags);
        let (a, b) = (ok(&one), ok(&merge));
        assert_eq!(steady(&a), steady(&b), "{flags:?}");
        assert!(steady(&a).contains("13 games") || steady(&a).contains("\"games\":13"));
    }
    // One shard of many holds no game; the merge still adds up.
    let small = d.join("small");
    std::fs::create_dir_all(&small).unwrap();
    let files = shards(&small, &["sim", "race", "--games", "2", "--seed", "3"], 3);
    let mut merge = vec!["sim", "merge", "--json"];
    merge.extend(files.iter().map(String::as_str));
    assert_eq!(
        steady(&ok(&merge)),
        steady(&ok(&[
            "sim", "race", "--games", "2", "--seed", "3", "--json"
        ]))
    );
}

#[test]
fn merge_refuses_a_shard_missing_repeated_or_of_another_run() {
    let d = dir("refuse");
    let run = ["sim", "race", "--games", "4"];
    let files = shards(&d, &run, 2);
    let (one, two) = (files[1].as_str(), files[0].as_str());
    let e = fails(&["sim", "merge", one], 1);
    assert!(e.contains("shard 2 of 2 is missing"), "{e}");
    let e = fails(&["sim", "merge", one, one, two], 1);
    assert!(e.contains("shard 1/2 again"), "{e}");
    let other = d.join("other");
    std::fs::create_dir_all(&other).unwrap();
    let foreign = shards(&other, &["sim", "race", "--games", "4", "--seed", "9"], 2);
    let e = fails(&["sim", "merge", one, &foreign[0]], 1);
    assert!(e.contains("another study") && e.contains("seed"), "{e}");
    let bad = d.join("bad.json");
    std::fs::write(&bad, "{\"format\": 3}").unwrap();
    let e = fails(&["sim", "merge", one, &bad.display().to_string()], 1);
    assert!(e.contains("not a shard file"), "{e}");
    // A shard's games tampered with are refused, naming the game.
    let forged_text =
        std::fs::read_to_string(one)
            .unwrap()
            .replacen("\"rows\":[[[1,", "\"rows\":[[[99,", 1);
    let forged = d.join("forged.json");
    std::fs::write(&forged, forged_text).unwrap();
    let e = fails(&["sim", "merge", &forged.display().to_string(), two], 1);
    assert!(e.contains("game 0") && e.contains("seed 1"), "{e}");
    let o = umpire(&["sim", "race", "--games", "4", "--shard", "3/2"], "");
    assert_eq!(o.status.code(), Some(2));
    let e = text(&o.stderr);
    assert!(
        e.contains("'3/2' for '--shard <K/N>'") && e.contains("1 ≤ K ≤ N"),
        "{e}"
    );
    let e = fails(
        &["sim", "race", "--games", "4", "--shard", "1/2", "--json"],
        2,
    );
    assert!(e.contains("sim merge"), "{e}");
}

#[test]
fn balance_reports_each_side_the_knob_and_a_proposal_the_same_for_the_same_seed() {
    let run = [
        "balance",
        "napoleonic",
        "--games",
        "6",
        "--seed",
        "11",
        "--json",
    ];
    let a = ok(&run);
    assert_eq!(
        steady(&a),
        steady(&ok(&run)),
        "the same seed, the same report"
    );
    let v: serde_json::Value = serde_json::from_str(&a).unwrap();
    assert_eq!(v["knob"]["name"], "turns");
    assert_eq!(v["knob"]["as_drawn"], 12);
    let runs = v["runs"].as_array().unwrap();
    let values: Vec<i64> = runs.iter().map(|r| r["value"].as_i64().unwrap()).collect();
    assert_eq!(values, [12, 6, 8, 10, 14, 16, 18]);
    for r in runs {
        let sides = r["sides"].as_array().unwrap();
        assert_eq!(sides.len(), 2);
        // A's wins are B's losses, and every finished game is a win, a draw or a loss.
        assert_eq!(sides[0]["won"]["games"], sides[1]["lost"]["games"]);
        let finished: u64 = ["won", "drawn", "lost"]
            .iter()
            .map(|k| sides[0][k]["games"].as_u64().unwrap())
            .sum();
        assert_eq!(finished + r["unfinished"].as_u64().unwrap(), 6);
    }
    let pick = &v["proposal"];
    assert!(values.contains(&pick["value"].as_i64().unwrap()), "{pick}");
    // The human report says the same, and the shards add up to it.
    let d = dir("balance");
    let human = ["balance", "napoleonic", "--games", "6", "--seed", "11"];
    let one = ok(&human);
    assert!(
        one.contains("side A") && one.contains("proposal:") && one.contains("Elo"),
        "{one}"
    );
    let files = shards(&d, &human, 3);
    let mut merge = vec!["sim", "merge"];
    merge.extend(files.iter().map(String::as_str));
    assert_eq!(steady(&one), steady(&ok(&merge)));
    merge.push("--json");
    assert_eq!(steady(&a), steady(&ok(&merge)));
    // The plot: the share against the knob, as SVG.
    let plot = d.join("balance.svg").display().to_string();
    ok(&[
        "balance", "race", "--games", "3", "--values", "5,6", "--plot", &plot,
    ]);
    let svg = std::fs::read_to_string(&plot).unwrap();
    assert!(
        svg.starts_with("<svg") && svg.contains("battle-turns"),
        "{svg:.200}"
    );
}

#[test]
fn balance_of_all_knobs_studies_each_and_proposes_one_change_among_them() {
    let all = [
        "balance",
        "napoleonic",
        "--knob",
        "all",
        "--games",
        "6",
        "--seed",
        "11",
        "--json",
    ];
    let a = ok(&all);
    assert_eq!(
        steady(&a),
        steady(&ok(&all)),
        "the same seed, the same report"
    );
    let v: serde_json::Value = serde_json::from_str(&a).unwrap();
    let knobs = v["knobs"].as_array().unwrap();
    let names: Vec<&str> = knobs
        .iter()
        .map(|k| k["knob"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["turns", "handicap"]);
    // Each knob's part is what a study of that knob alone reports.
    for (k, name) in names.iter().enumerate() {
        let one: serde_json::Value = serde_json::from_str(&ok(&[
            "balance",
            "napoleonic",
            "--knob",
            name,
            "--games",
            "6",
            "--seed",
            "11",
            "--json",
        ]))
        .unwrap();
        for field in ["knob", "runs", "proposal", "sides"] {
            assert_eq!(knobs[k][field], one[field], "{name}: {field}");
        }
    }
    // The proposal is one knob's own, named with its steps.
    let pick = &v["proposal"];
    let knob = pick["knob"].as_str().unwrap();
    let own = &knobs[names.iter().position(|n| *n == knob).unwrap()]["proposal"];
    assert_eq!(pick["value"], own["value"], "{pick} {own}");
    assert!(pick["steps"].as_i64().is_some(), "{pick}");
    // The human report: every knob's table, then the change across them; shards add up to it.
    let human = [
        "balance",
        "napoleonic",
        "--knob",
        "all",
        "--games",
        "6",
        "--seed",
        "11",
    ];
    let one = ok(&human);
    assert!(
        one.contains("turns (turns agreed)")
            && one.contains("handicap (points given to side A")
            && one.contains("across the knobs: "),
        "{one}"
    );
    assert_eq!(one.matches("as drawn (").count(), 1, "{one}");
    let d = dir("all-knobs");
    let files = shards(&d, &human, 2);
    let mut merge = vec!["sim", "merge"];
    merge.extend(files.iter().map(String::as_str));
    assert_eq!(steady(&one), steady(&ok(&merge)));
    // Values and a plot belong to one knob.
    let e = fails(
        &["balance", "napoleonic", "--knob", "all", "--values", "4"],
        2,
    );
    assert!(e.contains("--values") && e.contains("--knob"), "{e}");
    let e = fails(
        &["balance", "napoleonic", "--knob", "all", "--plot", "x.svg"],
        2,
    );
    assert!(e.contains("--plot") && e.contains("--knob"), "{e}");
}

#[test]
fn balance_refuses_an_unknown_knob_and_a_value_the_scenario_check_refuses() {
    let e = fails(&["balance", "nqm", "--knob", "weather", "--games", "2"], 2);
    assert!(e.contains("--knob weather") && e.contains("hours"), "{e}");
    let e = fails(&["balance", "opart", "--values", "0,6", "--games", "2"], 1);
    assert!(
        e.contains("turns 0") && e.contains("rules.turns: must be 1 to 48"),
        "{e}"
    );
    let e = fails(&["balance", "race", "--games", "2", "--games-list"], 2);
    assert!(e.contains("umpire sim"), "{e}");
}

#[test]
fn quick_draws_a_measured_battle_that_umpire_check_accepts() {
    let d = dir("quick");
    let file = d.join("quick.toml").display().to_string();
    let o = umpire(
        &[
            "quick", "--size", "small", "--ground", "river", "--seed", "1", "--out", &file,
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let said = text(&o.stderr);
    assert!(
        said.contains("between heuristic bots side A won") && said.contains("decided games of 60"),
        "{said}"
    );
    let checked = ok(&["check", &file]);
    assert!(checked.contains("a valid napoleonic scenario"), "{checked}");
    // The same seed, the same battle.
    let again = ok(&[
        "quick", "--size", "small", "--ground", "river", "--seed", "1",
    ]);
    assert_eq!(again, std::fs::read_to_string(&file).unwrap());
    let e = fails(&["quick", "--size", "huge"], 2);
    assert!(
        e.contains("--size: \"huge\" is not one of small, medium, large"),
        "{e}"
    );
    // Operational Art: a meeting engagement, measured as the Napoleonic battle is.
    let file = d.join("opart.toml").display().to_string();
    let o = umpire(
        &[
            "quick",
            "--ruleset",
            "opart",
            "--size",
            "medium",
            "--ground",
            "village",
            "--seed",
            "4",
            "--out",
            &file,
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let said = text(&o.stderr);
    assert!(
        said.starts_with("quick-opart-village-medium-")
            && said.contains("between heuristic bots the Axis won"),
        "{said}"
    );
    let checked = ok(&["check", &file]);
    assert!(checked.contains("a valid opart scenario"), "{checked}");
    let e = fails(&["quick", "--ruleset", "race"], 2);
    assert!(
        e.contains("--ruleset: quick battles are drawn for napoleonic and opart, not \"race\""),
        "{e}"
    );
}
