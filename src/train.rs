//! Training the learned evaluation ([`crate::eval`]): positions from
//! self-play with the ends solved exactly ([`games`]), a least-squares
//! fit per stage ([`fit`]), the weights file, and the error on held-out
//! positions. The same options give the same file, whatever the threads:
//! each game is drawn from its own seed and collected in index order, and
//! each stage is fitted by one thread in a fixed order.

pub mod balanced;
pub mod engine;
pub mod fit;
pub mod games;
pub mod label;

use crate::eval::folding::Folding;
use crate::eval::{file, stage, Weights, STAGES};
use crate::search::endgame::Solver;
use balanced::{is_balanced, Balanced};
use engine::Player;
use games::{game, game_rng, held_out, Play, Sample};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// Everything a training run depends on.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Self-play games.
    pub games: u64,
    /// The run's seed.
    pub seed: u64,
    /// How games are played.
    pub play: Play,
    /// How the weights are fitted.
    pub fit: fit::Fit,
    /// Held-out positions (20 to 24 empty squares), from games of their
    /// own.
    pub held_out: u64,
    /// The depth of the search that labels unsolved positions (0: their
    /// game's result).
    pub bootstrap: u32,
    /// The balanced self-play in generations ([`balanced`]; 0
    /// generations: the games of `play`, held out at 20 to 24 empty
    /// squares alone).
    pub balanced: Balanced,
}

/// The held-out positions have `HELD_OUT_MIN + i % 5` empty squares.
pub const HELD_OUT_MIN: u32 = 20;

/// The seed of the held-out games: apart from the training games'.
fn held_out_seed(seed: u64) -> u64 {
    seed ^ 0x4845_4C44_4F55_5400
}

/// The table of each solver thread, in bits of buckets (64 bytes each):
/// 2^18 buckets, 16 MB.
const TABLE_BITS: u32 = 18;

/// What one run made.
pub struct Trained {
    /// The weights file's bytes.
    pub bytes: Vec<u8>,
    /// Training positions, and how many of them are labelled exactly.
    pub positions: usize,
    /// Training positions labelled by an exact solve.
    pub exact_positions: usize,
    /// The held-out error of the new weights and of the simple evaluation.
    pub error: HeldOutError,
    /// With balanced games: the balanced held-out errors
    /// ([`balanced_errors`]).
    pub balanced: Option<BalancedErrors>,
}

/// The held-out errors on balanced positions: (the new weights', the
/// shipped ones') near the end (20 to 24 empty squares, solved) and in
/// the midgame (30 to 40, labelled by a deep search).
#[derive(Clone, Copy, Debug)]
pub struct BalancedErrors {
    /// 20 to 24 empty squares.
    pub near_end: (HeldOutError, HeldOutError),
    /// 30 to 40 empty squares.
    pub midgame: (HeldOutError, HeldOutError),
}

/// Mean absolute error on the held-out positions, in discs, and how many
/// there were.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeldOutError {
    /// The learned evaluation's.
    pub learned: f64,
    /// The simple evaluation's ([`crate::search::simple_eval`]).
    pub simple: f64,
    /// Positions measured.
    pub positions: usize,
    /// The mean absolute exact score: the error of predicting 0.
    pub zero: f64,
    /// The learned evaluation's error by exact score, one entry per band
    /// of [`BANDS`]: (positions, mean absolute error).
    pub bands: [(usize, f64); 3],
}

/// The bands of |exact score| the held-out error is also told by: close
/// games, clear wins, lopsided ones (their upper ends, in discs).
pub const BANDS: [i32; 3] = [10, 30, 64];

/// Runs `task(index, state)` for `0..count` on `threads` threads, each
/// with a state of its own made by `init` (a solver: its table is
/// allocated once per thread), the results in index order; `tick(done)`
/// after each.
fn parallel<S, T: Send>(
    count: u64,
    threads: usize,
    init: &(dyn Fn() -> S + Sync),
    task: &(dyn Fn(u64, &mut S) -> T + Sync),
    tick: &(dyn Fn(u64) + Sync),
) -> Vec<T> {
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let results: Mutex<Vec<(u64, T)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut state = init();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count {
                        break;
                    }
                    let r = task(i, &mut state);
                    results
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((i, r));
                    tick(done.fetch_add(1, Ordering::Relaxed) + 1);
                }
            });
        }
    });
    let mut v = results.into_inner().unwrap_or_else(|e| e.into_inner());
    v.sort_by_key(|x| x.0);
    v.into_iter().map(|x| x.1).collect()
}

/// A solver for one thread of the games.
fn new_solver() -> Solver {
    Solver::new(TABLE_BITS).expect("a 16 MB table")
}

