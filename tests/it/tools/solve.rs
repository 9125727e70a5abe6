//! The exact solver against a plain minimax, and the published FFO answers.
//!
//! The minimax here knows nothing of the library's rules: it plays on a
//! plain array of 64 cells with its own ray walk, visits every line of
//! play without pruning, and gives each root move its exact score.

use crate::oracle::minimax::naive_solution;
use crate::support::positions::{random_board, Stop};

use othello::bitboard::Bitboard;
use othello::board::Board;
use othello::color::Color;
use othello::cpu::Level;
use othello::rng::Rng;
use othello::search::endgame::Solver;

/// A position reached by random play from the start, stopped at `empties`
/// empty squares (or at the end of the game), with the side to move.
fn random_game(rng: &mut Rng, empties: usize) -> (Board, Color) {
    random_board(rng.next_u64(), usize::MAX, Stop::AtEmpties(empties))
}

#[test]
fn solver_equals_plain_minimax_on_random_endgames() {
    let mut rng = Rng::new(2024);
    let mut solver = Solver::new(16).expect("a small table");
    let mut portable = Solver::new(12).expect("a small table").portable();
    let mut popcnt = Solver::new(12)
        .expect("a small table")
        .with_isa(Level::Popcnt);
    let mut threaded = Solver::new(12).expect("a small table").with_threads(3);
    let mut passes = 0;
    let mut ties = 0;
    for case in 0..300 {
        // Mostly small endgames, some up to 10 empties (and, by passes
        // and early ends, some positions where the side must pass).
        let empties = match case % 50 {
            0 => 10,
            1..=4 => 9,
            _ => 1 + rng.below(8) as usize,
        };
        let (board, me) = random_game(&mut rng, empties);
        let pos = Bitboard::from_board(&board, me).expect("8 x 8");
        let want = naive_solution(&board, me);
        let got = solver.solve(pos);
        assert_eq!(
            (got.score, got.best.0, got.pass),
            want,
            "case {case}: {pos:?}"
        );
        passes += want.2 as usize;
        ties += (want.1.count_ones() > 1) as usize;
        if case % 3 == 0 {
            let p = portable.solve(pos);
            assert_eq!((p.score, p.best.0, p.pass), want, "case {case}: portable");
        }
        if case % 3 == 1 {
            let p = popcnt.solve(pos);
            assert_eq!((p.score, p.best.0, p.pass), want, "case {case}: popcnt");
        }
        if case % 3 == 2 {
            let t = threaded.solve(pos);
            assert_eq!((t.score, t.best.0, t.pass), want, "case {case}: 3 threads");
        }
        // Every symmetric image has the same score.
        let k = rng.below(8) as usize;
        assert_eq!(solver.solve(pos.symmetric(k)).score, want.0);
    }
    assert!(ties > 10, "too few positions with tied best moves: {ties}");
    assert!(
        passes > 5,
        "too few positions where the side must pass: {passes}"
    );
}

#[test]
fn solver_handles_passes_and_finished_games() {
    let mut solver = Solver::new(10).expect("a small table");
    // Black on a1 alone: nobody can move; 63 empties go to black.
    let over = Bitboard {
        player: 1,
        opponent: 0,
    };
    let s = solver.solve(over);
    assert_eq!((s.score, s.best.0, s.pass), (64, 0, false));
    // White alone on b1 against black everywhere but a1: white to move
    // cannot, black then takes a1 and everything.
    let all = !0u64 ^ 0b11;
    let s = solver.solve(Bitboard {
        player: 0b10,
        opponent: all,
    });
    assert_eq!((s.score, s.best.0, s.pass), (-64, 0, true));
}

/// The FFO test positions #40 to #59 with their published answers: the
/// exact score for the side to move and every best move.
const FFO: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/fixtures/solve/ffo.txt"
));

/// `(number, position, score, best moves)` of each line of [`FFO`].
fn ffo_table() -> Vec<(u32, Bitboard, i32, u64)> {
    FFO.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            let number = f[0].parse().unwrap();
            let cells = f[1].as_bytes();
            assert_eq!(cells.len(), 64, "#{number}");
            let set = |c| (0..64).fold(0u64, |acc, i| acc | ((cells[i] == c) as u64) << i);
            let (x, o) = (set(b'X'), set(b'O'));
            let pos = match f[2] {
                "X" => Bitboard {
                    player: x,
                    opponent: o,
                },
                _ => Bitboard {
                    player: o,
                    opponent: x,
                },
            };
            let score = f[3].parse().unwrap();
            let best = f[4].split(',').fold(0u64, |acc, m| {
                let b = m.as_bytes();
                acc | 1 << ((b[1] - b'1') * 8 + (b[0] - b'a'))
            });
            (number, pos, score, best)
        })
        .collect()
}

#[test]
fn ffo_table_is_well_formed() {
    let table = ffo_table();
    assert_eq!(table.len(), 20);
    for (number, pos, _, best) in table {
        assert_eq!(pos.player & pos.opponent, 0, "#{number}");
        assert_eq!(best & !pos.moves(), 0, "#{number}: best moves are legal");
    }
}

