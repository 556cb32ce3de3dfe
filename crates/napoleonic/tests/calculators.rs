//! The MDI table (NAP-7) and its equilibrium, musketry (4C–4D, NAP-2), melee losses (5E–5F,
//! NAP-5, NAP-8) and the simulated shot (3F–3G, NAP-3, NAP-4).

use umpire_core::Ratio;
use umpire_napoleonic::losses::{losses, parse_units};
use umpire_napoleonic::mdi::{equilibrium, payoffs, resolve, Card, MdiResult};
use umpire_napoleonic::musketry::{odds, Volley};
use umpire_napoleonic::shot::kill_chance;
use umpire_napoleonic::values::{Gun, StandKind};

#[test]
fn mdi_table_each_deployment_beats_two_and_loses_to_two() {
    let five = &Card::ALL[..5];
    for &a in five {
        let wins = five
            .iter()
            .filter(|&&d| resolve(a, d) == MdiResult::AttackerSuperior)
            .count();
        let losses = five
            .iter()
            .filter(|&&d| resolve(a, d) == MdiResult::DefenderSuperior)
            .count();
        assert_eq!((wins, losses), (2, 2), "{a:?}");
        assert_eq!(resolve(a, a), MdiResult::Equal);
    }
    assert_eq!(
        resolve(Card::Column, Card::Flanking),
        MdiResult::AttackerSuperior
    );
    assert_eq!(
        resolve(Card::Line, Card::Square),
        MdiResult::AttackerSuperior
    );
    assert_eq!(
        resolve(Card::Pincers, Card::Square),
        MdiResult::DefenderSuperior
    );
}

#[test]
fn nap7_withdrawal_succeeds_against_line_and_square_fails_against_the_rest() {
    use MdiResult as R;
    assert_eq!(resolve(Card::Withdrawal, Card::Line), R::AttackerWithdraws);
    assert_eq!(
        resolve(Card::Withdrawal, Card::Square),
        R::AttackerWithdraws
    );
    for d in [Card::Column, Card::Pincers, Card::Flanking] {
        assert_eq!(
            resolve(Card::Withdrawal, d),
            R::DefenderSuperior,
            "fails against {d:?}"
        );
        assert_eq!(resolve(d, Card::Withdrawal), R::AttackerSuperior);
    }
    assert_eq!(
        resolve(Card::Square, Card::Withdrawal),
        R::DefenderWithdraws
    );
    assert_eq!(resolve(Card::Withdrawal, Card::Withdrawal), R::BothWithdraw);
}

fn value(r: MdiResult) -> f64 {
    match r {
        MdiResult::AttackerSuperior => 1.0,
        MdiResult::DefenderSuperior => -1.0,
        MdiResult::AttackerWithdraws => -0.5,
        MdiResult::DefenderWithdraws => 0.5,
        MdiResult::Equal | MdiResult::BothWithdraw => 0.0,
    }
}

#[test]
fn the_engine_computes_the_mdi_equilibrium() {
    let a = payoffs(value);
    let e = equilibrium(&a);
    for s in [&e.attacker, &e.defender] {
        assert!(
            (s.iter().sum::<f64>() - 1.0).abs() < 1e-9 && s.iter().all(|&p| p >= -1e-12),
            "{s:?}"
        );
    }
    // Neither side gains by deviating: the attacker's mix earns at least the value against
    // every defender card, and the defender's mix concedes at most the value to every attacker
    // card.
    for j in 0..6 {
        let earn: f64 = a.iter().zip(&e.attacker).map(|(row, x)| x * row[j]).sum();
        assert!(earn >= e.value - 1e-9, "card {j}: {earn} < {}", e.value);
    }
    for (i, row) in a.iter().enumerate() {
        let concede: f64 = row.iter().zip(&e.defender).map(|(x, y)| x * y).sum();
        assert!(
            concede <= e.value + 1e-9,
            "card {i}: {concede} > {}",
            e.value
        );
    }
}

#[test]
fn the_solver_gets_matching_pennies_right() {
    let mut a = [[-2.0; 6]; 6];
    a[0][0] = 1.0;
    a[0][1] = -1.0;
    a[1][0] = -1.0;
    a[1][1] = 1.0;
    for row in a.iter_mut().skip(2) {
        row[0] = -3.0;
        row[1] = -3.0;
    }
    for row in a.iter_mut().take(2) {
        for x in row.iter_mut().skip(2) {
            *x = 5.0; // columns 2.. are bad for the defender
        }
    }
    let e = equilibrium(&a);
    assert!(e.value.abs() < 1e-9, "{e:?}");
    assert!(
        (e.attacker[0] - 0.5).abs() < 1e-9 && (e.defender[1] - 0.5).abs() < 1e-9,
        "{e:?}"
    );
}

