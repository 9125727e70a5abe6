//! Oracle for `code-golf` (code.golf "Reversi"), from its problem file
//! alone: each board is 8 rows of 8 cells (`.` empty, `X`, `O`), and the
//! answer is the board with every square where `O` may move marked `!`.
//! Boards come one per argument, or without arguments from stdin, separated
//! by blank lines; the answers are separated by one blank line and end with
//! one newline.
//!
//! Read here (the problem file is silent): any number of blank lines may
//! separate or surround the boards on stdin; no board at all is bad input;
//! a board argument is read like a board on stdin (so a line end after its
//! last row is accepted). The oracle does not model a FILE argument.

use super::dice::Dice;
use super::lines::lines;
use super::rays::{moves, random_cells, random_plies, start, symmetry, thin_moves, Cells};

const X: u8 = b'X';
const O: u8 = b'O';
const EMPTY: u8 = b'.';

/// The boards of a text: blocks of non-blank lines, each 8 rows of 8 cells.
fn boards(text: &[u8]) -> Result<Vec<Cells>, String> {
    let lines = lines(text);
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].is_empty() {
            i += 1;
            continue;
        }
        let first = i;
        while i < lines.len() && !lines[i].is_empty() {
            i += 1;
        }
        if i - first != 8 {
            return Err(format!("line {}: a board of {} rows", first + 1, i - first));
        }
        let mut board = Cells::new();
        for (k, row) in lines[first..i].iter().enumerate() {
            if row.len() != 8 || row.iter().any(|b| ![EMPTY, X, O].contains(b)) {
                return Err(format!(
                    "line {}: not 8 cells of `.`, `X`, `O`",
                    first + k + 1
                ));
            }
            board.push(row.to_vec());
        }
        out.push(board);
    }
    Ok(out)
}

/// What `othello code-golf ARGS` prints for `input` on stdin, or `Err` for
/// bad input.
pub fn expected(args: &[String], input: &[u8]) -> Result<Vec<u8>, String> {
    let all = if args.is_empty() {
        boards(input)?
    } else {
        let mut all = Vec::new();
        for (k, a) in args.iter().enumerate() {
            let mut one = boards(a.as_bytes()).map_err(|e| format!("argument {}: {e}", k + 1))?;
            if one.len() != 1 {
                return Err(format!("argument {}: {} boards, not one", k + 1, one.len()));
            }
            all.append(&mut one);
        }
        all
    };
    if all.is_empty() {
        return Err("no board".into());
    }
    let mut out = Vec::new();
    for (k, board) in all.iter().enumerate() {
        if k > 0 {
            out.push(b'\n');
        }
        let mut marked = board.clone();
        for (r, c) in moves(board, O, X) {
            marked[r][c] = b'!';
        }
        for row in &marked {
            out.extend_from_slice(row);
            out.push(b'\n');
        }
    }
    Ok(out)
}

/// One board as the judge makes them: a random game of an odd number of
/// plies (1 to 21) from the start, X first, or a random position (the
/// judge's fixed ones), sometimes filled until O has no move; then as it
/// is, transposed, turned half a turn, or both.
fn random_board(dice: &mut Dice) -> Cells {
    let mut b = if dice.chance(2, 3) {
        let mut b = start(8, 8, X, O, EMPTY);
        random_plies(&mut b, X, O, 2 * dice.below(11) + 1, dice);
        b
    } else {
        let fill = dice.range(1, 12);
        random_cells(8, 8, &[EMPTY, X, O], &[12 - fill, fill, fill], dice)
    };
    if dice.chance(1, 5) {
        thin_moves(&mut b, O, X, 0, 0, dice);
    }
    symmetry(&b, dice.pick(&[0, 1, 6, 7]))
}

/// A seeded valid input: (the arguments, stdin). Half of them pass 1 to 6
/// boards as arguments (stdin empty), half on stdin separated by one blank
/// line (one in eight with `\r\n` line ends).
pub fn random_input(seed: u64) -> (Vec<String>, Vec<u8>) {
    let mut dice = Dice::new(seed);
    let n = dice.pick(&[1, 1, 1, 2, 2, 3, 4, 6]);
    let all: Vec<Cells> = (0..n).map(|_| random_board(&mut dice)).collect();
    if dice.chance(1, 2) {
        let args = all
            .iter()
            .map(|b| {
                let rows: Vec<String> = b
                    .iter()
                    .map(|r| String::from_utf8(r.clone()).unwrap())
                    .collect();
                rows.join("\n")
            })
            .collect();
        return (args, Vec::new());
    }
    let nl: &[u8] = if dice.chance(1, 8) { b"\r\n" } else { b"\n" };
    let mut input = Vec::new();
    for (k, b) in all.iter().enumerate() {
        if k > 0 {
            input.extend_from_slice(nl);
        }
        for row in b {
            input.extend_from_slice(row);
            input.extend_from_slice(nl);
        }
    }
    (Vec::new(), input)
}

mod tests {
    use super::*;

    const START: &str =
        "........\n........\n........\n...OX...\n...XO...\n........\n........\n........";
    const F5: &str =
        "........\n........\n........\n...OX...\n...XXX..\n........\n........\n........";
    const ANSWER: &str = "........\n........\n....!...\n...OX!..\n..!XO...\n...!....\n........\n........\n\n\
                          ........\n........\n........\n...OX!..\n...XXX..\n...!.!..\n........\n........\n";

    #[test]
    fn the_problem_files_example_by_arguments_and_by_stdin() {
        let args = [START.to_string(), F5.to_string()];
        assert_eq!(expected(&args, b"ignored").unwrap(), ANSWER.as_bytes());
        let stdin = format!("{START}\n\n{F5}\n");
        assert_eq!(expected(&[], stdin.as_bytes()).unwrap(), ANSWER.as_bytes());
    }

    #[test]
    fn bad_boards_are_refused() {
        assert!(expected(&[], b"").is_err());
        assert!(expected(&[], b"\n\n").is_err());
        assert!(expected(&[START.replace('X', "x")], b"").is_err());
        assert!(expected(&[format!("{START}\n\n{F5}")], b"").is_err());
        let seven = START.split_once('\n').unwrap().1;
        assert!(expected(&[seven.to_string()], b"").is_err());
        let wide = START.replacen("........", ".........", 1);
        assert!(expected(&[], wide.as_bytes()).is_err());
    }

    #[test]
    fn random_inputs_are_valid_and_reach_every_case() {
        let (mut by_args, mut by_stdin, mut several, mut stuck, mut marked) = (0, 0, 0, 0, 0);
        for seed in 0..600 {
            let (args, input) = random_input(seed);
            let out = expected(&args, &input).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let all = if args.is_empty() {
                by_stdin += 1;
                boards(&input).unwrap()
            } else {
                by_args += 1;
                args.iter()
                    .flat_map(|a| boards(a.as_bytes()).unwrap())
                    .collect()
            };
            several += usize::from(all.len() > 1);
            for b in &all {
                if moves(b, O, X).is_empty() {
                    stuck += 1;
                } else {
                    marked += 1;
                }
            }
            assert_eq!(
                out.iter().filter(|&&c| c == b'\n').count(),
                9 * all.len() - 1
            );
        }
        let seen = [by_args, by_stdin, several, stuck, marked];
        assert!(seen.iter().all(|&n| n >= 20), "{seen:?}");
    }
}
