//! Balance by simulation, shared by `umpire balance` and the editor's balance button
//! (`POST /api/scenarios/balance`): each rule set's balance knobs, which side each result is a
//! win for, a knob's value set in a scenario's text, each run's results from the first side's
//! point of view, the tilt on the Elo scale of docs/bots.md, and the proposal.

use serde_json::{json, Value};
use umpire_sim::{wilson95, SimReport};

use crate::Spec;

/// A number in a scenario that tilts the battle one way or the other.
#[derive(Clone, Copy, Debug)]
pub struct Knob {
    /// The rule set whose scenarios have it.
    pub ruleset: &'static str,
    /// Its name on the command line.
    pub name: &'static str,
    /// Where it is in the scenario file (TOML tables, then the key).
    pub path: &'static [&'static str],
    /// What it is, for a person.
    pub what: &'static str,
    /// The smallest step worth trying.
    pub step: i64,
    /// The least value it takes.
    pub min: i64,
}

/// Every rule set's balance knobs, its default first.
pub const KNOBS: &[Knob] = &[
    Knob {
        ruleset: "rapier",
        name: "minor-victory",
        path: &["rules", "victory", "minor"],
        what: "percent of the break-through units that must exit for a minor victory",
        step: 5,
        min: 1,
    },
    Knob {
        ruleset: "rapier",
        name: "turns",
        path: &["rules", "turns"],
        what: "turns the offensive lasts",
        step: 1,
        min: 1,
    },
    Knob {
        ruleset: "opart",
        name: "turns",
        path: &["rules", "turns"],
        what: "turns of the day",
        step: 1,
        min: 1,
    },
    Knob {
        ruleset: "opart",
        name: "handicap",
        path: &["rules", "handicap"],
        what: "objective points given to the Axis at the end (negative: to the Soviets)",
        step: 1,
        min: -100,
    },
    Knob {
        ruleset: "napoleonic",
        name: "turns",
        path: &["rules", "turns"],
        what: "turns agreed",
        step: 2,
        min: 1,
    },
    Knob {
        ruleset: "napoleonic",
        name: "handicap",
        path: &["rules", "house", "handicap"],
        what: "points given to side A at the end (negative: to side B)",
        step: 4,
        min: -1000,
    },
    Knob {
        ruleset: "nqm",
        name: "hours",
        path: &["rules", "hours"],
        what: "hours the battle lasts",
        step: 1,
        min: 1,
    },
    Knob {
        ruleset: "race",
        name: "battle-turns",
        path: &["rules", "battle", "turns"],
        what: "turns an engine battle lasts",
        step: 1,
        min: 1,
    },
    Knob {
        ruleset: "race",
        name: "max-turns",
        path: &["rules", "max_turns"],
        what: "campaign turns before the race is called a draw",
        step: 5,
        min: 1,
    },
];

