//! The `check-move`, `coding-ninjas` and `maze-tac-toe` commands, run in
//! process on seeded random inputs, against naive implementations written
//! here from the problem statements: a "good line" walk for LeetCode 1958,
//! a plain digit grid for Coding Ninjas, and a depth-first search over
//! (cell, board as text) with hash sets for Maze Tac Toe.

mod common;
use common::positions::{random_position, Stop};

use common::{random_grid, run_dialect, Grid, BLACK, DIRS, EMPTY, WHITE};
use othello::rng::Rng;
use std::collections::HashSet;

/// Runs `cmd` and asserts a clean exit with output `want`.
fn expect(cmd: &str, input: &str, want: &str, what: &str) {
    let (status, out, err) = run_dialect(cmd, input);
    assert_eq!(
        (status, err.as_str()),
        (0, ""),
        "{what}: {cmd} failed on\n{input}"
    );
    assert_eq!(out, want, "{what}: {cmd} differs on\n{input}");
}

/// Joins lines with `\n`, or `\r\n` when `crlf`.
fn lines(ls: &[String], crlf: bool) -> String {
    let end = if crlf { "\r\n" } else { "\n" };
    ls.iter().map(|l| format!("{l}{end}")).collect()
}

// ---------------------------------------------------------------- check-move

/// LeetCode 1958 as stated: placing `me` at (r, c) must make the cell an
/// endpoint of a good line, 3+ cells whose endpoints are `me` and whose
/// middle cells are all the other colour.
fn good_line_move(g: &[Vec<u8>], r: usize, c: usize, me: u8) -> bool {
    if g[r][c] != EMPTY {
        return false;
    }
    let other = if me == BLACK { WHITE } else { BLACK };
    let n = g.len() as i64;
    for dr in -1i64..=1 {
        for dc in -1i64..=1 {
            if (dr, dc) == (0, 0) {
                continue;
            }
            for len in 3..=n {
                let (er, ec) = (r as i64 + dr * (len - 1), c as i64 + dc * (len - 1));
                if er < 0 || ec < 0 || er >= n || ec >= n {
                    break;
                }
                let middle_ok = (1..len - 1).all(|k| {
                    g[(r as i64 + dr * k) as usize][(c as i64 + dc * k) as usize] == other
                });
                if middle_ok && g[er as usize][ec as usize] == me {
                    return true;
                }
            }
        }
    }
    false
}

/// A position reached by `plies` random plies from the standard start
/// (see [`random_position`]).
fn game_prefix(rng: &mut Rng, plies: usize) -> Grid {
    random_position(rng.next_u64(), plies, Stop::AtEnd).0
}

#[test]
fn check_move_equals_good_line_walk_on_1200_inputs() {
    let mut rng = Rng::new(1958);
    for i in 0..1200 {
        let grid = if i % 2 == 0 {
            let moves = rng.range(0, 60) as usize;
            game_prefix(&mut rng, moves)
        } else {
            let e = rng.range(0, 4);
            let w = [e, rng.range(1, 3), rng.range(1, 3)];
            random_grid(&mut rng, 8, 8, w)
        };
        let sep = ["", " ", "  "][rng.below(3) as usize];
        let mut ls: Vec<String> = grid
            .0
            .iter()
            .map(|row| {
                let cells: Vec<String> = row.iter().map(|&b| (b as char).to_string()).collect();
                cells.join(sep)
            })
            .collect();
        let mut want = String::new();
        for _ in 0..rng.range(1, 6) {
            // Mostly free cells, sometimes occupied ones.
            let (r, c) = loop {
                let (r, c) = (rng.below(8) as usize, rng.below(8) as usize);
                if grid.0[r][c] == EMPTY || rng.chance(1, 5) {
                    break (r, c);
                }
            };
            let me = if rng.chance(1, 2) { BLACK } else { WHITE };
            ls.push(format!("{r} {c} {}", me as char));
            want.push_str(if good_line_move(&grid.0, r, c, me) {
                "true\n"
            } else {
                "false\n"
            });
        }
        let input = lines(&ls, rng.chance(1, 4));
        expect("check-move", &input, &want, &format!("case {i}"));
    }
}

// ------------------------------------------------------------- coding-ninjas

/// The naive Coding Ninjas game: digits 0/1/2 on an 8 x 8 array.
struct Ninjas([[u8; 8]; 8]);

