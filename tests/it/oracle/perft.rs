//! Perft on the naive grid (its own ray walk, no code shared with the
//! library), by the published table's convention: a forced pass is one
//! ply, a game that ends before the depth counts as one leaf.

use super::grid::{Grid, BLACK, WHITE};

/// The leaves `depth` plies below `grid` with `me` to move, square by
/// square.
pub fn slow_perft(grid: &Grid, me: u8, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let other = if me == BLACK { WHITE } else { BLACK };
    let moves = grid.moves(me);
    if moves.is_empty() {
        return match grid.moves(other).is_empty() {
            false => slow_perft(grid, other, depth - 1),
            true => 1,
        };
    }
    moves
        .into_iter()
        .map(|(r, c)| {
            let mut next = grid.clone();
            next.play(r, c, me);
            slow_perft(&next, other, depth - 1)
        })
        .sum()
}
