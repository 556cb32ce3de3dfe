//! Issue 35, item 1: a served campaign's battles are games of their own that the players
//! fight, whose results the campaign takes from their finished logs.

use umpire_core::{Bot, Game, Ruleset, Table};
use umpire_opart::OpArt;
use umpire_race::battles::{campaign_battles, play, FoughtBy};
use umpire_race::campaign::{Battles, Engine, Phase};
use umpire_race::served::{orders, waiting, BattleHash, ServedBattle, Waiting};
use umpire_race::tables::Battle;
use umpire_race::{bundled, Order, Race};
use umpire_rapier::Rapier;

/// A served campaign of heuristic players, played until it waits for its first battle that a
/// game is fought for.
fn to_battle(engine: Engine, seed: u64) -> (Game<Race>, ServedBattle) {
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.rules.engine = engine;
    sc.rules.battles = Battles::Served;
    let g = Game::<Race>::new(&sc, "race-for-kalach", seed, false).unwrap();
    next_battle(g, seed).expect("a battle")
}

/// Plays the campaign `g` on with heuristic players until it waits for a battle's game;
/// `None` if it ends first.
fn next_battle(mut g: Game<Race>, seed: u64) -> Option<(Game<Race>, ServedBattle)> {
    let bots: Vec<Box<dyn Bot<Race>>> = (0..2)
        .map(|_| Box::new(umpire_race::game::HeuristicBot) as Box<dyn Bot<Race>>)
        .collect();
    let mut table = Table::new(bots, seed);
    loop {
        match waiting(g.state()) {
            Some(Waiting::Battle(b)) => return Some((g, b)),
            Some(Waiting::Unfought(o)) => {
                let seat = g.state().current;
                g.act(seat, o).unwrap();
            }
            None => {
                let seat = umpire_core::bot::next_seat::<Race>(g.state())?;
                let a = table.decide(g.state(), seat).unwrap();
                g.act(seat, a).unwrap();
            }
        }
    }
}

/// A battle's game played by heuristic bots, as the server would with bots at every seat: its
/// whole log.
fn battle_log(engine: Engine, b: &ServedBattle, seed: u64) -> String {
    match engine {
        Engine::Rapier => play::<Rapier>(
            &umpire_rapier::Scenario::from_toml(&b.scenario).unwrap(),
            seed,
            || Box::new(umpire_rapier::bots::HeuristicBot),
        ),
        Engine::Opart => play::<OpArt>(
            &umpire_opart::Scenario::from_toml(&b.scenario).unwrap(),
            seed,
            || Box::new(umpire_opart::bots::HeuristicBot),
        ),
    }
    .unwrap()
}

/// The result of a served battle flows back: each fielded unit's losses, then the report with
/// the battle log's hash, which the campaign's list of battles names.
fn result_flows_back(engine: Engine, seed: u64) {
    let (mut g, b) = to_battle(engine, seed);
    assert_eq!(g.state().phase, Phase::Report);
    let (attacking, defending) = umpire_race::served::battle_seats(engine);
    assert_eq!(b.seats.len(), attacking.len() + defending.len());
    let log = battle_log(engine, &b, seed);
    let entries = g.state().history.len();
    let fielded = g.state().fight.clone().unwrap().fielded;
    let offence = g.state().current;
    let lost_before: Vec<u32> = fielded
        .iter()
        .map(|&u| g.state().players[usize::from(offence)].units[u].lost)
        .collect();
    let list = orders(g.state(), &log).unwrap();
    let Some(Order::Served {
        report,
        battle: Some(hash),
    }) = list.last().copied()
    else {
        panic!("the last order enters the report: {list:?}");
    };
    assert_eq!(hash, BattleHash::of(&log));
    let entered: u32 = list
        .iter()
        .map(|o| match o {
            Order::Lost { stands, .. } => *stands,
            _ => 0,
        })
        .sum();
    assert_eq!(
        entered, report.lost,
        "the units' losses add up to the report's"
    );
    let (served, losses) = list.split_last().unwrap();
    for o in losses {
        g.act(offence, *o).unwrap();
    }
    if report.lost > 0 {
        let by_unit = &g.state().fight.as_ref().unwrap().losses;
        assert_eq!(
            by_unit.iter().sum::<u32>(),
            report.lost,
            "entered unit by unit"
        );
    }
    g.act(offence, *served).unwrap();
    let s = g.state();
    assert_eq!(s.history[entries].report, Some(report));
    // The losses are noted on the units (less what recovers at once).
    let lost_now: u32 = fielded
        .iter()
        .zip(&lost_before)
        .map(|(&u, before)| s.players[usize::from(offence)].units[u].lost - before)
        .sum();
    assert_eq!(lost_now + s.history[entries].recovered, report.lost);
    let battles = campaign_battles(&g.log_text()).unwrap();
    let last = battles.last().unwrap();
    assert_eq!(last.fought_by, FoughtBy::Served(engine, Some(hash)));
    assert_eq!(last.report, Some(report));
    assert!(
        !last.watchable(),
        "its game is on the server, not in the campaign's log"
    );
}

#[test]
fn ump_rac_served_rapier_battle_result_flows_back_with_its_log_hash() {
    result_flows_back(Engine::Rapier, 3);
}

