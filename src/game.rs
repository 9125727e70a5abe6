//! A game: the board, the side to move, passes, the end and the result.
//! No text here.
//!
//! A side with no legal move passes by itself; a side with one may not
//! pass. The game ends when neither side can move, full board or not.
//!
//! Deciding after every move whether the next side must pass is the costly
//! part on a big board: a full-board sweep per move would make a game of
//! R * C moves cost (R * C)^2 / 64. Instead the game keeps its *frontier*,
//! the empty squares next to a disc (every legal move is one of them, since
//! it must touch an opponent disc). The frontier changes only around the
//! square just played (flips change colours, never emptiness), so it is
//! kept up to date in O(1) per move. To find a move for a side, the search
//! tries the square it found last time for that side, then the empty
//! neighbours of the last move, then walks the frontier from where it last
//! stopped, testing each square with a ray walk that stops at the first
//! bracket. Only a pass (no move found) tests the whole frontier. The
//! `Frontier` type says what this does and does not bound.

use crate::board::{Board, IllegalMove};
use crate::color::Color;
use crate::square::{Square, DIRECTIONS};
use crate::squareset::{row_mask, SquareSet};

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// This side has more discs.
    Win(Color),
    /// Both sides have as many discs.
    Draw,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// This side moves next, and has at least one legal move.
    ToMove(Color),
    /// Neither side can move.
    Over(Outcome),
}

/// Why a move or a pass was refused. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The square is not on the board, holds a disc, or brackets nothing.
    Illegal(IllegalMove),
    /// A pass while the side to move has a legal move (this one, say).
    MayNotPass(Square),
    /// The game has ended: no more moves.
    GameOver,
}

/// What a move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The side that moved.
    pub mover: Color,
    /// Where it moved.
    pub square: Square,
    /// How many discs it flipped (at least one).
    pub flipped: usize,
    /// The side that then had to pass (the opponent), if one did and the
    /// game goes on.
    pub passed: Option<Color>,
}

/// A game of Othello on any R x C board.
///
/// Invariants: `counts` are the disc counts of `board`; in `State::ToMove(c)`
/// side `c` has a legal move; in `State::Over` neither side has one;
/// `frontier` holds exactly the empty squares next to a disc.
#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    state: State,
    counts: [usize; 2],
    /// The side that passed by itself since the last move, if any (a
    /// written pass may then acknowledge it once).
    passed: Option<Color>,
    frontier: Frontier,
}

impl Game {
    /// The standard start on an R x C board (R, C even, at least 2), black
    /// to move. `None` for other sizes. Costs one allocation of the board.
    pub fn standard(rows: usize, cols: usize) -> Option<Game> {
        Some(Game::from_position(
            Board::standard(rows, cols)?,
            Color::Black,
        ))
    }

    /// The game from any position with `to_move` to move. If that side has
    /// no legal move it passes at once (see [`Game::passed`]); if neither
    /// side has one the game is already over. O(R * C / 64 + frontier).
    pub fn from_position(board: Board, to_move: Color) -> Game {
        let counts = [board.count(Color::Black), board.count(Color::White)];
        let frontier = Frontier::of(&board);
        let mut g = Game {
            board,
            state: State::ToMove(to_move),
            counts,
            passed: None,
            frontier,
        };
        g.settle(to_move, None);
        g
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Where the game stands.
    pub fn state(&self) -> State {
        self.state
    }

    /// The side to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Color> {
        match self.state {
            State::ToMove(c) => Some(c),
            State::Over(_) => None,
        }
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.state {
            State::ToMove(_) => None,
            State::Over(o) => Some(o),
        }
    }

    /// Whether neither side can move.
    pub fn is_over(&self) -> bool {
        matches!(self.state, State::Over(_))
    }

    /// Number of `color`'s discs. O(1).
    pub fn count(&self, color: Color) -> usize {
        self.counts[color.index()]
    }

    /// The side that had to pass since the last move (or at the start), if
    /// any. It is cleared by the next move or by [`Game::pass`].
    pub fn passed(&self) -> Option<Color> {
        self.passed
    }

    /// Every square where the side to move may play (empty once the game is
    /// over). A full-board sweep: O(R * C / 64).
    pub fn legal_moves(&self) -> SquareSet {
        match self.state {
            State::ToMove(c) => self.board.legal_moves(c),
            State::Over(_) => SquareSet::new(self.board.rows(), self.board.cols()),
        }
    }

