//! The last four empty squares, each count with its own function: the
//! squares are passed as a list (already in parity order) instead of
//! generating moves, and the last square's score is counted directly,
//! from a table of flip counts per line ([`last_flip_counts`]).
//!
//! Part of the exact solver, split across `search/endgame/` on purpose (see
//! `endgame.rs`): it reads the [`Solver`](super::Solver)'s fields and calls
//! its other layers.

use super::target::Target;
use super::Solver;
use crate::bitboard::flips;
use crate::bitboard::geometry::{DIAGONALS_THROUGH, FILE_A, NEIGHBOURS};

/// The flips of `p` moving on `sq`, 0 when illegal (tested cheaply first:
/// a move can flip only if a neighbour holds an opponent's disc).
#[inline(always)]
pub(super) fn try_flips(p: u64, o: u64, sq: u32) -> u64 {
    if NEIGHBOURS[sq as usize] & o == 0 {
        0
    } else {
        flips(p, o, sq)
    }
}

/// `COUNT[pos][line]`: how many discs a move on square `pos` (0..8) of a
/// full line of eight flips, `line` holding the mover's discs as bits and
/// every other square but `pos` being the opponent's. A square read as 0
/// off the end of a short diagonal is "not the mover": it never anchors a
/// run, so it changes nothing and one table serves rows, columns and both
/// diagonals.
static COUNT: [[u8; 256]; 8] = count_table();

const fn count_table() -> [[u8; 256]; 8] {
    let mut out = [[0u8; 256]; 8];
    let mut pos = 0;
    while pos < 8 {
        let mut line = 0;
        while line < 256 {
            let mut n = 0;
            // Rightwards (up in bit index), then leftwards: the run of
            // non-mover squares counts only if a mover's disc ends it.
            let mut i = pos + 1;
            while i < 8 && line >> i & 1 == 0 {
                i += 1;
            }
            if i < 8 {
                n += i - pos - 1;
            }
            let mut i = pos as i32 - 1;
            while i >= 0 && line >> i & 1 == 0 {
                i -= 1;
            }
            if i >= 0 {
                n += pos - i as usize - 1;
            }
            out[pos][line] = n as u8;
            line += 1;
        }
        pos += 1;
    }
    out
}

/// The diagonals of [`DIAGONALS_THROUGH`] gathered into 8 bits (as in
/// [`last_flip_counts`]): which positions along each are on the board.
static DIAGONAL_LINES: [[usize; 2]; 64] = diagonal_lines();

const fn diagonal_lines() -> [[usize; 2]; 64] {
    let mut out = [[0; 2]; 64];
    let mut sq = 0;
    while sq < 64 {
        let [d9, d7] = DIAGONALS_THROUGH[sq];
        out[sq] = [gather_diagonal(d9), gather_diagonal(d7)];
        sq += 1;
    }
    out
}

/// A diagonal's squares gathered into 8 bits, bit `k` from column `k`
/// (see [`last_flip_counts`]).
#[inline(always)]
const fn gather_diagonal(set: u64) -> usize {
    (set.wrapping_mul(FILE_A) >> 56) as usize
}

/// How many discs each side flips by moving on `sq` when `sq` is the only
/// empty square: `[p's, the opponent's]`. Every square `p` does not hold
/// is the opponent's, so the flips along each of the four lines follow
/// from `p`'s bits on it alone. Each line is gathered into 8 bits and
/// looked up in [`COUNT`]: a row by a shift; the column by a
/// multiplication that moves row `k`'s bit to bit `56 + k`; a diagonal by
/// one that adds its bytes up into the top one (its squares lie in
/// distinct columns, so no bits collide), the position along it being the
/// column. The opponent's lines are the complements on the board (the bit
/// of `sq` is ignored by the table). Much cheaper than [`flips`] and a
/// count.
#[inline(always)]
pub(super) fn last_flip_counts(p: u64, sq: u32) -> [u32; 2] {
    let (row, col) = ((sq >> 3) as usize, (sq & 7) as usize);
    let [d9, d7] = DIAGONALS_THROUGH[sq as usize];
    let [l9, l7] = DIAGONAL_LINES[sq as usize];
    let gather = |line: u64, magic: u64| (line.wrapping_mul(magic) >> 56) as usize;
    let r = (p >> (8 * row)) as u8 as usize;
    let c = gather(p >> col & FILE_A, 0x0102_0408_1020_4080);
    let a = gather_diagonal(p & d9);
    let b = gather_diagonal(p & d7);
    let mine = COUNT[col][r] + COUNT[row][c] + COUNT[col][a] + COUNT[col][b];
    let theirs =
        COUNT[col][r ^ 0xFF] + COUNT[row][c ^ 0xFF] + COUNT[col][a ^ l9] + COUNT[col][b ^ l7];
    [mine as u32, theirs as u32]
}

