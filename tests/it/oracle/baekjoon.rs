//! Oracle for `baekjoon` (Baekjoon 23081 "오델로"), from its problem file
//! alone: N, then N rows of N cells (`.`, `W`, `B`); black moves on the
//! empty square flipping the most white discs (summed over the eight rays),
//! the smallest row y first, then the smallest column x, printed as `x y`
//! and the count; `PASS` when black cannot move.
//!
//! Read here: N is plain digits, at least 1; the promise that a square is
//! empty is not checked (a full board is a `PASS`); lines after the board
//! must be blank.

use super::dice::Dice;
use super::lines::{lines, only_blank_after};
use super::rays::{flips, random_cells, random_plies, start, thin_moves, Cells};

const BLACK: u8 = b'B';
const WHITE: u8 = b'W';
const EMPTY: u8 = b'.';

/// The board of an input.
fn board(input: &[u8]) -> Result<Cells, String> {
    let lines = lines(input);
    let size = lines.first().copied().unwrap_or_default();
    let n: usize = match size {
        [] => None,
        s if s.iter().all(u8::is_ascii_digit) => std::str::from_utf8(s).unwrap().parse().ok(),
        _ => None,
    }
    .filter(|&n| n >= 1)
    .ok_or("line 1: expected N, at least 1")?;
    if lines.len() < n + 1 {
        return Err(format!("{} rows, expected {n}", lines.len() - 1));
    }
    let mut b = Cells::new();
    for (i, row) in lines[1..=n].iter().enumerate() {
        if row.len() != n || row.iter().any(|c| ![EMPTY, WHITE, BLACK].contains(c)) {
            return Err(format!("line {}: not {n} cells of `.`, `W`, `B`", i + 2));
        }
        b.push(row.to_vec());
    }
    only_blank_after(&lines, n + 1)?;
    Ok(b)
}

/// Every square where black may move with the discs it flips, in the order
/// of the tie-break: row y, then column x.
fn scored(b: &Cells) -> Vec<(usize, usize, usize)> {
    let mut out = Vec::new();
    for y in 0..b.len() {
        for x in 0..b.len() {
            let n = flips(b, y, x, BLACK, WHITE).len();
            if n > 0 {
                out.push((x, y, n));
            }
        }
    }
    out
}

/// What `othello baekjoon` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let b = board(input)?;
    let mut best: Option<(usize, usize, usize)> = None;
    for (x, y, n) in scored(&b) {
        if best.is_none_or(|(_, _, m)| n > m) {
            best = Some((x, y, n));
        }
    }
    Ok(match best {
        Some((x, y, n)) => format!("{x} {y}\n{n}\n"),
        None => "PASS\n".into(),
    }
    .into_bytes())
}

/// A seeded valid input: N from 1 to 40 (mostly 3 to 10); a random game
/// from the start, a random board, a board symmetric left-right or about
/// its diagonal (so that the best squares tie in one row or across rows),
/// or a board filled until black has no move (`PASS`); at least one square
/// stays empty.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let n = match dice.below(10) {
        0 => 1,
        1 => 2,
        2 => dice.range(11, 40),
        _ => dice.range(3, 10),
    };
    let fill = dice.range(1, 8);
    let mut b = random_cells(
        n,
        n,
        &[EMPTY, WHITE, BLACK],
        &[10 - fill, fill, fill],
        &mut dice,
    );
    match dice.below(5) {
        0 if n % 2 == 0 => {
            b = start(n, n, BLACK, WHITE, EMPTY);
            let first = dice.pick(&[BLACK, WHITE]);
            let other = if first == BLACK { WHITE } else { BLACK };
            random_plies(&mut b, first, other, dice.below(n * n), &mut dice);
        }
        1 => {
            for row in &mut b {
                for x in 0..n / 2 {
                    row[n - 1 - x] = row[x];
                }
            }
        }
        2 => {
            // Each cell takes its mirror's below the diagonal.
            b = (0..n)
                .map(|y| (0..n).map(|x| b[y.max(x)][y.min(x)]).collect())
                .collect();
        }
        3 => {
            thin_moves(&mut b, BLACK, WHITE, 0, 1, &mut dice);
        }
        _ => {}
    }
    if b.iter().flatten().all(|&c| c != EMPTY) {
        let (y, x) = (dice.below(n), dice.below(n));
        b[y][x] = EMPTY;
    }
    let mut text = format!("{n}\n").into_bytes();
    for row in &b {
        text.extend_from_slice(row);
        text.push(b'\n');
    }
    (Vec::new(), text)
}

mod tests {
    use super::*;

    #[test]
    fn the_problem_files_examples() {
        assert_eq!(
            expected(b"4\n....\n.WB.\n.BW.\n....\n").unwrap(),
            b"1 0\n1\n"
        );
        assert_eq!(expected(b"3\nB.W\n...\nW.B\n").unwrap(), b"PASS\n");
    }

    #[test]
    fn flips_are_summed_over_the_rays_and_ties_go_to_the_top_row_then_the_left() {
        // (2,2) closes one disc to the north-west, north and west.
        assert_eq!(
            expected(b"4\nB.B.\n.WW.\nBW..\n....\n").unwrap(),
            b"2 2\n3\n"
        );
        // Eight rays of one disc each round the centre.
        let ring = b"5\nB.B.B\n.WWW.\nBW.WB\n.WWW.\nB.B.B\n";
        assert_eq!(expected(ring).unwrap(), b"2 2\n8\n");
        // (0,0) and (2,0) tie in row 0: the left one.
        assert_eq!(expected(b"3\n...\nW.W\nB.B\n").unwrap(), b"0 0\n1\n");
        // x=2 y=0, x=0 y=1 and x=2 y=2 tie: the top row wins over the left.
        assert_eq!(
            expected(b"4\nBW..\n.WB.\n....\n....\n").unwrap(),
            b"2 0\n1\n"
        );
    }

    #[test]
    fn bad_input_is_refused() {
        for bad in [
            "",
            "0\n",
            "x\n",
            "2\n..\n",
            "2\n...\n..\n",
            "2\n.b\n..\n",
            "2\n..\n..\n.\n",
            "-2\n..\n..\n",
        ] {
            assert!(expected(bad.as_bytes()).is_err(), "{bad:?}");
        }
        assert_eq!(expected(b"1\nB\n").unwrap(), b"PASS\n");
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let (mut pass, mut one, mut big, mut same_row, mut other_rows) = (0, 0, 0, 0, 0);
        for seed in 0..1000 {
            let (args, input) = random_input(seed);
            assert!(args.is_empty());
            let out = expected(&input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let b = board(&input).unwrap();
            assert!(
                b.iter().flatten().any(|&c| c == EMPTY),
                "seed {seed}: a full board"
            );
            pass += usize::from(out == b"PASS\n");
            one += usize::from(b.len() == 1);
            big += usize::from(b.len() > 10);
            let all = scored(&b);
            let most = all.iter().map(|s| s.2).max().unwrap_or(0);
            let top: Vec<_> = all.iter().filter(|s| s.2 == most).collect();
            if top.len() > 1 {
                same_row += usize::from(top[1].1 == top[0].1);
                other_rows += usize::from(top.iter().any(|s| s.1 != top[0].1));
            }
        }
        let seen = [pass, one, big, same_row, other_rows];
        assert!(seen.iter().all(|&n| n >= 30), "{seen:?}");
    }
}
