//! One JSON value (RFC 8259) read strictly from one line of text into a
//! tree whose every value keeps its column, so that what a reader finds
//! wrong in it (a missing member, a number out of range) is located as a
//! syntax error is. For `botzone`, whose judge sends one JSON line.
//!
//! Strict as the RFC: no comments, no trailing commas, no single quotes,
//! no leading zeros or `+`, no control characters or lone surrogates in
//! strings, and nothing after the value but whitespace. Objects keep
//! their members in order, duplicates included ([`Node::member`] takes the
//! last, as Python's and JavaScript's readers do).

use crate::error::{Error, Result};
use crate::quote::describe_char;

/// A JSON value and the column where it starts (1-based bytes).
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The column of its first byte.
    pub col: usize,
    /// The value.
    pub value: Value,
}

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written (valid JSON number syntax).
    Number(String),
    /// A string, unescaped.
    Str(String),
    /// An array.
    Array(Vec<Node>),
    /// An object's members in order.
    Object(Vec<(String, Node)>),
}

impl Node {
    /// The last member named `name` of an object; `None` for another
    /// value or when there is none.
    pub fn member(&self, name: &str) -> Option<&Node> {
        match &self.value {
            Value::Object(members) => members.iter().rev().find(|m| m.0 == name).map(|m| &m.1),
            _ => None,
        }
    }

    /// What the value is, for messages (`an array`, `the number 3.5`).
    pub fn describe(&self) -> String {
        match &self.value {
            Value::Null => "null".into(),
            Value::Bool(b) => format!("{b}"),
            Value::Number(n) => format!("the number {n}"),
            Value::Str(_) => "a string".into(),
            Value::Array(_) => "an array".into(),
            Value::Object(_) => "an object".into(),
        }
    }
}

/// How deep arrays and objects may nest (the reader recurses).
const MAX_DEPTH: usize = 64;

/// Reads `text`, line `line` of the input, as one JSON value followed by
/// nothing but whitespace.
pub fn parse(line: usize, text: &[u8]) -> Result<Node> {
    if let Err(e) = std::str::from_utf8(text) {
        let at = e.valid_up_to();
        return Err(Error::at(
            line,
            at + 1,
            format!("expected UTF-8 text, found {}", describe_char(text, at)),
        ));
    }
    let mut p = Parser { text, at: 0, line };
    let node = p.value(0)?;
    p.space();
    if p.at < text.len() {
        return Err(p.unexpected("the end of the line after the JSON value"));
    }
    Ok(node)
}

