//! The per-sector tallies of the units (RAP-4, RAP-5): how many of each side stand in each
//! sector, which sectors each side must treat as enemy-occupied, and the unit sets they use.

use super::*;

/// The most sectors a table may have (8 axes × 10 lines).
pub const MAX_SECTORS: usize = 80;

/// Per-sector tallies of the units: how many of each side stand in each sector and which
/// sectors each side must treat as enemy-occupied. The state keeps them up to date as units
/// move, appear and die (see [`State::set_loc`]), so that listing moves does not rescan every
/// unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupancy {
    /// Units of each side (by [`Side::idx`]) in each sector (by [`State::sidx`]).
    pub count: [[u8; MAX_SECTORS]; 2],
    /// Whether each sector is enemy-occupied as each side sees it (RAP-4, UMP-RAP-3).
    pub blocked: [[bool; MAX_SECTORS]; 2],
    /// `blocked` as a bit set over [`State::sidx`].
    pub blocked_set: [u128; 2],
    /// On-table sectors where each side has room under the stacking limit (RAP-5), as a bit
    /// set over [`State::sidx`].
    pub room: [u128; 2],
    /// Sectors holding a unit of each side that makes them enemy-occupied (RAP-4), as a bit
    /// set over [`State::sidx`].
    pub occupied_set: [u128; 2],
    /// Sectors holding any unit or counter of each side, as a bit set over [`State::sidx`].
    pub present_set: [u128; 2],
    /// Sectors holding a fighting unit of each side (not a static counter or a dummy), as a
    /// bit set over [`State::sidx`].
    pub fighting_set: [u128; 2],
    /// Fighting units of each side, by sector.
    pub(super) fighters: [[u8; MAX_SECTORS]; 2],
    /// Units of each side that make a sector enemy-occupied (RAP-4), by sector.
    pub(super) occupiers: [[u8; MAX_SECTORS]; 2],
    /// Face-down defender counters, by sector.
    pub(super) hidden: [u8; MAX_SECTORS],
    /// The index of the first defender unit (attackers come first).
    pub(super) first_defender: usize,
    /// The sectors of the first and of the last axis, as bit sets.
    pub(super) edge_axes: [u128; 2],
    /// Units that may still be given a move this phase (not yet moved, not static, on the
    /// table or released from reserve): the attackers of each division by
    /// [`Unit::division`], then the defender's in the last slot. See [`Unit::may_move`].
    pub movers: [UnitSet; 4],
    /// Attacking units in reserve waiting for the corps commander's permission (RAP-14).
    pub awaiting_permit: UnitSet,
    /// Each side's batteries on the table that have not fired this turn (by [`Side::idx`]).
    pub unfired: [UnitSet; 2],
}

/// The most units a game holds: 250 a side (the scenario check enforces it).
pub const MAX_UNITS: usize = 512;

/// A set of unit indices below [`MAX_UNITS`], iterated in ascending order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UnitSet([u64; MAX_UNITS / 64]);

impl UnitSet {
    /// Adds or removes unit `i`.
    pub fn set(&mut self, i: usize, on: bool) {
        let (w, b) = (i / 64, 1u64 << (i % 64));
        if on {
            self.0[w] |= b;
        } else {
            self.0[w] &= !b;
        }
    }

    /// Whether unit `i` is in the set.
    #[must_use]
    pub fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// The units in the set, lowest index first.
    #[must_use]
    pub fn iter(&self) -> UnitSetIter<'_> {
        UnitSetIter {
            words: &self.0,
            word: 0,
            rest: self.0[0],
        }
    }
}

/// The members of a [`UnitSet`], lowest first.
#[derive(Clone, Debug)]
pub struct UnitSetIter<'a> {
    words: &'a [u64; MAX_UNITS / 64],
    word: usize,
    rest: u64,
}

impl Iterator for UnitSetIter<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        while self.rest == 0 {
            self.word += 1;
            self.rest = *self.words.get(self.word)?;
        }
        let b = self.rest.trailing_zeros() as usize;
        self.rest &= self.rest - 1;
        Some(self.word * 64 + b)
    }
}

