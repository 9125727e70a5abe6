//! The small judges' formats against naive versions of them, on seeded
//! random inputs run through `othello::run` in-process; stdout, stderr and
//! the status must match.
//!
//! - `uva220`, `nowcoder` and `codingame`: 1,000 inputs per dialect, each
//!   built from random legal game prefixes. Each input and its naive answer
//!   are written here in one walk: the ray-walking `oracle::grid` plays, and
//!   every answer is formatted from the problem files.
//!
//! `check-move`, `coding-ninjas` and `maze-tac-toe` are in
//! `statement_oracles.rs`.

use crate::oracle::grid::{other, Grid, BLACK, EMPTY, WHITE};
use crate::support::positions::{random_position, Stop};
use crate::support::run;
use othello::rng::Rng;

const INPUTS: usize = 1000;

/// A random legal game prefix of 0 to 60 plies (see [`random_position`]),
/// and the side to move after it.
fn random_prefix(rng: &mut Rng) -> (Grid, u8) {
    let plies = rng.range(0, 60) as usize;
    random_position(rng.next_u64(), plies, Stop::AtEnd)
}

/// The grid's rows with each cell byte mapped through `cells` (black,
/// white, empty), every line ended by `nl`.
fn rows(g: &Grid, cells: [u8; 3], nl: &str) -> String {
    let mut s = String::new();
    for row in &g.0 {
        for &b in row {
            s.push(match b {
                BLACK => cells[0],
                WHITE => cells[1],
                _ => cells[2],
            } as char);
        }
        s.push_str(nl);
    }
    s
}

fn line_end(rng: &mut Rng) -> &'static str {
    if rng.chance(1, 4) {
        "\r\n"
    } else {
        "\n"
    }
}

/// How often each case the problem files single out came up, so that the
/// test proves the random inputs reach them.
#[derive(Default, Debug)]
struct Seen {
    /// `M` by the other side (uva220), occupied square (nowcoder, `NOPE`).
    switch_or_occupied: usize,
    /// `No legal move.` (uva220), nothing bracketed (nowcoder, `NULL`).
    none: usize,
    /// A count of 10 or more printed (uva220), a legal move played.
    big_or_legal: usize,
}

/// One random `uva220` input and the naive answer to it.
fn uva220_case(rng: &mut Rng, seen: &mut Seen) -> (String, String) {
    let nl = line_end(rng);
    let games = rng.range(1, 3);
    let mut input = format!("{games}{nl}");
    let mut want = String::new();
    for game in 0..games {
        if game > 0 {
            want.push('\n');
        }
        let (mut g, mut me) = random_prefix(rng);
        input.push_str(&rows(&g, *b"BW-", nl));
        input.push_str(&format!("{}{nl}", me as char));
        for _ in 0..rng.range(0, 12) {
            // The mover, after the forced switch of an `M`.
            let mut mover = me;
            let mut moves = g.moves(mover);
            if moves.is_empty() {
                mover = other(me);
                moves = g.moves(mover);
                seen.switch_or_occupied += !moves.is_empty() as usize;
            }
            if rng.chance(1, 3) || moves.is_empty() {
                input.push_str(&format!("L{nl}"));
                let mine = g.moves(me);
                if mine.is_empty() {
                    seen.none += 1;
                    want.push_str("No legal move.\n");
                } else {
                    let names: Vec<String> = mine
                        .iter()
                        .map(|&(r, c)| format!("({},{})", r + 1, c + 1))
                        .collect();
                    want.push_str(&names.join(" "));
                    want.push('\n');
                }
                continue;
            }
            let (r, c) = moves[rng.below(moves.len() as u64) as usize];
            input.push_str(&format!("M{}{}{nl}", r + 1, c + 1));
            g.play(r, c, mover);
            me = other(mover);
            let (b, w) = (g.count(BLACK), g.count(WHITE));
            seen.big_or_legal += (b >= 10 || w >= 10) as usize;
            let pad = |n: usize| {
                if n < 10 {
                    format!(" {n}")
                } else {
                    n.to_string()
                }
            };
            want.push_str(&format!("Black - {} White - {}\n", pad(b), pad(w)));
        }
        input.push_str(&format!("Q{nl}"));
        want.push_str(&rows(&g, *b"BW-", "\n"));
    }
    (input, want)
}

