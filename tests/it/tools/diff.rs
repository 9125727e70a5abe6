//! `diff` compares files of any size in memory bounded by the longest line
//! and the context it shows: two generated 16 MB inputs, never whole in
//! memory, compared under an allocator that records the peak it lent.

use othello::diff::{compare, Mode};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::io::{BufRead, BufReader, Read};

/// The system allocator, counting the bytes each thread has lent now and
/// at most. Per thread, because the other tests of this binary allocate on
/// their own threads at the same time; `compare` works on the thread that
/// calls it. Signed: a thread may free what another one allocated.
struct Counting;

thread_local! {
    static NOW: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

/// Adds `bytes` (negative: freed) to this thread's count and its peak.
fn count(bytes: isize) {
    // `try_with`: no panic inside the allocator, even while a thread ends.
    let _ = NOW.try_with(|now| {
        now.set(now.get() + bytes);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now.get())));
    });
}

// SAFETY: every call is passed straight to `System`, which upholds the
// `GlobalAlloc` contract; the counters only observe the sizes (and their
// thread-locals are constant-initialised without a destructor, so reading
// them never allocates).
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size() as isize);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        count(-(layout.size() as isize));
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// `lines` lines of text made on demand; line `odd` (if any) is changed.
struct Generated {
    next: usize,
    lines: usize,
    odd: Option<usize>,
    pending: Vec<u8>,
    at: usize,
}

impl Read for Generated {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.at == self.pending.len() {
            if self.next == self.lines {
                return Ok(0);
            }
            self.pending.clear();
            let i = self.next;
            let word = if Some(i) == self.odd {
                "changed"
            } else {
                "the same"
            };
            let line = format!("{i} {word} in both files, padded to a typical width\n");
            self.pending.extend_from_slice(line.as_bytes());
            self.next += 1;
            self.at = 0;
        }
        let n = buf.len().min(self.pending.len() - self.at);
        buf[..n].copy_from_slice(&self.pending[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

fn generated(lines: usize, odd: Option<usize>) -> Box<dyn BufRead> {
    Box::new(BufReader::new(Generated {
        next: 0,
        lines,
        odd,
        pending: Vec::new(),
        at: 0,
    }))
}

#[test]
fn memory_is_bounded_by_lines_not_files() {
    const LINES: usize = 300_000; // about 17 MB per file
    let before = NOW.with(Cell::get);
    PEAK.with(|peak| peak.set(before));
    for mode in [Mode::Bytes, Mode::Trailing, Mode::Tokens] {
        let open = |k: usize| {
            let odd = if k == 1 { Some(LINES / 2) } else { None };
            Ok(generated(LINES, odd))
        };
        let (passes, report) = compare(mode, ["e", "a"], open).unwrap().unwrap();
        assert!(!passes);
        assert!(report.contains("150000 changed in both files"), "{report}");
        assert!(
            report.contains("1 of 300000 lines differ") || mode == Mode::Tokens,
            "{report}"
        );
    }
    let peak = PEAK.with(Cell::get) - before;
    assert!(
        peak < 1 << 20,
        "diff held {peak} bytes at most: not bounded"
    );
    println!("peak {peak} bytes for two files of about 17 MB");
}
