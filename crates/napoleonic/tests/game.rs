//! The game on the board: the shared battery, bots, and the rules of the turn pinned on small
//! positions.

use umpire_core::testing::battery;
use umpire_core::{Bot, Dice, RandomBot, Ruleset, Table};
use umpire_napoleonic::bots::HeuristicBot;
use umpire_napoleonic::{bundled, Napoleonic};

#[test]
fn battery_river_crossing() {
    let sc = bundled("river-crossing").unwrap();
    let r = battery::<Napoleonic>(&sc, 40, 1).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.twins_checked > 0, "{r:?}");
    eprintln!("{r:?}");
}

fn play(name: &str, seed: u64, a: &str, b: &str) -> umpire_core::Outcome {
    let sc = bundled(name).unwrap();
    let mut dice = Dice::new(seed, false);
    let mut s = Napoleonic::new_game(&sc, &mut dice).unwrap();
    let bot = |k: &str| -> Box<dyn Bot<Napoleonic>> {
        if k == "random" {
            Box::new(RandomBot)
        } else {
            Box::new(HeuristicBot)
        }
    };
    Table::new(vec![bot(a), bot(b)], seed).play_out(&mut s, &mut dice);
    Napoleonic::outcome(&s).expect("finished")
}

#[test]
fn heuristic_games_finish() {
    for seed in 0..4 {
        eprintln!(
            "{:?}",
            play("river-crossing", seed, "heuristic", "heuristic")
        );
    }
}

#[test]
fn battery_two_divisions() {
    let sc = bundled("two-divisions").unwrap();
    let r = battery::<Napoleonic>(&sc, 4, 9).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.twins_checked > 0, "{r:?}");
}

/// Mangled copies of the river crossing are refused with a reason or played; never a panic.
#[test]
fn mangled_scenarios_are_refused_or_played_never_a_panic() {
    let r = umpire_core::testing::mangled_scenarios::<Napoleonic>(
        umpire_napoleonic::SCENARIOS[0].toml,
        umpire_napoleonic::Scenario::from_toml,
        &[
            ("\"N\"", "\"Q\""),
            ("line-infantry", "light-cavalry"),
            ("[3,", "[30,"),
        ],
        1500,
        7,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(r.valid > 50 && r.refused > 50, "{r:?}");
}

/// 4B musketry: a volley order naming a unit past the end of the order of battle (as a tampered
/// log or a fuzzed action can) is refused with the rule, never a panic.
#[test]
fn musketry_4b_a_volley_at_a_unit_that_does_not_exist_is_refused() {
    let sc = bundled(umpire_napoleonic::SCENARIOS[0].name).unwrap_or_else(|e| panic!("{e}"));
    let state =
        Napoleonic::new_game(&sc, &mut Dice::new(1, false)).unwrap_or_else(|e| panic!("{e}"));
    let n = state.units.len();
    assert_eq!(
        umpire_napoleonic::game::may_volley(&state, 0, n + 200),
        None
    );
    assert_eq!(umpire_napoleonic::game::may_volley(&state, n + 1, 0), None);
    for seat in 0..2 {
        let mut s = state.clone();
        let a = umpire_napoleonic::rules::Action::Volley {
            unit: 0,
            target: u16::MAX,
            stands_first: false,
        };
        assert!(Napoleonic::apply(&mut s, seat, &a, &mut Dice::new(1, false)).is_err());
        assert_eq!(s, state);
    }
}

#[test]
fn battery_with_people_facing_their_units_after_melees() {
    // Both seats listed as people's: the bots of the battery then face units in step 5c.
    let mut sc = bundled("river-crossing").unwrap();
    sc.rules.owner_choices = vec!["a".into(), "b".into()];
    let r = battery::<Napoleonic>(&sc, 20, 3).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.twins_checked > 0, "{r:?}");
    // And the step is reached: games of legal actions taken in turn pass through it.
    let mut facing = 0;
    for seed in 0..6u64 {
        let mut dice = Dice::new(seed, false);
        let mut s = Napoleonic::new_game(&sc, &mut dice).unwrap();
        let mut legal = Vec::new();
        for k in 0..20_000u64 {
            let Some(seat) = (0..2u8).find(|&x| Napoleonic::to_act(&s).contains(x)) else {
                break;
            };
            facing += usize::from(s.phase == umpire_napoleonic::game::Phase::Facing);
            legal.clear();
            Napoleonic::legal_actions(&s, seat, &mut legal);
            // Players who play on: surrender (12) is open at every step.
            legal.retain(|a| *a != umpire_napoleonic::rules::Action::Surrender);
            let a = legal[usize::try_from((k * 7919 + seed) % legal.len() as u64).unwrap()];
            Napoleonic::apply(&mut s, seat, &a, &mut dice).unwrap();
            Napoleonic::check_invariants(&s).unwrap();
        }
    }
    assert!(facing > 0, "no game reached the facing step");
}

