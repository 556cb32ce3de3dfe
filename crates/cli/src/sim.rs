//! `umpire sim`: many games with bots on every core, or one shard of them, and `umpire sim
//! merge`, which adds up the shards into the report one machine would have printed.

use std::io::IsTerminal;

use serde_json::json;
use sha2::{Digest, Sha256};
use umpire_sim::shard::{self, Run, Study};
use umpire_sim::SimReport;

use crate::load::{load_text, seat_bots};
use crate::out::outln;
use crate::{Failure, ReportArgs, SimArgs};
use umpire_registry::Spec;

/// The largest shard file `sim merge` reads: some eight million games.
pub const MAX_SHARD: u64 = 256 << 20;

/// The version of Umpire a shard file must come from to be merged with this one's.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The SHA-256 of a text, in hex.
#[must_use]
pub fn sha256(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

/// The threads to play on: those asked for, else every core.
#[must_use]
pub fn threads(asked: Option<usize>) -> usize {
    asked.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(umpire_sim::MAX_THREADS)
    })
}

/// A progress bar over `total` games on a terminal, and none otherwise (nor under `--json`).
#[must_use]
pub fn progress(total: u64, json: bool) -> indicatif::ProgressBar {
    let bar = if std::io::stderr().is_terminal() && !json {
        indicatif::ProgressBar::new(total)
    } else {
        indicatif::ProgressBar::hidden()
    };
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "[{bar:40}] {pos}/{len} games, {per_sec}, about {eta} left",
    ) {
        bar.set_style(style.progress_chars("#>-"));
    }
    bar
}

/// `SEAT=KIND` for every seat, from one optional kind a seat (none: heuristic).
#[must_use]
pub fn bot_names<R: Spec>(kinds: &[Option<String>]) -> Vec<String> {
    R::SEATS
        .iter()
        .zip(kinds)
        .map(|(s, k)| format!("{s}={}", k.as_deref().unwrap_or("heuristic")))
        .collect()
}

