//! Lines over 1 MiB: every dialect's bundle, which reads each line whole,
//! and the binary, which keeps of a long line only what its parser needs
//! (`LineLimit` in `text::reader`), answer the same bytes and status on
//! some of each dialect's fixtures made long three ways: a run of blanks before
//! the first line's text, a run of blanks inside the last line, and a
//! word of several MiB at the end of the last line. Where a format's help
//! says blanks around its words are ignored, the padded input is also
//! answered as the fixture is.
//!
//! The bundles are the builds `bundles.rs` makes and checks on the
//! fixtures (`bundles::built`: judges' old compiler when it is there, with
//! `-O`, as judges build them), made once per run of the tests.

use crate::bundles::{built, bundled, differences, LEFT_OUT, TOOLS_ONLY};
use crate::support::fixtures::fixture_cases;
use crate::support::run_program as run;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The length of the long runs: past the binary's 1 MiB of kept bytes.
const LONG: usize = (1 << 20) + 4096;

/// The dialects whose help says blanks around a line's words are ignored:
/// a padded input is answered as the fixture is.
const BLANKS_IGNORED: &[&str] = &["coding-ninjas", "check-move", "ccc"];

/// `text` with `insert` put at byte `at`.
fn spliced(text: &[u8], at: usize, insert: &[u8]) -> Vec<u8> {
    [&text[..at], insert, &text[at..]].concat()
}

/// The three long variants of `text` (see the module's documentation),
/// named; fewer when it has no non-blank line.
fn long_variants(text: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let lines: Vec<(usize, &[u8])> = text
        .split_inclusive(|&b| b == b'\n')
        .scan(0, |at, l| {
            let start = *at;
            *at += l.len();
            Some((start, l))
        })
        .filter(|(_, l)| l.iter().any(|b| !b.is_ascii_whitespace()))
        .collect();
    let (Some(&(first, _)), Some(&(last, line))) = (lines.first(), lines.last()) else {
        return Vec::new();
    };
    let blanks = vec![b' '; LONG];
    let word_end = last
        + line
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(0);
    let word_end = word_end
        + text[word_end..]
            .iter()
            .position(u8::is_ascii_whitespace)
            .unwrap_or(text.len() - word_end);
    let text_end = last + line.iter().rposition(|b| !b.is_ascii_whitespace()).unwrap() + 1;
    let mut word = b" ".to_vec();
    word.resize(LONG, b'7');
    vec![
        (
            "blanks before the first line",
            spliced(text, first, &blanks),
        ),
        (
            "blanks inside the last line",
            spliced(text, word_end, &blanks),
        ),
        ("a long word at the end", spliced(text, text_end, &word)),
    ]
}

/// How many fixtures of each dialect are made long (spread over them all):
/// enough for each reader's paths, few enough for a short test.
const PER_DIALECT: usize = 8;

/// Some fixtures of dialect `name` the bundle can take (not those with
/// the options bundles leave out), with their arguments.
fn fixtures(name: &str) -> Vec<(PathBuf, Vec<String>)> {
    let all = fixture_cases(name);
    let step = all.len().div_ceil(PER_DIALECT).max(1);
    all.into_iter()
        .step_by(step)
        .map(|p| {
            let args = fs::read_to_string(p.with_extension("args")).unwrap_or_default();
            let args: Vec<String> = args.split_whitespace().map(String::from).collect();
            (p, args)
        })
        .filter(|(_, args)| {
            !args
                .iter()
                .any(|a| LEFT_OUT.contains(&a.as_str()) || TOOLS_ONLY.contains(&a.as_str()))
        })
        .collect()
}

/// What goes wrong for dialect `name` (empty when nothing does).
fn check(name: &'static str) -> String {
    let exe = match built(name) {
        Ok(exe) => exe,
        Err(e) => return e,
    };
    let binary = Path::new(env!("CARGO_BIN_EXE_othello"));
    let mut problems = String::new();
    let mut runs = 0;
    for (input, args) in fixtures(name) {
        let text = fs::read(&input).unwrap();
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let with_name: Vec<&str> = [name].into_iter().chain(args.iter().copied()).collect();
        let plain = run(binary, &with_name, &text);
        for (how, long) in long_variants(&text) {
            let want = run(binary, &with_name, &long);
            let got = run(&exe, &args, &long);
            let case = format!("{} with {how} (the bundle)", input.display());
            problems.push_str(&differences(&case, &want, &got));
            let padded = how.starts_with("blanks");
            if padded && BLANKS_IGNORED.contains(&name) && plain.status.success() {
                let case = format!("{} with {how} (the fixture)", input.display());
                problems.push_str(&differences(&case, &plain, &want));
            }
            runs += 1;
        }
    }
    assert!(runs > 0, "{name}: no fixture to make long");
    problems
}

#[test]
fn bundles_and_the_binary_agree_on_lines_over_a_mebibyte() {
    // From the other end of the list than `bundles.rs`, which shares the
    // builds: neither waits for the other's.
    let mut names = bundled();
    names.reverse();
    let todo = Mutex::new(names);
    let problems = Mutex::new(String::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let name = match todo.lock().unwrap().pop() {
                    Some(name) => name,
                    None => return,
                };
                let found = check(name);
                problems.lock().unwrap().push_str(&found);
            });
        }
    });
    let problems = problems.into_inner().unwrap();
    assert!(problems.is_empty(), "{problems}");
}

/// The three commands: 1 MiB of spaces before a line's words is
/// read as if they were not there (the help ignores them), in bounded
/// memory (the binary keeps 64 of them).
#[test]
fn a_mebibyte_of_spaces_before_the_words_changes_nothing() {
    let pad = |n: usize| " ".repeat(n);
    let board = "--------\n".repeat(3) + "---WB---\n---BW---\n" + &"--------\n".repeat(3);
    let now = "........\n".repeat(3) + "...+*...\n...*+...\n" + &"........\n".repeat(3);
    for (name, short, long) in [
        (
            "coding-ninjas",
            "1\n2 4\n".to_string(),
            format!("1\n{}2 4\n", pad(1048575)),
        ),
        (
            "uva220",
            format!("1\n{board}W\nM35\nQ\n"),
            format!("1\n{board}W\n{}M35\nQ\n", pad(1048575)),
        ),
        (
            "nowcoder",
            format!("{now}4 3 *\n"),
            format!("{now}{}4 3 *\n", pad(1048574)),
        ),
    ] {
        let want = crate::support::run_binary(&[name], short.as_bytes());
        let got = crate::support::run_binary(&[name], long.as_bytes());
        assert!(want.status.success(), "{name}: the short input is valid");
        let case = format!("{name} with 1 MiB of spaces");
        assert_eq!(differences(&case, &want, &got), "");
    }
}
