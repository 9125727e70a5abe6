//! The judge behind `othello judge`: runs a solution on many cases, one
//! fresh process each and several at a time, gives each a verdict against
//! `othello`'s own answer, and reports the failures (shrunk on request).
//!
//! The report depends only on the cases and the verdicts, never on timing
//! or on how many jobs ran: cases are reported in case order, and
//! shrinking runs one case after another.

pub mod case;
pub mod run;
pub mod shrink;
pub mod trial;
pub mod verdict;

use crate::error::{Error, Result};
use case::{shell_line, Case, Origin};
use run::Run;
use std::collections::BTreeSet;
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use trial::Judge;
use verdict::{Compare, Verdict};

/// One judging session.
pub struct Session {
    /// What is judged.
    pub judge: Judge,
    /// The cases, in order.
    pub cases: Vec<Origin>,
    /// How many runs at a time.
    pub jobs: usize,
    /// How many failing cases to show in full.
    pub show: usize,
    /// The shrink budget in runs of the program, when shrinking.
    pub shrink: Option<usize>,
    /// Whether to write progress to the error stream.
    pub progress: bool,
}

/// What came of one case.
struct Judged {
    verdict: Verdict,
    /// AC only thanks to the lenient compare.
    lenient: bool,
    /// The case and the run, kept when it failed and is among the first
    /// failures shown.
    failure: Option<(Case, Run)>,
}

fn judge_one(judge: &Judge, origin: &Origin) -> Result<Judged> {
    let case = origin.load(judge.dialect, &judge.reference)?;
    let (run, verdict, lenient) = judge
        .try_case(&case.input, &case.expected)
        .map_err(|e| Error::usage(format!("cannot run `{}`: {e}", judge.program.argv[0])))?;
    let failure = (verdict != Verdict::Ac).then_some((case, run));
    Ok(Judged {
        verdict,
        lenient,
        failure,
    })
}

/// The counts of each verdict: AC, WA, TLE, MLE, RE.
#[derive(Clone, Copy, Default)]
struct VerdictCounts([usize; 5]);

impl VerdictCounts {
    fn add(&mut self, v: &Verdict) {
        let i = ["AC", "WA", "TLE", "MLE", "RE"]
            .iter()
            .position(|c| *c == v.code())
            .unwrap_or(4);
        self.0[i] += 1;
    }

    /// `AC a WA w TLE t MLE m RE r`.
    fn line(&self) -> String {
        let [a, w, t, m, r] = self.0;
        format!("AC {a} WA {w} TLE {t} MLE {m} RE {r}")
    }
}

/// Runs every case, `jobs` at a time; the outcomes in case order.
fn run_all(s: &Session, err: &mut dyn Write) -> Result<Vec<Judged>> {
    let n = s.cases.len();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (tx, rx) = mpsc::channel();
    let mut outcomes: Vec<Option<Judged>> = (0..n).map(|_| None).collect();
    let mut first_error: Option<(usize, Error)> = None;
    let start = Instant::now();
    let mut tally = VerdictCounts::default();
    let mut shown_at = start;
    let mut kept = BTreeSet::new();
    std::thread::scope(|scope| {
        for _ in 0..s.jobs.clamp(1, n.max(1)) {
            let tx = tx.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= n || stop.load(Ordering::SeqCst) {
                    return;
                }
                if tx.send((i, judge_one(&s.judge, &s.cases[i]))).is_err() {
                    return;
                }
            });
        }
        drop(tx);
        for (done, (i, result)) in rx.iter().enumerate() {
            match result {
                Ok(o) => {
                    tally.add(&o.verdict);
                    if o.failure.is_some() {
                        kept.insert(i);
                    }
                    outcomes[i] = Some(o);
                    // Only the first `show` failures are shown: the others
                    // give their inputs and outputs back.
                    while kept.len() > s.show {
                        if let Some(last) = kept.pop_last() {
                            if let Some(o) = outcomes[last].as_mut() {
                                o.failure = None;
                            }
                        }
                    }
                }
                Err(e) => {
                    stop.store(true, Ordering::SeqCst);
                    if first_error.as_ref().is_none_or(|(j, _)| i < *j) {
                        first_error = Some((i, e));
                    }
                }
            }
            let now = Instant::now();
            if s.progress && (now - shown_at >= Duration::from_millis(100) || done + 1 == n) {
                shown_at = now;
                let _ = write!(
                    err,
                    "\rjudge: {}/{n} cases, {}, {:.1} s ",
                    done + 1,
                    tally.line(),
                    (now - start).as_secs_f64()
                );
                let _ = err.flush();
            }
        }
    });
    if s.progress {
        let _ = writeln!(err);
    }
    if let Some((_, e)) = first_error {
        return Err(e);
    }
    Ok(outcomes.into_iter().flatten().collect())
}

