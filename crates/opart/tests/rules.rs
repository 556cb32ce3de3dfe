//! Movement, engagement, withdrawal, morale, activation and victory, each test named after the
//! rule it pins.

use umpire_core::geometry::{Hex, HexDir};
use umpire_core::{Dice, Ruleset};
use umpire_opart::engagement::{effects, from_flank_or_rear, lose, may_attack, withdraw};
use umpire_opart::movement::reachable;
use umpire_opart::state::{Edge, State};
use umpire_opart::{Action, OpArt, Scenario, Side};

mod common;
use common::*;

fn far(s: &State, name: &str) -> u16 {
    let i = idx(s, name);
    let from = s.stands[i].hex.unwrap();
    reachable(s, i)
        .iter()
        .map(|r| r.hex.distance(from))
        .max()
        .unwrap_or(0)
}

#[test]
fn section13_foot_moves_2_vehicles_4_and_a_road_adds_1() {
    let (s, _) = game(
        &[],
        "roads = [[2,0],[2,1],[2,2],[2,3],[2,4],[2,5],[2,6],[2,7]]",
        &format!(
            r#"{{ name = "Foot", {INF}, at = [5, 6], facing = "N" }},
               {{ name = "Lorries", troops = "regular", transport = true, mobility = "motorised", at = [7, 6], facing = "N" }},
               {{ name = "Road", {INF}, at = [2, 6], facing = "N" }}"#
        ),
        "",
    );
    assert_eq!(far(&s, "Foot"), 2);
    assert_eq!(far(&s, "Lorries"), 4);
    assert_eq!(far(&s, "Road"), 3, "a move entirely along the road gets +1");
}

#[test]
fn section13_each_contour_crossed_costs_a_hex() {
    let (s, _) = game(
        &[],
        "elevation = [\"000000000\",\"000000000\",\"000000000\",\"000000000\",\"000000000\",\"002220000\",\"002220000\",\"002220000\",\"000000000\",\"000000000\",\"000000000\",\"000000000\"]",
        r#"{ name = "Tanks", afv = "medium", mobility = "tracked", at = [3, 9], facing = "N" }"#,
        "",
    );
    let i = idx(&s, "Tanks");
    let to_hill = reachable(&s, i).iter().any(|r| r.hex == hex(3, 7));
    // Two hexes away but two contours up: 2 + 2 = 4, just within a tank's 4.
    assert!(to_hill);
    assert!(
        !reachable(&s, i).iter().any(|r| r.hex == hex(3, 6)),
        "one more hex is 5"
    );
}

#[test]
fn section13_woods_off_road_for_foot_infantry_only_towns_by_road_for_vehicles() {
    let (s, _) = game(
        &[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...WB....",
        ],
        "",
        &format!(
            r#"{{ name = "Foot", {INF}, at = [3, 8], facing = "N" }},
               {{ name = "Tanks", afv = "medium", mobility = "tracked", at = [4, 8], facing = "N" }}"#
        ),
        "",
    );
    let can = |n: &str, h: Hex| reachable(&s, idx(&s, n)).iter().any(|r| r.hex == h);
    assert!(can("Foot", hex(3, 7)), "infantry on foot enters woods");
    assert!(!can("Tanks", hex(3, 7)), "AFVs keep out of woods off-road");
    assert!(can("Foot", hex(4, 7)), "infantry enters a town off-road");
    assert!(!can("Tanks", hex(4, 7)), "AFVs enter towns only by road");
}

