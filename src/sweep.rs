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
//!   an empty square makes it legal. Carries cross words toward the right,
//!   so this rides the downward pass (words left to right). The other side
//!   rides the upward pass (words right to left): opponent discs next to a
//!   mover's are filled through the run in six doubling shifts.
//!
//! Each pass is one loop per row over its words, every shift across words
//! done with the neighbouring words in hand: O(R * ceil(C / 64)) in all.

use crate::squareset::{row_mask, SquareSet};

/// Reusable scratch rows for sweeping boards of one width.
pub struct Sweeper {
    cols: usize,
    mask: Vec<u64>,
    /// Per column, runs carried from the rows already visited: straight
    /// back, and coming in from the left and from the right neighbour.
    straight: Vec<u64>,
    from_left: Vec<u64>,
    from_right: Vec<u64>,
    /// A row of nothing, beyond the first and last rows.
    zeros: Vec<u64>,
}

impl Sweeper {
    /// Scratch for boards `cols` squares wide.
    pub fn new(cols: usize) -> Sweeper {
        let w = cols.div_ceil(64);
        Sweeper {
            cols,
            mask: (0..w).map(|i| row_mask(cols, i)).collect(),
            straight: vec![0; w],
            from_left: vec![0; w],
            from_right: vec![0; w],
            zeros: vec![0; w],
        }
    }

    /// Writes into `out` every square where the side owning `me` may move
    /// against `opp`. All three sets must have the sweeper's width and the
    /// same height; `out` is overwritten.
    ///
    /// Two passes, each one loop per row over its words: going down, the
    /// three upward rays and the rays to the left; going up, the three
    /// downward rays and the rays to the right.
    pub fn legal_moves(&mut self, me: &SquareSet, opp: &SquareSet, out: &mut SquareSet) {
        assert!(me.cols() == self.cols && opp.cols() == self.cols && out.cols() == self.cols);
        assert!(me.rows() == opp.rows() && me.rows() == out.rows());
        let rows = me.rows();
        self.reset();
        let zeros = std::mem::take(&mut self.zeros);
        for r in 0..rows {
            let above = if r > 0 { me.row(r - 1) } else { &zeros };
            self.down_row(me.row(r), opp.row(r), above, out.row_mut(r));
        }
        self.reset();
        for r in (0..rows).rev() {
            let below = if r + 1 < rows { me.row(r + 1) } else { &zeros };
            self.up_row(me.row(r), opp.row(r), below, out.row_mut(r));
        }
        self.zeros = zeros;
    }

    /// The same as [`Sweeper::legal_moves`], in the memory of the two sets:
    /// afterwards `me` holds the legal squares and `opp` is spent (the
    /// caller drops it). Two bits per square in all, instead of three.
    ///
    /// Going down, the legal squares found so far are parked on the empty
    /// squares as a fourth state, a square in both sets; going up, each row
    /// is split back into discs and parked squares, finished, and written
    /// over `me`'s row.
    pub fn legal_moves_in_place(&mut self, me: &mut SquareSet, opp: &mut SquareSet) {
        assert!(me.cols() == self.cols && opp.cols() == self.cols);
        assert!(me.rows() == opp.rows());
        let (rows, w) = (me.rows(), self.mask.len());
        let mut prev = vec![0; w];
        let mut cur = vec![0; w];
        let mut legal = vec![0; w];
        self.reset();
        for r in 0..rows {
            self.down_row(me.row(r), opp.row(r), &prev, &mut legal);
            cur.copy_from_slice(me.row(r));
            for (x, &l) in me.row_mut(r).iter_mut().zip(&legal) {
                *x |= l;
            }
            for (x, &l) in opp.row_mut(r).iter_mut().zip(&legal) {
                *x |= l;
            }
            std::mem::swap(&mut prev, &mut cur);
        }
        self.reset();
        let (mut below, mut m, mut o) = (vec![0; w], vec![0; w], vec![0; w]);
        for r in (0..rows).rev() {
            for i in 0..w {
                let (a, b) = (me.row(r)[i], opp.row(r)[i]);
                let parked = a & b;
                (m[i], o[i], legal[i]) = (a & !parked, b & !parked, parked);
            }
            self.up_row(&m, &o, &below, &mut legal);
            me.row_mut(r).copy_from_slice(&legal);
            std::mem::swap(&mut below, &mut m);
        }
    }

    fn reset(&mut self) {
        self.straight.fill(0);
        self.from_left.fill(0);
        self.from_right.fill(0);
    }

