//! The NQM umpire guidelines for operational-level wargaming: the umpire's tables. The text is
//! `shared/rules/nqm-umpire-guidelines.txt`; rulings NQM-1..4 are in `shared/RULINGS.md`.
//!
//! This crate so far holds the umpire's tables, exact, with rolled twins where a die decides:
//! winning the firefight (NQM-3), close assault (NQM-4), the recce sequence's red die and the
//! engagement table's blue die, reorganisation, break tests, command reaction times, task
//! timings, weapon ranges, artillery effect, movement rates (with NQM-1's hexes an hour) and the
//! real-estate table.
//! The hourly game (orders and command reaction, recce and concealment, fireplan, firefights,
//! assaults, break tests, logistics) builds on them; `docs/rules/nqm.md` says what is done and
//! what remains.
#![forbid(unsafe_code)]

pub mod bots;
pub mod classes;
pub mod combat;
pub mod command;
pub mod game;
pub mod logistics;
pub mod morale;
pub mod movement;
pub mod recce;
pub mod rules;
pub mod scenario;
pub mod seats;
pub mod standing;
pub mod support;
pub mod tables;
pub mod typed;
pub mod view;

pub use rules::not_commanded;

/// The NQM umpire guidelines as an auto-umpired hourly game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Nqm;
pub use scenario::Scenario;

use umpire_core::{BundledScenario, ScenarioError};

/// The bundled scenarios, the default first.
pub const SCENARIOS: &[BundledScenario] = &[
    BundledScenario {
        name: "village-attack-1941",
        title: "A German battalion group attacks a Soviet-held village, summer 1941",
        toml: include_str!("../scenarios/village-attack-1941.toml"),
    },
    BundledScenario {
        name: "armour-and-recce-1942",
        title: "A panzer battle group attacks a Soviet-held village on the steppe, summer 1942",
        toml: include_str!("../scenarios/armour-and-recce-1942.toml"),
    },
    BundledScenario {
        name: "village-attack-1941-even",
        title: "The village attack of 1941 made even: no ford objective, 24 hours",
        toml: include_str!("../scenarios/village-attack-1941-even.toml"),
    },
    BundledScenario {
        name: "test-village",
        title: "A company attacks a village (test)",
        toml: include_str!("../scenarios/test-village.toml"),
    },
];

/// Parses a bundled scenario by name.
///
/// # Errors
/// No such scenario, or (never for the bundled files, which tests check) an invalid one.
pub fn bundled(name: &str) -> Result<Scenario, ScenarioError> {
    Scenario::from_toml(BundledScenario::find(SCENARIOS, name)?)
}