/// One random `nowcoder` input and the naive (stdout, stderr).
fn nowcoder_case(rng: &mut Rng, seen: &mut Seen) -> (String, String, String) {
    let nl = line_end(rng);
    let mut input = String::new();
    let (mut want, mut warn) = (String::new(), String::new());
    for case in 1..=rng.range(1, 4) {
        let (mut g, _) = random_prefix(rng);
        let me = if rng.chance(1, 2) { BLACK } else { WHITE };
        let legal = g.moves(me);
        let (r, c) = if !legal.is_empty() && rng.chance(1, 2) {
            legal[rng.below(legal.len() as u64) as usize]
        } else {
            (rng.below(8) as usize, rng.below(8) as usize)
        };
        let piece = if me == BLACK { '*' } else { '+' };
        input.push_str(&rows(&g, *b"*+.", nl));
        input.push_str(&format!("{} {} {piece}{nl}", r + 1, c + 1));
        let line = 9 * case;
        if g.0[r][c] != EMPTY {
            seen.switch_or_occupied += 1;
            warn.push_str(&format!(
                "othello: warning: case {case} (line {line}): ({},{}) is occupied; the board is left unchanged\n",
                r + 1,
                c + 1
            ));
        } else if g.flips(r, c, me).is_empty() {
            seen.none += 1;
            g.0[r][c] = me;
            warn.push_str(&format!(
                "othello: warning: case {case} (line {line}): {piece} at ({},{}) brackets nothing; placed without flips\n",
                r + 1,
                c + 1
            ));
        } else {
            seen.big_or_legal += 1;
            g.play(r, c, me);
        }
        want.push_str(&rows(&g, *b"*+.", "\n"));
        want.push('\n');
    }
    (input, want, warn)
}

/// One random `codingame` input (one to three cases) and the naive answer.
fn codingame_case(rng: &mut Rng, seen: &mut Seen) -> (String, String) {
    let nl = line_end(rng);
    let (mut input, mut want) = (String::new(), String::new());
    let cases = if rng.chance(3, 4) { 1 } else { rng.range(2, 3) };
    for _ in 0..cases {
        let (mut g, _) = random_prefix(rng);
        let me = if rng.chance(1, 2) { BLACK } else { WHITE };
        let legal = g.moves(me);
        let (r, c) = if !legal.is_empty() && rng.chance(1, 2) {
            legal[rng.below(legal.len() as u64) as usize]
        } else {
            (rng.below(8) as usize, rng.below(8) as usize)
        };
        input.push_str(&rows(&g, *b"BW-", nl));
        let column = (b'a' + c as u8) as char;
        input.push_str(&format!("{} {column}{}{nl}", me as char, r + 1));
        if g.0[r][c] != EMPTY {
            seen.switch_or_occupied += 1;
            want.push_str("NOPE\n");
        } else if g.flips(r, c, me).is_empty() {
            seen.none += 1;
            want.push_str("NULL\n");
        } else {
            seen.big_or_legal += 1;
            g.play(r, c, me);
            want.push_str(&format!("{} {}\n", g.count(WHITE), g.count(BLACK)));
        }
    }
    (input, want)
}

/// Every singled-out case came up at least 10 times.
fn reached(seen: &Seen) {
    eprintln!("{seen:?}");
    assert!(
        seen.switch_or_occupied >= 10 && seen.none >= 10 && seen.big_or_legal >= 10,
        "{seen:?}"
    );
}

