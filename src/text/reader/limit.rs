//! How much of a long line a reader keeps: a line of junk only up to
//! where it goes wrong, a line of a few words squeezed to them, so that
//! a 50 MB line costs what its first bytes do, while errors still name
//! the input's columns and lengths. Behind the `line-limits` feature
//! (bundles read every line whole).

use super::LineReader;
use crate::error::Result;
use crate::text::swar::find_newline;
use std::io::BufRead;

/// What a squeezed line dropped, so that columns and lengths can be told
/// as they are in the input.
#[derive(Clone, Debug, Default)]
pub(super) struct Squeezed {
    /// The number of the line squeezed.
    pub(super) line: usize,
    /// Runs of blanks and words cut short: (offset in `buf` of the next
    /// kept byte, bytes dropped just before it), in order.
    pub(super) gaps: Vec<(usize, usize)>,
    /// Bytes of the line in the input, its line end aside.
    pub(super) total: usize,
    /// Whether its last byte in the input is a `\r` (of a CRLF).
    pub(super) cr: bool,
    /// The line's length in the input, BOM and `\r` aside (set by
    /// `trim_line`).
    pub(super) len: usize,
}

/// How much of a long line a reader keeps (see
/// [`LineReader::limit_lines`]); by default all of it.
///
/// Behind the `line-limits` feature: bundles read lines whole, as judges
/// feed them well-formed input, and every byte of their source counts
/// under the judges' size limit.
#[derive(Clone, Copy, Debug)]
pub struct LineLimit {
    /// Bytes of a squeezed line kept whole (see [`LineLimit::squeeze`]).
    pub max: usize,
    /// Whether a byte can be in a line of the format at all: a line is
    /// kept only through the first byte that cannot (looked at in the
    /// first [`CHECKED_BYTES`] bytes of a line).
    pub byte_ok: fn(u8) -> bool,
    /// Whether a line is squeezed rather than cut (see
    /// [`LineReader::squeeze_long_line`]): long runs of blanks and, past
    /// `max`, long words are kept as their first bytes, the reader
    /// remembering how many it dropped. For formats of a few words per
    /// line, whose parsers see what they would see in the whole line: so
    /// that 50 MB of spaces around two numbers cost what the numbers do.
    /// Columns and lengths then come from [`LineReader::col`],
    /// [`LineReader::span_len`] and [`LineReader::place`], or with the
    /// tokens.
    pub squeeze: bool,
}

/// How many bytes of a run of blanks a squeezing reader keeps: more than
/// a quote shows (see [`crate::quote`]), so that quotes read the
/// same.
pub const KEPT_BLANKS: usize = 64;

/// How many words a squeezing reader keeps the start of past its `max`
/// bytes: more than any format that squeezes has on a line, so that a
/// line with too many words is told so.
pub const LATE_WORDS: usize = 16;

/// How far into a line [`LineLimit::byte_ok`] looks: far enough for any
/// line a person mistyped, short enough that a legitimately huge board
/// row is not slowed down by it.
pub const CHECKED_BYTES: usize = 1 << 20;

impl LineLimit {
    /// Every line whole.
    pub const NONE: LineLimit = LineLimit {
        max: usize::MAX,
        byte_ok: any_byte,
        squeeze: false,
    };

    /// Lines of a format of a few words per line, read up to `max` bytes
    /// of them and squeezed (see [`LineLimit::squeeze`]).
    pub fn at_most(max: usize) -> LineLimit {
        LineLimit {
            max,
            byte_ok: any_byte,
            squeeze: true,
        }
    }
}

fn any_byte(_: u8) -> bool {
    true
}

impl<R: BufRead> LineReader<R> {
    /// This reader keeping of each long line only what `limit` says: the
    /// line up to the first byte that shows it wrong and [`KEPT_BLANKS`]
    /// bytes after it (for a quote), or squeezed. A parser then finds the
    /// same first error at the same column, a quote of the line shows
    /// the same bytes (and, through [`LineReader::span_len`], counts the
    /// others), and a 50 MB line of junk costs no more than its first
    /// bytes. (Lines that lie whole in the source's buffer are lent
    /// whole: they are short.)
    pub fn limit_lines(&mut self, limit: LineLimit) {
        self.limit = limit;
    }

