//! `lcp41`: LeetCode-cn LCP 41 "黑白翻转棋", the most white discs one
//! black disc turns under chain flips, read from stdin. Its format is its
//! help ([`COMMAND`]; `othello lcp41 --help`); the rule is the rules
//! core's ([`most_chain_flips`]), which the function form for the
//! judge itself (`othello bundle lcp41 --leetcode`) calls too.

use crate::board::chain::most_chain_flips;
use crate::board::Board;
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::{describe_char, error_about};
use crate::square::Square;
use crate::text::reader::LineReader;
use crate::text::trim_ascii_end;
use std::io::BufRead;

/// The `lcp41` command.
pub const COMMAND: Command = Command {
    name: "lcp41",
    kind: Kind::Dialect,
    summary: "LeetCode-cn LCP 41: the most `O` one `X` turns by chain flips on an R x C board",
    #[cfg(feature = "help")]
    help: "usage: othello lcp41 [FILE]

LeetCode-cn LCP 41 \"黑白翻转棋\" (flipChess), its board read from stdin:
the rows, top first, one per line, each of `.` (empty), `O` (white) and
`X` (black), all of one length; 1 to 8 rows of 1 to 8 cells. One black
disc goes on an empty square: every run of white discs that lies, without
a gap, between it and a black disc along a row, column or diagonal turns
black, and each disc turned does the same in its turn (it closes runs
against any black disc), until nothing more turns. Prints the most white
discs turned, over all empty squares, and a newline; a square where
nothing turns is allowed and counts 0 (this is not Othello's legality).

The statement promises that no white disc is bracketed at the start and
that a square is empty. Outside that promise a run closed only by two
black discs that were there before stays white: only the new disc and the
discs turned after it turn others, as the breadth-first solutions do.
Rows of unequal length, more than 8 rows or cells, another character or
no empty square is bad input (status 1, at its line and column). Blank
lines, trailing spaces and `\\r\\n` line ends are accepted. `othello
bundle lcp41 --leetcode` prints the judge's function form, `impl Solution
{ pub fn flip_chess(chessboard: Vec<String>) -> i32 }`.

examples:
  $ printf '....X.\\n....X.\\nXOOO..\\n......\\n......\\n' | othello lcp41
  3
  $ printf '.X.\\n.O.\\nXO.\\n' | othello lcp41
  2
  $ printf 'XO\\nOX\\n' | othello lcp41
  [status 1]
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::lcp41::LCP41),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The most rows, and the most cells in a row.
pub const MAX_SIDE: usize = 8;

/// Reads the rows into a board: black `X`, white `O`, empty `.`.
fn parse<R: BufRead>(input: &mut LineReader<R>) -> Result<Board> {
    let mut rows: Vec<Vec<Option<Color>>> = Vec::new();
    while let Some((no, line)) = input.next_numbered()? {
        let line = trim_ascii_end(line);
        if line.is_empty() {
            continue;
        }
        if rows.len() == MAX_SIDE {
            return Err(error_about(no, 1, line, |q| {
                format!("expected at most {MAX_SIDE} rows, found a row more: {q}")
            }));
        }
        let mut row = Vec::with_capacity(MAX_SIDE);
        for (i, &b) in line.iter().enumerate() {
            if i == MAX_SIDE {
                return Err(Error::at(
                    no,
                    i + 1,
                    format!("expected at most {MAX_SIDE} cells in a row, found more"),
                ));
            }
            row.push(match b {
                b'.' => None,
                b'O' => Some(Color::White),
                b'X' => Some(Color::Black),
                _ => {
                    return Err(Error::at(
                        no,
                        i + 1,
                        format!(
                            "unknown cell {}: expected `.`, `O` or `X`",
                            describe_char(line, i)
                        ),
                    ))
                }
            });
        }
        if let Some(first) = rows.first().filter(|f| f.len() != row.len()) {
            return Err(Error::at(
                no,
                row.len().min(first.len()) + 1,
                format!(
                    "expected {} cells, as in the first row, found {}",
                    first.len(),
                    row.len()
                ),
            ));
        }
        rows.push(row);
    }
    let cols = match rows.first() {
        Some(first) => first.len(),
        None => {
            return Err(
                input.eof_error("expected the board's rows (`.`, `O` and `X`), found end of input")
            )
        }
    };
    let mut board = Board::empty(rows.len(), cols);
    let mut empty = false;
    for (r, row) in rows.iter().enumerate() {
        for (c, &disc) in row.iter().enumerate() {
            board.set(Square::new(r, c), disc);
            empty |= disc.is_none();
        }
    }
    if !empty {
        return Err(input.eof_error("the board has no empty square `.` to put the black disc on"));
    }
    Ok(board)
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let board = parse(&mut input)?;
    writeln!(io.out, "{}", most_chain_flips(&board, Color::Black))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(text: &str) -> std::result::Result<usize, String> {
        let board = parse(&mut LineReader::new(text.as_bytes())).map_err(|e| e.to_string())?;
        Ok(most_chain_flips(&board, Color::Black))
    }

    #[test]
    fn the_statements_examples_and_blank_lines() {
        assert_eq!(answer("....X.\n....X.\nXOOO..\n......\n......\n"), Ok(3));
        assert_eq!(answer("\n.X.\r\n.O. \n\nXO.\n\n"), Ok(2));
        assert_eq!(
            answer(".......\n.......\n.......\nX......\n.O.....\n..O....\n....OOX\n"),
            Ok(4)
        );
        assert_eq!(answer(".\n"), Ok(0));
    }

    #[test]
    fn bad_input_is_located() {
        let e = |t: &str| answer(t).unwrap_err();
        assert!(e("").starts_with("line 1, col 1: expected the board's rows"));
        assert!(e("..\n.\n").starts_with("line 2, col 2: expected 2 cells"));
        assert!(e("..\n...\n").starts_with("line 2, col 3: expected 2 cells"));
        assert!(e(".x\n").starts_with("line 1, col 2: unknown cell `x`"));
        assert!(e(".........\n").starts_with("line 1, col 9: expected at most 8 cells"));
        assert!(e(&".\n".repeat(9)).starts_with("line 9, col 1: expected at most 8 rows"));
        assert!(e("XO\nOX\n").starts_with("line 3, col 1: the board has no empty"));
    }
}
