//! The rules of the turn pinned on small positions: movement (1, 2C–2G, NAP-1), artillery
//! (3B–3H), musketry (4, NAP-2), melee (5, NAP-5..8), squares (8), the one-stand retreat (9),
//! points (12, NAP-9) and the views' hidden facts.

use umpire_core::geometry::{Dir8, Square};
use umpire_core::{Dice, Ruleset};
use umpire_napoleonic::game::{Phase, State};
use umpire_napoleonic::mdi::Card;
use umpire_napoleonic::rules::Action;
use umpire_napoleonic::scenario::Formation;
use umpire_napoleonic::values::Gun;
use umpire_napoleonic::{bundled, Napoleonic, Scenario};

/// An 8 × 8 board with the given extra terrain rows (row 0 first) and units
/// (`side, id, kind, x, y, facing`).
fn board(rows: &[&str], units: &[(u8, &str, &str, i8, i8, &str)]) -> (State, Dice) {
    let mut t = String::from(
        "ruleset = \"napoleonic\"\nname = \"t\"\ntitle = \"t\"\n[rules]\nturns = 6\nfirst_attacker = \"a\"\n[map]\nterrain = [",
    );
    for r in rows {
        t.push_str(&format!("\"{r}\","));
    }
    t.push_str("]\n");
    for side in 0..2u8 {
        let (id, edge) = if side == 0 {
            ("a", "south")
        } else {
            ("b", "north")
        };
        t.push_str(&format!(
            "[[sides]]\nid = \"{id}\"\nname = \"{id}\"\nedge = \"{edge}\"\n"
        ));
        for &(s, uid, kind, x, y, f) in units {
            if s == side {
                t.push_str(&format!(
                    "[[sides.units]]\nid = \"{uid}\"\nname = \"{uid}\"\nkind = \"{kind}\"\nsquare = [{x}, {y}]\nfacing = \"{f}\"\n"
                ));
            }
        }
    }
    let sc = Scenario::from_toml(&t).unwrap_or_else(|e| panic!("{e}\n{t}"));
    let mut d = Dice::new(1, true);
    let s = Napoleonic::new_game(&sc, &mut d).unwrap_or_else(|e| panic!("{e}"));
    (s, d)
}

const OPEN: [&str; 8] = ["........"; 8];

fn idx(s: &State, id: &str) -> u16 {
    u16::try_from(s.units.iter().position(|u| u.id == id).unwrap()).unwrap()
}

fn act(s: &mut State, d: &mut Dice, seat: u8, a: Action) {
    Napoleonic::apply(s, seat, &a, d).unwrap_or_else(|e| panic!("{e}"));
}

/// Both sides pass the artillery and musketry steps.
fn to_move(s: &mut State, d: &mut Dice) {
    for _ in 0..2 {
        for seat in 0..2 {
            if Napoleonic::to_act(s).contains(seat) {
                act(s, d, seat, Action::Done);
            }
        }
    }
    assert_eq!(s.phase, Phase::Move);
}

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
fn rules_5b_and_8b_who_may_not_melee() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "cav", "line-cavalry", 3, 1, "N"),
            (0, "one", "line-infantry", 5, 1, "N"),
            (1, "sq", "line-infantry", 3, 2, "S"),
            (1, "t", "line-infantry", 5, 2, "S"),
        ],
    );
    let sq = usize::from(idx(&s, "sq"));
    s.units[sq].formation = Formation::Square;
    let one = usize::from(idx(&s, "one"));
    s.units[one].stands = 1;
    to_move(&mut s, &mut d);
    let e = Napoleonic::check(
        &s,
        0,
        &Action::Move {
            unit: idx(&s, "cav"),
            to: Square::new(3, 2),
        },
    )
    .unwrap_err();
    assert_eq!(e.rule, "8B squares");
    // The one-stand unit fell back (section 9) at the start of the move.
    assert_ne!(s.units[one].square, Square::new(5, 1));
}

