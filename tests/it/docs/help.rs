//! Every `example:` of every help text is run and its output checked, as
//! trycmd does, so that the help (the one full description of each format)
//! cannot drift from the program.
//!
//! The help texts are `othello --help` and `othello CMD --help` for every
//! command in [`othello::commands::COMMANDS`], read from the built binary.
//! The convention, also stated on `Command::help`:
//!
//! - An example section starts at a line `example:` (or `examples:`) and
//!   ends at the first non-blank line that is not indented like its first
//!   `$` line; the one blank line before that line only separates sections.
//! - `  $ LINE` is a command line, run as `sh -c LINE` in a fresh temporary
//!   directory per help text (so a later line sees the files an earlier
//!   one wrote), with standard input empty and the freshly built `othello`
//!   first on `PATH`.
//! - The lines after it, up to the next `$` line, are its standard output,
//!   byte for byte, with the indentation taken off; a blank line is an
//!   empty output line. No lines: the command prints nothing on stdout.
//!   Standard error is not compared.
//! - A command that exits with a status other than 0 shows it as the last
//!   line, `[status N]`.
//!
//! A mismatch fails the test with the help it came from, the command line,
//! the expected and the actual output, and where they first differ.

use std::process::Command;

use othello::commands::COMMANDS;

use crate::support::examples;
use examples::{binary, check, examples, Example, TempDir};

fn help_of(name: &str) -> String {
    let mut cmd = Command::new(binary());
    if !name.is_empty() {
        cmd.arg(name);
    }
    let out = cmd.arg("--help").output().expect("run othello --help");
    assert!(out.status.success(), "`othello {name} --help` failed");
    String::from_utf8(out.stdout).expect("help is UTF-8")
}

#[test]
fn every_help_example_prints_what_it_shows() {
    let mut failures = Vec::new();
    let mut count = 0;
    let names = std::iter::once("").chain(COMMANDS.iter().map(|c| c.name));
    for name in names {
        let help = help_of(name);
        let n = examples(&help).len();
        count += n;
        if !name.is_empty() && n == 0 {
            failures.push(format!("`othello {name} --help` has no example"));
        }
        let dir = TempDir::new(name);
        failures.extend(check(&format!("`othello {name} --help`"), &help, &dir.0));
    }
    eprintln!("{count} help examples run");
    assert!(
        failures.is_empty(),
        "{} help example(s) wrong:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn examples_are_parsed_as_documented() {
    let help = "usage: x\n\nexample:\n  $ printf 'a\\n\\n'\n  a\n\n  $ true\n\n  $ false\n  [status 1]\n\noptions:\n  -h\n";
    assert_eq!(
        examples(help),
        vec![
            Example {
                line: "printf 'a\\n\\n'".into(),
                expected: "a\n\n".into()
            },
            Example {
                line: "true".into(),
                expected: "\n".into()
            },
            Example {
                line: "false".into(),
                expected: "[status 1]\n".into()
            },
        ]
    );
}

#[test]
fn a_wrong_example_is_caught() {
    // Right: output, a file written by one line and read by the next, the
    // status line, the built binary on PATH.
    let right = "example:\n  $ printf 'a\\n\\nb\\n'\n  a\n\n  b\n  $ echo x > f; false\n  [status 1]\n  $ cat f\n  x\n  $ othello perft 1\n  1 4\n";
    let dir = TempDir::new("self-test");
    assert_eq!(check("right", right, &dir.0), Vec::<String>::new());
    // Wrong in each way: other output, a missing status, a missing line.
    for wrong in [
        "example:\n  $ echo a\n  b\n",
        "example:\n  $ false\n",
        "example:\n  $ printf 'a\\nb\\n'\n  a\n",
        "example:\n  $ echo a\n",
    ] {
        let failures = check("wrong", wrong, &dir.0);
        assert_eq!(failures.len(), 1, "not caught: {wrong:?}");
        assert!(failures[0].contains("--- expected"), "{}", failures[0]);
    }
}
