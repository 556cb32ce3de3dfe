//! Artillery pinned on small positions (section 3, NAP-3, NAP-4): shots as a battery loses
//! guns, wagon and crew, the arc and screening, canister by the battery and by the gun, the
//! battery's layout, the shot list, and a burning square screening guns.

mod common;

use common::*;
use umpire_core::Ruleset;
use umpire_napoleonic::rules::Action;
use umpire_napoleonic::values::Gun;
use umpire_napoleonic::Napoleonic;

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
fn rules_3c_3h_each_shot_or_gun_of_canister_uses_the_first_slot_its_gun_may_fire() {
    use umpire_napoleonic::game::{CanisterOrder, ShotOrder};
    let (mut s, _) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 3, 1, "N"),
            (1, "x", "line-infantry", 3, 6, "S"),
        ],
    );
    let fb = usize::from(idx(&s, "fb"));
    let battery = idx(&s, "fb");
    assert_eq!(s.free_slots(fb), s.shot_slots(fb));
    assert_eq!(s.free_table(fb), s.shot_table(fb));
    // A field shot uses the first field slot; the second and the howitzer's stay, in order.
    s.shots.push((
        0,
        ShotOrder {
            battery,
            gun: Gun::Field,
            aim: [35, 60],
        },
    ));
    assert_eq!(
        s.free_slots(fb),
        vec![vec![Gun::Field], vec![Gun::Howitzer]]
    );
    assert!(s.free_table(fb).any_for(Gun::Howitzer));
    // The howitzer firing canister uses its own shot: one field shot is left.
    s.canister.push((
        0,
        CanisterOrder {
            battery,
            target: idx(&s, "x"),
            gun: Some(Gun::Howitzer),
        },
    ));
    assert_eq!(s.free_slots(fb), vec![vec![Gun::Field]]);
    assert!(!s.free_table(fb).any_for(Gun::Howitzer));
    assert_eq!(s.free_table(fb).len(), 1);
    // With one gun crewed the one slot is either gun's: a howitzer shot uses it.
    s.shots.clear();
    s.canister.clear();
    s.units[fb].stands = 1;
    s.units[fb].wagon = false;
    s.shots.push((
        0,
        ShotOrder {
            battery,
            gun: Gun::Howitzer,
            aim: [35, 60],
        },
    ));
    assert!(s.free_slots(fb).is_empty());
    assert!(s.free_table(fb).is_empty());
    // A battery holding canister has no shot left.
    s.shots.clear();
    s.units[fb].holding = true;
    assert!(s.free_table(fb).is_empty());
}

/// 3A: a shot's description names the first enemy unit, in the order of the units, with a part
/// at the aim point, whatever the unit's size, layout and footprints; the description looks
/// only at units near the aim point, and this pins that it misses none.
#[test]
fn rule_3a_a_shot_names_the_part_it_aims_at_for_every_layout() {
    use umpire_napoleonic::game::{Part, Status};
    use umpire_napoleonic::scenario::Formation;
    let (base, _) = board(
        &OPEN,
        &[
            (0, "fb", "foot-battery", 0, 0, "N"),
            (1, "inf", "line-infantry", 3, 3, "S"),
            (1, "bat", "foot-battery", 5, 3, "S"),
            (1, "cav", "line-cavalry", 4, 6, "W"),
        ],
    );
    let fb = idx(&base, "fb");
    let at = |v: f64| (v * 10.0).round() as i32;
    let mut checked = 0;
    for stand in [(1.0, 1.0), (2.0, 3.0), (0.5, 0.25)] {
        for stands in [1, 2, 5, 12, 30] {
            for facing in umpire_core::geometry::Dir8::ALL {
                for formation in [Formation::Line, Formation::Column, Formation::Square] {
                    let mut s = base.clone();
                    s.shot.stand = stand;
                    for u in s.units.iter_mut().filter(|u| u.side == 1) {
                        u.stands = stands;
                        u.facing = facing;
                        u.formation = if u.kind.battery() {
                            Formation::Line
                        } else {
                            formation
                        };
                        u.status = Status::OnBoard;
                    }
                    for j in 0..s.units.len() {
                        for (_, r) in s.parts(j) {
                            let aim = [at(r.x), at(r.y)];
                            // The first enemy unit with a part at the point, by brute force.
                            let first = (0..s.units.len())
                                .filter(|&k| s.units[k].side == 1)
                                .find_map(|k| {
                                    let (p, _) = s
                                        .parts(k)
                                        .into_iter()
                                        .find(|(_, r)| [at(r.x), at(r.y)] == aim)?;
                                    let id = &s.units[k].id;
                                    Some(match p {
                                        Part::Stand => id.to_string(),
                                        Part::Gun(g) => format!("{id}'s gun {}", g + 1),
                                        Part::Wagon => format!("{id}'s wagon"),
                                    })
                                });
                            let text = Napoleonic::describe(
                                &s,
                                &Action::Shoot {
                                    battery: fb,
                                    gun: Gun::Field,
                                    aim,
                                },
                            );
                            let named = text
                                .split_once(" shot at ")
                                .and_then(|(_, rest)| rest.split_once(" ("))
                                .map(|(what, _)| what.to_owned());
                            assert_eq!(named, first, "{text}");
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 1_000);
}
