//! `nboard`: an engine speaking the NBoard protocol (version 2) on
//! stdin/stdout, for the NBoard GUI and the programs that drive engines
//! the same way. Its commands and replies are its help ([`COMMAND`]);
//! the thinking is [`crate::engine::think`], the records
//! [`crate::records::ggf`].

use crate::cli::args::{Args, Opt, Takes};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::engine::think::{Level, Thinker};
use crate::error::{Error, Result};
use crate::records::ggf::{self, Record, RecordMove, Turn};
use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::time::Instant;
use work::{clock, work, Job};

mod work;

/// The `nboard` command.
pub const COMMAND: Command = Command {
    name: "nboard",
    kind: Kind::Tool,
    summary: "an engine for the NBoard GUI (NBoard protocol 2 on stdin/stdout)",
    #[cfg(feature = "help")]
    help: "usage: othello nboard [options]

An Othello engine speaking the NBoard protocol, version 2: one command a
line on stdin, replies on stdout, each line flushed as it is written.
Errors in commands go to stderr as `othello: line L, col C: ...` and the
engine goes on. End of input (the GUI closing the pipe) or `quit` ends
it quietly with status 0.

Commands:
  nboard 2              replies `set myname othello`
  set depth N           the level, 1 to 60 (below)
  set contempt N        accepted and ignored (draws count 0)
  set game GGF          the game so far, a GGF record (`othello record
                        --help` describes GGF; its TI[5:00] is the clock
                        below); a record that cannot be read or replayed
                        is reported and leaves no board
  move MOVE[/EVAL[/TIME]]  plays MOVE (f5, F5, PA) in the current game;
                        an illegal move is reported and leaves no board
  ping N                stops any search, replies `pong N`
  hint N                `search` lines for the N best moves, deepening
  go                    the engine's move, `=== MOVE/EVAL/TIME` (MOVE in
                        small letters, PA for a pass); the move is not
                        played: the GUI sends it back
  analyze               `analysis N EVAL` for each position of the game,
                        from the last (N moves made) to the start
  learn                 replies `learned` (there is no book to learn in)
  quit                  ends the engine
Other lines are ignored, as the protocol asks. Without a board (before
the first `set game`, or after a bad one) `hint`, `go` and `analyze`
answer nothing.

Replies: `status othello is thinking` and `status othello is waiting`
around each search; `search PV EVAL 0 DEPTH` for hints, one per move
after each finished depth, best first; `nodestats NODES SECONDS` after
each search. EVAL is in discs for the side to move (two decimals), PV the
moves run together, black's in capitals and white's in small letters
(`f6E6`), passes `PA`/`pa`; DEPTH is the plies searched, or `100%` when
the value is exact. TIME is in seconds.

Ping: a `ping` stops the search in progress at once, and a search
started while a `ping` is waiting behind it stops at its first ply; the
GUI drops what came before its `pong`, so nothing about the older
position follows the pong, and a stopped search says nothing. Other
commands wait for the search to end and are then run in order (input is
read ahead to find the pings); `quit` stops it as a ping does. At the
end of input a search in progress finishes and answers first.

Levels: level L searches L plies deep, selectively as `best` does by
default (Multi-ProbCut, see `othello best --help`: L is a selective
depth), and solves exactly with at most 2L empty squares (levels 1 to
10), 21 (levels 11 to 18) or 24 (levels 19 to 60): the exact windows of
Edax's levels 1 to 24, without Edax's selective solve before them, and
no wider above level 24 (Edax's are).
The game's clock (`TI[5:00]` in the record, minus the TIME of the side's
moves so far) is shared evenly among the side's remaining moves (half
the empty squares), each share less a reserve of a twentieth of it (at
most 50 ms, as `best --time-limit` keeps); the search stops at that
time, or at the level's depth first.
Without `TI` or with `TI[0]`, the level alone decides.

In the example one square is empty, a1, and black takes it with the last
white disc (b1): 64 to 0, exact.

example:
  $ printf 'nboard 2\\nset game (;GM[Othello]BO[8 -O%s *];)\\nping 1\\nhint 1\\n' $(printf '*%.0s' $(seq 62)) | othello nboard | grep -v nodestats
  set myname othello
  pong 1
  status othello is thinking
  search A1 64.00 0 100%
  status othello is waiting
