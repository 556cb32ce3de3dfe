//! The battery every rule set must pass.
//!
//! Seeded random games that must never panic, must keep the rule set's invariants after every
//! action, offer at least one legal action to every seat that is to act and none to the others,
//! accept every action they list (and refuse a seat that is not to act, leaving the state
//! unchanged), finish within [`Ruleset::MAX_ACTIONS`] with an outcome among
//! [`Ruleset::RESULTS`], survive a serde round trip, write identical logs for identical inputs,
//! and give each seat the same view, legal actions, descriptions, refusal texts, knowledge of
//! each action, and dice of each step that reveals nothing, from two states that differ only in
//! facts hidden from it (its hidden twin); on those twins, who is to act, the spectators' view
//! and what spectators learn of the action must not differ either. An action naming an object
//! that is not the seat's (another side's stand, or a number past the last) is refused in the
//! same words whichever it names, but for the number ([`Ruleset::foreign_objects`]).
//! Games begun in bulk ([`Ruleset::starter`]) must be the games [`Ruleset::new_game`] begins.
//! Every viewer's record, read back from its JSON and followed change by change, must give the
//! viewer's view after every step.
//! The states a searching bot draws for a seat ([`Ruleset::sample_hidden`]) must give the seat
//! its view, legal actions and invariants, and be drawn alike from a state and its hidden twin;
//! a search with the same seed and budget must choose alike in both.
//! Everything a person reads — every seat's screen, the spectators', each listed action's
//! description, the narration and the dice's purposes — must be written text, never Rust debug
//! output ([`debug_text`]).

use std::collections::BTreeMap;

use crate::bot::{Bot, RandomBot, Table};
use crate::dice::{Dice, Rng};
use crate::game::Game;
use crate::ruleset::Ruleset;
use crate::seat::Seat;

/// What a battery run saw.
#[derive(Clone, Debug, Default)]
pub struct BatteryReport {
    /// Games played.
    pub games: usize,
    /// Actions applied in all.
    pub actions: usize,
    /// Hidden-information twins whose views were compared.
    pub twins_checked: usize,
    /// How often each result came up.
    pub outcomes: BTreeMap<String, usize>,
}

/// Plays `games` random games of `scenario` from `seed` and checks everything listed in the
/// module docs.
///
/// # Errors
/// The first failure, with the game's seed and step so it can be reproduced.
pub fn battery<R: Ruleset>(
    scenario: &R::Scenario,
    games: usize,
    seed: u64,
) -> Result<BatteryReport, String> {
    let mut report = BatteryReport::default();
    for g in 0..games as u64 {
        let game_seed = seed.wrapping_add(g);
        random_game::<R>(scenario, game_seed, &mut report)
            .map_err(|e| format!("game seed {game_seed}: {e}"))?;
        report.games += 1;
    }
    for g in 0..3 {
        same_inputs_same_log::<R>(scenario, seed.wrapping_add(g))?;
    }
    records_follow::<R>(scenario, seed)?;
    search_ignores_hidden::<R>(scenario, seed)?;
    starter_matches_new_game::<R>(scenario, seed)?;
    Ok(report)
}

/// Games begun by [`Ruleset::starter`] (simulation) are the games [`Ruleset::new_game`]
/// begins: the same state after the same rolls, for several seeds from one starter.
fn starter_matches_new_game<R: Ruleset>(scenario: &R::Scenario, seed: u64) -> Result<(), String> {
    let start = R::starter(scenario).map_err(|e| format!("starter: {e}"))?;
    for g in 0..8 {
        let s = seed.wrapping_add(g);
        let (mut a, mut b) = (Dice::new(s, true), Dice::new(s, true));
        let made = start(&mut a).map_err(|e| format!("starter, seed {s}: {e}"))?;
        let new = R::new_game(scenario, &mut b).map_err(|e| format!("seed {s}: {e}"))?;
        if made != new || a.take_rolls() != b.take_rolls() || a.take_events() != b.take_events() {
            return Err(format!(
                "seed {s}: the starter began a different game from new_game"
            ));
        }
    }
    Ok(())
}

