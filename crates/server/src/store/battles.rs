//! A served campaign's battles in the store: which game fought each (issue 35).

use sqlx::Row;

use super::{bump, insert_game, insert_token, set_holders, Result, Store, StoredGame};

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

    /// Changes who holds a campaign's seat, in one transaction: the seat's link of `role` is
    /// replaced by one hashing to `hash` (if given), the campaign's holders become `holders`
    /// (if given), and the game of the battle the campaign waits for follows (`battle`: links
    /// revoked, moved and granted, seats handed), so that no crash between leaves an old link
    /// of either game working. The campaign moves on from version `from`.
    ///
    /// # Errors
    /// The database fails, or another process changed the campaign first; nothing is stored.
    pub async fn change_seat(
        &self,
        id: &str,
        from: i64,
        link: Option<(&str, &str)>,
        holders: Option<&str>,
        battle: Option<&BattleSeats>,
    ) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        self.bump(&mut tx, id, from).await?;
        if let Some((role, hash)) = link {
            sqlx::query("DELETE FROM tokens WHERE game = $1 AND role = $2")
                .bind(id)
                .bind(role)
                .execute(&mut *tx)
                .await?;
            insert_token(&mut tx, id, hash, role).await?;
        }
        if let Some(h) = holders {
            set_holders(&mut tx, id, h).await?;
        }
        if let Some(b) = battle {
            self.follow_seat(&mut tx, b).await?;
        }
        crate::hold_at("seat:before-commit").await;
        tx.commit().await?;
        crate::hold_at("seat:after-commit").await;
        Ok(())
    }

    /// The battle's side of [`Store::change_seat`], inside its transaction.
    async fn follow_seat(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        b: &BattleSeats,
    ) -> Result<()> {
        bump(tx, self.backend, &self.origin, &b.game, None).await?;
        for hash in &b.revoke {
            sqlx::query("DELETE FROM tokens WHERE game = $1 AND hash = $2")
                .bind(&b.game)
                .bind(hash)
                .execute(&mut **tx)
                .await?;
        }
        for (old, new) in &b.swap {
            sqlx::query("UPDATE tokens SET hash = $1 WHERE game = $2 AND hash = $3")
                .bind(new)
                .bind(&b.game)
                .bind(old)
                .execute(&mut **tx)
                .await?;
        }
        for (hash, role) in &b.grant {
            insert_token(tx, &b.game, hash, role).await?;
        }
        if !b.holders.is_empty() {
            let row = sqlx::query("SELECT holders FROM games WHERE id = $1")
                .bind(&b.game)
                .fetch_one(&mut **tx)
                .await?;
            let text: String = row.try_get(0)?;
            let mut map: std::collections::BTreeMap<String, String> =
                serde_json::from_str(&text).unwrap_or_default();
            for (seat, holder) in &b.holders {
                map.insert(seat.clone(), holder.clone());
            }
            let text = serde_json::to_string(&map).unwrap_or_default();
            set_holders(tx, &b.game, &text).await?;
        }
        Ok(())
    }
}

/// What a change of a campaign seat does to the game of the battle the campaign waits for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BattleSeats {
    /// The battle's game.
    pub game: String,
    /// Hashes of its links that stop working.
    pub revoke: Vec<String>,
    /// Its links whose token changes: the old hash and the new.
    pub swap: Vec<(String, String)>,
    /// Its new links: the hash and the role.
    pub grant: Vec<(String, String)>,
    /// Its seats whose holder changes, with the new holder (`human`, `bot:KIND`).
    pub holders: Vec<(String, String)>,
}
