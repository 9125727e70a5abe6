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
/// last passed to [`Tracked::of`] or [`Tracked::moved`].
#[derive(Clone, Debug)]
pub(super) struct Tracked {
    legal: [SquareSet; 2],
}

impl Tracked {
    /// Both sets of `board`, by two sweeps: O(R * C / 64).
    pub(super) fn of(board: &Board) -> Tracked {
        Tracked {
            legal: [
                board.legal_moves(Color::Black),
                board.legal_moves(Color::White),
            ],
        }
    }

    /// The legal squares of player `p` (0 black, 1 white).
    pub(super) fn of_player(&self, p: usize) -> &SquareSet {
        &self.legal[p]
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
        for set in &mut self.legal {
            set.remove(placed);
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
            for (p, set) in self.legal.iter_mut().enumerate() {
                if board.brackets(q, p, Directions::Eight) {
                    set.insert(q);
                } else {
                    set.remove(q);
                }
            }
        }
    }
}
