//! Board rows into packed bits: a row line's shape (side by side or
//! spaced), the fast path that decodes a whole row in the first alphabet
//! still possible ([`crate::text::packed::decode_row`]), and the cell by
//! cell path that narrows the alphabets or names the bad cell.

use super::*;
use crate::quote::bad_byte;

/// The number of cells in a row line and whether they are spaced.
pub fn row_shape(line: &[u8]) -> (usize, bool) {
    let spaced = line.len() >= 3 && line.len() % 2 == 1 && line[1] == b' ' && alternates(line);
    if spaced {
        (crate::squareset::div_ceil(line.len(), 2), true)
    } else {
        (line.len(), false)
    }
}

/// Whether every odd byte of `line` is a space and no even byte is: eight
/// bytes per step (a space byte XOR 0x20 is zero).
fn alternates(line: &[u8]) -> bool {
    const SPACES: u64 = 0x2020_2020_2020_2020;
    const ODD_ZERO: u64 = 0x8000_8000_8000_8000;
    let mut words = line.chunks_exact(8);
    let mut good = true;
    for c in &mut words {
        good &= zero_bytes(load8(c) ^ SPACES) == ODD_ZERO;
    }
    let base = line.len() - words.remainder().len();
    good && words
        .remainder()
        .iter()
        .enumerate()
        .all(|(i, &b)| (b == b' ') == ((base + i) % 2 == 1))
}

/// Builds a packed board from row lines, checking shape and alphabet.
pub struct RowReader {
    decoder: Decoder,
    pub possible: AlphaMask,
    /// Where each alphabet was last ruled in: the first cell seen per mask.
    first_seen: Vec<(u8, usize, usize)>,
    cols: usize,
    pub spaced: bool,
    black: SquareSet,
    white: SquareSet,
    bw: Vec<u64>,
    ww: Vec<u64>,
    /// Whether the caller takes the board transposed ([`Columns`]).
    #[cfg(feature = "thin-boards")]
    pub transpose: bool,
    /// The rows read so far kept column by column, once the board has
    /// shown itself tall and narrow (not in bundles: the judges' boards
    /// are small, and the bundles' source counts).
    #[cfg(feature = "thin-boards")]
    columns: Option<Columns>,
}

/// The widest board kept column by column ([`Columns`]): a row of it
/// would fill at most a quarter of its word.
#[cfg(feature = "thin-boards")]
const NARROW_COLS: usize = 16;

/// From this many rows on a narrow board is kept column by column (small
/// boards never are).
#[cfg(feature = "thin-boards")]
const TALL_ROWS: usize = 1 << 12;

/// A tall narrow board's rows, kept column by column: per column its
/// black and its white discs, top to bottom, 64 rows to a word. A board
/// of R rows of C <= [`NARROW_COLS`] cells, one word per row as
/// [`SquareSet`] rows, would take 64 / C times its squares' worth of bits;
/// transposed, C rows of R / 64 words take about two bits a square, the
/// memory of a square board of as many squares.
#[cfg(feature = "thin-boards")]
struct Columns {
    black: Vec<Vec<u64>>,
    white: Vec<Vec<u64>>,
    rows: usize,
}

#[cfg(feature = "thin-boards")]
impl Columns {
    /// The rows of `black` and `white` (one word a row), column by column.
    fn of(black: &SquareSet, white: &SquareSet) -> Columns {
        let cols = black.cols();
        let mut c = Columns {
            black: vec![Vec::new(); cols],
            white: vec![Vec::new(); cols],
            rows: 0,
        };
        for r in 0..black.rows() {
            c.push(black.row(r)[0], white.row(r)[0]);
        }
        c
    }

