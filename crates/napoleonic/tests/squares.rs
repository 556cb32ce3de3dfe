//! 8A–8C: any number of line or Guards infantry units may form one square; ours is four units
//! in a 2 × 2 block of board squares, a stand at each corner for each of its two faces
//! (UMP-NAP-18), or nine in a 3 × 3 block (UMP-NAP-29).

mod common;

use common::*;
use umpire_core::geometry::Square;
use umpire_core::Ruleset;
use umpire_napoleonic::game::{Phase, State};
use umpire_napoleonic::rules::Action;
use umpire_napoleonic::scenario::Formation;
use umpire_napoleonic::Napoleonic;

/// Side a's four line battalions of two stands each in the 2 × 2 block 2,1–3,2 (too small to
/// square alone), and side b's cavalry up the board; at side a's move.
fn four_battalions() -> (State, umpire_core::Dice, [u16; 4]) {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "p", "line-infantry", 2, 1, "N"),
            (0, "q", "line-infantry", 3, 1, "N"),
            (0, "r", "line-infantry", 2, 2, "N"),
            (0, "t", "line-infantry", 3, 2, "N"),
            (1, "x", "line-cavalry", 3, 6, "S"),
        ],
    );
    let units = [idx(&s, "p"), idx(&s, "q"), idx(&s, "r"), idx(&s, "t")];
    for &k in &units {
        s.units[usize::from(k)].stands = 2;
    }
    to_move(&mut s, &mut d);
    (s, d, units)
}

fn legal(s: &State, seat: u8) -> Vec<Action> {
    let mut v = Vec::new();
    Napoleonic::legal_actions(s, seat, &mut v);
    v
}

#[test]
fn rule_8a_four_units_in_a_block_form_one_square_together() {
    let (mut s, mut d, units) = four_battalions();
    // Two stands cannot square alone (a stand a face), but four such units together can.
    let alone = Action::Form {
        unit: units[0],
        formation: Formation::Square,
    };
    assert!(Napoleonic::check(&s, 0, &alone).is_err());
    let together = Action::FormSquare { units };
    assert!(legal(&s, 0).contains(&together));
    act(&mut s, &mut d, 0, together);
    for &k in &units {
        let u = &s.units[usize::from(k)];
        assert!(u.in_square() && u.moved, "{}", u.id);
        assert_eq!(u.square_with, Some(units[0]));
    }
    assert!(s
        .reports
        .iter()
        .any(|r| r.contains("form one square together")));
    // A square does not move.
    let e = Napoleonic::check(
        &s,
        0,
        &Action::Move {
            unit: units[3],
            to: Square::new(3, 3),
        },
    )
    .unwrap_err();
    assert!(e.rule.contains("2A") || e.rule.contains("8B"), "{e}");
    assert_eq!(Napoleonic::check_invariants(&s), Ok(()));
    // Cavalry may not melee any corner of it (8B).
    s.attacker = 1;
    let x = idx(&s, "x");
    s.units[usize::from(x)].square = Square::new(3, 4);
    let e = Napoleonic::check(
        &s,
        1,
        &Action::Move {
            unit: x,
            to: Square::new(3, 2),
        },
    )
    .unwrap_err();
    assert!(e.rule.contains("8B"), "{e}");
}

