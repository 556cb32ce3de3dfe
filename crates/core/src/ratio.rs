//! Exact probabilities as fractions, for odds that must add up to one exactly.
//!
//! Fractions whose numerator and denominator fit in 128 bits (every combat table a bot asks
//! about: a d10 against a d12 has 120 outcomes) are kept as two machine words and added and
//! multiplied with checked arithmetic; only a result that would overflow moves to
//! arbitrary-precision integers (`num-rational` over `num-bigint`), so no table, however many
//! dice it rolls, can overflow: 81 stands rolling together have a denominator of 6^81, far past
//! any machine word. Either way a fraction is in lowest terms and kept in machine words
//! whenever it fits, so two equal fractions are equal whichever way they were made.

use std::cmp::Ordering;
use std::fmt;

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};
use serde::Serialize;

type Big = num_rational::Ratio<BigUint>;

/// A non-negative fraction in lowest terms.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ratio(Repr);

/// How a fraction is held: in machine words whenever it fits (so equality is structural).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Repr {
    /// Numerator and denominator, coprime, the denominator not zero.
    Small(u128, u128),
    /// A fraction past 128 bits.
    Big(Big),
}

/// Stein's binary gcd of two non-zero numbers of one unsigned type: shifts and subtractions.
macro_rules! stein {
    ($a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        let shift = (a | b).trailing_zeros();
        let (mut a, mut b) = (a >> a.trailing_zeros(), b);
        loop {
            b >>= b.trailing_zeros();
            if a > b {
                std::mem::swap(&mut a, &mut b);
            }
            b -= a;
            if b == 0 {
                break a << shift;
            }
        }
    }};
}

/// The greatest common divisor, by Stein's binary method: shifts and subtractions only, since
/// a 128-bit remainder is a slow library call (it was a tenth of the Operational Art heuristic
/// bot's time); in 64-bit words when both fit.
fn gcd(a: u128, b: u128) -> u128 {
    if a == 0 || b == 0 {
        return a | b;
    }
    if (a | b) >> 64 == 0 {
        return u128::from(stein!(a as u64, b as u64));
    }
    stein!(a, b)
}

/// `a / b`, in 64-bit words when both fit (a 128-bit division is a library call).
fn div(a: u128, b: u128) -> u128 {
    if (a | b) >> 64 == 0 {
        u128::from(a as u64 / b as u64)
    } else {
        a / b
    }
}

impl Ratio {
    /// Zero.
    pub const ZERO: Ratio = Ratio(Repr::Small(0, 1));
    /// One.
    pub const ONE: Ratio = Ratio(Repr::Small(1, 1));

    /// `num / den` in lowest terms; `den` must not be zero.
    #[must_use]
    pub fn new(num: u128, den: u128) -> Self {
        assert!(den != 0, "a ratio needs a non-zero denominator");
        let g = gcd(num, den);
        Self(Repr::Small(div(num, g), div(den, g)))
    }

    /// `num / den` from arbitrarily large integers; `den` must not be zero.
    #[must_use]
    pub fn from_big(num: BigUint, den: BigUint) -> Self {
        assert!(!den.is_zero(), "a ratio needs a non-zero denominator");
        Self::of_big(Big::new(num, den))
    }

    /// A reduced big fraction, in machine words if it fits.
    fn of_big(b: Big) -> Self {
        match (b.numer().to_u128(), b.denom().to_u128()) {
            (Some(n), Some(d)) => Self(Repr::Small(n, d)),
            _ => Self(Repr::Big(b)),
        }
    }

    fn big(&self) -> Big {
        match &self.0 {
            Repr::Small(n, d) => Big::new_raw(BigUint::from(*n), BigUint::from(*d)),
            Repr::Big(b) => b.clone(),
        }
    }

    /// The numerator (in lowest terms).
    #[must_use]
    pub fn numer(&self) -> BigUint {
        match &self.0 {
            Repr::Small(n, _) => BigUint::from(*n),
            Repr::Big(b) => b.numer().clone(),
        }
    }

    /// The denominator (in lowest terms).
    #[must_use]
    pub fn denom(&self) -> BigUint {
        match &self.0 {
            Repr::Small(_, d) => BigUint::from(*d),
            Repr::Big(b) => b.denom().clone(),
        }
    }

