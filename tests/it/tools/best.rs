//! `best`'s depth-limited search against a plain negamax without pruning
//! over the generic board, with the same evaluation at the leaves: same
//! value, and among equal values the first move in row-major order.

use crate::support::positions::{random_board, Stop};
use othello::bitboard::Bitboard;
use othello::board::Board;
use othello::color::Color;
use othello::rng::Rng;
use othello::search::eval::evaluate;
use othello::search::final_score;
use othello::search::midgame::best_move;
use othello::square::Square;

/// A finished game's value per disc, as `best` scores it.
const WIN: i32 = 100_000;

fn value(board: &Board, me: Color, depth: u32) -> i32 {
    let pos = Bitboard::from_board(board, me).expect("8 x 8");
    let moves: Vec<Square> = board.legal_moves(me).iter().collect();
    if moves.is_empty() {
        if !board.has_legal_move(me.opponent()) {
            return WIN * final_score(pos.player, pos.opponent);
        }
        return -value(board, me.opponent(), depth);
    }
    if depth == 0 {
        return evaluate(pos.player, pos.opponent);
    }
    moves
        .into_iter()
        .map(|sq| {
            let mut next = board.clone();
            next.play(sq, me).expect("a legal move");
            -value(&next, me.opponent(), depth - 1)
        })
        .max()
        .expect("a move")
}

#[test]
fn alpha_beta_equals_plain_negamax() {
    let mut rng = Rng::new(77);
    for case in 0..100 {
        let plies = rng.below(50) as usize;
        let (board, me) = random_board(rng.next_u64(), plies, Stop::AtEnd);
        let depth = 1 + (case % 4) as u32;
        let moves: Vec<Square> = board.legal_moves(me).iter().collect();
        let pos = Bitboard::from_board(&board, me).expect("8 x 8");
        let got = best_move(pos, depth);
        if moves.is_empty() {
            assert_eq!(got, None, "case {case}");
            continue;
        }
        let mut want: Option<(Square, i32)> = None;
        for sq in moves {
            let mut next = board.clone();
            next.play(sq, me).expect("legal");
            let v = -value(&next, me.opponent(), depth - 1);
            if want.is_none_or(|(_, b)| v > b) {
                want = Some((sq, v));
            }
        }
        let (sq, v) = want.expect("a move");
        let got = got.expect("a move");
        assert_eq!((got.sq, got.value), (sq, v), "case {case}, depth {depth}");
    }
}
