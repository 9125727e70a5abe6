//! The transposition table: bounds on exact scores, keyed by position,
//! shared by the solver's threads.
//!
//! Memory latency, not arithmetic, is what a probe costs: a profile of the
//! solver showed two thirds of the time of a table node waiting on table
//! loads. So a bucket is one 64-byte cache line, and a probe or a store
//! touches that line only.
//!
//! Threads share the table without locks and without `unsafe`: an entry is
//! three 64-bit atomic words, written and read one by one (relaxed, plain
//! moves on x86-64): the data, and each disc set XORed with the data. Two
//! threads writing one entry at once may leave words of both; a reader
//! then finds that the sets it decodes are not the position it asked for,
//! or that the 32 check bits of the data (bits of the position's hash) do
//! not match, and takes it as a miss. With one thread nothing is ever
//! torn, and the sets are compared whole: a hash collision is never
//! mistaken for a hit.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

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

impl Bounds {
    /// The answer these bounds give to the null-window test "is the score
    /// above `alpha`?", fail-soft: the lower bound when it is above, the
    /// upper bound when it is not; `None` when they leave it open.
    #[inline(always)]
    pub fn answer(&self, alpha: i32) -> Option<i32> {
        if self.lower > alpha {
            Some(self.lower)
        } else if self.upper <= alpha {
            Some(self.upper)
        } else {
            None
        }
    }
}

/// One entry: `[player ^ data, opponent ^ data, data]`, all 0 when free.
/// The data word holds, from bit 0: the lower bound, the upper bound (each
/// a byte, two's complement), the best move (64: none), the empty squares
/// (the work behind the entry; 0 only when free), and from bit 32 the check
/// bits.
#[derive(Default)]
struct Slot([AtomicU64; 3]);

/// Entries per bucket.
const WAYS: usize = 2;

/// Two entries in one cache line.
#[derive(Default)]
#[repr(C, align(64))]
struct Bucket([Slot; WAYS]);

/// The size of a bucket, the unit in which the table is sized.
pub const BUCKET_BYTES: u64 = std::mem::size_of::<Bucket>() as u64;

/// A decoded entry.
#[derive(Clone, Copy)]
struct Data {
    lower: i32,
    upper: i32,
    best: u32,
    empties: u32,
}

impl Data {
    fn pack(self, check: u32) -> u64 {
        (self.lower as u8 as u64)
            | (self.upper as u8 as u64) << 8
            | (self.best as u64) << 16
            | (self.empties as u64) << 24
            | (check as u64) << 32
    }

    fn unpack(word: u64) -> Data {
        Data {
            lower: word as u8 as i8 as i32,
            upper: (word >> 8) as u8 as i8 as i32,
            best: (word >> 16) as u8 as u32,
            empties: (word >> 24) as u8 as u32,
        }
    }
}

impl Slot {
    /// The entry's data, if it holds `(player, opponent)` whole and
    /// untorn.
    #[inline(always)]
    fn read(&self, player: u64, opponent: u64, check: u32) -> Option<Data> {
        let data = self.0[2].load(Relaxed);
        let held = self.0[0].load(Relaxed) ^ data == player
            && self.0[1].load(Relaxed) ^ data == opponent
            && (data >> 32) as u32 == check
            && data & 0xFF00_0000 != 0;
        held.then(|| Data::unpack(data))
    }

    /// The empty squares of the entry held (0 when free); torn entries
    /// may say anything, which only affects which entry is replaced.
    #[inline(always)]
    fn empties(&self) -> u32 {
        (self.0[2].load(Relaxed) >> 24) as u8 as u32
    }

    #[inline(always)]
    fn write(&self, player: u64, opponent: u64, data: u64) {
        self.0[2].store(data, Relaxed);
        self.0[0].store(player ^ data, Relaxed);
        self.0[1].store(opponent ^ data, Relaxed);
    }
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
/// the index (and the low bits used as check bits). The midgame search's
/// table indexes by it too.
#[inline(always)]
pub(crate) fn hash(player: u64, opponent: u64) -> u64 {
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
        buckets.resize_with(1 << bits, Bucket::default);
        Ok(Table { buckets, bits })
    }

    /// The table holds `2^bits` buckets.
    pub fn bits(&self) -> u32 {
        self.bits
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        for slot in self.buckets.iter().flat_map(|b| &b.0) {
            for word in &slot.0 {
                word.store(0, Relaxed);
            }
        }
    }

    /// The bucket of a position and its check bits.
    #[inline(always)]
    fn place(&self, player: u64, opponent: u64) -> (&Bucket, u32) {
        let h = hash(player, opponent);
        (&self.buckets[(h >> (64 - self.bits)) as usize], h as u32)
    }