#[test]
fn section13_through_friends_never_through_enemies() {
    let (s, _) = game(
        &[],
        "",
        &format!(
            r#"{{ name = "Mover", {INF}, at = [4, 9], facing = "N" }},
               {{ name = "Friend", {INF}, at = [4, 8], facing = "N" }}"#
        ),
        &format!(r#"{{ name = "Enemy", {INF}, at = [2, 8], facing = "S" }}"#),
    );
    let i = idx(&s, "Mover");
    assert!(
        reachable(&s, i).iter().any(|r| r.hex == hex(4, 7)),
        "through the friendly hex"
    );
    assert!(
        !reachable(&s, i).iter().any(|r| r.hex == hex(2, 8)),
        "never into the enemy"
    );
}

#[test]
fn opa10_a_move_may_not_pass_between_two_enemy_stands() {
    let (s, _) = game(
        &[],
        "",
        r#"{ name = "Tanks", afv = "medium", mobility = "tracked", at = [4, 9], facing = "N" }"#,
        &format!(
            r#"{{ name = "E1", {INF}, at = [3, 6], facing = "S" }},
               {{ name = "E2", {INF}, at = [5, 6], facing = "S" }}"#
        ),
    );
    let i = idx(&s, "Tanks");
    let r = reachable(&s, i);
    assert!(
        r.iter().any(|x| x.hex == hex(4, 7)),
        "it may stop between them"
    );
    assert!(
        !r.iter().any(|x| x.hex == hex(4, 5)),
        "but not pass through the gap"
    );
}

#[test]
fn section13_artillery_never_moves_next_to_an_enemy() {
    let (s, _) = game(
        &[],
        "",
        r#"{ name = "Guns", artillery = "field", mobility = "motorised", at = [4, 9], facing = "N" }"#,
        &format!(r#"{{ name = "E", {INF}, at = [4, 6], facing = "S" }}"#),
    );
    let r = reachable(&s, idx(&s, "Guns"));
    assert!(r.iter().all(|x| x.hex.distance(hex(4, 6)) > 1));
    assert!(r.iter().any(|x| x.hex.distance(hex(4, 6)) == 2));
}

#[test]
fn opa1_a_hex_holds_two_stands_of_one_division() {
    let (s, _) = game(
        &[],
        "",
        &format!(
            r#"{{ name = "M", {INF}, at = [4, 9], facing = "N" }},
               {{ name = "P1", {INF}, at = [4, 8], facing = "N" }},
               {{ name = "P2", {INF}, at = [4, 8], facing = "N" }},
               {{ name = "Q", {INF}, at = [5, 8], facing = "N" }}"#
        ),
        "",
    );
    let r = reachable(&s, idx(&s, "M"));
    assert!(!r.iter().any(|x| x.hex == hex(4, 8)), "full");
    assert!(
        r.iter().any(|x| x.hex == hex(5, 8)),
        "one of the same division: room for one more"
    );
}

#[test]
fn opa8_a_division_at_morale_0_moves_no_closer_to_the_enemy() {
    let (mut s, _) = game(
        &[],
        "",
        &format!(r#"{{ name = "M", {INF}, at = [4, 9], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 3], facing = "S" }}"#),
    );
    s.divisions[0].morale = 0;
    let i = idx(&s, "M");
    let now = s.nearest(s.stands[i].hex.unwrap(), Side::Axis);
    assert!(reachable(&s, i)
        .iter()
        .all(|r| s.nearest(r.hex, Side::Axis) >= now));
    assert!(!reachable(&s, i).is_empty(), "it may still fall back");
}

#[test]
fn section14_one_initiation_per_stand_and_one_stand_of_a_hex_per_enemy() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(
            r#"{{ name = "R1", {INF}, at = [4, 7], facing = "N" }},
               {{ name = "R2", {INF}, at = [4, 7], facing = "N" }}"#
        ),
        &format!(r#"{{ name = "E", {INF}, at = [4, 6], facing = "S" }}"#),
    );
    let (r1, r2, e) = (idx(&s, "R1"), idx(&s, "R2"), idx(&s, "E"));
    assert!(may_attack(&s, r1, e) && may_attack(&s, r2, e));
    umpire_opart::engagement::attack(&mut s, r1, e, &mut dice);
    assert!(!may_attack(&s, r1, e), "once a turn");
    if s.stands[e].hex.is_some() {
        assert!(
            !may_attack(&s, r2, e),
            "the other stand of the hex only supports (OPA-7)"
        );
    }
}

#[test]
fn opa6_sight_is_needed_except_by_artillery() {
    let (s, _) = game(
        &[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "....W....",
        ],
        "",
        &format!(
            r#"{{ name = "Rifles", {INF}, at = [4, 6], facing = "N" }},
               {{ name = "Guns", artillery = "field", mobility = "horse-drawn", at = [4, 8], facing = "N" }}"#
        ),
        &format!(r#"{{ name = "E", {INF}, at = [4, 4], facing = "S" }}"#),
    );
    let e = idx(&s, "E");
    assert!(
        !may_attack(&s, idx(&s, "Rifles"), e),
        "the wood between blocks sight"
    );
    assert!(may_attack(&s, idx(&s, "Guns"), e), "artillery needs none");
}

#[test]
fn opa2_flank_and_rear_attacks_gain_3() {
    let d = hex(4, 5);
    assert!(!from_flank_or_rear(d, HexDir::N, d.step(HexDir::N)));
    assert!(
        !from_flank_or_rear(d, HexDir::N, d.step(HexDir::NE)),
        "60° is front"
    );
    assert!(
        from_flank_or_rear(d, HexDir::N, d.step(HexDir::SE)),
        "120° is flank"
    );
    assert!(from_flank_or_rear(d, HexDir::N, d.step(HexDir::S)));
}

#[test]
fn section14_transient_effects() {
    let (s, _) = game(
        &[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "....W....",
        ],
        "works = [[2, 5]]",
        &format!(
            r#"{{ name = "Guns", artillery = "field", mobility = "horse-drawn", at = [4, 6], facing = "N" }},
               {{ name = "Rifles", {INF}, at = [2, 6], facing = "N" }}"#
        ),
        &format!(
            r#"{{ name = "InWood", {INF}, at = [4, 5], facing = "S" }},
               {{ name = "Dug", {INF}, at = [2, 5], facing = "N" }}"#
        ),
    );
    // Artillery next to a target in a wood, attacking its front: +1 −2.
    assert_eq!(effects(&s, idx(&s, "Guns"), idx(&s, "InWood")).0, -1);
    // Rifles against a dug-in stand facing away (rear): −2 +3.
    assert_eq!(effects(&s, idx(&s, "Rifles"), idx(&s, "Dug")).0, 1);
}

#[test]
fn section14_an_adjacent_command_stand_adds_its_value() {
    let (s, _) = game(
        &[],
        "",
        &format!(r#"{{ name = "Rifles", {INF}, at = [0, 10], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [0, 9], facing = "S" }}"#),
    );
    // The Soviet HQ (average general: value 2) stands at 0,11, next to the rifles.
    assert_eq!(effects(&s, idx(&s, "Rifles"), idx(&s, "E")).0, 2);
}

#[test]
fn opa9_losses_erode_value_and_morale_and_a_stand_at_0_is_removed() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "R", {INF}, at = [4, 7], facing = "N" }}"#),
        "",
    );
    let i = idx(&s, "R");
    let m = s.divisions[0].morale;
    lose(&mut s, i, 2, &mut dice);
    assert_eq!((s.stands[i].value, s.divisions[0].morale), (1, m - 2));
    lose(&mut s, i, 2, &mut dice);
    assert_eq!(s.stands[i].hex, None, "removed at 0");
    assert_eq!(
        s.divisions[0].morale,
        m - 3,
        "only the value it had comes off morale"
    );
}