#[test]
fn rule_8a_no_long_rectangles_and_only_line_or_guards_infantry() {
    // Four battalions in a row: no square of them is offered, and one named is refused.
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "p", "line-infantry", 1, 1, "N"),
            (0, "q", "line-infantry", 2, 1, "N"),
            (0, "r", "line-infantry", 3, 1, "N"),
            (0, "t", "light-infantry", 4, 1, "N"),
            (1, "x", "line-cavalry", 3, 6, "S"),
        ],
    );
    to_move(&mut s, &mut d);
    let units = [idx(&s, "p"), idx(&s, "q"), idx(&s, "r"), idx(&s, "t")];
    assert!(!legal(&s, 0)
        .iter()
        .any(|a| matches!(a, Action::FormSquare { .. })));
    let e = Napoleonic::check(&s, 0, &Action::FormSquare { units }).unwrap_err();
    assert!(e.to_string().contains("t cannot join a square"), "{e}");
    // Light infantry moved into the block still may not join it.
    s.units[usize::from(units[2])].square = Square::new(1, 2);
    s.units[usize::from(units[3])].square = Square::new(2, 2);
    let e = Napoleonic::check(&s, 0, &Action::FormSquare { units }).unwrap_err();
    assert!(e.rule.contains("8A"), "{e}");
    s.units[usize::from(units[3])].kind = umpire_napoleonic::scenario::Kind::GuardsInfantry;
    Napoleonic::check(&s, 0, &Action::FormSquare { units }).unwrap();
    // Named out of order, or twice: refused.
    let e = Napoleonic::check(
        &s,
        0,
        &Action::FormSquare {
            units: [units[1], units[0], units[2], units[3]],
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("ascending"), "{e}");
}

#[test]
fn rule_8c_a_square_of_four_units_breaks_when_a_corner_loses_a_face() {
    // Side b's square of four two-stand battalions (2,4–3,5) takes side a's volleys at its
    // corner 3,4 from 3,3 and 4,4; a person holds b.
    let mut broke = 0;
    for seed in 1..40 {
        let (mut s, _) = board(
            &OPEN,
            &[
                (0, "f1", "line-infantry", 3, 3, "N"),
                (0, "f2", "line-infantry", 4, 4, "W"),
                (1, "p", "line-infantry", 2, 4, "S"),
                (1, "q", "line-infantry", 3, 4, "S"),
                (1, "r", "line-infantry", 2, 5, "S"),
                (1, "t", "line-infantry", 3, 5, "S"),
            ],
        );
        let mut d = umpire_core::Dice::new(seed, true);
        let units = [idx(&s, "p"), idx(&s, "q"), idx(&s, "r"), idx(&s, "t")];
        for &k in &units {
            let u = &mut s.units[usize::from(k)];
            u.stands = 2;
            u.formation = Formation::Square;
            u.square_with = Some(units[0]);
        }
        s.sides[1].owner_chooses = true;
        assert_eq!(Napoleonic::check_invariants(&s), Ok(()));
        act(&mut s, &mut d, 0, Action::Done);
        act(&mut s, &mut d, 1, Action::Done);
        for f in ["f1", "f2"] {
            let unit = idx(&s, f);
            act(
                &mut s,
                &mut d,
                0,
                Action::Volley {
                    unit,
                    target: units[1],
                    stands_first: false,
                },
            );
        }
        act(&mut s, &mut d, 0, Action::Done);
        act(&mut s, &mut d, 1, Action::Done);
        assert_eq!(Napoleonic::check_invariants(&s), Ok(()));
        if s.units[usize::from(units[1])].stands == 2 {
            assert!(s.units[usize::from(units[0])].in_square());
            continue;
        }
        broke += 1;
        // A face has a board square without a stand: every unit of the square is in line,
        // and its owner faces them one way before the attacker moves.
        for &k in &units {
            let u = &s.units[usize::from(k)];
            assert!(!u.in_square() && u.square_with.is_none(), "{}", u.id);
        }
        assert_eq!(s.phase, Phase::Facing, "{:?}", s.reports);
        let mut waiting = s.to_face.clone();
        waiting.sort_unstable();
        let alive: Vec<u16> = units
            .iter()
            .copied()
            .filter(|&k| s.units[usize::from(k)].on_board())
            .collect();
        assert_eq!(waiting, alive);
    }
    assert!(broke > 0, "no seed took a stand off the corner");
}

