//! Scenario validation: every refusal names the field and the reason; the bundled scenarios
//! hold the orders of battle the issue specifies.

use umpire_core::{Dice, Ruleset};
use umpire_rapier::state::Kind;
use umpire_rapier::{bundled, Rapier, Scenario, Side};

fn build(text: &str) -> Result<umpire_rapier::State, umpire_core::ScenarioError> {
    let sc = Scenario::from_toml(text)?;
    Rapier::new_game(&sc, &mut Dice::new(0, false))
}

const BASE: &str = r#"
name = "t"
title = "t"
[attacker]
name = "A"
[[attacker.divisions]]
name = "D"
units = [{ name = "HQ", kind = "hq" }]
[defender]
name = "D"
units = [{ name = "HQ", kind = "hq" }]
"#;

#[test]
fn a_minimal_scenario_is_valid() {
    build(BASE).unwrap();
}

#[test]
fn an_unknown_field_is_refused_by_name() {
    let e = build(&BASE.replace("title = \"t\"", "title = \"t\"\ncolour = \"red\"")).unwrap_err();
    assert!(e.reason.contains("colour"), "{e}");
    assert!(e.field.starts_with("line"), "{e}");
}

#[test]
fn an_unknown_unit_kind_is_refused() {
    let e = build(&BASE.replace(
        "kind = \"hq\" }]\n[defender]",
        "kind = \"wizard\" }]\n[defender]",
    ))
    .unwrap_err();
    assert!(
        e.reason.contains("wizard") && e.reason.contains("unknown variant"),
        "{e}"
    );
}

#[test]
fn an_over_stacked_sector_is_refused() {
    let e = build(&BASE.replace(
        "units = [{ name = \"HQ\", kind = \"hq\" }]\n\"#",
        "",
    ).replace(
        "[defender]\nname = \"D\"\nunits = [{ name = \"HQ\", kind = \"hq\" }]",
        "[defender]\nname = \"D\"\nunits = [{ name = \"Inf\", kind = \"infantry\", count = 7, at = \"A2-L3\" }]",
    ))
    .unwrap_err();
    assert_eq!(e.field, "defender.units[].at");
    assert!(e.reason.contains("stacking limit is 6"), "{e}");
}

#[test]
fn a_malformed_file_is_refused_with_its_line() {
    let e = build("name = \"t\"\ntitle = [unclosed\n").unwrap_err();
    assert!(e.field.starts_with("line"), "{e}");
}

#[test]
fn attacker_counters_and_bad_placements_are_refused() {
    let e = build(&BASE.replace(
        "[{ name = \"HQ\", kind = \"hq\" }]\n[defender]",
        "[{ name = \"M\", kind = \"minefield\" }]\n[defender]",
    ))
    .unwrap_err();
    assert_eq!(e.field, "attacker.divisions[0].units[0].kind");
    let e = build(&BASE.replace(
        "[defender]\nname = \"D\"\nunits = [{ name = \"HQ\", kind = \"hq\" }]",
        "[defender]\nname = \"D\"\nunits = [{ name = \"HQ\", kind = \"hq\", at = \"A1-L1\" }]",
    ))
    .unwrap_err();
    assert_eq!(e.field, "defender.units[0].at");
    assert!(e.reason.contains("L2 to L5"));
    let e = build(&format!(
        "{BASE}\n[rules]\nvictory = {{ total = 50, major = 85, minor = 75 }}\n"
    ))
    .unwrap_err();
    assert_eq!(e.field, "rules.victory");
}

#[test]
fn uranus_has_the_specified_orders_of_battle() {
    let sc = bundled("uranus").unwrap();
    let s = Rapier::new_game(&sc, &mut Dice::new(0, false)).unwrap();
    let count = |side: Side, k: Kind| {
        s.units
            .iter()
            .filter(|u| u.side == side && u.kind == k)
            .count()
    };
    assert_eq!(count(Side::Defender, Kind::Hq), 1);
    assert_eq!(count(Side::Defender, Kind::Infantry), 7);
    assert_eq!(count(Side::Defender, Kind::Cavalry), 1);
    assert_eq!(count(Side::Defender, Kind::Engineer), 1);
    assert_eq!(count(Side::Defender, Kind::AntiTank), 1);
    assert_eq!(count(Side::Defender, Kind::Mortar), 1);
    assert_eq!(count(Side::Defender, Kind::Artillery), 4);
    assert_eq!(count(Side::Defender, Kind::Fortification), 6);
    assert_eq!(count(Side::Defender, Kind::Minefield), 4);
    assert_eq!(count(Side::Defender, Kind::Dummy), 25);
    for d in 0..3u8 {
        let n = s
            .units
            .iter()
            .filter(|u| u.side == Side::Attacker && u.division == d)
            .count();
        assert!((15..=17).contains(&n), "division {d} has {n} units");
    }
    assert_eq!(s.breakthrough, Some(2));
}

#[test]
fn the_advanced_scenario_switches_on_every_optional_rule() {
    let sc = bundled("uranus-advanced").unwrap();
    let r = &sc.rules;
    assert_eq!(r.terrain, umpire_rapier::scenario::TerrainOption::Bogging);
    assert!(r.moving_targets && !r.capture.is_empty() && r.wide_front > 0);
    assert!(sc.defender.units.iter().any(|u| u.kind == Kind::Wire));
    assert!(sc.defender.units.iter().any(|u| u.kind == Kind::AtObstacle));
    Rapier::new_game(&sc, &mut Dice::new(0, false)).unwrap();
}

/// A cheap fuzz: thousands of mangled copies of the bundled scenario (lines dropped or
/// doubled, numbers changed, words swapped) are either valid or refused; never a panic. The
/// valid ones must also survive a few random actions.
#[test]
fn mangled_scenarios_are_refused_or_played_never_a_panic() {
    let r = umpire_core::testing::mangled_scenarios::<Rapier>(
        include_str!("../scenarios/uranus-advanced.toml"),
        Scenario::from_toml,
        &[("A2", "A9"), ("L5", "L0")],
        3000,
        99,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(r.valid > 100 && r.refused > 100, "{r:?}");
}

/// Up to 250 units a side: the defender's counters are numbered in a byte, and the engine's
/// unit sets hold both sides.
#[test]
fn a_side_of_more_than_250_units_is_refused() {
    let big = |side: &str, n: usize| {
        let units = format!("units = [{{ name = \"Inf\", kind = \"infantry\", count = {n} }}]");
        let mut text = BASE.to_string();
        let at = text.find(&format!("[{side}")).expect("section");
        let from = at + text[at..].find("units = ").expect("units");
        let to = from + text[from..].find('\n').expect("line end");
        text.replace_range(from..to, &units);
        text
    };
    let e = build(&big("attacker.divisions", 251)).unwrap_err();
    assert_eq!(e.field, "attacker.divisions", "{e}");
    assert!(e.reason.contains("at most 250"), "{e}");
    build(&big("attacker.divisions", 250)).unwrap();
    let e = build(&big("defender", 251)).unwrap_err();
    assert_eq!(e.field, "defender.units", "{e}");
    assert!(e.reason.contains("at most 250"), "{e}");
}