    /// Appends a row: its black and white bits (column j is bit j).
    fn push(&mut self, black: u64, white: u64) {
        let (word, bit) = (self.rows / 64, self.rows % 64);
        for (planes, mut bits) in [(&mut self.black, black), (&mut self.white, white)] {
            if bit == 0 {
                planes.iter_mut().for_each(|p| p.push(0));
            }
            while bits != 0 {
                planes[bits.trailing_zeros() as usize][word] |= 1 << bit;
                bits &= bits - 1;
            }
        }
        self.rows += 1;
    }

    /// The two sets of the transposed board: `cols` rows of `rows` squares.
    fn into_sets(self) -> (SquareSet, SquareSet) {
        // Allocated at its size, each column freed once copied.
        let set = |planes: Vec<Vec<u64>>, rows: usize| {
            let mut s = SquareSet::new(planes.len(), rows);
            for (c, p) in planes.into_iter().enumerate() {
                s.row_mut(c).copy_from_slice(&p);
            }
            s
        };
        (set(self.black, self.rows), set(self.white, self.rows))
    }
}

impl RowReader {
    /// A reader for boards as `opts` allow.
    pub fn new(opts: ReadOptions) -> RowReader {
        let allowed = opts.alphabet.map_or(ALL_ALPHABETS, |a| {
            1 << ALPHABETS.iter().position(|x| x == a).unwrap_or(0)
        });
        RowReader {
            decoder: Decoder::new(allowed),
            possible: allowed,
            first_seen: Vec::new(),
            cols: 0,
            spaced: false,
            black: SquareSet::with_cols(0),
            white: SquareSet::with_cols(0),
            bw: Vec::new(),
            ww: Vec::new(),
            #[cfg(feature = "thin-boards")]
            transpose: opts.transpose,
            #[cfg(feature = "thin-boards")]
            columns: None,
        }
    }

    pub fn rows(&self) -> usize {
        #[cfg(feature = "thin-boards")]
        if let Some(c) = &self.columns {
            return c.rows;
        }
        self.black.rows()
    }

