//! Fuzzing in CI: property tests over typed actions, order text, logs and scenarios for all five
//! rule sets (cases in `umpire_core::fuzz`), and over the command line.
//!
//! A bounded pass runs with the tests: 27,150 cases (per rule set 4,000 typed actions, 1,000
//! order texts, 150 tampered logs and 200 changed scenarios; and 400 command lines), from a
//! fixed seed so that a failure reproduces. For a longer hunt, scale the case counts and draw a fresh seed:
//!
//! ```text
//! UMPIRE_FUZZ_SCALE=20 UMPIRE_FUZZ_SEED=random cargo test --release -p umpire-cli --test fuzz
//! ```
//!
//! A failure prints the shrunk case and the seed that found it.

mod common;

use std::sync::atomic::{AtomicU32, Ordering};

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestRunner};
use serde_json::Value;
use umpire_core::fuzz::{self, Positions, RollEdit, Tamper};
use umpire_core::{BundledScenario, Ruleset};

/// Command lines that ran to a successful end (the grammar must reach past argument parsing).
static SUCCEEDED: AtomicU32 = AtomicU32::new(0);

fn scale() -> u32 {
    std::env::var("UMPIRE_FUZZ_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

fn runner(cases: u32, salt: u64) -> TestRunner {
    let rng_seed = match std::env::var("UMPIRE_FUZZ_SEED").as_deref() {
        Ok("random") => RngSeed::Random,
        Ok(s) => RngSeed::Fixed(s.parse::<u64>().unwrap_or(1) ^ salt),
        Err(_) => RngSeed::Fixed(0x756d_7069_7265 ^ salt),
    };
    let cases = cases * scale();
    TestRunner::new(Config {
        cases,
        failure_persistence: None,
        rng_seed,
        max_shrink_iters: 2_000,
        ..Config::default()
    })
}

/// Words the order parser might meet: every word of every legal action's description, and
/// tokens that broke parsers before.
fn words<R: Ruleset>(positions: &Positions<R>) -> Vec<String> {
    let mut set = std::collections::BTreeSet::new();
    for (state, _, legal) in &positions.states {
        for json in legal.iter().flat_map(|g| g.iter().take(3)) {
            if let Ok(a) = serde_json::from_value::<R::Action>(json.clone()) {
                for w in R::describe(state, &a).split_whitespace() {
                    set.insert(w.to_owned());
                }
            }
        }
    }
    for w in [
        "from",
        "help",
        "done",
        "end",
        "pass",
        "-1",
        "0",
        "99999999999999999999",
        "1,",
        ",1",
        "A0",
        "Z99",
        "\u{1b}[2J",
        "é",
    ] {
        set.insert(w.to_owned());
    }
    set.into_iter().collect()
}

/// One change to a log: anywhere in its text, or to the rolls of one line.
fn tampering() -> impl Strategy<Value = Tamper> {
    let edit = prop_oneof![
        Just(RollEdit::Drop),
        Just(RollEdit::Add),
        Just(RollEdit::Swap),
        Just(RollEdit::Alter),
        Just(RollEdit::Empty),
    ];
    prop_oneof![
        1 => (any::<u64>(), any::<u8>()).prop_map(|(at, bit)| Tamper::FlipBit { at, bit }),
        1 => any::<u64>().prop_map(Tamper::DropLine),
        1 => any::<u64>().prop_map(Tamper::DoubleLine),
        1 => (any::<u64>(), any::<u64>()).prop_map(|(a, b)| Tamper::SwapLines(a, b)),
        1 => any::<u64>().prop_map(Tamper::Cut),
        1 => (any::<u64>(), 0u64..400, any::<u64>())
            .prop_map(|(line, place, how)| Tamper::EditJson { line, place, how }),
        3 => (any::<u64>(), edit, any::<u64>(), any::<u64>())
            .prop_map(|(line, edit, k, how)| Tamper::Rolls { line, edit, k, how }),
    ]
}

fn fuzz_rule_set<R: Ruleset>(bundled: &[BundledScenario], parse: fn(&str) -> R::Scenario) {
    let sc = parse(bundled[0].toml);
    let positions = Positions::<R>::collect(&sc, 4, 60, 11).unwrap_or_else(|e| panic!("{e}"));
    assert!(positions.states.len() >= 20, "{}: too few positions", R::ID);

    runner(4_000, 1)
        .run(
            &(any::<u64>(), any::<u64>(), 0u64..48, any::<u64>(), 0u64..9),
            |(pos, pick, place, how, seat)| {
                fuzz::action_case(&positions, pos, pick, place, how, seat)
                    .map_err(TestCaseError::fail)
            },
        )
        .unwrap_or_else(|e| panic!("{} typed actions: {e}", R::ID));

    let pool = words(&positions);
    let word = prop_oneof![
        4 => (0..pool.len()).prop_map(move |i| pool[i].clone()),
        1 => "[0-9]{1,4}",
        1 => "[0-9]{1,3},[0-9]{1,3}",
        1 => ".{0,6}",
    ];
    let text = proptest::collection::vec(word, 0..7).prop_map(|w| w.join(" "));
    runner(1_000, 2)
        .run(&(any::<u64>(), 0u64..9, text), |(pos, seat, text)| {
            fuzz::text_case(&positions, pos, seat, &text).map_err(TestCaseError::fail)
        })
        .unwrap_or_else(|e| panic!("{} order text: {e}", R::ID));

    let log = fuzz::sample_log::<R>(&sc, 5).unwrap_or_else(|e| panic!("{e}"));
    let open = fuzz::unfinished(&log);
    runner(150, 3)
        .run(&(tampering(), any::<bool>()), |(t, finished)| {
            let base = if finished { &log } else { &open };
            fuzz::log_case::<R>(base, t).map_err(TestCaseError::fail)
        })
        .unwrap_or_else(|e| panic!("{} logs: {e}", R::ID));

    let base: Value = serde_json::to_value(&sc).unwrap_or(Value::Null);
    runner(200, 4)
        .run(&(0u64..4_000, any::<u64>()), |(place, how)| {
            fuzz::scenario_case::<R>(&base, place, how, 60).map_err(TestCaseError::fail)
        })
        .unwrap_or_else(|e| panic!("{} scenarios: {e}", R::ID));
}

#[test]
fn fuzz_rapier() {
    fuzz_rule_set::<umpire_rapier::Rapier>(umpire_rapier::SCENARIOS, |t| {
        umpire_rapier::Scenario::from_toml(t).unwrap_or_else(|e| panic!("{e}"))
    });
}

#[test]
fn fuzz_opart() {
    fuzz_rule_set::<umpire_opart::OpArt>(umpire_opart::SCENARIOS, |t| {
        umpire_opart::Scenario::from_toml(t).unwrap_or_else(|e| panic!("{e}"))
    });
}

#[test]
fn fuzz_napoleonic() {
    fuzz_rule_set::<umpire_napoleonic::Napoleonic>(umpire_napoleonic::SCENARIOS, |t| {
        umpire_napoleonic::Scenario::from_toml(t).unwrap_or_else(|e| panic!("{e}"))
    });
}

#[test]
fn fuzz_nqm() {
    fuzz_rule_set::<umpire_nqm::Nqm>(umpire_nqm::SCENARIOS, |t| {
        umpire_nqm::Scenario::from_toml(t).unwrap_or_else(|e| panic!("{e}"))
    });
}

#[test]
fn fuzz_race() {
    fuzz_rule_set::<umpire_race::Race>(umpire_race::SCENARIOS, |t| {
        umpire_race::Scenario::from_toml(t).unwrap_or_else(|e| panic!("{e}"))
    });
}

/// Flags of `odds` and `resolve`.
const STEP_FLAGS: &[&str] = &[
    "--action",
    "--advanced",
    "--attacker",
    "--attacker-cv",
    "--attacker-die",
    "--attacker-mod",
    "--battle",
    "--blundered",
    "--casualties",
    "--commander",
    "--cus",
    "--defender",
    "--defender-cv",
    "--defender-die",
    "--defender-mod",
    "--equilibrium",
    "--exited",
    "--from",
    "--general",
    "--grade",
    "--green",
    "--guards",
    "--gun",
    "--intent",
    "--json",
    "--last-action",
    "--last-result",
    "--lost",
    "--not-first",
    "--objectives",
    "--protected",
    "--range",
    "--recce",
    "--result",
    "--retreated",
    "--seed",
    "--shifts",
    "--shooters",
    "--side",
    "--size",
    "--stands",
    "--target",
    "--targets",
    "--task",
    "--to",
    "--units",
    "--value",
    "--veteran-mobile",
    "--vp",
    "--weapon",
    "--zone",
];

/// Values for flags: edges of every integer width, names the tables use, and junk.
const VALUES: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "6",
    "12",
    "81",
    "128",
    "1000",
    "1001",
    "-1",
    "-2147483648",
    "2147483647",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "0.5",
    "nan",
    "inf",
    "1e9",
    "",
    "d6",
    "d10",
    "d12",
    "L",
    "M",
    "H",
    "open",
    "dug-in",
    "fort",
    "attack",
    "regroup",
    "retreat",
    "advance-1",
    "field",
    "horse",
    "howitzer",
    "line-infantry:4",
    "line-infantry:4,cavalry:2",
    "E",
    "V",
    "R",
    "C",
    "M",
    "a",
    "b",
    "umpire",
    "attacker",
    "defender",
    "all",
    "x\u{1b}[31my",
    "a\nb",
    "é",
];

const RULE_SETS: &[&str] = &["rapier", "opart", "napoleonic", "nqm", "race", "chess"];

/// The steps each rule set's `odds` and `resolve` know (by the index in [`RULE_SETS`]).
const RULE_STEPS: &[&[&str]] = &[
    &["volley"],
    &["combat"],
    &["musketry", "mdi", "losses", "shot"],
    &[
        "firefight",
        "close-assault",
        "recce",
        "recce-sequence",
        "reorganise",
        "break-test",
        "open-fire",
        "task",
        "reaction",
    ],
    &[
        "battle-type",
        "battle-result",
        "recovery",
        "vp",
        "force",
        "defence",
    ],
    &["nope"],
];

/// Numbers for flags that take one.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "6",
    "12",
    "81",
    "128",
    "1000",
    "1001",
    "-1",
    "-2147483648",
    "2147483647",
    "4294967296",
    "18446744073709551615",
    "0.5",
    "1.5",
];

