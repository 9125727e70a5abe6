//! `solve`: the exact result of an 8 x 8 position with perfect play, and
//! every move reaching it.
//!
//! Input: positions as for `moves` (the board rows, then the side to move),
//! or FFO lines: 64 cells from a1 row by row (`X` black, `O` white, `-`
//! empty), a space, and `X` or `O` to move. The first non-blank line
//! decides which: 64 of `X`, `O`, `-` then a space make it FFO.
//!
//! ```text
//! O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X
//! ->
//! +38 a2
//! ```
//!
//! Output, one line per position: the final disc difference for the side
//! to move (empty squares to the winner) with its sign (`+38`, `+0`,
//! `-12`), then every best move in row-major order (`-12 g3 c7`: row 3
//! before row 7); `pass` instead when the side to move must pass (the
//! score is still its own), `-` when the game is over.

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::cli::{Args, Opt};
use crate::color::Color;
use crate::dialects::{open_input, Command, Io, Kind};
use crate::error::{Error, Result};
use crate::progress::Progress;
use crate::search::endgame::{Solution, Solver};
use crate::search::tt::BUCKET_BYTES;
use crate::text::notation::algebraic;
use crate::text::position::{read_position, ReadOptions};
use crate::text::reader::{describe_byte, LineReader};
use std::io::BufRead;
use std::time::Instant;

/// The `solve` command.
pub const COMMAND: Command = Command {
    name: "solve",
    kind: Kind::Tool,
    summary: "exact score and every best move of an 8 x 8 position",
    help: "usage: othello solve [options] [FILE]

Solves 8 x 8 positions exactly: the final disc difference with perfect play
for the side to move (empty squares go to the winner) and every move that
reaches it. Input: positions as for `moves` (board rows, then B or W), or
FFO lines: 64 cells from a1 row by row (X black, O white, - empty), a
space, then X or O to move. The first non-blank line decides the form.

Output, one line per position: the signed score, then the best moves in
row-major order; `pass` when the side to move must pass, `-` when the game
is over. The time grows steeply with the empty squares and varies by
position: about 1 s at 20 (FFO #40), 2 s to 2 min at 24 to 27 (FFO
#45-#52), far more near 30 (one thread); above 27 empty squares a warning
on stderr says so before the search starts. With --threads N, the root
moves after the first are shared among N threads, which share the table;
the answers do not depend on it.

example:
  $ echo 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X' | othello solve
  +38 a2
",
    options: OPTIONS,
    run,
};

const OPTIONS: &[Opt] = &[
    Opt {
        name: "--hash",
        value: "MB",
        help: "transposition table size in megabytes (default 32)",
    },
    Opt {
        name: "--threads",
        value: "N",
        help: "search with N threads sharing the table (default 1)",
    },
    Opt {
        name: "--time",
        value: "",
        help: "report seconds and nodes per position on stderr",
    },
];

/// The most threads accepted.
const MAX_THREADS: u64 = 256;

/// The default table size, in megabytes.
pub const DEFAULT_HASH_MB: u64 = 32;
/// The largest table accepted, in megabytes.
const MAX_HASH_MB: u64 = 1 << 14;

/// The table size `--hash` asks for, in megabytes.
fn hash_mb(args: &Args) -> Result<u64> {
    match args.number("--hash")? {
        None => Ok(DEFAULT_HASH_MB),
        Some(mb @ 1..=MAX_HASH_MB) => Ok(mb),
        Some(mb) => Err(Error::usage(format!(
            "--hash must be 1 to {MAX_HASH_MB} MB, not {mb}"
        ))),
    }
}

/// The solver with the table size `--hash` asks for.
pub fn solver(args: &Args) -> Result<Solver> {
    crate::bitboard::kernel::Kernel::chosen().map_err(Error::usage)?;
    let mb = hash_mb(args)?;
    let buckets = (mb << 20) / BUCKET_BYTES;
    Solver::new(63 - buckets.leading_zeros())
        .map_err(|_| Error::usage(format!("cannot allocate a {mb} MB table")))
}

/// The solver for `solve`: [`solver`] with the threads of `--threads`.
fn threaded_solver(args: &Args) -> Result<Solver> {
    let threads = match args.number("--threads")? {
        None => 1,
        Some(n @ 1..=MAX_THREADS) => n,
        Some(n) => {
            return Err(Error::usage(format!(
                "--threads must be 1 to {MAX_THREADS}, not {n}"
            )))
        }
    };
    Ok(solver(args)?.with_threads(threads as usize))
}

/// Above this many empty squares `solve` warns on stderr before it starts:
/// the time grows about threefold per square, and 27 already takes up to
/// two minutes (see the help).
pub const SLOW_EMPTIES: u32 = 27;

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut solver = threaded_solver(args)?;
    let timing = args.flag("--time");
    let mut input = Positions::new(open_input(args, &mut *io.stdin)?);
    let mut count = 0;
    while let Some((pos, line)) = input.next()? {
        count += 1;
        let empties = pos.empties().count_ones();
        let over = pos.moves() == 0 && pos.pass().moves() == 0;
        if empties > SLOW_EMPTIES && !over {
            writeln!(
                io.err,
                "othello: warning: line {line}: {empties} empty squares; above {SLOW_EMPTIES} a solve may take hours (see --help)"
            )?;
            io.err.flush()?;
        }
        let start = Instant::now();
        let progress = Progress::on_stderr("solve", line);
        let sol = solver.solve_watched(pos, &|done, total| progress.root_move(done, total));
        drop(progress);
        writeln!(io.out, "{}", render(&sol))?;
        io.out.flush()?;
        if timing {
            let secs = start.elapsed().as_secs_f64();
            writeln!(
                io.err,
                "line {line}: {secs:.3} s, {} nodes, {:.0} nodes/s",
                sol.nodes,
                sol.nodes as f64 / secs.max(1e-9)
            )?;
        }
    }
    if count == 0 {
        return Err(Error::at(1, 1, "empty input: expected a position"));
    }
    Ok(())
}

