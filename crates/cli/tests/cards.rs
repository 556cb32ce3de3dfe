//! Result cards (#31 item 4): a seat's record holds a card for each resolution it may see, with
//! the participants, every die with its face, the table row and what was lost; a card's dice
//! are the ones rolled for it, and its words stay out of the events, which say it already.

mod common;

use common::heuristic_record;
use serde_json::Value;

/// The record entries of `seat` in a heuristic game of `ruleset` with `seed`.
fn record(ruleset: &str, seed: &str, seat: &str) -> Vec<Value> {
    heuristic_record(ruleset, seed, seat)
        .0
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|v| v["step"].is_u64())
        .map(|v| plain(serde_json::from_value(v).unwrap()))
        .collect()
}

/// An entry with its rolls and its cards' dice written out (the record names a card's dice
/// by where they lie among the entry's rolls).
fn plain(e: umpire_core::record::RecordEntry) -> Value {
    serde_json::json!({
        "step": e.step,
        "seat": e.seat,
        "text": e.text,
        "rolls": e.rolls.iter().map(|r| serde_json::json!({
            "purpose": r.purpose, "sides": r.sides, "value": r.value,
        })).collect::<Vec<_>>(),
        "events": e.events,
        "cards": serde_json::to_value(&e.cards).unwrap(),
    })
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
        // The combat table's band read is marked, the band the card's row line names.
        let band = [
            " below ",
            " equals ",
            " up to twice ",
            " up to four times ",
            " over four times ",
        ]
        .iter()
        .position(|w| lines[0].contains(w))
        .expect("a band");
        assert_eq!(c["read"]["table"], "combat", "{c}");
        assert_eq!(c["read"]["cells"], serde_json::json!([[band, 0]]), "{c}");
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
        // The MDI table's cell of the pair played is marked: row the attacker's card, column
        // the defender's, and the table says what the card says.
        let card = |k: usize| {
            let side = sides[k].as_str().unwrap();
            let name = side
                .split(" — card ")
                .nth(1)
                .unwrap()
                .split(',')
                .next()
                .unwrap();
            umpire_napoleonic::mdi::Card::parse(name).unwrap()
        };
        let (a, d) = (card(0), card(1));
        assert_eq!(c["read"]["table"], "mdi", "{c}");
        let (row, col) = (
            umpire_napoleonic::mdi::index(a),
            umpire_napoleonic::mdi::index(d),
        );
        assert_eq!(c["read"]["cells"], serde_json::json!([[row, col]]), "{c}");
        let table = umpire_napoleonic::mdi::table();
        let cell = &table.rows[row].cells[col];
        let said = umpire_napoleonic::mdi::resolve(a, d)
            .name()
            .replace('-', " ");
        assert!(
            cell.starts_with(said.split(':').next().unwrap()),
            "{cell} against {said}: {c}"
        );
    }
}

