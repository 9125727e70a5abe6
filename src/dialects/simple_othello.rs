//! `simple-othello`: AOJ 2407 "Simple Othello" (KUPC 2012 B), Othello on
//! one endless row under perfect play. Its format is its help
//! ([`COMMAND`]; `othello simple-othello --help`).
//!
//! The answer comes from solving the game, every position of it, not from
//! a formula. On a row a disc can only go just left or just right of the
//! block (a disc anywhere else touches nothing and brackets nothing), and
//! it brackets the end run of the block there (the stretch of the other
//! side's discs at that end) when one of the mover's discs follows it: that
//! is, when the end run is the other side's and another run follows. The
//! move turns the end run, which joins the next one. So every position of
//! the game is the original runs `i..=j`, the outer ones grown by the discs
//! that joined them, and [`winner`] solves all of them backwards from the
//! one-run positions, where nobody can move and the one colour left holds
//! every disc: O(runs^2) time, O(runs) memory.

use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::error::{Error, Result};
use crate::quote::{describe_char, error_about};
use crate::text::reader::LineReader;
use std::io::BufRead;

/// The `simple-othello` command.
pub const COMMAND: Command = Command {
    name: "simple-othello",
    kind: Kind::Dialect,
    summary: "AOJ 2407 Simple Othello: the winner of a one-row game under perfect play",
    #[cfg(feature = "help")]
    help: "usage: othello simple-othello [FILE]

AOJ 2407 \"Simple Othello\" (KUPC 2012 B). Reads one line: a block of
discs `o` and `x`, without spaces (the statement promises 1 to 50), on a
row that is empty and endless on both sides. `o` moves first; a move puts
a disc on an empty square so that it brackets, along the row, one or more
of the other side's discs against one of the mover's own, and those turn.
A side without a move passes; the game ends when neither side can move.
Prints the winner's letter, `o` or `x`, when both sides play perfectly:
the side with more discs at the end (there is never a draw: the game only
ends when one colour is left).

The answer comes from solving the game, every position reachable from the
block, not from a formula. Rows longer than 50 discs are answered too, up
to 10000 runs (stretches of one letter; the time grows with their square).
Trailing spaces and blank lines after the row are ignored; an empty
input, a character other than `o` and `x`, or a second row is bad input
(status 1).

examples:
  $ echo oxxoxoo | othello simple-othello
  o
  $ echo xxxooxxox | othello simple-othello
  x
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::row::SIMPLE_OTHELLO),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The most runs a row may have: solving takes time in their square.
const MAX_RUNS: usize = 10_000;

/// The two sides, as the input writes them; `o` moves first.
const SIDES: [u8; 2] = [b'o', b'x'];

/// Reads the row: the colour of each run, left to right (alternating).
fn parse_row<R: BufRead>(input: &mut LineReader<R>) -> Result<Vec<u8>> {
    let line = match input.next_line()? {
        Some(line) => line.to_vec(),
        None => {
            return Err(Error::at(
                1,
                1,
                "empty input: expected a row of `o` and `x`",
            ))
        }
    };
    let end = line
        .iter()
        .rposition(|&b| b != b' ' && b != b'\t')
        .map_or(0, |p| p + 1);
    let line = &line[..end];
    let no = input.line_no();
    if line.is_empty() {
        return Err(Error::at(
            no,
            1,
            "expected a row of `o` and `x`, found an empty line",
        ));
    }
    let mut runs: Vec<u8> = Vec::new();
    for (i, &b) in line.iter().enumerate() {
        if !SIDES.contains(&b) {
            return Err(Error::at(
                no,
                i + 1,
                format!("expected `o` or `x`, found {}", describe_char(line, i)),
            ));
        }
        if runs.last() != Some(&b) {
            if runs.len() == MAX_RUNS {
                return Err(Error::at(
                    no,
                    i + 1,
                    format!(
                        "the row has more than {MAX_RUNS} runs of one letter: too long to solve"
                    ),
                ));
            }
            runs.push(b);
        }
    }
    if let Some(line) = input.next_nonblank_line()? {
        let line = line.to_vec();
        let start = line
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(0);
        return Err(error_about(
            input.line_no(),
            start + 1,
            &line[start..],
            |q| format!("expected the end of input after the row, found {q}"),
        ));
    }
    Ok(runs)
}

