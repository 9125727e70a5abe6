//! `botzone`: the Botzone arena's "Reversi", an 8 x 8 bot speaking
//! Botzone's JSON: the game so far in, one move out, chosen by
//! [`crate::bot`]. Its format, the engine and its limits are its help
//! ([`COMMAND`]; `othello botzone --help`).

use crate::bot;
use crate::cli::args::Args;
use crate::cli::bot::BotOptions;
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::input::open_input;
use crate::error::{Error, Result};
use crate::json::{parse, Node, Value};
use crate::text::reader::LineReader;
use std::time::Instant;

/// The `botzone` command.
pub const COMMAND: Command = Command {
    name: "botzone",
    kind: Kind::Dialect,
    summary: "Botzone Reversi: an 8 x 8 bot, one JSON line of the game in, its move out",
    #[cfg(feature = "help")]
    help: "usage: othello botzone [options] [FILE]

Botzone \"Reversi\" (the PKU bot arena): the judge starts the bot once per
turn, gives it the game so far as one line of JSON and plays the move it
prints. The usual rules on 8 x 8: black moves first, a player without a
legal move passes, the game ends when neither can move. A square is
(x, y), both 0 to 7: x the column from the left, y the row from the top.
The start: white on (3,3) and (4,4), black on (4,3) and (3,4).

Reads the first line of the input (and nothing after it): a JSON object
whose member `requests` lists the opponent's moves, one per turn of ours
so far, this turn's last, and `responses` our own earlier moves, one
fewer. Each move is an object `{\"x\": X, \"y\": Y}`, and
`{\"x\": -1, \"y\": -1}` is a pass (as the first request: we are black,
and black has not moved yet). Other members
(`data`, `globaldata`, `time_limit`, ...) are ignored, as are unknown
members of the moves; members come in any order, a repeated one counts
its last value. The game is replayed from the start: request 0 (black's
first move when we are white; when we are black it only says so),
response 0, request 1, response 1 and so on to the last request, passes
skipped. Prints our move as `{\"response\":{\"x\":X,\"y\":Y}}`, or
`{\"response\":{\"x\":-1,\"y\":-1}}` when we have no legal move, and a
newline.

The JSON is read strictly (RFC 8259): a syntax error, a member missing, a
coordinate that is not an integer -1 to 7, a move that is not legal, a
pass while the passer could move, or a count of responses other than one
fewer than the requests is bad input (status 1, at the line and column of
the value at fault); the judge never sends such a history.

The engine: the alpha-beta search of `hackerearth` (mobility, corners and
the squares next to them, the frontier; exact at the end of the game) on
the 8 x 8 board, deepened one ply at a time until it has searched --nodes
positions; the answer is the same for the same input, --nodes and --seed.
Botzone asks for each move within 1 s: the search also stops when 60% of
--time-limit (default 1 s) has passed and plays the best move of its last
finished depth. The default budget takes about a tenth of a second on a
2020s x86-64 core. A forced move is played without a search. The bundle
plays the same moves.

Botzone's long-running mode is not used: the bot never prints
`>>>BOTZONE_REQUEST_KEEP_RUNNING<<<`, so Botzone starts it afresh each turn
with the whole game, the mode read here. Its simplified interaction (plain
`x y` lines) is not read either.

examples:
  $ echo '{\"requests\":[{\"x\":-1,\"y\":-1}],\"responses\":[]}' | othello botzone --time-limit 60
  {\"response\":{\"x\":5,\"y\":4}}
  $ echo '{\"requests\":[{\"x\":-1,\"y\":-1},{\"x\":2,\"y\":2},{\"x\":3,\"y\":1},{\"x\":4,\"y\":0},{\"x\":2,\"y\":0}],\"responses\":[{\"x\":3,\"y\":2},{\"x\":5,\"y\":4},{\"x\":3,\"y\":0},{\"x\":1,\"y\":1}]}' | othello botzone
  {\"response\":{\"x\":-1,\"y\":-1}}
  $ echo '{\"requests\":[{\"x\":-1,\"y\":-1}]}' | othello botzone
  [status 1]
",
    entry: &Entry {
        options: crate::cli::bot::OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: Some(&crate::gen::botzone::BOTZONE),
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// Squares per side.
const SIZE: usize = 8;

/// The two sides' discs, bit `y * 8 + x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Discs {
    black: u128,
    white: u128,
}

impl Discs {
    /// The start: white on (3,3) and (4,4), black on (4,3) and (3,4).
    const START: Discs = Discs {
        black: 1 << (3 * SIZE + 4) | 1 << (4 * SIZE + 3),
        white: 1 << (3 * SIZE + 3) | 1 << (4 * SIZE + 4),
    };

    /// (mine, theirs) for `black` or white.
    fn sides(self, black: bool) -> (u128, u128) {
        if black {
            (self.black, self.white)
        } else {
            (self.white, self.black)
        }
    }
}

/// A move as read: a square (x, y), or `None` for `-1, -1`.
type Move = Option<(usize, usize)>;

/// The colour's name in messages.
fn name(black: bool) -> &'static str {
    if black {
        "black"
    } else {
        "white"
    }
}

/// An error at `node`, on line `line`.
fn at(line: usize, node: &Node, msg: String) -> Error {
    Error::at(line, node.col, msg)
}

/// Member `x` or `y` of a move: an integer from -1 to 7.
fn coordinate(line: usize, m: &Node, key: &str, what: &str) -> Result<i64> {
    let v = match m.member(key) {
        Some(v) => v,
        None => return Err(at(line, m, format!("{what}: expected a member \"{key}\""))),
    };
    let n = match &v.value {
        Value::Number(t) if !t.contains(['.', 'e', 'E']) => t.parse::<i64>().ok(),
        _ => None,
    };
    match n {
        Some(n @ -1..=7) => Ok(n),
        _ => Err(at(
            line,
            v,
            format!(
                "{what}: expected \"{key}\" an integer from -1 to 7, found {}",
                v.describe()
            ),
        )),
    }
}

/// A move object: a square, or a pass.
fn read_move(line: usize, m: &Node, what: &str) -> Result<Move> {
    if !matches!(m.value, Value::Object(_)) {
        return Err(at(
            line,
            m,
            format!(
                "{what}: expected an object {{\"x\": X, \"y\": Y}}, found {}",
                m.describe()
            ),
        ));
    }
    let (x, y) = (
        coordinate(line, m, "x", what)?,
        coordinate(line, m, "y", what)?,
    );
    match (x, y) {
        (-1, -1) => Ok(None),
        (0..=7, 0..=7) => Ok(Some((x as usize, y as usize))),
        _ => Err(at(
            line,
            m,
            format!("{what}: ({x}, {y}) is neither a square (0 to 7 each) nor a pass (-1, -1)"),
        )),
    }
}

/// Member `key` of the root object: an array.
fn list<'a>(line: usize, root: &'a Node, key: &str) -> Result<&'a [Node]> {
    match root.member(key) {
        Some(Node {
            value: Value::Array(items),
            ..
        }) => Ok(items),
        Some(other) => Err(at(
            line,
            other,
            format!(
                "expected \"{key}\" a list of moves, found {}",
                other.describe()
            ),
        )),
        None => Err(at(line, root, format!("expected a member \"{key}\""))),
    }
}