#[test]
fn opa5_withdrawal_ends_one_hex_from_the_enemy_or_destroys_the_stand() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "R", {INF}, at = [4, 7], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 6], facing = "S" }}"#),
    );
    let i = idx(&s, "R");
    withdraw(&mut s, i, &mut dice);
    let h = s.stands[i].hex.unwrap();
    assert!(h.neighbours().iter().all(|&n| !s.has_side(n, Side::Axis)));
    assert!(h.distance(hex(4, 7)) <= 4);
    // Hemmed in by a river on every side: destroyed.
    let (mut s, mut dice) = game(
        &[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...~~~...",
            "...~.~...",
            "....~....",
        ],
        "",
        &format!(r#"{{ name = "R", {INF}, at = [4, 7], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 6], facing = "S" }}"#),
    );
    let i = idx(&s, "R");
    withdraw(&mut s, i, &mut dice);
    assert_eq!(s.stands[i].hex, None);
}

#[test]
fn section12_every_formation_is_activated_once_a_turn_in_a_hidden_order() {
    let sc = umpire_opart::bundled("vazuza").unwrap();
    let mut dice = Dice::new(7, false);
    let mut s = OpArt::new_game(&sc, &mut dice).unwrap();
    let mut seen = Vec::new();
    while s.turn == 1 {
        seen.push(s.active().unwrap());
        let seat = OpArt::to_act(&s).iter(6).next().unwrap();
        OpArt::apply(&mut s, seat, &Action::Done, &mut dice).unwrap();
    }
    seen.sort_unstable();
    assert_eq!(seen, [0, 1, 2, 3, 4]);
    let v = OpArt::view(&s, 0);
    assert_eq!(v.turned.len(), 1);
    assert_eq!(v.face_down, 4);
    assert!(
        !serde_json::to_string(&v).unwrap().contains("deck"),
        "the view carries no deck order"
    );
}

