//! The generator for `checkio`: a random cluster of pieces grown from the
//! centre (as the course's own generator grows them), shared between the
//! two sides in a random proportion, written as Python tuples, JSON lists
//! or plain numbers.

use super::{Generator, Options};
use crate::error::Result;
use crate::rng::Rng;
use std::io::Write;

/// `checkio`: Othello's pieces, then Desdemona's.
pub const CHECKIO: Generator = Generator {
    accepts: &[],
    summary: "a cluster of 0-64 pieces grown from the centre, two lists of (x, y)",
    write: gen_checkio,
    variants: None,
};

fn gen_checkio(_: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    // Now and then an empty or a full board, else any size.
    let n = match rng.below(10) {
        0 => 0,
        1 => 64,
        _ => rng.range(1, 63) as usize,
    };
    // Othello's share in tenths: either side may have none.
    let share = rng.range(0, 10);
    let mut owner = [None::<bool>; 64];
    for _ in 0..n {
        // The empty squares next to a piece, or the centre to start.
        let near: Vec<usize> = (0..64)
            .filter(|&s| owner[s].is_none() && touches(&owner, s))
            .collect();
        let from = if near.is_empty() {
            vec![27, 28, 35, 36]
        } else {
            near
        };
        let s = from[rng.below(from.len() as u64) as usize];
        owner[s] = Some(rng.below(10) < share);
    }
    let form = rng.below(3);
    for side in [true, false] {
        // Each list in a random order, as the course's lists come.
        let mut squares: Vec<usize> = (0..64).filter(|&s| owner[s] == Some(side)).collect();
        for i in (1..squares.len()).rev() {
            squares.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let pieces: Vec<String> = squares
            .iter()
            .map(|&s| match form {
                0 => format!("({}, {})", s / 8, s % 8),
                1 => format!("[{}, {}]", s / 8, s % 8),
                _ => format!("{} {}", s / 8, s % 8),
            })
            .collect();
        match form {
            0 | 1 => writeln!(out, "[{}]", pieces.join(", "))?,
            _ => writeln!(out, "{}", pieces.join(" "))?,
        }
    }
    Ok(())
}

/// Whether square `s` (x * 8 + y) has an occupied neighbour.
fn touches(owner: &[Option<bool>; 64], s: usize) -> bool {
    let (x, y) = ((s / 8) as isize, (s % 8) as isize);
    (-1..=1).any(|dx| {
        (-1..=1).any(|dy| {
            let (i, j) = (x + dx, y + dy);
            (0..8).contains(&i) && (0..8).contains(&j) && owner[(i * 8 + j) as usize].is_some()
        })
    })
}
