//! The fire orders of a listing: onto every hex a stand reaches, built in reach by
//! construction rather than checked one by one.

use std::cell::RefCell;

use umpire_core::geometry::Hex;

use crate::game::{Order, State};

/// Stand `i`'s fire orders: onto any hex in reach, enemy seen there or not (a suspected
/// position), the hexes where enemy is seen first, then the rest of the map in order. Each
/// passes `check_order` by construction (on the map, within reach, a reach of a hex or more),
/// so the listing does not check them one by one.
pub(super) fn fire_orders(
    state: &State,
    i: usize,
    seen: &[Hex],
    map: &MapHexes,
    mut out: impl FnMut(Order),
) {
    let u = &state.units[i];
    for harass in [false, true] {
        let Some(reach) = state.reach_hexes(i, harass).filter(|&r| r > 0) else {
            continue;
        };
        for &target in seen.iter().filter(|h| h.distance(u.hex) <= reach) {
            out(Order::Fire { target, harass });
        }
        // The hexes just listed are those of `seen` in reach: the rest follow, row by row.
        map.unseen_in_reach(u.hex, reach, |target| out(Order::Fire { target, harass }));
    }
}

/// Every hex of the map, row by row, and whether the side sees enemy there: made once a
/// listing for the fire orders and sorties of all its stands. Only the marks are kept; a hex is
/// made from its column and row when it is listed.
pub(super) struct MapHexes {
    seen: Vec<bool>,
    width: usize,
    height: usize,
}

impl MapHexes {
    pub(super) fn new(state: &State, seen: &[Hex]) -> Self {
        Self::sized(
            usize::try_from(state.width).unwrap_or(0),
            usize::try_from(state.height).unwrap_or(0),
            seen,
        )
    }

    /// A map of `width` columns and `height` rows, enemy seen in the hexes of `seen`.
    fn sized(width: usize, height: usize, seen: &[Hex]) -> Self {
        let mut marks = vec![false; width * height];
        for h in seen {
            let (col, row) = h.to_offset();
            if let (Ok(c), Ok(r)) = (usize::try_from(col), usize::try_from(row)) {
                if c < width && r < height {
                    marks[r * width + c] = true;
                }
            }
        }
        Self {
            seen: marks,
            width,
            height,
        }
    }

    /// The hex in column `c` and row `r` of the map.
    fn hex(c: usize, r: usize) -> Hex {
        Hex::from_offset(
            i16::try_from(c).unwrap_or(i16::MAX),
            i16::try_from(r).unwrap_or(i16::MAX),
        )
    }

    /// Calls `out` with every hex of the map where no enemy is seen, row by row.
    pub(super) fn unseen(&self, mut out: impl FnMut(Hex)) {
        for r in 0..self.height {
            for c in 0..self.width {
                if !self.seen[r * self.width + c] {
                    out(Self::hex(c, r));
                }
            }
        }
    }

    /// Calls `out` with every hex within `reach` of `at` where no enemy is seen, row by row.
    /// The hexes in reach of a place on a map of this size are kept by the thread (a stand
    /// that has not moved reaches the same hexes hour after hour); only which of them are
    /// seen is read afresh.
    fn unseen_in_reach(&self, at: Hex, reach: u16, mut out: impl FnMut(Hex)) {
        IN_REACH.with(|cell| {
            let Ok(mut kept) = cell.try_borrow_mut() else {
                return in_reach(at, reach, self.width, self.height, |h, k| {
                    if !self.seen[k] {
                        out(h);
                    }
                });
            };
            let key = (at, reach, self.width, self.height);
            let slot = match kept.entries.iter().position(|e| e.key == key) {
                Some(slot) => slot,
                None => {
                    let mut hexes = Vec::new();
                    in_reach(at, reach, self.width, self.height, |h, k| {
                        hexes.push((h, k))
                    });
                    kept.put(InReach { key, hexes })
                }
            };
            for &(h, k) in &kept.entries[slot].hexes {
                if !self.seen[k] {
                    out(h);
                }
            }
        });
    }
}

