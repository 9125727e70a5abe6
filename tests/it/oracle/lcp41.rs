//! Oracle for `lcp41` (LeetCode-cn LCP 41 "黑白翻转棋"), from its problem
//! file alone: rows of `.`, `O`, `X`, all of one length, 1 to 8 rows of 1
//! to 8 cells; the answer is the most white discs one black disc turns,
//! over the empty squares, when every disc turned acts as a new black disc
//! in its turn.
//!
//! Read here: blank lines anywhere are skipped; the turning is the
//! breadth-first walk of the published solutions (a queue of new black
//! discs, from each the eight rays, a run of `O` closed by an `X` turns and
//! joins the queue), so a run between two old black discs stays white.

use super::dice::Dice;
use super::lines::lines;
use super::rays::{random_cells, Cells};
use std::collections::VecDeque;

const BLACK: u8 = b'X';
const WHITE: u8 = b'O';
const EMPTY: u8 = b'.';

/// The board of an input.
fn board(input: &[u8]) -> Result<Cells, String> {
    let rows: Vec<&[u8]> = lines(input).into_iter().filter(|l| !l.is_empty()).collect();
    if rows.is_empty() || rows.len() > 8 {
        return Err(format!("{} rows, expected 1 to 8", rows.len()));
    }
    let cols = rows[0].len();
    for row in &rows {
        if row.len() != cols || cols > 8 || row.iter().any(|c| ![EMPTY, WHITE, BLACK].contains(c)) {
            return Err("rows not all of 1 to 8 cells `.`, `O`, `X`, of one length".into());
        }
    }
    let b: Cells = rows.iter().map(|r| r.to_vec()).collect();
    if !b.iter().flatten().any(|&c| c == EMPTY) {
        return Err("no empty square".into());
    }
    Ok(b)
}

/// How many white discs a black disc on (i, j) turns, breadth first.
fn turned(b: &Cells, i: usize, j: usize) -> usize {
    let (m, n) = (b.len() as isize, b[0].len() as isize);
    let mut g = b.clone();
    g[i][j] = BLACK;
    let mut queue = VecDeque::from([(i as isize, j as isize)]);
    let mut count = 0;
    while let Some((i, j)) = queue.pop_front() {
        for (a, d) in [
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ] {
            let inside = |x: isize, y: isize| x >= 0 && x < m && y >= 0 && y < n;
            let (mut x, mut y) = (i + a, j + d);
            while inside(x, y) && g[x as usize][y as usize] == WHITE {
                x += a;
                y += d;
            }
            if inside(x, y) && g[x as usize][y as usize] == BLACK {
                x -= a;
                y -= d;
                while (x, y) != (i, j) {
                    g[x as usize][y as usize] = BLACK;
                    queue.push_back((x, y));
                    count += 1;
                    x -= a;
                    y -= d;
                }
            }
        }
    }
    count
}

/// What `othello lcp41` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let b = board(input)?;
    let mut most = 0;
    for i in 0..b.len() {
        for j in 0..b[0].len() {
            if b[i][j] == EMPTY {
                most = most.max(turned(&b, i, j));
            }
        }
    }
    Ok(format!("{most}\n").into_bytes())
}

/// The white discs bracketed by two black discs on some line.
fn bracketed(b: &Cells) -> Vec<(usize, usize)> {
    let (m, n) = (b.len() as isize, b[0].len() as isize);
    let mut out = Vec::new();
    for i in 0..m {
        for j in 0..n {
            if b[i as usize][j as usize] != WHITE {
                continue;
            }
            for (a, d) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                let end = |s: isize| {
                    let (mut x, mut y) = (i, j);
                    while x >= 0 && x < m && y >= 0 && y < n && b[x as usize][y as usize] == WHITE {
                        x += s * a;
                        y += s * d;
                    }
                    x >= 0 && x < m && y >= 0 && y < n && b[x as usize][y as usize] == BLACK
                };
                if end(1) && end(-1) {
                    out.push((i as usize, j as usize));
                    break;
                }
            }
        }
    }
    out
}

/// `Ok` within the statement's promise: no white disc bracketed, a
/// square empty.
pub fn promise(input: &[u8]) -> Result<(), String> {
    let b = board(input)?;
    match bracketed(&b).first() {
        Some(&(i, j)) => Err(format!("the white disc on ({i}, {j}) is bracketed")),
        None => Ok(()),
    }
}

/// A seeded valid input: R x C from 1 to 8 each, random cells with random
/// weights; four times in five the bracketed white discs are emptied one
/// by one (the promise), else kept; an empty square made when none is;
/// `\r\n`, blank lines and trailing spaces now and then.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let (rows, cols) = (dice.range(1, 8), dice.range(1, 8));
    let weights = [dice.range(1, 6), dice.range(0, 8), dice.range(0, 4)];
    let mut b = random_cells(rows, cols, &[EMPTY, WHITE, BLACK], &weights, &mut dice);
    if !dice.chance(1, 5) {
        loop {
            let closed = bracketed(&b);
            if closed.is_empty() {
                break;
            }
            let (i, j) = dice.pick(&closed);
            b[i][j] = EMPTY;
        }
    }
    if !b.iter().flatten().any(|&c| c == EMPTY) {
        b[dice.below(rows)][dice.below(cols)] = EMPTY;
    }
    let nl = if dice.chance(1, 6) { "\r\n" } else { "\n" };
    let mut text = String::new();
    for row in &b {
        if dice.chance(1, 12) {
            text.push_str(nl);
        }
        text.push_str(std::str::from_utf8(row).unwrap());
        if dice.chance(1, 12) {
            text.push_str("  ");
        }
        text.push_str(nl);
    }
    (Vec::new(), text.into_bytes())
}

mod tests {
    use super::*;

    #[test]
    fn the_statements_examples() {
        for (input, want) in [
            ("....X.\n....X.\nXOOO..\n......\n......\n", "3\n"),
            (".X.\n.O.\nXO.\n", "2\n"),
            (
                ".......\n.......\n.......\nX......\n.O.....\n..O....\n....OOX\n",
                "4\n",
            ),
        ] {
            assert_eq!(expected(input.as_bytes()).unwrap(), want.as_bytes());
            assert!(promise(input.as_bytes()).is_ok());
        }
        // Outside the promise: the old run stays.
        assert_eq!(expected(b"XOX\n...\n").unwrap(), b"0\n");
    }

    #[test]
    fn bad_input_is_refused() {
        for bad in [
            "",
            "X\n",
            "..\n.\n",
            ".x\n",
            ".........\n",
            ".\n.\n.\n.\n.\n.\n.\n.\n.\n",
        ] {
            assert!(expected(bad.as_bytes()).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let (mut zero, mut chains, mut outside, mut thin) = (0, 0, 0, 0);
        for seed in 0..1000 {
            let (_, input) = random_input(seed);
            let out = expected(&input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            zero += usize::from(out == b"0\n");
            chains += usize::from(out.len() > 2 || out[0] > b'3');
            outside += usize::from(promise(&input).is_err());
            let b = board(&input).unwrap();
            thin += usize::from(b.len() == 1 || b[0].len() == 1);
        }
        let seen = [zero, chains, outside, thin];
        assert!(seen.iter().all(|&n| n >= 30), "{seen:?}");
    }
}
