//! The hourly game: the shared battery, command reaction time, concealment in views, the recce
//! sequence, firefights and assaults, reorganisation, logistics, tasks and the bots.

use umpire_core::testing::battery;
use umpire_core::{Bot, Dice, RandomBot, Ruleset, Table};
use umpire_nqm::bots::HeuristicBot;
use umpire_nqm::{bundled, Nqm};

#[test]
fn battery_test_village() {
    let sc = bundled("test-village").unwrap();
    let r = battery::<Nqm>(&sc, 200, 1).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.twins_checked > 0, "{r:?}");
    eprintln!("{r:?}");
}

#[test]
fn battery_village_attack() {
    let sc = bundled("village-attack-1941").unwrap();
    let r = battery::<Nqm>(&sc, 30, 11).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.twins_checked > 0, "{r:?}");
    eprintln!("{r:?}");
}

#[test]
fn battery_armour_and_recce() {
    let sc = bundled("armour-and-recce-1942").unwrap();
    let r = battery::<Nqm>(&sc, 30, 21).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.twins_checked > 0, "{r:?}");
}

/// The scenario with armour and reconnaissance stands exercises what it is for: recce
/// sequences that end otherwise than in an ambush, and tanks rolling into positions.
#[test]
fn the_armour_and_recce_scenario_brings_recce_sequences_and_tanks_into_play() {
    let sc = bundled("armour-and-recce-1942").unwrap();
    let (mut contacts, mut ambushes, mut roll_ins) = (0, 0, 0);
    for seed in 1..=12 {
        let mut dice = Dice::new(seed, true);
        let mut s = Nqm::new_game(&sc, &mut dice).unwrap();
        let bots: Vec<Box<dyn Bot<Nqm>>> = (0..5)
            .map(|_| Box::new(umpire_nqm::bots::HeuristicBot) as Box<dyn Bot<Nqm>>)
            .collect();
        let mut table = Table::new(bots, seed);
        while let Some(seat) = (0..5u8).find(|&x| Nqm::to_act(&s).contains(x)) {
            let Some(action) = table.decide(&s, seat) else {
                break;
            };
            Nqm::apply(&mut s, seat, &action, &mut dice).unwrap();
            for e in dice.take_events() {
                contacts += usize::from(e.text.contains(" met enemy near "));
                ambushes +=
                    usize::from(e.text.contains(" met enemy near ") && e.text.contains("ambushed"));
                roll_ins += usize::from(e.text.contains("as the tanks roll into"));
            }
        }
    }
    assert!(
        contacts > 0 && ambushes < contacts,
        "{ambushes} ambushes in {contacts} contacts"
    );
    assert!(roll_ins > 0, "no tanks rolled into a position");
}

fn play(name: &str, seed: u64, attacker: &str, defender: &str) -> umpire_core::Outcome {
    let sc = bundled(name).unwrap();
    let mut dice = Dice::new(seed, false);
    let mut s = Nqm::new_game(&sc, &mut dice).unwrap();
    let bot = |k: &str| -> Box<dyn Bot<Nqm>> {
        if k == "random" {
            Box::new(RandomBot)
        } else {
            Box::new(HeuristicBot)
        }
    };
    let bots = vec![bot("random"), bot(attacker), bot(defender)];
    Table::new(bots, seed).play_out(&mut s, &mut dice);
    Nqm::outcome(&s).expect("finished")
}

#[test]
fn heuristic_games_finish() {
    for seed in 0..5 {
        let o = play("village-attack-1941", seed, "heuristic", "heuristic");
        eprintln!("{o:?}");
    }
}

/// The village attack with the German artillery battalion run by a subordinate commander.
fn with_plumpire() -> umpire_nqm::Scenario {
    let text = umpire_nqm::SCENARIOS[0].toml.replacen(
        "dump = [0, 4]",
        "dump = [0, 4]\nsubordinate = \"de-art\"",
        1,
    );
    umpire_nqm::Scenario::from_toml(&text).unwrap()
}

