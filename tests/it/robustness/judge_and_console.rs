//! Hostile use of `judge` and of `console`'s replies. `judge` on random
//! command lines, with harmless programs (`cat`, `true`), ends with status
//! 0, 1 or 2 (or othello itself, which passes), every stderr line
//! starting `othello: ` with nothing a terminal would hide, stdout whole
//! lines.
//! `console` on random answers (control bytes, bytes that are not UTF-8,
//! invisible characters, long lines) replies in lines that
//! hold none of those and stay short, whatever was typed: only the echo
//! of the answer after its prompt is the answer as read.

use crate::support::Ran;
use othello::quote::confusable;
use othello::rng::Rng;
use std::process::{Command, Stdio};

/// Values for judge's options: numbers fit and unfit, `--gen` strings
/// that are right, wrong or refused, and text a terminal would not show.
const VALUES: &[&str] = &[
    "0",
    "1",
    "2",
    "-1",
    "0.2",
    "abc",
    "",
    "1e9",
    "18446744073709551616",
    "--size 4",
    "--size 4 --players 3",
    "--directions 4",
    "--costs",
    "--costs-file c.txt",
    "--walls 3",
    "--seed 3",
    "--plies=2",
    "no-such-folder",
    "\u{200b}",
    "\u{1b}[2J",
];

/// The largest count of cases or runs a random line may ask for.
const MOST: u64 = 3;

