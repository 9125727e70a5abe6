//! The naive game of `grid` in the library's vocabulary, so that a test can
//! compare it with [`othello::game::Game`] step by step: its state, a move
//! or the reason it is refused, a written pass.

use super::grid::{other, Naive, BLACK, EMPTY, WHITE};
use othello::board::IllegalMove;
use othello::color::Color;
use othello::game::{MoveError, Outcome, State};

impl Naive {
    /// The state as the library names it.
    pub fn state(&self) -> State {
        if !self.over {
            return State::ToMove(color(self.to_move));
        }
        let (b, w) = (self.count(BLACK), self.count(WHITE));
        State::Over(if b > w {
            Outcome::Win(Color::Black)
        } else if w > b {
            Outcome::Win(Color::White)
        } else {
            Outcome::Draw
        })
    }

    /// Plays (r, c) or says why not.
    pub fn play(&mut self, r: usize, c: usize) -> Result<usize, MoveError> {
        if self.over {
            return Err(MoveError::GameOver);
        }
        if r >= self.grid.rows() || c >= self.grid.cols() {
            return Err(MoveError::Illegal(IllegalMove::OffBoard));
        }
        if self.grid.0[r][c] != EMPTY {
            return Err(MoveError::Illegal(IllegalMove::Occupied));
        }
        let me = self.to_move;
        let flips = self.grid.flips(r, c, me).len();
        if flips == 0 {
            return Err(MoveError::Illegal(IllegalMove::NoFlips));
        }
        self.grid.play(r, c, me);
        self.settle(other(me));
        Ok(flips)
    }

    /// A written pass: accepted once right after a forced pass.
    pub fn pass(&mut self) -> Result<(), ()> {
        match self.passed.take() {
            Some(_) => Ok(()),
            None => Err(()),
        }
    }
}

/// The library's colour of a grid cell, `BLACK` or `WHITE`.
pub fn color(c: u8) -> Color {
    if c == BLACK {
        Color::Black
    } else {
        Color::White
    }
}
