//! `solve`: the exact result of an 8 x 8 position with perfect play, and
//! every move reaching it. Its input (boards or FFO lines) and output are
//! its help ([`COMMAND`]; `othello solve --help`); the solver is
//! [`crate::search::endgame`].

use crate::bitboard::Bitboard;
use crate::cli::args::{Args, Opt, Takes, MAX_HASH_MB, MAX_THREADS};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::input::open_input;
use crate::error::{Error, Result};
use crate::progress::Progress;
use crate::records::ffo::Positions;
use crate::search::endgame::{Solved, Solver};
use crate::text::notation::algebraic;
use std::time::Instant;

/// The `solve` command.
pub const COMMAND: Command = Command {
    name: "solve",
    kind: Kind::Tool,
    summary: "exact score and every best move of an 8 x 8 position",
    #[cfg(feature = "help")]
    help: "usage: othello solve [options] [FILE]

Solves 8 x 8 positions exactly: the final disc difference with perfect play
for the side to move (empty squares go to the winner) and every move that
reaches it. Input: positions as for `moves` (board rows, then B or W), or
FFO lines: 64 cells from a1 row by row (X black, O white, - empty), a
space, then X or O to move, one position per line. The first non-blank
line decides the form: FFO when it starts with 64 of X, O and - followed
by a space or tab. OBF lines are FFO lines followed by `;` and scored
moves `MOVE:SCORE;` (such as `A2:+38;`, either case, PA for a pass, the
score -64 to +64; `%` starts a comment): the fields are checked, then
ignored.

Output, one line per position: the score with its sign as the FFO lists
write it (`+38`, `+0`, `-12`), then the best moves, lower case, in
row-major order (a1, b1, ..., h1, a2, ...); `pass` when the side to move
must pass (the score is still its own), `-` when the game is over.

With --all, one OBF line per position instead: the position (64 cells, X
black, O white, - empty, a space, X or O to move, `;`), then every legal
move with its exact score, ` A2:+38;`, best first and ties in row-major
order: a multi-PV list. A side that must pass has the one move `PA`; a
finished game has none. Each move is solved to its exact score, so this
takes longer than the best moves alone (FFO #40-#42: 3.6 times the CPU
time, one thread, AMD EPYC Zen 5).

The time grows steeply with the empty squares and varies by position
(one thread, AMD EPYC Zen 5): about half a second at 20 (FFO #40), under
a second to 40 s at 24 to 27 (FFO #45-#52), 1 to 15 minutes at 28 to
34 (FFO #53-#59); above 27 empty squares a warning on stderr says so
before the search starts. With --threads N, the root moves after the
first are shared among N threads, which share the table; the answers do
not depend on it.

example:
  $ echo 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X' | othello solve
  +38 a2
",
    entry: &Entry {
        options: OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: None,
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// `solve`'s options.
#[derive(Default)]
struct Options {
    /// `--hash`, when given.
    hash_mb: Option<u64>,
    /// `--threads` (0: not given, one).
    threads: usize,
    /// `--time`.
    time: bool,
    /// `--all`.
    all: bool,
}

const OPTIONS: &[Opt<Options>] = &[
    Opt {
        name: "--hash",
        help: "the most megabytes the table may use, 1 to 16384 (default 32; from 32 it grows with the empty squares, doubling from 21)",
        takes: Takes::Number("MB", 1, MAX_HASH_MB, |o, n| o.hash_mb = Some(n)),
    },
    Opt {
        name: "--threads",
        help: "search with N threads sharing the table, 1 to 256 (default 1)",
        takes: Takes::Number("N", 1, MAX_THREADS, |o, n| o.threads = n as usize),
    },
    Opt {
        name: "--time",
        help: "report seconds and nodes per position on stderr",
        takes: Takes::Flag(|o| o.time = true),
    },
    Opt {
        name: "--all",
        help: "the exact score of every legal move, as an OBF line, best first",
        takes: Takes::Flag(|o| o.all = true),
    },
];

/// The solver for `solve`: [`crate::cli::hash::solver`] with the threads of
/// `--threads`.
fn threaded_solver(o: &Options) -> Result<Solver> {
    Ok(crate::cli::hash::solver(o.hash_mb)?.with_threads(o.threads.max(1)))
}

/// Above this many empty squares `solve` warns on stderr before it starts:
/// the time grows about threefold per square, and 27 already takes up to
/// two minutes (see the help).
pub const SLOW_EMPTIES: u32 = 27;

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let mut solver = threaded_solver(&args.options)?;
    let timing = args.options.time;
    let mut input = Positions::new(open_input(args, &mut *io.stdin)?);
    let mut count = 0;
    let all = args.options.all;
    while let Some((pos, to_move, line)) = input.next_colored()? {
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
        if all {
            let scored = every_move(&mut solver, pos);
            writeln!(
                io.out,
                "{}",
                crate::records::obf::render(pos, to_move, &scored)
            )?;
            io.out.flush()?;
            continue;
        }
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

/// The exact score of every legal move of `pos`, best first, ties in
/// row-major order; a pass alone when the side to move must pass, nothing
/// when the game is over. Each child is solved on the shared table.
pub fn every_move(solver: &mut Solver, pos: Bitboard) -> Vec<crate::records::obf::Scored> {
    if pos.moves() == 0 {
        return match pos.is_game_over() {
            true => Vec::new(),
            false => vec![(None, -solver.solve(pos.pass()).score)],
        };
    }
    let mut scored: Vec<_> = crate::bitboard::squares(pos.moves())
        .filter_map(|sq| Some((Some(sq), -solver.solve(pos.play(sq)?).score)))
        .collect();
    scored.sort_by_key(|&(_, score)| -score);
    scored
}

/// One output line: `+38 a2`, `-4 pass`, `+10 -`.
pub fn render(sol: &Solved) -> String {
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
