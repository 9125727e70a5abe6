//! `console`'s answers: what a line typed at the prompt does to the game
//! (a move, `pass`, `quit`), and the explanations of refused ones.

use super::draw::shout;
use crate::board::IllegalMove;
use crate::game::{Game, MoveError};
use crate::quote::inline;
use crate::square::Square;
use crate::text::notation::{algebraic, parse_square};

/// What one answer to the prompt did.
pub(super) enum Answer {
    /// A move was played; these lines announce passes or the end.
    Moved(Vec<String>),
    /// Nothing happened; ask again (after this explanation, if any).
    Again(Option<String>),
    /// `quit`.
    Quit,
}

/// Reads `line` as the answer of player `me` and applies it.
pub(super) fn answer(game: &mut Game, me: usize, line: &[u8]) -> Answer {
    let typed = crate::text::trim_ascii(line);
    let lower = String::from_utf8_lossy(typed).to_ascii_lowercase();
    // A reply shows the answer cut and with its invisible bytes named,
    // as error messages do: never a 10 MB line or a raw escape sequence.
    let text = inline(typed);
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
pub(super) fn between(game: &Game) -> String {
    let names: Vec<String> = game.leaders().iter().map(|p| (p + 1).to_string()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("players {} and {last}", rest.join(", "))
        }
        _ => names.join(""),
    }
}
