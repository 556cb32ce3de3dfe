//! The HTTP API over loopback, on SQLite and on PostgreSQL: creating games, links, actions,
//! retries, chat, sockets, entropy, restarts and the signed log.

mod common;

use common::{socket_frames, Game, Server};
use futures_util::SinkExt;
use serde_json::{json, Value};
use umpire_core::game::{replay_with, ReplayOptions};
use umpire_rapier::Rapier;

on_both_stores!(
    create_names_the_bad_field,
    links_admit_their_holders_only,
    corps_plays_rapier_to_the_end_and_the_signed_log_verifies,
    stale_retried_and_illegal_actions,
    host_reissues_links_and_hands_seats_to_bots,
    channels_admit_their_seats_only,
    socket_sends_each_seat_its_entries_and_resumes_after_since,
    a_game_outlives_its_server,
    entropy_is_mixed_once_per_link_and_logged,
    every_rule_set_plays_to_the_end,
    hidden_twins_send_a_seat_the_same_bytes,
    idle_games_leave_memory_and_come_back,
    a_person_at_a_division_chooses_its_losses,
    check_says_why_not_without_acting,
);

fn corps_only(seed: u64) -> Value {
    json!({ "ruleset": "rapier", "scenario": "uranus", "seats": { "corps": "human" }, "seed": seed })
}

async fn create_names_the_bad_field(db: &str) {
    let s = Server::start(db).await;
    let cases = [
        (json!({ "ruleset": "chess" }), "ruleset"),
        (
            json!({ "ruleset": "rapier", "scenario": "kursk" }),
            "scenario",
        ),
        (
            json!({ "ruleset": "rapier", "seats": { "king": "human" } }),
            "seats.king",
        ),
        (
            json!({ "ruleset": "rapier", "seats": { "corps": "bot:genius" } }),
            "seats.corps",
        ),
        (
            json!({ "ruleset": "rapier", "toml": "this is = = not toml" }),
            "toml",
        ),
        (
            json!({ "ruleset": "rapier", "scenario": "uranus", "toml": "" }),
            "toml",
        ),
        (json!({ "ruleset": "rapier", "colour": "red" }), "colour"),
        (json!({ "seats": {} }), "ruleset"),
    ];
    for (body, field) in cases {
        let (st, v) = s.post("/api/games", None, &body).await;
        assert_eq!(st, 400, "{body} → {v}");
        assert_eq!(v["field"], field, "{body} → {v}");
        let e = v["error"].as_str().expect("error text");
        assert!(!e.contains('\n') && e.starts_with(field), "{e}");
    }
    // Seeds only on a server that allows them.
    let strict = Server::with(umpire_server::Config {
        addr: "127.0.0.1:0".into(),
        db: db.to_owned(),
        allow_seeds: false,
        rate: 0,
        origins: Vec::new(),
        idle_secs: 600,
        ..umpire_server::Config::default()
    })
    .await;
    let (st, v) = strict.post("/api/games", None, &corps_only(1)).await;
    assert_eq!((st, v["field"].as_str()), (400, Some("seed")), "{v}");
    // A scenario uploaded as TOML is validated as `check` does.
    let toml = umpire_rapier::SCENARIOS[0].toml;
    let g = s
        .create(json!({ "ruleset": "rapier", "toml": toml, "seats": { "corps": "human" } }))
        .await;
    assert_eq!(s.look(&g, &g.seat("corps")).await["seat"], "corps");
    let broken = toml.replacen("[", "[[", 1);
    let (st, v) = s
        .post(
            "/api/games",
            None,
            &json!({ "ruleset": "rapier", "toml": broken }),
        )
        .await;
    assert_eq!((st, v["field"].as_str()), (400, Some("toml")), "{v}");
}

