//! The club's server (#62): when each seat last acted, kept with each step and read by every
//! link of the game (and after a restart); who is here, counted from the live pages open by
//! the role of their link; the lean status a page polls for it.

mod common;

use common::{socket_frames, Server};
use serde_json::{json, Value};

async fn status(s: &Server, id: &str, token: &str) -> Value {
    let (st, v) = s.get(&format!("/api/games/{id}/status"), Some(token)).await;
    assert_eq!(st, 200, "{v}");
    v
}

/// Waits until who is here in game `id` reads `want` (a socket's opening and closing are seen
/// by the server a moment after the client's).
async fn present(s: &Server, id: &str, token: &str, want: Value) {
    let mut last = Value::Null;
    for _ in 0..100 {
        last = status(s, id, token).await["present"].clone();
        if last == want {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("who is here: {last}, not {want}");
}

async fn seats_last_acted_and_who_is_here(db: &str) {
    let s = Server::start(db).await;
    let g = s
        .create(
            json!({ "ruleset": "napoleonic", "seats": { "a": "human", "b": "human" }, "seed": 5 }),
        )
        .await;
    let (a, b, spec) = (g.seat("a"), g.seat("b"), g.spectator());
    let before = status(&s, &g.id, &a).await;
    assert!(
        before["moved"].is_null() && before["acted"] == json!({}),
        "{before}"
    );
    assert_eq!(before["role"], "seat:a");
    assert!(
        before["scenario"].as_str().is_some_and(|n| !n.is_empty()),
        "{before}"
    );
    // A seat acts: its time, and the game's, are kept and every link reads them.
    let snap = s.look(&g, &a).await;
    let to_act: Vec<String> = serde_json::from_value(snap["to_act"].clone()).unwrap();
    let (who, token) = if to_act.contains(&"a".to_owned()) {
        ("a", &a)
    } else {
        ("b", &b)
    };
    let mine = s.look(&g, token).await;
    let (st, v) = s
        .act(
            &g,
            token,
            mine["step"].as_u64().unwrap(),
            mine["legal"][0]["action"].clone(),
        )
        .await;
    assert_eq!(st, 200, "{v}");
    for t in [&a, &b, &spec, &g.host()] {
        let v = status(&s, &g.id, t).await;
        let at = v["acted"][who].as_i64().expect("the seat's time");
        assert!(at > 1_700_000_000 && v["moved"].as_i64() == Some(at), "{v}");
        assert_eq!(
            v["acted"].as_object().unwrap().len(),
            1,
            "only the seat that acted: {v}"
        );
        assert!(
            v.get("legal").is_none() && v.get("view").is_none(),
            "lean: {v}"
        );
    }
    let full = s.look(&g, &spec).await;
    assert_eq!(full["acted"], status(&s, &g.id, &spec).await["acted"]);
    // Who is here: the pages open, by role.
    let nobody = json!({ "seats": {}, "host": 0, "watching": 0 });
    present(&s, &g.id, &a, nobody.clone()).await;
    let base = s.base.replace("http://", "ws://");
    let open = |t: &str| format!("{base}/api/games/{}/ws?token={t}", g.id);
    let (mut wa, _) = tokio_tungstenite::connect_async(open(&a))
        .await
        .expect("socket");
    socket_frames(&mut wa, 1).await;
    let (mut ws1, _) = tokio_tungstenite::connect_async(open(&spec))
        .await
        .expect("socket");
    socket_frames(&mut ws1, 1).await;
    let (mut ws2, _) = tokio_tungstenite::connect_async(open(&spec))
        .await
        .expect("socket");
    socket_frames(&mut ws2, 1).await;
    present(
        &s,
        &g.id,
        &b,
        json!({ "seats": { "a": 1 }, "host": 0, "watching": 2 }),
    )
    .await;
    assert_eq!(
        s.look(&g, &b).await["present"]["seats"],
        json!({ "a": 1 }),
        "in the snapshot too"
    );
    drop(wa);
    drop(ws1);
    present(
        &s,
        &g.id,
        &b,
        json!({ "seats": {}, "host": 0, "watching": 1 }),
    )
    .await;
    drop(ws2);
    // Not a link of the game: refused, and says nothing of it.
    let (st, v) = s
        .get(&format!("/api/games/{}/status", g.id), Some("nope"))
        .await;
    assert_eq!(st, 403, "{v}");
    // A restarted server reads the times from the store.
    drop(s);
    let s = Server::start(db).await;
    let again = status(&s, &g.id, &spec).await;
    assert_eq!(again["acted"], full["acted"], "kept across a restart");
}

/// #62 item 7: a game made open to watch is listed among the games in progress, with its
/// spectators' link (which opens as a spectator); one not made so is not; a finished one goes.
async fn games_open_to_watch_are_listed_while_in_progress(db: &str) {
    let s = Server::start(db).await;
    let open = s
        .create(json!({ "ruleset": "opart", "seats": { "soviet": "human" }, "listed": true, "seed": 2 }))
        .await;
    let closed = s
        .create(json!({ "ruleset": "opart", "seats": { "soviet": "human" }, "seed": 2 }))
        .await;
    assert_eq!(open.created["listed"], true);
    let (st, v) = s.get("/api/watch", None).await;
    assert_eq!(st, 200);
    let listed: Vec<&Value> = v["games"].as_array().unwrap().iter().collect();
    let mine = listed
        .iter()
        .find(|g| g["id"] == open.id.as_str())
        .expect("listed");
    assert_eq!(mine["ruleset"], "opart");
    assert_eq!(
        mine["url"].as_str().unwrap(),
        format!("/g/{}#{}", open.id, open.spectator())
    );
    assert!(
        !listed.iter().any(|g| g["id"] == closed.id.as_str()),
        "not made open to watch"
    );
    let seen = s.look(&open, &open.spectator()).await;
    assert_eq!(seen["role"], "spectator");
    // Over (the soviet seat surrenders or plays out): no longer listed.
    let soviet = open.seat("soviet");
    s.play_out(&open, &soviet, 7, 5_000).await;
    assert!(
        !s.look(&open, &soviet).await["outcome"].is_null(),
        "played out"
    );
    let (_, v) = s.get("/api/watch", None).await;
    assert!(
        !v["games"]
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["id"] == open.id.as_str()),
        "a finished game is not listed"
    );
}

/// #62 item 6: a seat whose last action ended its part of the step (an undo no longer takes
/// it) asks for a takeback; the other person declines, then agrees to a second request: the log
/// is cut back with no trace, and the asking seat is to act again. Only another seat answers;
/// a request goes stale when the game moves on; a step that rolled dice cannot be asked back.
async fn a_takeback_asked_and_answered(db: &str) {
    let s = Server::start(db).await;
    let g = s
        .create(
            json!({ "ruleset": "napoleonic", "seats": { "a": "human", "b": "human" }, "seed": 5 }),
        )
        .await;
    let (a, b) = (g.seat("a"), g.seat("b"));
    // Whoever is to act first ends its part of the step with "done".
    let snap = s.look(&g, &a).await;
    let first_a = snap["to_act"] == json!(["a"]);
    let (asker, other) = if first_a { (&a, &b) } else { (&b, &a) };
    let me = s.look(&g, asker).await;
    let step = me["step"].as_u64().unwrap();
    let done = me["legal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["action"]["action"] == "done")
        .expect("done")["action"]
        .clone();
    let (_, log_before) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&g.host()))
        .await;
    let (st, v) = s.act(&g, asker, step, done).await;
    assert_eq!(st, 200, "{v}");
    let after = s.look(&g, asker).await;
    let now = after["step"].as_u64().unwrap();
    let (st, v) = s
        .post(
            &format!("/api/games/{}/undo", g.id),
            Some(asker),
            &json!({ "expect_step": now }),
        )
        .await;
    assert_eq!(st, 409, "an undo cannot take back the end of a step: {v}");
    // Asked, then declined: nothing changes.
    let ask = format!("/api/games/{}/takeback", g.id);
    let answer = format!("/api/games/{}/takeback/answer", g.id);
    let (st, v) = s
        .post(&ask, Some(asker), &json!({ "expect_step": now }))
        .await;
    assert_eq!(st, 200, "{v}");
    let seen = s.look(&g, other).await;
    assert_eq!(seen["takeback"]["step"], json!(now), "{seen}");
    let (st, _) = s
        .post(&answer, Some(asker), &json!({ "accept": true }))
        .await;
    assert_eq!(st, 403, "the asking seat does not answer itself");
    let (st, v) = s
        .post(&answer, Some(other), &json!({ "accept": false }))
        .await;
    assert_eq!((st, v["accepted"].clone()), (200, json!(false)));
    assert!(s.look(&g, other).await["takeback"].is_null());
    let (st, _) = s
        .post(&answer, Some(other), &json!({ "accept": true }))
        .await;
    assert_eq!(st, 409, "nobody asks now");
    // Asked again and agreed: the step is gone, the asking seat acts again.
    let (st, _) = s
        .post(&ask, Some(asker), &json!({ "expect_step": now }))
        .await;
    assert_eq!(st, 200);
    let (st, v) = s
        .post(&answer, Some(other), &json!({ "accept": true }))
        .await;
    assert_eq!(st, 200, "{v}");
    assert_eq!(v["step"], json!(step));
    let back = s.look(&g, asker).await;
    assert_eq!(back["step"], json!(step));
    assert_eq!(back["to_act"], me["to_act"]);
    let (_, log_after) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&g.host()))
        .await;
    assert_eq!(log_after, log_before, "no trace kept");
    // A request for a step that is not the asker's last is refused.
    let (st, v) = s
        .post(&ask, Some(other), &json!({ "expect_step": step }))
        .await;
    assert_eq!(st, 409, "{v}");
}

