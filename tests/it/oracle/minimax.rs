//! The exact score by plain minimax. It knows nothing of the library's
//! rules: it plays on a plain array of 64 cells with its own ray walk,
//! visits every line of play without pruning, and gives each root move its
//! exact score.

use super::grid::DIRS;
use othello::board::Board;
use othello::color::Color;
use othello::square::Square;

/// A deliberately plain 8 x 8 board for the oracle: 64 cells, each move
/// found by walking the eight rays from an empty cell. It shares no code
/// with the library (whose generic board hands 8 x 8 work to the same
/// bitboard words the solver uses).
#[derive(Clone, Copy)]
struct Plain([Option<Color>; 64]);

impl Plain {
    fn of(board: &Board) -> Plain {
        let mut cells = [None; 64];
        for (i, c) in cells.iter_mut().enumerate() {
            *c = board.get(Square::new(i / 8, i % 8));
        }
        Plain(cells)
    }
    fn count(&self, c: Color) -> i32 {
        self.0.iter().filter(|&&x| x == Some(c)).count() as i32
    }
    /// The cells `me` flips by playing cell `i` (empty when illegal).
    fn flips(&self, i: usize, me: Color) -> Vec<usize> {
        let mut all = Vec::new();
        if self.0[i].is_some() {
            return all;
        }
        for (dr, dc) in DIRS {
            let (mut r, mut c) = ((i / 8) as i64 + dr, (i % 8) as i64 + dc);
            let mut run = Vec::new();
            while (0..8).contains(&r) && (0..8).contains(&c) {
                match self.0[(r * 8 + c) as usize] {
                    Some(x) if x == me.opponent() => run.push((r * 8 + c) as usize),
                    Some(_) => {
                        all.extend(&run);
                        break;
                    }
                    None => break,
                }
                r += dr;
                c += dc;
            }
        }
        all
    }
    fn moves(&self, me: Color) -> Vec<usize> {
        (0..64).filter(|&i| !self.flips(i, me).is_empty()).collect()
    }
    fn play(&self, i: usize, me: Color) -> Plain {
        let mut next = *self;
        for f in self.flips(i, me) {
            next.0[f] = Some(me);
        }
        next.0[i] = Some(me);
        next
    }
}

/// The final score for `me`, empty squares to the side ahead.
fn final_score(board: &Plain, me: Color) -> i32 {
    let mine = board.count(me);
    let theirs = board.count(me.opponent());
    let empties = 64 - mine - theirs;
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => mine - theirs + empties,
        std::cmp::Ordering::Less => mine - theirs - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The exact score of `board` for `me`, to move, by full minimax.
fn minimax(board: &Plain, me: Color) -> i32 {
    let moves = board.moves(me);
    if moves.is_empty() {
        if board.moves(me.opponent()).is_empty() {
            return final_score(board, me);
        }
        return -minimax(board, me.opponent());
    }
    moves
        .into_iter()
        .map(|i| -minimax(&board.play(i, me), me.opponent()))
        .max()
        .expect("at least one move")
}

/// What `solve` should answer: the score, the best moves as a bit set
/// (bit row * 8 + col), and whether the side to move must pass.
pub fn naive_solution(board: &Board, me: Color) -> (i32, u64, bool) {
    let board = Plain::of(board);
    let moves = board.moves(me);
    if moves.is_empty() {
        let pass = !board.moves(me.opponent()).is_empty();
        return (minimax(&board, me), 0, pass);
    }
    let scored: Vec<(usize, i32)> = moves
        .into_iter()
        .map(|i| (i, -minimax(&board.play(i, me), me.opponent())))
        .collect();
    let best = scored.iter().map(|&(_, v)| v).max().expect("a move");
    let set = scored
        .iter()
        .filter(|&&(_, v)| v == best)
        .fold(0u64, |acc, &(i, _)| acc | 1 << i);
    (best, set, false)
}
