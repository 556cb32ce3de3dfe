//! Movement (section 13): 4 or 2 hexes by type, 2 from inside defence works or a built-up
//! area, +1 for a move made entirely along a road, one hex less per contour crossed; through
//! friends but never enemies; never between enemies or an enemy and an obstacle (OPA-10);
//! artillery never next to an enemy; woods and villages off-road for foot infantry only;
//! built-up areas by road for AFVs, cavalry, artillery and transport; rivers by road (UMP-OPA-4);
//! one division to a hex and at most two stands (OPA-1), a large stand's rear hex counted
//! (section 7: it moves from its front hex, the rear following); a division at morale 0 never closer
//! to any enemy stand (OPA-8), and free to withdraw off the battlefield over its own edge
//! (section 9).

use umpire_core::geometry::{Hex, HexDir};

use crate::map::Terrain;
use crate::state::{Side, State};

/// A place a stand can reach, with the side it last crossed (its new facing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    /// The hex.
    pub hex: Hex,
    /// The direction of the last step.
    pub last: HexDir,
}

/// The stand's allowance for this move (before the road bonus).
#[must_use]
pub fn allowance(s: &State, i: usize) -> u8 {
    let st = &s.stands[i];
    let Some(h) = st.hex else { return 0 };
    let c = s.map.cell(h);
    let hemmed = c.works || c.terrain == Terrain::BuiltUp;
    if hemmed {
        2.min(st.mobility.allowance())
    } else {
        st.mobility.allowance()
    }
}

/// Who stands where, built once per search: per hex, stands of each side and the division of
/// the first stand.
pub struct Occupancy {
    width: i16,
    counts: Vec<[u8; 2]>,
    division: Vec<Option<u8>>,
    /// Per hex, the cell of the front hex of each large stand whose rear is there, with the
    /// index of its side (`OFF_MAP` for none): a large stand is one stand in two hexes.
    rears: Vec<[(u32, u8); 2]>,
}

impl Occupancy {
    /// Counts every stand on the map, in each hex it occupies (a large stand in two).
    #[must_use]
    pub fn new(s: &State) -> Self {
        let n = s.map.cells.len();
        let mut o = Occupancy {
            width: s.map.width,
            counts: vec![[0; 2]; n],
            division: vec![None; n],
            rears: vec![[(OFF_MAP, 0); 2]; n],
        };
        for (i, st) in s.stands.iter().enumerate() {
            let side = side_index(s.side_of(i));
            for h in [st.hex, st.rear()].into_iter().flatten() {
                if s.map.contains(h) {
                    let k = o.index(h);
                    o.counts[k][side] += 1;
                    o.division[k].get_or_insert(st.division);
                }
            }
            if let (Some(front), Some(rear)) = (st.hex, st.rear()) {
                if s.map.contains(front) && s.map.contains(rear) {
                    let (f, k) = (o.index(front), o.index(rear));
                    if let Some(slot) = o.rears[k].iter_mut().find(|x| x.0 == OFF_MAP) {
                        *slot = (u32::try_from(f).unwrap_or(OFF_MAP), side as u8);
                    }
                }
            }
        }
        o
    }

    fn index(&self, h: Hex) -> usize {
        let (c, r) = h.to_offset();
        r as usize * self.width as usize + c as usize
    }

    /// Stands of `side` in an on-map hex.
    #[must_use]
    pub fn count(&self, s: &State, h: Hex, side: Side) -> u8 {
        if s.map.contains(h) {
            self.counts[self.index(h)][side_index(side)]
        } else {
            0
        }
    }
}

fn side_index(side: Side) -> usize {
    match side {
        Side::Axis => 0,
        Side::Soviet => 1,
    }
}

/// Whether stand `i` may step into the on-map hex of cell `kb` (`nb`: each cell's neighbours,
/// [`Scratch::neighbours`]): (from a road hex along the road, any other way). Never into the
/// enemy, nor artillery next to it; rivers only by road; woods and villages off the road for foot
/// infantry only; built-up areas off the road not for vehicles, cavalry or guns.
fn may_enter(
    s: &State,
    o: &Occupancy,
    nb: &[[u32; 6]],
    i: usize,
    kb: usize,
    enemy: Side,
) -> (bool, bool) {
    let st = &s.stands[i];
    let e = side_index(enemy);
    if o.counts[kb][e] > 0
        || (st.is_artillery()
            && nb[kb]
                .iter()
                .any(|&k| k != OFF_MAP && o.counts[k as usize][e] > 0))
    {
        return (false, false);
    }
    (true, st.may_go_on(s.map.cells[kb].terrain, false))
}

