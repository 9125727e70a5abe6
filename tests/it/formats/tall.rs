//! `play` on tall narrow boards, which it holds transposed (a word per
//! row would cost 64 / C times the squares), against the oracles that
//! hold every board as written: random games on 40 x 2, 64 x 3, 130 x 4
//! and the like, and on one of 4,100 rows that the reader transposes, with
//! `--trace`, written passes and bad moves, against the naive play
//! (`oracle::play`); and under the rule variants (3 and 4 players, four
//! directions, costs) against the variants' oracle (`oracle::variants`),
//! whose starts are not symmetric about the diagonal.

use crate::oracle::grid::{other, Naive};
use crate::oracle::play::{col_name, naive_play, parse_position};
use crate::oracle::variants::{skipped, square_name, Layout, VGame, EMPTY};
use crate::support::Ran;
use othello::rng::Rng;

/// The boards: rows, columns (a start where both are even, else a
/// position with the start's four discs near the middle).
const SIZES: &[(usize, usize)] = &[(40, 2), (64, 3), (130, 4), (66, 2), (100, 5), (200, 6)];

fn run_play(input: &str, args: &[String]) -> Ran {
    let words = [&["play".to_string()], args].concat();
    crate::support::run(&words, input.as_bytes())
}

/// A two-player position text of `rows` x `cols` (at least 2 x 2) in
/// `B W .`, spaced or not, with its size line: four discs in a square
/// about the middle, black to move.
fn position_text(rows: usize, cols: usize, spaced: bool) -> String {
    let (r0, c0) = (rows / 2 - 1, (cols - 1) / 2);
    let mut text = format!("{rows} {cols}\n");
    for r in 0..rows {
        let cells: Vec<String> = (0..cols)
            .map(|c| {
                let near = (r == r0 || r == r0 + 1) && (c == c0 || c == c0 + 1);
                match ((r + c + r0 + c0) % 2, near) {
                    (0, true) => "W",
                    (_, true) => "B",
                    _ => ".",
                }
                .to_string()
            })
            .collect();
        text += &cells.join(if spaced { " " } else { "" });
        text.push('\n');
    }
    text + "B\n"
}

/// One random two-player game on `rows` x `cols` through `play` and the
/// naive play; at most `limit` moves.
fn two_player_game(rng: &mut Rng, rows: usize, cols: usize, limit: usize) {
    let mut text = if rows.is_multiple_of(2) && cols.is_multiple_of(2) && rng.chance(1, 2) {
        format!("start {rows} {cols}\n")
    } else {
        position_text(rows, cols, rng.chance(1, 3))
    };
    let lines: Vec<&str> = text.lines().collect();
    let (grid, to_move, ..) = parse_position(&lines).unwrap();
    let mut naive = Naive::new(grid, to_move);
    let mut n = 0;
    while !naive.over && n < limit {
        n += 1;
        let moves = naive.grid.moves(naive.to_move);
        let (r, c) = moves[rng.below(moves.len() as u64) as usize];
        let tok = match rng.below(4) {
            0 => format!("{},{}", r + 1, c + 1),
            1 => format!("({},{})", r + 1, c + 1),
            2 => format!("{}{}", col_name(c).to_uppercase(), r + 1),
            _ => format!("{}{}", col_name(c), r + 1),
        };
        naive.grid.play(r, c, naive.to_move);
        let me = naive.to_move;
        naive.settle(other(me));
        text += &tok;
        if naive.passed.is_some() && rng.chance(1, 2) {
            text += " pass";
        }
        text += if rng.chance(1, 5) { "\n" } else { " " };
    }
    if rng.chance(1, 2) {
        // Just off the board either way, occupied, flipping nothing, a pass.
        let bad = [
            square_name(0, cols),
            square_name(rows, 0),
            format!("{},{}", rows / 2, cols.div_ceil(2)),
            square_name(0, 0),
            "pass".to_string(),
        ];
        text += &bad[rng.below(bad.len() as u64) as usize];
    }
    text.push('\n');
    let trace = rng.chance(1, 3);
    let args: Vec<String> = if trace {
        vec!["--trace".into()]
    } else {
        vec![]
    };
    let (out, err) = naive_play(&text, trace).unwrap();
    let ran = run_play(&text, &args);
    let (got_out, got_err, status) = (ran.stdout(), ran.stderr(), ran.status);
    assert_eq!(got_out, out, "{rows} x {cols}:\n{text}");
    assert_eq!(got_err, err, "{rows} x {cols}:\n{text}");
    assert_eq!(status, if err.is_empty() { 0 } else { 1 }, "{text}");
}

