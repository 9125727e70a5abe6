//! `maze-tac-toe`: USACO 2021 US Open, Silver 1 "Maze Tac Toe". Its format,
//! input and output, is its help ([`COMMAND`]; `othello maze-tac-toe
//! --help`).
//!
//! The search is over states (cell, board), the board in base 3 (a square
//! worth 3^(3(i-1)+(j-1)): 0 empty, 1 M, 2 O), so 3^9 = 19683 boards. Each
//! state is visited once, and a winning state is not expanded.

use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::error::{Error, Result};
use crate::quote::describe_char;
use crate::quote::{bad_byte, error_about, quoted};
use crate::text::notation::parse_number;
use crate::text::reader::LineReader;
use std::io::BufRead;

/// The `maze-tac-toe` command.
pub const COMMAND: Command = Command {
    name: "maze-tac-toe",
    kind: Kind::Dialect,
    summary: "USACO 2021 Open Silver 1: count the distinct winning tic-tac-toe boards",
    #[cfg(feature = "help")]
    help: "usage: othello maze-tac-toe [FILE]

USACO 2021 US Open, Silver 1. Reads N (3 to 25) and N lines of 3N
characters: an N x N maze of three-character cells (`###` wall, `...`
empty, `BBB` Bessie's start, exactly one; `Mij` / `Oij`: entering the
cell writes M / O on row i, column j (1 to 3) of a tic-tac-toe board, if
that square is still empty). Bessie walks between neighbouring open
cells and stops as soon as a row, column or diagonal reads MOO or OOM;
prints how many distinct such winning boards she can stop with. The
border is normally walls; if it is open, steps off the grid are not
taken. Nothing but blank lines may follow the maze.

example:
  $ printf '3\\n#########\\n###BBB###\\n#########\\n' | othello maze-tac-toe
  0
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::maze::MAZE_TAC_TOE),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The limits of N the problem states; memory is N^2 x 3^9 bits.
const MIN_N: usize = 3;
const MAX_N: usize = 25;

/// The number of tic-tac-toe boards, 3^9.
const BOARDS: usize = 19_683;

/// 3^k for the nine squares, row-major.
const POW3: [u32; 9] = [1, 3, 9, 27, 81, 243, 729, 2187, 6561];

/// A maze cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    Wall,
    Open,
    /// Writes `letter` (1 = M, 2 = O) on `square` (0..9, row-major).
    Move {
        square: u8,
        letter: u8,
    },
}

/// A parsed maze: N x N cells, row-major, and Bessie's start.
struct Maze {
    n: usize,
    cells: Vec<Cell>,
    start: usize,
}

/// Reads one three-character cell at 0-based byte column `at` of line `no`.
fn parse_cell(text: &[u8], no: usize, at: usize) -> Result<Cell> {
    let err = |i: usize, msg: String| Error::at(no, at + i + 1, msg);
    match text {
        b"###" => Ok(Cell::Wall),
        b"..." | b"BBB" => Ok(Cell::Open),
        [l @ (b'M' | b'O'), i, j] => {
            for (k, &d) in [*i, *j].iter().enumerate() {
                if !(b'1'..=b'3').contains(&d) {
                    return Err(err(
                        k + 1,
                        format!(
                            "expected a {} 1 to 3 in move {}, found {}",
                            ["row", "column"][k],
                            match bad_byte(text) {
                                None => quoted(text, text.len()).1,
                                Some(_) => format!("`{}..`", *l as char),
                            },
                            describe_char(text, k + 1)
                        ),
                    ));
                }
            }
            let square = (i - b'1') * 3 + (j - b'1');
            let letter = if *l == b'M' { 1 } else { 2 };
            Ok(Cell::Move { square, letter })
        }
        _ => Err(error_about(no, at + 1, text, |q| {
            format!("unknown cell {q}: expected `###`, `...`, `BBB`, `Mij` or `Oij`")
        })),
    }
}

