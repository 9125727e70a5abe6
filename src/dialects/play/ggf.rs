//! `play --ggf`: the game played, as a GGF record (see `othello record
//! --help`): the start as given, every move, a `PA` for every pass the
//! rules forced, and the result once the game is over.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::error::{Error, Result};
use crate::game::{Game, Played};
use crate::records::ggf::{render, result_value, Record, RecordMove};

/// The record being written.
pub(super) struct Recorder(Record);

impl Recorder {
    /// The record of `game` as it starts; a usage error for a game GGF
    /// cannot hold (another size, more players, other rules, costs).
    pub fn start(game: &Game) -> Result<Recorder> {
        let b = game.board();
        let plain = game.rules().is_standard() && game.costs().is_none();
        // The side the position gave the move to: the one that had to pass
        // at once, if one did.
        let first = game.passed().or(game.to_move()).unwrap_or(Color::Black);
        let pos = match Bitboard::from_board(b, first) {
            Some(pos) if plain => pos,
            _ => {
                return Err(Error::usage(format!(
                    "--ggf records 8 x 8 games of two players under the usual rules, \
                     not this {} x {} game",
                    b.rows(),
                    b.cols()
                )))
            }
        };
        let mut rec = Recorder(Record::new(pos, first));
        if game.passed().is_some() {
            rec.pass(first);
        }
        Ok(rec)
    }

    /// A pass by `color`.
    fn pass(&mut self, color: Color) {
        self.push(color, None);
    }

    fn push(&mut self, color: Color, sq: Option<crate::square::Square>) {
        self.0.moves.push(RecordMove {
            color,
            sq,
            eval: String::new(),
            time: String::new(),
            col: 0,
        });
    }

    /// A move played, and the pass it forced.
    pub fn moved(&mut self, p: &Played) {
        self.push(p.mover, Some(p.square));
        if let Some(c) = p.passed {
            self.pass(c);
        }
    }

    /// The record line of `game` so far: `RE` the result once it is over,
    /// `?` before.
    pub fn finish(mut self, game: &Game) -> String {
        let re = match game.is_over() {
            true => result_value(game.count(Color::Black), game.count(Color::White)),
            false => "?".into(),
        };
        self.0.tags.push(("RE".into(), re));
        format!("{}\n", render(&self.0))
    }
}
