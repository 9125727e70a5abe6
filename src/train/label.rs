//! Labels for positions before a game's solved stretch, by search: the
//! value of a shallow alpha-beta search whose leaves, a few empty squares
//! closer to the end, are scored by the stages already fitted.
//!
//! The game's result after imperfect moves is a noisy label for such a
//! position; the search value is what the evaluation should predict (what
//! a search would find anyway), and the fit goes from the end of the game
//! to its start, each stage learning from the stages after it (in game
//! order) as in temporal-difference learning.

use crate::bitboard::{flips, moves};
use crate::eval::Weights;
use crate::search::final_score;

/// Above every score.
const INF: i32 = 1_000_000;

/// The value of `(p, o)` for `p`, in hundredths of a disc: a `depth`-ply
/// alpha-beta search (a pass is not a ply) with `weights` at the leaves,
/// finished games scored exactly.
pub fn search_value(weights: &Weights, p: u64, o: u64, depth: u32) -> i32 {
    negamax(&|p, o| weights.value(p, o), p, o, depth, -INF, INF)
}

/// The value of `(p, o)` for `p` by a `depth`-ply alpha-beta search with
/// `w` at the leaves, within the window `alpha..beta` (fail-soft: outside
/// it, a bound).
pub fn negamax<F: Fn(u64, u64) -> i32>(
    w: &F,
    p: u64,
    o: u64,
    depth: u32,
    mut alpha: i32,
    beta: i32,
) -> i32 {
    let mut set = moves(p, o);
    if set == 0 {
        if moves(o, p) == 0 {
            return 100 * final_score(p, o);
        }
        return -negamax(w, o, p, depth, -beta, -alpha);
    }
    if depth == 0 {
        return w(p, o);
    }
    let mut best = -INF;
    while set != 0 {
        let sq = set.trailing_zeros();
        set &= set - 1;
        let f = flips(p, o, sq);
        let v = -negamax(w, o ^ f, p ^ f ^ 1 << sq, depth - 1, -beta, -alpha);
        if v > best {
            best = v;
            if v >= beta {
                break;
            }
            alpha = alpha.max(v);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::folding::Folding;
    use crate::search::endgame::Solver;

    #[test]
    fn deep_enough_the_search_is_exact() {
        // With zero weights, a search to the end gives the exact score.
        let folding = Folding::new();
        let zero = Weights::unfold(&vec![0; folding.stored * crate::eval::STAGES], &folding);
        // A random game's position with 9 empty squares.
        let mut rng = crate::rng::Rng::new(3);
        let mut pos = crate::bitboard::Bitboard::START;
        while pos.empties().count_ones() > 9 {
            let m = pos.moves();
            if m == 0 {
                assert!(pos.pass().moves() != 0, "the game ended early");
                pos = pos.pass();
                continue;
            }
            let mut set = m;
            for _ in 0..rng.below(m.count_ones() as u64) {
                set &= set - 1;
            }
            let sq = set.trailing_zeros();
            pos = pos.play_flips(sq, flips(pos.player, pos.opponent, sq));
        }
        let exact = Solver::new(12).unwrap().solve(pos).score;
        assert_eq!(
            search_value(&zero, pos.player, pos.opponent, 64),
            100 * exact
        );
    }
}
