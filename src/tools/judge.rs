//! `judge`: stress-tests a solution of a dialect against `othello`'s own
//! answers, with time and memory limits, judges' verdicts and shrunk
//! failing cases (its help, [`COMMAND`], has the report and the limits).
//! This file reads the options, hands [`crate::judge`] othello's side of
//! the judging (the dialect's answers and `gen`'s inputs, run in-process
//! from the command table) and prints its report.

use crate::cli::args::{count, Args};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::error::{Error, Result};
use crate::judge::case::{shell_line, Origin, Reference};
use crate::judge::run::{memory_limit_works, Program};
use crate::judge::trial::Judge;
use crate::judge::verdict::Compare;
use crate::judge::Session;
use std::path::{Path, PathBuf};
use std::time::Duration;

mod options;

use options::{cases, reference_words, Options, OPTIONS};

/// The `judge` command.
pub const COMMAND: Command = Command {
    name: "judge",
    kind: Kind::Tool,
    summary: "run a solution on generated cases: verdicts, limits, shrunk failures",
    #[cfg(feature = "help")]
    help: "usage: othello judge DIALECT [options] -- PROGRAM [ARGS...]

Stress-tests PROGRAM, a solution of DIALECT. Each case is run in a fresh
process with the case on standard input, --jobs at a time, and its output
is compared with `othello DIALECT`'s answer (computed in-process). Verdicts:
  AC   accepted: the expected output, byte for byte
  WA   wrong answer: other output (--lenient: see below)
  TLE  time limit exceeded: still running at --time-limit (wall clock);
       the process is killed then
  MLE  memory limit exceeded: it failed and its stderr shows a failed
       allocation under --memory-limit (see below)
  RE   runtime error: a non-zero exit status, or a signal (named)
Failing cases are listed in case order, whatever --jobs, and the first
--show K are shown in full: the command that makes the case again, the
input when it is small, and `othello diff`'s report of the expected output
against the actual one (stderr for TLE, MLE and RE). Timings stay out of
the report, so that two runs can be compared. The last line is
`AC a WA w TLE t MLE m RE r (n cases)` (`1 case` for one). Exit status
0 when every case is AC, 1 otherwise, 2 on a usage or I/O error, such as
a PROGRAM that does not exist or cannot run (checked before any case
runs). Options go before
`--`; everything after it is PROGRAM and its arguments.

Cases: case i (from 0) is `othello gen DIALECT --seed S+i OPTS`, with S
from --seed and OPTS from --gen: gen's options for DIALECT as one string
(`othello gen --list` names them; one string, because the judge's own
--cases counts runs, not the cases inside one input). The options that
set the rules of the cases without writing them into the input
(--directions, --players, --costs, and --size for console) are given to
the reference too: `--gen '--directions 4'` compares with `othello DIALECT
--directions 4`, which the report names (PROGRAM gets only its own
arguments). --costs-file is refused: no one file serves every case. With
--tests DIR, the cases are the files DIR/*.in in name order, each expected
to print DIR/NAME.out when it exists (the report names that file), else
othello's answer.

--shrink looks for a smaller input that fails the same way (WA stays WA;
RE keeps its exit status or signal and its error message, numbers aside):
first `gen` from the same seed with smaller --cases, --size, --moves,
--plies (those DIALECT's generator takes and the reference was not given),
then removing runs of lines
(lowering a leading count line to match) while othello still accepts
the input. It prints the smallest such input, its sizes before and
after, and its diff. It spends at most --shrink-runs runs of PROGRAM per
shown case; a run that ends in TLE costs the whole time limit.

--lenient accepts an output that differs only in spaces, tabs and CRs at
line ends and blank lines at the end, as many judges do; the report says
how many cases passed only thanks to it.

Memory limit: PROGRAM runs as
  /bin/sh -c 'ulimit -v KB && exec \"$0\" \"$@\"' PROGRAM ARGS...
so its address space (virtual memory, not resident memory) is capped.
Runtimes that reserve much address space up front (the JVM, Go, programs
built with sanitizers) need a larger limit, or 0 for none. The largest, 17592186044415 (2^64
bytes less one MiB, the most the limit can hold), is set but caps nothing
a machine has. Where /bin/sh
or `ulimit -v` is missing, and on systems other than Unix, the limit is
not enforced and a warning says so. MLE is told from RE by the message a
failed allocation leaves on stderr: Rust's `memory allocation of N bytes
failed`, C++'s `std::bad_alloc`, Python's `MemoryError`, Java's
`OutOfMemoryError`, `out of memory` (Go and others) or `Cannot allocate
memory`. A program that dies silently of a failed allocation (a segfault
on a null pointer from malloc) is RE.

Processes: each run's PROGRAM is in a process group of its own, which is
ended when the run is over (exit, time limit, or output still open at the
time limit), with every process started from it, also those in groups of
their own (as `timeout` makes) while their parent lives; a guard process
(`/bin/sh`) does it, so that Ctrl-C or a kill of the judge ends them too.
On Linux, what leaves that tree (its parent gone, in a group or session
of its own: `timeout`'s command, a daemon's double fork) is ended too at
the end of the run: the run's processes carry OTHELLO_JUDGE_RUN=ID in
their environment, which `/proc` shows; a process that clears its
environment and leaves the tree, or one left when the judge itself is
killed, escapes. Elsewhere the group and its tree alone are ended.

Progress (cases done, verdict counts, elapsed time) goes to stderr when it
is a terminal, and nowhere otherwise.

PROGRAM is any command: `-- ./mine`, `-- python3 sol.py`, `-- java Main`.
The examples judge othello itself (every case AC), the same on a folder
of tests, and a solution that turns the first `1` of its output into `0`
(WA, shrunk to a two-line input).

example:
  $ othello judge moves --cases 20 --gen '--size 6' -- othello moves
  AC 20 WA 0 TLE 0 MLE 0 RE 0 (20 cases)
  $ mkdir t; printf '4\\n....\\n.WB.\\n.BW.\\n....\\nB\\n' > t/a.in; othello judge moves --tests t -- othello moves
  AC 1 WA 0 TLE 0 MLE 0 RE 0 (1 case)
  $ othello judge moves --cases 2 --shrink --gen '--size 6 --cases 2' -- sh -c \"othello moves | sed '1s/1/0/'\"
  seed 1: WA
  seed 2: WA

  == seed 1: WA
  reproduce: othello gen moves --seed 1 --size 6 --cases 2 | sh -c 'othello moves | sed '\\''1s/1/0/'\\'''
  input: 16 lines, 92 bytes
    6
    ....B.
    ...BBW
    WWBBWB
    .WBWBB
    .B.WBB
    BW.W..
    B
    6
    BBBBBW
    .BBBBB
    BBBWB.
    .BBWBW
    WWWWWW
    BBBWWW
    B
  --- expected (othello moves)
  +++ actual (sh -c 'othello moves | sed '\\''1s/1/0/'\\''')
  line 1, col 11: expected `1`, found `0`
  -   1 | 0 0 0 0 0 1⏎
  +   1 | 0 0 0 0 0 0⏎
      2 | 1 1 0 0 0 0⏎
      3 | 0 0 0 0 0 0⏎
  1 of 13 lines differ

  shrunk in 8 runs: 16 lines, 92 bytes -> 2 lines, 7 bytes
  lines removed from the input of: othello gen moves --seed 1 --cases 1 --size 4 --plies 0
  input: 2 lines, 7 bytes
    .BW.
    B
  --- expected (othello moves)
  +++ actual (sh -c 'othello moves | sed '\\''1s/1/0/'\\''')
  line 1, col 7: expected `1`, found `0`
  -   1 | 0 0 0 1⏎
  +   1 | 0 0 0 0⏎
  1 of 1 lines differ

  AC 0 WA 2 TLE 0 MLE 0 RE 0 (2 cases)
  [status 1]
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

/// Where `name` would be run from, as `exec` finds it: a path when it
/// holds a `/`, else the first match in `PATH`; or why it cannot run.
fn resolve(name: &str) -> std::result::Result<PathBuf, String> {
    if name.is_empty() {
        return Err("the program name is empty".into());
    }
    if name.contains('/') {
        let p = Path::new(name);
        return match std::fs::metadata(p) {
            Err(e) => Err(e.to_string()),
            Ok(m) if m.is_dir() => Err("it is a directory".into()),
            Ok(m) if !executable(&m) => Err("it is not executable (chmod +x?)".into()),
            Ok(_) => Ok(p.to_path_buf()),
        };
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| std::fs::metadata(p).is_ok_and(|m| m.is_file() && executable(&m)))
        .ok_or_else(|| "no such program in PATH".into())
}

#[cfg(unix)]
fn executable(m: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    m.permissions().mode() & 0o111 != 0
}

#[cfg(not(unix))]
fn executable(_: &std::fs::Metadata) -> bool {
    true
}

/// othello's side of judging `dialect`: its answers (`othello DIALECT
/// WORDS...`), and `gen`'s inputs for it, each run in-process as its
/// command line would run it.
fn reference(
    dialect: &'static Command,
    words: Vec<String>,
    commands: &'static [Command],
) -> Reference {
    let mut line = vec![dialect.name.to_string()];
    line.extend(words.iter().cloned());
    Reference {
        name: format!("othello {}", shell_line(&line)),
        // Shrinking keeps the options the reference was given.
        gen_options: dialect
            .gen
            .map_or(&[][..], |g| g.accepts)
            .iter()
            .filter(|o| !words.iter().any(|w| w == *o))
            .copied()
            .collect(),
        answer: Box::new(move |input| dialect.capture(&words, input, commands)),
        generate: Box::new(move |seed, words| {
            made_case(dialect, seed, words).map_err(|e| e.to_string())
        }),
    }
}

/// The input `othello gen DIALECT --seed SEED WORDS...` writes, made
/// in-process from `gen`'s typed options (`words` are `--gen`'s, or
/// shrinking's changes to them).
fn made_case(dialect: &Command, seed: u64, words: &[String]) -> Result<Vec<u8>> {
    let args = Args::parse(words, super::gen::OPTIONS)?;
    if args.help || !args.positional.is_empty() {
        return Err(Error::usage(format!(
            "--gen takes gen's options only, not `{}`",
            shell_line(words)
        )));
    }
    let g = dialect.gen.ok_or_else(|| {
        Error::usage(format!(
            "no generator for `{}` (see `othello gen --list`)",
            dialect.name
        ))
    })?;
    let opts = super::gen::options_for(dialect.name, g, &args)?;
    let mut out = Vec::new();
    crate::gen::generate(g, seed, &opts, &mut out)?;
    Ok(out)
}

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let Some((dialect, argv)) = args.positional.split_first() else {
        return Err(Error::usage(
            "judge needs a dialect and a program: othello judge DIALECT [options] -- PROGRAM [ARGS...]",
        ));
    };
    let dialect = io
        .commands
        .iter()
        .find(|c| c.name == dialect.as_str() && c.kind == Kind::Dialect)
        .ok_or_else(|| {
            let names: Vec<_> = io
                .commands
                .iter()
                .filter(|c| c.kind == Kind::Dialect)
                .map(|c| c.name)
                .collect();
            Error::usage(format!(
                "judge needs a dialect ({}), not `{dialect}`",
                names.join(", ")
            ))
        })?;
    let Some(program) = argv.first() else {
        return Err(Error::usage(
            "judge needs a program to run after the dialect: othello judge DIALECT [options] -- PROGRAM [ARGS...]",
        ));
    };
    resolve(program).map_err(|why| Error::usage(format!("cannot run `{program}`: {why}")))?;
    let o = &args.options;
    let cases = cases(o)?;
    let gen = match cases.first() {
        Some(Origin::Gen { gen, .. }) => gen.clone(),
        _ => Vec::new(),
    };
    let words = reference_words(dialect, &gen)?;
    let time_limit = o.time_limit.unwrap_or(Duration::from_secs(2));
    let mb = o.memory_mb.unwrap_or(256);
    let memory_kb = match mb * 1024 {
        0 => None,
        kb if memory_limit_works(kb) => Some(kb),
        _ => {
            writeln!(
                io.err,
                "othello: warning: --memory-limit {mb} is not enforced here (no /bin/sh with `ulimit -v`)"
            )?;
            None
        }
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let jobs = o
        .jobs
        .map_or(cores.clamp(1, options::MAX_JOBS as usize), |j| j as usize);
    let judge = Judge {
        dialect: dialect.name,
        reference: reference(dialect, words, io.commands),
        program: Program {
            argv: argv.to_vec(),
            time_limit,
            memory_kb,
        },
        compare: if o.lenient {
            Compare::Lenient
        } else {
            Compare::Exact
        },
    };
    // The first case is made before any run, so that a bad --gen or a
    // case othello rejects is a usage error up front.
    if let Some(first) = cases.first() {
        first.load(judge.dialect, &judge.reference)?;
    }
    let shrink_runs = o.shrink_runs.unwrap_or(200);
    let session = Session {
        judge,
        cases,
        jobs,
        show: count(o.show.unwrap_or(1)),
        shrink: o.shrink.then_some(count(shrink_runs)),
        progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
    };
    if session.run(io.out, io.err)? {
        Ok(())
    } else {
        // Like `diff`'s "the files differ": the report is on stdout.
        Err(Error::Reported)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    /// What the command line prints for `line` on `input`, or its status.
    fn command_line(line: &str, input: &[u8]) -> std::result::Result<Vec<u8>, u8> {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        match crate::run(&words(line), &mut &input[..], &mut out, &mut err) {
            0 => Ok(out),
            status => Err(status),
        }
    }

    #[test]
    fn the_reference_runs_gen_and_the_dialect_as_the_command_line_does() {
        let moves = crate::commands::find("moves").unwrap();
        let r = reference(moves, Vec::new(), crate::commands::COMMANDS);
        let input = (r.generate)(3, &words("--size 4 --cases 1")).unwrap();
        assert!(input.starts_with(b"4\n"));
        let line = "gen moves --seed 3 --size 4 --cases 1";
        assert_eq!(Ok(input.clone()), command_line(line, b""));
        let answer = (r.answer)(&input).unwrap();
        assert_eq!(Ok(answer), command_line("moves", &input));
        let e = (r.generate)(3, &words("--walls 3")).unwrap_err();
        assert!(e.starts_with("`--walls` does not apply to `moves`"), "{e}");
        let e = (r.answer)(b"4\n....\n").unwrap_err();
        assert!(e.starts_with("line 3, col 1: "), "{e}");
        assert!(r.gen_options.contains(&"--size"));
    }
}
