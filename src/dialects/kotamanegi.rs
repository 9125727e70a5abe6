//! `kotamanegi`: kotamanegi.com problem 42 "オセロ", the board after one
//! move. Its format is its help ([`COMMAND`]; `othello kotamanegi
//! --help`).

use crate::board::{Board, IllegalMove};
use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::color::Color;
use crate::error::Result;
use crate::quote::error_about;
use crate::square::Square;
use crate::text::fixed::read_fixed_board;
use crate::text::position::{write_board, Alphabet, Layout};
use crate::text::reader::LineReader;
use std::io::BufRead;

/// The `kotamanegi` command.
pub const COMMAND: Command = Command {
    name: "kotamanegi",
    kind: Kind::Dialect,
    summary: "kotamanegi.com 42: the 8 x 8 board (`w b -`) after one move such as `F7`",
    #[cfg(feature = "help")]
    help: "usage: othello kotamanegi [FILE]

kotamanegi.com problem 42 \"オセロ\". Reads 10 lines: 8 rows of 8 cells
(`b` black, `w` white, `-` empty), the mover (`0` black, `1` white), and
the square of its move, such as `F7`: the column letter `A` to `H` from
the left (lower case accepted), the row digit `1` to `8` from the top.
Prints the 8 rows of the board after the move (every run of the other
side's discs that the new disc closes along the eight rays turns), in
the same characters, one newline after each row.

The statement promises a move that flips at least one disc. A square that
is occupied, off the board or flips nothing is bad input (status 1, at
the square's line), as are a row of other than 8 cells, another
character, a mover other than `0` or `1`, a missing line and text after
the square. Trailing spaces and `\\r\\n` line ends are accepted.

examples:
  $ printf -- '--------\\n-----b--\\nwwwwb---\\nwbwbbb--\\nwwbwbb--\\nwwwwww--\\n--------\\n--------\\n0\\nF7\\n' | othello kotamanegi
  --------
  -----b--
  wwwwb---
  wbwbbb--
  wwbwbb--
  wwwwwb--
  -----b--
  --------
  $ printf -- '--------\\n-----b--\\nwwwwb---\\nwbwbbb--\\nwwbwbb--\\nwwwwww--\\n--------\\n--------\\n0\\nA1\\n' | othello kotamanegi
  [status 1]
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::judges::KOTAMANEGI),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The cells: `b` black, `w` white, `-` empty.
const CELLS: &Alphabet = crate::text::position::LOWER_DASHED;

/// The board is 8 x 8.
const SIZE: usize = 8;

/// The mover: `0` black, `1` white.
fn read_mover<R: BufRead>(input: &mut LineReader<R>) -> Result<Color> {
    let (no, text) = input.expect_line("the mover, 0 (black) or 1 (white)")?;
    match &text[..] {
        b"0" => Ok(Color::Black),
        b"1" => Ok(Color::White),
        _ => Err(error_about(no, 1, &text, |q| {
            format!("expected 0 (black) or 1 (white), found {q}")
        })),
    }
}

/// The square, `A1` to `H8` (the column in either case), and its line.
fn read_square<R: BufRead>(input: &mut LineReader<R>) -> Result<(usize, Square)> {
    let (no, text) = input.expect_line("the square of the move, A1 to H8")?;
    match text[..] {
        [c @ (b'A'..=b'H' | b'a'..=b'h'), r @ b'1'..=b'8'] => Ok((
            no,
            Square::new(
                (r - b'1') as usize,
                (c.to_ascii_uppercase() - b'A') as usize,
            ),
        )),
        _ => Err(error_about(no, 1, &text, |q| {
            format!("expected a square A1 to H8 (column A-H, row 1-8), found {q}")
        })),
    }
}

/// The square's name as the input writes it, column in upper case.
fn name(sq: Square) -> String {
    format!("{}{}", (b'A' + sq.col as u8) as char, sq.row + 1)
}

/// Reads the input and plays its move: the board after it.
fn answer<R: BufRead>(input: &mut LineReader<R>) -> Result<Board> {
    let mut board = match read_fixed_board(input, SIZE, SIZE, CELLS)? {
        Some(board) => board,
        None => {
            return Err(input.eof_error(
                "expected the board (8 rows of 8 cells `b`, `w` or `-`), found end of input",
            ))
        }
    };
    let mover = read_mover(input)?;
    let (no, sq) = read_square(input)?;
    if let Err(why) = board.play(sq, mover) {
        let side = match mover {
            Color::Black => "black",
            Color::White => "white",
        };
        let msg = match why {
            IllegalMove::Occupied => format!("{} is occupied", name(sq)),
            IllegalMove::NoFlips | IllegalMove::OffBoard => {
                format!("{side} on {} flips nothing", name(sq))
            }
        };
        return Err(crate::error::Error::at(no, 1, msg));
    }
    if let Some(extra) = input.next_nonblank_line()? {
        let extra = extra.to_vec();
        return Err(error_about(input.line_no(), 1, &extra, |q| {
            format!("expected the end of input after the square, found {q}")
        }));
    }
    Ok(board)
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let board = answer(&mut input)?;
    let layout = Layout {
        alphabet: CELLS,
        spaced: false,
    };
    write_board(io.out, &board, layout, None)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE1: &str =
        "--------\n-----b--\nwwwwb---\nwbwbbb--\nwwbwbb--\nwwwwww--\n--------\n--------\n";

    fn after(text: &str) -> std::result::Result<String, String> {
        let board = answer(&mut LineReader::new(text.as_bytes())).map_err(|e| e.to_string())?;
        let mut out = Vec::new();
        let layout = Layout {
            alphabet: CELLS,
            spaced: false,
        };
        write_board(&mut out, &board, layout, None).unwrap();
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn the_move_is_played_and_refused_where_written() {
        let out = after(&format!("{SAMPLE1}0\nf7\n")).unwrap();
        assert_eq!(&out[5 * 9..7 * 9], "wwwwwb--\n-----b--\n");
        let e = |tail: &str| after(&format!("{SAMPLE1}{tail}")).unwrap_err();
        assert_eq!(e("0\nF2\n"), "line 10, col 1: F2 is occupied");
        assert_eq!(e("1\nF7\n"), "line 10, col 1: white on F7 flips nothing");
        assert!(e("0\nF9\n").starts_with("line 10, col 1: expected a square"));
        assert!(e("0\n").starts_with("line 10, col 1: expected the square"));
        assert!(e("b\nF7\n").starts_with("line 9, col 1: expected 0 (black)"));
        assert!(e("0\nF7\nF7\n").starts_with("line 11, col 1: expected the end"));
        assert!(after("")
            .unwrap_err()
            .starts_with("line 1, col 1: expected the board"));
    }
}
