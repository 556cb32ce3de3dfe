//! Combat resolution (section 14): each side's combat power is its stand's combat value plus
//! its transient effects plus its national die; the powers are compared exactly (OPA-4), and
//! equal powers go to a roll-off of the same dice, re-rolled while equal (OPA-3). The exact
//! odds ([`odds`]) and a rolled resolution ([`resolve`]) use the same [`compare`].
//!
//! Transient effects (summed by the caller into a modifier): the command stand's combat value
//! when it is in an adjacent hex; +1 for artillery firing at an adjacent hex; −2 for attacking
//! into defence works, a wood or a built-up area; +3 for attacking the flank or rear.

use serde::{Deserialize, Serialize};
use umpire_core::{Dice, Ratio, SeatSet};

/// The national dice of section 11.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum NationalDie {
    /// The Soviets and the Axis allies.
    D10,
    /// The Germans.
    D12,
}

impl NationalDie {
    /// Faces.
    #[must_use]
    pub fn sides(self) -> u8 {
        match self {
            NationalDie::D10 => 10,
            NationalDie::D12 => 12,
        }
    }

    /// Parses `d10` or `d12`.
    ///
    /// # Errors
    /// Any other die, with the reason.
    pub fn parse(text: &str) -> Result<Self, String> {
        match text.to_ascii_lowercase().as_str() {
            "d10" => Ok(NationalDie::D10),
            "d12" => Ok(NationalDie::D12),
            other => Err(format!(
                "{other:?}: Operational Art uses only the d10 (Soviets and Axis allies) and the d12 (Germans)"
            )),
        }
    }
}

/// The outcome of one combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CombatResult {
    /// The attack failed to achieve anything.
    Ineffective,
    /// Equal powers and the attacker lost the roll-off: it stays and loses 1.
    AttackerLoses1,
    /// The defender stays and loses 1.
    DefenderLoses1,
    /// The defender stays and loses 2.
    DefenderLoses2,
    /// The defender loses 2 and withdraws until it is one hex from any enemy.
    DefenderLoses2Withdraws,
}

impl CombatResult {
    /// Every result, in the order odds are printed.
    pub const ALL: [CombatResult; 5] = [
        CombatResult::Ineffective,
        CombatResult::AttackerLoses1,
        CombatResult::DefenderLoses1,
        CombatResult::DefenderLoses2,
        CombatResult::DefenderLoses2Withdraws,
    ];

    /// The name used in output (`defender-loses-2-withdraws`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            CombatResult::Ineffective => "ineffective",
            CombatResult::AttackerLoses1 => "attacker-loses-1",
            CombatResult::DefenderLoses1 => "defender-loses-1",
            CombatResult::DefenderLoses2 => "defender-loses-2",
            CombatResult::DefenderLoses2Withdraws => "defender-loses-2-withdraws",
        }
    }
}

/// One side of a combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fighter {
    /// The stand's current combat value.
    pub combat_value: i32,
    /// The sum of its transient effects.
    pub modifier: i32,
    /// Its national die.
    pub die: NationalDie,
}

impl Fighter {
    /// Combat power for a die score.
    #[must_use]
    /// Computed in 64 bits, so no combat value or modifier a scenario can hold wraps around.
    pub fn power(&self, roll: u8) -> i64 {
        i64::from(self.combat_value) + i64::from(self.modifier) + i64::from(roll)
    }
}

/// Compares combat powers exactly (OPA-4). `None` means equal powers: a roll-off decides.
#[must_use]
pub fn compare(attacker: i64, defender: i64) -> Option<CombatResult> {
    use CombatResult as R;
    // Powers fit in 34 bits, so four times the defender's cannot overflow.
    let (a, d) = (i128::from(attacker), i128::from(defender));
    Some(if a < d {
        R::Ineffective
    } else if a == d {
        return None;
    } else if 2 * d >= a {
        R::DefenderLoses1
    } else if 4 * d >= a {
        R::DefenderLoses2
    } else {
        R::DefenderLoses2Withdraws
    })
}