    /// Whether every byte of `line` is a space or a cell of an alphabet
    /// still allowed.
    pub fn all_cells(&self, line: &[u8]) -> bool {
        line.iter()
            .all(|&b| b == b' ' || self.decoder.code[b as usize] != 3)
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn row(&mut self, line: &[u8], no: usize, want_cols: Option<usize>) -> Result<()> {
        let (cells, spaced) = row_shape(line);
        if self.rows() == 0 {
            if let Some(c) = want_cols {
                if cells != c {
                    // The row may owe its length to a character a reader
                    // does not see (a no-break space after the cells).
                    if let Some((at, name)) = bad_byte(line) {
                        return Err(self.unknown_cell(no, at, name));
                    }
                    return Err(Error::at(
                        no,
                        line.len()
                            .min(if spaced { c.saturating_mul(2) - 1 } else { c })
                            + 1,
                        format!(
                            "expected {} as the size line says, found {cells}",
                            plural(c as u64, "cell", "cells")
                        ),
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
                    "expected {} {how} like the first row, found another layout",
                    plural(self.cols as u64, "cell", "cells")
                ),
            ));
        } else if cells != self.cols {
            if let Some((at, name)) = bad_byte(line) {
                return Err(self.unknown_cell(no, at, name));
            }
            let col = if cells < self.cols {
                line.len() + 1
            } else {
                self.cols * self.step() + 1
            };
            return Err(Error::at(
                no,
                col,
                format!(
                    "expected {} like the first row, found {cells} (ragged row)",
                    plural(self.cols as u64, "cell", "cells")
                ),
            ));
        }
        if !self.fast_row(line, no)? {
            self.decode_cells(line, no)?;
        }
        Ok(())
    }

    /// The byte length of every row after the first, when such a row can
    /// never be mistaken for a player line (two or more cells).
    pub fn row_len(&self) -> Option<usize> {
        match (self.rows(), self.cols, self.spaced) {
            (0, _, _) | (_, 0 | 1, _) => None,
            (_, c, true) => Some(2 * c - 1),
            (_, c, false) => Some(c),
        }
    }

    /// Decodes and appends a row of the right length whose cells all belong
    /// to the first alphabet still possible, 8 bytes per step; `false`
    /// (nothing appended) for any other line, which the cell-by-cell path
    /// then reads or blames.
    pub fn fast_row(&mut self, line: &[u8], no: usize) -> Result<bool> {
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
        match fast {
            Some(seen) => self.push(line, no, self.seen_mask(a, seen)).map(|()| true),
            None => Ok(false),
        }
    }

    /// Appends the decoded row (`bw`, `ww`) of `line`, whose characters
    /// all belong to the alphabets of `seen`, after narrowing the possible
    /// alphabets to them.
    fn push(&mut self, line: &[u8], no: usize, seen: AlphaMask) -> Result<()> {
        if seen & self.possible != self.possible {
            self.narrow(line, no)?;
        }
        #[cfg(feature = "thin-boards")]
        if let Some(c) = &mut self.columns {
            c.push(self.bw[0], self.ww[0]);
            return Ok(());
        }
        self.black.push_row(&self.bw);
        self.white.push_row(&self.ww);
        #[cfg(feature = "thin-boards")]
        if self.transpose && self.cols <= NARROW_COLS && self.black.rows() == TALL_ROWS {
            self.columns = Some(Columns::of(&self.black, &self.white));
            self.black = SquareSet::with_cols(self.cols);
            self.white = SquareSet::with_cols(self.cols);
        }
        Ok(())
    }

    /// The distance between two cells of a row line.
    fn step(&self) -> usize {
        if self.spaced {
            2
        } else {
            1
        }
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
        let step = self.step();
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
            return Err(self.unknown_cell(no, c * step, describe_char(line, c * step)));
        }
        self.push(line, no, seen)
    }

    /// The error for an unknown cell `name`d, at byte `at` of line `no`.
    fn unknown_cell(&self, no: usize, at: usize, name: String) -> Error {
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
        Error::at(
            no,
            at + 1,
            format!("unknown cell {name}: expected {expected}"),
        )
    }

    /// Narrows the possible alphabets cell by cell, to name the first cell
    /// that no alphabet shares with the cells before it.
    fn narrow(&mut self, line: &[u8], no: usize) -> Result<()> {
        let step = self.step();
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

    /// The position read, with the player line's meaning: `to_move`, and
    /// `pmask`, the alphabets whose player letters it used (the caller
    /// checked it shares one with the board). Transposed (row r holds
    /// column r of the input: see [`Columns`]) only when `transpose`
    /// allowed it.
    #[cfg(feature = "thin-boards")]
    pub fn finish(self, to_move: Color, pmask: AlphaMask, first_line: usize) -> Parsed {
        let layout = self.layout(pmask);
        let (black, white, transposed) = match self.columns {
            Some(c) => {
                let (b, w) = c.into_sets();
                (b, w, true)
            }
            None => (self.black, self.white, false),
        };
        Parsed {
            // Each cell decoded to one colour or none: the sets are disjoint.
            board: Board::from_disjoint_sets(black, white).expect("rows are non-empty"),
            to_move,
            layout,
            first_line,
            transposed,
        }
    }

    /// [`RowReader::finish`] in bundles, which never transpose.
    #[cfg(not(feature = "thin-boards"))]
    pub fn finish(self, to_move: Color, pmask: AlphaMask, first_line: usize) -> Parsed {
        Parsed {
            layout: self.layout(pmask),
            // Each cell decoded to one colour or none: the sets are disjoint.
            board: Board::from_disjoint_sets(self.black, self.white).expect("rows are non-empty"),
            to_move,
            first_line,
        }
    }

    /// The layout to write the board back in: the first alphabet of both
    /// the board and the player line (`pmask`), and the board's spacing.
    fn layout(&self, pmask: AlphaMask) -> Layout {
        Layout {
            alphabet: &ALPHABETS[(self.possible & pmask).trailing_zeros() as usize],
            spaced: self.spaced,
        }
    }
}
