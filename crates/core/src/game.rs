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
    Contribution, DiceCommitment, EndInfo, LineKind, LogEnd, LogEndV1, LogEntropy, LogHeader,
    ScenarioSource, LOG_FORMAT, LOG_FORMAT_V1,
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
    /// The log's lines so far, the header first.
    lines: Vec<String>,
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
            lines,
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

    /// The dice secret: the umpire's alone until the game ends (a front end keeps it where no
    /// seat can read it, to resume the game). `None` for a replayed log that did not reveal it.
    #[must_use]
    pub fn secret(&self) -> Option<&Secret> {
        self.secret.as_ref()
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

    /// The log's lines so far, the header first, without the end line: a front end appends the
    /// new ones to its file after each action.
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
            step: self.steps.len() + 1,
            seat: R::seat_name(seat).to_owned(),
            action,
            rolls: rolls.clone(),
            prev: self.prev(),
        };
        self.lines.push(to_line(&step));
        self.steps.push(step);
        Ok(Applied { rolls, events })
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
                steps: self.steps.len(),
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
    /// The log belongs to another rule set, format or generator.
    Incompatible(String),
    /// The re-run differs from the log.
    Diverged {
        /// 1-based step number (0 for set-up).
        step: usize,
        /// How.
        reason: String,
    },
    /// A line was changed, removed, inserted or added after the end.
    Tampered {
        /// 1-based line number.
        line: usize,
        /// What gave it away.
        reason: String,
    },
    /// The signature is missing, bad, or by another key than the one required.
    Signature(String),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Malformed { line, reason } | ReplayError::Tampered { line, reason } => {
                write!(f, "line {line}: {reason}")
            }
            ReplayError::Incompatible(why) | ReplayError::Signature(why) => write!(f, "{why}"),
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

/// How the dice of a replayed log were checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceCheck {
    /// Every roll re-rolled from the secret (revealed by the log, or given) and found equal.
    Secret,
    /// The secret is not revealed: the log's own rolls were used, each checked against the die
    /// and purpose the rules ask for, but not against the secret.
    Recorded,
    /// An old log: every roll re-rolled from its seed and found equal.
    Seed,
}

/// What [`replay`] found.
#[derive(Clone, Debug)]
pub struct Replayed<R: Ruleset> {
    /// The game as it stood after the last step replayed.
    pub game: Game<R>,
    /// Whether the log ends with the end line of a finished game.
    pub finished: bool,
    /// The public key (hex) that signed the log, if it is signed and the signature verifies.
    pub signer: Option<String>,
    /// How the dice were checked.
    pub dice: DiceCheck,
}

/// Options of [`replay_with`].
#[derive(Clone, Debug, Default)]
pub struct ReplayOptions {
    /// Stop after this many steps (the rest of the log is not checked).
    pub to: Option<usize>,
    /// The dice secret, for a log that does not reveal it (a game being resumed).
    pub secret: Option<Secret>,
    /// Require a valid signature by this key.
    pub verify: Option<VerifyingKey>,
}

/// Re-runs a log from its header and actions, checking every line, and returns the game as it
/// stood after `to` steps (all of them when `None`).
///
/// # Errors
/// The first line that is malformed or does not replay identically.
pub fn replay<R: Ruleset>(text: &str, to: Option<usize>) -> Result<Game<R>, ReplayError> {
    let opts = ReplayOptions {
        to,
        ..ReplayOptions::default()
    };
    replay_with::<R>(text, &opts, |_, _, _, _| {}).map(|r| r.game)
}

/// [`replay`] with options, calling `on_step(before, game, step, applied)` after each step is
/// verified, with the state as it was before the step (to show a game as one seat saw it).
///
/// # Errors
/// The first line that is malformed, tampered with or does not replay identically; a missing or
/// bad signature when one is required.
pub fn replay_with<R: Ruleset>(
    text: &str,
    opts: &ReplayOptions,
    on_step: impl FnMut(&R::State, &Game<R>, &LogStep<R::Action>, &Applied),
) -> Result<Replayed<R>, ReplayError> {
    replay_checked::<R>(text, opts, on_step).map_err(|e| match e {
        ReplayError::Diverged { step, reason } => {
            let note = read_header(text)
                .ok()
                .and_then(|h| rules_note::<R>(h.rules));
            ReplayError::Diverged {
                step,
                reason: match note {
                    Some(n) => format!("{reason} ({n})"),
                    None => reason,
                },
            }
        }
        other => other,
    })
}