/// Inputs up to this many lines and bytes are shown in the report.
const SHOW_LINES: usize = 30;
const SHOW_BYTES: usize = 4096;

/// The standard error lines shown for a failed run.
const STDERR_LINES: usize = 10;

fn size(input: &[u8]) -> String {
    let lines = input.split_inclusive(|&c| c == b'\n').count();
    let plural = |n: usize, w: &str| format!("{n} {w}{}", if n == 1 { "" } else { "s" });
    format!("{}, {}", plural(lines, "line"), plural(input.len(), "byte"))
}

/// The input, indented, when it is small.
fn show_input(out: &mut dyn Write, input: &[u8]) -> Result<()> {
    let lines = input.split_inclusive(|&c| c == b'\n').count();
    if lines > SHOW_LINES || input.len() > SHOW_BYTES {
        writeln!(out, "input: {} (too big to show)", size(input))?;
        return Ok(());
    }
    writeln!(out, "input: {}", size(input))?;
    for l in input.split_inclusive(|&c| c == b'\n') {
        out.write_all(b"  ")?;
        out.write_all(l.strip_suffix(b"\n").unwrap_or(l))?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

impl Session {
    fn program_line(&self) -> String {
        shell_line(&self.judge.program.argv)
    }

    /// Where the input comes from: the `othello gen` command that makes
    /// it (with options `gen`), or the file.
    fn source(&self, origin: &Origin, gen: &[String]) -> String {
        match origin {
            Origin::Gen { seed, .. } => format!(
                "othello {}",
                shell_line(&case::gen_args(self.judge.dialect, *seed, gen))
            ),
            Origin::File { input, .. } => case::quote(&input.display().to_string()),
        }
    }

    /// The command line that makes the case again and runs the program.
    fn reproduce(&self, origin: &Origin, gen: &[String]) -> String {
        let source = self.source(origin, gen);
        match origin {
            Origin::Gen { .. } => format!("{source} | {}", self.program_line()),
            Origin::File { .. } => format!("{} < {source}", self.program_line()),
        }
    }

    /// What went wrong in `run`: `othello diff`'s report for a WA, the
    /// standard error for the other failures.
    fn explain(
        &self,
        out: &mut dyn Write,
        verdict: &Verdict,
        (expected, from): (&[u8], &str),
        run: &Run,
    ) -> Result<()> {
        match verdict {
            Verdict::Wa => {
                let names = [
                    format!("expected ({from})"),
                    format!("actual ({})", self.program_line()),
                ];
                let d = verdict::difference(
                    self.judge.compare,
                    [&names[0], &names[1]],
                    expected,
                    &run.stdout,
                );
                out.write_all(d.as_bytes())?;
                if run.stdout_cut {
                    writeln!(out, "(the output was cut after {} bytes)", run.stdout.len())?;
                }
            }
            Verdict::Tle => writeln!(
                out,
                "killed at the time limit of {} s",
                self.judge.program.time_limit.as_secs_f64()
            )?,
            _ => {}
        }
        if verdict != &Verdict::Wa && !run.stderr.is_empty() {
            writeln!(out, "stderr:")?;
            let text = String::from_utf8_lossy(&run.stderr);
            let text = text.trim_start_matches(['\n', '\r']);
            for l in text.lines().take(STDERR_LINES) {
                writeln!(out, "  {l}")?;
            }
            if text.lines().count() > STDERR_LINES {
                writeln!(out, "  ...")?;
            }
        }
        Ok(())
    }

    /// The full account of one failing case, shrunk on request.
    fn detail(
        &self,
        out: &mut dyn Write,
        err: &mut dyn Write,
        case: &Case,
        (verdict, run): (&Verdict, &Run),
    ) -> Result<()> {
        let gen = match &case.origin {
            Origin::Gen { gen, .. } => gen.clone(),
            Origin::File { .. } => Vec::new(),
        };
        writeln!(out, "\n== {}: {verdict}", case.origin.label())?;
        writeln!(out, "reproduce: {}", self.reproduce(&case.origin, &gen))?;
        show_input(out, &case.input)?;
        // The expected output comes from the .out file, or the reference.
        let from = match &case.origin {
            Origin::File {
                output: Some(file), ..
            } => case::quote(&file.display().to_string()),
            _ => self.judge.reference.name.clone(),
        };
        self.explain(out, verdict, (&case.expected, &from), run)?;
        let Some(budget) = self.shrink else {
            return Ok(());
        };
        if matches!(
            case.origin,
            Origin::File {
                output: Some(_),
                ..
            }
        ) {
            writeln!(
                out,
                "not shrunk: its expected output comes from a .out file, which a smaller input would not have"
            )?;
            return Ok(());
        }
        out.flush()?;
        let progress = self.progress.then_some(err);
        let s = shrink::shrink(&self.judge, case, (run, verdict), budget, progress);
        let runs = format!("{} run{}", s.runs, if s.runs == 1 { "" } else { "s" });
        if s.input == case.input {
            writeln!(out, "shrink: no smaller input fails the same way ({runs})")?;
            return Ok(());
        }
        writeln!(
            out,
            "\nshrunk in {runs}: {} -> {}",
            size(&case.input),
            size(&s.input)
        )?;
        if s.cut {
            let source = self.source(&case.origin, &s.gen);
            writeln!(out, "lines removed from the input of: {source}")?;
        } else {
            let line = self.reproduce(&case.origin, &s.gen);
            writeln!(out, "reproduce: {line}")?;
        }
        show_input(out, &s.input)?;
        self.explain(out, &s.verdict, (&s.expected, &from), &s.run)
    }

    /// Judges every case and writes the report to `out`, progress to `err`
    /// when asked; whether every case was AC.
    pub fn run(&self, out: &mut dyn Write, err: &mut dyn Write) -> Result<bool> {
        let outcomes = run_all(self, err)?;
        let mut tally = VerdictCounts::default();
        for (o, origin) in outcomes.iter().zip(&self.cases) {
            tally.add(&o.verdict);
            if o.verdict != Verdict::Ac {
                writeln!(out, "{}: {}", origin.label(), o.verdict)?;
            }
        }
        if self.judge.compare == Compare::Lenient {
            let lenient = outcomes.iter().filter(|o| o.lenient).count();
            writeln!(
                out,
                "--lenient: spaces, tabs and CRs at line ends and blank lines at the end ignored; {lenient} of the AC passed only thanks to it"
            )?;
        }
        let failures = outcomes
            .iter()
            .filter_map(|o| o.failure.as_ref().map(|f| (f, &o.verdict)));
        for ((case, run), verdict) in failures.take(self.show) {
            self.detail(out, err, case, (verdict, run))?;
            out.flush()?;
        }
        if outcomes.len() > tally.0[0] && self.show > 0 {
            writeln!(out)?;
        }
        let n = outcomes.len();
        let cases = if n == 1 { "case" } else { "cases" };
        writeln!(out, "{} ({n} {cases})", tally.line())?;
        Ok(tally.0[0] == outcomes.len())
    }
}
