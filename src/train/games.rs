//! The training positions: self-play games from random openings, their
//! last stretch solved exactly, each game drawn from its own seed.
//!
//! A game: a random number of uniformly random moves (the opening), then
//! moves of a shallow search with some random ones, until at most
//! `exact` squares are empty; from there every position is solved
//! exactly and the game goes on with one of its best moves or, now and
//! then, a random one (so that positions after mistakes, which a search
//! meets too, are labelled exactly as well). A position before the solved
//! stretch is labelled with the exact score of the first solved position
//! (the result of perfect play from there), seen from its own side: a
//! noisier label, as the moves in between were not perfect.

use crate::bitboard::{flips, Bitboard};
use crate::rng::Rng;
use crate::search::endgame::Solver;
use crate::search::midgame::best_move;

/// One labelled position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The side to move's discs.
    pub player: u64,
    /// The other side's discs.
    pub opponent: u64,
    /// The final disc difference for the side to move (-64..=64).
    pub score: i8,
    /// Whether `score` is exact for this position (else: the result
    /// after imperfect moves).
    pub exact: bool,
}

impl Sample {
    /// Empty squares.
    pub fn empties(&self) -> u32 {
        (!(self.player | self.opponent)).count_ones()
    }
}

/// How games are played.
#[derive(Clone, Copy, Debug)]
pub struct Play {
    /// Solve every position with at most this many empty squares.
    pub exact: u32,
    /// The shallow search's depth between the opening and `exact`.
    pub depth: u32,
}

/// The least and most random opening moves.
const OPENING: (u64, u64) = (2, 24);
/// In 1000: the chance of a random move instead of the search's.
const SEARCH_NOISE: u64 = 100;
/// In 1000: the chance of a random move instead of a best one, in the
/// solved stretch.
const SOLVED_NOISE: u64 = 250;

/// The generator of game `index` of a run seeded `seed` (SplitMix64's
/// mixer on both, so that neighbouring indices share nothing).
pub fn game_rng(seed: u64, index: u64) -> Rng {
    let mut r = Rng::new(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03));
    Rng::new(r.next_u64())
}

/// A uniformly random legal move of `pos` (which has one).
pub fn random_move(rng: &mut Rng, moves: u64) -> u32 {
    let mut set = moves;
    for _ in 0..rng.below(moves.count_ones() as u64) {
        set &= set - 1;
    }
    set.trailing_zeros()
}

/// The move of a position before the solved stretch (which has a move):
/// random in the opening and now and then, else the shallow search's.
fn unsolved_move(rng: &mut Rng, pos: Bitboard, in_opening: bool, depth: u32) -> u32 {
    let moves = pos.moves();
    if in_opening || rng.chance(SEARCH_NOISE, 1000) {
        random_move(rng, moves)
    } else {
        match best_move(pos, depth) {
            Some(b) => (b.sq.row * 8 + b.sq.col) as u32,
            None => random_move(rng, moves),
        }
    }
}

pub fn play(pos: Bitboard, sq: u32) -> Bitboard {
    pos.play_flips(sq, flips(pos.player, pos.opponent, sq))
}

/// The labelled positions of one game drawn from `rng` (positions where
/// the side to move must pass are left out: a search never evaluates
/// them).
pub fn game(rng: &mut Rng, how: Play, solver: &mut Solver) -> Vec<Sample> {
    let opening = rng.range(OPENING.0, OPENING.1);
    let mut ply = 0;
    let mut mover = |rng: &mut Rng, pos: Bitboard| {
        ply += 1;
        unsolved_move(rng, pos, ply - 1 < opening, how.depth)
    };
    let start = Bitboard::START;
    play_out(rng, &[], start, how.exact, SOLVED_NOISE, solver, &mut mover)
}

