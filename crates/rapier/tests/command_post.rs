//! The corps commander's command post (UMP-RAP-CP): his map, re-plotted at the end of each
//! step, against the table the division commanders crowd round; the TRPs on his map only.

mod common;

use common::{act, at_turn_one, scenario, sec, unit};
use umpire_core::testing::battery;
use umpire_core::{Dice, Rng, Ruleset, Seen};
use umpire_rapier::state::{seat, Loc, Phase};
use umpire_rapier::{bundled, command_post, Action, Rapier, Scenario, State, View};

const UNITS: &str = r#"{ name = "HQ", kind = "hq", at = "A1-L1" },
    { name = "Tank", kind = "tank", at = "A2-L1" },
    { name = "Res", kind = "tank", at = "R1" }"#;
const DEF: &str = r#"{ name = "DHQ", kind = "hq", at = "A4-L5" }"#;

fn game(rules: &str) -> (State, Dice, u16) {
    let sc = scenario(rules, UNITS, DEF);
    let (s, dice) = at_turn_one(&sc, 1);
    let t = unit(&s, "Tank") as u16;
    (s, dice, t)
}

fn loc_of(v: &View, id: u16) -> Loc {
    v.units.iter().find(|u| u.id == Some(id)).unwrap().loc
}

const FORWARD: fn(u16) -> Action = |unit| Action::Move {
    unit,
    to: sec("A2-L2"),
};

#[test]
fn ump_rap_cp_the_corps_map_shows_a_division_move_at_the_end_of_the_step() {
    let (mut s, mut dice, t) = game("");
    let before = s.clone();
    act(&mut s, seat::DIV1, FORWARD(t), &mut dice);
    let (l1, l2) = (Loc::Table(sec("A2-L1")), Loc::Table(sec("A2-L2")));
    assert_eq!(loc_of(&Rapier::view(&s, seat::DIV1), t), l2, "the table");
    assert_eq!(
        loc_of(&Rapier::view(&s, seat::STAFF), t),
        l2,
        "the staff sees the table"
    );
    assert_eq!(
        loc_of(&Rapier::view(&s, seat::CORPS), t),
        l1,
        "the corps' map"
    );
    assert_eq!(
        loc_of(&Rapier::public_view(&s), t),
        l1,
        "spectators see the map"
    );
    let v = Rapier::view(&s, seat::CORPS);
    assert_eq!(v.plotted, Some((1, Phase::AttackerMovement)));
    assert!(Rapier::render(&v).contains("as plotted at the start of attacker movement"));
    assert_eq!(Rapier::view(&s, seat::DIV1).plotted, None);
    // He hears that the tank moved, not where to.
    match Rapier::seen_action(&before, seat::DIV1, &FORWARD(t), seat::CORPS) {
        Seen::Secret { text } => {
            assert!(text.contains("Tank") && !text.contains("A2-L2"), "{text}");
        }
        Seen::Open { text, .. } => panic!("the corps saw the move: {text}"),
    }
    assert!(matches!(
        Rapier::seen_action(&before, seat::DIV1, &FORWARD(t), seat::STAFF),
        Seen::Open { .. }
    ));
    act(&mut s, seat::CORPS, Action::Done, &mut dice);
    act(&mut s, seat::DIV1, Action::Done, &mut dice);
    assert_ne!(s.phase, Phase::AttackerMovement);
    assert_eq!(loc_of(&Rapier::view(&s, seat::CORPS), t), l2, "re-plotted");
}

#[test]
fn ump_rap_cp_the_corps_commanders_own_order_is_on_his_map_at_once() {
    let (mut s, mut dice, t) = game("");
    let r = unit(&s, "Res") as u16;
    act(&mut s, seat::DIV1, FORWARD(t), &mut dice);
    let permit = Action::Permit {
        unit: r,
        division: 0,
    };
    act(&mut s, seat::CORPS, permit, &mut dice);
    let v = Rapier::view(&s, seat::CORPS);
    let res = v.units.iter().find(|u| u.id == Some(r)).unwrap();
    assert!(res.permitted, "his permission shows");
    assert_eq!(
        loc_of(&v, t),
        Loc::Table(sec("A2-L1")),
        "the table is not re-plotted"
    );
}

