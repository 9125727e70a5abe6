//! `best`: a good move for an 8 x 8 position, from a depth-limited search,
//! or the exact solver when few squares are empty.
//!
//! Input: as for `solve` (positions as for `moves`, or FFO lines). Output,
//! one line per position: the chosen move (`d3`), `pass` when the side to
//! move must pass, `-` when the game is over.
//!
//! ```text
//! ........
//! ........
//! ........
//! ...WB...     ->   d3
//! ...BW...
//! ........
//! ........
//! ........
//! B
//! ```

use crate::bitboard::{square, Bitboard};
use crate::cli::{Args, Opt};
use crate::dialects::solve::{solver, Positions};
use crate::dialects::{open_input, Command, Io, Kind};
use crate::error::{Error, Result};
use crate::search::midgame::best_move;
use crate::text::notation::algebraic;
use std::time::Instant;

/// The `best` command.
pub const COMMAND: Command = Command {
    name: "best",
    kind: Kind::Tool,
    summary: "a good move for an 8 x 8 position (depth-limited search)",
    help: "usage: othello best [options] [FILE]

Chooses a move for each 8 x 8 position (input as for `solve`: board rows
then B or W, or FFO lines). With more than --exact empty squares it searches
--depth plies (alpha-beta; a pass is not a ply) and scores the leaves by
corners held, X and C squares next to empty corners, mobility and frontier
discs; finished games score by their disc difference, above any of that.
With at most --exact empty squares it solves the position exactly and plays
a move of the best final score. Ties go to the first move in row-major
order (a1, b1, ..., h8), so the answer is deterministic.

Output, one line per position: the move, `pass` when the side to move must
pass, `-` when the game is over. The time grows about 3.5 times per ply of
--depth: 0.2 s at 12, 17 s at 16 from the start; above 16 a warning on
stderr says so before the search starts.

example:
  $ printf '........\\n........\\n........\\n...WB...\\n...BW...\\n........\\n........\\n........\\nB\\n' | othello best
  d3
",
    options: OPTIONS,
    run,
};

const OPTIONS: &[Opt] = &[
    Opt {
        name: "--depth",
        value: "D",
        help: "plies to search, 1 to 60 (default 6)",
    },
    Opt {
        name: "--exact",
        value: "N",
        help: "solve exactly at N or fewer empty squares (default 14, at most 30)",
    },
    Opt {
        name: "--hash",
        value: "MB",
        help: "the exact solver's table size in megabytes (default 32)",
    },
    Opt {
        name: "--time",
        value: "",
        help: "report seconds, nodes and value per position on stderr",
    },
];

/// Above this --depth `best` warns on stderr before it starts: each ply
/// takes about 3.5 times longer, and 16 already takes about 17 s from the
/// start position (AMD EPYC, one thread).
pub const SLOW_DEPTH: u32 = 16;

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let depth = match args.number("--depth")? {
        None => 6,
        Some(d @ 1..=60) => d as u32,
        Some(d) => return Err(Error::usage(format!("--depth must be 1 to 60, not {d}"))),
    };
    if depth > SLOW_DEPTH {
        writeln!(
            io.err,
            "othello: warning: --depth {depth}: above {SLOW_DEPTH} a search may take minutes to hours (see --help)"
        )?;
        io.err.flush()?;
    }
    let exact = match args.number("--exact")? {
        None => 14,
        Some(n @ 0..=30) => n as u32,
        Some(n) => return Err(Error::usage(format!("--exact must be 0 to 30, not {n}"))),
    };
    let timing = args.flag("--time");
    let mut solver = solver(args)?;
    let mut input = Positions::new(open_input(args, &mut *io.stdin)?);
    let mut count = 0;
    while let Some((pos, line)) = input.next()? {
        count += 1;
        let start = Instant::now();
        let (answer, note) = if pos.empties().count_ones() <= exact {
            let sol = solver.solve(pos);
            let answer = if sol.pass {
                "pass".to_string()
            } else if sol.best == 0 {
                "-".to_string()
            } else {
                algebraic(square(sol.best.trailing_zeros()))
            };
            (
                answer,
                format!("exact {:+}, {} nodes", sol.score, sol.nodes),
            )
        } else {
            choose(pos, depth)
        };
        writeln!(io.out, "{answer}")?;
        io.out.flush()?;
        if timing {
            let secs = start.elapsed().as_secs_f64();
            let sep = if note.is_empty() { "" } else { ", " };
            writeln!(io.err, "line {line}: {secs:.3} s{sep}{note}")?;
        }
    }
    if count == 0 {
        return Err(Error::at(1, 1, "empty input: expected a position"));
    }
    Ok(())
}

/// The depth-limited choice and a note for `--time`.
fn choose(pos: Bitboard, depth: u32) -> (String, String) {
    match best_move(pos, depth) {
        Some(c) => (
            algebraic(square(c.sq)),
            format!("depth {depth}, value {}, {} nodes", c.value, c.nodes),
        ),
        None if pos.pass().moves() != 0 => ("pass".to_string(), String::new()),
        None => ("-".to_string(), String::new()),
    }
}
