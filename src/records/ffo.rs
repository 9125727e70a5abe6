//! The positions `solve` and `best` read: FFO lines or boards, whichever
//! the first non-blank line is (described in `othello solve --help`).

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::describe_char;
use crate::text::position::{read_position, ReadOptions};
use crate::text::reader::LineReader;
use std::io::BufRead;

/// The positions of an input, in either form (see the module doc).
pub struct Positions<R> {
    input: LineReader<R>,
    /// Whether the input is FFO lines; `None` before the first line.
    ffo: Option<bool>,
}

impl<R: BufRead> Positions<R> {
    /// A reader of `input`.
    pub fn new(input: R) -> Positions<R> {
        let mut input = LineReader::new(input);
        // A line of junk is kept only up to its first impossible byte.
        input.limit_lines(crate::text::position::BOARD_TEXT);
        Positions { input, ffo: None }
    }

    /// The next position and the line it starts on, `None` at the end.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Result<Option<(Bitboard, usize)>> {
        Ok(self.next_colored()?.map(|(pos, _, line)| (pos, line)))
    }

    /// [`Positions::next`] with the colour to move.
    pub fn next_colored(&mut self) -> Result<Option<(Bitboard, Color, usize)>> {
        let (board, to_move, line) = match self.next_board()? {
            Some(p) => p,
            None => return Ok(None),
        };
        let pos = eight_by_eight(&board, to_move, line, "an 8 x 8 board is needed")?;
        Ok(Some((pos, to_move, line)))
    }

    /// The next position of any size (FFO lines are 8 x 8), the side to
    /// move and the line it starts on; `None` at the end.
    pub fn next_board(&mut self) -> Result<Option<(Board, Color, usize)>> {
        let ffo = match self.ffo {
            Some(f) => f,
            None => {
                let line = match self.input.next_nonblank_line()? {
                    Some(line) => line,
                    None => return Ok(None),
                };
                let f = looks_ffo(line);
                self.input.push_back();
                self.ffo = Some(f);
                f
            }
        };
        if ffo {
            let line = match self.input.next_nonblank_line()?.map(<[u8]>::to_vec) {
                Some(line) => line,
                None => return Ok(None),
            };
            let no = self.input.line_no();
            let (pos, to_move) = parse_ffo(&line, no)?;
            return Ok(Some((pos.to_board(to_move), to_move, no)));
        }
        let p = match read_position(&mut self.input, ReadOptions::default())? {
            Some(p) => p,
            None => return Ok(None),
        };
        Ok(Some((p.board, p.to_move, p.first_line)))
    }
}

/// The 8 x 8 position of `board` with `to_move` to move, read at `line`:
/// the one checked conversion from a position read to one the 8 x 8
/// searches play (`solve`, `best`, `perft`). Another size is an input
/// error at `line`: `need`, what the command needs ("an 8 x 8 board is
/// needed"), then the size found. (Here, not beside
/// [`crate::text::position::Parsed`]: a bundle that mentions
/// [`Bitboard`] carries more of it.)
pub fn eight_by_eight(board: &Board, to_move: Color, line: usize, need: &str) -> Result<Bitboard> {
    Bitboard::from_board(board, to_move).ok_or_else(|| {
        let (rows, cols) = (board.rows(), board.cols());
        Error::at(line, 1, format!("{need}, found {rows} x {cols}"))
    })
}

/// Whether `line` is meant as an FFO line: it starts with 64 cells of
/// `X`, `O` and `-`, or with at least 9 of them mixing `-` with `X` or
/// `O` (no board row of 8 cells is that long, and no alphabet of
/// board rows mixes those), or with 64 bytes of which at least 56 are
/// such cells, mixed the same way (an FFO line with a typo early on). A
/// damaged FFO line is then reported as one, at its bad square.
fn looks_ffo(line: &[u8]) -> bool {
    let is_cell = |b: &u8| matches!(b, b'X' | b'O' | b'-');
    let mixed =
        |cells: &[u8]| cells.contains(&b'-') && cells.iter().any(|&b| b == b'X' || b == b'O');
    let run = line.iter().take_while(|b| is_cell(b)).count();
    let head = &line[..line.len().min(64)];
    run >= 64
        || (run >= 9 && mixed(&line[..run]))
        || (head.len() == 64 && head.iter().filter(|b| is_cell(b)).count() >= 56 && mixed(head))
}

