//! The states a searching side draws (issue 34): what its record told it is kept, what it was
//! not told is drawn afresh, at every step of whole games (the shared battery checks every
//! thirteenth step only, and the simultaneous steps are short).

use umpire_core::bot::next_seat;
use umpire_core::{Bot, Dice, RandomBot, Rng, Ruleset, Table};
use umpire_napoleonic::bots::HeuristicBot;
use umpire_napoleonic::game::{Phase, State};
use umpire_napoleonic::{bundled, Napoleonic};

/// What side `side`'s record tells the other side: its orders of step 1 not yet carried out,
/// its volleys, its batteries holding canister, the melees it has committed a card to.
fn told(s: &State, side: u8) -> (usize, usize, usize, Vec<bool>) {
    let artillery = s.shots.iter().filter(|(x, _)| *x == side).count()
        + s.canister.iter().filter(|(x, _)| *x == side).count();
    let volleys = s.volleys.iter().filter(|(x, _)| *x == side).count();
    let holds = s
        .units
        .iter()
        .filter(|u| u.side == side && u.holding)
        .count();
    let cards = s
        .melees
        .iter()
        .map(|m| m.cards[usize::from(side)].is_some())
        .collect();
    (artillery, volleys, holds, cards)
}

/// The other side's hidden choices, to tell one sample from another.
fn hidden(s: &State, side: u8) -> String {
    let shots: Vec<_> = s.shots.iter().filter(|(x, _)| *x == side).collect();
    let canister: Vec<_> = s.canister.iter().filter(|(x, _)| *x == side).collect();
    let volleys: Vec<_> = s.volleys.iter().filter(|(x, _)| *x == side).collect();
    let holds: Vec<_> = (0..s.units.len())
        .filter(|&i| s.units[i].side == side && s.units[i].holding)
        .collect();
    let cards: Vec<_> = s
        .melees
        .iter()
        .map(|m| m.cards[usize::from(side)])
        .collect();
    format!("{shots:?} {canister:?} {volleys:?} {holds:?} {cards:?}")
}

/// Whether `side` changed a unit this step (facing, formation, limber: 2G) or destroyed a
/// battery's guns (12) after ordering its fire or holding its canister.
fn changed(s: &State, side: u8) -> bool {
    if s.adjusted
        .iter()
        .any(|&k| s.units[usize::from(k)].side == side)
    {
        return true;
    }
    let gone = |b: u16| s.units[usize::from(b)].guns.is_empty();
    s.shots.iter().any(|(x, o)| *x == side && gone(o.battery))
        || s.canister
            .iter()
            .any(|(x, o)| *x == side && gone(o.battery))
        || s.units
            .iter()
            .any(|u| u.side == side && u.holding && u.guns.is_empty())
}

#[test]
fn samples_keep_the_count_of_secret_orders_and_draw_them_afresh() {
    let sc = bundled("river-crossing").unwrap();
    let (mut checked, mut redrawn, mut fewer, mut with_orders) = (0, 0, 0, 0);
    for seed in 0..6u64 {
        let mut dice = Dice::new(seed, false);
        let mut state = Napoleonic::new_game(&sc, &mut dice).unwrap();
        let bots: Vec<Box<dyn Bot<Napoleonic>>> = if seed % 2 == 0 {
            vec![Box::new(HeuristicBot), Box::new(HeuristicBot)]
        } else {
            vec![Box::new(RandomBot), Box::new(HeuristicBot)]
        };
        let mut table = Table::new(bots, seed);
        let mut rng = Rng::new(seed, 77);
        while let Some(seat) = next_seat::<Napoleonic>(&state) {
            for me in 0..2u8 {
                let other = 1 - me;
                let probe = rng.clone();
                let a = Napoleonic::sample_hidden(&state, me, &mut rng).unwrap();
                assert_eq!(Napoleonic::view(&a, me), Napoleonic::view(&state, me));
                let (kept, truth) = (told(&a, other), told(&state, other));
                if truth.0 + truth.1 + truth.2 > 0 {
                    with_orders += 1;
                }
                if kept != truth {
                    // A unit changed after ordering its fire may leave no order to draw.
                    assert!(
                        changed(&state, other),
                        "the counts are kept: {kept:?} {truth:?}"
                    );
                    assert!(
                        kept.0 <= truth.0 && kept.1 <= truth.1 && kept.2 <= truth.2,
                        "more orders drawn than given: {kept:?} {truth:?}"
                    );
                    assert_eq!(kept.3, truth.3, "the cards committed are kept");
                    fewer += 1;
                }
                assert_eq!(
                    hidden(&a, me),
                    hidden(&state, me),
                    "its own orders are its own"
                );
                Napoleonic::check_invariants(&a).unwrap();
                if let Some(twin) = Napoleonic::hidden_twin(&state, me, &mut rng.clone()) {
                    let b = Napoleonic::sample_hidden(&twin, me, &mut probe.clone()).unwrap();
                    assert_eq!(a, b, "the twin draws the same sample");
                    checked += 1;
                }
                if told(&state, other).0 + told(&state, other).1 > 0 {
                    let other_draw = Napoleonic::sample_hidden(&state, me, &mut rng).unwrap();
                    if hidden(&other_draw, other) != hidden(&a, other) {
                        redrawn += 1;
                    }
                }
            }
            let Some(action) = table.decide(&state, seat) else {
                break;
            };
            Napoleonic::apply_unchecked(&mut state, seat, &action, &mut dice);
            dice.clear();
        }
    }
    assert!(checked > 200, "{checked} twins checked");
    assert!(redrawn > 20, "{redrawn} samples drew other orders");
    eprintln!(
        "{checked} twins, {with_orders} samples with orders to draw, {redrawn} redrawn, {fewer} with fewer orders"
    );
}

#[test]
fn samples_redraw_the_card_of_the_melee_being_decided() {
    // Play until a side has committed its card and the other has not, then sample.
    let sc = bundled("river-crossing").unwrap();
    let mut seen = 0;
    for seed in 0..40u64 {
        let mut dice = Dice::new(seed, false);
        let mut state = Napoleonic::new_game(&sc, &mut dice).unwrap();
        let mut table = Table::new(vec![Box::new(HeuristicBot), Box::new(HeuristicBot)], seed);
        while let Some(seat) = next_seat::<Napoleonic>(&state) {
            if let Phase::Cards { melee } = state.phase {
                let cards = state.melees[usize::from(melee)].cards;
                for me in 0..2u8 {
                    let other = usize::from(1 - me);
                    if cards[other].is_some() && cards[usize::from(me)].is_none() {
                        let mut rng = Rng::new(seed, 5);
                        let drawn: std::collections::BTreeSet<String> = (0..40)
                            .map(|_| {
                                let s = Napoleonic::sample_hidden(&state, me, &mut rng).unwrap();
                                let c = s.melees[usize::from(melee)].cards[other];
                                format!("{:?}", c.expect("the card stays committed"))
                            })
                            .collect();
                        assert!(drawn.len() > 1, "one card only: {drawn:?}");
                        seen += 1;
                    }
                }
            }
            let Some(action) = table.decide(&state, seat) else {
                break;
            };
            Napoleonic::apply_unchecked(&mut state, seat, &action, &mut dice);
            dice.clear();
        }
        if seen >= 3 {
            break;
        }
    }
    assert!(seen >= 3, "only {seen} card decisions met");
}