#[test]
fn opa11_a_side_whose_divisions_are_all_at_morale_0_loses() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "R", {INF}, at = [4, 7], facing = "N" }}"#),
        "",
    );
    s.divisions[1].morale = 1;
    let i = s.divisions[1].command;
    lose(&mut s, i, 1, &mut dice);
    umpire_opart::activation::check_collapse(&mut s, &mut dice);
    assert!(s.over);
    assert_eq!(OpArt::outcome(&s).unwrap().result, "Soviet Victory");
}

#[test]
fn opa8_a_division_at_morale_0_moves_no_closer_to_any_enemy_stand() {
    // Two enemies: one ahead (north), one to the east. A move north-west takes the stand away
    // from the nearest enemy but closer to the other; it is refused.
    let (mut s, _) = game(
        &[],
        "",
        &format!(r#"{{ name = "M", {INF}, at = [4, 6], facing = "N" }}"#),
        &format!(
            r#"{{ name = "Near", {INF}, at = [4, 4], facing = "S" }},
               {{ name = "East", {INF}, at = [8, 7], facing = "NW" }}"#
        ),
    );
    s.divisions[0].morale = 0;
    let i = idx(&s, "M");
    let from = s.stands[i].hex.unwrap();
    let enemies = [idx(&s, "Near"), idx(&s, "East")].map(|k| s.stands[k].hex.unwrap());
    let moves = reachable(&s, i);
    assert!(!moves.is_empty(), "it may still fall back");
    for r in &moves {
        for e in enemies {
            assert!(
                e.distance(r.hex) >= e.distance(from),
                "{} is closer to an enemy at {}",
                State::hex_name(r.hex),
                State::hex_name(e)
            );
        }
    }
    // The old test (nearest enemy only) allowed this hex: farther from Near, closer to East.
    let sideways = hex(5, 6);
    assert!(enemies[0].distance(sideways) >= enemies[0].distance(from));
    assert!(enemies[1].distance(sideways) < enemies[1].distance(from));
    assert!(!moves.iter().any(|r| r.hex == sideways));
}

/// Section 9: a division at morale 0 "may only move if it is withdrawing from the battlefield":
/// every move it is offered ends nearer its own edge, none sideways along it, none forward,
/// even where a sideways step would take it no closer to the enemy.
/// Section 9: "nearer its own edge" is counted in hexes, the fewest steps to any hex of the
/// edge. On this map's hexes (flat-topped, odd columns shifted down) that is the count of rows
/// or columns from the edge for every hex and every edge, which is what `Edge::distance` gives;
/// a division at morale 0 falling back to the west moves in hexes nearer it.
#[test]
fn section9_nearer_its_own_edge_is_counted_in_hexes() {
    let (w, h) = (9, 12);
    for edge in Edge::ALL {
        let on_edge: Vec<Hex> = (0..w)
            .flat_map(|c| (0..h).map(move |r| hex(c, r)))
            .filter(|&x| edge.holds(x, w, h))
            .collect();
        for c in 0..w {
            for r in 0..h {
                let x = hex(c, r);
                let steps = on_edge.iter().map(|&e| e.distance(x)).min().unwrap();
                assert_eq!(
                    i32::from(edge.distance(x, w, h)),
                    i32::from(steps),
                    "{} from the {} edge",
                    State::hex_name(x),
                    edge.name()
                );
            }
        }
    }
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "M", {INF}, at = [4, 6], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [8, 6], facing = "N" }}"#),
    );
    s.edges = [Edge::East, Edge::West];
    let i = idx(&s, "M");
    activate(&mut s, i, &mut dice);
    s.divisions[usize::from(s.stands[i].division)].morale = 0;
    let from = s.stands[i].hex.unwrap();
    let west: Vec<Hex> = (0..h).map(|r| hex(0, r)).collect();
    let steps = |x: Hex| west.iter().map(|&e| e.distance(x)).min().unwrap();
    let moves = reachable(&s, i);
    assert!(!moves.is_empty(), "it may still fall back");
    assert!(moves.iter().all(|m| steps(m.hex) < steps(from)));
}

