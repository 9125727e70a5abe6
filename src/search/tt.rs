//! The transposition table: bounds on exact scores, keyed by position.

/// One stored position: the two disc sets (compared whole, so a hash
/// collision is never mistaken for a hit), the bounds known on its score
/// for the side to move, and the best move found (64: none).
#[derive(Clone, Copy, Debug)]
struct Entry {
    player: u64,
    opponent: u64,
    lower: i8,
    upper: i8,
    best: u8,
    /// The work behind the entry: its empty squares (more is dearer).
    empties: u8,
}

const EMPTY: Entry = Entry {
    player: 0,
    opponent: 0,
    lower: -64,
    upper: 64,
    best: 64,
    empties: 0,
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

/// A fixed-size table of `2^bits` entries in buckets of two: the first
/// keeps the dearest position (most empty squares) of the bucket, the
/// second the latest one, so deep results survive a flood of shallow ones.
///
/// Invariant: `entries.len() == 1 << bits`, `bits` in `1..=30`.
pub struct Table {
    entries: Vec<Entry>,
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
    /// A table of `2^bits` entries (`bits` clamped to 1..=30), or `Err`
    /// when the memory cannot be had.
    pub fn new(bits: u32) -> Result<Table, std::collections::TryReserveError> {
        let bits = bits.clamp(1, 30);
        let mut entries = Vec::new();
        entries.try_reserve_exact(1 << bits)?;
        entries.resize(1 << bits, EMPTY);
        Ok(Table { entries, bits })
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    #[inline(always)]
    fn bucket(&self, player: u64, opponent: u64) -> usize {
        (hash(player, opponent) >> (64 - self.bits)) as usize & !1
    }

    /// What is known about `(player, opponent)`, if it is stored.
    #[inline]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Bounds> {
        let i = self.bucket(player, opponent);
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.player == player && e.opponent == opponent && (player | opponent) != 0)
            .map(|e| Bounds {
                lower: e.lower as i32,
                upper: e.upper as i32,
                best: (e.best < 64).then_some(e.best as u32),
            })
    }

    /// Records that the score of `(player, opponent)` lies in
    /// `lower..=upper` (each within -64..=64), its best move being `best`.
    /// Bounds already stored for the same position are kept when tighter.
    #[inline]
    pub fn store(&mut self, player: u64, opponent: u64, lower: i32, upper: i32, best: Option<u32>) {
        let i = self.bucket(player, opponent);
        let (mut lower, mut upper) = (lower.clamp(-64, 64), upper.clamp(-64, 64));
        let empties = (!(player | opponent)).count_ones() as u8;
        let same = |e: &Entry| e.player == player && e.opponent == opponent;
        let slot = if same(&self.entries[i]) {
            i
        } else if same(&self.entries[i + 1]) {
            i + 1
        } else if empties >= self.entries[i].empties {
            self.entries[i + 1] = self.entries[i];
            i
        } else {
            i + 1
        };
        let e = &mut self.entries[slot];
        if same(e) {
            lower = lower.max(e.lower as i32);
            upper = upper.min(e.upper as i32);
        }
        *e = Entry {
            player,
            opponent,
            lower: lower as i8,
            upper: upper as i8,
            best: best.map_or(64, |b| b as u8),
            empties,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_tightens_bounds() {
        let mut t = Table::new(4).unwrap();
        assert_eq!(t.probe(1, 2), None);
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
}
