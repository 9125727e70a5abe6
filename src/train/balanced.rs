//! The balanced self-play: games between equals from near-even
//! openings, played by the engine of [`super::engine`] with one
//! generation's evaluation, and the held-out positions such games reach.
//!
//! A game: [`OPENING_PLIES`] random moves, drawn again until the engine
//! judges the position near even (within `balance`, as XOT's openings
//! are chosen), then the engine's moves (one of the near-best at its
//! depth) until at most `exact` squares are empty, solved from there as
//! in [`super::games`] (a best move, a random one [`SOLVED_NOISE`] times
//! in 1000).

use super::engine::{opening, Player};
use super::games::{play_out, Sample};
use crate::bitboard::Bitboard;
use crate::rng::Rng;
use crate::search::endgame::Solver;
use crate::search::evaluation::Evaluation;
use crate::search::midgame::{Searcher, Width, WIN};

/// How balanced games are played.
#[derive(Clone, Copy, Debug)]
pub struct Balanced {
    /// Generations: each plays its games with the weights the one before
    /// fitted (the first with the simple evaluation), and all the games
    /// so far are fitted again after it.
    pub generations: u32,
    /// The engine's depth, in plies.
    pub depth: u32,
    /// An opening is kept when the engine values it within this much of
    /// even, in hundredths of a disc.
    pub balance: i32,
    /// Solve every position with at most this many empty squares.
    pub exact: u32,
}

/// The least and most random moves of an opening (XOT's are 8).
pub const OPENING_PLIES: (u64, u64) = (6, 12);
/// In 1000: the chance of a random move instead of a best one in the
/// solved stretch (positions after mistakes, which a search meets too).
pub const SOLVED_NOISE: u64 = 100;

/// The labelled positions of one balanced game drawn from `rng`, played
/// by `player`: the opening's, the engine's, the solved stretch's.
pub fn game(rng: &mut Rng, player: &Player, how: Balanced, solver: &mut Solver) -> Vec<Sample> {
    let plies = rng.range(OPENING_PLIES.0, OPENING_PLIES.1);
    let (line, start) = opening(rng, player, plies, how.depth, how.balance);
    let mut mover = |rng: &mut Rng, pos: Bitboard| player.choose(rng, pos, how.depth);
    play_out(
        rng,
        &line,
        start,
        how.exact,
        SOLVED_NOISE,
        solver,
        &mut mover,
    )
}

/// The held-out games: played by the simple evaluation at this depth
/// from openings it judges within [`HELD_OUT_BALANCE`], so that the
/// positions depend on the seed alone, never on a weights file.
pub const HELD_OUT_DEPTH: u32 = 4;
/// See [`HELD_OUT_DEPTH`].
pub const HELD_OUT_BALANCE: i32 = 200;
/// The depth of the search labelling the held-out midgame positions
/// (30 to 40 empty squares, too many to solve): Multi-ProbCut with the
/// shipped weights, so those labels lean a little towards them.
pub const DEEP_LABEL: u32 = 14;
/// Balanced positions: |score| at most this many discs.
pub const BALANCED: i32 = 16;

/// The two held-out positions of one game: the first with at most
/// `deep` empty squares (labelled by a [`DEEP_LABEL`]-ply search, in
/// discs, rounded) and the first with at most `solved` (solved exactly),
/// each where the side to move has a move; `None` where the game ended
/// before.
pub fn held_out(
    rng: &mut Rng,
    deep: u32,
    solved: u32,
    solver: &mut Solver,
) -> (Option<Sample>, Option<Sample>) {
    let player = Player::Simple;
    let plies = rng.range(OPENING_PLIES.0, OPENING_PLIES.1);
    let (_, mut pos) = opening(rng, &player, plies, HELD_OUT_DEPTH, HELD_OUT_BALANCE);
    let mut midgame = None;
    loop {
        if pos.moves() == 0 {
            if pos.pass().moves() == 0 {
                return (midgame, None);
            }
            pos = pos.pass();
            continue;
        }
        let empties = pos.empties().count_ones();
        if midgame.is_none() && empties <= deep {
            midgame = Some(sample(pos, deep_value(pos), false));
        }
        if empties <= solved {
            let score = solver.solve(pos).score;
            return (midgame, Some(sample(pos, score, true)));
        }
        let sq = player.choose(rng, pos, HELD_OUT_DEPTH);
        pos = super::games::play(pos, sq);
    }
}

fn sample(pos: Bitboard, score: i32, exact: bool) -> Sample {
    Sample {
        player: pos.player,
        opponent: pos.opponent,
        score: score.clamp(-64, 64) as i8,
        exact,
    }
}

/// The value of `pos` (which has a move) by a [`DEEP_LABEL`]-ply
/// selective search with the shipped weights, in discs: a fresh table
/// each time, so that it depends on the position alone.
fn deep_value(pos: Bitboard) -> i32 {
    let mut searcher = Searcher::with_width(20, Width::Selective);
    let v = searcher
        .best_move(pos, DEEP_LABEL, Evaluation::Learned, None)
        .map_or(0, |b| b.value);
    if v.abs() >= WIN {
        v / WIN
    } else {
        (v as f64 / 100.0).round() as i32
    }
}

/// Whether a held-out position is balanced: its label within
/// [`BALANCED`] discs.
pub fn is_balanced(s: &Sample) -> bool {
    (s.score as i32).abs() <= BALANCED
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_balanced_game_is_labelled_exactly_at_the_end_and_repeats() {
        let how = Balanced {
            generations: 1,
            depth: 2,
            balance: 300,
            exact: 10,
        };
        let mut solver = Solver::new(12).unwrap();
        let samples = game(&mut Rng::new(9), &Player::Simple, how, &mut solver);
        assert!(samples.len() > 40, "{}", samples.len());
        // The opening's positions come first: the start among them.
        assert_eq!(samples[0].player, Bitboard::START.player);
        crate::train::games::tests::exact_labels_are_solved_scores(&samples, 10);
        // The start is labelled for black, its side to move: the game's
        // first solved score signed by the parity of the plies between
        // (no pass in a game this test draws).
        let first = samples.iter().find(|s| s.exact).unwrap();
        let plies = 60 - first.empties();
        let sign = if plies % 2 == 0 { 1 } else { -1 };
        assert_eq!(samples[0].score, sign * first.score);
        let again = game(&mut Rng::new(9), &Player::Simple, how, &mut solver);
        assert_eq!(samples, again);
    }
}