fn random_game<R: Ruleset>(
    scenario: &R::Scenario,
    seed: u64,
    report: &mut BatteryReport,
) -> Result<(), String> {
    let mut dice = Dice::new(seed, true);
    let mut state = R::new_game(scenario, &mut dice).map_err(|e| format!("scenario: {e}"))?;
    let mut rng = Rng::new(seed, 1_000);
    // Its own stream, so that the probes leave the game's random choices as they were.
    let mut probe_rng = Rng::new(seed, 1_001);
    let seats = R::SEATS.len();
    let mut legal = Vec::new();
    let mut steps = 0usize;
    // Recent actions of every seat: near misses to test refusal texts on twins.
    let mut recent: Vec<R::Action> = Vec::new();
    loop {
        R::check_invariants(&state).map_err(|e| format!("step {steps}: invariant: {e}"))?;
        let acting = R::to_act(&state);
        if acting.is_empty() {
            break;
        }
        for seat in 0..u8::try_from(seats).unwrap_or(u8::MAX) {
            legal.clear();
            R::legal_actions(&state, seat, &mut legal);
            if acting.contains(seat) == legal.is_empty() {
                return Err(format!(
                    "step {steps}: seat {} is{} to act but has {} legal actions",
                    R::seat_name(seat),
                    if acting.contains(seat) { "" } else { " not" },
                    legal.len()
                ));
            }
        }
        let who: Vec<Seat> = acting.iter(seats).collect();
        let seat = who[rng.index(who.len())];
        legal.clear();
        R::legal_actions(&state, seat, &mut legal);
        for a in &legal {
            R::check(&state, seat, a)
                .map_err(|e| format!("step {steps}: listed action {a:?} refused by check: {e}"))?;
        }
        let action = legal[rng.index(legal.len())].clone();
        refuse_wrong_seat::<R>(&state, seat, &action, &mut dice, steps)?;
        if steps.is_multiple_of(13) {
            readable_texts::<R>(&state, &legal).map_err(|e| format!("step {steps}: {e}"))?;
            round_trip::<R>(&state, steps)?;
            let step = Step {
                actor: seat,
                action: &action,
                dice: &dice,
                recent: &recent,
                steps,
            };
            report.twins_checked += twins_agree::<R>(&state, &step, &mut rng)?;
            samples_agree::<R>(&state, &mut probe_rng).map_err(|e| format!("step {steps}: {e}"))?;
            foreign_refusals_agree::<R>(&state, &mut probe_rng)
                .map_err(|e| format!("step {steps}: {e}"))?;
        }
        if recent.len() == 24 {
            recent.remove(0);
        }
        recent.push(action.clone());
        R::apply(&mut state, seat, &action, &mut dice)
            .map_err(|e| format!("step {steps}: listed action {action:?} refused by apply: {e}"))?;
        let (events, rolls) = (dice.take_events(), dice.take_rolls());
        let said = events.iter().map(|e| e.text.as_str());
        for text in said.chain(rolls.iter().map(|r| r.purpose.as_ref())) {
            if let Some(bad) = debug_text(text) {
                return Err(format!(
                    "step {steps}: debug text {bad:?} in the narration: {text}"
                ));
            }
        }
        dice.clear();
        steps += 1;
        if steps > R::MAX_ACTIONS {
            return Err(format!("the game ran past {} actions", R::MAX_ACTIONS));
        }
    }
    let outcome = R::outcome(&state).ok_or("the game is over but has no outcome")?;
    if !R::RESULTS.contains(&outcome.result.as_str()) {
        return Err(format!("unknown result {:?}", outcome.result));
    }
    round_trip::<R>(&state, steps)?;
    *report.outcomes.entry(outcome.result).or_default() += 1;
    report.actions += steps;
    Ok(())
}

