//! `moves` and `play` under the variants, on the naive variants game: an
//! input read as the specification writes it (a size line, rows side by
//! side or spaced, `start`, cost rows, `budget`, algebraic moves and
//! `pass`; nothing else, and no error messages), answered with the stdout
//! the specification gives.

use super::variants::{skipped, Layout, VGame, EMPTY};

/// The variant options of a command line.
pub struct Opts {
    players: u8,
    directions: usize,
    costs: bool,
}

/// The options in `args` (only the variant options may appear).
pub fn opts(args: &str) -> Opts {
    let mut o = Opts {
        players: 2,
        directions: 8,
        costs: false,
    };
    let words: Vec<&str> = args.split_whitespace().collect();
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "--players" => {
                o.players = words[i + 1].parse().unwrap();
                i += 1;
            }
            "--directions" => {
                o.directions = words[i + 1].parse().unwrap();
                i += 1;
            }
            "--costs" => o.costs = true,
            w => panic!("option {w} not known to this test"),
        }
        i += 1;
    }
    o
}

fn cell(players: u8, ch: char) -> (u8, Option<u8>) {
    match (players, ch) {
        (_, '.') => (EMPTY, Some(b'.')),
        (3 | 4, '0') => (EMPTY, Some(b'0')),
        (2, 'B') => (1, None),
        (2, 'W') => (2, None),
        (_, d) => (d.to_digit(10).unwrap() as u8, None),
    }
}

/// Reads one position (size line or `start`, rows, player, costs) from
/// `lines`, leaving the rest (the moves of `play`).
fn position(o: &Opts, lines: &mut std::slice::Iter<&str>) -> (VGame, Layout) {
    let first: Vec<usize> = {
        let l = lines.next().unwrap();
        let (start, nums) = match l.strip_prefix("start") {
            Some(rest) => (true, rest),
            None => (false, *l),
        };
        let v: Vec<usize> = nums
            .split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect();
        let (r, c) = if v.len() == 1 {
            (v[0], v[0])
        } else {
            (v[0], v[1])
        };
        if start {
            let mut g = VGame::start(r, c, o.players, o.directions);
            read_costs(o, &mut g, lines);
            return (g, Layout::PLAIN);
        }
        vec![r, c]
    };
    let (rows, cols) = (first[0], first[1]);
    let mut layout = Layout::PLAIN;
    let mut cells = Vec::new();
    for _ in 0..rows {
        let l = lines.next().unwrap();
        layout.spaced = l.contains(' ');
        let row: Vec<u8> = l
            .chars()
            .filter(|&ch| ch != ' ')
            .map(|ch| {
                let (x, empty) = cell(o.players, ch);
                if let Some(e) = empty {
                    layout.empty = e;
                }
                x
            })
            .collect();
        assert_eq!(row.len(), cols);
        cells.push(row);
    }
    let p = cell(
        o.players,
        lines.next().unwrap().trim().chars().next().unwrap(),
    )
    .0;
    let mut g = VGame::new(cells, o.players, o.directions, p);
    read_costs(o, &mut g, lines);
    (g, layout)
}

fn read_costs(o: &Opts, g: &mut VGame, lines: &mut std::slice::Iter<&str>) {
    if !o.costs {
        return;
    }
    let grid: Vec<Vec<u64>> = (0..g.rows())
        .map(|_| {
            let l = lines.next().unwrap();
            l.split(' ').map(|x| x.parse().unwrap()).collect()
        })
        .collect();
    g.costs = Some(grid);
    if let Some(l) = lines.clone().next() {
        if let Some(b) = l.strip_prefix("budget ") {
            g.budgets = Some(vec![b.parse().unwrap(); o.players as usize]);
            lines.next();
        }
    }
}

/// The square of an algebraic move (`d3`).
fn square(tok: &str) -> (usize, usize) {
    let split = tok.find(|c: char| c.is_ascii_digit()).unwrap();
    let (letters, digits) = tok.split_at(split);
    let c = letters.bytes().fold(0, |n, b| {
        n * 26 + (b.to_ascii_lowercase() - b'a') as usize + 1
    }) - 1;
    (digits.parse::<usize>().unwrap() - 1, c)
}

/// The oracle's stdout for a `play` fixture, and whether it stops at a bad
/// move.
pub fn play(o: &Opts, input: &str) -> (String, bool) {
    let lines: Vec<&str> = input.lines().filter(|l| !l.starts_with('#')).collect();
    let mut it = lines.iter();
    let (mut g, layout) = position(o, &mut it);
    let before = g.to_move;
    g.settle();
    // Passes that happened by themselves since the last move.
    let mut passes = skipped(&g, before);
    for tok in it.flat_map(|l| l.split_whitespace()) {
        if tok == "pass" {
            if passes == 0 {
                return (g.play_output(layout), true);
            }
            passes -= 1;
            continue;
        }
        let (r, c) = square(tok);
        let p = g.to_move;
        let ok = p != 0
            && r < g.rows()
            && c < g.cols()
            && !g.flips(r, c, p).is_empty()
            && g.affordable(r, c, p);
        if !ok {
            return (g.play_output(layout), true);
        }
        g.play(r, c);
        passes = skipped(&g, p % g.players + 1);
    }
    (g.play_output(layout), false)
}

/// The oracle's stdout for a `moves` fixture: one output per case, cases
/// separated by a blank line.
pub fn moves(o: &Opts, input: &str) -> String {
    let mut outs = Vec::new();
    for case in input.split("\n\n") {
        let lines: Vec<&str> = case.lines().filter(|l| !l.is_empty()).collect();
        if lines.is_empty() {
            continue;
        }
        let (g, _) = position(o, &mut lines.iter());
        outs.push(g.moves_output());
    }
    outs.join("\n")
}
