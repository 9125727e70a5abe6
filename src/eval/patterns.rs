//! The features of a position: each pattern's instances read as base-3
//! numbers, the two sides' mobility, a constant; all from the two
//! bitboards, without a loop over squares.
//!
//! A pattern is written once, in one orientation near a1 (its `squares`,
//! in digit order: the first square is digit 0, worth `3^0`). Its other
//! instances are the same squares read on a symmetric image of the
//! position ([`Bitboard::symmetric`]): reading row 1 of the image with its
//! rows flipped reads row 8 of the position. So every instance of a
//! pattern is gathered by the same shifts and masks, and all share one
//! table. A digit is 0 for an empty square, 1 for the side to move's disc,
//! 2 for the opponent's: the bits of each side are gathered into a small
//! number, and [`TERNARY`] turns those bits into base-3 digits.
//!
//! A pattern that maps onto itself under a symmetry (a row under the
//! mirror, the corner 3 x 3 under the diagonal) is read once per set of
//! squares; its table must give the same weight to a configuration and to
//! its mirror image, which [`super::folding::Folding`] ensures by folding the two indices
//! into one weight (see `canonical`).

use crate::bitboard::Bitboard;

/// One pattern: a named group of squares in its first orientation.
pub struct Pattern {
    /// A short name, for messages and documentation.
    pub name: &'static str,
    /// The squares (bit numbers, a1 = 0, h1 = 7, a2 = 8) in digit order.
    pub squares: &'static [u32],
    /// The symmetries `k` of [`Bitboard::symmetric`] whose images, read at
    /// `squares`, give this pattern's distinct instances (one per set of
    /// squares; a test checks that they cover all eight images).
    pub images: &'static [usize],
}

/// The patterns, in table order (the order of the weights file).
pub const PATTERNS: [Pattern; 11] = [
    Pattern {
        name: "corner 3x3",
        squares: &[0, 1, 2, 8, 9, 10, 16, 17, 18],
        images: &[0, 1, 2, 3],
    },
    Pattern {
        name: "corner 2x5",
        squares: &[0, 1, 2, 3, 4, 8, 9, 10, 11, 12],
        images: &[0, 1, 2, 3, 4, 5, 6, 7],
    },
    Pattern {
        name: "edge + 2 X",
        squares: &[0, 1, 2, 3, 4, 5, 6, 7, 9, 14],
        images: &[0, 1, 4, 6],
    },
    Pattern {
        name: "row 2",
        squares: &[8, 9, 10, 11, 12, 13, 14, 15],
        images: &[0, 1, 4, 6],
    },
    Pattern {
        name: "row 3",
        squares: &[16, 17, 18, 19, 20, 21, 22, 23],
        images: &[0, 1, 4, 6],
    },
    Pattern {
        name: "row 4",
        squares: &[24, 25, 26, 27, 28, 29, 30, 31],
        images: &[0, 1, 4, 6],
    },
    Pattern {
        name: "diagonal 8",
        squares: &[0, 9, 18, 27, 36, 45, 54, 63],
        images: &[0, 2],
    },
    Pattern {
        name: "diagonal 7",
        squares: &[1, 10, 19, 28, 37, 46, 55],
        images: &[0, 1, 2, 4],
    },
    Pattern {
        name: "diagonal 6",
        squares: &[2, 11, 20, 29, 38, 47],
        images: &[0, 1, 2, 4],
    },
    Pattern {
        name: "diagonal 5",
        squares: &[3, 12, 21, 30, 39],
        images: &[0, 1, 2, 4],
    },
    Pattern {
        name: "diagonal 4",
        squares: &[4, 13, 22, 31],
        images: &[0, 1, 2, 4],
    },
];

/// The most moves a mobility feature tells apart: more count as this many.
pub const MOBILITY_CAP: usize = 31;

/// The tables after the patterns': the side to move's mobility, the
/// opponent's, and a constant (one weight), each read once.
pub const SCALARS: [(&str, usize); 3] = [
    ("mobility", MOBILITY_CAP + 1),
    ("opponent's mobility", MOBILITY_CAP + 1),
    ("constant", 1),
];

/// Tables in all: the patterns' and the scalars'.
pub const TABLES: usize = PATTERNS.len() + SCALARS.len();

