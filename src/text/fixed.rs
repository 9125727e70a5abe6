//! Fixed-size boards in one alphabet, as judges print them: exactly R lines
//! of C cells side by side, no size line, no player line.
//!
//! The lenient reader of [`crate::text::position`] guesses the size and the
//! alphabet and ends a board at its player line; judge formats such as
//! `uva220`, `nowcoder` and `codingame` instead fix both, and follow the
//! board with a line of their own (`r c e`, `B c4`), so they read it here.

use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::quote::describe_char;
use crate::quote::error_within;
use crate::square::Square;
use crate::text::position::Alphabet;
use crate::text::reader::LineReader;
use std::io::BufRead;

/// Reads a `rows` x `cols` board written side by side in `alphabet`.
///
/// Blank lines before the first row are skipped; `Ok(None)` when only
/// blank lines remain. Trailing spaces and tabs on a row are ignored. A row
/// of the wrong length (a truncated board runs into the next line) or an
/// unknown cell is an error at that line and column. Panics if `rows` or
/// `cols` is 0 (callers pass their format's fixed size, not input).
pub fn read_fixed_board<R: BufRead>(
    input: &mut LineReader<R>,
    rows: usize,
    cols: usize,
    alphabet: &Alphabet,
) -> Result<Option<Board>> {
    if input.next_nonblank_line()?.is_none() {
        return Ok(None);
    }
    input.push_back();
    let width = crate::error::plural(cols as u64, "cell", "cells");
    let cells = format!(
        "`{}`, `{}` or `{}`",
        alphabet.black as char, alphabet.white as char, alphabet.empty as char
    );
    let mut board = Board::empty(rows, cols);
    for r in 0..rows {
        let (no, end) = match input.next_numbered()? {
            Some((no, line)) => (no, end_of_cells(line)),
            None => {
                return Err(input.eof_error(format!(
                    "expected board row {} of {rows} ({width} of {cells}), found end of input",
                    r + 1
                )));
            }
        };
        // Errors are placed by byte offsets in `line`, then in the input.
        let len = input.span_len(0, end);
        let line = &input.last_line()?[..end];
        let read = (|| {
            let cell = |b: u8| b == alphabet.black || b == alphabet.white || b == alphabet.empty;
            let unknown = |c: usize| {
                Error::at(
                    no,
                    c + 1,
                    format!("unknown cell {}: expected {cells}", describe_char(line, c)),
                )
            };
            // A row of the right cells with a stray space or tab among them (a
            // leading space, a tab between two cells) is named at that byte,
            // not at the row's end as a length; other lines of the wrong
            // length (a truncated board that ran into the next line) are
            // named as a whole.
            if line.len() != cols {
                let stray = |b: &u8| b.is_ascii_whitespace();
                if line.iter().filter(|b| !stray(b)).all(|&b| cell(b))
                    && line.iter().filter(|b| !stray(b)).count() == cols
                {
                    if let Some(c) = line.iter().position(stray) {
                        return Err(unknown(c));
                    }
                }
                let at = line.len().min(cols) + 1;
                return Err(error_within(no, 1, at, line, len, |q| {
                    format!(
                        "expected board row {} of {rows} ({width} of {cells}), found {q}",
                        r + 1
                    )
                }));
            }
            for (c, &b) in line.iter().enumerate() {
                let disc = match b {
                    _ if b == alphabet.black => Some(Color::Black),
                    _ if b == alphabet.white => Some(Color::White),
                    _ if b == alphabet.empty => None,
                    _ => return Err(unknown(c)),
                };
                board.set(Square::new(r, c), disc);
            }
            Ok(())
        })();
        read.map_err(|e| input.place(e))?;
    }
    Ok(Some(board))
}

/// Where the cells of `line` end: trailing spaces and tabs are ignored.
fn end_of_cells(line: &[u8]) -> usize {
    line.iter()
        .rposition(|&b| b != b' ' && b != b'\t')
        .map_or(0, |p| p + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::position::alphabet_named;

    fn read(text: &str) -> Result<Option<Board>> {
        let a = alphabet_named("BW-").unwrap();
        read_fixed_board(&mut LineReader::new(text.as_bytes()), 2, 3, a)
    }

    #[test]
    fn reads_rows_and_reports_places() {
        let b = read("\nB-W \r\n---\nrest\n").unwrap().unwrap();
        assert_eq!(b.get(Square::new(0, 0)), Some(Color::Black));
        assert_eq!(b.get(Square::new(0, 2)), Some(Color::White));
        assert!(read("\n \n").unwrap().is_none());
        let e = read("B-W\nW\n").unwrap_err().to_string();
        assert!(
            e.starts_with("line 2, col 2: expected board row 2 of 2"),
            "{e}"
        );
        let e = read("B-W\n--.\n").unwrap_err().to_string();
        assert!(e.starts_with("line 2, col 3: unknown cell `.`"), "{e}");
        let e = read("B-W\n").unwrap_err().to_string();
        assert!(e.starts_with("line 2, col 1: expected board row 2"), "{e}");
        let e = read("B-W-\n").unwrap_err().to_string();
        assert!(e.starts_with("line 1, col 4: "), "{e}");
        // A leading space or a tab among the cells: at its own column.
        let e = read(" B-W\n").unwrap_err().to_string();
        assert!(e.starts_with("line 1, col 1: unknown cell a space"), "{e}");
        let e = read("B\tW-\n").unwrap_err().to_string();
        assert!(e.starts_with("line 1, col 2: unknown cell a tab"), "{e}");
    }
}
