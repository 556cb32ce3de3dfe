//! The prompt of `umpire play` as a person meets it, driven answer by answer: the shortcuts
//! (`plan` for a deployment, Enter where one action is left, `auto N`), the echo of a choice,
//! the notice of renumbered lists, and how many prompts one person holding every attacking
//! seat of a Rapier game answers with and without them (#18). The person's own choices are
//! stood in for by `auto` (one decision, as the helper would choose), so each prompt is one
//! answer a person would type.

mod common;

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};

/// A running `umpire play`, read up to each prompt.
struct Table {
    child: Child,
    stdin: ChildStdin,
    from: Receiver<Vec<u8>>,
    screen: String,
}

/// What a prompt showed: the prompt's name (`div1`, `plan`) and the text since the last one.
struct Prompt {
    name: String,
    text: String,
}

impl Prompt {
    fn lines(&self) -> impl Iterator<Item = &str> {
        self.text.lines()
    }
}

impl Table {
    fn start(args: &[&str]) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_umpire"))
            .args(args)
            .env("NO_COLOR", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start umpire: {e}"));
        let stdin = child.stdin.take().expect("stdin");
        let mut stdout = child.stdout.take().expect("stdout");
        let (to, from) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 || to.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        Self {
            child,
            stdin,
            from,
            screen: String::new(),
        }
    }

    /// The next prompt, or `None` when the game is over (the text left is in `screen`).
    fn next(&mut self) -> Option<Prompt> {
        loop {
            if let Some(p) = self.prompt() {
                return Some(p);
            }
            match self.from.recv() {
                Ok(bytes) => self.screen.push_str(&String::from_utf8_lossy(&bytes)),
                Err(_) => return None,
            }
        }
    }

    fn prompt(&mut self) -> Option<Prompt> {
        let last = self.screen.rsplit('\n').next()?;
        let name = last.strip_suffix("> ")?;
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return None;
        }
        let name = name.to_owned();
        let text = std::mem::take(&mut self.screen);
        Some(Prompt { name, text })
    }

    fn say(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("umpire reads its input");
    }

    fn finish(mut self) -> String {
        let _ = self.child.wait();
        self.screen
    }
}

/// The counts of one game.
#[derive(Debug, Default)]
struct Count {
    /// Every prompt answered.
    prompts: usize,
    /// Prompts answered with Enter alone (a lone action, or a plan taken whole).
    enters: usize,
    /// Prompts that offered one action only.
    lone: usize,
    /// Prompts of a deployment step.
    deploy: usize,
}

const LONE: &str = "(one thing to do: Enter takes it";
const DEPLOY: &str = "  1. deploy ";

/// Plays uranus with seed `seed`, the person answering each prompt by `answer`.
fn play(seed: u64, answer: &mut dyn FnMut(&Prompt) -> String) -> (Count, String) {
    let seed = seed.to_string();
    let mut table = Table::start(&["play", "rapier", "--seed", &seed]);
    let mut count = Count::default();
    while let Some(p) = table.next() {
        count.prompts += 1;
        assert!(count.prompts < 5_000, "the game does not end");
        let a = answer(&p);
        count.enters += usize::from(a.is_empty());
        count.lone += usize::from(p.text.contains(LONE));
        count.deploy += usize::from(p.text.contains(DEPLOY));
        table.say(&a);
    }
    (count, table.finish())
}

/// Every decision typed: a lone action by its number.
fn each_by_hand(p: &Prompt) -> String {
    assert_ne!(p.name, "plan", "nobody asked for a plan");
    if p.text.contains(LONE) {
        return "1".to_owned();
    }
    "auto".to_owned()
}

/// The shortcuts: `plan` at the first deployment prompt, taken whole; Enter for a lone action;
/// the rest chosen one by one.
fn with_shortcuts(planned: &mut bool) -> impl FnMut(&Prompt) -> String + '_ {
    move |p| {
        if p.name == "plan" {
            return String::new();
        }
        if p.text.contains(LONE) {
            return String::new();
        }
        if !*planned && p.text.contains(DEPLOY) {
            *planned = true;
            return "plan".to_owned();
        }
        "auto".to_owned()
    }
}

