//! What a battle in progress is worth, for the search's playouts cut short
//! ([`umpire_core::Ruleset::estimate`]).
//!
//! A battle is won on points (NAP-9: what each side has left), so a playout need not be played
//! to the last turn to be scored: the search plays it to the start of the turn after next, when
//! each side has attacked once since the decision, and scores it by where the points stand and
//! how they still move.
//!
//! How they move is counted once per scenario from [`TRIAL_GAMES`] battles between heuristic
//! players played from the scenario's start (seeds 1 to [`TRIAL_GAMES`], one thread, so the
//! same seed and budget still choose the same action): for each turn, the mean and the
//! variance of the change in side A's lead over that turn, a battle over before it counting no
//! change. From a turn's start, the final lead is taken as the lead now plus the sum of the
//! turns left's changes, a normal variable with their summed means and variances. Side A's
//! chance of victory is that of a lead above zero, a draw counting half (a lead counted in half
//! points, so that a tie is the half point either side of zero); the lead's mean gives the
//! fifth of a playout's worth that grades the result ([`Napoleonic`]'s `worth`).
//!
//! The counts are kept for the rest of the process, one entry per scenario.

use std::sync::{Arc, Mutex, PoisonError};

use umpire_core::{Bot, Dice, Ruleset, Table};

use crate::bots::HeuristicBot;
use crate::game::{Phase, State};
use crate::Napoleonic;

/// Battles between heuristic players counted for a scenario's model.
pub const TRIAL_GAMES: u64 = 100;

/// Turns a playout plays before it is scored: to the start of the turn after next, so that
/// both sides have attacked once.
const HORIZON: u32 = 2;

/// How side A's lead (in half points) moves, turn by turn, between heuristic players.
struct Model {
    /// The first state of the scenario's battles.
    origin: Arc<State>,
    /// For each turn (index 0: turn 1), the mean change in the lead over the turn.
    mean: Vec<f64>,
    /// For each turn, the variance of that change.
    variance: Vec<f64>,
}

/// The models counted so far in this process, one per scenario.
static MODELS: Mutex<Vec<Arc<Model>>> = Mutex::new(Vec::new());

/// Side A's lead in half points.
fn lead(s: &State) -> f64 {
    f64::from(s.points_halves(0)) - f64::from(s.points_halves(1))
}

/// Whether `s` is at the start of a turn, before any order.
fn at_turn_start(s: &State) -> bool {
    s.phase == Phase::Artillery
        && s.sides.iter().all(|side| !side.done)
        && s.shots.is_empty()
        && s.canister.is_empty()
}

/// The model of the battle `origin` begins, counted on first use.
fn model(origin: &Arc<State>) -> Arc<Model> {
    let mut models = MODELS.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(m) = models
        .iter()
        .find(|m| Arc::ptr_eq(&m.origin, origin) || *m.origin == **origin)
    {
        return Arc::clone(m);
    }
    let m = Arc::new(Model::count(origin, TRIAL_GAMES));
    models.push(Arc::clone(&m));
    m
}

impl Model {
    /// Plays `games` battles from `origin` between heuristic players (seeds 1 to `games`) and
    /// counts each turn's change in the lead.
    fn count(origin: &Arc<State>, games: u64) -> Self {
        let turns = usize::try_from(origin.turns).unwrap_or(0);
        let mut changes: Vec<Vec<f64>> = vec![Vec::new(); turns];
        for seed in 1..=games {
            let mut state = (**origin).clone();
            let mut dice = Dice::new(seed, false);
            let bots: Vec<Box<dyn Bot<Napoleonic>>> = (0..Napoleonic::SEATS.len())
                .map(|_| Box::new(HeuristicBot) as Box<dyn Bot<Napoleonic>>)
                .collect();
            // The lead at the start of each turn, then at the end.
            let mut leads = vec![lead(&state)];
            let mut turn = state.turn;
            Table::new(bots, seed).play_until(&mut state, &mut dice, |s| {
                if s.turn != turn {
                    turn = s.turn;
                    leads.push(lead(s));
                }
                false
            });
            let last = lead(&state);
            // A battle over early: no change in the turns it did not play.
            leads.resize(turns + 1, last);
            for (k, pair) in leads.windows(2).take(turns).enumerate() {
                changes[k].push(pair[1] - pair[0]);
            }
        }
        let mean: Vec<f64> = changes
            .iter()
            .map(|c| c.iter().sum::<f64>() / c.len().max(1) as f64)
            .collect();
        let variance = changes
            .iter()
            .zip(&mean)
            .map(|(c, m)| c.iter().map(|x| (x - m).powi(2)).sum::<f64>() / c.len().max(1) as f64)
            .collect();
        Self {
            origin: Arc::clone(origin),
            mean,
            variance,
        }
    }

    /// Side A's expected final lead, and its variance, from the start of `turn` with `lead`.
    fn final_lead(&self, turn: u32, lead: f64) -> (f64, f64) {
        let from = usize::try_from(turn.saturating_sub(1)).unwrap_or(usize::MAX);
        let mean = self.mean.iter().skip(from).sum::<f64>();
        let variance = self.variance.iter().skip(from).sum::<f64>();
        (lead + mean, variance)
    }
}

/// The worth to side A of a battle whose final lead (half points) is normal with `mean` and
/// `variance`: four fifths its chance of victory (a draw counting half), a fifth its lead
/// scaled as [`Napoleonic`]'s `worth` scales the points (±30 points span the range).
fn worth_to_a(mean: f64, variance: f64) -> f64 {
    let win = if variance > 0.0 {
        0.5 * libm::erfc(-mean / (2.0 * variance).sqrt())
    } else if mean > 0.0 {
        1.0
    } else if mean < 0.0 {
        0.0
    } else {
        0.5
    };
    let figure = (0.5 + mean / 120.0).clamp(0.0, 1.0);
    (0.8 * win + 0.2 * figure).clamp(0.0, 1.0)
}

