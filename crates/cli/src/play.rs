//! `umpire play`: the terminal game loop. People get their seat's view, a numbered list of
//! legal actions, and the dice as they fall; bots play the other seats. The log is written
//! step by step, flushed before the next prompt; `--resume` continues a log's game. When
//! several people share the screen, each sees only what their seat may know, behind a
//! hand-over screen.

use crate::out::{out, outln};
use std::collections::{BTreeMap, VecDeque};
use std::io::{BufRead, Write};

use serde_json::json;
use umpire_core::bot::next_seat;
use umpire_core::game::{replay_with, Applied, ReplayOptions, Start};
use umpire_core::{Bot, Dice, Game, Rng, Ruleset, Seat, SeatSet, Secret, Seen};

use crate::load::{load, seat_bots};
use crate::{Failure, PlayArgs};
use umpire_registry::Spec;

// The person's turn at the prompt.
mod prompt;
use prompt::*;

struct Players<R: Ruleset> {
    bots: Vec<Option<Box<dyn Bot<R>>>>,
    rngs: Vec<Rng>,
    /// The seats people hold.
    humans: SeatSet,
    /// The bot behind `hint` and `auto` at a person's prompt.
    helper: Option<Box<dyn Bot<R>>>,
    /// Decisions each seat has handed to the helper (`auto N`).
    auto: Vec<usize>,
    /// The rest of a deployment the person took from `plan`, applied while it still fits.
    queue: VecDeque<(Seat, R::Action)>,
    /// The descriptions of the list each seat was last shown, to say when numbers change.
    shown: Vec<Vec<String>>,
    /// Several people share the screen (`--human` named two seats or more, other than the
    /// rule set's default seats one person holds).
    hot: bool,
    /// Hot seat: what each person's seat has yet to be shown, and who had the last prompt.
    pending: Vec<Vec<String>>,
    last_prompt: Option<Seat>,
}

impl<R: Ruleset> Players<R> {
    fn hot_seat(&self) -> bool {
        self.hot
    }
}

/// One step of a plan: the seat, the action, its description, and the seat's helper stream
/// after choosing it (taken on with the step, so what follows is what `auto` would have
/// played).
struct Planned<R: Ruleset> {
    seat: Seat,
    action: R::Action,
    text: String,
    rng: Rng,
}

/// What a person did at the prompt.
enum Turn<R: Ruleset> {
    Acted(Applied),
    /// The helper takes the next N decisions of these seats.
    Auto(usize, SeatSet),
    /// The person took these steps of the helper's deployment plan.
    Plan(Vec<Planned<R>>),
}

/// The log file of a game being played: its lines are appended and flushed as they come; the
/// dice secret waits in FILE.key (readable by its owner only) until the game ends.
struct LogFile {
    path: String,
    file: std::fs::File,
    written: usize,
}

impl LogFile {
    fn key_path(path: &str) -> String {
        format!("{path}.key")
    }

    fn create(path: &str, force: bool, secret: &Secret) -> Result<Self, Failure> {
        if force {
            let _ = std::fs::remove_file(path);
            let _ = std::fs::remove_file(Self::key_path(path));
        }
        let mut o = std::fs::OpenOptions::new();
        o.append(true).create_new(true);
        let file = o.open(path).map_err(|e| {
            if e.kind() == std::io::ErrorKind::AlreadyExists {
                Failure::input(format!(
                    "{path} exists: give --force to replace it, or --resume {path} to go on with its game"
                ))
            } else {
                Failure::input(format!("{path}: cannot create the log: {e}"))
            }
        })?;
        let key = Self::key_path(path);
        let mut k = crate::keys::create_private(&key)?;
        writeln!(k, "{}", secret.to_hex())
            .and_then(|()| k.sync_all())
            .map_err(|e| Failure::input(format!("{key}: cannot write: {e}")))?;
        Ok(Self {
            path: path.to_owned(),
            file,
            written: 0,
        })
    }

    /// Appends the lines the game has that the file has not, and flushes them to disk.
    fn sync<R: Ruleset>(&mut self, game: &Game<R>) -> Result<(), Failure> {
        let new = &game.lines()[self.written..];
        let mut text = String::new();
        for l in new {
            text.push_str(l);
            text.push('\n');
        }
        self.file
            .write_all(text.as_bytes())
            .and_then(|()| self.file.sync_data())
            .map_err(|e| Failure::input(format!("{}: cannot write the log: {e}", self.path)))?;
        self.written = game.lines().len();
        Ok(())
    }

