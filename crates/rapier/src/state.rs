//! The state of a Rapier game: the sector grid, the units and counters, the phase.

use serde::{Deserialize, Serialize};
use umpire_core::geometry::Square;
use umpire_core::{Seat, SeatSet};

pub use crate::scenario::RandomEvent;
use crate::scenario::Rules;

/// A sector of the table: `x` is the axis (A1 = 0), `y` the line (L1 = 0).
pub type Sector = Square;

/// Seat numbers.
pub mod seat {
    use umpire_core::Seat;
    /// The umpire, who runs the defender.
    pub const UMPIRE: Seat = 0;
    /// The corps commander.
    pub const CORPS: Seat = 1;
    /// The staff officer.
    pub const STAFF: Seat = 2;
    /// Division commander 1 (divisions 2 and 3 follow).
    pub const DIV1: Seat = 3;
}

/// The attacking seats: corps, staff and the division commanders.
pub const ATTACKERS: SeatSet = SeatSet(0b11_1110);
/// The umpire alone.
pub const UMPIRE_ONLY: SeatSet = SeatSet(1);

/// The seat of division commander `d` (0-based).
#[must_use]
pub fn div_seat(d: u8) -> Seat {
    seat::DIV1 + d
}

// The units: sides, kinds of counter, where a unit is, and what a unit carries.
pub(crate) mod units;
pub use units::*;

/// A division's frontage: adjacent axes `first..=last`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frontage {
    /// First axis (0-based).
    pub first: i8,
    /// Last axis (0-based, ≥ first).
    pub last: i8,
}

impl Frontage {
    /// Whether the axis lies within the frontage.
    #[must_use]
    pub fn contains(self, axis: i8) -> bool {
        (self.first..=self.last).contains(&axis)
    }

    /// Whether two frontages share an axis.
    #[must_use]
    pub fn overlaps(self, other: Frontage) -> bool {
        self.first <= other.last && other.first <= self.last
    }
}

/// An attacking division.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Division {
    /// Its name (shared with the views, which copy it at every decision).
    pub name: std::sync::Arc<str>,
    /// Its frontage, once the corps commander has given one.
    pub frontage: Option<Frontage>,
    /// Held entirely in corps reserve (R2) by the initial orders.
    pub in_corps_reserve: bool,
    /// Held entirely off table in division reserve (R1) by the initial orders.
    pub off_table: bool,
    /// Moves still allowed this movement phase (RAP-12 halves them without an HQ).
    pub moves_left: u8,
    /// Times the staff officer has taken over this division (RAP-13).
    pub staff_swaps: u8,
}

/// Where in the game we are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "phase")]
pub enum Phase {
    /// Set-up 1: the umpire deploys every counter face-down in L2–L5.
    DefenderDeployment,
    /// Set-up 2: the staff officer's reconnaissance attempts.
    Reconnaissance,
    /// Set-up 3: the corps commander's initial orders.
    InitialOrders,
    /// Set-up 4: the division commanders deploy.
    AttackerDeployment,
    /// Set-up 5: the corps commander plots the target registration points.
    FirePlan,
    /// Set-up 6: the pre-battle corps bombardment.
    PreBattleBombardment,
    /// Turn step 1: a support point from a random event is to be used.
    AirStrike {
        /// Whose air strike.
        side: Side,
    },
    /// Turn step 2.
    AttackerMovement,
    /// Turn step 3.
    DefenderMovement,
    /// Turn step 4.
    OnCallBombardment,
    /// Turn step 5.
    DefenderSupportFire,
    /// Turn step 6.
    AttackerSupportFire,
    /// Turn step 7: the owner of the units hit chooses which of them is lost (RAP-8).
    Casualties {
        /// Whose units.
        side: Side,
    },
    /// Turn step 7: the umpire gives a fortification's or minefield's bonus dice to one of
    /// his units in the sector (RAP-8).
    BonusDice,
    /// A withdrawing unit's enemy owner picks who takes the free shot (RAP-6).
    FreeShot {
        /// The side that shoots.
        side: Side,
    },
    /// Turn step 9: a division without an HQ awaits the corps commander's choice.
    ReplaceHq {
        /// The division.
        division: u8,
    },
    /// The game is over.
    Over,
}

