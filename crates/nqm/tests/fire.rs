//! Fire in the hour, pinned on the small test scenario: direct-fire weapons harassing (NQM-10),
//! fireplans that cannot be carried out or fall on a suspected position, and the listing's fire
//! and air orders (UMP-NQM-32).

mod common;

use common::*;
use umpire_core::geometry::Hex;
use umpire_core::Ruleset;
use umpire_nqm::game::{cell, Action, Order, State, ATTACKER};
use umpire_nqm::Nqm;

/// The mortars' fire order on `target`, one hour later: the attacker's reports.
/// The reports of both sides after `stand` of blue fires on `target` for an hour.
fn fire_order_reports(stand: &str, target: Hex, setup: impl Fn(&mut State)) -> [String; 2] {
    fire_hour(stand, target, false, 1, setup).1
}

/// The state and both sides' reports after `stand` of blue fires (or harasses) on `target`
/// for an hour, with dice seeded `seed`.
fn fire_hour(
    stand: &str,
    target: Hex,
    harass: bool,
    seed: u64,
    setup: impl Fn(&mut State),
) -> (State, [String; 2]) {
    let (mut s, mut d) = start_seeded(seed);
    setup(&mut s);
    order(&mut s, &mut d, stand, Order::Fire { target, harass });
    end_hour(&mut s, &mut d);
    let reports = [s.sides[0].reports.join("\n"), s.sides[1].reports.join("\n")];
    (s, reports)
}

#[test]
fn nqm10_direct_fire_weapons_harass_out_to_the_tables_harassing_range() {
    // A Company's small arms: effective 300 m (not even the next 500 m hex), harassing 1 km.
    let (s, _) = start();
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    // The platoon out of its village (seen from afar in the open), two hexes off.
    let (target, two_off, three_off) = (at(4, 3), at(2, 3), at(1, 3));
    assert_eq!(s.harass_hexes(a), Some(2));
    assert_eq!(s.range_hexes(a), 0);
    let setup = |s: &mut State| {
        let (a, r) = (idx(s, "blue-a"), idx(s, "red-1"));
        s.units[a].hex = two_off;
        s.units[r].hex = target;
        s.units[r].concealed = false;
    };
    let (mut scored, mut missed) = (0, 0);
    for seed in 1..=30 {
        let (after, [blue, red]) = fire_hour("blue-a", target, true, seed, setup);
        let hit = blue.contains(&format!("harasses {}: disorganising", cell(target)));
        assert!(
            blue.contains(&format!("harasses {}", cell(target))),
            "{blue}"
        );
        // A third of a load spent; no casualties whatever the dice; disorganised if it scored.
        assert_eq!(after.units[a].ammo_thirds, s.units[a].ammo_thirds - 1);
        assert_eq!(after.units[r].stand.markers, 0, "{red}");
        assert_eq!(after.units[r].disorganised, hit, "{blue}");
        if hit {
            scored += 1;
        } else {
            missed += 1;
        }
    }
    assert!(scored > 0 && missed > 0, "{scored} scored, {missed} missed");
    // Refusals: beyond the harassing range, effective fire beyond the effective range, and a
    // weapon the table gives no harassing range.
    let (mut s, _) = start();
    setup(&mut s);
    let fire = |s: &State, target: Hex, harass: bool| {
        Nqm::check(
            s,
            ATTACKER,
            &Action::Order {
                stand: u16::try_from(a).unwrap(),
                order: Order::Fire { target, harass },
                from_hour: None,
            },
        )
    };
    s.units[a].hex = three_off;
    let e = fire(&s, target, true).unwrap_err().to_string();
    assert!(e.contains("harassing range is 2 hexes"), "{e}");
    s.units[a].hex = two_off;
    let e = fire(&s, target, false).unwrap_err().to_string();
    assert!(e.contains("attack instead"), "{e}");
    s.units[a].gun = umpire_nqm::command::RangedWeapon::AntiTankRifle;
    let e = fire(&s, target, true).unwrap_err().to_string();
    assert!(e.contains("has no harassing range"), "{e}");
}

fn fire_order_report(target: Hex, setup: impl Fn(&mut State)) -> String {
    let [blue, _] = fire_order_reports("blue-mortars", target, setup);
    blue
}

