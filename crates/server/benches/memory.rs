//! Memory benchmark (not a test): the resident memory a live game costs the server. It makes
//! many live Rapier games as the server does (the kernel's game, one bot per bot seat, one
//! recorder per seat, nobody listening), plays each as the server would (a person at the corps
//! posting random legal actions, the bots answering, the stored lines let go after each
//! action), and reports the growth of the process's resident memory per game at three points:
//! after the set-up, after 20 corps actions, and at the end of a whole game.
//!
//! ```sh
//! cargo bench -p umpire-server --bench memory              # 1,000 games
//! UMPIRE_MEMORY_GAMES=200 cargo bench -p umpire-server --bench memory
//! ```
//!
//! Resident memory counts what the allocator keeps as well as what the games hold, so the
//! figures are an upper bound; the server runs with the same allocator (mimalloc).
#![allow(missing_docs)]

use std::collections::BTreeMap;

use serde_json::Value;
use umpire_core::record::Viewer;
use umpire_core::{Ruleset, Secret};
use umpire_server::live::{new_game, Holder, LiveGame};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn rss() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|t| t.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |pages| pages * 4096)
}

/// A game with a person at the corps (or bots everywhere) and its seats' holders.
fn game(seed: u64, person: bool) -> (Box<dyn LiveGame>, Vec<Holder>) {
    let seats = umpire_rapier::Rapier::SEATS;
    let holders: BTreeMap<String, String> = seats
        .iter()
        .map(|s| {
            let h = if person && *s == "corps" {
                "human"
            } else {
                "bot:heuristic"
            };
            ((*s).to_owned(), h.to_owned())
        })
        .collect();
    let mut g =
        new_game("rapier", "uranus", None, Secret::from_seed(seed), &holders).expect("a game");
    g.set_listening(false);
    let hs = seats
        .iter()
        .map(|s| Holder::parse(&holders[*s], &["random", "heuristic"]).expect("holder"))
        .collect();
    (g, hs)
}

/// Lets the bots answer and lets go of the lines, as the server's task does once they are
/// stored.
fn settle(g: &mut Box<dyn LiveGame>, holders: &[Holder]) {
    g.run_bots(holders).expect("bots");
    let _ = g.take_new();
    let n = g.line_count();
    g.release(n);
}

fn report(what: &str, before: u64, games: usize) {
    let grown = rss().saturating_sub(before);
    println!(
        "{what}: {:.1} MB more for {games} games, {:.1} KB a live game",
        grown as f64 / 1e6,
        grown as f64 / 1e3 / games as f64
    );
}

fn main() {
    let n = std::env::var("UMPIRE_MEMORY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000usize);
    let before = rss();
    let mut games: Vec<_> = (0..n as u64)
        .map(|seed| {
            let (mut g, h) = game(seed, true);
            settle(&mut g, &h);
            (g, h)
        })
        .collect();
    report("after the set-up", before, n);
    let mut rng = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..20 {
        for (g, h) in &mut games {
            if g.outcome().is_some() {
                continue;
            }
            let legal = g.seat_view(Viewer::Seat(1), false).legal;
            if legal.is_empty() {
                continue;
            }
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let raw = &legal[(rng % legal.len() as u64) as usize].action;
            let a: Value = serde_json::from_str(raw.get()).expect("an action as JSON");
            g.act(1, &a).expect("a legal action");
            settle(g, h);
        }
    }
    report("after 20 corps actions each", before, n);
    drop(games);
    let before = rss();
    let done: Vec<_> = (0..n as u64)
        .map(|seed| {
            let (mut g, h) = game(seed, false);
            settle(&mut g, &h);
            assert!(g.outcome().is_some());
            g
        })
        .collect();
    report("whole games, played to the end by bots", before, done.len());
}
