//! Brigades, regiments and divisions disorganised (UMP-NQM-40 as amended): "regiments and
//! brigades do not become disorganised unless the appropriate headquarters has been directly
//! engaged in combat and has suffered casualties"; divisions only when both the main and the
//! rear headquarters have. The note limits, it does not cause: what is disorganised is the
//! formation's command, its headquarters stands; the battalions keep their own state.

mod common;

use common::*;
use umpire_core::{Dice, Ruleset};
use umpire_nqm::game::{Order, State};
use umpire_nqm::{Nqm, Scenario};

/// The test scenario with Blue's headquarters made a `level` headquarters, and with `rear`, a
/// rear headquarters under it at 0,3.
fn with_level(level: &str, rear: bool, seed: u64) -> (State, Dice) {
    let base = umpire_nqm::SCENARIOS
        .iter()
        .find(|b| b.name == "test-village")
        .unwrap()
        .toml;
    let mut toml = base.replacen(
        "command = true\n",
        &format!("command = true\nlevel = \"{level}\"\n"),
        1,
    );
    if rear {
        toml = toml.replacen(
            "[[sides.units]]\nid = \"blue-a\"",
            "[[sides.units]]\nid = \"blue-rear\"\nname = \"Blue rear HQ\"\nparent = \"blue-hq\"\narm = \"teeth\"\ncommand = true\nlevel = \"division\"\nrear = true\ngrade = \"R\"\nmover = \"foot\"\nweapon = \"L\"\nfigures = 1\nhex = [0, 3]\n\n[[sides.units]]\nid = \"blue-a\"",
            1,
        );
    }
    assert_ne!(toml, base);
    let sc = Scenario::from_toml(&toml).unwrap_or_else(|e| panic!("{e}"));
    let mut d = Dice::new(seed, true);
    let s = Nqm::new_game(&sc, &mut d).unwrap();
    (s, d)
}

#[test]
fn ump_nqm_40_a_brigade_headquarters_engaged_and_hit_does_not_disorganise_its_battalions() {
    // Blue's headquarters, made a brigade's, goes in against the Red platoon alone: in the
    // hours it takes casualties, the brigade's command is disorganised after combat, but its
    // companies, which did not fight, are not.
    let mut hit = 0;
    for seed in 1..30 {
        let (mut s, mut d) = with_level("brigade", false, seed);
        let hq = idx(&s, "blue-hq");
        let r = idx(&s, "red-1");
        s.units[hq].hex = at(3, 2);
        s.units[r].concealed = false;
        order(
            &mut s,
            &mut d,
            "blue-hq",
            Order::Attack { target: at(4, 2) },
        );
        end_hour(&mut s, &mut d);
        let a = &s.units[idx(&s, "blue-a")];
        let text = s.sides[0].reports.join("\n");
        assert!(!a.disorganised && !a.after_combat, "{text}");
        let mortars = &s.units[idx(&s, "blue-mortars")];
        assert!(!mortars.disorganised && !mortars.after_combat, "{text}");
        if !s.units[hq].alive() {
            continue;
        }
        if s.units[hq].stand.markers == 0 {
            assert!(
                !text.contains("the brigade's command is disorganised"),
                "{text}"
            );
            continue;
        }
        hit += 1;
        assert!(
            text.contains("the brigade's command is disorganised"),
            "{text}"
        );
        assert!(s.units[hq].after_combat, "{text}");
    }
    assert!(hit > 0, "no seed hit the headquarters");
    // A division's headquarters hit with no rear headquarters hit disorganises nothing.
    let (mut s, mut d) = with_level("division", false, 1);
    let hq = idx(&s, "blue-hq");
    s.units[hq].hq_hit = true;
    end_hour(&mut s, &mut d);
    assert!(!s.units[hq].after_combat);
}

#[test]
fn ump_nqm_40_a_divisions_command_is_disorganised_only_when_both_headquarters_are_hit() {
    let run = |main: bool, rear: bool| {
        let (mut s, mut d) = with_level("division", true, 1);
        let hq = idx(&s, "blue-hq");
        let rq = idx(&s, "blue-rear");
        s.units[hq].hq_hit = main;
        s.units[rq].hq_hit = rear;
        end_hour(&mut s, &mut d);
        s
    };
    for (main, rear) in [(true, false), (false, true)] {
        let s = run(main, rear);
        assert!(!s.units[idx(&s, "blue-hq")].after_combat);
    }
    let s = run(true, true);
    let text = s.sides[0].reports.join("\n");
    assert!(
        text.contains("the division's command is disorganised"),
        "{text}"
    );
    assert!(s.units[idx(&s, "blue-hq")].after_combat);
    assert!(s.units[idx(&s, "blue-rear")].after_combat);
    let a = &s.units[idx(&s, "blue-a")];
    assert!(
        !a.after_combat && !a.disorganised,
        "its battalions keep their own state"
    );
    // Hit in different hours: the command is disorganised when the second is.
    let (mut s, mut d) = with_level("division", true, 1);
    let hq = idx(&s, "blue-hq");
    s.units[hq].hq_hit = true;
    end_hour(&mut s, &mut d);
    assert!(!s.units[hq].after_combat);
    let rq = idx(&s, "blue-rear");
    s.units[rq].hq_hit = true;
    end_hour(&mut s, &mut d);
    assert!(s.units[hq].after_combat);
    // The rear headquarters must be a division's.
    let bad = umpire_nqm::SCENARIOS
        .iter()
        .find(|b| b.name == "test-village")
        .unwrap()
        .toml
        .replacen("command = true\n", "command = true\nrear = true\n", 1);
    let e = Scenario::from_toml(&bad)
        .and_then(|sc| Nqm::new_game(&sc, &mut Dice::new(1, true)).map(|_| ()))
        .unwrap_err();
    assert!(e.to_string().contains("rear headquarters"), "{e}");
}
