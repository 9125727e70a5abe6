//! Game-tree search on the 8 x 8 bitboard: exact endgame solving
//! ([`endgame`], finishing in [`last`]) and a depth-limited search with a
//! static evaluation ([`midgame`]: the learned one of [`crate::eval`] or
//! the simple one of [`simple_eval`], as [`evaluation`] names them). Knows
//! nothing about text.
//!
//! Scores are final disc differences from the side to move's point of
//! view, empty squares going to the winner: -64..=64.
//!
//! # How the exact solver searches
//!
//! Negamax with fail-soft alpha-beta in which every search below the root
//! is a null-window test ("is the score above `alpha`?"): no layer carries
//! a second bound, which keeps each node's work small. The layers, by the
//! number of empty squares:
//!
//! - **Above 6 empties**: a stability cutoff (the opponent's
//!   stable discs, [`stability`], cap our score; tested only when the
//!   window is at least `2n - 2` for `n` empties, below which it seldom
//!   cuts); from 8 empties up the transposition table ([`tt`]: 64-byte
//!   buckets of two entries, a bound pair and the best move per entry, the
//!   children's buckets prefetched together after move generation so that
//!   their cache misses overlap) and an enhanced transposition cutoff
//!   (each child looked up first). At 7 empties the main table would cost
//!   more in cache misses than it saves, so those positions go to a small
//!   per-thread table that stays in the first-level cache. Moves are tried
//!   hash move first, then fastest first: fewest opponent replies (corner
//!   replies counting double), then fewest empty squares next to our discs
//!   less our discs made stable by a corner; from 12 empties up a 1-4 ply
//!   heuristic search ([`midgame`]) is mixed into that key, and
//!   at the root an 8-ply one orders the moves (all with the learned
//!   evaluation, [`evaluation`]).
//! - **5 and 6 empties**: no main table (at 6, another small per-thread
//!   one, for bounds only); one move generation, moves in **parity** order
//!   ([`parity`]: squares in quadrants with an odd number of empties first;
//!   within a group corners, plain squares, C squares, X squares); the
//!   children are called directly, without the dispatch on the count.
//! - **1 to 4 empties** (`last.rs`): one function per count over a list of
//!   squares (no move generation: an illegal square shows as zero flips,
//!   after a cheap test for an opponent's disc next to it), in the parity
//!   order of the 5-empties node (sorted once by a branch-free network,
//!   `parity::ordered5`, not again after each move: re-sorting saves a
//!   few nodes but costs more instructions and mispredicted branches). The
//!   last square's flips are counted, not computed: with one empty square
//!   every other square is full, so each line through it, gathered into 8
//!   bits, indexes a table of flip counts.
//!
//! **Every best move.** The first root move's exact score is found by
//! null-window tests only (MTD(f), Plaat et al. 1996, from the guess of
//! the root's heuristic search).
//! Each other move is tested with `(best - 1, best)`: failing low proves
//! it worse; otherwise null windows climb from the fail-soft lower bound
//! until one fails low, which proves the exact score (a tie when it is
//! `best`, kept; else the new best). A better move is usually better by a
//! disc or two, so these steps cost less than one wide search. So every
//! root move ends proven worse, tied or exactly scored, and all ties at
//! the top are listed.
//!
//! **Threads** (`--threads N`): after the first root move the others are
//! taken one at a time by N threads, each testing its move against the
//! best score known when it starts (an atomic maximum). A test against a
//! score lower than the final one still proves what it says, so the answer
//! is the same for any N and any timing; only the node count varies. The
//! threads share the table without locks (see [`tt`]).
//!
//! **Instruction sets**: the search is compiled
//! three times and chosen once at run time, following the kernel choice of
//! `perft` (`OTHELLO_KERNEL`): portable, with the `popcnt` instruction,
//! and for x86-64-v3 (AVX2, BMI1/2, LZCNT) with the recursive layers
//! marked `#[target_feature]` so that everything inlined into them uses
//! those instructions.
//!
//! **Nodes** are counted as every position entered, last-square ones
//! included, plus the positions of the ordering searches. Compare versions
//! by node counts and instruction counts (`valgrind --tool=callgrind`), or
//! by interleaved timed runs (`tests/bench/solve.sh`): single timings on a
//! shared machine vary by a fifth.
//!
//! The tests check scores, best-move sets and passes against a plain
//! minimax over the generic board (`tests/it/tools/solve.rs`) and the published FFO
//! answers (`fixtures/solve/ffo.txt`).

pub mod endgame;
pub mod evaluation;
pub mod isa;
pub mod midgame;
pub mod parity;
pub mod simple_eval;
pub mod stability;
pub mod tt;

/// The score of a finished game (or of one that is stopped here): disc
/// difference for `player`, the empty squares counted for the side ahead.
#[inline]
pub fn final_score(player: u64, opponent: u64) -> i32 {
    final_score_by::<isa::Portable>(player, opponent)
}

/// [`final_score`], counting with `C`.
#[inline(always)]
fn final_score_by<C: isa::Count>(player: u64, opponent: u64) -> i32 {
    let p = C::count(player) as i32;
    let o = C::count(opponent) as i32;
    let empties = 64 - p - o;
    match p.cmp(&o) {
        std::cmp::Ordering::Greater => p - o + empties,
        std::cmp::Ordering::Less => p - o - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empties_go_to_the_winner() {
        assert_eq!(final_score(0b111, 0b1), 2 + 60);
        assert_eq!(final_score(0b1, 0b110), -1 - 61);
        assert_eq!(final_score(0b1, 0b10), 0);
        assert_eq!(final_score(!0 >> 1, 1 << 63), 62);
    }
}
