//! The options of the bot dialects (`hackerearth`, `botzone`), which
//! answer one position with [`crate::bot`]'s search: `--seed`, `--nodes`
//! and `--time-limit`, and the search's limits they give.

use super::args::{Args, Opt};
use crate::bot::{Limits, DEFAULT_NODES};
use crate::error::{Error, Result};
use std::time::{Duration, Instant};

/// The bot dialects' options.
pub const OPTIONS: &[Opt] = &[
    Opt {
        name: "--seed",
        value: "S",
        help: "picks among moves of equal score (default 1)",
    },
    Opt {
        name: "--nodes",
        value: "N",
        help: "positions searched per answer (default 300000)",
    },
    Opt {
        name: "--time-limit",
        value: "SECONDS",
        help:
            "the judge's limit per answer, e.g. 1 or 0.5 (default 1); the search stops at 60% of it",
    },
];

/// The share of `--time-limit` after which the search stops, in percent.
const CLOCK_SHARE: u32 = 60;

/// `--time-limit`: seconds as a decimal number (`1`, `0.5`), more than 0.
fn time_limit(args: &Args) -> Result<Duration> {
    let text = match args.value("--time-limit") {
        None => return Ok(Duration::from_secs(1)),
        Some(t) => t,
    };
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 3600.0 => Ok(Duration::from_secs_f64(s)),
        _ => Err(Error::usage(format!(
            "--time-limit must be a number of seconds above 0 (at most 3600), not `{text}`"
        ))),
    }
}

/// The seed and the search's limits the options give, for a run that
/// started at `started`: the node budget, and the deadline at
/// [`CLOCK_SHARE`] of the time limit.
pub fn settings(args: &Args, started: Instant) -> Result<(u64, Limits)> {
    let limit = time_limit(args)?;
    let seed = args.number("--seed")?.unwrap_or(1);
    let nodes = match args.number("--nodes")? {
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
