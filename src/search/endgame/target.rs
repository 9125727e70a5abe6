//! The exact solver compiled once per instruction set: its two recursive
//! layers entered through a [`Target`], one per [`Count`] of
//! [`crate::search::isa`], so that everything inlined into them is
//! compiled with that target's instructions.
//!
//! Part of the exact solver, split across `search/endgame/` on purpose (see
//! `endgame.rs`): it reads the [`Solver`](super::Solver)'s fields and calls
//! its other layers.

use super::deep::SORT_INF;
use super::Solver;
use crate::search::evaluation::Learned;
use crate::search::isa::{Count, Portable};
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
use crate::search::isa::{Popcnt, V3};
use crate::search::midgame::{negamax, Ticks};

/// The search compiled for one instruction set: `Count` counts the bits,
/// and the two recursive layers are entered through these functions, so
/// that everything inlined into them is compiled with the instructions
/// that the target stands for.
pub(super) trait Target: Count + Sized {
    /// [`Solver::deep_body`] for this target (compiled for the build's
    /// baseline unless a target says otherwise).
    fn deep(s: &mut Solver, p: u64, o: u64, alpha: i32) -> i32 {
        s.deep_body::<Self>(p, o, alpha)
    }
    /// [`Solver::shallow_body`] for this target.
    fn shallow(s: &mut Solver, p: u64, o: u64, alpha: i32, passed: bool) -> i32 {
        s.shallow_body::<Self>(p, o, alpha, passed)
    }
    /// The heuristic value of `(p, o)` searched `depth` plies with the
    /// learned evaluation, to order moves ([`negamax`] for this target),
    /// counting its nodes with `nodes`.
    fn sort_value<N: Ticks>(p: u64, o: u64, depth: u32, nodes: &mut N) -> i32 {
        negamax::<Learned, N>(p, o, depth, -SORT_INF, SORT_INF, nodes)
    }
}

impl Target for Portable {}

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
impl Target for Popcnt {}

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
impl Target for V3 {
    #[inline(always)]
    fn deep(s: &mut Solver, p: u64, o: u64, alpha: i32) -> i32 {
        // SAFETY: a solver runs the `V3` search only when `crate::cpu`
        // found every feature that `v3::deep` is compiled for
        // (`Solver::with_isa` never exceeds `crate::cpu::level()`).
        unsafe { v3::deep(s, p, o, alpha) }
    }
    #[inline(always)]
    fn shallow(s: &mut Solver, p: u64, o: u64, alpha: i32, passed: bool) -> i32 {
        // SAFETY: as for `deep`.
        unsafe { v3::shallow(s, p, o, alpha, passed) }
    }
    #[inline(always)]
    fn sort_value<N: Ticks>(p: u64, o: u64, depth: u32, nodes: &mut N) -> i32 {
        // SAFETY: as for `deep`.
        unsafe {
            crate::search::midgame::v3_negamax_entry::<Learned, N>(
                p, o, depth, -SORT_INF, SORT_INF, nodes,
            )
        }
    }
}

/// The two layers compiled for x86-64-v3 processors (AVX2, BMI1, BMI2,
/// LZCNT, POPCNT): bit scans, counts and masks in one instruction each,
/// the flips and move generation vectorised wider.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
mod v3 {
    use super::{Solver, V3};

    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    pub(super) fn deep(s: &mut Solver, p: u64, o: u64, alpha: i32) -> i32 {
        s.deep_body::<V3>(p, o, alpha)
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
    pub(super) fn shallow(s: &mut Solver, p: u64, o: u64, alpha: i32, passed: bool) -> i32 {
        s.shallow_body::<V3>(p, o, alpha, passed)
    }
}