/// OPA-10: a hex may be passed through unless it is next to an enemy stand and also next to a
/// second enemy stand or to an obstacle (off the map, high ground, any terrain but open). A
/// large enemy stand next to the hex with both its hexes is one stand. The hex is the on-map
/// one of cell `kh`; `nb` as for [`may_enter`].
fn may_pass(s: &State, o: &Occupancy, nb: &[[u32; 6]], kh: usize, enemy: Side) -> bool {
    let e = side_index(enemy);
    let near = nb[kh].iter().filter(|&&k| k != OFF_MAP);
    let in_hexes: usize = near
        .clone()
        .map(|&k| usize::from(o.counts[k as usize][e]))
        .sum();
    // A large stand counted in its rear hex as well as its front hex, both next to this one.
    let twice = near
        .flat_map(|&k| o.rears[k as usize])
        .filter(|&(front, side)| {
            front != OFF_MAP && usize::from(side) == e && nb[kh].contains(&front)
        })
        .count();
    let adjacent_enemies = in_hexes - twice;
    adjacent_enemies == 0
        || (adjacent_enemies < 2
            && !nb[kh]
                .iter()
                .any(|&k| k == OFF_MAP || s.map.cells[k as usize].obstacle()))
}

/// Whether a hex can take stand `i` at the end of its move (OPA-1). A large stand's own rear
/// hex counts it once already.
fn may_stop(s: &State, o: &Occupancy, i: usize, h: Hex) -> bool {
    let d = s.stands[i].division;
    let side = s.side_of(i);
    let k = o.index(h);
    let here = usize::from(o.count(s, h, side)) + usize::from(o.count(s, h, side.other()))
        - usize::from(s.stands[i].rear() == Some(h));
    here < usize::from(s.rules.stacking) && o.division[k].is_none_or(|x| x == d)
}

/// Every hex stand `i` may move to now, by the cheapest path; roads-only paths get +1.
#[must_use]
pub fn reachable(s: &State, i: usize) -> Vec<Reach> {
    reachable_in(s, &Occupancy::new(s), i)
}

/// The working space of [`reachable_in`], kept by the thread from one call to the next (a
/// listing asks it once for every stand): one entry a map cell in each table.
#[derive(Default)]
struct Scratch {
    /// OPA-10 asked once a hex: 0 not yet asked, 1 may be passed, 2 may not.
    pass: Vec<u8>,
    /// Whether the stand may enter the hex, asked once a hex: 0 not yet asked, else 1 + (may by
    /// road) + 2 × (may off the road).
    enter: Vec<u8>,
    /// The cheapest allowance spent reaching each hex (`u8::MAX`: not reached).
    cost_at: Vec<u8>,
    /// The side each hex was entered by.
    dir_at: Vec<HexDir>,
    /// Whether a hex is already a destination.
    listed: Vec<bool>,
    /// Hexes in the order first reached, with their cells.
    found: Vec<(Hex, usize)>,
    /// Hexes still to expand, last in first out, with the allowance spent and their cells.
    frontier: Vec<(Hex, u8, usize)>,
    /// The columns and rows of the map `neighbours` was made for.
    dims: (i16, i16),
    /// Each cell's neighbours in the order of `HexDir::ALL`: the neighbour's cell, or
    /// [`OFF_MAP`]. Made once for a map's size and kept, where the search worked out each
    /// neighbour's place on the map again at every step.
    neighbours: Vec<[u32; 6]>,
    /// The map the [`Known`] searches were made on. Holding it keeps its address from being
    /// reused, so a state whose map is at that address has this map.
    map: Option<std::sync::Arc<crate::map::Map>>,
    /// Searches made before, newest last, at most [`KNOWN`] of them.
    known: Vec<Known>,
    /// The stands near the stand searched for now, the key [`Known::near`] is compared with.
    near: Vec<NearStand>,
}

