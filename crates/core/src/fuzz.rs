//! Property cases for fuzzing any rule set: typed actions mutated at one field, order text,
//! and logs tampered with in one place. Each case is a plain function of a few numbers, so a
//! property-test runner (the workspace uses `proptest`) can generate, shrink and replay them;
//! a case fails by returning an error or by panicking.
//!
//! What the cases require:
//! - **Typed actions.** An action deserialized from a mutated legal action (any seat, any
//!   field set to an extreme or foreign value) is either refused with a one-line reason and the
//!   state left unchanged, or applied with every invariant kept; describing it never panics.
//! - **Order text.** [`Ruleset::parse_action`] on any text returns an action or a one-line
//!   reason, and a parsed action is then applied or refused as above.
//! - **Logs.** A finished, sealed log, or the same log cut before its end line (so that it
//!   replays from its own rolls), changed in one place (a bit flipped, a line dropped, doubled
//!   or swapped, the text cut, one JSON field changed, a roll left out, added, swapped or
//!   altered, or a step's rolls emptied) never replays as finished unless the text still holds
//!   exactly the original lines, and replays as unfinished only if every line but the last is
//!   the original's (the last line of an unfinished, unsigned log is only as trustworthy as
//!   whoever holds it: see `docs/security.md`). The command-line fuzz also replays such logs
//!   with `umpire replay` under a memory cap and a time limit.

use serde_json::Value;

use crate::bot::{RandomBot, Table};
use crate::dice::{Dice, Rng};
use crate::game::{replay_with, Game, ReplayOptions, Start};
use crate::log::ScenarioSource;
use crate::ruleset::{Ruleset, Seen};
use crate::seat::Seat;
use crate::Secret;

/// Positions to fuzz from: states met in random games, each with the legal actions of every
/// seat to act there.
pub struct Positions<R: Ruleset> {
    /// (state, seat to act, its legal actions as JSON, grouped by kind so that a rare kind of
    /// action is fuzzed as often as a common one).
    pub states: Vec<(R::State, Seat, Vec<Vec<Value>>)>,
}

impl<R: Ruleset> Positions<R> {
    /// Plays `games` random games of `scenario` from `seed`, keeping about `per_game` states
    /// of each, spread over the whole game.
    ///
    /// # Errors
    /// The scenario is invalid.
    pub fn collect(
        scenario: &R::Scenario,
        games: u64,
        per_game: usize,
        seed: u64,
    ) -> Result<Self, String> {
        let mut states = Vec::new();
        let mut legal = Vec::new();
        for g in 0..games {
            let mut dice = Dice::new(seed.wrapping_add(g), false);
            let mut state = R::new_game(scenario, &mut dice).map_err(|e| e.to_string())?;
            let mut rng = Rng::new(seed.wrapping_add(g), 77);
            let mut met = Vec::new();
            for _ in 0..R::MAX_ACTIONS {
                let Some(seat) = random_seat::<R>(&state, &mut rng, &mut legal)
                    .map_err(|e| format!("{}: {e}", R::ID))?
                else {
                    break;
                };
                met.push((state.clone(), seat, legal.clone()));
                let a = legal[rng.index(legal.len())].clone();
                R::apply(&mut state, seat, &a, &mut dice).map_err(|e| e.to_string())?;
            }
            // Keep `per_game` of them, spread evenly over the game.
            let every = (met.len() / per_game.max(1)).max(1);
            for (state, seat, legal) in met.into_iter().step_by(every) {
                let mut groups: std::collections::BTreeMap<String, Vec<Value>> =
                    std::collections::BTreeMap::new();
                for v in legal.iter().filter_map(|a| serde_json::to_value(a).ok()) {
                    groups.entry(kind(&v)).or_default().push(v);
                }
                states.push((state, seat, groups.into_values().collect()));
            }
        }
        Ok(Self { states })
    }
}

/// A random seat among those to act, with its legal actions in `legal`; `None` when the game
/// is over.
///
/// # Errors
/// A seat to act has no legal action.
fn random_seat<R: Ruleset>(
    state: &R::State,
    rng: &mut Rng,
    legal: &mut Vec<R::Action>,
) -> Result<Option<Seat>, String> {
    let acting: Vec<Seat> = R::to_act(state).iter(R::SEATS.len()).collect();
    let Some(&seat) = acting.get(rng.index(acting.len().max(1))) else {
        return Ok(None);
    };
    legal.clear();
    R::legal_actions(state, seat, legal);
    if legal.is_empty() {
        return Err("a seat to act has no legal action".into());
    }
    Ok(Some(seat))
}