/// The combat table as a page draws it (OPA-4): a row for each band the attacker's power may
/// fall in against the defender's, [`compare`]'s result in words; shown on an engagement's
/// result card with the band read marked.
#[must_use]
pub fn table() -> umpire_core::RefTable {
    let row = |label: &str, cell: &str| umpire_core::RefRow {
        label: label.to_owned(),
        cells: vec![cell.to_owned()],
    };
    umpire_core::RefTable {
        id: "combat".into(),
        title: "Combat powers compared".into(),
        rule: "OPA-4".into(),
        corner: "attacker's power".into(),
        columns: vec!["result".into()],
        rows: vec![
            row("below the defender's", "ineffective"),
            row(
                "equal",
                "roll-off (re-rolled while equal): the lower die loses 1",
            ),
            row("up to twice the defender's", "the defender loses 1"),
            row("up to four times", "the defender loses 2"),
            row("over four times", "the defender loses 2 and withdraws"),
        ],
        chosen_with: Vec::new(),
    }
}

/// The row of [`table`] that powers `attacker` against `defender` read.
#[must_use]
pub fn band(attacker: i64, defender: i64) -> usize {
    match compare(attacker, defender) {
        Some(CombatResult::Ineffective | CombatResult::AttackerLoses1) => 0,
        None => 1,
        Some(CombatResult::DefenderLoses1) => 2,
        Some(CombatResult::DefenderLoses2) => 3,
        Some(CombatResult::DefenderLoses2Withdraws) => 4,
    }
}

/// The chance that the attacker loses a roll-off of the two dice, re-rolled while equal
/// (OPA-3): lower loses.
#[must_use]
pub fn attacker_loses_rolloff(a: NationalDie, d: NationalDie) -> Ratio {
    let (sa, sd) = (u128::from(a.sides()), u128::from(d.sides()));
    let mut lower = 0u128;
    let mut higher = 0u128;
    for x in 1..=sa {
        for y in 1..=sd {
            if x < y {
                lower += 1;
            } else if x > y {
                higher += 1;
            }
        }
    }
    Ratio::new(lower, lower + higher)
}

/// The exact distribution of results, every result listed (zeros included).
#[must_use]
pub fn odds(attacker: Fighter, defender: Fighter) -> Vec<(CombatResult, Ratio)> {
    // Count the pairs of faces giving each result, and the ties settled by roll-offs; the
    // fractions come from the counts at the end (the same exact values as adding each pair's
    // chance, without a fraction sum a pair).
    let mut count = [0u128; 5];
    let mut ties = 0u128;
    let (sa, sd) = (attacker.die.sides(), defender.die.sides());
    let pairs = u128::from(sa) * u128::from(sd);
    let slot = |r: CombatResult| CombatResult::ALL.iter().position(|x| *x == r).unwrap_or(0);
    for x in 1..=sa {
        for y in 1..=sd {
            match compare(attacker.power(x), defender.power(y)) {
                Some(r) => count[slot(r)] += 1,
                None => ties += 1,
            }
        }
    }
    let mut p = count.map(|c| Ratio::new(c, pairs));
    if ties > 0 {
        let tied = Ratio::new(ties, pairs);
        let lose = attacker_loses_rolloff(attacker.die, defender.die);
        let win = lose.complement();
        p[slot(CombatResult::AttackerLoses1)] += &tied * &lose;
        p[slot(CombatResult::DefenderLoses1)] += &tied * &win;
    }
    CombatResult::ALL.iter().copied().zip(p).collect()
}

/// A rolled combat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Resolution {
    /// The attacker's die and power.
    pub attacker: (u8, i64),
    /// The defender's die and power.
    pub defender: (u8, i64),
    /// Roll-offs (attacker, defender), when the powers were equal.
    pub rolloffs: Vec<(u8, u8)>,
    /// The result.
    pub result: CombatResult,
}

/// Rolls one combat with the game's dice.
pub fn resolve(attacker: Fighter, defender: Fighter, dice: &mut Dice) -> Resolution {
    let roll = |d: NationalDie, dice: &mut Dice, what: &'static str| {
        u8::try_from(dice.roll(u16::from(d.sides()), what, SeatSet::ALL)).unwrap_or(1)
    };
    let a = roll(attacker.die, dice, "combat: attacker's die");
    let d = roll(defender.die, dice, "combat: defender's die");
    let (pa, pd) = (attacker.power(a), defender.power(d));
    let mut rolloffs = Vec::new();
    let result = compare(pa, pd).unwrap_or_else(|| loop {
        let x = roll(attacker.die, dice, "combat: roll-off, attacker");
        let y = roll(defender.die, dice, "combat: roll-off, defender");
        rolloffs.push((x, y));
        if x != y {
            break if x < y {
                CombatResult::AttackerLoses1
            } else {
                CombatResult::DefenderLoses1
            };
        }
    });
    Resolution {
        attacker: (a, pa),
        defender: (d, pd),
        rolloffs,
        result,
    }
}
