//! The scalar kernel: one position at a time in 64-bit words, the
//! portable [`moves`] and [`flips`]. Compiled twice on x86-64: for the
//! baseline target, and with POPCNT, LZCNT and BMI1 (one instruction per
//! count, scan and lowest-bit step), taken when the CPU has them.

use super::last_ply;
use crate::moves8::{flips, moves};

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

/// Whether this CPU runs [`bmi`].
#[cfg(target_arch = "x86_64")]
pub(super) fn has_bmi() -> bool {
    is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("lzcnt")
        && is_x86_feature_detected!("bmi1")
}

/// The same code compiled with POPCNT, LZCNT and BMI1.
#[cfg(target_arch = "x86_64")]
pub(super) mod bmi {
    use super::super::last_ply;
    use crate::moves8::{flips, moves};

    /// [`super::two`] with the features of this module.
    #[inline]
    #[target_feature(enable = "popcnt,lzcnt,bmi1")]
    fn two(p: u64, o: u64) -> u64 {
        super::two(p, o)
    }

    /// [`super::three`] with the features of this module.
    #[inline]
    #[target_feature(enable = "popcnt,lzcnt,bmi1")]
    fn three(p: u64, o: u64) -> u64 {
        super::three(p, o)
    }

    /// [`moves`] with the features of this module.
    #[inline]
    #[target_feature(enable = "popcnt,lzcnt,bmi1")]
    pub(in super::super) fn moves_bmi(p: u64, o: u64) -> u64 {
        moves(p, o)
    }

    /// [`flips`] with the features of this module.
    #[inline]
    #[target_feature(enable = "popcnt,lzcnt,bmi1")]
    pub(in super::super) fn flips_bmi(p: u64, o: u64, sq: u32) -> u64 {
        flips(p, o, sq)
    }

    counting!(leaves, moves_bmi, flips_bmi, two, three, #[target_feature(enable = "popcnt,lzcnt,bmi1")]);
}