async fn links_admit_their_holders_only(db: &str) {
    let s = Server::start(db).await;
    let a = s.create(corps_only(3)).await;
    let b = s.create(corps_only(3)).await;
    let path = format!("/api/games/{}", a.id);
    assert_eq!(s.get(&path, None).await.0, 401);
    assert_eq!(s.get(&path, Some("not-a-token")).await.0, 403);
    assert_eq!(s.get(&path, Some(&b.seat("corps"))).await.0, 403);
    assert_eq!(
        s.get("/api/games/nope", Some(&a.seat("corps"))).await.0,
        404
    );
    // The corps sees its own view and legal actions; host and spectator see the public view
    // (the defence face down, no TRPs) and may not act; their record is the spectators'.
    let corps = s.look(&a, &a.seat("corps")).await;
    assert_eq!(corps["role"], "seat:corps");
    assert!(corps["view"].is_object() && !corps["legal"].as_array().unwrap().is_empty());
    for t in [a.host(), a.spectator()] {
        let v = s.look(&a, &t).await;
        assert!(v["legal"].as_array().unwrap().is_empty(), "{v}");
        assert!(
            v["view"]["trps"].is_null(),
            "the TRPs are the attack's secret: {v}"
        );
        assert!(v["view"]["counters"].is_array(), "{v}");
        let (st, e) = s.act(&a, &t, 0, json!("end-orders")).await;
        assert_eq!(st, 403, "{e}");
        let (st, record) = s
            .get_text(&format!("/api/games/{}/log", a.id), Some(&t))
            .await;
        assert_eq!(st, 200);
        let header: Value = serde_json::from_str(record.lines().next().unwrap()).unwrap();
        assert_eq!(header["seat"], "spectator", "{record}");
        let other = format!("/api/games/{}/log?seat=corps", a.id);
        assert_eq!(
            s.get(&other, Some(&t)).await.0,
            403,
            "a seat's record waits for the end"
        );
        assert!(
            !record.contains("\"secret\""),
            "the dice secret waits for the end"
        );
    }
    // Only the hash of a link is stored.
    if let Some(path) = db.strip_prefix("sqlite:") {
        let bytes = std::fs::read(path).expect("the SQLite file");
        let wal = std::fs::read(format!("{path}-wal")).unwrap_or_default();
        for token in [a.seat("corps"), a.host(), a.spectator()] {
            for file in [&bytes, &wal] {
                assert!(
                    !file.windows(token.len()).any(|w| w == token.as_bytes()),
                    "a token is stored in clear"
                );
            }
        }
    }
}

async fn corps_plays_rapier_to_the_end_and_the_signed_log_verifies(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(11)).await;
    let corps = g.seat("corps");
    let first = s.look(&g, &corps).await;
    assert_eq!(first["commitment"], g.created["commitment"]);
    assert!(
        first["step"].as_u64().unwrap() > 0,
        "the umpire bot set up first"
    );
    let posted = s.play_out(&g, &corps, 7, 5_000).await;
    assert!(posted > 10);
    let end = s.look(&g, &corps).await;
    assert!(end["outcome"]["result"].is_string(), "{end}");
    let (st, log) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&g.spectator()))
        .await;
    assert_eq!(st, 200);
    let (_, key) = s.get("/api/key", None).await;
    let key = umpire_core::log::parse_public_key(key["key"].as_str().unwrap()).unwrap();
    let opts = ReplayOptions {
        to: None,
        secret: None,
        verify: Some(key),
    };
    let r = replay_with::<Rapier>(&log, &opts, |_, _, _, _| {}).expect("the log verifies");
    assert!(r.finished);
    // Once over, any link may read any seat's record, or the spectators'.
    for seat in ["umpire", "div2", "spectator"] {
        let (st, record) = s
            .get_text(
                &format!("/api/games/{}/log?seat={seat}", g.id),
                Some(&g.spectator()),
            )
            .await;
        assert_eq!(st, 200, "{record}");
        assert!(record.starts_with("{\"record\":"), "{record}");
        assert!(record.contains(&format!("\"seat\":\"{seat}\"")), "{record}");
    }
    let (st, e) = s
        .get(&format!("/api/games/{}/log?seat=king", g.id), Some(&corps))
        .await;
    assert_eq!((st, e["field"].as_str()), (400, Some("seat")), "{e}");
    assert_eq!(
        r.game.steps().len(),
        usize::try_from(end["step"].as_u64().unwrap()).unwrap()
    );
    // Once over, every link reads the whole log and every channel.
    let (_, by_corps) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&corps))
        .await;
    assert_eq!(by_corps, log);
    let (st, e) = s
        .act(
            &g,
            &corps,
            end["step"].as_u64().unwrap(),
            json!("end-orders"),
        )
        .await;
    assert_eq!(st, 409, "{e}");
}

