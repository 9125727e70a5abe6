//! The [`Position`] of any R x C board, two players: the rules core's
//! [`Board`] with scratch memory for move generation, so that moves and
//! playouts allocate nothing, and a [`zobrist`](super::zobrist) key kept up
//! to date move by move.

use super::position::{FinalDiscs, Move, Position, MAX_SEATS, PASS};
use super::zobrist;
use crate::board::sweep::Sweeper;
use crate::board::Board;
use crate::color::Color;
use crate::rng::Rng;
use crate::squareset::SquareSet;

/// A position on a generic board. Seat 0 is black, 1 white.
pub struct Generic {
    board: Board,
    to_move: Color,
    /// The Zobrist key of the discs.
    key: u64,
    /// Scratch for [`Board::legal_moves_into`].
    sweeper: Sweeper,
    legal: SquareSet,
}

impl Clone for Generic {
    fn clone(&self) -> Generic {
        Generic::new(self.board.clone(), self.to_move)
    }
}

impl Generic {
    /// `board` with `to_move` to move. O(R * C). The board has at most
    /// [`MAX_SQUARES`](super::position::MAX_SQUARES) squares.
    pub fn new(board: Board, to_move: Color) -> Generic {
        let (rows, cols) = (board.rows(), board.cols());
        let mut key = 0;
        for r in 0..rows {
            for c in 0..cols {
                if let Some(color) = board.get(crate::square::Square::new(r, c)) {
                    key ^= zobrist::disc(r * cols + c, color.index());
                }
            }
        }
        Generic {
            board,
            to_move,
            key,
            sweeper: Sweeper::new(cols),
            legal: SquareSet::new(rows, cols),
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Fills `legal` with the moves of `color`; returns how many.
    fn legal_of(&mut self, color: Color) -> usize {
        self.board
            .legal_moves_into(color, &mut self.sweeper, &mut self.legal);
        self.legal.len()
    }
}

impl Position for Generic {
    type Key = (u64, u64, u8);

    fn seats(&self) -> usize {
        2
    }

    fn seat(&self) -> usize {
        self.to_move.index()
    }

    fn cols(&self) -> usize {
        self.board.cols()
    }

    fn moves(&mut self, out: &mut Vec<Move>) {
        out.clear();
        self.legal_of(self.to_move);
        let cols = self.board.cols();
        out.extend(self.legal.iter().map(|s| (s.row * cols + s.col) as Move));
    }

    fn is_over(&mut self) -> bool {
        self.legal_of(self.to_move) == 0 && self.legal_of(self.to_move.opponent()) == 0
    }

    fn play(&mut self, mv: Move) -> bool {
        let me = self.to_move;
        if mv == PASS {
            if self.legal_of(me) != 0 {
                return false;
            }
        } else {
            let cols = self.board.cols();
            let sq = self.square(mv);
            let key = &mut self.key;
            let (mine, theirs) = (me.index(), me.opponent().index());
            let n = self.board.play_in_place(sq, me, |s| {
                let i = s.row * cols + s.col;
                *key ^= zobrist::disc(i, theirs) ^ zobrist::disc(i, mine);
            });
            if n == 0 {
                return false;
            }
            self.key ^= zobrist::disc(mv as usize, mine);
        }
        self.to_move = me.opponent();
        true
    }

    fn flip_count(&mut self, mv: Move) -> u32 {
        if mv == PASS {
            return 0;
        }
        self.board.flips(self.square(mv), self.to_move).len() as u32
    }

    fn outcome(&self) -> FinalDiscs {
        let mut discs = [0; MAX_SEATS];
        for c in Color::ALL {
            discs[c.index()] = self.board.count(c) as u32;
        }
        FinalDiscs { discs, seats: 2 }
    }

    /// The Zobrist key; the middle word is unused on generic boards (a
    /// collision of two 64-bit keys in one search is about as likely as
    /// n^2 / 2^65 for n nodes, under 1e-9 for a million).
    fn key(&self) -> (u64, u64, u8) {
        (self.key, 0, self.to_move.index() as u8)
    }

    fn generic_board(&self) -> Option<(&Board, Color)> {
        Some((&self.board, self.to_move))
    }

    fn copy_from(&mut self, other: &Generic) {
        self.board.copy_from(&other.board);
        self.to_move = other.to_move;
        self.key = other.key;
    }

    fn playout(&mut self, rng: &mut Rng) -> FinalDiscs {
        let mut me = self.to_move;
        loop {
            let mut n = self.legal_of(me);
            if n == 0 {
                n = self.legal_of(me.opponent());
                if n == 0 {
                    break;
                }
                me = me.opponent();
            }
            let k = rng.below(n as u64) as usize;
            let sq = match self.legal.nth(k) {
                Some(sq) => sq,
                None => break,
            };
            self.board.play_in_place(sq, me, |_| {});
            me = me.opponent();
        }
        // The key is not kept up to date during a playout (see the trait).
        self.to_move = me;
        self.outcome()
    }
}
