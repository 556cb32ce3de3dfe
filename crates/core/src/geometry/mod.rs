//! Board geometry shared by the rule sets: square grids of sectors with four or eight
//! directions (Rapier's sectors, the Napoleonic board and its eight facings) and hex grids
//! with six facings (Operational Art, NQM). Value types are small and `Copy`; distances,
//! neighbours, lines and bearings are library functions, not re-derived by callers.

pub mod hex;
pub mod square;

pub use hex::{Hex, HexDir};
pub use square::{Dir4, Dir8, Square};
