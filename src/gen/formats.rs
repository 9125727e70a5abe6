//! The writers of the Othello dialects' inputs: each turns random play
//! ([`super::othello`]) into its dialect's format, moves, commands or
//! queries that are legal, or deliberately illegal ones (`--illegal PCT`)
//! for the dialects that define an answer to them.
//!
//! They sit in one file because they are one kind of thing, a `Generator`
//! and its function per format, sharing the option checks, the board
//! layout and the token writer below (`code-golf` and `ccc`, whose boards
//! are made otherwise, have files of their own and share the checks);
//! random play, which they all draw from, is [`super::othello`]. The `Generator` constants are alike by design:
//! they are the generator half of the command table's entries.

use super::othello::{
    game_with_pass, illegal_square, one_move, pick, position, random_move, start, start_board, Want,
};
use super::{variants, Generator, Options, Variants};
use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::game::{Game, Played};
use crate::rng::Rng;
use crate::square::Square;
use crate::squareset::SquareSet;
use crate::text::notation::algebraic;
use crate::text::position::{alphabet_named, write_board, Alphabet, Layout, STANDARD};
use std::io::Write;

/// The board size: `--size`, or 8 x 8. Dialects fixed to 8 x 8 refuse
/// other sizes.
pub(super) fn size(o: &Options, dialect: &str, only_8: bool) -> Result<(usize, usize)> {
    match o.size {
        None => Ok((8, 8)),
        Some((8, 8)) => Ok((8, 8)),
        Some((r, c)) if only_8 => Err(Error::usage(format!(
            "`{dialect}` is played on 8x8 only, not {r}x{c}"
        ))),
        Some(s) => Ok(s),
    }
}

/// The checks of a dialect with `--end` and `--pass` (which exclude each
/// other), then its board size.
fn end_or_pass_size(o: &Options, dialect: &str, only_8: bool) -> Result<(usize, usize)> {
    if o.end && o.pass {
        return Err(Error::usage("choose one of --end and --pass"));
    }
    size(o, dialect, only_8)
}

/// The number of cases: `--cases`, or `default`.
pub(super) fn cases(o: &Options, default: usize) -> usize {
    o.cases.unwrap_or(default)
}

/// The number of moves: all of them with `--end`, else `--moves`, or
/// `default`.
pub(super) fn moves(o: &Options, default: usize) -> usize {
    if o.end {
        usize::MAX
    } else {
        o.moves.unwrap_or(default)
    }
}

/// The board layout `--alphabet` and `--spaced` ask for.
fn layout(o: &Options) -> Layout {
    Layout {
        alphabet: o.alphabet.unwrap_or(STANDARD),
        spaced: o.spaced,
    }
}

/// The layout of a dialect's own alphabet, cells side by side.
pub(super) fn fixed(name: &str) -> Layout {
    let alphabet: &'static Alphabet = alphabet_named(name).unwrap_or(STANDARD);
    Layout {
        alphabet,
        spaced: false,
    }
}

fn color_letter(c: Color) -> char {
    match c {
        Color::Black => 'B',
        Color::White => 'W',
    }
}

/// Writes tokens separated by spaces, `per_line` to a line.
struct TokenLines<'a> {
    out: &'a mut dyn Write,
    on_line: usize,
    per_line: usize,
}

impl TokenLines<'_> {
    fn push(&mut self, t: &str) -> std::io::Result<()> {
        if self.on_line == self.per_line {
            self.out.write_all(b"\n")?;
            self.on_line = 0;
        }
        if self.on_line > 0 {
            self.out.write_all(b" ")?;
        }
        self.out.write_all(t.as_bytes())?;
        self.on_line += 1;
        Ok(())
    }

    fn finish(self) -> std::io::Result<()> {
        if self.on_line > 0 {
            self.out.write_all(b"\n")?;
        }
        Ok(())
    }
}

/// `moves`: several positions, each with its size line, board and player.
pub const MOVES: Generator = Generator {
    accepts: &[
        "--size",
        "--plies",
        "--cases",
        "--end",
        "--pass",
        "--spaced",
        "--alphabet",
    ],
    summary: "3 positions on 8x8 after 0-60 random plies",
    write: gen_moves,
    variants: Some(Variants {
        accepts: &["--directions", "--players", "--costs"],
        write: variants::gen_moves,
    }),
};

fn gen_moves(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let (rows, cols) = end_or_pass_size(o, "moves", false)?;
    for _ in 0..cases(o, 3) {
        let p = position(o, rng, rows, cols, Want::Any)?;
        if rows == cols {
            writeln!(out, "{rows}")?;
        } else {
            writeln!(out, "{rows} {cols}")?;
        }
        write_board(out, p.game.board(), layout(o), None)?;
        writeln!(out, "{}", color_letter(p.turn))?;
    }
    Ok(())
}

