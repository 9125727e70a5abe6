//! `play`: apply a sequence of moves to a position, with passes and the
//! end. Its format (the position or `start`, the moves, the report,
//! `--trace`, errors, the rule variants) is its help ([`COMMAND`]; `othello
//! play --help`).
//!
//! One loop serves every rule set, on the one [`crate::game::Game`].
//! `start.rs` reads the position and the cost grid, `report.rs` writes the
//! results and the errors.

#[cfg(feature = "tools")]
mod ggf;
mod report;
mod start;

pub use start::MAX_START_SQUARES;

use crate::board::IllegalMove;
use crate::cli::args::{Args, Opt, Takes};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::input::open_input;
use crate::cli::variants::{refuse_variants, variants_asked, Shared};
use crate::error::Result;
use crate::game::MoveError;
use crate::square::Square;
use crate::text::notation::{algebraic, looks_like_square, parse_square};
use crate::text::reader::{LineReader, Token};
use report::{aftermath, bad_move, name, who, write_block, write_result};

/// The `play` command.
pub const COMMAND: Command = Command {
    name: "play",
    kind: Kind::Dialect,
    summary: "apply moves to a position (passes, game end); final board and result",
    #[cfg(feature = "help")]
    help: "usage: othello play [--trace] [--validate] [FILE]

Reads a position, then moves, and prints the final board, the disc counts
and the state.

input:
  a position as for `othello moves` (optional size line, board rows, the
  player line), or one line `start N` / `start R C`: the standard start,
  black to move (even sides from 2, at most 2^26 squares);
  then moves separated by any whitespace over any number of lines:
  `d3` (column letters, past `z`: `aa`, `ab`, ...; any case; 1-based row),
  `3,4` or `(3,4)` (1-based row,column), or `pass`.
  Lines whose first non-blank character is `#` are comments, also before
  the position.

output:
  the final board, in the input's alphabet and layout (`B W .` side by
  side after `start`), then `Black 5 White 2`, then `Black to move`,
  `White to move`, `Black wins`, `White wins` or `Draw`.

A side without a legal move passes by itself (so `White to move` means
white has a move); a written `pass` is accepted only right after such a
forced pass, once, and changes nothing. Move numbers in messages count
every move token, written passes included.

--trace prints, before the output, a block per step: a header, the board,
an empty line. Headers: `start`, `1. Black d3 flips 1`, `7. White pass`
(an accepted written pass), with `, Black passes` added when the move
forces the next side to pass and `, game over` when it ends the game.

--validate refuses a given position that cannot come from the standard
start (status 1, at the board cell): a side is odd, a centre square of the
start is empty, or a disc is cut off from the centre. These are necessary
conditions only: a position that passes may still be unreachable.

A bad move stops the run: stdout gets the position before it (after the
trace blocks so far), stderr one line `othello: line L, col C: ` and one of
  move 3 (Black): expected a square (d3, 3,4 or (3,4)) or `pass`, found `x9y`
  move 1 (Black): `ae1` is off the 4 x 30 board
  move 3 (Black): `e4` is occupied
  move 3 (Black): `a1` flips nothing
  move 1 (Black): a pass while a move exists (d3 is legal)
  move 10: `d3` comes after the end of the game (Black wins)
and the status is 1 (the legal square named is the first, row by row). An
error in the position or the `start` line prints nothing on stdout.

examples:
  $ printf 'start 4\\nb1 a1\\n' | othello play
  WB..
  .WB.
  .BW.
  ....
  Black 3 White 3
  Black to move
  $ printf '# a comment\\n4\\n. . . .\\n. X O .\\n. O X .\\n. . . .\\nX\\nC1 (1,4)\\n' | othello play --trace
  start
  . . . .
  . X O .
  . O X .
  . . . .

  1. Black c1 flips 1
  . . X .
  . X X .
  . O X .
  . . . .

  2. White d1 flips 1
  . . X O
  . X O .
  . O X .
  . . . .

  . . X O
  . X O .
  . O X .
  . . . .
  Black 3 White 3
  Black to move
  $ printf 'start 4\\npass\\n' | othello play
  ....
  .WB.
  .BW.
  ....
  Black 2 White 2
  Black to move
  [status 1]

--ggf FILE (not in bundles) also writes the game as one GGF record line
(see `othello record --help`) to FILE, or with `-` to stdout after the
result: the position given as BO (8 x 8, two players, the usual rules;
anything else is a usage error), every move, `PA` for every pass (a
forced one included; a written `pass` adds none) and RE, black's discs
minus white's once the game is over (`+13.000`), else `?`. After a bad
move it holds the moves before it.

example:
  $ printf 'start 8\\nf5 d6 c3 d3 c4\\n' | othello play --ggf game.ggf | tail -2
  Black 6 White 3
  White to move
  $ cat game.ggf
  (;GM[Othello]RE[?]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6]B[c3]W[d3]B[c4];)

Rule variants (options below; not in bundles): costs add a `Spent:` line;
3 or 4 players read and write cells 1 to K and states like these. Their
`start` gives every player four discs: three players a 3 x 4 block on rows
R/2 to R/2+2 and columns C/2-1 to C/2+2 (`1231`, `2312`, `3123`; sides at
least 4), four the centre 4 x 4 (`1234`, `3412`, `4321`, `2143`; sides at
least 6).