    /// Whether this is exactly zero.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        match &self.0 {
            Repr::Small(n, _) => *n == 0,
            Repr::Big(b) => b.numer().is_zero(),
        }
    }

    /// One minus this probability (zero if it is above one).
    #[must_use]
    pub fn complement(&self) -> Ratio {
        match &self.0 {
            // gcd(d - n, d) = gcd(n, d) = 1: already in lowest terms.
            Repr::Small(n, d) if n >= d => Ratio::ZERO,
            Repr::Small(n, d) => Ratio(Repr::Small(d - n, *d)),
            Repr::Big(b) if *b >= Big::ONE => Ratio::ZERO,
            Repr::Big(b) => Self::of_big(Big::ONE - b),
        }
    }

    /// The whole part, rounded down (saturating at `u128::MAX`).
    #[must_use]
    pub fn floor_u128(&self) -> u128 {
        match &self.0 {
            Repr::Small(n, d) => n / d,
            Repr::Big(b) => (b.numer() / b.denom()).to_u128().unwrap_or(u128::MAX),
        }
    }

    /// The sum, in machine words when it fits.
    fn sum(&self, o: &Ratio) -> Ratio {
        if let (Repr::Small(a, b), Repr::Small(c, d)) = (&self.0, &o.0) {
            let g = gcd(*b, *d);
            let (bg, dg) = (div(*b, g), div(*d, g));
            let exact = (|| {
                let num = a.checked_mul(dg)?.checked_add(c.checked_mul(bg)?)?;
                let den = bg.checked_mul(*d)?;
                Some(Ratio::new(num, den))
            })();
            if let Some(r) = exact {
                return r;
            }
        }
        Self::of_big(self.big() + o.big())
    }

    /// The product, in machine words when it fits.
    fn product(&self, o: &Ratio) -> Ratio {
        if let (Repr::Small(a, b), Repr::Small(c, d)) = (&self.0, &o.0) {
            let (g1, g2) = (gcd(*a, *d).max(1), gcd(*c, *b).max(1));
            let exact = (|| {
                let num = div(*a, g1).checked_mul(div(*c, g2))?;
                let den = div(*b, g2).checked_mul(div(*d, g1))?;
                Some(Ratio(Repr::Small(num, den)))
            })();
            if let Some(r) = exact {
                // Cross-cancelled fractions in lowest terms multiply to lowest terms; zero
                // is written 0/1.
                return if r.is_zero() { Ratio::ZERO } else { r };
            }
        }
        Self::of_big(self.big() * o.big())
    }

    /// The exact distribution of successes in `n` independent trials that each succeed with
    /// probability `p`: entry `k` is the chance of exactly `k` successes.
    #[must_use]
    pub fn binomial(n: u32, p: &Ratio) -> Vec<Ratio> {
        // With p = a/d and q = b/d, P(k) = C(n,k) a^k b^(n-k) / d^n: whole numbers until the
        // one division at the end, which keeps a thousand dice to a fraction of a second.
        if *p >= Ratio::ONE {
            let mut out = vec![Ratio::ZERO; n as usize + 1];
            out[n as usize] = Ratio::ONE;
            return out;
        }
        let (a, d) = (p.numer(), p.denom());
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
        if let Repr::Small(n, d) = &self.0 {
            if *n < (1 << 53) && *d < (1 << 53) {
                return *n as f64 / *d as f64;
            }
        }
        let (n, d) = (self.numer(), self.denom());
        // Keep 60 significant bits of each, divide, and put the binary exponents back.
        let top = |x: &BigUint| {
            let shift = x.bits().saturating_sub(60);
            ((x >> shift).to_f64().unwrap_or(0.0), shift)
        };
        let ((a, sa), (b, sb)) = (top(&n), top(&d));
        if b == 0.0 {
            return f64::INFINITY;
        }
        let exp = i64::try_from(sa).unwrap_or(i64::MAX) - i64::try_from(sb).unwrap_or(i64::MAX);
        a / b * 2f64.powi(i32::try_from(exp.clamp(-2000, 2000)).unwrap_or(0))
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, o: &Ratio) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Ord for Ratio {
    fn cmp(&self, o: &Ratio) -> Ordering {
        if let (Repr::Small(a, b), Repr::Small(c, d)) = (&self.0, &o.0) {
            if let (Some(x), Some(y)) = (a.checked_mul(*d), c.checked_mul(*b)) {
                return x.cmp(&y);
            }
        }
        self.big().cmp(&o.big())
    }
}

