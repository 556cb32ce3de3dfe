//! The server against a careless host and a hostile client (#30): games created per address
//! per hour, games in memory under a cap, a seat handed to a bot losing its link, and every
//! error answer one JSON object written for a person.

mod common;

use common::{socket_frames, Server};
use serde_json::{json, Value};

on_both_stores!(
    an_address_may_create_only_so_many_games_an_hour,
    games_past_the_cap_leave_memory_least_recently_used_first,
    a_seat_handed_to_a_bot_loses_its_link,
    every_error_is_one_json_object_in_words,
);

fn corps_only(seed: u64) -> Value {
    json!({ "ruleset": "rapier", "scenario": "uranus", "seats": { "corps": "human" }, "seed": seed })
}

fn config(db: &str) -> umpire_server::Config {
    umpire_server::Config {
        addr: "127.0.0.1:0".into(),
        db: db.to_owned(),
        allow_seeds: true,
        rate: 0,
        ..umpire_server::Config::default()
    }
}

/// #30 item 5: past `--max-new-games` an address gets 429 with a JSON error and when to retry.
async fn an_address_may_create_only_so_many_games_an_hour(db: &str) {
    let s = Server::with(umpire_server::Config {
        max_new_games: 3,
        ..config(db)
    })
    .await;
    for seed in 1..=3 {
        s.create(corps_only(seed)).await;
    }
    let (st, v) = s.post("/api/games", None, &corps_only(4)).await;
    assert_eq!(st, 429, "{v}");
    let e = v["error"].as_str().expect("a JSON error");
    assert!(e.contains("3 games an hour"), "{e}");
    assert!(v["retry_after"].as_u64().is_some_and(|w| w > 3_000), "{v}");
}

/// #30 item 5: with `--max-live-games 2`, a third game loaded sends the least recently used
/// one out of memory; that game comes back from the store, where it stood, when next asked for.
async fn games_past_the_cap_leave_memory_least_recently_used_first(db: &str) {
    let s = Server::with(umpire_server::Config {
        max_live_games: 2,
        ..config(db)
    })
    .await;
    let a = s.create(corps_only(1)).await;
    let b = s.create(corps_only(2)).await;
    let step_a = s.look(&a, &a.seat("corps")).await["step"].clone();
    // b is used after a: a is the least recently used when c comes.
    s.look(&b, &b.seat("corps")).await;
    let c = s.create(corps_only(3)).await;
    let health = s.get("/api/health", None).await.1;
    assert_eq!(health["games_in_memory"], 2, "{health}");
    // a comes back as it was (and another leaves for it).
    let again = s.look(&a, &a.seat("corps")).await;
    assert_eq!(again["step"], step_a);
    s.play_out(&a, &a.seat("corps"), 7, 600).await;
    let health = s.get("/api/health", None).await.1;
    assert_eq!(health["games_in_memory"], 2, "{health}");
    assert_eq!(s.look(&c, &c.seat("corps")).await["step"], step_a);
}

/// #30 item 6: handing a person's seat to a bot revokes its link: the old token is refused
/// and a socket open on it is told and closed, as when the link is reissued.
async fn a_seat_handed_to_a_bot_loses_its_link(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(5)).await;
    let old = g.seat("corps");
    let base = s.base.replace("http://", "ws://");
    let url = format!("{base}/api/games/{}/ws?token={old}", g.id);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("socket");
    socket_frames(&mut ws, 1).await;
    let (st, v) = s
        .post(
            &format!("/api/games/{}/seats/corps", g.id),
            Some(&g.host()),
            &json!({ "holder": "bot:heuristic" }),
        )
        .await;
    assert_eq!(st, 200, "{v}");
    assert_eq!(v.get("token"), None, "{v}");
    assert!(
        common::told_revoked(&mut ws).await,
        "the old link's socket was told before it closed"
    );
    let (st, v) = s.get(&format!("/api/games/{}", g.id), Some(&old)).await;
    assert_eq!(st, 403, "{v}");
    let (st, _) = s.get(&format!("/api/games/{}/log", g.id), Some(&old)).await;
    assert_eq!(st, 403);
    // Handed back to a person, the seat gets a new link, which works.
    let (st, v) = s
        .post(
            &format!("/api/games/{}/seats/corps", g.id),
            Some(&g.host()),
            &json!({ "holder": "human" }),
        )
        .await;
    assert_eq!(st, 200, "{v}");
    let new = v["token"].as_str().expect("a new link").to_owned();
    assert_eq!(s.look(&g, &new).await["seat"], "corps");
}

/// A bad request: method, path, token, body, and the field at fault if one is.
type Case<'a> = (
    &'a str,
    String,
    Option<&'a str>,
    Option<&'a str>,
    Option<&'a str>,
);