/// `play`: a position (`start R C` when no ply was played), then random
/// legal moves in algebraic notation, `pass` where one is forced.
pub const PLAY: Generator = Generator {
    accepts: &[
        "--size",
        "--plies",
        "--moves",
        "--end",
        "--pass",
        "--spaced",
        "--alphabet",
    ],
    summary: "8x8 after 0-60 random plies, then 20 random legal moves",
    write: gen_play,
    variants: Some(Variants {
        accepts: &["--directions", "--players", "--costs"],
        write: variants::gen_play,
    }),
};

fn gen_play(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let (rows, cols) = end_or_pass_size(o, "play", false)?;
    let mut p = position(o, rng, rows, cols, Want::Start)?;
    let at_start = Board::standard(rows, cols).is_some_and(|s| &s == p.game.board());
    if at_start && p.turn == Color::Black {
        writeln!(out, "start {rows} {cols}")?;
    } else {
        writeln!(out, "{rows} {cols}")?;
        write_board(out, p.game.board(), layout(o), None)?;
        writeln!(out, "{}", color_letter(p.turn))?;
    }
    let mut line = TokenLines {
        out,
        on_line: 0,
        per_line: 10,
    };
    for _ in 0..moves(o, 20) {
        let passed = p.game.passed().is_some();
        let played = match random_move(&mut p.game, rng) {
            Some(played) => played,
            None => break,
        };
        if passed {
            line.push("pass")?;
        }
        line.push(&algebraic(played.square))?;
    }
    line.finish()?;
    Ok(())
}

/// `console`: a game from the standard start, one move per line (a forced
/// pass happens by itself); `--illegal` mixes in refused lines.
pub const CONSOLE: Generator = Generator {
    accepts: &["--size", "--moves", "--end", "--pass", "--illegal"],
    summary: "20 random legal moves from the 8x8 start, one per line",
    write: gen_console,
    variants: Some(Variants {
        accepts: &["--directions", "--players", "--costs-file"],
        write: variants::gen_console,
    }),
};

fn gen_console(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    let (rows, cols) = end_or_pass_size(o, "console", false)?;
    if cols > 26 {
        return Err(Error::usage(
            "`console` boards have at most 26 columns (a to z)",
        ));
    }
    let steps: Vec<Played> = if o.pass {
        game_with_pass(rows, cols, rng)?
    } else {
        let mut g = start(rows, cols)?;
        std::iter::from_fn(|| random_move(&mut g, rng))
            .take(moves(o, 20))
            .collect()
    };
    let mut g = start(rows, cols)?;
    for step in steps {
        if rng.chance(o.illegal, 100) {
            let line = match rng.below(4) {
                0 => "hello".to_string(),
                // Refused unless the side just passed by itself.
                1 if g.passed().is_none() => "pass".to_string(),
                2 => algebraic(Square::new(rows, cols - 1)),
                _ => illegal_square(g.board(), step.mover, rng).map_or("z0".to_string(), algebraic),
            };
            writeln!(out, "{line}")?;
        }
        // A forced pass is not written: `console` passes for a side that
        // cannot move, and refuses a typed `pass`.
        writeln!(out, "{}", algebraic(step.square))?;
        let _ = g.play(step.square);
    }
    Ok(())
}

/// `uva220`: games on 8x8 (`-` `B` `W`), each with `L` and legal `Mrc`
/// commands (the forced switch included), ending with `Q`.
pub const UVA220: Generator = Generator {
    accepts: &["--plies", "--cases", "--moves", "--end", "--pass", "--size"],
    summary: "3 games: a position after 0-60 plies, L and 8 Mrc commands, Q",
    write: gen_uva220,
    variants: None,
};

fn gen_uva220(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    end_or_pass_size(o, "uva220", true)?;
    let games = cases(o, 3);
    writeln!(out, "{games}")?;
    for _ in 0..games {
        let mut p = position(o, rng, 8, 8, Want::Start)?;
        write_board(out, p.game.board(), fixed("BW-"), None)?;
        writeln!(out, "{}", color_letter(p.turn))?;
        for _ in 0..moves(o, 8) {
            if rng.chance(1, 3) {
                writeln!(out, "L")?;
            }
            let played = match random_move(&mut p.game, rng) {
                Some(played) => played,
                None => break,
            };
            let sq = played.square;
            writeln!(out, "M{}{}", sq.row + 1, sq.col + 1)?;
        }
        if rng.chance(1, 2) {
            writeln!(out, "L")?;
        }
        writeln!(out, "Q")?;
    }
    Ok(())
}

