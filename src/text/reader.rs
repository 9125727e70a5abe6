//! Reading input a line or a token at a time, with positions for errors.

use crate::error::{Error, Result};
use crate::text::swar::{load8, zero_bytes};
use std::io::BufRead;

/// Reads lines from a buffered source, keeping the 1-based line number.
///
/// Lines end at `\n`; a `\r` before it is dropped (CRLF files), and a UTF-8
/// byte order mark at the start of the input is skipped. Lines are bytes:
/// invalid UTF-8 is reported by whoever meets it, with its column.
///
/// A line that lies whole in the source's buffer is lent straight from it
/// (consumed only when the next line is asked for); only a line that
/// straddles the buffer's end is copied. Memory: the source's buffer plus
/// the longest straddling line, or what [`LineReader::limit_lines`] keeps
/// of it.
pub struct LineReader<R> {
    inner: R,
    /// The current line when it had to be copied out of `inner`.
    buf: Vec<u8>,
    /// Whether the current line is `inner`'s buffer (else `buf`).
    lent: bool,
    /// The current line is `start..end` of its home.
    start: usize,
    end: usize,
    /// Bytes of `inner`'s buffer to consume before reading on (the lent
    /// line and its line end).
    pending: usize,
    line: usize,
    held: bool,
    /// Start of the unread part of `buf`, for token reading.
    pos: usize,
    /// Whether `buf` holds a line being read token by token.
    in_line: bool,
    /// What is kept of a line that straddles the buffer's end.
    #[cfg(feature = "tools")]
    limit: LineLimit,
}

/// How much of a long line a reader keeps (see
/// [`LineReader::limit_lines`]); by default all of it.
///
/// Not in bundles (the `tools` feature): they read lines whole, as judges
/// feed them well-formed input, and every byte of their source counts
/// under the judges' size limit.
#[cfg(feature = "tools")]
#[derive(Clone, Copy, Debug)]
pub struct LineLimit {
    /// Bytes kept of any line; past them only blanks are skipped, and the
    /// first other byte is kept as the line's last.
    pub max: usize,
    /// Whether a byte can be in a line of the format at all: a line is
    /// kept only through the first byte that cannot (looked at in the
    /// first [`CHECKED_BYTES`] bytes of a line).
    pub byte_ok: fn(u8) -> bool,
}

/// How far into a line [`LineLimit::byte_ok`] looks: far enough for any
/// line a person mistyped, short enough that a legitimately huge board
/// row is not slowed down by it.
#[cfg(feature = "tools")]
pub const CHECKED_BYTES: usize = 1 << 20;

#[cfg(feature = "tools")]
impl LineLimit {
    /// Every line whole.
    pub const NONE: LineLimit = LineLimit {
        max: usize::MAX,
        byte_ok: any_byte,
    };

    /// Lines of a format whose lines, blanks at the end aside, are never
    /// longer than `max` bytes: the rest of a longer line is refused
    /// anyway at column `max + 1` or before.
    pub fn at_most(max: usize) -> LineLimit {
        LineLimit {
            max,
            byte_ok: any_byte,
        }
    }
}

#[cfg(feature = "tools")]
fn any_byte(_: u8) -> bool {
    true
}

/// One whitespace-separated token and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (bytes).
    pub col: usize,
    /// The token's bytes.
    pub text: Vec<u8>,
}

impl Token {
    /// An input error located at this token.
    pub fn error(&self, msg: impl Into<String>) -> Error {
        Error::at(self.line, self.col, msg)
    }

    /// An input error about this token: `msg` receives it quoted and cut
    /// short, or its first unprintable byte named (see
    /// [`crate::text::quote`]).
    pub fn error_about(&self, msg: impl FnOnce(&str) -> String) -> Error {
        crate::text::quote::error_about(self.line, self.col, &self.text, msg)
    }

    /// The token as a count of things (`what`: `the number of moves`): plain
    /// digits; an error at the token when it is something else or too
    /// large to hold.
    pub fn count(&self, what: &str) -> Result<usize> {
        use crate::text::notation::{is_digits, parse_number};
        match parse_number(&self.text) {
            Some(n) => Ok(n),
            None if is_digits(&self.text) => {
                Err(self.error_about(|q| format!("{what} {q} is too large")))
            }
            None => Err(self.error_about(|q| format!("expected {what}, found {q}"))),
        }
    }
}

