//! Square grids: cells addressed by column `x` and row `y`, orthogonal (Manhattan) distance,
//! the four orthogonal steps and the eight facings of a square board.

use serde::{Deserialize, Serialize};

/// A cell of a square grid. Columns and rows are 0-based; `y` grows away from the side
/// that owns row 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Square {
    /// Column.
    pub x: i8,
    /// Row.
    pub y: i8,
}

/// The four orthogonal steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir4 {
    /// Towards higher rows.
    Forward,
    /// Towards lower rows.
    Back,
    /// Towards lower columns.
    Left,
    /// Towards higher columns.
    Right,
}

impl Dir4 {
    /// All four, in a fixed order.
    pub const ALL: [Dir4; 4] = [Dir4::Forward, Dir4::Back, Dir4::Left, Dir4::Right];

    /// The step as (dx, dy).
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir4::Forward => (0, 1),
            Dir4::Back => (0, -1),
            Dir4::Left => (-1, 0),
            Dir4::Right => (1, 0),
        }
    }
}

/// The eight facings of a square board (orthogonal and diagonal), clockwise from north.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir8 {
    /// +y.
    N,
    /// +x +y.
    NE,
    /// +x.
    E,
    /// +x -y.
    SE,
    /// -y.
    S,
    /// -x -y.
    SW,
    /// -x.
    W,
    /// -x +y.
    NW,
}

impl Dir8 {
    /// All eight, clockwise from north.
    pub const ALL: [Dir8; 8] = [
        Dir8::N,
        Dir8::NE,
        Dir8::E,
        Dir8::SE,
        Dir8::S,
        Dir8::SW,
        Dir8::W,
        Dir8::NW,
    ];

    /// The step as (dx, dy).
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir8::N => (0, 1),
            Dir8::NE => (1, 1),
            Dir8::E => (1, 0),
            Dir8::SE => (1, -1),
            Dir8::S => (0, -1),
            Dir8::SW => (-1, -1),
            Dir8::W => (-1, 0),
            Dir8::NW => (-1, 1),
        }
    }

    /// Whether the step is diagonal.
    #[must_use]
    pub const fn is_diagonal(self) -> bool {
        matches!(self, Dir8::NE | Dir8::SE | Dir8::SW | Dir8::NW)
    }

    /// Turned clockwise by `eighths` eighths of a circle.
    #[must_use]
    pub fn turned(self, eighths: i8) -> Self {
        let i = (self as i8 + eighths).rem_euclid(8);
        Self::ALL[i as usize]
    }
}

impl Square {
    /// The cell at column `x`, row `y`.
    #[must_use]
    pub const fn new(x: i8, y: i8) -> Self {
        Self { x, y }
    }

    /// The neighbouring cell one orthogonal step away (it may lie off the board).
    #[must_use]
    pub const fn step(self, dir: Dir4) -> Self {
        let (dx, dy) = dir.delta();
        Self::new(self.x + dx, self.y + dy)
    }

    /// The neighbouring cell in one of eight directions.
    #[must_use]
    pub const fn step8(self, dir: Dir8) -> Self {
        let (dx, dy) = dir.delta();
        Self::new(self.x + dx, self.y + dy)
    }

    /// Orthogonal (Manhattan) distance: |dx| + |dy|.
    #[must_use]
    pub const fn manhattan(self, other: Self) -> u8 {
        (self.x - other.x).unsigned_abs() + (self.y - other.y).unsigned_abs()
    }

    /// King-move (Chebyshev) distance: max(|dx|, |dy|).
    #[must_use]
    pub fn chebyshev(self, other: Self) -> u8 {
        (self.x - other.x)
            .unsigned_abs()
            .max((self.y - other.y).unsigned_abs())
    }

    /// Whether the cell lies on a `width` × `height` board.
    #[must_use]
    pub const fn on_board(self, width: i8, height: i8) -> bool {
        self.x >= 0 && self.y >= 0 && self.x < width && self.y < height
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        let a = Square::new(0, 0);
        let b = Square::new(2, 3);
        assert_eq!(a.manhattan(b), 5);
        assert_eq!(a.chebyshev(b), 3);
        assert_eq!(a.step(Dir4::Forward), Square::new(0, 1));
        assert!(!a.step(Dir4::Back).on_board(4, 6));
    }

    #[test]
    fn facings_turn_round() {
        assert_eq!(Dir8::N.turned(2), Dir8::E);
        assert_eq!(Dir8::N.turned(-1), Dir8::NW);
        assert!(Dir8::SW.is_diagonal());
        assert_eq!(Square::new(1, 1).step8(Dir8::SW), Square::new(0, 0));
    }
}
