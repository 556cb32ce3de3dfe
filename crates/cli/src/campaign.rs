//! `umpire campaign`: a Race-for-X campaign kept in a file the user names. The file is the
//! campaign's game log (JSON Lines): every order and every roll, so each command replays and
//! verifies it before adding to it.

use crate::out::{out, outln};
use clap::Subcommand;
use umpire_core::game::{replay_with, ReplayOptions, Start};
use umpire_core::{Game, Ruleset, Secret};
use umpire_race::campaign::{Battles, Engine};
use umpire_race::{Race, SCENARIOS};

use crate::load::load;
use crate::seal::{self, Pending};
use crate::{Failure, ScenarioArg};

/// The campaign commands.
#[derive(Subcommand, Debug)]
pub enum CampaignCmd {
    /// Start a campaign in FILE.
    New {
        /// The campaign file to create.
        file: String,
        /// The campaign scenario.
        #[command(flatten)]
        scenario: ScenarioArg,
        /// Roll the campaign's dice from this seed instead of a secret drawn by the engine.
        #[arg(long)]
        seed: Option<u64>,
        /// How battles are fought: engine or hand (on a real table).
        #[arg(long)]
        battles: Option<String>,
        /// The rule set that fights engine battles: rapier or opart.
        #[arg(long)]
        engine: Option<String>,
        /// Replace FILE (and its key) if they exist.
        #[arg(long)]
        force: bool,
    },
    /// Show the campaign as a player sees it.
    Status {
        /// The campaign file.
        file: String,
        /// The player: a or b.
        #[arg(long, default_value = "a")]
        seat: String,
    },
    /// Give one order as a player: attack, regroup, field UNIT, end-field, defend FORCE,
    /// report LOST EXITED OBJECTIVES.
    Turn {
        /// The campaign file.
        file: String,
        /// The player: a or b.
        #[arg(long)]
        seat: String,
        /// The order.
        #[arg(required = true, num_args = 1..)]
        order: Vec<String>,
    },
    /// Reveal your sealed order once your opponent has sealed theirs (the turn is then resolved
    /// if both are revealed).
    Reveal {
        /// The campaign file.
        file: String,
        /// The player: a or b.
        #[arg(long)]
        seat: String,
    },
    /// The campaign's history, turn by turn.
    Report {
        /// The campaign file.
        file: String,
    },
    /// Re-run the campaign file and verify every order and roll.
    Replay {
        /// The campaign file.
        file: String,
    },
    /// The battles the engine fought, one a line; with --battle N --log OUT, battle N as a game
    /// log of its rule set, which `umpire replay OUT --seat SEAT` shows as that seat saw it.
    Battles {
        /// The campaign file.
        file: String,
        /// The battle's number in the list (1 is the first).
        #[arg(long, requires = "log")]
        battle: Option<usize>,
        /// Where to write the battle's log.
        #[arg(long, requires = "battle")]
        log: Option<String>,
        /// Replace the --log file if it exists.
        #[arg(long)]
        force: bool,
    },
}

/// Holds FILE.lock for as long as it lives: one command at a time reads and writes a campaign
/// (a second one waits for the first).
struct Lock(#[allow(dead_code, reason = "held for its lock, never read")] std::fs::File);

fn lock(file: &str) -> Result<Lock, Failure> {
    let path = format!("{file}.lock");
    let f = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| Failure::input(format!("{path}: cannot open the lock: {e}")))?;
    f.lock()
        .map_err(|e| Failure::input(format!("{path}: cannot lock: {e}")))?;
    Ok(Lock(f))
}

fn key_path(file: &str) -> String {
    format!("{file}.key")
}

fn read(file: &str) -> Result<(Game<Race>, Vec<Pending>), Failure> {
    let text = crate::files::read(file)?;
    let (text, pending) = seal::split(file, &text)?;
    let header = umpire_core::game::read_header(&text)
        .map_err(|e| Failure::input(format!("{file}: {e}")))?;
    let secret = match header.dice.as_ref() {
        Some(d) if std::path::Path::new(&key_path(file)).exists() => {
            let k = crate::files::read(&key_path(file))?;
            Some(
                Secret::from_hex(k.trim(), d.source)
                    .map_err(|e| Failure::input(format!("{}: {e}", key_path(file))))?,
            )
        }
        _ => None,
    };
    let opts = ReplayOptions {
        secret,
        ..ReplayOptions::default()
    };
    let g = replay_with::<Race>(&text, &opts, |_, _, _, _| {})
        .map_err(|e| Failure::input(format!("{file}: does not verify: {e}")))?
        .game;
    seal::verify(file, &g, &pending)?;
    Ok((g, pending))
}

