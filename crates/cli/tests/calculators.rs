//! The table-side calculators end to end: `umpire odds` and `umpire resolve` for every rule
//! set, their exact distributions, their single rolls with every die shown, and their refusals.

mod common;

use common::{text, umpire};

#[test]
fn odds_and_resolve_help_name_every_step_of_every_rule_set() {
    for cmd in ["odds", "resolve"] {
        let o = umpire(&[cmd, "--help"], "");
        assert!(o.status.success());
        let help = text(&o.stdout);
        for step in common::STEPS {
            assert!(
                help.contains(step),
                "{cmd} --help does not name {step}:\n{help}"
            );
        }
        // A step the rule set does not have is refused with the list of those it has.
        let o = umpire(&[cmd, "nqm", "no-such-step"], "");
        assert!(
            text(&o.stderr).contains("recce-sequence"),
            "{}",
            text(&o.stderr)
        );
    }
}

#[test]
fn odds_prints_the_exact_distribution() {
    let o = umpire(
        &[
            "odds",
            "rapier",
            "volley",
            "--shooters",
            "tank",
            "--targets",
            "infantry",
            "--side",
            "attacker",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["dice"], 2);
    let p1 = v["outcomes"][1]["p"].as_f64().unwrap();
    assert!((p1 - 11.0 / 36.0).abs() < 1e-12);
    let o = umpire(
        &[
            "odds",
            "rapier",
            "volley",
            "--shooters",
            "fortification",
            "--targets",
            "infantry",
            "--side",
            "attacker",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    let o = umpire(
        &[
            "resolve",
            "rapier",
            "volley",
            "--shooters",
            "tank,infantry",
            "--targets",
            "infantry",
            "--side",
            "defender",
            "--seed",
            "5",
        ],
        "",
    );
    assert!(o.status.success());
    assert!(text(&o.stdout).contains("d6 ="));
}

#[test]
fn opart_combat_odds_are_exact_and_other_dice_are_refused() {
    let o = umpire(
        &[
            "odds",
            "opart",
            "combat",
            "--attacker-cv",
            "2",
            "--attacker-die",
            "d10",
            "--defender-cv",
            "2",
            "--defender-die",
            "d10",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let by = |r: &str| {
        v["outcomes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["result"] == r)
            .unwrap()["exact"]
            .clone()
    };
    assert_eq!(by("ineffective"), "9/20");
    assert_eq!(by("defender-loses-2"), "3/25");
    let o = umpire(
        &[
            "odds",
            "opart",
            "combat",
            "--attacker-cv",
            "2",
            "--attacker-die",
            "d6",
            "--defender-cv",
            "2",
            "--defender-die",
            "d10",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("d10"), "{}", text(&o.stderr));
    let o = umpire(
        &[
            "resolve",
            "opart",
            "combat",
            "--attacker-cv",
            "5",
            "--attacker-die",
            "d12",
            "--defender-cv",
            "3",
            "--defender-die",
            "d10",
            "--defender-mod",
            "-2",
            "--seed",
            "4",
        ],
        "",
    );
    assert!(o.status.success());
    assert!(text(&o.stdout).contains("result: "));
    assert_eq!(
        umpire(&["odds", "opart", "combat", "--attacker-cv", "2"], "")
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn napoleonic_calculators_answer_in_json() {
    let o = umpire(
        &[
            "odds",
            "napoleonic",
            "mdi",
            "--attacker",
            "withdrawal",
            "--defender",
            "line",
            "--json",
            "--equilibrium",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["outcomes"][0]["result"], "attacker-withdraws");
    assert_eq!(v["outcomes"][0]["p"], 1);
    let total: f64 = v["equilibrium"]["attacker"]
        .as_object()
        .unwrap()
        .values()
        .map(|p| p.as_f64().unwrap())
        .sum();
    assert!((total - 1.0).abs() < 1e-9);
    let o = umpire(
        &[
            "odds",
            "napoleonic",
            "musketry",
            "--stands",
            "4",
            "--range",
            "2",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["dice"], 4);
    assert_eq!(v["outcomes"][0]["exact"], "625/1296");
    let o = umpire(
        &[
            "odds",
            "napoleonic",
            "losses",
            "--stands",
            "line-infantry:2,guards-cavalry:2",
            "--value",
            "3.5",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["outcomes"].as_array().unwrap().len(), 2);
    let o = umpire(
        &[
            "odds",
            "napoleonic",
            "shot",
            "--gun",
            "howitzer",
            "--range",
            "3",
            "--samples",
            "2000",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["samples"], 2000);
    assert_eq!(
        umpire(
            &[
                "odds",
                "napoleonic",
                "mdi",
                "--attacker",
                "charge",
                "--defender",
                "line"
            ],
            ""
        )
        .status
        .code(),
        Some(1)
    );
    assert_eq!(
        umpire(
            &[
                "odds",
                "napoleonic",
                "losses",
                "--stands",
                "line-infantry:2",
                "--value",
                "0.3"
            ],
            ""
        )
        .status
        .code(),
        Some(1)
    );
    assert_eq!(
        umpire(
            &[
                "odds",
                "napoleonic",
                "shot",
                "--gun",
                "horse",
                "--range",
                "11"
            ],
            ""
        )
        .status
        .code(),
        Some(1)
    );
}

#[test]
fn race_calculators_answer_exactly() {
    let o = umpire(
        &[
            "odds",
            "race",
            "battle-type",
            "--action",
            "regroup",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let by = |b: &str| {
        v["outcomes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["battle"] == b)
            .unwrap()["exact"]
            .clone()
    };
    assert_eq!(by("counter-attack"), "1/3");
    assert_eq!(by("no-battle"), "2/3");
    let o = umpire(
        &[
            "odds",
            "race",
            "battle-result",
            "--action",
            "attack",
            "--vp",
            "-300",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["outcomes"][0]["result"], "retreat");
    assert_eq!(v["outcomes"][0]["exact"], "2/3", "with −4, a 1–4 retreats");
    let o = umpire(
        &[
            "resolve",
            "race",
            "vp",
            "--size",
            "small",
            "--objectives",
            "1",
            "--exited",
            "2",
            "--lost",
            "1",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["vp"], -35 + 24 - 24);
    let o = umpire(
        &[
            "resolve",
            "race",
            "force",
            "--units",
            "19",
            "--zone",
            "3",
            "--last-action",
            "attack",
            "--last-result",
            "advance-2",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["units"], 5, "30% of 19, rounded down");
    let o = umpire(
        &[
            "resolve",
            "race",
            "defence",
            "--battle",
            "hasty-defence",
            "--zone",
            "5",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["size"], "S1");
    assert_eq!(
        umpire(
            &[
                "odds",
                "race",
                "recovery",
                "--result",
                "advance-2",
                "--action",
                "regroup",
                "--lost",
                "2"
            ],
            ""
        )
        .status
        .code(),
        Some(1)
    );
    assert_eq!(
        umpire(
            &[
                "resolve",
                "race",
                "defence",
                "--battle",
                "hasty-defence",
                "--zone",
                "7"
            ],
            ""
        )
        .status
        .code(),
        Some(1)
    );
    assert_eq!(umpire(&["odds", "race", "vp"], "").status.code(), Some(2));
}

#[test]
fn nqm_calculators_answer_exactly_and_roll_once() {
    let o = umpire(
        &[
            "odds",
            "nqm",
            "firefight",
            "--weapon",
            "L",
            "--target",
            "open",
            "--cus",
            "1",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["outcomes"][2]["casualties"], 2);
    assert_eq!(v["outcomes"][2]["exact"], "1/6");
    let o = umpire(
        &[
            "odds",
            "nqm",
            "close-assault",
            "--attacker",
            "R:1",
            "--defender",
            "R:1",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let standoff = v["outcomes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["attacker_wins"] == 0 && x["defender_wins"] == 0)
        .unwrap();
    assert_eq!(standoff["exact"], "1/6");
    let o = umpire(
        &[
            "odds",
            "nqm",
            "recce",
            "--recce",
            "V",
            "--defender",
            "E",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        v["outcomes"][0]["p"], 0.0,
        "a veteran recce never sights elite troops first"
    );
    let o = umpire(
        &[
            "resolve",
            "nqm",
            "firefight",
            "--weapon",
            "H",
            "--target",
            "fort",
            "--cus",
            "4",
            "--seed",
            "9",
            "--json",
        ],
        "",
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["dice"].as_array().unwrap().len(), 4);
    assert_eq!(
        umpire(
            &[
                "odds",
                "nqm",
                "close-assault",
                "--attacker",
                "Z:3",
                "--defender",
                "R:1"
            ],
            ""
        )
        .status
        .code(),
        Some(1)
    );
    assert_eq!(
        umpire(&["odds", "nqm", "firefight", "--weapon", "L"], "")
            .status
            .code(),
        Some(2)
    );
}

fn json_of(args: &[&str]) -> serde_json::Value {
    let o = umpire(args, "");
    assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap()
}

#[test]
fn nqm_morale_and_command_calculators() {
    // Break test: veterans hold on 3-6, elite troops never test.
    let v = json_of(&["odds", "nqm", "break-test", "--grade", "V", "--json"]);
    assert_eq!(v["outcomes"][0]["result"], "held");
    assert_eq!(v["outcomes"][0]["exact"], "2/3");
    let v = json_of(&["odds", "nqm", "break-test", "--grade", "E", "--json"]);
    assert_eq!(v["outcomes"][0]["result"], "never-tests");
    let r = json_of(&[
        "resolve",
        "nqm",
        "break-test",
        "--grade",
        "R",
        "--seed",
        "5",
        "--json",
    ]);
    let die = r["die"].as_u64().unwrap();
    assert_eq!(r["result"], if die >= 4 { "held" } else { "broke" });
    // Engagement table: militia never hold to contact range.
    let v = json_of(&["odds", "nqm", "open-fire", "--grade", "M", "--json"]);
    let ranges: Vec<_> = v["outcomes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["range"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(ranges, ["harassing", "effective"]);
    // Task timings: a vehicle bridge is 2d6 hours, 7 the likeliest.
    let v = json_of(&["odds", "nqm", "task", "--task", "vehicle-bridge", "--json"]);
    assert_eq!(v["outcomes"].as_array().unwrap().len(), 11);
    assert_eq!(v["outcomes"][5]["hours"], 7);
    assert_eq!(v["outcomes"][5]["exact"], "1/6");
    // Command reaction: division to army is 3 hours up and 3 back, halved for veteran armour.
    let v = json_of(&[
        "odds", "nqm", "reaction", "--from", "division", "--to", "army", "--json",
    ]);
    assert_eq!(v["report_hours"], 3);
    assert_eq!(v["reaction_hours"], 6.0);
    let v = json_of(&[
        "odds",
        "nqm",
        "reaction",
        "--from",
        "division",
        "--to",
        "army",
        "--veteran-mobile",
        "--json",
    ]);
    assert_eq!(v["reaction_hours"], 3.0);
    // Bad input names what is wrong.
    let o = umpire(&["odds", "nqm", "task", "--task", "bridge"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("vehicle-bridge"));
    let o = umpire(&["odds", "nqm", "reaction", "--from", "division"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("--to"));
}

#[test]
fn nqm_recce_sequence_calculator() {
    let v = json_of(&[
        "odds",
        "nqm",
        "recce-sequence",
        "--recce",
        "R",
        "--defender",
        "R",
        "--json",
    ]);
    let rows = v["outcomes"].as_array().unwrap();
    assert_eq!(rows[0]["outcome"]["result"], "sighted-first");
    assert_eq!(rows[0]["exact"], "1/3");
    let engaged_contact = rows
        .iter()
        .find(|r| r["outcome"]["result"] == "engaged" && r["outcome"]["range"] == "contact")
        .unwrap();
    assert_eq!(engaged_contact["exact"], "4/27");
    let r = json_of(&[
        "resolve",
        "nqm",
        "recce-sequence",
        "--recce",
        "V",
        "--defender",
        "M",
        "--blundered",
        "--seed",
        "8",
        "--json",
    ]);
    assert_eq!(
        r["outcome"]["result"], "ambushed",
        "a blundering recce is ambushed"
    );
    let o = umpire(
        &[
            "odds",
            "nqm",
            "recce-sequence",
            "--recce",
            "R",
            "--defender",
            "R",
            "--intent",
            "hide",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("let-pass"));
}

#[test]
fn napoleonic_resolve_rolls_once_and_shows_every_die() {
    // Musketry: every die shown, the kills are the faces at or above NAP-2's kill face.
    let v = json_of(&[
        "resolve",
        "napoleonic",
        "musketry",
        "--stands",
        "4",
        "--range",
        "1",
        "--guards",
        "--seed",
        "5",
        "--json",
    ]);
    let faces: Vec<u64> = v["dice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_u64().unwrap())
        .collect();
    assert_eq!(faces.len(), 5, "4 stands and a Guards die");
    assert_eq!(v["kill_on"], 5);
    let kills = faces.iter().filter(|&&f| f >= 5).count() as u64;
    assert_eq!(v["kills"], kills);
    // The same seed gives the same roll; the words name the dice.
    let a = umpire(
        &[
            "resolve",
            "napoleonic",
            "musketry",
            "--stands",
            "4",
            "--range",
            "2",
            "--seed",
            "5",
        ],
        "",
    );
    let b = umpire(
        &[
            "resolve",
            "napoleonic",
            "musketry",
            "--stands",
            "4",
            "--range",
            "2",
            "--seed",
            "5",
        ],
        "",
    );
    assert_eq!(a.stdout, b.stdout);
    assert!(text(&a.stdout).starts_with("4 dice at range 2 (a die kills on 6+): "));
    // The shot shows its error and where it landed.
    let s = json_of(&[
        "resolve",
        "napoleonic",
        "shot",
        "--gun",
        "field",
        "--range",
        "6",
        "--seed",
        "2",
        "--json",
    ]);
    assert!((s["sigma"].as_f64().unwrap() - (0.25 + 0.06 * 24.0)).abs() < 1e-9);
    assert!(s["across"].is_f64() && s["along"].is_f64() && s["kills"].is_boolean());
    // Losses: the text's example, with the coin for the half stand shown.
    let l = json_of(&[
        "resolve",
        "napoleonic",
        "losses",
        "--stands",
        "line-infantry:2,guards-cavalry:2",
        "--value",
        "3.5",
        "--seed",
        "1",
        "--json",
    ]);
    assert_eq!(l["lost"]["guards-cavalry"], 1);
    assert_eq!(l["coin"]["unit"], "line-infantry");
    let second = l["coin"]["lost"].as_bool().unwrap();
    assert_eq!(l["lost"]["line-infantry"], 1 + u64::from(second));
    // MDI: given cards decide; a card left out is drawn from the equilibrium.
    let m = json_of(&[
        "resolve",
        "napoleonic",
        "mdi",
        "--attacker",
        "line",
        "--defender",
        "column",
        "--json",
    ]);
    assert_eq!(m["result"], "attacker-superior");
    let m = json_of(&[
        "resolve",
        "napoleonic",
        "mdi",
        "--attacker",
        "line",
        "--seed",
        "4",
        "--json",
    ]);
    assert_eq!(m["defender_drawn"], true);
    // A bad range is refused in words.
    let o = umpire(
        &[
            "resolve",
            "napoleonic",
            "shot",
            "--gun",
            "horse",
            "--range",
            "11",
        ],
        "",
    );
    assert!(!o.status.success());
    assert!(text(&o.stderr).contains("a horse gun reaches 1 to 10 squares"));
}
