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

use umpire_sim::shard::Merged;

use crate::load::load;
use crate::sim::print;
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
    fn merged(&self, m: &Merged, out: &ReportArgs) -> Result<(), Failure>;
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

    fn merged(&self, m: &Merged, out: &ReportArgs) -> Result<(), Failure> {
        merged::<R>(m, out)
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

/// The report of a study put back together from its shards.
pub fn merged<R: Spec>(m: &Merged, out: &ReportArgs) -> Result<(), Failure> {
    let want: Vec<String> = R::RESULTS.iter().map(|r| (*r).to_owned()).collect();
    if m.study.results != want {
        return Err(Failure::input(format!(
            "the shards list the results {} but {} has {}",
            m.study.results.join(", "),
            R::ID,
            want.join(", ")
        )));
    }
    match (m.study.command.as_str(), &m.reports[..], &m.study.runs[..]) {
        ("sim", [report], [run]) => print::<R>(
            &m.study.scenario,
            (m.study.seed, m.study.games),
            &run.bots,
            report,
            out,
            m.shards,
        ),
        ("balance", ..) => crate::balance::merged::<R>(m, out),
        (other, ..) => Err(Failure::input(format!(
            "the shards are of an `umpire {other}` run of {} runs, which this umpire cannot report",
            m.reports.len()
        ))),
    }
}
