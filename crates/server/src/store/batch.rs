//! Group commit: the appends of every game waiting to be stored go to the database in one
//! transaction, one commit and one sync to disk for all of them.
//!
//! SQLite takes one writer at a time, and each commit waits for the disk: with a commit per
//! action the store, not the processor, set how many actions a second the server could take
//! (about 1,500 on the development machine of then; `git show 6852a7d:docs/performance.md`). A single writer, on a thread
//! of its own, takes whatever appends are waiting when it is free, at once and without waiting
//! for more (so an append alone is written as soon as it comes, as before), and answers each
//! after the commit.
//!
//! PostgreSQL takes many writers at once, but a transaction per action cost some eight round
//! trips to its server and a commit each, and at a club night's rate its server processes, the
//! server's and the players' shared two cores: the slowest acknowledgements took a tenth of a
//! second and more (docs/server.md, Load). It has the same writer, as a task among the
//! server's (its connections are the runtime's own sockets), and tells the other servers on the
//! database of each game the batch moved on (`pg_notify`) inside the transaction, as a lone
//! append did.
//!
//! The statements take the whole batch at once: one moves every game's version on, one (or
//! one per 64 rows) inserts the lines of them all, one their answers. If some game moved on
//! elsewhere (its version is not the one its task read), the transaction is undone and the
//! batch written again append by append, each checked, so that only that one is refused. Any
//! other failure undoes the transaction, and each append is written again alone, in a
//! transaction of its own: those the database still refuses answer that the game could not be
//! saved, as a failed commit did before, and the others are stored. A game has at most one
//! append waiting (its task waits for the answer), so the queue is never longer than the games
//! in memory.

use std::sync::Arc;

use sqlx::AnyPool;
use tokio::sync::{mpsc, oneshot};

use super::{count, Ack, Backend, Result, StoreError, NOTIFY_CHANNEL};

/// Transactions committed, and appends they stored, by every writer of this process (the load
/// bench reports appends a commit).
static COMMITS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
static APPENDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
static BUSY_NANOS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Transactions committed by this process's writers so far, the appends they stored, and the
/// time the writers spent writing them (from the first statement to the commit's answer).
#[must_use]
pub fn totals() -> (u64, u64, std::time::Duration) {
    use std::sync::atomic::Ordering::Relaxed;
    (
        COMMITS.load(Relaxed),
        APPENDS.load(Relaxed),
        std::time::Duration::from_nanos(BUSY_NANOS.load(Relaxed)),
    )
}

/// The most appends written in one transaction.
const MOST: usize = 256;

/// Rows of one statement (at most five parameters a row, far below SQLite's limit).
const ROWS: usize = 64;

/// One game's append, as [`super::Store::append`] takes it, and where to answer.
pub(super) struct Append {
    pub id: String,
    pub from: i64,
    pub first: usize,
    pub lines: Vec<String>,
    pub ack: Option<Ack>,
    pub finished: bool,
    /// The seats whose steps these are, and the game's own row (`club.rs`).
    pub touched: Vec<String>,
    /// When (seconds since 1970).
    pub at: i64,
    pub reply: oneshot::Sender<Result<()>>,
}