async fn stale_retried_and_illegal_actions(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(5)).await;
    let corps = g.seat("corps");
    let v = s.look(&g, &corps).await;
    let step = v["step"].as_u64().unwrap();
    // Illegal: 422 naming the rule, nothing changed.
    let (st, e) = s.act(&g, &corps, step, json!("end-orders")).await;
    assert_eq!(st, 422, "{e}");
    assert!(e["rule"].is_string() && e["reason"].is_string(), "{e}");
    let (st, e) = s.act(&g, &corps, step, json!("fly to the moon")).await;
    assert_eq!(
        (st, e["rule"].as_str()),
        (422, Some("action syntax")),
        "{e}"
    );
    let (st, e) = s
        .act(&g, &corps, step, json!({ "do": "no-such-thing" }))
        .await;
    assert_eq!(st, 422, "{e}");
    let (st, e) = s
        .post(
            &format!("/api/games/{}/actions", g.id),
            Some(&corps),
            &json!({ "action": 1 }),
        )
        .await;
    assert_eq!((st, e["field"].as_str()), (400, Some("expect_step")), "{e}");
    assert_eq!(s.look(&g, &corps).await, v, "refusals change nothing");
    // Text as a player types it is accepted like the typed action.
    let (st, a) = s.act(&g, &corps, step, json!("frontage 1 1 1")).await;
    assert_eq!(st, 200, "{a}");
    let applied = a["step"].as_u64().unwrap();
    assert_eq!(applied, step + 1);
    // The same request again is answered, not applied again.
    let (st, again) = s.act(&g, &corps, step, json!("frontage 1 1 1")).await;
    assert_eq!(st, 200, "{again}");
    assert_eq!(again["step"], applied);
    assert_eq!(again["retried"], true);
    let now = s.look(&g, &corps).await["step"].as_u64().unwrap();
    assert_eq!(now, a["current"].as_u64().unwrap());
    // A different action against the old step is stale.
    let (st, e) = s.act(&g, &corps, step, json!("frontage 2 2 2")).await;
    assert_eq!((st, e["step"].as_u64()), (409, Some(now)), "{e}");
}

async fn host_reissues_links_and_hands_seats_to_bots(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(9)).await;
    let old = g.seat("corps");
    let seat_path = format!("/api/games/{}/seats/corps", g.id);
    let (st, _) = s
        .post(&seat_path, Some(&old), &json!({ "reissue": true }))
        .await;
    assert_eq!(st, 403, "a seat cannot reissue links");
    // A socket open on the old link is told and closed when the link is replaced.
    let base = s.base.replace("http://", "ws://");
    let url = format!("{base}/api/games/{}/ws?token={old}", g.id);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("socket");
    socket_frames(&mut ws, 1).await;
    let (st, v) = s
        .post(&seat_path, Some(&g.host()), &json!({ "reissue": true }))
        .await;
    assert_eq!(st, 200, "{v}");
    let new = v["token"].as_str().unwrap().to_owned();
    let told = common::revoked_frame(&mut ws)
        .await
        .expect("the old link's socket was told before it closed");
    assert_eq!(told["to_bot"], false, "{told}");
    assert!(
        told["reason"].as_str().unwrap().contains("new link"),
        "{told}"
    );
    let (st, e) = s.get(&format!("/api/games/{}", g.id), Some(&old)).await;
    assert_eq!(st, 403);
    assert!(e["error"].as_str().unwrap().contains("ask the host"), "{e}");
    assert_eq!(s.look(&g, &new).await["seat"], "corps");
    let (st, v) = s
        .post(
            &format!("/api/games/{}/seats/general", g.id),
            Some(&g.host()),
            &json!({ "holder": "bot:random" }),
        )
        .await;
    assert_eq!((st, v["field"].as_str()), (400, Some("seat")), "{v}");
    // Handed to a bot, the corps seat plays itself to the end; the page of its link is told
    // in words that a bot plays the seat now.
    let url = format!("{base}/api/games/{}/ws?token={new}", g.id);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("socket");
    socket_frames(&mut ws, 1).await;
    let (st, v) = s
        .post(
            &seat_path,
            Some(&g.host()),
            &json!({ "holder": "bot:heuristic" }),
        )
        .await;
    assert_eq!(st, 200, "{v}");
    assert_eq!(v.get("token"), None, "a bot's seat gets no link: {v}");
    let told = common::revoked_frame(&mut ws)
        .await
        .expect("the handed seat's socket was told before it closed");
    assert_eq!(told["to_bot"], true, "{told}");
    assert_eq!(
        told["reason"],
        "The host handed the corps seat to a heuristic bot, which plays it from now on; this \
         link no longer opens the game. Ask the host to hand it back to you."
    );
    let end = s.look(&g, &g.host()).await;
    assert!(end["outcome"].is_object(), "{end}");
    assert_eq!(end["seats"]["corps"], "bot:heuristic");
}

