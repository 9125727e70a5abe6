//! `cody`: MATLAB Cody Problem 2538 "Find the Next Legal Move in Reversi",
//! the legal squares of an N x N board as column-major linear indices. Its
//! format is its help ([`COMMAND`]; `othello cody --help`).
//!
//! Cody runs MATLAB only, so there is no bundle: the dialect computes the
//! expected row vector from the board written as text. Any N: the cells
//! are read token by token straight into packed rows (nothing is held per
//! token, and memory grows with the cells read, never with the N the
//! input declares), the moves come from the word-parallel sweep, and the
//! column-major order from turning them 64 x 64 bits at a time.

mod render;

use crate::board::Board;
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::error_about;
use crate::squareset::{words_per_row, SquareSet};
use crate::text::notation::{is_digits, parse_number};
use crate::text::packed::{decode_row, CellChars};
use crate::text::position::row_shape;
use crate::text::reader::LineReader;
use crate::text::trim_ascii_end;
use crate::text::words;
use render::render;
use std::io::{BufRead, BufReader};

/// The `cody` command.
pub const COMMAND: Command = Command {
    name: "cody",
    kind: Kind::Dialect,
    summary: "MATLAB Cody 2538: the legal moves of an N x N 0/1/2 board as column-major indices",
    #[cfg(feature = "help")]
    help: "usage: othello cody [FILE]

MATLAB Cody Problem 2538 \"Find the Next Legal Move in Reversi\". The
problem is a MATLAB function, `moves = reversi_moves(board, side)`; Cody
runs MATLAB only, so there is no bundle (`othello bundle cody` says so),
and this command computes the expected answer, to check a solution's or
a setter's.

Reads N, then the N x N board row by row (row 1 first), each cell `0`
empty, `1` black or `2` white, then the side to move, `1` or `2`: tokens
separated by spaces, tabs or line breaks, wherever the line breaks fall
(one row a line is the usual layout). The board need not come from a game
and N is anything from 1 up.

Prints the squares where the side may move (an empty square from which,
along one of the eight rays, one or more of the other side's discs are
followed directly by one of its own) as MATLAB's column-major 1-based
linear indices, `(c - 1) * N + r` for row r and column c: ascending,
separated by single spaces, then a newline; a line with just the newline
when there is none (MATLAB's `[]`).

N below 1, a cell other than `0`, `1` or `2`, a side other than `1` or
`2`, a missing token or a token after the side is bad input (status 1,
at its line and column). Time and memory grow with the N x N cells (two
bits each).

examples:
  $ printf '4\\n0 0 0 0\\n0 1 2 0\\n0 2 1 0\\n0 0 0 0\\n1\\n' | othello cody
  3 8 9 14
  $ printf '2\\n1 2\\n2 1\\n1\\n' | othello cody

  $ printf '4\\n0 0 0 0\\n0 1 1 1\\n0 2 1 0\\n0 0 0 0\\n2\\n' | othello cody
  5 13 15
  $ printf '2\\n1 2\\n2 3\\n1\\n' | othello cody
  [status 1]
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::cody::CODY),
    #[cfg(feature = "tools")]
    no_bundle: Some(
        "Cody runs MATLAB only (no Rust): `othello cody` computes the expected indices instead",
    ),
};

/// What the next token must be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Want {
    Size,
    Cell,
    Side,
    End,
}

/// The input as it is read: the board's rows so far, packed.
struct Reading {
    want: Want,
    n: usize,
    /// Cells of the current row read so far.
    col: usize,
    /// The current row's words, grown as its cells come.
    row_black: Vec<u64>,
    row_white: Vec<u64>,
    black: SquareSet,
    white: SquareSet,
    side: Color,
}

impl Reading {
    fn new() -> Reading {
        Reading {
            want: Want::Size,
            n: 0,
            col: 0,
            row_black: Vec::new(),
            row_white: Vec::new(),
            black: SquareSet::with_cols(1),
            white: SquareSet::with_cols(1),
            side: Color::Black,
        }
    }

    /// What the next token is, for messages.
    fn expected(&self) -> String {
        match self.want {
            Want::Size => "the board size N".into(),
            Want::Cell => format!(
                "the cell of row {}, column {} of {}: 0 (empty), 1 (black) or 2 (white)",
                self.black.rows() + 1,
                self.col + 1,
                self.n
            ),
            Want::Side => "the side to move, 1 (black) or 2 (white)".into(),
            Want::End => "the end of input after the side".into(),
        }
    }

    /// Takes the token `t` at line `no`, column `col`.
    #[inline]
    fn token(&mut self, no: usize, col: usize, t: &[u8]) -> Result<()> {
        match (self.want, t) {
            (Want::Cell, [b @ b'0'..=b'2']) => {
                let (w, bit) = (self.col / 64, self.col % 64);
                if bit == 0 {
                    self.row_black.push(0);
                    self.row_white.push(0);
                }
                self.row_black[w] |= ((*b == b'1') as u64) << bit;
                self.row_white[w] |= ((*b == b'2') as u64) << bit;
                self.col += 1;
                if self.col == self.n {
                    self.end_row();
                }
                Ok(())
            }
            (Want::Size, _) => self.size(no, col, t),
            (Want::Side, [b'1']) => self.side(Color::Black),
            (Want::Side, [b'2']) => self.side(Color::White),
            _ => Err(error_about(no, col, t, |q| {
                format!("expected {}, found {q}", self.expected())
            })),
        }
    }

