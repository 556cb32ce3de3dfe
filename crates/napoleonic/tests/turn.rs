//! The rules of the turn pinned on small positions: movement (1, 2C–2G, NAP-1), artillery
//! (3B–3H), musketry (4, NAP-2), melee (5, NAP-5..8), squares (8), the one-stand retreat (9),
//! points (12, NAP-9) and the views' hidden facts.

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
fn rules_3c_3d_shots_as_a_battery_loses_guns_and_its_wagon() {
    let (mut s, _) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 3, 1, "N"),
            (0, "hb", "horse-battery", 5, 1, "N"),
            (1, "x", "line-infantry", 3, 6, "S"),
        ],
    );
    let fb = usize::from(idx(&s, "fb"));
    assert_eq!(
        s.shot_slots(fb),
        vec![vec![Gun::Field], vec![Gun::Field], vec![Gun::Howitzer]]
    );
    s.units[fb].wagon = false;
    assert_eq!(
        s.shot_slots(fb),
        vec![vec![Gun::Field], vec![Gun::Howitzer]]
    );
    s.units[fb].wagon = true;
    s.units[fb].guns.pop();
    assert_eq!(
        s.shot_slots(fb),
        vec![vec![Gun::Field], vec![Gun::Howitzer]]
    );
    s.units[fb].wagon = false;
    assert_eq!(s.shot_slots(fb), vec![vec![Gun::Field, Gun::Howitzer]]);
    s.units[fb].guns.clear();
    assert!(s.shot_slots(fb).is_empty());
    assert_eq!(
        s.shot_slots(usize::from(idx(&s, "hb"))),
        vec![vec![Gun::Horse]]
    );
    // 3B: limbered guns do not fire.
    let hb = usize::from(idx(&s, "hb"));
    s.units[hb].limbered = true;
    assert!(s.shot_slots(hb).is_empty());
}

#[test]
fn rule_3b_ump_nap_27_each_gun_needs_a_crew_stand_to_fire() {
    let (mut s, _) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 3, 1, "N"),
            (1, "x", "line-infantry", 3, 6, "S"),
        ],
    );
    let fb = usize::from(idx(&s, "fb"));
    // Two guns, a wagon and five crew stands: the full three shots. Down to two crew stands,
    // still both guns crewed.
    s.units[fb].stands = 2;
    assert_eq!(s.shot_slots(fb).len(), 3);
    // One crew stand serves one gun: the battery fires as if it had one gun left.
    s.units[fb].stands = 1;
    assert_eq!(
        s.shot_slots(fb),
        vec![vec![Gun::Field], vec![Gun::Howitzer]]
    );
    s.units[fb].wagon = false;
    assert_eq!(s.shot_slots(fb), vec![vec![Gun::Field, Gun::Howitzer]]);
    // Canister (3H) counts the same shots, so it too is fired by crewed guns only.
}

#[test]
fn rule_3e_arc_and_screening_howitzers_fire_over_friends() {
    let (s, _) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 3, 1, "N"),
            (0, "inf", "line-infantry", 3, 2, "N"),
            (1, "x", "line-infantry", 3, 6, "S"),
            (1, "y", "line-infantry", 7, 1, "S"),
        ],
    );
    let fb = idx(&s, "fb");
    let at = |x: f64, y: f64| [(x * 10.0) as i32, (y * 10.0) as i32];
    let e = Napoleonic::check(
        &s,
        0,
        &Action::Shoot {
            battery: fb,
            gun: Gun::Field,
            aim: at(14.0, 26.0),
        },
    )
    .unwrap_err();
    assert_eq!(e.rule, "3E screening");
    assert!(Napoleonic::check(
        &s,
        0,
        &Action::Shoot {
            battery: fb,
            gun: Gun::Howitzer,
            aim: at(14.0, 26.0)
        }
    )
    .is_ok());
    let e = Napoleonic::check(
        &s,
        0,
        &Action::Shoot {
            battery: fb,
            gun: Gun::Howitzer,
            aim: at(30.0, 6.0),
        },
    )
    .unwrap_err();
    assert_eq!(e.rule, "3E arc");
}

