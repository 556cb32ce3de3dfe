//! The field reference of every rule set's scenario file (`umpire fields`), the copy of it in
//! docs/scenarios, and `umpire check`'s warnings about units that parse but look wrong.

mod common;

use common::text;

const RULE_SETS: [&str; 5] = ["rapier", "opart", "napoleonic", "nqm", "race"];

fn ok(args: &[&str]) -> String {
    let o = common::umpire(args, "");
    assert!(o.status.success(), "umpire {args:?}: {}", text(&o.stderr));
    text(&o.stdout)
}

fn docs(id: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../docs/scenarios")
        .join(format!("{id}.md"))
}

#[test]
fn docs_scenarios_hold_the_field_reference_the_code_prints() {
    for id in RULE_SETS {
        let printed = ok(&["fields", id]);
        let kept = std::fs::read_to_string(docs(id)).unwrap_or_default();
        assert!(
            kept == printed,
            "docs/scenarios/{id}.md is not what the scenario types say: run `cargo run --release -p umpire-cli -- fields {id} > docs/scenarios/{id}.md`"
        );
    }
}

#[test]
fn the_field_reference_names_every_field_and_links_only_to_its_own_sections() {
    for id in RULE_SETS {
        let md = ok(&["fields", id]);
        let schema: serde_json::Value =
            serde_json::from_str(&ok(&["fields", id, "--json"])).unwrap_or_else(|e| panic!("{e}"));
        // Every field of every table of the schema has its row.
        let mut tables = vec![&schema];
        if let Some(defs) = schema["$defs"].as_object() {
            tables.extend(defs.values());
        }
        for t in tables {
            for field in t["properties"]
                .as_object()
                .into_iter()
                .flat_map(|p| p.keys())
            {
                assert!(
                    md.contains(&format!("| `{field}` |")),
                    "{id}: no row for {field}"
                );
            }
        }
        // Every link goes to a section of the page.
        let anchors: Vec<String> = md
            .lines()
            .filter_map(|l| l.strip_prefix("## "))
            .map(str::to_lowercase)
            .collect();
        for link in md.split("](#").skip(1) {
            let target = &link[..link.find(')').unwrap_or(0)];
            assert!(
                anchors.iter().any(|a| a == target),
                "{id}: a link to #{target} leads nowhere"
            );
        }
        assert!(
            !md.contains("any value"),
            "{id}: a field the reference cannot describe:\n{md}"
        );
    }
}

fn scenario(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("umpire-fields-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap_or_else(|e| panic!("{e}"));
    p.display().to_string()
}

#[test]
fn check_warns_of_an_opart_infantry_stand_that_moves_as_tracked() {
    let good = include_str!("../../opart/scenarios/example-division.toml");
    let out = ok(&["check", &scenario("opart-good.toml", good)]);
    assert!(!out.contains("warning"), "{out}");
    let odd = good.replacen(
        r#"troops = "conscript", mobility = "foot""#,
        r#"troops = "conscript", mobility = "tracked""#,
        1,
    );
    assert_ne!(odd, good);
    let out = ok(&["check", &scenario("opart-odd.toml", &odd)]);
    assert!(out.contains("a valid opart scenario"), "{out}");
    assert!(
        out.contains("  warning: 78th Rifle Regiment/74th Rifle Division of 74th Rifle Division moves as tracked but has no AFVs or artillery"),
        "{out}"
    );
}

#[test]
fn check_warns_of_an_nqm_armoured_stand_without_armour() {
    let good = include_str!("../../nqm/scenarios/test-village.toml");
    let out = ok(&["check", &scenario("nqm-good.toml", good)]);
    assert!(!out.contains("warning"), "{out}");
    let odd = good.replacen(
        "id = \"blue-a\"\nname = \"A Company\"",
        "id = \"blue-a\"\nname = \"A Company\"\nmover = \"armoured\"",
        1,
    );
    // The company keeps its own `mover = "foot"` line further down: drop that one.
    let k = odd.find("mover = \"armoured\"").unwrap_or(0);
    let rest = odd[k + 18..].replacen("mover = \"foot\"\n", "", 1);
    let odd = format!("{}{rest}", &odd[..k + 18]);
    let out = ok(&["check", &scenario("nqm-odd.toml", &odd)]);
    assert!(
        out.contains(
            "  warning: A Company (blue-a) of Blue moves as armoured but its armour class is VL"
        ),
        "{out}"
    );
}