/// What a divergence may owe to the rules: `None` when the log was written under the rules this
/// build plays.
#[must_use]
pub fn rules_note<R: Ruleset>(logged: Option<u32>) -> Option<String> {
    let now = R::RULES_VERSION;
    match logged {
        Some(v) if v == now => None,
        Some(v) => Some(format!(
            "the log was written under {} rules version {v}; this build plays version {now}, whose rules differ",
            R::ID
        )),
        None => Some(format!(
            "the log was written before rule versions were recorded; this build plays {} rules version {now}, which may differ",
            R::ID
        )),
    }
}

fn replay_checked<R: Ruleset>(
    text: &str,
    opts: &ReplayOptions,
    mut on_step: impl FnMut(&R::State, &Game<R>, &LogStep<R::Action>, &Applied),
) -> Result<Replayed<R>, ReplayError> {
    let lines = split_lines(text)?;
    let header = read_header(text)?;
    if header.ruleset != R::ID {
        return Err(ReplayError::Incompatible(format!(
            "the log is for rule set {}, not {}",
            header.ruleset,
            R::ID
        )));
    }
    let v1 = match header.format.as_str() {
        LOG_FORMAT => false,
        LOG_FORMAT_V1 => true,
        other => {
            return Err(ReplayError::Incompatible(format!(
                "log format {other} is not {LOG_FORMAT} (nor the older {LOG_FORMAT_V1})"
            )))
        }
    };
    let want_prng = if v1 { PRNG_V1 } else { PRNG_VERSION };
    if header.prng != want_prng {
        return Err(ReplayError::Incompatible(format!(
            "the log was rolled with generator {}, which this engine does not have for {} logs",
            header.prng, header.format
        )));
    }
    let hash = if v1 {
        content_hash_v1(&header.scenario)
    } else {
        content_hash(&header.scenario)
    };
    if hash != header.scenario_hash {
        return Err(ReplayError::Tampered {
            line: 1,
            reason: "the embedded scenario does not match its content hash".into(),
        });
    }
    let end_at = find_end(&lines, v1)?;
    let (dice, secret, check) = dice_for(&header, &lines, end_at, opts)?;
    let scenario: R::Scenario =
        serde_json::from_value(header.scenario.clone()).map_err(|e| ReplayError::Malformed {
            line: 1,
            reason: format!("embedded scenario: {e}"),
        })?;
    let mut game = Game::<R>::build(
        &scenario,
        &header.scenario_name,
        header.scenario_source,
        header.dice.clone(),
        header.seats.clone(),
        dice,
        secret,
        header.rules,
    )
    .map_err(|e| ReplayError::Diverged {
        step: 0,
        reason: format!("scenario no longer valid: {e}"),
    })?;
    if game.header.setup_rolls != header.setup_rolls || game.dice.fault().is_some() {
        return Err(ReplayError::Diverged {
            step: 0,
            reason: "the set-up rolls differ from the log's (a changed secret or scenario?)".into(),
        });
    }
    if v1 {
        game.header = header.clone();
        game.lines = vec![lines[0].to_owned()];
    } else if game.lines[0] != lines[0] {
        return Err(ReplayError::Malformed {
            line: 1,
            reason: "the header is not as the engine writes it".into(),
        });
    }
    let mut replayed = Replayed {
        game,
        finished: false,
        signer: None,
        dice: check,
    };
    for (i, line) in lines.iter().enumerate().skip(1) {
        let number = i + 1;
        if !v1 {
            check_chain(line, lines[i - 1], number)?;
        }
        match line_kind(line) {
            Some(LineKind::Step) => {
                if opts.to.is_some_and(|t| replayed.game.steps.len() >= t) {
                    return Ok(replayed);
                }
                replay_step(&mut replayed.game, line, number, &mut on_step)?;
            }
            Some(LineKind::Entropy) if !v1 => {
                let e: LogEntropy = parse_line(line, number)?;
                let bytes = hex::decode(&e.entropy.bytes).map_err(|_| ReplayError::Malformed {
                    line: number,
                    reason: "entropy bytes are not hex".into(),
                })?;
                if e.entropy.seat != "host" && R::seat_by_name(&e.entropy.seat).is_none() {
                    return Err(ReplayError::Malformed {
                        line: number,
                        reason: format!("entropy from an unknown seat {:?}", e.entropy.seat),
                    });
                }
                replayed.game.add_entropy(&e.entropy.seat, &bytes);
                same_line(&replayed.game, line, number)?;
            }
            Some(LineKind::End) if !v1 => {
                let end: LogEnd = parse_line(line, number)?;
                check_end(
                    &replayed.game,
                    &end.end.outcome,
                    Some(end.end.steps),
                    number,
                )?;
                if end.signature.is_some() {
                    replayed.signer = Some(check_signature(&end).map_err(ReplayError::Signature)?);
                }
                replayed.finished = true;
            }
            Some(LineKind::EndV1) if v1 => {
                let end: LogEndV1 = parse_line(line, number)?;
                check_end(&replayed.game, &end.outcome, None, number)?;
                replayed.finished = true;
            }
            _ => {
                return Err(ReplayError::Malformed {
                    line: number,
                    reason: "not a line of a game log".into(),
                })
            }
        }
    }
    if let Some(key) = &opts.verify {
        let want = hex::encode(key.to_bytes());
        match &replayed.signer {
            Some(k) if *k == want => {}
            Some(k) => {
                return Err(ReplayError::Signature(format!(
                    "the log is signed by key {k}, not by the key required"
                )))
            }
            None => {
                return Err(ReplayError::Signature(
                    "the log is not signed (only a finished game's log is)".into(),
                ))
            }
        }
    }
    Ok(replayed)
}

