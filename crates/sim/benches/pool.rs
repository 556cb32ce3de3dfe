//! Throughput of the simulation pool: 256 Rapier games with random bots on one thread and on
//! two, as `umpire sim` plays them. The report is checked so a broken pool cannot be measured.

use divan::counter::ItemsCount;
use divan::Bencher;
use umpire_core::{Bot, RandomBot};
use umpire_rapier::Rapier;

fn main() {
    divan::main();
}

const GAMES: usize = 256;

#[divan::bench(args = [1, 2], sample_count = 10)]
fn rapier_random_games(bencher: Bencher, threads: usize) {
    let sc = umpire_rapier::bundled("uranus").expect("bundled scenario");
    bencher.counter(ItemsCount::new(GAMES)).bench(|| {
        let r = umpire_sim::simulate::<Rapier, _, _>(
            &sc,
            GAMES,
            1,
            threads,
            || {
                (0..6)
                    .map(|_| Box::new(RandomBot) as Box<dyn Bot<Rapier>>)
                    .collect()
            },
            |_| {},
        )
        .expect("the simulation runs");
        assert_eq!(r.games, GAMES);
    });
}
