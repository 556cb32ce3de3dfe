//! The simulation pool: the report depends on the games, the seed and the bots, never on the
//! threads that played them.

use std::sync::atomic::{AtomicUsize, Ordering};

use umpire_core::Bot;
use umpire_race::Race;
use umpire_sim::{simulate, SimError, SimReport};

fn run(threads: usize, games: usize) -> SimReport {
    let sc = umpire_race::bundled("race-for-kalach").unwrap_or_else(|e| panic!("{e}"));
    simulate::<Race, _, _>(
        &sc,
        games,
        11,
        threads,
        || {
            (0..2)
                .map(|_| Box::new(umpire_race::game::HeuristicBot) as Box<dyn Bot<Race>>)
                .collect()
        },
        |_| {},
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn the_report_is_the_same_on_one_thread_or_several() {
    let one = run(1, 300);
    for threads in [2, 3, 7] {
        let many = run(threads, 300);
        assert_eq!(many.threads, threads);
        assert_eq!(
            (&many.shares, many.actions, many.score, &many.scores),
            (&one.shares, one.actions, one.score, &one.scores),
            "{threads} threads"
        );
    }
    assert_eq!(one.games, 300);
    assert_eq!(one.scores.len(), 300, "a score for every finished game");
    let mean = one.scores.iter().sum::<f64>() / 300.0;
    assert!((mean - one.score.0).abs() < 1e-9);
}

#[test]
fn progress_is_reported_as_games_finish() {
    let sc = umpire_race::bundled("race-for-kalach").unwrap_or_else(|e| panic!("{e}"));
    let seen = AtomicUsize::new(0);
    simulate::<Race, _, _>(
        &sc,
        200,
        1,
        2,
        || {
            (0..2)
                .map(|_| Box::new(umpire_race::game::HeuristicBot) as Box<dyn Bot<Race>>)
                .collect()
        },
        |done| {
            seen.fetch_max(done, Ordering::Relaxed);
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        seen.load(Ordering::Relaxed),
        192,
        "the last multiple of 64 of 200 games"
    );
}

#[test]
fn no_threads_and_too_many_are_refused() {
    let sc = umpire_race::bundled("race-for-kalach").unwrap_or_else(|e| panic!("{e}"));
    for threads in [0, umpire_sim::MAX_THREADS + 1] {
        let r = simulate::<Race, _, _>(&sc, 5, 1, threads, Vec::new, |_| {});
        assert_eq!(r.err(), Some(SimError::Threads(threads)));
    }
}
