//! Where games live between requests and across restarts: SQLite (a file, in WAL mode) or
//! PostgreSQL, through sqlx's runtime-chosen `Any` driver, with one set of statements that
//! both databases read the same way.
//!
//! A game is stored as the lines of its log (header, steps, entropy), its dice secret (the
//! umpire's alone until the end), who holds each seat, the hashes of its links, the answers
//! given to actions (so that a retried request is answered, not applied twice) and its chat.
//! Every write that a player's acknowledgement depends on is one transaction, committed before
//! the acknowledgement is sent.

use std::time::{SystemTime, UNIX_EPOCH};

use ed25519_dalek::SigningKey;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor, Row};
use tokio::sync::{mpsc, oneshot};

mod batch;
pub use batch::totals as writer_totals;
mod battles;
mod clocks;
mod club;
pub use battles::BattleSeats;
pub use clocks::{ClockRow, ClubGame, RematchRow};
pub use club::{touched, GameRow, Watchable, ACTIVITY_GRAIN, ANY_SEAT, MOST_TO_WATCH};
mod checkpoint;
mod library;
pub use library::{Published, MOST_LISTED};

/// A failure of the database, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The database failed.
    Failed(String),
    /// Another process changed the game since this one read it: nothing was written.
    Stale,
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Failed(e) => write!(f, "the game store failed: {e}"),
            StoreError::Stale => f.write_str("another server changed the game first"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        StoreError::Failed(e.to_string())
    }
}

type Result<T> = std::result::Result<T, StoreError>;

/// Which database a store is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// A SQLite file.
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

const SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS server_key (id BIGINT PRIMARY KEY, secret TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, \
     secret TEXT NOT NULL, source TEXT NOT NULL, holders TEXT NOT NULL, \
     finished BIGINT NOT NULL, created BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS lines (game TEXT NOT NULL, n BIGINT NOT NULL, \
     line TEXT NOT NULL, PRIMARY KEY (game, n))",
    "CREATE TABLE IF NOT EXISTS tokens (hash TEXT PRIMARY KEY, game TEXT NOT NULL, \
     role TEXT NOT NULL)",
    "CREATE INDEX IF NOT EXISTS tokens_game ON tokens (game)",
    "CREATE TABLE IF NOT EXISTS acks (game TEXT NOT NULL, seat TEXT NOT NULL, \
     expect_step BIGINT NOT NULL, digest TEXT NOT NULL, step BIGINT NOT NULL, \
     PRIMARY KEY (game, seat, expect_step))",
    "CREATE TABLE IF NOT EXISTS chat (game TEXT NOT NULL, n BIGINT NOT NULL, \
     channel TEXT NOT NULL, author TEXT NOT NULL, body TEXT NOT NULL, at BIGINT NOT NULL, \
     PRIMARY KEY (game, n))",
    // Each change to a game bumps its version, so that a process holding the game in memory
    // can tell whether another process on the same database changed it (scale-out).
    "CREATE TABLE IF NOT EXISTS versions (game TEXT PRIMARY KEY, version BIGINT NOT NULL)",
    // A served campaign's battles: the game of each (`store/battles.rs`).
    "CREATE TABLE IF NOT EXISTS battles (campaign TEXT NOT NULL, n BIGINT NOT NULL, \
     game TEXT NOT NULL, PRIMARY KEY (campaign, n))",
    "CREATE INDEX IF NOT EXISTS battles_game ON battles (game)",
    // When each seat last took a step, and the game (seat ''): `store/club.rs`.
    "CREATE TABLE IF NOT EXISTS activity (game TEXT NOT NULL, seat TEXT NOT NULL, \
     at BIGINT NOT NULL, PRIMARY KEY (game, seat))",
    // Games made open to watch, with their spectators' token (public by the maker's choice).
    "CREATE TABLE IF NOT EXISTS watch (game TEXT PRIMARY KEY, spectator TEXT NOT NULL)",
    // A club's game: its settings, its seats' clocks and its notices' addresses
    // (`store/clocks.rs`).
    "CREATE TABLE IF NOT EXISTS settings (game TEXT PRIMARY KEY, body TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS clocks (game TEXT NOT NULL, seat TEXT NOT NULL, \
     since BIGINT NOT NULL, stage BIGINT NOT NULL, due BIGINT, PRIMARY KEY (game, seat))",
    "CREATE INDEX IF NOT EXISTS clocks_due ON clocks (due)",
    "CREATE TABLE IF NOT EXISTS hooks (game TEXT NOT NULL, seat TEXT NOT NULL, \
     url TEXT NOT NULL, PRIMARY KEY (game, seat, url))",
    "CREATE TABLE IF NOT EXISTS rematch (game TEXT PRIMARY KEY, next TEXT NOT NULL, \
     swap BIGINT NOT NULL, accepted TEXT NOT NULL, made BIGINT NOT NULL)",
    // The scenario library: each published text under its SHA-256, a version of a rule set's
    // scenario name (`store/library.rs`).
    "CREATE TABLE IF NOT EXISTS scenarios (hash TEXT PRIMARY KEY, ruleset TEXT NOT NULL, \
     name TEXT NOT NULL, version BIGINT NOT NULL, title TEXT NOT NULL, author TEXT NOT NULL, \
     toml TEXT NOT NULL, published BIGINT NOT NULL)",
    "CREATE UNIQUE INDEX IF NOT EXISTS scenarios_version ON scenarios (ruleset, name, version)",
];

