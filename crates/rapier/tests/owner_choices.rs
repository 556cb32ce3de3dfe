//! RAP-8: the owner of the units hit chooses the losses, within the rule's limits, when the
//! scenario names the owner's seat in `rules.owner_choices` (the server and `play` name the
//! seats people hold); other seats keep the engine's rule.

mod common;

use common::{act, at_turn_one, put, refused, scenario, unit};
use umpire_core::testing::battery;
use umpire_core::{Dice, Ruleset};
use umpire_rapier::state::{seat, Loc, Phase, Side, State};
use umpire_rapier::{bundled, Action, Rapier};

const ATT: &str = r#"{ name = "HQ", kind = "hq", at = "A1-L1" },
    { name = "Rifles", kind = "infantry", count = 3, at = "A2-L1" }"#;
const DEF: &str = r#"{ name = "DHQ", kind = "hq", at = "A4-L5" },
    { name = "Guns", kind = "tank", count = 4, at = "A2-L3" }"#;

/// Plays Done for every seat until `stop` holds or turn 2 begins.
fn until(s: &mut State, dice: &mut Dice, stop: impl Fn(&State) -> bool) {
    for _ in 0..200 {
        if stop(s) || s.turn > 1 {
            return;
        }
        let Some(who) = Rapier::to_act(s).iter(6).next() else {
            return;
        };
        if matches!(s.phase, Phase::Casualties { .. }) {
            return;
        }
        act(s, who, Action::Done, dice);
    }
}

/// A turn-1 fight in A2-L3 between three rifle battalions and four tanks, with the division
/// commander choosing his own losses; the first seed that asks him.
fn asked_game() -> (State, Dice) {
    let sc = scenario("owner_choices = [\"div1\"]", ATT, DEF);
    for seed in 0..200 {
        let (mut s, mut dice) = at_turn_one(&sc, seed);
        for k in 1..=3 {
            let r = unit(&s, &format!("Rifles {k}"));
            put(&mut s, r, "A2-L3");
        }
        until(&mut s, &mut dice, |s| {
            matches!(s.phase, Phase::Casualties { .. })
        });
        if s.phase
            == (Phase::Casualties {
                side: Side::Attacker,
            })
        {
            return (s, dice);
        }
    }
    panic!("no seed made the division commander choose a loss");
}

#[test]
fn rap8_the_owner_chooses_which_of_his_units_is_lost() {
    let (mut s, mut dice) = asked_game();
    assert_eq!(Rapier::to_act(&s).iter(6).collect::<Vec<_>>(), [seat::DIV1]);
    let v = Rapier::view(&s, seat::CORPS);
    let l = v
        .losses
        .expect("every seat sees that losses are being chosen");
    assert_eq!(l.side, Side::Attacker);
    assert!(l.hits_left >= 1);
    let mut options = Vec::new();
    Rapier::legal_actions(&s, seat::DIV1, &mut options);
    assert!(options.len() >= 2, "{options:?}");
    // He picks the last unit offered, not the one the engine would.
    let Action::TakeLoss { unit: pick } = *options.last().unwrap() else {
        panic!("{options:?}")
    };
    act(
        &mut s,
        seat::DIV1,
        Action::TakeLoss { unit: pick },
        &mut dice,
    );
    assert_eq!(s.units[usize::from(pick)].loc, Loc::Gone);
}

#[test]
fn rap8_a_loss_outside_the_limits_is_refused_and_only_the_owner_chooses() {
    let (s, _) = asked_game();
    let hq = unit(&s, "HQ") as u16;
    let e = refused(&s, seat::DIV1, Action::TakeLoss { unit: hq });
    assert!(e.rule.contains("RAP-8"), "{e}");
    let mut options = Vec::new();
    Rapier::legal_actions(&s, seat::DIV1, &mut options);
    let e = refused(&s, seat::UMPIRE, options[0]);
    assert!(!e.to_string().is_empty());
}