#[test]
fn section9_a_division_at_morale_0_moves_only_towards_its_own_edge() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "M", {INF}, at = [4, 6], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 2], facing = "S" }}"#),
    );
    s.edges = [Edge::North, Edge::South];
    let i = idx(&s, "M");
    let seat = activate(&mut s, i, &mut dice);
    let from = s.stands[i].hex.unwrap();
    let row = |h: Hex| h.to_offset().1;
    // With morale left, a step sideways along the row is a move like any other.
    let sideways: Vec<Hex> = reachable(&s, i)
        .iter()
        .map(|r| r.hex)
        .filter(|&h| row(h) == row(from))
        .collect();
    assert!(!sideways.is_empty());
    s.divisions[usize::from(s.stands[i].division)].morale = 0;
    let moves = reachable(&s, i);
    assert!(!moves.is_empty(), "it may still fall back");
    for r in &moves {
        assert!(
            row(r.hex) > row(from),
            "{} is not nearer the south edge",
            State::hex_name(r.hex)
        );
    }
    let to = sideways[0];
    let step = Action::Move {
        stand: i as u16,
        to,
    };
    assert!(!legal(&s, seat).contains(&step));
    let err = OpArt::check(&s, seat, &step).unwrap_err();
    assert_eq!(err.rule, "section 9: morale");
    assert!(err.reason.contains("south"), "{}", err.reason);
}

#[test]
fn section9_a_division_at_morale_0_may_withdraw_off_the_battlefield() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "M", {INF}, at = [4, 10], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 6], facing = "S" }}"#),
    );
    // The Soviets stand in the south: their edge is the south one.
    assert_eq!(s.edge(Side::Soviet).name(), "south");
    let i = idx(&s, "M");
    let seat = activate(&mut s, i, &mut dice);
    let leave = Action::Leave { stand: i as u16 };
    // With morale left, it may not go.
    let err = OpArt::check(&s, seat, &leave).unwrap_err();
    assert_eq!(err.rule, "section 9: morale");
    assert!(!legal(&s, seat).contains(&leave));
    // At morale 0 it may: a foot stand two hexes from the edge reaches row 11.
    s.divisions[usize::from(s.stands[i].division)].morale = 0;
    assert!(legal(&s, seat).contains(&leave));
    OpArt::apply(&mut s, seat, &leave, &mut dice).unwrap();
    assert!(s.stands[i].hex.is_none() && s.stands[i].left);
    assert!(OpArt::render(&OpArt::view(&s, seat)).contains("1 withdrawn off the battlefield"));
}

#[test]
fn section9_a_stand_too_far_from_its_edge_cannot_withdraw_off_it_this_move() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "M", {INF}, at = [4, 5], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 2], facing = "S" }}"#),
    );
    let i = idx(&s, "M");
    activate(&mut s, i, &mut dice);
    s.edges = [Edge::North, Edge::South];
    s.divisions[usize::from(s.stands[i].division)].morale = 0;
    assert!(!umpire_opart::movement::may_leave(&s, i));
    assert!(
        umpire_opart::view::why(&s, &Action::Leave { stand: i as u16 })
            .reason
            .contains("south")
    );
}

