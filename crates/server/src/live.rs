//! A game in play on the server, whatever its rule set: the kernel's [`Game`] with one bot per
//! bot seat and one record per seat, behind an object-safe trait so that the game tasks and
//! the HTTP layer need not know the rule set.

use ed25519_dalek::SigningKey;
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::Value;
use umpire_core::game::{replay_with, ReplayOptions};
use umpire_core::log::{LogEntropy, LogHandover, LogStep};
use umpire_core::record::{RecordEnd, RecordEntry, RecordHeader, Recorder, Viewer};
use umpire_core::{Bot, Game, Illegal, Outcome, Rng, Seat, Secret};
use umpire_registry::{Spec, Visitor};

mod new;
pub use new::{new_game, new_game_like, BadRequest};

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Holder {
    /// A person, through the seat's link.
    Human,
    /// A bot of this kind.
    Bot(String),
    /// A bot of this kind that decides for the seat while its person is away (a turn deadline
    /// ran out), until the person comes back through the seat's link, which still works.
    StandIn(String),
}

impl Holder {
    /// Reads `human` or `bot:KIND`.
    ///
    /// # Errors
    /// Neither form, naming the kinds there are.
    pub fn parse(text: &str, kinds: &[&str]) -> Result<Self, String> {
        if text == "human" {
            return Ok(Holder::Human);
        }
        match text.strip_prefix("bot:") {
            Some(k) if kinds.contains(&k) => Ok(Holder::Bot(k.to_owned())),
            _ => Err(format!(
                "{text:?} is neither \"human\" nor a bot (\"bot:KIND\", KIND one of {})",
                kinds.join(", ")
            )),
        }
    }

    /// Reads a holder as stored: what [`Holder::parse`] reads, or `stand-in:KIND`.
    ///
    /// # Errors
    /// None of these forms.
    pub fn parse_stored(text: &str, kinds: &[&str]) -> Result<Self, String> {
        match text.strip_prefix("stand-in:") {
            Some(k) if kinds.contains(&k) => Ok(Holder::StandIn(k.to_owned())),
            _ => Self::parse(text, kinds),
        }
    }

    /// Whether a person holds the seat through its link (a stand-in only while they are away).
    #[must_use]
    pub fn person(&self) -> bool {
        matches!(self, Holder::Human | Holder::StandIn(_))
    }

    /// The kind of bot that decides for the seat now, if one does.
    #[must_use]
    pub fn bot(&self) -> Option<&str> {
        match self {
            Holder::Human => None,
            Holder::Bot(k) | Holder::StandIn(k) => Some(k),
        }
    }

    /// As written in a request and in the log header.
    #[must_use]
    pub fn label(&self) -> String {
        match self {
            Holder::Human => "human".into(),
            Holder::Bot(k) => format!("bot:{k}"),
            Holder::StandIn(k) => format!("stand-in:{k}"),
        }
    }
}

/// A legal action as a client gets it: its JSON form and its description.
#[derive(Clone, Debug, Serialize)]
pub struct LegalAction {
    /// The typed action, to send back as is, already written as JSON (a snapshot lists up to
    /// hundreds of actions: each is written out once, not built as a tree and copied).
    pub action: Box<RawValue>,
    /// What it does, in words.
    pub text: String,
    /// Whether it ends the seat's part of the step or its orders ([`umpire_core::Ruleset::ends_turn`]).
    pub ends: bool,
}

/// `v` written as JSON; `null` if it cannot be (no type of ours fails to serialise).
fn raw<T: Serialize>(v: &T) -> Box<RawValue> {
    serde_json::value::to_raw_value(v).unwrap_or_default()
}

/// What a seat sees now.
#[derive(Clone, Debug, Serialize)]
pub struct SeatView {
    /// The seat's view of the state, written as JSON (none when not asked for).
    pub view: Option<Box<RawValue>>,
    /// The same, rendered as text (as the terminal shows it).
    pub text: Option<String>,
    /// The seat's legal actions (empty when it may not act).
    pub legal: Vec<LegalAction>,
}

