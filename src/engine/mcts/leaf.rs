//! How the tree search scores a new leaf: a random game to the end, or
//! the learned evaluation turned into a win probability.

/// How a search scores the position at a new leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// A random game to the end, scored by its final discs.
    Playout,
    /// `cutoff` random plies (fewer when the game ends first: then its
    /// final discs), then the learned evaluation turned into a win
    /// probability ([`win_probability`]). On positions without an
    /// evaluation (not 8 x 8 with two players) it is [`Leaf::Playout`].
    Evaluate {
        /// Random plies played before evaluating.
        cutoff: u32,
    },
}

impl Leaf {
    /// The leaves an `eval` option names: `learned` ([`DEFAULT_LEAF`]) or
    /// `none` (random playouts); `None` for any other name.
    pub fn named(name: &str) -> Option<Leaf> {
        match name {
            "learned" => Some(DEFAULT_LEAF),
            "none" => Some(Leaf::Playout),
            _ => None,
        }
    }
}

/// The random plies of [`Leaf::Evaluate`] without `cutoff=`.
pub const DEFAULT_CUTOFF: u32 = 0;

/// The leaves of `mcts` without `eval=`.
pub const DEFAULT_LEAF: Leaf = Leaf::Evaluate {
    cutoff: DEFAULT_CUTOFF,
};

/// The disc difference at which [`win_probability`] gives 73% (e^1 to 1).
/// About the evaluation's error in the midgame; the search is not very
/// sensitive to it (tests/bench/README.md: 3 to 8 discs tried).
pub const SCALE: f64 = 5.0;

/// The chance that the side with a predicted final disc difference of
/// `value` (hundredths of a disc) wins: the logistic `1 / (1 + e^(-v /
/// SCALE))` of the value `v` in discs; a half at 0.
pub fn win_probability(value: i32) -> f32 {
    (1.0 / (1.0 + (-(value as f64) / (100.0 * SCALE)).exp())) as f32
}
