// Temporary test target: it goes when the dialects of issue #28 land,
// and these modules join the `oracle` module of tests/it/main.rs
// (code-golf, simple-othello and ccc have: tests/it/formats/oracles.rs).
//! The independent oracles of three newer dialects (baekjoon, kotamanegi,
//! hackerearth), their own tests, and every fixture of those dialects held
//! to its oracle, so that the hand reasoning beside each fixture and the
//! oracle agree.

#[path = "it/oracle/dice.rs"]
mod dice;
#[path = "it/oracle/lines.rs"]
mod lines;
#[path = "it/oracle/rays.rs"]
mod rays;

#[path = "it/oracle/baekjoon.rs"]
mod baekjoon;
#[path = "it/oracle/hackerearth.rs"]
mod hackerearth;
#[path = "it/oracle/kotamanegi.rs"]
mod kotamanegi;

use std::fs;
use std::path::{Path, PathBuf};

/// The cases `fixtures/<dialect>/*.in`, sorted; there are at least eight,
/// and each has its reasoning in a `.md`.
fn cases(dialect: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(dialect);
    let mut out: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    out.sort();
    assert!(out.len() >= 8, "{dialect}: only {} fixtures", out.len());
    for case in &out {
        let md = case.with_extension("md");
        assert!(md.exists(), "{}: no reasoning", md.display());
    }
    out
}

fn read_or_empty(p: &Path) -> Vec<u8> {
    fs::read(p).unwrap_or_default()
}

/// The exit status a case expects: its `.status`, else 1 with an `.err`
/// and 0 without.
fn status(case: &Path) -> String {
    match fs::read_to_string(case.with_extension("status")) {
        Ok(s) => s.trim().to_string(),
        Err(_) if case.with_extension("err").exists() => "1".into(),
        Err(_) => "0".into(),
    }
}

/// Every case of the two dialects with one right answer: bad input (an
/// `.err` with status 1, no `.out`) is what the oracle refuses, and
/// otherwise the oracle prints the `.out`; each case has its reasoning.
#[test]
fn fixtures_of_the_exact_dialects_agree_with_their_oracles() {
    type Oracle = fn(&[String], &[u8]) -> Result<Vec<u8>, String>;
    let dialects: [(&str, Oracle); 2] = [
        ("baekjoon", |_, i| baekjoon::expected(i)),
        ("kotamanegi", |_, i| kotamanegi::expected(i)),
    ];
    let mut failures = Vec::new();
    for (dialect, oracle) in dialects {
        for case in cases(dialect) {
            let input = fs::read(&case).unwrap();
            let args: Vec<String> = fs::read_to_string(case.with_extension("args"))
                .unwrap_or_default()
                .split_whitespace()
                .map(String::from)
                .collect();
            let out = read_or_empty(&case.with_extension("out"));
            let bad = case.with_extension("err").exists();
            let problem = match (oracle(&args, &input), bad) {
                (Ok(got), false) if got == out => continue,
                (Ok(got), false) => format!("oracle prints {:?}", String::from_utf8_lossy(&got)),
                (Ok(_), true) => "oracle accepts the input".to_string(),
                (Err(_), true) if out.is_empty() && status(&case) == "1" => continue,
                (Err(e), true) => format!("bad input should have status 1 and no .out ({e})"),
                (Err(e), false) => format!("oracle refuses the input: {e}"),
            };
            failures.push(format!("{}: {problem}", case.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every hackerearth case: the position has at most one legal move (so the
/// engine's answer is forced), the checker finds its `.out` a right answer,
/// and the case expects a warning (an `.err` with status 0) exactly when
/// the `3` marks disagree with the rules; bad input is an `.err` with
/// status 1.
#[test]
fn fixtures_of_hackerearth_pass_its_checker() {
    for case in cases("hackerearth") {
        let input = fs::read(&case).unwrap();
        let out = read_or_empty(&case.with_extension("out"));
        let warns = case.with_extension("err").exists();
        match hackerearth::check(&input, &out) {
            Ok(v) => {
                assert_eq!(v.wrong, None, "{}", case.display());
                let legal = hackerearth::legal_moves(&input).unwrap().len();
                assert!(
                    legal <= 1,
                    "{}: {legal} legal moves, the answer is not forced",
                    case.display()
                );
                assert_eq!(warns, !v.marks_agree, "{}: warning", case.display());
                if warns {
                    assert_eq!(status(&case), "0", "{}: a warning exits 0", case.display());
                }
            }
            Err(e) => {
                assert!(warns && out.is_empty(), "{}: refused ({e})", case.display());
                assert_eq!(status(&case), "1", "{}", case.display());
            }
        }
    }
}
