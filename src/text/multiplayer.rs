//! Board text of three or four players, as `--players 3|4` reads and writes
//! it (described in `othello moves --help`).
//!
//! Cells are kept as a binary code over a few planes (value v = 0 for
//! empty, p + 1 for player p; bit j of v in plane j): two planes for three
//! players, three for four, instead of one per player, so that a huge board
//! costs little more than a two-player one until the mover is known.

use crate::board::Board;
use crate::error::{Error, Result};
use crate::quote::describe_char;
use crate::quote::error_about;
use crate::squareset::{words_per_row, SquareSet};
use crate::text::notation::parse_number;
use crate::text::reader::LineReader;
use std::io::{BufRead, Write};

/// How a board was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KLayout {
    /// Whether cells were separated by single spaces.
    pub spaced: bool,
    /// The empty square's character, `.` or `0`.
    pub empty: u8,
}

impl KLayout {
    /// Digits side by side, `.` for empty (the layout after `start`).
    pub const STANDARD: KLayout = KLayout {
        spaced: false,
        empty: b'.',
    };
}

/// A K-player position read from text.
#[derive(Clone, Debug)]
pub struct KParsed {
    /// The cells' binary code, one set per bit (see the module doc).
    pub code: Vec<SquareSet>,
    /// K.
    pub players: usize,
    /// The player to move, from 0.
    pub to_move: usize,
    /// How the board was written.
    pub layout: KLayout,
    /// The line of the first board row.
    pub first_line: usize,
}

/// Planes of the binary code of the cells of K players.
pub fn code_planes(players: usize) -> usize {
    (usize::BITS - players.leading_zeros()) as usize
}

impl KParsed {
    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.code[0].rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.code[0].cols()
    }

    /// The board, one disc set per player.
    pub fn board(&self) -> Board {
        let (rows, cols) = (self.rows(), self.cols());
        let mut planes: Vec<SquareSet> = (0..self.players)
            .map(|_| SquareSet::new(rows, cols))
            .collect();
        for r in 0..rows {
            for i in 0..words_per_row(cols) {
                for (p, plane) in planes.iter_mut().enumerate() {
                    plane.row_mut(r)[i] = self.matching(r, i, p + 1);
                }
            }
        }
        Board::from_planes(planes).expect("the code gives each square one value")
    }

    /// Word `i` of row `r`: the squares whose code is `v`.
    fn matching(&self, r: usize, i: usize, v: usize) -> u64 {
        let mut m = crate::squareset::row_mask(self.cols(), i);
        for (j, plane) in self.code.iter().enumerate() {
            let w = plane.row(r)[i];
            m &= if v >> j & 1 == 1 { w } else { !w };
        }
        m
    }

    /// The mover's discs and everyone else's, in the memory of the code's
    /// first two planes (the others are dropped): the two planes that the
    /// mover's legal moves need.
    pub fn into_mover_and_others(mut self) -> (SquareSet, SquareSet) {
        let (rows, w) = (self.rows(), words_per_row(self.cols()));
        let v = self.to_move + 1;
        for r in 0..rows {
            for i in 0..w {
                let own = self.matching(r, i, v);
                let occupied = self.code.iter().fold(0, |acc, p| acc | p.row(r)[i]);
                self.code[0].row_mut(r)[i] = own;
                self.code[1].row_mut(r)[i] = occupied & !own;
            }
        }
        self.code.truncate(2);
        let others = self.code.pop().expect("at least two planes");
        let own = self.code.pop().expect("at least two planes");
        (own, others)
    }
}

/// `--validate` ([`crate::text::validate::validate`]) for a position of three or four players: the centre
/// squares of their start (see [`crate::rules::Rules::start_squares`]).
pub fn validate(p: &KParsed) -> Result<()> {
    let board = p.board();
    let (rows, cols) = (board.rows(), board.cols());
    let mut occupied = crate::squareset::SquareSet::new(rows, cols);
    for player in 0..board.players() {
        for sq in board.discs_of(player).iter() {
            occupied.insert(sq);
        }
    }
    let as_two =
        crate::board::Board::from_sets(occupied, crate::squareset::SquareSet::new(rows, cols))
            .expect("two disjoint sets of one shape");
    let rules = crate::rules::Rules {
        directions: crate::rules::Directions::Eight,
        players: p.players,
    };
    let result = match rules.start_squares(rows, cols) {
        None => Err(crate::board::reach::Unreachable::NoStandardStart),
        Some(start) => {
            let mut centre: Vec<crate::square::Square> =
                start.into_iter().map(|(sq, _)| sq).collect();
            centre.sort_by_key(|sq| (sq.row, sq.col));
            crate::board::reach::check_from(&as_two, &centre)
        }
    };
    crate::text::validate::report(&as_two, p.first_line, p.layout.spaced, result)
}

