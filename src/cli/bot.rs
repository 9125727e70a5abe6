//! The options of the bot dialects (`hackerearth`, `botzone`), which
//! answer one position with [`crate::bot`]'s search: `--seed`, `--nodes`
//! and `--time-limit`, and the search's limits they give.

use super::args::{seconds, Opt, Takes};
use crate::bot::{Limits, DEFAULT_NODES};
use crate::error::{Error, Result};
use std::time::{Duration, Instant};

/// The bot dialects' options, as given.
#[derive(Clone, Copy, Debug, Default)]
pub struct BotOptions {
    /// `--seed`.
    pub seed: Option<u64>,
    /// `--nodes`.
    pub nodes: Option<u64>,
    /// `--time-limit`.
    pub time_limit: Option<Duration>,
}

/// The bot dialects' options.
pub const OPTIONS: &[Opt<BotOptions>] = &[
    Opt {
        name: "--seed",
        help: "picks among moves of equal score (default 1)",
        takes: Takes::Number("S", 0, u64::MAX, |o, n| o.seed = Some(n)),
    },
    Opt {
        name: "--nodes",
        help: "positions searched per answer (default 300000)",
        takes: Takes::Number("N", 0, u64::MAX, |o, n| o.nodes = Some(n)),
    },
    Opt {
        name: "--time-limit",
        help:
            "the judge's limit per answer, e.g. 1 or 0.5 (default 1); the search stops at 60% of it",
        takes: Takes::Text("SECONDS", |o, t| {
            o.time_limit = Some(time_limit(t)?);
            Ok(())
        }),
    },
];

/// The share of `--time-limit` after which the search stops, in percent.
const CLOCK_SHARE: u32 = 60;

/// `--time-limit`: seconds as a decimal number (`1`, `0.5`), more than 0.
fn time_limit(text: &str) -> Result<Duration> {
    seconds(text, 3600.0).ok_or_else(|| {
        Error::usage(format!(
            "--time-limit must be a number of seconds above 0 (at most 3600), not `{text}`"
        ))
    })
}

/// The seed and the search's limits the options give, for a run that
/// started at `started`: the node budget, and the deadline at
/// [`CLOCK_SHARE`] of the time limit.
pub fn settings(o: &BotOptions, started: Instant) -> Result<(u64, Limits)> {
    let limit = o.time_limit.unwrap_or(Duration::from_secs(1));
    let seed = o.seed.unwrap_or(1);
    let nodes = match o.nodes {
        None => DEFAULT_NODES,
        Some(0) => return Err(Error::usage("--nodes must be at least 1")),
        Some(n) => n,
    };
    let limits = Limits {
        nodes,
        deadline: Some(started + limit * CLOCK_SHARE / 100),
    };
    Ok((seed, limits))
}
