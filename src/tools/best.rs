//! `best`: a good move for a position: on 8 x 8 an iterative-deepening
//! search ([`crate::search::midgame`]) to a depth or a time limit, or the
//! exact solver when few squares are empty, and Monte Carlo tree search ([`crate::engine`]) with `--engine
//! mcts` and on other boards. Its input and output are its help
//! ([`COMMAND`]; `othello best --help`).

use crate::bitboard::Bitboard;
use crate::cli::args::Args;
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::hash;
use crate::cli::input::open_input;
use crate::cli::variants::Variants;
use crate::engine::position::MAX_SQUARES;
use crate::engine::AnyPosition;
use crate::error::{Error, Result};
use crate::progress::Progress;
use crate::records::ffo::Positions;
use crate::rules::Rules;
use crate::search::endgame::Solver;
use crate::search::evaluation::{Evaluation, EVALUATIONS};
use crate::search::midgame::{Searcher, Width};
use crate::text::costs::read_costs;
use crate::text::multiplayer::read_kposition;
use crate::text::notation::algebraic;
use crate::text::position::{read_position, ReadOptions};
use crate::text::reader::LineReader;
use crate::tools::solve::SLOW_EMPTIES;
use std::time::{Duration, Instant};

mod options;

use options::{MctsSettings, Options, Which, OPTIONS};

/// The `best` command.
pub const COMMAND: Command = Command {
    name: "best",
    kind: Kind::Tool,
    summary: "a good move for a position (alpha-beta search or MCTS)",
    #[cfg(feature = "help")]
    help: "usage: othello best [options] [FILE]

Chooses a move for each position (input as for `solve`: board rows then B
or W, or FFO lines; boards other than 8 x 8 as for `moves`, with a size
line such as `10 10`).

--engine alphabeta (the default on 8 x 8, which it alone serves): with
more than --exact empty squares it searches --depth plies deep (alpha-beta;
a pass is not a ply) and scores the leaves with --eval, in hundredths of
a disc:
  learned (the default): the predicted final disc difference from pattern
    tables (lines, edges, corner regions, diagonals; weights per stage)
    fitted to self-play games solved to the end (`othello train`);
  simple: +100 per corner held; -50 per X square (b2, g2, b7, g7) and -20
    per C square (a2, b1, ...) held next to an empty corner; +10 per legal
    move more than the opponent; -5 per own disc next to an empty square;
    the opponent's terms count the other way.
Finished games score their disc difference times 100000, above any of
that. The search deepens one ply at a time, each iteration trying first
the moves the last one found best (a transposition table below the root,
an aspiration window around the value of two plies less), the others
sorted by the position they leave and tested with null windows.
--width selective (the default) adds Multi-ProbCut: at a node d plies
from the leaves, a search about d/2 plies deep predicts the deep value (a
line fitted to full-width searches of the engine's own games, per depth
and stage), and the node is cut when the prediction clears the window by
1.5 standard errors. So --depth D is a selective depth: most lines are
searched D plies deep, some are judged from the shallower search; no node
whose search reaches the end of the game is cut. --width full searches
every move to D plies and answers exactly as a plain alpha-beta search to
D would. Ties go to the first move in row-major order (a1, b1, ..., h8),
so the answer is deterministic. With --time-limit S it deepens until S
seconds have passed for the position (--depth, default then 60, caps
it), the last iteration unfinished: it plays the move of the last
finished iteration, or of the unfinished one when that has proved
another move better. The clock is read every few thousand positions and
the search stops a twentieth early (at most 0.05 s), so the answer comes
within the limit. With at most --exact empty squares it
solves the position exactly and plays a move of the best final score;
above 27 a warning on stderr says the solve may take hours. With
--time-limit too, a quarter of the time goes to the search above and the
rest to the solve; when the solve does not end in time, the searched move
is played.

--engine mcts (the default on every other size): Monte Carlo tree search,
UCT: --playouts times, moves are chosen down the tree by UCB1 to a
position not yet in it, which is scored for every player and added; the
answer is the root move visited most (ties to the first in row-major
order). A finished game scores 1 for a win (the most discs alone), 1/2
for a draw, 0 for a loss. On 8 x 8 (--eval learned, the default) a new
position is scored by the learned evaluation above: a predicted final
difference of v discs for the side to move scores 1 / (1 + e^(-v/5)) for
it and the rest for the other (a half at 0), and UCB1 explores with
weight 0.1 instead of sqrt 2. On other boards, and with --eval none, it
is scored by a random game to the end, as a finished game; the
evaluation wins far more often at equal time.
With --threads T, T trees grow from seeds S, S+1, ... with a share of
the playouts each and their visits are summed. The answer depends only
on the position, --eval, --playouts, --seed and --threads.

Rule variants (--players 3|4, --directions 4, --costs; input as for
`moves` with the same options, output as above): MCTS alone, on the
rule-set board. A playout is scored for each player by its final discs
alone: 1 to the player with the most discs alone, 1/t to each of t players
sharing the most, 0 to the others (costs and budgets decide which moves
are affordable, not the score). With --costs every player is taken to
hold the full budget. A player whose legal moves are all unaffordable
must pass.

Options of one engine are refused with the other (status 2), whether
--engine names it or the board's size does (then at the first position
that goes to it, naming its line): --playouts, --seed and --threads are
mcts's; --depth, --exact, --time-limit, --hash and --width are
alphabeta's. --eval is both engines': learned or simple with alphabeta,
learned or none with mcts (none needs --engine mcts).