async fn channels_admit_their_seats_only(db: &str) {
    let s = Server::start(db).await;
    let g = s
        .create(json!({ "ruleset": "rapier", "seed": 2,
            "seats": { "corps": "human", "div1": "human", "umpire": "human" } }))
        .await;
    let chat = format!("/api/games/{}/chat", g.id);
    let say = |t: String, channel: &str, text: &str| {
        let body = json!({ "channel": channel, "text": text });
        let s = &s;
        let chat = chat.clone();
        async move { s.post(&chat, Some(&t), &body).await }
    };
    assert_eq!(say(g.seat("corps"), "intercom", "advance!").await.0, 201);
    assert_eq!(
        say(g.seat("div1"), "table", "the corps cannot hear this")
            .await
            .0,
        201
    );
    let (st, e) = say(g.seat("corps"), "table", "let me in").await;
    assert_eq!(st, 403, "{e}");
    let (st, e) = say(g.seat("corps"), "radio", "hello").await;
    assert_eq!((st, e["field"].as_str()), (400, Some("channel")), "{e}");
    assert_eq!(say(g.seat("corps"), "intercom", "  ").await.0, 400);
    assert_eq!(
        say(g.seat("corps"), "intercom", &"x".repeat(3000)).await.0,
        413
    );
    assert_eq!(say(g.spectator(), "intercom", "hi").await.0, 403);
    let read = |t: String| {
        let s = &s;
        let chat = chat.clone();
        async move { s.get(&chat, Some(&t)).await.1 }
    };
    let corps = read(g.seat("corps")).await;
    let texts = |v: &Value| -> Vec<String> {
        v["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["body"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(texts(&corps), ["advance!"]);
    assert_eq!(
        texts(&read(g.seat("div1")).await),
        ["advance!", "the corps cannot hear this"]
    );
    assert_eq!(texts(&read(g.seat("umpire")).await).len(), 2);
    assert!(texts(&read(g.spectator()).await).is_empty());
    let (_, since) = s
        .get(&format!("{chat}?since=1"), Some(&g.seat("div1")))
        .await;
    assert_eq!(texts(&since), ["the corps cannot hear this"]);
}

fn entry_steps(frames: &[Value]) -> Vec<u64> {
    frames
        .iter()
        .filter(|f| f["type"] == "entry")
        .map(|f| f["entry"]["step"].as_u64().unwrap())
        .collect()
}

async fn socket_sends_each_seat_its_entries_and_resumes_after_since(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(21)).await;
    let corps = g.seat("corps");
    let ws_url = |since: Option<u64>| {
        let base = s.base.replace("http://", "ws://");
        let mut u = format!("{base}/api/games/{}/ws?token={corps}", g.id);
        if let Some(n) = since {
            u.push_str(&format!("&since={n}"));
        }
        u
    };
    let (mut ws, _) = tokio_tungstenite::connect_async(ws_url(None))
        .await
        .expect("socket");
    let backlog = socket_frames(&mut ws, 1).await;
    let v = s.look(&g, &corps).await;
    let step = v["step"].as_u64().unwrap();
    let steps = entry_steps(&backlog);
    assert_eq!(steps.first(), Some(&0));
    assert_eq!(
        steps.last(),
        Some(&step),
        "the backlog reaches the current step"
    );
    let (st, a) = s.act(&g, &corps, step, json!("frontage 1 1 1")).await;
    assert_eq!(st, 200, "{a}");
    let pushed = socket_frames(&mut ws, 1).await;
    let now = a["current"].as_u64().unwrap();
    assert_eq!(entry_steps(&pushed), ((step + 1)..=now).collect::<Vec<_>>());
    // What the socket pushed is the seat's record, entry for entry.
    let (_, record) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&corps))
        .await;
    let lines: Vec<Value> = record
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    for f in pushed.iter().filter(|f| f["type"] == "entry") {
        assert!(lines.contains(&f["entry"]), "{f}");
    }
    ws.close(None).await.ok();
    // Reconnecting after step `step` gives exactly the entries after it.
    let (mut again, _) = tokio_tungstenite::connect_async(ws_url(Some(step)))
        .await
        .expect("socket");
    let missed = socket_frames(&mut again, 1).await;
    assert_eq!(entry_steps(&missed), ((step + 1)..=now).collect::<Vec<_>>());
    // Another origin's page may not open the socket.
    let mut req = tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(
        ws_url(None),
    )
    .unwrap();
    req.headers_mut()
        .insert("origin", "http://evil.example".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(req).await.is_err());
    let _ = again
        .send(tokio_tungstenite::tungstenite::Message::Close(None))
        .await;
}

