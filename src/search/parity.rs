//! Quadrant parity: near the end, playing first in a region with an odd
//! number of empty squares tends to leave the last move there to us, so
//! those squares are tried first.

use crate::bitboard::geometry::{CORNERS, C_SQUARES, X_SQUARES};

/// The four 4 x 4 quadrants.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0F0F_0F0F,
    0x0000_0000_F0F0_F0F0,
    0x0F0F_0F0F_0000_0000,
    0xF0F0_F0F0_0000_0000,
];

/// The union of the quadrants holding an odd number of `empties`.
///
/// By folding instead of counting: after the row folds, rows 1 and 5 hold
/// the column-wise parity of rows 1-4 and 5-8; after the column folds,
/// bits 0, 4, 32 and 36 hold the parity of each quadrant, and one
/// multiplication spreads each over its 4 x 4 squares.
#[inline(always)]
pub fn odd_quadrants(empties: u64) -> u64 {
    let mut x = empties;
    x ^= x >> 8;
    x ^= x >> 16;
    x ^= x >> 1;
    x ^= x >> 2;
    (x & 0x0000_0011_0000_0011) * QUADRANTS[0]
}

/// Every square but the corners, X and C squares.
const PLAIN: u64 = !(CORNERS | X_SQUARES | C_SQUARES);

/// `set` cut into the order in which its squares are worth trying:
/// corners, plain squares, C squares, X squares: with the parity split,
/// fewer nodes than row-major order.
#[inline(always)]
pub const fn by_square_type(set: u64) -> [u64; 4] {
    [set & CORNERS, set & PLAIN, set & C_SQUARES, set & X_SQUARES]
}

/// The squares of `empties` in the order to try them near the end: those
/// in odd quadrants first, then the others; within each, by square type
/// ([`by_square_type`]), then row-major.
#[inline(always)]
pub fn parity_order(empties: u64) -> [u64; 8] {
    let odd = odd_quadrants(empties);
    let [a, b, c, d] = by_square_type(empties & odd);
    let [e, f, g, h] = by_square_type(empties & !odd);
    [a, b, c, d, e, f, g, h]
}

/// The first `N` of `empties` as bit indices in [`parity_order`].
/// `empties` should hold `N` squares; missing ones are left 0, extra ones
/// dropped.
#[inline(always)]
pub fn ordered<const N: usize>(empties: u64) -> [u32; N] {
    let mut out = [0; N];
    let mut k = 0;
    for mut set in parity_order(empties) {
        while set != 0 && k < N {
            out[k] = set.trailing_zeros();
            set &= set - 1;
            k += 1;
        }
    }
    out
}

/// Each square's place in [`by_square_type`]'s order: 0 for corners, 1
/// plain, 2 C squares, 3 X squares.
static TYPE_RANK: [u32; 64] = type_ranks();

const fn type_ranks() -> [u32; 64] {
    let mut out = [0; 64];
    let mut sq = 0;
    while sq < 64 {
        let types = by_square_type(1 << sq);
        let mut rank = 0;
        while types[rank] == 0 {
            rank += 1;
        }
        out[sq] = rank as u32;
        sq += 1;
    }
    out
}

/// [`ordered`] for exactly five `empties`, without a branch on the
/// squares: each gets a key (its parity group, its type, its index) and a
/// sorting network of nine compare-exchanges orders them. `ordered`'s
/// loops over the groups mispredict often at this depth.
#[inline(always)]
pub fn ordered5(empties: u64) -> [u32; 5] {
    debug_assert_eq!(empties.count_ones(), 5);
    let odd = odd_quadrants(empties);
    let mut set = empties;
    let mut key = [0u32; 5];
    for k in key.iter_mut() {
        let sq = set.trailing_zeros() & 63;
        set &= set.wrapping_sub(1);
        let even = (!odd >> sq & 1) as u32;
        *k = (even << 2 | TYPE_RANK[sq as usize]) << 6 | sq;
    }
    for (i, j) in [
        (0, 1),
        (3, 4),
        (2, 4),
        (2, 3),
        (0, 3),
        (0, 2),
        (1, 4),
        (1, 3),
        (1, 2),
    ] {
        let (a, b) = (key[i], key[j]);
        key[i] = a.min(b);
        key[j] = a.max(b);
    }
    key.map(|k| k & 63)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_quadrants_come_first() {
        // a1 and b1 share the top-left quadrant (even); h8 is alone in the
        // bottom-right one (odd).
        let e = 1 | 2 | 1 << 63;
        assert_eq!(odd_quadrants(e), QUADRANTS[3]);
        assert_eq!(ordered::<3>(e), [63, 0, 1]);
        // Odd quadrants first; within them corners, plain, C, X squares.
        // Top left: a1, b1, b2, c3, d4 (odd); bottom right: g7, h8 (even).
        let e = 1 | 1 << 1 | 1 << 9 | 1 << 18 | 1 << 27 | 1 << 54 | 1 << 63;
        assert_eq!(odd_quadrants(e), QUADRANTS[0]);
        assert_eq!(ordered::<7>(e), [0, 18, 27, 1, 9, 63, 54]);
        let mut rng = crate::rng::Rng::new(3);
        for _ in 0..1000 {
            let e = rng.next_u64() & rng.next_u64();
            let counted = QUADRANTS
                .iter()
                .filter(|&&q| (e & q).count_ones() % 2 == 1)
                .fold(0, |acc, &q| acc | q);
            assert_eq!(odd_quadrants(e), counted);
        }
        // Five empties: the branch-free order is the same.
        for _ in 0..20_000 {
            let mut e = 0u64;
            while e.count_ones() < 5 {
                e |= 1 << (rng.next_u64() % 64);
            }
            assert_eq!(ordered5(e), ordered::<5>(e), "{e:#x}");
        }
    }
}
