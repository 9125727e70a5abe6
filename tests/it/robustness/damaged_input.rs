//! Hostile input: every dialect's fixtures, damaged in seeded ways, must
//! end with status 0, or with status 1 and a last stderr line `othello:
//! line L, col C: ...`; every stderr line starts `othello: `. Never a
//! panic, never another status.
//!
//! Of stdout, two things are checked: it is whole lines (a run never stops
//! inside a line), and when a fixture of a dialect that answers case by
//! case is cut after one of its lines, stdout is a prefix of the answers to
//! the whole fixture, whether the cut input is accepted or rejected: what
//! was answered stays answered, and nothing else is written (except with
//! `--costs`, where a cut before the optional `budget` line leaves another
//! complete case). Whether the answer to an accepted damaged input is
//! right is not checked here; the differential tests and the fixtures
//! check answers.
//!
//! The damage is our own small seeded generator (SplitMix64 from
//! `othello::rng`): bytes flipped, inserted, deleted; lines cut, duplicated,
//! swapped; numbers replaced by 0, -1, huge values and non-numbers; CR, BOM,
//! tab, NUL and invalid UTF-8 inserted; truncation at every line. Most runs
//! go through the library in-process (fast); a smaller sample goes through
//! the real binary (status, stderr and whole lines only).
//!
//! The tools' inputs and every command line are damaged alike in
//! `damaged_tools.rs`.

use crate::support::fixtures::{fixture_cases, fixtures_dir};
use crate::support::Ran;
use othello::cli::command::Kind;
use othello::commands::COMMANDS;
use othello::rng::Rng;
use std::fs;
use std::panic::{self, AssertUnwindSafe};

/// Damaged inputs per dialect, on top of the truncations at every line.
const PER_DIALECT: usize = 20_000;
/// Inputs longer than this many bytes count as big.
const BIG: usize = 1024;
/// Of those, how many also go through the real binary.
const THROUGH_BINARY: usize = 150;

/// One fixture of a dialect: its arguments and its input.
pub(super) struct Case {
    pub(super) args: Vec<String>,
    pub(super) input: Vec<u8>,
}

pub(super) fn fixtures_of(cmd: &str) -> Vec<Case> {
    let dir = fixtures_dir().join(cmd);
    fixture_cases(cmd)
        .into_iter()
        .filter_map(|p| {
            // Usage-error cases fail before reading input: nothing to damage.
            let status = fs::read_to_string(p.with_extension("status")).unwrap_or_default();
            if status.trim() == "2" {
                return None;
            }
            let extra = fs::read_to_string(p.with_extension("args")).unwrap_or_default();
            let mut args: Vec<String> = extra.split_whitespace().map(String::from).collect();
            // A bot searches on every accepted input: a small budget (its
            // reading is what is damaged).
            if cmd == "hackerearth" || cmd == "botzone" {
                args.extend(["--nodes", "500"].map(String::from));
            }
            // A computer player's game costs a search per move; its input
            // is read by the same console parser as the other cases'.
            if args.iter().any(|a| a == "--computer") {
                return None;
            }
            // `--ggf` records 8 x 8 games only: a damaged board of another
            // size is a usage error (status 2), the option's, not the
            // input's; the input is read as without it.
            if args.iter().any(|a| a == "--ggf") {
                return None;
            }
            // A case that names files runs relative to its folder; damaging
            // stdin would not reach those files, so such cases are skipped.
            if args
                .iter()
                .any(|a| !a.starts_with('-') && dir.join(a).exists())
            {
                return None;
            }
            Some(Case {
                args,
                input: fs::read(&p).unwrap(),
            })
        })
        .collect()
}

const SPICE: &[&[u8]] = &[
    b"\r",
    b"\xEF\xBB\xBF",
    b"\t",
    b"\0",
    b"\xFF",
    b"\xC3",
    b"\xE2\x82",
    b" ",
    b"\n",
    b"-",
    b"#",
    b"99999999999999999999999",
];

const NUMBERS: &[&[u8]] = &[
    b"0",
    b"-1",
    b"1000000000",
    b"18446744073709551616",
    b"4294967296",
    b"x",
    b"",
    b"1e3",
    b"+5",
    b"3.5",
];

fn lines_of(input: &[u8]) -> Vec<Vec<u8>> {
    input
        .split_inclusive(|&c| c == b'\n')
        .map(<[u8]>::to_vec)
        .collect()
}

