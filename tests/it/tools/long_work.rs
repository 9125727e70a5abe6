//! Work that the help's own tables say takes hours is announced on stderr
//! before it starts: the first stderr line of `perft 14` and of `solve` on
//! the 60-empty start is the warning. The child is killed as soon as that
//! line has been read; nothing here waits for the search.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// The first line `othello ARGS` writes on stderr, with `input` on stdin;
/// the process is killed after it.
fn first_stderr_line(args: &[&str], input: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Written whole before the first read: the input is a few lines, far
    // below a pipe's buffer, and stdin stays open while the search runs.
    child.stdin.as_mut().unwrap().write_all(input).unwrap();
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stderr).read_line(&mut line);
        let _ = tx.send(line);
    });
    // A watchdog, not a measurement: without the warning the first line
    // would come only when the search ends, hours later; fail instead.
    let line = rx.recv_timeout(std::time::Duration::from_secs(120));
    let _ = child.kill();
    let _ = child.wait();
    line.expect("no stderr line before the search started")
}

#[test]
fn a_deep_perft_is_announced() {
    let line = first_stderr_line(&["perft", "14"], b"");
    assert_eq!(
        line,
        "othello: warning: depth 14: from 14 on a count may take hours (see --help)\n"
    );
}

#[test]
fn a_solve_of_many_empty_squares_is_announced() {
    let start =
        b"........\n........\n........\n...WB...\n...BW...\n........\n........\n........\nB\n";
    let line = first_stderr_line(&["solve"], start);
    assert_eq!(
        line,
        "othello: warning: line 1: 60 empty squares; above 27 a solve may take hours (see --help)\n"
    );
}

#[test]
fn shallow_work_is_not_announced() {
    let out = Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["perft", "6"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
