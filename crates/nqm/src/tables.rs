//! The umpire's tables with exact odds: winning the firefight (NQM-3), close assault (NQM-4),
//! the recce sequence's red die, and reorganisation.

use serde::{Deserialize, Serialize};
use umpire_core::{BigUint, Dice, Ratio};

/// Troop grades.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Grade {
    /// Elite.
    E,
    /// Veteran.
    V,
    /// Regular.
    R,
    /// Conscript.
    C,
    /// Militia.
    M,
}

impl Grade {
    /// All grades, best first.
    pub const ALL: [Grade; 5] = [Grade::E, Grade::V, Grade::R, Grade::C, Grade::M];

    /// Parses `E`, `V`, `R`, `C` or `M`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(t: &str) -> Result<Grade, String> {
        match t.to_ascii_uppercase().as_str() {
            "E" => Ok(Grade::E),
            "V" => Ok(Grade::V),
            "R" => Ok(Grade::R),
            "C" => Ok(Grade::C),
            "M" => Ok(Grade::M),
            o => Err(format!("{o:?} is not a grade: E (elite), V (veteran), R (regular), C (conscript), M (militia)")),
        }
    }

    /// Close assault: most dice an attacker of this grade rolls.
    #[must_use]
    pub fn attack_dice(self) -> u32 {
        match self {
            Grade::E => 5,
            Grade::V => 4,
            Grade::R | Grade::M => 3,
            Grade::C => 2,
        }
    }

    /// Close assault: most dice a defender of this grade rolls.
    #[must_use]
    pub fn defence_dice(self) -> u32 {
        match self {
            Grade::E => 4,
            Grade::V => 3,
            Grade::R | Grade::C => 2,
            Grade::M => 1,
        }
    }

    /// Close assault: how many times an attacker of this grade may repeat the assault (elite:
    /// no limit).
    #[must_use]
    pub fn assault_repeats(self) -> Option<u32> {
        match self {
            Grade::E => None,
            Grade::V => Some(3),
            Grade::R => Some(2),
            Grade::C | Grade::M => Some(1),
        }
    }

    /// NQM-4: elite and veteran troops win drawn dice against inferior troops.
    #[must_use]
    pub fn wins_draws_against(self, other: Grade) -> bool {
        matches!(self, Grade::E | Grade::V) && self < other
    }
}

/// Weapon classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Weapon {
    /// Light.
    L,
    /// Medium.
    M,
    /// Heavy.
    H,
}

/// The target's protection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Protection {
    /// In the open.
    Open,
    /// Dug in.
    DugIn,
    /// Fortified.
    Fort,
}

impl Weapon {
    /// Parses `L`, `M` or `H`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(t: &str) -> Result<Weapon, String> {
        match t.to_ascii_uppercase().as_str() {
            "L" => Ok(Weapon::L),
            "M" => Ok(Weapon::M),
            "H" => Ok(Weapon::H),
            o => Err(format!("{o:?} is not a weapon class: L, M or H")),
        }
    }
}

impl Protection {
    /// Parses `open`, `dug-in` or `fort`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(t: &str) -> Result<Protection, String> {
        match t {
            "open" => Ok(Protection::Open),
            "dug-in" => Ok(Protection::DugIn),
            "fort" => Ok(Protection::Fort),
            o => Err(format!("{o:?} is not a target: open, dug-in or fort")),
        }
    }
}

/// NQM-3: each shift raises the weapon a class; beyond heavy it lowers the target's protection
/// a class instead; beyond heavy against open ground it does nothing more.
#[must_use]
pub fn shifted(mut w: Weapon, mut p: Protection, shifts: u32) -> (Weapon, Protection) {
    for _ in 0..shifts {
        (w, p) = match (w, p) {
            (Weapon::L, p) => (Weapon::M, p),
            (Weapon::M, p) => (Weapon::H, p),
            (Weapon::H, Protection::Fort) => (Weapon::H, Protection::DugIn),
            (Weapon::H, _) => (Weapon::H, Protection::Open),
        };
    }
    (w, p)
}

/// NQM-3: casualties caused by one die of a combat unit of fire, by its face.
#[must_use]
pub fn casualties(w: Weapon, p: Protection, face: u8) -> u32 {
    let table: [u32; 6] = match (w, p) {
        (Weapon::L, Protection::Open) => [0, 0, 0, 1, 1, 2],
        (Weapon::L, Protection::DugIn) => [0, 0, 0, 0, 1, 1],
        (Weapon::L, Protection::Fort) => [0, 0, 0, 0, 0, 1],
        (Weapon::M, Protection::Open) => [0, 0, 1, 1, 2, 3],
        (Weapon::M, Protection::DugIn) => [0, 0, 0, 1, 1, 2],
        (Weapon::M, Protection::Fort) => [0, 0, 0, 0, 1, 1],
        (Weapon::H, Protection::Open) => [0, 1, 1, 2, 3, 4],
        (Weapon::H, Protection::DugIn) => [0, 0, 1, 1, 2, 3],
        (Weapon::H, Protection::Fort) => [0, 0, 0, 1, 1, 2],
    };
    table[usize::from(face.clamp(1, 6)) - 1]
}

