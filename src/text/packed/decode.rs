//! Reading: one line of cell characters, side by side or spaced, into
//! black and white bit words ([`decode_row`]), a whole word of 64 cells per
//! step where a vector unit takes it, eight bytes per step of word
//! arithmetic elsewhere. On huge boards reading is a large share of
//! `moves`, and this loop is most of reading.

use super::CellChars;
use crate::squareset::{div_ceil, row_mask, words_per_row};
use crate::text::swar::{load8, zero_bytes, HI, LO};

/// The high bits of bytes 0, 2, 4 and 6 (the cells of a spaced line).
const EVEN_HI: u64 = 0x0080_0080_0080_0080;

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
    // The vector unit takes the whole words it can, the word arithmetic
    // the rest.
    #[cfg(all(feature = "simd", target_arch = "x86_64", target_feature = "sse2"))]
    let (k, whole_ok) = whole_words(line, spaced, t, black, white);
    #[cfg(not(all(feature = "simd", target_arch = "x86_64", target_feature = "sse2")))]
    let (k, whole_ok) = (0, true);
    let ok = if spaced {
        words_from::<true>(line, t, black, white, k)
    } else {
        words_from::<false>(line, t, black, white, k)
    };
    if !(ok && whole_ok) {
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

/// The black and white bits of one 8-byte load (8 cells, or 4 when
/// `SPACED`), and whether each of its cells was one of `t`'s characters
/// (each repeated eight times).
#[inline(always)]
fn decode8<const SPACED: bool>(x: u64, t: [u64; 3]) -> (u64, u64, bool) {
    let (eb, ew, ee) = (
        zero_bytes(x ^ t[0]),
        zero_bytes(x ^ t[1]),
        zero_bytes(x ^ t[2]),
    );
    if SPACED {
        let ok = (eb | ew | ee) & EVEN_HI == EVEN_HI;
        (gather_even4(eb), gather_even4(ew), ok)
    } else {
        (gather8(eb), gather8(ew), eb | ew | ee == HI)
    }
}

/// One word of black and white bits from `bytes` (a multiple of 8 bytes,
/// at most one word's worth), 8 bytes per step, and whether each of its
/// cells was one of `t`'s characters.
#[inline(always)]
fn decode_word<const SPACED: bool>(bytes: &[u8], t: [u64; 3]) -> (u64, u64, bool) {
    let per_load = if SPACED { 4 } else { 8 };
    let (mut b, mut w, mut ok) = (0, 0, true);
    for (j, c) in bytes.chunks_exact(8).enumerate() {
        let (lb, lw, good) = decode8::<SPACED>(load8(c), t);
        b |= lb << (per_load * j);
        w |= lw << (per_load * j);
        ok &= good;
    }
    (b, w, ok)
}

/// [`decode_row`]'s word arithmetic from word `k` to the end of the row:
/// fills the words from `k` on (garbage past the last column) and says
/// whether every cell there was one of `t`'s characters.
fn words_from<const SPACED: bool>(
    line: &[u8],
    t: [u64; 3],
    black: &mut [u64],
    white: &mut [u64],
    mut k: usize,
) -> bool {
    let per_word = if SPACED { 128 } else { 64 };
    let mut ok = true;
    let mut words = line[k * per_word..].chunks_exact(per_word);
    for (c, (bw, ww)) in (&mut words).zip(black[k..].iter_mut().zip(white[k..].iter_mut())) {
        let (b, w, good) = decode_word::<SPACED>(c, t);
        (*bw, *ww) = (b, w);
        ok &= good;
        k += 1;
    }
    let rest = words.remainder();
    if !rest.is_empty() {
        // Pad with the first cell: it adds no character the row lacks, and
        // the bits it sets past the last column are masked off.
        let mut padded = [line[0]; 128];
        padded[..rest.len()].copy_from_slice(rest);
        let (b, w, good) = decode_word::<SPACED>(&padded[..div_ceil(rest.len(), 8) * 8], t);
        ok &= good;
        if let (Some(bw), Some(ww)) = (black.get_mut(k), white.get_mut(k)) {
            (*bw, *ww) = (b, w);
        }
    }
    ok
}

/// The whole words (64 cells) that a vector unit decodes at once: how many,
/// and whether all their cells were characters of `t`.
#[cfg(all(feature = "simd", target_arch = "x86_64", target_feature = "sse2"))]
fn whole_words(
    line: &[u8],
    spaced: bool,
    t: [u64; 3],
    black: &mut [u64],
    white: &mut [u64],
) -> (usize, bool) {
    let chars = t.map(|x| x as u8);
    // SAFETY: `available` has seen the CPU features `avx512::words` needs;
    // `sse2::words` only needs SSE2, which this build's target has (the
    // cfg above; every x86_64 CPU has it).
    unsafe {
        if spaced {
            sse2::words::<true>(line, chars, black, white)
        } else if line.len() >= 64 && super::avx512::available() {
            super::avx512::words(line, chars, black, white)
        } else {
            sse2::words::<false>(line, chars, black, white)
        }
    }
}

/// The whole-word part of [`decode_row`] with SSE2: sixteen bytes per
/// compare, their results gathered by `movemask`: clearly faster than the
/// word arithmetic alone.
#[cfg(all(feature = "simd", target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use super::load8;
    use std::arch::x86_64::*;

    #[target_feature(enable = "sse2")]
    fn load16(b: &[u8]) -> __m128i {
        let (lo, hi) = (load8(b), load8(&b[8..]));
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

#[cfg(test)]
mod tests {
    use super::super::{bits, BW};
    use super::*;

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
                    let (mut sb, mut sw) = (vec![0; words.div_ceil(2)], vec![0; words.div_ceil(2)]);
                    let (mut whole, mut swhole) = ((0, true), (0, true));
                    #[cfg(all(feature = "simd", target_arch = "x86_64", target_feature = "sse2"))]
                    if vector {
                        whole = whole_words(&line, false, t, &mut b, &mut w);
                        swhole = whole_words(&line, true, t, &mut sb, &mut sw);
                    }
                    let ok = words_from::<false>(&line, t, &mut b, &mut w, whole.0) && whole.1;
                    let sok = words_from::<true>(&line, t, &mut sb, &mut sw, swhole.0) && swhole.1;
                    got.push((ok, b, w, sok, sb, sw));
                }
                assert_eq!(got[0], got[1], "{}", String::from_utf8_lossy(&line));
            }
        }
    }

    /// Each vector path against the word arithmetic, whichever one
    /// `whole_words` picks on this CPU.
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
            let ok = words_from::<false>(&line, t.map(|c| LO * c as u64), &mut b, &mut w, 0);
            #[cfg(all(feature = "simd", target_arch = "x86_64", target_feature = "sse2"))]
            {
                let (mut vb, mut vw) = (vec![0; n], vec![0; n]);
                // SAFETY: this build's target has SSE2.
                let got = unsafe { sse2::words::<false>(&line, t, &mut vb, &mut vw) };
                assert_eq!((got.1, &vb, &vw), (ok, &b, &w));
            }
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            if super::super::avx512::available() {
                let (mut vb, mut vw) = (vec![0; n], vec![0; n]);
                // SAFETY: `available` has seen the features.
                let got = unsafe { super::super::avx512::words(&line, t, &mut vb, &mut vw) };
                assert_eq!((got, &vb, &vw), ((n, ok), &b, &w));
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
}
