//! The board by player index, under any rule set: K players' discs, their
//! moves and flips under four or eight directions.
//!
//! For player p the K-player rule is the two-player rule with "opponent"
//! the union of the other players' discs, so the moves of p are the
//! word-parallel sweep of [`crate::board::sweep`] on two planes (p's discs, all
//! the others), with its diagonals masked off under four directions. With
//! two players these methods take the colour-based ones (and so the 8 x 8
//! bitboard kernels).
//!
//! Half of the [`Board`](super::Board), apart from `board.rs` on purpose
//! (one type, two vocabularies): it reads the planes `board.rs` keeps,
//! which asks it for empty ones.

use super::{Board, IllegalMove};
use crate::board::sweep::Sweeper;
use crate::color::Color;
use crate::rules::{Directions, Rules};
use crate::square::Square;
use crate::squareset::SquareSet;

impl Board {
    /// An empty board of `rows` x `cols` squares for `players` players.
    /// Panics if a side is 0 or `players` is below 2.
    pub fn empty_for(rows: usize, cols: usize, players: usize) -> Board {
        Board {
            discs: empty_planes(rows, cols, players),
        }
    }

    /// The standard start of `rules` (see [`Rules::start_squares`]);
    /// `None` for odd or zero sizes.
    pub fn standard_for(rows: usize, cols: usize, rules: Rules) -> Option<Board> {
        let squares = rules.start_squares(rows, cols)?;
        let mut b = Board::empty_for(rows, cols, rules.players);
        for (sq, p) in squares {
            b.set_player(sq, Some(p));
        }
        Some(b)
    }

    /// A board from one disc set per player. `None` if there are fewer than
    /// two, their shapes differ, a set is empty of squares, or two overlap.
    pub fn from_planes(planes: Vec<SquareSet>) -> Option<Board> {
        let first = planes.first()?;
        let (rows, cols) = (first.rows(), first.cols());
        if planes.len() < 2 || rows == 0 || cols == 0 {
            return None;
        }
        if planes.iter().any(|p| p.rows() != rows || p.cols() != cols) {
            return None;
        }
        for r in 0..rows {
            for i in 0..first.words_per_row() {
                let mut seen = 0u64;
                for p in &planes {
                    if seen & p.row(r)[i] != 0 {
                        return None;
                    }
                    seen |= p.row(r)[i];
                }
            }
        }
        Some(Board { discs: planes })
    }

    /// Number of players.
    pub fn players(&self) -> usize {
        self.discs.len()
    }

    /// The player whose disc is on `sq`, if any (`None` also off the board).
    pub fn player_at(&self, sq: Square) -> Option<usize> {
        self.discs.iter().position(|p| p.contains(sq))
    }

    /// Puts player `disc`'s disc on `sq` (or empties it). Panics if `sq` is
    /// off the board or `disc` is not a player.
    pub fn set_player(&mut self, sq: Square, disc: Option<usize>) {
        for (i, p) in self.discs.iter_mut().enumerate() {
            if disc == Some(i) {
                p.insert(sq);
            } else {
                p.remove(sq);
            }
        }
    }

    /// The squares holding player `p`'s discs.
    pub fn discs_of(&self, p: usize) -> &SquareSet {
        &self.discs[p]
    }

    /// Number of player `p`'s discs. O(R * C / 64).
    pub fn count_of(&self, p: usize) -> usize {
        self.discs[p].len()
    }

    /// The discs of every player but `p`: the "opponent" of the two-player
    /// rule seen from `p`.
    pub fn others(&self, p: usize) -> SquareSet {
        let mut out = SquareSet::new(self.rows(), self.cols());
        let rest = self.discs.iter().enumerate().filter(|&(i, _)| i != p);
        for (_, plane) in rest {
            for r in 0..self.rows() {
                for (o, &x) in out.row_mut(r).iter_mut().zip(plane.row(r)) {
                    *o |= x;
                }
            }
        }
        out
    }

    /// Every square where player `p` may move under `directions`, written
    /// into `out` (the board's shape) with `sweeper` (made for the board's
    /// width and `directions`). O(R * ceil(C / 64) * K) word operations.
    pub fn legal_moves_of_into(&self, p: usize, sweeper: &mut Sweeper, out: &mut SquareSet) {
        if self.players() == 2 {
            return sweeper.legal_moves(&self.discs[p], &self.discs[1 - p], out);
        }
        sweeper.legal_moves(&self.discs[p], &self.others(p), out);
    }

    /// Every square where player `p` may move under `directions`.
    pub fn legal_moves_of(&self, p: usize, directions: Directions) -> SquareSet {
        if self.players() == 2 {
            return self.legal_moves_in(Color::ALL[p], directions);
        }
        let mut out = SquareSet::new(self.rows(), self.cols());
        let mut sweeper = Sweeper::with_directions(self.cols(), directions);
        self.legal_moves_of_into(p, &mut sweeper, &mut out);
        out
    }