#[test]
fn fireplan_an_order_that_cannot_be_carried_out_says_why() {
    // Direct fire needs an enemy in sight: nothing is seen in an empty hex next to A Company,
    // given anti-tank guns of 1,000 m here for the range.
    let (s, _) = start();
    let empty = at(1, 1);
    assert!(s.units.iter().all(|u| u.hex != empty));
    let [text, _] = fire_order_reports("blue-a", empty, |s| {
        let a = idx(s, "blue-a");
        s.units[a].gun = umpire_nqm::command::RangedWeapon::MediumAtGun;
        s.units[a].range_m = 1000;
    });
    assert!(
        text.contains(&format!(
            "does not fire on {}: it sees no enemy there",
            cell(empty)
        )),
        "{text}"
    );
    // Out of ammunition.
    let text = fire_order_report(empty, |s| {
        let m = idx(s, "blue-mortars");
        let r = idx(s, "red-1");
        s.units[m].ammo_thirds = 0;
        s.units[r].hex = at(1, 1);
        s.units[r].concealed = false;
    });
    assert!(text.contains("it is short of ammunition"), "{text}");
}

#[test]
fn nqm10_a_fireplan_may_fall_on_a_suspected_position_and_tells_the_firer_nothing() {
    let (s, _) = start();
    let red = idx(&s, "red-1");
    let at_red = s.units[red].hex;
    assert!(s.units[red].concealed);
    // The mortars fire on the concealed platoon's hex: it is under fire, and its side is told.
    let [blue, red_side] = fire_order_reports("blue-mortars", at_red, |_| {});
    let said = format!(
        "fires on {} where no enemy is seen: what it struck is not known",
        cell(at_red)
    );
    assert!(blue.contains(&said), "{blue}");
    assert!(
        red_side.contains(&format!("{} under fire: ", cell(at_red))),
        "{red_side}"
    );
    // Its hidden twin, the platoon elsewhere: the firing side is told exactly the same.
    let [twin, _] = fire_order_reports("blue-mortars", at_red, |s| {
        let r = idx(s, "red-1");
        s.units[r].hex = at(5, 3);
    });
    assert_eq!(blue, twin);
}

/// UMP-NQM-32 in the listing: the legal actions offer fire onto every hex of the map within a
/// stand's reach, enemy seen there or not, and an air sortie onto every hex while sorties are
/// left; every order listed passes the rules' check.
#[test]
fn ump_nqm_32_the_listing_offers_fire_onto_every_hex_in_reach_and_sorties_anywhere() {
    let (mut s, _) = start();
    // The small scenario has no air support: give the attacker a sortie for the day.
    s.sides[0].sorties_left = 1;
    assert!(Nqm::to_act(&s).contains(ATTACKER));
    let mortars = idx(&s, "blue-mortars");
    let from = s.units[mortars].hex;
    let reach = s.reach_hexes(mortars, false).expect("an effective range");
    assert!(reach > 1, "the mortars reach past the next hex");
    let mut legal = Vec::new();
    Nqm::legal_actions(&s, ATTACKER, &mut legal);
    let sorties = legal.iter().any(|a| matches!(a, Action::AirStrike { .. }));
    assert!(sorties, "a sortie is offered");
    let (mut unseen, mut hexes) = (0, 0);
    let seen = umpire_nqm::rules::seen_enemy_hexes(&s, 0, false);
    for row in 0..s.height {
        for col in 0..s.width {
            let h = at(col, row);
            hexes += 1;
            let fire = Action::Order {
                stand: u16::try_from(mortars).unwrap(),
                order: Order::Fire {
                    target: h,
                    harass: false,
                },
                from_hour: None,
            };
            let in_reach = h.distance(from) <= reach;
            assert_eq!(legal.contains(&fire), in_reach, "fire onto {}", cell(h));
            unseen += usize::from(in_reach && !seen.contains(&h));
            let air = Action::AirStrike { target: h };
            assert_eq!(legal.contains(&air), sorties, "a sortie onto {}", cell(h));
        }
    }
    assert!(unseen > 0, "some hex in reach holds no enemy seen");
    assert!(hexes > 0);
    for a in &legal {
        assert!(
            Nqm::check(&s, ATTACKER, a).is_ok(),
            "{a:?} is listed but refused"
        );
    }
}