/// Every screen (each seat's and the spectators') and every listed action's description is
/// written text.
fn readable_texts<R: Ruleset>(state: &R::State, legal: &[R::Action]) -> Result<(), String> {
    let seats = u8::try_from(R::SEATS.len()).unwrap_or(u8::MAX);
    let screens = (0..seats)
        .map(|seat| {
            (
                R::seat_name(seat).to_string(),
                R::render(&R::view(state, seat)),
            )
        })
        .chain(std::iter::once((
            "spectators".to_string(),
            R::render(&R::public_view(state)),
        )));
    for (who, screen) in screens {
        if let Some(bad) = debug_text(&screen) {
            return Err(format!(
                "debug text {bad:?} on the {who}'s screen:\n{screen}"
            ));
        }
    }
    for a in legal {
        let text = R::describe(state, a);
        if let Some(bad) = debug_text(&text) {
            return Err(format!("debug text {bad:?} describing an action: {text}"));
        }
    }
    Ok(())
}

/// The first piece of Rust debug output in `text`, if any: `Some(`, `None`, a struct's `{ `
/// or an enum variant's CamelCase name (capitalised words run together, as in `ExtraAmmo`;
/// names such as `leIG 18` or `HQ` are not).
#[must_use]
pub fn debug_text(text: &str) -> Option<&str> {
    if let Some(k) = text.find("Some(") {
        return Some(&text[k..k + 5]);
    }
    if let Some(k) = text.find(" { ") {
        return Some(&text[k..k + 3]);
    }
    text.split(|c: char| !c.is_alphanumeric())
        .find(|w| *w == "None" || camel_case(w))
}

/// `ExtraAmmo`, `NoAdvance`: two or more runs of a capital and small letters, nothing else,
/// each run with a vowel and one of three small letters or more (so that a board's squares
/// written side by side, such as `TgvTh`, are not taken for a name).
fn camel_case(word: &str) -> bool {
    let (mut runs, mut long) = (0, false);
    let mut chars = word.chars().peekable();
    while let Some(c) = chars.next() {
        if !c.is_ascii_uppercase() {
            return false;
        }
        let (mut small, mut vowel) = (0, matches!(c, 'A' | 'E' | 'I' | 'O' | 'U'));
        while let Some(&d) = chars.peek().filter(|d| d.is_ascii_lowercase()) {
            chars.next();
            small += 1;
            vowel |= matches!(d, 'a' | 'e' | 'i' | 'o' | 'u');
        }
        if small == 0 || !vowel {
            return false;
        }
        long |= small >= 3;
        runs += 1;
    }
    runs >= 2 && long
}

/// An action taken by a seat that is not to act is refused, and the state stays as it was.
fn refuse_wrong_seat<R: Ruleset>(
    state: &R::State,
    seat: Seat,
    action: &R::Action,
    dice: &mut Dice,
    steps: usize,
) -> Result<(), String> {
    let acting = R::to_act(state);
    let Some(other) =
        (0..u8::try_from(R::SEATS.len()).unwrap_or(0)).find(|&s| s != seat && !acting.contains(s))
    else {
        return Ok(());
    };
    let mut copy = state.clone();
    if R::apply(&mut copy, other, action, dice).is_ok() {
        return Err(format!(
            "step {steps}: seat {} (not to act) was allowed {action:?}",
            R::seat_name(other)
        ));
    }
    if &copy != state {
        return Err(format!("step {steps}: a refused action changed the state"));
    }
    Ok(())
}

