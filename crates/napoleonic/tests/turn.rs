//! The rules of the turn pinned on small positions: movement (1, 2B–2E, NAP-1), musketry (4,
//! NAP-2), squares (8), points and the end (12, NAP-9), house values and the views' hidden
//! facts. Artillery is in `artillery.rs`, melee in `melee.rs`.

mod common;

use common::*;
use umpire_core::geometry::{Dir8, Square};
use umpire_core::{Dice, Ruleset};
use umpire_napoleonic::game::{Phase, State};
use umpire_napoleonic::rules::Action;
use umpire_napoleonic::scenario::Formation;
use umpire_napoleonic::values::Gun;
use umpire_napoleonic::{bundled, Napoleonic, Scenario};

#[test]
fn nap1_movement_counts_diagonals_one_and_a_half_and_roads_add_a_square() {
    let (s, _) = board(
        &OPEN,
        &[
            (0, "inf", "line-infantry", 3, 1, "N"),
            (1, "x", "line-infantry", 7, 7, "S"),
        ],
    );
    let r = s.reachable(usize::from(idx(&s, "inf")));
    assert!(r.contains(&Square::new(3, 3)), "two squares straight");
    assert!(r.contains(&Square::new(4, 2)), "a diagonal costs 1.5");
    assert!(!r.contains(&Square::new(5, 3)), "two diagonals cost 3");
    let roads = [
        "..=.....", "..=.....", "..=.....", "..=.....", "..=.....", "........", "........",
        "........",
    ];
    let (s, _) = board(
        &roads,
        &[
            (0, "inf", "line-infantry", 2, 0, "N"),
            (1, "x", "line-infantry", 7, 7, "S"),
        ],
    );
    let r = s.reachable(usize::from(idx(&s, "inf")));
    assert!(
        r.contains(&Square::new(2, 3)),
        "2D: three squares along the road"
    );
    assert!(!r.contains(&Square::new(2, 4)));
}

#[test]
fn rule_2e_no_moving_between_diagonally_adjacent_enemies() {
    let (s, _) = board(
        &OPEN,
        &[
            (0, "cav", "light-cavalry", 3, 3, "N"),
            (1, "e1", "line-infantry", 3, 4, "S"),
            (1, "e2", "line-infantry", 4, 3, "S"),
        ],
    );
    assert!(s.squeezed(Square::new(3, 3), Square::new(4, 4), 0));
    let r = s.reachable(usize::from(idx(&s, "cav")));
    assert!(
        !r.contains(&Square::new(4, 4)) || r.contains(&Square::new(5, 4)),
        "only round about"
    );
}

#[test]
fn rule_2c_stacking_one_unit_a_side_a_square_but_a_commander_may_join() {
    let (s, _) = board(
        &OPEN,
        &[
            (0, "i1", "line-infantry", 2, 1, "N"),
            (0, "i2", "line-infantry", 3, 1, "N"),
            (0, "gen", "commander", 4, 1, "N"),
            (1, "x", "line-infantry", 7, 7, "S"),
        ],
    );
    let r = s.reachable(usize::from(idx(&s, "i1")));
    assert!(!r.contains(&Square::new(3, 1)), "not onto another unit");
    assert!(s
        .reachable(usize::from(idx(&s, "gen")))
        .contains(&Square::new(3, 1)));
}

#[test]
fn rule_4b_line_infantry_fires_straight_ahead_light_infantry_within_45() {
    let (s, _) = board(
        &OPEN,
        &[
            (0, "line", "line-infantry", 2, 1, "N"),
            (0, "light", "light-infantry", 5, 1, "N"),
            (1, "t1", "line-infantry", 3, 2, "S"),
            (1, "t2", "line-infantry", 5, 3, "S"),
        ],
    );
    let g = |a: &str, b: &str| {
        umpire_napoleonic::game::may_volley(&s, usize::from(idx(&s, a)), usize::from(idx(&s, b)))
    };
    assert_eq!(g("line", "t1"), None, "45° off: line infantry may not");
    assert_eq!(g("light", "t2"), Some(2), "straight ahead at range 2");
    // NAP-2: range 1 kills on 5-6, range 2 on 6.
    assert_eq!(umpire_napoleonic::values::musket_kill_face(1), Some(5));
    assert_eq!(umpire_napoleonic::values::musket_kill_face(2), Some(6));
}

