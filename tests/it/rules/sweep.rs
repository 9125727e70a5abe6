//! The library's legal-move sweep against the naive ray walk, on random
//! boards of every shape from 1 x 1 to 24 x 24 and on wide ones that
//! straddle 64-bit word boundaries.

use crate::oracle::grid::{random_grid, Grid, BLACK, WHITE};
use othello::color::Color;
use othello::rng::Rng;

fn check(grid: &Grid, seed: u64) {
    let board = grid.to_board();
    for (me, color) in [(BLACK, Color::Black), (WHITE, Color::White)] {
        let want = grid.moves(me);
        let got: Vec<(usize, usize)> = board
            .legal_moves(color)
            .iter()
            .map(|s| (s.row, s.col))
            .collect();
        assert_eq!(got, want, "seed {seed}, {me}:\n{}", grid.text());
    }
}

#[test]
fn sweep_equals_naive_on_10000_random_boards() {
    let mut rng = Rng::new(2026);
    for i in 0..10_000 {
        let rows = rng.range(1, 24) as usize;
        let cols = rng.range(1, 24) as usize;
        // Vary the density so that long runs and sparse boards both occur.
        let e = rng.range(0, 6);
        let w = [e, rng.range(1, 4), rng.range(1, 4)];
        let grid = random_grid(&mut rng, rows, cols, w);
        check(&grid, i);
    }
}

#[test]
fn sweep_equals_naive_across_word_boundaries() {
    let mut rng = Rng::new(64);
    for &cols in &[63, 64, 65, 127, 128, 129, 191, 192, 193] {
        for i in 0..20 {
            let rows = rng.range(1, 6) as usize;
            let w = [1, rng.range(1, 8), rng.range(1, 8)];
            let grid = random_grid(&mut rng, rows, cols, w);
            check(&grid, i);
        }
    }
}
