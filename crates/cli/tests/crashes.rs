//! Regressions for the crashes and wrong figures that fuzzing found (issue 12, item 7): each
//! command once panicked, wrapped around, overflowed or depended on thread scheduling.

mod common;

use std::process::{Command, Output, Stdio};

use common::{text, umpire};
use num_bigint::BigUint;
use num_rational::Ratio;

/// A refusal: exit 1 and one line on standard error, no panic.
fn refused(o: &Output) -> String {
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err:?}");
    err
}

/// Sums the exact fractions of a JSON odds table.
fn exact_total(json: &str, list: &str) -> Ratio<BigUint> {
    let v: serde_json::Value = serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"));
    let rows = v[list]
        .as_array()
        .unwrap_or_else(|| panic!("no {list} in {json}"));
    rows.iter()
        .map(|r| {
            let s = r["exact"].as_str().unwrap_or("0/1");
            let (n, d) = s.split_once('/').unwrap_or((s, "1"));
            Ratio::new(
                n.parse::<BigUint>().unwrap_or_default(),
                d.parse::<BigUint>().unwrap_or_else(|_| BigUint::from(1u8)),
            )
        })
        .fold(
            Ratio::new(BigUint::from(0u8), BigUint::from(1u8)),
            |a, b| a + b,
        )
}

fn one() -> Ratio<BigUint> {
    Ratio::new(BigUint::from(1u8), BigUint::from(1u8))
}

/// Runs an odds table as JSON and sums its exact fractions.
fn odds_total(args: &[&str]) -> Ratio<BigUint> {
    let o = umpire(args, "");
    assert!(o.status.success(), "{}", text(&o.stderr));
    exact_total(&text(&o.stdout), "outcomes")
}

#[test]
fn exact_odds_past_u128_sum_to_one_race_recovery_128_lost() {
    let total = odds_total(&[
        "odds", "race", "recovery", "--lost", "128", "--action", "attack", "--result", "retreat",
        "--json",
    ]);
    assert_eq!(total, one());
}

#[test]
fn exact_odds_past_u128_sum_to_one_nqm_firefight_128_cus() {
    let total = odds_total(&[
        "odds",
        "nqm",
        "firefight",
        "--cus",
        "128",
        "--weapon",
        "L",
        "--target",
        "open",
        "--json",
    ]);
    assert_eq!(total, one());
}

#[test]
fn exact_odds_sum_to_one_napoleonic_musketry_81_and_1000_stands() {
    for stands in ["81", "1000"] {
        let o = umpire(
            &[
                "odds",
                "napoleonic",
                "musketry",
                "--stands",
                stands,
                "--range",
                "1",
                "--json",
            ],
            "",
        );
        assert!(o.status.success(), "{}", text(&o.stderr));
        assert_eq!(exact_total(&text(&o.stdout), "outcomes"), one(), "{stands}");
    }
    let err = refused(&umpire(
        &[
            "odds",
            "napoleonic",
            "musketry",
            "--stands",
            "1001",
            "--range",
            "1",
        ],
        "",
    ));
    assert!(err.contains("at most 1000"), "{err}");
}

