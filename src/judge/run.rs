//! One run of the program under test: a fresh process fed one input, held
//! to a wall-clock time limit and an address-space limit, and what came of
//! it; and at the end of the run, everything it started ended.
//!
//! The input is written from its own thread and both outputs are read on
//! their own threads, so a program that writes before it has read all its
//! input (or never reads it) cannot deadlock the judge. The limit on memory
//! needs no `unsafe` and no `libc`: the program is started through
//! `/bin/sh -c 'ulimit -v KB && exec "$0" "$@"' PROGRAM ARGS...`, so the
//! shell sets the limit and then becomes the program (same process id).
//!
//! The program runs in a process group of its own, which the judge ends
//! at the end of the run (exit, time limit, output closed or not) through
//! a [`Guard`]: a small `/bin/sh` outside that group, told the group's id,
//! that ends the group and everything started from it when told to, or
//! when the judge is gone (its standard input, a pipe from the judge, then
//! reaches its end). So neither a time-out nor a Ctrl-C on the judge (which
//! the terminal sends to the judge's group, not the program's) leaves
//! processes behind.
//!
//! What leaves that tree (a process whose parent exited, in a group or a
//! session of its own: `timeout`, a daemon's double fork) is found on Linux
//! by a mark in its environment, which children inherit: each run's
//! program gets `OTHELLO_JUDGE_RUN=PID-N` (the judge's process id, the
//! run's number), and at the end of the run every process whose
//! environment holds it (`/proc/PID/environ`) is ended too: by the guard
//! (which knows the mark before the program starts, so a judge killed
//! before it could tell the group leaves nothing either), then by the
//! judge itself, which reads `/proc` without the guard's `grep`.

use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// The program under test and its limits.
#[derive(Clone, Debug)]
pub struct Program {
    /// PROGRAM and its arguments.
    pub argv: Vec<String>,
    /// Wall-clock time per run; the process is killed when it is reached.
    pub time_limit: Duration,
    /// The address-space limit in KiB, when it is enforced.
    pub memory_kb: Option<u64>,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It exited with this status.
    Code(i32),
    /// A signal ended it (Unix).
    Signal(i32),
    /// It was still running (or its output still open) at the time limit,
    /// and was killed.
    TimedOut,
}

/// What one run produced.
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub exit: Exit,
    /// Its standard output, at most the cap given to [`run`].
    pub stdout: Vec<u8>,
    /// Whether the standard output went past that cap (the rest was read
    /// and thrown away).
    pub stdout_cut: bool,
    /// The start of its standard error.
    pub stderr: Vec<u8>,
}

/// How much of the standard error is kept: enough for a panic message.
const STDERR_CAP: usize = 64 * 1024;

/// Time allowed after the run's group was ended for the threads reading
/// its outputs to see the end of them (a process that left the group and
/// its tree may hold them longer: they are then taken as they are).
const GRACE: Duration = Duration::from_millis(500);

/// The shell that sets the memory limit.
const SHELL: &str = "/bin/sh";

/// Whether `/bin/sh` can set an address-space limit of `kb` KiB here; the
/// judge checks once, before any case runs.
pub fn memory_limit_works(kb: u64) -> bool {
    cfg!(unix)
        && Command::new(SHELL)
            .arg("-c")
            .arg(format!("ulimit -v {kb}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
}

/// The guard's script, run as `sh -c GUARD`. It reads the run's mark `m`
/// (see the module's doc; told before the program starts) and the group
/// id `g`, then waits for the end of its input (the run is over, or the
/// judge is gone, perhaps before it could tell `g`) and ends the group:
/// stopped first (so nothing in it forks any more), then every process of
/// it and every process started from one of them found in `/proc`
/// (`timeout` and shells with job control move their children to groups
/// of their own: those groups end too), all killed. Then every process
/// whose environment holds the mark (GNU grep's `-z` reads `environ`'s
/// NUL-separated entries), a few rounds while any is left. Without
/// `/proc` the group alone is killed. dash's `kill` wants a negative id
/// right after the signal (`kill -KILL -g`, no `--`).
const GUARD: &str = r#"trap '' HUP INT
read -r m || exit 0
case $m in ''|*[!0-9-]*) exit 0 ;; esac
if read -r g; then read -r _; fi
case $g in ''|*[!0-9]*) g=0 ;; esac
if [ "$g" -gt 1 ] && kill -0 -$g 2>/dev/null; then
  kill -STOP -$g 2>/dev/null
  all=' '
  more=1
  while [ $more = 1 ]; do
    more=0
    for f in /proc/[0-9]*/stat; do
      { read -r s < "$f"; } 2>/dev/null || continue
      p=${s%% *}
      case $all in *" $p "*) continue ;; esac
      set -- ${s##*) }
      case "$3:$all" in "$g:"* | *" $2 "*) all="$all$p " more=1 ;; esac
    done
  done
  for p in $all; do kill -KILL -$p $p 2>/dev/null; done
  kill -KILL -$g 2>/dev/null