/// One output line: `+38 a2`, `-4 pass`, `+10 -`.
pub fn render(sol: &Solution) -> String {
    let mut s = format!("{:+}", sol.score);
    if sol.pass {
        s.push_str(" pass");
    } else if sol.best.is_empty() {
        s.push_str(" -");
    }
    for sq in sol.best.iter() {
        s.push(' ');
        s.push_str(&algebraic(sq));
    }
    s
}

/// The 8 x 8 positions of an input, in either form (see the module doc).
pub struct Positions<R> {
    input: LineReader<R>,
    /// Whether the input is FFO lines; `None` before the first line.
    ffo: Option<bool>,
}

impl<R: BufRead> Positions<R> {
    /// A reader of `input`.
    pub fn new(input: R) -> Positions<R> {
        Positions {
            input: LineReader::new(input),
            ffo: None,
        }
    }

    /// The next position and the line it starts on, `None` at the end.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Result<Option<(Bitboard, usize)>> {
        let (board, to_move, line) = match self.next_board()? {
            Some(p) => p,
            None => return Ok(None),
        };
        match Bitboard::from_board(&board, to_move) {
            Some(pos) => Ok(Some((pos, line))),
            None => Err(Error::at(
                line,
                1,
                format!(
                    "an 8 x 8 board is needed, found {} x {}",
                    board.rows(),
                    board.cols()
                ),
            )),
        }
    }

    /// The next position of any size (FFO lines are 8 x 8), the side to
    /// move and the line it starts on; `None` at the end.
    pub fn next_board(&mut self) -> Result<Option<(Board, Color, usize)>> {
        let ffo = match self.ffo {
            Some(f) => f,
            None => {
                let line = match self.input.next_nonblank_line()? {
                    Some(line) => line,
                    None => return Ok(None),
                };
                let f = looks_ffo(line);
                self.input.push_back();
                self.ffo = Some(f);
                f
            }
        };
        if ffo {
            let line = match self.input.next_nonblank_line()?.map(<[u8]>::to_vec) {
                Some(line) => line,
                None => return Ok(None),
            };
            let no = self.input.line_no();
            let (pos, to_move) = parse_ffo(&line, no)?;
            return Ok(Some((pos.to_board(to_move), to_move, no)));
        }
        let p = match read_position(&mut self.input, ReadOptions::default())? {
            Some(p) => p,
            None => return Ok(None),
        };
        Ok(Some((p.board, p.to_move, p.first_line)))
    }
}

