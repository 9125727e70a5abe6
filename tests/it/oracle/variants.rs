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
    /// sides). K = 2: the usual start, white (2) on the top-left and
    /// bottom-right centre squares. K = 3 (sides at least 4): rows R/2 to
    /// R/2+2 and columns C/2-1 to C/2+2, 1-based, row by row `1231`,
    /// `2312`, `3123`. K = 4 (sides at least 6): rows R/2-1 to R/2+2, the
    /// same columns, `1234`, `3412`, `4321`, `2143`.
    pub fn start(rows: usize, cols: usize, players: u8, directions: usize) -> VGame {
        let mut cells = vec![vec![EMPTY; cols]; rows];
        // (1-based first row, first column, rows of the block)
        let (row1, col1, block): (usize, usize, &[&str]) = match players {
            2 => (rows / 2, cols / 2, &["21", "12"]),
            3 => (rows / 2, cols / 2 - 1, &["1231", "2312", "3123"]),
            _ => (
                rows / 2 - 1,
                cols / 2 - 1,
                &["1234", "3412", "4321", "2143"],
            ),
        };
        for (i, line) in block.iter().enumerate() {
            for (j, ch) in line.bytes().enumerate() {
                cells[row1 - 1 + i][col1 - 1 + j] = ch - b'0';
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

impl VGame {
    /// Hands the turn to the first player from the one to move (itself
    /// first) with an affordable legal move: the passes that happen by
    /// themselves before anyone plays, and the end when nobody can move.
    pub fn settle(&mut self) {
        if self.to_move != 0 {
            self.to_move = self.next_able(self.to_move);
        }
    }
}

// ---------------------------------------------------------------------------
// Text, as the specification writes it: inputs the tests feed the binary and
// the outputs they expect back.

/// A square in algebraic notation: column letters (`a`..`z`, then `aa`,
/// `ab`, ... spreadsheet style), then the 1-based row.
pub fn square_name(r: usize, c: usize) -> String {
    let mut letters = Vec::new();
    let mut n = c + 1;
    while n > 0 {
        letters.push(b'a' + ((n - 1) % 26) as u8);
        n = (n - 1) / 26;
    }
    letters.reverse();
    format!("{}{}", String::from_utf8(letters).unwrap(), r + 1)
}

/// How a board is written; none of it changes the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Cells separated by single spaces.
    pub spaced: bool,
    /// The empty cell: `.` or (K >= 3) `0`.
    pub empty: u8,
}

impl Layout {
    /// Side by side, `.` for empty: the layout `play` prints after `start`.
    pub const PLAIN: Layout = Layout {
        spaced: false,
        empty: b'.',
    };
}

/// The character of a cell: `B W .` with two players, digits with K >= 3.
pub fn cell_char(players: u8, cell: u8, empty: u8) -> u8 {
    match (cell, players) {
        (EMPTY, _) => empty,
        (1, 2) => b'B',
        (2, 2) => b'W',
        (p, _) => b'0' + p,
    }
}

/// A player's name in the player line of an input: `B`/`W` with two
/// players, the digit with K >= 3.
pub fn player_token(players: u8, p: u8) -> String {
    (cell_char(players, p, b'.') as char).to_string()
}

/// A player's name in outputs: `Black`/`White`, or `Player p`.
pub fn player_name(players: u8, p: u8) -> String {
    match (players, p) {
        (2, 1) => "Black".into(),
        (2, 2) => "White".into(),
        _ => format!("Player {p}"),
    }
}

impl VGame {
    /// The board rows in `layout`, each ending in a newline.
    pub fn board_text(&self, layout: Layout) -> String {
        let sep = if layout.spaced { " " } else { "" };
        let mut s = String::new();
        for row in &self.cells {
            let cells: Vec<String> = row
                .iter()
                .map(|&x| (cell_char(self.players, x, layout.empty) as char).to_string())
                .collect();
            s.push_str(&cells.join(sep));
            s.push('\n');
        }
        s
    }

    /// The cost rows of the input (empty without costs).
    pub fn costs_text(&self) -> String {
        let mut s = String::new();
        for row in self.costs.iter().flatten() {
            let v: Vec<String> = row.iter().map(|x| x.to_string()).collect();
            s.push_str(&v.join(" "));
            s.push('\n');
        }
        s
    }

    /// A `moves`/`play` input: the size line `R C`, the board, the player
    /// line, then (with costs) the cost rows and, when budgets are set, the
    /// `budget B` line with the mover's budget (every player starts with it).
    pub fn input_text(&self, layout: Layout) -> String {
        let mut s = format!("{} {}\n", self.rows(), self.cols());
        s.push_str(&self.board_text(layout));
        s.push_str(&player_token(self.players, self.to_move));
        s.push('\n');
        s.push_str(&self.costs_text());
        if let Some(b) = &self.budgets {
            s.push_str(&format!("budget {}\n", b[self.to_move as usize - 1]));
        }
        s
    }

    /// What `moves` prints for the player to move: the 0/1 grid of the
    /// legal moves, or `No legal moves.`; with costs, the grid of the
    /// affordable ones and `Cheapest: SQUARE COST`, or `No affordable
    /// moves.` when every legal move is too dear.
    pub fn moves_output(&self) -> String {
        let p = self.to_move;
        let legal = self.legal(p);
        if legal.is_empty() {
            return "No legal moves.\n".into();
        }
        let marked = self.playable(p);
        if marked.is_empty() {
            return "No affordable moves.\n".into();
        }
        let mut s = String::new();
        for r in 0..self.rows() {
            let v: Vec<&str> = (0..self.cols())
                .map(|c| if marked.contains(&(r, c)) { "1" } else { "0" })
                .collect();
            s.push_str(&v.join(" "));
            s.push('\n');
        }
        if self.costs.is_some() {
            // `min_by_key` keeps the first of equal keys: row-major ties.
            let &(r, c) = marked
                .iter()
                .min_by_key(|&&(r, c)| self.cost(r, c))
                .unwrap();
            s.push_str(&format!(
                "Cheapest: {} {}\n",
                square_name(r, c),
                self.cost(r, c)
            ));
        }
        s
    }

    /// The counts line: `Black 6 White 1` or `Player 1 2 Player 2 0 ...`.
    pub fn counts_line(&self) -> String {
        let v: Vec<String> = (1..=self.players)
            .map(|p| format!("{} {}", player_name(self.players, p), self.count(p)))
            .collect();
        v.join(" ") + "\n"
    }

    /// The spent line of `play --costs`: `Spent: Black 3 White 2`.
    pub fn spent_line(&self) -> String {
        let v: Vec<String> = (1..=self.players)
            .map(|p| {
                let name = player_name(self.players, p);
                format!("{name} {}", self.spent[p as usize - 1])
            })
            .collect();
        format!("Spent: {}\n", v.join(" "))
    }

    /// The state line: `Black to move`, `Player 2 wins`, `Draw` (two
    /// players), `Draw between players 1 and 3`, `Draw between players 1, 2
    /// and 4`.
    pub fn state_line(&self) -> String {
        if self.to_move != 0 {
            return format!("{} to move\n", player_name(self.players, self.to_move));
        }
        let lead = self.leaders();
        if lead.len() == 1 {
            return format!("{} wins\n", player_name(self.players, lead[0]));
        }
        if self.players == 2 {
            return "Draw\n".into();
        }
        let names: Vec<String> = lead.iter().map(|p| p.to_string()).collect();
        let (last, rest) = names.split_last().unwrap();
        format!("Draw between players {} and {last}\n", rest.join(", "))
    }

    /// What `play` prints: the board in `layout`, the counts, (with costs)
    /// what each player spent, and the state.
    pub fn play_output(&self, layout: Layout) -> String {
        let mut s = self.board_text(layout);
        s.push_str(&self.counts_line());
        if self.costs.is_some() {
            s.push_str(&self.spent_line());
        }
        s.push_str(&self.state_line());
        s
    }
}

/// How many players the turn skipped from `from` (who was due) to the
/// player to move now; 0 once the game is over.
pub fn skipped(g: &VGame, from: u8) -> usize {
    if g.to_move == 0 {
        return 0;
    }
    ((g.to_move + g.players - from) % g.players) as usize
}
