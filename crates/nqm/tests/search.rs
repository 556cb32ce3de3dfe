//! The states a searching commander draws (issue 34), at every step of whole battle days (the
//! shared battery checks every thirteenth step only), and the subordinate's listing, which
//! reads only the enemy his own stands see (UMP-NQM-38).

use umpire_core::bot::next_seat;
use umpire_core::{Bot, Dice, RandomBot, Rng, Ruleset, Table};
use umpire_nqm::bots::HeuristicBot;
use umpire_nqm::game::{is_sub, Order, State, ATTACKER, ATTACKER_SUB, DEFENDER};
use umpire_nqm::Nqm;

/// The village attack with the German artillery battalion run by a subordinate commander.
fn with_plumpire() -> umpire_nqm::Scenario {
    let text = umpire_nqm::SCENARIOS[0].toml.replacen(
        "dump = [0, 4]",
        "dump = [0, 4]\nsubordinate = \"de-art\"",
        1,
    );
    umpire_nqm::Scenario::from_toml(&text).unwrap()
}

/// Checks every sample of every commander's seat at every step of a game of `scenario`; the
/// number of unseen enemy stands that the samples put somewhere else than they stand.
fn check_samples(scenario: &umpire_nqm::Scenario, seed: u64, random: bool) -> usize {
    let mut dice = Dice::new(seed, false);
    let mut state = Nqm::new_game(scenario, &mut dice).unwrap();
    let bot = || -> Box<dyn Bot<Nqm>> {
        if random {
            Box::new(RandomBot)
        } else {
            Box::new(HeuristicBot)
        }
    };
    let mut table = Table::new((0..5).map(|_| bot()).collect(), seed);
    let mut rng = Rng::new(seed, 77);
    let mut moved = 0;
    while let Some(seat) = next_seat::<Nqm>(&state) {
        for me in [ATTACKER, DEFENDER, ATTACKER_SUB] {
            let probe = rng.clone();
            let a = Nqm::sample_hidden(&state, me, &mut rng).unwrap();
            assert_eq!(Nqm::view(&a, me), Nqm::view(&state, me), "the view is kept");
            let mut legal = [Vec::new(), Vec::new()];
            Nqm::legal_actions(&a, me, &mut legal[0]);
            Nqm::legal_actions(&state, me, &mut legal[1]);
            assert_eq!(legal[0], legal[1], "the legal orders are kept");
            Nqm::check_invariants(&a).unwrap();
            let side = umpire_nqm::game::side_of(me).unwrap();
            for (j, (u, t)) in a.units.iter().zip(&state.units).enumerate() {
                if u.side == side {
                    continue;
                }
                // What no view shows is at its prior, seen or not.
                assert!(!u.green && u.pending.is_none() && u.standing.is_default());
                assert_eq!(u.order, Order::Hold { ambush: true });
                assert_eq!(u.ammo_thirds, u.ammo_capacity * 3);
                if t.alive() && !state.seen_by(j, is_sub(me)) {
                    assert!(u.concealed, "an unseen stand is put where it stays unseen");
                    moved += usize::from(u.hex != t.hex);
                } else {
                    assert_eq!(u.hex, t.hex, "a stand seen stays where it is seen");
                }
            }
            if let Some(twin) = Nqm::hidden_twin(&state, me, &mut rng.clone()) {
                let b = Nqm::sample_hidden(&twin, me, &mut probe.clone()).unwrap();
                assert_eq!(a, b, "the hidden twin draws the same sample");
            }
        }
        let Some(action) = table.decide(&state, seat) else {
            break;
        };
        Nqm::apply_unchecked(&mut state, seat, &action, &mut dice);
        dice.clear();
    }
    moved
}

#[test]
fn samples_keep_what_the_commander_sees_and_place_the_unseen_enemy_afresh() {
    let village = umpire_nqm::bundled("village-attack-1941").unwrap();
    let armour = umpire_nqm::bundled("armour-and-recce-1942").unwrap();
    let mut moved = 0;
    moved += check_samples(&village, 1, false);
    moved += check_samples(&village, 2, true);
    moved += check_samples(&armour, 3, false);
    moved += check_samples(&with_plumpire(), 4, false);
    assert!(moved > 100, "only {moved} unseen stands placed afresh");
}

