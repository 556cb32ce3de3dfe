//! Where a random game's time goes, phase by phase: times every listing of legal actions and
//! every action applied in random games of Operation Uranus and prints a table in the form of
//! docs/performance.md. The timing itself adds to what it measures; compare its rows with each
//! other, and whole games with the `games` benchmark.
//!
//! `cargo run --release -p umpire-rapier --example phases [GAMES] [together]` (2,000 games by
//! default; `together` plays the command post round the table, to see what the corps map costs).

use std::collections::BTreeMap;
use std::time::Instant;

use umpire_core::{bot::next_seat, Dice, Rng, Ruleset};
use umpire_rapier::state::{seat, Phase};
use umpire_rapier::{bundled, phase_name, Rapier};

#[derive(Default)]
struct Row {
    decisions: u64,
    listed: u64,
    list_ns: u128,
    apply_ns: u128,
}

fn row_name(phase: Phase, actor: u8) -> String {
    match phase {
        Phase::AttackerMovement if actor == seat::CORPS => {
            "attacker movement, corps (permissions)".into()
        }
        Phase::AttackerMovement => "attacker movement, divisions".into(),
        Phase::AirStrike { .. } => "air strike".into(),
        Phase::ReplaceHq { .. } => "replacing an HQ".into(),
        p => phase_name(p).into(),
    }
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .map_or(Ok(2000), |a| a.parse())
        .unwrap_or_else(|e| {
            eprintln!("GAMES must be a whole number: {e}");
            std::process::exit(2)
        });
    let mut sc = bundled("uranus").expect("the bundled scenario");
    if std::env::args().nth(2).as_deref() == Some("together") {
        sc.rules.command_post = umpire_rapier::scenario::CommandPost::Together;
    }
    let start = Rapier::starter(&sc).expect("a valid scenario");
    // Rows in the order the phases first come up.
    let mut order: Vec<String> = Vec::new();
    let mut rows: BTreeMap<String, Row> = BTreeMap::new();
    let mut setup_ns = 0u128;
    let mut legal = Vec::new();
    let t0 = Instant::now();
    for seed in 1..=games {
        let mut dice = Dice::new(seed, false);
        let mut rng = Rng::new(seed, 1);
        let t = Instant::now();
        let mut s = start(&mut dice).expect("a game starts");
        setup_ns += t.elapsed().as_nanos();
        while let Some(actor) = next_seat::<Rapier>(&s) {
            let name = row_name(s.phase, actor);
            if !rows.contains_key(&name) {
                order.push(name.clone());
            }
            let row = rows.entry(name).or_default();
            legal.clear();
            let t = Instant::now();
            Rapier::legal_actions(&s, actor, &mut legal);
            row.list_ns += t.elapsed().as_nanos();
            let a = legal[rng.index(legal.len())];
            let t = Instant::now();
            Rapier::apply_unchecked(&mut s, actor, &a, &mut dice);
            row.apply_ns += t.elapsed().as_nanos();
            dice.clear();
            row.decisions += 1;
            row.listed += legal.len() as u64;
        }
    }
    let total = t0.elapsed();
    let g = games as f64;
    println!("| phase | decisions a game | actions listed a decision | listing µs a game | applying µs a game |");
    println!("|---|---|---|---|---|");
    for name in &order {
        let r = &rows[name];
        println!(
            "| {name} | {:.1} | {:.1} | {:.1} | {:.1} |",
            r.decisions as f64 / g,
            r.listed as f64 / r.decisions.max(1) as f64,
            r.list_ns as f64 / 1000.0 / g,
            r.apply_ns as f64 / 1000.0 / g
        );
    }
    let decisions: u64 = rows.values().map(|r| r.decisions).sum();
    println!(
        "\n{games} games, {:.1} decisions a game; set-up {:.1} µs a game; {:.1} µs a game timed in all",
        decisions as f64 / g,
        setup_ns as f64 / 1000.0 / g,
        total.as_secs_f64() * 1e6 / g
    );
}