    /// Whether the side to move may play on `sq`. Cost: the rays from `sq`.
    pub fn is_legal(&self, sq: Square) -> bool {
        match self.state {
            State::ToMove(c) => {
                self.board.on_board(sq)
                    && self.board.get(sq).is_none()
                    && brackets(&self.board, sq, c)
            }
            State::Over(_) => false,
        }
    }

    /// Plays the side to move on `sq`, then lets the opponent pass if it
    /// must, or ends the game. On error nothing changes.
    ///
    /// Cost: the rays from `sq` and the flips, plus the search for the next
    /// side's move (see the module doc); a pass or the end also tests the
    /// whole frontier.
    pub fn play(&mut self, sq: Square) -> Result<Played, MoveError> {
        let me = match self.state {
            State::ToMove(me) => me,
            _ => return Err(MoveError::GameOver),
        };
        let flipped = self.board.play(sq, me).map_err(MoveError::Illegal)?.len();
        self.counts[me.index()] += flipped + 1;
        self.counts[me.opponent().index()] -= flipped;
        debug_assert_eq!(self.counts[0], self.board.count(Color::Black));
        debug_assert_eq!(self.counts[1], self.board.count(Color::White));
        self.frontier.occupy(&self.board, sq);
        self.settle(me.opponent(), Some(sq));
        let passed = match self.state {
            State::ToMove(c) if c == me => Some(me.opponent()),
            _ => None,
        };
        Ok(Played {
            mover: me,
            square: sq,
            flipped,
            passed,
        })
    }

    /// A written pass. Accepted (changing nothing) right after the side to
    /// pass has passed by itself, once; returns that side. Refused while
    /// the side to move has a legal move, and after the end.
    pub fn pass(&mut self) -> Result<Color, MoveError> {
        if let Some(c) = self.passed.take() {
            return Ok(c);
        }
        match self.state {
            State::Over(_) => Err(MoveError::GameOver),
            State::ToMove(c) => {
                let witness = self.frontier.find_move(&self.board, c, None);
                Err(MoveError::MayNotPass(
                    witness.expect("the side to move has a move"),
                ))
            }
        }
    }

    /// Gives the move to `next` if it can move, else back to the other side
    /// (`next` passes), else ends the game. `last` is the square just played.
    fn settle(&mut self, next: Color, last: Option<Square>) {
        self.passed = None;
        if self.frontier.find_move(&self.board, next, last).is_some() {
            self.state = State::ToMove(next);
        } else if self
            .frontier
            .find_move(&self.board, next.opponent(), last)
            .is_some()
        {
            self.state = State::ToMove(next.opponent());
            self.passed = Some(next);
        } else {
            let (b, w) = (self.counts[0], self.counts[1]);
            self.state = State::Over(match b.cmp(&w) {
                std::cmp::Ordering::Greater => Outcome::Win(Color::Black),
                std::cmp::Ordering::Less => Outcome::Win(Color::White),
                std::cmp::Ordering::Equal => Outcome::Draw,
            });
        }
    }
}

/// Whether `color` playing on the empty square `sq` brackets at least one
/// opponent disc. Stops at the first bracket; cost at most the rays' length.
fn brackets(board: &Board, sq: Square, color: Color) -> bool {
    let (me, opp) = (board.discs(color), board.discs(color.opponent()));
    DIRECTIONS.into_iter().any(|d| {
        let mut cur = sq.step(d);
        let mut run = 0;
        while let Some(s) = cur.filter(|&s| opp.contains(s)) {
            run += 1;
            cur = s.step(d);
        }
        run > 0 && matches!(cur, Some(s) if me.contains(s))
    })
}

/// The empty squares next to a disc, kept in step with the board, and the
/// search for a legal move among them.
///
/// `member` is the exact set; `list` holds its squares in no particular
/// order plus, lazily, squares that have since been played on (each square
/// enters the list at most once in a game, since a played square never
/// empties again, so the lazy removals cost O(1) per move in all).
///
/// The search for `color` tries, in order: the square where it last found
/// a move for `color` (often still legal), the empty
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
struct Frontier {
    member: SquareSet,
    list: Vec<Square>,
    /// Per colour: the list index where the last search stopped.
    cursor: [usize; 2],
}

impl Frontier {
    /// The frontier of `board`, by dilating the occupied squares one step
    /// in every direction, a row of words at a time: O(R * C / 64).
    fn of(board: &Board) -> Frontier {
        let (rows, cols) = (board.rows(), board.cols());
        let w = board.words_per_row();
        let occ = |r: usize| -> Vec<u64> {
            let (b, wh) = (
                board.discs(Color::Black).row(r),
                board.discs(Color::White).row(r),
            );
            b.iter().zip(wh).map(|(x, y)| x | y).collect()
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
            cursor: [0; 2],
        }
    }

