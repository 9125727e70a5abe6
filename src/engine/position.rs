//! What the engines search: a [`Position`] of some rule set, its moves as
//! square indices, and a finished game's [`FinalDiscs`] as discs per seat.
//!
//! Seats are numbered from 0 in turn order (0 is black, 1 white). Nothing
//! here assumes two seats: an outcome holds a count per seat and a reward
//! per seat, so rule sets with more players plug in as more implementors.

use crate::rng::Rng;
use crate::square::Square;

/// A move: the square's row-major index `row * cols + col`, or [`PASS`].
pub type Move = u16;

/// The move of a seat that has no legal move.
pub const PASS: Move = Move::MAX;

/// The most squares a searched board may have: every square's index must
/// fit a [`Move`] below [`PASS`].
pub const MAX_SQUARES: usize = PASS as usize;

/// The most seats an [`FinalDiscs`] holds.
pub const MAX_SEATS: usize = 4;

/// A finished game: each seat's discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FinalDiscs {
    /// Discs per seat; the entries past `seats` are 0.
    pub discs: [u32; MAX_SEATS],
    /// How many seats played.
    pub seats: usize,
}

/// Where a cut-off playout ([`Position::cut_playout`]) stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// The game ended on the way: its outcome.
    Over(FinalDiscs),
    /// The game goes on: the learned evaluation of the position reached,
    /// in hundredths of a disc for `seat`, the seat to move there.
    Value {
        /// The seat to move at the cut-off.
        seat: usize,
        /// Its predicted final disc difference, hundredths of a disc.
        value: i32,
    },
}

/// How a finished game went for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result3 {
    /// It has the most discs, alone.
    Win,
    /// It shares the most discs with others.
    Draw,
    /// Another seat has more discs.
    Loss,
}

impl FinalDiscs {
    /// The most discs any seat has, and how many seats have that many.
    fn top(&self) -> (u32, usize) {
        let d = &self.discs[..self.seats];
        let best = d.iter().copied().max().unwrap_or(0);
        (best, d.iter().filter(|&&x| x == best).count())
    }

    /// `seat`'s result: a win is having the most discs alone.
    pub fn result(&self, seat: usize) -> Result3 {
        let (best, ties) = self.top();
        match (self.discs[seat] == best, ties) {
            (true, 1) => Result3::Win,
            (true, _) => Result3::Draw,
            _ => Result3::Loss,
        }
    }

    /// What the search maximises for `seat`: 1 for a win, 1 / t when `t`
    /// seats share the most discs, 0 otherwise (so two players score a
    /// draw as a half).
    pub fn reward(&self, seat: usize) -> f32 {
        let (best, ties) = self.top();
        if self.discs[seat] == best {
            1.0 / ties as f32
        } else {
            0.0
        }
    }

    /// `seat`'s discs minus the most any other seat has.
    pub fn margin(&self, seat: usize) -> i64 {
        let other = (0..self.seats)
            .filter(|&s| s != seat)
            .map(|s| self.discs[s])
            .max()
            .unwrap_or(0);
        self.discs[seat] as i64 - other as i64
    }
}

/// A position of the game being searched, with the rules that move it on.
///
/// Implementors: [`super::bit8::Bit8`] (8 x 8, two players, bitboards) and
/// [`super::generic::Generic`] (any R x C board). Methods take `&mut self`
/// where the position keeps scratch memory for move generation, so that a
/// search allocates nothing per playout.
pub trait Position: Clone + Send + Sync {
    /// The key identifying the position (discs and seat to move) in a
    /// search's table of shared nodes.
    type Key: Copy + Eq + std::hash::Hash + Send;

    /// How many seats play.
    fn seats(&self) -> usize;
    /// The seat to move (also when it must pass).
    fn seat(&self) -> usize;
    /// The board's columns (to turn a [`Move`] back into a square).
    fn cols(&self) -> usize;
    /// Writes the legal moves of the seat to move into `out` (cleared
    /// first), in row-major order. None: it must pass, or the game is over.
    fn moves(&mut self, out: &mut Vec<Move>);
    /// Whether no seat can move.
    fn is_over(&mut self) -> bool;
    /// Plays `mv` (a legal move, or [`PASS`] when there is none) for the
    /// seat to move; false, changing nothing, when `mv` is illegal.
    fn play(&mut self, mv: Move) -> bool;
    /// How many discs `mv` would flip (0 when it is illegal).
    fn flip_count(&mut self, mv: Move) -> u32;
    /// Each seat's discs now.
    fn outcome(&self) -> FinalDiscs;
    /// This position's key.
    fn key(&self) -> Self::Key;
    /// Makes `self` a copy of `other` without allocating.
    fn copy_from(&mut self, other: &Self);
    /// Plays uniformly random legal moves (passing when forced) to the end
    /// of the game and returns its outcome. Allocates nothing. The moves
    /// are drawn as the `rng.below(n)`-th of the `n` legal moves in
    /// row-major order, so every implementor plays the same game for the
    /// same position and generator. Afterwards the position is the final
    /// one but its [`Position::key`] is unspecified until the next
    /// [`Position::copy_from`] (searches play out on a scratch copy).
    fn playout(&mut self, rng: &mut Rng) -> FinalDiscs;

    /// Plays at most `plies` random moves as [`Position::playout`] draws
    /// them (a pass is not a ply), then evaluates the position reached
    /// with the learned evaluation, unless the game ended first. `None`,
    /// changing nothing, when this kind of position has no evaluation
    /// (only 8 x 8 with two players has one). Allocates nothing; the key
    /// is unspecified afterwards, as after a playout.
    fn cut_playout(&mut self, _rng: &mut Rng, _plies: u32) -> Option<Cut> {
        None
    }

    /// The position as a bitboard, when it is 8 x 8 with two players (for
    /// the engines that need one).
    fn bitboard(&self) -> Option<crate::bitboard::Bitboard> {
        None
    }

    /// The board and the colour to move, when the position is a generic
    /// two-player board (for the engines that read its discs).
    fn generic_board(&self) -> Option<(&crate::board::Board, crate::color::Color)> {
        None
    }

    /// The square of `mv` (not [`PASS`]).
    fn square(&self, mv: Move) -> Square {
        let cols = self.cols();
        Square::new(mv as usize / cols, mv as usize % cols)
    }
}
