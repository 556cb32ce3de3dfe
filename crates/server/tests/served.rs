//! A served campaign (issue 35, items 1 and 4): each battle is a game of its own on the server,
//! opened by the players from the campaign with links of their own, and its result flows back
//! into the campaign, whose log names the battle's log by its hash; a restart mid-battle loses
//! nothing.

mod common;

use common::{Game, Receiver, Server};
use serde_json::{json, Value};

on_both_stores!(
    a_served_battle_is_a_game_whose_result_flows_back,
    a_bundled_campaign_is_made_a_served_one,
    a_player_hands_an_abandoned_battle_to_bots_after_the_campaigns_time,
    a_campaign_seat_handed_to_a_bot_hands_its_battle_seats_at_once,
    the_campaigns_addresses_hear_a_battle_is_ready
);

/// A campaign of two people whose battles are served, fought by `engine`.
fn served(engine: &str, seed: u64, extra: &str) -> Value {
    let toml = include_str!("../../race/scenarios/race-for-kalach.toml")
        .replacen("battles = \"engine\"", "battles = \"served\"", 1)
        .replacen(
            "[rules]",
            &format!("[rules]\nengine = \"{engine}\"\n{extra}"),
            1,
        );
    json!({ "ruleset": "race", "toml": toml, "seats": { "a": "human", "b": "human" }, "seed": seed })
}

/// Plays both players with seeded choices until the campaign waits for a battle's game;
/// returns the snapshot of each player then.
async fn to_battle(s: &Server, g: &Game, mut seed: u64) -> (Value, Value) {
    let (a, b) = (g.seat("a"), g.seat("b"));
    for _ in 0..500 {
        let (va, vb) = (s.look(g, &a).await, s.look(g, &b).await);
        assert!(
            va["outcome"].is_null(),
            "the campaign ended before a battle"
        );
        let (token, v) = match (va["legal"].as_array(), vb["legal"].as_array()) {
            (Some(l), _) if !l.is_empty() => (&a, &va),
            (_, Some(l)) if !l.is_empty() => (&b, &vb),
            _ => return (va, vb),
        };
        let legal = v["legal"].as_array().unwrap();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let k = usize::try_from(seed >> 33).unwrap() % legal.len();
        let step = v["step"].as_u64().unwrap();
        let (code, r) = s.act(g, token, step, legal[k]["action"].clone()).await;
        assert_eq!(code, 200, "{r}");
    }
    panic!("no battle after 500 actions");
}