/// Trims trailing spaces.
fn trim_end(line: &[u8]) -> &[u8] {
    let end = line.iter().rposition(|&b| b != b' ').map_or(0, |p| p + 1);
    &line[..end]
}

/// Reads the size line `N` or `R C` (line `no`).
pub fn parse_size(line: &[u8], no: usize, players: usize) -> Result<(usize, usize)> {
    let words: Vec<(usize, &[u8])> = crate::text::words(line).collect();
    let expected = format!(
        "expected the size line `N` or `R C` (required with --players {players}, since rows are digits too)"
    );
    if words.is_empty() || words.len() > 2 {
        let col = words.get(2).map_or(1, |w| w.0);
        return Err(Error::at(no, col, expected));
    }
    let mut dims = Vec::new();
    for &(col, w) in &words {
        match parse_number(w) {
            Some(n) if n >= 1 => dims.push(n),
            _ => {
                return Err(error_about(no, col, w, |q| {
                    format!("{expected}, found {q}")
                }))
            }
        }
    }
    Ok((dims[0], *dims.last().unwrap_or(&dims[0])))
}

/// Reads one K-player position; `Ok(None)` when only blank lines remain.
pub fn read_kposition<R: BufRead>(
    input: &mut LineReader<R>,
    players: usize,
) -> Result<Option<KParsed>> {
    let first = match input.next_nonblank_line()? {
        Some(l) => trim_end(l).to_vec(),
        None => return Ok(None),
    };
    let size_no = input.line_no();
    let (rows, cols) = parse_size(&first, size_no, players)?;
    let nplanes = code_planes(players);
    let mut code: Vec<SquareSet> = (0..nplanes).map(|_| SquareSet::with_cols(cols)).collect();
    let mut decoder = DigitDecoder::new(players);
    // Allocated once the first row has shown the width to be real (a size
    // line alone may name any width).
    let mut words: Vec<Vec<u64>> = Vec::new();
    let mut layout: Option<KLayout> = None;
    for k in 0..rows {
        let (no, line) = match input.next_numbered()? {
            Some((no, l)) if !l.iter().all(|b| b.is_ascii_whitespace()) => (no, trim_end(l)),
            other => {
                let msg = format!("expected {rows} board rows as the size line says, found {k}");
                return Err(match other {
                    Some((no, _)) => Error::at(no, 1, msg),
                    None => input.eof_error(msg),
                });
            }
        };
        let spaced = match layout {
            Some(l) => l.spaced,
            None => cols > 1 && line.len() == 2 * cols - 1,
        };
        let want = if spaced { 2 * cols - 1 } else { cols };
        if line.len() != want {
            let how = if spaced {
                " separated by single spaces"
            } else {
                ""
            };
            let found = if spaced {
                crate::squareset::div_ceil(line.len(), 2)
            } else {
                line.len()
            };
            return Err(Error::at(
                no,
                want.min(line.len()) + 1,
                format!(
                    "expected a row of {}{how} as the size line says, found {found}",
                    crate::error::plural(cols as u64, "cell", "cells")
                ),
            ));
        }
        if words.is_empty() {
            words = vec![vec![0u64; words_per_row(cols)]; nplanes];
        }
        decoder.row(line, no, spaced, &mut words)?;
        for (plane, w) in code.iter_mut().zip(&mut words) {
            plane.push_row(w);
            w.fill(0);
        }
        if layout.is_none() {
            layout = Some(KLayout {
                spaced,
                empty: b'.',
            });
        }
    }
    let first_line = size_no + 1;
    let (no, line) = match input.next_numbered()? {
        Some((no, l)) => (no, crate::text::trim_ascii(l).to_vec()),
        None => {
            return Err(input.eof_error(format!(
                "expected the player to move (1 to {players}) after the board"
            )))
        }
    };
    let to_move = match line[..] {
        [d @ b'1'..=b'9'] if usize::from(d - b'0') <= players => usize::from(d - b'1'),
        _ => {
            return Err(error_about(no, 1, &line, |q| {
                format!("expected the player to move, 1 to {players}, found {q}")
            }))
        }
    };
    let mut layout = layout.unwrap_or(KLayout::STANDARD);
    layout.empty = decoder.empty.unwrap_or(b'.');
    Ok(Some(KParsed {
        code,
        players,
        to_move,
        layout,
        first_line,
    }))
}