/// Features per position: every pattern instance and each scalar.
pub const FEATURES: usize = {
    let mut n = SCALARS.len();
    let mut i = 0;
    while i < PATTERNS.len() {
        n += PATTERNS[i].images.len();
        i += 1;
    }
    n
};

/// The size of table `t`: `3^squares` for a pattern.
pub const fn table_size(t: usize) -> usize {
    if t < PATTERNS.len() {
        3usize.pow(PATTERNS[t].squares.len() as u32)
    } else {
        SCALARS[t - PATTERNS.len()].1
    }
}

/// Where table `t` starts in a stage's full (unfolded) weights.
pub const fn offset(t: usize) -> usize {
    let mut sum = 0;
    let mut i = 0;
    while i < t {
        sum += table_size(i);
        i += 1;
    }
    sum
}

/// [`offset`] of every table, and [`FULL`] last: computed at compile
/// time (a `const fn` called at run time would loop).
pub const OFFSETS: [usize; TABLES + 1] = {
    let mut o = [0; TABLES + 1];
    let mut t = 0;
    while t < TABLES {
        o[t + 1] = o[t] + table_size(t);
        t += 1;
    }
    o
};

/// A stage's weights, unfolded: every table at full size.
pub const FULL: usize = OFFSETS[TABLES];

/// `TERNARY[b]`: the bits of `b` as base-3 digits (bit k worth `3^k`):
/// a side's gathered squares become its digits; the opponent's count
/// twice.
pub const TERNARY: [u32; 1024] = {
    let mut t = [0u32; 1024];
    let mut b = 0;
    while b < 1024 {
        let mut k = 0;
        let mut pow = 1;
        while k < 10 {
            if b >> k & 1 != 0 {
                t[b] += pow;
            }
            pow *= 3;
            k += 1;
        }
        b += 1;
    }
    t
};

/// The index of a pattern from the gathered bits of each side.
#[inline(always)]
fn ternary(player_bits: u64, opponent_bits: u64) -> usize {
    (TERNARY[player_bits as usize] + 2 * TERNARY[opponent_bits as usize]) as usize
}

/// The bits of a diagonal `mask` (one square per column) gathered into
/// the top byte by column: a multiply adds all rows into row 8 without
/// carries, since no two squares share a column.
#[inline(always)]
fn diagonal(x: u64, mask: u64, shift: u32) -> u64 {
    (x & mask).wrapping_mul(0x0101_0101_0101_0101) >> shift
}

/// The gathers, one per pattern, in the order of [`PATTERNS`]: the bits of
/// `x` at the pattern's squares, square k at bit k.
#[inline(always)]
fn gather(t: usize, x: u64) -> u64 {
    match t {
        // a1 b1 c1 / a2 b2 c2 / a3 b3 c3.
        0 => x & 7 | x >> 5 & 0x38 | x >> 10 & 0x1C0,
        // a1..e1 / a2..e2.
        1 => x & 0x1F | x >> 3 & 0x3E0,
        // a1..h1, then b2 (bit 9) and g2 (bit 14).
        2 => x & 0xFF | x >> 1 & 0x100 | x >> 5 & 0x200,
        3 => x >> 8 & 0xFF,
        4 => x >> 16 & 0xFF,
        5 => x >> 24 & 0xFF,
        6 => diagonal(x, 0x8040_2010_0804_0201, 56),
        7 => diagonal(x, 0x0080_4020_1008_0402, 57),
        8 => diagonal(x, 0x0000_8040_2010_0804, 58),
        9 => diagonal(x, 0x0000_0080_4020_1008, 59),
        _ => diagonal(x, 0x0000_0000_8040_2010, 60),
    }
}

/// The eight images of a set, `images(x)[k]` that of
/// [`Bitboard::symmetric`]`(k)`, with one transpose: flipping the rows is
/// a byte swap, the columns a bit reversal of the byte swap, and a flip
/// then a transpose is the transpose then the other flip.
#[inline(always)]
fn images(x: u64) -> [u64; 8] {
    let t = crate::bitboard::transpose(x);
    let cols = |y: u64| y.swap_bytes().reverse_bits();
    [
        x,
        x.swap_bytes(),
        cols(x),
        x.reverse_bits(),
        t,
        cols(t),
        t.swap_bytes(),
        t.reverse_bits(),
    ]
}

