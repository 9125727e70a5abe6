//! The naive variants oracle of `tests/it/oracle/variants.rs` reproduces every
//! sample of the variants' specification, so that the differential tests
//! built on it compare against the specification itself.

use crate::oracle::variants::*;

fn grid(rows: &[&str]) -> Vec<Vec<u8>> {
    rows.iter()
        .map(|r| {
            r.bytes()
                .map(|b| if b == b'.' { EMPTY } else { b - b'0' })
                .collect()
        })
        .collect()
}

/// The specification's `--directions 4` sample: only f4 (row 3,
/// col 5) is legal; with eight directions a1 would be too.
#[test]
fn four_directions_sample() {
    let cells = grid(&["......", ".2....", "..2...", "...12.", "......", "......"]);
    let four = VGame::new(cells.clone(), 2, 4, 1);
    assert_eq!(four.legal(1), vec![(3, 5)]);
    let eight = VGame::new(cells, 2, 8, 1);
    assert_eq!(eight.legal(1), vec![(0, 0), (3, 5)]);
}

/// The specification's `moves --players 3` sample.
#[test]
fn three_players_sample() {
    let cells = grid(&["......", "......", "..12..", "...3..", "......", "......"]);
    let g = VGame::new(cells, 3, 8, 2);
    assert_eq!(g.legal(2), vec![(2, 1), (4, 3)]);
}

/// The specification's `play --players 3` sample: the 6 x 6 start (rows
/// 3 to 5 `.1231.`, `.2312.`, `.3123.`), then `b2` (player 1), `b1`
/// (player 2), `a1` (player 3).
#[test]
fn three_players_play_sample() {
    let mut g = VGame::start(6, 6, 3, 8);
    let start = grid(&["......", "......", ".1231.", ".2312.", ".3123.", "......"]);
    assert_eq!(g.cells, start);
    g.play(1, 1); // b2, by player 1: turns c3
    g.play(0, 1); // b1, by player 2: turns b2 and b3
    g.play(0, 0); // a1, by player 3: turns b2, c3, d4
    let want = grid(&["32....", ".3....", ".2331.", ".2332.", ".3123.", "......"]);
    assert_eq!(g.cells, want);
    assert_eq!((g.count(1), g.count(2), g.count(3)), (2, 5, 8));
    assert_eq!(g.to_move, 1);
}

/// The start of both `--costs` samples: the 4 x 4 start, their cost grid,
/// a budget of 3 for each side.
fn costs_sample_start() -> VGame {
    let mut g = VGame::start(4, 4, 2, 8);
    g.costs = Some(vec![
        vec![5, 1, 2, 9],
        vec![3, 0, 0, 4],
        vec![7, 0, 0, 2],
        vec![1, 6, 8, 3],
    ]);
    g.budgets = Some(vec![3, 3]);
    g
}

/// The specification's `play --costs` sample.
#[test]
fn costs_play_sample() {
    let mut g = costs_sample_start();
    for (r, c) in [(0, 1), (0, 2), (2, 3)] {
        g.play(r, c);
    }
    assert_eq!(g.cells, grid(&[".12.", ".11.", ".111", "...."]));
    assert_eq!(g.spent, vec![3, 2]);
    assert_eq!(g.to_move, 0);
}

/// The specification's `moves --costs` sample: with budget 3 the legal
/// moves b1 (cost 1), a2 (3) and d3 (2) are affordable, c4 (8) is not;
/// the cheapest is b1.
#[test]
fn costs_moves_sample() {
    let g = costs_sample_start();
    assert_eq!(g.legal(1), vec![(0, 1), (1, 0), (2, 3), (3, 2)]);
    assert_eq!(g.playable(1), vec![(0, 1), (1, 0), (2, 3)]);
}

/// The oracle's text for the `moves --costs` sample is the specification's,
/// byte for byte.
#[test]
fn costs_moves_sample_text() {
    let g = costs_sample_start();
    let want = "0 1 0 0\n1 0 0 0\n0 0 0 1\n0 0 0 0\nCheapest: b1 1\n";
    assert_eq!(g.moves_output(), want);
}

/// The oracle's text for the `play --costs` and `play --players 3`
/// samples is the specification's, byte for byte.
#[test]
fn play_samples_text() {
    let mut g = costs_sample_start();
    for (r, c) in [(0, 1), (0, 2), (2, 3)] {
        g.play(r, c);
    }
    let want = ".BW.\n.BB.\n.BBB\n....\nBlack 6 White 1\nSpent: Black 3 White 2\nBlack wins\n";
    assert_eq!(g.play_output(Layout::PLAIN), want);

    let mut g = VGame::start(6, 6, 3, 8);
    g.play(1, 1);
    g.play(0, 1);
    g.play(0, 0);
    let want = "32....\n.3....\n.2331.\n.2332.\n.3123.\n......\n\
                Player 1 2 Player 2 5 Player 3 8\nPlayer 1 to move\n";
    assert_eq!(g.play_output(Layout::PLAIN), want);
}

/// Algebraic names go on past `z` spreadsheet style, and draws name every
/// player who shares the lead.
#[test]
fn names_and_draws() {
    assert_eq!(square_name(0, 0), "a1");
    assert_eq!(square_name(9, 25), "z10");
    assert_eq!(square_name(0, 26), "aa1");
    assert_eq!(square_name(2, 27), "ab3");
    let mut g = VGame::new(grid(&["1.2.4", "....."]), 4, 8, 0);
    assert_eq!(g.state_line(), "Draw between players 1, 2 and 4\n");
    g.cells = grid(&["1.3..", "....."]);
    assert_eq!(g.state_line(), "Draw between players 1 and 3\n");
    g.players = 2;
    g.cells = grid(&["1.2..", "....."]);
    assert_eq!(g.state_line(), "Draw\n");
}
