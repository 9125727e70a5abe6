//! The depth-limited search: negamax with alpha-beta, a static
//! evaluation at the leaves ([`super::evaluation`]), finished games
//! scored far beyond any evaluation. A pass is not a ply; two passes end
//! the game.
//!
//! [`Searcher`] (`best`, the computer players) deepens iteratively, one
//! ply at a time up to the depth asked for or until a deadline: each
//! iteration tries first the move the last one found best, at the root
//! and (through a transposition table, [`table`]) below it; from the
//! third ply on it starts with an aspiration window around the value of
//! two plies less, searched again with the full window when the value
//! falls outside. The clock is read every few thousand nodes; when the deadline
//! passes, the unfinished iteration is dropped and the last finished one
//! answers. The table's bounds are used only at the depth they were found
//! at, so a search to depth `D` returns exactly the value of a plain
//! alpha-beta search to `D` and the same move: among moves of equal value
//! the first in row-major order (the root tests each move against the
//! best so far with a null window set so that an earlier square wins a
//! tie and a later one must beat it).
//!
//! [`negamax`], without table or clock, orders the exact solver's moves.
//!
//! Both follow the process's kernel choice as the solver does
//! ([`super::isa::chosen`]): the portable code, or a copy compiled for
//! x86-64-v3 when a SIMD kernel was chosen; both give the same answers.

mod table;

use super::evaluation::{Eval, Evaluation, Learned, Simple};
use super::final_score;
use crate::bitboard::{flips, moves, Bitboard};
use crate::square::Square;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;
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
    /// [`WIN`]).
    pub value: i32,
    /// The depth of the last finished iteration, which chose the move.
    pub depth: u32,
    /// Positions visited, over all iterations.
    pub nodes: u64,
}

/// [`best_move_with`] the simple evaluation: the moves of `othello
/// train`'s self-play, whose games must not depend on the weights they
/// are played to fit.
pub fn best_move(pos: Bitboard, depth: u32) -> Option<BestMove> {
    best_move_with(pos, depth, Evaluation::Simple)
}

/// The best move of `pos` searched `depth` plies deep with `eval`
/// (`depth >= 1`; 0 counts as 1), or `None` when the side to move has no
/// move: [`Searcher::best_move`] without a deadline, on a table sized for
/// the depth.
pub fn best_move_with(pos: Bitboard, depth: u32, eval: Evaluation) -> Option<BestMove> {
    Searcher::new((4 + 2 * depth).clamp(10, 20)).best_move(pos, depth, eval, None)
}

/// An iterative-deepening search with its table, node count and clock.
pub struct Searcher {
    table: Table,
    nodes: u64,
    deadline: Option<Instant>,
    /// The node count at which the clock is read next.
    next_check: u64,
    /// The deadline has passed: every node returns at once.
    stopped: bool,
    /// Set by another thread to stop the search as a deadline would (the
    /// protocols' engines, when a new command arrives mid-search).
    stop: Option<Arc<AtomicBool>>,
}

/// A root move in row-major order: its square index and flips.
#[derive(Clone, Copy)]
struct RootMove {
    sq: u32,
    flips: u64,
}