/// The firefight table (NQM-3) as a page draws it: a row for each weapon and protection (the
/// cell a stand's fire is read on after its shifts), a column for each face of the die, the
/// casualties [`casualties`] gives; the umpire's card of a fight marks each die's cell.
#[must_use]
pub fn firefight_table() -> umpire_core::RefTable {
    let mut rows = Vec::new();
    for w in [Weapon::L, Weapon::M, Weapon::H] {
        for p in [Protection::Open, Protection::DugIn, Protection::Fort] {
            rows.push(umpire_core::RefRow {
                label: format!(
                    "{} weapon, target {}",
                    match w {
                        Weapon::L => "light",
                        Weapon::M => "medium",
                        Weapon::H => "heavy",
                    },
                    match p {
                        Protection::Open => "in the open",
                        Protection::DugIn => "dug in",
                        Protection::Fort => "fortified",
                    }
                ),
                cells: (1..=6).map(|f| casualties(w, p, f).to_string()).collect(),
            });
        }
    }
    umpire_core::RefTable {
        id: "firefight".into(),
        title: "Firefight: casualties of one combat unit's die".into(),
        rule: "NQM-3".into(),
        corner: "cell read ↓ d6 →".into(),
        columns: (1..=6).map(|f| f.to_string()).collect(),
        rows,
        chosen_with: Vec::new(),
    }
}

/// The row of [`firefight_table`] for a weapon column and a protection.
#[must_use]
pub fn firefight_row(w: Weapon, p: Protection) -> usize {
    let w = match w {
        Weapon::L => 0,
        Weapon::M => 1,
        Weapon::H => 2,
    };
    let p = match p {
        Protection::Open => 0,
        Protection::DugIn => 1,
        Protection::Fort => 2,
    };
    w * 3 + p
}

/// Exact distribution of casualties from `cus` combat units of fire, one die each.
#[must_use]
pub fn firefight_odds(w: Weapon, p: Protection, cus: u32, shifts: u32) -> Vec<(u32, Ratio)> {
    let (w, p) = shifted(w, p, shifts);
    // Ways to reach each total over 6^cus equally likely throws: whole numbers until the end.
    let mut ways = vec![BigUint::from(1u8)];
    for _ in 0..cus {
        let mut next = vec![BigUint::ZERO; ways.len() + 4];
        for (k, n) in ways.iter().enumerate() {
            for face in 1..=6 {
                next[k + casualties(w, p, face) as usize] += n;
            }
        }
        while next.len() > 1 && next.last().is_some_and(|n| *n == BigUint::ZERO) {
            next.pop();
        }
        ways = next;
    }
    let throws = BigUint::from(6u8).pow(cus);
    Ratio::from_counts(&ways, &throws)
        .into_iter()
        .enumerate()
        .map(|(k, q)| (k as u32, q))
        .collect()
}

/// Rolls a firefight once: the faces and the casualties.
pub fn firefight_roll(
    w: Weapon,
    p: Protection,
    cus: u32,
    shifts: u32,
    dice: &mut Dice,
) -> (Vec<u8>, u32) {
    let (w, p) = shifted(w, p, shifts);
    let faces: Vec<u8> = (0..cus)
        .map(|_| dice.d6("firefight: 1d6 a CU", crate::seats::UMPIRE_DICE))
        .collect();
    let total = faces.iter().map(|&f| casualties(w, p, f)).sum();
    (faces, total)
}

/// NQM-4: one round of close assault from rolled dice: both sides' dice sorted highest first
/// and matched; unmatched dice are ignored; a drawn pair is a standoff unless an elite or
/// veteran side faces inferior troops, who lose it. Returns (attacker's wins, defender's wins).
#[must_use]
pub fn match_dice(attacker: Grade, a: &[u8], defender: Grade, d: &[u8]) -> (u32, u32) {
    let (mut a, mut d) = (a.to_vec(), d.to_vec());
    a.sort_unstable_by(|x, y| y.cmp(x));
    d.sort_unstable_by(|x, y| y.cmp(x));
    let (mut aw, mut dw) = (0, 0);
    for (x, y) in a.iter().zip(&d) {
        match x.cmp(y) {
            std::cmp::Ordering::Greater => aw += 1,
            std::cmp::Ordering::Less => dw += 1,
            std::cmp::Ordering::Equal if attacker.wins_draws_against(defender) => aw += 1,
            std::cmp::Ordering::Equal if defender.wins_draws_against(attacker) => dw += 1,
            std::cmp::Ordering::Equal => {}
        }
    }
    (aw, dw)
}

