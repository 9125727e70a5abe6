//! The generator for `code-golf`: 8 x 8 boards of `X O .` with O to
//! move, from random games, each turned by one of the board's symmetries
//! as the judge's fixed positions are.

use super::formats::{cases, fixed, size};
use super::othello::{no_pass, random_move, start, PASS_TRIES};
use super::{Generator, Options};
use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::rng::Rng;
use crate::text::position::write_board;
use std::io::Write;

/// `code-golf`: boards (`X` `O` `.`) with O to move, separated by blank
/// lines: random games from the start of an odd number of plies (1 to 21,
/// as the judge's), X playing black's part, each board as it is,
/// transposed, turned half a turn, or both (the judge's fixed positions
/// come so; the start looks the same each way).
pub const CODE_GOLF: Generator = Generator {
    accepts: &["--plies", "--cases", "--pass", "--size"],
    summary: "3 boards after 1-21 random plies (odd), O to move",
    write: gen_code_golf,
    variants: None,
};

fn gen_code_golf(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    size(o, "code-golf", true)?;
    // After an even number X is to move, and more plies would be played.
    match o.plies {
        Some(p) if p % 2 == 0 || p > 21 => {
            return Err(Error::usage(format!(
                "`code-golf` boards come after an odd number of plies, 1 to 21 (O to move), not --plies {p}"
            )))
        }
        _ => {}
    }
    for k in 0..cases(o, 3) {
        if k > 0 {
            writeln!(out)?;
        }
        let board = if o.pass {
            o_cannot_move(rng)?
        } else {
            o_to_move(o, rng)?
        };
        // As it is, turned half a turn, transposed, both.
        let symmetry = [0, 3, 4, 7][rng.below(4) as usize];
        let board = match Bitboard::from_board(&board, Color::White) {
            Some(b) => b.symmetric(symmetry).to_board(Color::White),
            None => board,
        };
        write_board(out, &board, fixed("XO."), None)?;
    }
    Ok(())
}

/// A board after `--plies` random plies (default an odd number, 1 to 21),
/// and after that X's moves while O must pass, so that O is to move (or
/// the game is over).
fn o_to_move(o: &Options, rng: &mut Rng) -> Result<Board> {
    let mut g = start(8, 8)?;
    let plies = o.plies.unwrap_or(2 * rng.below(11) as usize + 1);
    for _ in 0..plies {
        if random_move(&mut g, rng).is_none() {
            break;
        }
    }
    while g.to_move() == Some(Color::Black) {
        random_move(&mut g, rng);
    }
    Ok(g.board().clone())
}

/// A board where X has just moved and O has no move (`--pass`), from
/// random games.
fn o_cannot_move(rng: &mut Rng) -> Result<Board> {
    for _ in 0..PASS_TRIES {
        let mut g = start(8, 8)?;
        while let Some(played) = random_move(&mut g, rng) {
            if played.mover == Color::Black && !g.board().has_legal_move(Color::White) {
                return Ok(g.board().clone());
            }
        }
    }
    Err(no_pass(8, 8))
}
