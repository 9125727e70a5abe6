//! `match` (a keyword, hence this file's name): two engines play each
//! other, the command's options in, [`crate::engine::versus`]'s match
//! out.

use crate::bitboard::Bitboard;
use crate::cli::args::{number, Args, Opt, Takes, MAX_THREADS};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::variants::{Shared, Variants};
use crate::color::Color;
use crate::engine::position::{Move, PASS};
use crate::engine::versus::{engine_index, play_match, render, Setup};
use crate::engine::{Engine, SPECS};
use crate::error::{Error, Result};
use crate::records::ggf::{self, Record, RecordMove};
use crate::square::Square;

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
nobody). When both engines are the same (`match random random`), the
lines name them by seat, `random (A)` and `random (B)`.

With --players K (3 or 4; the start of `play --players K`) ENGINE_B plays
one seat and ENGINE_A all the others, for example one MCTS player against
two random ones. ENGINE_B wins a game when its seat has the most discs
alone, draws when it shares the most, and loses otherwise; ENGINE_A's
result is the opposite, and each engine's margin is its best seat's discs
minus the other engine's best. --directions 4 brackets along rows and
columns only.

Engines: random (a random legal move), greedy (the move flipping most,
the first in row-major order on ties), alphabeta:depth=D (the search of
`othello best`: iterative deepening to D plies, selective (Multi-ProbCut,
see `othello best --help`), the learned evaluation at the leaves; 8 x 8
only), alphabeta:depth=D,width=full (every move to D plies, for
comparison), alphabeta:depth=D,eval=simple (the simple four-term
evaluation, full-width, for comparison), mcts:playouts=N (Monte
Carlo tree search as in `othello best --engine mcts`, UCB1, N positions
scored a move: on 8 x 8 by the learned evaluation, elsewhere by random
games to the end), mcts:playouts=N,eval=none (random games on 8 x 8 too,
for comparison), mcts:playouts=N,cutoff=K (K random plies before the
evaluation; weaker, for comparison), bot10:nodes=N (the alpha-beta bot
of `othello hackerearth`, N positions per move, 10 x 10 only).
`alphabeta`, `mcts` and `bot10` alone take depth 6, 1000 playouts and
300000 nodes; the engines are named in the report as these specs.

Fairness: each opening (--openings random plies from the seed) is played
with every rotation of the seats, twice with two players (the seats
swapped) and K times with K, so --games must be a multiple of the players.
--ggf FILE also writes every game as a GGF record line (see `othello
record --help`), in game order, to FILE, or with `-` to stdout after the
report (8 x 8, two players, eight directions only): PB and PW the
engines, the moves from the start (the opening's random plies first, PA
for a pass), RE black's discs minus white's (`+6.000`).

Every game is seeded by the seed and its number: the result depends on
neither --threads nor the order the games finish in. A progress line is
shown on standard error when it is a terminal.

