//! `othello judge` on deliberately wrong solutions: each gets its verdict,
//! the wrong answers shrink to a case of a few lines (written down below
//! with the reason it fails), and correct solutions get all AC.
//!
//! The solutions are `fixtures/judge/moves_solution.rs`, compiled once with
//! the toolchain's `rustc`, its bug chosen by its argument (the file's top
//! comment lists them), and `othello` itself. Time limits are short and
//! case counts small, so that the whole file runs in a few seconds.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// The compiled `moves_solution.rs`.
fn solution() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/judge/moves_solution.rs");
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("judge");
        std::fs::create_dir_all(&dir).unwrap();
        let exe = dir.join("moves_solution");
        let out = Command::new("rustc")
            .args(["--edition", "2021", "-O", "-o"])
            .arg(&exe)
            .arg(&src)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        exe
    })
}

/// `othello judge ARGS`: stdout, stderr, exit status.
fn judge(args: &[&str]) -> (String, String, i32) {
    let out: Output = Command::new(env!("CARGO_BIN_EXE_othello"))
        .arg("judge")
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code().unwrap_or(-1),
    )
}

/// `othello judge moves OPTS -- moves_solution BUG`.
fn judge_bug(opts: &[&str], bug: &str) -> (String, String, i32) {
    let exe = solution().to_str().unwrap();
    let mut args = vec!["moves"];
    args.extend(opts);
    args.extend(["--", exe]);
    if !bug.is_empty() {
        args.push(bug);
    }
    judge(&args)
}

/// The report's last line.
fn summary(out: &str) -> &str {
    out.lines().last().unwrap_or("")
}

/// The input printed after the `shrunk in` line, without its indent.
fn shrunk_input(out: &str) -> String {
    let after = out.split("\nshrunk in ").nth(1).expect("a shrunk case");
    let block = after.split("\ninput: ").nth(1).expect("the shrunk input");
    block
        .lines()
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| format!("{}\n", &l[2..]))
        .collect()
}

#[test]
fn correct_solutions_are_all_accepted() {
    let (out, err, status) = judge_bug(&["--cases", "30"], "");
    assert_eq!(out, "AC 30 WA 0 TLE 0 MLE 0 RE 0 (30 cases)\n");
    assert_eq!((err.as_str(), status), ("", 0));
    // othello itself, on every dialect.
    let me = env!("CARGO_BIN_EXE_othello");
    for c in othello::commands::COMMANDS
        .iter()
        .filter(|c| c.kind == othello::cli::command::Kind::Dialect)
    {
        let (out, err, status) = judge(&[c.name, "--cases", "5", "--", me, c.name]);
        assert_eq!(
            (out.as_str(), err.as_str(), status),
            ("AC 5 WA 0 TLE 0 MLE 0 RE 0 (5 cases)\n", "", 0),
            "{}",
            c.name
        );
    }
}

#[test]
fn a_forgotten_diagonal_is_wa_and_shrinks_to_one_small_board() {
    let (out, err, status) = judge_bug(&["--cases", "30", "--shrink"], "no-diagonal");
    assert_eq!(summary(&out), "AC 3 WA 27 TLE 0 MLE 0 RE 0 (30 cases)");
    assert_eq!((err.as_str(), status), ("", 1));
    assert!(out.starts_with("seed 1: WA\n"), "{out}");
    assert!(
        out.contains("reproduce: othello gen moves --seed 1 | "),
        "{out}"
    );
    // Black may play a1 (row 1, col 1) only along the down-right diagonal:
    // b2 is white and c3 black; right (b1) and down (a2) are empty. The
    // solution never looks that way, so it prints `0` where othello says
    // `1`. (b1, c1, d1 flip downwards, which it does see.)
    assert_eq!(shrunk_input(&out), "4\n....\n.WWW\n.BBW\n..BW\nB\n");
    assert!(
        out.contains("line 1, col 1: expected `1`, found `0`"),
        "{out}"
    );
    assert!(out.contains("shrunk in "), "{out}");
    assert!(
        out.contains(": 30 lines, 228 bytes -> 6 lines, 24 bytes\n"),
        "{out}"
    );
    assert!(out.contains("reproduce: othello gen moves --seed 1 --cases 1 --plies 4 --size 4 | "));
}

