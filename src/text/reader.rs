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
    /// Where the current line, when [`LineLimit::squeeze`] kept only part
    /// of it, lies in the input (else `None`: the line is whole).
    #[cfg(feature = "tools")]
    squeezed: Option<Squeezed>,
}

/// What a squeezed line dropped, so that columns and lengths can be told
/// as they are in the input.
#[cfg(feature = "tools")]
#[derive(Clone, Debug, Default)]
struct Squeezed {
    /// Runs of blanks and words cut short: (offset in `buf` of the next
    /// kept byte, bytes dropped just before it), in order.
    gaps: Vec<(usize, usize)>,
    /// Bytes of the line in the input, its line end aside.
    total: usize,
    /// Whether its last byte in the input is a `\r` (of a CRLF).
    cr: bool,
    /// The line's length in the input, BOM and `\r` aside (set by
    /// `trim_line`).
    len: usize,
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
/// a quote shows (see [`crate::text::quote`]), so that quotes read the
/// same.
#[cfg(feature = "tools")]
pub const KEPT_BLANKS: usize = 64;

/// How many words a squeezing reader keeps the start of past its `max`
/// bytes: more than any format that squeezes has on a line, so that a
/// line with too many words is told so.
#[cfg(feature = "tools")]
pub const LATE_WORDS: usize = 16;

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
    /// The token's bytes (its start only, when the reader cut a long line
    /// inside it: see [`LineLimit`]).
    pub text: Vec<u8>,
    /// The token's length in the input, in bytes.
    pub len: usize,
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
        let t = self;
        crate::text::quote::error_within(t.line, t.col, t.col, &t.text, t.len, msg)
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
            #[cfg(feature = "tools")]
            squeezed: None,
        }
    }

    /// This reader keeping of each long line only what `limit` says: the
    /// line up to the first byte that shows it wrong and [`KEPT_BLANKS`]
    /// bytes after it (for a quote), or squeezed. A parser then finds the
    /// same first error at the same column, a quote of the line shows
    /// the same bytes (and, through [`LineReader::span_len`], counts the
    /// others), and a 50 MB line of junk costs no more than its first
    /// bytes. (Lines that lie whole in the source's buffer are lent
    /// whole: they are short.)
    #[cfg(feature = "tools")]
    pub fn limit_lines(&mut self, limit: LineLimit) {
        self.limit = limit;
    }

    /// Reads the rest of a line that straddles the buffer's end into
    /// `buf` (without its `\n`), keeping what [`LineReader::limit_lines`]
    /// says and consuming the rest.
    #[cfg(feature = "tools")]
    fn read_long_line(&mut self) -> Result<()> {
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
    #[cfg(feature = "tools")]
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
    #[cfg(feature = "tools")]
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
        self.squeezed = (!sq.gaps.is_empty()).then_some(sq);
        Ok(())
    }

    /// The offset in the input's line of byte `k` of the current line
    /// (`k` up to its length, where the line's end maps to its length in
    /// the input).
    #[cfg(feature = "tools")]
    fn input_offset(&self, k: usize) -> usize {
        let sq = match &self.squeezed {
            Some(sq) => sq,
            None => return k,
        };
        let kept = self.end - self.start;
        if k >= kept {
            return sq.len + (k - kept);
        }
        let at = self.start + k;
        let dropped: usize = sq.gaps.iter().take_while(|g| g.0 <= at).map(|g| g.1).sum();
        k + dropped
    }

    /// The 1-based column in the input of byte `offset` of the line last
    /// returned (which, when a long line was squeezed, is not the byte's
    /// offset plus one).
    pub fn col(&self, offset: usize) -> usize {
        #[cfg(feature = "tools")]
        let offset = self.input_offset(offset);
        offset + 1
    }

    /// The length in the input of bytes `start..end` of the line last
    /// returned (the bytes a squeezing reader dropped just before byte
    /// `end` count as the span's: they are the end of a cut word).
    pub fn span_len(&self, start: usize, end: usize) -> usize {
        #[cfg(feature = "tools")]
        return self.input_offset(end) - self.input_offset(start);
        #[cfg(not(feature = "tools"))]
        return end - start;
    }

    /// `e`, when it is an input error on the line last returned placed by
    /// a byte offset in that line (plus one), placed by its column in the
    /// input instead (see [`LineReader::col`]). Errors elsewhere, and
    /// errors of tokens (whose columns are the input's already), must not
    /// come here.
    pub fn place(&self, e: Error) -> Error {
        match e {
            Error::Input { line, col, msg } if line == self.line && col > 0 => {
                Error::at(line, self.col(col - 1), msg)
            }
            other => other,
        }
    }

    /// An input error about `text`, bytes `offset..` of the line last
    /// returned: as [`crate::text::quote::error_about`] makes it, placed
    /// and counted as in the input (see [`LineReader::col`]).
    pub fn error_on_line(
        &self,
        offset: usize,
        text: &[u8],
        msg: impl FnOnce(&str) -> String,
    ) -> Error {
        let col = offset + 1;
        // (Bundles read every line whole: its places are the input's.)
        #[cfg(not(feature = "tools"))]
        return crate::text::quote::error_about(self.line, col, text, msg);
        #[cfg(feature = "tools")]
        {
            let len = self.span_len(offset, offset + text.len());
            self.place(crate::text::quote::error_within(
                self.line, col, col, text, len, msg,
            ))
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
            #[cfg(feature = "tools")]
            if let Some(sq) = &mut self.squeezed {
                sq.gaps.iter_mut().for_each(|g| g.0 -= self.start);
            }
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
        #[cfg(feature = "tools")]
        {
            self.squeezed = None;
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
        #[cfg(feature = "tools")]
        if let Some(sq) = &mut self.squeezed {
            sq.len = sq.total - 3 * usize::from(bom) - usize::from(sq.cr);
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
        #[cfg(feature = "tools")]
        {
            self.squeezed = None;
        }
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

    /// The line last returned, again.
    pub fn last_line(&mut self) -> Result<&[u8]> {
        self.current()
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
                    #[cfg(feature = "tools")]
                    return Ok(Some(self.token(start, start + len)));
                    // (Bundles read every line whole: the places are the
                    // line's.)
                    #[cfg(not(feature = "tools"))]
                    return Ok(Some(Token {
                        line: self.line,
                        col: start + 1,
                        text: self.buf[start..start + len].to_vec(),
                        len,
                    }));
                }
            }
        }
    }

    /// Bytes `start..end` of the current line, copied to `buf`, as a token
    /// placed in the input.
    fn token(&self, start: usize, end: usize) -> Token {
        // (Bundles read every line whole: the places are the line's.)
        #[cfg(not(feature = "tools"))]
        let (col, len) = (start + 1, end - start);
        #[cfg(feature = "tools")]
        let (col, len) = (self.col(start), self.span_len(start, end));
        let (line, text) = (self.line, self.buf[start..end].to_vec());
        Token {
            line,
            col,
            text,
            len,
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

/// For a line of too few words: an error at the first character of
/// `tokens` that a message must name rather than copy (a no-break space,
/// a control byte: see [`crate::text::quote::bad_byte`]), which may be
/// what joined two words, saying what was `expected` and naming it.
pub fn joined_error(tokens: &[Token], expected: &str) -> Option<Error> {
    tokens.iter().find_map(|t| {
        let (at, name) = crate::text::quote::bad_byte(&t.text)?;
        Some(Error::at(
            t.line,
            t.col + at,
            format!("{expected}, found {name}"),
        ))
    })
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
        let tokens = words(&self.buf)
            .map(|(col, w)| self.token(col - 1, col - 1 + w.len()))
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

    /// The length in the input of the line last returned (for errors
    /// placed at its end).
    pub fn line_len(&self) -> usize {
        self.col(self.end - self.start) - 1
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
