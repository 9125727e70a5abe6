//! `gen`: writes a valid random input for a dialect, the same bytes for the
//! same seed and options on every machine (its help, [`COMMAND`], has the
//! options per dialect). This file finds the dialect's generator (its
//! entry's `gen`) and runs it ([`crate::gen`]).

use crate::cli::args::{count, Args, Opt, Takes};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::variants::{Shared, Variants};
use crate::error::{Error, Result};
use crate::gen::{generate, Generator, Options};
use crate::text::position::alphabet_option;

/// The `gen` command.
pub const COMMAND: Command = Command {
    name: "gen",
    kind: Kind::Tool,
    summary: "write a random valid input for a dialect, reproducible from a seed",
    #[cfg(feature = "help")]
    help: "usage: othello gen DIALECT --seed S [options]
       othello gen --list

Writes one valid input for DIALECT: positions reached by random legal play
from the standard start (a uniform choice among the legal moves, passing
when forced), then moves or commands that are legal (maze-tac-toe: a random
maze walled all round). The same seed and options give the same bytes on
every machine (SplitMix64 from the seed). `--list` shows which options each
dialect takes and its default output; an option a dialect does not take is
refused with status 2, so a recipe never silently means something else.

Per dialect:
  --moves M     the moves after the position: play 20, console 20;
                uva220 8 `M` commands (with `L` between); check-move 5
                queries; coding-ninjas 8 legal pairs; ccc 0 to 30 moves
  --end         moves: a finished game; play, console, uva220,
                coding-ninjas and ccc: moves to the end (in place of
                --moves; ccc, which has no passes: until a side has none)
  --pass        a position where the side to move must pass: moves; play
                (the moves start with `pass`); uva220 (the first `M` is the
                forced switch); nowcoder, codingame (the other side moves);
                console: a whole game that has a pass in it; code-golf:
                boards where O, to move, has no move
  --illegal PCT that share of moves is illegal on purpose (default 0):
                console refused lines; nowcoder occupied or non-bracketing
                moves (warnings); codingame `NOPE`/`NULL`; coding-ninjas
                pairs answered `false`; check-move cells answered `false`
nowcoder and codingame read exactly one move, so they never get a finished
game: the ply that would end it is not played. coding-ninjas moves stop
before a side has no move, where that format says nothing.

examples:
  $ othello gen play --seed 1 --size 4 --plies 2 --moves 3
  4 4
  ....
  .WB.
  .BWB
  ...W
  B
  c4 d2 b1
  $ othello gen moves --seed 1 --cases 5 > tests.in
  $ othello moves tests.in > tests.out
  $ othello gen nowcoder --seed 1 --end
  [status 2]
  $ othello gen moves --seed 3 --size 2000 --plies 100 --cases 1 > big.in

With --directions 4, --players 3|4 and --costs (console: --costs-file FILE)
the positions come from random play under those rules (affordable moves
only), with random cost grids, half of them with a `budget` line.

example:
  $ othello gen moves --seed 1 --players 3 --size 4 --plies 2 --cases 1 --costs
  4
  1.2.
  1221
  2322
  3123
  3
  7 4 7 5
  7 6 5 1
  8 8 81414654 1
  0 7 997747893 5
  budget 13
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

/// `gen`'s options: the generators' ([`Options`]), and the command's
/// own.
#[derive(Default)]
pub struct GenArgs {
    /// What the generators read.
    pub gen: Options,
    /// `--seed`.
    pub seed: Option<u64>,
    /// `--list`.
    pub list: bool,
}

pub const OPTIONS: &[Opt<GenArgs>] = &[
    Opt {
        name: "--seed",
        help: "the seed (required): a whole number",
        takes: Takes::Number("S", 0, u64::MAX, |o, n| o.seed = Some(n)),
    },
    Opt {
        name: "--size",
        help: "board size, even, at most 2^26 squares (default 8); maze: N from 3 to 25 (default 7); simple-othello: N discs (default 1 to 50)",
        takes: Takes::Text("N|RxC", |o, v| {
            o.gen.size = Some(parse_size(v)?);
            Ok(())
        }),
    },
    Opt {
        name: "--plies",
        help: "random plies from the start (default: 0 to 60, per case; code-golf: odd, 1 to 21)",
        takes: Takes::Number("P", 0, u64::MAX, |o, n| o.gen.plies = Some(count(n))),
    },
    Opt {
        name: "--cases",
        help: "number of cases, for dialects that take several (default 3)",
        takes: Takes::Number("K", 0, u64::MAX, |o, n| o.gen.cases = Some(count(n))),
    },
    Opt {
        name: "--moves",
        help: "moves, commands or queries after the position",
        takes: Takes::Number("M", 0, u64::MAX, |o, n| o.gen.moves = Some(count(n))),
    },
    Opt {
        name: "--end",
        help: "play to the end of the game",
        takes: Takes::Flag(|o| o.gen.end = true),
    },
    Opt {
        name: "--pass",
        help: "start where the side to move must pass (console: a game with a pass)",
        takes: Takes::Flag(|o| o.gen.pass = true),
    },
    Opt {
        name: "--illegal",
        help: "percentage of deliberately illegal moves (default 0)",
        takes: Takes::Number("PCT", 0, u64::MAX, |o, n| o.gen.illegal = n),
    },
    Opt {
        name: "--spaced",
        help: "board cells separated by single spaces",
        takes: Takes::Flag(|o| o.gen.spaced = true),
    },
    Opt {
        name: "--alphabet",
        help: "board alphabet: BW., BW-, XO., xo., *+. or 120",
        takes: Takes::Text("NAME", |o, v| {
            o.gen.alphabet = alphabet_option(Some(v))?;
            Ok(())
        }),
    },
    Opt {
        name: "--walls",
        help: "maze: percentage of inner cells that are walls (default 25)",
        takes: Takes::Number("PCT", 0, u64::MAX, |o, n| o.gen.walls = Some(n)),
    },
    Opt {
        name: "--cells",
        help: "maze: percentage of open cells holding a move (default 40)",
        takes: Takes::Number("PCT", 0, u64::MAX, |o, n| o.gen.cells = Some(n)),
    },
    Shared::DIRECTIONS,
    Shared::PLAYERS,
    Opt {
        name: "--costs",
        help: "a random cost grid (and half the time a budget) after each position",
        takes: Shared::COSTS.takes,
    },
    Opt {
        name: "--costs-file",
        help: "console: write a random cost grid to FILE, a regular file or a new name (for console --costs FILE)",
        takes: Takes::Text("FILE", |o, v| {
            o.gen.costs_file = Some(v.to_string());
            Ok(())
        }),
    },
    Opt {
        name: "--list",
        help: "list the dialects with their options and default output",
        takes: Takes::Flag(|o| o.list = true),
    },
];

/// The largest board side `--size` takes, and the most squares: as many
/// as `play start` allows (2^26), which the generator plays and writes in
/// seconds; a board is made whole in memory before it is written.
const MAX_SIDE: usize = 1 << 16;
const MAX_SQUARES: usize = 1 << 26;

fn parse_size(v: &str) -> Result<(usize, usize)> {
    let bad = || Error::usage(format!("--size takes N or RxC (like 8 or 6x10), not `{v}`"));
    let (r, c) = match v.split_once(['x', 'X']) {
        Some((r, c)) => (r, c),
        None => (v, v),
    };
    let (r, c): (usize, usize) = (r.parse().map_err(|_| bad())?, c.parse().map_err(|_| bad())?);
    if r == 0 || c == 0 || r > MAX_SIDE || c > MAX_SIDE || r * c > MAX_SQUARES {
        return Err(Error::usage(format!(
            "--size {v}: each side from 1 to {MAX_SIDE}, at most {MAX_SQUARES} squares"
        )));
    }
    Ok((r, c))
}

/// The generators' options, with the rule set of the variant options.
fn options(args: &Args<GenArgs>) -> Result<Options> {
    let a = &args.options;
    if a.gen.illegal > 100 {
        return Err(Error::usage(format!(
            "--illegal is a percentage, not {}",
            a.gen.illegal
        )));
    }
    let v = Variants::of(args);
    Ok(Options {
        rules: v.rules_with_alphabet(a.gen.alphabet.is_some())?,
        costs: v.costs,
        ..a.gen.clone()
    })
}

/// Every generator of `commands` with the name of its dialect, in the
/// order of the table.
pub fn generators(
    commands: &'static [Command],
) -> impl Iterator<Item = (&'static str, &'static Generator)> {
    commands.iter().filter_map(|c| Some((c.name, c.gen?)))
}

fn list(commands: &'static [Command]) -> String {
    let mut s = String::new();
    for (dialect, g) in generators(commands) {
        let options: String = g.accepts.iter().map(|o| format!(" {o}")).collect();
        s.push_str(&format!(
            "{:<14} {}\n{:<14} options: --seed{options}\n",
            dialect, g.summary, ""
        ));
    }
    s
}

fn run(args: &Args<GenArgs>, io: &mut Io) -> Result<()> {
    if args.options.list {
        // Anything else would be ignored: `gen --list moves` lists all.
        if let Some(extra) = args.positional.first() {
            return Err(Error::usage(format!(
                "gen --list takes nothing else, not `{extra}`"
            )));
        }
        if let Some((name, _)) = args.given.iter().find(|(n, _)| *n != "--list") {
            return Err(Error::usage(format!(
                "gen --list takes nothing else, not {name}"
            )));
        }
        io.out.write_all(list(io.commands).as_bytes())?;
        return Ok(());
    }
    let dialect = match args.positional.as_slice() {
        [dialect] => dialect,
        _ => {
            return Err(Error::usage(
                "gen needs one dialect (see `othello gen --list`)",
            ))
        }
    };
    let seed = match args.options.seed {
        Some(seed) => seed,
        None => {
            return Err(Error::usage(
                "gen needs --seed S, so that the output can be made again",
            ))
        }
    };
    let command = io.commands.iter().find(|c| c.name == dialect.as_str());
    let g = command.and_then(|c| c.gen).ok_or_else(|| {
        Error::usage(format!(
            "no generator for `{dialect}` (see `othello gen --list`)"
        ))
    })?;
    generate(g, seed, &options_for(dialect, g, args)?, io.out)
}

/// The options the generator `g` of `dialect` is given by `args`, or the
/// usage error of one it does not take (or of two that do not go
/// together). `judge` makes its cases through this, as `gen` does.
pub fn options_for(dialect: &str, g: &Generator, args: &Args<GenArgs>) -> Result<Options> {
    // The rule variants' options are listed in the help, apart from the
    // options `--list` shows.
    let variants = g.variants.as_ref().map_or(&[][..], |v| v.accepts);
    for (name, _) in &args.given {
        let general = ["--seed", "--list"].contains(name) || variants.contains(name);
        if !general && !g.accepts.contains(name) {
            return Err(Error::usage(format!(
                "`{name}` does not apply to `{dialect}`; it takes {}",
                g.accepts.join(" ")
            )));
        }
    }
    let opts = options(args)?;
    if opts.end && opts.moves.is_some() {
        return Err(Error::usage(
            "choose one of --end and --moves: --end plays the moves to the end",
        ));
    }
    Ok(opts)
}