    /// Writes the end line (revealing the secret, signed if a key is given) and removes the
    /// key file.
    fn finish<R: Ruleset>(
        &mut self,
        game: &Game<R>,
        key: Option<&ed25519_dalek::SigningKey>,
    ) -> Result<(), Failure> {
        self.sync(game)?;
        if let Some(end) = game.end_line(key) {
            writeln!(self.file, "{end}")
                .and_then(|()| self.file.sync_data())
                .map_err(|e| Failure::input(format!("{}: cannot write the log: {e}", self.path)))?;
            let _ = std::fs::remove_file(Self::key_path(&self.path));
        }
        Ok(())
    }
}

/// Who holds each seat, from `--human` and `--bot`.
fn seat_kinds<R: Spec>(a: &PlayArgs) -> Result<Vec<Option<String>>, Failure> {
    // With no --human, a person holds the rule set's default seats; with --human, only those.
    let chosen = !a.human.is_empty();
    let default = |s: &str| -> Option<&'static str> {
        let human = if chosen {
            a.human.iter().any(|h| h == s)
        } else {
            R::default_humans().contains(&s)
        };
        (!human).then_some("heuristic")
    };
    let mut kinds = seat_bots::<R>(&a.bot, &default)?;
    for h in &a.human {
        let s = R::seat_by_name(h).ok_or_else(|| {
            Failure::usage(format!(
                "--human {h}: unknown seat; seats: {}",
                R::SEATS.join(", ")
            ))
        })?;
        kinds[usize::from(s)] = None;
    }
    Ok(kinds)
}

fn seats_record<R: Ruleset>(kinds: &[Option<String>]) -> BTreeMap<String, String> {
    R::SEATS
        .iter()
        .zip(kinds)
        .map(|(s, k)| {
            (
                (*s).to_owned(),
                k.as_ref()
                    .map_or_else(|| "human".to_owned(), |k| format!("bot:{k}")),
            )
        })
        .collect()
}

fn kinds_from_record<R: Spec>(seats: &BTreeMap<String, String>) -> Vec<Option<String>> {
    R::SEATS
        .iter()
        .map(|s| match seats.get(*s).map(String::as_str) {
            Some("human") => None,
            Some(k) => Some(k.strip_prefix("bot:").unwrap_or(k).to_owned()),
            None => Some("heuristic".to_owned()),
        })
        .collect()
}

/// Who holds each seat: `None` for a person, else the bot's kind.
type Kinds = Vec<Option<String>>;

/// A game resumed from its log and key file.
fn resume<R: Spec>(path: &str) -> Result<(Game<R>, LogFile, Kinds), Failure> {
    let text = crate::files::read(path)?;
    let header = umpire_core::game::read_header(&text)
        .map_err(|e| Failure::input(format!("{path}: {e}")))?;
    let source = header.dice.as_ref().map(|d| d.source).ok_or_else(|| {
        Failure::input(format!(
            "{path}: an old log without a dice secret cannot be resumed"
        ))
    })?;
    if text
        .lines()
        .last()
        .is_some_and(|l| l.starts_with("{\"end\""))
    {
        return Err(Failure::input(format!("{path}: the game is over already")));
    }
    let key = LogFile::key_path(path);
    let hexkey = crate::files::read(&key).map_err(|e| {
        Failure::input(format!(
            "{} (the dice secret is needed to go on with the game)",
            e.message
        ))
    })?;
    let secret = Secret::from_hex(hexkey.trim(), source)
        .map_err(|e| Failure::input(format!("{key}: {e}")))?;
    let opts = ReplayOptions {
        secret: Some(secret),
        ..ReplayOptions::default()
    };
    let r = replay_with::<R>(&text, &opts, |_, _, _, _| {})
        .map_err(|e| Failure::input(format!("{path}: does not verify: {e}")))?;
    if r.finished {
        return Err(Failure::input(format!("{path}: the game is over already")));
    }
    let file = std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .map_err(|e| Failure::input(format!("{path}: cannot open to append: {e}")))?;
    let kinds = kinds_from_record::<R>(&r.game.header().seats);
    let written = r.game.lines().len();
    Ok((
        r.game,
        LogFile {
            path: path.to_owned(),
            file,
            written,
        },
        kinds,
    ))
}

