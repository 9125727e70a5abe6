//! The generator for `simple-othello`: a block of `o` and `x` discs on one
//! row, either each disc drawn on its own (with a random leaning to one
//! side) or a few long runs.

use super::{Generator, Options};
use crate::error::{Error, Result};
use crate::rng::Rng;
use std::io::Write;

/// The most discs `--size` asks for: every row the dialect solves (it
/// solves rows of up to 10000 runs).
const MAX_DISCS: usize = 10_000;

/// `simple-othello`: one line of `o` and `x`.
pub const SIMPLE_OTHELLO: Generator = Generator {
    accepts: &["--size"],
    summary: "a row of 1 to 50 discs `o` and `x` (--size N: N discs)",
    write: gen_row,
    variants: None,
};

fn gen_row(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let n = match o.size {
        None => rng.range(1, 50) as usize,
        Some((r, c)) if r == c && r <= MAX_DISCS => r,
        Some((r, c)) => {
            return Err(Error::usage(format!(
                "`simple-othello` rows take --size N, N from 1 to {MAX_DISCS} discs, not {r}x{c}"
            )))
        }
    };
    let mut row = Vec::with_capacity(n + 1);
    if rng.chance(1, 2) {
        // Each disc on its own: `o` with probability lean / 10.
        let lean = rng.range(1, 9);
        while row.len() < n {
            row.push(if rng.below(10) < lean { b'o' } else { b'x' });
        }
    } else {
        let mut disc = if rng.chance(1, 2) { b'o' } else { b'x' };
        while row.len() < n {
            let run = (rng.range(1, 20) as usize).min(n - row.len());
            row.resize(row.len() + run, disc);
            disc = if disc == b'o' { b'x' } else { b'o' };
        }
    }
    row.push(b'\n');
    out.write_all(&row)?;
    Ok(())
}
