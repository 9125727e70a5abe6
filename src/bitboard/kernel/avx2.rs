//! The AVX2 kernel. Two ways to fill a 256-bit register: one lane per
//! axis of one position (`moves`, `flips`: lanes step +1, +7, +8, +9
//! squares, shifted left for one way and right for the other), or one
//! lane per position (`*_x4`: four children or grandchildren side by
//! side), where the counting at two and three plies to go spends its time.
//!
//! Part of the counting kernels, split across `bitboard/kernel/` on purpose
//! (see `kernel.rs`): it compiles `kernel.rs`'s recursion for its
//! instruction set.

use super::last_ply;
use crate::bitboard::geometry::NOT_A_H;
use std::arch::x86_64::*;

/// A vector of four u64 lanes, lane 0 first.
const fn lanes(v: [u64; 4]) -> __m256i {
    // SAFETY: both are 32 plain bytes; every bit pattern is valid.
    unsafe { std::mem::transmute(v) }
}

/// The step of each lane in the axis-per-lane layout.
const STEP: __m256i = lanes([1, 7, 8, 9]);
/// The step twice over.
const STEP2: __m256i = lanes([2, 14, 16, 18]);
/// Which opponent discs a run may cross in each lane: not the a/h
/// columns, except vertically.
const CROSS: __m256i = lanes([NOT_A_H, NOT_A_H, !0, NOT_A_H]);

/// Broadcasts `x` to every lane.
#[inline]
#[target_feature(enable = "avx2")]
fn splat(x: u64) -> __m256i {
    _mm256_set1_epi64x(x as i64)
}

/// `a | (b & c)`.
#[inline]
#[target_feature(enable = "avx2")]
fn or_and(a: __m256i, b: __m256i, c: __m256i) -> __m256i {
    _mm256_or_si256(a, _mm256_and_si256(b, c))
}

/// The OR of the four lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn reduce_or(v: __m256i) -> u64 {
    let x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    let x = _mm_or_si128(x, _mm_unpackhi_epi64(x, x));
    _mm_cvtsi128_si64(x) as u64
}

/// The sum of the four lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn reduce_add(v: __m256i) -> u64 {
    let x = _mm_add_epi64(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    let x = _mm_add_epi64(x, _mm_unpackhi_epi64(x, x));
    _mm_cvtsi128_si64(x) as u64
}

/// The runs of `mask` discs next to a `b` disc going up `D` squares
/// (`D2` = 2 `D`; `mask2` = `mask` and `mask` shifted up by `D`),
/// doubling the run length as in [`crate::bitboard::moves`]: at most 6
/// discs.
// Deliberately per ISA: `run_up`, `run_down` and `moves_x4` are avx512.rs's on 256-bit lanes.
#[inline]
#[target_feature(enable = "avx2")]
fn run_up<const D: i32, const D2: i32>(b: __m256i, mask: __m256i, mask2: __m256i) -> __m256i {
    let mut f = _mm256_and_si256(mask, _mm256_slli_epi64::<D>(b));
    f = or_and(f, mask, _mm256_slli_epi64::<D>(f));
    f = or_and(f, mask2, _mm256_slli_epi64::<D2>(f));
    or_and(f, mask2, _mm256_slli_epi64::<D2>(f))
}

/// [`run_up`] going down (`mask2` = `mask` and `mask` shifted down).
// Deliberately unrolled: `run_up` mirrored, the shift intrinsics (immediate operands) swapped.
#[inline]
#[target_feature(enable = "avx2")]
fn run_down<const D: i32, const D2: i32>(b: __m256i, mask: __m256i, mask2: __m256i) -> __m256i {
    let mut f = _mm256_and_si256(mask, _mm256_srli_epi64::<D>(b));
    f = or_and(f, mask, _mm256_srli_epi64::<D>(f));
    f = or_and(f, mask2, _mm256_srli_epi64::<D2>(f));
    or_and(f, mask2, _mm256_srli_epi64::<D2>(f))
}

