//! Which rays bracket discs: all eight, or the four along rows and
//! columns. No text here.
//!
//! Four directions are the eight with the diagonals masked off: the
//! word-parallel sweeps AND their diagonal runs with
//! [`Directions::diagonal_mask`], the ray walks take [`Directions::steps`].

use crate::square::DIRECTIONS;

/// Which rays bracket discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Directions {
    /// Rows, columns and diagonals (the usual game).
    Eight,
    /// Rows and columns only: a diagonal never brackets.
    Four,
}

/// The four orthogonal steps, in [`DIRECTIONS`] order.
pub const ORTHOGONAL: [(isize, isize); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];

impl Directions {
    /// The ray steps of this set, in [`DIRECTIONS`] order.
    pub fn steps(self) -> &'static [(isize, isize)] {
        match self {
            Directions::Eight => &DIRECTIONS,
            Directions::Four => &ORTHOGONAL,
        }
    }

    /// All ones when diagonal rays count, zero when they do not: the mask
    /// the word-parallel sweeps put on their diagonal runs.
    pub fn diagonal_mask(self) -> u64 {
        match self {
            Directions::Eight => !0,
            Directions::Four => 0,
        }
    }
}
