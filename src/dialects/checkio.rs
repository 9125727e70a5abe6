//! `checkio`: CheckiO "Reversi: Othello Moves", every move of the side to
//! move with the discs it flips. Its format is its help ([`COMMAND`];
//! `othello checkio --help`).
//!
//! The mission is a Python function, so there is no bundle: the dialect
//! computes the expected list from the two lists written as text.

use crate::board::Board;
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::error_about;
use crate::square::Square;
use crate::text::fields;
use crate::text::notation::parse_number;
use crate::text::reader::LineReader;
use std::io::{BufRead, Write};

/// The `checkio` command.
pub const COMMAND: Command = Command {
    name: "checkio",
    kind: Kind::Dialect,
    summary: "CheckiO Othello Moves: each move's `(x, y, flips)`, most flips first",
    #[cfg(feature = "help")]
    help: "usage: othello checkio [FILE]

CheckiO \"Reversi: Othello Moves\" (from \"109 Python Problems for CCPS
109\"). The mission is a Python function, `othello_moves(othello,
desdemona)`; CheckiO has no Rust, so there is no bundle (`othello bundle
checkio` says so), and this command computes the expected answer, to
check a solution's or a setter's.

Reads two lines: line 1 the pieces of Othello, the side to move, line 2
Desdemona's. A piece is (x, y), both 0 to 7. Each line is read as its
integers in order, taken in pairs, x then y; every other character
separates, so the Python literal `[(3, 3), (4, 4)]`, the JSON form
`[[3, 3], [4, 4]]` and plain `3 3 4 4` read the same, and an empty line or
`[]` is no piece. The pieces need not come from a game, and either list
may be empty.

Prints every empty square where Othello may move (one or more of
Desdemona's pieces bracketed against one of his along one of the eight
rays), as Python's `str()` prints a list of tuples: `[(x, y, flips), ...]`
with `flips` the pieces that move turns, summed over the rays; most flips
first, equal flips by x, then by y; `[]` when there is no move. Then a
newline. The rule treats x and y alike, so no orientation is needed.

An odd number of integers on a line, a coordinate outside 0 to 7, a piece
listed twice or in both lists, fewer than two lines, or a non-blank line
after the second is bad input (status 1, at its line and column).
`\\r\\n` line ends are accepted.

examples:
  $ printf '[(3, 3), (4, 4)]\\n[(3, 4), (4, 3), (2, 3)]\\n' | othello checkio
  [(1, 3, 1), (2, 4, 1), (3, 5, 1), (4, 2, 1), (5, 3, 1)]
  $ printf '0 0\\n[]\\n' | othello checkio
  []
  $ printf '[(3, 3)]\\n[(3, 3)]\\n' | othello checkio
  [status 1]
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::checkio::CHECKIO),
    #[cfg(feature = "tools")]
    no_bundle: Some(
        "CheckiO has no Rust (the mission is a Python function): \
         `othello checkio` computes the expected list instead",
    ),
};

/// One side's list as the messages name it.
const SIDES: [&str; 2] = ["Othello's pieces", "Desdemona's pieces"];

/// The pieces of one line: each square and the column of its x.
fn parse_line(no: usize, line: &[u8], side: &str) -> Result<Vec<(usize, Square)>> {
    let mut numbers = Vec::new();
    for (col, digits) in fields(line, |b| !b.is_ascii_digit()) {
        match parse_number(digits) {
            Some(v) if v < 8 => numbers.push((col, v)),
            _ => {
                return Err(error_about(no, col, digits, |q| {
                    format!("{side}: coordinate {q} is off the board: x and y run from 0 to 7")
                }))
            }
        }
    }
    if numbers.len() % 2 == 1 {
        let (col, x) = numbers[numbers.len() - 1];
        return Err(Error::at(
            no,
            col,
            format!(
                "{side}: {} integers, expected pairs (x, y): the last, {x}, has no y",
                numbers.len()
            ),
        ));
    }
    Ok(numbers
        .chunks(2)
        .map(|p| (p[0].0, Square::new(p[0].1, p[1].1)))
        .collect())
}

/// The board (Othello black, Desdemona white) from the two lines.
fn read<R: BufRead>(input: &mut LineReader<R>) -> Result<Board> {
    let mut board = Board::empty(8, 8);
    for (side, color) in SIDES.iter().zip([Color::Black, Color::White]) {
        let (no, line) = input.expect_line(&format!("{side} (line {})", input.line_no() + 1))?;
        for (col, sq) in parse_line(no, &line, side)? {
            if let Some(had) = board.get(sq) {
                let whose = if had == color {
                    "listed twice"
                } else {
                    "in both lists"
                };
                return Err(Error::at(
                    no,
                    col,
                    format!("{side}: piece ({}, {}) is {whose}", sq.row, sq.col),
                ));
            }
            board.set(sq, Some(color));
        }
    }
    if let Some(extra) = input.next_nonblank_line()? {
        let extra = extra.to_vec();
        return Err(error_about(input.line_no(), 1, &extra, |q| {
            format!("expected the end of input after the two lists, found {q}")
        }));
    }
    Ok(board)
}

/// Othello's moves as `(x, y, flips)`, in the mission's order.
fn answer(board: &Board) -> Vec<(usize, usize, usize)> {
    let mut moves: Vec<(usize, usize, usize)> = board
        .legal_moves(Color::Black)
        .iter()
        .map(|sq| (sq.row, sq.col, board.flips(sq, Color::Black).len()))
        .collect();
    moves.sort_by_key(|&(x, y, flips)| (std::cmp::Reverse(flips), x, y));
    moves
}

/// The list as Python's `str()` prints it, and a newline.
fn render(out: &mut dyn Write, moves: &[(usize, usize, usize)]) -> Result<()> {
    let items: Vec<String> = moves
        .iter()
        .map(|(x, y, f)| format!("({x}, {y}, {f})"))
        .collect();
    writeln!(out, "[{}]", items.join(", "))?;
    Ok(())
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let board = read(&mut input)?;
    render(io.out, &answer(&board))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(text: &str) -> std::result::Result<String, String> {
        let board = read(&mut LineReader::new(text.as_bytes())).map_err(|e| e.to_string())?;
        let mut out = Vec::new();
        render(&mut out, &answer(&board)).unwrap();
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn the_statements_examples() {
        assert_eq!(
            moves("[(3, 3), (4, 4)]\n[(3, 4), (4, 3), (2, 3)]\n").unwrap(),
            "[(1, 3, 1), (2, 4, 1), (3, 5, 1), (4, 2, 1), (5, 3, 1)]\n"
        );
        assert_eq!(
            moves("[(3, 3), (4, 4), (2, 3), (2, 5)]\n[(3, 4), (4, 3), (2, 4)]\n").unwrap(),
            "[(1, 4, 2), (5, 2, 2), (1, 5, 1), (3, 5, 1), (4, 2, 1), (4, 5, 1), (5, 3, 1)]\n"
        );
        // JSON lists and plain numbers read alike; empty lists.
        assert_eq!(
            moves("[[3, 3], [4, 4]]\r\n3 4 4 3 2 3\r\n").unwrap(),
            moves("[(3, 3), (4, 4)]\n[(3, 4), (4, 3), (2, 3)]\n").unwrap()
        );
        assert_eq!(moves("\n[]\n").unwrap(), "[]\n");
    }

    #[test]
    fn bad_lists_are_located() {
        let e = |t: &str| moves(t).unwrap_err();
        assert_eq!(
            e("[(3, 3), (4,)]\n\n"),
            "line 1, col 11: Othello's pieces: 3 integers, expected pairs (x, y): the last, 4, has no y"
        );
        assert!(e("(3, 8)\n\n").starts_with("line 1, col 5: Othello's pieces: coordinate `8`"));
        assert_eq!(
            e("(1, 2)\n(0, 0), (1, 2)\n"),
            "line 2, col 10: Desdemona's pieces: piece (1, 2) is in both lists"
        );
        assert!(e("(1, 2) (1, 2)\n\n").ends_with("piece (1, 2) is listed twice"));
        assert!(e("(1, 2)\n").starts_with("line 2, col 1: expected Desdemona's pieces (line 2)"));
        assert!(e("\n\n1 1\n").starts_with("line 3, col 1: expected the end of input"));
    }
}
