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

/// Both players choose Attack for the campaign turn.
fn both_attack(s: &mut umpire_race::State, dice: &mut Dice) {
    for seat in [0, 1] {
        let attack = Order::Choose {
            action: Action::Attack,
        };
        Race::apply(s, seat, &attack, dice).unwrap();
    }
}

/// The offensive player gives the first order offered until the fielding ends.
fn field_first_offered(s: &mut umpire_race::State, dice: &mut Dice) {
    while s.phase == Phase::Field {
        let mut legal = Vec::new();
        let me = s.current;
        Race::legal_actions(s, me, &mut legal);
        Race::apply(s, me, &legal[0], dice).unwrap();
    }
}

#[test]
fn rac4_a_hand_report_is_validated() {
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.rules.battles = Battles::Hand;
    for seed in 0..40 {
        let mut dice = Dice::new(seed, false);
        let mut s = Race::new_game(&sc, &mut dice).unwrap();
        both_attack(&mut s, &mut dice);
        // Field as the table allows, then defend with the first force of the right size.
        field_first_offered(&mut s, &mut dice);
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

fn unit(name: &str, kind: &str, under: Option<&str>) -> umpire_race::campaign::Unit {
    umpire_race::campaign::Unit {
        spec: umpire_race::campaign::UnitSpec {
            name: name.into(),
            kind: kind.into(),
            stands: 3,
            motorised: false,
            assault: false,
            under: under.map(Into::into),
        },
        lost: 0,
    }
}

#[test]
fn hq_rule_by_hierarchy_an_hq_goes_when_half_of_its_own_units_do() {
    use umpire_race::campaign::{hq_rule_kept, subordinates};
    let units = [
        unit("1st Bde HQ", "hq", None),
        unit("1st Bn", "infantry", Some("1st Bde HQ")),
        unit("2nd Bn", "infantry", Some("1st Bde HQ")),
        unit("2nd Bde HQ", "hq", None),
        unit("3rd Bn", "tank", Some("2nd Bde HQ")),
        unit("4th Bn", "tank", Some("2nd Bde HQ")),
        unit("5th Bn", "tank", Some("2nd Bde HQ")),
    ];
    assert_eq!(
        subordinates(&units),
        [(0, vec![1, 2]), (3, vec![4, 5, 6])],
        "each HQ has its own units"
    );
    // One of the 1st brigade's two battalions is half: its HQ goes; the 2nd's does not.
    assert!(!hq_rule_kept(&units, &[1]));
    assert!(hq_rule_kept(&units, &[1, 0]));
    assert!(
        hq_rule_kept(&units, &[1, 0, 4]),
        "one of three is under half"
    );
    assert!(
        !hq_rule_kept(&units, &[1, 0, 4, 5]),
        "two of three is half or more"
    );
    // Without names, every unit is under the one HQ (the text's single corps HQ).
    let flat = [
        unit("HQ", "hq", None),
        unit("A", "tank", None),
        unit("B", "tank", None),
        unit("C", "tank", None),
    ];
    assert_eq!(subordinates(&flat), [(0, vec![1, 2, 3])]);
    assert!(hq_rule_kept(&flat, &[1]) && !hq_rule_kept(&flat, &[1, 2]));
}

#[test]
fn hq_rule_an_under_that_names_no_hq_is_refused() {
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.players[0].units[1].under = Some("19th Tank Brigade".into());
    let e = Race::new_game(&sc, &mut Dice::new(1, false)).unwrap_err();
    assert!(e.to_string().contains("players[0].units[1].under"), "{e}");
}

#[test]
fn ump_rac_8_the_share_is_the_most_a_player_fields() {
    let sc = bundled("race-for-kalach").unwrap();
    for seed in 0..40 {
        let mut dice = Dice::new(seed, false);
        let mut s = Race::new_game(&sc, &mut dice).unwrap();
        both_attack(&mut s, &mut dice);
        if s.phase != Phase::Field {
            continue;
        }
        let me = s.current;
        let quota = s.fight.as_ref().unwrap().quota as usize;
        assert!(
            Race::check(&s, me, &Order::EndField).is_err(),
            "at least one unit goes"
        );
        // One tank brigade, then stop: under half the corps, so its HQ need not go.
        let first = Order::Field { unit: 1 };
        Race::apply(&mut s, me, &first, &mut dice).unwrap();
        Race::check(&s, me, &Order::EndField).expect("fewer than the share is allowed");
        // Fill the share: no more than that.
        while s.fight.as_ref().unwrap().fielded.len() < quota {
            let mut legal = Vec::new();
            Race::legal_actions(&s, me, &mut legal);
            let next = legal
                .iter()
                .find(|o| matches!(o, Order::Field { .. }))
                .copied()
                .expect("a unit to field");
            Race::apply(&mut s, me, &next, &mut dice).unwrap();
        }
        assert_eq!(s.phase, Phase::Defend, "a full share ends the fielding");
        return;
    }
    panic!("no battle in 40 seeds");
}

#[test]
fn engine_battles_keep_each_units_own_losses() {
    use umpire_race::campaign::losses_by_unit;
    let sc = bundled("race-for-kalach").unwrap();
    let mut dice = Dice::new(3, false);
    let mut s = Race::new_game(&sc, &mut dice).unwrap();
    both_attack(&mut s, &mut dice);
    assert_eq!(s.phase, Phase::Field, "seed 3 gives A a battle");
    let me = s.current;
    for unit in [1, 4] {
        Race::apply(&mut s, me, &Order::Field { unit }, &mut dice).unwrap();
    }
    // Stands are named after their units, with a number when a unit brings several.
    let lost = [
        "19th Tank Brigade 2",
        "19th Tank Brigade 4",
        "14th Motorised Rifle Brigade 1",
        "Someone else 1",
        "19th Tank Brigade x",
    ];
    assert_eq!(losses_by_unit(&s, &lost), [2, 1]);
    // A whole battle: every stand lost is charged to the unit that lost it.
    Race::apply(&mut s, me, &Order::EndField, &mut dice).unwrap();
    let before: Vec<u32> = s.players[0].units.iter().map(|u| u.lost).collect();
    let mut legal = Vec::new();
    Race::legal_actions(&s, 1 - me, &mut legal);
    Race::apply(&mut s, 1 - me, &legal[0], &mut dice).unwrap();
    let report = s.history.last().and_then(|h| h.report).expect("fought");
    let after: Vec<u32> = s.players[0].units.iter().map(|u| u.lost).collect();
    let charged: u32 = after.iter().zip(&before).map(|(a, b)| a - b).sum();
    // Recovery may give some back at once: never more charged than lost, only fielded units.
    assert!(charged <= report.lost, "{charged} > {}", report.lost);
    for (k, (a, b)) in after.iter().zip(&before).enumerate() {
        if a > b {
            assert!([1, 4].contains(&k), "unit {k} was not fielded");
        }
    }
}

#[test]
fn ump_rac_9_each_type_of_battle_sets_up_its_own_table() {
    use umpire_race::battle::setup;
    use umpire_race::tables::Battle;
    use umpire_rapier::scenario::Rules;
    use umpire_rapier::Kind;
    let rules = |b: Battle| {
        let mut r = Rules::default();
        let allowed = setup(b, &mut r);
        (r, allowed)
    };
    let (prepared, p) = rules(Battle::PreparedDefence);
    assert!(p(Kind::Fortification) && p(Kind::Minefield) && p(Kind::Dummy));
    assert_eq!(prepared.prebattle_fire_missions, 16);
    for b in [Battle::HastyDefence, Battle::CounterAttack] {
        let (r, a) = rules(b);
        assert!(!a(Kind::Fortification) && !a(Kind::Minefield) && !a(Kind::Wire));
        assert!(a(Kind::Dummy) && a(Kind::Infantry));
        assert_eq!(r.prebattle_fire_missions, 8, "{b:?}: half the bombardment");
    }
    let (meeting, m) = rules(Battle::MeetingEngagement);
    assert!(!m(Kind::Minefield) && !m(Kind::Dummy) && m(Kind::Tank));
    assert_eq!(
        (meeting.prebattle_fire_missions, meeting.recon_attempts),
        (0, 0)
    );
}

#[test]
fn ump_rac_9_the_battle_table_is_a_field_of_the_race_scenario() {
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.rules.battle.objectives = vec!["A1-L3".into(), "A9-L3".into()];
    let e = Race::new_game(&sc, &mut Dice::new(1, false)).unwrap_err();
    assert!(e.to_string().contains("rules.battle.objectives[1]"), "{e}");
    sc.rules.battle.objectives = vec!["A1-L3".into()];
    assert!(Race::new_game(&sc, &mut Dice::new(1, false)).is_err());
    sc.rules.battle.objectives = vec!["A1-L3".into(), "A4-L3".into()];
    sc.rules.battle.turns = 0;
    let e = Race::new_game(&sc, &mut Dice::new(1, false)).unwrap_err();
    assert!(e.to_string().contains("rules.battle.turns"), "{e}");
    sc.rules.battle.turns = 4;
    sc.players[0].units[1].assault = true; // a tank brigade
    let e = Race::new_game(&sc, &mut Dice::new(1, false)).unwrap_err();
    assert!(e.to_string().contains("assault"), "{e}");
    sc.players[0].units[1].assault = false;
    sc.players[0].units[4].assault = true; // motor rifles
                                           // Battles on the new table play to the end.
    let r = umpire_core::testing::battery::<Race>(&sc, 4, 5).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 4);
}

#[test]
fn ump_rac3_a_hand_report_may_list_losses_unit_by_unit() {
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.rules.battles = Battles::Hand;
    for seed in 0..40 {
        let mut dice = Dice::new(seed, false);
        let mut s = Race::new_game(&sc, &mut dice).unwrap();
        both_attack(&mut s, &mut dice);
        let me = s.current;
        while s.phase == Phase::Field {
            let mut legal = Vec::new();
            Race::legal_actions(&s, me, &mut legal);
            let field = legal
                .iter()
                .find(|o| matches!(o, Order::Field { .. }))
                .unwrap_or(&legal[0]);
            Race::apply(&mut s, me, field, &mut dice).unwrap();
        }
        if s.phase != Phase::Defend {
            continue;
        }
        let fielded = s.fight.as_ref().unwrap().fielded.clone();
        if fielded.len() < 2 {
            continue;
        }
        let mut legal = Vec::new();
        Race::legal_actions(&s, 1 - me, &mut legal);
        Race::apply(&mut s, 1 - me, &legal[0], &mut dice).unwrap();
        assert_eq!(s.phase, Phase::Report);
        let (first, last) = (fielded[0] as u16, *fielded.last().unwrap() as u16);
        // A unit not fielded, or more stands than the unit brought, is refused.
        let outside = (0..s.players[usize::from(me)].units.len() as u16)
            .find(|u| !fielded.contains(&usize::from(*u)))
            .unwrap();
        for bad in [
            Order::Lost {
                unit: outside,
                stands: 0,
            },
            Order::Lost {
                unit: last,
                stands: 99,
            },
        ] {
            let e = Race::check(&s, me, &bad).unwrap_err();
            assert!(e.rule.contains("UMP-RAC-3"), "{e}");
        }
        // Entering a unit again replaces its figure.
        let lost = 2.min(s.players[usize::from(me)].units[usize::from(last)].present());
        for o in [
            Order::Lost {
                unit: first,
                stands: 1,
            },
            Order::Lost {
                unit: first,
                stands: 0,
            },
            Order::Lost {
                unit: last,
                stands: lost,
            },
        ] {
            Race::apply(&mut s, me, &o, &mut dice).unwrap();
        }
        assert_eq!(s.fight.as_ref().unwrap().losses.iter().sum::<u32>(), lost);
        // The total must be the sum of the units' figures.
        let report = |lost| Order::Report {
            report: Report {
                lost,
                exited: 0,
                objectives: 1,
            },
        };
        let e = Race::check(&s, me, &report(lost + 1)).unwrap_err();
        assert!(e.to_string().contains("sum of the losses"), "{e}");
        let mut legal = Vec::new();
        Race::legal_actions(&s, me, &mut legal);
        assert!(legal
            .iter()
            .all(|o| !matches!(o, Order::Report { report } if report.lost != lost)));
        Race::apply(&mut s, me, &report(lost), &mut dice).unwrap();
        // Every stand fell on the last unit (recovery may give some back at once).
        let units = &s.players[usize::from(me)].units;
        let recovered = s.history.last().unwrap().recovered;
        for (k, u) in units.iter().enumerate() {
            if k != usize::from(last) {
                assert_eq!(u.lost, 0, "unit {k} was charged a stand it did not lose");
            }
        }
        assert_eq!(units[usize::from(last)].lost, lost - recovered);
        return;
    }
    panic!("no battle with two units fielded in 40 seeds");
}

#[test]
fn rac3_an_engine_battle_is_told_in_words_with_what_was_recovered() {
    let sc = bundled("race-for-kalach").unwrap();
    let mut dice = Dice::new(3, true);
    let mut s = Race::new_game(&sc, &mut dice).unwrap();
    both_attack(&mut s, &mut dice);
    let me = s.current;
    for unit in [1, 4] {
        Race::apply(&mut s, me, &Order::Field { unit }, &mut dice).unwrap();
    }
    Race::apply(&mut s, me, &Order::EndField, &mut dice).unwrap();
    let mut legal = Vec::new();
    Race::legal_actions(&s, 1 - me, &mut legal);
    dice.take_events();
    Race::apply(&mut s, 1 - me, &legal[0], &mut dice).unwrap();
    let said: Vec<String> = dice.take_events().into_iter().map(|e| e.text).collect();
    let report = s.history.last().and_then(|h| h.report).expect("fought");
    let corps = &s.players[usize::from(me)].name;
    let battle = said
        .iter()
        .find(|t| t.starts_with("Battle fought by the engine (Rapier)"))
        .unwrap_or_else(|| panic!("{said:#?}"));
    // Who attacked, with what, against which force, and how it went.
    assert!(
        battle.contains(&format!(
            "{corps} attacked with 2 units (10 stands) against "
        )) || battle.contains(&format!(" counter-attacked {corps}'s 2 units (10 stands)")),
        "{battle}"
    );
    assert!(
        battle.contains(&format!("{corps} lost {} stand", report.lost)),
        "{battle}"
    );
    assert!(
        battle.contains(&format!(
            "{corps} holds {} of 2 objectives",
            report.objectives
        )),
        "{battle}"
    );
    // The recovery roll is told with its target and its result.
    let recovered = s.history.last().map_or(0, |h| h.recovered);
    let line = said
        .iter()
        .find(|t| {
            t.starts_with(&format!("{corps} rolls to recover its"))
                || t.starts_with(&format!("{corps} recovers none"))
        })
        .unwrap_or_else(|| panic!("{said:#?}"));
    if line.contains("rolls") {
        assert!(
            line.ends_with(&format!(": {recovered} recovered.")),
            "{line}"
        );
    }
}

/// "Fight battle" and RAC-2's counter-attack: the line that ends an engine battle says who
/// attacked whom (in a counter-attack the defensive force attacks the offensive player's), and
/// names once the side whose lost stands are noted — the offensive force's, never the
/// defence's.
#[test]
fn rac_fight_battle_the_end_of_battle_line_names_the_offensive_force_once() {
    let sc = bundled("race-for-kalach").unwrap();
    for seed in 0..40 {
        let mut dice = Dice::new(seed, true);
        let mut s = Race::new_game(&sc, &mut dice).unwrap();
        for seat in [0, 1] {
            let regroup = Order::Choose {
                action: Action::Regroup,
            };
            Race::apply(&mut s, seat, &regroup, &mut dice).unwrap();
        }
        dice.take_events();
        // Field the whole share, then defend with the first force offered.
        while matches!(s.phase, Phase::Field | Phase::Defend) {
            let seat = if s.phase == Phase::Field {
                s.current
            } else {
                1 - s.current
            };
            let mut legal = Vec::new();
            Race::legal_actions(&s, seat, &mut legal);
            Race::apply(&mut s, seat, &legal[0], &mut dice).unwrap();
        }
        let said: Vec<String> = dice.take_events().into_iter().map(|e| e.text).collect();
        let Some(line) = said
            .iter()
            .find(|t| t.starts_with("Battle fought by the engine"))
        else {
            continue;
        };
        if !line.contains("a counter-attack") {
            continue;
        }
        let corps = &s.players[usize::from(s.history.last().unwrap().player)].name;
        assert!(
            line.contains(&format!(" counter-attacked {corps}'s ")),
            "{line}"
        );
        assert_eq!(line.matches(" lost ").count(), 1, "{line}");
        assert!(line.contains(&format!("{corps} lost ")), "{line}");
        assert!(
            !line.contains("exited"),
            "nobody exits a counter-attack: {line}"
        );
        return;
    }
    panic!("no counter-attack fought in 40 seeds");
}

/// UMP-RAC-7 and issue 35, item 3: Operational Art battles are set up by type of battle, as
/// Rapier's are (UMP-RAC-9): works only in a prepared defence; in a meeting engagement no side
/// holds the objectives and the defending force comes up from the north edge. Each type's
/// battle plays to its end.
#[test]
fn ump_rac_7_each_type_of_battle_sets_up_its_own_operational_art_table() {
    use umpire_opart::state::Side;
    use umpire_race::battle_opart::{fight, scenario};
    use umpire_race::tables::Battle;
    let mut sc = bundled("race-for-kalach").unwrap();
    sc.rules.engine = umpire_race::campaign::Engine::Opart;
    let mut dice = Dice::new(3, false);
    let mut s = Race::new_game(&sc, &mut dice).unwrap();
    both_attack(&mut s, &mut dice);
    field_first_offered(&mut s, &mut dice);
    // The defence with works: a force with fortifications or minefields.
    let with_works = s
        .defences
        .iter()
        .position(|d| {
            d.units
                .iter()
                .any(|u| matches!(u.kind.as_str(), "fortification" | "minefield"))
        })
        .unwrap();
    s.fight.as_mut().unwrap().defence = Some(with_works);
    let rows = |sc: &umpire_opart::scenario::Scenario, side: Side| -> Vec<i16> {
        sc.divisions
            .iter()
            .filter(|d| d.side == side)
            .flat_map(|d| d.stands.iter().map(|st| st.at[1]))
            .collect()
    };
    for battle in [
        Battle::PreparedDefence,
        Battle::HastyDefence,
        Battle::CounterAttack,
        Battle::MeetingEngagement,
    ] {
        s.fight.as_mut().unwrap().battle = battle;
        let (table, counter) = scenario(&s).unwrap();
        assert_eq!(counter, battle == Battle::CounterAttack);
        assert_eq!(
            !table.map.works.is_empty(),
            battle == Battle::PreparedDefence,
            "{battle:?}: works only in a prepared defence"
        );
        let holders: Vec<Option<Side>> = table.objectives.iter().map(|o| o.holder).collect();
        let defenders = rows(&table, Side::Axis);
        assert!(!defenders.is_empty());
        if battle == Battle::MeetingEngagement {
            assert_eq!(holders, vec![None, None], "nobody holds the ground");
            assert!(
                defenders.iter().all(|&r| r <= 2),
                "{defenders:?}: from the north edge"
            );
        } else {
            assert_eq!(holders, vec![Some(Side::Axis); 2]);
            assert!(
                defenders.iter().all(|&r| (3..=7).contains(&r)),
                "{defenders:?}"
            );
        }
        assert!(rows(&table, Side::Soviet).iter().all(|&r| r >= 9));
        let (report, _, rolls) = fight(&s, 7).expect("both sides field stands");
        assert!(!rolls.is_empty(), "{battle:?} is fought");
        assert!(report.objectives <= 2);
    }
}

/// A meeting engagement brings no works and no dummies (UMP-RAC-9): against a defence of
/// fortifications and dummies only, nobody meets the attack, so no battle is fought (RAC-2):
/// no victory points, no battle-result roll, no movement; recovery as after no battle.
#[test]
fn ump_rac_9_a_meeting_engagement_against_works_and_dummies_only_is_no_battle() {
    use umpire_race::tables::Battle;
    let sc = bundled("race-for-kalach").unwrap();
    let mut tried = 0;
    for seed in 0..40 {
        let mut dice = Dice::new(seed, false);
        let mut s = Race::new_game(&sc, &mut dice).unwrap();
        both_attack(&mut s, &mut dice);
        field_first_offered(&mut s, &mut dice);
        if s.phase != Phase::Defend {
            continue;
        }
        let (me, them) = (s.current, 1 - s.current);
        let zone = s.players[usize::from(me)].zone;
        s.fight.as_mut().unwrap().battle = Battle::MeetingEngagement;
        for d in &mut s.defences {
            for (k, u) in d.units.iter_mut().enumerate() {
                u.kind = if k % 2 == 0 { "fortification" } else { "dummy" }.into();
            }
        }
        let mut legal = Vec::new();
        Race::legal_actions(&s, them, &mut legal);
        dice.take_rolls();
        Race::apply(&mut s, them, &legal[0], &mut dice).unwrap();
        let entry = s.history.iter().rfind(|h| h.player == me).unwrap();
        assert_eq!(entry.battle, Battle::MeetingEngagement);
        assert_eq!(
            (entry.report, entry.vp),
            (None, None),
            "seed {seed}: not fought"
        );
        assert_eq!(
            s.players[usize::from(me)].zone,
            zone,
            "no battle, no movement"
        );
        assert!(
            !dice
                .take_rolls()
                .iter()
                .any(|r| r.purpose == "battle result"),
            "seed {seed}: no battle result is rolled"
        );
        tried += 1;
    }
    assert!(tried > 5, "{tried} meeting engagements tried");
}
