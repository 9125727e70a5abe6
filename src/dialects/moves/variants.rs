//! `moves` under the rule variants (`--directions 4`, `--players 3|4`,
//! `--costs`; the format is `othello moves --help`'s): positions of any
//! rule set, with a cost grid after each under `--costs`, and the lines
//! costs add (`No affordable moves.`, `Cheapest: SQUARE COST`).
//!
//! One command split in two files on purpose: `moves.rs` hands the
//! variants to this file, which writes its grids and lists with
//! `moves.rs`'s writers. Apart, it stays out of the moves bundle, which
//! leaves the variants out.

use super::pipeline;
use super::Options;
use super::{write_grid, write_list, Style};
use crate::board::sweep::Sweeper;
use crate::cli::args::Args;
use crate::cli::command::Io;
use crate::cli::input::open_input;
use crate::cli::variants::Variants;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::rules::costs::Costs;
use crate::squareset::SquareSet;
use crate::text::costs::read_costs;
use crate::text::multiplayer::{read_kposition, write_kboard, KParsed};
use crate::text::notation::algebraic;
use crate::text::position::{read_position, write_board, Parsed, ReadOptions};
use crate::text::reader::LineReader;
use std::io::{BufReader, Write};

/// What `moves` prints for one position under costs: the affordable legal
/// moves and the cheapest, or the line that replaces the grid.
pub enum Marked {
    /// Legal (and affordable) squares to show; with costs, the cheapest.
    Moves(SquareSet, Option<(crate::square::Square, u64)>),
    /// `No legal moves.` or `No affordable moves.`.
    Line(&'static str),
}

/// Marks `legal` under `costs` for a player with the budget's full amount.
pub fn mark(legal: SquareSet, costs: Option<&Costs>) -> Marked {
    if legal.is_empty() {
        return Marked::Line("No legal moves.");
    }
    match costs {
        None => Marked::Moves(legal, None),
        Some(c) => {
            let (affordable, cheapest) = c.affordable(&legal, c.budget());
            match cheapest {
                None => Marked::Line("No affordable moves."),
                Some(best) => Marked::Moves(affordable, Some(best)),
            }
        }
    }
}

/// The `Cheapest: SQUARE COST` line.
pub fn write_cheapest(
    out: &mut dyn Write,
    best: Option<(crate::square::Square, u64)>,
) -> Result<()> {
    if let Some((sq, cost)) = best {
        writeln!(out, "Cheapest: {} {}", algebraic(sq), cost)?;
    }
    Ok(())
}

/// A position of any rule set as read.
enum AnyParsed {
    Two(Parsed),
    Many(KParsed),
}

impl AnyParsed {
    fn shape(&self) -> (usize, usize) {
        match self {
            AnyParsed::Two(p) => (p.board.rows(), p.board.cols()),
            AnyParsed::Many(k) => (k.rows(), k.cols()),
        }
    }

    /// The mover's discs and everyone else's, taking the position apart.
    fn into_planes(self) -> (SquareSet, SquareSet) {
        match self {
            AnyParsed::Two(p) => {
                let (black, white) = p.board.into_sets();
                match p.to_move {
                    Color::Black => (black, white),
                    Color::White => (white, black),
                }
            }
            AnyParsed::Many(k) => k.into_mover_and_others(),
        }
    }
}

/// `moves` under the rule variants: as the plain command, with the
/// positions of `rules` and, with `--costs`, a cost grid after each.
pub fn run_moves(
    args: &Args<Options>,
    io: &mut Io,
    style: Style,
    read_opts: ReadOptions,
    chosen_mark: bool,
) -> Result<()> {
    let o = &args.options;
    let v = Variants::of(args);
    let rules = v.rules_with_alphabet(o.alphabet.is_some())?;
    let with_costs = v.costs;
    let validate = o.validate;
    let source = BufReader::with_capacity(1 << 17, open_input(args, &mut *io.stdin)?);
    let mut input = LineReader::new(source);
    #[cfg(feature = "line-limits")]
    input.limit_lines(crate::text::position::BOARD_TEXT);
    let directions = rules.directions;
    let mut cases = 0;
    loop {
        let read = if rules.players == 2 {
            match read_position(&mut input, read_opts)? {
                Some(p) => AnyParsed::Two(p),
                None => break,
            }
        } else {
            match read_kposition(&mut input, rules.players)? {
                Some(k) => AnyParsed::Many(k),
                None => break,
            }
        };
        if validate {
            match &read {
                AnyParsed::Two(p) => crate::text::validate::validate(p)?,
                AnyParsed::Many(k) => crate::text::multiplayer::validate(k)?,
            }
        }
        let (rows, cols) = read.shape();
        let costs = match with_costs {
            true => Some(read_costs(&mut input, rows, cols)?),
            false => None,
        };
        if cases > 0 {
            io.out.write_all(b"\n")?;
        }
        cases += 1;
        if style == Style::Grid
            && costs.is_none()
            && rows.saturating_mul(cols) >= pipeline::STREAM_MIN_SQUARES
        {
            let (me, opp) = read.into_planes();
            let band = pipeline::band_rows(cols);
            pipeline::write_sets_streamed(io.out, &me, &opp, directions, band)?;
            continue;
        }
        // Only the board style needs the board after its moves: the others
        // let the sweep work in the position's memory.
        let (legal, kept) = match (style, read) {
            (Style::Board(_), AnyParsed::Two(p)) => (
                p.board.legal_moves_in(p.to_move, directions),
                Some(AnyParsed::Two(p)),
            ),
            (Style::Board(_), AnyParsed::Many(k)) => {
                let board = k.board();
                let legal = board.legal_moves_of(k.to_move, directions);
                (legal, Some(AnyParsed::Many(k)))
            }
            (_, read) => {
                let (mut me, mut opp) = read.into_planes();
                Sweeper::with_directions(cols, directions).legal_moves_in_place(&mut me, &mut opp);
                (me, None)
            }
        };
        let (shown, cheapest) = match mark(legal, costs.as_ref()) {
            Marked::Line(line) => {
                writeln!(io.out, "{line}")?;
                continue;
            }
            Marked::Moves(shown, cheapest) => (shown, cheapest),
        };
        match (style, kept) {
            (Style::Board(mark), Some(AnyParsed::Two(p))) => {
                let mark = super::board_mark(mark, chosen_mark, p.layout.alphabet)?;
                write_board(io.out, &p.board, p.layout, Some((&shown, mark)))?
            }
            (Style::Board(mark), Some(AnyParsed::Many(k))) => {
                let digit = mark.is_ascii_digit() && usize::from(mark - b'0') <= k.players;
                if chosen_mark && (digit || mark == k.layout.empty) {
                    return Err(Error::usage(format!(
                        "--mark `{}` is a cell of this board: choose another",
                        mark as char
                    )));
                }
                write_kboard(io.out, &k.board(), k.layout, Some((&shown, mark)))?
            }
            (Style::List, _) => write_list(io.out, &shown)?,
            _ => write_grid(io.out, &shown)?,
        }
        write_cheapest(io.out, cheapest)?;
    }
    if cases == 0 {
        return Err(Error::at(1, 1, "empty input: expected a board"));
    }
    Ok(())
}