/// Plays one game.
///
/// # Errors
/// Bad options, an invalid scenario, standard input closing mid-game, an unwritable log.
pub fn play<R: Spec>(a: &PlayArgs) -> Result<(), Failure> {
    let sign = a
        .sign
        .as_deref()
        .map(crate::keys::read_signing)
        .transpose()?;
    if sign.is_some() && a.log.is_none() && a.resume.is_none() {
        return Err(Failure::usage("--sign signs the log: give --log FILE too"));
    }
    let (mut game, mut log, kinds, label) = if let Some(path) = &a.resume {
        let (g, l, mut k) = resume::<R>(path)?;
        // --human and --bot given with --resume change who holds those seats.
        let named = seat_kinds::<R>(a)?;
        for (i, s) in R::SEATS.iter().enumerate() {
            let bot_named = a
                .bot
                .iter()
                .any(|b| b.starts_with("all=") || b.split('=').next() == Some(s));
            if a.human.iter().any(|h| h == s) || bot_named {
                k[i] = named[i].clone();
            }
        }
        let label = g.header().scenario_name.clone();
        (g, Some(l), k, label)
    } else {
        let (mut sc, label) = load::<R>(&a.scenario)?;
        let kinds = seat_kinds::<R>(a)?;
        R::for_people(&mut sc, &seats_record::<R>(&kinds));
        let secret = match a.seed {
            Some(seed) => Secret::from_seed(seed),
            None => Secret::random().map_err(Failure::input)?,
        };
        let start = Start {
            scenario_name: label.clone(),
            source: crate::load::source_of::<R>(&label),
            secret: secret.clone(),
            narrate: true,
            seats: seats_record::<R>(&kinds),
        };
        let game =
            Game::<R>::start(&sc, start).map_err(|e| Failure::input(format!("{label}: {e}")))?;
        let log = a
            .log
            .as_deref()
            .map(|p| LogFile::create(p, a.force, &secret))
            .transpose()?;
        (game, log, kinds, label)
    };
    let secret = game
        .secret()
        .cloned()
        .ok_or_else(|| Failure::input("the game has no dice secret"))?;
    let mut humans = SeatSet::NONE;
    for (i, k) in kinds.iter().enumerate() {
        if k.is_none() {
            humans = humans.with(i as Seat);
        }
    }
    let default_humans = R::SEATS
        .iter()
        .enumerate()
        .filter(|(_, s)| R::default_humans().contains(s))
        .fold(SeatSet::NONE, |acc, (i, _)| acc.with(i as Seat));
    let hot = humans.iter(R::SEATS.len()).count() > 1 && humans != default_humans;
    let mut players = Players::<R> {
        hot,
        bots: kinds
            .iter()
            .map(|k| k.as_deref().and_then(|k| umpire_registry::bot::<R>(k).ok()))
            .collect(),
        rngs: (0..R::SEATS.len())
            .map(|i| secret.bot_rng(u8::try_from(i).unwrap_or(u8::MAX)))
            .collect(),
        humans,
        helper: R::bot("heuristic"),
        auto: vec![0; R::SEATS.len()],
        queue: VecDeque::new(),
        shown: vec![Vec::new(); R::SEATS.len()],
        pending: vec![Vec::new(); R::SEATS.len()],
        last_prompt: None,
    };
    let talk = !(a.json || a.quiet) || !humans.is_empty();
    if talk {
        let dice = match a.seed {
            Some(_) => {
                "dice from the --seed you gave (anyone who knows it knows every die)".to_owned()
            }
            None => format!("dice secret committed: {}", secret.commitment()),
        };
        let what = if a.resume.is_some() {
            "resumed at step"
        } else {
            "step"
        };
        outln!(
            "Umpire: {} / {label}, {what} {}; {dice}. Type help at any prompt.",
            R::ID,
            game.steps().len()
        );
    }
    if let Some(l) = &mut log {
        l.sync(&game)?;
    }
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let result = run(&mut game, &mut players, &mut lines, talk, &mut log);
    if let Some(l) = &mut log {
        l.finish(&game, sign.as_ref())?;
    }
    result?;
    let outcome = game.outcome();
    if a.json {
        let revealed = outcome.as_ref().map(|_| secret.to_hex());
        outln!(
            "{}",
            json!({"ruleset": R::ID, "scenario": label, "seed": a.seed, "steps": game.steps().len(),
                   "commitment": secret.commitment(), "secret": revealed, "outcome": outcome})
        );
    } else if let Some(o) = outcome {
        outln!(
            "{} {} — {}",
            crate::style::bold("Result:"),
            o.result,
            o.summary
        );
    }
    Ok(())
}

