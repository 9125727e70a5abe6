//! `play`: apply a sequence of moves to a position, with passes and the end.
//!
//! Input: a position in board text (see [`crate::text::position`]), or a
//! line `start N` / `start R C` for the standard start with black to move;
//! then moves separated by any whitespace: algebraic (`d3`, `D3`, `aa12`),
//! 1-based `r,c` or `(r,c)`, or `pass`. Lines whose first non-blank
//! character is `#` are comments.
//!
//! ```text
//! start 8              ->   ........
//! # a short opening         ........
//! d3 c5 (6,5)               ...B....
//!                           ...BB...
//!                           ..WWB...
//!                           ....B...
//!                           ........
//!                           ........
//!                           Black 5 White 2
//!                           White to move
//! ```
//!
//! Output: the final board in the input's alphabet and layout, the line
//! `Black <n> White <n>`, and the state: `Black to move`, `White to move`,
//! `Black wins`, `White wins` or `Draw`. A side with no legal move passes
//! by itself; a written `pass` right after that is accepted and does
//! nothing. `--trace` first prints the start and the board after every
//! move, each headed by a line like `3. Black c3 flips 2` and followed by an
//! empty line. A bad move stops the run: the position before it is printed,
//! then the error (line, column, move number, mover, reason), status 1.

use crate::board::IllegalMove;
use crate::cli::{Args, Opt};
use crate::color::Color;
use crate::dialects::{open_input, Command, Io, Kind};
use crate::error::{Error, Result};
use crate::game::{Game, MoveError, Outcome, Played, State};
use crate::square::Square;
use crate::text::notation::{algebraic, is_digits, looks_like_square, parse_number, parse_square};
use crate::text::position::{read_position, write_board, Layout, ReadOptions};
use crate::text::quote::{error_about, quoted};
use crate::text::reader::{LineReader, Token};
use std::io::{BufRead, Write};

/// The `play` command.
pub const COMMAND: Command = Command {
    name: "play",
    kind: Kind::Dialect,
    summary: "apply moves to a position (passes, game end); final board and result",
    #[cfg(not(bundle))]
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

Rule variants (options below; not in bundles): costs add a `Spent:` line;
3 or 4 players read and write cells 1 to K and states like these:

example:
  $ printf 'start 2\\n' | othello play --players 4
  12
  43
  Player 1 1 Player 2 1 Player 3 1 Player 4 1
  Draw between players 1, 2, 3 and 4
",
    options: OPTIONS,
    run,
    module: module_path!(),
    #[cfg(not(bundle))]
    gen: Some(&crate::gen::formats::PLAY),
};

const OPTIONS: &[Opt] = &[
    Opt {
        name: "--trace",
        value: "",
        help: "print the start and the board after every move, with a header",
    },
    Opt {
        name: "--validate",
        value: "",
        help: "refuse a position that cannot arise from the standard start",
    },
    crate::cli::DIRECTIONS_OPT,
    crate::cli::PLAYERS_OPT,
    crate::cli::COSTS_OPT,
];

/// The most squares a `start R C` board may have (the board is allocated
/// from these numbers, so they are not trusted beyond this): 2^26.
pub const MAX_START_SQUARES: usize = 1 << 26;

/// One move as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Move {
    At(Square),
    Pass,
}

/// What an accepted move did.
enum Step {
    /// A disc was played.
    Moved(Played),
    /// A written pass acknowledged this side's forced pass.
    Passed(Color),
}

/// Reads the position: a `start` line or board text, after any blank or
/// comment lines.
fn read_game<R: BufRead>(input: &mut LineReader<R>, validate: bool) -> Result<(Game, Layout)> {
    if let Some((rows, cols)) = read_start(input)? {
        let game = Game::standard(rows, cols)
            .ok_or_else(|| Error::at(input.line_no(), 1, "expected `start N` or `start R C`"))?;
        return Ok((game, Layout::STANDARD));
    }
    let p = read_position(input, ReadOptions::default())?
        .ok_or_else(|| input.eof_error("expected a board"))?;
    if validate {
        crate::text::validate::validate(&p)?;
    }
    Ok((Game::from_position(p.board, p.to_move), p.layout))
}

