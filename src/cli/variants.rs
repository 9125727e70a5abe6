//! The rule variants' options, shared by the commands that take them
//! (`moves`, `play`, `console`, `best`, `match`, `gen`): `--directions
//! 8|4`, `--players 2|3|4` and `--costs`, and the rule set they name.
//! Bundles refuse them by name (see the commands' help).

use super::args::{Args, Opt};
use crate::error::{Error, Result};
use crate::rules::{Directions, Rules};

/// The options of the rule variants, which bundles refuse by name.
pub const VARIANT_OPTS: [&str; 3] = ["--directions", "--players", "--costs"];

/// `--directions 8|4` of the commands that take the rule variants.
pub const DIRECTIONS_OPT: Opt = Opt {
    name: "--directions",
    value: "8|4",
    help: "rays that bracket: 8 (default) or 4 (rows and columns)",
};

/// `--players 2|3|4`.
pub const PLAYERS_OPT: Opt = Opt {
    name: "--players",
    value: "K",
    help: "2 (default), 3 or 4 players",
};

/// `--costs` (a cost grid follows each position).
pub const COSTS_OPT: Opt = Opt {
    name: "--costs",
    value: "",
    help: "square costs (and `budget B`) follow the board",
};

/// The rule set named by `--directions` and `--players`.
pub fn chosen_rules(args: &Args) -> Result<Rules> {
    let directions = match args.value("--directions") {
        None | Some("8") => Directions::Eight,
        Some("4") => Directions::Four,
        Some(d) => {
            return Err(Error::usage(format!(
                "--directions takes 8 or 4, not `{d}`"
            )))
        }
    };
    let players = match args.value("--players") {
        None => 2,
        Some(k) => match k.parse::<usize>() {
            Ok(k @ 2..=4) => k,
            _ => {
                return Err(Error::usage(format!(
                    "--players takes 2, 3 or 4, not `{k}`"
                )))
            }
        },
    };
    if players > 2 && args.value("--alphabet").is_some() {
        return Err(Error::usage(
            "--alphabet applies to two players; with --players 3 or 4 cells are digits",
        ));
    }
    Ok(Rules {
        directions,
        players,
    })
}

/// Whether the command line asks for any variant.
pub fn asked(args: &Args) -> bool {
    VARIANT_OPTS.iter().any(|o| args.flag(o))
}

/// Refuses the options of the rule variants (status 2) where the commands
/// that list them are built without them: in bundles.
#[cfg(not(feature = "variants"))]
pub fn refuse(args: &Args) -> Result<()> {
    match asked(args) {
        true => Err(Error::usage(
            "rule variants are not in bundles (nor without the `variants` feature)",
        )),
        false => Ok(()),
    }
}

/// With the variants built in, nothing is refused (the commands that list
/// their options read them).
#[cfg(feature = "variants")]
pub fn refuse(_: &Args) -> Result<()> {
    Ok(())
}
