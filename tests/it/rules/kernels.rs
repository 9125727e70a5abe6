//! Every counting kernel (`othello::bitboard::kernel`) against the
//! references: the published perft table to depth 9, the plain scalar count
//! from late-game positions (passes and finished games), and the portable
//! `moves` and `flips` (and the naive ray walk of
//! `tests/it/oracle/grid.rs`) on 100,000 random positions. A kernel this
//! CPU lacks is reported as skipped on the test's output, never counted as
//! passed; the scalar kernel runs everywhere. The `OTHELLO_KERNEL` variable
//! is tested through the binary, since a process reads it once.

use crate::support::positions::{random_board, Stop};
use crate::support::say::say;

use crate::oracle::grid::{Grid, BLACK, WHITE};
use crate::support::perft_table;
use othello::bitboard::kernel::{Kernel, NAMES};
use othello::bitboard::moves8;
use othello::bitboard::perft::leaves;
use othello::bitboard::Bitboard;
use othello::rng::Rng;
use std::process::{Command, Output};

/// The kernels this CPU runs; the others are named on standard error
/// with the reason (written past the test harness's capture, so that a
/// skip shows in every run).
fn kernels() -> Vec<Kernel> {
    let mut found = Vec::new();
    for name in NAMES {
        match Kernel::by_name(name) {
            Ok(k) => found.push(k),
            Err(why) => say(&format!("kernel {name}: skipped, {why}")),
        }
    }
    assert_eq!(found.first(), Some(&Kernel::SCALAR), "scalar runs anywhere");
    found
}

#[test]
fn each_kernel_counts_the_published_table_to_depth_9() {
    let rows = perft_table();
    for k in kernels() {
        assert_eq!(k.leaves(Bitboard::START, 0), 1);
        for &(depth, want) in rows.iter().filter(|r| r.0 <= 9) {
            assert_eq!(
                k.leaves(Bitboard::START, depth),
                want,
                "{}, depth {depth}",
                k.name()
            );
        }
    }
}

/// A position after `plies` random moves from the start (passes when
/// stuck), with the side to move.
fn random_game(rng: &mut Rng, plies: u64) -> Bitboard {
    let (board, color) = random_board(rng.next_u64(), plies as usize, Stop::AtEnd);
    Bitboard::from_board(&board, color).unwrap()
}

#[test]
fn each_kernel_counts_like_the_reference_late_in_the_game() {
    // From 40 to 60 plies in, where passes and finished games fill the
    // last plies: every depth to 6, so that each of the kernels' layers
    // (one, two, three and more plies to go) meets them.
    let kernels = kernels();
    let mut rng = Rng::new(19);
    let (mut passes, mut ends) = (0, 0);
    for game in 0..400 {
        let plies = rng.range(40, 61);
        let pos = random_game(&mut rng, plies);
        passes += (pos.moves() == 0) as u32;
        ends += pos.is_game_over() as u32;
        for depth in 0..=6 {
            let want = leaves(pos, depth);
            for k in &kernels {
                assert_eq!(
                    k.leaves(pos, depth),
                    want,
                    "{}, game {game}, depth {depth}, {pos:?}",
                    k.name()
                );
            }
        }
    }
    assert!(passes > 10 && ends > 10, "{passes} passes, {ends} ends");
}

