//! The five seats of an NQM battle (the umpire, each side's commander and its subordinate) and
//! who sees what a side does.

use umpire_core::{Seat, SeatSet};

/// The umpire's seat: sees everything, gives no orders.
pub const UMPIRE: Seat = 0;

/// The attacker's commander: the scenario's first side.
pub const ATTACKER: Seat = 1;

/// The defender's commander: the scenario's second side.
pub const DEFENDER: Seat = 2;

/// The attacker's subordinate commander (a "plumpire"), when the scenario names his command.
pub const ATTACKER_SUB: Seat = 3;

/// The defender's subordinate commander, when the scenario names his command.
pub const DEFENDER_SUB: Seat = 4;

/// The commander's seat of side `side` (0 or 1).
#[must_use]
pub fn seat_of(side: u8) -> Seat {
    side + 1
}

/// The subordinate's seat of side `side`.
#[must_use]
pub fn sub_seat_of(side: u8) -> Seat {
    side + 3
}

/// The side of a commander's or subordinate's seat.
#[must_use]
pub fn side_of(seat: Seat) -> Option<u8> {
    match seat {
        ATTACKER | ATTACKER_SUB => Some(0),
        DEFENDER | DEFENDER_SUB => Some(1),
        _ => None,
    }
}

/// Whether a seat is a subordinate's.
#[must_use]
pub fn is_sub(seat: Seat) -> bool {
    matches!(seat, ATTACKER_SUB | DEFENDER_SUB)
}

/// Who sees the umpire's dice: the umpire alone, who rolls behind the screen and tells each
/// side what its troops would know (in the hour's events). See docs/rules/nqm.md, UMP-NQM-27.
pub const UMPIRE_DICE: SeatSet = SeatSet::one(UMPIRE);

/// Who may see what a side does: the umpire and that side.
#[must_use]
pub fn side_and_umpire(side: u8) -> SeatSet {
    SeatSet::one(UMPIRE).with(seat_of(side))
}
