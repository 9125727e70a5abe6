//! `codewars`: Codewars kata "Reversi row rudiments", one row of 8
//! squares after a list of moves. Its format is its help ([`COMMAND`];
//! `othello codewars --help`).
//!
//! The kata is a function (`reversi_row(moves)`) in languages other than
//! Rust, so there is no bundle: the dialect computes the expected answer
//! of a list written as text, to check a solution against.

use crate::cli::args::Args;
use crate::cli::command::{Command, Io, Kind, NoOptions};
use crate::cli::input::open_input;
use crate::error::{Error, Result};
use crate::quote::error_about;
use crate::text::fields;
use crate::text::notation::parse_number;
use crate::text::reader::LineReader;
use crate::text::trim_ascii_end;
use std::io::BufRead;

/// The `codewars` command.
pub const COMMAND: Command = Command {
    name: "codewars",
    kind: Kind::Dialect,
    summary: "Codewars Reversi row rudiments: the row of 8 (`*` `O` `.`) after moves like `[3, 4]`",
    #[cfg(feature = "help")]
    help: "usage: othello codewars [FILE]

Codewars kata \"Reversi row rudiments\" (5 kyu). The kata is a function,
`reversi_row(moves)` in Python (offered in Ruby, Python, JavaScript and
CoffeeScript, not in Rust: so there is no bundle, and `othello bundle
codewars` says so); this command computes its expected answer, to check
a solution's or a setter's.

Reads one line: the moves, squares 0 to 7 from the left, as integers in
order. Spaces, tabs, commas and square brackets all separate, so `3 4 5`,
`3,4,5` and the kata's own literal `[3, 4, 5]` read the same; an empty
line, `[]` or an empty input is no move. Prints the row after the moves:
8 characters, `*` black, `O` (capital letter o) white, `.` empty, and a
newline.

The rules of the kata (not Othello's): the row starts empty; black moves
first and the players alternate strictly, nobody passes; a move puts the
mover's disc on the given empty square, whether or not it flips anything;
then on each side of it, a run of one or more of the opponent's discs
followed directly by one of the mover's own turns (an empty square or the
end of the row before such a disc: nothing turns on that side).

The kata promises squares 0 to 7, none twice (so at most 8 moves). A
number outside 0 to 7, a square played twice, another character (`-`, a
letter) or a non-blank line after the first is bad input (status 1, at its
line and column). Trailing spaces and `\\r\\n` line ends are accepted.

examples:
  $ echo | othello codewars
  ........
  $ echo '3 4 5' | othello codewars
  ...***..
  $ echo '[0, 1, 7, 6, 2]' | othello codewars
  ***...O*
  $ echo '3,4,3' | othello codewars
  [status 1]
",
    entry: &NoOptions(run),
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::codewars::CODEWARS),
    #[cfg(feature = "tools")]
    no_bundle: Some(
        "the kata offers no Rust (Ruby, Python, JavaScript, CoffeeScript): \
         `othello codewars` computes the expected row instead",
    ),
};

/// The squares of the row.
const SQUARES: usize = 8;

/// A square: empty, or the disc of the player who moved on it (0 black,
/// 1 white).
type Cell = Option<u8>;

/// What separates the moves.
fn separates(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b',' | b'[' | b']')
}

/// The moves of the line, each with its column.
fn parse(no: usize, line: &[u8]) -> Result<Vec<(usize, usize)>> {
    let mut moves: Vec<(usize, usize)> = Vec::new();
    for (col, field) in fields(line, separates) {
        let sq = match parse_number(field) {
            Some(sq) if sq < SQUARES => sq,
            Some(_) => {
                return Err(error_about(no, col, field, |q| {
                    format!("square {q} is off the row: squares run from 0 to 7")
                }))
            }
            None => {
                return Err(error_about(no, col, field, |q| {
                    format!("expected a square 0 to 7 (moves separated by spaces, commas or brackets), found {q}")
                }))
            }
        };
        if let Some(k) = moves.iter().position(|&(_, s)| s == sq) {
            return Err(Error::at(
                no,
                col,
                format!(
                    "move {}: square {sq} is already taken (move {})",
                    moves.len() + 1,
                    k + 1
                ),
            ));
        }
        moves.push((col, sq));
    }
    Ok(moves)
}

