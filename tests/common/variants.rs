//! A deliberately naive oracle for the rule variants (four directions,
//! K = 2..4 players, move costs and budgets), written from the variants'
//! specification alone: cells are bytes, every ray is walked cell by cell,
//! every player's moves are found by trying every square. It shares no code
//! with the library, so the differential tests can trust it.
//!
//! The rules, as the specification states them:
//! - player `p` may play on an empty square when, along at least one ray,
//!   the squares next to it hold one or more discs of other players (any
//!   mix of them) followed directly by a disc of `p`; every disc of every
//!   such run turns to `p`;
//! - `--directions 4` keeps only the rows and columns;
//! - a move is affordable when its square's cost is at most the mover's
//!   remaining budget, and playing it takes the cost from that budget;
//! - turn order is 1, 2, ..., K, 1, ...; a player without an affordable
//!   legal move passes by itself; the game ends when nobody has one.
#![allow(dead_code)]

/// An empty cell.
pub const EMPTY: u8 = 0;

/// The eight rays, rows and columns first.
const ALL_DIRS: [(i64, i64); 8] = [
    (-1, 0),
    (1, 0),
    (0, -1),
    (0, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
    (1, 1),
];

/// A variant position: cells `0` (empty) or `1..=players`, the player to
/// move, and the optional costs and budgets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VGame {
    /// Rows of cells.
    pub cells: Vec<Vec<u8>>,
    /// K, the number of players (2..=4).
    pub players: u8,
    /// 8 or 4.
    pub directions: usize,
    /// The cost of each square, when costs are on.
    pub costs: Option<Vec<Vec<u64>>>,
    /// Each player's remaining budget (index `p - 1`); `None` is unlimited.
    pub budgets: Option<Vec<u64>>,
    /// What each player has spent (index `p - 1`).
    pub spent: Vec<u64>,
    /// The player to move, or 0 when the game is over.
    pub to_move: u8,
}

impl VGame {
    /// A position with `to_move` to move (passes are not applied).
    pub fn new(cells: Vec<Vec<u8>>, players: u8, directions: usize, to_move: u8) -> VGame {
        VGame {
            cells,
            players,
            directions,
            costs: None,
            budgets: None,
            spent: vec![0; players as usize],
            to_move,
        }
    }

    /// The standard start of the specification on an R x C board (even
    /// sides): the four centre squares clockwise from the top left hold 1,
    /// 2, 3 and 4 (K = 3 leaves the bottom-left one empty); K = 2 is the
    /// usual start, white (2) on the top-left and bottom-right.
    pub fn start(rows: usize, cols: usize, players: u8, directions: usize) -> VGame {
        let mut cells = vec![vec![EMPTY; cols]; rows];
        let (r, c) = (rows / 2 - 1, cols / 2 - 1);
        if players == 2 {
            cells[r][c] = 2;
            cells[r][c + 1] = 1;
            cells[r + 1][c + 1] = 2;
            cells[r + 1][c] = 1;
        } else {
            cells[r][c] = 1;
            cells[r][c + 1] = 2;
            cells[r + 1][c + 1] = 3;
            if players == 4 {
                cells[r + 1][c] = 4;
            }
        }
        VGame::new(cells, players, directions, 1)
    }

    pub fn rows(&self) -> usize {
        self.cells.len()
    }

    pub fn cols(&self) -> usize {
        self.cells[0].len()
    }

    fn dirs(&self) -> &'static [(i64, i64)] {
        &ALL_DIRS[..self.directions]
    }

    fn at(&self, r: i64, c: i64) -> Option<u8> {
        if r < 0 || c < 0 || r >= self.rows() as i64 || c >= self.cols() as i64 {
            None
        } else {
            Some(self.cells[r as usize][c as usize])
        }
    }

    /// The discs that `p` playing on (r, c) turns, ray by ray; empty when
    /// the move is illegal (the square must be empty).
    pub fn flips(&self, r: usize, c: usize, p: u8) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        if self.cells[r][c] != EMPTY {
            return out;
        }
        for &(dr, dc) in self.dirs() {
            let mut run = Vec::new();
            let (mut rr, mut cc) = (r as i64 + dr, c as i64 + dc);
            loop {
                match self.at(rr, cc) {
                    Some(x) if x != EMPTY && x != p => run.push((rr as usize, cc as usize)),
                    Some(x) if x == p => {
                        out.extend(run);
                        break;
                    }
                    _ => break,
                }
                rr += dr;
                cc += dc;
            }
        }
        out
    }

    /// The legal moves of `p`, row-major.
    pub fn legal(&self, p: u8) -> Vec<(usize, usize)> {
        let mut v = Vec::new();
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                if !self.flips(r, c, p).is_empty() {
                    v.push((r, c));
                }
            }
        }
        v
    }

    /// The cost of (r, c): 0 without costs.
    pub fn cost(&self, r: usize, c: usize) -> u64 {
        self.costs.as_ref().map_or(0, |g| g[r][c])
    }

    /// Whether `p` can pay for (r, c).
    pub fn affordable(&self, r: usize, c: usize, p: u8) -> bool {
        match &self.budgets {
            None => true,
            Some(b) => self.cost(r, c) <= b[p as usize - 1],
        }
    }

    /// The affordable legal moves of `p`, row-major.
    pub fn playable(&self, p: u8) -> Vec<(usize, usize)> {
        self.legal(p)
            .into_iter()
            .filter(|&(r, c)| self.affordable(r, c, p))
            .collect()
    }

    /// The first player from `p` on (p itself first) with an affordable
    /// legal move, or 0 when nobody has one.
    pub fn next_able(&self, p: u8) -> u8 {
        for i in 0..self.players {
            let q = (p - 1 + i) % self.players + 1;
            if !self.playable(q).is_empty() {
                return q;
            }
        }
        0
    }

    /// Plays (r, c) for the player to move (it must be affordable and
    /// legal), then hands the turn to the next player able to move.
    pub fn play(&mut self, r: usize, c: usize) {
        let p = self.to_move;
        let f = self.flips(r, c, p);
        assert!(!f.is_empty(), "illegal move ({r}, {c}) for {p}");
        assert!(self.affordable(r, c, p), "unaffordable move");
        for (rr, cc) in f {
            self.cells[rr][cc] = p;
        }
        self.cells[r][c] = p;
        let cost = self.cost(r, c);
        self.spent[p as usize - 1] += cost;
        if let Some(b) = &mut self.budgets {
            b[p as usize - 1] -= cost;
        }
        self.to_move = self.next_able(p % self.players + 1);
    }

    /// The discs of `p`.
    pub fn count(&self, p: u8) -> usize {
        self.cells.iter().flatten().filter(|&&x| x == p).count()
    }

    /// The players with the most discs, ascending.
    pub fn leaders(&self) -> Vec<u8> {
        let best = (1..=self.players).map(|p| self.count(p)).max().unwrap();
        (1..=self.players)
            .filter(|&p| self.count(p) == best)
            .collect()
    }
}
