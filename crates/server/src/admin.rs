//! The games of a server's store, for the person who runs it (`umpire games`): listed and
//! filtered, exported as log files (a finished game's signed by the server's key, as its
//! players download it), and the finished ones past an age pruned.

use std::fmt::Write as _;
use std::path::Path;

use crate::store::{GameRow, Store};

/// Which games a command takes.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    /// Only this rule set's.
    pub ruleset: Option<String>,
    /// Only those over (`Some(true)`) or still running (`Some(false)`).
    pub over: Option<bool>,
    /// Only those whose last change was at least this many seconds ago.
    pub older_than: Option<i64>,
    /// Only these ids (none: every game).
    pub ids: Vec<String>,
}

impl Filter {
    fn takes(&self, g: &GameRow, now: i64) -> bool {
        self.ruleset.as_ref().is_none_or(|r| *r == g.ruleset)
            && self.over.is_none_or(|o| o == g.finished)
            && self.older_than.is_none_or(|age| now - g.last() >= age)
            && (self.ids.is_empty() || self.ids.contains(&g.id))
    }
}

/// An age as a person writes it: a whole number and a unit, `m` minutes, `h` hours, `d` days
/// or `w` weeks (`30d`, `12h`); in seconds.
///
/// # Errors
/// Not such an age, saying what one looks like.
pub fn parse_age(text: &str) -> Result<i64, String> {
    let t = text.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (n, unit) = t.split_at(split);
    let unit_secs = match unit {
        "m" => 60,
        "h" => 3_600,
        "d" => 86_400,
        "w" => 604_800,
        _ => 0,
    };
    match n.parse::<i64>() {
        Ok(n) if unit_secs > 0 && n <= i64::MAX / unit_secs => Ok(n * unit_secs),
        _ => Err(format!(
            "{text:?} is not an age: write a whole number and m, h, d or w (30d, 12h)"
        )),
    }
}

/// A time (seconds since 1970) as a person reads it, in UTC: `2026-11-29 14:05`.
#[must_use]
pub fn utc(secs: i64) -> String {
    let days = secs.div_euclid(86_400);
    let rest = secs.rem_euclid(86_400);
    // The civil date of a day count (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        rest / 3_600,
        rest % 3_600 / 60
    )
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))
}

async fn open(db: &str) -> Result<Store, String> {
    Store::open(db)
        .await
        .map_err(|e| format!("cannot open the store {db}: {e}"))
}

/// The games of store `db` that `filter` takes, the last changed first.
///
/// # Errors
/// The store cannot be opened or read.
pub fn list(db: &str, filter: &Filter) -> Result<Vec<GameRow>, String> {
    runtime()?.block_on(async {
        let store = open(db).await?;
        let all = store.games().await.map_err(|e| e.to_string());
        store.close().await;
        let now = crate::store::timestamp();
        Ok(all?.into_iter().filter(|g| filter.takes(g, now)).collect())
    })
}

/// The listing as a table for people: id, rule set, scenario, steps, state, last change.
#[must_use]
pub fn table(games: &[GameRow]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<16}  {:<10}  {:<28}  {:>6}  {:<8}  last change (UTC)",
        "game", "rule set", "scenario", "steps", "state"
    );
    for g in games {
        let _ = writeln!(
            out,
            "{:<16}  {:<10}  {:<28}  {:>6}  {:<8}  {}",
            g.id,
            g.ruleset,
            g.scenario,
            g.steps,
            if g.finished { "over" } else { "running" },
            utc(g.last())
        );
    }
    let _ = write!(
        out,
        "{} game{}",
        games.len(),
        if games.len() == 1 { "" } else { "s" }
    );
    out
}

/// The listing as JSON: an array of objects, the times in seconds since 1970.
#[must_use]
pub fn json(games: &[GameRow]) -> serde_json::Value {
    serde_json::Value::Array(
        games
            .iter()
            .map(|g| {
                serde_json::json!({
                    "id": g.id, "ruleset": g.ruleset, "scenario": g.scenario, "steps": g.steps,
                    "over": g.finished, "created": g.created, "moved": g.moved,
                })
            })
            .collect(),
    )
}

/// Writes each game `filter` takes to `dir` as `ID.jsonl`: its log as stored, and for a
/// finished game the end line signed by the server's key (what `umpire replay --verify`
/// checks). Refuses to replace a file unless `force`. Returns the files written.
///
/// # Errors
/// The store cannot be read, a stored log does not replay, or a file cannot be written.
pub fn export(db: &str, filter: &Filter, dir: &Path, force: bool) -> Result<Vec<String>, String> {
    let games = list(db, filter)?;
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    runtime()?.block_on(async {
        let store = open(db).await?;
        let written = export_all(&store, &games, dir, force).await;
        store.close().await;
        written
    })
}

async fn export_all(
    store: &Store,
    games: &[GameRow],
    dir: &Path,
    force: bool,
) -> Result<Vec<String>, String> {
    let key = store.server_key().await.map_err(|e| e.to_string())?;
    let mut written = Vec::new();
    for g in games {
        let path = dir.join(format!("{}.jsonl", g.id));
        if path.exists() && !force {
            return Err(format!("{} exists; --force replaces it", path.display()));
        }
        let stored = store
            .load(&g.id)
            .await
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("game {} went from the store meanwhile", g.id))?;
        let text = if g.finished {
            stored
                .signed_log(&key)
                .map_err(|e| format!("game {}: its stored log does not replay: {e}", g.id))?
        } else {
            stored.log_text()
        };
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        written.push(path.display().to_string());
    }
    Ok(written)
}

/// Deletes the finished games of `db` whose last change is at least `older_than` seconds ago,
/// among `only` if it names any (with `dry_run`, only lists them). Returns the ids.
///
/// # Errors
/// The store cannot be opened or changed.
pub fn prune(
    db: &str,
    older_than: i64,
    dry_run: bool,
    only: &[String],
) -> Result<Vec<String>, String> {
    let before = crate::store::timestamp() - older_than;
    if dry_run {
        let filter = Filter {
            over: Some(true),
            older_than: Some(older_than),
            ids: only.to_vec(),
            ..Filter::default()
        };
        return Ok(list(db, &filter)?.into_iter().map(|g| g.id).collect());
    }
    runtime()?.block_on(async {
        let store = open(db).await?;
        let gone = store.prune(before, only).await.map_err(|e| e.to_string());
        store.close().await;
        gone
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ages_are_read_as_people_write_them() {
        assert_eq!(parse_age("30d"), Ok(30 * 86_400));
        assert_eq!(parse_age("12h"), Ok(12 * 3_600));
        assert_eq!(parse_age("2w"), Ok(2 * 604_800));
        assert_eq!(parse_age("90m"), Ok(5_400));
        for bad in ["30", "d", "3 days", "-1d", "1y", "99999999999999999999d"] {
            assert!(parse_age(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn times_read_in_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00");
        assert_eq!(utc(1_796_000_000), "2026-11-30 00:53");
        assert_eq!(utc(951_782_400), "2000-02-29 00:00");
    }
}
