//! The Race-for-X campaign: two players race down their own routes of five zones to the same
//! objective, each defending against the other in turn. The text is
//! `shared/rules/race-for-x-campaign.txt`; rulings RAC-1..4 are in `shared/RULINGS.md`.
//!
//! This crate so far holds every table of the campaign turn with its exact odds ([`tables`]):
//! the type of battle, the on-table forces, the defensive force size, victory points, the
//! battle result and the recovery of losses. The campaign itself (simultaneous Attack or
//! Regroup, battles fought by the engine or entered by hand, persistence) builds on them next;
//! `docs/rules/race.md` says what is done and what remains.
#![forbid(unsafe_code)]

pub mod tables;