impl Ninjas {
    fn new() -> Ninjas {
        let mut b = [[0; 8]; 8];
        b[3][3] = 1;
        b[4][4] = 1;
        b[3][4] = 2;
        b[4][3] = 2;
        Ninjas(b)
    }

    /// The discs player `p` flips by playing (x, y); empty if illegal.
    fn flips(&self, x: i64, y: i64, p: u8) -> Vec<(usize, usize)> {
        let on = |x: i64, y: i64| (0..8).contains(&x) && (0..8).contains(&y);
        let mut all = Vec::new();
        if !on(x, y) || self.0[x as usize][y as usize] != 0 {
            return all;
        }
        for (dx, dy) in DIRS {
            let mut run = Vec::new();
            let (mut a, mut b) = (x + dx, y + dy);
            while on(a, b) && self.0[a as usize][b as usize] == 3 - p {
                run.push((a as usize, b as usize));
                a += dx;
                b += dy;
            }
            if !run.is_empty() && on(a, b) && self.0[a as usize][b as usize] == p {
                all.extend(run);
            }
        }
        all
    }

    fn legal(&self, p: u8) -> Vec<(i64, i64)> {
        let mut v = Vec::new();
        for x in 0..8 {
            for y in 0..8 {
                if !self.flips(x, y, p).is_empty() {
                    v.push((x, y));
                }
            }
        }
        v
    }

    fn text(&self) -> String {
        let mut s = String::new();
        for row in &self.0 {
            for d in row {
                s.push_str(&format!("{d} "));
            }
            s.push('\n');
        }
        s
    }
}

#[test]
fn coding_ninjas_equals_naive_digit_grid_on_1200_inputs() {
    let mut rng = Rng::new(1234);
    let mut stuck_cases = 0;
    for i in 0..1200 {
        let mut game = Ninjas::new();
        let mut p = 1;
        let (mut pairs, mut want, mut made) = (Vec::new(), String::new(), 0);
        let target = rng.range(0, 40);
        while made < target {
            let legal = game.legal(p);
            let (x, y) = if !legal.is_empty() && rng.chance(2, 3) {
                legal[rng.below(legal.len() as u64) as usize]
            } else {
                (rng.range(0, 9) as i64 - 1, rng.range(0, 9) as i64 - 1)
            };
            pairs.push(format!("{x} {y}"));
            let f = game.flips(x, y, p);
            if f.is_empty() {
                want.push_str("false\n");
                if legal.is_empty() {
                    break; // stuck: the player can never move again
                }
                continue;
            }
            game.0[x as usize][y as usize] = p;
            for (a, b) in f {
                game.0[a][b] = p;
            }
            want.push_str(&game.text());
            made += 1;
            p = 3 - p;
        }
        let stuck = made < target;
        for _ in 0..rng.below(3) {
            // Pairs after the n-th legal move are never read; a stuck
            // player fails every pair.
            pairs.push(format!("{} {}", rng.below(8), rng.below(8)));
            if stuck {
                want.push_str("false\n");
            }
        }
        let mut ls = vec![target.to_string()];
        ls.extend(pairs);
        if stuck {
            // The input ends before the n-th legal move.
            let (status, out, err) = run_dialect("coding-ninjas", &lines(&ls, false));
            assert_eq!((status, out), (1, want), "case {i}");
            assert!(err.contains("expected a move"), "case {i}: {err}");
            stuck_cases += 1;
            continue;
        }
        let input = lines(&ls, rng.chance(1, 4));
        expect("coding-ninjas", &input, &want, &format!("case {i}"));
    }
    assert!(
        stuck_cases > 0,
        "no game got stuck: the early end is untested"
    );
}

// -------------------------------------------------------------- maze-tac-toe

/// Whether the board, nine bytes `.`/`M`/`O` row-major, has a row, column
/// or diagonal reading MOO or OOM.
fn naive_wins(b: &str) -> bool {
    let b = b.as_bytes();
    let lines = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];
    lines.iter().any(|l| {
        let s = [b[l[0]], b[l[1]], b[l[2]]];
        &s == b"MOO" || &s == b"OOM"
    })
}

