//! `umpire odds race battle-type|battle-result|recovery` and `umpire resolve race
//! vp|force|defence`: the campaign's tables, exact.

use crate::out::outln;
use serde_json::json;
use umpire_core::Ratio;
use umpire_race::tables::{
    battle_result_odds, battle_type_modifier, battle_type_odds, defence_size, force_percent,
    force_units, recovery_odds, victory_points, Action, Battle, Outcome, Size,
};

use crate::{Failure, StepArgs};

fn need<T: Clone>(v: &Option<T>, flag: &str, step: &str) -> Result<T, Failure> {
    v.clone()
        .ok_or_else(|| Failure::usage(format!("race {step} needs {flag}")))
}

fn action(a: &StepArgs, step: &str) -> Result<Action, Failure> {
    Action::parse(&need(&a.action, "--action attack|regroup", step)?).map_err(Failure::input)
}

fn zone(a: &StepArgs, step: &str) -> Result<u8, Failure> {
    let z = need(&a.zone, "--zone Z", step)?;
    if (1..=5).contains(&z) {
        Ok(z)
    } else {
        Err(Failure::input(format!(
            "--zone {z}: the zones are 1 (base) to 5"
        )))
    }
}

fn print_odds(json: bool, key: &str, rows: &[(String, Ratio)]) {
    if json {
        let outcomes: Vec<_> = rows
            .iter()
            .map(|(k, p)| {
                let mut o = json!({"p": p.to_f64(), "exact": p.to_string()});
                o[key] = k.parse::<u64>().map_or_else(|_| json!(k), |n| json!(n));
                o
            })
            .collect();
        outln!("{}", json!({ "outcomes": outcomes }));
    } else {
        for (k, p) in rows {
            outln!("  {k:<20} {:>8.4}%  ({p})", 100.0 * p.to_f64());
        }
    }
}

/// Dispatches the race calculators; `roll` is true for `resolve`.
pub fn calculators(a: &StepArgs, roll: bool) -> Result<(), Failure> {
    match (roll, a.step.as_str()) {
        (false, "battle-type") => {
            let act = action(a, "battle-type")?;
            let m = battle_type_modifier(a.advanced, a.retreated);
            let rows: Vec<_> = battle_type_odds(act, m).into_iter().map(|(b, p)| (b.name().to_owned(), p)).collect();
            print_odds(a.json, "battle", &rows);
        }
        (false, "battle-result") => {
            let act = action(a, "battle-result")?;
            let vp = need(&a.vp, "--vp V", "battle-result")?;
            let rows: Vec<_> = battle_result_odds(act, vp).into_iter().map(|(o, p)| (o.name().to_owned(), p)).collect();
            print_odds(a.json, "result", &rows);
        }
        (false, "recovery") => {
            let act = action(a, "recovery")?;
            let r = Outcome::parse(&need(&a.result, "--result R", "recovery")?).map_err(Failure::input)?;
            let lost = need(&a.lost, "--lost N", "recovery")?;
            if lost > 1000 {
                return Err(Failure::input("--lost: at most 1000 stands"));
            }
            let rows: Vec<_> = recovery_odds(r, act, lost)
                .map_err(Failure::input)?
                .into_iter()
                .map(|(k, p)| (k.to_string(), p))
                .collect();
            print_odds(a.json, "recovered", &rows);
        }
        (true, "vp") => {
            let size = Size::parse(&need(&a.size, "--size small|medium|large|huge", "vp")?).map_err(Failure::input)?;
            let vp = victory_points(
                size,
                need(&a.objectives, "--objectives 0|1|2", "vp")?,
                need(&a.exited, "--exited N", "vp")?,
                need(&a.lost, "--lost N", "vp")?,
            )
            .map_err(Failure::input)?;
            if a.json {
                outln!("{}", json!({ "vp": vp }));
            } else {
                outln!("{vp} VP");
            }
        }
        (true, "force") => {
            let units = need(&a.units, "--units N", "force")?;
            let z = zone(a, "force")?;
            let last = Action::parse(&need(&a.last_action, "--last-action attack|regroup", "force")?).map_err(Failure::input)?;
            let result = Outcome::parse(&need(&a.last_result, "--last-result R", "force")?).map_err(Failure::input)?;
            let pct = force_percent(z, last, result);
            let u = force_units(units, pct);
            if a.json {
                outln!("{}", json!({"units": u, "percent": pct}));
            } else {
                outln!("{u} units ({pct}% of {units}, rounded down; field every HQ if half the other units go)");
            }
        }
        (true, "defence") => {
            let b = Battle::parse(&need(&a.battle, "--battle B", "defence")?).map_err(Failure::input)?;
            let z = zone(a, "defence")?;
            let s = defence_size(b, z).ok_or_else(|| Failure::input("no battle, no defensive force"))?;
            if a.json {
                outln!("{}", json!({"size": format!("S{s}")}));
            } else {
                outln!("S{s} ({}% of the full offensive orbat)", 10 * u32::from(s));
            }
        }
        (_, other) => {
            return Err(Failure::usage(format!(
                "race: `odds` takes battle-type, battle-result, recovery; `resolve` takes vp, force, defence — not {} {other:?}",
                if roll { "resolve" } else { "odds" }
            )))
        }
    }
    Ok(())
}
