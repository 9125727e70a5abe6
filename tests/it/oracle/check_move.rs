//! `check-move` (LeetCode 1958, "Check if Move is Legal") as its statement
//! reads: a move is legal when the cell becomes an endpoint of a good line.

use super::grid::{BLACK, EMPTY, WHITE};

/// LeetCode 1958 as stated: placing `me` at (r, c) must make the cell an
/// endpoint of a good line, 3+ cells whose endpoints are `me` and whose
/// middle cells are all the other colour.
pub fn good_line_move(g: &[Vec<u8>], r: usize, c: usize, me: u8) -> bool {
    if g[r][c] != EMPTY {
        return false;
    }
    let other = if me == BLACK { WHITE } else { BLACK };
    let n = g.len() as i64;
    for dr in -1i64..=1 {
        for dc in -1i64..=1 {
            if (dr, dc) == (0, 0) {
                continue;
            }
            for len in 3..=n {
                let (er, ec) = (r as i64 + dr * (len - 1), c as i64 + dc * (len - 1));
                if er < 0 || ec < 0 || er >= n || ec >= n {
                    break;
                }
                let middle_ok = (1..len - 1).all(|k| {
                    g[(r as i64 + dr * k) as usize][(c as i64 + dc * k) as usize] == other
                });
                if middle_ok && g[er as usize][ec as usize] == me {
                    return true;
                }
            }
        }
    }
    false
}
