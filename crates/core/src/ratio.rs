//! Exact probabilities as fractions, for odds that must add up to one exactly.

use std::fmt;

use serde::Serialize;

/// A non-negative fraction in lowest terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: u128,
    den: u128,
}

const fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Ratio {
    /// Zero.
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };
    /// One.
    pub const ONE: Ratio = Ratio { num: 1, den: 1 };

    /// `num / den` in lowest terms; `den` must not be zero.
    #[must_use]
    pub fn new(num: u128, den: u128) -> Self {
        assert!(den != 0, "a ratio needs a non-zero denominator");
        let g = gcd(num, den).max(1);
        Self {
            num: num / g,
            den: den / g,
        }
    }

    /// The numerator.
    #[must_use]
    pub fn numer(self) -> u128 {
        self.num
    }

    /// The denominator.
    #[must_use]
    pub fn denom(self) -> u128 {
        self.den
    }

    /// One minus this probability (zero if it is above one).
    #[must_use]
    pub fn complement(self) -> Ratio {
        Ratio::new(self.den.saturating_sub(self.num), self.den)
    }

    /// As a float.
    #[must_use]
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl std::ops::Add for Ratio {
    type Output = Ratio;
    fn add(self, o: Ratio) -> Ratio {
        let g = gcd(self.den, o.den).max(1);
        let den = self.den / g * o.den;
        Ratio::new(self.num * (o.den / g) + o.num * (self.den / g), den)
    }
}

impl std::ops::Mul for Ratio {
    type Output = Ratio;
    fn mul(self, o: Ratio) -> Ratio {
        let a = Ratio::new(self.num, o.den);
        let b = Ratio::new(o.num, self.den);
        Ratio::new(a.num * b.num, a.den * b.den)
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
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
}
