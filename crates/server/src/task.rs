//! One task per live game: it alone holds the game, takes the requests of its seats one at a
//! time, writes every change to the store before it answers, and tells the sockets.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use ed25519_dalek::SigningKey;
use serde_json::{json, Value};
use tokio::sync::mpsc;
use umpire_core::Seat;

use crate::error::ApiError;
use crate::live::{Holder, LiveGame, Refusal};
use crate::store::{Ack, Backend, ChatRow, Store, StoreError, StoredGame};

/// One game's bot searches at a time, server-wide (see `Task::play_bots`).
static SEARCHES: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

mod battles;
mod clock;
mod cmd;
mod links;
mod notices;
mod records;
mod rematch;
mod served;
mod sync;
mod types;
mod undo;
mod view;

pub use clock::{Deadline, Settings, Then};
pub use cmd::Cmd;
pub use links::ChatLimits;
pub use types::{Poke, Revocation, Role, Snapshot, Subscription, Update, Updates};

/// A game's task and what it owns.
pub struct Task {
    id: String,
    live: Box<dyn LiveGame>,
    holders: Vec<Holder>,
    tokens: BTreeMap<String, Role>,
    /// Each seat's last answered action: the step it was sent at, its digest and the step it
    /// became (older answers are read from the store when a retry asks for one).
    acks: BTreeMap<Seat, (usize, String, usize)>,
    entropy: BTreeSet<String>,
    chat: Vec<ChatRow>,
    /// Lines of the log already in the store.
    stored: usize,
    /// The game's version in the store as this task last wrote or read it.
    version: i64,
    /// The last step the sockets were told of.
    told: usize,
    store: Store,
    key: Arc<SigningKey>,
    updates: Updates,
    /// A campaign's battles as last read from its log, with the log's last line then
    /// (`task/battles.rs`).
    battles: Option<(String, Arc<Vec<umpire_race::battles::CampaignBattle>>)>,
    /// The battle a served campaign waits for, once its game is known (`task/served.rs`).
    served: Option<served::Battle>,
    /// Where to ask for another game's task to wake (a battle's campaign, a new battle).
    pub pokes: Option<mpsc::UnboundedSender<(String, Poke)>>,
    /// The caps on the game's chat.
    pub chat_limits: ChatLimits,
    /// The scenario's name, from the log's header.
    scenario: String,
    /// When each seat last took a step, and the game ([`crate::store::ANY_SEAT`]), in seconds
    /// since 1970 (`store/club.rs`).
    acted: BTreeMap<String, i64>,
    /// The takeback a seat asked for, and the step it asked at (`task/undo.rs`).
    asked: Option<(Seat, usize)>,
    /// What the game was made with (a turn deadline; `task/clock.rs`).
    settings: Settings,
    /// The clocks of the seats a person plays that are to act, as stored.
    clocks: Vec<crate::store::ClockRow>,
    /// The seats a person plays that were to act after the last change (a seat not among them
    /// that is to act now became so: its notice goes out).
    waiting: Vec<String>,
    /// The addresses the game's notices are posted to: seat (`""`: the game's) and URL.
    hooks: Vec<(String, String)>,
    /// Where notices are posted (none: the server posts none).
    pub notifier: Option<crate::notify::Notifier>,
    /// Whether the game's end was told (its notice goes out once).
    told_over: bool,
    /// The rematch offered at the game's end (`task/rematch.rs`).
    rematch: Option<crate::store::RematchRow>,
}

/// Where a link's holder stands, as everyone with a link may know it.
fn seat_names(live: &dyn LiveGame, seats: &[Seat]) -> Vec<String> {
    seats
        .iter()
        .map(|s| live.seats()[usize::from(*s)].to_owned())
        .collect()
}

