//! Batch simulation: many seeded games on all cores, the result distribution with 95%
//! confidence intervals, and throughput.
//!
//! Game `i` of a run with seed `s` uses seed `s + i` for its dice and bots, so a run's result
//! does not depend on how many threads played it. The games are played on a rayon pool of the
//! threads asked for, each thread taking the next game as it finishes one.
#![forbid(unsafe_code)]

pub mod shard;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use umpire_core::{Bot, Dice, Ruleset, ScenarioError, Secret, Table};

/// One result level's share.
#[derive(Clone, Debug, PartialEq)]
pub struct Share {
    /// The result (`"Major Victory"`).
    pub result: String,
    /// Games that ended so.
    pub games: usize,
    /// Proportion of all games.
    pub p: f64,
    /// Wilson 95% interval.
    pub ci95: (f64, f64),
}

/// What a simulation run measured.
#[derive(Clone, Debug, PartialEq)]
pub struct SimReport {
    /// Games played.
    pub games: usize,
    /// Every result level of the rule set, in its order.
    pub shares: Vec<Share>,
    /// Actions taken in all games.
    pub actions: usize,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Threads used.
    pub threads: usize,
    /// Mean of [`umpire_core::Outcome::score`] and its 95% confidence half-width.
    pub score: (f64, f64),
    /// The score of every finished game, in game order (for the score's distribution).
    pub scores: Vec<f64>,
    /// Every game played, in game order: game `i` had seed `seed + i`.
    pub played: Vec<GamePlayed>,
}

/// One simulated game: `umpire play` with its seed and the same bots plays it again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GamePlayed {
    /// Its seed.
    pub seed: u64,
    /// Its result, as an index into the rule set's result levels (`None`: unfinished).
    pub level: Option<usize>,
    /// Its score ([`umpire_core::Outcome::score`]).
    pub score: f64,
    /// The actions taken.
    pub actions: usize,
}

impl SimReport {
    /// Games per second.
    #[must_use]
    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.seconds.max(1e-9)
    }
}

/// The Wilson score interval at 95% for `k` successes in `n` trials.
#[must_use]
pub fn wilson95(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let z = 1.959_963_984_540_054_f64;
    let p = k / n;
    let den = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / den;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / den;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The most threads a run may ask for: more only adds scheduling and memory, never speed.
pub const MAX_THREADS: usize = 256;

/// Why a simulation could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SimError {
    /// The scenario's first invalid field.
    Scenario(ScenarioError),
    /// The seeds `seed .. seed + games` would pass the largest seed.
    Seeds {
        /// The first seed.
        seed: u64,
        /// The games asked for.
        games: usize,
    },
    /// Zero threads, or more than [`MAX_THREADS`].
    Threads(usize),
    /// The operating system refused to start the pool's threads.
    Spawn(String),
}

impl std::fmt::Display for SimError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SimError::Scenario(e) => write!(f, "{e}"),
            SimError::Seeds { seed, games } => write!(
                f,
                "seeds {seed} to {seed} + {games} - 1 pass the largest seed ({}); choose a smaller --seed or fewer --games",
                u64::MAX
            ),
            SimError::Threads(n) => write!(
                f,
                "--threads {n}: give between 1 and {MAX_THREADS} threads"
            ),
            SimError::Spawn(e) => write!(f, "could not start a simulation thread: {e}"),
        }
    }
}

impl std::error::Error for SimError {}

impl From<ScenarioError> for SimError {
    fn from(e: ScenarioError) -> Self {
        SimError::Scenario(e)
    }
}

/// (game index, seed, result level, score, actions) of one game played.
type Played = (usize, u64, Option<usize>, f64, usize);

/// The seed of game `i` of a run starting at `seed`, if it does not pass `u64::MAX`.
fn game_seed(seed: u64, i: usize) -> Option<u64> {
    seed.checked_add(u64::try_from(i).ok()?)
}

