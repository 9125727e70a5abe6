//! A small seeded random generator (SplitMix64), the same on every machine.
//!
//! Used by `gen`, the engines and the tests. SplitMix64 (Steele, Lea,
//! Flood 2014): the state advances by 0x9E3779B97F4A7C15 per draw and each
//! output is the state passed through a fixed 64-bit mixer; it is tiny,
//! fast and passes BigCrush, which is all a test generator needs. The
//! mixer alone ([`mix`]) hashes a number: Zobrist keys and tie-breaks.

/// The generator's step: `x` advanced by the golden gamma and passed
/// through SplitMix64's mixer. Equal inputs give equal outputs; inputs
/// one apart give unrelated ones.
pub fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// A SplitMix64 generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let out = mix(self.0);
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        out
    }

    /// A number in `0..n` (`n` > 0), by the multiply-shift method (bias
    /// below 2^-32 for the sizes used here).
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_first_outputs() {
        // SplitMix64 reference values for seed 1234567.
        let mut r = Rng::new(1234567);
        assert_eq!(r.next_u64(), 6457827717110365317);
        assert_eq!(r.next_u64(), 3203168211198807973);
        assert_eq!(mix(1234567), 6457827717110365317);
    }
}