impl Occupancy {
    pub(super) fn empty(s: &State) -> Self {
        let cells = usize::from(s.rules.axes) * usize::from(s.rules.lines);
        let all = if cells >= 128 {
            u128::MAX
        } else {
            (1u128 << cells) - 1
        };
        let w = usize::from(s.rules.axes);
        let mut edge_axes = [0u128; 2];
        for y in 0..usize::from(s.rules.lines) {
            edge_axes[0] |= 1 << (y * w);
            edge_axes[1] |= 1 << (y * w + w - 1);
        }
        Self {
            first_defender: s.units.partition_point(|u| u.side == Side::Attacker),
            edge_axes,
            count: [[0; MAX_SECTORS]; 2],
            blocked: [[false; MAX_SECTORS]; 2],
            blocked_set: [0; 2],
            room: [all; 2],
            occupied_set: [0; 2],
            fighting_set: [0; 2],
            present_set: [0; 2],
            fighters: [[0; MAX_SECTORS]; 2],
            occupiers: [[0; MAX_SECTORS]; 2],
            hidden: [0; MAX_SECTORS],
            movers: [UnitSet::default(); 4],
            awaiting_permit: UnitSet::default(),
            unfired: [UnitSet::default(); 2],
        }
    }

    /// Files unit `i` under the unit sets it belongs to (`enter`), or takes it out of them.
    pub(super) fn file(&mut self, i: usize, u: &Unit, enter: bool) {
        if u.may_move() {
            let slot = match u.side {
                Side::Attacker => usize::from(u.division),
                Side::Defender => 3,
            };
            if let Some(set) = self.movers.get_mut(slot) {
                set.set(i, enter);
            }
        }
        if u.awaits_permit() {
            self.awaiting_permit.set(i, enter);
        }
        if u.kind.is_battery() && !u.fired && u.sector().is_some() {
            self.unfired[u.side.idx()].set(i, enter);
        }
    }

    /// Whether a unit of `side` in sector `cell` makes it enemy-occupied (RAP-4).
    #[must_use]
    pub fn occupied_by(&self, side: Side, cell: usize) -> bool {
        self.occupiers[side.idx()][cell] > 0
    }

    /// Face-down defender counters in sector `cell`.
    #[must_use]
    pub fn hidden_at(&self, cell: usize) -> u8 {
        self.hidden[cell]
    }

    /// Adds (`enter`) or removes a unit, standing in sector `cell`, and refreshes the cell.
    /// Only what the unit is and shows counts: its [`Face`].
    pub(super) fn tally(&mut self, u: Face, cell: usize, enter: bool, stacking: u8) {
        let side = u.side.idx();
        let bit = 1u128 << cell;
        let mark = |set: &mut u128, on: bool| *set = if on { *set | bit } else { *set & !bit };
        let step = |n: &mut u8| *n = if enter { *n + 1 } else { n.saturating_sub(1) };
        step(&mut self.count[side][cell]);
        mark(&mut self.present_set[side], self.count[side][cell] > 0);
        mark(&mut self.room[side], self.count[side][cell] < stacking);
        if u.kind.is_fighting() {
            step(&mut self.fighters[side][cell]);
            mark(&mut self.fighting_set[side], self.fighters[side][cell] > 0);
        }
        let occupies = u.kind.occupies();
        if occupies {
            step(&mut self.occupiers[side][cell]);
            mark(&mut self.occupied_set[side], self.occupiers[side][cell] > 0);
        }
        let hidden = u.side == Side::Defender && u.face_down;
        if hidden {
            step(&mut self.hidden[cell]);
        }
        // Only occupiers and face-down counters change what either side must treat as
        // enemy-occupied.
        if occupies || hidden {
            let (att, def) = (Side::Attacker.idx(), Side::Defender.idx());
            self.blocked[att][cell] = self.occupiers[def][cell] > 0 || self.hidden[cell] > 0;
            self.blocked[def][cell] = self.occupiers[att][cell] > 0;
            mark(&mut self.blocked_set[att], self.blocked[att][cell]);
            mark(&mut self.blocked_set[def], self.blocked[def][cell]);
        }
    }
}

/// What the sector tally counts of a unit: its side, its kind and whether it lies face-down.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Face {
    side: Side,
    kind: Kind,
    face_down: bool,
}

impl Face {
    pub(super) fn of(u: &Unit) -> Self {
        Self {
            side: u.side,
            kind: u.kind,
            face_down: u.face_down,
        }
    }
}

/// The state's copy of the [`Occupancy`]: derived data, so it is neither saved nor compared.
/// A state read back from JSON has none until [`State::reindex`] (it is then recounted when
/// asked for).
#[derive(Clone, Debug, Default)]
pub struct Tally(pub(super) Option<Occupancy>);

impl PartialEq for Tally {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