/// Plays `mv` for `black` (or white) on `d`, which it must be legal on; a
/// pass must be forced.
fn play(line: usize, d: &mut Discs, black: bool, mv: Move, node: &Node, what: &str) -> Result<()> {
    let (me, opp) = d.sides(black);
    let legal = bot::moves::<SIZE>(me, opp);
    let (x, y) = match mv {
        None if legal == 0 => return Ok(()),
        None => {
            let sq = legal.trailing_zeros() as usize;
            return Err(at(
                line,
                node,
                format!(
                    "{what}: {} passes but can move, e.g. to ({}, {})",
                    name(black),
                    sq % SIZE,
                    sq / SIZE
                ),
            ));
        }
        Some(xy) => xy,
    };
    let bit = 1u128 << (y * SIZE + x);
    if legal & bit == 0 {
        let why = if (me | opp) & bit != 0 {
            "is occupied"
        } else {
            "flips nothing"
        };
        return Err(at(
            line,
            node,
            format!("{what}: {} on ({x}, {y}) {why}", name(black)),
        ));
    }
    let f = bot::flips::<SIZE>(me, opp, bit);
    let (me, opp) = (me | bit | f, opp & !f);
    *d = if black {
        Discs {
            black: me,
            white: opp,
        }
    } else {
        Discs {
            black: opp,
            white: me,
        }
    };
    Ok(())
}

/// Reads the game from line `line` and replays it: the position and
/// whether we are black.
fn replay(line: usize, text: &[u8]) -> Result<(Discs, bool)> {
    let root = parse(line, text)?;
    if !matches!(root.value, Value::Object(_)) {
        return Err(at(
            line,
            &root,
            format!(
                "expected a JSON object with \"requests\" and \"responses\", found {}",
                root.describe()
            ),
        ));
    }
    let requests = list(line, &root, "requests")?;
    let responses = list(line, &root, "responses")?;
    let first = match requests.first() {
        Some(first) => read_move(line, first, "request 0")?,
        None => {
            let node = root.member("requests").unwrap_or(&root);
            return Err(at(line, node, "expected at least one request".into()));
        }
    };
    if responses.len() + 1 != requests.len() {
        let node = root.member("responses").unwrap_or(&root);
        return Err(at(
            line,
            node,
            format!(
                "expected {} responses (one fewer than the {} requests), found {}",
                requests.len() - 1,
                requests.len(),
                responses.len()
            ),
        ));
    }
    let we_black = first.is_none();
    let mut d = Discs::START;
    for (k, req) in requests.iter().enumerate() {
        let what = format!("request {k}");
        let mv = read_move(line, req, &what)?;
        // The first request of black's game only says who is black.
        if !(k == 0 && we_black) {
            play(line, &mut d, !we_black, mv, req, &what)?;
        }
        if let Some(resp) = responses.get(k) {
            let what = format!("response {k}");
            let mv = read_move(line, resp, &what)?;
            play(line, &mut d, we_black, mv, resp, &what)?;
        }
    }
    Ok((d, we_black))
}

