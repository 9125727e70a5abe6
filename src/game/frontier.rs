//! The game's frontier: the empty squares next to a disc, kept in step
//! with the board, and the search for a move among them (see the doc of
//! [`crate::game`]).

use crate::board::Board;
use crate::directions::Directions;
use crate::rules::MAX_PLAYERS;
use crate::square::{Square, DIRECTIONS};
use crate::squareset::{row_mask, SquareSet};

/// The empty squares next to a disc, kept in step with the board, and the
/// search for a legal move among them.
///
/// `member` is the exact set; `list` holds its squares in no particular
/// order plus, lazily, squares that have since been played on (each square
/// enters the list at most once in a game, since a played square never
/// empties again, so the lazy removals cost O(1) per move in all).
///
/// The search for a player tries, in order: the square where it last found
/// a move for that player (often still legal), the empty
/// neighbours of the last move (where new moves appear), then the list
/// from that remembered place on, wrapping around, and stops at the first
/// legal square. A failed search has tested every frontier square once.
///
/// What this bounds: updating the frontier is O(1) per move; a failed
/// search (a pass, or the end) is O(frontier). A successful search is
/// O(squares tested); in played games most frontier squares are legal for
/// a side or become so, and the rotating start spreads the illegal ones
/// over many searches, so it is small on average (about one square per
/// move in random games, see `tests/bench/play_bench.rs`), but a position built to make almost every
/// frontier square illegal for both sides can make single searches long.
#[derive(Clone, Debug)]
pub(super) struct Frontier {
    member: SquareSet,
    pub(super) list: Vec<Square>,
    /// Per player: the list index where the last search stopped.
    cursor: [usize; MAX_PLAYERS],
}

impl Frontier {
    /// The frontier of `board`, by dilating the occupied squares one step
    /// in every direction, a row of words at a time: O(R * C / 64).
    pub(super) fn of(board: &Board) -> Frontier {
        let (rows, cols) = (board.rows(), board.cols());
        let w = board.words_per_row();
        let occ = |r: usize| -> Vec<u64> {
            let mut row = board.discs_of(0).row(r).to_vec();
            for p in 1..board.players() {
                for (x, y) in row.iter_mut().zip(board.discs_of(p).row(r)) {
                    *x |= y;
                }
            }
            row
        };
        // The row spread one column both ways.
        let spread = |o: &[u64]| -> Vec<u64> {
            (0..w)
                .map(|i| {
                    let left = (o[i] << 1) | if i > 0 { o[i - 1] >> 63 } else { 0 };
                    let right = (o[i] >> 1) | if i + 1 < w { o[i + 1] << 63 } else { 0 };
                    o[i] | left | right
                })
                .collect()
        };
        let mut member = SquareSet::new(rows, cols);
        let mut list = Vec::new();
        let mut prev = vec![0u64; w];
        let mut cur = occ(0);
        for r in 0..rows {
            let next = if r + 1 < rows { occ(r + 1) } else { vec![0; w] };
            let near = spread(
                &prev
                    .iter()
                    .zip(&cur)
                    .zip(&next)
                    .map(|((a, b), c)| a | b | c)
                    .collect::<Vec<_>>(),
            );
            let row = member.row_mut(r);
            for i in 0..w {
                row[i] = near[i] & !cur[i] & row_mask(cols, i);
                let mut bits = row[i];
                while bits != 0 {
                    list.push(Square::new(r, i * 64 + bits.trailing_zeros() as usize));
                    bits &= bits - 1;
                }
            }
            prev = cur;
            cur = next;
        }
        Frontier {
            member,
            list,
            cursor: [0; MAX_PLAYERS],
        }
    }

    /// Updates the frontier after a disc was placed on `sq` (flips change
    /// no square's emptiness): `sq` leaves, its empty neighbours join. O(1).
    pub(super) fn occupy(&mut self, board: &Board, sq: Square) {
        self.member.remove(sq);
        for d in DIRECTIONS {
            if let Some(n) = sq.step(d) {
                if board.on_board(n) && board.player_at(n).is_none() && !self.member.contains(n) {
                    self.member.insert(n);
                    self.list.push(n);
                }
            }
        }
    }

    /// A square where player `p` may move under `directions` and that
    /// `can_pay` accepts, if there is one. `last` is the square of the
    /// last move, whose neighbours are tried early.
    pub(super) fn find_move(
        &mut self,
        board: &Board,
        p: usize,
        directions: Directions,
        last: Option<Square>,
        can_pay: impl Fn(Square) -> bool,
    ) -> Option<Square> {
        let legal = |sq: Square| board.brackets(sq, p, directions) && can_pay(sq);
        if let Some(&sq) = self.list.get(self.cursor[p]) {
            if self.member.contains(sq) && legal(sq) {
                return Some(sq);
            }
        }
        if let Some(last) = last {
            for d in DIRECTIONS {
                let n = last.step(d).filter(|&n| self.member.contains(n));
                if let Some(n) = n.filter(|&n| legal(n)) {
                    return Some(n);
                }
            }
        }
        // From the cursor to the end, then from the start to the cursor.
        // Removing a stale entry moves the list's last entry into its place:
        // in the first stretch that entry is still to be tested there; in
        // the second it may be tested twice, which is harmless.
        let start = self.cursor[p].min(self.list.len());
        for (from, to) in [(start, usize::MAX), (0, start)] {
            let mut i = from;
            while i < to.min(self.list.len()) {
                let sq = self.list[i];
                if !self.member.contains(sq) {
                    self.list.swap_remove(i);
                    continue;
                }
                if legal(sq) {
                    self.cursor[p] = i;
                    return Some(sq);
                }
                i += 1;
            }
        }
        None
    }
}
