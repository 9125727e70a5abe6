//! `paiza`: paiza skill check A003 "リバーシ", the counts and the winner
//! after a game log of coloured moves on 8 x 8. Its format is its help
//! ([`COMMAND`]; `othello paiza --help`).

use crate::board::Board;
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::Result;
use crate::square::Square;
use crate::text::notation::parse_number;
use crate::text::reader::{LineReader, Token};
use std::io::BufRead;

/// The `paiza` command.
pub const COMMAND: Command = Command {
    name: "paiza",
    kind: Kind::Dialect,
    summary: "paiza A003: `38-26 The black won!` after a log of `B x y` moves on 8 x 8",
    #[cfg(feature = "help")]
    help: "usage: othello paiza [FILE]

paiza skill check A003 \"リバーシ\". Reads n, the number of moves, then n
moves `C x y`: the colour C, `B` black or `W` white, the column x from 1
at the left and the row y from 1 at the top (whitespace-separated tokens,
one move a line as the statement writes them, or any other way). The game
starts from the usual 8 x 8 start, white on (4,4) and (5,5), black on
(5,4) and (4,5) ((x, y)). Each move puts its colour's disc on its square
and turns every run of the other colour's discs it brackets along the
eight rays; the colours are given, so a pass is two moves of one colour
in a row. Prints the number of black discs and the number of white discs,
each in two digits (`00` to `64`), joined by `-`, a space, and `The black
won!`, `The white won!` or `Draw!` by the counts.

The statement promises a game played by the rules to its end. A move on
an occupied square or one that flips nothing still puts its disc there
(over the disc there) and flips what it brackets, as the published
solutions do; a log that stops before the end is counted where it stops.
A colour other than B and W, a square off the board, a missing token or a
token after the n-th move is bad input (status 1, at its line and column).

examples:
  $ printf '3\\nB 4 3\\nW 3 3\\nB 3 4\\n' | othello paiza
  05-02 The black won!
  $ printf '1\\nB 4 4\\n' | othello paiza
  03-01 The black won!
  $ printf '1\\nB 9 1\\n' | othello paiza
  [status 1]
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::paiza::PAIZA),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The board is 8 x 8.
const SIZE: usize = 8;

/// A 0-based coordinate from its 1-based token (`what`: `column x` or
/// `row y`), in move `k`.
fn coordinate(t: &Token, what: &str, k: usize) -> Result<usize> {
    match parse_number(&t.text) {
        Some(v) if (1..=SIZE).contains(&v) => Ok(v - 1),
        Some(v) => Err(t.error(format!(
            "move {k}: {what} {v} is off the board: expected 1 to {SIZE}"
        ))),
        None => {
            Err(t
                .error_about(|q| format!("move {k}: expected the {what} (1 to {SIZE}), found {q}")))
        }
    }
}

/// Reads n and the n moves and places them on the start.
fn replay<R: BufRead>(input: &mut LineReader<R>) -> Result<Board> {
    let n = input.expect_token(|| "expected the number of moves n".into())?;
    let n = n.count("the number of moves n")?;
    let mut board = Board::standard(SIZE, SIZE).unwrap_or_else(|| Board::empty(SIZE, SIZE));
    for k in 1..=n {
        let c = input.expect_token(|| format!("expected move {k} of {n} (C x y)"))?;
        let color = match &c.text[..] {
            b"B" => Color::Black,
            b"W" => Color::White,
            _ => {
                return Err(
                    c.error_about(|q| format!("move {k}: expected the colour B or W, found {q}"))
                )
            }
        };
        let x = input.expect_token(|| format!("expected the column x of move {k} of {n}"))?;
        let col = coordinate(&x, "column x", k)?;
        let y = input.expect_token(|| format!("expected the row y of move {k} of {n}"))?;
        let row = coordinate(&y, "row y", k)?;
        board.place(Square::new(row, col), color);
    }
    if let Some(extra) = input.next_token(false)? {
        let moves = if n == 1 { "move" } else { "moves" };
        return Err(extra
            .error_about(|q| format!("expected the end of input after {n} {moves}, found {q}")));
    }
    Ok(board)
}

/// The answer line: `BB-WW` and the verdict.
fn render(board: &Board) -> String {
    let (b, w) = (board.count(Color::Black), board.count(Color::White));
    let verdict = match b.cmp(&w) {
        std::cmp::Ordering::Greater => "The black won!",
        std::cmp::Ordering::Less => "The white won!",
        std::cmp::Ordering::Equal => "Draw!",
    };
    format!("{b:02}-{w:02} {verdict}\n")
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let board = replay(&mut input)?;
    io.out.write_all(render(&board).as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(text: &str) -> std::result::Result<String, String> {
        let board = replay(&mut LineReader::new(text.as_bytes())).map_err(|e| e.to_string())?;
        Ok(render(&board))
    }

    #[test]
    fn counts_are_padded_and_the_verdict_follows_them() {
        assert_eq!(answer("0\n").unwrap(), "02-02 Draw!\n");
        assert_eq!(answer("1\nB 4 3\n").unwrap(), "04-01 The black won!\n");
        assert_eq!(answer("2\nB 4 3\nW 3 3\n").unwrap(), "03-03 Draw!\n");
        assert_eq!(answer("2\nB 4 3\nW 5 3\n").unwrap(), "03-03 Draw!\n");
        // Flipping nothing, the disc is placed all the same.
        assert_eq!(answer("1\nB 5 3\n").unwrap(), "03-02 The black won!\n");
        assert_eq!(answer("1 W 5 4").unwrap(), "01-03 The white won!\n");
    }

    #[test]
    fn bad_input_is_located() {
        let e = |t: &str| answer(t).unwrap_err();
        assert!(e("").starts_with("line 1, col 1: expected the number of moves n"));
        assert!(e("1\nb 5 3\n").starts_with("line 2, col 1: move 1: expected the colour"));
        assert!(e("1\nB 0 3\n").starts_with("line 2, col 3: move 1: column x 0 is off"));
        assert!(e("1\nB 5 9\n").starts_with("line 2, col 5: move 1: row y 9 is off"));
        assert!(e("2\nB 5 3\n").starts_with("line 3, col 1: expected move 2 of 2"));
        assert!(e("1\nB 5 3\nW\n").starts_with("line 3, col 1: expected the end"));
    }
}