/// The two sides of a rule set's results and which side each result level is a win for
/// (`None`: a draw).
pub fn sides<R: Spec>() -> Result<([&'static str; 2], Vec<Option<usize>>), String> {
    let three = vec![Some(0), None, Some(1)];
    Ok(match R::ID {
        "rapier" => (
            ["the attack", "the defence"],
            vec![Some(0), Some(0), Some(0), Some(1)],
        ),
        "opart" => (["the Axis", "the Soviets"], three),
        "napoleonic" => (["side A", "side B"], three),
        "nqm" => (["the attacker", "the defender"], three),
        "race" => (["player A", "player B"], three),
        other => {
            return Err(format!(
                "{other}: its results do not say which side won, so it cannot be balanced"
            ))
        }
    })
}

/// The knob `name` of rule set `ruleset` (none: its first).
///
/// # Errors
/// A name that is not one of the rule set's knobs, naming those there are.
pub fn knob(ruleset: &str, name: Option<&str>) -> Result<Knob, String> {
    let mine: Vec<&Knob> = KNOBS.iter().filter(|k| k.ruleset == ruleset).collect();
    let names = || mine.iter().map(|k| k.name).collect::<Vec<_>>().join(", ");
    match name {
        None => mine.first().copied().copied(),
        Some(n) => mine.iter().find(|k| k.name == n).copied().copied(),
    }
    .ok_or_else(|| {
        format!(
            "{}: not a knob of {ruleset}; its knobs: {}",
            name.unwrap_or(""),
            names()
        )
    })
}

/// The knobs a study turns: the one named (none: the rule set's first), or every knob of the
/// rule set for `all`.
///
/// # Errors
/// A name that is not one of the rule set's knobs, naming those there are.
pub fn knobs(ruleset: &str, name: Option<&str>) -> Result<Vec<Knob>, String> {
    if name == Some("all") {
        Ok(KNOBS
            .iter()
            .filter(|k| k.ruleset == ruleset)
            .copied()
            .collect())
    } else {
        Ok(vec![knob(ruleset, name)?])
    }
}

/// The knob's value in a scenario, as the scenario's JSON has it (defaults filled in).
///
/// # Errors
/// The scenario has no such number.
pub fn current<R: Spec>(sc: &R::Scenario, knob: &Knob) -> Result<i64, String> {
    let value = serde_json::to_value(sc).map_err(|e| e.to_string())?;
    let pointer: String = knob.path.iter().map(|p| format!("/{p}")).collect();
    let found = value
        .pointer(&pointer)
        .and_then(|v| v.as_i64().or_else(|| v.as_f64().map(|f| f.round() as i64)));
    // A handicap left out of the file is none.
    let found = found.or((knob.min < 1).then_some(0));
    found.ok_or_else(|| {
        format!(
            "the scenario has no {} ({}) to turn",
            knob.name,
            knob.path.join(".")
        )
    })
}

/// The scenario's text with the knob set to `value`, checked as `umpire check` checks a file.
///
/// # Errors
/// The text is not TOML, or the scenario check refuses the value (its words).
pub fn with_value<R: Spec>(
    text: &str,
    knob: &Knob,
    value: i64,
) -> Result<(R::Scenario, String), String> {
    let mut doc: toml::Table = text.parse().map_err(|e| format!("not TOML: {e}"))?;
    let (key, tables) = knob.path.split_last().ok_or("an empty knob path")?;
    let mut at = &mut doc;
    for t in tables {
        at = at
            .entry((*t).to_owned())
            .or_insert_with(|| toml::Value::Table(toml::Table::new()))
            .as_table_mut()
            .ok_or_else(|| format!("{t} is not a table"))?;
    }
    at.insert((*key).to_owned(), toml::Value::Integer(value));
    let text = toml::to_string(&doc).map_err(|e| e.to_string())?;
    let sc = R::parse_scenario(&text).map_err(|e| e.to_string())?;
    R::new_game(&sc, &mut umpire_core::Dice::new(0, false)).map_err(|e| e.to_string())?;
    Ok((sc, text))
}

/// The values to try: those asked for, else up to three steps either side of the scenario's.
#[must_use]
pub fn values(asked: &[i64], knob: &Knob, now: i64) -> Vec<i64> {
    if !asked.is_empty() {
        let mut v = asked.to_vec();
        v.sort_unstable();
        v.dedup();
        return v;
    }
    (-3..=3)
        .map(|k| now + k * knob.step)
        .filter(|&v| v >= knob.min)
        .collect()
}

/// One run's results, from the first side's point of view.
#[derive(Clone, Debug)]
pub struct Measured {
    /// The knob's value.
    pub value: i64,
    /// Games won by each side.
    pub wins: [usize; 2],
    /// Games drawn.
    pub draws: usize,
    /// Games that did not finish.
    pub unfinished: usize,
    /// The first side's share of the decided games, and its interval.
    pub share: Option<(f64, (f64, f64))>,
}

impl Measured {
    /// The results of run `r`, whose knob stood at `value`; `levels` says which side each
    /// result is a win for.
    #[must_use]
    pub fn of(value: i64, r: &SimReport, levels: &[Option<usize>]) -> Self {
        let (mut wins, mut draws) = ([0usize; 2], 0);
        for (s, side) in r.shares.iter().zip(levels) {
            match side {
                Some(k) => wins[*k] += s.games,
                None => draws += s.games,
            }
        }
        let decided = wins[0] + wins[1];
        Measured {
            value,
            wins,
            draws,
            unfinished: r.played.len() - r.games,
            share: (decided > 0)
                .then(|| (wins[0] as f64 / decided as f64, wilson95(wins[0], decided))),
        }
    }

    /// Games one side won.
    #[must_use]
    pub fn decided(&self) -> usize {
        self.wins[0] + self.wins[1]
    }
}

/// Elo points of a share of decided games: 400 log10 of the odds; none at 0 or 1.
#[must_use]
pub fn elo(p: f64) -> Option<f64> {
    (p > 0.0 && p < 1.0).then(|| 400.0 * (p / (1.0 - p)).log10())
}

/// The run to propose: the smallest change whose interval holds an even share, else the run
/// nearest even (the smaller change first).
#[must_use]
pub fn proposal(runs: &[Measured], now: i64) -> Option<&Measured> {
    let change = |m: &Measured| (m.value - now).abs();
    // A run one side won every decided game of tells nothing of which way the knob evens it.
    if runs
        .iter()
        .all(|m| m.share.is_none_or(|(p, _)| p == 0.0 || p == 1.0))
    {
        return None;
    }
    let even: Option<&Measured> = runs
        .iter()
        .filter(|m| m.share.is_some_and(|(_, (lo, hi))| lo <= 0.5 && 0.5 <= hi))
        .min_by_key(|m| (change(m), m.value));
    even.or_else(|| {
        runs.iter()
            .filter_map(|m| m.share.map(|(p, _)| (m, (p - 0.5).abs())))
            .min_by(|(a, da), (b, db)| {
                da.total_cmp(db)
                    .then(change(a).cmp(&change(b)))
                    .then(a.value.cmp(&b.value))
            })
            .map(|(m, _)| m)
    })
}

/// How far run `m` turns `knob` from `now`, in the knob's steps (a step of one knob is as big a
/// change as a step of another: the smallest change worth trying of each).
#[must_use]
pub fn steps(knob: &Knob, now: i64, m: &Measured) -> i64 {
    let step = knob.step.max(1);
    ((m.value - now).abs() + step - 1) / step
}

/// One proposal across several knobs (`umpire balance --knob all`): each knob's own proposal
/// ([`proposal`]), then among them the one whose interval holds an even share with the fewest
/// steps of its knob ([`steps`]); where none holds it, the one nearest even, then the fewest
/// steps. A tie goes to the knob listed first in [`KNOBS`]. Each group is a knob, its value as
/// drawn and its runs.
#[must_use]
pub fn proposal_across(groups: &[(Knob, i64, Vec<Measured>)]) -> Option<(&Knob, &Measured)> {
    let picks: Vec<(usize, &Knob, &Measured)> = groups
        .iter()
        .enumerate()
        .filter_map(|(k, (knob, now, runs))| proposal(runs, *now).map(|m| (k, knob, m)))
        .collect();
    let even = |m: &Measured| m.share.is_some_and(|(_, (lo, hi))| lo <= 0.5 && 0.5 <= hi);
    let off = |m: &Measured| m.share.map_or(f64::INFINITY, |(p, _)| (p - 0.5).abs());
    let far = |k: usize, m: &Measured| steps(&groups[k].0, groups[k].1, m);
    let best = if picks.iter().any(|(_, _, m)| even(m)) {
        picks
            .iter()
            .filter(|(_, _, m)| even(m))
            .min_by_key(|(k, _, m)| (far(*k, m), *k))
    } else {
        picks.iter().min_by(|(ka, _, a), (kb, _, b)| {
            off(a)
                .total_cmp(&off(b))
                .then(far(*ka, a).cmp(&far(*kb, b)))
                .then(ka.cmp(kb))
        })
    };
    best.map(|(_, knob, m)| (*knob, *m))
}

/// What a balance study's report is made of.
pub struct Study<'a> {
    /// The rule set's id.
    pub ruleset: &'static str,
    /// The scenario's name or file.
    pub scenario: &'a str,
    /// Games a run.
    pub games: usize,
    /// The first game's seed.
    pub seed: u64,
    /// Each seat's bot, `seat=kind`.
    pub bots: &'a [String],
    /// The knob turned and its value as drawn.
    pub knob: &'a Knob,
    /// The knob's value as drawn.
    pub now: i64,
    /// Each run's results, the scenario as drawn first.
    pub measured: &'a [Measured],
    /// Each run's simulation report, in the same order.
    pub reports: &'a [SimReport],
    /// Seconds the study took.
    pub seconds: f64,
}