",
    entry: &Entry {
        options: OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: None,
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The engine's options: `--depth`, the level (1 to 60), when given.
#[derive(Default)]
struct Options {
    depth: Option<u64>,
}

const OPTIONS: &[Opt<Options>] = &[Opt {
    name: "--depth",
    help: "the level before any `set depth`, 1 to 60 (default 10)",
    takes: Takes::Number("L", 1, 60, |o, n| o.depth = Some(n)),
}];

/// What the threads tell the main loop.
enum Event {
    /// An input line (its end of line removed).
    Line(Vec<u8>),
    /// The end of the input.
    End,
    /// Output lines of search `job`, written if it is still wanted.
    Say(u64, Vec<String>),
    /// Search `job` has finished; its thinker comes back.
    Done(u64, Box<Thinker>),
}

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let level = Level::of(args.options.depth.unwrap_or(10) as u32);
    let (tx, rx) = channel();
    let (ask, asked) = channel::<()>();
    let stdin = &mut *io.stdin;
    let lines = tx.clone();
    std::thread::scope(|s| {
        s.spawn(move || read_lines(stdin, &asked, &lines));
        let mut engine = Engine::new(level, tx);
        let result = engine.serve(&rx, &ask, io.out, io.err);
        // The reader ends when its requests do.
        drop(ask);
        engine.finish(&rx);
        result
    })
}

/// Reads one line per request on `asked`, sending it as an event; ends
/// at the end of input (after sending [`Event::End`]) or when the
/// requests stop.
fn read_lines(input: &mut (dyn BufRead + Send), asked: &Receiver<()>, tx: &Sender<Event>) {
    while asked.recv().is_ok() {
        let mut line = Vec::new();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => {
                let _ = tx.send(Event::End);
                return;
            }
            Ok(_) => {
                while line.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
                    line.pop();
                }
                if tx.send(Event::Line(line)).is_err() {
                    return;
                }
            }
        }
    }
}

/// The engine's state between commands.
struct Engine {
    level: Level,
    /// The game and its positions; `None` without a board.
    game: Option<(Record, Vec<Turn>)>,
    /// The thinker, `None` while a search has it.
    thinker: Option<Box<Thinker>>,
    stop: Arc<AtomicBool>,
    /// The search running (its number), if any.
    busy: Option<u64>,
    jobs: u64,
    tx: Sender<Event>,
    /// Lines read and not yet handled.
    queue: VecDeque<Vec<u8>>,
    line_no: usize,
}

impl Engine {
    fn new(level: Level, tx: Sender<Event>) -> Engine {
        let stop = Arc::new(AtomicBool::new(false));
        Engine {
            level,
            game: None,
            thinker: Some(Box::new(Thinker::new(Arc::clone(&stop)))),
            stop,
            busy: None,
            jobs: 0,
            tx,
            queue: VecDeque::new(),
            line_no: 0,
        }
    }

