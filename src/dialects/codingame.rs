//! `codingame`: the CodinGame puzzle "Othello", the counts after one move.
//! Its format, with what it does where the statement is silent, is its help
//! ([`COMMAND`]; `othello codingame --help`).

use crate::board::{Board, IllegalMove};
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::error_about_words;
use crate::square::Square;
use crate::text::fixed::read_fixed_board;
use crate::text::notation::parse_square;
use crate::text::position::Alphabet;
use crate::text::reader::{LineReader, Token};
use std::io::BufRead;

/// The `codingame` command.
pub const COMMAND: Command = Command {
    name: "codingame",
    kind: Kind::Dialect,
    summary: "CodinGame Othello: `W B` counts after a move, or NOPE / NULL",
    #[cfg(feature = "help")]
    help: "usage: othello codingame [FILE]

CodinGame \"Othello\". Reads 8 board lines (`W` white, `B` black, `-` empty)
and a line `B c4`: the colour to play and the square (column a-h, row 1-8,
a1 top-left, a8 bottom-left, unlike chess). Prints the white and black
disc counts after the move (white first), or NOPE if the square is
occupied, or NULL if the disc brackets nothing. Further boards may
follow, each answered on its own line. The column letter may be upper
case; a square off the board (i4, a9), a colour other than B and W, or
empty input is bad input (status 1).

example:
  $ printf -- '--------\\n--------\\n--------\\n---WB---\\n---BW---\\n--------\\n--------\\n--------\\nB c4\\n' | othello codingame
  1 4
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::formats::CODINGAME),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The board is always 8 x 8.
const SIZE: usize = 8;

/// The cells: `B` black, `W` white, `-` empty.
const CELLS: &Alphabet = crate::text::position::DASHED;

/// Parses the tokens of the move line `B c4` numbered `no`, for `board`.
fn parse_move(tokens: &[Token], no: usize, board: &Board) -> Result<(Color, Square)> {
    let expected = "expected the colour and the square, like `B c4`";
    let (c, s) = match tokens {
        [c, s, ..] => (c, s),
        _ => {
            let f: Vec<(usize, &[u8], usize)> =
                tokens.iter().map(|t| (t.col, &t.text[..], t.len)).collect();
            let col = f.last().map_or(1, |&(c, _, len)| c + len);
            return Err(error_about_words(no, col, &f, |q| {
                format!("{expected}, found {q}")
            }));
        }
    };
    if let Some(extra) = tokens.get(2) {
        return Err(extra
            .error_about(|q| format!("expected the end of the line after the square, found {q}")));
    }
    let color = match &c.text[..] {
        b"B" => Color::Black,
        b"W" => Color::White,
        _ => {
            return Err(c.error_about(|q| format!("expected the colour to play, B or W, found {q}")))
        }
    };
    let square = &s.text[..];
    // Letters then digits: a square, though perhaps off the board (`i4`, `a0`).
    let letters = square
        .iter()
        .take_while(|b| b.is_ascii_alphabetic())
        .count();
    let algebraic =
        letters > 0 && letters < square.len() && square[letters..].iter().all(u8::is_ascii_digit);
    let sq = match parse_square(square) {
        Some(sq) if algebraic && board.on_board(sq) => sq,
        _ if algebraic => {
            return Err(s.error_about(|q| {
                format!("square {q} is off the board: columns a to h, rows 1 to 8")
            }))
        }
        _ => {
            return Err(s.error_about(|q| {
                format!("expected a square like c4 (column a-h, row 1-8), found {q}")
            }))
        }
    };
    Ok((color, sq))
}

/// The answer line for `color` playing on `sq`.
fn answer(board: &mut Board, color: Color, sq: Square) -> String {
    match board.play(sq, color) {
        Ok(_) => format!(
            "{} {}",
            board.count(Color::White),
            board.count(Color::Black)
        ),
        // Off-board squares are refused when the move line is read.
        Err(IllegalMove::Occupied | IllegalMove::OffBoard) => "NOPE".into(),
        Err(IllegalMove::NoFlips) => "NULL".into(),
    }
}

/// Reads the move line after a board.
fn read_move<R: BufRead>(input: &mut LineReader<R>, board: &Board) -> Result<(Color, Square)> {
    let tokens = match input.next_line_tokens()? {
        Some(tokens) => tokens,
        None => {
            return Err(
                input.eof_error("expected the colour and the square (like `B c4`) after the board")
            )
        }
    };
    let no = input.line_no();
    parse_move(&tokens, no, board)
}

fn run(args: &crate::cli::args::Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    // No line of the format is long: a 50 MB one costs its first MiB.
    #[cfg(feature = "line-limits")]
    input.limit_lines(crate::text::reader::LineLimit::at_most(1 << 20));
    let mut cases = 0;
    while let Some(mut board) = read_fixed_board(&mut input, SIZE, SIZE, CELLS)? {
        cases += 1;
        let (color, sq) = read_move(&mut input, &board)?;
        writeln!(io.out, "{}", answer(&mut board, color, sq))?;
    }
    if cases == 0 {
        return Err(Error::at(1, 1, "empty input: expected a board"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_lines_parse_with_places() {
        let b = Board::empty(8, 8);
        let p = |l: &[u8]| {
            let tokens = LineReader::new(l).next_line_tokens()?.unwrap_or_default();
            parse_move(&tokens, 1, &b)
        };
        assert_eq!(p(b"B c4").unwrap(), (Color::Black, Square::new(3, 2)));
        assert_eq!(p(b"W H8").unwrap(), (Color::White, Square::new(7, 7)));
        let e = |l: &[u8]| p(l).unwrap_err().to_string();
        assert!(e(b"B i4").starts_with("line 1, col 3: square `i4` is off"));
        assert!(e(b"B a9").starts_with("line 1, col 3: square `a9` is off"));
        assert!(e(b"B a0").starts_with("line 1, col 3: square `a0` is off"));
        assert!(e(b"B 3,4").starts_with("line 1, col 3: expected a square"));
        assert!(e(b"X c4").starts_with("line 1, col 1: expected the colour"));
        assert!(e(b"B").starts_with("line 1, col 2: expected the colour and"));
        assert!(e(b"B c4 x").starts_with("line 1, col 6: expected the end"));
    }
}