/// The held-out positions of a run: `count` games of their own, each
/// stopped at 20 to 24 empty squares and solved.
pub fn held_out_positions(o: &Options, threads: usize, tick: &(dyn Fn(u64) + Sync)) -> Vec<Sample> {
    let seed = held_out_seed(o.seed);
    let task = |i: u64, solver: &mut Solver| {
        let target = HELD_OUT_MIN + (i % 5) as u32;
        held_out(&mut game_rng(seed, i), o.play, target, solver)
    };
    parallel(o.held_out, threads, &new_solver, &task, tick)
        .into_iter()
        .flatten()
        .collect()
}

/// The held-out error of `weights` on `positions`.
pub fn held_out_error(weights: &Weights, positions: &[Sample]) -> HeldOutError {
    let n = positions.len().max(1) as f64;
    // Each position's miss, in discs, by an evaluation.
    let misses = |f: &dyn Fn(u64, u64) -> i32| -> Vec<f64> {
        positions
            .iter()
            .map(|s| (f(s.player, s.opponent) as f64 / 100.0 - s.score as f64).abs())
            .collect()
    };
    let mean = |m: Vec<f64>| m.iter().sum::<f64>() / n;
    let learned = misses(&|p, o| weights.value(p, o));
    let mut bands = [(0usize, 0f64); 3];
    for (s, &miss) in positions.iter().zip(&learned) {
        let band = BANDS.iter().position(|&top| (s.score as i32).abs() <= top);
        let e = &mut bands[band.unwrap_or(BANDS.len() - 1)];
        e.0 += 1;
        e.1 += miss;
    }
    for e in &mut bands {
        e.1 /= e.0.max(1) as f64;
    }
    HeldOutError {
        learned: mean(learned),
        simple: mean(misses(&|p, o| crate::search::simple_eval::evaluate(p, o))),
        positions: positions.len(),
        zero: mean(misses(&|_, _| 0)),
        bands,
    }
}

/// A training run: games, fit, weights file, held-out error; `say` is
/// told what is going on (for a progress line). With balanced
/// generations, [`train_balanced`]; else the games of `o.play`.
pub fn train(o: &Options, threads: usize, say: &(dyn Fn(&str) + Sync)) -> Trained {
    if o.balanced.generations > 0 {
        return train_balanced(o, threads, say);
    }
    let how = o.play;
    let seed = o.seed;
    let task = |i: u64, solver: &mut Solver| game(&mut game_rng(seed, i), how, solver);
    let games = o.games;
    let per_game = parallel(games, threads, &new_solver, &task, &|d| {
        say(&format!("game {d}/{games}"))
    });
    let samples: Vec<Sample> = per_game.into_iter().flatten().collect();
    let (stored, weights) = fit_all(&samples, o, threads, say);
    let held = o.held_out;
    let positions = held_out_positions(o, threads, &|d| {
        say(&format!("held-out position {d}/{held}"))
    });
    Trained {
        bytes: file::encode(&stored, STAGES, Folding::new().stored),
        positions: samples.len(),
        exact_positions: samples.iter().filter(|s| s.exact).count(),
        error: held_out_error(&weights, &positions),
        balanced: None,
    }
}

