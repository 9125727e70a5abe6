//! Oracle for `simple-othello` (AOJ 2407 "Simple Othello"), from its
//! problem file alone: a block of `o` and `x` discs on an endless row, `o`
//! to move, both sides playing perfectly; the answer is the winner's letter.
//! The winner comes from a search of the game, move by move on the row
//! itself; the closed form of the problem file is only a test of it.
//!
//! Read here: the input is one line of `o` and `x` and nothing else (blank
//! lines after it aside); the limit N <= 50 is the judge's promise, not a
//! rule, so a longer block is answered too.

use std::collections::HashMap;

use super::dice::Dice;
use super::lines::{lines, only_blank_after};

/// The rows a move by `me` can lead to: a disc just left or just right of
/// the block, when the discs at that end are the opponent's and one of
/// `me`'s own closes them (the first disc that is not the opponent's).
fn children(row: &[u8], me: u8) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    if !row.contains(&me) {
        return out;
    }
    if row[0] != me {
        let mut next = vec![me];
        let run = row.iter().take_while(|&&d| d != me).count();
        next.extend(std::iter::repeat_n(me, run));
        next.extend_from_slice(&row[run..]);
        out.push(next);
    }
    if row[row.len() - 1] != me {
        let run = row.iter().rev().take_while(|&&d| d != me).count();
        let mut next = row[..row.len() - run].to_vec();
        next.extend(std::iter::repeat_n(me, run + 1));
        out.push(next);
    }
    out
}

fn other(me: u8) -> u8 {
    if me == b'o' {
        b'x'
    } else {
        b'o'
    }
}

/// The game's value for `o` with `me` to move: 1 when `o` wins under
/// perfect play, -1 when `x` does, 0 for a draw.
fn value(row: &[u8], me: u8, memo: &mut HashMap<(Vec<u8>, u8), i8>) -> i8 {
    if let Some(&v) = memo.get(&(row.to_vec(), me)) {
        return v;
    }
    let next = children(row, me);
    let v = if next.is_empty() {
        if children(row, other(me)).is_empty() {
            let o = row.iter().filter(|&&d| d == b'o').count();
            (o * 2).cmp(&row.len()) as i8
        } else {
            value(row, other(me), memo)
        }
    } else {
        let values = next.iter().map(|n| value(n, other(me), memo));
        if me == b'o' {
            values.max().unwrap()
        } else {
            values.min().unwrap()
        }
    };
    memo.insert((row.to_vec(), me), v);
    v
}

/// The winner of the block `row` (`o` moving first) under perfect play, or
/// `None` for a draw (which the problem promises never happens).
pub fn winner(row: &[u8]) -> Option<u8> {
    match value(row, b'o', &mut HashMap::new()) {
        1 => Some(b'o'),
        -1 => Some(b'x'),
        _ => None,
    }
}

/// What `othello simple-othello` prints for `input`, or `Err` for bad
/// input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let lines = lines(input);
    let row = lines.first().copied().unwrap_or_default();
    if row.is_empty() {
        return Err("line 1: expected the block of `o` and `x`".into());
    }
    if let Some(i) = row.iter().position(|&d| d != b'o' && d != b'x') {
        return Err(format!("line 1, col {}: not `o` or `x`", i + 1));
    }
    only_blank_after(&lines, 1)?;
    match winner(row) {
        Some(w) => Ok(vec![w, b'\n']),
        None => Err("a draw, which the problem promises away".into()),
    }
}

/// A seeded valid input: a block of 1 to 50 discs (lengths 1, 2 and 50 come
/// often), either each disc at random with a random bias, or a few long
/// runs; a final newline, or `\r\n`, or none.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let n = match dice.below(8) {
        0 => 1,
        1 => 2,
        2 => 50,
        _ => dice.range(1, 50),
    };
    let mut row = Vec::with_capacity(n);
    if dice.chance(1, 2) {
        let bias = dice.range(1, 9);
        while row.len() < n {
            row.push(if dice.below(10) < bias { b'o' } else { b'x' });
        }
    } else {
        let mut disc = dice.pick(b"ox");
        while row.len() < n {
            let run = dice.range(1, 20).min(n - row.len());
            row.extend(std::iter::repeat_n(disc, run));
            disc = other(disc);
        }
    }
    row.extend_from_slice(dice.pick(&[&b"\n"[..], b"\n", b"\n", b"\r\n", b""]));
    (Vec::new(), row)
}

mod tests {
    use super::*;

    #[test]
    fn the_statements_samples() {
        assert_eq!(expected(b"oxxoxoo\n").unwrap(), b"o\n");
        assert_eq!(expected(b"xxxooxxox\n").unwrap(), b"x\n");
    }

    #[test]
    fn moves_close_an_end_run_against_the_movers_nearest_disc() {
        assert_eq!(children(b"xxoxo", b'o'), [b"ooooxo".to_vec()]);
        assert_eq!(
            children(b"oxxo", b'x'),
            [b"xxxxo".to_vec(), b"oxxxx".to_vec()]
        );
        assert!(children(b"ooo", b'x').is_empty());
        assert!(children(b"xoox", b'x').is_empty());
    }

    /// The problem file's closed form (`o` wins exactly when the block
    /// starts or ends with `o`) against the search, on all 8,190 blocks of
    /// length 1 to 12; also, no block is a draw.
    #[test]
    fn the_search_agrees_with_the_closed_form_up_to_length_12() {
        let mut memo = HashMap::new();
        let mut checked = 0;
        for n in 1..=12 {
            for bits in 0u32..1 << n {
                let row: Vec<u8> = (0..n)
                    .map(|i| if bits >> i & 1 == 1 { b'o' } else { b'x' })
                    .collect();
                let closed = if row[0] == b'o' || row[n - 1] == b'o' {
                    1
                } else {
                    -1
                };
                assert_eq!(
                    value(&row, b'o', &mut memo),
                    closed,
                    "{}",
                    String::from_utf8_lossy(&row)
                );
                checked += 1;
            }
        }
        assert_eq!(checked, 8190);
    }

    #[test]
    fn bad_input_is_refused() {
        for bad in [
            &b""[..],
            b"\n",
            b"oxa\n",
            b"OX\n",
            b"o x\n",
            b"ox\nxo\n",
            b" ox\n",
        ] {
            assert!(expected(bad).is_err(), "{}", String::from_utf8_lossy(bad));
        }
        assert_eq!(expected(b"\xEF\xBB\xBFxo  \r\n\n").unwrap(), b"o\n");
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let (mut lengths, mut o_wins, mut x_wins) = ([0; 51], 0, 0);
        for seed in 0..1500 {
            let (args, input) = random_input(seed);
            assert!(args.is_empty());
            let out = expected(&input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            lengths[lines(&input)[0].len()] += 1;
            if out == b"o\n" {
                o_wins += 1;
            } else {
                x_wins += 1;
            }
        }
        assert!(lengths[1..].iter().all(|&n| n > 0), "{lengths:?}");
        assert!(o_wins > 300 && x_wins > 300, "{o_wins} {x_wins}");
    }
}