/// Starts the writer of `pool`, a database of kind `backend`; appends sent to the answer are
/// written in turn.
///
/// On SQLite the writer runs on a thread of its own, not among the server's tasks: each
/// statement is a hand-over to SQLite's thread and back, and a writer task woken by SQLite's
/// answer waited for a worker busy with some request (building a game's listing, say) before
/// it could send the next statement. The thread ends when the store, the last holder of the
/// answer, is dropped. On PostgreSQL it is a task of the runtime that opens the store, whose
/// sockets its connections are; it ends the same way.
///
/// # Errors
/// The thread or its runtime cannot be made.
pub(super) fn spawn(
    pool: AnyPool,
    backend: Backend,
    origin: Arc<str>,
) -> std::io::Result<mpsc::UnboundedSender<Append>> {
    let (tx, rx) = mpsc::unbounded_channel();
    let to = Writer { backend, origin };
    if backend == Backend::Postgres {
        tokio::spawn(run(pool, to, rx));
        return Ok(tx);
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    std::thread::Builder::new()
        .name("umpire-store-writer".into())
        .spawn(move || runtime.block_on(run(pool, to, rx)))?;
    Ok(tx)
}

/// What the writer needs to know of its store.
struct Writer {
    backend: Backend,
    /// The store's name in its notifications ([`super::Store::origin`]).
    origin: Arc<str>,
}

async fn run(pool: AnyPool, to: Writer, mut rx: mpsc::UnboundedReceiver<Append>) {
    let mut batch = Vec::with_capacity(MOST);
    while rx.recv_many(&mut batch, MOST).await > 0 {
        let began = std::time::Instant::now();
        let written = write(&pool, &to, &batch).await;
        BUSY_NANOS.fetch_add(
            u64::try_from(began.elapsed().as_nanos()).unwrap_or(u64::MAX),
            std::sync::atomic::Ordering::Relaxed,
        );
        let answers = match written {
            Ok(answers) => {
                use std::sync::atomic::Ordering::Relaxed;
                COMMITS.fetch_add(1, Relaxed);
                APPENDS.fetch_add(batch.len() as u64, Relaxed);
                answers
            }
            // The batch failed as a whole: one game's append the database refuses, or on
            // PostgreSQL a deadlock with another server's batch over the same games. Each
            // append is then written alone, in a transaction of its own, so that one game's
            // failure is not the others'.
            Err(_) if batch.len() > 1 => {
                let mut answers = Vec::with_capacity(batch.len());
                for a in &batch {
                    answers.push(match write(&pool, &to, std::slice::from_ref(a)).await {
                        Ok(mut one) => one.pop().unwrap_or(Ok(())),
                        Err(e) => Err(e),
                    });
                }
                answers
            }
            Err(e) => batch.iter().map(|_| Err(e.clone())).collect(),
        };
        for (a, answer) in batch.drain(..).zip(answers) {
            let _ = a.reply.send(answer);
        }
    }
}

/// Writes `batch` in one transaction: each append's answer, or the failure of them all. The
/// statements take every append of the batch at once; if some game moved on elsewhere, the
/// transaction is undone and the appends are written one by one, each checked.
async fn write(pool: &AnyPool, to: &Writer, batch: &[Append]) -> Result<Vec<Result<()>>> {
    let mut tx = pool.begin().await?;
    // Every game has its row of `versions` (`Store::open` gives one to games made before
    // they were kept).
    let mut moved = 0;
    for chunk in batch.chunks(ROWS) {
        let each: Vec<String> = (0..chunk.len())
            .map(|k| format!("(game = ${} AND version = ${})", 2 * k + 1, 2 * k + 2))
            .collect();
        let mut q = sqlx::query(sql(
            "UPDATE versions SET version = version + 1 WHERE ",
            &each.join(" OR "),
            "",
        ));
        for a in chunk {
            q = q.bind(&a.id).bind(a.from);
        }
        moved += q.execute(&mut *tx).await?.rows_affected();
    }
    if usize::try_from(moved).ok() != Some(batch.len()) {
        tx.rollback().await?;
        let mut tx = pool.begin().await?;
        let mut answers = Vec::with_capacity(batch.len());
        for a in batch {
            answers.push(one(&mut tx, to, a).await?);
        }
        tx.commit().await?;
        return Ok(answers);
    }
    if to.backend == Backend::Postgres {
        for chunk in batch.chunks(ROWS) {
            let each: Vec<String> = (0..chunk.len())
                .map(|k| format!("pg_notify($1, ${})", k + 2))
                .collect();
            let mut q = sqlx::query(sql("SELECT ", &each.join(", "), "")).bind(NOTIFY_CHANNEL);
            for a in chunk {
                q = q.bind(super::notice(&a.id, &to.origin));
            }
            q.execute(&mut *tx).await?;
        }
    }
    let lines: Vec<(&Append, usize, &String)> = batch
        .iter()
        .flat_map(|a| {
            a.lines
                .iter()
                .enumerate()
                .map(move |(k, l)| (a, a.first + k, l))
        })
        .collect();
    for chunk in lines.chunks(ROWS) {
        let mut q = sqlx::query(sql(
            "INSERT INTO lines (game, n, line) VALUES ",
            &rows(chunk.len(), 3, ""),
            "",
        ));
        for (a, n, line) in chunk {
            q = q.bind(&a.id).bind(count(*n)).bind(*line);
        }
        q.execute(&mut *tx).await?;
    }
    let acks: Vec<(&Append, &Ack)> = batch
        .iter()
        .filter_map(|a| a.ack.as_ref().map(|k| (a, k)))
        .collect();
    for chunk in acks.chunks(ROWS) {
        let mut q = sqlx::query(sql(
            "INSERT INTO acks (game, seat, expect_step, digest, step) VALUES ",
            &rows(chunk.len(), 5, ""),
            "",
        ));
        for (a, ack) in chunk {
            q = q
                .bind(&a.id)
                .bind(&ack.seat)
                .bind(ack.expect_step)
                .bind(&ack.digest)
                .bind(ack.step);
        }
        q.execute(&mut *tx).await?;
    }
    let touched: Vec<(&Append, &String)> = batch
        .iter()
        .flat_map(|a| a.touched.iter().map(move |s| (a, s)))
        .collect();
    for chunk in touched.chunks(ROWS) {
        let mut q = sqlx::query(sql(
            "INSERT INTO activity (game, seat, at) VALUES ",
            &rows(chunk.len(), 3, ""),
            " ON CONFLICT (game, seat) DO UPDATE SET at = excluded.at",
        ));
        for (a, seat) in chunk {
            q = q.bind(&a.id).bind(*seat).bind(a.at);
        }
        q.execute(&mut *tx).await?;
    }
    for a in batch.iter().filter(|a| a.finished) {
        sqlx::query("UPDATE games SET finished = 1 WHERE id = $1")
            .bind(&a.id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(batch.iter().map(|_| Ok(())).collect())
}

/// `n` rows of `width` numbered placeholders each, `(…$k…{tail})` separated by commas.
fn rows(n: usize, width: usize, tail: &str) -> String {
    let mut out = String::new();
    for r in 0..n {
        if r > 0 {
            out.push_str(", ");
        }
        out.push('(');
        for c in 0..width {
            if c > 0 {
                out.push_str(", ");
            }
            out.push_str(&format!("${}", r * width + c + 1));
        }
        out.push_str(tail);
        out.push(')');
    }
    out
}

/// A statement made of fixed words and placeholders only: every value is bound.
fn sql(head: &str, middle: &str, tail: &str) -> sqlx::AssertSqlSafe<String> {
    sqlx::AssertSqlSafe(format!("{head}{middle}{tail}"))
}

/// One append inside the batch's transaction: `Ok(Err(Stale))` when its game moved on (nothing
/// of it written), `Err` when the database failed.
async fn one(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    to: &Writer,
    a: &Append,
) -> Result<Result<()>> {
    match super::bump(tx, to.backend, &to.origin, &a.id, Some(a.from)).await {
        Err(StoreError::Stale) => return Ok(Err(StoreError::Stale)),
        other => other?,
    }
    for (k, line) in a.lines.iter().enumerate() {
        super::insert_line(tx, &a.id, a.first + k, line).await?;
    }
    if let Some(ack) = &a.ack {
        sqlx::query(
            "INSERT INTO acks (game, seat, expect_step, digest, step) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(&a.id)
        .bind(&ack.seat)
        .bind(ack.expect_step)
        .bind(&ack.digest)
        .bind(ack.step)
        .execute(&mut **tx)
        .await?;
    }
    super::club::touch(tx, &a.id, &a.touched, a.at).await?;
    if a.finished {
        sqlx::query("UPDATE games SET finished = 1 WHERE id = $1")
            .bind(&a.id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(Ok(()))
}

#[cfg(test)]
mod tests {
    use super::super::{Store, StoredGame};
    use super::*;

    fn game(lines: usize) -> StoredGame {
        StoredGame {
            ruleset: "race".into(),
            secret: "00".into(),
            source: "engine".into(),
            holders: "{}".into(),
            lines: (0..lines).map(|n| format!("line {n}")).collect(),
            version: 0,
        }
    }

    /// An append's word on its game: over or not, at a fixed time, seat `a`'s.
    fn written(finished: bool) -> super::super::Written {
        super::super::Written {
            finished,
            at: 7,
            touched: vec!["a".into()],
        }
    }

    fn ack(step: i64) -> Ack {
        Ack {
            seat: "a".into(),
            expect_step: step - 1,
            digest: "d".into(),
            step,
        }
    }

    /// Appends sent together to `store`, to games named from `p`: each stored or refused alone.
    async fn appends_together(store: &Store, p: &str) {
        let id = |s: &str| format!("{p}{s}");
        for g in ["a", "b", "c"] {
            store.create_game(&id(g), &game(2), &[]).await.unwrap();
        }
        // Sent together, they meet in the writer's queue: b's task read a version the store
        // has not got, so b alone is refused; c's 130 lines take three statements.
        let many: Vec<String> = (2..132).map(|n| format!("line {n}")).collect();
        let (one, first) = (vec!["line 2".to_owned()], ack(1));
        let (ga, gb, gc) = (id("a"), id("b"), id("c"));
        let (a, b, c) = tokio::join!(
            store.append(&ga, 0, 2, &one, Some(&first), written(false)),
            store.append(&gb, 5, 2, &one, Some(&first), written(false)),
            store.append(&gc, 0, 2, &many, Some(&first), written(true)),
        );
        assert_eq!((a, b, c), (Ok(()), Err(StoreError::Stale), Ok(())));
        let lines = |g: &'static str| {
            let (store, g) = (store.clone(), id(g));
            async move { store.load(&g).await.unwrap().unwrap().lines }
        };
        assert_eq!(lines("a").await, game(3).lines);
        assert_eq!(
            lines("b").await,
            game(2).lines,
            "nothing of the refused append"
        );
        assert_eq!(lines("c").await, game(132).lines);
        assert_eq!(store.version(&id("a")).await.unwrap(), 1);
        assert_eq!(store.version(&id("b")).await.unwrap(), 0);
        assert_eq!(store.acks(&id("c")).await.unwrap(), vec![ack(1)]);
        assert!(store.acks(&id("b")).await.unwrap().is_empty());
        // A thousand appends at once, to as many games, all stored.
        let ids: Vec<String> = (0..1000).map(|k| id(&format!("g{k}"))).collect();
        for g in &ids {
            store.create_game(g, &game(1), &[]).await.unwrap();
        }
        let second = vec!["line 1".to_owned()];
        let all = ids
            .iter()
            .map(|g| store.append(g, 0, 1, &second, Some(&first), written(false)));
        for r in futures_util::future::join_all(all).await {
            assert_eq!(r, Ok(()));
        }
        for g in ids.iter().step_by(97) {
            assert_eq!(store.load(g).await.unwrap().unwrap().lines, game(2).lines);
        }
    }

    /// An append the database refuses (a line it already has) among others sent with it:
    /// only that one fails.
    async fn a_refused_append_fails_alone(store: &Store, p: &str) {
        let id = |s: &str| format!("{p}{s}");
        let (gx, gy, gz) = (id("x"), id("y"), id("z"));
        for g in [&gx, &gy, &gz] {
            store.create_game(g, &game(2), &[]).await.unwrap();
        }
        let (two, first) = (vec!["line 2".to_owned()], ack(1));
        let (x, y, z) = tokio::join!(
            store.append(&gx, 0, 2, &two, Some(&first), written(false)),
            // Line 1 is stored already.
            store.append(&gy, 0, 1, &two, Some(&first), written(false)),
            store.append(&gz, 0, 2, &two, Some(&first), written(false)),
        );
        assert_eq!((&x, &z), (&Ok(()), &Ok(())));
        assert!(
            matches!(y, Err(StoreError::Failed(_))),
            "the duplicate line is refused: {y:?}"
        );
        assert_eq!(store.load(&gx).await.unwrap().unwrap().lines, game(3).lines);
        assert_eq!(store.load(&gz).await.unwrap().unwrap().lines, game(3).lines);
        assert_eq!(store.load(&gy).await.unwrap().unwrap().lines, game(2).lines);
        assert_eq!(store.version(&gy).await.unwrap(), 0, "nothing of it stored");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn appends_written_together_are_each_stored_or_refused_alone() {
        let dir = std::env::temp_dir().join(format!("umpire-batch-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("batch.db");
        let _ = std::fs::remove_file(&path);
        let store = Store::open(&format!("sqlite:{}", path.display()))
            .await
            .unwrap();
        appends_together(&store, "").await;
        a_refused_append_fails_alone(&store, "").await;
        store.close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// On PostgreSQL (`UMPIRE_TEST_POSTGRES`, set in CI), the same, and each game a batch moved
    /// on is announced once, under the store's own name, to the servers listening; the refused
    /// ones are not.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn on_postgres_appends_written_together_are_each_stored_and_announced() {
        let Ok(url) = std::env::var("UMPIRE_TEST_POSTGRES") else {
            assert!(
                std::env::var_os("UMPIRE_REQUIRE_POSTGRES").is_none(),
                "UMPIRE_REQUIRE_POSTGRES is set but UMPIRE_TEST_POSTGRES names no server"
            );
            eprintln!("skipped: set UMPIRE_TEST_POSTGRES=postgres://… to run on PostgreSQL");
            return;
        };
        let store = Store::open(&url).await.unwrap();
        let mut listener = sqlx::postgres::PgListener::connect(&url).await.unwrap();
        listener.listen(NOTIFY_CHANNEL).await.unwrap();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        let p = format!("batch-{}-{nanos}-", std::process::id());
        appends_together(&store, &p).await;
        a_refused_append_fails_alone(&store, &p).await;
        let mut heard = std::collections::BTreeMap::new();
        while heard.len() < 1004 {
            let n = tokio::time::timeout(std::time::Duration::from_secs(10), listener.recv())
                .await
                .expect("every stored append announced")
                .unwrap();
            let (game, origin) = super::super::notified(n.payload());
            if let Some(g) = game.strip_prefix(p.as_str()) {
                assert_eq!(
                    origin,
                    Some(store.origin()),
                    "announced under the store's name"
                );
                *heard.entry(g.to_owned()).or_insert(0) += 1;
            }
        }
        assert_eq!(heard.get("a"), Some(&1));
        assert_eq!(heard.get("c"), Some(&1));
        assert_eq!(heard.get("b"), None, "the refused append is not announced");
        assert_eq!((heard.get("x"), heard.get("z")), (Some(&1), Some(&1)));
        assert_eq!(heard.get("y"), None, "nor the one the database refused");
        assert!(heard.keys().filter(|g| g.starts_with('g')).count() == 1000);
        store.close().await;
    }
}
