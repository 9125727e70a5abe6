//! `best`'s depth-limited search (iterative deepening, table, aspiration
//! windows) against a plain negamax without pruning over the generic
//! board, with the same evaluation at the leaves: same value, and among
//! equal values the first move in row-major order, for each evaluation.

use crate::oracle::negamax::value;
use crate::support::positions::{random_board, Stop};
use othello::bitboard::Bitboard;
use othello::rng::Rng;
use othello::search::evaluation::Evaluation;
use othello::search::midgame::{best_move_with, Searcher};
use othello::square::Square;

#[test]
fn alpha_beta_equals_plain_negamax() {
    for eval in [Evaluation::Learned, Evaluation::Simple] {
        equals_plain_negamax(eval);
    }
}

fn equals_plain_negamax(eval: Evaluation) {
    let mut rng = Rng::new(77);
    // One searcher for every case: what its table keeps from one search
    // must not change the next one's answer.
    let mut searcher = Searcher::new(12);
    for case in 0..100 {
        let plies = rng.below(50) as usize;
        let (board, me) = random_board(rng.next_u64(), plies, Stop::AtEnd);
        let depth = 1 + (case % 5) as u32;
        let moves: Vec<Square> = board.legal_moves(me).iter().collect();
        let pos = Bitboard::from_board(&board, me).expect("8 x 8");
        let got = best_move_with(pos, depth, eval);
        let again = searcher.best_move(pos, depth, eval, None);
        assert_eq!(got.map(|c| (c.sq, c.value)), again.map(|c| (c.sq, c.value)));
        if moves.is_empty() {
            assert_eq!(got, None, "case {case}");
            continue;
        }
        let mut want: Option<(Square, i32)> = None;
        for sq in moves {
            let mut next = board.clone();
            next.play(sq, me).expect("legal");
            let v = -value(&next, me.opponent(), depth - 1, eval);
            if want.is_none_or(|(_, b)| v > b) {
                want = Some((sq, v));
            }
        }
        let (sq, v) = want.expect("a move");
        let got = got.expect("a move");
        assert_eq!(
            (got.sq, got.value),
            (sq, v),
            "case {case}, depth {depth}, {eval:?}"
        );
    }
}