fi
for r in 1 2 3 4 5 6 7 8; do
  set -- $(grep -lzx "OTHELLO_JUDGE_RUN=$m" /proc/[0-9]*/environ 2>/dev/null)
  [ $# -gt 0 ] || break
  ps=''
  for f; do p=${f#/proc/}; ps="$ps ${p%/environ}"; done
  kill -STOP $ps 2>/dev/null
  kill -KILL $ps 2>/dev/null
done
exit 0
"#;

/// What ends a run's process group: the guard process of [`GUARD`], or
/// (where none can run) the judge killing the program's own process.
struct Guard(Option<Child>);

impl Guard {
    /// Starts the guard, in a process group of its own so that a Ctrl-C
    /// meant for the judge does not reach it, and tells it the run's
    /// `mark`; `Guard(None)` when no shell can run it.
    fn start(mark: &str) -> Guard {
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            let guard = Command::new(SHELL)
                .arg("-c")
                .arg(GUARD)
                .process_group(0)
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn();
            let mut guard = Guard(guard.ok());
            guard.tell(mark);
            guard
        }
        #[cfg(not(unix))]
        {
            let _ = mark;
            Guard(None)
        }
    }

    /// Sends the guard one line; a guard that cannot be told is let go.
    fn tell(&mut self, line: &str) {
        let told = self
            .0
            .as_mut()
            .and_then(|g| g.stdin.as_mut())
            .map(|stdin| stdin.write_all(format!("{line}\n").as_bytes()).is_ok());
        if told != Some(true) {
            self.stop();
        }
    }

    /// Tells the guard the group to end: the program's, whose id is its
    /// process id.
    fn watch(&mut self, program: &Child) {
        self.tell(&program.id().to_string());
    }

    /// Ends the program's group and what it started, and waits until that
    /// is done; without a guard, kills the program alone.
    fn end(mut self, program: &mut Child) {
        if let Some(mut guard) = self.0.take() {
            drop(guard.stdin.take());
            if guard.wait().is_ok_and(|s| s.success()) {
                return;
            }
        }
        let _ = program.kill();
    }

    /// Lets the guard go without ending anything.
    fn stop(&mut self) {
        if let Some(mut guard) = self.0.take() {
            let _ = guard.kill();
            let _ = guard.wait();
        }
    }
}

/// The environment variable that marks the processes of one run.
const MARK: &str = "OTHELLO_JUDGE_RUN";

/// The mark of a new run: the judge's process id and the run's number,
/// which no other run of any judge shares.
fn new_mark() -> String {
    static RUNS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{}-{n}", std::process::id())
}

/// The processes whose environment holds `MARK=mark`, as `/proc` shows
/// them (those of other users it does not show are not this run's).
#[cfg(target_os = "linux")]
fn marked(mark: &str) -> Vec<String> {
    let entry = format!("{MARK}={mark}");
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .bytes()
                .all(|b| b.is_ascii_digit())
        })
        .filter(|e| {
            std::fs::read(e.path().join("environ"))
                .is_ok_and(|env| env.split(|&b| b == 0).any(|v| v == entry.as_bytes()))
        })
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect()
}

/// Ends every process marked `mark` (see the module's doc): stopped
/// first, so that none forks any more, then killed; again while any is
/// left (one may have forked before it was stopped), a few rounds at most.
#[cfg(target_os = "linux")]
fn end_marked(mark: &str) {
    for _ in 0..8 {
        let pids = marked(mark);
        if pids.is_empty() {
            return;
        }
        let _ = Command::new(SHELL)
            .arg("-c")
            .arg(r#"kill -STOP "$@" 2>/dev/null; kill -KILL "$@" 2>/dev/null; exit 0"#)
            .arg(SHELL)
            .args(&pids)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

fn command(p: &Program, mark: &str) -> Command {
    let mut c = match p.memory_kb {
        Some(kb) => {
            let mut c = Command::new(SHELL);
            c.arg("-c")
                .arg(format!("ulimit -v {kb} && exec \"$0\" \"$@\""))
                .args(&p.argv);
            c
        }
        None => {
            let mut c = Command::new(&p.argv[0]);
            c.args(&p.argv[1..]);
            c
        }
    };
    c.env(MARK, mark)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // Its own group, which the guard ends (see the module's doc).
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut c, 0);
    c
}

/// Reads `src` to its end on a new thread, keeping at most `cap` bytes;
/// sends what it kept and whether there was more.
fn drain<R: Read + Send + 'static>(src: Option<R>, cap: usize) -> mpsc::Receiver<(Vec<u8>, bool)> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let (mut kept, mut cut) = (Vec::new(), false);
        if let Some(mut src) = src {
            let mut buf = vec![0u8; 1 << 16];
            loop {
                match src.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => {
                        let room = cap.saturating_sub(kept.len()).min(n);
                        cut |= room < n;
                        kept.extend_from_slice(&buf[..room]);
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
        }
        let _ = tx.send((kept, cut));
    });
    rx
}

/// Waits for `child` until `deadline`, polling with short naps (a few
/// milliseconds at most, so a fast program is not held up); `None` when
/// it is still running then.
fn wait_until(child: &mut Child, deadline: Instant) -> std::io::Result<Option<ExitStatus>> {
    let mut nap = Duration::from_micros(500);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status));
        }
        let now = Instant::now();
        if now >= deadline {
            return Ok(None);
        }
        thread::sleep(nap.min(deadline - now));
        nap = (nap * 2).min(Duration::from_millis(5));
    }
}

