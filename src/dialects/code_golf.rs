//! `code-golf`: code.golf "Reversi", O's legal moves marked `!` on boards
//! that the judge passes as program arguments. Its format, and how a board
//! argument is told from a FILE, is its help ([`COMMAND`]; `othello
//! code-golf --help`).
//!
//! A board argument is read by the same reader as a board on standard
//! input, over the argument's own bytes; its errors are located in the
//! argument and name it.

use crate::board::Board;
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::error_about;
use crate::text::fixed::read_fixed_board;
use crate::text::position::{write_board, Alphabet, Layout};
use crate::text::reader::LineReader;
use std::io::{BufRead, Write};

/// The `code-golf` command.
pub const COMMAND: Command = Command {
    name: "code-golf",
    kind: Kind::Dialect,
    summary: "code.golf Reversi: boards as arguments, O's legal moves marked `!`",
    #[cfg(feature = "help")]
    help: "usage: othello code-golf BOARD...
       othello code-golf [FILE]

code.golf \"Reversi\". A board is 8 rows of 8 cells: `.` empty, `X` (the
side that moved first: X plays black's part, the start being O on d4 and
e5, X on e4 and d5) and `O`. It is O's turn on every board. Prints each
board with every square where O may move replaced by `!` (a board where O
has no move comes back unchanged), the boards separated by one blank
line, one newline after the last.

The judge passes each board as one program argument, its rows joined by
line breaks. An argument holding a line break is a board (blank lines
around it are ignored; a board per argument); boards are answered in the
order of their arguments. Without board arguments the boards are read
from FILE, or standard input when FILE is absent or `-`, separated by
blank lines. An argument without a line break is the FILE: a FILE and
board arguments together are a usage error (status 2).

A row of other than 8 cells (trailing spaces aside), another character, a
board cut short, a ninth row, or no board at all is bad input (status 1,
at its line and column: in a board argument, the line and column within
that argument, which the message names); the boards before it stay
answered.

examples:
  $ othello code-golf \"$(printf '........\\n........\\n........\\n...OX...\\n...XXX..\\n........\\n........\\n........')\"
  ........
  ........
  ........
  ...OX!..
  ...XXX..
  ...!.!..
  ........
  ........
  $ printf '........\\n........\\n........\\n...OX...\\n...XO...\\n........\\n........\\n........\\n' | othello code-golf
  ........
  ........
  ....!...
  ...OX!..
  ..!XO...
  ...!....
  ........
  ........
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::code_golf::CODE_GOLF),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The board is always 8 x 8.
const SIZE: usize = 8;

/// The side to move: O, which plays white's part.
const TO_MOVE: Color = Color::White;

/// The mark of a square where O may move.
const MARK: u8 = b'!';

/// The cells: `X` (black's part), `O` (white's), `.` empty.
const CELLS: &Alphabet = crate::text::position::CROSSES;

/// Whether a command-line argument is a board rather than a FILE.
fn is_board(arg: &str) -> bool {
    arg.contains('\n')
}

/// Reads the next board; `None` when only blank lines remain. The board's
/// 8 rows must be followed by a blank line or the end of the input.
fn read_board<R: BufRead>(input: &mut LineReader<R>) -> Result<Option<Board>> {
    let board = match read_fixed_board(input, SIZE, SIZE, CELLS)? {
        Some(board) => board,
        None => return Ok(None),
    };
    if let Some(line) = input.next_line()? {
        if !line.iter().all(|b| b.is_ascii_whitespace()) {
            let line = line.to_vec();
            return Err(error_about(input.line_no(), 1, &line, |q| {
                format!("expected a blank line after the board's {SIZE} rows, found {q}")
            }));
        }
    }
    Ok(Some(board))
}

/// The board that argument `k` (1-based, counting board arguments) holds.
fn board_argument(text: &str, k: usize) -> Result<Board> {
    let mut input = LineReader::new(text.as_bytes());
    let board = read_board(&mut input).and_then(|board| {
        let board = match board {
            Some(board) => board,
            None => return Err(input.eof_error("expected a board, found only blank lines")),
        };
        match input.next_nonblank_line()? {
            Some(_) => Err(Error::at(
                input.line_no(),
                1,
                "expected one board per argument, found a second",
            )),
            None => Ok(board),
        }
    });
    board.map_err(|e| match e {
        Error::Input { line, col, msg } => {
            Error::at(line, col, format!("board argument {k}: {msg}"))
        }
        e => e,
    })
}

/// Writes the answer to `board`: O's moves marked, a blank line before
/// every answer but the first.
fn render(out: &mut dyn Write, board: &Board, first: bool) -> Result<()> {
    if !first {
        out.write_all(b"\n")?;
    }
    let layout = Layout {
        alphabet: CELLS,
        spaced: false,
    };
    let moves = board.legal_moves(TO_MOVE);
    write_board(out, board, layout, Some((&moves, MARK)))?;
    Ok(())
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let boards: Vec<&String> = args.positional.iter().filter(|a| is_board(a)).collect();
    if boards.is_empty() {
        let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
        let mut answered = 0;
        while let Some(board) = read_board(&mut input)? {
            render(io.out, &board, answered == 0)?;
            answered += 1;
        }
        if answered == 0 {
            return Err(input.eof_error(format!(
                "expected a board ({SIZE} rows of {SIZE} cells `X`, `O` or `.`), found end of input"
            )));
        }
        return Ok(());
    }
    if let Some(file) = args.positional.iter().find(|a| !is_board(a)) {
        return Err(Error::usage(format!(
            "unexpected argument `{file}` beside board arguments: give the boards as arguments or one FILE"
        )));
    }
    for (k, text) in boards.iter().enumerate() {
        let board = board_argument(text, k + 1)?;
        render(io.out, &board, k == 0)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str =
        "........\n........\n........\n...OX...\n...XO...\n........\n........\n........";

    #[test]
    fn board_arguments_are_read_whole_and_errors_name_them() {
        assert!(board_argument(START, 1).is_ok());
        assert!(board_argument(&format!("\n{START}\r\n\n"), 1).is_ok());
        let e = |text: &str| board_argument(text, 2).unwrap_err().to_string();
        assert!(
            e(&START.replacen('O', "o", 1))
                .starts_with("line 4, col 4: board argument 2: unknown cell `o`"),
            "{}",
            e(&START.replacen('O', "o", 1))
        );
        let two = format!("{START}\n\n{START}");
        assert!(e(&two).starts_with("line 10, col 1: board argument 2: expected one board"));
        let nine = format!("{START}\n........");
        assert!(e(&nine).starts_with("line 9, col 1: board argument 2: expected a blank line"));
        assert!(e("\n\n").starts_with("line 3, col 1: board argument 2: expected a board"));
    }
}
