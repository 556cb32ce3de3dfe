//! A Race-for-X campaign's battles on the server (issue 35, item 2): every link of the
//! campaign lists the battles the engine fought and watches each again, as any of its seats
//! saw it, the same game the campaign fought roll for roll.

mod common;

use common::Server;
use serde_json::json;
use umpire_core::Ruleset;

on_both_stores!(a_campaigns_battles_are_listed_and_watched_again_by_every_link);

async fn a_campaigns_battles_are_listed_and_watched_again_by_every_link(db: &str) {
    let s = Server::start(db).await;
    // Player A a person, B a bot: the campaign waits for A at its first choice.
    let g = s
        .create(json!({ "ruleset": "race", "seats": { "a": "human" }, "seed": 41 }))
        .await;
    let a = g.seat("a");
    let (code, v) = s
        .get(&format!("/api/games/{}/battles", g.id), Some(&a))
        .await;
    assert_eq!(code, 200, "{v}");
    assert_eq!(v["battles"], json!([]), "no battle yet");
    s.play_out(&g, &a, 41, 3000).await;

    let (code, v) = s
        .get(
            &format!("/api/games/{}/battles", g.id),
            Some(&g.spectator()),
        )
        .await;
    assert_eq!(code, 200, "{v}");
    let list = v["battles"].as_array().unwrap().clone();
    assert!(list.len() >= 2, "{v}");
    // Asked again (the list kept since the log has not grown), the same answer.
    let (_, again) = s
        .get(&format!("/api/games/{}/battles", g.id), Some(&a))
        .await;
    assert_eq!(again, v);
    assert_eq!(list[0]["number"], 1);
    assert_eq!(list[0]["ruleset"], "rapier");
    assert!(list[0]["report"]["lost"].is_u64(), "{}", list[0]);
    assert!(
        list[0]["result"].as_str().unwrap().contains("stands lost")
            || list[0]["watchable"] == false
    );

    // The first fought battle: its summary, then its whole log, which is the game the campaign
    // fought (its rolls are the campaign's, as umpire_race's tests show) and replays.
    let n = list
        .iter()
        .find(|b| b["watchable"] == true)
        .expect("a fought battle")["number"]
        .as_u64()
        .unwrap();
    let (code, one) = s
        .get(&format!("/api/games/{}/battles/{n}", g.id), Some(&a))
        .await;
    assert_eq!(code, 200, "{one}");
    assert_eq!(one["seats"], json!(umpire_rapier::Rapier::SEATS));
    assert!(one["steps"].as_u64().unwrap() > 10, "{one}");
    assert!(one["outcome"]["result"].is_string(), "{one}");
    let (code, log) = s
        .get_text(&format!("/api/games/{}/battles/{n}/log", g.id), Some(&a))
        .await;
    assert_eq!(code, 200);
    let game = umpire_core::replay::<umpire_rapier::Rapier>(&log, None).expect("replays");
    assert_eq!(game.steps().len() as u64, one["steps"].as_u64().unwrap());

    // As a seat saw it: the corps' record, from its first entry (the whole view) on.
    let (code, corps) = s
        .get_text(
            &format!("/api/games/{}/battles/{n}/log?seat=corps", g.id),
            Some(&g.spectator()),
        )
        .await;
    assert_eq!(code, 200, "{corps}");
    let lines: Vec<serde_json::Value> = corps
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(lines
        .iter()
        .any(|l| l["step"] == 0 && l["view"].is_object()));
    assert!(lines.iter().filter(|l| l["step"].is_u64()).count() > 10);

    // Refusals, each one line: no such battle, no such seat, not a number, not a link, not a
    // campaign.
    let (code, e) = s
        .get(&format!("/api/games/{}/battles/999", g.id), Some(&a))
        .await;
    assert_eq!(code, 404, "{e}");
    assert!(
        e["error"].as_str().unwrap().contains("no battle 999"),
        "{e}"
    );
    let (code, e) = s
        .get(
            &format!("/api/games/{}/battles/{n}/log?seat=nobody", g.id),
            Some(&a),
        )
        .await;
    assert_eq!(code, 400, "{e}");
    assert!(e["error"].as_str().unwrap().contains("corps"), "{e}");
    let (code, e) = s
        .get(&format!("/api/games/{}/battles/first", g.id), Some(&a))
        .await;
    assert_eq!(code, 400, "{e}");
    let (code, _) = s
        .get(&format!("/api/games/{}/battles", g.id), Some("not-a-link"))
        .await;
    assert_eq!(code, 403);

    // A campaign whose battles are fought on a table lists them with their reports and
    // nothing to watch.
    let toml = include_str!("../../race/scenarios/race-for-kalach.toml").replacen(
        "battles = \"engine\"",
        "battles = \"hand\"",
        1,
    );
    let h = s
        .create(json!({ "ruleset": "race", "toml": toml, "seats": { "a": "bot:heuristic" }, "seed": 42 }))
        .await;
    let (code, v) = s
        .get(
            &format!("/api/games/{}/battles", h.id),
            Some(&h.spectator()),
        )
        .await;
    assert_eq!(code, 200, "{v}");
    let hand = v["battles"].as_array().unwrap();
    assert!(!hand.is_empty(), "{v}");
    assert!(
        hand.iter().all(|b| b["watchable"] == false
            && b["ruleset"].is_null()
            && b["fought_by"] == "a real table"),
        "{v}"
    );
    let (code, e) = s
        .get(
            &format!("/api/games/{}/battles/1", h.id),
            Some(&h.spectator()),
        )
        .await;
    assert_eq!(code, 404, "{e}");
    assert!(
        e["error"].as_str().unwrap().contains("fought on a table"),
        "{e}"
    );

    let r = s
        .create(json!({ "ruleset": "rapier", "seats": { "corps": "human" }, "seed": 41 }))
        .await;
    let (code, e) = s
        .get(
            &format!("/api/games/{}/battles", r.id),
            Some(&r.seat("corps")),
        )
        .await;
    assert_eq!(code, 404, "{e}");
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("only a Race-for-X campaign"),
        "{e}"
    );
}