async fn a_rematch_offered_declined_and_accepted_by_both(db: &str) {
    let s = Server::start(db).await;
    let g = s
        .create(json!({
            "ruleset": "napoleonic", "seats": { "a": "human", "b": "human" }, "seed": 9,
            "deadline": { "seconds": 600, "then": "remind" },
        }))
        .await;
    let (a, b) = (g.seat("a"), g.seat("b"));
    let offer = format!("/api/games/{}/rematch", g.id);
    let (st, v) = s.post(&offer, Some(&a), &json!({})).await;
    assert_eq!(st, 409, "not before the end: {v}");
    s.play_all(&g).await;
    let (st, _) = s.post(&offer, Some(&g.spectator()), &json!({})).await;
    assert_eq!(st, 403, "a spectator plays no rematch");
    // a offers, b declines: nothing stands.
    let (st, v) = s.post(&offer, Some(&a), &json!({ "swap": true })).await;
    assert_eq!(
        (st, v["made"].clone(), v["seat"].clone()),
        (200, json!(false), json!("b")),
        "{v}"
    );
    let st_a = status(&s, &g.id, &b).await;
    assert_eq!(st_a["rematch"]["waiting"], json!(["b"]), "{st_a}");
    assert_eq!(st_a["rematch"]["accepted"], json!(["a"]));
    let (st, v) = s.post(&offer, Some(&b), &json!({ "swap": false })).await;
    assert_eq!(st, 409, "the offer is accepted as it is: {v}");
    let (st, _) = s
        .post(&format!("{offer}/decline"), Some(&b), &json!({}))
        .await;
    assert_eq!(st, 200);
    assert!(status(&s, &g.id, &a).await["rematch"].is_null());
    // Offered again with the sides swapped, and accepted by both: the game is made.
    let (st, va) = s.post(&offer, Some(&a), &json!({ "swap": true })).await;
    assert_eq!(st, 200, "{va}");
    let (st, vb) = s.post(&offer, Some(&b), &json!({ "swap": true })).await;
    assert_eq!(st, 200, "{vb}");
    assert_eq!(vb["made"], true);
    let next = vb["game"].as_str().unwrap().to_owned();
    assert_eq!(va["game"], json!(next));
    assert_eq!(status(&s, &g.id, &a).await["rematch"]["game"], json!(next));
    let ta = va["token"].as_str().unwrap();
    let tb = vb["token"].as_str().unwrap();
    let na = status(&s, &next, ta).await;
    assert_eq!(na["role"], "seat:b", "a plays b now: {na}");
    assert_eq!(status(&s, &next, tb).await["role"], "seat:a");
    assert_eq!(na["step"], 0);
    assert_eq!(na["scenario"], status(&s, &g.id, &a).await["scenario"]);
    assert_eq!(na["deadline"]["seconds"], 600, "the deadline carries over");
    let (st, _) = s.get(&format!("/api/games/{next}/status"), Some(&a)).await;
    assert_eq!(st, 403, "the old game's link opens only the old game");
    let (st, v) = s.post(&offer, Some(&a), &json!({ "swap": true })).await;
    assert_eq!(st, 409, "made once: {v}");
    // The host takes a host link of the new game; one taken again replaces it.
    let host = format!("{offer}/host");
    let (st, v) = s.post(&host, Some(&a), &json!({})).await;
    assert_eq!(st, 403, "{v}");
    let (st, h1) = s.post(&host, Some(&g.host()), &json!({})).await;
    assert_eq!(st, 200, "{h1}");
    let h1 = h1["token"].as_str().unwrap().to_owned();
    assert_eq!(status(&s, &next, &h1).await["role"], "host");
    let (_, h2) = s.post(&host, Some(&g.host()), &json!({})).await;
    let h2 = h2["token"].as_str().unwrap().to_owned();
    assert_eq!(status(&s, &next, &h2).await["role"], "host");
    let (st, _) = s.get(&format!("/api/games/{next}/status"), Some(&h1)).await;
    assert_eq!(st, 403, "the host link taken before stops working");
    // A rule set of more than two sides swaps none.
    let r = s
        .create(json!({ "ruleset": "rapier", "seats": { "corps": "human" }, "seed": 2 }))
        .await;
    let (st, v) = s
        .post(
            &format!("/api/games/{}/rematch", r.id),
            Some(&r.seat("corps")),
            &json!({ "swap": true }),
        )
        .await;
    assert_eq!(st, 400, "{v}");
    assert_eq!(v["field"], "swap");
}

on_both_stores!(
    seats_last_acted_and_who_is_here,
    games_open_to_watch_are_listed_while_in_progress,
    a_takeback_asked_and_answered,
    a_rematch_offered_declined_and_accepted_by_both
);