/// Every seat's actions naming an object that is not its own ([`Ruleset::foreign_objects`]),
/// a sample of them at each check, are refused in the same words but for the number named, each
/// kind of action alike.
fn foreign_refusals_agree<R: Ruleset>(state: &R::State, rng: &mut Rng) -> Result<(), String> {
    for seat in 0..u8::try_from(R::SEATS.len()).unwrap_or(0) {
        let mut probes = R::foreign_objects(state, seat);
        // A sample keeps the check cheap where a side has hundreds of units.
        while probes.len() > 16 {
            probes.swap_remove(rng.index(probes.len()));
        }
        // The first refusal of each kind of action, to compare the others of its kind with.
        let mut first: Vec<(std::mem::Discriminant<R::Action>, String, String)> = Vec::new();
        for (n, action) in &probes {
            let Err(e) = R::check(state, seat, action) else {
                return Err(format!(
                    "seat {} may act on object {n}, which is not its own: {action:?}",
                    R::seat_name(seat)
                ));
            };
            let said = e.to_string();
            let shape = but_for_number(&said, *n);
            let kind = std::mem::discriminant(action);
            match first.iter().find(|(k, ..)| *k == kind) {
                None => first.push((kind, shape, said)),
                Some((_, s, other)) if *s != shape && *other != said => {
                    return Err(format!(
                        "seat {}'s refusals tell objects that are not its own apart: {other:?} against {said:?}",
                        R::seat_name(seat)
                    ));
                }
                Some(_) => {}
            }
        }
    }
    Ok(())
}

/// `text` with each word that is the number `n` (a run of letters and digits that is exactly
/// its digits, so not the `2` of `2A`) replaced by `N`.
fn but_for_number(text: &str, n: u32) -> String {
    let n = n.to_string();
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() {
            word.push(c);
            continue;
        }
        out.push_str(if word == n { "N" } else { &word });
        word.clear();
        out.push(c);
    }
    out.pop();
    out
}

fn round_trip<R: Ruleset>(state: &R::State, steps: usize) -> Result<(), String> {
    let text = serde_json::to_string(state).map_err(|e| format!("step {steps}: serialise: {e}"))?;
    let back: R::State =
        serde_json::from_str(&text).map_err(|e| format!("step {steps}: deserialise: {e}"))?;
    if &back != state {
        return Err(format!("step {steps}: state changed in a serde round trip"));
    }
    Ok(())
}

/// Every sample a seat's search draws ([`Ruleset::sample_hidden`]) gives the seat the same view,
/// the same seats to act and the same legal actions as `state`, keeps the rule set's
/// invariants, and is drawn alike (the same `rng`, the same sample) from `state` and from the
/// seat's hidden twin: a sample depends on nothing the seat may not know.
fn samples_agree<R: Ruleset>(state: &R::State, rng: &mut Rng) -> Result<(), String> {
    for seat in 0..u8::try_from(R::SEATS.len()).unwrap_or(0) {
        let name = R::seat_name(seat);
        let before = rng.clone();
        let Some(sample) = R::sample_hidden(state, seat, rng) else {
            continue;
        };
        if R::view(&sample, seat) != R::view(state, seat) {
            return Err(format!("a sample for seat {name} gives it another view"));
        }
        if R::to_act(&sample) != R::to_act(state) {
            return Err(format!("a sample for seat {name} changes who is to act"));
        }
        let (mut a, mut b) = (Vec::new(), Vec::new());
        R::legal_actions(state, seat, &mut a);
        R::legal_actions(&sample, seat, &mut b);
        if a != b {
            return Err(format!(
                "a sample for seat {name} changes its legal actions"
            ));
        }
        R::check_invariants(&sample)
            .map_err(|e| format!("a sample for seat {name} breaks an invariant: {e}"))?;
        let mut twin_rng = rng.clone();
        if let Some(twin) = R::hidden_twin(state, seat, &mut twin_rng) {
            let mut again = before.clone();
            if R::sample_hidden(&twin, seat, &mut again).as_ref() != Some(&sample) {
                return Err(format!(
                    "seat {name}'s sample depends on a fact hidden from it (its hidden twin \
                     draws another)"
                ));
            }
        }
    }
    Ok(())
}