/// The hexes within `reach` of `at` on a map of `width` by `height`, row by row, each with
/// its place in the map's row-major tables. A hex within `reach` is at most `reach` columns
/// and rows away, and in each column of that square the hexes in reach are the rows between
/// two bounds (a column is a straight line of hexes), so no distance is measured hex by hex.
fn in_reach(at: Hex, reach: u16, width: usize, height: usize, mut out: impl FnMut(Hex, usize)) {
    let (col, row) = at.to_offset();
    let d = i32::from(reach);
    let span = |from: i16, len: usize| {
        let lo = usize::try_from(i32::from(from) - d).unwrap_or(0);
        let hi = usize::try_from(i32::from(from) + d + 1).unwrap_or(0);
        lo..hi.min(len)
    };
    let cols = span(col, width);
    // For each column, the map rows in reach: the cube rows within `d` of the centre along
    // that column, shifted to offset rows.
    let rows_in_reach: Vec<(i32, i32)> = cols
        .clone()
        .map(|c| {
            let c = i32::try_from(c).unwrap_or(i32::MAX);
            let dq = c - i32::from(col);
            let r0 = i32::from(at.r);
            let shift = (c - (c & 1)) / 2;
            (r0 + (-d).max(-d - dq) + shift, r0 + d.min(d - dq) + shift)
        })
        .collect();
    for r in span(row, height) {
        let ri = i32::try_from(r).unwrap_or(i32::MAX);
        for (c, &(lo, hi)) in cols.clone().zip(&rows_in_reach) {
            if lo <= ri && ri <= hi {
                out(MapHexes::hex(c, r), r * width + c);
            }
        }
    }
}

/// The hexes in reach of one place at one reach on a map of one size.
struct InReach {
    /// The place, the reach, and the map's columns and rows.
    key: (Hex, u16, usize, usize),
    /// The hexes, row by row, with their places in the map's tables.
    hexes: Vec<(Hex, usize)>,
}

/// The last [`InReach`] lists made on this thread, the oldest replaced first.
#[derive(Default)]
struct Recent {
    entries: Vec<InReach>,
    next: usize,
}

impl Recent {
    /// As many as two reaches of every stand of a large battle.
    const ROOM: usize = 128;

    /// Keeps `entry`, in place of the oldest when full; returns its slot.
    fn put(&mut self, entry: InReach) -> usize {
        if self.entries.len() < Self::ROOM {
            self.entries.push(entry);
            return self.entries.len() - 1;
        }
        let slot = self.next;
        self.entries[slot] = entry;
        self.next = (slot + 1) % Self::ROOM;
        slot
    }
}

thread_local! {
    static IN_REACH: RefCell<Recent> = RefCell::new(Recent::default());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The square-and-bounds scan lists exactly the hexes a distance test would, in the
    /// same order: every reach from 0 to past the map, from every hex of a map with
    /// columns of both parities, some hexes seen.
    #[test]
    fn fire_orders_list_every_hex_in_reach_and_no_other() {
        let (width, height) = (9, 7);
        let mut all = Vec::new();
        MapHexes::sized(width, height, &[]).unseen(|h| all.push(h));
        assert_eq!(all.len(), width * height);
        // Two maps with other hexes seen, asked in turn for each place and reach, so that
        // the second asks of the hexes in reach the thread kept for the first.
        let seens = [
            vec![all[3], all[20], all[40]],
            vec![all[0], all[21], all[62]],
        ];
        let maps = seens
            .clone()
            .map(|seen| MapHexes::sized(width, height, &seen));
        for (seen, map) in seens.iter().zip(&maps) {
            let mut unseen = Vec::new();
            map.unseen(|h| unseen.push(h));
            let wanted: Vec<Hex> = all.iter().copied().filter(|h| !seen.contains(h)).collect();
            assert_eq!(unseen, wanted);
        }
        for reach in 0..=12u16 {
            for &at in &all {
                for (seen, map) in seens.iter().zip(&maps) {
                    let mut listed = Vec::new();
                    map.unseen_in_reach(at, reach, |h| listed.push(h));
                    let wanted: Vec<Hex> = all
                        .iter()
                        .copied()
                        .filter(|h| !seen.contains(h) && h.distance(at) <= reach)
                        .collect();
                    assert_eq!(listed, wanted, "from {at:?} at reach {reach}");
                }
            }
        }
        // A map with no hexes lists none.
        MapHexes::sized(0, 0, &[])
            .unseen_in_reach(Hex::from_offset(0, 0), 3, |_| panic!("no hex to list"));
    }
}
