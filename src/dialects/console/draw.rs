//! `console`'s drawing: the board with letters and numbers around it,
//! the counts (and, with costs, what each player has left), and the names
//! players go by: `BLACK`/`x` with two players, `PLAYER 3`/`3` with more.

use crate::game::Game;
use crate::square::Square;
use crate::squareset::SquareSet;
use crate::text::notation::column_name;
use std::io::Write;

/// The name a prompt shouts.
pub(super) fn shout(game: &Game, p: usize) -> String {
    match (game.rules().players, p) {
        (2, 0) => "BLACK".into(),
        (2, _) => "WHITE".into(),
        _ => format!("PLAYER {}", p + 1),
    }
}

/// A disc's character.
pub(super) fn symbol(game: &Game, p: usize) -> char {
    match (game.rules().players, p) {
        (2, 0) => 'x',
        (2, _) => 'o',
        _ => (b'1' + p as u8) as char,
    }
}

/// The name in the counts line.
fn title(game: &Game, p: usize) -> String {
    match (game.rules().players, p) {
        (2, 0) => "Black".into(),
        (2, _) => "White".into(),
        _ => format!("Player {}", p + 1),
    }
}

/// Writes the board with letters and numbers around it, `+` on `marks`.
pub(super) fn write_board(
    out: &mut dyn Write,
    game: &Game,
    marks: &SquareSet,
) -> std::io::Result<()> {
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
pub(super) fn write_counts(out: &mut dyn Write, game: &Game) -> std::io::Result<()> {
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
