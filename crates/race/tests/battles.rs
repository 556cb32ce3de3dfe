//! Issue 35, item 2: every battle an engine fought in a campaign plays again as a game of its
//! own rule set, the same game roll for roll, that a replay shows as any seat saw it.

use umpire_core::{replay, Bot, Game, Roll, Ruleset, Table};
use umpire_opart::OpArt;
use umpire_race::battles::{campaign_battles, CampaignBattle, FoughtBy};
use umpire_race::campaign::{Battles, Engine};
use umpire_race::{bundled, Race};
use umpire_rapier::Rapier;

/// A whole campaign of heuristic players, its battles fought by `engine`.
fn campaign(engine: Engine, battles: Battles, seed: u64) -> Game<Race> {
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.rules.engine = engine;
    sc.rules.battles = battles;
    let mut g = Game::<Race>::new(&sc, "race-for-kalach", seed, false).unwrap();
    let bots: Vec<Box<dyn Bot<Race>>> = (0..2)
        .map(|_| Box::new(umpire_race::game::HeuristicBot) as Box<dyn Bot<Race>>)
        .collect();
    Table::new(bots, seed).play_game(&mut g).unwrap();
    g
}

/// What a roll decided and how it fell, whoever saw it.
fn faces<'a>(rolls: impl IntoIterator<Item = &'a Roll>) -> Vec<(String, u16, u16)> {
    rolls
        .into_iter()
        .map(|r| (r.purpose.to_string(), r.sides, r.value))
        .collect()
}

/// The rolls of a battle's game: its set-up's, then every step's, in order.
fn game_rolls<R: Ruleset>(log: &str) -> Vec<(String, u16, u16)> {
    let g = replay::<R>(log, None).unwrap_or_else(|e| panic!("the battle replays: {e}"));
    assert!(g.outcome().is_some(), "the battle is played to its end");
    let mut all = faces(&g.header().setup_rolls);
    for s in g.steps() {
        all.extend(faces(&s.rolls));
    }
    all
}

fn check_campaign(engine: Engine, seed: u64) -> usize {
    let g = campaign(engine, Battles::Engine, seed);
    let log = g.log_text();
    let battles = campaign_battles(&log).unwrap();
    let history = &g.state().history;
    // Every battle came to a defence, fought or not (a side with nothing to field).
    let battle_entries: Vec<_> = history
        .iter()
        .filter(|h| h.battle != umpire_race::tables::Battle::NoBattle)
        .collect();
    assert_eq!(
        battles.len(),
        battle_entries.len(),
        "one battle for each battle in the history"
    );
    let mut games = 0;
    for (k, b) in battles.iter().enumerate() {
        let step = &g.steps()[b.step - 1];
        assert!(matches!(step.action, umpire_race::Order::Defend { .. }));
        let logged: Vec<(String, u16, u16)> = faces(&step.rolls)
            .into_iter()
            .filter_map(|(p, s, v)| p.strip_prefix("battle: ").map(|p| (p.to_owned(), s, v)))
            .collect();
        // The report is the one the campaign wrote for this battle.
        let entry = battle_entries[k];
        assert_eq!((entry.turn, entry.player), (b.turn, b.offensive));
        assert_eq!(b.report, entry.report, "battle {k}");
        assert_eq!(b.fought_by, FoughtBy::Engine(engine));
        if !b.watchable() {
            assert!(logged.is_empty(), "an unfought battle rolls nothing");
            assert_eq!(b.report, None, "an unfought battle has no report");
            assert!(b.log_text().is_err());
            continue;
        }
        let text = b.log_text().unwrap();
        let replayed = match engine {
            Engine::Rapier => game_rolls::<Rapier>(&text),
            Engine::Opart => game_rolls::<OpArt>(&text),
        };
        assert_eq!(
            replayed, logged,
            "battle of step {} plays again roll for roll",
            b.step
        );
        assert!(!logged.is_empty());
        assert_eq!(b.ruleset(), Some(text_ruleset(&text)));
        games += 1;
    }
    games
}

fn text_ruleset(log: &str) -> &'static str {
    let h = umpire_core::game::read_header(log).unwrap();
    match h.ruleset.as_str() {
        "rapier" => "rapier",
        "opart" => "opart",
        other => panic!("unexpected rule set {other}"),
    }
}

#[test]
fn ump_rac_35_every_rapier_battle_of_a_campaign_plays_again_roll_for_roll() {
    let games: usize = (1..=2)
        .map(|seed| check_campaign(Engine::Rapier, seed))
        .sum();
    assert!(games >= 3, "{games} battles checked");
}

#[test]
fn ump_rac_35_every_operational_art_battle_of_a_campaign_plays_again_roll_for_roll() {
    let games: usize = (1..=2)
        .map(|seed| check_campaign(Engine::Opart, seed))
        .sum();
    assert!(games >= 3, "{games} battles checked");
}

#[test]
fn ump_rac_35_a_campaign_fought_by_hand_lists_its_battles_with_no_game_to_watch() {
    let g = campaign(Engine::Rapier, Battles::Hand, 3);
    let reported: Vec<_> = g
        .state()
        .history
        .iter()
        .filter(|h| h.report.is_some())
        .collect();
    assert!(!reported.is_empty());
    let battles: Vec<CampaignBattle> = campaign_battles(&g.log_text()).unwrap();
    assert_eq!(battles.len(), reported.len(), "one for each report");
    for (b, h) in battles.iter().zip(&reported) {
        assert_eq!(b.fought_by, FoughtBy::Hand);
        assert_eq!(
            (b.turn, b.offensive, b.report),
            (h.turn, h.player, h.report)
        );
        assert!(matches!(
            g.steps()[b.step - 1].action,
            umpire_race::Order::Report { .. }
        ));
        assert!(!b.watchable() && b.ruleset().is_none());
        let why = b.log_text().unwrap_err();
        assert!(why.contains("fought on a table"), "{why}");
    }
}

#[test]
fn ump_rac_35_a_damaged_campaign_log_is_refused() {
    let g = campaign(Engine::Rapier, Battles::Engine, 1);
    let text = g.log_text().replacen("\"value\":", "\"value\":9", 3);
    assert!(campaign_battles(&text).is_err());
}
