//! The 8 x 8 two-player [`Position`] on the bitboard: moves and flips from
//! [`crate::bitboard`], a random playout in a few word operations per ply.

use super::position::{Cut, FinalDiscs, Move, Position, MAX_SEATS, PASS};
use crate::bitboard::{flips, moves, Bitboard};
use crate::rng::Rng;

/// An 8 x 8 position and the seat to move (0 black, 1 white). Its key is
/// the position itself: two players never share a key by accident.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bit8 {
    /// The discs, seen from the seat to move.
    pub pos: Bitboard,
    /// The seat to move.
    pub seat: u8,
}

/// The index of the `k`-th set bit of `set` (`k` < its population).
#[inline(always)]
fn nth_bit(mut set: u64, k: u32) -> u32 {
    for _ in 0..k {
        set &= set - 1;
    }
    set.trailing_zeros()
}

impl Position for Bit8 {
    type Key = (u64, u64, u8);

    fn seats(&self) -> usize {
        2
    }

    fn seat(&self) -> usize {
        self.seat as usize
    }

    fn cols(&self) -> usize {
        8
    }

    fn moves(&mut self, out: &mut Vec<Move>) {
        out.clear();
        let mut set = self.pos.moves();
        while set != 0 {
            out.push(set.trailing_zeros() as Move);
            set &= set - 1;
        }
    }

    fn is_over(&mut self) -> bool {
        self.pos.moves() == 0 && self.pos.pass().moves() == 0
    }

    fn play(&mut self, mv: Move) -> bool {
        let (p, o) = (self.pos.player, self.pos.opponent);
        if mv == PASS {
            if moves(p, o) != 0 {
                return false;
            }
            self.pos = self.pos.pass();
        } else {
            let f = self.flip_count_mask(mv);
            if f == 0 {
                return false;
            }
            self.pos = self.pos.play_flips(mv as u32, f);
        }
        self.seat ^= 1;
        true
    }

    fn flip_count(&mut self, mv: Move) -> u32 {
        self.flip_count_mask(mv).count_ones()
    }

    fn outcome(&self) -> FinalDiscs {
        let mut discs = [0; MAX_SEATS];
        discs[self.seat as usize] = self.pos.player.count_ones();
        discs[self.seat as usize ^ 1] = self.pos.opponent.count_ones();
        FinalDiscs { discs, seats: 2 }
    }

    fn key(&self) -> (u64, u64, u8) {
        (self.pos.player, self.pos.opponent, self.seat)
    }

    fn copy_from(&mut self, other: &Bit8) {
        *self = *other;
    }

    fn bitboard(&self) -> Option<Bitboard> {
        Some(self.pos)
    }

    fn playout(&mut self, rng: &mut Rng) -> FinalDiscs {
        self.play_randomly::<false>(rng, 0);
        self.outcome()
    }

    fn cut_playout(&mut self, rng: &mut Rng, plies: u32) -> Option<Cut> {
        Some(if self.play_randomly::<true>(rng, plies) {
            Cut::Over(self.outcome())
        } else {
            Cut::Value {
                seat: self.seat as usize,
                value: crate::eval::evaluate(self.pos.player, self.pos.opponent),
            }
        })
    }
}

/// A random game from `(p, o)` with `seat` to move, to the end, or with
/// `CUT` for at most `plies` moves (passes not counted): the sets and the
/// seat to move then, and whether the game is over. `nth` finds the
/// `k`-th set bit. (`CUT` is a constant so that full playouts, the hot
/// loop of MCTS elsewhere, do not count plies.)
#[inline(always)]
fn playout_with<const CUT: bool>(
    mut p: u64,
    mut o: u64,
    mut seat: u8,
    mut plies: u32,
    rng: &mut Rng,
    nth: impl Fn(u64, u32) -> u32,
) -> (u64, u64, u8, bool) {
    loop {
        let mut set = moves(p, o);
        if set == 0 {
            set = moves(o, p);
            if set == 0 {
                return (p, o, seat, true);
            }
            std::mem::swap(&mut p, &mut o);
            seat ^= 1;
        }
        if CUT {
            if plies == 0 {
                return (p, o, seat, false);
            }
            plies -= 1;
        }
        let sq = nth(set, rng.below(set.count_ones() as u64) as u32);
        let f = flips(p, o, sq);
        let next = (o ^ f, p ^ f ^ 1 << sq);
        p = next.0;
        o = next.1;
        seat ^= 1;
    }
}

/// [`playout_with`], on BMI2 and POPCNT when the process's kernel is a
/// SIMD one and the processor has them (one `pdep` finds the `k`-th move,
/// one `popcnt` counts them), else portable: `OTHELLO_KERNEL=scalar`
/// makes the playouts portable too, as it does perft and the solver.
fn playout<const CUT: bool>(
    p: u64,
    o: u64,
    seat: u8,
    plies: u32,
    rng: &mut Rng,
) -> (u64, u64, u8, bool) {
    #[cfg(all(feature = "simd", target_arch = "x86_64"))]
    {
        if bmi2_playouts() {
            // SAFETY: `bmi2_playouts` saw BMI2 and POPCNT on this processor.
            return unsafe { playout_bmi2::<CUT>(p, o, seat, plies, rng) };
        }
    }
    playout_with::<CUT>(p, o, seat, plies, rng, nth_bit)
}

/// Whether playouts take [`playout_bmi2`]: the chosen kernel is not the
/// scalar one, and the processor has BMI2 and POPCNT. Decided once.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
fn bmi2_playouts() -> bool {
    use crate::bitboard::kernel::Kernel;
    static FAST: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FAST.get_or_init(|| {
        let cpu = crate::cpu::features();
        Kernel::chosen().is_ok_and(|k| k != Kernel::SCALAR)
            && cpu.has_all(&[crate::cpu::Feature::Bmi2, crate::cpu::Feature::Popcnt])
    })
}

/// [`playout_with`] compiled for BMI2 and POPCNT.
///
/// # Safety
/// The processor must have BMI2 and POPCNT.
#[cfg(all(feature = "simd", target_arch = "x86_64"))]
#[target_feature(enable = "bmi2,popcnt")]
unsafe fn playout_bmi2<const CUT: bool>(
    p: u64,
    o: u64,
    seat: u8,
    plies: u32,
    rng: &mut Rng,
) -> (u64, u64, u8, bool) {
    // `_pdep_u64` is sound here: this function only runs with BMI2.
    playout_with::<CUT>(p, o, seat, plies, rng, |set, k| {
        std::arch::x86_64::_pdep_u64(1 << k, set).trailing_zeros()
    })
}

impl Bit8 {
    /// Plays random moves to the end, or with `CUT` for at most `plies`
    /// plies ([`playout_with`]); whether the game is over.
    fn play_randomly<const CUT: bool>(&mut self, rng: &mut Rng, plies: u32) -> bool {
        let (p, o, seat, over) =
            playout::<CUT>(self.pos.player, self.pos.opponent, self.seat, plies, rng);
        self.pos = Bitboard {
            player: p,
            opponent: o,
        };
        self.seat = seat;
        over
    }

    /// The discs `mv` flips; 0 when it is not a legal move.
    fn flip_count_mask(&self, mv: Move) -> u64 {
        if mv >= 64 || self.pos.empties() >> mv & 1 == 0 {
            return 0;
        }
        flips(self.pos.player, self.pos.opponent, mv as u32)
    }
}