/// The seed of generation `g`'s games.
fn generation_seed(seed: u64, g: u32) -> u64 {
    crate::rng::mix(seed ^ (g as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Balanced training: `o.games` balanced games a generation, the first
/// generation's played with the simple evaluation and each later one's
/// with the weights fitted after the one before; every fit reads all the
/// games so far. The held-out errors are on balanced positions
/// ([`balanced_errors`]).
pub fn train_balanced(o: &Options, threads: usize, say: &(dyn Fn(&str) + Sync)) -> Trained {
    let how = o.balanced;
    let mut samples: Vec<Sample> = Vec::new();
    let mut fitted: Option<(Vec<i16>, Weights)> = None;
    for g in 0..how.generations {
        let player = match &fitted {
            None => Player::Simple,
            Some((_, w)) => Player::Learned(w),
        };
        let seed = generation_seed(o.seed, g);
        let task = |i: u64, solver: &mut Solver| {
            balanced::game(&mut game_rng(seed, i), &player, how, solver)
        };
        let (games, n) = (o.games, how.generations);
        let per_game = parallel(games, threads, &new_solver, &task, &|d| {
            say(&format!("generation {}/{n}: game {d}/{games}", g + 1))
        });
        samples.extend(per_game.into_iter().flatten());
        let tell = |s: &str| say(&format!("generation {}/{n}: {s}", g + 1));
        fitted = Some(fit_all(&samples, o, threads, &tell));
    }
    let (stored, weights) = match fitted {
        Some(f) => f,
        None => fit_all(&samples, o, threads, say),
    };
    let errors = balanced_errors(&weights, o, threads, say);
    Trained {
        bytes: file::encode(&stored, STAGES, Folding::new().stored),
        positions: samples.len(),
        exact_positions: samples.iter().filter(|s| s.exact).count(),
        error: errors.near_end.0,
        balanced: Some(errors),
    }
}

/// The fit of every stage to `samples`: the stored weights and the
/// weights they unfold to.
///
/// The stages are fitted from the end of the game to its start. With
/// `o.bootstrap` plies, the positions that were not solved are labelled,
/// just before their stage is fitted, by a search of that depth over the
/// stages already fitted ([`label`]); with 0, by their game's result.
fn fit_all(
    samples: &[Sample],
    o: &Options,
    threads: usize,
    say: &(dyn Fn(&str) + Sync),
) -> (Vec<i16>, Weights) {
    let mut labels: Vec<i32> = samples.iter().map(|s| 100 * s.score as i32).collect();
    let folding = Folding::new();
    let mut stored = vec![0i16; STAGES * folding.stored];
    let mut weights = Weights::unfold(&stored, &folding);
    for s in 0..STAGES {
        if o.bootstrap > 0 {
            say(&format!("labelling stage {}/{STAGES}", s + 1));
            let todo: Vec<usize> = (0..samples.len())
                .filter(|&i| !samples[i].exact && stage(samples[i].empties()) == s)
                .collect();
            let w = &weights;
            let relabel = |k: u64, _: &mut ()| {
                let x = &samples[todo[k as usize]];
                label::search_value(w, x.player, x.opponent, o.bootstrap)
            };
            let values = parallel(todo.len() as u64, threads, &|| (), &relabel, &|_| {});
            for (&i, v) in todo.iter().zip(values) {
                labels[i] = v;
            }
        }
        say(&format!("fitting stage {}/{STAGES}", s + 1));
        let w = fit::fit_stage(samples, &labels, &folding, s, o.fit);
        stored[s * folding.stored..(s + 1) * folding.stored].copy_from_slice(&w);
        weights.set_stage(s, &w, &folding);
    }
    (stored, weights)
}

/// The balanced held-out positions of a run: `o.held_out` games of their
/// own ([`balanced::held_out`]), game i stopped at 30 + i % 11 empty
/// squares and at 20 + i % 5, those whose label is within
/// [`balanced::BALANCED`] discs kept: (20 to 24, 30 to 40).
pub fn balanced_positions(
    o: &Options,
    threads: usize,
    tick: &(dyn Fn(u64) + Sync),
) -> (Vec<Sample>, Vec<Sample>) {
    let seed = held_out_seed(o.seed) ^ 0xBA1A_4CED;
    let task = |i: u64, solver: &mut Solver| {
        let (deep, solved) = (30 + (i % 11) as u32, HELD_OUT_MIN + (i % 5) as u32);
        balanced::held_out(&mut game_rng(seed, i), deep, solved, solver)
    };
    let both = parallel(o.held_out, threads, &new_solver, &task, tick);
    let keep = |v: Vec<Option<Sample>>| v.into_iter().flatten().filter(is_balanced).collect();
    let (mid, end): (Vec<_>, Vec<_>) = both.into_iter().unzip();
    (keep(end), keep(mid))
}

/// The balanced held-out errors of `weights` and of the shipped weights
/// ([`crate::eval::embedded`]) on the positions of [`balanced_positions`].
pub fn balanced_errors(
    weights: &Weights,
    o: &Options,
    threads: usize,
    say: &(dyn Fn(&str) + Sync),
) -> BalancedErrors {
    let held = o.held_out;
    let (end, mid) = balanced_positions(o, threads, &|d| {
        say(&format!("balanced held-out game {d}/{held}"))
    });
    let shipped = crate::eval::embedded();
    BalancedErrors {
        near_end: (held_out_error(weights, &end), held_out_error(shipped, &end)),
        midgame: (held_out_error(weights, &mid), held_out_error(shipped, &mid)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_error_bands_split_the_positions_by_exact_score() {
        // Zero weights predict 0 everywhere, so each position's error is
        // its |score|: bands of 4 and 10, 12 and 30, then 40 discs.
        let folding = Folding::new();
        let zero = Weights::unfold(&vec![0; folding.stored * crate::eval::STAGES], &folding);
        let start = crate::bitboard::Bitboard::START;
        let positions: Vec<Sample> = [4i8, -10, 12, -30, 40]
            .iter()
            .map(|&score| Sample {
                player: start.player,
                opponent: start.opponent,
                score,
                exact: true,
            })
            .collect();
        let e = held_out_error(&zero, &positions);
        assert_eq!(e.positions, 5);
        assert_eq!(e.bands, [(2, 7.0), (2, 21.0), (1, 40.0)]);
        assert!((e.zero - 19.2).abs() < 1e-9, "{}", e.zero);
        assert!((e.learned - 19.2).abs() < 1e-9, "{}", e.learned);
    }
}