/// Why an action was not applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The input is not an action of this rule set.
    Syntax(String),
    /// The rules forbid it.
    Illegal(Illegal),
}

/// A game being played, whatever its rule set.
pub trait LiveGame: Send {
    /// The rule set's id.
    fn ruleset(&self) -> &'static str;
    /// The seat names.
    fn seats(&self) -> &'static [&'static str];
    /// The bot kinds of the rule set.
    fn bot_kinds(&self) -> &'static [&'static str];
    /// The channels: name and the seats admitted.
    fn channels(&self) -> &'static [umpire_registry::Channel];
    /// Steps played.
    fn step(&self) -> usize;
    /// The seats that may act now (none while the game waits for the server:
    /// [`umpire_registry::Spec::waits_for_server`]).
    fn to_act(&self) -> Vec<Seat>;
    /// The outcome, once over.
    fn outcome(&self) -> Option<Outcome>;
    /// How many lines the log has so far (no end line).
    fn line_count(&self) -> usize;
    /// The lines from number `first` on (0 is the header), as far as they are still held in
    /// memory (see [`LiveGame::release`]).
    fn lines_since(&self, first: usize) -> &[String];
    /// Lets go of the lines before number `upto` (they are in the store), so that a long game
    /// costs no more memory than a short one.
    fn release(&mut self, upto: usize);
    /// The dice commitment.
    fn commitment(&self) -> String;
    /// The dice secret (hex) once the game is over, so that anyone can check it against the
    /// commitment; `None` before.
    fn revealed_secret(&self) -> Option<String>;
    /// What `viewer` sees (when `with_view`: a page that follows the record's changes has the
    /// view already) and, if a seat, may do.
    fn seat_view(&self, viewer: Viewer, with_view: bool) -> SeatView;
    /// Reads `input` (typed JSON, or a string as a person would type it) and applies it.
    ///
    /// # Errors
    /// Not an action, or forbidden; the game is then unchanged.
    fn act(&mut self, seat: Seat, input: &Value) -> Result<(), Refusal>;
    /// Whether `seat` may take `input` now, without taking it.
    ///
    /// # Errors
    /// The refusal [`LiveGame::act`] would give: the seat is not to act, or the rules forbid it.
    fn check(&self, seat: Seat, input: &Value) -> Result<(), Refusal>;
    /// Lets the bots act until a human seat must act or the game is over; returns how many
    /// actions they took.
    ///
    /// # Errors
    /// A bot's action refused (a bug in a bot or the rules).
    fn run_bots(&mut self, holders: &[Holder]) -> Result<usize, Illegal>;
    /// Applies lines another process wrote after this game's last (steps and entropy),
    /// checking that this game writes each the same.
    ///
    /// # Errors
    /// A line that is neither, an action refused, or a line written differently; the game is
    /// then partly moved on and must be rebuilt from the store.
    fn follow(&mut self, lines: &[String]) -> Result<(), String>;
    /// Takes back `seat`'s last action, the last line of `log` (the whole log as stored), if it
    /// is a step of that seat that rolled no die, left it still to act (unless `asked`: a
    /// takeback another seat agreed to) and told it nothing it did not know: the game goes back
    /// to the log without that line, keeping its bots as they are. Returns the number of lines
    /// the log keeps (the store must be cut to match).
    ///
    /// # Errors
    /// Why not, in words for the person who asked; the game is then unchanged.
    fn take_back(&mut self, log: &str, seat: Seat, asked: bool) -> Result<usize, String>;
    /// Mixes entropy from `who` (a seat's name, or `host`) into the dice.
    fn add_entropy(&mut self, who: &str, bytes: &[u8]);
    /// Records in the log that `seat` changed hands (see [`umpire_core::log::Handover`]).
    fn add_handover(&mut self, seat: &str, to: &str, why: &str);
    /// The records of `viewers`: entries from `since` on (step 0 is the set-up), rebuilt in
    /// one replay of `log`, the whole log as stored (records are not kept in memory: a long
    /// game's views would not fit a thousand times).
    fn records(&self, log: &str, viewers: &[Viewer], since: usize) -> Vec<Vec<RecordEntry>>;
    /// The record of one viewer (see [`LiveGame::records`]).
    fn record(&self, log: &str, viewer: Viewer, since: usize) -> Vec<RecordEntry> {
        self.records(log, &[viewer], since)
            .pop()
            .unwrap_or_default()
    }
    /// The entries of every seat (by seat number, then the spectators') for the steps played
    /// since the last call (none while nobody listens).
    fn take_new(&mut self) -> Vec<Vec<RecordEntry>>;
    /// Whether anyone listens for new entries. While nobody does, steps make no entries (each
    /// would cost every viewer's view); when someone starts to, the recorders take up from the
    /// current state, so that the entries then made are those a replay of the log makes.
    fn set_listening(&mut self, on: bool);
    /// The record of `viewer` as JSON Lines (header, entries, end once over), from `log`.
    fn record_text(&self, log: &str, viewer: Viewer) -> String;
    /// The signed end line, once the game is over.
    fn end_line(&self, key: &SigningKey) -> Option<String>;
    /// The game as its own type, for what only one rule set has (a campaign's served
    /// battles: `task/served.rs`).
    fn as_any(&self) -> &dyn std::any::Any;
}