/// One FFO line: 64 cells, blanks, `X` or `O`, optional trailing blanks;
/// the position seen from the side to move, and that side.
fn parse_ffo(line: &[u8], no: usize) -> Result<(Bitboard, Color)> {
    let mut black = 0u64;
    let mut white = 0u64;
    for i in 0..64 {
        match line.get(i) {
            Some(b'X') => black |= 1 << i,
            Some(b'O') => white |= 1 << i,
            Some(b'-') => {}
            Some(_) => {
                return Err(Error::at(
                    no,
                    i + 1,
                    format!(
                        "expected X, O or - (square {} of 64), found {}",
                        i + 1,
                        describe_char(line, i)
                    ),
                ))
            }
            None => {
                return Err(Error::at(
                    no,
                    i + 1,
                    format!("expected 64 squares, found {i}"),
                ))
            }
        }
    }
    let blank = |b: &u8| matches!(b, b' ' | b'\t');
    match line.get(64) {
        Some(b) if blank(b) => {}
        Some(_) => {
            return Err(Error::at(
                no,
                65,
                format!(
                    "expected a space after the 64 squares, found {}",
                    describe_char(line, 64)
                ),
            ))
        }
        None => {
            return Err(Error::at(
                no,
                65,
                "expected a space, then the side to move: X or O",
            ))
        }
    }
    let at = match (64..line.len()).find(|&i| !blank(&line[i])) {
        Some(at) => at,
        None => {
            return Err(Error::at(
                no,
                line.len() + 1,
                "expected the side to move: X or O",
            ))
        }
    };
    let pos = match line[at] {
        b'X' => (
            Bitboard {
                player: black,
                opponent: white,
            },
            Color::Black,
        ),
        b'O' => (
            Bitboard {
                player: white,
                opponent: black,
            },
            Color::White,
        ),
        _ => {
            return Err(Error::at(
                no,
                at + 1,
                format!(
                    "expected the side to move, X or O, found {}",
                    describe_char(line, at)
                ),
            ))
        }
    };
    if let Some(k) = (at + 1..line.len()).find(|&i| !blank(&line[i])) {
        // An OBF line: its scored moves are checked, then ignored.
        if line[k] == b';' {
            crate::records::obf::parse_fields(&line[k + 1..], no, k + 2)?;
            return Ok(pos);
        }
        return Err(Error::at(
            no,
            k + 1,
            format!(
                "expected the end of the line after the side to move, found {}",
                describe_char(line, k)
            ),
        ));
    }
    Ok(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(text: &str) -> Result<Vec<Bitboard>> {
        let mut r = Positions::new(text.as_bytes());
        let mut out = Vec::new();
        while let Some((p, _)) = r.next()? {
            out.push(p);
        }
        Ok(out)
    }

    #[test]
    fn ffo_lines_are_located() {
        let good = format!("{}X{} O\n", "-".repeat(27), "-".repeat(36));
        let got = read_all(&good).unwrap();
        assert_eq!(got[0].opponent, 1 << 27);
        let err = |s: &str| read_all(s).unwrap_err().to_string();
        let bad = format!("{}\n{}- X\n", good.trim_end(), "-".repeat(62));
        assert!(err(&bad).starts_with("line 2, col 64:"), "{}", err(&bad));
        let bad = format!("{} Z\n", "-".repeat(64));
        assert!(err(&bad).starts_with("line 1, col 66:"), "{}", err(&bad));
        let bad = format!("{} X x\n", "-".repeat(64));
        assert!(err(&bad).starts_with("line 1, col 68:"), "{}", err(&bad));
        let bad = format!("{} \n", "-".repeat(64));
        assert!(err(&bad).starts_with("line 1, col 66:"), "{}", err(&bad));
        // A typo among the first squares is still an FFO line's error, at
        // the square, not an unknown cell of a board row.
        for at in [0, 1, 7, 8, 62] {
            let mut line = format!("X{}O{} X\n", "-".repeat(31), "-".repeat(31)).into_bytes();
            line[at] = b'a';
            let line = String::from_utf8(line).unwrap();
            let want = format!(
                "line 1, col {}: expected X, O or - (square {} of 64)",
                at + 1,
                at + 1
            );
            assert!(err(&line).starts_with(&want), "{}", err(&line));
        }
    }
}
