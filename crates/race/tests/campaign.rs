//! The campaign: the battery, hand-entered battles, secret choices, the win rule.

use umpire_core::testing::battery;
use umpire_core::{Dice, Ruleset};
use umpire_race::campaign::{Battles, Phase, Report};
use umpire_race::tables::Action;
use umpire_race::{bundled, Order, Race};

#[test]
fn battery_with_battles_by_hand() {
    // Random reports make the battery fast; engine battles are checked below.
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.rules.battles = Battles::Hand;
    let r = battery::<Race>(&sc, 300, 1).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 300);
    assert!(r.twins_checked > 50, "{r:?}");
}

#[test]
fn battery_with_battles_fought_by_rapier() {
    let sc = bundled("race-for-kalach").unwrap();
    let r = battery::<Race>(&sc, 6, 7).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 6);
}

#[test]
fn choices_stay_secret_until_both_have_chosen() {
    let sc = bundled("race-for-kalach").unwrap();
    let mut dice = Dice::new(1, false);
    let mut s = Race::new_game(&sc, &mut dice).unwrap();
    Race::apply(
        &mut s,
        0,
        &Order::Choose {
            action: Action::Regroup,
        },
        &mut dice,
    )
    .unwrap();
    let v = Race::view(&s, 1);
    assert!(v.other_has_chosen);
    assert_eq!(v.state.pending[0], None, "B does not see A's choice");
    assert_eq!(Race::view(&s, 0).state.pending[0], Some(Action::Regroup));
}

#[test]
fn rac4_a_hand_report_is_validated() {
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.rules.battles = Battles::Hand;
    for seed in 0..40 {
        let mut dice = Dice::new(seed, false);
        let mut s = Race::new_game(&sc, &mut dice).unwrap();
        Race::apply(
            &mut s,
            0,
            &Order::Choose {
                action: Action::Attack,
            },
            &mut dice,
        )
        .unwrap();
        Race::apply(
            &mut s,
            1,
            &Order::Choose {
                action: Action::Attack,
            },
            &mut dice,
        )
        .unwrap();
        // Field as the table allows, then defend with the first force of the right size.
        while s.phase == Phase::Field {
            let mut legal = Vec::new();
            let me = s.current;
            Race::legal_actions(&s, me, &mut legal);
            Race::apply(&mut s, me, &legal[0], &mut dice).unwrap();
        }
        if s.phase != Phase::Defend {
            continue;
        }
        let mut legal = Vec::new();
        let (me, them) = (s.current, 1 - s.current);
        Race::legal_actions(&s, them, &mut legal);
        Race::apply(&mut s, them, &legal[0], &mut dice).unwrap();
        assert_eq!(s.phase, Phase::Report);
        let too_many = Order::Report {
            report: Report {
                lost: 500,
                exited: 0,
                objectives: 1,
            },
        };
        let e = Race::check(&s, s.current, &too_many).unwrap_err();
        assert!(e.rule.contains("RAC-4"), "{e}");
        let three = Order::Report {
            report: Report {
                lost: 0,
                exited: 0,
                objectives: 3,
            },
        };
        assert!(Race::check(&s, s.current, &three).is_err());
        Race::apply(
            &mut s,
            me,
            &Order::Report {
                report: Report {
                    lost: 1,
                    exited: 0,
                    objectives: 2,
                },
            },
            &mut dice,
        )
        .unwrap();
        assert!(
            s.history.last().is_some_and(|h| h.vp == Some(140 - 24)),
            "{:?}",
            s.history.last()
        );
        return;
    }
    panic!("no battle in 40 seeds");
}

#[test]
fn battery_with_battles_fought_by_operational_art() {
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.rules.engine = umpire_race::campaign::Engine::Opart;
    let r = battery::<Race>(&sc, 6, 11).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 6);
}

#[test]
fn every_roll_of_an_engine_battle_is_in_the_campaign_log_and_checked_on_replay() {
    use umpire_core::{replay, Bot, Game, ReplayError, Table};
    let sc = bundled("race-for-kalach").unwrap();
    let mut g = Game::<Race>::new(&sc, "race-for-kalach", 5, true).unwrap();
    let bots: Vec<Box<dyn Bot<Race>>> = (0..2)
        .map(|_| Box::new(umpire_race::game::HeuristicBot) as Box<dyn Bot<Race>>)
        .collect();
    Table::new(bots, 5).play_game(&mut g).unwrap();
    let text = g.log_text();
    assert!(
        text.matches("\"battle: ").count() > 100,
        "battle rolls are logged"
    );
    assert!(replay::<Race>(&text, None).is_ok());
    // Change one battle die: the replay stops there.
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let k = lines
        .iter()
        .position(|l| l.contains("\"battle: ground combat: 1d6\",\"sides\":6,\"value\":3"))
        .unwrap();
    lines[k] = lines[k].replacen(
        "\"battle: ground combat: 1d6\",\"sides\":6,\"value\":3",
        "\"battle: ground combat: 1d6\",\"sides\":6,\"value\":4",
        1,
    );
    assert!(matches!(
        replay::<Race>(&lines.join("\n"), None),
        Err(ReplayError::Diverged { .. })
    ));
}
