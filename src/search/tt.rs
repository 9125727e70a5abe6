//! The transposition table: bounds on exact scores, keyed by position.
//!
//! Memory latency, not arithmetic, is what a probe costs: a profile of the
//! solver showed two thirds of the time of a table node waiting on table
//! loads. So a bucket is one 64-byte cache line holding three entries, and
//! a probe or a store touches that line only.

/// What is stored with a position: the bounds known on its score for the
/// side to move, the best move found (64: none) and the work behind the
/// entry, its empty squares (more is dearer; 0 marks a free slot).
#[derive(Clone, Copy, Debug)]
struct Data {
    lower: i8,
    upper: i8,
    best: u8,
    empties: u8,
}

const FREE: Data = Data {
    lower: -64,
    upper: 64,
    best: 64,
    empties: 0,
};

/// Three entries in one cache line: their two disc sets each (compared
/// whole, so a hash collision is never mistaken for a hit), then their
/// data.
#[derive(Clone, Copy, Debug)]
#[repr(C, align(64))]
struct Bucket {
    keys: [[u64; 2]; WAYS],
    data: [Data; WAYS],
}

/// Entries per bucket.
const WAYS: usize = 3;

/// The size of a bucket, the unit in which the table is sized.
pub const BUCKET_BYTES: u64 = std::mem::size_of::<Bucket>() as u64;

const EMPTY: Bucket = Bucket {
    keys: [[0; 2]; WAYS],
    data: [FREE; WAYS],
};

/// What the table knows about a position: its score lies in
/// `lower..=upper`, and `best` (when `Some`) was its best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// A lower bound on the score.
    pub lower: i32,
    /// An upper bound on the score.
    pub upper: i32,
    /// The bit index of the best move last found.
    pub best: Option<u32>,
}

/// A fixed-size table of `2^bits` buckets. A new position replaces the
/// entry of its bucket with the fewest empty squares (the cheapest to
/// search again), so deep results survive a flood of shallow ones.
///
/// Invariant: `buckets.len() == 1 << bits`, `bits` in `1..=28`.
pub struct Table {
    buckets: Vec<Bucket>,
    bits: u32,
}

/// The hash of a position: both sets multiplied by odd constants and
/// mixed, so that every bit of the input reaches the high bits used as
/// the index.
#[inline(always)]
fn hash(player: u64, opponent: u64) -> u64 {
    let h = player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ opponent.rotate_left(29).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    h ^ (h >> 31).wrapping_mul(0x1656_67B1_9E37_79F9)
}

impl Table {
    /// A table of `2^bits` buckets of [`BUCKET_BYTES`] (`bits` clamped to
    /// 1..=28), or `Err` when the memory cannot be had.
    pub fn new(bits: u32) -> Result<Table, std::collections::TryReserveError> {
        let bits = bits.clamp(1, 28);
        let mut buckets = Vec::new();
        buckets.try_reserve_exact(1 << bits)?;
        buckets.resize(1 << bits, EMPTY);
        Ok(Table { buckets, bits })
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.buckets.fill(EMPTY);
    }

    #[inline(always)]
    fn bucket(&self, player: u64, opponent: u64) -> usize {
        (hash(player, opponent) >> (64 - self.bits)) as usize
    }

    /// Starts loading the bucket of `(player, opponent)` into the cache,
    /// so that a probe soon after does not wait for memory.
    #[inline(always)]
    pub fn prefetch(&self, player: u64, opponent: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let bucket: *const Bucket = &self.buckets[self.bucket(player, opponent)];
            // SAFETY: a prefetch is only a hint: it reads nothing into the
            // program, cannot fault, and the pointer is to a live element
            // of `buckets`. `sse` (which has the instruction) is part of
            // every x86-64 target.
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                _mm_prefetch::<_MM_HINT_T0>(bucket.cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = (player, opponent);
    }

    /// What is known about `(player, opponent)`, if it is stored.
    #[inline]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Bounds> {
        let b = &self.buckets[self.bucket(player, opponent)];
        let i = b.keys.iter().position(|&k| k == [player, opponent])?;
        let d = b.data[i];
        // A free slot (its key (0, 0), no disc at all) holds nothing.
        (d.empties != 0).then_some(Bounds {
            lower: d.lower as i32,
            upper: d.upper as i32,
            best: (d.best < 64).then_some(d.best as u32),
        })
    }

    /// Records that the score of `(player, opponent)` lies in
    /// `lower..=upper` (each within -64..=64), its best move being `best`.
    /// Bounds already stored for the same position are kept when tighter.
    #[inline]
    pub fn store(&mut self, player: u64, opponent: u64, lower: i32, upper: i32, best: Option<u32>) {
        let i = self.bucket(player, opponent);
        let b = &mut self.buckets[i];
        let (mut lower, mut upper) = (lower.clamp(-64, 64), upper.clamp(-64, 64));
        let key = [player, opponent];
        let slot = match b.keys.iter().position(|&k| k == key) {
            Some(s) => {
                lower = lower.max(b.data[s].lower as i32);
                upper = upper.min(b.data[s].upper as i32);
                s
            }
            None => (0..WAYS).min_by_key(|&s| b.data[s].empties).unwrap_or(0),
        };
        b.keys[slot] = key;
        b.data[slot] = Data {
            lower: lower as i8,
            upper: upper as i8,
            best: best.map_or(64, |b| b as u8),
            empties: (!(player | opponent)).count_ones().max(1) as u8,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_is_one_cache_line() {
        assert_eq!(BUCKET_BYTES, 64);
    }

    #[test]
    fn stores_and_tightens_bounds() {
        let mut t = Table::new(4).unwrap();
        assert_eq!(t.probe(1, 2), None);
        assert_eq!(t.probe(0, 0), None);
        t.store(1, 2, -10, 64, Some(5));
        t.store(1, 2, -64, 20, None);
        assert_eq!(
            t.probe(1, 2),
            Some(Bounds {
                lower: -10,
                upper: 20,
                best: None
            })
        );
        assert_eq!(t.probe(2, 1), None);
        t.clear();
        assert_eq!(t.probe(1, 2), None);
    }

    #[test]
    fn the_shallowest_entry_makes_room() {
        let mut t = Table::new(1).unwrap();
        // Positions with `empties` empty squares, all in bucket 0.
        let pos = |t: &Table, empties: u32| {
            (0..64)
                .map(|k| ((!0u64 << empties).rotate_left(k), 0))
                .find(|&(p, o)| t.bucket(p, o) == 0)
                .unwrap()
        };
        // 60, 50 and 40 empty squares fill the bucket; a fourth position
        // (55) replaces the one with 40.
        for e in [60, 50, 40] {
            let (p, o) = pos(&t, e);
            t.store(p, o, 0, 0, None);
        }
        let (p, o) = pos(&t, 55);
        t.store(p, o, 2, 2, None);
        assert!(t.probe(p, o).is_some());
        let found = |t: &Table, e| {
            let (p, o) = pos(t, e);
            t.probe(p, o).is_some()
        };
        assert!(!found(&t, 40));
        assert!(found(&t, 60) && found(&t, 50));
    }
}
