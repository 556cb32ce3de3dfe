//! The fuel chain in play (UMP-NQM-41): once a side's order of battle has fuel vehicles, its
//! tracked and motorised stands are in fuel overnight only through them, a vehicle within a
//! road march of the formation's headquarters that traces a line back to the dump.

use umpire_core::{Dice, Ruleset};
use umpire_nqm::game::{Action, Fate, State};
use umpire_nqm::{Nqm, Scenario};

/// The 1942 panzer battle group two hours before midnight, with the battle group's trains
/// made a fuel vehicle when `fuel` is set; `setup` runs on the opening state.
fn to_midnight(fuel: bool, setup: impl Fn(&mut State)) -> State {
    let base = umpire_nqm::SCENARIOS
        .iter()
        .find(|b| b.name == "armour-and-recce-1942")
        .unwrap()
        .toml;
    let mut toml = base.replace("start_hour = 5\nhours = 14", "start_hour = 22\nhours = 4");
    if fuel {
        toml = toml.replacen(
            "id = \"de-trains\"\n",
            "id = \"de-trains\"\nrole = \"fuel\"\n",
            1,
        );
    }
    assert_ne!(toml, base);
    let sc = Scenario::from_toml(&toml).unwrap_or_else(|e| panic!("{e}"));
    let mut d = Dice::new(1, true);
    let mut s = Nqm::new_game(&sc, &mut d).unwrap();
    setup(&mut s);
    while s.clock() != 0 {
        for seat in 0..5u8 {
            if Nqm::to_act(&s).contains(seat) {
                Nqm::apply(&mut s, seat, &Action::Done, &mut d).unwrap();
            }
        }
    }
    s
}

fn tanks_out_of_fuel(s: &State) -> bool {
    let k = s.units.iter().position(|u| &*u.id == "de-pz-1").unwrap();
    s.units[k].out_of_fuel
}

#[test]
fn nqm_fuel_chain_a_fuel_vehicle_near_the_headquarters_keeps_the_tanks_running() {
    // No fuel vehicles in the order of battle: the supply line to the dump is enough.
    assert!(!tanks_out_of_fuel(&to_midnight(false, |_| {})));
    // The trains as the fuel vehicle, next to the battle group's headquarters: in fuel.
    assert!(!tanks_out_of_fuel(&to_midnight(true, |_| {})));
    // The fuel vehicle lost: the chain is broken, though the tanks still trace to the dump.
    let s = to_midnight(true, |s| {
        let k = s.units.iter().position(|u| &*u.id == "de-trains").unwrap();
        s.units[k].fate = Fate::Destroyed;
    });
    assert!(tanks_out_of_fuel(&s));
}

#[test]
fn nqm_logistics_above_division_a_vehicle_back_to_corps_brings_a_div_log_unit() {
    let base = umpire_nqm::SCENARIOS
        .iter()
        .find(|b| b.name == "armour-and-recce-1942")
        .unwrap()
        .toml;
    let toml = base.replacen("div_log = 2\n", "div_log = 2\ncorps_div_log = 1\n", 1);
    assert_ne!(toml, base);
    let sc = Scenario::from_toml(&toml).unwrap();
    let mut d = Dice::new(1, true);
    let mut s = Nqm::new_game(&sc, &mut d).unwrap();
    let trains = s.units.iter().position(|u| &*u.id == "de-trains").unwrap();
    let tanks = s.units.iter().position(|u| &*u.id == "de-pz-1").unwrap();
    let seat = umpire_nqm::game::ATTACKER;
    let send = |k: usize| Action::Order {
        stand: u16::try_from(k).unwrap(),
        order: umpire_nqm::game::Order::ToCorps,
        from_hour: None,
    };
    // Only a logistic vehicle, and only from the dump.
    let e = Nqm::check(&s, seat, &send(tanks)).unwrap_err();
    assert!(e.to_string().contains("not a logistic vehicle"), "{e}");
    let e = Nqm::check(&s, seat, &send(trains)).unwrap_err();
    assert!(e.to_string().contains("from the dump at 0,4"), "{e}");
    let dump = s.sides[0].dump;
    s.units[trains].hex = dump;
    let mut legal = Vec::new();
    Nqm::legal_actions(&s, seat, &mut legal);
    assert!(legal.contains(&send(trains)));
    Nqm::apply(&mut s, seat, &send(trains), &mut d).unwrap();
    for k in 0..5u8 {
        if Nqm::to_act(&s).contains(k) {
            Nqm::apply(&mut s, k, &Action::Done, &mut d).unwrap();
        }
    }
    assert_eq!(s.units[trains].fate, Fate::ToCorps);
    assert_eq!((s.sides[0].div_log, s.sides[0].corps_div_log), (3, 0));
    assert!(Nqm::render(&Nqm::view(&s, seat)).contains("Div Log in the dump: 3"));
    // Corps has no more: no other vehicle may go.
    let mut legal = Vec::new();
    Nqm::legal_actions(&s, seat, &mut legal);
    assert!(!legal.iter().any(|a| matches!(
        a,
        Action::Order {
            order: umpire_nqm::game::Order::ToCorps,
            ..
        }
    )));
    // A stand gone back to corps is not lost.
    assert!(!s
        .units
        .iter()
        .any(|u| u.fate == Fate::Destroyed && &*u.id == "de-trains"));
    // The logistics text: "the onus is on Army and Corps to push vehicles forward during the
    // first turn of the day": at dawn the vehicle is back at the dump, empty, to be sent again.
    // The last hour of the day:
    s.start_hour = (23 + 24 - s.hour % 24) % 24;
    assert_eq!(s.clock(), 23);
    assert!(s.hours > s.hour + 1);
    for k in 0..5u8 {
        if Nqm::to_act(&s).contains(k) {
            Nqm::apply(&mut s, k, &Action::Done, &mut d).unwrap();
        }
    }
    assert_eq!(s.clock(), 0, "a new day came");
    assert_eq!(s.units[trains].fate, Fate::Fighting);
    assert_eq!(s.units[trains].hex, dump);
}
