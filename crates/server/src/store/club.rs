//! What a club's server keeps besides the games themselves, and what its keeper reads of them:
//! when each seat last took a step (the pages and the lobby's list of one's games show it), and
//! the games listed, exported and pruned for the person who runs the server (`umpire games`).
//!
//! The time of a step is written with the step, in the writer's transaction (`batch.rs`): one
//! row a seat and a game, and the game's row for its last step of any seat.

use serde::Deserialize;
use sqlx::Row;

use super::{Result, Store};

/// The seat name of a game's own row of `activity`: the time of its last step, any seat's.
pub const ANY_SEAT: &str = "";

/// Seconds a row of `activity` may lag behind: a seat's time is written again once the one
/// stored is this old (the game's task keeps the exact time in memory).
pub const ACTIVITY_GRAIN: i64 = 60;

/// One stored game as `umpire games` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// Its id.
    pub id: String,
    /// Its rule set.
    pub ruleset: String,
    /// Its scenario's name, from the log's header.
    pub scenario: String,
    /// Whether it is over.
    pub finished: bool,
    /// When it was made (seconds since 1970).
    pub created: i64,
    /// When its last step was taken, if one was since the server kept the time.
    pub moved: Option<i64>,
    /// Steps taken.
    pub steps: i64,
}

impl GameRow {
    /// The time it last changed: its last step, or its making.
    #[must_use]
    pub fn last(&self) -> i64 {
        self.moved.unwrap_or(self.created)
    }
}

#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    scenario_name: String,
}

/// The scenario's name in a log's header line.
fn scenario_of(header: Option<&str>) -> String {
    header
        .and_then(|h| serde_json::from_str::<Header>(h).ok())
        .map(|h| h.scenario_name)
        .unwrap_or_default()
}

#[derive(Deserialize)]
struct StepSeat {
    #[serde(default)]
    seat: Option<String>,
}

/// The seats that took the steps of `lines` (log lines; the header has none), each once.
pub(super) fn seats_of(lines: &[String]) -> Vec<String> {
    let mut seats: Vec<String> = Vec::new();
    for l in lines {
        if let Ok(StepSeat { seat: Some(s) }) = serde_json::from_str::<StepSeat>(l) {
            if !seats.contains(&s) {
                seats.push(s);
            }
        }
    }
    seats
}

/// The rows of `activity` an append of `lines` writes: each seat that took a step in them, and
/// the game's own row ([`ANY_SEAT`]) when there are any.
#[must_use]
pub fn touched(lines: &[String]) -> Vec<String> {
    let mut seats = seats_of(lines);
    if !lines.is_empty() {
        seats.push(ANY_SEAT.to_owned());
    }
    seats
}

