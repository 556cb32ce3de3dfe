//! Scale-out on PostgreSQL: two servers on one database serve the same games. A game created
//! through one is played through both in turn; each answers from the game as stored (a server
//! whose copy is behind catches up first), a socket on one hears of actions taken through the
//! other, two actions racing for one step through the two servers are taken once, and chat and
//! links are shared. Skipped without `UMPIRE_TEST_POSTGRES` (refused in CI).

mod common;

use common::{socket_frames, Server, Socket};
use serde_json::{json, Value};
use umpire_core::game::{replay_with, ReplayOptions};
use umpire_rapier::Rapier;

async fn socket(s: &Server, id: &str, token: &str) -> Socket {
    let base = s.base.replace("http://", "ws://");
    let url = format!("{base}/api/games/{id}/ws?token={token}");
    tokio_tungstenite::connect_async(url)
        .await
        .expect("socket")
        .0
}

/// Reads state frames until one reports `step` or later.
async fn heard(ws: &mut Socket, step: u64) -> Vec<Value> {
    let mut all = Vec::new();
    loop {
        let frames = socket_frames(ws, 1).await;
        let last = frames.last().and_then(|f| f["step"].as_u64()).unwrap_or(0);
        all.extend(frames);
        if last >= step {
            return all;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_one_postgres_serve_the_same_games() {
    let Some(db) = common::postgres_url() else {
        return;
    };
    let servers = [Server::start(&db).await, Server::start(&db).await];
    let g = servers[0]
        .create(json!({ "ruleset": "rapier", "scenario": "uranus", "seats": { "corps": "human" }, "seed": 61 }))
        .await;
    let corps = g.seat("corps");
    // A socket on the first server, for the spectators.
    let mut ws = socket(&servers[0], &g.id, &g.spectator()).await;
    socket_frames(&mut ws, 1).await;

    // Two different actions race for one step through the two servers, four times: one is
    // taken each time, and whichever server loses keeps serving (its socket stays open).
    let mut races = 0;
    while races < 4 {
        let v = servers[1].look(&g, &corps).await;
        let step = v["step"].as_u64().unwrap();
        let legal = v["legal"].as_array().unwrap().clone();
        if legal.len() < 2 {
            let (st, r) = servers[0]
                .act(&g, &corps, step, legal[0]["action"].clone())
                .await;
            assert_eq!(st, 200, "{r}");
            continue;
        }
        races += 1;
        let (a, b) = tokio::join!(
            servers[0].act(&g, &corps, step, legal[0]["action"].clone()),
            servers[1].act(&g, &corps, step, legal[1]["action"].clone()),
        );
        let mut codes = [a.0, b.0];
        codes.sort_unstable();
        assert_eq!(codes, [200, 409], "{} / {}", a.1, b.1);
        let after = servers[0].look(&g, &corps).await["step"].as_u64().unwrap();
        assert_eq!(
            after,
            servers[1].look(&g, &corps).await["step"].as_u64().unwrap()
        );
        assert!(after > step);
        heard(&mut ws, after).await;
    }

    // Chat written through one server is read through the other; so are new links.
    let (st, m) = servers[1]
        .post(
            &format!("/api/games/{}/chat", g.id),
            Some(&corps),
            &json!({ "channel": "intercom", "text": "attack at dawn" }),
        )
        .await;
    assert_eq!(st, 201, "{m}");
    let (_, read) = servers[0]
        .get(&format!("/api/games/{}/chat", g.id), Some(&corps))
        .await;
    assert_eq!(read["messages"][0]["body"], "attack at dawn", "{read}");

    // The corps plays to the end, each action through the other server; the socket on the
    // first server hears every step, whichever server took it.
    let mut seed = 5_u64;
    let mut k = 0;
    loop {
        let s = &servers[k % 2];
        let v = s.look(&g, &corps).await;
        if !v["outcome"].is_null() {
            break;
        }
        let legal = v["legal"].as_array().unwrap();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let pick = legal[usize::try_from(seed >> 33).unwrap() % legal.len()]["action"].clone();
        let (st, r) = s.act(&g, &corps, v["step"].as_u64().unwrap(), pick).await;
        assert_eq!(st, 200, "{r}");
        let now = r["current"].as_u64().unwrap();
        let frames = heard(&mut ws, now).await;
        assert!(
            frames.iter().any(|f| f["type"] == "entry"),
            "the first server's socket heard nothing of step {now}"
        );
        k += 1;
        assert!(k < 3_000, "no end");
    }
    assert!(k > 10, "the corps acted {k} times");

    // The host reissues the corps' link through the second server: the first refuses the old,
    // and a socket open on it there is told and closed.
    let mut old_ws = socket(&servers[0], &g.id, &corps).await;
    socket_frames(&mut old_ws, 1).await;
    let (st, r) = servers[1]
        .post(
            &format!("/api/games/{}/seats/corps", g.id),
            Some(&g.host()),
            &json!({ "reissue": true }),
        )
        .await;
    assert_eq!(st, 200, "{r}");
    assert!(
        common::told_revoked(&mut old_ws).await,
        "the first server's socket on the old link was told"
    );
    let path = format!("/api/games/{}", g.id);
    assert_eq!(servers[0].get(&path, Some(&corps)).await.0, 403);
    let fresh = r["token"].as_str().unwrap();
    assert_eq!(servers[0].get(&path, Some(fresh)).await.0, 200);

    // The final log, from either server, is the same and verifies with the shared key.
    let log_path = format!("/api/games/{}/log", g.id);
    let logs = [
        servers[0].get_text(&log_path, Some(fresh)).await.1,
        servers[1].get_text(&log_path, Some(fresh)).await.1,
    ];
    assert_eq!(logs[0], logs[1]);
    let (_, key) = servers[1].get("/api/key", None).await;
    let key = umpire_core::log::parse_public_key(key["key"].as_str().unwrap()).unwrap();
    let opts = ReplayOptions {
        to: None,
        secret: None,
        verify: Some(key),
    };
    let r = replay_with::<Rapier>(&logs[0], &opts, |_, _, _, _| {}).expect("the log verifies");
    assert!(r.finished);
}

/// An undo through one server (then another action in its place) reaches the other: it
/// serves the game as stored, not the step taken back, and its sockets are told `undo`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_undo_through_one_server_reaches_the_other() {
    let Some(db) = common::postgres_url() else {
        return;
    };
    let servers = [Server::start(&db).await, Server::start(&db).await];
    let g = servers[0]
        .create(json!({ "ruleset": "rapier", "scenario": "uranus", "seats": { "umpire": "human" }, "seed": 62 }))
        .await;
    let umpire = g.seat("umpire");
    let v = servers[1].look(&g, &umpire).await;
    let step = v["step"].as_u64().unwrap();
    let legal: Vec<Value> = v["legal"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["ends"] == false)
        .cloned()
        .collect();
    assert!(legal.len() >= 2, "two actions to choose from");
    let mut ws = socket(&servers[1], &g.id, &g.spectator()).await;
    socket_frames(&mut ws, 1).await;
    let (st, a) = servers[0]
        .act(&g, &umpire, step, legal[0]["action"].clone())
        .await;
    assert_eq!(st, 200, "{a}");
    assert_eq!(
        servers[1].look(&g, &umpire).await["step"].as_u64(),
        Some(step + 1)
    );
    let (st, u) = servers[0]
        .post(
            &format!("/api/games/{}/undo", g.id),
            Some(&umpire),
            &json!({ "expect_step": step + 1 }),
        )
        .await;
    assert_eq!(st, 200, "{u}");
    let (st, a) = servers[0]
        .act(&g, &umpire, step, legal[1]["action"].clone())
        .await;
    assert_eq!(st, 200, "{a}");
    let here = servers[0].look(&g, &umpire).await;
    let there = servers[1].look(&g, &umpire).await;
    assert_eq!(there["step"], here["step"]);
    assert_eq!(
        there["view"], here["view"],
        "the other server serves the game as stored"
    );
    // Its socket heard of the undo (now or when it caught up).
    let mut frames = Vec::new();
    while !frames.iter().any(|f: &Value| f["type"] == "undo") {
        frames.extend(socket_frames(&mut ws, 1).await);
    }
}
