//! The compares behind `othello diff` (and `judge`'s reports): an expected
//! output against an actual one, byte for byte, ignoring whitespace at line
//! ends (`--trailing`) or by whitespace-separated tokens (`--tokens`), and
//! the report that shows the first difference with every invisible
//! character made visible.
//!
//! Files of any size: both are read line by line (`stream.rs`), in memory
//! bounded by the longest line and the few lines of context shown; a
//! second pass compares tokens. `report.rs` runs the compares and writes the
//! report; `difference.rs` is a difference as the report shows it. The
//! same compares over whole texts in memory (`whole.rs`) are the tests'
//! oracle for the streaming ones.

mod difference;
mod report;
mod stream;
#[cfg(test)]
mod whole;

pub use report::{compare, report, Mode};
