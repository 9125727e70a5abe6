//! `play`'s start: the blank and comment lines, then a `start` line or a
//! position (of two, three or four players), then a cost grid (with
//! `--costs`); the game they make under the command line's rule set.

use super::Options;
use crate::board::Board;
use crate::cli::args::Args;
use crate::error::{Error, Result};
use crate::game::Game;
#[cfg(feature = "thin-boards")]
use crate::game::MoveError;
use crate::quote::error_about;
#[cfg(feature = "thin-boards")]
use crate::rules::costs::Costs;
use crate::rules::Rules;
#[cfg(feature = "thin-boards")]
use crate::square::Square;
#[cfg(feature = "variants")]
use crate::text::multiplayer::{read_kposition, KLayout};
use crate::text::notation::{is_digits, parse_number};
use crate::text::position::{read_position, Layout, ReadOptions};
use crate::text::reader::LineReader;
use std::io::BufRead;

/// The most squares a `start R C` board may have (the board is allocated
/// from these numbers, so they are not trusted beyond this): 2^26.
pub const MAX_START_SQUARES: usize = 1 << 26;

/// How the board is written back: as it was read.
#[derive(Clone, Copy)]
pub(super) struct Look {
    /// The cells' characters and spacing.
    pub cells: Cells,
    /// Whether the game holds the board transposed (see [`is_tall`]): the
    /// squares of the text are the game's transposed, and so is the board
    /// written.
    #[cfg(feature = "thin-boards")]
    pub transposed: bool,
}

/// The cells' characters and spacing, as read.
#[derive(Clone, Copy)]
pub(super) enum Cells {
    /// Two players: the alphabet and spacing of the input.
    Two(Layout),
    /// Three or four players: digits.
    #[cfg(feature = "variants")]
    Many(KLayout),
}

#[cfg(feature = "thin-boards")]
impl Look {
    /// The game's square for the text's square `sq`, and the text's for
    /// the game's (a transposition is its own inverse).
    pub fn square(self, sq: Square) -> Square {
        match self.transposed {
            true => sq.transposed(),
            false => sq,
        }
    }

    /// The text's rows and columns of a board the game holds as `rows` x
    /// `cols`.
    pub fn text_size(self, rows: usize, cols: usize) -> (usize, usize) {
        match self.transposed {
            true => (cols, rows),
            false => (rows, cols),
        }
    }

    /// `err` with its square (a pass's witness) the text's.
    pub fn text_error(self, err: MoveError) -> MoveError {
        match err {
            MoveError::MayNotPass(sq) => MoveError::MayNotPass(self.square(sq)),
            other => other,
        }
    }
}

/// Whether the game holds an R x C board transposed: when the transpose
/// takes fewer words (a row of C squares takes ceil(C / 64) words, so a
/// tall narrow board would cost a word per row per player, 64 / C times
/// its squares; transposed it costs about a bit a square per player, as a
/// square board of as many squares does). The rules are the same on the
/// transposed board (see [`Board::transposed`]). Not in bundles: judges'
/// boards are small, and the bundles' source counts.
#[cfg(feature = "thin-boards")]
fn is_tall(rows: usize, cols: usize) -> bool {
    use crate::squareset::words_per_row;
    cols.saturating_mul(words_per_row(rows)) < rows.saturating_mul(words_per_row(cols))
}

/// The standard start of `rules` on an R x C board, transposed (so never
/// allocating the R x C board): `None` for sizes it does not fit.
#[cfg(feature = "thin-boards")]
fn standard_transposed(rows: usize, cols: usize, rules: Rules) -> Option<Board> {
    let mut b = Board::empty_for(cols, rows, rules.players);
    for (sq, p) in rules.start_squares(rows, cols)? {
        b.set_player(sq.transposed(), Some(p));
    }
    Some(b)
}

/// The rule set and whether a cost grid follows the position, from the
/// command line.
#[cfg(feature = "variants")]
fn rules(v: &crate::cli::variants::Variants) -> (Rules, bool) {
    if v.asked() {
        return (v.rule_set(), v.costs);
    }
    (Rules::STANDARD, false)
}

