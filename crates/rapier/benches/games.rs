//! Throughput of whole Rapier games (random and heuristic bots), of decisions, and of the dice
//! alone as the floor. Each benchmark asserts its result so it cannot measure broken code.

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use umpire_core::{Bot, Dice, RandomBot, Ruleset, SeatSet, Starter, Table};
use umpire_rapier::bots::HeuristicBot;
use umpire_rapier::{bundled, Rapier, Scenario};

fn main() {
    divan::main();
}

fn scenario() -> Scenario {
    bundled("uranus").expect("bundled scenario")
}

/// Plays one game begun by `start` (the scenario checked once, as `umpire sim` does).
fn play(start: &Starter<'_, Rapier>, seed: u64, heuristic: bool) -> usize {
    let mut dice = Dice::new(seed, false);
    let mut s = start(&mut dice).expect("valid");
    let bots: Vec<Box<dyn Bot<Rapier>>> = (0..6)
        .map(|_| {
            if heuristic {
                Box::new(HeuristicBot) as Box<dyn Bot<Rapier>>
            } else {
                Box::new(RandomBot)
            }
        })
        .collect();
    let n = Table::new(bots, seed).play_out(&mut s, &mut dice);
    assert!(Rapier::outcome(&s).is_some(), "the game must finish");
    n
}

/// Seeds the game benchmarks cycle through: one seed played over and over lets the processor
/// learn that one game's branches, which flatters the figure.
const SEEDS: u64 = 64;

/// Runs full games of seeds `1..=SEEDS` in turn, counted in decisions (the mean per game).
fn games(b: Bencher, heuristic: bool) {
    let sc = scenario();
    let start = Rapier::starter(&sc).expect("valid");
    let decisions: usize = (1..=SEEDS).map(|seed| play(&start, seed, heuristic)).sum();
    let mut seed = 0;
    b.counter(ItemsCount::new(decisions / SEEDS as usize))
        .bench_local(|| {
            seed = seed % SEEDS + 1;
            play(black_box(&start), seed, heuristic)
        });
}

/// One full game with random bots for every seat, counted in decisions.
#[divan::bench]
fn random_game(b: Bencher) {
    games(b, false);
}

/// One full game with heuristic bots for every seat, counted in decisions.
#[divan::bench]
fn heuristic_game(b: Bencher) {
    games(b, true);
}

/// The floor: 1,000 recorded d6 rolls through the same dice the rules use.
#[divan::bench]
fn dice_only_1000_d6(b: Bencher) {
    b.counter(ItemsCount::new(1000usize)).bench_local(|| {
        let mut dice = Dice::new(black_box(1), false);
        let mut sum = 0u32;
        for _ in 0..1000 {
            sum += u32::from(dice.d6("bench", SeatSet::ALL));
        }
        assert!(sum > 1000);
        dice.clear();
        sum
    });
}
