//! `console`: the interactive two-player Reversi of the university exam,
//! line by line on standard input and output.
//!
//! Each turn prints the board (black `x`, white `o`, empty `.`, `+` where
//! the side to move may play; column letters above and below, row numbers
//! on both sides), the disc counts, and a prompt; the player answers with a
//! square (`d3`), `pass` or `quit`. Bad answers are explained and asked
//! again; passes and the end are announced; the last lines are the counts
//! and the winner. End of input stops the game with the counts so far.
//!
//! ```text
//!   a b c d        (a 4 x 4 game, first turn; input `b1`)
//! 1 . + . . 1
//! 2 + o x . 2
//! 3 . x o + 3
//! 4 . . + . 4
//!   a b c d
//! Black (x): 2  White (o): 2
//! It is BLACK's turn (x): b1
//! ```
//!
//! When the input is not a terminal (a file or a pipe) every line read is
//! echoed after its prompt, so the transcript reads as it would on screen
//! and is the same on every run.
//!
//! With `--computer B`, `W` or `both`, an [`Engine`] plays those sides: in
//! place of the prompt it announces its move (`WHITE (computer) plays
//! e6.`), and the game goes on as if that move had been typed.

use crate::board::IllegalMove;
use crate::cli::{Args, Opt};
use crate::color::Color;
use crate::dialects::{open_input, Command, Io, Kind};
#[cfg(not(bundle))]
use crate::engine::{AnyPosition, Choice, Engine};
use crate::error::{Error, Result};
use crate::game::{Game, MoveError, Outcome};
#[cfg(not(bundle))]
use crate::rng::Rng;
use crate::square::Square;
use crate::squareset::SquareSet;
use crate::text::notation::{algebraic, column_name, parse_square};
use crate::text::reader::LineReader;
use std::io::Write;

/// The `console` command.
pub const COMMAND: Command = Command {
    name: "console",
    kind: Kind::Dialect,
    summary: "the exam's interactive two-player Reversi, line by line",
    #[cfg(not(bundle))]
    help: "usage: othello console [--size N | --size RxC] [--echo] [--computer SIDES] [FILE]

Plays a two-player game from the standard start, black first (default
8 x 8; sides even, 2 to 26 each way), reading one answer per line.

Each turn prints the board: column letters above and below, row numbers
(right-aligned to the widest) on both sides, `x` black, `o` white, `.`
empty, `+` where the side to move may play; then the counts line
`Black (x): 2  White (o): 2` and the prompt `It is BLACK's turn (x): `
(or `It is WHITE's turn (o): `). Standard output is flushed before every
read. Lines read from a file or a pipe are echoed after their prompt, so
the output is the session as a terminal shows it (--echo forces it).

Answers: a square, `d3` (any case), `3,4` or `(3,4)` (1-based row,column);
`pass`; `quit`. Spaces around them are ignored; an empty line asks again.
Bad answers get one of these replies, then the prompt again:
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
--engine (random, greedy, alphabeta:depth=D on 8 x 8, mcts:playouts=N;
default alphabeta:depth=6 on 8 x 8, mcts:playouts=1000 elsewhere) and
announces each move, as in `WHITE (computer) plays e6.`; with both, the
whole game plays itself. With --players 3 or 4 name the computer's players
by number (`--computer 2,3`; `both` is every player); its announcements
read `PLAYER 2 (computer) plays e6.` and its MCTS scores each player by
its final discs. The same --seed gives the same game. (Bundles made by
`othello bundle console` leave the computer player out.)

Rule variants (not in bundles): --directions 4,
--players 3 or 4 (discs shown as digits, prompts name PLAYER 1 to 4) and
--costs FILE (a cost grid of the board's shape and optional `budget B` line
in FILE; a `Left:` line shows what each player may still spend).

example:
  $ printf 'd2\\nquit\\n' | othello console --players 3 --size 4 | head -18
    a b c d
  1 . . . . 1
  2 . 1 2 + 2
  3 . . 3 . 3
  4 . . . + 4
    a b c d
  Player 1 (1): 1  Player 2 (2): 1  Player 3 (3): 1
  It is PLAYER 1's turn (1): d2
  PLAYER 2 must pass.

    a b c d
  1 + . + . 1
  2 . 1 1 1 2
  3 . . 3 . 3
  4 . . . . 4
    a b c d
  Player 1 (1): 3  Player 2 (2): 0  Player 3 (3): 1
  It is PLAYER 3's turn (3): quit
",
    options: OPTIONS,
    run,
    module: module_path!(),
    #[cfg(not(bundle))]
    gen: Some(&crate::gen::othello::CONSOLE),
};

