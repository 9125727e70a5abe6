//! LeetCode-cn LCP 41 "黑白翻转棋" in the form LeetCode's Rust template asks
//! for: a method of `Solution`, not a program. `othello bundle lcp41
//! --leetcode` prints this file's `impl Solution` with the rules modules it
//! uses; LeetCode defines `struct Solution` itself.
//!
//! The answer comes from the rules core, as in the `lcp41` dialect
//! ([`most_chain_flips`]).

use crate::board::chain::most_chain_flips;
use crate::board::Board;
use crate::color::Color;
use crate::square::Square;

/// LeetCode's own `struct Solution`: declared here so that the crate
/// compiles and tests the method; the bundle leaves it out.
pub struct Solution;

impl Solution {
    /// The most white discs (`'O'`) one black disc (`'X'`) put on an empty
    /// square (`'.'`) of `chessboard` (its rows, top first) turns under
    /// chain flips. Rows longer than the first are cut to its length and
    /// shorter ones read as empty past their end; an unknown cell counts
    /// as empty; no row or an empty first row answers 0. Cost: one chain
    /// of flips per empty square.
    pub fn flip_chess(chessboard: Vec<String>) -> i32 {
        let cols = chessboard.first().map_or(0, String::len);
        if cols == 0 {
            return 0;
        }
        let mut board = Board::empty(chessboard.len(), cols);
        for (r, row) in chessboard.iter().enumerate() {
            for (c, cell) in row.bytes().take(cols).enumerate() {
                let disc = match cell {
                    b'X' => Some(Color::Black),
                    b'O' => Some(Color::White),
                    _ => None,
                };
                board.set(Square::new(r, c), disc);
            }
        }
        most_chain_flips(&board, Color::Black) as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(rows: &[&str]) -> Vec<String> {
        rows.iter().map(|r| r.to_string()).collect()
    }

    #[test]
    fn the_statements_examples() {
        let b = rows(&["....X.", "....X.", "XOOO..", "......", "......"]);
        assert_eq!(Solution::flip_chess(b), 3);
        assert_eq!(Solution::flip_chess(rows(&[".X.", ".O.", "XO."])), 2);
        let b = rows(&[
            ".......", ".......", ".......", "X......", ".O.....", "..O....", "....OOX",
        ]);
        assert_eq!(Solution::flip_chess(b), 4);
    }

    #[test]
    fn odd_arguments_answer_without_panicking() {
        assert_eq!(Solution::flip_chess(Vec::new()), 0);
        assert_eq!(Solution::flip_chess(rows(&[""])), 0);
        assert_eq!(Solution::flip_chess(rows(&["X.", "O", ".."])), 1);
        assert_eq!(Solution::flip_chess(rows(&["XX", "XX"])), 0);
    }
}
