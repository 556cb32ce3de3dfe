//! `umpire balance`: each side's wins, draws and losses on a scenario, with their intervals and
//! the tilt on the Elo scale of docs/bots.md; then the same games again for each value of one of
//! the scenario's balance knobs, and the smallest change that brings the decided games nearest
//! even.
//!
//! Every run plays the same seeds, so that runs differ by the knob and not by their dice.

use serde_json::json;
use umpire_registry::balance::{
    current, elo, knobs, proposal, proposal_across, sides, steps, to_json, to_json_all, values,
    with_value, Knob, Measured, KNOBS,
};
use umpire_sim::shard::{Merged, Run, Study};
use umpire_sim::{wilson95, SimReport};

use crate::load::{load_text, seat_bots};
use crate::out::outln;
use crate::sim::{bot_names, play, progress, sha256, threads, write_shard};
use crate::{BalanceArgs, Failure, ReportArgs};
use umpire_registry::Spec;

/// `umpire balance`.
pub fn balance<R: Spec>(a: &BalanceArgs) -> Result<(), Failure> {
    let (sc, label, text) = load_text::<R>(&a.scenario)?;
    sides::<R>().map_err(Failure::input)?;
    // `--knob all` studies every knob of the rule set and proposes one change among them.
    if a.knob.as_deref() == Some("all") {
        if !a.values.is_empty() {
            return Err(Failure::usage(
                "--values are one knob's values: name the knob with --knob",
            ));
        }
        if a.report.plot.is_some() {
            return Err(Failure::usage(
                "--plot draws one knob's win rate: name the knob with --knob",
            ));
        }
    }
    let knobs =
        knobs(R::ID, a.knob.as_deref()).map_err(|e| Failure::usage(format!("--knob {e}")))?;
    if a.report.games_list {
        return Err(Failure::usage(
            "--games-list is for `umpire sim`; balance reports each run's results",
        ));
    }
    let kinds = seat_bots::<R>(&a.bots.bot, &|_| Some("heuristic"))?;
    let bots = bot_names::<R>(&kinds);
    let games = usize::try_from(a.games).unwrap_or(usize::MAX);
    // The runs of each knob: the scenario as drawn, then each other value of the knob.
    let mut runs: Vec<(Run, R::Scenario)> = Vec::new();
    for knob in &knobs {
        let now = current::<R>(&sc, knob).map_err(Failure::input)?;
        runs.push((
            Run {
                label: "as drawn".into(),
                bots: bots.clone(),
                scenario_sha256: sha256(&text),
                knob: Some((knob.name.into(), now)),
            },
            sc.clone(),
        ));
        for v in values(&a.values, knob, now) {
            if v == now {
                continue;
            }
            match with_value::<R>(&text, knob, v) {
                Ok((variant, vtext)) => runs.push((
                    Run {
                        label: format!("{} {v}", knob.name),
                        bots: bots.clone(),
                        scenario_sha256: sha256(&vtext),
                        knob: Some((knob.name.into(), v)),
                    },
                    variant,
                )),
                // A value asked for must be a valid one; a default one past the scenario's
                // bounds is left out.
                Err(e) if !a.values.is_empty() => {
                    return Err(Failure::input(format!("{label}: {} {v}: {e}", knob.name)))
                }
                Err(_) => {}
            }
        }
    }
    let study = Study {
        command: "balance".into(),
        ruleset: R::ID.into(),
        scenario: label.clone(),
        scenario_sha256: sha256(&text),
        seed: a.seed,
        games,
        results: R::RESULTS.iter().map(|r| (*r).to_owned()).collect(),
        runs: runs.iter().map(|(r, _)| r.clone()).collect(),
    };
    let range = match a.shard.shard {
        Some((k, n)) => {
            if a.report.json || a.report.plot.is_some() {
                return Err(Failure::usage(
                    "--shard writes a shard file; --json and --plot belong to `umpire sim merge`",
                ));
            }
            umpire_sim::shard_games(games, k, n)
        }
        None => 0..games,
    };
    let bar = progress((range.len() * runs.len()) as u64, a.report.json);
    let threads = threads(a.bots.threads);
    let mut reports: Vec<SimReport> = Vec::with_capacity(runs.len());
    for (k, (run, variant)) in runs.iter().enumerate() {
        // Each knob's runs begin with the scenario as drawn: its games are played once.
        let same = runs[..k]
            .iter()
            .position(|(r, _)| r.scenario_sha256 == run.scenario_sha256);
        if let Some(j) = same {
            let again = reports[j].clone();
            reports.push(again);
            continue;
        }
        let base = (k * range.len()) as u64;
        reports.push(play::<R>(
            variant,
            &format!("{label} ({})", run.label),
            (a.seed, range.start, range.len()),
            &kinds,
            threads,
            &|done| bar.set_position(base + done as u64),
        )?);
    }
    bar.finish_and_clear();
    if let Some(shard) = a.shard.shard {
        return write_shard(
            study,
            shard,
            &reports,
            a.shard.out.as_deref(),
            a.report.force,
        );
    }
    report::<R>(&study, &reports, &a.report, 1)
}

