//! Random legal play from the standard start, through [`crate::game::Game`]:
//! the positions the `gen` options ask for, random moves after them, and
//! deliberately illegal squares. The Othello dialects' writers
//! ([`super::formats`]) draw everything they write from here.
//!
//! The draws are part of the published test sets (the same seed must give
//! the same bytes): a move is one draw among the legal squares in row-major
//! order, a forced pass draws nothing, and every other choice is drawn in
//! the order the writers ask for it.

use super::Options;
use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::game::{Game, Played};
use crate::rng::Rng;
use crate::square::Square;
use crate::squareset::SquareSet;

/// How many random games `--pass` tries before giving up.
pub const PASS_TRIES: usize = 1000;

/// A random square of `set`, uniformly; `None`, drawing nothing, when it is
/// empty.
pub fn pick(set: &SquareSet, rng: &mut Rng) -> Option<Square> {
    let n = set.len();
    if n == 0 {
        return None;
    }
    set.nth(rng.below(n as u64) as usize)
}

/// The standard start of an R x C board, or the usage error `--size` gets.
pub fn start_board(rows: usize, cols: usize) -> Result<Board> {
    Board::standard(rows, cols).ok_or_else(|| {
        Error::usage(format!(
            "--size {rows}x{cols}: the standard start needs even sizes, at least 2"
        ))
    })
}

/// The standard start of an R x C board as a game, black to move, that
/// keeps its legal squares up to date ([`Game::track_legal_moves`]): random
/// play draws among them every ply, at the cost of the squares near each
/// move rather than of a sweep of the board.
pub fn start(rows: usize, cols: usize) -> Result<Game> {
    let mut g = Game::from_position(start_board(rows, cols)?, Color::Black);
    g.track_legal_moves();
    Ok(g)
}

/// Plays a random legal move of the side to move (a side without one has
/// already passed by itself: see [`Game::passed`]); `None`, drawing
/// nothing, once the game is over.
pub fn random_move(g: &mut Game, rng: &mut Rng) -> Option<Played> {
    // The same draw as `pick`, from the kept counts when there are some.
    let square = match g.kept_legal_count() {
        Some(0) => return None,
        Some(n) => g.kept_nth_legal_move(rng.below(n as u64) as usize)?,
        None => pick(&g.legal_moves(), rng)?,
    };
    g.play(square).ok()
}

/// A whole random game from the standard R x C start: every move, a
/// forced pass happening by itself ([`random_move`]).
pub fn random_game(rows: usize, cols: usize, rng: &mut Rng) -> Result<Vec<Played>> {
    let mut g = start(rows, cols)?;
    Ok(std::iter::from_fn(|| random_move(&mut g, rng)).collect())
}

/// A whole random game from the standard R x C start in which a side had
/// to pass, from up to [`PASS_TRIES`] random games.
pub fn game_with_pass(rows: usize, cols: usize, rng: &mut Rng) -> Result<Vec<Played>> {
    for _ in 0..PASS_TRIES {
        let game = random_game(rows, cols, rng)?;
        if game.iter().any(|s| s.passed.is_some()) {
            return Ok(game);
        }
    }
    Err(no_pass(rows, cols))
}

/// A position reached by random play from the standard start.
#[derive(Clone)]
pub struct Reached {
    /// The game.
    pub game: Game,
    /// Whose turn it is, as the formats write it: the side to move, or the
    /// side that must pass when one must; after the end, the opponent of
    /// the last mover. (The game itself names only a side that can move.)
    pub turn: Color,
}

impl Reached {
    /// The standard start, black to move.
    fn start(rows: usize, cols: usize) -> Result<Reached> {
        Ok(Reached {
            game: start(rows, cols)?,
            turn: Color::Black,
        })
    }

    /// Plays a random legal move, as [`random_move`].
    fn random_move(&mut self, rng: &mut Rng) -> Option<Played> {
        let played = random_move(&mut self.game, rng)?;
        self.turn = played.mover.opponent();
        Some(played)
    }
}

/// Which positions a dialect wants.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Want {
    /// Any position; `--end` asks for a finished game.
    Any,
    /// Any position; `--end` is about the moves after it.
    Start,
    /// A position where someone can still move (for one-move dialects):
    /// the ply that would end the game is not played.
    Open,
}

