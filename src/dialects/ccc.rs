//! `ccc`: CCC 2006 Junior 5 "CCC Othello" (DMOJ ccc06j5, Baekjoon 6859),
//! the disc counts after a game from one of three setups. Its format is
//! its help ([`COMMAND`]; `othello ccc --help`).
//!
//! The input is read as tokens wherever its line breaks fall; each token
//! keeps its line and column, so a move outside the statement's promise
//! (off the board, on a disc, bracketing nothing) is refused where it is
//! written.

use crate::board::{Board, IllegalMove, Setup};
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::Result;
use crate::square::Square;
use crate::text::notation::{is_digits, parse_number};
use crate::text::reader::{LineReader, Token};
use std::io::BufRead;

/// The `ccc` command.
pub const COMMAND: Command = Command {
    name: "ccc",
    kind: Kind::Dialect,
    summary: "CCC 2006 J5 Othello: black and white counts after moves from setup a, b or c",
    #[cfg(feature = "help")]
    help: "usage: othello ccc [FILE]

CCC 2006 Junior 5 \"CCC Othello\" (DMOJ ccc06j5, Baekjoon 6859). Reads
whitespace-separated tokens, on one line or many: the setup `a`, `b` or
`c`, the number of moves N (the statement promises 0 to 30), then N moves
`R C` (row and column, 1 to 8, row 1 at the top). Prints the number of
black discs, a space and the number of white discs after the moves.

The 8 x 8 setups: `a` the usual start, white on (4,4) and (5,5), black on
(4,5) and (5,4); `b` black on the diagonal (i,i) and white on (i,9-i), i =
1 to 8; `c` black in columns 3 and 4 and white in columns 5 and 6 of
every row. Black moves first and the sides strictly alternate (there are
no passes); a move flips every run of the other side's discs it brackets
along the eight rays.

The statement promises that every move is legal. A move that is not (a
row or column outside 1 to 8, an occupied square, a square that brackets
nothing), fewer than N moves, or a token after the N-th move is bad input
(status 1, at the line and column of the token at fault).

examples:
  $ echo 'a 3 5 6 4 6 3 5' | othello ccc
  5 2
  $ printf 'c\\n2\\n4 7\\n5 2\\n' | othello ccc
  16 18
  $ echo 'a 1 1 1' | othello ccc
  [status 1]
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::ccc::CCC),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The colour's name in messages.
fn name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// The next token, or an error at the end of the input saying what was
/// `expected` there.
fn next<R: BufRead>(input: &mut LineReader<R>, expected: impl FnOnce() -> String) -> Result<Token> {
    match input.next_token(false)? {
        Some(t) => Ok(t),
        None => Err(input.eof_error(format!("{}, found end of input", expected()))),
    }
}

/// The setup its letter names.
fn parse_setup(t: &Token) -> Result<Setup> {
    match &t.text[..] {
        b"a" => Ok(Setup::ALL[0]),
        b"b" => Ok(Setup::ALL[1]),
        b"c" => Ok(Setup::ALL[2]),
        _ => Err(t.error_about(|q| format!("expected the setup `a`, `b` or `c`, found {q}"))),
    }
}

/// The number of moves.
fn parse_count(t: &Token) -> Result<usize> {
    match parse_number(&t.text) {
        Some(n) => Ok(n),
        None if is_digits(&t.text) => {
            Err(t.error_about(|q| format!("the number of moves {q} is too large")))
        }
        None => Err(t.error_about(|q| format!("expected the number of moves N, found {q}"))),
    }
}

/// A 0-based row or column from its token (`what`: `row` or `column`) in
/// move `k`, which `mover` plays.
fn coordinate(t: &Token, what: &str, k: usize, mover: Color) -> Result<usize> {
    let who = format!("move {k} ({})", name(mover));
    match parse_number(&t.text) {
        Some(v @ 1..=8) => Ok(v - 1),
        Some(v) => Err(t.error(format!(
            "{who}: {what} {v} is off the board: rows and columns run from 1 to 8"
        ))),
        None => Err(t.error_about(|q| format!("{who}: expected the {what} (1 to 8), found {q}"))),
    }
}

/// Reads the N moves and plays them on `board`, black first.
fn play_moves<R: BufRead>(input: &mut LineReader<R>, board: &mut Board, n: usize) -> Result<()> {
    let mut mover = Color::Black;
    for k in 1..=n {
        let row = next(input, || {
            format!("expected move {k} of {n} (a row and a column)")
        })?;
        // The row is read before the column is looked for, so that what
        // joined it to the column (a no-break space) is named.
        let r = coordinate(&row, "row", k, mover)?;
        let col = next(input, || format!("expected the column of move {k} of {n}"))?;
        let sq = Square::new(r, coordinate(&col, "column", k, mover)?);
        if let Err(why) = board.play(sq, mover) {
            let why = match why {
                IllegalMove::Occupied => "is occupied",
                IllegalMove::NoFlips => "flips nothing",
                IllegalMove::OffBoard => "is off the board",
            };
            return Err(row.error(format!(
                "move {k} ({}): ({},{}) {why}",
                name(mover),
                sq.row + 1,
                sq.col + 1
            )));
        }
        mover = mover.opponent();
    }
    Ok(())
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let setup = next(&mut input, || "expected the setup `a`, `b` or `c`".into())?;
    let mut board = parse_setup(&setup)?.board();
    let n = next(&mut input, || "expected the number of moves N".into())?;
    let n = parse_count(&n)?;
    play_moves(&mut input, &mut board, n)?;
    if let Some(extra) = input.next_token(false)? {
        let moves = if n == 1 { "move" } else { "moves" };
        return Err(extra
            .error_about(|q| format!("expected the end of input after {n} {moves}, found {q}")));
    }
    writeln!(
        io.out,
        "{} {}",
        board.count(Color::Black),
        board.count(Color::White)
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board after the setup and moves of `input`.
    fn board(input: &str) -> Result<Board> {
        let mut r = LineReader::new(input.as_bytes());
        let setup = next(&mut r, String::new)?;
        let mut b = parse_setup(&setup)?.board();
        let n = parse_count(&next(&mut r, String::new)?)?;
        play_moves(&mut r, &mut b, n)?;
        Ok(b)
    }

    fn answer(input: &str) -> std::result::Result<String, String> {
        board(input)
            .map(|b| format!("{} {}", b.count(Color::Black), b.count(Color::White)))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn moves_are_played_black_first_and_refused_where_written() {
        assert_eq!(answer("a 3 5 6 4 6 3 5").unwrap(), "5 2");
        assert_eq!(answer("c 4 8 7 8 2 4 7 8 8").unwrap(), "20 16");
        let e = answer("a\n2\n5 6\n  6 x\n").unwrap_err();
        assert!(
            e.starts_with("line 4, col 5: move 2 (white): expected the column"),
            "{e}"
        );
        let e = answer("a 1 0 4").unwrap_err();
        assert!(e.starts_with("line 1, col 5: move 1 (black): row 0"), "{e}");
        let e = answer("a 99999999999999999999").unwrap_err();
        assert!(e.starts_with("line 1, col 3: the number of moves"), "{e}");
        let e = answer("b 1 5 5").unwrap_err();
        assert!(e.ends_with("(5,5) is occupied"), "{e}");
    }
}
