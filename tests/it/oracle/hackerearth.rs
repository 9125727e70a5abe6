//! Oracle for `hackerearth` (HackerEarth "Battle of Bots #5: Reversi"),
//! from its problem file alone. The dialect's answer is the engine's
//! choice, so the oracle is a checker: given the input and a program's
//! stdout, is the answer a square where the player may really move (no
//! answer at all exactly when it has none), and do the input's `3` marks
//! agree with the rules (the dialect warns on stderr when they do not).
//!
//! Input: 10 rows of 10 digits separated by single spaces (`0` empty, `1`
//! black, `2` white, `3` an empty square marked playable), then the player,
//! `1` or `2`. An answer is `row col` (0-based) and a newline.
//!
//! Read here: when the marks disagree the rules decide, so a legal square
//! left unmarked is a right answer and a marked square where the player
//! cannot move is a wrong one; lines after the player must be blank.

use super::dice::Dice;
use super::lines::{lines, only_blank_after};
use super::rays::{moves, random_plies, start, thin_moves, Cells};

const EMPTY: u8 = b'0';
const BLACK: u8 = b'1';
const WHITE: u8 = b'2';
const MARK: u8 = b'3';

/// What the checker says about one answer.
#[derive(Debug)]
pub struct Verdict {
    /// Why the answer is not acceptable; `None` when it is.
    pub wrong: Option<String>,
    /// Whether the `3` marks are exactly the squares where the player may
    /// move (when not, the dialect writes one warning line on stderr).
    pub marks_agree: bool,
}

/// The cells (`3` kept as it is: it is empty to the rules) and the player.
fn read(input: &[u8]) -> Result<(Cells, u8), String> {
    let lines = lines(input);
    if lines.len() < 11 {
        return Err(format!("{} lines, expected 11", lines.len()));
    }
    let mut b = Cells::new();
    for (i, line) in lines[..10].iter().enumerate() {
        let spaced = line.len() == 19 && line.iter().skip(1).step_by(2).all(|&s| s == b' ');
        let row: Vec<u8> = line.iter().step_by(2).copied().collect();
        if !spaced || row.iter().any(|d| !(EMPTY..=MARK).contains(d)) {
            return Err(format!(
                "line {}: not 10 digits 0-3 separated by spaces",
                i + 1
            ));
        }
        b.push(row);
    }
    let me = match lines[10] {
        [p @ (BLACK | WHITE)] => *p,
        _ => return Err("line 11: expected the player, 1 or 2".into()),
    };
    only_blank_after(&lines, 11)?;
    Ok((b, me))
}

fn other(me: u8) -> u8 {
    if me == BLACK {
        WHITE
    } else {
        BLACK
    }
}

/// The squares marked `3`, in reading order.
fn marked(b: &Cells) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (r, row) in b.iter().enumerate() {
        for (c, &d) in row.iter().enumerate() {
            if d == MARK {
                out.push((r, c));
            }
        }
    }
    out
}

/// The squares where the player to move may move, by the rules (not by the
/// marks), in reading order; `Err` for bad input. A fixture needs exactly
/// one, as the engine's choice among several is its own.
pub fn legal_moves(input: &[u8]) -> Result<Vec<(usize, usize)>, String> {
    let (b, me) = read(input)?;
    Ok(moves(&b, me, other(me)))
}

/// Checks `output` as the answer to `input`; `Err` for bad input.
pub fn check(input: &[u8], output: &[u8]) -> Result<Verdict, String> {
    let (b, _) = read(input)?;
    let legal = legal_moves(input)?;
    let marks_agree = marked(&b) == legal;
    let wrong = if legal.is_empty() {
        (!output.is_empty()).then(|| "an answer where the player has no move".to_string())
    } else {
        match output {
            [r @ b'0'..=b'9', b' ', c @ b'0'..=b'9', b'\n'] => {
                let square = ((r - b'0') as usize, (c - b'0') as usize);
                (!legal.contains(&square)).then(|| format!("{square:?} is not a legal move"))
            }
            _ => Some(format!(
                "not `row col`: {:?}",
                String::from_utf8_lossy(output)
            )),
        }
    };
    Ok(Verdict { wrong, marks_agree })
}