#[test]
fn a_missing_no_legal_moves_line_is_wa_and_shrinks_to_the_2x2_board() {
    let (out, _, status) = judge_bug(&["--cases", "30", "--shrink"], "no-pass-line");
    assert_eq!(summary(&out), "AC 26 WA 4 TLE 0 MLE 0 RE 0 (30 cases)");
    assert_eq!(status, 1);
    // On 2 x 2 the standard start fills the board: nobody can move, the
    // answer is `No legal moves.`, and the solution prints `0 0` twice.
    assert_eq!(shrunk_input(&out), "2\nWB\nBW\nB\n");
    assert!(out.contains("expected `N`, found `0`"), "{out}");
}

#[test]
fn a_trailing_space_is_wa_unless_lenient() {
    let (out, _, status) = judge_bug(&["--cases", "10", "--shrink"], "trailing-space");
    assert_eq!(summary(&out), "AC 0 WA 10 TLE 0 MLE 0 RE 0 (10 cases)");
    assert_eq!(status, 1);
    // The start of a 4 x 4 board: the first board whose answer is a grid
    // (2 x 2 answers `No legal moves.`, which the solution gets right).
    // Every grid line ends in a space.
    assert_eq!(shrunk_input(&out), "4\n....\n.WB.\n.BW.\n....\nB\n");
    assert!(out.contains("expected a newline, found a space"), "{out}");
    let (out, _, status) = judge_bug(&["--cases", "10", "--lenient"], "trailing-space");
    assert!(
        out.contains("10 of the AC passed only thanks to it"),
        "{out}"
    );
    assert_eq!(summary(&out), "AC 10 WA 0 TLE 0 MLE 0 RE 0 (10 cases)");
    assert_eq!(status, 0);
}

#[test]
fn a_slow_solution_is_tle() {
    let opts = ["--cases", "2", "--time-limit", "0.3", "--jobs", "2"];
    let (out, _, status) = judge_bug(&opts, "sleep");
    assert!(out.starts_with("seed 1: TLE\nseed 2: TLE\n"), "{out}");
    assert!(out.contains("killed at the time limit of 0.3 s"), "{out}");
    assert_eq!(summary(&out), "AC 0 WA 0 TLE 2 MLE 0 RE 0 (2 cases)");
    assert_eq!(status, 1);
}

#[test]
fn a_crash_is_re_and_shrinks_to_the_same_crash() {
    let (out, _, status) = judge_bug(&["--cases", "30", "--shrink"], "crash");
    assert_eq!(summary(&out), "AC 26 WA 0 TLE 0 MLE 0 RE 4 (30 cases)");
    assert_eq!(status, 1);
    assert!(out.starts_with("seed 5: RE (exit status 101)\n"), "{out}");
    // It indexes the empty move list when nobody can move: the 2 x 2
    // board. Cutting the size line as well would make the solution's
    // parser panic instead, with another message: not the same crash.
    assert_eq!(shrunk_input(&out), "2\nWB\nBW\nB\n");
    assert!(out.contains("index out of bounds: the len is 0"), "{out}");
    assert!(!out.contains("ParseIntError"), "{out}");
}

#[test]
fn a_signal_is_named() {
    let (out, _, status) = judge(&["moves", "--cases", "1", "--", "sh", "-c", "kill -s SEGV $$"]);
    assert!(
        out.starts_with("seed 1: RE (SIGSEGV, signal 11)\n"),
        "{out}"
    );
    assert_eq!(summary(&out), "AC 0 WA 0 TLE 0 MLE 0 RE 1 (1 case)");
    assert_eq!(status, 1);
}