/// One lane per position: the moves of `p` against `o` in each lane.
#[inline]
#[target_feature(enable = "avx2")]
fn moves_x4(p: __m256i, o: __m256i) -> __m256i {
    let side = _mm256_and_si256(o, splat(NOT_A_H));
    macro_rules! axis {
        ($d:literal, $d2:literal, $mask:expr) => {{
            // mask & mask >> d is (mask & mask << d) >> d.
            let up2 = _mm256_and_si256($mask, _mm256_slli_epi64::<$d>($mask));
            let down2 = _mm256_srli_epi64::<$d>(up2);
            let up = run_up::<$d, $d2>(p, $mask, up2);
            let down = run_down::<$d, $d2>(p, $mask, down2);
            _mm256_or_si256(_mm256_slli_epi64::<$d>(up), _mm256_srli_epi64::<$d>(down))
        }};
    }
    let h = axis!(1, 2, side);
    let v = axis!(8, 16, o);
    let a = axis!(7, 14, side);
    let d = axis!(9, 18, side);
    let to = _mm256_or_si256(_mm256_or_si256(h, v), _mm256_or_si256(a, d));
    _mm256_andnot_si256(_mm256_or_si256(p, o), to)
}

/// One lane per move: lane i holds position `(p, o)` (its side to
/// move's discs, the other's) and `b`, the bit of a move there (or 0:
/// an unused lane, whose result is `(o, p)`). Returns the position after
/// each move, from the other side (its player's discs, its opponent's).
#[inline]
#[target_feature(enable = "avx2")]
fn children_x4(p: __m256i, o: __m256i, b: __m256i) -> (__m256i, __m256i) {
    let side = _mm256_and_si256(o, splat(NOT_A_H));
    let zero = _mm256_setzero_si256();
    let mut f = zero;
    // Flips: each run of `o` discs from `b` that ends on a `p` disc.
    macro_rules! flip {
        ($run:ident, $shift:ident, $d:literal, $d2:literal, $mask:expr, $mask2:expr) => {{
            let r = $run::<$d, $d2>(b, $mask, $mask2);
            let open = _mm256_cmpeq_epi64(_mm256_and_si256($shift::<$d>(r), p), zero);
            f = _mm256_or_si256(f, _mm256_andnot_si256(open, r));
        }};
    }
    macro_rules! axis {
        ($d:literal, $d2:literal, $mask:expr) => {{
            let up2 = _mm256_and_si256($mask, _mm256_slli_epi64::<$d>($mask));
            let down2 = _mm256_srli_epi64::<$d>(up2);
            flip!(run_up, _mm256_slli_epi64, $d, $d2, $mask, up2);
            flip!(run_down, _mm256_srli_epi64, $d, $d2, $mask, down2);
        }};
    }
    axis!(1, 2, side);
    axis!(7, 14, side);
    axis!(8, 16, o);
    axis!(9, 18, side);
    (
        _mm256_xor_si256(o, f),
        _mm256_xor_si256(p, _mm256_xor_si256(f, b)),
    )
}

/// The set bits of each lane, counted by nibbles looked up in a table.
#[inline]
#[target_feature(enable = "avx2")]
fn popcnt_x4(v: __m256i) -> __m256i {
    let table = _mm256_setr_epi8(
        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3,
        3, 4,
    );
    let nibble = _mm256_set1_epi8(0x0F);
    let low = _mm256_and_si256(v, nibble);
    let high = _mm256_and_si256(_mm256_srli_epi16::<4>(v), nibble);
    let bytes = _mm256_add_epi8(
        _mm256_shuffle_epi8(table, low),
        _mm256_shuffle_epi8(table, high),
    );
    _mm256_sad_epu8(bytes, _mm256_setzero_si256())
}

/// One lane per move, as [`children_x4`]: per lane the leaves one ply
/// below the move (the moves after it, or 1 for a pass or a finished
/// game); 0 in an unused lane.
#[inline]
#[target_feature(enable = "avx2")]
fn after_move_x4(p: __m256i, o: __m256i, b: __m256i) -> __m256i {
    let (cp, co) = children_x4(p, o, b);
    let zero = _mm256_setzero_si256();
    let unused = _mm256_cmpeq_epi64(b, zero);
    let to = _mm256_andnot_si256(unused, moves_x4(cp, co));
    // A used lane with no move: -1 from the comparison, negated below.
    let stuck = _mm256_andnot_si256(unused, _mm256_cmpeq_epi64(to, zero));
    _mm256_sub_epi64(popcnt_x4(to), stuck)
}