#[test]
fn ump_opa_12_the_minimum_battlefield_is_9_by_12_either_way_round() {
    let row = ".".repeat(12);
    let rows: Vec<String> = (0..9).map(|_| row.clone()).collect();
    let text = format!(
        "name = \"t\"\ntitle = \"t\"\n[map]\nterrain = {rows:?}\n\
         [[divisions]]\nname = \"S\"\nside = \"soviet\"\ndie = \"d10\"\nstands = [\n\
         {{ name = \"SHQ\", stand = \"division-command\", general = \"average\", mobility = \"foot\", at = [11, 4], facing = \"NW\" }}]\n\
         [[divisions]]\nname = \"A\"\nside = \"axis\"\ndie = \"d12\"\nstands = [\n\
         {{ name = \"AHQ\", stand = \"division-command\", general = \"average\", mobility = \"foot\", at = [0, 4], facing = \"SE\" }}]\n"
    );
    let sc = Scenario::from_toml(&text).unwrap();
    let s = OpArt::new_game(&sc, &mut Dice::new(1, false)).unwrap();
    assert_eq!((s.map.width, s.map.height), (12, 9));
    assert_eq!(s.edge(Side::Soviet).name(), "east");
    assert_eq!(s.edge(Side::Axis).name(), "west");
    // The scenario may name them instead.
    let named = text.replace(
        "[map]",
        "edges = { axis = \"north\", soviet = \"south\" }\n[map]",
    );
    let s = OpArt::new_game(
        &Scenario::from_toml(&named).unwrap(),
        &mut Dice::new(1, false),
    )
    .unwrap();
    assert_eq!(s.edge(Side::Soviet).name(), "south");
    let small: Vec<String> = (0..8).map(|_| row.clone()).collect();
    let sc =
        Scenario::from_toml(&text.replace(&format!("{rows:?}"), &format!("{small:?}"))).unwrap();
    let err = OpArt::new_game(&sc, &mut Dice::new(1, false)).unwrap_err();
    assert!(err.to_string().contains("9 × 12"), "{err}");
}

