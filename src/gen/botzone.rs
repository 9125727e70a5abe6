//! The generator for `botzone`: a random game from the start, up to the
//! turn of a side (which may have to pass, never after the end), written
//! as Botzone writes that side's request: the opponent's moves, its own
//! earlier answers, passes as `-1, -1`. Now and then in another member
//! order, spaced, or with the members a judge adds (`data`, ...).

use super::othello::{random_move, start, PASS_TRIES};
use super::{Generator, Options};
use crate::color::Color;
use crate::error::{Error, Result};
use crate::rng::Rng;
use crate::square::Square;
use std::io::Write;

/// `botzone`: one JSON line.
pub const BOTZONE: Generator = Generator {
    accepts: &["--plies", "--pass"],
    summary: "a random 8x8 game of 0-60 plies as Botzone's JSON request of the side to move (--pass: it must pass)",
    write: gen_botzone,
    variants: None,
};

/// One turn: the mover and its move, `None` for a pass.
type Turn = (Color, Option<Square>);

fn gen_botzone(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let tries = if o.pass { PASS_TRIES } else { 1 };
    let (turns, us) = (0..tries).find_map(|_| game(o, rng)).ok_or_else(|| {
        Error::usage(format!(
            "--pass: no side had to pass in {PASS_TRIES} random games"
        ))
    })?;
    // The turns alternate from black's first: ours are the responses.
    let mut requests: Vec<Option<Square>> = Vec::new();
    let mut responses = Vec::new();
    if us == Color::Black {
        requests.push(None);
    }
    for (mover, mv) in turns {
        if mover == us {
            responses.push(mv);
        } else {
            requests.push(mv);
        }
    }
    let spaced = rng.chance(1, 6);
    let list = |moves: &[Option<Square>]| {
        let items: Vec<String> = moves
            .iter()
            .map(|mv| {
                let (x, y) = mv.map_or((-1, -1), |s| (s.col as i64, s.row as i64));
                if spaced {
                    format!("{{ \"x\": {x}, \"y\": {y} }}")
                } else {
                    format!("{{\"x\":{x},\"y\":{y}}}")
                }
            })
            .collect();
        format!("[{}]", items.join(if spaced { ", " } else { "," }))
    };
    let mut members = vec![
        format!("\"requests\":{}", list(&requests)),
        format!("\"responses\":{}", list(&responses)),
    ];
    if rng.chance(1, 4) {
        members.push("\"data\":\"\",\"globaldata\":\"\",\"time_limit\":1".into());
    }
    if rng.chance(1, 4) {
        members.reverse();
    }
    writeln!(out, "{{{}}}", members.join(if spaced { ", " } else { "," }))?;
    Ok(())
}

/// A random game from the start: its turns with the passes written in, and
/// the side whose turn comes next, which can still move (or, with
/// `--pass`, must pass: `None` when the game found no such turn). The
/// plies are `--plies`, else 0 to 60; the ply that would end the game is
/// not played.
fn game(o: &Options, rng: &mut Rng) -> Option<(Vec<Turn>, Color)> {
    let mut g = start(8, 8).ok()?;
    let mut turns: Vec<Turn> = Vec::new();
    let mut next = Color::Black;
    let plies = match o.plies {
        Some(n) => n,
        None => rng.below(61) as usize,
    };
    let mut played = 0;
    loop {
        // The side to move passes first when it must.
        if g.to_move() != Some(next) {
            if o.pass {
                return Some((turns, next));
            }
            turns.push((next, None));
            next = next.opponent();
        }
        if played == plies && !o.pass {
            return Some((turns, next));
        }
        let p = random_move(&mut g, rng)?;
        if g.is_over() {
            // Botzone never asks after the end: the turn before it.
            return (!o.pass).then_some((turns, next));
        }
        turns.push((p.mover, Some(p.square)));
        next = p.mover.opponent();
        played += 1;
    }
}
