//! The person's turn at the terminal: the numbered list, choosing by number or by words,
//! `plan` for a deployment or a seat's moves, `auto N` to hand decisions to the bot, and refusals in one line.

use super::*;

pub(super) fn human_turn<R: Spec>(
    game: &mut Game<R>,
    seat: Seat,
    legal: &[R::Action],
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
    p: &mut Players<R>,
) -> Result<Turn<R>, Failure> {
    let name = R::seat_name(seat);
    hand_over(p, seat, input)?;
    out!("{}", R::render(&R::view(game.state(), seat)));
    list_some::<R>(game, seat, legal, BRIEF, p);
    if let [only] = legal {
        outln!(
            "  (one thing to do: Enter takes it, {})",
            R::describe(game.state(), only)
        );
    }
    loop {
        out!("{}", crate::style::bold(&format!("{name}> ")));
        let _ = std::io::stdout().flush();
        let line = read_line(input)?;
        let line = line.trim();
        match line {
            "" if legal.len() == 1 => {
                let action = legal[0].clone();
                match game.act(seat, action) {
                    Ok(applied) => return Ok(Turn::Acted(applied)),
                    Err(e) => refused(&e),
                }
                continue;
            }
            "" => continue,
            "help" | "?" => {
                outln!("Enter an action's number, its description (or a unique part of it), or a command.");
                outln!(
                    "Commands: show (the table again), list (the actions again), hint (what the"
                );
                outln!(
                    "heuristic bot would do), auto [N] (let it take your seats' next N decisions),"
                );
                outln!(
                    "plan (lay out your next steps, a deployment or moves, as the heuristic bot would, to take whole or in"
                );
                outln!("part), quit. When one action is left, Enter takes it.");
                if let Some(h) = R::command_help() {
                    outln!("{h}");
                }
                if !R::help_topics().is_empty() {
                    let topics: Vec<String> = R::help_topics()
                        .iter()
                        .map(|t| format!("help {t}"))
                        .collect();
                    outln!("More: {}.", topics.join(", "));
                }
                continue;
            }
            _ if line.starts_with("help ") => {
                let topic = line[5..].trim();
                match R::help_topic(topic) {
                    Some(text) => out!("{text}"),
                    None if R::help_topics().is_empty() => {
                        outln!("  no help on {topic}: `help` lists the commands");
                    }
                    None => outln!(
                        "  no help on {topic}: topics are {}",
                        R::help_topics().join(", ")
                    ),
                }
                continue;
            }
            "hint" => {
                if let Some(bot) = p.helper.as_mut() {
                    let decision = umpire_core::Decision::<R>::new(game.state(), seat);
                    // The same stream `auto` would use, so the hint is what auto would play.
                    let mut rng = p.rngs[usize::from(seat)].clone();
                    let k = bot.decide(&decision, legal, &mut rng);
                    outln!(
                        "  hint: {}",
                        R::describe(game.state(), &legal[k.min(legal.len() - 1)])
                    );
                }
                continue;
            }
            _ if line == "auto" || line.starts_with("auto ") => {
                match auto_seats(p, seat, line[4..].trim()) {
                    Ok((n, seats)) => {
                        let names: Vec<&str> = seats
                            .iter(R::SEATS.len())
                            .map(|s| R::seat_name(s))
                            .collect();
                        let each = if names.len() > 1 { " each" } else { "" };
                        outln!(
                            "  the heuristic bot takes the next {n} decision{} of {}{each}",
                            if n == 1 { "" } else { "s" },
                            names.join(", ")
                        );
                        return Ok(Turn::Auto(n, seats));
                    }
                    Err(e) => outln!("  {e}"),
                }
                continue;
            }
            "plan" => {
                let steps = plan(game, seat, p);
                if steps.is_empty() {
                    outln!("  nothing to plan: `plan` lays out steps that roll no die and show nothing new (a deployment, moves), and the next step here is not one");
                    continue;
                }
                match take_plan::<R>(&steps, input)? {
                    0 => continue,
                    k => {
                        let mut steps = steps;
                        steps.truncate(k);
                        return Ok(Turn::Plan(steps));
                    }
                }
            }
            "show" => {
                out!("{}", R::render(&R::view(game.state(), seat)));
                continue;
            }
            "list" => {
                list_some::<R>(game, seat, legal, usize::MAX, p);
                continue;
            }
            "quit" | "exit" => return Err(Failure::input("game abandoned at the prompt")),
            _ => {}
        }
        let action = match pick(game, legal, line) {
            Some(a) => {
                let d = R::describe(game.state(), &a);
                if !d.eq_ignore_ascii_case(line) {
                    outln!("  → {d}");
                }
                a
            }
            None => match R::parse_action(game.state(), seat, line) {
                Ok(a) => a,
                Err(e) => {
                    let hits = matching::<R>(game, legal, line);
                    if hits.len() > 1 {
                        outln!("  {} actions match:", hits.len());
                        for (i, d) in hits.iter().take(40) {
                            item(*i, d);
                        }
                        if hits.len() > 40 {
                            outln!("  … and {} more", hits.len() - 40);
                        }
                    } else {
                        outln!("  {e}");
                    }
                    continue;
                }
            },
        };
        match game.act(seat, action) {
            Ok(applied) => return Ok(Turn::Acted(applied)),
            Err(e) => refused(&e),
        }
    }
}

