//! Positions for tests: the standard start and seeded random games, on the
//! naive grid.

use crate::oracle::grid::{other, Grid, BLACK, EMPTY, WHITE};
use othello::board::Board;
use othello::color::Color;
use othello::rng::Rng;

impl Grid {
    /// The standard start on `rows` x `cols` (both even, at least 2): the
    /// four centre squares, white on the top-left one and its diagonal
    /// neighbour, black on the other two. Black moves first.
    pub fn standard(rows: usize, cols: usize) -> Grid {
        let mut g = Grid(vec![vec![EMPTY; cols]; rows]);
        let (a, b) = (rows / 2, cols / 2);
        g.0[a - 1][b - 1] = WHITE;
        g.0[a][b] = WHITE;
        g.0[a - 1][b] = BLACK;
        g.0[a][b - 1] = BLACK;
        g
    }
}

/// Where a random game may stop before its plies are played.
#[derive(Clone, Copy, Debug)]
pub enum Stop {
    /// Only at the end of the game.
    AtEnd,
    /// Also as soon as at most this many squares are empty.
    AtEmpties(usize),
}

/// The position after `plies` random plies from the standard 8 x 8 start,
/// drawn from `Rng::new(seed)`, and the side to move (`BLACK` or `WHITE`).
/// A ply is a random legal move, or a pass when the mover has none (so the
/// side to move may have to pass). It stops early at the end of the game,
/// or when `stop` says so.
pub fn random_position(seed: u64, plies: usize, stop: Stop) -> (Grid, u8) {
    let mut rng = Rng::new(seed);
    let mut g = Grid::standard(8, 8);
    let mut me = BLACK;
    for _ in 0..plies {
        if let Stop::AtEmpties(n) = stop {
            if g.count(EMPTY) <= n {
                break;
            }
        }
        let moves = g.moves(me);
        if moves.is_empty() && g.moves(other(me)).is_empty() {
            break;
        }
        if !moves.is_empty() {
            let (r, c) = moves[rng.below(moves.len() as u64) as usize];
            g.play(r, c, me);
        }
        me = other(me);
    }
    (g, me)
}

/// The colour of a grid cell `BLACK` or `WHITE`.
pub fn color(cell: u8) -> Color {
    if cell == BLACK {
        Color::Black
    } else {
        Color::White
    }
}

/// [`random_position`] as the library holds it: a board and the side to
/// move.
pub fn random_board(seed: u64, plies: usize, stop: Stop) -> (Board, Color) {
    let (g, me) = random_position(seed, plies, stop);
    (g.to_board(), color(me))
}
