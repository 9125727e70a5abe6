//! Packed rows to text and back, eight cells per step: the fast pieces for
//! every dialect that reads or writes large boards.
//!
//! * [`decode_row`]: one line of cell characters (side by side or spaced)
//!   into black and white bit words: 64 cells per AVX-512BW compare when
//!   the CPU has it (checked at run time; rows without separators), else
//!   16 cells per SSE2 compare on x86_64, and 8 bytes per step of word
//!   arithmetic elsewhere and for row tails
//!   (SWAR: compare eight bytes at once, gather their high bits with one
//!   multiply). [`crate::text::position::read_position`] uses it for every
//!   board row; a row it refuses is re-read cell by cell for the message.
//! * [`push_grid_row`] / [`write_grid`]: a `0 1 0 ...` grid from bit words,
//!   16 output bytes per 8 bits from a 256-entry table, or with AVX-512BW
//!   and BMI2 (checked at run time) a 64-square word from two byte blends
//!   (`pdep` spreads each half's 32 bits onto the digit bytes).
//! * [`push_board_row`] / [`write_board_rows`]: board rows (any alphabet,
//!   spaced or not, with optional marks) from the disc words, 8 cells per
//!   step.
//!
//! The writers append to a caller's reused `Vec<u8>` and hand it to the
//! output in chunks of about [`CHUNK`] bytes, so the whole output never
//! sits in memory. Bit words use the [`SquareSet`] layout: column `c` is
//! bit `c % 64` of word `c / 64`; bits past the last column are ignored
//! by the writers and zero in what the decoder returns.

use crate::squareset::{div_ceil, row_mask, words_per_row, SquareSet};
use std::io::{self, Write};

/// The writers hand their buffer to the output once it holds this many
/// bytes (a row longer than that goes out on its own).
pub const CHUNK: usize = 1 << 18;

const LO: u64 = 0x0101_0101_0101_0101;
const L7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
const HI: u64 = 0x8080_8080_8080_8080;
/// The high bits of bytes 0, 2, 4 and 6 (the cells of a spaced line).
const EVEN_HI: u64 = 0x0080_0080_0080_0080;

/// The high bit of every byte of `x` equal to the byte repeated in `t`
/// (exact: no carry crosses bytes).
#[inline]
fn eq_bytes(x: u64, t: u64) -> u64 {
    let y = x ^ t;
    !((y & L7).wrapping_add(L7) | y) & HI
}

