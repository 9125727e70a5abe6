//! The depth-limited search: principal variation search with a static
//! evaluation at the leaves ([`super::evaluation`]), finished games
//! scored far beyond any evaluation. A pass is not a ply; two passes end
//! the game.
//!
//! [`Searcher`] (`best`, the computer players) deepens iteratively, one
//! ply at a time up to the depth asked for or until a deadline: each
//! iteration tries first the move the last one found best, at the root
//! and (through a transposition table, [`table`]) below it; the other
//! moves are sorted by the static value and mobility of the position
//! they leave, and searched with null windows ([`node`]). From
//! the third ply on an iteration starts with an aspiration window around
//! the value of two plies less, searched again with the full window when
//! the value falls outside.
//!
//! Two widths ([`Width`]). **Full**: every move is searched to the
//! depth; the table's bounds are used only at the depth they were found
//! at, so a search to depth `D` returns exactly the value of a plain
//! alpha-beta search to `D` and the same move: among moves of equal value
//! the first in row-major order (the root tests each move against the
//! best so far with a null window set so that an earlier square wins a
//! tie and a later one must beat it). **Selective** (with the learned
//! evaluation): Multi-ProbCut ([`mpc`]) cuts nodes whose shallow search
//! predicts the deep one with confidence, so `D` is a selective depth:
//! most lines reach it, some are judged from a shallower search. No node
//! is cut whose search reaches the end of the game.
//!
//! The clock ([`clock`]) is read every few thousand nodes; once the
//! deadline is near, the search stops, and the last finished iteration
//! answers, or the unfinished one when it has proved another move better.
//!
//! [`negamax`], without table or clock, orders the exact solver's moves.
//!
//! Both follow the process's kernel choice as the solver does
//! ([`super::isa::chosen`]): the portable code, or a copy compiled for
//! x86-64-v3 when a SIMD kernel was chosen; both give the same answers.

pub mod clock;
pub mod mpc;
mod mpc_table;
mod node;
mod table;

use super::evaluation::{Eval, Evaluation, Learned, Simple};
use crate::bitboard::{flips, moves, Bitboard};
use crate::square::Square;
use clock::{Clock, SystemClock};
use node::{Body, PortableBody};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use table::Table;

/// A finished game's score per disc: larger than any evaluation.
pub const WIN: i32 = 100_000;
/// Above every score.
const INF: i32 = 10_000_000;
/// The aspiration window's half width, in hundredths of a disc.
const ASPIRATION: i32 = 400;
/// Nodes between two readings of the clock: well under a millisecond.
const CLOCK_NODES: u64 = 2048;

/// The chosen move of a depth-limited search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestMove {
    /// The move.
    pub sq: Square,
    /// Its value (evaluation units; finished games: disc difference times
    /// [`WIN`]). When an unfinished iteration chose the move, a lower
    /// bound of its value at that depth.
    pub value: i32,
    /// The depth of the iteration that chose the move: the last finished
    /// one, or the unfinished one after it when that proved this move
    /// better.
    pub depth: u32,
    /// Positions visited, over all iterations.
    pub nodes: u64,
}

/// How much of the tree a search looks at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Width {
    /// Every move to the full depth: the answer of a plain alpha-beta
    /// search (for tests and comparisons).
    #[default]
    Full,
    /// Multi-ProbCut below the root, with the learned evaluation (whose
    /// searches its constants were fitted on; with the simple one the
    /// search stays full-width).
    Selective,
}

/// [`best_move_with`] the simple evaluation: the moves of `othello
/// train`'s self-play, whose games must not depend on the weights they
/// are played to fit.
pub fn best_move(pos: Bitboard, depth: u32) -> Option<BestMove> {
    best_move_with(pos, depth, Evaluation::Simple)
}

/// The best move of `pos` searched `depth` plies deep with `eval`
/// (`depth >= 1`; 0 counts as 1), or `None` when the side to move has no
/// move: [`Searcher::best_move`] full-width without a deadline, on a
/// table sized for the depth.
pub fn best_move_with(pos: Bitboard, depth: u32, eval: Evaluation) -> Option<BestMove> {
    best_move_at(pos, depth, eval, Width::Full)
}

