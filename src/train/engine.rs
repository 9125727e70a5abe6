//! The engine of the balanced self-play: an alpha-beta search over one
//! generation's evaluation (the simple evaluation before the first
//! fit, then the weights the last generation fitted), which picks at
//! random among the moves within [`NEAR`] of the best, and judges
//! whether an opening is near even (as XOT's openings are chosen).
//!
//! The search is the plain one of [`super::label`], so that its answers
//! depend on the position, the depth and the weights alone: the games of
//! a run are the same whatever the threads.

use super::label::negamax;
use crate::bitboard::{flips, Bitboard};
use crate::eval::Weights;
use crate::rng::Rng;

/// Moves within this much of the best one (hundredths of a disc) are
/// near-equal: the engine picks one of them at random, so that games
/// from one opening differ while no move it plays is a blunder at its
/// depth.
pub const NEAR: i32 = 100;

/// Above every value.
const INF: i32 = 1_000_000;

/// The evaluation a generation plays with.
#[derive(Clone, Copy)]
pub enum Player<'a> {
    /// The four-term hand evaluation ([`crate::search::simple_eval`]):
    /// generation 0, which depends on no weights file.
    Simple,
    /// Weights fitted by an earlier generation.
    Learned(&'a Weights),
}

impl Player<'_> {
    /// The value of `(p, o)` for `p`, to move, in hundredths of a disc.
    pub fn value(&self, p: u64, o: u64) -> i32 {
        match self {
            Player::Simple => crate::search::simple_eval::evaluate(p, o),
            Player::Learned(w) => w.value(p, o),
        }
    }

    /// The value of `pos` searched `depth` plies deep.
    pub fn search(&self, pos: Bitboard, depth: u32) -> i32 {
        let eval = |p, o| self.value(p, o);
        negamax(&eval, pos.player, pos.opponent, depth, -INF, INF)
    }

    /// A move of `pos` (which has one), searched `depth` plies deep
    /// (at least 1): one of those within [`NEAR`] of the best value,
    /// uniformly at random. Each move after the first is searched with a
    /// window that only tells whether it is near the best so far.
    pub fn choose(&self, rng: &mut Rng, pos: Bitboard, depth: u32) -> u32 {
        let eval = |p, o| self.value(p, o);
        let (p, o) = (pos.player, pos.opponent);
        let mut set = pos.moves();
        let mut best = -INF;
        // The moves found near the best so far, with their values.
        let mut near: Vec<(u32, i32)> = Vec::new();
        while set != 0 {
            let sq = set.trailing_zeros();
            set &= set - 1;
            let f = flips(p, o, sq);
            let floor = if best == -INF { -INF } else { best - NEAR };
            let v = -negamax(
                &eval,
                o ^ f,
                p ^ f ^ 1 << sq,
                depth.max(1) - 1,
                -INF,
                -floor,
            );
            if v > floor {
                near.push((sq, v));
                best = best.max(v);
            }
        }
        near.retain(|&(_, v)| v >= best - NEAR);
        near[rng.below(near.len() as u64) as usize].0
    }
}

/// A near-even opening: `plies` uniformly random moves from the start
/// (fewer if the game gets stuck), drawn again until `judge` searched
/// `depth` plies deep values it within `balance` hundredths of a disc
/// (at most [`TRIES`] draws; the last is kept then). Returns the
/// positions on the way (for training: the stages near the start) and
/// the opening's position.
pub fn opening(
    rng: &mut Rng,
    judge: &Player,
    plies: u64,
    depth: u32,
    balance: i32,
) -> (Vec<Bitboard>, Bitboard) {
    let mut last = (Vec::new(), Bitboard::START);
    for _ in 0..TRIES {
        let mut line = Vec::new();
        let mut pos = Bitboard::START;
        for _ in 0..plies {
            let moves = pos.moves();
            if moves == 0 {
                break;
            }
            line.push(pos);
            let mut set = moves;
            for _ in 0..rng.below(moves.count_ones() as u64) {
                set &= set - 1;
            }
            let sq = set.trailing_zeros();
            pos = pos.play_flips(sq, flips(pos.player, pos.opponent, sq));
        }
        if judge.search(pos, depth).abs() <= balance {
            return (line, pos);
        }
        last = (line, pos);
    }
    last
}

/// Draws of an opening before one is kept anyway.
pub const TRIES: u32 = 200;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chosen_move_is_near_the_best_of_a_full_search() {
        // Every move's value by a full-window search, against the choice.
        let mut rng = Rng::new(11);
        let player = Player::Simple;
        let mut pos = Bitboard::START;
        for _ in 0..12 {
            let (p, o) = (pos.player, pos.opponent);
            let mut values = Vec::new();
            let mut set = pos.moves();
            while set != 0 {
                let sq = set.trailing_zeros();
                set &= set - 1;
                let f = flips(p, o, sq);
                let child = Bitboard {
                    player: o ^ f,
                    opponent: p ^ f ^ 1 << sq,
                };
                values.push((sq, -player.search(child, 2)));
            }
            let best = values.iter().map(|x| x.1).max().unwrap();
            let sq = player.choose(&mut rng, pos, 3);
            let v = values.iter().find(|x| x.0 == sq).unwrap().1;
            assert!(v >= best - NEAR, "{sq}: {v} against {best}");
            pos = pos.play_flips(sq, flips(p, o, sq));
        }
    }

    #[test]
    fn openings_are_judged_near_even() {
        let mut rng = Rng::new(4);
        let (line, pos) = opening(&mut rng, &Player::Simple, 8, 2, 150);
        assert_eq!(line.len(), 8);
        assert_eq!(pos.empties().count_ones(), 52);
        assert!(Player::Simple.search(pos, 2).abs() <= 150);
    }
}
