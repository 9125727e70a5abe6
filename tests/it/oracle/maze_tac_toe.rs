//! Maze Tac Toe as its statement reads, by plain depth-first search over
//! (cell, board as text) with hash sets.

use std::collections::HashSet;

/// Whether the board, nine bytes `.`/`M`/`O` row-major, has a row, column
/// or diagonal reading MOO or OOM.
pub fn naive_wins(b: &str) -> bool {
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
pub fn naive_maze(maze: &[String]) -> usize {
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
