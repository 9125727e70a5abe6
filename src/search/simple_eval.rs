//! A simple static evaluation for the depth-limited search, from the side
//! to move's point of view, in hundredths of a disc, roughly:
//!
//! - corners: 100 per corner held (a corner disc never flips);
//! - X squares (b2, g2, b7, g7) next to an empty corner: -50 each, since
//!   they hand that corner over; C squares (a2, b1, ...) next to an empty
//!   corner: -20 each;
//! - mobility: 10 per legal move more than the opponent has;
//! - frontier: -5 per own disc next to an empty square (such discs give the
//!   opponent moves), +5 per opponent's.

use crate::bitboard::geometry::{neighbours, CORNERS, C_BY_CORNER, X_BY_CORNER};
use crate::bitboard::moves;

/// The value of `(player, opponent)` for `player`, to move.
pub fn evaluate(player: u64, opponent: u64) -> i32 {
    let empties = !(player | opponent);
    let count = |set: u64| set.count_ones() as i32;
    let mut score = 100 * (count(player & CORNERS) - count(opponent & CORNERS));
    for (x, corner) in X_BY_CORNER {
        if corner & empties != 0 {
            score += 50 * (count(opponent & x) - count(player & x));
        }
    }
    for (c, corner) in C_BY_CORNER {
        if corner & empties != 0 {
            score += 20 * (count(opponent & c) - count(player & c));
        }
    }
    score += 10 * (count(moves(player, opponent)) - count(moves(opponent, player)));
    let frontier = neighbours(empties);
    score += 5 * (count(opponent & frontier) - count(player & frontier));
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_and_x_squares_count() {
        // Player on a1 against b2 next to... a1 held: no X penalty.
        assert_eq!(neighbours(1), 2 | 1 << 8 | 1 << 9);
        assert_eq!(neighbours(1 << 7), 1 << 6 | 1 << 14 | 1 << 15);
        let with_corner = evaluate(1, 1 << 9);
        let without = evaluate(1 << 2, 1 << 9);
        assert!(with_corner > without);
        // Holding b2 with a1 empty is worse than holding c3.
        assert!(evaluate(1 << 9, 1 << 36) < evaluate(1 << 18, 1 << 36));
    }
}
