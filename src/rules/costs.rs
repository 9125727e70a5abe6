//! Move costs: what playing on each square costs, and the budget every
//! player starts with. No text here.
//!
//! Costs are part of a game's rule set beside [`crate::rules::Rules`]:
//! the game ([`crate::game::Game`]) takes them as an option, and only moves
//! whose cost the mover can still pay count as moves.

use crate::square::Square;
use crate::squareset::SquareSet;

/// The largest cost of a square.
pub const MAX_COST: u64 = 1_000_000_000;

/// The largest budget.
pub const MAX_BUDGET: u64 = 1_000_000_000_000_000_000;

/// What playing on each square costs, and each player's starting budget.
///
/// Invariant: one cost per square of the board it was made for, row-major,
/// each at most [`MAX_COST`]; the budget, if any, at most [`MAX_BUDGET`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Costs {
    cols: usize,
    grid: Vec<u32>,
    budget: Option<u64>,
}

impl Costs {
    /// Costs from `rows` of equal length (each cost at most
    /// [`MAX_COST`]) and an optional budget (at most [`MAX_BUDGET`];
    /// `None` is unlimited). `None` if the rows are ragged or empty, or a
    /// number is out of range.
    pub fn new(rows: &[Vec<u64>], budget: Option<u64>) -> Option<Costs> {
        let cols = rows.first()?.len();
        if cols == 0 || rows.iter().any(|r| r.len() != cols) {
            return None;
        }
        if matches!(budget, Some(b) if b > MAX_BUDGET) {
            return None;
        }
        let mut grid = Vec::with_capacity(rows.len() * cols);
        for &c in rows.iter().flatten() {
            if c > MAX_COST {
                return None;
            }
            grid.push(c as u32);
        }
        Some(Costs { cols, grid, budget })
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.grid.len() / self.cols
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cost of playing on `sq` (on the grid).
    pub fn cost(&self, sq: Square) -> u64 {
        u64::from(self.grid[sq.row * self.cols + sq.col])
    }

    /// The costs of the board turned about its main diagonal (see
    /// [`crate::board::Board::transposed`]): square (r, c) costs what
    /// (c, r) cost here.
    #[cfg(feature = "thin-boards")]
    pub fn transposed(&self) -> Costs {
        let (rows, cols) = (self.rows(), self.cols);
        let mut grid = Vec::with_capacity(self.grid.len());
        for c in 0..cols {
            grid.extend((0..rows).map(|r| self.grid[r * cols + c]));
        }
        Costs {
            cols: rows,
            grid,
            budget: self.budget,
        }
    }

    /// Every player's starting budget; `None` is unlimited.
    pub fn budget(&self) -> Option<u64> {
        self.budget
    }

    /// The affordable squares of `legal` for a player with `left` to spend
    /// (`None`: unlimited), and the cheapest of them (the first in
    /// row-major order on a tie) with its cost.
    pub fn affordable(
        &self,
        legal: &SquareSet,
        left: Option<u64>,
    ) -> (SquareSet, Option<(Square, u64)>) {
        let mut out = SquareSet::new(legal.rows(), legal.cols());
        let mut cheapest: Option<(Square, u64)> = None;
        for sq in legal.iter() {
            let c = self.cost(sq);
            if !matches!(left, Some(b) if c > b) {
                out.insert(sq);
                if !matches!(cheapest, Some((_, best)) if c >= best) {
                    cheapest = Some((sq, c));
                }
            }
        }
        (out, cheapest)
    }
}
