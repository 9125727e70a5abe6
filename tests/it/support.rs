//! What the tests share that is not an oracle: the golden files, random
//! positions, running the program, notes on stderr, the examples runner,
//! the published perft table, and the allocator every test runs under.

pub mod allocator;
pub mod examples;
pub mod fixtures;
pub mod positions;
pub mod say;

/// Runs `othello <cmd>` on `input` in-process: (status, stdout, stderr).
pub fn run_dialect(cmd: &str, input: &str) -> (u8, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = othello::run(
        &[cmd.to_string()],
        &mut input.as_bytes(),
        &mut out,
        &mut err,
    );
    (
        status,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

/// Runs `othello <cmd> <args>` on `input` in-process: (status, stdout,
/// stderr as text).
pub fn run_command(cmd: &str, args: &[String], input: &[u8]) -> (u8, Vec<u8>, String) {
    let mut words = vec![cmd.to_string()];
    words.extend_from_slice(args);
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = othello::run(&words, &mut &input[..], &mut out, &mut err);
    (status, out, String::from_utf8_lossy(&err).into_owned())
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
