//! The scalar kernel: one position at a time in 64-bit words, the
//! portable [`moves`] and [`flips`]. Compiled three times on x86-64: for
//! the baseline target and for two feature levels ([`crate::cpu::Level`]),
//! the best the CPU runs taken at run time, so that the release build
//! (baseline x86-64) runs as fast as a build for the CPU.
//!
//! Part of the counting kernels, split across `bitboard/kernel/` on purpose
//! (see `kernel.rs`): it compiles `kernel.rs`'s recursion for its
//! instruction set.

use super::last_ply;
use crate::bitboard::moves8::{flips, moves};

/// Leaves two plies below `(p, o)`, one child at a time.
#[inline(always)]
fn two(p: u64, o: u64) -> u64 {
    let mut m = moves(p, o);
    if m == 0 {
        // A pass, then the opponent's last ply (1 if it is stuck too: the
        // game is over).
        return last_ply(moves(o, p));
    }
    let mut n = 0;
    // Two children per round: independent work side by side.
    while m & m.wrapping_sub(1) != 0 {
        let a = m.trailing_zeros();
        m &= m - 1;
        let b = m.trailing_zeros();
        m &= m - 1;
        let (fa, fb) = (flips(p, o, a), flips(p, o, b));
        n += last_ply(moves(o ^ fa, p ^ fa ^ 1 << a)) + last_ply(moves(o ^ fb, p ^ fb ^ 1 << b));
    }
    if m != 0 {
        let sq = m.trailing_zeros();
        let f = flips(p, o, sq);
        n += last_ply(moves(o ^ f, p ^ f ^ 1 << sq));
    }
    n
}

/// Leaves three plies below `(p, o)`.
// Deliberately per ISA: avx2.rs and avx512.rs open their `three` the same, then batch in lanes.
#[inline(always)]
fn three(p: u64, o: u64) -> u64 {
    let mut m = moves(p, o);
    if m == 0 {
        return match moves(o, p) {
            0 => 1,
            _ => two(o, p),
        };
    }
    let mut n = 0;
    while m != 0 {
        let sq = m.trailing_zeros();
        m &= m - 1;
        let f = flips(p, o, sq);
        n += two(o ^ f, p ^ f ^ 1 << sq);
    }
    n
}

counting!(leaves, moves, flips, two, three,);

/// A copy of the scalar kernel compiled with the CPU features `$features`
/// (`leaves`, `moves`, `flips`), in a module of its own.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
macro_rules! compiled_for {
    ($module:ident, $features:literal) => {
        pub(super) mod $module {
            use super::super::last_ply;

            #[inline]
            #[target_feature(enable = $features)]
            fn two(p: u64, o: u64) -> u64 {
                super::two(p, o)
            }

            #[inline]
            #[target_feature(enable = $features)]
            fn three(p: u64, o: u64) -> u64 {
                super::three(p, o)
            }

            /// [`crate::bitboard::moves8::moves`] compiled for these features.
            #[inline]
            #[target_feature(enable = $features)]
            pub(in super::super) fn moves(p: u64, o: u64) -> u64 {
                crate::bitboard::moves8::moves(p, o)
            }

            /// [`crate::bitboard::moves8::flips`] compiled for these features.
            #[inline]
            #[target_feature(enable = $features)]
            pub(in super::super) fn flips(p: u64, o: u64, sq: u32) -> u64 {
                crate::bitboard::moves8::flips(p, o, sq)
            }

            counting!(leaves, moves, flips, two, three, #[target_feature(enable = $features)]);
        }
    };
}

// The POPCNT processors (x86-64-v2): one instruction per count.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
compiled_for!(v2, "popcnt");
// x86-64-v3 processors: one instruction per count, scan and lowest-bit
// step, shifts by a register without the flags; and AVX2, with which the
// compiler pairs the independent directions of `moves` and `flips` in
// vector registers (as it does for any scalar code built with
// `-C target-cpu=native` on such a CPU).
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
compiled_for!(v3, "avx2,bmi1,bmi2,lzcnt,popcnt");
