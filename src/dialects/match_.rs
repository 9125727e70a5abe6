//! `match`: two engines play each other from seeded openings, seats
//! rotated, and the score is reported.
//!
//! ```text
//! $ othello match random greedy --games 4 --size 6
//! random: 1 wins, 0 draws, 3 losses, average margin -4.00
//! greedy: 3 wins, 0 draws, 1 losses, average margin +4.00
//! random score 25.0% (1 w, 0 d, 3 l)
//! ```
//!
//! With K players (`--players K`) the second engine sits in one seat and
//! the first in all the others. Game `g` plays opening `g / K` (random
//! plies drawn from the seed and the opening's number) with the second
//! engine in seat `(g + 1) % K` (two players: the engines swap seats), and
//! draws its engines' random numbers from the seed and `g`: a game is a
//! function of the seed and its number, so the totals do not depend on the
//! threads.

use crate::board::Board;
use crate::cli::{Args, Opt};
use crate::dialects::{Command, Io, Kind};
use crate::engine::position::{Move, Outcome, Position, PASS};
use crate::engine::{AnyPosition, Choice, Engine, SPECS};
use crate::error::{Error, Result};
use crate::rng::Rng;
use crate::rules::Rules;
use std::cmp::Ordering;
use std::sync::mpsc;

/// The `match` command.
pub const COMMAND: Command = Command {
    name: "match",
    kind: Kind::Tool,
    summary: "two engines play each other; wins, draws, losses and score",
    #[cfg(feature = "help")]
    help: "usage: othello match ENGINE_A ENGINE_B [options]

Plays --games games between two engines from the standard start of an
R x C board and reports, per engine, its wins, draws and losses and its
average disc margin (its final discs minus the other's), then the last
line `ENGINE_A score X% (W w, D d, L l)`, where a draw counts as half a
win. A win is having the most discs at the end (empty squares go to
nobody).

With --players K (3 or 4; the start of `play --players K`) ENGINE_B plays
one seat and ENGINE_A all the others, for example one MCTS player against
two random ones. ENGINE_B wins a game when its seat has the most discs
alone, draws when it shares the most, and loses otherwise; ENGINE_A's
result is the opposite, and each engine's margin is its best seat's discs
minus the other engine's best. --directions 4 brackets along rows and
columns only.

Engines: random (a random legal move), greedy (the move flipping most,
the first in row-major order on ties), alphabeta:depth=D (alpha-beta
search, 8 x 8 only), mcts:playouts=N (Monte Carlo tree search, random
playouts scored by final discs, UCB1). `alphabeta` and `mcts` alone take
depth 6 and 1000 playouts.

Fairness: each opening (--openings random plies from the seed) is played
with every rotation of the seats, twice with two players (the seats
swapped) and K times with K, so --games must be a multiple of the players.
Every game is seeded by the seed and its number: the result depends on
neither --threads nor the order the games finish in. A progress line is
shown on standard error when it is a terminal.

example:
  $ othello match random greedy --games 4 --size 6
  random: 1 wins, 0 draws, 3 losses, average margin -4.00
  greedy: 3 wins, 0 draws, 1 losses, average margin +4.00
  random score 25.0% (1 w, 0 d, 3 l)
",
    options: OPTIONS,
    run,
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: None,
};

const OPTIONS: &[Opt] = &[
    Opt {
        name: "--games",
        value: "N",
        help: "games to play, a multiple of the players (default 10; 12 with 3 or 4)",
    },
    Opt {
        name: "--size",
        value: "N|RxC",
        help: "board size, even, 2 to 64 each way (default 8)",
    },
    Opt {
        name: "--openings",
        value: "P",
        help: "random plies before the engines play, 0 to 20 (default 4)",
    },
    Opt {
        name: "--seed",
        value: "S",
        help: "the random seed (default 1)",
    },
    Opt {
        name: "--threads",
        value: "T",
        help: "games played in parallel, 1 to 64 (default 1)",
    },
    Opt {
        name: "--players",
        value: "K",
        help: "players 2 (default), 3 or 4: ENGINE_B in one seat, ENGINE_A in the others",
    },
    crate::cli::DIRECTIONS_OPT,
];

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
fn engine_index(g: u64, seat: usize, seats: usize) -> usize {
    (seat == lone_seat(g, seats)) as usize
}

/// Plays game `g` of `setup` from `start` and returns its outcome (discs
/// per seat).
fn play_game<P: Position>(setup: &Setup, start: &P, g: u64) -> Outcome {
    let mut pos = start.clone();
    let mut moves: Vec<Move> = Vec::new();
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
            continue;
        }
        pos.play(moves[opening.below(moves.len() as u64) as usize]);
        plies += 1;
    }
    let mut rng = Rng::new(mix(setup.seed, 2, g));
    loop {
        let engine = setup.engines[engine_index(g, pos.seat(), seats)];
        match engine.choose(&mut pos, &mut rng, 1) {
            Choice::Play(mv) => pos.play(mv),
            Choice::Pass => pos.play(PASS),
            Choice::Over => break,
        };
    }
    pos.outcome()
}

