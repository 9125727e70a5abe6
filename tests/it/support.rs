//! What the tests share that is not an oracle: the golden files, random
//! positions, running the program, notes on stderr, the examples runner,
//! the published perft table, and the allocator every test runs under.

pub mod allocator;
pub mod examples;
pub mod fixtures;
pub mod positions;
pub mod say;

/// What one run of `othello` in-process did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ran {
    /// The exit status.
    pub status: u8,
    /// Standard output.
    pub out: Vec<u8>,
    /// Standard error.
    pub err: Vec<u8>,
}

impl Ran {
    /// Standard output as text (the test fails if it is not UTF-8).
    pub fn stdout(&self) -> String {
        String::from_utf8(self.out.clone()).expect("stdout is UTF-8")
    }

    /// Standard error as text, bytes that are not UTF-8 replaced.
    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.err).into_owned()
    }
}

/// Runs `othello WORDS...` in-process on `input`: the one in-process runner
/// of the tests (with [`run_reading`]).
pub fn run<S: AsRef<str>>(words: &[S], input: &[u8]) -> Ran {
    run_reading(words, &mut &input[..])
}

/// As [`run`], reading standard input from `stdin`.
pub fn run_reading<S: AsRef<str>>(words: &[S], stdin: &mut (dyn std::io::BufRead + Send)) -> Ran {
    let words: Vec<String> = words.iter().map(|w| w.as_ref().to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = othello::run(&words, stdin, &mut out, &mut err);
    Ran { status, out, err }
}

/// Runs the real binary with `args`, feeding it `input` from a thread (the
/// program may stop reading early), and returns what it did.
pub fn run_binary<S: AsRef<std::ffi::OsStr>>(args: &[S], input: &[u8]) -> std::process::Output {
    run_program(env!("CARGO_BIN_EXE_othello").as_ref(), args, input)
}

/// As [`run_binary`] for `program`.
pub fn run_program<S: AsRef<std::ffi::OsStr>>(
    program: &std::path::Path,
    args: &[S],
    input: &[u8],
) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let data = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// The published perft table, `fixtures/perft/table.txt`: (depth, leaves).
pub fn perft_table() -> Vec<(u32, u64)> {
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/perft/table.txt"
    ))
    .lines()
    .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    .map(|l| {
        let (d, n) = l.split_once(' ').expect("`depth leaves`");
        (d.parse().expect("a depth"), n.parse().expect("a count"))
    })
    .collect()
}
