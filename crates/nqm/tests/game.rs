//! The hourly game: the shared battery, command reaction time, concealment in views, the recce
//! sequence, firefights and assaults, reorganisation, logistics, tasks and the bots.

use umpire_core::testing::battery;
use umpire_core::{Bot, Dice, RandomBot, Ruleset, Table};
use umpire_nqm::bots::HeuristicBot;
use umpire_nqm::{bundled, Nqm};

#[test]
fn battery_test_village() {
    let sc = bundled("test-village").unwrap();
    let r = battery::<Nqm>(&sc, 200, 1).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.twins_checked > 0, "{r:?}");
    eprintln!("{r:?}");
}

#[test]
fn battery_village_attack() {
    let sc = bundled("village-attack-1941").unwrap();
    let r = battery::<Nqm>(&sc, 30, 11).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.twins_checked > 0, "{r:?}");
    eprintln!("{r:?}");
}

fn play(name: &str, seed: u64, attacker: &str, defender: &str) -> umpire_core::Outcome {
    let sc = bundled(name).unwrap();
    let mut dice = Dice::new(seed, false);
    let mut s = Nqm::new_game(&sc, &mut dice).unwrap();
    let bot = |k: &str| -> Box<dyn Bot<Nqm>> {
        if k == "random" {
            Box::new(RandomBot)
        } else {
            Box::new(HeuristicBot)
        }
    };
    let bots = vec![bot("random"), bot(attacker), bot(defender)];
    Table::new(bots, seed).play_out(&mut s, &mut dice);
    Nqm::outcome(&s).expect("finished")
}

#[test]
fn heuristic_games_finish() {
    for seed in 0..5 {
        let o = play("village-attack-1941", seed, "heuristic", "heuristic");
        eprintln!("{o:?}");
    }
}