/// The report of a balance study put back together from its shards.
pub fn merged<R: Spec>(m: &Merged, out: &ReportArgs) -> Result<(), Failure> {
    report::<R>(&m.study, &m.reports, out, m.shards)
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn signed(x: f64) -> String {
    format!("{x:+.0}")
}

/// Prints the report of a balance study: one knob's, or (`--knob all`) each knob's and one
/// proposal among them.
fn report<R: Spec>(
    study: &Study,
    reports: &[SimReport],
    a: &ReportArgs,
    shards: usize,
) -> Result<(), Failure> {
    let (names, levels) = sides::<R>().map_err(Failure::input)?;
    // The runs of each knob, in the order they were played.
    let mut groups: Vec<(Knob, Vec<usize>)> = Vec::new();
    for (i, run) in study.runs.iter().enumerate() {
        let name = run.knob.as_ref().map_or("", |k| k.0.as_str());
        let knob = KNOBS
            .iter()
            .find(|k| k.ruleset == R::ID && k.name == name)
            .ok_or_else(|| {
                Failure::input(format!("the shards turn {name:?}, not a knob of {}", R::ID))
            })?;
        match groups.last_mut() {
            Some((k, runs)) if k.name == knob.name => runs.push(i),
            _ => groups.push((*knob, vec![i])),
        }
    }
    let measured: Vec<Measured> = study
        .runs
        .iter()
        .zip(reports)
        .map(|(run, r)| Measured::of(run.knob.as_ref().map_or(0, |k| k.1), r, &levels))
        .collect();
    // Each knob: the knob, its value as drawn, its runs (the scenario as drawn first).
    let studied: Vec<(Knob, i64, Vec<Measured>)> = groups
        .iter()
        .map(|(knob, runs)| {
            let now = measured[runs[0]].value;
            let mine = runs.iter().map(|&i| measured[i].clone()).collect();
            (*knob, now, mine)
        })
        .collect();
    // Each knob's runs begin with the scenario as drawn, played once: the runs whose scenario
    // was played before are copies.
    let fresh: Vec<bool> = (0..study.runs.len())
        .map(|k| {
            !study.runs[..k]
                .iter()
                .any(|e| e.scenario_sha256 == study.runs[k].scenario_sha256)
        })
        .collect();
    // One machine: the times of the runs played added. Merged: each run already carries the
    // shards' whole time, every run included.
    let seconds: f64 = if shards > 1 {
        reports.first().map_or(0.0, |r| r.seconds)
    } else {
        reports
            .iter()
            .zip(&fresh)
            .filter(|(_, f)| **f)
            .map(|(r, _)| r.seconds)
            .sum()
    };
    let last = study
        .seed
        .saturating_add(study.games as u64)
        .saturating_sub(1);
    let json_of = |group: &(Knob, i64, Vec<Measured>), reports: &[SimReport]| {
        to_json::<R>(&part::<R>(study, group, reports, seconds)).map_err(Failure::input)
    };
    let group_reports =
        |k: usize| -> Vec<SimReport> { groups[k].1.iter().map(|&i| reports[i].clone()).collect() };
    if let [(knob, now, runs)] = studied.as_slice() {
        if let Some(path) = &a.plot {
            let mut by_value: Vec<&Measured> = runs.iter().collect();
            by_value.sort_by_key(|m| m.value);
            let points: Vec<(i64, f64, f64, f64)> = by_value
                .iter()
                .filter_map(|m| m.share.map(|(p, (lo, hi))| (m.value, p, lo, hi)))
                .collect();
            let title = format!(
                "{} / {}: {} games a value",
                R::ID,
                study.scenario,
                study.games
            );
            let svg = crate::plot::balance_svg(&title, knob.name, names[0], &points, *now)
                .map_err(|e| Failure::input(format!("{path}: cannot draw the plot: {e}")))?;
            crate::files::write_new(path, svg.as_bytes(), a.force, false)?;
        }
    } else if a.plot.is_some() {
        return Err(Failure::usage(
            "--plot draws one knob's win rate, and these shards turn several",
        ));
    }
    let across = proposal_across(&studied);
    if a.json {
        let mut o = if let [one] = studied.as_slice() {
            json_of(one, reports)?
        } else {
            let parts: Vec<Vec<SimReport>> = (0..studied.len()).map(group_reports).collect();
            let studies: Vec<_> = studied
                .iter()
                .zip(&parts)
                .map(|(group, reports)| part::<R>(study, group, reports, seconds))
                .collect();
            to_json_all::<R>(&studies, seconds).map_err(Failure::input)?
        };
        if shards > 1 {
            o["shards"] = json!(shards);
        }
        outln!("{o}");
        return Ok(());
    }
    outln!(
        "balance of {} / {}: {} games a run (seeds {}..{last}), bots: {}",
        R::ID,
        study.scenario,
        study.games,
        study.seed,
        study.runs[0].bots.join(" ")
    );
    let drawn_at: Vec<String> = studied
        .iter()
        .map(|(knob, now, _)| format!("{} {now}", knob.name))
        .collect();
    print_drawn::<R>(&names, &studied[0].2[0], &reports[0], &drawn_at.join(", "));
    for (knob, now, runs) in &studied {
        print_knob(&names, knob, *now, runs);
    }
    if studied.len() > 1 {
        match across {
            Some((knob, m)) => {
                let now = studied
                    .iter()
                    .find(|g| g.0.name == knob.name)
                    .map_or(m.value, |g| g.1);
                if m.value == now {
                    outln!(
                        "across the knobs: leave the scenario as drawn: {}",
                        if m.share.is_some_and(|(_, (lo, hi))| lo <= 0.5 && 0.5 <= hi) {
                            "its decided games are even within their interval"
                        } else {
                            "no knob tried brings its decided games nearer even"
                        }
                    );
                } else {
                    let n = steps(knob, now, m);
                    outln!(
                        "across the knobs: {} {} (from {now}), {n} step{} of {}: the smallest change that brings the decided games {}",
                        knob.name,
                        m.value,
                        if n == 1 { "" } else { "s" },
                        knob.step,
                        if m.share.is_some_and(|(_, (lo, hi))| lo <= 0.5 && 0.5 <= hi) {
                            "even within the interval"
                        } else {
                            "nearest even"
                        }
                    );
                }
            }
            None => outln!("across the knobs: none evens the scenario"),
        }
    }
    if shards > 1 {
        outln!("played in {shards} shards");
    } else {
        let played = fresh.iter().filter(|f| **f).count();
        outln!("{played} runs of {} games in {seconds:.1} s", study.games);
    }
    Ok(())
}

/// One knob's part of a study, as the registry's report reads it.
fn part<'a, R: Spec>(
    study: &'a Study,
    (knob, now, runs): &'a (Knob, i64, Vec<Measured>),
    reports: &'a [SimReport],
    seconds: f64,
) -> umpire_registry::balance::Study<'a> {
    umpire_registry::balance::Study {
        ruleset: R::ID,
        scenario: &study.scenario,
        games: study.games,
        seed: study.seed,
        bots: &study.runs[0].bots,
        knob,
        now: *now,
        measured: runs,
        reports,
        seconds,
    }
}

