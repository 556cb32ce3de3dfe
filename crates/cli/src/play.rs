//! `umpire play`: the terminal game loop. People get their seat's view, a numbered list of
//! legal actions, and the dice as they fall; bots play the other seats.

use std::io::{BufRead, Write};

use serde_json::json;
use umpire_core::bot::next_seat;
use umpire_core::game::Applied;
use umpire_core::{Bot, Game, Rng, Ruleset, Seat, SeatSet};

use crate::rulesets::{load, seat_bots, Spec};
use crate::{Failure, PlayArgs};

struct Players<R: Ruleset> {
    bots: Vec<Option<Box<dyn Bot<R>>>>,
    rngs: Vec<Rng>,
    audience: SeatSet,
    /// The bot behind `hint` and `auto` at a person's prompt.
    helper: Option<Box<dyn Bot<R>>>,
    /// Decisions each seat has handed to the helper (`auto N`).
    auto: Vec<usize>,
}

/// What a person did at the prompt.
enum Turn {
    Acted(Applied),
    Auto(usize),
}

/// Plays one game.
///
/// # Errors
/// Bad options, an invalid scenario, standard input closing mid-game, an unwritable log.
pub fn play<R: Spec>(a: &PlayArgs) -> Result<(), Failure> {
    let (sc, label) = load::<R>(&a.scenario)?;
    let seed = a.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_secs())
    });
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
    let mut audience = SeatSet::NONE;
    for (i, k) in kinds.iter().enumerate() {
        if k.is_none() {
            audience = audience.with(i as Seat);
        }
    }
    let mut players = Players::<R> {
        bots: kinds
            .iter()
            .map(|k| k.as_deref().and_then(R::bot))
            .collect(),
        rngs: (0..R::SEATS.len() as u64)
            .map(|i| Rng::new(seed, i + 1))
            .collect(),
        audience: if audience.is_empty() {
            SeatSet::ALL
        } else {
            audience
        },
        helper: R::bot("heuristic"),
        auto: vec![0; R::SEATS.len()],
    };
    let mut game = Game::<R>::new(&sc, &label, seed, true)
        .map_err(|e| Failure::input(format!("{label}: {e}")))?;
    let talk = !(a.json || a.quiet) || !audience.is_empty();
    if talk {
        println!(
            "Umpire: {} / {label}, seed {seed}. Type help at any prompt.",
            R::ID
        );
    }
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let result = run(&mut game, &mut players, &mut lines, talk);
    if let Some(path) = &a.log {
        std::fs::write(path, game.log_text())
            .map_err(|e| Failure::input(format!("{path}: cannot write the log: {e}")))?;
    }
    result?;
    let outcome = game.outcome();
    if a.json {
        println!(
            "{}",
            json!({"ruleset": R::ID, "scenario": label, "seed": seed, "steps": game.steps().len(), "outcome": outcome})
        );
    } else if let Some(o) = outcome {
        println!(
            "{} {} — {}",
            crate::style::bold("Result:"),
            o.result,
            o.summary
        );
    }
    Ok(())
}

fn run<R: Spec>(
    game: &mut Game<R>,
    p: &mut Players<R>,
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
    talk: bool,
) -> Result<(), Failure> {
    let mut legal = Vec::new();
    while let Some(seat) = next_seat::<R>(game.state()) {
        legal.clear();
        R::legal_actions(game.state(), seat, &mut legal);
        let i = usize::from(seat);
        let auto = p.bots[i].is_none() && p.auto[i] > 0;
        if auto {
            p.auto[i] -= 1;
        }
        let bot = if auto {
            p.helper.as_mut()
        } else {
            p.bots[i].as_mut()
        };
        let applied = match bot {
            Some(bot) => {
                let view = bot.wants_view().then(|| R::view(game.state(), seat));
                let k = bot.choose(seat, view.as_ref(), &legal, &mut p.rngs[i]);
                let action = legal[k.min(legal.len() - 1)].clone();
                let text = R::describe(game.state(), &action);
                let applied = game.act(seat, action).map_err(|e| {
                    Failure::input(format!("internal error: a bot's action was refused: {e}"))
                })?;
                if talk && p.audience.contains(seat) {
                    println!("{}: {text}", R::seat_name(seat));
                }
                applied
            }
            None => match human_turn(game, seat, &legal, input, p)? {
                Turn::Acted(applied) => applied,
                Turn::Auto(n) => {
                    p.auto[i] = n;
                    continue;
                }
            },
        };
        if talk {
            narrate(
                &applied,
                p.audience,
                !p.audience.is_empty() && p.audience != SeatSet::ALL,
            );
        }
    }
    Ok(())
}

fn narrate(applied: &Applied, audience: SeatSet, dice: bool) {
    if dice {
        // Runs of rolls for the same purpose print on one line: "[3d6 = 5 2 6] musketry".
        let seen: Vec<_> = applied
            .rolls
            .iter()
            .filter(|r| r.seen_by.0 & audience.0 != 0)
            .collect();
        let mut k = 0;
        while k < seen.len() {
            let r = seen[k];
            let run = seen[k..]
                .iter()
                .take_while(|x| x.purpose == r.purpose && x.sides == r.sides)
                .count();
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
            println!(
                "{}",
                crate::style::dim(&format!(
                    "    [{count}d{} = {}] {}",
                    r.sides,
                    values.join(" "),
                    r.purpose
                ))
            );
            k += run;
        }
    }
    for e in applied
        .events
        .iter()
        .filter(|e| e.seen_by.0 & audience.0 != 0)
    {
        println!("  {}", e.text);
    }
}