/// Reads N and the maze.
fn parse<R: BufRead>(input: &mut LineReader<R>) -> Result<Maze> {
    let line = match input.next_nonblank_line()? {
        Some(line) => line,
        None => return Err(input.eof_error("empty input: expected the maze size N")),
    };
    let line = line.to_vec();
    let text = crate::text::trim_ascii(&line);
    let lead = line.len() - crate::text::trim_ascii_start(&line).len();
    let n = match parse_number(text) {
        Some(n) if (MIN_N..=MAX_N).contains(&n) => n,
        _ => {
            return Err(error_about(input.line_no(), lead + 1, text, |q| {
                format!("expected the maze size N, {MIN_N} to {MAX_N}, found {q}")
            }))
        }
    };
    let mut cells = Vec::with_capacity(n * n);
    let mut start = None;
    let first_row = input.line_no() + 1;
    for row in 0..n {
        let (no, line) = match input.next_numbered()? {
            Some((no, line)) => (no, line),
            None => {
                return Err(input.eof_error(format!("expected {n} maze rows, found {row}")));
            }
        };
        let line = crate::text::trim_ascii_end(line);
        if line.len() != 3 * n {
            return Err(Error::at(
                no,
                line.len().min(3 * n) + 1,
                format!(
                    "expected {} characters ({n} cells of three), found {}",
                    3 * n,
                    line.len()
                ),
            ));
        }
        for (c, text) in line.chunks(3).enumerate() {
            if text == b"BBB" {
                if start.is_some() {
                    return Err(Error::at(
                        no,
                        3 * c + 1,
                        "a second start `BBB`: expected exactly one",
                    ));
                }
                start = Some(row * n + c);
            }
            cells.push(parse_cell(text, no, 3 * c)?);
        }
    }
    let start = match start {
        Some(start) => start,
        None => {
            return Err(Error::at(
                first_row,
                1,
                "no start `BBB` in the maze: expected exactly one",
            ))
        }
    };
    if let Some(l) = input.next_nonblank_line()? {
        let col = l.iter().position(|b| !b.is_ascii_whitespace()).unwrap_or(0) + 1;
        return Err(Error::at(
            input.line_no(),
            col,
            format!("expected the end of input after the {n} maze rows"),
        ));
    }
    Ok(Maze { n, cells, start })
}

/// Whether `board` has a row, column or diagonal reading MOO or OOM.
fn wins(board: usize) -> bool {
    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    let sq = |k: usize| board / POW3[k] as usize % 3;
    LINES.iter().any(|l| {
        let (a, b, c) = (sq(l[0]), sq(l[1]), sq(l[2]));
        b == 2 && ((a == 1 && c == 2) || (a == 2 && c == 1))
    })
}

/// `board` after entering `cell`: unchanged unless a move writes an empty
/// square.
fn enter(cell: Cell, board: usize) -> usize {
    match cell {
        Cell::Move { square, letter } => {
            let p = POW3[square as usize] as usize;
            let filled_with = board / p % 3;
            if filled_with == 0 {
                board + letter as usize * p
            } else {
                board
            }
        }
        _ => board,
    }
}

/// The number of distinct winning boards reachable from the start.
///
/// `seen` holds one bit per state (board, cell), 19683 x N^2 bits (1.5 MB
/// at N = 25). A step changes the board only by filling a square, which
/// adds to its base-3 code, so every state leads to its own board or a
/// larger one. Boards are therefore finished in increasing order: for each
/// board, a flood fill over its cells (an explicit stack of at most N^2
/// cells) from every state that reached it; steps that fill a square only
/// mark the state of the larger board, filled in when the loop gets there.
/// Time: O(19683 x N^2), each state once with its four neighbours.
fn count_wins(maze: &Maze) -> usize {
    let (n, cells) = (maze.n, maze.cells.len());
    let words = crate::squareset::div_ceil(cells, 64);
    let mut seen = vec![0u64; BOARDS * words];
    seen[maze.start / 64] |= 1 << (maze.start % 64);
    let mut stack = Vec::with_capacity(cells);
    let mut count = 0;
    for board in 0..BOARDS {
        let row = board * words..(board + 1) * words;
        if seen[row.clone()].iter().all(|&w| w == 0) {
            continue;
        }
        if wins(board) {
            count += 1;
            continue;
        }
        stack.clear();
        for (i, &w) in seen[row].iter().enumerate() {
            stack.extend((0..64).filter(|b| w >> b & 1 != 0).map(|b| i * 64 + b));
        }
        while let Some(at) = stack.pop() {
            let (r, c) = (at / n, at % n);
            let neighbours = [
                (r > 0).then(|| at - n),
                (r + 1 < n).then(|| at + n),
                (c > 0).then(|| at - 1),
                (c + 1 < n).then(|| at + 1),
            ];
            for next in neighbours.into_iter().flatten() {
                let cell = maze.cells[next];
                if cell == Cell::Wall {
                    continue;
                }
                let b = enter(cell, board);
                let (word, bit) = (b * words + next / 64, 1u64 << (next % 64));
                if seen[word] & bit == 0 {
                    seen[word] |= bit;
                    if b == board {
                        stack.push(next);
                    }
                }
            }
        }
    }
    count
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let maze = parse(&mut input)?;
    writeln!(io.out, "{}", count_wins(&maze))?;
    Ok(())
}