#[test]
fn opart_combat_values_at_the_i32_edge_do_not_wrap() {
    let o = umpire(
        &[
            "odds",
            "opart",
            "combat",
            "--attacker-cv",
            "2147483647",
            "--attacker-mod",
            "2147483647",
            "--attacker-die",
            "d10",
            "--defender-cv",
            "1",
            "--defender-die",
            "d10",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap_or_default();
    let rows = v["outcomes"].as_array().cloned().unwrap_or_default();
    let sure: Vec<_> = rows.iter().filter(|r| r["exact"] == "1/1").collect();
    assert_eq!(sure.len(), 1, "{v}");
    assert_eq!(sure[0]["result"], "defender-loses-2-withdraws", "{v}");
}

#[test]
fn an_nqm_order_of_only_from_hour_is_refused_not_a_panic() {
    let o = umpire(&["play", "nqm", "--seed", "1"], "from 12\n");
    let out = text(&o.stdout) + &text(&o.stderr);
    assert!(!out.contains("panicked"), "{out}");
    assert!(out.contains("an order names a stand"), "{out}");
}

#[test]
fn a_closed_output_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args([
            "odds",
            "napoleonic",
            "musketry",
            "--stands",
            "1000",
            "--range",
            "1",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    // Read nothing: close the pipe at once, as `| head -0` would.
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(o.status.code(), Some(141), "{}", text(&o.stderr));
    assert!(o.stderr.is_empty(), "{}", text(&o.stderr));
}

#[test]
fn sim_refuses_thread_counts_it_cannot_use() {
    for n in ["20000", "0"] {
        let err = refused(&umpire(
            &["sim", "race", "--games", "4", "--threads", n],
            "",
        ));
        assert!(err.contains("between 1 and 256"), "{err}");
    }
}

#[test]
fn sim_seed_ranges_do_not_wrap() {
    let err = refused(&umpire(
        &[
            "sim",
            "race",
            "--games",
            "5",
            "--seed",
            "18446744073709551614",
        ],
        "",
    ));
    assert!(err.contains("largest seed"), "{err}");
    let o = umpire(
        &[
            "sim",
            "race",
            "--games",
            "2",
            "--seed",
            "18446744073709551614",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
}

#[test]
fn sim_mean_score_does_not_depend_on_threads() {
    let run = |threads: &str| {
        let o = umpire(
            &[
                "sim",
                "race",
                "--games",
                "60",
                "--threads",
                threads,
                "--json",
            ],
            "",
        );
        assert!(o.status.success(), "{}", text(&o.stderr));
        let mut v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap_or_default();
        for k in ["seconds", "games_per_second", "threads", "ms_per_game"] {
            if let Some(m) = v.as_object_mut() {
                m.remove(k);
            }
        }
        v
    };
    let one = run("1");
    assert!(
        one.get("mean_score").is_some() || one.to_string().contains("score"),
        "{one}"
    );
    assert_eq!(one, run("2"));
    assert_eq!(one, run("5"));
}

#[test]
fn sampling_and_dice_counts_are_bounded() {
    let o = umpire(
        &[
            "odds",
            "napoleonic",
            "shot",
            "--gun",
            "field",
            "--range",
            "1",
            "--samples",
            "4000000000",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    for (flag, table) in [("--lost", "recovery"), ("--cus", "firefight")] {
        let rs = if table == "recovery" { "race" } else { "nqm" };
        let o = umpire(&["odds", rs, table, flag, "1001"], "");
        assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    }
    let o = umpire(&["sim", "race", "--games", "10000001"], "");
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
}

#[test]
fn devices_fifos_and_huge_files_are_refused() {
    let err = refused(&umpire(&["play", "rapier", "--scenario", "/dev/zero"], ""));
    assert!(err.contains("not a regular file"), "{err}");
    let err = refused(&umpire(&["replay", "/dev/zero"], ""));
    assert!(err.contains("not a regular file"), "{err}");
    let dir = std::env::temp_dir().join(format!("umpire-crashes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let big = dir.join("big.toml");
    let f = std::fs::File::create(&big).unwrap_or_else(|e| panic!("{e}"));
    f.set_len(17 << 20).unwrap_or_else(|e| panic!("{e}"));
    let err = refused(&umpire(
        &["play", "rapier", "--scenario", &big.display().to_string()],
        "",
    ));
    assert!(err.contains("larger than 16 MB"), "{err}");
    let fifo = dir.join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let err = refused(&umpire(&["replay", &fifo.display().to_string()], ""));
        assert!(err.contains("not a regular file"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn errors_escape_control_characters() {
    let err = refused(&umpire(
        &["play", "rapier", "--scenario", "no\nsuch\u{1b}[2Jfile"],
        "",
    ));
    assert!(err.contains("no\\nsuch\\u{1b}[2Jfile"), "{err:?}");
}