/// The game with its dice key, to act: an error naming the key file when it is not here.
fn need_key(file: &str, g: &Game<Race>) -> Result<(), Failure> {
    if g.secret().is_none() && g.outcome().is_none() {
        return Err(Failure::input(format!(
            "{}: not found; the campaign's dice key is needed to roll (copy it from the machine that began the campaign: each turn's dice also depend on both players' sealed secrets, so the key alone does not foretell them)",
            key_path(file)
        )));
    }
    Ok(())
}

/// Writes the campaign to a temporary file and renames it into place, so a crash never leaves
/// half a file; the dice secret goes to FILE.key while the campaign runs.
fn write(file: &str, g: &Game<Race>, pending: &[Pending]) -> Result<(), Failure> {
    let text = g.log_text() + &seal::lines(pending);
    crate::files::write_new(file, text.as_bytes(), true, false)?;
    if g.outcome().is_some() {
        let _ = std::fs::remove_file(key_path(file));
    }
    Ok(())
}

fn write_key(file: &str, secret: &Secret, force: bool) -> Result<(), Failure> {
    let text = format!("{}\n", secret.to_hex());
    crate::files::write_new(&key_path(file), text.as_bytes(), force, true)
}

/// Resolves the turn if both sealed orders are revealed, writes the file and tells `who` what
/// it may know.
fn settle(
    file: &str,
    g: &mut Game<Race>,
    pending: &mut Vec<Pending>,
    who: u8,
) -> Result<(), Failure> {
    let both_revealed = pending
        .iter()
        .filter(|p| matches!(p, Pending::Reveal(_)))
        .count()
        == 2;
    if both_revealed {
        need_key(file, g)?;
    }
    match seal::resolve(file, g, pending)? {
        Some(events) => {
            write(file, g, pending)?;
            outln!("both orders are revealed; the turn is resolved with dice from both players' secrets.");
            show_turn(file, g, pending, who, &events)
        }
        None => {
            write(file, g, pending)?;
            for line in seal::describe(pending) {
                outln!("{line}");
            }
            let other = Race::seat_name(1 - who);
            if pending.len() < 2 {
                outln!(
                    "waiting for player {} to choose: pass {file} on (it shows them nothing of your order).",
                    other.to_uppercase()
                );
            } else {
                outln!(
                    "waiting for player {} to reveal: they run `umpire campaign reveal {file} --seat {other}`.",
                    other.to_uppercase()
                );
            }
            Ok(())
        }
    }
}

/// Prints the events `who` may see, its view, and then the outcome if the campaign is over or
/// whose move it waits for.
fn show_turn(
    file: &str,
    g: &Game<Race>,
    pending: &[Pending],
    who: u8,
    events: &[umpire_core::dice::Event],
) -> Result<(), Failure> {
    for e in events
        .iter()
        .filter(|e| e.card.is_none() && e.seen_by.contains(who))
    {
        outln!("  {}", e.text);
    }
    out!("{}", Race::render(&seat_view(g, who, pending)));
    match g.outcome() {
        Some(o) => outln!("{} — {}", o.result, o.summary),
        None => {
            for line in to_act(file, g, pending) {
                outln!("{line}");
            }
        }
    }
    Ok(())
}

/// What `who` sees of the campaign. Orders between two machines are sealed outside the game's
/// state, so whether the other player has chosen comes from the seals.
fn seat_view(g: &Game<Race>, who: u8, pending: &[Pending]) -> umpire_race::game::View {
    let mut v = Race::view(g.state(), who);
    if g.state().phase == umpire_race::campaign::Phase::Choose {
        v.other_has_chosen |= seal::sealed(pending, Race::seat_name(1 - who)).0;
    }
    v
}

/// What each corps recovered in the last campaign turn, and what it still misses.
fn recovered(s: &umpire_race::campaign::State) -> Vec<String> {
    let Some(last) = s.history.last().map(|e| e.turn) else {
        return Vec::new();
    };
    s.history
        .iter()
        .filter(|e| e.turn == last)
        .map(|e| {
            let p = &s.players[usize::from(e.player)];
            let lost: u32 = p.units.iter().map(|u| u.lost).sum();
            format!(
                "after turn {last}: {} recovered {} lost stand{}; {lost} still lost",
                p.name,
                e.recovered,
                if e.recovered == 1 { "" } else { "s" }
            )
        })
        .collect()
}

