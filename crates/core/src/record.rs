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

mod diff;
mod wire;

pub use diff::Follower;

/// Format name of a seat's record. Version 2 gives the view whole only in a record's first
/// entry (or the first of a part read from a later step on) and after that what changed, as
/// RFC 6902 patches; version 1 gave the whole view at every step that changed it.
pub const RECORD_FORMAT: &str = "umpire-record/2";

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
///
/// As JSON it is written compactly (see the `wire` module): rolls of one purpose and die in a
/// row as one run of faces, a result card's dice as the run of the entry's rolls they are, and
/// empty lists left out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "wire::Entry", try_from = "wire::Entry")]
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
    /// The seat's whole view after the step: in the first entry of a record (or of the part of
    /// one read from a later step on), and where the view changed so much that the patch would
    /// be longer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<serde_json::Value>,
    /// What changed in the seat's view, when it changed: RFC 6902 operations that turn the view
    /// after the entry before into the view after this one (see [`Follower`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub patch: Option<json_patch::Patch>,
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
        patch: None,
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

/// Builds one seat's record as a game goes: the first entry holds the seat's whole view, each
/// later one what changed in it.
///
/// It keeps the view it last recorded (to tell what changed) in its typed form, a fraction of
/// its size as JSON; a server keeps these only for games someone listens to
/// ([`Recorder::forget`]).
pub struct Recorder<R: Ruleset> {
    viewer: Viewer,
    last: Option<R::View>,
}

impl<R: Ruleset> std::fmt::Debug for Recorder<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Recorder")
            .field("viewer", &self.viewer)
            .field("has_view", &self.last.is_some())
            .finish()
    }
}

impl<R: Ruleset> Recorder<R> {
    /// A recorder for `seat`.
    #[must_use]
    pub fn new(seat: Seat) -> Self {
        Self::for_viewer(Viewer::Seat(seat))
    }

    /// A recorder for `viewer` (a seat or a spectator).
    #[must_use]
    pub fn for_viewer(viewer: Viewer) -> Self {
        Self { viewer, last: None }
    }

    /// Who the record is for.
    #[must_use]
    pub fn viewer(&self) -> Viewer {
        self.viewer
    }

    /// The set-up entry (step 0): the set-up's visible rolls and events and the first view,
    /// whole.
    pub fn setup(&mut self, state: &R::State, rolls: &[Roll], events: &[Event]) -> RecordEntry {
        let seats = R::SEATS.len();
        let view = self.viewer.view::<R>(state);
        let whole = serde_json::to_value(&view).ok();
        self.last = Some(view);
        RecordEntry {
            step: 0,
            seat: String::new(),
            action: None,
            text: "set-up".into(),
            rolls: rolls_for(rolls, self.viewer, seats),
            events: events_for(events, self.viewer, seats),
            cards: cards_for(events, self.viewer, seats),
            view: whole,
            patch: None,
        }
    }

    /// The entry of one step, `after` being the state it led to.
    pub fn step(
        &mut self,
        before: &R::State,
        after: &R::State,
        step: usize,
        actor: Seat,
        action: &R::Action,
        applied: &Applied,
    ) -> RecordEntry {
        let mut e = entry::<R>(before, step, actor, action, applied, self.viewer);
        (e.view, e.patch) = self.changed(after);
        e
    }

    /// Takes the view of `state` as the one last recorded. A recorder that skipped the steps
    /// before `state` (nobody was listening) is then where one that recorded them all would
    /// be: after any step, the view last recorded is the view after that step.
    pub fn sync(&mut self, state: &R::State) {
        self.last = Some(self.viewer.view::<R>(state));
    }

    /// Lets go of the view last recorded (nobody listens); [`Recorder::sync`] takes it up again.
    pub fn forget(&mut self) {
        self.last = None;
    }

    /// The view last recorded, whole: for the first entry of a part of a record read from a
    /// later step on, whose reader has no view to apply a patch to.
    #[must_use]
    pub fn whole(&self) -> Option<serde_json::Value> {
        serde_json::to_value(self.last.as_ref()?).ok()
    }

    /// What changed since the view last recorded: nothing, the whole view (the first, or one
    /// whose patch would be longer) or a patch.
    fn changed(
        &mut self,
        state: &R::State,
    ) -> (Option<serde_json::Value>, Option<json_patch::Patch>) {
        let view = self.viewer.view::<R>(state);
        let old = self.last.replace(view);
        let view = self.last.as_ref().map(serde_json::to_value);
        let Some(Ok(view)) = view else {
            return (None, None);
        };
        let Some(old) = old else {
            return (Some(view), None);
        };
        if self.last.as_ref() == Some(&old) {
            return (None, None);
        }
        let Ok(old) = serde_json::to_value(&old) else {
            return (Some(view), None);
        };
        let patch = diff::diff(&old, &view);
        if patch.0.is_empty() {
            (None, None)
        } else if diff::json_len(&patch) < diff::json_len(&view) {
            (None, Some(patch))
        } else {
            (Some(view), None)
        }
    }
}