/// The report as JSON: what `umpire balance --json` prints and the editor's balance button
/// shows.
///
/// # Errors
/// The rule set's results do not say which side won.
pub fn to_json<R: Spec>(st: &Study) -> Result<Value, String> {
    let (names, _) = sides::<R>()?;
    let now = st.now;
    let side_rows = |m: &Measured| -> Vec<Value> {
        let finished = m.decided() + m.draws;
        (0..2)
            .map(|k| {
                let row = |n: usize| json!({"games": n, "p": n as f64 / finished.max(1) as f64, "ci95": wilson95(n, finished)});
                json!({"side": names[k], "won": row(m.wins[k]), "drawn": row(m.draws), "lost": row(m.wins[1 - k])})
            })
            .collect()
    };
    let runs: Vec<Value> = st
        .measured
        .iter()
        .zip(st.reports)
        .map(|(m, r)| {
            json!({
                "value": m.value, "as_drawn": m.value == now, "sides": side_rows(m),
                "decided": m.decided(), "unfinished": m.unfinished,
                "share": m.share.map(|s| s.0), "share_ci95": m.share.map(|s| s.1),
                "elo": m.share.and_then(|s| elo(s.0)),
                "elo_ci95": m.share.and_then(|(_, (lo, hi))| Some((elo(lo)?, elo(hi)?))),
                "mean_score": r.score.0, "mean_score_ci95": r.score.1,
            })
        })
        .collect();
    let pick = proposal(st.measured, now);
    Ok(json!({
        "ruleset": st.ruleset, "scenario": st.scenario, "games": st.games, "seed": st.seed,
        "bots": st.bots, "sides": names, "score": R::SCORE,
        "knob": {"name": st.knob.name, "what": st.knob.what, "path": st.knob.path, "as_drawn": now},
        "runs": runs,
        "proposal": pick.map(|m| json!({
            "value": m.value, "change": m.value - now,
            "share": m.share.map(|s| s.0), "share_ci95": m.share.map(|s| s.1),
            "even_within_interval": m.share.is_some_and(|(_, (lo, hi))| lo <= 0.5 && 0.5 <= hi),
        })),
        "seconds": st.seconds,
    }))
}