/// Reads the position (a `start` line or board text, after blank and
/// comment lines) and starts the game: the usual rules only, as bundles
/// know them (`run` refuses the variant options there).
#[cfg(not(feature = "variants"))]
pub(super) fn read_game<R: BufRead>(
    input: &mut LineReader<R>,
    args: &Args<Options>,
) -> Result<(Game, Look)> {
    let rules = Rules::STANDARD;
    let (board, to_move, layout) = match read_start(input, rules)? {
        Some((rows, cols)) => (
            start_board(input, Board::standard(rows, cols))?,
            0,
            Layout::STANDARD,
        ),
        None => {
            let p = read_two(input, ReadOptions::default(), args.options.validate)?;
            (p.board, p.to_move.index(), p.layout)
        }
    };
    let look = Look {
        cells: Cells::Two(layout),
    };
    Ok((Game::new(board, rules, None, to_move), look))
}

/// Reads the position (a `start` line or board text, after blank and
/// comment lines) and, with `--costs`, its cost grid, and starts the game
/// under the command line's rule set; a tall narrow board is held
/// transposed (see [`is_tall`]).
#[cfg(feature = "variants")]
pub(super) fn read_game<R: BufRead>(
    input: &mut LineReader<R>,
    args: &Args<Options>,
) -> Result<(Game, Look)> {
    let o = &args.options;
    let (rules, with_costs) = rules(&crate::cli::variants::Variants::of(args));
    let validate = o.validate;
    let (board, to_move, look) = match read_start(input, rules)? {
        Some((rows, cols)) => {
            let (board, transposed) = standard_start(rows, cols, rules);
            let cells = match rules.players {
                3 | 4 => Cells::Many(KLayout::STANDARD),
                _ => Cells::Two(Layout::STANDARD),
            };
            (start_board(input, board)?, 0, look(cells, transposed))
        }
        None if rules.players > 2 => {
            let p = read_kposition(input, rules.players)?
                .ok_or_else(|| input.eof_error("expected a board"))?;
            if validate {
                crate::text::multiplayer::validate(&p)?;
            }
            (p.board(), p.to_move, look(Cells::Many(p.layout), false))
        }
        None => {
            let opts = ReadOptions::default();
            // A tall narrow board read transposed is kept by its squares
            // while it is read; --validate names cells of the text, so
            // reads it as it is.
            #[cfg(feature = "thin-boards")]
            let opts = ReadOptions {
                transpose: !validate,
                ..opts
            };
            let p = read_two(input, opts, validate)?;
            let transposed = transposed(&p);
            (
                p.board,
                p.to_move.index(),
                look(Cells::Two(p.layout), transposed),
            )
        }
    };
    // The cost grid is the text's: as many rows as the board read.
    let (rows, cols) = text_size(&board, look);
    let costs = match with_costs {
        true => Some(crate::text::costs::read_costs(input, rows, cols)?),
        false => None,
    };
    #[cfg(feature = "thin-boards")]
    let (board, costs, look) = hold_tall(board, costs, look);
    Ok((Game::new(board, rules, costs, to_move), look))
}

/// The board of a `start` line, or the error that it has no start.
fn start_board<R: BufRead>(input: &LineReader<R>, board: Option<Board>) -> Result<Board> {
    board.ok_or_else(|| Error::at(input.line_no(), 1, "expected `start N` or `start R C`"))
}

/// Two players' board text, refused under `validate` when no game
/// reaches it.
fn read_two<R: BufRead>(
    input: &mut LineReader<R>,
    opts: ReadOptions,
    validate: bool,
) -> Result<crate::text::position::Parsed> {
    let p = read_position(input, opts)?.ok_or_else(|| input.eof_error("expected a board"))?;
    if validate {
        crate::text::validate::validate(&p)?;
    }
    Ok(p)
}

/// How a board read with `cells` is written back, `transposed` (held so)
/// or not.
#[cfg(feature = "variants")]
fn look(cells: Cells, transposed: bool) -> Look {
    #[cfg(not(feature = "thin-boards"))]
    let _ = transposed;
    Look {
        cells,
        #[cfg(feature = "thin-boards")]
        transposed,
    }
}

/// The standard start of `rules` on an R x C board, and whether it is
/// held transposed (a tall one: see [`is_tall`]).
#[cfg(feature = "variants")]
fn standard_start(rows: usize, cols: usize, rules: Rules) -> (Option<Board>, bool) {
    #[cfg(feature = "thin-boards")]
    if is_tall(rows, cols) {
        return (standard_transposed(rows, cols, rules), true);
    }
    (Board::standard_for(rows, cols, rules), false)
}

