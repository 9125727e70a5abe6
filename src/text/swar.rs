//! Eight bytes at a time in one `u64` (SWAR, "SIMD within a register"):
//! the exact zero-byte test behind every byte search of the text readers
//! (newlines, separators, cell characters), for the portable build and
//! the row tails that the vector units leave.

/// The byte 0x01 eight times: `LO * b` repeats byte `b`.
pub const LO: u64 = 0x0101_0101_0101_0101;
/// The high bit of every byte.
pub const HI: u64 = 0x8080_8080_8080_8080;

/// The first 8 bytes of `bytes` as a little-endian word: byte `i` is bits
/// `8 i .. 8 i + 8`. Panics if `bytes` is shorter.
#[inline]
pub fn load8(bytes: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    b.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(b)
}

/// 0x80 in every byte of `y` that is zero, 0 in the others. Exact: the
/// low seven bits are added apart from the high bit, so no carry crosses
/// into the next byte (the shorter `(y - LO) & !y & HI` flags a 0x01
/// above a zero byte too), and the lowest flag is the first zero byte.
#[inline]
pub fn zero_bytes(y: u64) -> u64 {
    const L7: u64 = !HI;
    !((y & L7).wrapping_add(L7) | y) & HI
}

/// The offset of the first `\n` in `bytes`: eight bytes per step (a
/// newline byte XOR 0x0A is zero; the zero-byte test is exact, so the
/// lowest flagged byte is the first newline).
pub fn find_newline(bytes: &[u8]) -> Option<usize> {
    const NL: u64 = 0x0A0A_0A0A_0A0A_0A0A;
    let mut words = bytes.chunks_exact(8);
    for (k, c) in (&mut words).enumerate() {
        let zero = zero_bytes(load8(c) ^ NL);
        if zero != 0 {
            return Some(8 * k + zero.trailing_zeros() as usize / 8);
        }
    }
    let base = bytes.len() - words.remainder().len();
    words
        .remainder()
        .iter()
        .position(|&b| b == b'\n')
        .map(|p| base + p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_exactly_the_zero_bytes() {
        // Every byte value at every offset, among zeros, 0x01s (a borrow
        // from a zero byte below would flag them), 0x80s and 0xFFs.
        for fill in [0u8, 1, 0x80, 0xFF] {
            for at in 0..8 {
                for b in 0..=255u8 {
                    let mut bytes = [fill; 8];
                    bytes[at] = b;
                    let want = (0..8)
                        .filter(|&i| bytes[i] == 0)
                        .fold(0, |m, i| m | 0x80 << (8 * i));
                    assert_eq!(zero_bytes(load8(&bytes)), want, "{bytes:02x?}");
                }
            }
        }
    }
}
