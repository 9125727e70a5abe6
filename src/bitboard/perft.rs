//! Perft: how many move sequences of a given length start from a position.
//!
//! Convention (the one of the published Othello tables): a forced pass is
//! one ply; a game that ends before the depth is reached counts as one
//! leaf. The last ply is counted, not played: at one ply to go a position
//! has `popcount(moves)` leaves, or 1 when it must pass or the game is over.

use super::kernel::{self, Kernel};
use super::{flips, Bitboard};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// How to count: threads and an optional transposition table.
#[derive(Debug)]
pub struct Perft {
    threads: usize,
    table: Option<Cache>,
    kernel: Kernel,
}

impl Perft {
    /// A counter on `threads` threads (at least 1), with a transposition
    /// table of `hash_mb` megabytes when that is not 0, on the process's
    /// kernel ([`Kernel::chosen`], or the fastest the CPU has when that
    /// fails). Fails only when the table cannot be allocated.
    pub fn new(threads: usize, hash_mb: usize) -> Result<Perft, std::collections::TryReserveError> {
        let table = match hash_mb {
            0 => None,
            mb => Some(Cache::new(mb)?),
        };
        Ok(Perft {
            threads: threads.max(1),
            table,
            kernel: Kernel::chosen().unwrap_or_else(|_| Kernel::best()),
        })
    }

    /// This counter on `kernel`.
    pub fn with_kernel(mut self, kernel: Kernel) -> Perft {
        self.kernel = kernel;
        self
    }

    /// The kernel in use.
    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// The number of leaves `depth` plies below `pos`.
    pub fn count(&self, pos: Bitboard, depth: u32) -> u64 {
        let (tasks, done) = split(pos, depth, self.threads, self.table.is_some());
        let next = AtomicUsize::new(0);
        let work = || {
            let mut sum = 0u64;
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let (pos, depth, times) = match tasks.get(i) {
                    Some(&(pos, depth, times)) => (pos, depth, times),
                    None => return sum,
                };
                sum += times * self.subtree(pos, depth);
            }
        };
        let threads = self.threads.min(tasks.len()).max(1);
        if threads == 1 {
            return done + work();
        }
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads).map(|_| s.spawn(work)).collect();
            done + handles
                .into_iter()
                .map(|h| h.join().expect("a perft worker panicked"))
                .sum::<u64>()
        })
    }

    /// The leaves below each first ply: one entry per legal move (its bit
    /// index, lowest first), or a single `None` entry for a forced pass;
    /// empty when the game is over or `depth` is 0.
    pub fn divide(&self, pos: Bitboard, depth: u32) -> Vec<(Option<u32>, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        children(pos)
            .map(|(sq, child)| (sq, self.count(child, depth - 1)))
            .collect()
    }

    fn subtree(&self, pos: Bitboard, depth: u32) -> u64 {
        match &self.table {
            Some(table) => hashed(self.kernel, table, pos, depth),
            None => self.kernel.leaves(pos, depth),
        }
    }
}

/// The positions one ply below `pos`, each with the move's bit index (or
/// `None` for a pass); none when the game is over.
fn children(pos: Bitboard) -> impl Iterator<Item = (Option<u32>, Bitboard)> {
    let mut m = pos.moves();
    let pass = (m == 0 && pos.pass().moves() != 0).then(|| (None, pos.pass()));
    let plays = std::iter::from_fn(move || {
        (m != 0).then(|| {
            let sq = m.trailing_zeros();
            m &= m - 1;
            (
                Some(sq),
                pos.play_flips(sq, flips(pos.player, pos.opponent, sq)),
            )
        })
    });
    pass.into_iter().chain(plays)
}

/// The leaves below `pos`, by the plain scalar recursion (no threads, no
/// table): the reference every faster path is checked against.
pub fn leaves(pos: Bitboard, depth: u32) -> u64 {
    kernel::reference_leaves(pos, depth)
}

/// Splits the tree into tasks of whole subtrees: the positions some plies
/// below `pos` (enough for every thread to stay busy to the end), each
/// with its remaining depth and how many times it occurs; plus the leaves
/// already reached (games that ended early). With `merge`, equal tasks
/// (transpositions, and positions symmetric to each other) are counted
/// once and weighted.
fn split(
    pos: Bitboard,
    depth: u32,
    threads: usize,
    merge: bool,
) -> (Vec<(Bitboard, u32, u64)>, u64) {
    const SMALLEST: u32 = 4;
    let want = if threads == 1 { 1 } else { 64 * threads };
    let mut tasks = vec![(pos, depth, 1)];
    let mut done = 0;
    while tasks.len() < want && tasks.iter().any(|t| t.1 > SMALLEST) {
        let mut next = Vec::new();
        for (pos, depth, times) in tasks {
            if depth <= SMALLEST {
                next.push((pos, depth, times));
                continue;
            }
            let before = next.len();
            next.extend(children(pos).map(|(_, c)| (c, depth - 1, times)));
            if next.len() == before {
                done += times; // the game is over: one leaf
            }
        }
        if merge {
            for t in &mut next {
                t.0 = t.0.canonical();
            }
            next.sort_unstable_by_key(|&(p, d, _)| (p.player, p.opponent, d));
            next.dedup_by(|a, b| {
                let same = a.0 == b.0 && a.1 == b.1;
                if same {
                    b.2 += a.2;
                }
                same
            });
        }
        tasks = next;
    }
    (tasks, done)
}