/// Calls `f` with the index in a stage's full weights ([`FULL`]) of each
/// of the [`FEATURES`] features of `(player, opponent)`, `player` to move.
#[inline(always)]
pub fn features(player: u64, opponent: u64, mut f: impl FnMut(usize)) {
    let (ps, os) = (images(player), images(opponent));
    macro_rules! pattern {
        ($t:expr) => {
            for &k in PATTERNS[$t].images {
                f(OFFSETS[$t] + ternary(gather($t, ps[k]), gather($t, os[k])));
            }
        };
    }
    pattern!(0);
    pattern!(1);
    pattern!(2);
    pattern!(3);
    pattern!(4);
    pattern!(5);
    pattern!(6);
    pattern!(7);
    pattern!(8);
    pattern!(9);
    pattern!(10);
    let mobility = |p, o| (crate::bitboard::moves(p, o).count_ones() as usize).min(MOBILITY_CAP);
    let t = PATTERNS.len();
    f(OFFSETS[t] + mobility(player, opponent));
    f(OFFSETS[t + 1] + mobility(opponent, player));
    f(OFFSETS[t + 2]);
}

/// Square `s` under symmetry `k`.
pub fn map_square(k: usize, s: u32) -> u32 {
    Bitboard {
        player: 1 << s,
        opponent: 0,
    }
    .symmetric(k)
    .player
    .trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rng::Rng;

    /// A random position with about `fill` of 64 squares taken.
    fn random_position(rng: &mut Rng, fill: u64) -> (u64, u64) {
        let (mut p, mut o) = (0, 0);
        for s in 0..64 {
            if rng.chance(fill, 64) {
                match rng.below(2) {
                    0 => p |= 1u64 << s,
                    _ => o |= 1u64 << s,
                }
            }
        }
        (p, o)
    }

    /// The features read square by square: each instance's squares found
    /// by mapping the pattern's squares back from the image.
    fn slow_features(p: u64, o: u64) -> Vec<usize> {
        let mut out = Vec::new();
        for (t, pat) in PATTERNS.iter().enumerate() {
            for &k in pat.images {
                let mut index = 0;
                for (d, &s) in pat.squares.iter().enumerate() {
                    // The square of the position that lands on `s`.
                    let from = (0..64).find(|&q| map_square(k, q) == s).unwrap();
                    let digit = match (p >> from & 1, o >> from & 1) {
                        (1, _) => 1,
                        (_, 1) => 2,
                        _ => 0,
                    };
                    index += digit * 3usize.pow(d as u32);
                }
                out.push(offset(t) + index);
            }
        }
        let count = |a: u64, b: u64| {
            let moves = Bitboard {
                player: a,
                opponent: b,
            }
            .moves();
            (moves.count_ones() as usize).min(MOBILITY_CAP)
        };
        let t = PATTERNS.len();
        out.push(offset(t) + count(p, o));
        out.push(offset(t + 1) + count(o, p));
        out.push(offset(t + 2));
        out
    }

    fn fast_features(p: u64, o: u64) -> Vec<usize> {
        let mut out = Vec::new();
        features(p, o, |i| out.push(i));
        out
    }

    #[test]
    fn the_gathers_agree_with_a_square_by_square_reading() {
        let mut rng = Rng::new(7);
        for n in 0..2000 {
            let (p, o) = random_position(&mut rng, n % 65);
            assert_eq!(fast_features(p, o), slow_features(p, o), "{p:#x} {o:#x}");
        }
        assert_eq!(fast_features(0, 0).len(), FEATURES);
    }

    #[test]
    fn the_instances_are_distinct_and_cover_every_image() {
        for pat in &PATTERNS {
            let set = |k: usize| {
                let mut v: Vec<u32> = pat
                    .squares
                    .iter()
                    .map(|&s| (0..64).find(|&q| map_square(k, q) == s).unwrap())
                    .collect();
                v.sort_unstable();
                v
            };
            let used: Vec<Vec<u32>> = pat.images.iter().map(|&k| set(k)).collect();
            for (i, a) in used.iter().enumerate() {
                assert!(!used[..i].contains(a), "{}: instance twice", pat.name);
            }
            for k in 0..8 {
                assert!(used.contains(&set(k)), "{}: image {k} not read", pat.name);
            }
        }
    }
}
