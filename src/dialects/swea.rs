//! `swea`: SW Expert Academy 4615 "재미있는 오셀로 게임", the disc counts
//! after each case's log of coloured moves on an N x N board. Its format
//! is its help ([`COMMAND`]; `othello swea --help`).
//!
//! The input is read as tokens wherever its line breaks fall, each token
//! keeping its line and column; each case's line is written as soon as its
//! last move is played, so the cases before a bad token stay answered.

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

/// The `swea` command.
pub const COMMAND: Command = Command {
    name: "swea",
    kind: Kind::Dialect,
    summary: "SWEA 4615: `#k black white` after each case's `x y colour` moves on N x N",
    #[cfg(feature = "help")]
    help: "usage: othello swea [FILE]

SW Expert Academy 4615 \"재미있는 오셀로 게임\". Reads whitespace-separated
tokens, on one line or many: T, the number of cases; then for each case
N and M (N is 4, 6 or 8: the board is N x N), then M moves `x y c`: the
column x and the row y, both from 1 (row 1 at the top), and the colour
c, `1` black or `2` white. Each case starts from the usual start: white
on (N/2, N/2) and (N/2+1, N/2+1), black on the other two centre squares
((row, column) from 1). Each move puts its colour's disc on its square
and turns every run of the other colour's discs it brackets along the
eight rays; the colours are given, so a pass is two moves of one colour
in a row. Prints, for case k (from 1), `#k`, a space, the number of black
discs, a space and the number of white discs after the case's moves.

Rows and columns swapped give the mirrored game, with the same counts, so
reading x as the row gives the same answers. The statement promises moves
on squares where a disc may go; a move on an occupied square or one that
flips nothing still puts its disc there (over the disc there) and flips
what it brackets, as the published solutions do. A square off the board,
a colour other than 1 or 2, N other than 4, 6 or 8, a missing token or a
token after the last case is bad input (status 1, at its line and column);
the cases before it stay printed.

examples:
  $ printf '1\\n4 12\\n1 2 1\\n1 1 2\\n4 3 1\\n4 4 2\\n2 1 1\\n4 2 2\\n3 4 1\\n1 3 2\\n2 4 1\\n1 4 2\\n4 1 2\\n3 1 2\\n' | othello swea
  #1 0 16
  $ echo '2 4 1 2 1 1 6 0' | othello swea
  #1 4 1
  #2 2 2
  $ echo '1 5 0' | othello swea
  [status 1]
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::swea::SWEA),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The board size N: 4, 6 or 8.
fn size(t: &Token) -> Result<usize> {
    match parse_number(&t.text) {
        Some(n @ (4 | 6 | 8)) => Ok(n),
        _ => Err(t.error_about(|q| format!("expected the board size N, 4, 6 or 8, found {q}"))),
    }
}

/// A 0-based coordinate from its 1-based token (`what`: `column x` or
/// `row y`) on an N x N board, in move `k`.
fn coordinate(t: &Token, what: &str, n: usize, k: usize) -> Result<usize> {
    match parse_number(&t.text) {
        Some(v) if (1..=n).contains(&v) => Ok(v - 1),
        Some(v) => Err(t.error(format!(
            "move {k}: {what} {v} is off the board: expected 1 to {n}"
        ))),
        None => {
            Err(t.error_about(|q| format!("move {k}: expected the {what} (1 to {n}), found {q}")))
        }
    }
}

/// One case: reads N, M and the M moves, and plays them from the start.
fn play_case<R: BufRead>(input: &mut LineReader<R>, case: usize) -> Result<Board> {
    let n = size(&input.expect_token(|| format!("expected the board size N of case {case}"))?)?;
    let m = input.expect_token(|| format!("expected the number of moves M of case {case}"))?;
    let m = m.count("the number of moves M")?;
    // N is 4, 6 or 8: the start exists.
    let mut board = Board::standard(n, n).unwrap_or_else(|| Board::empty(n, n));
    for k in 1..=m {
        let of = || format!("move {k} of {m} of case {case}");
        let x = input.expect_token(|| format!("expected {} (x y colour)", of()))?;
        let col = coordinate(&x, "column x", n, k)?;
        let y = input.expect_token(|| format!("expected the row y of {}", of()))?;
        let row = coordinate(&y, "row y", n, k)?;
        let c = input.expect_token(|| format!("expected the colour of {}", of()))?;
        let color = match &c.text[..] {
            b"1" => Color::Black,
            b"2" => Color::White,
            _ => {
                return Err(c.error_about(|q| {
                    format!("move {k}: expected the colour 1 (black) or 2 (white), found {q}")
                }))
            }
        };
        board.place(Square::new(row, col), color);
    }
    Ok(board)
}

/// Case `k`'s line: `#k black white`.
fn render(k: usize, board: &Board) -> String {
    format!(
        "#{k} {} {}\n",
        board.count(Color::Black),
        board.count(Color::White)
    )
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let t = input.expect_token(|| "expected the number of cases T".into())?;
    let t = t.count("the number of cases T")?;
    for k in 1..=t {
        let board = play_case(&mut input, k)?;
        io.out.write_all(render(k, &board).as_bytes())?;
    }
    if let Some(extra) = input.next_token(false)? {
        let cases = if t == 1 { "case" } else { "cases" };
        return Err(extra
            .error_about(|q| format!("expected the end of input after {t} {cases}, found {q}")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(text: &str) -> std::result::Result<String, String> {
        let mut input = LineReader::new(text.as_bytes());
        let mut out = String::new();
        let t = input.expect_token(String::new).unwrap().count("T").unwrap();
        for k in 1..=t {
            match play_case(&mut input, k) {
                Ok(b) => out.push_str(&render(k, &b)),
                Err(e) => return Err(format!("{out}{e}")),
            }
        }
        Ok(out)
    }

    #[test]
    fn moves_are_placed_with_their_colours() {
        let sample = "1\n4 12\n1 2 1\n1 1 2\n4 3 1\n4 4 2\n2 1 1\n4 2 2\n3 4 1\n1 3 2\n2 4 1\n1 4 2\n4 1 2\n3 1 2\n";
        assert_eq!(answer(sample).unwrap(), "#1 0 16\n");
        // x is the column: (x 2, y 1) is row 1, column 2; south of it the
        // white (2,2) is closed by the black (3,2).
        assert_eq!(answer("1 4 1 2 1 1").unwrap(), "#1 4 1\n");
        assert_eq!(answer("1 8 0").unwrap(), "#1 2 2\n");
        // Over a disc, flipping nothing: placed all the same.
        assert_eq!(answer("1 4 1 2 2 1").unwrap(), "#1 3 1\n");
    }

    #[test]
    fn bad_input_is_located_after_the_complete_cases() {
        let e = answer("2 4 0 5 0").unwrap_err();
        assert!(
            e.starts_with("#1 2 2\nline 1, col 7: expected the board size"),
            "{e}"
        );
        let e = answer("1 4 1\n5 1 1").unwrap_err();
        assert!(
            e.starts_with("line 2, col 1: move 1: column x 5 is off"),
            "{e}"
        );
        let e = answer("1 4 1\n1 1 3").unwrap_err();
        assert!(
            e.starts_with("line 2, col 5: move 1: expected the colour"),
            "{e}"
        );
        let e = answer("1 4 2\n1 2 1\n").unwrap_err();
        assert!(
            e.starts_with("line 3, col 1: expected move 2 of 2 of case 1"),
            "{e}"
        );
    }
}
