//! Board text: the position format shared by `moves`, `play`, `perft` and
//! `solve`, read row by row into packed bits and written back.
//!
//! ```text
//! 8            optional size line: N, or R C
//! ........     R rows of C cells, side by side or separated by one space
//! ...WB...
//! B            the side to move: B, W, black, white, or the alphabet's symbol
//! ```
//!
//! Every cell character means the same thing in every alphabet that has it
//! (`.` is always empty, `O` always white, `0` always empty...), so an input
//! that fits several alphabets has one meaning; the first fitting alphabet
//! in [`ALPHABETS`] order is used only to write boards back.

use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::squareset::{words_per_row, SquareSet};
use crate::text::notation::parse_number;
use crate::text::packed::{self, BoardStyle, CellChars, Seen};
use crate::text::quote::error_about;
use crate::text::reader::{describe_byte, LineReader};
use std::io::{BufRead, Write};

/// A set of three cell characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alphabet {
    /// The name used by `--alphabet`, e.g. `BW.`.
    pub name: &'static str,
    /// Black's character.
    pub black: u8,
    /// White's character.
    pub white: u8,
    /// The empty square's character.
    pub empty: u8,
}

/// The alphabets recognised, in order of preference.
pub const ALPHABETS: [Alphabet; 6] = [
    Alphabet {
        name: "BW.",
        black: b'B',
        white: b'W',
        empty: b'.',
    },
    Alphabet {
        name: "BW-",
        black: b'B',
        white: b'W',
        empty: b'-',
    },
    Alphabet {
        name: "XO.",
        black: b'X',
        white: b'O',
        empty: b'.',
    },
    Alphabet {
        name: "xo.",
        black: b'x',
        white: b'o',
        empty: b'.',
    },
    Alphabet {
        name: "*+.",
        black: b'*',
        white: b'+',
        empty: b'.',
    },
    Alphabet {
        name: "120",
        black: b'1',
        white: b'2',
        empty: b'0',
    },
];

impl Alphabet {
    /// The three characters, for the packed row decoder and writers.
    pub fn cells(&self) -> CellChars {
        CellChars {
            black: self.black,
            white: self.white,
            empty: self.empty,
        }
    }
}

/// The standard alphabet, `B W .`.
pub const STANDARD: &Alphabet = &ALPHABETS[0];
/// `B W -`: UVa 220 and CodinGame.
pub const DASHED: &Alphabet = &ALPHABETS[1];
/// `* + .`: Nowcoder.
pub const STARS: &Alphabet = &ALPHABETS[4];

/// The alphabet named `name` (as `--alphabet` takes it).
pub fn alphabet_named(name: &str) -> Option<&'static Alphabet> {
    ALPHABETS.iter().find(|a| a.name == name)
}

/// The alphabet an `--alphabet NAME` option names (`None` without the
/// option); an unknown name is a usage error listing the known ones.
pub fn alphabet_option(name: Option<&str>) -> Result<Option<&'static Alphabet>> {
    name.map(|name| {
        alphabet_named(name).ok_or_else(|| {
            Error::usage(format!(
                "unknown --alphabet `{name}`: expected one of {}",
                alphabet_names()
            ))
        })
    })
    .transpose()
}

/// The names of all alphabets, for help and error texts.
pub fn alphabet_names() -> String {
    ALPHABETS
        .iter()
        .map(|a| a.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A bit set over [`ALPHABETS`].
type AlphaMask = u8;
const ALL_ALPHABETS: AlphaMask = (1 << ALPHABETS.len()) - 1;

/// Which alphabets contain character `b`, and what it means there.
fn cell_meaning(b: u8) -> Option<(Option<Color>, AlphaMask)> {
    let mut mask = 0;
    let mut meaning = None;
    for (i, a) in ALPHABETS.iter().enumerate() {
        let m = match b {
            _ if b == a.black => Some(Color::Black),
            _ if b == a.white => Some(Color::White),
            _ if b == a.empty => None,
            _ => continue,
        };
        mask |= 1 << i;
        meaning = Some(m);
    }
    meaning.map(|m| (m, mask))
}

/// How a board was written: its alphabet and whether cells were spaced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The alphabet the cells used.
    pub alphabet: &'static Alphabet,
    /// Whether cells were separated by single spaces.
    pub spaced: bool,
}

impl Layout {
    /// `B W .`, side by side.
    pub const STANDARD: Layout = Layout {
        alphabet: STANDARD,
        spaced: false,
    };
}

/// A board read from text, with the side to move and how it was written.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The position's discs.
    pub board: Board,
    /// The side to move.
    pub to_move: Color,
    /// How the board was written (for writing it back the same way).
    pub layout: Layout,
    /// The line of the first board row (for messages about the board).
    pub first_line: usize,
}