#[test]
fn random_judge_command_lines_never_crash() {
    let judge = othello::commands::find("judge").unwrap();
    let dialects: Vec<&str> = othello::commands::COMMANDS
        .iter()
        .filter(|c| c.kind == othello::cli::command::Kind::Dialect)
        .map(|c| c.name)
        .collect();
    let options: Vec<&str> = judge.options().iter().map(|o| o.0).collect();
    let mut rng = Rng::new(0x1d6e);
    let mut failures = Vec::new();
    let mut per_status = [0usize; 3];
    for _ in 0..150 {
        let mut args = vec!["judge".to_string()];
        args.push(dialects[rng.below(dialects.len() as u64) as usize].into());
        let mut has_cases = false;
        for _ in 0..rng.below(5) {
            let o = options[rng.below(options.len() as u64) as usize];
            args.push(o.into());
            let v = VALUES[rng.below(VALUES.len() as u64) as usize];
            // Keep the work small: a few cases, a few shrink runs.
            let v = match v.parse::<u64>() {
                Ok(n) if n > MOST && o != "--memory-limit" => "2",
                _ => v,
            };
            has_cases |= o == "--cases";
            args.push(v.into());
        }
        if !has_cases {
            args.extend(["--cases".into(), "2".into()]);
        }
        args.push("--".into());
        // Harmless programs, never right, and othello itself, always.
        match rng.below(3) {
            0 => args.push("cat".into()),
            1 => args.push("true".into()),
            _ => args.extend([env!("CARGO_BIN_EXE_othello").into(), args[1].clone()]),
        }
        let out = Command::new(env!("CARGO_BIN_EXE_othello"))
            .args(&args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        let status = out.status.code();
        let ok = matches!(status, Some(0..=2))
            && err.lines().all(|l| l.starts_with("othello: "))
            && (out.stdout.is_empty() || out.stdout.ends_with(b"\n"))
            && !err.chars().any(|c| c == '\u{1b}' || c == '\u{200b}');
        match status {
            Some(s @ 0..=2) if ok => per_status[s as usize] += 1,
            _ => failures.push(format!("{args:?}: status {status:?}, stderr {err:?}")),
        }
    }
    println!("status counts: {per_status:?}");
    assert!(per_status.iter().all(|&n| n > 0), "{per_status:?}");
    assert!(
        failures.is_empty(),
        "{} failures; first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

/// Pieces of random answers.
const PIECES: &[&[u8]] = &[
    b"d3",
    b"c4",
    b"z9",
    b"pass",
    b"quit!",
    b" ",
    b"\t",
    b"\0",
    b"\x1bOS",
    b"\x1b[2J",
    b"\x07",
    b"\x7f",
    b"\xff",
    b"\xc3",
    "\u{a0}".as_bytes(),
    "\u{200b}".as_bytes(),
    "\u{200f}".as_bytes(),
    "\u{feff}".as_bytes(),
    "\u{85}".as_bytes(),
    "é".as_bytes(),
    b"(3,4)",
];

/// What is wrong with a reply line, if anything.
fn unclean(line: &[u8]) -> Option<String> {
    let text = match std::str::from_utf8(line) {
        Ok(t) => t,
        Err(_) => return Some("not UTF-8".into()),
    };
    if let Some(c) = text
        .chars()
        .find(|&c| c.is_control() || confusable(c).is_some())
    {
        return Some(format!("holds U+{:04X}", c as u32));
    }
    (line.len() > 160).then(|| format!("{} bytes long", line.len()))
}

/// Bytes for a failure message: the start, escaped.
fn shown(bytes: &[u8]) -> String {
    let head = &bytes[..bytes.len().min(200)];
    format!(
        "{:?} ({} bytes)",
        String::from_utf8_lossy(head),
        bytes.len()
    )
}

#[test]
fn console_replies_never_copy_what_a_terminal_would_hide() {
    let mut rng = Rng::new(0xc0e5);
    let mut failures = Vec::new();
    for _ in 0..400 {
        let mut input = Vec::new();
        for _ in 0..rng.range(1, 6) {
            for _ in 0..rng.range(1, 6) {
                input.extend_from_slice(PIECES[rng.below(PIECES.len() as u64) as usize]);
            }
            if rng.chance(1, 6) {
                input.extend(std::iter::repeat_n(b'x', rng.range(100, 5000) as usize));
            }
            input.push(b'\n');
        }
        let args = ["console".to_string(), "--size".into(), "4".into()];
        let Ran { status, out, .. } = crate::support::run(&args, &input);
        if status != 0 {
            failures.push(format!("{}: status {status}", shown(&input)));
            continue;
        }
        // The echo follows its prompt on the prompt's line; every other
        // line is othello's own.
        for line in out.split(|&b| b == b'\n') {
            if line.starts_with(b"It is ") {
                continue;
            }
            if let Some(why) = unclean(line) {
                failures.push(format!(
                    "{input:?}: reply {why}: {:?}",
                    String::from_utf8_lossy(line)
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures; first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

/// `othello console ARGS` in-process on `input`: status, stdout, stderr.
fn console(args: &[&str], input: &[u8]) -> (u8, String, String) {
    let mut line = vec!["console".to_string()];
    line.extend(args.iter().map(|a| a.to_string()));
    let Ran { status, out, err } = crate::support::run(&line, input);
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (status, text(out), text(err))
}

#[test]
fn console_refuses_computer_options_without_a_computer_and_names_a_costs_folder() {
    for (args, says) in [
        (
            &["--engine", "random"][..],
            "--engine is the computer player's: give --computer SIDES too",
        ),
        (
            &["--seed", "3"][..],
            "--seed is the computer player's: give --computer SIDES too",
        ),
    ] {
        let (status, out, err) = console(args, b"");
        assert_eq!((status, out.as_str()), (2, ""), "{args:?}");
        assert_eq!(err, format!("othello: {says}\n"));
    }
    let folder = std::env::temp_dir();
    let path = folder.to_str().unwrap();
    let (status, out, err) = console(&["--players", "3", "--costs", path], b"");
    assert_eq!((status, out.as_str()), (2, ""));
    assert!(err.contains(&format!("cannot read `{path}`")), "{err}");
}

#[test]
fn console_answers_each_empty_line_with_one_prompt_and_nothing_more() {
    // The help: an empty line asks again, once. Many of them cost one
    // prompt each: the output grows by the prompt and the echoed line
    // break per line read, nothing else.
    let blank = 100_000;
    let (status, out, _) = console(&["--size", "4"], &vec![b'\n'; blank]);
    assert_eq!(status, 0);
    let prompt = "It is BLACK's turn (x): \n";
    // One more: the prompt the end of input closes.
    assert_eq!(out.matches(prompt).count(), blank + 1);
    let (_, none, _) = console(&["--size", "4"], b"");
    assert_eq!(out.len(), none.len() + blank * prompt.len());
}
