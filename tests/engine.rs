//! The engines against independent checks: the two playout
//! implementations against each other, the Zobrist key against a fresh
//! computation, a greedy match against a naive greedy player on the naive
//! `Grid`, and match results that do not depend on the threads.

mod common;
use common::positions::{random_board, Stop};

use common::{other, Grid, BLACK, WHITE};
use othello::bitboard::Bitboard;
use othello::board::Board;
use othello::color::Color;
use othello::engine::bit8::Bit8;
use othello::engine::generic::Generic;
use othello::engine::position::{Move, Position, PASS};
use othello::rng::Rng;

/// A position `plies` random plies from the standard 8 x 8 start.
fn random_position(rng: &mut Rng, plies: u64) -> (Board, Color) {
    random_board(rng.next_u64(), plies as usize, Stop::AtEnd)
}

/// On 8 x 8 the bitboard playout and the generic board's playout draw the
/// same moves from the same generator, so they must end in the same game.
#[test]
fn bitboard_and_generic_playouts_agree() {
    let mut rng = Rng::new(5);
    for i in 0..300 {
        let plies = rng.below(60);
        let (board, c) = random_position(&mut rng, plies);
        let mut a = Bit8 {
            pos: Bitboard::from_board(&board, c).unwrap(),
            seat: c.index() as u8,
        };
        let mut g = Generic::new(board, c);
        let (mut ra, mut rg) = (Rng::new(i), Rng::new(i));
        assert_eq!(a.playout(&mut ra), g.playout(&mut rg), "position {i}");
        assert_eq!(ra.next_u64(), rg.next_u64(), "position {i}");
    }
}

/// The key kept move by move equals the key of the same position built
/// afresh, and the two implementations list the same moves.
#[test]
fn zobrist_key_is_kept_incrementally() {
    let mut rng = Rng::new(9);
    let (mut ms, mut mb) = (Vec::new(), Vec::new());
    for (rows, cols) in [(6, 6), (8, 8), (10, 12)] {
        let mut g = Generic::new(Board::standard(rows, cols).unwrap(), Color::Black);
        while !g.is_over() {
            g.moves(&mut ms);
            let mv = if ms.is_empty() {
                PASS
            } else {
                ms[rng.below(ms.len() as u64) as usize]
            };
            if (rows, cols) == (8, 8) {
                let c = if g.seat() == 0 {
                    Color::Black
                } else {
                    Color::White
                };
                let mut b = Bit8 {
                    pos: Bitboard::from_board(g.board(), c).unwrap(),
                    seat: g.seat() as u8,
                };
                b.moves(&mut mb);
                assert_eq!(ms, mb);
            }
            assert!(g.play(mv));
            let c = if g.seat() == 0 {
                Color::Black
            } else {
                Color::White
            };
            let fresh = Generic::new(g.board().clone(), c);
            assert_eq!(g.key(), fresh.key());
        }
    }
}

/// Greedy against greedy with no random opening is fully determined: a
/// naive greedy player (most flips, first in row-major order) on the naive
/// grid replays both games and gives the totals `match` must print.
#[test]
fn greedy_match_agrees_with_a_naive_greedy_player() {
    let (rows, cols) = (6, 6);
    let mut g = Grid::standard(rows, cols);
    let mut me = BLACK;
    loop {
        let moves = g.moves(me);
        if moves.is_empty() {
            if g.moves(other(me)).is_empty() {
                break;
            }
            me = other(me);
            continue;
        }
        let mut best = moves[0];
        for &(r, c) in &moves {
            if g.flips(r, c, me).len() > g.flips(best.0, best.1, me).len() {
                best = (r, c);
            }
        }
        g.play(best.0, best.1, me);
        me = other(me);
    }
    let (b, w) = (g.count(BLACK) as i64, g.count(WHITE) as i64);
    // Game 0: the first engine is black; game 1: white. Both games are the
    // same game, so each engine wins one (or both are draws).
    let (wins, draws) = if b == w { (0, 2) } else { (1, 0) };
    let want = format!(
        "greedy: {wins} wins, {draws} draws, {wins} losses, average margin +0.00\n\
         greedy: {wins} wins, {draws} draws, {wins} losses, average margin +0.00\n\
         greedy score 50.0% ({wins} w, {draws} d, {wins} l)\n"
    );
    let args = [
        "match",
        "greedy",
        "greedy",
        "--games",
        "2",
        "--openings",
        "0",
        "--size",
        "6",
    ];
    let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(othello::run(&argv, &mut &b""[..], &mut out, &mut err), 0);
    assert_eq!(String::from_utf8(out).unwrap(), want);
}

fn run_match(extra: &[&str]) -> String {
    let mut argv: Vec<String> = [
        "match",
        "random",
        "mcts:playouts=60",
        "--size",
        "6x8",
        "--games",
        "8",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    argv.extend(extra.iter().map(|s| s.to_string()));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    assert_eq!(othello::run(&argv, &mut &b""[..], &mut out, &mut err), 0);
    String::from_utf8(out).unwrap()
}

/// The totals are the same on 1 and 3 threads, and add up: what one
/// engine wins the other loses, the margins are opposite.
#[test]
fn match_results_do_not_depend_on_threads() {
    let one = run_match(&["--threads", "1"]);
    assert_eq!(one, run_match(&["--threads", "3"]));
    let nums = |line: &str| -> Vec<f64> {
        line.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == '+'))
            .filter_map(|w| w.parse().ok())
            .collect()
    };
    let lines: Vec<&str> = one.lines().collect();
    let (a, b) = (nums(lines[0]), nums(lines[1]));
    let (a, b) = (&a[a.len() - 4..], &b[b.len() - 4..]);
    assert_eq!((a[0], a[1], a[2]), (b[2], b[1], b[0]), "{one}");
    assert_eq!(a[0] + a[1] + a[2], 8.0);
    assert_eq!(a[3], -b[3]);
}

/// MCTS answers a pass and a finished game without searching, and on a
/// position with one legal move plays it.
#[test]
fn mcts_edge_cases() {
    use othello::engine::mcts::search;
    // White to move with discs on b1 and b2, black on the a1 corner: white
    // cannot bracket a corner disc, so it must pass; black still has c1.
    let pos = Bit8 {
        pos: Bitboard {
            player: 1 << 1 | 1 << 9,
            opponent: 1,
        },
        seat: 1,
    };
    let mut p = pos;
    let mut m: Vec<Move> = Vec::new();
    p.moves(&mut m);
    assert!(m.is_empty() && !p.is_over());
    assert_eq!(search(&pos, 100, 1, 1).unwrap().best, PASS);
    let over = Bit8 {
        pos: Bitboard {
            player: 1,
            opponent: 0,
        },
        seat: 0,
    };
    assert!(search(&over, 100, 1, 1).is_none());
}
