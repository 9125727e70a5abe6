//! Exact solving: negamax with fail-soft alpha-beta, every search a
//! null-window test (exact scores at the root by several, MTD(f)), a
//! transposition table, fastest-first move ordering, quadrant
//! parity near the end and special code for the last four squares.
//!
//! Three layers, by the number of empty squares `n`:
//! - `n > SHALLOW`: a stability cutoff (the opponent's stable discs cap
//!   our score), then, from `TABLE_MIN` empties up, the table (below
//!   that, at `TABLE_MIN - 1`, a small one; a hit may answer at once or
//!   name the move to try first;
//!   the children's buckets are prefetched together once the moves are
//!   generated),
//!   then an enhanced
//!   transposition cutoff (a child whose stored bound already refutes the
//!   window answers without a search, above `ETC_MIN` empties). Moves are
//!   tried fastest first: fewest opponent replies (corners counting
//!   double), then fewest empty squares next to our discs less our
//!   discs on corners and next to our corners on the edges; from 12 empties
//!   up a shallow heuristic search (1-3 plies of [`super::midgame`]) is
//!   mixed into that key, and at the root a 5-ply one orders the moves.
//! - `5 <= n <= SHALLOW`: no main table (at `SHALLOW`, a small one for
//!   cutoffs only, no move); the moves are tried in parity order
//!   (odd quadrants first, then by square type: corners, plain, C and X
//!   squares).
//! - `n <= 4`: one function per count (`last.rs`).
//!
//! Every best move at the root: the first move's exact score is found by
//! null-window searches from a guess of 0 (MTD(f)); every other move is
//! searched with a null window at the best score so far,
//! `(best - 1, best)`: a move that fails low there is worse than the best.
//! One that does not scores at least `best` (or the higher bound the
//! fail-soft search returned); null windows just above that bound then
//! climb until one fails low: the move ties `best` or beats it, with its
//! exact score. So each move ends known to be worse, tied, or better with its
//! exact score, and all the ties at the top are kept. With helper threads
//! ([`Solver::with_threads`]) the moves after the first are shared out.

use super::count::{Count, Isa, Portable};
use super::eval::neighbours;
use super::last::without;
use super::midgame::negamax;
use super::parity::{ordered, ordered5, parity_order};
use super::stability::{corner_stable, stable};
use super::tt::Table;
use super::{final_score_by, CORNERS};
use crate::bitboard::{flips, moves, Bitboard};
use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};
use std::sync::Arc;

/// From this many empty squares down, the table and move generation are
/// left out.
const SHALLOW: u32 = 6;

/// From this many empty squares up, positions go to the table. With 7
/// the searches visit 5% fewer nodes but take longer: a probe that misses
/// the cache costs more than the nodes it saves.
const TABLE_MIN: u32 = 8;

/// The positions with `TABLE_MIN - 1` empty squares, and those with
/// `SHALLOW` in the table-less layer, go to small tables of their own,
/// `2^NEAR_BITS` buckets each (16 KB, per thread): their transpositions
/// come close together in time, so these tables stay in the processor's
/// first-level cache. On FFO #40-#44 the one at 7 empties saves 3.6% of the
/// nodes (a 64 KB one 4.0%, 256 KB 4.3%), the one at 6 another 4.5%.
const NEAR_BITS: u32 = 8;

/// Above this many empty squares, children are looked up in the table
/// before any is searched.
const ETC_MIN: u32 = 8;

/// Lower than any score.
const NONE: i32 = -100;

/// Above any value of the ordering search.
const SORT_INF: i32 = 1 << 28;
/// Ordering values are clipped to this (a won game is worth more, but
/// any win sorts the same).
const SORT_CLAMP: i32 = 1 << 20;
/// Plies of heuristic search below each root move, to order them.
const ROOT_SORT_DEPTH: u32 = 5;

/// The solved root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The exact score for the side to move, -64..=64.
    pub score: i32,
    /// Every move reaching `score`, as a set of bits (0 when the side to
    /// move must pass or the game is over).
    pub best: u64,
    /// Whether the side to move has no move but the opponent has.
    pub pass: bool,
    /// Positions visited.
    pub nodes: u64,
}

