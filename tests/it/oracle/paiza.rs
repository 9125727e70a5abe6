//! Oracle for `paiza` (paiza skill check A003 "リバーシ"), from its problem
//! file alone: n, then n moves `C x y` (`B` or `W`; x the column, y the
//! row, 1 to 8) from the usual 8 x 8 start; the answer is the two counts
//! in two digits joined by `-` and the verdict.
//!
//! Read here: tokens separated by any whitespace; a move puts its disc
//! whatever is there and turns what it brackets as if the square had been
//! empty (the problem file's choice); a log that stops early is counted
//! where it stops; a missing or bad token and a token after the last move
//! are bad input.

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

/// The board after the input's moves.
fn replay(input: &[u8]) -> Result<Cells, String> {
    let t = tokens(input);
    let (l, c, first) = *t.first().ok_or("end of input: expected n")?;
    let n = number(first).ok_or(format!("line {l}, col {c}: n"))?;
    if t.len() < 1 + 3 * n {
        return Err("end of input: a move is missing".into());
    }
    if let Some((l, c, _)) = t.get(1 + 3 * n) {
        return Err(format!("line {l}, col {c}: a token after the last move"));
    }
    let mut b = start(8, 8, BLACK, WHITE, EMPTY);
    for k in 0..n {
        let (l, c, colour) = t[1 + 3 * k];
        let (me, them) = match colour {
            b"B" => (BLACK, WHITE),
            b"W" => (WHITE, BLACK),
            _ => return Err(format!("line {l}, col {c}: colour")),
        };
        let (x, y) = match (number(t[2 + 3 * k].2), number(t[3 + 3 * k].2)) {
            (Some(x @ 1..=8), Some(y @ 1..=8)) => (x - 1, y - 1),
            _ => return Err(format!("line {l}, col {c}: off the board")),
        };
        place(&mut b, y, x, me, them, EMPTY);
    }
    Ok(b)
}

/// What `othello paiza` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let b = replay(input)?;
    let count = |d| b.iter().flatten().filter(|&&x| x == d).count();
    let (black, white) = (count(BLACK), count(WHITE));
    let verdict = if black > white {
        "The black won!"
    } else if white > black {
        "The white won!"
    } else {
        "Draw!"
    };
    Ok(format!("{black:02}-{white:02} {verdict}\n").into_bytes())
}

/// `Ok` when the input is a game played by the rules to its end (the
/// statement's promise): each move legal for its colour, the colour the
/// one to move (the other only when it must pass), and at the end neither
/// side can move.
pub fn promise(input: &[u8]) -> Result<(), String> {
    let t = tokens(input);
    let n = number(t[0].2).unwrap_or(0);
    let mut b = start(8, 8, BLACK, WHITE, EMPTY);
    let mut turn = BLACK;
    for k in 0..n {
        let other = |c| if c == BLACK { WHITE } else { BLACK };
        if moves(&b, turn, other(turn)).is_empty() {
            turn = other(turn);
        }
        let me = if t[1 + 3 * k].2 == b"B" { BLACK } else { WHITE };
        let x = number(t[2 + 3 * k].2).unwrap_or(0);
        let y = number(t[3 + 3 * k].2).unwrap_or(0);
        if me != turn || !moves(&b, me, other(me)).contains(&(y - 1, x - 1)) {
            return Err(format!("move {} is not the game's", k + 1));
        }
        place(&mut b, y - 1, x - 1, me, other(me), EMPTY);
        turn = other(me);
    }
    if !moves(&b, BLACK, WHITE).is_empty() || !moves(&b, WHITE, BLACK).is_empty() {
        return Err("the game is not over".into());
    }
    Ok(())
}