pub(super) fn read_line(
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
) -> Result<String, Failure> {
    match input.next() {
        Some(Ok(line)) => Ok(line),
        _ => Err(Failure::input(
            "standard input closed before the game ended",
        )),
    }
}

pub(super) fn refused(e: &umpire_core::Illegal) {
    outln!(
        "  {} {} [{}]",
        crate::style::bad("refused:"),
        e.reason,
        e.rule
    );
}

/// `auto [all] [N]`: how many decisions, and of which seats. A bare `auto` is this decision;
/// one person holding several seats hands them all over; in hot-seat play each person hands
/// over only their own.
pub(super) fn auto_seats<R: Ruleset>(
    p: &Players<R>,
    seat: Seat,
    rest: &str,
) -> Result<(usize, SeatSet), String> {
    let (all, count) = match rest.strip_prefix("all") {
        Some(c) => (true, c.trim()),
        None => (false, rest),
    };
    let n = match count {
        // A bare `auto`: this decision only.
        "" if !all => return Ok((1, SeatSet::one(seat))),
        "" => 1,
        c => match c.parse::<usize>() {
            Ok(n) if n > 0 => n,
            _ => {
                return Err(
                    "auto takes a number of decisions, like auto 20 (or auto all 20)".to_owned(),
                )
            }
        },
    };
    if p.hot_seat() {
        if all {
            return Err("auto all is for one person holding several seats: here each person hands over only their own seat (auto N)".to_owned());
        }
        return Ok((n, SeatSet::one(seat)));
    }
    Ok((n, p.humans))
}

/// `plan`: the helper lays out the next steps of the seats this person holds (a deployment, a
/// division's moves), choosing ahead on a scratch copy of the table with throwaway dice. Only
/// steps that roll no die and show nothing new are planned (deployment steps, and any step an
/// undo could take back), so the plan cannot read ahead of what the person may know.
pub(super) fn plan<R: Spec>(game: &Game<R>, seat: Seat, p: &mut Players<R>) -> Vec<Planned<R>> {
    let Some(bot) = p.helper.as_mut() else {
        return Vec::new();
    };
    let mut state = game.state().clone();
    let mut dice = Dice::new(0, false);
    let mut rngs = p.rngs.clone();
    let mut legal = Vec::new();
    let mut steps = Vec::new();
    while let Some(s) = next_seat::<R>(&state) {
        let mine = s == seat || (!p.hot && p.humans.contains(s));
        if !mine || steps.len() >= R::MAX_ACTIONS {
            break;
        }
        legal.clear();
        R::legal_actions(&state, s, &mut legal);
        if legal.is_empty() {
            break;
        }
        // A lone action is taken as a person takes it, without asking the helper.
        let k = if legal.len() == 1 {
            0
        } else {
            let decision = umpire_core::Decision::<R>::new(&state, s);
            bot.decide(&decision, &legal, &mut rngs[usize::from(s)])
        };
        let action = legal[k.min(legal.len() - 1)].clone();
        // A plan is a deployment (of every seat the person holds), or else the moves of one
        // seat until its part of the step ends.
        let deploying = R::plannable(&action);
        let first = steps
            .first()
            .map(|p: &Planned<R>| (R::plannable(&p.action), p.seat));
        if first.is_some_and(|(d, seat)| d != deploying || (!d && seat != s)) {
            break;
        }
        let text = R::describe(&state, &action);
        let before = state.clone();
        if R::apply(&mut state, s, &action, &mut dice).is_err() || !dice.take_rolls().is_empty() {
            break;
        }
        // Beyond a deployment, a step is planned only if it shows the seat nothing it did not
        // know and leaves it still to act (what an undo asks, `check_undo`): the plan never
        // reads ahead of what the person may know, and stops where the seat's part ends.
        if !deploying && umpire_core::game::check_undo::<R>(&before, &state, s, &action).is_err() {
            break;
        }
        steps.push(Planned {
            seat: s,
            action,
            text,
            rng: rngs[usize::from(s)].clone(),
        });
    }
    steps
}