#[test]
fn rule_3h_canister_three_dice_a_field_or_howitzer_shot() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 3, 1, "N"),
            (1, "x", "line-infantry", 3, 2, "S"),
        ],
    );
    let (fb, x) = (idx(&s, "fb"), idx(&s, "x"));
    act(
        &mut s,
        &mut d,
        0,
        Action::Canister {
            battery: fb,
            target: x,
            gun: None,
        },
    );
    act(&mut s, &mut d, 0, Action::Done);
    d.take_rolls();
    act(&mut s, &mut d, 1, Action::Done);
    let n = d
        .take_rolls()
        .iter()
        .filter(|r| r.purpose.starts_with("canister"))
        .count();
    assert_eq!(n, 9, "three shots, three dice each");
}

#[test]
fn rule_3h_each_gun_chooses_canister_or_ball() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 3, 1, "N"),
            (1, "x", "line-infantry", 3, 2, "S"),
            (1, "y", "line-infantry", 3, 5, "S"),
        ],
    );
    let (fb, x, y) = (idx(&s, "fb"), idx(&s, "x"), idx(&s, "y"));
    // One field gun fires canister at the infantry next to it ...
    let one = Action::Canister {
        battery: fb,
        target: x,
        gun: Some(Gun::Field),
    };
    let mut legal = Vec::new();
    Napoleonic::legal_actions(&s, 0, &mut legal);
    assert!(legal.contains(&one), "{legal:?}");
    act(&mut s, &mut d, 0, one);
    // ... while the other field gun and the howitzer still fire ball.
    let target = s.parts(usize::from(y))[0].1;
    let aim = [
        (target.x * 10.0).round() as i32,
        (target.y * 10.0).round() as i32,
    ];
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
    act(
        &mut s,
        &mut d,
        0,
        Action::Shoot {
            battery: fb,
            gun: Gun::Howitzer,
            aim,
        },
    );
    // Three shots are all the battery has: no more canister, and no whole-battery canister.
    for gun in [Some(Gun::Field), None] {
        let e = Napoleonic::apply(
            &mut s,
            0,
            &Action::Canister {
                battery: fb,
                target: x,
                gun,
            },
            &mut d,
        );
        assert!(e.is_err(), "{gun:?}");
    }
    act(&mut s, &mut d, 0, Action::Done);
    d.take_rolls();
    act(&mut s, &mut d, 1, Action::Done);
    let rolls = d.take_rolls();
    let canister = rolls
        .iter()
        .filter(|r| r.purpose.starts_with("canister"))
        .count();
    assert_eq!(canister, 3, "one field gun's canister: three dice");
    // Typed, the gun follows the target.
    assert_eq!(
        Napoleonic::parse_action(&s, 0, "canister fb x field").ok(),
        Some(Action::Canister {
            battery: fb,
            target: x,
            gun: Some(Gun::Field)
        })
    );
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

#[test]
fn rule_12_a_side_surrenders_only_when_broken() {
    let (mut s, _) = board(
        &OPEN,
        &[
            (0, "a", "line-infantry", 3, 1, "N"),
            (0, "b2", "line-infantry", 4, 1, "N"),
            (1, "x", "line-infantry", 3, 6, "S"),
        ],
    );
    let e = Napoleonic::check(&s, 0, &Action::Surrender).unwrap_err();
    assert!(e.reason.contains("half"), "{e}");
    s.units[0].stands = 1;
    s.units[1].stands = 1;
    assert!(Napoleonic::check(&s, 0, &Action::Surrender).is_ok());
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

#[test]
fn rule_6d_a_burning_square_screens_like_troops() {
    let (mut s, _) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 3, 1, "N"),
            (1, "x", "line-infantry", 3, 6, "S"),
            (1, "y", "line-infantry", 5, 3, "S"),
        ],
    );
    let w = usize::try_from(s.width).unwrap();
    s.terrain[2 * w + 3] = umpire_napoleonic::scenario::Terrain::Burning;
    let fb = idx(&s, "fb");
    let shot = |gun: Gun| Action::Shoot {
        battery: fb,
        gun,
        aim: [140, 260],
    };
    // A field gun's shot at 3,6 passes the burning square next to it; a howitzer's goes over.
    assert_eq!(
        Napoleonic::check(&s, 0, &shot(Gun::Field))
            .unwrap_err()
            .rule,
        "6D burning"
    );
    assert!(Napoleonic::check(&s, 0, &shot(Gun::Howitzer)).is_ok());
    // Musketry: a burning square between screens (4B).
    let (mut s2, _) = board(
        &OPEN,
        &[
            (0, "light", "light-infantry", 3, 1, "N"),
            (1, "t", "line-infantry", 3, 3, "S"),
        ],
    );
    let (l, t) = (usize::from(idx(&s2, "light")), usize::from(idx(&s2, "t")));
    assert_eq!(umpire_napoleonic::game::may_volley(&s2, l, t), Some(2));
    s2.terrain[2 * w + 3] = umpire_napoleonic::scenario::Terrain::Burning;
    assert_eq!(umpire_napoleonic::game::may_volley(&s2, l, t), None);
}