/// Why an undo finds nothing to take back.
const NOT_LAST: &str =
    "nothing to take back: the last thing that happened in the game is not an action of yours";

/// One rule set's live game.
pub struct Live<R: Spec> {
    game: Game<R>,
    bots: Vec<Option<SeatBot<R>>>,
    /// Each seat's recorder, then the spectators', each knowing the view it last recorded.
    recorders: Vec<Recorder<R>>,
    /// Entries of steps not yet taken by [`LiveGame::take_new`], as `recorders`.
    fresh: Vec<Vec<RecordEntry>>,
    /// Whether the recorders follow the steps (see [`LiveGame::set_listening`]).
    listening: bool,
}

/// A bot at a seat: its kind, the bot and its random stream.
type SeatBot<R> = (String, Box<dyn Bot<R>>, Rng);

/// One recorder per seat and one for the spectators, each knowing its view of `state` when
/// someone listens (the set-up entries are rebuilt from the log when asked for).
fn recorders<R: Spec>(state: &R::State, listening: bool) -> Vec<Recorder<R>> {
    (0..R::SEATS.len())
        .map(|i| Viewer::Seat(Seat::try_from(i).unwrap_or(0)))
        .chain([Viewer::Public])
        .map(|v| {
            let mut r = Recorder::for_viewer(v);
            if listening {
                r.sync(state);
            }
            r
        })
        .collect()
}

impl<R: Spec> Live<R> {
    /// The state of the game.
    #[must_use]
    pub fn state(&self) -> &R::State {
        self.game.state()
    }

    fn with_game(mut game: Game<R>) -> Self {
        game.forget_scenario();
        Self {
            recorders: recorders::<R>(game.state(), true),
            fresh: vec![Vec::new(); R::SEATS.len() + 1],
            listening: true,
            bots: (0..R::SEATS.len()).map(|_| None).collect(),
            game,
        }
    }

    fn apply(&mut self, seat: Seat, action: R::Action) -> Result<(), Illegal> {
        if !self.listening {
            self.game.act(seat, action)?;
            return Ok(());
        }
        let before = self.game.state().clone();
        let applied = self.game.act(seat, action.clone())?;
        let n = self.game.step_count();
        let after = self.game.state();
        for (r, fresh) in self.recorders.iter_mut().zip(&mut self.fresh) {
            fresh.push(r.step(&before, after, n, seat, &action, &applied));
        }
        Ok(())
    }

    /// The game `log` holds, replayed with this game's secret.
    fn replayed(&self, log: &str) -> Result<Game<R>, String> {
        let opts = ReplayOptions {
            to: None,
            secret: self.game.secret().cloned(),
            verify: None,
        };
        replay_with::<R>(log, &opts, |_, _, _, _| {})
            .map(|r| r.game)
            .map_err(|e| format!("the game before the last action does not replay: {e}"))
    }