#[test]
fn battery_with_a_subordinate_seat() {
    let r = battery::<Nqm>(&with_plumpire(), 20, 5).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.twins_checked > 0, "{r:?}");
}

#[test]
fn a_subordinate_sees_and_orders_only_his_part() {
    use umpire_nqm::game::{Action, Order, ATTACKER, ATTACKER_SUB};
    let sc = with_plumpire();
    let mut dice = Dice::new(3, false);
    let s = Nqm::new_game(&sc, &mut dice).unwrap();
    let v = Nqm::view(&s, ATTACKER_SUB);
    let ids: Vec<&str> = v.own.iter().map(|u| &*u.id).collect();
    assert_eq!(ids, ["de-art", "de-art-1", "de-art-2", "de-art-3"]);
    // The commander sees his other nine stands, and the subordinate's by unit report.
    assert_eq!(Nqm::view(&s, ATTACKER).own.len(), 9);
    assert_eq!(Nqm::view(&s, ATTACKER).relayed.len(), 1);
    assert!(Nqm::to_act(&s).contains(ATTACKER_SUB));
    let idx = |id: &str| u16::try_from(s.units.iter().position(|u| &*u.id == id).unwrap()).unwrap();
    let hold = Order::Hold { ambush: true };
    let e = Nqm::check(
        &s,
        ATTACKER,
        &Action::Order {
            stand: idx("de-art-1"),
            order: hold,
            from_hour: None,
        },
    )
    .unwrap_err();
    // Refused as a stand that does not exist is: the commander learns no stand's name.
    assert_eq!(e.reason, umpire_nqm::not_commanded(idx("de-art-1")), "{e}");
    let e = Nqm::check(
        &s,
        ATTACKER_SUB,
        &Action::Order {
            stand: idx("de-1"),
            order: hold,
            from_hour: None,
        },
    )
    .unwrap_err();
    assert_eq!(e.reason, umpire_nqm::not_commanded(idx("de-1")), "{e}");
    // The hour waits for the subordinate too.
    let mut s2 = s.clone();
    Nqm::apply(&mut s2, ATTACKER, &Action::Done, &mut dice).unwrap();
    Nqm::apply(
        &mut s2,
        umpire_nqm::game::DEFENDER,
        &Action::Done,
        &mut dice,
    )
    .unwrap();
    assert_eq!(s2.hour, 0);
    Nqm::apply(&mut s2, ATTACKER_SUB, &Action::Done, &mut dice).unwrap();
    assert_eq!(s2.hour, 1);
}

#[test]
fn ump_nqm_38_a_commander_hears_from_his_subordinates_units_by_report_not_stand_by_stand() {
    use umpire_nqm::game::ATTACKER;
    let sc = with_plumpire();
    let mut dice = Dice::new(3, false);
    let s = Nqm::new_game(&sc, &mut dice).unwrap();
    let v = Nqm::view(&s, ATTACKER);
    let hq = s.units.iter().position(|u| &*u.id == "de-art").unwrap();
    let r = &v.relayed[0];
    assert_eq!(r.name, &*s.units[hq].name);
    assert_eq!(r.hex, s.units[hq].hex);
    assert_eq!(r.stands, 4);
    let figures: u32 = s
        .units
        .iter()
        .filter(|u| u.part)
        .map(|u| u.stand.figures)
        .sum();
    assert_eq!(r.figures, figures);
    assert!(v.own.iter().all(|u| !u.id.starts_with("de-art")));
    let text = Nqm::render(&v);
    assert!(
        text.contains("the subordinate's units, as reported"),
        "{text}"
    );
    // Where a battery stands within its unit is the subordinate's business: moving one (out of
    // contact) changes nothing the commander sees.
    let mut twin = s.clone();
    let k = twin
        .units
        .iter()
        .position(|u| &*u.id == "de-art-2")
        .unwrap();
    let h = twin.units[hq].hex;
    twin.units[k].hex = umpire_core::geometry::Hex::new(h.q, h.r + 1);
    assert_ne!(twin.units[k].hex, s.units[k].hex);
    assert_eq!(Nqm::view(&twin, ATTACKER), v);
    // The subordinate still sees each of his stands where it is.
    let sub = Nqm::view(&twin, umpire_nqm::game::ATTACKER_SUB);
    assert!(sub
        .own
        .iter()
        .any(|u| &*u.id == "de-art-2" && u.hex == twin.units[k].hex));
}

