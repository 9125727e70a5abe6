//! The table of commands: every dialect and tool, with its help. `--help`,
//! the tests and the bundler all read [`COMMANDS`].

use crate::cli::{Args, Opt};
use crate::error::{Error, Result};
use std::fs::File;
use std::io::{BufRead, BufReader, Write};

pub mod best;
pub mod bundle;
pub mod check_move;
pub mod coding_ninjas;
pub mod codingame;
pub mod console;
pub mod diff;
pub mod gen;
pub mod judge;
pub mod match_;
pub mod maze_tac_toe;
pub mod moves;
pub mod nowcoder;
pub mod perft;
pub mod play;
pub mod solve;
pub mod uva220;

/// What a command may touch: its input and its two output streams.
pub struct Io<'a> {
    /// Standard input.
    pub stdin: &'a mut dyn BufRead,
    /// Standard output (buffered by the caller).
    pub out: &'a mut dyn Write,
    /// Standard error, for warnings; errors are returned, not written.
    pub err: &'a mut dyn Write,
}

/// The input named by the command line: the file argument, or `stdin`
/// when there is none (or it is `-`).
pub fn open_input<'a>(args: &Args, stdin: &'a mut dyn BufRead) -> Result<Box<dyn BufRead + 'a>> {
    match args.input_file()? {
        None => Ok(Box::new(stdin)),
        Some(path) => {
            let f =
                File::open(path).map_err(|e| Error::usage(format!("cannot open `{path}`: {e}")))?;
            Ok(Box::new(BufReader::with_capacity(1 << 16, f)))
        }
    }
}

/// Whether a command answers a judge's problem or serves its users.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Reads one problem format, writes its answer.
    Dialect,
    /// A tool for setters and players (perft, gen, diff, bundle, ...).
    Tool,
}

/// One subcommand.
pub struct Command {
    /// The subcommand's name, also its fixtures folder.
    pub name: &'static str,
    /// Dialect or tool.
    pub kind: Kind,
    /// One line for `othello --help`.
    pub summary: &'static str,
    /// The usage line and format description, with a short example.
    pub help: &'static str,
    /// The options it accepts.
    pub options: &'static [Opt],
    /// Runs it.
    pub run: fn(&Args, &mut Io) -> Result<()>,
}

/// Every subcommand, in the order `--help` lists them.
pub const COMMANDS: &[Command] = &[
    moves::COMMAND,
    play::COMMAND,
    console::COMMAND,
    uva220::COMMAND,
    nowcoder::COMMAND,
    codingame::COMMAND,
    check_move::COMMAND,
    coding_ninjas::COMMAND,
    maze_tac_toe::COMMAND,
    perft::COMMAND,
    solve::COMMAND,
    best::COMMAND,
    match_::COMMAND,
    gen::COMMAND,
    diff::COMMAND,
    judge::COMMAND,
    bundle::COMMAND,
];

/// The command named `name`.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}
