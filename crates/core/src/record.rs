//! A seat's record of a game: what that seat may know, step by step, and nothing else.
//!
//! The log is the umpire's record and holds everything. A seat's record holds its views, the
//! actions as the seat may know them ([`Ruleset::seen_action`]), the rolls and events it may
//! see, and, once the game is over, the outcome and the revealed dice secret. The server sends
//! seats these entries; `umpire replay --seat S --export FILE` writes them.

use serde::{Deserialize, Serialize};

use crate::dice::{Event, Roll};
use crate::game::Applied;
use crate::ruleset::{Outcome, Ruleset, Seen};
use crate::seat::Seat;

/// Format name of a seat's record.
pub const RECORD_FORMAT: &str = "umpire-record/1";

/// A roll as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenRoll {
    /// What the roll decided.
    pub purpose: String,
    /// The die.
    pub sides: u16,
    /// The face.
    pub value: u16,
}

/// The first line of a seat's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordHeader {
    /// Always [`RECORD_FORMAT`].
    pub record: String,
    /// Rule set id.
    pub ruleset: String,
    /// The scenario's name (not its content, which may hold what the seat may not know).
    pub scenario_name: String,
    /// The seat whose record this is.
    pub seat: String,
    /// The commitment to the dice secret, as every seat sees it.
    pub commitment: Option<String>,
}

/// One step as a seat may know it (step 0 is the set-up).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordEntry {
    /// The step (0: set-up).
    pub step: usize,
    /// The seat that acted (empty for the set-up).
    pub seat: String,
    /// The action in its JSON form, when the seat may know it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<serde_json::Value>,
    /// The action as the seat may know it, in words.
    pub text: String,
    /// The rolls the seat may see.
    pub rolls: Vec<SeenRoll>,
    /// What happened, as the seat may know it.
    pub events: Vec<String>,
    /// The seat's view after the step, when it changed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<serde_json::Value>,
}

/// The last line of a finished game's record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordEnd {
    /// How the game ended.
    pub outcome: Outcome,
    /// The dice secret, revealed.
    pub secret: Option<String>,
}

/// The rolls `viewer` may see.
#[must_use]
pub fn seen_rolls(rolls: &[Roll], viewer: Seat) -> Vec<SeenRoll> {
    rolls
        .iter()
        .filter(|r| r.seen_by.contains(viewer))
        .map(|r| SeenRoll {
            purpose: r.purpose.to_string(),
            sides: r.sides,
            value: r.value,
        })
        .collect()
}

/// The events `viewer` may read.
#[must_use]
pub fn seen_events(events: &[Event], viewer: Seat) -> Vec<String> {
    events
        .iter()
        .filter(|e| e.seen_by.contains(viewer))
        .map(|e| e.text.clone())
        .collect()
}

/// The entry of one step for `viewer`: `before` is the state the action was taken from. The
/// view is left out; see [`Recorder`].
#[must_use]
pub fn entry<R: Ruleset>(
    before: &R::State,
    step: usize,
    actor: Seat,
    action: &R::Action,
    applied: &Applied,
    viewer: Seat,
) -> RecordEntry {
    let (action, text) = match R::seen_action(before, actor, action, viewer) {
        Seen::Open { action, text } => (serde_json::to_value(&action).ok(), text),
        Seen::Secret { text } => (None, text),
    };
    RecordEntry {
        step,
        seat: R::seat_name(actor).to_owned(),
        action,
        text,
        rolls: seen_rolls(&applied.rolls, viewer),
        events: seen_events(&applied.events, viewer),
        view: None,
    }
}

/// Builds one seat's record as a game goes, adding the seat's view whenever it changes.
#[derive(Clone, Debug)]
pub struct Recorder {
    seat: Seat,
    last_view: Option<serde_json::Value>,
}

impl Recorder {
    /// A recorder for `seat`.
    #[must_use]
    pub fn new(seat: Seat) -> Self {
        Self {
            seat,
            last_view: None,
        }
    }

    /// The seat.
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The set-up entry (step 0): the set-up's visible rolls and events and the first view.
    pub fn setup<R: Ruleset>(
        &mut self,
        state: &R::State,
        rolls: &[Roll],
        events: &[Event],
    ) -> RecordEntry {
        let mut e = RecordEntry {
            step: 0,
            seat: String::new(),
            action: None,
            text: "set-up".into(),
            rolls: seen_rolls(rolls, self.seat),
            events: seen_events(events, self.seat),
            view: None,
        };
        e.view = self.changed::<R>(state);
        e
    }

    /// The entry of one step, `after` being the state it led to.
    pub fn step<R: Ruleset>(
        &mut self,
        before: &R::State,
        after: &R::State,
        step: usize,
        actor: Seat,
        action: &R::Action,
        applied: &Applied,
    ) -> RecordEntry {
        let mut e = entry::<R>(before, step, actor, action, applied, self.seat);
        e.view = self.changed::<R>(after);
        e
    }

    fn changed<R: Ruleset>(&mut self, state: &R::State) -> Option<serde_json::Value> {
        let v = serde_json::to_value(R::view(state, self.seat)).ok()?;
        if self.last_view.as_ref() == Some(&v) {
            return None;
        }
        self.last_view = Some(v.clone());
        Some(v)
    }
}