/// A seeded valid input: a whole random game from the start (passes
/// included) nine times in ten, else cut short or with a careless move (on
/// a disc, or flipping nothing); one move a line, all on one line, or
/// random whitespace (tabs, `\r\n`, blank lines).
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let mut b = start(8, 8, BLACK, WHITE, EMPTY);
    let mut log = random_game(&mut b, BLACK, WHITE, &mut dice);
    match dice.below(20) {
        0 => log.truncate(dice.below(log.len() + 1)),
        1 => {
            let at = dice.below(log.len() + 1);
            log.insert(
                at,
                (dice.below(8), dice.below(8), dice.pick(&[BLACK, WHITE])),
            );
        }
        _ => {}
    }
    let mut all = vec![log.len().to_string()];
    for &(r, c, colour) in &log {
        all.push((colour as char).to_string());
        all.push((c + 1).to_string());
        all.push((r + 1).to_string());
    }
    let mut per_line = vec![1];
    per_line.resize(1 + log.len(), 3);
    let text = layout(&all, &per_line, &mut dice);
    (Vec::new(), text.into_bytes())
}

mod tests {
    use super::*;

    #[test]
    fn the_statements_samples() {
        let sample1 = "60\nB 6 5\nW 4 6\nB 3 4\nW 4 3\nB 3 5\nW 6 6\nB 5 6\nW 2 6\nB 2 5\nW 1 6\nB 2 4\nW 7 6\nB 7 5\nW 6 4\nB 5 3\nW 6 3\nB 6 2\nW 4 2\nB 3 2\nW 2 3\nB 3 6\nW 3 7\nB 4 7\nW 5 7\nB 7 7\nW 6 7\nB 5 8\nW 4 8\nB 3 8\nW 2 8\nB 2 7\nW 1 7\nB 1 8\nW 7 8\nB 6 8\nW 8 7\nB 8 6\nW 8 4\nB 8 5\nW 8 8\nB 8 3\nW 5 2\nB 3 3\nW 7 4\nB 7 3\nW 7 2\nB 8 2\nW 7 1\nB 8 1\nW 2 2\nB 1 5\nW 1 4\nB 1 3\nW 1 2\nB 6 1\nW 5 1\nB 4 1\nW 3 1\nB 2 1\nW 1 1\n";
        assert_eq!(
            expected(sample1.as_bytes()).unwrap(),
            b"38-26 The black won!\n"
        );
        assert!(promise(sample1.as_bytes()).is_ok());
        let sample2 = "14\nB 4 3\nW 5 3\nB 6 3\nW 3 3\nB 3 4\nW 3 5\nB 4 6\nW 7 3\nB 6 5\nW 7 5\nB 5 6\nW 5 7\nB 6 4\nW 7 4\n";
        assert_eq!(
            expected(sample2.as_bytes()).unwrap(),
            b"00-18 The white won!\n"
        );
        assert!(promise(sample2.as_bytes()).is_ok());
    }

    #[test]
    fn bad_input_is_refused() {
        for bad in [
            "", "1", "1 B 4", "1 b 4 3", "1 B 9 3", "1 B 4 0", "0 B", "x",
        ] {
            assert!(expected(bad.as_bytes()).is_err(), "{bad}");
        }
        assert_eq!(expected(b"0").unwrap(), b"02-02 Draw!\n");
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let (mut passes, mut short, mut draws, mut black, mut white) = (0, 0, 0, 0, 0);
        for seed in 0..1000 {
            let (_, input) = random_input(seed);
            let out = expected(&input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            short += usize::from(promise(&input).is_err());
            let t = tokens(&input);
            let colours: Vec<&[u8]> = t[1..].iter().step_by(3).map(|t| t.2).collect();
            passes += usize::from(colours.windows(2).any(|w| w[0] == w[1]));
            draws += usize::from(out.ends_with(b"Draw!\n"));
            black += usize::from(out.ends_with(b"black won!\n"));
            white += usize::from(out.ends_with(b"white won!\n"));
        }
        let seen = [passes, short, black, white];
        assert!(
            seen.iter().all(|&n| n >= 50) && draws >= 2,
            "{seen:?} {draws}"
        );
    }
}