/// Plays `games` games of `scenario` with bots from `make_bots` (one bot a seat) on `threads`
/// threads, calling `progress(done)` now and then.
///
/// The report depends only on the scenario, the games, the seed and the bots: every game's
/// result is kept under its index and the scores are added in game order, so neither the number
/// of threads nor their scheduling changes a figure (only `seconds`).
///
/// # Errors
/// The scenario's first invalid field, seeds that would pass `u64::MAX`, a thread count of zero
/// or above [`MAX_THREADS`], or a thread the operating system would not start.
pub fn simulate<R, F, P>(
    scenario: &R::Scenario,
    games: usize,
    seed: u64,
    threads: usize,
    make_bots: F,
    progress: P,
) -> Result<SimReport, SimError>
where
    R: Ruleset,
    F: Fn() -> Vec<Box<dyn Bot<R>>> + Sync,
    P: Fn(usize) + Sync,
{
    // Checks the scenario (each thread then prepares its own games: games of one starter may
    // share reference-counted data, which threads would fight over).
    R::starter(scenario).map(drop)?;
    if threads == 0 || threads > MAX_THREADS {
        return Err(SimError::Threads(threads));
    }
    if games > 0 && game_seed(seed, games - 1).is_none() {
        return Err(SimError::Seeds { seed, games });
    }
    let threads = threads.min(games.max(1));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| SimError::Spawn(e.to_string()))?;
    let (next, done) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let start = Instant::now();
    // Every thread of the pool takes the next game until none is left. Each prepares its own
    // games (games of one starter share reference-counted data, which threads would fight
    // over); the results are put back in game order below.
    let per_thread: Vec<Vec<Played>> = pool.broadcast(|_| {
        let Ok(start_game) = R::starter(scenario) else {
            return Vec::new();
        };
        let mut local = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(s) = game_seed(seed, i).filter(|_| i < games) else {
                break;
            };
            // The dice and the bots' streams are those `umpire play --seed s` gives the game:
            // game `i` is the game `play` plays with seed `seed + i`.
            let secret = Secret::from_seed(s);
            let mut dice = Dice::from_secret(&secret, false);
            let Ok(mut state) = start_game(&mut dice) else {
                break;
            };
            let mut table = Table::for_secret(make_bots(), &secret);
            let actions = table.play_out(&mut state, &mut dice);
            let (level, score) = R::outcome(&state).map_or((None, 0.0), |o| {
                (R::RESULTS.iter().position(|r| *r == o.result), o.score)
            });
            local.push((i, s, level, score, actions));
            let n = done.fetch_add(1, Ordering::Relaxed) + 1;
            if n.is_multiple_of(64) {
                progress(n);
            }
        }
        local
    });
    let mut played: Vec<Played> = per_thread.into_iter().flatten().collect();
    played.sort_by_key(|g| g.0);
    let seconds = start.elapsed().as_secs_f64();
    let played = played
        .iter()
        .map(|&(_, seed, level, score, actions)| GamePlayed {
            seed,
            level,
            score,
            actions,
        })
        .collect();
    Ok(report(R::RESULTS, played, seconds, threads))
}

/// The report of the games `played`, in game order, of a rule set whose result levels are
/// `results`: what [`simulate`] returns, and what adding up the shards of a run gives (the
/// same games in the same order give the same figures, bit for bit).
#[must_use]
pub fn report(
    results: &[&str],
    played: Vec<GamePlayed>,
    seconds: f64,
    threads: usize,
) -> SimReport {
    let mut counts = vec![0usize; results.len()];
    let (mut actions, mut sum, mut sq) = (0usize, 0.0f64, 0.0f64);
    let mut scores = Vec::with_capacity(played.len());
    for g in &played {
        actions += g.actions;
        if let Some(k) = g.level.filter(|&k| k < counts.len()) {
            counts[k] += 1;
            sum += g.score;
            sq += g.score * g.score;
            scores.push(g.score);
        }
    }
    let finished: usize = counts.iter().sum();
    let n = finished.max(1) as f64;
    let mean = sum / n;
    let var = (sq / n - mean * mean).max(0.0);
    let half = 1.96 * (var / n).sqrt();
    let shares = results
        .iter()
        .zip(&counts)
        .map(|(r, &k)| Share {
            result: (*r).to_owned(),
            games: k,
            p: k as f64 / finished.max(1) as f64,
            ci95: wilson95(k, finished),
        })
        .collect();
    SimReport {
        games: finished,
        shares,
        actions,
        seconds,
        threads,
        score: (mean, half),
        scores,
        played,
    }
}

/// The games of shard `k` of `n` (counted from 1) of a run of `games` games: the `k`-th of `n`
/// runs of consecutive games, as near equal as whole games allow. The shards of a run cover
/// each game once, in order.
#[must_use]
pub fn shard_games(games: usize, k: usize, n: usize) -> std::ops::Range<usize> {
    if n == 0 || k == 0 || k > n {
        return 0..0;
    }
    let at = |j: usize| (u128::from(j as u64) * games as u128 / n as u128) as usize;
    at(k - 1)..at(k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_known_values() {
        let (lo, hi) = wilson95(50, 100);
        assert!((lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3);
        let (lo, hi) = wilson95(0, 20);
        assert!(lo == 0.0 && (hi - 0.1611).abs() < 1e-3);
    }

    #[test]
    fn the_shards_of_a_run_cover_each_game_once_in_order() {
        for games in [0, 1, 7, 100, 1001] {
            for n in 1..=12 {
                let mut next = 0;
                for k in 1..=n {
                    let r = shard_games(games, k, n);
                    assert_eq!(r.start, next, "{games} games, shard {k}/{n}");
                    assert!(r.len() <= games / n + 1);
                    next = r.end;
                }
                assert_eq!(next, games);
            }
        }
        assert!(shard_games(10, 0, 3).is_empty() && shard_games(10, 4, 3).is_empty());
    }
}
