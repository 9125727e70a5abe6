//! Exact solving: negamax with fail-soft alpha-beta, every search a
//! null-window test (exact scores at the root by several, MTD(f)), a
//! transposition table, fastest-first move ordering, quadrant
//! parity near the end and special code for the last four squares.
//!
//! The [`Solver`] and its layers, by the number of empty squares `n`:
//! - the root (`root.rs`): every best move, by null windows, the
//!   moves after the first shared out among threads;
//! - `n > SHALLOW`: the table, cutoffs and move ordering
//!   (`deep.rs`);
//! - `5 <= n <= SHALLOW`: parity order, no main table
//!   (`shallow.rs`);
//! - `n <= 4`: one function per count (`last.rs`).
//!
//! Each layer is generic over the instruction set it is compiled for
//! ([`super::isa`]); [`Solver::solve`] picks the one of the process.
//!
//! One idea split across files on purpose: the [`Solver`] is defined here
//! and its layers are its methods in `endgame/root.rs`, `deep.rs`,
//! `shallow.rs` and `last.rs`, entered per instruction set through
//! `target.rs`; each part reads the solver's fields and calls the others.

mod deep;
mod last;
mod root;
mod shallow;
mod target;

use super::final_score_by;
use super::isa::{Level, Portable};
use super::parity::ordered;
use super::tt::{Table, BUCKET_BYTES};
use crate::bitboard::geometry::Set8;
use crate::bitboard::Bitboard;
pub use root::RootHook;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;
use target::Target;

/// From this many empty squares down, the table and move generation are
/// left out.
const SHALLOW: u32 = 6;

/// From this many empty squares up, positions go to the table. With 7
/// the searches visit fewer nodes but take longer: a probe that misses
/// the cache costs more than the nodes it saves.
const TABLE_MIN: u32 = 8;

/// The positions with `TABLE_MIN - 1` empty squares, and those with
/// `SHALLOW` in the table-less layer, go to small tables of their own,
/// `2^NEAR_BITS` buckets each (16 KB, per thread): their transpositions
/// come close together in time, so these tables stay in the processor's
/// first-level cache (they save a few percent of the nodes).
const NEAR_BITS: u32 = 8;

/// Above this many empty squares, children are looked up in the table
/// before any is searched.
const ETC_MIN: u32 = 8;

/// The table a solver of [`Solver::with_megabytes`] starts with: `2^18`
/// buckets (16 MB, half the commands' default `--hash`), enough up to 26
/// empty squares: a larger table saves a percent or two of the nodes
/// there but costs more than that in cache and TLB misses and in zeroed
/// pages (tests/bench/README.md).
const START_BITS: u32 = 18;

/// The table wanted for a solve of `empties` squares: `2^(empties - 8)`
/// buckets (16 MB to 26, doubling per square from there), at least
/// [`START_BITS`].
fn wanted_bits(empties: u32) -> u32 {
    empties.saturating_sub(8).max(START_BITS)
}

/// Nodes between two readings of the clock in [`Solver::solve_until`]:
/// about a millisecond.
const CLOCK_NODES: u64 = 16_384;

/// Lower than any score.
const NONE: i32 = -100;

/// Whether `deadline` has passed or `stop` was raised, read at node count
/// `nodes`: then `next_check` becomes 0 (every later test stops at once),
/// else the count of the next reading, `every` nodes on ([`u64::MAX`]
/// without a deadline; a stop flag comes with one).
#[inline(never)]
#[cold]
fn read_clock(
    nodes: u64,
    next_check: &mut u64,
    deadline: Option<Instant>,
    stop: Option<&AtomicBool>,
    every: u64,
) -> bool {
    match deadline {
        Some(end) if Instant::now() >= end || stop.is_some_and(|f| f.load(Ordering::Relaxed)) => {
            *next_check = 0;
            true
        }
        Some(_) => {
            *next_check = nodes + every;
            false
        }
        None => {
            *next_check = u64::MAX;
            false
        }
    }
}

/// The solved root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The exact score for the side to move, -64..=64.
    pub score: i32,
    /// Every move reaching `score` (none when the side to move must pass
    /// or the game is over).
    pub best: Set8,
    /// Whether the side to move has no move but the opponent has.
    pub pass: bool,
    /// Positions visited.
    pub nodes: u64,
}