/// Options for reading positions.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReadOptions {
    /// Only this alphabet is accepted, when set.
    pub alphabet: Option<&'static Alphabet>,
}

/// Decode table: per byte, its meaning (0 empty, 1 black, 2 white, 3 not a
/// cell) and the alphabets it belongs to.
struct Decoder {
    code: [u8; 256],
    mask: [AlphaMask; 256],
}

impl Decoder {
    fn new(allowed: AlphaMask) -> Decoder {
        let mut d = Decoder {
            code: [3; 256],
            mask: [0; 256],
        };
        // Only the alphabets' own characters: a decoder is made per board,
        // and small boards come by the hundred thousand. No character means
        // two things in two alphabets (a test checks it), so the codes agree.
        for (i, a) in ALPHABETS.iter().enumerate() {
            if allowed & (1 << i) == 0 {
                continue;
            }
            for (b, code) in [(a.empty, 0), (a.black, 1), (a.white, 2)] {
                d.code[b as usize] = code;
                d.mask[b as usize] |= 1 << i;
            }
        }
        d
    }
}

fn mask_names(mask: AlphaMask) -> String {
    let names: Vec<_> = (0..ALPHABETS.len())
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| ALPHABETS[i].name)
        .collect();
    names.join(" or ")
}

/// A player line's meaning: the colour and the alphabets it fits.
fn player_meaning(text: &[u8]) -> Option<(Color, AlphaMask)> {
    if text.eq_ignore_ascii_case(b"black") {
        return Some((Color::Black, ALL_ALPHABETS));
    }
    if text.eq_ignore_ascii_case(b"white") {
        return Some((Color::White, ALL_ALPHABETS));
    }
    match text {
        // `b` and `w` are cells of no alphabet: any case is unambiguous.
        b"B" | b"b" => Some((Color::Black, ALL_ALPHABETS)),
        b"W" | b"w" => Some((Color::White, ALL_ALPHABETS)),
        [b] => match cell_meaning(*b)? {
            (Some(c), mask) => Some((c, mask)),
            (None, _) => None,
        },
        _ => None,
    }
}

/// Trims trailing spaces (judge files often carry them).
fn trim_end(line: &[u8]) -> &[u8] {
    let end = line.iter().rposition(|&b| b != b' ').map_or(0, |p| p + 1);
    &line[..end]
}

/// The number of cells in a row line and whether they are spaced.
fn row_shape(line: &[u8]) -> (usize, bool) {
    let spaced = line.len() >= 3 && line.len() % 2 == 1 && line[1] == b' ' && alternates(line);
    if spaced {
        (crate::squareset::div_ceil(line.len(), 2), true)
    } else {
        (line.len(), false)
    }
}

/// Whether every odd byte of `line` is a space and no even byte is: eight
/// bytes per step (a space byte XOR 0x20 is zero; see [`packed`]).
fn alternates(line: &[u8]) -> bool {
    const SPACES: u64 = 0x2020_2020_2020_2020;
    const ODD_ZERO: u64 = 0x8000_8000_8000_8000;
    let zero_bytes = |y: u64| {
        let l7 = 0x7F7F_7F7F_7F7F_7F7F;
        !((y & l7).wrapping_add(l7) | y) & 0x8080_8080_8080_8080
    };
    let mut words = line.chunks_exact(8);
    let mut good = true;
    for c in &mut words {
        let mut b = [0u8; 8];
        b.copy_from_slice(c);
        good &= zero_bytes(u64::from_le_bytes(b) ^ SPACES) == ODD_ZERO;
    }
    let base = line.len() - words.remainder().len();
    good && words
        .remainder()
        .iter()
        .enumerate()
        .all(|(i, &b)| (b == b' ') == ((base + i) % 2 == 1))
}

