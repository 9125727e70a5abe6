//! A match between two engines (`othello match`, whose help gives the
//! rules and the report): games from seeded openings, seats rotated, and
//! the tally of each engine.
//!
//! With K players (`--players K`) the second engine sits in one seat and
//! the first in all the others. Game `g` plays opening `g / K` (random
//! plies drawn from the seed and the opening's number) with the second
//! engine in seat `(g + 1) % K` (two players: the engines swap seats), and
//! draws its engines' random numbers from the seed and `g`: a game is a
//! function of the seed and its number, so the totals do not depend on the
//! threads.

use super::position::{FinalDiscs, Move, Position, PASS};
use super::{AnyPosition, Choice, Engine};
use crate::board::Board;
use crate::error::plural;
use crate::rng::Rng;
use crate::rules::Rules;
use std::cmp::Ordering;
use std::sync::mpsc;

/// The engines of a match.
const ENGINES: usize = 2;

/// Everything that decides a match's games.
#[derive(Clone, Copy, Debug)]
pub struct Setup {
    /// The engines, in the order named.
    pub engines: [Engine; ENGINES],
    /// The rule set: players (seats) and directions.
    pub rules: Rules,
    /// Games, a multiple of the seats.
    pub games: u64,
    /// Board rows and columns.
    pub rows: usize,
    /// Board columns.
    pub cols: usize,
    /// Random plies before the engines play.
    pub openings: u32,
    /// The seed.
    pub seed: u64,
}

/// Per engine: wins, draws, losses and the sum of its margins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games it won.
    pub wins: u64,
    /// Games it drew.
    pub draws: u64,
    /// Games it lost.
    pub losses: u64,
    /// The sum of its disc margins.
    pub margin: i64,
}

/// A number mixed from the seed and a game's or an opening's number.
fn mix(seed: u64, salt: u64, n: u64) -> u64 {
    let mut r = Rng::new(seed ^ salt.wrapping_mul(0xD1B5_4A32_D192_ED03));
    r.next_u64() ^ Rng::new(n.wrapping_add(salt)).next_u64()
}

/// The seat of the second engine in game `g` of a game of `seats` seats:
/// `(g + 1) % seats`, so that with two the first engine starts game 0 and
/// the engines swap seats from game to game.
fn lone_seat(g: u64, seats: usize) -> usize {
    ((g + 1) % seats as u64) as usize
}

/// The engine (0 or 1) sitting in `seat` in game `g`.
pub fn engine_index(g: u64, seat: usize, seats: usize) -> usize {
    (seat == lone_seat(g, seats)) as usize
}

/// A game played: its outcome and every move, passes included (the
/// opening's random plies first).
pub type Played = (FinalDiscs, Vec<Move>);

/// Plays game `g` of `setup` from `start`.
fn play_game<P: Position>(setup: &Setup, start: &P, g: u64) -> Played {
    let mut pos = start.clone();
    let mut moves: Vec<Move> = Vec::new();
    let mut played = Vec::new();
    let seats = setup.rules.players;
    let mut opening = Rng::new(mix(setup.seed, 1, g / seats as u64));
    let mut plies = 0;
    while plies < setup.openings {
        pos.moves(&mut moves);
        if moves.is_empty() {
            if pos.is_over() {
                break;
            }
            pos.play(PASS);
            played.push(PASS);
            continue;
        }
        let mv = moves[opening.below(moves.len() as u64) as usize];
        pos.play(mv);
        played.push(mv);
        plies += 1;
    }
    let mut rng = Rng::new(mix(setup.seed, 2, g));
    loop {
        let engine = setup.engines[engine_index(g, pos.seat(), seats)];
        let mv = match engine.choose(&mut pos, &mut rng, 1) {
            Choice::Play(mv) => mv,
            Choice::Pass => PASS,
            Choice::Over => break,
        };
        pos.play(mv);
        played.push(mv);
    }
    (pos.outcome(), played)
}

