//! The battles a campaign's engine fought, to watch again (issue 35).
//!
//! An engine battle is a game of its own rule set that nobody saw: [`crate::battle::fight`]
//! plays it with heuristic bots and the campaign keeps only its rolls. It is fully determined
//! by the campaign: the forces and the battle type come from the campaign's state when the
//! defence is chosen, the seed from two logged campaign rolls ([`crate::battle::SEED_ROLLS`]).
//! So [`engine_battles`] finds every battle in a campaign log and [`EngineBattle::log_text`]
//! plays each one again as an ordinary game log of Rapier Offensive or Operational Art, which
//! `umpire replay` (or a server's replay) shows as any seat saw it. The battle's rolls are the
//! ones the campaign logged, roll for roll (tested).

use std::collections::BTreeMap;

use umpire_core::game::{replay_with, ReplayOptions};
use umpire_core::{Bot, Game, Ruleset, ScenarioSource, Secret, Start, Table};
use umpire_opart::OpArt;
use umpire_rapier::Rapier;

use crate::campaign::{Battles, Engine, Report};
use crate::game::{Order, Race};
use crate::tables::Battle;

/// One battle the engine fought in a campaign.
#[derive(Clone, Debug)]
pub struct EngineBattle {
    /// The campaign step (1-based) whose order fought it: the defending player's choice of
    /// defence.
    pub step: usize,
    /// The campaign turn.
    pub turn: u16,
    /// The offensive player (0 = A, 1 = B).
    pub offensive: u8,
    /// The type of battle.
    pub battle: Battle,
    /// The rule set that fought it.
    pub engine: Engine,
    /// The seed of its dice and bots.
    pub seed: u64,
    /// Its result from the offensive player's side, as the campaign recorded it.
    pub report: Option<Report>,
    /// The game, unless a side had nothing to put on the table (then nothing was fought).
    game: Option<BattleGame>,
}

/// The scenario of a battle's game.
#[derive(Clone, Debug)]
enum BattleGame {
    Rapier(Box<umpire_rapier::Scenario>),
    Opart(Box<umpire_opart::scenario::Scenario>),
}

/// The name a battle's game is logged under.
pub const SCENARIO_NAME: &str = "campaign battle";

impl EngineBattle {
    /// Whether a game was fought (a side with nothing to put on the table fights none).
    #[must_use]
    pub fn fought(&self) -> bool {
        self.game.is_some()
    }

    /// The id of the rule set that fought it.
    #[must_use]
    pub fn ruleset(&self) -> &'static str {
        match self.engine {
            Engine::Rapier => <Rapier as Ruleset>::ID,
            Engine::Opart => <OpArt as Ruleset>::ID,
        }
    }

    /// The name of the rule set that fought it.
    #[must_use]
    pub fn ruleset_name(&self) -> &'static str {
        match self.engine {
            Engine::Rapier => "Rapier Offensive",
            Engine::Opart => "Operational Art",
        }
    }

    /// The battle as a game log of its rule set (JSON Lines, no signature): its scenario
    /// inline, its dice keyed by its seed, a heuristic bot at every seat and every action the
    /// bots took, as the campaign fought it.
    ///
    /// # Errors
    /// Nothing was fought, or the battle does not start or play again as it did (a bug).
    pub fn log_text(&self) -> Result<String, String> {
        match &self.game {
            None => Err(format!(
                "battle {} was not fought: a side had nothing to put on the table",
                self.step
            )),
            Some(BattleGame::Rapier(sc)) => play::<Rapier>(sc, self.seed, || {
                Box::new(umpire_rapier::bots::HeuristicBot)
            }),
            Some(BattleGame::Opart(sc)) => {
                play::<OpArt>(sc, self.seed, || Box::new(umpire_opart::bots::HeuristicBot))
            }
        }
    }
}

/// Plays a battle's game as [`crate::battle::fight`] does, writing its log.
fn play<R: Ruleset>(
    scenario: &R::Scenario,
    seed: u64,
    heuristic: impl Fn() -> Box<dyn Bot<R>>,
) -> Result<String, String> {
    let seats: BTreeMap<String, String> = R::SEATS
        .iter()
        .map(|s| ((*s).to_owned(), "bot:heuristic".to_owned()))
        .collect();
    let mut game = Game::<R>::start(
        scenario,
        Start {
            scenario_name: SCENARIO_NAME.to_owned(),
            source: ScenarioSource::File,
            secret: Secret::from_seed(seed),
            narrate: false,
            seats,
        },
    )
    .map_err(|e| format!("the battle does not start: {e}"))?;
    let mut table = Table::new(crate::battle::bots::<R>(heuristic), seed);
    // The same loop as `Table::play_out_recorded`, which fought it, to the same limit.
    let mut n = 0;
    while let Some(seat) = umpire_core::bot::next_seat::<R>(game.state()) {
        let Some(action) = table.decide(game.state(), seat) else {
            break;
        };
        game.act(seat, action)
            .map_err(|e| format!("a bot's action was refused: {}", e.reason))?;
        n += 1;
        if n > R::MAX_ACTIONS {
            break;
        }
    }
    Ok(game.log_text())
}

/// Every battle the engine fought in the campaign `log` (a Race-for-X log or campaign file's
/// log), in order; none when its battles are fought by hand.
///
/// # Errors
/// The log does not replay.
pub fn engine_battles(log: &str) -> Result<Vec<EngineBattle>, String> {
    let mut found = Vec::new();
    let opts = ReplayOptions::default();
    replay_with::<Race>(log, &opts, |before, after, step, _| {
        let Order::Defend { force } = step.action else {
            return;
        };
        if before.rules.battles != Battles::Engine {
            return;
        }
        let Some(seed) = crate::battle::seed_of(&step.rolls) else {
            return;
        };
        // The state the battle was fought from: the defence just chosen.
        let mut s = before.clone();
        if let Some(f) = &mut s.fight {
            f.defence = Some(usize::from(force));
        }
        let battle = s
            .fight
            .as_ref()
            .map_or(Battle::PreparedDefence, |f| f.battle);
        let game = match s.rules.engine {
            Engine::Rapier => crate::battle::scenario(&s)
                .ok()
                .map(|(sc, _)| BattleGame::Rapier(Box::new(sc))),
            Engine::Opart => crate::battle_opart::scenario(&s)
                .ok()
                .map(|(sc, _)| BattleGame::Opart(Box::new(sc))),
        };
        found.push(EngineBattle {
            step: step.step,
            turn: s.turn,
            offensive: s.current,
            battle,
            engine: s.rules.engine,
            seed,
            // The battle's entry is the first this step wrote (a regrouping other player's
            // turn may follow it in the same step).
            report: after
                .state()
                .history
                .get(before.history.len())
                .and_then(|e| e.report),
            game,
        });
    })
    .map_err(|e| e.to_string())?;
    Ok(found)
}
