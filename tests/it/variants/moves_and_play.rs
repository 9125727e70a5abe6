//! Differential test of the rule variants: the binary's `moves` and `play`
//! with `--players 2|3|4`, `--directions 8|4` and `--costs`, on seeded
//! random positions, against the naive ray walk of
//! `tests/it/oracle/variants.rs` (written from the variants' specification
//! alone).
//!
//! For each of the 12 combinations (K = 2, 3, 4 x 8 or 4 directions x with
//! or without costs), on boards of 1..16 x 1..16:
//! - `moves`: 10,000 random positions, many per process (cases separated by
//!   a blank line), each answer compared with the oracle's;
//! - `play`: random games (one process each) from random positions or from
//!   `start`, each played with random affordable legal moves to the end or
//!   to a random stop, until at least 10,000 moves (so 10,000 positions and
//!   their flips) are behind each combination; the whole stdout (board,
//!   counts, `Spent:` line, state line) must equal the oracle's. About one
//!   game in six ends with a bad move instead (a legal move the mover
//!   cannot afford, an occupied square, a square that flips nothing, a
//!   square just off the board, a `pass` while a move exists, any move
//!   after the end): stdout must be the position before it, stderr one line
//!   located at that move, the status 1;
//! - size lines far too large for memory: a located error, never an abort.
//!
//! The `play` games are in `play_games.rs`, with this file's helpers.
//!
//! The binary is driven as a user would (`CARGO_BIN_EXE_othello`), so the
//! test does not depend on the library's internal API. The random generator
//! is a small splitmix64 written here; the seed is fixed.
//!
//! Where the specification left a choice, this test takes the following
//! (and the inputs it writes avoid what the specification leaves open):
//! - Two players are written in the `B W .` alphabet, player line `B`/`W`;
//!   K >= 3 in digits with `.` or `0` for empty (one per board, chosen at
//!   random). Boards are written side by side or with single spaces, at
//!   random. The size line is always written (`R C`, or `N` for a square
//!   board half of the time): K >= 3 requires it, and with two players it
//!   keeps a one-column board from reading like a player line.
//! - `--players 2` and `--directions 8` are sometimes written out and
//!   sometimes left to their defaults; both must mean the same.
//! - With `--costs` and no `budget` line, every legal move is affordable
//!   and `moves` still prints `Cheapest:` after the grid.
//! - The `budget B` line gives every player the same B; in random positions
//!   nobody has spent anything yet (`Spent:` starts at 0).
//! - `moves` outputs of several cases are separated by one blank line, as
//!   without the variants; `No affordable moves.` and `No legal moves.` are
//!   whole outputs of their case.
//! - Passes that happen by themselves are applied before the first move too
//!   (a position whose player cannot move starts with a pass), and a
//!   written `pass` is accepted for each pass that happened by itself since
//!   the last move or since the start; a further `pass` is a bad move.
//! - A `play` position (not `start`) may have odd sides and need not be
//!   reachable from a start; `--validate` is not used.
//! - Moves are written `d3` (sometimes upper case), `r,c` or `(r,c)`.
//! - Of a bad move's message only the location is checked: one stderr line
//!   starting `othello: line L, col C: ` where the move's token starts; the
//!   wording is the implementation's.

use crate::oracle::variants::*;

/// Positions per combination for `moves`.
const MOVES_POSITIONS: usize = 10_000;
/// Positions per `moves` process.
const MOVES_BATCH: usize = 1_000;

/// splitmix64: small, seeded, good enough to spread test cases.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (n > 0).
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// Uniform in `lo..=hi`.
    pub(super) fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }
    /// True with probability `num / den`.
    pub(super) fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }
}

/// One combination of options.
#[derive(Clone, Copy, Debug)]
pub(super) struct Combo {
    pub(super) players: u8,
    pub(super) directions: usize,
    pub(super) costs: bool,
}

fn combos() -> Vec<Combo> {
    let mut v = Vec::new();
    for players in 2..=4 {
        for directions in [8, 4] {
            for costs in [false, true] {
                v.push(Combo {
                    players,
                    directions,
                    costs,
                });
            }
        }
    }
    v
}

/// The command line for `cmd` under `combo`, defaults sometimes written.
pub(super) fn args(cmd: &str, combo: Combo, rng: &mut Rng) -> Vec<String> {
    let mut a = vec![cmd.to_string()];
    if combo.players != 2 || rng.chance(1, 2) {
        a.extend(["--players".into(), combo.players.to_string()]);
    }
    if combo.directions != 8 || rng.chance(1, 2) {
        a.extend(["--directions".into(), combo.directions.to_string()]);
    }
    if combo.costs {
        a.push("--costs".into());
    }
    a
}

/// A random cost grid and budget for `g`: small costs (many ties), huge
/// ones, or a mix; no budget, a small one (often too small), or a huge one.
pub(super) fn random_costs(rng: &mut Rng, g: &mut VGame) {
    let top = match rng.below(4) {
        0 => 3,
        1 => 20,
        2 => 1_000_000_000,
        _ => 100,
    };
    let costs = (0..g.rows())
        .map(|_| {
            (0..g.cols())
                .map(|_| {
                    if rng.chance(1, 20) {
                        1_000_000_000
                    } else {
                        rng.range(0, top)
                    }
                })
                .collect()
        })
        .collect();
    g.costs = Some(costs);
    let budget = match rng.below(6) {
        0 | 1 => None,
        2 => Some(0),
        3 => Some(rng.range(0, 2 * top)),
        4 => Some(rng.range(0, 30)),
        _ => Some(1_000_000_000_000_000_000),
    };
    g.budgets = budget.map(|b| vec![b; g.players as usize]);
}

