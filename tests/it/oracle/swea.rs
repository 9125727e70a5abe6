//! Oracle for `swea` (SW Expert Academy 4615 "재미있는 오셀로 게임"), from
//! its problem file alone: whitespace-separated tokens, T, then per case
//! `N M` (N 4, 6 or 8) and M moves `x y c` (x the column, y the row, both
//! from 1; c `1` black, `2` white) from the usual start; each case's answer
//! is `#k black white`.
//!
//! Read here: a move puts its disc on its square whatever is there and
//! turns what it brackets as if the square had been empty (the problem
//! file's choice for moves outside the promise); numbers are plain digits;
//! a missing token, a bad one and a token after the last case are bad
//! input, and the cases answered before it stay answered.

use super::dice::Dice;
use super::lines::{layout, tokens};
use super::rays::{moves, place, random_game, start, Cells};

const BLACK: u8 = b'B';
const WHITE: u8 = b'W';
const EMPTY: u8 = b'.';

fn number(t: &[u8]) -> Option<usize> {
    if t.is_empty() || t.len() > 18 || !t.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(t).ok()?.parse().ok()
}

/// The answers of the complete cases, and `Err` when the input goes wrong
/// after them.
pub fn answer(input: &[u8]) -> (Vec<u8>, Result<(), String>) {
    let tokens = tokens(input);
    let mut next = tokens.iter().map(|&(l, c, t)| (l, c, number(t), t));
    let mut out = Vec::new();
    let mut take = |what: &str| next.next().ok_or(format!("end of input: expected {what}"));
    let mut run = |out: &mut Vec<u8>| -> Result<(), String> {
        let (l, c, t, _) = take("T")?;
        let t = t.ok_or(format!("line {l}, col {c}: T"))?;
        for k in 1..=t {
            let (l, c, n, _) = take("N")?;
            let n = n
                .filter(|n| [4, 6, 8].contains(n))
                .ok_or(format!("line {l}, col {c}: N"))?;
            let (l, c, m, _) = take("M")?;
            let m = m.ok_or(format!("line {l}, col {c}: M"))?;
            let mut b = start(n, n, BLACK, WHITE, EMPTY);
            for _ in 0..m {
                let (l, c, x, _) = take("x")?;
                let (_, _, y, _) = take("y")?;
                let (_, _, _, colour) = take("c")?;
                let (x, y) = match (x, y) {
                    (Some(x @ 1..), Some(y @ 1..)) if x <= n && y <= n => (x - 1, y - 1),
                    _ => return Err(format!("line {l}, col {c}: off the board")),
                };
                let (me, them) = match colour {
                    b"1" => (BLACK, WHITE),
                    b"2" => (WHITE, BLACK),
                    _ => return Err(format!("line {l}, col {c}: colour")),
                };
                place(&mut b, y, x, me, them, EMPTY);
            }
            let count = |d| b.iter().flatten().filter(|&&x| x == d).count();
            out.extend(format!("#{k} {} {}\n", count(BLACK), count(WHITE)).into_bytes());
        }
        match take("nothing") {
            Ok((l, c, _, _)) => Err(format!("line {l}, col {c}: a token after the last case")),
            Err(_) => Ok(()),
        }
    };
    let r = run(&mut out);
    (out, r)
}

/// What `othello swea` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let (out, r) = answer(input);
    r.map(|_| out)
}

/// What `othello swea` prints before its error on bad `input`.
pub fn printed(input: &[u8]) -> Vec<u8> {
    answer(input).0
}

/// `Ok` when every move of the input is a legal move of its colour (the
/// statement's promise; the colours may repeat where a side passed).
pub fn promise(input: &[u8]) -> Result<(), String> {
    let t = tokens(input);
    let num = |i: usize| number(t[i].2).unwrap_or(0);
    let mut i = 1;
    for _ in 0..num(0) {
        let (n, m) = (num(i), num(i + 1));
        i += 2;
        let mut b = start(n, n, BLACK, WHITE, EMPTY);
        for k in 0..m {
            let (x, y) = (num(i) - 1, num(i + 1) - 1);
            let (me, them) = if num(i + 2) == 1 {
                (BLACK, WHITE)
            } else {
                (WHITE, BLACK)
            };
            if !moves(&b, me, them).contains(&(y, x)) {
                return Err(format!("move {} is not legal", k + 1));
            }
            place(&mut b, y, x, me, them, EMPTY);
            i += 3;
        }
    }
    Ok(())
}