#[test]
fn each_kernel_has_the_reference_moves_and_flips() {
    let kernels = kernels();
    let mut rng = Rng::new(1919);
    for i in 0..100_000u32 {
        // Half from random games, half random sets of every density.
        let (p, o) = if i % 2 == 0 {
            let plies = rng.range(0, 61);
            let pos = random_game(&mut rng, plies);
            (pos.player, pos.opponent)
        } else {
            let (a, b) = (rng.next_u64(), rng.next_u64());
            let c = match i % 6 {
                1 => !0,
                3 => rng.next_u64() | rng.next_u64(),
                _ => rng.next_u64() & rng.next_u64(),
            };
            (a & b & c, !a & b & c)
        };
        let want = moves8::moves(p, o);
        let naive = (i % 10 == 0).then(|| naive_grid(p, o));
        if let Some(grid) = &naive {
            let cells = grid.moves(BLACK);
            let set = cells.iter().fold(0, |s, &(r, c)| s | 1 << (r * 8 + c));
            assert_eq!(want, set, "naive moves of {p:#x} {o:#x}");
        }
        for k in &kernels {
            assert_eq!(k.moves(p, o), want, "{} moves of {p:#x} {o:#x}", k.name());
        }
        for sq in 0..64 {
            if (p | o) >> sq & 1 != 0 {
                continue;
            }
            let want = moves8::flips(p, o, sq);
            if let Some(grid) = &naive {
                let cells = grid.flips(sq as usize / 8, sq as usize % 8, BLACK);
                let set = cells.iter().fold(0, |s, &(r, c)| s | 1 << (r * 8 + c));
                assert_eq!(want, set, "naive flips of {p:#x} {o:#x} {sq}");
            }
            for k in &kernels {
                assert_eq!(
                    k.flips(p, o, sq),
                    want,
                    "{} flips of {p:#x} {o:#x} {sq}",
                    k.name()
                );
            }
        }
    }
}

/// The naive grid of `(p, o)`: `p` black, `o` white.
fn naive_grid(p: u64, o: u64) -> Grid {
    Grid(
        (0..8)
            .map(|r| {
                (0..8)
                    .map(|c| match (p >> (r * 8 + c) & 1, o >> (r * 8 + c) & 1) {
                        (1, _) => BLACK,
                        (_, 1) => WHITE,
                        _ => crate::oracle::grid::EMPTY,
                    })
                    .collect()
            })
            .collect(),
    )
}

/// Runs the binary with `OTHELLO_KERNEL=kernel` on no input.
fn with_kernel(kernel: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_othello"))
        .args(args)
        .env("OTHELLO_KERNEL", kernel)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap()
}

#[test]
fn the_variable_forces_a_kernel_or_is_a_usage_error() {
    let want: String = perft_table()
        .iter()
        .take(6)
        .map(|(d, n)| format!("{d} {n}\n"))
        .collect();
    for name in NAMES {
        let out = with_kernel(name, &["perft", "--time", "6"]);
        let err = String::from_utf8(out.stderr).unwrap();
        match Kernel::by_name(name) {
            Ok(_) => {
                assert_eq!(out.status.code(), Some(0), "{name}: {err}");
                assert_eq!(String::from_utf8(out.stdout).unwrap(), want, "{name}");
                assert!(err.starts_with(&format!("kernel {name},")), "{name}: {err}");
            }
            Err(why) => {
                say(&format!(
                    "kernel {name}: not on this CPU, checking the refusal"
                ));
                assert_eq!(out.status.code(), Some(2), "{name}: {err}");
                assert_eq!(err, format!("othello: OTHELLO_KERNEL={name}: {why}\n"));
                assert!(out.stdout.is_empty());
            }
        }
    }
    for cmd in [&["perft", "3"][..], &["solve"], &["best"]] {
        let out = with_kernel("bogus", cmd);
        assert_eq!(out.status.code(), Some(2), "{cmd:?}");
        assert!(out.stdout.is_empty(), "{cmd:?}");
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            "othello: OTHELLO_KERNEL=bogus: unknown kernel `bogus` \
             (expected scalar, avx2, avx512)\n",
            "{cmd:?}"
        );
    }
}

#[test]
fn solve_gives_the_same_answers_on_every_kernel() {
    // The hand-worked lines of fixtures/solve/ffo-small (see its `.md`).
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/solve/");
    let input = std::fs::read(format!("{dir}ffo-small.in")).unwrap();
    let want = std::fs::read_to_string(format!("{dir}ffo-small.out")).unwrap();
    for k in kernels() {
        let mut child = Command::new(env!("CARGO_BIN_EXE_othello"))
            .arg("solve")
            .env("OTHELLO_KERNEL", k.name())
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child.stdin.take().unwrap().write_all(&input).unwrap();
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", k.name());
        assert_eq!(String::from_utf8(out.stdout).unwrap(), want, "{}", k.name());
    }
}
