//! Hostile input for the tools, as `damaged_input.rs` does for the
//! dialects: the FFO and board parser of `solve` / `best` (parsing only: a
//! damaged position may take hours to solve), `perft 1 -` on damaged
//! positions, `diff` on a fixture against its damaged copy, and every
//! command's option parser (and `gen`'s options) on random command lines.
//! Never a panic; errors located.

use super::damaged_input::{
    check, check_output, damage_once, fixtures_of, is_located, run_in_process, show,
};
use crate::support::Ran;
use othello::cli::command::Kind;
use othello::commands::COMMANDS;
use othello::rng::Rng;
use std::panic::{self, AssertUnwindSafe};

/// `count` damaged copies of the fixtures of `cmd` (that read standard
/// input), with their arguments.
fn damaged(cmd: &str, count: usize, rng: &mut Rng) -> Vec<(Vec<String>, Vec<u8>)> {
    let cases = fixtures_of(cmd);
    assert!(!cases.is_empty(), "{cmd}: no fixtures to damage");
    (0..count)
        .map(|_| {
            let c = &cases[rng.below(cases.len() as u64) as usize];
            let mut v = c.input.clone();
            for _ in 0..1 + rng.below(3) {
                damage_once(&mut v, rng);
            }
            (c.args.clone(), v)
        })
        .collect()
}

/// Runs `f`, turning a panic into an error.
fn no_panic<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    panic::catch_unwind(AssertUnwindSafe(f)).map_err(|p| {
        p.downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

#[test]
fn damaged_tool_inputs_never_crash() {
    use othello::diff::{report, Mode};
    use othello::records::ffo::Positions;
    let quiet = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng::new(0x7001);
    let mut failures = Vec::new();
    // The position parser of `solve` and `best` (FFO lines and boards).
    let mut located = 0;
    for cmd in ["solve", "best"] {
        for (_, input) in damaged(cmd, 3000, &mut rng) {
            let parsed = no_panic(|| {
                let mut p = Positions::new(&input[..]);
                loop {
                    match p.next() {
                        Ok(Some(_)) => continue,
                        Ok(None) => return Ok(()),
                        Err(e) => return Err(format!("othello: {e}")),
                    }
                }
            });
            match parsed {
                Err(msg) => {
                    failures.push(format!("{cmd} parser panicked: {msg} on {}", show(&input)))
                }
                Ok(Err(line)) if !is_located(&line) => failures.push(format!(
                    "{cmd} parser: unlocated `{line}` on {}",
                    show(&input)
                )),
                Ok(Err(_)) => located += 1,
                Ok(Ok(())) => {}
            }
        }
    }
    assert!(
        located > 0,
        "the damage never reached the FFO parser's errors"
    );
    // `perft 1 FILE` on damaged positions (depth 1 is instant).
    for (_, input) in damaged("moves", 2000, &mut rng) {
        let args: Vec<String> = ["perft", "1", "-"].iter().map(|s| s.to_string()).collect();
        match run_in_process(&args, &input) {
            Err(msg) => failures.push(format!("perft panicked: {msg} on {}", show(&input))),
            Ok(Ran { status, out, err }) => {
                if let Err(why) = check(status, &err).and_then(|()| check_output(&out, None)) {
                    failures.push(format!("perft 1 on {}: {why}", show(&input)));
                }
            }
        }
    }
    // `diff` on a fixture against its damaged copy, both ways, every mode.
    let originals: Vec<Vec<u8>> = fixtures_of("moves").into_iter().map(|c| c.input).collect();
    for _ in 0..1000 {
        let e = &originals[rng.below(originals.len() as u64) as usize];
        let mut a = e.clone();
        damage_once(&mut a, &mut rng);
        for mode in [Mode::Bytes, Mode::Trailing, Mode::Tokens] {
            for (x, y) in [(e, &a), (&a, e)] {
                match no_panic(|| report(mode, ["e", "a"], x, y)) {
                    Err(msg) => failures.push(format!("diff panicked: {msg} on {}", show(y))),
                    Ok(r) if (r.is_none()) != (x == y) => {
                        failures.push(format!("diff says equal wrongly on {}", show(y)))
                    }
                    Ok(_) => {}
                }
            }
        }
    }
    panic::set_hook(quiet);
    assert!(
        failures.is_empty(),
        "{} failures; first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(15)].join("\n")
    );
}

/// Values tried for options and positionals on random command lines.
const VALUES: &[&str] = &[
    "",
    "0",
    "1",
    "3",
    "-1",
    "x",
    "8x8",
    "6x10",
    "0x4",
    "board",
    "list",
    "grid",
    "BW.",
    "120",
    "99999999999999999999",
    "--",
    "-",
    "--help",
    "--nope",
    "\u{0}",
    "é",
];

#[test]
fn random_command_lines_never_crash() {
    let quiet = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng::new(0x0c11);
    let mut failures = Vec::new();
    let mut per_status = [0usize; 256];
    // `judge` runs the program its command line names, and `train` plays
    // and fits as many games as asked and writes a weights file where it
    // is told (`tests/it/tools/train.rs` checks its command line): not for
    // random words.
    for cmd in COMMANDS
        .iter()
        .filter(|c| c.name != "judge" && c.name != "train")
    {
        let mut words: Vec<&str> = cmd.options().iter().map(|o| o.0).collect();
        words.push("--list");
        for _ in 0..300 {
            let mut args = vec![cmd.name.to_string()];
            if cmd.name == "gen" {
                let dialects: Vec<&str> = COMMANDS
                    .iter()
                    .filter(|c| c.kind == Kind::Dialect)
                    .map(|c| c.name)
                    .collect();
                let dialect = dialects[rng.below(dialects.len() as u64) as usize];
                args.extend([
                    dialect.to_string(),
                    "--seed".into(),
                    rng.below(100).to_string(),
                ]);
            }
            for _ in 0..rng.below(5) {
                let w = if rng.chance(2, 3) {
                    words[rng.below(words.len() as u64) as usize]
                } else {
                    VALUES[rng.below(VALUES.len() as u64) as usize]
                };
                args.push(w.to_string());
                if rng.chance(1, 2) {
                    args.push(VALUES[rng.below(VALUES.len() as u64) as usize].to_string());
                }
            }
            // `perft` runs as deep as asked: keep it shallow.
            if cmd.name == "perft"
                && args
                    .iter()
                    .skip(1)
                    .any(|a| a.parse::<u64>().is_ok_and(|d| d > 3))
            {
                continue;
            }
            match run_in_process(&args, b"") {
                Err(msg) => failures.push(format!("{args:?} panicked: {msg}")),
                Ok(Ran { status, out, err }) => {
                    per_status[status as usize] += 1;
                    let err_text = String::from_utf8_lossy(&err);
                    // `--time` asks for a timing report on stderr, whose
                    // lines are not messages.
                    let timed = args.iter().any(|a| a == "--time");
                    let ok = status <= 2
                        && (timed || err_text.lines().all(|l| l.starts_with("othello: ")))
                        && (out.is_empty() || out.ends_with(b"\n"));
                    if !ok {
                        failures.push(format!("{args:?}: status {status}, stderr {err_text:?}"));
                    }
                }
            }
        }
    }
    panic::set_hook(quiet);
    println!(
        "status counts: 0: {}, 1: {}, 2: {}",
        per_status[0], per_status[1], per_status[2]
    );
    assert!(per_status[2] > 0 && per_status[0] > 0, "{per_status:?}");
    assert!(
        failures.is_empty(),
        "{} failures; first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(15)].join("\n")
    );
}