#[test]
fn rule_4c_musketry_dice_guards_commander_and_later_units() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "g", "guards-infantry", 3, 1, "N"),
            (0, "gen", "commander", 3, 1, "N"),
            (0, "l", "line-infantry", 4, 1, "N"),
            (1, "t", "line-infantry", 3, 2, "S"),
        ],
    );
    act(&mut s, &mut d, 0, Action::Done);
    act(&mut s, &mut d, 1, Action::Done);
    let (g, l, t) = (idx(&s, "g"), idx(&s, "l"), idx(&s, "t"));
    act(
        &mut s,
        &mut d,
        0,
        Action::Volley {
            unit: g,
            target: t,
            stands_first: false,
        },
    );
    act(
        &mut s,
        &mut d,
        0,
        Action::Face {
            unit: l,
            facing: Dir8::NW,
        },
    );
    act(
        &mut s,
        &mut d,
        0,
        Action::Volley {
            unit: l,
            target: t,
            stands_first: false,
        },
    );
    act(&mut s, &mut d, 0, Action::Done);
    d.take_rolls();
    act(&mut s, &mut d, 1, Action::Done);
    let dice = d
        .take_rolls()
        .iter()
        .filter(|r| r.purpose.starts_with("musketry"))
        .count();
    // Guards 4 stands + 1 Guards + 1 commander = 6; line 4 + 1 (not the first at the target).
    assert_eq!(dice, 11);
}

#[test]
fn rule_8a_forming_a_square_takes_the_whole_move() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "a", "line-infantry", 3, 1, "N"),
            (0, "l", "light-infantry", 5, 1, "N"),
            (1, "x", "line-cavalry", 3, 6, "S"),
        ],
    );
    to_move(&mut s, &mut d);
    let (a, l) = (idx(&s, "a"), idx(&s, "l"));
    act(
        &mut s,
        &mut d,
        0,
        Action::Form {
            unit: a,
            formation: Formation::Square,
        },
    );
    assert!(s.units[usize::from(a)].in_square());
    let e = Napoleonic::check(
        &s,
        0,
        &Action::Move {
            unit: a,
            to: Square::new(3, 2),
        },
    )
    .unwrap_err();
    assert!(e.rule.contains("2A") || e.rule.contains("8B"), "{e}");
    let e = Napoleonic::check(
        &s,
        0,
        &Action::Form {
            unit: l,
            formation: Formation::Square,
        },
    )
    .unwrap_err();
    assert_eq!(e.rule, "8A squares");
}

#[test]
fn rule_12_nap9_points_of_the_texts_division() {
    let sc = bundled("river-crossing").unwrap();
    let s = Napoleonic::new_game(&sc, &mut Dice::new(0, false)).unwrap();
    // 3×4 line + 4×1.5 Guards + 2×3 light + 3×1.5 line cavalry + 3 light cavalry + 4×2 Guards
    // cavalry + 2 foot batteries (5×0.5 crew, 2 guns, a wagon) + a horse battery (0.5, a gun)
    // + a commander (5) = 67.
    assert_eq!(s.start_points, [134, 134]);
}

#[test]
fn views_hide_the_other_sides_orders_held_canister_and_card() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 3, 1, "N"),
            (1, "hb", "horse-battery", 3, 6, "S"),
            (1, "t", "line-infantry", 5, 6, "S"),
        ],
    );
    let (fb, hb, t) = (idx(&s, "fb"), idx(&s, "hb"), idx(&s, "t"));
    act(&mut s, &mut d, 1, Action::Hold { battery: hb });
    let aim = [140, 260];
    act(
        &mut s,
        &mut d,
        0,
        Action::Shoot {
            battery: fb,
            gun: Gun::Field,
            aim,
        },
    );
    let va = Napoleonic::view(&s, 0);
    let vb = Napoleonic::view(&s, 1);
    assert_eq!(va.units[usize::from(hb)].holding, None);
    assert_eq!(vb.units[usize::from(hb)].holding, Some(true));
    assert_eq!(va.my_orders.len(), 1);
    assert!(
        vb.my_orders.is_empty(),
        "b does not see a's shot before it is fired"
    );
    let _ = t;
}

