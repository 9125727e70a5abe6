//! The golden files: `fixtures/<command>/<case>.in`, with `.out`, `.err`,
//! `.args`, `.status` (and a `.md` of reasoning) beside each.

use std::fs;
use std::path::{Path, PathBuf};

/// The `fixtures/` folder of the crate.
pub fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures")
}

/// The names of the folders under `fixtures/` (one per command), sorted.
pub fn fixture_commands() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(fixtures_dir())
        .expect("fixtures/ exists")
        .map(|e| e.expect("a readable fixtures/ entry").path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The inputs `fixtures/<cmd>/*.in`, sorted; none when `cmd` has no
/// folder. The other files of a case are `case.with_extension("out")` etc.
pub fn fixture_cases(cmd: &str) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(fixtures_dir().join(cmd)) else {
        return Vec::new();
    };
    let mut cases: Vec<PathBuf> = entries
        .map(|e| e.expect("a readable fixtures/ entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    cases.sort();
    cases
}

/// The extra arguments of a case (its `.args`, split at whitespace).
pub fn fixture_args(case: &Path) -> Vec<String> {
    fs::read_to_string(case.with_extension("args"))
        .unwrap_or_default()
        .split_whitespace()
        .map(String::from)
        .collect()
}
