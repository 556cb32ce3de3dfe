//! A new game: from a bundled scenario or a scenario file, or (a rematch) from the scenario a
//! game's log header holds.

use std::collections::BTreeMap;

use umpire_core::log::ScenarioSource;
use umpire_core::{Game, Secret, Start};
use umpire_registry::{Spec, Visitor};

use super::{Live, LiveGame};

/// Starts a new game of rule set `R` (see [`new_game`]).
struct NewGame<'a> {
    scenario: &'a str,
    toml: Option<&'a str>,
    /// A scenario as a log's header holds it (a rematch of an uploaded one), with its source.
    logged: Option<(&'a serde_json::Value, ScenarioSource)>,
    secret: Secret,
    holders: &'a BTreeMap<String, String>,
}

/// Why a game could not be created: the request's field and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadRequest {
    /// The field of the request (`scenario`, `seats.corps`).
    pub field: String,
    /// Why.
    pub reason: String,
}

impl<'a> Visitor for NewGame<'a> {
    type Output = Result<Box<dyn LiveGame>, BadRequest>;
    fn visit<R: Spec>(self) -> Self::Output {
        let bad = |field: &str, reason: String| BadRequest {
            field: field.to_owned(),
            reason,
        };
        if let Some((value, source)) = self.logged {
            let mut scenario: R::Scenario = serde_json::from_value(value.clone())
                .map_err(|e| bad("scenario", format!("the logged scenario: {e}")))?;
            R::for_people(&mut scenario, self.holders);
            let game = Game::<R>::start(
                &scenario,
                Start {
                    scenario_name: self.scenario.to_owned(),
                    source,
                    secret: self.secret,
                    narrate: true,
                    seats: self.holders.clone(),
                },
            )
            .map_err(|e| bad("scenario", e.to_string()))?;
            return Ok(Box::new(Live::with_game(game)));
        }
        let (text, name, source) = match self.toml {
            // An uploaded scenario is logged as `upload`; a scenario the server wrote (a
            // served battle's) under the name it gives.
            Some(t) if self.scenario.is_empty() => (t, "upload".to_owned(), ScenarioSource::Upload),
            Some(t) => (t, self.scenario.to_owned(), ScenarioSource::File),
            None => {
                let b = R::scenarios()
                    .iter()
                    .find(|b| b.name == self.scenario || self.scenario.is_empty())
                    .ok_or_else(|| {
                        bad(
                            "scenario",
                            format!(
                                "{} has no scenario {:?}; bundled: {}",
                                R::ID,
                                self.scenario,
                                R::scenarios()
                                    .iter()
                                    .map(|b| b.name)
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            ),
                        )
                    })?;
                (b.toml, b.name.to_owned(), ScenarioSource::Bundled)
            }
        };
        let mut scenario = R::parse_scenario(text).map_err(|e| bad("toml", e.to_string()))?;
        R::for_people(&mut scenario, self.holders);
        let game = Game::<R>::start(
            &scenario,
            Start {
                scenario_name: name,
                source,
                secret: self.secret,
                narrate: true,
                seats: self.holders.clone(),
            },
        )
        .map_err(|e| {
            let field = if self.toml.is_some() {
                "toml"
            } else {
                "scenario"
            };
            bad(field, e.to_string())
        })?;
        Ok(Box::new(Live::with_game(game)))
    }
}

/// Starts a game: a bundled `scenario` of rule set `ruleset` (its first when empty), or the
/// scenario `toml` (logged as `upload`, or under the name `scenario` when one is given), with
/// the dice keyed by `secret` and `holders` (seat name → `human`/`bot:KIND`) written in the
/// header.
///
/// # Errors
/// An unknown rule set or scenario, or a scenario that does not validate.
pub fn new_game(
    ruleset: &str,
    scenario: &str,
    toml: Option<&str>,
    secret: Secret,
    holders: &BTreeMap<String, String>,
) -> Result<Box<dyn LiveGame>, BadRequest> {
    umpire_registry::visit(
        ruleset,
        NewGame {
            scenario,
            toml,
            logged: None,
            secret,
            holders,
        },
    )
    .unwrap_or_else(|| {
        Err(BadRequest {
            field: "ruleset".into(),
            reason: format!(
                "no rule set {ruleset:?}; rule sets: {}",
                umpire_registry::id_list()
            ),
        })
    })
}

/// Starts a game of the scenario a game's log header holds (`header`, its first line): the
/// bundled scenario by its name, or the logged scenario itself (an upload or a file), with
/// `holders` and the dice keyed by `secret`. A rematch.
///
/// # Errors
/// A header that does not read, or a scenario that no longer starts.
pub fn new_game_like(
    header: &str,
    secret: Secret,
    holders: &BTreeMap<String, String>,
) -> Result<Box<dyn LiveGame>, BadRequest> {
    let h: umpire_core::LogHeader = serde_json::from_str(header).map_err(|e| BadRequest {
        field: "game".into(),
        reason: format!("the game's log header does not read: {e}"),
    })?;
    let bundled = h.scenario_source == Some(ScenarioSource::Bundled);
    umpire_registry::visit(
        &h.ruleset,
        NewGame {
            scenario: &h.scenario_name,
            toml: None,
            logged: (!bundled).then(|| {
                (
                    &h.scenario,
                    h.scenario_source.unwrap_or(ScenarioSource::Upload),
                )
            }),
            secret,
            holders,
        },
    )
    .unwrap_or_else(|| {
        Err(BadRequest {
            field: "game".into(),
            reason: format!("no rule set {:?} on this server", h.ruleset),
        })
    })
}
