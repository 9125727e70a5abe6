//! One command: its entry in the command table ([`Command`]), what it may
//! touch ([`Io`]), and one run of it: its options parsed, `--help`, and
//! its error turned into one line and an exit status ([`end_run`]).

use super::args::{options_help, Args, Opt};
use crate::error::{Error, Result, EXIT_OK};
use std::io::{BufRead, Write};

/// What a command may touch: its input and its two output streams.
pub struct Io<'a> {
    /// Standard input; `Send`, so that a command serving a protocol can
    /// read it on a thread of its own while it thinks.
    pub stdin: &'a mut (dyn BufRead + Send),
    /// Standard output (buffered by the caller).
    pub out: &'a mut dyn Write,
    /// Standard error, for warnings; errors are returned, not written.
    pub err: &'a mut dyn Write,
    /// Every command, for a tool that runs or names others (`gen` asks a
    /// dialect's generator, `judge` runs a dialect, `bundle` inlines one):
    /// handed down from the top, which alone knows the command table.
    pub commands: &'static [Command],
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
    /// with examples that `tests/it/docs/help.rs` runs: after a line
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
    /// Its options and its run: an [`Entry`], typed by its options.
    pub entry: &'static dyn Invoke,
    /// Its module, `module_path!()` in its file: the bundler inlines it
    /// and cuts the command table down to its `COMMAND`.
    pub module: &'static str,
    /// Its input generator for `othello gen` (every dialect has one): the
    /// `tools` feature.
    #[cfg(feature = "tools")]
    pub gen: Option<&'static crate::gen::Generator>,
    /// Why `othello bundle` makes no program of this dialect, for its
    /// usage error: its judge takes no Rust, so the dialect checks or
    /// computes answers on stdin instead. `None`: a bundle is made (every
    /// tool has `None`; only `bundle` reads it). The `tools` feature.
    #[cfg(feature = "tools")]
    pub no_bundle: Option<&'static str>,
}

/// Whether this build refuses option `name` though a command lists it:
/// bundles (and builds without the features) leave out the rule variants
/// and the computer player, so their `--help` does not offer them.
fn left_out(name: &str) -> bool {
    (cfg!(not(feature = "variants")) && crate::cli::variants::VARIANT_OPTS.contains(&name))
        || (cfg!(not(feature = "engine")) && name == "--computer")
}

/// A command's options, declared once, and its run, which gets them
/// parsed into `T` (`()` for a command without options).
pub struct Entry<T: 'static> {
    /// Every option, in the order the help lists them.
    pub options: &'static [Opt<T>],
    /// Runs the command.
    pub run: fn(&Args<T>, &mut Io) -> Result<()>,
}

/// What the command table sees of an [`Entry`], whatever its options'
/// type.
pub trait Invoke: Sync {
    /// The help lines of its options but those `hide` names.
    fn options_help(&self, hide: fn(&str) -> bool) -> String;
    /// Each option's name and placeholder (`""` for a flag), for the
    /// tools that name other commands' options.
    #[cfg(feature = "tools")]
    fn options(&self) -> Vec<(&'static str, &'static str)>;
    /// Parses `words` and runs the command; `Ok(false)` when `--help` was
    /// asked, and nothing ran.
    fn parse_and_run(&self, words: &[String], io: &mut Io) -> Result<bool>;
}

impl<T: Default> Invoke for Entry<T> {
    fn options_help(&self, hide: fn(&str) -> bool) -> String {
        options_help(self.options, hide)
    }

    #[cfg(feature = "tools")]
    fn options(&self) -> Vec<(&'static str, &'static str)> {
        self.options
            .iter()
            .map(|o| (o.name, o.placeholder()))
            .collect()
    }

    fn parse_and_run(&self, words: &[String], io: &mut Io) -> Result<bool> {
        let args = Args::parse(words, self.options)?;
        if args.help {
            return Ok(false);
        }
        (self.run)(&args, io)?;
        Ok(true)
    }
}

/// The entry of a command that takes no option: its run.
pub struct NoOptions(pub fn(&Args, &mut Io) -> Result<()>);

impl Invoke for NoOptions {
    fn options_help(&self, hide: fn(&str) -> bool) -> String {
        options_help::<()>(&[], hide)
    }

    #[cfg(feature = "tools")]
    fn options(&self) -> Vec<(&'static str, &'static str)> {
        Vec::new()
    }

    fn parse_and_run(&self, words: &[String], io: &mut Io) -> Result<bool> {
        let args = Args::without_options(words)?;
        if args.help {
            return Ok(false);
        }
        (self.0)(&args, io)?;
        Ok(true)
    }
}

impl Command {
    /// Runs this command on `words`, its command line after its name:
    /// `--help` prints its help and options, anything else runs it.
    pub fn invoke(&self, words: &[String], io: &mut Io) -> Result<()> {
        if self.entry.parse_and_run(words, io)? {
            return Ok(());
        }
        #[cfg(feature = "help")]
        io.out.write_all(self.help.as_bytes())?;
        writeln!(
            io.out,
            "\noptions:\n{}",
            self.entry.options_help(left_out).trim_end()
        )?;
        Ok(())
    }

    /// Each option's name and placeholder (`""` for a flag).
    #[cfg(feature = "tools")]
    pub fn options(&self) -> Vec<(&'static str, &'static str)> {
        self.entry.options()
    }

    /// What `othello NAME WORDS...` prints on `input`, run in memory: its
    /// output, or when it fails its error line without `othello: ` (its
    /// exit status when it says nothing).
    pub fn capture(
        &self,
        words: &[String],
        input: &[u8],
        commands: &'static [Command],
    ) -> std::result::Result<Vec<u8>, String> {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let mut stdin = input;
        let mut io = Io {
            stdin: &mut stdin,
            out: &mut out,
            err: &mut err,
            commands,
        };
        let result = self.invoke(words, &mut io);
        match end_run(result, &mut out, &mut err) {
            EXIT_OK => Ok(out),
            status => {
                let msg = String::from_utf8_lossy(&err);
                let msg = msg.trim_end().trim_start_matches("othello: ");
                Err(if msg.is_empty() {
                    format!("exit status {status}")
                } else {
                    msg.to_string()
                })
            }
        }
    }
}

/// `msg` with what a terminal would hide or garble shown by code: a
/// control character but a tab (`<NUL>`, `<x1B>`) or a confusable one
/// (`<U+200B>`). Messages quote input through [`crate::quote`],
/// which names such characters; this catches what came another way (a
/// command-line argument, a file name). The `terminal` feature: bundles,
/// whose messages judges keep to themselves, leave it out.
#[cfg(feature = "terminal")]
fn visible(msg: &str) -> String {
    crate::quote::shown(msg)
}

/// Ends a run that gave `result`, and returns its exit status. Errors are
/// written to `stderr` as one line starting `othello: `; `stdout` is
/// flushed in every case, so complete output is never lost; a closed
/// output pipe ends the run quietly with status 0, any other failed write
/// is an error with status 2 (even after a `diff` report, which would
/// otherwise be lost silently).
pub fn end_run(result: Result<()>, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
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
            #[cfg(feature = "terminal")]
            let e = visible(&e.to_string());
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
