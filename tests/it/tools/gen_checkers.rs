//! `othello gen`'s outputs against independent format checkers, one per
//! dialect, written from the problem statements with the naive
//! ray-walking `Grid`: each generated input is what its problem promises.

use super::gen::{gen, variants};
use crate::support::{run, Ran};

use crate::oracle::grid::{other, Grid, BLACK, EMPTY, WHITE};
use crate::oracle::{
    baekjoon, botzone, ccc, checkio, code_golf, codewars, cody, hackerearth, kotamanegi, lcp41,
    paiza, simple_othello, swea, yukicoder,
};

type Check = std::result::Result<(), String>;

/// A format checker: the generated text, and whether illegal moves were asked for.
type Checker = fn(&str, bool) -> Check;

/// 8 board lines in `alphabet` (black, white, empty), cells maybe spaced.
fn board8<'a>(
    lines: &mut impl Iterator<Item = &'a str>,
    alphabet: [u8; 3],
) -> Result<Grid, String> {
    let mut rows = Vec::new();
    for _ in 0..8 {
        let l = lines.next().ok_or("board cut short")?.as_bytes();
        let cells: Vec<u8> = if l.len() == 15 {
            l.iter().step_by(2).copied().collect()
        } else {
            l.to_vec()
        };
        if cells.len() != 8 {
            return Err(format!("board line of {} cells", cells.len()));
        }
        let row = cells
            .iter()
            .map(|&c| match alphabet.iter().position(|&a| a == c) {
                Some(0) => Ok(BLACK),
                Some(1) => Ok(WHITE),
                Some(_) => Ok(EMPTY),
                None => Err(format!("cell `{}`", c as char)),
            })
            .collect::<Result<Vec<u8>, String>>()?;
        rows.push(row);
    }
    Ok(Grid(rows))
}

fn num(s: &str) -> Result<usize, String> {
    s.parse().map_err(|_| format!("not a number: `{s}`"))
}

/// Algebraic square (spreadsheet columns, 1-based row) -> 0-based (r, c).
fn algebraic(s: &str) -> Option<(usize, usize)> {
    let split = s.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = s.split_at(split);
    if letters.is_empty() || !letters.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    let col = letters
        .bytes()
        .fold(0usize, |n, b| n * 26 + (b - b'a') as usize + 1)
        - 1;
    let row: usize = digits.parse().ok()?;
    Some((row.checked_sub(1)?, col))
}

fn on(g: &Grid, r: usize, c: usize) -> bool {
    r < g.rows() && c < g.cols()
}

fn check_uva220(text: &str, _illegal: bool) -> Check {
    let mut lines = text.lines();
    let games = num(lines.next().ok_or("empty")?)?;
    for _ in 0..games {
        let mut g = board8(&mut lines, *b"BW-")?;
        let mut me = match lines.next() {
            Some("B") => BLACK,
            Some("W") => WHITE,
            l => return Err(format!("player line {l:?}")),
        };
        loop {
            let cmd = lines.next().ok_or("game without Q")?;
            match cmd.as_bytes() {
                b"Q" => break,
                b"L" => {}
                [b'M', r @ b'1'..=b'8', c @ b'1'..=b'8'] => {
                    let (r, c) = ((r - b'1') as usize, (c - b'1') as usize);
                    if g.moves(me).is_empty() {
                        me = other(me);
                    }
                    if !g.legal(r, c, me) {
                        return Err(format!("{cmd} is not legal"));
                    }
                    g.play(r, c, me);
                    me = other(me);
                }
                _ => return Err(format!("command `{cmd}`")),
            }
        }
    }
    match lines.next() {
        None => Ok(()),
        Some(l) => Err(format!("text after the last game: `{l}`")),
    }
}

