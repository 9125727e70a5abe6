//! The 8 x 8 board as two 64-bit sets, side-relative: moves, flips, play.
//!
//! The fast engine behind `perft` (its counting kernels in [`kernel`]),
//! the solver and the 8 x 8 playouts; the board's masks are in
//! [`crate::bitboard::geometry`]. Its oracle is the naive ray walk of
//! `tests/it/oracle/grid.rs` (`Grid`), which shares no code with it, in
//! `tests/it/rules/bitboard.rs` (the generic [`crate::board::Board`]
//! hands 8 x 8 work to these same words, so it cannot be the oracle).
//! The board sits above: [`Bitboard::from_board`] and
//! [`Bitboard::to_board`] are written beside it (`src/board/bitboard.rs`).

#[cfg(any(feature = "engine", feature = "simd"))]
pub mod geometry;
#[cfg(any(feature = "engine", feature = "simd"))]
pub mod kernel;
pub mod moves8;
#[cfg(any(feature = "engine", feature = "simd"))]
pub mod perft;

use crate::square::Square;

#[cfg(all(feature = "simd", target_arch = "x86_64"))]
pub(crate) use moves8::RAYS;
pub use moves8::{flips, moves};

/// An 8 x 8 position seen from the side to move: `player` holds its discs,
/// `opponent` the other side's. Whose colour is whose is not stored; the
/// caller keeps it (a move or a pass swaps the two sets).
///
/// Bit layout: square `(row, col)` is bit `row * 8 + col`, so a1 (row 0,
/// the top row as printed, column `a`) is bit 0, h1 is bit 7, a2 is bit 8
/// and h8 is bit 63; the same `Square { row, col }` as the generic board.
///
/// Invariant: `player & opponent == 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bitboard {
    /// The side to move's discs.
    pub player: u64,
    /// The other side's discs.
    pub opponent: u64,
}

/// The bit of `sq`, or `None` when `sq` is off the 8 x 8 board.
pub fn bit(sq: Square) -> Option<u64> {
    (sq.row < 8 && sq.col < 8).then(|| 1 << (sq.row * 8 + sq.col))
}

/// The square of bit `index` (0..64).
pub fn square(index: u32) -> Square {
    Square::new(index as usize / 8, index as usize % 8)
}

/// The squares of a set, lowest bit first (row-major).
pub fn squares(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros();
            set &= set - 1;
            square(i)
        })
    })
}

/// `set` upside down: row r becomes row 7 - r.
fn flip_rows(set: u64) -> u64 {
    set.swap_bytes()
}

/// `set` mirrored: column c becomes column 7 - c.
fn flip_cols(set: u64) -> u64 {
    set.reverse_bits().swap_bytes()
}

/// `set` transposed: (row, col) becomes (col, row), by three delta swaps
/// (blocks of 4, then 2, then 1 squares across the a1-h8 diagonal).
pub fn transpose(mut set: u64) -> u64 {
    let mut t = 0x0F0F_0F0F_0000_0000 & (set ^ set << 28);
    set ^= t ^ t >> 28;
    t = 0x3333_0000_3333_0000 & (set ^ set << 14);
    set ^= t ^ t >> 14;
    t = 0x5500_5500_5500_5500 & (set ^ set << 7);
    set ^ t ^ t >> 7
}

impl Bitboard {
    /// The standard start, black to move: white on d4 and e5, black on e4
    /// and d5.
    pub const START: Bitboard = Bitboard {
        player: 1 << 28 | 1 << 35,
        opponent: 1 << 27 | 1 << 36,
    };

    /// The empty squares.
    pub fn empties(self) -> u64 {
        !(self.player | self.opponent)
    }

    /// The side to move's legal moves.
    pub fn moves(self) -> u64 {
        moves(self.player, self.opponent)
    }

    /// The discs that moving on `sq` flips; 0 if the move is illegal.
    pub fn flips(self, sq: Square) -> u64 {
        match bit(sq) {
            Some(b) if b & self.empties() != 0 => {
                flips(self.player, self.opponent, b.trailing_zeros())
            }
            _ => 0,
        }
    }

    /// The position after the side to move plays bit `sq` flipping `flips`
    /// (from [`flips`]), seen from the other side: three XORs and a swap.
    #[inline(always)]
    pub fn play_flips(self, sq: u32, flips: u64) -> Bitboard {
        Bitboard {
            player: self.opponent ^ flips,
            opponent: self.player ^ flips ^ 1 << sq,
        }
    }

    /// The position after moving on `sq`, or `None` if that is illegal.
    pub fn play(self, sq: Square) -> Option<Bitboard> {
        let f = self.flips(sq);
        let b = bit(sq)?;
        (f != 0).then(|| self.play_flips(b.trailing_zeros(), f))
    }

