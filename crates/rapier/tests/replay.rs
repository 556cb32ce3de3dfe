//! Game logs replay bit for bit, and a changed seed, action or roll is caught.

use umpire_core::{replay, Bot, Game, RandomBot, ReplayError, Table};
use umpire_rapier::{bundled, Rapier};

fn log(seed: u64) -> String {
    let sc = bundled("uranus").unwrap();
    let mut g = Game::<Rapier>::new(&sc, "uranus", seed, true).unwrap();
    let bots: Vec<Box<dyn Bot<Rapier>>> = (0..6)
        .map(|_| Box::new(RandomBot) as Box<dyn Bot<Rapier>>)
        .collect();
    Table::new(bots, seed).play_game(&mut g).unwrap();
    g.log_text()
}

#[test]
fn a_log_replays_identically() {
    let text = log(4);
    let g = replay::<Rapier>(&text, None).unwrap();
    assert_eq!(g.log_text(), text);
    assert!(g.outcome().is_some());
}

#[test]
fn a_changed_secret_is_caught() {
    // The end line reveals the secret: another one breaks the commitment.
    let text = log(4);
    let at = text.find("\"secret\":\"").unwrap() + 10;
    let flipped = if &text[at..=at] == "0" { "1" } else { "0" };
    let changed = format!("{}{flipped}{}", &text[..at], &text[at + 1..]);
    assert!(matches!(
        replay::<Rapier>(&changed, None),
        Err(ReplayError::Tampered { .. })
    ));
}

#[test]
fn a_changed_roll_is_caught() {
    let text = log(4);
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let k = lines
        .iter()
        .position(|l| l.starts_with("{\"step\"") && l.contains("\"value\":3"))
        .unwrap();
    lines[k] = lines[k].replacen("\"value\":3", "\"value\":4", 1);
    let err = replay::<Rapier>(&lines.join("\n"), None).unwrap_err();
    assert!(matches!(err, ReplayError::Diverged { .. }), "{err}");
}

#[test]
fn a_changed_action_is_caught() {
    let text = log(4);
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    // The first defender deployment: move the counter to line L1, which the rules forbid.
    let k = lines
        .iter()
        .position(|l| l.contains("deploy-counter"))
        .unwrap();
    lines[k] = lines[k].replacen("\"y\":", "\"y\":0,\"was\":", 1);
    let err = replay::<Rapier>(&lines.join("\n"), None).unwrap_err();
    assert!(
        matches!(
            err,
            ReplayError::Diverged { .. } | ReplayError::Malformed { .. }
        ),
        "{err}"
    );
}

#[test]
fn replay_to_a_step_stops_there() {
    let g = replay::<Rapier>(&log(2), Some(10)).unwrap();
    assert_eq!(g.steps().len(), 10);
}

/// Recomputes every line's `prev` after lines were edited, as a log written that way would have.
fn rechain(lines: &mut [String]) {
    for i in 1..lines.len() {
        let hash = umpire_core::log::line_hash(&lines[i - 1]);
        let at = lines[i].find("\"prev\":\"").unwrap() + 8;
        lines[i].replace_range(at..at + 64, &hash);
    }
}

#[test]
fn a_log_of_other_rules_that_diverges_says_the_rules_differ() {
    let text = log(4);
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let now = format!(
        "\"rules\":{},",
        <Rapier as umpire_core::Ruleset>::RULES_VERSION
    );
    assert!(lines[0].contains(&now), "{}", lines[0]);
    // Written under an older version of the rules: a game the change did not touch still
    // verifies.
    lines[0] = lines[0].replacen(&now, "\"rules\":0,", 1);
    rechain(&mut lines);
    let g = replay::<Rapier>(&lines.join("\n"), None).unwrap();
    assert!(g.outcome().is_some());
    // One that plays differently now (here a roll that is not what the dice give) says why it
    // may: the rules differ.
    let k = lines
        .iter()
        .position(|l| l.starts_with("{\"step\"") && l.contains("\"value\":3"))
        .unwrap();
    lines[k] = lines[k].replacen("\"value\":3", "\"value\":4", 1);
    rechain(&mut lines);
    let err = replay::<Rapier>(&lines.join("\n"), None).unwrap_err();
    assert!(matches!(err, ReplayError::Diverged { .. }), "{err}");
    assert!(
        err.to_string().contains(&format!(
            "written under rapier rules version 0; this build plays version {}",
            <Rapier as umpire_core::Ruleset>::RULES_VERSION
        )),
        "{err}"
    );
    // A log from before versions were recorded says that instead.
    lines[0] = lines[0].replacen("\"rules\":0,", "", 1);
    rechain(&mut lines);
    let err = replay::<Rapier>(&lines.join("\n"), None).unwrap_err();
    assert!(
        err.to_string()
            .contains("before rule versions were recorded"),
        "{err}"
    );
    // Under this build's rules, a divergence is only a divergence.
    let mut same: Vec<String> = text.lines().map(str::to_owned).collect();
    same[k] = same[k].replacen("\"value\":3", "\"value\":4", 1);
    let err = replay::<Rapier>(&same.join("\n"), None).unwrap_err();
    assert!(!err.to_string().contains("rules"), "{err}");
}
