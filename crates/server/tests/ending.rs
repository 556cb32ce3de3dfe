//! The end of a game (#31 item 8): every link sees the same final board with nothing hidden
//! (the Rapier defence face up, every NQM stand of both sides), and the dice secret, which
//! hashes to the commitment published at the start.

mod common;

use common::Server;
use serde_json::{json, Value};

on_both_stores!(the_final_board_hides_nothing_from_anyone);

async fn the_final_board_hides_nothing_from_anyone(db: &str) {
    let s = Server::start(db).await;
    for (ruleset, seat) in [("rapier", "corps"), ("nqm", "attacker")] {
        let g = s
            .create(json!({ "ruleset": ruleset, "seats": { seat: "human" }, "seed": 31 }))
            .await;
        let before = s.look(&g, &g.seat(seat)).await;
        assert!(before["secret"].is_null(), "no secret before the end");
        s.play_out(&g, &g.seat(seat), 31, 5000).await;
        let mut views: Vec<Value> = Vec::new();
        for t in [g.seat(seat), g.host(), g.spectator()] {
            views.push(s.look(&g, &t).await);
        }
        for v in &views[1..] {
            assert_eq!(
                v["view"], views[0]["view"],
                "{ruleset}: the same final board"
            );
        }
        let view = &views[0]["view"];
        match ruleset {
            "rapier" => {
                let units = view["units"].as_array().expect("units");
                assert!(
                    units.iter().any(|u| u["side"] == "defender"),
                    "{ruleset}: the defence is shown"
                );
                assert!(
                    units.iter().all(|u| u["face_down"] != true),
                    "{ruleset}: nothing face down"
                );
            }
            _ => {
                let sides: std::collections::BTreeSet<u64> = view["own"]
                    .as_array()
                    .expect("own")
                    .iter()
                    .filter_map(|st| st["side"].as_u64())
                    .collect();
                assert_eq!(sides.len(), 2, "{ruleset}: both sides' stands are shown");
            }
        }
        let secret = views[0]["secret"].as_str().expect("the secret once over");
        let digest = hex::encode(umpire_core::dice::sha256(&[
            &hex::decode(secret).expect("hex")
        ]));
        assert_eq!(
            digest,
            views[0]["commitment"].as_str().unwrap(),
            "{ruleset}"
        );
    }
}