/// The high bits of the 8 bytes of `h` as a number: byte i -> bit i. The
/// multiply moves byte i's bit to bit 56 + i; no two partial products
/// meet, so nothing carries into the top byte.
#[inline]
fn gather8(h: u64) -> u64 {
    (h >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The high bits of bytes 0, 2, 4, 6 of `h` as bits 0..3 (same trick:
/// bit 16i moves to 60 + i, the other products land below 48 or above 63).
#[inline]
fn gather_even4(h: u64) -> u64 {
    ((h & EVEN_HI) >> 7).wrapping_mul(0x1000_2000_4000_8000) >> 60
}

/// The three characters a row may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellChars {
    /// Black's character.
    pub black: u8,
    /// White's character.
    pub white: u8,
    /// The empty square's character.
    pub empty: u8,
}

/// Which of the three characters a decoded row used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The row holds a black cell.
    pub black: bool,
    /// The row holds a white cell.
    pub white: bool,
    /// The row holds an empty cell.
    pub empty: bool,
}

/// Decodes one row of `cols` cells into `black` and `white` (each exactly
/// `ceil(cols / 64)` words, overwritten; bits past `cols` are zero).
///
/// Side by side, the line is `cols` bytes; `spaced`, it is `2 * cols - 1`
/// bytes with the cells at even offsets and the odd bytes not looked at
/// (the caller has checked they are spaces). None of `chars` may be a
/// space. Returns which characters occurred, or `None` when the line has
/// the wrong length or a cell that is none of `chars` (then `black` and
/// `white` hold garbage; find the culprit cell by cell for the message).
///
/// Cost: one pass over the line. Panics if the word slices have the wrong
/// length.
pub fn decode_row(
    line: &[u8],
    cols: usize,
    spaced: bool,
    chars: CellChars,
    black: &mut [u64],
    white: &mut [u64],
) -> Option<Seen> {
    let wpr = words_per_row(cols);
    assert!(
        black.len() == wpr && white.len() == wpr,
        "row of the wrong width"
    );
    let want_len = if spaced {
        cols.checked_mul(2)?.checked_sub(1)?
    } else {
        cols
    };
    if cols == 0 || line.len() != want_len {
        return None;
    }
    let t = [chars.black, chars.white, chars.empty].map(|c| LO * c as u64);
    let ok = if spaced {
        decode_words::<true>(line, t, black, white, true)
    } else {
        decode_words::<false>(line, t, black, white, true)
    };
    if !ok {
        return None;
    }
    let last = wpr - 1;
    black[last] &= row_mask(cols, last);
    white[last] &= row_mask(cols, last);
    // Every cell is one of the three, so an empty one is wherever neither
    // colour's bit is.
    let full = |i: usize| black[i] | white[i] == row_mask(cols, i);
    Some(Seen {
        black: black.iter().any(|&w| w != 0),
        white: white.iter().any(|&w| w != 0),
        empty: !(0..wpr).all(full),
    })
}

/// Loads 8 bytes as a little-endian word.
#[inline(always)]
fn load(bytes: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    b.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(b)
}

/// The black and white bits of one 8-byte load (8 cells, or 4 when
/// `SPACED`), and whether each of its cells was one of `t`'s characters.
#[inline(always)]
fn decode8<const SPACED: bool>(x: u64, t: [u64; 3]) -> (u64, u64, bool) {
    let (eb, ew, ee) = (eq_bytes(x, t[0]), eq_bytes(x, t[1]), eq_bytes(x, t[2]));
    if SPACED {
        let ok = (eb | ew | ee) & EVEN_HI == EVEN_HI;
        (gather_even4(eb), gather_even4(ew), ok)
    } else {
        (gather8(eb), gather8(ew), eb | ew | ee == HI)
    }
}

/// [`decode_row`]'s loop: fills every word (garbage past the last column)
/// and says whether every cell was one of `t`'s characters. With `vector`,
/// whole words go to the vector unit if there is one (the tests compare
/// both ways).
fn decode_words<const SPACED: bool>(
    line: &[u8],
    t: [u64; 3],
    black: &mut [u64],
    white: &mut [u64],
    vector: bool,
) -> bool {
    let (per_load, per_word) = if SPACED { (4, 128) } else { (8, 64) };
    let (mut k, mut ok) = if vector {
        whole_words::<SPACED>(line, t, black, white)
    } else {
        (0, true)
    };
    let mut words = line[k * per_word..].chunks_exact(per_word);
    for (c, (bw, ww)) in (&mut words).zip(black[k..].iter_mut().zip(white[k..].iter_mut())) {
        let (mut b, mut w) = (0, 0);
        for j in 0..per_word / 8 {
            let (lb, lw, good) = decode8::<SPACED>(load(&c[8 * j..]), t);
            b |= lb << (per_load * j);
            w |= lw << (per_load * j);
            ok &= good;
        }
        (*bw, *ww) = (b, w);
        k += 1;
    }
    let rest = words.remainder();
    if !rest.is_empty() {
        // Pad with the first cell: it adds no character the row lacks, and
        // the bits it sets past the last column are masked off.
        let mut padded = [line[0]; 128];
        padded[..rest.len()].copy_from_slice(rest);
        let (mut b, mut w) = (0, 0);
        for j in 0..div_ceil(rest.len(), 8) {
            let (lb, lw, good) = decode8::<SPACED>(load(&padded[8 * j..]), t);
            b |= lb << (per_load * j);
            w |= lw << (per_load * j);
            ok &= good;
        }
        if let (Some(bw), Some(ww)) = (black.get_mut(k), white.get_mut(k)) {
            (*bw, *ww) = (b, w);
        }
    }
    ok
}

/// The whole words (64 cells) that a vector unit decodes at once: how many,
/// and whether all their cells were characters of `t`.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
fn whole_words<const SPACED: bool>(
    line: &[u8],
    t: [u64; 3],
    black: &mut [u64],
    white: &mut [u64],
) -> (usize, bool) {
    let chars = t.map(|x| x as u8);
    if !SPACED && line.len() >= 64 && avx512::available() {
        // SAFETY: `available` has seen the CPU features the function needs.
        return unsafe { avx512::words(line, chars, black, white) };
    }
    // SAFETY: the function only needs SSE2, which this build's target has
    // (the cfg above; every x86_64 CPU has it).
    unsafe { sse2::words::<SPACED>(line, chars, black, white) }
}

/// Without a vector unit, the word arithmetic does every word.
#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
fn whole_words<const SPACED: bool>(
    _: &[u8],
    _: [u64; 3],
    _: &mut [u64],
    _: &mut [u64],
) -> (usize, bool) {
    (0, true)
}

/// The whole-word part of [`decode_words`] with SSE2: sixteen bytes per
/// compare, their results gathered by `movemask`: on huge boards reading
/// is a large share of `moves`, and this is clearly faster than the word
/// arithmetic alone.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use std::arch::x86_64::*;

    #[target_feature(enable = "sse2")]
    fn load16(b: &[u8]) -> __m128i {
        let (lo, hi) = (super::load(b), super::load(&b[8..]));
        _mm_set_epi64x(hi as i64, lo as i64)
    }

    /// Decodes every whole word (64 cells) of `line` into `black` and
    /// `white`; returns how many it did and whether every cell was one of
    /// `chars` (black, white, empty). Spaced lines keep their even bytes.
    #[target_feature(enable = "sse2")]
    pub fn words<const SPACED: bool>(
        line: &[u8],
        chars: [u8; 3],
        black: &mut [u64],
        white: &mut [u64],
    ) -> (usize, bool) {
        let [tb, tw, te] = chars.map(|c| _mm_set1_epi8(c as i8));
        let even = _mm_set1_epi16(0x00FF);
        let per_word = if SPACED { 128 } else { 64 };
        let mut all = 0xFFFFu32;
        let mut k = 0;
        let rows = line.chunks_exact(per_word);
        for (c, (bw, ww)) in rows.zip(black.iter_mut().zip(white.iter_mut())) {
            let (mut b, mut w) = (0u64, 0u64);
            for j in 0..4 {
                // Sixteen cells: one load, or the even bytes of two.
                let x = if SPACED {
                    let lo = _mm_and_si128(load16(&c[32 * j..]), even);
                    let hi = _mm_and_si128(load16(&c[32 * j + 16..]), even);
                    _mm_packus_epi16(lo, hi)
                } else {
                    load16(&c[16 * j..])
                };
                let (eb, ew) = (_mm_cmpeq_epi8(x, tb), _mm_cmpeq_epi8(x, tw));
                let any = _mm_or_si128(_mm_or_si128(eb, ew), _mm_cmpeq_epi8(x, te));
                b |= (_mm_movemask_epi8(eb) as u64) << (16 * j);
                w |= (_mm_movemask_epi8(ew) as u64) << (16 * j);
                all &= _mm_movemask_epi8(any) as u32;
            }
            (*bw, *ww) = (b, w);
            k += 1;
        }
        (k, all == 0xFFFF)
    }
}

