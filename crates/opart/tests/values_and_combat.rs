//! Section 8 (combat values), section 9 (morale) and section 14 (combat resolution), checked
//! against the text's own examples and hand-computed odds.

use umpire_core::{Dice, Ratio};
use umpire_opart::combat::{attacker_loses_rolloff, compare, odds, resolve, Fighter};
use umpire_opart::values::{
    divisional_morale, Afv, Artillery, General, StandSpec, StandType, Troops,
};
use umpire_opart::{CombatResult, NationalDie};

fn stand(stand: StandType) -> StandSpec {
    StandSpec {
        stand,
        general: None,
        troops: None,
        cavalry: false,
        transport: false,
        afv: None,
        artillery: None,
    }
}

fn combat() -> StandSpec {
    stand(StandType::Combat)
}

#[test]
fn section8_the_texts_examples_come_out_right() {
    let conscript_rifles = StandSpec {
        troops: Some(Troops::Conscript),
        ..combat()
    };
    assert_eq!(
        conscript_rifles.combat_value(),
        Ok(2),
        "a conscript Soviet rifle regiment is 2"
    );
    let elite_grenadiers = StandSpec {
        troops: Some(Troops::Elite),
        ..combat()
    };
    assert_eq!(
        elite_grenadiers.combat_value(),
        Ok(4),
        "an elite German panzer-grenadier unit is 4"
    );
}

#[test]
fn section9_the_example_rifle_division_totals_11_with_morale_6() {
    let hq = StandSpec {
        general: Some(General::Average),
        ..stand(StandType::DivisionCommand)
    };
    let rifles = StandSpec {
        troops: Some(Troops::Conscript),
        ..combat()
    };
    let guns = StandSpec {
        artillery: Some(Artillery::Field),
        ..combat()
    };
    let values: Vec<u8> = [rifles, rifles, rifles, guns, hq]
        .iter()
        .map(|s| s.combat_value().unwrap())
        .collect();
    assert_eq!(values, [2, 2, 2, 3, 2]);
    assert_eq!(values.iter().map(|&v| u16::from(v)).sum::<u16>(), 11);
    assert_eq!(divisional_morale(&values), 6, "half of 11, rounded up");
}

#[test]
fn section8_table_of_additions() {
    let general = |g| {
        StandSpec {
            general: Some(g),
            ..stand(StandType::HigherCommand)
        }
        .combat_value()
        .unwrap()
    };
    assert_eq!(
        [
            General::Poor,
            General::Average,
            General::Good,
            General::Exceptional
        ]
        .map(general),
        [1, 2, 3, 4]
    );
    let troops = |t| {
        StandSpec {
            troops: Some(t),
            ..combat()
        }
        .combat_value()
        .unwrap()
    };
    assert_eq!(
        [
            Troops::Poor,
            Troops::Conscript,
            Troops::Regular,
            Troops::Elite
        ]
        .map(troops),
        [1, 2, 3, 4]
    );
    let afv = |a| {
        StandSpec {
            afv: Some(a),
            ..combat()
        }
        .combat_value()
        .unwrap()
    };
    assert_eq!(
        [Afv::Light, Afv::Medium, Afv::Heavy, Afv::VeryHeavy].map(afv),
        [3, 4, 5, 6]
    );
    assert_eq!(
        StandSpec {
            artillery: Some(Artillery::Medium),
            ..combat()
        }
        .combat_value(),
        Ok(3)
    );
    assert_eq!(
        StandSpec {
            transport: true,
            troops: Some(Troops::Regular),
            ..combat()
        }
        .combat_value(),
        Ok(4)
    );
}

#[test]
fn section8_a_general_counts_only_for_command_units() {
    let e = StandSpec {
        general: Some(General::Good),
        ..combat()
    }
    .combat_value()
    .unwrap_err();
    assert!(e.starts_with("general"), "{e}");
    let e = StandSpec {
        troops: Some(Troops::Elite),
        cavalry: true,
        ..combat()
    }
    .combat_value()
    .unwrap_err();
    assert!(e.contains("infantry only"), "{e}");
}

#[test]
fn section14_weapon_ranges() {
    assert_eq!(
        StandSpec {
            troops: Some(Troops::Regular),
            ..combat()
        }
        .range(),
        2
    );
    assert_eq!(
        StandSpec {
            afv: Some(Afv::Medium),
            ..combat()
        }
        .range(),
        4
    );
    assert_eq!(
        StandSpec {
            artillery: Some(Artillery::AntiTank),
            ..combat()
        }
        .range(),
        4
    );
    assert_eq!(
        StandSpec {
            artillery: Some(Artillery::Field),
            ..combat()
        }
        .range(),
        6
    );
    assert_eq!(
        StandSpec {
            artillery: Some(Artillery::Medium),
            ..combat()
        }
        .range(),
        8
    );
    assert_eq!(
        StandSpec {
            artillery: Some(Artillery::Heavy),
            ..combat()
        }
        .range(),
        10
    );
}

#[test]
fn opa4_brackets_are_compared_exactly() {
    use CombatResult as R;
    assert_eq!(compare(9, 10), Some(R::Ineffective));
    assert_eq!(compare(10, 10), None, "equal powers go to a roll-off");
    assert_eq!(
        compare(10, 5),
        Some(R::DefenderLoses1),
        "exactly half: loses 1, stays"
    );
    assert_eq!(compare(11, 5), Some(R::DefenderLoses2));
    assert_eq!(
        compare(20, 5),
        Some(R::DefenderLoses2),
        "exactly a quarter: loses 2, stays"
    );
    assert_eq!(compare(21, 5), Some(R::DefenderLoses2Withdraws));
    assert_eq!(
        compare(3, -1),
        Some(R::DefenderLoses2Withdraws),
        "a power below zero"
    );
}

