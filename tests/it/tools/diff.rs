//! `diff` compares files of any size in memory bounded by the longest line
//! and the context it shows: two generated 16 MB inputs, never whole in
//! memory, compared under the test binary's allocator, which records the
//! peak it lent (`support::allocator`).

use crate::support::allocator::peak_of;
use othello::diff::{compare, Mode};
use std::io::{BufRead, BufReader, Read};

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
    let ((), peak) = peak_of(|| {
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
    });
    assert!(
        peak < 1 << 20,
        "diff held {peak} bytes at most: not bounded"
    );
    println!("peak {peak} bytes for two files of about 17 MB");
}