fn human_turn<R: Spec>(
    game: &mut Game<R>,
    seat: Seat,
    legal: &[R::Action],
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
    p: &mut Players<R>,
) -> Result<Turn, Failure> {
    let name = R::seat_name(seat);
    print!("{}", R::render(&R::view(game.state(), seat)));
    list_some::<R>(game, seat, legal, BRIEF);
    loop {
        print!("{}", crate::style::bold(&format!("{name}> ")));
        let _ = std::io::stdout().flush();
        let Some(Ok(line)) = input.next() else {
            return Err(Failure::input(
                "standard input closed before the game ended",
            ));
        };
        let line = line.trim();
        match line {
            "" => continue,
            "help" | "?" => {
                println!("Enter an action's number, its description (or a unique part of it), or a command.");
                println!(
                    "Commands: show (the table again), list (the actions again), hint (what the"
                );
                println!(
                    "heuristic bot would do), auto [N] (let it take your next N decisions), quit."
                );
                if let Some(h) = R::command_help() {
                    println!("{h}");
                }
                continue;
            }
            "hint" => {
                if let Some(bot) = p.helper.as_mut() {
                    let view = R::view(game.state(), seat);
                    // The same stream `auto` would use, so the hint is what auto would play.
                    let mut rng = p.rngs[usize::from(seat)].clone();
                    let k = bot.choose(seat, Some(&view), legal, &mut rng);
                    println!(
                        "  hint: {}",
                        R::describe(game.state(), &legal[k.min(legal.len() - 1)])
                    );
                }
                continue;
            }
            _ if line == "auto" || line.starts_with("auto ") => {
                match line[4..].trim() {
                    "" => return Ok(Turn::Auto(1)),
                    n => match n.parse::<usize>() {
                        Ok(n) if n > 0 => return Ok(Turn::Auto(n)),
                        _ => println!("  auto takes a number of decisions, like auto 20"),
                    },
                }
                continue;
            }
            "show" => {
                print!("{}", R::render(&R::view(game.state(), seat)));
                continue;
            }
            "list" => {
                list(game, seat, legal);
                continue;
            }
            "quit" | "exit" => return Err(Failure::input("game abandoned at the prompt")),
            _ => {}
        }
        let action = match pick(game, legal, line) {
            Some(a) => a,
            None => match R::parse_action(game.state(), seat, line) {
                Ok(a) => a,
                Err(e) => {
                    let hits = matching::<R>(game, legal, line);
                    if hits.len() > 1 {
                        println!("  {} actions match:", hits.len());
                        for (i, d) in hits.iter().take(40) {
                            println!("  {:>3}. {d}", i + 1);
                        }
                        if hits.len() > 40 {
                            println!("  … and {} more", hits.len() - 40);
                        }
                    } else {
                        println!("  {e}");
                    }
                    continue;
                }
            },
        };
        match game.act(seat, action) {
            Ok(applied) => return Ok(Turn::Acted(applied)),
            Err(e) => println!(
                "  {} {} [{}]",
                crate::style::bad("refused:"),
                e.reason,
                e.rule
            ),
        }
    }
}

fn list<R: Spec>(game: &Game<R>, seat: Seat, legal: &[R::Action]) {
    list_some::<R>(game, seat, legal, usize::MAX);
}

/// Long lists are cut to their first actions at the start of a decision; `list` shows all, and
/// typing part of a description shows the matching ones.
const BRIEF: usize = 30;

fn list_some<R: Spec>(game: &Game<R>, seat: Seat, legal: &[R::Action], most: usize) {
    println!(
        "{} to act — {} legal actions:",
        R::seat_name(seat),
        legal.len()
    );
    for (i, a) in legal.iter().enumerate().take(most) {
        println!("  {:>3}. {}", i + 1, R::describe(game.state(), a));
    }
    if legal.len() > most {
        println!(
            "  … and {} more: `list` shows them all; type part of a description (a unit's id, say) to see the matching ones",
            legal.len() - most
        );
    }
}

/// The actions whose description contains `want` (numbered as in the full list).
fn matching<R: Spec>(game: &Game<R>, legal: &[R::Action], want: &str) -> Vec<(usize, String)> {
    let want = want.to_lowercase();
    legal
        .iter()
        .enumerate()
        .map(|(i, a)| (i, R::describe(game.state(), a)))
        .filter(|(_, d)| d.to_lowercase().contains(&want))
        .collect()
}

fn pick<R: Spec>(game: &Game<R>, legal: &[R::Action], line: &str) -> Option<R::Action> {
    if let Ok(n) = line.parse::<usize>() {
        return n.checked_sub(1).and_then(|i| legal.get(i)).cloned();
    }
    let want = line.to_lowercase();
    let names: Vec<String> = legal
        .iter()
        .map(|a| R::describe(game.state(), a).to_lowercase())
        .collect();
    if let Some(i) = names.iter().position(|n| *n == want) {
        return legal.get(i).cloned();
    }
    let hits: Vec<usize> = (0..names.len())
        .filter(|&i| names[i].contains(&want))
        .collect();
    (hits.len() == 1).then(|| legal[hits[0]].clone())
}