    /// Updates the frontier after a disc was placed on `sq` (flips change
    /// no square's emptiness): `sq` leaves, its empty neighbours join. O(1).
    fn occupy(&mut self, board: &Board, sq: Square) {
        self.member.remove(sq);
        for d in DIRECTIONS {
            if let Some(n) = sq.step(d) {
                if board.on_board(n) && board.get(n).is_none() && !self.member.contains(n) {
                    self.member.insert(n);
                    self.list.push(n);
                }
            }
        }
    }

    /// A square where `color` may move, if there is one. `last` is the
    /// square of the last move, whose neighbours are tried early.
    fn find_move(&mut self, board: &Board, color: Color, last: Option<Square>) -> Option<Square> {
        let ci = color.index();
        if let Some(&sq) = self.list.get(self.cursor[ci]) {
            if self.member.contains(sq) && brackets(board, sq, color) {
                return Some(sq);
            }
        }
        if let Some(last) = last {
            for d in DIRECTIONS {
                let n = last.step(d).filter(|&n| self.member.contains(n));
                if let Some(n) = n.filter(|&n| brackets(board, n, color)) {
                    return Some(n);
                }
            }
        }
        // From the cursor to the end, then from the start to the cursor.
        // Removing a stale entry moves the list's last entry into its place:
        // in the first stretch that entry is still to be tested there; in
        // the second it may be tested twice, which is harmless.
        let start = self.cursor[ci].min(self.list.len());
        for (from, to) in [(start, usize::MAX), (0, start)] {
            let mut i = from;
            while i < to.min(self.list.len()) {
                let sq = self.list[i];
                if !self.member.contains(sq) {
                    self.list.swap_remove(i);
                    continue;
                }
                if brackets(board, sq, color) {
                    self.cursor[ci] = i;
                    return Some(sq);
                }
                i += 1;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::new((b[1] - b'1') as usize, (b[0] - b'a') as usize)
    }

    #[test]
    fn start_plays_and_refuses() {
        let mut g = Game::standard(8, 8).unwrap();
        assert_eq!(g.state(), State::ToMove(Color::Black));
        assert_eq!(g.frontier.list.len(), 12);
        assert!(matches!(g.pass(), Err(MoveError::MayNotPass(_))));
        assert_eq!(
            g.play(sq("a1")),
            Err(MoveError::Illegal(IllegalMove::NoFlips))
        );
        let p = g.play(sq("d3")).unwrap();
        assert_eq!((p.mover, p.flipped, p.passed), (Color::Black, 1, None));
        assert_eq!((g.count(Color::Black), g.count(Color::White)), (4, 1));
        assert_eq!(g.to_move(), Some(Color::White));
    }

    #[test]
    fn shortest_game_ends_with_empty_squares() {
        // The 9-move wipe-out: white has no disc left, so nobody can move.
        let mut g = Game::standard(8, 8).unwrap();
        for m in ["f5", "d6", "c5", "f4", "e3", "f6", "g5", "e6", "e7"] {
            assert!(!g.is_over(), "{m}");
            g.play(sq(m)).unwrap();
        }
        assert_eq!(g.outcome(), Some(Outcome::Win(Color::Black)));
        assert_eq!((g.count(Color::Black), g.count(Color::White)), (13, 0));
    }

    #[test]
    fn a_side_without_moves_passes_by_itself() {
        // B W . .    White cannot bracket the corner disc: it passes at once.
        // . W . .    Black's only move is c1; then nobody can move.
        let mut b = Board::empty(2, 4);
        b.set(sq("a1"), Some(Color::Black));
        b.set(sq("b1"), Some(Color::White));
        b.set(sq("b2"), Some(Color::White));
        let mut g = Game::from_position(b, Color::White);
        assert_eq!(g.passed(), Some(Color::White));
        assert_eq!(g.to_move(), Some(Color::Black));
        assert_eq!(g.pass(), Ok(Color::White));
        assert_eq!(g.pass(), Err(MoveError::MayNotPass(sq("c1"))));
        let p = g.play(sq("c1")).unwrap();
        assert_eq!((p.flipped, p.passed), (1, None));
        assert_eq!(g.outcome(), Some(Outcome::Win(Color::Black)));
        assert_eq!((g.count(Color::Black), g.count(Color::White)), (3, 1));
        assert_eq!(g.play(sq("d2")), Err(MoveError::GameOver));
        assert_eq!(g.pass(), Err(MoveError::GameOver));
    }
}