/// A seeded valid input: 1 to 3 cases (0 one time in 40), each N from 4,
/// 6 and 8 and a random game from the start, passes included, logged
/// whole half the time, else cut at a random move; one time in five a few
/// moves are careless (on a disc, or a square that flips nothing); tokens
/// one move a line, all on one line, or with random whitespace.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let t = if dice.chance(1, 40) {
        0
    } else {
        dice.range(1, 3)
    };
    let mut all = vec![t.to_string()];
    let mut per_line = vec![1];
    for _ in 0..t {
        let n = dice.pick(&[4, 6, 8]);
        let mut b: Cells = start(n, n, BLACK, WHITE, EMPTY);
        let mut log = random_game(&mut b, BLACK, WHITE, &mut dice);
        if dice.chance(1, 2) {
            log.truncate(dice.below(log.len() + 1));
        }
        if dice.chance(1, 5) {
            for _ in 0..dice.range(1, 3) {
                let at = dice.below(log.len() + 1);
                let colour = dice.pick(&[BLACK, WHITE]);
                log.insert(at, (dice.below(n), dice.below(n), colour));
            }
        }
        all.push(n.to_string());
        all.push(log.len().to_string());
        per_line.push(2);
        for (r, c, colour) in log {
            all.push((c + 1).to_string());
            all.push((r + 1).to_string());
            all.push(if colour == BLACK { "1" } else { "2" }.to_string());
            per_line.push(3);
        }
    }
    let text = layout(&all, &per_line, &mut dice);
    (Vec::new(), text.into_bytes())
}

mod tests {
    use super::*;

    const SAMPLE: &[u8] = b"1\n4 12\n1 2 1\n1 1 2\n4 3 1\n4 4 2\n2 1 1\n4 2 2\n3 4 1\n1 3 2\n2 4 1\n1 4 2\n4 1 2\n3 1 2\n";

    #[test]
    fn the_statements_sample() {
        assert_eq!(expected(SAMPLE).unwrap(), b"#1 0 16\n");
        assert!(promise(SAMPLE).is_ok());
    }

    #[test]
    fn bad_input_keeps_the_cases_before_it() {
        for bad in [
            "",
            "1",
            "1 5 0",
            "1 4 1 5 1 1",
            "1 4 1 1 1 3",
            "1 4 1 1 1",
            "0 0",
            "x",
        ] {
            assert!(expected(bad.as_bytes()).is_err(), "{bad}");
        }
        assert_eq!(printed(b"2 4 0 4 1 9 9 9"), b"#1 2 2\n");
        // On a disc, flipping nothing: placed anyway.
        assert_eq!(expected(b"1 4 1 2 2 1").unwrap(), b"#1 3 1\n");
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let (mut passes, mut careless, mut none, mut sizes) = (0, 0, 0, [0; 3]);
        for seed in 0..600 {
            let (_, input) = random_input(seed);
            let out = expected(&input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            careless += usize::from(promise(&input).is_err());
            let t = tokens(&input);
            let mut i = 1;
            while i < t.len() {
                let n = number(t[i].2).unwrap();
                let m = number(t[i + 1].2).unwrap();
                sizes[n / 2 - 2] += 1;
                let colours: Vec<&[u8]> = (0..m).map(|k| t[i + 4 + 3 * k].2).collect();
                passes += usize::from(colours.windows(2).any(|w| w[0] == w[1]));
                i += 2 + 3 * m;
            }
            none += usize::from(out.is_empty());
        }
        let seen = [passes, careless, sizes[0], sizes[1], sizes[2]];
        assert!(
            seen.iter().all(|&n| n >= 20) && none >= 5,
            "{seen:?} {none}"
        );
    }
}
