//! The [`Position`] of any rule set ([`Rules`]: two to four players, four
//! or eight directions) with optional move costs and budgets, on any R x C
//! board: what the engines search when `--players`, `--directions` or
//! `--costs` are given.
//!
//! The rules are those of [`crate::game::Game`]: a move of player p
//! turns every run of other players' discs (any mix of them) closed by a
//! disc of p; a player whose legal moves are all unaffordable (or who has
//! none) passes; the game ends when nobody can move. Here a pass is an
//! explicit move ([`PASS`]) of the seat to move, as in every [`Position`].
//!
//! The discs are kept twice: one packed plane per player for the
//! word-parallel sweep of [`Sweeper`] (the mover's plane against the other
//! players' discs), and one byte per square for walking the rays of a
//! move's flips, which must know each flipped disc's owner. A move costs
//! O(flips) besides the sweep, and the [`zobrist`] key (one key per
//! (square, player)) follows it: XOR in the placed disc, and per flip XOR
//! out the old owner and XOR in the new. Nothing is allocated after
//! construction, so playouts allocate nothing.

use super::position::{FinalDiscs, Move, Position, MAX_SEATS, PASS};
use super::zobrist;
use crate::board::sweep::Sweeper;
use crate::board::Board;
use crate::game::Game;
use crate::rng::Rng;
use crate::rules::costs::Costs;
use crate::rules::Rules;
use crate::square::Square;
use crate::squareset::SquareSet;
use std::sync::Arc;

/// No budget: every move is affordable.
const UNLIMITED: u64 = u64::MAX;

/// A position of any rule set. Seats are the players, from 0.
///
/// Invariants: `cells[i]` is 1 + the owner of square `i` (0 empty) and
/// agrees with `planes`; `occupied` is the union of the planes; `counts`
/// are the planes' sizes; `key` is the XOR of `zobrist::disc(i, owner)`
/// over the discs; `left[p]` is what seat p may still spend
/// ([`UNLIMITED`] without a budget).
pub struct Multi {
    rows: usize,
    cols: usize,
    rules: Rules,
    planes: Vec<SquareSet>,
    occupied: SquareSet,
    cells: Vec<u8>,
    counts: [u32; MAX_SEATS],
    /// The cost of each square, row-major, when moves cost something and
    /// budgets are limited (shared by every copy: it never changes).
    costs: Option<Arc<[u32]>>,
    left: [u64; MAX_SEATS],
    seat: u8,
    key: u64,
    /// Scratch: the other players' discs, and the legal moves.
    others: SquareSet,
    legal: SquareSet,
    sweeper: Sweeper,
}

impl Clone for Multi {
    fn clone(&self) -> Multi {
        Multi {
            rows: self.rows,
            cols: self.cols,
            rules: self.rules,
            planes: self.planes.clone(),
            occupied: self.occupied.clone(),
            cells: self.cells.clone(),
            counts: self.counts,
            costs: self.costs.clone(),
            left: self.left,
            seat: self.seat,
            key: self.key,
            others: self.others.clone(),
            legal: self.legal.clone(),
            sweeper: Sweeper::with_directions(self.cols, self.rules.directions),
        }
    }
}

