//! `umpire odds|resolve nqm firefight|close-assault|recce|recce-sequence|reorganise|break-test|
//! open-fire|task|reaction`: the umpire's tables.

use crate::out::outln;
use serde_json::json;
use umpire_core::{Dice, SeatSet};
use umpire_nqm::command::{reaction_hours, report_hours, Level, Task};
use umpire_nqm::morale::{
    break_test_odds, hold_firm_on, must_test, opens_fire_at, opens_fire_odds,
};
use umpire_nqm::recce;
use umpire_nqm::tables::{
    assault_dice, assault_odds, firefight_odds, firefight_roll, halve_casualties, match_dice,
    recce_need, recce_odds, reorganise_odds, Grade, Protection, Weapon,
};

use crate::{Failure, StepArgs};

fn need<T: Clone>(v: &Option<T>, flag: &str, step: &str) -> Result<T, Failure> {
    v.clone()
        .ok_or_else(|| Failure::usage(format!("nqm {step} needs {flag}")))
}

fn side(text: &str, flag: &str) -> Result<(Grade, u32), Failure> {
    let (g, n) = text.split_once(':').ok_or_else(|| {
        Failure::input(format!("{flag} {text:?}: expected GRADE:FIGURES, like V:6"))
    })?;
    let n: u32 = n.parse().map_err(|_| {
        Failure::input(format!("{flag} {text:?}: {n:?} is not a number of figures"))
    })?;
    if n > 60 {
        return Err(Failure::input(format!("{flag}: at most 60 figures")));
    }
    Ok((Grade::parse(g).map_err(Failure::input)?, n))
}

