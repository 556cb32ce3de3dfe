//! How many decisions a Race-for-X campaign makes, its battles' included.
//!
//! A campaign decision that starts a battle has the engine fight it: a tactical game whose
//! every seat is a heuristic bot, each of its decisions a full listing of legal actions. This
//! plays whole campaigns of the bundled scenario with random and with heuristic players, seeds
//! `1..=N`, plays each engine battle again from the campaign's log (as `umpire campaign
//! battles` shows it) and counts the steps of both.
//!
//! ```sh
//! cargo run --release -p umpire-race --example battle_decisions [N]   # N = 200 by default
//! ```

use umpire_core::{Bot, Game, RandomBot, Table};
use umpire_race::battles::campaign_battles;
use umpire_race::game::HeuristicBot;
use umpire_race::{bundled, Race};

/// The steps of a game log: its lines that record an action.
fn steps(log: &str) -> usize {
    log.lines().filter(|l| l.starts_with("{\"step\":")).count()
}

/// Plays the campaign of `seed` with random or heuristic players; its decisions, its engine
/// battles and their decisions.
fn campaign(seed: u64, heuristic: bool) -> (usize, usize, usize) {
    let sc = bundled("race-for-kalach").expect("the bundled scenario");
    let mut g = Game::<Race>::new(&sc, "race-for-kalach", seed, false).expect("valid");
    let bots: Vec<Box<dyn Bot<Race>>> = (0..2)
        .map(|_| {
            if heuristic {
                Box::new(HeuristicBot) as Box<dyn Bot<Race>>
            } else {
                Box::new(RandomBot)
            }
        })
        .collect();
    Table::new(bots, seed)
        .play_game(&mut g)
        .expect("the bots' actions are legal");
    let log = g.log_text();
    let battles = campaign_battles(&log).expect("the campaign's log replays");
    let (mut fought, mut inside) = (0, 0);
    for b in battles.iter().filter(|b| b.watchable()) {
        let battle = b.log_text().expect("the battle plays again");
        fought += 1;
        inside += steps(&battle);
    }
    (steps(&log), fought, inside)
}

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .map_or(200, |a| a.parse().expect("N, a number of campaigns"));
    for (name, heuristic) in [("random", false), ("heuristic", true)] {
        let (mut orders, mut battles, mut inside) = (0, 0, 0);
        for seed in 1..=n {
            let (o, b, i) = campaign(seed, heuristic);
            orders += o;
            battles += b;
            inside += i;
        }
        let per = |x: usize| x as f64 / n as f64;
        println!(
            "{name} players, {n} campaigns: {:.1} campaign decisions a campaign, {:.1} battles \
             fought by the engine, {:.1} decisions inside them ({:.1} a battle); \
             {:.1} decisions a campaign in all",
            per(orders),
            per(battles),
            per(inside),
            inside as f64 / battles.max(1) as f64,
            per(orders + inside),
        );
    }
}
