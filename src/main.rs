//! The `othello` binary: wires the process's streams to [`othello::run`].

use std::io::{self, BufReader, BufWriter, Write};
#[cfg(feature = "terminal")]
use std::io::{BufRead, Read};
use std::process::ExitCode;

fn main() -> ExitCode {
    // The arguments, and standard input not locked: a protocol engine
    // reads it on a thread of its own.
    #[cfg(feature = "terminal")]
    let (args, mut stdin) = terminal_io();
    // (Bundles: arguments are judges' own, and judges give a stdin.)
    #[cfg(not(feature = "terminal"))]
    let (args, mut stdin) = (
        std::env::args_os()
            .skip(1)
            .map(|a| a.to_string_lossy().into_owned())
            .collect::<Vec<_>>(),
        BufReader::with_capacity(1 << 16, io::stdin()),
    );
    if is_closed(1) {
        // The standard library treats a closed stdout as a sink: every
        // answer would be lost without a word.
        let _ = writeln!(io::stderr(), "othello: standard output is closed");
        return ExitCode::from(othello::error::EXIT_USAGE);
    }
    let mut stdout = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut stderr = io::stderr().lock();
    ExitCode::from(othello::run(&args, &mut stdin, &mut stdout, &mut stderr))
}

/// The arguments, each shown as text (see [`shown`]), and standard input,
/// where a closed stdin, which would read as empty input, is an I/O error
/// instead when a command reads it.
#[cfg(feature = "terminal")]
fn terminal_io() -> (Vec<String>, Box<dyn BufRead + Send>) {
    let args = std::env::args_os().skip(1).map(shown).collect();
    let stdin: Box<dyn BufRead + Send> = match is_closed(0) {
        true => Box::new(Closed),
        false => Box::new(BufReader::with_capacity(1 << 16, io::stdin())),
    };
    (args, stdin)
}

/// A command-line argument as text: what is not UTF-8 written `<xFF>`
/// byte by byte (as messages show such bytes), not as U+FFFD, which would
/// hide what it was.
#[cfg(feature = "terminal")]
fn shown(arg: std::ffi::OsString) -> String {
    let arg = match arg.into_string() {
        Ok(text) => return text,
        Err(arg) => arg,
    };
    #[cfg(unix)]
    let bytes = std::os::unix::ffi::OsStrExt::as_bytes(arg.as_os_str()).to_vec();
    #[cfg(not(unix))]
    let bytes = arg.to_string_lossy().into_owned().into_bytes();
    let mut text = String::new();
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        for b in chunk.invalid() {
            text.push_str(&format!("<x{b:02X}>"));
        }
    }
    text
}

/// Standard input when descriptor 0 was closed: every read fails.
#[cfg(feature = "terminal")]
struct Closed;

#[cfg(feature = "terminal")]
impl Read for Closed {
    fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
        Err(io::Error::new(
            io::ErrorKind::NotConnected,
            "the descriptor is closed",
        ))
    }
}

#[cfg(feature = "terminal")]
impl BufRead for Closed {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        Err(io::Error::new(
            io::ErrorKind::NotConnected,
            "the descriptor is closed",
        ))
    }

    fn consume(&mut self, _: usize) {}
}

/// Whether the process was started with file descriptor `fd` (0 or 1)
/// closed (`othello moves FILE >&-`, `othello moves <&-`). The standard
/// library's start-up code then opens `/dev/null` read-write in its
/// place, so that reads find nothing and writes succeed into nothing; a
/// shell's `< /dev/null` or `> /dev/null` opens it read-only or
/// write-only. So: the descriptor is `/dev/null`, opened for reading and
/// writing (Linux `/proc` tells).
#[cfg(target_os = "linux")]
fn is_closed(fd: u8) -> bool {
    let link = std::fs::read_link(format!("/proc/self/fd/{fd}"));
    let null = matches!(link, Ok(p) if p.as_os_str() == "/dev/null");
    let info = std::fs::read_to_string(format!("/proc/self/fdinfo/{fd}")).unwrap_or_default();
    // The access mode (O_ACCMODE, 3) is in the flags' last octal digit:
    // O_RDWR is 2.
    let rdwr = |l: &str| l.starts_with("flags:") && l.ends_with(&['2', '6'][..]);
    null && info.lines().any(rdwr)
}

#[cfg(not(target_os = "linux"))]
fn is_closed(_: u8) -> bool {
    false
}