#[test]
fn ump_opa_13_a_command_stand_in_the_same_hex_adds_its_value() {
    let (s, _) = game(
        &[],
        "",
        &format!(r#"{{ name = "Rifles", {INF}, at = [0, 11], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [0, 10], facing = "S" }}"#),
    );
    // The Soviet HQ (value 2) shares the rifles' hex 0,11.
    assert_eq!(effects(&s, idx(&s, "Rifles"), idx(&s, "E")).0, 2);
}

#[test]
fn ump_opa_14_two_stands_of_a_hex_may_each_engage_a_different_stand_of_one_enemy_hex() {
    let (s, _) = game(
        &[],
        "",
        &format!(
            r#"{{ name = "R1", {INF}, at = [4, 7], facing = "N" }},
               {{ name = "R2", {INF}, at = [4, 7], facing = "N" }}"#
        ),
        &format!(
            r#"{{ name = "E1", {INF}, at = [4, 6], facing = "S" }},
               {{ name = "E2", {INF}, at = [4, 6], facing = "S" }}"#
        ),
    );
    let mut s = s;
    let mut dice = Dice::new(3, false);
    let (r1, r2, e1, e2) = (idx(&s, "R1"), idx(&s, "R2"), idx(&s, "E1"), idx(&s, "E2"));
    umpire_opart::engagement::attack(&mut s, r1, e1, &mut dice);
    if s.stands[r2].hex.is_some() && s.stands[e2].hex.is_some() {
        assert!(
            may_attack(&s, r2, e2),
            "the other enemy stand is still free"
        );
    }
    if s.stands[e1].hex.is_some() {
        assert!(!may_attack(&s, r2, e1), "E1 was engaged from this hex");
    }
}

#[test]
fn section13_a_person_chooses_where_the_stand_withdraws() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "R", {INF}, at = [4, 7], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 6], facing = "S" }}"#),
    );
    // The engine's choice for a bot.
    let mut engine = s.clone();
    let i = idx(&s, "R");
    withdraw(&mut engine, i, &mut dice.clone());
    let engines = engine.stands[i].hex.unwrap();
    // A person holds the Soviet seat: the state waits for the choice.
    s.rules.owner_choices = vec!["soviet".into()];
    withdraw(&mut s, i, &mut dice);
    let w = s.pending.clone().expect("the owner chooses");
    assert_eq!(usize::from(w.stand), i);
    assert!(w.options.len() > 1 && w.options.contains(&engines));
    let seat = OpArt::to_act(&s).iter(OpArt::SEATS.len()).next().unwrap();
    assert_eq!(OpArt::SEATS[usize::from(seat)], "soviet");
    let choices = legal(&s, seat);
    assert_eq!(choices.len(), w.options.len());
    // Anything else is refused, naming the rule; the Axis may not act meanwhile.
    let err = OpArt::check(&s, seat, &Action::Done).unwrap_err();
    assert_eq!(err.rule, "section 13: withdrawal");
    let axis = OpArt::SEATS.iter().position(|n| *n == "axis").unwrap() as u8;
    assert!(legal(&s, axis).is_empty());
    // A hex not among the options is refused; one of them is taken.
    assert!(OpArt::check(&s, seat, &Action::WithdrawTo { to: hex(0, 0) }).is_err());
    let pick = *w.options.iter().find(|&&h| h != engines).unwrap();
    OpArt::apply(&mut s, seat, &Action::WithdrawTo { to: pick }, &mut dice).unwrap();
    assert_eq!(s.stands[i].hex, Some(pick));
    assert!(s.pending.is_none());
    let h = s.stands[i].hex.unwrap();
    assert!(h.neighbours().iter().all(|&n| !s.has_side(n, Side::Axis)));
}

#[test]
fn section13_an_unknown_seat_in_owner_choices_is_refused() {
    let mut sc = umpire_opart::bundled("vazuza").unwrap();
    sc.rules.owner_choices = vec!["soviet-9".into()];
    let e = OpArt::new_game(&sc, &mut Dice::new(1, false))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("rules.owner_choices") && e.contains("soviet-9"),
        "{e}"
    );
}

#[test]
fn refusals_and_narration_are_written_for_people_not_as_rust_values() {
    let e = umpire_opart::view::parse("move").unwrap_err();
    assert!(e.starts_with("\"move\" needs more arguments"), "{e}");
    assert!(!e.contains("Some("), "{e}");
    let (s, _) = game(&[], "", "", "");
    let text = OpArt::render(&OpArt::view(&s, 0));
    assert!(!text.contains("Some(") && !text.contains("None"), "{text}");
}

#[test]
fn the_board_fits_80_columns_and_cuts_no_name() {
    let sc = umpire_opart::bundled("vazuza").unwrap();
    let mut dice = Dice::new(1, false);
    let s = OpArt::new_game(&sc, &mut dice).unwrap();
    for seat in 0..OpArt::SEATS.len() {
        let v = OpArt::view(&s, seat as u8);
        let text = OpArt::render(&v);
        for line in text.lines() {
            assert!(
                line.chars().count() <= 80,
                "{} chars: {line}",
                line.chars().count()
            );
        }
        // Every long stand name is whole once the wrapped lines are joined again.
        let joined = text.replace("\n      ", " ");
        for st in v
            .stands
            .iter()
            .filter(|st| st.hex.is_some() && Some(st.division) == v.active)
        {
            assert!(joined.contains(&*st.name), "{} is cut:\n{text}", st.name);
        }
        assert!(
            text.contains("arrow = facing"),
            "the key for stands:\n{text}"
        );
    }
}