/// The position the options ask for: `--pass` (the side whose turn it is
/// must pass), `--end` with [`Want::Any`] (a finished game), else `--plies`
/// random plies (default: 0 to 60, at most the empty squares).
pub fn position(
    o: &Options,
    rng: &mut Rng,
    rows: usize,
    cols: usize,
    want: Want,
) -> Result<Reached> {
    if o.pass {
        for _ in 0..PASS_TRIES {
            let mut p = Reached::start(rows, cols)?;
            loop {
                if p.game.passed().is_some() {
                    return Ok(p);
                }
                if p.random_move(rng).is_none() {
                    break;
                }
            }
        }
        return Err(no_pass(rows, cols));
    }
    let mut p = Reached::start(rows, cols)?;
    // More would be fewer: the game ends when the board is full.
    let room = rows * cols - 4;
    if let Some(n) = o.plies.filter(|&n| n > room) {
        return Err(Error::usage(format!(
            "--plies {n}: at most {room} plies fit on {rows}x{cols}"
        )));
    }
    let plies = if want == Want::Any && o.end {
        usize::MAX
    } else {
        match o.plies {
            Some(n) => n,
            None => rng.below(room.min(60) as u64 + 1) as usize,
        }
    };
    for _ in 0..plies {
        let before = (want == Want::Open).then(|| p.clone());
        if p.random_move(rng).is_none() {
            break;
        }
        if let Some(before) = before.filter(|_| p.game.is_over()) {
            p = before;
            break;
        }
    }
    Ok(p)
}

/// The error of `--pass` when random play found no pass.
pub fn no_pass(rows: usize, cols: usize) -> Error {
    Error::usage(format!(
        "--pass: no player had to pass in {PASS_TRIES} random games on {rows}x{cols}"
    ))
}

/// An illegal move for `mover`: an empty square that brackets nothing
/// when there is one and a coin says so, else an occupied square; `None`
/// on a board with neither (cannot happen after the standard start).
pub fn illegal_square(b: &Board, mover: Color, rng: &mut Rng) -> Option<Square> {
    let legal = b.legal_moves(mover);
    let mut empty_bad = SquareSet::new(b.rows(), b.cols());
    let mut occupied = SquareSet::new(b.rows(), b.cols());
    for r in 0..b.rows() {
        for c in 0..b.cols() {
            let sq = Square::new(r, c);
            if b.get(sq).is_some() {
                occupied.insert(sq);
            } else if !legal.contains(sq) {
                empty_bad.insert(sq);
            }
        }
    }
    if !empty_bad.is_empty() && rng.chance(1, 2) {
        pick(&empty_bad, rng)
    } else {
        pick(&occupied, rng).or_else(|| pick(&empty_bad, rng))
    }
}

/// The move of a one-move case: a legal move of the side to move, or an
/// illegal one when the coin (`--illegal`) says so or nobody can move.
pub fn one_move(o: &Options, p: &Reached, rng: &mut Rng) -> Option<(Color, Square)> {
    let illegal = rng.chance(o.illegal, 100);
    match p.game.to_move() {
        Some(c) if !illegal => Some((c, pick(&p.game.legal_moves(), rng)?)),
        m => {
            let c = m.unwrap_or(p.turn);
            Some((c, illegal_square(p.game.board(), c, rng)?))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_play_only_makes_legal_moves_and_passes_when_forced() {
        let mut rng = Rng::new(7);
        for _ in 0..50 {
            let mut p = Reached::start(6, 6).unwrap();
            loop {
                let (before, turn) = (p.game.board().clone(), p.turn);
                let must_pass = p.game.passed().is_some();
                let played = match p.random_move(&mut rng) {
                    Some(played) => played,
                    None => {
                        assert!(!before.has_legal_move(turn));
                        assert!(!before.has_legal_move(turn.opponent()));
                        break;
                    }
                };
                assert_eq!(must_pass, !before.has_legal_move(turn));
                assert_eq!(played.mover == turn, !must_pass);
                assert!(before.legal_moves(played.mover).contains(played.square));
                assert_eq!(p.turn, played.mover.opponent());
            }
        }
    }

    #[test]
    fn pass_positions_really_pass() {
        let o = Options {
            pass: true,
            ..Options::default()
        };
        let mut rng = Rng::new(3);
        let p = position(&o, &mut rng, 8, 8, Want::Any).unwrap();
        assert!(!p.game.board().has_legal_move(p.turn));
        assert!(p.game.board().has_legal_move(p.turn.opponent()));
    }

    #[test]
    fn open_positions_are_not_over() {
        // As many plies as fit on 4 x 4 (more are refused): the last one
        // would end the game.
        let o = Options {
            plies: Some(12),
            ..Options::default()
        };
        let mut rng = Rng::new(5);
        for _ in 0..20 {
            let p = position(&o, &mut rng, 4, 4, Want::Open).unwrap();
            assert!(!p.game.is_over());
        }
    }
}
