//! Stable discs: discs that can never be flipped, whatever is played. The
//! opponent's stable discs cap the side to move's final score, which lets
//! a search stop early when that cap is already below its window.

use crate::bitboard::geometry::{
    CORNERS, DIAGONALS_7, DIAGONALS_9, EDGES, FILE_A, NOT_A, NOT_H, SIDES, TOP_BOTTOM,
};

/// The squares of `occupied` whose line along each axis is full, per axis:
/// (horizontal, vertical, `+9` diagonal, `+7` diagonal).
fn full_lines(occupied: u64) -> [u64; 4] {
    let mut h = 0;
    for r in 0..8 {
        if (occupied >> (8 * r)) & 0xFF == 0xFF {
            h |= 0xFF << (8 * r);
        }
    }
    let mut v = occupied;
    v &= v >> 32;
    v &= v >> 16;
    v &= v >> 8;
    let v = (v & 0xFF) * FILE_A;
    let mut d9 = 0;
    let mut d7 = 0;
    for i in 0..15 {
        if occupied & DIAGONALS_9[i] == DIAGONALS_9[i] {
            d9 |= DIAGONALS_9[i];
        }
        if occupied & DIAGONALS_7[i] == DIAGONALS_7[i] {
            d7 |= DIAGONALS_7[i];
        }
    }
    [h, v, d9, d7]
}

/// A subset of `player`'s stable discs. A disc cannot be flipped along an
/// axis when that line is full, or when it touches the border or a stable
/// disc of its own colour on that axis (the run to flip would have to
/// include the border or that disc); a disc safe on all four axes is
/// stable. Grown from the corners until nothing changes.
pub fn stable(player: u64, opponent: u64) -> u64 {
    let [fh, fv, f9, f7] = full_lines(player | opponent);
    let mut s = 0;
    loop {
        let h = fh | SIDES | (s << 1 & NOT_A) | (s >> 1 & NOT_H);
        let v = fv | TOP_BOTTOM | s << 8 | s >> 8;
        let d9 = f9 | EDGES | (s << 9 & NOT_A) | (s >> 9 & NOT_H);
        let d7 = f7 | EDGES | (s << 7 & NOT_H) | (s >> 7 & NOT_A);
        let next = s | (player & h & v & d9 & d7);
        if next == s {
            return s;
        }
        s = next;
    }
}

/// The discs of `set` held next to a corner of `set` on an edge, with
/// the corners themselves: a cheap part of its stable discs (nothing can
/// bracket an edge disc against its own corner, and no other line passes
/// through it but ends there), used in move ordering.
#[inline(always)]
pub fn corner_stable(set: u64) -> u64 {
    const A1_A8: u64 = 0x0100_0000_0000_0001;
    const H1_H8: u64 = 0x8000_0000_0000_0080;
    const ROW1: u64 = 0x0000_0000_0000_0081;
    const ROW8: u64 = 0x8100_0000_0000_0000;
    let next = (set & A1_A8) << 1 | (set & H1_H8) >> 1 | (set & ROW1) << 8 | (set & ROW8) >> 8;
    (next | CORNERS) & set
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::geometry::set8;
    use crate::bitboard::{flips, moves};
    use crate::rng::Rng;

    #[test]
    fn corners_and_their_edges_are_stable() {
        // a1, b1, c1 black; d1 white; e1 empty.
        let p = 0b111;
        let o = 0b1000;
        assert_eq!(stable(p, o), 0b111);
        assert_eq!(stable(o, p), 0);
        assert_eq!(stable(0, 0), 0);
        assert_eq!(corner_stable(p), 0b11);
        assert_eq!(corner_stable(o), 0);
    }

    /// The corner discs and their edge neighbours are among the stable
    /// discs.
    #[test]
    fn corner_stable_discs_are_stable() {
        let mut rng = Rng::new(7);
        for _ in 0..10_000 {
            let (a, b) = (rng.next_u64(), rng.next_u64());
            let (p, o) = (a & b, a & !b);
            let c = corner_stable(p);
            assert_eq!(c & !stable(p, o), 0, "{p:#x} {o:#x}");
        }
        // Every corner with both its edge neighbours.
        assert_eq!(
            corner_stable(!0),
            set8! {
                X X . . . . X X
                X . . . . . . X
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                X . . . . . . X
                X X . . . . X X
            }
        );
    }

    /// No sequence of moves flips a disc reported stable.
    #[test]
    fn stable_discs_never_flip_in_random_play() {
        let mut rng = Rng::new(42);
        for _ in 0..300 {
            let (a, b) = (rng.next_u64(), rng.next_u64());
            let keep = rng.next_u64() | rng.next_u64();
            let (mut p, mut o) = (a & b & keep, a & !b & keep);
            let mut stable_p = stable(p, o);
            let mut stable_o = stable(o, p);
            for _ in 0..60 {
                let m = moves(p, o);
                if m == 0 {
                    if moves(o, p) == 0 {
                        break;
                    }
                    (p, o) = (o, p);
                    (stable_p, stable_o) = (stable_o, stable_p);
                    continue;
                }
                let k = rng.below(m.count_ones() as u64) as u32;
                let mut set = m;
                for _ in 0..k {
                    set &= set - 1;
                }
                let sq = set.trailing_zeros();
                let f = flips(p, o, sq);
                assert_eq!(f & stable_o, 0, "a stable disc flipped");
                (p, o) = (o ^ f, p ^ f ^ 1 << sq);
                (stable_p, stable_o) = (stable_o, stable_p);
                assert_eq!(stable_o & !o, 0);
            }
        }
    }
}
