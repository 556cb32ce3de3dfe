//! Ground combat (turn step 7), RAP-8, RAP-9 and the volley odds.

mod common;

use umpire_rapier::ground_combat::{best_column, hit_mask, max_kills, table_dice, volley, Shooter};
use umpire_rapier::odds::{odds, request, resolve};
use umpire_rapier::state::{Kind, Loc};

fn p(req: &str, targets: &str, side: &str) -> Vec<f64> {
    let r = request(req, targets, side).unwrap();
    odds(&r).outcomes.iter().map(|o| o.p).collect()
}

fn close(a: &[f64], b: &[f64]) {
    assert_eq!(a.len(), b.len(), "{a:?} vs {b:?}");
    for (x, y) in a.iter().zip(b) {
        assert!((x - y).abs() < 1e-12, "{a:?} vs {b:?}");
    }
}

#[test]
fn ground_combat_table_rows_match_the_text() {
    // Columns: infantry (rifle, SMG, engineer, cavalry), guns (AT, mortars, artillery), armour.
    assert_eq!(table_dice(Kind::Hq, false, true), [1, 1, 1]);
    assert_eq!(table_dice(Kind::Hq, false, false), [0, 0, 0]);
    assert_eq!(table_dice(Kind::Infantry, true, false), [2, 2, 1]);
    assert_eq!(table_dice(Kind::Engineer, true, false), [2, 2, 1]);
    assert_eq!(table_dice(Kind::AntiTank, false, false), [0, 1, 2]);
    assert_eq!(table_dice(Kind::Tank, false, false), [2, 2, 2]);
    assert_eq!(table_dice(Kind::Artillery, false, false), [2, 2, 2]);
    assert_eq!(table_dice(Kind::Mortar, false, false), [2, 2, 2]);
    assert_eq!(table_dice(Kind::Infantry, false, false), [1, 1, 1]);
    assert_eq!(table_dice(Kind::Cavalry, false, false), [1, 1, 1]);
    assert_eq!(table_dice(Kind::Recce, false, false), [1, 1, 1]);
}

#[test]
fn hq_fires_one_die_defending_and_none_attacking() {
    assert_eq!(
        request("hq", "infantry", "defender").map(|r| odds(&r).dice),
        Ok(1)
    );
    assert_eq!(
        request("hq", "infantry", "attacker").map(|r| odds(&r).dice),
        Ok(0)
    );
}

#[test]
fn one_tank_against_infantry_kills_with_eleven_in_thirty_six() {
    close(
        &p("tank", "infantry", "attacker"),
        &[25.0 / 36.0, 11.0 / 36.0],
    );
}

#[test]
fn anti_tank_has_no_effect_against_infantry() {
    let r = request("anti-tank", "infantry,infantry", "attacker").unwrap();
    let o = odds(&r);
    assert_eq!(o.dice, 0);
    close(
        &o.outcomes.iter().map(|k| k.p).collect::<Vec<_>>(),
        &[1.0, 0.0, 0.0],
    );
}

#[test]
fn rap8_anti_tank_hits_fall_only_on_armour() {
    // 2 dice in the armour column; only the one tank can die.
    close(
        &p("anti-tank", "infantry,tank", "attacker"),
        &[25.0 / 36.0, 11.0 / 36.0, 0.0],
    );
}

#[test]
fn rap8_most_advantageous_column_is_used() {
    // Assault infantry: 2d6 against infantry or guns, 1d6 against armour; with both present it
    // takes 2d6 and its hits fall on the infantry or guns only.
    assert_eq!(best_column(Kind::Infantry, true, false, 0b1001).0, 2);
    let g = volley(
        &[Shooter {
            kind: Kind::Infantry,
            assault: true,
        }],
        false,
        0b1000,
    );
    assert_eq!(g[0].dice, 1, "against armour alone: 1d6");
}

#[test]
fn minefield_gives_no_dice_against_engineers() {
    let r = request("infantry,minefield", "engineer", "defender").unwrap();
    assert_eq!(odds(&r).dice, 1, "only the infantry's own die");
    let r = request("minefield", "engineer,engineer", "defender").unwrap();
    assert_eq!(
        odds(&r).dice,
        0,
        "against engineers only a minefield adds nothing"
    );
}

