//! Generators for the Othello dialects: positions reached by random legal
//! play from the standard start, then moves, commands or queries that are
//! legal, or deliberately illegal ones (`--illegal PCT`) for the dialects
//! that define an answer to them.

use super::{Generator, Options};
use crate::board::Board;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::rng::Rng;
use crate::square::Square;
use crate::squareset::SquareSet;
use crate::text::notation::algebraic;
use crate::text::position::{alphabet_named, write_board, Alphabet, Layout, STANDARD};
use std::io::Write;

/// A game in progress: the board and the side to move.
pub struct Game {
    /// The discs.
    pub board: Board,
    /// Whose turn it is.
    pub to_move: Color,
}

/// One move of random play.
pub struct Step {
    /// Who moved.
    pub mover: Color,
    /// Where.
    pub square: Square,
    /// Whether the other side had to pass just before.
    pub passed: bool,
}

/// A random square of `set`, uniformly; `None` when it is empty.
pub fn pick(set: &SquareSet, rng: &mut Rng) -> Option<Square> {
    let n = set.len();
    if n == 0 {
        return None;
    }
    set.iter().nth(rng.below(n as u64) as usize)
}

impl Game {
    /// The standard start of an R x C board, black to move.
    pub fn start(rows: usize, cols: usize) -> Result<Game> {
        let board = Board::standard(rows, cols).ok_or_else(|| {
            Error::usage(format!(
                "--size {rows}x{cols}: the standard start needs even sizes, at least 2"
            ))
        })?;
        Ok(Game {
            board,
            to_move: Color::Black,
        })
    }

    /// Whether the side to move has no move but the other side has one.
    pub fn must_pass(&self) -> bool {
        !self.board.has_legal_move(self.to_move)
            && self.board.has_legal_move(self.to_move.opponent())
    }

    /// Plays a random legal move, passing first when the side to move has
    /// none; `None` (and nothing changes) when the game is over.
    pub fn random_move(&mut self, rng: &mut Rng) -> Option<Step> {
        let mut passed = false;
        let mut legal = self.board.legal_moves(self.to_move);
        if legal.is_empty() {
            legal = self.board.legal_moves(self.to_move.opponent());
            if legal.is_empty() {
                return None;
            }
            self.to_move = self.to_move.opponent();
            passed = true;
        }
        let square = pick(&legal, rng)?;
        let mover = self.to_move;
        self.board.play(square, mover).ok()?;
        self.to_move = mover.opponent();
        Some(Step {
            mover,
            square,
            passed,
        })
    }
}

/// How many random games `--pass` tries before giving up.
const PASS_TRIES: usize = 1000;

/// Which positions a dialect wants.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Want {
    /// Any position; `--end` asks for a finished game.
    Any,
    /// Any position; `--end` is about the moves after it.
    Start,
    /// A position where someone can still move (for one-move dialects):
    /// the ply that would end the game is not played.
    Open,
}

/// The position the options ask for: `--pass` (the side to move must
/// pass), `--end` with [`Want::Any`] (a finished game), else `--plies`
/// random plies (default: 0 to 60, at most the empty squares).
fn position(o: &Options, rng: &mut Rng, rows: usize, cols: usize, want: Want) -> Result<Game> {
    let finished = want == Want::Any;
    if o.pass {
        for _ in 0..PASS_TRIES {
            let mut g = Game::start(rows, cols)?;
            loop {
                if g.must_pass() {
                    return Ok(g);
                }
                if g.random_move(rng).is_none() {
                    break;
                }
            }
        }
        return Err(Error::usage(format!(
            "--pass: no player had to pass in {PASS_TRIES} random games on {rows}x{cols}"
        )));
    }
    let mut g = Game::start(rows, cols)?;
    let plies = if finished && o.end {
        usize::MAX
    } else {
        match o.plies {
            Some(p) => p,
            None => rng.below((rows * cols - 4).min(60) as u64 + 1) as usize,
        }
    };
    for _ in 0..plies {
        let before = (want == Want::Open).then(|| (g.board.clone(), g.to_move));
        if g.random_move(rng).is_none() {
            break;
        }
        if let Some((board, to_move)) = before {
            if mover(&g).is_none() {
                g = Game { board, to_move };
                break;
            }
        }
    }
    Ok(g)
}

