//! `umpire odds napoleonic STEP`: musketry, MDI cards, melee losses and the simulated shot.

use crate::out::outln;
use serde_json::json;
use umpire_napoleonic::losses::{losses, parse_units};
use umpire_napoleonic::mdi::{equilibrium, payoffs, resolve, Card, MdiResult};
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

fn musketry_odds(a: &StepArgs) -> Result<(), Failure> {
    let stands: u32 = need(&a.stands, "--stands N", "musketry")?
        .parse()
        .map_err(|_| Failure::input("--stands takes a number of stands for musketry"))?;
    if stands > crate::MAX_DICE {
        return Err(Failure::input(format!(
            "--stands {stands}: at most {} stands fire at once in an odds table",
            crate::MAX_DICE
        )));
    }
    let v = Volley {
        stands,
        range: need(&a.range, "--range 1|2", "musketry")?,
        guards: a.guards,
        commander: a.commander,
        not_first: a.not_first,
        protected: a.protected,
    };
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
    let r = resolve(att, def);
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

fn losses_odds(a: &StepArgs) -> Result<(), Failure> {
    let units =
        parse_units(&need(&a.stands, "--stands KIND:N,...", "losses")?).map_err(Failure::input)?;
    let value = need(&a.value, "--value X", "losses")?;
    let halves = value * 2.0;
    if !(halves >= 0.0 && halves.fract() == 0.0 && halves <= 10_000.0) {
        return Err(Failure::input(format!(
            "--value {value}: losses come in steps of 0.5 (NAP-5)"
        )));
    }
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
            "a {gun:?} shot at {range} squares aimed at a stand's centre kills it with p ≈ {:.4} (± {:.4}, {} samples, seed {})",
            e.p, e.stderr, e.samples, a.seed
        );
    }
    Ok(())
}
