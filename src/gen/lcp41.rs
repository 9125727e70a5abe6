//! The generator for `lcp41`: an R x C board (1 to 8 each, mostly 5 to 8) of random
//! cells, with densities drawn per board, then brought within the
//! statement's promise: a white disc that lies in a run closed by black
//! discs at both ends is taken off until none does, and a square is
//! emptied when none is empty.

use super::{Generator, Options};
use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::rng::Rng;
use crate::square::{Square, DIRECTIONS};
use crate::text::position::{write_board, Layout, CROSSES};
use std::io::Write;

/// `lcp41`: the rows of `X` `O` `.`.
pub const LCP41: Generator = Generator {
    accepts: &["--size"],
    summary: "a board of 1-8 x 1-8 random cells (mostly 5-8), no white disc bracketed",
    write: gen_lcp41,
    variants: None,
};

/// The white discs that lie in a run closed by black discs at both ends.
fn bracketed(b: &Board) -> Vec<Square> {
    let mut out = Vec::new();
    for r in 0..b.rows() {
        for c in 0..b.cols() {
            let from = Square::new(r, c);
            if b.get(from) != Some(Color::Black) {
                continue;
            }
            for d in DIRECTIONS {
                let mut run = Vec::new();
                let mut cur = from.step(d);
                while let Some(s) = cur.filter(|&s| b.get(s) == Some(Color::White)) {
                    run.push(s);
                    cur = s.step(d);
                }
                if cur.is_some_and(|s| b.get(s) == Some(Color::Black)) {
                    out.extend(run);
                }
            }
        }
    }
    out
}

/// A side of a board: 1 to 8 one time in four, else 5 to 8 (where the
/// long chains are).
fn side(rng: &mut Rng) -> usize {
    if rng.chance(1, 4) {
        rng.range(1, 8) as usize
    } else {
        rng.range(5, 8) as usize
    }
}

fn gen_lcp41(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let (rows, cols) = match o.size {
        None => (side(rng), side(rng)),
        Some((r, c)) if (1..=8).contains(&r) && (1..=8).contains(&c) => (r, c),
        Some((r, c)) => {
            return Err(Error::usage(format!(
                "`lcp41` boards are 1 to 8 by 1 to 8, not {r}x{c}"
            )))
        }
    };
    // Weights out of 12: empty, white, black (the rest, at least 1).
    let empty = rng.range(2, 8);
    let white = rng.range(1, 11 - empty);
    let mut b = Board::empty(rows, cols);
    for r in 0..rows {
        for c in 0..cols {
            let x = rng.below(12);
            let disc = if x < empty {
                None
            } else if x < empty + white {
                Some(Color::White)
            } else {
                Some(Color::Black)
            };
            b.set(Square::new(r, c), disc);
        }
    }
    // Taking a white disc off never closes a run: it only opens them.
    loop {
        let closed = bracketed(&b);
        if closed.is_empty() {
            break;
        }
        b.set(closed[rng.below(closed.len() as u64) as usize], None);
    }
    let total = (rows * cols) as u64;
    if b.count(Color::Black) + b.count(Color::White) == rows * cols {
        let k = rng.below(total) as usize;
        b.set(Square::new(k / cols, k % cols), None);
    }
    let layout = Layout {
        alphabet: CROSSES,
        spaced: false,
    };
    write_board(out, &b, layout, None)?;
    Ok(())
}