    /// Starts loading the bucket of `(player, opponent)` into the cache,
    /// so that a probe soon after does not wait for memory.
    #[inline(always)]
    pub fn prefetch(&self, player: u64, opponent: u64) {
        #[cfg(all(feature = "simd", target_arch = "x86_64"))]
        {
            let bucket: *const Bucket = self.place(player, opponent).0;
            // SAFETY: a prefetch is only a hint: it reads nothing into the
            // program, cannot fault, and the pointer is to a live element
            // of `buckets`. `sse` (which has the instruction) is part of
            // every x86-64 target.
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                _mm_prefetch::<_MM_HINT_T0>(bucket.cast());
            }
        }
        #[cfg(not(all(feature = "simd", target_arch = "x86_64")))]
        let _ = (player, opponent);
    }

    /// What is known about `(player, opponent)`, if it is stored.
    #[inline]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Bounds> {
        let (bucket, check) = self.place(player, opponent);
        let d = bucket
            .0
            .iter()
            .find_map(|s| s.read(player, opponent, check))?;
        Some(Bounds {
            lower: d.lower,
            upper: d.upper,
            best: (d.best < 64).then_some(d.best),
        })
    }

    /// Records that the score of `(player, opponent)` lies in
    /// `lower..=upper` (each within -64..=64), its best move being `best`.
    /// Bounds already stored for the same position are kept when tighter.
    #[inline]
    pub fn store(&self, player: u64, opponent: u64, lower: i32, upper: i32, best: Option<u32>) {
        let (bucket, check) = self.place(player, opponent);
        let (mut lower, mut upper) = (lower.clamp(-64, 64), upper.clamp(-64, 64));
        let held = bucket
            .0
            .iter()
            .find_map(|s| s.read(player, opponent, check).map(|d| (s, d)));
        let slot = match held {
            Some((s, d)) => {
                lower = lower.max(d.lower);
                upper = upper.min(d.upper);
                s
            }
            None => bucket
                .0
                .iter()
                .min_by_key(|s| s.empties())
                .unwrap_or(&bucket.0[0]),
        };
        let data = Data {
            lower,
            upper,
            best: best.map_or(64, |b| b.min(64)),
            // At least 1, so that a held entry is never taken as free.
            empties: (!(player | opponent)).count_ones().max(1),
        };
        slot.write(player, opponent, data.pack(check));
    }

    /// Records the fail-soft result `score` of the null-window test "is
    /// the score above `alpha`?": a lower bound when above, else an upper
    /// bound.
    #[inline]
    pub fn store_test(
        &self,
        player: u64,
        opponent: u64,
        alpha: i32,
        score: i32,
        best: Option<u32>,
    ) {
        let (lower, upper) = if score > alpha {
            (score, 64)
        } else {
            (-64, score)
        };
        self.store(player, opponent, lower, upper, best);
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
        let t = Table::new(4).unwrap();
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
        t.store(4, 8, -64, -64, Some(63));
        assert_eq!(
            t.probe(4, 8),
            Some(Bounds {
                lower: -64,
                upper: -64,
                best: Some(63)
            })
        );
        assert_eq!(t.probe(2, 1), None);
        t.clear();
        assert_eq!(t.probe(1, 2), None);
    }

    #[test]
    fn null_window_tests_store_and_answer() {
        let t = Table::new(4).unwrap();
        // Above 4: at least 10 is stored.
        t.store_test(1, 2, 4, 10, Some(7));
        let b = t.probe(1, 2).unwrap();
        assert_eq!((b.lower, b.upper, b.best), (10, 64, Some(7)));
        assert_eq!(b.answer(9), Some(10));
        assert_eq!(b.answer(10), None);
        // Not above 20: at most 14 as well.
        t.store_test(1, 2, 20, 14, None);
        let b = t.probe(1, 2).unwrap();
        assert_eq!((b.lower, b.upper), (10, 14));
        assert_eq!(b.answer(14), Some(14));
        assert_eq!(b.answer(12), None);
    }

    #[test]
    fn the_shallowest_entry_makes_room() {
        let t = Table::new(1).unwrap();
        // Positions with `empties` empty squares, all in bucket 0.
        let pos = |t: &Table, empties: u32| {
            (0..64)
                .map(|k| ((!0u64 << empties).rotate_left(k), 0))
                .find(|&(p, o)| std::ptr::eq(t.place(p, o).0, &t.buckets[0]))
                .unwrap()
        };
        // 60 and 40 empty squares fill the bucket; a third position (50)
        // replaces the one with 40.
        for e in [60, 40, 50] {
            let (p, o) = pos(&t, e);
            t.store(p, o, 0, 0, None);
        }
        let found = |t: &Table, e| {
            let (p, o) = pos(t, e);
            t.probe(p, o).is_some()
        };
        assert!(!found(&t, 40));
        assert!(found(&t, 60) && found(&t, 50));
    }

    #[test]
    fn a_torn_entry_is_a_miss() {
        let t = Table::new(4).unwrap();
        let (a, b) = ((1u64, 2u64), (1u64, 4u64));
        t.store(a.0, a.1, 2, 2, None);
        let (bucket, _) = t.place(a.0, a.1);
        let slot = bucket.0.iter().find(|s| s.empties() != 0).unwrap();
        // Another writer's data word over the first entry's sets.
        let (_, check_b) = t.place(b.0, b.1);
        let other = Data {
            lower: 4,
            upper: 4,
            best: 64,
            empties: 61,
        }
        .pack(check_b);
        slot.0[2].store(other, Relaxed);
        assert_eq!(t.probe(a.0, a.1), None);
        assert_eq!(t.probe(b.0, b.1), None);
    }
}
