//! The learned evaluation's sum read straight from the bitboards' bits:
//! the fast path of [`super::Weights::value`]. [`super::patterns::features`]
//! is the definition (training reads it); a test checks that both give
//! the same value on random positions of every stage.
//!
//! The definition reads each instance on a symmetric image of the
//! position, which costs eight images of each side (bit reversals have no
//! instruction on x86-64). Here each instance is gathered from one of
//! four images that are cheap: the position, its rows flipped (a byte
//! swap), its transpose, and the transpose's rows flipped. The images
//! that also flip the columns are read from the same four at the mirrored
//! squares. A gather is a shift, or a mask and one multiply that brings
//! the squares side by side ([`magic`], the diagonals' [`diagonal`]), in
//! whatever order the multiply gives; a digit table made for that order
//! ([`digits`]) turns the bits into the base-3 digits the definition
//! reads. The tables' indices are masked so that no lookup needs a
//! bounds check ([`MASKS`], [`SPAN`]).

use super::patterns::{FULL, MOBILITY_CAP, OFFSETS, PATTERNS};
use crate::bitboard::{moves, transpose};

/// `digits(of_bit)[b]`: the base-3 number with digit `of_bit[k]` set to 1
/// for each bit `k` of `b` (a side's gathered squares as digits; the
/// opponent's count twice). [`NONE`] marks a bit no square lands on.
const fn digits<const N: usize>(of_bit: &[u32]) -> [u16; N] {
    let mut t = [0u16; N];
    let mut b = 0;
    while b < N {
        let mut k = 0;
        while k < of_bit.len() {
            if b >> k & 1 != 0 && of_bit[k] != NONE {
                t[b] += 3u16.pow(of_bit[k]);
            }
            k += 1;
        }
        b += 1;
    }
    t
}

/// In a [`digits`] list: no square.
const NONE: u32 = u32::MAX;

