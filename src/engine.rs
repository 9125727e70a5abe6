//! Computer players: an [`Engine`] chooses a move for a [`Position`].
//!
//! Engines, by their spec (the text of `--engine` and `match`):
//! `random` (a uniformly random legal move), `greedy` (the move flipping
//! most, the first in row-major order on ties), `alphabeta:depth=D` or
//! `alphabeta:depth=D,eval=simple` (the depth-limited search of
//! [`crate::search::midgame`] with the learned or the simple evaluation;
//! 8 x 8, two players), `mcts:playouts=N` (Monte Carlo tree search,
//! [`mcts`]; any board; its leaves scored by the learned evaluation on
//! 8 x 8, by random playouts elsewhere or with `eval=none`) and
//! `bot10:nodes=N` (the 10 x 10 alpha-beta player of [`crate::bot`],
//! which `hackerearth` answers with).
//!
//! Positions: [`bit8::Bit8`] on 8 x 8 (bitboards), [`generic::Generic`]
//! on any other board, [`multi::Multi`] under the rule variants (three or
//! four players, four directions, move costs); all implement
//! [`position::Position`].

pub mod bit8;
pub mod clock;
pub mod generic;
pub mod mcts;
pub mod multi;
pub mod position;
pub mod think;
pub mod versus;
pub mod zobrist;

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::color::Color;
use crate::rng::Rng;
use crate::rules::costs::Costs;
use crate::rules::Rules;
use crate::search::evaluation::{Evaluation, EVALUATIONS};
use crate::search::midgame::{best_move_at, Width};
use position::{Move, Position, PASS};

/// The playouts of `mcts` without `playouts=`.
pub const DEFAULT_PLAYOUTS: u64 = 1000;
/// The depth of `alphabeta` without `depth=`.
pub const DEFAULT_DEPTH: u32 = 6;
/// The most playouts (or nodes) accepted.
pub const MAX_PLAYOUTS: u64 = 100_000_000;

/// A computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// A uniformly random legal move.
    Random,
    /// The move flipping most discs; the first in row-major order on ties.
    Greedy,
    /// Alpha-beta to this depth (8 x 8, two players).
    AlphaBeta {
        /// Plies searched, 1 to 60.
        depth: u32,
        /// The evaluation at the leaves.
        eval: Evaluation,
        /// Selective (Multi-ProbCut, the default) or full-width.
        width: Width,
    },
    /// Monte Carlo tree search with this many playouts.
    Mcts {
        /// New positions scored per move (by the evaluation or a random
        /// game, see [`mcts::Leaf`]), at least 1.
        playouts: u64,
        /// How a new leaf is scored.
        leaf: mcts::Leaf,
    },
    /// [`crate::bot`]'s search (10 x 10, two players).
    Bot10 {
        /// Positions searched per move, at least 1.
        nodes: u64,
    },
}

/// What an engine does on a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Plays this move (a row-major square index).
    Play(Move),
    /// Has no legal move.
    Pass,
    /// The game is over.
    Over,
}

/// The forms of an engine spec, for messages.
pub const SPECS: &str = "random, greedy, alphabeta:depth=D[,eval=simple][,width=full], \
    mcts:playouts=N[,eval=none] or bot10:nodes=N";

impl Engine {
    /// `mcts` with its default playouts and leaves.
    pub const MCTS: Engine = Engine::Mcts {
        playouts: DEFAULT_PLAYOUTS,
        leaf: mcts::DEFAULT_LEAF,
    };

