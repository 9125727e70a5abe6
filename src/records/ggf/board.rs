//! GGF's board, the value of `BO[...]`: read and written.

use super::{skip_blanks, Turn};
use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::quote::describe_byte;

/// `BO`'s value: `8`, 64 cells, the side to move; errors carry the index
/// in the value.
pub(super) fn parse_board(value: &str) -> std::result::Result<Turn, (usize, String)> {
    let b = value.as_bytes();
    let mut at = skip_blanks(b, 0);
    if b.get(at) != Some(&b'8') || b.get(at + 1).is_some_and(|c| !c.is_ascii_whitespace()) {
        return Err((at, "expected the board size 8 first in BO[...]".into()));
    }
    at += 1;
    let (mut black, mut white) = (0u64, 0u64);
    for i in 0..64 {
        at = skip_blanks(b, at);
        match b.get(at) {
            Some(b'*') => black |= 1 << i,
            Some(b'O') => white |= 1 << i,
            Some(b'-') => {}
            other => {
                let found = other.map_or("the end of the board".to_string(), |&c| describe_byte(c));
                return Err((
                    at,
                    format!(
                        "expected *, O or - (square {} of 64) in BO[...], found {found}",
                        i + 1
                    ),
                ));
            }
        }
        at += 1;
    }
    at = skip_blanks(b, at);
    let first = match b.get(at) {
        Some(b'*') => Color::Black,
        Some(b'O') => Color::White,
        other => {
            let found = other.map_or("the end of the board".to_string(), |&c| describe_byte(c));
            return Err((at, format!("expected the side to move, * or O, after the 64 squares of BO[...], found {found}")));
        }
    };
    if skip_blanks(b, at + 1) != b.len() {
        return Err((
            at + 1,
            "expected `]` after the side to move in BO[...]".into(),
        ));
    }
    let pos = match first {
        Color::Black => Bitboard {
            player: black,
            opponent: white,
        },
        Color::White => Bitboard {
            player: white,
            opponent: black,
        },
    };
    Ok((pos, first))
}

/// The `BO` value of `pos` with `to_move` to move: `8 <64 cells> <side>`.
pub fn board_value(pos: Bitboard, to_move: Color) -> String {
    let (black, white) = match to_move {
        Color::Black => (pos.player, pos.opponent),
        Color::White => (pos.opponent, pos.player),
    };
    let cells: String = (0..64)
        .map(|i| match (black >> i & 1, white >> i & 1) {
            (1, _) => '*',
            (_, 1) => 'O',
            _ => '-',
        })
        .collect();
    let side = if to_move == Color::Black { '*' } else { 'O' };
    format!("8 {cells} {side}")
}
