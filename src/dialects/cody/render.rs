//! `cody`'s output: the legal squares as ascending column-major 1-based
//! indices, spaced, on one line.

use crate::error::Result;
use crate::squareset::{words_per_row, SquareSet};
use std::io::Write;

/// Writes the moves (`moves` of an N x N board) as ascending column-major
/// 1-based indices. A band of 64 columns (one word of every row) is turned
/// into its columns a 64 x 64 block at a time ([`transpose64`]), so the
/// squares come out column by column, each column's rows in order, at a
/// few operations a word and a trailing-zero count a move.
pub(super) fn render(out: &mut dyn Write, moves: &SquareSet) -> Result<()> {
    let n = moves.rows();
    let blocks = words_per_row(n);
    // Per column of the band, its words of 64 rows each, top first.
    let mut band = vec![0u64; 64 * blocks];
    let mut w = Numbers::new(out);
    for word in 0..moves.words_per_row() {
        for rb in 0..blocks {
            let mut a = [0u64; 64];
            for (i, x) in a.iter_mut().enumerate().take(n - rb * 64) {
                *x = moves.row(rb * 64 + i)[word];
            }
            transpose64(&mut a);
            for (c, &x) in a.iter().enumerate() {
                band[c * blocks + rb] = x;
            }
        }
        for (c, col) in band.chunks_exact(blocks).enumerate() {
            let column = word * 64 + c;
            if column >= n {
                break;
            }
            let base = column * n + 1;
            for (rb, &bits) in col.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    w.push(base + rb * 64 + bits.trailing_zeros() as usize)?;
                    bits &= bits - 1;
                }
            }
        }
    }
    w.finish()
}

/// Turns the 64 x 64 bit block `a` (row i is `a[i]`, its bit j column j)
/// about its diagonal: bit j of `a[i]` becomes bit i of `a[j]`. The
/// off-diagonal halves are swapped, then the quarters within them, down
/// to single bits: six rounds of 32 swaps.
fn transpose64(a: &mut [u64; 64]) {
    let mut j = 32;
    let mut m: u64 = 0x0000_0000_FFFF_FFFF;
    while j != 0 {
        let mut k = 0;
        while k < 64 {
            let t = ((a[k] >> j) ^ a[k + j]) & m;
            a[k] ^= t << j;
            a[k + j] ^= t;
            k = (k + j + 1) & !j;
        }
        j >>= 1;
        m ^= m << j;
    }
}

/// The output: ascending numbers, spaced, then a newline, written into a
/// buffer (`write!`, or a copy of a few bytes per number, costs several
/// times more, and a big board has millions of moves). A number from
/// 10000 up is its quotient by 10000, whose digits are kept from the last
/// number (consecutive moves share them), then four digits from a table.
struct Numbers<'a> {
    out: &'a mut dyn Write,
    buf: Vec<u8>,
    at: usize,
    /// The digits of the numbers now, and the first number with more
    /// (the numbers ascend, so these only grow).
    digits: usize,
    limit: usize,
    /// The last quotient by 10000 and its digits, left-aligned.
    high: usize,
    high_digits: [u8; 16],
}

/// The bytes [`Numbers`] gathers before it writes them.
const CHUNK: usize = 1 << 16;

