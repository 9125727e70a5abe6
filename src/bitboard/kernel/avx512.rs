//! The AVX-512 kernel. Two ways to fill a 512-bit register: one lane per
//! direction of one position (`moves`, `flips`: lanes 0-3 go up in bit
//! index, +1, +7, +8, +9 squares, lanes 4-7 down), or one lane per
//! position (`*_x8`: eight children or grandchildren side by side).
//!
//! Part of the counting kernels, split across `bitboard/kernel/` on purpose
//! (see `kernel.rs`): it compiles `kernel.rs`'s recursion for its
//! instruction set.

use super::last_ply;
use crate::bitboard::geometry::NOT_A_H;
use crate::bitboard::RAYS;
use std::arch::x86_64::*;

/// A vector of eight u64 lanes, lane 0 first.
const fn lanes(v: [u64; 8]) -> __m512i {
    // SAFETY: both are 64 plain bytes; every bit pattern is valid.
    unsafe { std::mem::transmute(v) }
}

/// The lanes' rotation: left by the step going up, right going down.
const ROTATE: __m512i = lanes([1, 7, 8, 9, 63, 57, 56, 55]);
/// The lanes' rotation twice over.
const ROTATE2: __m512i = lanes([2, 14, 16, 18, 62, 50, 48, 46]);
/// Which opponent discs a run may cross in each lane: not the a/h
/// columns except vertically, and not the squares a rotation wraps
/// into (the low bits going up, the high bits going down), where no
/// true shift can land.
const NOT_WRAPPED: __m512i = lanes([
    !0x0000_0000_0000_0001 & NOT_A_H,
    !0x0000_0000_0000_007F & NOT_A_H,
    !0x0000_0000_0000_00FF,
    !0x0000_0000_0000_01FF & NOT_A_H,
    !0x8000_0000_0000_0000 & NOT_A_H,
    !0xFE00_0000_0000_0000 & NOT_A_H,
    !0xFF00_0000_0000_0000,
    !0xFF80_0000_0000_0000 & NOT_A_H,
]);
/// Where a move may land in each lane: not a wrapped square.
const LANDING: __m512i = lanes([
    !0x0000_0000_0000_0001,
    !0x0000_0000_0000_007F,
    !0x0000_0000_0000_00FF,
    !0x0000_0000_0000_01FF,
    !0x8000_0000_0000_0000,
    !0xFE00_0000_0000_0000,
    !0xFF00_0000_0000_0000,
    !0xFF80_0000_0000_0000,
]);

/// Broadcasts `x` to every lane.
#[inline]
#[target_feature(enable = "avx512f")]
fn splat(x: u64) -> __m512i {
    _mm512_set1_epi64(x as i64)
}

/// The runs of `mask` discs next to a `b` disc going up `D` squares
/// (`D2` = 2 `D`; `mask2` = `mask` and `mask` shifted by `D`), doubling
/// the run length as in [`crate::bitboard::moves`]: at most 6 discs.
// Deliberately per ISA: `run_up`, `run_down` and `moves_x8` are avx2.rs's on 512-bit lanes.
#[inline]
#[target_feature(enable = "avx512f")]
fn run_up<const D: u32, const D2: u32>(b: __m512i, mask: __m512i, mask2: __m512i) -> __m512i {
    let mut f = _mm512_and_si512(mask, _mm512_slli_epi64::<D>(b));
    f = or_and(f, mask, _mm512_slli_epi64::<D>(f));
    f = or_and(f, mask2, _mm512_slli_epi64::<D2>(f));
    or_and(f, mask2, _mm512_slli_epi64::<D2>(f))
}

/// [`run_up`] going down.
// Deliberately unrolled: `run_up` mirrored, the shift intrinsics (immediate operands) swapped.
#[inline]
#[target_feature(enable = "avx512f")]
fn run_down<const D: u32, const D2: u32>(b: __m512i, mask: __m512i, mask2: __m512i) -> __m512i {
    let mut f = _mm512_and_si512(mask, _mm512_srli_epi64::<D>(b));
    f = or_and(f, mask, _mm512_srli_epi64::<D>(f));
    f = or_and(f, mask2, _mm512_srli_epi64::<D2>(f));
    or_and(f, mask2, _mm512_srli_epi64::<D2>(f))
}

