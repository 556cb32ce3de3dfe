//! `list`, `play`, `replay`, `check`, `sim merge`, and the Rapier volley for `odds` /
//! `resolve`: the commands that find their rule set in a file before they dispatch.

use crate::out::{out, outln};
use serde_json::json;
use umpire_rapier::odds;
use umpire_sim::shard;

use crate::files::read;
use crate::rulesets::{dispatch, IDS};
use crate::sim::{MAX_SHARD, VERSION};
use crate::{Failure, MergeArgs, PlayArgs, StepArgs};

/// `umpire list`.
pub fn list() -> Result<(), Failure> {
    for (id, name) in IDS {
        outln!("{id:<11} {name}");
        dispatch(id, |d| {
            out!("{}", d.list());
            Ok(())
        })?;
    }
    Ok(())
}

/// `umpire replay`.
pub fn replay(a: &crate::ReplayArgs) -> Result<(), Failure> {
    let path = &a.log;
    let text = read(path)?;
    let header = umpire_core::game::read_header(&text)
        .map_err(|e| Failure::input(format!("{path}: {e}")))?;
    dispatch(&header.ruleset, |d| d.replay(&text, a))
}

/// `umpire check`: the rule set comes from `--ruleset`, else the file's `ruleset` key, else
/// rapier.
pub fn check(path: &str, ruleset: Option<&str>) -> Result<(), Failure> {
    if std::fs::metadata(path).is_err() {
        return check_bundled(path, ruleset);
    }
    let text = read(path)?;
    let from_file = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("ruleset"))
        .and_then(|r| r.trim().strip_prefix('='))
        .map(|r| r.trim().trim_matches('"').to_owned());
    let id = ruleset
        .map(str::to_owned)
        .or(from_file)
        .unwrap_or_else(|| "rapier".into());
    if id == "nqm" {
        return crate::nqm::check(&text, path);
    }
    dispatch(&id, |d| d.check(&text, path))
}

