//! `hackerearth`: HackerEarth "Battle of Bots #5: Reversi", a 10 x 10
//! bot: one position in, one move out, chosen by [`crate::bot`]. Its
//! format, the engine and its limits are its help ([`COMMAND`]; `othello
//! hackerearth --help`).

use crate::bot;
use crate::cli::args::Args;
use crate::cli::bot::BotOptions;
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::input::open_input;
use crate::error::{Error, Result};
use crate::quote::{bad_byte, describe_char, error_about};
use crate::text::reader::LineReader;
use std::io::BufRead;
use std::time::Instant;

/// The `hackerearth` command.
pub const COMMAND: Command = Command {
    name: "hackerearth",
    kind: Kind::Dialect,
    summary: "HackerEarth Battle of Bots 5: a 10 x 10 bot, `row col` of its move",
    #[cfg(feature = "help")]
    help: "usage: othello hackerearth [options] [FILE]

HackerEarth \"Battle of Bots #5: Reversi\", a bot contest on a 10 x 10
board: the judge runs the bot once per turn and plays its answer. Reads
10 lines of 10 cells separated by single spaces (`0` empty, `1` black,
`2` white, `3` an empty square the judge marks as playable), then the
player to move, `1` (black) or `2` (white). Prints `row col` (from 0, row
0 at the top) of the move the engine chooses. The rules are the usual
ones: a move closes runs of the other side's discs along any of the
eight rays, and they turn.

The `3` marks are checked against the rules. When they disagree (a `3`
where the player cannot move, or a legal square left unmarked), one
warning line goes to standard error, naming the first square that
disagrees, and the answer still comes from the rules. When the player
has no legal move (the judge does not call a bot then) nothing is
printed, and the status is 0.

The engine: alpha-beta search deepened one ply at a time (mobility,
corners and the squares next to them, the frontier; exact at the end of
the game) until it has searched --nodes positions, then the best move of
the deepest finished search. The budget, not the clock, decides: the
answer is the same for the same input, --nodes and --seed (the seed
picks among moves the search scores equal). As a safety on a machine far
slower than planned, the search also stops when 60% of --time-limit has
passed since the start and plays the best move of its last finished
depth (one ply at least, which is always finished); only then may the
answer depend on the machine. The default budget takes at most about a
tenth of a second of CPU on a 2020s x86-64 core. A forced move is played
without a search.

A row of other than 10 cells, another cell, separators other than one
space, a player other than `1` or `2`, a missing line or text after the
player is bad input (status 1, at its line and column). Trailing spaces
and `\\r\\n` line ends are accepted.

examples:
  $ printf '0 0 0 0 0 0 0 0 0 0\\n%.0s' 1 2 3 4 > empty4
  $ (cat empty4; echo '0 0 0 1 2 2 3 0 0 0'; cat empty4 empty4 | head -5; echo 1) | othello hackerearth
  4 6
  $ (cat empty4; echo '0 0 0 1 2 2 0 0 0 0'; cat empty4 empty4 | head -5; echo 1) | othello hackerearth 2>&1
  othello: warning: line 5, col 13: (4,6) is not marked 3 but player 1 can move there; the answer follows the rules
  4 6
",
    entry: &Entry {
        options: crate::cli::bot::OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::judges::HACKEREARTH),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// Squares per side.
const SIZE: usize = 10;

/// A position as read: the discs, the marked squares (bit `r * 10 + c`)
/// and the player, 1 or 2.
#[derive(Debug)]
struct Marked {
    black: u128,
    white: u128,
    marked: u128,
    player: u8,
}

/// Reads the position.
fn read<R: BufRead>(input: &mut LineReader<R>) -> Result<Marked> {
    let mut p = Marked {
        black: 0,
        white: 0,
        marked: 0,
        player: 0,
    };
    for r in 0..SIZE {
        let what = format!(
            "board row {} of {SIZE} (10 cells 0-3 separated by spaces)",
            r + 1
        );
        let (no, text) = input.expect_line(&what)?;
        for c in 0..SIZE {
            let at = 2 * c;
            let cell = match text.get(at) {
                Some(&b) => b,
                None => {
                    return Err(Error::at(
                        no,
                        text.len() + 1,
                        format!("expected {SIZE} cells in a board row, found {c}"),
                    ))
                }
            };
            let bit = 1u128 << (r * SIZE + c);
            match cell {
                b'0' => {}
                b'1' => p.black |= bit,
                b'2' => p.white |= bit,
                b'3' => p.marked |= bit,
                _ => {
                    return Err(Error::at(
                        no,
                        at + 1,
                        format!(
                            "unknown cell {}: expected `0`, `1`, `2` or `3`",
                            describe_char(&text, at)
                        ),
                    ))
                }
            }
            match text.get(at + 1) {
                None => {}
                Some(b' ') if c + 1 < SIZE => {}
                Some(_) if c + 1 == SIZE => {
                    // Named when a reader would not see it (a no-break space).
                    let more = match bad_byte(&text[at + 1..]) {
                        Some((0, name)) => format!("{name} after them"),
                        _ => "more".into(),
                    };
                    return Err(Error::at(
                        no,
                        at + 2,
                        format!("expected {SIZE} cells in a board row, found {more}"),
                    ));
                }
                Some(_) => {
                    return Err(Error::at(
                        no,
                        at + 2,
                        format!(
                            "expected one space between cells, found {}",
                            describe_char(&text, at + 1)
                        ),
                    ))
                }
            }
        }
    }
    let (no, text) = input.expect_line("the player to move, 1 or 2")?;
    p.player = match &text[..] {
        b"1" => 1,
        b"2" => 2,
        _ => {
            return Err(error_about(no, 1, &text, |q| {
                format!("expected the player to move, 1 or 2, found {q}")
            }))
        }
    };
    if let Some(extra) = input.next_nonblank_line()? {
        let extra = extra.to_vec();
        return Err(error_about(input.line_no(), 1, &extra, |q| {
            format!("expected the end of input after the player, found {q}")
        }));
    }
    Ok(p)
}

/// The warning about the first square (in reading order) where the marks
/// and the rules disagree, if any.
fn check_marks(p: &Marked, legal: u128) -> Option<String> {
    let wrong = p.marked ^ legal;
    if wrong == 0 {
        return None;
    }
    let sq = wrong.trailing_zeros() as usize;
    let (r, c) = (sq / SIZE, sq % SIZE);
    let what = if legal & (1 << sq) != 0 {
        "is not marked 3 but"
    } else {
        "is marked 3 but"
    };
    let can = if legal & (1 << sq) != 0 {
        "can"
    } else {
        "cannot"
    };
    Some(format!(
        "othello: warning: line {}, col {}: ({r},{c}) {what} player {} {can} move there; the answer follows the rules",
        r + 1,
        2 * c + 1,
        p.player
    ))
}

fn run(args: &Args<BotOptions>, io: &mut Io) -> Result<()> {
    let (seed, limits) = crate::cli::bot::settings(&args.options, Instant::now())?;
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let p = read(&mut input)?;
    let (me, opp) = if p.player == 1 {
        (p.black, p.white)
    } else {
        (p.white, p.black)
    };
    if let Some(warning) = check_marks(&p, bot::moves::<SIZE>(me, opp)) {
        writeln!(io.err, "{warning}")?;
    }
    if let Some(choice) = bot::choose::<SIZE>(me, opp, seed, limits) {
        writeln!(io.out, "{} {}", choice.square / SIZE, choice.square % SIZE)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The statement's first position.
    const SAMPLE: &str = include_str!("../../fixtures/hackerearth/sample.in");

    fn parse(text: &str) -> std::result::Result<Marked, String> {
        read(&mut LineReader::new(text.as_bytes())).map_err(|e| e.to_string())
    }

    #[test]
    fn the_statements_marks_agree_with_the_rules() {
        let p = parse(SAMPLE).unwrap();
        assert_eq!(p.marked.count_ones(), 4);
        assert_eq!(check_marks(&p, bot::moves::<SIZE>(p.black, p.white)), None);
        let white = parse(&SAMPLE.replace("\n1\n", "\n2\n")).unwrap();
        let w = check_marks(&white, bot::moves::<SIZE>(white.white, white.black)).unwrap();
        assert!(
            w.contains("line 4, col 9: (3,4) is marked 3 but player 2 cannot"),
            "{w}"
        );
    }

    #[test]
    fn bad_rows_are_located() {
        let e = |t: String| parse(&t).unwrap_err();
        let first = "0 0 0 0 0 0 0 0 0 0\n";
        assert!(e(SAMPLE.replacen(first, "0 0 0 0 0 0 0 0 0\n", 1))
            .starts_with("line 1, col 18: expected 10 cells in a board row, found 9"));
        assert!(e(SAMPLE.replacen(first, "0 0 0 0 0 0 0 0 0 0 0\n", 1))
            .starts_with("line 1, col 20: expected 10 cells in a board row, found more"));
        assert!(e(SAMPLE.replacen(first, "0 0  0 0 0 0 0 0 0 0\n", 1))
            .starts_with("line 1, col 5: unknown cell a space"));
        assert!(e(SAMPLE.replacen(first, "0,0 0 0 0 0 0 0 0 0\n", 1))
            .starts_with("line 1, col 2: expected one space between cells, found `,`"));
        assert!(e(SAMPLE.replace("\n1\n", "\n1 2\n"))
            .starts_with("line 11, col 1: expected the player"));
        assert!(e(SAMPLE.replace("\n1\n", "\n")).starts_with("line 11, col 1: expected the player"));
        assert!(
            e(SAMPLE.replace("\n1\n", "\n1\nx\n")).starts_with("line 12, col 1: expected the end")
        );
    }
}