#[test]
fn rule_5c_nap8_unequal_deployments_and_the_retreat() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "a", "line-infantry", 3, 2, "N"),
            (1, "b", "line-infantry", 3, 3, "S"),
        ],
    );
    to_move(&mut s, &mut d);
    let (a, b) = (idx(&s, "a"), idx(&s, "b"));
    act(
        &mut s,
        &mut d,
        0,
        Action::Move {
            unit: a,
            to: Square::new(3, 3),
        },
    );
    act(&mut s, &mut d, 0, Action::Done);
    assert!(matches!(s.phase, Phase::Supports { .. }));
    act(&mut s, &mut d, 0, Action::Done);
    act(&mut s, &mut d, 1, Action::Done);
    // Line beats column: the attacker is superior. S = 4: the defender loses 2.5, the attacker
    // 1.25 (coins settle the fractions); the weaker retreats two squares north.
    act(&mut s, &mut d, 0, Action::Mdi { card: Card::Line });
    act(&mut s, &mut d, 1, Action::Mdi { card: Card::Column });
    let (ua, ub) = (&s.units[usize::from(a)], &s.units[usize::from(b)]);
    let reports = s.reports.join("\n");
    assert!(
        reports.contains("b loses 2") || reports.contains("b loses 3"),
        "{reports}"
    );
    assert!((2..=3).contains(&ua.stands), "attacker {}", ua.stands);
    if ub.on_board() {
        assert_eq!(ub.square, Square::new(3, 5), "retreated 2 towards its rear");
    } else {
        // Three times the strength: the rest of the weaker side is destroyed.
        assert!(ua.stands >= 3 * ub.stands, "{reports}");
    }
    assert_eq!(
        ua.square,
        Square::new(3, 3),
        "the attacker holds the contact square"
    );
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
fn rule_5g_friends_do_not_cut_a_retreat_off() {
    // The unit retreats south from 3,3; friends fill the squares behind it and beside them.
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "r", "line-infantry", 3, 3, "N"),
            (0, "f1", "line-infantry", 2, 2, "N"),
            (0, "f2", "line-infantry", 3, 2, "N"),
            (0, "f3", "line-infantry", 4, 2, "N"),
            (0, "f4", "line-infantry", 3, 1, "N"),
            (1, "e", "line-infantry", 3, 5, "S"),
        ],
    );
    let r = usize::from(idx(&s, "r"));
    umpire_napoleonic::game::retreat(&mut s, r, Dir8::S, 2, &mut d);
    let u = &s.units[r];
    assert!(u.on_board(), "friends do not destroy a retreating unit");
    assert_eq!(
        u.square,
        Square::new(3, 0),
        "through its friends to the first free square"
    );
    assert!(s.stacking_allows(r, u.square));
    // Enemies do: with enemies behind and on both sides there is no way to skirt them.
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "r", "line-infantry", 3, 3, "N"),
            (1, "e1", "line-infantry", 1, 2, "N"),
            (1, "e2", "line-infantry", 2, 2, "N"),
            (1, "e3", "line-infantry", 3, 2, "N"),
            (1, "e4", "line-infantry", 4, 2, "N"),
            (1, "e5", "line-infantry", 5, 2, "N"),
            (1, "e6", "line-infantry", 2, 3, "E"),
            (1, "e7", "line-infantry", 4, 3, "W"),
        ],
    );
    let r = usize::from(idx(&s, "r"));
    umpire_napoleonic::game::retreat(&mut s, r, Dir8::S, 2, &mut d);
    assert!(!s.units[r].on_board());
}

#[test]
fn rule_5a_a_unit_in_another_melees_contact_square_may_not_support() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "a1", "line-infantry", 3, 2, "N"),
            (0, "a2", "line-infantry", 4, 2, "N"),
            (1, "b1", "line-infantry", 3, 3, "S"),
            (1, "b2", "line-infantry", 4, 3, "S"),
        ],
    );
    to_move(&mut s, &mut d);
    for (unit, x) in [("a1", 3), ("a2", 4)] {
        let unit = idx(&s, unit);
        act(
            &mut s,
            &mut d,
            0,
            Action::Move {
                unit,
                to: Square::new(x, 3),
            },
        );
    }
    act(&mut s, &mut d, 0, Action::Done);
    assert_eq!(s.melees.len(), 2);
    let b2 = usize::from(idx(&s, "b2"));
    let first = s
        .melees
        .iter()
        .position(|m| m.contact == Square::new(3, 3))
        .unwrap();
    assert!(
        !umpire_napoleonic::game::may_support(&s, b2, first),
        "b2 fights its own melee"
    );
}

