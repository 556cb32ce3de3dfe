//! `search`: a bot that looks ahead by playing games out, seeing only its seat's view.
//!
//! At each decision it shortlists the actions its policy bot (the rule set's heuristic) likes
//! best, then spends its budget of playouts on them in rounds: a round draws a state the seat
//! cannot tell from the true one ([`Decision::sample`], the rule set's
//! [`Ruleset::sample_hidden`]) and a seed, and plays each shortlisted action in it, then the
//! game out to the end with the rollout bot on every seat, every action with the same dice and
//! bots' streams (common random numbers: the luck of a round falls alike on every action, so
//! their difference is the actions'). It plays the policy's favourite unless another action did
//! better over the rounds by more than the standard error of the paired difference. This is
//! information-set Monte Carlo search with its tree cut at the root: at the budgets a person
//! waits for (a few hundred playouts of a whole game) and with tens to hundreds of legal actions
//! a decision, deeper nodes would each be visited less than once.
//!
//! The bot never reads the true state: a [`Decision`] hands it the view and samples only, and
//! the battery checks that samples are the same for a state and its hidden twins, so the bot
//! chooses the same action in both. All its randomness comes from its own stream: the same seed
//! and budget choose the same action.

use crate::bot::{Bot, Decision, Table};
use crate::dice::{Dice, Rng};
use crate::ruleset::{Outcome, Ruleset};
use crate::seat::Seat;

/// Playouts a decision when a person asks for `search` without a number.
pub const DEFAULT_PLAYOUTS: u32 = 64;

/// Actions tried at most at one decision: the policy's favourites.
pub const DEFAULT_WIDTH: usize = 6;

/// Makes a fresh bot (for the policy and for each seat of a playout).
pub type MakeBot<R> = fn() -> Box<dyn Bot<R>>;

/// The search bot.
pub struct SearchBot<R: Ruleset> {
    playouts: u32,
    width: usize,
    policy: Box<dyn Bot<R>>,
    rollout: MakeBot<R>,
}

impl<R: Ruleset> SearchBot<R> {
    /// A search of `playouts` playouts a decision, shortlisting with and playing out by the
    /// bots `rollout` makes.
    #[must_use]
    pub fn new(playouts: u32, rollout: MakeBot<R>) -> Self {
        Self {
            playouts: playouts.max(1),
            width: DEFAULT_WIDTH,
            policy: rollout(),
            rollout,
        }
    }

    /// The same search trying at most `width` actions a decision.
    #[must_use]
    pub fn with_width(mut self, width: usize) -> Self {
        self.width = width.max(1);
        self
    }

    /// The playouts a decision.
    #[must_use]
    pub fn playouts(&self) -> u32 {
        self.playouts
    }

    /// The actions worth trying: the policy's best-scored ones (in order of score, ties in a
    /// random order), or its choice and then others drawn at random when it does not score.
    fn shortlist(
        &mut self,
        decision: &Decision<'_, R>,
        legal: &[R::Action],
        rng: &mut Rng,
    ) -> Vec<usize> {
        let seat = decision.seat();
        let scores = if self.policy.wants_view() {
            self.policy.scores(seat, decision.view(), legal, rng)
        } else {
            None
        };
        if let Some(scores) = scores.filter(|s| s.len() == legal.len()) {
            // Equal scores in a random order, as the policy breaks its ties.
            let mut order: Vec<usize> = (0..legal.len()).collect();
            for k in (1..order.len()).rev() {
                order.swap(k, rng.index(k + 1));
            }
            order.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
            let finite = order.iter().filter(|&&k| scores[k].is_finite()).count();
            order.truncate(self.width.min(finite.max(1)));
            return order;
        }
        let first = self.policy.decide(decision, legal, rng);
        let mut list = vec![first];
        let aside = |a: &R::Action| R::concedes(a) || R::instructs(a);
        let mut rest: Vec<usize> = (0..legal.len())
            .filter(|&k| k != first && !aside(&legal[k]))
            .collect();
        while list.len() < self.width && !rest.is_empty() {
            list.push(rest.swap_remove(rng.index(rest.len())));
        }
        list
    }

    /// One playout from `sample`: `action` taken, then the game played out with dice and
    /// bots seeded by `seed`; its worth to `side`.
    fn playout(
        &self,
        sample: &R::State,
        seat: Seat,
        action: &R::Action,
        side: u8,
        seed: u64,
    ) -> f64 {
        let mut state = sample.clone();
        let mut dice = Dice::new(seed, false);
        R::apply_unchecked(&mut state, seat, action, &mut dice);
        dice.clear();
        let bots = (0..R::SEATS.len()).map(|_| (self.rollout)()).collect();
        Table::new(bots, seed).play_out(&mut state, &mut dice);
        value::<R>(R::outcome(&state).as_ref(), side)
    }
}

/// What a game played out is worth to `side` ([`Ruleset::worth`]); a game cut off without an
/// outcome is worth ½.
#[must_use]
pub fn value<R: Ruleset>(outcome: Option<&Outcome>, side: u8) -> f64 {
    outcome.map_or(0.5, |o| R::worth(o, side).clamp(0.0, 1.0))
}