/// The smallest remaining depth whose counts go in the table: below it a
/// subtree is cheaper to count than to look up.
const HASH_MIN_DEPTH: u32 = 4;

/// The megabytes a table can use in a count of `depth` plies below `pos`,
/// at most `cap`: it holds only positions with [`HASH_MIN_DEPTH`] plies or
/// more to go, so at most the positions of the first `depth -
/// HASH_MIN_DEPTH + 1` plies, which `kernel` counts here (two slots per
/// position). The counting stops at the cap; it costs a small part of the
/// count itself, whose subtrees are that many plies deeper. 0 below that
/// depth: a count of 3 plies needs no table at all, whatever `--hash`
/// offers.
pub fn table_mb_for(kernel: Kernel, pos: Bitboard, depth: u32, cap: usize) -> usize {
    if depth < HASH_MIN_DEPTH || cap == 0 {
        return 0;
    }
    let per_position = 2 * std::mem::size_of::<Mutex<Entry>>() as u64;
    let mut positions = 0u64;
    for ply in 0..=depth - HASH_MIN_DEPTH {
        positions = positions.saturating_add(kernel.leaves(pos, ply));
        let mb = (positions.saturating_mul(per_position) >> 20) as usize + 1;
        if mb >= cap {
            return cap;
        }
    }
    (positions.saturating_mul(per_position) >> 20) as usize + 1
}

/// The recursion with a transposition table above [`HASH_MIN_DEPTH`].
fn hashed(kernel: Kernel, table: &Cache, pos: Bitboard, depth: u32) -> u64 {
    if depth < HASH_MIN_DEPTH {
        return kernel.leaves(pos, depth);
    }
    // Symmetric positions have the same count: one entry for all eight.
    let key = pos.canonical();
    if let Some(n) = table.get(key, depth) {
        return n;
    }
    let mut n = 0;
    let mut any = false;
    for (_, child) in children(pos) {
        any = true;
        n += hashed(kernel, table, child, depth - 1);
    }
    let n = if any { n } else { 1 };
    table.put(key, depth, n);
    n
}

/// A transposition table: a cache of leaf counts keyed by the full
/// position (both sets, so the side to move too; the canonical one of its
/// eight symmetric images, which all have the same count) and the
/// remaining depth.
/// A slot keeps the last count stored in it; each slot has its own lock,
/// so lookups are exact even with many threads.
#[derive(Debug)]
struct Cache {
    slots: Vec<Mutex<Entry>>,
}

/// One slot: `depth` 0 marks it empty (depth-0 counts are never stored).
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    depth: u32,
    leaves: u64,
}

impl Cache {
    fn new(mb: usize) -> Result<Cache, std::collections::TryReserveError> {
        let n = (mb << 20) / std::mem::size_of::<Mutex<Entry>>();
        let mut slots = Vec::new();
        slots.try_reserve_exact(n.max(1))?;
        slots.resize_with(n.max(1), Mutex::default);
        Ok(Cache { slots })
    }

    fn slot(&self, pos: Bitboard, depth: u32) -> &Mutex<Entry> {
        let mut h = pos.player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ pos.opponent.wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            ^ (depth as u64).wrapping_mul(0x1656_67B1_9E37_79F9);
        h ^= h >> 29;
        h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h ^= h >> 32;
        &self.slots[((h as u128 * self.slots.len() as u128) >> 64) as usize]
    }

    fn get(&self, pos: Bitboard, depth: u32) -> Option<u64> {
        let e = *self
            .slot(pos, depth)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        (e.depth == depth && e.player == pos.player && e.opponent == pos.opponent)
            .then_some(e.leaves)
    }

    fn put(&self, pos: Bitboard, depth: u32, leaves: u64) {
        *self
            .slot(pos, depth)
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = Entry {
            player: pos.player,
            opponent: pos.opponent,
            depth,
            leaves,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_depths_from_the_start() {
        let want = [1, 4, 12, 56, 244, 1396, 8200];
        for (d, &n) in want.iter().enumerate() {
            assert_eq!(leaves(Bitboard::START, d as u32), n, "depth {d}");
        }
    }

    #[test]
    fn tables_are_sized_to_the_count() {
        let k = Kernel::best();
        let start = Bitboard::START;
        assert_eq!(table_mb_for(k, start, 3, 1024), 0);
        assert_eq!(table_mb_for(k, start, 4, 1024), 1);
        // 10 plies store the positions of plies 0 to 6: 9913 of them
        // (1 + 4 + 12 + 56 + 244 + 1396 + 8200), under a megabyte.
        assert_eq!(table_mb_for(k, start, 10, 1024), 1);
        assert_eq!(table_mb_for(k, start, 10, 0), 0);
        // Plies 0 to 10 hold over 28 million positions: the cap.
        assert_eq!(table_mb_for(k, start, 14, 64), 64);
        assert_eq!(table_mb_for(k, start, 60, 64), 64);
    }

    #[test]
    fn threads_and_table_agree_with_the_plain_count() {
        let plain = leaves(Bitboard::START, 7);
        for (threads, mb) in [(1, 0), (3, 0), (1, 1), (3, 1)] {
            let p = Perft::new(threads, mb).unwrap();
            assert_eq!(
                p.count(Bitboard::START, 7),
                plain,
                "{threads} threads, {mb} MB"
            );
            let d = p.divide(Bitboard::START, 7);
            assert_eq!(d.len(), 4);
            assert_eq!(d.iter().map(|x| x.1).sum::<u64>(), plain);
        }
    }
}