/// Whether `line` is meant as an FFO line: it starts with 64 cells of
/// `X`, `O` and `-`, or with at least 9 of them mixing `-` with `X` or
/// `O` (no board row of 8 cells is that long, and no alphabet of
/// board rows mixes those). A damaged FFO line is then reported as one.
fn looks_ffo(line: &[u8]) -> bool {
    let run = line
        .iter()
        .take_while(|b| matches!(b, b'X' | b'O' | b'-'))
        .count();
    let cells = &line[..run];
    run >= 64 || (run >= 9 && cells.contains(&b'-') && cells.iter().any(|&b| b != b'-'))
}

/// One FFO line: 64 cells, blanks, `X` or `O`, optional trailing blanks;
/// the position seen from the side to move, and that side.
fn parse_ffo(line: &[u8], no: usize) -> Result<(Bitboard, Color)> {
    let mut black = 0u64;
    let mut white = 0u64;
    for i in 0..64 {
        match line.get(i) {
            Some(b'X') => black |= 1 << i,
            Some(b'O') => white |= 1 << i,
            Some(b'-') => {}
            Some(&b) => {
                return Err(Error::at(
                    no,
                    i + 1,
                    format!(
                        "expected X, O or - (square {} of 64), found {}",
                        i + 1,
                        describe_byte(b)
                    ),
                ))
            }
            None => {
                return Err(Error::at(
                    no,
                    i + 1,
                    format!("expected 64 squares, found {i}"),
                ))
            }
        }
    }
    let blank = |b: &u8| matches!(b, b' ' | b'\t');
    match line.get(64) {
        Some(b) if blank(b) => {}
        Some(&b) => {
            return Err(Error::at(
                no,
                65,
                format!(
                    "expected a space after the 64 squares, found {}",
                    describe_byte(b)
                ),
            ))
        }
        None => {
            return Err(Error::at(
                no,
                65,
                "expected a space, then the side to move: X or O",
            ))
        }
    }
    let at = match (64..line.len()).find(|&i| !blank(&line[i])) {
        Some(at) => at,
        None => {
            return Err(Error::at(
                no,
                line.len() + 1,
                "expected the side to move: X or O",
            ))
        }
    };
    let pos = match line[at] {
        b'X' => (
            Bitboard {
                player: black,
                opponent: white,
            },
            Color::Black,
        ),
        b'O' => (
            Bitboard {
                player: white,
                opponent: black,
            },
            Color::White,
        ),
        b => {
            return Err(Error::at(
                no,
                at + 1,
                format!(
                    "expected the side to move, X or O, found {}",
                    describe_byte(b)
                ),
            ))
        }
    };
    if let Some(k) = (at + 1..line.len()).find(|&i| !blank(&line[i])) {
        return Err(Error::at(
            no,
            k + 1,
            format!(
                "expected the end of the line after the side to move, found {}",
                describe_byte(line[k])
            ),
        ));
    }
    Ok(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(text: &str) -> Result<Vec<Bitboard>> {
        let mut r = Positions::new(text.as_bytes());
        let mut out = Vec::new();
        while let Some((p, _)) = r.next()? {
            out.push(p);
        }
        Ok(out)
    }

    #[test]
    fn ffo_lines_are_located() {
        let good = format!("{}X{} O\n", "-".repeat(27), "-".repeat(36));
        let got = read_all(&good).unwrap();
        assert_eq!(got[0].opponent, 1 << 27);
        let err = |s: &str| read_all(s).unwrap_err().to_string();
        let bad = format!("{}\n{}- X\n", good.trim_end(), "-".repeat(62));
        assert!(err(&bad).starts_with("line 2, col 64:"), "{}", err(&bad));
        let bad = format!("{} Z\n", "-".repeat(64));
        assert!(err(&bad).starts_with("line 1, col 66:"), "{}", err(&bad));
        let bad = format!("{} X x\n", "-".repeat(64));
        assert!(err(&bad).starts_with("line 1, col 68:"), "{}", err(&bad));
        let bad = format!("{} \n", "-".repeat(64));
        assert!(err(&bad).starts_with("line 1, col 66:"), "{}", err(&bad));
    }
}
