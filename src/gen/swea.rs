//! The generator for `swea`: T cases, each a random game from the N x N
//! start (N = 4, 6 or 8) logged move by move with each mover's colour,
//! passes and early ends included, whole or cut short.

use super::othello::{game_with_pass, random_game};
use super::{Generator, Options};
use crate::color::Color;
use crate::error::{Error, Result};
use crate::rng::Rng;
use std::io::Write;

/// `swea`: T, then per case `N M` and M moves `x y c`.
pub const SWEA: Generator = Generator {
    accepts: &["--cases", "--size", "--moves", "--end", "--pass"],
    summary: "1-5 cases on 4x4, 6x6 or 8x8, each a random game logged whole or cut short",
    write: gen_swea,
    variants: None,
};

fn gen_swea(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let sizes: &[usize] = match o.size {
        None => &[4, 6, 8],
        Some((4, 4)) => &[4],
        Some((6, 6)) => &[6],
        Some((8, 8)) => &[8],
        Some((r, c)) => {
            return Err(Error::usage(format!(
                "`swea` boards are 4x4, 6x6 or 8x8, not {r}x{c}"
            )))
        }
    };
    if o.end && o.pass {
        return Err(Error::usage("choose one of --end and --pass"));
    }
    let cases = o.cases.unwrap_or_else(|| rng.range(1, 5) as usize);
    writeln!(out, "{cases}")?;
    for _ in 0..cases {
        let n = sizes[rng.below(sizes.len() as u64) as usize];
        let game = if o.pass {
            game_with_pass(n, n, rng)?
        } else {
            random_game(n, n, rng)?
        };
        // The whole game half the time (the sample's log is one), else a
        // random part of it from the start.
        let m = match o.moves {
            _ if o.end || o.pass => game.len(),
            Some(m) => m.min(game.len()),
            None if rng.chance(1, 2) => game.len(),
            None => rng.below(game.len() as u64 + 1) as usize,
        };
        writeln!(out, "{n} {m}")?;
        for played in &game[..m] {
            let c = if played.mover == Color::Black { 1 } else { 2 };
            let sq = played.square;
            writeln!(out, "{} {} {c}", sq.col + 1, sq.row + 1)?;
        }
    }
    Ok(())
}