/// The winner, `o` or `x`, of the block whose runs have the colours `runs`
/// (left to right, alternating, at least one), `o` to move, both sides
/// playing perfectly (see the module's documentation).
///
/// `layer[i][s]` is the winner of the position made of runs `i..i + len`
/// with side `SIDES[s]` to move, for one `len` at a time, from 1 up. A
/// side moves at an end whose run is the other side's, when there are two
/// runs or more: at the left end the position becomes runs `i + 1..`, at
/// the right end runs `..i + len - 1`, the other side to move. A side
/// with no move passes; with two runs or more the other side then has one
/// (both ends are the passer's colour, so the other side's).
fn winner(runs: &[u8]) -> u8 {
    let n = runs.len();
    // One run: nobody can move, and its colour holds every disc.
    let mut layer: Vec<[u8; 2]> = runs.iter().map(|&c| [c, c]).collect();
    for len in 2..=n {
        let shorter = layer;
        layer = (0..=n - len)
            .map(|i| {
                let j = i + len - 1;
                let mut value = [None, None];
                for (s, &me) in SIDES.iter().enumerate() {
                    // The winner after each move, the other side to move.
                    let left = (runs[i] != me).then(|| shorter[i + 1][1 - s]);
                    let right = (runs[j] != me).then(|| shorter[i][1 - s]);
                    if left.is_some() || right.is_some() {
                        let wins = left == Some(me) || right == Some(me);
                        value[s] = Some(if wins { me } else { SIDES[1 - s] });
                    }
                }
                // A side without a move passes: the other side's value.
                [
                    value[0].or(value[1]).unwrap_or(runs[i]),
                    value[1].or(value[0]).unwrap_or(runs[i]),
                ]
            })
            .collect();
    }
    layer[0][0]
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let runs = parse_row(&mut input)?;
    io.out.write_all(&[winner(&runs), b'\n'])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runs of a row written out.
    fn runs(row: &str) -> Vec<u8> {
        let mut r: Vec<u8> = row.bytes().collect();
        r.dedup();
        r
    }

    #[test]
    fn the_statements_samples_and_small_games() {
        assert_eq!(winner(&runs("oxxoxoo")), b'o');
        assert_eq!(winner(&runs("xxxooxxox")), b'x');
        assert_eq!(winner(&runs("o")), b'o');
        assert_eq!(winner(&runs("x")), b'x');
        // o brackets the x at the right end: ooo.
        assert_eq!(winner(&runs("ox")), b'o');
        // o must open an end; x closes all three o against its last disc.
        assert_eq!(winner(&runs("xox")), b'x');
    }

    /// The statement's file gives a closed form, checked there by an
    /// exhaustive search: `o` wins exactly when the block starts or ends
    /// with `o`. The solver agrees on every block of 1 to 14 discs.
    #[test]
    fn the_solver_agrees_with_the_closed_form() {
        for n in 1..=14 {
            for bits in 0u32..1 << n {
                let row: Vec<u8> = (0..n).map(|i| SIDES[(bits >> i & 1) as usize]).collect();
                let closed = if row[0] == b'o' || row[n - 1] == b'o' {
                    b'o'
                } else {
                    b'x'
                };
                let mut r = row.clone();
                r.dedup();
                assert_eq!(winner(&r), closed, "{}", String::from_utf8_lossy(&row));
            }
        }
    }

    #[test]
    fn bad_rows_are_refused_where_they_go_wrong() {
        let parse =
            |s: &str| parse_row(&mut LineReader::new(s.as_bytes())).map_err(|e| e.to_string());
        assert_eq!(parse("ox \t\r\n\n").unwrap(), b"ox");
        assert!(parse("")
            .unwrap_err()
            .starts_with("line 1, col 1: empty input"));
        assert!(parse("\nox")
            .unwrap_err()
            .starts_with("line 1, col 1: expected a row"));
        let e = parse("oxXo").unwrap_err();
        assert_eq!(e, "line 1, col 3: expected `o` or `x`, found `X`");
        let e = parse("ox\n\n  xo\n").unwrap_err();
        assert!(
            e.starts_with("line 3, col 3: expected the end of input"),
            "{e}"
        );
        let long: String = "ox".repeat(MAX_RUNS / 2) + "o";
        let e = parse(&long).unwrap_err();
        assert!(
            e.starts_with(&format!("line 1, col {}: ", MAX_RUNS + 1)),
            "{e}"
        );
        assert_eq!(parse(&long[..MAX_RUNS]).unwrap().len(), MAX_RUNS);
    }
}