    /// Parses a spec: `random`, `greedy`,
    /// `alphabeta[:depth=D][,eval=E][,width=W]` (E `learned`, the default,
    /// or `simple`; W `selective`, the default, or `full`),
    /// `mcts[:playouts=N][,eval=E][,cutoff=K]` (E `learned`, the default,
    /// or `none` for random playouts; K random plies before evaluating,
    /// with `learned` only), `bot10[:nodes=N]`. The error says what was
    /// expected.
    pub fn parse(spec: &str) -> Result<Engine, String> {
        let (name, params) = match spec.split_once(':') {
            Some((n, p)) => (n, Some(p)),
            None => (spec, None),
        };
        let keys: &[&str] = match name {
            "random" | "greedy" if params.is_some() => {
                return Err(format!("engine `{spec}`: `{name}` takes no parameter"))
            }
            "random" | "greedy" => &[],
            "alphabeta" => &["depth", "eval", "width"],
            "mcts" => &["playouts", "eval", "cutoff"],
            "bot10" => &["nodes"],
            _ => return Err(format!("unknown engine `{spec}` (expected {SPECS})")),
        };
        // `key=value` pairs separated by commas, each of `keys` at most once.
        let mut given: Vec<(&str, &str)> = Vec::new();
        for p in params.map(|p| p.split(',')).into_iter().flatten() {
            match p.split_once('=').filter(|(k, _)| keys.contains(k)) {
                Some((k, _)) if given.iter().any(|&(g, _)| g == k) => {
                    return Err(format!("engine `{spec}`: `{k}` given twice"))
                }
                Some(pair) => given.push(pair),
                None => {
                    let forms: Vec<String> = keys.iter().map(|k| format!("`{k}=`")).collect();
                    return Err(format!(
                        "engine `{spec}`: expected {} after `{name}:`, separated by commas",
                        forms.join(" or ")
                    ));
                }
            }
        }
        let value = |key: &str| given.iter().find(|&&(k, _)| k == key).map(|&(_, v)| v);
        let number = |key: &str, lo: u64, hi: u64, default: u64| -> Result<u64, String> {
            match value(key).map(|v| v.parse::<u64>()) {
                None => Ok(default),
                Some(Ok(n)) if (lo..=hi).contains(&n) => Ok(n),
                Some(_) => Err(format!(
                    "engine `{spec}`: {key} must be a whole number from {lo} to {hi}"
                )),
            }
        };
        match name {
            "random" => Ok(Engine::Random),
            "greedy" => Ok(Engine::Greedy),
            "alphabeta" => Ok(Engine::AlphaBeta {
                depth: number("depth", 1, 60, DEFAULT_DEPTH as u64)? as u32,
                eval: match value("eval") {
                    None => Evaluation::default(),
                    Some(e) => Evaluation::parse(e).ok_or_else(|| {
                        format!("engine `{spec}`: eval must be {EVALUATIONS}, not `{e}`")
                    })?,
                },
                width: match value("width") {
                    None | Some("selective") => Width::Selective,
                    Some("full") => Width::Full,
                    Some(w) => {
                        return Err(format!(
                            "engine `{spec}`: width must be selective or full, not `{w}`"
                        ))
                    }
                },
            }),
            "mcts" => {
                let playouts = number("playouts", 1, MAX_PLAYOUTS, DEFAULT_PLAYOUTS)?;
                let cutoff = number("cutoff", 0, 60, mcts::DEFAULT_CUTOFF as u64)? as u32;
                let leaf = match value("eval").map_or(Some(mcts::DEFAULT_LEAF), mcts::Leaf::named) {
                    Some(mcts::Leaf::Evaluate { .. }) => mcts::Leaf::Evaluate { cutoff },
                    Some(mcts::Leaf::Playout) if value("cutoff").is_none() => mcts::Leaf::Playout,
                    Some(mcts::Leaf::Playout) => {
                        return Err(format!(
                            "engine `{spec}`: cutoff goes with eval=learned, not eval=none"
                        ))
                    }
                    None => {
                        return Err(format!(
                            "engine `{spec}`: eval must be learned or none, not `{}`",
                            value("eval").unwrap_or_default()
                        ))
                    }
                };
                Ok(Engine::Mcts { playouts, leaf })
            }
            _ => Ok(Engine::Bot10 {
                nodes: number("nodes", 1, MAX_PLAYOUTS, crate::bot::DEFAULT_NODES)?,
            }),
        }
    }

    /// The spec naming this engine, with its parameter.
    pub fn spec(&self) -> String {
        match *self {
            Engine::Random => "random".to_string(),
            Engine::Greedy => "greedy".to_string(),
            Engine::AlphaBeta { depth, eval, width } => {
                let mut spec = format!("alphabeta:depth={depth}");
                if eval != Evaluation::Learned {
                    spec += &format!(",eval={}", eval.name());
                }
                if width == Width::Full {
                    spec += ",width=full";
                }
                spec
            }
            Engine::Mcts { playouts, leaf } => match leaf {
                mcts::Leaf::Playout => format!("mcts:playouts={playouts},eval=none"),
                mcts::Leaf::Evaluate { cutoff } if cutoff == mcts::DEFAULT_CUTOFF => {
                    format!("mcts:playouts={playouts}")
                }
                mcts::Leaf::Evaluate { cutoff } => {
                    format!("mcts:playouts={playouts},cutoff={cutoff}")
                }
            },
            Engine::Bot10 { nodes } => format!("bot10:nodes={nodes}"),
        }
    }

