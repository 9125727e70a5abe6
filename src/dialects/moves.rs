//! `moves`: the legal-move marker grid. Its format (board text, the styles,
//! the rule variants) is its help ([`COMMAND`]; `othello moves --help`).
//!
//! Big grids are swept and written on two threads ([`pipeline`]); the rule
//! variants are the other half of the command, `moves/variants.rs`, apart
//! so that the moves bundle leaves them out.

pub mod pipeline;
#[cfg(feature = "variants")]
mod variants;

use crate::cli::args::{Args, Opt, Takes};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::input::open_input;
use crate::cli::variants::{refuse_variants, variants_asked, Shared};
use crate::error::{Error, Result};
#[cfg(feature = "thin-boards")]
use crate::square::Square;
use crate::squareset::SquareSet;
use crate::text::notation::algebraic;
use crate::text::packed;
use crate::text::position::{alphabet_option, read_position, write_board, Alphabet, ReadOptions};
use crate::text::reader::LineReader;
use std::io::{BufReader, Write};

/// The `moves` command.
pub const COMMAND: Command = Command {
    name: "moves",
    kind: Kind::Dialect,
    summary: "legal-move marker grid (0/1 per square) for the side to move",
    #[cfg(feature = "help")]
    help: "usage: othello moves [options] [FILE]

Reads positions and prints, for each, the squares where the player to move
may play. In the input a case follows the last one's player line directly
(blank lines between cases are allowed, not needed: `gen moves` writes
none); in the output a blank line separates the cases.

input, per case:
  8            optional size line: N, or R C
  ........     R rows of C cells, all side by side or all separated
  ...WB...     by one space; trailing spaces are ignored
  ...BW...
  ........     (more rows)
  B            the player to move

Alphabets (black, white, empty): `B W .`, `B W -`, `X O .`, `x o .`,
`* + .`, `1 2 0`. No character means two things in two alphabets (`.` is
always empty, `O` always white, `0` always empty), so an input that fits
several alphabets has one answer; cells from two alphabets (`B` and `X`,
`.` and `-`) are refused with both places named. The player line is `B`,
`W`, `black` or `white` in any case, or the alphabet's own symbol (`X`,
`o`, `*`, `2`, ...). In the `1 2 0` alphabet a row can look like a size
line: a first line of one or two numbers is the size when it has a digit
3 to 9, when its column count equals the next line's cell count, or when
it cannot be a row of the next line's length. Without a size line the
board ends at the player line, so a board one column wide needs one.
`\\r\\n` line ends and a byte order mark are accepted.

Output, per case: with --style grid (the default) R lines of C tokens `0`
or `1` separated by one space (1: the player may move there); with --style
board the board in the input's alphabet and layout, legal squares marked
`+` (or --mark; `#` on `* + .` boards, where `+` is white); with --style list the legal squares row by row on one
line (`b1 a2 d3 c4`). `No legal moves.` replaces the output of a case in
every style when the player has no move. --validate refuses (status 1, at
the board cell) a position that cannot come from the standard start: a
side is odd, a centre square of the start is empty, or a disc is cut off
from the centre (discs are never removed, and every move is played next
to one). These are necessary conditions only: a position that passes may
still be unreachable.

examples:
  $ printf '4\\n....\\n.WB.\\n.BW.\\n....\\nB\\n\\nx o . .\\n. . . .\\n. . . .\\n. . . .\\nwhite\\n' | othello moves
  0 1 0 0
  1 0 0 0
  0 0 0 1
  0 0 1 0

  No legal moves.
  $ printf '4\\n....\\n.WB.\\n.BW.\\n....\\nB\\n' | othello moves --style board
  .+..
  +WB.
  .BW+
  ..+.
  $ printf '4\\n....\\n.WB.\\n.BW.\\n....\\nB\\n' | othello moves --style list
  b1 a2 d3 c4
  $ printf '3 1\\n1\\n2\\n0\\nblack\\n' | othello moves
  0
  0
  1
  $ printf '2\\nBX\\n..\\nB\\n' | othello moves
  [status 1]

Rule variants (not in bundles): --directions 4 brackets along rows and
columns only; --players 3 or 4 reads cells 1 to K with `.` or `0` empty
(the size line is then required) and a player line 1 to K, and marks the
moves of that player against everyone else's discs; --costs reads, after
each position, R lines of C costs (0 to 10^9) and optionally `budget B`,
marks the affordable moves and adds `Cheapest: SQUARE COST`, or prints
`No affordable moves.` when every legal move costs too much.

example:
  $ printf '6 6\\n......\\n......\\n..12..\\n...3..\\n......\\n......\\n2\\n' | othello moves --players 3
  0 0 0 0 0 0
  0 0 0 0 0 0
  0 1 0 0 0 0
  0 0 0 0 0 0
  0 0 0 1 0 0
  0 0 0 0 0 0