/// The scenario as drawn: each side's wins, draws and losses, the tilt, the mean score.
fn print_drawn<R: Spec>(names: &[&str; 2], drawn: &Measured, base: &SimReport, at: &str) {
    outln!("as drawn ({at}):");
    outln!(
        "  {:<12} {:>22} {:>22} {:>22}",
        "side",
        "won (95% CI)",
        "drawn",
        "lost"
    );
    let finished = drawn.decided() + drawn.draws;
    let cell = |n: usize| {
        let (lo, hi) = wilson95(n, finished);
        format!(
            "{n} {} ({:.0}–{:.0})",
            pct(n as f64 / finished.max(1) as f64),
            100.0 * lo,
            100.0 * hi
        )
    };
    for (k, name) in names.iter().enumerate() {
        outln!(
            "  {:<12} {:>22} {:>22} {:>22}",
            name,
            cell(drawn.wins[k]),
            cell(drawn.draws),
            cell(drawn.wins[1 - k])
        );
    }
    if drawn.unfinished > 0 {
        outln!("  {} games did not finish.", drawn.unfinished);
    }
    match drawn.share {
        Some((p, (lo, hi))) => {
            let scale = match (elo(p), elo(lo), elo(hi)) {
                (Some(e), Some(l), Some(h)) => format!(
                    "; on the common scale of docs/bots.md the map is worth {} Elo to {} ({} to {})",
                    signed(e),
                    names[0],
                    signed(l),
                    signed(h)
                ),
                (Some(e), ..) => format!(
                    "; on the common scale of docs/bots.md the map is worth {} Elo to {}",
                    signed(e),
                    names[0]
                ),
                _ => "; one side won every decided game, so the tilt is off the Elo scale".into(),
            };
            outln!(
                "  {} won {} of the {} decided games ({}–{}){scale}",
                names[0],
                pct(p),
                drawn.decided(),
                pct(lo),
                pct(hi)
            );
        }
        None => outln!("  no game was decided"),
    }
    outln!(
        "  mean {} {:.2} ± {:.2} (95% CI)",
        R::SCORE,
        base.score.0,
        base.score.1
    );
}

