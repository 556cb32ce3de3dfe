//! Turn deadlines and notices outside the browser (#62): a seat's clock kept by the server
//! (and across a restart), a reminder, then a stand-in bot until the person comes back or a
//! bot for good, each hand-over a line of the log; and the webhook posts each address gets,
//! holding nothing its receiver may not know, tried again when they fail.

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::{Receiver, Server};
use serde_json::{json, Value};
use umpire_server::Config;

/// One test at a time: on PostgreSQL every server sweeps the clocks of the whole database, so a
/// server of another test (with its own notice settings) could act on this test's game.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A server whose clocks are looked at five times a second, whose seats may be given a second
/// to act, and which posts notices to this machine.
async fn quick(db: &str) -> Server {
    Server::with(Config {
        addr: "127.0.0.1:0".into(),
        db: db.to_owned(),
        allow_seeds: true,
        rate: 0,
        max_new_games: 0,
        min_deadline_secs: 1,
        clock_secs: 0.2,
        allow_private_hooks: true,
        notice_backoff: 0.05,
        ..Config::default()
    })
    .await
}

async fn status(s: &Server, id: &str, token: &str) -> Value {
    let (st, v) = s.get(&format!("/api/games/{id}/status"), Some(token)).await;
    assert_eq!(st, 200, "{v}");
    v
}

