//! `console` under the rule variants (`--directions`, `--players`,
//! `--costs FILE`): the same session as plain `console`, played by
//! [`crate::game::Game`].
//!
//! ```text
//!   a b c d        (console --players 3 --size 4, first turn)
//! 1 . . . . 1
//! 2 . 1 2 + 2
//! 3 . . 3 . 3
//! 4 . . . + 4
//!   a b c d
//! Player 1 (1): 1  Player 2 (2): 1  Player 3 (3): 1
//! It is PLAYER 1's turn (1):
//! ```
//!
//! Two players keep `x`, `o` and `BLACK`/`WHITE`; three or four show their
//! discs as digits and are called `PLAYER 1` to `PLAYER 4`. With costs, a
//! line `Left: ...` under the counts shows what each player may still
//! spend (`unlimited` without a budget line), and a move the player cannot
//! afford is explained and asked again.
//!
//! With `--computer`, the computer's players announce their moves in
//! place of the prompt, in the same words (`PLAYER 2 (computer) plays
//! e6.`), searched on the rule-set position
//! ([`crate::engine::multi::Multi`]) with what each player has left.

use crate::board::Board;
use crate::board::IllegalMove;
use crate::cli::Args;
use crate::dialects::console::Computer;
use crate::dialects::variants::rules;
use crate::dialects::Io;
use crate::error::{Error, Result};
use crate::game::{Game, MoveError};
use crate::square::Square;
use crate::squareset::SquareSet;
use crate::text::costs::read_costs;
use crate::text::notation::{algebraic, column_name, parse_square};
use crate::text::reader::LineReader;
use std::io::Write;

/// The name a prompt shouts.
fn shout(game: &Game, p: usize) -> String {
    match (game.rules().players, p) {
        (2, 0) => "BLACK".into(),
        (2, _) => "WHITE".into(),
        _ => format!("PLAYER {}", p + 1),
    }
}

/// A disc's character.
fn symbol(game: &Game, p: usize) -> char {
    match (game.rules().players, p) {
        (2, 0) => 'x',
        (2, _) => 'o',
        _ => (b'1' + p as u8) as char,
    }
}

/// The name in the counts line.
fn title(game: &Game, p: usize) -> String {
    crate::dialects::variants::player_name(p, game.rules().players)
}

/// Writes the board with letters and numbers around it, `+` on `marks`.
fn write_board(out: &mut dyn Write, game: &Game, marks: &SquareSet) -> std::io::Result<()> {
    let b = game.board();
    let width = b.rows().to_string().len();
    let letters: Vec<String> = (0..b.cols()).map(column_name).collect();
    let edge = format!("{:width$} {}\n", "", letters.join(" "));
    out.write_all(edge.as_bytes())?;
    for r in 0..b.rows() {
        let mut line = format!("{:>width$}", r + 1);
        for c in 0..b.cols() {
            let sq = Square::new(r, c);
            let ch = match b.player_at(sq) {
                Some(p) => symbol(game, p),
                None if marks.contains(sq) => '+',
                None => '.',
            };
            line.push(' ');
            line.push(ch);
        }
        line.push_str(&format!(" {}\n", r + 1));
        out.write_all(line.as_bytes())?;
    }
    out.write_all(edge.as_bytes())
}

/// The counts line, and with costs the line of what each may spend.
fn write_counts(out: &mut dyn Write, game: &Game) -> std::io::Result<()> {
    let k = game.rules().players;
    let counts: Vec<String> = (0..k)
        .map(|p| {
            format!(
                "{} ({}): {}",
                title(game, p),
                symbol(game, p),
                game.count_of(p)
            )
        })
        .collect();
    writeln!(out, "{}", counts.join("  "))?;
    if game.costs().is_some() {
        let left: Vec<String> = (0..k)
            .map(|p| match game.left(p) {
                Some(l) => format!("{} {}", title(game, p), l),
                None => format!("{} unlimited", title(game, p)),
            })
            .collect();
        writeln!(out, "Left: {}", left.join("  "))?;
    }
    Ok(())
}

/// What one answer to the prompt did.
enum Answer {
    Moved(Vec<String>),
    Again(Option<String>),
    Quit,
}

/// Reads `line` as the answer of player `me` and applies it.
fn answer(game: &mut Game, me: usize, line: &[u8]) -> Answer {
    let text = String::from_utf8_lossy(crate::text::trim_ascii(line)).into_owned();
    let lower = text.to_ascii_lowercase();
    let (rows, cols) = (game.board().rows(), game.board().cols());
    let again = |msg: String| Answer::Again(Some(msg));
    match lower.as_str() {
        "" => return Answer::Again(None),
        "quit" => return Answer::Quit,
        "pass" => {
            return again(format!(
                "{} cannot pass while a move exists (the + squares).",
                shout(game, me)
            ))
        }
        _ => {}
    }
    let sq = match parse_square(lower.as_bytes()) {
        Some(sq) => sq,
        None => {
            return again(format!(
                "{text} is not a valid board location (type a square like d3, pass or quit)."
            ))
        }
    };
    match game.play(sq) {
        Ok(_) => {
            let mut news: Vec<String> = game
                .passed_players()
                .iter()
                .map(|&p| format!("{} must pass.", shout(game, p)))
                .collect();
            if game.is_over() {
                let discs: usize = (0..game.rules().players).map(|p| game.count_of(p)).sum();
                news.push(if discs == rows * cols {
                    "The board is full: game over.".to_string()
                } else if game.rules().players == 2 {
                    "Neither side can move: game over.".to_string()
                } else {
                    "Nobody can move: game over.".to_string()
                });
            }
            Answer::Moved(news)
        }
        Err(MoveError::Illegal(IllegalMove::OffBoard)) => again(format!(
            "{text} is not a valid board location (a1 to {}).",
            algebraic(Square::new(rows - 1, cols - 1))
        )),
        Err(MoveError::Illegal(IllegalMove::Occupied)) => {
            again(format!("There is already a piece at {}.", algebraic(sq)))
        }
        Err(MoveError::Illegal(IllegalMove::NoFlips)) => again(format!(
            "{} is not a valid place to put a {} piece (it flips nothing).",
            algebraic(sq),
            shout(game, me)
        )),
        Err(MoveError::Unaffordable { cost, left }) => again(format!(
            "{} costs {cost}, more than the {left} {} has left.",
            algebraic(sq),
            shout(game, me)
        )),
        Err(MoveError::GameOver | MoveError::MayNotPass(_)) => Answer::Again(None),
    }
}