/// The page size of a new SQLite database, in bytes.
pub const PAGE_SIZE: usize = 1_024;

/// The channel on which PostgreSQL announces a changed game. The payload is the game's id, a
/// space and the [`Store::origin`] of the store that changed it.
pub const NOTIFY_CHANNEL: &str = "umpire_games";

/// The payload that announces a change to game `id` made by the store named `origin`.
fn notice(id: &str, origin: &str) -> String {
    format!("{id} {origin}")
}

/// The game and the store named by a notification's payload ([`NOTIFY_CHANNEL`]); a payload
/// without an origin names the game alone.
#[must_use]
pub fn notified(payload: &str) -> (&str, Option<&str>) {
    match payload.split_once(' ') {
        Some((game, origin)) => (game, Some(origin)),
        None => (payload, None),
    }
}

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// Rule set id.
    pub ruleset: String,
    /// The dice secret, hex.
    pub secret: String,
    /// Where the secret came from (`engine`, `user-seed`).
    pub source: String,
    /// Who holds each seat: JSON object seat → `human`/`bot:KIND`.
    pub holders: String,
    /// The log's lines, in order.
    pub lines: Vec<String>,
    /// The version these were read at (read first: a later change makes the game look stale,
    /// never fresh).
    pub version: i64,
}

impl StoredGame {
    /// The dice secret, with where it came from (`source`).
    ///
    /// # Errors
    /// The stored secret is not hex of the right length.
    pub fn dice_secret(&self) -> std::result::Result<umpire_core::Secret, String> {
        let source = match self.source.as_str() {
            "user-seed" => umpire_core::SecretSource::UserSeed,
            _ => umpire_core::SecretSource::Engine,
        };
        umpire_core::Secret::from_hex(&self.secret, source)
    }

    /// The log's lines as one text, each ending in a newline.
    #[must_use]
    pub fn log_text(&self) -> String {
        let mut text = self.lines.join("\n");
        text.push('\n');
        text
    }

    /// A finished game's whole log as its players download it: the lines as stored, then the
    /// end line signed with `key`.
    ///
    /// # Errors
    /// The log does not replay, or the game is not over.
    pub fn signed_log(&self, key: &SigningKey) -> std::result::Result<String, String> {
        let mut text = self.log_text();
        let game = crate::live::resume(&text, self.dice_secret()?)?;
        let end = game.end_line(key).ok_or("the game is not over")?;
        text.push_str(&end);
        if !text.ends_with('\n') {
            text.push('\n');
        }
        Ok(text)
    }
}

