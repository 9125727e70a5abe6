//! The game's frontier: the empty squares next to a disc, kept in step
//! with the board, and the search for a move among them (see the doc of
//! [`crate::game`]).

use crate::board::Board;
use crate::rules::Directions;
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
    pub(super) member: SquareSet,
    pub(super) list: Vec<Square>,
    /// Per player: the list index where the last search stopped.
    cursor: [usize; MAX_PLAYERS],
}

impl Frontier {
    /// The frontier of `board`, by dilating the occupied squares one step
    /// in every direction, a word at a time: O(R * C / 64), with no
    /// allocation but the set's, whose words are written only where the
    /// frontier is (the rest of a big board's set is never touched).
    pub(super) fn of(board: &Board) -> Frontier {
        let (rows, cols) = (board.rows(), board.cols());
        let w = board.words_per_row();
        // Word i of row r's occupied squares; 0 off the board.
        let occ = |r: usize, i: usize| -> u64 {
            if r >= rows || i >= w {
                return 0;
            }
            (0..board.players()).fold(0, |o, p| o | board.discs_of(p).row(r)[i])
        };
        // Word i of the occupied squares of rows r - 1 to r + 1.
        let near = |r: usize, i: usize| occ(r.wrapping_sub(1), i) | occ(r, i) | occ(r + 1, i);
        let mut member = SquareSet::new(rows, cols);
        let mut list = Vec::new();
        for r in 0..rows {
            // The band spread one column both ways, word by word.
            let (mut left, mut here) = (0, near(r, 0));
            for i in 0..w {
                let right = near(r, i + 1);
                let spread = here | (here << 1) | (left >> 63) | (here >> 1) | (right << 63);
                let mut bits = spread & !occ(r, i) & row_mask(cols, i);
                if bits != 0 {
                    member.row_mut(r)[i] = bits;
                }
                while bits != 0 {
                    list.push(Square::new(r, i * 64 + bits.trailing_zeros() as usize));
                    bits &= bits - 1;
                }
                (left, here) = (here, right);
            }
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
