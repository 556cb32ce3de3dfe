//! The Race-for-X campaign: two players race down their own routes of five zones to the same
//! objective, each defending against the other in turn. The text is
//! `shared/rules/race-for-x-campaign.txt`; rulings RAC-1..4 are in `shared/RULINGS.md`.
//!
//! Every table of the campaign turn has its exact odds in [`tables`]; the campaign itself is a
//! rule set ([`game::Race`]) whose state is in [`campaign`]; battles are fought by the engine
//! through [`battle`] (Rapier Offensive) or entered by hand (RAC-4). `docs/rules/race.md` maps
//! the rules to the code.
#![forbid(unsafe_code)]

pub mod battle;
pub mod battle_opart;
pub mod battles;
pub mod bots;
pub mod campaign;
pub mod estimate;
pub mod game;
pub mod order;
pub mod served;
pub mod tables;
pub mod view;

pub use campaign::{Scenario, State};
pub use order::Order;

use umpire_core::{BundledScenario, ScenarioError};

/// Seats.
pub const SEATS: &[&str] = &["a", "b"];

/// Results, best for A first.
pub const RESULTS: &[&str] = &["A Wins", "Draw", "B Wins"];

/// The Race-for-X campaign.
#[derive(Clone, Copy, Debug, Default)]
pub struct Race;

/// Campaigns shipped with the rule set.
pub const SCENARIOS: &[BundledScenario] = &[BundledScenario {
    name: "race-for-kalach",
    title: "The race for Kalach, November 1942: 26th Tank Corps against 4th Mechanised Corps",
    toml: include_str!("../scenarios/race-for-kalach.toml"),
}];

/// Parses a bundled campaign by name.
///
/// # Errors
/// Unknown name or invalid scenario.
pub fn bundled(name: &str) -> Result<Scenario, ScenarioError> {
    Scenario::from_toml(BundledScenario::find(SCENARIOS, name)?)
}
