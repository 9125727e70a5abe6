//! The last four empty squares, each count with its own function: the
//! squares are passed as a list (already in parity order) instead of
//! generating moves, and the last square's score is counted directly.

use super::endgame::{Kernel, Solver};
use crate::bitboard::flips;

/// The squares around each square: a move there can flip only if one of
/// them holds an opponent's disc, a cheap test before [`flips`].
pub(super) static NEIGHBOURS: [u64; 64] = neighbours();

const fn neighbours() -> [u64; 64] {
    let mut out = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (r, c) = (sq as i32 / 8, sq as i32 % 8);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (nr, nc) = (r + dr, c + dc);
                if (dr != 0 || dc != 0) && nr >= 0 && nr < 8 && nc >= 0 && nc < 8 {
                    out[sq] |= 1 << (nr * 8 + nc);
                }
                dc += 1;
            }
            dr += 1;
        }
        sq += 1;
    }
    out
}

/// The flips of `p` moving on `sq`, 0 when illegal (tested cheaply first).
#[inline(always)]
pub(super) fn try_flips(p: u64, o: u64, sq: u32) -> u64 {
    if NEIGHBOURS[sq as usize] & o == 0 {
        0
    } else {
        flips(p, o, sq)
    }
}

/// Lower than any score: "no move found yet".
const NONE: i32 = -100;

/// `squares` without entry `i`, order kept.
#[inline(always)]
fn without<const N: usize, const M: usize>(squares: &[u32; N], i: usize) -> [u32; M] {
    let mut out = [0; M];
    let mut k = 0;
    for (j, &sq) in squares.iter().enumerate() {
        if j != i && k < M {
            out[k] = sq;
            k += 1;
        }
    }
    out
}

impl Solver {
    /// The exact score with one empty square `sq`: whoever can move there
    /// does; if neither can, the square goes to the side ahead (the disc
    /// count is odd, so someone is).
    #[inline(always)]
    pub(super) fn solve1<C: Kernel>(&mut self, p: u64, o: u64, sq: u32) -> i32 {
        self.nodes += 1;
        // 63 discs: the difference is |p| - (63 - |p|).
        let diff = 2 * C::count(p) as i32 - 63;
        let f = C::count(try_flips(p, o, sq)) as i32;
        if f > 0 {
            return diff + 2 * f + 1;
        }
        let f = C::count(try_flips(o, p, sq)) as i32;
        if f > 0 {
            return diff - 2 * f - 1;
        }
        if diff > 0 {
            diff + 1
        } else {
            diff - 1
        }
    }

    /// The score with two empty squares, within `alpha..beta` (fail-soft).
    #[inline(always)]
    pub(super) fn solve2<C: Kernel>(
        &mut self,
        p: u64,
        o: u64,
        mut alpha: i32,
        beta: i32,
        sq: [u32; 2],
    ) -> i32 {
        self.nodes += 1;
        let mut best = NONE;
        for (x, rest) in [(sq[0], sq[1]), (sq[1], sq[0])] {
            let f = try_flips(p, o, x);
            if f == 0 {
                continue;
            }
            let v = -self.solve1::<C>(o ^ f, p ^ f ^ 1 << x, rest);
            if v > best {
                best = v;
                if v >= beta {
                    return v;
                }
                alpha = alpha.max(v);
            }
        }
        if best == NONE {
            // A pass (rare): the general layer handles it.
            return -C::shallow(self, o, p, -beta, -alpha, true);
        }
        best
    }

    /// The score with three empty squares, within `alpha..beta`.
    #[inline(always)]
    pub(super) fn solve3<C: Kernel>(
        &mut self,
        p: u64,
        o: u64,
        mut alpha: i32,
        beta: i32,
        sq: [u32; 3],
    ) -> i32 {
        self.nodes += 1;
        let mut best = NONE;
        for (i, &x) in sq.iter().enumerate() {
            let f = try_flips(p, o, x);
            if f == 0 {
                continue;
            }
            let v = -self.solve2::<C>(o ^ f, p ^ f ^ 1 << x, -beta, -alpha, without(&sq, i));
            if v > best {
                best = v;
                if v >= beta {
                    return v;
                }
                alpha = alpha.max(v);
            }
        }
        if best == NONE {
            // A pass (rare): the general layer handles it.
            return -C::shallow(self, o, p, -beta, -alpha, true);
        }
        best
    }

    /// The score with four empty squares, within `alpha..beta`.
    #[inline(always)]
    pub(super) fn solve4<C: Kernel>(
        &mut self,
        p: u64,
        o: u64,
        mut alpha: i32,
        beta: i32,
        sq: [u32; 4],
    ) -> i32 {
        self.nodes += 1;
        let mut best = NONE;
        for (i, &x) in sq.iter().enumerate() {
            let f = try_flips(p, o, x);
            if f == 0 {
                continue;
            }
            let v = -self.solve3::<C>(o ^ f, p ^ f ^ 1 << x, -beta, -alpha, without(&sq, i));
            if v > best {
                best = v;
                if v >= beta {
                    return v;
                }
                alpha = alpha.max(v);
            }
        }
        if best == NONE {
            // A pass (rare): the general layer handles it.
            return -C::shallow(self, o, p, -beta, -alpha, true);
        }
        best
    }
}
