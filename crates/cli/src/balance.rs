//! `umpire balance`: each side's wins, draws and losses on a scenario, with their intervals and
//! the tilt on the Elo scale of docs/bots.md; then the same games again for each value of one of
//! the scenario's balance knobs, and the smallest change that brings the decided games nearest
//! even.
//!
//! Every run plays the same seeds, so that runs differ by the knob and not by their dice.

use serde_json::json;
use umpire_sim::shard::{Merged, Run, Study};
use umpire_sim::{wilson95, SimReport};

use crate::out::outln;
use crate::rulesets::{load_text, seat_bots, Spec};
use crate::sim::{bot_names, play, progress, sha256, threads, write_shard};
use crate::{BalanceArgs, Failure, ReportArgs};

/// A number in a scenario that tilts the battle one way or the other.
#[derive(Clone, Copy, Debug)]
pub struct Knob {
    /// The rule set whose scenarios have it.
    pub ruleset: &'static str,
    /// Its name on the command line.
    pub name: &'static str,
    /// Where it is in the scenario file (TOML tables, then the key).
    pub path: &'static [&'static str],
    /// What it is, for a person.
    pub what: &'static str,
    /// The smallest step worth trying.
    pub step: i64,
}

/// Every rule set's balance knobs, its default first.
pub const KNOBS: &[Knob] = &[
    Knob {
        ruleset: "rapier",
        name: "minor-victory",
        path: &["rules", "victory", "minor"],
        what: "percent of the break-through units that must exit for a minor victory",
        step: 5,
    },
    Knob {
        ruleset: "rapier",
        name: "turns",
        path: &["rules", "turns"],
        what: "turns the offensive lasts",
        step: 1,
    },
    Knob {
        ruleset: "opart",
        name: "turns",
        path: &["rules", "turns"],
        what: "turns of the day",
        step: 1,
    },
    Knob {
        ruleset: "napoleonic",
        name: "turns",
        path: &["rules", "turns"],
        what: "turns agreed",
        step: 2,
    },
    Knob {
        ruleset: "nqm",
        name: "hours",
        path: &["rules", "hours"],
        what: "hours the battle lasts",
        step: 1,
    },
    Knob {
        ruleset: "race",
        name: "battle-turns",
        path: &["rules", "battle", "turns"],
        what: "turns an engine battle lasts",
        step: 1,
    },
    Knob {
        ruleset: "race",
        name: "max-turns",
        path: &["rules", "max_turns"],
        what: "campaign turns before the race is called a draw",
        step: 5,
    },
];

