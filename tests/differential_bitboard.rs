//! The 8 x 8 bitboard against the generic board, its oracle: on 100,000
//! positions reached by seeded random play from the start (passes
//! included), the same legal moves, the same flips for each, and the same
//! position after each move or pass.

use othello::bitboard::{self, Bitboard};
use othello::board::Board;
use othello::color::Color;
use othello::rng::Rng;
use othello::square::Square;

const POSITIONS: usize = 100_000;

/// Checks `pos` (with `to_move` to move) against `board`.
fn check(board: &Board, to_move: Color, pos: Bitboard, at: usize) {
    assert_eq!(
        Bitboard::from_board(board, to_move),
        Some(pos),
        "position {at}"
    );
    assert_eq!(pos.to_board(to_move), *board, "position {at}");
    let want: Vec<Square> = board.legal_moves(to_move).iter().collect();
    let got: Vec<Square> = bitboard::squares(pos.moves()).collect();
    assert_eq!(got, want, "position {at}: moves");
    for &sq in &want {
        let mut flips: Vec<Square> = board.flips(sq, to_move);
        flips.sort();
        let got: Vec<Square> = bitboard::squares(pos.flips(sq)).collect();
        assert_eq!(got, flips, "position {at}: flips of {sq:?}");
        let mut after = board.clone();
        after.play(sq, to_move).expect("a legal move");
        let next = pos.play(sq).expect("a legal move");
        assert_eq!(
            next.to_board(to_move.opponent()),
            after,
            "position {at}: play {sq:?}"
        );
    }
    // Squares that are not moves flip nothing and cannot be played.
    for i in 0..64 {
        let sq = bitboard::square(i);
        if !want.contains(&sq) {
            assert_eq!(pos.flips(sq), 0, "position {at}: {sq:?} is no move");
            assert_eq!(pos.play(sq), None, "position {at}: {sq:?} is no move");
        }
    }
}

#[test]
fn bitboard_equals_generic_board_on_random_games() {
    let mut rng = Rng::new(88);
    let mut seen = 0;
    let (mut passes, mut ends) = (0, 0);
    while seen < POSITIONS {
        let (mut board, mut color) = (Board::standard(8, 8).unwrap(), Color::Black);
        let mut pos = Bitboard::START;
        loop {
            check(&board, color, pos, seen);
            seen += 1;
            let moves: Vec<Square> = board.legal_moves(color).iter().collect();
            if moves.is_empty() {
                if !board.has_legal_move(color.opponent()) {
                    assert!(pos.is_game_over());
                    ends += 1;
                    break;
                }
                assert!(!pos.is_game_over());
                passes += 1;
                pos = pos.pass();
            } else {
                let sq = moves[rng.below(moves.len() as u64) as usize];
                board.play(sq, color).unwrap();
                pos = pos.play(sq).unwrap();
            }
            color = color.opponent();
        }
    }
    // The sample must reach the cases that matter.
    assert!(passes > 100 && ends > 1000, "{passes} passes, {ends} ends");
}