",
    #[cfg(feature = "variants")]
    entry: &Entry {
        options: OPTIONS,
        run: run_any,
    },
    #[cfg(not(feature = "variants"))]
    entry: &Entry {
        options: OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::formats::MOVES),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// `moves`'s options.
#[derive(Default)]
pub(crate) struct Options {
    /// `--style`; a board's mark is `--mark`'s.
    style: Option<Style>,
    /// `--mark`.
    mark: Option<u8>,
    /// `--alphabet`.
    alphabet: Option<&'static Alphabet>,
    /// `--validate`.
    pub(crate) validate: bool,
}

const OPTIONS: &[Opt<Options>] = &[
    Opt {
        name: "--style",
        help: "grid (default), board (legal squares marked) or list",
        takes: Takes::Text("STYLE", |o, v| {
            o.style = Some(match v {
                "grid" => Style::Grid,
                "board" => Style::Board(b'+'),
                "list" => Style::List,
                s => {
                    return Err(Error::usage(format!(
                        "unknown --style `{s}`: expected grid, board or list"
                    )))
                }
            });
            Ok(())
        }),
    },
    Opt {
        name: "--mark",
        help: "the mark of --style board (default +, or # where + is a disc)",
        takes: Takes::Text("CHAR", |o, m| match m.as_bytes() {
            &[c] if c.is_ascii_graphic() => {
                o.mark = Some(c);
                Ok(())
            }
            _ => Err(Error::usage(format!(
                "--mark takes one visible character, not `{m}`"
            ))),
        }),
    },
    Opt {
        name: "--alphabet",
        help: "accept only this alphabet: BW., BW-, XO., xo., *+. or 120",
        takes: Takes::Text("NAME", |o, v| {
            o.alphabet = alphabet_option(Some(v))?;
            Ok(())
        }),
    },
    Opt {
        name: "--validate",
        help: "refuse a position that cannot arise from the standard start",
        takes: Takes::Flag(|o| o.validate = true),
    },
    Shared::DIRECTIONS,
    Shared::PLAYERS,
    Shared::COSTS,
];

/// The output styles of `moves` (`--style`), for every rule set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Style {
    /// The 0/1 grid.
    Grid,
    /// The board with the moves marked by this character.
    Board(u8),
    /// The squares in algebraic notation.
    List,
}

fn options(o: &Options) -> Result<(Style, ReadOptions)> {
    let mark = o.mark.unwrap_or(b'+');
    let style = match o.style.unwrap_or(Style::Grid) {
        Style::Board(_) => Style::Board(mark),
        _ if o.mark.is_some() => return Err(Error::usage("--mark applies to --style board only")),
        style => style,
    };
    let alphabet = o.alphabet;
    Ok((
        style,
        ReadOptions {
            alphabet,
            // Grids and lists come out of a transposed board as well: a
            // tall narrow one is then kept in memory by its squares.
            #[cfg(feature = "thin-boards")]
            transpose: style != Style::Board(mark) && !o.validate,
        },
    ))
}

/// The mark of `--style board` on a board of alphabet `a`: a chosen
/// `mark` must differ from the cells; the default `+`, white in `* + .`,
/// is `#` there, so that a mark never reads as a disc.
pub(crate) fn board_mark(mark: u8, chosen: bool, a: &Alphabet) -> Result<u8> {
    let cells = [a.black, a.white, a.empty];
    match cells.contains(&mark) {
        false => Ok(mark),
        true if chosen => Err(Error::usage(format!(
            "--mark `{}` is a cell of this board's alphabet ({}): choose another",
            mark as char, a.name
        ))),
        true => Ok(b'#'),
    }
}

/// Writes the 0/1 grid of `legal`, streaming from the packed bits (see
/// [`packed::write_grid`]).
pub fn write_grid(out: &mut dyn Write, legal: &SquareSet) -> std::io::Result<()> {
    packed::write_grid(out, legal)
}

/// [`write_grid`] of a board read transposed
/// ([`crate::text::position::Parsed::transposed`], not in bundles):
/// `legal`'s row c is column c of the grid.
#[cfg(feature = "thin-boards")]
fn write_grid_transposed(out: &mut dyn Write, legal: &SquareSet) -> std::io::Result<()> {
    let (rows, cols) = (legal.cols(), legal.rows());
    let mut buf = Vec::with_capacity(packed::CHUNK + 2 * cols);
    for r in 0..rows {
        let (word, bit) = (r / 64, r % 64);
        for c in 0..cols {
            if c > 0 {
                buf.push(b' ');
            }
            buf.push(b'0' + ((legal.row(c)[word] >> bit) & 1) as u8);
        }
        buf.push(b'\n');
        packed::flush_chunk(out, &mut buf)?;
    }
    out.write_all(&buf)
}