/// A seeded valid input, with `--seed S` as its arguments: a random game of
/// 0 to 96 plies from the start, its side to move (one time in six the
/// other side, who may have no move), one time in six thinned to one legal
/// move (a forced answer) and one time in six to none; the `3` marks as the
/// rules give them, or one time in six wrong (an extra mark where the
/// player cannot move, a legal square left unmarked, or both).
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let mut b = start(10, 10, BLACK, WHITE, EMPTY);
    let mut me = random_plies(&mut b, BLACK, WHITE, dice.below(97), &mut dice);
    if dice.chance(1, 6) {
        me = other(me);
    }
    match dice.below(6) {
        0 => thin_moves(&mut b, me, other(me), 1, 0, &mut dice),
        1 => thin_moves(&mut b, me, other(me), 0, 0, &mut dice),
        _ => 0,
    };
    let legal = moves(&b, me, other(me));
    for &(r, c) in &legal {
        b[r][c] = MARK;
    }
    if dice.chance(1, 6) {
        let how = dice.below(3);
        let unmarked: Vec<(usize, usize)> = (0..100)
            .map(|i| (i / 10, i % 10))
            .filter(|&(r, c)| b[r][c] == EMPTY)
            .collect();
        if how != 1 && !unmarked.is_empty() {
            let (r, c) = dice.pick(&unmarked);
            b[r][c] = MARK;
        }
        if how != 0 && !legal.is_empty() {
            let (r, c) = dice.pick(&legal);
            b[r][c] = EMPTY;
        }
    }
    let mut text = Vec::new();
    for row in &b {
        for (c, &d) in row.iter().enumerate() {
            if c > 0 {
                text.push(b' ');
            }
            text.push(d);
        }
        text.push(b'\n');
    }
    text.extend_from_slice(&[me, b'\n']);
    (vec!["--seed".into(), (seed % 1000).to_string()], text)
}

mod tests {
    use super::*;

    const SAMPLE: &[u8] = b"\
0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0
0 0 0 0 3 0 0 0 0 0
0 0 0 3 2 1 0 0 0 0
0 0 0 0 1 2 3 0 0 0
0 0 0 0 0 3 0 0 0 0
0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0
1
";

    #[test]
    fn the_statements_position_has_four_right_answers() {
        for right in ["3 4\n", "4 3\n", "5 6\n", "6 5\n"] {
            let v = check(SAMPLE, right.as_bytes()).unwrap();
            assert!(v.wrong.is_none() && v.marks_agree, "{right:?}: {v:?}");
        }
        for wrong in ["", "4 4\n", "3 5\n", "3 4", "3,4\n", "3 4\n3 4\n", "03 4\n"] {
            assert!(
                check(SAMPLE, wrong.as_bytes()).unwrap().wrong.is_some(),
                "{wrong:?}"
            );
        }
    }

    #[test]
    fn marks_that_disagree_are_seen_and_the_rules_decide() {
        let text = String::from_utf8(SAMPLE.to_vec()).unwrap();
        // 3 4 unmarked: still legal; the marks disagree.
        let unmarked = text.replacen("0 0 0 0 3 0", "0 0 0 0 0 0", 1);
        let v = check(unmarked.as_bytes(), b"3 4\n").unwrap();
        assert!(v.wrong.is_none() && !v.marks_agree);
        // A mark on 0 0, where black cannot move: not an answer.
        let extra = text.replacen('0', "3", 1);
        let v = check(extra.as_bytes(), b"0 0\n").unwrap();
        assert!(v.wrong.is_some() && !v.marks_agree);
        // White to move on the same marks: they are black's squares.
        let white = text.replace("\n1\n", "\n2\n");
        assert!(!check(white.as_bytes(), b"3 5\n").unwrap().marks_agree);
    }

    #[test]
    fn bad_input_is_refused() {
        let text = String::from_utf8(SAMPLE.to_vec()).unwrap();
        for bad in [
            text.replace("\n1\n", "\n3\n"),
            text.replace("\n1\n", "\n"),
            text.replacen("0 0 0 0 0 0 0 0 0 0\n", "0 0 0 0 0 0 0 0 0\n", 1),
            text.replacen("0 0", "0  0", 1),
            text.replacen('0', "4", 1),
            text.replace("\n1\n", "\n1\n1\n"),
        ] {
            assert!(check(bad.as_bytes(), b"").is_err(), "{bad}");
        }
        let crlf = text.replace('\n', " \r\n");
        assert!(check(crlf.as_bytes(), b"3 4\n").unwrap().wrong.is_none());
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let (mut none, mut forced, mut many, mut disagree, mut white) = (0, 0, 0, 0, 0);
        for seed in 0..1200 {
            let (args, input) = random_input(seed);
            assert_eq!(args[0], "--seed");
            let (b, me) = read(&input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let legal = moves(&b, me, other(me));
            let v = check(&input, b"").unwrap();
            assert_eq!(v.wrong.is_none(), legal.is_empty());
            if let Some(&(r, c)) = legal.first() {
                let answer = format!("{r} {c}\n");
                assert!(check(&input, answer.as_bytes()).unwrap().wrong.is_none());
            }
            match legal.len() {
                0 => none += 1,
                1 => forced += 1,
                _ => many += 1,
            }
            disagree += usize::from(!v.marks_agree);
            white += usize::from(me == WHITE);
        }
        let seen = [none, forced, many, disagree, white];
        assert!(seen.iter().all(|&n| n >= 50), "{seen:?}");
    }
}
