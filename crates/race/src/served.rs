//! Battles of a served campaign (`battles = "served"`, issue 35): each battle is a game of its
//! own of the campaign's engine (Rapier Offensive or Operational Art) that the two players
//! fight on the server, and whose result the server enters as the campaign's next orders.
//!
//! This module holds what the server needs and no server: [`waiting`] says what a campaign
//! waits for (the battle's game to start, with its scenario, and which player holds which of
//! its seats; or no game at all, when a side has nothing to put on the table), and [`orders`]
//! reads a finished battle's log and gives the orders that enter its result — the fielded
//! units' losses one by one, then [`Order::Served`] with the report and the SHA-256 of the
//! battle's log, so that the campaign's log names the battle it took its result from.

use umpire_core::game::{read_header, replay_with, ReplayOptions};
use umpire_core::{Ruleset, Seat};
use umpire_opart::OpArt;
use umpire_rapier::Rapier;

use crate::campaign::{Battles, Engine, Phase, State};
pub use crate::order::BattleHash;
use crate::order::Order;

/// A served battle's game, as the server starts it.
#[derive(Clone, Debug, PartialEq)]
pub struct ServedBattle {
    /// The battle's key in its campaign: two a turn, one for each offensive player.
    pub key: i64,
    /// The rule set of its game (`rapier` or `opart`).
    pub ruleset: &'static str,
    /// Its scenario, as a scenario file of that rule set (TOML).
    pub scenario: String,
    /// Each seat of its game that a player of the campaign holds, with that player (0 = A):
    /// the attacking force's seats go to the player whose force attacks (in a counter-attack
    /// the defending player's), the defence's to the other. The game's other seats have
    /// nothing to do.
    pub seats: Vec<(&'static str, Seat)>,
    /// Whether it is a counter-attack (the defensive force attacks).
    pub counter: bool,
}

/// What a served campaign waits for.
#[derive(Clone, Debug, PartialEq)]
pub enum Waiting {
    /// A battle to be fought as a game of its own.
    Battle(ServedBattle),
    /// Nothing to fight (a side has nothing to put on the table): the order that says so.
    Unfought(Order),
}

/// The seats of a battle's game the attacking force's player holds, and the defence's.
#[must_use]
pub fn battle_seats(engine: Engine) -> (&'static [&'static str], &'static [&'static str]) {
    match engine {
        // The campaign battle has one break-through division: the corps, its staff and the
        // division command it; the umpire's seat holds the defence.
        Engine::Rapier => (&["corps", "staff", "div1"], &["umpire"]),
        // The attackers are the Soviet side, the defence the Axis (crate::battle_opart).
        Engine::Opart => (&["soviet"], &["axis"]),
    }
}

/// The key of the current battle of `s` (see [`ServedBattle::key`]).
#[must_use]
pub fn battle_key(s: &State) -> i64 {
    i64::from(s.turn) * 2 + i64::from(s.current)
}

/// Whether a campaign of served battles waits for its current battle's result (cheap: what
/// it waits for is [`waiting`]).
#[must_use]
pub fn waits(s: &State) -> bool {
    s.rules.battles == Battles::Served && s.phase == Phase::Report
}

/// What a campaign of served battles waits for now: `None` unless its battles are served and
/// its current battle's result is still to come. A battle whose game would not start (a
/// scenario its rule set refuses) is not fought, as an engine battle would not be.
#[must_use]
pub fn waiting(s: &State) -> Option<Waiting> {
    if !waits(s) {
        return None;
    }
    let starts = |ok: bool, counter| if ok { Ok(()) } else { Err(counter) };
    let mut dice = umpire_core::Dice::new(0, false);
    let built = match s.rules.engine {
        Engine::Rapier => crate::battle::scenario(s).and_then(|(sc, counter)| {
            starts(Rapier::new_game(&sc, &mut dice).is_ok(), counter)?;
            Ok((<Rapier as Ruleset>::ID, toml::to_string(&sc), counter))
        }),
        Engine::Opart => crate::battle_opart::scenario(s).and_then(|(sc, counter)| {
            starts(OpArt::new_game(&sc, &mut dice).is_ok(), counter)?;
            Ok((<OpArt as Ruleset>::ID, toml::to_string(&sc), counter))
        }),
    };
    let (ruleset, scenario, counter) = match built {
        Ok(b) => b,
        Err(_) => return Some(unfought()),
    };
    // A scenario that cannot be written is a battle that cannot be served: none is fought.
    let Ok(scenario) = scenario else {
        return Some(unfought());
    };
    let attacker = if counter { 1 - s.current } else { s.current };
    let (attacking, defending) = battle_seats(s.rules.engine);
    let seats = attacking
        .iter()
        .map(|&n| (n, attacker))
        .chain(defending.iter().map(|&n| (n, 1 - attacker)))
        .collect();
    Some(Waiting::Battle(ServedBattle {
        key: battle_key(s),
        ruleset,
        scenario,
        seats,
        counter,
    }))
}