/// [`best_move_with`] at the given width.
pub fn best_move_at(pos: Bitboard, depth: u32, eval: Evaluation, width: Width) -> Option<BestMove> {
    Searcher::with_width((4 + 2 * depth).clamp(10, 20), width).best_move(pos, depth, eval, None)
}

/// An iterative-deepening search with its table, node count and clock.
pub struct Searcher {
    table: Table,
    nodes: u64,
    width: Width,
    /// Multi-ProbCut is on in this search.
    selective: bool,
    clock: Box<dyn Clock + Send>,
    /// When the search must have stopped (on `clock`).
    deadline: Option<Duration>,
    /// The last reading of the clock, and the longest time seen between
    /// two readings: the search stops that long before the deadline.
    last_read: Duration,
    gap: Duration,
    /// The node count at which the clock is read next.
    next_check: u64,
    /// The deadline has passed: every node returns at once.
    stopped: bool,
    /// Set by another thread to stop the search as a deadline would (the
    /// protocols' engines, when a new command arrives mid-search).
    stop: Option<Arc<AtomicBool>>,
    /// In the current iteration, a root move proved better than the
    /// first one searched, with a lower bound of its value.
    improved: Option<(usize, i32)>,
    /// The value of each iteration the last search finished.
    iterations: Vec<i32>,
}

/// A root move in row-major order: its square index and flips.
#[derive(Clone, Copy)]
struct RootMove {
    sq: u32,
    flips: u64,
}

impl Searcher {
    /// A full-width searcher with a table of `2^bits` entries (32 bytes
    /// each).
    pub fn new(bits: u32) -> Searcher {
        Searcher::with_width(bits, Width::Full)
    }

    /// A searcher of the given width with a table of `2^bits` entries.
    pub fn with_width(bits: u32, width: Width) -> Searcher {
        Searcher {
            table: Table::new(bits),
            nodes: 0,
            width,
            selective: false,
            clock: Box::new(SystemClock::since(Instant::now())),
            deadline: None,
            last_read: Duration::ZERO,
            gap: Duration::ZERO,
            next_check: 0,
            stopped: false,
            stop: None,
            improved: None,
            iterations: Vec::new(),
        }
    }

    /// This searcher, also stopped as by its deadline once `flag` is set
    /// (read with the clock, so only while a deadline is given).
    pub fn with_stop(mut self, flag: Arc<AtomicBool>) -> Searcher {
        self.stop = Some(flag);
        self
    }

    /// The principal variation of the last search from `pos` after its
    /// first move `first`: that move, then the best move the table holds
    /// for each position on the way (`None` for a pass), at most `plies`
    /// moves in all, ending where the table knows no move or the game ends.
    pub fn principal_variation(
        &self,
        pos: Bitboard,
        first: Square,
        plies: u32,
    ) -> Vec<Option<Square>> {
        let mut line = vec![Some(first)];
        let mut at = match pos.play(first) {
            Some(next) => next,
            None => return line,
        };
        while (line.len() as u32) < plies && !at.is_game_over() {
            if at.moves() == 0 {
                line.push(None);
                at = at.pass();
                continue;
            }
            let hit = self.table.probe(at.player, at.opponent, u32::MAX, false);
            match hit
                .and_then(|h| h.best)
                .filter(|&b| at.moves() >> b & 1 == 1)
            {
                Some(b) => {
                    let sq = crate::bitboard::square(b);
                    line.push(Some(sq));
                    at = at.play(sq).unwrap_or(at);
                }
                None => break,
            }
        }
        line
    }