/// A search bot ([`crate::search::SearchBot`]) with the same seed and budget chooses the same
/// action in a state and in the deciding seat's hidden twin, at several decisions of a random
/// game (playouts by random bots, to keep the battery quick: what is checked is what the
/// search reads, not how well it plays).
fn search_ignores_hidden<R: Ruleset>(scenario: &R::Scenario, seed: u64) -> Result<(), String> {
    use crate::bot::Decision;
    use crate::search::SearchBot;
    let mut dice = Dice::new(seed, false);
    let mut state = R::new_game(scenario, &mut dice).map_err(|e| format!("scenario: {e}"))?;
    let mut rng = Rng::new(seed, 1_002);
    let mut twin_rng = Rng::new(seed, 1_003);
    let mut legal = Vec::new();
    let (mut steps, mut checked) = (0usize, 0);
    while let Some(seat) = crate::bot::next_seat::<R>(&state) {
        legal.clear();
        R::legal_actions(&state, seat, &mut legal);
        if steps.is_multiple_of(7) && checked < 6 && legal.len() > 1 {
            if let Some(twin) = R::hidden_twin(&state, seat, &mut twin_rng) {
                let random: crate::search::MakeBot<R> = || Box::new(RandomBot);
                let mut search = SearchBot::new(3, random);
                let bot_rng = Rng::new(seed, 2_000 + steps as u64);
                let picks = [&state, &twin]
                    .map(|s| search.decide(&Decision::new(s, seat), &legal, &mut bot_rng.clone()));
                if picks[0] != picks[1] {
                    return Err(format!(
                        "search with seed {seed}, step {steps}: seat {} chose action {} in the \
                         true state and {} in its hidden twin",
                        R::seat_name(seat),
                        picks[0],
                        picks[1]
                    ));
                }
                checked += 1;
            }
        }
        let action = legal[rng.index(legal.len())].clone();
        R::apply_unchecked(&mut state, seat, &action, &mut dice);
        dice.clear();
        steps += 1;
        if steps > R::MAX_ACTIONS {
            break;
        }
    }
    Ok(())
}

/// The step about to be taken, for [`twins_agree`].
struct Step<'a, R: Ruleset> {
    actor: Seat,
    action: &'a R::Action,
    dice: &'a Dice,
    recent: &'a [R::Action],
    steps: usize,
}

/// For every seat with a hidden twin of `state`: the twin gives the seat the same view, the
/// same legal actions with the same descriptions, the same refusal of recent actions, the same
/// knowledge of the action about to be taken, and, when neither the view after it nor the
/// events it tells the seat differ (nothing was revealed), the same dice.
fn twins_agree<R: Ruleset>(
    state: &R::State,
    step: &Step<'_, R>,
    rng: &mut Rng,
) -> Result<usize, String> {
    let mut checked = 0;
    let at = step.steps;
    for seat in 0..u8::try_from(R::SEATS.len()).unwrap_or(0) {
        let Some(twin) = R::hidden_twin(state, seat, rng) else {
            continue;
        };
        let name = R::seat_name(seat);
        if R::view(&twin, seat) != R::view(state, seat) {
            return Err(format!(
                "step {at}: seat {name}'s view reveals a hidden fact"
            ));
        }
        if R::public_view(&twin) != R::public_view(state) {
            return Err(format!(
                "step {at}: the spectators' view reveals a fact hidden from seat {name}"
            ));
        }
        if R::to_act(&twin) != R::to_act(state) {
            return Err(format!(
                "step {at}: who is to act reveals a fact hidden from seat {name}"
            ));
        }
        let public = |s: &R::State| {
            crate::record::Viewer::Public
                .seen_action::<R>(s, step.actor, step.action)
                .text()
                .to_owned()
        };
        if R::check(&twin, step.actor, step.action).is_ok() && public(state) != public(&twin) {
            return Err(format!(
                "step {at}: what spectators learn of {:?} reveals a fact hidden from seat {name}",
                step.action
            ));
        }
        let (mut a, mut b) = (Vec::new(), Vec::new());
        R::legal_actions(state, seat, &mut a);
        R::legal_actions(&twin, seat, &mut b);
        if a != b {
            return Err(format!(
                "step {at}: seat {name}'s legal actions depend on a hidden fact"
            ));
        }
        for x in &a {
            if R::describe(state, x) != R::describe(&twin, x) {
                return Err(format!(
                    "step {at}: the description of {x:?} for seat {name} reveals a hidden fact"
                ));
            }
        }
        for x in step.recent {
            let refusal = |s: &R::State| R::check(s, seat, x).map_err(|e| e.to_string());
            if refusal(state) != refusal(&twin) {
                return Err(format!(
                    "step {at}: the answer to {x:?} by seat {name} reveals a hidden fact: {:?} against {:?}",
                    refusal(state),
                    refusal(&twin)
                ));
            }
        }
        if R::check(&twin, step.actor, step.action).is_ok() {
            step_agrees::<R>(state, &twin, step, seat)?;
        }
        checked += 1;
    }
    Ok(checked)
}