/// The players sharing the lead, as `players 1 and 3`.
fn between(game: &Game) -> String {
    let names: Vec<String> = game.leaders().iter().map(|p| (p + 1).to_string()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("players {} and {last}", rest.join(", "))
        }
        _ => names.join(""),
    }
}

/// `console` under the rule variants, on an R x C board; `echo` as plain
/// `console` decides it.
pub fn run(
    args: &Args,
    io: &mut Io,
    rows: usize,
    cols: usize,
    echo: bool,
    computer: &mut Computer,
) -> Result<()> {
    let rules = rules(args)?;
    let costs = match args.value("--costs") {
        None => None,
        Some(path) => {
            let file = std::fs::File::open(path)
                .map_err(|e| Error::usage(format!("cannot open `{path}`: {e}")))?;
            let mut input = LineReader::new(std::io::BufReader::new(file));
            let costs = read_costs(&mut input, rows, cols)
                .map_err(|e| Error::usage(format!("in `{path}`: {e}")))?;
            if let Some(line) = input.next_nonblank_line()? {
                let _ = line;
                return Err(Error::usage(format!(
                    "in `{path}`: line {}, col 1: expected nothing after the costs and the budget line",
                    input.line_no()
                )));
            }
            Some(costs)
        }
    };
    let board =
        Board::standard_for(rows, cols, rules).ok_or_else(|| Error::usage("bad board size"))?;
    let mut game = Game::new(board, rules, costs, 0);
    let mut input = LineReader::new(crate::dialects::open_input(args, &mut *io.stdin)?);
    let out = &mut *io.out;
    let mut first = true;
    // `Some(p)`: player p quit; `None` inside: the input ended.
    let mut stopped: Option<Option<usize>> = None;
    'game: while let Some(me) = game.player_to_move() {
        if !first {
            writeln!(out)?;
        }
        first = false;
        write_board(out, &game, &game.legal_moves())?;
        write_counts(out, &game)?;
        if let Some(sq) = computer.choose_k(&game, me) {
            writeln!(
                out,
                "{} (computer) plays {}.",
                shout(&game, me),
                algebraic(sq)
            )?;
            if let Answer::Moved(news) = answer(&mut game, me, algebraic(sq).as_bytes()) {
                for n in news {
                    writeln!(out, "{n}")?;
                }
            }
            continue;
        }
        loop {
            write!(
                out,
                "It is {}'s turn ({}): ",
                shout(&game, me),
                symbol(&game, me)
            )?;
            out.flush()?;
            let line = match input.next_line()? {
                Some(line) => line,
                None => {
                    writeln!(out)?;
                    stopped = Some(None);
                    break 'game;
                }
            };
            if echo {
                out.write_all(line)?;
                writeln!(out)?;
            }
            match answer(&mut game, me, line) {
                Answer::Moved(news) => {
                    for n in news {
                        writeln!(out, "{n}")?;
                    }
                    break;
                }
                Answer::Again(msg) => {
                    if let Some(m) = msg {
                        writeln!(out, "{m}")?;
                    }
                }
                Answer::Quit => {
                    stopped = Some(Some(me));
                    break 'game;
                }
            }
        }
    }
    if first && stopped.is_none() {
        let who = if rules.players == 2 {
            "Neither side"
        } else {
            "Nobody"
        };
        writeln!(out, "{who} can move: game over.")?;
    }
    let leaders = game.leaders();
    let last = match stopped {
        None => match leaders[..] {
            [p] => format!("{} wins.", shout(&game, p)),
            _ if rules.players == 2 => "It is a draw.".to_string(),
            _ => format!("It is a draw between {}.", between(&game)),
        },
        Some(who) => {
            let stop = match who {
                Some(p) => format!("{} quits: the game stops here.", shout(&game, p)),
                None => "End of input: the game stops here.".to_string(),
            };
            writeln!(out, "{stop}")?;
            match leaders[..] {
                [p] => format!("{} leads.", shout(&game, p)),
                _ => "The counts are level.".to_string(),
            }
        }
    };
    writeln!(out)?;
    write_board(out, &game, &SquareSet::new(rows, cols))?;
    write_counts(out, &game)?;
    writeln!(out, "{last}")?;
    Ok(())
}
