//! Packed rows to text and back, eight cells per step: the fast pieces for
//! every dialect that reads or writes large boards (the whole huge-board
//! pipeline, from reading to writing, is described in [`crate::board::sweep`]).
//!
//! * [`decode_row`] (`decode.rs`): one line of cell characters (side by
//!   side or spaced) into black and white bit words: 64 cells per
//!   AVX-512BW compare when the CPU has it (checked at run time; rows
//!   without separators), else 16 cells per SSE2 compare on x86_64, and 8
//!   bytes per step of word arithmetic elsewhere and for row tails (SWAR:
//!   compare eight bytes at once, gather their high bits with one
//!   multiply). [`crate::text::position::read_position`] uses it for every
//!   board row; a row it refuses is re-read cell by cell for the message.
//! * [`push_grid_row`] / [`write_grid`] (`encode.rs`): a `0 1 0 ...` grid
//!   from bit words, 16 output bytes per 8 bits from a 256-entry table, or
//!   with AVX-512BW and BMI2 (checked at run time) a 64-square word from
//!   two byte blends (`pdep` spreads each half's 32 bits onto the digit
//!   bytes).
//! * [`push_board_row`] / [`write_board_rows`] (`encode.rs`): board rows
//!   (any alphabet, spaced or not, with optional marks) from the disc
//!   words, 8 cells per step.
//!
//! The writers append to a caller's reused `Vec<u8>` and hand it to the
//! output in chunks of about [`CHUNK`] bytes, so the whole output never
//! sits in memory. Bit words use the [`SquareSet`](crate::squareset::SquareSet)
//! layout: column `c` is bit `c % 64` of word `c / 64`; bits past the last
//! column are ignored by the writers and zero in what the decoder returns.

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
mod avx512;
mod decode;
mod encode;

// Re-exported whole: a bundle keeps only the functions whose names it
// mentions, and every name written in a `use` line would count. The parts
// name their imports rather than `use super::*`: the bundler follows a
// glob to every sibling, and `avx512` would bring in `crate::cpu`.
pub use decode::*;
pub use encode::*;

/// The three characters a row may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellChars {
    /// Black's character.
    pub black: u8,
    /// White's character.
    pub white: u8,
    /// The empty square's character.
    pub empty: u8,
}

/// The standard characters, for the tests.
#[cfg(test)]
const BW: CellChars = CellChars {
    black: b'B',
    white: b'W',
    empty: b'.',
};

/// The bit words of the cells of `row` that are `ch`, for the tests.
#[cfg(test)]
fn bits(row: &str, ch: char) -> Vec<u64> {
    let mut w = vec![0u64; row.chars().count().div_ceil(64)];
    for (i, c) in row.chars().enumerate() {
        if c == ch {
            w[i / 64] |= 1 << (i % 64);
        }
    }
    w
}