#[test]
fn the_unseen_enemy_is_drawn_nearer_the_objectives_it_was_seen_to_hold() {
    // At the start of the village attack the German commander sees no Soviet stand and last
    // saw the Soviets holding all three objectives: his samples put the unseen defenders
    // within two hexes of one far more often than the share of the map those hexes are.
    let sc = umpire_nqm::bundled("village-attack-1941").unwrap();
    let mut dice = Dice::new(1, false);
    let s: State = Nqm::new_game(&sc, &mut dice).unwrap();
    let held: Vec<_> = s.objectives.iter().map(|o| o.hex).collect();
    let near = |h: umpire_core::geometry::Hex| held.iter().any(|&o| h.distance(o) <= 2);
    let map: Vec<_> = s.map_hexes().collect();
    let map_share = map.iter().filter(|&&h| near(h)).count() as f64 / map.len() as f64;
    let mut rng = Rng::new(5, 5);
    let (mut placed, mut close) = (0usize, 0usize);
    for _ in 0..50 {
        let a = Nqm::sample_hidden(&s, ATTACKER, &mut rng).unwrap();
        for (j, u) in a.units.iter().enumerate() {
            if u.side == 1 && u.alive() && !s.seen_by(j, false) {
                placed += 1;
                close += usize::from(near(u.hex));
            }
        }
    }
    let share = close as f64 / placed as f64;
    assert!(placed >= 300, "{placed} stands placed");
    assert!(
        share > map_share + 0.2,
        "{share:.2} of the unseen stands near an objective, {map_share:.2} of the map"
    );
}

#[test]
fn the_umpires_sample_is_the_true_state() {
    let sc = umpire_nqm::bundled("village-attack-1941").unwrap();
    let mut dice = Dice::new(1, false);
    let s: State = Nqm::new_game(&sc, &mut dice).unwrap();
    let a = Nqm::sample_hidden(&s, umpire_nqm::game::UMPIRE, &mut Rng::new(1, 1)).unwrap();
    assert_eq!(a, s);
}

#[test]
fn ump_nqm_38_a_subordinates_listing_reads_only_the_enemy_his_stands_see() {
    // Play until the commander's stands see enemy that the subordinate's guns do not: his
    // listing must be what it would be if that enemy were out of everyone's sight.
    let sc = with_plumpire();
    let mut met = 0;
    for seed in 0..20u64 {
        let mut dice = Dice::new(seed, false);
        let mut state = Nqm::new_game(&sc, &mut dice).unwrap();
        let mut table = Table::new(
            (0..5)
                .map(|_| -> Box<dyn Bot<Nqm>> { Box::new(HeuristicBot) })
                .collect(),
            seed,
        );
        while let Some(seat) = next_seat::<Nqm>(&state) {
            let by_side = umpire_nqm::rules::seen_enemy_hexes(&state, 0, false);
            let by_part = umpire_nqm::rules::seen_enemy_hexes(&state, 0, true);
            if by_side != by_part && Nqm::to_act(&state).contains(ATTACKER_SUB) {
                // The same table with the enemy only the commander's stands see hidden away.
                let mut hidden = state.clone();
                for j in 0..hidden.units.len() {
                    if state.units[j].side == 1 && !state.seen_by(j, true) {
                        hidden.units[j].concealed = true;
                    }
                }
                let mut legal = [Vec::new(), Vec::new()];
                Nqm::legal_actions(&state, ATTACKER_SUB, &mut legal[0]);
                Nqm::legal_actions(&hidden, ATTACKER_SUB, &mut legal[1]);
                assert_eq!(
                    legal[0], legal[1],
                    "the subordinate's orders read enemy only his commander sees"
                );
                met += 1;
            }
            let Some(action) = table.decide(&state, seat) else {
                break;
            };
            Nqm::apply_unchecked(&mut state, seat, &action, &mut dice);
            dice.clear();
        }
        if met >= 3 {
            break;
        }
    }
    assert!(
        met >= 3,
        "only {met} decisions where the commander saw more"
    );
}
