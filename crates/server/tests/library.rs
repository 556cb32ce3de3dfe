//! The scenario library (#63): publishing checks a scenario as `umpire check` does, stores each
//! text once under its SHA-256 and numbers the versions of a name; the lobby lists them; a game
//! made from one logs the whole scenario, so its replay needs no library.

mod common;

use common::Server;
use serde_json::{json, Value};

const BUNDLED: &str = include_str!("../../napoleonic/scenarios/river-crossing.toml");

/// The bundled river crossing under a name no other test or run publishes: on PostgreSQL every
/// test of a run shares one database.
fn river() -> (String, String) {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let name = format!("river-{}-{nanos}", std::process::id());
    let text = BUNDLED.replacen(
        "name = \"river-crossing\"",
        &format!("name = \"{name}\""),
        1,
    );
    assert_ne!(text, BUNDLED, "the scenario names itself");
    (name, text)
}

/// The library's scenarios of rule set `ruleset` called `name`.
async fn named(s: &Server, ruleset: &str, name: &str) -> Vec<Value> {
    let (st, all) = s
        .get(&format!("/api/scenarios?ruleset={ruleset}"), None)
        .await;
    assert_eq!(st, 200, "{all}");
    let all = all.as_array().unwrap();
    assert!(all
        .iter()
        .all(|p| p.get("toml").is_none() && p["ruleset"] == ruleset));
    all.iter().filter(|p| p["name"] == name).cloned().collect()
}

async fn publish(s: &Server, body: Value) -> (u16, Value) {
    s.post("/api/scenarios", None, &body).await
}

async fn publishing_versions_listing_and_playing(db: &str) {
    let s = Server::start(db).await;
    let (name, owned) = river();
    let text = owned.as_str();
    // The check the editor calls: valid, with the scenario's name and title.
    let (st, v) = s
        .post(
            "/api/scenarios/check",
            None,
            &json!({"ruleset": "napoleonic", "toml": text}),
        )
        .await;
    assert_eq!(st, 200, "{v}");
    assert_eq!(v["valid"], true);
    assert_eq!(v["name"], name.as_str());
    // Published: version 1; the same text again is the same publication.
    let body = json!({"ruleset": "napoleonic", "toml": text, "author": "Ann"});
    let (st, first) = publish(&s, body.clone()).await;
    assert_eq!(st, 201, "{first}");
    assert_eq!(
        (first["version"].as_i64(), first["author"].as_str()),
        (Some(1), Some("Ann"))
    );
    let hash = first["hash"].as_str().unwrap().to_owned();
    assert_eq!(hash.len(), 64);
    let (st, again) = publish(&s, body).await;
    assert_eq!(
        (st, &again["hash"], &again["version"]),
        (200, &first["hash"], &json!(1))
    );
    // A changed text of the same name is its next version.
    let longer = text.replacen("turns = 12", "turns = 14", 1);
    assert_ne!(longer, text, "the scenario says its turns");
    let (st, second) = publish(
        &s,
        json!({"ruleset": "napoleonic", "toml": longer, "author": "Bob"}),
    )
    .await;
    assert_eq!(st, 201, "{second}");
    assert_eq!(second["version"], 2);
    // Listed, by rule set, without their texts, the newer first; one by its hash, with it.
    let listed = named(&s, "napoleonic", &name).await;
    let versions: Vec<&Value> = listed.iter().map(|p| &p["version"]).collect();
    assert_eq!(versions, [&json!(2), &json!(1)], "{listed:?}");
    assert!(named(&s, "nqm", &name).await.is_empty());
    let (st, one) = s
        .get(
            &format!("/api/scenarios/{}", second["hash"].as_str().unwrap()),
            None,
        )
        .await;
    assert_eq!(st, 200);
    assert_eq!(one["toml"], longer.as_str());
    // A game of version 2: its log holds the whole scenario (14 turns) under the name and
    // version, and replays without the library.
    let g = s
        .create(
            json!({"ruleset": "napoleonic", "published": second["hash"], "seed": 3,
                       "seats": {"a": "bot:heuristic", "b": "bot:heuristic"}}),
        )
        .await;
    let (st, log) = s
        .get_text(&format!("/api/games/{}/log", g.id), Some(&g.host()))
        .await;
    assert_eq!(st, 200, "{log}");
    let header: Value = serde_json::from_str(log.lines().next().unwrap()).unwrap();
    assert_eq!(header["scenario_name"], format!("{name} v2"), "{header}");
    assert!(
        log.lines().next().unwrap().contains("\"turns\":14"),
        "the log holds the text's turns"
    );
}

