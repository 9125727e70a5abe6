//! The search above `SHALLOW` empty squares, where the table and the
//! move ordering pay.
//!
//! A stability cutoff (the opponent's stable discs cap our score), then,
//! from `TABLE_MIN` empties up, the table (below that, at
//! `TABLE_MIN - 1`, a small one; a hit may answer at once or name the
//! move to try first; the children's buckets are prefetched together once
//! the moves are generated), then an enhanced transposition cutoff (a
//! child whose stored bound already refutes the window answers without a
//! search, above `ETC_MIN` empties). Moves are tried fastest first: fewest
//! opponent replies (corners counting double), then fewest empty squares
//! next to our discs less our discs on corners and next to our corners on
//! the edges, less a bonus for an odd quadrant up to 11 empties (parity);
//! from 12 empties up a shallow heuristic search (1-4 plies of
//! [`super::midgame`], learned evaluation) is mixed into that key, and at
//! the root an 8-ply one orders the moves.
//!
//! Part of the exact solver, split across `search/endgame/` on purpose (see
//! `endgame.rs`): it reads the [`Solver`](super::Solver)'s fields and calls
//! its other layers.

use super::target::Target;
use super::{Child, Solver, ETC_MIN, NONE, TABLE_MIN};
use crate::bitboard::geometry::{neighbours, CORNERS};
use crate::bitboard::{flips, moves};
use crate::search::final_score_by;
use crate::search::isa::Count;
use crate::search::parity::odd_quadrants;
use crate::search::stability::{corner_stable, stable};
use crate::search::tt::Table;

/// Above any value of the ordering search.
pub(super) const SORT_INF: i32 = 1 << 28;
/// Ordering values are clipped to this (a won game is worth more, but
/// any win sorts the same).
const SORT_CLAMP: i32 = 1 << 20;

/// Up to this many empty squares the move order prefers the odd
/// quadrants ([`ODD_BONUS`]); above it the ordering search decides.
const PARITY_MAX: u32 = 11;

/// What a move in an odd quadrant takes off its ordering key, in units
/// of `fastest` (an opponent's reply is 16): a bonus of 8 saved 2% of the
/// nodes of FFO #40-#44, 16 saved less than 8.
const ODD_BONUS: i32 = 8;

/// The cap on `p`'s score set by the opponent's stable discs (they stay
/// its own), when it is at most `alpha`: the search can stop there. `n`
/// is the number of empty squares.
#[inline(always)]
fn stability_cutoff<C: Count>(p: u64, o: u64, n: u32, alpha: i32) -> Option<i32> {
    // Cheap tests first: no more discs can be stable than there are; and
    // with `n` empty squares, a window below `2n - 2` is seldom cut by
    // them: skipping those tests costs a few more nodes and saves more
    // instructions than they cost.
    if 64 - 2 * (C::count(o) as i32) > alpha || alpha < 2 * n as i32 - 2 {
        return None;
    }
    let cap = 64 - 2 * C::count(stable(o, p)) as i32;
    (cap <= alpha).then_some(cap)
}