/// The board size: `--size`, or 8 x 8. Dialects fixed to 8 x 8 refuse
/// other sizes.
fn size(o: &Options, dialect: &str, only_8: bool) -> Result<(usize, usize)> {
    match o.size {
        None => Ok((8, 8)),
        Some((8, 8)) => Ok((8, 8)),
        Some((r, c)) if only_8 => Err(Error::usage(format!(
            "`{dialect}` is played on 8x8 only, not {r}x{c}"
        ))),
        Some(s) => Ok(s),
    }
}

/// The number of cases: `--cases`, or `default`.
fn cases(o: &Options, default: usize) -> usize {
    o.cases.unwrap_or(default)
}

fn refuse_end_and_pass(o: &Options) -> Result<()> {
    if o.end && o.pass {
        return Err(Error::usage("choose one of --end and --pass"));
    }
    Ok(())
}

fn alphabet(name: &str) -> &'static Alphabet {
    alphabet_named(name).unwrap_or(STANDARD)
}

fn color_letter(c: Color) -> char {
    match c {
        Color::Black => 'B',
        Color::White => 'W',
    }
}

/// An illegal move for `mover`: an empty square that brackets nothing
/// when there is one and a coin says so, else an occupied square; `None`
/// on a board with neither (cannot happen after the standard start).
fn illegal_square(b: &Board, mover: Color, rng: &mut Rng) -> Option<Square> {
    let legal = b.legal_moves(mover);
    let mut empty_bad = SquareSet::new(b.rows(), b.cols());
    let mut occupied = SquareSet::new(b.rows(), b.cols());
    for r in 0..b.rows() {
        for c in 0..b.cols() {
            let sq = Square::new(r, c);
            if b.get(sq).is_some() {
                occupied.insert(sq);
            } else if !legal.contains(sq) {
                empty_bad.insert(sq);
            }
        }
    }
    if !empty_bad.is_empty() && rng.chance(1, 2) {
        pick(&empty_bad, rng)
    } else {
        pick(&occupied, rng).or_else(|| pick(&empty_bad, rng))
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
    dialect: "moves",
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
};

fn gen_moves(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    if super::variants::wanted(o) {
        return super::variants::gen_moves(o, rng, out);
    }
    refuse_end_and_pass(o)?;
    let (rows, cols) = size(o, "moves", false)?;
    let layout = Layout {
        alphabet: o.alphabet.unwrap_or(STANDARD),
        spaced: o.spaced,
    };
    for _ in 0..cases(o, 3) {
        let g = position(o, rng, rows, cols, Want::Any)?;
        if rows == cols {
            writeln!(out, "{rows}")?;
        } else {
            writeln!(out, "{rows} {cols}")?;
        }
        write_board(out, &g.board, layout, None)?;
        writeln!(out, "{}", color_letter(g.to_move))?;
    }
    Ok(())
}

/// `play`: a position (`start R C` when no ply was played), then random
/// legal moves in algebraic notation, `pass` where one is forced.
pub const PLAY: Generator = Generator {
    dialect: "play",
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
};

fn gen_play(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    if super::variants::wanted(o) {
        return super::variants::gen_play(o, rng, out);
    }
    refuse_end_and_pass(o)?;
    let (rows, cols) = size(o, "play", false)?;
    let layout = Layout {
        alphabet: o.alphabet.unwrap_or(STANDARD),
        spaced: o.spaced,
    };
    let mut g = position(o, rng, rows, cols, Want::Start)?;
    let at_start = Board::standard(rows, cols).is_some_and(|s| s == g.board);
    if at_start && g.to_move == Color::Black {
        writeln!(out, "start {rows} {cols}")?;
    } else {
        writeln!(out, "{rows} {cols}")?;
        write_board(out, &g.board, layout, None)?;
        writeln!(out, "{}", color_letter(g.to_move))?;
    }
    let moves = if o.end {
        usize::MAX
    } else {
        o.moves.unwrap_or(20)
    };
    let mut line = TokenLines {
        out,
        on_line: 0,
        per_line: 10,
    };
    for _ in 0..moves {
        let step = match g.random_move(rng) {
            Some(step) => step,
            None => break,
        };
        if step.passed {
            line.push("pass")?;
        }
        line.push(&algebraic(step.square))?;
    }
    line.finish()?;
    Ok(())
}

/// `console`: a game from the standard start, one move per line (a forced
/// pass happens by itself); `--illegal` mixes in refused lines.
pub const CONSOLE: Generator = Generator {
    dialect: "console",
    accepts: &["--size", "--moves", "--end", "--pass", "--illegal"],
    summary: "20 random legal moves from the 8x8 start, one per line",
    write: gen_console,
};

fn gen_console(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    if super::variants::wanted(o) {
        return super::variants::gen_console(o, rng, out);
    }
    refuse_end_and_pass(o)?;
    let (rows, cols) = size(o, "console", false)?;
    if cols > 26 {
        return Err(Error::usage(
            "`console` boards have at most 26 columns (a to z)",
        ));
    }
    let steps: Vec<Step> = if o.pass {
        // A whole game that has a pass in it.
        let mut found = None;
        for _ in 0..PASS_TRIES {
            let mut g = Game::start(rows, cols)?;
            let game: Vec<Step> = std::iter::from_fn(|| g.random_move(rng)).collect();
            if game.iter().any(|s| s.passed) {
                found = Some(game);
                break;
            }
        }
        found.ok_or_else(|| {
            Error::usage(format!(
                "--pass: no player had to pass in {PASS_TRIES} random games on {rows}x{cols}"
            ))
        })?
    } else {
        let mut g = Game::start(rows, cols)?;
        let n = if o.end {
            usize::MAX
        } else {
            o.moves.unwrap_or(20)
        };
        std::iter::from_fn(|| g.random_move(rng)).take(n).collect()
    };
    let mut g = Game::start(rows, cols)?;
    for step in steps {
        if rng.chance(o.illegal, 100) {
            let line = match rng.below(4) {
                0 => "hello".to_string(),
                1 if g.board.has_legal_move(g.to_move) => "pass".to_string(),
                2 => algebraic(Square::new(rows, cols - 1)),
                _ => illegal_square(&g.board, step.mover, rng).map_or("z0".to_string(), algebraic),
            };
            writeln!(out, "{line}")?;
        }
        // A forced pass is not written: `console` passes for a side that
        // cannot move, and refuses a typed `pass`.
        writeln!(out, "{}", algebraic(step.square))?;
        let _ = g.board.play(step.square, step.mover);
        g.to_move = step.mover.opponent();
    }
    Ok(())
}

/// `uva220`: games on 8x8 (`-` `B` `W`), each with `L` and legal `Mrc`
/// commands (the forced switch included), ending with `Q`.
pub const UVA220: Generator = Generator {
    dialect: "uva220",
    accepts: &["--plies", "--cases", "--moves", "--end", "--pass", "--size"],
    summary: "3 games: a position after 0-60 plies, L and 8 Mrc commands, Q",
    write: gen_uva220,
};

fn gen_uva220(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    refuse_end_and_pass(o)?;
    size(o, "uva220", true)?;
    let layout = Layout {
        alphabet: alphabet("BW-"),
        spaced: false,
    };
    let games = cases(o, 3);
    writeln!(out, "{games}")?;
    for _ in 0..games {
        let mut g = position(o, rng, 8, 8, Want::Start)?;
        write_board(out, &g.board, layout, None)?;
        writeln!(out, "{}", color_letter(g.to_move))?;
        let moves = if o.end {
            usize::MAX
        } else {
            o.moves.unwrap_or(8)
        };
        for _ in 0..moves {
            if rng.chance(1, 3) {
                writeln!(out, "L")?;
            }
            let step = match g.random_move(rng) {
                Some(step) => step,
                None => break,
            };
            writeln!(out, "M{}{}", step.square.row + 1, step.square.col + 1)?;
        }
        if rng.chance(1, 2) {
            writeln!(out, "L")?;
        }
        writeln!(out, "Q")?;
    }
    Ok(())
}

/// The mover of a one-move case: the side to move when it can move, else
/// the other side; `None` when neither can (the game is over).
fn mover(g: &Game) -> Option<Color> {
    [g.to_move, g.to_move.opponent()]
        .into_iter()
        .find(|&c| g.board.has_legal_move(c))
}

/// A move for a one-move case: legal, or illegal when the coin (`--illegal`)
/// says so or nobody can move.
fn one_move(o: &Options, g: &Game, rng: &mut Rng) -> Option<(Color, Square)> {
    let illegal = rng.chance(o.illegal, 100);
    match mover(g) {
        Some(c) if !illegal => Some((c, pick(&g.board.legal_moves(c), rng)?)),
        m => {
            let c = m.unwrap_or(g.to_move);
            Some((c, illegal_square(&g.board, c, rng)?))
        }
    }
}

/// `nowcoder`: boards (`*` `+` `.`) each followed by `r c e`.
pub const NOWCODER: Generator = Generator {
    dialect: "nowcoder",
    accepts: &["--plies", "--cases", "--pass", "--illegal", "--size"],
    summary: "3 cases: an 8x8 position after 0-60 plies and a legal move",
    write: gen_nowcoder,
};

fn gen_nowcoder(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    size(o, "nowcoder", true)?;
    let layout = Layout {
        alphabet: alphabet("*+."),
        spaced: false,
    };
    for _ in 0..cases(o, 3) {
        let g = position(o, rng, 8, 8, Want::Open)?;
        write_board(out, &g.board, layout, None)?;
        if let Some((c, sq)) = one_move(o, &g, rng) {
            let e = if c == Color::Black { '*' } else { '+' };
            writeln!(out, "{} {} {e}", sq.row + 1, sq.col + 1)?;
        }
    }
    Ok(())
}

/// `codingame`: one board (`W` `B` `-`) and `B c4`.
pub const CODINGAME: Generator = Generator {
    dialect: "codingame",
    accepts: &["--plies", "--pass", "--illegal", "--size"],
    summary: "an 8x8 position after 0-60 plies and a legal move",
    write: gen_codingame,
};

fn gen_codingame(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    size(o, "codingame", true)?;
    let layout = Layout {
        alphabet: alphabet("BW-"),
        spaced: false,
    };
    let g = position(o, rng, 8, 8, Want::Open)?;
    write_board(out, &g.board, layout, None)?;
    if let Some((c, sq)) = one_move(o, &g, rng) {
        writeln!(out, "{} {}", color_letter(c), algebraic(sq))?;
    }
    Ok(())
}

/// `check-move`: one board (`.` `W` `B`) and queries `r c color` on free
/// cells, about half of them legal moves.
pub const CHECK_MOVE: Generator = Generator {
    dialect: "check-move",
    accepts: &["--plies", "--moves", "--spaced", "--illegal", "--size"],
    summary: "an 8x8 position after 0-60 plies and 5 queries on free cells",
    write: gen_check_move,
};

fn gen_check_move(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    size(o, "check-move", true)?;
    let layout = Layout {
        alphabet: STANDARD,
        spaced: o.spaced,
    };
    let g = position(o, rng, 8, 8, Want::Open)?;
    write_board(out, &g.board, layout, None)?;
    let b = &g.board;
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
    dialect: "coding-ninjas",
    accepts: &["--moves", "--end", "--illegal", "--size"],
    summary: "8 legal moves from the start",
    write: gen_coding_ninjas,
};

fn gen_coding_ninjas(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    size(o, "coding-ninjas", true)?;
    // Player 1 sits where the standard start puts white, and moves first.
    let mut g = Game::start(8, 8)?;
    g.to_move = Color::White;
    let want = if o.end {
        usize::MAX
    } else {
        o.moves.unwrap_or(8)
    };
    let mut pairs = Vec::new();
    let mut n = 0;
    while n < want {
        let legal = g.board.legal_moves(g.to_move);
        let sq = match pick(&legal, rng) {
            Some(sq) => sq,
            None => break,
        };
        if rng.chance(o.illegal, 100) {
            let bad = match rng.below(3) {
                0 => Some(Square::new(8, rng.below(8) as usize)),
                _ => illegal_square(&g.board, g.to_move, rng),
            };
            pairs.extend(bad.map(|s| (s.row, s.col)));
        }
        let _ = g.board.play(sq, g.to_move);
        g.to_move = g.to_move.opponent();
        pairs.push((sq.row, sq.col));
        n += 1;
    }
    writeln!(out, "{n}")?;
    for (r, c) in pairs {
        writeln!(out, "{r} {c}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_play_only_makes_legal_moves_and_passes_when_forced() {
        let mut rng = Rng::new(7);
        for _ in 0..50 {
            let mut g = Game::start(6, 6).unwrap();
            loop {
                let before = g.board.clone();
                let side = g.to_move;
                let step = match g.random_move(&mut rng) {
                    Some(step) => step,
                    None => {
                        assert!(!before.has_legal_move(side));
                        assert!(!before.has_legal_move(side.opponent()));
                        break;
                    }
                };
                assert_eq!(step.passed, !before.has_legal_move(side));
                assert!(before.legal_moves(step.mover).contains(step.square));
            }
        }
    }

    #[test]
    fn pass_positions_really_pass() {
        let o = Options {
            pass: true,
            ..Options::default()
        };
        let mut rng = Rng::new(3);
        let g = position(&o, &mut rng, 8, 8, Want::Any).unwrap();
        assert!(g.must_pass());
    }
}
