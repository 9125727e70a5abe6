//! Benchmark, not a test (it asserts nothing about time): evaluations per
//! second of the simple evaluation (`othello::search::simple_eval`) and the
//! learned one (`othello::eval`), one thread, over the positions of random
//! games, in interleaved rounds (on a shared machine a single timing
//! varies by a fifth; the ratio within a round is what to compare).
//!
//! ```sh
//! cargo bench --bench eval_bench
//! ```
//!
//! For instruction counts, run the binary under callgrind with `simple`,
//! `learned` or `none` (one round of that evaluation only, or just the
//! setup): the differences from `none`, divided by the positions, are
//! the instructions per evaluation.

use othello::bitboard::{flips, Bitboard};
use othello::rng::Rng;
use std::hint::black_box;
use std::time::Instant;

/// Positions of random games (every ply of 2000 games), by number of
/// empty squares: a search's leaves are in one or two stages, so their
/// tables stay in the cache, which positions in game order (every stage in
/// turn) would defeat.
fn positions() -> Vec<(u64, u64)> {
    let mut rng = Rng::new(1);
    let mut out = Vec::new();
    for _ in 0..2000 {
        let mut pos = Bitboard::START;
        loop {
            let m = pos.moves();
            if m == 0 {
                if pos.pass().moves() == 0 {
                    break;
                }
                pos = pos.pass();
                continue;
            }
            out.push((pos.player, pos.opponent));
            let mut set = m;
            for _ in 0..rng.below(m.count_ones() as u64) {
                set &= set - 1;
            }
            let sq = set.trailing_zeros();
            pos = pos.play_flips(sq, flips(pos.player, pos.opponent, sq));
        }
    }
    out.sort_by_key(|&(p, o)| (p | o).count_ones());
    out
}

/// Seconds to evaluate every position with `f`, and a checksum.
fn time(pos: &[(u64, u64)], f: fn(u64, u64) -> i32) -> (f64, i64) {
    let start = Instant::now();
    let mut sum = 0i64;
    for &(p, o) in pos {
        sum += f(black_box(p), black_box(o)) as i64;
    }
    (start.elapsed().as_secs_f64(), sum)
}

fn main() {
    let pos = positions();
    // Unpack the weights outside the timing (each stage's tables are
    // unfolded on first use).
    for &(p, o) in &pos {
        othello::eval::evaluate(p, o);
    }
    let n = pos.len() as f64;
    println!("{} positions, each evaluated once per round", pos.len());
    let only = std::env::args().nth(1).filter(|a| a != "--bench");
    if let Some(which) = only {
        let f = match which.as_str() {
            "simple" => othello::search::simple_eval::evaluate,
            "learned" => othello::eval::evaluate,
            _ => return,
        };
        println!("{which}: checksum {}", time(&pos, f).1);
        return;
    }
    for round in 1..=5 {
        let (simple, a) = time(&pos, othello::search::simple_eval::evaluate);
        let (learned, b) = time(&pos, othello::eval::evaluate);
        println!(
            "round {round}: simple {:.1} M/s, learned {:.1} M/s, ratio {:.2} (checksums {a} {b})",
            n / simple / 1e6,
            n / learned / 1e6,
            learned / simple
        );
    }
}
