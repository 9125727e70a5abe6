//! Generators under the rule variants (`--directions`, `--players`,
//! `--costs`) for `moves`, `play` and `console`: positions reached by
//! random affordable legal play from the variant's standard start on
//! [`crate::game::Game`], random cost grids (small costs, a few large
//! ones) with a `budget` line in about half the cases.

use super::othello::pick;
use super::Options;
use crate::error::{Error, Result};
use crate::game::Game;
use crate::rng::Rng;
use crate::rules::costs::{Costs, MAX_COST};
use crate::text::multiplayer::{write_kboard, KLayout};
use crate::text::notation::algebraic;
use crate::text::position::{write_board, Layout, STANDARD};
use std::io::Write;

/// A cost grid's rows and its budget line, as generated.
type Grid = (Vec<Vec<u64>>, Option<u64>);

/// A random cost grid of R x C and, half the time, a budget: costs mostly
/// 0 to 9 with one in ten anywhere up to the largest; budgets 0 to 29.
fn random_costs(rng: &mut Rng, rows: usize, cols: usize) -> Grid {
    let grid = (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| match rng.chance(1, 10) {
                    true => rng.below(MAX_COST + 1),
                    false => rng.below(10),
                })
                .collect()
        })
        .collect();
    let budget = rng.chance(1, 2).then(|| rng.below(30));
    (grid, budget)
}

fn write_costs(out: &mut dyn Write, grid: &[Vec<u64>], budget: Option<u64>) -> std::io::Result<()> {
    for row in grid {
        let cells: Vec<String> = row.iter().map(u64::to_string).collect();
        writeln!(out, "{}", cells.join(" "))?;
    }
    if let Some(b) = budget {
        writeln!(out, "budget {b}")?;
    }
    Ok(())
}

/// The game at the start, with costs when asked.
fn start(o: &Options, rng: &mut Rng, rows: usize, cols: usize) -> Result<(Game, Option<Grid>)> {
    let rules = o.rules;
    let board = crate::text::start::start_board(rows, cols, rules)?;
    let with_costs = o.costs || o.costs_file.is_some();
    let costs = with_costs.then(|| random_costs(rng, rows, cols));
    let c = costs
        .as_ref()
        .map(|(g, b)| Costs::new(g, *b).expect("costs in range"));
    Ok((Game::new(board, rules, c, 0), costs))
}

/// Plays one random affordable legal move; `None` once the game is over.
fn random_move(g: &mut Game, rng: &mut Rng) -> Option<crate::game::Played> {
    let sq = pick(&g.legal_moves(), rng)?;
    g.play(sq).ok()
}

fn refuse(o: &Options) -> Result<()> {
    if o.pass {
        return Err(Error::usage(
            "--pass applies to the usual rules only, not with --directions, --players or --costs",
        ));
    }
    if o.rules.players > 2 && o.alphabet.is_some() {
        return Err(Error::usage(
            "--alphabet applies to two players; with --players 3 or 4 cells are digits",
        ));
    }
    Ok(())
}

fn size(o: &Options) -> (usize, usize) {
    o.size.unwrap_or((8, 8))
}

/// The plies of a position: to the end with `--end`, `--plies`, or 0 to
/// 60 at random.
fn plies(o: &Options, rng: &mut Rng, rows: usize, cols: usize) -> usize {
    if o.end {
        return usize::MAX;
    }
    match o.plies {
        Some(p) => p,
        None => rng.below((rows * cols - 4).min(60) as u64 + 1) as usize,
    }
}

/// Writes the board of `g` as `moves` and `play` read it.
fn write_position(out: &mut dyn Write, o: &Options, g: &Game) -> Result<()> {
    match Some(g.board()).filter(|b| b.players() == 2) {
        Some(b) => {
            let layout = Layout {
                alphabet: o.alphabet.unwrap_or(STANDARD),
                spaced: o.spaced,
            };
            write_board(out, b, layout, None)?
        }
        None => {
            let layout = KLayout {
                spaced: o.spaced,
                empty: b'.',
            };
            write_kboard(out, g.board(), layout, None)?
        }
    }
    Ok(())
}

/// The player line of player `p` (`B`/`W` for two players).
fn player_line(p: usize, players: usize) -> String {
    match (players, p) {
        (2, 0) => "B".into(),
        (2, _) => "W".into(),
        _ => (p + 1).to_string(),
    }
}