impl Task {
    /// Builds the task of a stored game: replays its log (verifying it) and reads its links,
    /// answers and chat.
    ///
    /// # Errors
    /// The store fails or holds a log that does not replay.
    pub async fn load(
        id: &str,
        stored: StoredGame,
        store: Store,
        key: Arc<SigningKey>,
    ) -> Result<Self, String> {
        let text = stored.log_text();
        let live = crate::live::resume(&text, stored.dice_secret()?)?;
        let updates = Updates::default();
        let mut task = Self {
            id: id.to_owned(),
            stored: live.line_count(),
            version: stored.version,
            told: live.step(),
            live,
            holders: Vec::new(),
            tokens: BTreeMap::new(),
            acks: BTreeMap::new(),
            entropy: BTreeSet::new(),
            chat: Vec::new(),
            store,
            key,
            updates,
            battles: None,
            served: None,
            pokes: None,
            chat_limits: ChatLimits::default(),
            scenario: umpire_core::game::read_header(&text)
                .map(|h| h.scenario_name)
                .unwrap_or_default(),
            acted: BTreeMap::new(),
            asked: None,
            settings: Settings::default(),
            clocks: Vec::new(),
            waiting: Vec::new(),
            hooks: Vec::new(),
            notifier: None,
            told_over: false,
            rematch: None,
        };
        task.read_tables(&stored.holders, &stored.lines).await?;
        // The seats to act were told so when they became so, except in a game not begun: its
        // first seats to act are told when its task first runs.
        if task.live.step() > 0 {
            task.waiting = task.people_to_act();
        }
        task.told_over = task.live.outcome().is_some();
        Ok(task)
    }

    /// Reads who holds each seat (`holders`, as stored), the links, the stored answers and the
    /// chat, and notes who added entropy in `lines`.
    /// Tells the pages of the links in `before` that no longer work why: their seat went to a
    /// bot (in a campaign's battle, for its result to come on the campaign's page) or to a new
    /// link.
    pub(super) async fn tell_revoked(&mut self, before: &BTreeMap<String, Role>) {
        let gone: Vec<(&String, &Role)> = before
            .iter()
            .filter(|(t, _)| !self.tokens.contains_key(*t))
            .collect();
        if gone.is_empty() {
            return;
        }
        let battle = matches!(self.store.campaign_of(&self.id).await, Ok(Some(_)));
        let seats = self.live.seats();
        let told = gone
            .into_iter()
            .map(|(t, r)| match r {
                Role::Seat(s) => match self.holders.get(usize::from(*s)) {
                    Some(h) if !h.person() => Revocation::to_bot(
                        t.clone(),
                        seats.get(usize::from(*s)).copied().unwrap_or("?"),
                        &h.label(),
                        battle,
                    ),
                    _ => Revocation::reissued(t.clone()),
                },
                _ => Revocation::reissued(t.clone()),
            })
            .collect();
        self.updates.send(Arc::new(Update::Revoked(told)));
    }

