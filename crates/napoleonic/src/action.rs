//! A decision of de Gre's game: the six steps of a turn as actions, and which side a seat plays.

use serde::{Deserialize, Serialize};
use umpire_core::geometry::{Dir8, Square};
use umpire_core::Seat;

use crate::mdi::Card;
use crate::scenario::Formation;
use crate::values::Gun;

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "action")]
pub enum Action {
    /// Step 1: fire one of a battery's shots at an aim point (tenths of an inch).
    Shoot {
        /// The battery.
        battery: u16,
        /// The gun.
        gun: Gun,
        /// Aim point.
        aim: [i32; 2],
    },
    /// Canister into an adjacent square at a unit: with the rest of the artillery in step 1, or
    /// held canister in step 4.
    Canister {
        /// The battery.
        battery: u16,
        /// The target unit.
        target: u16,
        /// In step 1, the one gun that fires canister instead of its shot (3H: each gun
        /// chooses; the battery's other guns may still fire ball). Left out: every gun of the
        /// battery fires canister (and a held battery always fires all of it).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gun: Option<Gun>,
    },
    /// Step 1, defender: hold canister for enemies passing within range.
    Hold {
        /// The battery.
        battery: u16,
    },
    /// Step 2: a unit's volley at an enemy unit.
    Volley {
        /// The firing unit.
        unit: u16,
        /// The target.
        target: u16,
        /// The firer's choice of casualties (4E) where a commander is with the target: its
        /// stands before him (otherwise the commander is taken first).
        #[serde(default, skip_serializing_if = "is_false")]
        stands_first: bool,
    },
    /// Step 3: move a unit (into an enemy square: a melee).
    Move {
        /// The unit.
        unit: u16,
        /// Where.
        to: Square,
    },
    /// Attacker: face a unit another way (free, once a unit a step).
    Face {
        /// The unit.
        unit: u16,
        /// The new facing.
        facing: Dir8,
    },
    /// Step 3: change formation (forming or breaking a square takes the whole move).
    Form {
        /// The unit.
        unit: u16,
        /// The formation.
        formation: Formation,
    },
    /// Step 3: four line or Guards infantry units in a 2 × 2 block of board squares form one
    /// square together (8A; the whole move of each).
    FormSquare {
        /// The four units, in ascending order.
        units: [u16; 4],
    },
    /// Step 3: nine line or Guards infantry units in a 3 × 3 block of board squares form one
    /// square together (8A, UMP-NAP-29; the whole move of each).
    FormSquareOfNine {
        /// The nine units, in ascending order.
        units: [u16; 9],
    },
    /// Attacker: limber a battery.
    Limber {
        /// The battery.
        unit: u16,
    },
    /// Attacker: unlimber a battery.
    Unlimber {
        /// The battery.
        unit: u16,
    },
    /// Step 5: a unit supports the melee being declared.
    Support {
        /// The unit.
        unit: u16,
    },
    /// Step 5: the side's MDI card for the melee (hidden until both are in).
    Mdi {
        /// The card.
        card: Card,
    },
    /// 2B: artillery, light infantry and light cavalry detach stands into the square next door
    /// (a battery: a gun with them).
    Separate {
        /// The unit.
        unit: u16,
        /// Stands detached.
        stands: u32,
        /// Where they go.
        to: Square,
    },
    /// 2B: a detachment rejoins a unit of its kind in its own or the next square.
    Rejoin {
        /// The unit rejoining.
        unit: u16,
        /// The unit it joins.
        into: u16,
    },
    /// Destroy one's own battery's guns and wagon (11).
    Spike {
        /// The battery.
        battery: u16,
    },
    /// Surrender (12).
    Surrender,
    /// This step is done.
    Done,
}

/// For serde: leaves a choice out of an action's JSON when it is the default.
#[allow(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde passes the field by reference"
)]
fn is_false(b: &bool) -> bool {
    !*b
}

/// The side of a seat (seat 0 is side 0).
#[must_use]
pub fn side_of(seat: Seat) -> Option<u8> {
    (seat < 2).then_some(seat)
}
