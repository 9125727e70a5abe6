//! `play` under the rule variants (`--directions`, `--players`, `--costs`):
//! the same input and output as plain `play`, with the positions of
//! [`crate::text::kcells`] for three or four players, a cost grid after
//! the position, and the game of [`crate::kgame`].
//!
//! ```text
//! start 6        (play --players 3)   ......
//! e3 f2                               .....3
//!                                     ..113.
//!                                     ...3..
//!                                     ......
//!                                     ......
//!                                     Player 1 2 Player 2 0 Player 3 3
//!                                     Player 1 to move
//! ```
//!
//! Three or four players print `Player 1 12 Player 2 9 Player 3 11` and
//! `Player 2 to move`, `Player 1 wins` or `Draw between players 1 and 3`;
//! two players keep `Black`/`White`. With costs a line `Spent: ...` follows
//! the counts. A legal move the mover cannot afford is a bad move.

use crate::board::Board;
use crate::board::IllegalMove;
use crate::cli::Args;
use crate::dialects::play::{parse_move, read_start, Move};
use crate::dialects::variants::{player_name, rules};
use crate::dialects::{open_input, Io};
use crate::error::{Error, Result};
use crate::kgame::{KGame, MoveError, State};
use crate::rules::Rules;
use crate::text::costs::read_costs;
use crate::text::kcells::{read_kposition, write_kboard, KLayout};
use crate::text::notation::{algebraic, looks_like_square};
use crate::text::position::{read_position, write_board, Layout, ReadOptions};
use crate::text::quote::quoted;
use crate::text::reader::{LineReader, Token};
use std::io::{BufRead, Write};

/// How the board is written back.
#[derive(Clone, Copy)]
enum Look {
    Two(Layout),
    Many(KLayout),
}

/// Reads the position (a `start` line or board text, after blank and
/// comment lines) and its cost grid, and starts the game.
fn read_game<R: BufRead>(
    input: &mut LineReader<R>,
    rules: Rules,
    validate: bool,
    with_costs: bool,
) -> Result<(KGame, Look)> {
    let start = read_start(input)?;
    let (board, to_move, look) = match (start, rules.players) {
        (Some((rows, cols)), _) => {
            let board = Board::standard_for(rows, cols, rules).expect("even sizes, at least 2");
            let look = match rules.players {
                2 => Look::Two(Layout::STANDARD),
                _ => Look::Many(KLayout::STANDARD),
            };
            (board, 0, look)
        }
        (None, 2) => {
            let p = read_position(input, ReadOptions::default())?
                .ok_or_else(|| input.eof_error("expected a board"))?;
            if validate {
                crate::text::validate::validate(&p)?;
            }
            let to_move = p.to_move.index();
            (p.board, to_move, Look::Two(p.layout))
        }
        (None, k) => {
            let p = read_kposition(input, k)?.ok_or_else(|| input.eof_error("expected a board"))?;
            if validate {
                crate::text::kcells::validate(&p)?;
            }
            (p.board(), p.to_move, Look::Many(p.layout))
        }
    };
    let costs = match with_costs {
        true => Some(read_costs(input, board.rows(), board.cols())?),
        false => None,
    };
    Ok((KGame::new(board, rules, costs, to_move), look))
}

/// The name of player `p` of `game`.
fn name(game: &KGame, p: usize) -> String {
    player_name(p, game.rules().players)
}

/// The state line.
fn state_line(game: &KGame) -> String {
    let k = game.rules().players;
    match game.state() {
        State::ToMove(p) => format!("{} to move", name(game, p)),
        State::Over => match &game.leaders()[..] {
            [p] => format!("{} wins", name(game, *p)),
            _ if k == 2 => "Draw".into(),
            [rest @ .., last] => {
                let rest: Vec<String> = rest.iter().map(|p| (p + 1).to_string()).collect();
                format!("Draw between players {} and {}", rest.join(", "), last + 1)
            }
            [] => "Draw".into(),
        },
    }
}

/// Writes the board as it was read.
fn write_position(out: &mut dyn Write, game: &KGame, look: Look) -> std::io::Result<()> {
    match look {
        Look::Two(layout) => write_board(out, game.board(), layout, None),
        Look::Many(layout) => write_kboard(out, game.board(), layout, None),
    }
}

