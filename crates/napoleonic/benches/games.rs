//! Throughput of whole games of de Gre's rules (the river crossing, twelve turns) with random
//! and with heuristic sides. Each benchmark asserts the game finished.

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use umpire_core::{Bot, Dice, RandomBot, Ruleset, Table};
use umpire_napoleonic::bots::HeuristicBot;
use umpire_napoleonic::{bundled, Napoleonic, Scenario};

fn main() {
    divan::main();
}

fn play(sc: &Scenario, seed: u64, heuristic: bool) -> usize {
    let mut dice = Dice::new(seed, false);
    let mut s = Napoleonic::new_game(sc, &mut dice).expect("valid");
    let bots: Vec<Box<dyn Bot<Napoleonic>>> = (0..2)
        .map(|_| {
            if heuristic {
                Box::new(HeuristicBot) as Box<dyn Bot<Napoleonic>>
            } else {
                Box::new(RandomBot)
            }
        })
        .collect();
    let n = Table::new(bots, seed).play_out(&mut s, &mut dice);
    assert!(Napoleonic::outcome(&s).is_some(), "the game must finish");
    n
}

/// One game with random sides (seed 1), counted in games.
#[divan::bench]
fn random_game(b: Bencher) {
    let sc = bundled("river-crossing").expect("bundled");
    b.counter(ItemsCount::new(1usize))
        .bench_local(|| play(black_box(&sc), 1, false));
}

/// One game with heuristic sides (seed 1), counted in games.
#[divan::bench]
fn heuristic_game(b: Bencher) {
    let sc = bundled("river-crossing").expect("bundled");
    b.counter(ItemsCount::new(1usize))
        .bench_local(|| play(black_box(&sc), 1, true));
}
