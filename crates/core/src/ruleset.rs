//! The trait every rule set implements.
//!
//! A rule set turns a scenario (unvalidated, straight from a file) into a validated initial
//! state exactly once; says who acts now; lists the legal actions of a seat; applies an action
//! after checking it (an illegal action leaves the state unchanged and names the rule that
//! forbids it); gives each seat its view; and says when the game is over and how it ended.

use std::borrow::Cow;
use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::dice::Dice;
use crate::seat::{Seat, SeatSet};

/// A scenario refused at validation: which field, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    /// The offending field, as a path (`defender.units[3].kind`).
    pub field: String,
    /// Why it was refused.
    pub reason: String,
}

impl ScenarioError {
    /// An error about `field`.
    pub fn new(field: impl Into<String>, reason: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            reason: reason.into(),
        }
    }
}

impl ScenarioError {
    /// An error from a file parser: the field is the line holding byte `offset` of `text`
    /// (or "file" when the parser gives no place).
    /// A parser's message of several lines is joined into one.
    pub fn parse(text: &str, offset: Option<usize>, message: impl Into<String>) -> Self {
        let field = offset.map_or_else(
            || "file".to_owned(),
            |o| {
                // The offset may fall inside a character: count on the bytes.
                let before = String::from_utf8_lossy(&text.as_bytes()[..o.min(text.len())]);
                format!("line {}", before.lines().count().max(1))
            },
        );
        let message: String = message.into();
        let one: Vec<&str> = message
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        Self::new(field, one.join("; "))
    }
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.reason)
    }
}

impl std::error::Error for ScenarioError {}

/// An action refused by the rules: the rule that forbids it, and why. Both are usually fixed
/// text, kept without a copy: the listing of legal actions checks and refuses many candidates,
/// and a refusal that is only counted should cost no allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal {
    /// The rule, in the rule book's or RULINGS.md's terms (`"RAP-5 stacking"`).
    pub rule: Cow<'static, str>,
    /// What is wrong with this particular action.
    pub reason: Cow<'static, str>,
}

impl Illegal {
    /// An action forbidden by `rule`.
    pub fn new(rule: impl Into<Cow<'static, str>>, reason: impl Into<Cow<'static, str>>) -> Self {
        Self {
            rule: rule.into(),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (forbidden by {})", self.reason, self.rule)
    }
}

impl std::error::Error for Illegal {}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// The result level, one of [`Ruleset::RESULTS`] (`"Major Victory"`).
    pub result: String,
    /// A one-line explanation (`"14 of 16 break-through units exited (87.5%)"`).
    pub summary: String,
    /// A rule-set-defined figure behind the result (Rapier: percent of break-through units
    /// exited), averaged by simulations.
    pub score: f64,
}

/// What one seat may know of an action (see [`Ruleset::seen_action`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "seen")]
pub enum Seen<A> {
    /// The whole action, with a description that holds nothing hidden from the seat.
    Open {
        /// The action.
        action: A,
        /// Its description for this seat.
        text: String,
    },
    /// Only what the seat may know: that a secret order, card or choice was committed, or
    /// what its troops would see of the action (“the umpire moved counter #12 A3-L4 → A3-L3”).
    Secret {
        /// What the seat may know.
        text: String,
    },
}

impl<A> Seen<A> {
    /// The description.
    #[must_use]
    pub fn text(&self) -> &str {
        match self {
            Seen::Open { text, .. } | Seen::Secret { text } => text,
        }
    }
}

/// Starts one game of a scenario from its dice (see [`Ruleset::starter`]).
pub type Starter<'a, R> =
    Box<dyn Fn(&mut Dice) -> Result<<R as Ruleset>::State, ScenarioError> + Send + Sync + 'a>;

