//! `coding-ninjas`: Coding Ninjas "Othello", boards of digits with a space
//! after every cell. Its format, input and output, is its help
//! ([`COMMAND`]; `othello coding-ninjas --help`).

use crate::board::Board;
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::square::Square;
use crate::text::notation::parse_number;
use crate::text::reader::{joined_error, LineReader, Token};
use std::io::{BufRead, Write};

/// The `coding-ninjas` command.
pub const COMMAND: Command = Command {
    name: "coding-ninjas",
    kind: Kind::Dialect,
    summary: "Coding Ninjas: boards of 0/1/2 after each move, `false` on an illegal pair",
    #[cfg(feature = "help")]
    help: "usage: othello coding-ninjas [FILE]

Reads n, then 0-based pairs `x y`, one per line. Player 1 (on (3,3) and
(4,4)) moves first; after each legal move prints the 8 x 8 board as digits
0/1/2, each followed by a space (so every line ends with a space), with
nothing between boards; an illegal pair (off the board, any size of
number; occupied; flipping nothing) prints `false`, does not count, and
the same player tries the next pair. There is no passing: a player
without a legal move keeps the turn. Reading stops after the n-th legal
move; input that ends before it is bad input after the boards so far
(status 1), as is a token that is not a whole number.

example:
  $ printf '1\\n2 4\\n' | othello coding-ninjas
  0 0 0 0 0 0 0 0 
  0 0 0 0 0 0 0 0 
  0 0 0 0 1 0 0 0 
  0 0 0 1 1 0 0 0 
  0 0 0 2 1 0 0 0 
  0 0 0 0 0 0 0 0 
  0 0 0 0 0 0 0 0 
  0 0 0 0 0 0 0 0 
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::formats::CODING_NINJAS),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The board's size, fixed by the problem.
const SIZE: usize = 8;

/// Player 1 is black (moves first), player 2 white.
fn start() -> Board {
    let mut b = Board::empty(SIZE, SIZE);
    for (r, c, p) in [
        (3, 3, Color::Black),
        (4, 4, Color::Black),
        (3, 4, Color::White),
        (4, 3, Color::White),
    ] {
        b.set(Square::new(r, c), Some(p));
    }
    b
}

/// A coordinate: `Ok(Some(v))` on the board, `Ok(None)` for a whole number
/// off it (negative or too large), an error for anything else.
fn coordinate(t: &Token, what: &str) -> Result<Option<usize>> {
    let digits = match &t.text[..] {
        [b'-' | b'+', rest @ ..] => rest,
        all => all,
    };
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return Err(t.error_about(|q| format!("expected the {what} as a whole number, found {q}")));
    }
    let negative = t.text[0] == b'-' && digits.iter().any(|&d| d != b'0');
    Ok(match parse_number(digits) {
        Some(v) if v < SIZE && !negative => Some(v),
        _ => None,
    })
}

/// Reads the count line `n`.
fn parse_count<R: BufRead>(input: &mut LineReader<R>) -> Result<usize> {
    let tokens = match input.next_line_tokens()? {
        Some(tokens) => tokens,
        None => return Err(input.eof_error("empty input: expected the number of moves n")),
    };
    if let Some(extra) = tokens.get(1) {
        return Err(extra.error_about(|q| {
            format!("expected only the number of moves n on the first line, found {q}")
        }));
    }
    parse_number(&tokens[0].text).ok_or_else(|| {
        tokens[0].error_about(|q| format!("expected the number of moves n, found {q}"))
    })
}

/// Reads the next pair; `Ok(None)` for a pair off the board.
fn parse_pair<R: BufRead>(
    input: &mut LineReader<R>,
    made: usize,
    n: usize,
) -> Result<Option<Square>> {
    let tokens = match input.next_line_tokens()? {
        Some(tokens) => tokens,
        None => {
            return Err(input.eof_error(format!(
                "expected a move `x y`: {made} of the {n} legal moves made"
            )));
        }
    };
    if let Some(extra) = tokens.get(2) {
        return Err(
            extra.error_about(|q| format!("expected one pair `x y` per line, found more: {q}"))
        );
    }
    if tokens.len() < 2 {
        let expected = "expected the column y after the row x";
        return Err(joined_error(&tokens, expected)
            .unwrap_or_else(|| Error::at(input.line_no(), input.line_len() + 1, expected)));
    }
    let x = coordinate(&tokens[0], "row x")?;
    let y = coordinate(&tokens[1], "column y")?;
    Ok(x.zip(y).map(|(x, y)| Square::new(x, y)))
}

/// Writes `board` as digits, each followed by a space.
fn render(out: &mut dyn Write, board: &Board) -> std::io::Result<()> {
    let mut text = Vec::with_capacity(SIZE * (2 * SIZE + 1));
    for r in 0..SIZE {
        for c in 0..SIZE {
            text.push(match board.get(Square::new(r, c)) {
                None => b'0',
                Some(Color::Black) => b'1',
                Some(Color::White) => b'2',
            });
            text.push(b' ');
        }
        text.push(b'\n');
    }
    out.write_all(&text)
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    // No line of the format is long: a 50 MB one costs its first MiB.
    #[cfg(feature = "line-limits")]
    input.limit_lines(crate::text::reader::LineLimit::at_most(1 << 20));
    let n = parse_count(&mut input)?;
    let mut board = start();
    let mut to_move = Color::Black;
    let mut made = 0;
    while made < n {
        let played = match parse_pair(&mut input, made, n)? {
            Some(sq) => board.play(sq, to_move).is_ok(),
            None => false,
        };
        if played {
            made += 1;
            to_move = to_move.opponent();
            render(io.out, &board)?;
        } else {
            io.out.write_all(b"false\n")?;
        }
    }
    Ok(())
}