Output, one line per position: the move, `pass` when the side to move must
pass, `-` when the game is over. With --score (alphabeta, 8 x 8) a move
is followed by its value for the side to move in discs, `+0.43` as
searched or `+38` when solved exactly, and the principal variation from
that move, spaced, `pass` for a pass (from the search's table, so it may
stop before the depth; solved, at most 16 moves): `d3 +0.43 d3 c5 e6`.
Without --time-limit the time grows with --depth, from the start position
(one core of an AMD EPYC Zen 5): the selective search about 1.5 times a
ply, 0.04 s at 12 and 0.2 s at 16; --width full about 3.5 times a ply,
0.2 s at 12 and 17 s at 16. Above 16 a warning on stderr says so before
the search starts.

example:
  $ printf '........\\n........\\n........\\n...WB...\\n...BW...\\n........\\n........\\n........\\nB\\n' | othello best
  d3
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

/// Above this --depth `best` warns on stderr before it starts: a
/// full-width search of 16 plies already takes seconds, and each further
/// ply several times longer (the help gives the figures).
pub const SLOW_DEPTH: u32 = 16;

/// How much earlier than `--time-limit` the search stops: a twentieth,
/// at most 50 ms, so that the answer is out before the limit even when
/// this process waits for a processor for a few milliseconds.
fn margin(limit: Duration) -> Duration {
    (limit / 20).min(Duration::from_millis(50))
}

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let o = &args.options;
    let time_limit = o.time_limit;
    let depth = match o.depth {
        None if time_limit.is_some() => 60,
        None => 6,
        Some(d) => d,
    };
    let v = Variants::of(args);
    let variants = Options::variants_asked(&v);
    let (engine, mcts) = o.settings(&v)?;
    if let Some(which) = engine {
        let why = match o.engine {
            None => "under the rule variants, which mcts alone plays: ",
            Some(_) => "",
        };
        o.refuse_others(which, why)?;
    }
    let eval = match (o.eval.as_deref(), engine) {
        (None, _) | (Some(_), Some(Which::Mcts)) => Evaluation::default(),
        (Some("none"), _) => {
            return Err(Error::usage(
                "--eval none (random playouts) goes with --engine mcts",
            ))
        }
        (Some(e), _) => Evaluation::parse(e).ok_or_else(|| {
            Error::usage(format!(
                "--eval must be {EVALUATIONS} (alphabeta) or none (mcts), not `{e}`"
            ))
        })?,
    };
    if depth > SLOW_DEPTH && time_limit.is_none() {
        writeln!(
            io.err,
            "othello: warning: --depth {depth}: above {SLOW_DEPTH} a search may take minutes to hours (see --help)"
        )?;
        io.err.flush()?;
    }
    let exact = o.exact.unwrap_or(14);
    let timing = o.time;
    let score = o.score;
    if variants {
        return run_variants(args, io, v.rule_set(), mcts, timing);
    }
    let mut solver = hash::solver(o.hash_mb)?;
    // The table grows with the work: 2^20 entries (32 MB) from depth 8 or
    // with a time limit.
    let bits = match time_limit {
        Some(_) => 20,
        None => (4 + 2 * depth).clamp(10, 20),
    };
    let width = o.width.unwrap_or(Width::Selective);
    let mut searcher = Searcher::with_width(bits, width);
    let mut input = Positions::new(open_input(args, &mut *io.stdin)?);
    let mut count = 0;
    while let Some((board, to_move, line)) = input.next_board()? {
        count += 1;
        let start = Instant::now();
        let eight = Bitboard::from_board(&board, to_move);
        let use_mcts = match (engine, eight) {
            (Some(Which::AlphaBeta), None) => {
                return Err(Error::usage(format!(
                    "line {line}: --engine alphabeta plays 8 x 8 only, not {} x {}; \
                     use --engine mcts",
                    board.rows(),
                    board.cols()
                )))
            }
            (Some(Which::AlphaBeta), Some(_)) => false,
            (Some(Which::Mcts), _) => true,
            (None, eight) => {
                // The engine of this board's size: the other's options
                // would be ignored here.
                let (which, size) = match eight {
                    Some(_) => (Which::AlphaBeta, "board goes to alphabeta"),
                    None => (
                        Which::Mcts,
                        "board goes to mcts (alphabeta plays 8 x 8 only)",
                    ),
                };
                let why = format!(
                    "line {line}: without --engine this {} x {} {size}: ",
                    board.rows(),
                    board.cols()
                );
                o.refuse_others(which, &why)?;
                if let (Which::Mcts, Some(e)) = (which, &o.eval) {
                    if crate::engine::mcts::Leaf::named(e).is_none() {
                        return Err(Error::usage(format!(
                            "{why}--eval {e} is alphabeta's; mcts's --eval is learned or none"
                        )));
                    }
                }
                which == Which::Mcts
            }
        };
        if use_mcts && board.rows() * board.cols() > MAX_SQUARES {
            return Err(Error::at(
                line,
                1,
                format!(
                    "mcts searches boards of at most {MAX_SQUARES} squares, not {} x {}",
                    board.rows(),
                    board.cols()
                ),
            ));
        }
        let deadline = time_limit.map(|t| start + t - margin(t));
        let (answer, note) = match eight {
            Some(pos) if !use_mcts && pos.empties().count_ones() <= exact => {
                let empties = pos.empties().count_ones();
                if empties > SLOW_EMPTIES && pos.moves() | pos.pass().moves() != 0 {
                    writeln!(
                        io.err,
                        "othello: warning: line {line}: {empties} empty squares within --exact {exact}; above {SLOW_EMPTIES} a solve may take hours (see --help)"
                    )?;
                    io.err.flush()?;
                }
                match deadline {
                    None => exactly(&mut solver, pos, line, None, score).expect("no deadline"),
                    // With a time limit, a quarter of it for a searched
                    // move to fall back on, the rest for the solve.
                    Some(end) => {
                        let quarter = start + (end - start) / 4;
                        let searched =
                            choose(&mut searcher, pos, depth, eval, Some(quarter), score);
                        exactly(&mut solver, pos, line, Some(end), score).unwrap_or(searched)
                    }
                }
            }
            Some(pos) if !use_mcts => choose(&mut searcher, pos, depth, eval, deadline, score),
            _ if score => {
                return Err(Error::usage(
                    "--score goes with --engine alphabeta on 8 x 8 (mcts has no value in discs)",
                ))
            }
            _ => search(&AnyPosition::new(&board, to_move), board.cols(), mcts),
        };
        let timed = timing.then_some((line, start, note));
        answer_line(io.out, io.err, &answer, timed)?;
    }
    some_position(count)
}

