//! The small judges' formats against the naive implementations written
//! from the problem statements, on seeded random inputs run through
//! `othello::run` in-process; stdout, stderr and the status must match:
//! `check-move` against `oracle::check_move` (a "good line" walk for
//! LeetCode 1958), `coding-ninjas` against `oracle::coding_ninjas` (a
//! plain digit grid) and `maze-tac-toe` against `oracle::maze_tac_toe` (a
//! depth-first search over (cell, board as text) with hash sets).

use crate::oracle::check_move::good_line_move;
use crate::oracle::coding_ninjas::Ninjas;
use crate::oracle::grid::{random_grid, Grid, BLACK, EMPTY, WHITE};
use crate::oracle::maze_tac_toe::naive_maze;
use crate::support::positions::{random_position, Stop};
use crate::support::run;
use othello::rng::Rng;

/// Runs `cmd` and asserts a clean exit with output `want`.
fn expect(cmd: &str, input: &str, want: &str, what: &str) {
    let ran = run(&[cmd], input.as_bytes());
    let (status, out, err) = (ran.status, ran.stdout(), ran.stderr());
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
            let ran = run(&["coding-ninjas"], lines(&ls, false).as_bytes());
            let (status, out, err) = (ran.status, ran.stdout(), ran.stderr());
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