/// Writes the board, the counts line, the spent line (with costs) and the
/// state line.
fn write_result(out: &mut dyn Write, game: &KGame, look: Look) -> std::io::Result<()> {
    write_position(out, game, look)?;
    let k = game.rules().players;
    let counts: Vec<String> = (0..k)
        .map(|p| format!("{} {}", name(game, p), game.count(p)))
        .collect();
    writeln!(out, "{}", counts.join(" "))?;
    if game.costs().is_some() {
        let spent: Vec<String> = (0..k)
            .map(|p| format!("{} {}", name(game, p), game.spent(p)))
            .collect();
        writeln!(out, "Spent: {}", spent.join(" "))?;
    }
    writeln!(out, "{}", state_line(game))
}

/// What follows a trace header after a move: the passes it caused, or the
/// end.
fn aftermath(game: &KGame) -> String {
    let passes: String = game
        .passed()
        .iter()
        .map(|&p| format!(", {} passes", name(game, p)))
        .collect();
    match game.state() {
        State::Over => ", game over".into(),
        State::ToMove(_) => passes,
    }
}

/// Why move `number` (token `t`) cannot be played in `game`.
fn bad_move(t: &Token, number: usize, game: &KGame, err: MoveError) -> Error {
    let who = game
        .to_move()
        .map_or(String::new(), |p| format!(" ({})", name(game, p)));
    let (_, text) = quoted(&t.text);
    let why = match err {
        MoveError::Illegal(IllegalMove::OffBoard) => format!(
            "{text} is off the {} x {} board",
            game.board().rows(),
            game.board().cols()
        ),
        MoveError::Illegal(IllegalMove::Occupied) => format!("{text} is occupied"),
        MoveError::Illegal(IllegalMove::NoFlips) => format!("{text} flips nothing"),
        MoveError::Unaffordable { cost, left } => {
            format!("{text} costs {cost}, more than the {left} left to spend")
        }
        MoveError::MayNotPass(first) => {
            format!("a pass while a move exists ({} is legal)", algebraic(first))
        }
        MoveError::GameOver => format!(
            "{text} comes after the end of the game ({})",
            state_line(game)
        ),
    };
    t.error(format!("move {number}{who}: {why}"))
}

/// `play` under the rule variants.
pub fn run(args: &Args, io: &mut Io) -> Result<()> {
    let rules = rules(args)?;
    if args.value("--alphabet").is_some() {
        return Err(Error::usage("play takes no --alphabet"));
    }
    let trace = args.flag("--trace");
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    let (mut game, look) = read_game(
        &mut input,
        rules,
        args.flag("--validate"),
        args.flag("--costs"),
    )?;
    let block = |out: &mut dyn Write, header: &str, game: &KGame| -> Result<()> {
        writeln!(out, "{header}")?;
        write_position(out, game, look)?;
        writeln!(out)?;
        Ok(())
    };
    if trace {
        block(io.out, &format!("start{}", aftermath(&game)), &game)?;
    }
    let mut number = 0;
    let stop = loop {
        let t = match input.next_token(true)? {
            Some(t) => t,
            None => break None,
        };
        number += 1;
        let mv = match parse_move(&t) {
            Some(mv) => mv,
            None if looks_like_square(&t.text) => {
                let why = match game.is_over() {
                    true => MoveError::GameOver,
                    false => MoveError::Illegal(IllegalMove::OffBoard),
                };
                break Some(bad_move(&t, number, &game, why));
            }
            None => {
                let who = game
                    .to_move()
                    .map_or(String::new(), |p| format!(" ({})", name(&game, p)));
                break Some(t.error_about(|q| format!("move {number}{who}: expected a square (d3, 3,4 or (3,4)) or `pass`, found {q}")));
            }
        };
        let header = match mv {
            Move::At(sq) => game.play(sq).map(|p| {
                format!(
                    "{number}. {} {} flips {}",
                    name(&game, p.mover),
                    algebraic(p.square),
                    p.flipped
                )
            }),
            Move::Pass => game
                .pass()
                .map(|p| format!("{number}. {} pass", name(&game, p))),
        };
        let header = match header {
            Ok(h) => h,
            Err(e) => break Some(bad_move(&t, number, &game, e)),
        };
        if trace {
            let after = match mv {
                Move::At(_) => aftermath(&game),
                Move::Pass => String::new(),
            };
            block(io.out, &format!("{header}{after}"), &game)?;
        }
    };
    write_result(io.out, &game, look)?;
    match stop {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
