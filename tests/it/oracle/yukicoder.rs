//! Oracle for `yukicoder` (yukicoder No.88 "次はどっちだ"), from its
//! problem file alone: `oda` or `yukiko` (the first player, black), then 8
//! rows of 8 cells `.`, `b`, `w`; nobody has passed, so the first player
//! is to move when the discs are even in number.
//!
//! Read here: blank lines before the name and before the board are
//! skipped, the 8 rows follow one another, only blank lines after them.

use super::dice::Dice;
use super::lines::{lines, only_blank_after};
use super::rays::{moves, play, random_cells, start, Cells};

const BLACK: u8 = b'b';
const WHITE: u8 = b'w';
const EMPTY: u8 = b'.';
const NAMES: [&str; 2] = ["oda", "yukiko"];

/// The first player (0 or 1) and the board of an input.
fn read(input: &[u8]) -> Result<(usize, Cells), String> {
    let lines = lines(input);
    let mut i = lines.iter().position(|l| !l.is_empty()).ok_or("no name")?;
    let first = NAMES
        .iter()
        .position(|n| n.as_bytes() == lines[i])
        .ok_or(format!("line {}: not a name", i + 1))?;
    i += 1;
    while lines.get(i).is_some_and(|l| l.is_empty()) {
        i += 1;
    }
    if lines.len() < i + 8 {
        return Err("fewer than 8 rows".into());
    }
    let mut b = Cells::new();
    for (k, row) in lines[i..i + 8].iter().enumerate() {
        if row.len() != 8 || row.iter().any(|c| ![EMPTY, WHITE, BLACK].contains(c)) {
            return Err(format!("line {}: not 8 cells of `.`, `b`, `w`", i + k + 1));
        }
        b.push(row.to_vec());
    }
    only_blank_after(&lines, i + 8)?;
    Ok((first, b))
}

/// What `othello yukicoder` prints for `input`, or `Err` for bad input.
pub fn expected(input: &[u8]) -> Result<Vec<u8>, String> {
    let (first, b) = read(input)?;
    let discs = b.iter().flatten().filter(|&&c| c != EMPTY).count();
    let next = if discs % 2 == 0 { first } else { 1 - first };
    Ok(format!("{}\n", NAMES[next]).into_bytes())
}

/// `Ok` when the side to move (black on an even count) has a move: part
/// of the statement's promise that a check of the board alone can see.
pub fn promise(input: &[u8]) -> Result<(), String> {
    let (_, b) = read(input)?;
    let discs = b.iter().flatten().filter(|&&c| c != EMPTY).count();
    let (me, them) = if discs % 2 == 0 {
        (BLACK, WHITE)
    } else {
        (WHITE, BLACK)
    };
    if moves(&b, me, them).is_empty() {
        return Err("the side to move has no move".into());
    }
    Ok(())
}

/// A seeded valid input: a random first player and, nine times in ten, a
/// random game from the start without a pass (0 to 59 plies, stopped
/// before the side to move would have none), else random cells (only the
/// count matters); blank lines, `\r\n` and trailing spaces now and then.
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let first = dice.below(2);
    let b = if dice.chance(1, 10) {
        let w = [dice.range(1, 6), dice.range(0, 6), dice.range(0, 6)];
        random_cells(8, 8, &[EMPTY, WHITE, BLACK], &w, &mut dice)
    } else {
        let mut b = start(8, 8, BLACK, WHITE, EMPTY);
        let (mut me, mut them) = (BLACK, WHITE);
        for _ in 0..dice.below(60) {
            let legal = moves(&b, me, them);
            if legal.is_empty() {
                break;
            }
            let (r, c) = dice.pick(&legal);
            let mut next = b.clone();
            play(&mut next, r, c, me, them);
            if moves(&next, them, me).is_empty() {
                break;
            }
            b = next;
            std::mem::swap(&mut me, &mut them);
        }
        b
    };
    let nl = if dice.chance(1, 6) { "\r\n" } else { "\n" };
    let mut text = String::new();
    if dice.chance(1, 10) {
        text.push_str(nl);
    }
    text.push_str(NAMES[first]);
    text.push_str(nl);
    if dice.chance(1, 10) {
        text.push_str(nl);
    }
    for row in &b {
        text.push_str(std::str::from_utf8(row).unwrap());
        if dice.chance(1, 20) {
            text.push(' ');
        }
        text.push_str(nl);
    }
    (Vec::new(), text.into_bytes())
}

mod tests {
    use super::*;

    const START: &str =
        "........\n........\n........\n...wb...\n...bw...\n........\n........\n........\n";

    #[test]
    fn the_problem_files_examples() {
        assert_eq!(
            expected(format!("oda\n{START}").as_bytes()).unwrap(),
            b"oda\n"
        );
        let after_d3 =
            "........\n........\n...b....\n...bb...\n...bw...\n........\n........\n........\n";
        assert_eq!(
            expected(format!("yukiko\n{after_d3}").as_bytes()).unwrap(),
            b"oda\n"
        );
        assert!(promise(format!("yukiko\n{after_d3}").as_bytes()).is_ok());
    }

    #[test]
    fn bad_input_is_refused() {
        for bad in [
            String::new(),
            format!("Oda\n{START}"),
            "oda\n".to_string(),
            format!("oda\n{}", &START[..36]),
            format!("oda\n{}", START.replace('w', "o")),
            format!("oda\n{START}b\n"),
            format!("oda\n{}", START.replacen("........", ".........", 1)),
        ] {
            assert!(expected(bad.as_bytes()).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let mut seen = [[0; 2]; 2];
        let mut off_promise = 0;
        for seed in 0..400 {
            let (_, input) = random_input(seed);
            let out = expected(&input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let (first, _) = read(&input).unwrap();
            seen[first][usize::from(out == b"yukiko\n")] += 1;
            off_promise += usize::from(promise(&input).is_err());
        }
        assert!(seen.iter().flatten().all(|&n| n >= 50), "{seen:?}");
        assert!(off_promise < 60, "{off_promise}");
    }
}
