//! Benchmark, not a test (it asserts nothing about time): random playouts
//! from the standard start, on the 8 x 8 bitboard and on generic boards of
//! growing size, one thread. Prints playouts per second and the cost per
//! playout against the number of squares.
//!
//! A `[[bench]]` target without the test harness (see Cargo.toml); it runs
//! in the release profile:
//!
//! ```sh
//! cargo bench --bench playout_bench
//! ```
//!
//! A playout on the generic board sweeps the whole board for the legal
//! moves at every ply (rows x ceil(cols / 64) words, each a few dozen word
//! operations), and a game has about rows x cols plies, so the cost grows
//! about as squares^1.5 for boards up to 64 columns.

use othello::bitboard::Bitboard;
use othello::board::Board;
use othello::color::Color;
use othello::engine::bit8::Bit8;
use othello::engine::generic::Generic;
use othello::engine::multi::Multi;
use othello::engine::position::Position;
use othello::rng::Rng;
use othello::rules::{Directions, Rules};
use std::time::Instant;

/// Runs `n` playouts from `root`; returns seconds and a checksum.
fn time<P: Position>(root: &P, n: u64) -> (f64, u64) {
    let mut work = root.clone();
    let mut rng = Rng::new(1);
    let mut sum = 0;
    let start = Instant::now();
    for _ in 0..n {
        work.copy_from(root);
        sum += work.playout(&mut rng).discs[0] as u64;
    }
    (start.elapsed().as_secs_f64(), sum)
}

fn main() {
    let root = Bit8 {
        pos: Bitboard::START,
        seat: 0,
    };
    let n = 1_000_000;
    let (secs, sum) = time(&root, n);
    println!(
        "8 x 8 bitboard: {n} playouts in {secs:.3} s: {:.0} playouts/s, {:.2} us each (checksum {sum})",
        n as f64 / secs,
        secs / n as f64 * 1e6
    );
    for side in [8usize, 10, 16, 24, 32] {
        let root = Generic::new(Board::standard(side, side).unwrap(), Color::Black);
        let n = (2_000_000 / (side * side) as u64).max(100);
        let (secs, _) = time(&root, n);
        let each = secs / n as f64 * 1e6;
        println!(
            "{side} x {side} generic: {:.0} playouts/s, {each:.1} us each, {:.3} us per square",
            n as f64 / secs,
            each / (side * side) as f64
        );
    }
    // Three players (the rule-set position of `--players 3`): the same
    // sweep per ply, against the union of the two other players' discs.
    for side in [8usize, 16] {
        let rules = Rules {
            directions: Directions::Eight,
            players: 3,
        };
        let board = Board::standard_for(side, side, rules).unwrap();
        let root = Multi::new(&board, rules, None, 0);
        let n = (4_000_000 / (side * side) as u64).max(100);
        let (secs, _) = time(&root, n);
        println!(
            "{side} x {side} three players: {:.0} playouts/s, {:.1} us each",
            n as f64 / secs,
            secs / n as f64 * 1e6
        );
    }
}
