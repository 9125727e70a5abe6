//! The `play` half of the rule variants' differential test (see
//! `moves_and_play.rs` for what is chosen where the specification left a
//! choice): random games, one process each, against the oracle's, until
//! 10,000 moves are behind each combination, about one game in six ending
//! with a bad move that must be a located error.

use super::moves_and_play::{
    args, every_combination, input_text, random_costs, random_position, run, Combo, Rng,
};
use crate::oracle::variants::*;

/// Moves that `play` games must have applied per combination.
const PLAY_MOVES: usize = 10_000;

/// The text of a move on (r, c), in one of the accepted spellings.
fn move_token(rng: &mut Rng, r: usize, c: usize) -> String {
    match rng.below(8) {
        0 => square_name(r, c).to_uppercase(),
        1 => format!("{},{}", r + 1, c + 1),
        2 => format!("({},{})", r + 1, c + 1),
        _ => square_name(r, c),
    }
}

/// The moves of a `play` input, laid out over lines, and where each token
/// starts (1-based line within the moves, column).
#[derive(Default)]
struct Moves {
    text: String,
    line: usize,
    col: usize,
    last: (usize, usize),
}

impl Moves {
    fn push(&mut self, rng: &mut Rng, tok: &str) {
        if self.line == 0 {
            self.line = 1;
        } else if rng.chance(1, 8) {
            self.text.push('\n');
            self.line += 1;
            self.col = 0;
        } else {
            self.text.push(' ');
            self.col += 1;
        }
        self.last = (self.line, self.col + 1);
        self.text.push_str(tok);
        self.col += tok.len();
    }
}

/// A bad move for the player to move, if one of the chosen kind exists.
fn bad_move(rng: &mut Rng, g: &VGame) -> Option<String> {
    let p = g.to_move;
    let all: Vec<(usize, usize)> = (0..g.rows())
        .flat_map(|r| (0..g.cols()).map(move |c| (r, c)))
        .collect();
    let pick = |rng: &mut Rng, v: Vec<(usize, usize)>| {
        if v.is_empty() {
            None
        } else {
            let (r, c) = v[rng.below(v.len() as u64) as usize];
            Some(move_token(rng, r, c))
        }
    };
    if p == 0 {
        // Any move after the end.
        return match rng.below(2) {
            0 => Some("pass".into()),
            _ => pick(rng, all),
        };
    }
    match rng.below(5) {
        0 => pick(
            rng,
            g.legal(p)
                .into_iter()
                .filter(|&(r, c)| !g.affordable(r, c, p))
                .collect(),
        ),
        1 => pick(
            rng,
            all.into_iter()
                .filter(|&(r, c)| g.cells[r][c] != EMPTY)
                .collect(),
        ),
        2 => pick(
            rng,
            all.into_iter()
                .filter(|&(r, c)| g.cells[r][c] == EMPTY && g.flips(r, c, p).is_empty())
                .collect(),
        ),
        3 => {
            // Just past the last row or the last column.
            let (r, c) = if rng.chance(1, 2) {
                (g.rows(), rng.below(g.cols() as u64) as usize)
            } else {
                (rng.below(g.rows() as u64) as usize, g.cols())
            };
            Some(move_token(rng, r, c))
        }
        _ => Some("pass".into()),
    }
}

/// One random game through `play`; returns the moves it applied.
fn check_game(rng: &mut Rng, combo: Combo) -> Result<usize, String> {
    let args = args("play", combo, rng);
    let (mut g, layout, mut input) = if rng.chance(1, 4) {
        // Sides from the start's minimum (2, 4 or 6 for 2, 3 or 4 players) to 16.
        let half = [1, 1, 1, 2, 3][combo.players as usize];
        let rows = 2 * rng.range(half, 8) as usize;
        let cols = 2 * rng.range(half, 8) as usize;
        let mut g = VGame::start(rows, cols, combo.players, combo.directions);
        let mut input = if rows == cols && rng.chance(1, 2) {
            format!("start {rows}\n")
        } else {
            format!("start {rows} {cols}\n")
        };
        if combo.costs {
            random_costs(rng, &mut g);
            input.push_str(&g.costs_text());
            if let Some(b) = &g.budgets {
                input.push_str(&format!("budget {}\n", b[0]));
            }
        }
        (g, Layout::PLAIN, input)
    } else {
        let (g, layout) = random_position(rng, combo);
        let input = input_text(rng, &g, layout);
        (g, layout, input)
    };
    let header_lines = input.lines().count();
    let before = g.to_move;
    g.settle();
    let mut passes = skipped(&g, before);
    let mut moves = Moves::default();
    let stop = if rng.chance(1, 2) {
        usize::MAX
    } else {
        rng.range(0, 40) as usize
    };
    let bad_end = rng.chance(1, 6);
    let mut applied = 0;
    let mut bad = false;
    loop {
        // Sometimes write out the passes that just happened by themselves.
        while passes > 0 && rng.chance(1, 3) {
            moves.push(rng, "pass");
            passes -= 1;
        }
        if g.to_move == 0 || applied >= stop {
            break;
        }
        let options = g.playable(g.to_move);
        let (r, c) = options[rng.below(options.len() as u64) as usize];
        let tok = move_token(rng, r, c);
        moves.push(rng, &tok);
        let p = g.to_move;
        g.play(r, c);
        applied += 1;
        passes = skipped(&g, p % g.players + 1);
    }
    if bad_end {
        // A written `pass` is no bad move while passes remain to be written.
        let tok = bad_move(rng, &g).filter(|t| t != "pass" || passes == 0);
        if let Some(tok) = tok {
            moves.push(rng, &tok);
            bad = true;
        }
    }
    input.push_str(&moves.text);
    input.push('\n');
    let want = g.play_output(layout);
    let out = run(&args, &input);
    let got = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    let where_ = format!("`othello {}` on\n{input}", args.join(" "));
    if got != want {
        return Err(format!(
            "{where_}expected stdout:\n{want}got:\n{got}stderr: {err}"
        ));
    }
    if bad {
        let (line, col) = moves.last;
        let prefix = format!("othello: line {}, col {col}: ", header_lines + line);
        if out.status.code() != Some(1) || !err.starts_with(&prefix) || err.lines().count() != 1 {
            return Err(format!(
                "{where_}expected status 1 and one stderr line starting `{prefix}`; \
                 got status {:?}, stderr {err:?}",
                out.status.code()
            ));
        }
    } else if out.status.code() != Some(0) || !err.is_empty() {
        return Err(format!(
            "{where_}expected status 0 and no stderr; got status {:?}, stderr {err:?}",
            out.status.code()
        ));
    }
    Ok(applied)
}

/// Flips and whole games: random games through `play`.
fn check_play(combo: Combo, seed: u64) -> Result<(), String> {
    let mut rng = Rng(seed);
    let mut applied = 0;
    while applied < PLAY_MOVES {
        applied += check_game(&mut rng, combo)?;
    }
    Ok(())
}

#[test]
fn games_equal_the_oracle() {
    every_combination(check_play, 0x5eed_1001);
}