/// Runs the published FFO positions up to `FFO_LAST` (default 44): slow
/// in the test profile, so run it in release:
/// `cargo test --release --test solve -- --ignored`.
#[test]
#[ignore]
fn ffo_published_answers() {
    let last: u32 = std::env::var("FFO_LAST")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(44);
    let mut solver = Solver::new(20).expect("a 64 MB table");
    for (number, pos, score, best) in ffo_table() {
        if number > last {
            continue;
        }
        let s = solver.solve(pos);
        assert_eq!((s.score, s.best.0), (score, best), "FFO #{number}");
    }
}

/// The root hook hears of every root move once, counting up to the
/// number of legal moves, with one thread and with several; a position
/// without moves tells it nothing.
#[test]
fn the_root_hook_hears_each_root_move_once() {
    let mut rng = Rng::new(18);
    for threads in [1, 3] {
        let mut solver = Solver::new(12)
            .expect("a small table")
            .with_threads(threads);
        for case in 0..20 {
            let (board, me) = random_game(&mut rng, 10 + case % 5);
            let pos = Bitboard::from_board(&board, me).expect("8 x 8");
            let calls = std::sync::Mutex::new(Vec::new());
            let sol = solver.solve_watched(pos, &|done, total| {
                calls.lock().unwrap().push((done, total));
            });
            let plain = solver.solve(pos);
            let key = |s: othello::search::endgame::Solved| (s.score, s.best, s.pass);
            assert_eq!(key(sol), key(plain), "case {case}");
            let mut calls = calls.into_inner().unwrap();
            calls.sort_unstable();
            let n = pos.moves().count_ones() as usize;
            let want: Vec<(usize, usize)> = (1..=n).map(|d| (d, n)).collect();
            assert_eq!(calls, want, "case {case}, {threads} threads");
        }
    }
}

/// A long solve whose stderr is not a terminal (here a pipe) writes no
/// progress: stderr stays empty. FFO #41 takes longer than the progress
/// delay (1 s) in the test build on the machines this was written on, so
/// that progress would be due if the terminal check were missing.
#[test]
fn piped_stderr_gets_no_progress() {
    let line = "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X\n";
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(["solve", "--threads", "2"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(line.as_bytes())?;
            child.wait_with_output()
        })
        .expect("othello runs");
    // The published answer (fixtures/solve/ffo.txt).
    assert_eq!(String::from_utf8_lossy(&out.stdout), "+0 h4\n");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

/// A solve stopped by its deadline says so (`None`) and leaves no false
/// bound behind: the same solver then solves the same position as a fresh
/// one does, with one thread and with two; a deadline far enough away
/// changes nothing.
#[test]
fn a_solve_past_its_deadline_gives_nothing_and_forgets_it() {
    let ffo40 = ffo_table()[0].1;
    let mut rng = Rng::new(5);
    for threads in [1, 2] {
        let mut solver = Solver::new(16).expect("a table").with_threads(threads);
        let passed = std::time::Instant::now();
        assert_eq!(solver.solve_until(ffo40, passed, &|_, _| {}), None);
        let mut stopped = 0;
        for case in 0..4 {
            let (board, me) = random_game(&mut rng, 16 + case % 3);
            let pos = Bitboard::from_board(&board, me).expect("8 x 8");
            // Stopped after the first reading of the clock, mid-search
            // when the solve needs more nodes than that.
            let passed = std::time::Instant::now();
            stopped += solver.solve_until(pos, passed, &|_, _| {}).is_none() as usize;
            let far = std::time::Instant::now() + std::time::Duration::from_secs(3600);
            let got = solver.solve_until(pos, far, &|_, _| {}).expect("in time");
            let fresh = Solver::new(12).expect("a table").solve(pos);
            assert_eq!(
                (got.score, got.best, got.pass),
                (fresh.score, fresh.best, fresh.pass),
                "case {case}, {threads} threads"
            );
        }
        assert!(stopped > 0, "some solve was stopped");
    }
}

/// The scored moves of an OBF line, sorted by move.
fn scored_moves(line: &str) -> Vec<(String, i32)> {
    let mut fields: Vec<(String, i32)> = line
        .split(';')
        .skip(1)
        .filter_map(|f| f.trim().split_once(':'))
        .map(|(m, s)| (m.to_string(), s.trim_start_matches('+').parse().unwrap()))
        .collect();
    fields.sort();
    fields
}

#[test]
fn every_move_scores_match_the_published_ffo_values() {
    let data = std::fs::read_to_string(
        crate::support::fixtures::fixtures_dir().join("solve/ffo-moves.txt"),
    )
    .unwrap();
    let published: Vec<&str> = data.lines().filter(|l| !l.starts_with('%')).collect();
    assert_eq!(published.len(), 3);
    // The published lines themselves: solve reads OBF, ignoring the scores.
    let input: String = published.iter().map(|l| format!("{l}\n")).collect();
    {
        let out = crate::support::run_binary(&["solve", "--all"], input.as_bytes());
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let got = String::from_utf8(out.stdout).unwrap();
        let got: Vec<&str> = got.lines().collect();
        assert_eq!(got.len(), 3);
        for (g, p) in got.iter().zip(&published) {
            assert_eq!(&g[..67], &p[..67], "the position is written back");
            assert_eq!(scored_moves(g), scored_moves(p), "{g}");
            let scores: Vec<i32> = g
                .split(';')
                .skip(1)
                .filter_map(|f| f.split_once(':'))
                .map(|(_, s)| s.trim_start_matches('+').parse().unwrap())
                .collect();
            assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best first: {g}");
        }
    }
}
