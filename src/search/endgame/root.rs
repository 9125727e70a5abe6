//! The root of the exact search: every best move and its exact score,
//! the moves after the first shared out among threads.
//!
//! Every best move at the root: the first move's exact score is found by
//! null-window searches from the root sort's guess (MTD(f)); every other move is
//! searched with a null window at the best score so far,
//! `(best - 1, best)`: a move that fails low there is worse than the best.
//! One that does not scores at least `best` (or the higher bound the
//! fail-soft search returned); null windows just above that bound then
//! climb until one fails low: the move ties `best` or beats it, with its
//! exact score. So each move ends known to be worse, tied, or better with its
//! exact score, and all the ties at the top are kept. With helper threads
//! ([`Solver::with_threads`]) the moves after the first are shared out.
//!
//! Part of the exact solver, split across `search/endgame/` on purpose (see
//! `endgame.rs`): it reads the [`Solver`](super::Solver)'s fields and calls
//! its other layers.

use super::target::Target;
use super::{read_clock, Child, Solved, Solver};
use crate::bitboard::geometry::Set8;
use crate::bitboard::{moves, Bitboard};
use crate::search::final_score_by;
use crate::search::midgame::Ticks;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};
use std::time::Instant;

/// Plies of heuristic search below each root move, to order them: the
/// first move matters most, so a deep sort pays (the node counts at 5 to
/// 8 plies are in tests/bench/README.md).
const ROOT_SORT_DEPTH: u32 = 8;

/// Nodes of the root sort between two readings of the clock: its nodes
/// evaluate and sort their children, each costing as much as dozens of
/// the solve's nodes, so `CLOCK_NODES` of them would overshoot a short
/// limit by several milliseconds.
const SORT_CLOCK_NODES: u64 = 512;

/// The root sort's node count, under the solver's clock: the sort stops
/// once the deadline of `solve_until` has passed (read every
/// [`SORT_CLOCK_NODES`] nodes). Without a deadline it only counts.
struct RootClock<'a> {
    nodes: &'a mut u64,
    next_check: &'a mut u64,
    deadline: Option<Instant>,
    stop: Option<&'a AtomicBool>,
}

impl Ticks for RootClock<'_> {
    #[inline(always)]
    fn tick(&mut self) -> bool {
        *self.nodes += 1;
        *self.nodes >= *self.next_check
            && (*self.next_check == 0
                || read_clock(
                    *self.nodes,
                    self.next_check,
                    self.deadline,
                    self.stop,
                    SORT_CLOCK_NODES,
                ))
    }
}

/// Told after each root move is searched (by whichever thread searched
/// it): how many of the root's moves are done, and how many there are.
/// Called once per root move, `done` counting up from 1 to `total` (in
/// order, though calls from different threads may overlap). Not called
/// when the side to move has no move.
pub type RootHook<'a> = &'a (dyn Fn(usize, usize) + Sync);

/// What the root's threads share: the best score found so far, the
/// index of the next root move to take, and how many are done.
struct RootShare<'a> {
    best: AtomicI32,
    next: AtomicUsize,
    done: AtomicUsize,
    total: usize,
    hook: RootHook<'a>,
}

impl RootShare<'_> {
    /// Counts one more root move as done and tells the hook.
    fn one_done(&self) {
        let done = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        (self.hook)(done, self.total);
    }
}

/// A root move's result: its exact score, or (`exact` false) a score it
/// cannot exceed, below the best.
struct RootMove {
    sq: u32,
    score: i32,
    exact: bool,
}