/// An input without a position is an error (for the usual rules and the
/// variants alike).
fn some_position(count: usize) -> Result<()> {
    match count {
        0 => Err(Error::at(1, 1, "empty input: expected a position")),
        _ => Ok(()),
    }
}

/// Writes one answer and flushes it (so that a slow search shows each
/// answer as it comes); with `--time` (`timed`: the input line, when the
/// search started, the search's note), the time on stderr.
fn answer_line(
    out: &mut dyn std::io::Write,
    err: &mut dyn std::io::Write,
    answer: &str,
    timed: Option<(usize, Instant, String)>,
) -> Result<()> {
    writeln!(out, "{answer}")?;
    out.flush()?;
    if let Some((line, start, note)) = timed {
        let secs = start.elapsed().as_secs_f64();
        let sep = if note.is_empty() { "" } else { ", " };
        writeln!(err, "line {line}: {secs:.3} s{sep}{note}")?;
    }
    Ok(())
}

/// The exact solver's choice and a note for `--time`, with progress on a
/// terminal for input line `line`; `None` when `deadline` passes first.
fn exactly(
    solver: &mut Solver,
    pos: Bitboard,
    line: usize,
    deadline: Option<Instant>,
    score: bool,
) -> Option<(String, String)> {
    let progress = Progress::on_stderr("best", line);
    let hook = |done, total| progress.root_move(done, total);
    let sol = match deadline {
        None => solver.solve_watched(pos, &hook),
        Some(end) => solver.solve_until(pos, end, &hook)?,
    };
    drop(progress);
    let answer = match (sol.pass, sol.best.first()) {
        (true, _) => "pass".to_string(),
        (false, None) => "-".to_string(),
        (false, Some(sq)) if score => {
            let end = deadline.unwrap_or_else(crate::engine::think::far);
            let (pv, _) = crate::engine::think::exact_line(solver, pos, sq, end);
            let line = crate::engine::think::line_text(&pv);
            format!("{} {:+} {line}", algebraic(sq), sol.score)
        }
        (false, Some(sq)) => algebraic(sq),
    };
    Some((
        answer,
        format!("exact {:+}, {} nodes", sol.score, sol.nodes),
    ))
}