    /// The main loop: input lines and the worker's output, until the end
    /// of input or `quit`.
    fn serve(
        &mut self,
        rx: &Receiver<Event>,
        ask: &Sender<()>,
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> Result<()> {
        let _ = ask.send(());
        let mut ended = false;
        loop {
            if self.busy.is_none() {
                if let Some(line) = self.queue.pop_front() {
                    self.line_no += 1;
                    let words = String::from_utf8_lossy(&line).into_owned();
                    if words.split_whitespace().next() == Some("quit") {
                        return Ok(());
                    }
                    if let Err(e) = self.command(&words, out) {
                        match e {
                            Error::Input { .. } => writeln!(err, "othello: {e}")?,
                            e => return Err(e),
                        }
                        err.flush()?;
                    }
                    continue;
                }
                if ended {
                    return Ok(());
                }
            }
            match rx.recv() {
                Ok(Event::Line(l)) => {
                    // Lines are read ahead (so that a `ping` behind other
                    // commands stops the search at once); after `quit`
                    // nothing more is read.
                    let word = String::from_utf8_lossy(&l)
                        .split_whitespace()
                        .next()
                        .map(str::to_owned);
                    if word.as_deref() != Some("quit") {
                        let _ = ask.send(());
                    }
                    if matches!(word.as_deref(), Some("ping" | "quit")) {
                        self.stop.store(true, Ordering::Relaxed);
                    }
                    self.queue.push_back(l);
                }
                Ok(Event::End) | Err(_) => ended = true,
                Ok(event) => self.on_worker(event, out)?,
            }
        }
    }

    /// Waits for a search still running, stopped, at the end.
    fn finish(&mut self, rx: &Receiver<Event>) {
        self.stop.store(true, Ordering::Relaxed);
        while self.busy.is_some() {
            match rx.recv() {
                Ok(Event::Done(job, t)) if Some(job) == self.busy => {
                    self.busy = None;
                    self.thinker = Some(t);
                }
                Ok(_) => {}
                Err(_) => return,
            }
        }
    }

    /// Handles the worker's output.
    fn on_worker(&mut self, event: Event, out: &mut dyn Write) -> Result<()> {
        match event {
            Event::Say(job, lines)
                if Some(job) == self.busy && !self.stop.load(Ordering::Relaxed) =>
            {
                for l in lines {
                    say(out, &l)?;
                }
            }
            Event::Done(job, t) if Some(job) == self.busy => {
                self.busy = None;
                self.thinker = Some(t);
                self.stop.store(false, Ordering::Relaxed);
            }
            _ => {}
        }
        Ok(())
    }

    /// Runs one command (the engine is idle).
    fn command(&mut self, words: &str, out: &mut dyn Write) -> Result<()> {
        let line = self.line_no;
        let mut it = words.split_whitespace();
        let first = it.next().unwrap_or("");
        let arg = it.next().unwrap_or("");
        let what = if first == "set" {
            format!("set {arg}")
        } else {
            first.to_string()
        };
        let number = |w: &str, lo: u64, hi: u64| -> Result<u64> {
            match w.parse::<u64>() {
                Ok(n) if (lo..=hi).contains(&n) => Ok(n),
                _ => Err(Error::at(
                    line,
                    1,
                    format!("`{what}` needs a number from {lo} to {hi}, not `{w}`"),
                )),
            }
        };
        match first {
            "nboard" => say(out, "set myname othello")?,
            "ping" => say(out, &format!("pong {arg}"))?,
            "learn" => say(out, "learned")?,
            "set" if arg == "depth" => {
                self.level = Level::of(number(it.next().unwrap_or(""), 1, 60)? as u32)
            }
            "set" if arg == "game" => {
                self.game = None;
                let at = words.find('(').unwrap_or(words.len());
                let rec = ggf::parse(&words.as_bytes()[at..], line, at + 1)?;
                let turns = rec.replay(line)?;
                self.game = Some((rec, turns));
            }
            "move" => self.play(arg, line)?,
            "hint" => {
                let n = number(arg, 1, 64)? as usize;
                if let Some(((pos, color), deadline)) = self.now() {
                    self.start(Job::Hint((pos, color), n, self.level, deadline), out)?;
                }
            }
            "go" => {
                if let Some((turn, deadline)) = self.now() {
                    self.start(Job::Go(turn, self.level, deadline), out)?;
                }
            }
            "analyze" => {
                if let Some((_, turns)) = &self.game {
                    let turns = turns.clone();
                    self.start(Job::Analyze(turns, self.level), out)?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Plays `text` (`MOVE[/EVAL[/TIME]]`) in the current game.
    fn play(&mut self, text: &str, line: usize) -> Result<()> {
        let (mut rec, _) = match self.game.take() {
            Some(g) => g,
            None => {
                return Err(Error::at(
                    line,
                    1,
                    "`move` without a board (send `set game` first)",
                ))
            }
        };
        let mut parts = text.splitn(3, '/');
        let sq_text = parts.next().unwrap_or("");
        let sq = ggf::parse_move(sq_text).ok_or_else(|| {
            Error::at(
                line,
                6,
                format!("expected a square (a1 to h8) or PA, found `{sq_text}`"),
            )
        })?;
        let turns = rec.replay(line)?;
        let (pos, mut color) = turns[turns.len() - 1];
        if sq.is_some() && pos.moves() == 0 && pos.pass().moves() != 0 {
            color = color.opponent();
        }
        rec.moves.push(RecordMove {
            color,
            sq,
            eval: parts.next().unwrap_or("").to_string(),
            time: parts.next().unwrap_or("").to_string(),
            col: 6,
        });
        let turns = rec.replay(line)?;
        self.game = Some((rec, turns));
        Ok(())
    }

    /// The current position and the deadline its clock gives, if there
    /// is a board and the game is not over.
    fn now(&self) -> Option<(Turn, Option<Instant>)> {
        let (rec, turns) = self.game.as_ref()?;
        let turn = *turns.last()?;
        if turn.0.is_game_over() {
            return None;
        }
        Some((turn, clock(rec, turn).map(|d| Instant::now() + d)))
    }

    /// Starts `job` on a worker thread.
    fn start(&mut self, job: Job, out: &mut dyn Write) -> Result<()> {
        let mut thinker = match self.thinker.take() {
            Some(t) => t,
            None => return Ok(()),
        };
        self.jobs += 1;
        let id = self.jobs;
        self.busy = Some(id);
        // A `ping` already read makes this search's answer stale at once.
        let pinged = self.queue.iter().any(|l| {
            let first = String::from_utf8_lossy(l)
                .split_whitespace()
                .next()
                .map(str::to_owned);
            matches!(first.as_deref(), Some("ping" | "quit"))
        });
        self.stop.store(pinged, Ordering::Relaxed);
        say(out, "status othello is thinking")?;
        let tx = self.tx.clone();
        std::thread::spawn(move || {
            let lines = work(&mut thinker, job, &mut |l| {
                let _ = tx.send(Event::Say(id, l));
            });
            let _ = tx.send(Event::Say(id, lines));
            // Commands wait for this thread: a `ping` that stopped the
            // search is answered first, the next solve clears instead.
            if !thinker.stopped() {
                thinker.tidy();
            }
            let _ = tx.send(Event::Done(id, thinker));
        });
        Ok(())
    }
}

/// Writes `line` and flushes it.
fn say(out: &mut dyn Write, line: &str) -> Result<()> {
    writeln!(out, "{line}")?;
    out.flush()?;
    Ok(())
}
