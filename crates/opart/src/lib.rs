//! Operational Art (Оперативное искусство): division-sized formations on a hex battlefield,
//! activated by a shuffled deck of cards, fighting with combat values, national dice (d12 for
//! the Germans, d10 for the Soviets and Axis allies) and eroding divisional morale. The text is
//! `shared/rules/operational-art.txt`; rulings OPA-1..11 are in `shared/RULINGS.md`.
//!
//! This crate so far holds the rules that need no battlefield: stand combat values and
//! divisional morale ([`values`]) and combat resolution with its exact odds ([`combat`]). The
//! hex battlefield, the activation deck and the turn sequence build on them next; see
//! `docs/rules/opart.md` for what is done and what remains.
#![forbid(unsafe_code)]

pub mod combat;
pub mod values;

pub use combat::{CombatResult, NationalDie};
pub use values::{StandSpec, StandType};
