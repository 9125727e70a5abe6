//! Notes a test shows even when it passes: a skipped check, which compiler
//! or kernel ran.

use std::io::Write;

/// Writes `line` to the test's standard error even when the harness
/// captures output (it captures `print!` and `eprint!` only).
pub fn say(line: &str) {
    let _ = writeln!(std::io::stderr(), "{line}");
}
