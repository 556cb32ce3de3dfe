//! The shared battery on the bundled scenarios, and heuristic games checked at every action.

use umpire_core::bot::next_seat;
use umpire_core::testing::battery;
use umpire_core::{Bot, Dice, Ruleset, Table};
use umpire_opart::bots::HeuristicBot;
use umpire_opart::{bundled, OpArt, SCENARIOS};

#[test]
fn battery_on_every_bundled_scenario() {
    for b in SCENARIOS {
        let sc = bundled(b.name).unwrap();
        let r = battery::<OpArt>(&sc, 400, 1).unwrap_or_else(|e| panic!("{}: {e}", b.name));
        assert_eq!(r.games, 400);
        // With two formations the one face-down card hides nothing; with more, twins are checked.
        let formations = OpArt::new_game(&sc, &mut Dice::new(0, false))
            .unwrap()
            .divisions
            .len();
        assert!(formations < 3 || r.twins_checked > 100, "{r:?}");
        eprintln!("{}: {r:?}", b.name);
    }
}

#[test]
fn heuristic_games_keep_the_invariants() {
    for b in SCENARIOS {
        heuristic_games(&bundled(b.name).unwrap(), b.name, 40);
    }
}

/// Heuristic games of `sc` on seeds 0 to `seeds`, the invariants checked after every action.
fn heuristic_games(sc: &umpire_opart::Scenario, name: &str, seeds: u64) {
    for seed in 0..seeds {
        let mut dice = Dice::new(seed, false);
        let mut s = OpArt::new_game(sc, &mut dice).unwrap();
        let bots: Vec<Box<dyn Bot<OpArt>>> = (0..6)
            .map(|_| Box::new(HeuristicBot) as Box<dyn Bot<OpArt>>)
            .collect();
        let mut table = Table::new(bots, seed);
        let mut n = 0;
        while let Some(seat) = next_seat::<OpArt>(&s) {
            let a = table.decide(&s, seat).unwrap();
            OpArt::apply(&mut s, seat, &a, &mut dice)
                .unwrap_or_else(|e| panic!("{name} seed {seed}: {e}"));
            umpire_opart::invariants(&s).unwrap_or_else(|e| panic!("{name} seed {seed}: {e}"));
            n += 1;
            assert!(n < OpArt::MAX_ACTIONS);
        }
        assert!(OpArt::outcome(&s).is_some());
    }
}

#[test]
fn battery_with_people_choosing_their_withdrawals() {
    // Every seat held by a person: withdrawals wait for their owner's choice (section 13).
    for b in SCENARIOS {
        let mut sc = bundled(b.name).unwrap();
        sc.rules.owner_choices = umpire_opart::SEATS
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        let r = battery::<OpArt>(&sc, 200, 7).unwrap_or_else(|e| panic!("{}: {e}", b.name));
        assert_eq!(r.games, 200);
    }
}

#[test]
fn battery_with_large_stands() {
    // Section 7: every AFV and artillery stand of each bundled scenario made large where its
    // rear hex fits, then the battery and heuristic games over it.
    for b in SCENARIOS {
        let mut sc = bundled(b.name).unwrap();
        let mut made = 0;
        for d in 0..sc.divisions.len() {
            for k in 0..sc.divisions[d].stands.len() {
                let st = &sc.divisions[d].stands[k];
                if st.afv.is_none() && st.artillery.is_none() {
                    continue;
                }
                sc.divisions[d].stands[k].large = true;
                if OpArt::new_game(&sc, &mut Dice::new(0, false)).is_ok() {
                    made += 1;
                } else {
                    sc.divisions[d].stands[k].large = false;
                }
            }
        }
        assert!(made >= 1, "{}: no large stand fits", b.name);
        let r = battery::<OpArt>(&sc, 150, 3).unwrap_or_else(|e| panic!("{}: {e}", b.name));
        assert_eq!(r.games, 150);
        heuristic_games(&sc, b.name, 10);
    }
}
