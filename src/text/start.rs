//! The standard start of a rule set on a board of a given size, or the
//! usage error that says why `--size` does not fit it.

use crate::board::Board;
use crate::error::{Error, Result};
use crate::rules::Rules;

/// The board of the standard start of `rules` on `rows` x `cols`, or the
/// usage error of a `--size` it does not fit (odd, or below
/// [`Rules::min_start_side`], which the message names).
pub fn start_board(rows: usize, cols: usize, rules: Rules) -> Result<Board> {
    Board::standard_for(rows, cols, rules).ok_or_else(|| {
        let min = rules.min_start_side();
        let odd = rows % 2 == 1 || cols % 2 == 1;
        Error::usage(if rules.players > 2 && !odd {
            format!(
                "--size {rows}x{cols}: the {}-player start needs sides of at least {min}",
                rules.players
            )
        } else {
            format!("--size {rows}x{cols}: the standard start needs even sizes, at least {min}")
        })
    })
}
