//! The search from `SHALLOW` empty squares down to 5: no main table (at
//! `SHALLOW`, a small one for cutoffs only, no move); the moves are tried
//! in parity order (odd quadrants first, then by square type: corners,
//! plain, C and X squares).
//!
//! Part of the exact solver, split across `search/endgame/` on purpose (see
//! `endgame.rs`): it reads the [`Solver`](super::Solver)'s fields and calls
//! its other layers.

use super::last::without;
use super::target::Target;
use super::{Solver, NONE, SHALLOW};
use crate::bitboard::{flips, moves};
use crate::search::final_score_by;
use crate::search::parity::{ordered5, parity_order};

impl Solver {
    /// [`Solver::search`] for `5..=SHALLOW` empty squares, and for any
    /// number after a pass in the last four.
    #[inline(always)]
    pub(super) fn shallow_body<C: Target>(
        &mut self,
        p: u64,
        o: u64,
        alpha: i32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let empties = !(p | o);
        let n = C::count(empties);
        // The small table first: a hit saves the move generation too.
        let stored = n == SHALLOW;
        if stored {
            if let Some(v) = self.near6.probe(p, o).and_then(|b| b.answer(alpha)) {
                return v;
            }
        }
        // One move generation for all the squares: cheaper here than a
        // flip test on each empty square, several of them illegal.
        let mv = moves(p, o);
        let mut best = NONE;
        if n == 5 {
            // The squares in parity order, once: after each move the four
            // left keep it. Sorting them again for their new parity saves
            // a few nodes but costs more instructions and mispredicted
            // branches than it saves.
            let order = ordered5(empties);
            for (i, &sq) in order.iter().enumerate() {
                if mv >> sq & 1 == 0 {
                    continue;
                }
                let f = flips(p, o, sq);
                let v = -self.solve4::<C>(o ^ f, p ^ f ^ 1 << sq, -alpha - 1, without(&order, i));
                if v > alpha {
                    return v;
                }
                best = best.max(v);
            }
        } else {
            // Walking the parity order's sets here mispredicts less than
            // listing the squares first as above.
            for set in parity_order(empties) {
                let mut set = set & mv;
                while set != 0 {
                    let sq = set.trailing_zeros();
                    set &= set - 1;
                    let f = flips(p, o, sq);
                    let (np, no) = (o ^ f, p ^ f ^ 1 << sq);
                    // The child's layer, without `search`'s recount (below
                    // 5 only after a pass in the last four).
                    let v = if n > 5 {
                        -C::shallow(self, np, no, -alpha - 1, false)
                    } else {
                        -self.search::<C>(np, no, -alpha - 1)
                    };
                    if v > alpha {
                        if stored {
                            self.near6.store(p, o, v, 64, None);
                        }
                        return v;
                    }
                    best = best.max(v);
                }
            }
        }
        if best == NONE {
            if passed {
                return final_score_by::<C>(p, o);
            }
            return -C::shallow(self, o, p, -alpha - 1, true);
        }
        if stored {
            self.near6.store(p, o, -64, best, None);
        }
        best
    }
}
