//! The library's legal-move sweep against the naive ray walk, on random
//! boards of every shape from 1 x 1 to 24 x 24 and on wide ones that
//! straddle 64-bit word boundaries; and the whole `moves` command against
//! the naive marker grid through text.

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

#[test]
fn moves_command_equals_naive_marker_grid() {
    let mut rng = Rng::new(7);
    let mut input = String::new();
    let mut want = String::new();
    for i in 0..300 {
        let (rows, cols) = (rng.range(1, 12) as usize, rng.range(2, 12) as usize);
        let grid = random_grid(&mut rng, rows, cols, [2, 1, 1]);
        let me = if rng.chance(1, 2) { BLACK } else { WHITE };
        input.push_str(&format!("{rows} {cols}\n{}{}\n", grid.text(), me as char));
        if i > 0 {
            want.push('\n');
        }
        want.push_str(&grid.marker_output(me));
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = othello::run(
        &["moves".to_string()],
        &mut input.as_bytes(),
        &mut out,
        &mut err,
    );
    assert_eq!(String::from_utf8_lossy(&err), "");
    assert_eq!(status, 0);
    assert_eq!(String::from_utf8(out).unwrap(), want);
}
