//! A compact player for square boards of side N up to 11, the bots'
//! dialects' engine (HackerEarth's 10 x 10 contest, Botzone's 8 x 8
//! arena): the board as two 128-bit sets, alpha-beta search by iterative
//! deepening under a node budget, a clock as the last safety. The side is
//! a const parameter (`moves::<10>`, `choose::<8>`), so each board's
//! shifts and masks are constants.
//!
//! Why not the project's MCTS or its 8 x 8 search: bundles leave out the
//! `engine` feature, and a bot's bundle must play as the tested binary
//! does; this file needs nothing outside it. On 10 x 10 the MCTS's generic
//! board pays a sweep per move, so a second holds few playouts, and random
//! playouts judge corners poorly; this search sees several plies exactly
//! and knows the corners. `othello match bot10 mcts` measures the
//! difference (see [`choose`] and the README).
//!
//! Determinism: the search stops after [`Limits::nodes`] nodes, a count,
//! so the answer is a function of the position, the budget and the seed
//! (which orders the root moves, so it picks among moves of equal score).
//! Only when the clock passes [`Limits::deadline`] first (a machine far
//! slower than planned) does the answer depend on the time: the search
//! then stops at once and plays the best move of its last finished depth.

use crate::rng::mix;
use std::time::Instant;

/// The budget of `hackerearth`, `botzone` and of the engine `bot10`
/// without `nodes=`: positions searched per move.
pub const DEFAULT_NODES: u64 = 300_000;

/// The board of side `N` (4 to 11): square (r, c) is bit `r * N + c`.
struct Side<const N: usize>;

impl<const N: usize> Side<N> {
    /// Every square.
    const FULL: u128 = (1 << (N * N)) - 1;
    /// The squares not in the first column, and not in the last.
    const NOT_FIRST: u128 = Self::FULL & !column(N, 0);
    const NOT_LAST: u128 = Self::FULL & !column(N, N - 1);
    /// The corners, and the squares next to each (diagonally: X; along
    /// the side: C), which give a corner away while it is empty.
    const CORNERS: [usize; 4] = [0, N - 1, N * (N - 1), N * N - 1];
    const X_SQUARES: [usize; 4] = [N + 1, 2 * N - 2, N * (N - 2) + 1, N * (N - 1) - 2];
    const C_SQUARES: [[usize; 2]; 4] = [
        [1, N],
        [N - 2, 2 * N - 1],
        [N * (N - 2), N * (N - 1) + 1],
        [N * (N - 1) - 1, N * N - 2],
    ];
}

/// The squares of column `c` of the board of side `n`.
const fn column(n: usize, c: usize) -> u128 {
    let mut m = 0;
    let mut r = 0;
    while r < n {
        m |= 1 << (r * n + c);
        r += 1;
    }
    m
}

/// The squares one step from `x` in direction `d` (0..8: east, west,
/// south, north, south-east, south-west, north-east, north-west); the
/// masks drop what would wrap round a side.
fn shift<const N: usize>(x: u128, d: usize) -> u128 {
    match d {
        0 => (x << 1) & Side::<N>::NOT_FIRST,
        1 => (x >> 1) & Side::<N>::NOT_LAST,
        2 => (x << N) & Side::<N>::FULL,
        3 => x >> N,
        4 => (x << (N + 1)) & Side::<N>::NOT_FIRST,
        5 => (x << (N - 1)) & Side::<N>::NOT_LAST,
        6 => (x >> (N - 1)) & Side::<N>::NOT_FIRST,
        _ => (x >> (N + 1)) & Side::<N>::NOT_LAST,
    }
}

/// The squares where the owner of `me` may move against `opp` on the
/// board of side `N`.
pub fn moves<const N: usize>(me: u128, opp: u128) -> u128 {
    let empty = Side::<N>::FULL & !(me | opp);
    let mut out = 0;
    for d in 0..8 {
        let mut run = shift::<N>(me, d) & opp;
        // A run of the opponent's discs is at most N - 2 long.
        for _ in 2..N - 1 {
            run |= shift::<N>(run, d) & opp;
        }
        out |= shift::<N>(run, d) & empty;
    }
    out
}

