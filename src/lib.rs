//! `othello`: Othello/Reversi judge problems, from stdin to stdout.
//!
//! # The plan
//!
//! Each line of this block is one floor, the top first: a module uses
//! only modules on floors below its own, so every `crate::` arrow points
//! down and there is no import cycle. Data flows one way: bytes -> parsed
//! position -> rules -> rendered bytes. `tests/it/plan.rs` checks the
//! code's `crate::` paths against this block.
//!
//! ```text
//! commands
//! dialects tools
//! cli
//! judge bundle train
//! diff gen engine records
//! search text game json
//! eval bot
//! board
//! bitboard rules
//! squareset
//! square color
//! output_file quote
//! error rng cpu progress
//! ```
//!
//! The top, which alone knows every command:
//! - this file: [`run`] (dispatch on the first argument) and [`help`];
//! - [`commands`]: the command table, each dialect and tool named once.
//!
//! The commands, one file each; a tool that needs the table gets it
//! handed down ([`cli::command::Io::commands`]):
//! - [`dialects`]: the judge formats (`moves`, `play`, `console`, ...),
//!   each file its format's specification (the format is its help);
//! - [`tools`]: `perft`, `solve`, `best`, `match`, `gen`, `diff`, `judge`,
//!   `bundle`; thin: options in, a library call, output;
//! - [`cli`]: what a command is and may touch, its options, its input file.
//!
//! The libraries below the commands, which never see the command table:
//! - [`judge`] (stress-testing a solution; uses [`diff`]), [`bundle`]
//!   (one-file programs from this crate's own source), [`gen`] (seeded
//!   test inputs), [`diff`] (compares that show invisible differences);
//! - [`train`] (fitting the learned evaluation from self-play, for
//!   `train`; uses [`search`]'s solver);
//! - [`engine`] (computer players, matches) over [`search`] (exact
//!   endgames, depth-limited search on the 8 x 8 bitboard) over [`eval`]
//!   (the learned evaluation: pattern tables per game stage, its weights
//!   embedded; knows only [`bitboard`]); [`bot`], the small alpha-beta
//!   player of 8 x 8 and 10 x 10 boards that bundles carry;
//! - [`records`]: game records and positions with more than a board
//!   (GGF, OBF, FFO), read and written; [`json`]: one JSON value read
//!   from a line, every value placed (`botzone`'s protocol);
//! - [`text`]: bytes to positions and back (lines and tokens read with
//!   their places, board text, square names, cost grids); knows the
//!   rules, not the commands.
//!
//! The rules core, which knows no text:
//! - [`game`]: a game under any rule set, with passes and the end;
//! - [`board`]: the R x C board, its 8 x 8 work handed to [`bitboard`],
//!   the rest swept word-parallel ([`board::sweep`]); with it, the
//!   positions no game reaches ([`board::reach`]);
//! - [`bitboard`]: the 8 x 8 board as two 64-bit sets, its kernels, perft;
//! - [`rules`] (with its [`rules::directions`] and [`rules::costs`]),
//!   [`squareset`], [`square`], [`color`]: the nouns.
//!
//! Under everything: [`quote`] (input quoted in messages, invisible
//! differences made visible), [`error`] (the error type and exit
//! statuses), [`rng`], [`cpu`] (the processor's features), [`progress`],
//! [`output_file`] (the files tools write, never replacing what is not a
//! regular file).

//!
//! # Words
//!
//! - A **dialect** is one judge problem's input and output format, and the
//!   command that answers it; the **judge** is the site that runs it (and
//!   `othello judge`, which stress-tests a solution the way one would).
//! - A **player** is whoever takes turns under the rules, numbered from 0
//!   in the code and from 1 in text; with two players each has a
//!   **colour** ([`color::Color`], black moves first), and "the side to
//!   move" is the player to move. A **seat** exists only in `match`: the
//!   place an engine takes in a game's rotation of players.
//! - A **position** is what is played from: [`bitboard::Bitboard`] on
//!   8 x 8 (the player to move and the other), [`board::Board`] with the
//!   player to move on any size; text reads into `Parsed` values (board,
//!   player, layout: what was read) that become positions: on 8 x 8 by
//!   the one checked conversion [`records::ffo::eight_by_eight`] (another
//!   size is an error at the board's line).
//! - A command's **options** are its typed struct ([`cli::args`]); a
//!   generator's are [`gen::Options`].