example:
  $ printf 'start 6\\nf2\\n' | othello play --players 4
  ......
  .11111
  .3411.
  .4311.
  .2143.
  ......
  Player 1 10 Player 2 1 Player 3 3 Player 4 3
  Player 2 to move
",
    entry: &Entry {
        options: OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::formats::PLAY),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// `play`'s options.
#[derive(Default)]
pub(crate) struct Options {
    /// `--trace`.
    trace: bool,
    /// `--validate`.
    pub(crate) validate: bool,
    /// `--ggf FILE`.
    #[cfg(feature = "tools")]
    ggf: Option<String>,
}

const OPTIONS: &[Opt<Options>] = &[
    Opt {
        name: "--trace",
        help: "print the start and the board after every move, with a header",
        takes: Takes::Flag(|o| o.trace = true),
    },
    Opt {
        name: "--validate",
        help: "refuse a position that cannot arise from the standard start",
        takes: Takes::Flag(|o| o.validate = true),
    },
    #[cfg(feature = "tools")]
    Opt {
        name: "--ggf",
        help: "also write the game as a GGF record to FILE (`-`: stdout, last)",
        takes: Takes::Text("FILE", |o, v| {
            o.ggf = Some(v.to_string());
            Ok(())
        }),
    },
    Shared::DIRECTIONS,
    Shared::PLAYERS,
    Shared::COSTS,
];

/// One move as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WrittenMove {
    At(Square),
    Pass,
}

/// What an accepted move did.
enum Step {
    /// A disc was played.
    Moved(crate::game::Played),
    /// A written pass acknowledged this player's forced pass.
    Passed(usize),
}

/// Parses one move token.
pub(crate) fn parse_move(t: &Token) -> Option<WrittenMove> {
    if t.text.eq_ignore_ascii_case(b"pass") {
        return Some(WrittenMove::Pass);
    }
    parse_square(&t.text).map(WrittenMove::At)
}

/// `play` under any rule set: one loop reads the moves, the game passes
/// and ends by itself, [`report`] writes what happened.
fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    refuse_variants(variants_asked(args))?;
    let trace = args.options.trace;
    #[cfg(feature = "tools")]
    let ggf_out = crate::records::ggf::GgfOut::open("--ggf", args.options.ggf.as_deref())?;
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let (mut game, look) = start::read_game(&mut input, args)?;
    #[cfg(feature = "tools")]
    let mut record = match ggf_out {
        Some(_) => Some(ggf::Recorder::start(&game)?),
        None => None,
    };
    if trace {
        write_block(io.out, &format!("start{}", aftermath(&game)), &game, look)?;
    }
    let mut number = 0;
    let stop = loop {
        let t = match input.next_token(true)? {
            Some(t) => t,
            None => break None,
        };
        number += 1;
        let mv = match parse_move(&t) {
            Some(mv) => mv,
            None if looks_like_square(&t.text) => {
                let why = match game.is_over() {
                    true => MoveError::GameOver,
                    false => MoveError::Illegal(IllegalMove::OffBoard),
                };
                break Some(bad_move(&t, number, &game, why, look));
            }
            None => {
                let who = who(&game);
                break Some(t.error_about(|q| format!("move {number}{who}: expected a square (d3, 3,4 or (3,4)) or `pass`, found {q}")));
            }
        };
        // A board held transposed is played on the square transposed.
        #[cfg(feature = "thin-boards")]
        let mv = match mv {
            WrittenMove::At(sq) => WrittenMove::At(look.square(sq)),
            pass => pass,
        };
        let step = match mv {
            WrittenMove::At(sq) => game.play(sq).map(Step::Moved),
            WrittenMove::Pass => game.pass_player().map(Step::Passed),
        };
        let step = match step {
            Ok(step) => step,
            Err(e) => break Some(bad_move(&t, number, &game, e, look)),
        };
        // The square played, as written.
        #[cfg(feature = "thin-boards")]
        let step = match step {
            Step::Moved(mut p) => {
                p.square = look.square(p.square);
                Step::Moved(p)
            }
            passed => passed,
        };
        #[cfg(feature = "tools")]
        if let (Some(r), Step::Moved(p)) = (&mut record, &step) {
            r.moved(p);
        }
        // Headers only when traced: formatting one per move would cost more
        // than the move itself on a huge board.
        if trace {
            let header = match step {
                Step::Moved(p) => format!(
                    "{number}. {} {} flips {}{}",
                    name(&game, p.player),
                    algebraic(p.square),
                    p.flipped,
                    aftermath(&game)
                ),
                Step::Passed(p) => format!("{number}. {} pass", name(&game, p)),
            };
            write_block(io.out, &header, &game, look)?;
        }
    };
    write_result(io.out, &game, look)?;
    #[cfg(feature = "tools")]
    if let (Some(out), Some(r)) = (ggf_out, record) {
        out.write(&r.finish(&game), io.out)?;
    }
    match stop {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
