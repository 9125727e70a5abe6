//! README.md is checked against the program: its table of commands is the
//! command table's (names, kinds and summaries, in order), its examples
//! print what they show, its test command is the one `.ci/run` runs, and
//! it stays short and self-contained.
//!
//! A README example is a fenced block whose first line starts with `$ `:
//! run from the project root, with the conventions of the help examples
//! (see `tests/it/docs/help.rs`).

use std::fs;
use std::path::Path;

use othello::cli::command::Kind;
use othello::commands::COMMANDS;

use crate::support::examples;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn readme() -> String {
    fs::read_to_string(root().join("README.md")).expect("README.md is readable")
}

/// The lines of the section headed `heading`, up to the next `## `.
fn section<'a>(text: &'a str, heading: &str) -> Vec<&'a str> {
    text.lines()
        .skip_while(|l| *l != heading)
        .skip(1)
        .take_while(|l| !l.starts_with("## "))
        .collect()
}

#[test]
fn the_table_of_commands_is_the_command_table() {
    let text = readme();
    let rows: Vec<Vec<String>> = section(&text, "## Commands")
        .into_iter()
        .filter(|l| l.starts_with("| `"))
        .map(|l| {
            l.trim_matches('|')
                .split(" | ")
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect();
    let want: Vec<Vec<String>> = COMMANDS
        .iter()
        .map(|c| {
            let kind = match c.kind {
                Kind::Dialect => "dialect",
                Kind::Tool => "tool",
            };
            vec![
                format!("`{}`", c.name),
                kind.to_string(),
                c.summary.to_string(),
            ]
        })
        .collect();
    let show = |rows: &[Vec<String>]| {
        rows.iter()
            .map(|r| format!("| {} |", r.join(" | ")))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(
        rows == want,
        "README.md's `## Commands` table differs from COMMANDS; it should read:\n{}\n\nit reads:\n{}",
        show(&want),
        show(&rows)
    );
}

#[test]
fn every_readme_example_prints_what_it_shows() {
    let text = readme();
    let mut failures = Vec::new();
    let mut count = 0;
    let mut lines = text.lines();
    while let Some(l) = lines.next() {
        if !l.starts_with("```") {
            continue;
        }
        let block: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
        if !block.first().is_some_and(|l| l.starts_with("$ ")) {
            continue;
        }
        // In the help's form: indented under `example:`.
        let mut help = String::from("example:\n");
        for l in block {
            if !l.is_empty() {
                help.push_str("  ");
            }
            help.push_str(l);
            help.push('\n');
        }
        count += examples::examples(&help).len();
        failures.extend(examples::check("README.md", &help, root()));
    }
    eprintln!("{count} README examples run");
    assert!(count >= 5, "only {count} README examples found");
    assert!(
        failures.is_empty(),
        "{} README example(s) wrong:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn the_readme_test_command_is_the_ci_test_command() {
    let text = readme();
    let ci = fs::read_to_string(root().join(".ci/run")).expect(".ci/run is readable");
    let ci_test: Vec<&str> = ci
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("cargo test"))
        .collect();
    // The first code block holds the two commands: the main job, the tests.
    let first_block: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("```"))
        .skip(1)
        .take_while(|l| !l.starts_with("```"))
        .collect();
    let readme_test: Vec<&str> = first_block
        .iter()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| l.starts_with("cargo test"))
        .collect();
    assert_eq!(
        readme_test.len(),
        1,
        "README's first block: {first_block:?}"
    );
    assert_eq!(
        ci_test, readme_test,
        ".ci/run and the README's first block run different tests"
    );
}

#[test]
fn the_readme_is_short_and_self_contained() {
    let text = readme();
    let n = text.lines().count();
    assert!(n <= 500, "README.md has {n} lines; at most 500");
    for (i, l) in text.lines().enumerate() {
        for bad in ["../shared", "/work/"] {
            assert!(
                !l.contains(bad),
                "README.md line {}: points outside the repository ({bad}): {l}",
                i + 1
            );
        }
    }
}

#[test]
fn where_the_readme_shows_rustc_it_says_the_edition_is_needed() {
    // A bundle compiled as Rust 2015 fails with about ten errors: every
    // line that shows the `rustc` command is followed, within a few lines,
    // by the warning.
    let text = readme();
    let lines: Vec<&str> = text.lines().collect();
    let shown: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].contains("rustc --edition 2021"))
        .collect();
    assert!(
        !shown.is_empty(),
        "the README shows how to compile a bundle"
    );
    for i in shown {
        let near = lines[i..(i + 6).min(lines.len())].join("\n");
        assert!(
            near.contains("without `--edition 2021`"),
            "README.md line {}: the rustc command without the warning that the edition is needed",
            i + 1
        );
    }
}
