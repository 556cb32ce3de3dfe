//! Section 7: large stands occupy two hexes, and move and measure their ranges from the hex of
//! their front edge.

use umpire_core::geometry::HexDir;
use umpire_core::Ruleset;
use umpire_opart::engagement::{may_attack, withdraw};
use umpire_opart::movement::reachable;
use umpire_opart::{Action, OpArt, Scenario, Side};

mod common;
use common::*;

const TANKS: &str = r#"afv = "medium", mobility = "tracked", large = true"#;

#[test]
fn section7_a_large_stand_occupies_its_hex_and_the_one_behind() {
    let (s, _) = game(
        &[],
        "",
        &format!(r#"{{ name = "Big", {TANKS}, at = [4, 6], facing = "N" }}"#),
        "",
    );
    let i = idx(&s, "Big");
    assert_eq!(s.stands[i].rear(), Some(hex(4, 7)));
    assert!(s.stands_at(hex(4, 7)).any(|k| k == i));
    assert!(s.has_side(hex(4, 7), Side::Soviet));
    assert_eq!(OpArt::check_invariants(&s), Ok(()));
    // The rear hex counts against the stacking limit: two more stands will not fit there.
    let text = |at: &str, facing: &str| {
        let rows = vec![".........".to_owned(); 12];
        format!(
            "name = \"t\"\ntitle = \"t\"\n[map]\nterrain = {rows:?}\n\
             [[divisions]]\nname = \"S\"\nside = \"soviet\"\ndie = \"d10\"\nstands = [\n\
             {{ name = \"SHQ\", stand = \"division-command\", general = \"average\", mobility = \"foot\", at = [0, 11], facing = \"N\" }},\n\
             {{ name = \"Big\", {TANKS}, at = [4, 0], facing = \"{facing}\" }},\n\
             {{ name = \"One\", {INF}, at = {at}, facing = \"N\" }},\n\
             {{ name = \"Two\", {INF}, at = {at}, facing = \"N\" }}]\n\
             [[divisions]]\nname = \"A\"\nside = \"axis\"\ndie = \"d12\"\nstands = [\n\
             {{ name = \"AHQ\", stand = \"division-command\", general = \"average\", mobility = \"foot\", at = [8, 8], facing = \"S\" }}]\n"
        )
    };
    let new_game = |t: String| {
        let mut dice = umpire_core::Dice::new(1, false);
        OpArt::new_game(&Scenario::from_toml(&t).unwrap(), &mut dice)
    };
    let e = new_game(text("[4, 1]", "N")).unwrap_err();
    assert!(e.to_string().contains("3 stands in hex 4,1"), "{e}");
    new_game(text("[5, 1]", "N")).unwrap();
    // Facing north from the top row, its rear is in the second row; facing south, off the map.
    let e = new_game(text("[5, 1]", "S")).unwrap_err();
    assert_eq!(e.field, "divisions[].stands[].large");
    assert!(e.to_string().contains("rear hex 4,-1"), "{e}");
}

#[test]
fn section7_a_large_stand_moves_from_its_front_hex_and_its_rear_follows() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(
            r#"{{ name = "Big", {TANKS}, at = [4, 8], facing = "N" }},
               {{ name = "Small", afv = "medium", mobility = "tracked", at = [6, 8], facing = "N" }}"#
        ),
        "",
    );
    let (big, small) = (idx(&s, "Big"), idx(&s, "Small"));
    // Four hexes from the front hex, as far as a stand of one hex goes.
    let from = s.stands[big].hex.unwrap();
    let farthest = |s: &umpire_opart::state::State, i: usize| {
        let from = s.stands[i].hex.unwrap();
        reachable(s, i).iter().map(|r| r.hex.distance(from)).max()
    };
    assert_eq!(farthest(&s, big), farthest(&s, small));
    let seat = activate(&mut s, big, &mut dice);
    let to = hex(4, 5);
    OpArt::apply(
        &mut s,
        seat,
        &Action::Move {
            stand: u16::try_from(big).unwrap(),
            to,
        },
        &mut dice,
    )
    .unwrap();
    let st = &s.stands[big];
    assert_eq!(st.hex, Some(to));
    assert_eq!(
        st.rear(),
        Some(hex(4, 6)),
        "the rear follows, in the hex it came from"
    );
    assert_eq!(from.distance(to), 3);
}