/// Whether a flag takes a number.
fn numeric(flag: &str) -> bool {
    [
        "-cv",
        "-mod",
        "stands",
        "range",
        "cus",
        "lost",
        "vp",
        "seed",
        "shifts",
        "size",
        "casualties",
        "exited",
        "objectives",
        "targets",
        "zone",
        "shooters",
        "advanced",
        "value",
        "to",
        "threads",
        "samples",
    ]
    .iter()
    .any(|k| flag.ends_with(k))
}

fn pick<'a>(list: &[&'a str], k: usize) -> &'a str {
    list[k % list.len()]
}

/// A command line built from `choices`, and the text for its standard input.
fn command_line(choices: &[usize], dir: &std::path::Path) -> (Vec<String>, String) {
    let mut c = choices.iter().copied();
    let mut next = move || c.next().unwrap_or(0);
    let which = next() % RULE_SETS.len();
    let rule_set = RULE_SETS[which].to_owned();
    let log = dir.join("game.jsonl").display().to_string();
    let mut args: Vec<String> = match next() % 7 {
        0 | 1 => vec![
            pick(&["odds", "resolve"], next()).into(),
            rule_set,
            if next() % 8 == 0 {
                // Any rule set's step, or one no rule set has.
                pick(&[common::STEPS, &["nope"]].concat(), next())
            } else {
                pick(RULE_STEPS[which], next())
            }
            .into(),
        ],
        2 => vec!["show".into(), rule_set],
        3 => vec!["check".into(), log.clone()],
        4 => vec![
            "sim".into(),
            rule_set,
            "--games".into(),
            pick(&["1", "2", "0", "-1", "x"], next()).into(),
        ],
        5 => vec!["replay".into(), log.clone()],
        _ => vec![
            "play".into(),
            rule_set,
            "--seed".into(),
            "1".into(),
            "--human".into(),
            "all".into(),
        ],
    };
    let flags: &[&str] = match args[0].as_str() {
        "odds" | "resolve" => STEP_FLAGS,
        "show" => &["--seat", "--seed", "--scenario", "--json"],
        "sim" => &["--seed", "--threads", "--bot", "--scenario", "--json"],
        "replay" => &["--seat", "--to", "--json", "--verify", "--export"],
        "play" => &["--seed", "--human", "--bot", "--scenario", "--json"],
        _ => &["--json"],
    };
    for _ in 0..next() % 9 {
        let flag = pick(flags, next());
        args.push(flag.into());
        let value = match flag {
            "--scenario" | "--verify" => pick(&[log.as_str(), "/dev/zero", "nope", ""], next()),
            "--export" => pick(&["/dev/null", "", "/nonexistent/dir/x"], next()),
            f if numeric(f) && next() % 4 != 0 => pick(NUMBERS, next()),
            _ => pick(VALUES, next()),
        };
        if !matches!(flag, "--json" | "--equilibrium" | "--guards") {
            args.push(value.into());
        }
    }
    let lines = [
        "help",
        "done",
        "pass",
        "1",
        "from 12",
        "a b c",
        "\u{1b}[2J",
        "99 move 1,1",
    ];
    let input = (0..next() % 5)
        .map(|_| pick(&lines, next()))
        .collect::<Vec<_>>()
        .join("\n");
    (args, input)
}