const OPTIONS: &[Opt] = &[
    Opt {
        name: "--size",
        value: "N|RxC",
        help: "board size, even, 2 to 26 each way (default 8)",
    },
    Opt {
        name: "--computer",
        value: "SIDES",
        help: "the sides the computer plays: B, W, both, or player numbers such as 2,3",
    },
    Opt {
        name: "--engine",
        value: "SPEC",
        help: "the computer's engine (see above)",
    },
    Opt {
        name: "--seed",
        value: "S",
        help: "the computer's random seed (default 1)",
    },
    Opt {
        name: "--echo",
        value: "",
        help: "echo each line read (the default unless reading a terminal)",
    },
    crate::cli::DIRECTIONS_OPT,
    crate::cli::PLAYERS_OPT,
    COSTS_FILE,
];

/// `--costs FILE` (console: the grid is in a file).
const COSTS_FILE: Opt = Opt {
    name: "--costs",
    value: "FILE",
    help: "read square costs (and optional `budget B`) from FILE",
};

/// The largest side: columns are named by one letter.
const MAX_SIDE: usize = 26;

fn size(args: &Args) -> Result<(usize, usize)> {
    crate::cli::board_size(args, MAX_SIDE)
}

/// The computer player of `--computer`: the players it plays (indexed
/// from 0: black, white, or players 1 to 4), its engine and its random
/// numbers.
#[cfg(not(bundle))]
pub struct Computer {
    sides: [bool; crate::rules::MAX_PLAYERS],
    engine: Engine,
    rng: Rng,
}

#[cfg(not(bundle))]
impl Computer {
    /// The computer of the command line (playing nobody without
    /// `--computer`).
    fn new(args: &Args, rows: usize, cols: usize) -> Result<Computer> {
        let rules = if crate::dialects::variants::any(args) {
            crate::dialects::variants::rules(args)?
        } else {
            crate::rules::Rules::STANDARD
        };
        let k = rules.players;
        let mut sides = [false; crate::rules::MAX_PLAYERS];
        match args
            .value("--computer")
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            None => {}
            Some("b" | "black") if k == 2 => sides[0] = true,
            Some("w" | "white") if k == 2 => sides[1] = true,
            Some("both" | "all") => sides[..k].iter_mut().for_each(|s| *s = true),
            Some(list) => {
                for n in list.split(',') {
                    match n.trim().parse::<usize>() {
                        Ok(p @ 1..=4) if p <= k => sides[p - 1] = true,
                        _ if k == 2 => {
                            return Err(Error::usage(
                                "--computer takes B, W or both (the sides the computer plays), \
                                 or player numbers such as 1,2",
                            ))
                        }
                        _ => {
                            return Err(Error::usage(format!(
                                "--computer takes player numbers from 1 to {k} such as 2,3, \
                                 or both (every player)"
                            )))
                        }
                    }
                }
            }
        }
        let costs = args.value("--costs").is_some();
        let engine = match args.value("--engine") {
            Some(spec) => Engine::parse(spec).map_err(Error::usage)?,
            None if (rows, cols) == (8, 8) && rules.is_standard() && !costs => {
                Engine::AlphaBeta { depth: 6 }
            }
            None => Engine::Mcts { playouts: 1000 },
        };
        engine.check(rows, cols, rules).map_err(Error::usage)?;
        if costs && matches!(engine, Engine::AlphaBeta { .. }) {
            return Err(Error::usage(format!(
                "{} plays without costs; with --costs use random, greedy or mcts:playouts=N",
                engine.spec()
            )));
        }
        let rng = Rng::new(args.number("--seed")?.unwrap_or(1));
        Ok(Computer { sides, engine, rng })
    }

    /// The computer's move for `me`, or `None` when it does not play
    /// `me` or `me` has no move.
    fn choose(&mut self, game: &Game, me: Color) -> Option<Square> {
        if !self.sides[me.index()] {
            return None;
        }
        let cols = game.board().cols();
        match AnyPosition::new(game.board(), me).choose(&self.engine, &mut self.rng, 1) {
            Choice::Play(mv) => Some(Square::new(mv as usize / cols, mv as usize % cols)),
            Choice::Pass | Choice::Over => None,
        }
    }

    /// The computer's move for player `me` of a rule-set game, or `None`
    /// when it does not play `me` or `me` has no move.
    pub fn choose_k(&mut self, game: &crate::game::Game, me: usize) -> Option<Square> {
        if !self.sides[me] {
            return None;
        }
        let cols = game.board().cols();
        let mut pos = crate::engine::multi::Multi::of_game(game, me);
        match self.engine.choose(&mut pos, &mut self.rng, 1) {
            Choice::Play(mv) => Some(Square::new(mv as usize / cols, mv as usize % cols)),
            Choice::Pass | Choice::Over => None,
        }
    }
}

