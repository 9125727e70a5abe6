//! Test-input generators, one per dialect: seeded, so the same seed and
//! options give the same bytes on every machine.
//!
//! Randomness comes only from [`crate::rng::Rng`] (SplitMix64, started from
//! `--seed`), drawn in a fixed order, with integer arithmetic only; nothing
//! depends on the platform, the clock or hash-map order. Each generator
//! writes straight to the output (boards row by row), so big boards never
//! sit in memory as text.

pub mod botzone;
pub mod ccc;
pub mod checkio;
pub mod code_golf;
pub mod codewars;
pub mod cody;
pub mod formats;
pub mod judges;
pub mod lcp41;
pub mod maze;
pub mod othello;
pub mod paiza;
pub mod row;
pub mod swea;
pub mod variants;
pub mod yukicoder;

use crate::error::Result;
use crate::rng::Rng;
use crate::text::position::Alphabet;

/// The options of `othello gen`, parsed; each generator reads the ones it
/// accepts (see [`Generator::accepts`]).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `--size`: rows and columns.
    pub size: Option<(usize, usize)>,
    /// `--plies`: random plies from the standard start.
    pub plies: Option<usize>,
    /// `--cases`: how many cases (for dialects that take several).
    pub cases: Option<usize>,
    /// `--moves`: moves, commands or queries after the position.
    pub moves: Option<usize>,
    /// `--end`: play to the end of the game.
    pub end: bool,
    /// `--pass`: include a forced pass.
    pub pass: bool,
    /// `--illegal`: percentage of deliberately illegal moves.
    pub illegal: u64,
    /// `--spaced`: cells separated by single spaces.
    pub spaced: bool,
    /// `--alphabet`: the board alphabet.
    pub alphabet: Option<&'static Alphabet>,
    /// `--walls`: percentage of maze cells that are walls.
    pub walls: Option<u64>,
    /// `--cells`: percentage of open maze cells that hold a move.
    pub cells: Option<u64>,
    /// `--directions` and `--players`: the rule set.
    pub rules: crate::rules::Rules,
    /// `--costs`: a random cost grid after each position.
    pub costs: bool,
    /// `--costs-file`: where `console`'s cost grid goes.
    pub costs_file: Option<String>,
}

/// Writes one input from the options and the seeded draws.
pub type Writer = fn(&Options, &mut Rng, &mut dyn std::io::Write) -> Result<()>;

/// One dialect's generator, carried by its command's entry in the command
/// table (its `gen` field); that entry names the dialect.
pub struct Generator {
    /// The `gen` options it accepts (besides `--seed`).
    pub accepts: &'static [&'static str],
    /// What its default output looks like, for `gen --help`.
    pub summary: &'static str,
    /// Writes one input under the usual rules.
    pub write: Writer,
    /// Its rule variants, for a dialect that has them.
    pub variants: Option<Variants>,
}

/// A dialect's generator under the rule variants: what
/// [`wanted`] tells from the usual rules.
pub struct Variants {
    /// The variant options it accepts besides [`Generator::accepts`].
    pub accepts: &'static [&'static str],
    /// Writes one input.
    pub write: Writer,
}

/// Whether the options ask for a variant.
pub fn wanted(o: &Options) -> bool {
    !o.rules.is_standard() || o.costs || o.costs_file.is_some()
}

/// Writes the input `g` makes for `seed` and `opts`: under the rule
/// variants when `opts` asks for them and `g` has them.
pub fn generate(
    g: &Generator,
    seed: u64,
    opts: &Options,
    out: &mut dyn std::io::Write,
) -> Result<()> {
    let write = match &g.variants {
        Some(v) if wanted(opts) => v.write,
        _ => g.write,
    };
    write(opts, &mut Rng::new(seed), out)
}
