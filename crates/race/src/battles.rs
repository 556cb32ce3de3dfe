//! A campaign's battles, the engine's to watch again (issue 35).
//!
//! An engine battle is a game of its own rule set that nobody saw: [`crate::battle::fight`]
//! plays it with heuristic bots and the campaign keeps only its rolls. It is fully determined
//! by the campaign: the forces and the battle type come from the campaign's state when the
//! defence is chosen, the seed from two logged campaign rolls ([`crate::battle::SEED_ROLLS`]).
//! So [`campaign_battles`] finds every battle in a campaign log (those fought on a table and
//! reported by hand too), and [`CampaignBattle::log_text`] plays an engine battle again as an
//! ordinary game log of Rapier Offensive or Operational Art, which `umpire replay` (or a
//! server's replay) shows as any seat saw it. The battle's rolls are the ones the campaign
//! logged, roll for roll (tested).

use std::collections::BTreeMap;

use umpire_core::game::{replay_with, ReplayOptions};
use umpire_core::{Bot, Game, Ruleset, ScenarioSource, Secret, Start, Table};
use umpire_opart::OpArt;
use umpire_rapier::Rapier;

use crate::battle::SCENARIO_NAME;
use crate::campaign::{Battles, Engine, Report};
use crate::order::Order;
use crate::tables::Battle;
use crate::Race;

/// Who fought a campaign's battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoughtBy {
    /// The engine, with this rule set and heuristic bots: the battle can be watched again.
    Engine(Engine),
    /// The players on a real table, who entered its result.
    Hand,
    /// The players, as a game of its own on the server (a served campaign), whose log has
    /// this hash; none when a side had nothing to put on the table.
    Served(Engine, Option<crate::order::BattleHash>),
}

/// One battle of a campaign: fought by the engine, or on a table and reported by hand.
#[derive(Clone, Debug)]
pub struct CampaignBattle {
    /// The campaign step (1-based) whose order settled it: the defending player's choice of
    /// defence for an engine battle, the offensive player's report for one fought by hand.
    pub step: usize,
    /// The campaign turn.
    pub turn: u16,
    /// The offensive player (0 = A, 1 = B).
    pub offensive: u8,
    /// The type of battle.
    pub battle: Battle,
    /// Who fought it.
    pub fought_by: FoughtBy,
    /// The seed of its dice and bots (engine battles only).
    pub seed: Option<u64>,
    /// Its result from the offensive player's side, as the campaign recorded it.
    pub report: Option<Report>,
    /// The game of an engine battle, unless a side had nothing to put on the table (then
    /// nothing was fought).
    game: Option<BattleGame>,
}

/// The scenario of a battle's game.
#[derive(Clone, Debug)]
enum BattleGame {
    Rapier(Box<umpire_rapier::Scenario>),
    Opart(Box<umpire_opart::scenario::Scenario>),
}

impl CampaignBattle {
    /// Whether there is a game to watch: the engine fought it (a side with nothing to put on
    /// the table fights none; a battle fought by hand is no game of ours).
    #[must_use]
    pub fn watchable(&self) -> bool {
        self.game.is_some()
    }

