//! `othello judge` leaves no process behind: what a program started ends
//! with its run (at the time limit, when it holds the output open, or when
//! it exits), and a Ctrl-C on the judge ends what the judge started.
//!
//! Each test's processes carry a marker of their own in their command
//! lines (a shell's `$0`, or a sleep's odd duration); the processes alive are read from `/proc` (zombies, which are
//! dead and have no command line, aside), polling a bounded number of
//! times while killed processes vanish. Linux only, for `/proc`.
#![cfg(target_os = "linux")]

use std::process::{Command, Stdio};
use std::time::Duration;

/// The live processes whose command line holds `marker`.
fn alive(marker: &str) -> Vec<u32> {
    let mut pids = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let cmdline = std::fs::read(e.path().join("cmdline")).unwrap_or_default();
        let stat = std::fs::read_to_string(e.path().join("stat")).unwrap_or_default();
        let zombie = stat.rsplit(") ").next().is_some_and(|s| s.starts_with('Z'));
        let words = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        if !zombie && words.contains(marker) {
            pids.push(pid);
        }
    }
    pids
}

/// Polls until no live process holds `marker` (at most 500 polls, 10 ms
/// apart); the survivors, killed before returning so that a failing test
/// leaves none either.
fn survivors(marker: &str) -> Vec<u32> {
    let mut left = alive(marker);
    for _ in 0..500 {
        if left.is_empty() {
            return left;
        }
        std::thread::sleep(Duration::from_millis(10));
        left = alive(marker);
    }
    for pid in &left {
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
    left
}

/// Polls until a live process holds `marker` (at most 1000 polls, 10 ms
/// apart); whether one did.
fn appears(marker: &str) -> bool {
    (0..1000).any(|_| {
        let found = !alive(marker).is_empty();
        if !found {
            std::thread::sleep(Duration::from_millis(10));
        }
        found
    })
}

/// `othello judge moves OPTS -- sh -c SCRIPT MARKER`: stdout and status.
fn judge(opts: &[&str], script: &str, marker: &str) -> (String, i32) {
    let out = Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["judge", "moves"])
        .args(opts)
        .args(["--", "sh", "-c", script, marker])
        .output()
        .unwrap();
    let status = out.status.code().unwrap_or(-1);
    (String::from_utf8(out.stdout).unwrap(), status)
}

#[test]
fn a_time_out_ends_what_the_program_started() {
    // `timeout` puts its command in a process group of its own: killing
    // the program's group alone left this busy loop running (parent 1).
    let marker = "judge-test-busy-loop";
    let script = r#"timeout 60 sh -c 'while :; do :; done' "$0"; echo x"#;
    let (out, status) = judge(&["--cases", "1", "--time-limit", "0.3"], script, marker);
    assert!(out.starts_with("seed 1: TLE\n"), "{out}");
    assert_eq!(status, 1);
    assert_eq!(survivors(marker), Vec::<u32>::new());
}

#[test]
fn a_child_holding_the_output_open_is_tle_and_ends_with_the_run() {
    // The answer is printed (othello's own), then a child keeps stdout
    // open; it is ended when the run is over, not left to its 600 s.
    let marker = "judge-test-held-output";
    let me = env!("CARGO_BIN_EXE_othello");
    let script = format!(r#""{me}" moves; sleep 600.1 &"#);
    let (out, status) = judge(&["--cases", "1", "--time-limit", "0.5"], &script, marker);
    assert!(out.starts_with("seed 1: TLE\n"), "{out}");
    assert_eq!(status, 1);
    assert_eq!(survivors("sleep 600.1"), Vec::<u32>::new());
}

#[test]
fn what_a_program_leaves_running_after_it_exits_ends_too() {
    // The child lets go of the outputs, so the run is AC; it still ends.
    let marker = "judge-test-left-running";
    let me = env!("CARGO_BIN_EXE_othello");
    let script = format!(r#""{me}" moves; sleep 600.2 >/dev/null 2>&1 &"#);
    let (out, status) = judge(&["--cases", "2"], &script, marker);
    assert_eq!(out, "AC 2 WA 0 TLE 0 MLE 0 RE 0 (2 cases)\n");
    assert_eq!(status, 0);
    assert_eq!(survivors("sleep 600.2"), Vec::<u32>::new());
}

/// Whether this process ignores SIGINT (bit 2 of `SigIgn` in
/// /proc/self/status), as a command started in the background by a shell
/// without job control does; what it starts inherits that.
fn sigint_ignored() -> bool {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let mask = status
        .lines()
        .find_map(|l| l.strip_prefix("SigIgn:"))
        .and_then(|m| u64::from_str_radix(m.trim(), 16).ok())
        .unwrap_or(0);
    mask & 2 != 0
}

#[test]
fn ctrl_c_on_the_judge_ends_what_it_started() {
    // A terminal sends Ctrl-C's SIGINT to its foreground process group:
    // here the judge's own group, as a shell would give it. The programs
    // are in groups of their own, which SIGINT does not reach. Where the
    // tests run with SIGINT ignored, the judge inherits that (and no Ctrl-C
    // would reach it); SIGTERM, which ends it alike, stands in for it.
    let signal = if sigint_ignored() { "TERM" } else { "INT" };
    let marker = "judge-test-ctrl-c";
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_othello"));
    cmd.args(["judge", "moves", "--cases", "4", "--jobs", "2"])
        .args(["--time-limit", "60", "--", "sh", "-c"])
        .args(["sleep 600.3 & while :; do :; done", marker])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
    let mut judge = cmd.spawn().unwrap();
    assert!(appears(marker), "the program never started");
    let group = format!("kill -{signal} -{}", judge.id());
    assert!(Command::new("sh")
        .args(["-c", &group])
        .status()
        .unwrap()
        .success());
    let status = judge.wait().unwrap();
    assert!(!status.success(), "{status:?}");
    assert_eq!(survivors(marker), Vec::<u32>::new());
    assert_eq!(survivors("sleep 600.3"), Vec::<u32>::new());
}

#[test]
fn what_left_the_tree_in_a_group_or_session_of_its_own_ends_too() {
    // `timeout` puts its sleep in a group of its own, and the shell exits
    // at once: the sleep's parent is then not the program's. `setsid`
    // makes a session of its own, whose leader's parent exits too. Both
    // keep the run's mark in their environment.
    let me = env!("CARGO_BIN_EXE_othello");
    let marker = "judge-test-left-the-tree";
    for (script, sleep) in [
        (
            format!(r#"timeout 100 sleep 600.4 >/dev/null 2>&1 & "{me}" moves"#),
            "sleep 600.4",
        ),
        (
            format!(r#"(setsid sleep 600.5 >/dev/null 2>&1 &); "{me}" moves"#),
            "sleep 600.5",
        ),
    ] {
        let (out, status) = judge(&["--cases", "1"], &script, marker);
        assert_eq!(out, "AC 1 WA 0 TLE 0 MLE 0 RE 0 (1 case)\n", "{script}");
        assert_eq!(status, 0);
        assert_eq!(survivors(sleep), Vec::<u32>::new(), "{script}");
    }
    // Holding the output open, as in the first test: TLE, and it ends.
    let script = format!(r#"timeout 100 sleep 600.6 & "{me}" moves"#);
    let (out, status) = judge(&["--cases", "1", "--time-limit", "0.5"], &script, marker);
    assert!(out.starts_with("seed 1: TLE\n"), "{out}");
    assert_eq!(status, 1);
    assert_eq!(survivors("sleep 600.6"), Vec::<u32>::new());
}
