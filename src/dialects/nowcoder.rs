//! `nowcoder`: Nowcoder "黑白棋", the board after one move. Its format, with
//! what an illegal move does (the statement does not say), is its help
//! ([`COMMAND`]; `othello nowcoder --help`).

use crate::board::{Board, IllegalMove};
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::Result;
use crate::quote::error_about_words;
use crate::square::Square;
use crate::text::fixed::read_fixed_board;
use crate::text::notation::parse_number;
use crate::text::position::{player_symbol, write_board, Alphabet, Layout};
use crate::text::reader::{LineReader, Token};
use std::io::BufRead;

/// The `nowcoder` command.
pub const COMMAND: Command = Command {
    name: "nowcoder",
    kind: Kind::Dialect,
    summary: "Nowcoder 黑白棋: the */+ board after one move, many cases",
    #[cfg(feature = "help")]
    help: "usage: othello nowcoder [FILE]

Nowcoder \"黑白棋\". Reads cases to end of input: 8 board lines (`*` black,
`+` white, `.` empty), then `r c e` (1-based row, column, piece * or +).
Prints each board after the move, then an empty line (also after the
last case). On an occupied square the board is unchanged; a move that
brackets nothing still places its disc and flips nothing; both print the
board as usual and a warning on stderr (`othello: warning: case K (line
L): (r,c) is occupied; ...`), and the exit status stays 0. Empty input is
zero cases; blank lines between cases are skipped; a row or column
outside 1..8 or a piece other than * and + is bad input (status 1).

example:
  $ printf '........\\n........\\n........\\n...+*...\\n...*+...\\n........\\n........\\n........\\n4 3 *\\n' | othello nowcoder
  ........
  ........
  ........
  ..***...
  ...*+...
  ........
  ........
  ........

",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::formats::NOWCODER),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The board is always 8 x 8.
const SIZE: usize = 8;

/// The cells: `*` black, `+` white, `.` empty.
const CELLS: &Alphabet = crate::text::position::STARS;

/// Boards are written back side by side in [`CELLS`].
const LAYOUT: Layout = Layout {
    alphabet: CELLS,
    spaced: false,
};

/// A case's move line: where, and whose piece.
#[derive(Debug)]
struct MoveLine {
    square: Square,
    color: Color,
}

/// Parses the tokens of the `r c e` line numbered `no`.
fn parse_move(tokens: &[Token], no: usize) -> Result<MoveLine> {
    if tokens.len() < 3 {
        let f: Vec<(usize, &[u8], usize)> =
            tokens.iter().map(|t| (t.col, &t.text[..], t.len)).collect();
        let col = f.last().map_or(1, |&(c, _, len)| c + len);
        return Err(error_about_words(no, col, &f, |q| {
            format!("expected the move `r c e` (row, column, piece * or +), found {q}")
        }));
    }
    if let Some(extra) = tokens.get(3) {
        return Err(extra
            .error_about(|q| format!("expected the end of the line after the piece, found {q}")));
    }
    let mut coord = [0; 2];
    for (i, what) in ["row", "column"].into_iter().enumerate() {
        let t = &tokens[i];
        coord[i] = match parse_number(&t.text) {
            Some(n) if (1..=SIZE).contains(&n) => n - 1,
            Some(n) => {
                return Err(t.error(format!(
                    "{what} {n} is off the board: rows and columns run from 1 to 8"
                )))
            }
            None => {
                return Err(t.error_about(|q| format!("expected the {what} (1 to 8), found {q}")))
            }
        };
    }
    let color = match &tokens[2].text[..] {
        b"*" => Color::Black,
        b"+" => Color::White,
        _ => {
            return Err(
                tokens[2].error_about(|q| format!("expected the piece `*` or `+`, found {q}"))
            )
        }
    };
    Ok(MoveLine {
        square: Square::new(coord[0], coord[1]),
        color,
    })
}

/// Applies `mv` the way this dialect defines it, returning a warning when
/// the move is illegal.
fn apply(board: &mut Board, mv: &MoveLine) -> Option<String> {
    let (r, c) = (mv.square.row + 1, mv.square.col + 1);
    match board.play(mv.square, mv.color) {
        Ok(_) => None,
        Err(IllegalMove::NoFlips) => {
            board.set(mv.square, Some(mv.color));
            let piece = player_symbol(mv.color, LAYOUT) as char;
            Some(format!(
                "{piece} at ({r},{c}) brackets nothing; placed without flips"
            ))
        }
        // Off-board squares are refused when the move line is read.
        Err(IllegalMove::Occupied | IllegalMove::OffBoard) => Some(format!(
            "({r},{c}) is occupied; the board is left unchanged"
        )),
    }
}

fn run(args: &crate::cli::args::Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    // No line of the format is long: a 50 MB one costs its first MiB.
    #[cfg(feature = "line-limits")]
    input.limit_lines(crate::text::reader::LineLimit::at_most(1 << 20));
    let mut case = 0;
    while let Some(mut board) = read_fixed_board(&mut input, SIZE, SIZE, CELLS)? {
        case += 1;
        let (line, mv) = read_move(&mut input)?;
        let warning = apply(&mut board, &mv);
        write_board(io.out, &board, LAYOUT, None)?;
        io.out.write_all(b"\n")?;
        if let Some(warning) = warning {
            // The case's board first, so that the two streams interleave in
            // order when they share a terminal.
            io.out.flush()?;
            writeln!(
                io.err,
                "othello: warning: case {case} (line {line}): {warning}"
            )?;
        }
    }
    Ok(())
}

/// Reads the move line after a board, with its line number.
fn read_move<R: BufRead>(input: &mut LineReader<R>) -> Result<(usize, MoveLine)> {
    let tokens = match input.next_line_tokens()? {
        Some(tokens) => tokens,
        None => {
            return Err(input.eof_error(
                "expected the move `r c e` (row, column, piece * or +) after the board",
            ))
        }
    };
    let no = input.line_no();
    Ok((no, parse_move(&tokens, no)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_lines_parse_with_places() {
        let parse = |l: &[u8]| {
            let tokens = LineReader::new(l).next_line_tokens()?.unwrap_or_default();
            parse_move(&tokens, 1)
        };
        let m = parse(b"4 3 *").unwrap();
        assert_eq!((m.square, m.color), (Square::new(3, 2), Color::Black));
        let e = |l: &[u8]| parse(l).unwrap_err().to_string();
        assert!(e(b"4 9 *").starts_with("line 1, col 3: column 9 is off"));
        assert!(e(b"4 3").starts_with("line 1, col 4: expected the move"));
        assert!(e(b"4 3 x").starts_with("line 1, col 5: expected the piece"));
        assert!(e(b"4 3 * 1").starts_with("line 1, col 7: expected the end"));
        assert!(e(b"a 3 *").starts_with("line 1, col 1: expected the row"));
    }
}