/// The step taken from `state` and from its twin gives `seat` the same record.
fn step_agrees<R: Ruleset>(
    state: &R::State,
    twin: &R::State,
    step: &Step<'_, R>,
    seat: Seat,
) -> Result<(), String> {
    let (at, name) = (step.steps, R::seat_name(seat));
    let seen = |s: &R::State| R::seen_action(s, step.actor, step.action, seat);
    if seen(state) != seen(twin) {
        return Err(format!(
            "step {at}: what seat {name} may know of {:?} reveals a hidden fact: {:?} against {:?}",
            step.action,
            seen(state).text(),
            seen(twin).text()
        ));
    }
    let run = |s: &R::State| {
        let (mut s, mut d) = (s.clone(), step.dice.clone());
        d.clear();
        R::apply_unchecked(&mut s, step.actor, step.action, &mut d);
        let mut heard = crate::game::Applied {
            rolls: d.take_rolls(),
            events: d.take_events(),
        };
        heard.mute(R::deaf(&s, step.actor));
        let rolls = crate::record::seen_rolls(&heard.rolls, seat);
        let events = crate::record::seen_events(&heard.events, seat);
        let cards = crate::record::seen_cards(&heard.events, seat);
        (R::view(&s, seat), rolls, events, cards)
    };
    let (v1, r1, e1, c1) = run(state);
    let (v2, r2, e2, c2) = run(twin);
    if v1 != v2 || e1 != e2 {
        // The step revealed what the twin changed, on the table or in words: a reveal the
        // rules make, not a leak.
        return Ok(());
    }
    let dice = |r: &[crate::record::SeenRoll]| -> Vec<(String, u16)> {
        r.iter().map(|x| (x.purpose.clone(), x.sides)).collect()
    };
    if dice(&r1) != dice(&r2) {
        return Err(format!(
            "step {at}: the dice seat {name} sees after {:?} reveal a hidden fact: {:?} against {:?}",
            step.action,
            dice(&r1),
            dice(&r2)
        ));
    }
    // The result cards the seat gets, their dice read as above (what was rolled, not the
    // faces, which follow the stream).
    let cards = |c: &[crate::dice::Card]| -> Vec<String> {
        c.iter()
            .map(|c| {
                let mut c = c.clone();
                for d in &mut c.dice {
                    d.value = 0;
                }
                c.words()
            })
            .collect()
    };
    if cards(&c1) != cards(&c2) {
        return Err(format!(
            "step {at}: the result cards seat {name} gets after {:?} reveal a hidden fact: {:?} against {:?}",
            step.action,
            cards(&c1),
            cards(&c2)
        ));
    }
    Ok(())
}

