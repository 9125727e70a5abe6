//! Golden files: every `fixtures/<command>/<case>.in` is run through the
//! binary as `othello <command> <args from case.args>` (working directory:
//! the fixture's folder) and its stdout, stderr and exit status are compared
//! byte for byte with `case.out`, `case.err` and `case.status`. A missing
//! `.out` or `.err` means "expect nothing"; a missing `.status` means 1 when
//! `.err` exists and 0 otherwise. `BLESS=1 cargo test` rewrites them all.

use crate::support::fixtures::{fixture_cases, fixture_commands};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use othello::quote::visible::report;

fn read_or_empty(p: &Path) -> Vec<u8> {
    fs::read(p).unwrap_or_default()
}

fn cases() -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for cmd in fixture_commands() {
        out.extend(fixture_cases(&cmd).into_iter().map(|f| (cmd.clone(), f)));
    }
    out
}

/// Writes `data` to `p`, or removes `p` when `data` is empty.
fn bless(p: &Path, data: &[u8]) {
    if data.is_empty() {
        let _ = fs::remove_file(p);
    } else {
        fs::write(p, data).unwrap();
    }
}

#[test]
fn golden_files() {
    let blessing = std::env::var_os("BLESS").is_some_and(|v| v == "1");
    let mut failures = Vec::new();
    let all = cases();
    assert!(!all.is_empty(), "no fixtures found");
    for (cmd, input) in &all {
        let with = |ext: &str| input.with_extension(ext);
        let extra = fs::read_to_string(with("args")).unwrap_or_default();
        let out = Command::new(env!("CARGO_BIN_EXE_othello"))
            .arg(cmd)
            .args(extra.split_whitespace())
            .current_dir(input.parent().unwrap())
            .stdin(fs::File::open(input).unwrap())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let status = out
            .status
            .code()
            .map_or("killed by a signal".into(), |c| c.to_string());
        let default_status = if out.stderr.is_empty() { "0" } else { "1" };
        if blessing {
            bless(&with("out"), &out.stdout);
            bless(&with("err"), &out.stderr);
            // A status file is one line, like every other text file here.
            let keep = if status == default_status {
                String::new()
            } else {
                format!("{status}\n")
            };
            bless(&with("status"), keep.as_bytes());
            continue;
        }
        let want_err = read_or_empty(&with("err"));
        let want_status = match fs::read_to_string(with("status")) {
            Ok(s) => s.trim().to_string(),
            Err(_) if want_err.is_empty() => "0".into(),
            Err(_) => "1".into(),
        };
        let mut problems = String::new();
        for (name, want, got) in [
            ("stdout", read_or_empty(&with("out")), &out.stdout),
            ("stderr", want_err, &out.stderr),
        ] {
            if &want != got {
                problems.push_str(&format!("  {name} differs: {}", report(&want, got)));
            }
        }
        if status != want_status {
            problems.push_str(&format!("  exit status {status}, expected {want_status}\n"));
        }
        if !problems.is_empty() {
            failures.push(format!("{}:\n{problems}", input.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} golden cases failed (BLESS=1 rewrites them; read the diff first):\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
}

/// The command table and the fixture folders name the same commands, and
/// every command has at least one fixture.
#[test]
fn every_command_has_fixtures_and_every_folder_a_command() {
    let names: Vec<&str> = othello::commands::COMMANDS.iter().map(|c| c.name).collect();
    let all = cases();
    for n in &names {
        assert!(
            all.iter().any(|(c, _)| c == n),
            "command `{n}` has no fixtures/{n}/*.in"
        );
    }
    for (c, _) in &all {
        assert!(
            names.contains(&c.as_str()),
            "fixtures/{c}/ names no command in COMMANDS"
        );
    }
    let help = othello::help();
    for n in &names {
        assert!(
            help.lines().any(|l| l.trim_start().starts_with(n)),
            "--help misses `{n}`"
        );
    }
}