/// How many searches a thread keeps.
const KNOWN: usize = 48;

/// A stand on the map near a search's start, and what a search reads of it: its index, hex,
/// rear hex, division and side.
type NearStand = (u16, Hex, Option<Hex>, u8, Side);

/// A search made before: the stand, what the search read of it and of the stands near it, and
/// the destinations it found, in the order of [`reachable_in`]'s answer.
struct Known {
    /// The stand searched for.
    stand: usize,
    /// What the search reads of the stand: its hex, facing, size, division, side, way of
    /// moving and make-up.
    who: Who,
    /// The stacking limit (OPA-1).
    stacking: u8,
    /// Every stand with a hex within the search's reach ([`reach_of`]), by index.
    near: Vec<NearStand>,
    /// The destinations, sorted by hex.
    out: Vec<Reach>,
}

/// What a search reads of the stand it searches for.
type Who = (
    Hex,
    HexDir,
    bool,
    u8,
    Side,
    crate::state::Mobility,
    crate::values::StandSpec,
);

/// How far from its start a search for stand `i` reads the board. Each step costs at least one,
/// so the hexes it enters and passes through are within the roads' allowance (one more than the
/// plain); it asks about their neighbours (enemies next to a hex entered by artillery or passed
/// through, OPA-10) and about the rear hex of a large stand's destination, one further.
fn reach_of(s: &State, i: usize) -> u16 {
    u16::from(allowance(s, i)) + 2
}

/// A neighbour off the map, in [`Scratch::neighbours`].
const OFF_MAP: u32 = u32::MAX;

impl Scratch {
    /// Makes the table of neighbours for `map`'s size, unless it is made already.
    fn fit(&mut self, map: &crate::map::Map) {
        if self.dims == (map.width, map.height) && !self.neighbours.is_empty() {
            return;
        }
        self.dims = (map.width, map.height);
        self.neighbours.clear();
        for r in 0..map.height {
            for c in 0..map.width {
                let h = Hex::from_offset(c, r);
                self.neighbours.push(HexDir::ALL.map(|dir| {
                    let n = h.step(dir);
                    if map.contains(n) {
                        let (nc, nr) = n.to_offset();
                        u32::try_from(nr as usize * map.width as usize + nc as usize)
                            .unwrap_or(OFF_MAP)
                    } else {
                        OFF_MAP
                    }
                }));
            }
        }
    }
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// [`reachable`] with who stands where counted already (a listing counts once for every stand).
#[must_use]
pub fn reachable_in(s: &State, o: &Occupancy, i: usize) -> Vec<Reach> {
    let st = &s.stands[i];
    let Some(start) = st.hex else {
        return Vec::new();
    };
    let mut out: Vec<Reach> = SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut w) => remembered(s, o, i, start, &mut w),
        Err(_) => sorted_search(s, o, i, start, &mut Scratch::default()),
    });
    // Section 9 and OPA-8: a division at morale 0 moves only to withdraw from the battlefield,
    // so each move ends nearer its own edge (never sideways or forward), and never closer to
    // any enemy stand.
    if spent(s, i) {
        let enemy = s.side_of(i).other();
        let enemies: Vec<Hex> = (0..s.stands.len())
            .filter(|&k| s.side_of(k) == enemy)
            .flat_map(|k| [s.stands[k].hex, s.stands[k].rear()])
            .flatten()
            .collect();
        let edge = s.edge(s.side_of(i));
        let back = |h: Hex| edge.distance(h, s.map.width, s.map.height);
        out.retain(|r| {
            back(r.hex) < back(start)
                && enemies
                    .iter()
                    .all(|e| e.distance(r.hex) >= e.distance(start))
        });
    }
    out
}

