//! `umpire serve` as a process: the first line it prints, and games that survive `kill -9`
//! between an acknowledged action and the next, on SQLite and on PostgreSQL.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

use common::serve::Serve;

use serde_json::{json, Value};

#[test]
fn serve_prints_where_it_listens_first() {
    let dir = tempdir("first-line");
    let s = Serve::start(&format!("sqlite:{dir}/g.db"));
    let (st, v) = s.json("GET", "/api/key", None, None);
    assert_eq!(st, 200);
    assert_eq!(v["key"].as_str().map(str::len), Some(64));
    let (st, doc) = s.json("GET", "/api/openapi.json", None, None);
    assert_eq!(st, 200);
    for path in [
        "/api/games",
        "/api/games/{id}",
        "/api/games/{id}/actions",
        "/api/games/{id}/log",
        "/api/key",
        "/api/games/{id}/chat",
        "/api/games/{id}/ws",
        "/api/games/{id}/status",
        "/api/games/{id}/takeback",
        "/api/games/{id}/back",
        "/api/games/{id}/hooks",
        "/api/games/{id}/rematch",
        "/api/games/{id}/rematch/decline",
        "/api/games/{id}/rematch/host",
        "/api/watch",
        "/api/scenarios",
        "/api/scenarios/check",
        "/api/scenarios/{hash}",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} is not documented");
    }
    let bad = Command::new(env!("CARGO_BIN_EXE_umpire"))
        .args([
            "serve",
            "--addr",
            "not-an-address",
            "--db",
            &format!("sqlite:{dir}/h.db"),
        ])
        .stdin(Stdio::null())
        .output()
        .expect("runs");
    assert_eq!(bad.status.code(), Some(1));
    let err = common::text(&bad.stderr);
    assert!(
        err.contains("cannot listen on not-an-address") && err.lines().count() == 1,
        "{err}"
    );
}