    /// Whether this engine plays on an R x C board under `rules`; when
    /// not, a sentence saying what would work.
    pub fn check(&self, rows: usize, cols: usize, rules: Rules) -> Result<(), String> {
        match self {
            Engine::AlphaBeta { .. } if !rules.is_standard() => {
                let mut what = format!("{rows} x {cols}");
                if rules.players != 2 {
                    what += &format!(" with {} players", rules.players);
                }
                if rules.directions == crate::rules::Directions::Four {
                    what += " with four directions";
                }
                Err(format!(
                    "{} plays the usual rules only (two players, eight directions), \
                     not {what}; use random, greedy or mcts:playouts=N",
                    self.spec(),
                ))
            }
            Engine::AlphaBeta { .. } if (rows, cols) != (8, 8) => Err(format!(
                "{} plays 8 x 8 with two players only, not {rows} x {cols}; \
                 use random, greedy or mcts:playouts=N",
                self.spec(),
            )),
            Engine::Bot10 { .. } if !rules.is_standard() || (rows, cols) != (10, 10) => {
                Err(format!(
                    "{} plays 10 x 10 with two players only, not {rows} x {cols}; \
                 use random, greedy or mcts:playouts=N",
                    self.spec(),
                ))
            }
            _ => Ok(()),
        }
    }

    /// The move of the seat to move in `pos`. `rng` draws the random moves
    /// and the MCTS seed (one draw per call); `threads` is MCTS's root
    /// parallelism. An engine that cannot play `pos` (see
    /// [`Engine::check`]) plays as `mcts` with its default playouts.
    pub fn choose<P: Position>(&self, pos: &mut P, rng: &mut Rng, threads: usize) -> Choice {
        let mut moves = Vec::new();
        pos.moves(&mut moves);
        if moves.is_empty() {
            return if pos.is_over() {
                Choice::Over
            } else {
                Choice::Pass
            };
        }
        match *self {
            Engine::Random => Choice::Play(moves[rng.below(moves.len() as u64) as usize]),
            Engine::Greedy => {
                let mut best = (moves[0], 0);
                for &mv in &moves {
                    let n = pos.flip_count(mv);
                    if n > best.1 {
                        best = (mv, n);
                    }
                }
                Choice::Play(best.0)
            }
            Engine::AlphaBeta { depth, eval, width } => {
                match pos
                    .bitboard()
                    .and_then(|b| best_move_at(b, depth, eval, width))
                {
                    Some(c) => Choice::Play((c.sq.row * pos.cols() + c.sq.col) as Move),
                    None => Engine::MCTS.choose(pos, rng, threads),
                }
            }
            Engine::Bot10 { nodes } => {
                let seed = rng.next_u64();
                let limits = crate::bot::Limits {
                    nodes,
                    deadline: None,
                };
                let (board, color) = match pos.generic_board() {
                    Some(b) if (b.0.rows(), b.0.cols()) == (10, 10) => b,
                    _ => return Engine::MCTS.choose(pos, rng, threads),
                };
                let (me, opp) = (bit_set(board, color), bit_set(board, color.opponent()));
                match crate::bot::choose::<10>(me, opp, seed, limits) {
                    Some(c) => Choice::Play(c.square as Move),
                    None => Choice::Pass,
                }
            }
            Engine::Mcts { playouts, leaf } => {
                let seed = rng.next_u64();
                match mcts::search(pos, leaf, playouts, seed, threads) {
                    Some(r) if r.best == PASS => Choice::Pass,
                    Some(r) => Choice::Play(r.best),
                    None => Choice::Over,
                }
            }
        }
    }
}

/// The discs of `color` on a board of at most 128 squares, bit
/// `row * cols + col`, as [`crate::bot`] takes them.
fn bit_set(board: &Board, color: Color) -> u128 {
    let mut set = 0;
    for sq in board.discs(color).iter() {
        set |= 1 << (sq.row * board.cols() + sq.col);
    }
    set
}

/// A position of `board` with `to_move` to move, for any engine: the
/// bitboard on 8 x 8, the generic board otherwise (of at most
/// [`position::MAX_SQUARES`] squares), the rule-set board under the
/// variants.
pub enum AnyPosition {
    /// 8 x 8, the usual rules.
    Bit8(bit8::Bit8),
    /// Any other size, the usual rules.
    Generic(Box<generic::Generic>),
    /// Any rule set, with or without costs.
    Multi(Box<multi::Multi>),
}

