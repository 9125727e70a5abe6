//! `gtp`: an engine speaking GTP (the Go Text Protocol, version 2) for
//! Othello, as Edax and Egaroucid do, for GoGui, Quarry and match
//! scripts. Its commands and replies are its help ([`COMMAND`]); the
//! thinking is [`crate::engine::think`].

use crate::bitboard::{squares, Bitboard};
use crate::cli::args::{Args, Opt, Takes};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::color::Color;
use crate::engine::clock::per_move;
use crate::engine::think::{Level, Thinker};
use crate::error::Result;
use crate::records::ggf::parse_move;
use crate::text::notation::algebraic;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

mod board;

use board::{board_text, score_text};

/// The `gtp` command.
pub const COMMAND: Command = Command {
    name: "gtp",
    kind: Kind::Tool,
    summary: "an engine for GTP controllers (GTP 2 for Othello on stdin/stdout)",
    #[cfg(feature = "help")]
    help: "usage: othello gtp [options]

An Othello engine speaking GTP version 2 on stdin/stdout, as Edax and
Egaroucid speak it. Each command is `[id] name [arguments]`; each reply
is `=[id] result` on success or `?[id] message` on failure, the id only
when the command had one, followed by a blank line; nothing else is
written to stdout. Control characters other than tab are dropped, tabs
become spaces, `#` starts a comment, and empty lines are ignored. The end
of input or `quit` ends the engine with status 0.

Squares are written a1 to h8, row 1 the top row (the Othello convention,
not Go's); either case is read, small letters are written.

Commands:
  protocol_version      2
  name, version         othello and its version
  known_command C       true or false
  list_commands         every command, one a line
  quit                  replies, then ends
  boardsize N           8; any other size: `? unacceptable size`
  clear_board           the standard start, black to move
  komi X                accepted and ignored
  play COLOUR MOVE      plays a square or `pass` for COLOUR (b, black, w,
                        white); an illegal move is `? illegal move`
  genmove COLOUR        the engine's move for COLOUR, played: a square,
                        or `pass` when COLOUR has no legal move
  reg_genmove COLOUR    the same, not played
  undo                  takes back the last play or genmove
  showboard             the board, row 1 first (X black, O white, . empty)
  time_settings M B S   main time M seconds, then B seconds per S moves
  time_left COLOUR T N  T seconds left for COLOUR for N moves (0: the game)
  final_score           B+N, W+N or 0: the disc difference (the empty
                        squares to the winner once the game is over)
  set_game G, list_games  Othello is the one game
  gogui-rules_game_id, gogui-rules_board_size, gogui-rules_legal_moves,
  gogui-rules_side_to_move, gogui-rules_board, gogui-rules_final_result
                        for GoGui: Othello; 8; the legal moves (or pass);
                        black or white; the board; the result or unknown

Passes, as Edax and Egaroucid handle them: `play` or `genmove` for the
colour not to move, when the side to move has no legal move, first plays
that side's pass; for the colour not to move otherwise it is `? wrong
color`. `play COLOUR pass` is legal only when COLOUR has no legal move.

Time: genmove thinks at the level of --depth (as for `nboard --help`:
level L searches L plies, selectively as `best` does, and solves exactly
within 2L empty squares up to level 10, 21 to level 18, 24 above). With
a clock, it also stops at the time for one move: time_left's T shared
among its N moves, or with N = 0 among the side's remaining moves (half
the empty squares), each share less a reserve of a twentieth of it (at
most 50 ms); before any time_left, time_settings' main time counts as T. `time_settings 0 0 0`, or B above 0 with S = 0, means
no limit.

In the example, after black's d3 white may take c3, e3 or c5, and a1 is
no move for white.

example:
  $ printf '1 boardsize 8\\nplay b d3\\n2 gogui-rules_legal_moves\\nplay w a1\\nquit\\n' | othello gtp
  =1

  =

  =2 c3 e3 c5

  ? illegal move

  =

",
    entry: &Entry {
        options: OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: None,
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// The engine's options: `--depth`, the level (1 to 60), when given.
#[derive(Default)]
struct Options {
    depth: Option<u64>,
}

const OPTIONS: &[Opt<Options>] = &[Opt {
    name: "--depth",
    help: "the level of genmove, 1 to 60 (default 10)",
    takes: Takes::Number("L", 1, 60, |o, n| o.depth = Some(n)),
}];

/// Every command, as `list_commands` lists them.
const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "reg_genmove",
    "undo",
    "showboard",
    "time_settings",
    "time_left",
    "final_score",
    "set_game",
    "list_games",
    "gogui-rules_game_id",
    "gogui-rules_board_size",
    "gogui-rules_legal_moves",
    "gogui-rules_side_to_move",
    "gogui-rules_board",
    "gogui-rules_final_result",
];

/// The game and the clocks.
struct Game {
    /// The position seen from the side to move, and that side.
    now: (Bitboard, Color),
    /// The positions before each `play` and `genmove`, for `undo`.
    history: Vec<(Bitboard, Color)>,
    /// `time_settings`: main time, byo-yomi time, byo-yomi stones
    /// (`None`: no limit).
    settings: Option<(f64, f64, u32)>,
    /// `time_left` per colour: seconds and moves.
    left: [Option<(f64, u32)>; 2],
}

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let level = Level::of(args.options.depth.unwrap_or(10) as u32);
    let mut thinker = Thinker::new(Arc::new(AtomicBool::new(false)));
    let mut game = Game {
        now: (Bitboard::START, Color::Black),
        history: Vec::new(),
        settings: None,
        left: [None, None],
    };
    let mut raw = Vec::new();
    loop {
        raw.clear();
        if io.stdin.read_until(b'\n', &mut raw)? == 0 {
            return Ok(());
        }
        let line = clean(&raw);
        let mut words: Vec<&str> = line.split(' ').filter(|w| !w.is_empty()).collect();
        if words.is_empty() {
            continue;
        }
        let id = match words[0].parse::<u64>() {
            Ok(n) => {
                words.remove(0);
                Some(n)
            }
            Err(_) => None,
        };
        let name = words.first().copied().unwrap_or("");
        let reply = answer(
            name,
            &words[words.len().min(1)..],
            &mut game,
            &mut thinker,
            level,
        );
        let id = id.map_or(String::new(), |n| n.to_string());
        match reply {
            Ok(r) if r.is_empty() => write!(io.out, "={id}\n\n")?,
            Ok(r) => write!(io.out, "={id} {r}\n\n")?,
            Err(m) => write!(io.out, "?{id} {m}\n\n")?,
        }
        io.out.flush()?;
        if name == "quit" {
            return Ok(());
        }
        // The reply is out: the next genmove's clock need not pay this.
        thinker.tidy();
    }
}

/// A line as GTP preprocesses it: control characters but tab dropped,
/// tabs made spaces, a `#` comment cut.
fn clean(raw: &[u8]) -> String {
    let text = String::from_utf8_lossy(raw);
    let text = text.split('#').next().unwrap_or("");
    text.chars()
        .filter_map(|c| match c {
            '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect()
}

/// The reply to command `name` with `args`: the result, or the message
/// of a failure.
fn answer(
    name: &str,
    args: &[&str],
    game: &mut Game,
    thinker: &mut Thinker,
    level: Level,
) -> std::result::Result<String, String> {
    let syntax = || "syntax error".to_string();
    let (pos, to_move) = game.now;
    match name {
        "protocol_version" => Ok("2".into()),
        "name" => Ok("othello".into()),
        "version" => Ok(env!("CARGO_PKG_VERSION").into()),
        "known_command" => Ok(COMMANDS
            .contains(&args.first().copied().unwrap_or(""))
            .to_string()),
        "list_commands" => Ok(COMMANDS.join("\n")),
        "quit" | "komi" => Ok(String::new()),
        "boardsize" => match args.first().map(|a| a.parse::<u32>()) {
            Some(Ok(8)) => Ok(String::new()),
            Some(Ok(_)) => Err("unacceptable size".into()),
            _ => Err(syntax()),
        },
        "clear_board" => {
            game.now = (Bitboard::START, Color::Black);
            game.history.clear();
            Ok(String::new())
        }
        "set_game" => match args.first() {
            Some(&"Othello") => Ok(String::new()),
            _ => Err("unsupported game".into()),
        },
        "list_games" | "gogui-rules_game_id" => Ok("Othello".into()),
        "gogui-rules_board_size" => Ok("8".into()),
        "gogui-rules_side_to_move" => Ok(color_name(to_move).into()),
        "gogui-rules_legal_moves" => Ok(match (pos.moves(), pos.is_game_over()) {
            (_, true) => String::new(),
            (0, false) => "pass".into(),
            (set, _) => squares(set).map(algebraic).collect::<Vec<_>>().join(" "),
        }),
        "showboard" | "gogui-rules_board" => Ok(board_text(pos, to_move, name == "showboard")),
        "final_score" => Ok(score_text(pos, to_move)),
        "gogui-rules_final_result" if pos.is_game_over() => Ok(score_text(pos, to_move)),
        "gogui-rules_final_result" => Ok("unknown".into()),
        "undo" => match game.history.pop() {
            Some(before) => {
                game.now = before;
                Ok(String::new())
            }
            None => Err("cannot undo".into()),
        },
        "time_settings" => {
            let m: Vec<f64> = args.iter().filter_map(|a| a.parse().ok()).collect();
            if m.len() != 3 || args.len() != 3 || m.iter().any(|v| !(0.0..=1e9).contains(v)) {
                return Err(syntax());
            }
            let untimed = (m[0] == 0.0 && m[1] == 0.0) || (m[1] > 0.0 && m[2] == 0.0);
            game.settings = (!untimed).then(|| (m[0], m[1], m[2] as u32));
            game.left = [None, None];
            Ok(String::new())
        }
        "time_left" => {
            let c = args
                .first()
                .and_then(|a| parse_color(a))
                .ok_or_else(syntax)?;
            let t = args
                .get(1)
                .and_then(|a| a.parse::<f64>().ok())
                .filter(|t| (0.0..=1e9).contains(t));
            let n = args.get(2).and_then(|a| a.parse::<u32>().ok());
            match (t, n, args.len()) {
                (Some(t), Some(n), 3) => {
                    game.left[c.index()] = Some((t, n));
                    Ok(String::new())
                }
                _ => Err(syntax()),
            }
        }
        "play" => {
            let c = args
                .first()
                .and_then(|a| parse_color(a))
                .ok_or_else(|| "syntax error (wrong or missing color)".to_string())?;
            let mv = args
                .get(1)
                .and_then(|a| parse_move(a))
                .ok_or_else(|| "syntax error (expected a move a1 to h8 or pass)".to_string())?;
            let (pos, to_move) = turn_for(game.now, c)?;
            let next = match mv {
                None if pos.moves() == 0 => pos.pass(),
                None => return Err("illegal move".into()),
                Some(sq) => pos.play(sq).ok_or_else(|| "illegal move".to_string())?,
            };
            game.history.push(game.now);
            game.now = (next, to_move.opponent());
            Ok(String::new())
        }
        "genmove" | "reg_genmove" => {
            let c = args
                .first()
                .and_then(|a| parse_color(a))
                .ok_or_else(|| "syntax error (wrong or missing color)".to_string())?;
            let (pos, to_move) = turn_for(game.now, c)?;
            let deadline = budget(game, c, pos).map(|d| Instant::now() + d);
            let choice = match pos.moves() {
                0 => None,
                _ => thinker.best(pos, level, deadline).and_then(|t| t.sq),
            };
            if name == "genmove" {
                game.history.push(game.now);
                let next = choice
                    .and_then(|sq| pos.play(sq))
                    .unwrap_or_else(|| pos.pass());
                game.now = (next, to_move.opponent());
            }
            Ok(choice.map_or_else(|| "pass".to_string(), algebraic))
        }
        _ => Err("unknown command".into()),
    }
}

/// The position for a move by `c`: the current one, or after the side
/// to move's forced pass when `c` is not to move.
fn turn_for(now: (Bitboard, Color), c: Color) -> std::result::Result<(Bitboard, Color), String> {
    let (pos, to_move) = now;
    if c == to_move {
        Ok(now)
    } else if pos.moves() == 0 && !pos.is_game_over() {
        Ok((pos.pass(), c))
    } else {
        Err("wrong color".into())
    }
}

/// The time for `c`'s next move, if there is a clock.
fn budget(game: &Game, c: Color, pos: Bitboard) -> Option<Duration> {
    let (main, byo, stones) = game.settings?;
    let empties = pos.empties().count_ones();
    let secs = |s: f64| Duration::from_secs_f64(s);
    Some(match game.left[c.index()] {
        Some((t, n)) if n > 0 => per_move(secs(t), empties, n),
        Some((t, _)) if t == 0.0 && stones > 0 => per_move(secs(byo), empties, stones),
        Some((t, _)) => per_move(secs(t), empties, 0),
        None if main == 0.0 => per_move(secs(byo), empties, stones),
        None => per_move(secs(main), empties, 0),
    })
}

/// `b`, `black`, `w`, `white` in either case.
fn parse_color(word: &str) -> Option<Color> {
    match word.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Color::Black),
        "w" | "white" => Some(Color::White),
        _ => None,
    }
}

/// `black` or `white`.
fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_cleaned_as_gtp_asks() {
        assert_eq!(clean(b"1 play\tb d3 # a comment\r\n"), "1 play b d3 ");
        assert_eq!(clean(b"\x01name\x7f"), "name");
    }

    #[test]
    fn the_colour_not_to_move_plays_only_after_a_forced_pass() {
        // Black on a1 takes c1 (flipping b1): the game is then over.
        let pos = Bitboard {
            player: 0b1,
            opponent: 0b10,
        };
        assert_eq!(
            turn_for((pos, Color::Black), Color::White),
            Err("wrong color".into())
        );
        let after = pos.play(crate::square::Square::new(0, 2)).unwrap();
        assert!(after.is_game_over());
        assert_eq!(score_text(after, Color::White), "B+64");
        // Black on b1 cannot move; white on a1 can (c1): white's move
        // comes after black's pass.
        let stuck = Bitboard {
            player: 0b10,
            opponent: 0b1,
        };
        assert_eq!(
            turn_for((stuck, Color::Black), Color::White),
            Ok((stuck.pass(), Color::White))
        );
    }

    #[test]
    fn clocks_become_a_time_per_move() {
        let mut game = Game {
            now: (Bitboard::START, Color::Black),
            history: Vec::new(),
            settings: None,
            left: [None, None],
        };
        let mut thinker = Thinker::new(Arc::new(AtomicBool::new(false)));
        let level = Level::of(1);
        let mut ask = |g: &mut Game, line: &str| {
            let words: Vec<&str> = line.split(' ').collect();
            answer(words[0], &words[1..], g, &mut thinker, level)
        };
        let s = Duration::from_secs;
        assert_eq!(budget(&game, Color::Black, Bitboard::START), None);
        assert_eq!(ask(&mut game, "time_settings 60 0 0"), Ok(String::new()));
        // 60 empty squares: 30 moves share the main time.
        assert_eq!(
            budget(&game, Color::Black, Bitboard::START),
            Some(per_move(s(60), 60, 0))
        );
        assert_eq!(ask(&mut game, "time_left b 10 5"), Ok(String::new()));
        assert_eq!(
            budget(&game, Color::Black, Bitboard::START),
            Some(per_move(s(10), 60, 5))
        );
        assert_eq!(ask(&mut game, "time_settings 0 5 0"), Ok(String::new()));
        assert_eq!(
            budget(&game, Color::Black, Bitboard::START),
            None,
            "no limit"
        );
        assert_eq!(
            ask(&mut game, "time_left b x 0"),
            Err("syntax error".into())
        );
    }
}