#[test]
fn opa3_roll_offs_are_re_rolled_while_equal() {
    assert_eq!(
        attacker_loses_rolloff(NationalDie::D10, NationalDie::D10),
        Ratio::new(1, 2)
    );
    // d12 against d10: the attacker is lower in 45 of the 110 unequal pairs.
    assert_eq!(
        attacker_loses_rolloff(NationalDie::D12, NationalDie::D10),
        Ratio::new(9, 22)
    );
    assert_eq!(
        attacker_loses_rolloff(NationalDie::D10, NationalDie::D12),
        Ratio::new(13, 22)
    );
}

#[test]
fn exact_odds_of_two_against_two_on_d10s() {
    let f = Fighter {
        combat_value: 2,
        modifier: 0,
        die: NationalDie::D10,
    };
    let o = odds(f, f);
    let p = |r: CombatResult| o.iter().find(|(x, _)| *x == r).unwrap().1.clone();
    assert_eq!(p(CombatResult::Ineffective), Ratio::new(45, 100));
    assert_eq!(p(CombatResult::AttackerLoses1), Ratio::new(5, 100));
    assert_eq!(p(CombatResult::DefenderLoses1), Ratio::new(38, 100));
    assert_eq!(p(CombatResult::DefenderLoses2), Ratio::new(12, 100));
    assert_eq!(p(CombatResult::DefenderLoses2Withdraws), Ratio::ZERO);
    let total = o.iter().fold(Ratio::ZERO, |a, (_, q)| a + q.clone());
    assert_eq!(total, Ratio::ONE);
}

#[test]
fn odds_at_the_extremes_and_modifiers() {
    let weak = Fighter {
        combat_value: 0,
        modifier: 0,
        die: NationalDie::D10,
    };
    let strong = Fighter {
        combat_value: 100,
        modifier: 0,
        die: NationalDie::D12,
    };
    assert_eq!(
        odds(weak, strong)[0],
        (CombatResult::Ineffective, Ratio::ONE)
    );
    let dug_in_flanked = Fighter {
        combat_value: 3,
        modifier: -10,
        die: NationalDie::D10,
    };
    assert_eq!(
        odds(strong, dug_in_flanked)[4],
        (CombatResult::DefenderLoses2Withdraws, Ratio::ONE)
    );
}

#[test]
fn resolve_agrees_with_compare_and_with_the_odds() {
    let a = Fighter {
        combat_value: 3,
        modifier: 1,
        die: NationalDie::D12,
    };
    let d = Fighter {
        combat_value: 4,
        modifier: 0,
        die: NationalDie::D10,
    };
    let exact = odds(a, d);
    let mut counts = [0u32; 5];
    let mut dice = Dice::new(3, false);
    let n = 40_000;
    for _ in 0..n {
        let r = resolve(a, d, &mut dice);
        assert_eq!(r.attacker.1, 4 + i64::from(r.attacker.0));
        match compare(r.attacker.1, r.defender.1) {
            Some(x) => assert!(x == r.result && r.rolloffs.is_empty()),
            None => {
                assert!(!r.rolloffs.is_empty() && r.rolloffs.last().is_some_and(|(x, y)| x != y))
            }
        }
        counts[CombatResult::ALL
            .iter()
            .position(|x| *x == r.result)
            .unwrap()] += 1;
    }
    for (k, (_, p)) in exact.iter().enumerate() {
        let seen = f64::from(counts[k]) / f64::from(n);
        assert!(
            (seen - p.to_f64()).abs() < 0.01,
            "{k}: {seen} vs {}",
            p.to_f64()
        );
    }
}

/// OPA-4 compares combat powers exactly, at any size: a value and a modifier at the edge of 32
/// bits add up without wrapping round to a weak attack.
#[test]
fn combat_opa_4_powers_at_the_32_bit_edge_do_not_wrap() {
    let huge = Fighter {
        combat_value: i32::MAX,
        modifier: i32::MAX,
        die: NationalDie::D10,
    };
    let small = Fighter {
        combat_value: 1,
        modifier: 0,
        die: NationalDie::D10,
    };
    assert_eq!(huge.power(10), 2 * i64::from(i32::MAX) + 10);
    let o = odds(huge, small);
    let sure: Vec<_> = o.iter().filter(|(_, q)| *q == Ratio::ONE).collect();
    assert_eq!(sure.len(), 1);
    assert_eq!(sure[0].0, CombatResult::DefenderLoses2Withdraws);
}

/// The combat table a page draws (OPA-4) has a band for each result `compare` gives, and the
/// band an engagement's powers read says what happens.
#[test]
fn opa4_the_table_drawn_is_the_one_engagements_read() {
    use umpire_opart::combat::{band, table};
    let t = table();
    assert_eq!(t.rows.len(), 5);
    for (a, d, row, says) in [
        (3, 4, 0, "ineffective"),
        (4, 4, 1, "roll-off"),
        (8, 4, 2, "loses 1"),
        (9, 4, 3, "loses 2"),
        (16, 4, 3, "loses 2"),
        (17, 4, 4, "withdraws"),
    ] {
        assert_eq!(band(a, d), row, "{a} against {d}");
        assert!(
            t.rows[row].cells[0].contains(says),
            "{a} against {d}: {}",
            t.rows[row].cells[0]
        );
    }
}