/// Game `g` of `setup`.
pub fn game(setup: &Setup, g: u64) -> Played {
    let (rows, cols, rules) = (setup.rows, setup.cols, setup.rules);
    let board = match Board::standard_for(rows, cols, rules) {
        Some(b) => b,
        None => Board::empty_for(rows.max(1), cols.max(1), rules.players),
    };
    match AnyPosition::of_rules(&board, rules, None, 0) {
        AnyPosition::Bit8(p) => play_game(setup, &p, g),
        AnyPosition::Generic(p) => play_game(setup, &*p, g),
        AnyPosition::Multi(p) => play_game(setup, &*p, g),
    }
}

/// Adds game `g`'s outcome to the engines' tallies: each engine counts
/// its best seat's discs against the other engine's best seat's (with two
/// players, its seat against the other).
pub fn record(tally: &mut [Tally; ENGINES], g: u64, outcome: &FinalDiscs) {
    let mut best = [0u32; ENGINES];
    for seat in 0..outcome.seats {
        let e = engine_index(g, seat, outcome.seats);
        best[e] = best[e].max(outcome.discs[seat]);
    }
    for e in 0..ENGINES {
        let (mine, theirs) = (best[e], best[1 - e]);
        let t = &mut tally[e];
        match mine.cmp(&theirs) {
            Ordering::Greater => t.wins += 1,
            Ordering::Equal => t.draws += 1,
            Ordering::Less => t.losses += 1,
        }
        t.margin += mine as i64 - theirs as i64;
    }
}

/// Plays every game of `setup` on `threads` threads, calling `progress`
/// with the number done after each; the tallies, summed in game order,
/// and, when `keep` says so, every game's moves in game order (else none).
pub fn play_match(
    setup: &Setup,
    threads: usize,
    keep: bool,
    mut progress: impl FnMut(u64),
) -> ([Tally; ENGINES], Vec<Vec<Move>>) {
    let n = setup.games;
    let mut outcomes: Vec<Option<FinalDiscs>> = vec![None; n as usize];
    let mut kept: Vec<Vec<Move>> = vec![Vec::new(); if keep { n as usize } else { 0 }];
    let threads = threads.max(1) as u64;
    std::thread::scope(|s| {
        let (tx, rx) = mpsc::channel();
        for t in 0..threads {
            let tx = tx.clone();
            s.spawn(move || {
                let mut g = t;
                while g < n {
                    if tx.send((g, game(setup, g))).is_err() {
                        return;
                    }
                    g += threads;
                }
            });
        }
        drop(tx);
        let mut done = 0;
        for (g, (o, moves)) in rx {
            outcomes[g as usize] = Some(o);
            if keep {
                kept[g as usize] = moves;
            }
            done += 1;
            progress(done);
        }
    });
    let mut tally = [Tally::default(); ENGINES];
    for (g, o) in outcomes.iter().enumerate() {
        if let Some(o) = o {
            record(&mut tally, g as u64, o);
        }
    }
    (tally, kept)
}

/// The report: a line per engine, then the score line. Two engines of
/// the same spec are told apart by their seat, `random (A)` and `random
/// (B)`.
pub fn render(setup: &Setup, tally: &[Tally; ENGINES]) -> String {
    let specs = [setup.engines[0].spec(), setup.engines[1].spec()];
    let labels = if specs[0] == specs[1] {
        [format!("{} (A)", specs[0]), format!("{} (B)", specs[1])]
    } else {
        specs
    };
    let mut s = String::new();
    for (label, t) in labels.iter().zip(tally) {
        s.push_str(&format!(
            "{label}: {}, {}, {}, average margin {:+.2}\n",
            plural(t.wins, "win", "wins"),
            plural(t.draws, "draw", "draws"),
            plural(t.losses, "loss", "losses"),
            t.margin as f64 / setup.games.max(1) as f64
        ));
    }
    let a = &tally[0];
    let pct = (a.wins as f64 + a.draws as f64 / 2.0) * 100.0 / setup.games.max(1) as f64;
    s.push_str(&format!(
        "{} score {pct:.1}% ({} w, {} d, {} l)\n",
        labels[0], a.wins, a.draws, a.losses
    ));
    s
}