/// Section 12: an activated formation "may move and/or engage in combat", and no step of the
/// sequence puts moving before engaging, so a stand that has engaged may still make its move
/// (once), though it does not engage again.
#[test]
fn section12_a_stand_that_has_engaged_may_still_move() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "R", {INF}, at = [4, 7], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 6], facing = "S" }}"#),
    );
    let (r, e) = (idx(&s, "R"), idx(&s, "E"));
    let seat = activate(&mut s, r, &mut dice);
    let attack = Action::Attack {
        stand: r as u16,
        target: e as u16,
    };
    assert!(legal(&s, seat).contains(&attack));
    OpArt::apply(&mut s, seat, &attack, &mut dice).unwrap();
    assert!(
        s.pending.is_none() && s.stands[r].hex.is_some(),
        "this seed's engagement leaves the attacker in place"
    );
    let moves: Vec<Action> = legal(&s, seat)
        .into_iter()
        .filter(|a| matches!(a, Action::Move { stand, .. } if usize::from(*stand) == r))
        .collect();
    assert!(!moves.is_empty(), "it has fired and may still move");
    assert!(!legal(&s, seat).contains(&attack), "it engages once a turn");
    OpArt::apply(&mut s, seat, &moves[0], &mut dice).unwrap();
    assert!(s.stands[r].moved);
    assert!(
        !legal(&s, seat)
            .iter()
            .any(|a| matches!(a, Action::Move { stand, .. } if usize::from(*stand) == r)),
        "one move an activation"
    );
}

#[test]
fn opa1_a_refused_move_names_the_scenarios_stacking_limit() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "R", {INF}, at = [4, 7], facing = "N" }}"#),
        "",
    );
    s.rules.stacking = 3;
    let i = idx(&s, "R");
    let seat = activate(&mut s, i, &mut dice);
    let far = Action::Move {
        stand: u16::try_from(i).unwrap(),
        to: hex(4, 1),
    };
    let e = OpArt::check(&s, seat, &far).unwrap_err();
    assert!(
        e.to_string()
            .contains("at most 3 stands of one division a hex"),
        "{e}"
    );
}

#[test]
fn ump_opa_15_a_handicap_adds_objective_points_to_one_side_at_the_end() {
    // Vazuza's objectives as they stand at the start, then with each side given a handicap.
    let text = umpire_opart::SCENARIOS
        .iter()
        .find(|b| b.name == "vazuza")
        .unwrap()
        .toml;
    let outcome = |handicap: i16| {
        let mut sc: Scenario = Scenario::from_toml(text).unwrap();
        sc.rules.handicap = handicap;
        let mut s = OpArt::new_game(&sc, &mut Dice::new(1, false)).unwrap();
        s.over = true;
        umpire_opart::outcome(&s)
    };
    let plain = outcome(0);
    let lead = plain.score as i16; // the Axis holds every objective at the start
    assert!(lead > 0, "{}", plain.summary);
    assert_eq!(plain.result, "Axis Victory");
    // The Soviets given the Axis's lead: equal points, a draw.
    let even = outcome(-lead);
    assert_eq!(even.result, "Draw", "{}", even.summary);
    assert_eq!(even.score, 0.0);
    assert!(
        even.summary
            .ends_with(&format!("(the Soviets' with a handicap of {lead})")),
        "{}",
        even.summary
    );
    // One more point: the Soviets win; given to the Axis it only adds to its lead.
    assert_eq!(outcome(-lead - 1).result, "Soviet Victory");
    assert_eq!(outcome(3).score, plain.score + 3.0);
    // The check bounds it, naming the field.
    let mut sc: Scenario = Scenario::from_toml(text).unwrap();
    sc.rules.handicap = 101;
    let e = OpArt::new_game(&sc, &mut Dice::new(1, false)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "rules.handicap: must be -100 to 100 objective points"
    );
    // Left at 0 it is not written: the state's JSON, and so every golden log, is unchanged.
    let s = OpArt::new_game(
        &Scenario::from_toml(text).unwrap(),
        &mut Dice::new(1, false),
    )
    .unwrap();
    assert!(!serde_json::to_string(&s).unwrap().contains("handicap"));
}
