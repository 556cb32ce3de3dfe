//! Runs split over machines: `--shard K/N` plays the `K`-th of `N` slices of every run of a
//! study and writes a shard file; [`merge`] checks that a set of shard files is one whole study
//! and puts each run's games back in order, so that its report is the one a single machine
//! would have made.
//!
//! A shard file is one JSON object. Each game is a row `[seed, result, score, actions]`: the
//! result an index into the study's result levels (`null`: unfinished), the score a string
//! that reads back as the very same `f64` (a JSON number need not).

use serde::{Deserialize, Serialize};

use crate::{report, shard_games, GamePlayed, SimReport};

/// The `format` of a shard file this version writes and reads.
pub const FORMAT: &str = "umpire-shard/1";

/// What every shard of one study shares: a merge refuses shards that differ in any of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Study {
    /// The command that plans the study: `sim` or `balance`.
    pub command: String,
    /// The rule set's id.
    pub ruleset: String,
    /// The scenario's name or file, as given.
    pub scenario: String,
    /// The SHA-256 of the scenario's text, in hex.
    pub scenario_sha256: String,
    /// The first seed: game `i` of every run has seed `seed + i`.
    pub seed: u64,
    /// Games in each run.
    pub games: usize,
    /// The rule set's result levels, in order.
    pub results: Vec<String>,
    /// The runs, in the order the command plans them.
    pub runs: Vec<Run>,
}

/// One run of a study: the same games with one set of bots on one form of the scenario.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Run {
    /// What the run measures, as its command names it (`as drawn`, `turns 10`).
    pub label: String,
    /// `SEAT=KIND` for every seat.
    pub bots: Vec<String>,
    /// The SHA-256 of the run's form of the scenario, in hex.
    pub scenario_sha256: String,
    /// The balance knob the run sets and its value, in a run of `umpire balance`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub knob: Option<(String, i64)>,
}

/// One game played, as a shard file holds it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row(pub u64, pub Option<usize>, pub String, pub usize);

impl From<&GamePlayed> for Row {
    fn from(g: &GamePlayed) -> Self {
        Row(g.seed, g.level, format!("{:?}", g.score), g.actions)
    }
}

/// A shard file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shard {
    /// [`FORMAT`].
    pub format: String,
    /// The version of Umpire that played it.
    pub umpire: String,
    /// The study it is a part of.
    pub study: Study,
    /// `[K, N]`: the `K`-th of `N` shards, counted from 1.
    pub shard: (usize, usize),
    /// The games of each run that fall to this shard, in game order.
    pub rows: Vec<Vec<Row>>,
    /// Wall-clock seconds the shard took.
    pub seconds: f64,
    /// Threads it used.
    pub threads: usize,
}

/// A study put back together from its shards.
#[derive(Clone, Debug, PartialEq)]
pub struct Merged {
    /// The study.
    pub study: Study,
    /// Each run's report, as one machine would have made it (but for `seconds` and
    /// `threads`: the shards' added up).
    pub reports: Vec<SimReport>,
    /// How many shards it came in.
    pub shards: usize,
}