/// Shows a plan and asks how much of it to take: all (Enter), the first N, or none.
pub(super) fn take_plan<R: Ruleset>(
    steps: &[Planned<R>],
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
) -> Result<usize, Failure> {
    outln!("  the heuristic bot's next {} steps:", steps.len());
    for (k, s) in steps.iter().enumerate() {
        outln!("  {:>3}. {}: {}", k + 1, R::seat_name(s.seat), s.text);
    }
    outln!("  Enter takes it all; a number N takes steps 1 to N, then you go on from there;");
    outln!("  no takes none. To change a step, take the ones before it, choose it yourself,");
    outln!("  then plan again.");
    loop {
        out!("{}", crate::style::bold("plan> "));
        let _ = std::io::stdout().flush();
        let line = read_line(input)?;
        match line.trim() {
            "" => return Ok(steps.len()),
            "no" | "n" | "0" => return Ok(0),
            t => match t.parse::<usize>() {
                Ok(k) if k <= steps.len() => return Ok(k),
                _ => outln!("  Enter, a number from 1 to {}, or no", steps.len()),
            },
        }
    }
}

/// Long lists are cut to their first actions at the start of a decision; `list` shows all, and
/// typing part of a description shows the matching ones.
pub(super) const BRIEF: usize = 30;

pub(super) fn list_some<R: Spec>(
    game: &Game<R>,
    seat: Seat,
    legal: &[R::Action],
    most: usize,
    p: &mut Players<R>,
) {
    let texts: Vec<String> = legal.iter().map(|a| R::describe(game.state(), a)).collect();
    let before = &p.shown[usize::from(seat)];
    // Numbers that now mean another action than in the seat's last list.
    let renumbered = before.len() > 1
        && texts
            .iter()
            .zip(before)
            .any(|(now, was)| now != was && before.contains(now));
    let actions = if legal.len() == 1 {
        "action"
    } else {
        "actions"
    };
    outln!(
        "{} to act — {} legal {actions}{}:",
        R::seat_name(seat),
        legal.len(),
        if renumbered {
            " (renumbered since your last list)"
        } else {
            ""
        }
    );
    for (i, t) in texts.iter().enumerate().take(most) {
        item(i, t);
    }
    if legal.len() > most {
        let mut s = String::new();
        umpire_core::text::wrap(
            &format!(
                "  … and {} more: `list` shows them all; type part of a description (a unit's id, say) to see the matching ones",
                legal.len() - most
            ),
            80,
            "    ",
            &mut s,
        );
        out!("{s}");
    }
    p.shown[usize::from(seat)] = texts;
}

/// One numbered action of a list, its description wrapped to 80 columns.
pub(super) fn item(i: usize, text: &str) {
    let mut s = String::new();
    umpire_core::text::wrap(&format!("  {:>3}. {text}", i + 1), 80, "       ", &mut s);
    out!("{s}");
}

/// The actions whose description contains `want` (numbered as in the full list).
pub(super) fn matching<R: Spec>(
    game: &Game<R>,
    legal: &[R::Action],
    want: &str,
) -> Vec<(usize, String)> {
    let want = want.to_lowercase();
    legal
        .iter()
        .enumerate()
        .map(|(i, a)| (i, R::describe(game.state(), a)))
        .filter(|(_, d)| d.to_lowercase().contains(&want))
        .collect()
}

pub(super) fn pick<R: Spec>(game: &Game<R>, legal: &[R::Action], line: &str) -> Option<R::Action> {
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
