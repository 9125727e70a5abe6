//! Shrinking a failing case: a smaller input that fails the same way.
//!
//! Two passes, each greedy and deterministic, within a budget of runs of
//! the program:
//!
//! 1. For a generated case, `gen` again from the same seed with smaller
//!    options: `--cases`, `--size`, `--moves`, `--plies`, whichever the
//!    dialect's generator takes, smallest values first. An input is only
//!    run when it is no bigger (in lines, then bytes) than the best so far
//!    and differs from it.
//! 2. Remove lines: aligned chunks first (delta debugging: a half, a
//!    third, ... of the lines), then any run of lines, longest first. Only
//!    inputs `othello DIALECT` accepts are run; when a removal breaks a
//!    leading count line (`3` games), smaller counts are tried too.
//!
//! "The same way" is the same verdict; for RE also the same exit status
//! or signal and the same error message, numbers aside (see
//! [`stderr_signature`]), so that a crash in the input parser does not
//! pass for the crash being chased.
//!
//! Checking an input with the reference costs no run of the program; the
//! reference checks are bounded as well (`MAX_CHECKS`).

use super::case::{Case, Origin};
use super::run::Run;
use super::trial::Judge;
use super::verdict::{stderr_signature, Verdict};

/// The smallest failing input found.
#[derive(Clone, Debug)]
pub struct Shrunk {
    /// The input.
    pub input: Vec<u8>,
    /// Its expected answer.
    pub expected: Vec<u8>,
    /// The program's run on it.
    pub run: Run,
    /// Its verdict, the same failure as the original's.
    pub verdict: Verdict,
    /// The `gen` options that make this input from the case's seed, or
    /// that made the input lines were then removed from.
    pub gen: Vec<String>,
    /// Whether lines were removed from what `gen` (or the file) gave.
    pub cut: bool,
    /// Runs of the program spent.
    pub runs: usize,
}

/// The `gen` options shrunk, in order, with the smallest value tried.
const KNOBS: &[(&str, u64)] = &[
    ("--cases", 1),
    ("--size", 1),
    ("--moves", 0),
    ("--plies", 0),
];

/// The most inputs checked with the reference in one shrink.
const MAX_CHECKS: usize = 20_000;

/// An input's size: lines, then bytes.
fn measure(input: &[u8]) -> (usize, usize) {
    (input.split_inclusive(|&c| c == b'\n').count(), input.len())
}

/// The value of option `name` in `gen` (`--name V` or `--name=V`; the last
/// one wins).
fn get(gen: &[String], name: &str) -> Option<String> {
    let mut found = None;
    for (i, w) in gen.iter().enumerate() {
        if w == name {
            found = gen.get(i + 1).cloned();
        } else if let Some(v) = w.strip_prefix(name).and_then(|r| r.strip_prefix('=')) {
            found = Some(v.to_string());
        }
    }
    found
}

/// `gen` with option `name` set to `value`.
fn set(gen: &[String], name: &str, value: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < gen.len() {
        if gen[i] == name {
            i += 2;
            continue;
        }
        if !gen[i].starts_with(&format!("{name}=")) {
            out.push(gen[i].clone());
        }
        i += 1;
    }
    out.extend([name.to_string(), value.to_string()]);
    out
}

/// The current value of a knob as one number (`RxC` counts as its longer
/// side); `None` when absent or unreadable.
fn current(gen: &[String], name: &str) -> Option<u64> {
    let v = get(gen, name)?;
    v.split(['x', 'X']).map(|p| p.parse::<u64>().ok()).max()?
}

/// The values tried for a knob now at `top` (absent: its default is the
/// generator's business, so values up to 64 are tried and the size test
/// turns down the larger inputs), smallest first.
fn candidates(top: Option<u64>, floor: u64) -> Vec<u64> {
    let top = top.unwrap_or(64);
    let mut v: Vec<u64> = if top <= 16 {
        (floor..top).collect()
    } else {
        [
            floor,
            floor + 1,
            2,
            3,
            4,
            6,
            8,
            top / 4,
            top / 2,
            3 * top / 4,
            top - 1,
        ]
        .to_vec()
    };
    v.retain(|&x| x >= floor && x < top);
    v.sort_unstable();
    v.dedup();
    v
}

