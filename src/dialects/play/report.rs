//! What `play` writes: the board, the counts, what each player spent, the
//! state line, the trace headers' tails, and the messages of bad moves.

use super::start::{Cells, Look};
use crate::board::IllegalMove;
use crate::error::{Error, Result};
use crate::game::{Game, MoveError};
use crate::quote::quoted;
use crate::square::Square;
use crate::text::notation::algebraic;
use crate::text::position::write_board;
use crate::text::reader::Token;
use std::io::Write;

/// The name of player `p` of `game`: `Black`/`White` with two players,
/// `Player 3` with more.
pub(super) fn name(game: &Game, p: usize) -> String {
    match (game.rules().players, p) {
        (2, 0) => "Black".into(),
        (2, _) => "White".into(),
        _ => format!("Player {}", p + 1),
    }
}

/// ` (Black)`: the player to move, for messages; empty once over.
pub(super) fn who(game: &Game) -> String {
    game.player_to_move()
        .map_or(String::new(), |p| format!(" ({})", name(game, p)))
}

/// The state line: `Black to move`, `White wins`, `Draw`, `Player 2 to
/// move`, `Draw between players 1 and 3`.
fn state_line(game: &Game) -> String {
    match game.player_to_move() {
        Some(p) => format!("{} to move", name(game, p)),
        None => match &game.leaders()[..] {
            [p] => format!("{} wins", name(game, *p)),
            #[cfg(feature = "variants")]
            [rest @ .., last] if game.rules().players > 2 => {
                let rest: Vec<String> = rest.iter().map(|p| (p + 1).to_string()).collect();
                format!("Draw between players {} and {}", rest.join(", "), last + 1)
            }
            _ => "Draw".into(),
        },
    }
}

/// Writes the board as it was read.
pub(super) fn write_position(out: &mut dyn Write, game: &Game, look: Look) -> std::io::Result<()> {
    #[cfg(feature = "thin-boards")]
    if look.transposed {
        let (cells, empty, spaced) = match look.cells {
            Cells::Two(l) => (
                vec![l.alphabet.black, l.alphabet.white],
                l.alphabet.empty,
                l.spaced,
            ),
            Cells::Many(l) => (
                (b'1'..).take(game.rules().players).collect(),
                l.empty,
                l.spaced,
            ),
        };
        return crate::text::transposed::write_transposed(out, game.board(), &cells, empty, spaced);
    }
    match look.cells {
        Cells::Two(layout) => write_board(out, game.board(), layout, None),
        #[cfg(feature = "variants")]
        Cells::Many(layout) => {
            crate::text::multiplayer::write_kboard(out, game.board(), layout, None)
        }
    }
}

/// Writes the board, the counts line, the spent line (with costs) and the
/// state line.
pub(super) fn write_result(out: &mut dyn Write, game: &Game, look: Look) -> std::io::Result<()> {
    write_position(out, game, look)?;
    let per_player = |f: &dyn Fn(usize) -> String| -> String {
        let k = game.rules().players;
        let words: Vec<String> = (0..k)
            .map(|p| format!("{} {}", name(game, p), f(p)))
            .collect();
        words.join(" ")
    };
    writeln!(out, "{}", per_player(&|p| game.count_of(p).to_string()))?;
    #[cfg(feature = "variants")]
    if game.costs().is_some() {
        writeln!(out, "Spent: {}", per_player(&|p| game.spent(p).to_string()))?;
    }
    writeln!(out, "{}", state_line(game))
}

/// Writes one trace block: the header, the board, an empty line.
pub(super) fn write_block(
    out: &mut dyn Write,
    header: &str,
    game: &Game,
    look: Look,
) -> Result<()> {
    writeln!(out, "{header}")?;
    write_position(out, game, look)?;
    writeln!(out)?;
    Ok(())
}

/// What follows a trace header after a move: the passes it caused, or the
/// end.
pub(super) fn aftermath(game: &Game) -> String {
    if game.is_over() {
        return ", game over".into();
    }
    game.passed_players()
        .iter()
        .map(|&p| format!(", {} passes", name(game, p)))
        .collect()
}

/// Why move `number` (token `t`) cannot be played in `game`, whose board
/// is written in `look`.
pub(super) fn bad_move(t: &Token, number: usize, game: &Game, err: MoveError, look: Look) -> Error {
    let (_, text) = quoted(&t.text, t.len);
    let (rows, cols) = (game.board().rows(), game.board().cols());
    // Bundles hold every board as read: `look` has nothing to map.
    #[cfg(not(feature = "thin-boards"))]
    let (legal, _) = (|sq: Square| game.is_legal(sq), look);
    // The text's board, error and squares: the game's, transposed back.
    #[cfg(feature = "thin-boards")]
    let ((rows, cols), err, legal) = (
        look.text_size(rows, cols),
        look.text_error(err),
        |sq: Square| game.is_legal(look.square(sq)),
    );
    let why = match err {
        MoveError::Illegal(IllegalMove::OffBoard) => {
            format!("{text} is off the {rows} x {cols} board")
        }
        MoveError::Illegal(IllegalMove::Occupied) => format!("{text} is occupied"),
        MoveError::Illegal(IllegalMove::NoFlips) => format!("{text} flips nothing"),
        MoveError::Unaffordable { cost, left } => {
            format!("{text} costs {cost}, more than the {left} left to spend")
        }
        // Named by the first (affordable) legal square in row-major order,
        // so the message does not depend on where the game's search looked.
        // A walk over the squares, not a sweep of the board: this is an
        // error, said once, and the sweep would otherwise be in the bundle
        // only for it.
        MoveError::MayNotPass(witness) => {
            let first = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| Square::new(r, c)))
                .find(|&sq| legal(sq))
                .unwrap_or(witness);
            format!("a pass while a move exists ({} is legal)", algebraic(first))
        }
        MoveError::GameOver => format!(
            "{text} comes after the end of the game ({})",
            state_line(game)
        ),
    };
    t.error(format!("move {number}{}: {why}", who(game)))
}