    fn bot_for(&mut self, seat: Seat, kind: &str) -> Option<&mut SeatBot<R>> {
        let slot = self.bots.get_mut(usize::from(seat))?;
        if slot.as_ref().is_none_or(|(k, _, _)| k != kind) {
            let bot = umpire_registry::bot::<R>(kind).ok()?;
            let rng = self
                .game
                .secret()
                .map_or_else(|| Rng::new(0, u64::from(seat) + 1), |s| s.bot_rng(seat));
            *slot = Some((kind.to_owned(), bot, rng));
        }
        slot.as_mut()
    }
}

impl<R: Spec> LiveGame for Live<R> {
    fn ruleset(&self) -> &'static str {
        R::ID
    }
    fn seats(&self) -> &'static [&'static str] {
        R::SEATS
    }
    fn bot_kinds(&self) -> &'static [&'static str] {
        umpire_registry::served_kinds::<R>()
    }
    fn channels(&self) -> &'static [umpire_registry::Channel] {
        R::channels()
    }
    fn step(&self) -> usize {
        self.game.step_count()
    }
    fn to_act(&self) -> Vec<Seat> {
        let state = self.game.state();
        // A game waiting for the server (a served battle) waits for no seat.
        if R::waits_for_server(state) {
            return Vec::new();
        }
        R::to_act(state).iter(R::SEATS.len()).collect()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn line_count(&self) -> usize {
        self.game.line_count()
    }
    fn lines_since(&self, first: usize) -> &[String] {
        self.game.lines_since(first)
    }
    fn release(&mut self, upto: usize) {
        self.game.release(upto);
    }
    fn commitment(&self) -> String {
        self.game
            .header()
            .dice
            .as_ref()
            .map(|d| d.commitment.clone())
            .unwrap_or_default()
    }

    fn revealed_secret(&self) -> Option<String> {
        self.game.outcome()?;
        self.game.secret().map(Secret::to_hex)
    }

    fn seat_view(&self, viewer: Viewer, with_view: bool) -> SeatView {
        let state = self.game.state();
        // Once over, what the rules kept hidden is shown to everyone.
        let view = with_view.then(|| {
            let revealed = self.game.outcome().and_then(|_| R::revealed_view(state));
            revealed.unwrap_or_else(|| viewer.view::<R>(state))
        });
        let mut legal = Vec::new();
        if let Viewer::Seat(seat) = viewer {
            if R::to_act(state).contains(seat) && !R::waits_for_server(state) {
                R::legal_actions(state, seat, &mut legal);
            }
        }
        SeatView {
            view: view.as_ref().map(raw),
            text: view.as_ref().map(R::render),
            legal: legal
                .iter()
                .map(|a| LegalAction {
                    action: raw(a),
                    text: R::describe(state, a),
                    ends: R::ends_turn(a),
                })
                .collect(),
        }
    }

    fn act(&mut self, seat: Seat, input: &Value) -> Result<(), Refusal> {
        let action: R::Action = match input {
            Value::String(text) => {
                R::parse_action(self.game.state(), seat, text).map_err(Refusal::Syntax)?
            }
            other => crate::input::typed(other.clone())
                .map_err(|e| Refusal::Syntax(format!("not a {} action: {e}", R::ID)))?,
        };
        self.apply(seat, action).map_err(Refusal::Illegal)
    }

    fn check(&self, seat: Seat, input: &Value) -> Result<(), Refusal> {
        let state = self.game.state();
        let action: R::Action = match input {
            Value::String(text) => R::parse_action(state, seat, text).map_err(Refusal::Syntax)?,
            other => crate::input::typed(other.clone())
                .map_err(|e| Refusal::Syntax(format!("not a {} action: {e}", R::ID)))?,
        };
        if !R::to_act(state).contains(seat) {
            return Err(Refusal::Illegal(Illegal::new(
                "turn order",
                format!("it is not the {} seat's turn to act", R::seat_name(seat)),
            )));
        }
        R::check(state, seat, &action).map_err(Refusal::Illegal)
    }

    fn run_bots(&mut self, holders: &[Holder]) -> Result<usize, Illegal> {
        let mut n = 0;
        let mut legal = Vec::new();
        while n <= R::MAX_ACTIONS {
            let state = self.game.state();
            if R::waits_for_server(state) {
                break;
            }
            let Some((seat, kind)) = R::to_act(state).iter(R::SEATS.len()).find_map(|s| {
                holders
                    .get(usize::from(s))
                    .and_then(Holder::bot)
                    .map(|k| (s, k.to_owned()))
            }) else {
                break;
            };
            legal.clear();
            R::legal_actions(state, seat, &mut legal);
            if legal.is_empty() {
                break;
            }
            if self.bot_for(seat, &kind).is_none() {
                break;
            }
            let decision = umpire_core::Decision::<R>::new(self.game.state(), seat);
            let Some(Some((_, bot, rng))) = self.bots.get_mut(usize::from(seat)) else {
                break;
            };
            let k = bot.decide(&decision, &legal, rng);
            let action = legal.swap_remove(k.min(legal.len() - 1));
            self.apply(seat, action)?;
            n += 1;
        }
        Ok(n)
    }

    fn add_entropy(&mut self, who: &str, bytes: &[u8]) {
        self.game.add_entropy(who, bytes);
    }

    fn add_handover(&mut self, seat: &str, to: &str, why: &str) {
        self.game.add_handover(seat, to, why);
    }

    fn take_back(&mut self, log: &str, seat: Seat, asked: bool) -> Result<usize, String> {
        let lines: Vec<&str> = log.lines().filter(|l| !l.trim().is_empty()).collect();
        let last = lines.last().copied().unwrap_or_default();
        let Ok(step) = serde_json::from_str::<LogStep<R::Action>>(last) else {
            return Err(NOT_LAST.into());
        };
        if step.seat != R::seat_name(seat) {
            return Err(NOT_LAST.into());
        }
        if !step.rolls.is_empty() {
            return Err("your last action rolled dice; it cannot be taken back".into());
        }
        let keep = lines.len() - 1;
        let mut text = lines[..keep].join("\n");
        text.push('\n');
        let mut before = self.replayed(&text)?;
        if asked {
            umpire_core::game::check_takeback::<R>(
                before.state(),
                self.game.state(),
                seat,
                &step.action,
            )?;
        } else {
            umpire_core::game::check_undo::<R>(
                before.state(),
                self.game.state(),
                seat,
                &step.action,
            )?;
        }
        before.forget_scenario();
        before.release(before.line_count());
        self.recorders = recorders::<R>(before.state(), self.listening);
        self.fresh = vec![Vec::new(); R::SEATS.len() + 1];
        self.game = before;
        Ok(keep)
    }

    fn follow(&mut self, lines: &[String]) -> Result<(), String> {
        for line in lines {
            if let Ok(step) = serde_json::from_str::<LogStep<R::Action>>(line) {
                let seat = R::seat_by_name(&step.seat)
                    .ok_or_else(|| format!("a step by an unknown seat {:?}", step.seat))?;
                self.apply(seat, step.action)
                    .map_err(|e| format!("step {} is refused here: {e}", step.step))?;
            } else if let Ok(e) = serde_json::from_str::<LogEntropy>(line) {
                let bytes = hex::decode(&e.entropy.bytes)
                    .map_err(|_| "entropy bytes are not hex".to_owned())?;
                self.game.add_entropy(&e.entropy.seat, &bytes);
            } else if let Ok(h) = serde_json::from_str::<LogHandover>(line) {
                let x = h.handover;
                self.game.add_handover(&x.seat, &x.to, &x.why);
            } else {
                return Err("a stored line is neither a step, entropy nor a hand-over".into());
            }
            if self.game.lines().last() != Some(line) {
                return Err("a stored line is not the line this game writes".into());
            }
        }
        Ok(())
    }

    fn records(&self, log: &str, viewers: &[Viewer], since: usize) -> Vec<Vec<RecordEntry>> {
        let text = log;
        let opts = ReplayOptions {
            to: None,
            secret: self.game.secret().cloned(),
            verify: None,
        };
        let mut recorders: Vec<Recorder<R>> =
            viewers.iter().map(|v| Recorder::for_viewer(*v)).collect();
        let mut out = vec![Vec::new(); viewers.len()];
        let replayed = replay_with::<R>(text, &opts, |before, game, step, applied| {
            let actor = R::seat_by_name(&step.seat).unwrap_or(0);
            for (recorder, out) in recorders.iter_mut().zip(&mut out) {
                if step.step == 1 {
                    let h = game.header();
                    let setup = recorder.setup(before, &h.setup_rolls, game.setup_events());
                    if since == 0 {
                        out.push(setup);
                    }
                }
                let mut e = recorder.step(
                    before,
                    game.state(),
                    step.step,
                    actor,
                    &step.action,
                    applied,
                );
                if step.step == since && e.view.is_none() {
                    // The reader of a part has no view to apply a patch to.
                    e.patch = None;
                    e.view = recorder.whole();
                }
                if step.step >= since {
                    out.push(e);
                }
            }
        });
        if let Ok(r) = replayed {
            if r.game.step_count() == 0 && since == 0 {
                for (recorder, out) in recorders.iter_mut().zip(&mut out) {
                    out.push(recorder.setup(
                        r.game.state(),
                        &r.game.header().setup_rolls,
                        r.game.setup_events(),
                    ));
                }
            }
        }
        out
    }

    fn take_new(&mut self) -> Vec<Vec<RecordEntry>> {
        self.fresh.iter_mut().map(std::mem::take).collect()
    }

    fn set_listening(&mut self, on: bool) {
        if on && !self.listening {
            for r in &mut self.recorders {
                r.sync(self.game.state());
            }
        }
        if !on && self.listening {
            for r in &mut self.recorders {
                r.forget();
            }
        }
        self.listening = on;
    }

    fn record_text(&self, log: &str, viewer: Viewer) -> String {
        let mut out = line(&RecordHeader::for_viewer::<R>(self.game.header(), viewer));
        for e in self.record(log, viewer, 0) {
            out.push_str(&line(&e));
        }
        if let Some(outcome) = self.game.outcome() {
            out.push_str(&line(&RecordEnd {
                outcome,
                secret: self.game.secret().map(Secret::to_hex),
            }));
        }
        out
    }

    fn end_line(&self, key: &SigningKey) -> Option<String> {
        self.game.end_line(Some(key))
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

fn line<T: Serialize>(v: &T) -> String {
    let mut s = serde_json::to_string(v).unwrap_or_default();
    s.push('\n');
    s
}

struct Resume<'a> {
    log: &'a str,
    secret: Secret,
}

impl<'a> Visitor for Resume<'a> {
    type Output = Result<Box<dyn LiveGame>, String>;
    fn visit<R: Spec>(self) -> Self::Output {
        let opts = ReplayOptions {
            to: None,
            secret: Some(self.secret),
            verify: None,
        };
        let replayed =
            replay_with::<R>(self.log, &opts, |_, _, _, _| {}).map_err(|e| e.to_string())?;
        Ok(Box::new(Live::with_game(replayed.game)))
    }
}

/// Rebuilds a game from its stored log and dice secret, verifying every line.
///
/// # Errors
/// The log does not replay (a damaged store), or names an unknown rule set.
pub fn resume(log: &str, secret: Secret) -> Result<Box<dyn LiveGame>, String> {
    let header = umpire_core::game::read_header(log).map_err(|e| e.to_string())?;
    umpire_registry::visit(&header.ruleset, Resume { log, secret })
        .unwrap_or_else(|| Err(format!("unknown rule set {}", header.ruleset)))
}

struct SeatsOf;
impl Visitor for SeatsOf {
    type Output = &'static [&'static str];
    fn visit<R: Spec>(self) -> Self::Output {
        R::SEATS
    }
}

/// The seat names of rule set `ruleset`, if there is one by that id.
#[must_use]
pub fn seats_of(ruleset: &str) -> Option<&'static [&'static str]> {
    umpire_registry::visit(ruleset, SeatsOf)
}