/// [`after_move_x4`] when every lane holds a move.
#[inline]
#[target_feature(enable = "avx2")]
fn after_moves_x4(p: __m256i, o: __m256i, b: __m256i) -> __m256i {
    let (cp, co) = children_x4(p, o, b);
    let to = moves_x4(cp, co);
    let stuck = _mm256_cmpeq_epi64(to, _mm256_setzero_si256());
    _mm256_sub_epi64(popcnt_x4(to), stuck)
}

/// [`after_moves_x4`] on two groups at once, summed: two independent
/// chains of work side by side keep the vector units busier than one
/// group after another (a third group gains nothing).
#[inline]
#[target_feature(enable = "avx2")]
fn after_moves_x8(
    p1: __m256i,
    o1: __m256i,
    b1: __m256i,
    p2: __m256i,
    o2: __m256i,
    b2: __m256i,
) -> __m256i {
    let (cp1, co1) = children_x4(p1, o1, b1);
    let (cp2, co2) = children_x4(p2, o2, b2);
    let to1 = moves_x4(cp1, co1);
    let to2 = moves_x4(cp2, co2);
    let zero = _mm256_setzero_si256();
    let stuck = _mm256_add_epi64(_mm256_cmpeq_epi64(to1, zero), _mm256_cmpeq_epi64(to2, zero));
    _mm256_sub_epi64(_mm256_add_epi64(popcnt_x4(to1), popcnt_x4(to2)), stuck)
}

/// Lane i: the i-th lowest bit of `m` (0 when `m` has fewer bits); the
/// four bits are removed from `m`.
#[inline]
#[target_feature(enable = "avx2,bmi1")]
fn take4(m: &mut u64) -> __m256i {
    let b0 = *m & m.wrapping_neg();
    let m1 = *m & m.wrapping_sub(1);
    let b1 = m1 & m1.wrapping_neg();
    let m2 = m1 & m1.wrapping_sub(1);
    let b2 = m2 & m2.wrapping_neg();
    let m3 = m2 & m2.wrapping_sub(1);
    let b3 = m3 & m3.wrapping_neg();
    *m = m3 & m3.wrapping_sub(1);
    _mm256_set_epi64x(b3 as i64, b2 as i64, b1 as i64, b0 as i64)
}

/// Leaves two plies below `(p, o)`, four children at a time.
#[inline]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
fn two(p: u64, o: u64) -> u64 {
    let mut m = moves(p, o);
    if m == 0 {
        // A pass, then the opponent's last ply (1 if it is stuck too:
        // the game is over).
        return last_ply(moves(o, p));
    }
    let (pv, ov) = (splat(p), splat(o));
    let mut total = _mm256_setzero_si256();
    while m != 0 {
        let b = take4(&mut m);
        total = _mm256_add_epi64(total, after_move_x4(pv, ov, b));
    }
    reduce_add(total)
}

/// Leaves three plies below `(p, o)`: the children four at a time, then
/// all the grandchildren four at a time, whatever child each comes from,
/// so that the lanes stay full: a child's moves join the lanes already
/// waiting (shifted up past them by a lane permutation), full groups are
/// counted two by two, and what overflowed a group waits for the next.
// Deliberately per ISA: scalar.rs's `three` opening, then the grandchildren in AVX2 lanes.
#[inline]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
fn three(p: u64, o: u64) -> u64 {
    let mut m = moves(p, o);
    if m == 0 {
        return match moves(o, p) {
            0 => 1,
            _ => two(o, p),
        };
    }
    let mut total = _mm256_setzero_si256();
    let mut passes = 0;
    let (pv, ov) = (splat(p), splat(o));
    // The waiting grandchildren: lanes 0..waiting of (wp, wo, wb); the
    // lanes of `wb` above them are 0.
    let zero = _mm256_setzero_si256();
    let (mut wp, mut wo, mut wb) = (zero, zero, zero);
    let mut waiting = 0;
    let mut ready = None;
    while m != 0 {
        let b = take4(&mut m);
        let (cpv, cov) = children_x4(pv, ov, b);
        let cmv = moves_x4(cpv, cov);
        // SAFETY: a vector and [u64; 4] are the same 32 plain bytes.
        let [cps, cos, cms, bs]: [[u64; 4]; 4] = unsafe { std::mem::transmute([cpv, cov, cmv, b]) };
        for j in 0..4 {
            if bs[j] == 0 {
                break;
            }
            let (cp, co, mut cm) = (cps[j], cos[j], cms[j]);
            if cm == 0 {
                // The child passes: its opponent's last ply.
                passes += last_ply(moves(co, cp));
                continue;
            }
            let (cpv, cov) = (splat(cp), splat(co));
            while cm != 0 {
                let k = cm.count_ones().min(4) as usize;
                let x = take4(&mut cm);
                // Lanes below `waiting` stay; the others come from the child.
                let low = LOW_LANES[waiting];
                let up = _mm256_permutevar8x32_epi32(x, SHIFT_UP[waiting]);
                wb = _mm256_blendv_epi8(up, wb, low);
                wp = _mm256_blendv_epi8(cpv, wp, low);
                wo = _mm256_blendv_epi8(cov, wo, low);
                waiting += k;
                if waiting >= 4 {
                    // Full groups are counted two by two.
                    match ready.take() {
                        None => ready = Some((wp, wo, wb)),
                        Some((rp, ro, rb)) => {
                            total = _mm256_add_epi64(total, after_moves_x8(rp, ro, rb, wp, wo, wb));
                        }
                    }
                    waiting -= 4;
                    // The lanes of x that did not fit, moved to the bottom
                    // (none when all k fitted: the shift by 4 is masked off).
                    let rest = _mm256_permutevar8x32_epi32(x, SHIFT_DOWN[(k - waiting) & 3]);
                    wb = _mm256_and_si256(rest, LOW_LANES[waiting]);
                    (wp, wo) = (cpv, cov);
                }
            }
        }
    }
    if let Some((rp, ro, rb)) = ready {
        total = _mm256_add_epi64(total, after_moves_x4(rp, ro, rb));
    }
    if waiting > 0 {
        total = _mm256_add_epi64(total, after_move_x4(wp, wo, wb));
    }
    reduce_add(total) + passes
}