/// A size line's numbers with their 1-based columns, if `line` is one or
/// two decimals; a number too large for a `usize` is `None`.
fn size_numbers(line: &[u8]) -> Option<Vec<(usize, Option<usize>)>> {
    let parts: Vec<(usize, &[u8])> = crate::text::reader::words(line).collect();
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
    let allowed = opts.alphabet.map_or(ALL_ALPHABETS, |a| {
        1 << ALPHABETS.iter().position(|x| x == a).unwrap_or(0)
    });
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
            let mut dims = [0usize; 2];
            for (k, &(col, n)) in nums.iter().enumerate() {
                let n = match n {
                    Some(n) => n,
                    None => return Err(Error::at(
                        first_no,
                        col,
                        "size too large: expected a number of rows or columns that fits in memory",
                    )),
                };
                dims[k] = n;
            }
            let (r, c) = if nums.len() == 1 {
                (dims[0], dims[0])
            } else {
                (dims[0], dims[1])
            };
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
    let mut reader = RowReader::new(Decoder::new(allowed), allowed);
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
                    Some(r) if reader.rows() < r => format!(
                        "expected {} board rows as the size line says, found {}",
                        r,
                        reader.rows()
                    ),
                    _ => "expected the player to move (B or W) after the board".into(),
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
            if row_shape(line).0 != reader.cols() && !reader.all_cells(line) {
                let cols = reader.cols();
                return Err(error_about(no, 1, line, |q| {
                    format!("expected a board row of {cols} cells or the player to move (B, W, black or white), found {q}")
                }));
            }
        }
        if let (Some(r), Some(_)) = (want_rows, player_meaning(line)) {
            if reader.rows() > 0 && row_shape(line).0 != reader.cols() {
                return Err(Error::at(
                    no,
                    1,
                    format!(
                        "expected {} board rows as the size line says, found {}",
                        r,
                        reader.rows()
                    ),
                ));
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
            None => {
                return Err(input.eof_error("expected the player to move (B or W) after the board"))
            }
            Some(l) if l.iter().all(|b| b.is_ascii_whitespace()) => continue,
            Some(l) => break trim_end(l).to_vec(),
        }
    };
    let no = input.line_no();
    let (to_move, pmask) = match player_meaning(&player) {
        Some((to_move, pmask)) => (to_move, pmask),
        None => {
            let hint = if size.is_some() && row_shape(&player).0 == reader.cols() {
                format!("; the size line says {} rows", reader.rows())
            } else {
                String::new()
            };
            return Err(error_about(no, 1, &player, |q| {
                format!("expected the player to move (B, W, black or white), found {q}{hint}")
            }));
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
    let fits = reader.possible & pmask;
    let alphabet = &ALPHABETS[fits.trailing_zeros() as usize];
    let spaced = reader.spaced;
    let board = reader.finish();
    Ok(Some(Parsed {
        board,
        to_move,
        layout: Layout { alphabet, spaced },
        first_line,
    }))
}

/// Builds a packed board from row lines, checking shape and alphabet.
struct RowReader {
    decoder: Decoder,
    possible: AlphaMask,
    /// Where each alphabet was last ruled in: the first cell seen per mask.
    first_seen: Vec<(u8, usize, usize)>,
    cols: usize,
    spaced: bool,
    black: SquareSet,
    white: SquareSet,
    bw: Vec<u64>,
    ww: Vec<u64>,
}

impl RowReader {
    fn new(decoder: Decoder, allowed: AlphaMask) -> RowReader {
        RowReader {
            decoder,
            possible: allowed,
            first_seen: Vec::new(),
            cols: 0,
            spaced: false,
            black: SquareSet::with_cols(0),
            white: SquareSet::with_cols(0),
            bw: Vec::new(),
            ww: Vec::new(),
        }
    }

    fn rows(&self) -> usize {
        self.black.rows()
    }

    /// Whether every byte of `line` is a space or a cell of an alphabet
    /// still allowed.
    fn all_cells(&self, line: &[u8]) -> bool {
        line.iter()
            .all(|&b| b == b' ' || self.decoder.code[b as usize] != 3)
    }

    fn cols(&self) -> usize {
        self.cols
    }

    fn row(&mut self, line: &[u8], no: usize, want_cols: Option<usize>) -> Result<()> {
        let (cells, spaced) = row_shape(line);
        if self.rows() == 0 {
            if let Some(c) = want_cols {
                if cells != c {
                    return Err(Error::at(
                        no,
                        line.len()
                            .min(if spaced { c.saturating_mul(2) - 1 } else { c })
                            + 1,
                        format!("expected {c} cells as the size line says, found {cells}"),
                    ));
                }
            }
            if cells == 0 {
                return Err(Error::at(
                    no,
                    1,
                    "expected a board row, found an empty line",
                ));
            }
            self.cols = cells;
            self.spaced = spaced;
            self.black = SquareSet::with_cols(cells);
            self.white = SquareSet::with_cols(cells);
            self.bw = vec![0; words_per_row(cells)];
            self.ww = vec![0; words_per_row(cells)];
        } else if spaced != self.spaced {
            let how = if self.spaced {
                "separated by spaces"
            } else {
                "side by side"
            };
            return Err(Error::at(
                no,
                1,
                format!(
                    "expected {} cells {how} like the first row, found another layout",
                    self.cols
                ),
            ));
        } else if cells != self.cols {
            let step = if self.spaced { 2 } else { 1 };
            let col = if cells < self.cols {
                line.len() + 1
            } else {
                self.cols * step + 1
            };
            return Err(Error::at(
                no,
                col,
                format!(
                    "expected {} cells like the first row, found {cells} (ragged row)",
                    self.cols
                ),
            ));
        }
        self.decode(line, no)
    }

    /// The byte length of every row after the first, when such a row can
    /// never be mistaken for a player line (two or more cells).
    fn row_len(&self) -> Option<usize> {
        match (self.rows(), self.cols, self.spaced) {
            (0, _, _) | (_, 0 | 1, _) => None,
            (_, c, true) => Some(2 * c - 1),
            (_, c, false) => Some(c),
        }
    }

    fn decode(&mut self, line: &[u8], no: usize) -> Result<()> {
        if self.fast_row(line, no)? {
            return Ok(());
        }
        self.decode_cells(line, no)
    }

    /// Decodes and appends a row of the right length whose cells all belong
    /// to the first alphabet still possible, 8 bytes per step; `false`
    /// (nothing appended) for any other line, which the cell-by-cell path
    /// then reads or blames.
    fn fast_row(&mut self, line: &[u8], no: usize) -> Result<bool> {
        let a = match ALPHABETS.get(self.possible.trailing_zeros() as usize) {
            Some(a) => a,
            None => return Ok(false),
        };
        // The decoder skips the separators; a peeked line is unchecked.
        if self.spaced && !alternates(line) {
            return Ok(false);
        }
        let fast = packed::decode_row(
            line,
            self.cols,
            self.spaced,
            a.cells(),
            &mut self.bw,
            &mut self.ww,
        );
        if let Some(seen) = fast {
            let seen = self.seen_mask(a, seen);
            if seen & self.possible != self.possible {
                self.narrow(line, no, if self.spaced { 2 } else { 1 })?;
            }
            self.black.push_row(&self.bw);
            self.white.push_row(&self.ww);
            return Ok(true);
        }
        Ok(false)
    }

    /// The alphabets that every character of a row decoded in alphabet `a`
    /// belongs to, from which of `a`'s characters it used.
    fn seen_mask(&self, a: &Alphabet, seen: Seen) -> AlphaMask {
        let mut m = ALL_ALPHABETS;
        for (used, ch) in [
            (seen.black, a.black),
            (seen.white, a.white),
            (seen.empty, a.empty),
        ] {
            if used {
                m &= self.decoder.mask[ch as usize];
            }
        }
        m
    }

    fn decode_cells(&mut self, line: &[u8], no: usize) -> Result<()> {
        let step = if self.spaced { 2 } else { 1 };
        self.bw.fill(0);
        self.ww.fill(0);
        let mut seen: AlphaMask = ALL_ALPHABETS;
        let mut bad = None;
        for c in 0..self.cols {
            let b = line[c * step];
            let code = self.decoder.code[b as usize];
            if code == 3 {
                bad = Some(c);
                break;
            }
            seen &= self.decoder.mask[b as usize];
            let bit = 1u64 << (c % 64);
            match code {
                1 => self.bw[c / 64] |= bit,
                2 => self.ww[c / 64] |= bit,
                _ => {}
            }
        }
        if let Some(c) = bad {
            let b = line[c * step];
            let expected = match self.possible.count_ones() {
                1 => {
                    let a = &ALPHABETS[self.possible.trailing_zeros() as usize];
                    format!(
                        "`{}`, `{}` or `{}` (alphabet {})",
                        a.black as char, a.white as char, a.empty as char, a.name
                    )
                }
                _ => "a cell of one of the alphabets B W . - X O x o * + 1 2 0".into(),
            };
            return Err(Error::at(
                no,
                c * step + 1,
                format!("unknown cell {}: expected {expected}", describe_byte(b)),
            ));
        }
        if seen & self.possible != self.possible {
            self.narrow(line, no, step)?;
        }
        self.black.push_row(&self.bw);
        self.white.push_row(&self.ww);
        Ok(())
    }

    /// Narrows the possible alphabets cell by cell, to name the first cell
    /// that no alphabet shares with the cells before it.
    fn narrow(&mut self, line: &[u8], no: usize, step: usize) -> Result<()> {
        for c in 0..self.cols {
            let b = line[c * step];
            let m = self.decoder.mask[b as usize];
            if self.possible & m == 0 {
                let earlier = self
                    .first_seen
                    .iter()
                    .find(|&&(e, _, _)| self.decoder.mask[e as usize] & m == 0)
                    .map(|&(e, l, col)| format!(" and `{}` (line {l}, col {col})", e as char))
                    .unwrap_or_default();
                return Err(Error::at(
                    no,
                    c * step + 1,
                    format!(
                        "`{}`{earlier} come from different alphabets ({} vs {}); choose one with --alphabet",
                        b as char,
                        mask_names(m),
                        mask_names(self.possible)
                    ),
                ));
            }
            if self.possible & m != self.possible {
                self.first_seen.push((b, no, c * step + 1));
            }
            self.possible &= m;
        }
        Ok(())
    }

    fn finish(self) -> Board {
        // Each cell decoded to one colour or none, so the sets are disjoint.
        Board::from_disjoint_sets(self.black, self.white).expect("rows are non-empty")
    }
}

/// Writes `board` row by row in `layout`, with the empty squares of
/// `marks` (if any) shown as the given mark character. Streams 8 cells per
/// step in chunks (see [`packed::write_board_rows`]); memory O(C).
pub fn write_board(
    out: &mut dyn Write,
    board: &Board,
    layout: Layout,
    marks: Option<(&SquareSet, u8)>,
) -> std::io::Result<()> {
    let a = layout.alphabet;
    let style = BoardStyle {
        chars: a.cells(),
        spaced: layout.spaced,
        mark: marks.map_or(a.empty, |m| m.1),
    };
    let (black, white) = (board.discs(Color::Black), board.discs(Color::White));
    packed::write_board_rows(out, black, white, marks.map(|m| m.0), style)
}

/// The player line for `color` in `layout`'s alphabet.
pub fn player_symbol(color: Color, layout: Layout) -> u8 {
    match color {
        Color::Black => layout.alphabet.black,
        Color::White => layout.alphabet.white,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_character_means_two_things() {
        for a in ALPHABETS {
            for b in ALPHABETS {
                for (x, mx) in [(a.empty, 0), (a.black, 1), (a.white, 2)] {
                    for (y, my) in [(b.empty, 0), (b.black, 1), (b.white, 2)] {
                        assert!(
                            x != y || mx == my,
                            "`{}` in {} and {}",
                            x as char,
                            a.name,
                            b.name
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn decoder_agrees_with_cell_meaning() {
        for allowed in 0..=ALL_ALPHABETS {
            let d = Decoder::new(allowed);
            for b in 0..=255u8 {
                let want = cell_meaning(b).filter(|&(_, m)| m & allowed != 0);
                match want {
                    None => assert_eq!((d.code[b as usize], d.mask[b as usize]), (3, 0)),
                    Some((meaning, m)) => {
                        let code = match meaning {
                            None => 0,
                            Some(Color::Black) => 1,
                            Some(Color::White) => 2,
                        };
                        assert_eq!(
                            (d.code[b as usize], d.mask[b as usize]),
                            (code, m & allowed)
                        );
                    }
                }
            }
        }
    }
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
        assert!(err("2 3\n..\n..\nB\n").contains("expected 3 cells"));
        assert!(err("B.\nX.\nB\n").contains("different alphabets"));
        assert!(err("3\n...\n...\nB\n").contains("expected 3 board rows"));
        assert!(err("...\n..\nB\n").contains("ragged"));
        assert!(err("...\n...\n").contains("expected the player"));
        assert!(err("..Q\nB\n").contains("unknown cell `Q`"));
        assert!(err("B.\nX\n").contains("not of the board's alphabet"));
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