/// 12: a game lasts "until 1 side surrenders": a choice either side may make at any time,
/// whole or not, in every step where it has a decision to make — offered in every listing,
/// ending the game at once; the bots never take it while they have anything else to do.
#[test]
fn rule_12_either_side_may_surrender_at_any_time() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "a", "line-infantry", 3, 1, "N"),
            (0, "b2", "line-infantry", 4, 1, "N"),
            (1, "x", "line-infantry", 3, 6, "S"),
        ],
    );
    // At full strength, in the artillery step, and again in the move.
    for seat in 0..2 {
        assert!(Napoleonic::check(&s, seat, &Action::Surrender).is_ok());
        let mut legal = Vec::new();
        Napoleonic::legal_actions(&s, seat, &mut legal);
        assert!(legal.contains(&Action::Surrender));
    }
    to_move(&mut s, &mut d);
    let mut legal = Vec::new();
    Napoleonic::legal_actions(&s, 0, &mut legal);
    assert!(legal.contains(&Action::Surrender), "in the move too");
    // The random bot passes it over while anything else is legal.
    let mut rng = umpire_core::Rng::new(7, 0);
    let mut bot = umpire_core::RandomBot;
    for _ in 0..200 {
        let k = umpire_core::Bot::<Napoleonic>::choose(&mut bot, 0, None, &legal, &mut rng);
        assert_ne!(legal[k], Action::Surrender);
    }
    act(&mut s, &mut d, 0, Action::Surrender);
    let o = Napoleonic::outcome(&s).expect("over");
    assert_eq!(o.result, "Side B victory");
    assert!(o.summary.contains("a surrendered"), "{}", o.summary);
}

#[test]
fn rule_2b_light_troops_and_artillery_separate_and_reform_others_never() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "lt", "light-infantry", 3, 1, "N"),
            (0, "li", "line-infantry", 5, 1, "N"),
            (1, "x", "line-infantry", 3, 6, "S"),
        ],
    );
    to_move(&mut s, &mut d);
    let (lt, li) = (idx(&s, "lt"), idx(&s, "li"));
    let e = Napoleonic::check(
        &s,
        0,
        &Action::Separate {
            unit: li,
            stands: 1,
            to: Square::new(5, 2),
        },
    )
    .unwrap_err();
    assert_eq!(e.rule, "2B units");
    act(
        &mut s,
        &mut d,
        0,
        Action::Separate {
            unit: lt,
            stands: 1,
            to: Square::new(3, 2),
        },
    );
    let det = s.units.last().unwrap().clone();
    assert_eq!((det.stands, det.square), (1, Square::new(3, 2)));
    assert_eq!(s.units[usize::from(lt)].stands, 2);
    // Next turn of this side, it may rejoin.
    let det_i = u16::try_from(s.units.len() - 1).unwrap();
    let e = Napoleonic::check(
        &s,
        0,
        &Action::Rejoin {
            unit: det_i,
            into: lt,
        },
    )
    .unwrap_err();
    assert!(e.reason.contains("moves"), "{e}");
    let before = s.points_halves(0);
    s.units[usize::from(lt)].moved = false;
    s.units[usize::from(det_i)].moved = false;
    act(
        &mut s,
        &mut d,
        0,
        Action::Rejoin {
            unit: det_i,
            into: lt,
        },
    );
    assert_eq!(s.units[usize::from(lt)].stands, 3);
    assert_eq!(
        s.points_halves(0),
        before,
        "stands are neither lost nor doubled"
    );
}

#[test]
fn house_values_nap1_to_nap9_are_overridable_in_the_scenario() {
    let text = umpire_napoleonic::SCENARIOS[0].toml.replacen(
        "first_attacker = \"a\"\n",
        "first_attacker = \"a\"\n[rules.house]\nmusket-range = 1\npoints = [4.0, 1.0, 10.0]\n[rules.house.movement]\nline-infantry = 3\nlight-infantry = 3\nguards-infantry = 2\nline-cavalry = 4\nlight-cavalry = 5\nguards-cavalry = 4\nfoot-battery = 2\nhorse-battery = 4\ncommander = 6\n",
        1,
    );
    let sc = Scenario::from_toml(&text).unwrap_or_else(|e| panic!("{e}"));
    let s = Napoleonic::new_game(&sc, &mut Dice::new(0, false)).unwrap();
    assert_eq!(s.house.movement.line_infantry, 3);
    let i = usize::from(idx(&s, "a-line1"));
    let from = s.units[i].square;
    assert!(s.reachable(i).contains(&Square::new(from.x, from.y + 3)));
    // Guns 4 points, a commander 10: 134 + 2×4 (two foot batteries' guns + a horse gun: 5 guns
    // at +1 each = 10 halves) + 10 halves for the commander.
    assert_eq!(s.start_points[0], 134 + 10 + 10);
    let bad = umpire_napoleonic::SCENARIOS[0].toml.replacen(
        "first_attacker = \"a\"\n",
        "first_attacker = \"a\"\n[rules.house]\nkill-at-1 = 7\n",
        1,
    );
    let e = Napoleonic::new_game(
        &Scenario::from_toml(&bad).unwrap(),
        &mut Dice::new(0, false),
    )
    .unwrap_err();
    assert_eq!(e.field, "rules.house.kill-at-1");
}