/// Game `g` of `setup`.
pub fn game(setup: &Setup, g: u64) -> Outcome {
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
pub fn record(tally: &mut [Tally; ENGINES], g: u64, outcome: &Outcome) {
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
/// with the number done after each; the tallies, summed in game order.
pub fn play_match(
    setup: &Setup,
    threads: usize,
    mut progress: impl FnMut(u64),
) -> [Tally; ENGINES] {
    let n = setup.games;
    let mut outcomes: Vec<Option<Outcome>> = vec![None; n as usize];
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
        for (g, o) in rx {
            outcomes[g as usize] = Some(o);
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
    tally
}

/// The report: a line per engine, then the score line.
pub fn render(setup: &Setup, tally: &[Tally; ENGINES]) -> String {
    let mut s = String::new();
    for (e, t) in setup.engines.iter().zip(tally) {
        s.push_str(&format!(
            "{}: {} wins, {} draws, {} losses, average margin {:+.2}\n",
            e.spec(),
            t.wins,
            t.draws,
            t.losses,
            t.margin as f64 / setup.games.max(1) as f64
        ));
    }
    let a = &tally[0];
    let pct = (a.wins as f64 + a.draws as f64 / 2.0) * 100.0 / setup.games.max(1) as f64;
    s.push_str(&format!(
        "{} score {pct:.1}% ({} w, {} d, {} l)\n",
        setup.engines[0].spec(),
        a.wins,
        a.draws,
        a.losses
    ));
    s
}

/// `--size`: N or RxC, even, 2 to 64.
fn size(args: &Args) -> Result<(usize, usize)> {
    crate::cli::board_size(args, 64)
}

/// The number of option `name`, in `lo..=hi`, or `default`.
fn bounded(args: &Args, name: &str, lo: u64, hi: u64, default: u64) -> Result<u64> {
    match args.number(name)? {
        None => Ok(default),
        Some(n) if (lo..=hi).contains(&n) => Ok(n),
        Some(n) => Err(Error::usage(format!(
            "{name} must be {lo} to {hi}, not {n}"
        ))),
    }
}

/// Whether standard error is a terminal (then progress is shown).
fn run(args: &Args, io: &mut Io) -> Result<()> {
    let engines = match args.positional.as_slice() {
        [a, b] => [a, b],
        _ => {
            return Err(Error::usage(format!(
                "match needs two engines ({SPECS}), e.g. `othello match random greedy`"
            )))
        }
    };
    let parse = |s: &String| Engine::parse(s).map_err(Error::usage);
    let engines = [parse(engines[0])?, parse(engines[1])?];
    let (rows, cols) = size(args)?;
    let rules = crate::dialects::variants::rules(args)?;
    for e in &engines {
        e.check(rows, cols, rules).map_err(Error::usage)?;
    }
    let seats = rules.players as u64;
    let default_games = if seats == 2 { 10 } else { 12 };
    let games = bounded(args, "--games", seats, 1_000_000, default_games)?;
    if games % seats != 0 {
        return Err(Error::usage(if seats == 2 {
            format!(
                "--games must be even (each opening is played with the seats swapped), not {games}"
            )
        } else {
            format!(
                "--games must be a multiple of {seats} (each opening is played with every \
                 rotation of the {seats} seats), not {games}"
            )
        }));
    }
    let setup = Setup {
        engines,
        rules,
        games,
        rows,
        cols,
        openings: bounded(args, "--openings", 0, 20, 4)? as u32,
        seed: args.number("--seed")?.unwrap_or(1),
    };
    let threads = bounded(args, "--threads", 1, 64, 1)? as usize;
    let show = crate::progress::stderr_is_terminal();
    let err = &mut *io.err;
    let tally = play_match(&setup, threads, |done| {
        if show {
            let _ = write!(err, "\rmatch: {done}/{games} games");
            let _ = err.flush();
        }
    });
    if show {
        writeln!(err)?;
    }
    io.out.write_all(render(&setup, &tally).as_bytes())?;
    Ok(())
}
