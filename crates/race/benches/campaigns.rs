//! Throughput of whole Race-for-X campaigns of the bundled scenario, their battles fought by
//! Rapier's heuristic as in every campaign: the campaign's players random or heuristic. Each
//! benchmark asserts that the campaign ends, so it cannot measure broken code.

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use umpire_core::{Bot, Dice, RandomBot, Ruleset, Starter, Table};
use umpire_race::game::HeuristicBot;
use umpire_race::{bundled, Race};

fn main() {
    divan::main();
}

/// Plays one campaign begun by `start` (the scenario checked once, as `umpire sim` does);
/// the campaign decisions made.
fn play(start: &Starter<'_, Race>, seed: u64, heuristic: bool) -> usize {
    let mut dice = Dice::new(seed, false);
    let mut s = start(&mut dice).expect("valid");
    let bots: Vec<Box<dyn Bot<Race>>> = (0..2)
        .map(|_| {
            if heuristic {
                Box::new(HeuristicBot) as Box<dyn Bot<Race>>
            } else {
                Box::new(RandomBot)
            }
        })
        .collect();
    let n = Table::new(bots, seed).play_out(&mut s, &mut dice);
    assert!(Race::outcome(&s).is_some(), "the campaign must end");
    n
}

/// Seeds the benchmarks cycle through, so that no one campaign's branches are learnt.
const SEEDS: u64 = 64;

/// Runs whole campaigns of seeds `1..=SEEDS` in turn, counted in campaign decisions (the mean
/// a campaign; the battles' own decisions are not counted).
fn campaigns(b: Bencher, heuristic: bool) {
    let sc = bundled("race-for-kalach").expect("bundled scenario");
    let start = Race::starter(&sc).expect("valid");
    let decisions: usize = (1..=SEEDS).map(|seed| play(&start, seed, heuristic)).sum();
    let mut seed = 0;
    b.counter(ItemsCount::new(decisions / SEEDS as usize))
        .bench_local(|| {
            seed = seed % SEEDS + 1;
            play(black_box(&start), seed, heuristic)
        });
}

/// One whole campaign with random players.
#[divan::bench]
fn random_campaign(b: Bencher) {
    campaigns(b, false);
}

/// One whole campaign with heuristic players.
#[divan::bench]
fn heuristic_campaign(b: Bencher) {
    campaigns(b, true);
}
