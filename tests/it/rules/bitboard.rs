//! The 8 x 8 bitboard against independent oracles: on 100,000 positions
//! reached by seeded random play from the start (passes included), the same
//! legal moves as the naive ray walk of `tests/it/oracle/grid.rs` and as
//! the generic word-parallel sweep (`othello::board::sweep`, which the generic
//! board uses on every size but 8 x 8), the same flips for each move, and
//! the same position after each move or pass. The generic board itself
//! hands 8 x 8 work to the bitboard, so it is checked here too, against the
//! naive walk.

use crate::oracle::grid::{Grid, BLACK, WHITE};
use othello::bitboard::{self, Bitboard};
use othello::board::sweep::Sweeper;
use othello::board::Board;
use othello::color::Color;
use othello::rng::Rng;
use othello::square::Square;
use othello::squareset::SquareSet;

const POSITIONS: usize = 100_000;

fn cell(c: Color) -> u8 {
    match c {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

/// Checks `pos` (with `to_move` to move) against the naive `grid` and the
/// generic `board` holding the same position.
fn check(grid: &Grid, board: &Board, to_move: Color, pos: Bitboard, at: usize) {
    assert_eq!(grid.to_board(), *board, "position {at}");
    assert_eq!(
        Bitboard::from_board(board, to_move),
        Some(pos),
        "position {at}"
    );
    assert_eq!(pos.to_board(to_move), *board, "position {at}");
    let want: Vec<Square> = grid
        .moves(cell(to_move))
        .into_iter()
        .map(|(r, c)| Square::new(r, c))
        .collect();
    let got: Vec<Square> = bitboard::squares(pos.moves()).collect();
    assert_eq!(got, want, "position {at}: moves");
    let mut swept = SquareSet::new(8, 8);
    Sweeper::new(8).legal_moves(
        board.discs(to_move),
        board.discs(to_move.opponent()),
        &mut swept,
    );
    assert_eq!(
        swept.iter().collect::<Vec<_>>(),
        want,
        "position {at}: sweep"
    );
    assert_eq!(
        board.legal_moves(to_move).iter().collect::<Vec<_>>(),
        want,
        "position {at}: board"
    );
    for &sq in &want {
        let naive: Vec<Square> = grid
            .flips(sq.row, sq.col, cell(to_move))
            .into_iter()
            .map(|(r, c)| Square::new(r, c))
            .collect();
        assert_eq!(
            board.flips(sq, to_move),
            naive,
            "position {at}: board flips of {sq:?}"
        );
        let mut sorted = naive.clone();
        sorted.sort();
        let got: Vec<Square> = bitboard::squares(pos.flips(sq)).collect();
        assert_eq!(got, sorted, "position {at}: flips of {sq:?}");
        let mut after = grid.clone();
        after.play(sq.row, sq.col, cell(to_move));
        let next = pos.play(sq).expect("a legal move");
        assert_eq!(
            next.to_board(to_move.opponent()),
            after.to_board(),
            "position {at}: play {sq:?}"
        );
    }
    // Squares that are not moves flip nothing and cannot be played.
    for i in 0..64 {
        let sq = bitboard::square(i);
        if !want.contains(&sq) {
            assert_eq!(pos.flips(sq), 0, "position {at}: {sq:?} is no move");
            assert_eq!(pos.play(sq), None, "position {at}: {sq:?} is no move");
            assert!(board.flips(sq, to_move).is_empty(), "position {at}: {sq:?}");
        }
    }
}

#[test]
fn bitboard_equals_the_oracles_on_random_games() {
    let mut rng = Rng::new(88);
    let mut seen = 0;
    let (mut passes, mut ends) = (0, 0);
    while seen < POSITIONS {
        let mut board = Board::standard(8, 8).unwrap();
        let mut grid = Grid::of(&board);
        let mut color = Color::Black;
        let mut pos = Bitboard::START;
        loop {
            check(&grid, &board, color, pos, seen);
            seen += 1;
            let moves = grid.moves(cell(color));
            if moves.is_empty() {
                if grid.moves(cell(color.opponent())).is_empty() {
                    assert!(pos.is_game_over());
                    assert!(
                        !board.has_legal_move(color) && !board.has_legal_move(color.opponent())
                    );
                    ends += 1;
                    break;
                }
                assert!(!pos.is_game_over() && !board.has_legal_move(color));
                passes += 1;
                pos = pos.pass();
            } else {
                assert!(board.has_legal_move(color));
                let (r, c) = moves[rng.below(moves.len() as u64) as usize];
                let sq = Square::new(r, c);
                grid.play(r, c, cell(color));
                board.play(sq, color).unwrap();
                pos = pos.play(sq).unwrap();
            }
            color = color.opponent();
        }
    }
    // The sample must reach the cases that matter.
    assert!(passes > 100 && ends > 1000, "{passes} passes, {ends} ends");
}