/// Waits for the campaign to go on from `step` (its battle's result entered); its snapshot
/// then, as `token` sees it.
async fn on_from(s: &Server, g: &Game, token: &str, step: u64) -> Value {
    for _ in 0..100 {
        let v = s.look(g, token).await;
        if v["step"].as_u64().unwrap() > step {
            return v;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the campaign did not go on from step {step}");
}

/// The battle's link a campaign snapshot gives for `role`.
fn link(v: &Value, role: &str) -> String {
    v["battle"]["links"]
        .as_array()
        .unwrap_or_else(|| panic!("no battle links: {v}"))
        .iter()
        .find(|l| l["role"] == role)
        .unwrap_or_else(|| panic!("no {role} link: {v}"))["token"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn a_served_battle_is_a_game_whose_result_flows_back(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(served("rapier", 7, "")).await;
    let (va, vb) = to_battle(&s, &g, 7).await;
    let battle = va["battle"]["game"].as_str().expect("a battle").to_owned();
    assert_eq!(vb["battle"]["game"], battle.as_str());
    assert_eq!(
        va["to_act"],
        json!([]),
        "nobody acts in the campaign meanwhile"
    );
    // Who attacks: the player at the corps' seat; the other holds the umpire's (the defence).
    let (att, def) = if va["battle"]["links"].to_string().contains("seat:corps") {
        (&va, &vb)
    } else {
        (&vb, &va)
    };
    let roles = |v: &Value| -> Vec<String> {
        v["battle"]["links"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["role"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(roles(att), ["seat:corps", "seat:staff", "seat:div1"]);
    assert_eq!(roles(def), ["seat:umpire"]);

    // Each link opens its seat of the battle, and nothing else.
    let corps = link(att, "seat:corps");
    let umpire = link(def, "seat:umpire");
    let (code, v) = s.get(&format!("/api/games/{battle}"), Some(&corps)).await;
    assert_eq!(code, 200, "{v}");
    assert_eq!(v["role"], "seat:corps");
    assert_eq!(v["ruleset"], "rapier");
    let (code, v) = s.get(&format!("/api/games/{battle}"), Some(&umpire)).await;
    assert_eq!((code, v["role"].clone()), (200, json!("seat:umpire")));
    let (code, _) = s
        .get(&format!("/api/games/{battle}"), Some(&g.seat("a")))
        .await;
    assert_eq!(code, 403, "a campaign link is not a battle link");
    let spectator = s.look(&g, &g.spectator()).await;
    let watch = link(&spectator, "spectator");
    let (code, v) = s.get(&format!("/api/games/{battle}"), Some(&watch)).await;
    assert_eq!((code, v["role"].clone()), (200, json!("spectator")));

    // The campaign takes no hand report meanwhile: one line, the state unchanged.
    let offence = if att["battle"] == va["battle"] && roles(&va).contains(&"seat:corps".into()) {
        g.seat("a")
    } else {
        g.seat("b")
    };
    let step = va["step"].as_u64().unwrap();
    let (code, e) = s
        .act(
            &g,
            &offence,
            step,
            json!({ "do": "report", "report": { "lost": 0, "exited": 0, "objectives": 2 } }),
        )
        .await;
    assert_eq!(code, 409, "{e}");
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("waits for its battle"),
        "{e}"
    );

    // The host gives the defending player a new campaign link: the battle's link follows it
    // (the old one stops working, the new link's works), and the campaign page gives it.
    let def_seat = if offence == g.seat("a") { "b" } else { "a" };
    let (code, r) = s
        .post(
            &format!("/api/games/{}/seats/{def_seat}", g.id),
            Some(&g.host()),
            &json!({ "reissue": true }),
        )
        .await;
    assert_eq!(code, 200, "{r}");
    let fresh = r["token"].as_str().unwrap().to_owned();
    let now = s.look(&g, &fresh).await;
    let umpire_now = link(&now, "seat:umpire");
    assert_ne!(umpire_now, umpire);
    let mut moved = false;
    for _ in 0..100 {
        let (code, _) = s
            .get(&format!("/api/games/{battle}"), Some(&umpire_now))
            .await;
        if code == 200 {
            moved = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(moved, "the new campaign link opens the battle");
    let (code, _) = s.get(&format!("/api/games/{battle}"), Some(&umpire)).await;
    assert_eq!(code, 403, "the old one does not");
    let def_before = if def_seat == "a" { &va } else { &vb };
    assert_eq!(def_before["battle"]["game"], now["battle"]["game"]);
    let a_link = if def_seat == "a" {
        fresh.clone()
    } else {
        g.seat("a")
    };
    let a_before = s.look(&g, &a_link).await;

    // A restart mid-battle loses nothing: the same battle, the same links.
    drop(s);
    let s = Server::start(db).await;
    let again = s.look(&g, &a_link).await;
    assert_eq!(again["battle"], a_before["battle"]);

    // Abandoned: a player may hand the battle to bots only once the campaign's time for a
    // battle (72 hours here) has passed, a spectator never; the campaign's host may at once.
    let (code, e) = s
        .post(
            &format!("/api/games/{}/battle/bots", g.id),
            Some(&offence),
            &json!({}),
        )
        .await;
    assert_eq!(code, 409, "{e}");
    assert!(e["error"].as_str().unwrap().contains("72 hours"), "{e}");
    let (code, _) = s
        .post(
            &format!("/api/games/{}/battle/bots", g.id),
            Some(&g.spectator()),
            &json!({}),
        )
        .await;
    assert_eq!(code, 403);
    let (code, v) = s
        .post(
            &format!("/api/games/{}/battle/bots", g.id),
            Some(&g.host()),
            &json!({}),
        )
        .await;
    assert_eq!(code, 200, "{v}");
    assert_eq!(v["game"], battle.as_str());
    assert_eq!(v["handed"].as_array().unwrap().len(), 4, "{v}");
    let (code, v) = s.get(&format!("/api/games/{battle}"), Some(&watch)).await;
    assert_eq!(code, 200);
    assert!(v["outcome"].is_object(), "the bots fought it out: {v}");
    on_from(&s, &g, &g.spectator(), step).await;

    // The campaign's log names the battle's whole signed log by its SHA-256, and lists it.
    let (code, log) = s
        .get_text(&format!("/api/games/{battle}/log"), Some(&watch))
        .await;
    assert_eq!(code, 200, "{log}");
    let hash = hex::encode(umpire_core::dice::sha256(&[log.as_bytes()]));
    let (_, list) = s
        .get(
            &format!("/api/games/{}/battles", g.id),
            Some(&g.spectator()),
        )
        .await;
    let last = list["battles"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["fought_by"], "the players, on the server", "{list}");
    assert_eq!(last["game"], battle.as_str(), "{last}");
    assert!(last["report"]["lost"].is_u64(), "{last}");
    // A player's link in the list watches the battle, though its seats went to bots.
    let (_, mine) = s
        .get(&format!("/api/games/{}/battles", g.id), Some(&g.seat("a")))
        .await;
    let watch_a = mine["battles"].as_array().unwrap().last().unwrap()["link"]
        .as_str()
        .unwrap()
        .to_owned();
    let (code, v) = s.get(&format!("/api/games/{battle}"), Some(&watch_a)).await;
    assert_eq!((code, v["role"].clone()), (200, json!("spectator")), "{v}");
    assert!(v["outcome"].is_object());
    let (_, campaign_record) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&g.spectator()))
        .await;
    assert!(
        campaign_record.contains(&hash),
        "the campaign's record names the battle's log"
    );
}

async fn a_player_hands_an_abandoned_battle_to_bots_after_the_campaigns_time(db: &str) {
    let s = Server::start(db).await;
    // No time at all: either player may hand the battle over at once.
    let g = s.create(served("opart", 5, "battle_hours = 0")).await;
    let (va, vb) = to_battle(&s, &g, 5).await;
    let battle = va["battle"]["game"].as_str().expect("a battle").to_owned();
    assert!(va["battle"]["bots_from"].as_i64().unwrap() > 0, "{va}");
    let roles: Vec<Value> = [&va, &vb]
        .iter()
        .flat_map(|v| v["battle"]["links"].as_array().unwrap().clone())
        .map(|l| l["role"].clone())
        .collect();
    assert_eq!(
        roles.len(),
        2,
        "one seat a side in Operational Art: {roles:?}"
    );
    assert!(roles.contains(&json!("seat:soviet")) && roles.contains(&json!("seat:axis")));
    let step = va["step"].as_u64().unwrap();
    let (code, v) = s
        .post(
            &format!("/api/games/{}/battle/bots", g.id),
            Some(&g.seat("b")),
            &json!({}),
        )
        .await;
    assert_eq!(code, 200, "{v}");
    let moved = on_from(&s, &g, &g.seat("a"), step).await;
    assert!(moved["battle"].is_null() || moved["battle"]["game"] != battle.as_str());
    let (_, list) = s
        .get(&format!("/api/games/{}/battles", g.id), Some(&g.seat("b")))
        .await;
    let last = list["battles"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["ruleset"], "opart", "{last}");
    assert_eq!(last["game"], battle.as_str(), "{last}");
    // Asked again with no battle waiting: refused in a line.
    if moved["battle"].is_null() {
        let (code, e) = s
            .post(
                &format!("/api/games/{}/battle/bots", g.id),
                Some(&g.seat("a")),
                &json!({}),
            )
            .await;
        assert_eq!(code, 409, "{e}");
        assert!(
            e["error"].as_str().unwrap().contains("waits for no battle"),
            "{e}"
        );
    }
}

async fn a_bundled_campaign_is_made_a_served_one(db: &str) {
    let s = Server::start(db).await;
    let g = s
        .create(json!({ "ruleset": "race", "scenario": "race-for-kalach", "battles": "served", "seats": { "a": "human" } }))
        .await;
    let v = s.look(&g, &g.seat("a")).await;
    assert_eq!(v["view"]["state"]["rules"]["battles"], "served", "{v}");
    let (_, log) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&g.seat("a")))
        .await;
    assert!(
        log.contains("\"scenario_name\":\"race-for-kalach\""),
        "logged under its name"
    );
    // One line each: not a campaign, no such way, no such campaign.
    for (body, field) in [
        (
            json!({ "ruleset": "rapier", "battles": "served" }),
            "only a Race-for-X campaign",
        ),
        (
            json!({ "ruleset": "race", "battles": "dice" }),
            "engine, served or hand",
        ),
        (
            json!({ "ruleset": "race", "scenario": "nowhere", "battles": "hand" }),
            "no scenario",
        ),
    ] {
        let (code, e) = s.post("/api/games", None, &body).await;
        assert_eq!(code, 400, "{e}");
        assert!(e["error"].as_str().unwrap().contains(field), "{e}");
    }
}

/// #59 item 5: the host hands a campaign seat to a bot during its served battle, and the
/// battle's seats of that player go to a bot at once (the old battle link refused, nobody left
/// holding a seat with no link); handed back to a person, the seats are a person's again, and
/// the new campaign link gives the new battle link.
async fn a_campaign_seat_handed_to_a_bot_hands_its_battle_seats_at_once(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(served("rapier", 7, "")).await;
    let (va, vb) = to_battle(&s, &g, 7).await;
    let battle = va["battle"]["game"].as_str().expect("a battle").to_owned();
    let (def_seat, def) = if va["battle"]["links"].to_string().contains("seat:umpire") {
        ("a", &va)
    } else {
        ("b", &vb)
    };
    let umpire = link(def, "seat:umpire");
    let watch = link(&s.look(&g, &g.spectator()).await, "spectator");
    let battle_path = format!("/api/games/{battle}");
    let (code, v) = s.get(&battle_path, Some(&umpire)).await;
    assert_eq!(
        (code, v["seats"]["umpire"].clone()),
        (200, json!("human")),
        "{v}"
    );

    let seat_path = format!("/api/games/{}/seats/{def_seat}", g.id);
    let (code, r) = s
        .post(
            &seat_path,
            Some(&g.host()),
            &json!({ "holder": "bot:heuristic" }),
        )
        .await;
    assert_eq!(code, 200, "{r}");
    // At once, not after a wake-up or a 72-hour hand-over.
    let (code, v) = s.get(&battle_path, Some(&watch)).await;
    assert_eq!(code, 200, "{v}");
    assert_eq!(v["seats"]["umpire"], "bot:heuristic", "{v}");
    let (code, e) = s.get(&battle_path, Some(&umpire)).await;
    assert_eq!(code, 403, "the old battle link is refused: {e}");

    // Back to a person: a new campaign link, and through it the battle's seat.
    let (code, r) = s
        .post(&seat_path, Some(&g.host()), &json!({ "holder": "human" }))
        .await;
    assert_eq!(code, 200, "{r}");
    let fresh = r["token"].as_str().expect("a new link").to_owned();
    let now = s.look(&g, &fresh).await;
    // The attacker's people have not acted: the battle waits for them still.
    let umpire_now = link(&now, "seat:umpire");
    assert_ne!(umpire_now, umpire);
    let (code, v) = s.get(&battle_path, Some(&umpire_now)).await;
    assert_eq!(code, 200, "{v}");
    assert_eq!(
        (v["role"].as_str(), v["seats"]["umpire"].as_str()),
        (Some("seat:umpire"), Some("human")),
        "{v}"
    );
}

async fn the_campaigns_addresses_hear_a_battle_is_ready(db: &str) {
    let s = Server::with(umpire_server::Config {
        addr: "127.0.0.1:0".into(),
        db: db.to_owned(),
        allow_seeds: true,
        rate: 0,
        max_new_games: 0,
        allow_private_hooks: true,
        ..umpire_server::Config::default()
    })
    .await;
    let (r, base) = Receiver::start(0).await;
    let mut body = served("rapier", 7, "");
    body["hooks"] =
        json!({ "game": [format!("{base}/game")], "seats": { "b": [format!("{base}/b")] } });
    let g = s.create(body).await;
    to_battle(&s, &g, 7).await;
    // The battle's readiness is news of the game: every address hears it, the seats' too.
    for path in ["/game", "/b"] {
        let got = r.until(path, "battle-ready").await;
        let ready = got.iter().find(|v| v["event"] == "battle-ready").unwrap();
        assert!(ready["seat"].is_null(), "{ready}");
        assert!(
            ready["text"]
                .as_str()
                .unwrap()
                .contains("is ready to be fought"),
            "{ready}"
        );
        assert_eq!(ready["url"], json!(format!("{}/g/{}", s.base, g.id)));
    }
}