impl<R: BufRead> LineReader<R> {
    /// A reader positioned before line 1.
    pub fn new(inner: R) -> LineReader<R> {
        LineReader {
            inner,
            buf: Vec::new(),
            lent: false,
            start: 0,
            end: 0,
            pending: 0,
            line: 0,
            held: false,
            pos: 0,
            in_line: false,
            #[cfg(feature = "tools")]
            limit: LineLimit::NONE,
        }
    }

    /// This reader keeping of each long line only what `limit` says: the
    /// line up to the first byte that shows it wrong, or its first
    /// `limit.max` bytes and the first non-blank byte after them. A
    /// parser then finds the same first error at the same column, and a
    /// 50 MB line of junk costs no more than its first bytes. (Lines that
    /// lie whole in the source's buffer are lent whole: they are short.)
    #[cfg(feature = "tools")]
    pub fn limit_lines(&mut self, limit: LineLimit) {
        self.limit = limit;
    }

    /// Reads the rest of a line that straddles the buffer's end into
    /// `buf` (without its `\n`), keeping what [`LineReader::limit_lines`]
    /// says and consuming the rest.
    #[cfg(feature = "tools")]
    fn read_long_line(&mut self) -> Result<()> {
        let LineLimit { max, byte_ok } = self.limit;
        let mut done = false;
        loop {
            let avail = self.inner.fill_buf()?;
            if avail.is_empty() {
                return Ok(());
            }
            let (chunk, eol) = match find_newline(avail) {
                Some(nl) => (&avail[..nl], 1),
                None => (avail, 0),
            };
            let used = chunk.len() + eol;
            let mut i = 0;
            while !done && i < chunk.len() {
                let at = self.buf.len();
                if at >= max {
                    // Past the kept bytes: blanks change nothing; the
                    // first other byte is where the line goes wrong.
                    match chunk[i..]
                        .iter()
                        .position(|b| !matches!(b, b' ' | b'\t' | b'\r'))
                    {
                        Some(k) => {
                            self.buf.push(chunk[i + k]);
                            done = true;
                        }
                        None => i = chunk.len(),
                    }
                    continue;
                }
                let room = (max - at).min(chunk.len() - i);
                let piece = &chunk[i..i + room];
                let checked = CHECKED_BYTES.saturating_sub(at).min(room);
                match piece[..checked].iter().position(|&b| !byte_ok(b)) {
                    Some(k) => {
                        self.buf.extend_from_slice(&piece[..=k]);
                        done = true;
                    }
                    None => {
                        self.buf.extend_from_slice(piece);
                        i += room;
                    }
                }
            }
            self.inner.consume(used);
            if eol == 1 {
                return Ok(());
            }
        }
    }