/// A rule set: its scenario format, state, actions and views.
pub trait Ruleset: 'static {
    /// The id used on the command line (`rapier`).
    const ID: &'static str;
    /// Seat names, indexed by [`Seat`].
    const SEATS: &'static [&'static str];
    /// The possible [`Outcome::result`] values, best for the first-named side first.
    const RESULTS: &'static [&'static str];
    /// An upper bound on the number of actions in one game (the battery checks it).
    const MAX_ACTIONS: usize;
    /// What [`Outcome::score`] measures, for reports (`"campaign turns"`).
    const SCORE: &'static str = "score";
    /// The version of the rules as this build plays them, written into every log's header.
    /// Raised whenever a change to the rules can make a game logged before it play differently,
    /// so that a replay that diverges can say the rules changed rather than leave the reader
    /// suspecting the log.
    const RULES_VERSION: u32 = 1;

    /// The scenario as read from a file: plain data, not yet validated.
    type Scenario: Clone + fmt::Debug + Serialize + DeserializeOwned + Send + Sync;
    /// The full, true state of a game in progress.
    type State: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// One decision of one seat.
    type Action: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// What one seat may know of the state.
    type View: Clone + fmt::Debug + PartialEq + Serialize + Send;

    /// Validates a scenario into the initial state. Set-up randomness (if any) uses `dice`.
    ///
    /// # Errors
    /// A [`ScenarioError`] naming the first offending field.
    fn new_game(scenario: &Self::Scenario, dice: &mut Dice) -> Result<Self::State, ScenarioError>;

    /// Starts many games of one scenario (simulation): checks the scenario once and returns a
    /// function that starts each game exactly as [`Ruleset::new_game`] would with the same
    /// dice. A rule set whose set-up is costly overrides it to build the shared part once.
    /// Games of one starter may share reference-counted data: give each thread its own.
    ///
    /// # Errors
    /// A [`ScenarioError`] naming the first offending field.
    fn starter(scenario: &Self::Scenario) -> Result<Starter<'_, Self>, ScenarioError> {
        Self::new_game(scenario, &mut Dice::new(0, false))?;
        Ok(Box::new(move |dice| Self::new_game(scenario, dice)))
    }

    /// The seats that may act now; empty when the game is over.
    fn to_act(state: &Self::State) -> SeatSet;

    /// Appends the legal actions of `seat` to `out` (nothing if the seat may not act).
    fn legal_actions(state: &Self::State, seat: Seat, out: &mut Vec<Self::Action>);

    /// Checks an action without applying it.
    ///
    /// # Errors
    /// [`Illegal`] with the rule that forbids the action.
    fn check(state: &Self::State, seat: Seat, action: &Self::Action) -> Result<(), Illegal>;

    /// Applies an action already known to be legal, then resolves everything the engine does
    /// without a decision (die rolls, automatic phases) until a seat must act again.
    fn apply_unchecked(state: &mut Self::State, seat: Seat, action: &Self::Action, dice: &mut Dice);

    /// Checks, then applies. On error the state is unchanged and no die is rolled.
    ///
    /// # Errors
    /// [`Illegal`] with the rule that forbids the action.
    fn apply(
        state: &mut Self::State,
        seat: Seat,
        action: &Self::Action,
        dice: &mut Dice,
    ) -> Result<(), Illegal> {
        Self::check(state, seat, action)?;
        Self::apply_unchecked(state, seat, action, dice);
        Ok(())
    }

    /// What `seat` may know of the state.
    fn view(state: &Self::State, seat: Seat) -> Self::View;

    /// The seats that hear none of the dice and events of the action `actor` has just taken,
    /// `after` being the state it led to: a seat that learns of what happens elsewhere only
    /// later (the Rapier corps commander at a separate command post hears of the table's moves
    /// when his map is re-plotted). [`crate::Game::act`] takes them out of the audience of
    /// what it hands on, and the log keeps every roll as rolled. The default: nobody.
    fn deaf(after: &Self::State, actor: Seat) -> SeatSet {
        let _ = (after, actor);
        SeatSet::NONE
    }

    /// What a spectator may know: only what no seat keeps secret (every seat knows it). The
    /// battery checks that it is the same for a state and any seat's hidden twin.
    fn public_view(state: &Self::State) -> Self::View;

    /// The outcome once the game is over.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// The view every seat and spectator gets once the game is over, when the rules keep
    /// something hidden to the end (face-down counters, unseen stands): everything revealed.
    /// `None` (the default) leaves each viewer its own view. Called only on finished games.
    fn revealed_view(state: &Self::State) -> Option<Self::View> {
        let _ = state;
        None
    }

    /// A short human description of an action (`"move 2nd Tank Bn A2-L1 → A2-L3"`).
    fn describe(state: &Self::State, action: &Self::Action) -> String;

    /// What `viewer` may know of `action`, taken by `actor` from `state` (before it is
    /// applied). A secret order, card or choice is shown to the other seats as committed until
    /// the rules reveal it (by an event or in the views). The default shows every action, with
    /// [`Ruleset::describe`], to every seat: a rule set with hidden actions overrides it. The
    /// battery checks that nothing in it depends on what `viewer` may not know.
    fn seen_action(
        state: &Self::State,
        actor: Seat,
        action: &Self::Action,
        viewer: Seat,
    ) -> Seen<Self::Action> {
        let _ = (actor, viewer);
        Seen::Open {
            action: action.clone(),
            text: Self::describe(state, action),
        }
    }

    /// A text rendering of a view for the terminal.
    fn render(view: &Self::View) -> String;

    /// Checks the rule set's invariants (stacking, conservation, ...).
    ///
    /// # Errors
    /// A description of the first broken invariant.
    fn check_invariants(state: &Self::State) -> Result<(), String>;

    /// A state that differs from `state` only in facts hidden from `seat` (used to test that
    /// views leak nothing), or `None` if `seat` has nothing hidden from it right now.
    fn hidden_twin(
        state: &Self::State,
        seat: Seat,
        rng: &mut crate::dice::Rng,
    ) -> Option<Self::State>;

    /// A state drawn at random from those `seat` cannot tell from `state`, for a bot that
    /// searches ([`crate::search::SearchBot`]): every fact hidden from the seat is drawn afresh
    /// from what the seat knows, none is kept from `state`, so that the sample depends on the
    /// seat's view and `rng` alone. The battery checks it: the sample gives the seat the same
    /// view as `state`, and the same `rng` draws the same sample from `state` and from any of
    /// its hidden twins. `None` (the default) where the rule set draws none; a rule set with
    /// nothing hidden returns a copy of `state`.
    fn sample_hidden(
        state: &Self::State,
        seat: Seat,
        rng: &mut crate::dice::Rng,
    ) -> Option<Self::State> {
        let _ = (state, seat, rng);
        None
    }

    /// The side `seat` plays for: 0 for the side [`Ruleset::RESULTS`] names first (its best
    /// result first), 1 for the other; `None` for a seat of neither side. A bot that searches
    /// weighs a result by it. The default: none.
    fn side(seat: Seat) -> Option<u8> {
        let _ = seat;
        None
    }

    /// What a finished game is worth to `side` ([`Ruleset::side`]), from 0 (its worst) to 1
    /// (its best), for a bot that searches. The default: the result's place among
    /// [`Ruleset::RESULTS`]; a rule set whose [`Outcome::score`] grades the result further
    /// may blend it in, so that a search tells a narrow defeat from a rout.
    fn worth(outcome: &Outcome, side: u8) -> f64 {
        result_worth::<Self>(outcome, side)
    }

    /// What a game in progress is worth to `side`, estimated, for a search whose playouts
    /// stop early: `Some` once a playout begun at `from` has reached `state` and the rule set
    /// can score it there (from 0, certain defeat, to 1, certain victory, as
    /// [`Ruleset::worth`]); `None` to play on. The search asks after every action of a
    /// playout, so it must be cheap. The default: none, every playout is played to the end.
    fn estimate(state: &Self::State, from: &Self::State, side: u8) -> Option<f64> {
        let _ = (state, from, side);
        None
    }

    /// Actions of `seat` that each name, where the seat names an object of its own (a stand,
    /// unit, counter or card, by number), one that is not the seat's: every object of another
    /// seat, and a few numbers past the last object. Each comes with the number it names. The
    /// battery checks that each is refused, and in the same words for every one of them but for
    /// that number, so that a refusal never names, counts or places what the seat does not
    /// command. The default lists none (a rule set whose actions name no objects).
    fn foreign_objects(state: &Self::State, seat: Seat) -> Vec<(u32, Self::Action)> {
        let _ = (state, seat);
        Vec::new()
    }

    /// Whether `action` ends the seat's part of the current step, turn or orders ("done",
    /// "orders written", "end the initial orders"): a page puts such actions last and asks a
    /// person to confirm them while other actions remain. Read from the action alone, so it
    /// tells nothing about the state. The default: none does.
    fn ends_turn(action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// Whether `action` gives the game up (a surrender the text lets a side make at any time).
    /// The random bot never picks one while it has any other action, so that a uniformly
    /// random player is not a player that resigns at once. The default: none does.
    fn concedes(action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// Whether `action` only writes a standing instruction: a choice the text leaves to a
    /// player for a moment the engine resolves later, made in advance. The rule set's
    /// defaults are the choices bots keep, so the random bot never picks one while it has any
    /// other action. Read from the action alone. The default: none does.
    fn instructs(action: &Self::Action) -> bool {
        let _ = action;
        false
    }

    /// Reads an action typed by a person. The default reads the action's JSON form; rule sets
    /// add a friendlier syntax.
    ///
    /// # Errors
    /// Why the text is not an action (not whether the action is legal: that is [`Ruleset::check`]).
    fn parse_action(state: &Self::State, seat: Seat, text: &str) -> Result<Self::Action, String> {
        let _ = (state, seat);
        serde_json::from_str(text).map_err(|e| format!("not an action: {e}"))
    }

    /// Looks a seat up by name.
    fn seat_by_name(name: &str) -> Option<Seat> {
        Self::SEATS
            .iter()
            .position(|s| s.eq_ignore_ascii_case(name))
            .and_then(|i| Seat::try_from(i).ok())
    }

    /// The name of a seat.
    fn seat_name(seat: Seat) -> &'static str {
        Self::SEATS.get(usize::from(seat)).copied().unwrap_or("?")
    }
}

/// A scenario bundled with a rule set.
#[derive(Clone, Copy, Debug)]
pub struct BundledScenario {
    /// Its name (`uranus`).
    pub name: &'static str,
    /// One line on what it is.
    pub title: &'static str,
    /// The TOML text.
    pub toml: &'static str,
}

impl BundledScenario {
    /// The TOML text of the scenario named `name` among `list`.
    ///
    /// # Errors
    /// No such scenario, naming the ones there are.
    pub fn find(list: &[BundledScenario], name: &str) -> Result<&'static str, ScenarioError> {
        list.iter()
            .find(|b| b.name == name)
            .map(|b| b.toml)
            .ok_or_else(|| {
                ScenarioError::new(
                    "scenario",
                    format!(
                        "no bundled scenario {name:?}; bundled: {}",
                        list.iter().map(|b| b.name).collect::<Vec<_>>().join(", ")
                    ),
                )
            })
    }
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