#[test]
fn rule_5a_a_melee_left_with_one_side_is_not_fought() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "a", "line-infantry", 3, 3, "N"),
            (1, "far", "line-infantry", 6, 6, "S"),
        ],
    );
    let a = usize::from(idx(&s, "a"));
    melee_at_3_3(&mut s, a, [Card::Line, Card::Column], &mut d);
    assert_eq!(s.units[a].stands, 4, "no losses");
    assert!(!s.units[a].in_melee);
    assert!(s.reports.iter().any(|r| r.starts_with("no melee at 3,3")));
}

/// Side a's unit `attacker`, already in 3,3 with the enemy, fights a melee there with these
/// cards (attacker's first), coming from 3,2.
fn melee_at_3_3(s: &mut State, attacker: usize, cards: [Card; 2], d: &mut Dice) {
    s.melees = vec![umpire_napoleonic::game::Melee {
        contact: Square::new(3, 3),
        from: Square::new(3, 2),
        attackers: vec![u16::try_from(attacker).unwrap()],
        supports: [Vec::new(), Vec::new()],
        cards: [Some(cards[0]), Some(cards[1])],
    }];
    umpire_napoleonic::game::resolve_melee(s, 0, d);
}

/// Side a's `unit` moves into 3,3 (where side b stands) and both sides pass their supports;
/// the state at the cards.
fn charge_into_3_3(units: &[(u8, &str, &str, i8, i8, &str)], movers: &[&str]) -> (State, Dice) {
    let (mut s, mut d) = board(&OPEN, units);
    to_move(&mut s, &mut d);
    for m in movers {
        let unit = idx(&s, m);
        act(
            &mut s,
            &mut d,
            0,
            Action::Move {
                unit,
                to: Square::new(3, 3),
            },
        );
    }
    act(&mut s, &mut d, 0, Action::Done);
    (s, d)
}

#[test]
fn rule_5a_defending_cavalry_may_wheel_to_support_cavalry_but_not_infantry() {
    for (defender, may) in [("line-cavalry", true), ("line-infantry", false)] {
        let (s, _) = charge_into_3_3(
            &[
                (0, "a", "line-infantry", 3, 2, "N"),
                (1, "b", defender, 3, 3, "S"),
                // Facing north-east, the contact square (west) is 135° off: a wheel is needed.
                (1, "c", "line-cavalry", 4, 3, "NE"),
            ],
            &["a"],
        );
        let c = usize::from(idx(&s, "c"));
        assert_eq!(
            umpire_napoleonic::game::may_support(&s, c, 0),
            may,
            "cavalry supporting {defender}"
        );
    }
}

#[test]
fn rule_7_a_commander_counts_in_the_melee_only_when_alone() {
    let (mut s, mut d) = charge_into_3_3(
        &[
            (0, "a", "line-infantry", 3, 2, "N"),
            (0, "gen", "commander", 3, 2, "N"),
            (1, "b", "line-infantry", 3, 3, "S"),
        ],
        &["a", "gen"],
    );
    act(&mut s, &mut d, 0, Action::Done);
    act(&mut s, &mut d, 1, Action::Done);
    act(&mut s, &mut d, 0, Action::Mdi { card: Card::Line });
    act(&mut s, &mut d, 1, Action::Mdi { card: Card::Line });
    let reports = s.reports.join("\n");
    assert!(
        reports.contains("attacker line (4) against defender line (4)"),
        "the commander with his unit adds nothing: {reports}"
    );
}