#[test]
fn rule_4b_straight_ahead_only_is_for_line_infantry_in_any_formation() {
    let (mut s, _) = board(
        &OPEN,
        &[
            (0, "guards", "guards-infantry", 2, 1, "N"),
            (0, "line", "line-infantry", 5, 1, "N"),
            (1, "t1", "line-infantry", 3, 2, "S"),
            (1, "t2", "line-infantry", 6, 2, "S"),
        ],
    );
    let (guards, line) = (usize::from(idx(&s, "guards")), usize::from(idx(&s, "line")));
    let (t1, t2) = (usize::from(idx(&s, "t1")), usize::from(idx(&s, "t2")));
    let g = |s: &State, a: usize, b: usize| umpire_napoleonic::game::may_volley(s, a, b);
    // Guards in line still fire 45° off; line infantry in column still may not.
    s.units[guards].formation = Formation::Line;
    s.units[line].formation = Formation::Column;
    assert_eq!(g(&s, guards, t1), Some(1), "Guards in line fire ±45°");
    assert_eq!(
        g(&s, line, t2),
        None,
        "line infantry in column fire straight ahead only"
    );
}

#[test]
fn section1_musket_range_counts_a_diagonal_as_one_and_a_half() {
    use umpire_napoleonic::game::musket_range;
    let at = Square::new(3, 3);
    let r = |dx: i8, dy: i8| musket_range(at, Square::new(3 + dx, 3 + dy), 2);
    assert_eq!(r(1, 0), Some(1));
    assert_eq!(r(1, 1), Some(1), "a diagonal neighbour is range 1 (NAP-2)");
    assert_eq!(r(0, 2), Some(2));
    assert_eq!(r(-1, 2), None, "2.5 squares is beyond range 2");
    assert_eq!(r(2, 2), None, "3 squares is beyond range 2");
    // And in play: a line two squares ahead and one aside is out of reach.
    let (s, _) = board(
        &OPEN,
        &[
            (0, "light", "light-infantry", 3, 1, "N"),
            (1, "t", "line-infantry", 2, 3, "S"),
        ],
    );
    assert_eq!(
        umpire_napoleonic::game::may_volley(
            &s,
            usize::from(idx(&s, "light")),
            usize::from(idx(&s, "t"))
        ),
        None
    );
}

/// 8B with 4C: a square fires "as per the ability of the units which form it", in any
/// direction, and each stand throws a die: a 4-stand square throws 4 dice (until rules
/// version 2 it threw one, a face's worth).
#[test]
fn rule_8b_4c_a_square_fires_a_die_a_stand_in_any_direction() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "sq", "line-infantry", 3, 1, "N"),
            (1, "t", "line-infantry", 3, 2, "S"),
        ],
    );
    let sq = idx(&s, "sq");
    s.units[usize::from(sq)].formation = Formation::Square;
    act(&mut s, &mut d, 0, Action::Done);
    act(&mut s, &mut d, 1, Action::Done);
    let t = idx(&s, "t");
    act(
        &mut s,
        &mut d,
        0,
        Action::Volley {
            unit: sq,
            target: t,
            stands_first: false,
        },
    );
    act(&mut s, &mut d, 0, Action::Done);
    act(&mut s, &mut d, 1, Action::Done);
    let reports = s.reports.join("\n");
    assert!(
        reports.contains("sq fires at t (4 dice at range 1)"),
        "{reports}"
    );
}

#[test]
fn rule_12_the_result_names_the_winner_as_the_scenario_does() {
    let (mut s, _) = board(
        &OPEN,
        &[
            (0, "line", "line-infantry", 2, 1, "N"),
            (1, "other", "line-infantry", 2, 6, "S"),
        ],
    );
    s.phase = Phase::Over;
    s.sides[1].surrendered = true;
    let o = Napoleonic::outcome(&s).expect("over");
    assert_eq!(o.result, "Side A victory");
    assert!(
        o.summary.starts_with("a wins: b surrendered; "),
        "{}",
        o.summary
    );
}