/// What an append says of its game besides its lines: whether the game is over now, and when
/// its steps were taken (seconds since 1970) by which seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// The game ended with these lines.
    pub finished: bool,
    /// When.
    pub at: i64,
    /// The rows of `activity` to set to `at` (`store/club.rs`): seats that took steps in the
    /// lines, and the game's own row ([`ANY_SEAT`]); none to leave the times as they are.
    pub touched: Vec<String>,
}

/// One chat message as stored.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ChatRow {
    /// Its number in the game, from 1.
    pub n: i64,
    /// The channel.
    pub channel: String,
    /// The seat that wrote it.
    pub author: String,
    /// The text.
    pub body: String,
    /// Seconds since 1970.
    pub at: i64,
}

/// An answer given to an action, kept so that the same request retried gets it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ack {
    /// The seat that acted.
    pub seat: String,
    /// The step the request expected.
    pub expect_step: i64,
    /// SHA-256 of the request's action, hex.
    pub digest: String,
    /// The step the action became.
    pub step: i64,
}

/// The game store.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// The group-commit writer of appends (`store/batch.rs`).
    writer: mpsc::UnboundedSender<batch::Append>,
    /// This store's name in its notifications, drawn when it opens.
    origin: std::sync::Arc<str>,
    /// SQLite's checkpoints, made off the writer's path (`store/checkpoint.rs`) until the last
    /// clone of the store is dropped.
    _checkpoints: Option<std::sync::Arc<oneshot::Sender<()>>>,
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(0))
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