#[test]
fn ump_rap_cp_together_the_corps_commander_sees_the_table() {
    let (mut s, mut dice, t) = game("command_post = \"together\"");
    act(&mut s, seat::DIV1, FORWARD(t), &mut dice);
    let corps = Rapier::view(&s, seat::CORPS);
    assert_eq!(loc_of(&corps, t), Loc::Table(sec("A2-L2")));
    assert_eq!(corps.plotted, None);
    assert_eq!(corps.units, Rapier::view(&s, seat::DIV1).units);
    assert!(
        Rapier::view(&s, seat::DIV1).trps.is_some(),
        "TRPs on the one table"
    );
}

#[test]
fn ump_rap_cp_trps_are_on_the_corps_map_only() {
    let (s, _, _) = game("");
    assert_eq!(s.trps.len(), 4);
    for (viewer, sees) in [
        (seat::UMPIRE, false),
        (seat::CORPS, true),
        (seat::STAFF, true),
        (seat::DIV1, false),
    ] {
        assert_eq!(
            Rapier::view(&s, viewer).trps.is_some(),
            sees,
            "seat {viewer}"
        );
    }
    assert_eq!(Rapier::public_view(&s).trps, None);
    // Plotting one: the umpire and the division commanders learn that, not where.
    let plot = Action::PlotTrp {
        sector: sec("A3-L4"),
    };
    for viewer in [seat::UMPIRE, seat::DIV1] {
        match Rapier::seen_action(&s, seat::CORPS, &plot, viewer) {
            Seen::Secret { text } => assert!(!text.contains("A3-L4"), "{text}"),
            Seen::Open { text, .. } => panic!("seat {viewer} saw {text}"),
        }
    }
    assert!(matches!(
        Rapier::seen_action(&s, seat::CORPS, &plot, seat::STAFF),
        Seen::Open { .. }
    ));
}

#[test]
fn ump_rap_cp_separate_unless_the_scenario_says_together() {
    let sc: Scenario = bundled("uranus").unwrap();
    assert_eq!(
        sc.rules.command_post,
        umpire_rapier::scenario::CommandPost::Separate
    );
    let text = format!(
        "name = \"t\"\ntitle = \"t\"\n[rules]\ncommand_post = \"apart\"\n\
         [attacker]\nname = \"A\"\n[[attacker.divisions]]\nname = \"D1\"\nunits = [{UNITS}]\n\
         [defender]\nname = \"D\"\nunits = [{DEF}]\n"
    );
    let err = Scenario::from_toml(&text).unwrap_err().to_string();
    assert!(
        err.contains("line 4") && err.contains("`separate` or `together`"),
        "{err}"
    );
}

/// The corps twin (two units swapped on the table, not on the map) is made often enough in
/// random games for the battery to test it.
#[test]
fn ump_rap_cp_the_battery_has_corps_twins_to_check() {
    use umpire_core::bot::next_seat;
    use umpire_core::{RandomBot, Table};
    let sc = bundled("uranus").unwrap();
    let mut made = 0;
    let mut rng = Rng::new(5, 0);
    for seed in 0..10 {
        let mut dice = Dice::new(seed, false);
        let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
        let bots: Vec<Box<dyn umpire_core::Bot<Rapier>>> =
            (0..6).map(|_| Box::new(RandomBot) as _).collect();
        let mut table = Table::new(bots, seed);
        while let Some(who) = next_seat::<Rapier>(&s) {
            if let Some(t) = command_post::twin(&s, &mut rng) {
                assert_eq!(Rapier::view(&t, seat::CORPS), Rapier::view(&s, seat::CORPS));
                assert_ne!(Rapier::view(&t, seat::DIV1), Rapier::view(&s, seat::DIV1));
                made += 1;
            }
            let a = table.decide(&s, who).unwrap();
            Rapier::apply(&mut s, who, &a, &mut dice).unwrap();
        }
    }
    assert!(made > 100, "{made} corps twins");
}

#[test]
fn ump_rap_cp_battery_with_the_command_post_together() {
    let mut sc = bundled("uranus").unwrap();
    sc.rules.command_post = umpire_rapier::scenario::CommandPost::Together;
    let r = battery::<Rapier>(&sc, 300, 77).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 300);
}

