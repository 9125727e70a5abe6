//! The learned evaluation of an 8 x 8 position: pattern tables fitted to
//! exactly solved games (`othello train`), as Logistello, Edax and
//! Egaroucid evaluate. Knows the bitboard only.
//!
//! A position's value is a sum of weights, one per feature
//! ([`patterns`]): each instance of 11 patterns (corner 3 x 3 and 2 x 5
//! regions, each edge with its two X squares, rows 2-4, the diagonals of
//! 4 to 8 squares; 46 instances) indexes its pattern's table by the
//! contents of its squares as a base-3 number, plus the side to move's
//! mobility, the opponent's, and a constant. Every symmetric instance
//! reads the same table, and a configuration and its mirror image share
//! a weight, so all eight images of a position have one value (a test
//! checks). The weights depend on the game stage: [`STAGES`] sets of
//! tables by the number of empty squares ([`stage`]). [`patterns`] defines
//! the features (training reads it); [`Weights::value`] sums the same
//! weights through `gather`, which reads each instance's index from the
//! bitboards with a few shifts, multiplies and small tables.
//!
//! The weights are fitted to the final disc difference by `othello
//! train` ([`crate::train`] above this module) and shipped in
//! `src/eval/weights.bin` ([`file`]: checked, compact), embedded in the
//! binary and unpacked on first use.

pub mod file;
pub mod folding;
mod gather;
pub mod patterns;

use folding::Folding;
use gather::SPAN;
use std::sync::OnceLock;

/// Stages of the game, each with its own weights.
pub const STAGES: usize = 15;

/// The stage of a position with `empties` empty squares: four empty
/// counts per stage (0-3, 4-7, ..., 56-60).
pub fn stage(empties: u32) -> usize {
    (empties as usize / 4).min(STAGES - 1)
}

/// The embedded weights file (see [`file`]).
pub const EMBEDDED: &[u8] = include_bytes!("eval/weights.bin");

/// A position's value is clamped to this (hundredths of a disc).
pub const LIMIT: i32 = 6400;

/// Unpacked weights: every stage's tables at full size, ready to index,
/// each unfolded from the stored weights on first use (a search reads a
/// few neighbouring stages, so unfolding all of them would delay a
/// process's first evaluation for stages it never reads).
pub struct Weights {
    /// Every stage's stored (folded) weights, `per_stage` each.
    stored: Vec<i16>,
    /// Stored weights per stage.
    per_stage: usize,
    /// Full index -> stored index ([`Folding::canonical`]).
    canonical: Vec<u32>,
    /// Each stage's full tables once unfolded, in hundredths of a disc:
    /// its `FULL` weights and then zeros up to [`SPAN`] (room that lets
    /// [`gather`] skip bounds checks).
    stages: [OnceLock<Box<[i16; SPAN]>>; STAGES],
}

impl Weights {
    /// The weights stored in a weights file's bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, file::BadWeights> {
        let folding = Folding::new();
        let stored = file::decode(bytes, STAGES, folding.stored)?;
        Ok(Weights::new(stored, folding))
    }

    /// Full tables from the stored (folded) weights of every stage.
    pub fn unfold(stored: &[i16], folding: &Folding) -> Weights {
        Weights::new(stored.to_vec(), folding.clone())
    }

    /// Weights of `stored`, every stage's folded weights, none unfolded
    /// yet.
    fn new(stored: Vec<i16>, folding: Folding) -> Weights {
        assert_eq!(stored.len(), STAGES * folding.stored, "stored weights");
        Weights {
            stored,
            per_stage: folding.stored,
            canonical: folding.canonical,
            stages: std::array::from_fn(|_| OnceLock::new()),
        }
    }

    /// Replaces stage `s`'s tables with `stored` (its folded weights, in
    /// `folding`, the one these weights were made with).
    pub fn set_stage(&mut self, s: usize, stored: &[i16], folding: &Folding) {
        assert_eq!(folding.stored, self.per_stage, "another folding");
        self.stored[s * self.per_stage..(s + 1) * self.per_stage].copy_from_slice(stored);
        self.stages[s] = OnceLock::new();
    }

    /// Stage `s`'s full tables.
    fn unfolded(&self, s: usize) -> Box<[i16; SPAN]> {
        let stored = &self.stored[s * self.per_stage..(s + 1) * self.per_stage];
        let mut tables = vec![0; SPAN];
        for (w, &c) in tables.iter_mut().zip(&self.canonical) {
            *w = stored[c as usize];
        }
        match tables.into_boxed_slice().try_into() {
            Ok(tables) => tables,
            Err(_) => unreachable!("made SPAN long"),
        }
    }

    /// The value of `(player, opponent)`, `player` to move: see
    /// [`evaluate`]. The sum of the weights of [`patterns::features`],
    /// read by [`gather`]'s faster way.
    #[inline(always)]
    pub fn value(&self, player: u64, opponent: u64) -> i32 {
        gather::sum(self.stage_tables(player, opponent), player, opponent).clamp(-LIMIT, LIMIT)
    }

    /// The full tables of the stage of `(player, opponent)`.
    #[inline(always)]
    fn stage_tables(&self, player: u64, opponent: u64) -> &[i16; SPAN] {
        let s = stage((!(player | opponent)).count_ones());
        self.stages[s].get_or_init(|| self.unfolded(s))
    }
}

