//! The generic board and the 8 x 8 bitboard, each made from the other.
//!
//! These are methods of [`Bitboard`], written here because the board sits
//! above the bitboard (it hands its 8 x 8 work to the bitboard's words):
//! the bitboard knows nothing of the board.

use super::Board;
use crate::bitboard::{square, squares, Bitboard};
use crate::color::Color;

impl Bitboard {
    /// `board` seen from `to_move`, or `None` when it is not 8 x 8.
    pub fn from_board(board: &Board, to_move: Color) -> Option<Bitboard> {
        if board.rows() != 8 || board.cols() != 8 {
            return None;
        }
        let mut pos = Bitboard {
            player: 0,
            opponent: 0,
        };
        for i in 0..64 {
            match board.get(square(i)) {
                Some(c) if c == to_move => pos.player |= 1 << i,
                Some(_) => pos.opponent |= 1 << i,
                None => {}
            }
        }
        Some(pos)
    }

    /// The generic board of this position, when `to_move` is to move.
    pub fn to_board(self, to_move: Color) -> Board {
        let mut board = Board::empty(8, 8);
        for (c, set) in [(to_move, self.player), (to_move.opponent(), self.opponent)] {
            for sq in squares(set) {
                board.set(sq, Some(c));
            }
        }
        board
    }
}
