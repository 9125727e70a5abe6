//! A rule set: which rays bracket discs and how many players take turns.
//! No text here.
//!
//! Every variant is the two-player rule seen from the mover: for player p
//! the "opponent" is the union of the other players' discs, so the sweeps
//! and flips of two players serve K players given two planes (p's discs,
//! everyone else's). Four directions are the eight with the diagonals
//! masked off (see [`Directions`]).

pub use crate::directions::Directions;
use crate::square::Square;

/// The most players a game may have.
pub const MAX_PLAYERS: usize = 4;

/// A rule set: the rays that bracket and the number of players (2 to
/// [`MAX_PLAYERS`]). Players are numbered from 0 inside the library (0 is
/// black and 1 white with two players); text numbers them from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Which rays bracket discs.
    pub directions: Directions,
    /// How many players take turns, 2 to [`MAX_PLAYERS`].
    pub players: usize,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::STANDARD
    }
}

impl Rules {
    /// Two players, eight directions.
    pub const STANDARD: Rules = Rules {
        directions: Directions::Eight,
        players: 2,
    };

    /// Whether these are the usual rules (two players, eight directions).
    pub fn is_standard(self) -> bool {
        self == Rules::STANDARD
    }

    /// The player after `p` in turn order.
    pub fn next(self, p: usize) -> usize {
        (p + 1) % self.players
    }

    /// The occupied centre squares of the standard start on an R x C board
    /// (R, C even, at least 2), with their players, clockwise from the top
    /// left: two players keep the usual start (white top left and bottom
    /// right); three or four hold 0, 1, 2 (and 3) clockwise, three leaving
    /// the bottom-left square empty. `None` for other sizes.
    pub fn start_squares(self, rows: usize, cols: usize) -> Option<Vec<(Square, usize)>> {
        if rows < 2 || cols < 2 || rows % 2 == 1 || cols % 2 == 1 {
            return None;
        }
        let (a, b) = (rows / 2 - 1, cols / 2 - 1);
        let clockwise = [
            Square::new(a, b),
            Square::new(a, b + 1),
            Square::new(a + 1, b + 1),
            Square::new(a + 1, b),
        ];
        Some(if self.players == 2 {
            clockwise.iter().copied().zip([1, 0, 1, 0]).collect()
        } else {
            clockwise.iter().copied().zip(0..self.players).collect()
        })
    }
}
