//! A game under any rule set: K players in turn order, four or eight
//! directions, and optional move costs with budgets. No text here.
//!
//! The game owns the turn order 0, 1, ..., K-1, 0, ...; a player without
//! an affordable legal move passes by itself (a legal move costing more
//! than the mover's budget does not count), and the game ends when no
//! player has one. It keeps what each player spent and has left.
//!
//! Finding whether the next player can move is one word-parallel sweep of
//! the board (O(R * C / 64) per player asked), not the incremental search
//! of [`crate::game::Game`]: rule sets other than the usual one are played
//! on judge-sized boards, where a sweep per move is cheap.

use crate::board::Board;
use crate::board::IllegalMove;
use crate::rules::Rules;
use crate::square::Square;
use crate::squareset::SquareSet;

/// The largest cost of a square.
pub const MAX_COST: u64 = 1_000_000_000;

/// The largest budget.
pub const MAX_BUDGET: u64 = 1_000_000_000_000_000_000;

/// What playing on each square costs, and each player's starting budget.
///
/// Invariant: one cost per square of the board it was made for, row-major,
/// each at most [`MAX_COST`]; the budget, if any, at most [`MAX_BUDGET`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Costs {
    cols: usize,
    grid: Vec<u32>,
    budget: Option<u64>,
}

impl Costs {
    /// Costs from `rows` of equal length (each cost at most
    /// [`MAX_COST`]) and an optional budget (at most [`MAX_BUDGET`];
    /// `None` is unlimited). `None` if the rows are ragged or empty, or a
    /// number is out of range.
    pub fn new(rows: &[Vec<u64>], budget: Option<u64>) -> Option<Costs> {
        let cols = rows.first()?.len();
        if cols == 0 || rows.iter().any(|r| r.len() != cols) {
            return None;
        }
        if matches!(budget, Some(b) if b > MAX_BUDGET) {
            return None;
        }
        let mut grid = Vec::with_capacity(rows.len() * cols);
        for &c in rows.iter().flatten() {
            if c > MAX_COST {
                return None;
            }
            grid.push(c as u32);
        }
        Some(Costs { cols, grid, budget })
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.grid.len() / self.cols
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cost of playing on `sq` (on the grid).
    pub fn cost(&self, sq: Square) -> u64 {
        u64::from(self.grid[sq.row * self.cols + sq.col])
    }

    /// Every player's starting budget; `None` is unlimited.
    pub fn budget(&self) -> Option<u64> {
        self.budget
    }

    /// The affordable squares of `legal` for a player with `left` to spend
    /// (`None`: unlimited), and the cheapest of them (the first in
    /// row-major order on a tie) with its cost.
    pub fn affordable(
        &self,
        legal: &SquareSet,
        left: Option<u64>,
    ) -> (SquareSet, Option<(Square, u64)>) {
        let mut out = SquareSet::new(legal.rows(), legal.cols());
        let mut cheapest: Option<(Square, u64)> = None;
        for sq in legal.iter() {
            let c = self.cost(sq);
            if !matches!(left, Some(b) if c > b) {
                out.insert(sq);
                if !matches!(cheapest, Some((_, best)) if c >= best) {
                    cheapest = Some((sq, c));
                }
            }
        }
        (out, cheapest)
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// This player moves next and has an affordable legal move.
    ToMove(usize),
    /// No player can move.
    Over,
}

/// Why a move or a pass was refused. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The square is not on the board, holds a disc, or brackets nothing.
    Illegal(IllegalMove),
    /// A legal move costing more than the mover has left.
    Unaffordable {
        /// The square's cost.
        cost: u64,
        /// What the mover has left.
        left: u64,
    },
    /// A pass while the player to move has an affordable legal move (the
    /// first in row-major order).
    MayNotPass(Square),
    /// The game has ended: no more moves.
    GameOver,
}

/// What a move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The player who moved.
    pub mover: usize,
    /// Where.
    pub square: Square,
    /// How many discs turned (at least one).
    pub flipped: usize,
    /// What it cost (0 without costs).
    pub cost: u64,
}

/// A game on any R x C board under any [`Rules`], with optional [`Costs`].
///
/// Invariants: `counts` are the disc counts of `board`; in
/// `State::ToMove(p)` player p has an affordable legal move; in
/// `State::Over` nobody has one; `passed` lists, in turn order, the
/// players who passed by themselves since the last move and whose pass was
/// not yet written.
#[derive(Clone, Debug)]
pub struct KGame {
    board: Board,
    rules: Rules,
    costs: Option<Costs>,
    /// Per player: what it spent.
    spent: Vec<u64>,
    counts: Vec<usize>,
    state: State,
    passed: Vec<usize>,
}

