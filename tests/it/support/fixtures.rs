//! The golden files: `fixtures/<command>/<case>.in`, with `.out`, `.err`,
//! `.args`, `.status` (and a `.md` of reasoning) beside each.
//!
//! Every folder directly under `fixtures/` is one command's, and only its
//! `*.in` files are cases; any other file there is data for that command's
//! tests, which the driver never reads as a case: `perft/table.txt` (the
//! published perft table), `solve/ffo.txt` (the FFO endgame positions and
//! their published answers), `judge/moves_solution.rs` and
//! `judge/README.md`. Data for a test goes beside the fixtures of the
//! command it tests, never in a folder of its own.

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
