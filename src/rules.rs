//! A rule set: which rays bracket discs and how many players take turns.
//! No text here.
//!
//! Every variant is the two-player rule seen from the mover: for player p
//! the "opponent" is the union of the other players' discs, so the sweeps
//! and flips of two players serve K players given two planes (p's discs,
//! everyone else's). Four directions are the eight with the diagonals
//! masked off (see [`Directions`]).
//!
//! Beside the rule set, the nouns of a game's rules: [`directions`], the
//! rays, and [`costs`], a square's price and a player's budget.

pub mod costs;
pub mod directions;

use crate::square::Square;
pub use directions::Directions;

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

    /// The smallest side of a board that the standard start of these rules
    /// fits on: 2 for two players, 4 for three (a 3 x 4 block), 6 for four
    /// (the centre 4 x 4).
    pub fn min_start_side(self) -> usize {
        match self.players {
            2 => 2,
            3 => 4,
            _ => 6,
        }
    }

    /// The occupied squares of the standard start on an R x C board (R, C
    /// even, at least [`Rules::min_start_side`]), with their players
    /// (0-based). Two players keep the usual start (white top left and
    /// bottom right of the centre 2 x 2). Three and four players start with
    /// four discs each, so that no first move can put a player out of the
    /// game: three fill the 3 x 4 block of rows R/2 .. R/2+2 and columns
    /// C/2-1 .. C/2+2 (1-based) row by row as `1231`, `2312`, `3123`; four
    /// fill the centre 4 x 4 (rows R/2-1 .. R/2+2, same columns) as
    /// `1234`, `3412`, `4321`, `2143`. `None` for other sizes.
    pub fn start_squares(self, rows: usize, cols: usize) -> Option<Vec<(Square, usize)>> {
        let min = self.min_start_side();
        if rows < min || cols < min || rows % 2 == 1 || cols % 2 == 1 {
            return None;
        }
        // The pattern's rows (players 1-based, as the text writes them,
        // 0 for empty) and its top-left square, 0-based.
        let (pattern, top, left): (&[&[u8]], usize, usize) = match self.players {
            2 => (&[&[2, 1], &[1, 2]], rows / 2 - 1, cols / 2 - 1),
            3 => (
                &[&[1, 2, 3, 1], &[2, 3, 1, 2], &[3, 1, 2, 3]],
                rows / 2 - 1,
                cols / 2 - 2,
            ),
            _ => (
                &[&[1, 2, 3, 4], &[3, 4, 1, 2], &[4, 3, 2, 1], &[2, 1, 4, 3]],
                rows / 2 - 2,
                cols / 2 - 2,
            ),
        };
        let mut squares = Vec::new();
        for (i, line) in pattern.iter().enumerate() {
            for (j, &p) in line.iter().enumerate() {
                if p > 0 {
                    squares.push((Square::new(top + i, left + j), usize::from(p - 1)));
                }
            }
        }
        Some(squares)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(players: usize) -> Rules {
        Rules {
            directions: Directions::Eight,
            players,
        }
    }

    #[test]
    fn every_player_starts_with_four_discs_from_three_players_up() {
        for (players, side) in [(3, 4), (3, 8), (4, 6), (4, 10)] {
            let squares = rules(players).start_squares(side, side).unwrap();
            for p in 0..players {
                assert_eq!(squares.iter().filter(|s| s.1 == p).count(), 4);
            }
        }
        // Two players: the usual centre, white (1) on the top-left.
        let two = rules(2).start_squares(8, 8).unwrap();
        assert_eq!(two.len(), 4);
        assert!(two.contains(&(Square::new(3, 3), 1)));
        assert!(two.contains(&(Square::new(3, 4), 0)));
    }

    #[test]
    fn a_board_below_the_minimum_side_has_no_start() {
        assert_eq!(rules(2).min_start_side(), 2);
        assert_eq!(rules(3).min_start_side(), 4);
        assert_eq!(rules(4).min_start_side(), 6);
        assert!(rules(3).start_squares(2, 8).is_none());
        assert!(rules(4).start_squares(6, 4).is_none());
        assert!(rules(4).start_squares(7, 8).is_none());
        assert!(rules(2).start_squares(2, 2).is_some());
    }
}
