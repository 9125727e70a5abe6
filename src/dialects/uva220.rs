//! `uva220`: UVa 220 "Othello" (ICPC World Finals 1992, problem F). Its
//! format, with what it does where the statement is silent, is its help
//! ([`COMMAND`]; `othello uva220 --help`).

use crate::board::{Board, IllegalMove};
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::error_within;
use crate::square::Square;
use crate::text::fixed::read_fixed_board;
use crate::text::notation::is_digits;
use crate::text::notation::parse_number;
use crate::text::position::{write_board, Alphabet, Layout};
use crate::text::reader::LineReader;
use std::io::{BufRead, Write};

/// The `uva220` command.
pub const COMMAND: Command = Command {
    name: "uva220",
    kind: Kind::Dialect,
    summary: "UVa 220 Othello: commands L / Mrc / Q over many games",
    #[cfg(feature = "help")]
    help: "usage: othello uva220 [FILE]

UVa 220 \"Othello\". Reads the number of games, then per game 8 board lines
(`-` empty, `B`, `W`), the player to move, and commands until Q:
  L     list the legal moves as (r,c), or `No legal move.`
  Mrc   play row r, column c (the other side plays if the mover cannot),
        then print `Black - xx White - yy`
  Q     print the board and end the game
Counts are printed as `%2d` (` 4`, `12`). Game outputs are separated by
one blank line, with none after the last game.

On `M`, when the player to move has no legal move at all, the other
player makes the move; afterwards the side that did not move is to play.
Blank lines and spaces around a command are ignored; commands are upper
case only. A move that is illegal even after that switch, fewer games
than the first line announces, a game without `Q`, or text after the last
game is bad input (status 1, `line L, col C: ...`); the output of earlier
commands stays printed.

example:
  $ printf '1\\n--------\\n--------\\n--------\\n---WB---\\n---BW---\\n--------\\n--------\\n--------\\nW\\nL\\nM35\\nQ\\n' | othello uva220
  (3,5) (4,6) (5,3) (6,4)
  Black -  1 White -  4
  --------
  --------
  ----W---
  ---WW---
  ---BW---
  --------
  --------
  --------
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::formats::UVA220),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The board is always 8 x 8.
const SIZE: usize = 8;

/// The cells: `B` black, `W` white, `-` empty.
const CELLS: &Alphabet = crate::text::position::DASHED;

/// Boards are written back side by side in [`CELLS`].
const LAYOUT: Layout = Layout {
    alphabet: CELLS,
    spaced: false,
};

/// One command of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cmd {
    /// `L`.
    List,
    /// `Mrc`, as a 0-based square.
    Move(Square),
    /// `Q`.
    Quit,
}

/// `line` without surrounding spaces and tabs, and the 1-based column
/// where what is left starts.
fn trim(line: &[u8]) -> (usize, &[u8]) {
    let start = line.iter().position(|b| !b.is_ascii_whitespace());
    let start = match start {
        Some(start) => start,
        None => return (1, &[]),
    };
    let end = line
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(start, |p| p + 1);
    (start + 1, &line[start..end])
}

/// Parses one command written at line `no`, column `col`, the start of
/// `len` bytes of input.
fn parse_command(cmd: &[u8], len: usize, no: usize, col: usize) -> Result<Cmd> {
    match cmd {
        b"L" => Ok(Cmd::List),
        b"Q" => Ok(Cmd::Quit),
        [b'M', r, c] if r.is_ascii_digit() && c.is_ascii_digit() => {
            for (i, (d, what)) in [(*r, "row"), (*c, "column")].into_iter().enumerate() {
                if !(b'1'..=b'8').contains(&d) {
                    return Err(Error::at(
                        no,
                        col + 1 + i,
                        format!(
                            "{what} {} is off the board: rows and columns run from 1 to 8",
                            d as char
                        ),
                    ));
                }
            }
            Ok(Cmd::Move(Square::new(
                (r - b'1') as usize,
                (c - b'1') as usize,
            )))
        }
        [b'M'] => Err(Error::at(
            no,
            col + 1,
            "expected two digits after M (row, column: M35), found the end of the line",
        )),
        [b'M', ..] => Err(error_within(
            no,
            col + 1,
            col + 1,
            &cmd[1..],
            len - 1,
            |q| format!("expected two digits after M (row, column: M35), found {q}"),
        )),
        _ => Err(error_within(no, col, col, cmd, len, |q| {
            format!("unknown command {q}: expected L, Mrc or Q")
        })),
    }
}

/// The colour's name in messages.
fn name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// Reads the first line: the number of games.
fn read_count<R: BufRead>(input: &mut LineReader<R>) -> Result<usize> {
    let line = match input.next_nonblank_line()?.map(<[u8]>::to_vec) {
        Some(line) => line,
        None => return Err(Error::at(1, 1, "empty input: expected the number of games")),
    };
    let (col, text) = trim(&line);
    match parse_number(text) {
        Some(n) => Ok(n),
        None if is_digits(text) => Err(input.error_on_line(col - 1, text, |q| {
            format!("the number of games {q} is too large")
        })),
        None => Err(input.error_on_line(col - 1, text, |q| {
            format!("expected the number of games, found {q}")
        })),
    }
}

