//! A square of an R x C board.

/// A square, by 0-based row (0 is the top line as printed) and 0-based
/// column (0 is the left edge). Whether it lies on a given board is the
/// board's question, not the square's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// 0-based row, top to bottom.
    pub row: usize,
    /// 0-based column, left to right.
    pub col: usize,
}

impl Square {
    /// The square at `row`, `col` (both 0-based).
    pub const fn new(row: usize, col: usize) -> Square {
        Square { row, col }
    }

    /// The neighbour one step in direction `(dr, dc)`, or `None` when that
    /// step would leave the non-negative quadrant. Callers check the far
    /// edges against their board.
    pub fn step(self, (dr, dc): (isize, isize)) -> Option<Square> {
        Some(Square {
            row: self.row.checked_add_signed(dr)?,
            col: self.col.checked_add_signed(dc)?,
        })
    }
}

/// The eight directions a ray can take, as (row step, column step).
pub const DIRECTIONS: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
