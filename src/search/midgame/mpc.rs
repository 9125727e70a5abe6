//! Multi-ProbCut (Buro 1997): a shallow search predicts a deep one. At a
//! node `d` plies from the leaves a search `s < d` plies deep gives
//! `v_s`, and `v_d ≈ a * v_s + b` with an error of spread `sigma`;
//! when `v_s` says `v_d >= beta` (or `<= alpha`) with `T` sigmas to
//! spare, the node is cut without its deep search. Each test is one
//! null-window search at `s` plies.
//!
//! `a`, `b` and `sigma` are fitted by least squares per depth and per
//! band of empty squares ([`super::mpc_table`], written by `cargo bench
//! --bench mpc_fit`, see tests/bench/mpc_fit.rs), from full-width
//! searches of positions of the engine's own games.

use super::mpc_table::{FIT, FITTED_DEPTH};

/// The shallowest node cut: 3 plies from the leaves.
pub const MIN_DEPTH: u32 = 3;

/// A test for a cut above beta is tried only when the node's static
/// value is at least `beta - GATE` (below alpha: at most `alpha + GATE`),
/// in hundredths of a disc: further off, the shallow search would have to
/// clear the window by more than the evaluation's usual swing and seldom
/// does, so its nodes are mostly spent for nothing. (Depth 11 on 60
/// positions of random games: 8.1 M nodes with the gate at 2 discs, 9.0 M
/// without; on 300 positions with 20 empty squares, depth 8 picks an
/// exactly best move as often, 234 times.)
pub const GATE: i32 = 200;

/// Bands of empty squares with their own constants.
pub const BANDS: usize = 6;

/// The cut's margin, in sigmas: larger is safer and cuts less.
pub const T: f32 = 1.5;

/// The band of a position with `empties` empty squares: up to 20, 21-28,
/// 29-36, 37-44, 45-52, 53 and more.
pub fn band(empties: u32) -> usize {
    ((empties.max(13) - 13) / 8).min(BANDS as u32 - 1) as usize
}

/// The shallow search's depth for a node `depth` plies from the leaves
/// (at least [`MIN_DEPTH`]), of the same parity (the evaluation swings
/// between odd and even depths): 1 at 3, 2 at 4, 3 at 5, then about half
/// of `depth`: `2 * (depth / 4) + depth % 2`.
pub fn shallow(depth: u32) -> u32 {
    match 2 * (depth / 4) + depth % 2 {
        0 => depth - 2,
        s => s,
    }
}

/// The test at one node: the shallow depth and the fit's constants.
#[derive(Clone, Copy, Debug)]
pub struct Cut {
    /// The shallow search's depth.
    pub shallow: u32,
    /// The slope `a`.
    a: f32,
    /// The intercept `b`.
    b: f32,
    /// `T * sigma`.
    margin: f32,
}

impl Cut {
    /// The test at a node `depth` plies from the leaves (at least
    /// [`MIN_DEPTH`]) with `empties` empty squares. Beyond the fitted
    /// depths, the deepest fitted pair of the same parity lends its
    /// constants and its gap between the depths (the spread grows with
    /// the gap far more than with the depth).
    #[inline]
    pub fn at(depth: u32, empties: u32) -> Cut {
        let fitted = if depth <= FITTED_DEPTH {
            depth
        } else {
            FITTED_DEPTH - (depth - FITTED_DEPTH) % 2
        };
        let [a, b, sigma] = FIT[(fitted - MIN_DEPTH) as usize][band(empties)];
        Cut {
            shallow: depth - (fitted - shallow(fitted)),
            a,
            b,
            margin: T * sigma,
        }
    }

    /// The least shallow value that predicts a deep value of at least
    /// `beta`.
    #[inline]
    pub fn above(&self, beta: i32) -> i32 {
        ((beta as f32 + self.margin - self.b) / self.a).ceil() as i32
    }

    /// The greatest shallow value that predicts a deep value of at most
    /// `alpha`.
    #[inline]
    pub fn below(&self, alpha: i32) -> i32 {
        ((alpha as f32 - self.margin - self.b) / self.a).floor() as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_depths_keep_the_parity() {
        let want = [
            (3, 1),
            (4, 2),
            (5, 3),
            (6, 2),
            (7, 3),
            (8, 4),
            (9, 5),
            (12, 6),
        ];
        for (d, s) in want {
            assert_eq!(shallow(d), s, "depth {d}");
        }
        for d in MIN_DEPTH..40 {
            let c = Cut::at(d, 40);
            assert!(
                c.shallow < d && (d - c.shallow).is_multiple_of(2),
                "depth {d}"
            );
        }
    }

    #[test]
    fn bands_cover_every_count() {
        assert_eq!(
            [band(0), band(20), band(21), band(28), band(29)],
            [0, 0, 1, 1, 2]
        );
        assert_eq!([band(52), band(53), band(60)], [4, 5, 5]);
    }

    /// The shipped table: one row per depth, each band fitted with a
    /// slope near 1, a small intercept and a spread that is positive and
    /// below 12 discs (what full-width searches of real positions give;
    /// a damaged or truncated table fails here).
    #[test]
    fn the_fitted_table_is_sane() {
        assert_eq!(FIT.len() as u32, FITTED_DEPTH - MIN_DEPTH + 1);
        for (i, row) in FIT.iter().enumerate() {
            for &[a, b, sigma] in row {
                assert!(
                    (0.6..1.4).contains(&a),
                    "depth {}: slope {a}",
                    i as u32 + MIN_DEPTH
                );
                assert!(
                    b.abs() < 400.0,
                    "depth {}: intercept {b}",
                    i as u32 + MIN_DEPTH
                );
                assert!(
                    (1.0..1200.0).contains(&sigma),
                    "depth {}: sigma {sigma}",
                    i as u32 + MIN_DEPTH
                );
            }
        }
        // A cut is symmetric about the fit: a shallow value v predicts
        // a * v + b.
        let c = Cut::at(8, 40);
        assert!(c.below(0) < c.above(0));
    }
}
