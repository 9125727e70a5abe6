//! `--validate`: a parsed position refused, at the square that shows it,
//! when it cannot arise from the standard start (see [`crate::reach`]).

use crate::error::{Error, Result};
use crate::reach::{check, Unreachable};
use crate::square::Square;
use crate::text::notation::algebraic;
use crate::text::position::Parsed;

/// `Ok` when `p` passes the reachability checks; otherwise an input error
/// at the board cell that fails them.
pub fn validate(p: &Parsed) -> Result<()> {
    report(&p.board, p.first_line, p.layout.spaced, check(&p.board))
}

/// [`validate`] for a position of three or four players: the centre
/// squares of their start (see [`crate::rules::Rules::start_squares`]).
pub fn validate_k(p: &crate::text::kcells::KParsed) -> Result<()> {
    let board = p.board();
    let (rows, cols) = (board.rows(), board.cols());
    let mut occupied = crate::squareset::SquareSet::new(rows, cols);
    for player in 0..board.players() {
        for sq in board.discs(player).iter() {
            occupied.insert(sq);
        }
    }
    let as_two =
        crate::board::Board::from_sets(occupied, crate::squareset::SquareSet::new(rows, cols))
            .expect("two disjoint sets of one shape");
    let rules = crate::rules::Rules {
        directions: crate::rules::Directions::Eight,
        players: p.players,
    };
    let result = match rules.start_squares(rows, cols) {
        None => Err(crate::reach::Unreachable::NoStandardStart),
        Some(start) => {
            let mut centre: Vec<Square> = start.into_iter().map(|(sq, _)| sq).collect();
            centre.sort_by_key(|sq| (sq.row, sq.col));
            crate::reach::check_from(&as_two, &centre)
        }
    };
    report(&as_two, p.first_line, p.layout.spaced, result)
}

/// The input error for the result of a reachability check of `board`,
/// whose first row is line `first_line`.
fn report(
    board: &crate::board::Board,
    first_line: usize,
    spaced: bool,
    result: std::result::Result<(), crate::reach::Unreachable>,
) -> Result<()> {
    let at = |sq: Square| {
        let col = if spaced { 2 * sq.col } else { sq.col };
        (first_line + sq.row, col + 1)
    };
    match result {
        Ok(()) => Ok(()),
        Err(Unreachable::NoStandardStart) => Err(Error::at(
            first_line,
            1,
            format!(
                "a {} x {} board has no standard start (both sides must be even), \
                 so no game reaches this position (--validate)",
                board.rows(),
                board.cols()
            ),
        )),
        Err(Unreachable::CentreEmpty(sq)) => {
            let (line, col) = at(sq);
            Err(Error::at(
                line,
                col,
                format!(
                    "expected a disc on {}: the standard start has one there and discs \
                     are never removed, so no game reaches this position (--validate)",
                    algebraic(sq)
                ),
            ))
        }
        Err(Unreachable::Detached(sq)) => {
            let (line, col) = at(sq);
            Err(Error::at(
                line,
                col,
                format!(
                    "the disc on {} is cut off from the centre: every move is played next \
                     to a disc, so no game reaches this position (--validate)",
                    algebraic(sq)
                ),
            ))
        }
    }
}