/// #30 item 1: an order for a stand of the other side is refused in the same words as an order
/// for a stand that does not exist, whether given as an action or typed by id or number, so no
/// refusal names or counts the enemy's stands.
#[test]
fn refusals_of_an_enemy_stand_read_as_refusals_of_no_stand() {
    use umpire_nqm::game::{Action, Order, ATTACKER};
    let sc = bundled("village-attack-1941").unwrap();
    let s = Nqm::new_game(&sc, &mut Dice::new(1, false)).unwrap();
    let n = u16::try_from(s.units.len()).unwrap();
    let enemy: Vec<u16> = (0..n)
        .filter(|&i| s.units[usize::from(i)].side != 0)
        .collect();
    assert!(!enemy.is_empty());
    for stand in enemy.iter().copied().chain([n, n + 1, 999]) {
        let order = Action::Order {
            stand,
            order: Order::Hold { ambush: true },
            from_hour: None,
        };
        let e = Nqm::check(&s, ATTACKER, &order).unwrap_err();
        assert_eq!(e.rule, "orders");
        assert_eq!(
            e.reason,
            format!("there is no stand {stand} under this seat's command")
        );
    }
    // Typed: an enemy stand's id reads as an id nobody has.
    let enemy_id = &s.units[usize::from(enemy[0])].id;
    let typed = |t: &str| Nqm::parse_action(&s, ATTACKER, t).unwrap_err();
    assert_eq!(
        typed(&format!("{enemy_id} hold")).replace(&**enemy_id, "X"),
        typed("nobody-has-this hold").replace("nobody-has-this", "X")
    );
    let own = s.units.iter().position(|u| u.side == 0).unwrap();
    assert_eq!(
        typed(&format!("{own} merge {enemy_id}")).replace(&**enemy_id, "X"),
        typed(&format!("{own} merge nobody-has-this")).replace("nobody-has-this", "X")
    );
}

/// The list of actions names stands as people do, never by identifier (`de-art-2`); two stands
/// of a side that share a name are told apart by which of them they are.
#[test]
fn actions_name_stands_by_their_names_never_their_ids() {
    let mut sc = bundled("village-attack-1941").unwrap();
    for u in sc.sides[0]
        .units
        .iter_mut()
        .filter(|u| u.name.contains("Kompanie"))
        .take(2)
    {
        u.name = "Schützenkompanie".into();
    }
    let mut dice = Dice::new(3, false);
    let mut s = Nqm::new_game(&sc, &mut dice).unwrap();
    let ids: Vec<String> = s.units.iter().map(|u| u.id.to_string()).collect();
    let mut firsts = std::collections::BTreeSet::new();
    let mut described = 0;
    // The first hours' decisions of both sides, each ended with its orders written.
    for _ in 0..6 {
        let Some(seat) = (0..4u8).find(|&k| Nqm::to_act(&s).contains(k)) else {
            break;
        };
        let mut legal = Vec::new();
        Nqm::legal_actions(&s, seat, &mut legal);
        for a in &legal {
            let text = Nqm::describe(&s, a);
            let who = text.split(": ").next().unwrap_or("");
            assert!(
                !ids.iter().any(|id| id == who),
                "{text:?} names a stand by its id"
            );
            firsts.insert(who.to_owned());
            described += 1;
        }
        Nqm::apply(&mut s, seat, &umpire_nqm::game::Action::Done, &mut dice).unwrap();
    }
    assert!(described > 100, "{described} actions described");
    assert!(
        firsts.contains("Schützenkompanie, the 1st")
            && firsts.contains("Schützenkompanie, the 2nd"),
        "{firsts:?}"
    );
}
