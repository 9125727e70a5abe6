//! The one error type, and the exit status each kind maps to.

use std::fmt;
use std::io;

/// Everything that can stop a run.
#[derive(Debug)]
pub enum Error {
    /// The input is wrong at a place a person can find: 1-based line and
    /// column (in bytes), and what was expected there. Exit status 1.
    Input {
        /// 1-based line number.
        line: usize,
        /// 1-based column, counted in bytes.
        col: usize,
        /// What was expected, or why the input cannot be used.
        msg: String,
    },
    /// The input of a file other than the main one (an option's file,
    /// like `console --costs FILE`) is wrong: the whole message, the file
    /// and the place in it named (`in `costs.txt`: line 3, col 1: ...`).
    /// Exit status 1, as for the main input. (Only the rule variants take
    /// such files: not in bundles.)
    #[cfg(feature = "variants")]
    InputIn(String),
    /// The command line is wrong. Exit status 2.
    Usage(String),
    /// Reading or writing failed. Exit status 2 (a closed output pipe is
    /// handled by the caller as a quiet success).
    Io(io::Error),
    /// A verdict already reported on stdout (the differences `diff`
    /// found, the cases `judge` failed), so `run` writes no `othello: `
    /// line. Exit status 1.
    Reported,
}

/// Exit status: success.
pub const EXIT_OK: u8 = 0;
/// Exit status: the input is bad (or, for `diff`, the files differ).
pub const EXIT_INPUT: u8 = 1;
/// Exit status: bad command line, or an I/O error.
pub const EXIT_USAGE: u8 = 2;

impl Error {
    /// An input error at `line`, `col`.
    pub fn at(line: usize, col: usize, msg: impl Into<String>) -> Error {
        Error::Input {
            line,
            col,
            msg: msg.into(),
        }
    }

    /// This error, read in the file `path` named by an option: an input
    /// error stays one (status 1), with the file named before its place;
    /// others are unchanged.
    #[cfg(feature = "variants")]
    pub fn in_file(self, path: &str) -> Error {
        match self {
            Error::Input { .. } => Error::InputIn(format!("in `{path}`: {self}")),
            other => other,
        }
    }

    /// A usage error.
    pub fn usage(msg: impl Into<String>) -> Error {
        Error::Usage(msg.into())
    }

    /// The process exit status for this error.
    pub fn status(&self) -> u8 {
        match self {
            Error::Input { .. } | Error::Reported => EXIT_INPUT,
            #[cfg(feature = "variants")]
            Error::InputIn(_) => EXIT_INPUT,
            Error::Usage(_) | Error::Io(_) => EXIT_USAGE,
        }
    }

    /// Whether `run` stays silent on stderr: the command already answered
    /// on stdout ([`Error::Reported`]).
    pub fn is_silent(&self) -> bool {
        matches!(self, Error::Reported)
    }

    /// Whether this is a write to a closed pipe, which ends a run quietly.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Io(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input { line, col, msg } => write!(f, "line {line}, col {col}: {msg}"),
            Error::Usage(msg) => write!(f, "{msg}"),
            #[cfg(feature = "variants")]
            Error::InputIn(msg) => write!(f, "{msg}"),
            Error::Io(e) => write!(f, "I/O error: {e}"),
            Error::Reported => write!(f, "the verdict is on standard output"),
        }
    }
}

impl From<io::Error> for Error {
    fn from(e: io::Error) -> Error {
        Error::Io(e)
    }
}

/// Shorthand for results that fail with [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

/// `n` and the noun counted, singular for one: `1 cell`, `3 cells`
/// (`many` for the other counts: `1 loss`, `2 losses`). Messages and
/// reports say `expected 1 cell`, never `1 cells`.
pub fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_is_singular() {
        assert_eq!(super::plural(1, "cell", "cells"), "1 cell");
        assert_eq!(super::plural(0, "cell", "cells"), "0 cells");
        assert_eq!(super::plural(2, "loss", "losses"), "2 losses");
    }
}
