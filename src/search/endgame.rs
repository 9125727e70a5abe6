//! Exact solving: negamax with alpha-beta (fail-soft, principal variation
//! search), a transposition table, fastest-first move ordering, quadrant
//! parity near the end and special code for the last four squares.
//!
//! Three layers, by the number of empty squares `n`:
//! - `n > SHALLOW`: a stability cutoff (the opponent's stable discs cap
//!   our score), then the table (a hit may answer at once, narrow the
//!   window, or name the move to try first), then an enhanced
//!   transposition cutoff (a child whose stored bound already refutes the
//!   window answers without a search, above `ETC_MIN` empties). Moves are
//!   tried fastest first: fewest opponent replies (corners counting
//!   double), then fewest empty squares next to our discs; from 12 empties
//!   up a shallow heuristic search (1-3 plies of [`super::midgame`]) is
//!   mixed into that key, and at the root a 5-ply one orders the moves.
//! - `5 <= n <= SHALLOW`: no table; the moves are tried in parity order
//!   (odd quadrants first).
//! - `n <= 4`: one function per count (`last.rs`).
//!
//! Every best move at the root: the first move is searched with the full
//! window; every other with a null window at the best score so far,
//! `(best - 1, best)`: a move that fails low there is worse than the best.
//! One that does not scores at least `best`; a second null window,
//! `(best, best + 1)`, tells a tie (fails low: exactly `best`) from a
//! better move, which is then searched with `(best, 64)` for its exact
//! score. So each move ends known to be worse, tied, or better with its
//! exact score, and all the ties at the top are kept.

use super::count::{has_popcnt, Count, Portable};
use super::eval::neighbours;
use super::midgame::negamax;
use super::parity::{odd_quadrants, ordered};
use super::stability::stable;
use super::tt::Table;
use super::{final_score_by, CORNERS};
use crate::bitboard::{flips, moves, Bitboard};

/// From this many empty squares down, the table and move generation are
/// left out.
const SHALLOW: u32 = 6;

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
    table: Table,
    pub(super) nodes: u64,
    /// Whether the processor has `popcnt` (see `count.rs`).
    popcnt: bool,
}

/// The cap on `p`'s score set by the opponent's stable discs (they stay
/// its own), when it is at most `alpha`: the search can stop there.
#[inline(always)]
fn stability_cutoff<C: Count>(p: u64, o: u64, alpha: i32) -> Option<i32> {
    // Cheap test first: no more discs can be stable than there are.
    if 64 - 2 * (C::count(o) as i32) > alpha {
        return None;
    }
    let cap = 64 - 2 * C::count(stable(o, p)) as i32;
    (cap <= alpha).then_some(cap)
}

/// One child of a node: the move, its flips, and its ordering key.
#[derive(Clone, Copy)]
struct Child {
    sq: u32,
    flips: u64,
    key: i32,
}

impl Solver {
    /// A solver with a table of `2^hash_bits` entries (24 bytes each).
    pub fn new(hash_bits: u32) -> Result<Solver, std::collections::TryReserveError> {
        Ok(Solver {
            table: Table::new(hash_bits)?,
            nodes: 0,
            popcnt: has_popcnt(),
        })
    }

    /// This solver, counting bits with the portable code even where the
    /// `popcnt` instruction exists (to test and compare the two).
    pub fn portable(mut self) -> Solver {
        self.popcnt = false;
        self
    }

    /// The exact score of `pos` and all its best moves. The table is kept
    /// between calls (its entries stay true); `nodes` counts this call only.
    pub fn solve(&mut self, pos: Bitboard) -> Solution {
        #[cfg(target_arch = "x86_64")]
        if self.popcnt {
            return self.solve_by::<super::count::Popcnt>(pos);
        }
        self.solve_by::<Portable>(pos)
    }