/// `moves` under the variants: positions with their size line, board,
/// player and (with `--costs`) cost grid. When the game is over, the
/// player after the last mover is to move (and has no move).
pub fn gen_moves(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    refuse(o)?;
    let (rows, cols) = size(o);
    for _ in 0..o.cases.unwrap_or(3) {
        let (mut g, costs) = start(o, rng, rows, cols)?;
        let mut next = 0;
        for _ in 0..plies(o, rng, rows, cols) {
            match random_move(&mut g, rng) {
                Some(p) => next = o.rules.next(p.player),
                None => break,
            }
        }
        if rows == cols {
            writeln!(out, "{rows}")?;
        } else {
            writeln!(out, "{rows} {cols}")?;
        }
        write_position(out, o, &g)?;
        let mover = g.player_to_move().unwrap_or(next);
        writeln!(out, "{}", player_line(mover, o.rules.players))?;
        if let Some((grid, budget)) = costs {
            write_costs(out, &grid, budget)?;
        }
    }
    Ok(())
}

/// `play` under the variants: `start R C` or a position reached by random
/// play (budgets then start full again), the cost grid, then random
/// affordable legal moves with a written `pass` for each forced pass.
pub fn gen_play(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    refuse(o)?;
    let (rows, cols) = size(o);
    let (mut g, costs) = start(o, rng, rows, cols)?;
    let n = if o.end { 0 } else { plies(o, rng, rows, cols) };
    let mut played = 0;
    for _ in 0..n {
        if random_move(&mut g, rng).is_none() {
            break;
        }
        played += 1;
    }
    if played == 0 {
        writeln!(out, "start {rows} {cols}")?;
    } else {
        // The position restarts the budgets: the game that follows is the
        // one `play` will see.
        writeln!(out, "{rows} {cols}")?;
        write_position(out, o, &g)?;
        let mover = g.player_to_move().unwrap_or(0);
        writeln!(out, "{}", player_line(mover, o.rules.players))?;
        let c = costs
            .as_ref()
            .map(|(grid, b)| Costs::new(grid, *b).expect("costs in range"));
        g = Game::new(g.board().clone(), o.rules, c, mover);
    }
    if let Some((grid, budget)) = &costs {
        write_costs(out, grid, *budget)?;
    }
    let moves = if o.end {
        usize::MAX
    } else {
        o.moves.unwrap_or(20)
    };
    let mut tokens: Vec<String> = Vec::new();
    tokens.extend(g.passed_players().iter().map(|_| "pass".to_string()));
    for _ in 0..moves {
        match random_move(&mut g, rng) {
            Some(p) => tokens.push(algebraic(p.square)),
            None => break,
        }
        tokens.extend(g.passed_players().iter().map(|_| "pass".to_string()));
    }
    for line in tokens.chunks(10) {
        writeln!(out, "{}", line.join(" "))?;
    }
    Ok(())
}

/// `console` under the variants: moves from the start, one per line (the
/// console passes by itself); `--illegal` mixes in refused lines. With
/// `--costs-file FILE` the cost grid and budget line go to FILE, for
/// `console --costs FILE`.
pub fn gen_console(o: &Options, rng: &mut Rng, out: &mut dyn Write) -> Result<()> {
    refuse(o)?;
    let (rows, cols) = size(o);
    if cols > 26 {
        return Err(Error::usage(
            "`console` boards have at most 26 columns (a to z)",
        ));
    }
    let (mut g, costs) = start(o, rng, rows, cols)?;
    if let (Some((grid, budget)), Some(path)) = (&costs, &o.costs_file) {
        let file = crate::output_file::OutputFile::create("--costs-file", path.as_ref())?;
        let mut text = Vec::new();
        write_costs(&mut text, grid, *budget)?;
        file.finish(&text)?;
    }
    let moves = if o.end {
        usize::MAX
    } else {
        o.moves.unwrap_or(20)
    };
    for _ in 0..moves {
        if g.is_over() {
            break;
        }
        if rng.chance(o.illegal, 100) {
            writeln!(out, "hello")?;
        }
        match random_move(&mut g, rng) {
            Some(p) => writeln!(out, "{}", algebraic(p.square))?,
            None => break,
        }
    }
    Ok(())
}