/// The discs a move on `sq` (a bit) turns on the board of side `N`.
pub fn flips<const N: usize>(me: u128, opp: u128, sq: u128) -> u128 {
    let mut out = 0;
    for d in 0..8 {
        let (mut run, mut x) = (0, shift::<N>(sq, d));
        while x & opp != 0 {
            run |= x;
            x = shift::<N>(x, d);
        }
        if x & me != 0 {
            out |= run;
        }
    }
    out
}

/// A score worth more than any heuristic one: a finished game scores its
/// disc margin times this.
const DISC_WIN: i32 = 10_000;

/// The heuristic value of a position for the side owning `me`, to move
/// (it has moves, or the opponent has): mobility, corners, the squares
/// that give a corner away, and the frontier (discs next to an empty
/// square, which give the opponent moves).
fn evaluate<const N: usize>(me: u128, opp: u128) -> i32 {
    let ones = |x: u128| x.count_ones() as i32;
    let mut score = 12 * (ones(moves::<N>(me, opp)) - ones(moves::<N>(opp, me)));
    let empty = Side::<N>::FULL & !(me | opp);
    for k in 0..4 {
        let corner = 1u128 << Side::<N>::CORNERS[k];
        let side = |x: u128| (x & corner != 0) as i32;
        score += 150 * (side(me) - side(opp));
        if empty & corner != 0 {
            let x = 1u128 << Side::<N>::X_SQUARES[k];
            score -= 60 * ((me & x != 0) as i32 - (opp & x != 0) as i32);
            for &c in &Side::<N>::C_SQUARES[k] {
                let c = 1u128 << c;
                score -= 20 * ((me & c != 0) as i32 - (opp & c != 0) as i32);
            }
        }
    }
    let mut near_empty = 0;
    for d in 0..8 {
        near_empty |= shift::<N>(empty, d);
    }
    score -= 4 * (ones(me & near_empty) - ones(opp & near_empty));
    score
}

/// The order moves are tried in on the board of side `n`: corners first,
/// then by square, the squares next to an empty corner last.
const fn square_weight(n: usize, sq: usize) -> i32 {
    let (r, c) = (sq / n, sq % n);
    let edge_r = r == 0 || r == n - 1;
    let edge_c = c == 0 || c == n - 1;
    let near_r = r == 1 || r == n - 2;
    let near_c = c == 1 || c == n - 2;
    if edge_r && edge_c {
        100
    } else if near_r && near_c {
        -50
    } else if (edge_r && near_c) || (edge_c && near_r) {
        -20
    } else if edge_r || edge_c {
        10
    } else if near_r || near_c {
        -5
    } else {
        0
    }
}

/// What bounds a search.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The most nodes searched: what decides in normal runs.
    pub nodes: u64,
    /// When to stop whatever the count (a safety against a slow machine);
    /// `None`: no clock.
    pub deadline: Option<Instant>,
}

/// Why a search stopped early.
struct Stop;

/// One search's state.
struct Search {
    limits: Limits,
    nodes: u64,
    /// Counts nodes but never stops (the first depth, which must finish).
    must_finish: bool,
}

impl Search {
    /// Counts a node; `Err` once the budget or the clock is spent.
    fn visit(&mut self) -> Result<(), Stop> {
        self.nodes += 1;
        if self.must_finish {
            return Ok(());
        }
        if self.nodes > self.limits.nodes {
            return Err(Stop);
        }
        // Every 1024 nodes (a bit test: rustc 1.63 has no is_multiple_of).
        if self.nodes & 1023 == 0 {
            if let Some(t) = self.limits.deadline {
                if Instant::now() >= t {
                    return Err(Stop);
                }
            }
        }
        Ok(())
    }

