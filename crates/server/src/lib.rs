//! `umpire serve`: the neutral umpire as an HTTP server.
//!
//! Each game is owned by one task ([`task`]) that holds the kernel's game, applies the actions
//! of its seats one at a time, lets the bots answer, stores every new log line before it
//! acknowledges anything, and pushes each seat its own record over a WebSocket. Players hold
//! secret links (256-bit tokens of which only the SHA-256 is stored); a seat's link gives that
//! seat's view, legal actions, record and channels and nothing else. The dice secret is drawn
//! by the server, committed to in the log's header and revealed by the signed end line.
#![forbid(unsafe_code)]
#![recursion_limit = "256"]

pub mod admin;
pub mod api;
pub mod error;
pub mod input;
pub mod live;
pub mod net;
pub mod notify;
pub mod openapi;
pub mod pages;
pub mod rules_ref;
pub mod store;
pub mod task;
pub mod token;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Arc;

use axum::serve::Listener;
use ed25519_dalek::SigningKey;
use tokio::sync::{mpsc, oneshot, Mutex};

use crate::error::ApiError;
use crate::store::Store;
use crate::task::{Cmd, Task};

/// How to run the server.
#[derive(Clone, Debug)]
pub struct Config {
    /// Address to listen on (`127.0.0.1:8080`; port 0 picks a free one).
    pub addr: String,
    /// The store: `sqlite:PATH` (or a path) or `postgres://…`.
    pub db: String,
    /// Accept a `seed` when creating a game (tests and table use: anyone who knows the seed
    /// knows the dice, and the log says the secret came from a seed).
    pub allow_seeds: bool,
    /// Requests a second allowed from one address (0: no limit).
    pub rate: u32,
    /// Origins allowed to open a game's socket besides the server's own.
    pub origins: Vec<String>,
    /// Seconds a game's task waits for a request, with no socket open, before it leaves
    /// memory (the next request loads the game again from the store).
    pub idle_secs: u64,
    /// The most games kept in memory at once (0: no cap). Past it, loading a game first makes
    /// room: the least recently used game without an open socket leaves memory (or, if every
    /// game has one, the least recently used), to be loaded again from the store when asked.
    pub max_live_games: usize,
    /// The most games one address may create in an hour (0: no cap); past it, 429.
    pub max_new_games: u32,
    /// Seconds a request's head may take to arrive, from the connection's opening or the
    /// head's first byte; past it the connection is closed.
    pub header_secs: u64,
    /// Seconds a keep-alive connection may wait for its next request before it is closed.
    pub keepalive_secs: u64,
    /// The most connections open at once (0: as many as the file limit allows); always kept
    /// below the process's file limit. Past it a new connection is closed at once.
    pub max_connections: usize,
    /// The most connections open at once from one address (0: no cap). Past it a new
    /// connection from that address is closed at once.
    pub max_connections_per_address: usize,
    /// The most game sockets open on one link (0: no cap); past it the link's oldest is closed.
    pub max_sockets_per_link: usize,
    /// The most game sockets open from one address (0: no cap); past it the address's oldest
    /// is closed.
    pub max_sockets_per_address: usize,
    /// Seconds between the pings a game socket is sent; one that has answered nothing for two
    /// of them is closed.
    pub ping_secs: u64,
    /// The caps on a game's chat.
    pub chat: task::ChatLimits,
    /// The shortest time to act a game may give its seats, in seconds.
    pub min_deadline_secs: i64,
    /// Seconds between two looks at the clocks due.
    pub clock_secs: f64,
    /// Post notices to addresses of this machine or a private network (tests; a club's own
    /// receiver on its network).
    pub allow_private_hooks: bool,
    /// What a failed notice waits before it is tried again is 1, 2, 4… seconds times this.
    pub notice_backoff: f64,
    /// The server's address as the players reach it, for the links in notices (unset: the
    /// address the game's maker used).
    pub public_url: Option<String>,
    /// The SMTP server e-mail notices leave through (`smtp://`, `smtps://`), and the address
    /// they are sent from; unset, the server sends no e-mail.
    pub smtp: Option<(String, String)>,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            addr: "127.0.0.1:8080".into(),
            db: "sqlite:umpire.db".into(),
            allow_seeds: false,
            rate: 50,
            origins: Vec::new(),
            idle_secs: 600,
            max_live_games: 2_000,
            max_new_games: 60,
            header_secs: 15,
            keepalive_secs: 75,
            max_connections: 10_000,
            max_connections_per_address: 256,
            max_sockets_per_link: 8,
            max_sockets_per_address: 64,
            ping_secs: 20,
            chat: task::ChatLimits::default(),
            min_deadline_secs: 60,
            clock_secs: 5.0,
            allow_private_hooks: false,
            notice_backoff: 1.0,
            public_url: None,
            smtp: None,
        }
    }
}