#[test]
fn ump_nap_22_the_three_times_rule_is_measured_after_the_losses() {
    // Guards cavalry of 3 stands (value 6) against 2 line stands (value 2), equal deployments:
    // before the losses 6 is not more than 3 × 2; after them (each side loses 1) 4 or 5 is
    // more than 3 × 1, so the rest of the weaker side is destroyed instead of retreating.
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "a", "guards-cavalry", 3, 2, "N"),
            (1, "b", "line-infantry", 3, 3, "S"),
        ],
    );
    let (a, b) = (usize::from(idx(&s, "a")), usize::from(idx(&s, "b")));
    s.units[a].square = Square::new(3, 3);
    s.units[a].stands = 3;
    s.units[b].stands = 2;
    melee_at_3_3(&mut s, a, [Card::Line, Card::Line], &mut d);
    let reports = s.reports.join("\n");
    assert!(!s.units[b].on_board(), "{reports}");
    assert!(reports.contains("three times stronger"), "{reports}");
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
fn ump_nap_23_the_superior_side_loses_half_of_what_the_inferior_actually_lost() {
    // Guards cavalry of 4 stands (value 8) beat 2 line stands (value 2): the nominal inferior
    // loss is 4.5 but only 2 can be lost, so the superior loses 1 (a coin decides whether a
    // guards cavalry stand, worth 2, goes), never the 2.25 of the nominal loss.
    for seed in 0..24 {
        let (mut s, _) = board(
            &OPEN,
            &[
                (0, "a", "guards-cavalry", 3, 2, "N"),
                (1, "b", "line-infantry", 3, 3, "S"),
            ],
        );
        let mut d = Dice::new(seed, false);
        let (a, b) = (usize::from(idx(&s, "a")), usize::from(idx(&s, "b")));
        s.units[a].square = Square::new(3, 3);
        s.units[b].stands = 2;
        melee_at_3_3(&mut s, a, [Card::Line, Card::Column], &mut d);
        assert!(
            s.units[a].stands >= 3,
            "seed {seed}: {}",
            s.reports.join("\n")
        );
        assert!(!s.units[b].on_board());
    }
}

