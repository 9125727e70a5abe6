//! The recursive search below the root: principal variation search
//! (the first move with the window, the others with null windows, searched
//! again only when one lands inside), the table's move first and the rest
//! sorted by the opponent's prospects (its static value and mobility),
//! and in the selective mode Multi-ProbCut ([`super::mpc`]).
//!
//! Compiled twice, portable and for x86-64-v3, so that a
//! `target_feature` reaches the whole recursion (the rules' `moves` and
//! `flips` and the evaluation inline into it).

use super::mpc;
use super::{Searcher, INF, WIN};
use crate::bitboard::{flips, moves};
use crate::search::evaluation::Eval;
use crate::search::final_score;

/// The weight of the opponent's mobility in the sorting key, against the
/// opponent's value in hundredths of a disc: each reply the opponent has
/// counts as a disc of its value. Weights from 0.4 to 2 discs search
/// about alike, and a shallow search of each move sorts no better than
/// this key at a higher cost (tests/bench/README.md has the node counts).
const MOBILITY_WEIGHT: i32 = 100;

/// A search compiled for one instruction set.
pub(super) trait Body {
    /// The value of `(p, o)` searched `depth` plies, within `alpha..beta`
    /// (fail-soft), with the searcher's table, clock and selectivity.
    fn search<E: Eval>(s: &mut Searcher, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> i32;
}

/// The search compiled for the build's baseline.
pub(super) struct PortableBody;

impl Body for PortableBody {
    #[inline(always)]
    fn search<E: Eval>(s: &mut Searcher, p: u64, o: u64, depth: u32, alpha: i32, beta: i32) -> i32 {
        portable_search::<E>(s, p, o, depth, alpha, beta)
    }
}

/// The search compiled for x86-64-v3.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
pub(super) struct V3Body;

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

/// What counts the nodes of [`negamax`]: a plain count (`u64`), or one
/// that also reads a clock and stops the search (the exact solver's root
/// sort, under a deadline).
pub(in crate::search) trait Ticks {
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

/// [`portable_negamax`]: the plain alpha-beta search (no table, and no
/// clock but what `nodes` reads) that orders the exact solver's moves.
pub(in crate::search) fn negamax<E: Eval, N: Ticks>(
    p: u64,
    o: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    nodes: &mut N,
) -> i32 {
    portable_negamax::<E, N>(p, o, depth, alpha, beta, nodes)
}

/// [`v3_negamax`], for the solver's search compiled for x86-64-v3.
///
/// # Safety
/// The CPU must have AVX2, BMI1, BMI2, LZCNT and POPCNT.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
pub(in crate::search) unsafe fn v3_negamax_entry<E: Eval, N: Ticks>(
    p: u64,
    o: u64,
    depth: u32,
    alpha: i32,
    beta: i32,
    nodes: &mut N,
) -> i32 {
    v3_negamax::<E, N>(p, o, depth, alpha, beta, nodes)
}

/// A move to search: its square, flips and sorting key (lowest first).
type Child = (u32, u64, i32);

/// Inserts `c` into the sorted `out[..n]` (stable: equal keys keep the
/// row-major order they come in).
#[inline(always)]
fn insert(out: &mut [Child], n: usize, c: Child) {
    let mut j = n;
    while j > 0 && out[j - 1].2 > c.2 {
        out[j] = out[j - 1];
        j -= 1;
    }
    out[j] = c;
}

/// The moves of `set` sorted into `out` by the opponent's prospect after
/// each (lowest key first, ties in row-major order), their count: from 3
/// plies left its static value (with `MOBILITY`, plus its mobility times
/// [`MOBILITY_WEIGHT`]), at 2 its mobility alone, below that none.
/// [`negamax`]'s order without `MOBILITY`, the search's with it.
#[inline(always)]
fn sorted<E: Eval, const MOBILITY: bool>(
    p: u64,
    o: u64,
    mut set: u64,
    depth: u32,
    out: &mut [Child],
) -> usize {
    let mut n = 0;
    while set != 0 && n < out.len() {
        let sq = set.trailing_zeros();
        set &= set - 1;
        let f = flips(p, o, sq);
        let (cp, co) = (o ^ f, p ^ f ^ 1 << sq);
        let key = match depth {
            0 | 1 => 0,
            2 => moves(cp, co).count_ones() as i32,
            _ if MOBILITY => {
                E::evaluate(cp, co) + MOBILITY_WEIGHT * moves(cp, co).count_ones() as i32
            }
            _ => E::evaluate(cp, co),
        };
        insert(out, n, (sq, f, key));
        n += 1;
    }
    n
}

/// Defines the recursive searches (`$search` with table and clock,
/// `$negamax` without) with the attributes given, so that a
/// `target_feature` reaches the whole recursion.
macro_rules! searches {
    ($search:ident, $negamax:ident, $(#[$attr:meta])*) => {
        /// The value of `(p, o)` searched `depth` plies within
        /// `alpha..beta` (fail-soft), with `s`'s table and clock (0 once
        /// the deadline has passed); with `s.selective`, Multi-ProbCut.
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
                // The selective search takes a bound found deeper too (the
                // better estimate); the full-width one only its depth's.
                if let Some(hit) = s.table.probe(p, o, depth, s.selective) {
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
            if s.selective && depth >= mpc::MIN_DEPTH {
                let empties = (!(p | o)).count_ones();
                // Within reach of the end the search is exact: no cuts.
                if depth < empties {
                    let cut = mpc::Cut::at(depth, empties);
                    // Each test only where the static value says it may
                    // succeed.
                    let here = E::evaluate(p, o);
                    // Is the shallow value surely above beta's image?
                    let bound = cut.above(beta);
                    if bound < WIN / 2 && here >= beta - mpc::GATE {
                        let v = $search::<E>(s, p, o, cut.shallow, bound - 1, bound);
                        if s.stopped {
                            return 0;
                        }
                        if v >= bound {
                            return beta;
                        }
                    }
                    let bound = cut.below(alpha);
                    if bound > -WIN / 2 && here <= alpha + mpc::GATE {
                        let v = $search::<E>(s, p, o, cut.shallow, bound, bound + 1);
                        if s.stopped {
                            return 0;
                        }
                        if v <= bound {
                            return alpha;
                        }
                    }
                }
            }
            let mut children = [(0u32, 0u64, 0i32); 64];
            let mut n = 0;
            let mut rest = set;
            if let Some(h) = hash_move {
                rest &= !(1 << h);
                children[0] = (h, flips(p, o, h), 0);
                n = 1;
            }
            n += sorted::<E, true>(p, o, rest, depth, &mut children[n..]);
            let mut best = -INF;
            let mut best_sq = None;
            for (k, &(sq, f, _)) in children[..n].iter().enumerate() {
                let (cp, co) = (o ^ f, p ^ f ^ 1 << sq);
                let v = if k == 0 {
                    -$search::<E>(s, cp, co, depth - 1, -beta, -alpha)
                } else {
                    // A null window proves the move no better than the
                    // best; only one that lands inside is searched again.
                    let v = -$search::<E>(s, cp, co, depth - 1, -alpha - 1, -alpha);
                    if v > alpha && v < beta && !s.stopped {
                        -$search::<E>(s, cp, co, depth - 1, -beta, -alpha)
                    } else {
                        v
                    }
                };
                if v > best {
                    best = v;
                    best_sq = Some(sq);
                    if v >= beta {
                        break;
                    }
                    alpha = alpha.max(v);
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
            let n = sorted::<E, false>(p, o, set, depth, &mut children);
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
