//! The LeetCode function forms (`othello bundle check-move --leetcode`,
//! `bundle lcp41 --leetcode`): each `impl Solution`, put between
//! LeetCode's `struct Solution` and a driver that calls it as the judge
//! does, answers the dialect's fixtures as the binary does, built by the
//! same compilers as the bundles.

use super::{compile, compilers, describe};
use crate::support::fixtures::fixture_cases;
use crate::support::say::say;
use crate::support::Ran;
use othello::quote::visible::report;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// `othello bundle DIALECT --leetcode` (an `impl Solution` without `main`
/// or stdin) between LeetCode's `struct Solution` and `driver`: a program.
fn with_driver(dialect: &str, driver: &str) -> Vec<u8> {
    let args = ["bundle", dialect, "--leetcode"].map(String::from);
    let Ran {
        status,
        out: solution,
        err,
    } = crate::support::run(&args, b"");
    assert_eq!(status, 0, "{}", String::from_utf8_lossy(&err));
    let text = String::from_utf8_lossy(&solution);
    assert!(text.contains("impl Solution"), "{text}");
    assert!(
        !text.contains("fn main") && !text.contains("stdin"),
        "{text}"
    );
    let mut src = b"struct Solution;\n".to_vec();
    src.extend_from_slice(&solution);
    src.extend_from_slice(driver.as_bytes());
    src
}

/// The driver around `othello bundle check-move --leetcode`: LeetCode's
/// `struct Solution`, then a `main` that answers one query per line of
/// stdin, `ROW/ROW/... r c colour`, with `Solution::check_move`.
const LEETCODE_DRIVER: &str = r#"
fn main() {
    use std::io::BufRead;
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("a line");
        let f: Vec<&str> = line.split(' ').collect();
        let board = f[0].split('/').map(|r| r.chars().collect()).collect();
        let (r, c) = (f[1].parse().expect("row"), f[2].parse().expect("col"));
        let color = f[3].chars().next().expect("colour");
        println!("{}", Solution::check_move(board, r, c, color));
    }
}
"#;

/// The check-move fixture `input` as driver lines (see [`LEETCODE_DRIVER`]):
/// the 8 board rows (after any blank lines, cells without their spaces),
/// then one line per query.
fn driver_lines(input: &Path) -> String {
    let text = fs::read_to_string(input).unwrap();
    let mut lines = text
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .skip_while(|l| l.trim().is_empty());
    let rows: Vec<String> = lines
        .by_ref()
        .take(8)
        .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect())
        .collect();
    assert_eq!(rows.len(), 8, "{}: 8 board rows", input.display());
    let board = rows.join("/");
    let mut out = String::new();
    for q in lines.filter(|l| !l.trim().is_empty()) {
        let q: Vec<&str> = q.split_whitespace().collect();
        out.push_str(&format!("{board} {}\n", q.join(" ")));
    }
    out
}

/// `othello bundle check-move --leetcode`, compiled by every compiler inside
/// a small driver, answers every query of the check-move fixtures as their
/// `.out` files do. Fixtures of bad input (those with a `.err`) are left
/// out: LeetCode's inputs are valid.
#[test]
fn leetcode_check_move_answers_the_fixtures() {
    let src = with_driver("check-move", LEETCODE_DRIVER);

    let (mut input, mut want, mut used, mut skipped) = (String::new(), Vec::new(), 0, Vec::new());
    for f in fixture_cases("check-move") {
        if f.with_extension("err").exists() {
            skipped.push(f.file_stem().unwrap().to_string_lossy().into_owned());
            continue;
        }
        input.push_str(&driver_lines(&f));
        want.extend(fs::read(f.with_extension("out")).unwrap());
        used += 1;
    }
    assert!(
        used > 0 && !want.is_empty(),
        "no check-move fixtures to check"
    );
    say(&format!(
        "bundle --leetcode: {used} check-move fixtures, {} queries; skipped (bad input): {}",
        input.lines().count(),
        skipped.join(" ")
    ));

    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("leetcode");
    let compilers = compilers();
    say(&format!(
        "bundle --leetcode: built with {}",
        describe(&compilers, true)
    ));
    for compiler in compilers {
        let exe = compile(&compiler, &src, &tmp.join(compiler.tag), true)
            .unwrap_or_else(|e| panic!("the LeetCode driver: {e}"))
            .expect("built");
        let mut child = Command::new(&exe)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let got = child.wait_with_output().unwrap();
        assert!(got.status.success(), "{}: driver failed", compiler.version);
        assert!(
            got.stdout == want,
            "{}: answers differ from the fixtures: {}",
            compiler.version,
            report(&want, &got.stdout)
        );
    }
}

/// The driver around `othello bundle lcp41 --leetcode`: LeetCode's
/// `struct Solution`, then a `main` that reads the board's rows from stdin
/// (blank lines skipped, line ends and trailing spaces dropped) and prints
/// `Solution::flip_chess` of them.
const LCP41_DRIVER: &str = r#"
fn main() {
    use std::io::BufRead;
    let rows: Vec<String> = std::io::stdin()
        .lock()
        .lines()
        .map(|l| l.expect("a line").trim_end().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    println!("{}", Solution::flip_chess(rows));
}
"#;

/// `othello bundle lcp41 --leetcode`, compiled by every compiler inside a
/// small driver, answers every lcp41 fixture of valid input (no `.err`)
/// as its `.out` says.
#[test]
fn leetcode_lcp41_answers_the_fixtures() {
    let src = with_driver("lcp41", LCP41_DRIVER);
    let cases: Vec<PathBuf> = fixture_cases("lcp41")
        .into_iter()
        .filter(|f| !f.with_extension("err").exists())
        .collect();
    assert!(
        cases.len() >= 3,
        "lcp41: {} fixtures of valid input",
        cases.len()
    );
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("leetcode-lcp41");
    let compilers = compilers();
    say(&format!(
        "bundle lcp41 --leetcode: {} fixtures, built with {}",
        cases.len(),
        describe(&compilers, true)
    ));
    for compiler in compilers {
        let exe = compile(&compiler, &src, &tmp.join(compiler.tag), true)
            .unwrap_or_else(|e| panic!("the LCP 41 driver: {e}"))
            .expect("built");
        for case in &cases {
            let got = Command::new(&exe)
                .stdin(fs::File::open(case).unwrap())
                .output()
                .unwrap();
            let want = fs::read(case.with_extension("out")).unwrap();
            assert!(
                got.status.success() && got.stdout == want,
                "{}, {}: {}",
                compiler.version,
                case.display(),
                report(&want, &got.stdout)
            );
        }
    }
}
