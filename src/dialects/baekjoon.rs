//! `baekjoon`: Baekjoon 23081 "오델로", the square where black flips the
//! most on an N x N board. Its format is its help ([`COMMAND`]; `othello
//! baekjoon --help`).
//!
//! Any N, in time linear in the squares: for each of the eight rays, a
//! square's "closed run" (the white discs from it along the ray, when a
//! black disc closes them; none when an empty square or the edge does)
//! follows from its neighbour's, so every square's flips are sums of its
//! neighbours' runs, never a walk along a ray. The three rays pointing up
//! and the two along the row are summed while the rows are read (the work
//! rides the input, as `moves` streams); the three pointing down take one
//! pass back up the stored board, which also picks the answer. Memory:
//! five bytes per square.

use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::error::{Error, Result};
use crate::quote::{bad_byte, describe_char, error_about};
use crate::text::notation::{is_digits, parse_number};
use crate::text::reader::LineReader;
use crate::text::trim_ascii_end;
use std::io::BufRead;

/// The `baekjoon` command.
pub const COMMAND: Command = Command {
    name: "baekjoon",
    kind: Kind::Dialect,
    summary: "Baekjoon 23081: black's move flipping the most on an N x N board, `x y` and count",
    #[cfg(feature = "help")]
    help: "usage: othello baekjoon [FILE]

Baekjoon 23081 \"오델로\". Reads N, then N rows of N cells: `.` empty, `W`
white, `B` black. Cell j (from 0) of row i (from 0) is the square x = j,
y = i. Black is to move: prints the square where a black disc flips the
most white discs (the usual rules: every run of white discs closed by a
black disc along any of the eight rays turns, summed over the rays) as
`x y` (column, then row, from 0), and on the next line how many it flips.
Of several such squares, the one with the smallest y, then the smallest
x. When black has no legal move, the one line `PASS`.

Any N from 1 up (time and memory grow with the N x N squares, five bytes
each). Trailing spaces and `\\r\\n` line ends are accepted. A size that is
not a number, a row of other than N cells, another character, a missing
row, or text after the board is bad input (status 1, at its line and
column).

examples:
  $ printf '4\\n....\\n.WB.\\n.BW.\\n....\\n' | othello baekjoon
  1 0
  1
  $ printf '5\\nB.B.B\\n.WWW.\\nBW.WB\\n.WWW.\\nB.B.B\\n' | othello baekjoon
  2 2
  8
  $ printf '3\\nB.W\\n...\\nW.B\\n' | othello baekjoon
  PASS
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::judges::BAEKJOON),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// A cell as stored: empty, white (the discs that turn), black (the
/// mover's).
const EMPTY: u8 = 0;
const WHITE: u8 = 1;
const BLACK: u8 = 2;

// A "closed run" is kept plus one: 0 when the ray from the square meets
// an empty square or the edge before a black disc, else 1 + the white
// discs from the square up to the black one. The steps below are
// branchless (the cells of a big board are not predictable), and the
// loops over a row's columns vectorise.

/// The closed run (plus one) of a square holding `cell` whose neighbour
/// along the ray has the closed run `next`: 1 on a black disc (no white
/// disc, closed), one more than `next` on a white one when `next` is
/// closed, 0 otherwise.
#[inline]
fn closed(cell: u8, next: u32) -> u32 {
    let white = (cell == WHITE) as u32;
    let black = (cell == BLACK) as u32;
    black | (white * (next + (next != 0) as u32))
}

/// What a square holding `cell` gains from a neighbour's closed run
/// `run`: its white discs, when the square is empty.
#[inline]
fn gain(cell: u8, run: u32) -> u32 {
    (cell == EMPTY) as u32 * run.saturating_sub(1)
}

/// A row's closed runs toward three neighbours in the row above or below
/// (straight, one column left, one column right), padded: column x at
/// index x + 1, the edges 0.
struct Runs([Vec<u32>; 3]);

impl Runs {
    fn new(n: usize) -> Runs {
        Runs([vec![0; n + 2], vec![0; n + 2], vec![0; n + 2]])
    }

