//! A game under any rule set: the board, whose turn it is, passes, the
//! end and the result; K players in turn order, four or eight directions,
//! and optional move costs with budgets. No text here.
//!
//! A player with no legal move it can afford passes by itself; a player
//! with one may not pass. The game ends when nobody can move, full board
//! or not. Players take turns 0, 1, ..., K-1, 0, ... (with two, black is 0
//! and white 1; the colour-based methods are the two-player view).
//!
//! Deciding after every move whether the next player must pass is the
//! costly part on a big board: a full-board sweep per move would make a
//! game of R * C moves cost (R * C)^2 / 64. Instead the game keeps its
//! *frontier*, the empty squares next to a disc (every legal move is one
//! of them, since it must touch another player's disc, under four
//! directions too). The frontier changes only around the square just
//! played (flips change owners, never emptiness), so it is kept up to date
//! in O(1) per move. To find a move for a player, the search tries the
//! square it found last time for that player, then the empty neighbours of
//! the last move, then walks the frontier from where it last stopped,
//! testing each square with a ray walk that stops at the first bracket
//! (and, with costs, the mover's budget). Only a pass (no move found)
//! tests the whole frontier. [`frontier`] says what this does and does
//! not bound.

mod frontier;
#[cfg(feature = "tools")]
mod tracked;

use crate::board::{Board, IllegalMove};
use crate::color::Color;
use crate::rules::costs::Costs;
use crate::rules::{Rules, MAX_PLAYERS};
use crate::square::Square;
use crate::squareset::SquareSet;
use frontier::Frontier;
#[cfg(feature = "tools")]
use tracked::Tracked;

/// How a finished two-player game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// This side has more discs.
    Win(Color),
    /// Both sides have as many discs.
    Draw,
}

/// Where a two-player game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// This side moves next, and has at least one legal move.
    ToMove(Color),
    /// Neither side can move.
    Over(Outcome),
}

/// Why a move or a pass was refused. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The square is not on the board, holds a disc, or brackets nothing.
    Illegal(IllegalMove),
    /// A legal move costing more than the mover has left (with costs).
    Unaffordable {
        /// The square's cost.
        cost: u64,
        /// What the mover has left.
        left: u64,
    },
    /// A pass while the player to move has a legal move (this one, say).
    MayNotPass(Square),
    /// The game has ended: no more moves.
    GameOver,
}

/// What a move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The side that moved (two players).
    pub mover: Color,
    /// The player that moved, by index.
    pub player: usize,
    /// Where it moved.
    pub square: Square,
    /// How many discs it flipped (at least one).
    pub flipped: usize,
    /// What it cost (0 without costs).
    pub cost: u64,
    /// The side that then had to pass (the opponent), if one did and the
    /// game goes on (two players; see [`Game::passed_players`]).
    pub passed: Option<Color>,
}

/// The colour of player `p` in a two-player game.
fn color(p: usize) -> Color {
    if p == 0 {
        Color::Black
    } else {
        Color::White
    }
}

/// A game on any R x C board under any [`Rules`], with optional [`Costs`].
///
/// Without the `variants` feature (in bundles) it plays the usual rules
/// only (the dialects refuse the variant options): the private branches
/// for costs and the other rule sets are left out, which keeps the `play`
/// bundle under judges' size limit. It is one type, with one API, all the
/// same.
///
/// Invariants: `counts` are the disc counts of `board`; when `turn` is
/// `Some(p)` player p has an affordable legal move; when it is `None`
/// nobody has one; `passed` lists, in turn order, the players who passed
/// by themselves since the last move and whose pass was not yet written;
/// `frontier` holds exactly the empty squares next to a disc.
#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    rules: Rules,
    costs: Option<Costs>,
    /// Per player: what it spent.
    spent: [u64; MAX_PLAYERS],
    counts: [usize; MAX_PLAYERS],
    turn: Option<usize>,
    passed: Vec<usize>,
    frontier: Frontier,
    /// Both sides' legal squares, when asked for
    /// ([`Game::track_legal_moves`]; random play in `gen`, so not in
    /// bundles).
    #[cfg(feature = "tools")]
    tracked: Option<Box<Tracked>>,
}

impl Game {
    /// The standard start on an R x C board (R, C even, at least 2), black
    /// to move. `None` for other sizes. Costs one allocation of the board.
    pub fn standard(rows: usize, cols: usize) -> Option<Game> {
        Some(Game::from_position(
            Board::standard(rows, cols)?,
            Color::Black,
        ))
    }

    /// The two-player game from any position with `to_move` to move. If
    /// that side has no legal move it passes at once (see
    /// [`Game::passed`]); if neither side has one the game is already over.
    /// O(R * C / 64 + frontier).
    pub fn from_position(board: Board, to_move: Color) -> Game {
        let mut g = Game::unsettled(board, Rules::STANDARD);
        g.settle(to_move.index(), None);
        g
    }