    /// [`Solver::solve`], counting bits with `C`.
    fn solve_by<C: Count>(&mut self, pos: Bitboard) -> Solution {
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
                sol.score = -self.search::<C>(o, p, -64, 64);
            }
            sol.nodes = self.nodes - start;
            return sol;
        }
        self.nodes += 1;
        let mut children = [Child {
            sq: 0,
            flips: 0,
            key: 0,
        }; 64];
        let n = self.children::<C>(p, o, moves(p, o), &mut children);
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
        let mut best = NONE;
        for (i, c) in children[..n].iter().enumerate() {
            let (np, no) = (o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
            let v = if i == 0 {
                -self.search::<C>(np, no, -64, 64)
            } else {
                let v = -self.search::<C>(np, no, -best, -best + 1);
                if v < best {
                    v
                } else if -self.search::<C>(np, no, -best - 1, -best) <= best {
                    best
                } else {
                    -self.search::<C>(np, no, -64, -best)
                }
            };
            if v > best {
                best = v;
                sol.best = 0;
            }
            if v == best {
                sol.best |= 1 << c.sq;
            }
        }
        sol.score = best;
        sol.nodes = self.nodes - start;
        sol
    }

    /// The score of `(p, o)` within `alpha..beta`, fail-soft: a result
    /// `<= alpha` is an upper bound, `>= beta` a lower bound, else exact.
    pub(super) fn search<C: Count>(&mut self, p: u64, o: u64, alpha: i32, beta: i32) -> i32 {
        let empties = !(p | o);
        match C::count(empties) {
            0 => {
                self.nodes += 1;
                final_score_by::<C>(p, o)
            }
            1 => self.solve1::<C>(p, empties.trailing_zeros()),
            2 => self.solve2::<C>(p, o, alpha, beta, ordered(empties), false),
            3 => self.solve3::<C>(p, o, alpha, beta, ordered(empties), false),
            4 => self.solve4::<C>(p, o, alpha, beta, ordered(empties), false),
            n if n <= SHALLOW => self.shallow::<C>(p, o, alpha, beta, false),
            _ => self.deep::<C>(p, o, alpha, beta),
        }
    }

    /// [`Solver::search`] for `5..=SHALLOW` empty squares.
    fn shallow<C: Count>(
        &mut self,
        p: u64,
        o: u64,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let empties = !(p | o);
        // The children go straight to `solve4` or `shallow` (what `search`
        // would pick, without recounting).
        let five = C::count(empties) == 5;
        // One move generation for all the squares: cheaper here than a
        // flip test on each empty square, several of them illegal.
        let mv = moves(p, o);
        let odd = odd_quadrants(empties);
        let mut best = NONE;
        for mut set in [mv & odd, mv & !odd] {
            while set != 0 {
                let sq = set.trailing_zeros();
                set &= set - 1;
                let f = flips(p, o, sq);
                let (np, no) = (o ^ f, p ^ f ^ 1 << sq);
                let v = if five {
                    -self.solve4::<C>(np, no, -beta, -alpha, ordered(empties ^ 1 << sq), false)
                } else {
                    -self.shallow::<C>(np, no, -beta, -alpha, false)
                };
                if v > best {
                    best = v;
                    if v >= beta {
                        return v;
                    }
                    alpha = alpha.max(v);
                }
            }
        }
        if best == NONE {
            if passed {
                return final_score_by::<C>(p, o);
            }
            return -self.shallow::<C>(o, p, -beta, -alpha, true);
        }
        best
    }

    /// [`Solver::search`] above `SHALLOW` empty squares.
    fn deep<C: Count>(&mut self, p: u64, o: u64, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let mv = moves(p, o);
        if mv == 0 {
            if moves(o, p) == 0 {
                return final_score_by::<C>(p, o);
            }
            return -self.deep::<C>(o, p, -beta, -alpha);
        }
        if let Some(cap) = stability_cutoff::<C>(p, o, alpha) {
            return cap;
        }
        let mut hash_move = None;
        if let Some(b) = self.table.probe(p, o) {
            if b.lower >= beta || b.lower == b.upper {
                return b.lower;
            }
            if b.upper <= alpha {
                return b.upper;
            }
            alpha = alpha.max(b.lower);
            beta = beta.min(b.upper);
            hash_move = b.best;
        }
        let alpha0 = alpha;
        let mut best = NONE;
        let mut best_sq = None;
        let mut rest = mv;
        // The table's move first, before the others are generated and
        // sorted: it often refutes the window by itself.
        if let Some(h) = hash_move.filter(|&h| mv >> h & 1 == 1) {
            rest &= !(1 << h);
            let f = flips(p, o, h);
            best = -self.search::<C>(o ^ f, p ^ f ^ 1 << h, -beta, -alpha);
            best_sq = Some(h);
            alpha = alpha.max(best);
        }
        if best < beta && rest != 0 {
            let mut children = [Child {
                sq: 0,
                flips: 0,
                key: 0,
            }; 64];
            let n = self.children::<C>(p, o, rest, &mut children);
            // Enhanced transposition cutoff: a child already known to
            // refute this window answers without a search.
            if C::count(!(p | o)) > ETC_MIN {
                for c in &children[..n] {
                    let (np, no) = (o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
                    if let Some(b) = self.table.probe(np, no) {
                        if -b.upper >= beta {
                            return -b.upper;
                        }
                    }
                }
            }
            for (i, c) in children[..n].iter().enumerate() {
                let (np, no) = (o ^ c.flips, p ^ c.flips ^ 1 << c.sq);
                let v = if i == 0 && best == NONE {
                    -self.search::<C>(np, no, -beta, -alpha)
                } else {
                    let v = -self.search::<C>(np, no, -alpha - 1, -alpha);
                    if v > alpha && v < beta {
                        -self.search::<C>(np, no, -beta, -v)
                    } else {
                        v
                    }
                };
                if v > best {
                    best = v;
                    best_sq = Some(c.sq);
                    if v >= beta {
                        break;
                    }
                    alpha = alpha.max(v);
                }
            }
        }
        let (lower, upper) = if best <= alpha0 {
            (-64, best)
        } else if best >= beta {
            (best, 64)
        } else {
            (best, best)
        };
        self.table.store(p, o, lower, upper, best_sq);
        best
    }

    /// Fills `out` with the moves `set` of `(p, o)`, fastest first, and
    /// returns how many there are.
    fn children<C: Count>(&mut self, p: u64, o: u64, set: u64, out: &mut [Child; 64]) -> usize {
        let sort_depth = match C::count(!(p | o)) {
            0..=11 => 0,
            12..=15 => 1,
            16..=19 => 2,
            _ => 3,
        };
        let mut n = 0;
        let mut set = set;
        while set != 0 && n < out.len() {
            let sq = set.trailing_zeros();
            set &= set - 1;
            let f = flips(p, o, sq);
            let (np, no) = (o ^ f, p ^ f ^ 1 << sq);
            let m = moves(np, no);
            let potential = C::count(neighbours(no) & !(np | no));
            let fastest = (16 * (C::count(m) + C::count(m & CORNERS)) + potential) as i32;
            let key = if sort_depth > 0 {
                // The opponent's heuristic value, in hundredths of a disc:
                // 3 of them weigh as much as 10 of `fastest`.
                let v = negamax(np, no, sort_depth - 1, -SORT_INF, SORT_INF, &mut self.nodes);
                10 * fastest + 3 * v.clamp(-SORT_CLAMP, SORT_CLAMP)
            } else {
                fastest
            };
            // Insertion by key; equal keys keep row-major order.
            let mut j = n;
            while j > 0 && out[j - 1].key > key {
                out[j] = out[j - 1];
                j -= 1;
            }
            out[j] = Child { sq, flips: f, key };
            n += 1;
        }
        n
    }
}
