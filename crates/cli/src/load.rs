//! The scenario a command names (a bundled one or a file) and the bots it seats.

use umpire_core::Dice;
use umpire_registry::Spec;

use crate::{Failure, ScenarioArg};

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
            let text = crate::files::read(&name)?;
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