/// Plays games `first .. first + games` of a run starting at `seed`, with one bot a seat.
///
/// # Errors
/// What [`umpire_sim::simulate`] refuses, naming the scenario.
pub fn play<R: Spec>(
    sc: &R::Scenario,
    label: &str,
    (seed, first, games): (u64, usize, usize),
    kinds: &[Option<String>],
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<SimReport, Failure> {
    let start = seed.checked_add(first as u64).ok_or_else(|| {
        Failure::input(format!(
            "{label}: the seeds pass the largest seed ({})",
            u64::MAX
        ))
    })?;
    umpire_sim::simulate::<R, _, _>(
        sc,
        games,
        start,
        threads,
        || {
            kinds
                .iter()
                .map(|k| {
                    umpire_registry::bot::<R>(k.as_deref().unwrap_or("heuristic"))
                        .unwrap_or_else(|_| Box::new(umpire_core::RandomBot))
                })
                .collect()
        },
        progress,
    )
    .map_err(|e| Failure::input(format!("{label}: {e}")))
}

/// Writes a shard file to `--out`, or to standard output.
///
/// # Errors
/// The file exists (without `--force`) or cannot be written.
pub fn write_shard(
    study: Study,
    (k, n): (usize, usize),
    reports: &[SimReport],
    out: Option<&str>,
    force: bool,
) -> Result<(), Failure> {
    let games = reports.first().map_or(0, |r| r.played.len());
    let file = shard::shard_file(VERSION, study, (k, n), reports);
    let text = serde_json::to_string(&file).map_err(|e| Failure::input(e.to_string()))? + "\n";
    match out {
        Some(path) => {
            crate::files::write_new(path, text.as_bytes(), force, false)?;
            eprintln!(
                "shard {k}/{n}: {games} games a run, {} run{}, written to {path}",
                reports.len(),
                if reports.len() == 1 { "" } else { "s" }
            );
        }
        None => crate::out::out!("{text}"),
    }
    Ok(())
}

/// `umpire sim`.
pub fn sim<R: Spec>(a: &SimArgs, games_asked: u64) -> Result<(), Failure> {
    let (sc, label, text) = load_text::<R>(&a.scenario)?;
    let kinds = seat_bots::<R>(&a.bots.bot, &|_| Some("heuristic"))?;
    let games = usize::try_from(games_asked).unwrap_or(usize::MAX);
    let bots = bot_names::<R>(&kinds);
    if let Some((k, n)) = a.shard.shard {
        let r = &a.report;
        if r.json || r.games_list || r.plot.is_some() {
            return Err(Failure::usage(
                "--shard writes a shard file; --json, --games-list and --plot belong to `umpire sim merge`",
            ));
        }
        let range = umpire_sim::shard_games(games, k, n);
        let bar = progress(range.len() as u64, false);
        let report = play::<R>(
            &sc,
            &label,
            (a.seed, range.start, range.len()),
            &kinds,
            threads(a.bots.threads),
            &|done| bar.set_position(done as u64),
        )?;
        bar.finish_and_clear();
        let sha = sha256(&text);
        let study = Study {
            command: "sim".into(),
            ruleset: R::ID.into(),
            scenario: label,
            scenario_sha256: sha.clone(),
            seed: a.seed,
            games,
            results: R::RESULTS.iter().map(|r| (*r).to_owned()).collect(),
            runs: vec![Run {
                label: "as drawn".into(),
                bots,
                scenario_sha256: sha,
                knob: None,
            }],
        };
        return write_shard(study, (k, n), &[report], a.shard.out.as_deref(), r.force);
    }
    let bar = progress(games_asked, a.report.json);
    let report = play::<R>(
        &sc,
        &label,
        (a.seed, 0, games),
        &kinds,
        threads(a.bots.threads),
        &|done| bar.set_position(done as u64),
    )?;
    bar.finish_and_clear();
    print::<R>(&label, (a.seed, games), &bots, &report, &a.report, 1)
}

/// Prints a run's report, from one machine (`shards` 1) or added up from `shards` shards.
///
/// # Errors
/// The plot cannot be drawn or written.
pub fn print<R: Spec>(
    label: &str,
    (seed, games): (u64, usize),
    bots: &[String],
    report: &SimReport,
    a: &ReportArgs,
    shards: usize,
) -> Result<(), Failure> {
    if let Some(path) = &a.plot {
        let title = format!("{} / {label}: {} games", R::ID, report.games);
        let svg = crate::plot::svg(&title, R::SCORE, report)
            .map_err(|e| Failure::input(format!("{path}: cannot draw the plot: {e}")))?;
        crate::files::write_new(path, svg.as_bytes(), a.force, false)?;
    }
    let last = seed.saturating_add(games as u64).saturating_sub(1);
    let actions = report.actions as f64 / report.games.max(1) as f64;
    if a.json {
        let shares: Vec<_> = report
            .shares
            .iter()
            .map(|s| json!({"result": s.result, "games": s.games, "p": s.p, "ci95": [s.ci95.0, s.ci95.1]}))
            .collect();
        let mut o = json!({
            "ruleset": R::ID, "scenario": label, "games": report.games, "seed": seed,
            "bots": bots, "results": shares, "threads": report.threads,
            "seconds": report.seconds, "games_per_second": report.games_per_second(),
            "actions_per_game": actions,
            "mean_score": report.score.0, "mean_score_ci95": report.score.1, "score": R::SCORE,
            "games_list": a.games_list.then(|| report.played.iter().map(|g| json!({
                "seed": g.seed,
                "result": g.level.and_then(|k| R::RESULTS.get(k)),
                "score": g.score,
                "actions": g.actions,
            })).collect::<Vec<_>>()),
        });
        if shards > 1 {
            o["shards"] = json!(shards);
        }
        outln!("{o}");
        return Ok(());
    }
    outln!(
        "{} games of {} / {label} (seeds {seed}..{last}), bots: {}",
        report.games,
        R::ID,
        bots.join(" ")
    );
    outln!("{:<16} {:>7} {:>8}   95% CI", "result", "games", "share");
    for s in &report.shares {
        outln!(
            "{:<16} {:>7} {:>7.1}%   {:.1}–{:.1}%",
            s.result,
            s.games,
            100.0 * s.p,
            100.0 * s.ci95.0,
            100.0 * s.ci95.1
        );
    }
    outln!(
        "mean {} {:.2} ± {:.2} (95% CI)",
        R::SCORE,
        report.score.0,
        report.score.1
    );
    if shards > 1 {
        outln!(
            "played in {shards} shards: {:.1} s of play added up, {actions:.0} actions a game",
            report.seconds
        );
    } else {
        outln!(
            "{} games/s on {} threads ({:.1} s, {actions:.0} actions a game)",
            rate(report.games_per_second()),
            report.threads,
            report.seconds,
        );
    }
    if a.games_list {
        outln!(
            "{:>20}  {:<18} {:>8} {:>8}",
            "seed",
            "result",
            "score",
            "actions"
        );
        for g in &report.played {
            let result = g.level.and_then(|k| R::RESULTS.get(k)).copied();
            outln!(
                "{:>20}  {:<18} {:>8.2} {:>8}",
                g.seed,
                result.unwrap_or("unfinished"),
                g.score,
                g.actions
            );
        }
        let with: Vec<String> = bots.iter().map(|b| format!("--bot {b}")).collect();
        outln!(
            "To watch one: umpire play {} --seed SEED {} (the same game, step for step).",
            R::ID,
            with.join(" ")
        );
    }
    Ok(())
}

/// A rate with the digits that matter: whole numbers from ten up, then one decimal, below one
/// two (a slow search plays well under a game a second, which "0" would hide).
fn rate(x: f64) -> String {
    if x >= 10.0 {
        format!("{x:.0}")
    } else if x >= 1.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_rate_under_one_game_a_second_is_not_shown_as_nothing() {
        assert_eq!(super::rate(0.446), "0.45");
        assert_eq!(super::rate(3.21), "3.2");
        assert_eq!(super::rate(692.4), "692");
    }
}