/// The log of a game of `scenario` from `seed` with random bots in every seat.
fn random_log<R: Ruleset>(scenario: &R::Scenario, seed: u64) -> Result<String, String> {
    let mut game = Game::<R>::new(scenario, "battery", seed, true).map_err(|e| e.to_string())?;
    let bots = (0..R::SEATS.len())
        .map(|_| Box::new(RandomBot) as Box<dyn crate::Bot<R>>)
        .collect();
    Table::new(bots, seed)
        .play_game(&mut game)
        .map_err(|e| e.to_string())?;
    Ok(game.log_text())
}

fn same_inputs_same_log<R: Ruleset>(scenario: &R::Scenario, seed: u64) -> Result<(), String> {
    let (a, b) = (
        random_log::<R>(scenario, seed)?,
        random_log::<R>(scenario, seed)?,
    );
    if a != b {
        return Err(format!(
            "seed {seed}: identical inputs wrote different logs"
        ));
    }
    let replayed = crate::game::replay::<R>(&a, None).map_err(|e| format!("replay: {e}"))?;
    if replayed.log_text() != a {
        return Err(format!(
            "seed {seed}: the replayed log differs from the original"
        ));
    }
    Ok(())
}

/// Every viewer's record of a random game, written as JSON, read back and followed change by
/// change, gives the viewer's view after each step.
fn records_follow<R: Ruleset>(scenario: &R::Scenario, seed: u64) -> Result<(), String> {
    use crate::record::{Follower, RecordEntry, Recorder, Viewer};
    let log = random_log::<R>(scenario, seed)?;
    let seats = u8::try_from(R::SEATS.len()).unwrap_or(u8::MAX);
    let viewers: Vec<Viewer> = (0..seats)
        .map(Viewer::Seat)
        .chain([Viewer::Public])
        .collect();
    let mut recorders: Vec<Recorder<R>> =
        viewers.iter().map(|v| Recorder::for_viewer(*v)).collect();
    let mut followers = vec![Follower::new(); viewers.len()];
    let mut failure = None;
    let check = |follower: &mut Follower, e: RecordEntry, want: serde_json::Value| {
        let text = serde_json::to_string(&e).unwrap_or_default();
        let back: Result<RecordEntry, _> = serde_json::from_str(&text);
        let got = match back {
            Ok(b) if b == e => follower
                .follow(&b)
                .map(Option::<&serde_json::Value>::cloned),
            Ok(_) => Err("reads back from its JSON as another entry".into()),
            Err(err) => Err(format!("does not read back from its JSON: {err}")),
        };
        match got {
            Ok(Some(v)) if v == want => None,
            Ok(_) => Some(format!(
                "step {}: the record's view is not the view",
                e.step
            )),
            Err(err) => Some(format!("step {}: {err}", e.step)),
        }
    };
    crate::game::replay_with::<R>(&log, &Default::default(), |before, g, step, applied| {
        let actor = R::seat_by_name(&step.seat).unwrap_or(0);
        for ((viewer, rec), follower) in viewers.iter().zip(&mut recorders).zip(&mut followers) {
            if failure.is_some() {
                return;
            }
            let value = |state: &R::State| {
                serde_json::to_value(viewer.view::<R>(state)).unwrap_or_default()
            };
            if step.step == 1 {
                let h = g.header();
                let e = rec.setup(before, &h.setup_rolls, g.setup_events());
                failure = check(follower, e, value(before));
            }
            let e = rec.step(before, g.state(), step.step, actor, &step.action, applied);
            failure = failure
                .take()
                .or_else(|| check(follower, e, value(g.state())));
        }
    })
    .map_err(|e| format!("seed {seed}: replay: {e}"))?;
    failure.map_or(Ok(()), |f| Err(format!("seed {seed}: records: {f}")))
}

/// What a run of [`mangled_scenarios`] saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MangleReport {
    /// Mangled files that were still valid scenarios (and were played a little).
    pub valid: usize,
    /// Mangled files refused with a field and a reason.
    pub refused: usize,
}