async fn what_publishing_refuses(db: &str) {
    let s = Server::start(db).await;
    let (name, owned) = river();
    let text = owned.as_str();
    let bad = |field: &str, v: &Value| {
        assert_eq!(v["field"], field, "{v}");
    };
    // The check's first invalid field, in the words of `umpire check`, and nothing stored.
    let broken = text.replacen("turns = 12", "turns = 0", 1);
    let (st, v) = s
        .post(
            "/api/scenarios/check",
            None,
            &json!({"ruleset": "napoleonic", "toml": broken}),
        )
        .await;
    assert_eq!(st, 400, "{v}");
    bad("toml", &v);
    assert_eq!(v["reason"], "rules.turns: 1 to 200 turns");
    assert_eq!(v["scenario_field"], "rules.turns");
    let (st, v) = publish(
        &s,
        json!({"ruleset": "napoleonic", "toml": broken, "author": "Ann"}),
    )
    .await;
    assert_eq!(st, 400, "{v}");
    for (author, why) in [
        ("", "empty"),
        ("a\nb", "two lines"),
        (&"x".repeat(61)[..], "long"),
    ] {
        let (st, v) = publish(
            &s,
            json!({"ruleset": "napoleonic", "toml": text, "author": author}),
        )
        .await;
        assert_eq!(st, 400, "{why}: {v}");
        bad("author", &v);
    }
    let (st, v) = publish(
        &s,
        json!({"ruleset": "chess", "toml": text, "author": "Ann"}),
    )
    .await;
    assert_eq!(st, 400);
    bad("ruleset", &v);
    assert!(
        named(&s, "napoleonic", &name).await.is_empty(),
        "nothing refused was stored"
    );
    // A game of a scenario the library does not have, or of another rule set's.
    let (st, v) = s
        .post(
            "/api/games",
            None,
            &json!({"ruleset": "napoleonic", "published": "00"}),
        )
        .await;
    assert_eq!(st, 404, "{v}");
    let (_, p) = publish(
        &s,
        json!({"ruleset": "napoleonic", "toml": text, "author": "Ann"}),
    )
    .await;
    let (st, v) = s
        .post(
            "/api/games",
            None,
            &json!({"ruleset": "nqm", "published": p["hash"]}),
        )
        .await;
    assert_eq!(st, 400, "{v}");
    bad("published", &v);
    let (st, v) = s
        .post(
            "/api/games",
            None,
            &json!({"ruleset": "napoleonic", "published": p["hash"], "scenario": "river-crossing"}),
        )
        .await;
    assert_eq!(st, 400, "{v}");
    bad("published", &v);
}

on_both_stores!(
    publishing_versions_listing_and_playing,
    what_publishing_refuses
);

