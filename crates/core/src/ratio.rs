//! Exact probabilities as fractions, for odds that must add up to one exactly.
//!
//! Backed by arbitrary-precision integers (`num-rational` over `num-bigint`), so no table,
//! however many dice it rolls, can overflow: 81 stands rolling together have a denominator of
//! 6^81, far past any machine word.

use std::fmt;

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;

type Big = num_rational::Ratio<BigUint>;

/// A non-negative fraction in lowest terms.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ratio(Big);

impl Ratio {
    /// Zero.
    pub const ZERO: Ratio = Ratio(Big::new_raw(BigUint::ZERO, BigUint::ONE));
    /// One.
    pub const ONE: Ratio = Ratio(Big::new_raw(BigUint::ONE, BigUint::ONE));

    /// `num / den` in lowest terms; `den` must not be zero.
    #[must_use]
    pub fn new(num: u128, den: u128) -> Self {
        assert!(den != 0, "a ratio needs a non-zero denominator");
        Self(Big::new(BigUint::from(num), BigUint::from(den)))
    }

    /// `num / den` from arbitrarily large integers; `den` must not be zero.
    #[must_use]
    pub fn from_big(num: BigUint, den: BigUint) -> Self {
        assert!(!den.is_zero(), "a ratio needs a non-zero denominator");
        Self(Big::new(num, den))
    }

    /// The numerator (in lowest terms).
    #[must_use]
    pub fn numer(&self) -> &BigUint {
        self.0.numer()
    }

    /// The denominator (in lowest terms).
    #[must_use]
    pub fn denom(&self) -> &BigUint {
        self.0.denom()
    }

    /// Whether this is exactly zero.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        self.0.numer().is_zero()
    }

    /// One minus this probability (zero if it is above one).
    #[must_use]
    pub fn complement(&self) -> Ratio {
        if self.0 >= Big::ONE {
            Ratio::ZERO
        } else {
            Ratio(Big::ONE - &self.0)
        }
    }

    /// The whole part, rounded down (saturating at `u128::MAX`).
    #[must_use]
    pub fn floor_u128(&self) -> u128 {
        (self.0.numer() / self.0.denom())
            .to_u128()
            .unwrap_or(u128::MAX)
    }

    /// The exact distribution of successes in `n` independent trials that each succeed with
    /// probability `p`: entry `k` is the chance of exactly `k` successes.
    #[must_use]
    pub fn binomial(n: u32, p: &Ratio) -> Vec<Ratio> {
        // With p = a/d and q = b/d, P(k) = C(n,k) a^k b^(n-k) / d^n: whole numbers until the
        // one division at the end, which keeps a thousand dice to a fraction of a second.
        if p.0 >= Big::ONE {
            let mut out = vec![Ratio::ZERO; n as usize + 1];
            out[n as usize] = Ratio::ONE;
            return out;
        }
        let (a, d) = (p.numer().clone(), p.denom().clone());
        let b = &d - &a;
        let mut b_pow = vec![BigUint::ONE];
        for _ in 0..n {
            let next = b_pow.last().map_or(BigUint::ONE, |x| x * &b);
            b_pow.push(next);
        }
        let den = num_traits::pow(d, n as usize);
        let mut choose = BigUint::ONE;
        let mut a_pow = BigUint::ONE;
        let mut out = Vec::with_capacity(n as usize + 1);
        for k in 0..=n {
            out.push(Ratio::from_big(
                &choose * &a_pow * &b_pow[(n - k) as usize],
                den.clone(),
            ));
            choose = choose * (n - k) / (k + 1);
            a_pow *= &a;
        }
        out
    }

    /// Counts of ways over `6^dice` (or any number of equally likely outcomes) as fractions.
    #[must_use]
    pub fn from_counts(counts: &[BigUint], outcomes: &BigUint) -> Vec<Ratio> {
        counts
            .iter()
            .map(|c| Ratio::from_big(c.clone(), outcomes.clone()))
            .collect()
    }

    /// As a float (exactly rounded for any size of numerator and denominator).
    #[must_use]
    pub fn to_f64(&self) -> f64 {
        let (n, d) = (self.0.numer(), self.0.denom());
        if let (Some(n), Some(d)) = (n.to_u64(), d.to_u64()) {
            if n < (1 << 53) && d < (1 << 53) {
                return n as f64 / d as f64;
            }
        }
        // Keep 60 significant bits of each, divide, and put the binary exponents back.
        let top = |x: &BigUint| {
            let shift = x.bits().saturating_sub(60);
            ((x >> shift).to_f64().unwrap_or(0.0), shift)
        };
        let ((a, sa), (b, sb)) = (top(n), top(d));
        if b == 0.0 {
            return f64::INFINITY;
        }
        let exp = i64::try_from(sa).unwrap_or(i64::MAX) - i64::try_from(sb).unwrap_or(i64::MAX);
        a / b * 2f64.powi(i32::try_from(exp.clamp(-2000, 2000)).unwrap_or(0))
    }
}

