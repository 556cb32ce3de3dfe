//! Board geometry shared by the rule sets: square grids of sectors (Rapier, and the Napoleonic
//! board with its eight facings) now; the hex grid of Operational Art sits beside it.

pub mod square;

pub use square::{Dir4, Dir8, Square};
