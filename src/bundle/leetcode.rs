//! LeetCode 1958 "Check if Move is Legal" in the form LeetCode's Rust
//! template asks for: a method of `Solution`, not a program. `othello
//! bundle check-move --leetcode` prints this file's `impl Solution` with the
//! rules modules it uses; LeetCode defines `struct Solution` itself.
//!
//! The answer comes from the rules core, as in the `check-move` dialect: a
//! move is legal when it flips at least one disc ([`Board::flips`]).

use crate::board::Board;
use crate::color::Color;
use crate::square::Square;

/// LeetCode's own `struct Solution`: declared here so that the crate
/// compiles and tests the method; the bundle leaves it out.
pub struct Solution;

impl Solution {
    /// Whether `color` (`'B'` or `'W'`) may play at row `r_move`, column
    /// `c_move` (0-based) of `board` (rows of `'.'`, `'B'`, `'W'`): true
    /// when the cell is free and the move flips a disc. A cell off the
    /// board, an unknown colour or a board that is not a rectangle answers
    /// `false`; an unknown cell counts as free. Cost: the rays from the
    /// cell, after reading the board once.
    pub fn check_move(board: Vec<Vec<char>>, r_move: i32, c_move: i32, color: char) -> bool {
        let rows = board.len();
        let cols = board.first().map_or(0, Vec::len);
        if rows == 0 || cols == 0 || board.iter().any(|r| r.len() != cols) {
            return false;
        }
        let color = match color {
            'B' => Color::Black,
            'W' => Color::White,
            _ => return false,
        };
        let (r, c) = match (usize::try_from(r_move), usize::try_from(c_move)) {
            (Ok(r), Ok(c)) if r < rows && c < cols => (r, c),
            _ => return false,
        };
        let mut b = Board::empty(rows, cols);
        for (i, row) in board.iter().enumerate() {
            for (j, &cell) in row.iter().enumerate() {
                let disc = match cell {
                    'B' => Some(Color::Black),
                    'W' => Some(Color::White),
                    _ => None,
                };
                b.set(Square::new(i, j), disc);
            }
        }
        !b.flips(Square::new(r, c), color).is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&str]) -> Vec<Vec<char>> {
        rows.iter().map(|r| r.chars().collect()).collect()
    }

    #[test]
    fn leetcode_examples() {
        // LeetCode 1958, example 1: a good line from (4, 3) up and right.
        let b = grid(&[
            "...B....", "...W....", "...W....", "...W....", "WBB.WWWB", "...B....", "...B....",
            "...W....",
        ]);
        assert!(Solution::check_move(b, 4, 3, 'B'));
        // Example 2: no line ends in black at (4, 4).
        let b = grid(&[
            "........", ".B..W...", "..W.....", "...WB...", "........", "....BW..", "......W.",
            ".....B..",
        ]);
        assert!(!Solution::check_move(b, 4, 4, 'W'));
    }

    #[test]
    fn bad_arguments_answer_false() {
        let b = grid(&["....", ".WB.", ".BW.", "...."]);
        assert!(Solution::check_move(b.clone(), 0, 1, 'B'));
        assert!(!Solution::check_move(b.clone(), -1, 1, 'B'));
        assert!(!Solution::check_move(b.clone(), 0, 4, 'B'));
        assert!(!Solution::check_move(b.clone(), 0, 1, 'x'));
        assert!(!Solution::check_move(b.clone(), 1, 1, 'B'));
        assert!(!Solution::check_move(Vec::new(), 0, 0, 'B'));
        assert!(!Solution::check_move(grid(&["...", ".."]), 0, 0, 'B'));
    }
}