/// Waits (up to 20 s) until `test` holds of the status `token` reads.
async fn until(s: &Server, id: &str, token: &str, what: &str, test: impl Fn(&Value) -> bool) {
    let mut last = Value::Null;
    for _ in 0..200 {
        last = status(s, id, token).await;
        if test(&last) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("never {what}: {last}");
}

/// The game's log as stored (a running game's log endpoint gives a link its record).
async fn log(s: &Server, id: &str) -> Vec<Value> {
    let store = umpire_server::store::Store::open(&s.db).await.unwrap();
    let g = store.load(id).await.unwrap().expect("the game");
    g.lines
        .iter()
        .map(|l| serde_json::from_str(l).expect("a log line"))
        .collect()
}

fn handovers(lines: &[Value]) -> Vec<Value> {
    lines
        .iter()
        .filter_map(|l| l.get("handover").cloned())
        .collect()
}

async fn a_deadline_is_checked_at_creation(db: &str) {
    let _one = ONE_AT_A_TIME.lock().await;
    let strict = Server::start(db).await;
    for (body, field) in [
        (
            json!({ "seconds": 5, "then": "stand-in" }),
            "deadline.seconds",
        ),
        (
            json!({ "seconds": 40 * 86_400, "then": "bot" }),
            "deadline.seconds",
        ),
        (
            json!({ "seconds": 600, "then": "bot", "bot": "oracle" }),
            "deadline.bot",
        ),
    ] {
        let (st, v) = strict
            .post(
                "/api/games",
                None,
                &json!({ "ruleset": "napoleonic", "seats": { "a": "human" }, "deadline": body }),
            )
            .await;
        assert_eq!(st, 400, "{v}");
        assert_eq!(v["field"], field, "{v}");
    }
    let (st, v) = strict
        .post(
            "/api/games",
            None,
            &json!({ "ruleset": "napoleonic", "deadline": { "seconds": 600, "then": "later" } }),
        )
        .await;
    assert_eq!(st, 400, "{v}");
    for (hooks, field) in [
        (json!({ "game": ["http://127.0.0.1:9/x"] }), "hooks.game"),
        (
            json!({ "seats": { "z": ["https://example.org/"] } }),
            "hooks.seats.z",
        ),
        (
            json!({ "seats": { "a": ["mailto:a@example.org"] } }),
            "hooks.seats.a",
        ),
    ] {
        let (st, v) = strict
            .post(
                "/api/games",
                None,
                &json!({ "ruleset": "napoleonic", "hooks": hooks }),
            )
            .await;
        assert_eq!(st, 400, "{v}");
        assert_eq!(v["field"], field, "{v}");
    }
    // A game without a deadline shows none.
    let g = strict
        .create(json!({ "ruleset": "napoleonic", "seats": { "a": "human" }, "seed": 1 }))
        .await;
    assert!(status(&strict, &g.id, &g.seat("a")).await["deadline"].is_null());
}

/// The first seat to act and its token.
async fn to_act(s: &Server, g: &common::Game) -> (String, String) {
    let v = status(s, &g.id, &g.host()).await;
    let who = v["to_act"][0].as_str().expect("a seat to act").to_owned();
    (who.clone(), g.seat(&who))
}

async fn a_stand_in_decides_until_the_person_comes_back(db: &str) {
    let _one = ONE_AT_A_TIME.lock().await;
    let s = quick(db).await;
    let g = s
        .create(json!({
            "ruleset": "napoleonic", "seats": { "a": "human", "b": "human" }, "seed": 3,
            "deadline": { "seconds": 2, "then": "stand-in" },
        }))
        .await;
    assert_eq!(g.created["deadline"]["then"], "stand-in");
    let (who, mine) = ("a".to_owned(), g.seat("a"));
    // b plays an action every half second, well within its time; a is away.
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let b = tokio::spawn(steady(
        s.base.clone(),
        g.id.clone(),
        g.seat("b"),
        stop.clone(),
    ));
    let v = status(&s, &g.id, &mine).await;
    let clock = &v["deadline"]["clocks"][&who];
    let since = clock["since"]
        .as_i64()
        .expect("a clock runs for the seat to act");
    assert_eq!(clock["ends"].as_i64(), Some(since + 2), "{v}");
    assert_eq!(v["deadline"]["seconds"], 2);
    // The time runs out: a stand-in bot decides for the seat, whose link still opens the game.
    let label = "stand-in:heuristic";
    until(&s, &g.id, &mine, "a stand-in", |v| {
        v["seats"][&who] == label
    })
    .await;
    let v = status(&s, &g.id, &mine).await;
    assert_eq!(v["deadline"]["away"], json!([who]), "{v}");
    let steps = v["step"].as_u64().unwrap();
    let (st, e) = s.act(&g, &mine, steps, json!("end")).await;
    assert_eq!(st, 403, "a seat away does not act before it is back: {e}");
    assert!(
        e["error"].as_str().unwrap().contains("take your seat back"),
        "{e}"
    );
    let lines = log(&s, &g.id).await;
    let h = handovers(&lines);
    assert_eq!(h.len(), 1, "{h:?}");
    assert_eq!(h[0]["seat"], json!(who));
    assert_eq!(h[0]["to"], label);
    assert_eq!(h[0]["why"], "its time to act (2 seconds) ran out");
    // The person comes back: the seat is theirs again, and the log says so.
    let (st, v) = s
        .post(
            &format!("/api/games/{}/back", g.id),
            Some(&mine),
            &json!({}),
        )
        .await;
    assert_eq!(st, 200, "{v}");
    let v = status(&s, &g.id, &mine).await;
    assert_eq!(v["seats"][&who], "human", "{v}");
    let (st, _) = s
        .post(
            &format!("/api/games/{}/back", g.id),
            Some(&mine),
            &json!({}),
        )
        .await;
    assert_eq!(st, 409, "a seat that is back cannot come back again");
    let h = handovers(&log(&s, &g.id).await);
    assert_eq!(h.len(), 2, "{h:?}");
    assert_eq!(
        (h[1]["to"].as_str(), h[1]["why"].as_str()),
        (Some("human"), Some("its person came back"))
    );
    // The log with its hand-overs replays.
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    b.await.unwrap();
    let store = umpire_server::store::Store::open(&s.db).await.unwrap();
    let text = store.load(&g.id).await.unwrap().unwrap().log_text();
    let secret = umpire_core::Secret::from_seed(3);
    umpire_server::live::resume(&text, secret).expect("the log with its hand-overs replays");
}

/// Plays the seat of `token` with its first legal action every half second until `stop`.
async fn steady(base: String, id: String, token: String, stop: Arc<std::sync::atomic::AtomicBool>) {
    let c = reqwest::Client::new();
    while !stop.load(std::sync::atomic::Ordering::SeqCst) {
        let v: Value = c
            .get(format!("{base}/api/games/{id}"))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        if let Some(first) = v["legal"].get(0) {
            let _ = c
                .post(format!("{base}/api/games/{id}/actions"))
                .bearer_auth(&token)
                .json(&json!({ "expect_step": v["step"], "action": first["action"] }))
                .send()
                .await;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

async fn a_bot_for_good_and_the_clocks_survive_a_restart(db: &str) {
    let _one = ONE_AT_A_TIME.lock().await;
    let s = quick(db).await;
    let g = s
        .create(json!({
            "ruleset": "napoleonic", "seats": { "a": "human" }, "seed": 4,
            "deadline": { "seconds": 3, "then": "bot" },
        }))
        .await;
    let (who, mine) = to_act(&s, &g).await;
    // The server stops before the time runs out; another starts on the same store after it.
    drop(s);
    tokio::time::sleep(Duration::from_millis(3_500)).await;
    let s = quick(db).await;
    until(&s, &g.id, &g.host(), "a bot for good", |v| {
        v["seats"][&who] == "bot:heuristic"
    })
    .await;
    let (st, v) = s
        .get(&format!("/api/games/{}/status", g.id), Some(&mine))
        .await;
    assert_eq!(st, 403, "the seat's link stopped working: {v}");
    let h = handovers(&log(&s, &g.id).await);
    assert_eq!(h.len(), 1, "{h:?}");
    assert_eq!(h[0]["to"], "bot:heuristic");
}

async fn each_address_gets_the_notices_it_may_read(db: &str) {
    let _one = ONE_AT_A_TIME.lock().await;
    let s = quick(db).await;
    // The first post fails: it is tried again.
    let (r, base) = Receiver::start(1).await;
    let g = s
        .create(json!({
            "ruleset": "napoleonic", "seats": { "a": "human", "b": "human" }, "seed": 3,
            "deadline": { "seconds": 2, "then": "remind" },
            "hooks": {
                "game": [format!("{base}/game")],
                "seats": { "a": [format!("{base}/a")] },
            },
        }))
        .await;
    // b sets its own address through its link; the host reads the game's.
    let (st, v) = s
        .post(
            &format!("/api/games/{}/hooks", g.id),
            Some(&g.seat("b")),
            &json!({}),
        )
        .await;
    assert_eq!(st, 405, "hooks are set with PUT: {v}");
    let client = reqwest::Client::new();
    let put = client
        .put(format!("{}/api/games/{}/hooks", s.base, g.id))
        .bearer_auth(g.seat("b"))
        .json(&json!({ "urls": [format!("{base}/b")] }))
        .send()
        .await
        .unwrap();
    assert_eq!(put.status(), 200);
    let (st, v) = s
        .get(&format!("/api/games/{}/hooks", g.id), Some(&g.host()))
        .await;
    assert_eq!(st, 200);
    assert_eq!(v["urls"], json!([format!("{base}/game")]));
    let (st, _) = s
        .get(&format!("/api/games/{}/hooks", g.id), Some(&g.spectator()))
        .await;
    assert_eq!(st, 403);
    let (who, _) = to_act(&s, &g).await;
    // The seat's time runs out, with a reminder first; the game waits.
    let own = r.until(&format!("/{who}"), "deadline-passed").await;
    let events: Vec<&str> = own.iter().filter_map(|v| v["event"].as_str()).collect();
    assert!(events.contains(&"deadline-nears"), "{events:?}");
    let game = r.until("/game", "deadline-passed").await;
    assert!(game.iter().any(|v| v["seat"] == json!(who)));
    assert_eq!(status(&s, &g.id, &g.host()).await["seats"][&who], "human");
    // Each seat's address hears of its own seat only; nobody's body holds a link's token.
    let tokens = [g.seat("a"), g.seat("b"), g.host(), g.spectator()];
    for (path, v) in r.got.lock().unwrap().iter() {
        let text = v.to_string();
        for t in &tokens {
            assert!(!text.contains(t.as_str()), "a token in a notice: {text}");
        }
        if let Some(seat) = path.strip_prefix('/').filter(|p| *p != "game") {
            assert!(
                v["seat"].is_null() || v["seat"] == seat,
                "{path} got another seat's notice: {v}"
            );
        }
        assert_eq!(v["content"], v["text"], "Discord's and Slack's fields: {v}");
        assert_eq!(v["url"], json!(format!("{}/g/{}", s.base, g.id)));
    }
    // The failed post was tried again: the first notice came twice to its address.
    let all = r.got.lock().unwrap().clone();
    let first = &all[0];
    let again = all
        .iter()
        .filter(|(p, v)| p == &first.0 && v == &first.1)
        .count();
    assert_eq!(again, 2, "{all:?}");
    // The game's end reaches every address.
    s.play_all(&g).await;
    for path in ["/game", "/a", "/b"] {
        r.until(path, "over").await;
    }
}

/// A mail server on this machine that takes every message and keeps its text.
async fn smtp_receiver() -> (Arc<Mutex<Vec<String>>>, u16) {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
    let got = Arc::new(Mutex::new(Vec::new()));
    let l = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = l.local_addr().unwrap().port();
    let kept = got.clone();
    tokio::spawn(async move {
        while let Ok((sock, _)) = l.accept().await {
            let kept = kept.clone();
            tokio::spawn(async move {
                let (r, mut w) = sock.into_split();
                let mut lines = BufReader::new(r).lines();
                let _ = w.write_all(b"220 test mail\r\n").await;
                let mut data: Option<String> = None;
                while let Ok(Some(line)) = lines.next_line().await {
                    if let Some(d) = &mut data {
                        if line == "." {
                            kept.lock().unwrap().push(std::mem::take(d));
                            data = None;
                            let _ = w.write_all(b"250 kept\r\n").await;
                        } else {
                            d.push_str(&line);
                            d.push('\n');
                        }
                        continue;
                    }
                    let verb = line.get(..4).unwrap_or_default().to_ascii_uppercase();
                    let answer: &[u8] = match verb.as_str() {
                        "EHLO" | "HELO" => b"250 test\r\n",
                        "DATA" => {
                            data = Some(String::new());
                            b"354 go on\r\n"
                        }
                        "QUIT" => {
                            let _ = w.write_all(b"221 bye\r\n").await;
                            return;
                        }
                        _ => b"250 ok\r\n",
                    };
                    let _ = w.write_all(answer).await;
                }
            });
        }
    });
    (got, port)
}

async fn notices_go_by_email_where_the_server_has_smtp(db: &str) {
    let _one = ONE_AT_A_TIME.lock().await;
    let (mail, port) = smtp_receiver().await;
    // Without SMTP a mailto: address is refused.
    let plain = quick(db).await;
    let (st, v) = plain
        .post(
            "/api/games",
            None,
            &json!({ "ruleset": "napoleonic", "hooks": { "game": ["mailto:club@example.org"] } }),
        )
        .await;
    assert_eq!((st, v["field"].as_str()), (400, Some("hooks.game")), "{v}");
    drop(plain);
    let s = Server::with(Config {
        addr: "127.0.0.1:0".into(),
        db: db.to_owned(),
        allow_seeds: true,
        rate: 0,
        max_new_games: 0,
        min_deadline_secs: 1,
        clock_secs: 0.2,
        notice_backoff: 0.05,
        smtp: Some((
            format!("smtp://127.0.0.1:{port}"),
            "umpire@club.example".into(),
        )),
        ..Config::default()
    })
    .await;
    let g = s
        .create(json!({
            "ruleset": "napoleonic", "seats": { "a": "human", "b": "human" }, "seed": 3,
            "deadline": { "seconds": 1, "then": "remind" },
            "hooks": { "seats": { "a": ["mailto:ney@example.org"] } },
        }))
        .await;
    let mut text = String::new();
    for _ in 0..100 {
        text = mail.lock().unwrap().join("\n----\n");
        if text.contains("ran out") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(text.contains("To: ney@example.org"), "{text}");
    assert!(text.contains("From: umpire@club.example"), "{text}");
    assert!(
        text.contains("Subject: Umpire: river-crossing: the a seat is to act."),
        "{text}"
    );
    assert!(text.contains("the a seat's time to act ran out"), "{text}");
    assert!(
        !text.contains("the b seat"),
        "a's mail holds only a's notices: {text}"
    );
    assert!(!text.contains(&g.seat("a")), "no token in a mail");
}

on_both_stores!(
    notices_go_by_email_where_the_server_has_smtp,
    a_deadline_is_checked_at_creation,
    a_stand_in_decides_until_the_person_comes_back,
    a_bot_for_good_and_the_clocks_survive_a_restart,
    each_address_gets_the_notices_it_may_read
);