pub mod bitboard;
pub mod board;
pub mod bot;
#[cfg(feature = "tools")]
pub mod bundle;
pub mod cli;
pub mod color;
pub mod commands;
#[cfg(any(feature = "engine", feature = "simd"))]
pub mod cpu;
pub mod dialects;
#[cfg(feature = "tools")]
pub mod diff;
#[cfg(feature = "engine")]
pub mod engine;
pub mod error;
#[cfg(feature = "engine")]
pub mod eval;
pub mod game;
#[cfg(feature = "tools")]
pub mod gen;
pub mod json;
#[cfg(feature = "tools")]
pub mod judge;
#[cfg(feature = "tools")]
pub mod output_file;
#[cfg(feature = "tools")]
pub mod progress;
pub mod quote;
#[cfg(feature = "tools")]
pub mod records;
pub mod rng;
pub mod rules;
#[cfg(feature = "engine")]
pub mod search;
pub mod square;
pub mod squareset;
pub mod text;
#[cfg(feature = "tools")]
pub mod tools;
#[cfg(feature = "tools")]
pub mod train;

use cli::args::closest;
use cli::command::{end_run, Io, Kind};
use commands::COMMANDS;
use error::Error;
use std::io::{BufRead, Write};

/// The top-level help: every command, one line each, from [`COMMANDS`].
pub fn help() -> String {
    let mut s = String::from(
        "othello: Othello/Reversi judge problems, from stdin to stdout

usage: othello <command> [options] [FILE]
       othello <command> --help

Reads FILE (or standard input) and writes the answer to standard output.
Exit status: 0 success, 1 bad input, 2 usage or I/O error.
In the examples of `othello <command> --help`, a `$` line is a command,
the lines under it its output, and `[status N]` a non-zero exit status.
",
    );
    for (kind, title) in [(Kind::Dialect, "dialects"), (Kind::Tool, "tools")] {
        let cmds: Vec<_> = COMMANDS.iter().filter(|c| c.kind == kind).collect();
        if cmds.is_empty() {
            continue;
        }
        s.push_str(&format!("\n{title}:\n"));
        for c in cmds {
            s.push_str(&format!("  {:<14} {}\n", c.name, c.summary));
        }
    }
    s
}

/// Runs the command line `args` (without the program name) and returns the
/// exit status. Errors are written to `stderr` as one line starting
/// `othello: `; `stdout` is flushed in every case, so complete output is
/// never lost; a closed output pipe ends the run quietly with status 0, any
/// other failed write is an error with status 2 (see [`end_run`]).
pub fn run(
    args: &[String],
    stdin: &mut (dyn BufRead + Send),
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let result = dispatch(args, stdin, stdout, stderr);
    end_run(result, stdout, stderr)
}

/// [`run`] for a program that is one command, the first of [`COMMANDS`]:
/// `args` are that command's (its name is not among them). A bundle's
/// `main` calls this, its command table holding its one dialect; so it
/// carries none of the top level (`--help`, `--version`, the lookup of a
/// command by name), which it could never run.
pub fn run_single(
    args: &[String],
    stdin: &mut (dyn BufRead + Send),
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let result = match COMMANDS.first() {
        Some(cmd) => {
            let mut io = Io {
                stdin,
                out: stdout,
                err: stderr,
                commands: COMMANDS,
            };
            cmd.invoke(args, &mut io)
        }
        None => Err(Error::usage("no command")),
    };
    end_run(result, stdout, stderr)
}

fn dispatch(
    args: &[String],
    stdin: &mut (dyn BufRead + Send),
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> error::Result<()> {
    let name = match args.first() {
        Some(name) => name,
        None => return Err(Error::usage("no command given (try `othello --help`)")),
    };
    if name == "--help" || name == "-h" || name == "help" {
        match args.get(1) {
            // `othello help CMD` is `othello CMD --help`.
            Some(cmd) if name == "help" => {
                return dispatch(&[cmd.clone(), "--help".into()], stdin, stdout, stderr)
            }
            _ => stdout.write_all(help().as_bytes())?,
        }
        return Ok(());
    }
    if name == "--version" || name == "-V" {
        writeln!(stdout, "othello {}", env!("CARGO_PKG_VERSION"))?;
        return Ok(());
    }
    let cmd = match commands::find(name) {
        Some(cmd) => cmd,
        None => {
            let names = COMMANDS.iter().map(|c| c.name);
            let hint = match closest(name, names) {
                Some(near) => format!("did you mean `{near}`? "),
                None => String::new(),
            };
            return Err(Error::usage(format!(
                "unknown command `{name}` ({hint}try `othello --help`)"
            )));
        }
    };
    let mut io = Io {
        stdin,
        out: stdout,
        err: stderr,
        commands: COMMANDS,
    };
    cmd.invoke(&args[1..], &mut io)
}