/// Skips blank and comment (`#`) lines up to the position: the size of a
/// `start N` / `start R C` line, or `None` when board text begins (its
/// first line is given back to `input`).
pub(super) fn read_start<R: BufRead>(input: &mut LineReader<R>) -> Result<Option<(usize, usize)>> {
    loop {
        let line = match input.next_line()? {
            Some(line) => line,
            None => {
                return Err(
                    input.eof_error("empty input: expected a board or `start N` / `start R C`")
                )
            }
        };
        let first = line.iter().position(|b| !b.is_ascii_whitespace());
        match first.map(|i| &line[i..]) {
            None => continue,
            Some(rest) if rest.starts_with(b"#") => continue,
            Some(rest) if rest.len() >= 5 && rest[..5].eq_ignore_ascii_case(b"start") => {
                let line = line.to_vec();
                return parse_start_size(&line, input.line_no()).map(Some);
            }
            Some(_) => {
                input.push_back();
                return Ok(None);
            }
        }
    }
}

/// The size of `start N` or `start R C` (line `no`): even, at least 2,
/// at most [`MAX_START_SQUARES`] squares.
pub(crate) fn parse_start_size(line: &[u8], no: usize) -> Result<(usize, usize)> {
    let words: Vec<(usize, &[u8])> = crate::text::reader::words(line).collect();
    let usage = "expected `start N` or `start R C` (even sizes, at least 2)";
    if !words[0].1.eq_ignore_ascii_case(b"start") {
        return Err(Error::at(no, words[0].0, usage));
    }
    if words.len() < 2 || words.len() > 3 {
        let col = words.get(3).map_or(line.len() + 1, |w| w.0);
        return Err(Error::at(no, col, usage));
    }
    let mut size = Vec::new();
    for &(col, w) in &words[1..] {
        match parse_number(w) {
            Some(n) if n >= 2 && n % 2 == 0 => size.push(n),
            None if is_digits(w) => {
                return Err(error_about(no, col, w, |q| {
                    format!("board size {q} is too large: `start` allows at most {MAX_START_SQUARES} squares")
                }))
            }
            _ => {
                return Err(error_about(no, col, w, |q| {
                    format!("expected an even board size of at least 2, found {q}")
                }))
            }
        }
    }
    let (rows, cols) = (size[0], *size.last().unwrap_or(&size[0]));
    if !matches!(rows.checked_mul(cols), Some(a) if a <= MAX_START_SQUARES) {
        return Err(Error::at(
            no,
            words[1].0,
            format!("board too large: `start` allows at most {MAX_START_SQUARES} squares"),
        ));
    }
    Ok((rows, cols))
}

/// Parses one move token.
pub(crate) fn parse_move(t: &Token) -> Option<Move> {
    if t.text.eq_ignore_ascii_case(b"pass") {
        return Some(Move::Pass);
    }
    parse_square(&t.text).map(Move::At)
}

fn name(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// The state line.
fn state_line(game: &Game) -> &'static str {
    match game.state() {
        State::ToMove(Color::Black) => "Black to move",
        State::ToMove(Color::White) => "White to move",
        State::Over(Outcome::Win(Color::Black)) => "Black wins",
        State::Over(Outcome::Win(Color::White)) => "White wins",
        State::Over(Outcome::Draw) => "Draw",
    }
}

/// Writes the board, the counts line and the state line.
pub fn write_result(out: &mut dyn Write, game: &Game, layout: Layout) -> std::io::Result<()> {
    write_board(out, game.board(), layout, None)?;
    writeln!(
        out,
        "Black {} White {}\n{}",
        game.count(Color::Black),
        game.count(Color::White),
        state_line(game)
    )
}