    /// The current line's bytes.
    fn current(&mut self) -> Result<&[u8]> {
        let home = if self.lent {
            self.inner.fill_buf()?
        } else {
            &self.buf[..]
        };
        home.get(self.start..self.end).ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "the input's buffer changed under a line",
            )
            .into()
        })
    }

    /// Makes the current line a copy in `buf` (for token reading, which
    /// keeps it across calls), releasing `inner`'s buffer.
    fn own_line(&mut self) -> Result<()> {
        if self.lent {
            let line = self.current()?.to_vec();
            self.buf = line;
            self.inner.consume(self.pending);
            self.pending = 0;
            self.lent = false;
        } else {
            self.buf.truncate(self.end);
            self.buf.drain(..self.start);
        }
        (self.start, self.end) = (0, self.buf.len());
        Ok(())
    }

    /// Whether the next line lies whole in the source's buffer already,
    /// so that [`LineReader::next_line`] will not wait for input (an
    /// interactive reader flushes its prompt only before a wait). `false`
    /// when that cannot be known without reading.
    pub fn line_buffered(&mut self) -> Result<bool> {
        if self.held {
            return Ok(true);
        }
        // The line lent last is still in the buffer, unconsumed: the
        // buffer is not empty, so looking at it reads nothing.
        if !self.lent || self.pending == 0 {
            return Ok(false);
        }
        let avail = self.inner.fill_buf()?;
        Ok(match avail.get(self.pending..) {
            Some(rest) => find_newline(rest).is_some(),
            None => false,
        })
    }

    /// The next line without its line end, or `None` at end of input.
    pub fn next_line(&mut self) -> Result<Option<&[u8]>> {
        self.in_line = false;
        if self.held {
            self.held = false;
            return self.current().map(Some);
        }
        self.inner.consume(std::mem::take(&mut self.pending));
        let avail = self.inner.fill_buf()?;
        if avail.is_empty() {
            (self.lent, self.start, self.end) = (false, 0, 0);
            self.buf.clear();
            return Ok(None);
        }
        if let Some(nl) = find_newline(avail) {
            (self.lent, self.end, self.pending) = (true, nl, nl + 1);
        } else {
            self.buf.clear();
            #[cfg(feature = "tools")]
            self.read_long_line()?;
            // Bundles read the line whole (see `LineLimit`).
            #[cfg(not(feature = "tools"))]
            self.inner.read_until(b'\n', &mut self.buf)?;
            #[cfg(not(feature = "tools"))]
            if self.buf.last() == Some(&b'\n') {
                self.buf.pop();
            }
            (self.lent, self.end) = (false, self.buf.len());
        }
        self.start = 0;
        self.trim_line()
    }

    /// Counts the line just found and drops its `\r` and the input's BOM.
    fn trim_line(&mut self) -> Result<Option<&[u8]>> {
        self.line += 1;
        let (first, end) = (self.line == 1, self.end);
        let line = self.current()?;
        let cr = line.last() == Some(&b'\r');
        let bom = first && line.starts_with(b"\xEF\xBB\xBF");
        if cr {
            self.end = end - 1;
        }
        if bom {
            self.start += 3;
        }
        self.current().map(Some)
    }

    /// A look at the next line, when it lies whole in the source's
    /// buffer and its line end (`\n` or `\r\n`) comes right after `len`
    /// bytes: those bytes. This saves the scan for the line end, so a `\n`
    /// may hide among them: the caller must check every byte (a board row
    /// decoder does anyway) before taking the line with
    /// [`LineReader::take_peeked`]. Nothing is consumed. `None` when the
    /// line is not like that, or one was pushed back: read it with
    /// [`LineReader::next_line`].
    pub fn peek_line_of_len(&mut self, len: usize) -> Result<Option<&[u8]>> {
        if self.held || self.line == 0 {
            return Ok(None);
        }
        let skip = if self.lent { self.pending } else { 0 };
        let avail = self.inner.fill_buf()?;
        let rest = match avail.get(skip..) {
            Some(rest) => rest,
            None => return Ok(None),
        };
        match (rest.get(len), rest.get(len + 1)) {
            (Some(b'\n'), _) | (Some(b'\r'), Some(b'\n')) => Ok(Some(&rest[..len])),
            _ => Ok(None),
        }
    }

    /// Takes the line last shown by [`LineReader::peek_line_of_len`] (which
    /// must have returned it, with nothing read in between) as the current
    /// line.
    pub fn take_peeked(&mut self, len: usize) -> Result<()> {
        let skip = if self.lent { self.pending } else { 0 };
        self.inner.consume(skip);
        let avail = self.inner.fill_buf()?;
        let eol = if avail.get(len) == Some(&b'\n') { 1 } else { 2 };
        (self.lent, self.start, self.end, self.pending) = (true, 0, len, len + eol);
        self.in_line = false;
        self.line += 1;
        Ok(())
    }

    /// The next line with its number, or `None` at end of input.
    pub fn next_numbered(&mut self) -> Result<Option<(usize, &[u8])>> {
        let no = if self.held { self.line } else { self.line + 1 };
        Ok(self.next_line()?.map(|l| (no, l)))
    }

    /// Makes the next call to [`LineReader::next_line`] return the line it
    /// last returned, again.
    pub fn push_back(&mut self) {
        self.held = true;
    }

    /// The number of the line last returned (0 before the first).
    pub fn line_no(&self) -> usize {
        self.line
    }

    /// The next non-blank line, or `None` at end of input.
    pub fn next_nonblank_line(&mut self) -> Result<Option<&[u8]>> {
        loop {
            match self.next_line()? {
                None => return Ok(None),
                Some(l) if l.iter().all(|b| b.is_ascii_whitespace()) => continue,
                Some(_) => return self.current().map(Some),
            }
        }
    }

    /// The next token separated by spaces, tabs or line ends; `None` at end
    /// of input. With `comments`, a line whose first non-blank byte is `#`
    /// is skipped whole.
    pub fn next_token(&mut self, comments: bool) -> Result<Option<Token>> {
        loop {
            if !self.in_line {
                if self.next_line()?.is_none() {
                    return Ok(None);
                }
                self.own_line()?;
                self.in_line = true;
                self.pos = 0;
                let first = self.buf.iter().find(|b| !b.is_ascii_whitespace());
                if comments && first == Some(&b'#') {
                    self.in_line = false;
                    continue;
                }
            }
            let rest = &self.buf[self.pos..];
            match rest.iter().position(|b| !b.is_ascii_whitespace()) {
                None => self.in_line = false,
                Some(skip) => {
                    let start = self.pos + skip;
                    let len = self.buf[start..]
                        .iter()
                        .position(|b| b.is_ascii_whitespace())
                        .unwrap_or(self.buf.len() - start);
                    self.pos = start + len;
                    return Ok(Some(Token {
                        line: self.line,
                        col: start + 1,
                        text: self.buf[start..start + len].to_vec(),
                    }));
                }
            }
        }
    }

    /// An error at the end of the input (just past the last line read).
    pub fn eof_error(&self, msg: impl Into<String>) -> Error {
        Error::at(self.line + 1, 1, msg)
    }
}

