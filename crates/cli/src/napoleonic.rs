//! `umpire odds|resolve napoleonic STEP`: musketry, MDI cards, melee losses and the simulated
//! shot, as exact (or sampled) odds, or rolled once at the table with every die shown.

use crate::out::outln;
use serde_json::json;
use umpire_napoleonic::losses::{losses, parse_units};
use umpire_napoleonic::mdi::{self, equilibrium, payoffs, Card, MdiResult};
use umpire_napoleonic::musketry::{self, Volley};
use umpire_napoleonic::shot::kill_chance;
use umpire_napoleonic::values::Gun;

use crate::{Failure, StepArgs};

fn need<T: Clone>(v: &Option<T>, flag: &str, step: &str) -> Result<T, Failure> {
    v.clone()
        .ok_or_else(|| Failure::usage(format!("napoleonic {step} needs {flag}")))
}

/// The attacker's valuation of MDI results that the bots' equilibrium uses: superior +1,
/// inferior −1, a successful withdrawal half a loss for the side that withdraws.
#[must_use]
pub fn mdi_value(r: MdiResult) -> f64 {
    match r {
        MdiResult::AttackerSuperior => 1.0,
        MdiResult::DefenderSuperior => -1.0,
        MdiResult::AttackerWithdraws => -0.5,
        MdiResult::DefenderWithdraws => 0.5,
        MdiResult::Equal | MdiResult::BothWithdraw => 0.0,
    }
}

/// Dispatches the calculators.
pub fn odds(a: &StepArgs) -> Result<(), Failure> {
    match a.step.as_str() {
        "musketry" => musketry_odds(a),
        "mdi" => mdi(a),
        "losses" => losses_odds(a),
        "shot" => shot(a),
        other => Err(Failure::usage(format!(
            "napoleonic calculators: musketry, mdi, losses, shot — not {other:?}"
        ))),
    }
}

/// The volley the flags describe.
fn volley_of(a: &StepArgs) -> Result<Volley, Failure> {
    let stands: u32 = need(&a.stands, "--stands N", "musketry")?
        .parse()
        .map_err(|_| Failure::input("--stands takes a number of stands for musketry"))?;
    if stands > crate::MAX_DICE {
        return Err(Failure::input(format!(
            "--stands {stands}: at most {} stands fire at once",
            crate::MAX_DICE
        )));
    }
    Ok(Volley {
        stands,
        range: need(&a.range, "--range 1|2", "musketry")?,
        guards: a.guards,
        commander: a.commander,
        not_first: a.not_first,
        protected: a.protected,
    })
}

fn musketry_odds(a: &StepArgs) -> Result<(), Failure> {
    let v = volley_of(a)?;
    let o = musketry::odds(&v).map_err(Failure::input)?;
    if a.json {
        let outcomes: Vec<_> = o
            .iter()
            .map(|(k, p)| json!({"kills": k, "p": p.to_f64(), "exact": p.to_string()}))
            .collect();
        outln!("{}", json!({"dice": v.dice(), "outcomes": outcomes}));
    } else {
        outln!("{} dice", v.dice());
        for (k, p) in &o {
            outln!("  {k:>2} kills  {:>8.4}%  ({p})", 100.0 * p.to_f64());
        }
    }
    Ok(())
}

fn mdi(a: &StepArgs) -> Result<(), Failure> {
    let att = Card::parse(&need(&a.attacker, "--attacker CARD", "mdi")?).map_err(Failure::input)?;
    let def = Card::parse(&need(&a.defender, "--defender CARD", "mdi")?).map_err(Failure::input)?;
    let r = mdi::resolve(att, def);
    let eq = a.equilibrium.then(|| equilibrium(&payoffs(mdi_value)));
    if a.json {
        let mut out = json!({"outcomes": [{"result": r.name(), "p": 1}]});
        if let Some(e) = &eq {
            let mix = |s: &[f64]| -> serde_json::Value {
                Card::ALL
                    .iter()
                    .zip(s)
                    .map(|(c, p)| (c.name().to_owned(), json!(p)))
                    .collect()
            };
            out["equilibrium"] = json!({"attacker": mix(&e.attacker), "defender": mix(&e.defender), "value": e.value});
        }
        outln!("{out}");
    } else {
        outln!("{} against {}: {}", att.name(), def.name(), r.name());
        if let Some(e) = &eq {
            outln!("equilibrium of the card game (superior +1, inferior −1, withdrawing −½), value {:+.4}:", e.value);
            for (k, c) in Card::ALL.iter().enumerate() {
                outln!(
                    "  {:<11} attacker {:>6.2}%   defender {:>6.2}%",
                    c.name(),
                    100.0 * e.attacker[k],
                    100.0 * e.defender[k]
                );
            }
        }
    }
    Ok(())
}

