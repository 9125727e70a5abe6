//! Runs documentation examples as trycmd does: `$ LINE` runs as
//! `sh -c LINE` with the freshly built `othello` first on `PATH`, and its
//! stdout (then `[status N]` for a non-zero exit) must equal the lines
//! shown under it. Used by `docs::help` and `docs::readme`; the
//! convention is stated in `tests/it/docs/help.rs`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use othello::quote::visible::report;

/// One `$` line and the standard output shown under it.
#[derive(Debug, PartialEq)]
pub struct Example {
    /// The command line, without `$ `.
    pub line: String,
    /// Its standard output, then `[status N]` for a non-zero status.
    pub expected: String,
}

/// The examples of one help text, in order (see the module doc).
pub fn examples(help: &str) -> Vec<Example> {
    let lines: Vec<&str> = help.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let head = lines[i].trim_end();
        i += 1;
        if head != "example:" && head != "examples:" {
            continue;
        }
        // The section's indentation is its first `$` line's.
        let indent = match lines[i..].iter().find(|l| l.trim_start().starts_with("$ ")) {
            Some(l) => &l[..l.len() - l.trim_start().len()],
            None => continue,
        };
        let mut block = Vec::new();
        while i < lines.len() && (lines[i].is_empty() || lines[i].starts_with(indent)) {
            block.push(lines[i]);
            i += 1;
        }
        // One blank line separates the section from what follows.
        if i < lines.len() && block.last() == Some(&"") {
            block.pop();
        }
        for l in block {
            let body = l.strip_prefix(indent).unwrap_or("");
            if let Some(cmd) = body.strip_prefix("$ ") {
                out.push(Example {
                    line: cmd.to_string(),
                    expected: String::new(),
                });
            } else if let Some(ex) = out.last_mut() {
                ex.expected.push_str(body);
                ex.expected.push('\n');
            }
        }
    }
    out
}

/// A temporary directory of its own, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    /// An empty directory for `name`'s examples.
    pub fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!(
            "othello-help-{}-{}",
            std::process::id(),
            if name.is_empty() { "top" } else { name }
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("create a temporary directory");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The freshly built binary.
pub fn binary() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_othello"))
}

/// `PATH` with the freshly built binary's directory first.
fn path_env() -> std::ffi::OsString {
    let dir = binary().parent().expect("the binary has a directory");
    let mut paths = vec![dir.to_path_buf()];
    if let Some(old) = std::env::var_os("PATH") {
        paths.extend(std::env::split_paths(&old));
    }
    std::env::join_paths(paths).expect("PATH can be joined")
}

/// Runs `line` with `sh -c` in `dir`: its stdout, and `[status N]` after it
/// when the status is not 0.
fn run_line(line: &str, dir: &Path) -> String {
    let out = Command::new("sh")
        .arg("-c")
        .arg(line)
        .current_dir(dir)
        .env("PATH", path_env())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("run sh");
    let mut got = String::from_utf8_lossy(&out.stdout).into_owned();
    match out.status.code() {
        Some(0) => {}
        Some(n) => got.push_str(&format!("[status {n}]\n")),
        None => got.push_str("[killed by a signal]\n"),
    }
    got
}

/// The failures of the examples in `text`, run in `dir`, each described
/// for a person and named by `source` (where the text came from).
pub fn check(source: &str, text: &str, dir: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    for ex in examples(text) {
        let got = run_line(&ex.line, dir);
        if got != ex.expected {
            failures.push(format!(
                "{source}: example `$ {}`\n--- expected\n{}--- got\n{}--- {}",
                ex.line,
                ex.expected,
                got,
                report(ex.expected.as_bytes(), got.as_bytes()).trim_end()
            ));
        }
    }
    failures
}
