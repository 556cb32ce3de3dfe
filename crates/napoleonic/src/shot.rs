//! The simulated artillery shot (3F–3G, NAP-3, NAP-4): the shot lands at the aim point plus a
//! Gaussian error on each axis (σ = 0.25" + 0.06" × range in inches), then a gun's (not a
//! howitzer's) shell rolls on 0–2" along the line of fire; the stand with any part inside the
//! 1" circle around the impact is the casualty. [`kill_chance`] samples the chance that a shot
//! aimed at a lone stand's centre kills it, with the kernel's seeded generator.

use serde::Serialize;
use umpire_core::{Dice, Rng, SeatSet};

use crate::values::{Gun, ShotParams};

/// A uniform float in [0, 1).
fn unit(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// A standard normal deviate (Box–Muller).
pub fn gaussian(rng: &mut Rng) -> f64 {
    normal_from(&mut || unit(rng))
}

/// A standard normal deviate (Box–Muller) from two uniform numbers in [0, 1).
fn normal_from(uniform: &mut impl FnMut() -> f64) -> f64 {
    let u1 = uniform().max(f64::MIN_POSITIVE);
    let u2 = uniform();
    (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
}

/// Where a shot lands, relative to the aim point: x across the line of fire, y along it
/// (away from the gun).
pub fn impact(gun: Gun, range_in: f64, p: &ShotParams, rng: &mut Rng) -> (f64, f64) {
    impact_from(gun, range_in, p, &mut || unit(rng))
}

/// [`impact`] drawing its uniform numbers in [0, 1) from `uniform` (the game draws them from
/// recorded dice).
pub fn impact_from(
    gun: Gun,
    range_in: f64,
    p: &ShotParams,
    uniform: &mut impl FnMut() -> f64,
) -> (f64, f64) {
    let sigma = p.sigma_base + p.sigma_per_inch * range_in;
    let x = sigma * normal_from(uniform);
    let mut y = sigma * normal_from(uniform);
    if gun != Gun::Howitzer {
        y += p.roll_max * uniform();
    }
    (x, y)
}

/// Whether a circle of radius `r` around `(x, y)` reaches a stand `w` × `h` centred on the aim
/// point.
#[must_use]
pub fn hits_stand(x: f64, y: f64, r: f64, (w, h): (f64, f64)) -> bool {
    let dx = (x.abs() - w / 2.0).max(0.0);
    let dy = (y.abs() - h / 2.0).max(0.0);
    dx * dx + dy * dy <= r * r
}

/// A uniform number in [0, 1) from two recorded rolls of 65,535 faces, seen by every seat
/// (UMP-NAP-9: the game's shots are drawn this way, so a replay reproduces them).
pub fn uniform_from_dice(dice: &mut Dice, purpose: &'static str) -> f64 {
    let a = f64::from(dice.roll(u16::MAX, purpose, SeatSet::ALL) - 1);
    let b = f64::from(dice.roll(u16::MAX, purpose, SeatSet::ALL) - 1);
    (a * 65_535.0 + b) / (65_535.0 * 65_535.0)
}

/// One shot rolled at the table: aimed at the centre of a lone stand `range` squares away.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ShotRoll {
    /// Range to the aim point, inches.
    pub range_in: f64,
    /// The aim error's standard deviation on each axis, inches.
    pub sigma: f64,
    /// Where the shell landed relative to the aim point: inches across the line of fire.
    pub across: f64,
    /// Inches along the line of fire, beyond the aim point (a gun's roll included).
    pub along: f64,
    /// Whether the 1" circle around the landing point reaches the stand.
    pub kills: bool,
}

/// Rolls one shot of `gun` at a lone stand `range` squares away, drawing from recorded dice
/// as the game does.
///
/// # Errors
/// A range the gun does not reach (NAP-3).
pub fn roll(gun: Gun, range: u8, dice: &mut Dice) -> Result<ShotRoll, String> {
    let p = ShotParams::default();
    let range_in = range_inches(gun, range, &p)?;
    let (across, along) = impact_from(gun, range_in, &p, &mut || {
        uniform_from_dice(dice, "artillery shot: flight of the shell")
    });
    Ok(ShotRoll {
        range_in,
        sigma: p.sigma_base + p.sigma_per_inch * range_in,
        across,
        along,
        kills: hits_stand(across, along, p.circle, p.stand),
    })
}

/// The distance in inches to an aim point `range` squares away.
fn range_inches(gun: Gun, range: u8, p: &ShotParams) -> Result<f64, String> {
    if range == 0 || range > gun.max_range() {
        return Err(format!(
            "a {} gun reaches 1 to {} squares (NAP-3), not {range}",
            gun.name(),
            gun.max_range()
        ));
    }
    Ok(f64::from(range) * p.square)
}

/// A sampled estimate.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// The estimated probability.
    pub p: f64,
    /// Samples drawn.
    pub samples: u32,
    /// Its standard error.
    pub stderr: f64,
}

/// The chance that a shot from `gun` at `range` squares, aimed at the centre of a lone stand,
/// kills it, estimated from `samples` seeded shots.
///
/// # Errors
/// A range beyond the gun's maximum (NAP-3) or of zero.
pub fn kill_chance(gun: Gun, range: u8, samples: u32, seed: u64) -> Result<Estimate, String> {
    let p = ShotParams::default();
    let range_in = range_inches(gun, range, &p)?;
    let mut rng = Rng::new(seed, 7);
    let hits = (0..samples)
        .filter(|_| {
            let (x, y) = impact(gun, range_in, &p, &mut rng);
            hits_stand(x, y, p.circle, p.stand)
        })
        .count();
    let n = f64::from(samples.max(1));
    let q = hits as f64 / n;
    Ok(Estimate {
        p: q,
        samples,
        stderr: (q * (1.0 - q) / n).sqrt(),
    })
}
