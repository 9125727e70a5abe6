//! Zobrist keys for positions of any board: the XOR of one 64-bit key per
//! (square, seat) holding a disc, so a move updates it in O(flips): XOR in
//! the placed disc, and for each flip XOR out the old owner, XOR in the new.
//!
//! The per-square keys are not stored in a table: each is the SplitMix64
//! mixer ([`crate::rng::mix`]) applied to `index * MAX_SEATS + seat`, as random-looking as a
//! table of random numbers and the same for every board size, with nothing
//! to allocate or share between threads.

use super::position::MAX_SEATS;

/// The key of a disc of `seat` on the square of row-major `index`.
#[inline]
pub fn disc(index: usize, seat: usize) -> u64 {
    crate::rng::mix((index * MAX_SEATS + seat) as u64 ^ 0x5EED_0F0F_E11E_0000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_differ() {
        let mut all: Vec<u64> = (0..26 * 26)
            .flat_map(|i| (0..MAX_SEATS).map(move |s| disc(i, s)))
            .collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