/// The offset of the first `\n` in `bytes`: eight bytes per step (a
/// newline byte XOR 0x0A is zero; the zero-byte test is exact, so the
/// lowest flagged byte is the first newline).
fn find_newline(bytes: &[u8]) -> Option<usize> {
    const NL: u64 = 0x0A0A_0A0A_0A0A_0A0A;
    let mut words = bytes.chunks_exact(8);
    for (k, c) in (&mut words).enumerate() {
        let zero = zero_bytes(load8(c) ^ NL);
        if zero != 0 {
            return Some(8 * k + zero.trailing_zeros() as usize / 8);
        }
    }
    let base = bytes.len() - words.remainder().len();
    words
        .remainder()
        .iter()
        .position(|&b| b == b'\n')
        .map(|p| base + p)
}

/// The words of `line` (runs of bytes other than ASCII whitespace), each
/// with its 1-based column.
pub fn words(line: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    fields(line, |b| b.is_ascii_whitespace())
}

/// The fields of `line`: its runs of bytes that `separates` does not
/// take for separators, each with its 1-based column.
pub fn fields(line: &[u8], separates: fn(u8) -> bool) -> impl Iterator<Item = (usize, &[u8])> {
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < line.len() && separates(line[i]) {
            i += 1;
        }
        (i < line.len()).then(|| {
            let start = i;
            while i < line.len() && !separates(line[i]) {
                i += 1;
            }
            (start + 1, &line[start..i])
        })
    })
}

/// Reading input one record per line: the whitespace-separated tokens of a
/// line, for formats that put one query or one move on each line.
impl<R: BufRead> LineReader<R> {
    /// The tokens of the next non-blank line, each with its position;
    /// `None` at end of input.
    pub fn next_line_tokens(&mut self) -> Result<Option<Vec<Token>>> {
        if self.next_nonblank_line()?.is_none() {
            return Ok(None);
        }
        self.own_line()?;
        let (line, no) = (&self.buf, self.line);
        let tokens = words(line)
            .map(|(col, w)| Token {
                line: no,
                col,
                text: w.to_vec(),
            })
            .collect();
        Ok(Some(tokens))
    }

    /// The next token ([`LineReader::next_token`], no comments); at the
    /// end of the input, an error there: `expected`, then `, found end of
    /// input`.
    pub fn expect_token(&mut self, expected: impl FnOnce() -> String) -> Result<Token> {
        match self.next_token(false)? {
            Some(t) => Ok(t),
            None => Err(self.eof_error(format!("{}, found end of input", expected()))),
        }
    }

