//! The legal moves of a board a band of rows at a time, from the top (see
//! [`Bands`]): for writers that start on the first rows while the rest is
//! still to sweep.

use super::Sweeper;
use crate::rules::Directions;
use crate::squareset::SquareSet;

/// The upward carried runs alone, for the look-ahead of [`Bands`].
impl Sweeper {
    /// Every column may carry a run in every direction (the unknown state
    /// beyond the rows looked at).
    fn fill_unknown(&mut self) {
        self.straight.copy_from_slice(&self.mask);
        let diag = self.diagonals;
        for (x, &m) in self.from_left.iter_mut().zip(&self.mask) {
            *x = m & diag;
        }
        for (x, &m) in self.from_right.iter_mut().zip(&self.mask) {
            *x = m & diag;
        }
    }

    /// Whether no run is carried.
    fn is_clear(&self) -> bool {
        let zero = |v: &[u64]| v.iter().all(|&x| x == 0);
        zero(&self.straight) && zero(&self.from_left) && zero(&self.from_right)
    }

    /// The three carried rows, one after the other (for checkpoints).
    fn save(&self, to: &mut Vec<u64>) {
        to.extend_from_slice(&self.straight);
        to.extend_from_slice(&self.from_left);
        to.extend_from_slice(&self.from_right);
    }

    fn load(&mut self, from: &[u64]) {
        let w = self.mask.len();
        self.straight.copy_from_slice(&from[..w]);
        self.from_left.copy_from_slice(&from[w..2 * w]);
        self.from_right.copy_from_slice(&from[2 * w..3 * w]);
    }

    /// [`Sweeper::up_row`]'s carried runs only: what the rows above need
    /// from row `opp` (whose lower neighbour holds the mover's discs
    /// `next`), without the row's own legal squares. With `next` all zero
    /// it carries an unknown state instead: where runs may be.
    fn up_state_row(&mut self, opp: &[u64], next: &[u64]) {
        let w = self.mask.len();
        let (opp, next) = (&opp[..w], &next[..w]);
        let (straight, from_left) = (&mut self.straight[..w], &mut self.from_left[..w]);
        let from_right = &mut self.from_right[..w];
        let (mut fr_after, mut pm_after) = (0u64, 0u64);
        let diag = self.diagonals;
        for i in (0..w).rev() {
            let o = opp[i];
            let (pm_i, pm_before) = (next[i], if i > 0 { next[i - 1] } else { 0 });
            let (fl, fr) = (from_left[i], from_right[i]);
            let fl_before = if i > 0 { from_left[i - 1] } else { 0 };
            let fl_in = (fl << 1) | (fl_before >> 63);
            let fr_in = (fr >> 1) | (fr_after << 63);
            let pm_right = (pm_i << 1) | (pm_before >> 63);
            let pm_left = (pm_i >> 1) | (pm_after << 63);
            from_left[i] = o & (pm_right | fl_in) & diag;
            from_right[i] = o & (pm_left | fr_in) & diag;
            straight[i] = o & (pm_i | straight[i]);
            (fr_after, pm_after) = (fr, pm_i);
        }
    }
}

/// The legal moves of a board a band of rows at a time, from the top: for
/// writers that start on the first rows while the rest is still to sweep.
///
/// The downward pass runs on from band to band. The upward pass of a band
/// needs the runs coming up from below its last row; they are found by
/// sweeping upward from a few rows further down, starting from no runs,
/// while also following where an unknown run from beyond could still be:
/// such a run lives only on opponent discs, so it dies out within as many
/// rows as the longest vertical or diagonal opponent run. Once it has died
/// the carried runs are exact; otherwise the look-ahead doubles. If it
/// grows past a limit (a board with very long vertical runs), one upward
/// pass over the rest of the board records the exact carried runs at every
/// band end (three words per 64 columns per band), and the later bands
/// start from those. So the cost is one sweep plus the look-ahead rows,
/// never more than about two sweeps.
pub struct Bands<'a> {
    me: &'a SquareSet,
    opp: &'a SquareSet,
    band: usize,
    next: usize,
    down: Sweeper,
    up: Sweeper,
    unknown: Sweeper,
    zeros: Vec<u64>,
    lookahead: usize,
    max_lookahead: usize,
    /// Exact upward carried runs after each band end from row
    /// `checkpoint_from` on, `3 * words` per band end.
    checkpoints: Vec<u64>,
    checkpoint_from: usize,
}

/// The first look-ahead, in rows.
const LOOKAHEAD: usize = 16;

