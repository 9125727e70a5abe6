//! The position reader: where the size line is, where the board ends,
//! and the player line, told apart by the heuristics that
//! [`read_position`] documents; the rows themselves go to [`RowReader`].

use super::*;

/// Whether byte `b` can be in any line of board text as [`read_position`]
/// and the rule variants read it: a cell of some alphabet, a digit (size
/// lines, costs, more players), a blank, a letter of `black`, `white` or
/// `budget` in either case, or a byte of the byte order mark. A line is
/// wrong from the first other byte on: the bound of
/// [`crate::text::reader::LineLimit`] for readers of board text.
#[cfg(feature = "line-limits")]
pub fn board_text_byte(b: u8) -> bool {
    matches!(
        b,
        b' ' | b'\t' | b'\r' | b'0'..=b'9' | b'.' | b'-' | b'*' | b'+' | 0xEF | 0xBB | 0xBF
    ) || b"blackwhitebudgetxo".contains(&b.to_ascii_lowercase())
}

/// The [`LineLimit`](crate::text::reader::LineLimit) of board text: a line
/// is kept through its first byte that [`board_text_byte`] refuses.
#[cfg(feature = "line-limits")]
pub const BOARD_TEXT: crate::text::reader::LineLimit = crate::text::reader::LineLimit {
    max: usize::MAX,
    byte_ok: board_text_byte,
    squeeze: false,
};

/// Trims trailing spaces (judge files often carry them).
fn trim_end(line: &[u8]) -> &[u8] {
    let end = line.iter().rposition(|&b| b != b' ').map_or(0, |p| p + 1);
    &line[..end]
}

/// A size line's numbers with their 1-based columns, if `line` is one or
/// two decimals; a number too large for a `usize` is `None`.
fn size_numbers(line: &[u8]) -> Option<Vec<(usize, Option<usize>)>> {
    let parts: Vec<(usize, &[u8])> = crate::text::words(line).collect();
    if parts.is_empty()
        || parts.len() > 2
        || !parts.iter().all(|(_, p)| p.iter().all(u8::is_ascii_digit))
    {
        return None;
    }
    Some(
        parts
            .iter()
            .map(|&(col, p)| (col, parse_number(p)))
            .collect(),
    )
}

/// The message for a board that ends without its player line.
const NO_PLAYER: &str = "expected the player to move (B or W) after the board";

/// The message for a board shorter than its size line says.
fn too_few_rows(rows: usize, found: usize) -> String {
    format!(
        "expected {} as the size line says, found {found}",
        plural(rows as u64, "board row", "board rows")
    )
}