#[test]
fn rule_4e_the_firer_chooses_the_stands_before_the_commander_with_them() {
    // b's line infantry with b's commander in its square, a's line two squares off, facing it.
    let units = [
        (0, "a", "line-infantry", 3, 2, "N"),
        (1, "b", "line-infantry", 3, 3, "S"),
        (1, "gen", "commander", 3, 3, "S"),
    ];
    let volley = |stands_first: bool, person: bool| {
        let (mut s, mut d) = board(&OPEN, &units);
        s.sides[0].owner_chooses = person;
        act(&mut s, &mut d, 0, Action::Done);
        act(&mut s, &mut d, 1, Action::Done);
        assert_eq!(s.phase, Phase::Musketry);
        let (a, b) = (idx(&s, "a"), idx(&s, "b"));
        let mut legal = Vec::new();
        Napoleonic::legal_actions(&s, 0, &mut legal);
        let offered = legal.contains(&Action::Volley {
            unit: a,
            target: b,
            stands_first: true,
        });
        act(
            &mut s,
            &mut d,
            0,
            Action::Volley {
                unit: a,
                target: b,
                stands_first,
            },
        );
        act(&mut s, &mut d, 0, Action::Done);
        act(&mut s, &mut d, 1, Action::Done);
        let hits: u32 = s
            .reports
            .iter()
            .find_map(|r| r.strip_prefix("a fires at b ("))
            .and_then(|r| r.rsplit_once(": ")?.1.strip_suffix(" hits")?.parse().ok())
            .unwrap_or_else(|| panic!("{:?}", s.reports));
        let gen = &s.units[usize::from(idx(&s, "gen"))];
        (
            offered,
            hits,
            gen.on_board(),
            s.units[usize::from(b)].stands,
        )
    };
    // Bots are offered only the engine's rule; a person is offered the choice.
    assert!(!volley(false, false).0);
    assert!(volley(false, true).0);
    // With hits, the engine's rule takes the commander first; stands-first spares him while
    // the unit has stands to lose.
    let mut checked = 0;
    for seed_try in [false, true] {
        let (_, hits, gen_alive, stands) = volley(seed_try, true);
        if hits == 0 {
            continue;
        }
        checked += 1;
        if seed_try {
            assert!(
                gen_alive,
                "the commander is spared while the unit has stands"
            );
            assert_eq!(stands, 4 - hits.min(4));
        } else {
            assert!(!gen_alive, "the commander goes first");
            assert_eq!(stands, 4 - (hits - 1).min(4));
        }
    }
    assert_eq!(checked, 2, "both volleys hit with these dice");
    // Without a commander there is nothing to choose: refused.
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "a", "line-infantry", 3, 2, "N"),
            (1, "b", "line-infantry", 3, 3, "S"),
        ],
    );
    act(&mut s, &mut d, 0, Action::Done);
    act(&mut s, &mut d, 1, Action::Done);
    let (a, b) = (idx(&s, "a"), idx(&s, "b"));
    let e = Napoleonic::apply(
        &mut s,
        0,
        &Action::Volley {
            unit: a,
            target: b,
            stands_first: true,
        },
        &mut d,
    )
    .unwrap_err();
    assert!(
        e.to_string()
            .contains("no other unit shares the target's square"),
        "{e}"
    );
    assert_eq!(
        Napoleonic::parse_action(&s, 0, "volley a b stands-first").ok(),
        Some(Action::Volley {
            unit: a,
            target: b,
            stands_first: true
        })
    );
}

/// Section 9: a unit down to one stand falls back a full move at the start of its side's move,
/// and "the stand may face in any direction": its owner faces it, any of the eight ways, in
/// the move that follows (2G's free facing lists every side and corner, not only the three
/// nearest the enemy).
#[test]
fn rule_9_a_one_stand_unit_that_fell_back_is_faced_by_its_owner_any_way() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "one", "line-infantry", 3, 3, "N"),
            (1, "x", "line-infantry", 3, 6, "S"),
        ],
    );
    let one = idx(&s, "one");
    s.units[usize::from(one)].stands = 1;
    to_move(&mut s, &mut d);
    assert_ne!(
        s.units[usize::from(one)].square,
        Square::new(3, 3),
        "it fell back"
    );
    let mut legal = Vec::new();
    Napoleonic::legal_actions(&s, 0, &mut legal);
    let facings: Vec<Dir8> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::Face { unit, facing } if unit == one => Some(facing),
            _ => None,
        })
        .collect();
    assert_eq!(
        facings.len(),
        7,
        "every way but the one it faces: {facings:?}"
    );
    let away = Dir8::ALL
        .into_iter()
        .find(|f| *f != s.units[usize::from(one)].facing)
        .unwrap();
    act(
        &mut s,
        &mut d,
        0,
        Action::Face {
            unit: one,
            facing: away,
        },
    );
    assert_eq!(s.units[usize::from(one)].facing, away);
}