impl KGame {
    /// The game from `board` (with `rules.players` players) with player
    /// `to_move` to move; players without an affordable move pass at once
    /// (see [`KGame::passed`]). Panics if the board's players or the
    /// costs' shape do not match.
    pub fn new(board: Board, rules: Rules, costs: Option<Costs>, to_move: usize) -> KGame {
        assert_eq!(board.players(), rules.players);
        if let Some(c) = &costs {
            assert!(c.rows() == board.rows() && c.cols() == board.cols());
        }
        let counts = (0..rules.players).map(|p| board.count_of(p)).collect();
        let mut g = KGame {
            board,
            rules,
            costs,
            spent: vec![0; rules.players],
            counts,
            state: State::Over,
            passed: Vec::new(),
        };
        g.settle(to_move);
        g
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rule set.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The costs, if moves cost something.
    pub fn costs(&self) -> Option<&Costs> {
        self.costs.as_ref()
    }

    /// Where the game stands.
    pub fn state(&self) -> State {
        self.state
    }

    /// The player to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<usize> {
        match self.state {
            State::ToMove(p) => Some(p),
            State::Over => None,
        }
    }

    /// Whether nobody can move.
    pub fn is_over(&self) -> bool {
        self.state == State::Over
    }

    /// Number of player `p`'s discs. O(1).
    pub fn count(&self, p: usize) -> usize {
        self.counts[p]
    }

    /// What player `p` has spent.
    pub fn spent(&self, p: usize) -> u64 {
        self.spent[p]
    }

    /// What player `p` has left to spend; `None` is unlimited.
    pub fn left(&self, p: usize) -> Option<u64> {
        let budget = self.costs.as_ref()?.budget()?;
        Some(budget - self.spent[p])
    }

    /// The players who passed by themselves since the last move, in turn
    /// order, less those whose pass was written since.
    pub fn passed(&self) -> &[usize] {
        &self.passed
    }

    /// The players sharing the most discs (one: the winner), in order.
    pub fn leaders(&self) -> Vec<usize> {
        let most = self.counts.iter().copied().max().unwrap_or(0);
        (0..self.rules.players)
            .filter(|&p| self.counts[p] == most)
            .collect()
    }

    /// Every square where player `p` may move, affordable or not.
    pub fn legal_moves_of(&self, p: usize) -> SquareSet {
        self.board.legal_moves_of(p, self.rules.directions)
    }

    /// The affordable legal moves of the player to move (empty once over).
    pub fn moves(&self) -> SquareSet {
        match self.state {
            State::ToMove(p) => self.affordable_of(p),
            State::Over => SquareSet::new(self.board.rows(), self.board.cols()),
        }
    }

    fn affordable_of(&self, p: usize) -> SquareSet {
        let legal = self.legal_moves_of(p);
        match &self.costs {
            Some(c) if c.budget().is_some() => c.affordable(&legal, self.left(p)).0,
            _ => legal,
        }
    }

    /// Plays the player to move on `sq`, then passes for the players after
    /// it who cannot move, or ends the game. On error nothing changes.
    pub fn play(&mut self, sq: Square) -> Result<Played, MoveError> {
        let me = match self.state {
            State::ToMove(p) => p,
            State::Over => return Err(MoveError::GameOver),
        };
        let directions = self.rules.directions;
        if !self.board.on_board(sq) {
            return Err(MoveError::Illegal(IllegalMove::OffBoard));
        }
        if self.board.player_at(sq).is_some() {
            return Err(MoveError::Illegal(IllegalMove::Occupied));
        }
        if !self.board.brackets(sq, me, directions) {
            return Err(MoveError::Illegal(IllegalMove::NoFlips));
        }
        let cost = self.costs.as_ref().map_or(0, |c| c.cost(sq));
        if let Some(left) = self.left(me) {
            if cost > left {
                return Err(MoveError::Unaffordable { cost, left });
            }
        }
        let turned = self
            .board
            .play_player(sq, me, directions)
            .map_err(MoveError::Illegal)?;
        for &(_, q) in &turned {
            self.counts[q] -= 1;
        }
        self.counts[me] += turned.len() + 1;
        self.spent[me] += cost;
        self.settle(self.rules.next(me));
        Ok(Played {
            mover: me,
            square: sq,
            flipped: turned.len(),
            cost,
        })
    }