/// The kind of an action written as JSON: its variant, however serde tagged it.
fn kind(v: &Value) -> String {
    match v {
        Value::Object(m) => m
            .iter()
            .map(|(k, x)| match x {
                Value::String(s) => format!("{k}={s}"),
                _ => k.clone(),
            })
            .collect::<Vec<_>>()
            .join(","),
        other => other.to_string(),
    }
}

/// Values a mutated field may take: edges of every integer width, floats, strings, nulls and
/// containers of the wrong shape.
fn odd_value(k: u64) -> Value {
    use serde_json::json;
    // Integers near the edges of every width and of every board, lists and indices.
    const INTS: [i64; 24] = [
        0, 1, 2, 3, 4, 5, 7, 9, 12, 20, 40, 63, 64, 100, 127, 128, 254, 255, 256, 1000, 32_767,
        32_768, 65_535, 65_536,
    ];
    match k % 40 {
        n @ 0..24 => json!(INTS[n as usize]),
        24 => json!(-1),
        25 => json!(i32::MAX),
        26 => json!(i32::MIN),
        27 => json!(u32::MAX),
        28 => json!(i64::MAX),
        29 => json!(i64::MIN),
        30 => json!(u64::MAX),
        31 => json!(0.5),
        32 => json!(1e300),
        33 => json!(""),
        34 => json!("x"),
        35 => json!("\u{1b}[2J\n"),
        36 => Value::Null,
        37 => json!(true),
        38 => json!([]),
        _ => json!({}),
    }
}

