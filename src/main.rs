//! The `othello` binary: wires the process's streams to [`othello::run`].

use std::io::{self, BufReader, BufWriter, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    if stdout_is_closed() {
        // The standard library treats a closed stdout as a sink: every
        // answer would be lost without a word.
        let _ = writeln!(io::stderr(), "othello: standard output is closed");
        return ExitCode::from(othello::error::EXIT_USAGE);
    }
    // Not locked: a protocol engine reads it on a thread of its own.
    let mut stdin = BufReader::with_capacity(1 << 16, io::stdin());
    let mut stdout = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut stderr = io::stderr().lock();
    ExitCode::from(othello::run(&args, &mut stdin, &mut stdout, &mut stderr))
}

/// Whether the process was started with file descriptor 1 closed
/// (`othello moves FILE >&-`). The standard library's start-up code then
/// opens `/dev/null` read-write in its place, so that writes succeed into
/// nothing; a shell's `> /dev/null` opens it write-only. So: descriptor 1
/// is `/dev/null`, opened for reading and writing (Linux `/proc` tells).
#[cfg(target_os = "linux")]
fn stdout_is_closed() -> bool {
    let link = std::fs::read_link("/proc/self/fd/1");
    let null = matches!(link, Ok(p) if p.as_os_str() == "/dev/null");
    let info = std::fs::read_to_string("/proc/self/fdinfo/1").unwrap_or_default();
    // The access mode (O_ACCMODE, 3) is in the flags' last octal digit:
    // O_RDWR is 2.
    let rdwr = |l: &str| l.starts_with("flags:") && l.ends_with(&['2', '6'][..]);
    null && info.lines().any(rdwr)
}

#[cfg(not(target_os = "linux"))]
fn stdout_is_closed() -> bool {
    false
}