#[test]
fn rap11_the_status_line_counts_break_through_units_as_the_result_does() {
    for seed in 1..=3 {
        let sc = bundled("uranus").unwrap();
        let mut dice = Dice::new(seed, false);
        let mut s = Rapier::new_game(&sc, &mut dice).unwrap();
        let mut table = umpire_core::Table::<Rapier>::new(
            (0..Rapier::SEATS.len())
                .map(|_| umpire_rapier::bots::by_name("heuristic").unwrap())
                .collect(),
            seed,
        );
        table.play_out(&mut s, &mut dice);
        let o = Rapier::outcome(&s).expect("the game ends");
        let counted = o.summary.split(" break-through").next().unwrap().to_owned();
        for seat in [seat::CORPS, seat::DIV1] {
            let screen = Rapier::render(&Rapier::view(&s, seat));
            assert!(
                screen.contains(&format!("Break-through units exited: {counted} (")),
                "seed {seed}: {} against\n{screen}",
                o.summary
            );
        }
    }
}

/// #30 item 2: a counter that a division's move reveals is news at the table, not at the
/// separate command post: the corps commander hears none of the step's dice and words while the
/// table acts, and learns of the counter, where it stands and what it is, when the staff officer
/// re-plots the map at the end of the step.
#[test]
fn ump_rap_cp_the_corps_hears_of_a_counter_revealed_at_the_table_when_the_map_is_replotted() {
    let sc = scenario(
        "",
        UNITS,
        r#"{ name = "DHQ", kind = "hq", at = "A4-L5" },
    { name = "Pak", kind = "anti-tank", at = "A2-L2" }"#,
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    let t = unit(&s, "Tank") as u16;
    dice.clear();
    act(&mut s, seat::DIV1, FORWARD(t), &mut dice);
    let said: Vec<_> = dice.take_events();
    let reveal = said
        .iter()
        .find(|e| e.text.contains("is revealed"))
        .expect("the move reveals the counter at the table");
    assert!(reveal.text.contains("A2-L2"), "{}", reveal.text);
    // Game::act takes the corps out of the audience of this step's words and dice.
    let deaf = Rapier::deaf(&s, seat::DIV1);
    assert!(deaf.contains(seat::CORPS) && !deaf.contains(seat::DIV1));
    let mut heard = umpire_core::game::Applied {
        rolls: dice.take_rolls(),
        events: said,
    };
    heard.mute(deaf);
    assert!(heard
        .events
        .iter()
        .all(|e| !e.seen_by.contains(seat::CORPS)));
    assert!(heard.rolls.iter().all(|r| !r.seen_by.contains(seat::CORPS)));
    assert!(heard.events.iter().any(|e| e.seen_by.contains(seat::STAFF)));
    // The corps commander's own action in the step is heard as ever.
    assert_eq!(Rapier::deaf(&s, seat::CORPS), umpire_core::SeatSet::NONE);
    act(&mut s, seat::CORPS, Action::Done, &mut dice);
    dice.clear();
    act(&mut s, seat::DIV1, Action::Done, &mut dice);
    assert_ne!(s.phase, Phase::AttackerMovement);
    // The step is over: the map is re-plotted, and with it comes the news.
    assert_eq!(Rapier::deaf(&s, seat::DIV1), umpire_core::SeatSet::NONE);
    let news: Vec<_> = dice
        .take_events()
        .into_iter()
        .filter(|e| e.seen_by.contains(seat::CORPS))
        .map(|e| e.text)
        .collect();
    assert!(
        news.iter()
            .any(|t| t.contains("re-plots the map") && t.contains("in A2-L2 is")),
        "{news:?}"
    );
}

/// #30 item 2: which unit takes the free shot at a unit withdrawing in the middle of the
/// movement step would tell the command post where the fight is: the corps commander hears only
/// that a free shot was chosen, until the map is re-plotted.
#[test]
fn ump_rap_cp_the_corps_hears_only_that_a_free_shot_was_chosen() {
    let (s, _, t) = game("");
    let shot = Action::FreeShot { shooter: t };
    assert!(command_post::hides_move(&s, seat::DIV1, seat::CORPS, &shot));
    assert!(!command_post::hides_move(
        &s,
        seat::DIV1,
        seat::STAFF,
        &shot
    ));
    match Rapier::seen_action(&s, seat::DIV1, &shot, seat::CORPS) {
        Seen::Secret { text } => {
            assert!(
                text.contains("free shot") && !text.contains("Tank"),
                "{text}"
            );
        }
        Seen::Open { text, .. } => panic!("the corps saw the shooter: {text}"),
    }
}