/// Dispatches the NQM calculators; `roll` is true for `resolve`.
pub fn calculators(a: &StepArgs, roll: bool) -> Result<(), Failure> {
    let mut dice = Dice::new(a.seed, false);
    match a.step.as_str() {
        "firefight" => {
            let w = Weapon::parse(&need(&a.weapon, "--weapon L|M|H", "firefight")?)
                .map_err(Failure::input)?;
            let p = Protection::parse(&need(&a.target, "--target open|dug-in|fort", "firefight")?)
                .map_err(Failure::input)?;
            let cus = need(&a.cus, "--cus N", "firefight")?;
            if roll {
                let (faces, total) = firefight_roll(w, p, cus, a.shifts, &mut dice);
                out(
                    a.json,
                    json!({"dice": faces, "casualties": total}),
                    &format!("dice {faces:?}: {total} casualties"),
                );
            } else {
                let rows: Vec<_> = firefight_odds(w, p, cus, a.shifts)
                    .into_iter()
                    .map(|(k, q)| row(json!({"casualties": k}), q))
                    .collect();
                print_rows(a.json, &rows, "casualties");
            }
        }
        "close-assault" => {
            let att = side(
                &need(&a.attacker, "--attacker GRADE:FIGURES", "close-assault")?,
                "--attacker",
            )?;
            let def = side(
                &need(&a.defender, "--defender GRADE:FIGURES", "close-assault")?,
                "--defender",
            )?;
            if roll {
                let (na, nd) = assault_dice(att, def);
                let ra: Vec<u8> = (0..na)
                    .map(|_| dice.d6("close assault: attacker", SeatSet::ALL))
                    .collect();
                let rd: Vec<u8> = (0..nd)
                    .map(|_| dice.d6("close assault: defender", SeatSet::ALL))
                    .collect();
                let (aw, dw) = match_dice(att.0, &ra, def.0, &rd);
                out(a.json, json!({"attacker_dice": ra, "defender_dice": rd, "attacker_wins": aw, "defender_wins": dw}), &format!("attacker {ra:?} against defender {rd:?}: attacker wins {aw}, defender wins {dw}"));
            } else {
                let rows: Vec<_> = assault_odds(att, def)
                    .into_iter()
                    .map(|((aw, dw), q)| row(json!({"attacker_wins": aw, "defender_wins": dw}), q))
                    .collect();
                print_rows(a.json, &rows, "attacker_wins");
            }
        }
        "recce" => {
            let r =
                Grade::parse(&need(&a.recce, "--recce GRADE", "recce")?).map_err(Failure::input)?;
            let d = Grade::parse(&need(&a.defender, "--defender GRADE", "recce")?)
                .map_err(Failure::input)?;
            if roll {
                let face = dice.d6("recce: red die", SeatSet::ALL);
                let sighted = recce_need(r, d).is_some_and(|n| face >= n);
                let result = if sighted {
                    "sighted-first"
                } else {
                    "not-sighted"
                };
                out(
                    a.json,
                    json!({"die": face, "result": result}),
                    &format!("red die {face}: {result}"),
                );
            } else {
                let p = recce_odds(r, d);
                let q = p.complement();
                let rows = vec![
                    row(json!({"result": "sighted-first"}), p),
                    row(json!({"result": "not-sighted"}), q),
                ];
                print_rows(a.json, &rows, "result");
            }
        }
        "reorganise" => {
            let n = need(&a.casualties, "--casualties N", "reorganise")?;
            if roll {
                let (removed, face) =
                    halve_casualties(n, "reorganise: the odd casualty (4-6)", &mut dice);
                out(
                    a.json,
                    json!({"die": face, "removed": removed}),
                    &format!("{removed} of {n} casualties removed"),
                );
            } else {
                let rows: Vec<_> = reorganise_odds(n)
                    .into_iter()
                    .map(|(k, q)| row(json!({"removed": k}), q))
                    .collect();
                print_rows(a.json, &rows, "removed");
            }
        }
        "break-test" => {
            let g = Grade::parse(&need(&a.grade, "--grade GRADE", "break-test")?)
                .map_err(Failure::input)?;
            let Some(n) = hold_firm_on(g) else {
                out(
                    a.json,
                    json!({"outcomes": [{"result": "never-tests", "p": 1.0, "exact": "1"}]}),
                    "elite troops never take a break test",
                );
                return Ok(());
            };
            let when = if a.green && g != Grade::E {
                "at the first casualty (green)".to_owned()
            } else {
                let at = (1..=12).find(|&k| must_test(g, false, 12, k)).unwrap_or(12);
                format!("at {at} casualties in 12 figures")
            };
            if roll {
                let face = dice.d6("break test", SeatSet::ALL);
                let result = if face >= n { "held" } else { "broke" };
                out(
                    a.json,
                    json!({"die": face, "result": result}),
                    &format!("break test (tested {when}): die {face}, needs {n}+: {result}"),
                );
            } else {
                let p = break_test_odds(g);
                let q = p.complement();
                if !a.json {
                    outln!("tests {when}; holds firm on {n}-6");
                }
                let rows = vec![
                    row(json!({"result": "held"}), p),
                    row(json!({"result": "broke"}), q),
                ];
                print_rows(a.json, &rows, "result");
            }
        }
        "open-fire" => {
            let g = Grade::parse(&need(&a.grade, "--grade GRADE", "open-fire")?)
                .map_err(Failure::input)?;
            if roll {
                let face = dice.d6("engagement table: blue die", SeatSet::ALL);
                let r = opens_fire_at(g, face).name();
                out(
                    a.json,
                    json!({"die": face, "range": r}),
                    &format!("die {face}: opens fire at {r} range"),
                );
            } else {
                let rows: Vec<_> = opens_fire_odds(g)
                    .into_iter()
                    .filter(|(_, q)| !q.is_zero())
                    .map(|(r, q)| row(json!({"range": r.name()}), q))
                    .collect();
                print_rows(a.json, &rows, "range");
            }
        }
        "task" => {
            let t = Task::parse(&need(&a.task, "--task NAME", "task")?).map_err(Failure::input)?;
            if roll {
                let h = t.roll_hours(&mut dice, umpire_core::SeatSet::ALL);
                out(a.json, json!({"hours": h}), &format!("{h} hours"));
            } else {
                let rows: Vec<_> = t
                    .hours_odds()
                    .into_iter()
                    .map(|(h, q)| row(json!({"hours": h}), q))
                    .collect();
                print_rows(a.json, &rows, "hours");
            }
        }
        "recce-sequence" => {
            let r = Grade::parse(&need(&a.recce, "--recce GRADE", "recce-sequence")?)
                .map_err(Failure::input)?;
            let d = Grade::parse(&need(&a.defender, "--defender GRADE", "recce-sequence")?)
                .map_err(Failure::input)?;
            let intent = match &a.intent {
                Some(t) => recce::Intent::parse(t).map_err(Failure::input)?,
                None => recce::Intent::Ambush,
            };
            if roll {
                let (faces, o) = recce::roll(
                    r,
                    d,
                    intent,
                    a.blundered,
                    umpire_core::SeatSet::ALL,
                    &mut dice,
                );
                let [red, white, blue] = faces;
                out(
                    a.json,
                    json!({"red": red, "white": white, "blue": blue, "outcome": o}),
                    &format!("{}: {}", recce::faces_text(faces), o.label()),
                );
            } else {
                let rows: Vec<_> = recce::odds(r, d, intent, a.blundered)
                    .into_iter()
                    .map(|(o, q)| row(json!({"outcome": o, "label": o.label()}), q))
                    .collect();
                print_rows(a.json, &rows, "label");
            }
        }
        "reaction" => {
            let from = Level::parse(&need(&a.from, "--from LEVEL", "reaction")?)
                .map_err(Failure::input)?;
            let to =
                Level::parse(&need(&a.to, "--to LEVEL", "reaction")?).map_err(Failure::input)?;
            let up = report_hours(from, to);
            let total = reaction_hours(from, to, a.veteran_mobile, a.general);
            // No die: `resolve` gives the same answer as `odds`.
            out(
                a.json,
                json!({"report_hours": up, "reaction_hours": total.to_f64(), "exact": total.to_string()}),
                &format!(
                    "report up {up} h; orders back after {} h in all",
                    total.to_f64()
                ),
            );
        }
        other => {
            return Err(Failure::usage(format!(
                "nqm calculators: firefight, close-assault, recce, recce-sequence, reorganise, break-test, open-fire, task, reaction — not {other:?}"
            )))
        }
    }
    Ok(())
}

