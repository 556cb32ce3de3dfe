//! Result cards (#31 item 4): a seat's record holds a card for each resolution it may see, with
//! the participants, every die with its face, the table row and what was lost; a card's dice
//! are the ones rolled for it, and its words stay out of the events, which say it already.

mod common;

use common::{text, umpire};
use serde_json::Value;

/// The record entries of `seat` in a heuristic game of `ruleset` with `seed`.
fn record(ruleset: &str, seed: &str, seat: &str) -> Vec<Value> {
    let dir = std::env::temp_dir().join(format!("umpire-cards-{}-{ruleset}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("game.jsonl");
    let rec = dir.join("seat.jsonl");
    let _ = std::fs::remove_file(&log);
    let _ = std::fs::remove_file(&rec);
    let o = umpire(
        &[
            "play",
            ruleset,
            "--bot",
            "all=heuristic",
            "--seed",
            seed,
            "--quiet",
            "--log",
            log.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let o = umpire(
        &[
            "replay",
            log.to_str().unwrap(),
            "--seat",
            seat,
            "--export",
            rec.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.code() == Some(0), "{}", text(&o.stderr));
    std::fs::read_to_string(&rec)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|v: &Value| v["step"].is_u64())
        .collect()
}

fn cards<'a>(entries: &'a [Value], kind: &str) -> Vec<(&'a Value, &'a Value)> {
    entries
        .iter()
        .flat_map(|e| {
            e["cards"]
                .as_array()
                .into_iter()
                .flatten()
                .filter(move |c| c["kind"] == kind)
                .map(move |c| (e, c))
        })
        .collect()
}

/// A card's list of lines, as text.
fn texts(v: &Value) -> Vec<&str> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect()
}

#[test]
fn opa3_each_engagement_has_a_card_with_both_dice_the_powers_and_the_losses() {
    let entries = record("opart", "3", "soviet");
    let found = cards(&entries, "combat");
    assert!(!found.is_empty(), "a heuristic game has engagements");
    for (e, c) in found {
        let sides = c["sides"].as_array().unwrap();
        assert_eq!(sides.len(), 2, "{c}");
        assert!(sides[0].as_str().unwrap().starts_with("attacker: "), "{c}");
        assert!(sides[1].as_str().unwrap().contains("power"), "{c}");
        let dice = c["dice"].as_array().unwrap();
        assert!(dice.len() >= 2, "both dice, and each roll-off's: {c}");
        // The card's dice are the step's combat dice, in order.
        let rolls: Vec<&Value> = e["rolls"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["purpose"].as_str().unwrap().starts_with("combat"))
            .collect();
        assert!(rolls.len() >= dice.len(), "{e}");
        let lines = texts(&c["lines"]);
        assert!(
            lines.iter().any(|l| l.starts_with("power ")),
            "the table row: {c}"
        );
        assert!(lines.iter().any(|l| l.starts_with("result: ")), "{c}");
        // The events say it in their own words; the card is not repeated among them.
        let events = e["events"].as_array().unwrap();
        assert!(
            events
                .iter()
                .all(|t| !t.as_str().unwrap().contains("; dice ")),
            "{e}"
        );
    }
}

#[test]
fn nap5_each_melee_has_a_card_with_both_cards_values_losses_and_who_falls_back() {
    let found: Vec<Value> = (1..=6)
        .flat_map(|seed| {
            let entries = record("napoleonic", &seed.to_string(), "a");
            cards(&entries, "melee")
                .into_iter()
                .map(|(_, c)| c.clone())
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(!found.is_empty(), "some melee in six heuristic games");
    for c in &found {
        let sides = c["sides"].as_array().unwrap();
        assert!(sides[0].as_str().unwrap().contains(" — card "), "{c}");
        assert!(sides[1].as_str().unwrap().starts_with("defender: "), "{c}");
        let lines = texts(&c["lines"]);
        assert!(lines[0].starts_with("the cards "), "{c}");
        assert!(lines.iter().any(|l| l.starts_with("losses: ")), "{c}");
    }
}

#[test]
fn rap8_each_volley_has_a_card_with_every_die() {
    let entries = record("rapier", "1", "corps");
    let found = cards(&entries, "volley");
    assert!(!found.is_empty(), "a heuristic game has ground combat");
    for (_, c) in found {
        let n: usize = c["sides"][0]
            .as_str()
            .unwrap()
            .split(": ")
            .nth(1)
            .and_then(|t| t.split(' ').next())
            .and_then(|t| t.parse().ok())
            .expect("the dice fired");
        assert_eq!(
            c["dice"].as_array().unwrap().len(),
            n,
            "every die on the card: {c}"
        );
        assert!(
            c["dice"]
                .as_array()
                .unwrap()
                .iter()
                .all(|d| d["sides"] == 6),
            "{c}"
        );
    }
}
