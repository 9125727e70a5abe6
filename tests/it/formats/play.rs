//! `play` against the naive play of `oracle::play`, which is the oracle
//! for every `fixtures/play/*.out` / `.err` it can read (the golden test
//! checks the program against the same files), and for seeded random games
//! run through the program in every move notation, with written passes and
//! a bad move at the end.
//!
//! Fixtures whose input is malformed before the moves (bad `start` line,
//! bad board) are out of its reach; their expectations are reasoned out in
//! `<case>.md`, which this test requires.

use crate::oracle::grid::{other, Naive, BLACK};
use crate::oracle::play::{col_name, naive_play, parse_position};
use crate::support::fixtures::fixture_cases;
use crate::support::Ran;
use othello::rng::Rng;
use std::fs;

fn run_play(input: &str, args: &[&str]) -> Ran {
    let words = [&["play"], args].concat();
    crate::support::run(&words, input.as_bytes())
}

#[test]
fn every_play_fixture_agrees_with_the_naive_play() {
    let mut checked = 0;
    for p in fixture_cases("play") {
        let input = fs::read_to_string(&p).unwrap();
        let args = fs::read_to_string(p.with_extension("args")).unwrap_or_default();
        let trace = args.split_whitespace().any(|a| a == "--trace");
        // The naive play has no reachability check; those cases are reasoned
        // out by hand in their .md.
        let validate = args.split_whitespace().any(|a| a == "--validate");
        // The rule variants have their own oracle (tests/it/oracle/variants.rs)
        // and fixtures reasoned out in their .md.
        let variant = args
            .split_whitespace()
            .any(|a| ["--directions", "--players", "--costs"].contains(&a));
        // `--ggf` adds the record, reasoned out in the .md and replayed by
        // tests/it/tools/records.rs.
        let ggf = args.split_whitespace().any(|a| a == "--ggf");
        let naive = if validate || variant || ggf {
            None
        } else {
            naive_play(&input, trace)
        };
        let Some((out, err)) = naive else {
            assert!(
                p.with_extension("md").exists(),
                "{}: the naive play cannot read it, so it needs a .md with the reasoning",
                p.display()
            );
            continue;
        };
        let want_out = fs::read_to_string(p.with_extension("out")).unwrap_or_default();
        let want_err = fs::read_to_string(p.with_extension("err")).unwrap_or_default();
        assert_eq!(want_out, out, "{}: stdout", p.display());
        assert_eq!(want_err, err, "{}: stderr", p.display());
        checked += 1;
    }
    assert!(checked >= 15, "only {checked} fixtures checked");
}

/// Random complete games on assorted boards, written in every notation,
/// with a written `pass` after some forced passes and sometimes a bad move
/// at the end, through the program and the naive play.
#[test]
fn random_games_as_text() {
    let mut rng = Rng::new(99);
    for g in 0..300 {
        let rows = 2 * rng.range(1, 6) as usize;
        let cols = if g % 10 == 0 {
            2 * rng.range(13, 20) as usize
        } else {
            2 * rng.range(1, 6) as usize
        };
        let mut text = format!("start {rows} {cols}\n");
        let mut naive = Naive::new(
            parse_position(&[&format!("start {rows} {cols}")])
                .unwrap()
                .0,
            BLACK,
        );
        let limit = rng.range(0, (rows * cols) as u64) as usize;
        let mut n = 0;
        while !naive.over && n < limit {
            n += 1;
            let moves = naive.grid.moves(naive.to_move);
            let (r, c) = moves[rng.below(moves.len() as u64) as usize];
            let tok = match rng.below(4) {
                0 => format!("{},{}", r + 1, c + 1),
                1 => format!("({},{})", r + 1, c + 1),
                2 => format!("{}{}", col_name(c).to_uppercase(), r + 1),
                _ => format!("{}{}", col_name(c), r + 1),
            };
            naive.grid.play(r, c, naive.to_move);
            let me = naive.to_move;
            naive.settle(other(me));
            text += &tok;
            if naive.passed.is_some() && rng.chance(1, 2) {
                text += " pass";
            }
            text += if rng.chance(1, 5) { "\n" } else { " " };
            if rng.chance(1, 30) {
                text += "\n# a comment\n";
            }
        }
        if rng.chance(1, 3) {
            let bad = ["a1", "pass", "(1,1)", "zz99", "hello", "3,", "PASS"];
            text += bad[rng.below(bad.len() as u64) as usize];
        }
        text.push('\n');
        let trace = rng.chance(1, 4);
        let args: &[&str] = if trace { &["--trace"] } else { &[] };
        let (out, err) = naive_play(&text, trace).unwrap();
        let ran = run_play(&text, args);
        let (got_out, got_err, status) = (ran.stdout(), ran.stderr(), ran.status);
        assert_eq!(got_out, out, "game {g}:\n{text}");
        assert_eq!(got_err, err, "game {g}:\n{text}");
        assert_eq!(status, if err.is_empty() { 0 } else { 1 }, "game {g}");
    }
}
