//! A game in progress with its log, and replay.
//!
//! A game is scenario + seed + actions. The log (JSON Lines) opens with a header naming the
//! rule set, the scenario (embedded, with its content hash), the seed, the PRNG version and the
//! engine version; then one line per action with the seat that took it and the rolls it caused.
//! [`replay`] re-runs a log and stops at the first divergence.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::dice::{Dice, Event, Roll, PRNG_VERSION};
use crate::ruleset::{Illegal, Outcome, Ruleset, ScenarioError, LOG_FORMAT};
use crate::seat::Seat;

/// Engine version written into logs.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The first line of a game log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogHeader {
    /// Always [`LOG_FORMAT`].
    pub format: String,
    /// Rule set id.
    pub ruleset: String,
    /// Scenario name (bundled name or file path).
    pub scenario_name: String,
    /// FNV-1a 64 hash of the embedded scenario's canonical JSON, in hex.
    pub scenario_hash: String,
    /// The scenario itself, so the log replays on its own.
    pub scenario: serde_json::Value,
    /// The game's seed.
    pub seed: u64,
    /// PRNG name and version.
    pub prng: String,
    /// Engine version that wrote the log.
    pub engine: String,
    /// Rolls made while setting the game up.
    pub setup_rolls: Vec<Roll>,
}

/// One action line of a game log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogStep<A> {
    /// 1-based step number.
    pub step: usize,
    /// Name of the seat that acted.
    pub seat: String,
    /// The action.
    pub action: A,
    /// Every roll the action caused, in order.
    pub rolls: Vec<Roll>,
}

/// The final line of a finished game's log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEnd {
    /// How it ended.
    pub outcome: Outcome,
}

/// What one applied action produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    /// The rolls, in order.
    pub rolls: Vec<Roll>,
    /// What happened, with who may know it.
    pub events: Vec<Event>,
}

/// A game in progress, with everything needed to write its log.
#[derive(Clone, Debug)]
pub struct Game<R: Ruleset> {
    header: LogHeader,
    state: R::State,
    dice: Dice,
    steps: Vec<LogStep<R::Action>>,
    setup_events: Vec<Event>,
}

/// Content hash of a scenario: FNV-1a 64 over its canonical JSON.
#[must_use]
pub fn content_hash(value: &serde_json::Value) -> String {
    let text = value.to_string();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

impl<R: Ruleset> Game<R> {
    /// Starts a game. `narrate` records human-readable events (for play and replay).
    ///
    /// # Errors
    /// The scenario's first invalid field.
    pub fn new(
        scenario: &R::Scenario,
        scenario_name: &str,
        seed: u64,
        narrate: bool,
    ) -> Result<Self, ScenarioError> {
        let mut dice = Dice::new(seed, narrate);
        let state = R::new_game(scenario, &mut dice)?;
        let value = serde_json::to_value(scenario)
            .map_err(|e| ScenarioError::new("scenario", e.to_string()))?;
        let header = LogHeader {
            format: LOG_FORMAT.to_owned(),
            ruleset: R::ID.to_owned(),
            scenario_name: scenario_name.to_owned(),
            scenario_hash: content_hash(&value),
            scenario: value,
            seed,
            prng: PRNG_VERSION.to_owned(),
            engine: ENGINE_VERSION.to_owned(),
            setup_rolls: dice.take_rolls(),
        };
        let setup_events = dice.take_events();
        Ok(Self {
            header,
            state,
            dice,
            steps: Vec::new(),
            setup_events,
        })
    }

    /// The true state (for the engine, never for a seat).
    #[must_use]
    pub fn state(&self) -> &R::State {
        &self.state
    }

    /// The log header.
    #[must_use]
    pub fn header(&self) -> &LogHeader {
        &self.header
    }

    /// The steps played so far.
    #[must_use]
    pub fn steps(&self) -> &[LogStep<R::Action>] {
        &self.steps
    }

    /// Events from setting the game up (shown before the first action).
    #[must_use]
    pub fn setup_events(&self) -> &[Event] {
        &self.setup_events
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
        self.steps.push(LogStep {
            step: self.steps.len() + 1,
            seat: R::seat_name(seat).to_owned(),
            action,
            rolls: rolls.clone(),
        });
        Ok(Applied { rolls, events })
    }

    /// The outcome, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        R::outcome(&self.state)
    }

    /// The whole log as JSON Lines (a final outcome line once the game is over).
    #[must_use]
    pub fn log_text(&self) -> String {
        let mut out = String::new();
        push_json_line(&mut out, &self.header);
        for step in &self.steps {
            push_json_line(&mut out, step);
        }
        if let Some(outcome) = self.outcome() {
            push_json_line(&mut out, &LogEnd { outcome });
        }
        out
    }
}

fn push_json_line<T: Serialize>(out: &mut String, value: &T) {
    // Serialising our own plain data types to JSON cannot fail.
    out.push_str(&serde_json::to_string(value).unwrap_or_default());
    out.push('\n');
}

/// Why a log did not replay.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    /// A line is not what the format says.
    Malformed {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        reason: String,
    },
    /// The log belongs to another rule set or another PRNG version.
    Incompatible(String),
    /// The re-run differs from the log.
    Diverged {
        /// 1-based step number (0 for set-up).
        step: usize,
        /// How.
        reason: String,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Malformed { line, reason } => write!(f, "line {line}: {reason}"),
            ReplayError::Incompatible(why) => write!(f, "{why}"),
            ReplayError::Diverged { step, reason } => {
                write!(f, "diverged at step {step}: {reason}")
            }
        }
    }
}

