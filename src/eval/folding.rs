//! How a stage's weights are stored: the full table of every pattern's
//! configurations folded so that a configuration of a self-symmetric
//! pattern and its mirror image share one stored weight.

use super::patterns::{map_square, offset, table_size, Pattern, FULL, PATTERNS, TABLES};

/// How a stage's full weights fold into the stored ones: `canonical[i]`
/// is the stored weight that full index `i` reads. A configuration of a
/// self-symmetric pattern and its mirror image share one stored weight,
/// so the evaluation is the same on all eight images of a position.
#[derive(Clone)]
pub struct Folding {
    /// Full index -> stored index.
    pub canonical: Vec<u32>,
    /// Stored weights per stage.
    pub stored: usize,
}

impl Folding {
    /// The folding of [`FULL`] into the stored weights.
    pub fn new() -> Folding {
        let mut canonical = vec![0u32; FULL];
        let mut stored = 0u32;
        for t in 0..TABLES {
            let base = offset(t);
            let perms = match PATTERNS.get(t) {
                Some(p) => self_symmetries(p),
                None => Vec::new(),
            };
            // The index's images under `perms`, kept up to date as the
            // index counts up (a base-3 odometer), rather than recomputed
            // digit by digit: a few operations per index, not a hundred.
            let places: Vec<Vec<usize>> = perms
                .iter()
                .map(|perm| perm.iter().map(|&to| 3usize.pow(to as u32)).collect())
                .collect();
            let squares = PATTERNS.get(t).map_or(0, |p| p.squares.len());
            let mut digits = vec![0u8; squares];
            let mut images = vec![0usize; perms.len()];
            for i in 0..table_size(t) {
                // The least of the index and its images is the first seen.
                match images.iter().min() {
                    Some(&j) if j < i => canonical[base + i] = canonical[base + j],
                    _ => {
                        canonical[base + i] = stored;
                        stored += 1;
                    }
                }
                for d in 0..squares {
                    if digits[d] < 2 {
                        digits[d] += 1;
                        images.iter_mut().zip(&places).for_each(|(m, p)| *m += p[d]);
                        break;
                    }
                    digits[d] = 0;
                    images
                        .iter_mut()
                        .zip(&places)
                        .for_each(|(m, p)| *m -= 2 * p[d]);
                }
            }
        }
        Folding {
            canonical,
            stored: stored as usize,
        }
    }
}

impl Default for Folding {
    fn default() -> Folding {
        Folding::new()
    }
}

/// The digit permutations under which `p`'s squares map onto themselves
/// (other than the identity): `perm[d]` is the digit whose square digit
/// `d`'s square maps to.
fn self_symmetries(p: &Pattern) -> Vec<Vec<usize>> {
    let mut perms = Vec::new();
    for k in 1..8 {
        let perm: Option<Vec<usize>> = p
            .squares
            .iter()
            .map(|&s| p.squares.iter().position(|&t| t == map_square(k, s)))
            .collect();
        if let Some(perm) = perm {
            perms.push(perm);
        }
    }
    perms
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Index `i` with its digits moved: digit `d` goes to place `perm[d]`.
    fn permuted(i: usize, perm: &[usize]) -> usize {
        let mut rest = i;
        let mut out = 0;
        for &to in perm {
            out += rest % 3 * 3usize.pow(to as u32);
            rest /= 3;
        }
        out
    }

    #[test]
    fn the_folding_is_the_least_image_of_each_index() {
        // Digit by digit: each index's images computed afresh.
        let mut canonical = vec![0u32; FULL];
        let mut stored = 0u32;
        for t in 0..TABLES {
            let base = offset(t);
            let perms = PATTERNS.get(t).map_or(Vec::new(), self_symmetries);
            for i in 0..table_size(t) {
                match perms.iter().map(|perm| permuted(i, perm)).min() {
                    Some(j) if j < i => canonical[base + i] = canonical[base + j],
                    _ => {
                        canonical[base + i] = stored;
                        stored += 1;
                    }
                }
            }
        }
        let folding = Folding::new();
        assert_eq!(folding.stored, stored as usize);
        assert!(folding.canonical == canonical, "the folding differs");
    }
    #[test]
    fn folding_pairs_mirror_configurations() {
        let folding = Folding::new();
        // Row 2 under the mirror: digits reversed.
        let row = offset(3);
        let a = 1 + 2 * 3; // a2 ours, b2 theirs
        let b = 3usize.pow(7) + 2 * 3usize.pow(6); // h2 ours, g2 theirs
        assert_eq!(folding.canonical[row + a], folding.canonical[row + b]);
        assert_ne!(folding.canonical[row + a], folding.canonical[row + 1]);
        // The corner 2 x 5 has no self-symmetry: nothing folds.
        let c = offset(1);
        let distinct: std::collections::HashSet<u32> = (0..table_size(1))
            .map(|i| folding.canonical[c + i])
            .collect();
        assert_eq!(distinct.len(), table_size(1));
        assert!(folding.stored < FULL);
    }
}
