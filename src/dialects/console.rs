//! `console`: the interactive two-player Reversi of the university exam,
//! line by line on standard input and output. The session (the board as
//! drawn, prompts and answers, passes and the end, the echo of input that
//! is not a terminal, `--computer`, the rule variants) is its help
//! ([`COMMAND`]; `othello console --help`).
//!
//! One prompt loop serves every rule set, on the one [`crate::game::Game`].
//! `draw.rs` draws, `answer.rs` applies a typed line, `computer.rs` is
//! `--computer`.

mod answer;
mod computer;
mod draw;

use crate::cli::args::{Args, Opt, Takes};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::input::open_input;
use crate::cli::variants::{refuse_variants, variants_asked, Shared};
use crate::error::{Error, Result};
use crate::game::Game;
use crate::rules::Rules;
use crate::squareset::SquareSet;
use crate::text::notation::algebraic;
use crate::text::reader::LineReader;
use answer::{answer, between, Answer};
use computer::Computer;
use draw::{shout, symbol, write_board, write_counts};

/// The `console` command.
pub const COMMAND: Command = Command {
    name: "console",
    kind: Kind::Dialect,
    summary: "the exam's interactive two-player Reversi, line by line",
    #[cfg(feature = "help")]
    help: "usage: othello console [--size N | --size RxC] [--echo] [--computer SIDES] [FILE]

Plays a two-player game from the standard start, black first (default
8 x 8; sides even, 2 to 26 each way), reading one answer per line.

Each turn prints the board: column letters above and below, row numbers
(right-aligned to the widest) on both sides, `x` black, `o` white, `.`
empty, `+` where the side to move may play; then the counts line
`Black (x): 2  White (o): 2` and the prompt `It is BLACK's turn (x): `
(or `It is WHITE's turn (o): `). Standard output is flushed before every
read that waits for input. Lines read from a file or a pipe are echoed after their prompt, so
the output is the session as a terminal shows it (--echo forces it).

Answers: a square, `d3` (any case), `3,4` or `(3,4)` (1-based row,column);
`pass`; `quit`. Spaces around them are ignored; an empty line asks again
(the prompt once more, for each empty line: no more work than that).
Bad answers get one of these replies, then the prompt again (the answer
shown in its first 40 bytes, then `[… N bytes …]`; a control byte, a
byte that is not UTF-8 or an invisible character by its code: `<NUL>`,
`<x1B>`, `<U+00A0>`):
  hello is not a valid board location (type a square like d3, pass or quit).
  i9 is not a valid board location (a1 to h8).
  There is already a piece at d4.
  c3 is not a valid place to put a BLACK piece (it flips nothing).
  BLACK cannot pass while a move exists (the + squares).
A side without a legal move passes by itself: after a move, the line
`WHITE must pass.` (and the same side is asked again), or at the end
`The board is full: game over.` or `Neither side can move: game over.`.
`quit` prints `BLACK quits: the game stops here.`; end of input prints a
line break closing the open prompt and `End of input: the game stops
here.`. Every session ends with an empty line, the board without `+`, the
counts, and `BLACK wins.`, `WHITE wins.` or `It is a draw.` (game over),
or `BLACK leads.`, `WHITE leads.` or `The counts are level.` (stopped).

example:
  $ printf 'b1\\nquit\\n' | othello console --size 4
    a b c d
  1 . + . . 1
  2 + o x . 2
  3 . x o + 3
  4 . . + . 4
    a b c d
  Black (x): 2  White (o): 2
  It is BLACK's turn (x): b1

    a b c d
  1 + x + . 1
  2 . x x . 2
  3 + x o . 3
  4 . . . . 4
    a b c d
  Black (x): 4  White (o): 1
  It is WHITE's turn (o): quit
  WHITE quits: the game stops here.

    a b c d
  1 . x . . 1
  2 . x x . 2
  3 . x o . 3
  4 . . . . 4
    a b c d
  Black (x): 4  White (o): 1
  BLACK leads.

With --computer B, W or both, the computer plays those sides with the
--engine (random, greedy, alphabeta:depth=D with the learned evaluation
or alphabeta:depth=D,eval=simple on 8 x 8, mcts:playouts=N with the
learned evaluation at its leaves on 8 x 8 and random playouts elsewhere
or mcts:playouts=N,eval=none with random playouts on 8 x 8 too,
bot10:nodes=N on 10 x 10; see `othello match --help`; default
alphabeta:depth=6 on 8 x 8, mcts:playouts=1000 elsewhere) and announces
each move, as in `WHITE (computer) plays e6.`; with both, the whole game
plays itself. With --players 3 or 4 name the computer's players by
number (`--computer 2,3`; `both` is every player); its announcements
read `PLAYER 2 (computer) plays e6.` and its MCTS scores each player by
its final discs. The same --seed gives the same game. (Bundles made by
`othello bundle console` leave the computer player out.)

Rule variants (not in bundles): --directions 4,
--players 3 or 4 (discs shown as digits, prompts name PLAYER 1 to 4; each
player starts with four discs, so --size is at least 4 for three players
and 6 for four) and
--costs FILE (a cost grid of the board's shape and optional `budget B` line
in FILE; a `Left:` line shows what each player may still spend).

example:
  $ printf 'c1\\nquit\\n' | othello console --players 3 --size 4 | head -17
    a b c d
  1 + + + . 1
  2 1 2 3 1 2
  3 2 3 1 2 3
  4 3 1 2 3 4
    a b c d
  Player 1 (1): 4  Player 2 (2): 4  Player 3 (3): 4
  It is PLAYER 1's turn (1): c1

    a b c d
  1 + + 1 + 1
  2 1 2 1 1 2
  3 2 3 1 2 3
  4 3 1 2 3 4
    a b c d
  Player 1 (1): 6  Player 2 (2): 4  Player 3 (3): 3
  It is PLAYER 2's turn (2): quit
",
    entry: &Entry {
        options: OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::formats::CONSOLE),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// `console`'s options.
#[derive(Default)]
pub(crate) struct Options {
    /// `--size`; 8 x 8 when `None`.
    size: Option<(usize, usize)>,
    /// `--computer SIDES`, read with the number of players.
    pub(crate) computer: Option<String>,
    /// `--engine SPEC`.
    pub(crate) engine: Option<String>,
    /// `--seed`.
    pub(crate) seed: Option<u64>,
    /// `--echo`.
    echo: bool,
    /// `--costs FILE`.
    pub(crate) costs: Option<String>,
}

const OPTIONS: &[Opt<Options>] = &[
    Opt {
        name: "--size",
        help: "board size, even, 2 to 26 each way (default 8)",
        takes: Takes::Text("N|RxC", |o, v| {
            o.size = Some(crate::cli::args::board_size(v, MAX_SIDE)?);
            Ok(())
        }),
    },
    Opt {
        name: "--computer",
        help: "the sides the computer plays: B, W, both, or player numbers such as 2,3",
        takes: Takes::Text("SIDES", |o, v| {
            o.computer = Some(v.to_string());
            Ok(())
        }),
    },
    Opt {
        name: "--engine",
        help: "the computer's engine (see above)",
        takes: Takes::Text("SPEC", |o, v| {
            o.engine = Some(v.to_string());
            Ok(())
        }),
    },
    Opt {
        name: "--seed",
        help: "the computer's random seed (default 1)",
        takes: Takes::Number("S", 0, u64::MAX, |o, n| o.seed = Some(n)),
    },
    Opt {
        name: "--echo",
        help: "echo each line read (the default unless reading a terminal)",
        takes: Takes::Flag(|o| o.echo = true),
    },
    Shared::DIRECTIONS,
    Shared::PLAYERS,
    COSTS_FILE,
];

/// `--costs FILE` (console: the grid is in a file).
const COSTS_FILE: Opt<Options> = Opt {
    name: "--costs",
    help: "read square costs (and optional `budget B`) from FILE",
    takes: Takes::Text("FILE", |o, v| {
        o.costs = Some(v.to_string());
        Ok(())
    }),
};

/// The largest side: columns are named by one letter.
const MAX_SIDE: usize = 26;

/// Whether stdin is a terminal: then the player's typing is already on the
/// screen, and the moves read are not echoed.
#[cfg(feature = "terminal")]
fn stdin_is_terminal() -> bool {
    use std::io::IsTerminal;
    std::io::stdin().is_terminal()
}

/// Without the `terminal` feature (in a bundle) stdin is taken to be a
/// judge's file or pipe, never a terminal: `IsTerminal` is newer than
/// judges' compilers.
#[cfg(not(feature = "terminal"))]
fn stdin_is_terminal() -> bool {
    false
}

/// The rule set of the command line and, with `--costs FILE`, the costs
/// read from FILE. Bundles know the usual rules only (`run` refuses the
/// variant options there).
fn rules_and_costs(
    args: &Args<Options>,
    rows: usize,
    cols: usize,
) -> Result<(Rules, Option<crate::rules::costs::Costs>)> {
    #[cfg(feature = "variants")]
    if variants_asked(args) || args.options.costs.is_some() {
        let costs = match &args.options.costs {
            None => None,
            Some(path) => Some(read_costs_file(path, rows, cols)?),
        };
        return Ok((crate::cli::variants::Variants::of(args).rule_set(), costs));
    }
    let _ = (args, rows, cols);
    Ok((Rules::STANDARD, None))
}

/// The cost grid and optional budget line of `--costs FILE`, and nothing
/// after them.
#[cfg(feature = "variants")]
fn read_costs_file(path: &str, rows: usize, cols: usize) -> Result<crate::rules::costs::Costs> {
    let file = std::fs::File::open(path)
        .map_err(|e| Error::usage(format!("cannot open `{path}`: {e}")))?;
    // Its read errors (a directory opens, then fails to read) name it.
    let file = crate::cli::input::Named::new(std::io::BufReader::new(file), format!("`{path}`"));
    let mut input = LineReader::new(file);
    let costs =
        crate::text::costs::read_costs(&mut input, rows, cols).map_err(|e| e.in_file(path))?;
    if input.next_nonblank_line()?.is_some() {
        let e = Error::at(
            input.line_no(),
            1,
            "expected nothing after the costs and the budget line",
        );
        return Err(e.in_file(path));
    }
    Ok(costs)
}

/// The session: one prompt loop for every rule set. Each turn draws the
/// board and the counts, then lets the computer move or asks the player
/// until an answer is a move, `quit`, or the input ends.
fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let o = &args.options;
    let (rows, cols) = o.size.unwrap_or((8, 8));
    if o.computer.is_none() {
        let given = [
            ("--engine", o.engine.is_some()),
            ("--seed", o.seed.is_some()),
        ];
        if let Some((name, _)) = given.iter().find(|(_, given)| *given) {
            return Err(Error::usage(format!(
                "{name} is the computer player's: give --computer SIDES too"
            )));
        }
    }
    let mut computer = Computer::new(args, rows, cols)?;
    let echo = o.echo || args.input_file()?.is_some() || !stdin_is_terminal();
    refuse_variants(variants_asked(args) || o.costs.is_some())?;
    let (rules, costs) = rules_and_costs(args, rows, cols)?;
    let board = crate::text::start::start_board(rows, cols, rules)?;
    let mut game = Game::new(board, rules, costs, 0);
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let out = &mut *io.out;
    let mut first = true;
    // `Some(p)`: player p quit; `None` inside: the input ended.
    let mut stopped: Option<Option<usize>> = None;
    'game: while let Some(me) = game.player_to_move() {
        if !first {
            writeln!(out)?;
        }
        first = false;
        write_board(out, &game, &game.legal_moves())?;
        write_counts(out, &game)?;
        if let Some(sq) = computer.choose(&game, me) {
            writeln!(
                out,
                "{} (computer) plays {}.",
                shout(&game, me),
                algebraic(sq)
            )?;
            if let Answer::Moved(news) = answer(&mut game, me, algebraic(sq).as_bytes()) {
                for n in news {
                    writeln!(out, "{n}")?;
                }
            }
            continue;
        }
        loop {
            write!(
                out,
                "It is {}'s turn ({}): ",
                shout(&game, me),
                symbol(&game, me)
            )?;
            // Before a wait for input only: a run of lines already read
            // (30 million empty ones, say) is answered without a write
            // to the terminal or pipe per line.
            if !input.line_buffered()? {
                out.flush()?;
            }
            let line = match input.next_line()? {
                Some(line) => line,
                None => {
                    writeln!(out)?;
                    stopped = Some(None);
                    break 'game;
                }
            };
            if echo {
                out.write_all(line)?;
                writeln!(out)?;
            }
            match answer(&mut game, me, line) {
                Answer::Moved(news) => {
                    for n in news {
                        writeln!(out, "{n}")?;
                    }
                    break;
                }
                Answer::Again(msg) => {
                    if let Some(m) = msg {
                        writeln!(out, "{m}")?;
                    }
                }
                Answer::Quit => {
                    stopped = Some(Some(me));
                    break 'game;
                }
            }
        }
    }
    if first && stopped.is_none() {
        let who = if rules.players == 2 {
            "Neither side"
        } else {
            "Nobody"
        };
        writeln!(out, "{who} can move: game over.")?;
    }
    let leaders = game.leaders();
    let last = match stopped {
        None => match leaders[..] {
            [p] => format!("{} wins.", shout(&game, p)),
            _ if rules.players == 2 => "It is a draw.".to_string(),
            _ => format!("It is a draw between {}.", between(&game)),
        },
        Some(who) => {
            let stop = match who {
                Some(p) => format!("{} quits: the game stops here.", shout(&game, p)),
                None => "End of input: the game stops here.".to_string(),
            };
            writeln!(out, "{stop}")?;
            match leaders[..] {
                [p] => format!("{} leads.", shout(&game, p)),
                _ => "The counts are level.".to_string(),
            }
        }
    };
    writeln!(out)?;
    write_board(out, &game, &SquareSet::new(rows, cols))?;
    write_counts(out, &game)?;
    writeln!(out, "{last}")?;
    Ok(())
}