example:
  $ othello match random greedy --games 4 --size 6
  random: 1 win, 0 draws, 3 losses, average margin -4.00
  greedy: 3 wins, 0 draws, 1 loss, average margin +4.00
  random score 25.0% (1 w, 0 d, 3 l)
  $ othello match greedy greedy --games 2 --openings 0 --ggf - | tail -1 | cut -c1-60
  (;GM[Othello]PB[greedy]PW[greedy]RE[-26.000]BO[8 -----------
",
    entry: &Entry {
        options: OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: None,
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// `match`'s options.
#[derive(Default)]
struct Options {
    /// `--games`, read once the players are known (a multiple of them).
    games: Option<String>,
    /// `--size`; 8 x 8 when `None`.
    size: Option<(usize, usize)>,
    /// `--openings`; 4 when `None`.
    openings: Option<u32>,
    /// `--seed`.
    seed: Option<u64>,
    /// `--threads` (0 when not given: one).
    threads: usize,
    /// `--ggf FILE`.
    ggf: Option<String>,
}

const OPTIONS: &[Opt<Options>] = &[
    Opt {
        name: "--games",
        help: "games to play, a multiple of the players (default 10; 12 with 3 or 4)",
        takes: Takes::Text("N", |o, v| {
            o.games = Some(v.to_string());
            Ok(())
        }),
    },
    Opt {
        name: "--size",
        help: "board size, even, 2 to 64 each way (default 8)",
        takes: Takes::Text("N|RxC", |o, v| {
            o.size = Some(crate::cli::args::board_size(v, 64)?);
            Ok(())
        }),
    },
    Opt {
        name: "--openings",
        help: "random plies before the engines play, 0 to 20 (default 4)",
        takes: Takes::Number("P", 0, 20, |o, n| o.openings = Some(n as u32)),
    },
    Opt {
        name: "--seed",
        help: "the random seed (default 1)",
        takes: Takes::Number("S", 0, u64::MAX, |o, n| o.seed = Some(n)),
    },
    Opt {
        name: "--threads",
        help: "games played in parallel, 1 to 256 (default 1)",
        takes: Takes::Number("T", 1, MAX_THREADS, |o, n| o.threads = n as usize),
    },
    Opt {
        name: "--players",
        help: "players 2 (default), 3 or 4: ENGINE_B in one seat, ENGINE_A in the others",
        takes: Shared::PLAYERS.takes,
    },
    Shared::DIRECTIONS,
    Opt {
        name: "--ggf",
        help: "also write the games as GGF records, one a line, to FILE (`-`: stdout, last)",
        takes: Takes::Text("FILE", |o, v| {
            o.ggf = Some(v.to_string());
            Ok(())
        }),
    },
];

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
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
    let o = &args.options;
    let (rows, cols) = o.size.unwrap_or((8, 8));
    let rules = Variants::of(args).rule_set();
    // The start must fit (the games start from it).
    crate::text::start::start_board(rows, cols, rules)?;
    for e in &engines {
        e.check(rows, cols, rules).map_err(Error::usage)?;
    }
    let seats = rules.players as u64;
    let default_games = if seats == 2 { 10 } else { 12 };
    let games = match &o.games {
        Some(v) => number("--games", v, seats, 1_000_000)?,
        None => default_games,
    };
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
        openings: o.openings.unwrap_or(4),
        seed: o.seed.unwrap_or(1),
    };
    let threads = o.threads.max(1);
    let ggf_out = ggf::GgfOut::open("--ggf", o.ggf.as_deref())?;
    if ggf_out.is_some() && ((rows, cols) != (8, 8) || !rules.is_standard()) {
        return Err(Error::usage(
            "--ggf records 8 x 8 games of two players under the usual rules",
        ));
    }
    let show = crate::progress::stderr_is_terminal();
    let err = &mut *io.err;
    let (tally, games) = play_match(&setup, threads, ggf_out.is_some(), |done| {
        if show {
            let _ = write!(err, "\rmatch: {done}/{games} games");
            let _ = err.flush();
        }
    });
    if show {
        writeln!(err)?;
    }
    io.out.write_all(render(&setup, &tally).as_bytes())?;
    if let Some(out) = ggf_out {
        let records: String = (0..)
            .zip(&games)
            .map(|(g, m)| record(&setup, g, m))
            .collect();
        out.write(&records, io.out)?;
    }
    Ok(())
}

/// Game `g`'s GGF record line: the engines' specs as the players, the
/// standard start, the moves, the result.
fn record(setup: &Setup, g: u64, moves: &[Move]) -> String {
    let mut rec = Record::new(Bitboard::START, Color::Black);
    for (tag, seat) in [("PB", 0), ("PW", 1)] {
        let spec = setup.engines[engine_index(g, seat, 2)].spec();
        rec.tags.push((tag.into(), spec));
    }
    let mut pos = Bitboard::START;
    let mut color = Color::Black;
    for &m in moves {
        let sq = (m != PASS).then(|| Square::new(m as usize / 8, m as usize % 8));
        pos = match sq {
            Some(sq) => pos.play(sq).expect("the engines play legal moves"),
            None => pos.pass(),
        };
        rec.moves.push(RecordMove {
            color,
            sq,
            eval: String::new(),
            time: String::new(),
            col: 0,
        });
        color = color.opponent();
    }
    let (mine, theirs) = (pos.player.count_ones(), pos.opponent.count_ones());
    let (black, white) = match color {
        Color::Black => (mine, theirs),
        Color::White => (theirs, mine),
    };
    let re = ggf::result_value(black as usize, white as usize);
    rec.tags.push(("RE".into(), re));
    format!("{}\n", ggf::render(&rec))
}
