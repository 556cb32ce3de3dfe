//! Melee pinned on small positions (section 5, NAP-5..8): who may melee and support, the
//! deployments and their losses, retreats, equipment, facing after the melee (5I) and a
//! broken square (8C).

mod common;

use common::*;
use umpire_core::geometry::{Dir8, Square};
use umpire_core::{Dice, Ruleset};
use umpire_napoleonic::game::Phase;
use umpire_napoleonic::mdi::Card;
use umpire_napoleonic::rules::Action;
use umpire_napoleonic::scenario::Formation;
use umpire_napoleonic::{bundled, Napoleonic};

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

#[test]
fn ump_nap_26_a_battery_without_crew_leaves_its_guns_to_be_taken_up_or_captured() {
    use umpire_napoleonic::game::{kill_stands, Status};
    // Side a's foot battery at 3,3 loses its whole crew: its two guns and wagon stay there,
    // counting for nobody.
    let units = [
        (0, "fb", "foot-battery", 3, 3, "N"),
        (0, "fb2", "foot-battery", 3, 2, "N"),
        (0, "a", "line-infantry", 5, 2, "N"),
        (1, "x", "line-infantry", 5, 6, "S"),
    ];
    let (mut s, mut d) = board(&OPEN, &units);
    let (fb, fb2) = (usize::from(idx(&s, "fb")), usize::from(idx(&s, "fb2")));
    let before = s.points_halves(0);
    let worth = s.units[fb].point_halves(&s.house);
    kill_stands(&mut s, fb, 99);
    assert_eq!(s.units[fb].status, Status::Abandoned);
    assert_eq!(s.units[fb].guns.len(), 2);
    assert!(!s.units[fb].on_board());
    assert_eq!(s.points_halves(0), before - worth);
    let board_text = Napoleonic::render(&Napoleonic::view(&s, 0));
    assert!(
        board_text.contains("guns left on the field at 3,3"),
        "{board_text}"
    );
    let left = s.clone();
    // A battery of its side with room (its own guns and wagon lost) comes up and takes them.
    s.units[fb2].guns.clear();
    s.units[fb2].wagon = false;
    s.units[fb2].limbered = true;
    to_move(&mut s, &mut d);
    act(
        &mut s,
        &mut d,
        0,
        Action::Move {
            unit: u16::try_from(fb2).unwrap(),
            to: Square::new(3, 3),
        },
    );
    assert_eq!(s.units[fb2].guns.len(), 2, "{}", s.reports.join("\n"));
    assert!(s.units[fb2].wagon);
    assert_eq!(s.units[fb].status, Status::Joined);
    assert!(s
        .reports
        .join("\n")
        .contains("fb2 takes up the guns fb left"));
    // A battery with no room, or a unit of another kind, passes them by.
    let mut s = left.clone();
    let mut d = Dice::new(2, true);
    s.units[fb2].limbered = true;
    to_move(&mut s, &mut d);
    act(
        &mut s,
        &mut d,
        0,
        Action::Move {
            unit: u16::try_from(fb2).unwrap(),
            to: Square::new(3, 3),
        },
    );
    assert_eq!(s.units[fb].status, Status::Abandoned);
    assert_eq!(s.units[fb2].guns.len(), 2);
    // The enemy that reaches them captures them: they are gone.
    let units = [
        (0, "a", "line-infantry", 3, 2, "N"),
        (1, "eb", "foot-battery", 3, 3, "S"),
        (1, "x", "line-infantry", 6, 6, "S"),
    ];
    let (mut s, mut d) = board(&OPEN, &units);
    let (a, eb) = (idx(&s, "a"), usize::from(idx(&s, "eb")));
    kill_stands(&mut s, eb, 99);
    to_move(&mut s, &mut d);
    act(
        &mut s,
        &mut d,
        0,
        Action::Move {
            unit: a,
            to: Square::new(3, 3),
        },
    );
    assert_eq!(s.units[eb].status, Status::Destroyed);
    assert!(s.units[eb].guns.is_empty());
    assert!(s
        .reports
        .join("\n")
        .contains("a captures the guns eb left on the field"));
    assert!(s.melees.is_empty(), "guns with no crew are no melee");
}

