//! How a side plays the MDI card game of a melee (5C): the strengths it reads from its view,
//! the payoff of each result, the equilibrium mix and a card drawn from it. The heuristic side
//! plays its cards so, and a searching side's samples draw the other side's cards so.

use umpire_core::Rng;

use crate::mdi::{equilibrium, payoffs, Card, MdiResult};
use crate::view::{UnitView, View};

pub(crate) fn on_board(v: &View) -> impl Iterator<Item = &UnitView> {
    v.units
        .iter()
        .filter(|u| u.status == crate::game::Status::OnBoard)
}

pub(crate) fn value(h: &crate::scenario::House, u: &UnitView) -> f64 {
    f64::from(u.stands * h.value_halves(u.kind)) / 2.0
}

/// The attacker's payoff of a melee result for strengths `a` and `d` (value units): the
/// expected value the defender loses less what the attacker loses (NAP-8 arithmetic), with
/// a successful withdrawal worth nothing either way.
#[must_use]
pub fn melee_payoff(a: f64, d: f64, r: MdiResult) -> f64 {
    match r {
        MdiResult::Equal => 0.0,
        MdiResult::AttackerSuperior => {
            let inf = (a + 1.0) / 2.0;
            inf - inf / 2.0
        }
        MdiResult::DefenderSuperior => {
            let inf = (d + 1.0) / 2.0;
            -(inf - inf / 2.0)
        }
        _ => 0.0,
    }
}

/// The MDI mixed strategy of a side for a melee of strengths `a` (attacker) and `d`.
#[must_use]
pub fn card_mix(a: f64, d: f64, attacker: bool) -> Vec<f64> {
    let eq = equilibrium(&payoffs(|r| melee_payoff(a, d, r)));
    if attacker {
        eq.attacker
    } else {
        eq.defender
    }
}

/// The strengths (value units) of the attacker and the defender in melee `melee` of the view:
/// the units in the contact square and the supports each side declared.
#[must_use]
pub fn melee_strengths(v: &View, melee: usize) -> (f64, f64) {
    let m = &v.melees[melee];
    let strength = |s: u8| -> f64 {
        let mut t: f64 = on_board(v)
            .filter(|u| u.side == s && u.square == m.contact)
            .map(|u| value(&v.house, u))
            .sum();
        t += m.supports[usize::from(s)]
            .iter()
            .filter_map(|&i| v.units.get(usize::from(i)))
            .map(|u| value(&v.house, u))
            .sum::<f64>();
        t
    };
    (strength(v.attacker), strength(1 - v.attacker))
}

/// A card drawn from the mixed strategy `mix` (one probability a card of [`Card::ALL`]).
pub fn draw_card(mix: &[f64], rng: &mut Rng) -> Card {
    let r = f64::from(rng.below(1_000_000)) / 1_000_000.0;
    let mut acc = 0.0;
    for (k, p) in mix.iter().enumerate() {
        acc += p;
        if r < acc {
            return Card::ALL[k];
        }
    }
    Card::ALL[0]
}