// The per-sector tallies kept up to date as units move, and the unit sets they use.
mod occupancy;
pub use occupancy::*;

// What the state holds while a step waits on a seat.
mod pending;
pub use pending::*;

/// Static terrain of one sector (optional difficult-terrain rules), precomputed from the
/// scenario.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    /// Terrain.
    pub terrain: crate::scenario::Terrain,
    /// Impassable to vehicles.
    pub impassable: bool,
    /// Roads leaving the sector, one bit per [`umpire_core::geometry::Dir4`] in `Dir4::ALL` order.
    pub roads: u8,
}

/// The whole state of a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// Rules and house values from the scenario.
    pub rules: Rules,
    /// Units and counters of both sides, attackers first.
    pub units: Vec<Unit>,
    /// The attacking divisions.
    pub divisions: Vec<Division>,
    /// The break-through division, once named.
    pub breakthrough: Option<u8>,
    /// The phase.
    pub phase: Phase,
    /// The turn (0 during set-up).
    pub turn: u8,
    /// Reconnaissance attempts left.
    pub recon_left: u8,
    /// Target registration points (hidden from the umpire).
    pub trps: Vec<Sector>,
    /// Whether each TRP has been fired on (then the umpire has seen where it is).
    pub trp_fired: Vec<bool>,
    /// Fire missions used per TRP this turn.
    pub trp_this_turn: Vec<u8>,
    /// Pre-battle fire missions left.
    pub prebattle_fm_left: u8,
    /// Pre-battle fire missions fired at each sector (row-major).
    pub prebattle_fm_at: Vec<u8>,
    /// On-call fire missions left for the game.
    pub oncall_fm_left: u8,
    /// On-call fire missions used this turn.
    pub oncall_this_turn: u8,
    /// Thick fog in force.
    pub fog: bool,
    /// Extra ammunition available to the attacker this turn.
    pub extra_ammo: bool,
    /// The last random event rolled.
    pub last_event: RandomEvent,
    /// Defender units still allowed to move this defender movement.
    pub defender_moves_left: u8,
    /// Who held each sector at the start of the turn (row-major; RAP-9).
    pub holder: Vec<Side>,
    /// Seats that have finished the current phase.
    pub done: SeatSet,
    /// Face-down counters killed unseen by the attacker's fire (the attacker knows only this).
    pub unseen_kills: u16,
    /// Actions taken (for the length bound).
    pub actions: u32,
    /// Terrain of each sector (row-major), from the scenario.
    pub cells: Vec<Cell>,
    /// The corps commander's map, when his command post stands apart (UMP-RAP-CP).
    #[serde(default)]
    pub plot: Plot,
    /// The seats that choose their own losses (`rules.owner_choices`).
    #[serde(default)]
    pub asked: SeatSet,
    /// Ground combat in progress (step 7), while an owner chooses a loss.
    #[serde(default)]
    pub combat: Option<Box<Combat>>,
    /// A withdrawal waiting for the free shot's shooter to be chosen.
    #[serde(default)]
    pub free_shot: Option<PendingShot>,
    /// The units tallied by sector and by what they may do, kept up to date by
    /// [`State::edit_unit`] and its setters.
    #[serde(skip)]
    pub tally: Tally,
}

impl State {
    /// Index of a sector into row-major per-sector vectors.
    #[must_use]
    pub fn sidx(&self, s: Sector) -> usize {
        s.y as usize * self.rules.axes as usize + s.x as usize
    }

