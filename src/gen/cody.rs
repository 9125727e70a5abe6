//! The generator for `cody`: an N x N board of `0 1 2` cells, reached by
//! random play from the standard start (even N) or of random cells at a
//! random density (any N, full boards among them: the problem's boards
//! need not come from a game), then the side to move, either side.

use super::othello::{position, Want};
use super::{Generator, Options};
use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::rng::Rng;
use crate::square::Square;
use crate::text::position::{alphabet_named, write_board, Layout, STANDARD};
use std::io::Write;

/// The largest `--size`: a board of a billion squares.
const MAX_SIZE: usize = 1 << 15;

/// `cody`: N, the board row by row, the side.
pub const CODY: Generator = Generator {
    accepts: &["--size", "--plies"],
    summary: "an N x N board of 0/1/2 (N 1 to 12; random play or random cells), the side 1 or 2",
    write: gen_cody,
    variants: None,
};

fn gen_cody(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let n = match o.size {
        None => match rng.below(8) {
            0 => rng.range(1, 3) as usize,
            _ => rng.range(4, 12) as usize,
        },
        Some((r, c)) if r == c && (1..=MAX_SIZE).contains(&r) => r,
        Some((r, c)) => {
            return Err(Error::usage(format!(
                "`cody` boards are N x N, N from 1 to {MAX_SIZE}, not {r}x{c}"
            )))
        }
    };
    let from_play = n % 2 == 0 && (o.plies.is_some() || rng.chance(1, 2));
    let board = if from_play {
        position(o, rng, n, n, Want::Any)?.game.board().clone()
    } else {
        random_cells(n, rng)
    };
    let side = if rng.chance(1, 2) { 1 } else { 2 };
    writeln!(out, "{n}")?;
    let layout = Layout {
        alphabet: alphabet_named("120").unwrap_or(STANDARD),
        spaced: true,
    };
    write_board(out, &board, layout, None)?;
    writeln!(out, "{side}")?;
    Ok(())
}

/// Each square empty, black or white at random; the share of empty
/// squares drawn first (none one time in six: a full board).
fn random_cells(n: usize, rng: &mut Rng) -> Board {
    let empty = if rng.chance(1, 6) { 0 } else { rng.range(1, 9) };
    let mut b = Board::empty(n, n);
    for r in 0..n {
        for c in 0..n {
            let disc = match rng.below(10) {
                x if x < empty => None,
                _ if rng.chance(1, 2) => Some(Color::Black),
                _ => Some(Color::White),
            };
            b.set(Square::new(r, c), disc);
        }
    }
    b
}
