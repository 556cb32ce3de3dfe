//! `umpire campaign battles` (issue 35, item 2): a campaign's engine battles listed, each
//! written as a game log that `umpire replay` shows as any of its seats saw it.

mod common;
use common::{text, umpire};

#[test]
fn ump_rac_35_each_engine_battle_is_written_as_a_game_log_that_replays() {
    let dir = std::env::temp_dir().join(format!("umpire-battles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let campaign = dir.join("race.log").display().to_string();
    let played = umpire(
        &[
            "play",
            "race",
            "--seed",
            "4",
            "--bot",
            "all=heuristic",
            "--log",
            &campaign,
        ],
        "",
    );
    assert!(played.status.success(), "{}", text(&played.stderr));

    let listed = umpire(&["campaign", "battles", &campaign], "");
    assert!(listed.status.success(), "{}", text(&listed.stderr));
    let out = text(&listed.stdout);
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("Rapier Offensive"))
        .collect();
    assert!(rows.len() >= 2, "{out}");
    assert!(
        rows[0].trim_start().starts_with("1 ") && rows[0].contains("stands lost"),
        "{out}"
    );

    // Battle 2 as a log: it replays to its end, as the corps saw it too.
    let battle = dir.join("battle-2.log").display().to_string();
    let w = umpire(
        &[
            "campaign", "battles", &campaign, "--battle", "2", "--log", &battle,
        ],
        "",
    );
    assert!(w.status.success(), "{}", text(&w.stderr));
    assert!(
        text(&w.stdout).contains("umpire replay"),
        "says how to watch it"
    );
    let r = umpire(&["replay", &battle], "");
    assert!(r.status.success(), "{}", text(&r.stderr));
    assert!(text(&r.stdout).contains("outcome:"), "{}", text(&r.stdout));
    let corps = umpire(&["replay", &battle, "--seat", "corps"], "");
    assert!(corps.status.success(), "{}", text(&corps.stderr));

    // The same battle written again is the same log, byte for byte.
    let again = dir.join("again.log").display().to_string();
    let w = umpire(
        &[
            "campaign", "battles", &campaign, "--battle", "2", "--log", &again,
        ],
        "",
    );
    assert!(w.status.success());
    assert_eq!(
        std::fs::read(&battle).unwrap(),
        std::fs::read(&again).unwrap()
    );

    // Refusals: a number out of the list, a file that exists, --battle without --log.
    let count = rows.len().to_string();
    let past = (rows.len() + 1).to_string();
    let e = umpire(
        &[
            "campaign",
            "battles",
            &campaign,
            "--battle",
            &past,
            "--log",
            &dir.join("x.log").display().to_string(),
        ],
        "",
    );
    assert_eq!(e.status.code(), Some(1));
    let msg = text(&e.stderr);
    assert!(
        msg.contains(&format!("1 to {count}")) && msg.lines().count() == 1,
        "{msg}"
    );
    let e = umpire(
        &[
            "campaign", "battles", &campaign, "--battle", "2", "--log", &battle,
        ],
        "",
    );
    assert_eq!(e.status.code(), Some(1));
    assert!(text(&e.stderr).contains("exists"), "{}", text(&e.stderr));
    let e = umpire(&["campaign", "battles", &campaign, "--battle", "2"], "");
    assert_eq!(e.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn ump_rac_35_a_campaign_by_hand_lists_its_battles_with_no_game_to_watch() {
    let dir = std::env::temp_dir().join(format!("umpire-battles-hand-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("c.race").display().to_string();
    let made = umpire(
        &["campaign", "new", &file, "--seed", "3", "--battles", "hand"],
        "",
    );
    assert!(made.status.success(), "{}", text(&made.stderr));
    let listed = umpire(&["campaign", "battles", &file], "");
    assert!(listed.status.success(), "{}", text(&listed.stderr));
    assert!(
        text(&listed.stdout).contains("no battle yet"),
        "{}",
        text(&listed.stdout)
    );
    // A campaign played with battles by hand lists them, each fought on a table.
    let log = dir.join("hand.log").display().to_string();
    let scenario = dir.join("hand.toml").display().to_string();
    let toml = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../race/scenarios/race-for-kalach.toml"
    ))
    .unwrap()
    .replacen("battles = \"engine\"", "battles = \"hand\"", 1);
    std::fs::write(&scenario, toml).unwrap();
    let played = umpire(
        &[
            "play",
            "race",
            "--scenario",
            &scenario,
            "--seed",
            "4",
            "--bot",
            "all=heuristic",
            "--log",
            &log,
        ],
        "",
    );
    assert!(played.status.success(), "{}", text(&played.stderr));
    let listed = umpire(&["campaign", "battles", &log], "");
    let out = text(&listed.stdout);
    assert!(listed.status.success(), "{}", text(&listed.stderr));
    assert!(
        out.contains("a real table") && out.contains("stands lost"),
        "{out}"
    );
    assert!(!out.contains("--battle N"), "nothing to write: {out}");
    let e = umpire(
        &[
            "campaign",
            "battles",
            &log,
            "--battle",
            "1",
            "--log",
            &dir.join("x.log").display().to_string(),
        ],
        "",
    );
    assert_eq!(e.status.code(), Some(1));
    assert!(
        text(&e.stderr).contains("fought on a table"),
        "{}",
        text(&e.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
