//! `best`'s options: their one declaration ([`OPTIONS`]) and the typed
//! struct it fills ([`Options`]), and the checks between them: which
//! engine plays, and that no option of the other engine is given (it
//! would be silently ignored).

use crate::cli::args::{seconds, Opt, Takes, MAX_HASH_MB, MAX_THREADS};
use crate::cli::variants::{Shared, Variants};
use crate::error::{Error, Result};
use crate::search::midgame::Width;
use std::time::Duration;

/// The engine `--engine` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    AlphaBeta,
    Mcts,
}

/// `best`'s options, each `None` (or `false`) when not given.
#[derive(Default)]
pub struct Options {
    /// `--engine`.
    pub engine: Option<Which>,
    /// `--playouts` (mcts).
    pub playouts: Option<u64>,
    /// `--seed` (mcts).
    pub seed: Option<u64>,
    /// `--threads` (mcts).
    pub threads: Option<u64>,
    /// `--depth`.
    pub depth: Option<u32>,
    /// `--eval`, read once the engine is known.
    pub eval: Option<String>,
    /// `--time-limit`.
    pub time_limit: Option<Duration>,
    /// `--exact`.
    pub exact: Option<u32>,
    /// `--hash`.
    pub hash_mb: Option<u64>,
    /// `--width`.
    pub width: Option<Width>,
    /// `--time`.
    pub time: bool,
    /// `--score`.
    pub score: bool,
}

/// The longest --time-limit, in seconds (a day).
const MAX_TIME_LIMIT: f64 = 86_400.0;

/// `best`'s options.
pub const OPTIONS: &[Opt<Options>] = &[
    Opt {
        name: "--engine",
        help: "alphabeta or mcts (default: alphabeta on 8 x 8, else mcts; mcts with the variants)",
        takes: Takes::Text("E", |o, e| {
            o.engine = Some(match e {
                "alphabeta" => Which::AlphaBeta,
                "mcts" => Which::Mcts,
                e => {
                    return Err(Error::usage(format!(
                        "--engine must be alphabeta or mcts, not `{e}`"
                    )))
                }
            });
            Ok(())
        }),
    },
    Opt {
        name: "--playouts",
        help: "mcts: positions scored per position (default 10000)",
        takes: Takes::Number("N", 1, crate::engine::MAX_PLAYOUTS, |o, n| {
            o.playouts = Some(n)
        }),
    },
    Opt {
        name: "--seed",
        help: "mcts: the random seed (default 1)",
        takes: Takes::Number("S", 0, u64::MAX, |o, n| o.seed = Some(n)),
    },
    Opt {
        name: "--threads",
        help: "mcts: trees grown in parallel, 1 to 256 (default 1)",
        takes: Takes::Number("T", 1, MAX_THREADS, |o, n| o.threads = Some(n)),
    },
    Opt {
        name: "--depth",
        help: "plies to search, 1 to 60 (default 6)",
        takes: Takes::Number("D", 1, 60, |o, n| o.depth = Some(n as u32)),
    },
    Opt {
        name: "--eval",
        help: "the leaves' evaluation: learned (default), simple (alphabeta) or none (mcts: random games)",
        takes: Takes::Text("E", |o, e| {
            o.eval = Some(e.to_string());
            Ok(())
        }),
    },
    Opt {
        name: "--time-limit",
        help: "seconds per position, a decimal above 0 (deepening to --depth, default then 60)",
        takes: Takes::Text("S", |o, v| {
            o.time_limit = Some(seconds(v, MAX_TIME_LIMIT).ok_or_else(|| {
                Error::usage(format!(
                    "--time-limit must be seconds above 0 and at most {MAX_TIME_LIMIT}, such as 0.5, not `{v}`"
                ))
            })?);
            Ok(())
        }),
    },
    Opt {
        name: "--exact",
        help: "solve exactly at N or fewer empty squares (default 14, at most 30)",
        takes: Takes::Number("N", 0, 30, |o, n| o.exact = Some(n as u32)),
    },
    Opt {
        name: "--hash",
        help: "the most megabytes the exact solver's table may use, 1 to 16384 (default 32; see solve --help)",
        takes: Takes::Number("MB", 1, MAX_HASH_MB, |o, n| o.hash_mb = Some(n)),
    },
    Opt {
        name: "--width",
        help: "selective (default: Multi-ProbCut, --depth is a selective depth) or full (every move to --depth)",
        takes: Takes::Text("W", |o, w| {
            o.width = Some(match w {
                "selective" => Width::Selective,
                "full" => Width::Full,
                w => {
                    return Err(Error::usage(format!(
                        "--width must be selective or full, not `{w}`"
                    )))
                }
            });
            Ok(())
        }),
    },
    Opt {
        name: "--time",
        help: "report seconds, nodes and value per position on stderr",
        takes: Takes::Flag(|o| o.time = true),
    },
    Opt {
        name: "--score",
        help: "alphabeta: after the move its value in discs and the principal variation",
        takes: Takes::Flag(|o| o.score = true),
    },
    Shared::DIRECTIONS,
    Shared::PLAYERS,
    Shared::COSTS,
];