    /// The best move of `pos` with `eval`, deepening from one ply to
    /// `depth` (at least 1), or until `deadline` ([`Searcher::best_move_on`]
    /// with the system's clock); `None` when the side to move has no move.
    /// Full-width without a deadline, the answer is that of a plain
    /// alpha-beta search to `depth`: its value, and among moves of equal
    /// value the first in row-major order. Deepening stops early once
    /// every line reaches the end of the game.
    pub fn best_move(
        &mut self,
        pos: Bitboard,
        depth: u32,
        eval: Evaluation,
        deadline: Option<Instant>,
    ) -> Option<BestMove> {
        let now = Instant::now();
        let limit = deadline.map(|d| d.saturating_duration_since(now));
        self.best_move_on(pos, depth, eval, Box::new(SystemClock::since(now)), limit)
    }

    /// [`Searcher::best_move`] on `clock`, to return by `limit` on it
    /// (`None`: no limit): the first ply always finishes; after it the
    /// clock is read every few thousand nodes and the search stops once
    /// the deadline is closer than the longest time seen between two
    /// readings, so that it returns before the limit.
    pub fn best_move_on(
        &mut self,
        pos: Bitboard,
        depth: u32,
        eval: Evaluation,
        clock: Box<dyn Clock + Send>,
        limit: Option<Duration>,
    ) -> Option<BestMove> {
        self.clock = clock;
        self.selective = self.width == Width::Selective && eval == Evaluation::Learned;
        #[cfg(all(feature = "simd", target_arch = "x86_64"))]
        {
            use super::isa::{chosen, Level};
            use node::V3Body;
            if chosen() == Level::V3 {
                return match eval {
                    Evaluation::Learned => self.deepen::<V3Body, Learned>(pos, depth, limit),
                    Evaluation::Simple => self.deepen::<V3Body, Simple>(pos, depth, limit),
                };
            }
        }
        match eval {
            Evaluation::Learned => self.deepen::<PortableBody, Learned>(pos, depth, limit),
            Evaluation::Simple => self.deepen::<PortableBody, Simple>(pos, depth, limit),
        }
    }

    /// The value of `pos` searched full-width to each depth from 1 to
    /// `depth` with `eval` (the root's value at each iteration), or
    /// `None` when the side to move has no move: the data Multi-ProbCut's
    /// constants are fitted on (tests/bench/mpc_fit.rs).
    pub fn values(&mut self, pos: Bitboard, depth: u32, eval: Evaluation) -> Option<Vec<i32>> {
        let width = std::mem::replace(&mut self.width, Width::Full);
        let found = self.best_move(pos, depth, eval, None);
        self.width = width;
        found.map(|_| self.iterations.clone())
    }

    /// [`Searcher::best_move_on`] with the search `B` and the evaluation
    /// `E`.
    fn deepen<B: Body, E: Eval>(
        &mut self,
        pos: Bitboard,
        depth: u32,
        limit: Option<Duration>,
    ) -> Option<BestMove> {
        let (p, o) = (pos.player, pos.opponent);
        let mut roots = Vec::new();
        let mut set = moves(p, o);
        while set != 0 {
            let sq = set.trailing_zeros();
            set &= set - 1;
            roots.push(RootMove {
                sq,
                flips: flips(p, o, sq),
            });
        }
        if roots.is_empty() {
            return None;
        }
        self.table.clear();
        self.nodes = 1;
        self.stopped = false;
        self.deadline = None;
        self.last_read = self.clock.now();
        self.gap = Duration::ZERO;
        let empties = pos.empties().count_ones();
        // The order the root moves are tried in: the last best first.
        let mut order: Vec<usize> = (0..roots.len()).collect();
        let mut found: Option<(usize, i32, u32)> = None;
        // The value of each finished iteration.
        let mut values: Vec<i32> = Vec::new();
        for d in 1..=depth.max(1) {
            // Around the value of two plies less: the evaluation swings
            // between odd and even depths, so the last value is a worse
            // centre (node counts in tests/bench/README.md).
            let window = match values.len().checked_sub(2).map(|i| values[i]) {
                Some(v) => (v - ASPIRATION, v + ASPIRATION),
                None => (-INF, INF),
            };
            self.improved = None;
            let mut result = self.root::<B, E>(p, o, &roots, &order, d, window);
            let inside = window.0 < result.1 && result.1 < window.1;
            if !self.stopped && !inside {
                result = self.root::<B, E>(p, o, &roots, &order, d, (-INF, INF));
            }
            if self.stopped {
                if let Some((i, v)) = self.improved {
                    found = Some((i, v, d));
                }
                break;
            }
            found = Some((result.0, result.1, d));
            values.push(result.1);
            if let Some(k) = order.iter().position(|&i| i == result.0) {
                order[..=k].rotate_right(1);
            }
            // Deeper iterations would search the same finished games.
            if d >= empties {
                break;
            }
            if let Some(limit) = limit {
                // The next iteration is started even when it cannot
                // finish: its first moves may prove another move better.
                if self.read_clock() + self.gap >= limit {
                    break;
                }
            }
            // The first iteration always finishes; the clock runs from the
            // second.
            self.deadline = limit;
            self.next_check = self.nodes + CLOCK_NODES;
        }
        self.iterations = values;
        found.map(|(i, value, depth)| BestMove {
            sq: crate::bitboard::square(roots[i].sq),
            value,
            depth,
            nodes: self.nodes,
        })
    }