#[test]
fn nap2_musketry_dice_and_exact_kills() {
    let v = Volley {
        stands: 4,
        range: 1,
        guards: false,
        commander: false,
        not_first: false,
        protected: false,
    };
    let o = odds(&v).unwrap();
    assert_eq!(o.len(), 5);
    assert_eq!(
        o[0].1,
        Ratio::new(16, 81),
        "(2/3)^4 at range 1, kills on 5–6"
    );
    let far = odds(&Volley { range: 2, ..v }).unwrap();
    assert_eq!(
        far[0].1,
        Ratio::new(625, 1296),
        "(5/6)^4 at range 2, kills on 6"
    );
    let all = Volley {
        guards: true,
        commander: true,
        not_first: true,
        protected: true,
        ..v
    };
    assert_eq!(all.dice(), 4 + 1 + 1 + 1 - 1);
    assert!(odds(&Volley { range: 3, ..v }).is_err());
}

#[test]
fn nap8_the_texts_example_two_line_infantry_and_two_guards_cavalry_lose_3_5() {
    let units = parse_units("line-infantry:2,guards-cavalry:2").unwrap();
    let o = losses(&units, 7);
    assert_eq!(o.len(), 2);
    let li =
        |l: &umpire_napoleonic::losses::Lost| l.get(&StandKind::LineInfantry).copied().unwrap_or(0);
    let gc = |l: &umpire_napoleonic::losses::Lost| {
        l.get(&StandKind::GuardsCavalry).copied().unwrap_or(0)
    };
    assert_eq!(
        (li(&o[0].0), gc(&o[0].0), o[0].1.clone()),
        (1, 1, Ratio::new(1, 2))
    );
    assert_eq!(
        (li(&o[1].0), gc(&o[1].0), o[1].1.clone()),
        (2, 1, Ratio::new(1, 2)),
        "a coin for a second line infantry stand"
    );
}

#[test]
fn nap5_losses_spread_over_units_and_stop_when_everyone_is_dead() {
    let o = losses(&parse_units("line-infantry:4,light-cavalry:3").unwrap(), 8);
    assert_eq!(o.len(), 1);
    assert_eq!(
        o[0].0.values().sum::<u32>(),
        4,
        "value 4: two stands of each"
    );
    let o = losses(&parse_units("artillery-crew:2").unwrap(), 20);
    assert_eq!(o[0].0[&StandKind::ArtilleryCrew], 2);
    assert!(parse_units("dragoons:3")
        .unwrap_err()
        .contains("not a stand kind"));
}

#[test]
fn nap3_a_shot_is_likelier_to_kill_close_and_is_sampled_reproducibly() {
    let near = kill_chance(Gun::Field, 1, 20_000, 1).unwrap();
    let far = kill_chance(Gun::Field, 12, 20_000, 1).unwrap();
    assert!(
        near.p > 0.5 && far.p < 0.2 && near.p > far.p,
        "{near:?} {far:?}"
    );
    assert_eq!(
        kill_chance(Gun::Field, 6, 5_000, 3),
        kill_chance(Gun::Field, 6, 5_000, 3)
    );
    let how = kill_chance(Gun::Howitzer, 1, 20_000, 1).unwrap();
    assert!(
        how.p > near.p,
        "a howitzer shell does not roll past the target: {how:?}"
    );
    assert!(
        kill_chance(Gun::Horse, 11, 100, 1).is_err(),
        "horse guns reach 10 squares"
    );
}

/// 5F: the fraction's coin falls on a stand the fraction's loss can fairly claim — the least
/// valuable left, as the text's example tosses for a line infantry stand — whatever order the
/// units are listed in: guards cavalry listed first must not put a 2-value stand at stake for
/// half a point.
#[test]
fn rule_5f_the_fractions_coin_is_for_the_least_valuable_stand_in_any_order() {
    let li =
        |l: &umpire_napoleonic::losses::Lost| l.get(&StandKind::LineInfantry).copied().unwrap_or(0);
    let gc = |l: &umpire_napoleonic::losses::Lost| {
        l.get(&StandKind::GuardsCavalry).copied().unwrap_or(0)
    };
    for order in [
        "line-infantry:2,guards-cavalry:2",
        "guards-cavalry:2,line-infantry:2",
    ] {
        let o = losses(&parse_units(order).unwrap(), 7);
        let got: Vec<(u32, u32)> = o.iter().map(|(l, _)| (li(l), gc(l))).collect();
        assert_eq!(got, [(1, 1), (2, 1)], "{order}");
    }
}