/// A bot's decision; when it takes over a second (a search bot's playouts), a progress line
/// on the terminal says whose decision it is and how far it has got (indicatif draws nothing
/// when standard error is not a terminal).
fn decide_showing_progress<R: Spec>(
    state: &R::State,
    seat: Seat,
    bot: &mut Box<dyn Bot<R>>,
    legal: &[R::Action],
    rng: &mut Rng,
) -> usize {
    use std::io::IsTerminal;
    use std::sync::atomic::{AtomicBool, Ordering};
    if !std::io::stderr().is_terminal() {
        return bot.decide(&umpire_core::Decision::<R>::new(state, seat), legal, rng);
    }
    let progress = umpire_core::bot::Progress::default();
    let finished = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let watcher = scope.spawn(|| {
            let start = std::time::Instant::now();
            let mut bar: Option<indicatif::ProgressBar> = None;
            while !finished.load(Ordering::Relaxed) {
                std::thread::park_timeout(std::time::Duration::from_millis(100));
                let (done, total) = progress.get();
                if bar.is_none() && start.elapsed().as_secs_f64() >= 1.0 && total > 0 {
                    let b = indicatif::ProgressBar::new(u64::from(total));
                    if let Ok(style) = indicatif::ProgressStyle::with_template(&format!(
                        "  {} is thinking: {{pos}}/{{len}} playouts, {{elapsed}}",
                        R::seat_name(seat)
                    )) {
                        b.set_style(style);
                    }
                    bar = Some(b);
                }
                if let Some(b) = &bar {
                    b.set_position(u64::from(done));
                }
            }
            if let Some(b) = bar {
                b.finish_and_clear();
            }
        });
        let decision = umpire_core::Decision::<R>::new(state, seat).with_progress(&progress);
        let k = bot.decide(&decision, legal, rng);
        finished.store(true, Ordering::Relaxed);
        watcher.thread().unpark();
        k
    })
}

fn run<R: Spec>(
    game: &mut Game<R>,
    p: &mut Players<R>,
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
    talk: bool,
    log: &mut Option<LogFile>,
) -> Result<(), Failure> {
    let mut legal = Vec::new();
    while let Some(seat) = next_seat::<R>(game.state()) {
        legal.clear();
        R::legal_actions(game.state(), seat, &mut legal);
        let i = usize::from(seat);
        let planned = match p.queue.pop_front() {
            Some((s, a)) if s == seat && legal.contains(&a) => Some(a),
            Some(_) => {
                p.queue.clear();
                if talk {
                    outln!("  the plan no longer fits the table: the rest is yours to choose");
                }
                None
            }
            None => None,
        };
        let auto = planned.is_none() && p.bots[i].is_none() && p.auto[i] > 0;
        if auto {
            p.auto[i] -= 1;
        }
        let bot = if auto {
            p.helper.as_mut()
        } else {
            p.bots[i].as_mut()
        };
        let before = game.state().clone();
        let (applied, action) = match (planned, bot) {
            (Some(action), _) => {
                let applied = game.act(seat, action.clone()).map_err(|e| {
                    Failure::input(format!("internal error: a planned action was refused: {e}"))
                })?;
                (applied, Some(action))
            }
            (None, Some(bot)) => {
                let k = decide_showing_progress(game.state(), seat, bot, &legal, &mut p.rngs[i]);
                let action = legal[k.min(legal.len() - 1)].clone();
                let applied = game.act(seat, action.clone()).map_err(|e| {
                    Failure::input(format!("internal error: a bot's action was refused: {e}"))
                })?;
                (applied, Some(action))
            }
            (None, None) => match human_turn(game, seat, &legal, input, p)? {
                Turn::Acted(applied) => (applied, None),
                Turn::Auto(n, seats) => {
                    for s in seats.iter(R::SEATS.len()) {
                        p.auto[usize::from(s)] = n;
                    }
                    continue;
                }
                Turn::Plan(steps) => {
                    for s in &steps {
                        p.rngs[usize::from(s.seat)] = s.rng.clone();
                    }
                    p.queue = steps.into_iter().map(|s| (s.seat, s.action)).collect();
                    continue;
                }
            },
        };
        if let Some(l) = log {
            l.sync(game)?;
        }
        if talk {
            tell(p, &before, seat, action.as_ref(), &applied);
        }
    }
    Ok(())
}

