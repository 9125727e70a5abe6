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
//! Each pass takes a row at a time in two loops over its words: first what
//! each word needs only its neighbours' old values for (with AVX2, four
//! words at a time), then the horizontal runs joined across words, one
//! word after the other: O(R * ceil(C / 64)) in all. [`bands`] sweeps a
//! board a band of rows at a time from the top, for writers that start
//! before the sweep ends.
//!
//! # Huge boards: `moves` at the speed of its I/O
//!
//! A board of hundreds of millions of squares goes through in about the
//! time of reading and writing its text, in two bits per square plus one
//! line of text and fixed buffers; neither the input nor the output is
//! ever held whole. The pipeline:
//!
//! 1. **Reading** (`text::reader`, `text::position`, [`crate::text::packed`]).
//!    `LineReader` lends a line straight from its buffer when it lies whole
//!    in it. Once the first row has fixed the row length,
//!    `peek_line_of_len` shows the next row without scanning for its line
//!    end, and `packed::decode_row` turns it into black and white bit words
//!    (many cells per vector compare): every byte must be a cell of the
//!    alphabet, which also proves that no line end hides in the row. Any
//!    other line goes the cell-by-cell way, so every message and column is
//!    the same.
//! 2. **Sweeping** (this module). The two passes above, one row at a time.
//!    `Board::into_legal_moves` does it in the board's own memory: the down
//!    pass parks its finds on empty squares as a fourth state (a square in
//!    both sets), the up pass splits each row back and writes the result
//!    over it.
//! 3. **Two threads for big grids** ([`bands`] here, and the `moves`
//!    command's [`pipeline`](crate::dialects::moves::pipeline), boards of
//!    at least 2^18 squares in grid style). A worker sweeps a band of 4096
//!    words at a time (64 rows of a board 4096 squares wide, more of a
//!    narrower one) and hands each band's result bits to the main thread, which
//!    makes the text and writes it, so writing (the slowest part) starts
//!    after the first band. The down pass runs on from band to
//!    band. The up pass of a band needs the runs coming up from below its
//!    last row: they are swept from a few rows further down starting from
//!    no runs, while following where an unknown run from beyond could
//!    still be (it lives only on opponent discs, so it dies within as many
//!    rows as the longest vertical or diagonal opponent run); once it has
//!    died the carried runs are exact, else the look-ahead doubles. Past
//!    256 rows of look-ahead, one up pass over the rest of the board
//!    records the carried runs at every band end (three words per 64
//!    columns per band): at most about two sweeps in all. `No legal moves.`
//!    is still decided before a byte is written. Handing over bits rather
//!    than text is faster, also when another program holds the second core.
//! 4. **Writing** ([`crate::text::packed`]): the grid from a table, a word
//!    at a time, in chunks from one reused buffer.
//!
//! Limit: one row's text is held while it is decoded, so a board of one
//! row and a billion columns needs a billion bytes. The other way round, a
//! board of at most 16 columns and thousands of rows is read transposed
//! (`text::position`, for the grid and list styles), since its rows would
//! each take a word.

pub mod bands;

use crate::rules::Directions;
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
    /// Scratch of the upward pass: the next carried runs from the left and
    /// from the right, and each word's rightward runs.
    fl_next: Vec<u64>,
    fr_next: Vec<u64>,
    run: Vec<u64>,
    /// All ones when diagonal rays bracket, zero under
    /// [`Directions::Four`]: the diagonal runs are masked with it, so four
    /// directions are the same sweep with those runs always empty.
    diagonals: u64,
    /// Whether the row passes run their AVX2 build: decided once, for rows
    /// of at least four words (shorter ones gain nothing from the vector
    /// unit) on a processor that has it.
    #[cfg(all(feature = "simd", target_arch = "x86_64"))]
    avx2: bool,
}

impl Sweeper {
    /// Scratch for boards `cols` squares wide.
    pub fn new(cols: usize) -> Sweeper {
        Sweeper::with_directions(cols, Directions::Eight)
    }

