//! `--validate`: a parsed position refused, at the square that shows it,
//! when it cannot arise from the standard start (see [`crate::board::reach`]).

use crate::board::reach::{check, Unreachable};
use crate::error::{Error, Result};
use crate::text::notation::algebraic;
use crate::text::position::Parsed;

/// `Ok` when `p` passes the reachability checks; otherwise an input error
/// at the board cell that fails them.
pub fn validate(p: &Parsed) -> Result<()> {
    report(&p.board, p.first_line, p.layout.spaced, check(&p.board))
}

/// The input error for the result of a reachability check of `board`,
/// whose first row is line `first_line`.
pub(crate) fn report(
    board: &crate::board::Board,
    first_line: usize,
    spaced: bool,
    result: std::result::Result<(), crate::board::reach::Unreachable>,
) -> Result<()> {
    let (sq, why) = match result {
        Ok(()) => return Ok(()),
        Err(Unreachable::NoStandardStart) => {
            return Err(Error::at(
                first_line,
                1,
                format!(
                    "a {} x {} board has no standard start (both sides must be even), \
                     so no game reaches this position (--validate)",
                    board.rows(),
                    board.cols()
                ),
            ))
        }
        Err(Unreachable::CentreEmpty(sq)) => (
            sq,
            (
                "expected a disc on ",
                ": the standard start has one there and discs are never removed",
            ),
        ),
        Err(Unreachable::Detached(sq)) => (
            sq,
            (
                "the disc on ",
                " is cut off from the centre: every move is played next to a disc",
            ),
        ),
    };
    // The square named in the sentence, and the input cell that shows it.
    let (before, after) = why;
    let col = if spaced { 2 * sq.col } else { sq.col };
    Err(Error::at(
        first_line + sq.row,
        col + 1,
        format!(
            "{before}{}{after}, so no game reaches this position (--validate)",
            algebraic(sq)
        ),
    ))
}