/// A bundle is for judges, who never ask for a computer player: leaving
/// the engines out keeps the console bundle under judges' size limits.
#[cfg(bundle)]
pub struct Computer;

#[cfg(bundle)]
impl Computer {
    fn new(args: &Args, _rows: usize, _cols: usize) -> Result<Computer> {
        match args.value("--computer") {
            Some(_) => Err(Error::usage(
                "--computer: the computer player is not in bundles (use the othello binary)",
            )),
            None => Ok(Computer),
        }
    }

    fn choose(&mut self, _game: &Game, _me: Color) -> Option<Square> {
        None
    }

    /// Never called in a bundle (the variants are left out); generic so
    /// that the bundle names no rule-set type.
    pub fn choose_k<G>(&mut self, _game: &G, _me: usize) -> Option<Square> {
        None
    }
}

fn shout(c: Color) -> &'static str {
    match c {
        Color::Black => "BLACK",
        Color::White => "WHITE",
    }
}

fn symbol(c: Color) -> char {
    match c {
        Color::Black => 'x',
        Color::White => 'o',
    }
}

/// Writes the board with letters and numbers around it, and `+` on the
/// squares of `marks`.
fn write_board(out: &mut dyn Write, game: &Game, marks: &SquareSet) -> std::io::Result<()> {
    let b = game.board();
    let width = b.rows().to_string().len();
    let letters: Vec<String> = (0..b.cols()).map(column_name).collect();
    let edge = format!("{:width$} {}\n", "", letters.join(" "));
    out.write_all(edge.as_bytes())?;
    for r in 0..b.rows() {
        let mut line = format!("{:>width$}", r + 1);
        for c in 0..b.cols() {
            let sq = Square::new(r, c);
            let ch = match b.get(sq) {
                Some(color) => symbol(color),
                None if marks.contains(sq) => '+',
                None => '.',
            };
            line.push(' ');
            line.push(ch);
        }
        line.push_str(&format!(" {}\n", r + 1));
        out.write_all(line.as_bytes())?;
    }
    out.write_all(edge.as_bytes())
}

fn write_counts(out: &mut dyn Write, game: &Game) -> std::io::Result<()> {
    writeln!(
        out,
        "Black (x): {}  White (o): {}",
        game.count(Color::Black),
        game.count(Color::White)
    )
}

/// How the session ended.
enum Ending {
    /// Neither side can move.
    Over,
    /// A player typed `quit`.
    Quit(Color),
    /// The input ended.
    EndOfInput,
}

/// What one answer to the prompt did.
enum Answer {
    /// A move was played; these lines announce a pass or the end.
    Moved(Vec<String>),
    /// Nothing happened; ask again (after this explanation, if any).
    Again(Option<String>),
    /// `quit`.
    Quit,
}

/// Reads `line` as the answer of `me` and applies it to `game`.
fn answer(game: &mut Game, me: Color, line: &[u8]) -> Answer {
    let text = String::from_utf8_lossy(crate::text::trim_ascii(line)).into_owned();
    let lower = text.to_ascii_lowercase();
    let (rows, cols) = (game.board().rows(), game.board().cols());
    let again = |msg: String| Answer::Again(Some(msg));
    match lower.as_str() {
        "" => return Answer::Again(None),
        "quit" => return Answer::Quit,
        "pass" => {
            return again(format!(
                "{} cannot pass while a move exists (the + squares).",
                shout(me)
            ))
        }
        _ => {}
    }
    let sq = match parse_square(lower.as_bytes()) {
        Some(sq) => sq,
        None => {
            return again(format!(
                "{text} is not a valid board location (type a square like d3, pass or quit)."
            ));
        }
    };
    match game.play(sq) {
        Ok(p) => {
            let mut news = Vec::new();
            if let Some(c) = p.passed {
                news.push(format!("{} must pass.", shout(c)));
            }
            if game.is_over() {
                let full = game.count(Color::Black) + game.count(Color::White) == rows * cols;
                news.push(if full {
                    "The board is full: game over.".to_string()
                } else {
                    "Neither side can move: game over.".to_string()
                });
            }
            Answer::Moved(news)
        }
        Err(MoveError::Illegal(IllegalMove::OffBoard)) => again(format!(
            "{text} is not a valid board location (a1 to {}).",
            algebraic(Square::new(rows - 1, cols - 1))
        )),
        Err(MoveError::Illegal(IllegalMove::Occupied)) => {
            again(format!("There is already a piece at {}.", algebraic(sq)))
        }
        Err(MoveError::Illegal(IllegalMove::NoFlips)) => again(format!(
            "{} is not a valid place to put a {} piece (it flips nothing).",
            algebraic(sq),
            shout(me)
        )),
        // The game is not over while someone is asked to move, and passes
        // are not played here; without costs every move is affordable.
        Err(MoveError::GameOver | MoveError::MayNotPass(_) | MoveError::Unaffordable { .. }) => {
            Answer::Again(None)
        }
    }
}

