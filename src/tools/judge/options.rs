//! `judge`'s options: their declaration ([`OPTIONS`]), the typed struct
//! it fills ([`Options`]), and what they make: the cases to run, and the
//! options the reference is given from `--gen`'s.

use crate::cli::args::{seconds, Args, Opt, Takes};
use crate::cli::command::Command;
use crate::error::{Error, Result};
use crate::judge::case::{folder, Origin};
use std::path::Path;
use std::time::Duration;

/// `judge`'s options, each `None` (or `false`) when not given.
#[derive(Default)]
pub struct Options {
    /// `--seed`.
    pub seed: Option<u64>,
    /// `--cases`.
    pub cases: Option<u64>,
    /// `--gen`, one word each.
    pub gen: Option<Vec<String>>,
    /// `--tests DIR`.
    pub tests: Option<String>,
    /// `--time-limit`.
    pub time_limit: Option<Duration>,
    /// `--memory-limit`, in megabytes.
    pub memory_mb: Option<u64>,
    /// `--jobs`.
    pub jobs: Option<u64>,
    /// `--lenient`.
    pub lenient: bool,
    /// `--show`.
    pub show: Option<u64>,
    /// `--shrink`.
    pub shrink: bool,
    /// `--shrink-runs`.
    pub shrink_runs: Option<u64>,
}

/// The largest --memory-limit: `ulimit -v` takes KiB and the kernel
/// counts bytes in 64 bits, so 2^64 bytes less one MiB is the most a
/// limit can say (far above any address space).
const MAX_MEMORY_MB: u64 = u64::MAX >> 20;

/// The most cases run at a time.
pub const MAX_JOBS: u64 = 1024;

pub const OPTIONS: &[Opt<Options>] = &[
    Opt {
        name: "--seed",
        help: "the seed of the first generated case (default 1)",
        takes: Takes::Number("S", 0, u64::MAX, |o, n| o.seed = Some(n)),
    },
    Opt {
        name: "--cases",
        help: "how many cases to generate (default 100)",
        takes: Takes::Number("N", 0, u64::MAX, |o, n| o.cases = Some(n)),
    },
    Opt {
        name: "--gen",
        help: "gen's options for DIALECT, as one string: '--size 6 --plies 10'",
        takes: Takes::Text("OPTS", |o, v| {
            o.gen = Some(v.split_whitespace().map(String::from).collect());
            Ok(())
        }),
    },
    Opt {
        name: "--tests",
        help: "run DIR/*.in (expected: DIR/*.out, else othello's answer)",
        takes: Takes::Text("DIR", |o, v| {
            o.tests = Some(v.to_string());
            Ok(())
        }),
    },
    Opt {
        name: "--time-limit",
        help: "wall-clock limit per case; killed at the limit (default 2)",
        takes: Takes::Text("SECONDS", |o, v| {
            o.time_limit = Some(seconds(v, 1e6).ok_or_else(|| {
                Error::usage(format!(
                    "--time-limit takes seconds above 0 and at most 1000000, like 2 or 0.5, not `{v}`"
                ))
            })?);
            Ok(())
        }),
    },
    Opt {
        name: "--memory-limit",
        help: "address-space limit per case, 0 for none, at most 17592186044415 (default 256)",
        takes: Takes::Number("MB", 0, MAX_MEMORY_MB, |o, n| o.memory_mb = Some(n)),
    },
    Opt {
        name: "--jobs",
        help: "cases run at a time, 1 to 1024 (default: the number of cores)",
        takes: Takes::Number("J", 1, MAX_JOBS, |o, n| o.jobs = Some(n)),
    },
    Opt {
        name: "--lenient",
        help: "ignore spaces, tabs and CRs at line ends, blank lines at the end",
        takes: Takes::Flag(|o| o.lenient = true),
    },
    Opt {
        name: "--show",
        help: "failing cases shown in full (default 1)",
        takes: Takes::Number("K", 0, u64::MAX, |o, n| o.show = Some(n)),
    },
    Opt {
        name: "--shrink",
        help: "shrink each shown failing case to a smaller one",
        takes: Takes::Flag(|o| o.shrink = true),
    },
    Opt {
        name: "--shrink-runs",
        help: "runs of PROGRAM a shrink may spend (default 200)",
        takes: Takes::Number("R", 0, u64::MAX, |o, n| o.shrink_runs = Some(n)),
    },
];

/// The cases the options ask for.
pub fn cases(o: &Options) -> Result<Vec<Origin>> {
    if let Some(dir) = &o.tests {
        let generated = [
            ("--seed", o.seed.is_some()),
            ("--cases", o.cases.is_some()),
            ("--gen", o.gen.is_some()),
        ];
        if let Some((name, _)) = generated.iter().find(|(_, given)| *given) {
            return Err(Error::usage(format!(
                "{name} is for generated cases, not with --tests"
            )));
        }
        return folder(Path::new(dir));
    }
    let seed = o.seed.unwrap_or(1);
    let count = o.cases.unwrap_or(100);
    let gen = o.gen.clone().unwrap_or_default();
    if let Some(w) = gen
        .iter()
        .find(|w| ["--seed", "--list"].contains(&w.split('=').next().unwrap_or(w)))
    {
        return Err(Error::usage(format!(
            "--gen takes gen's options but `{w}`: the judge chooses the seeds (--seed S)"
        )));
    }
    (0..count)
        .map(|i| {
            let seed = seed
                .checked_add(i)
                .ok_or_else(|| Error::usage("--seed plus --cases overflows"))?;
            Ok(Origin::Gen {
                seed,
                gen: gen.clone(),
            })
        })
        .collect()
}

/// The `gen` options that set the rules or the board of the cases
/// without writing them into the input: the reference must be given them
/// too (as the program is, on its command line). `--size` is among them
/// for a dialect whose input does not carry the size (`console`); other
/// gen options only shape the input.
const RULE_OPTIONS: &[&str] = &["--directions", "--players", "--costs", "--size"];

/// The options of `othello DIALECT` that make it answer the cases `gen`
/// makes with options `gen` (its rule options, see [`RULE_OPTIONS`]), or
/// the usage error of a `gen` option the reference cannot be given. A
/// `gen` line that does not parse gives none: making the first case then
/// says what is wrong with it.
pub fn reference_words(dialect: &Command, gen: &[String]) -> Result<Vec<String>> {
    let Ok(parsed) = Args::parse(gen, crate::tools::gen::OPTIONS) else {
        return Ok(Vec::new());
    };
    if parsed.value("--costs-file").is_some() {
        return Err(Error::usage(format!(
            "--gen '--costs-file FILE' cannot be judged: each case writes its own cost grid to FILE, \
             which `othello {}` and PROGRAM would both need to read for that case alone; \
             judge such games with --tests",
            dialect.name
        )));
    }
    let mut words = Vec::new();
    for &name in RULE_OPTIONS {
        let Some(value) = parsed.value(name) else {
            continue;
        };
        let flag = value.is_empty();
        match dialect.options().iter().find(|(n, _)| *n == name) {
            Some((_, placeholder)) if placeholder.is_empty() == flag => {
                words.push(name.to_string());
                if !flag {
                    words.push(value.to_string());
                }
            }
            Some(_) => {
                return Err(Error::usage(format!(
                    "--gen's {name} and `othello {}`'s differ in meaning: the cases cannot be judged with it",
                    dialect.name
                )))
            }
            // The input itself carries the size (a size line).
            None if name == "--size" => {}
            // `gen` refuses it for this dialect, which says so.
            None => {}
        }
    }
    Ok(words)
}
