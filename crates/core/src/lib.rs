//! The Umpire kernel.
//!
//! Everything the rule sets share and nothing specific to one of them: the [`Ruleset`] trait,
//! the [`dice`] (the only source of randomness), the [`game`] log and replay, [`seat`]s and
//! their views, board [`geometry`], [`bot`]s that play over the trait, and the [`testing`]
//! battery every rule set must pass. No I/O, no async.
#![forbid(unsafe_code)]

pub mod bot;
pub mod dice;
pub mod fuzz;
pub mod game;
pub mod geometry;
pub mod log;
pub mod ratio;
pub mod record;
pub mod ruleset;
pub mod search;
pub mod seat;
pub mod table;
pub mod testing;
pub mod text;

pub use bot::{Bot, Decision, RandomBot, Table};
pub use dice::{Card, CardDie, Dice, Rng, Roll, Secret, SecretSource, PRNG_V1, PRNG_VERSION};
pub use game::{replay, Game, ReplayError, Start};
pub use log::{LogHeader, ScenarioSource};
pub use num_bigint::BigUint;
pub use ratio::Ratio;
pub use ruleset::{BundledScenario, Illegal, Outcome, Ruleset, ScenarioError, Seen, Starter};
pub use search::SearchBot;
pub use seat::{Seat, SeatSet};
pub use table::{RefRow, RefTable, TableRead};
