//! `train`: absurd options and unwritable files are refused before any
//! work, a corrupt weights file is a clear error, a tiny run writes a file
//! the evaluation reads, and the file depends on the seed, not the
//! threads (balanced generations too).

use crate::support::run_binary;
use othello::eval::folding::Folding;
use othello::eval::{Weights, STAGES};

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A fresh directory under the system's temporary one.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("othello-train-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn absurd_options_are_refused_with_status_2() {
    for (args, says) in [
        (&["--games", "0"][..], "--games must be 1 to"),
        (&["--threads", "0"][..], "--threads must be 1 to"),
        (&["--exact", "40"][..], "--exact must be 0 to 24"),
        (
            &["--generations", "21"][..],
            "--generations must be 0 to 20",
        ),
        (&["--balance", "65"][..], "--balance must be 0 to 64"),
        (&["--held-out", "x"][..], "needs a whole number"),
        (
            &["--out", "/nonexistent/dir/w.bin"][..],
            "cannot write /nonexistent/dir/w.bin",
        ),
        (&["--out", "/"][..], "--out /: is a directory"),
        (&["extra"][..], "unexpected argument `extra`"),
    ] {
        let mut all = vec!["train"];
        all.extend_from_slice(args);
        let out = run_binary(&all, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(
            err.starts_with("othello: ") && err.contains(says),
            "{args:?}: {err}"
        );
        assert!(out.stdout.is_empty(), "{args:?}: no work, no report");
    }
}

#[test]
fn a_corrupt_or_missing_weights_file_is_a_clear_error() {
    let dir = scratch("corrupt");
    let mut bytes = othello::eval::EMBEDDED.to_vec();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x40;
    let bad = dir.join("bad.bin");
    std::fs::write(&bad, &bytes).unwrap();
    let short = dir.join("short.bin");
    std::fs::write(&short, b"OTHEVAL1\x0f").unwrap();
    // Cut in half: its last eight bytes are weights, not the checksum.
    let half = dir.join("half.bin");
    let embedded = othello::eval::EMBEDDED;
    std::fs::write(&half, &embedded[..embedded.len() / 2]).unwrap();
    for (file, says) in [
        (
            bad.to_str().unwrap(),
            "corrupt weights file (checksum mismatch)",
        ),
        (short.to_str().unwrap(), "truncated weights file"),
        (half.to_str().unwrap(), "truncated weights file"),
        ("/nonexistent/w.bin", "cannot read /nonexistent/w.bin"),
    ] {
        let out = run_binary(&["train", "--check", file, "--held-out", "1"], b"");
        assert_eq!(out.status.code(), Some(2), "{file}");
        assert!(stderr(&out).contains(says), "{file}: {}", stderr(&out));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `othello train ARGS --seed SEED --threads THREADS --out DIR/NAME`: its
/// report (after `check` has looked at it) and the file written.
fn tiny_run(
    dir: &std::path::Path,
    args: &[&str],
    (threads, seed, name): (&str, &str, &str),
    check: &dyn Fn(&str),
) -> Vec<u8> {
    let path = dir.join(name);
    let mut all = vec!["train"];
    all.extend_from_slice(args);
    all.extend(["--seed", seed, "--threads", threads, "--out"]);
    all.push(path.to_str().unwrap());
    let out = run_binary(&all, b"");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    check(&String::from_utf8(out.stdout).unwrap());
    std::fs::read(path).unwrap()
}

/// Runs [`tiny_run`] on one and two threads with seed 7, and on one with
/// seed 8: the threads leave the file as it is, the seed changes it, and
/// the weights fitted are not all zero. The file of the first run.
fn same_file_whatever_the_threads(
    dir: &std::path::Path,
    args: &[&str],
    check: &dyn Fn(&str),
) -> Vec<u8> {
    let one = tiny_run(dir, args, ("1", "7", "one.bin"), check);
    let two = tiny_run(dir, args, ("2", "7", "two.bin"), check);
    let other = tiny_run(dir, args, ("1", "8", "other.bin"), check);
    assert!(one == two, "the threads changed the file");
    assert!(one != other, "the seed did not change the file");
    let stored = othello::eval::file::decode(&one, STAGES, Folding::new().stored).unwrap();
    assert!(stored.iter().any(|&w| w != 0));
    one
}

#[test]
fn a_tiny_run_is_the_same_with_any_threads_and_is_read_back() {
    let dir = scratch("tiny");
    let args = [
        "--games",
        "6",
        "--exact",
        "8",
        "--held-out",
        "0",
        "--steps",
        "3",
        "--bootstrap",
        "1",
    ];
    let one = same_file_whatever_the_threads(&dir, &args, &|text| {
        assert!(text.starts_with("6 games, "), "{text}");
        assert!(text.contains("held-out: none"), "{text}");
    });
    assert!(Weights::from_bytes(&one).is_ok());
    // Nothing but the three files is left behind (no temporary file).
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_tiny_balanced_run_in_generations_is_the_same_with_any_threads() {
    let dir = scratch("balanced");
    let args = [
        "--generations",
        "2",
        "--games",
        "3",
        "--depth",
        "2",
        "--exact",
        "8",
        "--held-out",
        "0",
        "--steps",
        "3",
        "--bootstrap",
        "1",
    ];
    same_file_whatever_the_threads(&dir, &args, &|text| {
        assert!(text.starts_with("6 games in 2 generations, "), "{text}");
        assert!(
            text.contains("balanced held-out (|score| <= 16), 20-24 empty squares, solved: none"),
            "{text}"
        );
    });
    let _ = std::fs::remove_dir_all(&dir);
}
