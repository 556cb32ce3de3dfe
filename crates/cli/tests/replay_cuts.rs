//! An honest game stopped at any step replays as unfinished (#30 item 4): for every rule set and
//! bundled scenario (and Race campaigns whose battles Rapier or Operational Art fights), a game
//! played by the heuristic bots is cut after each of its steps, and each cut log, which holds no
//! secret and so replays from its own rolls, must verify as an unfinished game. Before, a Race
//! log cut after an engine-fought battle was called tampered: the battle's rolls, taken into the
//! campaign's log, were never matched against the log's own.

use umpire_core::game::{replay_with, Game, ReplayOptions};
use umpire_core::{Bot, Table};
use umpire_registry::Spec;

/// The log of a whole game of `scenario` played by heuristic bots, without its end line.
fn played<R: Spec>(scenario: &R::Scenario, seed: u64) -> Vec<String> {
    let mut game = Game::<R>::new(scenario, "cuts", seed, false).unwrap_or_else(|e| panic!("{e}"));
    let bots: Vec<Box<dyn Bot<R>>> = R::SEATS
        .iter()
        .map(|_| R::bot("heuristic").expect("a heuristic bot"))
        .collect();
    Table::new(bots, seed)
        .play_game(&mut game)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(game.outcome().is_some(), "{}: the game did not end", R::ID);
    game.lines().to_vec()
}

/// Cuts the log after every step (every `every`th step for long games) and replays each cut.
fn every_cut_replays_as_unfinished<R: Spec>(scenario: &R::Scenario, seed: u64, every: usize) {
    let lines = played::<R>(scenario, seed);
    let mut cuts = 0;
    for k in (1..=lines.len()).filter(|k| (k - 1) % every == 0 || *k == lines.len()) {
        let text = lines[..k].join("\n") + "\n";
        match replay_with::<R>(&text, &ReplayOptions::default(), |_, _, _, _| {}) {
            Ok(r) if !r.finished => cuts += 1,
            Ok(_) => panic!("{}: a log cut after line {k} replayed as finished", R::ID),
            Err(e) => panic!(
                "{}: the honest log cut after line {k} of {} does not verify: {e}",
                R::ID,
                lines.len()
            ),
        }
    }
    assert!(cuts > 10, "{}: only {cuts} cuts", R::ID);
}

fn bundled<R: Spec>(k: usize) -> R::Scenario {
    R::parse_scenario(R::scenarios()[k].toml).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn an_honest_rapier_log_cut_at_any_step_replays_as_unfinished() {
    every_cut_replays_as_unfinished::<umpire_rapier::Rapier>(
        &bundled::<umpire_rapier::Rapier>(0),
        3,
        1,
    );
}

#[test]
fn an_honest_opart_log_cut_at_any_step_replays_as_unfinished() {
    every_cut_replays_as_unfinished::<umpire_opart::OpArt>(
        &bundled::<umpire_opart::OpArt>(0),
        3,
        1,
    );
}

#[test]
fn an_honest_napoleonic_log_cut_at_any_step_replays_as_unfinished() {
    type N = umpire_napoleonic::Napoleonic;
    every_cut_replays_as_unfinished::<N>(&bundled::<N>(0), 3, 1);
}

#[test]
fn an_honest_nqm_log_cut_at_any_step_replays_as_unfinished() {
    every_cut_replays_as_unfinished::<umpire_nqm::Nqm>(&bundled::<umpire_nqm::Nqm>(0), 3, 1);
}

#[test]
fn an_honest_race_log_cut_at_any_step_replays_as_unfinished() {
    type R = umpire_race::Race;
    let rapier = bundled::<R>(0);
    for seed in [3, 7] {
        every_cut_replays_as_unfinished::<R>(&rapier, seed, 1);
    }
    let mut opart = rapier.clone();
    opart.rules.engine = umpire_race::campaign::Engine::Opart;
    every_cut_replays_as_unfinished::<R>(&opart, 3, 1);
    let mut hand = rapier;
    hand.rules.battles = umpire_race::campaign::Battles::Hand;
    every_cut_replays_as_unfinished::<R>(&hand, 3, 1);
}
