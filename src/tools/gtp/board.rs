//! The board and the score as `gtp` writes them (`showboard`,
//! `gogui-rules_board`, `final_score`).

use super::color_name;
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::search::final_score;

/// `B+N`, `W+N` or `0` for the position: the disc difference, with the
/// empty squares to the winner once the game is over.
pub(super) fn score_text(pos: Bitboard, to_move: Color) -> String {
    let (p, o) = (pos.player, pos.opponent);
    let mut diff = p.count_ones() as i32 - o.count_ones() as i32;
    if pos.is_game_over() {
        diff = final_score(p, o);
    }
    if to_move == Color::White {
        diff = -diff;
    }
    match diff {
        0 => "0".into(),
        d if d > 0 => format!("B+{d}"),
        d => format!("W+{}", -d),
    }
}

/// The board, row 1 first, cells `X`, `O`, `.` spaced; for `showboard`
/// it starts on a line of its own under column letters, with row numbers
/// and the side to move.
pub(super) fn board_text(pos: Bitboard, to_move: Color, framed: bool) -> String {
    let (black, white) = match to_move {
        Color::Black => (pos.player, pos.opponent),
        Color::White => (pos.opponent, pos.player),
    };
    let mut rows = Vec::new();
    for r in 0..8 {
        let cells: Vec<&str> = (0..8)
            .map(
                |c| match (black >> (8 * r + c) & 1, white >> (8 * r + c) & 1) {
                    (1, _) => "X",
                    (_, 1) => "O",
                    _ => ".",
                },
            )
            .collect();
        let row = cells.join(" ");
        rows.push(if framed {
            format!("{} {row}", r + 1)
        } else {
            row
        });
    }
    match framed {
        true => format!(
            "\n  a b c d e f g h\n{}\n{} to move",
            rows.join("\n"),
            color_name(to_move)
        ),
        false => rows.join("\n"),
    }
}
