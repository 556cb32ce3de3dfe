//! `umpire odds rapier volley` and `umpire resolve rapier volley`: one volley of ground combat
//! from unit-kind lists, exact or rolled, through the same table and allocation code as the game
//! ([`crate::ground_combat::volley`], [`crate::ground_combat::max_kills`]).

use serde::Serialize;
use umpire_core::{Dice, SeatSet};

use crate::ground_combat::{self, hit_mask, max_kills, volley, Shooter, VolleyOdds};
use crate::state::Kind;

/// Kind names accepted in lists.
pub const KINDS: &[&str] = &[
    "hq",
    "infantry",
    "engineer",
    "cavalry",
    "engineer-cavalry",
    "assault-infantry",
    "assault-engineer",
    "assault-cavalry",
    "assault-engineer-cavalry",
    "anti-tank",
    "mortar",
    "artillery",
    "rockets",
    "tank",
    "recce",
    "fortification",
    "minefield",
];

/// A validated volley question.
#[derive(Clone, Debug, PartialEq)]
pub struct VolleyRequest {
    /// The shooters.
    pub shooters: Vec<Shooter>,
    /// The targets' kinds.
    pub targets: Vec<Kind>,
    /// Whether the shooters hold the sector (`--side defender`).
    pub holds: bool,
}

/// A kind name as a scenario spells it (`infantry`, `anti-tank`, with `assault-` in front for
/// assault troops and `engineer-cavalry` for mounted engineers): every unit a scenario accepts.
/// Mounted engineers fight as engineers; being mounted matters only to moving targets.
fn parse_kind(name: &str) -> Result<Shooter, String> {
    let n = name.trim().to_ascii_lowercase();
    let (assault, base) = match n.strip_prefix("assault-") {
        Some(b) => (true, b.to_owned()),
        None => (false, n.clone()),
    };
    let base = if base == "engineer-cavalry" {
        "engineer".to_owned()
    } else {
        base
    };
    if let Some(k) = Kind::ALL
        .into_iter()
        .find(|k| k.name() == base && matches!(k, Kind::Wire | Kind::AtObstacle | Kind::Dummy))
    {
        return Err(format!(
            "{name:?}: {} counters take no part in ground combat (they neither fire nor are hit)",
            k.name()
        ));
    }
    let kind = Kind::ALL
        .into_iter()
        .find(|k| k.name() == base)
        .filter(|k| !assault || matches!(k, Kind::Infantry | Kind::Engineer | Kind::Cavalry))
        .ok_or_else(|| {
            format!(
                "unknown unit kind {name:?}; known kinds: {}",
                KINDS.join(", ")
            )
        })?;
    Ok(Shooter { kind, assault })
}

/// Parses the command-line lists. `side` is the side that fires; the holder of the sector is
/// the defender.
///
/// # Errors
/// An unknown kind, an empty list, an unknown side, a fortification or minefield firing for
/// the attacker or being shot at.
pub fn request(shooters: &str, targets: &str, side: &str) -> Result<VolleyRequest, String> {
    let holds = match side {
        "defender" => true,
        "attacker" => false,
        other => {
            return Err(format!(
                "--side must be attacker or defender, not {other:?}"
            ))
        }
    };
    let shooters: Vec<Shooter> = split(shooters, "--shooters")?
        .iter()
        .map(|s| parse_kind(s))
        .collect::<Result<_, _>>()?;
    if !holds {
        if let Some(s) = shooters.iter().find(|s| s.kind.is_static()) {
            return Err(format!(
                "a {} fires only for the defender of the sector (ground-combat table, RAP-8)",
                s.kind.name()
            ));
        }
    }
    let mut kinds = Vec::new();
    for t in split(targets, "--targets")? {
        let k = parse_kind(&t)?;
        if k.kind.is_static() {
            return Err(format!(
                "{}s are never hit in ground combat (RAP-8); leave them out of --targets",
                k.kind.name()
            ));
        }
        kinds.push(k.kind);
    }
    Ok(VolleyRequest {
        shooters,
        targets: kinds,
        holds,
    })
}

fn split(list: &str, flag: &str) -> Result<Vec<String>, String> {
    let v: Vec<String> = list
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect();
    if v.is_empty() {
        Err(format!("{flag} needs at least one unit kind"))
    } else {
        Ok(v)
    }
}

/// The exact distribution of kills.
#[must_use]
pub fn odds(r: &VolleyRequest) -> VolleyOdds {
    ground_combat::volley_odds(&r.shooters, &r.targets, r.holds)
}

/// One rolled volley.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VolleyRoll {
    /// Each die: the shooter's kind, the face, and whether it is a kill face.
    pub dice: Vec<(String, u8)>,
    /// Kill faces rolled.
    pub sixes: u32,
    /// Kills after allocation (RAP-8).
    pub hits: u32,
}

/// Rolls the volley once with `seed`.
#[must_use]
pub fn resolve(r: &VolleyRequest, seed: u64) -> VolleyRoll {
    let mut present = 0u8;
    let mut caps = [0u32; 12];
    for &t in &r.targets {
        let c = ground_combat::category(t);
        present |= 1 << c;
        caps[usize::from(c) * 3] += 1;
    }
    let mut dice = Dice::new(seed, false);
    let mut rolled = Vec::new();
    let mut hits: Vec<(u16, u32)> = Vec::new();
    for g in volley(&r.shooters, r.holds, present) {
        let s = r.shooters[g.shooter];
        let mut name = if s.assault {
            format!("assault-{}", s.kind.name())
        } else {
            s.kind.name().to_owned()
        };
        if let Some(b) = g.bonus {
            name = format!("{} (bonus die fired by {name})", b.name());
        }
        for _ in 0..g.dice {
            let face = dice.d6("ground combat: 1d6", SeatSet::ALL);
            rolled.push((name.clone(), face));
            if face == 6 {
                hits.push((hit_mask(g.cats, 6), 1));
            }
        }
    }
    let sixes = hits.len() as u32;
    VolleyRoll {
        dice: rolled,
        sixes,
        hits: max_kills(&hits, &caps),
    }
}