/// The AVX-512 pieces, used when the CPU has them (checked at run time):
/// whole words of a side-by-side row decoded 64 cells per compare, and
/// grid text written 64 squares per two blends, a little faster than the
/// SSE2 decoding and the table.
#[cfg(target_arch = "x86_64")]
mod avx512 {
    use std::arch::x86_64::*;

    /// Whether this CPU runs the code of this module.
    pub fn available() -> bool {
        use crate::cpu::{features, Feature};
        features().has_all(&[Feature::Avx512f, Feature::Avx512bw, Feature::Bmi2])
    }

    /// Decodes every whole word (64 cells) of the side-by-side `line` into
    /// `black` and `white`; returns how many it did and whether every cell
    /// was one of `chars` (black, white, empty).
    #[target_feature(enable = "avx512f,avx512bw")]
    pub fn words(
        line: &[u8],
        chars: [u8; 3],
        black: &mut [u64],
        white: &mut [u64],
    ) -> (usize, bool) {
        let [tb, tw, te] = chars.map(|c| _mm512_set1_epi8(c as i8));
        let mut all = !0u64;
        let mut k = 0;
        for (c, (bw, ww)) in line
            .chunks_exact(64)
            .zip(black.iter_mut().zip(white.iter_mut()))
        {
            // SAFETY: `c` holds 64 bytes, all this unaligned load reads.
            let x = unsafe { _mm512_loadu_si512(c.as_ptr().cast()) };
            let (b, w) = (_mm512_cmpeq_epi8_mask(x, tb), _mm512_cmpeq_epi8_mask(x, tw));
            all &= b | w | _mm512_cmpeq_epi8_mask(x, te);
            (*bw, *ww) = (b, w);
            k += 1;
        }
        (k, all == !0)
    }