/// The embedded weights, unpacked on first use. A corrupt embedded file
/// is a bug of the build: the tests catch it, so here it panics.
pub fn embedded() -> &'static Weights {
    static WEIGHTS: OnceLock<Weights> = OnceLock::new();
    WEIGHTS.get_or_init(|| match Weights::from_bytes(EMBEDDED) {
        Ok(w) => w,
        Err(e) => panic!("the embedded evaluation weights: {e}"),
    })
}

/// The learned evaluation of (player, opponent), `player` to move: its
/// predicted final disc difference for `player`, in hundredths of a
/// disc (clamped to -6400..=6400). Inlined, so that a search compiled
/// for an instruction set evaluates with it too (popcnt, three-operand
/// shifts).
#[inline(always)]
pub fn evaluate(player: u64, opponent: u64) -> i32 {
    embedded().value(player, opponent)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::Bitboard;
    use crate::rng::Rng;

    /// A position of a random game after `plies` moves (fewer if it ends).
    fn random_game(rng: &mut Rng, plies: u32) -> Bitboard {
        let mut pos = Bitboard::START;
        for _ in 0..plies {
            let moves = pos.moves();
            if moves == 0 {
                if pos.pass().moves() == 0 {
                    break;
                }
                pos = pos.pass();
                continue;
            }
            let mut pick = rng.below(moves.count_ones() as u64);
            let mut set = moves;
            while pick > 0 {
                set &= set - 1;
                pick -= 1;
            }
            let sq = set.trailing_zeros();
            pos = pos.play_flips(sq, crate::bitboard::flips(pos.player, pos.opponent, sq));
        }
        pos
    }

    #[test]
    fn every_symmetric_image_has_the_same_value() {
        let w = embedded();
        let mut rng = Rng::new(11);
        for n in 0..300 {
            let pos = random_game(&mut rng, n % 61);
            let v = w.value(pos.player, pos.opponent);
            for k in 1..8 {
                let image = pos.symmetric(k);
                assert_eq!(
                    w.value(image.player, image.opponent),
                    v,
                    "{pos:?} image {k}"
                );
            }
        }
    }

    /// The embedded weights' values on fixed positions, in hundredths of a
    /// disc for the side to move: the start (black to move), the position
    /// after f5 (white to move) and FFO #40 (black to move, 20 empty
    /// squares, exact score +38). A change of the weights file changes
    /// them: re-measure with this test's output and update them here (the
    /// test checks that the file read is the file shipped, not that the
    /// values are good; the held-out error in `othello train --help` does).
    #[test]
    fn the_embedded_weights_give_the_documented_values() {
        let start = Bitboard::START;
        let f5 = start.play(crate::square::Square::new(4, 5)).unwrap();
        // FFO #40: O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X
        let ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------";
        let mut black = 0u64;
        let mut white = 0u64;
        for (i, c) in ffo40.bytes().enumerate() {
            match c {
                b'X' => black |= 1 << i,
                b'O' => white |= 1 << i,
                _ => {}
            }
        }
        let got = [
            evaluate(start.player, start.opponent),
            evaluate(f5.player, f5.opponent),
            evaluate(black, white),
        ];
        assert_eq!(got, EXPECTED, "the embedded weights' values");
    }

    /// See [`the_embedded_weights_give_the_documented_values`]: the start
    /// +0.08 discs (even), after f5 -1.88 for white, FFO #40 +38.53 for
    /// black (exact: +38).
    const EXPECTED: [i32; 3] = [8, -188, 3853];

    /// The value as the definition reads it: the sum of the weights of
    /// [`patterns::features`], clamped.
    fn reference_value(w: &Weights, player: u64, opponent: u64) -> i32 {
        let tables = w.stage_tables(player, opponent);
        let mut sum = 0i32;
        patterns::features(player, opponent, |i| sum += tables[i] as i32);
        sum.clamp(-LIMIT, LIMIT)
    }

    #[test]
    fn the_fast_value_is_the_sum_of_the_features_weights() {
        // Weights that tell every index of every table apart (a pseudo-
        // random weight per index), so that a wrong index shows; and the
        // embedded ones, to check the clamping as shipped.
        let folding = Folding::new();
        let mut rng = Rng::new(5);
        let stored: Vec<i16> = (0..folding.stored * STAGES)
            .map(|_| rng.below(2001) as i16 - 1000)
            .collect();
        let scrambled = Weights::unfold(&stored, &folding);
        for w in [&scrambled, embedded()] {
            for n in 0..6000 {
                // Every number of plies, so every stage, and positions of
                // random discs (any pattern contents, games or not).
                let pos = if n % 2 == 0 {
                    random_game(&mut rng, (n / 2 % 61) as u32)
                } else {
                    let (mut p, mut o) = (0u64, 0u64);
                    let fill = n as u64 / 2 % 65;
                    for s in 0..64 {
                        if rng.chance(fill, 64) {
                            match rng.below(2) {
                                0 => p |= 1 << s,
                                _ => o |= 1 << s,
                            }
                        }
                    }
                    Bitboard {
                        player: p,
                        opponent: o,
                    }
                };
                let (p, o) = (pos.player, pos.opponent);
                assert_eq!(w.value(p, o), reference_value(w, p, o), "{p:#x} {o:#x}");
            }
        }
    }

    #[test]
    fn the_stages_cover_every_count() {
        assert_eq!(stage(0), 0);
        assert_eq!(stage(20), 5);
        assert_eq!(stage(60), STAGES - 1);
        assert_eq!(stage(64), STAGES - 1);
    }
}
