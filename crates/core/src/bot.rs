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

    /// Picks the index of one of `legal` (never empty) at `decision`. The default builds the
    /// seat's view if the bot reads it and calls [`Bot::choose`]; a bot that searches
    /// ([`crate::search::SearchBot`]) overrides it to draw states its seat cannot tell from
    /// the true one ([`Decision::sample`]).
    fn decide(&mut self, decision: &Decision<'_, R>, legal: &[R::Action], rng: &mut Rng) -> usize {
        let seat = decision.seat();
        if self.wants_view() {
            self.choose(seat, Some(decision.view()), legal, rng)
        } else {
            self.choose(seat, None, legal, rng)
        }
    }

    /// How much this bot likes each of `legal` (higher is better, one score an action), for a
    /// bot that searches to pick the actions worth trying; `None` (the default) for a bot that
    /// does not score its actions.
    fn scores(
        &mut self,
        seat: Seat,
        view: &R::View,
        legal: &[R::Action],
        rng: &mut Rng,
    ) -> Option<Vec<f64>> {
        let _ = (seat, view, legal, rng);
        None
    }
}

/// A decision a bot is asked to make: the seat, its view, and states drawn from those the seat
/// cannot tell from the true one. The true state is held here and never handed out: a bot reads
/// the view ([`Decision::view`]) and samples ([`Decision::sample`]), which the rule set draws
/// from what the seat knows ([`Ruleset::sample_hidden`]; the battery checks that a sample is
/// the same for a state and its hidden twins).
pub struct Decision<'a, R: Ruleset> {
    state: &'a R::State,
    seat: Seat,
    view: std::sync::OnceLock<R::View>,
    progress: Option<&'a Progress>,
}

/// How far a long decision has got, for a front end's progress line: a bot that searches
/// counts its playouts here while another thread reads them.
#[derive(Debug, Default)]
pub struct Progress {
    done: std::sync::atomic::AtomicU32,
    total: std::sync::atomic::AtomicU32,
}

impl Progress {
    /// Work done and work to do (both 0 until a bot reports).
    #[must_use]
    pub fn get(&self) -> (u32, u32) {
        use std::sync::atomic::Ordering::Relaxed;
        (self.done.load(Relaxed), self.total.load(Relaxed))
    }

    /// Records that `done` of `total` steps of work are done.
    pub fn set(&self, done: u32, total: u32) {
        use std::sync::atomic::Ordering::Relaxed;
        self.total.store(total, Relaxed);
        self.done.store(done, Relaxed);
    }
}

impl<'a, R: Ruleset> Decision<'a, R> {
    /// The decision of `seat` in `state`.
    #[must_use]
    pub fn new(state: &'a R::State, seat: Seat) -> Self {
        Self {
            state,
            seat,
            view: std::sync::OnceLock::new(),
            progress: None,
        }
    }

    /// The same decision, reporting how far it has got to `progress`.
    #[must_use]
    pub fn with_progress(mut self, progress: &'a Progress) -> Self {
        self.progress = Some(progress);
        self
    }

    /// Reports that `done` of `total` steps of the decision's work are done.
    pub fn report(&self, done: u32, total: u32) {
        if let Some(p) = self.progress {
            p.set(done, total);
        }
    }

    /// The seat that decides.
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The seat's view (built once, when first asked for).
    pub fn view(&self) -> &R::View {
        self.view.get_or_init(|| R::view(self.state, self.seat))
    }

    /// A state drawn at random from those the seat cannot tell from the true one, or `None`
    /// where the rule set draws none ([`Ruleset::sample_hidden`]).
    pub fn sample(&self, rng: &mut Rng) -> Option<R::State> {
        R::sample_hidden(self.state, self.seat, rng)
    }
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
        let k = bot.decide(&Decision::new(state, seat), &self.legal, &mut self.rngs[i]);
        Some(self.legal.swap_remove(k.min(self.legal.len() - 1)))
    }

    /// Plays a bare state to the end (no log), returning the number of actions taken.
    /// Bulk simulation uses this fast path.
    pub fn play_out(&mut self, state: &mut R::State, dice: &mut Dice) -> usize {
        self.play_until(state, dice, |_| false)
    }

    /// Plays a bare state like [`Table::play_out`], but stops as soon as `stop` holds of the
    /// state after an action (a search's playout cut short where the rule set can score it).
    /// Returns the actions taken.
    pub fn play_until(
        &mut self,
        state: &mut R::State,
        dice: &mut Dice,
        mut stop: impl FnMut(&R::State) -> bool,
    ) -> usize {
        let mut n = 0;
        while let Some(seat) = next_seat::<R>(state) {
            let Some(action) = self.decide(state, seat) else {
                break;
            };
            R::apply_unchecked(state, seat, &action, dice);
            dice.clear();
            n += 1;
            if n > R::MAX_ACTIONS || stop(state) {
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