/// The log's lines: a final newline is allowed, an empty line anywhere else is not.
fn split_lines(text: &str) -> Result<Vec<&str>, ReplayError> {
    let mut lines: Vec<&str> = text.split('\n').collect();
    if lines.last() == Some(&"") {
        lines.pop();
    }
    if let Some(i) = lines.iter().position(|l| l.trim().is_empty()) {
        return Err(ReplayError::Malformed {
            line: i + 1,
            reason: "an empty line".into(),
        });
    }
    if lines.is_empty() {
        return Err(ReplayError::Malformed {
            line: 1,
            reason: "the log is empty".into(),
        });
    }
    Ok(lines)
}

/// The index of the end line, if any; nothing may follow it.
fn find_end(lines: &[&str], v1: bool) -> Result<Option<usize>, ReplayError> {
    let kind = if v1 { LineKind::EndV1 } else { LineKind::End };
    let end = lines
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, l)| line_kind(l) == Some(kind))
        .map(|(i, _)| i);
    if let Some(e) = end {
        if e + 1 < lines.len() {
            return Err(ReplayError::Tampered {
                line: e + 2,
                reason: "a line after the end of the game".into(),
            });
        }
    }
    Ok(end)
}

/// The dice to replay with: from the revealed (or given) secret, the old seed, or the log's own
/// rolls.
fn dice_for(
    header: &LogHeader,
    lines: &[&str],
    end_at: Option<usize>,
    opts: &ReplayOptions,
) -> Result<(Dice, Option<Secret>, DiceCheck), ReplayError> {
    if header.format == LOG_FORMAT_V1 {
        let seed = header.seed.ok_or(ReplayError::Malformed {
            line: 1,
            reason: "an old log's header needs its seed".into(),
        })?;
        return Ok((Dice::v1(seed, true), None, DiceCheck::Seed));
    }
    let committed = header.dice.as_ref().ok_or(ReplayError::Malformed {
        line: 1,
        reason: "the header has no dice commitment".into(),
    })?;
    let revealed = match end_at {
        Some(e) => {
            let end: LogEnd = parse_line(lines[e], e + 1)?;
            let s = Secret::from_hex(&end.end.secret, committed.source).map_err(|r| {
                ReplayError::Malformed {
                    line: e + 1,
                    reason: r,
                }
            })?;
            if s.commitment() != committed.commitment {
                return Err(ReplayError::Tampered {
                    line: e + 1,
                    reason: "the revealed dice secret does not match the header's commitment"
                        .into(),
                });
            }
            Some(s)
        }
        None => match &opts.secret {
            Some(s) if s.commitment() == committed.commitment => Some(s.clone()),
            Some(_) => {
                return Err(ReplayError::Incompatible(
                    "the dice secret given does not match the log's commitment".into(),
                ))
            }
            None => None,
        },
    };
    Ok(match revealed {
        Some(s) => (Dice::from_secret(&s, true), Some(s), DiceCheck::Secret),
        None => (
            Dice::scripted(header.setup_rolls.clone(), true),
            None,
            DiceCheck::Recorded,
        ),
    })
}

