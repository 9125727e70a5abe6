//! The game's tests: the usual rules, then other rule sets and costs.

use super::*;

use crate::rules::Directions;
use crate::square::DIRECTIONS;

fn sq(name: &str) -> Square {
    let b = name.as_bytes();
    Square::new((b[1] - b'1') as usize, (b[0] - b'a') as usize)
}

#[test]
fn start_plays_and_refuses() {
    let mut g = Game::standard(8, 8).unwrap();
    assert_eq!(g.state(), State::ToMove(Color::Black));
    assert_eq!(g.frontier.list.len(), 12);
    assert!(matches!(g.pass(), Err(MoveError::MayNotPass(_))));
    assert_eq!(
        g.play(sq("a1")),
        Err(MoveError::Illegal(IllegalMove::NoFlips))
    );
    let p = g.play(sq("d3")).unwrap();
    assert_eq!((p.mover, p.flipped, p.passed), (Color::Black, 1, None));
    assert_eq!((g.count(Color::Black), g.count(Color::White)), (4, 1));
    assert_eq!(g.to_move(), Some(Color::White));
}

#[test]
fn shortest_game_ends_with_empty_squares() {
    // The 9-move wipe-out: white has no disc left, so nobody can move.
    let mut g = Game::standard(8, 8).unwrap();
    for m in ["f5", "d6", "c5", "f4", "e3", "f6", "g5", "e6", "e7"] {
        assert!(!g.is_over(), "{m}");
        g.play(sq(m)).unwrap();
    }
    assert_eq!(g.outcome(), Some(Outcome::Win(Color::Black)));
    assert_eq!((g.count(Color::Black), g.count(Color::White)), (13, 0));
}

#[test]
fn a_side_without_moves_passes_by_itself() {
    // B W . .    White cannot bracket the corner disc: it passes at once.
    // . W . .    Black's only move is c1; then nobody can move.
    let mut b = Board::empty(2, 4);
    b.set(sq("a1"), Some(Color::Black));
    b.set(sq("b1"), Some(Color::White));
    b.set(sq("b2"), Some(Color::White));
    let mut g = Game::from_position(b, Color::White);
    assert_eq!(g.passed(), Some(Color::White));
    assert_eq!(g.to_move(), Some(Color::Black));
    assert_eq!(g.pass(), Ok(Color::White));
    assert_eq!(g.pass(), Err(MoveError::MayNotPass(sq("c1"))));
    let p = g.play(sq("c1")).unwrap();
    assert_eq!((p.flipped, p.passed), (1, None));
    assert_eq!(g.outcome(), Some(Outcome::Win(Color::Black)));
    assert_eq!((g.count(Color::Black), g.count(Color::White)), (3, 1));
    assert_eq!(g.play(sq("d2")), Err(MoveError::GameOver));
    assert_eq!(g.pass(), Err(MoveError::GameOver));
}

fn rules(players: usize) -> Rules {
    Rules {
        directions: Directions::Eight,
        players,
    }
}

#[test]
fn three_players_from_the_start_pass_a_player_without_discs() {
    // One disc each (c3, d3, d4: not the start, which gives four each):
    // after e3 player 2 (index 1) has no disc left and passes by itself;
    // player 3 plays f2, then player 1 (index 0) moves. One written pass
    // stands for the one that happened, a second is refused.
    let r = rules(3);
    let mut b = Board::empty_for(6, 6, 3);
    for (name, p) in [("c3", 0), ("d3", 1), ("d4", 2)] {
        b.set_player(sq(name), Some(p));
    }
    let mut g = Game::new(b, r, None, 0);
    assert_eq!(g.play(sq("e3")).unwrap().flipped, 1);
    assert_eq!(g.passed_players(), &[1]);
    assert_eq!(g.player_to_move(), Some(2));
    assert_eq!(g.pass_player(), Ok(1));
    assert!(matches!(g.pass(), Err(MoveError::MayNotPass(_))));
    let p = g.play(sq("f2")).unwrap();
    assert_eq!((p.player, p.flipped), (2, 1));
    assert!(g.passed_players().is_empty());
    assert_eq!(g.player_to_move(), Some(0));
    assert_eq!((g.count_of(0), g.count_of(1), g.count_of(2)), (2, 0, 3));
}

