//! The naive Othello oracle: a plain grid of bytes on which every ray is
//! walked from every square, cell by cell, and the naive game around it. It
//! shares no code with the library.

use othello::board::Board;
use othello::color::Color;
use othello::rng::Rng;
use othello::square::Square;

/// A cell of the naive grid.
pub const EMPTY: u8 = b'.';
/// Black.
pub const BLACK: u8 = b'B';
/// White.
pub const WHITE: u8 = b'W';

/// The other side's cell: `W` for `B`, `B` for `W`.
pub fn other(c: u8) -> u8 {
    if c == BLACK {
        WHITE
    } else {
        BLACK
    }
}

/// A naive board: rows of `B`, `W`, `.`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid(pub Vec<Vec<u8>>);

/// The eight ray directions, (row step, column step).
pub const DIRS: [(i64, i64); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

impl Grid {
    pub fn rows(&self) -> usize {
        self.0.len()
    }
    pub fn cols(&self) -> usize {
        self.0[0].len()
    }
    /// How many cells hold `c`.
    pub fn count(&self, c: u8) -> usize {
        self.0.iter().flatten().filter(|&&x| x == c).count()
    }
    /// The same position as a library board holds it.
    pub fn of(board: &Board) -> Grid {
        Grid(
            (0..board.rows())
                .map(|r| {
                    (0..board.cols())
                        .map(|c| match board.get(Square::new(r, c)) {
                            Some(Color::Black) => BLACK,
                            Some(Color::White) => WHITE,
                            None => EMPTY,
                        })
                        .collect()
                })
                .collect(),
        )
    }
    fn at(&self, r: i64, c: i64) -> Option<u8> {
        if r < 0 || c < 0 || r >= self.rows() as i64 || c >= self.cols() as i64 {
            None
        } else {
            Some(self.0[r as usize][c as usize])
        }
    }
    /// The squares `me` would flip by playing (r, c), by walking each ray.
    pub fn flips(&self, r: usize, c: usize, me: u8) -> Vec<(usize, usize)> {
        let opp = if me == BLACK { WHITE } else { BLACK };
        let mut all = Vec::new();
        if self.0[r][c] != EMPTY {
            return all;
        }
        for (dr, dc) in DIRS {
            let mut run = Vec::new();
            let (mut y, mut x) = (r as i64 + dr, c as i64 + dc);
            while self.at(y, x) == Some(opp) {
                run.push((y as usize, x as usize));
                y += dr;
                x += dc;
            }
            if !run.is_empty() && self.at(y, x) == Some(me) {
                all.extend(run);
            }
        }
        all
    }
    /// Whether `me` may play at (r, c).
    pub fn legal(&self, r: usize, c: usize, me: u8) -> bool {
        !self.flips(r, c, me).is_empty()
    }
    /// All legal squares, row-major.
    pub fn moves(&self, me: u8) -> Vec<(usize, usize)> {
        let mut v = Vec::new();
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                if self.legal(r, c, me) {
                    v.push((r, c));
                }
            }
        }
        v
    }
    /// Plays a legal move.
    pub fn play(&mut self, r: usize, c: usize, me: u8) {
        let f = self.flips(r, c, me);
        assert!(!f.is_empty());
        self.0[r][c] = me;
        for (y, x) in f {
            self.0[y][x] = me;
        }
    }
    /// The board as text rows joined by newlines (with a final newline).
    pub fn text(&self) -> String {
        self.0
            .iter()
            .map(|r| String::from_utf8(r.clone()).unwrap() + "\n")
            .collect()
    }
    /// The same position as a library board.
    pub fn to_board(&self) -> Board {
        let mut b = Board::empty(self.rows(), self.cols());
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                let d = match self.0[r][c] {
                    BLACK => Some(Color::Black),
                    WHITE => Some(Color::White),
                    _ => None,
                };
                b.set(Square::new(r, c), d);
            }
        }
        b
    }
    /// The naive 0/1 grid answer, as the `moves` dialect prints it.
    pub fn marker_output(&self, me: u8) -> String {
        let moves = self.moves(me);
        if moves.is_empty() {
            return "No legal moves.\n".into();
        }
        let mut s = String::new();
        for r in 0..self.rows() {
            let cells: Vec<&str> = (0..self.cols())
                .map(|c| if moves.contains(&(r, c)) { "1" } else { "0" })
                .collect();
            s.push_str(&cells.join(" "));
            s.push('\n');
        }
        s
    }
}

/// A random grid: each cell empty, black or white with weights
/// `empty : black : white`.
pub fn random_grid(rng: &mut Rng, rows: usize, cols: usize, weights: [u64; 3]) -> Grid {
    let total: u64 = weights.iter().sum();
    Grid(
        (0..rows)
            .map(|_| {
                (0..cols)
                    .map(|_| {
                        let x = rng.below(total);
                        if x < weights[0] {
                            EMPTY
                        } else if x < weights[0] + weights[1] {
                            BLACK
                        } else {
                            WHITE
                        }
                    })
                    .collect()
            })
            .collect(),
    )
}

/// The naive game around a [`Grid`]: whose turn it is, passes and the end,
/// found by listing both sides' moves after every move.
pub struct Naive {
    pub grid: Grid,
    /// `B` or `W`; meaningless once `over`.
    pub to_move: u8,
    /// The side whose pass the last move forced.
    pub passed: Option<u8>,
    pub over: bool,
}

impl Naive {
    /// The game at `grid` with `to_move` to move (passing at once if it has
    /// no move).
    pub fn new(grid: Grid, to_move: u8) -> Naive {
        let mut n = Naive {
            grid,
            to_move,
            passed: None,
            over: false,
        };
        n.settle(to_move);
        n
    }

    /// Gives the turn to `next`, or passes it to the other side, or ends.
    pub fn settle(&mut self, next: u8) {
        self.passed = None;
        if !self.grid.moves(next).is_empty() {
            self.to_move = next;
        } else if !self.grid.moves(other(next)).is_empty() {
            self.to_move = other(next);
            self.passed = Some(next);
        } else {
            self.over = true;
        }
    }

    /// How many cells hold `c`.
    pub fn count(&self, c: u8) -> usize {
        self.grid.count(c)
    }
}