/// Whose move the campaign waits for, and the command that makes it.
fn to_act(file: &str, g: &Game<Race>, pending: &[Pending]) -> Vec<String> {
    use umpire_race::campaign::Phase;
    let s = g.state();
    let turn = |seat: u8, what: &str| {
        let name = Race::seat_name(seat);
        format!(
            "to act: player {} ({}) {what}",
            name.to_uppercase(),
            s.players[usize::from(seat)].name
        )
        .replace("SEAT", name)
        .replace("FILE", file)
    };
    let mut out = Vec::new();
    match s.phase {
        Phase::Choose => {
            for seat in 0..2u8 {
                match seal::sealed(pending, Race::seat_name(seat)) {
                    (false, _) => out.push(turn(
                        seat,
                        "chooses attack or regroup: umpire campaign turn FILE --seat SEAT attack (or regroup)",
                    )),
                    (true, false) if pending.len() >= 2 => out.push(turn(
                        seat,
                        "reveals the sealed order: umpire campaign reveal FILE --seat SEAT",
                    )),
                    _ => {}
                }
            }
        }
        Phase::Field => out.push(turn(
            s.current,
            "fields units: umpire campaign turn FILE --seat SEAT field UNIT, then end-field",
        )),
        Phase::Defend => out.push(turn(
            1 - s.current,
            &format!(
                "picks a defensive force of size S{}: umpire campaign turn FILE --seat SEAT defend FORCE",
                s.defence_wanted().unwrap_or(0)
            ),
        )),
        Phase::Report => out.push(turn(
            s.current,
            "reports the battle fought on the table: umpire campaign turn FILE --seat SEAT report LOST EXITED OBJECTIVES (lost UNIT STANDS first to give losses unit by unit)",
        )),
        Phase::Over => {}
    }
    out
}

fn seat(name: &str) -> Result<u8, Failure> {
    Race::seat_by_name(name)
        .ok_or_else(|| Failure::usage(format!("the players are a and b, not {name:?}")))
}

/// Runs a campaign command.
pub fn run(c: CampaignCmd) -> Result<(), Failure> {
    match c {
        CampaignCmd::New {
            file,
            mut scenario,
            seed,
            battles,
            engine,
            force,
        } => {
            if !force && std::path::Path::new(&file).symlink_metadata().is_ok() {
                return Err(Failure::input(format!(
                    "{file} exists: Umpire does not replace a file unless given --force"
                )));
            }
            scenario
                .scenario
                .get_or_insert_with(|| SCENARIOS[0].name.to_owned());
            let (mut sc, name) = load::<Race>(&scenario)?;
            match battles.as_deref() {
                None => {}
                Some("engine") => sc.rules.battles = Battles::Engine,
                Some("hand") => sc.rules.battles = Battles::Hand,
                Some(o) => return Err(Failure::usage(format!("--battles engine|hand, not {o:?}"))),
            }
            match engine.as_deref() {
                None => {}
                Some("rapier") => sc.rules.engine = Engine::Rapier,
                Some("opart") => sc.rules.engine = Engine::Opart,
                Some(o) => return Err(Failure::usage(format!("--engine rapier|opart, not {o:?}"))),
            }
            let secret = match seed {
                Some(s) => Secret::from_seed(s),
                None => Secret::random().map_err(Failure::input)?,
            };
            let start = Start {
                scenario_name: name.clone(),
                source: crate::load::source_of::<Race>(&name),
                secret: secret.clone(),
                narrate: true,
                seats: std::collections::BTreeMap::new(),
            };
            let g = Game::<Race>::start(&sc, start).map_err(|e| Failure::input(e.to_string()))?;
            let _lock = lock(&file)?;
            write_key(&file, &secret, force)?;
            crate::files::write_new(&file, g.log_text().as_bytes(), force, false)?;
            outln!(
                "campaign {name} started in {file} (dice secret committed: {}; kept in {} until the campaign ends); both players now choose attack or regroup.",
                secret.commitment(),
                key_path(&file)
            );
            out!("{}", Race::render(&Race::view(g.state(), 0)));
        }
        CampaignCmd::Status { file, seat: s } => {
            let (g, pending) = read(&file)?;
            out!("{}", Race::render(&seat_view(&g, seat(&s)?, &pending)));
            for line in seal::describe(&pending) {
                outln!("{line}");
            }
            for line in recovered(g.state()) {
                outln!("{line}");
            }
            match g.outcome() {
                Some(o) => outln!("{} — {}", o.result, o.summary),
                None => {
                    for line in to_act(&file, &g, &pending) {
                        outln!("{line}");
                    }
                }
            }
        }
        CampaignCmd::Turn {
            file,
            seat: s,
            order,
        } => {
            let _lock = lock(&file)?;
            let (mut g, mut pending) = read(&file)?;
            let who = seat(&s)?;
            let name = Race::seat_name(who);
            let text = order.join(" ");
            let o = Race::parse_action(g.state(), who, &text).map_err(Failure::usage)?;
            if let Err(e) = Race::check(g.state(), who, &o) {
                return Err(Failure::input(format!(
                    "refused: {} [{}]",
                    e.reason, e.rule
                )));
            }
            if !seal::must_seal(&g, who, &o) {
                need_key(&file, &g)?;
                let applied = g
                    .act(who, o)
                    .map_err(|e| Failure::input(format!("refused: {} [{}]", e.reason, e.rule)))?;
                write(&file, &g, &pending)?;
                return show_turn(&file, &g, &pending, who, &applied.events);
            }
            let c = seal::seal(&file, &g, &mut pending, name, &o)?;
            outln!("your order is sealed (commitment {c}); it stays secret until both players have sealed.");
            let other = Race::seat_name(1 - who);
            if pending.len() >= 2 {
                // The opponent has sealed: revealing ours cannot help them any more.
                seal::reveal(&file, &g, &mut pending, name)?;
                if seal::have_private(&file, other) {
                    seal::reveal(&file, &g, &mut pending, other)?;
                }
            }
            settle(&file, &mut g, &mut pending, who)?;
        }
        CampaignCmd::Reveal { file, seat: s } => {
            let _lock = lock(&file)?;
            let (mut g, mut pending) = read(&file)?;
            let who = seat(&s)?;
            seal::reveal(&file, &g, &mut pending, Race::seat_name(who))?;
            settle(&file, &mut g, &mut pending, who)?;
        }
        CampaignCmd::Report { file } => {
            let (g, _) = read(&file)?;
            let s = g.state();
            outln!(
                "{:>4} {:<3} {:<8} {:<19} {:>5} {:<11} {:>4} {:>9}",
                "turn",
                "who",
                "action",
                "battle",
                "VP",
                "result",
                "zone",
                "recovered"
            );
            for h in &s.history {
                outln!(
                    "{:>4} {:<3} {:<8} {:<19} {:>5} {:<11} {:>4} {:>9}",
                    h.turn,
                    umpire_race::game::SEATS[usize::from(h.player)].to_uppercase(),
                    h.action.name(),
                    h.battle.name(),
                    h.vp.map_or("—".to_owned(), |v| v.to_string()),
                    h.result.name(),
                    h.zone,
                    h.recovered
                );
            }
            if let Some(o) = g.outcome() {
                outln!("{} — {}", o.result, o.summary);
            }
        }
        CampaignCmd::Battles {
            file,
            battle,
            log,
            force,
        } => battles(&file, battle.zip(log), force)?,
        CampaignCmd::Replay { file } => {
            let (g, _) = read(&file)?;
            outln!(
                "{file}: {} orders and their rolls replayed identically.",
                g.steps().len()
            );
        }
    }
    Ok(())
}

