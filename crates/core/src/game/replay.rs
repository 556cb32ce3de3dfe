//! Replay: a log re-run line by line and checked against what the engine writes, with the
//! errors that name the first line that does not verify.

use super::*;

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
                if opts.to.is_some_and(|t| replayed.game.step_count() >= t) {
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
            Some(LineKind::Handover) if !v1 => {
                let h: LogHandover = parse_line(line, number)?;
                if R::seat_by_name(&h.handover.seat).is_none() {
                    return Err(ReplayError::Malformed {
                        line: number,
                        reason: format!("a hand-over of an unknown seat {:?}", h.handover.seat),
                    });
                }
                replayed
                    .game
                    .add_handover(&h.handover.seat, &h.handover.to, &h.handover.why);
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
    let n = game.step_count() + 1;
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
    // The rolls as written (the step's hand-out to the seats may leave out a deaf seat).
    let made = game.steps.last().map_or(&[][..], |s| &s.rolls[..]);
    if made != step.rolls {
        let k = made
            .iter()
            .zip(&step.rolls)
            .position(|(a, b)| a != b)
            .unwrap_or(made.len().min(step.rolls.len()));
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
        if s != game.step_count() {
            return Err(ReplayError::Tampered {
                line,
                reason: format!(
                    "the end line counts {s} steps, the log holds {}",
                    game.step_count()
                ),
            });
        }
    }
    match game.outcome() {
        Some(o) if o == *outcome => Ok(()),
        Some(o) => Err(ReplayError::Diverged {
            step: game.step_count(),
            reason: format!(
                "line {line}: the log ends with {}, the re-run with {}",
                outcome.result, o.result
            ),
        }),
        None => Err(ReplayError::Diverged {
            step: game.step_count(),
            reason: format!(
                "line {line}: the log ends with {}, but the re-run game is not over",
                outcome.result
            ),
        }),
    }
}
