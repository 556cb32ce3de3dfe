//! Throughput of whole Operational Art battles (Vazuza 1942) with random and heuristic bots.
//! Each benchmark asserts the battle finished.

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use umpire_core::{Bot, Dice, RandomBot, Ruleset, Table};
use umpire_opart::bots::HeuristicBot;
use umpire_opart::{bundled, OpArt, Scenario};

fn main() {
    divan::main();
}

fn play(sc: &Scenario, seed: u64, heuristic: bool) -> usize {
    play_with(sc, Dice::new(seed, false), seed, heuristic)
}

fn play_with(sc: &Scenario, mut dice: Dice, seed: u64, heuristic: bool) -> usize {
    let mut s = OpArt::new_game(sc, &mut dice).expect("valid");
    let bots: Vec<Box<dyn Bot<OpArt>>> = (0..6)
        .map(|_| {
            if heuristic {
                Box::new(HeuristicBot) as Box<dyn Bot<OpArt>>
            } else {
                Box::new(RandomBot)
            }
        })
        .collect();
    let n = Table::new(bots, seed).play_out(&mut s, &mut dice);
    assert!(OpArt::outcome(&s).is_some(), "the battle must finish");
    n
}

/// One battle with random bots on every seat (seed 1), counted in decisions.
#[divan::bench]
fn random_battle(b: Bencher) {
    let sc = bundled("vazuza").expect("bundled");
    let n = play(&sc, 1, false);
    b.counter(ItemsCount::new(n))
        .bench_local(|| play(black_box(&sc), 1, false));
}

/// One battle with heuristic bots on every seat (seed 1), counted in decisions.
#[divan::bench]
fn heuristic_battle(b: Bencher) {
    let sc = bundled("vazuza").expect("bundled");
    let n = play(&sc, 1, true);
    b.counter(ItemsCount::new(n))
        .bench_local(|| play(black_box(&sc), 1, true));
}

/// The random-bot battle of [`random_battle`] with the old xoshiro256** dice instead of
/// ChaCha20: what the change of generator costs a whole game (a different battle, as the dice
/// differ, so compare the time per decision).
#[divan::bench]
fn random_battle_xoshiro_dice(b: Bencher) {
    let sc = bundled("vazuza").expect("bundled");
    let n = play_with(&sc, Dice::v1(1, false), 1, false);
    b.counter(ItemsCount::new(n))
        .bench_local(|| play_with(black_box(&sc), Dice::v1(1, false), 1, false));
}