/// The units and the value they must lose, in halves, that the flags describe.
fn loss_of(a: &StepArgs) -> Result<(Vec<umpire_napoleonic::losses::UnitStands>, f64), Failure> {
    let units =
        parse_units(&need(&a.stands, "--stands KIND:N,...", "losses")?).map_err(Failure::input)?;
    let value = need(&a.value, "--value X", "losses")?;
    let halves = value * 2.0;
    if !(halves >= 0.0 && halves.fract() == 0.0 && halves <= 10_000.0) {
        return Err(Failure::input(format!(
            "--value {value}: losses come in steps of 0.5 (NAP-5)"
        )));
    }
    Ok((units, halves))
}

fn losses_odds(a: &StepArgs) -> Result<(), Failure> {
    let (units, halves) = loss_of(a)?;
    let o = losses(&units, halves as u32);
    if a.json {
        let outcomes: Vec<_> = o
            .iter()
            .map(|(lost, p)| {
                let l: serde_json::Map<String, serde_json::Value> = lost
                    .iter()
                    .map(|(k, n)| (k.name().to_owned(), json!(n)))
                    .collect();
                json!({"lost": l, "p": p.to_f64(), "exact": p.to_string()})
            })
            .collect();
        outln!("{}", json!({ "outcomes": outcomes }));
    } else {
        for (lost, p) in &o {
            let l: Vec<String> = lost
                .iter()
                .map(|(k, n)| format!("{n} {}", k.name()))
                .collect();
            outln!(
                "  {:>6.2}%  lose {}",
                100.0 * p.to_f64(),
                if l.is_empty() {
                    "nothing".into()
                } else {
                    l.join(", ")
                }
            );
        }
    }
    Ok(())
}

fn shot(a: &StepArgs) -> Result<(), Failure> {
    let gun =
        Gun::parse(&need(&a.gun, "--gun field|horse|howitzer", "shot")?).map_err(Failure::input)?;
    let range = need(&a.range, "--range SQUARES", "shot")?;
    if a.samples == 0 {
        return Err(Failure::usage("--samples must be at least 1"));
    }
    let e = kill_chance(gun, range, a.samples, a.seed).map_err(Failure::input)?;
    if a.json {
        outln!(
            "{}",
            json!({"p": e.p, "samples": e.samples, "stderr": e.stderr, "seed": a.seed, "sampled": true})
        );
    } else {
        outln!(
            "a {} shot at {range} squares aimed at a stand's centre kills it with p ≈ {:.4} (± {:.4}, {} samples, seed {})",
            gun.name(), e.p, e.stderr, e.samples, a.seed
        );
    }
    Ok(())
}

/// `umpire resolve napoleonic STEP`: one roll at the table, every die shown.
pub fn resolve(a: &StepArgs) -> Result<(), Failure> {
    let mut dice = umpire_core::Dice::new(a.seed, false);
    match a.step.as_str() {
        "musketry" => musketry_roll(a, &mut dice),
        "mdi" => mdi_roll(a, &mut dice),
        "losses" => losses_roll(a, &mut dice),
        "shot" => shot_roll(a, &mut dice),
        other => Err(Failure::usage(format!(
            "napoleonic calculators: musketry, mdi, losses, shot — not {other:?}"
        ))),
    }
}