    /// Appends the grid text of every bit of `words` (128 bytes a word:
    /// `0` or `1` and a space per bit, low bit first).
    #[target_feature(enable = "avx512f,avx512bw,bmi2")]
    pub fn grid(buf: &mut Vec<u8>, words: &[u64]) {
        // Bytes `0 ` and `1 ` repeated; a mask bit per byte picks the second.
        let (zero, one) = (_mm512_set1_epi16(0x2030), _mm512_set1_epi16(0x2031));
        buf.reserve(128 * words.len());
        let start = buf.len();
        let spare = &mut buf.spare_capacity_mut()[..128 * words.len()];
        for (&w, d) in words.iter().zip(spare.chunks_exact_mut(128)) {
            // The 32 bits of each half on the even bytes (the digits).
            let lo = _pdep_u64(w & 0xFFFF_FFFF, 0x5555_5555_5555_5555);
            let hi = _pdep_u64(w >> 32, 0x5555_5555_5555_5555);
            let (a, b) = (
                _mm512_mask_blend_epi8(lo, zero, one),
                _mm512_mask_blend_epi8(hi, zero, one),
            );
            // SAFETY: `d` holds 128 bytes, all these unaligned stores write.
            unsafe {
                _mm512_storeu_si512(d.as_mut_ptr().cast(), a);
                _mm512_storeu_si512(d[64..].as_mut_ptr().cast(), b);
            }
        }
        // SAFETY: the loop above wrote every byte up to the new length.
        unsafe { buf.set_len(start + 128 * words.len()) };
    }
}

/// Without x86_64 there are no AVX-512 pieces.
#[cfg(not(target_arch = "x86_64"))]
mod avx512 {
    pub fn available() -> bool {
        false
    }
    #[allow(dead_code)]
    pub unsafe fn words(_: &[u8], _: [u8; 3], _: &mut [u64], _: &mut [u64]) -> (usize, bool) {
        (0, true)
    }
    pub unsafe fn grid(_: &mut Vec<u8>, _: &[u64]) {}
}

/// `GRID8[b]`: the grid text of the 8 bits of `b`, low bit first: `'0'` or
/// `'1'`, each followed by a space.
static GRID8: [[u8; 16]; 256] = {
    let mut t = [[0u8; 16]; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            t[b][2 * i] = b'0' + ((b >> i) & 1) as u8;
            t[b][2 * i + 1] = b' ';
            i += 1;
        }
        b += 1;
    }
    t
};

/// `SPREAD[b]`: byte i is 0xFF when bit i of `b` is set, else 0.
static SPREAD: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            if (b >> i) & 1 == 1 {
                t[b] |= 0xFF << (8 * i);
            }
            i += 1;
        }
        b += 1;
    }
    t
};

/// Byte `i` (8 cells from column `8 i`) of a row of bit words.
#[inline]
fn byte_of(words: &[u64], i: usize) -> u8 {
    (words[i / 8] >> (8 * (i % 8))) as u8
}

/// Appends one grid line for the first `cols` bits of `words`: `cols`
/// tokens `0`/`1` separated by single spaces, then `\n` (2 * cols bytes).
/// Panics if `words` holds fewer than `cols` bits or `cols` is 0.
pub fn push_grid_row(buf: &mut Vec<u8>, words: &[u64], cols: usize) {
    assert!(
        cols > 0 && words.len() * 64 >= cols,
        "row of the wrong width"
    );
    buf.reserve(2 * cols + 128);
    let start = buf.len();
    // A word's 128 bytes at a time, then the last word's bytes.
    let full = cols / 64;
    if full > 0 && avx512::available() {
        // SAFETY: `available` has seen the CPU features the function needs.
        unsafe { avx512::grid(buf, &words[..full]) };
        return push_grid_tail(buf, start, words, cols);
    }
    let mut block = [0u8; 128];
    for &w in &words[..full] {
        for (d, b) in block.chunks_exact_mut(16).zip(w.to_le_bytes()) {
            d.copy_from_slice(&GRID8[b as usize]);
        }
        buf.extend_from_slice(&block);
    }
    push_grid_tail(buf, start, words, cols);
}

