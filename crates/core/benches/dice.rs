//! The cost of the dice: ChaCha20 keyed by a secret (`chacha20/2`, every game since the log
//! format 2) against the old xoshiro256** generator (`xoshiro256**/1`, kept to replay old logs),
//! 10,000 d6 rolls a run, recorded as a game records them.

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use umpire_core::{Dice, SeatSet};

fn main() {
    divan::main();
}

const ROLLS: usize = 10_000;

fn roll_all(mut dice: Dice) -> u64 {
    let mut sum = 0u64;
    for _ in 0..ROLLS {
        sum += u64::from(dice.d6("bench", SeatSet::ALL));
    }
    sum + dice.take_rolls().len() as u64
}

/// 10,000 d6 from ChaCha20 (the current generator).
#[divan::bench]
fn chacha20_d6(b: Bencher) {
    b.counter(ItemsCount::new(ROLLS))
        .bench_local(|| roll_all(Dice::new(black_box(7), false)));
}

/// 10,000 d6 from xoshiro256** (the generator of `umpire-log/1`).
#[divan::bench]
fn xoshiro_d6(b: Bencher) {
    b.counter(ItemsCount::new(ROLLS))
        .bench_local(|| roll_all(Dice::v1(black_box(7), false)));
}
