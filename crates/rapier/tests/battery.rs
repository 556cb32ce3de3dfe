//! The shared battery on both bundled scenarios.

use umpire_core::testing::battery;
use umpire_rapier::{bundled, Rapier};

#[test]
fn battery_uranus() {
    let sc = bundled("uranus").unwrap();
    let r = battery::<Rapier>(&sc, 1000, 1).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 1000);
    assert!(r.twins_checked > 1000, "{r:?}");
    eprintln!("{r:?}");
}

#[test]
fn battery_uranus_advanced() {
    let sc = bundled("uranus-advanced").unwrap();
    let r = battery::<Rapier>(&sc, 1000, 10_000).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 1000);
    eprintln!("{r:?}");
}

/// Heuristic bots reach places random ones rarely do (the last line, bogging at river
/// crossings): play them too, checking the invariants after every action.
#[test]
fn heuristic_games_keep_the_invariants() {
    use umpire_core::bot::next_seat;
    use umpire_core::{Bot, Dice, Ruleset, Table};
    use umpire_rapier::bots::HeuristicBot;
    for name in ["uranus", "uranus-advanced"] {
        let sc = bundled(name).unwrap();
        for seed in 0..60 {
            let mut dice = Dice::new(seed, false);
            let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
            let bots: Vec<Box<dyn Bot<Rapier>>> = (0..6)
                .map(|_| Box::new(HeuristicBot) as Box<dyn Bot<Rapier>>)
                .collect();
            let mut table = Table::new(bots, seed);
            let mut n = 0;
            while let Some(seat) = next_seat::<Rapier>(&s) {
                let a = table
                    .decide(&s, seat)
                    .expect("a seat to act has a legal action");
                Rapier::apply(&mut s, seat, &a, &mut dice)
                    .unwrap_or_else(|e| panic!("{name} seed {seed}: {e}"));
                umpire_rapier::invariants(&s).unwrap_or_else(|e| panic!("{name} seed {seed}: {e}"));
                n += 1;
                assert!(n < Rapier::MAX_ACTIONS);
            }
            assert!(Rapier::outcome(&s).is_some());
        }
    }
}

/// No event an attacking seat may read names a defender unit that is still face-down (or was
/// killed unseen), in random games on both scenarios.
#[test]
fn attackers_never_read_the_name_of_a_face_down_counter() {
    use umpire_core::bot::next_seat;
    use umpire_core::{Dice, RandomBot, Ruleset, Table};
    use umpire_rapier::Side;
    let named = |text: &str, name: &str| {
        text.match_indices(name)
            .any(|(i, _)| !text[i + name.len()..].starts_with(|c: char| c.is_ascii_digit()))
    };
    for name in ["uranus", "uranus-advanced"] {
        let sc = bundled(name).unwrap();
        for seed in 0..40 {
            let mut dice = Dice::new(seed, true);
            let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
            dice.take_events();
            let bots: Vec<Box<dyn umpire_core::Bot<Rapier>>> = (0..6)
                .map(|_| Box::new(RandomBot) as Box<dyn umpire_core::Bot<Rapier>>)
                .collect();
            let mut table = Table::new(bots, seed);
            while let Some(seat) = next_seat::<Rapier>(&s) {
                let a = table.decide(&s, seat).unwrap();
                Rapier::apply(&mut s, seat, &a, &mut dice).unwrap();
                let events = dice.take_events();
                for e in events.iter().filter(|e| e.seen_by.contains(1)) {
                    for u in s
                        .units
                        .iter()
                        .filter(|u| u.side == Side::Defender && u.face_down)
                    {
                        assert!(
                            !named(&e.text, &u.name),
                            "{name} seed {seed}: {:?} names {}",
                            e.text,
                            u.name
                        );
                    }
                }
                dice.take_rolls();
            }
        }
    }
}

/// A state read back from JSON has no kept tally; it must list exactly the same actions as the
/// state it was saved from, and keep a correct tally once play goes on (RAP-4, RAP-5).
#[test]
fn a_state_read_back_from_json_lists_the_same_actions() {
    use umpire_core::bot::next_seat;
    use umpire_core::{Bot, Dice, RandomBot, Ruleset, Table};
    let sc = bundled("uranus").unwrap();
    let mut compared = 0;
    for seed in 0..10 {
        let mut dice = Dice::new(seed, false);
        let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
        let bots: Vec<Box<dyn Bot<Rapier>>> = (0..6)
            .map(|_| Box::new(RandomBot) as Box<dyn Bot<Rapier>>)
            .collect();
        let mut table = Table::new(bots, seed);
        let mut step = 0;
        while let Some(seat) = next_seat::<Rapier>(&s) {
            if step % 37 == 0 {
                let mut back: umpire_rapier::State =
                    serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
                for other in 0..6 {
                    let (mut a, mut b) = (Vec::new(), Vec::new());
                    Rapier::legal_actions(&s, other, &mut a);
                    Rapier::legal_actions(&back, other, &mut b);
                    assert_eq!(a, b, "seed {seed} step {step} seat {other}");
                    compared += a.len();
                }
                // Play on from the copy, first counting afresh, then with a tally recounted
                // from it and kept as play goes on.
                let mut d2 = dice.clone();
                let a = table.decide(&back, seat).unwrap();
                Rapier::apply(&mut back, seat, &a, &mut d2).unwrap();
                umpire_rapier::invariants(&back).unwrap();
                back.reindex();
                if let Some(next) = next_seat::<Rapier>(&back) {
                    let a = table.decide(&back, next).unwrap();
                    Rapier::apply(&mut back, next, &a, &mut d2).unwrap();
                    assert!(back.tally_is_current(), "seed {seed} step {step}");
                }
            }
            let a = table.decide(&s, seat).unwrap();
            Rapier::apply(&mut s, seat, &a, &mut dice).unwrap();
            step += 1;
        }
    }
    assert!(compared > 1_000, "only {compared} actions compared");
}