    /// One iteration at the root, `depth` plies, within `(alpha, beta)`:
    /// the index of the best root move (ties to the earliest square) and
    /// its value. A value outside the window only says on which side the
    /// true one lies. A move proved better than the first is recorded in
    /// `improved` as soon as it is, for a search stopped before the end.
    fn root<B: Body, E: Eval>(
        &mut self,
        p: u64,
        o: u64,
        roots: &[RootMove],
        order: &[usize],
        depth: u32,
        (alpha, beta): (i32, i32),
    ) -> (usize, i32) {
        let child = |m: &RootMove| (o ^ m.flips, p ^ m.flips ^ 1 << m.sq);
        let first = order[0];
        let (cp, co) = child(&roots[first]);
        let v = -B::search::<E>(self, cp, co, depth - 1, -beta, -alpha);
        let mut best = (first, v);
        if v <= alpha || v >= beta || self.stopped {
            return best;
        }
        for &i in &order[1..] {
            // An earlier square wins a tie, a later one must beat the best.
            let bar = if roots[i].sq < roots[best.0].sq {
                best.1 - 1
            } else {
                best.1
            };
            let (cp, co) = child(&roots[i]);
            let v = -B::search::<E>(self, cp, co, depth - 1, -bar - 1, -bar);
            if self.stopped {
                break;
            }
            if v <= bar {
                continue;
            }
            let before = self.improved.replace((i, bar + 1));
            let v = -B::search::<E>(self, cp, co, depth - 1, -beta, -bar);
            if self.stopped {
                break;
            }
            if v > bar {
                best = (i, v);
                self.improved = Some(best);
                if v >= beta {
                    return best;
                }
            } else {
                // A selective search can contradict its null-window test.
                self.improved = before;
            }
        }
        best
    }

    /// Reads the clock, keeping the longest gap between two readings.
    fn read_clock(&mut self) -> Duration {
        let now = self.clock.now();
        self.gap = self.gap.max(now.saturating_sub(self.last_read));
        self.last_read = now;
        now
    }

    /// Whether the search must stop, reading the clock every
    /// [`CLOCK_NODES`] nodes: once the deadline is nearer than the
    /// longest gap between two readings, the next one could be late.
    #[inline(always)]
    fn out_of_time(&mut self) -> bool {
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CLOCK_NODES;
            if let Some(end) = self.deadline {
                let now = self.read_clock();
                let asked = self
                    .stop
                    .as_ref()
                    .is_some_and(|f| f.load(Ordering::Relaxed));
                self.stopped |= asked || now + self.gap >= end;
            }
        }
        self.stopped
    }
}

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
pub(super) use node::v3_negamax_entry;
pub(super) use node::{negamax, Ticks};

#[cfg(test)]
mod tests;