impl Solver {
    /// [`Solver::search`] above `SHALLOW` empty squares.
    #[inline(always)]
    pub(super) fn deep_body<C: Target>(&mut self, p: u64, o: u64, alpha: i32) -> i32 {
        self.nodes += 1;
        // Past the deadline of `solve_until` every node fails low at once
        // (the stopped solve's result is thrown away).
        if self.nodes >= self.next_check && (self.next_check == 0 || self.out_of_time()) {
            return alpha;
        }
        let mv = moves(p, o);
        if mv == 0 {
            if moves(o, p) == 0 {
                return final_score_by::<C>(p, o);
            }
            return -C::deep(self, o, p, -alpha - 1);
        }
        let empties = C::count(!(p | o));
        if let Some(cap) = stability_cutoff::<C>(p, o, empties, alpha) {
            return cap;
        }
        let mut hash_move = None;
        // Which table holds this position, if any: the main one or (`true`)
        // `near7`.
        let near = match empties {
            n if n >= TABLE_MIN => Some(false),
            n if n == TABLE_MIN - 1 => Some(true),
            _ => None,
        };
        if let Some(b) = near.and_then(|near| self.table_of(near).probe(p, o)) {
            if let Some(v) = b.answer(alpha) {
                return v;
            }
            hash_move = b.best;
        }
        let mut best = NONE;
        let mut best_sq = None;
        let mut rest = mv;
        // The table's move first, before the others are generated and
        // sorted: it often refutes the window by itself.
        if let Some(h) = hash_move.filter(|&h| mv >> h & 1 == 1) {
            rest &= !(1 << h);
            let f = flips(p, o, h);
            best = -self.search::<C>(o ^ f, p ^ f ^ 1 << h, -alpha - 1);
            best_sq = Some(h);
        }
        if best <= alpha && rest != 0 {
            let n = self.children::<C>(p, o, rest);
            let e = empties as usize & 63;
            // The children's buckets are wanted soon (by the enhanced
            // transposition cutoff or their own probes): start loading
            // them all at once, so that their cache misses overlap. (In
            // `children`, one per move, the test for this count
            // mispredicted often and was slower.)
            if e > TABLE_MIN as usize {
                for c in &self.frames[e][..n] {
                    self.table.prefetch(o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
                }
            }
            // Enhanced transposition cutoff: a child already known to
            // refute this window answers without a search.
            if e > ETC_MIN as usize {
                for c in &self.frames[e][..n] {
                    let (np, no) = (o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
                    if let Some(b) = self.table.probe(np, no) {
                        if -b.upper > alpha {
                            return -b.upper;
                        }
                    }
                }
            }
            for i in 0..n {
                // The next move by key (ties in row-major order), picked
                // from the rest when wanted rather than sorted before:
                // most nodes stop after their first move, and the scan
                // compiles to conditional moves where an insertion sort
                // mispredicted (far fewer mispredicted branches for a few
                // more instructions).
                let frame = &mut self.frames[e];
                let rank = |c: &Child| (c.key as i64) << 6 | c.sq as i64;
                let mut m = i;
                let mut mk = rank(&frame[i]);
                for (j, c) in frame[..n].iter().enumerate().skip(i + 1) {
                    let k = rank(c);
                    if k < mk {
                        m = j;
                        mk = k;
                    }
                }
                frame.swap(i, m);
                let c = frame[i];
                let (np, no) = (o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
                let v = -self.search::<C>(np, no, -alpha - 1);
                if v > best {
                    best = v;
                    best_sq = Some(c.sq);
                    if v > alpha {
                        break;
                    }
                }
            }
        }
        if let Some(near) = near {
            self.table_of(near).store_test(p, o, alpha, best, best_sq);
        }
        best
    }

    /// `near7` (`near`) or the main table.
    #[inline(always)]
    fn table_of(&self, near: bool) -> &Table {
        if near {
            &self.near7
        } else {
            &self.table
        }
    }

    /// Fills the frame for `(p, o)`'s empty-square count (masked to 0..64:
    /// a position with moves has a disc) with the moves `set` in row-major
    /// order, each with its key (lower first), and returns how many there
    /// are.
    #[inline(always)]
    pub(super) fn children<C: Target>(&mut self, p: u64, o: u64, set: u64) -> usize {
        let empties = C::count(!(p | o));
        let e = empties as usize & 63;
        // Plies of the ordering search, plus one (0: none): a deeper one
        // near the root, where a wrong first move costs most, is worth its
        // nodes (from 18 and from 20 empties, 6% of the nodes of FFO
        // #40-#44 saved).
        let sort_depth = match empties {
            0..=11 => 0,
            12..=15 => 1,
            16..=17 => 2,
            18..=19 => 3,
            _ => 4,
        };
        // Below the ordering search, moves in quadrants with an odd number
        // of empty squares win ties and near-ties (half an opponent's
        // reply): the parity order of the shallow layer, as a weight.
        let odd = if empties <= PARITY_MAX {
            odd_quadrants(!(p | o))
        } else {
            0
        };
        let mut n = 0;
        let mut set = set;
        while set != 0 && n < 64 {
            let sq = set.trailing_zeros();
            set &= set - 1;
            let f = flips(p, o, sq);
            let (np, no) = (o ^ f, p ^ f ^ 1 << sq);
            let m = moves(np, no);
            let potential = C::count(neighbours(no) & !(np | no));
            // Our discs held by corners, one each (as one empty square
            // next to our discs): fewer nodes, more so in deeper
            // endgames.
            let anchored = C::count(corner_stable(no)) as i32;
            let fastest = (16 * (C::count(m) + C::count(m & CORNERS)) + potential) as i32
                - anchored
                - ODD_BONUS * (odd >> sq & 1) as i32;
            let key = if sort_depth > 0 {
                // The opponent's value by the learned evaluation, in
                // hundredths of a disc: one of them weighs as much as 25 of
                // `fastest` (an opponent's reply is 16 of those, so about
                // 4 discs of value per reply). Weighing the value more,
                // or less, cost nodes (tests/bench/README.md).
                let v = C::sort_value(np, no, sort_depth - 1, &mut self.nodes);
                25 * fastest + v.clamp(-SORT_CLAMP, SORT_CLAMP)
            } else {
                fastest
            };
            self.frames[e][n] = Child { sq, flips: f, key };
            n += 1;
        }
        n
    }
}
