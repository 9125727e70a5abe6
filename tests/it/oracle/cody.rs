//! Oracle for `cody` (MATLAB Cody Problem 2538 "Find the Next Legal Move
//! in Reversi"), from its problem file alone: whitespace-separated tokens,
//! N, the N x N cells row by row (`0` empty, `1` black, `2` white), the
//! side (`1` or `2`). The answer is the side's legal squares as MATLAB's
//! column-major 1-based indices `(c - 1) * N + r`, ascending, joined by
//! spaces, and a newline (an empty line when there is none).
//!
//! Read here: N below 1, another cell or side, a missing token or one
//! after the side is bad input.

use super::dice::Dice;
use super::rays::{moves, random_cells, random_plies, start, Cells};

const EMPTY: u8 = b'0';
const BLACK: u8 = b'1';
const WHITE: u8 = b'2';

/// What `othello cody` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let text = std::str::from_utf8(input).map_err(|_| "not UTF-8".to_string())?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
    let n: usize = match tokens.first().map(|t| t.parse::<usize>()) {
        Some(Ok(n)) if n >= 1 && tokens[0].bytes().all(|b| b.is_ascii_digit()) => n,
        _ => return Err("expected N from 1".into()),
    };
    if n.checked_mul(n).map(|s| s + 2) != Some(tokens.len()) {
        return Err(format!("{} tokens, expected {}", tokens.len(), n * n + 2));
    }
    let mut b: Cells = vec![Vec::new(); n];
    for (i, t) in tokens[1..=n * n].iter().enumerate() {
        match t.as_bytes() {
            [c @ (EMPTY | BLACK | WHITE)] => b[i / n].push(*c),
            _ => return Err(format!("cell `{t}`")),
        }
    }
    let (me, them) = match tokens[n * n + 1] {
        "1" => (BLACK, WHITE),
        "2" => (WHITE, BLACK),
        t => return Err(format!("side `{t}`")),
    };
    let mut indices: Vec<usize> = moves(&b, me, them)
        .into_iter()
        .map(|(r, c)| c * n + r + 1)
        .collect();
    indices.sort_unstable();
    let words: Vec<String> = indices.iter().map(|i| i.to_string()).collect();
    Ok(format!("{}\n", words.join(" ")).into_bytes())
}

/// A seeded valid input: N from 1 to 12; a random game from the start
/// (even N) or random cells at a random density (full boards among
/// them); either side; rows one a line, or one time in six the tokens
/// spread over lines at random (line breaks are not significant).
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let n = if dice.chance(1, 6) {
        dice.range(1, 3)
    } else {
        dice.range(4, 12)
    };
    let b = if n % 2 == 0 && dice.chance(1, 2) {
        let mut b = start(n, n, BLACK, WHITE, EMPTY);
        random_plies(&mut b, BLACK, WHITE, dice.below(n * n), &mut dice);
        b
    } else {
        let empty = if dice.chance(1, 6) {
            0
        } else {
            dice.range(1, 9)
        };
        let discs = 10 - empty;
        random_cells(
            n,
            n,
            &[EMPTY, BLACK, WHITE],
            &[empty, discs, discs],
            &mut dice,
        )
    };
    let side = dice.pick(&["1", "2"]);
    let mut tokens: Vec<String> = vec![n.to_string()];
    tokens.extend(b.iter().flatten().map(|&c| (c as char).to_string()));
    tokens.push(side.to_string());
    let text = if dice.chance(1, 6) {
        let mut t = String::new();
        for tok in &tokens {
            t.push_str(tok);
            t.push_str(dice.pick(&[" ", "  ", "\n", "\t", " \r\n"]));
        }
        t
    } else {
        let mut t = format!("{n}\n");
        for row in &b {
            let cells: Vec<String> = row.iter().map(|&c| (c as char).to_string()).collect();
            t.push_str(&cells.join(" "));
            t.push('\n');
        }
        t.push_str(side);
        t.push('\n');
        t
    };
    (Vec::new(), text.into_bytes())
}

mod tests {
    use super::*;

    #[test]
    fn the_test_suite() {
        let four = "4\n0 0 0 0\n0 1 2 0\n0 2 1 0\n0 0 0 0\n1\n";
        assert_eq!(expected(four.as_bytes()).unwrap(), b"3 8 9 14\n");
        assert_eq!(expected(b"2\n1 2\n2 1\n1\n").unwrap(), b"\n");
        let other = "4\n0 0 0 0\n0 1 1 1\n0 2 1 0\n0 0 0 0\n2\n";
        assert_eq!(expected(other.as_bytes()).unwrap(), b"5 13 15\n");
    }

    #[test]
    fn bad_input_is_refused() {
        for bad in [
            &b"0\n"[..],
            b"2\n1 2\n2 1\n",
            b"2\n1 2\n2 3\n1\n",
            b"2\n1 2\n2 1\n3\n",
            b"2\n1 2\n2 1\n1 1\n",
            b"-1\n",
        ] {
            assert!(expected(bad).is_err(), "{:?}", String::from_utf8_lossy(bad));
        }
    }
}
