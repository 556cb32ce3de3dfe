//! The players' choices in the middle of the hour, written beforehand as standing instructions
//! (UMP-NQM-39): a failed attack goes to ground or withdraws; a broken defence sits tight
//! (surrendering when overrun) or withdraws; a concealed stand shouts STOP at effective range;
//! infantry holding as tanks roll in assaults them or lies low; black pins spread or gathered.

mod common;

use common::*;
use umpire_core::{Bot, Dice, RandomBot, Rng, Ruleset};
use umpire_nqm::combat::Stand;
use umpire_nqm::game::{Action, Fate, Order, State, ATTACKER, DEFENDER};
use umpire_nqm::logistics::reorganise;
use umpire_nqm::movement::Mover;
use umpire_nqm::standing::Instruction;
use umpire_nqm::tables::Grade;
use umpire_nqm::Nqm;

fn instruct(s: &mut State, d: &mut Dice, id: &str, instruction: Instruction) {
    let i = idx(s, id);
    let seat = if s.units[i].side == 0 {
        ATTACKER
    } else {
        DEFENDER
    };
    let a = Action::Instruct {
        stand: u16::try_from(i).unwrap(),
        instruction,
    };
    Nqm::apply(s, seat, &a, d).unwrap_or_else(|e| panic!("{e}"));
}

fn reports(s: &State) -> String {
    format!(
        "{}\n{}",
        s.sides[0].reports.join("\n"),
        s.sides[1].reports.join("\n")
    )
}