#[test]
fn tall_two_player_games_equal_the_naive_play() {
    let mut rng = Rng::new(4242);
    for g in 0..240 {
        let (rows, cols) = SIZES[g % SIZES.len()];
        two_player_game(&mut rng, rows, cols, usize::MAX);
    }
}

/// A board of 4,100 rows: over the reader's threshold, so read transposed.
#[test]
fn a_tall_board_read_transposed_equals_the_naive_play() {
    let mut rng = Rng::new(77);
    for (g, cols) in [2, 3, 2, 5].into_iter().enumerate() {
        two_player_game(&mut rng, 4100, cols, 12 + g);
    }
}

/// One random game under `players`, `directions` and maybe costs on
/// `rows` x `cols` through `play` and the variants' oracle.
fn variant_game(rng: &mut Rng, players: u8, directions: usize, costs: bool, rows: usize) {
    let cols = 2 * rng.range([0, 0, 1, 2, 3][players as usize], 4) as usize;
    let mut g = VGame::start(rows, cols, players, directions);
    let mut input = format!("start {rows} {cols}\n");
    if costs {
        let grid = (0..rows)
            .map(|_| (0..cols).map(|_| rng.range(0, 9)).collect())
            .collect();
        g.costs = Some(grid);
        g.budgets = match rng.below(3) {
            0 => None,
            1 => Some(vec![rng.range(0, 60); players as usize]),
            _ => Some(vec![1 << 40; players as usize]),
        };
        input += &g.costs_text();
        if let Some(b) = &g.budgets {
            input += &format!("budget {}\n", b[0]);
        }
    }
    g.settle();
    let stop = rng.range(0, 200) as usize;
    let mut passes = 0;
    let mut applied = 0;
    while g.to_move != 0 && applied < stop {
        if passes > 0 && rng.chance(1, 2) {
            input += "pass\n";
        }
        let options = g.playable(g.to_move);
        let (r, c) = options[rng.below(options.len() as u64) as usize];
        input += &square_name(r, c);
        input.push('\n');
        let p = g.to_move;
        g.play(r, c);
        applied += 1;
        passes = skipped(&g, p % g.players + 1);
    }
    // A bad move, one in three games: a square off the board or occupied.
    let occupied: Vec<(usize, usize)> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .filter(|&(r, c)| g.cells[r][c] != EMPTY)
        .collect();
    let bad = rng.chance(1, 3);
    if bad {
        input += &match rng.below(2) {
            0 => square_name(rng.below(rows as u64) as usize, cols),
            _ => {
                let (r, c) = occupied[rng.below(occupied.len() as u64) as usize];
                square_name(r, c)
            }
        };
        input.push('\n');
    }
    let mut args = vec!["--players".to_string(), players.to_string()];
    args.extend(["--directions".into(), directions.to_string()]);
    if costs {
        args.push("--costs".into());
    }
    let ran = run_play(&input, &args);
    let (out, err, status) = (ran.stdout(), ran.stderr(), ran.status);
    let want = g.play_output(Layout::PLAIN);
    let where_ = format!("`othello play {}` on\n{input}", args.join(" "));
    assert_eq!(out, want, "{where_}stderr: {err}");
    assert_eq!(status, bad as u8, "{where_}stderr: {err}");
    assert_eq!(err.is_empty(), !bad, "{where_}stderr: {err}");
}

#[test]
fn tall_variant_games_equal_the_oracle() {
    let mut rng = Rng::new(0x7a11);
    for g in 0..240 {
        let players = [2, 3, 4][g % 3];
        let directions = [8, 4][(g / 3) % 2];
        let costs = (g / 6) % 2 == 1;
        let rows = 2 * rng.range(20, 70) as usize;
        variant_game(&mut rng, players, directions, costs, rows);
    }
}