    /// The game from `board` (with `rules.players` players) under `rules`
    /// and `costs`, player `to_move` to move; players without an affordable
    /// move pass at once (see [`Game::passed_players`]). Panics if the
    /// board's players or the costs' shape do not match.
    pub fn new(board: Board, rules: Rules, costs: Option<Costs>, to_move: usize) -> Game {
        if let Some(c) = &costs {
            assert!(c.rows() == board.rows() && c.cols() == board.cols());
        }
        let mut g = Game::unsettled(board, rules);
        g.costs = costs;
        g.settle(to_move, None);
        g
    }

    /// The game on `board` under `rules`, before anybody is given the move.
    fn unsettled(board: Board, rules: Rules) -> Game {
        assert_eq!(board.players(), rules.players);
        let mut counts = [0; MAX_PLAYERS];
        for (p, n) in counts.iter_mut().enumerate().take(rules.players) {
            *n = board.count_of(p);
        }
        let frontier = Frontier::of(&board);
        Game {
            board,
            rules,
            costs: None,
            spent: [0; MAX_PLAYERS],
            counts,
            turn: None,
            passed: Vec::new(),
            frontier,
            #[cfg(feature = "tools")]
            tracked: None,
        }
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

    /// Where a two-player game stands.
    pub fn state(&self) -> State {
        match self.turn {
            Some(p) => State::ToMove(color(p)),
            None => State::Over(match self.counts[0].cmp(&self.counts[1]) {
                std::cmp::Ordering::Greater => Outcome::Win(Color::Black),
                std::cmp::Ordering::Less => Outcome::Win(Color::White),
                std::cmp::Ordering::Equal => Outcome::Draw,
            }),
        }
    }

    /// The side to move, or `None` once the game is over (two players).
    pub fn to_move(&self) -> Option<Color> {
        self.turn.map(color)
    }

    /// The player to move, or `None` once the game is over.
    pub fn player_to_move(&self) -> Option<usize> {
        self.turn
    }

    /// The result of a two-player game, once it is over.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.state() {
            State::ToMove(_) => None,
            State::Over(o) => Some(o),
        }
    }

    /// Whether nobody can move.
    pub fn is_over(&self) -> bool {
        self.turn.is_none()
    }

    /// Number of `color`'s discs. O(1).
    pub fn count(&self, color: Color) -> usize {
        self.counts[color.index()]
    }

    /// Number of player `p`'s discs. O(1).
    pub fn count_of(&self, p: usize) -> usize {
        self.counts[p]
    }

    /// The players sharing the most discs (one: the winner), in order.
    pub fn leaders(&self) -> Vec<usize> {
        let counts = &self.counts[..self.rules.players];
        let most = counts.iter().copied().max().unwrap_or(0);
        (0..counts.len()).filter(|&p| counts[p] == most).collect()
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

    /// The side that had to pass since the last move (or at the start), if
    /// any (two players). It is cleared by the next move or by
    /// [`Game::pass`].
    pub fn passed(&self) -> Option<Color> {
        self.passed.first().map(|&p| color(p))
    }

    /// The players who passed by themselves since the last move, in turn
    /// order, less those whose pass was written since.
    pub fn passed_players(&self) -> &[usize] {
        &self.passed
    }

    /// Every square where the player to move may play and can afford to
    /// (empty once the game is over). A full-board sweep: O(R * C / 64);
    /// a copy of the kept set after [`Game::track_legal_moves`].
    pub fn legal_moves(&self) -> SquareSet {
        #[cfg(feature = "tools")]
        if let (Some(t), Some(p)) = (&self.tracked, self.turn) {
            return t.of_player(p).clone();
        }
        match self.turn {
            Some(p) if self.plain() => self.board.legal_moves(color(p)),
            #[cfg(feature = "variants")]
            Some(p) => {
                let legal = self.board.legal_moves_of(p, self.rules.directions);
                match &self.costs {
                    Some(c) if c.budget().is_some() => c.affordable(&legal, self.left(p)).0,
                    _ => legal,
                }
            }
            _ => SquareSet::new(self.board.rows(), self.board.cols()),
        }
    }

    /// Whether the game is under the usual rules without costs.
    #[cfg(feature = "variants")]
    fn plain(&self) -> bool {
        self.rules.is_standard() && self.costs.is_none()
    }

    /// Whether the game is under the usual rules without costs: always, in
    /// a bundle.
    #[cfg(not(feature = "variants"))]
    fn plain(&self) -> bool {
        true
    }

    /// Whether the player to move may play on `sq` (and afford it). Cost:
    /// the rays from `sq`.
    pub fn is_legal(&self, sq: Square) -> bool {
        match self.turn {
            Some(p) => {
                let legal = self.board.check_move(sq, p, self.rules.directions).is_ok();
                #[cfg(feature = "variants")]
                let legal = legal && self.affordable(p, sq);
                legal
            }
            None => false,
        }
    }

    /// Whether player `p` can pay for a move on `sq` (on the board).
    #[cfg(feature = "variants")]
    fn affordable(&self, p: usize, sq: Square) -> bool {
        match (&self.costs, self.left(p)) {
            (Some(c), Some(left)) => c.cost(sq) <= left,
            _ => true,
        }
    }

    /// Plays the player to move on `sq`, then passes for the players after
    /// it who cannot move, or ends the game. On error nothing changes.
    ///
    /// Cost: the rays from `sq` and the flips, plus the search for the next
    /// player's move (see the module doc); a pass or the end also tests the
    /// whole frontier.
    pub fn play(&mut self, sq: Square) -> Result<Played, MoveError> {
        let me = self.turn.ok_or(MoveError::GameOver)?;
        #[cfg(feature = "variants")]
        let (cost, flipped) = (
            self.cost_of(sq, me)?,
            match self.rules.is_standard() {
                true => self.flip_two(sq, me)?,
                false => self.flip_any(sq, me)?,
            },
        );
        #[cfg(not(feature = "variants"))]
        let (cost, flipped) = (0, self.flip_two(sq, me)?);
        debug_assert!((0..self.rules.players).all(|p| self.counts[p] == self.board.count_of(p)));
        self.spent[me] += cost;
        self.frontier.occupy(&self.board, sq);
        self.settle(self.rules.next(me), Some(sq));
        Ok(Played {
            mover: color(me),
            player: me,
            square: sq,
            flipped,
            cost,
            passed: self.passed().filter(|_| self.rules.players == 2),
        })
    }

    /// What player `me` pays for a move on `sq`: 0 without costs. Refuses
    /// an illegal move (as illegal, whatever it costs) and one that costs
    /// more than `me` has left.
    #[cfg(feature = "variants")]
    fn cost_of(&self, sq: Square, me: usize) -> Result<u64, MoveError> {
        let c = match &self.costs {
            Some(c) => c,
            None => return Ok(0),
        };
        self.board
            .check_move(sq, me, self.rules.directions)
            .map_err(MoveError::Illegal)?;
        let cost = c.cost(sq);
        match self.left(me) {
            Some(left) if cost > left => Err(MoveError::Unaffordable { cost, left }),
            _ => Ok(cost),
        }
    }

    /// Plays player `me` (of two, eight directions) on `sq` by the board's
    /// colour-based move; returns how many discs flipped.
    fn flip_two(&mut self, sq: Square, me: usize) -> Result<usize, MoveError> {
        let me = color(me);
        let flips = self.board.play(sq, me).map_err(MoveError::Illegal)?;
        #[cfg(feature = "tools")]
        if let Some(t) = &mut self.tracked {
            t.moved(&self.board, sq, &flips);
        }
        let flipped = flips.len();
        self.counts[me.index()] += flipped + 1;
        self.counts[me.opponent().index()] -= flipped;
        Ok(flipped)
    }

    /// Plays player `me` on `sq` under any rule set; returns how many discs
    /// turned.
    #[cfg(feature = "variants")]
    fn flip_any(&mut self, sq: Square, me: usize) -> Result<usize, MoveError> {
        let turned = self
            .board
            .play_player(sq, me, self.rules.directions)
            .map_err(MoveError::Illegal)?;
        for &(_, q) in &turned {
            self.counts[q] -= 1;
        }
        self.counts[me] += turned.len() + 1;
        Ok(turned.len())
    }

    /// A written pass (two players): see [`Game::pass_player`].
    pub fn pass(&mut self) -> Result<Color, MoveError> {
        self.pass_player().map(color)
    }

    /// A written pass: accepted (changing nothing) in place of the first
    /// pass that happened by itself since the last move and was not yet
    /// written; returns that player. Refused while the player to move has
    /// a legal move, and after the end.
    pub fn pass_player(&mut self) -> Result<usize, MoveError> {
        if !self.passed.is_empty() {
            return Ok(self.passed.remove(0));
        }
        match self.turn {
            None => Err(MoveError::GameOver),
            Some(p) => {
                let witness = self.find_move(p, None);
                Err(MoveError::MayNotPass(
                    witness.expect("the player to move has a move"),
                ))
            }
        }
    }

    /// A square where player `p` may move and can afford to, by the
    /// frontier's search. `last` is the square just played.
    fn find_move(&mut self, p: usize, last: Option<Square>) -> Option<Square> {
        let directions = self.rules.directions;
        #[cfg(feature = "variants")]
        if let (Some(c), Some(left)) = (&self.costs, self.left(p)) {
            return self
                .frontier
                .find_move(&self.board, p, directions, last, |sq| c.cost(sq) <= left);
        }
        self.frontier
            .find_move(&self.board, p, directions, last, |_| true)
    }

    /// Gives the move to `next` if it can move, else to the first player
    /// after it in turn order who can (those skipped pass), else ends the
    /// game. `last` is the square just played.
    fn settle(&mut self, next: usize, last: Option<Square>) {
        self.passed.clear();
        let mut p = next;
        for _ in 0..self.rules.players {
            if self.find_move(p, last).is_some() {
                self.turn = Some(p);
                return;
            }
            self.passed.push(p);
            p = self.rules.next(p);
        }
        self.passed.clear();
        self.turn = None;
    }
}

#[cfg(test)]
mod tests;