fn exit_of(status: ExitStatus) -> Exit {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return Exit::Signal(sig);
        }
    }
    Exit::Code(status.code().unwrap_or(-1))
}

/// Runs `p` once on `input`, keeping at most `stdout_cap` bytes of its
/// output, and ends everything it started. An error means the process
/// could not be started.
pub fn run(p: &Program, input: &[u8], stdout_cap: usize) -> std::io::Result<Run> {
    let start = Instant::now();
    let mark = new_mark();
    let mut guard = Guard::start(&mark);
    let mut child = match command(p, &mark).spawn() {
        Ok(child) => child,
        Err(e) => {
            guard.stop();
            return Err(e);
        }
    };
    guard.watch(&child);
    if let Some(mut stdin) = child.stdin.take() {
        let input = input.to_vec();
        // A program may stop reading early or never start: the write then
        // fails, which is no concern of the judge's.
        thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let out = drain(child.stdout.take(), stdout_cap);
    let err = drain(child.stderr.take(), STDERR_CAP);
    let deadline = start + p.time_limit;
    let status = match wait_until(&mut child, deadline) {
        Ok(status) => status,
        Err(e) => {
            guard.end(&mut child);
            #[cfg(target_os = "linux")]
            end_marked(&mark);
            let _ = child.wait();
            return Err(e);
        }
    };
    // A process it started may still hold the output open: wait for it
    // until the deadline at most; still open then, the run timed out.
    let closed = match status {
        Some(_) => out
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .ok(),
        None => None,
    };
    // The run is over: its group goes (after the program's exit, only
    // what it left running), which closes the outputs it held; then what
    // left the group's tree.
    guard.end(&mut child);
    #[cfg(target_os = "linux")]
    end_marked(&mark);
    if status.is_none() {
        let _ = child.wait();
    }
    let timed_out = closed.is_none();
    let (stdout, stdout_cut) = match closed {
        Some(kept) => kept,
        None => out.recv_timeout(GRACE).unwrap_or_default(),
    };
    let stderr = err.recv_timeout(GRACE).map(|(b, _)| b).unwrap_or_default();
    let exit = match status {
        Some(s) if !timed_out => exit_of(s),
        _ => Exit::TimedOut,
    };
    Ok(Run {
        exit,
        stdout,
        stdout_cut,
        stderr,
    })
}

/// The usual name of signal `sig`, when it has one everywhere it is used.
pub fn signal_name(sig: i32) -> Option<&'static str> {
    Some(match sig {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        #[cfg(target_os = "linux")]
        7 => "SIGBUS",
        #[cfg(not(target_os = "linux"))]
        10 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        _ => return None,
    })
}

/// What the standard error of a program that failed to allocate says, in
/// the languages judges see most: Rust, C++, Python, Java, Go and C
/// (`strerror(ENOMEM)`).
const OUT_OF_MEMORY: &[&str] = &[
    "memory allocation of",
    "bad_alloc",
    "MemoryError",
    "OutOfMemoryError",
    "out of memory",
    "Cannot allocate memory",
];

/// The line of `stderr` that shows a failed allocation, if one does.
pub fn allocation_failure(stderr: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(stderr);
    text.lines()
        .find(|l| OUT_OF_MEMORY.iter().any(|m| l.contains(m)))
        .map(|l| l.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signals_and_allocation_failures_are_named() {
        assert_eq!(signal_name(11), Some("SIGSEGV"));
        assert_eq!(signal_name(6), Some("SIGABRT"));
        assert_eq!(signal_name(64), None);
        let rust = b"memory allocation of 1073741824 bytes failed\n";
        assert_eq!(
            allocation_failure(rust).as_deref(),
            Some("memory allocation of 1073741824 bytes failed")
        );
        let cpp = b"terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n";
        assert!(allocation_failure(cpp).is_some());
        assert!(allocation_failure(b"thread 'main' panicked at src/main.rs:3:5\n").is_none());
    }
}