/// Reads the line naming the player to move.
fn read_player<R: BufRead>(input: &mut LineReader<R>) -> Result<Color> {
    let line = match input.next_nonblank_line()?.map(<[u8]>::to_vec) {
        Some(line) => line,
        None => return Err(input.eof_error("expected the player to move (B or W) after the board")),
    };
    let (col, text) = trim(&line);
    match text {
        b"B" => Ok(Color::Black),
        b"W" => Ok(Color::White),
        _ => Err(input.error_on_line(col - 1, text, |q| {
            format!("expected the player to move (B or W), found {q}")
        })),
    }
}

/// Runs one game's commands up to its `Q`.
fn play_game<R: BufRead>(
    input: &mut LineReader<R>,
    mut board: Board,
    mut to_move: Color,
    out: &mut dyn Write,
) -> Result<()> {
    loop {
        let (no, line) = match input.next_numbered()? {
            Some((no, line)) => (no, line.to_vec()),
            None => {
                return Err(input.eof_error("expected a command (L, Mrc or Q); the game has no Q"));
            }
        };
        let (col, text) = trim(&line);
        if text.is_empty() {
            continue;
        }
        let len = input.span_len(col - 1, col - 1 + text.len());
        let col_in = input.col(col - 1);
        match parse_command(text, len, no, col).map_err(|e| input.place(e))? {
            Cmd::List => {
                let moves: Vec<String> = board
                    .legal_moves(to_move)
                    .iter()
                    .map(|s| format!("({},{})", s.row + 1, s.col + 1))
                    .collect();
                if moves.is_empty() {
                    out.write_all(b"No legal move.\n")?;
                } else {
                    writeln!(out, "{}", moves.join(" "))?;
                }
            }
            Cmd::Move(sq) => {
                let mover = if board.has_legal_move(to_move) {
                    to_move
                } else {
                    to_move.opponent()
                };
                if let Err(why) = board.play(sq, mover) {
                    let why = match why {
                        IllegalMove::Occupied => "the square is taken",
                        IllegalMove::NoFlips => "it brackets nothing",
                        IllegalMove::OffBoard => "it is off the board",
                    };
                    let who = if mover == to_move {
                        String::new()
                    } else {
                        format!("{} has no legal move, and ", name(to_move))
                    };
                    return Err(Error::at(
                        no,
                        col_in,
                        format!(
                            "{who}({},{}) is not a legal move for {}: {why}",
                            sq.row + 1,
                            sq.col + 1,
                            name(mover)
                        ),
                    ));
                }
                writeln!(
                    out,
                    "Black - {:2} White - {:2}",
                    board.count(Color::Black),
                    board.count(Color::White)
                )?;
                to_move = mover.opponent();
            }
            Cmd::Quit => {
                write_board(out, &board, LAYOUT, None)?;
                return Ok(());
            }
        }
    }
}

fn run(args: &crate::cli::args::Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    // No line of the format is long: a 50 MB one costs its first MiB.
    #[cfg(feature = "line-limits")]
    input.limit_lines(crate::text::reader::LineLimit::at_most(1 << 20));
    let games = read_count(&mut input)?;
    for g in 1..=games {
        if g > 1 {
            io.out.write_all(b"\n")?;
        }
        let board = match read_fixed_board(&mut input, SIZE, SIZE, CELLS)? {
            Some(board) => board,
            None => {
                return Err(input.eof_error(format!(
                "expected game {g} of {games} (the first line says {games}), found end of input"
            )));
            }
        };
        let to_move = read_player(&mut input)?;
        play_game(&mut input, board, to_move, io.out)?;
    }
    if input.next_nonblank_line()?.is_some() {
        return Err(Error::at(
            input.line_no(),
            1,
            format!(
                "expected end of input after the {games} game{} the first line announces",
                if games == 1 { "" } else { "s" }
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_with_places() {
        assert_eq!(parse_command(b"L", 1, 1, 1).unwrap(), Cmd::List);
        assert_eq!(
            parse_command(b"M35", 3, 1, 1).unwrap(),
            Cmd::Move(Square::new(2, 4))
        );
        let e = |c: &[u8]| parse_command(c, c.len(), 7, 3).unwrap_err().to_string();
        assert!(
            e(b"M93").starts_with("line 7, col 4: row 9"),
            "{}",
            e(b"M93")
        );
        assert!(e(b"M30").starts_with("line 7, col 5: column 0"));
        assert!(e(b"M3").starts_with("line 7, col 4: expected two digits"));
        assert!(e(b"X").starts_with("line 7, col 3: unknown command `X`"));
    }
}
