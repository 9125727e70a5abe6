//! OBF positions (Othello Board Files, Edax's problem files): a board,
//! the side to move, and moves with their scores.
//!
//! ```text
//! O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;
//! ```
//!
//! One position per line: 64 cells from a1 row by row (`X` black, `O`
//! white, `-` empty), a blank, `X` or `O` to move, `;`; then any number of
//! fields `MOVE:SCORE;` (a square in either case, or `PA` for a pass; the
//! score a signed whole number of discs, the final difference for the side
//! to move). Blanks around fields are free; `%` starts a comment to the
//! end of the line. [`parse_fields`] reads the fields after the board
//! (the board itself is read with FFO lines, `crate::records::ffo`);
//! [`render`] writes a line.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::records::ggf::parse_move;
use crate::square::Square;

/// A move and its score, as one OBF field says.
pub type Scored = (Option<Square>, i32);

/// The fields of `rest`, the text after the `;` that ends an OBF board,
/// which starts at 1-based column `col0` of line `line`: each move with
/// its score, in order; a `%` ends them.
pub fn parse_fields(rest: &[u8], line: usize, col0: usize) -> Result<Vec<Scored>> {
    let end = rest.iter().position(|&b| b == b'%').unwrap_or(rest.len());
    let mut out = Vec::new();
    let mut at = 0;
    while at < end {
        let len = rest[at..end].iter().position(|&b| b == b';');
        let field = &rest[at..at + len.unwrap_or(end - at)];
        let text = String::from_utf8_lossy(field);
        let lead = text.len() - text.trim_start().len();
        let col = col0 + at + lead;
        let text = text.trim();
        if text.is_empty() && len.is_none() {
            break;
        }
        let (mv, score) = match text.split_once(':') {
            Some(p) => p,
            None => {
                return Err(Error::at(
                    line,
                    col,
                    format!("expected a field MOVE:SCORE; such as A2:+38;, found `{text}`"),
                ))
            }
        };
        let sq = parse_move(mv.trim()).ok_or_else(|| {
            Error::at(
                line,
                col,
                format!("expected a square (a1 to h8) or PA, found `{}`", mv.trim()),
            )
        })?;
        let score = score.trim();
        let value = score
            .strip_prefix('+')
            .unwrap_or(score)
            .parse::<i32>()
            .ok()
            .filter(|v| (-64..=64).contains(v) && !score.starts_with("+-"))
            .ok_or_else(|| {
                Error::at(
                    line,
                    col,
                    format!(
                        "expected a score from -64 to +64 after `{}:`, found `{score}`",
                        mv.trim()
                    ),
                )
            })?;
        if len.is_none() {
            return Err(Error::at(line, col0 + end, "expected `;` after the field"));
        }
        out.push((sq, value));
        at += len.unwrap_or(0) + 1;
    }
    Ok(out)
}

/// One OBF line: `pos` (`to_move` to move) and the scored moves in the
/// order given, uppercase squares, `PA` for a pass.
pub fn render(pos: Bitboard, to_move: Color, scored: &[Scored]) -> String {
    let (black, white) = match to_move {
        Color::Black => (pos.player, pos.opponent),
        Color::White => (pos.opponent, pos.player),
    };
    let mut s: String = (0..64)
        .map(|i| match (black >> i & 1, white >> i & 1) {
            (1, _) => 'X',
            (_, 1) => 'O',
            _ => '-',
        })
        .collect();
    s.push_str(if to_move == Color::Black {
        " X;"
    } else {
        " O;"
    });
    for (sq, score) in scored {
        let mv = sq.map_or_else(
            || "PA".to_string(),
            |q| crate::text::notation::algebraic(q).to_uppercase(),
        );
        s.push_str(&format!(" {mv}:{score:+};"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_read_and_fail_where_they_are_wrong() {
        let got = parse_fields(b" A2:+38; c7:-2;  % note", 1, 67).unwrap();
        assert_eq!(
            got,
            vec![(Some(Square::new(1, 0)), 38), (Some(Square::new(6, 2)), -2)]
        );
        assert_eq!(parse_fields(b" PA:+0;", 1, 67).unwrap(), vec![(None, 0)]);
        let err = |t: &[u8]| parse_fields(t, 1, 67).unwrap_err().to_string();
        assert!(
            err(b" A2:+38; Z9:+1;").starts_with("line 1, col 76:"),
            "{}",
            err(b" A2:+38; Z9:+1;")
        );
        assert!(err(b" A2+38;").contains("MOVE:SCORE"));
        assert!(err(b" A2:+99;").contains("-64 to +64"));
        assert!(err(b" A2:+3").contains("expected `;`"));
    }

    #[test]
    fn renders_as_edax_writes() {
        let line = render(
            Bitboard::START,
            Color::Black,
            &[(Some(Square::new(2, 3)), 0)],
        );
        assert_eq!(
            line,
            format!(
                "{}OX{}XO{} X; D3:+0;",
                "-".repeat(27),
                "-".repeat(6),
                "-".repeat(27)
            )
        );
    }
}