impl Multi {
    /// `board` under `rules` with seat `to_move` to move; with `costs`,
    /// every seat starts with the full budget. The board has
    /// `rules.players` players and at most
    /// [`MAX_SQUARES`](super::position::MAX_SQUARES) squares; the costs, if
    /// any, its shape. O(R * C).
    pub fn new(board: &Board, rules: Rules, costs: Option<&Costs>, to_move: usize) -> Multi {
        let (rows, cols) = (board.rows(), board.cols());
        let mut cells = vec![0u8; rows * cols];
        let mut counts = [0; MAX_SEATS];
        let mut key = 0;
        let mut occupied = SquareSet::new(rows, cols);
        for r in 0..rows {
            for c in 0..cols {
                let sq = Square::new(r, c);
                if let Some(p) = board.player_at(sq) {
                    cells[r * cols + c] = p as u8 + 1;
                    counts[p] += 1;
                    key ^= zobrist::disc(r * cols + c, p);
                    occupied.insert(sq);
                }
            }
        }
        // Without a budget every move is affordable: the costs change
        // nothing the engines see.
        let limited = costs.and_then(|c| c.budget().map(|b| (c, b)));
        let (costs, left) = match limited {
            Some((c, budget)) => {
                let grid: Vec<u32> = (0..rows * cols)
                    .map(|i| c.cost(Square::new(i / cols, i % cols)) as u32)
                    .collect();
                (Some(Arc::from(grid)), [budget; MAX_SEATS])
            }
            None => (None, [UNLIMITED; MAX_SEATS]),
        };
        Multi {
            rows,
            cols,
            rules,
            planes: (0..rules.players)
                .map(|p| board.discs_of(p).clone())
                .collect(),
            occupied,
            cells,
            counts,
            costs,
            left,
            seat: to_move as u8,
            key,
            others: SquareSet::new(rows, cols),
            legal: SquareSet::new(rows, cols),
            sweeper: Sweeper::with_directions(cols, rules.directions),
        }
    }

    /// The position of `game` (its board, rules, costs and what each player
    /// has left), with seat `to_move` to move.
    pub fn of_game(game: &Game, to_move: usize) -> Multi {
        let mut m = Multi::new(game.board(), game.rules(), game.costs(), to_move);
        if m.costs.is_some() {
            for p in 0..game.rules().players {
                m.left[p] = game.left(p).unwrap_or(UNLIMITED);
            }
        }
        m
    }

    /// The rule set.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Fills `legal` with the affordable legal moves of seat `p`; returns
    /// how many. One sweep of the board, plus a look at each legal move's
    /// cost when budgets are limited.
    fn legal_of(&mut self, p: usize) -> usize {
        let own = &self.planes[p];
        for r in 0..self.rows {
            let (occ, mine) = (self.occupied.row(r), own.row(r));
            for ((o, &x), &m) in self.others.row_mut(r).iter_mut().zip(occ).zip(mine) {
                *o = x & !m;
            }
        }
        self.sweeper.legal_moves(own, &self.others, &mut self.legal);
        match &self.costs {
            None => self.legal.len(),
            Some(costs) => {
                let (left, cols) = (self.left[p], self.cols);
                let mut n = 0;
                for r in 0..self.rows {
                    for (i, w) in self.legal.row_mut(r).iter_mut().enumerate() {
                        let mut bits = *w;
                        while bits != 0 {
                            let b = bits.trailing_zeros() as usize;
                            bits &= bits - 1;
                            if u64::from(costs[r * cols + i * 64 + b]) > left {
                                *w &= !(1u64 << b);
                            }
                        }
                        n += w.count_ones() as usize;
                    }
                }
                n
            }
        }
    }

    /// The seat after `p`.
    fn next(&self, p: usize) -> usize {
        self.rules.next(p)
    }

    /// Walks the rays from square `i` for seat `p`; calls `run(start,
    /// step, length)` for each bracketed run. Returns the discs turned.
    #[inline]
    fn runs(&self, i: usize, p: usize, mut run: impl FnMut(usize, isize, usize)) -> u32 {
        let (r0, c0) = ((i / self.cols) as isize, (i % self.cols) as isize);
        let (rows, cols) = (self.rows as isize, self.cols as isize);
        let me = p as u8 + 1;
        let mut total = 0;
        for &(dr, dc) in self.rules.directions.steps() {
            let (mut r, mut c, mut n) = (r0 + dr, c0 + dc, 0);
            while r >= 0 && r < rows && c >= 0 && c < cols {
                let v = self.cells[(r * cols + c) as usize];
                if v == me {
                    if n > 0 {
                        run(i, dr * cols + dc, n);
                        total += n as u32;
                    }
                    break;
                }
                if v == 0 {
                    break;
                }
                n += 1;
                r += dr;
                c += dc;
            }
        }
        total
    }

