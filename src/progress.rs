//! A progress line on a terminal during a long search: rewritten in place
//! with `\r` after each root move, cleared at the end, and never written
//! where output is kept (a file or a pipe).

use std::io::Write;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A progress line for a long solve, rewritten in place after each root
/// move (`solve: line 3: 4/11 root moves, 12.4 s`) and cleared when the
/// solve ends (when dropped). Shown only on a terminal, and only once the
/// solve has taken [`Progress::DELAY`]: quick positions and any output
/// that is kept (a file, a pipe) never see it.
pub struct Progress {
    /// Where the line goes; `None` shows nothing.
    out: Option<Mutex<Shown>>,
    /// `command: line N`, the start of the line.
    what: String,
    start: Instant,
    delay: Duration,
}

/// The progress line's sink and how wide the line on it is now (0: none).
struct Shown {
    sink: Box<dyn Write + Send>,
    width: usize,
}

impl Progress {
    /// How long a solve runs before its progress is shown.
    pub const DELAY: Duration = Duration::from_secs(1);

    /// Progress of `command` on input line `line`, on stderr when stderr is
    /// a terminal (else none).
    pub fn on_stderr(command: &str, line: usize) -> Progress {
        let sink = if stderr_is_terminal() {
            stderr_of_its_own()
        } else {
            None
        };
        Progress::to(sink, command, line, Progress::DELAY)
    }

    /// Progress of a job that reads no input, such as `train` (its line
    /// starts with `command: `), on stderr when stderr is a terminal.
    pub fn job_on_stderr(command: &str) -> Progress {
        let mut p = Progress::on_stderr(command, 0);
        p.what = command.to_string();
        p
    }

    /// Progress written to `sink` once `delay` has passed.
    pub fn to(
        sink: Option<Box<dyn Write + Send>>,
        command: &str,
        line: usize,
        delay: Duration,
    ) -> Progress {
        Progress {
            out: sink.map(|sink| Mutex::new(Shown { sink, width: 0 })),
            what: format!("{command}: line {line}"),
            start: Instant::now(),
            delay,
        }
    }

    /// The hook of [`crate::search::endgame::Solver::solve_watched`]: `done` of `total` root moves
    /// searched. Write errors are ignored: progress is a courtesy.
    pub fn root_move(&self, done: usize, total: usize) {
        self.show(&format!("{done}/{total} root moves"));
    }

    /// Shows `what: NOTE, S s` (for a long job that is not a solve, such as
    /// `train`'s games), once the delay has passed. Write errors are
    /// ignored.
    pub fn show(&self, note: &str) {
        let out = match &self.out {
            Some(out) => out,
            None => return,
        };
        let elapsed = self.start.elapsed();
        if elapsed < self.delay {
            return;
        }
        let text = format!("{}: {note}, {:.1} s", self.what, elapsed.as_secs_f64());
        let mut shown = out.lock().unwrap_or_else(|e| e.into_inner());
        let pad = shown.width.saturating_sub(text.len());
        let _ = write!(shown.sink, "\r{text}{:pad$}", "");
        let _ = shown.sink.flush();
        shown.width = text.len();
    }
}

impl Drop for Progress {
    /// Clears the line, if one is shown.
    fn drop(&mut self) {
        if let Some(out) = &self.out {
            let mut shown = out.lock().unwrap_or_else(|e| e.into_inner());
            if shown.width > 0 {
                let width = shown.width;
                let _ = write!(shown.sink, "\r{:width$}\r", "");
                let _ = shown.sink.flush();
            }
        }
    }
}

/// A handle on stderr that does not take `std::io::stderr()`'s lock: the
/// command's thread holds that lock for the whole run (its `Io`), and the
/// solver's helper threads, which report root moves too, would wait for it
/// forever. Unix only (elsewhere: no progress).
fn stderr_of_its_own() -> Option<Box<dyn Write + Send>> {
    if cfg!(unix) {
        let f = std::fs::OpenOptions::new().write(true).open("/dev/stderr");
        f.ok().map(|f| Box::new(f) as Box<dyn Write + Send>)
    } else {
        None
    }
}

/// Whether stderr is a terminal, where a progress line can be rewritten.
/// (`IsTerminal` is newer than judges' compilers: fine here, behind the
/// `tools` feature.)
pub fn stderr_is_terminal() -> bool {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sink the test can read after the progress is dropped.
    #[derive(Clone, Default)]
    struct Shared(std::sync::Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn progress_is_rewritten_in_place_and_cleared() {
        let sink = Shared::default();
        let progress = Progress::to(Some(Box::new(sink.clone())), "solve", 3, Duration::ZERO);
        progress.root_move(1, 11);
        progress.root_move(10, 11);
        progress.root_move(11, 11);
        drop(progress);
        let text = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
        // Each line starts over at the left margin; the last one is blanked.
        let lines: Vec<&str> = text.split('\r').collect();
        assert_eq!(lines.len(), 6, "{text:?}");
        assert!(lines[1].starts_with("solve: line 3: 1/11 root moves, 0.0 s"));
        assert!(lines[2].starts_with("solve: line 3: 10/11 root moves, "));
        assert!(lines[3].starts_with("solve: line 3: 11/11 root moves, "));
        assert_eq!(lines[4].trim(), "");
        assert_eq!(lines[4].len(), lines[3].len());
        assert_eq!(lines[5], "");
    }

    #[test]
    fn no_progress_before_the_delay_or_without_a_sink() {
        let sink = Shared::default();
        let progress = Progress::to(
            Some(Box::new(sink.clone())),
            "solve",
            1,
            Duration::from_secs(3600),
        );
        progress.root_move(1, 2);
        drop(progress);
        assert!(sink.0.lock().unwrap().is_empty());
        Progress::to(None, "solve", 1, Duration::ZERO).root_move(1, 2);
    }
}