/// 5C: "If numbers are equal, each side loses ½ and retreats 2": with equal deployments and
/// equal numbers before the losses, both sides fall back, whatever the coins for the half
/// stands left each with. (Line against line, 3 stands each: each loses 1.5, a coin each for
/// the half; before, a side the coins left weaker retreated alone.)
#[test]
fn rule_5c_equal_deployments_and_equal_numbers_both_retreat_whatever_the_coins() {
    for seed in 0..24 {
        let (mut s, _) = board(
            &OPEN,
            &[
                (0, "a", "line-infantry", 3, 2, "N"),
                (1, "b", "line-infantry", 3, 3, "S"),
            ],
        );
        let mut d = Dice::new(seed, false);
        let (a, b) = (usize::from(idx(&s, "a")), usize::from(idx(&s, "b")));
        s.units[a].square = Square::new(3, 3);
        s.units[a].stands = 3;
        s.units[b].stands = 3;
        melee_at_3_3(&mut s, a, [Card::Column, Card::Column], &mut d);
        let reports = s.reports.join("\n");
        for j in [a, b] {
            assert!(s.units[j].on_board(), "seed {seed}: {reports}");
            assert_ne!(
                s.units[j].square,
                Square::new(3, 3),
                "seed {seed}: both retreat 2: {reports}"
            );
        }
    }
}

/// 6A: a melee whose contact square is protected costs the defender one stand less — a
/// stand, not a value of 1. Guards cavalry (2 a stand) defending in woods against an equal
/// deployment that would cost it 2 value (one stand) loses none; the old rule took off one
/// value and left a coin for half a stand.
#[test]
fn rule_6a_a_protected_contact_square_spares_the_defender_one_stand() {
    let woods = [
        "........", "........", "........", "...T....", "........", "........", "........",
        "........",
    ];
    for seed in 0..24 {
        let (mut s, _) = board(
            &woods,
            &[
                (0, "a", "guards-cavalry", 3, 2, "N"),
                (1, "b", "guards-cavalry", 3, 3, "S"),
            ],
        );
        let mut d = Dice::new(seed, false);
        let (a, b) = (usize::from(idx(&s, "a")), usize::from(idx(&s, "b")));
        s.units[a].square = Square::new(3, 3);
        // Attacker 2 stands (value 4), defender 4 (value 8): equal deployments cost each side
        // half the weaker's strength, 2 value: one guards cavalry stand each.
        s.units[a].stands = 2;
        s.units[b].stands = 4;
        melee_at_3_3(&mut s, a, [Card::Line, Card::Line], &mut d);
        let reports = s.reports.join("\n");
        assert_eq!(
            s.units[b].stands, 4,
            "seed {seed}: one stand spared: {reports}"
        );
        assert_eq!(
            s.units[a].stands, 1,
            "seed {seed}: the attacker loses its stand: {reports}"
        );
    }
}

/// 8B: cavalry cannot melee an unbroken square, and supporting a melee is taking part in it:
/// attacking cavalry next to a square being charged by infantry may not support the charge;
/// the infantry beside it may.
#[test]
fn rule_8b_cavalry_may_not_support_a_melee_against_an_unbroken_square() {
    let (mut s, mut d) = board(
        &OPEN,
        &[
            (0, "a", "line-infantry", 3, 2, "N"),
            (0, "cav", "line-cavalry", 4, 2, "N"),
            (0, "inf", "line-infantry", 2, 2, "N"),
            (1, "sq", "line-infantry", 3, 3, "S"),
        ],
    );
    let sq = usize::from(idx(&s, "sq"));
    s.units[sq].formation = Formation::Square;
    assert!(s.units[sq].in_square());
    to_move(&mut s, &mut d);
    let unit = idx(&s, "a");
    act(
        &mut s,
        &mut d,
        0,
        Action::Move {
            unit,
            to: Square::new(3, 3),
        },
    );
    act(&mut s, &mut d, 0, Action::Done);
    assert_eq!(s.melees.len(), 1);
    let (cav, inf) = (usize::from(idx(&s, "cav")), usize::from(idx(&s, "inf")));
    assert!(!umpire_napoleonic::game::may_support(&s, cav, 0));
    assert!(umpire_napoleonic::game::may_support(&s, inf, 0));
    // Once the square is broken (a face below one stand), cavalry may join in.
    s.units[sq].stands = 3;
    assert!(!s.units[sq].in_square());
    assert!(umpire_napoleonic::game::may_support(&s, cav, 0));
}

