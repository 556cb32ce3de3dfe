//! Squares of several units (8A–8C, UMP-NAP-18): "any number of line or guards infantry units
//! may form a square". 2C keeps one unit of a side to a board square, so units forming a square
//! together stand in a block of board squares; the text forbids long rectangles, so the block
//! is square: 2 × 2 (four units) or 3 × 3 (nine, UMP-NAP-29). Each unit holds the faces of its
//! board square that lie on the block's edge and needs a stand for each: two at a corner, one
//! in the middle of a side, none in the centre of a 3 × 3 block. Such a square is broken when a
//! unit loses the stands its faces need (or leaves the block): every unit of it is then faced
//! one way by its owner (8C).

use super::*;

/// Whether `unit` may take a place in a square formed with others whose faces need `faces`
/// stands: line or Guards infantry on the board, not yet moved this turn, not in a square
/// already, with a stand for each face.
#[must_use]
pub fn may_join_square_with(u: &Unit, faces: u32) -> bool {
    matches!(u.kind, Kind::LineInfantry | Kind::GuardsInfantry)
        && u.on_board()
        && !u.moved
        && u.formation != Formation::Square
        && u.stands >= faces.max(1)
}

/// Whether `unit` may stand at a corner of a square formed with others (two faces).
#[must_use]
pub fn may_join_square(u: &Unit) -> bool {
    may_join_square_with(u, 2)
}

/// The board squares of the `n` × `n` block whose top-left square is `at`, row by row.
fn block(at: Square, n: i8) -> Vec<Square> {
    (0..n)
        .flat_map(|dy| (0..n).map(move |dx| Square::new(at.x + dx, at.y + dy)))
        .collect()
}

/// The faces the board square `k` (row by row) of an `n` × `n` block holds: those on the
/// block's edge.
#[must_use]
pub fn faces_at(k: usize, n: usize) -> u32 {
    let (x, y) = (k % n, k / n);
    let edge = |c: usize| c == 0 || c + 1 == n;
    u32::from(edge(x)) + u32::from(edge(y))
}

/// The side of the block units `of` fill, if they stand one in each board square of a block
/// of 2 × 2 or 3 × 3, and the top-left square.
fn block_of(state: &State, of: &[usize]) -> Option<(usize, Square)> {
    let n = match of.len() {
        4 => 2,
        9 => 3,
        _ => return None,
    };
    let top = of
        .iter()
        .map(|&i| state.units[i].square)
        .min_by_key(|s| (s.y, s.x))?;
    let left = of.iter().map(|&i| state.units[i].square.x).min()?;
    let corner = Square::new(left, top.y);
    let mut want = block(corner, i8::try_from(n).unwrap_or(2));
    let mut got: Vec<Square> = of.iter().map(|&i| state.units[i].square).collect();
    want.sort_by_key(|s| (s.y, s.x));
    got.sort_by_key(|s| (s.y, s.x));
    (got == want).then_some((n, corner))
}

/// Whether units `of` stand one in each board square of a 2 × 2 or 3 × 3 block.
#[must_use]
pub fn in_a_block(state: &State, of: &[usize]) -> bool {
    block_of(state, of).is_some()
}

/// The faces unit `i` of the units `of`, which fill a block, holds in it (see [`faces_at`]).
#[must_use]
pub fn faces_in_block(state: &State, of: &[usize], i: usize) -> u32 {
    let Some((n, corner)) = block_of(state, of) else {
        return 4;
    };
    let s = state.units[i].square;
    let (dx, dy) = (s.x - corner.x, s.y - corner.y);
    let k = usize::try_from(dy).unwrap_or(0) * n + usize::try_from(dx).unwrap_or(0);
    faces_at(k, n)
}

/// Every group of `n` × `n` units of `side` (n 2 or 3) that may form a square together now,
/// each group's indices in ascending order: in each board square of the block one unit that
/// may take that place.
fn groups(state: &State, side: u8, n: usize) -> Vec<Vec<u16>> {
    let mut out = Vec::new();
    for i in 0..state.units.len() {
        let u = &state.units[i];
        if u.side != side || !may_join_square(u) {
            continue;
        }
        let mut group = Vec::with_capacity(n * n);
        let squares = block(u.square, i8::try_from(n).unwrap_or(2));
        for (k, sq) in squares.into_iter().enumerate() {
            let here: Vec<usize> = state
                .units_at(sq)
                .filter(|&j| state.units[j].side == side && state.units[j].kind.infantry())
                .collect();
            match here.as_slice() {
                [j] if may_join_square_with(&state.units[*j], faces_at(k, n)) => {
                    group.push(u16::try_from(*j).unwrap_or(u16::MAX));
                }
                _ => break,
            }
        }
        if group.len() == n * n {
            group.sort_unstable();
            out.push(group);
        }
    }
    out
}

/// Every group of four units of `side` that may form a square together now (a 2 × 2 block).
#[must_use]
pub fn square_groups(state: &State, side: u8) -> Vec<[u16; 4]> {
    groups(state, side, 2)
        .into_iter()
        .filter_map(|g| <[u16; 4]>::try_from(g).ok())
        .collect()
}

/// Every group of nine units of `side` that may form a square together now (a 3 × 3 block).
#[must_use]
pub fn square_groups_of_nine(state: &State, side: u8) -> Vec<[u16; 9]> {
    groups(state, side, 3)
        .into_iter()
        .filter_map(|g| <[u16; 9]>::try_from(g).ok())
        .collect()
}

/// The units of the square of several units whose lowest index is `anchor`.
#[must_use]
pub fn square_members(state: &State, anchor: u16) -> Vec<usize> {
    (0..state.units.len())
        .filter(|&j| state.units[j].square_with == Some(anchor))
        .collect()
}

/// Whether the square of several units `anchor` is whole: its units on the board in square
/// formation, one in each board square of its block, each with the stands its faces need.
#[must_use]
pub fn square_whole(state: &State, anchor: u16) -> bool {
    let members = square_members(state, anchor);
    in_a_block(state, &members)
        && members.iter().all(|&j| {
            let u = &state.units[j];
            u.on_board()
                && u.formation == Formation::Square
                && u.stands >= faces_in_block(state, &members, j).max(1)
        })
}

/// Undoes every square of several units that is no longer whole: a unit below the stands its
/// faces need, out of square formation or off the board, or the units no longer in their block.
/// Each unit left of it takes line and, for a side that faces its own units, waits to be faced
/// (8C).
pub fn settle_squares(state: &mut State) {
    let anchors: Vec<u16> = {
        let mut a: Vec<u16> = state.units.iter().filter_map(|u| u.square_with).collect();
        a.sort_unstable();
        a.dedup();
        a
    };
    for anchor in anchors {
        if square_whole(state, anchor) {
            continue;
        }
        for j in square_members(state, anchor) {
            let owner_chooses = state.sides[usize::from(state.units[j].side)].owner_chooses;
            let u = &mut state.units[j];
            u.square_with = None;
            u.square_faces = None;
            if u.formation == Formation::Square {
                u.formation = Formation::Line;
            }
            let k = u16::try_from(j).unwrap_or(u16::MAX);
            if u.on_board() && owner_chooses && !state.to_face.contains(&k) {
                state.to_face.push(k);
            }
        }
    }
}
