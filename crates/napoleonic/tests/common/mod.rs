//! Helpers shared by the Napoleonic turn tests: small boards, units by id, actions as a seat
//! takes them, and the melee set-ups.

#![allow(dead_code)]

use umpire_core::geometry::Square;
use umpire_core::{Dice, Ruleset};
use umpire_napoleonic::game::{Phase, State};
use umpire_napoleonic::mdi::Card;
use umpire_napoleonic::rules::Action;
use umpire_napoleonic::{Napoleonic, Scenario};

/// An 8 × 8 board with the given extra terrain rows (row 0 first) and units
/// (`side, id, kind, x, y, facing`).
pub fn board(rows: &[&str], units: &[(u8, &str, &str, i8, i8, &str)]) -> (State, Dice) {
    let mut t = String::from(
        "ruleset = \"napoleonic\"\nname = \"t\"\ntitle = \"t\"\n[rules]\nturns = 6\nfirst_attacker = \"a\"\n[map]\nterrain = [",
    );
    for r in rows {
        t.push_str(&format!("\"{r}\","));
    }
    t.push_str("]\n");
    for side in 0..2u8 {
        let (id, edge) = if side == 0 {
            ("a", "south")
        } else {
            ("b", "north")
        };
        t.push_str(&format!(
            "[[sides]]\nid = \"{id}\"\nname = \"{id}\"\nedge = \"{edge}\"\n"
        ));
        for &(s, uid, kind, x, y, f) in units {
            if s == side {
                t.push_str(&format!(
                    "[[sides.units]]\nid = \"{uid}\"\nname = \"{uid}\"\nkind = \"{kind}\"\nsquare = [{x}, {y}]\nfacing = \"{f}\"\n"
                ));
            }
        }
    }
    let sc = Scenario::from_toml(&t).unwrap_or_else(|e| panic!("{e}\n{t}"));
    let mut d = Dice::new(1, true);
    let s = Napoleonic::new_game(&sc, &mut d).unwrap_or_else(|e| panic!("{e}"));
    (s, d)
}

/// An open 8 × 8 board.
pub const OPEN: [&str; 8] = ["........"; 8];

/// The index of the unit with id `id`.
pub fn idx(s: &State, id: &str) -> u16 {
    u16::try_from(s.units.iter().position(|u| &*u.id == id).unwrap()).unwrap()
}

/// Applies `a` for `seat`, which must be legal.
pub fn act(s: &mut State, d: &mut Dice, seat: u8, a: Action) {
    Napoleonic::apply(s, seat, &a, d).unwrap_or_else(|e| panic!("{e}"));
}

/// Both sides pass the artillery and musketry steps.
pub fn to_move(s: &mut State, d: &mut Dice) {
    for _ in 0..2 {
        for seat in 0..2 {
            if Napoleonic::to_act(s).contains(seat) {
                act(s, d, seat, Action::Done);
            }
        }
    }
    assert_eq!(s.phase, Phase::Move);
}

/// Side a's unit `attacker`, already in 3,3 with the enemy, fights a melee there with these
/// cards (attacker's first), coming from 3,2.
pub fn melee_at_3_3(s: &mut State, attacker: usize, cards: [Card; 2], d: &mut Dice) {
    s.melees = vec![umpire_napoleonic::game::Melee {
        contact: Square::new(3, 3),
        from: Square::new(3, 2),
        attackers: vec![u16::try_from(attacker).unwrap()],
        supports: [Vec::new(), Vec::new()],
        cards: [Some(cards[0]), Some(cards[1])],
    }];
    umpire_napoleonic::game::resolve_melee(s, 0, d);
}

/// Side a's `unit` moves into 3,3 (where side b stands) and both sides pass their supports;
/// the state at the cards.
pub fn charge_into_3_3(units: &[(u8, &str, &str, i8, i8, &str)], movers: &[&str]) -> (State, Dice) {
    let (mut s, mut d) = board(&OPEN, units);
    to_move(&mut s, &mut d);
    for m in movers {
        let unit = idx(&s, m);
        act(
            &mut s,
            &mut d,
            0,
            Action::Move {
                unit,
                to: Square::new(3, 3),
            },
        );
    }
    act(&mut s, &mut d, 0, Action::Done);
    (s, d)
}
