//! The table of commands: every dialect and tool, with its help. `--help`,
//! the tests and the bundler all read [`COMMANDS`].

use crate::cli::{Args, Opt};
use crate::error::{Error, Result};
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};

#[cfg(feature = "tools")]
pub mod best;
#[cfg(feature = "tools")]
pub mod bundle;
pub mod check_move;
pub mod coding_ninjas;
pub mod codingame;
pub mod console;
#[cfg(feature = "tools")]
pub mod diff;
#[cfg(feature = "tools")]
pub mod gen;
#[cfg(feature = "tools")]
pub mod judge;
#[cfg(feature = "tools")]
pub mod match_;
pub mod maze_tac_toe;
pub mod moves;
pub mod nowcoder;
#[cfg(feature = "tools")]
pub mod perft;
pub mod play;
#[cfg(feature = "tools")]
pub mod solve;
pub mod uva220;
#[cfg(feature = "variants")]
pub mod variants;

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
/// when there is none (or it is `-`). Its read errors name it.
pub fn open_input<'a>(args: &Args, stdin: &'a mut dyn BufRead) -> Result<Box<dyn BufRead + 'a>> {
    match args.input_file()? {
        None => Ok(Box::new(Named::new(stdin, "standard input".into()))),
        Some(path) => {
            let f =
                File::open(path).map_err(|e| Error::usage(format!("cannot open `{path}`: {e}")))?;
            let f = BufReader::with_capacity(1 << 16, f);
            Ok(Box::new(Named::new(f, format!("`{path}`"))))
        }
    }
}

/// A reader whose errors say what it reads: `cannot read `dir`: Is a
/// directory`, so that every I/O error names its file.
pub struct Named<R> {
    inner: R,
    name: String,
}

impl<R> Named<R> {
    /// `inner`, called `name` (`standard input`, or a path in backquotes)
    /// in its errors.
    pub fn new(inner: R, name: String) -> Named<R> {
        Named { inner, name }
    }
}

fn name_error(name: &str, e: std::io::Error) -> std::io::Error {
    std::io::Error::new(e.kind(), format!("cannot read {name}: {e}"))
}

impl<R: Read> Read for Named<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let name = &self.name;
        self.inner.read(buf).map_err(|e| name_error(name, e))
    }
}

impl<R: BufRead> BufRead for Named<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        let name = &self.name;
        self.inner.fill_buf().map_err(|e| name_error(name, e))
    }

    fn consume(&mut self, n: usize) {
        self.inner.consume(n)
    }
}

/// Whether a command answers a judge's problem or serves its users.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Reads one problem format, writes its answer. `othello bundle` takes
    /// exactly these, and each has fixtures and a generator.
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
    /// The usage line and the full description of the format or tool,
    /// with examples that `tests/help_examples.rs` runs: after a line
    /// `example:`, each indented `$ LINE` runs as `sh -c LINE` (in a
    /// temporary directory shared by the help's examples, `othello` first
    /// on `PATH`, stdin empty) and the indented lines under it, up to the
    /// next `$`, are its stdout byte for byte (a blank line is an empty
    /// output line; none: no output). A non-zero exit status is shown as a
    /// last line `[status N]`. The `help` feature: bundles, which judges
    /// never ask for help and which must stay small, leave it out, and
    /// their `--help` lists the options only.
    #[cfg(feature = "help")]
    pub help: &'static str,
    /// The options it accepts.
    pub options: &'static [Opt],
    /// Runs it.
    pub run: fn(&Args, &mut Io) -> Result<()>,
    /// Its module, `module_path!()` in its file: the bundler inlines it
    /// and cuts [`COMMANDS`] down to its `COMMAND`.
    pub module: &'static str,
    /// Its input generator for `othello gen` (every dialect has one): the
    /// `tools` feature.
    #[cfg(feature = "tools")]
    pub gen: Option<&'static crate::gen::Generator>,
}

/// Every subcommand, in the order `--help` lists them: the one registry.
/// `--help`, `gen` (the generators), the bundler (the modules) and the
/// tests read it.
///
/// Adding a dialect: its file in this folder (a `COMMAND` with its help,
/// its run, its module path and its generator, written in `src/gen/`), its
/// `pub mod` line above and its line here, the file's line in the
/// bundler's list of sources (`src/bundle/sources.rs`, which a test checks
/// against `src/`), and its fixtures under `fixtures/<name>/`
/// (tests/registry.rs checks that there are some).
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
    #[cfg(feature = "tools")]
    perft::COMMAND,
    #[cfg(feature = "tools")]
    solve::COMMAND,
    #[cfg(feature = "tools")]
    best::COMMAND,
    #[cfg(feature = "tools")]
    match_::COMMAND,
    #[cfg(feature = "tools")]
    gen::COMMAND,
    #[cfg(feature = "tools")]
    diff::COMMAND,
    #[cfg(feature = "tools")]
    judge::COMMAND,
    #[cfg(feature = "tools")]
    bundle::COMMAND,
];

/// The command named `name`.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}
