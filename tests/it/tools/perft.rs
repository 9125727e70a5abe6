//! Perft from the standard start against the published table
//! (`fixtures/perft/table.txt`), in every mode; and the bitboard's perft
//! against a slow one on the generic board, from random positions.

use crate::oracle::perft::slow_perft;
use crate::support::positions::{random_board, Stop};

use crate::oracle::grid::{Grid, BLACK, WHITE};
use crate::support::perft_table;
use othello::bitboard::perft::{leaves, Perft};
use othello::bitboard::Bitboard;
use othello::board::Board;
use othello::color::Color;
use othello::rng::Rng;

/// The deepest table entry checked here (deeper ones take seconds).
const CHECKED: u32 = 9;

#[test]
fn published_table_from_the_start() {
    let rows = perft_table();
    assert_eq!(rows.len(), 14);
    let modes = [(1, 0), (2, 0), (1, 4), (2, 4)].map(|(t, mb)| Perft::new(t, mb).unwrap());
    for &(depth, want) in rows.iter().filter(|r| r.0 <= CHECKED) {
        assert_eq!(leaves(Bitboard::START, depth), want, "plain, depth {depth}");
        for (i, p) in modes.iter().enumerate() {
            assert_eq!(
                p.count(Bitboard::START, depth),
                want,
                "mode {i}, depth {depth}"
            );
        }
    }
}

#[test]
fn bitboard_perft_equals_slow_perft_from_random_positions() {
    let mut rng = Rng::new(13);
    let perft = Perft::new(2, 1).unwrap();
    for game in 0..300 {
        // Late positions too, where passes and finished games occur.
        let plies = rng.range(0, 60) as usize;
        let (board, color) = random_board(rng.next_u64(), plies, Stop::AtEnd);
        let pos = Bitboard::from_board(&board, color).unwrap();
        for depth in 0..=4 {
            let me = if color == Color::Black { BLACK } else { WHITE };
            let want = slow_perft(&Grid::of(&board), me, depth);
            assert_eq!(leaves(pos, depth), want, "game {game}, depth {depth}");
            assert_eq!(perft.count(pos, depth), want, "game {game}, depth {depth}");
        }
    }
}

#[test]
fn threads_and_table_agree_with_the_plain_count_late_in_the_game() {
    // Late positions, where passes and finished games fill the tree: the
    // split, the table and the eight-lane kernel against the plain count.
    let mut rng = Rng::new(36);
    let modes = [(2, 0), (1, 1), (2, 1)].map(|(t, mb)| Perft::new(t, mb).unwrap());
    for game in 0..60 {
        let (mut board, mut color) = (Board::standard(8, 8).unwrap(), Color::Black);
        for _ in 0..rng.range(36, 56) {
            let moves: Vec<_> = board.legal_moves(color).iter().collect();
            if let Some(&sq) = moves.get(rng.below(moves.len().max(1) as u64) as usize) {
                board.play(sq, color).unwrap();
            }
            color = color.opponent();
        }
        let pos = Bitboard::from_board(&board, color).unwrap();
        let want = leaves(pos, 7);
        for (i, p) in modes.iter().enumerate() {
            assert_eq!(p.count(pos, 7), want, "game {game}, mode {i}");
        }
    }
}
