//! The requests a game's task takes (see [`super::Task`]).

use serde_json::Value;
use tokio::sync::oneshot;

use super::Subscription;
use crate::error::ApiError;

/// A request to a game's task. `token` is the SHA-256 (hex) of the link's token.
pub enum Cmd {
    /// Another process changed the game (PostgreSQL's notification): catch up and tell the
    /// sockets.
    Refresh,
    /// Leave memory to make room for another game (the game is in the store): at once when
    /// `force`, otherwise only if no socket is open. The answer says whether it left.
    Evict {
        /// Leave even with sockets open (they close; their clients reconnect and reload it).
        force: bool,
        /// Whether the game left.
        reply: oneshot::Sender<bool>,
    },
    /// Look at the clocks due now (the server's sweep).
    Clock,
    /// A seat whose decisions a stand-in bot made comes back.
    Back {
        /// The seat's link.
        token: String,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// Sets (or, with `urls` none, reads) the addresses the link's notices go to.
    Hooks {
        /// A seat's link (its seat's addresses) or the host's (the game's).
        token: String,
        /// The addresses, checked.
        urls: Option<Vec<String>>,
        /// The answer: `{"seat", "urls"}`.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// A person offers a rematch, or accepts the one offered (`task/rematch.rs`).
    Rematch {
        /// A seat's link.
        token: String,
        /// Sides swapped.
        swap: bool,
        /// The answer: the person's link to the next game, and whether it is made.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// A person declines the rematch offered.
    DeclineRematch {
        /// A seat's link.
        token: String,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// The host takes a host link of the rematch made.
    RematchHost {
        /// The host's link.
        token: String,
        /// The answer: the new game's host link.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// What the link's holder sees now.
    Snapshot {
        /// The link.
        token: String,
        /// Whether to give the view (a page following the record's changes has it).
        view: bool,
        /// The answer.
        reply: oneshot::Sender<Result<super::Snapshot, ApiError>>,
    },
    /// Where the game stands, without the view or the legal actions: the step, who is to act,
    /// when each seat last acted (a page polls it to show who is here).
    Status {
        /// The link.
        token: String,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// A seat acts.
    Act {
        /// The link.
        token: String,
        /// The step the client saw.
        expect_step: usize,
        /// The action: typed JSON or text.
        action: Value,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// Whether a seat may take an action now, and if not why, without taking it (the "why
    /// not" of a piece that cannot act).
    Check {
        /// The link.
        token: String,
        /// The action: typed JSON or text.
        action: Value,
        /// The answer: `{"legal": true}` or `{"legal": false, "rule", "reason"}`.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// A seat takes back its last action.
    Undo {
        /// The link.
        token: String,
        /// The step the client saw.
        expect_step: usize,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// A seat asks the others to let it take back its last action.
    AskTakeback {
        /// The link.
        token: String,
        /// The step the client saw.
        expect_step: usize,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// Another seat agrees to the takeback asked, or declines it.
    AnswerTakeback {
        /// The link.
        token: String,
        /// Agreed.
        accept: bool,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// A seat adds entropy to the dice.
    Entropy {
        /// The link.
        token: String,
        /// The bytes.
        bytes: Vec<u8>,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// The record of a seat, or the signed log once the game is over.
    Log {
        /// The link.
        token: String,
        /// Whose record (a seat's name or `spectator`); none for the link's own, or the
        /// whole log once over.
        seat: Option<String>,
        /// The answer: the text.
        reply: oneshot::Sender<Result<String, ApiError>>,
    },
    /// The battles a campaign's engine fought (Race-for-X only).
    Battles {
        /// The link.
        token: String,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// One battle of a campaign: its entry, seats, steps and outcome.
    Battle {
        /// The link.
        token: String,
        /// The battle's number (1 is the first).
        number: usize,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// One battle's record as a seat saw it, or its whole log.
    BattleLog {
        /// The link.
        token: String,
        /// The battle's number (1 is the first).
        number: usize,
        /// Whose record (a seat's name or `spectator`); none for the whole log.
        seat: Option<String>,
        /// The answer: the text.
        reply: oneshot::Sender<Result<String, ApiError>>,
    },
    /// Chat messages the link may read, after number `since`: a page of at most `limit`.
    ChatRead {
        /// The link.
        token: String,
        /// Messages after this number.
        since: i64,
        /// The most messages in the page.
        limit: usize,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// A seat writes in a channel.
    ChatWrite {
        /// The link.
        token: String,
        /// The channel.
        channel: String,
        /// The text.
        body: String,
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// The host hands a seat to a bot or a person, or gives it a new link.
    Seat {
        /// The link (the host's).
        token: String,
        /// The seat's name.
        seat: String,
        /// `human` or `bot:KIND`.
        holder: Option<String>,
        /// Whether to issue a new link (the old one stops working).
        reissue: bool,
        /// The new token's hash and the token, made by the caller.
        new_token: (String, String),
        /// The answer.
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    /// A campaign's battle goes to bots: the battle's game and the link its seats are handed
    /// over by (the battle host's), if the link may ask for it now.
    BattleToBots {
        /// The link (the campaign's).
        token: String,
        /// The answer: the battle's game and its host's token.
        reply: oneshot::Sender<Result<(String, String), ApiError>>,
    },
    /// Read the game's links and seats again, which a campaign's change of its seats changed
    /// in the same transaction (a served battle's links follow the campaign's), and let any
    /// bot now holding a seat act.
    Reload,
    /// Another game asks this one to look again: a served campaign's battle ended, or a
    /// battle's game was started (its bots may have the first move).
    Wake,
    /// A socket subscribes: the role, the entries it missed after `since`, and the stream.
    Subscribe {
        /// The link.
        token: String,
        /// The last step the client has.
        since: Option<usize>,
        /// The answer.
        reply: oneshot::Sender<Result<Subscription, ApiError>>,
    },
}