/// Runs the command line; it must end with a status the README documents (0, 1, 2, 3), never a
/// panic, and an input error is one line of text.
fn run_command(args: &[String], input: &str) -> Result<(), String> {
    let out = common::umpire(args, input);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let shown = format!("umpire {args:?} with input {input:?}");
    if stderr.contains("panicked") {
        return Err(format!("{shown} panicked: {stderr}"));
    }
    match out.status.code() {
        Some(0) => {
            SUCCEEDED.fetch_add(1, Ordering::Relaxed);
            Ok(())
        }
        Some(2 | 3) => Ok(()),
        Some(1) => {
            let lines: Vec<&str> = stderr.lines().collect();
            match lines.last() {
                Some(l) if l.starts_with("umpire: ") => {
                    // Written for a person: no Rust debug text besides what was typed.
                    let own = args
                        .iter()
                        .chain(std::iter::once(&input.to_owned()))
                        .filter(|a| !a.is_empty())
                        .fold((*l).to_owned(), |t, a| t.replace(a.as_str(), ""));
                    match umpire_core::testing::debug_text(&own) {
                        Some(bad) => Err(format!("{shown}: debug text {bad:?} in the error: {l}")),
                        None => Ok(()),
                    }
                }
                _ => Err(format!(
                    "{shown}: exit 1 without a one-line error: {stderr:?}"
                )),
            }
        }
        other => Err(format!("{shown}: ended with {other:?}: {stderr}")),
    }
}

#[test]
fn fuzz_command_line() {
    let dir = std::env::temp_dir().join(format!("umpire-fuzz-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let sc = umpire_race::Scenario::from_toml(umpire_race::SCENARIOS[0].toml)
        .unwrap_or_else(|e| panic!("{e}"));
    let log = fuzz::sample_log::<umpire_race::Race>(&sc, 3).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(dir.join("game.jsonl"), log).unwrap_or_else(|e| panic!("{e}"));
    let result = runner(400, 5).run(&proptest::collection::vec(any::<usize>(), 24), |choices| {
        let (args, input) = command_line(&choices, &dir);
        run_command(&args, &input).map_err(TestCaseError::fail)
    });
    let _ = std::fs::remove_dir_all(&dir);
    result.unwrap_or_else(|e| panic!("command line: {e}"));
    let ok = SUCCEEDED.load(Ordering::Relaxed);
    assert!(
        ok >= 15,
        "only {ok} of 400 command lines ran to a successful end"
    );
}