/// What trying one input gave.
enum Try {
    /// It fails the same way: the new best.
    Fails,
    /// It passes or fails otherwise (or the reference rejects it).
    No,
    /// The budget is spent.
    Spent,
}

struct Shrinker<'a, 'p> {
    judge: &'a Judge,
    best: Shrunk,
    budget: usize,
    checks: usize,
    /// Where to say how many runs are spent, when anywhere.
    progress: Option<&'p mut dyn std::io::Write>,
}

impl Shrinker<'_, '_> {
    /// The reference's answer to `input` (`None`: it rejects it), or
    /// `Err` when the checks are spent.
    fn answer(&mut self, input: &[u8]) -> Result<Option<Vec<u8>>, Try> {
        if self.checks >= MAX_CHECKS {
            return Err(Try::Spent);
        }
        self.checks += 1;
        Ok((self.judge.reference.answer)(input).ok())
    }

    /// Runs the program on `input` if the reference accepts it and the
    /// budget allows; a same failure becomes the best.
    fn attempt(&mut self, input: Vec<u8>, gen: &[String], cut: bool) -> Try {
        if self.best.runs >= self.budget {
            return Try::Spent;
        }
        let expected = match self.answer(&input) {
            Ok(Some(e)) => e,
            Ok(None) => return Try::No,
            Err(spent) => return spent,
        };
        self.best.runs += 1;
        if let Some(p) = self.progress.as_mut() {
            let _ = write!(
                p,
                "\rjudge: shrinking, {}/{} runs ",
                self.best.runs, self.budget
            );
            let _ = p.flush();
        }
        let Ok((run, verdict, _)) = self.judge.try_case(&input, &expected) else {
            return Try::No;
        };
        let same = verdict.same_failure(&self.best.verdict)
            && (!matches!(verdict, Verdict::Re(_))
                || stderr_signature(&run.stderr) == stderr_signature(&self.best.run.stderr));
        if !same {
            return Try::No;
        }
        self.best = Shrunk {
            input,
            expected,
            run,
            verdict,
            gen: gen.to_vec(),
            cut,
            runs: self.best.runs,
        };
        Try::Fails
    }

    /// Pass 1: `gen` from `seed` with smaller options, until none helps.
    fn options(&mut self, seed: u64) {
        let accepts = &self.judge.reference.gen_options;
        loop {
            let mut better = false;
            for &(name, floor) in KNOBS.iter().filter(|(n, _)| accepts.contains(n)) {
                let gen = self.best.gen.clone();
                for v in candidates(current(&gen, name), floor) {
                    let next = set(&gen, name, &v.to_string());
                    let Ok(input) = (self.judge.reference.generate)(seed, &next) else {
                        continue;
                    };
                    if input == self.best.input || measure(&input) > measure(&self.best.input) {
                        continue;
                    }
                    match self.attempt(input, &next, false) {
                        Try::Fails => {
                            better = true;
                            break;
                        }
                        Try::No => {}
                        Try::Spent => return,
                    }
                }
            }
            if !better {
                return;
            }
        }
    }

    /// Tries `lines` joined, and when the reference rejects it and its
    /// first line is a count, the same with smaller counts.
    fn attempt_lines(&mut self, lines: &[Vec<u8>]) -> Try {
        let mut inputs = vec![lines.concat()];
        let count = lines
            .first()
            .and_then(|l| std::str::from_utf8(l).ok())
            .and_then(|l| l.trim().parse::<u64>().ok());
        if let Some(k) = count {
            for c in (k.saturating_sub(4).max(1)..k).rev() {
                let mut fixed = format!("{c}\n").into_bytes();
                fixed.extend(lines[1..].concat());
                inputs.push(fixed);
            }
        }
        let gen = self.best.gen.clone();
        for input in inputs {
            match self.answer(&input) {
                Ok(Some(_)) => return self.attempt(input, &gen, true),
                Ok(None) => {}
                Err(spent) => return spent,
            }
        }
        Try::No
    }

    /// The best input without lines `from..to`.
    fn without(&self, from: usize, to: usize) -> Vec<Vec<u8>> {
        let lines = self.best.input.split_inclusive(|&c| c == b'\n');
        lines
            .enumerate()
            .filter(|(i, _)| !(from..to).contains(i))
            .map(|(_, l)| l.to_vec())
            .collect()
    }

