//! de Gre's Napoleonic wargame rules (as modified by Charles and David Sweet): a grand-tactical
//! game on 4" squares with facing and formations, a physically simulated artillery shot, and
//! melees decided by Melee Deployment Indication (MDI) cards chosen in secret. The text is
//! `shared/rules/napoleonic-degre.txt`; the missing tables are the house values NAP-1..9 of
//! `shared/RULINGS.md`.
//!
//! The resolution steps: the MDI card game and its equilibrium ([`mdi`]), musketry
//! ([`musketry`]), melee losses by stand value ([`losses`]), the simulated shot ([`shot`]) and
//! the house-value tables ([`values`]); and the game on the board ([`scenario`], [`game`],
//! [`rules`], [`view`], [`bots`]). `docs/rules/napoleonic.md` maps every rule to code and tests.
#![forbid(unsafe_code)]

pub mod action;
pub mod bots;
pub mod cards;
pub mod estimate;
pub mod game;
pub mod losses;
pub mod mdi;
pub mod musketry;
pub mod rules;
pub mod scenario;
pub mod shot;
pub mod values;
pub mod view;
pub mod words;

pub use action::Action;
pub use rules::not_yours;

/// de Gre's Napoleonic rules.
#[derive(Clone, Copy, Debug, Default)]
pub struct Napoleonic;
pub use scenario::Scenario;

use umpire_core::{BundledScenario, ScenarioError};

/// The bundled scenarios, the default first.
pub const SCENARIOS: &[BundledScenario] = &[
    BundledScenario {
        name: "river-crossing",
        title: "A division a side: a river with two bridges, a village and woods",
        toml: include_str!("../scenarios/river-crossing.toml"),
    },
    BundledScenario {
        name: "river-crossing-even",
        title: "The river crossing made even: side A given a handicap of 8 points",
        toml: include_str!("../scenarios/river-crossing-even.toml"),
    },
    BundledScenario {
        name: "two-divisions",
        title: "Two divisions a side: a river with three bridges, a village and woods",
        toml: include_str!("../scenarios/two-divisions.toml"),
    },
    BundledScenario {
        name: "two-divisions-even",
        title: "The two divisions made even: side B given a handicap of 10 points",
        toml: include_str!("../scenarios/two-divisions-even.toml"),
    },
];

/// Parses a bundled scenario by name.
///
/// # Errors
/// No such scenario.
pub fn bundled(name: &str) -> Result<Scenario, ScenarioError> {
    Scenario::from_toml(BundledScenario::find(SCENARIOS, name)?)
}
