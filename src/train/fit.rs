//! The fit: per stage, regularised least squares of the final disc
//! difference on the features, by conjugate gradients.
//!
//! For the positions of a stage (and, for smoothness, those a few empty
//! squares either side of it), with `A` the positions x stored weights
//! matrix of feature counts and `y` the scores in hundredths of a disc,
//! the weights `w` minimise `|A w - y|^2 + lambda |w|^2`: the normal
//! equations `(A^T A + lambda I) w = A^T y`, solved by conjugate gradients
//! preconditioned by the diagonal (how often each weight is read, plus
//! `lambda`). `lambda` pulls weights read by few positions towards 0;
//! weights never read stay 0. Everything runs in a fixed order in `f64`,
//! so the result does not depend on the threads.

use super::games::Sample;
use crate::eval::folding::Folding;
use crate::eval::patterns::{features, FEATURES};
use crate::eval::stage;

/// How the fit runs.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    /// The ridge penalty, in positions: a weight read by `n` positions is
    /// shrunk by about `n / (n + lambda)`.
    pub lambda: f64,
    /// Conjugate-gradient steps per stage.
    pub steps: usize,
    /// Positions up to this many empty squares outside a stage also train
    /// it (neighbouring stages share data).
    pub overlap: u32,
}

/// Whether a position with `empties` empty squares trains stage `s`.
fn trains(empties: u32, s: usize, overlap: u32) -> bool {
    (0..=overlap)
        .any(|d| stage(empties.saturating_sub(d)) == s || stage((empties + d).min(60)) == s)
}

/// The stored weights of stage `s` fitted to `labels` (hundredths of a
/// disc, one per sample).
pub fn fit_stage(
    samples: &[Sample],
    labels: &[i32],
    folding: &Folding,
    s: usize,
    how: Fit,
) -> Vec<i16> {
    let n_w = folding.stored;
    let mut rows: Vec<u32> = Vec::new();
    let mut y: Vec<f64> = Vec::new();
    for (sample, &label) in samples.iter().zip(labels) {
        if trains(sample.empties(), s, how.overlap) {
            features(sample.player, sample.opponent, |i| {
                rows.push(folding.canonical[i])
            });
            y.push(label as f64);
        }
    }
    let n = y.len();
    if n == 0 {
        return vec![0; n_w];
    }
    let row = |k: usize| &rows[k * FEATURES..(k + 1) * FEATURES];
    // A^T u.
    let at = |u: &[f64], out: &mut Vec<f64>| {
        out.iter_mut().for_each(|x| *x = 0.0);
        for (k, &uk) in u.iter().enumerate() {
            for &f in row(k) {
                out[f as usize] += uk;
            }
        }
    };
    // A v.
    let a = |v: &[f64], out: &mut Vec<f64>| {
        for (k, o) in out.iter_mut().enumerate() {
            *o = row(k).iter().map(|&f| v[f as usize]).sum();
        }
    };
    let mut diag = vec![how.lambda; n_w];
    for &f in &rows {
        diag[f as usize] += 1.0;
    }
    // M v = A^T A v + lambda v.
    let mut tmp = vec![0.0; n];
    let mut m = |v: &[f64], out: &mut Vec<f64>| {
        a(v, &mut tmp);
        at(&tmp, out);
        for (o, x) in out.iter_mut().zip(v) {
            *o += how.lambda * x;
        }
    };
    let mut w = vec![0.0; n_w];
    let mut r = vec![0.0; n_w];
    at(&y, &mut r);
    let mut z: Vec<f64> = r.iter().zip(&diag).map(|(r, d)| r / d).collect();
    let mut p = z.clone();
    let mut rz: f64 = r.iter().zip(&z).map(|(a, b)| a * b).sum();
    let mut mp = vec![0.0; n_w];
    for _ in 0..how.steps {
        if rz <= 0.0 {
            break;
        }
        m(&p, &mut mp);
        let pmp: f64 = p.iter().zip(&mp).map(|(a, b)| a * b).sum();
        if pmp <= 0.0 {
            break;
        }
        let alpha = rz / pmp;
        for i in 0..n_w {
            w[i] += alpha * p[i];
            r[i] -= alpha * mp[i];
            z[i] = r[i] / diag[i];
        }
        let rz_next: f64 = r.iter().zip(&z).map(|(a, b)| a * b).sum();
        let beta = rz_next / rz;
        rz = rz_next;
        for i in 0..n_w {
            p[i] = z[i] + beta * p[i];
        }
    }
    w.iter()
        .map(|&x| x.round().clamp(i16::MIN as f64, i16::MAX as f64) as i16)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlapping_stages() {
        // 20 empties is stage 5; with an overlap of 2 it trains stage 4
        // (up to 19 reached by -1) but not 6 (24 is 4 away).
        assert!(trains(20, 5, 2));
        assert!(trains(20, 4, 2));
        assert!(!trains(20, 6, 2));
        assert!(trains(22, 6, 2));
        assert!(!trains(20, 4, 0));
    }

    #[test]
    fn a_fit_recovers_a_constant() {
        // Every position scores +10: with no penalty the fit puts it in
        // the weights so that the prediction is 1000.
        let folding = Folding::new();
        let samples: Vec<Sample> = (0..50)
            .map(|i| Sample {
                player: 0x0000_0010_0800_0000 | (i as u64) << 40,
                opponent: 0x0000_0008_1000_0000,
                score: 10,
                exact: true,
            })
            .collect();
        let how = Fit {
            lambda: 0.001,
            steps: 50,
            overlap: 0,
        };
        let labels = vec![1000; samples.len()];
        let w = fit_stage(
            &samples,
            &labels,
            &folding,
            stage(samples[0].empties()),
            how,
        );
        let full = crate::eval::Weights::unfold(&w.repeat(crate::eval::STAGES), &folding);
        let v = full.value(samples[3].player, samples[3].opponent);
        assert!((v - 1000).abs() <= FEATURES as i32, "{v}");
    }
}
