//! The writers of the inputs of `baekjoon`, `kotamanegi` and
//! `hackerearth`: positions reached by random play ([`super::othello`])
//! in each judge's format.

use super::othello::{no_pass, pick, position, Want};
use super::{Generator, Options};
use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::rng::Rng;
use crate::squareset::SquareSet;
use crate::text::position::{alphabet_named, write_board, Layout, LOWER_DASHED, STANDARD};
use std::io::Write;

/// `baekjoon`: N, then the board (`B` `W` `.`); black is to move.
pub const BAEKJOON: Generator = Generator {
    accepts: &["--plies", "--pass", "--size"],
    summary: "an 8x8 board after 0-60 random plies (--size N: N x N, N even, at least 4)",
    write: gen_baekjoon,
    variants: None,
};

fn gen_baekjoon(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let n = match o.size {
        None => 8,
        Some((r, _)) if r < 4 => {
            return Err(Error::usage(format!(
                "`baekjoon` needs an empty square: --size from 4, not {r}"
            )))
        }
        Some((r, c)) if r == c => r,
        Some((r, c)) => {
            return Err(Error::usage(format!(
                "`baekjoon` boards are square (N x N), not {r}x{c}"
            )))
        }
    };
    let board = if o.pass {
        black_cannot_move(o, rng, n)?
    } else {
        // Open: a move is left, so an empty square is (the promise).
        position(o, rng, n, n, Want::Open)?.game.board().clone()
    };
    writeln!(out, "{n}")?;
    let layout = Layout {
        alphabet: STANDARD,
        spaced: false,
    };
    write_board(out, &board, layout, None)?;
    Ok(())
}

/// A board of random play where black has no move but an empty square
/// remains (the statement promises one).
fn black_cannot_move(o: &Options, rng: &mut Rng, n: usize) -> Result<Board> {
    for _ in 0..super::othello::PASS_TRIES {
        let mut p = position(
            &Options {
                pass: false,
                ..o.clone()
            },
            rng,
            n,
            n,
            Want::Any,
        )?;
        loop {
            let b = p.game.board();
            let full = b.count(Color::Black) + b.count(Color::White) == n * n;
            if !full && !b.has_legal_move(Color::Black) {
                return Ok(b.clone());
            }
            let sq = match pick(&p.game.legal_moves(), rng) {
                Some(sq) => sq,
                None => break,
            };
            if p.game.play(sq).is_err() {
                break;
            }
        }
    }
    Err(no_pass(n, n))
}

/// `kotamanegi`: the board (`b` `w` `-`), the mover (`0` black, `1`
/// white) and one of its legal squares, `F7`.
pub const KOTAMANEGI: Generator = Generator {
    accepts: &["--plies"],
    summary: "an 8x8 board after 0-60 random plies, the side to move and a legal square",
    write: gen_kotamanegi,
    variants: None,
};

fn gen_kotamanegi(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let p = position(o, rng, 8, 8, Want::Open)?;
    let board = p.game.board();
    // The side to move, or the other when it has no move.
    let mover = match p.game.to_move() {
        Some(c) => c,
        None => p.turn.opponent(),
    };
    let sq = match pick(&board.legal_moves(mover), rng) {
        Some(sq) => sq,
        None => return Err(Error::usage("no side can move: the game is over")),
    };
    let layout = Layout {
        alphabet: LOWER_DASHED,
        spaced: false,
    };
    write_board(out, board, layout, None)?;
    let m = if mover == Color::Black { 0 } else { 1 };
    writeln!(out, "{m}\n{}{}", (b'A' + sq.col as u8) as char, sq.row + 1)?;
    Ok(())
}

/// `hackerearth`: the 10 x 10 board (`0` `1` `2`, spaced), the mover's
/// legal squares marked `3`, then the mover (`1` black, `2` white).
pub const HACKEREARTH: Generator = Generator {
    accepts: &["--plies", "--pass"],
    summary: "a 10x10 board after 0-60 random plies, the mover's squares marked 3",
    write: gen_hackerearth,
    variants: None,
};

fn gen_hackerearth(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let p = position(o, rng, 10, 10, Want::Any)?;
    // The side whose turn it is: with --pass, the one that must pass.
    let mover = match (o.pass, p.game.to_move()) {
        (false, Some(c)) => c,
        _ => p.turn,
    };
    let board = p.game.board();
    let legal: SquareSet = board.legal_moves(mover);
    let layout = Layout {
        alphabet: alphabet_named("120").unwrap_or(STANDARD),
        spaced: true,
    };
    write_board(out, board, layout, Some((&legal, b'3')))?;
    writeln!(out, "{}", if mover == Color::Black { 1 } else { 2 })?;
    Ok(())
}