    /// A written pass: accepted (changing nothing) in place of the first
    /// pass that happened by itself since the last move and was not yet
    /// written; returns that player. Refused otherwise.
    pub fn pass(&mut self) -> Result<usize, MoveError> {
        if !self.passed.is_empty() {
            return Ok(self.passed.remove(0));
        }
        match self.state {
            State::Over => Err(MoveError::GameOver),
            State::ToMove(_) => {
                let first = self.moves().iter().next();
                Err(MoveError::MayNotPass(
                    first.expect("the player to move has a move"),
                ))
            }
        }
    }

    /// Gives the move to `next` if it can move, else to the first player
    /// after it in turn order who can (those skipped pass), else ends the
    /// game.
    fn settle(&mut self, next: usize) {
        self.passed.clear();
        let mut p = next;
        for _ in 0..self.rules.players {
            if !self.affordable_of(p).is_empty() {
                self.state = State::ToMove(p);
                return;
            }
            self.passed.push(p);
            p = self.rules.next(p);
        }
        self.passed.clear();
        self.state = State::Over;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Directions;

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::new((b[1] - b'1') as usize, (b[0] - b'a') as usize)
    }

    fn rules(players: usize) -> Rules {
        Rules {
            directions: Directions::Eight,
            players,
        }
    }

    #[test]
    fn three_players_from_the_start_pass_a_player_without_discs() {
        // The specification's sample: after e3 player 2 (index 1) has no
        // disc left and passes by itself; player 3 plays f2, then player 1
        // (index 0) moves. One written pass stands for the one that
        // happened, a second is refused.
        let r = rules(3);
        let mut g = KGame::new(Board::standard_for(6, 6, r).unwrap(), r, None, 0);
        assert_eq!(g.play(sq("e3")).unwrap().flipped, 1);
        assert_eq!(g.passed(), &[1]);
        assert_eq!(g.to_move(), Some(2));
        assert_eq!(g.pass(), Ok(1));
        assert!(matches!(g.pass(), Err(MoveError::MayNotPass(_))));
        let p = g.play(sq("f2")).unwrap();
        assert_eq!((p.mover, p.flipped), (2, 1));
        assert!(g.passed().is_empty());
        assert_eq!(g.to_move(), Some(0));
        assert_eq!((g.count(0), g.count(1), g.count(2)), (2, 0, 3));
    }

    #[test]
    fn costs_and_budgets_follow_the_specification_sample() {
        let grid = vec![
            vec![5, 1, 2, 9],
            vec![3, 0, 0, 4],
            vec![7, 0, 0, 2],
            vec![1, 6, 8, 3],
        ];
        let costs = Costs::new(&grid, Some(3)).unwrap();
        let r = rules(2);
        let mut g = KGame::new(Board::standard_for(4, 4, r).unwrap(), r, Some(costs), 0);
        for m in ["b1", "c1", "d3"] {
            g.play(sq(m)).unwrap();
        }
        assert!(g.is_over());
        assert_eq!((g.count(0), g.count(1)), (6, 1));
        assert_eq!((g.spent(0), g.spent(1)), (3, 2));
        assert_eq!(g.leaders(), vec![0]);
        assert_eq!(g.play(sq("a1")), Err(MoveError::GameOver));
    }

    #[test]
    fn an_unaffordable_move_is_refused_and_changes_nothing() {
        let grid = vec![vec![5; 4]; 4];
        let costs = Costs::new(&grid, Some(4)).unwrap();
        let r = rules(2);
        let g = KGame::new(Board::standard_for(4, 4, r).unwrap(), r, Some(costs), 0);
        // Nobody can afford anything: over at once.
        assert!(g.is_over());
        let grid = vec![vec![5, 1, 1, 1]; 4];
        let costs = Costs::new(&grid, Some(4)).unwrap();
        let mut g = KGame::new(Board::standard_for(4, 4, r).unwrap(), r, Some(costs), 0);
        let before = g.board().clone();
        assert_eq!(
            g.play(sq("a2")),
            Err(MoveError::Unaffordable { cost: 5, left: 4 })
        );
        assert_eq!(g.board(), &before);
        assert_eq!(g.to_move(), Some(0));
    }
}
