//! The scenario library: scenarios a club publishes, each text stored once under its SHA-256,
//! numbered as versions of a rule set's scenario name. A game made from one logs the whole
//! scenario, so no replay depends on the library.

use sqlx::Row;

use super::{now, Result, Store, StoreError};

/// The most scenarios a listing returns, newest first (the queries' `LIMIT`).
pub const MOST_LISTED: i64 = 500;

/// A published scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Published {
    /// The SHA-256 of its text, in hex: its identity.
    pub hash: String,
    /// The rule set.
    pub ruleset: String,
    /// Its name (its versions share it).
    pub name: String,
    /// Its version under that name, from 1.
    pub version: i64,
    /// Its title.
    pub title: String,
    /// Who published it, as they gave their name.
    pub author: String,
    /// When (seconds since 1970).
    pub published: i64,
    /// The text (empty in a listing).
    pub toml: String,
}

fn published(r: &sqlx::any::AnyRow) -> Result<Published> {
    Ok(Published {
        hash: r.try_get(0)?,
        ruleset: r.try_get(1)?,
        name: r.try_get(2)?,
        version: r.try_get(3)?,
        title: r.try_get(4)?,
        author: r.try_get(5)?,
        published: r.try_get(6)?,
        toml: r.try_get(7)?,
    })
}

impl Store {
    /// Publishes a scenario: the next version of its name, or the stored one if the same text
    /// is already published (`false` then).
    ///
    /// # Errors
    /// The database fails, or another publication of the same name took the version first.
    pub async fn publish(&self, p: &Published) -> Result<(Published, bool)> {
        if let Some(old) = self.scenario(&p.hash).await? {
            return Ok((old, false));
        }
        let mut tx = self.pool.begin().await?;
        let last: Option<i64> =
            sqlx::query("SELECT MAX(version) FROM scenarios WHERE ruleset = $1 AND name = $2")
                .bind(&p.ruleset)
                .bind(&p.name)
                .fetch_one(&mut *tx)
                .await?
                .try_get(0)?;
        let stored = Published {
            version: last.unwrap_or(0) + 1,
            published: now(),
            ..p.clone()
        };
        sqlx::query(
            "INSERT INTO scenarios (hash, ruleset, name, version, title, author, published, toml) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(&stored.hash)
        .bind(&stored.ruleset)
        .bind(&stored.name)
        .bind(stored.version)
        .bind(&stored.title)
        .bind(&stored.author)
        .bind(stored.published)
        .bind(&stored.toml)
        .execute(&mut *tx)
        .await
        .map_err(|e| {
            // Two publications of one name at the same moment: the second finds its version
            // taken (the unique index) and may publish again.
            StoreError::Failed(format!("{e}; publish again"))
        })?;
        tx.commit().await?;
        Ok((stored, true))
    }

    /// The published scenario whose text has SHA-256 `hash`.
    ///
    /// # Errors
    /// The database fails.
    pub async fn scenario(&self, hash: &str) -> Result<Option<Published>> {
        let row = sqlx::query(
            "SELECT hash, ruleset, name, version, title, author, published, toml \
             FROM scenarios WHERE hash = $1",
        )
        .bind(hash)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| published(&r)).transpose()
    }

    /// The published scenarios (of one rule set, if given), newest first, without their
    /// texts; at most [`MOST_LISTED`].
    ///
    /// # Errors
    /// The database fails.
    pub async fn scenarios(&self, ruleset: Option<&str>) -> Result<Vec<Published>> {
        let rows = match ruleset {
            Some(r) => {
                sqlx::query(
                    "SELECT hash, ruleset, name, version, title, author, published, '' \
                     FROM scenarios WHERE ruleset = $1 \
                     ORDER BY published DESC, name, version DESC LIMIT 500",
                )
                .bind(r)
                .fetch_all(&self.pool)
                .await?
            }
            None => {
                sqlx::query(
                    "SELECT hash, ruleset, name, version, title, author, published, '' \
                     FROM scenarios ORDER BY published DESC, ruleset, name, version DESC LIMIT 500",
                )
                .fetch_all(&self.pool)
                .await?
            }
        };
        rows.iter().map(published).collect()
    }
}
