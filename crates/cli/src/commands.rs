//! `list`, `replay`, `check`, and the Rapier volley for `odds` / `resolve`.

use serde_json::json;
use umpire_rapier::odds;

use crate::rulesets::{dispatch, IDS};
use crate::{Failure, StepArgs};

/// `umpire list`.
pub fn list() -> Result<(), Failure> {
    for (id, name) in IDS {
        println!("{id:<11} {name}");
        let _ = dispatch(id, |d| {
            print!("{}", d.list());
            Ok(())
        })
        .map_err(|_| println!("  (not implemented yet)"));
    }
    Ok(())
}

fn read(path: &str) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|e| Failure::input(format!("{path}: cannot read: {e}")))
}

/// `umpire replay`.
pub fn replay(
    path: &str,
    seat: Option<&str>,
    to: Option<usize>,
    json: bool,
) -> Result<(), Failure> {
    let text = read(path)?;
    let header = umpire_core::game::read_header(&text)
        .map_err(|e| Failure::input(format!("{path}: {e}")))?;
    dispatch(&header.ruleset, |d| d.replay(&text, seat, to, json))
}

/// `umpire check`: the rule set comes from `--ruleset`, else the file's `ruleset` key, else
/// rapier.
pub fn check(path: &str, ruleset: Option<&str>) -> Result<(), Failure> {
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
    dispatch(&id, |d| d.check(&text, path))
}

/// `umpire odds|resolve rapier volley`.
pub fn rapier_volley(a: &StepArgs, roll: bool) -> Result<(), Failure> {
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
            println!(
                "{}",
                json!({"seed": a.seed, "dice": r.dice.iter().map(|(k, f)| json!({"shooter": k, "face": f})).collect::<Vec<_>>(), "sixes": r.sixes, "hits": r.hits})
            );
        } else {
            for (k, f) in &r.dice {
                println!("  {k:<40} d6 = {f}{}", if *f == 6 { "  kill" } else { "" });
            }
            println!(
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
        println!("{}", serde_json::to_string(&o).unwrap_or_default());
    } else {
        println!("{} dice", o.dice);
        for k in &o.outcomes {
            println!("  {:>2} kills  {:>8.4}%", k.hits, 100.0 * k.p);
        }
    }
    Ok(())
}
