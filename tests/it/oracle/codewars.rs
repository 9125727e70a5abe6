//! Oracle for `codewars` (the kata "Reversi row rudiments"), from its
//! problem file alone: one line of moves (squares 0 to 7; spaces, tabs,
//! commas and square brackets separate), black (`*`) first, strictly
//! alternating; a disc goes on its square whether or not it turns
//! anything, and then turns what it closes on each side. The answer is the
//! row, `*`, `O`, `.`, and a newline.
//!
//! Read here: a square outside 0 to 7, one played twice, any other
//! character, or a non-blank line after the first is bad input.

use super::dice::Dice;
use super::lines::{lines, only_blank_after};
use super::rays::flips;

const BLACK: u8 = b'*';
const WHITE: u8 = b'O';
const EMPTY: u8 = b'.';

/// The squares of a line, in order.
fn read(input: &[u8]) -> Result<Vec<usize>, String> {
    let lines = lines(input);
    only_blank_after(&lines, 1)?;
    let line = lines.first().copied().unwrap_or_default();
    let text = std::str::from_utf8(line).map_err(|_| "not UTF-8".to_string())?;
    let mut squares = Vec::new();
    for word in text
        .split([' ', '\t', ',', '[', ']'])
        .filter(|w| !w.is_empty())
    {
        if !word.bytes().all(|b| b.is_ascii_digit()) || word.len() > 19 {
            return Err(format!("`{word}` is not a square"));
        }
        let sq: u64 = word.parse().map_err(|_| format!("`{word}`"))?;
        if sq > 7 {
            return Err(format!("square {sq} is off the row"));
        }
        if squares.contains(&(sq as usize)) {
            return Err(format!("square {sq} twice"));
        }
        squares.push(sq as usize);
    }
    Ok(squares)
}

/// What `othello codewars` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let mut row = vec![vec![EMPTY; 8]];
    for (k, sq) in read(input)?.into_iter().enumerate() {
        let (me, them) = if k % 2 == 0 {
            (BLACK, WHITE)
        } else {
            (WHITE, BLACK)
        };
        // On one row only the two rays along it stay on the board.
        let turned = flips(&row, 0, sq, me, them);
        row[0][sq] = me;
        for (_, c) in turned {
            row[0][c] = me;
        }
    }
    let mut out = row.remove(0);
    out.push(b'\n');
    Ok(out)
}

/// A seeded valid input: 0 to 8 distinct squares in a random order (all
/// 8 one time in four), in one of the three forms with random spacing,
/// `\r\n` one time in eight.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let n = if dice.chance(1, 4) { 8 } else { dice.below(9) };
    let mut free: Vec<usize> = (0..8).collect();
    let mut squares = Vec::new();
    for _ in 0..n {
        let i = dice.below(free.len());
        squares.push(free.remove(i));
    }
    let seps = [" ", ",", ", ", " , ", "\t"];
    let sep = dice.pick(&seps);
    let body: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
    let mut text = body.join(sep);
    if dice.chance(1, 2) {
        text = format!("[{text}]");
    }
    text.push_str(if dice.chance(1, 8) { "\r\n" } else { "\n" });
    (Vec::new(), text.into_bytes())
}

mod tests {
    use super::*;

    #[test]
    fn the_statements_examples() {
        assert_eq!(expected(b"\n").unwrap(), b"........\n");
        assert_eq!(expected(b"3\n").unwrap(), b"...*....\n");
        assert_eq!(expected(b"3 4\n").unwrap(), b"...*O...\n");
        assert_eq!(expected(b"3 4 5\n").unwrap(), b"...***..\n");
        assert_eq!(expected(b"[3, 4, 5]\n").unwrap(), b"...***..\n");
        assert_eq!(expected(b"").unwrap(), b"........\n");
    }

    #[test]
    fn bad_lines_are_refused() {
        for bad in [&b"3 3\n"[..], b"8\n", b"-1\n", b"3;4\n", b"3\n4\n", b"x\n"] {
            assert!(expected(bad).is_err(), "{:?}", String::from_utf8_lossy(bad));
        }
    }
}
