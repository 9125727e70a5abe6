//! `yukicoder`: yukicoder No.88 "次はどっちだ", which of two players moves
//! next in a game without passes. Its format is its help ([`COMMAND`];
//! `othello yukicoder --help`).
//!
//! Every move adds one disc and nobody has passed, so the parity of the
//! disc count alone says whose turn it is; the position is read (and its
//! characters checked) but not judged reachable.

use crate::board::Board;
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::Result;
use crate::quote::error_about;
use crate::text::fixed::read_fixed_board;
use crate::text::position::Alphabet;
use crate::text::reader::LineReader;
use crate::text::trim_ascii_end;
use std::io::BufRead;

/// The `yukicoder` command.
pub const COMMAND: Command = Command {
    name: "yukicoder",
    kind: Kind::Dialect,
    summary: "yukicoder 88: who moves next, `oda` or `yukiko`, by the 8 x 8 board's discs",
    #[cfg(feature = "help")]
    help: "usage: othello yukicoder [FILE]

yukicoder No.88 \"次はどっちだ\". Reads the player who moved first (with
black), `oda` or `yukiko`, then 8 rows of 8 cells (`b` black, `w` white,
`.` empty), top row first. The game started from the usual start and
nobody has passed: after k moves there are 4 + k discs, and the first
player is to move exactly when the number of discs is even. Prints the
name of the player to move next.

The statement promises a legal position whose answer is unique; only the
count of discs is used. A first line other than the two names, a row of
other than 8 cells, another character, a missing row or text after the
board is bad input (status 1, at its line and column). Blank lines before
the board, trailing spaces and `\\r\\n` line ends are accepted.

examples:
  $ printf 'oda\\n........\\n........\\n........\\n...wb...\\n...bw...\\n........\\n........\\n........\\n' | othello yukicoder
  oda
  $ printf 'yukiko\\n........\\n........\\n...b....\\n...bb...\\n...bw...\\n........\\n........\\n........\\n' | othello yukicoder
  oda
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::yukicoder::YUKICODER),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The cells: `b` black, `w` white, `.` empty.
const CELLS: &Alphabet = crate::text::position::LOWER_DOTTED;

/// The board is 8 x 8.
const SIZE: usize = 8;

/// The two players, as the input and the answer name them.
const PLAYERS: [&str; 2] = ["oda", "yukiko"];

/// Reads the first player's name: its index in [`PLAYERS`].
fn read_first<R: BufRead>(input: &mut LineReader<R>) -> Result<usize> {
    let line = match input.next_nonblank_line()? {
        Some(line) => trim_ascii_end(line).to_vec(),
        None => {
            return Err(
                input.eof_error("expected the first player, `oda` or `yukiko`, found end of input")
            )
        }
    };
    match PLAYERS.iter().position(|p| p.as_bytes() == &line[..]) {
        Some(i) => Ok(i),
        None => Err(error_about(input.line_no(), 1, &line, |q| {
            format!("expected the first player, `oda` or `yukiko`, found {q}")
        })),
    }
}

/// Reads the input: the first player and the board.
fn parse<R: BufRead>(input: &mut LineReader<R>) -> Result<(usize, Board)> {
    let first = read_first(input)?;
    let board = match read_fixed_board(input, SIZE, SIZE, CELLS)? {
        Some(board) => board,
        None => {
            return Err(input.eof_error(
                "expected the board (8 rows of 8 cells `b`, `w` or `.`), found end of input",
            ))
        }
    };
    if let Some(extra) = input.next_nonblank_line()? {
        let extra = extra.to_vec();
        return Err(error_about(input.line_no(), 1, &extra, |q| {
            format!("expected the end of input after the board, found {q}")
        }));
    }
    Ok((first, board))
}

/// The player to move: the first one when the discs are even in number.
fn render(first: usize, board: &Board) -> String {
    let discs = board.count(Color::Black) + board.count(Color::White);
    format!("{}\n", PLAYERS[(first + discs % 2) % 2])
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let (first, board) = parse(&mut input)?;
    io.out.write_all(render(first, &board).as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str =
        "........\n........\n........\n...wb...\n...bw...\n........\n........\n........\n";

    fn answer(text: &str) -> std::result::Result<String, String> {
        let (first, board) =
            parse(&mut LineReader::new(text.as_bytes())).map_err(|e| e.to_string())?;
        Ok(render(first, &board))
    }

    #[test]
    fn the_parity_of_the_discs_names_the_player() {
        assert_eq!(answer(&format!("oda\n{START}")).unwrap(), "oda\n");
        assert_eq!(answer(&format!("yukiko\n{START}")).unwrap(), "yukiko\n");
        let one = START.replacen("........\n...wb", "...b....\n...bb", 1);
        assert_eq!(answer(&format!("oda\n{one}")).unwrap(), "yukiko\n");
        assert_eq!(answer(&format!("yukiko\n{one}")).unwrap(), "oda\n");
    }

    #[test]
    fn bad_input_is_located() {
        let e = |t: String| answer(&t).unwrap_err();
        assert!(e(format!("Oda\n{START}")).starts_with("line 1, col 1: expected the first player"));
        assert!(e("oda\n".into()).starts_with("line 2, col 1: expected the board"));
        assert!(
            e(format!("oda\n{}", &START[..36])).starts_with("line 6, col 1: expected board row 5")
        );
        assert!(e(format!("oda\n{}", START.replacen('w', "o", 1)))
            .starts_with("line 5, col 4: unknown cell `o`"));
        assert!(e(format!("oda\n{START}b\n")).starts_with("line 10, col 1: expected the end"));
    }
}