/// One random damage applied to `v`.
pub(super) fn damage_once(v: &mut Vec<u8>, rng: &mut Rng) {
    let len = v.len();
    match rng.below(10) {
        // Flip one byte.
        0 if len > 0 => {
            let i = rng.below(len as u64) as usize;
            v[i] ^= 1 << rng.below(8);
        }
        // Insert a random or a special byte sequence.
        1 => {
            let i = rng.below(len as u64 + 1) as usize;
            let s: Vec<u8> = if rng.chance(1, 2) {
                vec![rng.below(256) as u8]
            } else {
                SPICE[rng.below(SPICE.len() as u64) as usize].to_vec()
            };
            v.splice(i..i, s);
        }
        // Delete a byte range.
        2 if len > 0 => {
            let i = rng.below(len as u64) as usize;
            let n = 1 + rng.below(3) as usize;
            v.drain(i..(i + n).min(len));
        }
        // Cut a line short.
        3 => {
            let mut ls = lines_of(v);
            if !ls.is_empty() {
                let k = rng.below(ls.len() as u64) as usize;
                let keep = rng.below(ls[k].len() as u64 + 1) as usize;
                ls[k].truncate(keep);
                *v = ls.concat();
            }
        }
        // Duplicate a line.
        4 => {
            let mut ls = lines_of(v);
            if !ls.is_empty() {
                let k = rng.below(ls.len() as u64) as usize;
                let l = ls[k].clone();
                ls.insert(k, l);
                *v = ls.concat();
            }
        }
        // Swap two lines.
        5 => {
            let mut ls = lines_of(v);
            if ls.len() > 1 {
                let a = rng.below(ls.len() as u64) as usize;
                let b = rng.below(ls.len() as u64) as usize;
                ls.swap(a, b);
                *v = ls.concat();
            }
        }
        // Replace a number by 0, -1, a huge value or a non-number.
        6 | 7 => {
            let starts: Vec<usize> = (0..len)
                .filter(|&i| v[i].is_ascii_digit() && (i == 0 || !v[i - 1].is_ascii_digit()))
                .collect();
            if !starts.is_empty() {
                let i = starts[rng.below(starts.len() as u64) as usize];
                let mut j = i;
                while j < len && v[j].is_ascii_digit() {
                    j += 1;
                }
                let n = NUMBERS[rng.below(NUMBERS.len() as u64) as usize];
                v.splice(i..j, n.iter().copied());
            }
        }
        // Remove the final newline, or add stray whitespace at a line end.
        8 => {
            if v.last() == Some(&b'\n') && rng.chance(1, 2) {
                v.pop();
            } else {
                let mut ls = lines_of(v);
                if !ls.is_empty() {
                    let k = rng.below(ls.len() as u64) as usize;
                    let at = ls[k].len() - usize::from(ls[k].ends_with(b"\n"));
                    let s: &[u8] = if rng.chance(1, 2) { b" " } else { b"\r" };
                    ls[k].splice(at..at, s.iter().copied());
                    *v = ls.concat();
                }
            }
        }
        // CRLF everywhere.
        _ => {
            let mut out = Vec::with_capacity(len + len / 8);
            for &c in v.iter() {
                if c == b'\n' {
                    out.push(b'\r');
                }
                out.push(c);
            }
            *v = out;
        }
    }
}

/// What a run must look like: status 0, or status 1 whose last stderr line
/// is a located error; every stderr line starts `othello: `.
pub(super) fn check(status: u8, err: &[u8]) -> Result<(), String> {
    let err = String::from_utf8_lossy(err);
    if err.lines().any(|l| !l.starts_with("othello: ")) {
        return Err(format!("stderr line without `othello: `: {err:?}"));
    }
    match status {
        0 => Ok(()),
        1 => {
            let last = err.lines().last().unwrap_or("");
            if is_located(last) {
                Ok(())
            } else {
                Err(format!("status 1 without a located error: {err:?}"))
            }
        }
        s => Err(format!("status {s}: {err:?}")),
    }
}