/// A cheap fuzz: `tries` mangled copies of a scenario file (lines dropped or doubled, numbers
/// changed, words swapped as `swaps` says) must each be refused with a reason or be a game whose
/// seats to act always have a legal action over a few random actions; never a panic.
///
/// # Errors
/// The first mangled file that broke the rule, with what went wrong.
pub fn mangled_scenarios<R: Ruleset>(
    text: &str,
    parse: impl Fn(&str) -> Result<R::Scenario, crate::ruleset::ScenarioError>,
    swaps: &[(&str, &str)],
    tries: usize,
    seed: u64,
) -> Result<MangleReport, String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut rng = Rng::new(seed, 0);
    let numbers = ["0", "1", "-1", "255", "256", "7", "1e9", "nan", "\"x\""];
    let mut report = MangleReport::default();
    let seats = R::SEATS.len();
    for _ in 0..tries {
        let mut v: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
        for _ in 0..1 + rng.index(3) {
            let i = rng.index(v.len());
            match rng.index(4) {
                0 => {
                    v.remove(i);
                }
                1 => {
                    let l = v[i].clone();
                    v.insert(i, l);
                }
                2 => {
                    let n = numbers[rng.index(numbers.len())];
                    v[i] = v[i]
                        .split(' ')
                        .map(|w| {
                            if !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()) {
                                n
                            } else {
                                w
                            }
                        })
                        .collect::<Vec<_>>()
                        .join(" ");
                }
                _ => {
                    for (a, b) in swaps {
                        v[i] = v[i].replace(a, b);
                    }
                }
            }
        }
        let mangled = v.join("\n");
        let game = parse(&mangled).and_then(|sc| R::new_game(&sc, &mut Dice::new(1, false)));
        match game {
            Err(e) => {
                if e.reason.is_empty() {
                    return Err(format!("refused without a reason:\n{mangled}"));
                }
                report.refused += 1;
            }
            Ok(mut s) => {
                report.valid += 1;
                let mut dice = Dice::new(1, false);
                let mut legal = Vec::new();
                for _ in 0..200 {
                    let Some(seat) = R::to_act(&s).iter(seats).next() else {
                        break;
                    };
                    legal.clear();
                    R::legal_actions(&s, seat, &mut legal);
                    if legal.is_empty() {
                        return Err(format!("a seat to act has no legal action:\n{mangled}"));
                    }
                    let a = legal[rng.index(legal.len())].clone();
                    R::apply(&mut s, seat, &a, &mut dice)
                        .map_err(|e| format!("a listed action was refused ({e}):\n{mangled}"))?;
                }
            }
        }
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::{but_for_number, debug_text};

    #[test]
    fn only_the_number_named_is_set_aside_in_a_refusal() {
        assert_eq!(
            but_for_number("there is no unit #12 (forbidden by 2A sequence)", 12),
            "there is no unit #N (forbidden by 2A sequence)"
        );
        assert_eq!(
            but_for_number("it is not this side's step (2A sequence)", 2),
            "it is not this side's step (2A sequence)"
        );
        assert_ne!(
            but_for_number("Rifle HQ 3 is not yours", 4),
            but_for_number("stand 4", 4)
        );
    }

    #[test]
    fn debug_text_finds_rust_values_and_leaves_names_and_boards_alone() {
        for bad in [
            "Random event (6): ExtraAmmo",
            "last turn Some((Attack, NoAdvance))",
            "Report { lost: 1, exited: 10 }",
            "out of the fight: a-1 (OffBoard)",
            "the event: None",
            "AttackerAirStrike",
        ] {
            assert!(debug_text(bad).is_some(), "{bad}");
        }
        for good in [
            "leIG 18 battery, 2nd HQ",
            "  7 TgvTh> .I^ ~~",
            "TivHiv",
            "none of them fired",
            "McCoy's brigade",
            "attack, advance-1",
        ] {
            assert_eq!(debug_text(good), None, "{good}");
        }
    }
}
