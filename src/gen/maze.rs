//! The generator for `maze-tac-toe`: random N x N mazes walled all round,
//! with one start cell, random inner walls and random move cells.

use super::{Generator, Options};
use crate::error::{Error, Result};
use crate::rng::Rng;
use std::io::Write;

/// `maze-tac-toe`: `N`, then N lines of 3N characters.
pub const MAZE_TAC_TOE: Generator = Generator {
    accepts: &["--size", "--walls", "--cells"],
    summary: "a 7x7 maze, 25% walls, 40% of the open cells moves",
    write: gen_maze,
    variants: None,
};

fn percent(v: Option<u64>, default: u64, name: &str) -> Result<u64> {
    match v.unwrap_or(default) {
        p @ 0..=100 => Ok(p),
        p => Err(Error::usage(format!("{name} is a percentage, not {p}"))),
    }
}

fn gen_maze(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let n = match o.size {
        None => 7,
        Some((r, c)) if r == c && (3..=25).contains(&r) => r,
        Some((r, c)) => {
            return Err(Error::usage(format!(
                "`maze-tac-toe` mazes are N x N with 3 <= N <= 25, not {r}x{c}"
            )))
        }
    };
    let walls = percent(o.walls, 25, "--walls")?;
    let cells = percent(o.cells, 40, "--cells")?;
    let inner = (n - 2) * (n - 2);
    let start = rng.below(inner as u64) as usize;
    writeln!(out, "{n}")?;
    let mut line = Vec::with_capacity(3 * n + 1);
    for r in 0..n {
        line.clear();
        for c in 0..n {
            let border = r == 0 || c == 0 || r == n - 1 || c == n - 1;
            let cell: [u8; 3] = if border {
                *b"###"
            } else if (r - 1) * (n - 2) + (c - 1) == start {
                *b"BBB"
            } else if rng.chance(walls, 100) {
                *b"###"
            } else if rng.chance(cells, 100) {
                let letter = if rng.chance(1, 2) { b'M' } else { b'O' };
                [letter, b'1' + rng.below(3) as u8, b'1' + rng.below(3) as u8]
            } else {
                *b"..."
            };
            line.extend_from_slice(&cell);
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
    Ok(())
}
