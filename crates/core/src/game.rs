//! A game in progress with its log, and replay.
//!
//! A game is scenario + dice secret + actions. [`Game`] keeps the log's lines as it goes (see
//! [`crate::log`] for their format), so a front end can append each line to disk before it
//! acknowledges the action. [`replay`] re-runs a log and stops at the first line that does not
//! verify: a broken chain, a changed or missing line, a roll that is not the one the rules and
//! the dice give, a secret that does not match its commitment, or a bad signature. It never
//! shows a roll the log does not hold: a log whose secret is not revealed yet replays from its
//! own rolls.

use std::collections::BTreeMap;
use std::fmt;

use ed25519_dalek::{SigningKey, VerifyingKey};

use crate::dice::{Dice, Event, Roll, Secret, SecretSource, PRNG_V1, PRNG_VERSION};
pub use crate::log::LogStep;
use crate::log::{
    check_signature, content_hash, content_hash_v1, line_hash, line_kind, sign_end, to_line,
    Contribution, DiceCommitment, EndInfo, Handover, LineKind, LogEnd, LogEndV1, LogEntropy,
    LogHandover, LogHeader, ScenarioSource, LOG_FORMAT, LOG_FORMAT_V1,
};
use crate::ruleset::{Illegal, Outcome, Ruleset, ScenarioError};
use crate::seat::Seat;

/// Engine version written into logs.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// What one applied action produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    /// The rolls, in order.
    pub rolls: Vec<Roll>,
    /// What happened, with who may know it.
    pub events: Vec<Event>,
}

impl Applied {
    /// Takes `deaf` out of the audience of every roll and event (see [`Ruleset::deaf`]).
    pub fn mute(&mut self, deaf: crate::seat::SeatSet) {
        if deaf == crate::seat::SeatSet::NONE {
            return;
        }
        for r in &mut self.rolls {
            r.seen_by.0 &= !deaf.0;
        }
        for e in &mut self.events {
            e.seen_by.0 &= !deaf.0;
        }
    }
}

/// How to start a game (see [`Game::start`]).
#[derive(Clone, Debug)]
pub struct Start {
    /// The scenario's name (bundled name or file path).
    pub scenario_name: String,
    /// Where the scenario came from.
    pub source: ScenarioSource,
    /// The dice secret.
    pub secret: Secret,
    /// Record human-readable events (for play and replay).
    pub narrate: bool,
    /// Who holds each seat (`human`, `bot:heuristic`), recorded for resuming.
    pub seats: BTreeMap<String, String>,
}

/// A game in progress, with everything needed to write its log.
#[derive(Clone, Debug)]
pub struct Game<R: Ruleset> {
    header: LogHeader,
    state: R::State,
    dice: Dice,
    /// The dice secret (`None` when replaying an old log or a log whose secret is not revealed).
    secret: Option<Secret>,
    steps: Vec<LogStep<R::Action>>,
    /// Steps played and no longer held (see [`Game::release`]).
    released_steps: usize,
    /// The log's lines held in memory: all of them, the header first, unless some were
    /// released.
    lines: Vec<String>,
    /// Lines no longer held: `lines[0]` is line number `released_lines` of the log.
    released_lines: usize,
    setup_events: Vec<Event>,
}

impl<R: Ruleset> Game<R> {
    /// Starts a game from a user's seed (tests, research, table use): the scenario is recorded
    /// as a file's.
    ///
    /// # Errors
    /// The scenario's first invalid field.
    pub fn new(
        scenario: &R::Scenario,
        scenario_name: &str,
        seed: u64,
        narrate: bool,
    ) -> Result<Self, ScenarioError> {
        Self::start(
            scenario,
            Start {
                scenario_name: scenario_name.to_owned(),
                source: ScenarioSource::File,
                secret: Secret::from_seed(seed),
                narrate,
                seats: BTreeMap::new(),
            },
        )
    }

    /// Starts a game.
    ///
    /// # Errors
    /// The scenario's first invalid field.
    pub fn start(scenario: &R::Scenario, start: Start) -> Result<Self, ScenarioError> {
        let dice = Dice::from_secret(&start.secret, start.narrate);
        let dice_header = DiceCommitment {
            source: start.secret.source(),
            commitment: start.secret.commitment(),
        };
        Self::build(
            scenario,
            &start.scenario_name,
            Some(start.source),
            Some(dice_header),
            start.seats,
            dice,
            Some(start.secret),
            Some(R::RULES_VERSION),
        )
    }

