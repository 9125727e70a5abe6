//! Reading input a line or a token at a time, with positions for errors.

use crate::error::{Error, Result};
use crate::text::swar::find_newline;
use std::io::BufRead;

#[cfg(feature = "line-limits")]
mod limit;
#[cfg(test)]
mod tests;

#[cfg(feature = "line-limits")]
pub use limit::{LineLimit, CHECKED_BYTES, KEPT_BLANKS, LATE_WORDS};

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
    #[cfg(feature = "line-limits")]
    limit: LineLimit,
    /// Where the last line that [`LineLimit`] kept only part of lies in
    /// the input. It describes the current line only when it names the
    /// current line's number: every other line is whole.
    #[cfg(feature = "line-limits")]
    squeezed: Option<limit::Squeezed>,
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
    /// [`crate::quote`]).
    pub fn error_about(&self, msg: impl FnOnce(&str) -> String) -> Error {
        let t = self;
        crate::quote::error_within(t.line, t.col, t.col, &t.text, t.len, msg)
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
            #[cfg(feature = "line-limits")]
            limit: LineLimit::NONE,
            #[cfg(feature = "line-limits")]
            squeezed: None,
        }
    }

    /// The 1-based column in the input of byte `offset` of the line last
    /// returned (which, when a long line was squeezed, is not the byte's
    /// offset plus one).
    pub fn col(&self, offset: usize) -> usize {
        #[cfg(feature = "line-limits")]
        let offset = self.input_offset(offset);
        offset + 1
    }

    /// The length in the input of bytes `start..end` of the line last
    /// returned (the bytes a squeezing reader dropped just before byte
    /// `end` count as the span's: they are the end of a cut word).
    pub fn span_len(&self, start: usize, end: usize) -> usize {
        #[cfg(feature = "line-limits")]
        return self.input_offset(end) - self.input_offset(start);
        #[cfg(not(feature = "line-limits"))]
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
    /// returned: as [`crate::quote::error_about`] makes it, placed
    /// and counted as in the input (see [`LineReader::col`]).
    pub fn error_on_line(
        &self,
        offset: usize,
        text: &[u8],
        msg: impl FnOnce(&str) -> String,
    ) -> Error {
        let col = offset + 1;
        // (Bundles read every line whole: its places are the input's.)
        #[cfg(not(feature = "line-limits"))]
        return crate::quote::error_about(self.line, col, text, msg);
        #[cfg(feature = "line-limits")]
        {
            let len = self.span_len(offset, offset + text.len());
            self.place(crate::quote::error_within(
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
            #[cfg(feature = "line-limits")]
            if let Some(sq) = self.squeezed.as_mut().filter(|sq| sq.line == self.line) {
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
        if let Some(nl) = find_newline(avail) {
            (self.lent, self.end, self.pending) = (true, nl, nl + 1);
        } else {
            self.buf.clear();
            #[cfg(feature = "line-limits")]
            self.read_long_line()?;
            // Without the limits the line is read whole, with its `\n`
            // (the limits consume the `\n` and keep no line end).
            #[cfg(not(feature = "line-limits"))]
            self.inner.read_until(b'\n', &mut self.buf)?;
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
        #[cfg(feature = "line-limits")]
        if let Some(sq) = self.squeezed.as_mut().filter(|sq| sq.line == self.line) {
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
                    #[cfg(feature = "line-limits")]
                    return Ok(Some(self.token(start, start + len)));
                    // (Bundles read every line whole: the places are the
                    // line's.)
                    #[cfg(not(feature = "line-limits"))]
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
        #[cfg(not(feature = "line-limits"))]
        let (col, len) = (start + 1, end - start);
        #[cfg(feature = "line-limits")]
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

/// For a line of too few words: an error at the first character of
/// `tokens` that a message must name rather than copy (a no-break space,
/// a control byte: see [`crate::quote::bad_byte`]), which may be
/// what joined two words, saying what was `expected` and naming it.
pub fn joined_error(tokens: &[Token], expected: &str) -> Option<Error> {
    tokens.iter().find_map(|t| {
        let (at, name) = crate::quote::bad_byte(&t.text)?;
        Some(Error::at(
            t.line,
            t.col + at,
            format!("{expected}, found {name}"),
        ))
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
        let tokens = crate::text::words(&self.buf)
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
