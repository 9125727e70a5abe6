//! Fits Multi-ProbCut's constants and prints them as the Rust file
//! `src/search/midgame/mpc_table.rs`:
//!
//!   cargo bench --bench mpc_fit -- [POSITIONS [SEED]] > src/search/midgame/mpc_table.rs
//!   (defaults 600, 1; about 3 minutes on one core of an AMD EPYC Zen 5)
//!
//! Positions come from games the engine plays against itself (a few
//! random plies, then a 2-ply full-width search with the learned
//! evaluation, one move in eight random), one in six positions kept,
//! from 14 to 57 empty squares. Each is searched full-width to every
//! depth up to the fitted one ([`FITTED`]); positions whose search
//! meets the end of the game are dropped. For each node depth `d` the
//! deep value `v_d` is fitted to the shallow one `v_s` (`s =
//! mpc::shallow(d)`) by least squares, `v_d ≈ a * v_s + b`, per band of
//! empty squares (a band with fewer than 40 positions takes the fit of
//! all bands), and `sigma` is the root mean square of the residuals.
//! The same seed gives the same file.

use othello::bitboard::{square, Bitboard};
use othello::rng::Rng;
use othello::search::evaluation::Evaluation;
use othello::search::midgame::mpc::{band, shallow, BANDS, MIN_DEPTH};
use othello::search::midgame::{best_move_at, Searcher, Width, WIN};

/// The deepest node depth fitted.
const FITTED: u32 = 10;

/// Fewest positions a band's own fit needs.
const MIN_SAMPLES: usize = 40;

fn main() {
    let mut args = std::env::args().skip(1).filter(|a| a != "--bench");
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(600);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut rng = Rng::new(seed);
    let mut searcher = Searcher::new(20);
    // Per position: its empties and its values at depths 1..=FITTED.
    let mut samples: Vec<(u32, Vec<i32>)> = Vec::new();
    let mut games = 0;
    while samples.len() < count {
        games += 1;
        let mut pos = Bitboard::START;
        let opening = rng.range(2, 8);
        let mut ply = 0;
        loop {
            let mut set = pos.moves();
            if set == 0 {
                pos = pos.pass();
                set = pos.moves();
                if set == 0 {
                    break;
                }
            }
            let empties = pos.empties().count_ones();
            if ply >= opening && (14..=57).contains(&empties) && rng.chance(1, 6) {
                if let Some(values) = searcher.values(pos, FITTED, Evaluation::Learned) {
                    let complete = values.len() == FITTED as usize;
                    if complete && values.iter().all(|v| v.abs() < WIN / 2) {
                        samples.push((empties, values));
                        if samples.len().is_multiple_of(50) {
                            eprintln!("{} positions, {games} games", samples.len());
                        }
                        if samples.len() == count {
                            break;
                        }
                    }
                }
            }
            let sq = if ply < opening || rng.chance(1, 8) {
                let k = rng.below(set.count_ones() as u64);
                let mut s = set;
                for _ in 0..k {
                    s &= s - 1;
                }
                s.trailing_zeros()
            } else {
                match best_move_at(pos, 2, Evaluation::Learned, Width::Full) {
                    Some(c) => (c.sq.row * 8 + c.sq.col) as u32,
                    None => break,
                }
            };
            pos = pos.play(square(sq)).expect("a legal move");
            ply += 1;
        }
    }
    println!("//! Multi-ProbCut's constants: written by `cargo bench --bench mpc_fit --");
    println!("//! {count} {seed}` (tests/bench/mpc_fit.rs, which says how); do not edit");
    println!("//! by hand. {count} positions from {games} games.");
    println!();
    println!("use super::mpc::BANDS;");
    println!();
    println!("/// The deepest node depth fitted.");
    println!("pub const FITTED_DEPTH: u32 = {FITTED};");
    println!();
    println!("/// Per node depth from [`super::mpc::MIN_DEPTH`] to [`FITTED_DEPTH`], per");
    println!("/// band of empty squares: `[a, b, sigma]` of `v_deep ≈ a * v_shallow + b`");
    println!("/// (hundredths of a disc; the positions fitted in a comment).");
    let rows = FITTED - MIN_DEPTH + 1;
    println!("pub const FIT: [[[f32; 3]; BANDS]; {rows}] = [");
    for d in MIN_DEPTH..=FITTED {
        let s = shallow(d);
        let pairs = |b: Option<usize>| -> Vec<(f64, f64)> {
            samples
                .iter()
                .filter(|(e, _)| b.is_none_or(|b| band(*e) == b))
                .map(|(_, v)| (v[s as usize - 1] as f64, v[d as usize - 1] as f64))
                .collect()
        };
        let all = fit(&pairs(None));
        println!("    // depth {d} from {s}");
        println!("    [");
        for b in 0..BANDS {
            let own = pairs(Some(b));
            let (a, c, sigma) = if own.len() >= MIN_SAMPLES {
                fit(&own)
            } else {
                all
            };
            println!(
                "        [{a:.4}, {c:.2}, {sigma:.2}], // {} positions",
                own.len()
            );
        }
        println!("    ],");
    }
    println!("];");
}

/// The least-squares line `y ≈ a * x + b` through `pairs` and the root
/// mean square of its residuals.
fn fit(pairs: &[(f64, f64)]) -> (f64, f64, f64) {
    let n = pairs.len() as f64;
    let (sx, sy) = pairs
        .iter()
        .fold((0.0, 0.0), |(a, b), &(x, y)| (a + x, b + y));
    let (mx, my) = (sx / n, sy / n);
    let (sxx, sxy) = pairs.iter().fold((0.0, 0.0), |(a, b), &(x, y)| {
        (a + (x - mx) * (x - mx), b + (x - mx) * (y - my))
    });
    let a = if sxx > 0.0 { sxy / sxx } else { 1.0 };
    let b = my - a * mx;
    let rss: f64 = pairs.iter().map(|&(x, y)| (y - a * x - b).powi(2)).sum();
    (a, b, (rss / n).sqrt())
}