#[test]
fn rule_8a_breaking_a_square_of_four_units_breaks_it_for_all_of_them() {
    let (mut s, mut d, units) = four_battalions();
    act(&mut s, &mut d, 0, Action::FormSquare { units });
    // The next turns, at side a's move again: one of them forms line, and all four do.
    while !(s.phase == Phase::Move && s.attacker == 0 && s.turn > 1) {
        let seat = Napoleonic::to_act(&s).iter(2).next().unwrap();
        act(&mut s, &mut d, seat, Action::Done);
    }
    assert!(s.units[usize::from(units[0])].in_square(), "still a square");
    act(
        &mut s,
        &mut d,
        0,
        Action::Form {
            unit: units[2],
            formation: Formation::Line,
        },
    );
    for &k in &units {
        let u = &s.units[usize::from(k)];
        assert_eq!(u.formation, Formation::Line, "{}", u.id);
        assert!(u.square_with.is_none() && u.moved);
    }
    // Typed at the prompt, in any order.
    let typed = Napoleonic::parse_action(&s, 0, "square t p r q").unwrap();
    assert_eq!(typed, Action::FormSquare { units });
}

/// 8A with UMP-NAP-29: nine units in a 3 × 3 block form one square, each holding the faces of
/// its board square on the block's edge: a corner two stands, a side's middle one, the centre
/// none (but a unit has at least one). A Guards battalion of one stand (exempt from section 9's
/// falling back) may take a side's middle, though not a corner. The square breaks when a unit
/// falls below its faces (8C).
#[test]
fn rule_8a_nine_units_in_a_3_by_3_block_form_one_square_together() {
    let ids: Vec<String> = (0..9).map(|k| format!("u{k}")).collect();
    // `guard`: the unit (by place) made a one-stand Guards battalion.
    let nine_units = |guard: usize| {
        let mut list = Vec::new();
        for (k, id) in ids.iter().enumerate() {
            let (x, y) = (2 + (k % 3) as i8, 1 + (k / 3) as i8);
            let kind = if k == guard {
                "guards-infantry"
            } else {
                "line-infantry"
            };
            list.push((0u8, id.as_str(), kind, x, y, "N"));
        }
        list.push((1, "x", "line-cavalry", 3, 6, "S"));
        let (mut s, mut d) = board(&OPEN, &list);
        let mut units = [0u16; 9];
        for (k, id) in ids.iter().enumerate() {
            units[k] = idx(&s, id);
            s.units[usize::from(units[k])].stands = if k == guard { 1 } else { 2 };
        }
        units.sort_unstable();
        to_move(&mut s, &mut d);
        (s, d, units)
    };
    let (mut s, mut d, units) = nine_units(1);
    let nine = Action::FormSquareOfNine { units };
    assert!(legal(&s, 0).contains(&nine));
    assert_eq!(
        Napoleonic::parse_action(&s, 0, "square u0 u1 u2 u3 u4 u5 u6 u7 u8").unwrap(),
        nine
    );
    act(&mut s, &mut d, 0, nine);
    for &k in &units {
        let u = &s.units[usize::from(k)];
        assert!(u.in_square(), "{}", u.id);
        assert_eq!(u.square_with, Some(units[0]));
    }
    assert_eq!(Napoleonic::check_invariants(&s), Ok(()));
    // The one-stand Guards at a corner cannot hold its two faces.
    let (t, _, units) = nine_units(0);
    let e = Napoleonic::check(&t, 0, &Action::FormSquareOfNine { units }).unwrap_err();
    assert!(e.to_string().contains("2 faces"), "{e}");
    assert!(!legal(&t, 0).contains(&Action::FormSquareOfNine { units }));
    // A side's middle losing its stand breaks the whole square (8C).
    let mid = usize::from(idx(&s, "u1"));
    umpire_napoleonic::game::kill_stands(&mut s, mid, 1);
    for &k in &units {
        assert_ne!(s.units[usize::from(k)].formation, Formation::Square);
        assert_eq!(s.units[usize::from(k)].square_with, None);
    }
}
