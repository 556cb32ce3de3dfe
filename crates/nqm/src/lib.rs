//! The NQM umpire guidelines for operational-level wargaming: the umpire's tables. The text is
//! `shared/rules/nqm-umpire-guidelines.txt`; rulings NQM-1..4 are in `shared/RULINGS.md`.
//!
//! This crate so far holds the umpire's calculators, exact and with a rolled twin: winning the
//! firefight (NQM-3), close assault (NQM-4), the recce sequence's red die, and reorganisation; with morale (break tests, fire discipline)
//! and command (reaction times, task timings, weapon ranges, artillery effect) as typed data.
//! The hourly game (orders and command reaction, recce and concealment, fireplan, firefights,
//! assaults, break tests, logistics) builds on them; `docs/rules/nqm.md` says what is done and
//! what remains.
#![forbid(unsafe_code)]

pub mod command;
pub mod morale;
pub mod tables;