    /// Adds to `flips` what the row `row` gains from the neighbouring
    /// row's runs `self`, and writes the row's own runs into `next`.
    fn step(&self, row: &[u8], flips: &mut [u32], next: &mut Runs) {
        let [straight, left, right] = &self.0;
        let [s, l, r] = &mut next.0;
        let n = row.len();
        let (s, l, r) = (&mut s[1..=n], &mut l[1..=n], &mut r[1..=n]);
        let (straight, left, right) = (&straight[1..=n], &left[..n], &right[2..n + 2]);
        for x in 0..n {
            let c = row[x];
            flips[x] += gain(c, straight[x]) + gain(c, left[x]) + gain(c, right[x]);
            s[x] = closed(c, straight[x]);
            l[x] = closed(c, left[x]);
            r[x] = closed(c, right[x]);
        }
    }
}

/// The board being read and the flips summed so far.
struct Counts {
    n: usize,
    /// The cells, row by row.
    cells: Vec<u8>,
    /// Per square: the flips found so far (for empty squares).
    flips: Vec<u32>,
    /// The closed runs of the last row read, toward the rows above.
    above: Runs,
    next: Runs,
}

impl Counts {
    /// Nothing is allocated for N until a row of N cells has been read:
    /// a declared size is not trusted.
    fn new(n: usize) -> Counts {
        Counts {
            n,
            cells: Vec::new(),
            flips: Vec::new(),
            above: Runs::new(0),
            next: Runs::new(0),
        }
    }

    /// Adds a row (cells coded as stored): its flips along the row and
    /// from the rows above, and its closed runs upward for the next row.
    fn push_row(&mut self, row: &[u8]) {
        if self.cells.is_empty() {
            (self.above, self.next) = (Runs::new(self.n), Runs::new(self.n));
        }
        let start = self.flips.len();
        self.flips.resize(start + self.n, 0);
        let flips = &mut self.flips[start..];
        along_the_row(row, flips);
        self.above.step(row, flips, &mut self.next);
        std::mem::swap(&mut self.above, &mut self.next);
        self.cells.extend_from_slice(row);
    }

    /// Adds the flips from below, going back up the board, and returns the
    /// answer: `(x, y, flips)` of the square flipping the most (the
    /// smallest y, then x, of equals), `None` when black cannot move.
    fn best(mut self) -> Option<(usize, usize, u32)> {
        let n = self.n;
        let (mut below, mut next) = (Runs::new(n), Runs::new(n));
        let mut best: Option<(usize, usize, u32)> = None;
        for y in (0..n).rev() {
            let row = &self.cells[y * n..(y + 1) * n];
            let flips = &mut self.flips[y * n..(y + 1) * n];
            below.step(row, flips, &mut next);
            std::mem::swap(&mut below, &mut next);
            // Going up, a row's best replaces a lower row's when equal.
            let most = flips.iter().copied().max().unwrap_or(0);
            let below = best.map_or(0, |b| b.2);
            if most > 0 && most >= below {
                let x = flips.iter().position(|&f| f == most).unwrap_or(0);
                best = Some((x, y, most));
            }
        }
        best
    }
}

/// Adds to `flips` what each empty square of `row` gains along the row,
/// from the west and from the east.
fn along_the_row(row: &[u8], flips: &mut [u32]) {
    let mut run = 0;
    for (f, &c) in flips.iter_mut().zip(row) {
        *f += gain(c, run);
        run = closed(c, run);
    }
    run = 0;
    for (f, &c) in flips.iter_mut().zip(row).rev() {
        *f += gain(c, run);
        run = closed(c, run);
    }
}

/// Not a cell character, in [`CODES`].
const NOT_A_CELL: u8 = u8::MAX;

/// Each byte's cell as stored: a table, not a branch per cell (a random
/// board's cells defeat branch prediction).
const CODES: [u8; 256] = {
    let mut t = [NOT_A_CELL; 256];
    t[b'.' as usize] = EMPTY;
    t[b'W' as usize] = WHITE;
    t[b'B' as usize] = BLACK;
    t
};

/// Reads N from the first line.
fn read_size<R: BufRead>(input: &mut LineReader<R>) -> Result<usize> {
    let line = match input.next_line()? {
        Some(line) => trim_ascii_end(line),
        None => return Err(input.eof_error("expected the board size N, found end of input")),
    };
    match parse_number(line) {
        Some(0) => Err(Error::at(1, 1, "the board size N must be at least 1")),
        Some(n) => Ok(n),
        None if is_digits(line) => Err(error_about(1, 1, line, |q| {
            format!("the board size {q} is too large")
        })),
        None => Err(error_about(1, 1, line, |q| {
            format!("expected the board size N, found {q}")
        })),
    }
}

