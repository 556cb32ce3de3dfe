//! The `search` bot (#34) from the command line: written `search` or `search:N`, refused in
//! one line when N is not a number of playouts, and as
//! reproducible as any other bot: a simulated game with a search bot is the game `play` plays
//! with the same seed and bots.

mod common;

use common::{text, umpire};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    common::last_json(args)
}

#[test]
fn search_games_reproduce_and_are_the_games_play_plays() {
    for (ruleset, bot) in [
        ("opart", "axis=search:3"),
        ("rapier", "umpire=search:2"),
        ("race", "b=search:2"),
        ("napoleonic", "b=search:2"),
        ("nqm", "defender=search:2"),
    ] {
        let args = [
            "sim",
            ruleset,
            "--games",
            "2",
            "--seed",
            "5",
            "--threads",
            "2",
            "--bot",
            bot,
            "--json",
            "--games-list",
        ];
        let sim = json(&args);
        assert_eq!(
            sim["games_list"],
            json(&args)["games_list"],
            "{ruleset}: the same seed and budget, the same games"
        );
        let list = sim["games_list"].as_array().expect("the games listed");
        let play = json(&[
            "play",
            ruleset,
            "--seed",
            "5",
            "--bot",
            "all=heuristic",
            "--bot",
            bot,
            "--json",
        ]);
        assert_eq!(list[0]["result"], play["outcome"]["result"], "{ruleset}");
        assert_eq!(
            list[0]["actions"], play["steps"],
            "{ruleset}: the same steps"
        );
    }
}

#[test]
fn a_search_kind_that_is_not_one_is_refused_in_one_line() {
    for (ruleset, bot, says) in [
        (
            "opart",
            "axis=search:0",
            "search:N, N the playouts a decision from 1 to 100000",
        ),
        ("opart", "axis=search:lots", "search:N"),
        ("opart", "axis=searching", "unknown bot kind \"searching\""),
        ("nqm", "attacker=search:", "search:N"),
    ] {
        let o = umpire(&["sim", ruleset, "--games", "1", "--bot", bot], "");
        assert!(!o.status.success(), "{bot} accepted");
        let err = text(&o.stderr);
        assert!(err.contains(says), "{bot}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{bot}: {err}");
    }
}

#[test]
fn the_bot_kinds_listed_name_search_where_there_is_one() {
    let o = umpire(&["list"], "");
    assert!(o.status.success());
    let out = text(&o.stdout);
    let bots = |id: &str| {
        let at = out
            .find(&format!("{id} "))
            .or_else(|| out.find(id))
            .expect(id);
        out[at..]
            .lines()
            .find(|l| l.trim_start().starts_with("bots:"))
            .unwrap_or_default()
            .to_owned()
    };
    for id in ["rapier", "opart", "napoleonic", "nqm", "race"] {
        assert!(bots(id).contains("search, search:N"), "{id}: {out}");
    }
}