    /// Plays seat `p` on square `i` (empty, on the board): turns every
    /// bracketed run and places the disc, paying its cost. Returns the
    /// discs turned; 0 (nothing changed) when it brackets nothing.
    fn put(&mut self, i: usize, p: usize) -> u32 {
        let mut turned = [(0usize, 0isize, 0usize); 8];
        let mut k = 0;
        let n = self.runs(i, p, |start, step, len| {
            turned[k] = (start, step, len);
            k += 1;
        });
        if n == 0 {
            return 0;
        }
        let cols = self.cols;
        for &(start, step, len) in &turned[..k] {
            let mut j = start as isize;
            for _ in 0..len {
                j += step;
                let s = j as usize;
                let q = (self.cells[s] - 1) as usize;
                let sq = Square::new(s / cols, s % cols);
                self.planes[q].remove(sq);
                self.planes[p].insert(sq);
                self.cells[s] = p as u8 + 1;
                self.counts[q] -= 1;
                self.key ^= zobrist::disc(s, q) ^ zobrist::disc(s, p);
            }
        }
        let sq = Square::new(i / cols, i % cols);
        self.planes[p].insert(sq);
        self.occupied.insert(sq);
        self.cells[i] = p as u8 + 1;
        self.counts[p] += n + 1;
        self.key ^= zobrist::disc(i, p);
        if let Some(costs) = &self.costs {
            self.left[p] -= u64::from(costs[i]);
        }
        n
    }

    /// Whether seat `p` can afford square `i`.
    fn affordable(&self, i: usize, p: usize) -> bool {
        self.costs
            .as_ref()
            .is_none_or(|c| u64::from(c[i]) <= self.left[p])
    }

    /// The row-major index of the `k`-th square of `legal`.
    fn nth_legal(&self, k: usize) -> Option<usize> {
        self.legal.nth(k).map(|s| s.row * self.cols + s.col)
    }
}

impl Position for Multi {
    type Key = (u64, u64, u8);

    fn seats(&self) -> usize {
        self.rules.players
    }

    fn seat(&self) -> usize {
        self.seat as usize
    }

    fn cols(&self) -> usize {
        self.cols
    }

    fn moves(&mut self, out: &mut Vec<Move>) {
        out.clear();
        self.legal_of(self.seat as usize);
        let cols = self.cols;
        out.extend(self.legal.iter().map(|s| (s.row * cols + s.col) as Move));
    }

    fn is_over(&mut self) -> bool {
        (0..self.rules.players).all(|p| self.legal_of(p) == 0)
    }

    fn play(&mut self, mv: Move) -> bool {
        let me = self.seat as usize;
        if mv == PASS {
            if self.legal_of(me) != 0 {
                return false;
            }
        } else {
            let i = mv as usize;
            if i >= self.cells.len() || self.cells[i] != 0 || !self.affordable(i, me) {
                return false;
            }
            if self.put(i, me) == 0 {
                return false;
            }
        }
        self.seat = self.next(me) as u8;
        true
    }

    fn flip_count(&mut self, mv: Move) -> u32 {
        let i = mv as usize;
        if mv == PASS || i >= self.cells.len() || self.cells[i] != 0 {
            return 0;
        }
        self.runs(i, self.seat as usize, |_, _, _| {})
    }

    fn outcome(&self) -> FinalDiscs {
        FinalDiscs {
            discs: self.counts,
            seats: self.rules.players,
        }
    }

