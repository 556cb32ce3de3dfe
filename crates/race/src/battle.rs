//! Battles (RAC-4): the one small interface that turns a campaign battle into a tactical game
//! and returns what the campaign needs — offensive stands lost, stands exited, objectives
//! controlled. Rapier Offensive fights them now: every stand is a Rapier unit, the attacker
//! one break-through division, the two terrain objectives the sectors A2-L4 and A3-L4, all
//! seats heuristic bots. In a counter-attack the defensive force attacks (RAC-2).

use umpire_core::{Bot, Dice, Ruleset, Table};
use umpire_rapier::scenario::{AttackerSpec, DefenderSpec, DivisionSpec, Rules, UnitSpec as RUnit};
use umpire_rapier::state::{Loc, Side};
use umpire_rapier::{Kind, Rapier, Scenario as RScenario, State as RState};

use crate::campaign::{Report, State, UnitSpec};
use crate::tables::Battle;

/// The two terrain objectives of an engine battle.
pub const OBJECTIVES: [&str; 2] = ["A2-L4", "A3-L4"];

/// Checks a Rapier kind name.
///
/// # Errors
/// An unknown kind.
pub fn kind(name: &str) -> Result<Kind, String> {
    Kind::ALL
        .into_iter()
        .find(|k| k.name() == name)
        .ok_or_else(|| {
            format!(
                "{name:?} is not a Rapier unit kind; kinds: {}",
                Kind::ALL.map(Kind::name).join(", ")
            )
        })
}

fn units(list: &[(UnitSpec, u32)], attacker: bool) -> Vec<RUnit> {
    list.iter()
        .filter(|(_, n)| *n > 0)
        .filter_map(|(u, n)| {
            let k = kind(&u.kind).ok()?;
            // Counters are the defender's alone.
            if attacker && (k.is_static() || k == Kind::Dummy) {
                return None;
            }
            Some(RUnit {
                name: u.name.clone(),
                kind: k,
                count: u8::try_from(*n).unwrap_or(u8::MAX),
                assault: false,
                motorised: u.motorised,
                mounted: false,
                asset: false,
                at: None,
            })
        })
        .collect()
}

/// A force: each unit with the stands it brings.
pub type Force = Vec<(UnitSpec, u32)>;

/// The forces of the current battle: (attacker, defender, counter-attack). In a counter-attack
/// the defensive force attacks (RAC-2). `None` without a battle.
#[must_use]
pub fn forces(s: &State) -> Option<(Force, Force, bool)> {
    let p = usize::from(s.current);
    let f = s.fight.as_ref()?;
    let offence: Force = f
        .fielded
        .iter()
        .map(|&u| {
            (
                s.players[p].units[u].spec.clone(),
                s.players[p].units[u].present(),
            )
        })
        .collect();
    let defence: Force = f
        .defence
        .and_then(|d| s.defences.get(d))
        .map(|d| d.units.iter().map(|u| (u.clone(), u.stands)).collect())
        .unwrap_or_default();
    let counter = f.battle == Battle::CounterAttack;
    Some(if counter {
        (defence, offence, true)
    } else {
        (offence, defence, false)
    })
}

/// A report for a battle that cannot be fought (a side with nothing to put on the table): the
/// offensive player gains nothing, or, counter-attacked, keeps both objectives.
#[must_use]
pub fn unfought(counter: bool) -> Fought {
    (
        Report {
            lost: 0,
            exited: 0,
            objectives: if counter { 2 } else { 0 },
        },
        Vec::new(),
        Vec::new(),
    )
}

/// A battle fought by an engine: the report from the offensive player's side, each fielded
/// unit's losses (see [`crate::campaign::losses_by_unit`]), and every roll of the battle.
pub type Fought = (Report, Vec<u32>, Vec<umpire_core::Roll>);

/// Fights the current battle of `s` and reports it from the offensive player's side.
#[must_use]
pub fn fight(s: &State, seed: u64) -> Fought {
    let Some((att, def, counter)) = forces(s) else {
        return unfought(false);
    };
    let (att_units, def_units) = (units(&att, true), units(&def, false));
    if att_units.is_empty() || def_units.is_empty() {
        return unfought(counter);
    }
    let rules = Rules {
        capture: OBJECTIVES.iter().map(|s| (*s).to_owned()).collect(),
        ..Rules::default()
    };
    let sc = RScenario {
        ruleset: None,
        name: "campaign battle".into(),
        title: "campaign battle".into(),
        sources: String::new(),
        rules,
        attacker: AttackerSpec {
            name: "attacker".into(),
            divisions: vec![DivisionSpec {
                name: "attacking force".into(),
                breakthrough: true,
                units: att_units,
            }],
        },
        defender: DefenderSpec {
            name: "defender".into(),
            units: def_units,
        },
    };
    let mut dice = Dice::new(seed, false);
    let Ok(mut g) = Rapier::new_game(&sc, &mut dice) else {
        return unfought(counter);
    };
    let bots: Vec<Box<dyn Bot<Rapier>>> = (0..6)
        .map(|_| Box::new(umpire_rapier::bots::HeuristicBot) as Box<dyn Bot<Rapier>>)
        .collect();
    let rolls = Table::new(bots, seed).play_out_recorded(&mut g, &mut dice);
    let offensive = if counter {
        Side::Defender
    } else {
        Side::Attacker
    };
    let lost: Vec<&str> = g
        .units
        .iter()
        .filter(|u| u.side == offensive && u.kind.is_fighting() && u.loc == Loc::Gone)
        .map(|u| &*u.name)
        .collect();
    (
        report(&g, counter),
        crate::campaign::losses_by_unit(s, &lost),
        rolls,
    )
}

/// Objective control at the end: more fighting units in the sector, or, empty, the side that
/// held it (the defender's ground until the attacker holds it).
fn controller(g: &RState, sector: &str) -> Side {
    let Some(sec) = RState::parse_sector(sector) else {
        return Side::Defender;
    };
    let count = |side: Side| {
        g.units_at(sec, side)
            .filter(|(_, u)| u.kind.is_fighting())
            .count()
    };
    let (a, d) = (count(Side::Attacker), count(Side::Defender));
    match a.cmp(&d) {
        std::cmp::Ordering::Greater => Side::Attacker,
        std::cmp::Ordering::Less => Side::Defender,
        std::cmp::Ordering::Equal => g.holder[g.sidx(sec)],
    }
}

fn report(g: &RState, counter: bool) -> Report {
    let gone = |side: Side| {
        g.units
            .iter()
            .filter(|u| u.side == side && u.kind.is_fighting() && u.loc == Loc::Gone)
            .count() as u32
    };
    let held = OBJECTIVES
        .iter()
        .filter(|o| controller(g, o) == Side::Attacker)
        .count() as u8;
    if counter {
        Report {
            lost: gone(Side::Defender),
            exited: 0,
            objectives: 2 - held,
        }
    } else {
        let exited = g
            .units
            .iter()
            .filter(|u| u.side == Side::Attacker && u.loc == Loc::Exited)
            .count() as u32;
        Report {
            lost: gone(Side::Attacker),
            exited,
            objectives: held,
        }
    }
}