/// [`search`]'s destinations sorted by hex, from the searches the thread remembers when one read
/// the same board: the same map and stacking limit, the same stand in the same place and facing,
/// and the same stands, in the same places, within its reach ([`reach_of`]). The search is a
/// function of these alone, so it finds the same destinations.
fn remembered(s: &State, o: &Occupancy, i: usize, start: Hex, w: &mut Scratch) -> Vec<Reach> {
    match &w.map {
        Some(m) if std::sync::Arc::ptr_eq(m, &s.map) => {}
        // The same battlefield in another allocation (a state read back, say): the known
        // searches stand, and the next state that shares this allocation is quick to check.
        Some(m) if **m == *s.map => w.map = Some(std::sync::Arc::clone(&s.map)),
        _ => {
            w.map = Some(std::sync::Arc::clone(&s.map));
            w.known.clear();
        }
    }
    let st = &s.stands[i];
    let who: Who = (
        start,
        st.facing,
        st.large,
        st.division,
        s.side_of(i),
        st.mobility,
        st.spec,
    );
    let reach = reach_of(s, i);
    w.near.clear();
    for (k, other) in s.stands.iter().enumerate() {
        let Some(h) = other.hex else { continue };
        let rear = other.rear();
        if h.distance(start) <= reach || rear.is_some_and(|r| r.distance(start) <= reach) {
            let side = s.side_of(k);
            let k = u16::try_from(k).unwrap_or(u16::MAX);
            w.near.push((k, h, rear, other.division, side));
        }
    }
    let stacking = s.rules.stacking;
    let found = w
        .known
        .iter()
        .position(|k| k.stand == i && k.who == who && k.stacking == stacking && k.near == w.near);
    if let Some(at) = found {
        return w.known[at].out.clone();
    }
    let out = sorted_search(s, o, i, start, w);
    if w.known.len() >= KNOWN {
        w.known.remove(0);
    }
    w.known.push(Known {
        stand: i,
        who,
        stacking,
        near: w.near.clone(),
        out: out.clone(),
    });
    out
}

/// [`search`]'s destinations sorted by hex, as [`reachable_in`] answers.
fn sorted_search(s: &State, o: &Occupancy, i: usize, start: Hex, w: &mut Scratch) -> Vec<Reach> {
    let mut out = search(s, o, i, start, w);
    out.sort_by_key(|r| r.hex.to_offset());
    out
}

/// The search of [`reachable_in`] from `start`, stand `i`'s hex, in the working space `w`:
/// the destinations in the order first reached, the plain allowance's before the road's.
fn search(s: &State, o: &Occupancy, i: usize, start: Hex, w: &mut Scratch) -> Vec<Reach> {
    let st = &s.stands[i];
    let enemy = s.side_of(i).other();
    let base = allowance(s, i);
    let cells = s.map.cells.len();
    for table in [&mut w.pass, &mut w.enter] {
        table.clear();
        table.resize(cells, 0);
    }
    w.listed.clear();
    w.listed.resize(cells, false);
    w.fit(&s.map);
    let Scratch {
        pass,
        enter,
        cost_at,
        dir_at,
        listed,
        found,
        frontier,
        neighbours,
        ..
    } = w;
    let mut out: Vec<Reach> = Vec::new();
    let k0 = o.index(start);
    for (budget, roads_only) in [(base, false), (base + 1, true)] {
        if roads_only && !s.map.cell(start).road {
            continue;
        }
        // Cheapest costs over small allowances, expanding the hex found last first (the order
        // sets which of two equally cheap last steps a hex keeps, and so the stand's facing).
        cost_at.clear();
        cost_at.resize(cells, u8::MAX);
        dir_at.clear();
        dir_at.resize(cells, st.facing);
        found.clear();
        found.push((start, k0));
        cost_at[k0] = 0;
        frontier.clear();
        frontier.push((start, 0u8, k0));
        while let Some((h, cost, kh)) = frontier.pop() {
            if h != start {
                if pass[kh] == 0 {
                    pass[kh] = if may_pass(s, o, neighbours, kh, enemy) {
                        1
                    } else {
                        2
                    };
                }
                if pass[kh] != 1 {
                    continue;
                }
            }
            let ch = s.map.cells[kh];
            for (dir, &k) in HexDir::ALL.into_iter().zip(&neighbours[kh]) {
                if k == OFF_MAP {
                    continue;
                }
                let n = h.step(dir);
                let k = k as usize;
                let cn = s.map.cells[k];
                let road = ch.road && cn.road;
                if roads_only && !road {
                    continue;
                }
                if enter[k] == 0 {
                    let (by_road, off_road) = may_enter(s, o, neighbours, i, k, enemy);
                    enter[k] = 1 + u8::from(by_road) + 2 * u8::from(off_road);
                }
                let e = enter[k] - 1;
                if e & if road { 1 } else { 2 } == 0 {
                    continue;
                }
                let climb = cn.elevation.abs_diff(ch.elevation);
                let c = cost + 1 + climb;
                if c > budget || cost_at[k] <= c {
                    continue;
                }
                if cost_at[k] == u8::MAX {
                    found.push((n, k));
                }
                cost_at[k] = c;
                dir_at[k] = dir;
                frontier.push((n, c, k));
            }
        }
        out.reserve(found.len());
        for &(h, k) in found.iter() {
            let last = dir_at[k];
            // A large stand ends facing its last step, its rear in the hex it came from
            // (section 7), which must have room for it.
            if h != start && !listed[k] && may_stop(s, o, i, h) && s.rear_fits(i, h, last) {
                listed[k] = true;
                out.push(Reach { hex: h, last });
            }
        }
    }
    out
}