impl std::error::Error for ReplayError {}

/// Reads only the header of a log (to find out which rule set it is for).
///
/// # Errors
/// A malformed first line.
pub fn read_header(text: &str) -> Result<LogHeader, ReplayError> {
    let first = text.lines().next().ok_or(ReplayError::Malformed {
        line: 1,
        reason: "the log is empty".into(),
    })?;
    serde_json::from_str(first).map_err(|e| ReplayError::Malformed {
        line: 1,
        reason: format!("not a log header: {e}"),
    })
}

/// Re-runs a log from its header and actions, checking every roll, and returns the game as it
/// stood after `to` steps (all of them when `None`).
///
/// # Errors
/// The first line that is malformed or does not replay identically.
pub fn replay<R: Ruleset>(text: &str, to: Option<usize>) -> Result<Game<R>, ReplayError> {
    replay_with(text, to, |_, _, _| {})
}

/// [`replay`], calling `on_step(game, step, applied)` after each step is verified (to show a
/// game as one seat saw it).
///
/// # Errors
/// The first line that is malformed or does not replay identically.
pub fn replay_with<R: Ruleset>(
    text: &str,
    to: Option<usize>,
    mut on_step: impl FnMut(&Game<R>, &LogStep<R::Action>, &Applied),
) -> Result<Game<R>, ReplayError> {
    let header = read_header(text)?;
    if header.format != LOG_FORMAT {
        return Err(ReplayError::Incompatible(format!(
            "log format {} is not {LOG_FORMAT}",
            header.format
        )));
    }
    if header.ruleset != R::ID {
        return Err(ReplayError::Incompatible(format!(
            "the log is for rule set {}, not {}",
            header.ruleset,
            R::ID
        )));
    }
    if header.prng != PRNG_VERSION {
        return Err(ReplayError::Incompatible(format!(
            "the log was rolled with PRNG {}, this engine has {PRNG_VERSION}",
            header.prng
        )));
    }
    if content_hash(&header.scenario) != header.scenario_hash {
        return Err(ReplayError::Diverged {
            step: 0,
            reason: "the embedded scenario does not match its content hash".into(),
        });
    }
    let scenario: R::Scenario =
        serde_json::from_value(header.scenario.clone()).map_err(|e| ReplayError::Malformed {
            line: 1,
            reason: format!("embedded scenario: {e}"),
        })?;
    let mut game =
        Game::<R>::new(&scenario, &header.scenario_name, header.seed, true).map_err(|e| {
            ReplayError::Diverged {
                step: 0,
                reason: format!("scenario no longer valid: {e}"),
            }
        })?;
    if game.header.setup_rolls != header.setup_rolls {
        return Err(ReplayError::Diverged {
            step: 0,
            reason: "set-up rolls differ (changed seed or scenario?)".into(),
        });
    }
    game.header.scenario_name = header.scenario_name.clone();
    for (i, line) in text.lines().enumerate().skip(1) {
        if line.trim().is_empty() {
            continue;
        }
        if let Ok(end) = serde_json::from_str::<LogEnd>(line) {
            check_end(&game, &end, i + 1)?;
            continue;
        }
        let step: LogStep<R::Action> =
            serde_json::from_str(line).map_err(|e| ReplayError::Malformed {
                line: i + 1,
                reason: e.to_string(),
            })?;
        if to.is_some_and(|t| game.steps.len() >= t) {
            break;
        }
        let applied = replay_step(&mut game, step)?;
        if let Some(last) = game.steps.last() {
            on_step(&game, last, &applied);
        }
    }
    Ok(game)
}

fn check_end<R: Ruleset>(game: &Game<R>, end: &LogEnd, line: usize) -> Result<(), ReplayError> {
    match game.outcome() {
        Some(o) if o == end.outcome => Ok(()),
        other => Err(ReplayError::Diverged {
            step: game.steps.len(),
            reason: format!(
                "line {line}: the log ends with {:?}, the re-run with {:?}",
                end.outcome.result,
                other.map(|o| o.result)
            ),
        }),
    }
}

fn replay_step<R: Ruleset>(
    game: &mut Game<R>,
    step: LogStep<R::Action>,
) -> Result<Applied, ReplayError> {
    let n = game.steps.len() + 1;
    if step.step != n {
        return Err(ReplayError::Diverged {
            step: n,
            reason: format!("expected step {n}, the log has step {}", step.step),
        });
    }
    let seat = R::seat_by_name(&step.seat).ok_or_else(|| ReplayError::Diverged {
        step: n,
        reason: format!("unknown seat {}", step.seat),
    })?;
    let applied = game
        .act(seat, step.action)
        .map_err(|e| ReplayError::Diverged {
            step: n,
            reason: format!("the logged action is refused: {e}"),
        })?;
    if applied.rolls != step.rolls {
        let k = applied
            .rolls
            .iter()
            .zip(&step.rolls)
            .position(|(a, b)| a != b)
            .unwrap_or(applied.rolls.len().min(step.rolls.len()));
        return Err(ReplayError::Diverged {
            step: n,
            reason: format!(
                "roll {} differs: logged {:?}, re-run {:?}",
                k + 1,
                step.rolls.get(k).map(|r| (&r.purpose, r.value)),
                applied.rolls.get(k).map(|r| (&r.purpose, r.value))
            ),
        });
    }
    Ok(applied)
}