/// The report of a study of several knobs as JSON (what `umpire balance --knob all --json`
/// prints and the editor's button shows for all knobs): `knobs`, each knob's object as
/// [`to_json`] gives it but for the time, given once for the whole study in `seconds`; and
/// `proposal`, the one change across them ([`proposal_across`]).
///
/// # Errors
/// The rule set's results do not say which side won.
pub fn to_json_all<R: Spec>(studies: &[Study], seconds: f64) -> Result<Value, String> {
    let mut knobs = Vec::with_capacity(studies.len());
    for st in studies {
        let mut j = to_json::<R>(st)?;
        if let Some(o) = j.as_object_mut() {
            o.remove("seconds");
        }
        knobs.push(j);
    }
    let groups: Vec<(Knob, i64, Vec<Measured>)> = studies
        .iter()
        .map(|st| (*st.knob, st.now, st.measured.to_vec()))
        .collect();
    let proposal = proposal_across(&groups).map(|(knob, m)| {
        let now = groups
            .iter()
            .find(|g| g.0.name == knob.name)
            .map_or(m.value, |g| g.1);
        json!({
            "knob": knob.name,
            "path": knob.path,
            "value": m.value,
            "from": now,
            "steps": steps(knob, now, m),
            "share": m.share.map(|s| s.0),
            "ci95": m.share.map(|s| s.1),
            "even_within_interval": m.share.is_some_and(|(_, (lo, hi))| lo <= 0.5 && 0.5 <= hi),
        })
    });
    let first = studies.first().ok_or("a study of no knob")?;
    Ok(json!({
        "ruleset": first.ruleset,
        "scenario": first.scenario,
        "games": first.games,
        "seed": first.seed,
        "bots": first.bots,
        "knobs": knobs,
        "proposal": proposal,
        "seconds": seconds,
    }))
}

