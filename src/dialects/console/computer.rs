//! `console`'s computer player (`--computer`): the players it plays and
//! the engine that chooses their moves. Bundles leave it out (it is the
//! `engine` feature).

use super::Options;
use crate::cli::args::Args;
#[cfg(feature = "engine")]
use crate::color::Color;
#[cfg(feature = "engine")]
use crate::engine::{AnyPosition, Choice, Engine};
use crate::error::{Error, Result};
use crate::game::Game;
#[cfg(feature = "engine")]
use crate::rng::Rng;
use crate::square::Square;

/// The computer player of `--computer`: the players it plays (indexed
/// from 0: black, white, or players 1 to 4), its engine and its random
/// numbers.
#[cfg(feature = "engine")]
pub struct Computer {
    sides: [bool; crate::rules::MAX_PLAYERS],
    engine: Engine,
    rng: Rng,
}

#[cfg(feature = "engine")]
impl Computer {
    /// The computer of the command line (playing nobody without
    /// `--computer`).
    pub(super) fn new(args: &Args<Options>, rows: usize, cols: usize) -> Result<Computer> {
        let o = &args.options;
        let rules = crate::cli::variants::Variants::of(args).rule_set();
        let k = rules.players;
        let mut sides = [false; crate::rules::MAX_PLAYERS];
        match o
            .computer
            .as_deref()
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            None => {}
            Some("b" | "black") if k == 2 => sides[0] = true,
            Some("w" | "white") if k == 2 => sides[1] = true,
            Some("both" | "all") => sides[..k].iter_mut().for_each(|s| *s = true),
            Some(list) => {
                for n in list.split(',') {
                    match n.trim().parse::<usize>() {
                        Ok(p @ 1..=4) if p <= k => sides[p - 1] = true,
                        _ if k == 2 => {
                            return Err(Error::usage(
                                "--computer takes B, W or both (the sides the computer plays), \
                                 or player numbers such as 1,2",
                            ))
                        }
                        _ => {
                            return Err(Error::usage(format!(
                                "--computer takes player numbers from 1 to {k} such as 2,3, \
                                 or both (every player)"
                            )))
                        }
                    }
                }
            }
        }
        let costs = o.costs.is_some();
        let engine = match o.engine.as_deref() {
            Some(spec) => Engine::parse(spec).map_err(Error::usage)?,
            None if (rows, cols) == (8, 8) && rules.is_standard() && !costs => Engine::AlphaBeta {
                depth: crate::engine::DEFAULT_DEPTH,
                eval: Default::default(),
                width: crate::search::midgame::Width::Selective,
            },
            None => Engine::MCTS,
        };
        engine.check(rows, cols, rules).map_err(Error::usage)?;
        if costs && matches!(engine, Engine::AlphaBeta { .. }) {
            return Err(Error::usage(format!(
                "{} plays without costs; with --costs use random, greedy or mcts:playouts=N",
                engine.spec()
            )));
        }
        let rng = Rng::new(o.seed.unwrap_or(1));
        Ok(Computer { sides, engine, rng })
    }

    /// The computer's move for player `me`, or `None` when it does not
    /// play `me` or `me` has no move. The usual rules without costs search
    /// the two-player positions; other rule sets the rule-set position
    /// ([`crate::engine::multi::Multi`]) with what each player has left.
    pub(super) fn choose(&mut self, game: &Game, me: usize) -> Option<Square> {
        if !self.sides[me] {
            return None;
        }
        let cols = game.board().cols();
        let choice = if game.rules().is_standard() && game.costs().is_none() {
            let color = if me == 0 { Color::Black } else { Color::White };
            AnyPosition::new(game.board(), color).choose(&self.engine, &mut self.rng, 1)
        } else {
            let mut pos = crate::engine::multi::Multi::of_game(game, me);
            self.engine.choose(&mut pos, &mut self.rng, 1)
        };
        match choice {
            Choice::Play(mv) => Some(Square::new(mv as usize / cols, mv as usize % cols)),
            Choice::Pass | Choice::Over => None,
        }
    }
}

/// Without the `engine` feature there is no computer player: a bundle is
/// for judges, who never ask for one, and leaving the engines out keeps
/// the console bundle under judges' size limits.
#[cfg(not(feature = "engine"))]
pub struct Computer;

#[cfg(not(feature = "engine"))]
impl Computer {
    pub(super) fn new(args: &Args<Options>, _rows: usize, _cols: usize) -> Result<Computer> {
        match args.options.computer {
            Some(_) => Err(Error::usage(
                "--computer: the computer player is not in bundles (nor without the `engine` feature)",
            )),
            None => Ok(Computer),
        }
    }

    pub(super) fn choose(&mut self, _game: &Game, _me: usize) -> Option<Square> {
        None
    }
}