#[test]
fn rap8_seats_not_named_keep_the_engines_rule() {
    let sc = scenario("", ATT, DEF);
    for seed in 0..40 {
        let (mut s, mut dice) = at_turn_one(&sc, seed);
        for k in 1..=3 {
            let r = unit(&s, &format!("Rifles {k}"));
            put(&mut s, r, "A2-L3");
        }
        until(&mut s, &mut dice, |_| false);
        assert!(
            !matches!(s.phase, Phase::Casualties { .. }),
            "seed {seed}: nobody is asked"
        );
    }
}

#[test]
fn rap8_an_unknown_seat_in_owner_choices_is_refused() {
    let sc = scenario("owner_choices = [\"div9\"]", ATT, DEF);
    let e = umpire_rapier::validate::prepare(&sc)
        .unwrap_err()
        .to_string();
    assert!(e.contains("owner_choices") && e.contains("div9"), "{e}");
}

#[test]
fn rap8_battery_with_every_owner_choosing() {
    let mut sc = bundled("uranus").unwrap();
    sc.rules.owner_choices = Rapier::SEATS.iter().map(|s| (*s).to_owned()).collect();
    let r = battery::<Rapier>(&sc, 300, 501).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, 300);
    // The battery's random games do reach the choices.
    let (mut chosen, mut shots) = (0, 0);
    for seed in 0..10 {
        let mut g = umpire_core::Game::<Rapier>::new(&sc, "t", seed, false).unwrap();
        let bots: Vec<Box<dyn umpire_core::Bot<Rapier>>> = (0..6)
            .map(|_| Box::new(umpire_core::RandomBot) as _)
            .collect();
        umpire_core::Table::new(bots, seed)
            .play_game(&mut g)
            .unwrap();
        chosen += g
            .steps()
            .iter()
            .filter(|st| matches!(st.action, Action::TakeLoss { .. }))
            .count();
        shots += g
            .steps()
            .iter()
            .filter(|st| matches!(st.action, Action::FreeShot { .. }))
            .count();
    }
    assert!(chosen > 20, "{chosen} losses chosen in 10 games");
    assert!(shots > 0, "no free shot chosen in 10 games");
}

#[test]
fn rap6_the_owner_picks_the_unit_that_takes_the_free_shot() {
    let sc = scenario(
        "owner_choices = [\"umpire\"]",
        r#"{ name = "HQ", kind = "hq", at = "A1-L1" },
           { name = "Inf", kind = "infantry", at = "A2-L1" }"#,
        r#"{ name = "DHQ", kind = "hq", at = "A4-L5" },
           { name = "Tank", kind = "tank", at = "A2-L3" },
           { name = "Rifles", kind = "infantry", at = "A2-L3" }"#,
    );
    let (mut s, mut dice) = at_turn_one(&sc, 2);
    let (i, tank, rifles) = (unit(&s, "Inf"), unit(&s, "Tank"), unit(&s, "Rifles"));
    put(&mut s, i, "A2-L3");
    let back = Action::Move {
        unit: i as u16,
        to: common::sec("A2-L2"),
    };
    act(&mut s, seat::DIV1, back, &mut dice);
    assert_eq!(
        s.phase,
        Phase::FreeShot {
            side: Side::Defender
        }
    );
    assert_eq!(
        Rapier::to_act(&s).iter(6).collect::<Vec<_>>(),
        [seat::UMPIRE]
    );
    let mut options = Vec::new();
    Rapier::legal_actions(&s, seat::UMPIRE, &mut options);
    assert_eq!(
        options,
        [
            Action::FreeShot {
                shooter: tank as u16
            },
            Action::FreeShot {
                shooter: rifles as u16
            }
        ],
        "most dice first"
    );
    // The umpire sees each shooter's dice; the division commander sees where, not the options.
    let mine = Rapier::view(&s, seat::UMPIRE).free_shot.unwrap();
    assert_eq!(mine.options, [(tank as u16, 2), (rifles as u16, 1)]);
    assert!(Rapier::view(&s, seat::DIV1)
        .free_shot
        .unwrap()
        .options
        .is_empty());
    // The heuristic umpire would take the most dice; this umpire picks the rifles.
    let mut bot = umpire_rapier::bots::HeuristicBot;
    let v = Rapier::view(&s, seat::UMPIRE);
    let k = umpire_core::Bot::<Rapier>::choose(
        &mut bot,
        seat::UMPIRE,
        Some(&v),
        &options,
        &mut umpire_core::Rng::new(1, 1),
    );
    assert_eq!(
        options[k],
        Action::FreeShot {
            shooter: tank as u16
        }
    );
    let pick = Action::FreeShot {
        shooter: rifles as u16,
    };
    dice.take_rolls();
    act(&mut s, seat::UMPIRE, pick, &mut dice);
    let shot: Vec<_> = dice
        .take_rolls()
        .into_iter()
        .filter(|r| r.purpose == "withdrawal: free shot")
        .collect();
    assert_eq!(shot.len(), 1, "the rifles' one die");
    assert_eq!(
        s.phase,
        Phase::AttackerMovement,
        "the movement step goes on"
    );
    let at = s.units[i].loc;
    assert!(
        at == Loc::Table(common::sec("A2-L2")) || at == Loc::Gone,
        "{at:?}"
    );
    // Not the owner: refused.
    let e = refused(&s, seat::UMPIRE, pick);
    assert!(!e.to_string().is_empty());
}

