//! The solver compiled once per instruction set ([`Level`]), and the
//! process's choice among them.
//!
//! Counting the squares of a set is the solver's commonest operation. The
//! portable `count_ones` compiles to a dozen instructions on a baseline
//! x86-64 target; the `popcnt` instruction does it in one. The search is
//! generic over a `Target`: its bit count, and the entry points of the
//! two recursive layers, which the x86-64-v3 target compiles with AVX2,
//! BMI1, BMI2, LZCNT and POPCNT so that everything inlined into them (move
//! generation, flips, the last four squares) uses those instructions.

use super::endgame::Solver;
use crate::bitboard::kernel::Kernel;
pub use crate::cpu::Level;

/// A way of counting set bits; the search is generic over it, so each
/// variant is compiled with its own code inline.
pub trait Count {
    /// The number of set bits of `x`.
    fn count(x: u64) -> u32;
}

/// `u64::count_ones`, for every target.
pub struct Portable;

impl Count for Portable {
    #[inline(always)]
    fn count(x: u64) -> u32 {
        x.count_ones()
    }
}

/// The x86-64 `popcnt` instruction. Only used where [`crate::cpu`] found
/// it.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
pub struct Popcnt;

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
impl Count for Popcnt {
    #[inline(always)]
    fn count(x: u64) -> u32 {
        let n: u64;
        // SAFETY: `popcnt` reads one register and writes another (and the
        // flags); it touches no memory. The solver picks this variant only
        // when `crate::cpu` finds it, so the instruction exists.
        unsafe {
            std::arch::asm!("popcnt {n}, {x}", x = in(reg) x, n = lateout(reg) n,
                options(pure, nomem, nostack));
        }
        n as u32
    }
}

/// For x86-64-v3 processors: the search's recursive layers are compiled
/// with their features (see `Target`), where `count_ones` is the
/// `popcnt` instruction.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
pub struct V3;

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
impl Count for V3 {
    #[inline(always)]
    fn count(x: u64) -> u32 {
        x.count_ones()
    }
}

/// The solver's instruction set in this process: that of the process's
/// counting kernel ([`Kernel::chosen`], so that `OTHELLO_KERNEL` steers the
/// solver too): the scalar kernel runs the portable search (with `popcnt`
/// where the CPU has it), the vector kernels the x86-64-v3 one. The
/// highest the CPU runs when the choice failed (the commands report that
/// before they search).
pub fn chosen() -> Level {
    match Kernel::chosen() {
        Ok(k) if k == Kernel::SCALAR => crate::cpu::level().min(Level::Popcnt),
        _ => crate::cpu::level(),
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_count_agrees() {
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..1000 {
            let x = rng.next_u64() & rng.next_u64();
            assert_eq!(Portable::count(x), x.count_ones());
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            if crate::cpu::level() >= Level::Popcnt {
                assert_eq!(Popcnt::count(x), x.count_ones());
            }
        }
    }

    #[test]
    fn the_choice_is_one_the_cpu_runs() {
        assert!(chosen() <= crate::cpu::level());
    }
}
