//! Scenario files: the shipped ones validate; every refusal names the field and why.

use umpire_nqm::scenario::{build, Scenario, Terrain};
use umpire_nqm::support::Relationship;
use umpire_nqm::tables::{Grade, Protection};

const TEST: &str = include_str!("../scenarios/test-village.toml");
const VILLAGE: &str = include_str!("../scenarios/village-attack-1941.toml");

fn refusal(text: &str) -> String {
    let sc = match Scenario::from_toml(text) {
        Ok(sc) => sc,
        Err(e) => return e.to_string(),
    };
    build(&sc).expect_err("should be refused").to_string()
}

#[test]
fn shipped_scenarios_validate() {
    for text in [TEST, VILLAGE] {
        let sc = Scenario::from_toml(text).unwrap();
        let o = build(&sc).unwrap_or_else(|e| panic!("{}: {e}", sc.name));
        assert_eq!(o.sides.len(), 2);
        assert!(o.sides.iter().all(|s| s.units.iter().any(|u| u.command)));
        for s in &o.sides {
            for u in &s.units {
                assert!(u.ammo <= u.figures, "{}", u.id);
                assert_ne!(o.terrain_at(u.hex), Some(Terrain::River), "{}", u.id);
                assert!(o.terrain_at(u.hex).is_some(), "{} on the map", u.id);
            }
        }
    }
    let o = build(&Scenario::from_toml(TEST).unwrap()).unwrap();
    let red = &o.sides[1];
    assert_eq!(red.units[1].grade, Grade::C);
    assert_eq!(red.units[1].position, Protection::DugIn);
    assert_eq!(red.units[1].parent, Some(0));
    assert_eq!(
        o.sides[0].units[2].relationship,
        Relationship::InDirectSupport
    );
    assert_eq!(o.terrain_at(o.objectives[0].hex), Some(Terrain::Village));
    assert_eq!(o.objectives[0].holder, 1);
}

#[test]
fn scenario_refusals_name_the_field() {
    let cases: [(&str, &str, &str); 12] = [
        ("ruleset = \"nqm\"", "ruleset = \"opart\"", "ruleset"),
        ("hours = 6", "hours = 0", "rules.hours"),
        ("start_hour = 6", "start_hour = 24", "rules.start_hour"),
        ("\"....V.\"", "\"....X.\"", "map.terrain[2]"),
        (
            "grade = \"R\"\nmover = \"foot\"\nweapon = \"L\"\nfigures = 3",
            "grade = \"Q\"\nmover = \"foot\"\nweapon = \"L\"\nfigures = 3",
            "sides[0].units[1].grade",
        ),
        ("figures = 3", "figures = 0", "sides[0].units[1].figures"),
        (
            "figures = 3",
            "figures = 3\nammo = 4",
            "sides[0].units[1].ammo",
        ),
        (
            "relationship = \"direct-support\"\n",
            "",
            "sides[0].units[2].relationship",
        ),
        (
            "parent = \"blue-hq\"\narm = \"teeth\"",
            "parent = \"nobody\"\narm = \"teeth\"",
            "sides[0].units[1].parent",
        ),
        (
            "holder = \"red\"",
            "holder = \"green\"",
            "objectives[0].holder",
        ),
        ("hex = [1, 2]", "hex = [9, 2]", "sides[0].units[1].hex"),
        ("id = \"red-1\"", "id = \"blue-a\"", "sides[1].units[1].id"),
    ];
    for (from, to, field) in cases {
        assert!(TEST.contains(from), "{from:?} not in the test scenario");
        let text = TEST.replacen(from, to, 1);
        let e = refusal(&text);
        assert!(e.starts_with(field), "{from:?} -> {to:?}: {e}");
    }
    // Unknown fields are refused by the parser, with the line.
    let e = refusal(&TEST.replacen("hours = 6", "hours = 6\nturns = 3", 1));
    assert!(e.starts_with("line"), "{e}");
    // A loop in the chain of command.
    let looped = TEST.replacen(
        "id = \"blue-hq\"\nname = \"Blue battalion HQ\"",
        "id = \"blue-hq\"\nname = \"Blue battalion HQ\"\nparent = \"blue-hq\"",
        1,
    );
    assert!(refusal(&looped).contains("loops"), "{}", refusal(&looped));
}

/// Mangled copies of the battle-day file are refused with a reason or played; never a panic.
#[test]
fn mangled_scenarios_are_refused_or_played_never_a_panic() {
    let r = umpire_core::testing::mangled_scenarios::<umpire_nqm::Nqm>(
        umpire_nqm::SCENARIOS[0].toml,
        umpire_nqm::Scenario::from_toml,
        &[("V", "E"), ("foot", "armoured"), ("dug-in", "fort")],
        1500,
        7,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(r.valid > 50 && r.refused > 50, "{r:?}");
}
