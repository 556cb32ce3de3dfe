//! Battles (RAC-4): the one small interface that turns a campaign battle into a tactical game
//! and returns what the campaign needs — offensive stands lost, stands exited, objectives
//! controlled. Rapier Offensive fights them now: every stand is a Rapier unit, the attacker
//! one break-through division, the two terrain objectives the sectors A2-L4 and A3-L4, all
//! seats heuristic bots. In a counter-attack the defensive force attacks (RAC-2).

use umpire_core::{Bot, Dice, Ruleset, Table};
use umpire_rapier::scenario::{AttackerSpec, DefenderSpec, DivisionSpec, Rules, UnitSpec as RUnit};
use umpire_rapier::state::{Loc, Side};
use umpire_rapier::{Kind, Rapier, Scenario as RScenario, State as RState};

use crate::campaign::{kind, Report, State, UnitSpec};
use crate::tables::Battle;

/// What the defender brings to the table and what the attacker may prepare, by type of battle
/// (UMP-RAC-9): a prepared defence is the Rapier scenario as it stands; a hasty defence (and so
/// a counter-attack, RAC-2) has no time to dig in or lay mines (no fortifications, minefields,
/// wire or anti-tank obstacles) and half the pre-battle bombardment; a meeting engagement has
/// no works and no dummies on either side, no reconnaissance and no pre-battle bombardment.
#[must_use]
pub fn setup(battle: Battle, rules: &mut Rules) -> fn(Kind) -> bool {
    match battle {
        Battle::PreparedDefence | Battle::NoBattle => |_| true,
        Battle::HastyDefence | Battle::CounterAttack => {
            rules.prebattle_fire_missions /= 2;
            |k| !k.is_static()
        }
        Battle::MeetingEngagement => {
            rules.prebattle_fire_missions = 0;
            rules.recon_attempts = 0;
            |k| !k.is_static() && k != Kind::Dummy
        }
    }
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
                assault: u.assault,
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

/// What the two campaign rolls that seed an engine battle's dice decide: the high and the low
/// 16 bits of the seed.
pub const SEED_ROLLS: [&str; 2] = ["battle seed (high)", "battle seed (low)"];

/// Rolls the seed of an engine battle's dice with the campaign's dice (two logged rolls, so
/// that a replay of the campaign fights the same battle).
pub fn roll_seed(dice: &mut Dice) -> u64 {
    let hi = u64::from(dice.roll(u16::MAX, SEED_ROLLS[0], umpire_core::SeatSet::ALL));
    let lo = u64::from(dice.roll(u16::MAX, SEED_ROLLS[1], umpire_core::SeatSet::ALL));
    (hi << 16) | lo
}

/// The seed [`roll_seed`] rolled, read back from the rolls of the campaign step that fought
/// the battle; `None` if they hold no battle seed.
#[must_use]
pub fn seed_of(rolls: &[umpire_core::Roll]) -> Option<u64> {
    let face = |purpose: &str| {
        rolls
            .iter()
            .find(|r| r.purpose == purpose)
            .map(|r| u64::from(r.value))
    };
    Some((face(SEED_ROLLS[0])? << 16) | face(SEED_ROLLS[1])?)
}

/// The report an order carries for a battle that cannot be fought (a side with nothing to put
/// on the table): nothing lost, exited or held. The campaign reads no battle into it (RAC-2:
/// no battle, no movement; see [`crate::campaign::unfought`]).
#[must_use]
pub fn unfought() -> Report {
    Report {
        lost: 0,
        exited: 0,
        objectives: 0,
    }
}

/// A battle fought by an engine: the report from the offensive player's side, each fielded
/// unit's losses (see [`crate::campaign::losses_by_unit`]), and every roll of the battle.
pub type Fought = (Report, Vec<u32>, Vec<umpire_core::Roll>);

/// The Rapier game of the current battle of `s`: its scenario, and whether it is a
/// counter-attack. `Err(counter)` when there is no battle or a side has nothing to put on the
/// table (the battle is then not fought).
///
/// # Errors
/// As above: the battle cannot be fought.
pub fn scenario(s: &State) -> Result<(RScenario, bool), bool> {
    let Some((att, def, counter)) = forces(s) else {
        return Err(false);
    };
    let battle = s
        .fight
        .as_ref()
        .map_or(Battle::PreparedDefence, |f| f.battle);
    let br = &s.rules.battle;
    let mut rules = Rules {
        capture: br.objectives.clone(),
        turns: br.turns,
        moving_targets: br.moving_targets,
        ..Rules::default()
    };
    let allowed = setup(battle, &mut rules);
    let keep =
        |list: Vec<RUnit>| -> Vec<RUnit> { list.into_iter().filter(|u| allowed(u.kind)).collect() };
    let (att_units, def_units) = (keep(units(&att, true)), keep(units(&def, false)));
    if att_units.is_empty() || def_units.is_empty() {
        return Err(counter);
    }
    Ok((
        RScenario {
            ruleset: None,
            name: SCENARIO_NAME.into(),
            title: SCENARIO_NAME.into(),
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
        },
        counter,
    ))
}

/// The bots that fight an engine battle: the heuristic at every seat.
#[must_use]
pub fn bots<R: Ruleset>(heuristic: impl Fn() -> Box<dyn Bot<R>>) -> Vec<Box<dyn Bot<R>>> {
    (0..R::SEATS.len()).map(|_| heuristic()).collect()
}

/// Fights the current battle of `s` and reports it from the offensive player's side; `None`
/// when it cannot be fought (a side has nothing to put on the table).
#[must_use]
pub fn fight(s: &State, seed: u64) -> Option<Fought> {
    let (sc, counter) = scenario(s).ok()?;
    let mut dice = Dice::new(seed, false);
    let mut g = Rapier::new_game(&sc, &mut dice).ok()?;
    let bots = bots::<Rapier>(|| Box::new(umpire_rapier::bots::HeuristicBot));
    let rolls = Table::new(bots, seed).play_out_recorded(&mut g, &mut dice);
    let (report, by_unit) = result(s, &g, counter);
    Some((report, by_unit, rolls))
}

/// What the campaign takes from the battle `g` of the current battle of `s`, fought to its
/// end: the report from the offensive player's side and each fielded unit's losses.
#[must_use]
pub fn result(s: &State, g: &RState, counter: bool) -> (Report, Vec<u32>) {
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
        report(g, counter),
        crate::campaign::losses_by_unit(s, &lost),
    )
}