fn parse_line<T: serde::de::DeserializeOwned>(line: &str, number: usize) -> Result<T, ReplayError> {
    serde_json::from_str(line).map_err(|e| ReplayError::Malformed {
        line: number,
        reason: e.to_string(),
    })
}

/// Every line after the header names the hash of the line before it.
fn check_chain(line: &str, before: &str, number: usize) -> Result<(), ReplayError> {
    #[derive(serde::Deserialize)]
    struct Prev {
        prev: Option<String>,
    }
    let prev: Prev = parse_line(line, number)?;
    if prev.prev.as_deref() != Some(line_hash(before).as_str()) {
        return Err(ReplayError::Tampered {
            line: number,
            reason: "the chain is broken: the line before it was changed, removed or inserted"
                .into(),
        });
    }
    Ok(())
}

/// The line the engine wrote for the last step must be the log's, byte for byte.
fn same_line<R: Ruleset>(game: &Game<R>, line: &str, number: usize) -> Result<(), ReplayError> {
    if game.is_v1() || game.lines.last().map(String::as_str) == Some(line) {
        return Ok(());
    }
    Err(ReplayError::Malformed {
        line: number,
        reason: "the line is not as the engine writes it".into(),
    })
}

fn replay_step<R: Ruleset>(
    game: &mut Game<R>,
    line: &str,
    number: usize,
    on_step: &mut impl FnMut(&R::State, &Game<R>, &LogStep<R::Action>, &Applied),
) -> Result<(), ReplayError> {
    let step: LogStep<R::Action> = parse_line(line, number)?;
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
    let before = game.state.clone();
    game.dice.load_script(step.rolls.clone());
    let applied = game
        .act(seat, step.action.clone())
        .map_err(|e| ReplayError::Diverged {
            step: n,
            reason: format!("the logged action is refused: {e}"),
        })?;
    if let Some(fault) = game.dice.fault() {
        return Err(ReplayError::Diverged {
            step: n,
            reason: fault,
        });
    }
    if applied.rolls != step.rolls {
        let k = applied
            .rolls
            .iter()
            .zip(&step.rolls)
            .position(|(a, b)| a != b)
            .unwrap_or(applied.rolls.len().min(step.rolls.len()));
        // Only what the log already holds is named: a replay is no oracle for dice.
        let reason = match step.rolls.get(k) {
            Some(r) => format!(
                "roll {} (a d{} for {}, {} in the log) is not what the dice give",
                k + 1,
                r.sides,
                r.purpose,
                r.value
            ),
            None => format!(
                "the rules make more rolls than the {} the log holds",
                step.rolls.len()
            ),
        };
        return Err(ReplayError::Diverged { step: n, reason });
    }
    same_line(game, line, number)?;
    if let Some(last) = game.steps.last() {
        on_step(&before, game, last, &applied);
    }
    Ok(())
}

fn check_end<R: Ruleset>(
    game: &Game<R>,
    outcome: &Outcome,
    steps: Option<usize>,
    line: usize,
) -> Result<(), ReplayError> {
    if let Some(s) = steps {
        if s != game.steps.len() {
            return Err(ReplayError::Tampered {
                line,
                reason: format!(
                    "the end line counts {s} steps, the log holds {}",
                    game.steps.len()
                ),
            });
        }
    }
    match game.outcome() {
        Some(o) if o == *outcome => Ok(()),
        Some(o) => Err(ReplayError::Diverged {
            step: game.steps.len(),
            reason: format!(
                "line {line}: the log ends with {}, the re-run with {}",
                outcome.result, o.result
            ),
        }),
        None => Err(ReplayError::Diverged {
            step: game.steps.len(),
            reason: format!(
                "line {line}: the log ends with {}, but the re-run game is not over",
                outcome.result
            ),
        }),
    }
}

/// Whether a game's dice were drawn by the engine, as its header says.
#[must_use]
pub fn drawn_by_engine(header: &LogHeader) -> bool {
    header
        .dice
        .as_ref()
        .is_some_and(|d| d.source == SecretSource::Engine)
}