/// A position in the line being read.
struct Parser<'a> {
    text: &'a [u8],
    at: usize,
    line: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r' | b'\n')) {
            self.at += 1;
        }
    }

    /// The error at the current byte: `what` was expected there.
    fn unexpected(&self, what: &str) -> Error {
        let found = match self.peek() {
            None => "the end of the line".to_string(),
            Some(_) => describe_char(self.text, self.at),
        };
        Error::at(
            self.line,
            self.at + 1,
            format!("expected {what}, found {found}"),
        )
    }

    /// Takes byte `b` or fails saying `what` was expected.
    fn expect(&mut self, b: u8, what: &str) -> Result<()> {
        if self.peek() == Some(b) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.unexpected(what))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Node> {
        self.space();
        let col = self.at + 1;
        if depth > MAX_DEPTH {
            return Err(Error::at(
                self.line,
                col,
                format!("JSON nested deeper than {MAX_DEPTH} arrays and objects"),
            ));
        }
        let value = match self.peek() {
            Some(b'{') => self.object(depth)?,
            Some(b'[') => self.array(depth)?,
            Some(b'"') => Value::Str(self.string()?),
            Some(b'-' | b'0'..=b'9') => Value::Number(self.number()?),
            Some(b't') => self.word("true", Value::Bool(true))?,
            Some(b'f') => self.word("false", Value::Bool(false))?,
            Some(b'n') => self.word("null", Value::Null)?,
            _ => return Err(self.unexpected("a JSON value")),
        };
        Ok(Node { col, value })
    }

    fn word(&mut self, word: &str, value: Value) -> Result<Value> {
        if self.text[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.unexpected("a JSON value (`true`, `false` and `null` are lower case)"))
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value> {
        self.at += 1;
        let mut members = Vec::new();
        self.space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.space();
            if self.peek() != Some(b'"') {
                return Err(self.unexpected("a member name in double quotes"));
            }
            let name = self.string()?;
            self.space();
            self.expect(b':', "`:` after the member name")?;
            let value = self.value(depth + 1)?;
            members.push((name, value));
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Value::Object(members));
                }
                _ => return Err(self.unexpected("`,` or `}` after an object member")),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value> {
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                _ => return Err(self.unexpected("`,` or `]` after an array element")),
            }
        }
    }

    /// A number: `-`? (`0` | digits not starting with 0), a fraction, an
    /// exponent; its text.
    fn number(&mut self) -> Result<String> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => {
                self.at += 1;
                if matches!(self.peek(), Some(b'0'..=b'9')) {
                    return Err(Error::at(
                        self.line,
                        self.at + 1,
                        "a JSON number has no leading zeros: expected no digit after `0`",
                    ));
                }
            }
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.unexpected("a digit")),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.unexpected("a digit after the decimal point"));
            }
            self.digits();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.unexpected("a digit in the exponent"));
            }
            self.digits();
        }
        Ok(String::from_utf8_lossy(&self.text[start..self.at]).into_owned())
    }

    fn digits(&mut self) {
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
    }

    /// A string at `"`, unescaped.
    fn string(&mut self) -> Result<String> {
        self.at += 1;
        let mut s = String::new();
        loop {
            let start = self.at;
            while !matches!(self.peek(), None | Some(b'"' | b'\\' | 0..=0x1F)) {
                self.at += 1;
            }
            // The line is UTF-8 and a run stops only at ASCII bytes.
            s.push_str(&String::from_utf8_lossy(&self.text[start..self.at]));
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(s);
                }
                Some(b'\\') => {
                    self.at += 1;
                    s.push(self.escape()?);
                }
                None => return Err(self.unexpected("`\"` closing the string")),
                Some(_) => {
                    return Err(self.unexpected(
                        "a character (a control character in a string is written as an escape)",
                    ))
                }
            }
        }
    }

    /// The character of the escape after a `\`.
    fn escape(&mut self) -> Result<char> {
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.at += 1;
                let first = self.hex4()?;
                if !(0xD800..0xDC00).contains(&first) {
                    return char::from_u32(first).ok_or_else(|| self.lone_surrogate(6));
                }
                // A high surrogate: its low half must follow.
                if !self.text[self.at..].starts_with(b"\\u") {
                    return Err(self.lone_surrogate(6));
                }
                self.at += 2;
                let low = self.hex4()?;
                if !(0xDC00..0xE000).contains(&low) {
                    return Err(self.lone_surrogate(12));
                }
                let c = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00);
                return char::from_u32(c).ok_or_else(|| self.lone_surrogate(12));
            }
            _ => {
                return Err(
                    self.unexpected("an escape: one of `\"\\/bfnrt` or `u` and 4 hex digits")
                )
            }
        };
        self.at += 1;
        Ok(c)
    }

    /// An error at the escape that ended `back` bytes ago.
    fn lone_surrogate(&self, back: usize) -> Error {
        Error::at(
            self.line,
            self.at + 1 - back,
            "expected a character: a \\u escape of half a surrogate pair without its other half",
        )
    }

    fn hex4(&mut self) -> Result<u32> {
        let mut v = 0;
        for _ in 0..4 {
            let d = match self.peek() {
                Some(b @ b'0'..=b'9') => b - b'0',
                Some(b @ b'a'..=b'f') => b - b'a' + 10,
                Some(b @ b'A'..=b'F') => b - b'A' + 10,
                _ => return Err(self.unexpected("a hex digit of a \\u escape")),
            };
            v = v * 16 + d as u32;
            self.at += 1;
        }
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> std::result::Result<Node, String> {
        parse(1, text.as_bytes()).map_err(|e| e.to_string())
    }

    #[test]
    fn values_keep_their_columns() {
        let n =
            read(r#" {"a": [1, -2.5e3, "x\"\u00e9\ud83d\ude00"], "b": null, "a": true}"#).unwrap();
        assert_eq!(n.col, 2);
        assert_eq!(n.member("a").unwrap().value, Value::Bool(true));
        match &n.value {
            Value::Object(m) => match &m[0].1.value {
                Value::Array(items) => {
                    assert_eq!(items[0].col, 9);
                    assert_eq!(items[1].value, Value::Number("-2.5e3".into()));
                    assert_eq!(items[2].value, Value::Str("x\"é😀".into()));
                }
                v => panic!("{v:?}"),
            },
            v => panic!("{v:?}"),
        }
        assert_eq!(read("[]").unwrap().value, Value::Array(Vec::new()));
    }

    #[test]
    fn what_the_rfc_refuses_is_located() {
        let e = |t: &str| read(t).unwrap_err();
        assert_eq!(
            e("{\"a\":1,}"),
            "line 1, col 8: expected a member name in double quotes, found `}`"
        );
        assert_eq!(
            e("[1 2]"),
            "line 1, col 4: expected `,` or `]` after an array element, found `2`"
        );
        assert!(e("[01]").starts_with("line 1, col 3: a JSON number has no leading zeros"));
        assert_eq!(
            e("{'a':1}"),
            "line 1, col 2: expected a member name in double quotes, found `'`"
        );
        assert_eq!(
            e("[1] x"),
            "line 1, col 5: expected the end of the line after the JSON value, found `x`"
        );
        assert_eq!(
            e("{\"a\""),
            "line 1, col 5: expected `:` after the member name, found the end of the line"
        );
        assert!(e("[tru]").starts_with("line 1, col 2: expected a JSON value (`true`"));
        assert_eq!(
            e("[True]"),
            "line 1, col 2: expected a JSON value, found `T`"
        );
        assert!(e("\"a\tb\"").starts_with("line 1, col 3: expected a character"));
        assert!(e(r#""\ud800""#).starts_with("line 1, col 2: expected a character: a \\u escape"));
        assert!(e("[1.]").starts_with("line 1, col 4: expected a digit after the decimal point"));
        assert!(e("\u{a0}[]").contains("U+00A0 no-break space"));
        assert!(e(&"[".repeat(100)).contains("nested deeper than 64"));
        assert!(parse(1, b"\"\xff\"")
            .unwrap_err()
            .to_string()
            .starts_with("line 1, col 2: expected UTF-8"));
    }
}