#[test]
fn too_much_memory_is_mle() {
    let (out, _, status) = judge_bug(&["--cases", "3", "--memory-limit", "64"], "alloc");
    assert!(
        out.starts_with("seed 1: MLE (memory allocation of 1073741824 bytes failed)\n"),
        "{out}"
    );
    assert_eq!(summary(&out), "AC 0 WA 0 TLE 0 MLE 3 RE 0 (3 cases)");
    assert_eq!(status, 1);
}

#[test]
fn the_report_is_the_same_whatever_the_jobs() {
    let opts = |j: &'static str| ["--cases", "12", "--show", "3", "--shrink", "--jobs", j];
    let (one, _, _) = judge_bug(&opts("1"), "no-diagonal");
    let (three, _, _) = judge_bug(&opts("3"), "no-diagonal");
    assert_eq!(one, three);
    assert_eq!(one.matches("\n== seed ").count(), 3, "{one}");
}

#[test]
fn a_program_that_cannot_run_stops_before_any_case() {
    let (out, err, status) = judge(&["moves", "--", "/nonexistent/solution"]);
    assert_eq!((out.as_str(), status), ("", 2));
    assert!(
        err.starts_with("othello: cannot run `/nonexistent/solution`: "),
        "{err}"
    );
    let (_, err, status) = judge(&["moves", "--", "no-such-program-in-path-xyz"]);
    assert_eq!(status, 2);
    assert!(err.contains("no such program in PATH"), "{err}");
}

#[test]
fn a_later_game_of_a_counted_input_is_cut_out_with_its_count_lowered() {
    // `othello uva220` with one bug added: `No legal move.` pluralised.
    let script = r#""$0" uva220 | sed 's/^No legal move\.$/No legal moves./'"#;
    let me = env!("CARGO_BIN_EXE_othello");
    let opts = ["uva220", "--cases", "3", "--gen", "--pass", "--shrink"];
    let (out, _, status) = judge(&[&opts[..], &["--", "sh", "-c", script, me]].concat());
    assert_eq!(summary(&out), "AC 0 WA 3 TLE 0 MLE 0 RE 0 (3 cases)");
    assert_eq!(status, 1);
    // Seed 1 with one move fewer (`--moves 0`) has two games, and only the
    // second one says `No legal move.`: black's two empty squares, a1 and
    // a2, touch no white disc. Removing the first game's ten lines and
    // lowering the count from 2 to 1 leaves it alone.
    let game = "1\n-BBBBBBB\n-BBWWWWW\nBBBBWBWW\nWBBWBWWW\nWBWBWBWW\nWWWWWWWW\nWWWWWWWW\nWWWWWWWW\nB\nL\nQ\n";
    assert_eq!(shrunk_input(&out), game);
    assert!(out.contains("lines removed from the input of: othello gen uva220 --seed 1 --pass --moves 0 --cases 2\n"), "{out}");
}

/// `othello judge` with `othello` itself as the program (`othello` stands
/// for the binary in `program`).
fn judge_othello(opts: &[&str], program: &str) -> (String, String, i32) {
    let me = env!("CARGO_BIN_EXE_othello");
    let mut args: Vec<&str> = opts.to_vec();
    args.push("--");
    args.push(me);
    args.extend(program.split_whitespace());
    judge(&args)
}

