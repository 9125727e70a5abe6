//! `console` against the naive console of `oracle::console`, which is the
//! oracle for every `fixtures/console/*.out` (the golden test checks the
//! program against the same files) and for seeded random sessions with
//! typos run through the program. Fixtures it cannot replay (usage errors)
//! need a `<case>.md`.

use crate::oracle::console::{letter, naive_console};
use crate::oracle::grid::{other, Grid, BLACK};
use crate::support::fixtures::fixture_cases;
use crate::support::Ran;
use othello::rng::Rng;
use std::fs;

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
        let Ran { status, out, .. } = crate::support::run(&argv, input.as_bytes());
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