/// Objective control at the end (RAC-2): more fighting units in the sector than the other
/// side; empty, the side that last had fighting units there (the defender's ground until the
/// attacker holds it); equal and not empty, nobody.
fn controller(g: &RState, sector: &str) -> Option<Side> {
    let Some(sec) = RState::parse_sector(sector) else {
        return Some(Side::Defender);
    };
    let count = |side: Side| {
        g.units_at(sec, side)
            .filter(|(_, u)| u.kind.is_fighting())
            .count()
    };
    let (a, d) = (count(Side::Attacker), count(Side::Defender));
    match a.cmp(&d) {
        std::cmp::Ordering::Greater => Some(Side::Attacker),
        std::cmp::Ordering::Less => Some(Side::Defender),
        std::cmp::Ordering::Equal if a == 0 => Some(g.holder[g.sidx(sec)]),
        std::cmp::Ordering::Equal => None,
    }
}

fn report(g: &RState, counter: bool) -> Report {
    let gone = |side: Side| {
        g.units
            .iter()
            .filter(|u| u.side == side && u.kind.is_fighting() && u.loc == Loc::Gone)
            .count() as u32
    };
    // The offensive player's objectives: the Rapier defender's in a counter-attack.
    let offensive = if counter {
        Side::Defender
    } else {
        Side::Attacker
    };
    let held = g
        .rules
        .capture
        .iter()
        .filter(|o| controller(g, o) == Some(offensive))
        .count() as u8;
    if counter {
        Report {
            lost: gone(Side::Defender),
            exited: 0,
            objectives: held,
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

/// The name a battle's game is logged under.
pub const SCENARIO_NAME: &str = "campaign battle";

#[cfg(test)]
mod tests {
    use super::*;

    /// RAC-2 "Control of terrain objective": equal fighting stands in an objective sector give
    /// it to nobody, not to the side that held it; empty, it stays with the last holder.
    #[test]
    fn rac2_objective_ties_give_the_objective_to_nobody() {
        let sc = umpire_rapier::bundled("uranus").unwrap();
        let mut g = Rapier::new_game(&sc, &mut Dice::new(1, false)).unwrap();
        let sec = RState::parse_sector("A2-L4").unwrap();
        for u in &mut g.units {
            u.loc = Loc::Gone;
        }
        let fighting = |g: &RState, side: Side| {
            g.units
                .iter()
                .position(|u| u.side == side && u.kind.is_fighting())
                .unwrap()
        };
        let (a, d) = (fighting(&g, Side::Attacker), fighting(&g, Side::Defender));
        let i = g.sidx(sec);
        g.holder[i] = Side::Defender;
        assert_eq!(
            controller(&g, "A2-L4"),
            Some(Side::Defender),
            "empty: the last holder"
        );
        g.units[a].loc = Loc::Table(sec);
        g.units[d].loc = Loc::Table(sec);
        g.tally = Default::default();
        assert_eq!(controller(&g, "A2-L4"), None, "one each: nobody");
        g.units[d].loc = Loc::Gone;
        g.tally = Default::default();
        assert_eq!(
            controller(&g, "A2-L4"),
            Some(Side::Attacker),
            "more: the attacker"
        );
    }
}
