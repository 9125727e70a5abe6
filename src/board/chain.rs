//! Chain flips (LeetCode-cn LCP 41 "黑白翻转棋"): every disc a move turns
//! acts in its turn as a new disc of the mover and turns the runs it now
//! closes, until nothing more turns. On the generic board; no text.

use super::Board;
use crate::color::Color;
use crate::square::Square;

/// How many discs of the other side turn when `color` puts a disc on
/// the empty square `sq` under chain flips: each run of the other
/// side's discs that lies, without a gap, between the new disc and a
/// disc of `color` along one of the eight rays turns; then each disc
/// turned does the same from its square, and so on. A run closed only
/// by two discs that were there before stays as it is. 0 when nothing
/// turns (a square that turns nothing is not an error here, unlike
/// [`Board::play`]). The board itself is unchanged.
///
/// The discs that end up turned do not depend on the order the turned
/// discs are taken in: turning only adds discs of `color`, so a run one
/// of them could close is closed by whichever end turns last. Cost: a
/// walk of the eight rays from the new disc and from each disc turned.
pub fn chain_flips(board: &Board, sq: Square, color: Color) -> usize {
    let mut board = board.clone();
    board.set(sq, Some(color));
    let mut todo = vec![sq];
    let mut turned = 0;
    while let Some(from) = todo.pop() {
        // `play_in_place` closes runs from an empty square: lift the
        // disc, play it back, and put it down if it closed nothing.
        board.set(from, None);
        let n = board.play_in_place(from, color, |s| todo.push(s));
        board.set(from, Some(color));
        turned += n;
    }
    turned
}

/// The most discs a `color` disc turns by [`chain_flips`], over
/// every empty square; 0 when no square turns any (or none is empty).
/// Cost: [`chain_flips`] for each empty square.
pub fn most_chain_flips(board: &Board, color: Color) -> usize {
    let mut most = 0;
    for r in 0..board.rows() {
        for c in 0..board.cols() {
            let sq = Square::new(r, c);
            if board.get(sq).is_none() {
                most = most.max(chain_flips(board, sq, color));
            }
        }
    }
    most
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board from rows of `X` (black), `O` (white) and `.`.
    fn board(rows: &[&str]) -> Board {
        let mut b = Board::empty(rows.len(), rows[0].len());
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.bytes().enumerate() {
                let disc = match ch {
                    b'X' => Some(Color::Black),
                    b'O' => Some(Color::White),
                    _ => None,
                };
                b.set(Square::new(r, c), disc);
            }
        }
        b
    }

    #[test]
    fn the_statements_examples() {
        let b = board(&["....X.", "....X.", "XOOO..", "......", "......"]);
        assert_eq!(chain_flips(&b, Square::new(2, 4), Color::Black), 3);
        assert_eq!(most_chain_flips(&b, Color::Black), 3);
        let b = board(&[".X.", ".O.", "XO."]);
        assert_eq!(chain_flips(&b, Square::new(2, 2), Color::Black), 2);
        assert_eq!(most_chain_flips(&b, Color::Black), 2);
        let b = board(&[
            ".......", ".......", ".......", "X......", ".O.....", "..O....", "....OOX",
        ]);
        assert_eq!(chain_flips(&b, Square::new(6, 3), Color::Black), 4);
        assert_eq!(most_chain_flips(&b, Color::Black), 4);
    }

    #[test]
    fn old_runs_stay_and_nothing_turned_is_zero() {
        // The run between the two old black discs stays white.
        let b = board(&["XOX", "..."]);
        assert_eq!(most_chain_flips(&b, Color::Black), 0);
        assert_eq!(most_chain_flips(&board(&["."]), Color::Black), 0);
        assert_eq!(most_chain_flips(&board(&["X"]), Color::Black), 0);
    }
}