/// [`write_list`] of a board read transposed: the squares of `legal`
/// transposed back, in the input's row-major order.
#[cfg(feature = "thin-boards")]
fn write_list_transposed(out: &mut dyn Write, legal: &SquareSet) -> std::io::Result<()> {
    let (rows, cols) = (legal.cols(), legal.rows());
    let (mut buf, mut first) = (Vec::new(), true);
    for r in 0..rows {
        let (word, bit) = (r / 64, r % 64);
        for c in (0..cols).filter(|&c| (legal.row(c)[word] >> bit) & 1 == 1) {
            if !first {
                buf.push(b' ');
            }
            first = false;
            buf.extend_from_slice(algebraic(Square::new(r, c)).as_bytes());
        }
        packed::flush_chunk(out, &mut buf)?;
    }
    buf.push(b'\n');
    out.write_all(&buf)
}

/// Writes the legal squares in algebraic notation, row-major, separated by
/// spaces, on one line; streamed, never held as one string.
pub(crate) fn write_list(out: &mut dyn Write, legal: &SquareSet) -> std::io::Result<()> {
    let mut buf = Vec::new();
    for (i, sq) in legal.iter().enumerate() {
        if i > 0 {
            buf.push(b' ');
        }
        buf.extend_from_slice(algebraic(sq).as_bytes());
        packed::flush_chunk(out, &mut buf)?;
    }
    buf.push(b'\n');
    out.write_all(&buf)
}

/// `moves` under the command line's rule set: the variants' own loop
/// ([`variants::run_moves`]) when a variant is asked for, else [`run`].
#[cfg(feature = "variants")]
fn run_any(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let o = &args.options;
    if !variants_asked(args) {
        return run(args, io);
    }
    let (style, read_opts) = options(o)?;
    let chosen = o.mark.is_some();
    // (The variants write every board the way it was read.)
    #[cfg(feature = "thin-boards")]
    let read_opts = ReadOptions {
        transpose: false,
        ..read_opts
    };
    variants::run_moves(args, io, style, read_opts, chosen)
}

/// `moves` under the usual rules: [`read_position`] then the marker grid,
/// list or board of each position.
fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let o = &args.options;
    let (style, read_opts) = options(o)?;
    refuse_variants(variants_asked(args))?;
    // A 128 KiB buffer over the caller's: fewer reads, and board rows lie
    // whole in it (so they are decoded in place, see `LineReader`). With
    // its buffer empty the inner reader passes big reads straight through.
    let source = BufReader::with_capacity(1 << 17, open_input(args, &mut *io.stdin)?);
    let mut input = LineReader::new(source);
    // A line of junk is kept only up to its first impossible byte.
    #[cfg(feature = "line-limits")]
    input.limit_lines(crate::text::position::BOARD_TEXT);
    let mut cases = 0;
    let validate = o.validate;
    while let Some(p) = read_position(&mut input, read_opts)? {
        if validate {
            crate::text::validate::validate(&p)?;
        }
        if cases > 0 {
            io.out.write_all(b"\n")?;
        }
        cases += 1;
        #[cfg(feature = "thin-boards")]
        if p.transposed {
            let legal = p.board.into_legal_moves(p.to_move);
            if legal.is_empty() {
                io.out.write_all(b"No legal moves.\n")?;
            } else if style == Style::List {
                write_list_transposed(io.out, &legal)?;
            } else {
                write_grid_transposed(io.out, &legal)?;
            }
            continue;
        }
        if style == Style::Grid
            && p.board.rows().saturating_mul(p.board.cols()) >= pipeline::STREAM_MIN_SQUARES
        {
            let band = pipeline::band_rows(p.board.cols());
            pipeline::write_grid_streamed(io.out, &p.board, p.to_move, band)?;
            continue;
        }
        // Only the board style needs the board after its moves: the others
        // let the sweep work in the board's memory.
        let (board, legal) = match style {
            Style::Board(_) => {
                let legal = p.board.legal_moves(p.to_move);
                (Some(p.board), legal)
            }
            Style::Grid | Style::List => (None, p.board.into_legal_moves(p.to_move)),
        };
        if legal.is_empty() {
            io.out.write_all(b"No legal moves.\n")?;
            continue;
        }
        match (style, &board) {
            (Style::Grid, _) => write_grid(io.out, &legal)?,
            (Style::List, _) => write_list(io.out, &legal)?,
            (Style::Board(mark), Some(b)) => {
                let chosen = o.mark.is_some();
                let mark = board_mark(mark, chosen, p.layout.alphabet)?;
                write_board(io.out, b, p.layout, Some((&legal, mark)))?
            }
            (Style::Board(_), None) => unreachable!("the board style keeps its board"),
        }
    }
    if cases == 0 {
        return Err(Error::at(1, 1, "empty input: expected a board"));
    }
    Ok(())
}
