//! Writing a position back: the board in a layout (alphabet, spacing,
//! marks) through the packed row writer, and the player line.

use super::*;

/// Writes `board` row by row in `layout`, with the empty squares of
/// `marks` (if any) shown as the given mark character. Streams 8 cells per
/// step in chunks (see [`packed::write_board_rows`]); memory O(C).
pub fn write_board(
    out: &mut dyn Write,
    board: &Board,
    layout: Layout,
    marks: Option<(&SquareSet, u8)>,
) -> std::io::Result<()> {
    let a = layout.alphabet;
    let style = BoardStyle {
        chars: a.cells(),
        spaced: layout.spaced,
        mark: marks.map_or(a.empty, |m| m.1),
    };
    let (black, white) = (board.discs(Color::Black), board.discs(Color::White));
    packed::write_board_rows(out, black, white, marks.map(|m| m.0), style)
}

/// The player line for `color` in `layout`'s alphabet.
pub fn player_symbol(color: Color, layout: Layout) -> u8 {
    match color {
        Color::Black => layout.alphabet.black,
        Color::White => layout.alphabet.white,
    }
}