/// Dice each side rolls: one a figure, up to its grade's maximum.
#[must_use]
pub fn assault_dice(attacker: (Grade, u32), defender: (Grade, u32)) -> (u32, u32) {
    (
        attacker.1.min(attacker.0.attack_dice()),
        defender.1.min(defender.0.defence_dice()),
    )
}

/// Every sorted hand of `n` d6 with its number of orderings.
fn hands(n: u32) -> Vec<(Vec<u8>, u128)> {
    fn go(n: u32, max: u8, cur: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if n == 0 {
            out.push(cur.clone());
            return;
        }
        for f in (1..=max).rev() {
            cur.push(f);
            go(n - 1, f, cur, out);
            cur.pop();
        }
    }
    let mut all = Vec::new();
    go(n, 6, &mut Vec::new(), &mut all);
    let fact = |k: u32| (1..=u128::from(k)).product::<u128>().max(1);
    all.into_iter()
        .map(|h| {
            let mut ways = fact(n);
            for f in 1..=6u8 {
                ways /= fact(h.iter().filter(|&&x| x == f).count() as u32);
            }
            (h, ways)
        })
        .collect()
}

/// Exact distribution of one round of close assault: ((attacker's wins, defender's wins), p).
#[must_use]
pub fn assault_odds(attacker: (Grade, u32), defender: (Grade, u32)) -> Vec<((u32, u32), Ratio)> {
    let (na, nd) = assault_dice(attacker, defender);
    let total = 6u128.pow(na) * 6u128.pow(nd);
    let mut out: Vec<((u32, u32), u128)> = Vec::new();
    for (ha, wa) in hands(na) {
        for (hd, wd) in hands(nd) {
            let r = match_dice(attacker.0, &ha, defender.0, &hd);
            match out.iter_mut().find(|x| x.0 == r) {
                Some(x) => x.1 += wa * wd,
                None => out.push((r, wa * wd)),
            }
        }
    }
    out.sort();
    out.into_iter()
        .map(|(r, n)| (r, Ratio::new(n, total)))
        .collect()
}

/// The recce sequence's red die: the score a recce of grade `recce` needs on 1d6 to sight a
/// concealed defender of grade `defender` first (`Some(1)` always, `None` never).
#[must_use]
pub fn recce_need(recce: Grade, defender: Grade) -> Option<u8> {
    use Grade::{C, E, M, R, V};
    let row: [Option<u8>; 5] = match recce {
        E => [Some(6), Some(5), Some(4), Some(2), Some(1)],
        V => [None, Some(6), Some(5), Some(3), Some(2)],
        R => [None, Some(6), Some(5), Some(4), Some(3)],
        C => [None, None, Some(6), Some(5), Some(4)],
        M => [None, None, None, Some(6), Some(5)],
    };
    let col = Grade::ALL.iter().position(|&g| g == defender).unwrap_or(0);
    row[col]
}

/// The chance that the recce sights the defender first.
#[must_use]
pub fn recce_odds(recce: Grade, defender: Grade) -> Ratio {
    recce_need(recce, defender).map_or(Ratio::ZERO, |n| Ratio::new(u128::from(7 - n), 6))
}

/// Reorganisation: half the casualties come off; an odd one comes off on 4–6.
#[must_use]
pub fn reorganise_odds(casualties: u32) -> Vec<(u32, Ratio)> {
    let half = casualties / 2;
    if casualties.is_multiple_of(2) {
        vec![(half, Ratio::ONE)]
    } else {
        vec![(half, Ratio::new(1, 2)), (half + 1, Ratio::new(1, 2))]
    }
}

/// Rolls the halving rule of reorganisation and end-of-battle recovery: half of `casualties`
/// come off, and an odd one comes off on 4–6 (the die, recorded for every seat under `purpose`,
/// is rolled only when there is an odd one). Returns how many come off and the die.
pub fn halve_casualties(
    casualties: u32,
    purpose: &'static str,
    dice: &mut Dice,
) -> (u32, Option<u8>) {
    let die = (casualties % 2 == 1).then(|| dice.d6(purpose, crate::seats::UMPIRE_DICE));
    (casualties / 2 + u32::from(die.is_some_and(|d| d >= 4)), die)
}
