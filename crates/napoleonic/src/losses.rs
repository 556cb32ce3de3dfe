//! Melee losses by value (5C, 5E, 5F; NAP-5, NAP-8): a side that must lose value X loses stands
//! spread as evenly as possible over its units, in turn; when no stand left fits what remains
//! to be lost exactly, a fair coin decides whether a stand of the least value left is lost too
//! (never a dearer one, whatever order the units are listed in). The
//! text's example comes out right: two line infantry and two guards cavalry stands losing 3.5
//! lose one of each, and a coin decides a second line infantry stand.

use std::collections::BTreeMap;

use umpire_core::{Dice, Ratio, SeatSet};

use crate::values::StandKind;

/// One unit in the melee: its kind and stands.
pub type UnitStands = (StandKind, u32);

/// Stands lost by kind.
pub type Lost = BTreeMap<StandKind, u32>;

/// How a loss of value spreads over units (in the order kills spread over them): the stands
/// each unit surely loses, and the unit (if any) whose next stand a fair coin decides: one of
/// the least valuable stands left.
#[must_use]
pub fn spread(units: &[UnitStands], value_halves: u32) -> (Vec<u32>, Option<usize>) {
    let valued: Vec<(u32, u32)> = units.iter().map(|u| (u.0.melee_halves(), u.1)).collect();
    spread_by(&valued, value_halves)
}

/// [`spread`] for units given as (value of a stand in halves, stands), for house values other
/// than NAP-5's.
#[must_use]
pub fn spread_by(units: &[(u32, u32)], value_halves: u32) -> (Vec<u32>, Option<usize>) {
    let mut left: Vec<u32> = units.iter().map(|u| u.1).collect();
    let mut lost = vec![0u32; units.len()];
    let mut remaining = value_halves;
    let mut turn = 0usize;
    let n = units.len();
    loop {
        if remaining == 0 || left.iter().all(|&s| s == 0) {
            return (lost, None);
        }
        // The next unit in turn that still has a stand which fits what remains.
        let fits = (0..n)
            .map(|k| (turn + k) % n)
            .find(|&u| left[u] > 0 && units[u].0 <= remaining);
        match fits {
            Some(u) => {
                left[u] -= 1;
                lost[u] += 1;
                remaining -= units[u].0;
                turn = (u + 1) % n;
            }
            None => {
                // A fraction of a stand: a fair coin decides a stand of the least value left
                // (5F's example tosses for a line infantry stand, not a guards cavalry one),
                // the next such in turn (NAP-8), whatever order the units are listed in.
                let least = (0..n).filter(|&u| left[u] > 0).map(|u| units[u].0).min();
                let u = (0..n)
                    .map(|k| (turn + k) % n)
                    .find(|&u| left[u] > 0 && Some(units[u].0) == least);
                return (lost, u);
            }
        }
    }
}

/// One loss rolled: the stands each unit loses, and, when a fraction of a stand was left, the
/// unit the coin was tossed for and whether it lost the stand (NAP-8).
pub fn roll(
    units: &[UnitStands],
    value_halves: u32,
    dice: &mut Dice,
) -> (Vec<u32>, Option<(usize, bool)>) {
    let (mut lost, coin) = spread(units, value_halves);
    let coin = coin.map(|u| {
        let heads = dice.pick(2, "melee: coin for a fraction", SeatSet::ALL) == 1;
        if heads {
            lost[u] += 1;
        }
        (u, heads)
    });
    (lost, coin)
}

/// Every possible loss when units `units` (in the order kills spread over them) must lose
/// `value_halves` halves of melee value, with its probability.
#[must_use]
pub fn losses(units: &[UnitStands], value_halves: u32) -> Vec<(Lost, Ratio)> {
    let (lost, coin) = spread(units, value_halves);
    let mut sure = Lost::new();
    for (u, &n) in lost.iter().enumerate() {
        if n > 0 {
            *sure.entry(units[u].0).or_default() += n;
        }
    }
    match coin {
        None => vec![(sure, Ratio::ONE)],
        Some(u) => {
            let mut more = sure.clone();
            *more.entry(units[u].0).or_default() += 1;
            vec![(sure, Ratio::new(1, 2)), (more, Ratio::new(1, 2))]
        }
    }
}

/// Parses `KIND:N,KIND:N`.
///
/// # Errors
/// An unknown kind or a bad count.
pub fn parse_units(text: &str) -> Result<Vec<UnitStands>, String> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|part| {
            let (k, n) = part
                .split_once(':')
                .ok_or_else(|| format!("{part:?}: expected KIND:N, like line-infantry:4"))?;
            let n: u32 = n
                .parse()
                .map_err(|_| format!("{part:?}: {n:?} is not a number of stands"))?;
            Ok((StandKind::parse(k)?, n))
        })
        .collect()
}