#[test]
fn rap8_the_umpire_gives_a_fortifications_bonus_dice_to_a_defender_of_his_choice() {
    let sc = scenario(
        "owner_choices = [\"umpire\"]",
        r#"{ name = "HQ", kind = "hq", at = "A1-L1" },
           { name = "Tank", kind = "tank", at = "A2-L1" },
           { name = "Inf", kind = "infantry", at = "A2-L1" }"#,
        r#"{ name = "DHQ", kind = "hq", at = "A4-L5" },
           { name = "Fort", kind = "fortification", at = "A2-L3" },
           { name = "AT", kind = "anti-tank", at = "A2-L3" },
           { name = "Rifles", kind = "infantry", at = "A2-L3" }"#,
    );
    let (mut s, mut dice) = at_turn_one(&sc, 1);
    for name in ["Tank", "Inf"] {
        let k = unit(&s, name);
        put(&mut s, k, "A2-L3");
    }
    let (fort, at, rifles) = (unit(&s, "Fort"), unit(&s, "AT"), unit(&s, "Rifles"));
    until(&mut s, &mut dice, |s| s.phase == Phase::BonusDice);
    assert_eq!(s.phase, Phase::BonusDice);
    assert_eq!(
        Rapier::to_act(&s).iter(6).collect::<Vec<_>>(),
        [seat::UMPIRE]
    );
    let mut options = Vec::new();
    Rapier::legal_actions(&s, seat::UMPIRE, &mut options);
    let host = |h: usize| Action::BonusHost {
        giver: fort as u16,
        host: h as u16,
    };
    assert_eq!(options, [host(at), host(rifles)]);
    let b = Rapier::view(&s, seat::UMPIRE).bonus.unwrap();
    assert_eq!(
        b.options,
        [(at as u16, 2), (rifles as u16, 1)],
        "the AT gun's 2d6 at armour"
    );
    assert!(Rapier::view(&s, seat::DIV1).bonus.is_none());
    // The umpire puts the fortification's die with the rifles, to fire at infantry as well.
    let round = |s: &State| s.combat.as_ref().map_or(0, |c| c.round);
    assert_eq!(round(&s), 1);
    act(&mut s, seat::UMPIRE, host(rifles), &mut dice);
    // Asked again only in a later round (or not at all once the fight is over).
    assert!(
        s.phase != Phase::BonusDice || round(&s) > 1,
        "{:?}",
        s.phase
    );
    let e = refused(&s, seat::DIV1, host(at));
    assert!(!e.to_string().is_empty());
}