    async fn read_tables(&mut self, holders: &str, lines: &[String]) -> Result<(), String> {
        let (id, store) = (&self.id, &self.store);
        let (seats, kinds) = (self.live.seats(), self.live.bot_kinds());
        let holders: BTreeMap<String, String> =
            serde_json::from_str(holders).map_err(|e| format!("seat holders: {e}"))?;
        self.holders = seats
            .iter()
            .map(|s| {
                holders
                    .get(*s)
                    .map_or(Ok(Holder::Human), |h| Holder::parse_stored(h, kinds))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let tokens: BTreeMap<String, Role> = store
            .tokens(id)
            .await
            .map_err(|e| e.to_string())?
            .into_iter()
            .filter_map(|(h, r)| Some((h, Role::parse(&r, seats)?)))
            .collect();
        // A link another server reissued: its sockets here close too.
        let before = std::mem::replace(&mut self.tokens, tokens);
        self.acted = store
            .activity(id)
            .await
            .map_err(|e| e.to_string())?
            .into_iter()
            .collect();
        self.acks = store
            .acks(id)
            .await
            .map_err(|e| e.to_string())?
            .into_iter()
            .filter_map(|a| {
                let seat = seats.iter().position(|s| *s == a.seat)?;
                Some((
                    Seat::try_from(seat).ok()?,
                    (
                        usize::try_from(a.expect_step).ok()?,
                        a.digest,
                        usize::try_from(a.step).ok()?,
                    ),
                ))
            })
            .collect();
        self.entropy.extend(lines.iter().filter_map(|l| {
            let v: Value = serde_json::from_str(l).ok()?;
            Some(v.get("entropy")?.get("seat")?.as_str()?.to_owned())
        }));
        self.chat = store.chat(id).await.map_err(|e| e.to_string())?;
        if let Some(body) = store.settings(id).await.map_err(|e| e.to_string())? {
            self.settings =
                serde_json::from_str(&body).map_err(|e| format!("the game's settings: {e}"))?;
        }
        self.clocks = store.clocks(id).await.map_err(|e| e.to_string())?;
        self.hooks = store.hooks(id).await.map_err(|e| e.to_string())?;
        self.rematch = store.rematch(id).await.map_err(|e| e.to_string())?;
        self.tell_revoked(&before).await;
        Ok(())
    }

    /// Runs the task until every sender is gone, the store fails, or no request comes for
    /// `idle` while no socket is open (the game is then reloaded from the store by the next
    /// request).
    pub async fn run(mut self, mut rx: mpsc::Receiver<Cmd>, idle: std::time::Duration) {
        // Bots whose turn it is act at once (a game whose bot moves first, or one that stopped
        // between a person's action and the bots' answer). Nobody listens yet.
        self.live.set_listening(false);
        if let Err(e) = self.play_bots(None).await {
            if !e.keeps_task() {
                return;
            }
        }
        // Clocks start for the seats to act that have none (a game just made, or one whose
        // clocks were lost between a step and their write), and run out if they are due.
        self.restart_clocks(&[]).await;
        if let Err(e) = self.run_clocks().await {
            if !e.keeps_task() {
                return;
            }
        }
        loop {
            let cmd = match tokio::time::timeout(idle, rx.recv()).await {
                Ok(Some(cmd)) => cmd,
                Ok(None) => return,
                // Idle with no socket open: the game leaves memory; it is in the store.
                Err(_) if self.updates.receiver_count() == 0 => return,
                Err(_) => continue,
            };
            // Steps make socket entries only while some socket listens.
            self.live.set_listening(self.updates.receiver_count() > 0);
            // On PostgreSQL other processes may serve the game too: catch up first.
            if self.store.backend() == Backend::Postgres {
                if let Err(e) = self.refresh().await {
                    eprintln!("game {}: cannot catch up with the store: {e}", self.id);
                    return;
                }
            }
            if let Cmd::Evict { force, reply } = cmd {
                let leave = force || self.updates.receiver_count() == 0;
                let _ = reply.send(leave);
                if leave {
                    return;
                }
                continue;
            }
            if !self.handle(cmd).await {
                return;
            }
        }
    }

    fn role(&self, token: &str) -> Result<Role, ApiError> {
        self.tokens.get(token).copied().ok_or_else(|| {
            ApiError::forbidden(
                "this link is not (or no longer) a link of this game: a link stops working when \
                 the host gives its seat a new one or hands the seat to a bot; ask the host",
            )
        })
    }

    /// What the rules say of `action` by the link's seat now, the game unchanged: the refusal
    /// `act` would give, as an answer rather than an error (a seat's own refusals tell it
    /// nothing it may not know; the battery's hidden twins pin that).
    fn check(&self, token: &str, action: &Value) -> Result<Value, ApiError> {
        let seat = self.seat_of(token, "ask why")?;
        Ok(match self.live.check(seat, action) {
            Ok(()) => json!({ "legal": true }),
            Err(Refusal::Syntax(why)) => {
                return Err(ApiError::illegal("action syntax", &why));
            }
            Err(Refusal::Illegal(i)) => {
                json!({ "legal": false, "rule": i.rule, "reason": i.reason })
            }
        })
    }

    fn seat_of(&self, token: &str, doing: &str) -> Result<Seat, ApiError> {
        match self.role(token)? {
            Role::Seat(s) => Ok(s),
            _ => Err(ApiError::forbidden(format!(
                "only a seat's link may {doing}"
            ))),
        }
    }

    /// Handles one request; `false` when the task must stop (the store failed).
    async fn handle(&mut self, cmd: Cmd) -> bool {
        match cmd {
            Cmd::Refresh => {}
            Cmd::BattleToBots { token, reply } => {
                let _ = reply.send(self.battle_to_bots(&token).await);
            }
            Cmd::Reload => {
                // On PostgreSQL the task caught up before this command; on SQLite it does now.
                if let Err(e) = self.refresh().await {
                    // The task leaves memory: the next request loads the game as stored.
                    eprintln!("game {}: cannot read its links again: {e}", self.id);
                    return false;
                }
                if let Err(e) = self.play_bots(None).await {
                    return e.keeps_task();
                }
            }
            Cmd::Wake => {
                if let Err(e) = self.play_bots(None).await {
                    return e.keeps_task();
                }
            }
            Cmd::Clock => {
                if let Err(e) = self.run_clocks().await {
                    return e.keeps_task();
                }
            }
            Cmd::Back { token, reply } => {
                let (answer, ok) = self.come_back(&token).await;
                let _ = reply.send(answer);
                return ok;
            }
            Cmd::Hooks { token, urls, reply } => {
                let _ = reply.send(self.set_hooks(&token, urls).await);
            }
            Cmd::Rematch { token, swap, reply } => {
                let _ = reply.send(self.offer_rematch(&token, swap).await);
            }
            Cmd::DeclineRematch { token, reply } => {
                let _ = reply.send(self.decline_rematch(&token).await);
            }
            Cmd::RematchHost { token, reply } => {
                let _ = reply.send(self.rematch_host(&token).await);
            }
            Cmd::Evict { reply, .. } => {
                let _ = reply.send(false);
            }
            Cmd::Snapshot { token, view, reply } => {
                let _ = reply.send(self.snapshot(&token, view));
            }
            Cmd::Status { token, reply } => {
                let _ = reply.send(self.role(&token).map(|role| {
                    let mut m = self.status();
                    m.insert("role".into(), json!(role.label(self.live.seats())));
                    Value::Object(m)
                }));
            }
            Cmd::Act {
                token,
                expect_step,
                action,
                reply,
            } => {
                let (answer, ok) = self.act(&token, expect_step, &action).await;
                let _ = reply.send(answer);
                return ok;
            }
            Cmd::Check {
                token,
                action,
                reply,
            } => {
                let _ = reply.send(self.check(&token, &action));
            }
            Cmd::Undo {
                token,
                expect_step,
                reply,
            } => {
                let (answer, ok) = self.undo(&token, expect_step).await;
                let _ = reply.send(answer);
                return ok;
            }
            Cmd::AskTakeback {
                token,
                expect_step,
                reply,
            } => {
                let _ = reply.send(self.ask_takeback(&token, expect_step).await);
            }
            Cmd::AnswerTakeback {
                token,
                accept,
                reply,
            } => {
                let (answer, ok) = self.answer_takeback(&token, accept).await;
                let _ = reply.send(answer);
                return ok;
            }
            Cmd::Entropy {
                token,
                bytes,
                reply,
            } => {
                let (answer, ok) = self.entropy(&token, &bytes).await;
                let _ = reply.send(answer);
                return ok;
            }
            Cmd::Log { token, seat, reply } => {
                let _ = reply.send(self.log(&token, seat.as_deref()).await);
            }
            Cmd::Battles { token, reply } => {
                let _ = reply.send(self.battles(&token).await);
            }
            Cmd::Battle {
                token,
                number,
                reply,
            } => {
                let _ = reply.send(self.battle(&token, number).await);
            }
            Cmd::BattleLog {
                token,
                number,
                seat,
                reply,
            } => {
                let _ = reply.send(self.battle_log(&token, number, seat.as_deref()).await);
            }
            Cmd::ChatRead {
                token,
                since,
                limit,
                reply,
            } => {
                let _ = reply.send(self.read_chat(&token, since, limit));
            }
            Cmd::ChatWrite {
                token,
                channel,
                body,
                reply,
            } => {
                let _ = reply.send(self.write_chat(&token, channel, body).await);
            }
            Cmd::Seat {
                token,
                seat,
                holder,
                reissue,
                new_token,
                reply,
            } => {
                let (answer, ok) = self.seat(&token, &seat, holder, reissue, new_token).await;
                let _ = reply.send(answer);
                return ok;
            }
            Cmd::Subscribe {
                token,
                since,
                reply,
            } => {
                let _ = reply.send(self.subscribe(&token, since).await);
            }
        }
        true
    }

    async fn act(
        &mut self,
        token: &str,
        expect_step: usize,
        action: &Value,
    ) -> (Result<Value, ApiError>, bool) {
        let seat = match self.seat_of(token, "act") {
            Ok(s) => s,
            Err(e) => return (Err(e), true),
        };
        let digest = hex::encode(umpire_core::dice::sha256(&[action.to_string().as_bytes()]));
        let step = self.live.step();
        let answered = match self.answered(seat, expect_step, step).await {
            Ok(a) => a,
            Err(e) => return (Err(e), true),
        };
        if let Some((d, at)) = answered {
            if d == digest {
                return (
                    Ok(json!({ "step": at, "current": step, "retried": true })),
                    true,
                );
            }
        }
        if let Err(e) = self.may_change(seat, expect_step) {
            return (Err(e), true);
        }
        if let Some(e) = self.waits_for_battle() {
            return (Err(e), true);
        }
        match self.live.act(seat, action) {
            Err(Refusal::Syntax(why)) => {
                return (Err(ApiError::illegal("action syntax", &why)), true);
            }
            Err(Refusal::Illegal(i)) => return (Err(ApiError::illegal(&i.rule, &i.reason)), true),
            Ok(()) => {}
        }
        let at = self.live.step();
        let ack = Ack {
            seat: self.live.seats()[usize::from(seat)].to_owned(),
            expect_step: i64::try_from(expect_step).unwrap_or(i64::MAX),
            digest: digest.clone(),
            step: i64::try_from(at).unwrap_or(i64::MAX),
        };
        match self.play_bots(Some((step, ack))).await {
            Ok(()) => {
                self.acks.insert(seat, (expect_step, digest, at));
                (Ok(json!({ "step": at, "current": self.live.step() })), true)
            }
            Err(e) => {
                let go_on = e.keeps_task();
                (Err(e), go_on)
            }
        }
    }

    /// Whether `seat` may change the game (act, or take back its action) on a request sent at
    /// `expect_step`: the game is not over, still stands at that step, and the seat is not a
    /// bot's.
    fn may_change(&self, seat: Seat, expect_step: usize) -> Result<(), ApiError> {
        let step = self.live.step();
        if self.live.outcome().is_some() {
            return Err(ApiError::conflict("the game is over", step));
        }
        if expect_step != step {
            return Err(ApiError::conflict(
                format!(
                    "the game has moved on: it stands at step {step}, the request expected step {expect_step}; look again and resend"
                ),
                step,
            ));
        }
        match self.holders.get(usize::from(seat)) {
            Some(Holder::Bot(k)) => {
                return Err(ApiError::forbidden(format!(
                    "this seat is played by the {k} bot now; the host can hand it back"
                )))
            }
            Some(Holder::StandIn(k)) => {
                return Err(ApiError::forbidden(format!(
                    "a {k} bot decides for this seat while you were away; take your seat back first"
                )))
            }
            _ => {}
        }
        Ok(())
    }

    /// The answer already given to `seat`'s action sent at `expect_step` (its digest and the
    /// step it became): the last one from memory, an older one from the store.
    async fn answered(
        &mut self,
        seat: Seat,
        expect_step: usize,
        step: usize,
    ) -> Result<Option<(String, usize)>, ApiError> {
        match self.acks.get(&seat) {
            Some((e, d, at)) if *e == expect_step => return Ok(Some((d.clone(), *at))),
            _ if expect_step >= step => return Ok(None),
            _ => {}
        }
        let name = self.live.seats()[usize::from(seat)];
        let ack = self
            .store
            .ack(
                &self.id,
                name,
                i64::try_from(expect_step).unwrap_or(i64::MAX),
            )
            .await
            .map_err(|e| ApiError::unavailable(e.to_string()))?;
        Ok(ack.and_then(|a| Some((a.digest, usize::try_from(a.step).ok()?))))
    }

    /// Lets the bots act, stores the new lines (with the answer to the action that led here)
    /// and tells the sockets; `person` is the step before a person's action and the answer
    /// to store with it, if a person acted.
    async fn play_bots(&mut self, person: Option<(usize, Ack)>) -> Result<(), ApiError> {
        let before = person.as_ref().map_or(self.live.step(), |p| p.0);
        let played = self.run_bots().await;
        if let Err(e) = played {
            // A bot whose action the rules refuse is a bug: the game waits for the host.
            eprintln!("game {}: a bot's action was refused: {e}", self.id);
        }
        self.persist(person.map(|p| p.1)).await?;
        self.tell(before);
        if self.live.outcome().is_some() && self.live.step() != before {
            // A served campaign's battle that just ended wakes its campaign.
            match self.store.campaign_of(&self.id).await {
                Ok(Some(c)) => self.poke(&c),
                Ok(None) => {}
                Err(e) => eprintln!("game {}: {e}", self.id),
            }
        }
        self.serve_battles().await
    }

    /// Lets the bots act until a person must (or the game waits for the server).
    async fn run_bots(&mut self) -> Result<usize, umpire_core::Illegal> {
        let searching = self
            .holders
            .iter()
            .any(|h| h.bot().is_some_and(|k| k.starts_with("search")));
        if searching {
            // A search holds a core for up to a second a decision: one game's searches at a
            // time in the whole server, each on a thread tokio may block (the other games'
            // tasks move to the other workers), so that games against searches queue rather
            // than fill every core.
            let _turn = SEARCHES.acquire().await;
            let multi = tokio::runtime::Handle::current().runtime_flavor()
                == tokio::runtime::RuntimeFlavor::MultiThread;
            if multi {
                tokio::task::block_in_place(|| self.live.run_bots(&self.holders))
            } else {
                self.live.run_bots(&self.holders)
            }
        } else {
            self.live.run_bots(&self.holders)
        }
    }

    /// Writes the lines not yet stored; on failure the task must stop, for its game is ahead
    /// of the store.
    async fn persist(&mut self, ack: Option<Ack>) -> Result<(), ApiError> {
        let lines = self.live.lines_since(self.stored);
        if lines.is_empty() && ack.is_none() {
            return Ok(());
        }
        let over = self.live.outcome().is_some();
        let at = crate::store::timestamp();
        // Each seat's time (and the game's) is exact in memory; the store's row is written
        // when it is a minute old or more, so that a seat acting every few seconds costs the
        // store no write an action (a server started again reads times a minute stale at most).
        let touched = crate::store::touched(lines);
        let stored_times: Vec<String> = touched
            .iter()
            .filter(|s| {
                self.acted
                    .get(*s)
                    .is_none_or(|t| at - t >= crate::store::ACTIVITY_GRAIN)
            })
            .cloned()
            .collect();
        match self
            .store
            .append(
                &self.id,
                self.version,
                self.stored,
                lines,
                ack.as_ref(),
                crate::store::Written {
                    finished: over,
                    at,
                    touched: stored_times,
                },
            )
            .await
        {
            Ok(()) => {
                self.restart_clocks(&touched).await;
                if over && !self.told_over {
                    self.told_over = true;
                    let summary = self.live.outcome().map(|o| o.summary).unwrap_or_default();
                    self.notify(crate::notify::Notice::Over { summary });
                }
                for s in touched {
                    self.acted.insert(s, at);
                }
                self.stored = self.live.line_count();
                self.version += 1;
                // What is stored need not stay in memory.
                self.live.release(self.stored);
                Ok(())
            }
            Err(StoreError::Stale) => {
                // This copy is ahead of the store on a line another process wrote first: it is
                // rebuilt from the store, keeping its sockets.
                let (told, chat) = (self.told, self.chat.len());
                if let Err(e) = self.rebuild(told, chat).await {
                    eprintln!("game {}: cannot be rebuilt from the store: {e}", self.id);
                    return Err(ApiError::unavailable(
                        "the game could not be saved, so the action was not taken; try again",
                    ));
                }
                Err(ApiError::conflict(
                    "another server moved the game on first, so the action was not taken; look again",
                    self.live.step(),
                ))
            }
            Err(e) => {
                eprintln!("game {}: {e}", self.id);
                Err(ApiError::unavailable(
                    "the game could not be saved, so the action was not taken; try again",
                ))
            }
        }
    }

    fn tell(&mut self, before: usize) {
        let entries = self.live.take_new();
        let step = self.live.step();
        self.told = step;
        if step == before {
            return;
        }
        self.updates.send(Arc::new(Update::Steps {
            step,
            entries,
            to_act: seat_names(self.live.as_ref(), &self.live.to_act()),
            over: self.live.outcome().is_some(),
        }));
    }

    async fn entropy(&mut self, token: &str, bytes: &[u8]) -> (Result<Value, ApiError>, bool) {
        let role = match self.role(token) {
            Ok(r) => r,
            Err(e) => return (Err(e), true),
        };
        let who = match role {
            Role::Seat(s) => self.live.seats()[usize::from(s)],
            Role::Host => "host",
            Role::Spectator => {
                return (
                    Err(ApiError::forbidden("a spectator adds nothing to the dice")),
                    true,
                )
            }
        };
        let step = self.live.step();
        if self.live.outcome().is_some() {
            return (Err(ApiError::conflict("the game is over", step)), true);
        }
        if self.entropy.contains(who) {
            return (
                Err(ApiError::conflict(
                    format!("{who} has added entropy to this game already"),
                    step,
                )),
                true,
            );
        }
        self.live.add_entropy(who, bytes);
        if let Err(e) = self.persist(None).await {
            let go_on = e.keeps_task();
            return (Err(e), go_on);
        }
        self.entropy.insert(who.to_owned());
        (Ok(json!({ "added": bytes.len(), "step": step })), true)
    }
}
