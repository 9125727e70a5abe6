//! Oracle for `kotamanegi` (kotamanegi.com problem 42 "オセロ"), from its
//! problem file alone: 8 rows of 8 cells (`w`, `b`, `-`), the mover (`0`
//! black, `1` white), a square like `F7` (column `A`-`H` from the left, any
//! case, row `1`-`8` from the top); the answer is the board after the move.
//!
//! Read here: a move on an occupied square, off the board or flipping
//! nothing is bad input (as the problem file says); the square is exactly
//! a letter and a digit; lines after the square must be blank.

use super::dice::Dice;
use super::lines::{lines, only_blank_after};
use super::rays::{flips, moves, play, random_cells, random_plies, start, Cells};

const BLACK: u8 = b'b';
const WHITE: u8 = b'w';
const EMPTY: u8 = b'-';

/// The board, the mover and the square (row, column) of an input.
fn read(input: &[u8]) -> Result<(Cells, u8, usize, usize), String> {
    let lines = lines(input);
    if lines.len() < 10 {
        return Err(format!("{} lines, expected 10", lines.len()));
    }
    let mut b = Cells::new();
    for (i, row) in lines[..8].iter().enumerate() {
        if row.len() != 8 || row.iter().any(|c| ![WHITE, BLACK, EMPTY].contains(c)) {
            return Err(format!("line {}: not 8 cells of `w`, `b`, `-`", i + 1));
        }
        b.push(row.to_vec());
    }
    let me = match lines[8] {
        b"0" => BLACK,
        b"1" => WHITE,
        _ => return Err("line 9: expected 0 or 1".into()),
    };
    let (c, r) = match lines[9] {
        [c @ b'A'..=b'H', r @ b'1'..=b'8'] => (c - b'A', r - b'1'),
        [c @ b'a'..=b'h', r @ b'1'..=b'8'] => (c - b'a', r - b'1'),
        _ => return Err("line 10: expected a square A1 to H8".into()),
    };
    only_blank_after(&lines, 10)?;
    Ok((b, me, r as usize, c as usize))
}

fn other(me: u8) -> u8 {
    if me == BLACK {
        WHITE
    } else {
        BLACK
    }
}

/// What `othello kotamanegi` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let (mut b, me, r, c) = read(input)?;
    if play(&mut b, r, c, me, other(me)) == 0 {
        return Err("line 10: occupied or flips nothing".into());
    }
    Ok(b.iter()
        .flat_map(|row| row.iter().copied().chain([b'\n']))
        .collect())
}

/// A seeded valid input: a random game from the start (black first, 0 to
/// 59 plies) or a random board, either side to place a disc, one of its
/// legal squares (the column in lower case one time in four), `\r\n` line
/// ends one time in eight.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let (b, me, legal) = loop {
        let b = if dice.chance(1, 2) {
            let mut b = start(8, 8, BLACK, WHITE, EMPTY);
            random_plies(&mut b, BLACK, WHITE, dice.below(60), &mut dice);
            b
        } else {
            let fill = dice.range(1, 8);
            random_cells(
                8,
                8,
                &[EMPTY, WHITE, BLACK],
                &[10 - fill, fill, fill],
                &mut dice,
            )
        };
        let me = dice.pick(&[BLACK, WHITE]);
        let legal = moves(&b, me, other(me));
        if !legal.is_empty() {
            break (b, me, legal);
        }
    };
    let (r, c) = dice.pick(&legal);
    let nl: &[u8] = if dice.chance(1, 8) { b"\r\n" } else { b"\n" };
    let mut text = Vec::new();
    for row in &b {
        text.extend_from_slice(row);
        text.extend_from_slice(nl);
    }
    text.push(if me == BLACK { b'0' } else { b'1' });
    text.extend_from_slice(nl);
    let letter = if dice.chance(1, 4) { b'a' } else { b'A' };
    text.extend_from_slice(&[letter + c as u8, b'1' + r as u8]);
    text.extend_from_slice(nl);
    (Vec::new(), text)
}

mod tests {
    use super::*;

    const SAMPLE1: &[u8] =
        b"--------\n-----b--\nwwwwb---\nwbwbbb--\nwwbwbb--\nwwwwww--\n--------\n--------\n0\nF7\n";
    const ANSWER1: &[u8] =
        b"--------\n-----b--\nwwwwb---\nwbwbbb--\nwwbwbb--\nwwwwwb--\n-----b--\n--------\n";
    const SAMPLE2: &[u8] =
        b"w-wbbw--\nw-bbbbww\nwbwwwww-\nwwbbwbwb\nwbbbwbbb\nwwbwbbbb\nw-b--b--\n--b-----\n1\nB7\n";
    const ANSWER2: &[u8] =
        b"w-wbbw--\nw-bbbbww\nwbwwwww-\nwwbbwbwb\nwbbwwbbb\nwwwwbbbb\nwwb--b--\n--b-----\n";

    #[test]
    fn the_statements_samples() {
        assert_eq!(expected(SAMPLE1).unwrap(), ANSWER1);
        assert_eq!(expected(SAMPLE2).unwrap(), ANSWER2);
        let lower = String::from_utf8(SAMPLE2.to_vec())
            .unwrap()
            .replace("B7", "b7");
        assert_eq!(expected(lower.as_bytes()).unwrap(), ANSWER2);
    }

    #[test]
    fn moves_outside_the_promise_are_bad_input() {
        let with = |square: &str| {
            let text = String::from_utf8(SAMPLE1.to_vec())
                .unwrap()
                .replace("F7", square);
            expected(text.as_bytes())
        };
        for bad in ["F2", "A1", "I7", "F9", "F0", "7F", "F77", "", "F 7"] {
            assert!(with(bad).is_err(), "{bad}");
        }
        let white = String::from_utf8(SAMPLE1.to_vec())
            .unwrap()
            .replace("\n0\n", "\n2\n");
        assert!(expected(white.as_bytes()).is_err());
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let (mut by_black, mut by_white, mut lower, mut two_rays, mut edge) = (0, 0, 0, 0, 0);
        for seed in 0..800 {
            let (args, input) = random_input(seed);
            assert!(args.is_empty());
            expected(&input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let (b, me, r, c) = read(&input).unwrap();
            if me == BLACK {
                by_black += 1;
            } else {
                by_white += 1;
            }
            lower += usize::from(lines(&input)[9][0].is_ascii_lowercase());
            let turned = flips(&b, r, c, me, other(me));
            let rays = |(i, j): (usize, usize)| {
                (
                    (i as isize - r as isize).signum(),
                    (j as isize - c as isize).signum(),
                )
            };
            let mut dirs: Vec<_> = turned.iter().map(|&s| rays(s)).collect();
            dirs.dedup();
            two_rays += usize::from(dirs.len() > 1);
            edge += usize::from(r == 0 || r == 7 || c == 0 || c == 7);
        }
        let seen = [by_black, by_white, lower, two_rays, edge];
        assert!(seen.iter().all(|&n| n >= 50), "{seen:?}");
    }
}