/// `othello: line L, col C: message` with L, C >= 1 and a message.
pub(super) fn is_located(l: &str) -> bool {
    let Some(rest) = l.strip_prefix("othello: line ") else {
        return false;
    };
    let Some((line, rest)) = rest.split_once(", col ") else {
        return false;
    };
    let Some((col, msg)) = rest.split_once(": ") else {
        return false;
    };
    let pos = |s: &str| s.parse::<usize>().is_ok_and(|n| n >= 1);
    pos(line) && pos(col) && !msg.trim().is_empty()
}

pub(super) fn run_in_process(args: &[String], input: &[u8]) -> Result<Ran, String> {
    panic::catch_unwind(AssertUnwindSafe(|| crate::support::run(args, input))).map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

/// Dialects whose answer to each case is written before the next case is
/// read, so that a run on a truncated input writes a prefix of the whole
/// input's answers. (`play`, `console`, `codingame`, `maze-tac-toe`,
/// `simple-othello` and `ccc` answer once, at the end or interactively.)
const CASE_BY_CASE: &[&str] = &[
    "moves",
    "uva220",
    "nowcoder",
    "check-move",
    "coding-ninjas",
    "code-golf",
];

/// Output is whole lines; a run on a truncated input (`full`: the whole
/// input's output, for a case-by-case dialect) wrote a prefix of it.
pub(super) fn check_output(out: &[u8], full: Option<&[u8]>) -> Result<(), String> {
    if !out.is_empty() && !out.ends_with(b"\n") {
        return Err(format!(
            "stdout ends inside a line: {}",
            show(&out[out.len().saturating_sub(80)..])
        ));
    }
    if let Some(full) = full {
        if !full.starts_with(out) {
            return Err(format!(
                "stdout is not a prefix of the whole input's answers: {}",
                show(out)
            ));
        }
    }
    Ok(())
}

pub(super) fn show(input: &[u8]) -> String {
    let s: String = String::from_utf8_lossy(input).chars().take(300).collect();
    format!("{s:?}")
}

#[test]
fn damaged_inputs_never_crash() {
    let quiet = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let mut failures = Vec::new();
    let mut tried = 0;
    let mut per_status = [0usize; 256];
    // Truncated runs whose (non-empty) stdout was checked as a prefix.
    let mut prefixes = 0;
    for cmd in COMMANDS.iter().filter(|c| c.kind == Kind::Dialect) {
        let started = std::time::Instant::now();
        let cases = fixtures_of(cmd.name);
        assert!(!cases.is_empty(), "{}: no fixtures to damage", cmd.name);
        let seed = cmd.name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        let mut rng = Rng::new(seed);
        let mut inputs: Vec<(usize, Vec<u8>)> = Vec::new();
        // Truncation at every line of every fixture.
        for (k, c) in cases.iter().enumerate() {
            let ls = lines_of(&c.input);
            for n in 0..ls.len() {
                inputs.push((k, ls[..n].concat()));
            }
        }
        let truncations = inputs.len();
        for _ in 0..PER_DIALECT {
            // Big fixtures (worst cases, huge boards) are slow to run: they are
            // damaged 50 times less often, so the test stays under a minute.
            let mut k = rng.below(cases.len() as u64) as usize;
            while cases[k].input.len() > BIG && !rng.chance(1, 50) {
                k = rng.below(cases.len() as u64) as usize;
            }
            let mut v = cases[k].input.clone();
            for _ in 0..1 + rng.below(3) {
                damage_once(&mut v, &mut rng);
            }
            inputs.push((k, v));
        }
        let case_by_case = CASE_BY_CASE.contains(&cmd.name);
        // The whole fixtures' answers, for the prefix check.
        let full: Vec<Option<Vec<u8>>> = cases
            .iter()
            .map(|c| {
                let mut args = vec![cmd.name.to_string()];
                args.extend(c.args.iter().cloned());
                // With `--costs` a case may end in an optional `budget B`
                // line: an input cut just before it is another complete
                // case (unlimited budgets) with another answer.
                let optional_last_line = c.args.iter().any(|a| a == "--costs");
                match run_in_process(&args, &c.input) {
                    Ok(Ran {
                        status: 0,
                        out,
                        err: _,
                    }) if case_by_case && !optional_last_line => Some(out),
                    _ => None,
                }
            })
            .collect();
        for (i, (k, input)) in inputs.iter().enumerate() {
            let mut args = vec![cmd.name.to_string()];
            args.extend(cases[*k].args.iter().cloned());
            tried += 1;
            // Truncations come first, one per line of each fixture.
            let truncated = i < truncations;
            let verdict = match run_in_process(&args, input) {
                Err(msg) => Err(format!("panicked: {msg}")),
                Ok(Ran { status, out, err }) => {
                    per_status[status as usize] += 1;
                    let full = if truncated { full[*k].as_deref() } else { None };
                    prefixes += (full.is_some() && !out.is_empty()) as usize;
                    check(status, &err).and_then(|()| check_output(&out, full))
                }
            };
            if let Err(why) = verdict {
                failures.push(format!("{args:?} on {}: {why}", show(input)));
            }
            if i % (inputs.len() / THROUGH_BINARY).max(1) == 0 {
                let out = crate::support::run_binary(&args, input);
                let (status, err) = (out.status.code().map_or(255, |c| c as u8), out.stderr);
                if let Err(why) = check(status, &err).and_then(|()| check_output(&out.stdout, None))
                {
                    failures.push(format!("binary {args:?} on {}: {why}", show(input)));
                }
            }
        }
        // Not a timed test: the time is printed to help keep the whole
        // run under a minute.
        println!("{}: {:.1?}", cmd.name, started.elapsed());
    }
    panic::set_hook(quiet);
    println!(
        "{tried} damaged inputs: {} accepted, {} rejected with a located error",
        per_status[0], per_status[1]
    );
    println!("{prefixes} truncated runs wrote a prefix of the whole answers");
    assert!(prefixes > 0, "the prefix check never ran");
    // Both outcomes must occur, or the damage is not reaching the parsers.
    assert!(per_status[0] > 0 && per_status[1] > 0, "{per_status:?}");
    assert!(
        failures.is_empty(),
        "{} of {tried} damaged inputs failed; first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(15)].join("\n")
    );
}

/// `code-golf` also reads its boards from its arguments, one board each
/// (an argument holding a line break): damaged boards passed that way end
/// as damaged input on stdin does (status 0, or 1 with a located error),
/// and the answers to the arguments before the damaged one stay written.
#[test]
fn damaged_board_arguments_never_crash() {
    let quiet = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng::new(0x601f);
    let boards: Vec<String> = fixtures_of("code-golf")
        .iter()
        .flat_map(|c| {
            let text = String::from_utf8_lossy(&c.input).replace("\r\n", "\n");
            let boards: Vec<String> = text.split("\n\n").map(String::from).collect();
            boards
        })
        .filter(|b| b.contains('\n'))
        .collect();
    assert!(boards.len() > 5, "{} boards", boards.len());
    let mut failures = Vec::new();
    let mut per_status = [0usize; 256];
    for _ in 0..5000 {
        let n = 1 + rng.below(4) as usize;
        let mut args: Vec<String> = (0..n)
            .map(|_| boards[rng.below(boards.len() as u64) as usize].clone())
            .collect();
        let k = rng.below(n as u64) as usize;
        let mut v = args[k].clone().into_bytes();
        for _ in 0..1 + rng.below(3) {
            damage_once(&mut v, &mut rng);
        }
        // An argument without a line break would be a FILE: keep a board.
        v.push(b'\n');
        args[k] = String::from_utf8_lossy(&v).into_owned();
        let words = |args: &[String]| {
            let mut w = vec!["code-golf".to_string()];
            w.extend(args.iter().cloned());
            w
        };
        let before = match run_in_process(&words(&args[..k]), b"") {
            Ok(Ran {
                status: 0,
                out,
                err: _,
            }) if k > 0 => Some(out),
            _ => None,
        };
        let verdict = match run_in_process(&words(&args), b"") {
            Err(msg) => Err(format!("panicked: {msg}")),
            Ok(Ran { status, out, err }) => {
                per_status[status as usize] += 1;
                let prefix = match &before {
                    Some(b) if !out.starts_with(b) => Err(format!(
                        "the answers before argument {} are lost: {}",
                        k + 1,
                        show(&out)
                    )),
                    _ => Ok(()),
                };
                check(status, &err)
                    .and_then(|()| check_output(&out, None))
                    .and(prefix)
            }
        };
        if let Err(why) = verdict {
            failures.push(format!("{args:?}: {why}"));
        }
    }
    panic::set_hook(quiet);
    assert!(per_status[0] > 0 && per_status[1] > 0, "{per_status:?}");
    assert!(
        failures.is_empty(),
        "{} failures; first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(15)].join("\n")
    );
}