/// One knob's table, value by value, and its own proposal.
fn print_knob(names: &[&str; 2], knob: &Knob, now: i64, runs: &[Measured]) {
    let mut by_value: Vec<&Measured> = runs.iter().collect();
    by_value.sort_by_key(|m| m.value);
    outln!(
        "{} ({}): the share of the decided games {} won",
        knob.name,
        knob.what,
        names[0]
    );
    let w = knob.name.len().max(8);
    outln!(
        "  {:>w$} {:>9} {:>8} {:>16} {:>8}",
        knob.name,
        "decided",
        "share",
        "95% CI",
        "Elo"
    );
    for m in &by_value {
        let (share, ci, e) = match m.share {
            Some((p, (lo, hi))) => (
                pct(p),
                format!("{}–{}", pct(lo), pct(hi)),
                elo(p).map_or("—".into(), signed),
            ),
            None => ("—".into(), "—".into(), "—".into()),
        };
        outln!(
            "  {:>w$} {:>9} {:>8} {:>16} {:>8}{}",
            m.value,
            m.decided(),
            share,
            ci,
            e,
            if m.value == now { "  as drawn" } else { "" }
        );
    }
    match proposal(runs, now) {
        Some(m) if m.value == now => outln!(
            "proposal: leave {} at {now}: as drawn the decided games are {}",
            knob.name,
            if m.share.is_some_and(|(_, (lo, hi))| lo <= 0.5 && 0.5 <= hi) {
                "even within their interval"
            } else {
                "as near even as at any other value tried"
            }
        ),
        Some(m) => {
            let (p, (lo, hi)) = m.share.unwrap_or((0.0, (0.0, 0.0)));
            outln!(
                "proposal: {} {} (from {now}): {} then wins {} of the decided games ({}–{}), {}",
                knob.name,
                m.value,
                names[0],
                pct(p),
                pct(lo),
                pct(hi),
                if lo <= 0.5 && 0.5 <= hi {
                    "even within the interval"
                } else {
                    "the nearest to even of the values tried; try values further out with --values"
                }
            );
        }
        None => outln!(
            "proposal: none: at every value tried one side won every decided game (or none was \
             decided), so this knob does not even the scenario"
        ),
    }
}