/// Whether stand `i` belongs to a division at morale 0 (asset groups have no morale).
#[must_use]
pub fn spent(s: &State, i: usize) -> bool {
    let d = &s.divisions[usize::from(s.stands[i].division)];
    !d.assets && d.morale == 0
}

/// Section 9: a stand of a division at morale 0 may withdraw off the battlefield with a move
/// that reaches its own edge (or from a hex on it).
#[must_use]
pub fn may_leave(s: &State, i: usize) -> bool {
    let st = &s.stands[i];
    let Some(h) = st.hex else { return false };
    let side = s.side_of(i);
    spent(s, i)
        && !st.moved
        && (s.on_edge(h, side) || reachable(s, i).iter().any(|r| s.on_edge(r.hex, side)))
}

#[cfg(test)]
mod tests {
    use umpire_core::{Dice, Rng, Ruleset};

    use super::*;
    use crate::{Action, OpArt};

    /// The search made afresh in its own working space, sorted as [`reachable_in`] sorts.
    fn fresh(s: &State, i: usize) -> Vec<Reach> {
        let Some(start) = s.stands[i].hex else {
            return Vec::new();
        };
        sorted_search(s, &Occupancy::new(s), i, start, &mut Scratch::default())
    }

    /// Section 13 as listed: the searches a thread remembers give, at every step of random
    /// battles on every bundled battlefield taken in turn on one thread (and a state read back
    /// from JSON, whose map is a copy), what a fresh search gives, for every stand.
    #[test]
    fn section_13_remembered_searches_agree_with_fresh_ones_at_every_step() {
        let mut rng = Rng::new(7, 0);
        let mut compared = 0usize;
        for round in 0..2u64 {
            for bundled in crate::SCENARIOS {
                let sc = crate::bundled(bundled.name).expect("bundled scenario");
                let mut dice = Dice::new(round + 1, false);
                let mut s = OpArt::new_game(&sc, &mut dice).expect("new game");
                for _ in 0..200 {
                    let copy: State =
                        serde_json::from_str(&serde_json::to_string(&s).expect("to JSON"))
                            .expect("from JSON");
                    for state in [&s, &copy] {
                        let o = Occupancy::new(state);
                        for i in 0..state.stands.len() {
                            let mut remembered = SCRATCH.with(|w| {
                                let start = state.stands[i].hex;
                                start.map_or_else(Vec::new, |h| {
                                    super::remembered(state, &o, i, h, &mut w.borrow_mut())
                                })
                            });
                            remembered.sort_by_key(|r| r.hex.to_offset());
                            assert_eq!(remembered, fresh(state, i), "stand {i}");
                            compared += 1;
                        }
                    }
                    let Some(seat) = OpArt::to_act(&s).iter(crate::SEATS.len()).next() else {
                        break;
                    };
                    let mut legal: Vec<Action> = Vec::new();
                    OpArt::legal_actions(&s, seat, &mut legal);
                    let a = legal[rng.index(legal.len())];
                    OpArt::apply_unchecked(&mut s, seat, &a, &mut dice);
                }
            }
        }
        assert!(compared > 10_000, "only {compared} searches compared");
    }
}
