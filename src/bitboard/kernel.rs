//! The counting recursion, compiled once per instruction set and chosen
//! once at run time: portable scalar code, or AVX-512 when the CPU has it.

use super::{flips, moves};
use crate::bitboard::Bitboard;

/// Leaves at one ply to go: the moves, or 1 for a pass or a finished game.
#[inline(always)]
pub(super) fn last_ply(moves: u64) -> u64 {
    let n = moves.count_ones() as u64;
    n + (n == 0) as u64
}

/// Leaves two plies below `(p, o)`, one child at a time.
#[inline(always)]
fn scalar_two(p: u64, o: u64) -> u64 {
    let mut m = moves(p, o);
    if m == 0 {
        // A pass, then the opponent's last ply (1 if it is stuck too: the
        // game is over).
        return last_ply(moves(o, p));
    }
    let mut n = 0;
    while m != 0 {
        let sq = m.trailing_zeros();
        m &= m - 1;
        let f = flips(p, o, sq);
        n += last_ply(moves(o ^ f, p ^ f ^ 1 << sq));
    }
    n
}

/// Leaves three plies below `(p, o)`.
#[inline(always)]
fn scalar_three(p: u64, o: u64) -> u64 {
    let mut m = moves(p, o);
    if m == 0 {
        return match moves(o, p) {
            0 => 1,
            _ => scalar_two(o, p),
        };
    }
    let mut n = 0;
    while m != 0 {
        let sq = m.trailing_zeros();
        m &= m - 1;
        let f = flips(p, o, sq);
        n += scalar_two(o ^ f, p ^ f ^ 1 << sq);
    }
    n
}

/// Defines `fn $name(player, opponent, depth) -> u64`, the leaf count by
/// the perft convention of [`super::perft`], on the given `moves`, `flips`
/// and two-plies-to-go `two` functions, every function carrying the
/// attributes given (so a `target_feature` reaches the whole recursion and
/// everything inlines).
macro_rules! counting {
    ($name:ident, $moves:path, $flips:path, $two:path, $three:path, $(#[$attr:meta])*) => {
        $(#[$attr])*
        pub(super) fn $name(p: u64, o: u64, depth: u32) -> u64 {
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

counting!(scalar_leaves, moves, flips, scalar_two, scalar_three,);

/// The instruction set the counting runs on, detected once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kernel {
    /// Portable 64-bit code.
    Scalar,
    /// Eight lanes per 512-bit register: the eight directions of one
    /// position, or eight positions (x86-64 with AVX-512 F, CD, VPOPCNTDQ
    /// and VBMI2).
    #[cfg(target_arch = "x86_64")]
    Avx512,
}

impl Kernel {
    /// The fastest kernel this CPU runs (`OTHELLO_KERNEL=scalar` in the
    /// environment forces the portable one, for comparisons).
    pub(super) fn detect() -> Kernel {
        if std::env::var_os("OTHELLO_KERNEL").is_some_and(|v| v == "scalar") {
            return Kernel::Scalar;
        }
        #[cfg(target_arch = "x86_64")]
        if avx512::available() {
            return Kernel::Avx512;
        }
        Kernel::Scalar
    }

    /// The kernel's name.
    pub(super) fn name(self) -> &'static str {
        match self {
            Kernel::Scalar => "scalar",
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => "avx512",
        }
    }

    /// The leaves `depth` plies below `pos`.
    pub(super) fn leaves(self, pos: Bitboard, depth: u32) -> u64 {
        match self {
            Kernel::Scalar => scalar_leaves(pos.player, pos.opponent, depth),
            // SAFETY: `Kernel::Avx512` is only built by `detect`, after
            // `avx512::available` saw every feature `leaves` is compiled for.
            #[cfg(target_arch = "x86_64")]
            Kernel::Avx512 => unsafe { avx512::leaves(pos.player, pos.opponent, depth) },
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod avx512;