/// One lane per position: the moves of `p` against `o` in each lane.
#[inline]
#[target_feature(enable = "avx512f")]
fn moves_x8(p: __m512i, o: __m512i) -> __m512i {
    let side = _mm512_and_si512(o, splat(NOT_A_H));
    macro_rules! axis {
        ($d:literal, $d2:literal, $mask:expr) => {{
            // mask & mask >> d is (mask & mask << d) >> d.
            let up2 = _mm512_and_si512($mask, _mm512_slli_epi64::<$d>($mask));
            let down2 = _mm512_srli_epi64::<$d>(up2);
            let up = run_up::<$d, $d2>(p, $mask, up2);
            let down = run_down::<$d, $d2>(p, $mask, down2);
            (_mm512_slli_epi64::<$d>(up), _mm512_srli_epi64::<$d>(down))
        }};
    }
    let (h1, h2) = axis!(1, 2, side);
    let (v1, v2) = axis!(8, 16, o);
    let (a1, a2) = axis!(7, 14, side);
    let (d1, d2) = axis!(9, 18, side);
    // Three-way ORs; then the empty squares among them: not p, not o.
    const OR3: i32 = 0xFE;
    let x = _mm512_ternarylogic_epi64::<OR3>(h1, h2, v1);
    let y = _mm512_ternarylogic_epi64::<OR3>(v2, a1, a2);
    let z = _mm512_ternarylogic_epi64::<OR3>(d1, d2, x);
    const OR_AND_NOT: i32 = 0x54; // (a | b) & !c
    _mm512_ternarylogic_epi64::<OR_AND_NOT>(y, z, _mm512_or_si512(p, o))
}

/// One lane per move: lane i holds position `(p, o)` (its side to
/// move's discs, the other's) and `b`, the bit of a move there (or 0:
/// an unused lane). Returns per lane the leaves one ply below the move:
/// the moves after it, or 1 for a pass or a finished game; 0 if unused.
#[inline]
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
fn after_move_x8(p: __m512i, o: __m512i, b: __m512i) -> __m512i {
    let (child_p, child_o) = children_x8(p, o, b);
    let to = moves_x8(child_p, child_o);
    let used = _mm512_test_epi64_mask(b, b);
    let stuck = _mm512_testn_epi64_mask(to, to) & used;
    let n = _mm512_maskz_popcnt_epi64(used, to);
    _mm512_mask_add_epi64(n, stuck, n, _mm512_set1_epi64(1))
}

/// One lane per move, as [`after_move_x8`]: the position after each
/// move, from the other side (its player's discs, its opponent's).
#[inline]
#[target_feature(enable = "avx512f")]
fn children_x8(p: __m512i, o: __m512i, b: __m512i) -> (__m512i, __m512i) {
    let side = _mm512_and_si512(o, splat(NOT_A_H));
    let mut f = _mm512_setzero_si512();
    // Flips: each run of `o` discs from `b` that ends on a `p` disc.
    macro_rules! flip {
        ($run:ident, $shift:ident, $d:literal, $d2:literal, $mask:expr, $mask2:expr) => {{
            let r = $run::<$d, $d2>(b, $mask, $mask2);
            let k = _mm512_test_epi64_mask($shift::<$d>(r), p);
            f = _mm512_mask_or_epi64(f, k, f, r);
        }};
    }
    macro_rules! axis {
        ($d:literal, $d2:literal, $mask:expr) => {{
            let up2 = _mm512_and_si512($mask, _mm512_slli_epi64::<$d>($mask));
            let down2 = _mm512_srli_epi64::<$d>(up2);
            flip!(run_up, _mm512_slli_epi64, $d, $d2, $mask, up2);
            flip!(run_down, _mm512_srli_epi64, $d, $d2, $mask, down2);
        }};
    }
    axis!(1, 2, side);
    axis!(7, 14, side);
    axis!(8, 16, o);
    axis!(9, 18, side);
    // The children, from the other side: o ^ f and p ^ f ^ b.
    (
        _mm512_xor_si512(o, f),
        _mm512_ternarylogic_epi64::<0x96>(p, f, b),
    )
}

/// Lane i: the i-th lowest bit of `m` (0 when `m` has fewer bits):
/// the bit indices are packed by a byte `compress`, then widened.
#[inline]
#[target_feature(enable = "avx512f,avx512vbmi2,popcnt")]
fn lowest_bits_x8(m: u64) -> __m512i {
    const INDICES: __m512i = {
        let mut b = [0u8; 64];
        let mut i = 0;
        while i < 64 {
            b[i] = i as u8;
            i += 1;
        }
        // SAFETY: 64 plain bytes either way.
        unsafe { std::mem::transmute::<[u8; 64], __m512i>(b) }
    };
    let packed = _mm512_maskz_compress_epi8(m, INDICES);
    let index = _mm512_cvtepu8_epi64(_mm512_castsi512_si128(packed));
    let used = ((1u32 << m.count_ones().min(8)) - 1) as u8;
    _mm512_maskz_sllv_epi64(used, _mm512_set1_epi64(1), index)
}

/// Removes the (up to) eight lowest bits of `m`; returns how many.
#[inline]
fn take8(m: &mut u64) -> u32 {
    let k = m.count_ones();
    if k > 8 {
        for _ in 0..8 {
            *m &= *m - 1;
        }
        8
    } else {
        *m = 0;
        k
    }
}

