//! An independent, deliberately plain `console`: it replays a session's
//! input lines with the naive ray-walking `Grid` and writes the transcript
//! as README describes it. It is the oracle for every
//! `fixtures/console/*.out` (the golden test checks the program against the
//! same files) and for seeded random sessions with typos run through the
//! program. Fixtures it cannot replay (usage errors) need a `<case>.md`.

use crate::oracle::grid::{other, Grid, BLACK, EMPTY, WHITE};
use crate::support::fixtures::fixture_cases;
use othello::rng::Rng;
use std::fs;

fn shout(c: u8) -> &'static str {
    if c == BLACK {
        "BLACK"
    } else {
        "WHITE"
    }
}

fn sym(c: u8) -> char {
    if c == BLACK {
        'x'
    } else {
        'o'
    }
}

fn letter(c: usize) -> char {
    (b'a' + c as u8) as char
}

/// The board with `+` on `me`'s moves (none when `me` is `None`).
fn board(g: &Grid, me: Option<u8>) -> String {
    let moves = me.map(|m| g.moves(m)).unwrap_or_default();
    let w = g.rows().to_string().len();
    let letters: Vec<String> = (0..g.cols()).map(|c| letter(c).to_string()).collect();
    let edge = format!("{}{}\n", " ".repeat(w + 1), letters.join(" "));
    let mut s = edge.clone();
    for r in 0..g.rows() {
        s += &format!("{:>w$}", r + 1);
        for c in 0..g.cols() {
            s.push(' ');
            s.push(match g.0[r][c] {
                BLACK => 'x',
                WHITE => 'o',
                _ if moves.contains(&(r, c)) => '+',
                _ => '.',
            });
        }
        s += &format!(" {}\n", r + 1);
    }
    s + &edge
}

fn counts(g: &Grid) -> String {
    format!(
        "Black (x): {}  White (o): {}\n",
        g.count(BLACK),
        g.count(WHITE)
    )
}

/// A square typed as letters + row or `r,c` / `(r,c)`, 0-based; `None`
/// when it is not a square at all.
fn square(t: &str) -> Option<(usize, usize)> {
    let inner = t
        .strip_prefix('(')
        .and_then(|x| x.strip_suffix(')'))
        .unwrap_or(t);
    let num = |s: &str| -> Option<usize> {
        if s.is_empty() || s.len() > 19 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse::<usize>().ok().filter(|&n| n >= 1).map(|n| n - 1)
    };
    if let Some((r, c)) = inner.split_once(',') {
        return Some((num(r)?, num(c)?));
    }
    if inner.len() != t.len() {
        return None;
    }
    let split = t.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = t.split_at(split);
    if letters.is_empty() || !letters.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    let mut col = 0usize;
    for b in letters.bytes() {
        col = col.checked_mul(26)?.checked_add((b - b'a') as usize + 1)?;
    }
    Some((num(digits)?, col - 1))
}

