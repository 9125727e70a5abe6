//! The instruction sets the searches are compiled for ([`Level`]), each
//! with its way of counting bits, and the process's choice among them
//! ([`chosen`]). The exact solver's entry points per instruction set are
//! in `endgame/target.rs`.
//!
//! Counting the squares of a set is the solver's commonest operation. The
//! portable `count_ones` compiles to a dozen instructions on a baseline
//! x86-64 target; the `popcnt` instruction does it in one. The search is
//! generic over a `Target`: its bit count, and the entry points of the
//! two recursive layers, which the x86-64-v3 target compiles with AVX2,
//! BMI1, BMI2, LZCNT and POPCNT so that everything inlined into them (move
//! generation, flips, the last four squares) uses those instructions.

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