#[test]
fn uva220_equals_naive_on_1000_random_inputs() {
    let (mut rng, mut seen) = (Rng::new(220), Seen::default());
    for i in 0..INPUTS {
        let (input, want) = uva220_case(&mut rng, &mut seen);
        let ran = run(&["uva220"], input.as_bytes());
        let (status, out, err) = (ran.status, ran.stdout(), ran.stderr());
        assert_eq!((status, err.as_str()), (0, ""), "input {i}:\n{input}");
        assert_eq!(out, want, "input {i}:\n{input}");
    }
    reached(&seen);
}

#[test]
fn nowcoder_equals_naive_on_1000_random_inputs() {
    let (mut rng, mut seen) = (Rng::new(8), Seen::default());
    for i in 0..INPUTS {
        let (input, want, warn) = nowcoder_case(&mut rng, &mut seen);
        let ran = run(&["nowcoder"], input.as_bytes());
        let (status, out, err) = (ran.status, ran.stdout(), ran.stderr());
        assert_eq!(status, 0, "input {i}:\n{input}");
        assert_eq!(err, warn, "input {i}:\n{input}");
        assert_eq!(out, want, "input {i}:\n{input}");
    }
    reached(&seen);
}

#[test]
fn codingame_equals_naive_on_1000_random_inputs() {
    let (mut rng, mut seen) = (Rng::new(64), Seen::default());
    for i in 0..INPUTS {
        let (input, want) = codingame_case(&mut rng, &mut seen);
        let ran = run(&["codingame"], input.as_bytes());
        let (status, out, err) = (ran.status, ran.stdout(), ran.stderr());
        assert_eq!((status, err.as_str()), (0, ""), "input {i}:\n{input}");
        assert_eq!(out, want, "input {i}:\n{input}");
    }
    reached(&seen);
}

/// `input` with a few random bytes replaced, deleted or inserted, or cut
/// short: mostly bad input.
fn mangle(rng: &mut Rng, input: &str) -> Vec<u8> {
    const BYTES: &[u8] = b"BW-*+.LMQ019 \n\r\tx\xff";
    let mut b = input.as_bytes().to_vec();
    for _ in 0..rng.range(1, 3) {
        if b.is_empty() {
            break;
        }
        let i = rng.below(b.len() as u64) as usize;
        let x = BYTES[rng.below(BYTES.len() as u64) as usize];
        match rng.below(4) {
            0 => b[i] = x,
            1 => {
                b.remove(i);
            }
            2 => b.insert(i, x),
            _ => b.truncate(i),
        }
    }
    b
}

/// Mangled inputs never panic: the status is 0, or 1 with one located
/// error line on stderr (after any warnings).
#[test]
fn mangled_inputs_give_located_errors() {
    let mut rng = Rng::new(1992);
    let mut seen = Seen::default();
    let mut errors = 0;
    for i in 0..3 * INPUTS {
        let (cmd, input) = match i % 3 {
            0 => ("uva220", uva220_case(&mut rng, &mut seen).0),
            1 => ("nowcoder", nowcoder_case(&mut rng, &mut seen).0),
            _ => ("codingame", codingame_case(&mut rng, &mut seen).0),
        };
        let bad = mangle(&mut rng, &input);
        let ran = run(&[cmd], &bad);
        let (status, err) = (ran.status, ran.stderr());
        let last = err.lines().last().unwrap_or("");
        match status {
            0 => assert!(!last.starts_with("othello: line"), "{cmd} {i}: {err}"),
            1 => {
                errors += 1;
                let rest = last.strip_prefix("othello: line ").unwrap_or("");
                let (l, rest) = rest.split_once(", col ").unwrap_or(("", ""));
                let (c, _) = rest.split_once(": ").unwrap_or(("", ""));
                assert!(
                    l.parse::<usize>().is_ok() && c.parse::<usize>().is_ok(),
                    "{cmd} {i}: not a located error: {err}"
                );
            }
            s => panic!("{cmd} {i}: status {s}: {err}"),
        }
    }
    assert!(errors > INPUTS, "only {errors} mangled inputs were refused");
}
