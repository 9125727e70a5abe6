//! A set of squares of an R x C board, one bit per square.

use crate::square::Square;

/// A set of squares of an R x C board, packed one bit per square.
///
/// Layout (the one invariant every word operation relies on): rows are
/// stored top to bottom, each padded to a whole number of 64-bit words;
/// column `c` of row `r` is bit `c % 64` of word `r * words_per_row + c / 64`.
/// Padding bits past the last column are always zero.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareSet {
    rows: usize,
    cols: usize,
    wpr: usize,
    words: Vec<u64>,
}

/// Words needed for one row of `cols` squares.
pub const fn words_per_row(cols: usize) -> usize {
    div_ceil(cols, 64)
}

/// `a / b` rounded up (`usize::div_ceil`, which judges' older compilers
/// lack). Panics if `b` is 0.
pub const fn div_ceil(a: usize, b: usize) -> usize {
    let q = a / b;
    q + (q * b < a) as usize
}

/// The mask of the valid (non-padding) bits of word `i` of a row of `cols`
/// squares.
pub fn row_mask(cols: usize, i: usize) -> u64 {
    let lo = i * 64;
    if cols >= lo + 64 {
        !0
    } else if cols <= lo {
        0
    } else {
        (1u64 << (cols - lo)) - 1
    }
}

impl SquareSet {
    /// The empty set of an R x C board. Allocates R * ceil(C / 64) words.
    pub fn new(rows: usize, cols: usize) -> SquareSet {
        let wpr = words_per_row(cols);
        SquareSet {
            rows,
            cols,
            wpr,
            words: vec![0; rows * wpr],
        }
    }

    /// A set with `cols` columns and no rows yet, to be grown with
    /// [`SquareSet::push_row`] (for readers that learn the height as they go).
    pub fn with_cols(cols: usize) -> SquareSet {
        SquareSet::new(0, cols)
    }

    /// Appends a row given as its words. Panics if `words` has the wrong
    /// length; padding bits are cleared.
    pub fn push_row(&mut self, words: &[u64]) {
        assert_eq!(words.len(), self.wpr, "row of the wrong width");
        self.words.extend_from_slice(words);
        if let Some(last) = self.words.last_mut() {
            *last &= row_mask(self.cols, self.wpr - 1);
        }
        self.rows += 1;
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Words per row (`ceil(cols / 64)`).
    pub fn words_per_row(&self) -> usize {
        self.wpr
    }

    /// The words of row `r`. Panics if `r` is not a row.
    pub fn row(&self, r: usize) -> &[u64] {
        &self.words[r * self.wpr..(r + 1) * self.wpr]
    }

    /// The words of row `r`, mutable; callers keep padding bits zero.
    pub fn row_mut(&mut self, r: usize) -> &mut [u64] {
        &mut self.words[r * self.wpr..(r + 1) * self.wpr]
    }

    /// Whether `sq` lies inside the R x C rectangle.
    pub fn on_board(&self, sq: Square) -> bool {
        sq.row < self.rows && sq.col < self.cols
    }

    fn index(&self, sq: Square) -> (usize, u64) {
        debug_assert!(self.on_board(sq));
        (sq.row * self.wpr + sq.col / 64, 1u64 << (sq.col % 64))
    }

    /// Whether `sq` is in the set (false for squares off the board).
    pub fn contains(&self, sq: Square) -> bool {
        if !self.on_board(sq) {
            return false;
        }
        let (i, bit) = self.index(sq);
        self.words[i] & bit != 0
    }

    /// Adds `sq`. Panics if `sq` is off the board.
    pub fn insert(&mut self, sq: Square) {
        assert!(self.on_board(sq), "square off the board");
        let (i, bit) = self.index(sq);
        self.words[i] |= bit;
    }

    /// Removes `sq` (no effect off the board).
    pub fn remove(&mut self, sq: Square) {
        if self.on_board(sq) {
            let (i, bit) = self.index(sq);
            self.words[i] &= !bit;
        }
    }

    /// Whether the set has no square.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// Number of squares in the set.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The `k`-th square in row-major order (0-based), `None` when the set
    /// has at most `k` squares. O(words + 64).
    pub fn nth(&self, mut k: usize) -> Option<Square> {
        for (i, &w) in self.words.iter().enumerate() {
            let n = w.count_ones() as usize;
            if k >= n {
                k -= n;
                continue;
            }
            let mut w = w;
            for _ in 0..k {
                w &= w - 1;
            }
            let (row, base) = (i / self.wpr, (i % self.wpr) * 64);
            return Some(Square::new(row, base + w.trailing_zeros() as usize));
        }
        None
    }

    /// Makes this set a copy of `other`, reusing this set's memory when it
    /// is large enough (no allocation between sets of one board size).
    pub fn copy_from(&mut self, other: &SquareSet) {
        self.rows = other.rows;
        self.cols = other.cols;
        self.wpr = other.wpr;
        self.words.clear();
        self.words.extend_from_slice(&other.words);
    }

    /// The set of the C x R board turned about its main diagonal: square
    /// (r, c) becomes (c, r). O(words + squares).
    pub fn transposed(&self) -> SquareSet {
        let mut t = SquareSet::new(self.cols, self.rows);
        for sq in self.iter() {
            t.insert(sq.transposed());
        }
        t
    }

    /// The squares in row-major order (top row first, left to right).
    pub fn iter(&self) -> impl Iterator<Item = Square> + '_ {
        let wpr = self.wpr;
        self.words.iter().enumerate().flat_map(move |(i, &w)| {
            let (row, base) = (i / wpr, (i % wpr) * 64);
            Bits(w).map(move |b| Square::new(row, base + b))
        })
    }
}

/// The set bits of a word, lowest first.
struct Bits(u64);

impl Iterator for Bits {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let b = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_in_row_major_order_across_words() {
        let mut s = SquareSet::new(3, 130);
        let squares = [(0, 0), (0, 63), (0, 64), (1, 129), (2, 5), (2, 128)];
        for &(r, c) in squares.iter().rev() {
            s.insert(Square::new(r, c));
        }
        let got: Vec<_> = s.iter().map(|q| (q.row, q.col)).collect();
        assert_eq!(got, squares);
        assert_eq!(s.len(), 6);
        assert!(!s.contains(Square::new(3, 0)));
        assert!(!s.contains(Square::new(0, 130)));
    }

    #[test]
    fn row_mask_covers_exactly_the_columns() {
        assert_eq!(row_mask(64, 0), !0);
        assert_eq!(row_mask(65, 1), 1);
        assert_eq!(row_mask(3, 0), 7);
        assert_eq!(row_mask(64, 1), 0);
    }
}