    /// The position after the side to move passes: the sides swap.
    #[inline(always)]
    pub fn pass(self) -> Bitboard {
        Bitboard {
            player: self.opponent,
            opponent: self.player,
        }
    }

    /// The position under symmetry `k` (0..8) of the square: bit 0 flips
    /// the rows, bit 1 the columns, bit 2 transposes (after the flips).
    /// Rules commute with these, so moves, flips and perft counts do too.
    pub fn symmetric(self, k: usize) -> Bitboard {
        let f = |mut x: u64| {
            if k & 1 != 0 {
                x = flip_rows(x);
            }
            if k & 2 != 0 {
                x = flip_cols(x);
            }
            if k & 4 != 0 {
                x = transpose(x);
            }
            x
        };
        Bitboard {
            player: f(self.player),
            opponent: f(self.opponent),
        }
    }

    /// The least (by `(player, opponent)`) of the eight symmetric images:
    /// one representative for all of them.
    pub fn canonical(self) -> Bitboard {
        (1..8).map(|k| self.symmetric(k)).fold(self, |a, b| {
            if (b.player, b.opponent) < (a.player, a.opponent) {
                b
            } else {
                a
            }
        })
    }

    /// Whether neither side can move.
    pub fn is_game_over(self) -> bool {
        self.moves() == 0 && self.pass().moves() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::geometry::set8;

    #[test]
    fn moves_and_flips_as_pictures() {
        let p = set8! {
            X . . . . . . .
            . . . . . . . .
            . . X . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . X
        };
        let o = set8! {
            . X . . . . . .
            . X . . . . . .
            . X . X X X . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
        };
        // c1 across b1 from a1; a3 across b3 and g3 across d3-f3 from c3.
        // The b column runs off the top edge; a1-b2-c3 has no empty end.
        let want = set8! {
            . . X . . . . .
            . . . . . . . .
            X . . . . . X .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
        };
        assert_eq!(moves(p, o), want);
        assert_eq!(flips(p, o, 2), 1 << 1); // c1 flips b1
        assert_eq!(flips(p, o, 16), 1 << 17); // a3 flips b3
        assert_eq!(flips(p, o, 22), 0b111 << 19); // g3 flips d3, e3, f3
        assert_eq!(flips(p, o, 11), 0); // d2 brackets nothing
    }

    #[test]
    fn symmetries_map_squares_and_commute_with_the_rules() {
        let d3 = 1u64 << 19; // row 2, col 3
        let images: Vec<u64> = (0..8)
            .map(|k| {
                Bitboard {
                    player: d3,
                    opponent: 0,
                }
                .symmetric(k)
                .player
            })
            .collect();
        // d3 (2,3): rows flipped (5,3) = d6; cols flipped (2,4) = e3; both
        // (5,4) = e6; transposed: (3,2) = c4, (3,5) = f4, (4,2) = c5, (4,5) = f5.
        let at = |r: u32, c: u32| 1u64 << (r * 8 + c);
        let want = [
            at(2, 3),
            at(5, 3),
            at(2, 4),
            at(5, 4),
            at(3, 2),
            at(3, 5),
            at(4, 2),
            at(4, 5),
        ];
        assert_eq!(images, want);
        let mut rng = crate::rng::Rng::new(8);
        for _ in 0..10_000 {
            let (a, b) = (rng.next_u64(), rng.next_u64());
            let pos = Bitboard {
                player: a & b,
                opponent: a & !b,
            };
            for k in 0..8 {
                let s = pos.symmetric(k);
                let m = Bitboard {
                    player: pos.moves(),
                    opponent: 0,
                }
                .symmetric(k)
                .player;
                assert_eq!(s.moves(), m);
                assert_eq!(s.canonical(), pos.canonical());
            }
        }
        // The start is kept by the half turn and both diagonal reflections.
        let keep: Vec<usize> = (0..8)
            .filter(|&k| Bitboard::START.symmetric(k) == Bitboard::START)
            .collect();
        assert_eq!(keep, [0, 3, 4, 7]);
    }

    #[test]
    fn play_and_pass_swap_sides() {
        let b = Bitboard::START;
        let next = b.play(Square::new(2, 3)).unwrap();
        assert_eq!(next.opponent.count_ones(), 4);
        assert_eq!(next.player.count_ones(), 1);
        assert_eq!(b.play(Square::new(0, 0)), None);
        assert_eq!(b.pass().pass(), b);
        assert!(!b.is_game_over());
        assert!(Bitboard {
            player: 1,
            opponent: 0
        }
        .is_game_over());
    }
}
