//! A seeded die for the six newer dialects' input generators: the crate's
//! SplitMix64 (`othello::rng`, which knows no rules) with the draws the
//! generators use, in `usize`.

use othello::rng::Rng;

/// A seeded generator: the same numbers for the same seed everywhere.
pub struct Dice(Rng);

impl Dice {
    /// A die started from `seed`.
    pub fn new(seed: u64) -> Dice {
        Dice(Rng::new(seed))
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: usize, den: usize) -> bool {
        self.below(den) < num
    }

    /// One element of a non-empty slice.
    pub fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[self.below(from.len())]
    }
}