/// An exact endgame solver with its transposition table and node counter.
pub struct Solver {
    table: Arc<Table>,
    /// The small tables for `TABLE_MIN - 1` and `SHALLOW` empty squares.
    near7: Table,
    near6: Table,
    pub(super) nodes: u64,
    /// The instructions the search is compiled for (see `count.rs`).
    isa: Isa,
    /// Solvers for more threads, sharing the table: they take root moves
    /// after the first (see [`Solver::with_threads`]).
    helpers: Vec<Solver>,
    /// The sorted moves of a node, one frame per empty-square count: a
    /// path holds at most one node with a given count that is sorting
    /// moves (after a pass, the passing node has none), so the frames are
    /// never cleared (a local `[Child; 64]` cost a 1 KB `memset` per node).
    frames: Box<[[Child; 64]; 64]>,
}

/// The cap on `p`'s score set by the opponent's stable discs (they stay
/// its own), when it is at most `alpha`: the search can stop there. `n`
/// is the number of empty squares.
#[inline(always)]
fn stability_cutoff<C: Count>(p: u64, o: u64, n: u32, alpha: i32) -> Option<i32> {
    // Cheap tests first: no more discs can be stable than there are; and
    // with `n` empty squares, a window below `2n - 2` is seldom cut by
    // them (on FFO #44, 1% of the tests cut at 7-8 empties and almost none
    // higher up): skipping those tests costs 0.2% more nodes on FFO #40-#44
    // and saves 1.6% of the instructions of #44.
    if 64 - 2 * (C::count(o) as i32) > alpha || alpha < 2 * n as i32 - 2 {
        return None;
    }
    let cap = 64 - 2 * C::count(stable(o, p)) as i32;
    (cap <= alpha).then_some(cap)
}

/// What the root's threads share: the best score found so far and the
/// index of the next root move to take.
struct RootShare {
    best: AtomicI32,
    next: AtomicUsize,
}

