//! After combat (NQM-4, UMP-NQM-43): the disorganisation that follows every combat leaves a
//! defence at the reduced effectiveness its casualty markers show, still firing and fighting;
//! only a failed break test (or fire heavy enough) silences it. So an attacker that stops for
//! an hour next to the position gains nothing over one that presses on.

mod common;

use common::*;
use umpire_nqm::game::Order;

/// Blue A Company, next to the Red platoon at 4,2 after an hour of firefight that left a
/// casualty marker on each side (caused 1, received 1), either presses on for three hours or
/// holds where it is for an hour and then attacks for three. Whether Blue holds 4,2 at the end.
fn after_an_hour(seed: u64, pause: bool) -> bool {
    let (mut s, mut d) = start_seeded(seed);
    let a = idx(&s, "blue-a");
    let r = idx(&s, "red-1");
    s.units[a].hex = at(3, 2);
    s.units[a].stand.markers = 1;
    s.units[r].concealed = false;
    s.units[r].opened_fire = true;
    s.units[r].stand.markers = 1;
    s.units[a].order = Order::Attack { target: at(4, 2) };
    s.attacks.push(umpire_nqm::game::Attack {
        side: 0,
        target: at(4, 2),
        caused: 1,
        received: 1,
        engaged: vec![u16::try_from(a).unwrap()],
        last_caused: 1,
        last_received: 1,
        reinforced: false,
        won_hour: None,
        rounds: 0,
    });
    let mut orders = vec![Order::Attack { target: at(4, 2) }; 3];
    if pause {
        orders.insert(0, Order::Hold { ambush: false });
    }
    for o in orders {
        if !s.units[a].alive() || s.units[a].hex == at(4, 2) {
            break;
        }
        if s.units[a].order != o {
            order(&mut s, &mut d, "blue-a", o);
        }
        end_hour(&mut s, &mut d);
    }
    s.units
        .iter()
        .any(|u| u.alive() && u.side == 0 && u.hex == at(4, 2))
}

#[test]
fn nqm4_after_combat_pausing_next_to_a_position_is_no_better_than_pressing_on() {
    let (mut pressed, mut paused) = (0, 0);
    for seed in 1..=200 {
        pressed += usize::from(after_an_hour(seed, false));
        paused += usize::from(after_an_hour(seed, true));
    }
    eprintln!("over 200 seeds the village fell {pressed} times to an attack pressed on, {paused} times to one that paused an hour");
    assert!(
        paused <= pressed,
        "pausing took the village {paused} times, pressing on {pressed}"
    );
}
#[test]
fn ump_nqm_43_a_defence_disorganised_after_combat_still_fires() {
    // The attack of hour 0 is broken off in hour 1 with Blue still next to the village: the
    // Red platoon that held with casualty markers is disorganised after the combat, but when
    // the attack comes again it replies (and the attack is no walkover).
    let mut seen = 0;
    for seed in 1..=60 {
        let (mut s, mut d) = start_seeded(seed);
        let a = idx(&s, "blue-a");
        let r = idx(&s, "red-1");
        s.units[a].hex = at(3, 2);
        s.units[r].concealed = false;
        order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
        end_hour(&mut s, &mut d);
        order(&mut s, &mut d, "blue-a", Order::Hold { ambush: false });
        end_hour(&mut s, &mut d);
        let u = &s.units[r];
        if !u.alive() || !u.after_combat || u.disorganised || !s.units[a].alive() {
            continue;
        }
        seen += 1;
        order(&mut s, &mut d, "blue-a", Order::Attack { target: at(4, 2) });
        d.take_rolls();
        end_hour(&mut s, &mut d);
        let rolls = d.take_rolls();
        let replied = rolls
            .iter()
            .any(|x| x.purpose.starts_with("firefight: defender"));
        let assaulted_without_a_die = s.units[a].hex == at(4, 2)
            && !rolls.iter().any(|x| x.purpose.starts_with("close assault"));
        assert!(
            replied && !assaulted_without_a_die,
            "seed {seed}: {:?}",
            s.sides[0].reports
        );
    }
    assert!(
        seen > 0,
        "no seed left the defence disorganised after combat"
    );
}
