//! Starting setups other than the standard one: the three of CCC 2006
//! Junior 5 ("CCC Othello"), which its statement draws and names `a`, `b`
//! and `c` (the letters are the `ccc` dialect's; here they are boards).

use super::Board;
use crate::color::Color::{self, Black, White};
use crate::square::Square;

/// A starting setup of CCC 2006 Junior 5, on the 8 x 8 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CccSetup {
    /// `a`: the standard start (white on d4 and e5, black on e4 and d5).
    Standard,
    /// `b`: black on the main diagonal (a1 to h8), white on the other one
    /// (h1 to a8): 8 discs each.
    Diagonals,
    /// `c`: black in columns c and d of every row, white in columns e and
    /// f: 16 discs each.
    Columns,
}

impl CccSetup {
    /// The three, in the statement's order: `a`, `b`, `c`.
    pub const ALL: [CccSetup; 3] = [CccSetup::Standard, CccSetup::Diagonals, CccSetup::Columns];

    /// The board it starts from (black moves first from each).
    pub fn board(self) -> Board {
        let mut b = Board::empty(8, 8);
        let mut put = |row, col, c: Color| b.set(Square::new(row, col), Some(c));
        match self {
            CccSetup::Standard => {
                put(3, 3, White);
                put(4, 4, White);
                put(3, 4, Black);
                put(4, 3, Black);
            }
            CccSetup::Diagonals => {
                for i in 0..8 {
                    put(i, i, Black);
                    put(i, 7 - i, White);
                }
            }
            CccSetup::Columns => {
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
    fn the_setups_hold_what_the_statement_draws() {
        assert_eq!(Some(CccSetup::Standard.board()), Board::standard(8, 8));
        let counts = |s: CccSetup| (s.board().count(Black), s.board().count(White));
        assert_eq!(counts(CccSetup::Diagonals), (8, 8));
        assert_eq!(counts(CccSetup::Columns), (16, 16));
        let b = CccSetup::Diagonals.board();
        assert_eq!(b.get(Square::new(7, 7)), Some(Black));
        assert_eq!(b.get(Square::new(7, 0)), Some(White));
        let c = CccSetup::Columns.board();
        assert_eq!(c.get(Square::new(0, 3)), Some(Black));
        assert_eq!(c.get(Square::new(7, 4)), Some(White));
        assert_eq!(c.get(Square::new(7, 6)), None);
    }
}