/// 4E: "If more than one type of unit can be destroyed, firer gets his choice" in any mixed
/// target square, not only a commander with his unit: two horse batteries formed in one square
/// (2C) are one target square; the firer names the battery whose crew goes first, and hits
/// beyond its stands fall on the other.
#[test]
fn rule_4e_the_firers_choice_in_any_mixed_target_square() {
    let mut spilled = 0;
    for seed in 0..40 {
        let (mut s, _) = board(
            &OPEN,
            &[
                (0, "a", "guards-infantry", 3, 2, "N"),
                (1, "h1", "horse-battery", 3, 3, "S"),
                (1, "h2", "horse-battery", 3, 3, "S"),
            ],
        );
        let mut d = Dice::new(seed, false);
        act(&mut s, &mut d, 0, Action::Done);
        act(&mut s, &mut d, 1, Action::Done);
        let (a, h1, h2) = (idx(&s, "a"), idx(&s, "h1"), idx(&s, "h2"));
        let mut legal = Vec::new();
        Napoleonic::legal_actions(&s, 0, &mut legal);
        let choice = Action::Volley {
            unit: a,
            target: h2,
            stands_first: true,
        };
        assert!(
            Napoleonic::check(&s, 0, &choice).is_ok(),
            "a mixed square: the choice is open"
        );
        act(&mut s, &mut d, 0, choice);
        act(&mut s, &mut d, 0, Action::Done);
        act(&mut s, &mut d, 1, Action::Done);
        let lost = |j: u16| 1 - s.units[usize::from(j)].stands;
        let (l1, l2) = (lost(h1), lost(h2));
        // The named battery's crew goes first; the other loses only once it is gone.
        assert!(l1 == 0 || l2 == 1, "seed {seed}: {}", s.reports.join("\n"));
        spilled += usize::from(l1 == 1);
    }
    assert!(spilled > 0, "no volley hit twice");
}

/// 12: a game lasts until a side surrenders or is destroyed; only a game that runs its agreed
/// turns is judged on points. A side with no unit left on the board is destroyed and loses,
/// though the points it had (units that left the board count) are higher (UMP-NAP-28).
#[test]
fn rule_12_a_side_with_no_unit_on_the_board_is_destroyed_whatever_the_points() {
    use umpire_napoleonic::game::{kill_stands, Phase};
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "a", "line-infantry", 3, 1, "N"),
            (1, "x", "guards-cavalry", 3, 6, "S"),
            (1, "y", "line-infantry", 5, 6, "S"),
        ],
    );
    let (x, y) = (usize::from(idx(&s, "x")), usize::from(idx(&s, "y")));
    // B's Guards cavalry rode off the board (still worth its points); its infantry is lost.
    s.units[x].status = umpire_napoleonic::game::Status::OffBoard;
    kill_stands(&mut s, y, 99);
    assert!(
        s.points_halves(1) > s.points_halves(0),
        "B is ahead on points"
    );
    to_move(&mut s, &mut d);
    act(&mut s, &mut d, 0, Action::Done);
    while s.phase != Phase::Over {
        let seat = (0..2)
            .find(|&k| Napoleonic::to_act(&s).contains(k))
            .unwrap();
        let mut legal = Vec::new();
        Napoleonic::legal_actions(&s, seat, &mut legal);
        let done = *legal
            .iter()
            .find(|a| **a == Action::Done)
            .unwrap_or(&legal[0]);
        act(&mut s, &mut d, seat, done);
    }
    let o = Napoleonic::outcome(&s).unwrap();
    assert_eq!(o.result, "Side A victory", "{}", o.summary);
    assert!(
        o.summary.contains("no unit left on the board"),
        "{}",
        o.summary
    );
}
