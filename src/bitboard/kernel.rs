//! The counting recursion, compiled once per instruction set, and the
//! process's one choice among them: portable scalar code, AVX2 or
//! AVX-512, the fastest the CPU has unless `OTHELLO_KERNEL` names one.
//! The exact solver takes its instruction set from the same choice.
//!
//! One idea split across files on purpose: the counting recursion
//! (`counting!`, `last_ply`) is written here once and compiled in each
//! kernel's file, to which this file dispatches.

use crate::bitboard::Bitboard;
use std::sync::atomic::{AtomicU8, Ordering};

/// Leaves at one ply to go: the moves, or 1 for a pass or a finished game.
#[inline(always)]
pub(super) fn last_ply(moves: u64) -> u64 {
    let n = moves.count_ones() as u64;
    n + (n == 0) as u64
}

/// Defines `fn $name(player, opponent, depth) -> u64`, the leaf count by
/// the perft convention of [`super::perft`], on the given `moves`, `flips`
/// and two- and three-plies-to-go `two` and `three` functions, every
/// function carrying the attributes given (so a `target_feature` reaches
/// the whole recursion and everything inlines).
macro_rules! counting {
    ($name:ident, $moves:path, $flips:path, $two:path, $three:path, $(#[$attr:meta])*) => {
        $(#[$attr])*
        pub(crate) fn $name(p: u64, o: u64, depth: u32) -> u64 {
            /// Four or more plies to go.
            $(#[$attr])*
            fn deep(p: u64, o: u64, depth: u32) -> u64 {
                let mut m = $moves(p, o);
                if m == 0 {
                    return match ($moves(o, p), depth) {
                        (0, _) => 1,
                        (_, 4) => $three(o, p),
                        _ => deep(o, p, depth - 1),
                    };
                }
                let mut n = 0;
                while m != 0 {
                    let sq = m.trailing_zeros();
                    m &= m - 1;
                    let f = $flips(p, o, sq);
                    let (p, o) = (o ^ f, p ^ f ^ 1 << sq);
                    n += if depth == 4 { $three(p, o) } else { deep(p, o, depth - 1) };
                }
                n
            }
            match depth {
                0 => 1,
                1 => last_ply($moves(p, o)),
                2 => $two(p, o),
                3 => $three(p, o),
                _ => deep(p, o, depth),
            }
        }
    };
}

mod scalar;

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
use crate::cpu::Level;
use crate::cpu::{self, Feature};

/// A way of counting: the same leaves, computed with different
/// instructions. Only the kernels this CPU runs can be obtained
/// ([`Kernel::SCALAR`], [`Kernel::best`], [`Kernel::by_name`],
/// [`Kernel::chosen`]), so that running one is safe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kernel(Instructions);

/// The kernels; a value of [`Kernel`] holds one this CPU runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Instructions {
    /// One position at a time in 64-bit words, no SIMD code of its own:
    /// any CPU (compiled for x86-64-v2 and v3 too, the copy the CPU runs
    /// taken at run time).
    Scalar,
    /// Four lanes per 256-bit register: the four axes of one position, or
    /// four positions (x86-64 with AVX2, BMI1, BMI2, LZCNT and POPCNT).
    #[cfg(all(feature = "simd", target_arch = "x86_64"))]
    Avx2,
    /// Eight lanes per 512-bit register: the eight directions of one
    /// position, or eight positions (x86-64 with AVX-512 F, CD, VPOPCNTDQ
    /// and VBMI2).
    #[cfg(all(feature = "simd", target_arch = "x86_64"))]
    Avx512,
}

/// Every kernel name, in [`Kernel::by_name`]'s spelling, slowest first.
pub const NAMES: [&str; 3] = ["scalar", "avx2", "avx512"];

/// The environment variable that forces a kernel by name.
pub const VARIABLE: &str = "OTHELLO_KERNEL";

impl Kernel {
    /// The scalar kernel, which every CPU runs.
    pub const SCALAR: Kernel = Kernel(Instructions::Scalar);

    /// The fastest kernel this CPU runs.
    pub fn best() -> Kernel {
        for name in NAMES.iter().rev() {
            if let Ok(kernel) = Kernel::by_name(name) {
                return kernel;
            }
        }
        Kernel::SCALAR
    }

    /// The kernel called `name` (one of [`NAMES`]), if this CPU runs it;
    /// otherwise a message saying why not.
    pub fn by_name(name: &str) -> Result<Kernel, String> {
        let lacking = match name {
            "scalar" => return Ok(Kernel::SCALAR),
            "avx2" => lacking_avx2(),
            "avx512" => lacking_avx512(),
            _ => {
                return Err(format!(
                    "unknown kernel `{name}` (expected {})",
                    NAMES.join(", ")
                ))
            }
        };
        if !lacking.is_empty() {
            return Err(format!("this CPU lacks {}", lacking.join(", ")));
        }
        match name {
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            "avx2" => Ok(Kernel(Instructions::Avx2)),
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            "avx512" => Ok(Kernel(Instructions::Avx512)),
            _ => Err("not in this build".to_string()),
        }
    }

    /// The kernel of this process: the one `OTHELLO_KERNEL` names, else
    /// [`Kernel::best`]. Read once; every later call returns the same.
    /// Fails (with a message for the user) when the variable names an
    /// unknown kernel or one this CPU lacks.
    pub fn chosen() -> Result<Kernel, String> {
        /// 0 until the first successful choice, then its index in `NAMES`
        /// plus one.
        static CHOSEN: AtomicU8 = AtomicU8::new(0);
        let index = CHOSEN.load(Ordering::Relaxed);
        if index != 0 {
            return Kernel::by_name(NAMES[index as usize - 1]);
        }
        let kernel = match std::env::var(VARIABLE) {
            Ok(name) if name.is_empty() => Kernel::best(),
            Ok(name) => Kernel::by_name(&name).map_err(|e| format!("{VARIABLE}={name}: {e}"))?,
            Err(std::env::VarError::NotPresent) => Kernel::best(),
            Err(std::env::VarError::NotUnicode(_)) => {
                return Err(format!("{VARIABLE}: not a kernel name"))
            }
        };
        let index = NAMES.iter().position(|&n| n == kernel.name()).unwrap_or(0);
        CHOSEN.store(index as u8 + 1, Ordering::Relaxed);
        Ok(kernel)
    }

    /// The kernel's name, as in [`NAMES`].
    pub fn name(self) -> &'static str {
        match self.0 {
            Instructions::Scalar => "scalar",
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Instructions::Avx2 => "avx2",
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Instructions::Avx512 => "avx512",
        }
    }

    /// The leaves `depth` plies below `pos` (the convention of
    /// [`super::perft`]), on one thread.
    pub fn leaves(self, pos: Bitboard, depth: u32) -> u64 {
        let (p, o) = (pos.player, pos.opponent);
        match self.0 {
            Instructions::Scalar => match cpu::level() {
                // SAFETY: `cpu::level` found every feature of `v2`, `v3`.
                #[cfg(all(feature = "simd", target_arch = "x86_64"))]
                Level::V3 => unsafe { scalar::v3::leaves(p, o, depth) },
                // SAFETY: as for `V3`.
                #[cfg(all(feature = "simd", target_arch = "x86_64"))]
                Level::Popcnt => unsafe { scalar::v2::leaves(p, o, depth) },
                _ => scalar::leaves(p, o, depth),
            },
            // SAFETY: a `Kernel` other than the scalar one is only built
            // by `by_name`, after it found every feature the module is
            // compiled for (`lacking_avx2`, `lacking_avx512` empty).
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Instructions::Avx2 => unsafe { avx2::leaves(p, o, depth) },
            // SAFETY: as for `Avx2`.
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Instructions::Avx512 => unsafe { avx512::leaves(p, o, depth) },
        }
    }

    /// The side to move's legal moves, by this kernel's code.
    pub fn moves(self, p: u64, o: u64) -> u64 {
        // Deliberately per ISA: `leaves`'s dispatch, each arm calling its own compiled copy.
        match self.0 {
            Instructions::Scalar => match cpu::level() {
                // SAFETY: as in `leaves`.
                #[cfg(all(feature = "simd", target_arch = "x86_64"))]
                Level::V3 => unsafe { scalar::v3::moves(p, o) },
                // SAFETY: as in `leaves`.
                #[cfg(all(feature = "simd", target_arch = "x86_64"))]
                Level::Popcnt => unsafe { scalar::v2::moves(p, o) },
                _ => crate::bitboard::moves8::moves(p, o),
            },
            // SAFETY: as in `leaves`.
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Instructions::Avx2 => unsafe { avx2::moves(p, o) },
            // SAFETY: as in `leaves`.
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Instructions::Avx512 => unsafe { avx512::moves(p, o) },
        }
    }

    /// The discs that `p` moving on the empty square `sq` (0..64) flips,
    /// by this kernel's code; 0 when the move is illegal.
    pub fn flips(self, p: u64, o: u64, sq: u32) -> u64 {
        // Deliberately per ISA: `leaves`'s dispatch, each arm calling its own compiled copy.
        match self.0 {
            Instructions::Scalar => match cpu::level() {
                // SAFETY: as in `leaves`.
                #[cfg(all(feature = "simd", target_arch = "x86_64"))]
                Level::V3 => unsafe { scalar::v3::flips(p, o, sq) },
                // SAFETY: as in `leaves`.
                #[cfg(all(feature = "simd", target_arch = "x86_64"))]
                Level::Popcnt => unsafe { scalar::v2::flips(p, o, sq) },
                _ => crate::bitboard::moves8::flips(p, o, sq),
            },
            // SAFETY: as in `leaves`.
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Instructions::Avx2 => unsafe { avx2::flips(p, o, sq) },
            // SAFETY: as in `leaves`.
            #[cfg(all(feature = "simd", target_arch = "x86_64"))]
            Instructions::Avx512 => unsafe { avx512::flips(p, o, sq) },
        }
    }
}

/// What the AVX2 kernel needs: the x86-64-v3 features.
const AVX2_NEEDS: [Feature; 5] = cpu::V3;

/// What the AVX-512 kernel needs.
const AVX512_NEEDS: [Feature; 5] = [
    Feature::Avx512f,
    Feature::Avx512cd,
    Feature::Avx512vpopcntdq,
    Feature::Avx512vbmi2,
    Feature::Popcnt,
];

/// What the AVX2 kernel needs and this CPU lacks.
fn lacking_avx2() -> Vec<&'static str> {
    cpu::features().lacking(&AVX2_NEEDS)
}

/// What the AVX-512 kernel needs and this CPU lacks.
fn lacking_avx512() -> Vec<&'static str> {
    cpu::features().lacking(&AVX512_NEEDS)
}

/// The leaves below `pos` by the portable scalar code compiled for the
/// target's baseline: the reference the other kernels are checked against.
pub(super) fn reference_leaves(pos: Bitboard, depth: u32) -> u64 {
    scalar::leaves(pos.player, pos.opponent, depth)
}

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
mod avx2;
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
mod avx512;
