//! The dialects that have an independent oracle with its own seeded input
//! generator (`tests/it/oracle/<dialect>.rs`: `expected` and
//! `random_input`), against it:
//!
//! - every fixture of the dialect agrees with the oracle: an `.out` is
//!   what the oracle prints, an `.err` (status 1) is input the oracle
//!   refuses (its `.out` the complete cases before the error, for `swea`),
//!   and each case has its reasoning in a `.md`;
//! - 10,000 of the oracle's random inputs per dialect, run in-process with
//!   their arguments (code-golf passes its boards as arguments half the
//!   time): the dialect prints the oracle's answer, status 0, nothing on
//!   stderr;
//! - `othello gen`'s inputs, which the oracle must accept and answer as
//!   the dialect does;
//! - code-golf's board arguments through the real binary, as a judge
//!   passes them (the golden files' `.args` are split at whitespace, so
//!   they cannot hold a board).

use crate::oracle::{
    baekjoon, ccc, checkio, code_golf, codewars, cody, kotamanegi, lcp41, paiza, simple_othello,
    swea, yukicoder,
};
use crate::support::fixtures::fixture_cases;
use crate::support::run_binary;
use crate::support::Ran;
use std::fs;
use std::path::Path;

/// An oracle's answer to (arguments, standard input), or why the input is
/// bad.
type Oracle = fn(&[String], &[u8]) -> Result<Vec<u8>, String>;

/// An oracle's seeded generator: (arguments, standard input).
type Inputs = fn(u64) -> (Vec<String>, Vec<u8>);

/// Each dialect, its oracle and its oracle's generator, in the order of
/// the command table.
const DIALECTS: [(&str, Oracle, Inputs); 12] = [
    ("code-golf", code_golf::expected, code_golf::random_input),
    (
        "simple-othello",
        |_, input| simple_othello::expected(input),
        simple_othello::random_input,
    ),
    ("ccc", |_, input| ccc::expected(input), ccc::random_input),
    (
        "baekjoon",
        |_, input| baekjoon::expected(input),
        baekjoon::random_input,
    ),
    (
        "kotamanegi",
        |_, input| kotamanegi::expected(input),
        kotamanegi::random_input,
    ),
    ("swea", |_, input| swea::expected(input), swea::random_input),
    (
        "lcp41",
        |_, input| lcp41::expected(input),
        lcp41::random_input,
    ),
    (
        "paiza",
        |_, input| paiza::expected(input),
        paiza::random_input,
    ),
    (
        "yukicoder",
        |_, input| yukicoder::expected(input),
        yukicoder::random_input,
    ),
    (
        "codewars",
        |_, input| codewars::expected(input),
        codewars::random_input,
    ),
    (
        "checkio",
        |_, input| checkio::expected(input),
        checkio::random_input,
    ),
    ("cody", |_, input| cody::expected(input), cody::random_input),
];

/// What a dialect prints before its error on bad input, by its oracle:
/// the complete cases of a multi-case format; nothing for the others.
fn printed_before_error(dialect: &str, input: &[u8]) -> Vec<u8> {
    match dialect {
        "swea" => swea::printed(input),
        _ => Vec::new(),
    }
}

/// Random inputs per dialect.
const INPUTS: u64 = 10_000;

/// `othello DIALECT ARGS` on `input`, in-process.
fn run(dialect: &str, args: &[String], input: &[u8]) -> Ran {
    crate::support::run(&[&[dialect.to_string()], args].concat(), input)
}

