//! Oracle for `ccc` (CCC 2006 Junior 5 "CCC Othello"), from its problem
//! file alone: whitespace-separated tokens, a setup letter `a`, `b` or `c`,
//! a count N, then N moves `R C` (1-based); black moves first and the sides
//! strictly alternate; the answer is `black white`, the disc counts.
//!
//! Read here: tokens are separated by any ASCII whitespace; numbers are
//! plain digits; a move off the board, on an occupied square or flipping
//! nothing, a missing token and a token after the last move are bad input.
//! N <= 30 is the judge's promise, not a rule: more legal moves are
//! answered too.

use super::dice::Dice;
use super::lines::tokens;
use super::rays::{moves, play, Cells};

const BLACK: u8 = b'B';
const WHITE: u8 = b'W';
const EMPTY: u8 = b'.';

/// The three starting setups, as the problem file gives them.
fn setup(letter: u8) -> Option<Cells> {
    let mut b = vec![vec![EMPTY; 8]; 8];
    match letter {
        b'a' => {
            b[3][3] = WHITE;
            b[4][4] = WHITE;
            b[3][4] = BLACK;
            b[4][3] = BLACK;
        }
        b'b' => {
            for i in 0..8 {
                b[i][i] = BLACK;
                b[i][7 - i] = WHITE;
            }
        }
        b'c' => {
            for row in &mut b {
                row[2] = BLACK;
                row[3] = BLACK;
                row[4] = WHITE;
                row[5] = WHITE;
            }
        }
        _ => return None,
    }
    Some(b)
}

fn number(t: &[u8]) -> Option<usize> {
    if t.is_empty() || !t.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(t).ok()?.parse().ok()
}

/// What `othello ccc` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let tokens = tokens(input);
    let mut next = tokens.iter();
    let mut take = |what: &str| {
        next.next()
            .copied()
            .ok_or(format!("end of input: expected {what}"))
    };
    let (l, c, letter) = take("the setup")?;
    let mut b = match letter {
        [x] => setup(*x),
        _ => None,
    }
    .ok_or(format!("line {l}, col {c}: not a setup letter"))?;
    let (l, c, t) = take("N")?;
    let n = number(t).ok_or(format!("line {l}, col {c}: not a count"))?;
    let (mut me, mut them) = (BLACK, WHITE);
    for k in 1..=n {
        let (l, c, r) = take("a row")?;
        let (_, _, col) = take("a column")?;
        let (r, col) = match (number(r), number(col)) {
            (Some(r @ 1..=8), Some(col @ 1..=8)) => (r - 1, col - 1),
            _ => return Err(format!("line {l}, col {c}: move {k} is off the board")),
        };
        if play(&mut b, r, col, me, them) == 0 {
            return Err(format!(
                "line {l}, col {c}: move {k} is occupied or flips nothing"
            ));
        }
        std::mem::swap(&mut me, &mut them);
    }
    if let Some((l, c, _)) = next.next() {
        return Err(format!("line {l}, col {c}: a token after the last move"));
    }
    let count = |x| b.iter().flatten().filter(|&&d| d == x).count();
    Ok(format!("{} {}\n", count(BLACK), count(WHITE)).into_bytes())
}

/// A seeded valid input: a setup, N (0 one time in eight, 30 one time in
/// four as far as the game allows, else 1 to 29) random legal moves with
/// the sides alternating (stopping early when the side to move has none),
/// laid out on one line, one pair per line, or with random whitespace
/// (tabs, `\r\n`, blank lines) between the tokens.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let letter = dice.pick(b"abc");
    let target = match dice.below(8) {
        0 => 0,
        1 | 2 => 30,
        _ => dice.range(1, 29),
    };
    let mut b = setup(letter).unwrap();
    let (mut me, mut them) = (BLACK, WHITE);
    let mut played = Vec::new();
    while played.len() < target {
        let legal = moves(&b, me, them);
        if legal.is_empty() {
            break;
        }
        let (r, c) = dice.pick(&legal);
        play(&mut b, r, c, me, them);
        played.push((r + 1, c + 1));
        std::mem::swap(&mut me, &mut them);
    }
    let mut text = String::new();
    match dice.below(3) {
        0 => {
            text.push_str(&format!("{} {}", letter as char, played.len()));
            for (r, c) in &played {
                text.push_str(&format!(" {r} {c}"));
            }
            text.push('\n');
        }
        1 => {
            text.push_str(&format!("{}\n{}\n", letter as char, played.len()));
            for (r, c) in &played {
                text.push_str(&format!("{r} {c}\n"));
            }
        }
        _ => {
            let gaps = [" ", " ", "\n", "  ", "\t", "\r\n", "\n\n", " \n "];
            let mut all = vec![(letter as char).to_string(), played.len().to_string()];
            for (r, c) in &played {
                all.push(r.to_string());
                all.push(c.to_string());
            }
            for t in all {
                text.push_str(&t);
                text.push_str(dice.pick(&gaps));
            }
        }
    }
    (Vec::new(), text.into_bytes())
}

mod tests {
    use super::*;

    #[test]
    fn the_problem_files_examples() {
        for (input, want) in [
            ("a 0", "2 2\n"),
            ("b 0", "8 8\n"),
            ("c 0", "16 16\n"),
            ("a 3 5 6 4 6 3 5", "5 2\n"),
            ("c 4 8 7 8 2 4 7 8 8", "20 16\n"),
        ] {
            assert_eq!(
                expected(input.as_bytes()).unwrap(),
                want.as_bytes(),
                "{input}"
            );
        }
    }

    #[test]
    fn moves_outside_the_promise_are_bad_input() {
        for bad in [
            "",
            "d 0",
            "a",
            "a -1",
            "a x",
            "a 1 4 4",
            "a 1 1 1",
            "a 1 3 5",
            "a 1 9 1",
            "a 1 0 4",
            "a 2 5 6",
            "a 0 1",
            "a 1 5 6 7",
            "A 0",
            "a 1 +5 6",
        ] {
            assert!(expected(bad.as_bytes()).is_err(), "{bad}");
        }
        assert_eq!(expected(b"a\n1\n5 6\n").unwrap(), b"4 1\n");
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let mut thirty = [0; 3];
        let (mut zero, mut lines, mut tabs) = ([0; 3], 0, 0);
        for seed in 0..900 {
            let (args, input) = random_input(seed);
            assert!(args.is_empty());
            expected(&input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let t = tokens(&input);
            let setup = usize::from(t[0].2[0] - b'a');
            match t[1].2 {
                b"0" => zero[setup] += 1,
                b"30" => thirty[setup] += 1,
                _ => {}
            }
            lines += usize::from(t.last().unwrap().0 > 2);
            tabs += usize::from(input.contains(&b'\t'));
        }
        assert!(
            thirty.iter().chain(&zero).all(|&n| n >= 10),
            "{thirty:?} {zero:?}"
        );
        assert!(lines > 100 && tabs > 50, "{lines} {tabs}");
    }
}
