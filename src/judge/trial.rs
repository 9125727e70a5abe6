//! What is judged ([`Judge`]: the program and its limits, the reference,
//! the compare) and one trial of it: the program run on an input, and its
//! verdict against the expected output.

use super::case::Reference;
use super::run::{self, Program, Run};
use super::verdict::{self, Compare, Verdict};

/// What is judged, and how.
pub struct Judge {
    /// The dialect the program solves, as the report names it (`othello
    /// DIALECT`, `othello gen DIALECT`).
    pub dialect: &'static str,
    /// othello's own answers and inputs for that dialect.
    pub reference: Reference,
    /// The program and its limits.
    pub program: Program,
    /// How outputs are compared.
    pub compare: Compare,
}

/// The most output kept from a run: twice the expected output and a MiB,
/// which is plenty to show where it goes wrong.
fn stdout_cap(expected: &[u8]) -> usize {
    expected.len().saturating_mul(2).saturating_add(1 << 20)
}

impl Judge {
    /// Runs the program on `input` and judges its output against
    /// `expected`: the run, its verdict, and whether an AC came only
    /// from the lenient compare.
    pub fn try_case(&self, input: &[u8], expected: &[u8]) -> std::io::Result<(Run, Verdict, bool)> {
        let run = run::run(&self.program, input, stdout_cap(expected))?;
        let memory = self.program.memory_kb.is_some();
        let (v, lenient) = verdict::judge(&run, expected, self.compare, memory);
        Ok((run, v, lenient))
    }
}