/// A point where a test may hold the server, to kill it there (`kill -9`) and see what a
/// restart finds: the server stops at the point named by `UMPIRE_TEST_HOLD_AT`, saying so on
/// standard error, and never goes on. Unset, as in every real run, it does nothing.
pub(crate) async fn hold_at(point: &str) {
    if std::env::var("UMPIRE_TEST_HOLD_AT").is_ok_and(|p| p == point) {
        eprintln!("held at {point}");
        std::future::pending::<()>().await;
    }
}

/// Where a game's task sender is kept (none until loaded), and when the game was last asked
/// for (for eviction, least recently used first).
#[derive(Default)]
struct SlotInner {
    tx: Mutex<Option<mpsc::Sender<Cmd>>>,
    /// Milliseconds since the server started.
    used: std::sync::atomic::AtomicU64,
}

type Slot = Arc<SlotInner>;

/// The server's shared state.
pub struct App {
    store: Store,
    key: Arc<SigningKey>,
    /// Each game's slot: its task's sender once loaded. The map is locked only to find or
    /// add a slot; a game loads under its own slot's lock, so loading one game holds up no
    /// request to another.
    games: Mutex<BTreeMap<String, Slot>>,
    config: Config,
    limiter: api::Limiter,
    /// Games created by each address in the current hour.
    creations: api::Creations,
    /// When the server started (the clock of [`SlotInner::used`]).
    started: std::time::Instant,
    /// Games whose tasks are asked to wake (see [`wake`]).
    pokes: tokio::sync::mpsc::UnboundedSender<(String, task::Poke)>,
    /// The connections open, under their caps.
    gate: Arc<net::Gate>,
    /// The game sockets open, under their caps.
    sockets: api::Sockets,
    /// Where the games' notices are posted.
    notifier: notify::Notifier,
    /// The editor's balance study running, if any: one at a time, each on one thread.
    studies: tokio::sync::Semaphore,
}

impl App {
    /// The server's public key, hex.
    #[must_use]
    pub fn public_key(&self) -> String {
        hex::encode(self.key.verifying_key().to_bytes())
    }

    /// The sender of a game's task, loading the game from the store if no task holds it.
    async fn task(&self, id: &str) -> Result<mpsc::Sender<Cmd>, ApiError> {
        let slot = {
            let mut games = self.games.lock().await;
            match games.get(id) {
                Some(slot) => slot.clone(),
                None => {
                    // Tasks that left memory leave closed senders behind: drop those now.
                    games.retain(|_, s| {
                        s.tx.try_lock()
                            .map_or(true, |t| t.as_ref().is_some_and(|tx| !tx.is_closed()))
                    });
                    let slot = Slot::default();
                    games.insert(id.to_owned(), slot.clone());
                    slot
                }
            }
        };
        slot.used
            .store(self.now(), std::sync::atomic::Ordering::Relaxed);
        let mut held = slot.tx.lock().await;
        if let Some(tx) = held.as_ref().filter(|tx| !tx.is_closed()) {
            return Ok(tx.clone());
        }
        self.make_room(&slot).await;
        match self.load(id).await {
            Ok(tx) => {
                *held = Some(tx.clone());
                Ok(tx)
            }
            Err(e) => {
                // No slot is kept for a game that is not there (or cannot load).
                drop(held);
                let mut games = self.games.lock().await;
                if games.get(id).is_some_and(|s| Arc::ptr_eq(s, &slot)) {
                    games.remove(id);
                }
                Err(e)
            }
        }
    }

