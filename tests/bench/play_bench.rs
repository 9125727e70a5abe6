//! Benchmark, not a test (it asserts nothing about time): replays complete
//! random games on 64 x 64, 256 x 256 and 1024 x 1024 boards through
//! [`Game::play`] and prints the time per move. The point is that deciding
//! passes costs no full-board scan per move, so the time per move should
//! hardly grow with the board's area.
//!
//! A `[[bench]]` target without the test harness (see Cargo.toml); it runs
//! in the release profile:
//!
//! ```sh
//! cargo bench --bench play_bench
//! ```

use othello::game::Game;
use othello::rng::Rng;
use othello::square::{Square, DIRECTIONS};
use std::time::Instant;

/// A complete random game on the standard `n` x `n` start, as its moves.
///
/// Moves are drawn uniformly from the empty squares next to a disc
/// (tested with [`Game::is_legal`]) until a legal one turns up; after 64
/// misses the whole list is searched from a random place. The game itself
/// handles passes, so the side to move always has a move.
fn random_game(n: usize, seed: u64) -> Vec<Square> {
    let mut rng = Rng::new(seed);
    let mut game = Game::standard(n, n).expect("even size");
    let mut near = vec![false; n * n];
    let mut list: Vec<Square> = Vec::new();
    let add_around = |sq: Square, game: &Game, near: &mut Vec<bool>, list: &mut Vec<Square>| {
        for d in DIRECTIONS {
            if let Some(s) = sq.step(d).filter(|&s| s.row < n && s.col < n) {
                if game.board().get(s).is_none() && !near[s.row * n + s.col] {
                    near[s.row * n + s.col] = true;
                    list.push(s);
                }
            }
        }
    };
    for (r, c) in [
        (n / 2 - 1, n / 2 - 1),
        (n / 2, n / 2),
        (n / 2 - 1, n / 2),
        (n / 2, n / 2 - 1),
    ] {
        add_around(Square::new(r, c), &game, &mut near, &mut list);
    }
    let mut moves = Vec::new();
    while !game.is_over() {
        let mut pick = None;
        for _ in 0..64 {
            let i = rng.below(list.len() as u64) as usize;
            let s = list[i];
            if game.board().get(s).is_some() {
                list.swap_remove(i);
                continue;
            }
            if game.is_legal(s) {
                pick = Some(s);
                break;
            }
        }
        let sq = pick.unwrap_or_else(|| {
            let start = rng.below(list.len() as u64) as usize;
            (0..list.len())
                .map(|k| list[(start + k) % list.len()])
                .find(|&s| game.is_legal(s))
                .expect("the side to move has a move")
        });
        game.play(sq).expect("legal");
        add_around(sq, &game, &mut near, &mut list);
        moves.push(sq);
    }
    moves
}

fn main() {
    let mut rows = Vec::new();
    for (n, games) in [(64, 20), (256, 3), (1024, 1)] {
        let all: Vec<Vec<Square>> = (0..games).map(|g| random_game(n, 1000 + g)).collect();
        let moves: usize = all.iter().map(Vec::len).sum();
        // Best of three replays of the whole set.
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let t = Instant::now();
            for game_moves in &all {
                let mut g = Game::standard(n, n).expect("even size");
                for &sq in game_moves {
                    g.play(sq).expect("replayed moves are legal");
                }
                assert!(g.is_over());
                std::hint::black_box(&g);
            }
            best = best.min(t.elapsed().as_secs_f64());
        }
        let ns = best * 1e9 / moves as f64;
        println!("{n:>5} x {n:<5} {games:>3} games {moves:>8} moves {ns:>8.1} ns/move");
        rows.push(ns);
    }
    let ratio = rows.iter().cloned().fold(0.0, f64::max)
        / rows.iter().cloned().fold(f64::INFINITY, f64::min);
    println!("largest / smallest time per move: {ratio:.2}");
}