fn check_nowcoder(text: &str, illegal: bool) -> Check {
    let mut lines = text.lines().peekable();
    let mut cases = 0;
    while lines.peek().is_some() {
        let g = board8(&mut lines, *b"*+.")?;
        let l = lines.next().ok_or("no move line")?;
        let f: Vec<&str> = l.split(' ').collect();
        let [r, c, e] = f[..] else {
            return Err(format!("move line `{l}`"));
        };
        let (r, c) = (num(r)?, num(c)?);
        let me = match e {
            "*" => BLACK,
            "+" => WHITE,
            _ => return Err(format!("piece `{e}`")),
        };
        if !(1..=8).contains(&r) || !(1..=8).contains(&c) {
            return Err(format!("square off the board: `{l}`"));
        }
        if !illegal && !g.legal(r - 1, c - 1, me) {
            return Err(format!("`{l}` is not legal"));
        }
        cases += 1;
    }
    if cases == 0 {
        return Err("no case".into());
    }
    Ok(())
}

fn check_codingame(text: &str, illegal: bool) -> Check {
    let mut lines = text.lines();
    let g = board8(&mut lines, *b"BW-")?;
    let l = lines.next().ok_or("no move line")?;
    let (who, sq) = l.split_once(' ').ok_or("move line")?;
    let me = match who {
        "B" => BLACK,
        "W" => WHITE,
        _ => return Err(format!("colour `{who}`")),
    };
    let b = sq.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return Err(format!("square `{sq}`"));
    }
    let (r, c) = ((b[1] - b'1') as usize, (b[0] - b'a') as usize);
    if !illegal && !g.legal(r, c, me) {
        return Err(format!("`{l}` is not legal"));
    }
    match lines.next() {
        None => Ok(()),
        Some(x) => Err(format!("extra line `{x}`")),
    }
}

fn check_check_move(text: &str, illegal: bool) -> Check {
    let mut lines = text.lines();
    let g = board8(&mut lines, *b"BW.")?;
    let mut n = 0;
    for l in lines {
        let f: Vec<&str> = l.split(' ').collect();
        let [r, c, color] = f[..] else {
            return Err(format!("query `{l}`"));
        };
        let (r, c) = (num(r)?, num(c)?);
        if r > 7 || c > 7 || !["B", "W"].contains(&color) {
            return Err(format!("query `{l}`"));
        }
        let free = g.0[r][c] == EMPTY;
        if !illegal && !free && g.0.iter().flatten().any(|&x| x == EMPTY) {
            return Err(format!("`{l}` names an occupied cell"));
        }
        n += 1;
    }
    if n == 0 {
        return Err("no query".into());
    }
    Ok(())
}

fn check_coding_ninjas(text: &str, illegal: bool) -> Check {
    let mut lines = text.lines();
    let n = num(lines.next().ok_or("empty")?)?;
    // Player 1 (`1`) holds (3,3) and (4,4), like white in the standard start.
    let mut g = Grid::standard(8, 8);
    let mut me = WHITE;
    let mut done = 0;
    for l in lines.by_ref() {
        if done == n {
            return Err(format!("pair after the n-th legal move: `{l}`"));
        }
        let (x, y) = l.split_once(' ').ok_or(format!("pair `{l}`"))?;
        let (x, y) = (num(x)?, num(y)?);
        if on(&g, x, y) && g.legal(x, y, me) {
            g.play(x, y, me);
            me = other(me);
            done += 1;
        } else if !illegal {
            return Err(format!("illegal pair `{l}`"));
        }
    }
    if done != n {
        return Err(format!("{done} legal moves, n = {n}"));
    }
    Ok(())
}