async fn a_game_outlives_its_server(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(13)).await;
    let corps = g.seat("corps");
    let v = s.look(&g, &corps).await;
    let (st, a) = s
        .act(
            &g,
            &corps,
            v["step"].as_u64().unwrap(),
            json!("frontage 1 1 1"),
        )
        .await;
    assert_eq!(st, 200, "{a}");
    let before = s.look(&g, &corps).await;
    let (_, record) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&corps))
        .await;
    let key = s.get("/api/key", None).await.1;
    drop(s);
    let s = Server::start(db).await;
    assert_eq!(s.look(&g, &corps).await, before);
    let (_, again) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&corps))
        .await;
    assert_eq!(again, record);
    assert_eq!(
        s.get("/api/key", None).await.1,
        key,
        "the key is the store's"
    );
    s.play_out(&g, &corps, 3, 5_000).await;
}

async fn entropy_is_mixed_once_per_link_and_logged(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(17)).await;
    let corps = g.seat("corps");
    let path = format!("/api/games/{}/entropy", g.id);
    let (st, v) = s
        .post(&path, Some(&corps), &json!({ "hex": "00ff10" }))
        .await;
    assert_eq!(st, 200, "{v}");
    assert_eq!(s.look(&g, &corps).await["entropy_added"], true);
    let (st, _) = s.post(&path, Some(&corps), &json!({ "hex": "01" })).await;
    assert_eq!(st, 409);
    assert_eq!(
        s.post(&path, Some(&g.host()), &json!({ "hex": "abcd" }))
            .await
            .0,
        200
    );
    assert_eq!(
        s.post(&path, Some(&g.spectator()), &json!({ "hex": "ab" }))
            .await
            .0,
        403
    );
    let (st, v) = s
        .post(&path, Some(&g.host()), &json!({ "hex": "zz" }))
        .await;
    assert_eq!((st, v["field"].as_str()), (400, Some("hex")));
    s.play_out(&g, &corps, 5, 5_000).await;
    let (_, log) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&corps))
        .await;
    let entropy: Vec<&str> = log.lines().filter(|l| l.contains("\"entropy\"")).collect();
    assert_eq!(entropy.len(), 2, "{entropy:?}");
    assert!(entropy[0].contains("00ff10") && entropy[1].contains("host"));
    umpire_core::replay::<Rapier>(&log, None).expect("the log with entropy replays");
}

async fn every_rule_set_plays_to_the_end(db: &str) {
    let s = Server::start(db).await;
    for (ruleset, scenario, seat) in [
        ("opart", "example-division", "soviet"),
        ("napoleonic", "river-crossing", "a"),
        ("nqm", "test-village", "attacker"),
        ("race", "race-for-kalach", "a"),
    ] {
        let g: Game = s
            .create(json!({ "ruleset": ruleset, "scenario": scenario, "seed": 4,
                "seats": { seat: "human" } }))
            .await;
        let t = g.seat(seat);
        s.play_out(&g, &t, 1, 20_000).await;
        let (st, log) = s
            .get_text(&format!("/api/games/{}/log", g.id), Some(&t))
            .await;
        assert_eq!(st, 200);
        assert!(
            log.lines().last().unwrap().contains("\"signature\""),
            "{ruleset}"
        );
    }
}

