//! The generator for `paiza`: a whole game from the 8 x 8 start (the
//! statement promises a finished one), each side playing at random or
//! greedily (the move that flips the most), so that lopsided games and
//! wipe-outs come up beside even ones.

use super::othello::{no_pass, pick, start, PASS_TRIES};
use super::{Generator, Options};
use crate::color::Color;
use crate::error::Result;
use crate::game::{Game, Played};
use crate::rng::Rng;
use crate::square::Square;
use std::io::Write;

/// `paiza`: n, then n moves `C x y`.
pub const PAIZA: Generator = Generator {
    accepts: &["--pass"],
    summary: "a whole random 8x8 game, each side random or greedy (--pass: one with a pass)",
    write: gen_paiza,
    variants: None,
};

/// The move the side to move makes: one of those that flip the most when
/// `greedy`, else any; `None` once the game is over.
fn choose(g: &Game, greedy: bool, rng: &mut Rng) -> Option<Square> {
    let mover = g.to_move()?;
    let legal = g.legal_moves();
    if !greedy {
        return pick(&legal, rng);
    }
    let flips = |sq: Square| g.board().flips(sq, mover).len();
    let most = legal.iter().map(flips).max()?;
    let best: Vec<Square> = legal.iter().filter(|&sq| flips(sq) == most).collect();
    Some(best[rng.below(best.len() as u64) as usize])
}

/// The moves of one whole game, each side greedy one time in three.
fn game(rng: &mut Rng) -> Result<Vec<Played>> {
    let greedy = [rng.chance(1, 3), rng.chance(1, 3)];
    let mut g = start(8, 8)?;
    let mut moves = Vec::new();
    while let Some(mover) = g.to_move() {
        let played = match choose(&g, greedy[mover.index()], rng).map(|sq| g.play(sq)) {
            Some(Ok(played)) => played,
            _ => break,
        };
        moves.push(played);
    }
    Ok(moves)
}

fn gen_paiza(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let mut moves = game(rng)?;
    let mut tries = 1;
    while o.pass && !moves.iter().any(|p| p.passed.is_some()) {
        if tries == PASS_TRIES {
            return Err(no_pass(8, 8));
        }
        moves = game(rng)?;
        tries += 1;
    }
    writeln!(out, "{}", moves.len())?;
    for p in &moves {
        let c = if p.mover == Color::Black { 'B' } else { 'W' };
        writeln!(out, "{c} {} {}", p.square.col + 1, p.square.row + 1)?;
    }
    Ok(())
}