#[test]
fn rap8_each_volley_has_a_card_with_every_die() {
    let entries = record("rapier", "1", "corps");
    let found = cards(&entries, "volley");
    assert!(!found.is_empty(), "a heuristic game has ground combat");
    let table = umpire_rapier::ground_combat::table();
    for (_, c) in found {
        // The cells of the ground-combat table the shooters read are marked, each a row of
        // the table and a column of an enemy present, and their dice add up to the volley's
        // (a bonus row gives 1 or 2 dice, a tie of columns marks each).
        assert_eq!(c["read"]["table"], "ground-combat", "{c}");
        let cells = c["read"]["cells"].as_array().unwrap();
        assert!(!cells.is_empty(), "{c}");
        for cell in cells {
            let (r, k) = (
                cell[0].as_u64().unwrap() as usize,
                cell[1].as_u64().unwrap() as usize,
            );
            assert!(r < table.rows.len() && k < table.columns.len(), "{c}");
            assert_ne!(
                table.rows[r].cells[k], "0d6",
                "a cell read throws dice: {c}"
            );
        }
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

/// NQM (#31 item 4): the umpire, who rolls every die of a fight, gets a card with each die and
/// the firefight table's cell it was read on; each side gets a card naming only its own stands,
/// with the outcome it is told and none of the umpire's dice.
#[test]
fn nqm3_nqm4_each_firefight_and_assault_has_a_card_for_the_umpire_and_for_each_side() {
    let mut seen = [0usize; 2];
    let mut marked = 0;
    // Seed 12's heuristic game has a close assault.
    for seed in [1, 12] {
        let umpire_entries = record("nqm", &seed.to_string(), "umpire");
        for kind in ["firefight", "assault"] {
            for (_, c) in cards(&umpire_entries, kind) {
                seen[usize::from(kind == "assault")] += 1;
                let dice = c["dice"].as_array().unwrap();
                let none = texts(&c["lines"])
                    .iter()
                    .any(|l| l.starts_with("no die was thrown"));
                assert_eq!(dice.is_empty(), none, "every die of the fight: {c}");
                assert!(none || dice.iter().any(|d| d["sides"] == 6), "{c}");
                let sides = texts(&c["sides"]);
                assert!(sides[0].starts_with("attacking: "), "{c}");
                assert!(sides[1].starts_with("defending: "), "{c}");
                let lines = texts(&c["lines"]);
                assert!(
                    none || lines
                        .iter()
                        .any(|l| l.contains("d6 ") || l.contains(" dice (")),
                    "{c}"
                );
                // A firefight's card marks the firefight table's cells its dice were read on:
                // each line "read as … ; d6 F" has its cell, the face's column.
                if kind == "firefight" {
                    let table = umpire_nqm::tables::firefight_table();
                    let read: Vec<(usize, usize)> = c["read"]["cells"]
                        .as_array()
                        .map(|cs| {
                            cs.iter()
                                .map(|x| {
                                    (
                                        x[0].as_u64().unwrap() as usize,
                                        x[1].as_u64().unwrap() as usize,
                                    )
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    for l in lines.iter().filter(|l| l.contains(", read as ")) {
                        let label = l
                            .split(", read as ")
                            .nth(1)
                            .unwrap()
                            .split("; d6 ")
                            .next()
                            .unwrap();
                        let face: usize = l.split("; d6 ").nth(1).unwrap()[..1].parse().unwrap();
                        let row = table
                            .rows
                            .iter()
                            .position(|r| {
                                let (w, p) = r.label.split_once(", target ").unwrap();
                                label == format!("{w} against a target {p}")
                            })
                            .unwrap_or_else(|| panic!("no row for {label}"));
                        assert!(read.contains(&(row, face - 1)), "{l} not marked: {c}");
                        marked += 1;
                    }
                    assert_eq!(c["read"].is_null(), read.is_empty(), "{c}");
                }
            }
        }
        for seat in ["attacker", "defender"] {
            let entries = record("nqm", &seed.to_string(), seat);
            for kind in ["firefight", "assault"] {
                for (e, c) in cards(&entries, kind) {
                    let sides = texts(&c["sides"]);
                    assert!(sides[0].starts_with("ours, "), "{c}");
                    assert!(sides[1].starts_with("the enemy "), "{c}");
                    // No die the umpire alone saw: the seat's own rolls hold every die it shows.
                    let own: Vec<&Value> = e["rolls"].as_array().unwrap().iter().collect();
                    assert!(c["dice"].as_array().unwrap().len() <= own.len(), "{c}");
                    for d in c["dice"].as_array().unwrap() {
                        assert!(
                            d["purpose"]
                                .as_str()
                                .unwrap()
                                .starts_with("engagement table"),
                            "only the side's own engagement dice: {c}"
                        );
                    }
                }
            }
        }
    }
    assert!(
        seen[0] > 0 && seen[1] > 0,
        "firefights and assaults in two games: {seen:?}"
    );
    assert!(marked > 0, "some die read on the firefight table");
}

/// Napoleonic (#31 item 4): each volley and each shot has its card; a volley's card counts its
/// dice as 4C makes them and names the stands lost once every volley has been rolled (4A).
#[test]
fn nap4_nap3_each_volley_shot_and_canister_has_a_card() {
    let mut kinds = std::collections::BTreeMap::new();
    for seed in 1..=4 {
        let entries = record("napoleonic", &seed.to_string(), "a");
        for (e, c) in cards(&entries, "musketry") {
            *kinds.entry("musketry").or_insert(0) += 1;
            let sides = texts(&c["sides"]);
            let n: usize = sides[0]
                .rsplit(" = ")
                .next()
                .and_then(|t| t.split(' ').next())
                .and_then(|t| t.parse().ok())
                .expect("the dice thrown");
            assert_eq!(c["dice"].as_array().unwrap().len(), n, "every die: {c}");
            let lines = texts(&c["lines"]);
            assert!(lines[0].starts_with("range "), "{c}");
            assert!(lines.iter().any(|l| l.starts_with("losses: ")), "{c}");
            // The card's dice are the step's musketry dice, not another volley's.
            let rolls = e["rolls"].as_array().unwrap();
            assert!(rolls.len() >= n, "{e}");
        }
        for (_, c) in cards(&entries, "shot") {
            *kinds.entry("shot").or_insert(0) += 1;
            assert!(
                c["dice"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|d| d["sides"] == 65535),
                "the flight's draws: {c}"
            );
            let lines = texts(&c["lines"]);
            assert!(lines[0].starts_with("spread at this range"), "{c}");
            assert!(lines[1].starts_with("the shell lands "), "{c}");
        }
        for (_, c) in cards(&entries, "canister") {
            *kinds.entry("canister").or_insert(0) += 1;
            assert!(
                texts(&c["lines"]).iter().any(|l| l.contains(" loses ")),
                "{c}"
            );
        }
    }
    assert!(
        kinds.contains_key("musketry") && kinds.contains_key("shot"),
        "volleys and shots in four heuristic games: {kinds:?}"
    );
}

/// Race-for-X (#31 item 4): each battle has a card with the attacking units, the defence, the
/// report, the victory points and the battle result table's row.
#[test]
fn rac2_each_battle_has_a_card_with_the_report_vp_and_the_result_row() {
    let entries = record("race", "2", "b");
    let found = cards(&entries, "battle");
    assert!(!found.is_empty(), "a heuristic campaign has battles");
    for (_, c) in found {
        let sides = texts(&c["sides"]);
        assert!(sides[0].starts_with("attacker: "), "{c}");
        assert!(sides[1].starts_with("defender: "), "{c}");
        let dice = c["dice"].as_array().unwrap();
        assert_eq!(dice.len(), 1, "the battle result's die: {c}");
        let lines = texts(&c["lines"]);
        assert!(lines[0].starts_with("report: "), "{c}");
        assert!(lines[1].starts_with("victory points "), "{c}");
        let face = dice[0]["value"].as_u64().unwrap();
        assert!(lines[2].contains(&format!("d6 {face} ")), "{c}");
    }
}

/// Rapier (#31 item 4): each batch of ground-combat hits taken has a card naming the units
/// lost; the attackers see a face-down defender that fell only by its counter's number.
#[test]
fn rap8_rap7_each_batch_of_losses_has_a_card_and_unseen_counters_stay_unnamed() {
    let corps = record("rapier", "1", "corps");
    let umpire_entries = record("rapier", "1", "umpire");
    let theirs = cards(&corps, "losses");
    let ours = cards(&umpire_entries, "losses");
    assert!(!ours.is_empty(), "a heuristic game has losses");
    assert_eq!(theirs.len(), ours.len(), "one card a batch for each seat");
    for ((_, a), (_, u)) in theirs.iter().zip(&ours) {
        let (al, ul) = (texts(&a["lines"]), texts(&u["lines"]));
        assert!(al[0].contains(" hit"), "{a}");
        assert!(
            !ul[1].contains("(unseen)"),
            "the umpire knows each counter: {u}"
        );
        // Ground combat turns the sector's counters face up as it begins (RAP-7), so in play
        // both seats read the same names; a counter still face down would read "(unseen)".
        if !al[1].contains("(unseen)") {
            assert_eq!(a, u);
        }
    }
    assert!(theirs
        .iter()
        .any(|(_, c)| texts(&c["lines"])[1].starts_with("lost: ")));
}
