//! Throughput of the NQM hourly game: whole battle days of the village attack (1941), counted
//! in simulated hours, with random and with heuristic commanders. Each benchmark asserts the
//! battle finished.

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use umpire_core::{Bot, Dice, RandomBot, Ruleset, Table};
use umpire_nqm::bots::HeuristicBot;
use umpire_nqm::{bundled, Nqm, Scenario};

fn main() {
    divan::main();
}

fn play(sc: &Scenario, seed: u64, heuristic: bool) -> u32 {
    let mut dice = Dice::new(seed, false);
    let mut s = Nqm::new_game(sc, &mut dice).expect("valid");
    let bots: Vec<Box<dyn Bot<Nqm>>> = (0..3)
        .map(|_| {
            if heuristic {
                Box::new(HeuristicBot) as Box<dyn Bot<Nqm>>
            } else {
                Box::new(RandomBot)
            }
        })
        .collect();
    Table::new(bots, seed).play_out(&mut s, &mut dice);
    assert!(Nqm::outcome(&s).is_some(), "the battle must finish");
    s.hour
}

/// A battle day with random commanders (seed 1), counted in simulated hours.
#[divan::bench]
fn random_battle_day(b: Bencher) {
    let sc = bundled("village-attack-1941").expect("bundled");
    let hours = play(&sc, 1, false);
    b.counter(ItemsCount::new(hours))
        .bench_local(|| play(black_box(&sc), 1, false));
}

/// A battle day with heuristic commanders (seed 1), counted in simulated hours.
#[divan::bench]
fn heuristic_battle_day(b: Bencher) {
    let sc = bundled("village-attack-1941").expect("bundled");
    let hours = play(&sc, 1, true);
    b.counter(ItemsCount::new(hours))
        .bench_local(|| play(black_box(&sc), 1, true));
}
