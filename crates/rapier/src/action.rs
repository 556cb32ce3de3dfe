//! Actions: every decision a seat can take, set-up and turn.
//!
//! Attacking seats refer to defender counters by their counter number (never by what they are);
//! the umpire refers to attacking units by unit index.

use serde::{Deserialize, Serialize};

use crate::state::Sector;

/// What a fire mission, battery or support point is aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Target {
    /// A defender counter, by its number (attacker fire).
    Counter(u8),
    /// An attacking unit, by its index (defender fire).
    Unit(u16),
}

/// Where an attacking unit deploys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Place {
    /// A sector of line L1 within the division's frontage.
    Sector(Sector),
    /// Division reserve.
    R1,
}

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "do")]
pub enum Action {
    /// Umpire, set-up: place the next undeployed counter (unit `unit`) face-down.
    DeployCounter {
        /// The unit index of the counter (always the next undeployed one).
        unit: u16,
        /// A sector of L2–L5.
        sector: Sector,
    },
    /// Staff officer, set-up: one reconnaissance attempt.
    Reconnoitre,
    /// Corps, initial orders: name the break-through division.
    NameBreakthrough {
        /// The division.
        division: u8,
    },
    /// Corps, initial orders: hold one unit back in corps reserve (R2).
    HoldUnit {
        /// The unit.
        unit: u16,
    },
    /// Corps, initial orders: hold a whole division in corps reserve (R2).
    HoldDivision {
        /// The division.
        division: u8,
    },
    /// Corps, initial orders: a division deploys entirely off table in R1.
    KeepOffTable {
        /// The division.
        division: u8,
    },
    /// Corps: give a division its frontage (initial orders, or on release from R2).
    SetFrontage {
        /// The division.
        division: u8,
        /// First axis, 0-based.
        first: i8,
        /// Last axis, 0-based.
        last: i8,
    },
    /// Corps: the initial orders are complete.
    EndOrders,
    /// Division commander, set-up: deploy the division's next unit.
    DeployUnit {
        /// The unit (always the division's next undeployed one).
        unit: u16,
        /// Where.
        to: Place,
    },
    /// Corps, set-up: plot a target registration point.
    PlotTrp {
        /// The sector.
        sector: Sector,
    },
    /// Corps: a fire mission at a sector (pre-battle) or at a TRP (on-call, by TRP index).
    FireMission {
        /// The sector (pre-battle) or the TRP's sector (on-call).
        sector: Sector,
    },
    /// A support point from an air strike.
    AirStrike {
        /// The target.
        target: Target,
    },
    /// Corps: let a unit leave R1 for L1, or R2 for R1 (assigning it to `division`).
    Permit {
        /// The unit.
        unit: u16,
        /// The division it is to join (its own for R1 units).
        division: u8,
    },
    /// Move a unit to a sector (or off the far edge with `exit`); the engine takes the
    /// shortest legal path. A unit in a contested sector may only withdraw (RAP-6).
    Move {
        /// The unit (attacker index, or for the umpire the defender unit index).
        unit: u16,
        /// The destination.
        to: Sector,
    },
    /// A unit on the last line moves forward off the table (RAP-11).
    Exit {
        /// The unit.
        unit: u16,
    },
    /// A released unit moves R1 → L1 sector or R2 → R1 (a full move).
    Release {
        /// The unit.
        unit: u16,
        /// L1 sector, or `None` for R2 → R1.
        to: Option<Sector>,
    },
    /// A battery fires support.
    Fire {
        /// The battery (attacker index, or the umpire's defender unit index).
        battery: u16,
        /// The target.
        target: Target,
        /// Use the turn's extra ammunition (attacker, RAP-3).
        extra_ammo: bool,
    },
    /// Corps, HQ replacement: the staff officer takes over and `unit` becomes the HQ.
    StaffTakesOver {
        /// The division.
        division: u8,
        /// The unit converted to an HQ.
        unit: u16,
    },
    /// Corps, HQ replacement: trust the chain of command (4+ converts `unit`).
    ChainOfCommand {
        /// The division.
        division: u8,
        /// The unit converted on success.
        unit: u16,
    },
    /// The seat has finished the current phase.
    Done,
    /// RAP-6: the owner of the enemy units in a sector being left picks this one to fire the
    /// free shot at the withdrawing unit.
    FreeShot {
        /// The unit that shoots.
        shooter: u16,
    },
    /// Turn step 7: the umpire adds a fortification's or minefield's bonus dice to one of his
    /// units in the sector, in whose column they fire (RAP-8).
    BonusHost {
        /// The fortification or minefield.
        giver: u16,
        /// The unit that takes its dice.
        host: u16,
    },
    /// Turn step 7: the owner of the units hit takes this unit as the next loss (RAP-8).
    TakeLoss {
        /// The unit lost.
        unit: u16,
    },
}
