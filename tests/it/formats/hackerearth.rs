//! `hackerearth`, a bot: its answer is the engine's choice, so its oracle
//! (`tests/it/oracle/hackerearth.rs`) is a checker. Held to it:
//!
//! - every fixture: an answer the checker accepts, forced (at most one
//!   legal move) unless its reasoning calls it the engine's choice, and a
//!   warning (an `.err` with status 0) exactly
//!   when the `3` marks disagree with the rules;
//! - 10,000 of the checker's random positions (wrong marks, forced moves
//!   and passes among them), run in-process with a small budget (the
//!   search and the move it plays are the same code at any budget): every
//!   answer is a legal move, nothing is printed exactly when there is
//!   none, one warning line exactly when the marks disagree, status 0;
//! - the answer is a function of the input, `--nodes` and `--seed`, and
//!   the seed changes it only among moves of equal score;
//! - `othello gen hackerearth`'s positions are read by the checker.

use crate::oracle::hackerearth;
use crate::support::fixtures::fixture_cases;
use crate::support::Ran;
use std::fs;

/// `othello hackerearth ARGS` on `input`, in-process.
fn run(args: &[String], input: &[u8]) -> Ran {
    let words = [&["hackerearth".to_string()], args].concat();
    crate::support::run(&words, input)
}

#[test]
fn fixtures_pass_the_checker() {
    let cases = fixture_cases("hackerearth");
    assert!(cases.len() >= 8, "only {} fixtures", cases.len());
    for case in cases {
        let input = fs::read(&case).unwrap();
        let out = fs::read(case.with_extension("out")).unwrap_or_default();
        let err = case.with_extension("err").exists();
        let status = fs::read_to_string(case.with_extension("status"))
            .map(|s| s.trim().to_string())
            .unwrap_or_else(|_| if err { "1" } else { "0" }.to_string());
        assert!(
            case.with_extension("md").exists(),
            "{}: no .md",
            case.display()
        );
        match hackerearth::check(&input, &out) {
            Ok(v) => {
                assert_eq!(v.wrong, None, "{}", case.display());
                // Several right answers: the engine's own choice, which
                // its reasoning must say.
                let legal = hackerearth::legal_moves(&input).unwrap().len();
                let md = fs::read_to_string(case.with_extension("md")).unwrap();
                assert!(
                    legal <= 1 || md.contains("the engine's choice"),
                    "{}: {legal} legal moves",
                    case.display()
                );
                assert_eq!(err, !v.marks_agree, "{}: warning", case.display());
                assert_eq!(status, "0", "{}", case.display());
            }
            Err(e) => {
                assert!(err && out.is_empty(), "{}: refused ({e})", case.display());
                assert_eq!(status, "1", "{}", case.display());
            }
        }
    }
}

#[test]
fn every_answer_is_legal_on_10000_positions() {
    let (mut answered, mut passes, mut warned) = (0, 0, 0);
    for seed in 0..10_000 {
        let (mut args, input) = hackerearth::random_input(seed);
        args.extend(["--nodes".to_string(), "300".to_string()]);
        let Ran { status, out, err } = run(&args, &input);
        let err = String::from_utf8_lossy(&err);
        let case = || format!("seed {seed}: {}", String::from_utf8_lossy(&input));
        assert_eq!(status, 0, "{}: {err}", case());
        let v = hackerearth::check(&input, &out).unwrap();
        assert_eq!(v.wrong, None, "{}", case());
        let lines: Vec<&str> = err.lines().collect();
        if v.marks_agree {
            assert!(lines.is_empty(), "{}: {err}", case());
        } else {
            assert_eq!(lines.len(), 1, "{}: {err}", case());
            assert!(lines[0].starts_with("othello: warning: line "), "{err}");
            warned += 1;
        }
        if out.is_empty() {
            passes += 1;
        } else {
            answered += 1;
        }
    }
    println!("10000 positions: {answered} answered, {passes} without a move, {warned} warnings");
    assert!(answered > 5000 && passes > 100 && warned > 500);
}

#[test]
fn the_budget_and_the_seed_decide() {
    let mut seeds_matter = 0;
    for seed in 0..40 {
        let (_, input) = hackerearth::random_input(seed);
        let args = |s: &str| ["--nodes", "20000", "--seed", s].map(String::from);
        let a = run(&args("5"), &input);
        assert_eq!(a, run(&args("5"), &input), "seed {seed}");
        let others: Vec<Vec<u8>> = (6..10)
            .map(|s| run(&args(&s.to_string()), &input).out)
            .collect();
        seeds_matter += usize::from(others.iter().any(|o| *o != a.out));
        // A clock far away changes nothing.
        let mut slow = args("5").to_vec();
        slow.extend(["--time-limit", "100"].map(String::from));
        assert_eq!(run(&slow, &input).out, a.out, "seed {seed}");
    }
    // The statement's first position is symmetric: four moves of equal
    // score, which the seed picks among.
    let sample = fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/hackerearth/sample.in"
    ))
    .unwrap();
    let answers: std::collections::BTreeSet<Vec<u8>> = (0..20)
        .map(|s| run(&["--seed".into(), s.to_string()], &sample).out)
        .collect();
    assert!(answers.len() > 1, "{answers:?}");
    for a in &answers {
        assert!(hackerearth::check(&sample, a).unwrap().wrong.is_none());
    }
    println!("{seeds_matter} of 40 positions answered otherwise under another seed");
}

#[test]
fn generated_positions_are_read_by_the_checker() {
    for extra in [&[][..], &["--pass"], &["--plies", "90"]] {
        for seed in 0..200 {
            let mut words = vec!["gen".to_string(), "hackerearth".into(), "--seed".into()];
            words.push(seed.to_string());
            words.extend(extra.iter().map(|s| s.to_string()));
            let made = crate::support::run(&words, b"");
            assert_eq!(made.status, 0, "{}", made.stderr());
            let input = made.out;
            let v = hackerearth::check(&input, b"")
                .unwrap_or_else(|e| panic!("`{}` is refused by the checker: {e}", words.join(" ")));
            assert!(v.marks_agree, "{words:?}");
            let legal = hackerearth::legal_moves(&input).unwrap();
            if extra == ["--pass"] {
                assert!(legal.is_empty(), "{words:?}");
            }
        }
    }
}