/// The MCTS options.
#[derive(Clone, Copy, Debug)]
pub struct MctsSettings {
    pub leaf: crate::engine::mcts::Leaf,
    pub playouts: u64,
    pub seed: u64,
    pub threads: usize,
}

impl Options {
    /// Whether the rule variants are asked for: a rule set other than the
    /// usual one, or costs. The variants are played by mcts alone: that
    /// is the engine there, given or not.
    pub fn variants_asked(v: &Variants) -> bool {
        v.asked() && (v.costs || !v.rule_set().is_standard())
    }

    /// The engine asked for (`None`: the default for each board size; mcts
    /// under the rule variants `v`) and the MCTS settings.
    pub fn settings(&self, v: &Variants) -> Result<(Option<Which>, MctsSettings)> {
        let variants = Options::variants_asked(v);
        let mut m = MctsSettings {
            leaf: crate::engine::mcts::DEFAULT_LEAF,
            playouts: self.playouts.unwrap_or(10_000),
            seed: self.seed.unwrap_or(1),
            threads: self.threads.unwrap_or(1) as usize,
        };
        let which = match self.engine {
            Some(Which::AlphaBeta) if variants => {
                return Err(Error::usage(
                    "--engine alphabeta plays the usual rules only (two players, eight \
                     directions, no costs); with --players, --directions 4 or --costs use \
                     --engine mcts",
                ))
            }
            None if variants => Some(Which::Mcts),
            which => which,
        };
        if let (Some(Which::Mcts), Some(e)) = (which, &self.eval) {
            m.leaf = crate::engine::mcts::Leaf::named(e).ok_or_else(|| {
                Error::usage(format!(
                    "--eval of --engine mcts must be learned or none, not `{e}`"
                ))
            })?;
        }
        Ok((which, m))
    }

    /// The first option given that only the other engine than `engine`
    /// takes.
    fn others_given(&self, engine: Which) -> Option<&'static str> {
        let given = match engine {
            Which::AlphaBeta => [
                ("--playouts", self.playouts.is_some()),
                ("--seed", self.seed.is_some()),
                ("--threads", self.threads.is_some()),
            ]
            .to_vec(),
            Which::Mcts => [
                ("--depth", self.depth.is_some()),
                ("--exact", self.exact.is_some()),
                ("--time-limit", self.time_limit.is_some()),
                ("--hash", self.hash_mb.is_some()),
                ("--width", self.width.is_some()),
            ]
            .to_vec(),
        };
        given.into_iter().find(|(_, g)| *g).map(|(name, _)| name)
    }

    /// A usage error when an option of the engine other than `engine` is
    /// given (it would be silently ignored); `why` (empty when `--engine`
    /// names it) starts the message with how `engine` was chosen.
    pub fn refuse_others(&self, engine: Which, why: &str) -> Result<()> {
        let name = match engine {
            Which::AlphaBeta => "alphabeta",
            Which::Mcts => "mcts",
        };
        let named = if why.is_empty() { "--engine " } else { "" };
        match self.others_given(engine) {
            Some(o) => Err(Error::usage(format!(
                "{why}{o} is not an option of {named}{name} (see `othello best --help`)"
            ))),
            None => Ok(()),
        }
    }
}
