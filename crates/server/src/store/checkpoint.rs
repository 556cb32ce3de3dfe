//! SQLite's checkpoints, mostly off the writer's path.
//!
//! In WAL mode a commit appends pages to the write-ahead log, and now and then the log is copied
//! back into the database file and that file is synced: a checkpoint. Left to SQLite, the commit
//! that crosses a thousand pages of log copies all of them, and every acknowledgement waiting on
//! the group commit waits for it too. A connection of this thread's own makes a passive
//! checkpoint every [`EVERY`] instead, copying what the log holds without waiting for, or
//! holding up, the writer. That alone would let a busy log grow without end (a passive
//! checkpoint beside a writer that keeps committing never finds the log wholly copied, and only
//! then may the log start again: it reached 160 MB in a minute of the load bench), so the writer
//! still checkpoints once its log holds [`WRITER_PAGES`] pages, when little is left to copy but
//! the sync.
//!
//! Each checkpoint writes every page the log changed since the last one, once, however often it
//! changed: the less often, the fewer bytes an action costs, but the longer each checkpoint's
//! sync holds up the commits' own. In the load bench (1,000 games, 900 ms between a player's
//! actions) a checkpoint every 250 ms wrote 21.2 KB an action, every second 14.3 KB, every five
//! seconds 11.0 KB with the slowest acknowledgements three times as slow (docs/server.md,
//! Load): [`EVERY`] is a second.

use std::time::Duration;

use sqlx::{AnyConnection, Connection, Executor};
use tokio::sync::oneshot;

/// How often the log is copied back (see above).
pub(super) const EVERY: Duration = Duration::from_millis(1_000);

/// The pages of log after which the writer checkpoints itself (SQLite's own default is 1,000):
/// 40 MB of the 1 KiB pages of a new database ([`super::PAGE_SIZE`]).
pub(super) const WRITER_PAGES: u32 = 40_000;

/// Starts checkpointing the SQLite database at `url` on a thread of its own, until the
/// returned sender is dropped (with the store that holds it); the thread's last checkpoint is
/// made then, so a closed store leaves its log copied back.
///
/// # Errors
/// The thread or its runtime cannot be made.
pub(super) fn spawn(url: String) -> std::io::Result<oneshot::Sender<()>> {
    let (stop, stopped) = oneshot::channel();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    std::thread::Builder::new()
        .name("umpire-store-checkpoint".into())
        .spawn(move || runtime.block_on(run(url, stopped)))?;
    Ok(stop)
}

async fn run(url: String, mut stopped: oneshot::Receiver<()>) {
    // A store that could not be reached from here still works: SQLite then copies the log back
    // when the writer's connection closes.
    let Ok(mut conn) = AnyConnection::connect(&url).await else {
        return;
    };
    if conn.execute("PRAGMA busy_timeout = 10000").await.is_err() {
        return;
    }
    let mut tick = tokio::time::interval(EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = &mut stopped => break,
            _ = tick.tick() => {
                // A passive checkpoint neither waits for the writer nor makes it wait; one that
                // fails (the disk full, say) is tried again at the next tick.
                let _ = conn.execute("PRAGMA wal_checkpoint(PASSIVE)").await;
            }
        }
    }
    let _ = conn.execute("PRAGMA wal_checkpoint(PASSIVE)").await;
    let _ = conn.close().await;
}

#[cfg(test)]
mod tests {
    use super::super::{Store, StoredGame};
    use super::EVERY;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_log_is_copied_back_while_the_store_is_open() {
        let dir = std::env::temp_dir().join(format!("umpire-checkpoint-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("checkpoint.db");
        let _ = std::fs::remove_file(&path);
        let store = Store::open(&format!("sqlite:{}", path.display()))
            .await
            .unwrap();
        tokio::time::sleep(2 * EVERY).await;
        let before = std::fs::metadata(&path).unwrap().len();
        let game = StoredGame {
            ruleset: "race".into(),
            secret: "00".into(),
            source: "engine".into(),
            holders: "{}".into(),
            lines: (0..50).map(|n| format!("line {n}")).collect(),
            version: 0,
        };
        // A few hundred pages of log, far below the writer's own threshold: only the
        // checkpoints' thread copies them into the database file.
        for k in 0..200 {
            store
                .create_game(&format!("g{k}"), &game, &[])
                .await
                .unwrap();
        }
        let mut size = before;
        for _ in 0..40 {
            tokio::time::sleep(EVERY).await;
            size = std::fs::metadata(&path).unwrap().len();
            if size > before + 64 * 1024 {
                break;
            }
        }
        assert!(
            size > before + 64 * 1024,
            "the database file stayed at {size} bytes ({before} before the games)"
        );
        assert_eq!(store.load("g7").await.unwrap().unwrap().lines, game.lines);
        store.close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }
}
