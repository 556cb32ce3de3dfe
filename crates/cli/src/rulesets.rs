//! The closed list of rule sets and the commands that work the same for each.

use crate::out::{out, outln};
use std::io::IsTerminal;
use std::marker::PhantomData;

use serde_json::json;
use umpire_core::Dice;
use umpire_napoleonic::Napoleonic;
use umpire_nqm::Nqm;
use umpire_opart::OpArt;
use umpire_race::Race;
use umpire_rapier::Rapier;
pub use umpire_registry::{Spec, IDS};

use crate::{Failure, PlayArgs, ReplayArgs, ScenarioArg, SimArgs};

/// The commands, for one rule set.
pub trait Driver {
    /// `play`.
    fn play(&self, a: &PlayArgs) -> Result<(), Failure>;
    /// `show`.
    fn show(
        &self,
        sc: &ScenarioArg,
        seat: Option<&str>,
        seed: Option<u64>,
        json: bool,
    ) -> Result<(), Failure>;
    /// `sim`.
    fn sim(&self, a: &SimArgs) -> Result<(), Failure>;
    /// `replay`.
    fn replay(&self, text: &str, a: &ReplayArgs) -> Result<(), Failure>;
    /// `check`.
    fn check(&self, text: &str, file: &str) -> Result<(), Failure>;
    /// `list`.
    fn list(&self) -> String;
    /// The text of the bundled scenario called `name`, if there is one.
    fn bundled(&self, name: &str) -> Option<&'static str>;
    /// `fields`: the scenario file's field reference (Markdown), or its JSON Schema.
    fn fields(&self, json: bool) -> String;
}

/// The driver of one rule set.
pub struct Generic<R>(PhantomData<R>);

/// Runs `f` with the driver of rule set `id`.
///
/// # Errors
/// An unknown or not yet implemented rule set, or whatever `f` fails with.
pub fn dispatch(
    id: &str,
    f: impl FnOnce(&dyn Driver) -> Result<(), Failure>,
) -> Result<(), Failure> {
    match id {
        "rapier" => f(&Generic::<Rapier>(PhantomData)),
        "opart" => f(&Generic::<OpArt>(PhantomData)),
        "race" => f(&Generic::<Race>(PhantomData)),
        "nqm" => f(&Generic::<Nqm>(PhantomData)),
        "napoleonic" => f(&Generic::<Napoleonic>(PhantomData)),
        other if IDS.iter().any(|(i, _)| *i == other) => Err(Failure::input(format!(
            "rule set {other} is not implemented yet; available: rapier, opart, race, nqm, napoleonic"
        ))),
        other => Err(Failure::usage(format!(
            "unknown rule set {other:?}; known: {}",
            IDS.iter().map(|i| i.0).collect::<Vec<_>>().join(", ")
        ))),
    }
}

/// Loads a scenario by bundled name or file path.
///
/// # Errors
/// Unknown name, unreadable file, invalid scenario.
pub fn load<R: Spec>(arg: &ScenarioArg) -> Result<(R::Scenario, String), Failure> {
    let name = arg
        .scenario
        .clone()
        .unwrap_or_else(|| R::scenarios()[0].name.to_owned());
    let (text, label) = match R::scenarios().iter().find(|b| b.name == name) {
        Some(b) => (b.toml.to_owned(), b.name.to_owned()),
        None => {
            if std::fs::metadata(&name).is_err() {
                return Err(Failure::input(format!(
                    "{name}: not a bundled scenario ({}) and not a file",
                    R::scenarios()
                        .iter()
                        .map(|b| b.name)
                        .collect::<Vec<_>>()
                        .join(", ")
                )));
            }
            let text = crate::commands::read(&name)?;
            (text, name.clone())
        }
    };
    let sc = R::parse_scenario(&text).map_err(|e| Failure::input(format!("{label}: {e}")))?;
    R::new_game(&sc, &mut Dice::new(0, false))
        .map_err(|e| Failure::input(format!("{label}: {e}")))?;
    Ok((sc, label))
}

