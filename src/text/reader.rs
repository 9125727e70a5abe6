//! Reading input a line or a token at a time, with positions for errors.

use crate::error::{Error, Result};
use std::io::BufRead;

/// Reads lines from a buffered source, keeping the 1-based line number.
///
/// Lines end at `\n`; a `\r` before it is dropped (CRLF files), and a UTF-8
/// byte order mark at the start of the input is skipped. Lines are bytes:
/// invalid UTF-8 is reported by whoever meets it, with its column.
pub struct LineReader<R> {
    inner: R,
    buf: Vec<u8>,
    line: usize,
    held: bool,
    /// Start of the unread part of `buf`, for token reading.
    pos: usize,
    /// Whether `buf` holds a line being read token by token.
    in_line: bool,
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
    /// The token as text, with invalid UTF-8 replaced, for messages.
    pub fn show(&self) -> String {
        String::from_utf8_lossy(&self.text).into_owned()
    }

    /// An input error located at this token.
    pub fn error(&self, msg: impl Into<String>) -> Error {
        Error::at(self.line, self.col, msg)
    }
}

impl<R: BufRead> LineReader<R> {
    /// A reader positioned before line 1.
    pub fn new(inner: R) -> LineReader<R> {
        LineReader {
            inner,
            buf: Vec::new(),
            line: 0,
            held: false,
            pos: 0,
            in_line: false,
        }
    }

    /// The next line without its line end, or `None` at end of input.
    pub fn next_line(&mut self) -> Result<Option<&[u8]>> {
        self.in_line = false;
        if self.held {
            self.held = false;
            return Ok(Some(&self.buf));
        }
        self.buf.clear();
        if self.inner.read_until(b'\n', &mut self.buf)? == 0 {
            return Ok(None);
        }
        self.line += 1;
        if self.buf.last() == Some(&b'\n') {
            self.buf.pop();
        }
        if self.buf.last() == Some(&b'\r') {
            self.buf.pop();
        }
        if self.line == 1 && self.buf.starts_with(b"\xEF\xBB\xBF") {
            self.buf.drain(..3);
        }
        Ok(Some(&self.buf))
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
                Some(_) => return Ok(Some(&self.buf)),
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

/// How a byte is named in an error message: printable ASCII in backquotes,
/// whitespace and control bytes by name or code.
pub fn describe_byte(b: u8) -> String {
    match b {
        b' ' => "a space".into(),
        b'\t' => "a tab".into(),
        b'\r' => "a carriage return".into(),
        0 => "a NUL byte".into(),
        0x21..=0x7e => format!("`{}`", b as char),
        _ => format!("byte 0x{b:02X}"),
    }
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
        let (line, no) = (&self.buf, self.line);
        let mut tokens = Vec::new();
        let mut i = 0;
        while i < line.len() {
            if line[i].is_ascii_whitespace() {
                i += 1;
                continue;
            }
            let len = line[i..]
                .iter()
                .position(u8::is_ascii_whitespace)
                .unwrap_or(line.len() - i);
            tokens.push(Token {
                line: no,
                col: i + 1,
                text: line[i..i + len].to_vec(),
            });
            i += len;
        }
        Ok(Some(tokens))
    }

    /// The length of the line last returned (for errors placed at its end).
    pub fn line_len(&self) -> usize {
        self.buf.len()
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

    #[test]
    fn tokens_carry_positions_and_skip_comments() {
        let mut r = LineReader::new(&b"# hi\n  d3 c4\n\n(1,2)\n"[..]);
        let t: Vec<_> = std::iter::from_fn(|| r.next_token(true).unwrap())
            .map(|t| (t.line, t.col, t.show()))
            .collect();
        assert_eq!(
            t,
            [
                (2, 3, "d3".into()),
                (2, 6, "c4".into()),
                (4, 1, "(1,2)".to_string())
            ]
        );
    }

    #[test]
    fn line_tokens_skip_blank_lines() {
        let mut r = LineReader::new(&b"\n 4 3  B\r\n\n7\n"[..]);
        let t: Vec<_> = r
            .next_line_tokens()
            .unwrap()
            .unwrap()
            .iter()
            .map(|t| (t.line, t.col, t.show()))
            .collect();
        assert_eq!(
            t,
            [
                (2, 2, "4".into()),
                (2, 4, "3".into()),
                (2, 7, "B".to_string())
            ]
        );
        assert_eq!(r.line_len(), 7);
        assert_eq!(r.next_line_tokens().unwrap().unwrap()[0].line, 4);
        assert_eq!(r.next_line_tokens().unwrap(), None);
    }
}
