//! `play --ggf` and `match --ggf`: the records written read back with the
//! GGF reader and replay on the rules core (`othello::game::Game`, not the
//! bitboard the reader replays on) to the same game: every move legal, a
//! `PA` exactly where the side to move has none, the final board the one
//! `play` printed, RE the final count. The greedy match is also checked
//! move by move against an independent greedy player.

use crate::support::run;
use othello::color::Color;
use othello::game::Game;
use othello::records::ggf;
use othello::rng::Rng;
use othello::square::Square;

/// A fresh file name under the system's temporary directory.
fn scratch(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("othello-records-{name}-{}.ggf", std::process::id()))
}

/// Replays `rec` on the rules core from the standard start (which BO must
/// be), calling `each(&game, square)` before every move played; the game
/// at the end.
fn replay_on_core(rec: &ggf::Record, mut each: impl FnMut(&Game, Square)) -> Game {
    assert_eq!(rec.start, othello::bitboard::Bitboard::START);
    assert_eq!(rec.first, Color::Black);
    let mut game = Game::standard(8, 8).unwrap();
    for (i, m) in rec.moves.iter().enumerate() {
        match m.sq {
            None => {
                assert_eq!(
                    game.passed(),
                    Some(m.color),
                    "move {}: PA where no pass",
                    i + 1
                );
                game.pass().unwrap();
            }
            Some(sq) => {
                assert_eq!(game.passed(), None, "move {}: a pass not written", i + 1);
                assert_eq!(game.to_move(), Some(m.color), "move {}", i + 1);
                each(&game, sq);
                game.play(sq).unwrap();
            }
        }
    }
    assert_eq!(game.passed(), None, "a pass at the end not written");
    game
}

/// RE of a finished game.
fn result_of(game: &Game) -> String {
    let d = game.count(Color::Black) as i64 - game.count(Color::White) as i64;
    format!("{d:+}.000")
}

/// The board as `play` prints it after `start 8`: `B`, `W`, `.`.
fn rows_of(game: &Game) -> String {
    let mut s = String::new();
    for r in 0..8 {
        for c in 0..8 {
            s.push(match game.board().get(Square::new(r, c)) {
                Some(Color::Black) => 'B',
                Some(Color::White) => 'W',
                None => '.',
            });
        }
        s.push('\n');
    }
    s
}

#[test]
fn play_records_replay_on_the_rules_core() {
    let path = scratch("play");
    let args = ["--ggf".to_string(), path.display().to_string()];
    for seed in 0..40u64 {
        // A random game, cut short for some seeds.
        let mut rng = Rng::new(seed);
        let mut game = Game::standard(8, 8).unwrap();
        let mut input = String::from("start 8\n");
        let stop = if seed % 4 == 0 {
            20 + seed as usize
        } else {
            99
        };
        let mut plies = 0;
        while !game.is_over() && plies < stop {
            let moves: Vec<Square> = game.legal_moves().iter().collect();
            let sq = moves[rng.below(moves.len() as u64) as usize];
            input.push_str(&othello::text::notation::algebraic(sq));
            input.push(' ');
            game.play(sq).unwrap();
            plies += 1;
        }
        let ran = run(
            &[&["play".to_string()], &args[..]].concat(),
            input.as_bytes(),
        );
        assert_eq!(ran.status, 0, "{}", ran.stderr());
        let text = std::fs::read(&path).unwrap();
        assert_eq!(text.iter().filter(|&&b| b == b'\n').count(), 1);
        let rec = ggf::parse(text.strip_suffix(b"\n").unwrap(), 1, 1).unwrap();
        rec.replay(1).unwrap();
        let core = replay_on_core(&rec, |_, _| {});
        let printed = ran.stdout();
        assert!(printed.starts_with(&rows_of(&core)), "seed {seed}");
        let re = rec.tag("RE").unwrap();
        match core.is_over() {
            true => assert_eq!(re, result_of(&core)),
            false => assert_eq!(re, "?"),
        }
    }
    let _ = std::fs::remove_file(&path);
}

#[test]
fn match_records_replay_and_greedy_plays_greedy() {
    let path = scratch("match");
    for (a, b, games) in [("greedy", "greedy", "2"), ("random", "greedy", "8")] {
        let args: Vec<String> = [a, b, "--games", games, "--threads", "2", "--ggf"]
            .iter()
            .map(|s| s.to_string())
            .chain([path.display().to_string()])
            .collect();
        let ran = run(&[&["match".to_string()], &args[..]].concat(), b"");
        assert_eq!(ran.status, 0, "{}", ran.stderr());
        let text = String::from_utf8(std::fs::read(&path).unwrap()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len().to_string(), games);
        let mut a_wins = 0;
        for (g, line) in lines.iter().enumerate() {
            let rec = ggf::parse(line.as_bytes(), g + 1, 1).unwrap();
            rec.replay(g + 1).unwrap();
            // Game g: the first engine is black in the even games.
            let (black, white) = if g % 2 == 0 { (a, b) } else { (b, a) };
            assert_eq!((rec.tag("PB"), rec.tag("PW")), (Some(black), Some(white)));
            let greedy = |c: Color| (if c == Color::Black { black } else { white }) == "greedy";
            let mut plies = 0;
            let core = replay_on_core(&rec, |game, sq| {
                plies += 1;
                // The four opening plies are random.
                if plies > 4 && greedy(game.to_move().unwrap()) {
                    let flips = |s: Square| game.clone().play(s).unwrap().flipped;
                    let best = game.legal_moves().iter().map(flips).max().unwrap();
                    let first = game.legal_moves().iter().find(|&s| flips(s) == best);
                    assert_eq!(Some(sq), first, "game {g}, ply {plies}");
                }
            });
            assert!(core.is_over(), "game {g} ends");
            assert_eq!(rec.tag("RE"), Some(result_of(&core).as_str()));
            let (mine, theirs) = match g % 2 {
                0 => (core.count(Color::Black), core.count(Color::White)),
                _ => (core.count(Color::White), core.count(Color::Black)),
            };
            a_wins += (mine > theirs) as usize;
        }
        let report = ran.stdout();
        let a_line = report.lines().next().unwrap();
        let word = if a_wins == 1 { "win" } else { "wins" };
        assert!(a_line.contains(&format!(": {a_wins} {word},")), "{report}");
    }
    let _ = std::fs::remove_file(&path);
}