#[test]
fn minefield_gives_one_other_defender_two_dice_or_fires_one_alone() {
    assert_eq!(
        request("infantry,minefield", "infantry", "defender").map(|r| odds(&r).dice),
        Ok(3)
    );
    assert_eq!(
        request("minefield", "tank", "defender").map(|r| odds(&r).dice),
        Ok(1)
    );
}

#[test]
fn fortification_gives_one_other_defender_one_die_and_alone_nothing() {
    assert_eq!(
        request("infantry,fortification", "infantry", "defender").map(|r| odds(&r).dice),
        Ok(2)
    );
    assert_eq!(
        request("fortification", "infantry", "defender").map(|r| odds(&r).dice),
        Ok(0)
    );
}

#[test]
fn fortification_cannot_fire_for_the_attacker_and_is_never_a_target() {
    assert!(request("fortification", "infantry", "attacker")
        .unwrap_err()
        .contains("defender"));
    assert!(request("infantry", "minefield", "attacker")
        .unwrap_err()
        .contains("never hit"));
    assert!(request("wizard", "infantry", "attacker")
        .unwrap_err()
        .contains("unknown unit kind"));
    assert!(request("infantry", "infantry", "sideways")
        .unwrap_err()
        .contains("--side"));
}

#[test]
fn odds_sum_to_one_and_resolve_uses_the_same_dice() {
    let r = request(
        "tank,tank,assault-infantry,hq",
        "infantry,anti-tank,tank",
        "defender",
    )
    .unwrap();
    let o = odds(&r);
    assert_eq!(o.dice, 2 + 2 + 2 + 1);
    assert!((o.outcomes.iter().map(|k| k.p).sum::<f64>() - 1.0).abs() < 1e-12);
    let roll = resolve(&r, 9);
    assert_eq!(roll.dice.len() as u32, o.dice);
    assert!(roll.hits <= roll.sixes && roll.hits <= 3);
}

#[test]
fn max_kills_respects_categories() {
    let mut caps = [0u32; 12];
    caps[0] = 1; // one infantry
    caps[9] = 2; // two tanks
                 // Three hits that may only fall on armour: two kills.
    assert_eq!(max_kills(&[(hit_mask(0b1000, 6), 3)], &caps), 2);
    // One armour-only hit and two any-category hits: three kills.
    assert_eq!(
        max_kills(&[(hit_mask(0b1000, 6), 1), (hit_mask(0b1111, 6), 2)], &caps),
        3
    );
}

#[test]
fn moving_targets_are_hit_on_five_and_moving_cavalry_on_four() {
    let inf = hit_mask(0b0001, 5);
    assert_eq!(inf & 0b001, 0, "a 5 does not kill a stationary unit");
    assert_ne!(inf & 0b010, 0, "a 5 kills a unit that moved");
    let four = hit_mask(0b0001, 4);
    assert_eq!(four, 0b100, "a 4 kills only moving cavalry");
}

#[test]
fn rap9_the_sector_defender_fires_first_and_assault_troops_die_first() {
    let sc = common::scenario(
        "",
        r#"{ name = "HQ", kind = "hq", at = "A1-L1" },
           { name = "Rifles", kind = "infantry", count = 3, at = "A2-L1" },
           { name = "SMG", kind = "infantry", assault = true, at = "A2-L1" }"#,
        r#"{ name = "DHQ", kind = "hq", at = "A4-L5" },
           { name = "Def", kind = "infantry", count = 2, at = "A2-L3" }"#,
    );
    let mut saw_first_round_loss = false;
    for seed in 0..200 {
        let (mut s, mut dice) = common::at_turn_one(&sc, seed);
        for name in ["SMG", "Rifles 1", "Rifles 2", "Rifles 3"] {
            let i = common::unit(&s, name);
            common::put(&mut s, i, "A2-L3");
        }
        let k = s.sidx(common::sec("A2-L3"));
        s.holder[k] = umpire_rapier::Side::Defender;
        for u in &mut s.units {
            u.face_down = false;
        }
        s.reindex();
        umpire_rapier::casualties::resolve_sector(&mut s, common::sec("A2-L3"), &mut dice);
        let smg = common::unit(&s, "SMG");
        let rifles_lost = (1..=3)
            .filter(|k| s.units[common::unit(&s, &format!("Rifles {k}"))].loc == Loc::Gone)
            .count();
        // Whenever a rifle battalion fell, the SMG (which rolled 2d6) had fallen first.
        if rifles_lost > 0 {
            assert_eq!(s.units[smg].loc, Loc::Gone, "seed {seed}");
            saw_first_round_loss = true;
        }
    }
    assert!(saw_first_round_loss);
}

