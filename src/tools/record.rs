//! `record`: reads GGF game records (and GGS match lines), checks them
//! against the rules and writes them back, or writes each game's final
//! position as an OBF line. Its formats are its help ([`COMMAND`]); the
//! records are [`crate::records::ggf`], OBF [`crate::records::obf`].

use crate::cli::args::{Args, Opt, Takes};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::input::open_input;
use crate::error::{Error, Result};
use crate::records::{ggf, obf};
use crate::text::reader::LineReader;

/// The `record` command.
pub const COMMAND: Command = Command {
    name: "record",
    kind: Kind::Tool,
    summary: "GGF game records checked and written back, or their positions as OBF",
    #[cfg(feature = "help")]
    help: "usage: othello record [--to ggf|obf] [FILE]

Reads GGF game records (the Generic Game Format of GGS and NBoard), one
record or one GGS match line per line (blank lines skipped), replays each
game by the rules, and writes it back (--to ggf, the default) or writes
its final position as an OBF line (--to obf), which `othello solve` reads
(see `othello solve --help` for OBF).

A record: `(;`, then properties `NAME[value]` (capital letters; a `]`
inside a value is written `\\]` and a `\\` as `\\\\`), then `;)`:
  BO[8 CELLS SIDE]  the start: 8, the 64 cells from a1 row by row (`*`
                    black, `O` white, `-` empty; blanks between them
                    allowed), then `*` or `O` to move. Without BO the
                    game starts from the standard position, black to move.
  B[MOVE], W[MOVE]  the moves in order: a square (f5 or F5) or PA (also
                    PASS) for a pass, optionally followed by /EVAL and
                    /EVAL/TIME (kept as written; TIME in seconds).
  any other         kept in order (GM[Othello], PB, PW, RE, TI, DT, ...).
A move by the colour not to move is refused, except that a side with no
legal move may be skipped without its PA (as some files do); a PA while
the side has a legal move is refused. A GGS match line holds the number
of games, 1 or 2, and the records: `1 (;...;)`, `2 (;...;) (;...;)`.

Output, one line per game, in order: --to ggf writes the record with its
properties in order, then BO, then the moves (small letters, PA), so a
record reads back unchanged; --to obf writes the position after the last
move with no scored moves (`...X;`). A bad record is an error at its line
and column (status 1); the games before it are written.

example:
  $ echo '(;GM[Othello]PB[me]B[F5/0.5]W[d6];)' | othello record
  (;GM[Othello]PB[me]BO[8 ---------------------------O*------*O--------------------------- *]B[f5/0.5]W[d6];)
",
    entry: &Entry {
        options: OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: None,
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// `record`'s options: `--to obf`.
#[derive(Default)]
struct Options {
    obf_out: bool,
}

const OPTIONS: &[Opt<Options>] = &[Opt {
    name: "--to",
    help: "ggf (the records back, the default) or obf (each game's final position)",
    takes: Takes::Text("FORM", |o, v| {
        o.obf_out = match v {
            "ggf" => false,
            "obf" => true,
            v => return Err(Error::usage(format!("--to must be ggf or obf, not `{v}`"))),
        };
        Ok(())
    }),
}];

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let obf_out = args.options.obf_out;
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let mut count = 0;
    while let Some(line) = input.next_nonblank_line()?.map(<[u8]>::to_vec) {
        let no = input.line_no();
        for rec in ggf::parse_match(&line, no)? {
            let turns = rec.replay(no)?;
            count += 1;
            let text = match obf_out {
                false => ggf::render(&rec),
                true => {
                    let (pos, to_move) = turns[turns.len() - 1];
                    obf::render(pos, to_move, &[])
                }
            };
            writeln!(io.out, "{text}")?;
        }
    }
    match count {
        0 => Err(Error::at(
            1,
            1,
            "empty input: expected a GGF record `(;...;)`",
        )),
        _ => Ok(()),
    }
}
