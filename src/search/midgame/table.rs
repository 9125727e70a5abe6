//! The depth-limited search's transposition table: bounds on a
//! position's value searched to a given depth, and its best move.
//!
//! One thread, one entry per slot, always replaced. Entries carry the
//! search they were written in, so that forgetting them all is a counter
//! step rather than a pass over the table. For the full-width search a
//! bound is used only for the depth it was found at, so the search
//! returns exactly what a plain fixed-depth alpha-beta returns (deeper
//! results would change values, and answers with them); the selective
//! search, whose answers are estimates anyway, takes a bound found deeper
//! as well. An entry of another depth still gives its best move to try
//! first, which is what iterative deepening needs.

/// One position's entry: free unless `search` is the table's.
#[derive(Clone, Copy, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    lower: i32,
    upper: i32,
    depth: u8,
    /// The best move's square index, 64 for none.
    best: u8,
    /// The search that wrote it ([`Table::search`]; 0 for none).
    search: u8,
}

/// What the table knows about a position: bounds at one depth, when
/// that depth was asked for (or a deeper one, when that serves), and the
/// best move found at any depth.
pub(super) struct Hit {
    /// The value's bounds at the depth asked for (`None`: not known at it).
    pub bounds: Option<(i32, i32)>,
    /// The best move last found (a square index).
    pub best: Option<u32>,
}

/// A table of `2^bits` entries.
pub(super) struct Table {
    entries: Vec<Entry>,
    bits: u32,
    /// The current search's stamp, from 1: entries of other stamps are
    /// free.
    search: u8,
}

/// The slot of a position: the high bits of its hash (the exact
/// solver's, [`crate::search::tt::hash`]).
#[inline(always)]
fn slot(player: u64, opponent: u64, bits: u32) -> usize {
    (crate::search::tt::hash(player, opponent) >> (64 - bits)) as usize
}

impl Table {
    /// A table of `2^bits` entries (`bits` clamped to 1..=24), 32 bytes
    /// each.
    pub fn new(bits: u32) -> Table {
        let bits = bits.clamp(1, 24);
        Table {
            entries: vec![Entry::default(); 1 << bits],
            bits,
            search: 1,
        }
    }

    /// Forgets every entry: the next stamp, and a pass over the table
    /// only once in 255 searches, when the stamps wrap.
    pub fn clear(&mut self) {
        self.search = match self.search {
            u8::MAX => {
                self.entries.fill(Entry::default());
                1
            }
            s => s + 1,
        };
    }

    /// The entry of `(player, opponent)`, with bounds when it was
    /// searched `depth` plies (or, with `deeper`, at least `depth`).
    #[inline(always)]
    pub fn probe(&self, player: u64, opponent: u64, depth: u32, deeper: bool) -> Option<Hit> {
        let e = &self.entries[slot(player, opponent, self.bits)];
        if e.search != self.search || e.player != player || e.opponent != opponent {
            return None;
        }
        Some(Hit {
            bounds: (e.depth as u32 == depth || deeper && e.depth as u32 > depth)
                .then_some((e.lower, e.upper)),
            best: (e.best < 64).then_some(e.best as u32),
        })
    }

    /// Records the fail-soft result `value` of a search of `(player,
    /// opponent)` to `depth` within `alpha..beta`, and its best move.
    #[inline(always)]
    pub fn store(
        &mut self,
        player: u64,
        opponent: u64,
        depth: u32,
        (alpha, beta): (i32, i32),
        value: i32,
        best: Option<u32>,
    ) {
        let (lower, upper) = if value <= alpha {
            (i32::MIN, value)
        } else if value >= beta {
            (value, i32::MAX)
        } else {
            (value, value)
        };
        let i = slot(player, opponent, self.bits);
        self.entries[i] = Entry {
            player,
            opponent,
            lower,
            upper,
            depth: depth.min(255) as u8,
            best: best.map_or(64, |b| b.min(64) as u8),
            search: self.search,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_at_their_depth_or_deeper_when_asked() {
        let mut t = Table::new(4);
        t.store(1, 2, 3, (-10, 10), 5, Some(7));
        let hit = t.probe(1, 2, 3, false).unwrap();
        assert_eq!((hit.bounds, hit.best), (Some((5, 5)), Some(7)));
        for deeper in [false, true] {
            let hit = t.probe(1, 2, 4, deeper).unwrap();
            assert_eq!((hit.bounds, hit.best), (None, Some(7)));
        }
        // A search to 2 plies may take the bound found at 3, if it asks.
        assert_eq!(t.probe(1, 2, 2, false).unwrap().bounds, None);
        assert_eq!(t.probe(1, 2, 2, true).unwrap().bounds, Some((5, 5)));
        assert!(t.probe(2, 1, 3, true).is_none());
        t.store(1, 2, 3, (-10, 10), -10, None);
        assert_eq!(
            t.probe(1, 2, 3, false).unwrap().bounds,
            Some((i32::MIN, -10))
        );
        t.clear();
        assert!(t.probe(1, 2, 3, false).is_none());
        // Across the stamps' wrap too.
        for _ in 0..300 {
            t.store(1, 2, 3, (-10, 10), 5, Some(7));
            assert!(t.probe(1, 2, 3, false).is_some());
            t.clear();
            assert!(t.probe(1, 2, 3, true).is_none());
        }
    }
}