fn check_play(text: &str, _illegal: bool) -> Check {
    let mut lines = text.lines();
    let first = lines.next().ok_or("empty")?;
    let (mut g, mut me) = if let Some(size) = first.strip_prefix("start ") {
        let f: Vec<usize> = size.split(' ').map(num).collect::<Result<_, _>>()?;
        (Grid::standard(f[0], f[1]), BLACK)
    } else {
        let f: Vec<usize> = first.split(' ').map(num).collect::<Result<_, _>>()?;
        let mut rows = Vec::new();
        for _ in 0..f[0] {
            let l = lines.next().ok_or("board cut short")?.as_bytes();
            let cells: Vec<u8> = if l.len() == 2 * f[1] - 1 && f[1] > 1 {
                l.iter().step_by(2).copied().collect()
            } else {
                l.to_vec()
            };
            let row = cells
                .iter()
                .map(|&c| match c {
                    b'B' | b'X' | b'x' | b'*' | b'1' => BLACK,
                    b'W' | b'O' | b'o' | b'+' | b'2' => WHITE,
                    _ => EMPTY,
                })
                .collect::<Vec<u8>>();
            if row.len() != f[1] {
                return Err("ragged board".into());
            }
            rows.push(row);
        }
        let me = match lines.next() {
            Some("B") => BLACK,
            Some("W") => WHITE,
            l => return Err(format!("player {l:?}")),
        };
        (Grid(rows), me)
    };
    for tok in lines.flat_map(|l| l.split(' ')) {
        let mine = g.moves(me);
        if mine.is_empty() && g.moves(other(me)).is_empty() {
            return Err(format!("`{tok}` after the end of the game"));
        }
        if tok == "pass" {
            if !mine.is_empty() {
                return Err("pass while a move exists".into());
            }
            me = other(me);
            continue;
        }
        if mine.is_empty() {
            me = other(me);
        }
        let (r, c) = algebraic(tok).ok_or(format!("token `{tok}`"))?;
        if !on(&g, r, c) || !g.legal(r, c, me) {
            return Err(format!("`{tok}` is not legal"));
        }
        g.play(r, c, me);
        me = other(me);
    }
    Ok(())
}

fn check_console(text: &str, illegal: bool) -> Check {
    let mut g = Grid::standard(8, 8);
    let mut me = BLACK;
    for l in text.lines() {
        // A side without a move passes by itself; a typed `pass` is
        // always refused.
        if g.moves(me).is_empty() {
            me = other(me);
        }
        let ok =
            l != "pass" && algebraic(l).is_some_and(|(r, c)| on(&g, r, c) && g.legal(r, c, me));
        if !ok {
            if illegal {
                continue;
            }
            return Err(format!("line `{l}` would be refused"));
        }
        let (r, c) = algebraic(l).unwrap();
        g.play(r, c, me);
        me = other(me);
    }
    Ok(())
}

fn check_maze(text: &str, _illegal: bool) -> Check {
    let mut lines = text.lines();
    let n = num(lines.next().ok_or("empty")?)?;
    if !(3..=25).contains(&n) {
        return Err(format!("N = {n}"));
    }
    let mut starts = 0;
    for r in 0..n {
        let l = lines.next().ok_or("maze cut short")?.as_bytes();
        if l.len() != 3 * n {
            return Err(format!("line {} has {} characters", r + 2, l.len()));
        }
        for c in 0..n {
            let cell = &l[3 * c..3 * c + 3];
            let border = r == 0 || c == 0 || r == n - 1 || c == n - 1;
            let ok = match cell {
                b"###" => true,
                _ if border => false,
                b"..." => true,
                b"BBB" => {
                    starts += 1;
                    true
                }
                [b'M' | b'O', b'1'..=b'3', b'1'..=b'3'] => true,
                _ => false,
            };
            if !ok {
                return Err(format!("cell {r},{c}: {}", String::from_utf8_lossy(cell)));
            }
        }
    }
    if starts != 1 || lines.next().is_some() {
        return Err(format!("{starts} starts, or text after the maze"));
    }
    Ok(())
}

/// A dialect whose oracle (`tests/it/oracle/`) reads its format: the
/// input is valid when the oracle answers it.
fn accepted(answer: Result<Vec<u8>, String>) -> Check {
    answer.map(|_| ())
}