    /// Whether `sq` holds a disc of a player other than `p`.
    fn other_than(&self, sq: Square, p: usize) -> bool {
        matches!(self.player_at(sq), Some(q) if q != p)
    }

    /// The discs that player `p` playing on `sq` would turn, ray by ray in
    /// the order of `directions`' steps, nearest first: every run of other
    /// players' discs (any mix of them) closed by a disc of `p`. Empty when
    /// `sq` is off the board, occupied, or brackets nothing.
    pub fn flips_of(&self, sq: Square, p: usize, directions: Directions) -> Vec<Square> {
        let mut out = Vec::new();
        if !self.on_board(sq) || self.player_at(sq).is_some() {
            return out;
        }
        for &d in directions.steps() {
            let start = out.len();
            let mut cur = sq.step(d);
            while let Some(s) = cur.filter(|&s| self.other_than(s, p)) {
                out.push(s);
                cur = s.step(d);
            }
            let closed = matches!(cur, Some(s) if self.discs[p].contains(s));
            if !closed {
                out.truncate(start);
            }
        }
        out
    }

    /// Whether player `p` playing on the empty square `sq` brackets a disc
    /// along some ray of `directions`. Stops at the first bracket; cost at
    /// most the rays' length. With two players the run is tested on the
    /// opponent's plane alone (the game's move search asks this after
    /// every move).
    pub fn brackets(&self, sq: Square, p: usize, directions: Directions) -> bool {
        let me = &self.discs[p];
        // (Without the variants, two players only.)
        #[cfg(feature = "variants")]
        if self.players() > 2 {
            return directions
                .steps()
                .iter()
                .any(|&d| bracket_along(sq, d, |s| self.other_than(s, p), me));
        }
        let opp = &self.discs[1 - p];
        directions
            .steps()
            .iter()
            .any(|&d| bracket_along(sq, d, |s| opp.contains(s), me))
    }

    /// Whether player `p` may move on `sq` under `directions`; if not, why
    /// (off the board, occupied, or bracketing nothing). Changes nothing;
    /// cost at most the rays from `sq`.
    pub fn check_move(
        &self,
        sq: Square,
        p: usize,
        directions: Directions,
    ) -> Result<(), IllegalMove> {
        if !self.on_board(sq) {
            Err(IllegalMove::OffBoard)
        } else if self.player_at(sq).is_some() {
            Err(IllegalMove::Occupied)
        } else if !self.brackets(sq, p, directions) {
            Err(IllegalMove::NoFlips)
        } else {
            Ok(())
        }
    }

    /// Plays player `p` on `sq` under `directions`: places the disc and
    /// turns every bracketed run. Returns the turned squares with their
    /// former owners; on an illegal move the board is unchanged.
    pub fn play_player(
        &mut self,
        sq: Square,
        p: usize,
        directions: Directions,
    ) -> Result<Vec<(Square, usize)>, IllegalMove> {
        if !self.on_board(sq) {
            return Err(IllegalMove::OffBoard);
        }
        if self.player_at(sq).is_some() {
            return Err(IllegalMove::Occupied);
        }
        let flips = self.flips_of(sq, p, directions);
        if flips.is_empty() {
            return Err(IllegalMove::NoFlips);
        }
        let mut turned = Vec::with_capacity(flips.len());
        for &s in &flips {
            if let Some(q) = self.player_at(s) {
                turned.push((s, q));
            }
            self.set_player(s, Some(p));
        }
        self.set_player(sq, Some(p));
        Ok(turned)
    }
}

/// `players` empty planes of `rows` x `cols` squares. Panics if a side is
/// 0 or `players` is below 2.
pub(super) fn empty_planes(rows: usize, cols: usize, players: usize) -> Vec<SquareSet> {
    assert!(rows > 0 && cols > 0 && players >= 2);
    (0..players).map(|_| SquareSet::new(rows, cols)).collect()
}