/// `games` games of `sc` between heuristic bots on every seat, seeds from 1, on one thread: how
/// the editor's study and the quick battles measure a scenario.
///
/// # Errors
/// What [`umpire_sim::simulate`] refuses.
pub(crate) fn heuristic_games<R: Spec>(
    sc: &R::Scenario,
    games: usize,
) -> Result<SimReport, String> {
    let bots = || -> Vec<Box<dyn umpire_core::Bot<R>>> {
        R::SEATS
            .iter()
            .map(|_| {
                crate::bot::<R>("heuristic").unwrap_or_else(|_| Box::new(umpire_core::RandomBot))
            })
            .collect()
    };
    umpire_sim::simulate::<R, _, _>(sc, games, 1, 1, bots, |_| {}).map_err(|e| e.to_string())
}

/// The most games a run of the editor's study plays.
pub const EDITOR_GAMES: usize = 100;

/// The fewest games a run of the editor's study is worth playing.
pub const EDITOR_FEWEST: usize = 10;

/// Games the editor's study plays first to time the scenario's games.
const PILOT: usize = 3;

/// A knob, its value as drawn, and the scenario at each other value of it.
type KnobRuns<S> = (Knob, i64, Vec<(i64, S)>);

/// The editor's balance study of the scenario `text` of rule set `R`: the scenario as drawn
/// and the default values either side of its knob `knob_name` (none: the rule set's first;
/// `all`: each of its knobs, with one proposal across them), between heuristic bots on one thread,
/// seeds from 1. Each run plays up to `games` (at most [`EDITOR_GAMES`]), fewer where the
/// scenario's games are slow, so that the study keeps within `budget`, timed from a pilot of
/// three games.
///
/// # Errors
/// The scenario check's words; a rule set whose results name no winner; games so slow that
/// even [`EDITOR_FEWEST`] a run would pass the budget.
pub fn editor_study<R: Spec>(
    text: &str,
    knob_name: Option<&str>,
    games: usize,
    budget: std::time::Duration,
) -> Result<Value, String> {
    let checked = crate::check_scenario::<R>(text).map_err(|e| e.to_string())?;
    let sc = R::parse_scenario(text).map_err(|e| e.to_string())?;
    let (_, levels) = sides::<R>()?;
    // Each knob's values (`all`: every knob's); the scenario as drawn is played once for all.
    let mut groups: Vec<KnobRuns<R::Scenario>> = Vec::new();
    for knob in knobs(R::ID, knob_name)? {
        let now = current::<R>(&sc, &knob)?;
        let mut runs = Vec::new();
        for v in values(&[], &knob, now) {
            if v != now {
                if let Ok((variant, _)) = with_value::<R>(text, &knob, v) {
                    runs.push((v, variant));
                }
            }
        }
        groups.push((knob, now, runs));
    }
    let count = 1 + groups.iter().map(|g| g.2.len()).sum::<usize>();
    let play = |sc: &R::Scenario, n: usize| heuristic_games::<R>(sc, n);
    let pilot = play(&sc, PILOT)?;
    let each = pilot.seconds / PILOT as f64;
    let afford = (budget.as_secs_f64() / (each * count as f64).max(1e-9)).floor();
    let games = games.clamp(1, EDITOR_GAMES).min(afford.min(1e9) as usize);
    if games < EDITOR_FEWEST {
        return Err(format!(
            "its games take {each:.1} s each between heuristic bots, so {EDITOR_FEWEST} games for each of the {count} values would pass the {} s this server gives a study; run `umpire balance` on the file",
            budget.as_secs()
        ));
    }
    let start = std::time::Instant::now();
    let drawn = play(&sc, games)?;
    let mut studied: Vec<(Knob, i64, Vec<Measured>, Vec<SimReport>)> = Vec::new();
    for (knob, now, runs) in &groups {
        let mut measured = vec![Measured::of(*now, &drawn, &levels)];
        let mut reports = vec![drawn.clone()];
        for (v, variant) in runs {
            let r = play(variant, games)?;
            measured.push(Measured::of(*v, &r, &levels));
            reports.push(r);
        }
        studied.push((*knob, *now, measured, reports));
    }
    let seconds = start.elapsed().as_secs_f64();
    let names: Vec<String> = R::SEATS.iter().map(|s| format!("{s}=heuristic")).collect();
    let label = checked.name.unwrap_or_else(|| "the scenario".into());
    let studies: Vec<Study> = studied
        .iter()
        .map(|(knob, now, measured, reports)| Study {
            ruleset: R::ID,
            scenario: &label,
            games,
            seed: 1,
            bots: &names,
            knob,
            now: *now,
            measured,
            reports,
            seconds,
        })
        .collect();
    match studies.as_slice() {
        [one] => to_json::<R>(one),
        _ => to_json_all::<R>(&studies, seconds),
    }
}

