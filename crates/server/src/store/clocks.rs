//! What a game made for a club keeps beside its log: its settings (a turn deadline), each
//! seat's clock while a person is to act, and the addresses its notices are posted to
//! (`task/clock.rs`, `notify.rs`).
//!
//! A clock row says when the seat's turn began and when the server must next look at it: the
//! reminder, then the deadline. The server's sweep reads the rows that are due from every game,
//! in memory or not, so that a restart keeps the clocks running.

use sqlx::Row;

use super::{insert_game, Result, Store, StoredGame};

/// A seat's clock as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockRow {
    /// The seat's name.
    pub seat: String,
    /// When its turn began (seconds since 1970).
    pub since: i64,
    /// How far it has gone: 0 running, 1 reminded, 2 run out.
    pub stage: i64,
    /// When the server must look at it next (none once run out).
    pub due: Option<i64>,
}

/// What a game made for a club stores at its making beside the game.
#[derive(Clone, Debug, Default)]
pub struct ClubGame {
    /// The spectators' token when the game is open to watch (listed on the front page).
    pub spectator: Option<String>,
    /// The game's settings (JSON), if it has any.
    pub settings: Option<String>,
    /// Addresses notices are posted to: the seat's name (`""` for the whole game's) and the URL.
    pub hooks: Vec<(String, String)>,
}

impl Store {
    /// Stores a new game as [`Store::create_game`] does, with what a club's game adds (see
    /// [`ClubGame`]), in one transaction.
    ///
    /// # Errors
    /// The database fails (nothing is stored then).
    pub async fn create_club_game(
        &self,
        id: &str,
        game: &StoredGame,
        tokens: &[(String, String)],
        club: &ClubGame,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        insert_club_game(&mut tx, id, game, tokens, club).await?;
        tx.commit().await?;
        Ok(())
    }

    /// A game's settings (JSON), if it was made with any.
    ///
    /// # Errors
    /// The database fails.
    pub async fn settings(&self, id: &str) -> Result<Option<String>> {
        let row = sqlx::query("SELECT body FROM settings WHERE game = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// The clocks of game `id`, by seat.
    ///
    /// # Errors
    /// The database fails.
    pub async fn clocks(&self, id: &str) -> Result<Vec<ClockRow>> {
        let rows =
            sqlx::query("SELECT seat, since, stage, due FROM clocks WHERE game = $1 ORDER BY seat")
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| {
                Ok(ClockRow {
                    seat: r.try_get(0)?,
                    since: r.try_get(1)?,
                    stage: r.try_get(2)?,
                    due: r.try_get(3)?,
                })
            })
            .collect()
    }

    /// Replaces the clocks of game `id` with `rows`.
    ///
    /// # Errors
    /// The database fails (the clocks are unchanged then).
    pub async fn set_clocks(&self, id: &str, rows: &[ClockRow]) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM clocks WHERE game = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        for c in rows {
            sqlx::query(
                "INSERT INTO clocks (game, seat, since, stage, due) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(&c.seat)
            .bind(c.since)
            .bind(c.stage)
            .bind(c.due)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The games with a clock due at or before `now`, each once.
    ///
    /// # Errors
    /// The database fails.
    pub async fn due_clocks(&self, now: i64) -> Result<Vec<String>> {
        let rows = sqlx::query(
            "SELECT DISTINCT game FROM clocks WHERE due IS NOT NULL AND due <= $1 ORDER BY game",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
    }

    /// The addresses notices of game `id` are posted to: the seat (`""`: the whole game's) and
    /// the URL.
    ///
    /// # Errors
    /// The database fails.
    pub async fn hooks(&self, id: &str) -> Result<Vec<(String, String)>> {
        let rows = sqlx::query("SELECT seat, url FROM hooks WHERE game = $1 ORDER BY seat, url")
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect()
    }

    /// Replaces the addresses of `seat` (`""`: the game's) in game `id` with `urls`.
    ///
    /// # Errors
    /// The database fails (nothing changes then).
    pub async fn set_hooks(&self, id: &str, seat: &str, urls: &[String]) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM hooks WHERE game = $1 AND seat = $2")
            .bind(id)
            .bind(seat)
            .execute(&mut *tx)
            .await?;
        for url in urls {
            insert_hook(&mut tx, id, seat, url).await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

/// A rematch offered at the end of a game: the next game's id, whether sides are swapped, the
/// hashes of the links of the next game's seats whose people have accepted, and whether the
/// next game is made.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RematchRow {
    /// The next game's id, chosen when the rematch is offered.
    pub next: String,
    /// Sides swapped.
    pub swap: bool,
    /// JSON: the next game's seat → the hash of its person's new link.
    pub accepted: String,
    /// Whether the next game is made.
    pub made: bool,
}

impl Store {
    /// The rematch offered at the end of game `id`, if one is.
    ///
    /// # Errors
    /// The database fails.
    pub async fn rematch(&self, id: &str) -> Result<Option<RematchRow>> {
        let row = sqlx::query("SELECT next, swap, accepted, made FROM rematch WHERE game = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| {
            Ok(RematchRow {
                next: r.try_get(0)?,
                swap: r.try_get::<i64, _>(1)? != 0,
                accepted: r.try_get(2)?,
                made: r.try_get::<i64, _>(3)? != 0,
            })
        })
        .transpose()
    }

    /// Stores the rematch offered at the end of game `id` (none: withdrawn).
    ///
    /// # Errors
    /// The database fails (nothing changes then).
    pub async fn set_rematch(&self, id: &str, offer: Option<&RematchRow>) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM rematch WHERE game = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if let Some(o) = offer {
            sqlx::query(
                "INSERT INTO rematch (game, next, swap, accepted, made) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(&o.next)
            .bind(i64::from(o.swap))
            .bind(&o.accepted)
            .bind(i64::from(o.made))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Makes the rematch of game `id`: stores the next game as [`Store::create_club_game`]
    /// does and marks the offer made, in one transaction.
    ///
    /// # Errors
    /// The database fails (nothing is stored then).
    pub async fn make_rematch(
        &self,
        id: &str,
        offer: &RematchRow,
        game: &StoredGame,
        tokens: &[(String, String)],
        club: &ClubGame,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        insert_club_game(&mut tx, &offer.next, game, tokens, club).await?;
        sqlx::query("UPDATE rematch SET made = 1, accepted = $2 WHERE game = $1")
            .bind(id)
            .bind(&offer.accepted)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}

/// Stores a new game with what a club's game adds (see [`ClubGame`]), inside `tx`.
async fn insert_club_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    game: &StoredGame,
    tokens: &[(String, String)],
    club: &ClubGame,
) -> Result<()> {
    insert_game(tx, id, game, tokens).await?;
    if let Some(spectator) = &club.spectator {
        sqlx::query("INSERT INTO watch (game, spectator) VALUES ($1, $2)")
            .bind(id)
            .bind(spectator)
            .execute(&mut **tx)
            .await?;
    }
    if let Some(body) = &club.settings {
        sqlx::query("INSERT INTO settings (game, body) VALUES ($1, $2)")
            .bind(id)
            .bind(body)
            .execute(&mut **tx)
            .await?;
    }
    for (seat, url) in &club.hooks {
        insert_hook(tx, id, seat, url).await?;
    }
    Ok(())
}

async fn insert_hook(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    seat: &str,
    url: &str,
) -> Result<()> {
    sqlx::query("INSERT INTO hooks (game, seat, url) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
        .bind(id)
        .bind(seat)
        .bind(url)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