/// Whether the board text `p` was read transposed.
#[cfg(feature = "variants")]
fn transposed(p: &crate::text::position::Parsed) -> bool {
    #[cfg(feature = "thin-boards")]
    return p.transposed;
    #[cfg(not(feature = "thin-boards"))]
    return {
        let _ = p;
        false
    };
}

/// The text's rows and columns of `board` as `look` holds it.
#[cfg(feature = "variants")]
fn text_size(board: &Board, look: Look) -> (usize, usize) {
    #[cfg(feature = "thin-boards")]
    if look.transposed {
        return (board.cols(), board.rows());
    }
    let _ = look;
    (board.rows(), board.cols())
}

/// A tall board not transposed as it was read (a small one, or one
/// validated or of more players) transposed now; the costs, read as the
/// text has them, transposed with every board held so.
#[cfg(feature = "thin-boards")]
fn hold_tall(board: Board, costs: Option<Costs>, look: Look) -> (Board, Option<Costs>, Look) {
    let (board, look) = match !look.transposed && is_tall(board.rows(), board.cols()) {
        true => {
            let look = Look {
                transposed: true,
                ..look
            };
            (board.transposed(), look)
        }
        false => (board, look),
    };
    let costs = match look.transposed {
        true => costs.map(|c| c.transposed()),
        false => costs,
    };
    (board, costs, look)
}

/// Skips blank and comment (`#`) lines up to the position: the size of a
/// `start N` / `start R C` line, or `None` when board text begins (its
/// first line is given back to `input`).
fn read_start<R: BufRead>(
    input: &mut LineReader<R>,
    rules: Rules,
) -> Result<Option<(usize, usize)>> {
    loop {
        let line = match input.next_line()? {
            Some(line) => line,
            None => {
                return Err(
                    input.eof_error("empty input: expected a board or `start N` / `start R C`")
                )
            }
        };
        let first = line.iter().position(|b| !b.is_ascii_whitespace());
        match first.map(|i| &line[i..]) {
            None => continue,
            Some(rest) if rest.starts_with(b"#") => continue,
            Some(rest) if rest.len() >= 5 && rest[..5].eq_ignore_ascii_case(b"start") => {
                let line = line.to_vec();
                return parse_start_size(&line, input.line_no(), rules).map(Some);
            }
            Some(_) => {
                input.push_back();
                return Ok(None);
            }
        }
    }
}
/// The size of `start N` or `start R C` (line `no`): even, large enough
/// for the start of `rules` (see [`Rules::min_start_side`]), at most
/// [`MAX_START_SQUARES`] squares.
pub(crate) fn parse_start_size(line: &[u8], no: usize, rules: Rules) -> Result<(usize, usize)> {
    let words: Vec<(usize, &[u8])> = crate::text::words(line).collect();
    let usage = "expected `start N` or `start R C` (even sizes, at least 2)";
    let min = rules.min_start_side();
    if !words[0].1.eq_ignore_ascii_case(b"start") {
        return Err(Error::at(no, words[0].0, usage));
    }
    if words.len() < 2 || words.len() > 3 {
        let col = words.get(3).map_or(line.len() + 1, |w| w.0);
        return Err(Error::at(no, col, usage));
    }
    let mut size = Vec::new();
    for &(col, w) in &words[1..] {
        match parse_number(w) {
            Some(n) if n >= min && n % 2 == 0 => size.push(n),
            // (Without variants: two players, whose start fits every even size.)
            #[cfg(feature = "variants")]
            Some(n) if n >= 2 && n % 2 == 0 => {
                return Err(error_about(no, col, w, |q| {
                    format!(
                        "the {}-player start needs sides of at least {min}, found {q}",
                        rules.players
                    )
                }))
            }
            None if is_digits(w) => {
                return Err(error_about(no, col, w, |q| {
                    format!("board size {q} is too large: `start` allows at most {MAX_START_SQUARES} squares")
                }))
            }
            _ => {
                return Err(error_about(no, col, w, |q| {
                    format!("expected an even board size of at least {min}, found {q}")
                }))
            }
        }
    }
    let (rows, cols) = (size[0], *size.last().unwrap_or(&size[0]));
    if !matches!(rows.checked_mul(cols), Some(a) if a <= MAX_START_SQUARES) {
        return Err(Error::at(
            no,
            words[1].0,
            format!("board too large: `start` allows at most {MAX_START_SQUARES} squares"),
        ));
    }
    Ok((rows, cols))
}