    /// Row `me`/`opp` going down: overwrites `out` with the squares legal
    /// by an upward ray (the runs carried from `prev`, the row above) or a
    /// leftward one (an opponent run to the left closed by a mover's disc).
    fn down_row(&mut self, me: &[u64], opp: &[u64], prev: &[u64], out: &mut [u64]) {
        let w = self.mask.len();
        let (me, opp, prev, out) = (&me[..w], &opp[..w], &prev[..w], &mut out[..w]);
        let (straight, from_left) = (&mut self.straight[..w], &mut self.from_left[..w]);
        let (from_right, mask) = (&mut self.from_right[..w], &self.mask[..w]);
        let pm = |i: usize| prev[i];
        let (mut fl_before, mut pm_before, mut me_before) = (0u64, 0u64, 0u64);
        let mut carry = 0u64;
        for i in 0..w {
            let (m, o) = (me[i], opp[i]);
            let empty = !(m | o) & mask[i];
            let (pm_i, pm_after) = (pm(i), if i + 1 < w { pm(i + 1) } else { 0 });
            let (fl, fr) = (from_left[i], from_right[i]);
            let fr_after = if i + 1 < w { from_right[i + 1] } else { 0 };
            // Runs of the row above, moved one column along their diagonal.
            let fl_in = (fl << 1) | (fl_before >> 63);
            let fr_in = (fr >> 1) | (fr_after << 63);
            let mut legal = empty & (straight[i] | fl_in | fr_in);
            // A disc of this row continues a run, or starts one at a
            // mover's disc of the row above.
            let pm_right = (pm_i << 1) | (pm_before >> 63);
            let pm_left = (pm_i >> 1) | (pm_after << 63);
            from_left[i] = o & (pm_right | fl_in);
            from_right[i] = o & (pm_left | fr_in);
            straight[i] = o & (pm_i | straight[i]);
            // Leftward rays: adding the first disc of each opponent run that
            // follows a mover's disc ripples the carry past the run.
            let starts = ((m << 1) | (me_before >> 63)) & o;
            let (s1, c1) = o.overflowing_add(starts);
            let (s2, c2) = s1.overflowing_add(carry);
            carry = (c1 | c2) as u64;
            legal |= s2 & empty;
            out[i] = legal;
            (fl_before, pm_before, me_before) = (fl, pm_i, m);
        }
    }

    /// Row `me`/`opp` going up: ORs into `out` the squares legal by a
    /// downward ray (runs carried from `next`, the row below) or a rightward
    /// one. Words go from the right end, so runs cross words leftward.
    fn up_row(&mut self, me: &[u64], opp: &[u64], next: &[u64], out: &mut [u64]) {
        let w = self.mask.len();
        let (me, opp, next, out) = (&me[..w], &opp[..w], &next[..w], &mut out[..w]);
        let (straight, from_left) = (&mut self.straight[..w], &mut self.from_left[..w]);
        let (from_right, mask) = (&mut self.from_right[..w], &self.mask[..w]);
        let pm = |i: usize| next[i];
        let (mut fr_after, mut pm_after, mut me_after) = (0u64, 0u64, 0u64);
        let mut run_after = 0u64;
        for i in (0..w).rev() {
            let (m, o) = (me[i], opp[i]);
            let empty = !(m | o) & mask[i];
            let (pm_i, pm_before) = (pm(i), if i > 0 { pm(i - 1) } else { 0 });
            let (fl, fr) = (from_left[i], from_right[i]);
            let fl_before = if i > 0 { from_left[i - 1] } else { 0 };
            let fl_in = (fl << 1) | (fl_before >> 63);
            let fr_in = (fr >> 1) | (fr_after << 63);
            let mut legal = empty & (straight[i] | fl_in | fr_in);
            let pm_right = (pm_i << 1) | (pm_before >> 63);
            let pm_left = (pm_i >> 1) | (pm_after << 63);
            from_left[i] = o & (pm_right | fl_in);
            from_right[i] = o & (pm_left | fr_in);
            straight[i] = o & (pm_i | straight[i]);
            // Rightward rays: opponent discs reached from a mover's disc on
            // their right (or from the run of the word to the right),
            // filled through the opponent's discs toward bit 0 in doubling
            // steps; the square past the run's end is the landing square.
            let mut run = ((m >> 1) | (me_after << 63)) & o;
            let mut p = o;
            for k in [1, 2, 4, 8, 16, 32] {
                run |= p & (run >> k);
                p &= p >> k;
            }
            // A run from the word to the right covers this word's top block
            // of opponent discs; added after the fill, so that words do not
            // wait for each other's fills.
            let top_block = u64::MAX.checked_shl(64 - o.leading_ones()).unwrap_or(0);
            run |= top_block & run_after.wrapping_neg();
            legal |= ((run >> 1) | (run_after << 63)) & empty;
            out[i] |= legal;
            (fr_after, pm_after, me_after, run_after) = (fr, pm_i, m, run & 1);
        }
    }
}
