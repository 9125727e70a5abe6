//! Word-parallel legal-move generation for the packed R x C board.
//!
//! A move on empty square `e` is legal when, along some ray, the squares
//! next to `e` are a non-empty run of opponent discs closed by one of the
//! mover's. Rather than walking rays from every square, each ray direction
//! is swept once over the whole board, 64 squares per word:
//!
//! * vertical and diagonal rays: going down the rows, keep for every column
//!   the set `A` of opponent discs whose ray upward (or up-left, up-right)
//!   runs through opponent discs into a mover's disc:
//!   `A[r] = opp[r] & (me[r-1] | A[r-1])`, shifted one column for the
//!   diagonals. An empty square of row `r` with `A[r-1]` above it is legal.
//!   The same sweep going up the rows handles the three downward rays.
//! * horizontal rays: within a row, adding to `opp` the first disc of each
//!   opponent run that starts right after a mover's disc makes the carry
//!   ripple through the run and land on the square just past it; landing on
//!   an empty square makes it legal. Reversing the row handles the other side.
//!
//! Each row is touched a constant number of times: O(R * ceil(C / 64)).

use crate::squareset::{row_mask, SquareSet};

/// Shifts a row one column to the right as printed (column c takes column
/// c - 1's bit), carrying across words.
fn shift_from_left(src: &[u64], dst: &mut [u64]) {
    let mut carry = 0;
    for (d, &s) in dst.iter_mut().zip(src) {
        *d = (s << 1) | carry;
        carry = s >> 63;
    }
}

/// Shifts a row one column to the left (column c takes column c + 1's bit).
fn shift_from_right(src: &[u64], dst: &mut [u64]) {
    let mut carry = 0;
    for (d, &s) in dst.iter_mut().zip(src).rev() {
        *d = (s >> 1) | carry;
        carry = s << 63;
    }
}

/// Adds `out |= empty & (landing squares of the leftward rays)`: squares
/// whose left neighbour starts an opponent run closed by a mover's disc.
/// `tmp` is scratch of the row's width.
fn leftward(me: &[u64], opp: &[u64], empty: &[u64], out: &mut [u64], tmp: &mut [u64]) {
    shift_from_left(me, tmp);
    let mut carry = false;
    for i in 0..opp.len() {
        let starts = tmp[i] & opp[i];
        let (s1, c1) = opp[i].overflowing_add(starts);
        let (s2, c2) = s1.overflowing_add(carry as u64);
        carry = c1 || c2;
        out[i] |= s2 & !opp[i] & empty[i];
    }
}

/// Reusable scratch rows for sweeping boards of one width.
pub struct Sweeper {
    cols: usize,
    mask: Vec<u64>,
    buf: [Vec<u64>; 10],
}

impl Sweeper {
    /// Scratch for boards `cols` squares wide.
    pub fn new(cols: usize) -> Sweeper {
        let w = cols.div_ceil(64);
        Sweeper {
            cols,
            mask: (0..w).map(|i| row_mask(cols, i)).collect(),
            buf: std::array::from_fn(|_| vec![0; w]),
        }
    }

    /// Writes into `out` every square where the side owning `me` may move
    /// against `opp`. All three sets must have the sweeper's width and the
    /// same height; `out` is overwritten.
    pub fn legal_moves(&mut self, me: &SquareSet, opp: &SquareSet, out: &mut SquareSet) {
        assert!(me.cols() == self.cols && opp.cols() == self.cols && out.cols() == self.cols);
        let rows = me.rows();
        for r in 0..rows {
            self.horizontal(me.row(r), opp.row(r), out.row_mut(r));
        }
        self.vertical(me, opp, out, 0..rows);
        self.vertical(me, opp, out, (0..rows).rev());
    }

    /// One row's horizontal rays, both sides; overwrites `out`.
    fn horizontal(&mut self, me: &[u64], opp: &[u64], out: &mut [u64]) {
        let w = me.len();
        let [empty, rme, ropp, rempty, rout, tmp, ..] = &mut self.buf;
        for i in 0..w {
            empty[i] = !(me[i] | opp[i]) & self.mask[i];
            out[i] = 0;
        }
        leftward(me, opp, empty, out, tmp);
        // Mirror the row (column c <-> 64w - 1 - c) to reuse the leftward
        // sweep for rightward rays; padding stays zero in every plane.
        for i in 0..w {
            rme[i] = me[w - 1 - i].reverse_bits();
            ropp[i] = opp[w - 1 - i].reverse_bits();
            rempty[i] = empty[w - 1 - i].reverse_bits();
            rout[i] = 0;
        }
        leftward(rme, ropp, rempty, rout, tmp);
        for i in 0..w {
            out[i] |= rout[w - 1 - i].reverse_bits();
        }
    }

    /// Vertical and diagonal rays that point back along `order` (the rows
    /// already visited); ORs the legal squares into `out`.
    fn vertical(
        &mut self,
        me: &SquareSet,
        opp: &SquareSet,
        out: &mut SquareSet,
        order: impl Iterator<Item = usize>,
    ) {
        let w = self.mask.len();
        let [straight, from_left, from_right, prev_me, t1, t2, ..] = &mut self.buf;
        for v in [
            &mut *straight,
            &mut *from_left,
            &mut *from_right,
            &mut *prev_me,
        ] {
            v.fill(0);
        }
        for r in order {
            let (m, o) = (me.row(r), opp.row(r));
            // Legal squares of this row, from the runs ending in the row before.
            shift_from_left(from_left, t1);
            shift_from_right(from_right, t2);
            let res = out.row_mut(r);
            for i in 0..w {
                let empty = !(m[i] | o[i]) & self.mask[i];
                res[i] |= empty & (straight[i] | t1[i] | t2[i]);
            }
            // Runs through this row: an opponent disc continues a run (or
            // starts one at a mover's disc) from the row before.
            for i in 0..w {
                t1[i] = prev_me[i] | from_left[i];
                t2[i] = prev_me[i] | from_right[i];
            }
            shift_from_left(t1, from_left);
            shift_from_right(t2, from_right);
            for i in 0..w {
                straight[i] = o[i] & (prev_me[i] | straight[i]);
                from_left[i] &= o[i];
                from_right[i] &= o[i];
                prev_me[i] = m[i];
            }
        }
    }
}
