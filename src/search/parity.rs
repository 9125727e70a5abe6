//! Quadrant parity: near the end, playing first in a region with an odd
//! number of empty squares tends to leave the last move there to us, so
//! those squares are tried first.

/// The four 4 x 4 quadrants.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0F0F_0F0F,
    0x0000_0000_F0F0_F0F0,
    0x0F0F_0F0F_0000_0000,
    0xF0F0_F0F0_0000_0000,
];

/// The union of the quadrants holding an odd number of `empties`.
#[inline(always)]
pub fn odd_quadrants(empties: u64) -> u64 {
    let mut odd = 0;
    for q in QUADRANTS {
        if (empties & q).count_ones() & 1 == 1 {
            odd |= q;
        }
    }
    odd
}

/// The `empties` (at most `N`, else `None`) as bit indices: those in odd
/// quadrants first, each group in row-major order.
#[inline]
pub fn ordered<const N: usize>(empties: u64) -> Option<[u32; N]> {
    if empties.count_ones() as usize != N {
        return None;
    }
    let odd = odd_quadrants(empties);
    let mut out = [0; N];
    let mut k = 0;
    for mut set in [empties & odd, empties & !odd] {
        while set != 0 {
            out[k] = set.trailing_zeros();
            set &= set - 1;
            k += 1;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_quadrants_come_first() {
        // a1 and b1 share the top-left quadrant (even); h8 is alone in the
        // bottom-right one (odd).
        let e = 1 | 2 | 1 << 63;
        assert_eq!(odd_quadrants(e), QUADRANTS[3]);
        assert_eq!(ordered::<3>(e), Some([63, 0, 1]));
        assert_eq!(ordered::<2>(e), None);
    }
}