/// The estimate [`Napoleonic`] gives a search: at the start of the turn after next from the
/// one a playout began in, side A's chance of victory from its lead and the turns left, as
/// heuristic players' battles of the scenario move the lead. `None` while the playout should
/// play on, and for a state that does not keep its origin.
pub fn estimate(s: &State, from: &State, side: u8) -> Option<f64> {
    if s.phase == Phase::Over || s.turn < from.turn.saturating_add(HORIZON) || !at_turn_start(s) {
        return None;
    }
    let origin = s.origin.0.as_ref()?;
    let (mean, variance) = model(origin).final_lead(s.turn, lead(s));
    let a = worth_to_a(mean, variance);
    Some(if side == 0 { a } else { 1.0 - a })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(name: &str) -> State {
        let sc = crate::bundled(name).expect("bundled");
        Napoleonic::new_game(&sc, &mut Dice::new(1, false)).expect("builds")
    }

    #[test]
    fn nap9_a_lead_is_worth_more_the_larger_and_the_fewer_turns_left() {
        // No lead, no drift: even.
        assert!((worth_to_a(0.0, 100.0) - 0.5).abs() < 1e-12);
        // A lead of one standard deviation: about 84% of the victories.
        let one = worth_to_a(10.0, 100.0);
        assert!((one - (0.8 * 0.841_344_7 + 0.2 * (0.5 + 10.0 / 120.0))).abs() < 1e-6);
        // The same lead with less left to happen is worth more; behind, less.
        assert!(worth_to_a(10.0, 25.0) > one);
        assert!(worth_to_a(-10.0, 100.0) < 0.5);
        // Nothing left to happen: the result as it stands.
        assert_eq!(worth_to_a(1.0, 0.0), 0.8 + 0.2 * (0.5 + 1.0 / 120.0));
        assert_eq!(worth_to_a(0.0, 0.0), 0.5);
    }

    #[test]
    fn the_estimate_scores_only_the_start_of_the_turn_after_next() {
        let s = start("river-crossing");
        // Not yet past the horizon.
        assert_eq!(estimate(&s, &s, 0), None);
        let mut later = s.clone();
        later.turn = 2;
        assert_eq!(estimate(&later, &s, 0), None);
        later.turn = 3;
        let even = estimate(&later, &s, 0).expect("scored");
        assert!((estimate(&later, &s, 1).expect("scored") - (1.0 - even)).abs() < 1e-12);
        // Side B destroys one of A's units: worth less to A.
        let mut behind = later.clone();
        let k = behind
            .units
            .iter()
            .position(|u| u.side == 0 && u.stands > 1)
            .expect("a unit of A");
        behind.units[k].stands = 1;
        assert!(estimate(&behind, &s, 0).expect("scored") < even);
        // In the middle of a turn: played on.
        let mut musketry = later.clone();
        musketry.phase = Phase::Musketry;
        assert_eq!(estimate(&musketry, &s, 0), None);
        // A state that does not keep its origin: played out.
        let mut lost = later;
        lost.origin = crate::game::Origin::default();
        assert_eq!(estimate(&lost, &s, 0), None);
    }

    #[test]
    fn a_playout_cut_short_stops_at_the_start_of_the_turn_after_next() {
        let s = start("river-crossing");
        let mut state = s.clone();
        let mut dice = Dice::new(7, false);
        let bots: Vec<Box<dyn Bot<Napoleonic>>> =
            vec![Box::new(HeuristicBot), Box::new(HeuristicBot)];
        let mut scored = None;
        let actions = Table::new(bots, 7).play_until(&mut state, &mut dice, |x| {
            scored = Napoleonic::estimate(x, &s, 0);
            scored.is_some()
        });
        assert!(actions > 2, "{actions} actions");
        assert_eq!((state.turn, state.phase), (3, Phase::Artillery));
        let worth = scored.expect("scored at the turn's start");
        assert!((0.0..=1.0).contains(&worth));
    }

    #[test]
    fn the_model_counts_every_turn_and_a_game_once_over_changes_nothing() {
        let s = start("river-crossing");
        let origin = s.origin.0.clone().expect("kept");
        let m = Model::count(&origin, 20);
        assert_eq!((m.mean.len(), m.variance.len()), (12, 12));
        assert!(m.variance.iter().all(|v| *v >= 0.0));
        // Battle is joined: some turn's lead moves.
        assert!(m.variance.iter().any(|v| *v > 0.0));
        // From the start the expected final lead is the mean of the counted battles'.
        let (mean, _) = m.final_lead(1, lead(&s));
        let mut sum = 0.0;
        for seed in 1..=20 {
            let mut state = s.clone();
            let mut dice = Dice::new(seed, false);
            let bots: Vec<Box<dyn Bot<Napoleonic>>> =
                vec![Box::new(HeuristicBot), Box::new(HeuristicBot)];
            Table::new(bots, seed).play_until(&mut state, &mut dice, |_| false);
            sum += lead(&state);
        }
        assert!(
            (mean - sum / 20.0).abs() < 1e-9,
            "{mean} against {}",
            sum / 20.0
        );
        // The same scenario's model is counted once and shared.
        let a = model(&origin);
        let b = model(&Arc::new((*origin).clone()));
        assert!(Arc::ptr_eq(&a, &b));
    }
}