/// An exact endgame solver with its transposition table and node counter.
pub struct Solver {
    table: Arc<Table>,
    /// The most `2^bits` buckets the table may grow to (see
    /// [`Solver::with_megabytes`]); the table's own size for a solver of
    /// [`Solver::new`], whose table never grows.
    cap_bits: u32,
    /// The small tables for `TABLE_MIN - 1` and `SHALLOW` empty squares.
    near7: Table,
    near6: Table,
    nodes: u64,
    /// The instructions the search is compiled for.
    isa: Level,
    /// Solvers for more threads, sharing the table: they take root moves
    /// after the first (see [`Solver::with_threads`]).
    helpers: Vec<Solver>,
    /// The node count at which the clock is read next ([`u64::MAX`]
    /// without a deadline, 0 once it has passed: then every node above
    /// `SHALLOW` empties returns at once). See [`Solver::solve_until`].
    next_check: u64,
    /// The deadline of [`Solver::solve_until`].
    deadline: Option<Instant>,
    /// A solve was stopped by its deadline: what it stored is not true,
    /// and the tables are cleared before the next solve (not at once, so
    /// that the answer of the stopped one is not held up by it).
    stale: bool,
    /// The sorted moves of a node, one frame per empty-square count: a
    /// path holds at most one node with a given count that is sorting
    /// moves (after a pass, the passing node has none), so the frames are
    /// never cleared (a local `[Child; 64]` cost a 1 KB `memset` per node).
    frames: Box<[[Child; 64]; 64]>,
    /// Set by another thread to stop [`Solver::solve_until`] as its
    /// deadline would (the protocols' engines, on a new command).
    stop: Option<Arc<AtomicBool>>,
}

/// One child of a node: the move, its flips, and its ordering key.
#[derive(Clone, Copy, Default)]
struct Child {
    sq: u32,
    flips: u64,
    key: i32,
}

impl Solver {
    /// A solver with a table of `2^hash_bits` buckets of two entries (64
    /// bytes each).
    pub fn new(hash_bits: u32) -> Result<Solver, std::collections::TryReserveError> {
        Solver::sharing(Arc::new(Table::new(hash_bits)?), super::isa::chosen())
    }

    /// A solver whose table may use `mb` megabytes (at least 1), rounded
    /// down to a power of two of buckets: a cap, not an allocation. The
    /// table starts at 16 MB (less when `mb` is less) and grows before a
    /// solve that wants more ([`wanted_bits`]: 32 MB from 27 empty squares,
    /// doubling per square), up to the cap; a growth the memory cannot be
    /// had for keeps the table it had. Growing starts a new table: what
    /// the old one held is dropped.
    pub fn with_megabytes(mb: u64) -> Result<Solver, std::collections::TryReserveError> {
        let buckets = ((mb << 20) / BUCKET_BYTES).max(1);
        let cap_bits = 63 - buckets.leading_zeros();
        let mut solver = Solver::new(cap_bits.min(START_BITS))?;
        solver.cap_bits = cap_bits;
        Ok(solver)
    }

    /// Grows the table (shared with the helpers) to what a solve of `pos`
    /// wants, within the cap.
    fn grow_for(&mut self, pos: Bitboard) {
        let bits = wanted_bits(pos.empties().count_ones()).min(self.cap_bits);
        if bits <= self.table.bits() {
            return;
        }
        if let Ok(table) = Table::new(bits) {
            self.table = Arc::new(table);
            for h in &mut self.helpers {
                h.table = Arc::clone(&self.table);
            }
        }
    }

    /// A solver of its own (small tables, frames, node count) on `table`.
    fn sharing(table: Arc<Table>, isa: Level) -> Result<Solver, std::collections::TryReserveError> {
        Ok(Solver {
            cap_bits: table.bits(),
            table,
            near7: Table::new(NEAR_BITS)?,
            near6: Table::new(NEAR_BITS)?,
            nodes: 0,
            isa,
            helpers: Vec::new(),
            next_check: u64::MAX,
            deadline: None,
            stale: false,
            frames: Box::new([[Child::default(); 64]; 64]),
            stop: None,
        })
    }

    /// This solver searching with `threads` threads in all (at least 1),
    /// all sharing its table.
    ///
    /// The first root move is searched alone; the others are then shared
    /// out, a thread taking the next one when it is done. Each thread tests
    /// its move against the best score known when it starts (see
    /// `root_move` in `root.rs`); a test against a lower score than the final
    /// one still proves what it says (worse, tied at that score, or an
    /// exact better score), so the result does not depend on the timing,
    /// only the node count does.
    pub fn with_threads(mut self, threads: usize) -> Solver {
        for _ in 1..threads {
            let mut helper =
                Solver::sharing(Arc::clone(&self.table), self.isa).expect("32 KB of small tables");
            helper.stop = self.stop.clone();
            self.helpers.push(helper);
        }
        self
    }

    /// This solver (and its helpers), also stopped in
    /// [`Solver::solve_until`] once `flag` is set, as by the deadline.
    pub fn with_stop(mut self, flag: Arc<AtomicBool>) -> Solver {
        for h in &mut self.helpers {
            h.stop = Some(Arc::clone(&flag));
        }
        self.stop = Some(flag);
        self
    }

    /// This solver, running the search compiled for `isa` where the
    /// processor has it, else the best it has below that (to test and
    /// compare the variants).
    pub fn with_isa(mut self, isa: Level) -> Solver {
        self.isa = isa.min(crate::cpu::level());
        for h in &mut self.helpers {
            h.isa = self.isa;
        }
        self
    }

    /// This solver with the portable search: [`Solver::with_isa`] for
    /// [`Level::Portable`].
    pub fn portable(self) -> Solver {
        self.with_isa(Level::Portable)
    }

