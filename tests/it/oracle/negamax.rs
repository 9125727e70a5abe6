//! `best`'s value by plain negamax without pruning over the library's
//! generic board (not the bitboard `best` searches), with the library's
//! evaluation at the leaves.

use othello::bitboard::Bitboard;
use othello::board::Board;
use othello::color::Color;
use othello::search::evaluation::{Eval, Evaluation, Learned, Simple};
use othello::search::final_score;
use othello::square::Square;

/// A finished game's value per disc, as `best` scores it.
pub const WIN: i32 = 100_000;

/// The value of `board` for `me`, to move, `depth` plies deep: every move
/// searched, no pruning; a finished game is worth [`WIN`] per disc of its
/// margin, a leaf what the library's evaluation `eval` says.
pub fn value(board: &Board, me: Color, depth: u32, eval: Evaluation) -> i32 {
    let pos = Bitboard::from_board(board, me).expect("8 x 8");
    let moves: Vec<Square> = board.legal_moves(me).iter().collect();
    if moves.is_empty() {
        if !board.has_legal_move(me.opponent()) {
            return WIN * final_score(pos.player, pos.opponent);
        }
        return -value(board, me.opponent(), depth, eval);
    }
    if depth == 0 {
        return match eval {
            Evaluation::Learned => Learned::evaluate(pos.player, pos.opponent),
            Evaluation::Simple => Simple::evaluate(pos.player, pos.opponent),
        };
    }
    moves
        .into_iter()
        .map(|sq| {
            let mut next = board.clone();
            next.play(sq, me).expect("a legal move");
            -value(&next, me.opponent(), depth - 1, eval)
        })
        .max()
        .expect("a move")
}