/// Leaves two plies below `(p, o)`, eight children at a time.
#[inline]
#[target_feature(enable = "avx512f,avx512cd,avx512vpopcntdq,avx512vbmi2,popcnt")]
fn two(p: u64, o: u64) -> u64 {
    let mut m = moves(p, o);
    if m == 0 {
        // A pass, then the opponent's last ply (1 if it is stuck too:
        // the game is over).
        return last_ply(moves(o, p));
    }
    let (pv, ov) = (splat(p), splat(o));
    let mut total = _mm512_setzero_si512();
    while m != 0 {
        let b = lowest_bits_x8(m);
        take8(&mut m);
        total = _mm512_add_epi64(total, after_move_x8(pv, ov, b));
    }
    _mm512_reduce_add_epi64(total) as u64
}

/// Leaves three plies below `(p, o)`: the grandchildren of all its
/// children go through [`after_move_x8`] in full batches of eight,
/// gathered in registers (`expand` puts a child's moves after the
/// lanes already waiting, `compress` keeps what overflows a batch).
// Deliberately per ISA: scalar.rs's `three` opening, then the grandchildren in AVX-512 lanes.
#[inline]
#[target_feature(enable = "avx512f,avx512cd,avx512vpopcntdq,avx512vbmi2,popcnt")]
fn three(p: u64, o: u64) -> u64 {
    let mut m = moves(p, o);
    if m == 0 {
        return match moves(o, p) {
            0 => 1,
            _ => two(o, p),
        };
    }
    let mut total = _mm512_setzero_si512();
    let mut passes = 0;
    // The waiting grandchildren: lanes 0..waiting of (wp, wo, wb).
    let (mut wp, mut wo, mut wb) = (splat(0), splat(0), splat(0));
    let mut waiting = 0u32;
    let (pv, ov) = (splat(p), splat(o));
    while m != 0 {
        // Eight children at a time, one per lane, then one by one.
        let b = lowest_bits_x8(m);
        let children = take8(&mut m);
        let (cpv, cov) = children_x8(pv, ov, b);
        let cmv = moves_x8(cpv, cov);
        // SAFETY: a vector and [u64; 8] are the same 64 plain bytes.
        let [cps, cos, cms]: [[u64; 8]; 3] = unsafe { std::mem::transmute([cpv, cov, cmv]) };
        for j in 0..children as usize {
            let (cp, co, mut cm) = (cps[j], cos[j], cms[j]);
            if cm == 0 {
                // The child passes: its opponent's last ply.
                passes += last_ply(moves(co, cp));
                continue;
            }
            let (cpv, cov) = (splat(cp), splat(co));
            while cm != 0 {
                let x = lowest_bits_x8(cm);
                let k = take8(&mut cm);
                let lanes = (1u32 << k) - 1;
                let put = (lanes << waiting) as u8;
                wb = _mm512_mask_expand_epi64(wb, put, x);
                wp = _mm512_mask_mov_epi64(wp, put, cpv);
                wo = _mm512_mask_mov_epi64(wo, put, cov);
                waiting += k;
                if waiting >= 8 {
                    total = _mm512_add_epi64(total, after_move_x8(wp, wo, wb));
                    waiting -= 8;
                    // The lanes of x that did not fit, moved to the bottom.
                    let rest = (lanes & !((1 << (k - waiting)) - 1)) as u8;
                    wb = _mm512_maskz_compress_epi64(rest, x);
                    (wp, wo) = (cpv, cov);
                }
            }
        }
    }
    if waiting > 0 {
        let used = ((1u32 << waiting) - 1) as u8;
        wb = _mm512_maskz_mov_epi64(used, wb);
        total = _mm512_add_epi64(total, after_move_x8(wp, wo, wb));
    }
    _mm512_reduce_add_epi64(total) as u64 + passes
}

/// `a | (b & c)` in one instruction.
#[inline]
#[target_feature(enable = "avx512f")]
fn or_and(a: __m512i, b: __m512i, c: __m512i) -> __m512i {
    _mm512_ternarylogic_epi64::<0xF8>(a, b, c)
}

/// [`crate::bitboard::moves`], the eight directions side by side.
#[inline]
#[target_feature(enable = "avx512f")]
pub(super) fn moves(p: u64, o: u64) -> u64 {
    let mask = _mm512_and_si512(_mm512_set1_epi64(o as i64), NOT_WRAPPED);
    let mut f = _mm512_and_si512(mask, _mm512_rolv_epi64(_mm512_set1_epi64(p as i64), ROTATE));
    f = or_and(f, mask, _mm512_rolv_epi64(f, ROTATE));
    let mask2 = _mm512_and_si512(mask, _mm512_rolv_epi64(mask, ROTATE));
    f = or_and(f, mask2, _mm512_rolv_epi64(f, ROTATE2));
    f = or_and(f, mask2, _mm512_rolv_epi64(f, ROTATE2));
    let to = _mm512_and_si512(_mm512_rolv_epi64(f, ROTATE), LANDING);
    _mm512_reduce_or_epi64(to) as u64 & !(p | o)
}