/// The editor's balance button (#63): the study of `umpire balance` on the scenario as drawn
/// and its knob's values either side, the same figures for the same text, and what it refuses.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_editors_balance_study_reports_each_side_the_knob_and_a_proposal() {
    let s = Server::start(&common::sqlite_url()).await;
    let body = json!({"ruleset": "napoleonic", "toml": BUNDLED, "games": 12});
    let (st, v) = s.post("/api/scenarios/balance", None, &body).await;
    assert_eq!(st, 200, "{v}");
    assert_eq!(v["ruleset"], "napoleonic");
    assert_eq!(v["scenario"], "river-crossing");
    assert_eq!(v["games"], 12);
    assert_eq!(v["sides"], json!(["side A", "side B"]));
    assert_eq!(v["knob"]["name"], "turns");
    assert_eq!(v["knob"]["path"], json!(["rules", "turns"]));
    assert_eq!(v["knob"]["as_drawn"], 12);
    // The scenario as drawn first, then turns 6 to 18 by twos.
    let values: Vec<i64> = v["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["value"].as_i64().unwrap())
        .collect();
    assert_eq!(values, vec![12, 6, 8, 10, 14, 16, 18]);
    for run in v["runs"].as_array().unwrap() {
        let won: Vec<u64> = (0..2)
            .map(|k| run["sides"][k]["won"]["games"].as_u64().unwrap())
            .collect();
        let drawn = run["sides"][0]["drawn"]["games"].as_u64().unwrap();
        let unfinished = run["unfinished"].as_u64().unwrap();
        assert_eq!(won[0] + won[1] + drawn + unfinished, 12, "{run}");
        assert_eq!(run["decided"].as_u64().unwrap(), won[0] + won[1]);
    }
    // The same text, the same seeds: the same figures (but for the time taken).
    let (_, again) = s.post("/api/scenarios/balance", None, &body).await;
    let strip = |mut x: Value| {
        x["seconds"] = Value::Null;
        x
    };
    assert_eq!(strip(again), strip(v.clone()));
    // What it refuses: the check's words, an unknown rule set, a rule set's other fields.
    let (st, e) = s
        .post(
            "/api/scenarios/balance",
            None,
            &json!({"ruleset": "napoleonic", "toml": BUNDLED.replace("turns = 12", "turns = 0")}),
        )
        .await;
    assert_eq!(st, 400, "{e}");
    assert_eq!(e["scenario_field"], "rules.turns");
    let (st, e) = s
        .post(
            "/api/scenarios/balance",
            None,
            &json!({"ruleset": "chess", "toml": BUNDLED}),
        )
        .await;
    assert_eq!(st, 400, "{e}");
    assert_eq!(e["field"], "ruleset");
    let (st, e) = s
        .post(
            "/api/scenarios/balance",
            None,
            &json!({"ruleset": "napoleonic", "toml": BUNDLED, "seed": 3}),
        )
        .await;
    assert_eq!(st, 400, "{e}");
}

/// Quick battles (#63): drawn for Napoleonic and Operational Art, and refused for a rule set
/// they are not drawn for, naming the field.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_battles_are_drawn_for_napoleonic_and_operational_art() {
    let s = Server::start(&common::sqlite_url()).await;
    for (ruleset, first) in [
        ("napoleonic", "quick-open-small-4"),
        ("opart", "quick-opart-open-small-4"),
    ] {
        let (st, q) = s
            .post(
                "/api/quick",
                None,
                &json!({"ruleset": ruleset, "size": "small", "ground": "open", "seed": 4}),
            )
            .await;
        assert_eq!(st, 200, "{q}");
        assert_eq!(q["ruleset"], ruleset);
        assert!(
            q["name"]
                .as_str()
                .unwrap()
                .starts_with(&first[..first.len() - 1]),
            "{q}"
        );
        assert!(q["a_won"].as_u64() <= q["decided"].as_u64());
        // What the lobby then makes a game of passes the editor's check.
        let (st, c) = s
            .post(
                "/api/scenarios/check",
                None,
                &json!({"ruleset": ruleset, "toml": q["toml"]}),
            )
            .await;
        assert_eq!(st, 200, "{c}");
    }
    let (st, e) = s
        .post(
            "/api/quick",
            None,
            &json!({"ruleset": "race", "size": "small", "ground": "open"}),
        )
        .await;
    assert_eq!(st, 400, "{e}");
    assert_eq!(e["field"], "ruleset");
    assert_eq!(
        e["reason"],
        "quick battles are drawn for napoleonic and opart, not \"race\""
    );
}