    /// Counts and enemy occupation of every sector, now: the kept tally, or a fresh count for
    /// a state that has none (one read back from JSON).
    #[must_use]
    pub fn occupancy(&self) -> std::borrow::Cow<'_, Occupancy> {
        match &self.tally.0 {
            Some(o) => {
                debug_assert_eq!(
                    *o,
                    self.count_occupancy(),
                    "the sector tally is stale: a unit was changed without State::set_loc"
                );
                std::borrow::Cow::Borrowed(o)
            }
            None => std::borrow::Cow::Owned(self.count_occupancy()),
        }
    }

    /// Counts the occupancy from scratch.
    #[must_use]
    pub fn count_occupancy(&self) -> Occupancy {
        let mut o = Occupancy::empty(self);
        for (i, u) in self.units.iter().enumerate() {
            o.file(i, u, true);
            if let Loc::Table(sec) = u.loc {
                o.tally(Face::of(u), self.sidx(sec), true, self.rules.stacking);
            }
        }
        o
    }

    /// A set of sectors (bits over [`State::sidx`]) together with the sectors orthogonally
    /// next to them.
    #[must_use]
    pub fn with_neighbours(&self, m: u128) -> u128 {
        let (w, h) = (usize::from(self.rules.axes), usize::from(self.rules.lines));
        let [first_col, last_col] = match &self.tally.0 {
            Some(o) => o.edge_axes,
            None => Occupancy::empty(self).edge_axes,
        };
        let all = if w * h >= 128 {
            u128::MAX
        } else {
            (1 << (w * h)) - 1
        };
        (m | m << w | m >> w | (m >> 1 & !last_col) | (m << 1 & !first_col)) & all
    }

    /// The indices of the attacking units: they come first in `units` (the battery checks it).
    #[must_use]
    pub fn attackers(&self) -> std::ops::Range<usize> {
        match &self.tally.0 {
            Some(o) => 0..o.first_defender,
            None => 0..self.units.partition_point(|u| u.side == Side::Attacker),
        }
    }

    /// The indices of `side`'s units (attackers first, then the defender's).
    #[must_use]
    pub fn side_units(&self, side: Side) -> std::ops::Range<usize> {
        let split = self.attackers().end;
        match side {
            Side::Attacker => 0..split,
            Side::Defender => split..self.units.len(),
        }
    }

    /// Files every unit afresh under the tally's unit sets, after code that changed the
    /// movement or fire flags of many units at once (the start of a turn). Sector counts are untouched.
    pub fn refile(&mut self) {
        if let Some(o) = &mut self.tally.0 {
            o.movers = [UnitSet::default(); 4];
            o.awaiting_permit = UnitSet::default();
            o.unfired = [UnitSet::default(); 2];
            for (i, u) in self.units.iter().enumerate() {
                o.file(i, u, true);
            }
        }
    }

    /// Recounts the kept tally. Code that edits `units` directly (tests, set-up) calls this
    /// afterwards; the rules use [`State::edit_unit`] and the setters built on it
    /// ([`State::set_loc`], [`State::set_face_down`], [`State::set_kind`]), which keep it as
    /// they go.
    pub fn reindex(&mut self) {
        self.tally = Tally(Some(self.count_occupancy()));
    }

    /// Whether the kept tally matches a fresh count (the battery checks it).
    #[must_use]
    pub fn tally_is_current(&self) -> bool {
        self.tally.0.is_none_or(|o| o == self.count_occupancy())
    }

    /// Changes unit `i` with `f`, taking it out of the tally before and back in after. Rules
    /// code changes a unit's place, face, kind, movement flags, permission or division only
    /// through this or the setters built on it.
    pub fn edit_unit(&mut self, i: usize, f: impl FnOnce(&mut Unit)) {
        let stacking = self.rules.stacking;
        let cell = |s: &State, u: &Unit| u.sector().map(|sec| s.sidx(sec));
        let (before, face) = (cell(self, &self.units[i]), Face::of(&self.units[i]));
        if let Some(o) = &mut self.tally.0 {
            o.file(i, &self.units[i], false);
        }
        f(&mut self.units[i]);
        let after = cell(self, &self.units[i]);
        let Some(o) = &mut self.tally.0 else {
            return;
        };
        let u = &self.units[i];
        o.file(i, u, true);
        // A change of flags alone leaves the sector counts be.
        if (before, face) == (after, Face::of(u)) {
            return;
        }
        if let Some(c) = before {
            o.tally(face, c, false, stacking);
        }
        if let Some(c) = after {
            o.tally(Face::of(u), c, true, stacking);
        }
    }

    /// Puts unit `i` at `loc`, keeping the tally.
    pub fn set_loc(&mut self, i: usize, loc: Loc) {
        if self.units[i].loc != loc {
            self.edit_unit(i, |u| u.loc = loc);
        }
    }

    /// Turns counter `i` face up or down, keeping the tally.
    pub fn set_face_down(&mut self, i: usize, face_down: bool) {
        if self.units[i].face_down != face_down {
            self.edit_unit(i, |u| u.face_down = face_down);
        }
    }

    /// Changes what unit `i` is, keeping the tally.
    pub fn set_kind(&mut self, i: usize, kind: Kind) {
        if self.units[i].kind != kind {
            self.edit_unit(i, |u| u.kind = kind);
        }
    }

    /// The axes over which attacking units have exited, sorted (advanced victory).
    #[must_use]
    pub fn exited_axes(&self) -> Vec<i8> {
        let mut a: Vec<i8> = self
            .units
            .iter()
            .filter(|u| u.side == Side::Attacker && u.loc == Loc::Exited)
            .map(|u| u.axis)
            .collect();
        a.sort_unstable();
        a.dedup();
        a
    }

    /// Whether a sector is on the table.
    #[must_use]
    pub fn on_table(&self, s: Sector) -> bool {
        s.on_board(self.rules.axes as i8, self.rules.lines as i8)
    }

    /// Every on-table sector, row by row.
    pub fn sectors(&self) -> impl Iterator<Item = Sector> + '_ {
        let (w, h) = (self.rules.axes as i8, self.rules.lines as i8);
        (0..h).flat_map(move |y| (0..w).map(move |x| Sector::new(x, y)))
    }

    /// Units of `side` in sector `s`.
    pub fn units_at(&self, s: Sector, side: Side) -> impl Iterator<Item = (usize, &Unit)> + '_ {
        self.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.side == side && u.loc == Loc::Table(s))
    }

    /// How many units of `side` stand in `s` (everything counts towards stacking, RAP-5).
    #[must_use]
    pub fn count_at(&self, s: Sector, side: Side) -> usize {
        if !self.on_table(s) {
            return 0;
        }
        usize::from(self.occupancy().count[side.idx()][self.sidx(s)])
    }

    /// Whether `s` is occupied by the enemy of `side` (RAP-4).
    #[must_use]
    pub fn enemy_occupied(&self, s: Sector, side: Side) -> bool {
        self.on_table(s) && self.occupancy().occupied_by(side.other(), self.sidx(s))
    }

    /// Whether `s` holds a fighting unit of `side`.
    #[must_use]
    pub fn has_fighting(&self, s: Sector, side: Side) -> bool {
        self.on_table(s) && self.occupancy().fighting_set[side.idx()] & (1 << self.sidx(s)) != 0
    }

    /// Whether an attacking division (or the defender) still has a living HQ, wherever it is.
    #[must_use]
    pub fn has_hq(&self, side: Side, division: u8) -> bool {
        self.side_units(side).any(|i| {
            let u = &self.units[i];
            u.kind == Kind::Hq && u.alive() && (side == Side::Defender || u.division == division)
        })
    }

    /// The seat of the division commander of `d`.
    #[must_use]
    pub fn div_count(&self) -> u8 {
        u8::try_from(self.divisions.len()).unwrap_or(3)
    }

    /// Whether a defender unit is visible to the attacker as what it is.
    #[must_use]
    pub fn shown(&self, u: &Unit) -> bool {
        u.side == Side::Attacker || !u.face_down
    }

    /// The unit behind a defender counter number.
    #[must_use]
    pub fn by_counter(&self, counter: u8) -> Option<usize> {
        self.units
            .iter()
            .position(|u| u.side == Side::Defender && u.counter == counter && u.alive())
    }

    /// "A1-L1" style name of a sector.
    #[must_use]
    pub fn sector_name(s: Sector) -> String {
        format!("A{}-L{}", s.x + 1, s.y + 1)
    }

    /// Parses "A1-L1" (also "a1l1", "A1L1").
    #[must_use]
    pub fn parse_sector(text: &str) -> Option<Sector> {
        let t: String = text
            .chars()
            .filter(|c| !matches!(c, '-' | ' '))
            .collect::<String>()
            .to_ascii_uppercase();
        let rest = t.strip_prefix('A')?;
        let (a, l) = rest.split_once('L')?;
        let (a, l): (i8, i8) = (a.parse().ok()?, l.parse().ok()?);
        (a >= 1 && l >= 1).then(|| Sector::new(a - 1, l - 1))
    }
}

