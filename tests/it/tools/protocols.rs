//! The protocol engines, `nboard` and `gtp`, driven as a GUI or a match
//! script drives them: scripted sessions (`fixtures/nboard/sessions.txt`),
//! long random games with passes replayed against the rules core, and
//! damaged command lines, which must never panic or desynchronise.

use crate::support::fixtures::fixtures_dir;
use crate::support::run_binary;
use othello::bitboard::{squares, Bitboard};
use othello::rng::Rng;
use othello::square::Square;
use othello::text::notation::algebraic;

/// `line` with the times (and node counts) that vary from run to run
/// written `*`.
fn normalised(line: &str) -> String {
    if line.starts_with("nodestats ") {
        return "nodestats * *".into();
    }
    match (line.starts_with("=== "), line.rfind('/')) {
        (true, Some(i)) => format!("{}/*", &line[..i]),
        _ => line.to_string(),
    }
}

/// An engine process driven line by line, as a GUI drives it.
struct Driven {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: std::io::BufReader<std::process::ChildStdout>,
}

impl Driven {
    fn start(args: &[&str]) -> Driven {
        use std::process::{Command, Stdio};
        let mut child = Command::new(env!("CARGO_BIN_EXE_othello"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = std::io::BufReader::new(child.stdout.take().unwrap());
        Driven {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        use std::io::Write;
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The lines read up to and with the first that `last` accepts.
    fn until(&mut self, last: impl Fn(&str) -> bool) -> Vec<String> {
        use std::io::BufRead;
        let mut lines = Vec::new();
        loop {
            let mut l = String::new();
            assert!(
                self.output.read_line(&mut l).unwrap() > 0,
                "the engine ended early: {lines:?}"
            );
            let l = l.trim_end_matches('\n').to_string();
            let done = last(&l);
            lines.push(l);
            if done {
                return lines;
            }
        }
    }

    /// Closes the input; the rest of the output and the stderr.
    fn finish(mut self) -> (Vec<String>, String) {
        use std::io::{BufRead, Read};
        drop(self.input);
        let rest: Vec<String> = self.output.lines().map(|l| l.unwrap()).collect();
        let mut err = String::new();
        self.child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        assert!(self.child.wait().unwrap().success(), "{err}");
        (rest, err)
    }
}

/// Whether `line` ends an NBoard answer to `go`: the status after it.
fn waiting(line: &str) -> bool {
    line == "status othello is waiting"
}

#[test]
fn nboard_sessions_answer_line_for_line() {
    let text = std::fs::read_to_string(fixtures_dir().join("nboard/sessions.txt")).unwrap();
    let mut engine = Driven::start(&["nboard"]);
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('%')).collect();
    for (i, l) in lines.iter().enumerate() {
        match (l.strip_prefix("> "), l.strip_prefix("< ")) {
            (Some(sent), _) => engine.send(sent),
            (_, Some(want)) => {
                let got = engine.until(|_| true);
                assert_eq!(normalised(&got[0]), want, "after line {i} of the session");
            }
            _ => panic!("line {l:?} is neither sent nor expected"),
        }
    }
    let (rest, err) = engine.finish();
    assert!(rest.is_empty() && err.is_empty(), "{rest:?} {err}");
}

/// A random game to the end: each move (`None`: a pass) and the position
/// before it, black to move first.
fn random_game(rng: &mut Rng) -> Vec<(Bitboard, Option<Square>)> {
    let mut pos = Bitboard::START;
    let mut game = Vec::new();
    while !pos.is_game_over() {
        let moves: Vec<Square> = squares(pos.moves()).collect();
        if moves.is_empty() {
            game.push((pos, None));
            pos = pos.pass();
            continue;
        }
        let sq = moves[rng.below(moves.len() as u64) as usize];
        game.push((pos, Some(sq)));
        pos = pos.play(sq).unwrap();
    }
    game
}

/// Random games holding `passes` passes or more in all.
fn games_with_passes(seed: u64, count: usize) -> Vec<Vec<(Bitboard, Option<Square>)>> {
    let mut rng = Rng::new(seed);
    let mut games = Vec::new();
    while games.len() < count {
        let g = random_game(&mut rng);
        // Every other game must pass at least once.
        if games.len() % 2 == 1 || g.iter().any(|(_, m)| m.is_none()) {
            games.push(g);
        }
    }
    games
}

/// The board as `gogui-rules_board` writes it, `black` being the set of
/// black discs.
fn board_rows(black: u64, white: u64) -> String {
    (0..8)
        .map(|r| {
            (0..8)
                .map(
                    |c| match (black >> (8 * r + c) & 1, white >> (8 * r + c) & 1) {
                        (1, _) => "X",
                        (_, 1) => "O",
                        _ => ".",
                    },
                )
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn gtp_replays_long_games_with_passes_as_the_rules_do() {
    let games = games_with_passes(36, 20);
    let mut script = String::new();
    let mut want = String::new();
    for game in &games {
        script.push_str("clear_board\n");
        want.push_str("=\n\n");
        for (i, &(pos, mv)) in game.iter().enumerate() {
            let colour = if i % 2 == 0 { "b" } else { "w" };
            let mv_text = mv.map_or("pass".to_string(), algebraic);
            script.push_str(&format!(
                "play {colour} {mv_text}\ngogui-rules_board\ngogui-rules_legal_moves\n"
            ));
            let after = match mv {
                Some(sq) => pos.play(sq).unwrap(),
                None => pos.pass(),
            };
            // `after` is seen from the other side: white after black's move.
            let (black, white) = if i % 2 == 0 {
                (after.opponent, after.player)
            } else {
                (after.player, after.opponent)
            };
            let legal = match (after.moves(), after.is_game_over()) {
                (_, true) => String::new(),
                (0, false) => "pass".into(),
                (set, _) => squares(set).map(algebraic).collect::<Vec<_>>().join(" "),
            };
            let legal = if legal.is_empty() {
                "=\n\n".to_string()
            } else {
                format!("= {legal}\n\n")
            };
            want.push_str(&format!("=\n\n= {}\n\n{legal}", board_rows(black, white)));
        }
    }
    let out = run_binary(&["gtp"], script.as_bytes());
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), want);
}

#[test]
fn nboard_follows_long_games_with_passes() {
    let games = games_with_passes(38, 10);
    let start =
        "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)";
    let mut engine = Driven::start(&["nboard"]);
    engine.send("nboard 2");
    engine.send("set depth 1");
    let mut ping = 0;
    for game in &games {
        engine.send(&format!("set game {start}"));
        let mut record = String::new();
        for (i, &(pos, mv)) in game.iter().enumerate() {
            ping += 1;
            engine.send(&format!("ping {ping}"));
            let pong = format!("pong {ping}");
            engine.until(|l| l == pong);
            engine.send("go");
            let answer = engine.until(waiting);
            let answer = answer
                .iter()
                .find_map(|l| l.strip_prefix("=== "))
                .expect("an answer");
            let played = answer.split('/').next().unwrap();
            if played == "PA" {
                assert_eq!(pos.moves(), 0, "a pass with moves: {pos:?}");
            } else {
                let sq = othello::text::notation::parse_square(played.as_bytes()).unwrap();
                assert!(pos.play(sq).is_some(), "{played} is illegal in {pos:?}");
            }
            let colour = if i % 2 == 0 { 'B' } else { 'W' };
            let text = mv.map_or("PA".to_string(), algebraic);
            record.push_str(&format!("{colour}[{text}]"));
            // Every third move as a whole record, the others as `move`.
            if i % 3 == 2 {
                engine.send(&format!("set game {}{record};)", &start[..start.len() - 2]));
            } else {
                engine.send(&format!("move {text}"));
            }
        }
        // The game is over: `go` answers nothing, the ping after it shows.
        engine.send("go");
        ping += 1;
        engine.send(&format!("ping {ping}"));
        let pong = format!("pong {ping}");
        assert_eq!(engine.until(|l| l == pong), std::slice::from_ref(&pong));
    }
    let (rest, err) = engine.finish();
    assert!(rest.is_empty() && err.is_empty(), "{rest:?} {err}");
}

#[test]
fn damaged_lines_never_panic_or_desynchronise() {
    let mut rng = Rng::new(7);
    let pieces = [
        "play",
        "genmove",
        "b",
        "w",
        "x",
        "d3",
        "pass",
        "a9",
        "e4",
        "set game",
        "(;GM[Othello]",
        "BO[8",
        "B[f5]",
        ";)",
        "move",
        "hint",
        "ping",
        "go",
        "\u{1}",
        "#",
        "99999999999999999999",
        "-1",
        "set depth",
        "\t",
        "é",
    ];
    for protocol in ["gtp", "nboard"] {
        let mut script = String::new();
        for _ in 0..300 {
            let n = 1 + rng.below(5) as usize;
            let words: Vec<&str> = (0..n)
                .map(|_| pieces[rng.below(pieces.len() as u64) as usize])
                .collect();
            let line = words.join(" ");
            // Truncated at a random byte boundary, as a dying pipe would.
            let cut = (0..=line.len())
                .filter(|&i| line.is_char_boundary(i))
                .nth(rng.below(line.len() as u64 + 1) as usize);
            script.push_str(&line[..cut.unwrap_or(line.len())]);
            script.push('\n');
        }
        // Then a known state and a question whose answer is known.
        let tail = match protocol {
            "gtp" => "\nclear_board\nplay b d3\n77 gogui-rules_legal_moves\n",
            _ => "\nset game (;GM[Othello]B[d3];)\nping 77\nhint 4\n",
        };
        script.push_str(tail);
        let out = run_binary(&[protocol, "--depth", "2"], script.as_bytes());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && !err.contains("panicked"),
            "{protocol}: {err}"
        );
        let text = String::from_utf8(out.stdout).unwrap();
        match protocol {
            "gtp" => assert!(text.ends_with("=77 c3 e3 c5\n\n"), "{text}"),
            _ => {
                let after = text.rsplit("pong 77\n").next().unwrap();
                let firsts: Vec<&str> = after
                    .lines()
                    .filter_map(|l| l.strip_prefix("search "))
                    .map(|l| &l[..2])
                    .collect();
                let mut firsts = firsts[firsts.len() - 3..].to_vec();
                firsts.sort();
                assert_eq!(firsts, ["c3", "c5", "e3"], "{after}");
            }
        }
    }
}