/// Cell values by byte: `0xFF` for a byte that is no cell.
struct DigitDecoder {
    players: usize,
    value: [u8; 256],
    /// The empty character this board uses, once seen.
    empty: Option<u8>,
}

impl DigitDecoder {
    fn new(players: usize) -> DigitDecoder {
        let mut value = [0xFF; 256];
        value[b'.' as usize] = 0;
        value[b'0' as usize] = 0;
        for p in 1..=players {
            value[b'0' as usize + p] = p as u8;
        }
        DigitDecoder {
            players,
            value,
            empty: None,
        }
    }

    /// The unspaced row decoded eight cells at a time (SWAR: one `u64` of
    /// eight bytes per step, no table): each byte becomes its value, and
    /// the value's bits are gathered one plane at a time by a multiply.
    /// Returns whether `.` and `0` were seen, and a non-zero byte when
    /// some byte is no cell (the caller then finds it).
    fn row_swar(&self, line: &[u8], words: &mut [Vec<u64>]) -> (bool, bool, u8) {
        const ONES: u64 = 0x0101_0101_0101_0101;
        const HIGH: u64 = 0x8080_8080_8080_8080;
        use crate::text::swar::{load8, zero_bytes};
        // Gathers the low bit of each byte into 8 bits, byte i to bit i.
        let gather = |y: u64| (y & ONES).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        let above = (0x7F - self.players as u64) * ONES;
        let (mut dots, mut zeros, mut bad) = (0u64, 0u64, 0u64);
        for (c, chunk) in line.chunks(64).enumerate() {
            let mut bits = [0u64; 3];
            let mut groups = chunk.chunks_exact(8);
            for (g, group) in (&mut groups).enumerate() {
                // Digits become 0..9 and `.` becomes 0x1E.
                let y = load8(group) ^ (0x30 * ONES);
                zeros |= zero_bytes(y);
                let dot = zero_bytes(y ^ (0x1E * ONES));
                dots |= dot;
                // `.` to 0: clear the bytes flagged by `dot`.
                let y = y & !((dot >> 7).wrapping_mul(0xFF));
                // A byte above K (or with its high bit set) is no cell.
                bad |= (y.wrapping_add(above) | y) & HIGH;
                for (j, plane) in bits.iter_mut().enumerate() {
                    *plane |= gather(y >> j) << (8 * g);
                }
            }
            let base = chunk.len() - groups.remainder().len();
            for (k, &b) in groups.remainder().iter().enumerate() {
                let v = self.value[b as usize];
                bad |= u64::from(v & 0x80);
                for (j, plane) in bits.iter_mut().enumerate() {
                    *plane |= u64::from(v >> j & 1) << (base + k);
                }
                dots |= u64::from(b == b'.');
                zeros |= u64::from(b == b'0');
            }
            for (w, &b) in words.iter_mut().zip(&bits) {
                w[c] = b;
            }
        }
        (dots != 0, zeros != 0, (bad != 0) as u8)
    }

