//! Both sides' legal squares kept up to date move by move, for callers
//! that need the whole set every ply (random play draws among all legal
//! squares): a move changes the legality only of the empty squares its
//! changed squares can be seen from, so each ply costs the squares near
//! the move, not a sweep of the board.

use crate::board::Board;
use crate::color::Color;
use crate::directions::Directions;
use crate::square::{Square, DIRECTIONS};
use crate::squareset::SquareSet;

/// The legal squares of black and white on a two-player board under the
/// usual rules.
///
/// Invariant: `legal[c]` is exactly `board.legal_moves(c)` for the board
/// last passed to [`Tracked::of`] or [`Tracked::moved`]; `per_row[c][r]`
/// counts the squares of row r in it.
#[derive(Clone, Debug)]
pub(super) struct Tracked {
    legal: [SquareSet; 2],
    per_row: [Vec<u32>; 2],
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
        let per_row = [count(&legal[0]), count(&legal[1])];
        Tracked { legal, per_row }
    }

    /// The legal squares of player `p` (0 black, 1 white).
    pub(super) fn of_player(&self, p: usize) -> &SquareSet {
        &self.legal[p]
    }

    /// How many legal squares player `p` has: O(R).
    pub(super) fn count(&self, p: usize) -> usize {
        self.per_row[p].iter().map(|&n| n as usize).sum()
    }

    /// Player `p`'s legal square number `k` (from 0) in row-major order,
    /// as [`SquareSet::nth`] finds it, by the row counts first: O(R + C / 64).
    pub(super) fn nth(&self, p: usize, mut k: usize) -> Option<Square> {
        for (r, &n) in self.per_row[p].iter().enumerate() {
            if k < n as usize {
                let mut rest = k;
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
            }
            k -= (n as usize).min(k);
        }
        None
    }

    /// Marks square `q` legal or not for player `p`, keeping the counts.
    fn set(&mut self, p: usize, q: Square, legal: bool) {
        if self.legal[p].contains(q) != legal {
            let n = &mut self.per_row[p][q.row];
            if legal {
                self.legal[p].insert(q);
                *n += 1;
            } else {
                self.legal[p].remove(q);
                *n -= 1;
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
