//! Could this position arise from the standard start? Necessary conditions
//! only, for setters who want to reject impossible inputs. No text here.
//!
//! Discs are never removed, and every move puts its disc next to a disc it
//! flips. So a position reached from the standard start has its four centre
//! squares occupied, at least 4 discs, and all its discs 8-connected to the
//! centre. A position that passes may still be unreachable (parity of
//! flips, colours of edge runs, ...): this is a filter, not a proof.

use crate::board::Board;
use crate::square::{Square, DIRECTIONS};
use crate::squareset::SquareSet;

/// Why a position cannot come from the standard start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unreachable {
    /// The board has an odd side (or one of 0), so it has no standard start.
    NoStandardStart,
    /// A centre square of the standard start is empty.
    CentreEmpty(Square),
    /// This disc is cut off from the centre: no chain of neighbouring discs
    /// links them.
    Detached(Square),
}

/// The first reason (centre squares in row-major order, then the first
/// detached disc in row-major order) why `board` cannot arise from the
/// standard start, or `Ok` when it passes every check.
///
/// Cost: O(R x C) time; memory one bit per square plus a stack of at most
/// the number of discs.
pub fn check(board: &Board) -> Result<(), Unreachable> {
    let (rows, cols) = (board.rows(), board.cols());
    if rows < 2 || cols < 2 || rows % 2 == 1 || cols % 2 == 1 {
        return Err(Unreachable::NoStandardStart);
    }
    let (a, b) = (rows / 2, cols / 2);
    let centre = [
        Square::new(a - 1, b - 1),
        Square::new(a - 1, b),
        Square::new(a, b - 1),
        Square::new(a, b),
    ];
    check_from(board, &centre)
}

/// [`check`] for a start whose discs lie on `centre` (row-major; for rule
/// sets with more players, see [`crate::rules::Rules::start_squares`]);
/// only whether squares are occupied matters, so any board whose discs
/// are the position's occupied squares will do.
pub fn check_from(board: &Board, centre: &[Square]) -> Result<(), Unreachable> {
    let (rows, cols) = (board.rows(), board.cols());
    if let Some(&sq) = centre.iter().find(|&&sq| board.get(sq).is_none()) {
        return Err(Unreachable::CentreEmpty(sq));
    }
    // Flood fill over discs from the centre.
    let mut seen = SquareSet::new(rows, cols);
    let mut stack: Vec<Square> = centre.to_vec();
    for &sq in centre {
        seen.insert(sq);
    }
    while let Some(sq) = stack.pop() {
        for d in DIRECTIONS {
            if let Some(n) = sq.step(d) {
                if board.on_board(n) && board.get(n).is_some() && !seen.contains(n) {
                    seen.insert(n);
                    stack.push(n);
                }
            }
        }
    }
    let total = board.count(crate::color::Color::Black) + board.count(crate::color::Color::White);
    if seen.len() == total {
        return Ok(());
    }
    let detached = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| Square::new(r, c)))
        .find(|&sq| board.get(sq).is_some() && !seen.contains(sq));
    match detached {
        Some(sq) => Err(Unreachable::Detached(sq)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::Color;

    #[test]
    fn the_start_and_its_children_pass() {
        let mut b = Board::standard(8, 8).unwrap();
        assert_eq!(check(&b), Ok(()));
        b.play(Square::new(2, 3), Color::Black).unwrap();
        assert_eq!(check(&b), Ok(()));
        assert_eq!(check(&Board::standard(2, 6).unwrap()), Ok(()));
    }

    #[test]
    fn impossible_positions_are_named() {
        assert_eq!(
            check(&Board::empty(3, 4)),
            Err(Unreachable::NoStandardStart)
        );
        let mut b = Board::standard(8, 8).unwrap();
        b.set(Square::new(4, 4), None);
        assert_eq!(check(&b), Err(Unreachable::CentreEmpty(Square::new(4, 4))));
        let mut b = Board::standard(8, 8).unwrap();
        b.set(Square::new(0, 7), Some(Color::White));
        assert_eq!(check(&b), Err(Unreachable::Detached(Square::new(0, 7))));
        // Diagonal neighbours link discs.
        b.set(Square::new(1, 6), Some(Color::Black));
        b.set(Square::new(2, 5), Some(Color::Black));
        assert_eq!(check(&b), Ok(()));
    }
}
