//! Counting the squares of a set, the solver's commonest operation. The
//! portable `count_ones` compiles to a dozen instructions on a baseline
//! x86-64 target; the `popcnt` instruction does it in one, and is used when
//! the processor has it (checked at run time). Measured on FFO #40-#42:
//! 6.84 s portable, 5.66 s with `popcnt` (one run each, loaded machine).

use crate::bitboard::kernel::Kernel;

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

/// The x86-64 `popcnt` instruction. Only used after [`Isa::hardware`] says
/// the processor has it.
#[cfg(target_arch = "x86_64")]
pub struct Popcnt;

#[cfg(target_arch = "x86_64")]
impl Count for Popcnt {
    #[inline(always)]
    fn count(x: u64) -> u32 {
        let n: u64;
        // SAFETY: `popcnt` reads one register and writes another (and the
        // flags); it touches no memory. The solver picks this variant only
        // when `Isa::hardware()` finds it, so the instruction exists.
        unsafe {
            std::arch::asm!("popcnt {n}, {x}", x = in(reg) x, n = lateout(reg) n,
                options(pure, nomem, nostack));
        }
        n as u32
    }
}

/// For x86-64-v3 processors (AVX2, BMI1, BMI2, LZCNT, POPCNT): the
/// search's recursive layers are compiled with these features (see
/// `endgame.rs`), where `count_ones` is the `popcnt` instruction.
#[cfg(target_arch = "x86_64")]
pub struct V3;

#[cfg(target_arch = "x86_64")]
impl Count for V3 {
    #[inline(always)]
    fn count(x: u64) -> u32 {
        x.count_ones()
    }
}

/// The instruction sets the search is compiled for, from the most
/// portable up; each includes the ones before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Isa {
    /// Any processor.
    Portable,
    /// x86-64 with `popcnt`.
    Popcnt,
    /// x86-64-v3: AVX2, BMI1, BMI2, LZCNT, POPCNT.
    V3,
}

impl Isa {
    /// The instruction set of the process's kernel
    /// ([`crate::bitboard::kernel::Kernel::chosen`], so that
    /// `OTHELLO_KERNEL` steers the solver too): the scalar kernel runs the
    /// portable search (with `popcnt` where the CPU has it), the vector
    /// kernels the x86-64-v3 one. The fastest the CPU runs when the choice
    /// failed (the commands report that before they search).
    pub fn detect() -> Isa {
        match Kernel::chosen() {
            Ok(k) if k == Kernel::SCALAR => Isa::hardware().min(Isa::Popcnt),
            _ => Isa::hardware(),
        }
    }

    /// The best this processor runs (checked at run time).
    pub fn hardware() -> Isa {
        #[cfg(target_arch = "x86_64")]
        {
            use std::is_x86_feature_detected as has;
            if has!("avx2") && has!("bmi1") && has!("bmi2") && has!("lzcnt") && has!("popcnt") {
                return Isa::V3;
            }
            if has!("popcnt") {
                return Isa::Popcnt;
            }
        }
        Isa::Portable
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_ways_agree() {
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..1000 {
            let x = rng.next_u64() & rng.next_u64();
            assert_eq!(Portable::count(x), x.count_ones());
            #[cfg(target_arch = "x86_64")]
            if Isa::hardware() >= Isa::Popcnt {
                assert_eq!(Popcnt::count(x), x.count_ones());
            }
        }
    }
}
