//! The per-seat push as changes (#33 item 4): a socket sends a seat's view whole once and then
//! what changed, step by step; a page that follows them has the view the snapshot gives, and
//! may ask the snapshot to leave the view out.

mod common;

use common::{socket_frames, Server};
use serde_json::{json, Value};
use umpire_core::record::{Follower, RecordEntry};

on_both_stores!(
    a_socket_sends_the_view_whole_once_then_what_changed,
    a_snapshot_leaves_the_view_out_when_asked,
);

/// A Rapier game with the corps a person's and bots in the other seats.
fn corps_only(seed: u64) -> Value {
    json!({ "ruleset": "rapier", "scenario": "uranus", "seats": { "corps": "human" }, "seed": seed })
}

/// The entries among `frames`, read as record entries.
fn entries(frames: &[Value]) -> Vec<RecordEntry> {
    frames
        .iter()
        .filter(|f| f["type"] == "entry")
        .map(|f| serde_json::from_value(f["entry"].clone()).expect("a record entry"))
        .collect()
}

async fn a_socket_sends_the_view_whole_once_then_what_changed(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(31)).await;
    let corps = g.seat("corps");
    let url = |since: Option<u64>| {
        let base = s.base.replace("http://", "ws://");
        let from = since.map(|n| format!("&since={n}")).unwrap_or_default();
        format!("{base}/api/games/{}/ws?token={corps}{from}", g.id)
    };
    let (mut ws, _) = tokio_tungstenite::connect_async(url(None))
        .await
        .expect("socket");
    let backlog = entries(&socket_frames(&mut ws, 1).await);
    assert!(
        backlog[0].view.is_some(),
        "the first entry holds the view whole"
    );
    assert!(
        backlog[1..].iter().all(|e| e.view.is_none()),
        "then only changes"
    );
    let mut follower = Follower::new();
    for e in &backlog {
        follower.follow(e).expect("the changes apply");
    }
    let mut played = 0;
    while played < 6 {
        let v = s.look(&g, &corps).await;
        assert_eq!(
            follower.view(),
            Some(&v["view"]),
            "the followed view is the snapshot's"
        );
        if !v["outcome"].is_null() {
            break;
        }
        let step = v["step"].as_u64().unwrap();
        let action = v["legal"][0]["action"].clone();
        let (st, a) = s.act(&g, &corps, step, action).await;
        assert_eq!(st, 200, "{a}");
        let pushed = entries(&socket_frames(&mut ws, 1).await);
        assert!(!pushed.is_empty());
        assert!(
            pushed.iter().all(|e| e.view.is_none()),
            "a live push holds changes only"
        );
        for e in &pushed {
            follower.follow(e).expect("the changes apply");
        }
        played += 1;
    }
    ws.close(None).await.ok();
    // A socket that resumes after a step gets that step's next view whole: it may have missed
    // the ones before.
    let now = s.look(&g, &corps).await;
    let step = now["step"].as_u64().unwrap();
    let (mut again, _) = tokio_tungstenite::connect_async(url(Some(step - 3)))
        .await
        .expect("socket");
    let missed = entries(&socket_frames(&mut again, 1).await);
    assert_eq!(missed.len(), 3);
    assert!(
        missed[0].view.is_some(),
        "a resumed socket's first entry is whole"
    );
    let mut fresh = Follower::new();
    for e in &missed {
        fresh.follow(e).expect("the changes apply");
    }
    assert_eq!(fresh.view(), Some(&now["view"]));
}

async fn a_snapshot_leaves_the_view_out_when_asked(db: &str) {
    let s = Server::start(db).await;
    let g = s.create(corps_only(32)).await;
    let corps = g.seat("corps");
    let path = format!("/api/games/{}", g.id);
    let (st, whole) = s.get(&path, Some(&corps)).await;
    assert_eq!(st, 200);
    let (st, lean) = s.get(&format!("{path}?view=none"), Some(&corps)).await;
    assert_eq!(st, 200, "{lean}");
    assert!(
        lean.get("view").is_none() && lean.get("text").is_none(),
        "{lean}"
    );
    assert_eq!(lean["legal"], whole["legal"]);
    assert_eq!(lean["step"], whole["step"]);
    let (st, same) = s.get(&format!("{path}?view=whole"), Some(&corps)).await;
    assert_eq!((st, &same["view"]), (200, &whole["view"]));
    let (st, bad) = s.get(&format!("{path}?view=half"), Some(&corps)).await;
    assert_eq!(st, 400, "{bad}");
    let error = bad["error"].as_str().unwrap();
    assert!(
        error.contains("view"),
        "the error names the parameter: {error}"
    );
}