/// 2F: "anyone may move a gun", at the slowest rate when speeds conflict. A horse battery
/// takes up the field gun a foot battery left without crew, and from then on moves at the
/// foot battery's rate.
#[test]
fn rule_2f_any_battery_may_move_a_gun_left_without_crew_at_the_slowest_rate() {
    use umpire_napoleonic::game::{kill_stands, Status};
    use umpire_napoleonic::scenario::Kind;
    use umpire_napoleonic::values::Gun;
    let units = [
        (0, "fb", "foot-battery", 3, 3, "N"),
        (0, "hb", "horse-battery", 3, 2, "N"),
        (1, "x", "line-infantry", 6, 7, "S"),
    ];
    let (mut s, mut d) = board(&OPEN, &units);
    let (fb, hb) = (usize::from(idx(&s, "fb")), usize::from(idx(&s, "hb")));
    s.units[fb].guns = vec![Gun::Field];
    s.units[fb].wagon = false;
    kill_stands(&mut s, fb, 99);
    assert_eq!(s.units[fb].status, Status::Abandoned);
    let (foot, horse) = (
        s.house.movement.get(Kind::FootBattery),
        s.house.movement.get(Kind::HorseBattery),
    );
    assert!(
        foot < horse,
        "NAP-1: foot guns are slower ({foot} < {horse})"
    );
    assert_eq!(s.move_rate(hb), horse);
    s.units[hb].limbered = true;
    // Two crew stands: the side's artillery is not down to one stand (section 9).
    s.units[hb].stands = 2;
    to_move(&mut s, &mut d);
    act(
        &mut s,
        &mut d,
        0,
        Action::Move {
            unit: u16::try_from(hb).unwrap(),
            to: Square::new(3, 3),
        },
    );
    assert_eq!(
        s.units[fb].status,
        Status::Joined,
        "{}",
        s.reports.join("\n")
    );
    assert_eq!(s.units[hb].guns, vec![Gun::Horse, Gun::Field]);
    assert_eq!(s.move_rate(hb), foot, "the field gun sets the pace");
}

/// The MDI table a page draws (NAP-7) is the one a melee reads: each card beats its two, a
/// withdrawal gets away from line and square only, equal cards leave it to strength.
#[test]
fn nap7_the_mdi_table_drawn_is_the_one_melees_read() {
    use umpire_napoleonic::mdi::{index, table, Card};
    let t = table();
    let cell = |a: Card, d: Card| t.rows[index(a)].cells[index(d)].as_str();
    assert_eq!(t.columns.len(), 6);
    assert_eq!(cell(Card::Line, Card::Column), "attacker superior");
    assert_eq!(cell(Card::Column, Card::Line), "defender superior");
    assert_eq!(cell(Card::Square, Card::Square), "equal: strength decides");
    assert_eq!(cell(Card::Withdrawal, Card::Line), "attacker withdraws");
    assert_eq!(cell(Card::Withdrawal, Card::Pincers), "defender superior");
    assert_eq!(cell(Card::Flanking, Card::Withdrawal), "attacker superior");
    assert_eq!(cell(Card::Square, Card::Withdrawal), "defender withdraws");
    assert_eq!(cell(Card::Withdrawal, Card::Withdrawal), "both withdraw");
    assert_eq!(
        t.chosen_with,
        ["action=mdi"],
        "shown while a side picks its card"
    );
}
