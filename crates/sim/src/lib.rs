//! Batch simulation: many seeded games on all cores, the result distribution with 95%
//! confidence intervals, and throughput.
//!
//! Game `i` of a run with seed `s` uses seed `s + i` for its dice and bots, so a run's result
//! does not depend on how many threads played it.
#![forbid(unsafe_code)]

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use umpire_core::{Bot, Dice, Ruleset, ScenarioError, Table};

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

/// Plays `games` games of `scenario` with bots from `make_bots` (one bot a seat) on `threads`
/// threads, calling `progress(done)` now and then.
///
/// # Errors
/// The scenario's first invalid field.
pub fn simulate<R, F, P>(
    scenario: &R::Scenario,
    games: usize,
    seed: u64,
    threads: usize,
    make_bots: F,
    progress: P,
) -> Result<SimReport, ScenarioError>
where
    R: Ruleset,
    F: Fn() -> Vec<Box<dyn Bot<R>>> + Sync,
    P: Fn(usize) + Sync,
{
    // Checks the scenario (each thread then prepares its own games: games of one starter may
    // share reference-counted data, which threads would fight over).
    R::starter(scenario).map(drop)?;
    let threads = threads.clamp(1, games.max(1));
    let next = AtomicUsize::new(0);
    let counts = Mutex::new((vec![0usize; R::RESULTS.len()], 0usize, 0.0f64, 0.0f64));
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let Ok(start_game) = R::starter(scenario) else {
                    return;
                };
                let mut local = vec![0usize; R::RESULTS.len()];
                let mut actions = 0;
                let (mut sum, mut sq) = (0.0, 0.0);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let s = seed.wrapping_add(i as u64);
                    let mut dice = Dice::new(s, false);
                    let Ok(mut state) = start_game(&mut dice) else {
                        break;
                    };
                    let mut table = Table::new(make_bots(), s);
                    actions += table.play_out(&mut state, &mut dice);
                    if let Some(o) = R::outcome(&state) {
                        sum += o.score;
                        sq += o.score * o.score;
                        if let Some(k) = R::RESULTS.iter().position(|r| *r == o.result) {
                            local[k] += 1;
                        }
                    }
                    if i.is_multiple_of(64) {
                        progress(i);
                    }
                }
                if let Ok(mut c) = counts.lock() {
                    for (t, l) in c.0.iter_mut().zip(&local) {
                        *t += l;
                    }
                    c.1 += actions;
                    c.2 += sum;
                    c.3 += sq;
                }
            });
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    let (counts, actions, sum, sq) = counts.into_inner().unwrap_or_default();
    let played: usize = counts.iter().sum();
    let n = played.max(1) as f64;
    let mean = sum / n;
    let var = (sq / n - mean * mean).max(0.0);
    let half = 1.96 * (var / n).sqrt();
    let shares = R::RESULTS
        .iter()
        .zip(&counts)
        .map(|(r, &k)| Share {
            result: (*r).to_owned(),
            games: k,
            p: k as f64 / played.max(1) as f64,
            ci95: wilson95(k, played),
        })
        .collect();
    Ok(SimReport {
        games: played,
        shares,
        actions,
        seconds,
        threads,
        score: (mean, half),
    })
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
}