/// A random position under `combo` (player to move at random; passes not
/// applied) and how to write it.
pub(super) fn random_position(rng: &mut Rng, combo: Combo) -> (VGame, Layout) {
    let rows = rng.range(1, 16) as usize;
    let cols = rng.range(1, 16) as usize;
    // Per board: how full it is, and how the discs are shared out.
    let empty_weight = rng.range(1, 12);
    let weights: Vec<u64> = (0..combo.players).map(|_| rng.range(0, 6)).collect();
    let disc_total: u64 = weights.iter().sum::<u64>().max(1);
    let cells = (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| {
                    if rng.below(empty_weight + 4) < empty_weight {
                        return EMPTY;
                    }
                    let mut x = rng.below(disc_total);
                    for (i, &w) in weights.iter().enumerate() {
                        if x < w {
                            return i as u8 + 1;
                        }
                        x -= w;
                    }
                    rng.range(1, combo.players as u64) as u8
                })
                .collect()
        })
        .collect();
    let to_move = rng.range(1, combo.players as u64) as u8;
    let mut g = VGame::new(cells, combo.players, combo.directions, to_move);
    if combo.costs {
        random_costs(rng, &mut g);
    }
    let layout = Layout {
        spaced: rng.chance(1, 3),
        empty: if combo.players > 2 && rng.chance(1, 2) {
            b'0'
        } else {
            b'.'
        },
    };
    (g, layout)
}

/// `g` as input text, with the size line `N` for square boards half of the
/// time.
pub(super) fn input_text(rng: &mut Rng, g: &VGame, layout: Layout) -> String {
    let text = g.input_text(layout);
    if g.rows() == g.cols() && rng.chance(1, 2) {
        let (_, rest) = text.split_once('\n').unwrap();
        format!("{}\n{rest}", g.rows())
    } else {
        text
    }
}

/// Runs the binary with `args` on `input`.
pub(super) fn run(args: &[String], input: &str) -> std::process::Output {
    crate::support::run_binary(args, input.as_bytes())
}

/// Legal moves: batches of random positions through `moves`.
fn check_moves(combo: Combo, seed: u64) -> Result<(), String> {
    let mut rng = Rng(seed);
    let mut done = 0;
    while done < MOVES_POSITIONS {
        let args = args("moves", combo, &mut rng);
        let mut inputs = Vec::new();
        let mut wants = Vec::new();
        for _ in 0..MOVES_BATCH.min(MOVES_POSITIONS - done) {
            let (g, layout) = random_position(&mut rng, combo);
            inputs.push(input_text(&mut rng, &g, layout));
            wants.push(g.moves_output());
        }
        done += inputs.len();
        let out = run(&args, &inputs.join("\n"));
        let got = String::from_utf8_lossy(&out.stdout).into_owned();
        let want = wants.join("\n");
        if got == want && out.status.code() == Some(0) && out.stderr.is_empty() {
            continue;
        }
        // Name the first case that differs, with its input.
        let got_cases: Vec<&str> = got.split("\n\n").collect();
        for (i, w) in wants.iter().enumerate() {
            let g = got_cases.get(i).map(|s| s.trim_end_matches('\n'));
            if g != Some(w.trim_end_matches('\n')) {
                return Err(format!(
                    "`othello {}` case {} of the batch:\ninput:\n{}expected:\n{}got:\n{}\n",
                    args.join(" "),
                    i + 1,
                    inputs[i],
                    w,
                    g.unwrap_or("(nothing)")
                ));
            }
        }
        return Err(format!(
            "`othello {}`: status {:?}, stderr {:?}",
            args.join(" "),
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}

/// Runs `check` on every combination, one thread each, and reports every
/// combination that failed with its first failing case.
pub(super) fn every_combination(check: fn(Combo, u64) -> Result<(), String>, seed: u64) {
    let results: Vec<(Combo, Result<(), String>)> = std::thread::scope(|s| {
        let handles: Vec<_> = combos()
            .into_iter()
            .enumerate()
            .map(|(i, combo)| s.spawn(move || (combo, check(combo, seed + i as u64))))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let failures: Vec<String> = results
        .into_iter()
        .filter_map(|(combo, r)| r.err().map(|e| format!("{combo:?}:\n{e}")))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of 12 combinations differ from the oracle:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn legal_moves_equal_the_oracle() {
    every_combination(check_moves, 0x5eed_0001);
}

/// A size line far too large for memory is a located input error (status
/// 1, one stderr line), never an abort: the board rows it announces are
/// missing, or the board is refused as too large.
#[test]
fn huge_size_lines_are_located_errors() {
    let cases = [
        ("moves", "--players", "3", "1 9999999999999999\n"),
        ("moves", "--players", "4", "9999999999999999 1\n"),
        ("moves", "--players", "3", "9999999999999999\n"),
        ("play", "--players", "3", "1 9999999999999999\n"),
        ("play", "--players", "4", "3037000500 3037000500\n"),
        ("moves", "--directions", "4", "1 9999999999999999\n"),
        ("moves", "--costs", "", "1 9999999999999999\n"),
        ("play", "--costs", "", "1 9999999999999999\n"),
    ];
    let mut failures = Vec::new();
    for (cmd, opt, val, input) in cases {
        let mut args = vec![cmd.to_string(), opt.to_string()];
        if !val.is_empty() {
            args.push(val.to_string());
        }
        let out = run(&args, input);
        let err = String::from_utf8_lossy(&out.stderr);
        if out.status.code() != Some(1)
            || !err.starts_with("othello: line ")
            || err.lines().count() != 1
        {
            failures.push(format!(
                "`othello {}` on {input:?}: status {:?}, stderr {:?}",
                args.join(" "),
                out.status.code(),
                err.lines().next().unwrap_or("")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