/// A dialect whose oracle answers inputs outside the statement's promise
/// too: the input is valid when the oracle answers it and `promise` holds.
fn within(
    oracle: fn(&[u8]) -> Result<Vec<u8>, String>,
    promise: fn(&[u8]) -> Check,
    text: &str,
) -> Check {
    oracle(text.as_bytes())?;
    promise(text.as_bytes())
}

#[test]
fn outputs_follow_the_problem_files() {
    let checkers: [(&str, Checker); 22] = [
        ("uva220", check_uva220),
        ("nowcoder", check_nowcoder),
        ("codingame", check_codingame),
        ("check-move", check_check_move),
        ("coding-ninjas", check_coding_ninjas),
        ("play", check_play),
        ("console", check_console),
        ("maze-tac-toe", check_maze),
        ("code-golf", |t, _| {
            accepted(code_golf::expected(&[], t.as_bytes()))
        }),
        ("simple-othello", |t, _| {
            accepted(simple_othello::expected(t.as_bytes()))
        }),
        ("ccc", |t, _| accepted(ccc::expected(t.as_bytes()))),
        ("baekjoon", |t, _| {
            accepted(baekjoon::expected(t.as_bytes()))
        }),
        ("kotamanegi", |t, _| {
            accepted(kotamanegi::expected(t.as_bytes()))
        }),
        ("hackerearth", |t, _| {
            hackerearth::check(t.as_bytes(), b"").map(|_| ())
        }),
        // The oracles answer moves outside the promise too: the promise
        // (legal moves; a finished game; no white disc bracketed; a move
        // for the side to move) is checked on its own.
        ("swea", |t, _| within(swea::expected, swea::promise, t)),
        ("lcp41", |t, _| within(lcp41::expected, lcp41::promise, t)),
        ("paiza", |t, _| within(paiza::expected, paiza::promise, t)),
        ("yukicoder", |t, _| {
            within(yukicoder::expected, yukicoder::promise, t)
        }),
        ("codewars", |t, _| {
            accepted(codewars::expected(t.as_bytes()))
        }),
        ("checkio", |t, _| accepted(checkio::expected(t.as_bytes()))),
        ("cody", |t, _| accepted(cody::expected(t.as_bytes()))),
        ("botzone", |t, _| {
            botzone::legal_moves(t.as_bytes()).map(|_| ())
        }),
    ];
    for (dialect, check) in checkers {
        for extra in variants(dialect) {
            // console's board size is the console's own option: check 8x8.
            if dialect == "console" && extra.contains(&"--size") {
                continue;
            }
            let illegal = extra.contains(&"--illegal");
            for seed in 0..40 {
                let text = String::from_utf8(gen(dialect, seed, &extra)).unwrap();
                if let Err(e) = check(&text, illegal) {
                    panic!(
                        "`othello gen {dialect} --seed {seed} {}`: {e}\n{text}",
                        extra.join(" ")
                    );
                }
            }
        }
    }
}

#[test]
fn moves_cases_follow_one_another_as_the_help_says() {
    // `gen moves` writes no blank line between cases, `moves` needs none,
    // and its help says so (it once said cases were separated by one).
    let text = gen("moves", 3, &["--cases", "3", "--size", "4", "--plies", "2"]);
    let text = String::from_utf8(text).unwrap();
    assert!(!text.contains("\n\n"), "{text}");
    let Ran { status, out, err } = run(&["moves"], text.as_bytes());
    let err = String::from_utf8_lossy(&err).into_owned();
    assert_eq!(status, 0, "{err}");
    let out = String::from_utf8(out).unwrap();
    assert_eq!(out.split("\n\n").count(), 3, "{out}");
    let Ran { out: help, .. } = run(&["moves", "--help"], b"");
    let help = String::from_utf8(help).unwrap().replace('\n', " ");
    assert!(
        help.contains("blank lines between cases are allowed, not needed"),
        "{help}"
    );
    assert!(
        !help.contains("separated by a blank line, in the input"),
        "{help}"
    );
}