fn unfought() -> Waiting {
    Waiting::Unfought(Order::Served {
        report: crate::battle::unfought(),
        battle: None,
    })
}

/// The orders that enter the result of the finished battle whose whole log (end line and all)
/// is `log` into the campaign `s`, which waits for it: each fielded unit's losses that are not
/// entered yet (so that orders cut short by a restart are taken up where they stopped), then
/// the report with the log's hash.
///
/// # Errors
/// The campaign waits for no battle, or the log is not a finished game of the battle's rule
/// set and scenario name, or does not replay.
pub fn orders(s: &State, log: &str) -> Result<Vec<Order>, String> {
    let Some(Waiting::Battle(b)) = waiting(s) else {
        return Err("the campaign is not waiting for a battle's game".into());
    };
    let header = read_header(log).map_err(|e| e.to_string())?;
    if header.ruleset != b.ruleset || header.scenario_name != crate::battle::SCENARIO_NAME {
        return Err(format!(
            "the log is a game of {} ({}), not the campaign's battle of {}",
            header.ruleset, header.scenario_name, b.ruleset
        ));
    }
    let opts = ReplayOptions::default();
    let not_over = || "the battle's game is not over".to_owned();
    let (report, by_unit) = match s.rules.engine {
        Engine::Rapier => {
            let r =
                replay_with::<Rapier>(log, &opts, |_, _, _, _| {}).map_err(|e| e.to_string())?;
            if !r.finished {
                return Err(not_over());
            }
            crate::battle::result(s, r.game.state(), b.counter)
        }
        Engine::Opart => {
            let r = replay_with::<OpArt>(log, &opts, |_, _, _, _| {}).map_err(|e| e.to_string())?;
            if !r.finished {
                return Err(not_over());
            }
            crate::battle_opart::result(s, r.game.state(), b.counter)
        }
    };
    let mut out = Vec::new();
    let fight = s.fight.as_ref().ok_or("the campaign has no battle")?;
    // Losses by unit go in only when they add up to the report's (they do: both count the
    // offensive fighting stands destroyed); the report alone otherwise.
    if by_unit.len() == fight.fielded.len() && by_unit.iter().sum::<u32>() == report.lost {
        for (k, (&unit, &lost)) in fight.fielded.iter().zip(&by_unit).enumerate() {
            let entered = fight.losses.get(k).copied();
            if entered == Some(lost) || (entered.is_none() && lost == 0) {
                continue;
            }
            out.push(Order::Lost {
                unit: u16::try_from(unit).map_err(|_| "too many units")?,
                stands: lost,
            });
        }
    }
    out.push(Order::Served {
        report,
        battle: Some(BattleHash::of(log)),
    });
    Ok(out)
}

/// The campaign scenario `toml` with its battles fought as `battles` says (`engine`, `served`
/// or `hand`), as a scenario file again: how the server's lobby makes a bundled campaign a
/// served one.
///
/// # Errors
/// The scenario does not parse, or `battles` is none of the three.
pub fn with_battles(toml: &str, battles: &str) -> Result<String, String> {
    let mut sc = crate::Scenario::from_toml(toml).map_err(|e| e.to_string())?;
    sc.rules.battles = match battles {
        "engine" => Battles::Engine,
        "served" => Battles::Served,
        "hand" => Battles::Hand,
        other => {
            return Err(format!(
                "{other:?} is no way to fight battles: engine, served or hand"
            ))
        }
    };
    toml::to_string(&sc).map_err(|e| format!("the campaign cannot be written: {e}"))
}