impl<'a> Bands<'a> {
    /// Bands of `band` rows (at least 1) of the moves of the side owning
    /// `me` against `opp` (same shape).
    pub fn new(me: &'a SquareSet, opp: &'a SquareSet, band: usize) -> Bands<'a> {
        Bands::with_directions(me, opp, band, Directions::Eight)
    }

    /// [`Bands::new`] under `directions`.
    pub fn with_directions(
        me: &'a SquareSet,
        opp: &'a SquareSet,
        band: usize,
        directions: Directions,
    ) -> Bands<'a> {
        assert!(me.cols() == opp.cols() && me.rows() == opp.rows());
        let band = band.max(1);
        let cols = me.cols();
        Bands {
            me,
            opp,
            band,
            next: 0,
            down: Sweeper::with_directions(cols, directions),
            up: Sweeper::with_directions(cols, directions),
            unknown: Sweeper::with_directions(cols, directions),
            zeros: vec![0; me.words_per_row()],
            lookahead: LOOKAHEAD,
            max_lookahead: (4 * band).max(256),
            checkpoints: Vec::new(),
            checkpoint_from: usize::MAX,
        }
    }

    /// The same with the look-ahead's first and largest number of rows set
    /// (for tests that reach the checkpoints with small boards).
    pub fn with_lookahead(mut self, first: usize, max: usize) -> Bands<'a> {
        (self.lookahead, self.max_lookahead) = (first.max(1), max);
        self
    }

    /// The next band: its rows `start..end`, with `out` overwritten by
    /// their legal squares (`words_per_row` words per row, row after row).
    /// `None` after the last row.
    pub fn next_band(&mut self, out: &mut Vec<u64>) -> Option<std::ops::Range<usize>> {
        let (me, opp, rows, w) = (self.me, self.opp, self.me.rows(), self.zeros.len());
        if self.next >= rows {
            return None;
        }
        let (start, end) = (self.next, (self.next + self.band).min(rows));
        out.clear();
        out.resize((end - start) * w, 0);
        for (r, legal) in (start..end).zip(out.chunks_exact_mut(w)) {
            let above = if r > 0 { me.row(r - 1) } else { &self.zeros };
            self.down.down_row(me.row(r), opp.row(r), above, legal);
        }
        self.settle_up(end);
        for (r, legal) in (start..end).zip(out.chunks_exact_mut(w)).rev() {
            let below = if r + 1 < rows {
                me.row(r + 1)
            } else {
                &self.zeros
            };
            self.up.up_row(me.row(r), opp.row(r), below, legal);
        }
        self.next = end;
        Some(start..end)
    }

    /// Sets the upward sweeper to the exact runs carried up from rows
    /// `end..` (none at the bottom).
    fn settle_up(&mut self, end: usize) {
        let rows = self.me.rows();
        if end >= rows {
            self.up.reset();
            return;
        }
        if self.checkpoint_from <= end {
            let k = 3 * self.zeros.len();
            let i = (end - self.checkpoint_from) / self.band;
            self.up.load(&self.checkpoints[i * k..(i + 1) * k]);
            return;
        }
        let mut ahead = self.lookahead.max(1);
        loop {
            self.up.reset();
            if end + ahead >= rows {
                self.up_states(rows, end, false);
                return;
            }
            if ahead > self.max_lookahead {
                self.make_checkpoints(end);
                return self.settle_up(end);
            }
            if let Some(depth) = self.up_states(end + ahead, end, true) {
                // Look as far next time, with room to spare.
                self.lookahead = (2 * depth).max(LOOKAHEAD).min(self.max_lookahead).max(1);
                return;
            }
            ahead *= 2;
        }
    }

    /// Sweeps the carried runs up from no runs below row `from` through
    /// row `to`. With `unknown`, also follows where a run from below `from`
    /// could be: returns after how many rows it died out, `None` if it
    /// still lives at `to` (then the runs are not exact).
    fn up_states(&mut self, from: usize, to: usize, unknown: bool) -> Option<usize> {
        let (me, opp, rows) = (self.me, self.opp, self.me.rows());
        let mut live = unknown;
        let mut died = 0;
        if unknown {
            self.unknown.fill_unknown();
        }
        for r in (to..from).rev() {
            let below = if r + 1 < rows {
                me.row(r + 1)
            } else {
                &self.zeros
            };
            self.up.up_state_row(opp.row(r), below);
            if live {
                self.unknown.up_state_row(opp.row(r), &self.zeros);
                live = !self.unknown.is_clear();
                died = from - r;
            }
        }
        (!live).then_some(died)
    }

    /// One upward pass from the bottom to row `end`, recording the exact
    /// carried runs after `end` and after every band end below it.
    fn make_checkpoints(&mut self, end: usize) {
        let rows = self.me.rows();
        let ends: Vec<usize> = (end..rows).step_by(self.band).collect();
        let k = 3 * self.zeros.len();
        self.checkpoints = vec![0; ends.len() * k];
        self.up.reset();
        let mut from = rows;
        for (i, &e) in ends.iter().enumerate().rev() {
            self.up_states(from, e, false);
            let mut saved = Vec::with_capacity(k);
            self.up.save(&mut saved);
            self.checkpoints[i * k..(i + 1) * k].copy_from_slice(&saved);
            from = e;
        }
        self.checkpoint_from = end;
    }
}