/// Dword indices for `permutevar8x32` of one u64 lane `i` each.
const fn u64_lanes(from: [u32; 4]) -> __m256i {
    let mut v = [0u32; 8];
    let mut i = 0;
    while i < 4 {
        v[2 * i] = 2 * from[i];
        v[2 * i + 1] = 2 * from[i] + 1;
        i += 1;
    }
    // SAFETY: 32 plain bytes either way.
    unsafe { std::mem::transmute::<[u32; 8], __m256i>(v) }
}

/// `SHIFT_UP[w]`: lane i + w takes lane i (lanes below w take lanes that
/// [`three`] blends away).
const SHIFT_UP: [__m256i; 4] = [
    u64_lanes([0, 1, 2, 3]),
    u64_lanes([0, 0, 1, 2]),
    u64_lanes([0, 0, 0, 1]),
    u64_lanes([0, 0, 0, 0]),
];

/// `SHIFT_DOWN[s]`: lane i takes lane i + s (lanes above 3 - s take lanes
/// that [`three`] masks away).
const SHIFT_DOWN: [__m256i; 4] = [
    u64_lanes([0, 1, 2, 3]),
    u64_lanes([1, 2, 3, 3]),
    u64_lanes([2, 3, 3, 3]),
    u64_lanes([3, 3, 3, 3]),
];

/// `LOW_LANES[w]`: all ones in lanes 0..w.
const LOW_LANES: [__m256i; 4] = [
    lanes([0, 0, 0, 0]),
    lanes([!0, 0, 0, 0]),
    lanes([!0, !0, 0, 0]),
    lanes([!0, !0, !0, 0]),
];

/// [`crate::bitboard::moves`], the four axes side by side.
#[inline]
#[target_feature(enable = "avx2")]
pub(super) fn moves(p: u64, o: u64) -> u64 {
    let (pv, ov) = (splat(p), splat(o));
    let mask = _mm256_and_si256(ov, CROSS);
    let mut up = _mm256_and_si256(mask, _mm256_sllv_epi64(pv, STEP));
    let mut down = _mm256_and_si256(mask, _mm256_srlv_epi64(pv, STEP));
    up = or_and(up, mask, _mm256_sllv_epi64(up, STEP));
    down = or_and(down, mask, _mm256_srlv_epi64(down, STEP));
    let up2 = _mm256_and_si256(mask, _mm256_sllv_epi64(mask, STEP));
    let down2 = _mm256_srlv_epi64(up2, STEP);
    up = or_and(up, up2, _mm256_sllv_epi64(up, STEP2));
    down = or_and(down, down2, _mm256_srlv_epi64(down, STEP2));
    up = or_and(up, up2, _mm256_sllv_epi64(up, STEP2));
    down = or_and(down, down2, _mm256_srlv_epi64(down, STEP2));
    let to = _mm256_or_si256(_mm256_sllv_epi64(up, STEP), _mm256_srlv_epi64(down, STEP));
    reduce_or(to) & !(p | o)
}