    // The header's fields, each from the start or from the log being replayed.
    #[allow(clippy::too_many_arguments)]
    fn build(
        scenario: &R::Scenario,
        scenario_name: &str,
        source: Option<ScenarioSource>,
        dice_header: Option<DiceCommitment>,
        seats: BTreeMap<String, String>,
        mut dice: Dice,
        secret: Option<Secret>,
        rules: Option<u32>,
    ) -> Result<Self, ScenarioError> {
        let state = R::new_game(scenario, &mut dice)?;
        let value = serde_json::to_value(scenario)
            .map_err(|e| ScenarioError::new("scenario", e.to_string()))?;
        let header = LogHeader {
            format: LOG_FORMAT.to_owned(),
            ruleset: R::ID.to_owned(),
            scenario_name: scenario_name.to_owned(),
            scenario_source: source,
            scenario_hash: content_hash(&value),
            scenario: value,
            seed: None,
            dice: dice_header,
            prng: PRNG_VERSION.to_owned(),
            engine: ENGINE_VERSION.to_owned(),
            rules,
            seats,
            setup_rolls: dice.take_rolls(),
        };
        let setup_events = dice.take_events();
        let lines = vec![to_line(&header)];
        Ok(Self {
            header,
            state,
            dice,
            secret,
            steps: Vec::new(),
            released_steps: 0,
            lines,
            released_lines: 0,
            setup_events,
        })
    }

    /// The true state (for the engine, never for a seat).
    #[must_use]
    pub fn state(&self) -> &R::State {
        &self.state
    }

    /// Frees the parsed copy of the embedded scenario that the header keeps (its line keeps
    /// the text): for a game that is only played on, as a server's live game, where it costs
    /// more memory than the game. [`Game::header`]'s `scenario` is then null.
    pub fn forget_scenario(&mut self) {
        self.header.scenario = serde_json::Value::Null;
    }

    /// The log header.
    #[must_use]
    pub fn header(&self) -> &LogHeader {
        &self.header
    }

    /// The dice secret: the umpire's alone until the game ends (a front end keeps it where no
    /// seat can read it, to resume the game). `None` for a replayed log that did not reveal it.
    #[must_use]
    pub fn secret(&self) -> Option<&Secret> {
        self.secret.as_ref()
    }

    /// The steps played so far that are held in memory: all of them unless some were
    /// released ([`Game::release`]).
    #[must_use]
    pub fn steps(&self) -> &[LogStep<R::Action>] {
        &self.steps
    }

    /// How many steps have been played, held or not.
    #[must_use]
    pub fn step_count(&self) -> usize {
        self.released_steps + self.steps.len()
    }

    /// How many lines the log has so far (no end line), held or not.
    #[must_use]
    pub fn line_count(&self) -> usize {
        self.released_lines + self.lines.len()
    }

    /// The lines from number `first` on (0 is the header), as far as they are held.
    #[must_use]
    pub fn lines_since(&self, first: usize) -> &[String] {
        let k = first
            .saturating_sub(self.released_lines)
            .min(self.lines.len());
        &self.lines[k..]
    }

    /// Lets go of the lines before number `upto` and of the steps they hold, once they are
    /// safe elsewhere (a server's store): a long game then costs no more memory than a short
    /// one. The last line is always kept (the next line chains to it). After this the whole
    /// log is no longer here: [`Game::lines`] and [`Game::log_text`] give only what is held,
    /// and the end line is still made whole ([`Game::end_line`]).
    pub fn release(&mut self, upto: usize) {
        let k = upto
            .saturating_sub(self.released_lines)
            .min(self.lines.len().saturating_sub(1));
        if k == 0 {
            return;
        }
        self.lines.drain(..k);
        self.released_lines += k;
        let s = self.steps.len();
        self.steps.clear();
        self.released_steps += s;
    }

    /// Events from setting the game up (shown before the first action).
    #[must_use]
    pub fn setup_events(&self) -> &[Event] {
        &self.setup_events
    }

