//! `botzone`, a bot: its answer is the engine's choice, so its oracle
//! (`tests/it/oracle/botzone.rs`) is a checker. Held to it:
//!
//! - every fixture: an answer the checker accepts, forced (at most one
//!   legal move) unless its reasoning calls it the engine's choice; bad
//!   input (an `.err`, status 1) exactly where the checker refuses it;
//! - 10,000 of the checker's random games (passes in the history, members
//!   reordered, spaced and beside extra members), run in-process with a
//!   small budget (the search and the move it plays are the same code at
//!   any budget): every answer is a legal move, `-1, -1` exactly when there
//!   is none, nothing on stderr, status 0;
//! - the answer is a function of the input, `--nodes` and `--seed`;
//! - `othello gen botzone`'s requests are read by the checker, and with
//!   `--pass` the side to move has no move.

use crate::oracle::botzone;
use crate::support::fixtures::fixture_cases;
use crate::support::Ran;
use std::fs;

/// `othello botzone ARGS` on `input`, in-process.
fn run(args: &[String], input: &[u8]) -> Ran {
    let words = [&["botzone".to_string()], args].concat();
    crate::support::run(&words, input)
}

#[test]
fn fixtures_pass_the_checker() {
    let cases = fixture_cases("botzone");
    assert!(cases.len() >= 8, "only {} fixtures", cases.len());
    for case in cases {
        let input = fs::read(&case).unwrap();
        let out = fs::read(case.with_extension("out")).unwrap_or_default();
        let err = case.with_extension("err").exists();
        let md = fs::read_to_string(case.with_extension("md"))
            .unwrap_or_else(|_| panic!("{}: no .md", case.display()));
        match botzone::check(&input, &out) {
            Ok(verdict) => {
                assert_eq!(verdict, None, "{}", case.display());
                assert!(!err, "{}: the checker accepts it", case.display());
                let legal = botzone::legal_moves(&input).unwrap().len();
                assert!(
                    legal <= 1 || md.contains("the engine's choice"),
                    "{}: {legal} legal moves",
                    case.display()
                );
            }
            Err(e) => assert!(err && out.is_empty(), "{}: refused ({e})", case.display()),
        }
    }
}

#[test]
fn every_answer_is_legal_on_10000_games() {
    let (mut answered, mut passes) = (0, 0);
    for seed in 0..10_000 {
        let (mut args, input) = botzone::random_input(seed);
        args.extend(["--nodes".to_string(), "300".to_string()]);
        let Ran { status, out, err } = run(&args, &input);
        let err = String::from_utf8_lossy(&err);
        let case = || format!("seed {seed}: {}", String::from_utf8_lossy(&input));
        assert_eq!((status, &*err), (0, ""), "{}", case());
        let verdict = botzone::check(&input, &out)
            .unwrap_or_else(|e| panic!("{}: the checker refuses: {e}", case()));
        assert_eq!(verdict, None, "{}", case());
        if botzone::legal_moves(&input).unwrap().is_empty() {
            passes += 1;
        } else {
            answered += 1;
        }
    }
    println!("10000 games: {answered} answered, {passes} without a move");
    assert!(answered > 7000 && passes > 300, "{answered} {passes}");
}

#[test]
fn the_budget_and_the_seed_decide() {
    for seed in 0..30 {
        let (_, input) = botzone::random_input(seed);
        let args = |s: &str| ["--nodes", "20000", "--seed", s].map(String::from);
        let a = run(&args("5"), &input);
        assert_eq!(a, run(&args("5"), &input), "seed {seed}");
        // A clock far away changes nothing.
        let mut slow = args("5").to_vec();
        slow.extend(["--time-limit", "100"].map(String::from));
        assert_eq!(run(&slow, &input).out, a.out, "seed {seed}");
    }
    // The first turn is symmetric: four moves of equal score, which the
    // seed picks among.
    let first = b"{\"requests\":[{\"x\":-1,\"y\":-1}],\"responses\":[]}\n";
    let answers: std::collections::BTreeSet<Vec<u8>> = (0..20)
        .map(|s| run(&["--seed".into(), s.to_string()], first).out)
        .collect();
    assert!(answers.len() > 1, "{answers:?}");
    for a in &answers {
        assert_eq!(botzone::check(first, a).unwrap(), None);
    }
}

#[test]
fn generated_requests_are_read_by_the_checker() {
    for extra in [&[][..], &["--pass"], &["--plies", "0"], &["--plies", "59"]] {
        for seed in 0..150 {
            let mut words = vec!["gen".to_string(), "botzone".into(), "--seed".into()];
            words.push(seed.to_string());
            words.extend(extra.iter().map(|s| s.to_string()));
            let made = crate::support::run(&words, b"");
            assert_eq!(made.status, 0, "{}", made.stderr());
            let input = made.out;
            let legal = botzone::legal_moves(&input)
                .unwrap_or_else(|e| panic!("`{}` is refused by the checker: {e}", words.join(" ")));
            assert_eq!(legal.is_empty(), extra == ["--pass"], "{words:?}");
        }
    }
}
