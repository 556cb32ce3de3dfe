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
            418,
            "5 of 17 break-through units exited (29.4%)",
            "7fff8d5f8e54c92b8a2c01e988a645f79f3abde918a1afe03e7dcc7857358b7e"
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
            "0eae95fa231aab0bf6994c4443a6f6ebbd31c5415b7475f702978c4879375261"
        )
    );
}