    /// Negamax with alpha-beta: the value of the position for the side
    /// owning `me`, to move, searched `depth` plies deep.
    fn value<const N: usize>(
        &mut self,
        me: u128,
        opp: u128,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> Result<i32, Stop> {
        self.visit()?;
        let legal = moves::<N>(me, opp);
        if legal == 0 {
            if moves::<N>(opp, me) == 0 {
                return Ok(DISC_WIN * (me.count_ones() as i32 - opp.count_ones() as i32));
            }
            return Ok(-self.value::<N>(opp, me, depth, -beta, -alpha)?);
        }
        if depth == 0 {
            return Ok(evaluate::<N>(me, opp));
        }
        let mut order = [(0i32, 0u8); 128];
        let n = ordered(N, legal, &mut order);
        let mut best = -i32::MAX;
        for &(_, sq) in &order[..n] {
            let bit = 1u128 << sq;
            let f = flips::<N>(me, opp, bit);
            let v = -self.value::<N>(opp & !f, me | f | bit, depth - 1, -beta, -alpha)?;
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        Ok(best)
    }
}

/// Writes the squares of `set` (a board of side `side`) into `out` best
/// first by [`square_weight`] (row-major among equals); returns how many.
fn ordered(side: usize, set: u128, out: &mut [(i32, u8); 128]) -> usize {
    let (mut n, mut rest) = (0, set);
    while rest != 0 {
        let sq = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        out[n] = (-square_weight(side, sq), sq as u8);
        n += 1;
    }
    out[..n].sort_by_key(|e| e.0);
    n
}

/// What [`choose`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chosen {
    /// The square, `r * N + c`.
    pub square: usize,
    /// The deepest search finished (plies).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Whether the clock stopped the search (the answer may then depend
    /// on the machine's speed).
    pub timed_out: bool,
}

/// The move of the side owning `me` against `opp` on the board of side
/// `N` (bit `r * N + c`); `None` when it has no legal move. Searches 1, 2, 3... plies deep while
/// the budget lasts, and plays the best move of the deepest search
/// finished; the seed orders the root moves before the search sorts them,
/// so it picks among moves the search cannot tell apart. The first depth
/// always finishes (it needs one node per move); a forced move is played
/// without a search (depth 0).
pub fn choose<const N: usize>(me: u128, opp: u128, seed: u64, limits: Limits) -> Option<Chosen> {
    let legal = moves::<N>(me, opp);
    if legal == 0 {
        return None;
    }
    if legal.count_ones() == 1 {
        // Forced: nothing to search.
        return Some(Chosen {
            square: legal.trailing_zeros() as usize,
            depth: 0,
            nodes: 0,
            timed_out: false,
        });
    }
    // The root moves: weighted as inside the search, ties by the seed.
    let mut root: Vec<(i32, u64, usize)> = Vec::new();
    let mut rest = legal;
    while rest != 0 {
        let sq = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        root.push((-square_weight(N, sq), mix(seed ^ mix(sq as u64)), sq));
    }
    root.sort();
    let mut order: Vec<usize> = root.iter().map(|m| m.2).collect();
    let empties = (Side::<N>::FULL & !(me | opp)).count_ones();
    let mut search = Search {
        limits,
        nodes: 0,
        must_finish: false,
    };
    let mut best = Chosen {
        square: order[0],
        depth: 0,
        nodes: 0,
        timed_out: false,
    };
    for depth in 1..=empties {
        let mut alpha = -i32::MAX;
        let mut found = order[0];
        let mut stopped = false;
        // The first depth is never cut short.
        search.must_finish = depth == 1;
        for &sq in &order {
            let bit = 1u128 << sq;
            let f = flips::<N>(me, opp, bit);
            let v = search.value::<N>(opp & !f, me | f | bit, depth - 1, -i32::MAX, -alpha);
            match v {
                Ok(v) => {
                    let v = -v;
                    if v > alpha {
                        alpha = v;
                        found = sq;
                    }
                }
                Err(Stop) => {
                    stopped = true;
                    break;
                }
            }
        }
        if stopped {
            best.timed_out = search.nodes <= search.limits.nodes;
            break;
        }
        best.square = found;
        best.depth = depth;
        // The best move first at the next depth.
        if let Some(i) = order.iter().position(|&s| s == found) {
            let m = order.remove(i);
            order.insert(0, m);
        }
    }
    best.nodes = search.nodes.min(search.limits.nodes);
    Some(best)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// HackerEarth's board.
    const SIZE: usize = 10;

    fn bit(r: usize, c: usize) -> u128 {
        1 << (r * SIZE + c)
    }

    /// The start: white on (4,4) and (5,5), black on (4,5) and (5,4).
    fn start() -> (u128, u128) {
        (bit(4, 5) | bit(5, 4), bit(4, 4) | bit(5, 5))
    }

    #[test]
    fn moves_and_flips_do_not_wrap_round_the_sides() {
        let (black, white) = start();
        let m = moves::<SIZE>(black, white);
        assert_eq!(m, bit(3, 4) | bit(4, 3) | bit(5, 6) | bit(6, 5));
        assert_eq!(flips::<SIZE>(black, white, bit(3, 4)), bit(4, 4));
        // A white run to the east edge, black beyond it on the next row.
        let (me, opp) = (bit(1, 0), bit(0, 8) | bit(0, 9));
        assert_eq!(moves::<SIZE>(me, opp) & bit(0, 7), 0);
        let (me, opp) = (bit(0, 9), bit(0, 8));
        assert_eq!(moves::<SIZE>(me, opp), bit(0, 7));
    }

    #[test]
    fn on_8_x_8_moves_and_flips_are_the_bitboards() {
        // Random disjoint sets: each square empty, mine or theirs.
        let mut x = 5u64;
        for _ in 0..2000 {
            let (a, b) = (mix(x), mix(x ^ 0xA5A5));
            x = mix(b);
            let (me, opp) = (a & b, !a & b & mix(a));
            let got = moves::<8>(me as u128, opp as u128);
            assert_eq!(
                got,
                crate::bitboard::moves(me, opp) as u128,
                "{me:x} {opp:x}"
            );
            let mut rest = got;
            while rest != 0 {
                let sq = rest.trailing_zeros();
                rest &= rest - 1;
                let f = flips::<8>(me as u128, opp as u128, 1 << sq);
                assert_eq!(f, crate::bitboard::flips(me, opp, sq) as u128);
            }
        }
    }

    #[test]
    fn the_budget_decides_and_the_answer_is_legal() {
        let (black, white) = start();
        let limits = Limits {
            nodes: 20_000,
            deadline: None,
        };
        let a = choose::<SIZE>(black, white, 7, limits).unwrap();
        assert_eq!(choose::<SIZE>(black, white, 7, limits), Some(a));
        assert!(moves::<SIZE>(black, white) & (1 << a.square) != 0);
        assert!(a.depth >= 3 && !a.timed_out, "{a:?}");
        assert_eq!(choose::<SIZE>(black, 0, 1, limits), None);
        // A past deadline still leaves the first depth.
        let late = Limits {
            nodes: 1 << 40,
            deadline: Some(Instant::now()),
        };
        let b = choose::<SIZE>(black, white, 7, late).unwrap();
        assert!(b.depth >= 1);
    }

    #[test]
    fn a_corner_is_taken_when_offered() {
        // Black can take (0,0) over the white (0,1) against (0,2).
        let me = bit(0, 2) | bit(4, 5) | bit(5, 4);
        let opp = bit(0, 1) | bit(4, 4) | bit(5, 5);
        let limits = Limits {
            nodes: 50_000,
            deadline: None,
        };
        assert_eq!(choose::<SIZE>(me, opp, 3, limits).unwrap().square, 0);
    }
}