#[test]
fn plan_and_enter_cut_the_prompts_of_a_rapier_game() {
    for seed in [1, 2] {
        let (before, end) = play(seed, &mut each_by_hand);
        assert!(end.contains("Result:"), "{end}");
        let mut planned = false;
        let (after, end) = play(seed, &mut with_shortcuts(&mut planned));
        assert!(end.contains("Result:"), "{end}");
        assert!(planned, "no deployment prompt came");
        eprintln!("seed {seed}: by hand {before:?}, with plan and Enter {after:?}");
        // The plan takes the steps `auto` would, so the game is the same: every deployment
        // prompt (49 units in uranus's three divisions) becomes `plan` and one Enter, and each
        // lone action is an Enter instead of a number.
        assert_eq!(before.deploy, 49, "{before:?}");
        assert_eq!(after.deploy, 1, "{after:?}");
        assert_eq!(after.prompts, before.prompts - before.deploy + 2);
        assert_eq!(after.enters, after.lone + 1);
        assert!(after.lone > 10, "{after:?}");
    }
}

#[test]
fn auto_n_hands_every_seat_of_the_person_to_the_helper() {
    let mut first = true;
    let (count, end) = play(3, &mut |p| {
        if std::mem::take(&mut first) {
            assert!(p.name == "staff", "{}", p.text);
            return "auto 10".to_owned();
        }
        "auto".to_owned()
    });
    assert!(end.contains("Result:"), "{end}");
    let (by_hand, _) = play(3, &mut |_| "auto".to_owned());
    eprintln!("auto 10 at the first prompt: {count:?}; by hand: {by_hand:?}");
    // Ten decisions of each of the five seats went to the helper; the staff officer has only
    // three in the whole game. The helper chose as it does for a bare `auto`, so the game is
    // the same: 10 × 4 + 3 prompts are saved, less the one that typed `auto 10`.
    assert_eq!(
        count.prompts + 42,
        by_hand.prompts,
        "{count:?} against {by_hand:?}"
    );
}

/// `plan` where the list offers moves or a deployment (as a person would, not at a fire
/// mission or a loss to choose), each plan taken whole; Enter for a lone action; anything else,
/// and where there turns out to be nothing to plan, decided one at a time (`auto`).
fn planner(p: &Prompt) -> String {
    if p.name == "plan" || p.text.contains(LONE) {
        return String::new();
    }
    let moves = p.lines().any(|l| {
        let l = l.trim_start();
        l.split_once(". ").is_some_and(|(n, rest)| {
            n.parse::<usize>().is_ok() && (rest.starts_with("move ") || rest.starts_with("deploy "))
        })
    });
    if moves && !p.text.contains("nothing to plan") {
        return "plan".to_owned();
    }
    "auto".to_owned()
}

/// #31 item 11: with `plan` laying out a division's moves as well as its deployment (steps an
/// undo could take back: no die, nothing new shown), a person holding every attacking seat
/// answers fewer than 200 prompts in a game, where choosing each step took 244 to 305.
#[test]
fn plan_of_a_seats_moves_brings_a_rapier_game_under_200_prompts() {
    for seed in [1, 2] {
        let (by_hand, _) = play(seed, &mut each_by_hand);
        let (count, end) = play(seed, &mut planner);
        assert!(end.contains("Result:"), "{end}");
        eprintln!("seed {seed}: planning {count:?}, by hand {by_hand:?}");
        assert!(count.prompts < 200, "{count:?} (by hand {by_hand:?})");
    }
}

