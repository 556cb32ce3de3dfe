//! A simulated game is a game you can open (#33 item 2): game `i` of `umpire sim RS --seed s`
//! is the game `umpire play RS --seed s+i` plays with the same bots, step for step, and
//! `--games-list` names each game's seed and result.

mod common;

use common::{text, umpire};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    common::last_json(args)
}

#[test]
fn sim_game_i_is_the_game_play_plays_with_seed_s_plus_i() {
    for (ruleset, bots) in [
        ("rapier", "all=heuristic"),
        ("opart", "all=heuristic"),
        ("napoleonic", "all=random"),
        ("napoleonic", "all=heuristic"),
        ("nqm", "all=heuristic"),
        ("race", "all=random"),
    ] {
        let sim = json(&[
            "sim",
            ruleset,
            "--games",
            "3",
            "--seed",
            "40",
            "--threads",
            "2",
            "--bot",
            bots,
            "--json",
            "--games-list",
        ]);
        let list = sim["games_list"].as_array().expect("the games listed");
        assert_eq!(list.len(), 3, "{ruleset}");
        for (i, g) in list.iter().enumerate() {
            let seed = 40 + i as u64;
            assert_eq!(g["seed"], seed, "{ruleset}: game {i}'s seed");
            let play = json(&[
                "play",
                ruleset,
                "--seed",
                &seed.to_string(),
                "--bot",
                bots,
                "--json",
            ]);
            assert_eq!(
                g["result"], play["outcome"]["result"],
                "{ruleset} {bots}: game {i} (seed {seed}) has the result play gives"
            );
            assert_eq!(
                g["score"], play["outcome"]["score"],
                "{ruleset} {bots}: seed {seed}"
            );
            assert_eq!(
                g["actions"], play["steps"],
                "{ruleset} {bots}: seed {seed}'s steps"
            );
        }
    }
}

#[test]
fn games_list_prints_each_game_and_how_to_watch_it() {
    let o = umpire(
        &[
            "sim",
            "opart",
            "--games",
            "2",
            "--seed",
            "5",
            "--games-list",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.lines().any(|l| l.trim_start().starts_with("5 ")),
        "{out}"
    );
    assert!(
        out.lines().any(|l| l.trim_start().starts_with("6 ")),
        "{out}"
    );
    assert!(out.contains("umpire play opart --seed SEED"), "{out}");
}