/// [`crate::bitboard::flips`], the eight rays side by side.
#[inline]
#[target_feature(enable = "avx512f,avx512cd")]
pub(super) fn flips(p: u64, o: u64, sq: u32) -> u64 {
    // SAFETY: `RAYS.0[sq]` is eight u64, 64 readable bytes.
    let ray = unsafe { _mm512_load_si512(RAYS.0[sq as usize].as_ptr().cast()) };
    let (p, o) = (_mm512_set1_epi64(p as i64), _mm512_set1_epi64(o as i64));
    let stop = _mm512_andnot_si512(o, ray);
    // Up: the lowest stop; down: the highest (none when lzcnt is 64).
    let low = _mm512_and_si512(stop, _mm512_sub_epi64(_mm512_setzero_si512(), stop));
    let high = _mm512_srlv_epi64(_mm512_set1_epi64(i64::MIN), _mm512_lzcnt_epi64(stop));
    let anchor = _mm512_and_si512(_mm512_mask_blend_epi64(0xF0, low, high), p);
    // Up: the ray below the anchor; down: the ray above it.
    let below = _mm512_sub_epi64(anchor, _mm512_set1_epi64(1));
    let above = _mm512_sub_epi64(_mm512_setzero_si512(), _mm512_slli_epi64::<1>(anchor));
    let run = _mm512_mask_blend_epi64(0xF0, below, above);
    let found = _mm512_test_epi64_mask(anchor, anchor);
    _mm512_reduce_or_epi64(_mm512_maskz_and_epi64(found, run, ray)) as u64
}

counting!(leaves, moves, flips, two, three, #[target_feature(enable = "avx512f,avx512cd,avx512vpopcntdq,avx512vbmi2,popcnt")]);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Says on standard error (past the test harness's capture) that a
    /// test did not run here.
    fn skipped() {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "kernel avx512: skipped, this CPU lacks one of avx512f, avx512cd, \
             avx512vpopcntdq, avx512vbmi2, popcnt"
        );
    }

    #[test]
    fn eight_lanes_agree_with_scalar_play_and_moves() {
        if crate::bitboard::kernel::Kernel::by_name("avx512").is_err() {
            skipped();
            return;
        }
        let mut rng = Rng::new(8);
        for _ in 0..20_000 {
            let (a, b) = (rng.next_u64(), rng.next_u64() | rng.next_u64());
            let (p, o) = (a & b, !a & b);
            let legal = crate::bitboard::moves(p, o);
            // Lane i: the i-th legal move, or sometimes an unused lane.
            let mut bits = [0u64; 8];
            let mut m = legal;
            for bit in &mut bits {
                if m != 0 && rng.below(4) != 0 {
                    *bit = m & m.wrapping_neg();
                    m &= m - 1;
                }
            }
            // SAFETY: the features were checked above; the transmutes
            // are between 64 plain bytes.
            let (cp, co, n) = unsafe {
                let (pv, ov) = (splat(p), splat(o));
                let bv = std::mem::transmute::<[u64; 8], __m512i>(bits);
                let (cp, co) = children_x8(pv, ov, bv);
                let n = after_move_x8(pv, ov, bv);
                let t = |v| std::mem::transmute::<__m512i, [u64; 8]>(v);
                (t(cp), t(co), t(n))
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
                assert_eq!(n[i], want, "{p:#x} {o:#x} {bit:#x}");
            }
        }
    }

    #[test]
    fn same_moves_and_flips_as_scalar() {
        if crate::bitboard::kernel::Kernel::by_name("avx512").is_err() {
            skipped();
            return;
        }
        let mut rng = Rng::new(512);
        for _ in 0..100_000 {
            let (a, b) = (rng.next_u64(), rng.next_u64());
            let (p, o) = (a & b, a & !b);
            // SAFETY: the features were checked above.
            let m = unsafe { moves(p, o) };
            assert_eq!(m, crate::bitboard::moves(p, o), "{p:#x} {o:#x}");
            for sq in 0..64 {
                if (p | o) >> sq & 1 == 0 {
                    // SAFETY: as above.
                    let f = unsafe { flips(p, o, sq) };
                    assert_eq!(f, crate::bitboard::flips(p, o, sq), "{p:#x} {o:#x} {sq}");
                }
            }
        }
    }
}
