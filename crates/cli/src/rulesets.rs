//! The closed list of rule sets and the commands that work the same for each.

use crate::out::{out, outln};
use std::marker::PhantomData;

use umpire_core::Dice;
use umpire_napoleonic::Napoleonic;
use umpire_nqm::Nqm;
use umpire_opart::OpArt;
use umpire_race::Race;
use umpire_rapier::Rapier;
pub use umpire_registry::{Spec, IDS};

use crate::{BalanceArgs, Failure, PlayArgs, ReplayArgs, ReportArgs, ScenarioArg, SimArgs};

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
    fn sim(&self, a: &SimArgs, games: u64) -> Result<(), Failure>;
    /// `balance`.
    fn balance(&self, a: &BalanceArgs) -> Result<(), Failure>;
    /// `sim merge`: the report of a study put back together from its shards.
    fn merged(&self, m: &umpire_sim::shard::Merged, out: &ReportArgs) -> Result<(), Failure>;
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
    load_text::<R>(arg).map(|(sc, label, _)| (sc, label))
}

/// [`load`], and the scenario's text.
///
/// # Errors
/// Unknown name, unreadable file, invalid scenario.
pub fn load_text<R: Spec>(arg: &ScenarioArg) -> Result<(R::Scenario, String, String), Failure> {
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
    Ok((sc, label, text))
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

    fn sim(&self, a: &SimArgs, games: u64) -> Result<(), Failure> {
        crate::sim::sim::<R>(a, games)
    }

    fn merged(&self, m: &umpire_sim::shard::Merged, out: &ReportArgs) -> Result<(), Failure> {
        crate::sim::merged::<R>(m, out)
    }

    fn balance(&self, a: &BalanceArgs) -> Result<(), Failure> {
        crate::balance::balance::<R>(a)
    }

    fn replay(&self, text: &str, a: &ReplayArgs) -> Result<(), Failure> {
        crate::replay::replay::<R>(text, a)
    }

    fn check(&self, text: &str, file: &str) -> Result<(), Failure> {
        let checked = umpire_registry::check_scenario::<R>(text)
            .map_err(|e| Failure::input(format!("{file}: {e}")))?;
        outln!("{file}: a valid {} scenario.", R::ID);
        for w in checked.warnings {
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