    /// The log's lines held in memory, without the end line: all of them, the header first,
    /// unless some were released ([`Game::release`]). A front end appends the new ones to its
    /// file after each action.
    #[must_use]
    pub fn lines(&self) -> &[String] {
        &self.lines
    }

    fn is_v1(&self) -> bool {
        self.header.format == LOG_FORMAT_V1
    }

    fn prev(&self) -> Option<String> {
        if self.is_v1() {
            return None;
        }
        self.lines.last().map(|l| line_hash(l))
    }

    /// Checks and applies `action` for `seat`, recording it in the log.
    ///
    /// # Errors
    /// The rule that forbids the action; the game is then unchanged.
    pub fn act(&mut self, seat: Seat, action: R::Action) -> Result<Applied, Illegal> {
        if !R::to_act(&self.state).contains(seat) {
            return Err(Illegal::new(
                "turn order",
                format!("it is not the {} seat's turn to act", R::seat_name(seat)),
            ));
        }
        R::apply(&mut self.state, seat, &action, &mut self.dice)?;
        let rolls = self.dice.take_rolls();
        let events = self.dice.take_events();
        let step = LogStep {
            step: self.step_count() + 1,
            seat: R::seat_name(seat).to_owned(),
            action,
            rolls: rolls.clone(),
            prev: self.prev(),
        };
        self.lines.push(to_line(&step));
        self.steps.push(step);
        let mut applied = Applied { rolls, events };
        applied.mute(R::deaf(&self.state, seat));
        Ok(applied)
    }

    /// Mixes entropy contributed by `who` (a seat's name, or `host`) into the dice key and
    /// records it in the log. The rolls from here on depend on it.
    pub fn add_entropy(&mut self, who: &str, bytes: &[u8]) {
        self.dice.mix(bytes);
        let line = LogEntropy {
            entropy: Contribution {
                seat: who.to_owned(),
                bytes: hex::encode(bytes),
            },
            prev: self.prev().unwrap_or_default(),
        };
        self.lines.push(to_line(&line));
    }

    /// Records in the log that `seat` (its name) changed hands: to `to` (`human`, `bot:KIND`
    /// or `stand-in:KIND`), for the reason `why`. The game itself does not change.
    pub fn add_handover(&mut self, seat: &str, to: &str, why: &str) {
        let line = LogHandover {
            handover: Handover {
                seat: seat.to_owned(),
                to: to.to_owned(),
                why: why.to_owned(),
            },
            prev: self.prev().unwrap_or_default(),
        };
        self.lines.push(to_line(&line));
    }

    /// The outcome, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        R::outcome(&self.state)
    }

    /// The end line once the game is over (revealing the secret), signed with `key` if given.
    #[must_use]
    pub fn end_line(&self, key: Option<&SigningKey>) -> Option<String> {
        let outcome = self.outcome()?;
        if self.is_v1() {
            return Some(to_line(&LogEndV1 { outcome }));
        }
        let mut end = LogEnd {
            end: EndInfo {
                steps: self.step_count(),
                outcome,
                secret: self.secret.as_ref()?.to_hex(),
            },
            prev: self.prev().unwrap_or_default(),
            signature: None,
        };
        if let Some(k) = key {
            end.signature = Some(sign_end(&end, k));
        }
        Some(to_line(&end))
    }

    /// The whole log as JSON Lines, with the end line (signed with `key` if given) once the
    /// game is over.
    #[must_use]
    pub fn log_text_signed(&self, key: Option<&SigningKey>) -> String {
        let mut out = String::new();
        for l in self
            .lines
            .iter()
            .map(String::as_str)
            .chain(self.end_line(key).as_deref())
        {
            out.push_str(l);
            out.push('\n');
        }
        out
    }

    /// The whole log, unsigned.
    #[must_use]
    pub fn log_text(&self) -> String {
        self.log_text_signed(None)
    }
}

// Replaying a log: its errors, options and the line-by-line checks.
mod replay;
mod undo;
pub use replay::*;
pub use undo::{check_takeback, check_undo};

/// Whether a game's dice were drawn by the engine, as its header says.
#[must_use]
pub fn drawn_by_engine(header: &LogHeader) -> bool {
    header
        .dice
        .as_ref()
        .is_some_and(|d| d.source == SecretSource::Engine)
}