/// The transcript of a session on a `rows` x `cols` board fed `input`.
fn naive_console(rows: usize, cols: usize, input: &str) -> String {
    let mut g = Grid::standard(rows, cols);
    let mut lines: Vec<&str> = input.split('\n').collect();
    if lines.last() == Some(&"") {
        lines.pop();
    }
    let mut lines = lines.into_iter().map(|l| l.strip_suffix('\r').unwrap_or(l));
    let mut out = String::new();
    let mut me = BLACK;
    let mut first = true;
    // Some(side) who quit, or None for end of input; Err(()) for game over.
    let stop: Result<Option<u8>, ()> = 'game: loop {
        if g.moves(me).is_empty() {
            if g.moves(other(me)).is_empty() {
                if first {
                    out += "Neither side can move: game over.\n";
                }
                break Err(());
            }
            me = other(me);
        }
        if !first {
            out.push('\n');
        }
        first = false;
        out += &board(&g, Some(me));
        out += &counts(&g);
        loop {
            out += &format!("It is {}'s turn ({}): ", shout(me), sym(me));
            let Some(line) = lines.next() else {
                out.push('\n');
                break 'game Ok(None);
            };
            out += line;
            out.push('\n');
            let text = line.trim_matches(|c: char| c.is_ascii_whitespace());
            let t = text.to_ascii_lowercase();
            match t.as_str() {
                "" => continue,
                "quit" => break 'game Ok(Some(me)),
                "pass" => {
                    out += &format!(
                        "{} cannot pass while a move exists (the + squares).\n",
                        shout(me)
                    );
                    continue;
                }
                _ => {}
            }
            let Some((r, c)) = square(&t) else {
                out += &format!(
                    "{text} is not a valid board location (type a square like d3, pass or quit).\n"
                );
                continue;
            };
            if r >= rows || c >= cols {
                out += &format!(
                    "{text} is not a valid board location (a1 to {}{rows}).\n",
                    letter(cols - 1)
                );
            } else if g.0[r][c] != EMPTY {
                out += &format!("There is already a piece at {}{}.\n", letter(c), r + 1);
            } else if !g.legal(r, c, me) {
                out += &format!(
                    "{}{} is not a valid place to put a {} piece (it flips nothing).\n",
                    letter(c),
                    r + 1,
                    shout(me)
                );
            } else {
                g.play(r, c, me);
                let (mine, theirs) = (g.moves(me).is_empty(), g.moves(other(me)).is_empty());
                if theirs && !mine {
                    out += &format!("{} must pass.\n", shout(other(me)));
                }
                if theirs && mine {
                    out += if g.count(EMPTY) == 0 {
                        "The board is full: game over.\n"
                    } else {
                        "Neither side can move: game over.\n"
                    };
                }
                me = other(me);
                break;
            }
        }
    };
    let (nb, nw) = (g.count(BLACK), g.count(WHITE));
    let last = match stop {
        Err(()) if nb > nw => "BLACK wins.",
        Err(()) if nw > nb => "WHITE wins.",
        Err(()) => "It is a draw.",
        Ok(who) => {
            out += &match who {
                Some(c) => format!("{} quits: the game stops here.\n", shout(c)),
                None => "End of input: the game stops here.\n".into(),
            };
            if nb > nw {
                "BLACK leads."
            } else if nw > nb {
                "WHITE leads."
            } else {
                "The counts are level."
            }
        }
    };
    out.push('\n');
    out += &board(&g, None);
    out += &counts(&g);
    out + last + "\n"
}

fn size_arg(args: &str) -> Option<(usize, usize)> {
    let words: Vec<&str> = args.split_whitespace().collect();
    if words.contains(&"--computer") {
        // Checked by `computer_games_replay_through_the_naive_console`.
        return None;
    }
    board_size(&words)
}

fn board_size(words: &[&str]) -> Option<(usize, usize)> {
    match words.iter().position(|&w| w == "--size") {
        None => Some((8, 8)),
        Some(i) => {
            let v = words.get(i + 1)?;
            let (r, c) = v.split_once('x').unwrap_or((v, v));
            let ok = |n: usize| (2..=26).contains(&n) && n.is_multiple_of(2);
            let (r, c) = (
                r.parse().ok().filter(|&n| ok(n))?,
                c.parse().ok().filter(|&n| ok(n))?,
            );
            Some((r, c))
        }
    }
}

#[test]
fn every_console_fixture_agrees_with_the_naive_console() {
    let mut checked = 0;
    for p in fixture_cases("console") {
        let args = fs::read_to_string(p.with_extension("args")).unwrap_or_default();
        let Some((rows, cols)) = size_arg(&args) else {
            assert!(
                p.with_extension("md").exists(),
                "{}: needs a .md",
                p.display()
            );
            continue;
        };
        let input = fs::read_to_string(&p).unwrap();
        let want = fs::read_to_string(p.with_extension("out")).unwrap_or_default();
        assert_eq!(want, naive_console(rows, cols, &input), "{}", p.display());
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} console fixtures checked");
}

