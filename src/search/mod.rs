//! Game-tree search on the 8 x 8 bitboard: exact endgame solving
//! ([`endgame`], finishing in [`last`]) and a depth-limited search with a
//! heuristic evaluation ([`midgame`], [`eval`]). Knows nothing about text.
//!
//! Scores are final disc differences from the side to move's point of
//! view, empty squares going to the winner: -64..=64.

mod deep;
pub mod endgame;
pub mod eval;
pub mod isa;
mod last;
pub mod midgame;
pub mod parity;
mod root;
mod shallow;
pub mod stability;
pub mod tt;

/// The score of a finished game (or of one that is stopped here): disc
/// difference for `player`, the empty squares counted for the side ahead.
#[inline]
pub fn final_score(player: u64, opponent: u64) -> i32 {
    final_score_by::<isa::Portable>(player, opponent)
}

/// [`final_score`], counting with `C`.
#[inline(always)]
fn final_score_by<C: isa::Count>(player: u64, opponent: u64) -> i32 {
    let p = C::count(player) as i32;
    let o = C::count(opponent) as i32;
    let empties = 64 - p - o;
    match p.cmp(&o) {
        std::cmp::Ordering::Greater => p - o + empties,
        std::cmp::Ordering::Less => p - o - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empties_go_to_the_winner() {
        assert_eq!(final_score(0b111, 0b1), 2 + 60);
        assert_eq!(final_score(0b1, 0b110), -1 - 61);
        assert_eq!(final_score(0b1, 0b10), 0);
        assert_eq!(final_score(!0 >> 1, 1 << 63), 62);
    }
}