#[test]
fn costs_and_budgets_follow_the_specification_sample() {
    let grid = vec![
        vec![5, 1, 2, 9],
        vec![3, 0, 0, 4],
        vec![7, 0, 0, 2],
        vec![1, 6, 8, 3],
    ];
    let costs = Costs::new(&grid, Some(3)).unwrap();
    let r = rules(2);
    let mut g = Game::new(Board::standard_for(4, 4, r).unwrap(), r, Some(costs), 0);
    for m in ["b1", "c1", "d3"] {
        g.play(sq(m)).unwrap();
    }
    assert!(g.is_over());
    assert_eq!((g.count_of(0), g.count_of(1)), (6, 1));
    assert_eq!((g.spent(0), g.spent(1)), (3, 2));
    assert_eq!(g.leaders(), vec![0]);
    assert_eq!(g.play(sq("a1")), Err(MoveError::GameOver));
}

#[test]
fn an_unaffordable_move_is_refused_and_changes_nothing() {
    let grid = vec![vec![5; 4]; 4];
    let costs = Costs::new(&grid, Some(4)).unwrap();
    let r = rules(2);
    let g = Game::new(Board::standard_for(4, 4, r).unwrap(), r, Some(costs), 0);
    // Nobody can afford anything: over at once.
    assert!(g.is_over());
    let grid = vec![vec![5, 1, 1, 1]; 4];
    let costs = Costs::new(&grid, Some(4)).unwrap();
    let mut g = Game::new(Board::standard_for(4, 4, r).unwrap(), r, Some(costs), 0);
    let before = g.board().clone();
    assert_eq!(
        g.play(sq("a2")),
        Err(MoveError::Unaffordable { cost: 5, left: 4 })
    );
    assert_eq!(g.board(), &before);
    assert_eq!(g.player_to_move(), Some(0));
}

#[cfg(feature = "tools")]
#[test]
fn tracked_legal_moves_equal_a_fresh_sweep_every_ply() {
    // Random games (a small LCG: the test needs no feature) on boards of
    // several shapes, the kept sets checked against the sweep each ply.
    let mut x = 7u64;
    for (rows, cols) in [(4, 4), (6, 10), (8, 8), (2, 12), (12, 2), (10, 70), (40, 2)] {
        for _ in 0..6 {
            let mut g = Game::standard(rows, cols).unwrap();
            g.track_legal_moves();
            while let Some(c) = g.to_move() {
                let fresh = g.board().legal_moves(c);
                assert_eq!(g.legal_moves(), fresh, "{rows} x {cols}");
                let other = g.board().legal_moves(c.opponent());
                let t = g.tracked.as_ref().unwrap();
                assert_eq!(t.of_player(c.opponent().index()), &other);
                assert_eq!(g.kept_legal_count(), Some(fresh.len()));
                for k in 0..=fresh.len() {
                    assert_eq!(g.kept_nth_legal_move(k), fresh.nth(k));
                }
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let k = ((x >> 33) as usize) % fresh.len();
                g.play(fresh.nth(k).unwrap()).unwrap();
            }
        }
    }
}

#[test]
fn the_frontier_is_every_empty_square_next_to_a_disc() {
    // Random boards (a small LCG) of several shapes, rows across word
    // boundaries among them, against the definition.
    let mut x = 11u64;
    for (rows, cols) in [
        (1, 1),
        (1, 5),
        (5, 1),
        (3, 64),
        (4, 65),
        (3, 130),
        (7, 2),
        (2, 200),
    ] {
        for fill in [2, 10, 40, 90] {
            let mut b = Board::empty(rows, cols);
            for r in 0..rows {
                for c in 0..cols {
                    x = x
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    if (x >> 33) % 100 < fill {
                        let color = [Color::Black, Color::White][(x >> 40) as usize % 2];
                        b.set(Square::new(r, c), Some(color));
                    }
                }
            }
            let f = Frontier::of(&b);
            let mut listed = f.list.clone();
            listed.sort();
            let mut want = Vec::new();
            for r in 0..rows {
                for c in 0..cols {
                    let sq = Square::new(r, c);
                    let next_to_a_disc = DIRECTIONS.iter().any(|&d| {
                        sq.step(d)
                            .is_some_and(|n| b.on_board(n) && b.get(n).is_some())
                    });
                    if b.get(sq).is_none() && next_to_a_disc {
                        want.push(sq);
                    }
                    assert_eq!(f.member.contains(sq), want.last() == Some(&sq));
                }
            }
            assert_eq!(listed, want, "{rows} x {cols}, {fill}% full");
        }
    }
}