impl std::ops::Add for Ratio {
    type Output = Ratio;
    fn add(self, o: Ratio) -> Ratio {
        self.sum(&o)
    }
}

impl std::ops::Add<&Ratio> for &Ratio {
    type Output = Ratio;
    fn add(self, o: &Ratio) -> Ratio {
        self.sum(o)
    }
}

impl std::ops::AddAssign<&Ratio> for Ratio {
    fn add_assign(&mut self, o: &Ratio) {
        *self = self.sum(o);
    }
}

impl std::ops::AddAssign for Ratio {
    fn add_assign(&mut self, o: Ratio) {
        *self = self.sum(&o);
    }
}

impl std::ops::Mul for Ratio {
    type Output = Ratio;
    fn mul(self, o: Ratio) -> Ratio {
        self.product(&o)
    }
}

impl std::ops::Mul<&Ratio> for &Ratio {
    type Output = Ratio;
    fn mul(self, o: &Ratio) -> Ratio {
        self.product(o)
    }
}

impl std::iter::Sum for Ratio {
    fn sum<I: Iterator<Item = Ratio>>(iter: I) -> Ratio {
        iter.fold(Ratio::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small(n, d) => write!(f, "{n}/{d}"),
            Repr::Big(b) => write!(f, "{}/{}", b.numer(), b.denom()),
        }
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
    fn binary_gcd_agrees_with_euclid() {
        fn euclid(mut a: u128, mut b: u128) -> u128 {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        }
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let edges = [
            0,
            1,
            2,
            3,
            6,
            1 << 63,
            (1 << 64) - 1,
            1 << 64,
            u128::MAX,
            u128::MAX - 1,
        ];
        for &a in &edges {
            for &b in &edges {
                assert_eq!(gcd(a, b), euclid(a, b), "{a} {b}");
            }
        }
        for _ in 0..20_000 {
            let common = u128::from(next() % 1_000 + 1);
            let a = (u128::from(next()) << (next() % 50)) * common;
            let b = (u128::from(next() % 100_000)) * common;
            assert_eq!(gcd(a, b), euclid(a, b), "{a} {b}");
            let (a, b) = (u128::from(next()), u128::from(next()));
            assert_eq!(gcd(a, b), euclid(a, b), "{a} {b}");
        }
    }

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

    /// The machine-word path gives what arbitrary precision gives, to the last digit, on
    /// either side of the 128-bit edge.
    #[test]
    fn machine_words_and_big_integers_agree() {
        let mut x = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..2_000 {
            let shift = next() % 120;
            let (a, b) = (
                u128::from(next()) << (next() % 64),
                (u128::from(next()) << shift).max(1),
            );
            let (c, d) = (
                u128::from(next() % 1_000),
                u128::from(next() % 1_000).max(1),
            );
            let (p, q) = (Ratio::new(a, b), Ratio::new(c, d));
            let (bp, bq) = (p.big(), q.big());
            assert_eq!(&p + &q, Ratio::of_big(&bp + &bq));
            assert_eq!(&p * &q, Ratio::of_big(&bp * &bq));
            assert_eq!(p.cmp(&q), bp.cmp(&bq));
            assert_eq!(
                p.complement(),
                Ratio::of_big(if bp >= Big::ONE {
                    Big::zero()
                } else {
                    Big::ONE - &bp
                })
            );
            assert_eq!(p.to_f64(), Ratio(Repr::Big(bp.clone())).to_f64());
            assert_eq!(p.to_string(), format!("{}/{}", bp.numer(), bp.denom()));
        }
        // Past the edge and back: a big sum that reduces to a small one is small again.
        let tiny = (0..60).fold(Ratio::ONE, |acc, _| &acc * &Ratio::new(1, 6));
        assert!(matches!(tiny.0, Repr::Big(_)));
        assert_eq!(tiny.clone() + tiny.complement(), Ratio::ONE);
        assert!(matches!(
            (tiny.clone() + tiny.complement()).0,
            Repr::Small(1, 1)
        ));
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