/// [`push_grid_row`] after its whole words: the bytes of the last word,
/// and the line end.
fn push_grid_tail(buf: &mut Vec<u8>, start: usize, words: &[u64], cols: usize) {
    for i in cols / 64 * 8..div_ceil(cols, 8) {
        buf.extend_from_slice(&GRID8[byte_of(words, i) as usize]);
    }
    // The last step may run past the row; the space after the last token
    // becomes the line end.
    buf.truncate(start + 2 * cols - 1);
    buf.push(b'\n');
}

/// The buffer for `rows` lines of at most `line` bytes: a chunk and a line,
/// or less for a small output (small boards are written often).
fn chunk_capacity(rows: usize, line: usize) -> usize {
    rows.saturating_mul(line).min(CHUNK) + line
}

/// Hands `buf` to `out` and empties it once it holds [`CHUNK`] bytes.
pub fn flush_chunk(out: &mut dyn Write, buf: &mut Vec<u8>) -> io::Result<()> {
    if buf.len() >= CHUNK {
        out.write_all(buf)?;
        buf.clear();
    }
    Ok(())
}

/// Writes the 0/1 grid of `set`: one line per row, tokens separated by one
/// space. Streams in chunks of about [`CHUNK`] bytes; memory O(CHUNK + C).
pub fn write_grid(out: &mut dyn Write, set: &SquareSet) -> io::Result<()> {
    if set.cols() == 0 {
        return Ok(());
    }
    let mut buf = Vec::with_capacity(chunk_capacity(set.rows(), 2 * set.cols()));
    for r in 0..set.rows() {
        push_grid_row(&mut buf, set.row(r), set.cols());
        flush_chunk(out, &mut buf)?;
    }
    out.write_all(&buf)
}

/// How [`push_board_row`] writes cells: the characters for black, white
/// and empty, whether cells are separated by spaces, and the character of
/// marked empty squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardStyle {
    /// Black, white and empty characters.
    pub chars: CellChars,
    /// Cells separated by single spaces.
    pub spaced: bool,
    /// The character shown on marked empty squares.
    pub mark: u8,
}

/// `x`'s low four bytes at even offsets of the result, spaces between.
#[inline]
fn with_spaces(x: u64) -> u64 {
    let x = x & 0xFFFF_FFFF;
    let x = (x | (x << 16)) & 0x0000_FFFF_0000_FFFF;
    let x = (x | (x << 8)) & 0x00FF_00FF_00FF_00FF;
    x | 0x2000_2000_2000_2000
}

/// Appends one board line of `cols` cells from the disc words `black` and
/// `white` (disjoint), showing the empty squares of `marks` (if given) as
/// `style.mark`; then `\n`. 8 cells per step.
/// Panics if a slice holds fewer than `cols` bits or `cols` is 0.
pub fn push_board_row(
    buf: &mut Vec<u8>,
    black: &[u64],
    white: &[u64],
    marks: Option<&[u64]>,
    cols: usize,
    style: BoardStyle,
) {
    assert!(cols > 0 && black.len() * 64 >= cols && white.len() * 64 >= cols);
    if let Some(m) = marks {
        assert!(m.len() * 64 >= cols);
    }
    let c = style.chars;
    let e = LO * c.empty as u64;
    let (to_b, to_w, to_m) = (
        e ^ (LO * c.black as u64),
        e ^ (LO * c.white as u64),
        e ^ (LO * style.mark as u64),
    );
    let width = if style.spaced { 16 } else { 8 };
    let line_len = if style.spaced { 2 * cols } else { cols + 1 };
    // Whole steps of 8 cells first; the line is cut to length after.
    let start = buf.len();
    buf.resize(start + div_ceil(cols, 8) * width, 0);
    for i in 0..div_ceil(cols, 8) {
        let (b, w) = (byte_of(black, i), byte_of(white, i));
        let m = marks.map_or(0, |m| byte_of(m, i)) & !b & !w;
        let cells = e
            ^ (SPREAD[b as usize] & to_b)
            ^ (SPREAD[w as usize] & to_w)
            ^ (SPREAD[m as usize] & to_m);
        let d = &mut buf[start + i * width..start + (i + 1) * width];
        if style.spaced {
            d[..8].copy_from_slice(&with_spaces(cells).to_le_bytes());
            d[8..].copy_from_slice(&with_spaces(cells >> 32).to_le_bytes());
        } else {
            d.copy_from_slice(&cells.to_le_bytes());
        }
    }
    // Spaced, the space after the last cell becomes the line end.
    buf.truncate(start + line_len - 1);
    buf.push(b'\n');
}