/// Whether stdin is a terminal: then the player's typing is already on the
/// screen, and the moves read are not echoed.
#[cfg(not(bundle))]
fn stdin_is_terminal() -> bool {
    use std::io::IsTerminal;
    std::io::stdin().is_terminal()
}

/// In a bundle, stdin is a judge's file or pipe, never a terminal (and
/// `IsTerminal` is newer than judges' compilers).
#[cfg(bundle)]
fn stdin_is_terminal() -> bool {
    false
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let (rows, cols) = size(args)?;
    let mut computer = Computer::new(args, rows, cols)?;
    let echo = args.flag("--echo") || args.input_file()?.is_some() || !stdin_is_terminal();
    #[cfg(not(bundle))]
    if crate::dialects::variants::any(args) {
        return crate::dialects::console_variants::run(args, io, rows, cols, echo, &mut computer);
    }
    #[cfg(bundle)]
    if crate::cli::VARIANT_OPTS.iter().any(|o| args.flag(o)) {
        return Err(Error::usage("rule variants are not in bundles"));
    }
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let out = &mut *io.out;
    let mut game = Game::standard(rows, cols).ok_or_else(|| Error::usage("bad board size"))?;
    let mut first = true;
    let ending = 'game: loop {
        let me = match game.to_move() {
            Some(me) => me,
            None => {
                if first {
                    writeln!(out, "Neither side can move: game over.")?;
                }
                break Ending::Over;
            }
        };
        if !first {
            writeln!(out)?;
        }
        first = false;
        write_board(out, &game, &game.legal_moves())?;
        write_counts(out, &game)?;
        if let Some(sq) = computer.choose(&game, me) {
            writeln!(out, "{} (computer) plays {}.", shout(me), algebraic(sq))?;
            if let Answer::Moved(news) = answer(&mut game, me, algebraic(sq).as_bytes()) {
                for n in news {
                    writeln!(out, "{n}")?;
                }
            }
            continue;
        }
        loop {
            write!(out, "It is {}'s turn ({}): ", shout(me), symbol(me))?;
            out.flush()?;
            let line = match input.next_line()? {
                Some(line) => line,
                None => {
                    writeln!(out)?;
                    break 'game Ending::EndOfInput;
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
                Answer::Quit => break 'game Ending::Quit(me),
            }
        }
    };
    let (b, w) = (game.count(Color::Black), game.count(Color::White));
    let last = match ending {
        Ending::Over => match game.outcome() {
            Some(Outcome::Win(c)) => format!("{} wins.", shout(c)),
            _ => "It is a draw.".to_string(),
        },
        Ending::Quit(_) | Ending::EndOfInput => {
            let stop = match ending {
                Ending::Quit(c) => format!("{} quits: the game stops here.", shout(c)),
                _ => "End of input: the game stops here.".to_string(),
            };
            writeln!(out, "{stop}")?;
            match b.cmp(&w) {
                std::cmp::Ordering::Greater => "BLACK leads.".to_string(),
                std::cmp::Ordering::Less => "WHITE leads.".to_string(),
                std::cmp::Ordering::Equal => "The counts are level.".to_string(),
            }
        }
    };
    writeln!(out)?;
    write_board(out, &game, &SquareSet::new(rows, cols))?;
    write_counts(out, &game)?;
    writeln!(out, "{last}")?;
    Ok(())
}