    /// The exact score of `pos` and all its best moves. The table is kept
    /// The exact score of `pos` and all its best moves. The table is kept
    /// between calls (its entries stay true); `nodes` counts this call only.
    pub fn solve(&mut self, pos: Bitboard) -> Solved {
        self.solve_watched(pos, &|_, _| {})
    }

    /// [`Solver::solve`], telling `hook` after each root move is searched
    /// (see [`RootHook`]), for a progress report.
    pub fn solve_watched(&mut self, pos: Bitboard, hook: RootHook) -> Solved {
        self.grow_for(pos);
        self.tidy();
        match self.isa {
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Level::V3 => self.solve_by::<super::isa::V3>(pos, hook),
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Level::Popcnt => self.solve_by::<super::isa::Popcnt>(pos, hook),
            _ => self.solve_by::<Portable>(pos, hook),
        }
    }

    /// Clears the tables if a stopped solve left them untrue, which the
    /// next solve would do first: for a caller with idle time after an
    /// answer (the protocols' engines, while the other side thinks).
    pub fn tidy(&mut self) {
        if std::mem::take(&mut self.stale) {
            self.table.clear();
            for s in std::iter::once(&*self).chain(&self.helpers) {
                s.near7.clear();
                s.near6.clear();
            }
        }
    }

    /// [`Solver::solve_watched`] stopped at `deadline`: `None` when it
    /// passes before the solve ends (the tables are then cleared before
    /// the next solve: what the stopped search stored is not true). The
    /// clock is read every [`CLOCK_NODES`] nodes of each thread, also in
    /// the heuristic search that sorts the root's moves.
    pub fn solve_until(
        &mut self,
        pos: Bitboard,
        deadline: Instant,
        hook: RootHook,
    ) -> Option<Solved> {
        self.set_deadline(Some(deadline));
        let sol = self.solve_watched(pos, hook);
        let stopped = self.next_check == 0 || self.helpers.iter().any(|h| h.next_check == 0);
        self.set_deadline(None);
        self.stale = stopped;
        (!stopped).then_some(sol)
    }

    /// Sets the deadline of this solver and its helpers.
    fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
        self.next_check = match deadline {
            Some(_) => self.nodes + CLOCK_NODES,
            None => u64::MAX,
        };
        for h in &mut self.helpers {
            h.set_deadline(deadline);
        }
    }

    /// Whether the deadline has passed, reading the clock when the node
    /// count reaches `next_check`.
    #[inline(always)]
    fn out_of_time(&mut self) -> bool {
        read_clock(
            self.nodes,
            &mut self.next_check,
            self.deadline,
            self.stop.as_deref(),
            CLOCK_NODES,
        )
    }

    /// The score of `(p, o)` tested against the null window
    /// `(alpha, alpha + 1)`, fail-soft: a result `<= alpha` is an upper
    /// bound, one `> alpha` a lower bound. Every search is such a test
    /// (the root finds exact scores by several, `by_null_windows`), so no
    /// layer carries a second bound or narrows a window.
    #[inline(always)]
    fn search<C: Target>(&mut self, p: u64, o: u64, alpha: i32) -> i32 {
        let empties = !(p | o);
        match C::count(empties) {
            0 => {
                self.nodes += 1;
                final_score_by::<C>(p, o)
            }
            1 => self.solve1::<C>(p, empties.trailing_zeros()),
            2 => self.solve2::<C>(p, o, alpha, ordered(empties)),
            3 => self.solve3::<C>(p, o, alpha, ordered(empties)),
            4 => self.solve4::<C>(p, o, alpha, ordered(empties)),
            n if n <= SHALLOW => C::shallow(self, p, o, alpha, false),
            _ => C::deep(self, p, o, alpha),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position with `empties` empty squares (the last ones of the
    /// board), black's discs on even squares, white's on odd ones.
    fn with_empties(empties: u32) -> Bitboard {
        let full = u64::MAX >> empties;
        Bitboard {
            player: full & 0x5555_5555_5555_5555,
            opponent: full & 0xAAAA_AAAA_AAAA_AAAA,
        }
    }

    #[test]
    fn the_table_is_a_cap_grown_to_the_work() {
        // 64 MB allowed: 16 MB at first, and still after a small solve
        // and one of 26 empty squares.
        let mut s = Solver::with_megabytes(64).unwrap();
        assert_eq!(s.table.bits(), 18);
        s.solve(with_empties(3));
        s.grow_for(with_empties(26));
        assert_eq!(s.table.bits(), 18);
        // 27 empty squares want 2^19 buckets (32 MB): the table grows
        // before the solve, and never past the cap (2^20, 64 MB).
        s.grow_for(with_empties(27));
        assert_eq!(s.table.bits(), 19);
        s.grow_for(with_empties(40));
        assert_eq!(s.table.bits(), 20);
        // Less than 16 MB is the table from the start.
        let mut small = Solver::with_megabytes(4).unwrap();
        assert_eq!(small.table.bits(), 16);
        small.grow_for(with_empties(40));
        assert_eq!(small.table.bits(), 16);
        let mut fixed = Solver::new(12).unwrap();
        fixed.grow_for(with_empties(40));
        assert_eq!(fixed.table.bits(), 12);
    }
}