/// Reads the N rows into `counts`.
fn read_rows<R: BufRead>(input: &mut LineReader<R>, counts: &mut Counts) -> Result<()> {
    let n = counts.n;
    let mut row = Vec::with_capacity(n.min(1 << 16));
    for r in 0..n {
        let (no, line) = match input.next_numbered()? {
            Some((no, line)) => (no, trim_ascii_end(line)),
            None => {
                return Err(input.eof_error(format!(
                "expected board row {} of {n} ({n} cells of `.`, `W` or `B`), found end of input",
                r + 1
            )))
            }
        };
        row.clear();
        let cells = &line[..line.len().min(n)];
        row.extend(cells.iter().map(|&b| CODES[b as usize]));
        if let Some(c) = row.iter().position(|&v| v == NOT_A_CELL) {
            return Err(Error::at(
                no,
                c + 1,
                format!(
                    "unknown cell {}: expected `.`, `W` or `B`",
                    describe_char(line, c)
                ),
            ));
        }
        if line.len() != n {
            // Perhaps longer by a character a reader does not see.
            if let Some((c, name)) = bad_byte(line) {
                let msg = format!("unknown cell {name}: expected `.`, `W` or `B`");
                return Err(Error::at(no, c + 1, msg));
            }
            return Err(Error::at(
                no,
                line.len().min(n) + 1,
                format!("expected {n} cells in a board row, found {}", line.len()),
            ));
        }
        counts.push_row(&row);
    }
    if let Some(line) = input.next_nonblank_line()? {
        let line = line.to_vec();
        return Err(error_about(input.line_no(), 1, &line, |q| {
            format!("expected the end of input after the board's {n} rows, found {q}")
        }));
    }
    Ok(())
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let n = read_size(&mut input)?;
    let mut counts = Counts::new(n);
    read_rows(&mut input, &mut counts)?;
    match counts.best() {
        Some((x, y, flips)) => writeln!(io.out, "{x} {y}\n{flips}")?,
        None => writeln!(io.out, "PASS")?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(text: &str) -> std::result::Result<String, String> {
        let mut input = LineReader::new(text.as_bytes());
        let n = read_size(&mut input).map_err(|e| e.to_string())?;
        let mut counts = Counts::new(n);
        read_rows(&mut input, &mut counts).map_err(|e| e.to_string())?;
        Ok(match counts.best() {
            Some((x, y, f)) => format!("{x} {y} {f}"),
            None => "PASS".into(),
        })
    }

    #[test]
    fn runs_are_summed_over_the_rays_and_ties_go_up_then_left() {
        assert_eq!(answer("4\n....\n.WB.\n.BW.\n....\n").unwrap(), "1 0 1");
        assert_eq!(
            answer("5\nB.B.B\n.WWW.\nBW.WB\n.WWW.\nB.B.B\n").unwrap(),
            "2 2 8"
        );
        assert_eq!(answer("3\nB.W\n...\nW.B\n").unwrap(), "PASS");
        assert_eq!(answer("4\nBW..\n.WB.\n....\n....\n").unwrap(), "2 0 1");
        // A run closed only at its far end counts whole; an open one not.
        assert_eq!(
            answer("5\n.WWWB\n.WWW.\n.....\n.....\n.....\n").unwrap(),
            "0 0 3"
        );
        assert_eq!(answer("1\n.\n").unwrap(), "PASS");
    }

    #[test]
    fn bad_input_is_located() {
        let e = |t: &str| answer(t).unwrap_err();
        assert!(e("").starts_with("line 1, col 1: expected the board size"));
        assert!(e("0\n").starts_with("line 1, col 1: the board size N must be"));
        assert!(e("99999999999999999999999\n").contains("too large"));
        assert!(e("2\n.W\n.\n").starts_with("line 3, col 2: expected 2 cells"));
        assert!(e("2\n.W\n.WB\n").starts_with("line 3, col 3: expected 2 cells"));
        assert!(e("2\n.w\n..\n").starts_with("line 2, col 2: unknown cell `w`"));
        assert!(e("2\n..\n").starts_with("line 3, col 1: expected board row 2 of 2"));
        assert!(e("1\n.\n\nB\n").starts_with("line 4, col 1: expected the end of input"));
    }
}