/// Lower than any score: "no move found yet".
const NONE: i32 = -100;

/// `squares` without entry `i`, order kept: entry `k` of the result is
/// entry `k` or `k + 1`, picked without a branch (a loop testing `j != i`
/// mispredicted often in `solve3`).
#[inline(always)]
pub(super) fn without<const N: usize, const M: usize>(squares: &[u32; N], i: usize) -> [u32; M] {
    let mut out = [0; M];
    for (k, slot) in out.iter_mut().enumerate() {
        *slot = squares[k + (k >= i) as usize];
    }
    out
}

impl Solver {
    /// The exact score with one empty square `sq`, `p` to move: whoever
    /// can move there does; if neither can, the square goes to the side
    /// ahead (the disc count is odd, so someone is). The opponent holds
    /// every other square, so its set is not needed.
    #[inline(always)]
    pub(super) fn solve1<C: Target>(&mut self, p: u64, sq: u32) -> i32 {
        self.nodes += 1;
        // 63 discs: the difference is |p| - (63 - |p|).
        let diff = 2 * C::count(p) as i32 - 63;
        let [f, g] = last_flip_counts(p, sq).map(|n| n as i32);
        if f > 0 {
            return diff + 2 * f + 1;
        }
        if g > 0 {
            return diff - 2 * g - 1;
        }
        if diff > 0 {
            diff + 1
        } else {
            diff - 1
        }
    }

    /// The score with two empty squares `[x, y]`, tested against the null
    /// window `(alpha, alpha + 1)` (fail-soft, as `search`). Written out
    /// square by square, no loop: each test gets its own branch (and its
    /// own prediction).
    #[inline(always)]
    pub(super) fn solve2<C: Target>(
        &mut self,
        p: u64,
        o: u64,
        alpha: i32,
        [x, y]: [u32; 2],
    ) -> i32 {
        self.nodes += 1;
        let mut best = NONE;
        let f = try_flips(p, o, x);
        if f != 0 {
            best = -self.solve1::<C>(o ^ f, y);
            if best > alpha {
                return best;
            }
        }
        let f = try_flips(p, o, y);
        if f != 0 {
            return best.max(-self.solve1::<C>(o ^ f, x));
        }
        if best == NONE {
            // A pass (rare): the general layer handles it.
            return -C::shallow(self, o, p, -alpha - 1, true);
        }
        best
    }
}

/// `solve3` and `solve4` from one body: each square of `sq` in turn, the
/// others left to `$child`, a pass to the general layer. A macro rather
/// than one generic function taking the child: the child, passed as a
/// function or a closure, was not inlined into the instruction-set builds.
macro_rules! solve_each {
    ($(#[$doc:meta])* $name:ident, $n:literal, $child:ident) => {
        $(#[$doc])*
        #[inline(always)]
        pub(super) fn $name<C: Target>(&mut self, p: u64, o: u64, alpha: i32, sq: [u32; $n]) -> i32 {
            self.nodes += 1;
            let mut best = NONE;
            for (i, &x) in sq.iter().enumerate() {
                let f = try_flips(p, o, x);
                if f == 0 {
                    continue;
                }
                let v = -self.$child::<C>(o ^ f, p ^ f ^ 1 << x, -alpha - 1, without(&sq, i));
                if v > alpha {
                    return v;
                }
                best = best.max(v);
            }
            if best == NONE {
                // A pass (rare): the general layer handles it.
                return -C::shallow(self, o, p, -alpha - 1, true);
            }
            best
        }
    };
}

impl Solver {
    solve_each!(
        /// The score with three empty squares, tested against `(alpha,
        /// alpha + 1)`.
        solve3, 3, solve2
    );
    solve_each!(
        /// The score with four empty squares, tested against `(alpha,
        /// alpha + 1)`. The three left after a move keep the order of `sq`
        /// (see `shallow_body`).
        solve4, 4, solve3
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_flip_counts_match_flips() {
        let mut rng = crate::rng::Rng::new(41);
        for i in 0..20_000 {
            let sq = (rng.next_u64() % 64) as u32;
            // Sparse and dense sets both: long runs matter most.
            let mut p = match i % 3 {
                0 => rng.next_u64(),
                1 => rng.next_u64() & rng.next_u64(),
                _ => rng.next_u64() | rng.next_u64(),
            };
            p &= !(1 << sq);
            let o = !p & !(1 << sq);
            let want = [flips(p, o, sq), flips(o, p, sq)].map(u64::count_ones);
            assert_eq!(last_flip_counts(p, sq), want, "{p:#x} {sq}");
        }
    }
}