impl AnyPosition {
    /// `board` with `to_move` to move.
    pub fn new(board: &Board, to_move: Color) -> AnyPosition {
        match Bitboard::from_board(board, to_move) {
            Some(pos) => AnyPosition::Bit8(bit8::Bit8 {
                pos,
                seat: to_move.index() as u8,
            }),
            None => AnyPosition::Generic(Box::new(generic::Generic::new(board.clone(), to_move))),
        }
    }

    /// `board` under `rules` (with `costs`, every player holding the full
    /// budget), seat `to_move` to move: the usual rules without costs take
    /// the positions of [`AnyPosition::new`], so they search exactly as
    /// without the variant options.
    pub fn of_rules(
        board: &Board,
        rules: Rules,
        costs: Option<&Costs>,
        to_move: usize,
    ) -> AnyPosition {
        if rules.is_standard() && costs.is_none() {
            let color = if to_move == 0 {
                Color::Black
            } else {
                Color::White
            };
            return AnyPosition::new(board, color);
        }
        AnyPosition::Multi(Box::new(multi::Multi::new(board, rules, costs, to_move)))
    }

    /// [`Engine::choose`] on this position.
    pub fn choose(&mut self, engine: &Engine, rng: &mut Rng, threads: usize) -> Choice {
        match self {
            AnyPosition::Bit8(p) => engine.choose(p, rng, threads),
            AnyPosition::Generic(p) => engine.choose(&mut **p, rng, threads),
            AnyPosition::Multi(p) => engine.choose(&mut **p, rng, threads),
        }
    }

    /// [`mcts::search`] on this position.
    pub fn search(
        &self,
        leaf: mcts::Leaf,
        playouts: u64,
        seed: u64,
        threads: usize,
    ) -> Option<mcts::Report> {
        match self {
            AnyPosition::Bit8(p) => mcts::search(p, leaf, playouts, seed, threads),
            AnyPosition::Generic(p) => mcts::search(&**p, leaf, playouts, seed, threads),
            AnyPosition::Multi(p) => mcts::search(&**p, leaf, playouts, seed, threads),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_parse_and_print_back() {
        for s in [
            "random",
            "greedy",
            "alphabeta:depth=4",
            "alphabeta:depth=4,eval=simple",
            "alphabeta:depth=4,eval=simple,width=full",
            "alphabeta:depth=8,width=full",
            "mcts:playouts=1000",
            "mcts:playouts=1000,eval=none",
            "mcts:playouts=1000,cutoff=4",
            "bot10:nodes=5000",
        ] {
            assert_eq!(Engine::parse(s).unwrap().spec(), s);
        }
        assert_eq!(Engine::parse("mcts"), Ok(Engine::MCTS));
        assert_eq!(
            Engine::parse("mcts:eval=learned,cutoff=0,playouts=7").map(|e| e.spec()),
            Ok("mcts:playouts=7".to_string())
        );
        assert_eq!(
            Engine::parse("mcts:eval=none"),
            Ok(Engine::Mcts {
                playouts: DEFAULT_PLAYOUTS,
                leaf: mcts::Leaf::Playout
            })
        );
        assert_eq!(
            Engine::parse("alphabeta:eval=simple,depth=3").map(|e| e.spec()),
            Ok("alphabeta:depth=3,eval=simple".to_string())
        );
        assert_eq!(
            Engine::parse("alphabeta:eval=learned").map(|e| e.spec()),
            Ok("alphabeta:depth=6".to_string())
        );
        for bad in [
            "",
            "minimax",
            "mcts:playouts=0",
            "mcts:depth=3",
            "greedy:x=1",
            "alphabeta:depth=61",
            "alphabeta:eval=deep",
            "alphabeta:depth=4,depth=5",
            "alphabeta:depth=4,",
            "alphabeta:playouts=10",
            "mcts:playouts=10,eval=simple",
            "mcts:eval=none,cutoff=2",
            "mcts:cutoff=61",
            "mcts:eval=",
        ] {
            assert!(Engine::parse(bad).is_err(), "{bad}");
        }
        let ab = Engine::parse("alphabeta").unwrap();
        assert!(ab.check(8, 8, Rules::STANDARD).is_ok());
        assert!(ab
            .check(10, 10, Rules::STANDARD)
            .unwrap_err()
            .contains("mcts"));
        let four = Rules {
            directions: crate::rules::Directions::Four,
            players: 2,
        };
        assert!(ab
            .check(8, 8, four)
            .unwrap_err()
            .contains("four directions"));
    }
}