/// Reads one position; `Ok(None)` when only blank lines remain.
///
/// A first line of one or two numbers is the size line when it uses a digit
/// other than 0, 1 and 2 (so it cannot be a row of the `120` alphabet), or
/// when its column count matches the next line's cells. Without a size line
/// the board ends at the first line that names a player, so boards one
/// column wide need the size line.
pub fn read_position<R: BufRead>(
    input: &mut LineReader<R>,
    opts: ReadOptions,
) -> Result<Option<Parsed>> {
    let first = match input.next_nonblank_line()? {
        Some(first) => first,
        None => return Ok(None),
    };
    let first = trim_end(first).to_vec();
    let first_no = input.line_no();
    let mut size: Option<(usize, usize)> = None;
    if let [b'-' | b'+', d, ..] = first[..] {
        // A signed size (`-1`): no alphabet holds both a sign and a digit,
        // so this is no row.
        if d.is_ascii_digit() {
            let word = first.split(|&b| b == b' ').next().unwrap_or(&first);
            return Err(error_about(first_no, 1, word, |q| {
                format!("expected a board size, a whole number of at least 1, found {q}")
            }));
        }
    }
    if let Some(nums) = size_numbers(&first) {
        // Digits 0-2 only: the line could also be a board row of the `120`
        // alphabet. It is taken as the size line unless reading it as a row
        // fits the next line (a row as long, or the player line).
        let surely_size = first.iter().any(|b| (b'3'..=b'9').contains(b));
        let (next_cells, next_is_player) = match input.next_line()? {
            Some(l) => {
                let l = trim_end(l);
                let seen = (
                    Some(row_shape(l).0),
                    player_meaning(crate::text::trim_ascii(l)).is_some(),
                );
                input.push_back();
                seen
            }
            None => (None, false),
        };
        let row_fits = next_cells == Some(row_shape(&first).0) || next_is_player;
        let cols_match = next_cells.is_some() && nums.last().and_then(|&(_, n)| n) == next_cells;
        if surely_size || cols_match || !row_fits {
            let mut dims = Vec::new();
            for &(col, n) in &nums {
                dims.push(n.ok_or_else(|| {
                    Error::at(
                        first_no,
                        col,
                        "size too large: expected a number of rows or columns that fits in memory",
                    )
                })?);
            }
            // `N` is N rows of N columns.
            let (r, c) = (dims[0], dims[dims.len() - 1]);
            if r == 0 || c == 0 {
                return Err(Error::at(
                    first_no,
                    1,
                    "a board needs at least one row and one column",
                ));
            }
            size = Some((r, c));
        }
    }
    let mut reader = RowReader::new(opts);
    // What a line that is not the player may be instead, in the message.
    let mut row_or = String::new();
    if size.is_none() {
        reader.row(&first, first_no, None)?;
    }
    let want_rows = size.map(|s| s.0);
    loop {
        if Some(reader.rows()) == want_rows {
            break;
        }
        // Rows after the first, straight from the input's buffer when the
        // line has the first row's length and decodes at once; any other
        // line (the player, a blank, a bad row) takes the path below.
        if let Some(len) = reader.row_len() {
            let no = input.line_no() + 1;
            if let Some(line) = input.peek_line_of_len(len)? {
                if reader.fast_row(line, no)? {
                    input.take_peeked(len)?;
                    continue;
                }
            }
        }
        let (no, line) = match input.next_numbered()? {
            Some((no, line)) => (no, line),
            None => {
                let msg = match want_rows {
                    Some(r) if reader.rows() < r => too_few_rows(r, reader.rows()),
                    _ => NO_PLAYER.into(),
                };
                return Err(input.eof_error(msg));
            }
        };
        let line = trim_end(line);
        if let (None, Some(_)) = (want_rows, player_meaning(line)) {
            input.push_back();
            break;
        }
        if want_rows.is_none() && reader.rows() > 0 {
            // Without a size line, a blank line ends the board as it ends a
            // case; the player may follow after more blank lines.
            if line.iter().all(|b| b.is_ascii_whitespace()) {
                break;
            }
            // A line of the wrong length that cannot be a row at all is
            // more likely a mistyped player than a ragged row.
            // The player line's check below reports it, as a row or the
            // player (no player line names no player).
            if row_shape(line).0 != reader.cols() && !reader.all_cells(line) {
                row_or = format!(
                    "a board row of {} or ",
                    plural(reader.cols() as u64, "cell", "cells")
                );
                input.push_back();
                break;
            }
        }
        if let (Some(r), Some(_)) = (want_rows, player_meaning(line)) {
            if reader.rows() > 0 && row_shape(line).0 != reader.cols() {
                return Err(Error::at(no, 1, too_few_rows(r, reader.rows())));
            }
        }
        reader.row(line, no, size.map(|s| s.1))?;
    }
    let first_line = if size.is_some() {
        first_no + 1
    } else {
        first_no
    };
    let player = loop {
        match input.next_line()? {
            None => return Err(input.eof_error(NO_PLAYER)),
            Some(l) if l.iter().all(|b| b.is_ascii_whitespace()) => continue,
            Some(l) => break trim_end(l).to_vec(),
        }
    };
    let no = input.line_no();
    let (to_move, pmask) = match player_meaning(&player) {
        Some((to_move, pmask)) => (to_move, pmask),
        None => {
            let hint = if size.is_some() && row_shape(&player).0 == reader.cols() {
                format!(
                    "; the size line says {}",
                    plural(reader.rows() as u64, "row", "rows")
                )
            } else {
                String::new()
            };
            let msg = |q: &str| {
                format!(
                    "expected {row_or}the player to move (B, W, black or white), found {q}{hint}"
                )
            };
            #[cfg(feature = "line-limits")]
            return Err(input.error_on_line(0, &player, msg));
            // (Bundles read every line whole.)
            #[cfg(not(feature = "line-limits"))]
            return Err(error_about(no, 1, &player, msg));
        }
    };
    if reader.possible & pmask == 0 {
        return Err(Error::at(
            no,
            1,
            format!(
                "the player `{}` is not of the board's alphabet ({}); write B or W",
                String::from_utf8_lossy(&player),
                mask_names(reader.possible)
            ),
        ));
    }
    Ok(Some(reader.finish(to_move, pmask, first_line)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::Square;

    fn read(text: &str) -> Result<Option<Parsed>> {
        read_position(
            &mut LineReader::new(text.as_bytes()),
            ReadOptions::default(),
        )
    }

    fn err(text: &str) -> String {
        read(text).unwrap_err().to_string()
    }

    #[test]
    fn reads_every_alphabet_alike() {
        for text in [
            "3\n.BW\nW.B\n...\nB\n",
            "XO.\nO.X\n...\nX\n",
            "1 2 0\n2 0 1\n0 0 0\n1\n",
        ] {
            let p = read(text).unwrap().unwrap();
            let b = &p.board;
            assert_eq!(
                (b.rows(), b.cols(), p.to_move),
                (3, 3, Color::Black),
                "{text}"
            );
            assert_eq!(b.get(Square::new(1, 0)), Some(Color::White));
        }
    }

    #[test]
    fn size_lines_and_ambiguity() {
        // "12" is a row of the 120 alphabet here: the next line has 2 cells.
        let p = read("12\n00\nB\n").unwrap().unwrap();
        assert_eq!(p.board.rows(), 2);
        assert_eq!(p.layout.alphabet.name, "120");
        for (text, want) in [
            ("2 3\n..\n..\nB\n", "expected 3 cells"),
            ("B.\nX.\nB\n", "different alphabets"),
            ("3\n...\n...\nB\n", "expected 3 board rows"),
            ("...\n..\nB\n", "ragged"),
            ("...\n...\n", "expected the player"),
            ("..Q\nB\n", "unknown cell `Q`"),
            ("B.\nX\n", "not of the board's alphabet"),
        ] {
            let e = err(text);
            assert!(e.contains(want), "{text:?}: {e}");
        }
        assert!(read("\n\n").unwrap().is_none());
    }

    #[test]
    fn player_lines_without_a_size_line() {
        // Lower-case `b`, and a blank line between the board and the player.
        for text in [
            "....\n.WB.\n.BW.\n....\nb\n",
            "....\n.WB.\n.BW.\n....\n\n \nB\n",
        ] {
            let p = read(text).unwrap().unwrap();
            assert_eq!((p.board.rows(), p.to_move), (4, Color::Black), "{text}");
        }
        let p = read("2\n..\n..\nw\n").unwrap().unwrap();
        assert_eq!(p.to_move, Color::White);
        // A line that cannot be a row is reported as a missing player.
        let e = err("....\n.WB.\n.BW.\n....\nQ\n");
        assert!(e.starts_with("line 5, col 1: expected a board row of 4 cells or the player"));
        assert!(e.ends_with("found `Q`"), "{e}");
        assert!(err("....\n...\nB\n").contains("ragged"));
        assert!(err("....\nBlack: it is my move now, ok?\n")
            .ends_with("found `Black: it is my move now, ok?`"));
    }

    #[test]
    fn rows_read_in_place_are_checked_like_the_others() {
        // Right length, wrong separators: not a spaced row.
        assert!(err("2\n. B\nB.W\nB\n").contains("another layout"));
        // A line end inside the peeked length: two short rows, not one.
        assert!(err("...\n.\n.\nB\n").contains("ragged"));
        assert!(err("3\n...\n.\n.\nB\n").contains("line 3, col 2"));
        // CRLF rows, a row of another alphabet, a pushed-back player line.
        let p = read("B.\r\n.W\r\nXO\r\nB\r\n");
        assert!(p.unwrap_err().to_string().contains("different alphabets"));
        let p = read("2 3\r\nB.W\r\nW.B\r\nW\r\n").unwrap().unwrap();
        assert_eq!((p.board.rows(), p.to_move), (2, Color::White));
    }
}