/// Tells each person what their seats may know of a step: at once when one person plays (or
/// nobody: a game of bots, shown whole), at their next prompt in hot-seat play.
fn tell<R: Ruleset>(
    p: &mut Players<R>,
    before: &R::State,
    actor: Seat,
    bot_action: Option<&R::Action>,
    applied: &Applied,
) {
    let n = R::SEATS.len();
    if !p.hot_seat() {
        // One person (or nobody): they know what any of their seats knows, told once.
        let everything = p.humans.is_empty();
        if let Some(a) = bot_action {
            let text = if everything || p.humans.contains(actor) {
                R::describe(before, a)
            } else {
                let seen: Vec<Seen<R::Action>> = p
                    .humans
                    .iter(n)
                    .map(|v| R::seen_action(before, actor, a, v))
                    .collect();
                // Every seat's text is the person's to know: show the whole action if one of
                // their seats sees it, else the fullest of what they see.
                let open = seen.iter().find(|s| matches!(s, Seen::Open { .. }));
                open.or_else(|| seen.iter().max_by_key(|s| s.text().len()))
                    .map(|s| s.text().to_owned())
                    .unwrap_or_default()
            };
            outln!("{}: {text}", R::seat_name(actor));
        }
        let audience = if everything { SeatSet::ALL } else { p.humans };
        for l in narrate(applied, audience, !everything) {
            outln!("{l}");
        }
        return;
    }
    let viewers: Vec<Seat> = p.humans.iter(n).collect();
    for v in viewers {
        let mut out = Vec::new();
        if let Some(a) = bot_action {
            let text = R::seen_action(before, actor, a, v).text().to_owned();
            out.push(format!("{}: {text}", R::seat_name(actor)));
        }
        out.extend(narrate(applied, SeatSet::one(v), true));
        p.pending[usize::from(v)].extend(out);
    }
}

fn narrate(applied: &Applied, audience: SeatSet, dice: bool) -> Vec<String> {
    let mut out = Vec::new();
    if dice {
        let seen = applied
            .rolls
            .iter()
            .filter(|r| r.seen_by.0 & audience.0 != 0)
            .map(|r| (r.sides, r.value, r.purpose.as_ref()));
        out.extend(dice_lines(seen).into_iter().map(|l| crate::style::dim(&l)));
    }
    // A result card repeats the dice and events above (the page draws it apart).
    for e in applied
        .events
        .iter()
        .filter(|e| e.card.is_none() && e.seen_by.0 & audience.0 != 0)
    {
        out.push(format!("  {}", e.text));
    }
    out
}