#[test]
fn the_reference_plays_by_the_rules_the_cases_are_generated_for() {
    // (dialect, gen options, the program under those rules, one that
    // ignores them). Before, the reference ignored them too: the first
    // program got WA (or status 2, "unknown cell `3`") and the second AC.
    let table = [
        ("moves", "--directions 4", "moves --directions 4", "moves"),
        (
            "moves",
            "--players 3 --size 6",
            "moves --players 3",
            "moves",
        ),
        ("moves", "--costs --size 6", "moves --costs", "moves"),
        ("console", "--size 4", "console --size 4", "console"),
        (
            "play",
            "--players 4 --directions 4 --size 6",
            "play --players 4 --directions 4",
            "play --directions 4",
        ),
    ];
    for (dialect, gen, right, wrong) in table {
        let opts = [dialect, "--cases", "3", "--gen", gen];
        let (out, err, status) = judge_othello(&opts, right);
        assert_eq!(
            (out.as_str(), err.as_str(), status),
            ("AC 3 WA 0 TLE 0 MLE 0 RE 0 (3 cases)\n", "", 0),
            "{gen}: {right}"
        );
        let (out, err, status) = judge_othello(&opts, wrong);
        assert_eq!((err.as_str(), status), ("", 1), "{gen}: {wrong}\n{out}");
        assert!(!summary(&out).starts_with("AC 3 "), "{gen}: {wrong}\n{out}");
    }
    // The report names the reference's rules.
    let (out, _, _) = judge_othello(
        &["moves", "--cases", "1", "--gen", "--directions 4"],
        "moves",
    );
    assert!(
        out.contains("--- expected (othello moves --directions 4)\n+++ actual ("),
        "{out}"
    );
}

#[test]
fn shrinking_keeps_the_rules_the_reference_was_given() {
    // An 8 x 8 console judged on 6 x 6 games: shrinking may lower
    // --moves, never console's --size, which the reference was given.
    let opts = ["console", "--cases", "1", "--shrink", "--gen", "--size 6"];
    let (out, _, status) = judge_othello(&opts, "console");
    assert_eq!(status, 1, "{out}");
    let shrunk = out.split("\nshrunk in ").nth(1).expect("a shrunk case");
    assert!(
        shrunk.contains("othello gen console --seed 1 --size 6"),
        "{out}"
    );
    assert!(
        shrunk.contains("--- expected (othello console --size 6)"),
        "{out}"
    );
}

#[test]
fn a_gen_option_the_reference_cannot_follow_is_refused() {
    let opts = ["console", "--cases", "1", "--gen", "--costs-file costs.txt"];
    let (out, err, status) = judge_othello(&opts, "console");
    assert_eq!((out.as_str(), status), ("", 2));
    assert!(
        err.starts_with("othello: --gen '--costs-file FILE' cannot be judged: "),
        "{err}"
    );
    assert!(!std::path::Path::new("costs.txt").exists());
}

#[cfg(unix)]
#[test]
fn a_tests_folder_names_what_it_cannot_read_as_a_test() {
    // A directory or a link to nothing called `*.in` (or `*.out`) is no
    // test: skipping it would hide a case, so it is named, exit 2.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("judge-folder");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("1.in"), "2\nBW\nWB\nB\n").unwrap();
    let folder = dir.to_str().unwrap();
    let me = env!("CARGO_BIN_EXE_othello");
    for (make, name, says) in [
        (0, "2.in", "it is a directory"),
        (1, "3.in", "a symbolic link to nothing"),
        (0, "1.out", "it is a directory"),
    ] {
        let p = dir.join(name);
        match make {
            0 => std::fs::create_dir(&p).unwrap(),
            _ => std::os::unix::fs::symlink(dir.join("nothing"), &p).unwrap(),
        }
        let (out, err, status) = judge(&["moves", "--tests", folder, "--", me, "moves"]);
        assert_eq!((out.as_str(), status), ("", 2), "{name}: {err}");
        assert_eq!(
            err,
            format!("othello: cannot read `{}`: {says}\n", p.display())
        );
        match make {
            0 => std::fs::remove_dir(&p).unwrap(),
            _ => std::fs::remove_file(&p).unwrap(),
        }
    }
    let (out, _, status) = judge(&["moves", "--tests", folder, "--", me, "moves"]);
    assert_eq!(
        (out.as_str(), status),
        ("AC 1 WA 0 TLE 0 MLE 0 RE 0 (1 case)\n", 0)
    );
}