impl Solver {
    /// [`Solver::solve_watched`], counting bits with `C`.
    pub(super) fn solve_by<C: Target>(&mut self, pos: Bitboard, hook: RootHook) -> Solved {
        let start = self.nodes;
        let (p, o) = (pos.player, pos.opponent);
        let mut sol = Solved {
            score: 0,
            best: Set8::EMPTY,
            pass: false,
            nodes: 0,
        };
        if moves(p, o) == 0 {
            self.nodes += 1;
            if moves(o, p) == 0 {
                sol.score = final_score_by::<C>(p, o);
            } else {
                sol.pass = true;
                sol.score = -self.by_null_windows::<C>(o, p, -64, 64, 0);
            }
            sol.nodes = self.nodes - start;
            return sol;
        }
        self.nodes += 1;
        let n = self.children::<C>(p, o, moves(p, o));
        let mut children = self.frames[C::count(!(p | o)) as usize & 63];
        // Fastest first, so that the heuristic values below break their
        // ties that way.
        children[..n].sort_by_key(|c| c.key);
        // The root's order matters most (a wrong first move costs a full
        // window search): a deeper heuristic search sorts it.
        for c in children[..n].iter_mut() {
            let (np, no) = (o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
            let mut clock = RootClock {
                nodes: &mut self.nodes,
                next_check: &mut self.next_check,
                deadline: self.deadline,
                stop: self.stop.as_deref(),
            };
            c.key = C::sort_value(np, no, ROOT_SORT_DEPTH, &mut clock);
        }
        // Past the deadline of `solve_until` (the sort is deep enough to
        // take longer than a short limit): the solve is thrown away.
        if self.next_check == 0 {
            sol.nodes = self.nodes - start;
            return sol;
        }
        children[..n].sort_by_key(|c| c.key);
        let first = children[0];
        let (fp, fo) = (o ^ first.flips, p ^ first.flips ^ 1 << first.sq);
        // The null windows start from the heuristic value (the child's, in
        // hundredths of a disc) rather than from 0: fewer steps.
        let guess = (first.key / 100).clamp(-64, 64);
        let best = -self.by_null_windows::<C>(fp, fo, -64, 64, guess);
        // The other moves, by this thread and the helpers.
        let rest = &children[1..n];
        let shared = RootShare {
            best: AtomicI32::new(best),
            next: AtomicUsize::new(0),
            done: AtomicUsize::new(0),
            total: n,
            hook,
        };
        shared.one_done();
        let mut helpers = std::mem::take(&mut self.helpers);
        let mut found = std::thread::scope(|scope| {
            let running: Vec<_> = helpers
                .iter_mut()
                .map(|h| scope.spawn(|| h.root_moves::<C>(p, o, rest, &shared)))
                .collect();
            let mut found = self.root_moves::<C>(p, o, rest, &shared);
            for r in running {
                // A helper's panic is a bug: pass it on.
                found.extend(r.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
            }
            found
        });
        for h in &mut helpers {
            self.nodes += std::mem::take(&mut h.nodes);
        }
        self.helpers = helpers;
        found.push(RootMove {
            sq: first.sq,
            score: best,
            exact: true,
        });
        sol.score = found
            .iter()
            .filter(|m| m.exact)
            .map(|m| m.score)
            .max()
            .unwrap_or(best);
        sol.best = found
            .iter()
            .filter(|m| m.exact && m.score == sol.score)
            .fold(Set8::EMPTY, |set, m| Set8(set.0 | 1 << m.sq));
        sol.nodes = self.nodes - start;
        sol
    }

    /// Takes root moves from `rest` (the next index in `shared`) until
    /// none is left, testing each against the best score known then, and
    /// raising that score when a move beats it.
    fn root_moves<C: Target>(
        &mut self,
        p: u64,
        o: u64,
        rest: &[Child],
        shared: &RootShare,
    ) -> Vec<RootMove> {
        let mut found = Vec::new();
        loop {
            let i = shared.next.fetch_add(1, Ordering::Relaxed);
            let c = match rest.get(i) {
                Some(c) => c,
                None => return found,
            };
            let best = shared.best.load(Ordering::Relaxed);
            let (np, no) = (o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
            let m = self.root_move::<C>(c.sq, np, no, best);
            if m.exact {
                shared.best.fetch_max(m.score, Ordering::Relaxed);
            }
            found.push(m);
            shared.one_done();
        }
    }

    /// A root move leading to `(np, no)` tested against `best`, a score
    /// some move reaches: a null window `(best - 1, best)` first; failing
    /// low proves it worse (an upper bound, not exact). Otherwise it scores
    /// at least the fail-soft result `v >= best`, and null windows climb
    /// from there ([`Solver::by_null_windows`] guessing `v`): a tie when
    /// the score is `best`, else a better move with its exact score.
    fn root_move<C: Target>(&mut self, sq: u32, np: u64, no: u64, best: i32) -> RootMove {
        let v = -self.search::<C>(np, no, -best);
        if v < best {
            return RootMove {
                sq,
                score: v,
                exact: false,
            };
        }
        let score = -self.by_null_windows::<C>(np, no, -64, -v, -v);
        RootMove {
            sq,
            score,
            exact: true,
        }
    }

    /// The exact score of `(p, o)`, known to lie in `lower..=upper`, by
    /// null-window searches only (MTD(f), Plaat et al. 1996): each tests
    /// the score against the guess, a fail-soft result tightening one
    /// bound and becoming the next guess, until the bounds meet. Cheaper
    /// than one search with a wide window, for the root's first move from
    /// the root sort's guess and for a better move at the root, which is usually
    /// better by a disc or two and so climbs there in a few steps.
    fn by_null_windows<C: Target>(
        &mut self,
        p: u64,
        o: u64,
        mut lower: i32,
        mut upper: i32,
        guess: i32,
    ) -> i32 {
        let mut g = guess;
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            g = self.search::<C>(p, o, beta - 1);
            if g < beta {
                upper = g;
            } else {
                lower = g;
            }
        }
        g
    }
}
