//! The generator for `yukicoder`: a position of a random game from the
//! 8 x 8 start in which nobody has passed and the side to move has a
//! move (the statement's promise), after 0 to 59 plies, and a random
//! first player.

use super::othello::{random_move, start};
use super::{Generator, Options};
use crate::error::Result;
use crate::rng::Rng;
use crate::text::position::{write_board, Layout, LOWER_DOTTED};
use std::io::Write;

/// `yukicoder`: `oda` or `yukiko`, then the board (`b` `w` `.`).
pub const YUKICODER: Generator = Generator {
    accepts: &["--plies"],
    summary: "a random first player and an 8x8 board after 0-59 plies without a pass",
    write: gen_yukicoder,
    variants: None,
};

fn gen_yukicoder(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let first = if rng.chance(1, 2) { "oda" } else { "yukiko" };
    let plies = o.plies.unwrap_or_else(|| rng.below(60) as usize);
    let mut g = start(8, 8)?;
    for _ in 0..plies {
        let before = g.clone();
        // A move after which the other side must pass (or the game ends)
        // would leave a position outside the promise: stop before it.
        if random_move(&mut g, rng).is_none() || g.passed().is_some() || g.is_over() {
            g = before;
            break;
        }
    }
    writeln!(out, "{first}")?;
    let layout = Layout {
        alphabet: LOWER_DOTTED,
        spaced: false,
    };
    write_board(out, g.board(), layout, None)?;
    Ok(())
}