/// [`editor_study`] for the rule set whose id is `id`; `None` for an unknown id.
#[must_use]
pub fn editor_study_of(
    id: &str,
    text: &str,
    knob: Option<&str>,
    games: usize,
    budget: std::time::Duration,
) -> Option<Result<Value, String>> {
    struct S<'a>(&'a str, Option<&'a str>, usize, std::time::Duration);
    impl crate::Visitor for S<'_> {
        type Output = Result<Value, String>;
        fn visit<R: Spec>(self) -> Self::Output {
            editor_study::<R>(self.0, self.1, self.2, self.3)
        }
    }
    crate::visit(id, S(text, knob, games, budget))
}

/// The balance knobs of rule set `id`, its default first: `[{name, what}]`.
#[must_use]
pub fn knobs_json(id: &str) -> Value {
    Value::Array(
        KNOBS
            .iter()
            .filter(|k| k.ruleset == id)
            .map(|k| json!({"name": k.name, "what": k.what}))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_values_step_either_side_of_the_scenarios() {
        let k = knob("napoleonic", Some("turns")).unwrap(); // step 2
        assert_eq!(values(&[], &k, 12), vec![6, 8, 10, 12, 14, 16, 18]);
        let hours = knob("nqm", None).unwrap();
        assert_eq!(values(&[], &hours, 2), vec![1, 2, 3, 4, 5]);
        // A handicap goes either side of none.
        let h = knob("opart", Some("handicap")).unwrap();
        assert_eq!(values(&[], &h, 0), vec![-3, -2, -1, 0, 1, 2, 3]);
        assert_eq!(values(&[9, 3, 9], &k, 12), vec![3, 9]);
    }

    #[test]
    fn the_proposal_is_the_smallest_change_that_is_even_within_its_interval() {
        let m = |value, p: f64, lo, hi| Measured {
            value,
            wins: [0, 0],
            draws: 0,
            unfinished: 0,
            share: Some((p, (lo, hi))),
        };
        let runs = [
            m(12, 0.30, 0.25, 0.35),
            m(14, 0.45, 0.40, 0.51),
            m(16, 0.50, 0.45, 0.55),
            m(10, 0.20, 0.15, 0.25),
        ];
        assert_eq!(proposal(&runs, 12).map(|m| m.value), Some(14));
        let none_even = [m(12, 0.30, 0.25, 0.35), m(14, 0.40, 0.35, 0.45)];
        assert_eq!(proposal(&none_even, 12).map(|m| m.value), Some(14));
        let one_sided = [m(12, 1.0, 0.99, 1.0), m(14, 1.0, 0.99, 1.0)];
        assert!(proposal(&one_sided, 12).is_none());
        assert!(elo(0.65).is_some_and(|e| (e - 107.5).abs() < 0.5));
        assert_eq!(elo(1.0), None);
    }

    #[test]
    fn one_proposal_across_the_knobs_takes_the_fewest_steps_to_even() {
        let m = |value, p: f64, lo, hi| Measured {
            value,
            wins: [0, 0],
            draws: 0,
            unfinished: 0,
            share: Some((p, (lo, hi))),
        };
        let turns = knob("napoleonic", Some("turns")).unwrap(); // step 2
        let handicap = knob("napoleonic", Some("handicap")).unwrap(); // step 4
                                                                      // Turns reach even at 16, two steps from 12; the handicap at 4, one step from 0.
        let groups = vec![
            (
                turns,
                12,
                vec![
                    m(12, 0.3, 0.25, 0.35),
                    m(14, 0.4, 0.35, 0.45),
                    m(16, 0.5, 0.45, 0.55),
                ],
            ),
            (
                handicap,
                0,
                vec![
                    m(0, 0.3, 0.25, 0.35),
                    m(4, 0.49, 0.44, 0.54),
                    m(8, 0.6, 0.55, 0.65),
                ],
            ),
        ];
        let (k, pick) = proposal_across(&groups).unwrap();
        assert_eq!((k.name, pick.value), ("handicap", 4));
        assert_eq!(steps(&handicap, 0, pick), 1);
        // Even at one step each: the knob listed first.
        let tie = vec![
            (
                turns,
                12,
                vec![m(12, 0.3, 0.25, 0.35), m(14, 0.5, 0.45, 0.55)],
            ),
            (
                handicap,
                0,
                vec![m(0, 0.3, 0.25, 0.35), m(4, 0.5, 0.45, 0.55)],
            ),
        ];
        assert_eq!(
            proposal_across(&tie).map(|(k, m)| (k.name, m.value)),
            Some(("turns", 14))
        );
        // Even nowhere: the nearest to even, whatever the steps.
        let none = vec![
            (
                turns,
                12,
                vec![m(12, 0.3, 0.25, 0.35), m(14, 0.4, 0.35, 0.45)],
            ),
            (
                handicap,
                0,
                vec![m(0, 0.3, 0.25, 0.35), m(12, 0.44, 0.40, 0.48)],
            ),
        ];
        assert_eq!(
            proposal_across(&none).map(|(k, m)| (k.name, m.value)),
            Some(("handicap", 12))
        );
        // Even as drawn: leave it, whichever knob.
        let drawn = vec![(
            turns,
            12,
            vec![m(12, 0.5, 0.45, 0.55), m(14, 0.6, 0.55, 0.65)],
        )];
        assert_eq!(proposal_across(&drawn).map(|(_, m)| m.value), Some(12));
    }

    #[test]
    fn the_editors_study_refuses_games_too_slow_for_its_budget_and_measures_the_rest() {
        use umpire_napoleonic::Napoleonic;
        let text = umpire_napoleonic::SCENARIOS
            .iter()
            .find(|b| b.name == "river-crossing")
            .map(|b| b.toml)
            .unwrap();
        let e = editor_study::<Napoleonic>(text, None, 50, std::time::Duration::ZERO).unwrap_err();
        assert!(
            e.contains("would pass the 0 s this server gives a study"),
            "{e}"
        );
        let v = editor_study::<Napoleonic>(text, None, 10, std::time::Duration::from_secs(600))
            .unwrap();
        assert_eq!(v["games"], 10);
        assert_eq!(v["runs"].as_array().map(Vec::len), Some(7));
        let e =
            editor_study::<Napoleonic>("name = 1", None, 10, std::time::Duration::from_secs(600))
                .unwrap_err();
        assert!(!e.is_empty());
    }
}
