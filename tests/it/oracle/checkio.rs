//! Oracle for `checkio` (CheckiO "Reversi: Othello Moves"), from its
//! problem file alone: two lines, Othello's pieces then Desdemona's, each
//! read as its integers in pairs (x, y), every other character a
//! separator. The answer lists every empty square where Othello turns at
//! least one of Desdemona's pieces, `(x, y, flips)`, most flips first, then
//! by x, then by y, as Python prints a list of tuples.
//!
//! Read here: an odd count of integers, a coordinate above 7, a piece
//! twice (in one list or in both), fewer than two lines and a non-blank
//! line after the second are bad input.

use super::dice::Dice;
use super::lines::{lines, only_blank_after};
use super::rays::{flips, random_cells};

const OTHELLO: u8 = b'O';
const DESDEMONA: u8 = b'D';
const EMPTY: u8 = b'.';

/// The integers of a line, in order.
fn integers(line: &[u8]) -> Result<Vec<usize>, String> {
    let text: String = line
        .iter()
        .map(|&b| if b.is_ascii_digit() { b as char } else { ' ' })
        .collect();
    text.split_whitespace()
        .map(|w| match w.parse::<usize>() {
            Ok(v) if v < 8 => Ok(v),
            _ => Err(format!("coordinate {w} is off the board")),
        })
        .collect()
}

/// The board, `b[x][y]`.
fn read(input: &[u8]) -> Result<Vec<Vec<u8>>, String> {
    let lines = lines(input);
    if lines.len() < 2 {
        return Err(format!("{} lines, expected 2", lines.len()));
    }
    only_blank_after(&lines, 2)?;
    let mut b = vec![vec![EMPTY; 8]; 8];
    for (line, piece) in lines[..2].iter().zip([OTHELLO, DESDEMONA]) {
        let v = integers(line)?;
        if v.len() % 2 == 1 {
            return Err("an odd number of integers".into());
        }
        for p in v.chunks(2) {
            if b[p[0]][p[1]] != EMPTY {
                return Err(format!("({}, {}) twice", p[0], p[1]));
            }
            b[p[0]][p[1]] = piece;
        }
    }
    Ok(b)
}

/// What `othello checkio` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let b = read(input)?;
    let mut found = Vec::new();
    for x in 0..8 {
        for y in 0..8 {
            let n = flips(&b, x, y, OTHELLO, DESDEMONA).len();
            if n > 0 {
                found.push((n, x, y));
            }
        }
    }
    // Most flips first; for equal flips the loops' order, x then y.
    found.sort_by(|a, b| b.0.cmp(&a.0).then((a.1, a.2).cmp(&(b.1, b.2))));
    let items: Vec<String> = found
        .iter()
        .map(|(n, x, y)| format!("({x}, {y}, {n})"))
        .collect();
    Ok(format!("[{}]\n", items.join(", ")).into_bytes())
}

/// A seeded valid input: a board of random cells at a random density
/// (empty and full boards among them, one side absent now and then),
/// each list in a random order and in one of the three forms.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let empty = match dice.below(8) {
        0 => 0,
        1 => 100,
        _ => dice.range(1, 15),
    };
    let (o, d) = (dice.below(6), dice.below(6));
    let empty = if empty + o + d == 0 { 1 } else { empty };
    let b = random_cells(
        8,
        8,
        &[EMPTY, OTHELLO, DESDEMONA],
        &[empty, o, d],
        &mut dice,
    );
    let form = dice.below(3);
    let mut text = String::new();
    for piece in [OTHELLO, DESDEMONA] {
        let mut squares: Vec<(usize, usize)> = (0..64)
            .map(|s| (s / 8, s % 8))
            .filter(|&(x, y)| b[x][y] == piece)
            .collect();
        for i in (1..squares.len()).rev() {
            let j = dice.below(i + 1);
            squares.swap(i, j);
        }
        let items: Vec<String> = squares
            .iter()
            .map(|(x, y)| match form {
                0 => format!("({x}, {y})"),
                1 => format!("[{x},{y}]"),
                _ => format!("{x} {y}"),
            })
            .collect();
        let line = match form {
            0 | 1 => format!("[{}]", items.join(", ")),
            _ => items.join("  "),
        };
        text.push_str(&line);
        text.push('\n');
    }
    (Vec::new(), text.into_bytes())
}

mod tests {
    use super::*;

    #[test]
    fn the_statements_examples() {
        assert_eq!(
            expected(b"[(3, 3), (4, 4)]\n[(3, 4), (4, 3), (2, 3)]\n").unwrap(),
            b"[(1, 3, 1), (2, 4, 1), (3, 5, 1), (4, 2, 1), (5, 3, 1)]\n"
        );
        assert_eq!(
            expected(b"[(3, 3), (4, 4), (2, 3), (2, 5)]\n[(3, 4), (4, 3), (2, 4)]\n").unwrap(),
            &b"[(1, 4, 2), (5, 2, 2), (1, 5, 1), (3, 5, 1), (4, 2, 1), (4, 5, 1), (5, 3, 1)]\n"[..]
        );
    }

    #[test]
    fn bad_lists_are_refused() {
        for bad in [
            &b"1\n\n"[..],
            b"8 0\n\n",
            b"1 1\n1 1\n",
            b"[]\n",
            b"\n\nx\n",
        ] {
            assert!(expected(bad).is_err(), "{:?}", String::from_utf8_lossy(bad));
        }
    }
}
