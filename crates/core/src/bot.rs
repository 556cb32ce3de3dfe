//! Bots: anything that picks one of a seat's legal actions from that seat's view.
//!
//! A bot never sees the true state: it gets the seat's [`Ruleset::View`] and the legal actions.
//! Each seat's bot draws from its own [`Rng`] stream, so bots never disturb the game's dice.

use crate::dice::{Dice, Rng};
use crate::game::Game;
use crate::ruleset::{Illegal, Ruleset};
use crate::seat::Seat;

/// A player that is a program.
pub trait Bot<R: Ruleset>: Send {
    /// Whether [`Bot::choose`] reads the view (a random bot does not, so none is built).
    fn wants_view(&self) -> bool {
        true
    }

    /// Picks the index of one of `legal` (never empty) for `seat`, seeing only `view`.
    fn choose(
        &mut self,
        seat: Seat,
        view: Option<&R::View>,
        legal: &[R::Action],
        rng: &mut Rng,
    ) -> usize;
}

/// Uniform over the legal actions, leaving out those that give the game up
/// ([`Ruleset::concedes`]) or only write a standing instruction ([`Ruleset::instructs`]) while
/// any other remains.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<R: Ruleset> Bot<R> for RandomBot {
    fn wants_view(&self) -> bool {
        false
    }

    fn choose(
        &mut self,
        _: Seat,
        _: Option<&R::View>,
        legal: &[R::Action],
        rng: &mut Rng,
    ) -> usize {
        let aside = |a: &R::Action| R::concedes(a) || R::instructs(a);
        let keep = legal.iter().filter(|a| !aside(a)).count();
        if keep == legal.len() || keep == 0 {
            return rng.index(legal.len());
        }
        // The k-th action not set aside (one draw, as for a plain listing).
        let k = rng.index(keep);
        legal
            .iter()
            .enumerate()
            .filter(|(_, a)| !aside(a))
            .nth(k)
            .map_or(0, |(i, _)| i)
    }
}

/// The index of the best-scoring item; ties (within 1e-9) are broken uniformly with `rng`.
/// Heuristic bots score each legal action and play this one. `items` must not be empty.
pub fn best_index<T>(items: &[T], rng: &mut Rng, mut score: impl FnMut(&T) -> f64) -> usize {
    let mut best = f64::NEG_INFINITY;
    let mut picks = Vec::new();
    for (k, item) in items.iter().enumerate() {
        let sc = score(item);
        if sc > best + 1e-9 {
            best = sc;
            picks.clear();
        }
        if (sc - best).abs() <= 1e-9 {
            picks.push(k);
        }
    }
    if picks.is_empty() {
        return 0;
    }
    picks[rng.index(picks.len())]
}

/// The seat that acts next: the lowest-numbered seat among those that may act.
#[must_use]
pub fn next_seat<R: Ruleset>(state: &R::State) -> Option<Seat> {
    R::to_act(state).iter(R::SEATS.len()).next()
}

/// One bot per seat, each with its own random stream.
pub struct Table<R: Ruleset> {
    bots: Vec<Box<dyn Bot<R>>>,
    rngs: Vec<Rng>,
    legal: Vec<R::Action>,
}

impl<R: Ruleset> Table<R> {
    /// Seats `bots[i]` at seat `i`; `seed` seeds their streams.
    #[must_use]
    pub fn new(bots: Vec<Box<dyn Bot<R>>>, seed: u64) -> Self {
        let rngs = (0..bots.len() as u64)
            .map(|i| Rng::new(seed, i + 1))
            .collect();
        Self {
            bots,
            rngs,
            legal: Vec::new(),
        }
    }

    /// Seats `bots[i]` at seat `i` with the random streams a game of dice secret `secret` gives
    /// its bots ([`crate::Secret::bot_rng`]): the streams `umpire play` and the server use, so
    /// that a simulated game is the game `play` plays with the same seed and bots.
    #[must_use]
    pub fn for_secret(bots: Vec<Box<dyn Bot<R>>>, secret: &crate::Secret) -> Self {
        let rngs = (0..bots.len())
            .map(|i| secret.bot_rng(u8::try_from(i).unwrap_or(u8::MAX)))
            .collect();
        Self {
            bots,
            rngs,
            legal: Vec::new(),
        }
    }

    /// Asks the bot at `seat` for its action.
    pub fn decide(&mut self, state: &R::State, seat: Seat) -> Option<R::Action> {
        self.legal.clear();
        R::legal_actions(state, seat, &mut self.legal);
        if self.legal.is_empty() {
            return None;
        }
        let i = usize::from(seat);
        let bot = self.bots.get_mut(i)?;
        let view = bot.wants_view().then(|| R::view(state, seat));
        let k = bot.choose(seat, view.as_ref(), &self.legal, &mut self.rngs[i]);
        Some(self.legal.swap_remove(k.min(self.legal.len() - 1)))
    }

    /// Plays a bare state to the end (no log), returning the number of actions taken.
    /// Bulk simulation uses this fast path.
    pub fn play_out(&mut self, state: &mut R::State, dice: &mut Dice) -> usize {
        let mut n = 0;
        while let Some(seat) = next_seat::<R>(state) {
            let Some(action) = self.decide(state, seat) else {
                break;
            };
            R::apply_unchecked(state, seat, &action, dice);
            dice.clear();
            n += 1;
            if n > R::MAX_ACTIONS {
                break;
            }
        }
        n
    }

    /// Plays a bare state to the end like [`Table::play_out`], keeping every roll (for a game
    /// fought inside another, whose log must hold them all).
    pub fn play_out_recorded(
        &mut self,
        state: &mut R::State,
        dice: &mut Dice,
    ) -> Vec<crate::dice::Roll> {
        let mut rolls = dice.take_rolls();
        let mut n = 0;
        while let Some(seat) = next_seat::<R>(state) {
            let Some(action) = self.decide(state, seat) else {
                break;
            };
            R::apply_unchecked(state, seat, &action, dice);
            rolls.extend(dice.take_rolls());
            n += 1;
            if n > R::MAX_ACTIONS {
                break;
            }
        }
        rolls
    }

    /// Plays a logged game until it is over or a seat without a bot must act.
    ///
    /// # Errors
    /// A bot's action refused by the rules (a bug in the bot or the rules).
    pub fn play_game(&mut self, game: &mut Game<R>) -> Result<usize, Illegal> {
        let mut n = 0;
        while let Some(seat) = next_seat::<R>(game.state()) {
            if usize::from(seat) >= self.bots.len() {
                break;
            }
            let Some(action) = self.decide(game.state(), seat) else {
                break;
            };
            game.act(seat, action)?;
            n += 1;
        }
        Ok(n)
    }
}