/// Parses `K/N` (`3/8`): the `K`-th of `N` shards, `1 ≤ K ≤ N`.
///
/// # Errors
/// Not two whole numbers with `1 ≤ K ≤ N`, said in one line.
pub fn parse_shard(text: &str) -> Result<(usize, usize), String> {
    let bad = || "expected K/N, the K-th of N shards with 1 ≤ K ≤ N (as 3/8)".to_owned();
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let (k, n): (usize, usize) = (
        k.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if k == 0 || k > n {
        return Err(bad());
    }
    Ok((k, n))
}

/// Merges the shard files `files` (name, text), in any order.
///
/// # Errors
/// One line naming the file at fault and why: not a shard file, of another version or study,
/// a shard given twice or missing, or games not those its shard should hold.
pub fn merge(version: &str, files: &[(String, String)]) -> Result<Merged, String> {
    let mut shards: Vec<(String, Shard)> = Vec::with_capacity(files.len());
    for (name, text) in files {
        let shard: Shard = serde_json::from_str(text).map_err(|e| {
            format!("{name}: not a shard file of umpire sim or umpire balance ({e})")
        })?;
        if shard.format != FORMAT {
            return Err(format!(
                "{name}: a shard file of format {:?}; this umpire reads {FORMAT:?}",
                shard.format
            ));
        }
        if shard.umpire != version {
            return Err(format!(
                "{name}: played by umpire {}, not {version}: its bots may play differently, so \
                 its games cannot be added to this version's",
                shard.umpire
            ));
        }
        shards.push((name.clone(), shard));
    }
    let Some((first_name, first)) = shards.first() else {
        return Err("no shard files given".into());
    };
    let (study, n) = (first.study.clone(), first.shard.1);
    let mut by_k: Vec<Option<&(String, Shard)>> = vec![None; n];
    for entry in &shards {
        let (name, s) = entry;
        if let Some(field) = differs(&study, &s.study) {
            return Err(format!(
                "{name}: a shard of another study than {first_name}: its {field} differs"
            ));
        }
        let (k, of) = s.shard;
        if of != n {
            return Err(format!(
                "{name}: shard {k} of {of}, but {first_name} is one of {n}"
            ));
        }
        if k == 0 || k > n {
            return Err(format!("{name}: shard {k} of {n} is not a shard of {n}"));
        }
        if let Some((other, _)) = by_k[k - 1] {
            return Err(format!("{name}: shard {k}/{n} again (it is also {other})"));
        }
        if s.rows.len() != study.runs.len() {
            return Err(format!(
                "{name}: holds {} runs; the study has {}",
                s.rows.len(),
                study.runs.len()
            ));
        }
        by_k[k - 1] = Some(entry);
    }
    let missing: Vec<String> = (1..=n)
        .filter(|k| by_k[k - 1].is_none())
        .map(|k| k.to_string())
        .collect();
    if !missing.is_empty() {
        let (s, verb) = if missing.len() == 1 {
            ("", "is")
        } else {
            ("s", "are")
        };
        return Err(format!(
            "shard{s} {} of {n} {verb} missing: the report needs every shard",
            missing.join(", "),
        ));
    }
    let ordered: Vec<&(String, Shard)> = by_k.into_iter().flatten().collect();
    let results: Vec<&str> = study.results.iter().map(String::as_str).collect();
    let seconds: f64 = ordered.iter().map(|(_, s)| s.seconds).sum();
    let threads: usize = ordered.iter().map(|(_, s)| s.threads).sum();
    let mut reports = Vec::with_capacity(study.runs.len());
    for (r, run) in study.runs.iter().enumerate() {
        let mut played = Vec::with_capacity(study.games);
        for (k, (name, s)) in ordered.iter().enumerate() {
            let want = shard_games(study.games, k + 1, n);
            let rows = &s.rows[r];
            if rows.len() != want.len() {
                return Err(format!(
                    "{name}: run {:?} holds {} games; shard {}/{n} of {} games has {}",
                    run.label,
                    rows.len(),
                    k + 1,
                    study.games,
                    want.len()
                ));
            }
            for (i, row) in want.zip(rows) {
                let seed = study.seed.checked_add(i as u64);
                let score: Option<f64> = row.2.parse().ok();
                match (seed, score) {
                    (Some(seed), Some(score))
                        if row.0 == seed && row.1.is_none_or(|l| l < results.len()) =>
                    {
                        played.push(GamePlayed {
                            seed,
                            level: row.1,
                            score,
                            actions: row.3,
                        });
                    }
                    _ => {
                        return Err(format!(
                            "{name}: run {:?}, game {i}: the row {:?} is not the game of seed {} \
                             with a result and a score",
                            run.label,
                            row,
                            study.seed.saturating_add(i as u64)
                        ))
                    }
                }
            }
        }
        reports.push(report(&results, played, seconds, threads));
    }
    Ok(Merged {
        study,
        reports,
        shards: n,
    })
}

/// The first field in which `b` is another study than `a`, named for a person.
fn differs(a: &Study, b: &Study) -> Option<&'static str> {
    [
        (a.command != b.command, "command"),
        (a.ruleset != b.ruleset, "rule set"),
        (a.scenario != b.scenario, "scenario"),
        (a.scenario_sha256 != b.scenario_sha256, "scenario's text"),
        (a.seed != b.seed, "seed"),
        (a.games != b.games, "number of games"),
        (a.results != b.results, "list of results"),
        (a.runs != b.runs, "set of runs (bots or knobs)"),
    ]
    .into_iter()
    .find_map(|(d, what)| d.then_some(what))
}

/// The shard `k` of `n` of `study`, from the reports of its runs' games of that shard.
#[must_use]
pub fn shard_file(
    version: &str,
    study: Study,
    (k, n): (usize, usize),
    reports: &[SimReport],
) -> Shard {
    Shard {
        format: FORMAT.into(),
        umpire: version.into(),
        study,
        shard: (k, n),
        rows: reports
            .iter()
            .map(|r| r.played.iter().map(Row::from).collect())
            .collect(),
        seconds: reports.iter().map(|r| r.seconds).sum(),
        threads: reports.iter().map(|r| r.threads).max().unwrap_or(1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shard_is_k_of_n() {
        assert_eq!(parse_shard("3/8"), Ok((3, 8)));
        assert_eq!(parse_shard("1/1"), Ok((1, 1)));
        for bad in ["0/4", "5/4", "3", "a/b", "3/0", "-1/4"] {
            assert!(parse_shard(bad).unwrap_err().contains("1 ≤ K ≤ N"), "{bad}");
        }
    }

    #[test]
    fn a_score_reads_back_as_the_same_float() {
        for x in [0.1 + 0.2, 1.0 / 3.0, -0.0, 1e-300, 123_456.789, f64::MAX] {
            let row = Row::from(&GamePlayed {
                seed: 1,
                level: Some(0),
                score: x,
                actions: 3,
            });
            let back: f64 = row.2.parse().unwrap();
            assert_eq!(back.to_bits(), x.to_bits());
        }
    }
}