#[test]
fn odds_accept_every_kind_a_scenario_accepts() {
    // Assault cavalry and engineer cavalry (mounted engineers) are units a scenario may have.
    assert_eq!(
        request("assault-cavalry", "infantry", "attacker").map(|r| odds(&r).dice),
        Ok(2)
    );
    for name in ["engineer-cavalry", "assault-engineer-cavalry"] {
        let r = request(name, "infantry", "attacker").unwrap();
        assert_eq!(r.shooters[0].kind, umpire_rapier::Kind::Engineer, "{name}");
    }
    // Counters that take no part in ground combat are named as such, not as unknown.
    for name in ["dummy", "wire", "at-obstacle"] {
        let e = request("infantry", name, "attacker").unwrap_err();
        assert!(e.contains("no part in ground combat"), "{e}");
    }
}

#[test]
fn rap8_bonus_dice_fire_in_the_column_of_the_defender_the_owner_chose() {
    use umpire_rapier::ground_combat::{volley, volley_hosted, Shooter, ARM, INF};
    use umpire_rapier::Kind;
    let sh = |kind| Shooter {
        kind,
        assault: false,
    };
    // An anti-tank gun, rifles and a fortification against tanks and infantry.
    let shooters = [
        sh(Kind::AntiTank),
        sh(Kind::Infantry),
        sh(Kind::Fortification),
    ];
    let present = 1 << INF | 1 << ARM;
    let bonus = |groups: Vec<umpire_rapier::ground_combat::Group>| {
        groups.into_iter().find(|g| g.bonus.is_some()).unwrap()
    };
    // The engine's rule: the gun with most dice hosts, so the die can hit armour only.
    let engine = bonus(volley(&shooters, true, present));
    assert_eq!((engine.dice, engine.cats), (1, 1 << ARM));
    // The owner gives it to the rifles: it fires in their column, at infantry or armour.
    let chosen = bonus(volley_hosted(&shooters, true, present, |g| {
        (g == 2).then_some(1)
    }));
    assert_eq!(chosen.dice, 1);
    assert_eq!(chosen.cats & (1 << INF), 1 << INF, "{chosen:?}");
}

/// The ground-combat table a page draws is the one volleys read: every fighting kind's row
/// (assault troops or not, its side holding the sector or not) holds the dice `table_dice`
/// gives it, and every row is the text's.
#[test]
fn rap8_the_table_drawn_is_the_one_volleys_read() {
    use umpire_rapier::ground_combat::{table, table_row};
    let t = table();
    assert_eq!(
        t.rows.len(),
        9,
        "HQ twice, assault, AT, tanks, artillery, fort, mines, other"
    );
    for kind in Kind::ALL.into_iter().filter(|k| k.is_fighting()) {
        for assault in [false, true] {
            for holds in [false, true] {
                let row = &t.rows[table_row(kind, assault, holds)];
                let dice: Vec<String> = table_dice(kind, assault, holds)
                    .iter()
                    .map(|d| format!("{d}d6"))
                    .collect();
                assert_eq!(row.cells, dice, "{kind:?} assault {assault} holds {holds}");
            }
        }
    }
    assert_eq!(
        t.rows[table_row(Kind::AntiTank, false, false)].cells,
        ["0d6", "1d6", "2d6"]
    );
    assert_eq!(
        t.rows[table_row(Kind::Infantry, true, false)].cells,
        ["2d6", "2d6", "1d6"]
    );
    assert!(
        t.rows[table_row(Kind::Minefield, false, false)].cells[0].contains("never hits engineers")
    );
}