/// The division a seat commands, if it exists.
#[must_use]
pub fn division_of_seat(s: &State, seat_: Seat) -> Option<u8> {
    let d = seat_.checked_sub(seat::DIV1)?;
    (d < s.div_count()).then_some(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_set_lists_its_members_lowest_first_across_words() {
        let mut set = UnitSet::default();
        for i in [300, 0, 63, 64, 511, 130] {
            set.set(i, true);
        }
        set.set(130, false);
        assert!(set.contains(64) && !set.contains(130) && !set.contains(1));
        assert_eq!(set.iter().collect::<Vec<_>>(), [0, 63, 64, 300, 511]);
    }

    /// The movers, the units awaiting permission and the unfired batteries kept in the tally
    /// are exactly those a fresh scan of the units finds, through a whole random game (the
    /// battery checks the whole tally after every action of thousands).
    #[test]
    fn rap14_kept_unit_sets_match_a_scan_of_the_units() {
        use umpire_core::{Bot, Dice, RandomBot, Ruleset, Table};
        let sc = crate::bundled("uranus").expect("bundled");
        let mut dice = Dice::new(7, false);
        let mut s = crate::Rapier::new_game(&sc, &mut dice).expect("valid");
        let bots: Vec<Box<dyn Bot<crate::Rapier>>> =
            (0..6).map(|_| Box::new(RandomBot) as _).collect();
        let mut table = Table::new(bots, 7);
        let (mut permits, mut moves) = (0, 0);
        while let Some(seat_) = umpire_core::bot::next_seat::<crate::Rapier>(&s) {
            let occ = s.occupancy();
            for (i, u) in s.units.iter().enumerate() {
                let slot = match u.side {
                    Side::Attacker => usize::from(u.division),
                    Side::Defender => 3,
                };
                for (k, set) in occ.movers.iter().enumerate() {
                    assert_eq!(set.contains(i), u.may_move() && k == slot, "unit {i}");
                }
                assert_eq!(occ.awaiting_permit.contains(i), u.awaits_permit());
                let unfired = u.kind.is_battery() && !u.fired && u.sector().is_some();
                for (k, set) in occ.unfired.iter().enumerate() {
                    assert_eq!(set.contains(i), unfired && k == u.side.idx(), "unit {i}");
                }
                moves += usize::from(u.may_move());
                permits += usize::from(u.awaits_permit());
            }
            let Some(a) = table.decide(&s, seat_) else {
                break;
            };
            crate::Rapier::apply_unchecked(&mut s, seat_, &a, &mut dice);
            dice.clear();
        }
        assert!(
            moves > 100 && permits > 100,
            "{moves} movers, {permits} awaiting"
        );
    }
}