/// The labelled positions of a game that reached `start` through `line`
/// (each position one move before the next, no pass; labelled as the
/// others before the solved stretch), then went on with `mover`'s moves
/// until at most `exact` squares are empty, solved from there with a
/// random move instead of a best one `noise` times in 1000.
pub fn play_out(
    rng: &mut Rng,
    line: &[Bitboard],
    start: Bitboard,
    exact: u32,
    noise: u64,
    solver: &mut Solver,
    mover: &mut dyn FnMut(&mut Rng, Bitboard) -> u32,
) -> Vec<Sample> {
    let mut pos = start;
    let mut samples = Vec::new();
    // The unsolved positions, each with whether its side to move is the
    // side to move of the first solved position.
    let mut pending: Vec<(Bitboard, bool)> = Vec::new();
    // Flips each ply; for `pending`'s side.
    let mut same_side = true;
    for p in line {
        pending.push((*p, same_side));
        same_side = !same_side;
    }
    let mut first_exact: Option<i32> = None;
    loop {
        let moves = pos.moves();
        if moves == 0 {
            if pos.pass().moves() == 0 {
                break;
            }
            pos = pos.pass();
            same_side = !same_side;
            continue;
        }
        let empties = pos.empties().count_ones();
        let sq = if empties <= exact {
            let solved = solver.solve(pos);
            if first_exact.is_none() {
                first_exact = Some(solved.score);
                // From here on, `same_side` of a pending position tells
                // whether it agrees with this one.
                for p in &mut pending {
                    p.1 = p.1 == same_side;
                }
            }
            samples.push(Sample {
                player: pos.player,
                opponent: pos.opponent,
                score: solved.score as i8,
                exact: true,
            });
            match solved.best.iter().next() {
                Some(best) if !rng.chance(noise, 1000) => (best.row * 8 + best.col) as u32,
                _ => random_move(rng, moves),
            }
        } else {
            pending.push((pos, same_side));
            mover(rng, pos)
        };
        pos = play(pos, sq);
        same_side = !same_side;
    }
    // A game over before any solve: its final score is exact for its end.
    let (score, agree_now) = match first_exact {
        Some(s) => (s, true),
        None => (crate::search::final_score(pos.player, pos.opponent), false),
    };
    let mut early: Vec<Sample> = pending
        .into_iter()
        .map(|(p, side)| {
            // Without a solve, `side` still says whether the position's
            // side to move is the one that started, and `same_side` now
            // whether the final position's side to move is.
            let agrees = if agree_now { side } else { side == same_side };
            Sample {
                player: p.player,
                opponent: p.opponent,
                score: if agrees { score } else { -score } as i8,
                exact: false,
            }
        })
        .collect();
    early.extend(samples);
    early
}

/// A held-out position: a game played as for training up to the first
/// position with at most `target` empty squares where the side to move
/// has a move, solved exactly (`None` if the game ends before).
pub fn held_out(rng: &mut Rng, how: Play, target: u32, solver: &mut Solver) -> Option<Sample> {
    let opening = rng.range(OPENING.0, OPENING.1);
    let mut pos = Bitboard::START;
    let mut ply = 0;
    loop {
        let moves = pos.moves();
        if moves == 0 {
            if pos.pass().moves() == 0 {
                return None;
            }
            pos = pos.pass();
            continue;
        }
        if pos.empties().count_ones() <= target {
            let solved = solver.solve(pos);
            return Some(Sample {
                player: pos.player,
                opponent: pos.opponent,
                score: solved.score as i8,
                exact: true,
            });
        }
        let sq = unsolved_move(rng, pos, ply < opening, how.depth);
        pos = play(pos, sq);
        ply += 1;
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Every sample labelled exactly has at most `exact` empty squares and
    /// the score an independent solve gives it.
    pub(in crate::train) fn exact_labels_are_solved_scores(samples: &[Sample], exact: u32) {
        let mut check = Solver::new(12).unwrap();
        for s in samples.iter().filter(|s| s.exact) {
            assert!(s.empties() <= exact);
            let pos = Bitboard {
                player: s.player,
                opponent: s.opponent,
            };
            assert_eq!(check.solve(pos).score, s.score as i32);
        }
    }

    #[test]
    fn labels_are_exact_at_the_end_and_signed_for_the_side_to_move() {
        let mut solver = Solver::new(12).unwrap();
        let how = Play {
            exact: 10,
            depth: 1,
        };
        let mut rng = game_rng(5, 3);
        let samples = game(&mut rng, how, &mut solver);
        assert!(samples.len() > 30);
        exact_labels_are_solved_scores(&samples, 10);
        // The same index gives the same game.
        let again = game(&mut game_rng(5, 3), how, &mut solver);
        assert_eq!(samples, again);
    }
}
