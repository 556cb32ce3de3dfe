//! Movement, engagement, withdrawal, morale, activation and victory, each test named after the
//! rule it pins.

use umpire_core::geometry::{Hex, HexDir};
use umpire_core::{Dice, Ruleset};
use umpire_opart::engagement::{effects, from_flank_or_rear, lose, may_attack, withdraw};
use umpire_opart::movement::reachable;
use umpire_opart::state::State;
use umpire_opart::{Action, OpArt, Scenario, Side};

/// A 9 × 12 open map with `terrain` rows overriding the top rows, and two formations:
/// Soviet stands then Axis stands (each a TOML inline table without `at`/`facing` handled by
/// the caller).
fn game(terrain: &[&str], extra_map: &str, soviet: &str, axis: &str) -> (State, Dice) {
    let mut rows: Vec<String> = terrain.iter().map(|r| format!("{r:.<9}")).collect();
    while rows.len() < 12 {
        rows.push(".........".into());
    }
    let text = format!(
        "name = \"t\"\ntitle = \"t\"\n[map]\nterrain = {rows:?}\n{extra_map}\n\
         [[divisions]]\nname = \"S\"\nside = \"soviet\"\ndie = \"d10\"\nstands = [\n\
         {{ name = \"SHQ\", stand = \"division-command\", general = \"average\", mobility = \"foot\", at = [0, 11], facing = \"N\" }},\n{soviet}\n]\n\
         [[divisions]]\nname = \"A\"\nside = \"axis\"\ndie = \"d12\"\nstands = [\n\
         {{ name = \"AHQ\", stand = \"division-command\", general = \"average\", mobility = \"foot\", at = [8, 0], facing = \"S\" }},\n{axis}\n]\n"
    );
    let sc = Scenario::from_toml(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut dice = Dice::new(1, false);
    let s = OpArt::new_game(&sc, &mut dice).unwrap();
    (s, dice)
}

fn idx(s: &State, name: &str) -> usize {
    s.stands.iter().position(|x| x.name == name).unwrap()
}

fn hex(c: i16, r: i16) -> Hex {
    Hex::from_offset(c, r)
}

fn far(s: &State, name: &str) -> u16 {
    let i = idx(s, name);
    let from = s.stands[i].hex.unwrap();
    reachable(s, i)
        .iter()
        .map(|r| r.hex.distance(from))
        .max()
        .unwrap_or(0)
}

const INF: &str = r#"troops = "regular", mobility = "foot""#;

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
