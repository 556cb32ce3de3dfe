//! Golden playthroughs: whole seeded games whose logs are pinned by hash. A change to any rule,
//! bot or roll shows here; if the change is intended, update the pins (and say so in the
//! commit).

use umpire_core::log::content_hash;
use umpire_core::{Bot, Game, RandomBot, Table};
use umpire_rapier::bots::HeuristicBot;
use umpire_rapier::{bundled, Rapier};

fn playthrough(scenario: &str, seed: u64, heuristic: bool) -> (usize, String, String) {
    let sc = bundled(scenario).unwrap();
    let mut g = Game::<Rapier>::new(&sc, scenario, seed, true).unwrap();
    let bots: Vec<Box<dyn Bot<Rapier>>> = (0..6)
        .map(|_| {
            if heuristic {
                Box::new(HeuristicBot) as Box<dyn Bot<Rapier>>
            } else {
                Box::new(RandomBot)
            }
        })
        .collect();
    Table::new(bots, seed).play_game(&mut g).unwrap();
    let text = g.log_text();
    let hash = content_hash(&serde_json::Value::String(text.clone()));
    (g.steps().len(), g.outcome().unwrap().summary, hash)
}

#[test]
fn golden_heuristic_uranus_seed_3() {
    let (steps, summary, hash) = playthrough("uranus", 3, true);
    assert_eq!(
        (steps, summary.as_str(), hash.as_str()),
        (
            421,
            "7 of 17 break-through units exited (41.2%)",
            "dc9b3b86d06e89e7681c27a3f0f5a05a4a07f1c675d7e2563a502e392aa5a9b3"
        )
    );
}

#[test]
fn golden_random_uranus_advanced_seed_7() {
    let (steps, summary, hash) = playthrough("uranus-advanced", 7, false);
    assert_eq!(
        (steps, summary.as_str(), hash.as_str()),
        (
            405,
            "0 of 14 break-through units exited (0.0%); A2-L5 not captured; exited over 0 axes, 2 needed",
            "d5fea222998a4636babd23e0ed154a9d1f328390e17202435d2d2a5fa3d89b38"
        )
    );
}
