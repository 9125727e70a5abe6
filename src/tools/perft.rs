//! `perft`: how many move sequences of each length start from a position
//! (its help, [`COMMAND`], has the convention and the options), counted by
//! [`crate::bitboard::perft`] on the process's kernel.

use crate::bitboard::kernel::Kernel;
use crate::bitboard::perft::Perft;
use crate::bitboard::{square, Bitboard};
use crate::cli::args::{Args, Opt, Takes, MAX_HASH_MB, MAX_THREADS};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::input::Named;
use crate::error::{Error, Result};
use crate::records::ffo::eight_by_eight;
use crate::text::notation::algebraic;
use crate::text::position::{read_position, ReadOptions};
use crate::text::reader::LineReader;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::time::Instant;

/// The `perft` command.
pub const COMMAND: Command = Command {
    name: "perft",
    kind: Kind::Tool,
    summary: "count the move sequences of each length (8 x 8 only)",
    #[cfg(feature = "help")]
    help: "usage: othello perft [options] DEPTH [FILE]

Counts the leaves of the game tree 1, 2, ..., DEPTH plies deep, from the
standard start or from the 8 x 8 position in FILE (`-`: standard input),
written as for `moves` (board rows, then B or W to move). A forced pass is
one ply; a game that ends before DEPTH counts as one leaf. Prints one line
`d leaves` per depth, as each is done. Each ply takes about 10 times
longer: 1.5 s at 11 from the start (one thread), so about 2.5 min at 13;
from DEPTH 14 on (and as many empty squares) a warning on stderr says so
before the count starts. Without FILE standard input is not read. The
output is the same whatever the options; --time writes to stderr only.
With --divide, the moves of the position come in row-major order (a1,
b1, ..., h8), and nothing is printed when the game is over.

The counting runs on the fastest kernel this CPU has (AVX-512, AVX2 or
scalar); OTHELLO_KERNEL=scalar|avx2|avx512 in the environment forces one
(one the CPU lacks is a usage error). --time names the kernel in use.

example:
  $ othello perft 4
  1 4
  2 12
  3 56
  4 244
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

/// `perft`'s options.
#[derive(Default)]
struct Options {
    /// `--threads`; all cores when `None`.
    threads: Option<usize>,
    /// `--hash`: the table's most megabytes (0: none).
    hash_mb: usize,
    /// `--divide`.
    divide: bool,
    /// `--time`.
    time: bool,
}

const OPTIONS: &[Opt<Options>] = &[
    Opt {
        name: "--threads",
        help: "worker threads, 1 to 256 (default: all cores)",
        takes: Takes::Number("N", 1, MAX_THREADS, |o, n| o.threads = Some(n as usize)),
    },
    Opt {
        name: "--hash",
        help: "a transposition table of at most MB megabytes, 0 to 16384, sized to the count (default: none)",
        takes: Takes::Number("MB", 0, MAX_HASH_MB, |o, n| o.hash_mb = n as usize),
    },
    Opt {
        name: "--divide",
        help: "print only DEPTH, split by first move: `d3 N` (or `pass N`)",
        takes: Takes::Flag(|o| o.divide = true),
    },
    Opt {
        name: "--time",
        help: "report the kernel, seconds and leaves per second on stderr",
        takes: Takes::Flag(|o| o.time = true),
    },
];

/// The deepest search accepted: no game lasts longer (60 moves, and two
/// passes in a row end it).
const MAX_DEPTH: u64 = 120;
/// From this depth on `perft` warns on stderr before it starts: each ply
/// takes about ten times the one before, so a count from here on takes
/// hours (tests/bench/README.md has a timing at depth 11).
const SLOW_DEPTH: u32 = 14;

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let (depth, file) = match args.positional.as_slice() {
        [] => {
            return Err(Error::usage(
                "perft needs a DEPTH (try `othello perft --help`)",
            ))
        }
        [d] => (d, None),
        [d, f] => (d, Some(f.as_str())),
        [_, _, extra, ..] => return Err(Error::usage(format!("unexpected argument `{extra}`"))),
    };
    let depth = match depth.parse::<u64>() {
        Ok(d) if d <= MAX_DEPTH => d as u32,
        _ => {
            return Err(Error::usage(format!(
                "DEPTH must be a whole number from 0 to {MAX_DEPTH}, not `{depth}`"
            )))
        }
    };
    let o = &args.options;
    let threads = o
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let hash_mb = o.hash_mb;
    let kernel = Kernel::chosen().map_err(Error::usage)?;
    let pos = match file {
        None => Bitboard::START,
        Some("-") => read_one(Named::new(&mut *io.stdin, "standard input".into()))?,
        Some(path) => {
            let f =
                File::open(path).map_err(|e| Error::usage(format!("cannot open `{path}`: {e}")))?;
            read_one(Named::new(BufReader::new(f), format!("`{path}`")))?
        }
    };
    let reach = depth.min(pos.empties().count_ones() + 1);
    if reach >= SLOW_DEPTH {
        writeln!(
            io.err,
            "othello: warning: depth {depth}: from {SLOW_DEPTH} on a count may take hours (see --help)"
        )?;
        io.err.flush()?;
    }
    // No bigger than the count can fill: `perft 3 --hash 4000` takes none,
    // `perft 10 --hash 1024` from the start 1 MB.
    let hash_mb = crate::bitboard::perft::table_mb_for(kernel, pos, depth, hash_mb);
    let perft = Perft::new(threads, hash_mb)
        .map_err(|_| Error::usage(format!("cannot allocate a {hash_mb} MB table")))?
        .with_kernel(kernel);
    let timing = o.time;
    if timing {
        writeln!(
            io.err,
            "kernel {}, {threads} threads, hash {hash_mb} MB",
            kernel.name()
        )?;
    }
    let started = Instant::now();
    if o.divide {
        for (first, n) in perft.divide(pos, depth) {
            let name = first.map_or("pass".to_string(), |sq| algebraic(square(sq)));
            writeln!(io.out, "{name} {n}")?;
        }
        io.out.flush()?;
        if timing {
            report(io, depth, None, started)?;
        }
        return Ok(());
    }
    for d in 1..=depth {
        let start = Instant::now();
        let n = perft.count(pos, d);
        writeln!(io.out, "{d} {n}")?;
        io.out.flush()?;
        if timing {
            report(io, d, Some(n), start)?;
        }
    }
    Ok(())
}

/// Writes the time since `start` (and the rate, when `leaves` is known).
fn report(io: &mut Io, depth: u32, leaves: Option<u64>, start: Instant) -> Result<()> {
    let secs = start.elapsed().as_secs_f64();
    match leaves {
        Some(n) => writeln!(
            io.err,
            "depth {depth}: {secs:.3} s, {:.0} leaves/s",
            n as f64 / secs.max(1e-9)
        )?,
        None => writeln!(io.err, "depth {depth}: {secs:.3} s")?,
    }
    Ok(())
}

/// The one 8 x 8 position of `input`.
fn read_one<R: BufRead>(input: R) -> Result<Bitboard> {
    let mut input = LineReader::new(input);
    let p = match read_position(&mut input, ReadOptions::default())? {
        Some(p) => p,
        None => return Err(Error::at(1, 1, "empty input: expected an 8 x 8 board")),
    };
    let pos = eight_by_eight(
        &p.board,
        p.to_move,
        p.first_line,
        "perft needs an 8 x 8 board",
    )?;
    if input.next_nonblank_line()?.is_some() {
        return Err(Error::at(
            input.line_no(),
            1,
            "expected the end of input after one position",
        ));
    }
    Ok(pos)
}
