//! `check-move`: LeetCode 1958 "Check if Move is Legal", read from stdin.
//! Its format, input and output, is its help ([`COMMAND`]; `othello
//! check-move --help`).
//!
//! LeetCode's "good line" (three or more cells in a row, column or
//! diagonal, both ends the mover's colour, every middle cell the other) is
//! exactly "flips at least one disc", so the rules core answers it.

use crate::board::Board;
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::describe_char;
use crate::square::Square;
use crate::text::notation::parse_number;
use crate::text::reader::{joined_error, LineReader, Token};
use std::io::BufRead;

/// The `check-move` command.
pub const COMMAND: Command = Command {
    name: "check-move",
    kind: Kind::Dialect,
    summary: "LeetCode 1958: is each `row col colour` move legal (true/false)",
    #[cfg(feature = "help")]
    help: "usage: othello check-move [FILE]

Reads an 8 x 8 board (8 lines of `.`, `B`, `W`, optionally separated by
spaces), then queries `row col colour` (0-based, colour B or W), one per
line, all about the same board (none is played), and prints `true` or
`false` for each. A move is legal when the cell is empty and, taking the
colour, is the end of a line of 3 or more cells whose other end has the
colour and whose middle cells all have the other colour (the Othello
bracketing rule); the board may be any position. An occupied cell is
`false`. A cell off the board, a colour other than B and W, or a query
line without exactly three tokens is bad input (status 1); blank lines
before the board and between queries are skipped; at least one query.
`othello bundle check-move --leetcode` prints LeetCode's function form.

example:
  $ printf '...B....\\n...W....\\n...W....\\n...W....\\nWBB.WWWB\\n...B....\\n...B....\\n...W....\\n4 3 B\\n' | othello check-move
  true
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::formats::CHECK_MOVE),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The board's size: LeetCode 1958 fixes it.
const SIZE: usize = 8;

/// One query: the cell and the colour that would move there.
struct Query {
    square: Square,
    color: Color,
}

/// Reads the 8 board rows. Blank lines before the board are skipped.
fn parse_board<R: BufRead>(input: &mut LineReader<R>) -> Result<Board> {
    let mut board = Board::empty(SIZE, SIZE);
    for row in 0..SIZE {
        let line = if row == 0 {
            input.next_nonblank_line()?
        } else {
            input.next_line()?
        };
        let line = match line {
            Some(line) => line,
            None => {
                return Err(input.eof_error(format!("expected {SIZE} board rows, found {row}")));
            }
        };
        let line = line.to_vec();
        let no = input.line_no();
        let mut cells = 0;
        for (i, &b) in line.iter().enumerate() {
            let disc = match b {
                b' ' | b'\t' => continue,
                b'.' => None,
                b'B' => Some(Color::Black),
                b'W' => Some(Color::White),
                b'0'..=b'9' if cells == 0 && row > 0 => {
                    return Err(Error::at(
                        no,
                        i + 1,
                        format!("expected {SIZE} board rows, found {row} before this query"),
                    ))
                }
                _ => {
                    return Err(Error::at(
                        no,
                        i + 1,
                        format!(
                            "unknown cell {}: expected `.`, `B` or `W`",
                            describe_char(&line, i)
                        ),
                    ))
                }
            };
            if cells == SIZE {
                return Err(Error::at(
                    no,
                    i + 1,
                    format!("expected {SIZE} cells in a board row, found more"),
                ));
            }
            board.set(Square::new(row, cells), disc);
            cells += 1;
        }
        if cells < SIZE {
            return Err(Error::at(
                no,
                line.len() + 1,
                format!("expected {SIZE} cells in a board row, found {cells}"),
            ));
        }
    }
    Ok(board)
}

/// A 0-based coordinate on the board, or an error naming `what`.
fn coordinate(t: &Token, what: &str) -> Result<usize> {
    match parse_number(&t.text) {
        Some(v) if v < SIZE => Ok(v),
        Some(v) => Err(t.error(format!(
            "{what} {v} is off the board: expected 0 to {}",
            SIZE - 1
        ))),
        None => {
            Err(t.error_about(|q| format!("expected a {what} number 0 to {}, found {q}", SIZE - 1)))
        }
    }
}

/// Reads the next query line; `None` at end of input.
fn parse_query<R: BufRead>(input: &mut LineReader<R>) -> Result<Option<Query>> {
    let tokens = match input.next_line_tokens()? {
        Some(tokens) => tokens,
        None => return Ok(None),
    };
    let need = ["row", "column", "colour (B or W)"];
    if let Some(extra) = tokens.get(need.len()) {
        return Err(extra.error_about(|q| {
            format!("expected one query `row col colour` per line, found more: {q}")
        }));
    }
    if tokens.len() < need.len() {
        let expected = format!(
            "expected the {} of the query `row col colour`",
            need[tokens.len()]
        );
        return Err(joined_error(&tokens, &expected)
            .unwrap_or_else(|| Error::at(input.line_no(), input.line_len() + 1, expected)));
    }
    let row = coordinate(&tokens[0], "row")?;
    let col = coordinate(&tokens[1], "column")?;
    let color = match &tokens[2].text[..] {
        b"B" => Color::Black,
        b"W" => Color::White,
        _ => {
            return Err(tokens[2].error_about(|q| format!("expected the colour B or W, found {q}")))
        }
    };
    Ok(Some(Query {
        square: Square::new(row, col),
        color,
    }))
}

/// The answer to one query: `true` when the move flips at least one disc.
fn render(board: &Board, q: &Query) -> &'static str {
    if board.flips(q.square, q.color).is_empty() {
        "false\n"
    } else {
        "true\n"
    }
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    // No line of the format is long: a 50 MB one costs its first MiB.
    #[cfg(feature = "line-limits")]
    input.limit_lines(crate::text::reader::LineLimit::at_most(1 << 20));
    let board = parse_board(&mut input)?;
    let mut queries = 0;
    while let Some(q) = parse_query(&mut input)? {
        queries += 1;
        io.out.write_all(render(&board, &q).as_bytes())?;
    }
    if queries == 0 {
        return Err(input.eof_error("expected a query `row col colour` after the board"));
    }
    Ok(())
}