    fn size(&mut self, no: usize, col: usize, t: &[u8]) -> Result<()> {
        self.n = match parse_number(t) {
            Some(0) => return Err(Error::at(no, col, "the board size N must be at least 1")),
            // N x N cells must be countable.
            Some(n) if n.checked_mul(n).is_some() => n,
            _ if is_digits(t) => {
                return Err(error_about(no, col, t, |q| {
                    format!("the board size {q} is too large")
                }))
            }
            _ => {
                return Err(error_about(no, col, t, |q| {
                    format!("expected the board size N (a number from 1), found {q}")
                }))
            }
        };
        self.black = SquareSet::with_cols(self.n);
        self.white = SquareSet::with_cols(self.n);
        self.want = Want::Cell;
        Ok(())
    }

    /// Takes `line` whole when it is exactly the next row, its N cells
    /// separated by single spaces (the usual layout), a word of cells at a
    /// time; `false`, taking nothing, for any other line, which the
    /// tokens then read (and blame, when it is wrong).
    fn whole_row(&mut self, line: &[u8]) -> bool {
        let line = trim_ascii_end(line);
        if self.want != Want::Cell || self.col != 0 || row_shape(line) != (self.n, true) {
            return false;
        }
        let wpr = words_per_row(self.n);
        self.row_black.resize(wpr, 0);
        self.row_white.resize(wpr, 0);
        let cells = CellChars {
            black: b'1',
            white: b'2',
            empty: b'0',
        };
        if decode_row(
            line,
            self.n,
            true,
            cells,
            &mut self.row_black,
            &mut self.row_white,
        )
        .is_none()
        {
            self.row_black.clear();
            self.row_white.clear();
            return false;
        }
        self.end_row();
        true
    }

    fn end_row(&mut self) {
        self.black.push_row(&self.row_black);
        self.white.push_row(&self.row_white);
        self.row_black.clear();
        self.row_white.clear();
        self.col = 0;
        if self.black.rows() == self.n {
            self.want = Want::Side;
        }
    }

    fn side(&mut self, side: Color) -> Result<()> {
        self.side = side;
        self.want = Want::End;
        Ok(())
    }
}

/// Reads the input: the board and the side to move.
fn read<R: BufRead>(input: &mut LineReader<R>) -> Result<(Board, Color)> {
    let mut r = Reading::new();
    while let Some((no, line)) = input.next_numbered()? {
        if r.whole_row(line) {
            continue;
        }
        for (col, t) in words(line) {
            r.token(no, col, t)?;
        }
    }
    if r.want != Want::End {
        return Err(input.eof_error(format!("expected {}, found end of input", r.expected())));
    }
    // Each cell set at most one of the two bits: the sets are disjoint.
    match Board::from_disjoint_sets(r.black, r.white) {
        Some(board) => Ok((board, r.side)),
        None => Err(input.eof_error("expected a board of at least one square")),
    }
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    // A big buffer, as `moves` has: a row then seldom straddles its end
    // (where the reader would copy it).
    let source = BufReader::with_capacity(1 << 17, open_input(args, &mut *io.stdin)?);
    let mut input = LineReader::new(source);
    let (board, side) = read(&mut input)?;
    render(io.out, &board.into_legal_moves(side))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(text: &str) -> std::result::Result<String, String> {
        let (board, side) =
            read(&mut LineReader::new(text.as_bytes())).map_err(|e| e.to_string())?;
        let mut out = Vec::new();
        render(&mut out, &board.into_legal_moves(side)).unwrap();
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn the_test_suite() {
        let four = "4\n0 0 0 0\n0 1 2 0\n0 2 1 0\n0 0 0 0\n";
        assert_eq!(answer(&format!("{four}1\n")).unwrap(), "3 8 9 14\n");
        assert_eq!(answer("2\n1 2\n2 1\n1\n").unwrap(), "\n");
        assert_eq!(answer("2 1 2 2 1 1").unwrap(), "\n");
        let other = "4\n0 0 0 0\n0 1 1 1\n0 2 1 0\n0 0 0 0\n2\n";
        assert_eq!(answer(other).unwrap(), "5 13 15\n");
        assert_eq!(answer("1\n0\n2\n").unwrap(), "\n");
    }

    #[test]
    fn wide_rows_cross_words() {
        // 70 columns: black's move at column 67 (0-based) of row 0.
        let n = 70;
        let mut text = format!("{n}\n");
        for r in 0..n {
            let row: Vec<&str> = (0..n)
                .map(|c| match (r, c) {
                    (0, 68) => "2",
                    (0, 69) => "1",
                    _ => "0",
                })
                .collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        text.push_str("1\n");
        assert_eq!(answer(&text).unwrap(), format!("{}\n", 67 * n + 1));
    }

    #[test]
    fn bad_tokens_are_located() {
        let e = |t: &str| answer(t).unwrap_err();
        assert!(e("").starts_with("line 1, col 1: expected the board size N, found end"));
        assert!(e("0\n").starts_with("line 1, col 1: the board size N must be at least 1"));
        assert!(e("x\n").starts_with("line 1, col 1: expected the board size N (a number"));
        assert!(e("99999999999\n").contains("too large"));
        assert_eq!(
            e("2\n1 2\n2 3\n1\n"),
            "line 3, col 3: expected the cell of row 2, column 2 of 2: 0 (empty), 1 (black) or 2 (white), found `3`"
        );
        assert!(e("2\n1 2\n2 1\n").starts_with("line 4, col 1: expected the side to move"));
        assert!(e("2\n1 2\n2 1\n0\n").starts_with("line 4, col 1: expected the side to move"));
        assert!(e("2\n1 2\n2 1\n1 1\n").starts_with("line 4, col 3: expected the end of input"));
        assert!(e("2\n1 2\n2 01\n1\n").starts_with("line 3, col 3: expected the cell"));
    }
}