/// Maze Tac Toe by plain depth-first search: visited states are (cell,
/// board as text) in a hash set; a winning state is recorded, not expanded.
/// `maze` is the N rows of three-character cells.
fn naive_maze(maze: &[String]) -> usize {
    let n = maze.len();
    let cell = |r: usize, c: usize| &maze[r][3 * c..3 * c + 3];
    let mut start = (0, 0);
    for r in 0..n {
        for c in 0..n {
            if cell(r, c) == "BBB" {
                start = (r, c);
            }
        }
    }
    let mut seen: HashSet<(usize, usize, String)> = HashSet::new();
    let mut winners: HashSet<String> = HashSet::new();
    let mut todo = vec![(start.0, start.1, ".........".to_string())];
    seen.insert(todo[0].clone());
    while let Some((r, c, board)) = todo.pop() {
        if naive_wins(&board) {
            winners.insert(board);
            continue;
        }
        for (dr, dc) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
            let (nr, nc) = (r as i64 + dr, c as i64 + dc);
            if nr < 0 || nc < 0 || nr >= n as i64 || nc >= n as i64 {
                continue;
            }
            let (nr, nc) = (nr as usize, nc as usize);
            let text = cell(nr, nc);
            if text == "###" {
                continue;
            }
            let mut next = board.clone();
            let t = text.as_bytes();
            if t[0] == b'M' || t[0] == b'O' {
                let k = ((t[1] - b'1') * 3 + (t[2] - b'1')) as usize;
                if next.as_bytes()[k] == b'.' {
                    next.replace_range(k..k + 1, &(t[0] as char).to_string());
                }
            }
            let state = (nr, nc, next);
            if !seen.contains(&state) {
                seen.insert(state.clone());
                todo.push(state);
            }
        }
    }
    winners.len()
}

/// A random N x N maze with a wall border and one start.
fn random_maze(rng: &mut Rng, n: usize) -> Vec<String> {
    let (wall, open) = (rng.range(0, 30), rng.range(0, 30));
    let start = (rng.range(1, n as u64 - 2), rng.range(1, n as u64 - 2));
    (0..n)
        .map(|r| {
            (0..n)
                .map(|c| {
                    if r == 0 || c == 0 || r == n - 1 || c == n - 1 {
                        return "###".to_string();
                    }
                    if (r as u64, c as u64) == start {
                        return "BBB".to_string();
                    }
                    let x = rng.below(100);
                    if x < wall {
                        "###".into()
                    } else if x < wall + open {
                        "...".into()
                    } else {
                        let l = if rng.chance(1, 2) { 'M' } else { 'O' };
                        format!("{l}{}{}", rng.range(1, 3), rng.range(1, 3))
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn maze_tac_toe_equals_naive_search_on_1000_mazes() {
    let mut rng = Rng::new(2021);
    let mut nonzero = 0;
    for i in 0..1000 {
        let n = rng.range(4, 7) as usize;
        let maze = random_maze(&mut rng, n);
        let want = naive_maze(&maze);
        nonzero += (want > 0) as usize;
        let mut ls = vec![n.to_string()];
        ls.extend(maze);
        let input = lines(&ls, rng.chance(1, 4));
        expect(
            "maze-tac-toe",
            &input,
            &format!("{want}\n"),
            &format!("maze {i}"),
        );
    }
    // The generator must exercise wins, not only empty answers.
    assert!(nonzero > 300, "only {nonzero} mazes with a win");
}

/// A worst-case fixture agrees with the naive search, which is how its
/// expected output was established.
fn worst_case_fixture(name: &str) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/maze-tac-toe/");
    let input = std::fs::read_to_string(format!("{dir}{name}.in")).unwrap();
    let want = std::fs::read_to_string(format!("{dir}{name}.out")).unwrap();
    let maze: Vec<String> = input.lines().skip(1).map(str::to_string).collect();
    assert_eq!(format!("{}\n", naive_maze(&maze)), want, "{name}");
    expect("maze-tac-toe", &input, &want, name);
}

/// N = 25, every open cell a move: 1.7 million states.
#[test]
fn maze_tac_toe_worst_all_moves_fixture_equals_naive_search() {
    worst_case_fixture("worst-all-moves");
}

/// N = 25, an open maze with each of the 18 moves once: 6.2 million states,
/// half of all (cell, board) pairs; the naive hash sets need 600 MB and
/// several seconds, hence `#[ignore]` (run it with `--ignored`).
#[test]
#[ignore]
fn maze_tac_toe_worst_most_states_fixture_equals_naive_search() {
    worst_case_fixture("worst-most-states");
}