/// 2D–2E, 2G, 3C–3E: the listing offers exactly the moves, facings and shots at enemy parts
/// that the check allows, at every decision of random games on both bundled scenarios. The
/// listing takes short cuts (a move to a square with no enemy and the attacker's free facings
/// are not checked again, and shots of one battery and gun aimed into one square share a
/// check); this pins that they change nothing.
#[test]
fn rules_2d_3e_the_listing_offers_every_move_and_shot_the_check_allows_and_no_other() {
    use umpire_napoleonic::rules::Action;
    use umpire_napoleonic::values::Gun;
    let at = |v: f64| (v * 10.0).round() as i32;
    for (name, seed) in [("river-crossing", 5), ("two-divisions", 6)] {
        let sc = bundled(name).unwrap();
        let mut dice = Dice::new(seed, false);
        let mut s = Napoleonic::new_game(&sc, &mut dice).unwrap();
        let mut rng = umpire_core::Rng::new(seed, 0);
        let mut steps = 0;
        while Napoleonic::outcome(&s).is_none() && steps < 1_200 {
            let Some(seat) = (0..2u8).find(|&k| Napoleonic::to_act(&s).contains(k)) else {
                break;
            };
            let mut legal = Vec::new();
            Napoleonic::legal_actions(&s, seat, &mut legal);
            let mut probes = Vec::new();
            for (i, u) in s.units.iter().enumerate() {
                let unit = u16::try_from(i).unwrap();
                if u.side != seat {
                    continue;
                }
                for facing in umpire_core::geometry::Dir8::ALL {
                    probes.push(Action::Face { unit, facing });
                }
                for x in 0..s.width {
                    for y in 0..s.height {
                        let to = umpire_core::geometry::Square::new(x, y);
                        probes.push(Action::Move { unit, to });
                    }
                }
                if !u.kind.battery() {
                    continue;
                }
                for j in (0..s.units.len()).filter(|&j| s.units[j].side != seat) {
                    if !s.units[j].on_board() {
                        continue;
                    }
                    for (_, r) in s.parts(j).into_iter().take(3) {
                        for gun in [Gun::Field, Gun::Horse, Gun::Howitzer] {
                            probes.push(Action::Shoot {
                                battery: unit,
                                gun,
                                aim: [at(r.x), at(r.y)],
                            });
                        }
                    }
                }
            }
            for a in &probes {
                let allowed = Napoleonic::check(&s, seat, a).is_ok();
                assert_eq!(
                    legal.contains(a),
                    allowed,
                    "{name}, step {steps}: {}",
                    Napoleonic::describe(&s, a)
                );
            }
            // Random, but never giving the game up.
            legal.retain(|a| *a != Action::Surrender);
            let k = usize::try_from(rng.below(u32::try_from(legal.len()).unwrap())).unwrap();
            Napoleonic::apply(&mut s, seat, &legal[k], &mut dice).unwrap();
            steps += 1;
        }
        assert!(steps > 100, "{name}: {steps} steps");
    }
}

/// #60 item 11: a typed order naming an enemy unit where one's own is wanted is refused in the
/// same words as an id nobody has, but for the word given.
#[test]
fn naming_an_enemy_unit_in_an_order_reads_as_naming_none() {
    let sc = bundled("river-crossing").unwrap();
    let mut dice = Dice::new(1, false);
    let s = Napoleonic::new_game(&sc, &mut dice).unwrap();
    let enemy = s
        .units
        .iter()
        .find(|u| u.side == 1)
        .expect("side B has units")
        .id
        .clone();
    for order in ["hold {}", "volley {} x", "form {} square"] {
        let with = |word: &str| {
            Napoleonic::parse_action(&s, 0, &order.replace("{}", word))
                .unwrap_err()
                .replace(word, "WORD")
        };
        let named = with(&enemy);
        assert_eq!(named, with("zz-nobody"), "{order}");
        assert!(named.contains("not one of your units"), "{named}");
    }
}

