//! The files the commands write (`train --out`, `gen --costs-file`)
//! never replace what is not a regular file: a FIFO, a device, a
//! directory or a link to nothing is refused with status 2 before any
//! work and left as it was; a symbolic link is written through to its
//! target and stays a link. Unix only (FIFOs, devices by `mknod`-free
//! means: `/dev/null` is only looked at, through a link to it).
#![cfg(unix)]

use crate::support::run_binary;
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};

/// A fresh directory under the system's temporary one.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("othello-outputs-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The command lines that write `path`: train's (refused before any
/// work, or a tiny run) and gen's cost grid.
fn writers(path: &Path) -> [Vec<String>; 2] {
    let p = path.to_str().unwrap().to_string();
    let words = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
    let mut train = words("train --games 1 --held-out 0 --exact 0 --depth 1 --steps 1 --out");
    train.push(p.clone());
    let mut gen = words("gen console --seed 1 --players 3 --size 4 --moves 1 --costs-file");
    gen.push(p);
    [train, gen]
}

fn mkfifo(path: &Path) {
    let ok = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap();
    assert!(ok.success(), "mkfifo");
}

#[test]
fn what_is_not_a_regular_file_is_refused_and_left_alone() {
    let dir = scratch("refused");
    let fifo = dir.join("fifo");
    mkfifo(&fifo);
    let device = dir.join("null");
    std::os::unix::fs::symlink("/dev/null", &device).unwrap();
    let dangling = dir.join("dangling");
    std::os::unix::fs::symlink(dir.join("nothing"), &dangling).unwrap();
    let folder = dir.join("folder");
    std::fs::create_dir(&folder).unwrap();
    for (path, says) in [
        (&fifo, "is a FIFO, not a regular file"),
        (&device, "is a device, not a regular file"),
        (&dangling, "is a symbolic link to nothing"),
        (&folder, "is a directory"),
    ] {
        for line in writers(path) {
            let out = run_binary(&line, b"");
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{line:?}: {err}");
            assert!(
                err.starts_with("othello: ") && err.contains(says),
                "{line:?}: {err}"
            );
            assert!(out.stdout.is_empty(), "{line:?}: no work");
        }
    }
    // Each is still what it was, and no temporary file is left beside it.
    let kind = |p: &Path| std::fs::symlink_metadata(p).unwrap().file_type();
    assert!(kind(&fifo).is_fifo());
    assert!(
        kind(&device).is_symlink()
            && std::fs::metadata("/dev/null")
                .unwrap()
                .file_type()
                .is_char_device()
    );
    assert!(kind(&dangling).is_symlink() && !dir.join("nothing").exists());
    assert!(kind(&folder).is_dir());
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 4);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_link_is_written_through_and_a_new_name_is_made() {
    let dir = scratch("through");
    let target = dir.join("real.txt");
    std::fs::write(&target, b"old\n").unwrap();
    let link = dir.join("link.txt");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let [_, gen] = writers(&link);
    let out = run_binary(&gen, b"");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The link is a link still; its target holds the grid (4 rows of 4
    // costs, and maybe a budget line).
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    let grid = std::fs::read_to_string(&target).unwrap();
    assert!(grid.lines().count() >= 4 && grid != "old\n", "{grid}");
    let fresh = dir.join("new.txt");
    let [_, gen] = writers(&fresh);
    assert_eq!(run_binary(&gen, b"").status.code(), Some(0));
    assert_eq!(
        std::fs::read_to_string(&fresh).unwrap(),
        grid,
        "same seed, same grid"
    );
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        3,
        "no temporary file left"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