/// Where a scenario loaded by [`load`] came from, for the log header.
#[must_use]
pub fn source_of<R: Spec>(label: &str) -> umpire_core::ScenarioSource {
    if R::scenarios().iter().any(|b| b.name == label) {
        umpire_core::ScenarioSource::Bundled
    } else {
        umpire_core::ScenarioSource::File
    }
}

/// Parses `SEAT=KIND` options into one optional bot per seat, starting from `default`.
///
/// # Errors
/// An unknown seat or bot kind.
pub fn seat_bots<R: Spec>(
    specs: &[String],
    default: &dyn Fn(&str) -> Option<&'static str>,
) -> Result<Vec<Option<String>>, Failure> {
    let mut kinds: Vec<Option<String>> = R::SEATS
        .iter()
        .map(|s| default(s).map(str::to_owned))
        .collect();
    for spec in specs {
        let (seat, kind) = spec
            .split_once('=')
            .ok_or_else(|| Failure::usage(format!("--bot {spec:?}: expected SEAT=KIND")))?;
        if let Err(e) = umpire_registry::bot::<R>(kind) {
            return Err(Failure::usage(format!("--bot {spec}: {e}")));
        }
        if seat == "all" {
            kinds.iter_mut().for_each(|k| *k = Some(kind.to_owned()));
        } else {
            let s = R::seat_by_name(seat).ok_or_else(|| {
                Failure::usage(format!(
                    "--bot {spec}: unknown seat {seat:?}; seats: {}",
                    R::SEATS.join(", ")
                ))
            })?;
            kinds[usize::from(s)] = Some(kind.to_owned());
        }
    }
    Ok(kinds)
}

impl<R: Spec> Driver for Generic<R> {
    fn play(&self, a: &PlayArgs) -> Result<(), Failure> {
        crate::play::play::<R>(a)
    }

    fn show(
        &self,
        sc: &ScenarioArg,
        seat: Option<&str>,
        seed: Option<u64>,
        json: bool,
    ) -> Result<(), Failure> {
        let (sc, _) = load::<R>(sc)?;
        let seat = seat.unwrap_or(R::SEATS[0]);
        let s = R::seat_by_name(seat).ok_or_else(|| {
            Failure::usage(format!(
                "unknown seat {seat:?}; seats: {}",
                R::SEATS.join(", ")
            ))
        })?;
        let secret = match seed {
            Some(s) => umpire_core::Secret::from_seed(s),
            None => umpire_core::Secret::random().map_err(Failure::input)?,
        };
        let state = R::new_game(&sc, &mut Dice::from_secret(&secret, false))
            .map_err(|e| Failure::input(e.to_string()))?;
        let view = R::view(&state, s);
        if json {
            outln!("{}", serde_json::to_string(&view).unwrap_or_default());
        } else {
            out!("{}", R::render(&view));
        }
        Ok(())
    }

