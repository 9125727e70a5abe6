//! The [`Game`] against the naive game of `oracle::game`: thousands of
//! seeded random games on boards from 2 x 2 to 20 x 20 (square and
//! rectangular, from the standard start and from random positions),
//! compared after every step: board, counts, side to move, passes, the end
//! and the result; illegal moves and passes are refused alike.

use crate::oracle::game::color;
use crate::oracle::grid::{random_grid, Grid, Naive, BLACK, EMPTY, WHITE};
use othello::color::Color;
use othello::game::{Game, MoveError, Outcome, State};
use othello::rng::Rng;
use othello::square::Square;

fn same(game: &Game, naive: &Naive, ctx: &str) {
    assert_eq!(game.board(), &naive.grid.to_board(), "{ctx}: board");
    assert_eq!(
        game.count(Color::Black),
        naive.count(BLACK),
        "{ctx}: black count"
    );
    assert_eq!(
        game.count(Color::White),
        naive.count(WHITE),
        "{ctx}: white count"
    );
    assert_eq!(game.state(), naive.state(), "{ctx}: state");
    assert_eq!(game.passed(), naive.passed.map(color), "{ctx}: passed");
}

/// Plays one random game through both, checking every step. Returns the
/// number of forced passes seen and whether it ended with empty squares.
fn one_game(rng: &mut Rng, grid: Grid, to_move: u8, ctx: &str) -> (usize, bool) {
    let (rows, cols) = (grid.rows(), grid.cols());
    let mut game = Game::from_position(grid.to_board(), color(to_move));
    let mut naive = Naive::new(grid, to_move);
    same(&game, &naive, ctx);
    let mut passes = usize::from(naive.passed.is_some());
    let mut step = 0;
    loop {
        step += 1;
        let ctx = format!("{ctx}, step {step}");
        // Now and then a pass, an off-board, occupied or random square.
        if rng.chance(1, 8) {
            let got = game.pass();
            let want = naive.pass();
            assert_eq!(got.is_ok(), want.is_ok(), "{ctx}: pass {got:?}");
            if let Err(MoveError::MayNotPass(sq)) = got {
                assert!(naive.grid.legal(sq.row, sq.col, naive.to_move), "{ctx}");
            }
            same(&game, &naive, &ctx);
            continue;
        }
        if rng.chance(1, 6) {
            let r = rng.below(rows as u64 + 2) as usize;
            let c = rng.below(cols as u64 + 2) as usize;
            let want = naive.play(r, c);
            let got = game.play(Square::new(r, c)).map(|p| p.flipped);
            assert_eq!(got, want, "{ctx}: random square ({r}, {c})");
            same(&game, &naive, &ctx);
            if want.is_ok() {
                passes += usize::from(naive.passed.is_some());
            }
            continue;
        }
        if naive.over {
            let empty = naive.count(EMPTY) > 0;
            assert_eq!(game.play(Square::new(0, 0)), Err(MoveError::GameOver));
            return (passes, empty);
        }
        let moves = naive.grid.moves(naive.to_move);
        let (r, c) = moves[rng.below(moves.len() as u64) as usize];
        let mover = color(naive.to_move);
        let want = naive.play(r, c).expect("a listed move is legal");
        let p = game
            .play(Square::new(r, c))
            .expect("legal for the game too");
        assert_eq!((p.mover, p.flipped), (mover, want), "{ctx}");
        let passed = match naive.state() {
            State::ToMove(c) if c == mover => Some(mover.opponent()),
            _ => None,
        };
        assert_eq!(p.passed, passed, "{ctx}");
        passes += usize::from(passed.is_some());
        same(&game, &naive, &ctx);
    }
}

#[test]
fn random_games_from_the_standard_start() {
    let mut rng = Rng::new(2024);
    let (mut passes, mut early_ends) = (0, 0);
    for g in 0..1600 {
        let rows = 2 * rng.range(1, 10) as usize;
        let cols = if rng.chance(1, 3) {
            rows
        } else {
            2 * rng.range(1, 10) as usize
        };
        let ctx = format!("game {g} ({rows} x {cols})");
        let (p, empty) = one_game(&mut rng, Grid::standard(rows, cols), BLACK, &ctx);
        passes += p;
        early_ends += usize::from(empty);
    }
    // The mix must exercise what it claims to.
    assert!(passes > 100, "only {passes} passes");
    assert!(
        early_ends > 100,
        "only {early_ends} games ended with empty squares"
    );
}

#[test]
fn random_games_from_random_positions() {
    let mut rng = Rng::new(77);
    for g in 0..600 {
        let rows = rng.range(1, 16) as usize;
        let cols = rng.range(1, 16) as usize;
        let weights = [rng.range(1, 6), rng.range(0, 3), rng.range(0, 3)];
        let grid = random_grid(&mut rng, rows, cols, weights);
        let to_move = if rng.chance(1, 2) { BLACK } else { WHITE };
        one_game(
            &mut rng,
            grid,
            to_move,
            &format!("position game {g} ({rows} x {cols})"),
        );
    }
}

#[test]
fn draws_happen_and_are_draws() {
    // Small boards draw often; check the game calls them draws.
    let mut rng = Rng::new(5);
    let mut draws = 0;
    for g in 0..400 {
        let (rows, cols) = (4, 2 * rng.range(1, 3) as usize);
        let mut game = Game::standard(rows, cols).unwrap();
        let mut naive = Naive::new(Grid::standard(rows, cols), BLACK);
        while !naive.over {
            let moves = naive.grid.moves(naive.to_move);
            let (r, c) = moves[rng.below(moves.len() as u64) as usize];
            naive.play(r, c).unwrap();
            game.play(Square::new(r, c)).unwrap();
        }
        same(&game, &naive, &format!("game {g}"));
        draws += usize::from(game.outcome() == Some(Outcome::Draw));
    }
    assert!(draws > 10, "only {draws} draws");
}
