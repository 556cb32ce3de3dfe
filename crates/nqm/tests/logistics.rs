//! After combat and logistics against the text: reorganisation (its worked example),
//! end-of-battle recovery, disorganisation, troops without orders, ammunition and resupply,
//! fuel chains.

use umpire_core::Dice;
use umpire_nqm::combat::Stand;
use umpire_nqm::logistics::*;
use umpire_nqm::tables::Grade;

#[test]
fn reorganisation_the_texts_example_two_stands_five_red_pins() {
    let mut seen_pass = false;
    let mut seen_fail = false;
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
        let r = reorganise(&mut stands, true, false, &mut dice).unwrap();
        let die = r.die.expect("five pins: the odd one is rolled for");
        if die >= 4 {
            // The text's case: a 4 removes the fifth pin, two turn black, one on each stand.
            seen_pass = true;
            assert_eq!(r.removed, 3);
            assert_eq!(r.blackened, 2);
            assert_eq!([stands[0].black, stands[1].black], [1, 1]);
            assert!(r.taken_off.is_empty());
        } else {
            seen_fail = true;
            assert_eq!(r.removed, 2);
            assert_eq!(r.blackened, 3);
            assert_eq!(stands[0].black + stands[1].black, 3);
        }
        assert!(stands.iter().all(|s| s.markers == 0));
    }
    assert!(seen_pass && seen_fail);
}

#[test]
fn reorganisation_takes_off_fully_pinned_stands_and_needs_a_command_stand() {
    let mut dice = Dice::new(1, false);
    // Two one-figure stands with a red pin each: one pin comes off, the other turns black and
    // fills a stand, which is taken off.
    let one = Stand {
        markers: 1,
        ..Stand::new(1)
    };
    let mut stands = [one, one];
    let before = stands;
    assert_eq!(
        reorganise(&mut stands, false, false, &mut dice),
        Err(Refusal::NoCommandStand)
    );
    assert_eq!(stands, before, "a refused reorganisation changes nothing");
    let r = reorganise(&mut stands, true, false, &mut dice).unwrap();
    assert_eq!((r.removed, r.blackened, r.die), (1, 1, None));
    assert_eq!(r.taken_off.len(), 1);
    assert_eq!(stands.iter().filter(|s| !s.removed).count(), 1);
    assert!(Refusal::NoCommandStand
        .to_string()
        .contains("command stand"));
}

#[test]
fn end_of_battle_recovery_leaves_a_quarter() {
    let mut dice = Dice::new(2, false);
    // Even numbers need no die: 8 red pins -> 4 black -> 2 lost for good.
    assert_eq!(
        end_of_battle_recovery(4, &mut dice, umpire_core::SeatSet::ALL),
        2
    );
    let odd: Vec<u32> = (0..50)
        .map(|_| end_of_battle_recovery(3, &mut dice, umpire_core::SeatSet::ALL))
        .collect();
    assert!(odd.iter().all(|&k| k == 1 || k == 2));
    assert!(odd.contains(&1) && odd.contains(&2));
}

#[test]
fn disorganisation_and_troops_without_orders() {
    assert!(digs_in_without_orders(Grade::V));
    assert!(digs_in_without_orders(Grade::R));
    assert!(!digs_in_without_orders(Grade::C));
    assert!(!digs_in_without_orders(Grade::M));
    assert!(!disorganised_in_defence(Grade::E));
    assert!(disorganised_in_defence(Grade::V));
    assert!(!brigade_disorganised(false));
    assert!(brigade_disorganised(true));
    assert!(!division_disorganised(true, false));
    assert!(division_disorganised(true, true));
    use WhenAssaulted as W;
    assert_eq!(disorganised_assaulted(Grade::M, false, true), W::Surrenders);
    assert_eq!(disorganised_assaulted(Grade::R, true, true), W::Surrenders);
    assert_eq!(
        disorganised_assaulted(Grade::V, false, false),
        W::WithdrawsOrBreaksOut
    );
    assert_eq!(disorganised_assaulted(Grade::R, false, true), W::Disperses);
    assert_eq!(
        disorganised_assaulted(Grade::C, false, false),
        W::Surrenders
    );
}

#[test]
fn ammunition_dice_per_stand_and_resupply_from_the_dump() {
    let mut company = [Ammo::full(3), Ammo::full(2)];
    assert!(company[0].fire());
    assert!(company[1].fire() && company[1].fire());
    assert!(!company[1].fire(), "out of dice: the stand cannot shoot");
    assert_eq!(company[1].dice, 0);
    let mut dump = 1;
    // By day without a vehicle run: refused, nothing changes.
    assert_eq!(
        resupply(&mut company, &mut dump, false, false),
        Err(Refusal::NotOvernight)
    );
    assert_eq!((company[0].dice, dump), (2, 1));
    resupply(&mut company, &mut dump, true, false).unwrap();
    assert_eq!([company[0].dice, company[1].dice], [3, 2]);
    assert_eq!(dump, 0);
    assert_eq!(
        resupply(&mut company, &mut dump, false, true),
        Err(Refusal::DumpEmpty)
    );
}

#[test]
fn fuel_chain_for_tank_and_mechanised_divisions() {
    assert!(in_fuel_supply(false, &[]));
    assert!(in_fuel_supply(true, &[true, true, true]));
    assert!(!in_fuel_supply(true, &[true, false, true]));
    assert!(!in_fuel_supply(true, &[]));
}