/// The lists and events name units as people do: "Blue Foot battery 1: field shot at Red …",
/// never by their identifiers ("a-foot-bty1"), at every decision of a random game.
#[test]
fn actions_name_units_by_their_names_never_their_ids() {
    use umpire_napoleonic::rules::Action;
    let sc = bundled("two-divisions").unwrap();
    let mut dice = Dice::new(5, false);
    let mut s = Napoleonic::new_game(&sc, &mut dice).unwrap();
    let ids: Vec<String> = s.units.iter().map(|u| u.id.to_string()).collect();
    let names_id = |text: &str| {
        text.split(|c: char| c.is_whitespace() || c == ':' || c == ',' || c == '\'')
            .find(|w| ids.iter().any(|id| id == w))
            .map(str::to_owned)
    };
    let mut rng = umpire_core::Rng::new(5, 0);
    let (mut described, mut shots) = (0, 0);
    for _ in 0..400 {
        let Some(seat) = (0..2u8).find(|&k| Napoleonic::to_act(&s).contains(k)) else {
            break;
        };
        let mut legal = Vec::new();
        Napoleonic::legal_actions(&s, seat, &mut legal);
        for a in &legal {
            let text = Napoleonic::describe(&s, a);
            assert_eq!(names_id(&text), None, "{text:?} names a unit by its id");
            if let Action::Shoot { battery, .. } = a {
                let own = &s.units[usize::from(*battery)].name;
                assert!(text.starts_with(&format!("{own}: ")), "{text:?}");
                shots += 1;
            }
            described += 1;
        }
        legal.retain(|a| *a != Action::Surrender);
        let k = usize::try_from(rng.below(u32::try_from(legal.len()).unwrap())).unwrap();
        Napoleonic::apply(&mut s, seat, &legal[k], &mut dice).unwrap();
    }
    assert!(
        described > 1000 && shots > 0,
        "{described} actions, {shots} shots described"
    );
}

/// UMP-NAP-30: a handicap adds points to one side at the end; left at 0 it is not written, so
/// the state's JSON (and every golden log) is unchanged.
#[test]
fn ump_nap_30_a_handicap_adds_points_to_one_side_at_the_end() {
    let text = umpire_napoleonic::SCENARIOS
        .iter()
        .find(|b| b.name == "river-crossing")
        .unwrap()
        .toml;
    let outcome = |handicap: i32| {
        let mut sc = umpire_napoleonic::Scenario::from_toml(text).unwrap();
        sc.rules.house.handicap = handicap;
        let mut s = Napoleonic::new_game(&sc, &mut umpire_core::Dice::new(1, false)).unwrap();
        s.phase = umpire_napoleonic::game::Phase::Over;
        Napoleonic::outcome(&s).unwrap()
    };
    let plain = outcome(0);
    // The sides' points as the battle opens, and their difference.
    let lead = plain.score;
    let h = (lead.abs() + 1.0) as i32;
    let (behind, ahead) = if lead >= 0.0 { (-h, h) } else { (h, -h) };
    let turned = outcome(behind);
    assert_ne!(turned.result, plain.result, "{}", turned.summary);
    assert_eq!(turned.score, lead + f64::from(behind), "{}", turned.summary);
    assert!(
        turned.summary.contains(&format!("with a handicap of {h})")),
        "{}",
        turned.summary
    );
    assert_eq!(outcome(ahead).score, lead + f64::from(ahead));
    let mut sc = umpire_napoleonic::Scenario::from_toml(text).unwrap();
    sc.rules.house.handicap = 1001;
    let e = Napoleonic::new_game(&sc, &mut umpire_core::Dice::new(1, false)).unwrap_err();
    assert_eq!(e.to_string(), "rules.house.handicap: -1000 to 1000 points");
    let s = Napoleonic::new_game(
        &umpire_napoleonic::Scenario::from_toml(text).unwrap(),
        &mut umpire_core::Dice::new(1, false),
    )
    .unwrap();
    assert!(!serde_json::to_string(&s).unwrap().contains("handicap"));
}
