//! The lobby offers the `search` bot (#34) where a rule set has one, in two strengths, and a
//! seat held by it plays: its searches run one game at a time on a thread tokio may block, so
//! the server keeps answering while it thinks.

mod common;

use common::Server;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_offers_search_where_there_is_one_and_it_plays() {
    let s = Server::start(&common::sqlite_url()).await;
    let (st, list) = s.get("/api/rulesets", None).await;
    assert_eq!(st, 200);
    let bots = |id: &str| {
        list.as_array()
            .and_then(|l| l.iter().find(|r| r["id"] == id))
            .map(|r| r["bots"].clone())
            .unwrap_or_default()
    };
    let playouts = |id: &str| {
        list.as_array()
            .and_then(|l| l.iter().find(|r| r["id"] == id))
            .map(|r| r["search_playouts"].clone())
            .unwrap_or_default()
    };
    for id in ["napoleonic", "nqm"] {
        assert_eq!(
            bots(id),
            json!(["random", "heuristic", "search", "search:256"]),
            "{id}"
        );
        assert_eq!(playouts(id), json!(64), "{id}");
    }
    // Rapier's, Operational Art's and Race-for-X's searches play three times the playouts by
    // default, and their stronger four times that.
    for id in ["rapier", "opart", "race"] {
        assert_eq!(
            bots(id),
            json!(["random", "heuristic", "search", "search:768"]),
            "{id}"
        );
        assert_eq!(playouts(id), json!(192), "{id}");
    }
    // A budget the lobby does not offer is refused, naming the kinds it does.
    let (st, v) = s
        .post(
            "/api/games",
            None,
            &json!({ "ruleset": "race", "seats": { "a": "human", "b": "bot:search:100000" } }),
        )
        .await;
    assert_eq!(st, 400, "{v}");
    assert!(v.to_string().contains("search:768"), "{v}");
    // Player B searches; player A, a person, plays the campaign to its end.
    let g = s
        .create(json!({ "ruleset": "race", "seed": 3,
            "seats": { "a": "human", "b": "bot:search" } }))
        .await;
    let posted = s.play_out(&g, &g.seat("a"), 5, 2_000).await;
    assert!(posted > 0);
    let end = s.look(&g, &g.host()).await;
    assert!(end["outcome"].is_object(), "{end}");
    assert_eq!(end["seats"]["b"], "bot:search");
    let (st, log) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&g.host()))
        .await;
    assert_eq!(st, 200);
    assert!(
        log.lines().filter(|l| l.contains("\"seat\":\"b\"")).count() > 0,
        "player B's actions are in the log"
    );
}

/// The tables a result card reads (#61 item 4) come with the rule set: the Napoleonic MDI
/// matrix (shown while a side picks its card), Operational Art's combat bands, Rapier's
/// ground-combat dice; a rule set without one lists none.
#[tokio::test]
async fn rulesets_serve_the_tables_their_cards_read() {
    let s = Server::start(&common::sqlite_url()).await;
    let (st, list) = s.get("/api/rulesets", None).await;
    assert_eq!(st, 200);
    let tables = |id: &str| {
        list.as_array()
            .and_then(|l| l.iter().find(|r| r["id"] == id))
            .map(|r| r["tables"].clone())
            .unwrap_or_default()
    };
    let mdi = &tables("napoleonic")[0];
    assert_eq!(mdi["id"], "mdi");
    assert_eq!(mdi["rule"], "NAP-7");
    assert_eq!(mdi["columns"].as_array().map(Vec::len), Some(6));
    assert_eq!(mdi["rows"][1]["label"], "line");
    assert_eq!(mdi["rows"][1]["cells"][0], "attacker superior");
    assert_eq!(mdi["chosen_with"], json!(["action=mdi"]));
    assert_eq!(tables("opart")[0]["id"], "combat");
    assert_eq!(tables("rapier")[0]["id"], "ground-combat");
    assert_eq!(tables("race"), json!([]));
}