/// Seeded random sessions: mostly legal moves, with typos, off-board and
/// occupied squares, refused passes, blank lines, sometimes `quit` or an
/// early end of input.
#[test]
fn random_sessions() {
    let mut rng = Rng::new(31);
    for s in 0..200 {
        let rows = 2 * rng.range(1, 7) as usize;
        let cols = 2 * rng.range(1, 13) as usize;
        let mut g = Grid::standard(rows, cols);
        // A centre square, occupied from the start.
        let (a, b) = (rows / 2, cols / 2);
        let mut me = BLACK;
        let mut input = String::new();
        let stop = rng.range(0, (rows * cols) as u64);
        for _ in 0..stop {
            if g.moves(me).is_empty() {
                me = other(me);
                if g.moves(me).is_empty() {
                    break;
                }
            }
            match rng.below(12) {
                0 => input += "hello\n",
                1 => input += "pass\n",
                2 => input += "  \n",
                3 => input += &format!("{}{}\n", letter(rng.below(26) as usize), rng.range(1, 30)),
                4 => input += &format!("{}{}\n", letter(b), a + 1),
                _ => {}
            }
            let moves = g.moves(me);
            let (r, c) = moves[rng.below(moves.len() as u64) as usize];
            g.play(r, c, me);
            input += &format!("{}{}\n", letter(c), r + 1);
            me = other(me);
        }
        if rng.chance(1, 4) {
            input += "QUIT\n";
        }
        let argv = vec![
            "console".to_string(),
            "--echo".into(),
            "--size".into(),
            format!("{rows}x{cols}"),
        ];
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = othello::run(&argv, &mut input.as_bytes(), &mut out, &mut err);
        assert_eq!(status, 0, "session {s}");
        assert_eq!(
            String::from_utf8(out).unwrap(),
            naive_console(rows, cols, &input),
            "session {s}:\n{input}"
        );
    }
}

/// A transcript with the computer's announcements turned back into the
/// prompt and echo a person typing the same move would have produced, and
/// the lines that person would have typed (the computer's moves and every
/// line echoed after a prompt, in order).
fn as_typed(transcript: &str) -> (String, String) {
    let (mut out, mut input) = (String::new(), String::new());
    for line in transcript.split_inclusive('\n') {
        let body = line.trim_end_matches('\n');
        let announced = ["BLACK", "WHITE"].iter().find_map(|side| {
            let mv = body
                .strip_prefix(side)?
                .strip_prefix(" (computer) plays ")?
                .strip_suffix('.')?;
            Some((side, mv))
        });
        if let Some((side, mv)) = announced {
            let sym = if *side == "BLACK" { 'x' } else { 'o' };
            out += &format!("It is {side}'s turn ({sym}): {mv}\n");
            input += &format!("{mv}\n");
            continue;
        }
        if let Some(rest) = body.strip_prefix("It is ") {
            if let Some((_, typed)) = rest.split_once("): ") {
                input += &format!("{typed}\n");
            }
        }
        out += line;
    }
    (out, input)
}

/// Every `console --computer` fixture is an honest game: replaying its
/// moves (the computer's announced ones and the typed ones) through the
/// naive console gives the same transcript, announcement for prompt. So
/// every computer move was legal, and every board, count, pass and ending
/// printed is right; the golden test pins the moves themselves.
#[test]
fn computer_games_replay_through_the_naive_console() {
    let mut checked = 0;
    for p in fixture_cases("console") {
        let args = fs::read_to_string(p.with_extension("args")).unwrap_or_default();
        let words: Vec<&str> = args.split_whitespace().collect();
        if !words.contains(&"--computer") {
            continue;
        }
        // Games under the rule variants are checked against the variants'
        // oracle in tests/it/tools/engine.rs.
        if ["--players", "--directions", "--costs"]
            .iter()
            .any(|o| words.contains(o))
        {
            continue;
        }
        let Some((rows, cols)) = board_size(&words) else {
            continue;
        };
        let want = fs::read_to_string(p.with_extension("out")).unwrap();
        assert!(want.contains("(computer) plays"), "{}", p.display());
        let (typed, input) = as_typed(&want);
        assert_eq!(naive_console(rows, cols, &input), typed, "{}", p.display());
        checked += 1;
    }
    assert!(checked >= 2, "only {checked} computer fixtures checked");
}
