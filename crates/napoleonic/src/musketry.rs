//! Musketry (section 4, NAP-2): one die a stand, one more for Guards, one more with a
//! commander, one more for each unit after the first firing at the same target, one fewer into
//! a protected square (6A); each die kills on 5–6 at range 1 and on 6 at range 2.

use umpire_core::{Dice, Ratio, SeatSet};

use crate::values::musket_kill_face;

/// A unit's volley.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Volley {
    /// Stands firing.
    pub stands: u32,
    /// Range in squares (1 or 2).
    pub range: u8,
    /// A Guards unit.
    pub guards: bool,
    /// A commander is with the unit.
    pub commander: bool,
    /// Another unit has already fired at this target this turn.
    pub not_first: bool,
    /// The target stands in a protected square.
    pub protected: bool,
}

impl Volley {
    /// Dice thrown (never fewer than 0).
    #[must_use]
    pub fn dice(&self) -> u32 {
        (self.stands
            + u32::from(self.guards)
            + u32::from(self.commander)
            + u32::from(self.not_first))
        .saturating_sub(u32::from(self.protected))
    }
}

/// The exact distribution of kills.
///
/// # Errors
/// A range beyond the muskets' 2 squares.
pub fn odds(v: &Volley) -> Result<Vec<(u32, Ratio)>, String> {
    let face = musket_kill_face(v.range)
        .ok_or_else(|| format!("muskets reach 1 or 2 squares (NAP-2), not {}", v.range))?;
    Ok(binomial(v.dice(), Ratio::new(u128::from(7 - face), 6)))
}

/// One volley rolled: every die's face and the kills (faces at or above the range's kill face).
///
/// # Errors
/// A range beyond the muskets' 2 squares.
pub fn roll(v: &Volley, dice: &mut Dice) -> Result<(Vec<u8>, u32), String> {
    let face = musket_kill_face(v.range)
        .ok_or_else(|| format!("muskets reach 1 or 2 squares (NAP-2), not {}", v.range))?;
    let faces: Vec<u8> = (0..v.dice())
        .map(|_| dice.d6("musketry: one die", SeatSet::ALL))
        .collect();
    let kills = faces.iter().filter(|&&f| f >= face).count();
    Ok((faces, u32::try_from(kills).unwrap_or(u32::MAX)))
}

/// The binomial distribution of successes in `n` trials of probability `p`, exactly.
#[must_use]
pub fn binomial(n: u32, p: Ratio) -> Vec<(u32, Ratio)> {
    Ratio::binomial(n, &p)
        .into_iter()
        .enumerate()
        .map(|(k, r)| (u32::try_from(k).unwrap_or(u32::MAX), r))
        .collect()
}