/// Writes every row of the board given by its disc sets (same shape,
/// disjoint), with the empty squares of `marks` shown as `style.mark`.
/// Streams in chunks of about [`CHUNK`] bytes; memory O(CHUNK + C).
pub fn write_board_rows(
    out: &mut dyn Write,
    black: &SquareSet,
    white: &SquareSet,
    marks: Option<&SquareSet>,
    style: BoardStyle,
) -> io::Result<()> {
    let cols = black.cols();
    if cols == 0 {
        return Ok(());
    }
    let mut buf = Vec::with_capacity(chunk_capacity(black.rows(), 2 * cols));
    for r in 0..black.rows() {
        let m = marks.map(|m| m.row(r));
        push_board_row(&mut buf, black.row(r), white.row(r), m, cols, style);
        flush_chunk(out, &mut buf)?;
    }
    out.write_all(&buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    const BW: CellChars = CellChars {
        black: b'B',
        white: b'W',
        empty: b'.',
    };

    fn bits(s: &str, ch: char) -> Vec<u64> {
        let mut w = vec![0u64; s.chars().count().div_ceil(64)];
        for (i, c) in s.chars().enumerate() {
            if c == ch {
                w[i / 64] |= 1 << (i % 64);
            }
        }
        w
    }

    fn decode(line: &str, spaced: bool) -> Option<(Vec<u64>, Vec<u64>, Seen)> {
        let cols = if spaced {
            line.len().div_ceil(2)
        } else {
            line.len()
        };
        let (mut b, mut w) = (vec![0; cols.div_ceil(64)], vec![0; cols.div_ceil(64)]);
        let seen = decode_row(line.as_bytes(), cols, spaced, BW, &mut b, &mut w)?;
        Some((b, w, seen))
    }

    #[test]
    fn decodes_every_width_both_layouts() {
        let pattern = "BW..WWB.B.WBBW.W";
        for cols in 1..200 {
            let row: String = pattern.chars().cycle().skip(cols % 7).take(cols).collect();
            let spaced: String = row.chars().map(String::from).collect::<Vec<_>>().join(" ");
            for (line, sp) in [(&row, false), (&spaced, true)] {
                let (b, w, seen) = decode(line, sp).unwrap();
                assert_eq!(b, bits(&row, 'B'), "{line}");
                assert_eq!(w, bits(&row, 'W'), "{line}");
                assert_eq!(seen.black, row.contains('B'));
                assert_eq!(seen.white, row.contains('W'));
                assert_eq!(seen.empty, row.contains('.'));
            }
        }
    }

    #[test]
    fn vector_and_word_arithmetic_agree() {
        let mut rng = crate::rng::Rng::new(8);
        for len in [64, 127, 128, 200, 256, 300] {
            for _ in 0..50 {
                let mut line: Vec<u8> = (0..len).map(|_| b"BW.."[rng.below(4) as usize]).collect();
                if rng.chance(1, 3) {
                    line[rng.below(len) as usize] = b"X-\n "[rng.below(4) as usize];
                }
                let t = [b'B', b'W', b'.'].map(|c| LO * c as u64);
                let words = (len as usize).div_ceil(64);
                let mut got = Vec::new();
                for vector in [false, true] {
                    let (mut b, mut w) = (vec![0; words], vec![0; words]);
                    let ok = decode_words::<false>(&line, t, &mut b, &mut w, vector);
                    let (mut sb, mut sw) = (vec![0; words.div_ceil(2)], vec![0; words.div_ceil(2)]);
                    let sok = decode_words::<true>(&line, t, &mut sb, &mut sw, vector);
                    got.push((ok, b, w, sok, sb, sw));
                }
                assert_eq!(got[0], got[1], "{}", String::from_utf8_lossy(&line));
            }
        }
    }

    /// Each vector path against the word arithmetic, whichever one
    /// `decode_words` picks on this CPU.
    #[test]
    fn every_vector_path_agrees_with_the_word_arithmetic() {
        let mut rng = crate::rng::Rng::new(64);
        let t = [b'B', b'W', b'.'];
        for _ in 0..200 {
            let len = 64 * rng.range(1, 5) as usize;
            let mut line: Vec<u8> = (0..len).map(|_| b"BW.."[rng.below(4) as usize]).collect();
            if rng.chance(1, 3) {
                line[rng.below(len as u64) as usize] = b'x';
            }
            let n = len / 64;
            let (mut b, mut w) = (vec![0; n], vec![0; n]);
            let ok = decode_words::<false>(&line, t.map(|c| LO * c as u64), &mut b, &mut w, false);
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            {
                let (mut vb, mut vw) = (vec![0; n], vec![0; n]);
                // SAFETY: this build's target has SSE2.
                let got = unsafe { sse2::words::<false>(&line, t, &mut vb, &mut vw) };
                assert_eq!((got.1, &vb, &vw), (ok, &b, &w));
            }
            if avx512::available() {
                let (mut vb, mut vw) = (vec![0; n], vec![0; n]);
                // SAFETY: `available` has seen the features.
                let got = unsafe { avx512::words(&line, t, &mut vb, &mut vw) };
                assert_eq!((got, &vb, &vw), ((n, ok), &b, &w));
                let mut text = b"keep".to_vec();
                // SAFETY: as above.
                unsafe { avx512::grid(&mut text, &b) };
                let want: Vec<u8> = b"keep"
                    .iter()
                    .copied()
                    .chain(
                        b.iter()
                            .flat_map(|x| x.to_le_bytes())
                            .flat_map(|y| GRID8[y as usize]),
                    )
                    .collect();
                assert_eq!(text, want);
            }
        }
    }

    #[test]
    fn refuses_foreign_cells_and_wrong_lengths() {
        for cols in [1, 7, 8, 9, 64, 65] {
            for bad in 0..cols {
                let mut row = vec![b'.'; cols];
                row[bad] = b'X';
                let s = String::from_utf8(row).unwrap();
                assert!(decode(&s, false).is_none(), "{s}");
            }
        }
        let (mut b, mut w) = ([0u64], [0u64]);
        assert!(decode_row(b"...", 4, false, BW, &mut b, &mut w).is_none());
        assert!(decode_row(b". .", 3, true, BW, &mut b, &mut w).is_none());
        // A lone `B` pads with itself: no empty cell is reported.
        assert_eq!(
            decode("B", false).map(|d| d.2),
            Some(Seen {
                black: true,
                ..Seen::default()
            })
        );
    }

    #[test]
    fn writes_grid_and_board_rows() {
        for cols in 1..140 {
            let row: String = "B.W..B+..W".chars().cycle().take(cols).collect();
            let (b, w, m) = (bits(&row, 'B'), bits(&row, 'W'), bits(&row, '+'));
            let mut buf = Vec::new();
            push_grid_row(&mut buf, &m, cols);
            let want: Vec<&str> = row
                .chars()
                .map(|c| if c == '+' { "1" } else { "0" })
                .collect();
            assert_eq!(String::from_utf8(buf).unwrap(), want.join(" ") + "\n");
            for spaced in [false, true] {
                let style = BoardStyle {
                    chars: CellChars {
                        black: b'X',
                        white: b'O',
                        empty: b'-',
                    },
                    spaced,
                    mark: b'*',
                };
                let mut buf = b"keep".to_vec();
                push_board_row(&mut buf, &b, &w, Some(&m), cols, style);
                let cells: Vec<String> = row
                    .chars()
                    .map(|c| match c {
                        'B' => "X",
                        'W' => "O",
                        '+' => "*",
                        _ => "-",
                    })
                    .map(String::from)
                    .collect();
                let sep = if spaced { " " } else { "" };
                let want = format!("keep{}\n", cells.join(sep));
                assert_eq!(String::from_utf8(buf).unwrap(), want);
            }
        }
    }
}