/// Whether the ray from `sq` along `d` holds one or more squares that
/// `other` accepts, then a square of `me`.
fn bracket_along(
    sq: Square,
    d: (isize, isize),
    other: impl Fn(Square) -> bool,
    me: &SquareSet,
) -> bool {
    let mut cur = sq.step(d);
    let mut run = 0;
    while let Some(s) = cur.filter(|&s| other(s)) {
        run += 1;
        cur = s.step(d);
    }
    run > 0 && matches!(cur, Some(s) if me.contains(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_players_agree_with_the_colour_api() {
        let mut rng = crate::rng::Rng::new(11);
        for (rows, cols) in [(4, 6), (8, 8), (6, 70)] {
            let mut b = Board::standard(rows, cols).unwrap();
            let mut color = Color::Black;
            for _ in 0..rows * cols {
                let want = b.legal_moves(color);
                assert_eq!(b.legal_moves_of(color.index(), Directions::Eight), want);
                let moves: Vec<_> = want.iter().collect();
                if moves.is_empty() {
                    color = color.opponent();
                    if b.legal_moves(color).is_empty() {
                        break;
                    }
                    continue;
                }
                let sq = moves[rng.below(moves.len() as u64) as usize];
                assert_eq!(
                    b.flips_of(sq, color.index(), Directions::Eight),
                    b.flips(sq, color)
                );
                let mut m = b.clone();
                b.play(sq, color).unwrap();
                m.play_player(sq, color.index(), Directions::Eight).unwrap();
                assert_eq!(m, b);
                color = color.opponent();
            }
        }
    }

    #[test]
    fn runs_mix_other_players_and_four_directions_skip_diagonals() {
        // 1 2 3 .      player 0 on d1 turns b1 and c1 (players 1 and 2);
        // . . . .      c2 brackets b3 (player 2) against a4 along a
        // . 3 . .      diagonal: legal with eight directions, not four.
        // 1 . . .
        let mut b = Board::empty_for(4, 4, 3);
        for (r, c, p) in [(0, 0, 0), (0, 1, 1), (0, 2, 2), (2, 1, 2), (3, 0, 0)] {
            b.set_player(Square::new(r, c), Some(p));
        }
        let d1 = Square::new(0, 3);
        assert_eq!(
            b.flips_of(d1, 0, Directions::Four),
            vec![Square::new(0, 2), Square::new(0, 1)]
        );
        let c2 = Square::new(1, 2);
        assert!(b.brackets(c2, 0, Directions::Eight));
        assert!(!b.brackets(c2, 0, Directions::Four));
        let four = b.legal_moves_of(0, Directions::Four);
        assert!(four.contains(d1) && !four.contains(c2));
        assert!(b.legal_moves_of(0, Directions::Eight).contains(c2));
    }

    /// The sweep (whole board, in place, by bands; the 8 x 8 bitboard with
    /// two players) against a ray walk from every empty square, for every
    /// rule set on random boards up to three words wide.
    #[test]
    fn sweeps_agree_with_ray_walks() {
        let mut rng = crate::rng::Rng::new(5);
        for round in 0..300 {
            let rows = 1 + rng.below(12) as usize;
            let cols = match round % 3 {
                0 => 8,
                1 => 1 + rng.below(20) as usize,
                _ => 60 + rng.below(80) as usize,
            };
            let rows = if round % 3 == 0 { 8 } else { rows };
            let players = 2 + rng.below(3) as usize;
            let mut b = Board::empty_for(rows, cols, players);
            for r in 0..rows {
                for c in 0..cols {
                    let v = rng.below(2 * players as u64) as usize;
                    let v = if v < players { 0 } else { v - players + 2 };
                    // Half the squares empty, the rest any player's.
                    b.set_player(Square::new(r, c), v.checked_sub(2));
                }
            }
            for directions in [Directions::Eight, Directions::Four] {
                for p in 0..players {
                    let mut want = SquareSet::new(rows, cols);
                    for r in 0..rows {
                        for c in 0..cols {
                            let sq = Square::new(r, c);
                            let walk = !b.flips_of(sq, p, directions).is_empty();
                            assert_eq!(
                                b.player_at(sq).is_none() && b.brackets(sq, p, directions),
                                walk
                            );
                            if walk {
                                want.insert(sq);
                            }
                        }
                    }
                    assert_eq!(b.legal_moves_of(p, directions), want, "{rows}x{cols} {p}");
                    let (me, opp) = (b.discs_of(p).clone(), b.others(p));
                    let mut band = Vec::new();
                    let mut bands = crate::board::sweep::bands::Bands::with_directions(
                        &me, &opp, 3, directions,
                    )
                    .with_lookahead(1, 4);
                    let mut got = SquareSet::new(rows, cols);
                    while let Some(range) = bands.next_band(&mut band) {
                        let w = got.words_per_row();
                        for (k, r) in range.enumerate() {
                            got.row_mut(r).copy_from_slice(&band[k * w..(k + 1) * w]);
                        }
                    }
                    assert_eq!(got, want, "bands {rows}x{cols}");
                    let (mut m, mut o) = (me.clone(), opp.clone());
                    Sweeper::with_directions(cols, directions).legal_moves_in_place(&mut m, &mut o);
                    assert_eq!(m, want, "in place {rows}x{cols}");
                    if players == 2 {
                        let board = Board::from_sets(me.clone(), opp.clone()).unwrap();
                        assert_eq!(board.legal_moves_in(Color::Black, directions), want);
                        assert_eq!(board.into_legal_moves_in(Color::Black, directions), want);
                    }
                }
            }
        }
    }
}