impl std::ops::Add for Ratio {
    type Output = Ratio;
    fn add(self, o: Ratio) -> Ratio {
        Ratio(self.0 + o.0)
    }
}

impl std::ops::Add<&Ratio> for &Ratio {
    type Output = Ratio;
    fn add(self, o: &Ratio) -> Ratio {
        Ratio(&self.0 + &o.0)
    }
}

impl std::ops::AddAssign<&Ratio> for Ratio {
    fn add_assign(&mut self, o: &Ratio) {
        self.0 += &o.0;
    }
}

impl std::ops::AddAssign for Ratio {
    fn add_assign(&mut self, o: Ratio) {
        self.0 += o.0;
    }
}

impl std::ops::Mul for Ratio {
    type Output = Ratio;
    fn mul(self, o: Ratio) -> Ratio {
        Ratio(self.0 * o.0)
    }
}

impl std::ops::Mul<&Ratio> for &Ratio {
    type Output = Ratio;
    fn mul(self, o: &Ratio) -> Ratio {
        Ratio(&self.0 * &o.0)
    }
}

impl std::iter::Sum for Ratio {
    fn sum<I: Iterator<Item = Ratio>>(iter: I) -> Ratio {
        iter.fold(Ratio::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.0.numer(), self.0.denom())
    }
}

impl Serialize for Ratio {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_reduce_add_and_multiply_exactly() {
        assert_eq!(Ratio::new(6, 8), Ratio::new(3, 4));
        assert_eq!(Ratio::new(1, 6) + Ratio::new(1, 3), Ratio::new(1, 2));
        assert_eq!(Ratio::new(2, 3) * Ratio::new(9, 10), Ratio::new(3, 5));
        assert_eq!(Ratio::new(1, 120).to_string(), "1/120");
        let sum = (0..120).fold(Ratio::ZERO, |acc, _| acc + Ratio::new(1, 120));
        assert_eq!(sum, Ratio::ONE);
    }

    #[test]
    fn fractions_past_a_machine_word_stay_exact() {
        // (1/6)^100 and its complement add up to one, though 6^100 needs 259 bits.
        let sixth = Ratio::new(1, 6);
        let tiny = (0..100).fold(Ratio::ONE, |acc, _| &acc * &sixth);
        assert_eq!(tiny.denom().bits(), 259);
        assert_eq!(tiny.clone() + tiny.complement(), Ratio::ONE);
        assert!(tiny.to_f64() > 0.0 && tiny.to_f64() < 1e-77);
        assert!((Ratio::new(1, 3).to_f64() - 1.0 / 3.0).abs() < 1e-15);
        let big = Ratio::from_big(
            BigUint::from(u128::MAX) * 3u8,
            BigUint::from(u128::MAX) * 4u8,
        );
        assert!((big.to_f64() - 0.75).abs() < 1e-15);
    }

    #[test]
    fn a_binomial_distribution_sums_to_one_at_any_size() {
        let d = Ratio::binomial(3, &Ratio::new(1, 2));
        assert_eq!(d, [1, 3, 3, 1].map(|k| Ratio::new(k, 8)));
        let big = Ratio::binomial(200, &Ratio::new(1, 6));
        assert_eq!(big.len(), 201);
        assert_eq!(big.into_iter().sum::<Ratio>(), Ratio::ONE);
    }
}
