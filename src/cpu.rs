//! What this CPU has: the x86-64 features that the engine's kernels and
//! the solver are compiled for, detected once per process. Every run-time
//! choice of code asks here; none detects features itself.
//!
//! Off x86-64, and without the `simd` feature, the CPU is taken to have
//! none of them, and the portable code runs.

use std::sync::atomic::{AtomicU32, AtomicU8, Ordering};

/// One CPU feature that some code path is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    Popcnt,
    Bmi1,
    Bmi2,
    Lzcnt,
    Avx2,
    Avx512f,
    Avx512bw,
    Avx512cd,
    Avx512vpopcntdq,
    Avx512vbmi2,
}

/// Every [`Feature`], in the order of their bits in [`Features`].
#[cfg(any(test, all(feature = "simd", target_arch = "x86_64")))]
const ALL: [Feature; 10] = [
    Feature::Popcnt,
    Feature::Bmi1,
    Feature::Bmi2,
    Feature::Lzcnt,
    Feature::Avx2,
    Feature::Avx512f,
    Feature::Avx512bw,
    Feature::Avx512cd,
    Feature::Avx512vpopcntdq,
    Feature::Avx512vbmi2,
];

impl Feature {
    /// The feature's name, as `is_x86_feature_detected!` and
    /// `target_feature` spell it.
    pub fn name(self) -> &'static str {
        match self {
            Feature::Popcnt => "popcnt",
            Feature::Bmi1 => "bmi1",
            Feature::Bmi2 => "bmi2",
            Feature::Lzcnt => "lzcnt",
            Feature::Avx2 => "avx2",
            Feature::Avx512f => "avx512f",
            Feature::Avx512bw => "avx512bw",
            Feature::Avx512cd => "avx512cd",
            Feature::Avx512vpopcntdq => "avx512vpopcntdq",
            Feature::Avx512vbmi2 => "avx512vbmi2",
        }
    }

    /// This feature's bit in [`Features`]: its place in [`ALL`], which
    /// lists them in declaration order.
    fn bit(self) -> u32 {
        1 << self as u32
    }
}

/// The features this CPU has, one bit per [`Feature`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features(u32);

/// The x86-64-v3 features: AVX2, BMI1, BMI2, LZCNT and POPCNT.
pub const V3: [Feature; 5] = [
    Feature::Avx2,
    Feature::Bmi1,
    Feature::Bmi2,
    Feature::Lzcnt,
    Feature::Popcnt,
];

impl Features {
    /// Whether the CPU has `f`.
    pub fn has(self, f: Feature) -> bool {
        self.0 & f.bit() != 0
    }

    /// Whether the CPU has every feature of `fs`.
    pub fn has_all(self, fs: &[Feature]) -> bool {
        fs.iter().all(|&f| self.has(f))
    }

    /// The names of the features of `fs` that the CPU lacks, in order.
    pub fn lacking(self, fs: &[Feature]) -> Vec<&'static str> {
        fs.iter()
            .filter(|&&f| !self.has(f))
            .map(|f| f.name())
            .collect()
    }

    /// The highest [`Level`] the CPU runs.
    pub fn level(self) -> Level {
        if self.has_all(&V3) {
            Level::V3
        } else if self.has(Feature::Popcnt) {
            Level::Popcnt
        } else {
            Level::Portable
        }
    }
}

/// The instruction sets that the scalar code (the scalar perft kernel,
/// the solver) is compiled for, from the most portable up; each includes
/// the ones before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// Any processor: the target's baseline.
    Portable,
    /// x86-64 with POPCNT: one instruction per count.
    Popcnt,
    /// x86-64-v3: AVX2, BMI1, BMI2, LZCNT and POPCNT.
    V3,
}

/// The features of this CPU, detected on the first call.
pub fn features() -> Features {
    /// The features' bits, plus `DETECTED` once they are known.
    static CACHE: AtomicU32 = AtomicU32::new(0);
    const DETECTED: u32 = 1 << 31;
    let cached = CACHE.load(Ordering::Relaxed);
    if cached & DETECTED != 0 {
        return Features(cached & !DETECTED);
    }
    let found = detect();
    CACHE.store(found.0 | DETECTED, Ordering::Relaxed);
    found
}

/// The highest [`Level`] this CPU runs. Cached on its own: the perft
/// driver asks once per call of a kernel, many thousands of times.
pub fn level() -> Level {
    /// 0 until known, then 1 + the level's place in `LEVELS`.
    static CACHE: AtomicU8 = AtomicU8::new(0);
    const LEVELS: [Level; 3] = [Level::Portable, Level::Popcnt, Level::V3];
    match CACHE.load(Ordering::Relaxed) {
        k @ 1..=3 => LEVELS[k as usize - 1],
        _ => {
            let level = features().level();
            CACHE.store(level as u8 + 1, Ordering::Relaxed);
            level
        }
    }
}

/// Asks the CPU.
fn detect() -> Features {
    #[allow(unused_mut)]
    let mut bits = 0;
    #[cfg(all(feature = "simd", target_arch = "x86_64"))]
    {
        for f in ALL {
            let yes = match f {
                Feature::Popcnt => is_x86_feature_detected!("popcnt"),
                Feature::Bmi1 => is_x86_feature_detected!("bmi1"),
                Feature::Bmi2 => is_x86_feature_detected!("bmi2"),
                Feature::Lzcnt => is_x86_feature_detected!("lzcnt"),
                Feature::Avx2 => is_x86_feature_detected!("avx2"),
                Feature::Avx512f => is_x86_feature_detected!("avx512f"),
                Feature::Avx512bw => is_x86_feature_detected!("avx512bw"),
                Feature::Avx512cd => is_x86_feature_detected!("avx512cd"),
                Feature::Avx512vpopcntdq => is_x86_feature_detected!("avx512vpopcntdq"),
                Feature::Avx512vbmi2 => is_x86_feature_detected!("avx512vbmi2"),
            };
            if yes {
                bits |= f.bit();
            }
        }
    }
    Features(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cached_features_are_the_detected_ones() {
        assert_eq!(features(), detect());
        assert_eq!(features(), features());
        let f = features();
        assert_eq!(f.lacking(&V3).is_empty(), f.has_all(&V3));
        assert_eq!(f.level() == Level::V3, f.has_all(&V3));
        assert_eq!(level(), f.level());
        assert_eq!(level(), level());
        for (i, g) in ALL.iter().enumerate() {
            assert_eq!(g.bit(), 1 << i, "{g:?}");
        }
        #[cfg(all(feature = "simd", target_arch = "x86_64"))]
        {
            assert_eq!(f.has(Feature::Avx2), is_x86_feature_detected!("avx2"));
            assert_eq!(f.has(Feature::Popcnt), is_x86_feature_detected!("popcnt"));
        }
        #[cfg(not(all(feature = "simd", target_arch = "x86_64")))]
        assert_eq!(f.level(), Level::Portable);
    }
}
