//! Undo (#31 item 3): a seat takes back its last action when it rolled no die, left the seat
//! still to act and showed it nothing new; the log keeps no trace and the dice are unchanged.

mod common;

use common::{Game, Server};
use serde_json::{json, Value};

on_both_stores!(
    undo_leaves_no_trace_in_the_log_and_the_dice,
    undo_tells_the_other_seats_sockets,
);

/// The messages an undo may be refused with, besides a game that moved on.
const REFUSALS: [&str; 5] = [
    "the game is over",
    "nothing to take back",
    "rolled dice",
    "ended your part",
    "showed you something",
];

async fn undo(s: &Server, g: &Game, token: &str, step: u64) -> (u16, Value) {
    s.post(
        &format!("/api/games/{}/undo", g.id),
        Some(token),
        &json!({ "expect_step": step }),
    )
    .await
}

/// Plays `seat` to the end with seeded choices; with `try_undo`, after each action it asks to
/// take it back and, when that is granted, checks the game is back where it was and plays the
/// same action again. Returns the log's step lines and how many undos were granted and refused.
async fn play(
    s: &Server,
    g: &Game,
    seat: &str,
    mut seed: u64,
    try_undo: bool,
) -> (Vec<String>, usize, usize) {
    let token = g.seat(seat);
    let (mut granted, mut refused) = (0, 0);
    for _ in 0..3000 {
        let v = s.look(g, &token).await;
        if !v["outcome"].is_null() {
            let (st, log) = s
                .get_text(&format!("/api/games/{}/log", g.id), Some(&token))
                .await;
            assert_eq!(st, 200, "{log}");
            let steps = log
                .lines()
                .filter(|l| l.starts_with("{\"step\""))
                .map(str::to_owned)
                .collect();
            return (steps, granted, refused);
        }
        let legal = v["legal"].as_array().expect("legal").clone();
        assert!(!legal.is_empty(), "{seat} must act but has nothing legal");
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let k = usize::try_from(seed >> 33).unwrap_or(0) % legal.len();
        let step = v["step"].as_u64().expect("step");
        let (st, a) = s.act(g, &token, step, legal[k]["action"].clone()).await;
        assert_eq!(st, 200, "{a}");
        if !try_undo {
            continue;
        }
        let now = a["current"].as_u64().expect("current");
        let (st, u) = undo(s, g, &token, now).await;
        if st == 200 {
            granted += 1;
            assert_eq!(
                u["step"].as_u64(),
                Some(step),
                "back to the step before: {u}"
            );
            let again = s.look(g, &token).await;
            assert_eq!(again["view"], v["view"], "the view is as it was");
            assert_eq!(again["legal"], v["legal"], "the same actions are legal");
            let (st, a) = s.act(g, &token, step, legal[k]["action"].clone()).await;
            assert_eq!(st, 200, "the same action is taken again: {a}");
        } else {
            refused += 1;
            assert_eq!(st, 409, "{u}");
            let e = u["error"].as_str().unwrap_or_default();
            assert!(REFUSALS.iter().any(|r| e.contains(r)), "{e}");
            assert_eq!(
                s.look(g, &token).await["step"].as_u64(),
                Some(now),
                "nothing changed"
            );
        }
    }
    panic!("no end after 3000 actions");
}

/// Each rule set with a person's seat: a game whose every action is followed by an undo
/// request (and, when granted, the same action again) logs exactly the steps of the game
/// played without them: the same actions, rolls and chain of hashes.
async fn undo_leaves_no_trace_in_the_log_and_the_dice(db: &str) {
    let s = Server::start(db).await;
    for (ruleset, seat, seed) in [
        ("rapier", "umpire", 3),
        ("napoleonic", "a", 5),
        ("opart", "soviet", 7),
        ("nqm", "attacker", 11),
        ("race", "a", 13),
    ] {
        let body = json!({ "ruleset": ruleset, "seats": { seat: "human" }, "seed": seed });
        let plain = s.create(body.clone()).await;
        let undone = s.create(body).await;
        let (want, _, _) = play(&s, &plain, seat, seed, false).await;
        let (got, granted, refused) = play(&s, &undone, seat, seed, true).await;
        assert_eq!(got.len(), want.len(), "{ruleset}: as many steps");
        assert!(got == want, "{ruleset}: the logs differ");
        assert!(refused > 0, "{ruleset}: some undo was refused");
        println!("{ruleset}: {granted} undos granted, {refused} refused");
        assert!(granted > 0, "{ruleset}: some undo was granted");
    }
}

/// The other seats' sockets are told the step was taken back (`undo`), then get the step
/// played again as a new entry; a spectator cannot undo.
async fn undo_tells_the_other_seats_sockets(db: &str) {
    let s = Server::start(db).await;
    let g = s
        .create(json!({ "ruleset": "rapier", "seats": { "umpire": "human", "corps": "human" }, "seed": 2 }))
        .await;
    let umpire = g.seat("umpire");
    let base = s.base.replace("http://", "ws://");
    let url = format!("{base}/api/games/{}/ws?token={}", g.id, g.spectator());
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("socket");
    let v = s.look(&g, &umpire).await;
    let step = v["step"].as_u64().expect("step");
    let a = v["legal"]
        .as_array()
        .and_then(|l| l.iter().find(|x| x["ends"] == false))
        .expect("an action that does not end the umpire's turn")["action"]
        .clone();
    assert_eq!(s.act(&g, &umpire, step, a.clone()).await.0, 200);
    let (st, e) = undo(&s, &g, &g.spectator(), step + 1).await;
    assert_eq!(st, 403, "{e}");
    let (st, e) = undo(&s, &g, &umpire, step).await;
    assert_eq!(st, 409, "a stale step is refused: {e}");
    let (st, u) = undo(&s, &g, &umpire, step + 1).await;
    assert_eq!(st, 200, "{u}");
    assert_eq!(s.act(&g, &umpire, step, a).await.0, 200);
    let mut seen: Vec<(String, u64)> = Vec::new();
    // Frames until the step played again is told after the undo.
    while !seen
        .iter()
        .skip_while(|(k, _)| k != "undo")
        .any(|(k, _)| k == "state")
    {
        let msg = tokio::time::timeout(
            std::time::Duration::from_secs(10),
            futures_util::StreamExt::next(&mut ws),
        )
        .await
        .expect("a frame in time")
        .expect("open")
        .expect("frame");
        let f: Value = serde_json::from_str(msg.to_text().unwrap()).unwrap();
        let kind = f["type"].as_str().unwrap_or_default().to_owned();
        let at = f["step"]
            .as_u64()
            .or_else(|| f["entry"]["step"].as_u64())
            .unwrap_or(0);
        seen.push((kind, at));
    }
    let want: Vec<(String, u64)> = [
        ("entry", step + 1),
        ("state", step + 1),
        ("undo", step),
        ("entry", step + 1),
        ("state", step + 1),
    ]
    .iter()
    .map(|(k, n)| ((*k).to_owned(), *n))
    .collect();
    // The socket's backlog comes first: from the first entry of the step played on.
    let from = seen
        .iter()
        .position(|x| *x == want[0])
        .expect("the step's entry");
    assert_eq!(&seen[from..], &want[..], "{seen:?}");
}