    fn line_count(&self) -> usize {
        measure(&self.best.input).0
    }

    /// Pass 2a: remove aligned chunks of lines, halves first, then a
    /// third, a quarter, ... (delta debugging): quick on long inputs.
    fn chunks(&mut self) -> Try {
        let mut n = 2;
        loop {
            let len = self.line_count();
            if len < 2 {
                return Try::No;
            }
            let n_now = n.min(len);
            let chunk = len.div_ceil(n_now);
            let mut reduced = false;
            for start in (0..len).step_by(chunk) {
                let rest = self.without(start, start + chunk);
                match self.attempt_lines(&rest) {
                    Try::Fails => {
                        reduced = true;
                        break;
                    }
                    Try::No => {}
                    Try::Spent => return Try::Spent,
                }
            }
            if reduced {
                n = (n_now - 1).max(2);
            } else if n_now >= len {
                return Try::No;
            } else if n_now < 16 {
                n = n_now + 1;
            } else {
                n = (n_now * 2).min(len);
            }
        }
    }

    /// Pass 2b: remove any run of lines, longest first, wherever it
    /// starts: a case in the middle of a multi-case input seldom lines up
    /// with the chunks of 2a.
    fn windows(&mut self) -> Try {
        'again: loop {
            let len = self.line_count();
            for k in (1..len).rev() {
                for start in 0..=len - k {
                    let rest = self.without(start, start + k);
                    match self.attempt_lines(&rest) {
                        Try::Fails => continue 'again,
                        Try::No => {}
                        Try::Spent => return Try::Spent,
                    }
                }
            }
            return Try::No;
        }
    }
}

/// Shrinks `case`, which failed with `verdict` in `run`, within `budget`
/// runs of the program; the runs spent so far go to `progress` if given.
pub fn shrink(
    judge: &Judge,
    case: &Case,
    (run, verdict): (&Run, &Verdict),
    budget: usize,
    progress: Option<&mut dyn std::io::Write>,
) -> Shrunk {
    let (seed, gen) = match &case.origin {
        Origin::Gen { seed, gen } => (Some(*seed), gen.clone()),
        Origin::File { .. } => (None, Vec::new()),
    };
    let mut s = Shrinker {
        judge,
        best: Shrunk {
            input: case.input.clone(),
            expected: case.expected.clone(),
            run: run.clone(),
            verdict: verdict.clone(),
            gen,
            cut: false,
            runs: 0,
        },
        budget,
        checks: 0,
        progress,
    };
    if let Some(seed) = seed {
        s.options(seed);
    }
    // A file's expected output may come from its `.out`: a cut input has
    // only the reference's answer, so files are cut only without one.
    let own_answer = matches!(
        case.origin,
        Origin::File {
            output: Some(_),
            ..
        }
    );
    if !own_answer && !matches!(s.chunks(), Try::Spent) {
        s.windows();
    }
    if let Some(p) = s.progress {
        let _ = writeln!(p);
    }
    s.best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn options_are_read_and_replaced() {
        let gen = words("--size=6x10 --plies 4 --cases 2");
        assert_eq!(get(&gen, "--size").as_deref(), Some("6x10"));
        assert_eq!(current(&gen, "--size"), Some(10));
        assert_eq!(current(&gen, "--moves"), None);
        assert_eq!(
            set(&gen, "--size", "4"),
            words("--plies 4 --cases 2 --size 4")
        );
        assert_eq!(
            set(&gen, "--plies", "0"),
            words("--size=6x10 --cases 2 --plies 0")
        );
    }

    #[test]
    fn candidates_are_smaller_and_ascending() {
        assert_eq!(candidates(Some(3), 1), vec![1, 2]);
        assert_eq!(candidates(Some(8), 1), (1..8).collect::<Vec<_>>());
        assert_eq!(
            candidates(Some(100), 0),
            vec![0, 1, 2, 3, 4, 6, 8, 25, 50, 75, 99]
        );
        assert!(candidates(None, 0).iter().all(|&v| v < 64));
        assert!(candidates(Some(1), 1).is_empty());
    }
}