/// Everything `token`'s holder receives of a game, with the game's id taken out: the snapshot,
/// the record, the chat, the answers to `probes`, and the socket frames it was sent.
async fn received(s: &Server, g: &Game, token: &str, probes: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    let mut v = s.look(g, token).await;
    // The game's id, and the clock times of its steps (the twins are played a moment apart),
    // are the twins' own: which seats acted must be the same, not when.
    v.as_object_mut().unwrap().remove("game");
    v["moved"] = json!(!v["moved"].is_null());
    if let Some(acted) = v["acted"].as_object_mut() {
        for at in acted.values_mut() {
            *at = json!(true);
        }
    }
    out.push(v.to_string());
    out.push(
        s.get_text(&format!("/api/games/{}/log", g.id), Some(token))
            .await
            .1,
    );
    out.push(
        s.get_text(&format!("/api/games/{}/chat", g.id), Some(token))
            .await
            .1,
    );
    let step = v["step"].as_u64().unwrap();
    for p in probes {
        let (st, e) = s.act(g, token, step + 1, p.clone()).await;
        out.push(format!("{st} {e}"));
        let (st, e) = s
            .post(
                &format!("/api/games/{}/actions", g.id),
                Some(token),
                &json!({ "expect_step": step, "action": p, "extra": 1 }),
            )
            .await;
        out.push(format!("{st} {e}"));
    }
    out
}