/// #30 item 7: every 4xx is one JSON object with `error` in one line of words (no Rust type
/// names, no serde jargon), and `field` names the field at fault, not its value.
async fn every_error_is_one_json_object_in_words(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(6)).await;
    let id = &g.id;
    let corps = g.seat("corps");
    let host = g.host();
    let client = reqwest::Client::new();
    let huge = "x".repeat(300 * 1024);
    let raw = |method: &str, path: String, token: Option<&str>, body: Option<&str>| {
        let mut rb = client.request(method.parse().expect("method"), format!("{}{path}", s.base));
        if let Some(t) = token {
            rb = rb.bearer_auth(t);
        }
        if let Some(b) = body {
            rb = rb
                .header("content-type", "application/json")
                .body(b.to_owned());
        }
        rb
    };
    // (method, path, token, body, the field at fault if one is)
    let cases: Vec<Case> = vec![
        ("POST", "/api/games".into(), None, Some("[]"), Some("body")),
        ("POST", "/api/games".into(), None, Some(""), Some("body")),
        (
            "POST",
            "/api/games".into(),
            None,
            Some("{\"ruleset\": 5}"),
            Some("ruleset"),
        ),
        (
            "POST",
            "/api/games".into(),
            None,
            Some("{\"ruleset\": \"rapier\", \"seed\": \"x\"}"),
            Some("seed"),
        ),
        (
            "POST",
            "/api/games".into(),
            None,
            Some("{\"ruleset\": \"rapier\", \"colour\": 1}"),
            Some("colour"),
        ),
        (
            "POST",
            "/api/games".into(),
            None,
            Some("{\"ruleset\": \"rapier\", \"seats\": []}"),
            Some("seats"),
        ),
        (
            "POST",
            "/api/games".into(),
            None,
            Some("{}"),
            Some("ruleset"),
        ),
        (
            "POST",
            "/api/games".into(),
            None,
            Some("{\"ruleset\": \"rapier\", \"toml\": \"[rules\\nx = 1\"}"),
            Some("toml"),
        ),
        (
            "POST",
            format!("/api/games/{id}/seats/corps"),
            Some(&host),
            Some("[]"),
            Some("body"),
        ),
        (
            "POST",
            format!("/api/games/{id}/seats/corps"),
            Some(&host),
            Some("{}"),
            Some("holder"),
        ),
        (
            "POST",
            format!("/api/games/{id}/actions"),
            Some(&corps),
            Some("{\"expect_step\": -1, \"action\": \"done\"}"),
            Some("expect_step"),
        ),
        (
            "POST",
            format!("/api/games/{id}/actions"),
            Some(&corps),
            Some("{\"expect_step\": 0}"),
            Some("action"),
        ),
        (
            "POST",
            format!("/api/games/{id}/entropy"),
            Some(&corps),
            Some("{\"hex\": 12}"),
            Some("hex"),
        ),
        (
            "POST",
            format!("/api/games/{id}/chat"),
            Some(&corps),
            Some("{\"channel\": [], \"text\": \"hi\"}"),
            Some("channel"),
        ),
        (
            "GET",
            format!("/api/games/{id}/chat?since=soon"),
            Some(&corps),
            None,
            Some("since"),
        ),
        (
            "GET",
            format!("/api/games/{id}/log?colour=red"),
            Some(&corps),
            None,
            Some("colour"),
        ),
        (
            "GET",
            format!("/api/games/{id}/ws?token={corps}"),
            None,
            None,
            None,
        ),
        ("GET", format!("/api/games/{id}/ws"), None, None, None),
        ("GET", "/api/nothing-here".into(), None, None, None),
        (
            "DELETE",
            format!("/api/games/{id}"),
            Some(&corps),
            None,
            None,
        ),
        ("PUT", "/api/games".into(), None, Some("{}"), None),
        (
            "GET",
            "/api/games/no-such-game".into(),
            Some(&corps),
            None,
            None,
        ),
        ("GET", format!("/api/games/{id}"), None, None, None),
        ("POST", "/api/games".into(), None, Some(&huge), None),
    ];
    for (method, path, token, body, field) in cases {
        let r = raw(method, path.clone(), token, body)
            .send()
            .await
            .expect("request");
        let status = r.status().as_u16();
        let json_type = r
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/json"));
        let text = r.text().await.expect("body");
        let shown = format!(
            "{method} {path} {:?} → {status} {text}",
            body.map(|b| &b[..b.len().min(60)])
        );
        assert!((400..500).contains(&status), "{shown}");
        assert!(json_type, "not JSON: {shown}");
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("not JSON: {shown}"));
        assert!(v.is_object(), "{shown}");
        let e = v["error"]
            .as_str()
            .unwrap_or_else(|| panic!("no error text: {shown}"));
        assert!(!e.is_empty() && !e.contains('\n'), "{shown}");
        for jargon in [
            "struct ",
            "u64",
            "usize",
            "i64",
            "Request",
            "invalid type",
            "sequence",
        ] {
            assert!(!e.contains(jargon), "{jargon:?} in {shown}");
        }
        assert!(umpire_core::testing::debug_text(e).is_none(), "{shown}");
        if let Some(f) = field {
            assert_eq!(v["field"], f, "{shown}");
        }
    }
}