/// Writes the time `at` for `seats` of game `id` inside `tx`.
pub(super) async fn touch(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    seats: &[String],
    at: i64,
) -> Result<()> {
    for s in seats {
        sqlx::query(
            "INSERT INTO activity (game, seat, at) VALUES ($1, $2, $3) \
             ON CONFLICT (game, seat) DO UPDATE SET at = excluded.at",
        )
        .bind(id)
        .bind(s)
        .bind(at)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// A game open to watch, as the front page lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Watchable {
    /// Its id.
    pub id: String,
    /// Its rule set.
    pub ruleset: String,
    /// Its scenario's name.
    pub scenario: String,
    /// When it was made.
    pub created: i64,
    /// When its last step was taken, if any.
    pub moved: Option<i64>,
    /// The spectators' token.
    pub spectator: String,
}

/// The most games to watch the front page lists.
pub const MOST_TO_WATCH: i64 = 50;

impl Store {
    /// The games open to watch that are still in progress, the last changed first, at most
    /// [`MOST_TO_WATCH`].
    ///
    /// # Errors
    /// The database fails.
    pub async fn to_watch(&self) -> Result<Vec<Watchable>> {
        let rows = sqlx::query(
            "SELECT g.id, g.ruleset, g.created, a.at, h.line, w.spectator \
             FROM watch w JOIN games g ON g.id = w.game AND g.finished = 0 \
             LEFT JOIN activity a ON a.game = g.id AND a.seat = '' \
             LEFT JOIN lines h ON h.game = g.id AND h.n = 0 \
             ORDER BY COALESCE(a.at, g.created) DESC, g.id LIMIT $1",
        )
        .bind(MOST_TO_WATCH)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let header: Option<String> = r.try_get(4)?;
                Ok(Watchable {
                    id: r.try_get(0)?,
                    ruleset: r.try_get(1)?,
                    created: r.try_get(2)?,
                    moved: r.try_get(3)?,
                    scenario: scenario_of(header.as_deref()),
                    spectator: r.try_get(5)?,
                })
            })
            .collect()
    }

    /// When each seat of game `id` last took a step (seconds since 1970), by seat, and the
    /// game's last step of any seat under [`ANY_SEAT`]; seats that have not acted since the
    /// server kept the time are absent.
    ///
    /// # Errors
    /// The database fails.
    pub async fn activity(&self, id: &str) -> Result<Vec<(String, i64)>> {
        let rows = sqlx::query("SELECT seat, at FROM activity WHERE game = $1 ORDER BY seat")
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect()
    }

    /// Every stored game, the last changed first.
    ///
    /// # Errors
    /// The database fails.
    pub async fn games(&self) -> Result<Vec<GameRow>> {
        let rows = sqlx::query(
            "SELECT g.id, g.ruleset, g.finished, g.created, a.at, h.line, \
             (SELECT COUNT(*) FROM lines c WHERE c.game = g.id AND c.line LIKE '{\"step\":%') \
             FROM games g \
             LEFT JOIN activity a ON a.game = g.id AND a.seat = '' \
             LEFT JOIN lines h ON h.game = g.id AND h.n = 0",
        )
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let header: Option<String> = r.try_get(5)?;
            let steps: i64 = r.try_get(6)?;
            out.push(GameRow {
                id: r.try_get(0)?,
                ruleset: r.try_get(1)?,
                scenario: scenario_of(header.as_deref()),
                finished: r.try_get::<i64, _>(2)? != 0,
                created: r.try_get(3)?,
                moved: r.try_get(4)?,
                // A step's line starts with its number (the others: the header, entropy).
                steps,
            });
        }
        out.sort_by(|a, b| b.last().cmp(&a.last()).then_with(|| a.id.cmp(&b.id)));
        Ok(out)
    }

    /// Deletes the finished games whose last change was at or before `before` (seconds since 1970),
    /// with everything kept of them (lines, links, answers, chat, times, a campaign's battles);
    /// a battle of a campaign that stays is kept, as its campaign's page links it. With `only`
    /// not empty, only those games are looked at. Returns the ids deleted.
    ///
    /// # Errors
    /// The database fails (nothing is deleted then).
    pub async fn prune(&self, before: i64, only: &[String]) -> Result<Vec<String>> {
        let old: Vec<String> = self
            .games()
            .await?
            .into_iter()
            .filter(|g| g.finished && g.last() <= before)
            .filter(|g| only.is_empty() || only.contains(&g.id))
            .map(|g| g.id)
            .collect();
        let mut tx = self.pool.begin().await?;
        let mut gone = Vec::new();
        for id in &old {
            let campaign: Option<String> =
                sqlx::query("SELECT campaign FROM battles WHERE game = $1")
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?
                    .map(|r| r.try_get(0))
                    .transpose()?;
            if campaign.is_some_and(|c| !old.contains(&c)) {
                continue;
            }
            for table in [
                "DELETE FROM lines WHERE game = $1",
                "DELETE FROM tokens WHERE game = $1",
                "DELETE FROM acks WHERE game = $1",
                "DELETE FROM chat WHERE game = $1",
                "DELETE FROM versions WHERE game = $1",
                "DELETE FROM activity WHERE game = $1",
                "DELETE FROM watch WHERE game = $1",
                "DELETE FROM settings WHERE game = $1",
                "DELETE FROM clocks WHERE game = $1",
                "DELETE FROM hooks WHERE game = $1",
                "DELETE FROM rematch WHERE game = $1",
                "DELETE FROM battles WHERE campaign = $1 OR game = $1",
                "DELETE FROM games WHERE id = $1",
            ] {
                sqlx::query(table).bind(id).execute(&mut *tx).await?;
            }
            gone.push(id.clone());
        }
        tx.commit().await?;
        Ok(gone)
    }
}
