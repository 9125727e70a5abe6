//! `othello`: Othello/Reversi judge problems, from stdin to stdout.
//!
//! The rules core ([`color`], [`square`], [`squareset`], [`board`],
//! [`sweep`]) knows nothing about text; [`text`] turns bytes into positions
//! and back; each file of [`dialects`] is one command. Data flows one way:
//! bytes -> parsed position -> rules -> rendered bytes.

#[cfg(any(feature = "engine", feature = "simd"))]
pub mod bitboard;
pub mod board;
#[cfg(feature = "tools")]
pub mod bundle;
pub mod cli;
pub mod color;
pub mod costs;
#[cfg(any(feature = "engine", feature = "simd"))]
pub mod cpu;
pub mod dialects;
pub mod directions;
#[cfg(feature = "engine")]
pub mod engine;
pub mod error;
pub mod game;
#[cfg(feature = "tools")]
pub mod gen;
#[cfg(any(feature = "engine", feature = "simd"))]
pub mod geometry;
#[cfg(feature = "tools")]
pub mod judge;
pub mod moves8;
#[cfg(feature = "tools")]
pub mod progress;
pub mod reach;
#[cfg(feature = "engine")]
pub mod rng;
pub mod rules;
#[cfg(feature = "engine")]
pub mod search;
#[cfg(feature = "engine")]
pub mod solver;
pub mod square;
pub mod squareset;
pub mod sweep;
pub mod text;

use dialects::{Command, Io, Kind, COMMANDS};
use error::{Error, EXIT_OK};
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
/// other failed write is an error with status 2 (even after a `diff`
/// report, which would otherwise be lost silently).
pub fn run(
    args: &[String],
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let result = dispatch(args, stdin, stdout, stderr);
    finish(result, stdout, stderr)
}

/// [`run`] for a program that is one command, the first of [`COMMANDS`]:
/// `args` are that command's (its name is not among them). A bundle's
/// `main` calls this, its command table holding its one dialect; so it
/// carries none of the top level (`--help`, `--version`, the lookup of a
/// command by name), which it could never run.
pub fn run_single(
    args: &[String],
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let result = match COMMANDS.first() {
        Some(cmd) => run_command(cmd, args, stdin, stdout, stderr),
        None => Err(Error::usage("no command")),
    };
    finish(result, stdout, stderr)
}

/// Ends a run that gave `result`: see [`run`].
fn finish(result: error::Result<()>, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let flushed = stdout.flush();
    let write_failed = match flushed {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return EXIT_OK,
        Err(e) => Some(Error::Io(std::io::Error::new(
            e.kind(),
            format!("cannot write standard output: {e}"),
        ))),
        Ok(()) => None,
    };
    let mut status = EXIT_OK;
    if let Err(e) = result {
        if e.is_broken_pipe() {
            return EXIT_OK;
        }
        status = e.status();
        // A failed write is said once, below.
        let said_below = write_failed.is_some() && matches!(e, Error::Io(_));
        if !e.is_silent() && !said_below {
            let _ = writeln!(stderr, "othello: {e}");
        }
    }
    if let Some(e) = write_failed {
        let _ = writeln!(stderr, "othello: {e}");
        status = e.status();
    }
    let _ = stderr.flush();
    status
}

fn dispatch(
    args: &[String],
    stdin: &mut dyn BufRead,
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
    let cmd = match dialects::find(name) {
        Some(cmd) => cmd,
        None => {
            let names = COMMANDS.iter().map(|c| c.name);
            let hint = match cli::closest(name, names) {
                Some(near) => format!("did you mean `{near}`? "),
                None => String::new(),
            };
            return Err(Error::usage(format!(
                "unknown command `{name}` ({hint}try `othello --help`)"
            )));
        }
    };
    run_command(cmd, &args[1..], stdin, stdout, stderr)
}

/// Runs `cmd` with its arguments `args`.
fn run_command(
    cmd: &Command,
    args: &[String],
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> error::Result<()> {
    let parsed = cli::Args::parse(args, cmd.options)?;
    if parsed.help {
        #[cfg(feature = "help")]
        stdout.write_all(cmd.help.as_bytes())?;
        writeln!(
            stdout,
            "\noptions:\n{}",
            cli::options_help(cmd.options).trim_end()
        )?;
        return Ok(());
    }
    let mut io = Io {
        stdin,
        out: stdout,
        err: stderr,
    };
    (cmd.run)(&parsed, &mut io)
}
