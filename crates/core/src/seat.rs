//! Seats and sets of seats.
//!
//! A seat is a role at the table (the umpire, the corps commander, a side). Rule sets number
//! their seats from 0; [`SeatSet`] is a small bit set used for "who acts now" and for "who may
//! see this roll or event".

use serde::{Deserialize, Serialize};

/// A seat, by its index in [`crate::Ruleset::SEATS`].
pub type Seat = u8;

/// A set of seats (at most 32).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatSet(pub u32);

impl SeatSet {
    /// No seat.
    pub const NONE: Self = Self(0);
    /// Every seat.
    pub const ALL: Self = Self(u32::MAX);

    /// The set holding one seat.
    #[must_use]
    pub const fn one(seat: Seat) -> Self {
        Self(1 << seat)
    }

    /// This set with `seat` added.
    #[must_use]
    pub const fn with(self, seat: Seat) -> Self {
        Self(self.0 | (1 << seat))
    }

    /// The union of two sets.
    #[must_use]
    pub const fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    /// Whether `seat` is in the set.
    #[must_use]
    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat) != 0
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats in the set, lowest first, among the first `n` seats.
    pub fn iter(self, n: usize) -> impl Iterator<Item = Seat> {
        (0..u8::try_from(n.min(32)).unwrap_or(32)).filter(move |&s| self.contains(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let s = SeatSet::one(2).with(4);
        assert!(s.contains(2) && s.contains(4) && !s.contains(3));
        assert_eq!(s.iter(6).collect::<Vec<_>>(), [2, 4]);
        assert!(SeatSet::NONE.is_empty());
        assert!(SeatSet::ALL.contains(31));
    }
}