/// `nowcoder`: boards (`*` `+` `.`) each followed by `r c e`.
pub const NOWCODER: Generator = Generator {
    accepts: &["--plies", "--cases", "--pass", "--illegal", "--size"],
    summary: "3 cases: an 8x8 position after 0-60 plies and a legal move",
    write: gen_nowcoder,
    variants: None,
};

fn gen_nowcoder(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    size(o, "nowcoder", true)?;
    for _ in 0..cases(o, 3) {
        let p = position(o, rng, 8, 8, Want::Open)?;
        write_board(out, p.game.board(), fixed("*+."), None)?;
        if let Some((c, sq)) = one_move(o, &p, rng) {
            let e = if c == Color::Black { '*' } else { '+' };
            writeln!(out, "{} {} {e}", sq.row + 1, sq.col + 1)?;
        }
    }
    Ok(())
}

/// `codingame`: one board (`W` `B` `-`) and `B c4`.
pub const CODINGAME: Generator = Generator {
    accepts: &["--plies", "--pass", "--illegal", "--size"],
    summary: "an 8x8 position after 0-60 plies and a legal move",
    write: gen_codingame,
    variants: None,
};

fn gen_codingame(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    size(o, "codingame", true)?;
    let p = position(o, rng, 8, 8, Want::Open)?;
    write_board(out, p.game.board(), fixed("BW-"), None)?;
    if let Some((c, sq)) = one_move(o, &p, rng) {
        writeln!(out, "{} {}", color_letter(c), algebraic(sq))?;
    }
    Ok(())
}

/// `check-move`: one board (`.` `W` `B`) and queries `r c color` on free
/// cells, about half of them legal moves.
pub const CHECK_MOVE: Generator = Generator {
    accepts: &["--plies", "--moves", "--spaced", "--illegal", "--size"],
    summary: "an 8x8 position after 0-60 plies and 5 queries on free cells",
    write: gen_check_move,
    variants: None,
};

fn gen_check_move(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    size(o, "check-move", true)?;
    let p = position(o, rng, 8, 8, Want::Open)?;
    let b = p.game.board();
    let spaced = Layout {
        alphabet: STANDARD,
        spaced: o.spaced,
    };
    write_board(out, b, spaced, None)?;
    let mut free = SquareSet::new(8, 8);
    for r in 0..8 {
        for c in 0..8 {
            if b.get(Square::new(r, c)).is_none() {
                free.insert(Square::new(r, c));
            }
        }
    }
    for _ in 0..o.moves.unwrap_or(5) {
        let color = if rng.chance(1, 2) {
            Color::Black
        } else {
            Color::White
        };
        let legal = b.legal_moves(color);
        let occupied = rng.chance(o.illegal, 100) || free.is_empty();
        let sq = if occupied {
            illegal_square(b, color, rng)
        } else if rng.chance(1, 2) && !legal.is_empty() {
            pick(&legal, rng)
        } else {
            pick(&free, rng)
        };
        if let Some(sq) = sq {
            writeln!(out, "{} {} {}", sq.row, sq.col, color_letter(color))?;
        }
    }
    Ok(())
}

/// `coding-ninjas`: `n`, then 0-based pairs from its start (player 1 on
/// d4 and e5 moves first); `--illegal` adds pairs answered `false`. The
/// moves stop before a side has no move, where the format says nothing.
pub const CODING_NINJAS: Generator = Generator {
    accepts: &["--moves", "--end", "--illegal", "--size"],
    summary: "8 legal moves from the start",
    write: gen_coding_ninjas,
    variants: None,
};

fn gen_coding_ninjas(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    size(o, "coding-ninjas", true)?;
    // Player 1 sits where the standard start puts white, and moves first.
    let mut g = Game::from_position(start_board(8, 8)?, Color::White);
    let want = moves(o, 8);
    let mut pairs = Vec::new();
    let mut n = 0;
    while n < want {
        // Stop where a side has to pass (or nobody can move).
        let me = match g.to_move() {
            Some(me) if g.passed().is_none() => me,
            _ => break,
        };
        let sq = match pick(&g.legal_moves(), rng) {
            Some(sq) => sq,
            None => break,
        };
        if rng.chance(o.illegal, 100) {
            let bad = match rng.below(3) {
                0 => Some(Square::new(8, rng.below(8) as usize)),
                _ => illegal_square(g.board(), me, rng),
            };
            pairs.extend(bad.map(|s| (s.row, s.col)));
        }
        let _ = g.play(sq);
        pairs.push((sq.row, sq.col));
        n += 1;
    }
    writeln!(out, "{n}")?;
    for (r, c) in pairs {
        writeln!(out, "{r} {c}")?;
    }
    Ok(())
}