impl Searcher {
    /// A searcher with a table of `2^bits` entries (32 bytes each).
    pub fn new(bits: u32) -> Searcher {
        Searcher {
            table: Table::new(bits),
            nodes: 0,
            deadline: None,
            next_check: 0,
            stopped: false,
            stop: None,
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
            let hit = self.table.probe(at.player, at.opponent, u32::MAX);
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
    /// `depth` (at least 1), or to the last iteration finished before
    /// `deadline`; `None` when the side to move has no move. The first
    /// ply always finishes. Without a deadline the answer is that of a
    /// plain alpha-beta search to `depth`: its value, and among moves of
    /// equal value the first in row-major order. Deepening stops early
    /// once every line reaches the end of the game.
    pub fn best_move(
        &mut self,
        pos: Bitboard,
        depth: u32,
        eval: Evaluation,
        deadline: Option<Instant>,
    ) -> Option<BestMove> {
        #[cfg(all(feature = "simd", target_arch = "x86_64"))]
        {
            use super::isa::{chosen, Level};
            if chosen() == Level::V3 {
                return match eval {
                    Evaluation::Learned => self.deepen::<V3Body, Learned>(pos, depth, deadline),
                    Evaluation::Simple => self.deepen::<V3Body, Simple>(pos, depth, deadline),
                };
            }
        }
        match eval {
            Evaluation::Learned => self.deepen::<PortableBody, Learned>(pos, depth, deadline),
            Evaluation::Simple => self.deepen::<PortableBody, Simple>(pos, depth, deadline),
        }
    }

    /// [`Searcher::best_move`] with the search `B` and the evaluation `E`.
    fn deepen<B: Body, E: Eval>(
        &mut self,
        pos: Bitboard,
        depth: u32,
        deadline: Option<Instant>,
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
        let start = Instant::now();
        let empties = pos.empties().count_ones();
        // The order the root moves are tried in: the last best first.
        let mut order: Vec<usize> = (0..roots.len()).collect();
        let mut found: Option<(usize, i32, u32)> = None;
        // The value of each finished iteration.
        let mut values: Vec<i32> = Vec::new();
        for d in 1..=depth.max(1) {
            // Around the value of two plies less: the evaluation swings
            // between odd and even depths, so the last value is a worse
            // centre (depth 9 on 10 positions, learned evaluation: 9.6 M
            // nodes around the last value at 1.5 discs, 8.4 M without a
            // window, 8.2 M around the value two plies back at 4 discs).
            let window = match values.len().checked_sub(2).map(|i| values[i]) {
                Some(v) => (v - ASPIRATION, v + ASPIRATION),
                None => (-INF, INF),
            };
            let mut result = self.root::<B, E>(p, o, &roots, &order, d, window);
            let inside = window.0 < result.1 && result.1 < window.1;
            if !self.stopped && !inside {
                result = self.root::<B, E>(p, o, &roots, &order, d, (-INF, INF));
            }
            if self.stopped {
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
            if let Some(end) = deadline {
                // The next iteration takes several times this one: when
                // it cannot finish, it is not started.
                let now = Instant::now();
                if now >= end || now + (now - start) * 2 >= end {
                    break;
                }
            }
            // The first iteration always finishes; the clock runs from the
            // second.
            self.deadline = deadline;
            self.next_check = self.nodes + CLOCK_NODES;
        }
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
    /// true one lies.
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
        if v <= alpha || v >= beta {
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
            if v <= bar {
                continue;
            }
            let v = -B::search::<E>(self, cp, co, depth - 1, -beta, -bar);
            if v > bar {
                best = (i, v);
                if v >= beta {
                    return best;
                }
            }
        }
        best
    }

    /// Whether the deadline has passed, reading the clock every
    /// [`CLOCK_NODES`] nodes.
    #[inline(always)]
    fn out_of_time(&mut self) -> bool {
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CLOCK_NODES;
            if let Some(end) = self.deadline {
                let asked = self
                    .stop
                    .as_ref()
                    .is_some_and(|f| f.load(Ordering::Relaxed));
                self.stopped |= asked || Instant::now() >= end;
            }
        }
        self.stopped
    }
}

/// What counts the nodes of [`negamax`]: a plain count (`u64`), or one
/// that also reads a clock and stops the search (the exact solver's root
/// sort, under a deadline).
pub(super) trait Ticks {
    /// Counts one node; `true` when the search must stop at once (its
    /// value is then meaningless), and from then on.
    fn tick(&mut self) -> bool;
}

impl Ticks for u64 {
    #[inline(always)]
    fn tick(&mut self) -> bool {
        *self += 1;
        false
    }
}

/// The value of `(p, o)` searched `depth` plies with `E`, within
/// `alpha..beta` (fail-soft), by the portable code: no table, and no
/// clock but what `nodes` reads.
pub(super) fn negamax<E: Eval, N: Ticks>(
    p: u64,
    o: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    nodes: &mut N,
) -> i32 {
    portable_negamax::<E, N>(p, o, depth, alpha, beta, nodes)
}

/// [`negamax`] compiled for x86-64-v3 (for the solver's search compiled
/// for it).
///
/// # Safety
/// The CPU must have AVX2, BMI1, BMI2, LZCNT and POPCNT.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
pub(super) unsafe fn v3_negamax_entry<E: Eval, N: Ticks>(
    p: u64,
    o: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    nodes: &mut N,
) -> i32 {
    v3_negamax::<E, N>(p, o, depth, alpha, beta, nodes)
}

/// The recursive search compiled for one instruction set.
trait Body {
    /// The value of `(p, o)` searched `depth` plies, within `alpha..beta`
    /// (fail-soft), with the searcher's table and clock.
    fn search<E: Eval>(s: &mut Searcher, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> i32;
}

/// The search compiled for the build's baseline.
struct PortableBody;

impl Body for PortableBody {
    #[inline(always)]
    fn search<E: Eval>(s: &mut Searcher, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> i32 {
        portable_search::<E>(s, p, o, depth, alpha, beta)
    }
}

/// The search compiled for x86-64-v3.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
struct V3Body;

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
impl Body for V3Body {
    #[inline(always)]
    fn search<E: Eval>(s: &mut Searcher, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> i32 {
        // SAFETY: `Searcher::best_move` takes this search only when
        // `isa::chosen` is `Level::V3`, which it is only on a CPU with
        // AVX2, BMI1, BMI2, LZCNT and POPCNT, the features `v3_search` is
        // compiled for.
        unsafe { v3_search::<E>(s, p, o, depth, alpha, beta) }
    }
}

/// Moves sorted for searching: `(square, flips, key)`, lowest key first,
/// ties in row-major order; the key is the opponent's prospect after the
/// move (from 3 plies left its static value, else its mobility).
#[inline(always)]
fn sorted<E: Eval>(
    p: u64,
    o: u64,
    mut set: u64,
    depth: u32,
    out: &mut [(u32, u64, i32); 64],
) -> usize {
    let mut n = 0;
    while set != 0 && n < out.len() {
        let sq = set.trailing_zeros();
        set &= set - 1;
        let f = flips(p, o, sq);
        let key = match depth {
            0 | 1 => 0,
            2 => moves(o ^ f, p ^ f ^ 1 << sq).count_ones() as i32,
            _ => E::evaluate(o ^ f, p ^ f ^ 1 << sq),
        };
        let mut j = n;
        while j > 0 && out[j - 1].2 > key {
            out[j] = out[j - 1];
            j -= 1;
        }
        out[j] = (sq, f, key);
        n += 1;
    }
    n
}

/// Defines the recursive searches (`$search` with table and clock,
/// `$negamax` without) with the attributes given, so that a
/// `target_feature` reaches the whole recursion (the rules' `moves` and
/// `flips` inline into it).
macro_rules! searches {
    ($search:ident, $negamax:ident, $(#[$attr:meta])*) => {
        /// The value of `(p, o)` searched `depth` plies within
        /// `alpha..beta` (fail-soft), with `s`'s table and clock (0 once
        /// the deadline has passed).
        $(#[$attr])*
        fn $search<E: Eval>(
            s: &mut Searcher,
            p: u64,
            o: u64,
            depth: u32,
            mut alpha: i32,
            beta: i32,
        ) -> i32 {
            s.nodes += 1;
            if s.out_of_time() {
                return 0;
            }
            let set = moves(p, o);
            if set == 0 {
                if moves(o, p) == 0 {
                    return WIN * final_score(p, o);
                }
                return -$search::<E>(s, o, p, depth, -beta, -alpha);
            }
            if depth == 0 {
                return E::evaluate(p, o);
            }
            let window = (alpha, beta);
            let mut hash_move = None;
            if depth >= 2 {
                if let Some(hit) = s.table.probe(p, o, depth) {
                    if let Some((lower, upper)) = hit.bounds {
                        if lower >= beta {
                            return lower;
                        }
                        if upper <= alpha {
                            return upper;
                        }
                        if lower == upper {
                            return lower;
                        }
                    }
                    hash_move = hit.best.filter(|&h| set >> h & 1 == 1);
                }
            }
            let mut best = -INF;
            let mut best_sq = None;
            let mut rest = set;
            if let Some(h) = hash_move {
                rest &= !(1 << h);
                let f = flips(p, o, h);
                best = -$search::<E>(s, o ^ f, p ^ f ^ 1 << h, depth - 1, -beta, -alpha);
                best_sq = Some(h);
                alpha = alpha.max(best);
            }
            if best < beta && rest != 0 {
                let mut children = [(0u32, 0u64, 0i32); 64];
                let n = sorted::<E>(p, o, rest, depth, &mut children);
                for &(sq, f, _) in &children[..n] {
                    let v = -$search::<E>(s, o ^ f, p ^ f ^ 1 << sq, depth - 1, -beta, -alpha);
                    if v > best {
                        best = v;
                        best_sq = Some(sq);
                        if v >= beta {
                            break;
                        }
                        alpha = alpha.max(v);
                    }
                }
            }
            if s.stopped {
                return 0;
            }
            if depth >= 2 {
                s.table.store(p, o, depth, window, best, best_sq);
            }
            best
        }

        /// The value of `(p, o)` searched `depth` plies, within `alpha..beta`
        /// (fail-soft), without table; 0 at once when `nodes` says stop.
        $(#[$attr])*
        fn $negamax<E: Eval, N: Ticks>(
            p: u64,
            o: u64,
            depth: u32,
            mut alpha: i32,
            beta: i32,
            nodes: &mut N,
        ) -> i32 {
            if nodes.tick() {
                return 0;
            }
            let set = moves(p, o);
            if set == 0 {
                if moves(o, p) == 0 {
                    return WIN * final_score(p, o);
                }
                return -$negamax::<E, N>(o, p, depth, -beta, -alpha, nodes);
            }
            if depth == 0 {
                return E::evaluate(p, o);
            }
            let mut children = [(0u32, 0u64, 0i32); 64];
            let n = sorted::<E>(p, o, set, depth, &mut children);
            let mut best = -INF;
            for &(sq, f, _) in &children[..n] {
                let v = -$negamax::<E, N>(o ^ f, p ^ f ^ 1 << sq, depth - 1, -beta, -alpha, nodes);
                if v > best {
                    best = v;
                    if v >= beta {
                        break;
                    }
                    alpha = alpha.max(v);
                }
            }
            best
        }
    };
}

searches!(portable_search, portable_negamax,);
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
searches!(v3_search, v3_negamax, #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn takes_a_free_corner() {
        // Black (player) on c3, white on b2: a1 takes the corner.
        let pos = Bitboard {
            player: 1 << 18,
            opponent: 1 << 9,
        };
        for eval in [Evaluation::Learned, Evaluation::Simple] {
            let c = best_move_with(pos, 2, eval).unwrap();
            assert_eq!(c.sq, Square::new(0, 0));
            // Taking b2 ends the game with all discs black.
            assert!(c.value > 0);
        }
    }

    #[test]
    fn a_passed_deadline_still_answers_the_first_ply() {
        let start = Bitboard {
            player: 0x0000_0008_1000_0000,
            opponent: 0x0000_0010_0800_0000,
        };
        let mut s = Searcher::new(10);
        let c = s.best_move(start, 20, Evaluation::Simple, Some(Instant::now()));
        assert_eq!(c.map(|c| c.depth), Some(1));
    }
}