/// What a finished game is worth to `side` by its result (four fifths) and a figure that grades
/// it further (a fifth): `figure` is that figure's worth to the first side, from 0 to 1 (the
/// share of an attacking division exited, the objective points scaled), so that a near thing
/// counts for more than a rout.
#[must_use]
pub fn blended_worth<R: Ruleset + ?Sized>(outcome: &Outcome, side: u8, figure: f64) -> f64 {
    let first = 0.8 * result_worth::<R>(outcome, 0) + 0.2 * figure.clamp(0.0, 1.0);
    if side == 0 {
        first
    } else {
        1.0 - first
    }
}

/// What a finished game is worth to `side` by its result alone, from 0 (its worst result) to
/// 1 (its best): the result's place among [`Ruleset::RESULTS`] (an unknown result is worth ½).
#[must_use]
pub fn result_worth<R: Ruleset + ?Sized>(outcome: &Outcome, side: u8) -> f64 {
    let n = R::RESULTS.len();
    let Some(k) = R::RESULTS.iter().position(|r| *r == outcome.result) else {
        return 0.5;
    };
    let first = if n < 2 {
        0.5
    } else {
        1.0 - k as f64 / (n - 1) as f64
    };
    if side == 0 {
        first
    } else {
        1.0 - first
    }
}

/// Which of the shortlist to play: the policy's favourite (`values[r][0]`), unless another
/// did better over the same rounds by more than the standard error of the difference (each
/// round played every action on the same sample with the same dice, so the difference is
/// paired and the luck of a round cancels out).
fn choose_from(values: &[Vec<f64>]) -> usize {
    let Some(first) = values.first() else {
        return 0;
    };
    let n = first.len();
    let rounds = values.len() as f64;
    let mean = |k: usize| values.iter().map(|v| v[k]).sum::<f64>() / rounds;
    let mut best = 0;
    for k in 1..n {
        if mean(k) > mean(best) + 1e-12 {
            best = k;
        }
    }
    if best == 0 || values.len() < 2 {
        return best;
    }
    let diffs: Vec<f64> = values.iter().map(|v| v[best] - v[0]).collect();
    let d = diffs.iter().sum::<f64>() / rounds;
    let var = diffs.iter().map(|x| (x - d) * (x - d)).sum::<f64>() / (rounds - 1.0);
    if d > (var / rounds).sqrt() {
        best
    } else {
        0
    }
}

impl<R: Ruleset> Bot<R> for SearchBot<R> {
    fn choose(
        &mut self,
        seat: Seat,
        view: Option<&R::View>,
        legal: &[R::Action],
        rng: &mut Rng,
    ) -> usize {
        // Without a decision to sample from, the policy decides alone.
        self.policy.choose(seat, view, legal, rng)
    }

    fn decide(&mut self, decision: &Decision<'_, R>, legal: &[R::Action], rng: &mut Rng) -> usize {
        if legal.len() < 2 {
            return 0;
        }
        let Some(side) = R::side(decision.seat()) else {
            return self.policy.decide(decision, legal, rng);
        };
        let shortlist = self.shortlist(decision, legal, rng);
        if shortlist.len() < 2 {
            return shortlist.first().copied().unwrap_or(0);
        }
        // Rounds: each plays every shortlisted action once, on one sample with one seed.
        let n = shortlist.len();
        let rounds = (self.playouts as usize / n).max(1);
        let total = u32::try_from(rounds * n).unwrap_or(u32::MAX);
        let mut values = Vec::with_capacity(rounds);
        for r in 0..rounds {
            let seed = rng.next_u64();
            let Some(sample) = decision.sample(&mut Rng::new(seed, 0)) else {
                // The rule set draws no samples: the policy's favourite.
                return shortlist[0];
            };
            let seat = decision.seat();
            let round: Vec<f64> = shortlist
                .iter()
                .map(|&k| self.playout(&sample, seat, &legal[k], side, seed))
                .collect();
            values.push(round);
            decision.report(u32::try_from((r + 1) * n).unwrap_or(u32::MAX), total);
        }
        shortlist[choose_from(&values)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_favourite_stands_unless_another_does_better_beyond_the_noise() {
        // Equal on average: the policy's favourite.
        assert_eq!(choose_from(&[vec![1.0, 0.0], vec![0.0, 1.0]]), 0);
        // Better in every round: the other.
        assert_eq!(
            choose_from(&[vec![0.0, 1.0], vec![0.5, 1.0], vec![0.0, 0.5]]),
            1
        );
        // Better once in four rounds, by luck: not enough.
        assert_eq!(
            choose_from(&[
                vec![0.0, 1.0],
                vec![0.0, 0.0],
                vec![0.0, 0.0],
                vec![0.0, 0.0]
            ]),
            0
        );
        // One round: the best mean.
        assert_eq!(choose_from(&[vec![0.0, 0.5, 1.0]]), 2);
    }
}