    fn sim(&self, a: &SimArgs) -> Result<(), Failure> {
        let (sc, label) = load::<R>(&a.scenario)?;
        if a.games == 0 {
            return Err(Failure::usage("--games must be at least 1"));
        }
        let kinds = seat_bots::<R>(&a.bot, &|_| Some("heuristic"))?;
        let threads = a.threads.unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(umpire_sim::MAX_THREADS)
        });
        let games = usize::try_from(a.games).unwrap_or(usize::MAX);
        // A progress bar on a terminal only: indicatif draws nothing when stderr is redirected.
        let bar = if std::io::stderr().is_terminal() && !a.json {
            indicatif::ProgressBar::new(a.games)
        } else {
            indicatif::ProgressBar::hidden()
        };
        if let Ok(style) = indicatif::ProgressStyle::with_template(
            "[{bar:40}] {pos}/{len} games, {per_sec}, about {eta} left",
        ) {
            bar.set_style(style.progress_chars("#>-"));
        }
        let report = umpire_sim::simulate::<R, _, _>(
            &sc,
            games,
            a.seed,
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
            |done| bar.set_position(done as u64),
        )
        .map_err(|e| Failure::input(format!("{label}: {e}")))?;
        bar.finish_and_clear();
        let bots: Vec<String> = R::SEATS
            .iter()
            .zip(&kinds)
            .map(|(s, k)| format!("{s}={}", k.as_deref().unwrap_or("heuristic")))
            .collect();
        if let Some(path) = &a.plot {
            let title = format!("{} / {label}: {} games", R::ID, report.games);
            let svg = crate::plot::svg(&title, R::SCORE, &report)
                .map_err(|e| Failure::input(format!("{path}: cannot draw the plot: {e}")))?;
            crate::files::write_new(path, svg.as_bytes(), a.force, false)?;
        }
        if a.json {
            let shares: Vec<_> = report
                .shares
                .iter()
                .map(|s| json!({"result": s.result, "games": s.games, "p": s.p, "ci95": [s.ci95.0, s.ci95.1]}))
                .collect();
            outln!(
                "{}",
                json!({
                    "ruleset": R::ID, "scenario": label, "games": report.games, "seed": a.seed,
                    "bots": bots, "results": shares, "threads": report.threads,
                    "seconds": report.seconds, "games_per_second": report.games_per_second(),
                    "actions_per_game": report.actions as f64 / report.games.max(1) as f64,
                    "mean_score": report.score.0, "mean_score_ci95": report.score.1, "score": R::SCORE,
                    "games_list": a.games_list.then(|| report.played.iter().map(|g| json!({
                        "seed": g.seed,
                        "result": g.level.and_then(|k| R::RESULTS.get(k)),
                        "score": g.score,
                        "actions": g.actions,
                    })).collect::<Vec<_>>()),
                })
            );
        } else {
            outln!(
                "{} games of {} / {label} (seeds {}..{}), bots: {}",
                report.games,
                R::ID,
                a.seed,
                a.seed + a.games - 1,
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
            outln!(
                "{} games/s on {} threads ({:.1} s, {:.0} actions a game)",
                rate(report.games_per_second()),
                report.threads,
                report.seconds,
                report.actions as f64 / report.games.max(1) as f64
            );
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
        }
        Ok(())
    }

    fn replay(&self, text: &str, a: &ReplayArgs) -> Result<(), Failure> {
        crate::replay::replay::<R>(text, a)
    }

    fn check(&self, text: &str, file: &str) -> Result<(), Failure> {
        let sc = R::parse_scenario(text).map_err(|e| Failure::input(format!("{file}: {e}")))?;
        R::new_game(&sc, &mut Dice::new(0, false))
            .map_err(|e| Failure::input(format!("{file}: {e}")))?;
        outln!("{file}: a valid {} scenario.", R::ID);
        for w in R::scenario_warnings(&sc) {
            outln!("  warning: {w}");
        }
        Ok(())
    }

    fn bundled(&self, name: &str) -> Option<&'static str> {
        R::scenarios()
            .iter()
            .find(|b| b.name == name)
            .map(|b| b.toml)
    }

    fn fields(&self, json: bool) -> String {
        if json {
            let schema = R::scenario_schema();
            return serde_json::to_string_pretty(schema.as_value()).unwrap_or_default() + "\n";
        }
        let title = IDS
            .iter()
            .find(|(id, _)| *id == R::ID)
            .map_or(R::ID, |(_, t)| t);
        umpire_registry::reference::markdown::<R>(title) + "\n"
    }

    fn list(&self) -> String {
        let mut s = format!(
            "  seats: {}\n  bots: {}\n  scenarios:\n",
            R::SEATS.join(", "),
            umpire_registry::bot_kinds::<R>()
        );
        for b in R::scenarios() {
            s.push_str(&format!("    {:<18} {}\n", b.name, b.title));
        }
        s
    }
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