/// [`crate::bitboard::flips`], the four axes side by side: the runs of
/// opponent discs from `sq` each way, kept where a `p` disc ends them.
#[inline]
#[target_feature(enable = "avx2")]
pub(super) fn flips(p: u64, o: u64, sq: u32) -> u64 {
    let (pv, ov, b) = (splat(p), splat(o), splat(1 << sq));
    let zero = _mm256_setzero_si256();
    let mask = _mm256_and_si256(ov, CROSS);
    let mut up = _mm256_and_si256(mask, _mm256_sllv_epi64(b, STEP));
    let mut down = _mm256_and_si256(mask, _mm256_srlv_epi64(b, STEP));
    up = or_and(up, mask, _mm256_sllv_epi64(up, STEP));
    down = or_and(down, mask, _mm256_srlv_epi64(down, STEP));
    let up2 = _mm256_and_si256(mask, _mm256_sllv_epi64(mask, STEP));
    let down2 = _mm256_srlv_epi64(up2, STEP);
    up = or_and(up, up2, _mm256_sllv_epi64(up, STEP2));
    down = or_and(down, down2, _mm256_srlv_epi64(down, STEP2));
    up = or_and(up, up2, _mm256_sllv_epi64(up, STEP2));
    down = or_and(down, down2, _mm256_srlv_epi64(down, STEP2));
    let up_open = _mm256_cmpeq_epi64(_mm256_and_si256(_mm256_sllv_epi64(up, STEP), pv), zero);
    let down_open = _mm256_cmpeq_epi64(_mm256_and_si256(_mm256_srlv_epi64(down, STEP), pv), zero);
    reduce_or(_mm256_or_si256(
        _mm256_andnot_si256(up_open, up),
        _mm256_andnot_si256(down_open, down),
    ))
}

counting!(leaves, moves, flips, two, three, #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Whether this CPU runs the module; if not, says so on standard error
    /// (past the test harness's capture).
    fn runs_here() -> bool {
        let lacking = super::super::lacking_avx2();
        if !lacking.is_empty() {
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "kernel avx2: skipped, this CPU lacks {}",
                lacking.join(", ")
            );
        }
        lacking.is_empty()
    }

    #[test]
    fn four_lanes_agree_with_scalar_play_and_moves() {
        if !runs_here() {
            return;
        }
        let mut rng = Rng::new(4);
        for _ in 0..20_000 {
            let (a, b) = (rng.next_u64(), rng.next_u64() | rng.next_u64());
            let (p, o) = (a & b, !a & b);
            // Lane i: a legal move, or sometimes an unused lane.
            let mut bits = [0u64; 4];
            let mut m = crate::bitboard::moves(p, o);
            for bit in &mut bits {
                if m != 0 && rng.below(4) != 0 {
                    *bit = m & m.wrapping_neg();
                    m &= m - 1;
                }
            }
            // SAFETY: the features were checked above; the transmutes
            // are between 32 plain bytes.
            let (cp, co, n, full) = unsafe {
                let (pv, ov) = (splat(p), splat(o));
                let bv = std::mem::transmute::<[u64; 4], __m256i>(bits);
                let (cp, co) = children_x4(pv, ov, bv);
                let t = |v| std::mem::transmute::<__m256i, [u64; 4]>(v);
                let full = t(after_moves_x4(pv, ov, bv));
                (t(cp), t(co), t(after_move_x4(pv, ov, bv)), full)
            };
            for (i, &bit) in bits.iter().enumerate() {
                if bit == 0 {
                    assert_eq!(n[i], 0);
                    continue;
                }
                let f = crate::bitboard::flips(p, o, bit.trailing_zeros());
                assert_eq!(
                    (cp[i], co[i]),
                    (o ^ f, p ^ f ^ bit),
                    "{p:#x} {o:#x} {bit:#x}"
                );
                let want = last_ply(crate::bitboard::moves(cp[i], co[i]));
                assert_eq!((n[i], full[i]), (want, want), "{p:#x} {o:#x} {bit:#x}");
            }
        }
    }
}