/// Our move in Botzone's JSON, with a newline.
fn render(mv: Move) -> String {
    let (x, y) = match mv {
        Some((x, y)) => (x as i64, y as i64),
        None => (-1, -1),
    };
    format!("{{\"response\":{{\"x\":{x},\"y\":{y}}}}}\n")
}

fn run(args: &Args<BotOptions>, io: &mut Io) -> Result<()> {
    let (seed, limits) = crate::cli::bot::settings(&args.options, Instant::now())?;
    let mut input = LineReader::new(open_input(args, &mut *io.stdin)?);
    // Only the first line: the judge may keep the pipe open after it.
    let (d, we_black) = match input.next_numbered()? {
        Some((no, text)) => replay(no, text)?,
        None => {
            return Err(
                input.eof_error("expected a JSON object (Botzone's request), found end of input")
            )
        }
    };
    let (me, opp) = d.sides(we_black);
    let mv = bot::choose::<SIZE>(me, opp, seed, limits).map(|c| (c.square % SIZE, c.square / SIZE));
    io.out.write_all(render(mv).as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(text: &str) -> std::result::Result<(Discs, bool), String> {
        replay(1, text.as_bytes()).map_err(|e| e.to_string())
    }

    /// The spec's second example: black, after d3 c3 f5 d2 d1 e1 b2 c1.
    const NO_MOVE: &str = r#"{"requests":[{"x":-1,"y":-1},{"x":2,"y":2},{"x":3,"y":1},{"x":4,"y":0},{"x":2,"y":0}],"responses":[{"x":3,"y":2},{"x":5,"y":4},{"x":3,"y":0},{"x":1,"y":1}]}"#;

    #[test]
    fn the_game_is_replayed_in_turn() {
        let (d, black) = game(r#"{"requests":[{"x":-1,"y":-1}],"responses":[]}"#).unwrap();
        assert_eq!((d, black), (Discs::START, true));
        let (d, black) = game(NO_MOVE).unwrap();
        assert!(black);
        let (me, opp) = d.sides(true);
        assert_eq!(bot::moves::<SIZE>(me, opp), 0);
        // White: black's first move, then ours, any member order, extras.
        let (d, black) = game(
            r#" { "data" : "x", "responses" : [ ], "requests" : [ { "y" : 2 , "x" : 3 } ] } "#,
        )
        .unwrap();
        assert!(!black);
        assert_eq!(d.black.count_ones(), 4);
        assert_eq!(render(None), "{\"response\":{\"x\":-1,\"y\":-1}}\n");
    }

    #[test]
    fn histories_the_judge_never_sends_are_located() {
        let e = |t: &str| game(t).unwrap_err();
        assert_eq!(
            e(r#"{"requests":[{"x":-1,"y":-1}]}"#),
            "line 1, col 1: expected a member \"responses\""
        );
        assert_eq!(
            e(r#"{"requests":[{"x":-1,"y":-1}],"responses":[{"x":2,"y":3}]}"#),
            "line 1, col 43: expected 0 responses (one fewer than the 1 requests), found 1"
        );
        assert_eq!(
            e(r#"{"requests":[{"x":0,"y":0}],"responses":[]}"#),
            "line 1, col 14: request 0: black on (0, 0) flips nothing"
        );
        assert_eq!(
            e(r#"{"requests":[{"x":-1,"y":-1},{"x":-1,"y":-1}],"responses":[{"x":3,"y":2}]}"#),
            "line 1, col 30: request 1: white passes but can move, e.g. to (2, 2)"
        );
        assert!(e(r#"{"requests":[{"x":3.0,"y":2}],"responses":[]}"#)
            .starts_with("line 1, col 19: request 0: expected \"x\" an integer from -1 to 7, found the number 3.0"));
        assert!(e(r#"{"requests":[{"x":-1,"y":2}],"responses":[]}"#)
            .starts_with("line 1, col 14: request 0: (-1, 2) is neither"));
        assert!(e(r#"{"requests":[],"responses":[]}"#)
            .starts_with("line 1, col 13: expected at least one request"));
        assert!(e(r#"[1]"#).starts_with("line 1, col 1: expected a JSON object"));
        assert!(e(r#"{"requests":[{"x":-1,"y":-1}],"responses":[],}"#)
            .starts_with("line 1, col 46: expected a member name"));
    }
}