/// `umpire campaign battles`: lists the campaign's battles, or writes one the engine fought as
/// a game log.
fn battles(file: &str, write: Option<(usize, String)>, force: bool) -> Result<(), Failure> {
    let (g, _) = read(file)?;
    let list = umpire_race::battles::campaign_battles(&g.log_text())
        .map_err(|e| Failure::input(format!("{file}: {e}")))?;
    let Some((n, out)) = write else {
        if list.is_empty() {
            outln!("{file}: no battle yet.");
            return Ok(());
        }
        outln!(
            "{:>3} {:>4} {:<9} {:<19} {:<17} result",
            "#",
            "turn",
            "offensive",
            "battle",
            "fought by"
        );
        for (k, b) in list.iter().enumerate() {
            outln!(
                "{:>3} {:>4} {:<9} {:<19} {:<17} {}",
                k + 1,
                b.turn,
                umpire_race::game::SEATS[usize::from(b.offensive)].to_uppercase(),
                b.battle.name(),
                b.fought_by_name(),
                b.result()
            );
        }
        if list
            .iter()
            .any(umpire_race::battles::CampaignBattle::watchable)
        {
            outln!(
                "Write one the engine fought as a game log with --battle N --log FILE, then watch it with `umpire replay FILE --seat SEAT`."
            );
        }
        return Ok(());
    };
    let count = list.len();
    let b = n.checked_sub(1).and_then(|k| list.get(k)).ok_or_else(|| {
        Failure::input(format!(
            "--battle {n}: the campaign has {count} battle{} (1 to {count})",
            if count == 1 { "" } else { "s" }
        ))
    })?;
    let text = b
        .log_text()
        .map_err(|e| Failure::input(format!("--battle {n}: {e}")))?;
    crate::files::write_new(&out, text.as_bytes(), force, false)?;
    outln!(
        "Battle {n} (turn {}, {}) written to {out}: `umpire replay {out} --seat SEAT` shows it as a seat saw it.",
        b.turn,
        b.battle.name()
    );
    Ok(())
}