#[test]
fn ump_rac_served_operational_art_battle_result_flows_back_with_its_log_hash() {
    result_flows_back(Engine::Opart, 5);
}

/// Only a finished game of the battle's rule set is taken, and a log changed after the fact
/// does not replay.
#[test]
fn ump_rac_served_battle_refuses_logs_that_are_not_its_finished_game() {
    let (g, b) = to_battle(Engine::Rapier, 3);
    let log = battle_log(Engine::Rapier, &b, 3);
    let unfinished: String = log
        .lines()
        .filter(|l| !l.starts_with("{\"end\""))
        .map(|l| format!("{l}\n"))
        .collect();
    let e = orders(g.state(), &unfinished).unwrap_err();
    assert!(e.contains("not over"), "{e}");
    let tampered = log.replacen("\"value\":", "\"value\":1", 1);
    assert!(orders(g.state(), &tampered).is_err());
    let other = battle_log(Engine::Opart, &to_battle(Engine::Opart, 5).1, 5);
    let e = orders(g.state(), &other).unwrap_err();
    assert!(e.contains("not the campaign's battle"), "{e}");
}

/// A served battle's game holds the campaign's players at the seats of their forces: the
/// attacking force's player at the attacking seats, in a counter-attack the defending
/// player; and its table is the engine battle's for its type, for every type and both rule
/// sets.
fn seats_and_tables(engine: Engine) {
    let (g, _) = to_battle(engine, 3);
    let mut scenarios = Vec::new();
    for battle in [
        Battle::PreparedDefence,
        Battle::HastyDefence,
        Battle::CounterAttack,
        Battle::MeetingEngagement,
    ] {
        let mut s = g.state().clone();
        s.fight.as_mut().unwrap().battle = battle;
        let Some(Waiting::Battle(b)) = waiting(&s) else {
            panic!("a {} is fought", battle.name());
        };
        check_seats_and_table(engine, &s, &b);
        scenarios.push(b.scenario);
    }
    // A counter-attack swaps the sides, a meeting engagement moves the defence: neither is
    // the prepared defence's table (a hasty defence differs only where the defence has works
    // or, in Rapier, bombardment to halve).
    assert_ne!(scenarios[2], scenarios[0]);
    assert_ne!(scenarios[3], scenarios[0]);
}

fn check_seats_and_table(engine: Engine, s: &umpire_race::State, b: &ServedBattle) {
    {
        let battle = s.fight.as_ref().unwrap().battle;
        let attacker = if b.counter { 1 - s.current } else { s.current };
        assert_eq!(b.counter, battle == Battle::CounterAttack);
        let (attacking, defending) = umpire_race::served::battle_seats(engine);
        for (seat, player) in &b.seats {
            let want = if defending.contains(seat) {
                1 - attacker
            } else {
                assert!(attacking.contains(seat), "{seat}");
                attacker
            };
            assert_eq!(*player, want, "{seat} in a {}", battle.name());
        }
        match engine {
            Engine::Rapier => assert_eq!(
                umpire_rapier::Scenario::from_toml(&b.scenario).unwrap(),
                umpire_race::battle::scenario(s).unwrap().0
            ),
            Engine::Opart => assert_eq!(
                umpire_opart::Scenario::from_toml(&b.scenario).unwrap(),
                umpire_race::battle_opart::scenario(s).unwrap().0
            ),
        }
    }
}

#[test]
fn ump_rac_served_rapier_battles_seat_the_players_on_each_type_of_battles_table() {
    seats_and_tables(Engine::Rapier);
}

#[test]
fn ump_rac_served_operational_art_battles_seat_the_players_on_each_type_of_battles_table() {
    seats_and_tables(Engine::Opart);
}

/// The served result is for served campaigns only: a hand campaign refuses it.
#[test]
fn ump_rac_served_result_is_refused_in_a_campaign_fought_by_hand() {
    let (g, _) = to_battle(Engine::Rapier, 3);
    let mut s = g.state().clone();
    s.rules.battles = Battles::Hand;
    let o = Order::Served {
        report: umpire_race::campaign::Report {
            lost: 0,
            exited: 0,
            objectives: 0,
        },
        battle: None,
    };
    let e = Race::check(&s, s.current, &o).unwrap_err();
    assert!(e.reason.contains("served"), "{}", e.reason);
    assert!(waiting(&s).is_none(), "a hand campaign waits for no game");
    let mut listed = Vec::new();
    Race::legal_actions(g.state(), g.state().current, &mut listed);
    assert!(!listed.iter().any(|o| matches!(o, Order::Served { .. })));
}

/// The lobby's choice of how battles are fought rewrites a campaign and nothing else of it.
#[test]
fn ump_rac_a_bundled_campaign_becomes_a_served_one() {
    let text = umpire_race::SCENARIOS[0].toml;
    let served = umpire_race::served::with_battles(text, "served").unwrap();
    let (mut a, b) = (
        umpire_race::Scenario::from_toml(text).unwrap(),
        umpire_race::Scenario::from_toml(&served).unwrap(),
    );
    assert_eq!(b.rules.battles, Battles::Served);
    a.rules.battles = Battles::Served;
    assert_eq!(a, b);
    let e = umpire_race::served::with_battles(text, "dice").unwrap_err();
    assert!(e.contains("engine, served or hand"), "{e}");
}