/// A root move's result: its exact score, or (`exact` false) a score it
/// cannot exceed, below the best.
struct RootMove {
    sq: u32,
    score: i32,
    exact: bool,
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
        Solver::sharing(Arc::new(Table::new(hash_bits)?), Isa::detect())
    }

    /// A solver of its own (small tables, frames, node count) on `table`.
    fn sharing(table: Arc<Table>, isa: Isa) -> Result<Solver, std::collections::TryReserveError> {
        Ok(Solver {
            table,
            near7: Table::new(NEAR_BITS)?,
            near6: Table::new(NEAR_BITS)?,
            nodes: 0,
            isa,
            helpers: Vec::new(),
            frames: Box::new([[Child::default(); 64]; 64]),
        })
    }

    /// This solver searching with `threads` threads in all (at least 1),
    /// all sharing its table.
    ///
    /// The first root move is searched alone; the others are then shared
    /// out, a thread taking the next one when it is done. Each thread tests
    /// its move against the best score known when it starts (see
    /// [`Solver::root_move`]); a test against a lower score than the final
    /// one still proves what it says (worse, tied at that score, or an
    /// exact better score), so the result does not depend on the timing,
    /// only the node count does.
    pub fn with_threads(mut self, threads: usize) -> Solver {
        for _ in 1..threads {
            let helper = Solver::sharing(Arc::clone(&self.table), self.isa);
            self.helpers.push(helper.expect("32 KB of small tables"));
        }
        self
    }

    /// This solver, running the search compiled for `isa` where the
    /// processor has it, else the best it has below that (to test and
    /// compare the variants).
    pub fn with_isa(mut self, isa: Isa) -> Solver {
        self.isa = isa.min(Isa::hardware());
        for h in &mut self.helpers {
            h.isa = self.isa;
        }
        self
    }

    /// This solver with the portable search: [`Solver::with_isa`] for
    /// [`Isa::Portable`].
    pub fn portable(self) -> Solver {
        self.with_isa(Isa::Portable)
    }

    /// The exact score of `pos` and all its best moves. The table is kept
    /// between calls (its entries stay true); `nodes` counts this call only.
    pub fn solve(&mut self, pos: Bitboard) -> Solution {
        match self.isa {
            #[cfg(target_arch = "x86_64")]
            Isa::V3 => self.solve_by::<super::count::V3>(pos),
            #[cfg(target_arch = "x86_64")]
            Isa::Popcnt => self.solve_by::<super::count::Popcnt>(pos),
            _ => self.solve_by::<Portable>(pos),
        }
    }

    /// [`Solver::solve`], counting bits with `C`.
    fn solve_by<C: Kernel>(&mut self, pos: Bitboard) -> Solution {
        let start = self.nodes;
        let (p, o) = (pos.player, pos.opponent);
        let mut sol = Solution {
            score: 0,
            best: 0,
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
            c.key = negamax(
                np,
                no,
                ROOT_SORT_DEPTH,
                -SORT_INF,
                SORT_INF,
                &mut self.nodes,
            );
        }
        children[..n].sort_by_key(|c| c.key);
        let first = children[0];
        let (fp, fo) = (o ^ first.flips, p ^ first.flips ^ 1 << first.sq);
        let best = -self.by_null_windows::<C>(fp, fo, -64, 64, 0);
        // The other moves, by this thread and the helpers.
        let rest = &children[1..n];
        let shared = RootShare {
            best: AtomicI32::new(best),
            next: AtomicUsize::new(0),
        };
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
            .fold(0, |set, m| set | 1 << m.sq);
        sol.nodes = self.nodes - start;
        sol
    }

    /// Takes root moves from `rest` (the next index in `shared`) until
    /// none is left, testing each against the best score known then, and
    /// raising that score when a move beats it.
    fn root_moves<C: Kernel>(
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
        }
    }

    /// A root move leading to `(np, no)` tested against `best`, a score
    /// some move reaches: a null window `(best - 1, best)` first; failing
    /// low proves it worse (an upper bound, not exact). Otherwise it scores
    /// at least the fail-soft result `v >= best`, and null windows climb
    /// from there ([`Solver::by_null_windows`] guessing `v`): a tie when
    /// the score is `best`, else a better move with its exact score.
    fn root_move<C: Kernel>(&mut self, sq: u32, np: u64, no: u64, best: i32) -> RootMove {
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
    /// than one search with a wide window: on FFO #40-#44, 4% fewer nodes
    /// for the root's first move from a guess of 0, and a better move at
    /// the root, usually better by a disc or two, climbs there in a few
    /// steps (13.5 against 23.5 million nodes with the window `(best, 64)`
    /// for h4 on #41).
    fn by_null_windows<C: Kernel>(
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

    /// The score of `(p, o)` tested against the null window
    /// `(alpha, alpha + 1)`, fail-soft: a result `<= alpha` is an upper
    /// bound, one `> alpha` a lower bound. Every search is such a test
    /// (the root finds exact scores by several, `by_null_windows`), so no
    /// layer carries a second bound or narrows a window.
    #[inline(always)]
    pub(super) fn search<C: Kernel>(&mut self, p: u64, o: u64, alpha: i32) -> i32 {
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

    /// [`Solver::search`] for `5..=SHALLOW` empty squares, and for any
    /// number after a pass in the last four.
    #[inline(always)]
    fn shallow_body<C: Kernel>(&mut self, p: u64, o: u64, alpha: i32, passed: bool) -> i32 {
        self.nodes += 1;
        let empties = !(p | o);
        let n = C::count(empties);
        // The small table first: a hit saves the move generation too.
        let stored = n == SHALLOW;
        if stored {
            if let Some(v) = self.near6.probe(p, o).and_then(|b| b.answer(alpha)) {
                return v;
            }
        }
        // One move generation for all the squares: cheaper here than a
        // flip test on each empty square, several of them illegal.
        let mv = moves(p, o);
        let mut best = NONE;
        if n == 5 {
            // The squares in parity order, once: after each move the four
            // left keep it. Sorting them again for their new parity saves
            // 3% of the nodes of FFO #40-#44 but costs more: 6-8% more
            // instructions and 20-25% more mispredicted branches on #40 and
            // #42 (callgrind).
            let order = ordered5(empties);
            for (i, &sq) in order.iter().enumerate() {
                if mv >> sq & 1 == 0 {
                    continue;
                }
                let f = flips(p, o, sq);
                let v = -self.solve4::<C>(o ^ f, p ^ f ^ 1 << sq, -alpha - 1, without(&order, i));
                if v > alpha {
                    return v;
                }
                best = best.max(v);
            }
        } else {
            // Walking the parity order's sets here mispredicts less than
            // listing the squares first as above.
            for set in parity_order(empties) {
                let mut set = set & mv;
                while set != 0 {
                    let sq = set.trailing_zeros();
                    set &= set - 1;
                    let f = flips(p, o, sq);
                    let (np, no) = (o ^ f, p ^ f ^ 1 << sq);
                    // The child's layer, without `search`'s recount (below
                    // 5 only after a pass in the last four).
                    let v = if n > 5 {
                        -C::shallow(self, np, no, -alpha - 1, false)
                    } else {
                        -self.search::<C>(np, no, -alpha - 1)
                    };
                    if v > alpha {
                        if stored {
                            self.near6.store(p, o, v, 64, None);
                        }
                        return v;
                    }
                    best = best.max(v);
                }
            }
        }
        if best == NONE {
            if passed {
                return final_score_by::<C>(p, o);
            }
            return -C::shallow(self, o, p, -alpha - 1, true);
        }
        if stored {
            self.near6.store(p, o, -64, best, None);
        }
        best
    }

    /// [`Solver::search`] above `SHALLOW` empty squares.
    #[inline(always)]
    fn deep_body<C: Kernel>(&mut self, p: u64, o: u64, alpha: i32) -> i32 {
        self.nodes += 1;
        let mv = moves(p, o);
        if mv == 0 {
            if moves(o, p) == 0 {
                return final_score_by::<C>(p, o);
            }
            return -C::deep(self, o, p, -alpha - 1);
        }
        let empties = C::count(!(p | o));
        if let Some(cap) = stability_cutoff::<C>(p, o, empties, alpha) {
            return cap;
        }
        let mut hash_move = None;
        // Which table holds this position, if any: the main one or (`true`)
        // `near7`.
        let near = match empties {
            n if n >= TABLE_MIN => Some(false),
            n if n == TABLE_MIN - 1 => Some(true),
            _ => None,
        };
        if let Some(b) = near.and_then(|near| self.table_of(near).probe(p, o)) {
            if let Some(v) = b.answer(alpha) {
                return v;
            }
            hash_move = b.best;
        }
        let mut best = NONE;
        let mut best_sq = None;
        let mut rest = mv;
        // The table's move first, before the others are generated and
        // sorted: it often refutes the window by itself.
        if let Some(h) = hash_move.filter(|&h| mv >> h & 1 == 1) {
            rest &= !(1 << h);
            let f = flips(p, o, h);
            best = -self.search::<C>(o ^ f, p ^ f ^ 1 << h, -alpha - 1);
            best_sq = Some(h);
        }
        if best <= alpha && rest != 0 {
            let n = self.children::<C>(p, o, rest);
            let e = empties as usize & 63;
            // The children's buckets are wanted soon (by the enhanced
            // transposition cutoff or their own probes): start loading
            // them all at once, so that their cache misses overlap. (In
            // `children`, one per move, the test for this count
            // mispredicted often: 3% more instructions on FFO #40, slower
            // in interleaved runs.)
            if e > TABLE_MIN as usize {
                for c in &self.frames[e][..n] {
                    self.table.prefetch(o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
                }
            }
            // Enhanced transposition cutoff: a child already known to
            // refute this window answers without a search.
            if e > ETC_MIN as usize {
                for c in &self.frames[e][..n] {
                    let (np, no) = (o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
                    if let Some(b) = self.table.probe(np, no) {
                        if -b.upper > alpha {
                            return -b.upper;
                        }
                    }
                }
            }
            for i in 0..n {
                // The next move by key (ties in row-major order), picked
                // from the rest when wanted rather than sorted before:
                // most nodes stop after their first move, and the scan
                // compiles to conditional moves where an insertion sort
                // mispredicted (on FFO #44, 16% fewer mispredicted branches,
                // 0.7% more instructions).
                let frame = &mut self.frames[e];
                let rank = |c: &Child| (c.key as i64) << 6 | c.sq as i64;
                let mut m = i;
                let mut mk = rank(&frame[i]);
                for (j, c) in frame[..n].iter().enumerate().skip(i + 1) {
                    let k = rank(c);
                    if k < mk {
                        m = j;
                        mk = k;
                    }
                }
                frame.swap(i, m);
                let c = frame[i];
                let (np, no) = (o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
                let v = -self.search::<C>(np, no, -alpha - 1);
                if v > best {
                    best = v;
                    best_sq = Some(c.sq);
                    if v > alpha {
                        break;
                    }
                }
            }
        }
        if let Some(near) = near {
            self.table_of(near).store_test(p, o, alpha, best, best_sq);
        }
        best
    }

    /// `near7` (`near`) or the main table.
    #[inline(always)]
    fn table_of(&self, near: bool) -> &Table {
        if near {
            &self.near7
        } else {
            &self.table
        }
    }

    /// Fills the frame for `(p, o)`'s empty-square count (masked to 0..64:
    /// a position with moves has a disc) with the moves `set` in row-major
    /// order, each with its key (lower first), and returns how many there
    /// are.
    #[inline(always)]
    fn children<C: Kernel>(&mut self, p: u64, o: u64, set: u64) -> usize {
        let empties = C::count(!(p | o));
        let e = empties as usize & 63;
        let sort_depth = match empties {
            0..=11 => 0,
            12..=15 => 1,
            16..=19 => 2,
            _ => 3,
        };
        let mut n = 0;
        let mut set = set;
        while set != 0 && n < 64 {
            let sq = set.trailing_zeros();
            set &= set - 1;
            let f = flips(p, o, sq);
            let (np, no) = (o ^ f, p ^ f ^ 1 << sq);
            let m = moves(np, no);
            let potential = C::count(neighbours(no) & !(np | no));
            // Our discs held by corners, one each (as one empty square
            // next to our discs): 4.4% fewer nodes on FFO #40-#44, 8.5%
            // on #46-#47.
            let anchored = C::count(corner_stable(no)) as i32;
            let fastest =
                (16 * (C::count(m) + C::count(m & CORNERS)) + potential) as i32 - anchored;
            let key = if sort_depth > 0 {
                // The opponent's heuristic value, in hundredths of a disc:
                // 3 of them weigh as much as 10 of `fastest`.
                let v = negamax(np, no, sort_depth - 1, -SORT_INF, SORT_INF, &mut self.nodes);
                10 * fastest + 3 * v.clamp(-SORT_CLAMP, SORT_CLAMP)
            } else {
                fastest
            };
            self.frames[e][n] = Child { sq, flips: f, key };
            n += 1;
        }
        n
    }
}

/// The search compiled for one instruction set: `C` counts the bits, and
/// the two recursive layers are entered through these functions, so that
/// everything inlined into them (move generation, flips, the last four
/// squares) is compiled with the instructions that `C` stands for.
pub(super) trait Kernel: Count + Sized {
    /// [`Solver::deep_body`] for `C` (compiled for the target's baseline
    /// unless a kernel says otherwise).
    fn deep(s: &mut Solver, p: u64, o: u64, alpha: i32) -> i32 {
        s.deep_body::<Self>(p, o, alpha)
    }
    /// [`Solver::shallow_body`] for `C`.
    fn shallow(s: &mut Solver, p: u64, o: u64, alpha: i32, passed: bool) -> i32 {
        s.shallow_body::<Self>(p, o, alpha, passed)
    }
}

impl Kernel for Portable {}

#[cfg(target_arch = "x86_64")]
impl Kernel for super::count::Popcnt {}

#[cfg(target_arch = "x86_64")]
impl Kernel for super::count::V3 {
    #[inline(always)]
    fn deep(s: &mut Solver, p: u64, o: u64, alpha: i32) -> i32 {
        // SAFETY: a solver runs the `V3` search only when `Isa::hardware`
        // found every feature that `v3::deep` is compiled for (`Isa::detect`
        // never exceeds it).
        unsafe { v3::deep(s, p, o, alpha) }
    }
    #[inline(always)]
    fn shallow(s: &mut Solver, p: u64, o: u64, alpha: i32, passed: bool) -> i32 {
        // SAFETY: as for `deep`.
        unsafe { v3::shallow(s, p, o, alpha, passed) }
    }
}

/// The two layers compiled for x86-64-v3 processors (AVX2, BMI1, BMI2,
/// LZCNT, POPCNT): bit scans, counts and masks in one instruction each,
/// the flips and move generation vectorised wider.
#[cfg(target_arch = "x86_64")]
mod v3 {
    use super::super::count::V3;
    use super::Solver;

    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    pub(super) fn deep(s: &mut Solver, p: u64, o: u64, alpha: i32) -> i32 {
        s.deep_body::<V3>(p, o, alpha)
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    pub(super) fn shallow(s: &mut Solver, p: u64, o: u64, alpha: i32, passed: bool) -> i32 {
        s.shallow_body::<V3>(p, o, alpha, passed)
    }
}