/// Bits in digit order: bit k is digit k.
static FORWARD: [u16; 1024] = digits(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
/// [`corner3`]'s order: the rows from the third up.
static CORNER3: [u16; 512] = digits(&[6, 7, 8, 3, 4, 5, 0, 1, 2]);
/// [`corner5`]'s order: the second row, then the first.
static CORNER5: [u16; 1024] = digits(&[5, 6, 7, 8, 9, 0, 1, 2, 3, 4]);
/// [`edge`]'s order: g2, the row, no square, b2.
static EDGE: [u16; 2048] = digits(&[9, 0, 1, 2, 3, 4, 5, 6, 7, NONE, 8]);

/// `BACK[n - 4]`: `n` squares read backwards (bit k is digit n - 1 - k):
/// a diagonal (4 to 8 squares) on the mirrored side, and the orders of
/// [`corner3_right`] (9) and [`corner5_right`] (10).
static BACK: [[u16; 1024]; 7] = [
    digits(&[3, 2, 1, 0]),
    digits(&[4, 3, 2, 1, 0]),
    digits(&[5, 4, 3, 2, 1, 0]),
    digits(&[6, 5, 4, 3, 2, 1, 0]),
    digits(&[7, 6, 5, 4, 3, 2, 1, 0]),
    digits(&[8, 7, 6, 5, 4, 3, 2, 1, 0]),
    digits(&[9, 8, 7, 6, 5, 4, 3, 2, 1, 0]),
];

/// The squares of `mask` (in the first four rows) gathered into the top
/// `width` bits of a 32-bit product, then shifted down: `mul`'s shifted
/// copies of the squares meet in that window each square on its own bit
/// and otherwise fall below it or off the top, so there is no carry (a
/// test tries every subset of the squares).
#[inline(always)]
fn magic(y: u64, mask: u32, mul: u32, width: u32) -> u64 {
    ((y as u32 & mask).wrapping_mul(mul) >> (32 - width)) as u64
}

/// a1 b1 c1 / a2 b2 c2 / a3 b3 c3: [`CORNER3`].
#[inline(always)]
fn corner3(y: u64) -> u64 {
    magic(y, 0x07_0707, 0x2004_0080, 9)
}

/// h1 g1 f1 / h2 g2 f2 / h3 g3 f3 (the 3 x 3 of the flipped columns) come
/// out in the reverse order: `BACK[5]`.
#[inline(always)]
fn corner3_right(y: u64) -> u64 {
    magic(y, 0xE0_E0E0, 0x0100_2004, 9)
}

/// a1..e1 / a2..e2: [`CORNER5`].
#[inline(always)]
fn corner5(y: u64) -> u64 {
    magic(y, 0x1F1F, 0x0800_4000, 10)
}

/// h1..d1 / h2..d2 (the 2 x 5 of the flipped columns) come out in the
/// reverse order: `BACK[6]`.
#[inline(always)]
fn corner5_right(y: u64) -> u64 {
    magic(y, 0xF8F8, 0x0100_0800, 10)
}

/// a1..h1, b2, g2: [`EDGE`], eleven bits.
#[inline(always)]
fn edge(y: u64) -> u64 {
    magic(y, 0x42FF, 0x0040_0080, 11)
}

/// Row `r` (0..8), in digit order.
#[inline(always)]
fn row(y: u64, r: u32) -> u64 {
    y >> (8 * r) & 0xFF
}

/// The squares of `mask` (at most one per column) by column, `low` the
/// least column: the multiply adds every row into the top byte without
/// carries.
#[inline(always)]
fn diagonal(x: u64, mask: u64, low: u32) -> u64 {
    (x & mask).wrapping_mul(0x0101_0101_0101_0101) >> (56 + low)
}

/// The squares of `x` that image `k` of [`crate::bitboard::Bitboard::symmetric`]
/// puts on pattern `t`'s squares.
const fn mask(t: usize, k: usize) -> u64 {
    let squares = PATTERNS[t].squares;
    let mut m = 0;
    let mut i = 0;
    while i < squares.len() {
        let (r, c) = (squares[i] / 8, squares[i] % 8);
        // Image k's square (r, c) shows this square of the position.
        let (r, c) = match k {
            0 => (r, c),
            1 => (7 - r, c),
            2 => (r, 7 - c),
            _ => (c, r),
        };
        m |= 1 << (8 * r + c);
        i += 1;
    }
    m
}

/// The squares of the position that the shorter diagonals' instances
/// read (patterns 7 to 10, images 0, 1, 2 and 4).
const DIAGONALS: [[u64; 4]; 4] = {
    let mut m = [[0; 4]; 4];
    let mut j = 0;
    while j < 4 {
        m[j] = [
            mask(7 + j, 0),
            mask(7 + j, 1),
            mask(7 + j, 2),
            mask(7 + j, 4),
        ];
        j += 1;
    }
    m
};

/// `MASKS[t]`: the least `2^k - 1` at least the last index of pattern
/// `t`'s table. A position's index is below its table's size, so masking
/// it changes nothing; but the masked index provably stays within
/// [`SPAN`], so the lookup needs no bounds check, whose branches would
/// also keep the compiler from interleaving the instances.
const MASKS: [usize; PATTERNS.len()] = {
    let mut m = [0; PATTERNS.len()];
    let mut t = 0;
    while t < PATTERNS.len() {
        m[t] = (OFFSETS[t + 1] - OFFSETS[t]).next_power_of_two() - 1;
        t += 1;
    }
    m
};

/// A stage's tables as [`sum`] reads them: the [`FULL`] weights, then
/// zeros up to the end of the last pattern's masked index.
pub const SPAN: usize = {
    let mut span = FULL;
    let mut t = 0;
    while t < PATTERNS.len() {
        if OFFSETS[t] + MASKS[t] + 1 > span {
            span = OFFSETS[t] + MASKS[t] + 1;
        }
        t += 1;
    }
    span
};

/// The weight of an instance of pattern `t` whose squares `player` and
/// `opponent` hold, gathered into bits that `digits` reads.
#[inline(always)]
fn weight<const N: usize>(
    tables: &[i16; SPAN],
    t: usize,
    digits: &[u16; N],
    player: u64,
    opponent: u64,
) -> i32 {
    let index = digits[player as usize] as usize + 2 * digits[opponent as usize] as usize;
    tables[OFFSETS[t] + (index & MASKS[t])] as i32
}

/// The weights of the instances read on one of the four cheap images
/// (`p`, `o`: the two sides): the 2 x 5 corners of its first two rows, its
/// edge and rows 2 to 4, and with `corner3s` its two 3 x 3 corners.
#[inline(never)]
fn image(tables: &[i16; SPAN], p: u64, o: u64, corner3s: bool) -> i32 {
    let mut sum = weight(tables, 1, &CORNER5, corner5(p), corner5(o))
        + weight(tables, 1, &BACK[6], corner5_right(p), corner5_right(o))
        + weight(tables, 2, &EDGE, edge(p), edge(o))
        + weight(tables, 3, &FORWARD, row(p, 1), row(o, 1))
        + weight(tables, 4, &FORWARD, row(p, 2), row(o, 2))
        + weight(tables, 5, &FORWARD, row(p, 3), row(o, 3));
    if corner3s {
        sum += weight(tables, 0, &CORNER3, corner3(p), corner3(o))
            + weight(tables, 0, &BACK[5], corner3_right(p), corner3_right(o));
    }
    sum
}

/// The weight of diagonal pattern `t`'s instance on the squares of
/// `mask`, the least in column `low`, read by `digits`.
#[inline(always)]
fn diagonal_weight(
    tables: &[i16; SPAN],
    (p, o): (u64, u64),
    t: usize,
    digits: &[u16; 1024],
    mask: u64,
    low: u32,
) -> i32 {
    weight(
        tables,
        t,
        digits,
        diagonal(p, mask, low),
        diagonal(o, mask, low),
    )
}

/// The weights of diagonal pattern `7 + j`'s four instances: their
/// columns go the digits' way but for image 2's.
#[inline(always)]
fn diagonals(tables: &[i16; SPAN], sides: (u64, u64), j: usize) -> i32 {
    let [m0, m1, m2, m4] = DIAGONALS[j];
    let (t, low) = (7 + j, j as u32 + 1);
    diagonal_weight(tables, sides, t, &FORWARD, m0, low)
        + diagonal_weight(tables, sides, t, &FORWARD, m1, low)
        + diagonal_weight(tables, sides, t, &BACK[3 - j], m2, 0)
        + diagonal_weight(tables, sides, t, &FORWARD, m4, 0)
}

/// The sum of the weights of `(player, opponent)`'s features, `player` to
/// move, from a stage's full tables (`FULL` weights): the sum of
/// [`super::patterns::features`]' weights, computed faster. The mobility
/// is counted inline (a search compiled for x86-64-v3 counts with
/// `popcnt`), the patterns by one shared copy of [`patterns`].
#[inline(always)]
pub fn sum(tables: &[i16; SPAN], player: u64, opponent: u64) -> i32 {
    let (p, o) = (player, opponent);
    let mobility = |p, o| (moves(p, o).count_ones() as usize).min(MOBILITY_CAP);
    let t = PATTERNS.len();
    patterns(tables, p, o)
        + tables[OFFSETS[t] + mobility(p, o)] as i32
        + tables[OFFSETS[t + 1] + mobility(o, p)] as i32
        + tables[OFFSETS[t + 2]] as i32
}

/// The weights of the pattern instances of `(p, o)`. Not inlined: the
/// code is long and the same for every instruction set, and on its own
/// it keeps its values in registers.
#[inline(never)]
fn patterns(tables: &[i16; SPAN], p: u64, o: u64) -> i32 {
    // The four cheap images: the position, the rows flipped, the
    // transpose, the transpose with its rows flipped.
    let mut sum = image(tables, p, o, true) + image(tables, p.swap_bytes(), o.swap_bytes(), true);
    let (tp, to) = (transpose(p), transpose(o));
    sum += image(tables, tp, to, false) + image(tables, tp.swap_bytes(), to.swap_bytes(), false);
    // The long diagonal and its mirror image, then the shorter ones.
    let main: u64 = 0x8040_2010_0804_0201;
    let sides = (p, o);
    sum + diagonal_weight(tables, sides, 6, &FORWARD, main, 0)
        + diagonal_weight(tables, sides, 6, &BACK[4], main.swap_bytes(), 0)
        + diagonals(tables, sides, 0)
        + diagonals(tables, sides, 1)
        + diagonals(tables, sides, 2)
        + diagonals(tables, sides, 3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Every subset of `squares` (in digit order), with random discs
    /// elsewhere, read by `gather` and `digits` as the base-3 number with
    /// a 1 at each digit of the subset.
    fn check<const N: usize>(gather: fn(u64) -> u64, digits: &[u16; N], squares: &[u32]) {
        let mask: u64 = squares.iter().map(|&s| 1u64 << s).sum();
        let mut rng = Rng::new(3);
        for subset in 0..1u32 << squares.len() {
            let mut y = rng.below(u64::MAX) & !mask;
            let mut want = 0;
            for (d, &s) in squares.iter().enumerate() {
                if subset >> d & 1 != 0 {
                    y |= 1 << s;
                    want += 3u16.pow(d as u32);
                }
            }
            assert_eq!(digits[gather(y) as usize], want, "{squares:?} {subset:#b}");
        }
    }

    #[test]
    fn every_multiply_gather_is_free_of_carries() {
        check(corner3, &CORNER3, &[0, 1, 2, 8, 9, 10, 16, 17, 18]);
        check(corner3_right, &BACK[5], &[7, 6, 5, 15, 14, 13, 23, 22, 21]);
        check(corner5, &CORNER5, &[0, 1, 2, 3, 4, 8, 9, 10, 11, 12]);
        check(
            corner5_right,
            &BACK[6],
            &[7, 6, 5, 4, 3, 15, 14, 13, 12, 11],
        );
        check(edge, &EDGE, &[0, 1, 2, 3, 4, 5, 6, 7, 9, 14]);
    }
}
