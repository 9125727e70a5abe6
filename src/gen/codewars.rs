//! The generator for `codewars`: 0 to 8 distinct squares of the row in a
//! random order, written in one of the three forms the dialect reads.

use super::{Generator, Options};
use crate::error::{Error, Result};
use crate::rng::Rng;
use std::io::Write;

/// `codewars`: one line of distinct squares 0 to 7.
pub const CODEWARS: Generator = Generator {
    accepts: &["--moves"],
    summary:
        "0 to 8 distinct squares 0-7, as `3 4 5`, `3,4,5` or `[3, 4, 5]` (--moves N: N of them)",
    write: gen_codewars,
    variants: None,
};

fn gen_codewars(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let n = match o.moves {
        None => rng.below(9) as usize,
        Some(n) if n <= 8 => n,
        Some(n) => {
            return Err(Error::usage(format!(
                "`codewars` plays each of its 8 squares at most once: --moves 0 to 8, not {n}"
            )))
        }
    };
    // A random order of the squares (Fisher-Yates), of which the first n.
    let mut squares: Vec<usize> = (0..8).collect();
    for i in (1..8).rev() {
        squares.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let moves: Vec<String> = squares[..n].iter().map(|s| s.to_string()).collect();
    let line = match rng.below(3) {
        0 => moves.join(" "),
        1 => moves.join(","),
        _ => format!("[{}]", moves.join(", ")),
    };
    writeln!(out, "{line}")?;
    Ok(())
}