fn faces_text(faces: &[u8]) -> String {
    if faces.is_empty() {
        return "no dice".into();
    }
    faces
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn musketry_roll(a: &StepArgs, dice: &mut umpire_core::Dice) -> Result<(), Failure> {
    let v = volley_of(a)?;
    let (faces, kills) = musketry::roll(&v, dice).map_err(Failure::input)?;
    let need_face = umpire_napoleonic::values::musket_kill_face(v.range).unwrap_or(6);
    if a.json {
        outln!(
            "{}",
            json!({"dice": faces, "kill_on": need_face, "kills": kills, "seed": a.seed})
        );
    } else {
        outln!(
            "{} dice at range {} (a die kills on {}+): {} — {kills} {}",
            v.dice(),
            v.range,
            need_face,
            faces_text(&faces),
            if kills == 1 {
                "stand killed"
            } else {
                "stands killed"
            }
        );
    }
    Ok(())
}

fn mdi_roll(a: &StepArgs, dice: &mut umpire_core::Dice) -> Result<(), Failure> {
    // A card not given is drawn from the equilibrium mix, as the bots draw theirs.
    let eq = equilibrium(&payoffs(mdi_value));
    let mut draw = |given: &Option<String>, mix: &[f64], who: &'static str| {
        if let Some(c) = given {
            return Card::parse(c).map(|c| (c, false)).map_err(Failure::input);
        }
        let r = f64::from(dice.roll(10_000, who, umpire_core::SeatSet::ALL) - 1) / 10_000.0;
        let mut acc = 0.0;
        for (k, c) in Card::ALL.iter().enumerate() {
            acc += mix[k];
            if r < acc {
                return Ok((*c, true));
            }
        }
        Ok((Card::ALL[0], true))
    };
    let (att, att_drawn) = draw(&a.attacker, &eq.attacker, "mdi: the attacker's card drawn")?;
    let (def, def_drawn) = draw(&a.defender, &eq.defender, "mdi: the defender's card drawn")?;
    let r = mdi::resolve(att, def);
    if a.json {
        outln!(
            "{}",
            json!({"attacker": att.name(), "attacker_drawn": att_drawn, "defender": def.name(), "defender_drawn": def_drawn, "result": r.name(), "seed": a.seed})
        );
    } else {
        let how = |drawn: bool| {
            if drawn {
                " (drawn from the equilibrium)"
            } else {
                ""
            }
        };
        outln!(
            "attacker {}{} against defender {}{}: {}",
            att.name(),
            how(att_drawn),
            def.name(),
            how(def_drawn),
            r.name()
        );
    }
    Ok(())
}

fn losses_roll(a: &StepArgs, dice: &mut umpire_core::Dice) -> Result<(), Failure> {
    let (units, halves) = loss_of(a)?;
    let (lost, coin) = umpire_napoleonic::losses::roll(&units, halves as u32, dice);
    let words: Vec<String> = units
        .iter()
        .zip(&lost)
        .filter(|(_, n)| **n > 0)
        .map(|((k, _), n)| format!("{n} {}", k.name()))
        .collect();
    if a.json {
        let l: serde_json::Map<String, serde_json::Value> = units
            .iter()
            .zip(&lost)
            .map(|((k, _), n)| (k.name().to_owned(), json!(n)))
            .collect();
        let coin = coin.map(|(u, heads)| json!({"unit": units[u].0.name(), "lost": heads}));
        outln!("{}", json!({"lost": l, "coin": coin, "seed": a.seed}));
    } else {
        let coin_text = match coin {
            Some((u, true)) => format!(
                "; the coin for a fraction fell against the {}: it loses one more",
                units[u].0.name()
            ),
            Some((u, false)) => {
                format!("; the coin for a fraction spared the {}", units[u].0.name())
            }
            None => String::new(),
        };
        outln!(
            "lose {}{coin_text}",
            if words.is_empty() {
                "nothing".into()
            } else {
                words.join(", ")
            }
        );
    }
    Ok(())
}

fn shot_roll(a: &StepArgs, dice: &mut umpire_core::Dice) -> Result<(), Failure> {
    let gun =
        Gun::parse(&need(&a.gun, "--gun field|horse|howitzer", "shot")?).map_err(Failure::input)?;
    let range = need(&a.range, "--range SQUARES", "shot")?;
    let s = umpire_napoleonic::shot::roll(gun, range, dice).map_err(Failure::input)?;
    if a.json {
        outln!(
            "{}",
            json!({"gun": gun.name(), "range_in": s.range_in, "sigma": s.sigma, "across": s.across, "along": s.along, "kills": s.kills, "seed": a.seed})
        );
    } else {
        outln!(
            "a {} shot aimed at the centre of a stand {range} squares ({:.0}\") away: aim error σ = {:.2}\" each way{}; it lands {:.2}\" {} and {:.2}\" {} the aim point — {}",
            gun.name(),
            s.range_in,
            s.sigma,
            if gun == Gun::Howitzer { "" } else { ", then rolls up to 2\" on" },
            s.across.abs(),
            if s.across < 0.0 { "left" } else { "right" },
            s.along.abs(),
            if s.along < 0.0 { "short of" } else { "beyond" },
            if s.kills { "the 1\" circle reaches the stand: a casualty" } else { "the 1\" circle misses the stand" }
        );
    }
    Ok(())
}