#[test]
fn plan_taken_in_part_leaves_the_rest_to_the_person() {
    let mut table = Table::start(&["play", "rapier", "--seed", "1"]);
    let mut p = table.next().expect("a prompt");
    while !p.text.contains(DEPLOY) {
        table.say(if p.text.contains(LONE) { "" } else { "auto" });
        p = table.next().expect("a deployment prompt");
    }
    assert_eq!(p.name, "div1", "{}", p.text);
    table.say("plan");
    let plan = table.next().expect("the plan's question");
    assert_eq!(plan.name, "plan");
    assert!(
        plan.text.contains("the heuristic bot's next 49 steps"),
        "{}",
        plan.text
    );
    assert!(plan.text.contains("    3. div1: deploy "), "{}", plan.text);
    // Not a step number: asked again.
    table.say("60");
    let again = table.next().expect("the question again");
    assert_eq!(again.name, "plan");
    assert!(
        again.text.contains("Enter, a number from 1 to 49, or no"),
        "{}",
        again.text
    );
    table.say("3");
    let next = table.next().expect("the fourth unit's prompt");
    assert_eq!(next.name, "div1", "{}", next.text);
    let played = next
        .lines()
        .filter(|l| l.starts_with("div1: deploy "))
        .count();
    assert_eq!(played, 3, "{}", next.text);
    assert!(next.text.contains(DEPLOY), "{}", next.text);
    table.say("quit");
    table.finish();
}

#[test]
fn plan_outside_a_deployment_says_there_is_nothing_to_plan() {
    let out = common::umpire(&["play", "rapier", "--seed", "1"], "plan\nquit\n");
    let text = common::text(&out.stdout);
    assert!(
        text.contains("nothing to plan: `plan` lays out steps that roll no die"),
        "{text}"
    );
}

#[test]
fn a_choice_by_number_is_echoed_before_it_is_played() {
    let out = common::umpire(&["play", "rapier", "--seed", "1"], "1\nquit\n");
    let text = common::text(&out.stdout);
    assert!(
        text.contains("staff>   → reconnoitre (roll axis and line)"),
        "{text}"
    );
}

#[test]
fn a_list_whose_numbers_changed_says_so() {
    let mut table = Table::start(&["play", "rapier", "--seed", "1"]);
    let mut p = table.next().expect("a prompt");
    while p.name != "corps" {
        table.say("");
        p = table.next().expect("the corps's prompt");
    }
    assert!(!p.text.contains("renumbered"), "{}", p.text);
    table.say("auto");
    let p = table.next().expect("the corps again");
    assert_eq!(p.name, "corps");
    assert!(
        p.text.contains("(renumbered since your last list)"),
        "{}",
        p.text
    );
    table.say("quit");
    table.finish();
}

#[test]
fn auto_all_is_refused_where_each_person_holds_their_own_seat() {
    // Two people at one screen: the hand-over screen takes the first Enter.
    let out = common::umpire(
        &[
            "play", "rapier", "--seed", "1", "--human", "umpire", "--human", "corps",
        ],
        "\nauto all 5\nquit\n",
    );
    let text = common::text(&out.stdout);
    assert!(
        text.contains("auto all is for one person holding several seats"),
        "{text}"
    );
}

#[test]
fn one_person_holding_several_seats_is_told_each_step_once() {
    let dir = std::env::temp_dir().join(format!("umpire-prompts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let log = dir.join("once.jsonl");
    let log = log.to_str().expect("utf-8 path");
    let out = common::umpire(
        &["play", "rapier", "--seed", "1", "--log", log, "--force"],
        "quit\n",
    );
    let text = common::text(&out.stdout);
    let steps = std::fs::read_to_string(log).expect("the log");
    let umpire_steps = steps
        .lines()
        .filter(|l| l.contains(r#""seat":"umpire""#))
        .count();
    let told = text.lines().filter(|l| l.starts_with("umpire: ")).count();
    assert!(umpire_steps > 40, "{steps}");
    assert_eq!(told, umpire_steps, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn help_cards_explains_the_mdi_cards_from_the_table() {
    let out = common::umpire(
        &["play", "napoleonic", "--seed", "1"],
        "help\nhelp cards\nhelp nothing\nquit\n",
    );
    let text = common::text(&out.stdout);
    assert!(text.contains("More: help cards."), "{text}");
    assert!(
        text.contains("  column     beats flanking and pincers"),
        "{text}"
    );
    assert!(
        text.contains("withdrawal succeeds against line and square"),
        "{text}"
    );
    assert!(
        text.contains("no help on nothing: topics are cards"),
        "{text}"
    );
}