/// `umpire check NAME` for a bundled scenario: of the rule set given, or of the one rule set
/// that has a scenario of that name.
fn check_bundled(name: &str, ruleset: Option<&str>) -> Result<(), Failure> {
    if let Some(r) = ruleset {
        // An unknown rule set: dispatch says so.
        dispatch(r, |_| Ok(()))?;
    }
    let mut found: Vec<(&str, &'static str)> = Vec::new();
    for (id, _) in IDS
        .iter()
        .filter(|(id, _)| ruleset.is_none_or(|r| r == *id))
    {
        dispatch(id, |d| {
            if let Some(text) = d.bundled(name) {
                found.push((id, text));
            }
            Ok(())
        })?;
    }
    match found[..] {
        [(id, text)] => {
            let label = format!("{name} (bundled with {id})");
            if id == "nqm" {
                crate::nqm::check(text, &label)
            } else {
                dispatch(id, |d| d.check(text, &label))
            }
        }
        [] => Err(Failure::input(format!(
            "{name}: not a file, and no bundled {}scenario of that name ('umpire list' shows them)",
            ruleset.map_or(String::new(), |r| format!("{r} "))
        ))),
        _ => Err(Failure::usage(format!(
            "{name}: bundled with {}; say which with --ruleset",
            found.iter().map(|f| f.0).collect::<Vec<_>>().join(" and ")
        ))),
    }
}

/// `umpire odds|resolve RULESET STEP`: resolution steps need no game, so they work for rule
/// sets whose game is not playable yet.
pub fn odds(a: &StepArgs, roll: bool) -> Result<(), Failure> {
    match a.ruleset.as_str() {
        "rapier" => rapier_volley(a, roll),
        "opart" => opart_combat(a, roll),
        "napoleonic" if roll => crate::napoleonic::resolve(a),
        "napoleonic" => crate::napoleonic::odds(a),
        "race" => crate::race::calculators(a, roll),
        "nqm" => crate::nqm::calculators(a, roll),
        other if IDS.iter().any(|(i, _)| *i == other) => Err(Failure::input(format!(
            "rule set {other} has no resolution steps yet; available: rapier volley, opart combat"
        ))),
        other => Err(Failure::usage(format!(
            "unknown rule set {other:?}; known: {}",
            IDS.iter().map(|i| i.0).collect::<Vec<_>>().join(", ")
        ))),
    }
}

/// `umpire odds|resolve opart combat`.
fn opart_combat(a: &StepArgs, roll: bool) -> Result<(), Failure> {
    use umpire_opart::combat::{odds, resolve, Fighter};
    use umpire_opart::NationalDie;
    if a.step != "combat" {
        return Err(Failure::usage(format!(
            "opart has one resolution step, combat, not {:?}",
            a.step
        )));
    }
    let fighter = |cv: Option<i32>, die: &Option<String>, m: i32, who: &str| {
        let cv = cv.ok_or_else(|| Failure::usage(format!("opart combat needs --{who}-cv")))?;
        let die = die
            .as_deref()
            .ok_or_else(|| Failure::usage(format!("opart combat needs --{who}-die d10|d12")))?;
        let die =
            NationalDie::parse(die).map_err(|e| Failure::input(format!("--{who}-die {e}")))?;
        Ok::<_, Failure>(Fighter {
            combat_value: cv,
            modifier: m,
            die,
        })
    };
    let att = fighter(a.attacker_cv, &a.attacker_die, a.attacker_mod, "attacker")?;
    let def = fighter(a.defender_cv, &a.defender_die, a.defender_mod, "defender")?;
    if roll {
        let mut dice = umpire_core::Dice::new(a.seed, false);
        let r = resolve(att, def, &mut dice);
        if a.json {
            outln!(
                "{}",
                json!({"seed": a.seed, "attacker": {"die": r.attacker.0, "power": r.attacker.1},
                       "defender": {"die": r.defender.0, "power": r.defender.1},
                       "rolloffs": r.rolloffs, "result": r.result.name()})
            );
        } else {
            outln!("attacker rolls {} → power {}", r.attacker.0, r.attacker.1);
            outln!("defender rolls {} → power {}", r.defender.0, r.defender.1);
            for (x, y) in &r.rolloffs {
                outln!("equal powers: roll-off {x} against {y}");
            }
            outln!("result: {} (seed {})", r.result.name(), a.seed);
        }
        return Ok(());
    }
    let o = odds(att, def);
    if a.json {
        let outcomes: Vec<_> = o
            .iter()
            .map(|(r, p)| json!({"result": r.name(), "p": p.to_f64(), "exact": p.to_string()}))
            .collect();
        outln!("{}", json!({ "outcomes": outcomes }));
    } else {
        for (r, p) in &o {
            outln!("  {:<28} {:>8.4}%  ({p})", r.name(), 100.0 * p.to_f64());
        }
    }
    Ok(())
}

/// `umpire odds|resolve rapier volley`.
fn rapier_volley(a: &StepArgs, roll: bool) -> Result<(), Failure> {
    if a.step != "volley" {
        return Err(Failure::usage(format!(
            "rapier has one resolution step, volley, not {:?}",
            a.step
        )));
    }
    let need = |v: &Option<String>, flag: &str| {
        v.clone()
            .ok_or_else(|| Failure::usage(format!("rapier volley needs {flag}")))
    };
    let req = odds::request(
        &need(&a.shooters, "--shooters")?,
        &need(&a.targets, "--targets")?,
        &need(&a.side, "--side")?,
    )
    .map_err(Failure::input)?;
    if roll {
        let r = odds::resolve(&req, a.seed);
        if a.json {
            outln!(
                "{}",
                json!({"seed": a.seed, "dice": r.dice.iter().map(|(k, f)| json!({"shooter": k, "face": f})).collect::<Vec<_>>(), "sixes": r.sixes, "hits": r.hits})
            );
        } else {
            for (k, f) in &r.dice {
                outln!("  {k:<40} d6 = {f}{}", if *f == 6 { "  kill" } else { "" });
            }
            outln!(
                "{} dice, {} sixes, {} kills (seed {})",
                r.dice.len(),
                r.sixes,
                r.hits,
                a.seed
            );
        }
        return Ok(());
    }
    let o = odds::odds(&req);
    if a.json {
        outln!("{}", serde_json::to_string(&o).unwrap_or_default());
    } else {
        outln!("{} dice", o.dice);
        for k in &o.outcomes {
            outln!("  {:>2} kills  {:>8.4}%", k.hits, 100.0 * k.p);
        }
    }
    Ok(())
}

/// `umpire sim merge FILES`.
pub fn merge(a: &MergeArgs) -> Result<(), Failure> {
    let mut files = Vec::with_capacity(a.files.len());
    for path in &a.files {
        files.push((path.clone(), crate::files::read_up_to(path, MAX_SHARD)?));
    }
    let merged = shard::merge(VERSION, &files).map_err(Failure::input)?;
    dispatch(&merged.study.ruleset.clone(), |d| {
        d.merged(&merged, &a.report)
    })
}

/// `umpire play`: a new game, or `--resume LOG`.
///
/// # Errors
/// As [`play`].
pub fn play(a: &PlayArgs) -> Result<(), Failure> {
    let id = match (&a.resume, &a.ruleset) {
        (Some(path), _) => {
            let text = crate::files::read(path)?;
            umpire_core::game::read_header(&text)
                .map_err(|e| Failure::input(format!("{path}: {e}")))?
                .ruleset
        }
        (None, Some(id)) => id.clone(),
        (None, None) => return Err(Failure::usage("name a rule set, or --resume a log")),
    };
    dispatch(&id, |r| r.play(a))
}