fn show(args: &[String], input: &[u8]) -> String {
    format!("args {args:?}, input {:?}", String::from_utf8_lossy(input))
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

#[test]
fn fixtures_agree_with_the_oracles() {
    let mut failures = Vec::new();
    for (dialect, oracle, _) in DIALECTS {
        let cases = fixture_cases(dialect);
        assert!(cases.len() >= 8, "{dialect}: only {} fixtures", cases.len());
        for case in cases {
            if !case.with_extension("md").exists() {
                failures.push(format!("{}: no reasoning (.md)", case.display()));
            }
            let input = fs::read(&case).unwrap();
            let args: Vec<String> = fs::read_to_string(case.with_extension("args"))
                .unwrap_or_default()
                .split_whitespace()
                .map(String::from)
                .collect();
            let out = fs::read(case.with_extension("out")).unwrap_or_default();
            let bad = case.with_extension("err").exists();
            let problem = match (oracle(&args, &input), bad) {
                (Ok(got), false) if got == out => continue,
                (Ok(got), false) => format!("oracle prints {:?}", String::from_utf8_lossy(&got)),
                (Ok(_), true) => "oracle accepts the input".to_string(),
                (Err(_), true)
                    if out == printed_before_error(dialect, &input) && status(&case) == "1" =>
                {
                    continue
                }
                (Err(e), true) => {
                    format!("bad input should have status 1 and as .out the complete cases ({e})")
                }
                (Err(e), false) => format!("oracle refuses the input: {e}"),
            };
            failures.push(format!("{}: {problem}", case.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn dialects_equal_their_oracles_on_10000_random_inputs_each() {
    for (dialect, oracle, inputs) in DIALECTS {
        let mut by_arguments = 0;
        for seed in 0..INPUTS {
            let (args, input) = inputs(seed);
            let want = oracle(&args, &input)
                .unwrap_or_else(|e| panic!("{dialect} seed {seed}: the oracle refuses: {e}"));
            let Ran { status, out, err } = run(dialect, &args, &input);
            let err = String::from_utf8_lossy(&err).into_owned();
            let case = || format!("{dialect} seed {seed}: {}", show(&args, &input));
            assert_eq!((status, err.as_str()), (0, ""), "{}", case());
            assert!(
                out == want,
                "{}\nwant {:?}\ngot  {:?}",
                case(),
                String::from_utf8_lossy(&want),
                String::from_utf8_lossy(&out)
            );
            by_arguments += usize::from(!args.is_empty());
        }
        println!("{dialect}: {INPUTS} random inputs, {by_arguments} of them by arguments");
        if dialect == "code-golf" {
            assert!(by_arguments > 1000, "{by_arguments} inputs by arguments");
        }
    }
}

#[test]
fn generated_inputs_are_answered_as_the_oracles_answer() {
    for (dialect, oracle, _) in DIALECTS {
        let seeds = 300;
        for seed in 0..seeds {
            let words = ["gen", dialect, "--seed", &seed.to_string()].map(String::from);
            let made = crate::support::run(&words, b"");
            assert_eq!(made.status, 0, "{}", made.stderr());
            let input = made.out;
            let want = oracle(&[], &input).unwrap_or_else(|e| {
                panic!("`othello gen {dialect} --seed {seed}` is refused by the oracle: {e}")
            });
            let Ran { status, out, err } = run(dialect, &[], &input);
            let err = String::from_utf8_lossy(&err).into_owned();
            assert_eq!((status, err.as_str()), (0, ""), "{dialect} seed {seed}");
            assert!(out == want, "{dialect} seed {seed}: {}", show(&[], &input));
        }
    }
}

/// The binary takes boards from its arguments as code.golf passes them
/// (one argument per board, rows joined by `\n`), refuses a damaged board
/// argument with a located error naming the argument, reads a FILE named
/// by an argument without a line break, and refuses a FILE beside boards.
#[test]
fn code_golf_boards_as_arguments_through_the_binary() {
    let mut checked = 0;
    for seed in 0..INPUTS {
        let (args, _) = code_golf::random_input(seed);
        if args.is_empty() {
            continue;
        }
        let want = code_golf::expected(&args, b"").unwrap();
        let mut words = vec!["code-golf".to_string()];
        words.extend(args.iter().cloned());
        let got = run_binary(&words, b"");
        assert!(got.status.success(), "{}", show(&args, b""));
        assert_eq!(got.stdout, want, "{}", show(&args, b""));
        checked += 1;
        if checked == 100 {
            break;
        }
    }
    assert_eq!(checked, 100);
    let (mut args, _) = (0..)
        .map(code_golf::random_input)
        .find(|(args, _)| args.len() >= 2)
        .unwrap();
    args[1] = args[1].replacen('.', "o", 1);
    let mut words = vec!["code-golf".to_string()];
    words.extend(args.iter().cloned());
    let got = run_binary(&words, b"");
    let err = String::from_utf8_lossy(&got.stderr);
    assert_eq!(got.status.code(), Some(1), "{err}");
    assert!(
        err.contains(": board argument 2: unknown cell `o`"),
        "{err}"
    );
    let first = code_golf::expected(&args[..1], b"").unwrap();
    assert_eq!(got.stdout, first, "the first board stays answered");
    // An argument without a line break is the FILE; not beside boards.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/code-golf/");
    let file = format!("{dir}several-boards.in");
    let got = run_binary(&["code-golf", &file], b"");
    assert!(got.status.success());
    assert_eq!(
        got.stdout,
        fs::read(format!("{dir}several-boards.out")).unwrap()
    );
    let got = run_binary(&["code-golf", &args[0], &file], b"");
    assert_eq!(got.status.code(), Some(2), "a FILE beside a board");
    assert!(got.stdout.is_empty());
}

/// `othello gen code-golf --pass` writes boards where O has no move: the
/// oracle gives each back unchanged.
#[test]
fn code_golf_pass_boards_leave_o_without_a_move() {
    for seed in 0..50 {
        let words = ["gen", "code-golf", "--seed", &seed.to_string(), "--pass"].map(String::from);
        let made = crate::support::run(&words, b"");
        assert_eq!(made.status, 0, "{}", made.stderr());
        let input = made.out;
        assert_eq!(
            code_golf::expected(&[], &input).unwrap(),
            input,
            "seed {seed}"
        );
    }
}
