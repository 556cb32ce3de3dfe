//! de Gre's Napoleonic wargame rules (as modified by Charles and David Sweet): a grand-tactical
//! game on 4" squares with facing and formations, a physically simulated artillery shot, and
//! melees decided by Melee Deployment Indication (MDI) cards chosen in secret. The text is
//! `shared/rules/napoleonic-degre.txt`; the missing tables are the house values NAP-1..9 of
//! `shared/RULINGS.md`.
//!
//! This crate so far holds the resolution steps that need no board: the MDI card game and its
//! equilibrium ([`mdi`]), musketry ([`musketry`]), melee losses by stand value ([`losses`]), the
//! simulated shot ([`shot`]) and the house-value tables ([`values`]). The board, the turn and
//! the game follow; `docs/rules/napoleonic.md` says what is done and what remains.
#![forbid(unsafe_code)]

pub mod losses;
pub mod mdi;
pub mod musketry;
pub mod shot;
pub mod values;
