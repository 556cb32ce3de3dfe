//! What one decision of the `search` bot costs at the default budget (each rule set's
//! [`umpire_registry::Spec::SEARCH_PLAYOUTS`] playouts), in each rule set that has one: the
//! first decision of the bundled scenario's game (seed 1, heuristic bots until then) at which
//! the seat has a choice of actions. Early decisions are the dearest: every playout plays the
//! whole game that is left. `cargo bench -p umpire-registry --bench search`.

use divan::Bencher;
use umpire_core::bot::{next_seat, Decision};
use umpire_core::{Dice, Rng};
use umpire_registry::Spec;

fn main() {
    divan::main();
}

/// The state and seat of the first decision with a choice of actions.
fn first_choice<R: Spec>() -> (R::State, u8, Vec<R::Action>) {
    let scenario = R::parse_scenario(R::scenarios()[0].toml).expect("bundled");
    let mut dice = Dice::new(1, false);
    let mut state = R::new_game(&scenario, &mut dice).expect("a game");
    let mut heuristic = R::bot("heuristic").expect("heuristic");
    let mut rng = Rng::new(1, 1);
    while let Some(seat) = next_seat::<R>(&state) {
        let mut legal = Vec::new();
        R::legal_actions(&state, seat, &mut legal);
        if legal.len() > 1 {
            return (state, seat, legal);
        }
        let k = heuristic.decide(&Decision::new(&state, seat), &legal, &mut rng);
        R::apply_unchecked(&mut state, seat, &legal[k], &mut dice);
        dice.clear();
    }
    panic!("{}: no decision with a choice", R::ID);
}

fn decision<R: Spec>(b: Bencher) {
    let (state, seat, legal) = first_choice::<R>();
    b.bench_local(|| {
        let mut search = umpire_registry::bot::<R>("search").expect("search");
        search.decide(&Decision::new(&state, seat), &legal, &mut Rng::new(1, 9))
    });
}

/// Rapier Offensive, `uranus`.
#[divan::bench(sample_count = 10)]
fn rapier(b: Bencher) {
    decision::<umpire_rapier::Rapier>(b);
}

/// Operational Art, `vazuza`.
#[divan::bench(sample_count = 10)]
fn opart(b: Bencher) {
    decision::<umpire_opart::OpArt>(b);
}

/// Race-for-X, `race-for-kalach` (its playouts fight Rapier battles).
#[divan::bench(sample_count = 10)]
fn race(b: Bencher) {
    decision::<umpire_race::Race>(b);
}

/// de Gre's Napoleonic rules, `river-crossing`.
#[divan::bench(sample_count = 10)]
fn napoleonic(b: Bencher) {
    decision::<umpire_napoleonic::Napoleonic>(b);
}

/// NQM, `village-attack-1941`.
#[divan::bench(sample_count = 10)]
fn nqm(b: Bencher) {
    decision::<umpire_nqm::Nqm>(b);
}