/// `best` under the rule variants: positions as for `moves` with the same
/// options (three or four players in digits after a size line; with
/// `--costs` a cost grid and optional budget line after each position,
/// every player holding the full budget), searched by MCTS.
fn run_variants(
    args: &Args<Options>,
    io: &mut Io,
    rules: Rules,
    mcts: MctsSettings,
    timing: bool,
) -> Result<()> {
    let source = open_input(args, &mut *io.stdin)?;
    let mut input = LineReader::new(source);
    let mut count = 0;
    loop {
        let (board, to_move, line) = if rules.players == 2 {
            match read_position(&mut input, ReadOptions::default())? {
                Some(p) => (p.board, p.to_move.index(), p.first_line),
                None => break,
            }
        } else {
            match read_kposition(&mut input, rules.players)? {
                Some(k) => (k.board(), k.to_move, k.first_line),
                None => break,
            }
        };
        let (rows, cols) = (board.rows(), board.cols());
        let costs = match Variants::of(args).costs {
            true => Some(read_costs(&mut input, rows, cols)?),
            false => None,
        };
        count += 1;
        if rows * cols > MAX_SQUARES {
            return Err(Error::at(
                line,
                1,
                format!(
                    "mcts searches boards of at most {MAX_SQUARES} squares, not {rows} x {cols}"
                ),
            ));
        }
        let start = Instant::now();
        let pos = AnyPosition::of_rules(&board, rules, costs.as_ref(), to_move);
        let (answer, note) = search(&pos, cols, mcts);
        let timed = timing.then_some((line, start, note));
        answer_line(io.out, io.err, &answer, timed)?;
    }
    some_position(count)
}

/// The MCTS choice and a note for `--time`.
fn search(pos: &AnyPosition, cols: usize, m: MctsSettings) -> (String, String) {
    let start = Instant::now();
    let report = pos.search(m.leaf, m.playouts, m.seed, m.threads);
    match report {
        None => ("-".to_string(), String::new()),
        Some(r) if r.best == crate::engine::position::PASS => ("pass".to_string(), String::new()),
        Some(r) => {
            let sq = crate::square::Square::new(r.best as usize / cols, r.best as usize % cols);
            let votes = r.votes.iter().map(|v| v.1).max().unwrap_or(0);
            (
                algebraic(sq),
                format!(
                    "mcts {} playouts, {votes} votes for the move, {} nodes, {:.0} playouts/s",
                    m.playouts,
                    r.nodes,
                    m.playouts as f64 / start.elapsed().as_secs_f64().max(1e-9)
                ),
            )
        }
    }
}

/// The depth-limited choice (by `deadline`, when given) and a note for
/// `--time`.
fn choose(
    searcher: &mut Searcher,
    pos: Bitboard,
    depth: u32,
    eval: Evaluation,
    deadline: Option<Instant>,
    score: bool,
) -> (String, String) {
    match searcher.best_move(pos, depth, eval, deadline) {
        Some(c) => (
            match score {
                false => algebraic(c.sq),
                true => {
                    let pv = searcher.principal_variation(pos, c.sq, c.depth);
                    let value = crate::engine::think::discs(c.value);
                    let line = crate::engine::think::line_text(&pv);
                    format!("{} {value:+.2} {line}", algebraic(c.sq))
                }
            },
            format!(
                "depth {}, {} eval, value {}, {} nodes",
                c.depth,
                eval.name(),
                c.value,
                c.nodes
            ),
        ),
        None if pos.pass().moves() != 0 => ("pass".to_string(), String::new()),
        None => ("-".to_string(), String::new()),
    }
}