/// The two sides of a rule set's results and which side each result level is a win for
/// (`None`: a draw).
fn sides<R: Spec>() -> Result<([&'static str; 2], Vec<Option<usize>>), Failure> {
    let three = vec![Some(0), None, Some(1)];
    Ok(match R::ID {
        "rapier" => (
            ["the attack", "the defence"],
            vec![Some(0), Some(0), Some(0), Some(1)],
        ),
        "opart" => (["the Axis", "the Soviets"], three),
        "napoleonic" => (["side A", "side B"], three),
        "nqm" => (["the attacker", "the defender"], three),
        "race" => (["player A", "player B"], three),
        other => {
            return Err(Failure::input(format!(
                "{other}: its results do not say which side won, so it cannot be balanced"
            )))
        }
    })
}

/// The knob `name` of rule set `ruleset` (none: its first).
fn knob(ruleset: &str, name: Option<&str>) -> Result<Knob, Failure> {
    let mine: Vec<&Knob> = KNOBS.iter().filter(|k| k.ruleset == ruleset).collect();
    let names = || mine.iter().map(|k| k.name).collect::<Vec<_>>().join(", ");
    match name {
        None => mine.first().copied().copied(),
        Some(n) => mine.iter().find(|k| k.name == n).copied().copied(),
    }
    .ok_or_else(|| {
        Failure::usage(format!(
            "--knob {}: not a knob of {ruleset}; its knobs: {}",
            name.unwrap_or(""),
            names()
        ))
    })
}

/// The knob's value in a scenario, as the scenario's JSON has it (defaults filled in).
fn current<R: Spec>(sc: &R::Scenario, knob: &Knob) -> Result<i64, Failure> {
    let value = serde_json::to_value(sc).map_err(|e| Failure::input(e.to_string()))?;
    let pointer: String = knob.path.iter().map(|p| format!("/{p}")).collect();
    value
        .pointer(&pointer)
        .and_then(|v| v.as_i64().or_else(|| v.as_f64().map(|f| f.round() as i64)))
        .ok_or_else(|| {
            Failure::input(format!(
                "the scenario has no {} ({}) to turn",
                knob.name,
                knob.path.join(".")
            ))
        })
}

/// The scenario's text with the knob set to `value`, checked as `umpire check` checks a file.
///
/// # Errors
/// The text is not TOML, or the scenario check refuses the value (its words).
fn with_value<R: Spec>(
    text: &str,
    knob: &Knob,
    value: i64,
) -> Result<(R::Scenario, String), String> {
    let mut doc: toml::Table = text.parse().map_err(|e| format!("not TOML: {e}"))?;
    let (key, tables) = knob.path.split_last().ok_or("an empty knob path")?;
    let mut at = &mut doc;
    for t in tables {
        at = at
            .entry((*t).to_owned())
            .or_insert_with(|| toml::Value::Table(toml::Table::new()))
            .as_table_mut()
            .ok_or_else(|| format!("{t} is not a table"))?;
    }
    at.insert((*key).to_owned(), toml::Value::Integer(value));
    let text = toml::to_string(&doc).map_err(|e| e.to_string())?;
    let sc = R::parse_scenario(&text).map_err(|e| e.to_string())?;
    R::new_game(&sc, &mut umpire_core::Dice::new(0, false)).map_err(|e| e.to_string())?;
    Ok((sc, text))
}

/// The values to try: those asked for, else up to three steps either side of the scenario's.
fn values(asked: &[i64], knob: &Knob, now: i64) -> Vec<i64> {
    if !asked.is_empty() {
        let mut v = asked.to_vec();
        v.sort_unstable();
        v.dedup();
        return v;
    }
    (-3..=3)
        .map(|k| now + k * knob.step)
        .filter(|&v| v >= 1)
        .collect()
}

/// `umpire balance`.
pub fn balance<R: Spec>(a: &BalanceArgs) -> Result<(), Failure> {
    let (sc, label, text) = load_text::<R>(&a.scenario)?;
    sides::<R>()?;
    let knob = knob(R::ID, a.knob.as_deref())?;
    let now = current::<R>(&sc, &knob)?;
    if a.report.games_list {
        return Err(Failure::usage(
            "--games-list is for `umpire sim`; balance reports each run's results",
        ));
    }
    let kinds = seat_bots::<R>(&a.bots.bot, &|_| Some("heuristic"))?;
    let bots = bot_names::<R>(&kinds);
    let games = usize::try_from(a.games).unwrap_or(usize::MAX);
    // The runs: the scenario as drawn, then each other value of the knob.
    let mut runs: Vec<(Run, R::Scenario)> = vec![(
        Run {
            label: "as drawn".into(),
            bots: bots.clone(),
            scenario_sha256: sha256(&text),
            knob: Some((knob.name.into(), now)),
        },
        sc,
    )];
    for v in values(&a.values, &knob, now) {
        if v == now {
            continue;
        }
        match with_value::<R>(&text, &knob, v) {
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
    let mut reports = Vec::with_capacity(runs.len());
    for (k, (run, variant)) in runs.iter().enumerate() {
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

/// One run's results, from the first side's point of view.
struct Measured {
    /// The knob's value.
    value: i64,
    /// Games won by each side.
    wins: [usize; 2],
    /// Games drawn.
    draws: usize,
    /// Games that did not finish.
    unfinished: usize,
    /// The first side's share of the decided games, and its interval.
    share: Option<(f64, (f64, f64))>,
}

impl Measured {
    fn of(value: i64, r: &SimReport, levels: &[Option<usize>]) -> Self {
        let (mut wins, mut draws) = ([0usize; 2], 0);
        for (s, side) in r.shares.iter().zip(levels) {
            match side {
                Some(k) => wins[*k] += s.games,
                None => draws += s.games,
            }
        }
        let decided = wins[0] + wins[1];
        Measured {
            value,
            wins,
            draws,
            unfinished: r.played.len() - r.games,
            share: (decided > 0)
                .then(|| (wins[0] as f64 / decided as f64, wilson95(wins[0], decided))),
        }
    }

    fn decided(&self) -> usize {
        self.wins[0] + self.wins[1]
    }
}

/// Elo points of a share of decided games: 400 log10 of the odds; none at 0 or 1.
fn elo(p: f64) -> Option<f64> {
    (p > 0.0 && p < 1.0).then(|| 400.0 * (p / (1.0 - p)).log10())
}

/// The run to propose: the smallest change whose interval holds an even share, else the run
/// nearest even (the smaller change first).
fn proposal(runs: &[Measured], now: i64) -> Option<&Measured> {
    let change = |m: &Measured| (m.value - now).abs();
    // A run one side won every decided game of tells nothing of which way the knob evens it.
    if runs
        .iter()
        .all(|m| m.share.is_none_or(|(p, _)| p == 0.0 || p == 1.0))
    {
        return None;
    }
    let even: Option<&Measured> = runs
        .iter()
        .filter(|m| m.share.is_some_and(|(_, (lo, hi))| lo <= 0.5 && 0.5 <= hi))
        .min_by_key(|m| (change(m), m.value));
    even.or_else(|| {
        runs.iter()
            .filter_map(|m| m.share.map(|(p, _)| (m, (p - 0.5).abs())))
            .min_by(|(a, da), (b, db)| {
                da.total_cmp(db)
                    .then(change(a).cmp(&change(b)))
                    .then(a.value.cmp(&b.value))
            })
            .map(|(m, _)| m)
    })
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn signed(x: f64) -> String {
    format!("{x:+.0}")
}

/// Prints the report of a balance study.
fn report<R: Spec>(
    study: &Study,
    reports: &[SimReport],
    a: &ReportArgs,
    shards: usize,
) -> Result<(), Failure> {
    let (names, levels) = sides::<R>()?;
    let knob_name = study
        .runs
        .first()
        .and_then(|r| r.knob.as_ref())
        .map_or("", |k| k.0.as_str());
    let knob = KNOBS
        .iter()
        .find(|k| k.ruleset == R::ID && k.name == knob_name)
        .ok_or_else(|| {
            Failure::input(format!(
                "the shards turn {knob_name:?}, not a knob of {}",
                R::ID
            ))
        })?;
    let measured: Vec<Measured> = study
        .runs
        .iter()
        .zip(reports)
        .map(|(run, r)| Measured::of(run.knob.as_ref().map_or(0, |k| k.1), r, &levels))
        .collect();
    let (drawn, base) = (&measured[0], &reports[0]);
    let now = drawn.value;
    let mut by_value: Vec<&Measured> = measured.iter().collect();
    by_value.sort_by_key(|m| m.value);
    let pick = proposal(&measured, now);
    // One machine: the runs' times added. Merged: each run already carries the shards' whole
    // time, every run included.
    let seconds: f64 = if shards > 1 {
        reports.first().map_or(0.0, |r| r.seconds)
    } else {
        reports.iter().map(|r| r.seconds).sum()
    };
    let last = study
        .seed
        .saturating_add(study.games as u64)
        .saturating_sub(1);
    if let Some(path) = &a.plot {
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
        let svg = crate::plot::balance_svg(&title, knob.name, names[0], &points, now)
            .map_err(|e| Failure::input(format!("{path}: cannot draw the plot: {e}")))?;
        crate::files::write_new(path, svg.as_bytes(), a.force, false)?;
    }
    let side_rows = |m: &Measured| -> Vec<serde_json::Value> {
        let finished = m.decided() + m.draws;
        (0..2)
            .map(|k| {
                let row = |n: usize| json!({"games": n, "p": n as f64 / finished.max(1) as f64, "ci95": wilson95(n, finished)});
                json!({"side": names[k], "won": row(m.wins[k]), "drawn": row(m.draws), "lost": row(m.wins[1 - k])})
            })
            .collect()
    };
    if a.json {
        let run_json = |m: &Measured, r: &SimReport| {
            json!({
                "value": m.value, "as_drawn": m.value == now, "sides": side_rows(m),
                "decided": m.decided(), "unfinished": m.unfinished,
                "share": m.share.map(|s| s.0), "share_ci95": m.share.map(|s| s.1),
                "elo": m.share.and_then(|s| elo(s.0)),
                "elo_ci95": m.share.and_then(|(_, (lo, hi))| Some((elo(lo)?, elo(hi)?))),
                "mean_score": r.score.0, "mean_score_ci95": r.score.1,
            })
        };
        let runs: Vec<_> = measured
            .iter()
            .zip(reports)
            .map(|(m, r)| run_json(m, r))
            .collect();
        let mut o = json!({
            "ruleset": R::ID, "scenario": study.scenario, "games": study.games, "seed": study.seed,
            "bots": study.runs[0].bots, "sides": names, "score": R::SCORE,
            "knob": {"name": knob.name, "what": knob.what, "as_drawn": now},
            "runs": runs,
            "proposal": pick.map(|m| json!({
                "value": m.value, "change": m.value - now,
                "share": m.share.map(|s| s.0), "share_ci95": m.share.map(|s| s.1),
                "even_within_interval": m.share.is_some_and(|(_, (lo, hi))| lo <= 0.5 && 0.5 <= hi),
            })),
            "seconds": seconds,
        });
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
    outln!("as drawn ({} {now}):", knob.name);
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
    match pick {
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
    if shards > 1 {
        outln!("played in {shards} shards");
    } else {
        outln!(
            "{} runs of {} games in {seconds:.1} s",
            reports.len(),
            study.games
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_values_step_either_side_of_the_scenarios() {
        let k = KNOBS[3]; // napoleonic turns, step 2
        assert_eq!(values(&[], &k, 12), vec![6, 8, 10, 12, 14, 16, 18]);
        assert_eq!(values(&[], &KNOBS[4], 2), vec![1, 2, 3, 4, 5]);
        assert_eq!(values(&[9, 3, 9], &k, 12), vec![3, 9]);
    }

    #[test]
    fn the_proposal_is_the_smallest_change_that_is_even_within_its_interval() {
        let m = |value, p: f64, lo, hi| Measured {
            value,
            wins: [0, 0],
            draws: 0,
            unfinished: 0,
            share: Some((p, (lo, hi))),
        };
        let runs = [
            m(12, 0.30, 0.25, 0.35),
            m(14, 0.45, 0.40, 0.51),
            m(16, 0.50, 0.45, 0.55),
            m(10, 0.20, 0.15, 0.25),
        ];
        assert_eq!(proposal(&runs, 12).map(|m| m.value), Some(14));
        let none_even = [m(12, 0.30, 0.25, 0.35), m(14, 0.40, 0.35, 0.45)];
        assert_eq!(proposal(&none_even, 12).map(|m| m.value), Some(14));
        let one_sided = [m(12, 1.0, 0.99, 1.0), m(14, 1.0, 0.99, 1.0)];
        assert!(proposal(&one_sided, 12).is_none());
        assert!(elo(0.65).is_some_and(|e| (e - 107.5).abs() < 0.5));
        assert_eq!(elo(1.0), None);
    }
}