/// The dice lines of a step, for the terminal: runs of rolls of one purpose and die on one line
/// ("    [3d6 = 5 2 6] musketry"); rolls of 65,535 faces, drawn in pairs, as the fractions
/// between 0 and 1 that a simulation (a shell's flight, a battle's seed) turns into a result,
/// never as raw faces. `rolls` gives each roll's die, face and purpose.
pub(crate) fn dice_lines<'a>(rolls: impl Iterator<Item = (u16, u16, &'a str)>) -> Vec<String> {
    struct R<'a> {
        sides: u16,
        value: u16,
        purpose: &'a str,
    }
    let seen: Vec<R<'a>> = rolls
        .map(|(sides, value, purpose)| R {
            sides,
            value,
            purpose,
        })
        .collect();
    let mut out = Vec::new();
    let mut k = 0;
    while k < seen.len() {
        let r = &seen[k];
        let run = seen[k..]
            .iter()
            .take_while(|x| x.purpose == r.purpose && x.sides == r.sides)
            .count();
        if r.sides == u16::MAX && run >= 2 {
            let fractions: Vec<f64> = seen[k..k + run - run % 2]
                .chunks(2)
                .map(|p| {
                    (f64::from(p[0].value - 1) * 65_535.0 + f64::from(p[1].value - 1))
                        / (65_535.0 * 65_535.0)
                })
                .collect();
            let mut shown: Vec<String> = fractions
                .iter()
                .take(8)
                .map(|f| format!("{f:.3}"))
                .collect();
            if fractions.len() > 8 {
                shown.push("…".to_owned());
            }
            out.push(format!(
                "    [{} random fraction{} from {run} rolls of 1–65535: {}] {}",
                fractions.len(),
                if fractions.len() == 1 { "" } else { "s" },
                shown.join(" "),
                r.purpose
            ));
            k += run;
            continue;
        }
        if r.sides == u16::MAX {
            // A lone draw of 65,535 faces is a fraction too, never a raw face.
            out.push(format!(
                "    [a random fraction: {:.3}] {}",
                f64::from(r.value - 1) / 65_534.0,
                r.purpose
            ));
            k += 1;
            continue;
        }
        let mut values: Vec<String> = seen[k..k + run]
            .iter()
            .take(12)
            .map(|x| x.value.to_string())
            .collect();
        if run > 12 {
            values.push("…".to_owned());
        }
        let count = if run > 1 {
            run.to_string()
        } else {
            String::new()
        };
        out.push(format!(
            "    [{count}d{} = {}] {}",
            r.sides,
            values.join(" "),
            r.purpose
        ));
        k += run;
    }
    out
}

/// Hot seat: when the prompt passes to another person, clear the screen and wait for them;
/// then show what their seat has yet to see.
fn hand_over<R: Ruleset>(
    p: &mut Players<R>,
    seat: Seat,
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
) -> Result<(), Failure> {
    if !p.hot_seat() {
        return Ok(());
    }
    if p.last_prompt != Some(seat) {
        out!("\x1b[2J\x1b[H");
        outln!(
            "Pass the screen to the {} seat, then press Enter.",
            R::seat_name(seat)
        );
        let _ = std::io::stdout().flush();
        if input.next().is_none() {
            return Err(Failure::input(
                "standard input closed before the game ended",
            ));
        }
        p.last_prompt = Some(seat);
    }
    for (l, n) in fold(std::mem::take(&mut p.pending[usize::from(seat)])) {
        if n > 1 {
            outln!("{l} (×{n})");
        } else {
            outln!("{l}");
        }
    }
    Ok(())
}

/// Runs of identical lines, each once with how many times it came in a row: the umpire's 51
/// deployments read "umpire: …(×51)", not 51 lines.
fn fold(lines: Vec<String>) -> Vec<(String, usize)> {
    let mut out: Vec<(String, usize)> = Vec::new();
    for l in lines {
        match out.last_mut() {
            Some((last, n)) if *last == l => *n += 1,
            _ => out.push((l, 1)),
        }
    }
    out
}

#[cfg(test)]
mod fold_tests {
    #[test]
    fn draws_of_65535_faces_read_as_fractions_never_as_faces() {
        let rolls = [
            (u16::MAX, 1, "a shell's flight"),
            (u16::MAX, 32_768, "a shell's flight"),
            (u16::MAX, 17_525, "battle seed"),
            (6, 5, "musketry"),
            (6, 2, "musketry"),
        ];
        let lines = super::dice_lines(rolls.into_iter());
        assert_eq!(
            lines,
            vec![
                "    [1 random fraction from 2 rolls of 1–65535: 0.000] a shell's flight",
                "    [a random fraction: 0.267] battle seed",
                "    [2d6 = 5 2] musketry",
            ]
        );
        assert!(lines.iter().all(|l| !l.contains("d65535")));
    }

    #[test]
    fn identical_lines_in_a_row_are_told_once_with_their_count() {
        let lines = ["a", "b", "b", "b", "a", "c", "c"]
            .map(String::from)
            .to_vec();
        let folded = super::fold(lines);
        assert_eq!(
            folded,
            vec![
                ("a".to_owned(), 1),
                ("b".to_owned(), 3),
                ("a".to_owned(), 1),
                ("c".to_owned(), 2)
            ]
        );
    }
}