    /// The length of the line last returned (for errors placed at its end).
    pub fn line_len(&self) -> usize {
        self.end - self.start
    }

    /// The next line, without its trailing whitespace, and its number, for
    /// formats whose every line is one thing in its place; at the end of
    /// the input, an error there saying `what` was expected.
    pub fn expect_line(&mut self, what: &str) -> Result<(usize, Vec<u8>)> {
        match self.next_numbered()? {
            Some((no, line)) => Ok((no, crate::text::trim_ascii_end(line).to_vec())),
            None => Err(self.eof_error(format!("expected {what}, found end of input"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_crlf_and_bom_and_counts_lines() {
        let mut r = LineReader::new(&b"\xEF\xBB\xBFab\r\n\ncd"[..]);
        assert_eq!(r.next_line().unwrap(), Some(&b"ab"[..]));
        assert_eq!(r.next_line().unwrap(), Some(&b""[..]));
        assert_eq!(r.next_line().unwrap(), Some(&b"cd"[..]));
        assert_eq!(r.line_no(), 3);
        r.push_back();
        assert_eq!(r.next_line().unwrap(), Some(&b"cd"[..]));
        assert_eq!(r.next_line().unwrap(), None);
    }

    /// Each token's line, column and text.
    fn spans<'a>(tokens: impl IntoIterator<Item = &'a Token>) -> Vec<(usize, usize, &'a str)> {
        let text = |t: &'a Token| std::str::from_utf8(&t.text).unwrap();
        tokens
            .into_iter()
            .map(|t| (t.line, t.col, text(t)))
            .collect()
    }

    #[cfg(feature = "tools")]
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
        let read = |text: &[u8], limit: LineLimit| {
            let mut r = LineReader::new(std::io::BufReader::with_capacity(16, text));
            r.limit_lines(limit);
            let first = r.next_line().unwrap().unwrap().to_vec();
            let second = r.next_line().unwrap().unwrap().to_vec();
            (first, second)
        };
        let digits = LineLimit {
            max: usize::MAX,
            byte_ok: |b| b.is_ascii_digit() || b == b'\r',
        };
        // Wrong at column 1: that byte alone.
        assert_eq!(
            read(&long("Z", b'1', ""), digits),
            (b"Z".to_vec(), b"next".to_vec())
        );
        // Wrong at column 5.
        let (first, _) = read(&long("1234x", b'1', ""), digits);
        assert_eq!(first, b"1234x");
        // Right all along: whole.
        assert_eq!(read(&long("", b'1', "\r"), digits).0.len(), 3 << 20);
        // At most 10 bytes, blanks after them skipped, the next other byte
        // kept; or nothing more.
        let (first, second) = read(&long("0123456789", b' ', "q r"), LineLimit::at_most(10));
        assert_eq!((first, second), (b"0123456789q".to_vec(), b"next".to_vec()));
        assert_eq!(
            read(&long("0123456789", b' ', ""), LineLimit::at_most(10)).0,
            b"0123456789"
        );
    }

    #[test]
    fn tokens_carry_positions_and_skip_comments() {
        let mut r = LineReader::new(&b"# hi\n  d3 c4\n\n(1,2)\n"[..]);
        let t: Vec<Token> = std::iter::from_fn(|| r.next_token(true).unwrap()).collect();
        assert_eq!(spans(&t), [(2, 3, "d3"), (2, 6, "c4"), (4, 1, "(1,2)")]);
    }

    #[test]
    fn line_tokens_skip_blank_lines() {
        let mut r = LineReader::new(&b"\n 4 3  B\r\n\n7\n"[..]);
        let t = r.next_line_tokens().unwrap().unwrap();
        assert_eq!(spans(&t), [(2, 2, "4"), (2, 4, "3"), (2, 7, "B")]);
        assert_eq!(r.line_len(), 7);
        assert_eq!(r.next_line_tokens().unwrap().unwrap()[0].line, 4);
        assert_eq!(r.next_line_tokens().unwrap(), None);
    }
}