    /// Scratch for boards `cols` squares wide under `directions`.
    pub fn with_directions(cols: usize, directions: Directions) -> Sweeper {
        let w = crate::squareset::words_per_row(cols);
        Sweeper {
            cols,
            mask: (0..w).map(|i| row_mask(cols, i)).collect(),
            straight: vec![0; w],
            from_left: vec![0; w],
            from_right: vec![0; w],
            zeros: vec![0; w],
            fl_next: vec![0; w],
            fr_next: vec![0; w],
            run: vec![0; w],
            diagonals: directions.diagonal_mask(),
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            avx2: w >= 4 && crate::cpu::features().has(crate::cpu::Feature::Avx2),
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
    /// With AVX2 (checked at run time), the same code compiled for it.
    fn down_row(&mut self, me: &[u64], opp: &[u64], prev: &[u64], out: &mut [u64]) {
        #[cfg(all(feature = "simd", target_arch = "x86_64"))]
        if self.avx2 {
            // SAFETY: `avx2` is set only when the CPU has AVX2, the one
            // feature the function enables.
            return unsafe { self.down_row_avx2(me, opp, prev, out) };
        }
        self.down_row_words(me, opp, prev, out)
    }

    #[cfg(all(feature = "simd", target_arch = "x86_64"))]
    #[target_feature(enable = "avx2")]
    fn down_row_avx2(&mut self, me: &[u64], opp: &[u64], prev: &[u64], out: &mut [u64]) {
        self.down_row_words(me, opp, prev, out)
    }

    /// [`Sweeper::down_row`] in two loops over the words, as in
    /// [`Sweeper::up_row_words`]: first each word on its own (the three
    /// upward rays; for the leftward rays, the first disc of each opponent
    /// run that follows a mover's disc added to the opponent's discs, so
    /// that the carry ripples through the run and lands past it), then the
    /// carries of those additions from word to word, left to right. A
    /// carry into a word lands on the first square past the word's bottom
    /// run of opponent discs; the squares it clears were not landings.
    #[inline(always)]
    fn down_row_words(&mut self, me: &[u64], opp: &[u64], prev: &[u64], out: &mut [u64]) {
        let w = self.mask.len();
        let (me, opp, prev, out) = (&me[..w], &opp[..w], &prev[..w], &mut out[..w]);
        let mask = &self.mask[..w];
        let (straight, sum) = (&mut self.straight[..w], &mut self.run[..w]);
        let (fl_old, fr_old) = (&self.from_left[..w], &self.from_right[..w]);
        let (fl_new, fr_new) = (&mut self.fl_next[..w], &mut self.fr_next[..w]);
        let diag = self.diagonals;
        // `lo`/`hi`: all ones when word `i` has a left/right neighbour.
        macro_rules! word {
            ($i:expr, $lo:expr, $hi:expr) => {{
                let (i, lo, hi): (usize, u64, u64) = ($i, $lo, $hi);
                let (before, after) = (i.saturating_sub(1), (i + 1).min(w - 1));
                let (m, o) = (me[i], opp[i]);
                let empty = !(m | o) & mask[i];
                // Runs of the row above, moved one column along their
                // diagonal.
                let fl_in = (fl_old[i] << 1) | ((fl_old[before] & lo) >> 63);
                let fr_in = (fr_old[i] >> 1) | ((fr_old[after] & hi) << 63);
                let pm = prev[i];
                let pm_right = (pm << 1) | ((prev[before] & lo) >> 63);
                let pm_left = (pm >> 1) | ((prev[after] & hi) << 63);
                let st = straight[i];
                let legal = empty & (st | fl_in | fr_in);
                // A disc of this row continues a run, or starts one at a
                // mover's disc of the row above.
                fl_new[i] = o & (pm_right | fl_in) & diag;
                fr_new[i] = o & (pm_left | fr_in) & diag;
                straight[i] = o & (pm | st);
                let starts = ((m << 1) | ((me[before] & lo) >> 63)) & o;
                let s = o.wrapping_add(starts);
                sum[i] = s;
                out[i] = legal | (s & empty);
            }};
        }
        if w == 1 {
            word!(0, 0, 0);
        } else {
            word!(0, 0, !0);
            for i in 1..w - 1 {
                word!(i, !0, !0);
            }
            word!(w - 1, !0, 0);
        }
        let mut carry = 0u64;
        for i in 0..w {
            let (s, o) = (sum[i], opp[i]);
            let with_carry = s.wrapping_add(carry);
            out[i] |= with_carry & !(me[i] | o) & mask[i];
            carry = ((s < o) | (with_carry < s)) as u64;
        }
        std::mem::swap(&mut self.from_left, &mut self.fl_next);
        std::mem::swap(&mut self.from_right, &mut self.fr_next);
    }

    /// Row `me`/`opp` going up: ORs into `out` the squares legal by a
    /// downward ray (runs carried from `next`, the row below) or a rightward
    /// one. With AVX2 (checked at run time), the same code compiled for it:
    /// its first loop then takes four words at a time.
    fn up_row(&mut self, me: &[u64], opp: &[u64], next: &[u64], out: &mut [u64]) {
        #[cfg(all(feature = "simd", target_arch = "x86_64"))]
        if self.avx2 {
            // SAFETY: `avx2` is set only when the CPU has AVX2, the one
            // feature the function enables.
            return unsafe { self.up_row_avx2(me, opp, next, out) };
        }
        self.up_row_words(me, opp, next, out)
    }

    #[cfg(all(feature = "simd", target_arch = "x86_64"))]
    #[target_feature(enable = "avx2")]
    fn up_row_avx2(&mut self, me: &[u64], opp: &[u64], next: &[u64], out: &mut [u64]) {
        self.up_row_words(me, opp, next, out)
    }

    /// [`Sweeper::up_row`] in two loops over the words. The first needs of
    /// each word only its own and its neighbours' old values, so words do
    /// not wait for each other (the carried runs go to second rows, swapped
    /// in after): the three downward rays, and the rightward runs inside
    /// the word (opponent discs reached from a mover's disc on their right,
    /// filled toward bit 0 in six doubling steps). The second loop goes
    /// from the right end and joins the runs across words: a run reaching
    /// bit 0 of the word to the right covers this word's top block of
    /// opponent discs, and lands just below it.
    // Deliberately unrolled: `down_row_words`'s twin, kept whole for its AVX2 vector code and bundle size.
    #[inline(always)]
    fn up_row_words(&mut self, me: &[u64], opp: &[u64], next: &[u64], out: &mut [u64]) {
        let w = self.mask.len();
        let (me, opp, next, out) = (&me[..w], &opp[..w], &next[..w], &mut out[..w]);
        let mask = &self.mask[..w];
        let (straight, run) = (&mut self.straight[..w], &mut self.run[..w]);
        let (fl_old, fr_old) = (&self.from_left[..w], &self.from_right[..w]);
        let (fl_new, fr_new) = (&mut self.fl_next[..w], &mut self.fr_next[..w]);
        let diag = self.diagonals;
        // `lo`/`hi`: all ones when word `i` has a left/right neighbour (a
        // macro, not a closure, so that it is always inlined).
        macro_rules! word {
            ($i:expr, $lo:expr, $hi:expr) => {{
                let (i, lo, hi): (usize, u64, u64) = ($i, $lo, $hi);
                let (before, after) = (i.saturating_sub(1), (i + 1).min(w - 1));
                let (m, o) = (me[i], opp[i]);
                let empty = !(m | o) & mask[i];
                let fl_in = (fl_old[i] << 1) | ((fl_old[before] & lo) >> 63);
                let fr_in = (fr_old[i] >> 1) | ((fr_old[after] & hi) << 63);
                let pm = next[i];
                let pm_right = (pm << 1) | ((next[before] & lo) >> 63);
                let pm_left = (pm >> 1) | ((next[after] & hi) << 63);
                let st = straight[i];
                let mut legal = empty & (st | fl_in | fr_in);
                fl_new[i] = o & (pm_right | fl_in) & diag;
                fr_new[i] = o & (pm_left | fr_in) & diag;
                straight[i] = o & (pm | st);
                let mut r = ((m >> 1) | ((me[after] & hi) << 63)) & o;
                let mut p = o;
                for k in [1, 2, 4, 8, 16, 32] {
                    r |= p & (r >> k);
                    p &= p >> k;
                }
                legal |= (r >> 1) & empty;
                out[i] |= legal;
                run[i] = r;
            }};
        }
        if w == 1 {
            word!(0, 0, 0);
        } else {
            word!(0, 0, !0);
            for i in 1..w - 1 {
                word!(i, !0, !0);
            }
            word!(w - 1, !0, 0);
        }
        let mut carry = 0u64;
        for i in (0..w).rev() {
            let o = opp[i];
            let top_block = u64::MAX.checked_shl(64 - o.leading_ones()).unwrap_or(0);
            let joined = top_block & carry.wrapping_neg();
            let empty = !(me[i] | o) & mask[i];
            out[i] |= ((joined >> 1) | (carry << 63)) & empty;
            carry = (run[i] | joined) & 1;
        }
        std::mem::swap(&mut self.from_left, &mut self.fl_next);
        std::mem::swap(&mut self.from_right, &mut self.fr_next);
    }
}
