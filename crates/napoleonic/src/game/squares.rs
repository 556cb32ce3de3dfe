//! Squares of several units (8A–8C, UMP-NAP-18): "any number of line or guards infantry units
//! may form a square". 2C keeps one unit of a side to a board square, so units forming a square
//! together stand in a block of board squares; the text forbids long rectangles, and the
//! smallest block that is a square is 2 × 2, four units, each at a corner holding a board
//! square of frontage on each of two faces, so each needs a stand for each (two stands). Such a
//! square is broken when a corner loses its stands (or its unit leaves the block): every unit
//! of it is then faced one way by its owner (8C).

use super::*;

/// Whether `unit` may stand at a corner of a square formed with others: line or Guards
/// infantry on the board, not yet moved this turn, not in a square already, with a stand for
/// each of its corner's two faces.
#[must_use]
pub fn may_join_square(u: &Unit) -> bool {
    matches!(u.kind, Kind::LineInfantry | Kind::GuardsInfantry)
        && u.on_board()
        && !u.moved
        && u.formation != Formation::Square
        && u.stands >= 2
}

/// The four squares of the 2 × 2 block whose top-left square is `at`.
fn block(at: Square) -> [Square; 4] {
    [
        at,
        Square::new(at.x + 1, at.y),
        Square::new(at.x, at.y + 1),
        Square::new(at.x + 1, at.y + 1),
    ]
}

/// Whether units `of` stand one in each board square of a 2 × 2 block.
#[must_use]
pub fn in_a_block(state: &State, of: &[usize; 4]) -> bool {
    let Some(top) = of
        .iter()
        .map(|&i| state.units[i].square)
        .min_by_key(|s| (s.y, s.x))
    else {
        return false;
    };
    let mut want = block(top);
    let mut got: Vec<Square> = of.iter().map(|&i| state.units[i].square).collect();
    want.sort_by_key(|s| (s.y, s.x));
    got.sort_by_key(|s| (s.y, s.x));
    got == want
}

/// Every group of four units of `side` that may form a square together now, each group's
/// indices in ascending order: one unit that may join in each square of a 2 × 2 block.
#[must_use]
pub fn square_groups(state: &State, side: u8) -> Vec<[u16; 4]> {
    let mut out = Vec::new();
    let ok = |i: usize| state.units[i].side == side && may_join_square(&state.units[i]);
    for i in 0..state.units.len() {
        if !ok(i) {
            continue;
        }
        let mut group = [0u16; 4];
        let mut found = true;
        for (k, sq) in block(state.units[i].square).into_iter().enumerate() {
            let here: Vec<usize> = state
                .units_at(sq)
                .filter(|&j| state.units[j].side == side && state.units[j].kind.infantry())
                .collect();
            match here.as_slice() {
                [j] if ok(*j) => group[k] = u16::try_from(*j).unwrap_or(u16::MAX),
                _ => {
                    found = false;
                    break;
                }
            }
        }
        if found {
            group.sort_unstable();
            out.push(group);
        }
    }
    out
}

/// The units of the square of several units whose lowest index is `anchor`.
#[must_use]
pub fn square_members(state: &State, anchor: u16) -> Vec<usize> {
    (0..state.units.len())
        .filter(|&j| state.units[j].square_with == Some(anchor))
        .collect()
}

/// Whether the square of several units `anchor` is whole: four units on the board in square
/// formation, each with its two stands, one in each board square of a 2 × 2 block.
#[must_use]
pub fn square_whole(state: &State, anchor: u16) -> bool {
    let members = square_members(state, anchor);
    members.len() == 4
        && members.iter().all(|&j| {
            let u = &state.units[j];
            u.on_board() && u.formation == Formation::Square && u.stands >= 2
        })
        && in_a_block(state, &[members[0], members[1], members[2], members[3]])
}

/// Undoes every square of several units that is no longer whole: a corner below two stands,
/// out of square formation or off the board, or the four no longer in their block. Each unit
/// left of it takes line and, for a side that faces its own units, waits to be faced (8C).
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