    /// Decodes one row (of the right length) into the code's words.
    fn row(&mut self, line: &[u8], no: usize, spaced: bool, words: &mut [Vec<u64>]) -> Result<()> {
        let step = if spaced { 2 } else { 1 };
        let mut bad = 0u8;
        let (mut dots, mut zeros) = (false, false);
        if !spaced {
            let (d, z, b) = self.row_swar(line, words);
            (dots, zeros, bad) = (d, z, b);
        }
        for (c, chunk) in line.chunks(64 * step).enumerate().filter(|_| spaced) {
            let mut bits = [0u64; 3];
            for (k, &b) in chunk.iter().step_by(step).enumerate() {
                let v = self.value[b as usize];
                bad |= v & 0x80;
                bits[0] |= u64::from(v & 1) << k;
                bits[1] |= u64::from(v >> 1 & 1) << k;
                bits[2] |= u64::from(v >> 2 & 1) << k;
                dots |= b == b'.';
                zeros |= b == b'0';
            }
            for (w, &b) in words.iter_mut().zip(&bits) {
                w[c] = b;
            }
        }
        if spaced {
            if let Some(i) = line.iter().skip(1).step_by(2).position(|&b| b != b' ') {
                let at = 2 * i + 1;
                return Err(Error::at(
                    no,
                    at + 1,
                    format!(
                        "expected a space between cells, found {}",
                        describe_char(line, at)
                    ),
                ));
            }
        }
        if bad != 0 {
            let (at, &b) = line
                .iter()
                .enumerate()
                .step_by(step)
                .find(|&(_, &b)| self.value[b as usize] == 0xFF)
                .expect("a bad byte was seen");
            let k = self.players;
            let why = if b.is_ascii_digit() {
                format!(
                    "player {} does not exist: there are {k} players (--players {k})",
                    b - b'0'
                )
            } else {
                format!("expected a cell `1` to `{k}`, `.` or `0`")
            };
            return Err(error_about(no, at + 1, &[b], |q| {
                format!("found {q}: {why}")
            }));
        }
        for (seen, ch) in [(dots, b'.'), (zeros, b'0')] {
            if !seen {
                continue;
            }
            match self.empty {
                None => self.empty = Some(ch),
                Some(e) if e == ch => {}
                Some(e) => {
                    let at = line.iter().position(|&b| b == ch).unwrap_or(0);
                    return Err(Error::at(
                        no,
                        at + 1,
                        format!(
                            "found `{}` for an empty square where the board uses `{}`: one of the two per board",
                            ch as char, e as char
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Writes the board in `layout`: digits `1` to `K`, the layout's empty
/// character (or the mark, on the marked squares), side by side or spaced.
pub fn write_kboard(
    out: &mut dyn Write,
    board: &Board,
    layout: KLayout,
    marks: Option<(&SquareSet, u8)>,
) -> std::io::Result<()> {
    let cols = board.cols();
    let mut line = Vec::with_capacity(2 * cols + 1);
    for r in 0..board.rows() {
        line.clear();
        for c in 0..cols {
            if layout.spaced && c > 0 {
                line.push(b' ');
            }
            let sq = crate::square::Square::new(r, c);
            line.push(match (board.player_at(sq), marks) {
                (Some(p), _) => b'1' + p as u8,
                (None, Some((set, mark))) if set.contains(sq) => mark,
                (None, _) => layout.empty,
            });
        }
        line.push(b'\n');
        out.write_all(&line)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, players: usize) -> Result<Option<KParsed>> {
        read_kposition(&mut LineReader::new(text.as_bytes()), players)
    }

    #[test]
    fn reads_and_writes_back() {
        for text in ["3 4\n1.2.\n.3..\n....\n2\n", "2\n1 0\n0 3\n3\n"] {
            let p = read(text, 3).unwrap().unwrap();
            let mut out = Vec::new();
            write_kboard(&mut out, &p.board(), p.layout, None).unwrap();
            let body: Vec<&str> = text.lines().skip(1).collect();
            let want = body[..body.len() - 1].join("\n") + "\n";
            assert_eq!(String::from_utf8(out).unwrap(), want);
        }
        let p = read("3 4\n1.2.\n.3..\n....\n2\n", 3).unwrap().unwrap();
        assert_eq!(p.to_move, 1);
        let (own, others) = p.into_mover_and_others();
        assert_eq!(own.len(), 1);
        assert_eq!(others.len(), 2);
    }

    #[test]
    fn errors_are_located() {
        let msg = |text: &str, k: usize| read(text, k).unwrap_err().to_string();
        assert!(msg("2\n14\n..\n1\n", 3).starts_with("line 2, col 2: found `4`"));
        assert!(msg("2\n12\n..\n4\n", 3).starts_with("line 4, col 1:"));
        assert!(msg("3\n...\n\n", 3).contains("expected 3 board rows"));
        assert!(msg("12\n..\n1\n", 3).starts_with("line 2, col 3: expected a row of 12 cells"));
        assert!(msg("2\n1.\n02\n1\n", 3).starts_with("line 3, col 1:"));
        assert!(msg("..\n..\n1\n", 3).starts_with("line 1, col 1: expected the size line"));
    }
}
