//! The rule variants' options, shared by the commands that take them
//! (`moves`, `play`, `console`, `best`, `match`, `gen`): `--directions
//! 8|4`, `--players 2|3|4` and `--costs`, read into [`Variants`], and
//! the rule set they name. Bundles refuse them by name (see the
//! commands' help).
//!
//! No options struct holds them: the parse checks their values
//! ([`Shared`]) and keeps them among the options given
//! ([`super::args::Args::given`]), which [`Variants::of`] reads, so a
//! command declares them by listing [`Shared`]'s three options, nothing
//! more.

use super::args::{Opt, Takes};
use crate::error::{Error, Result};
use crate::rules::{Directions, Rules};
use std::marker::PhantomData;

/// The options of the rule variants, which bundles refuse by name.
pub const VARIANT_OPTS: [&str; 3] = ["--directions", "--players", "--costs"];

/// What the variant options asked for; each `None` or `false` when not
/// given.
#[derive(Clone, Copy, Default)]
pub struct Variants {
    /// `--directions`.
    pub directions: Option<Directions>,
    /// `--players`.
    pub players: Option<usize>,
    /// `--costs` (a cost grid follows each position).
    pub costs: bool,
}

/// The shared variant options, for the options type `T` of a command:
/// they check their values and set nothing in `T` ([`Variants::of`] reads
/// them).
pub struct Shared<T>(PhantomData<T>);

/// The help lines of `--directions`, `--players` and `--costs`: none
/// without the variants, whose help leaves these options out.
#[cfg(feature = "variants")]
const HELP: [&str; 3] = [
    "rays that bracket: 8 (default) or 4 (rows and columns)",
    "2 (default), 3 or 4 players",
    "square costs (and `budget B`) follow the board",
];
#[cfg(not(feature = "variants"))]
const HELP: [&str; 3] = [""; 3];

impl<T: 'static> Shared<T> {
    /// `--directions 8|4`.
    pub const DIRECTIONS: Opt<T> = Opt {
        name: "--directions",
        help: HELP[0],
        takes: Takes::Text("8|4", |_, v| check("--directions", v)),
    };

    /// `--players 2|3|4`.
    pub const PLAYERS: Opt<T> = Opt {
        name: "--players",
        help: HELP[1],
        takes: Takes::Text("K", |_, k| check("--players", k)),
    };

    /// `--costs`.
    pub const COSTS: Opt<T> = Opt {
        name: "--costs",
        help: HELP[2],
        takes: Takes::Flag(|_| {}),
    };
}

/// Reads variant option `name` given as `value` into `v`.
#[cfg(feature = "variants")]
fn read_variant(v: &mut Variants, name: &str, value: &str) -> Result<()> {
    match (name, value) {
        ("--directions", "8") => v.directions = Some(Directions::Eight),
        ("--directions", "4") => v.directions = Some(Directions::Four),
        ("--directions", d) => {
            return Err(Error::usage(format!(
                "--directions takes 8 or 4, not `{d}`"
            )))
        }
        ("--players", k) => match k.parse::<usize>() {
            Ok(k @ 2..=4) => v.players = Some(k),
            _ => {
                return Err(Error::usage(format!(
                    "--players takes 2, 3 or 4, not `{k}`"
                )))
            }
        },
        _ => v.costs = true,
    }
    Ok(())
}

/// Checks the value of variant option `name` at the parse. Without the
/// variants any value passes: the command refuses the option itself
/// ([`refuse_variants`]).
fn check(name: &str, value: &str) -> Result<()> {
    #[cfg(feature = "variants")]
    return read_variant(&mut Variants::default(), name, value);
    #[cfg(not(feature = "variants"))]
    {
        let _ = (name, value);
        Ok(())
    }
}

/// Whether the command line `args` gives a variant option.
pub fn variants_asked<T>(args: &super::args::Args<T>) -> bool {
    args.given
        .iter()
        .any(|(name, _)| VARIANT_OPTS.contains(name))
}

/// Refuses the rule variants (status 2) when `asked` where the commands
/// that list them are built without them: in bundles.
#[cfg(not(feature = "variants"))]
pub fn refuse_variants(asked: bool) -> Result<()> {
    match asked {
        true => Err(Error::usage(
            "rule variants are not in bundles (nor without the `variants` feature)",
        )),
        false => Ok(()),
    }
}

/// With the variants built in, nothing is refused (the commands that list
/// their options read them).
#[cfg(feature = "variants")]
pub fn refuse_variants(_: bool) -> Result<()> {
    Ok(())
}

impl Variants {
    /// The variant options of the command line `args`. Their values were
    /// read once when it was parsed, refused there when wrong (the options
    /// of [`Shared`] only check them: the command's options struct has no
    /// place for them); read again here, they are right.
    #[cfg(feature = "variants")]
    pub fn of<T>(args: &super::args::Args<T>) -> Variants {
        let mut v = Variants::default();
        for (name, value) in &args.given {
            if VARIANT_OPTS.contains(name) {
                let _ = read_variant(&mut v, name, value);
            }
        }
        v
    }

    /// Whether any variant option was given.
    pub fn asked(&self) -> bool {
        self.directions.is_some() || self.players.is_some() || self.costs
    }

    /// The rule set named by `--directions` and `--players`.
    pub fn rule_set(&self) -> Rules {
        Rules {
            directions: self.directions.unwrap_or(Directions::Eight),
            players: self.players.unwrap_or(2),
        }
    }

    /// The rule set, for a command that also took `--alphabet` when
    /// `alphabet`: an alphabet names two players' discs.
    pub fn rules_with_alphabet(&self, alphabet: bool) -> Result<Rules> {
        let rules = self.rule_set();
        if rules.players > 2 && alphabet {
            return Err(Error::usage(
                "--alphabet applies to two players; with --players 3 or 4 cells are digits",
            ));
        }
        Ok(rules)
    }
}
