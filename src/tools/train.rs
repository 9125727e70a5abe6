//! `train`: fits the learned evaluation's weights from self-play games
//! and writes the weights file ([`crate::train`]); its options and output
//! are its help ([`COMMAND`]; `othello train --help`).

use crate::cli::args::{Args, Opt, Takes, MAX_THREADS};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::error::{plural, Error, Result};
use crate::eval::Weights;
use crate::output_file::OutputFile;
use crate::progress::Progress;
use crate::train::balanced::{Balanced, BALANCED, DEEP_LABEL};
use crate::train::fit::Fit;
use crate::train::games::Play;
use crate::train::{
    balanced_errors, held_out_error, held_out_positions, train, BalancedErrors, Options, BANDS,
    HELD_OUT_MIN,
};
use std::path::Path;
use std::time::Instant;

/// The `train` command.
pub const COMMAND: Command = Command {
    name: "train",
    kind: Kind::Tool,
    summary: "fit the learned evaluation's weights from self-play (slow)",
    #[cfg(feature = "help")]
    help: "usage: othello train [options]

Makes the weights of the learned evaluation (the pattern tables that
`best`, `match` and the solver's move ordering use) from games it plays
itself, and writes them to --out (default weights.bin).

The games: each starts with 2 to 24 random moves, then a 2-ply search
(--depth) plays with one random move in ten; from --exact empty squares
on every position is solved exactly and the game goes on with a best
move (a random one in four moves). The solved positions are labelled with
their exact final disc difference. The earlier ones are labelled, with
--bootstrap D (default 4), by a D-ply search whose leaves are scored by
the stages already fitted (the stages are fitted from the end of the game
back to its start), or with --bootstrap 0 by the exact score of their
game's first solved position. Game i is drawn from seed S and i alone, so
the file depends only on the options, never on --threads.

Balanced games, with --generations G: the games are played by the
engine itself, an alpha-beta search --depth plies deep (default 4 then)
that picks at random among the moves within 1 disc of its best. Each
starts from 6 to 12 random moves, drawn again until the engine values
the position within --balance discs (default 2) of even, as XOT's
openings are chosen; from --exact empty squares on they are solved as
above (a random move in ten). The first generation plays with the
simple evaluation; each later one with the weights fitted after the one
before, and every fit reads all the games so far (--games a
generation). The file depends on no weights file: the shipped weights
only label and score the held-out positions below.

The fit: for each of 15 stages (0-3, 4-7, ..., 56-60 empty squares; the
positions up to 2 empty squares outside a stage train it too),
least squares of the final disc difference on the features (11 patterns
in 46 instances, both sides' mobility, a constant) with a ridge penalty
--lambda, by --steps conjugate-gradient steps.

The held-out error: --held-out games of their own (another seed), each
stopped at 20 to 24 empty squares and solved; the mean absolute
difference between the evaluation and the exact score, in discs, for the
new weights and for the simple evaluation; then the new weights' error
on the positions whose exact score is within 10 discs, 11 to 30, and
over 30, and the error of predicting 0 (the mean absolute exact score).
With --generations, the held-out positions are balanced ones instead:
--held-out games of the simple evaluation at depth 4 from openings it
values within 2 discs, each stopped at 30 to 40 empty squares (labelled
by a 14-ply Multi-ProbCut search with the shipped weights: too many
squares to solve, and labels that lean towards the shipped weights)
and at 20 to 24 (solved); the positions whose label is within 16 discs
are kept, and the errors of the new weights, the shipped ones, the
simple evaluation and of predicting 0 are told at each.
With --check FILE, no training: those errors for the weights in FILE.

The shipped weights (src/eval/weights.bin) come from
  othello train --games 64000 --seed 1 --threads 2 --held-out 100 --steps 300 --lambda 10
(what that run printed, and how the error falls with more games, is in
tests/bench/README.md). The largest balanced run so far,
  othello train --generations 2 --games 1000 --exact 20 --seed 1 --threads 2 --held-out 100 --steps 300 --lambda 10
made 2000 games, 119,779 positions (39,805 solved exactly) in 2217 s
on 2 shared cores (1023 s of CPU). Its balanced held-out errors: 8.33
discs on 42 positions with 20-24 empty squares (the shipped weights
7.98, predicting 0 9.71), 7.74 on 55 with 30-40 (the shipped weights
3.81 against their own search's labels, predicting 0 7.84). On 32 times
fewer positions than the shipped weights it does not beat them (it
scores 24% against them at depth 8 and 30% at 0.1 s a move), so they
stay; the figures and the games are in tests/bench/README.md.

Output: the positions, the held-out errors and the file written. The
file is written to a temporary file beside --out and renamed at the end,
so an interrupted run leaves any earlier file in place; a symbolic link
is written through (its target is replaced). Exit status 2 for absurd
options, an --out that cannot be written or is not a regular file or a
new name (a directory, a FIFO, a device, a link to nothing), or a --check
file that is missing, truncated or corrupt, all before any work.

example:
  $ othello train --games 0
  [status 2]
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

/// `train`'s options: the run's, and where its weights go.
struct Settings {
    /// Everything the weights depend on.
    run: Options,
    /// `--threads`.
    threads: usize,
    /// `--out`.
    out: String,
    /// `--check FILE`.
    check: Option<String>,
}

impl Default for Settings {
    /// The defaults the help states.
    fn default() -> Settings {
        Settings {
            run: Options {
                games: 1000,
                seed: 1,
                play: Play {
                    exact: 16,
                    depth: 2,
                },
                fit: Fit {
                    lambda: 30.0,
                    steps: 100,
                    overlap: 2,
                },
                held_out: 100,
                bootstrap: 4,
                balanced: Balanced {
                    generations: 0,
                    depth: 4,
                    balance: 200,
                    exact: 16,
                },
            },
            threads: 1,
            out: "weights.bin".to_string(),
            check: None,
        }
    }
}

const OPTIONS: &[Opt<Settings>] = &[
    Opt {
        name: "--games",
        help: "self-play games (with --generations: a generation), 1 to 10000000 (default 1000)",
        takes: Takes::Number("N", 1, 10_000_000, |s, n| s.run.games = n),
    },
    Opt {
        name: "--seed",
        help: "the random seed (default 1)",
        takes: Takes::Number("S", 0, u64::MAX, |s, n| s.run.seed = n),
    },
    Opt {
        name: "--threads",
        help: "threads, 1 to 256 (default 1); the file does not depend on them",
        takes: Takes::Number("T", 1, MAX_THREADS, |s, n| s.threads = n as usize),
    },
    Opt {
        name: "--out",
        help: "the weights file to write (default weights.bin)",
        takes: Takes::Text("FILE", |s, v| {
            s.out = v.to_string();
            Ok(())
        }),
    },
    Opt {
        name: "--held-out",
        help: "held-out positions with 20 to 24 empty squares, 0 to 100000 (default 100; each takes about 2.5 s)",
        takes: Takes::Number("N", 0, 100_000, |s, n| s.run.held_out = n),
    },
    Opt {
        name: "--exact",
        help: "solve positions with at most N empty squares, 0 to 24 (default 16)",
        takes: Takes::Number("N", 0, 24, |s, n| {
            s.run.play.exact = n as u32;
            s.run.balanced.exact = n as u32;
        }),
    },
    Opt {
        name: "--depth",
        help: "the self-play search's depth, 1 to 6 (default 2; with --generations 4)",
        takes: Takes::Number("D", 1, 6, |s, n| {
            s.run.play.depth = n as u32;
            s.run.balanced.depth = n as u32;
        }),
    },
    Opt {
        name: "--lambda",
        help: "the ridge penalty, 0 to 100000 (default 30)",
        takes: Takes::Number("L", 0, 100_000, |s, n| s.run.fit.lambda = n as f64),
    },
    Opt {
        name: "--steps",
        help: "conjugate-gradient steps per stage, 1 to 10000 (default 100)",
        takes: Takes::Number("N", 1, 10_000, |s, n| s.run.fit.steps = n as usize),
    },
    Opt {
        name: "--bootstrap",
        help: "label unsolved positions by a D-ply search over later stages, 0 to 8 (0: game results; default 4)",
        takes: Takes::Number("D", 0, 8, |s, n| s.run.bootstrap = n as u32),
    },
    Opt {
        name: "--generations",
        help: "balanced self-play in G generations, 0 to 20 (0: the games above; default 0)",
        takes: Takes::Number("G", 0, 20, |s, n| s.run.balanced.generations = n as u32),
    },
    Opt {
        name: "--balance",
        help: "with --generations: keep openings the engine values within B discs, 0 to 64 (default 2)",
        takes: Takes::Number("B", 0, 64, |s, n| s.run.balanced.balance = 100 * n as i32),
    },
    Opt {
        name: "--check",
        help: "no training: the held-out error of the weights in FILE",
        takes: Takes::Text("FILE", |s, v| {
            s.check = Some(v.to_string());
            Ok(())
        }),
    },
];

fn run(args: &Args<Settings>, io: &mut Io) -> Result<()> {
    if let Some(extra) = args.positional.first() {
        return Err(Error::usage(format!("unexpected argument `{extra}`")));
    }
    let o = args.options.run;
    let threads = args.options.threads;
    crate::bitboard::kernel::Kernel::chosen().map_err(Error::usage)?;
    let progress = Progress::job_on_stderr("train");
    let say = |s: &str| progress.show(s);
    if let Some(path) = &args.options.check {
        let bytes =
            std::fs::read(path).map_err(|e| Error::usage(format!("cannot read {path}: {e}")))?;
        let weights =
            Weights::from_bytes(&bytes).map_err(|e| Error::usage(format!("{path}: {e}")))?;
        if o.balanced.generations > 0 {
            let errors = balanced_errors(&weights, &o, threads, &say);
            drop(progress);
            return report_balanced(io.out, &errors);
        }
        let positions = held_out_positions(&o, threads, &|d| {
            say(&format!("held-out position {d}/{}", o.held_out))
        });
        drop(progress);
        return report_error(io.out, &held_out_error(&weights, &positions));
    }
    let out = Path::new(&args.options.out);
    let temp = OutputFile::create("--out", out)?;
    let start = Instant::now();
    let trained = train(&o, threads, &say);
    drop(progress);
    temp.finish(&trained.bytes)?;
    let generations = o.balanced.generations as u64;
    let games = match generations {
        0 => plural(o.games, "game", "games"),
        g => format!(
            "{} in {}",
            plural(o.games * g, "game", "games"),
            plural(g, "generation", "generations")
        ),
    };
    writeln!(
        io.out,
        "{games}, {} ({} solved exactly), {:.0} s",
        plural(trained.positions as u64, "position", "positions"),
        trained.exact_positions,
        start.elapsed().as_secs_f64()
    )?;
    match &trained.balanced {
        Some(errors) => report_balanced(io.out, errors)?,
        None => report_error(io.out, &trained.error)?,
    }
    writeln!(
        io.out,
        "wrote {} ({} bytes)",
        out.display(),
        trained.bytes.len()
    )?;
    Ok(())
}

/// The held-out line(s).
fn report_error(out: &mut dyn std::io::Write, e: &crate::train::HeldOutError) -> Result<()> {
    if e.positions == 0 {
        writeln!(out, "held-out: none")?;
        return Ok(());
    }
    writeln!(
        out,
        "held-out: {} with {}-{} empty squares, mean absolute error {:.2} discs (simple evaluation: {:.2})",
        plural(e.positions as u64, "position", "positions"),
        HELD_OUT_MIN,
        HELD_OUT_MIN + 4,
        e.learned,
        e.simple
    )?;
    let [close, clear, lopsided] = e.bands;
    writeln!(
        out,
        "held-out by exact score: within {} discs {:.2} ({}), {}-{} {:.2} ({}), over {} {:.2} ({}); predicting 0: {:.2}",
        BANDS[0],
        close.1,
        plural(close.0 as u64, "position", "positions"),
        BANDS[0] + 1,
        BANDS[1],
        clear.1,
        clear.0,
        BANDS[1],
        lopsided.1,
        lopsided.0,
        e.zero
    )?;
    Ok(())
}

/// The balanced held-out lines: near the end, then in the midgame.
fn report_balanced(out: &mut dyn std::io::Write, e: &BalancedErrors) -> Result<()> {
    for (what, (new, shipped)) in [
        (format!("{HELD_OUT_MIN}-{} empty squares, solved", HELD_OUT_MIN + 4), e.near_end),
        (
            format!("30-40 empty squares, labelled by a {DEEP_LABEL}-ply search with the shipped weights"),
            e.midgame,
        ),
    ] {
        if new.positions == 0 {
            writeln!(out, "balanced held-out (|score| <= {BALANCED}), {what}: none")?;
            continue;
        }
        writeln!(
            out,
            "balanced held-out (|score| <= {BALANCED}), {what}: {}, mean absolute error {:.2} discs (shipped weights: {:.2}, simple evaluation: {:.2}, predicting 0: {:.2})",
            plural(new.positions as u64, "position", "positions"),
            new.learned,
            shipped.learned,
            new.simple,
            new.zero
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_position_is_singular() {
        let e = crate::train::HeldOutError {
            learned: 1.0,
            simple: 2.0,
            positions: 1,
            zero: 3.0,
            bands: [(1, 1.0), (0, 0.0), (0, 0.0)],
        };
        let mut out = Vec::new();
        report_error(&mut out, &e).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("held-out: 1 position with 20-24 empty squares, "),
            "{text}"
        );
        assert!(
            text.contains("within 10 discs 1.00 (1 position), 11-30 0.00 (0), "),
            "{text}"
        );
    }
}
