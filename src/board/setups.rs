//! Starting setups of the 8 x 8 board: the standard one, and two that
//! fill lines instead (the diagonals, or the four middle columns), which
//! some problems start from.

use super::Board;
use crate::color::Color::{self, Black, White};
use crate::square::Square;

/// A starting setup of the 8 x 8 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// The standard start (white on d4 and e5, black on e4 and d5).
    Standard,
    /// Black on the main diagonal (a1 to h8), white on the other one
    /// (h1 to a8): 8 discs each.
    Diagonals,
    /// Black in columns c and d of every row, white in columns e and
    /// f: 16 discs each.
    Columns,
}

impl Setup {
    /// The three.
    pub const ALL: [Setup; 3] = [Setup::Standard, Setup::Diagonals, Setup::Columns];

    /// The board it starts from (black moves first from each).
    pub fn board(self) -> Board {
        let mut b = Board::empty(8, 8);
        let mut put = |row, col, c: Color| b.set(Square::new(row, col), Some(c));
        match self {
            Setup::Standard => {
                put(3, 3, White);
                put(4, 4, White);
                put(3, 4, Black);
                put(4, 3, Black);
            }
            Setup::Diagonals => {
                for i in 0..8 {
                    put(i, i, Black);
                    put(i, 7 - i, White);
                }
            }
            Setup::Columns => {
                for i in 0..8 {
                    put(i, 2, Black);
                    put(i, 3, Black);
                    put(i, 4, White);
                    put(i, 5, White);
                }
            }
        }
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_setups_hold_their_discs() {
        assert_eq!(Some(Setup::Standard.board()), Board::standard(8, 8));
        let counts = |s: Setup| (s.board().count(Black), s.board().count(White));
        assert_eq!(counts(Setup::Diagonals), (8, 8));
        assert_eq!(counts(Setup::Columns), (16, 16));
        let b = Setup::Diagonals.board();
        assert_eq!(b.get(Square::new(7, 7)), Some(Black));
        assert_eq!(b.get(Square::new(7, 0)), Some(White));
        let c = Setup::Columns.board();
        assert_eq!(c.get(Square::new(0, 3)), Some(Black));
        assert_eq!(c.get(Square::new(7, 4)), Some(White));
        assert_eq!(c.get(Square::new(7, 6)), None);
    }
}