/// The row after `moves` (distinct squares below 8), black first.
fn play(moves: &[usize]) -> [Cell; SQUARES] {
    let mut row: [Cell; SQUARES] = [None; SQUARES];
    for (k, &sq) in moves.iter().enumerate() {
        let me = (k % 2) as u8;
        row[sq] = Some(me);
        // Each side: the opponent's run from the new disc, closed by ours.
        for step in [-1isize, 1] {
            let mut at = sq as isize + step;
            while (0..SQUARES as isize).contains(&at) && row[at as usize] == Some(1 - me) {
                at += step;
            }
            if (0..SQUARES as isize).contains(&at) && row[at as usize] == Some(me) {
                let mut back = at - step;
                while back != sq as isize {
                    row[back as usize] = Some(me);
                    back -= step;
                }
            }
        }
    }
    row
}

/// The row as the kata prints it, with a newline.
fn render(row: &[Cell; SQUARES]) -> [u8; SQUARES + 1] {
    let mut text = [b'\n'; SQUARES + 1];
    for (t, cell) in text.iter_mut().zip(row) {
        *t = match cell {
            None => b'.',
            Some(0) => b'*',
            Some(_) => b'O',
        };
    }
    text
}

/// Reads the moves line and checks that nothing follows it.
fn read<R: BufRead>(input: &mut LineReader<R>) -> Result<Vec<usize>> {
    let moves = match input.next_numbered()? {
        None => Vec::new(),
        Some((no, line)) => parse(no, trim_ascii_end(line))?,
    };
    if let Some(extra) = input.next_nonblank_line()? {
        let extra = extra.to_vec();
        return Err(error_about(input.line_no(), 1, &extra, |q| {
            format!("expected the end of input after the line of moves, found {q}")
        }));
    }
    Ok(moves.into_iter().map(|(_, sq)| sq).collect())
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let moves = read(&mut input)?;
    io.out.write_all(&render(&play(&moves)))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(text: &str) -> std::result::Result<String, String> {
        let moves = read(&mut LineReader::new(text.as_bytes())).map_err(|e| e.to_string())?;
        Ok(String::from_utf8(render(&play(&moves)).to_vec()).unwrap())
    }

    #[test]
    fn the_statements_examples() {
        assert_eq!(answer("\n").unwrap(), "........\n");
        assert_eq!(answer("").unwrap(), "........\n");
        assert_eq!(answer("3\n").unwrap(), "...*....\n");
        assert_eq!(answer("3 4\n").unwrap(), "...*O...\n");
        assert_eq!(answer("[3, 4, 5]").unwrap(), "...***..\n");
        assert_eq!(answer("[]\r\n\n").unwrap(), "........\n");
    }

    #[test]
    fn runs_flip_only_when_closed() {
        // White's 2 sits beside black's 3 with nothing beyond: no flip.
        assert_eq!(answer("3 2").unwrap(), "..O*....\n");
        // Black 0 closes nothing at the edge; white 7 then 6.
        assert_eq!(answer("0,1,7,6,2").unwrap(), "***...O*\n");
        // Both sides at once: white's 3 closes 1-2 and 4-5.
        assert_eq!(answer("1 0 2 6 4 7 5 3").unwrap(), "OOOOOOOO\n");
    }

    #[test]
    fn bad_moves_are_located() {
        let e = |t: &str| answer(t).unwrap_err();
        assert_eq!(
            e("3,4,3"),
            "line 1, col 5: move 3: square 3 is already taken (move 1)"
        );
        assert!(e("1 8").starts_with("line 1, col 3: square `8` is off the row"));
        assert!(e("[-1]").starts_with("line 1, col 2: expected a square 0 to 7"));
        assert!(e("3;4").starts_with("line 1, col 1: expected a square 0 to 7"));
        assert!(e("3\n4\n").starts_with("line 2, col 1: expected the end of input"));
        assert!(e("3\u{a0}4").contains("U+00A0 no-break space"));
    }
}