#[test]
fn rule_5h_a_superior_side_destroyed_in_the_melee_captures_nothing() {
    let mut destroyed = 0;
    for seed in 0..40 {
        let (mut s, _) = board(
            &OPEN,
            &[
                (0, "gen", "commander", 3, 2, "N"),
                (0, "far", "line-infantry", 7, 0, "N"),
                (1, "fb", "foot-battery", 3, 3, "S"),
            ],
        );
        let mut d = Dice::new(seed, false);
        let (gen, fb) = (usize::from(idx(&s, "gen")), usize::from(idx(&s, "fb")));
        s.units[gen].square = Square::new(3, 3);
        melee_at_3_3(&mut s, gen, [Card::Line, Card::Column], &mut d);
        if !s.units[gen].on_board() {
            destroyed += 1;
            assert!(
                !s.units[fb].guns.is_empty(),
                "seed {seed}: the superior side's melee force is gone, so nothing is captured: {}",
                s.reports.join("\n")
            );
        }
    }
    assert!(destroyed > 0, "no seed destroyed the attacker");
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
fn rule_5a_a_move_into_an_enemy_square_reads_as_a_charge() {
    let (s, _) = board(
        &OPEN,
        &[
            (0, "hussars", "light-cavalry", 3, 3, "N"),
            (1, "enemy", "line-infantry", 3, 2, "S"),
        ],
    );
    let h = idx(&s, "hussars");
    let charge = Action::Move {
        unit: h,
        to: Square::new(3, 2),
    };
    assert_eq!(
        Napoleonic::describe(&s, &charge),
        "hussars: charge enemy at 3,2"
    );
    let walk = Action::Move {
        unit: h,
        to: Square::new(4, 4),
    };
    assert_eq!(Napoleonic::describe(&s, &walk), "hussars: move to 4,4");
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
fn rule_5i_a_person_faces_their_own_units_after_the_melees() {
    let (mut s, mut d) = charge_into_3_3(
        &[
            (0, "a", "line-infantry", 3, 2, "N"),
            (1, "b", "line-infantry", 3, 3, "S"),
        ],
        &["a"],
    );
    // A person holds side a (what `play` and `serve` write into rules.owner_choices).
    s.sides[0].owner_chooses = true;
    let (a, b) = (idx(&s, "a"), idx(&s, "b"));
    act(&mut s, &mut d, 0, Action::Done);
    act(&mut s, &mut d, 1, Action::Done);
    act(&mut s, &mut d, 0, Action::Mdi { card: Card::Line });
    act(&mut s, &mut d, 1, Action::Mdi { card: Card::Column });
    // The superior attacker holds the contact square; its commander now faces it.
    assert_eq!(s.phase, Phase::Facing);
    assert_eq!(
        s.to_face,
        vec![a],
        "only the person's unit waits; the bot's was faced"
    );
    assert!(Napoleonic::to_act(&s).contains(0) && !Napoleonic::to_act(&s).contains(1));
    let mut legal = Vec::new();
    Napoleonic::legal_actions(&s, 0, &mut legal);
    let facings = legal
        .iter()
        .filter(|x| matches!(x, Action::Face { unit, .. } if *unit == a))
        .count();
    assert_eq!(facings, 7, "any facing but the one it has: {legal:?}");
    // Only units out of this turn's melees, and each once.
    let refused = Napoleonic::apply(
        &mut s,
        1,
        &Action::Face {
            unit: b,
            facing: Dir8::N,
        },
        &mut d,
    );
    assert!(refused.is_err());
    let view = Napoleonic::render(&Napoleonic::view(&s, 0));
    assert!(
        view.contains("facing: units out of a melee, squares broken"),
        "{view}"
    );
    assert!(
        view.contains(
            "face these units as you wish (face UNIT DIRECTION, then done; a broken square faces one way): a ("
        ),
        "{view}"
    );
    act(
        &mut s,
        &mut d,
        0,
        Action::Face {
            unit: a,
            facing: Dir8::E,
        },
    );
    let again = Napoleonic::apply(
        &mut s,
        0,
        &Action::Face {
            unit: a,
            facing: Dir8::W,
        },
        &mut d,
    )
    .err()
    .map(|e| e.to_string())
    .unwrap_or_default();
    assert!(again.contains("has already been faced"), "{again}");
    act(&mut s, &mut d, 0, Action::Done);
    assert_eq!(s.units[usize::from(a)].facing, Dir8::E);
    assert!(s.to_face.is_empty());
    // The turn has ended (here the beaten defender was also destroyed, which ends the game).
    assert!(
        matches!(s.phase, Phase::Artillery | Phase::Over),
        "{:?}",
        s.phase
    );
}

#[test]
fn rule_5i_owner_choices_names_the_seats_people_hold() {
    let mut sc = bundled("river-crossing").unwrap();
    sc.rules.owner_choices = vec!["b".into()];
    let s = Napoleonic::new_game(&sc, &mut Dice::new(1, false)).unwrap();
    assert!(!s.sides[0].owner_chooses && s.sides[1].owner_chooses);
    sc.rules.owner_choices = vec!["c".into()];
    let e = Napoleonic::new_game(&sc, &mut Dice::new(1, false)).unwrap_err();
    assert_eq!(e.field, "rules.owner_choices[0]");
    assert!(e.reason.contains("\"c\" is not a seat: a or b"), "{e}");
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

#[test]
fn rule_8c_a_person_faces_a_broken_square_one_way() {
    // Side b's square (four stands, a stand a face) takes a volley; a person holds b.
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "l1", "line-infantry", 3, 1, "N"),
            (1, "sq", "line-infantry", 3, 2, "S"),
        ],
    );
    let sq = idx(&s, "sq");
    s.units[usize::from(sq)].formation = Formation::Square;
    s.sides[1].owner_chooses = true;
    act(&mut s, &mut d, 0, Action::Done);
    act(&mut s, &mut d, 1, Action::Done);
    let l1 = idx(&s, "l1");
    act(
        &mut s,
        &mut d,
        0,
        Action::Volley {
            unit: l1,
            target: sq,
            stands_first: false,
        },
    );
    act(&mut s, &mut d, 0, Action::Done);
    act(&mut s, &mut d, 1, Action::Done);
    let u = &s.units[usize::from(sq)];
    // With these dice the volley takes three stands: the square is broken.
    assert!(u.on_board() && u.stands < 4, "{:?}", s.reports);
    // Broken: its owner faces it one way before the attacker moves.
    assert_eq!(s.phase, Phase::Facing, "{:?}", s.reports);
    assert_eq!(s.to_face, vec![sq]);
    assert!(Napoleonic::to_act(&s).contains(1) && !Napoleonic::to_act(&s).contains(0));
    act(
        &mut s,
        &mut d,
        1,
        Action::Face {
            unit: sq,
            facing: Dir8::E,
        },
    );
    act(&mut s, &mut d, 1, Action::Done);
    assert_eq!(s.units[usize::from(sq)].facing, Dir8::E);
    assert_eq!(
        s.phase,
        Phase::Move,
        "the turn goes on with the attacker's move"
    );
}
