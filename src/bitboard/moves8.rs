//! Legal moves and flips on 8 x 8 bit sets, one `u64` per side: the word
//! operations that the bitboard engine ([`crate::bitboard`], where the bit
//! layout is stated) and the generic board's 8 x 8 path share. A file of
//! its own so that a bundle needing only these does not carry the engine.

/// Every square but the `a` and `h` columns: where a horizontal or
/// diagonal run may continue without wrapping around an edge. The one
/// definition; [`crate::bitboard::geometry`], beside the other masks,
/// names it too.
pub const NOT_A_H: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// The moves along one axis `dir` (1, 7, 8 or 9), both ways: squares that
/// a run of `mask` discs next to a `p` disc leads to. Runs are followed by
/// doubling (runs of 1, 2, then 4 more discs), Edax style; at most six
/// opponent discs lie between a move and its anchor.
#[inline(always)]
fn moves_along(p: u64, mask: u64, dir: u32) -> u64 {
    let dir2 = dir * 2;
    let mut fl = mask & (p << dir);
    let mut fr = mask & (p >> dir);
    fl |= mask & (fl << dir);
    fr |= mask & (fr >> dir);
    let ml = mask & (mask << dir);
    let mr = mask & (mask >> dir);
    fl |= ml & (fl << dir2);
    fr |= mr & (fr >> dir2);
    fl |= ml & (fl << dir2);
    fr |= mr & (fr >> dir2);
    (fl << dir) | (fr >> dir)
}

/// Every legal move of `p` against `o`, for the whole board at once:
/// 4 axes x 2 ways of shift-and-mask propagation, no loop over squares.
#[inline(always)]
pub fn moves(p: u64, o: u64) -> u64 {
    let side = o & NOT_A_H;
    (moves_along(p, side, 1) // horizontal: a run may not cross the a/h edges
        | moves_along(p, o, 8) // vertical: shifts fall off the top and bottom
        | moves_along(p, side, 7) // anti-diagonal
        | moves_along(p, side, 9)) // diagonal
        & !(p | o)
}

/// [`moves`] along rows and columns only (four directions): the same
/// propagation with the two diagonal axes left out.
#[inline(always)]
pub fn moves4(p: u64, o: u64) -> u64 {
    (moves_along(p, o & NOT_A_H, 1) | moves_along(p, o, 8)) & !(p | o)
}

/// The squares beyond each square in each direction, nearest excluded:
/// `RAYS[sq][d]` for the directions in [`RAY_STEPS`] order. The first four
/// go up in bit index, the last four down.
pub(crate) static RAYS: Rays = Rays(rays());

/// [`RAYS`], aligned so that one square's eight rays fill a cache line.
#[repr(C, align(64))]
pub(crate) struct Rays(pub(crate) [[u64; 8]; 64]);

/// (row step, column step) of each ray in [`RAYS`].
const RAY_STEPS: [(i32, i32); 8] = [
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, -1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

const fn rays() -> [[u64; 8]; 64] {
    let mut out = [[0; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (dr, dc) = RAY_STEPS[d];
            let (mut r, mut c) = ((sq / 8) as i32 + dr, (sq % 8) as i32 + dc);
            while r >= 0 && r < 8 && c >= 0 && c < 8 {
                out[sq][d] |= 1 << (r * 8 + c);
                r += dr;
                c += dc;
            }
            d += 1;
        }
        sq += 1;
    }
    out
}

/// The discs that `p` moving on bit `sq` (0..64) flips, all eight rays at
/// once; 0 when the move is illegal (`sq` must be empty).
///
/// Per ray: the first square that is not an opponent's disc is found by a
/// bit scan (lowest bit on rays going up, highest going down); when it is
/// a `p` disc, the opponent's discs before it flip. No square is walked.
#[inline(always)]
pub fn flips(p: u64, o: u64, sq: u32) -> u64 {
    let rays = &RAYS.0[sq as usize];
    let mut f = 0;
    for &ray in &rays[..4] {
        let stop = ray & !o;
        let anchor = stop & stop.wrapping_neg() & p;
        f |= anchor.wrapping_sub((anchor != 0) as u64) & ray;
    }
    for &ray in &rays[4..] {
        // `| 1` keeps the scan defined on an empty set; bit 0 then is not
        // a `p` disc on this ray, so the anchor is empty.
        let stop = ray & !o;
        let anchor = (1 << 63 >> (stop | 1).leading_zeros()) & p & ray;
        f |= (anchor << 1).wrapping_neg() & ray;
    }
    f
}

/// [`flips`] along rows and columns only (four directions).
pub fn flips4(p: u64, o: u64, sq: u32) -> u64 {
    let rays = &RAYS.0[sq as usize];
    let mut f = 0;
    // Rays 0 and 2 go up in bit index (right, down a row), 4 and 6 down.
    for ray in [rays[0], rays[2]] {
        let stop = ray & !o;
        let anchor = stop & stop.wrapping_neg() & p;
        f |= anchor.wrapping_sub((anchor != 0) as u64) & ray;
    }
    for ray in [rays[4], rays[6]] {
        let stop = ray & !o;
        let anchor = (1 << 63 >> (stop | 1).leading_zeros()) & p & ray;
        f |= (anchor << 1).wrapping_neg() & ray;
    }
    f
}