    /// The id of the rule set whose game it is, for an engine battle.
    #[must_use]
    pub fn ruleset(&self) -> Option<&'static str> {
        match self.fought_by {
            FoughtBy::Engine(Engine::Rapier) => Some(<Rapier as Ruleset>::ID),
            FoughtBy::Engine(Engine::Opart) | FoughtBy::Served(Engine::Opart, _) => {
                Some(<OpArt as Ruleset>::ID)
            }
            FoughtBy::Served(Engine::Rapier, _) => Some(<Rapier as Ruleset>::ID),
            FoughtBy::Hand => None,
        }
    }

    /// Who fought it, in words.
    #[must_use]
    pub fn fought_by_name(&self) -> &'static str {
        match self.fought_by {
            FoughtBy::Engine(Engine::Rapier) => "Rapier Offensive",
            FoughtBy::Engine(Engine::Opart) => "Operational Art",
            FoughtBy::Hand => "a real table",
            FoughtBy::Served(..) => "the players, on the server",
        }
    }

    /// Its result in words, from the offensive player's side.
    #[must_use]
    pub fn result(&self) -> String {
        match (self.fought_by, &self.game, self.report) {
            (FoughtBy::Engine(_), None, _) | (FoughtBy::Served(_, None), _, _) => {
                "not fought: a side had nothing to put on the table".to_owned()
            }
            (_, _, Some(r)) => format!(
                "{} stands lost, {} exited, {} objectives held",
                r.lost, r.exited, r.objectives
            ),
            (_, _, None) => "no report".to_owned(),
        }
    }

    /// The battle as a game log of its rule set (JSON Lines, no signature): its scenario
    /// inline, its dice keyed by its seed, a heuristic bot at every seat and every action the
    /// bots took, as the campaign fought it.
    ///
    /// # Errors
    /// There is no game to watch (see [`CampaignBattle::watchable`]), or the battle does not
    /// start or play again as it did (a bug).
    pub fn log_text(&self) -> Result<String, String> {
        let seed = self.seed.unwrap_or_default();
        match &self.game {
            None if matches!(self.fought_by, FoughtBy::Served(_, Some(_))) => Err(format!(
                "the battle of turn {} was fought on the server as a game of its own: open that game to watch it",
                self.turn
            )),
            None if self.fought_by == FoughtBy::Hand => Err(format!(
                "the battle of turn {} was fought on a table: there is no game of it to watch",
                self.turn
            )),
            None => Err(format!(
                "the battle of turn {} was not fought: a side had nothing to put on the table",
                self.turn
            )),
            Some(BattleGame::Rapier(sc)) => {
                play::<Rapier>(sc, seed, || Box::new(umpire_rapier::bots::HeuristicBot))
            }
            Some(BattleGame::Opart(sc)) => {
                play::<OpArt>(sc, seed, || Box::new(umpire_opart::bots::HeuristicBot))
            }
        }
    }
}

/// Plays a battle's game of `scenario` as [`crate::battle::fight`] does, with `heuristic` at
/// every seat and dice keyed by `seed`, and writes its log (a finished game's, end line and
/// all, unless it ran past the rule set's limit of actions).
///
/// # Errors
/// The battle does not start, or a bot's action is refused (a bug).
pub fn play<R: Ruleset>(
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

/// Every battle of the campaign `log` (a Race-for-X log or a campaign file's log), in order:
/// those the engine fought, each with its game, and those fought on a table and reported.
///
/// # Errors
/// The log does not replay.
pub fn campaign_battles(log: &str) -> Result<Vec<CampaignBattle>, String> {
    let mut found = Vec::new();
    let opts = ReplayOptions::default();
    replay_with::<Race>(log, &opts, |before, after, step, _| {
        // The battle's entry is the first this step wrote (a regrouping other player's turn
        // may follow it in the same step).
        let report = after
            .state()
            .history
            .get(before.history.len())
            .and_then(|e| e.report);
        let battle = before
            .fight
            .as_ref()
            .map_or(Battle::PreparedDefence, |f| f.battle);
        let mut found_one = |fought_by, seed, game| {
            found.push(CampaignBattle {
                step: step.step,
                turn: before.turn,
                offensive: before.current,
                battle,
                fought_by,
                seed,
                report,
                game,
            });
        };
        match step.action {
            Order::Report { .. } => found_one(FoughtBy::Hand, None, None),
            Order::Served { battle, .. } => {
                found_one(FoughtBy::Served(before.rules.engine, battle), None, None);
            }
            Order::Defend { force } if before.rules.battles == Battles::Engine => {
                let Some(seed) = crate::battle::seed_of(&step.rolls) else {
                    return;
                };
                // The state the battle was fought from: the defence just chosen.
                let mut s = before.clone();
                if let Some(f) = &mut s.fight {
                    f.defence = Some(usize::from(force));
                }
                let game = match s.rules.engine {
                    Engine::Rapier => crate::battle::scenario(&s)
                        .ok()
                        .map(|(sc, _)| BattleGame::Rapier(Box::new(sc))),
                    Engine::Opart => crate::battle_opart::scenario(&s)
                        .ok()
                        .map(|(sc, _)| BattleGame::Opart(Box::new(sc))),
                };
                found_one(FoughtBy::Engine(s.rules.engine), Some(seed), game);
            }
            _ => {}
        }
    })
    .map_err(|e| e.to_string())?;
    Ok(found)
}