impl Store {
    /// Opens (creating if need be) the store at `url`: `sqlite:PATH` (or a bare path) or
    /// `postgres://…`.
    ///
    /// # Errors
    /// The database cannot be reached or created.
    pub async fn open(url: &str) -> Result<Self> {
        sqlx::any::install_default_drivers();
        let (url, backend) = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            (url.to_owned(), Backend::Postgres)
        } else {
            let path = url.strip_prefix("sqlite:").unwrap_or(url);
            let path = path.strip_prefix("//").unwrap_or(path);
            (format!("sqlite://{path}?mode=rwc"), Backend::Sqlite)
        };
        // SQLite takes one writer at a time: with several connections the others would wait
        // in its busy handler, which sleeps in growing steps; with one, they wait their turn in
        // the pool (docs/server.md, Load).
        let mut options = AnyPoolOptions::new().max_connections(match backend {
            Backend::Sqlite => 1,
            Backend::Postgres => 16,
        });
        if backend == Backend::Sqlite {
            options = options.after_connect(|conn, _| {
                Box::pin(async move {
                    // Durable on power loss (a commit is on disk before it returns), one writer
                    // at a time with the others waiting their turn rather than failing.
                    conn.execute("PRAGMA busy_timeout = 10000").await?;
                    // A new database's pages are small: each commit writes every page it
                    // touched, whole, to the write-ahead log and again to the file at the next
                    // checkpoint, and an action touches a few pages of a few rows each
                    // (docs/server.md, Load). A database that exists keeps its page size.
                    conn.execute(sqlx::AssertSqlSafe(format!(
                        "PRAGMA page_size = {PAGE_SIZE}"
                    )))
                    .await?;
                    conn.execute("PRAGMA synchronous = FULL").await?;
                    // Checkpoints are made by a thread of their own, the writer's only to
                    // bound the log (`store/checkpoint.rs`).
                    conn.execute(sqlx::AssertSqlSafe(format!(
                        "PRAGMA wal_autocheckpoint = {}",
                        checkpoint::WRITER_PAGES
                    )))
                    .await?;
                    Ok(())
                })
            });
        }
        let pool = options.connect(&url).await?;
        if backend == Backend::Sqlite {
            pool.execute("PRAGMA journal_mode = WAL").await?;
        }
        let mut conn = pool.acquire().await?;
        if backend == Backend::Postgres {
            // Two servers starting at once on a new database must not both create the tables.
            conn.execute("SELECT pg_advisory_lock(7417001)").await?;
        }
        for s in SCHEMA {
            conn.execute(*s).await?;
        }
        if backend == Backend::Postgres {
            conn.execute("SELECT pg_advisory_unlock(7417001)").await?;
        }
        drop(conn);
        let checkpoints = if backend == Backend::Sqlite {
            let stop = checkpoint::spawn(url.clone()).map_err(|e| {
                StoreError::Failed(format!("cannot start the store's checkpoints: {e}"))
            })?;
            Some(std::sync::Arc::new(stop))
        } else {
            None
        };
        // Games made before versions were kept get theirs here, once, so that the group
        // commit's appends need not ask (another server opening the same database at the
        // same time may give them first).
        pool.execute(
            "INSERT INTO versions (game, version) SELECT id, 0 FROM games \
             WHERE id NOT IN (SELECT game FROM versions) ON CONFLICT (game) DO NOTHING",
        )
        .await?;
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes)
            .map_err(|e| StoreError::Failed(format!("no randomness to name the store: {e}")))?;
        let origin: std::sync::Arc<str> = hex::encode(bytes).into();
        let writer = batch::spawn(pool.clone(), backend, origin.clone()).map_err(|e| {
            StoreError::Failed(format!("cannot start the writer of the store: {e}"))
        })?;
        Ok(Self {
            pool,
            backend,
            writer,
            origin,
            _checkpoints: checkpoints,
        })
    }

    /// Which database this is.
    #[must_use]
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// This store's name in the notifications it sends on PostgreSQL ([`NOTIFY_CHANNEL`]),
    /// drawn at random when it opens: a server need not catch up with its own changes.
    #[must_use]
    pub fn origin(&self) -> &str {
        &self.origin
    }

    /// The server's signing key: made and stored on first use, the same for every process on
    /// this database.
    ///
    /// # Errors
    /// The database fails, or holds a damaged key.
    pub async fn server_key(&self) -> Result<SigningKey> {
        let fresh = umpire_core::log::new_signing_key().map_err(StoreError::Failed)?;
        sqlx::query(
            "INSERT INTO server_key (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
        )
        .bind(hex::encode(fresh.to_bytes()))
        .execute(&self.pool)
        .await?;
        let row = sqlx::query("SELECT secret FROM server_key WHERE id = 1")
            .fetch_one(&self.pool)
            .await?;
        let text: String = row.try_get(0)?;
        umpire_core::log::parse_signing_key(&text).map_err(StoreError::Failed)
    }

    /// Stores a new game with its first lines and the hashes of its links.
    ///
    /// # Errors
    /// The database fails (nothing is stored then).
    pub async fn create_game(
        &self,
        id: &str,
        game: &StoredGame,
        tokens: &[(String, String)],
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        insert_game(&mut tx, id, game, tokens).await?;
        tx.commit().await?;
        Ok(())
    }

    /// A game's version: how many changes it has had (0 for a game stored before versions).
    ///
    /// # Errors
    /// The database fails.
    pub async fn version(&self, id: &str) -> Result<i64> {
        let row = sqlx::query("SELECT version FROM versions WHERE game = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => r.try_get(0)?,
            None => 0,
        })
    }

    /// Moves a game from version `from` to the next, inside `tx`, and announces the change to
    /// the other processes (PostgreSQL, at commit).
    async fn bump(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        id: &str,
        from: i64,
    ) -> Result<()> {
        bump(tx, self.backend, &self.origin, id, Some(from)).await
    }

    /// Appends lines `first..` of a game's log, with the answer to the action that made them
    /// (if any) and the time `at` of their steps (for each seat that took one, and the game),
    /// in one transaction, moving the game on from version `from`. The writer
    /// (`store/batch.rs`) puts every game's append waiting at the time in the same transaction.
    ///
    /// # Errors
    /// The database fails, or another process changed the game first ([`StoreError::Stale`]);
    /// nothing is stored then.
    pub async fn append(
        &self,
        id: &str,
        from: i64,
        first: usize,
        lines: &[String],
        ack: Option<&Ack>,
        written: Written,
    ) -> Result<()> {
        let stopped = || StoreError::Failed("the store's writer has stopped".into());
        let (reply, answer) = oneshot::channel();
        self.writer
            .send(batch::Append {
                id: id.to_owned(),
                from,
                first,
                lines: lines.to_vec(),
                ack: ack.cloned(),
                finished: written.finished,
                touched: written.touched,
                at: written.at,
                reply,
            })
            .map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }

    /// Takes back the last step of a game's log (an undo): keeps its first `keep` lines and
    /// forgets the answers to actions that became step `step` or later, in one transaction,
    /// moving the game on from version `from`.
    ///
    /// # Errors
    /// The database fails, or another process changed the game first ([`StoreError::Stale`]);
    /// nothing is changed then.
    pub async fn truncate(&self, id: &str, from: i64, keep: usize, step: usize) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        self.bump(&mut tx, id, from).await?;
        sqlx::query("DELETE FROM lines WHERE game = $1 AND n >= $2")
            .bind(id)
            .bind(count(keep))
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM acks WHERE game = $1 AND step >= $2")
            .bind(id)
            .bind(count(step))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// A stored game, or `None` if there is none with this id.
    ///
    /// # Errors
    /// The database fails.
    pub async fn load(&self, id: &str) -> Result<Option<StoredGame>> {
        self.load_from(id, 0).await
    }

    /// A stored game with its log's lines from line `first` on (0-based), or `None` if there
    /// is none with this id.
    ///
    /// # Errors
    /// The database fails.
    pub async fn load_from(&self, id: &str, first: usize) -> Result<Option<StoredGame>> {
        let version = self.version(id).await?;
        let Some(row) =
            sqlx::query("SELECT ruleset, secret, source, holders FROM games WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?
        else {
            return Ok(None);
        };
        let lines = sqlx::query("SELECT line FROM lines WHERE game = $1 AND n >= $2 ORDER BY n")
            .bind(id)
            .bind(count(first))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| r.try_get::<String, _>(0))
            .collect::<std::result::Result<Vec<_>, _>>()?;
        Ok(Some(StoredGame {
            ruleset: row.try_get(0)?,
            secret: row.try_get(1)?,
            source: row.try_get(2)?,
            holders: row.try_get(3)?,
            lines,
            version,
        }))
    }

    /// The link hashes of a game and the role each stands for.
    ///
    /// # Errors
    /// The database fails.
    pub async fn tokens(&self, id: &str) -> Result<Vec<(String, String)>> {
        let rows = sqlx::query("SELECT hash, role FROM tokens WHERE game = $1 ORDER BY role")
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(pair).collect()
    }

    /// The answer given to `seat`'s action sent at `expect_step`, if one was.
    ///
    /// # Errors
    /// The database fails.
    pub async fn ack(&self, id: &str, seat: &str, expect_step: i64) -> Result<Option<Ack>> {
        let row = sqlx::query(
            "SELECT seat, expect_step, digest, step FROM acks \
             WHERE game = $1 AND seat = $2 AND expect_step = $3",
        )
        .bind(id)
        .bind(seat)
        .bind(expect_step)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(ack_of).transpose()
    }

    /// The answers given to actions in a game.
    ///
    /// # Errors
    /// The database fails.
    pub async fn acks(&self, id: &str) -> Result<Vec<Ack>> {
        let rows = sqlx::query(
            "SELECT seat, expect_step, digest, step FROM acks WHERE game = $1 \
             ORDER BY step, seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(ack_of).collect()
    }

    /// Stores a chat message, moving the game on from version `from`.
    ///
    /// # Errors
    /// The database fails, or the game is stale.
    pub async fn add_chat(&self, id: &str, from: i64, m: &ChatRow) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        self.bump(&mut tx, id, from).await?;
        sqlx::query(
            "INSERT INTO chat (game, n, channel, author, body, at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(m.n)
        .bind(&m.channel)
        .bind(&m.author)
        .bind(&m.body)
        .bind(m.at)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// A game's chat, in order.
    ///
    /// # Errors
    /// The database fails.
    pub async fn chat(&self, id: &str) -> Result<Vec<ChatRow>> {
        let rows =
            sqlx::query("SELECT n, channel, author, body, at FROM chat WHERE game = $1 ORDER BY n")
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| {
                Ok(ChatRow {
                    n: r.try_get(0)?,
                    channel: r.try_get(1)?,
                    author: r.try_get(2)?,
                    body: r.try_get(3)?,
                    at: r.try_get(4)?,
                })
            })
            .collect()
    }

    /// Closes the pool.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// An answer as a row of `SELECT seat, expect_step, digest, step FROM acks` holds it.
fn ack_of(r: &AnyRow) -> Result<Ack> {
    Ok(Ack {
        seat: r.try_get(0)?,
        expect_step: r.try_get(1)?,
        digest: r.try_get(2)?,
        step: r.try_get(3)?,
    })
}

/// The current time, in seconds since 1970 (a chat message's, a step's, a pruning's).
#[must_use]
pub fn timestamp() -> i64 {
    now()
}

fn pair(r: &AnyRow) -> Result<(String, String)> {
    Ok((r.try_get(0)?, r.try_get(1)?))
}

/// Moves game `id` from version `from` to the next inside `tx` ([`StoreError::Stale`] when it
/// is not at `from`; with no `from`, whatever it stood at: a change made in another game's
/// transaction), and on PostgreSQL announces the change under the store's `origin`, sent at
/// commit. The store's changes and the writer's appends alike.
async fn bump(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    backend: Backend,
    origin: &str,
    id: &str,
    from: Option<i64>,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO versions (game, version) VALUES ($1, 0) ON CONFLICT (game) DO NOTHING",
    )
    .bind(id)
    .execute(&mut **tx)
    .await?;
    let moved = match from {
        Some(from) => {
            sqlx::query(
                "UPDATE versions SET version = version + 1 WHERE game = $1 AND version = $2",
            )
            .bind(id)
            .bind(from)
            .execute(&mut **tx)
            .await?
        }
        None => {
            sqlx::query("UPDATE versions SET version = version + 1 WHERE game = $1")
                .bind(id)
                .execute(&mut **tx)
                .await?
        }
    };
    if moved.rows_affected() != 1 {
        return Err(StoreError::Stale);
    }
    if backend == Backend::Postgres {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(NOTIFY_CHANNEL)
            .bind(notice(id, origin))
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// Records who holds each seat of game `id` now (JSON of seat to holder), inside `tx`.
async fn set_holders(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    holders: &str,
) -> Result<()> {
    sqlx::query("UPDATE games SET holders = $1 WHERE id = $2")
        .bind(holders)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

async fn insert_line(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    n: usize,
    line: &str,
) -> Result<()> {
    sqlx::query("INSERT INTO lines (game, n, line) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(count(n))
        .bind(line)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

async fn insert_token(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    hash: &str,
    role: &str,
) -> Result<()> {
    sqlx::query("INSERT INTO tokens (hash, game, role) VALUES ($1, $2, $3)")
        .bind(hash)
        .bind(id)
        .bind(role)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Stores a new game with its first lines and the hashes of its links, inside `tx`.
async fn insert_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    game: &StoredGame,
    tokens: &[(String, String)],
) -> Result<()> {
    sqlx::query(
        "INSERT INTO games (id, ruleset, secret, source, holders, finished, created) \
         VALUES ($1, $2, $3, $4, $5, 0, $6)",
    )
    .bind(id)
    .bind(&game.ruleset)
    .bind(&game.secret)
    .bind(&game.source)
    .bind(&game.holders)
    .bind(now())
    .execute(&mut **tx)
    .await?;
    for (n, line) in game.lines.iter().enumerate() {
        insert_line(tx, id, n, line).await?;
    }
    for (hash, role) in tokens {
        insert_token(tx, id, hash, role).await?;
    }
    sqlx::query("INSERT INTO versions (game, version) VALUES ($1, 0)")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_notification_names_the_game_and_the_store_that_changed_it() {
        assert_eq!(super::notified("g1 0a0b"), ("g1", Some("0a0b")));
        assert_eq!(super::notified("g1"), ("g1", None), "an older server's");
    }
}