#[test]
fn ump_nqm_39_standing_instructions_are_offered_checked_and_kept() {
    let (mut s, mut d) = start();
    let hq = u16::try_from(idx(&s, "blue-hq")).unwrap();
    let a = u16::try_from(idx(&s, "blue-a")).unwrap();
    let withdraw = Instruction::AttackFails { withdraw: true };
    let mut legal = Vec::new();
    Nqm::legal_actions(&s, ATTACKER, &mut legal);
    let offered = |legal: &[Action], stand: u16, i: Instruction| {
        legal.contains(&Action::Instruct {
            stand,
            instruction: i,
        })
    };
    // The unit's choices go to its head; STOP to any stand that reaches beyond the next hex.
    assert!(offered(&legal, hq, withdraw));
    assert!(!offered(&legal, a, withdraw));
    // A rifle company reaches the next hex only: no STOP beyond contact to offer it; the
    // mortars may shout STOP two hexes out.
    assert!(!legal.iter().any(|x| matches!(
        x,
        Action::Instruct { stand, instruction: Instruction::Stop { .. } } if *stand == a
    )));
    let mortars = u16::try_from(idx(&s, "blue-mortars")).unwrap();
    assert!(offered(&legal, mortars, Instruction::Stop { hexes: 2 }));
    let e = Nqm::check(
        &s,
        ATTACKER,
        &Action::Instruct {
            stand: a,
            instruction: withdraw,
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("headquarters stand"), "{e}");
    // An enemy stand is refused in the words for one that does not exist.
    let red = u16::try_from(idx(&s, "red-1")).unwrap();
    let refuse = |s: &State, stand: u16| {
        Nqm::check(
            s,
            ATTACKER,
            &Action::Instruct {
                stand,
                instruction: Instruction::Stop { hexes: 2 },
            },
        )
        .unwrap_err()
        .to_string()
    };
    assert_eq!(
        refuse(&s, red).replace(&red.to_string(), "N"),
        refuse(&s, 999).replace("999", "N")
    );
    // Set: it stands, shows in the view, and is not changed twice in an hour.
    instruct(&mut s, &mut d, "blue-hq", withdraw);
    assert!(s.units[usize::from(hq)].standing.attack_withdraws);
    let v = Nqm::view(&s, ATTACKER);
    assert!(Nqm::render(&v).contains("if its attack fails, withdraw"));
    let back = Action::Instruct {
        stand: hq,
        instruction: Instruction::AttackFails { withdraw: false },
    };
    let e = Nqm::check(&s, ATTACKER, &back).unwrap_err();
    assert!(e.to_string().contains("changed this hour"), "{e}");
    // It takes no order: the stand may still be given one this hour.
    order(&mut s, &mut d, "blue-hq", Order::Hold { ambush: true });
    end_hour(&mut s, &mut d);
    Nqm::check(&s, ATTACKER, &back).unwrap();
    assert!(
        s.units[usize::from(hq)].standing.attack_withdraws,
        "kept over the hour"
    );
    // Typed, as at the prompt.
    let typed = Nqm::parse_action(&s, ATTACKER, "blue-hq if-attack-fails ground").unwrap();
    assert_eq!(typed, back);
    let e = Nqm::parse_action(&s, ATTACKER, "blue-hq if-broken maybe").unwrap_err();
    assert!(e.contains("withdraw or sit-tight"), "{e}");
}

#[test]
fn ump_nqm_39_the_random_bot_leaves_standing_instructions_at_their_defaults() {
    let (s, _) = start();
    let mut legal = Vec::new();
    Nqm::legal_actions(&s, ATTACKER, &mut legal);
    assert!(legal.iter().any(|a| matches!(a, Action::Instruct { .. })));
    let mut rng = Rng::new(7, 2);
    for _ in 0..500 {
        let k = Bot::<Nqm>::choose(&mut RandomBot, ATTACKER, None, &legal, &mut rng);
        assert!(!matches!(legal[k], Action::Instruct { .. }));
    }
}

/// Blue's A Company (regular) attacking the seen Red platoon at 4,2 from 3,2 with one of its
/// unit's five figures already down, so that casualties soon bring a break test; `withdraw`: the
/// battalion's instruction for a failed attack.
fn failing_attack(seed: u64, withdraw: bool) -> State {
    let (mut s, mut d) = start_seeded(seed);
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[a].stand.markers = 1;
    s.units[r].concealed = false;
    if withdraw {
        instruct(
            &mut s,
            &mut d,
            "blue-hq",
            Instruction::AttackFails { withdraw },
        );
    }
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    end_hour(&mut s, &mut d);
    s
}

#[test]
fn nqm3_the_failed_attacker_goes_to_ground_or_withdraws_at_his_discretion() {
    let mut failed = 0;
    for seed in 1..80 {
        let ground = failing_attack(seed, false);
        let text = reports(&ground);
        let a = idx(&ground, "blue-a");
        if !text.contains("Blue battalion HQ's unit fails its break test")
            || !ground.units[a].alive()
        {
            continue;
        }
        failed += 1;
        assert!(text.contains("goes to ground"), "{text}");
        assert!(ground.units[a].to_ground && ground.units[a].hex == at(3, 2));
        // The same dice with the other choice: the attack is broken off, out of contact.
        let back = failing_attack(seed, true);
        let text = reports(&back);
        assert!(text.contains("breaks off the attack"), "{text}");
        let u = &back.units[a];
        assert!(!u.to_ground);
        assert!(u.hex.distance(at(4, 2)) >= 2, "{text}");
        assert_eq!(u.order, Order::Hold { ambush: true });
    }
    assert!(failed > 0, "no seed failed the break test");
}

/// Blue's attack on 4,2 by stand `a` alone, its firefight won this hour.
fn won_attack(a: usize) -> umpire_nqm::game::Attack {
    umpire_nqm::game::Attack {
        side: 0,
        target: at(4, 2),
        caused: 1,
        received: 0,
        engaged: vec![u16::try_from(a).unwrap()],
        last_caused: 1,
        last_received: 0,
        reinforced: false,
        won_hour: Some(0),
        rounds: 0,
    }
}

/// Blue's A Company assaulting the Red platoon at 4,2, its firefight won; the platoon broken
/// (disorganised) and, with `sat_tight`, having chosen to sit tight.
fn overrun(seed: u64, sat_tight: bool, grade: Grade) -> State {
    let (mut s, mut d) = start_seeded(seed);
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[a].grade = Grade::V;
    s.units[r].concealed = false;
    s.units[r].grade = grade;
    s.units[r].disorganised = true;
    s.units[r].sat_tight = sat_tight;
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    s.attacks.push(won_attack(a));
    end_hour(&mut s, &mut d);
    s
}

#[test]
fn nqm3_broken_defenders_who_sit_tight_surrender_when_the_attack_is_pressed_home() {
    // Disorganised conscripts assaulted disperse to the rear; having sat tight, they are
    // overrun and surrender. Veterans never surrender.
    let s = overrun(1, false, Grade::C);
    let r = idx(&s, "red-1");
    assert_eq!(s.units[r].fate, Fate::Dispersed, "{}", reports(&s));
    let s = overrun(1, true, Grade::C);
    assert_eq!(s.units[r].fate, Fate::Surrendered, "{}", reports(&s));
    assert!(reports(&s).contains("sat tight, is overrun and surrenders"));
    let s = overrun(1, true, Grade::V);
    assert_eq!(s.units[r].fate, Fate::Fighting, "{}", reports(&s));
}

/// The Red platoon dug in at 4,2, one casualty from its break test, under fire from Blue's A
/// Company at 3,2 (whose attack is the firefight); `withdraw`: Red's instruction if broken.
fn breaking_defence(seed: u64, withdraw: bool) -> State {
    let (mut s, mut d) = start_seeded(seed);
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[a].grade = Grade::V;
    s.units[r].concealed = false;
    s.units[r].stand.markers = s.units[r].stand.figures / 3;
    if withdraw {
        instruct(&mut s, &mut d, "red-hq", Instruction::Broken { withdraw });
    }
    order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
    end_hour(&mut s, &mut d);
    s
}

#[test]
fn nqm3_broken_defenders_sit_tight_or_withdraw_as_they_elect() {
    let mut broke = 0;
    for seed in 1..120 {
        let tight = breaking_defence(seed, false);
        let text = reports(&tight);
        if !text.contains("unit fails its break test") || !text.contains("Red company HQ") {
            continue;
        }
        let r = idx(&tight, "red-1");
        if tight.units[r].hex != at(4, 2) || !tight.units[r].alive() {
            continue; // the position fell in the same hour
        }
        broke += 1;
        assert!(text.contains("disorganised, it sits tight"), "{text}");
        assert!(tight.units[r].sat_tight && tight.units[r].disorganised);
        let gone = breaking_defence(seed, true);
        let text = reports(&gone);
        assert!(text.contains("disorganised, it withdraws"), "{text}");
        let u = &gone.units[r];
        assert!(!u.sat_tight && u.disorganised);
        assert!(u.hex != at(4, 2), "{text}");
    }
    assert!(broke > 0, "no seed broke the defence");
}

#[test]
fn recce_sequence_the_defender_shouts_stop_at_effective_range() {
    // The Red platoon, concealed at 4,2 with a weapon reaching two hexes, and Blue's A Company
    // marching up from 1,2: without STOP the company meets it next door; with STOP, as soon as
    // it comes within two hexes.
    let met_at = |stop: bool| -> u16 {
        let (mut s, mut d) = start();
        let r = idx(&s, "red-1");
        s.units[r].range_m = 1000;
        if stop {
            instruct(&mut s, &mut d, "red-1", Instruction::Stop { hexes: 2 });
        }
        order(
            &mut s,
            &mut d,
            "blue-a",
            Order::Move {
                to: at(5, 2),
                road: false,
            },
        );
        for _ in 0..4 {
            end_hour(&mut s, &mut d);
            if reports(&s).contains("met enemy near 4,2") {
                return s.units[idx(&s, "blue-a")].hex.distance(at(4, 2));
            }
        }
        panic!("never met: {}", reports(&s));
    };
    assert_eq!(met_at(false), 1);
    assert_eq!(met_at(true), 2);
    // The defender chooses the point, within its effective range (two hexes here) and sight.
    let (mut s, _) = start();
    let r = idx(&s, "red-1");
    s.units[r].range_m = 1000;
    let stand = u16::try_from(r).unwrap();
    let at = |hexes: u8| Action::Instruct {
        stand,
        instruction: Instruction::Stop { hexes },
    };
    Nqm::check(&s, DEFENDER, &at(2)).unwrap();
    for hexes in [1, 3] {
        let e = Nqm::check(&s, DEFENDER, &at(hexes)).unwrap_err();
        assert!(e.to_string().contains("STOP is shouted at 2 hexes"), "{e}");
    }
    let mut legal = Vec::new();
    Nqm::legal_actions(&s, DEFENDER, &mut legal);
    assert!(legal.contains(&at(2)) && !legal.contains(&at(3)));
    assert_eq!(
        Nqm::parse_action(&s, DEFENDER, "red-1 stop 2").unwrap(),
        at(2)
    );
    assert_eq!(
        Nqm::parse_action(&s, DEFENDER, "red-1 stop contact").unwrap(),
        at(0)
    );
}

/// NQM 11: tanks that win the firefight roll into the position and the infantry tests once to
/// stay; the tanks' own close assault goes on as it does. If the infantry stays and the tanks
/// are still there an hour later, the infantry may assault them (infantry attacking, tanks
/// defending) or lie low, as its player's standing instruction says (UMP-NQM-31, UMP-NQM-39);
/// neither the test nor the choice is made again while the tanks stay.
#[test]
fn nqm11_infantry_holding_as_tanks_roll_in_assaults_them_or_lies_low_once() {
    let (mut low, mut assaulted) = (0, 0);
    for seed in 1..60 {
        for lie_low in [true, false] {
            let (mut s, mut d) = start_seeded(seed);
            let a = idx(&s, "blue-a");
            let r = idx(&s, "red-1");
            let hq = idx(&s, "red-hq");
            s.units[a].hex = at(3, 2);
            s.units[a].grade = Grade::V;
            s.units[a].armour = umpire_nqm::classes::Class::Medium;
            s.units[a].mover = Mover::Armoured;
            s.units[r].concealed = false;
            s.units[r].grade = Grade::V;
            s.units[r].tested = true;
            s.units[hq].grade = Grade::V;
            if lie_low {
                instruct(&mut s, &mut d, "red-hq", Instruction::TanksIn { lie_low });
            }
            order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
            s.attacks.push(won_attack(a));
            end_hour(&mut s, &mut d);
            let first = reports(&s);
            if !first.contains("holds as the tanks roll into 4,2") {
                continue;
            }
            assert!(!first.contains("lies low"), "{first}");
            let holds = |s: &State| s.units[r].alive() && s.units[r].hex == at(4, 2);
            if !holds(&s) || !s.units[a].alive() {
                continue;
            }
            assert!(s.units[r].held_tanks);
            end_hour(&mut s, &mut d);
            let second = reports(&s);
            assert!(
                !second.contains("holds as the tanks roll into"),
                "tested once: {second}"
            );
            if lie_low {
                low += 1;
                assert!(
                    second.contains("lies low and lets the tanks there be"),
                    "{second}"
                );
                assert!(!second.contains("assaults the tanks"), "{second}");
                if holds(&s) && s.units[a].alive() {
                    end_hour(&mut s, &mut d);
                    let third = reports(&s);
                    assert!(!third.contains("lies low"), "decided once: {third}");
                }
            } else {
                assaulted += 1;
                assert!(
                    second.contains("the infantry in 4,2 assaults the tanks there"),
                    "{second}"
                );
            }
        }
    }
    assert!(
        low > 0 && assaulted > 0,
        "{low} lay low, {assaulted} assaulted"
    );
}

#[test]
fn reorganisation_black_pins_spread_or_gathered_as_the_player_elects() {
    // The text's example (two three-figure stands, five red pins, the odd one removed on a 4):
    // spread, one black pin a stand; gathered, both on one.
    for gather in [false, true] {
        let mut seen = false;
        for seed in 0..40 {
            let mut dice = Dice::new(seed, false);
            let mut stands = [
                Stand {
                    markers: 3,
                    ..Stand::new(3)
                },
                Stand {
                    markers: 2,
                    ..Stand::new(3)
                },
            ];
            let r = reorganise(&mut stands, true, gather, &mut dice).unwrap();
            if r.blackened != 2 {
                continue;
            }
            seen = true;
            let black = [stands[0].black, stands[1].black];
            assert_eq!(black, if gather { [2, 0] } else { [1, 1] });
        }
        assert!(seen);
    }
    // In play: the unit's head holds the choice for the unit's stands that reorganise.
    let play = |seed: u64, gather: bool| {
        let (mut s, mut d) = start_seeded(seed);
        let a = idx(&s, "blue-a");
        let m = idx(&s, "blue-mortars");
        s.units[a].stand.markers = 2;
        s.units[m].stand.figures = 3;
        s.units[m].stand.markers = 1;
        if gather {
            instruct(&mut s, &mut d, "blue-hq", Instruction::BlackPins { gather });
        }
        order(&mut s, &mut d, "blue-a", Order::Reorganise);
        order(&mut s, &mut d, "blue-mortars", Order::Reorganise);
        end_hour(&mut s, &mut d);
        (s.units[a].stand.black, s.units[m].stand.black)
    };
    let mut seen = false;
    for seed in 1..30 {
        let spread = play(seed, false);
        if spread.0 + spread.1 != 2 {
            continue;
        }
        seen = true;
        assert_eq!(spread, (1, 1));
        assert_eq!(play(seed, true), (2, 0));
    }
    assert!(seen);
}

/// The recce sequence, STOP at a distance (UMP-NQM-44): only the weapons that reach fire, at
/// the range they fire at. Red's platoon at 4,2 shouts STOP with a weapon reaching `reach`
/// metres; beside it a rifle platoon (300 m effective, 1 km harassing) whose fire is all that
/// can land when the shouter has no ammunition. Blue's A Company (rifles) marches up from 0,2.
/// The state after the hour it was stopped, and the stands' indices (rifles, shouter, mover).
fn stopped_at(seed: u64, hexes: u8, reach: u32) -> Option<(State, [usize; 3])> {
    use umpire_nqm::command::RangedWeapon;
    let (mut s, mut d) = start_seeded(seed);
    let r = idx(&s, "red-1");
    let mut rifles = s.units[r].clone();
    rifles.id = "red-2".into();
    rifles.name = "Rifle Platoon".into();
    rifles.gun = RangedWeapon::SmallArms;
    rifles.range_m = 300;
    s.units.push(rifles);
    s.units[r].range_m = reach;
    s.units[r].ammo_thirds = 0;
    let a = idx(&s, "blue-a");
    s.units[a].hex = at(0, 2);
    instruct(&mut s, &mut d, "red-1", Instruction::Stop { hexes });
    order(
        &mut s,
        &mut d,
        "blue-a",
        Order::Move {
            to: at(5, 2),
            road: false,
        },
    );
    for _ in 0..4 {
        end_hour(&mut s, &mut d);
        if reports(&s).contains("met enemy near 4,2") {
            assert_eq!(s.units[a].hex.distance(at(4, 2)), u16::from(hexes));
            let rifles = idx(&s, "red-2");
            return Some((s, [rifles, r, a]));
        }
    }
    None
}

#[test]
fn recce_sequence_stop_at_a_distance_only_weapons_that_reach_fire_at_their_range() {
    let (mut far, mut near) = (0, 0);
    for seed in 1..60 {
        // STOP at three hexes (1.5 km): beyond the rifles' harassing range, they hold their
        // fire, stay hidden and spend nothing.
        if let Some((s, [rifles, _, a])) = stopped_at(seed, 3, 1500) {
            let text = reports(&s);
            if text.contains("ambushed from") || text.contains("fired on from") {
                far += 1;
                let u = &s.units[rifles];
                assert!(u.concealed && !u.opened_fire, "seed {seed}: {text}");
                assert_eq!(s.units[a].stand.markers, 0, "seed {seed}: {text}");
            }
        }
        // STOP at two hexes (1 km): the rifles reach at harassing range only; they fire and
        // are seen, but cause no casualties, whatever the dice said of contact range. The
        // company's rifles reply at their own range, harassing too: no casualties either.
        if let Some((s, [rifles, shouter, a])) = stopped_at(seed, 2, 1000) {
            let text = reports(&s);
            if text.contains("ambushed from") || text.contains("fired on from") {
                near += 1;
                let u = &s.units[rifles];
                assert!(!u.concealed && u.opened_fire, "seed {seed}: {text}");
                assert_eq!(s.units[a].stand.markers, 0, "seed {seed}: {text}");
                assert_eq!(u.stand.markers, 0, "seed {seed}: {text}");
                assert_eq!(s.units[shouter].stand.markers, 0, "seed {seed}: {text}");
            }
        }
    }
    assert!(far > 0 && near > 0, "{far} far, {near} near");
}

#[test]
fn recce_sequence_a_position_that_opened_fire_is_not_hidden_again() {
    // After an ambush at two hexes, Blue stays out of contact: the Red stands that fired lie
    // still in their position, but the enemy knows where they are; they do not ambush again.
    for seed in 1..30 {
        let Some((mut s, [rifles, shouter, a])) = stopped_at(seed, 2, 1000) else {
            continue;
        };
        if !s.units[rifles].opened_fire {
            continue;
        }
        let mut d = umpire_core::Dice::new(seed, true);
        order(&mut s, &mut d, "blue-a", Order::Hold { ambush: true });
        for _ in 0..2 {
            end_hour(&mut s, &mut d);
        }
        assert!(s.units[a].hex.distance(at(4, 2)) > 1);
        assert!(!s.units[rifles].concealed);
        assert!(!s.units[shouter].concealed);
        return;
    }
    panic!("no seed ambushed");
}

/// NQM 3-4 (UMP-NQM-23 as amended): a break test is the unit's, over all its casualties, but
/// what follows a failure falls on the stands in the fight: the battalion commander and the
/// mortars behind the attack stay where they are when the company breaks off.
#[test]
fn nqm3_a_failed_break_test_moves_only_the_stands_in_the_fight() {
    let mut failed = 0;
    for seed in 1..60 {
        let (mut s, mut d) = start_seeded(seed);
        let (a, hq, mortars) = (
            idx(&s, "blue-a"),
            idx(&s, "blue-hq"),
            idx(&s, "blue-mortars"),
        );
        let r = idx(&s, "red-1");
        s.units[r].concealed = false;
        s.units[a].hex = at(3, 2);
        for k in [a, hq, mortars] {
            s.units[k].grade = Grade::C;
        }
        s.units[a].stand.markers = 2;
        instruct(
            &mut s,
            &mut d,
            "blue-hq",
            Instruction::AttackFails { withdraw: true },
        );
        let (hq_at, mortars_at) = (s.units[hq].hex, s.units[mortars].hex);
        order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
        end_hour(&mut s, &mut d);
        let text = reports(&s);
        if !text.contains("fails its break test") {
            continue;
        }
        failed += 1;
        assert_eq!(s.units[hq].hex, hq_at, "{text}");
        assert_eq!(s.units[mortars].hex, mortars_at, "{text}");
        assert!(
            !s.units[hq].to_ground && !s.units[mortars].to_ground,
            "{text}"
        );
    }
    assert!(failed > 0, "no seed failed its break test");
}

/// A company caught on the march that fails its break test is no broken defence: it goes to
/// ground or pulls back as an attacker does, neither disorganised nor sitting tight.
#[test]
fn nqm3_a_company_ambushed_on_the_march_fails_as_a_mover_not_a_defence() {
    let mut failed = 0;
    for seed in 1..80 {
        let (mut s, mut d) = start_seeded(seed);
        let a = idx(&s, "blue-a");
        s.units[a].grade = Grade::C;
        s.units[a].stand.markers = 2;
        order(
            &mut s,
            &mut d,
            "blue-a",
            Order::Move {
                to: at(5, 2),
                road: false,
            },
        );
        for _ in 0..4 {
            end_hour(&mut s, &mut d);
            if reports(&s).contains("met enemy near 4,2") {
                break;
            }
        }
        let text = reports(&s);
        if !text.contains("A Company's unit fails its break test")
            && !text.contains("Blue battalion HQ's unit fails its break test")
        {
            continue;
        }
        failed += 1;
        let u = &s.units[a];
        assert!(!u.disorganised && !u.sat_tight, "seed {seed}: {text}");
        assert!(
            !matches!(u.order, Order::Move { .. }),
            "seed {seed}: it stops: {text}"
        );
    }
    assert!(failed > 0, "no seed failed its break test on the march");
}

/// UMP-NQM-39: a broken defence that chose to sit tight and is then given fresh orders sits
/// tight no longer, so it does not surrender for it later.
#[test]
fn ump_nqm_39_fresh_orders_end_sitting_tight() {
    let (mut s, mut d) = start();
    let r = idx(&s, "red-1");
    s.units[r].disorganised = true;
    s.units[r].sat_tight = true;
    order(&mut s, &mut d, "red-1", Order::Reorganise);
    end_hour(&mut s, &mut d);
    assert!(!s.units[r].sat_tight);
}

/// The heuristic commander writes the standing instructions the rules give it (UMP-NQM-39):
/// in defence its units withdraw when broken, and its concealed stands shout STOP as far out
/// as their weapons reach; it leaves the rest (and the attacker's) at their defaults.
#[test]
fn ump_nqm_39_the_heuristic_defender_withdraws_a_broken_defence_and_shouts_stop_at_its_range() {
    let sc = umpire_nqm::bundled("test-village").unwrap();
    let mut d = Dice::new(1, true);
    let mut s = Nqm::new_game(&sc, &mut d).unwrap();
    let r = idx(&s, "red-1");
    // An anti-tank gun's reach: a kilometre, two hexes.
    s.units[r].range_m = 1000;
    let mut rng = Rng::new(3, 1);
    let mut bot = umpire_nqm::bots::HeuristicBot;
    for _ in 0..50 {
        if !Nqm::to_act(&s).contains(DEFENDER) {
            break;
        }
        let mut legal = Vec::new();
        Nqm::legal_actions(&s, DEFENDER, &mut legal);
        let v = Nqm::view(&s, DEFENDER);
        let k = bot.choose(DEFENDER, Some(&v), &legal, &mut rng);
        let done = legal[k] == Action::Done;
        Nqm::apply(&mut s, DEFENDER, &legal[k], &mut d).unwrap();
        if done {
            break;
        }
    }
    let hq = idx(&s, "red-hq");
    assert!(s.units[hq].standing.broken_withdraws);
    assert_eq!(s.units[r].standing.stop_hexes, 2);
    let blue = idx(&s, "blue-hq");
    assert!(!s.units[blue].standing.attack_withdraws);
}