/// Two games from one seed in which player A chose differently and in secret (Race-for-X's
/// offensive action): everything player B and a spectator receive over the API, socket frames
/// and error texts included, is byte for byte the same.
async fn hidden_twins_send_a_seat_the_same_bytes(db: &str) {
    let s = Server::start(db).await;
    let new = || json!({ "ruleset": "race", "seed": 31, "seats": { "a": "human", "b": "human" } });
    let twins = [s.create(new()).await, s.create(new()).await];
    // B and a spectator listen on sockets of each twin.
    let mut sockets = Vec::new();
    for g in &twins {
        let base = s.base.replace("http://", "ws://");
        let mut pair = Vec::new();
        for token in [g.seat("b"), g.spectator()] {
            let url = format!("{base}/api/games/{}/ws?token={token}", g.id);
            let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("socket");
            socket_frames(&mut ws, 1).await;
            pair.push(ws);
        }
        sockets.push(pair);
    }
    let choices = s.look(&twins[0], &twins[0].seat("a")).await["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["action"].clone())
        .filter(|a| a["do"] == "choose")
        .collect::<Vec<_>>();
    assert!(choices.len() >= 2, "A has two secret choices: {choices:?}");
    let probes = [
        json!("attack"),
        choices[0].clone(),
        json!({ "bad": true }),
        json!("nonsense"),
    ];
    let mut seen = Vec::new();
    for (g, (choice, pair)) in twins.iter().zip(choices.iter().zip(sockets.iter_mut())) {
        let a = g.seat("a");
        let step = s.look(g, &a).await["step"].as_u64().unwrap();
        let (st, r) = s.act(g, &a, step, choice.clone()).await;
        assert_eq!(st, 200, "{r}");
        let mut got = Vec::new();
        for (token, ws) in [g.seat("b"), g.spectator()].iter().zip(pair.iter_mut()) {
            let frames = socket_frames(ws, 1).await;
            got.extend(frames.iter().map(Value::to_string));
            got.extend(received(&s, g, token, &probes).await);
        }
        seen.push(got);
    }
    assert_ne!(
        s.look(&twins[0], &twins[0].seat("a")).await["view"],
        s.look(&twins[1], &twins[1].seat("a")).await["view"],
        "the twins differ for A"
    );
    for (x, y) in seen[0].iter().zip(&seen[1]) {
        assert_eq!(x, y, "B or a spectator learns A's secret choice");
    }
}

/// A game with no request for `idle_secs` and no socket open leaves memory; an open socket
/// keeps it; the next request loads it again where it stood.
async fn idle_games_leave_memory_and_come_back(db: &str) {
    let s = Server::with(umpire_server::Config {
        addr: "127.0.0.1:0".into(),
        db: db.to_owned(),
        allow_seeds: true,
        rate: 0,
        origins: Vec::new(),
        idle_secs: 1,
        ..umpire_server::Config::default()
    })
    .await;
    let in_memory = || async { s.get("/api/health", None).await.1["games_in_memory"].clone() };
    let g = s.create(corps_only(41)).await;
    let corps = g.seat("corps");
    let step = s.look(&g, &corps).await["step"].clone();
    assert_eq!(in_memory().await, 1);
    let base = s.base.replace("http://", "ws://");
    let url = format!("{base}/api/games/{}/ws?token={corps}", g.id);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("socket");
    socket_frames(&mut ws, 1).await;
    tokio::time::sleep(std::time::Duration::from_millis(2_500)).await;
    assert_eq!(
        in_memory().await,
        1,
        "an open socket keeps the game in memory"
    );
    ws.close(None).await.expect("close");
    drop(ws);
    tokio::time::sleep(std::time::Duration::from_millis(2_500)).await;
    assert_eq!(in_memory().await, 0, "an idle game leaves memory");
    assert_eq!(s.look(&g, &corps).await["step"], step);
    assert_eq!(in_memory().await, 1);
}

/// RAP-8 through the server: the seat a person holds is asked for its own ground-combat losses
/// (the scenario in the log names it), bots' seats are not.
async fn a_person_at_a_division_chooses_its_losses(db: &str) {
    let s = Server::start(db).await;
    let mut chosen = 0;
    for seed in [3, 4, 5] {
        let g = s
            .create(json!({ "ruleset": "rapier", "seats": { "div1": "human" }, "seed": seed }))
            .await;
        let div1 = g.seat("div1");
        s.play_out(&g, &div1, seed, 5_000).await;
        let (_, log) = s
            .get_text(&format!("/api/games/{}/log", g.id), Some(&div1))
            .await;
        let r = replay_with::<Rapier>(&log, &ReplayOptions::default(), |_, _, _, _| {})
            .expect("the log replays");
        assert_eq!(
            r.game.header().scenario["rules"]["owner_choices"],
            json!(["div1"])
        );
        for st in r.game.steps() {
            if matches!(st.action, umpire_rapier::Action::TakeLoss { .. }) {
                assert_eq!(st.seat, "div1", "only division 1 chooses");
                chosen += 1;
            }
        }
    }
    assert!(
        chosen > 0,
        "division 1 chose none of its losses in three games"
    );
}

/// `POST /api/games/{id}/check`: the rules' answer to an action the seat may or may not take,
/// the game unchanged; only a seat's link may ask.
async fn check_says_why_not_without_acting(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(9)).await;
    let corps = g.seat("corps");
    let before = s.look(&g, &corps).await;
    let path = format!("/api/games/{}/check", g.id);
    let legal = before["legal"][0]["action"].clone();
    let (st, v) = s
        .post(&path, Some(&corps), &json!({ "action": legal }))
        .await;
    assert_eq!((st, v["legal"].as_bool()), (200, Some(true)), "{v}");
    // At the set-up's initial orders no unit moves: the answer says which rule and why.
    let (st, v) = s
        .post(
            &path,
            Some(&corps),
            &json!({ "action": { "do": "move", "unit": 0, "to": { "x": 0, "y": 1 } } }),
        )
        .await;
    assert_eq!((st, v["legal"].as_bool()), (200, Some(false)), "{v}");
    assert!(
        !v["rule"].as_str().unwrap().is_empty() && !v["reason"].as_str().unwrap().is_empty(),
        "{v}"
    );
    let (st, v) = s
        .post(&path, Some(&corps), &json!({ "action": { "do": "fly" } }))
        .await;
    assert_eq!(st, 422, "not an action: {v}");
    for other in [g.spectator(), g.host()] {
        let (st, _) = s
            .post(&path, Some(&other), &json!({ "action": legal }))
            .await;
        assert_eq!(st, 403, "only a seat asks");
    }
    let after = s.look(&g, &corps).await;
    assert_eq!(after["step"], before["step"], "nothing was taken");
}