    /// The Zobrist key of the discs, a key of what each seat has left (0
    /// without budgets), and the seat to move.
    fn key(&self) -> (u64, u64, u8) {
        let budgets = match self.costs {
            None => 0,
            Some(_) => self.left[..self.rules.players].iter().fold(0u64, |h, &l| {
                (h ^ l).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29)
            }),
        };
        (self.key, budgets, self.seat)
    }

    fn copy_from(&mut self, other: &Multi) {
        for (a, b) in self.planes.iter_mut().zip(&other.planes) {
            a.copy_from(b);
        }
        self.occupied.copy_from(&other.occupied);
        self.cells.copy_from_slice(&other.cells);
        self.counts = other.counts;
        self.left = other.left;
        self.seat = other.seat;
        self.key = other.key;
    }

    fn playout(&mut self, rng: &mut Rng) -> FinalDiscs {
        let players = self.rules.players;
        let mut me = self.seat as usize;
        'game: loop {
            let mut n = self.legal_of(me);
            let mut tries = 1;
            while n == 0 {
                if tries == players {
                    break 'game;
                }
                me = self.next(me);
                n = self.legal_of(me);
                tries += 1;
            }
            let k = rng.below(n as u64) as usize;
            let i = match self.nth_legal(k) {
                Some(i) => i,
                None => break,
            };
            self.put(i, me);
            me = self.next(me);
        }
        self.seat = me as u8;
        self.outcome()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Directions;

    /// Random games under every rule set against [`Game`]: the same moves
    /// listed, the same passes and end, the same counts, and the key kept
    /// move by move equal to the key of the position built afresh.
    #[test]
    fn agrees_with_the_game() {
        let mut rng = Rng::new(3);
        let mut moves = Vec::new();
        for round in 0..60 {
            let players = 2 + round % 3;
            let directions = if round % 2 == 0 {
                Directions::Eight
            } else {
                Directions::Four
            };
            let rules = Rules {
                directions,
                players,
            };
            let (rows, cols) = [(4, 4), (6, 6), (8, 8), (6, 10), (4, 70)][round % 5];
            // (Four players start on the centre 4 x 4: sides of at least 6.)
            let min = rules.min_start_side();
            let (rows, cols) = (rows.max(min), cols.max(min));
            let costs = (round % 4 == 3).then(|| {
                let grid: Vec<Vec<u64>> = (0..rows)
                    .map(|_| (0..cols).map(|_| rng.below(4)).collect())
                    .collect();
                Costs::new(&grid, Some(rng.below(12))).unwrap()
            });
            let board = Board::standard_for(rows, cols, rules).unwrap();
            let mut game = Game::new(board.clone(), rules, costs.clone(), 0);
            let mut pos = Multi::new(&board, rules, costs.as_ref(), 0);
            loop {
                let fresh = Multi::of_game(&game, pos.seat());
                assert_eq!(pos.key(), fresh.key());
                let to_move = match game.player_to_move() {
                    Some(p) => p,
                    None => {
                        assert!(pos.is_over());
                        break;
                    }
                };
                // The game skips the players who must pass; the position
                // passes them one by one.
                while pos.seat() != to_move {
                    pos.moves(&mut moves);
                    assert!(moves.is_empty());
                    assert!(pos.play(PASS));
                }
                pos.moves(&mut moves);
                let want: Vec<Move> = game
                    .legal_moves()
                    .iter()
                    .map(|s| (s.row * cols + s.col) as Move)
                    .collect();
                assert_eq!(moves, want);
                assert!(!pos.play(PASS));
                let mv = moves[rng.below(moves.len() as u64) as usize];
                let sq = Square::new(mv as usize / cols, mv as usize % cols);
                let flips = pos.flip_count(mv);
                assert_eq!(game.play(sq).unwrap().flipped as u32, flips);
                assert!(pos.play(mv));
                let out = pos.outcome();
                for p in 0..players {
                    assert_eq!(out.discs[p] as usize, game.count_of(p));
                }
            }
        }
    }

    /// A playout ends in a finished game, with counts that add up.
    #[test]
    fn playouts_finish() {
        let rules = Rules {
            directions: Directions::Four,
            players: 3,
        };
        let board = Board::standard_for(8, 8, rules).unwrap();
        let root = Multi::new(&board, rules, None, 0);
        let mut work = root.clone();
        let mut rng = Rng::new(1);
        for _ in 0..50 {
            work.copy_from(&root);
            let o = work.playout(&mut rng);
            assert_eq!(o.seats, 3);
            assert!(o.discs.iter().sum::<u32>() >= 3);
            assert!(work.is_over());
        }
    }
}
