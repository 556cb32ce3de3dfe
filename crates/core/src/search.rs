//! `search`: a bot that looks ahead by playing games out, seeing only its seat's view.
//!
//! At each decision it shortlists the actions its policy bot (the rule set's heuristic) likes
//! best, then spends its budget of playouts on them in rounds: a round draws a state the seat
//! cannot tell from the true one ([`Decision::sample`], the rule set's
//! [`Ruleset::sample_hidden`]) and a seed, and plays each action still in the running in it,
//! then the game out with the rollout bot on every seat (to its end, or to where the rule set
//! can estimate its worth, [`Ruleset::estimate`]), every action with the same
//! dice and bots' streams (common random numbers: the luck of a round falls alike on every
//! action, so their difference is the actions'). The rounds come in phases (sequential
//! halving): after each, the weaker half of the challengers drop out, so that the last
//! challenger and the policy's favourite, which never drops out, are compared over most of the
//! budget. It plays the favourite unless the challenger did better over their rounds by more
//! than the standard error of the paired difference. This is
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
pub use crate::ruleset::{blended_worth, result_worth};
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
    /// bots seeded by `seed`, to its end or to where the rule set can estimate its worth
    /// ([`Ruleset::estimate`]); its worth to `side`.
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
        if let Some(worth) = R::estimate(&state, sample, side) {
            return worth;
        }
        let bots = (0..R::SEATS.len()).map(|_| (self.rollout)()).collect();
        let mut estimate = None;
        Table::new(bots, seed).play_until(&mut state, &mut dice, |s| {
            estimate = R::estimate(s, sample, side);
            estimate.is_some()
        });
        estimate.unwrap_or_else(|| value::<R>(R::outcome(&state).as_ref(), side))
    }
}

/// What a game played out is worth to `side` ([`Ruleset::worth`]); a game cut off without an
/// outcome is worth ½.
#[must_use]
pub fn value<R: Ruleset>(outcome: Option<&Outcome>, side: u8) -> f64 {
    outcome.map_or(0.5, |o| R::worth(o, side).clamp(0.0, 1.0))
}

/// The phases of a search over `n` shortlisted actions with `budget` playouts: how many
/// actions are still in the running in each phase and how many rounds each plays. The
/// challengers (every action but the favourite) halve from one phase to the next until one is
/// left; each phase has an equal share of the budget and at least one round. Two actions: one
/// phase, the whole budget.
fn phases(n: usize, budget: usize) -> Vec<(usize, usize)> {
    let mut sizes = vec![n];
    let mut challengers = n.saturating_sub(1);
    while challengers > 1 {
        challengers /= 2;
        sizes.push(challengers + 1);
    }
    let share = budget / sizes.len();
    sizes
        .into_iter()
        .map(|size| (size, (share / size).max(1)))
        .collect()
}

/// Keeps the favourite (shortlist index 0) and the best `keep - 1` other actions in the
/// running, by their mean worth over the rounds played so far (ties to the policy's order).
fn rank_and_cut(running: &mut Vec<usize>, values: &[Vec<f64>], keep: usize) {
    if running.len() <= keep {
        return;
    }
    let mean = |k: usize| {
        let v = &values[k];
        if v.is_empty() {
            0.0
        } else {
            v.iter().sum::<f64>() / v.len() as f64
        }
    };
    let mut challengers: Vec<usize> = running.iter().copied().filter(|&k| k != 0).collect();
    // A stable sort: equal means keep the policy's order.
    challengers.sort_by(|&a, &b| mean(b).total_cmp(&mean(a)));
    challengers.truncate(keep.saturating_sub(1));
    challengers.sort_unstable();
    running.clear();
    running.push(0);
    running.extend(challengers);
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
        // Sequential halving: phases of rounds, each round playing every action still in the
        // running once, on one sample with one seed; after a phase the weaker half of the
        // challengers drop out, the policy's favourite never does.
        let plan = phases(shortlist.len(), self.playouts as usize);
        let total = u32::try_from(plan.iter().map(|&(size, r)| size * r).sum::<usize>())
            .unwrap_or(u32::MAX);
        let seat = decision.seat();
        // values[k]: the worth of shortlist[k] in each round it was played (survivors were
        // played in every round so far).
        let mut values: Vec<Vec<f64>> = vec![Vec::new(); shortlist.len()];
        let mut running: Vec<usize> = (0..shortlist.len()).collect();
        let mut done = 0usize;
        for &(size, rounds) in &plan {
            rank_and_cut(&mut running, &values, size);
            for _ in 0..rounds {
                let seed = rng.next_u64();
                let Some(sample) = decision.sample(&mut Rng::new(seed, 0)) else {
                    // The rule set draws no samples: the policy's favourite.
                    return shortlist[0];
                };
                for &k in &running {
                    let worth = self.playout(&sample, seat, &legal[shortlist[k]], side, seed);
                    values[k].push(worth);
                }
                done += running.len();
                decision.report(u32::try_from(done).unwrap_or(u32::MAX), total);
            }
        }
        // The last phase played the favourite and one challenger: the favourite against it,
        // over every round both played.
        let rounds: Vec<Vec<f64>> = (0..values[0].len())
            .map(|r| running.iter().map(|&k| values[k][r]).collect())
            .collect();
        shortlist[running[choose_from(&rounds)]]
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

    #[test]
    fn the_challengers_halve_phase_by_phase_and_the_budget_is_shared() {
        // Six actions, 64 playouts: six, then the favourite and two, then the favourite and
        // one, about 21 playouts a phase; the last two are played in 20 rounds in all.
        assert_eq!(phases(6, 64), vec![(6, 3), (3, 7), (2, 10)]);
        assert_eq!(phases(2, 64), vec![(2, 32)]);
        assert_eq!(phases(3, 64), vec![(3, 10), (2, 16)]);
        // A budget too small for its phases still plays each phase once.
        assert_eq!(phases(6, 2), vec![(6, 1), (3, 1), (2, 1)]);
    }

    #[test]
    fn the_favourite_stays_in_the_running_and_the_best_challengers_with_it() {
        let values = vec![
            vec![0.0, 0.0],
            vec![0.5, 0.5],
            vec![1.0, 0.0],
            vec![1.0, 1.0],
            vec![0.5, 0.5],
        ];
        let mut running = vec![0, 1, 2, 3, 4];
        rank_and_cut(&mut running, &values, 3);
        // 3 is best; 1, 2 and 4 tie at one half and the policy's order keeps 1.
        assert_eq!(running, vec![0, 1, 3]);
        rank_and_cut(&mut running, &values, 2);
        assert_eq!(running, vec![0, 3]);
    }
}