#[test]
fn section7_ranges_run_from_the_front_hex_to_either_hex_of_the_target() {
    // Big, large infantry (range 2), faces north at 4,6 (rear 4,7). Axis infantry at 4,9 is two
    // hexes from Big's rear and three from its front: it may engage Big, whose rear is in its
    // range, but Big may not engage it, as Big's range runs from its front hex.
    let (s, _) = game(
        &[],
        "",
        &format!(r#"{{ name = "Big", {INF}, large = true, at = [4, 6], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 9], facing = "N" }}"#),
    );
    let (big, e) = (idx(&s, "Big"), idx(&s, "E"));
    let at = s.stands[e].hex.unwrap();
    assert_eq!((at.distance(hex(4, 7)), at.distance(hex(4, 6))), (2, 3));
    assert_eq!(s.stands[big].spec.range(), 2);
    assert!(may_attack(&s, e, big));
    assert!(!may_attack(&s, big, e));
}

#[test]
fn section7_a_large_stand_turns_only_where_its_rear_fits() {
    // Big at 4,6 facing N; an Axis stand at 4,5 in front. Turned to face S, its rear would be
    // the enemy's hex: refused, and not listed; turned NE it is fine.
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "Big", {TANKS}, at = [4, 6], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 5], facing = "S" }}"#),
    );
    let big = idx(&s, "Big");
    let seat = activate(&mut s, big, &mut dice);
    let stand = u16::try_from(big).unwrap();
    let south = Action::Face {
        stand,
        facing: HexDir::S,
    };
    let e = OpArt::check(&s, seat, &south).unwrap_err();
    assert!(e.rule.contains("section 7"), "{e}");
    assert!(e.to_string().contains("rear in 4,5"), "{e}");
    let l = legal(&s, seat);
    assert!(!l.contains(&south));
    assert!(l.contains(&Action::Face {
        stand,
        facing: HexDir::NE
    }));
}

#[test]
fn section7_a_large_stand_withdraws_with_its_rear_clear_of_the_enemy() {
    let (mut s, mut dice) = game(
        &[],
        "",
        &format!(r#"{{ name = "Big", {TANKS}, at = [4, 6], facing = "N" }}"#),
        &format!(r#"{{ name = "E", {INF}, at = [4, 5], facing = "S" }}"#),
    );
    let big = idx(&s, "Big");
    withdraw(&mut s, big, &mut dice);
    let st = &s.stands[big];
    let (front, rear) = (st.hex.unwrap(), st.rear().unwrap());
    for h in [front, rear] {
        assert!(
            h.neighbours().iter().all(|&n| !s.has_side(n, Side::Axis)),
            "{h:?} is next to the enemy"
        );
    }
    assert_eq!(OpArt::check_invariants(&s), Ok(()));
}

/// OPA-10 with section 7: a large enemy stand is one stand, though it fills two hexes. A hex
/// next to both of its hexes is next to one enemy stand, so a move may pass it (where two
/// stands in the same two hexes close the gap).
#[test]
fn opa10_a_large_enemy_stand_counts_once_between_enemy_stands() {
    let mover =
        r#"{ name = "Mover", afv = "medium", mobility = "tracked", at = [3, 7], facing = "N" }"#;
    // Facing south from 4,6, the large stand's rear is 4,5; hex 3,5 is next to both.
    let (s, _) = game(
        &[],
        "",
        mover,
        &format!(r#"{{ name = "Big", {TANKS}, at = [4, 6], facing = "S" }}"#),
    );
    assert_eq!(s.stands[idx(&s, "Big")].rear(), Some(hex(4, 5)));
    let i = idx(&s, "Mover");
    assert!(
        reachable(&s, i).iter().any(|r| r.hex == hex(3, 3)),
        "past one large stand through 3,5"
    );
    let (two, _) = game(
        &[],
        "",
        mover,
        &format!(
            r#"{{ name = "E1", {INF}, at = [4, 6], facing = "S" }},
               {{ name = "E2", {INF}, at = [4, 5], facing = "S" }}"#
        ),
    );
    let i = idx(&two, "Mover");
    assert!(
        !reachable(&two, i).iter().any(|r| r.hex == hex(3, 3)),
        "two stands in the same hexes close the gap"
    );
}