    fn now(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// Under the cap on games in memory, asks the least recently used games (other than
    /// `loading`) to leave until there is room for one more: first those with no socket open,
    /// then any.
    async fn make_room(&self, loading: &Slot) {
        let cap = self.config.max_live_games;
        if cap == 0 {
            return;
        }
        let slots: Vec<Slot> = self.games.lock().await.values().cloned().collect();
        let mut live: Vec<(u64, mpsc::Sender<Cmd>)> = Vec::new();
        for s in slots.iter().filter(|s| !Arc::ptr_eq(s, loading)) {
            // A slot locked now is loading or being asked for: leave it be.
            let Ok(tx) = s.tx.try_lock() else { continue };
            if let Some(tx) = tx.as_ref().filter(|tx| !tx.is_closed()) {
                live.push((
                    s.used.load(std::sync::atomic::Ordering::Relaxed),
                    tx.clone(),
                ));
            }
        }
        if live.len() < cap {
            return;
        }
        live.sort_by_key(|(used, _)| *used);
        let mut over = live.len() + 1 - cap;
        for force in [false, true] {
            for (_, tx) in &live {
                if over == 0 {
                    return;
                }
                if tx.is_closed() {
                    continue;
                }
                let (reply, left) = oneshot::channel();
                if tx.send(Cmd::Evict { force, reply }).await.is_ok() && left.await.unwrap_or(false)
                {
                    over -= 1;
                }
            }
        }
    }

    /// Loads a stored game and starts its task.
    async fn load(&self, id: &str) -> Result<mpsc::Sender<Cmd>, ApiError> {
        let stored = self
            .store
            .load(id)
            .await
            .map_err(|e| ApiError::unavailable(e.to_string()))?
            .ok_or_else(|| ApiError::not_found(id))?;
        let task = Task::load(id, stored, self.store.clone(), self.key.clone())
            .await
            .map_err(|e| ApiError::unavailable(format!("game {id} cannot be resumed: {e}")))?;
        let mut task = task;
        task.pokes = Some(self.pokes.clone());
        task.chat_limits = self.config.chat;
        task.notifier = Some(self.notifier.clone());
        let (tx, rx) = mpsc::channel(64);
        let idle = std::time::Duration::from_secs(self.config.idle_secs.max(1));
        tokio::spawn(task.run(rx, idle));
        Ok(tx)
    }

    /// How many games have a task in memory.
    pub async fn games_in_memory(&self) -> usize {
        let slots: Vec<Slot> = self.games.lock().await.values().cloned().collect();
        let mut n = 0;
        for s in slots {
            if s.tx.lock().await.as_ref().is_some_and(|tx| !tx.is_closed()) {
                n += 1;
            }
        }
        n
    }

    /// Sends a request to a game's task and waits for the answer.
    async fn call<T>(
        &self,
        id: &str,
        make: impl Fn(oneshot::Sender<Result<T, ApiError>>) -> Cmd,
    ) -> Result<T, ApiError> {
        for _ in 0..2 {
            let tx = self.task(id).await?;
            let (reply, answer) = oneshot::channel();
            if tx.send(make(reply)).await.is_err() {
                // The task stopped (its store failed): the next try reloads the game.
                continue;
            }
            return answer.await.unwrap_or_else(|_| {
                Err(ApiError::unavailable(
                    "the game stopped while answering; try again",
                ))
            });
        }
        Err(ApiError::unavailable(
            "the game cannot be reached; try again",
        ))
    }
}

/// Opens the store and builds the router.
///
/// # Errors
/// The store cannot be opened.
pub async fn app(config: Config) -> Result<(axum::Router, Arc<App>), String> {
    let store = Store::open(&config.db).await.map_err(|e| e.to_string())?;
    let key = Arc::new(store.server_key().await.map_err(|e| e.to_string())?);
    let (pokes, woken) = tokio::sync::mpsc::unbounded_channel();
    let gate = net::Gate::new(
        net::Limits {
            header: std::time::Duration::from_secs(config.header_secs.max(1)),
            keepalive: std::time::Duration::from_secs(config.keepalive_secs.max(1)),
            max: config.max_connections,
            per_address: config.max_connections_per_address,
        },
        net::file_limit(),
    );
    let sockets = api::Sockets::new(
        config.max_sockets_per_link,
        config.max_sockets_per_address,
        std::time::Duration::from_secs(config.ping_secs.max(1)),
    );
    let config_backoff = config.notice_backoff;
    let mailer = match &config.smtp {
        Some((url, from)) => Some(notify::Mailer::new(url, from)?),
        None => None,
    };
    let app = Arc::new(App {
        store,
        key,
        games: Mutex::new(BTreeMap::new()),
        limiter: api::Limiter::new(config.rate),
        creations: api::Creations::default(),
        started: std::time::Instant::now(),
        config,
        pokes,
        gate,
        sockets,
        notifier: notify::Notifier::start(config_backoff, mailer),
        studies: tokio::sync::Semaphore::new(1),
    });
    wake(Arc::downgrade(&app), woken);
    sweep(Arc::downgrade(&app));
    if app.store.backend() == store::Backend::Postgres {
        follow(Arc::downgrade(&app), app.config.db.clone());
    }
    Ok((api::router(app.clone()), app))
}

/// Looks every [`Config::clock_secs`] for the games with a turn's clock due, in memory or not,
/// and has each game's task look at its clocks (`task/clock.rs`).
fn sweep(app: std::sync::Weak<App>) {
    tokio::spawn(async move {
        loop {
            let every = match app.upgrade() {
                Some(a) => a.config.clock_secs.max(0.05),
                None => return,
            };
            tokio::time::sleep(std::time::Duration::from_secs_f64(every)).await;
            let Some(app) = app.upgrade() else { return };
            let due = match app.store.due_clocks(store::timestamp()).await {
                Ok(d) => d,
                Err(e) => {
                    eprintln!("the clocks cannot be read: {e}");
                    continue;
                }
            };
            for id in due {
                match app.task(&id).await {
                    Ok(tx) => {
                        let _ = tx.send(Cmd::Clock).await;
                    }
                    Err(e) => eprintln!("game {id}'s clocks cannot be looked at: {}", e.body),
                }
            }
        }
    });
}

/// Wakes the tasks of the games other games ask for (a served campaign when its battle ends,
/// a battle's game when it starts), loading them if need be, one at a time.
fn wake(
    app: std::sync::Weak<App>,
    mut woken: tokio::sync::mpsc::UnboundedReceiver<(String, task::Poke)>,
) {
    tokio::spawn(async move {
        while let Some((id, poke)) = woken.recv().await {
            let Some(app) = app.upgrade() else { return };
            match app.task(&id).await {
                Ok(tx) => {
                    let cmd = match poke {
                        task::Poke::Wake => Cmd::Wake,
                        task::Poke::Reload => Cmd::Reload,
                    };
                    let _ = tx.send(cmd).await;
                }
                Err(e) => eprintln!("game {id} cannot be woken: {}", e.body),
            }
        }
    });
}

/// Listens for PostgreSQL's notifications of games changed by other processes on the same
/// database and tells this process's task of each such game to catch up, so that its sockets
/// hear of the change; its own changes it passes over. (Requests need no notification: a
/// task checks the game's version before each one.)
fn follow(app: std::sync::Weak<App>, url: String) {
    tokio::spawn(async move {
        let mut listener = match sqlx::postgres::PgListener::connect(&url).await {
            Ok(l) => l,
            Err(e) => {
                eprintln!("cannot listen for other servers' changes: {e}");
                return;
            }
        };
        if let Err(e) = listener.listen(store::NOTIFY_CHANNEL).await {
            eprintln!("cannot listen for other servers' changes: {e}");
            return;
        }
        loop {
            match listener.recv().await {
                Ok(n) => {
                    let Some(app) = app.upgrade() else { return };
                    let (game, origin) = store::notified(n.payload());
                    // This server's own changes: its task made them.
                    if origin == Some(app.store.origin()) {
                        continue;
                    }
                    let slot = app.games.lock().await.get(game).cloned();
                    if let Some(slot) = slot {
                        if let Some(tx) = slot.tx.lock().await.as_ref() {
                            let _ = tx.try_send(Cmd::Refresh);
                        }
                    }
                }
                Err(e) => {
                    if app.strong_count() == 0 {
                        return;
                    }
                    eprintln!("listening for other servers' changes: {e}; retrying");
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                }
            }
        }
    });
}

/// Binds the address and opens the store: the listener (under the connection caps) and the
/// router, ready to serve.
async fn bind(config: Config) -> Result<(net::Capped, axum::Router, Arc<App>), String> {
    let addr = config.addr.clone();
    let listener = tokio::net::TcpListener::bind(&addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let (router, app) = app(config).await?;
    Ok((app.gate.listen(listener), router, app))
}

/// Starts serving on the current runtime and returns the address (tests and benchmarks).
///
/// # Errors
/// The address cannot be bound or the store opened.
pub async fn start(config: Config) -> Result<(SocketAddr, tokio::task::JoinHandle<()>), String> {
    let (listener, router, _) = bind(config).await?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    let handle = tokio::spawn(async move {
        let _ = axum::serve(
            listener,
            router.into_make_service_with_connect_info::<net::Peer>(),
        )
        .await;
    });
    Ok((local, handle))
}

/// Serves until the process is stopped, calling `ready` with the address once listening.
///
/// # Errors
/// The address cannot be bound or the store opened.
pub async fn serve(config: Config, ready: impl FnOnce(SocketAddr)) -> Result<(), String> {
    let (listener, router, app) = bind(config).await?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    ready(local);
    eprintln!("{}", app.gate.describe());
    axum::serve(
        listener,
        router.into_make_service_with_connect_info::<net::Peer>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
    .map_err(|e| format!("the server stopped: {e}"))
}

/// Runs [`serve`] on a new multi-threaded runtime, printing `listening on http://HOST:PORT` as
/// the first line on standard output.
///
/// # Errors
/// As [`serve`].
pub fn run(config: Config) -> Result<(), String> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the runtime: {e}"))?;
    rt.block_on(serve(config, |addr| {
        use std::io::Write;
        println!("listening on http://{addr}");
        let _ = std::io::stdout().flush();
    }))
}