/// An outcome row: its fields with the probability as a float and as an exact fraction.
fn row(mut fields: serde_json::Value, q: umpire_core::Ratio) -> serde_json::Value {
    fields["p"] = json!(q.to_f64());
    fields["exact"] = json!(q.to_string());
    fields
}

fn out(json_out: bool, v: serde_json::Value, text: &str) {
    if json_out {
        outln!("{v}");
    } else {
        outln!("{text}");
    }
}

fn print_rows(json_out: bool, rows: &[serde_json::Value], key: &str) {
    if json_out {
        outln!("{}", json!({ "outcomes": rows }));
        return;
    }
    for r in rows {
        let label = if key == "attacker_wins" {
            format!(
                "attacker {} / defender {}",
                r["attacker_wins"], r["defender_wins"]
            )
        } else {
            r[key].to_string().trim_matches('"').to_owned()
        };
        outln!(
            "  {label:<30} {:>8.4}%  ({})",
            100.0 * r["p"].as_f64().unwrap_or(0.0),
            r["exact"].as_str().unwrap_or("")
        );
    }
}

/// `umpire check` for an NQM scenario: validates the order of battle (the hourly game is not
/// playable yet) and summarises it.
pub fn check(text: &str, file: &str) -> Result<(), Failure> {
    // The same check as every rule set's (and the server's editor), then what it adds.
    let checked = umpire_registry::check_scenario::<umpire_nqm::Nqm>(text)
        .map_err(|e| Failure::input(format!("{file}: {e}")))?;
    let sc = umpire_nqm::scenario::Scenario::from_toml(text)
        .map_err(|e| Failure::input(format!("{file}: {e}")))?;
    let o = umpire_nqm::scenario::build(&sc).map_err(|e| Failure::input(format!("{file}: {e}")))?;
    outln!("{file}: a valid nqm scenario.");
    outln!(
        "  {}: {}×{} hexes of {} m, {} hours from {:02}:00",
        sc.title,
        o.width,
        o.height,
        o.rules.hex_m,
        o.rules.hours,
        o.rules.start_hour
    );
    for s in &o.sides {
        let figures: u32 = s.units.iter().map(|u| u.figures).sum();
        outln!(
            "  {}: {} stands, {} figures, {} Div Log in the dump",
            s.name,
            s.units.len(),
            figures,
            s.div_log
        );
    }
    for w in checked.warnings {
        outln!("  warning: {w}");
    }
    Ok(())
}