impl<'a> Numbers<'a> {
    fn new(out: &'a mut dyn Write) -> Numbers<'a> {
        Numbers {
            out,
            buf: vec![0; CHUNK + 64],
            at: 0,
            digits: 1,
            limit: 10,
            high: 0,
            high_digits: [0; 16],
        }
    }

    /// Appends `v` (at least the last one) and a space.
    #[inline]
    fn push(&mut self, v: usize) -> Result<()> {
        if self.at >= CHUNK {
            self.out.write_all(&self.buf[..self.at])?;
            self.at = 0;
        }
        while v >= self.limit && self.digits < 20 {
            self.digits += 1;
            self.limit = self.limit.saturating_mul(10);
        }
        if v < 10000 {
            let end = self.at + self.digits;
            write_digits(&mut self.buf[self.at..end], v);
            self.buf[end] = b' ';
            self.at = end + 1;
            return Ok(());
        }
        let (high, low) = (v / 10000, v % 10000);
        if high != self.high {
            self.high = high;
            write_digits(&mut self.high_digits[..self.digits - 4], high);
        }
        let at = self.at;
        self.buf[at..at + 16].copy_from_slice(&self.high_digits);
        let e = at + self.digits - 4;
        let (a, b) = (2 * (low / 100), 2 * (low % 100));
        self.buf[e..e + 2].copy_from_slice(&PAIRS[a..a + 2]);
        self.buf[e + 2..e + 4].copy_from_slice(&PAIRS[b..b + 2]);
        self.buf[e + 4] = b' ';
        self.at = e + 5;
        Ok(())
    }

    /// Ends the line (the last space becomes the newline) and writes it.
    fn finish(mut self) -> Result<()> {
        match self.at {
            0 => self.buf[0] = b'\n',
            at => self.buf[at - 1] = b'\n',
        }
        let at = self.at.max(1);
        self.out.write_all(&self.buf[..at])?;
        Ok(())
    }
}

/// Writes `v` in decimal into all of `to` (its length is `v`'s digits),
/// two digits a step from the right.
fn write_digits(to: &mut [u8], mut v: usize) {
    let mut i = to.len();
    while v >= 100 {
        let p = 2 * (v % 100);
        v /= 100;
        i -= 2;
        to[i..i + 2].copy_from_slice(&PAIRS[p..p + 2]);
    }
    if v >= 10 {
        to[i - 2..i].copy_from_slice(&PAIRS[2 * v..2 * v + 2]);
    } else {
        to[i - 1] = b'0' + v as u8;
    }
}

/// The two-digit numbers 00 to 99, for [`write_digits`] and
/// [`Numbers::push`].
const PAIRS: [u8; 200] = {
    let mut t = [0; 200];
    let mut i = 0;
    while i < 100 {
        t[2 * i] = b'0' + (i / 10) as u8;
        t[2 * i + 1] = b'0' + (i % 10) as u8;
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::Square;

    #[test]
    fn numbers_are_written_in_decimal() {
        let values = [
            0,
            7,
            10,
            99,
            100,
            12345,
            12346,
            99999,
            100000,
            1_000_000,
            usize::MAX,
        ];
        let mut buf = Vec::new();
        let mut w = Numbers::new(&mut buf);
        for v in values {
            w.push(v).unwrap();
        }
        w.finish().unwrap();
        let want: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        assert_eq!(String::from_utf8(buf).unwrap(), want.join(" ") + "\n");
        let mut buf = Vec::new();
        Numbers::new(&mut buf).finish().unwrap();
        assert_eq!(buf, b"\n");
    }

    #[test]
    fn blocks_turn_about_the_diagonal() {
        let mut rng = crate::rng::Rng::new(5);
        let a: [u64; 64] = std::array::from_fn(|_| rng.next_u64());
        let mut t = a;
        transpose64(&mut t);
        for (i, &row) in a.iter().enumerate() {
            for (j, &column) in t.iter().enumerate() {
                assert_eq!(column >> i & 1, row >> j & 1, "({i}, {j})");
            }
        }
    }

    #[test]
    fn sizes_and_chunks_agree_with_a_column_scan() {
        // Random moves on boards of 1 to 300 columns against a plain scan
        // of the columns; 300 x 300 writes several chunks.
        let mut rng = crate::rng::Rng::new(9);
        for n in [1, 2, 63, 64, 65, 127, 130, 300] {
            let mut set = SquareSet::new(n, n);
            for r in 0..n {
                for c in 0..n {
                    if rng.below(3) == 0 {
                        set.insert(Square::new(r, c));
                    }
                }
            }
            let mut want = Vec::new();
            for c in 0..n {
                for r in 0..n {
                    if set.contains(Square::new(r, c)) {
                        want.push((c * n + r + 1).to_string());
                    }
                }
            }
            let mut out = Vec::new();
            render(&mut out, &set).unwrap();
            let got = String::from_utf8(out).unwrap();
            assert_eq!(got, want.join(" ") + "\n", "{n}");
        }
    }
}
