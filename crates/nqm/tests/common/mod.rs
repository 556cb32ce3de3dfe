//! Helpers shared by the NQM hour tests: the small test scenario, stands by id, orders as
//! a seat gives them, and the end of an hour.

#![allow(dead_code)]

use umpire_core::geometry::Hex;
use umpire_core::{Dice, Ruleset};
use umpire_nqm::game::{Action, Order, State, ATTACKER, DEFENDER};
use umpire_nqm::{bundled, Nqm};

/// The test scenario, started with dice seeded 1.
pub fn start() -> (State, Dice) {
    start_seeded(1)
}

/// The test scenario, started with dice seeded `seed`.
pub fn start_seeded(seed: u64) -> (State, Dice) {
    let sc = bundled("test-village").unwrap();
    let mut dice = Dice::new(seed, true);
    let s = Nqm::new_game(&sc, &mut dice).unwrap();
    (s, dice)
}

/// The index of the stand with id `id`.
pub fn idx(s: &State, id: &str) -> usize {
    s.units.iter().position(|u| &*u.id == id).unwrap()
}

/// Gives stand `id` order `o`, as its side's seat would.
pub fn order(s: &mut State, d: &mut Dice, id: &str, o: Order) {
    let i = idx(s, id);
    let seat = if s.units[i].side == 0 {
        ATTACKER
    } else {
        DEFENDER
    };
    let a = Action::Order {
        stand: u16::try_from(i).unwrap(),
        order: o,
        from_hour: None,
    };
    Nqm::apply(s, seat, &a, d).unwrap_or_else(|e| panic!("{e}"));
}

/// Both sides (and any subordinate) say they are done: the hour runs.
pub fn end_hour(s: &mut State, d: &mut Dice) {
    let hour = s.hour;
    for seat in 0..5u8 {
        if s.hour == hour && Nqm::to_act(s).contains(seat) {
            Nqm::apply(s, seat, &Action::Done, d).unwrap();
        }
    }
}

/// The hex at column `c`, row `r`.
pub fn at(c: i16, r: i16) -> Hex {
    Hex::from_offset(c, r)
}
