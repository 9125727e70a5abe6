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
#[inline(always)]
pub fn load8(bytes: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    b.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(b)
}

/// 0x80 in every byte of `y` that is zero, 0 in the others. Exact: the
/// low seven bits are added apart from the high bit, so no carry crosses
/// into the next byte (the shorter `(y - LO) & !y & HI` flags a 0x01
/// above a zero byte too), and the lowest flag is the first zero byte.
#[inline(always)]
pub fn zero_bytes(y: u64) -> u64 {
    const L7: u64 = !HI;
    !((y & L7).wrapping_add(L7) | y) & HI
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_exactly_the_zero_bytes() {
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..10_000 {
            // Bytes drawn mostly from 0, 1 and 0x80 (the borrow cases).
            let bytes: Vec<u8> = (0..8)
                .map(|_| [0u8, 1, 0x80, 0xFF, rng.below(256) as u8][rng.below(5) as usize])
                .collect();
            let want = bytes
                .iter()
                .enumerate()
                .filter(|&(_, &b)| b == 0)
                .fold(0, |m, (i, _)| m | 0x80 << (8 * i));
            assert_eq!(zero_bytes(load8(&bytes)), want, "{bytes:02x?}");
        }
    }
}