    /// Reads the rest of a line that straddles the buffer's end into
    /// `buf` (without its `\n`), keeping what [`LineReader::limit_lines`]
    /// says and consuming the rest.
    pub(super) fn read_long_line(&mut self) -> Result<()> {
        if self.limit.squeeze {
            return self.squeeze_long_line();
        }
        let byte_ok = self.limit.byte_ok;
        // Where the line went wrong (once it has).
        let mut wrong = None;
        self.read_chunks(|buf, chunk, sq| {
            let mut piece = chunk;
            if wrong.is_none() {
                let checked = CHECKED_BYTES.saturating_sub(buf.len()).min(chunk.len());
                if let Some(k) = chunk[..checked].iter().position(|&b| !byte_ok(b)) {
                    wrong = Some(buf.len() + k);
                }
            }
            if let Some(k) = wrong {
                // The wrong byte and a quote's worth after it.
                let room = (k + 1 + KEPT_BLANKS).saturating_sub(buf.len());
                piece = &chunk[..room.min(chunk.len())];
                if piece.len() < chunk.len() {
                    match sq.gaps.last_mut() {
                        Some(gap) => gap.1 += chunk.len() - piece.len(),
                        None => sq
                            .gaps
                            .push((k + 1 + KEPT_BLANKS, chunk.len() - piece.len())),
                    }
                }
            }
            buf.extend_from_slice(piece);
        })
    }

    /// As [`LineReader::read_long_line`] when the limit squeezes: each run
    /// of blanks kept to its first [`KEPT_BLANKS`] bytes, and the line
    /// whole but for them up to `max` kept bytes; past those, each run of
    /// blanks kept to its first byte and each word to its first
    /// [`KEPT_BLANKS`] bytes, for [`LATE_WORDS`] more words, then nothing.
    /// What was dropped is counted in `squeezed`, so that the words' places
    /// and lengths are the input's; what a dropped byte is, is not looked
    /// at. Every byte is looked at once; memory stays under
    /// `max + (LATE_WORDS + 1) * (KEPT_BLANKS + 1)` bytes plus a gap
    /// record per cut.
    fn squeeze_long_line(&mut self) -> Result<()> {
        let max = self.limit.max;
        // The length of the run of blanks or of the word the last byte
        // is in, and which; words begun past `max`.
        let (mut run, mut blank, mut late) = (0, false, 0);
        self.read_chunks(|buf, chunk, sq| {
            for &b in chunk {
                let is_blank = b.is_ascii_whitespace();
                if run == 0 || is_blank != blank {
                    (run, blank) = (0, is_blank);
                    late += usize::from(!blank && buf.len() >= max);
                }
                run += 1;
                let keep = match (buf.len() < max, blank) {
                    (true, true) => run <= KEPT_BLANKS,
                    (true, false) => true,
                    (false, _) => late <= LATE_WORDS && run <= if blank { 1 } else { KEPT_BLANKS },
                };
                if keep {
                    buf.push(b);
                } else {
                    match sq.gaps.last_mut() {
                        Some((at, n)) if *at == buf.len() => *n += 1,
                        _ => sq.gaps.push((buf.len(), 1)),
                    }
                }
            }
        })
    }

    /// Reads the rest of the current line from `inner` a buffer's chunk at
    /// a time, consuming it with its `\n`: `keep` puts what it keeps of
    /// each chunk in `buf` and records what it drops; the line's length
    /// and final `\r` are counted here. The line is squeezed when
    /// something was dropped.
    fn read_chunks(
        &mut self,
        mut keep: impl FnMut(&mut Vec<u8>, &[u8], &mut Squeezed),
    ) -> Result<()> {
        let mut sq = Squeezed::default();
        loop {
            let avail = self.inner.fill_buf()?;
            if avail.is_empty() {
                break;
            }
            let (chunk, eol) = match find_newline(avail) {
                Some(nl) => (&avail[..nl], 1),
                None => (avail, 0),
            };
            let used = chunk.len() + eol;
            sq.total += chunk.len();
            if let Some(&last) = chunk.last() {
                sq.cr = last == b'\r';
            }
            keep(&mut self.buf, chunk, &mut sq);
            self.inner.consume(used);
            if eol == 1 {
                break;
            }
        }
        sq.line = self.line + 1;
        self.squeezed = (!sq.gaps.is_empty()).then_some(sq);
        Ok(())
    }

