//! The campaign's heuristic bot.

use umpire_core::{Bot, Rng, Seat};

use crate::order::Order;
use crate::tables::{Action, Outcome as BattleOutcome};
use crate::view::View;
use crate::Race;

/// Bots: `random`, and a heuristic that attacks with the full share (from the base zone or after
/// a regroup) or while an advance keeps its momentum and regroups otherwise (always when a
/// quarter of its stands are lost), fields its strongest units, and defends with the strongest force of the
/// size the table allows (defensive losses cost the defender nothing).
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

impl Bot<Race> for HeuristicBot {
    fn choose(&mut self, seat: Seat, view: Option<&View>, legal: &[Order], rng: &mut Rng) -> usize {
        let Some(v) = view else {
            return rng.index(legal.len());
        };
        umpire_core::bot::best_index(legal, rng, |o| heuristic_score(v, seat, o))
    }

    fn scores(
        &mut self,
        seat: Seat,
        view: &View,
        legal: &[Order],
        _rng: &mut Rng,
    ) -> Option<Vec<f64>> {
        Some(
            legal
                .iter()
                .map(|o| heuristic_score(view, seat, o))
                .collect(),
        )
    }
}

/// How much the heuristic likes order `o` of `seat`.
fn heuristic_score(v: &View, seat: Seat, o: &Order) -> f64 {
    let s = &v.state;
    match *o {
        Order::Choose { action } => {
            // Expected progress: attack with the full share (base zone, or after a
            // regroup) or while an advance keeps the momentum; otherwise regroup, and
            // always when a quarter of the stands are lost.
            let me = &s.players[usize::from(seat)];
            let stands: u32 = me.units.iter().map(|u| u.spec.stands).sum();
            let lost: u32 = me.units.iter().map(|u| u.lost).sum();
            let spent = lost * 4 >= stands;
            let full_share = me.zone == 1 || me.last.is_none_or(|l| l.0 == Action::Regroup);
            let momentum = me
                .last
                .is_some_and(|l| matches!(l.1, BattleOutcome::Advance1 | BattleOutcome::Advance2));
            let attack = !spent && (full_share || momentum);
            f64::from(u8::from((action == Action::Attack) == attack))
        }
        Order::Field { unit } => {
            // Field by fighting weight: what a stand of the kind is worth in battle.
            let u = &s.players[usize::from(s.current)].units[usize::from(unit)];
            let weight = match u.spec.kind.as_str() {
                "tank" | "recce" => 2.0,
                "artillery" | "rockets" | "mortar" => 1.5,
                "hq" => 0.5,
                _ if u.spec.motorised => 1.2,
                _ => 1.0,
            };
            weight * f64::from(u.present())
        }
        // Defensive losses cost the defender nothing: always the strongest force.
        Order::Defend { force } => {
            let strength: u32 = s.defences[usize::from(force)]
                .units
                .iter()
                .map(|u| u.stands)
                .sum();
            f64::from(strength)
        }
        Order::EndField => 0.0,
        // A bot reports totals only.
        Order::Lost { .. } => f64::NEG_INFINITY,
        Order::Report { report } => -f64::from(report.lost),
        // Never listed: the server enters it.
        Order::Served { .. } => f64::NEG_INFINITY,
    }
}
