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

impl RecordHeader {
    /// The header of `viewer`'s record of the game whose log header is `log`.
    #[must_use]
    pub fn for_viewer<R: Ruleset>(log: &crate::log::LogHeader, viewer: Viewer) -> Self {
        Self {
            record: RECORD_FORMAT.to_owned(),
            ruleset: R::ID.to_owned(),
            scenario_name: log.scenario_name.clone(),
            seat: match viewer {
                Viewer::Seat(s) => R::seat_name(s).to_owned(),
                Viewer::Public => "spectator".to_owned(),
            },
            commitment: log.dice.as_ref().map(|d| d.commitment.clone()),
        }
    }
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
    /// The result cards the seat may see (each combat, volley, shot, melee, firefight or
    /// assault it may know of).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards: Vec<crate::dice::Card>,
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

/// Who a record is for: one seat, or a spectator, who sees only what every seat sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// A seat.
    Seat(Seat),
    /// A spectator: what no seat keeps secret ([`Ruleset::public_view`], the rolls and events
    /// every seat sees, and an action only as far as every seat knows it).
    Public,
}

impl Viewer {
    /// Whether this viewer may see what `seen_by` may see, in a game of `seats` seats.
    #[must_use]
    pub fn sees(self, seen_by: crate::seat::SeatSet, seats: usize) -> bool {
        match self {
            Viewer::Seat(s) => seen_by.contains(s),
            Viewer::Public => seen_by.iter(seats).count() == seats,
        }
    }

    /// The view of `state` this viewer gets.
    #[must_use]
    pub fn view<R: Ruleset>(self, state: &R::State) -> R::View {
        match self {
            Viewer::Seat(s) => R::view(state, s),
            Viewer::Public => R::public_view(state),
        }
    }

    /// What this viewer may know of `action` by `actor`, from `state` before it. A spectator
    /// sees the action whole when every seat does; when some seat does not, the words every
    /// seat that does not gets, if they all get the same words (each knows them, and those who
    /// see the action whole know more); otherwise only that the seat acted.
    #[must_use]
    pub fn seen_action<R: Ruleset>(
        self,
        state: &R::State,
        actor: Seat,
        action: &R::Action,
    ) -> Seen<R::Action> {
        let seats = u8::try_from(R::SEATS.len()).unwrap_or(u8::MAX);
        match self {
            Viewer::Seat(s) => R::seen_action(state, actor, action, s),
            Viewer::Public => {
                let mut secret: Option<String> = None;
                for s in 0..seats {
                    if let Seen::Secret { text } = R::seen_action(state, actor, action, s) {
                        match &secret {
                            Some(t) if *t != text => {
                                return Seen::Secret {
                                    text: format!("{} acted", R::seat_name(actor)),
                                }
                            }
                            _ => secret = Some(text),
                        }
                    }
                }
                match secret {
                    Some(text) => Seen::Secret { text },
                    None => Seen::Open {
                        action: action.clone(),
                        text: R::describe(state, action),
                    },
                }
            }
        }
    }
}

/// The rolls `viewer` may see.
#[must_use]
pub fn seen_rolls(rolls: &[Roll], viewer: Seat) -> Vec<SeenRoll> {
    rolls_for(rolls, Viewer::Seat(viewer), 0)
}

/// The events `viewer` may read.
#[must_use]
pub fn seen_events(events: &[Event], viewer: Seat) -> Vec<String> {
    events_for(events, Viewer::Seat(viewer), 0)
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
    viewer: Viewer,
) -> RecordEntry {
    let (action, text) = match viewer.seen_action::<R>(before, actor, action) {
        Seen::Open { action, text } => (serde_json::to_value(&action).ok(), text),
        Seen::Secret { text } => (None, text),
    };
    let n = R::SEATS.len();
    RecordEntry {
        step,
        seat: R::seat_name(actor).to_owned(),
        action,
        text,
        rolls: rolls_for(&applied.rolls, viewer, n),
        events: events_for(&applied.events, viewer, n),
        cards: cards_for(&applied.events, viewer, n),
        view: None,
    }
}

fn rolls_for(rolls: &[Roll], viewer: Viewer, seats: usize) -> Vec<SeenRoll> {
    rolls
        .iter()
        .filter(|r| viewer.sees(r.seen_by, seats))
        .map(|r| SeenRoll {
            purpose: r.purpose.to_string(),
            sides: r.sides,
            value: r.value,
        })
        .collect()
}

/// The events `viewer` may read, in words; result cards go apart ([`cards_for`]).
fn events_for(events: &[Event], viewer: Viewer, seats: usize) -> Vec<String> {
    events
        .iter()
        .filter(|e| e.card.is_none() && viewer.sees(e.seen_by, seats))
        .map(|e| e.text.clone())
        .collect()
}

/// The result cards seat `viewer` may see among `events`.
#[must_use]
pub fn seen_cards(events: &[Event], viewer: Seat) -> Vec<crate::dice::Card> {
    cards_for(events, Viewer::Seat(viewer), 0)
}

/// The result cards `viewer` may see.
fn cards_for(events: &[Event], viewer: Viewer, seats: usize) -> Vec<crate::dice::Card> {
    events
        .iter()
        .filter(|e| viewer.sees(e.seen_by, seats))
        .filter_map(|e| e.card.as_deref().cloned())
        .collect()
}

/// Builds one seat's record as a game goes, adding the seat's view whenever it changes.
///
/// It keeps only a 64-bit digest of the view it last recorded, not the view: a server holds a
/// recorder for every seat of every live game, and a view as a JSON value runs to a hundred
/// kilobytes or more.
#[derive(Clone, Debug)]
pub struct Recorder {
    viewer: Viewer,
    last_view: Option<u64>,
}

/// A digest of a view's JSON text (change detection only: two views that differ share one
/// with a chance of one in 2^64).
fn digest(json: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    json.hash(&mut h);
    h.finish()
}

impl Recorder {
    /// A recorder for `seat`.
    #[must_use]
    pub fn new(seat: Seat) -> Self {
        Self::for_viewer(Viewer::Seat(seat))
    }

    /// A recorder for `viewer` (a seat or a spectator).
    #[must_use]
    pub fn for_viewer(viewer: Viewer) -> Self {
        Self {
            viewer,
            last_view: None,
        }
    }

    /// Who the record is for.
    #[must_use]
    pub fn viewer(&self) -> Viewer {
        self.viewer
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
            rolls: rolls_for(rolls, self.viewer, R::SEATS.len()),
            events: events_for(events, self.viewer, R::SEATS.len()),
            cards: cards_for(events, self.viewer, R::SEATS.len()),
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
        let mut e = entry::<R>(before, step, actor, action, applied, self.viewer);
        e.view = self.changed::<R>(after);
        e
    }

    /// Takes the view of `state` as the one last recorded. A recorder that skipped the steps
    /// before `state` (nobody was listening) is then where one that recorded them all would
    /// be: after any step, the view last recorded is the view after that step.
    pub fn sync<R: Ruleset>(&mut self, state: &R::State) {
        self.last_view = serde_json::to_vec(&self.viewer.view::<R>(state))
            .ok()
            .map(|b| digest(&b));
    }

    fn changed<R: Ruleset>(&mut self, state: &R::State) -> Option<serde_json::Value> {
        let bytes = serde_json::to_vec(&self.viewer.view::<R>(state)).ok()?;
        let d = digest(&bytes);
        if self.last_view == Some(d) {
            return None;
        }
        self.last_view = Some(d);
        serde_json::from_slice(&bytes).ok()
    }
}
