//! Both sides' legal squares kept up to date move by move, for callers
//! that need the whole set every ply (random play draws among all legal
//! squares): a move changes the legality only of the empty squares its
//! changed squares can be seen from, so each ply costs the squares near
//! the move, not a sweep of the board.

use super::Game;
use crate::board::Board;
use crate::color::Color;
use crate::rules::Directions;
use crate::square::{Square, DIRECTIONS};
use crate::squareset::SquareSet;

/// Kept legal squares, for callers that ask for them.
impl Game {
    /// From now on keeps both sides' legal squares up to date move by
    /// move, so that [`Game::legal_moves`] is a copy of a set rather than
    /// a sweep of the board: for callers that need every legal square each
    /// ply (random play). Each move then also costs the squares around its
    /// flips (see `game/tracked.rs`). Only under the usual rules without
    /// costs; otherwise nothing changes.
    pub fn track_legal_moves(&mut self) {
        if self.plain() && self.rules.players == 2 && self.tracked.is_none() {
            self.tracked = Some(Box::new(Tracked::of(&self.board)));
        }
    }

    /// How many legal squares the player to move has, as kept since
    /// [`Game::track_legal_moves`] (O(1)); `None` when they are not kept
    /// or the game is over.
    pub fn kept_legal_count(&self) -> Option<usize> {
        Some(self.tracked.as_ref()?.count(self.turn?))
    }

    /// The legal square number `k` (from 0, row-major) of the player to
    /// move, as kept since [`Game::track_legal_moves`]: the square
    /// `legal_moves().nth(k)` names, without the copy (O(log R + C / 64)).
    pub fn kept_nth_legal_move(&self, k: usize) -> Option<Square> {
        self.tracked.as_ref()?.nth(self.turn?, k)
    }
}

/// The legal squares of black and white on a two-player board under the
/// usual rules.
///
/// Invariant: `legal[c]` is exactly `board.legal_moves(c)` for the board
/// last passed to [`Tracked::of`] or [`Tracked::moved`]; `rows[c]` holds
/// its squares' count per row, as a Fenwick tree (so that the k-th square
/// is found in O(log R), not by a walk over the rows of a tall board), and
/// `total[c]` their sum.
#[derive(Clone, Debug)]
pub(super) struct Tracked {
    legal: [SquareSet; 2],
    rows: [RowCounts; 2],
    total: [usize; 2],
}

/// Counts per row in a Fenwick tree: entry i (1-based) holds the sum of
/// the counts of rows `i - lowbit(i)` to `i - 1` (0-based).
#[derive(Clone, Debug)]
struct RowCounts(Vec<u32>);

impl RowCounts {
    /// The tree of `counts`, in O(R).
    fn of(counts: Vec<u32>) -> RowCounts {
        let mut t = vec![0];
        t.extend(counts);
        for i in 1..t.len() {
            let up = i + (i & i.wrapping_neg());
            if up < t.len() {
                t[up] += t[i];
            }
        }
        RowCounts(t)
    }

    /// Adds 1 to row `r`'s count, or takes 1 from it.
    fn change(&mut self, r: usize, up: bool) {
        let mut i = r + 1;
        while i < self.0.len() {
            match up {
                true => self.0[i] += 1,
                false => self.0[i] -= 1,
            }
            i += i & i.wrapping_neg();
        }
    }

    /// The row holding square number `k` (from 0) in row-major order, and
    /// `k`'s place among that row's squares; `None` past the last square.
    fn find(&self, mut k: usize) -> Option<(usize, usize)> {
        let n = self.0.len() - 1;
        let (mut pos, mut step) = (0, n.checked_next_power_of_two()?);
        while step > 0 {
            if pos + step <= n && (self.0[pos + step] as usize) <= k {
                pos += step;
                k -= self.0[pos] as usize;
            }
            step /= 2;
        }
        (pos < n).then_some((pos, k))
    }
}

impl Tracked {
    /// Both sets of `board`, by two sweeps: O(R * C / 64).
    pub(super) fn of(board: &Board) -> Tracked {
        let legal = [
            board.legal_moves(Color::Black),
            board.legal_moves(Color::White),
        ];
        let count = |s: &SquareSet| -> Vec<u32> {
            (0..s.rows())
                .map(|r| s.row(r).iter().map(|w| w.count_ones()).sum())
                .collect()
        };
        let total = [legal[0].len(), legal[1].len()];
        let rows = [
            RowCounts::of(count(&legal[0])),
            RowCounts::of(count(&legal[1])),
        ];
        Tracked { legal, rows, total }
    }

    /// The legal squares of player `p` (0 black, 1 white).
    pub(super) fn of_player(&self, p: usize) -> &SquareSet {
        &self.legal[p]
    }

    /// How many legal squares player `p` has: O(1).
    pub(super) fn count(&self, p: usize) -> usize {
        self.total[p]
    }

    /// Player `p`'s legal square number `k` (from 0) in row-major order,
    /// as [`SquareSet::nth`] finds it, by the row counts first:
    /// O(log R + C / 64).
    pub(super) fn nth(&self, p: usize, k: usize) -> Option<Square> {
        let (r, mut rest) = self.rows[p].find(k)?;
        for (i, &w) in self.legal[p].row(r).iter().enumerate() {
            let n = w.count_ones() as usize;
            if rest < n {
                let mut w = w;
                for _ in 0..rest {
                    w &= w - 1;
                }
                return Some(Square::new(r, i * 64 + w.trailing_zeros() as usize));
            }
            rest -= n;
        }
        None
    }

    /// Marks square `q` legal or not for player `p`, keeping the counts.
    fn set(&mut self, p: usize, q: Square, legal: bool) {
        if self.legal[p].contains(q) != legal {
            self.rows[p].change(q.row, legal);
            if legal {
                self.legal[p].insert(q);
                self.total[p] += 1;
            } else {
                self.legal[p].remove(q);
                self.total[p] -= 1;
            }
        }
    }

    /// Brings the sets up to date after a disc was placed on `placed`
    /// and `flipped` turned over on `board` (the board after the move).
    ///
    /// Along a ray from an empty square, either side's legality there
    /// depends only on the first run of discs of one colour next to it and
    /// the square just past that run. So a changed square matters to an
    /// empty square only from inside that run or just past it: walking
    /// from the changed square, over discs of one colour (the colour of
    /// the first one met), to an empty square. At most one such square per
    /// direction is tested again by its rays. Cost: those walks and tests,
    /// about the flips times the length of single-colour runs.
    pub(super) fn moved(&mut self, board: &Board, placed: Square, flipped: &[Square]) {
        for p in 0..2 {
            self.set(p, placed, false);
        }
        let mut again = Vec::new();
        for &s in std::iter::once(&placed).chain(flipped) {
            for d in DIRECTIONS {
                let mut q = s;
                let mut run = None;
                while let Some(n) = q.step(d).filter(|&n| board.on_board(n)) {
                    match (board.player_at(n), run) {
                        (None, _) => {
                            again.push(n);
                            break;
                        }
                        (Some(c), None) => run = Some(c),
                        (Some(c), Some(r)) if c == r => {}
                        (Some(_), Some(_)) => break,
                    }
                    q = n;
                }
            }
        }
        again.sort_unstable_by_key(|q| (q.row, q.col));
        again.dedup();
        for q in again {
            for p in 0..2 {
                self.set(p, q, board.brackets(q, p, Directions::Eight));
            }
        }
    }
}