    /// The offset in the input's line of byte `k` of the current line
    /// (`k` up to its length, where the line's end maps to its length in
    /// the input).
    pub(super) fn input_offset(&self, k: usize) -> usize {
        let sq = match &self.squeezed {
            Some(sq) if sq.line == self.line => sq,
            _ => return k,
        };
        let kept = self.end - self.start;
        if k >= kept {
            return sq.len + (k - kept);
        }
        let at = self.start + k;
        let dropped: usize = sq.gaps.iter().take_while(|g| g.0 <= at).map(|g| g.1).sum();
        k + dropped
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::spans;
    use super::*;

    #[test]
    fn long_lines_are_kept_only_up_to_where_they_go_wrong() {
        // A 3 MB line through a 16-byte buffer: every line straddles it.
        let long = |head: &str, fill: u8, tail: &str| {
            let mut v = head.as_bytes().to_vec();
            v.resize(3 << 20, fill);
            v.extend_from_slice(tail.as_bytes());
            v.extend_from_slice(b"\nnext\n");
            v
        };
        // The first line kept, its length in the input, the second line.
        let read = |text: &[u8], limit: LineLimit| {
            let mut r = LineReader::new(std::io::BufReader::with_capacity(16, text));
            r.limit_lines(limit);
            let first = r.next_line().unwrap().unwrap().to_vec();
            let len = r.line_len();
            let second = r.next_line().unwrap().unwrap().to_vec();
            (first, len, second)
        };
        let digits = LineLimit {
            max: usize::MAX,
            byte_ok: |b| b.is_ascii_digit() || b == b'\r',
            squeeze: false,
        };
        let ones = |n: usize| vec![b'1'; n];
        // Wrong at column 1: that byte and a quote's worth after it.
        let (first, len, second) = read(&long("Z", b'1', ""), digits);
        assert_eq!(first, [&b"Z"[..], &ones(KEPT_BLANKS)].concat());
        assert_eq!((len, second), (3 << 20, b"next".to_vec()));
        // Wrong at column 5.
        let (first, _, _) = read(&long("1234x", b'1', ""), digits);
        assert_eq!(first, [&b"1234x"[..], &ones(KEPT_BLANKS)].concat());
        // Right all along: whole.
        assert_eq!(read(&long("", b'1', "\r"), digits).0.len(), 3 << 20);
        // Squeezed: runs of blanks kept to KEPT_BLANKS bytes, the words
        // placed as in the input.
        let text = long("1", b' ', "2 3\r");
        let mut r = LineReader::new(std::io::BufReader::with_capacity(16, &text[..]));
        r.limit_lines(LineLimit::at_most(10));
        let t = r.next_line_tokens().unwrap().unwrap();
        assert_eq!(
            spans(&t),
            [(1, 1, "1"), (1, 3 << 20 | 1, "2"), (1, (3 << 20) + 3, "3")]
        );
        assert_eq!(r.line_len(), (3 << 20) + 3);
        // Past `max` bytes, words are cut to KEPT_BLANKS bytes, and their
        // lengths told.
        let text = long("1 ", b'x', " 4");
        let mut r = LineReader::new(std::io::BufReader::with_capacity(16, &text[..]));
        r.limit_lines(LineLimit::at_most(10));
        let t = r.next_line_tokens().unwrap().unwrap();
        assert_eq!(t[1].text.len(), KEPT_BLANKS);
        assert_eq!((t[1].col, t[1].len), (3, (3 << 20) - 2));
        assert_eq!((t[2].col, &t[2].text[..]), ((3 << 20) + 2, &b"4"[..]));
    }
}