/// The paths of every leaf and container in `v`, in document order.
fn paths(v: &Value, here: &mut Vec<PathStep>, out: &mut Vec<Vec<PathStep>>) {
    out.push(here.clone());
    match v {
        Value::Array(items) => {
            for (i, x) in items.iter().enumerate() {
                here.push(PathStep::Index(i));
                paths(x, here, out);
                here.pop();
            }
        }
        Value::Object(map) => {
            for (k, x) in map {
                here.push(PathStep::Key(k.clone()));
                paths(x, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone)]
enum PathStep {
    Index(usize),
    Key(String),
}

fn at_mut<'a>(v: &'a mut Value, path: &[PathStep]) -> Option<&'a mut Value> {
    let mut cur = v;
    for p in path {
        cur = match p {
            PathStep::Index(i) => cur.get_mut(*i)?,
            PathStep::Key(k) => cur.get_mut(k.as_str())?,
        };
    }
    Some(cur)
}

/// `action` with one place changed, chosen by `place` and `how`: a value replaced by an odd
/// one, or by the value at the same place in `other` (another legal action), or removed.
#[must_use]
pub fn mutate(action: &Value, other: &Value, place: u64, how: u64) -> Value {
    let mut all = Vec::new();
    paths(action, &mut Vec::new(), &mut all);
    let path = &all[usize::try_from(place).unwrap_or(0) % all.len()];
    let mut out = action.clone();
    let graft = {
        let mut o = other.clone();
        at_mut(&mut o, path).map(|x| x.take())
    };
    if let Some(slot) = at_mut(&mut out, path) {
        *slot = match (how % 4, graft) {
            (0, Some(g)) => g,
            (1, _) if !path.is_empty() => Value::Null,
            _ => odd_value(how / 4),
        };
    }
    out
}

/// The seat `seat` of `R`, wrapped to a real one.
fn seat_of<R: Ruleset>(k: u64) -> Seat {
    u8::try_from(k % R::SEATS.len().max(1) as u64).unwrap_or(0)
}

/// Offers `action` (as JSON) to `seat` in `state`: refused with the state unchanged, or applied
/// with the invariants kept.
///
/// # Errors
/// What broke, with the action.
pub fn offer<R: Ruleset>(state: &R::State, seat: Seat, action: &Value) -> Result<(), String> {
    let Ok(a) = serde_json::from_value::<R::Action>(action.clone()) else {
        return Ok(());
    };
    let mut s = state.clone();
    let mut dice = Dice::new(1, false);
    match R::apply(&mut s, seat, &a, &mut dice) {
        Err(e) => {
            let text = e.to_string();
            if s != *state {
                return Err(format!("refused ({text}) but the state changed: {action}"));
            }
            if text.trim().is_empty() || text.contains('\n') {
                return Err(format!(
                    "refusal is not one line of text: {text:?}: {action}"
                ));
            }
            if let Some(bad) = crate::testing::debug_text(&written(&text, action)) {
                return Err(format!("debug text {bad:?} in a refusal: {text}: {action}"));
            }
        }
        Ok(()) => {
            R::check_invariants(&s).map_err(|e| format!("invariant broken ({e}) by {action}"))?;
            let described = R::describe(state, &a);
            if described.contains('\n') {
                return Err(format!(
                    "description is not one line: {described:?}: {action}"
                ));
            }
            for viewer in 0..R::SEATS.len() {
                let viewer = u8::try_from(viewer).unwrap_or(0);
                let (Seen::Secret { text } | Seen::Open { text, .. }) =
                    R::seen_action(state, seat, &a, viewer);
                if text.contains('\n') {
                    return Err(format!(
                        "what a seat sees is not one line: {text:?}: {action}"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `text` without the strings of `action`: a refusal may quote what it was given.
fn written(text: &str, action: &Value) -> String {
    fn strings<'a>(v: &'a Value, out: &mut Vec<&'a str>) {
        match v {
            Value::String(s) => out.push(s),
            Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
            Value::Object(o) => o.values().for_each(|x| strings(x, out)),
            _ => {}
        }
    }
    let mut quoted = Vec::new();
    strings(action, &mut quoted);
    quoted.sort_by_key(|q| std::cmp::Reverse(q.len()));
    quoted
        .iter()
        .filter(|q| !q.is_empty())
        .fold(text.to_owned(), |t, q| t.replace(q, ""))
}

/// One typed-action case: position `pos`, a legal action there (`pick`: a kind, then one of
/// that kind) mutated at `place` by `how`, offered to the seat to act there (`seat` below 6)
/// or to the seat `seat` (wrapped to a real seat).
///
/// # Errors
/// What broke.
pub fn action_case<R: Ruleset>(
    positions: &Positions<R>,
    pos: u64,
    pick: u64,
    place: u64,
    how: u64,
    seat: u64,
) -> Result<(), String> {
    let n = positions.states.len().max(1) as u64;
    let Some((state, to_act, groups)) = positions.states.get((pos % n) as usize) else {
        return Ok(());
    };
    let g = groups.len().max(1) as u64;
    let Some(group) = groups.get((pick % g) as usize).filter(|x| !x.is_empty()) else {
        return Ok(());
    };
    let k = group.len() as u64;
    let a = &group[((pick / g) % k) as usize];
    let other = &group[((pick / g / k + 1) % k) as usize];
    let seat = if seat < 6 {
        *to_act
    } else {
        seat_of::<R>(seat)
    };
    offer::<R>(state, seat, &mutate(a, other, place, how))
}

/// One order-text case: `text` parsed for the seat `seat` in position `pos`, and the action
/// (if any) offered.
///
/// # Errors
/// What broke.
pub fn text_case<R: Ruleset>(
    positions: &Positions<R>,
    pos: u64,
    seat: u64,
    text: &str,
) -> Result<(), String> {
    let n = positions.states.len().max(1) as u64;
    let Some((state, to_act, _)) = positions.states.get((pos % n) as usize) else {
        return Ok(());
    };
    let seat = if seat < 6 {
        *to_act
    } else {
        seat_of::<R>(seat)
    };
    match R::parse_action(state, seat, text) {
        Err(e) if e.trim().is_empty() || e.contains('\n') => {
            Err(format!("parse error is not one line: {e:?} for {text:?}"))
        }
        Err(e) => match crate::testing::debug_text(&e.replace(text, "")) {
            Some(bad) => Err(format!(
                "debug text {bad:?} in the parse error {e:?} for {text:?}"
            )),
            None => Ok(()),
        },
        Ok(a) => {
            let json = serde_json::to_value(&a).map_err(|e| e.to_string())?;
            offer::<R>(state, seat, &json)
        }
    }
}

/// A finished log of a random game of `scenario`, signed by no one, to tamper with.
///
/// # Errors
/// The scenario is invalid.
pub fn sample_log<R: Ruleset>(scenario: &R::Scenario, seed: u64) -> Result<String, String> {
    let mut game = Game::<R>::start(
        scenario,
        Start {
            scenario_name: "fuzz".into(),
            source: ScenarioSource::File,
            secret: Secret::from_seed(seed),
            narrate: false,
            seats: Default::default(),
        },
    )
    .map_err(|e| e.to_string())?;
    let bots = (0..R::SEATS.len())
        .map(|_| Box::new(RandomBot) as Box<dyn crate::Bot<R>>)
        .collect();
    Table::new(bots, seed)
        .play_game(&mut game)
        .map_err(|e| e.to_string())?;
    Ok(game.log_text())
}

/// `log` without its end line: an unfinished game, whose replay takes the rolls from the log.
#[must_use]
pub fn unfinished(log: &str) -> String {
    let mut lines: Vec<&str> = log.lines().collect();
    lines.pop();
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// How a log is tampered with in a log case.
#[derive(Clone, Copy, Debug)]
pub enum Tamper {
    /// Flip bit `bit % 8` of byte `at`.
    FlipBit {
        /// Byte offset (wrapped).
        at: u64,
        /// Which bit.
        bit: u8,
    },
    /// Drop line `line`.
    DropLine(u64),
    /// Write line `line` twice.
    DoubleLine(u64),
    /// Swap lines `a` and `b`.
    SwapLines(u64, u64),
    /// Keep the first `at` bytes.
    Cut(u64),
    /// Change one JSON value of line `line` (as [`mutate`] does with `place` and `how`).
    EditJson {
        /// Line (wrapped).
        line: u64,
        /// Which value.
        place: u64,
        /// To what.
        how: u64,
    },
    /// Change the rolls of one line that has rolls (a step's, or the header's set-up rolls),
    /// as [`RollEdit`] says.
    Rolls {
        /// Which of the lines with rolls (wrapped).
        line: u64,
        /// What to do.
        edit: RollEdit,
        /// Which roll (wrapped).
        k: u64,
        /// The other roll of a swap, or the new face, die or purpose.
        how: u64,
    },
}

/// What [`Tamper::Rolls`] does to a line's rolls.
#[derive(Clone, Copy, Debug)]
pub enum RollEdit {
    /// Leave a roll out.
    Drop,
    /// Add a roll: a copy of one with another face.
    Add,
    /// Swap two rolls.
    Swap,
    /// Change one roll's face, die, purpose or audience.
    Alter,
    /// Leave every roll out (`"rolls": []`).
    Empty,
}

/// Applies `edit` to a list of rolls.
fn edit_rolls(rolls: &mut Vec<Value>, edit: RollEdit, k: u64, how: u64) {
    let n = rolls.len() as u64;
    let at = |x: u64| if n == 0 { 0 } else { (x % n) as usize };
    match edit {
        RollEdit::Empty => rolls.clear(),
        RollEdit::Drop if n > 0 => {
            rolls.remove(at(k));
        }
        RollEdit::Add => {
            let mut r = rolls.get(at(k)).cloned().unwrap_or_else(
                || serde_json::json!({"purpose": "a die", "sides": 6, "value": 1, "seen_by": 1}),
            );
            if let Some(v) = r.get_mut("value") {
                *v = Value::from(1 + how % 12);
            }
            rolls.insert(at(k), r);
        }
        RollEdit::Swap if n > 1 => rolls.swap(at(k), at(how)),
        RollEdit::Alter if n > 0 => {
            let r = &mut rolls[at(k)];
            let (field, value) = match how % 4 {
                0 => ("value", Value::from(how / 4 % 20)),
                1 => ("sides", Value::from(how / 4 % 20)),
                2 => ("purpose", Value::from("another purpose")),
                _ => ("seen_by", Value::from(how / 4 % 64)),
            };
            if let Some(v) = r.get_mut(field) {
                *v = value;
            }
        }
        _ => {}
    }
}

/// `log` tampered with as `t` says.
#[must_use]
pub fn tamper(log: &str, t: Tamper) -> String {
    let mut lines: Vec<String> = log.lines().map(str::to_owned).collect();
    let n = lines.len().max(1) as u64;
    let wrap = |k: u64| (k % n) as usize;
    match t {
        Tamper::FlipBit { at, bit } => {
            let mut bytes = log.as_bytes().to_vec();
            let len = bytes.len().max(1) as u64;
            if let Some(b) = bytes.get_mut((at % len) as usize) {
                *b ^= 1 << (bit % 8);
            }
            return String::from_utf8_lossy(&bytes).into_owned();
        }
        Tamper::DropLine(l) => {
            if !lines.is_empty() {
                lines.remove(wrap(l));
            }
        }
        Tamper::DoubleLine(l) => {
            if let Some(x) = lines.get(wrap(l)).cloned() {
                lines.insert(wrap(l), x);
            }
        }
        Tamper::SwapLines(a, b) => {
            if !lines.is_empty() {
                lines.swap(wrap(a), wrap(b));
            }
        }
        Tamper::Cut(at) => {
            let mut end = (at % (log.len() as u64 + 1)) as usize;
            while !log.is_char_boundary(end) {
                end -= 1;
            }
            return log[..end].to_owned();
        }
        Tamper::Rolls { line, edit, k, how } => {
            let parsed: Vec<Option<Value>> =
                lines.iter().map(|l| serde_json::from_str(l).ok()).collect();
            let with_rolls: Vec<usize> = (0..lines.len())
                .filter(|&i| {
                    parsed[i]
                        .as_ref()
                        .is_some_and(|v| v.get("rolls").is_some() || v.get("setup_rolls").is_some())
                })
                .collect();
            if let Some(&i) = with_rolls.get((line % with_rolls.len().max(1) as u64) as usize) {
                if let Some(mut v) = parsed[i].clone() {
                    let key = if v.get("rolls").is_some() {
                        "rolls"
                    } else {
                        "setup_rolls"
                    };
                    if let Some(Value::Array(rolls)) = v.get_mut(key) {
                        edit_rolls(rolls, edit, k, how);
                    }
                    lines[i] = serde_json::to_string(&v).unwrap_or_default();
                }
            }
        }
        Tamper::EditJson { line, place, how } => {
            let i = wrap(line);
            if let Some(Ok(v)) = lines.get(i).map(|l| serde_json::from_str::<Value>(l)) {
                let edited = mutate(&v, &Value::Null, place, how | 1);
                lines[i] = serde_json::to_string(&edited).unwrap_or_default();
            }
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// One log case: `log` (a finished log from [`sample_log`]) tampered with as `t` says must not
/// replay as more than what is left of the original.
///
/// # Errors
/// A tampered log that verified.
pub fn log_case<R: Ruleset>(log: &str, t: Tamper) -> Result<(), String> {
    let tampered = tamper(log, t);
    let Ok(r) = replay_with::<R>(&tampered, &ReplayOptions::default(), |_, _, _, _| {}) else {
        return Ok(());
    };
    let (orig, got): (Vec<&str>, Vec<&str>) = (log.lines().collect(), tampered.lines().collect());
    if r.finished && orig != got {
        return Err(format!("{t:?}: a changed log replayed as a finished game"));
    }
    let keep = got.len().saturating_sub(1);
    if got.len() > orig.len() || got[..keep] != orig[..keep] {
        return Err(format!(
            "{t:?}: a log whose earlier lines changed replayed as an unfinished game"
        ));
    }
    Ok(())
}

/// One scenario case: `base` (a scenario as JSON) with one value changed (as [`mutate`] does
/// with `place` and `how`) is either refused with a reason, or begins a game in which every
/// seat to act has a legal action and every listed action is accepted, for up to `steps`
/// random actions.
///
/// # Errors
/// What broke, with the changed scenario's path.
pub fn scenario_case<R: Ruleset>(
    base: &Value,
    place: u64,
    how: u64,
    steps: usize,
) -> Result<(), String> {
    let changed = mutate(base, base, place, how | 1);
    let Ok(sc) = serde_json::from_value::<R::Scenario>(changed) else {
        return Ok(());
    };
    let mut dice = Dice::new(how, false);
    let mut state = match R::new_game(&sc, &mut dice) {
        Err(e) if e.reason.trim().is_empty() => {
            return Err(format!("scenario refused without a reason (place {place})"))
        }
        Err(e) => {
            return match crate::testing::debug_text(&e.reason) {
                Some(bad) => Err(format!(
                    "debug text {bad:?} in a scenario refusal (place {place}): {}",
                    e.reason
                )),
                None => Ok(()),
            }
        }
        Ok(s) => s,
    };
    let mut rng = Rng::new(how, place);
    let mut legal = Vec::new();
    for _ in 0..steps {
        let Some(seat) = random_seat::<R>(&state, &mut rng, &mut legal)
            .map_err(|e| format!("place {place}: {e}"))?
        else {
            break;
        };
        let a = legal[rng.index(legal.len())].clone();
        R::apply(&mut state, seat, &a, &mut dice)
            .map_err(|e| format!("place {place}: a listed action was refused: {e}"))?;
    }
    Ok(())
}