#[test]
fn ump_nap_11_an_unbroken_square_fires_with_one_face() {
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
        reports.contains("sq fires at t (1 dice at range 1)"),
        "{reports}"
    );
}

#[test]
fn ump_nap_4_a_batterys_guns_lie_in_front_whichever_way_it_faces() {
    use umpire_napoleonic::game::Part;
    for (facing, ahead) in [
        ("N", (0.0, 1.0)),
        ("E", (1.0, 0.0)),
        ("S", (0.0, -1.0)),
        ("W", (-1.0, 0.0)),
    ] {
        let (mut s, _) = board(
            &OPEN,
            &[
                (0, "fb", "foot-battery", 3, 3, facing),
                (1, "x", "line-infantry", 7, 7, "S"),
            ],
        );
        let fb = usize::from(idx(&s, "fb"));
        let (cx, cy) = (3.0 * s.shot.square + 2.0, 3.0 * s.shot.square + 2.0);
        let forward =
            |r: &umpire_napoleonic::game::Rect| (r.x - cx) * ahead.0 + (r.y - cy) * ahead.1;
        let parts = s.parts(fb);
        let guns: Vec<_> = parts
            .iter()
            .filter(|(p, _)| matches!(p, Part::Gun(_)))
            .collect();
        let crew: Vec<_> = parts
            .iter()
            .filter(|(p, _)| matches!(p, Part::Stand))
            .collect();
        assert_eq!(guns.len(), 2);
        for (_, g) in &guns {
            assert!(forward(g) > 1.0, "{facing}: a gun is not in front");
            // 1" across the facing, 1.5" along it.
            let along = if ahead.0 == 0.0 { g.h } else { g.w };
            assert!((along - 1.5).abs() < 1e-9, "{facing}: {g:?}");
        }
        for (_, c) in &crew {
            assert!(
                forward(c) < 0.0,
                "{facing}: the crew is not behind the guns"
            );
        }
        // The footprints are scenario fields (rules.shot.gun, rules.shot.wagon).
        s.shot.gun = (2.0, 3.0);
        let big = s.parts(fb);
        let (_, g) = big.iter().find(|(p, _)| matches!(p, Part::Gun(_))).unwrap();
        assert!((g.w * g.h - 6.0).abs() < 1e-9);
    }
}

#[test]
fn rule_3a_a_shot_in_the_list_names_what_it_aims_at() {
    let (s, _) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 3, 1, "N"),
            (1, "enemy", "line-infantry", 3, 5, "S"),
        ],
    );
    let mut legal = Vec::new();
    Napoleonic::legal_actions(&s, 0, &mut legal);
    let shots: Vec<String> = legal
        .iter()
        .filter(|a| matches!(a, Action::Shoot { .. }))
        .map(|a| Napoleonic::describe(&s, a))
        .collect();
    assert!(!shots.is_empty());
    for d in &shots {
        assert!(d.contains(" shot at enemy ("), "{d}");
    }
    // A typed shot at open ground names only the point.
    let b = idx(&s, "fb");
    let open = Action::Shoot {
        battery: b,
        gun: Gun::Field,
        aim: [5, 5],
    };
    assert_eq!(
        Napoleonic::describe(&s, &open),
        "fb: field shot at 0.5\",0.5\""
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
        e.to_string().contains("no commander is with the target"),
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
