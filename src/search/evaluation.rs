//! Which static evaluation a depth-limited search scores its leaves with:
//! [`Evaluation`] names them (for options and engine specs), [`Eval`] is
//! what the search is compiled over, once per evaluation, so that the
//! call at each leaf is direct and inlined rather than a dispatch.

/// The evaluations a search can use. Both score a position for the side
/// to move in hundredths of a disc.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Evaluation {
    /// The pattern evaluation fitted to self-play games ([`crate::eval`]):
    /// the default.
    #[default]
    Learned,
    /// The four-term hand evaluation of [`super::simple_eval`] (corners, X and
    /// C squares, mobility, frontier), kept for comparison.
    Simple,
}

/// The names [`Evaluation::parse`] takes, for messages.
pub const EVALUATIONS: &str = "learned or simple";

impl Evaluation {
    /// The evaluation named `name` (`learned`, `simple`).
    pub fn parse(name: &str) -> Option<Evaluation> {
        match name {
            "learned" => Some(Evaluation::Learned),
            "simple" => Some(Evaluation::Simple),
            _ => None,
        }
    }

    /// Its name, as [`Evaluation::parse`] reads it.
    pub fn name(self) -> &'static str {
        match self {
            Evaluation::Learned => "learned",
            Evaluation::Simple => "simple",
        }
    }
}

/// A static evaluation, as a type the search is generic over.
pub trait Eval {
    /// The value of `(player, opponent)` for `player`, to move, in
    /// hundredths of a disc, within -6400..=6400.
    fn evaluate(player: u64, opponent: u64) -> i32;
}

/// [`Evaluation::Learned`].
pub struct Learned;

impl Eval for Learned {
    #[inline(always)]
    fn evaluate(player: u64, opponent: u64) -> i32 {
        crate::eval::evaluate(player, opponent)
    }
}

/// [`Evaluation::Simple`].
pub struct Simple;

impl Eval for Simple {
    #[inline(always)]
    fn evaluate(player: u64, opponent: u64) -> i32 {
        super::simple_eval::evaluate(player, opponent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        for e in [Evaluation::Learned, Evaluation::Simple] {
            assert_eq!(Evaluation::parse(e.name()), Some(e));
        }
        assert_eq!(Evaluation::parse("Simple"), None);
        assert_eq!(Evaluation::default(), Evaluation::Learned);
    }
}
