//! Exit statuses and the edges of I/O, through the real binary: 0 success
//! (also when the reader of our output goes away), 1 bad input, 2 usage or
//! I/O error; sizes from the input are never trusted for allocation.

use crate::support::run_binary;
use crate::support::say::say;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

fn othello() -> Command {
    Command::new(env!("CARGO_BIN_EXE_othello"))
}

fn stderr_of(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A `moves` input: an n x n board in the start position, black to move.
fn big_moves_input(n: usize) -> Vec<u8> {
    let mut s = format!("{n}\n").into_bytes();
    for r in 0..n {
        for c in 0..n {
            let centre = (r == n / 2 - 1 || r == n / 2) && (c == n / 2 - 1 || c == n / 2);
            s.push(match (centre, (r + c) % 2 == 0) {
                (false, _) => b'.',
                (true, true) => b'W',
                (true, false) => b'B',
            });
        }
        s.push(b'\n');
    }
    s.extend_from_slice(b"B\n");
    s
}

#[test]
fn success_is_zero() {
    let o = run_binary(&["moves"], &big_moves_input(8));
    assert_eq!(o.status.code(), Some(0), "{}", stderr_of(&o));
    assert!(o.stderr.is_empty());
    for args in [&["--help"][..], &["moves", "--help"], &["--version"]] {
        let o = run_binary(args, b"");
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        assert!(!o.stdout.is_empty(), "{args:?} prints something");
    }
}

#[test]
fn bad_input_is_one_with_a_located_line() {
    let o = run_binary(&["moves"], b"..\n.Z\nB\n");
    assert_eq!(o.status.code(), Some(1));
    let e = stderr_of(&o);
    assert!(e.starts_with("othello: line 2, col 2: "), "{e}");
    assert_eq!(e.lines().count(), 1, "{e}");
}

#[test]
fn usage_errors_are_two() {
    for args in [
        &[][..],
        &["no-such-command"],
        &["moves", "--no-such-option"],
        &["moves", "--style"],
        &["moves", "--style", "sideways"],
        &["moves", "/no/such/file"],
        &["moves", "a", "b"],
    ] {
        let o = run_binary(args, b"");
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr_of(&o));
        let e = stderr_of(&o);
        assert!(
            e.starts_with("othello: ") && e.lines().count() == 1,
            "{args:?}: {e}"
        );
        assert!(o.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn closed_output_pipe_is_a_quiet_success() {
    let mut child = othello()
        .arg("moves")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let w = std::thread::spawn(move || {
        let _ = stdin.write_all(&big_moves_input(3000));
    });
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert!(first.starts_with("0 0 0"), "{first:?}");
    drop(stdout); // like `| head -n 1`
    let out = child.wait_with_output().unwrap();
    w.join().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    assert!(out.stderr.is_empty(), "{}", stderr_of(&out));
}

/// `/dev/full` opened for writing, or `None` where there is none: then the
/// test passes without checking, and says so on stderr (uncaptured, so the
/// skip shows in every run).
fn dev_full(test: &str) -> Option<std::fs::File> {
    match std::fs::OpenOptions::new().write(true).open("/dev/full") {
        Ok(f) => Some(f),
        Err(e) => {
            say(&format!("{test}: skipped, no /dev/full here ({e})"));
            None
        }
    }
}

#[test]
fn failed_write_is_two() {
    let Some(full) = dev_full("failed_write_is_two") else {
        return;
    };
    let mut child = othello()
        .arg("moves")
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(&big_moves_input(8))
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let e = stderr_of(&out);
    assert_eq!(out.status.code(), Some(2), "{e}");
    assert!(e.starts_with("othello: ") && e.lines().count() == 1, "{e}");
}

#[test]
fn a_lost_diff_report_is_two() {
    let Some(full) = dev_full("a_lost_diff_report_is_two") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("othello-full-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join("a"), dir.join("b"));
    std::fs::write(&a, "1\n").unwrap();
    std::fs::write(&b, "2\n").unwrap();
    let out = othello()
        .arg("diff")
        .args([&a, &b])
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let e = stderr_of(&out);
    assert_eq!(out.status.code(), Some(2), "{e}");
    assert_eq!(
        e,
        "othello: I/O error: cannot write standard output: No space left on device (os error 28)\n"
    );
}

#[test]
fn closed_stdout_is_two_with_a_message() {
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/moves/sample.in");
    let out = Command::new("sh")
        .arg("-c")
        .arg("exec \"$0\" moves \"$1\" >&-")
        .arg(env!("CARGO_BIN_EXE_othello"))
        .arg(fixture)
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", stderr_of(&out));
    assert_eq!(stderr_of(&out), "othello: standard output is closed\n");
}

/// A closed stdin (`<&-`: descriptor 0 not open) is an I/O error, status
/// 2, for a command that reads it; an empty file is empty input (status 1
/// for `moves`); a command given a file does not look at stdin.
#[test]
fn closed_stdin_is_two_and_an_empty_one_is_input() {
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/moves/sample.in");
    let closed = |file: &str| {
        Command::new("sh")
            .arg("-c")
            .arg("exec \"$0\" moves $1 <&-")
            .arg(env!("CARGO_BIN_EXE_othello"))
            .arg(file)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output()
            .unwrap()
    };
    let out = closed("");
    assert_eq!(out.status.code(), Some(2), "{}", stderr_of(&out));
    assert_eq!(
        stderr_of(&out),
        "othello: I/O error: cannot read standard input: the descriptor is closed\n"
    );
    let out = closed(fixture);
    assert_eq!(out.status.code(), Some(0), "{}", stderr_of(&out));
    let empty = othello()
        .arg("moves")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(empty.status.code(), Some(1), "{}", stderr_of(&empty));
}

/// An argument that is not UTF-8 is shown with its bytes by code, as
/// messages show input: `<xFF>`, not U+FFFD.
#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_shown_by_code() {
    use std::os::unix::ffi::OsStrExt;
    let name = std::ffi::OsStr::from_bytes(b"no-such-\xFF\xFEfile");
    let out = othello().arg("moves").arg(name).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = stderr_of(&out);
    assert!(err.contains("`no-such-<xFF><xFE>file`"), "{err}");
    assert!(!err.contains('\u{fffd}'), "{err}");
}

#[test]
fn io_errors_name_the_file() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let o = run_binary(&["moves", dir], b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr_of(&o),
        format!("othello: I/O error: cannot read `{dir}`: Is a directory (os error 21)\n")
    );
    let o = run_binary(&["perft", "1", dir], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr_of(&o).contains(&format!("cannot read `{dir}`: ")),
        "{}",
        stderr_of(&o)
    );
}

#[test]
fn help_for_a_command_and_close_names() {
    let o = run_binary(&["help", "moves"], b"");
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("usage: othello moves"));
    let o = run_binary(&["move"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr_of(&o),
        "othello: unknown command `move` (did you mean `moves`? try `othello --help`)\n"
    );
    let o = run_binary(&["moves", "--style", "list", "--style", "board"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr_of(&o),
        "othello: option `--style` given twice: give it once\n"
    );
}

/// Runs `othello args` on `input` with its address space capped at 256 MiB,
/// so that an allocation sized from the input's claims would fail the run.
fn run_capped(args: &[&str], input: &[u8]) -> Output {
    let script = "ulimit -v 262144 && exec \"$0\" \"$@\"";
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_othello"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn declared_sizes_are_not_trusted() {
    let cases: &[(&[&str], &[u8])] = &[
        (&["moves"], b"1000000000 1000000000\n....\n....\nB\n"),
        (&["moves"], b"1000000000\n....\n....\nB\n"),
        (&["moves"], b"100000 100000\n....\nB\n"),
        (&["moves"], b"18446744073709551615 2\n..\nB\n"),
        (&["play"], b"start 4000000000\nd3\n"),
        (&["play"], b"start 100000 100000\nd3\n"),
        (&["play"], b"1000000 1000000\n....\nB\n"),
        (&["uva220"], b"1000000000000\n--------\n"),
        (&["uva220"], b"18446744073709551615\n"),
        (&["coding-ninjas"], b"99999999999\n2 4\n"),
        (&["maze-tac-toe"], b"1000000000\n###\n"),
        (&["ccc"], b"a 1000000000000 5 6\n"),
        (&["baekjoon"], b"1000000000000\n..\n..\n"),
        (&["baekjoon"], b"18446744073709551615\n.\n"),
    ];
    for (args, input) in cases {
        let o = run_capped(args, input);
        let e = stderr_of(&o);
        assert_eq!(o.status.code(), Some(1), "{args:?} {input:?}: {e}");
        assert!(e.starts_with("othello: line "), "{args:?}: {e}");
    }
}

#[test]
fn a_bad_file_given_to_an_option_is_bad_input() {
    // `console --costs FILE`: the file's content is input (status 1, the
    // file and the place named); a file that cannot be opened is an I/O
    // error (status 2).
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("costs-file");
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad-costs.txt");
    std::fs::write(&bad, "garbage\n").unwrap();
    let path = bad.to_str().unwrap();
    let o = run_binary(&["console", "--size", "4", "--costs", path], b"");
    assert_eq!(o.status.code(), Some(1), "{}", stderr_of(&o));
    let e = stderr_of(&o);
    assert!(
        e.starts_with(&format!("othello: in `{path}`: line 1, col 1: ")),
        "{e}"
    );
    let o = run_binary(&["console", "--costs", "/nonexistent/costs.txt"], b"");
    assert_eq!(o.status.code(), Some(2), "{}", stderr_of(&o));
}
