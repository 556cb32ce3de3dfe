//! The types a game's task shares with the server and the sockets: a snapshot, a link's role,
//! the updates the sockets are sent, a link revoked, a socket's subscription.

use std::sync::Arc;

use serde_json::Value;
use tokio::sync::broadcast;
use umpire_core::record::{RecordEntry, Viewer};
use umpire_core::Seat;

use crate::store::ChatRow;

/// What a link's holder sees now (the answer to `GET /api/games/{id}`): the game's fields, then
/// the view if asked for and the legal actions, which are already written as JSON, so that the
/// answer is written out in one pass.
#[derive(serde::Serialize)]
pub struct Snapshot {
    /// The game's fields (step, seats, outcome, the holder's role and seat…).
    #[serde(flatten)]
    pub fields: serde_json::Map<String, Value>,
    /// The seat's view, when asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub view: Option<Box<serde_json::value::RawValue>>,
    /// The seat's legal actions.
    pub legal: Vec<crate::live::LegalAction>,
}

/// What one game's task asks of another's (through the server, which loads it if need be).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Poke {
    /// Look again ([`Cmd::Wake`](super::Cmd::Wake)).
    Wake,
    /// Read the game's links and seats again: another game's transaction changed them
    /// ([`Cmd::Reload`](super::Cmd::Reload)).
    Reload,
}

/// What a link stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A seat, by number.
    Seat(Seat),
    /// The host: manages seats, sees no seat's view.
    Host,
    /// A spectator.
    Spectator,
}

impl Role {
    /// As stored.
    #[must_use]
    pub fn label(self, seats: &[&str]) -> String {
        match self {
            Role::Seat(s) => format!("seat:{}", seats.get(usize::from(s)).unwrap_or(&"?")),
            Role::Host => "host".into(),
            Role::Spectator => "spectator".into(),
        }
    }

    /// Whose record and view the link gets: a seat's own, or the spectators' for the host and
    /// spectators.
    #[must_use]
    pub fn viewer(self) -> Viewer {
        match self {
            Role::Seat(s) => Viewer::Seat(s),
            Role::Host | Role::Spectator => Viewer::Public,
        }
    }

    /// Where the link's entries are in [`Update::Steps`], in a game of `seats` seats.
    #[must_use]
    pub fn slot(self, seats: usize) -> usize {
        match self {
            Role::Seat(s) => usize::from(s),
            Role::Host | Role::Spectator => seats,
        }
    }

    /// Reads a stored label.
    #[must_use]
    pub fn parse(label: &str, seats: &[&str]) -> Option<Self> {
        match label {
            "host" => Some(Role::Host),
            "spectator" => Some(Role::Spectator),
            other => {
                let name = other.strip_prefix("seat:")?;
                let i = seats.iter().position(|s| *s == name)?;
                Some(Role::Seat(Seat::try_from(i).ok()?))
            }
        }
    }
}

/// The channel to a game's sockets, made when the first one subscribes: a game nobody
/// watches, as most in memory are, keeps no buffer for updates.
#[derive(Clone, Default)]
pub struct Updates(Option<broadcast::Sender<Arc<Update>>>);

impl Updates {
    /// Updates a socket falls behind by before it is told it lagged.
    const CAPACITY: usize = 256;

    /// Sends an update to the sockets listening now (none: nothing to do).
    pub fn send(&self, update: Arc<Update>) {
        if let Some(tx) = &self.0 {
            let _ = tx.send(update);
        }
    }

    /// How many sockets listen.
    #[must_use]
    pub fn receiver_count(&self) -> usize {
        self.0.as_ref().map_or(0, broadcast::Sender::receiver_count)
    }

    /// A new socket's stream of updates.
    pub fn subscribe(&mut self) -> broadcast::Receiver<Arc<Update>> {
        self.0
            .get_or_insert_with(|| broadcast::channel(Self::CAPACITY).0)
            .subscribe()
    }
}

/// What the task sends the sockets after a change.
#[derive(Clone, Debug)]
pub enum Update {
    /// Steps were played: each seat's new record entries, by seat number.
    Steps {
        /// Steps played now.
        step: usize,
        /// New entries of each seat (by seat number), then the spectators'.
        entries: Vec<Vec<RecordEntry>>,
        /// Names of the seats to act.
        to_act: Vec<String>,
        /// Whether the game is over now.
        over: bool,
    },
    /// A seat took back its last action: the steps after `step` are gone.
    Undone {
        /// Steps played now.
        step: usize,
        /// Names of the seats to act.
        to_act: Vec<String>,
    },
    /// A chat message.
    Chat(ChatRow),
    /// Links that no longer work: their sockets are told why and closed.
    Revoked(Vec<Revocation>),
    /// A seat asks to take back its last action (`answer` none), or the answer came.
    Takeback {
        /// The seat that asks.
        from: String,
        /// The step it was asked at.
        step: usize,
        /// Agreed (the steps after are gone: an `Undone` update went first) or declined.
        answer: Option<bool>,
    },
    /// A rematch was offered, accepted, declined or made: pages read the game again.
    Rematch,
    /// A seat changed hands (a turn deadline ran out, or its person came back).
    Handover {
        /// The seat.
        seat: String,
        /// Its holder now.
        holder: String,
        /// Why, in words.
        why: String,
    },
}

/// A link that stops working, and why, in words for the page that opened it.
#[derive(Debug, Clone)]
pub struct Revocation {
    /// The hash of the link's token.
    pub token: String,
    /// What happened, for the person holding the link.
    pub reason: String,
    /// Whether a bot plays the link's seat now (rather than a new link's holder).
    pub to_bot: bool,
}

impl Revocation {
    /// The host gave the seat a new link.
    pub fn reissued(token: String) -> Self {
        Self {
            token,
            reason: "The host gave this seat a new link, so this one no longer opens the game. \
                     Ask the host for the new link."
                .into(),
            to_bot: false,
        }
    }

    /// The host handed `seat` to `bot` (its label); `battle` when the game is a campaign's
    /// battle, whose result the campaign's page shows.
    pub fn to_bot(token: String, seat: &str, bot: &str, battle: bool) -> Self {
        let kind = bot.strip_prefix("bot:").unwrap_or(bot);
        let reason = if battle {
            format!(
                "This battle was handed to bots: a {kind} bot fights it for the {seat} seat now, \
                 and its result will be on the campaign's page."
            )
        } else {
            format!(
                "The host handed the {seat} seat to a {kind} bot, which plays it from now on; \
                 this link no longer opens the game. Ask the host to hand it back to you."
            )
        };
        Self {
            token,
            reason,
            to_bot: true,
        }
    }
}

/// What a socket gets when it subscribes.
pub struct Subscription {
    /// The hash of the link's token (its socket closes when the link is revoked).
    pub token: String,
    /// The link's role.
    pub role: Role,
    /// The role in words (`seat:corps`, `host`, `spectator`): who is here.
    pub label: String,
    /// Where its entries are in [`Update::Steps`].
    pub slot: usize,
    /// The channels the link reads.
    pub channels: Vec<String>,
    /// The first frames: what the client missed, then where the game stands.
    pub backlog: Vec<Value>,
    /// Updates from now on.
    pub updates: broadcast::Receiver<Arc<Update>>,
}
