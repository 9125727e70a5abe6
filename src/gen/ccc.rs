//! The generator for `ccc`: one of the three setups and random legal
//! moves from it, in the statement's `R C` pairs.

use super::formats::moves;
use super::othello::pick;
use super::{Generator, Options};
use crate::board::Setup;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::rng::Rng;
use std::io::Write;

/// `ccc`: a setup letter (`a`, `b`, `c`), N, then N random legal moves
/// `R C` from that setup, black first, the sides strictly alternating (the
/// format has no passes: the moves stop when the side to move has none);
/// all on one line, or one token per line for the setup and N and one
/// move per line.
pub const CCC: Generator = Generator {
    accepts: &["--moves", "--end"],
    summary: "a random setup a, b or c and 0-30 random legal moves",
    write: gen_ccc,
    variants: None,
};

/// The most moves a `ccc` input has (the statement's N is 0 to 30).
const CCC_MOVES: usize = 30;

fn gen_ccc(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    if let Some(m) = o.moves.filter(|&m| m > CCC_MOVES) {
        return Err(Error::usage(format!(
            "`ccc` has 0 to {CCC_MOVES} moves (its statement), not --moves {m}"
        )));
    }
    let setup = rng.below(3) as usize;
    let mut board = Setup::ALL[setup].board();
    let want = moves(o, rng.below(CCC_MOVES as u64 + 1) as usize);
    let (mut mover, mut played) = (Color::Black, Vec::new());
    while played.len() < want {
        let sq = match pick(&board.legal_moves(mover), rng) {
            Some(sq) => sq,
            None => break,
        };
        let _ = board.play(sq, mover);
        played.push(sq);
        mover = mover.opponent();
    }
    let letter = (b'a' + setup as u8) as char;
    let sep = if rng.chance(1, 2) { ' ' } else { '\n' };
    write!(out, "{letter}{sep}{}", played.len())?;
    for sq in played {
        write!(out, "{sep}{} {}", sq.row + 1, sq.col + 1)?;
    }
    writeln!(out)?;
    Ok(())
}