/// What follows a trace header after a move: a pass it caused, or the end.
fn aftermath(game: &Game) -> String {
    match (game.passed(), game.state()) {
        (Some(c), _) => format!(", {} passes", name(c)),
        (None, State::Over(_)) => ", game over".into(),
        (None, State::ToMove(_)) => String::new(),
    }
}

/// Writes one trace block: the header, the board, an empty line.
fn write_block(out: &mut dyn Write, header: &str, game: &Game, layout: Layout) -> Result<()> {
    writeln!(out, "{header}")?;
    write_board(out, game.board(), layout, None)?;
    writeln!(out)?;
    Ok(())
}

/// Why move `number` (token `t`) cannot be played in `game`.
fn bad_move(t: &Token, number: usize, game: &Game, err: MoveError) -> Error {
    let who = game
        .to_move()
        .map_or(String::new(), |c| format!(" ({})", name(c)));
    let (_, text) = quoted(&t.text);
    let why = match err {
        MoveError::Illegal(IllegalMove::OffBoard) => format!(
            "{text} is off the {} x {} board",
            game.board().rows(),
            game.board().cols()
        ),
        MoveError::Illegal(IllegalMove::Occupied) => format!("{text} is occupied"),
        MoveError::Illegal(IllegalMove::NoFlips) => format!("{text} flips nothing"),
        // Named by the first legal square in row-major order, so the
        // message does not depend on where the game's search looked.
        MoveError::MayNotPass(witness) => {
            let first = game.legal_moves().iter().next().unwrap_or(witness);
            format!("a pass while a move exists ({} is legal)", algebraic(first))
        }
        MoveError::GameOver => format!(
            "{text} comes after the end of the game ({})",
            state_line(game)
        ),
    };
    t.error(format!("move {number}{who}: {why}"))
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    #[cfg(not(bundle))]
    if crate::dialects::variants::any(args) {
        return crate::dialects::play_variants::run(args, io);
    }
    #[cfg(bundle)]
    if crate::cli::VARIANT_OPTS.iter().any(|o| args.flag(o)) {
        return Err(Error::usage("rule variants are not in bundles"));
    }
    let trace = args.flag("--trace");
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let (mut game, layout) = read_game(&mut input, args.flag("--validate"))?;
    if trace {
        write_block(io.out, &format!("start{}", aftermath(&game)), &game, layout)?;
    }
    let mut number = 0;
    let stop = loop {
        let t = match input.next_token(true)? {
            Some(t) => t,
            None => {
                break None;
            }
        };
        number += 1;
        let mv = match parse_move(&t) {
            Some(mv) => mv,
            None if looks_like_square(&t.text) => {
                let why = if game.is_over() {
                    MoveError::GameOver
                } else {
                    MoveError::Illegal(IllegalMove::OffBoard)
                };
                break Some(bad_move(&t, number, &game, why));
            }
            None => {
                let who = game
                    .to_move()
                    .map_or(String::new(), |c| format!(" ({})", name(c)));
                break Some(t.error_about(|q| format!("move {number}{who}: expected a square (d3, 3,4 or (3,4)) or `pass`, found {q}")));
            }
        };
        let step = match mv {
            Move::At(sq) => game.play(sq).map(Step::Moved),
            Move::Pass => game.pass().map(Step::Passed),
        };
        let step = match step {
            Ok(step) => step,
            Err(e) => break Some(bad_move(&t, number, &game, e)),
        };
        if trace {
            let header = match step {
                Step::Moved(p) => format!(
                    "{number}. {} {} flips {}{}",
                    name(p.mover),
                    algebraic(p.square),
                    p.flipped,
                    aftermath(&game)
                ),
                Step::Passed(c) => format!("{number}. {} pass", name(c)),
            };
            write_block(io.out, &header, &game, layout)?;
        }
    };
    write_result(io.out, &game, layout)?;
    match stop {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
