//! Verdicts as judges name them, and how a run earns one.

use super::run::{allocation_failure, signal_name, Exit, Run};
use crate::diff::{report, Mode};
use std::fmt;

/// A judge's verdict on one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted: the expected output.
    Ac,
    /// Wrong answer: the program ended normally with other output.
    Wa,
    /// Time limit exceeded: killed at the limit.
    Tle,
    /// Memory limit exceeded: it failed, and its standard error shows a
    /// failed allocation under the enforced limit (the line is kept).
    Mle(String),
    /// Runtime error: a non-zero exit status or a signal.
    Re(Exit),
}

impl Verdict {
    /// The short name judges print: `AC`, `WA`, `TLE`, `MLE`, `RE`.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Tle => "TLE",
            Verdict::Mle(_) => "MLE",
            Verdict::Re(_) => "RE",
        }
    }

    /// Whether `other` is the same failure: the same verdict, and for RE
    /// the same exit status or signal.
    pub fn same_failure(&self, other: &Verdict) -> bool {
        match (self, other) {
            (Verdict::Re(a), Verdict::Re(b)) => a == b,
            _ => self.code() == other.code(),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Re(Exit::Code(c)) => write!(f, "RE (exit status {c})"),
            Verdict::Re(Exit::Signal(s)) => match signal_name(*s) {
                Some(name) => write!(f, "RE ({name}, signal {s})"),
                None => write!(f, "RE (signal {s})"),
            },
            Verdict::Mle(line) => write!(f, "MLE ({line})"),
            v => f.write_str(v.code()),
        }
    }
}

/// What a failed run's standard error says, for telling one crash from
/// another: its first three and its last non-empty lines, with every run
/// of digits written `#` (thread ids, addresses and sizes vary from run to
/// run; the message does not).
pub fn stderr_signature(stderr: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut keep: Vec<&str> = lines.iter().take(3).copied().collect();
    if lines.len() > 3 {
        keep.extend(lines.last());
    }
    keep.iter()
        .map(|l| {
            let mut s = String::new();
            for c in l.chars() {
                if !c.is_ascii_digit() {
                    s.push(c);
                } else if !s.ends_with('#') {
                    s.push('#');
                }
            }
            s
        })
        .collect()
}

/// How outputs are compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    /// Byte for byte.
    Exact,
    /// Spaces, tabs and CRs at line ends and blank lines at the end
    /// ignored (`othello diff --trailing`).
    Lenient,
}

impl Compare {
    fn mode(self) -> Mode {
        match self {
            Compare::Exact => Mode::Bytes,
            Compare::Lenient => Mode::Trailing,
        }
    }
}

/// The verdict on `run` against `expected`, and whether an AC was given
/// only thanks to [`Compare::Lenient`]. MLE is told apart from RE only
/// when the limit was enforced (`memory_enforced`).
pub fn judge(
    run: &Run,
    expected: &[u8],
    compare: Compare,
    memory_enforced: bool,
) -> (Verdict, bool) {
    match run.exit {
        Exit::TimedOut => return (Verdict::Tle, false),
        Exit::Code(0) => {}
        failed => {
            let oom = allocation_failure(&run.stderr).filter(|_| memory_enforced);
            return (oom.map_or(Verdict::Re(failed), Verdict::Mle), false);
        }
    }
    if run.stdout_cut {
        return (Verdict::Wa, false);
    }
    match report(compare.mode(), ["", ""], expected, &run.stdout) {
        None => (Verdict::Ac, false),
        Some((true, _)) => (Verdict::Ac, true),
        Some((false, _)) => (Verdict::Wa, false),
    }
}

/// `othello diff`'s report of `expected` against `actual` (empty when they
/// are equal), under the names given.
pub fn difference(compare: Compare, names: [&str; 2], expected: &[u8], actual: &[u8]) -> String {
    report(compare.mode(), names, expected, actual).map_or_else(String::new, |(_, r)| r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ran(exit: Exit, stdout: &str, stderr: &str) -> Run {
        Run {
            exit,
            stdout: stdout.into(),
            stdout_cut: false,
            stderr: stderr.into(),
        }
    }

    #[test]
    fn verdicts() {
        let j = |r: &Run, c| judge(r, b"1 0\n", c, true);
        // (exit, stdout, compare, verdict, passed only thanks to leniency)
        let table = [
            (Exit::Code(0), "1 0\n", Compare::Exact, Verdict::Ac, false),
            (
                Exit::Code(0),
                "1 0 \r\n",
                Compare::Exact,
                Verdict::Wa,
                false,
            ),
            (
                Exit::Code(0),
                "1 0 \r\n",
                Compare::Lenient,
                Verdict::Ac,
                true,
            ),
            (Exit::Code(0), "1 1\n", Compare::Lenient, Verdict::Wa, false),
            (Exit::TimedOut, "1 0\n", Compare::Exact, Verdict::Tle, false),
        ];
        for (exit, out, compare, verdict, lenient) in table {
            let got = j(&ran(exit, out, ""), compare);
            assert_eq!(got, (verdict, lenient), "{exit:?} {out:?}");
        }
        let sig = j(&ran(Exit::Signal(11), "", ""), Compare::Exact).0;
        assert_eq!(sig.to_string(), "RE (SIGSEGV, signal 11)");
        let oom = ran(Exit::Signal(6), "", "memory allocation of 8 bytes failed\n");
        assert_eq!(j(&oom, Compare::Exact).0.code(), "MLE");
        assert_eq!(
            judge(&oom, b"", Compare::Exact, false).0,
            Verdict::Re(Exit::Signal(6))
        );
        assert_eq!(
            j(&ran(Exit::Code(101), "", ""), Compare::Exact)
                .0
                .to_string(),
            "RE (exit status 101)"
        );
    }

    #[test]
    fn crashes_differ_by_message_not_by_numbers() {
        let a = b"\nthread 'main' (12) panicked at a.rs:7:5:\nindex out of bounds: the len is 0 but the index is 0\n";
        let b = b"\nthread 'main' (99) panicked at a.rs:7:5:\nindex out of bounds: the len is 3 but the index is 3\n";
        let c = b"\nthread 'main' (12) panicked at a.rs:9:5:\ncalled `Option::unwrap()` on a `None` value\n";
        assert_eq!(stderr_signature(a), stderr_signature(b));
        assert_ne!(stderr_signature(a), stderr_signature(c));
    }
}