fn tempdir(tag: &str) -> String {
    let d = std::env::temp_dir().join(format!("umpire-serve-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("temp dir");
    d.display().to_string()
}

/// Plays the corps seat, killing the server with SIGKILL right after every `every`-th
/// acknowledgement and restarting it on the same database: every acknowledged action must be
/// there after the restart, and the game must end with a log that verifies.
fn survives_kill_9(db: &str, every: usize) -> (usize, usize) {
    let mut s = Serve::start(db);
    let (st, g) = s.json(
        "POST",
        "/api/games",
        None,
        Some(&json!({ "ruleset": "rapier", "seed": 77, "seats": { "corps": "human" } })),
    );
    assert_eq!(st, 201, "{g}");
    let id = g["id"].as_str().unwrap().to_owned();
    let corps = g["seats"]["corps"]["token"].as_str().unwrap().to_owned();
    let game = format!("/api/games/{id}");
    let (mut kills, mut acked, mut seed) = (0, 0, 99u64);
    loop {
        let (st, v) = s.json("GET", &game, Some(&corps), None);
        assert_eq!(st, 200, "{v}");
        if !v["outcome"].is_null() {
            break;
        }
        let legal = v["legal"].as_array().unwrap();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let action = legal[usize::try_from(seed >> 33).unwrap() % legal.len()]["action"].clone();
        let step = v["step"].as_u64().unwrap();
        let (st, a) = s.json(
            "POST",
            &format!("{game}/actions"),
            Some(&corps),
            Some(&json!({ "expect_step": step, "action": action })),
        );
        assert_eq!(st, 200, "{a}");
        acked += 1;
        if acked % every == 0 {
            let at = a["current"].as_u64().unwrap();
            s.kill();
            kills += 1;
            s = Serve::start(db);
            let (st, v) = s.json("GET", &game, Some(&corps), None);
            assert_eq!(st, 200, "{v}");
            assert_eq!(
                v["step"].as_u64(),
                Some(at),
                "an acknowledged action was lost"
            );
            // The record holds the acknowledged action as the corps took it.
            let (_, record) = s.request("GET", &format!("{game}/log"), Some(&corps), None);
            let mine = record
                .lines()
                .filter_map(|l| serde_json::from_str::<Value>(l).ok())
                .find(|e| e["step"].as_u64() == a["step"].as_u64())
                .expect("the acknowledged step is in the record");
            assert_eq!(mine["seat"], "corps");
            // The retried request is answered from the store, not applied twice.
            let (st, again) = s.json(
                "POST",
                &format!("{game}/actions"),
                Some(&corps),
                Some(&json!({ "expect_step": step, "action": action })),
            );
            assert_eq!(
                (st, again["step"].clone()),
                (200, a["step"].clone()),
                "{again}"
            );
        }
        assert!(acked < 5_000, "no end");
    }
    let (_, log) = s.request("GET", &format!("{game}/log"), Some(&corps), None);
    let (_, key) = s.json("GET", "/api/key", None, None);
    let dir = tempdir(&format!("verify-{}", kills));
    std::fs::write(format!("{dir}/game.log"), &log).unwrap();
    std::fs::write(format!("{dir}/server.pub"), key["key"].as_str().unwrap()).unwrap();
    let out = common::umpire(
        &[
            "replay",
            &format!("{dir}/game.log"),
            "--verify",
            &format!("{dir}/server.pub"),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", common::text(&out.stderr));
    (kills, acked)
}

#[test]
fn a_game_survives_kill_9_on_sqlite() {
    let dir = tempdir("kill-sqlite");
    let (kills, acked) = survives_kill_9(&format!("sqlite:{dir}/g.db"), 7);
    assert!(kills >= 5, "only {kills} kills in {acked} actions");
    eprintln!("sqlite: {kills} kills in {acked} acknowledged actions, none lost");
}

/// The PostgreSQL server of `UMPIRE_TEST_POSTGRES`, or `None` to skip (refused when
/// `UMPIRE_REQUIRE_POSTGRES` is set, as in CI, so that a missing server fails).
fn postgres_url() -> Option<String> {
    let Ok(url) = std::env::var("UMPIRE_TEST_POSTGRES") else {
        assert!(
            std::env::var_os("UMPIRE_REQUIRE_POSTGRES").is_none(),
            "UMPIRE_REQUIRE_POSTGRES is set but UMPIRE_TEST_POSTGRES names no server"
        );
        eprintln!("skipped: set UMPIRE_TEST_POSTGRES=postgres://… to run on PostgreSQL");
        return None;
    };
    Some(url)
}

#[test]
fn a_game_survives_kill_9_on_postgres() {
    let Some(url) = postgres_url() else { return };
    let (kills, acked) = survives_kill_9(&url, 7);
    assert!(kills >= 5, "only {kills} kills in {acked} actions");
    eprintln!("postgres: {kills} kills in {acked} acknowledged actions, none lost");
}

/// Plays both players of a served campaign with seeded choices until it waits for its battle's
/// game; each player's snapshot then.
fn to_battle(s: &Serve, id: &str, a: &str, b: &str, mut seed: u64) -> (Value, Value) {
    let game = format!("/api/games/{id}");
    for _ in 0..500 {
        let va = s.json("GET", &game, Some(a), None).1;
        let vb = s.json("GET", &game, Some(b), None).1;
        let (token, v) = match (va["legal"].as_array(), vb["legal"].as_array()) {
            (Some(l), _) if !l.is_empty() => (a, &va),
            (_, Some(l)) if !l.is_empty() => (b, &vb),
            _ => return (va, vb),
        };
        let legal = v["legal"].as_array().unwrap();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let action = legal[usize::try_from(seed >> 33).unwrap() % legal.len()]["action"].clone();
        let step = v["step"].as_u64().unwrap();
        let (st, r) = s.json(
            "POST",
            &format!("{game}/actions"),
            Some(token),
            Some(&json!({ "expect_step": step, "action": action })),
        );
        assert_eq!(st, 200, "{r}");
    }
    panic!("no battle after 500 actions");
}

/// The battle link for `role` a campaign snapshot gives.
fn battle_link(v: &Value, role: &str) -> String {
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

/// #59 item 6: the host reissues a campaign player's link during a served battle, and the
/// server is killed (`kill -9`) at each point of the reissue: before its transaction commits
/// and after. After the restart the old campaign link and the battle link derived from it
/// either both still work (nothing was changed) or neither does; never the old battle link
/// alone. A second reissue then moves the battle link too.
fn the_relink_after_a_reissue_survives_kill_9(db: &str) {
    let toml = include_str!("../../race/scenarios/race-for-kalach.toml")
        .replacen("battles = \"engine\"", "battles = \"served\"", 1)
        .replacen("[rules]", "[rules]\nengine = \"rapier\"\n", 1);
    for (point, committed) in [("seat:before-commit", false), ("seat:after-commit", true)] {
        let s = Serve::start(db);
        let (st, g) = s.json(
            "POST",
            "/api/games",
            None,
            Some(&json!({ "ruleset": "race", "toml": toml, "seed": 7,
                "seats": { "a": "human", "b": "human" } })),
        );
        assert_eq!(st, 201, "{g}");
        let id = g["id"].as_str().unwrap().to_owned();
        let token = |seat: &str| g["seats"][seat]["token"].as_str().unwrap().to_owned();
        let (a, b, host) = (
            token("a"),
            token("b"),
            g["host"]["token"].as_str().unwrap().to_owned(),
        );
        let (va, vb) = to_battle(&s, &id, &a, &b, 7);
        let battle = format!(
            "/api/games/{}",
            va["battle"]["game"].as_str().expect("a battle")
        );
        let (seat, old, before) = if va["battle"]["links"].to_string().contains("seat:umpire") {
            ("a", a.clone(), &va)
        } else {
            ("b", b.clone(), &vb)
        };
        let old_battle = battle_link(before, "seat:umpire");
        assert_eq!(s.json("GET", &battle, Some(&old_battle), None).0, 200);
        s.kill();

        // The reissue, held at the point and killed there: its answer never comes.
        let (held, lines) = Serve::holding(db, point);
        let addr = held.addr.clone();
        let path = format!("/api/games/{id}/seats/{seat}");
        let asking = host.clone();
        std::thread::spawn(move || {
            if let Ok(mut c) = TcpStream::connect(&addr) {
                let body = r#"{"reissue":true}"#;
                let _ = write!(
                    c,
                    "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {asking}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = c.read_to_end(&mut Vec::new());
            }
        });
        let wanted = format!("held at {point}");
        loop {
            let line = lines
                .recv_timeout(std::time::Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("the server never reached {point}"));
            if line == wanted {
                break;
            }
        }
        held.kill();

        let s = Serve::start(db);
        let campaign = s
            .json("GET", &format!("/api/games/{id}"), Some(&old), None)
            .0;
        let battle_now = s.json("GET", &battle, Some(&old_battle), None).0;
        if committed {
            assert_eq!(
                (campaign, battle_now),
                (403, 403),
                "killed {point}: the reissue stands whole"
            );
        } else {
            assert_eq!(
                (campaign, battle_now),
                (200, 200),
                "killed {point}: nothing changed"
            );
        }
        // The host, who never had the answer, reissues again: the battle link follows at once.
        let (st, r) = s.json(
            "POST",
            &format!("/api/games/{id}/seats/{seat}"),
            Some(&host),
            Some(&json!({ "reissue": true })),
        );
        assert_eq!(st, 200, "{r}");
        let fresh = r["token"].as_str().unwrap().to_owned();
        let (_, now) = s.json("GET", &format!("/api/games/{id}"), Some(&fresh), None);
        let new_battle = battle_link(&now, "seat:umpire");
        assert_eq!(
            s.json("GET", &battle, Some(&new_battle), None).0,
            200,
            "{point}"
        );
        assert_eq!(
            s.json("GET", &battle, Some(&old_battle), None).0,
            403,
            "{point}"
        );
    }
}

#[test]
fn the_relink_after_a_reissue_survives_kill_9_on_sqlite() {
    let dir = tempdir("relink-sqlite");
    the_relink_after_a_reissue_survives_kill_9(&format!("sqlite:{dir}/g.db"));
}

#[test]
fn the_relink_after_a_reissue_survives_kill_9_on_postgres() {
    let Some(url) = postgres_url() else { return };
    the_relink_after_a_reissue_survives_kill_9(&url);
}

/// What `umpire replay LOG` prints, once it has exited with `code`.
fn replay_says(log: &str, code: i32) -> String {
    let out = common::umpire(&["replay", log], "");
    let text = common::text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(code),
        "{text}{}",
        common::text(&out.stderr)
    );
    text
}

/// #59 item 7: a server's game of a bundled scenario, adapted for the seats people hold (the
/// owners' choices given to them), replays as that bundled scenario with the adaptation named,
/// not as MODIFIED; a scenario changed in any other way under a bundled name is MODIFIED.
#[test]
fn a_server_game_of_a_bundled_scenario_is_not_called_modified() {
    let dir = tempdir("provenance");
    let s = Serve::start(&format!("sqlite:{dir}/g.db"));
    let (st, g) = s.json(
        "POST",
        "/api/games",
        None,
        Some(
            &json!({ "ruleset": "napoleonic", "scenario": "river-crossing", "seed": 1,
            "seats": { "a": "human" } }),
        ),
    );
    assert_eq!(st, 201, "{g}");
    let host = g["host"]["token"].as_str().unwrap();
    let game = format!("/api/games/{}", g["id"].as_str().unwrap());
    // The person leaves the seat to a bot, which plays the game out: the whole signed log.
    let (st, r) = s.json(
        "POST",
        &format!("{game}/seats/a"),
        Some(host),
        Some(&json!({ "holder": "bot:heuristic" })),
    );
    assert_eq!(st, 200, "{r}");
    let (st, log) = s.request("GET", &format!("{game}/log"), Some(host), None);
    assert_eq!(st, 200, "{log}");
    let served = format!("{dir}/served.jsonl");
    std::fs::write(&served, &log).unwrap();
    let text = replay_says(&served, 0);
    assert!(
        text.contains("scenario: river-crossing (bundled; the choices the rules give the owners of units go to the seats people hold: a)"),
        "{text}"
    );
    assert!(!text.contains("MODIFIED"), "{text}");
    let out = common::umpire(&["replay", &served, "--json"], "");
    let v: Value = serde_json::from_str(common::text(&out.stdout).trim()).unwrap();
    assert_eq!(
        (v["modified"].clone(), v["adapted_for"].clone()),
        (json!(false), json!(["a"])),
        "{v}"
    );

    // A log of the terminal's, all bots: the bundled scenario as it is.
    let played = format!("{dir}/played.jsonl");
    let out = common::umpire(
        &[
            "play",
            "napoleonic",
            "--bot",
            "all=heuristic",
            "--seed",
            "1",
            "--log",
            &played,
            "--quiet",
        ],
        "",
    );
    assert!(out.status.success(), "{}", common::text(&out.stderr));
    let out = common::umpire(&["replay", &played], "");
    assert!(common::text(&out.stdout).contains("scenario: river-crossing (bundled)\n"));
    let log = std::fs::read_to_string(&played).unwrap();
    // The same header with the scenario's name changed (and its hash made to match): MODIFIED.
    let mut lines: Vec<String> = log.lines().map(str::to_owned).collect();
    let header: Value = serde_json::from_str(&lines[0]).unwrap();
    let mut scenario = header["scenario"].clone();
    scenario["name"] = json!("river-crossing, changed");
    let old_hash = header["scenario_hash"].as_str().unwrap();
    // Edited in its text, so that the header stays as the engine writes it.
    lines[0] = lines[0]
        .replacen(
            r#""name":"river-crossing","#,
            r#""name":"river-crossing, changed","#,
            1,
        )
        .replacen(old_hash, &umpire_core::log::content_hash(&scenario), 1);
    let changed = format!("{dir}/changed.jsonl");
    // The header alone (the steps' chain starts from the header as written): unfinished.
    std::fs::write(&changed, format!("{}\n", lines[0])).unwrap();
    let text = replay_says(&changed, 3);
    assert!(
        text.contains("river-crossing — MODIFIED: not the bundled scenario of that name"),
        "{text}"
    );
}

/// `umpire games` (#62 item 1) on a store a server is using: the games listed with their rule
/// set, scenario, steps, state and last change (each step's time is kept with it, and every
/// link reads when each seat last acted); filtered; a finished game exported as a log that
/// `umpire replay --verify` takes with the server's key; the finished games pruned, the
/// running one kept.
fn games_of_a_store(db: &str, dir: &str) {
    let s = Serve::start(db);
    let create = |body: Value| {
        let (st, g) = s.json("POST", "/api/games", None, Some(&body));
        assert_eq!(st, 201, "{g}");
        g
    };
    let done = create(json!({ "ruleset": "opart", "seats": {}, "seed": 3 }));
    let running = create(json!({ "ruleset": "napoleonic", "seats": { "a": "human" }, "seed": 4 }));
    let (a, id) = (
        running["seats"]["a"]["token"].as_str().unwrap().to_owned(),
        running["id"].as_str().unwrap().to_owned(),
    );
    // Player A acts: the time of the step is kept, for A and for the game.
    let (_, snap) = s.json("GET", &format!("/api/games/{id}"), Some(&a), None);
    // (The bot at B may have taken steps already: its seat's time is kept too.)
    assert!(snap["acted"]["a"].is_null(), "A has not acted");
    let step = snap["step"].as_u64().unwrap();
    let action = snap["legal"][0]["action"].clone();
    let (st, v) = s.json(
        "POST",
        &format!("/api/games/{id}/actions"),
        Some(&a),
        Some(&json!({ "expect_step": step, "action": action })),
    );
    assert_eq!(st, 200, "{v}");
    let (st, status) = s.json("GET", &format!("/api/games/{id}/status"), Some(&a), None);
    assert_eq!(st, 200);
    assert_eq!(status["role"], "seat:a");
    assert_eq!(status["scenario"], snap["scenario"]);
    assert!(
        status["acted"]["a"].as_i64().unwrap() > 1_700_000_000,
        "{status}"
    );
    assert!(
        status["moved"].as_i64() >= status["acted"]["a"].as_i64(),
        "{status}"
    );
    assert_eq!(
        status["present"],
        json!({ "seats": {}, "host": 0, "watching": 0 })
    );
    assert!(status.get("legal").is_none() && status.get("view").is_none());
    let (st, _) = s.json(
        "GET",
        &format!("/api/games/{id}/status"),
        Some("nope"),
        None,
    );
    assert_eq!(st, 403, "a link of the game only");
    // The bots' game ends by itself.
    let (spec, did) = (
        done["spectator"]["token"].as_str().unwrap().to_owned(),
        done["id"].as_str().unwrap().to_owned(),
    );
    for _ in 0..600 {
        let (_, v) = s.json(
            "GET",
            &format!("/api/games/{did}?view=none"),
            Some(&spec),
            None,
        );
        if !v["outcome"].is_null() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let games = |args: &[&str]| {
        let mut all = vec!["games", "--db", db];
        all.extend_from_slice(args);
        common::umpire(&all, "")
    };
    let out = games(&["list", "--json", &id, &did]);
    assert!(out.status.success(), "{}", common::text(&out.stderr));
    let list: Value = serde_json::from_slice(&out.stdout).unwrap();
    let row = |g: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|r| r["id"] == g)
            .cloned()
            .unwrap()
    };
    assert_eq!(row(&did)["over"], true);
    assert_eq!(row(&did)["ruleset"], "opart");
    assert!(row(&did)["steps"].as_i64().unwrap() > 10);
    assert_eq!(row(&id)["over"], false);
    // A's step, and any the bot at B took since.
    assert!(row(&id)["steps"].as_u64() >= Some(step + 1), "{list}");
    assert_eq!(row(&id)["scenario"], snap["scenario"]);
    let table = common::text(&games(&["list", "--running", &id, &did]).stdout);
    assert!(
        table.contains(&id) && !table.contains(&did) && table.ends_with("1 game\n"),
        "{table}"
    );
    let bad = games(&["list", "--ruleset", "chess"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(common::text(&bad.stderr).contains("no rule set \"chess\""));
    let bad = games(&["prune", "--older-than", "soon"]);
    assert_eq!(bad.status.code(), Some(2));
    // Exported: the finished game's log, signed, verifies with the server's key.
    let out = games(&["export", "--out", dir, "--over", &id, &did]);
    assert!(out.status.success(), "{}", common::text(&out.stderr));
    let (_, key) = s.json("GET", "/api/key", None, None);
    let pubfile = format!("{dir}/server.pub");
    std::fs::write(&pubfile, format!("{}\n", key["key"].as_str().unwrap())).unwrap();
    let log = format!("{dir}/{did}.jsonl");
    let verified = common::umpire(&["replay", &log, "--verify", &pubfile], "");
    assert_eq!(
        verified.status.code(),
        Some(0),
        "{}",
        common::text(&verified.stderr)
    );
    let again = games(&["export", "--out", dir, &did]);
    assert_eq!(
        again.status.code(),
        Some(1),
        "an export replaces no file unasked"
    );
    // Pruned: the finished game goes (a dry run first names it), the running one stays.
    let dry = common::text(&games(&["prune", "--older-than", "0m", "--dry-run", &id, &did]).stdout);
    assert!(dry.contains(&did) && !dry.contains(&id), "{dry}");
    let out = games(&["prune", "--older-than", "0m", &id, &did]);
    assert!(common::text(&out.stdout).contains("1 finished game deleted"));
    // A server holding the game in memory serves it until it leaves; started again, it has
    // no such game.
    drop(s);
    let s = Serve::start(db);
    let (st, _) = s.json(
        "GET",
        &format!("/api/games/{did}?view=none"),
        Some(&spec),
        None,
    );
    assert_eq!(st, 404, "the pruned game is gone");
    let left = common::text(&games(&["list", &id, &did]).stdout);
    assert!(left.contains(&id) && !left.contains(&did), "{left}");
}

#[test]
fn umpire_games_lists_exports_and_prunes_a_stores_games() {
    let dir = tempdir("games");
    games_of_a_store(&format!("sqlite:{dir}/g.db"), &dir);
}

#[test]
fn umpire_games_lists_exports_and_prunes_a_stores_games_on_postgres() {
    let Some(url) = postgres_url() else { return };
    let dir = tempdir("games-pg");
    games_of_a_store(&url, &dir);
}
