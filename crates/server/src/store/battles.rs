//! A served campaign's battles in the store: which game fought each (issue 35).

use sqlx::Row;

use super::{insert_game, Result, Store, StoredGame};

impl Store {
    /// Stores the game of battle `n` of `campaign`, with its first lines and links, in one
    /// transaction; `false` (nothing stored) if the battle has its game already, as when two
    /// processes start it at once.
    ///
    /// # Errors
    /// The database fails (nothing is stored then).
    pub async fn create_battle(
        &self,
        campaign: &str,
        n: i64,
        id: &str,
        game: &StoredGame,
        tokens: &[(String, String)],
    ) -> Result<bool> {
        let mut tx = self.pool.begin().await?;
        let added = sqlx::query(
            "INSERT INTO battles (campaign, n, game) VALUES ($1, $2, $3) \
             ON CONFLICT (campaign, n) DO NOTHING",
        )
        .bind(campaign)
        .bind(n)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if added.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(false);
        }
        insert_game(&mut tx, id, game, tokens).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The game of battle `n` of `campaign`, if it has one.
    ///
    /// # Errors
    /// The database fails.
    pub async fn battle_game(&self, campaign: &str, n: i64) -> Result<Option<String>> {
        let row = sqlx::query("SELECT game FROM battles WHERE campaign = $1 AND n = $2")
            .bind(campaign)
            .bind(n)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => Some(r.try_get(0)?),
            None => None,
        })
    }

    /// Every served battle of `campaign`: its number and its game, in order.
    ///
    /// # Errors
    /// The database fails.
    pub async fn battle_games(&self, campaign: &str) -> Result<Vec<(i64, String)>> {
        let rows = sqlx::query("SELECT n, game FROM battles WHERE campaign = $1 ORDER BY n")
            .bind(campaign)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect()
    }

    /// The first column of the row the query `sql` finds for `key` (its one parameter).
    async fn lookup<T>(&self, sql: &'static str, key: &str) -> Result<Option<T>>
    where
        T: for<'r> sqlx::Decode<'r, sqlx::Any> + sqlx::Type<sqlx::Any>,
    {
        let row = sqlx::query(sql)
            .bind(key)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get(0)).transpose()?)
    }

    /// The campaign whose battle the game `id` is, if it is one.
    ///
    /// # Errors
    /// The database fails.
    pub async fn campaign_of(&self, id: &str) -> Result<Option<String>> {
        self.lookup("SELECT campaign FROM battles WHERE game = $1", id)
            .await
    }

    /// Whether the game `id` is over.
    ///
    /// # Errors
    /// The database fails.
    pub async fn finished(&self, id: &str) -> Result<bool> {
        let f: Option<i64> = self
            .lookup("SELECT finished FROM games WHERE id = $1", id)
            .await?;
        Ok(f.is_some_and(|f| f != 0))
    }

    /// When the game `id` was made (seconds since 1970), if there is one.
    ///
    /// # Errors
    /// The database fails.
    pub async fn created(&self, id: &str) -> Result<Option<i64>> {
        self.lookup("SELECT created FROM games WHERE id = $1", id)
            .await
    }

    /// Gives the link of game `id` whose token hashes to `old` the token hashing to `new`,
    /// moving the game on from version `from`.
    ///
    /// # Errors
    /// The database fails, or another process changed the game first.
    pub async fn swap_token(&self, id: &str, from: i64, old: &str, new: &str) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        self.bump(&mut tx, id, from).await?;
        sqlx::query("UPDATE tokens SET hash = $1 WHERE game = $2 AND hash = $3")
            .bind(new)
            .bind(id)
            .bind(old)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}
