//! The test binary's allocator: the system's, counting the bytes each
//! thread has lent. Every test runs under it (one binary has one global
//! allocator); only tests that measure memory read it ([`peak_of`]), and
//! the counting costs the others a thread-local addition per call.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

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

/// What `f` returns, and the most bytes this thread held at once while
/// it ran beyond what it held before.
pub fn peak_of<T>(f: impl FnOnce() -> T) -> (T, isize) {
    let before = NOW.with(Cell::get);
    PEAK.with(|peak| peak.set(before));
    let out = f();
    (out, PEAK.with(Cell::get) - before)
}
