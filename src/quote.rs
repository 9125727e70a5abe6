//! Input quoted in error messages: short, and never a byte that a terminal
//! would hide or garble.
//!
//! A token or row is quoted in backquotes and cut to about
//! 40 bytes (`` `1xxxxxxxx[… 9999960 bytes …]` ``), as `diff`
//! cuts long lines. A NUL, another control byte, a byte that is not
//! valid UTF-8 or a character a reader would not see or would take for
//! a space (a no-break space, a zero-width space, a byte-order mark) is
//! not copied: the message names it (`a NUL byte`, `byte
//! 0xFF`, `U+00A0 no-break space`) and points at its column instead.

#[cfg(feature = "tools")]
pub mod visible;

use crate::error::Error;

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

/// What a non-ASCII character is called when a message must name it
/// rather than copy it, because a reader would not see it or would take
/// it for a space: a control character, one of Unicode's other spaces, a
/// format character (soft hyphen, zero-width, direction marks, the
/// byte-order mark), by code point and name: `U+00A0
/// no-break space`. `None` for the others and for ASCII, which
/// [`describe_byte`] names. Short, as bundles carry it: std's table tells
/// the spaces, the usual format characters are listed.
pub fn confusable(c: char) -> Option<String> {
    let u = c as u32;
    let name = match u {
        0xA0 => "no-break space",
        0x200B => "zero-width space",
        0xFEFF => "byte-order mark",
        0x80..=0x9F => "control character",
        0xAD | 0x200C..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F => "format character",
        _ if u > 0x7F && c.is_whitespace() => "space",
        _ => return None,
    };
    Some(format!("U+{u:04X} {name}"))
}

/// The character at byte `at` of `text`, named for a message: as
/// [`bad_byte`] names it when it must not be copied (a control byte, a
/// byte that does not start valid UTF-8, a [`confusable`] character);
/// another non-ASCII character in backquotes with its code point
/// (`` `Ａ` (U+FF21) ``, as it may look like an ASCII one); else as
/// [`describe_byte`] names its byte.
pub fn describe_char(text: &[u8], at: usize) -> String {
    let rest = text.get(at..).unwrap_or_default();
    let rest = &rest[..rest.len().min(4)];
    match (bad_byte(rest), rest.first()) {
        (Some((0, name)), _) => name,
        (_, Some(0x80..)) => {
            let c = String::from_utf8_lossy(rest).chars().next().unwrap_or(' ');
            format!("`{c}` (U+{:04X})", c as u32)
        }
        (_, b) => describe_byte(*b.unwrap_or(&b' ')),
    }
}

/// The first byte of `text` that a message must not copy: a control byte
/// other than a tab, DEL, a byte that is not part of valid UTF-8, or the
/// start of a [`confusable`] character. Its offset and its name.
pub fn bad_byte(text: &[u8]) -> Option<(usize, String)> {
    let valid = match std::str::from_utf8(text) {
        Ok(_) => text.len(),
        Err(e) => e.valid_up_to(),
    };
    for (i, c) in String::from_utf8_lossy(&text[..valid]).char_indices() {
        if c.is_ascii_control() && c != '\t' {
            return Some((i, describe_byte(c as u8)));
        }
        if let Some(name) = confusable(c) {
            return Some((i, name));
        }
    }
    (valid < text.len()).then(|| (valid, describe_byte(text[valid])))
}

/// `text` as a message shows it, and its offset in `text`: in backquotes
/// and cut to about 40 bytes; or, when it holds a byte
/// [`bad_byte`] refuses, that byte's name and offset. `text` is the
/// start of `len` bytes of input (`len` is `text.len()` unless a reader
/// kept only the start of a long line): what is cut is counted from `len`.
/// Empty text is `an empty line` (callers quote whole lines or words).
pub fn quoted(text: &[u8], len: usize) -> (usize, String) {
    if let Some(named) = bad_byte(text) {
        return named;
    }
    // Valid UTF-8 (checked above): cut at a character boundary.
    let mut end = text.len().min(40);
    while end < text.len() && (text[end] & 0xC0) == 0x80 {
        end -= 1;
    }
    let head = String::from_utf8_lossy(&text[..end]);
    if len == 0 {
        (0, "an empty line".into())
    } else if end == len {
        (0, format!("`{head}`"))
    } else {
        (0, format!("`{head}[… {} bytes …]`", len - end))
    }
}

/// `text` shown inside a sentence (a console's reply): as it is when
/// short and plain; cut to about 40 bytes like [`quoted`], and each byte
/// or character [`bad_byte`] would name, and a tab, shown by code
/// instead, in angle brackets: `<NUL>`, `<x1B>` (a control byte or a
/// byte that is not UTF-8), `<U+00A0>` (a [`confusable`] character).
pub fn inline(text: &[u8]) -> String {
    let mut s = String::new();
    let mut i = 0;
    while i < text.len() && i < 40 {
        let b = text[i];
        let ch = match b {
            0..=0x7f => Some(b as char),
            _ => (2..=4)
                .filter_map(|n| std::str::from_utf8(text.get(i..i + n)?).ok())
                .find_map(|t| t.chars().next()),
        };
        match ch {
            // A tab too: in a sentence it would pass for spaces.
            Some(c) if c != '\t' => push_shown(&mut s, c),
            _ => s.push_str(&format!("<x{b:02X}>")),
        }
        i += ch.map_or(1, char::len_utf8);
    }
    if i < text.len() {
        s.push_str(&format!("[… {} bytes …]", text.len() - i));
    }
    s
}

/// `text` (an argument, a file name) with each character that
/// [`push_shown`] codes shown by code.
pub fn shown(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        push_shown(&mut s, c);
    }
    s
}

/// Appends `c` to `s`, or its code when a reader would not see it or
/// would take it for another: `<NUL>`, `<x1B>` for an ASCII control
/// character but a tab, `<U+00A0>` for a [`confusable`] one.
pub fn push_shown(s: &mut String, c: char) {
    match c {
        '\0' => s.push_str("<NUL>"),
        '\t' => s.push(c),
        _ if c.is_ascii_control() => s.push_str(&format!("<x{:02X}>", c as u32)),
        _ if confusable(c).is_some() => s.push_str(&format!("<U+{:04X}>", c as u32)),
        _ => s.push(c),
    }
}

/// An input error about `text`, which starts at `line`, `col`: `msg`
/// receives `text` as [`quoted`] shows it (`` `d9` ``, or `a NUL byte`,
/// and then the error points at that byte's column).
pub fn error_about(
    line: usize,
    col: usize,
    text: &[u8],
    msg: impl FnOnce(&str) -> String,
) -> Error {
    error_within(line, col, col, text, text.len(), msg)
}

/// As [`error_about`], but the error points at column `at` (somewhere in
/// or after `text`, which starts at `col`) unless a byte is named; `text`
/// is the start of `len` bytes of input (see [`quoted`]).
pub fn error_within(
    line: usize,
    col: usize,
    at: usize,
    text: &[u8],
    len: usize,
    msg: impl FnOnce(&str) -> String,
) -> Error {
    match bad_byte(text) {
        Some((offset, name)) => Error::at(line, col + offset, msg(&name)),
        None => Error::at(line, at, msg(&quoted(text, len).1)),
    }
}

/// As [`error_within`] for a few words of one line (each with its column
/// and its length in the input), quoted together, separated by single
/// spaces.
pub fn error_about_words(
    line: usize,
    at: usize,
    words: &[(usize, &[u8], usize)],
    msg: impl FnOnce(&str) -> String,
) -> Error {
    for &(col, w, _) in words {
        if let Some((offset, name)) = bad_byte(w) {
            return Error::at(line, col + offset, msg(&name));
        }
    }
    let text = words.iter().map(|w| w.1).collect::<Vec<_>>().join(&b' ');
    let len = words.iter().map(|w| w.2 + 1).sum::<usize>();
    error_within(line, at, at, &text, len.max(1) - 1, msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`quoted`] of the whole of `text`.
    fn quoted_all(text: &[u8]) -> (usize, String) {
        quoted(text, text.len())
    }

    #[test]
    fn short_text_is_quoted_whole_and_long_text_cut() {
        assert_eq!(quoted_all(b"d9"), (0, "`d9`".to_string()));
        assert_eq!(quoted_all("é4".as_bytes()), (0, "`é4`".to_string()));
        let long = vec![b'x'; 10_000_000];
        let (at, q) = quoted_all(&long);
        assert_eq!(at, 0);
        assert_eq!(q, format!("`{}[… 9999960 bytes …]`", "x".repeat(40)));
    }

    #[test]
    fn bad_bytes_are_named_at_their_offset() {
        assert_eq!(quoted_all(b"ab\0c"), (2, "a NUL byte".to_string()));
        assert_eq!(quoted_all(b"a\xFFb"), (1, "byte 0xFF".to_string()));
        assert_eq!(quoted_all(b"\xC3"), (0, "byte 0xC3".to_string()));
        assert_eq!(quoted_all(b"x\x1b[2J"), (1, "byte 0x1B".to_string()));
        assert_eq!(quoted_all(b"a\tb"), (0, "`a\tb`".to_string()));
        let mut e_acute = vec![b'x'; 39];
        e_acute.extend_from_slice("éé".as_bytes());
        assert_eq!(
            quoted_all(&e_acute).1,
            format!("`{}[… 4 bytes …]`", "x".repeat(39))
        );
        let e = error_about(3, 5, b"12\x00", |q| format!("expected a number, found {q}"));
        assert_eq!(
            e.to_string(),
            "line 3, col 7: expected a number, found a NUL byte"
        );
    }

    #[test]
    fn invisible_characters_are_named() {
        let nbsp = "1\u{a0}0".as_bytes();
        assert_eq!(quoted_all(nbsp), (1, "U+00A0 no-break space".to_string()));
        let bom = "\u{feff}B".as_bytes();
        assert_eq!(quoted_all(bom), (0, "U+FEFF byte-order mark".to_string()));
        let rlm = "x\u{200f}".as_bytes();
        assert_eq!(quoted_all(rlm).1, "U+200F format character");
        assert_eq!(
            quoted_all("a\u{200b}".as_bytes()).1,
            "U+200B zero-width space"
        );
        assert_eq!(
            quoted_all("\u{85}".as_bytes()).1,
            "U+0085 control character"
        );
        assert_eq!(
            quoted_all("é\u{2003}".as_bytes()),
            (2, "U+2003 space".into())
        );
        // The first of a confusable character and a control byte is named.
        assert_eq!(quoted_all("\0\u{a0}".as_bytes()).1, "a NUL byte");
        assert_eq!(quoted_all("é4".as_bytes()).1, "`é4`");
        assert_eq!(
            describe_char("a\u{a0}".as_bytes(), 1),
            "U+00A0 no-break space"
        );
        assert_eq!(describe_char("é".as_bytes(), 0), "`é` (U+00E9)");
        assert_eq!(describe_char("xＡ".as_bytes(), 1), "`Ａ` (U+FF21)");
        assert_eq!(describe_char("😀".as_bytes(), 0), "`😀` (U+1F600)");
        assert_eq!(
            describe_char("\u{200e}".as_bytes(), 0),
            "U+200E format character"
        );
        assert_eq!(describe_char(b"\xC2", 0), "byte 0xC2");
        assert_eq!(describe_char(b"\t", 0), "a tab");
        assert_eq!(inline(b"d3\0\x1bOS\t"), "d3<NUL><x1B>OS<x09>");
        assert_eq!(
            inline(&["é\u{a0}x".as_bytes(), b"\xff"].concat()),
            "é<U+00A0>x<xFF>"
        );
        let long = vec![b'z'; 10_000_000];
        assert_eq!(
            inline(&long),
            format!("{}[… 9999960 bytes …]", "z".repeat(40))
        );
        let e = error_about(3, 5, b"12\x00", |q| format!("expected a number, found {q}"));
        assert_eq!(
            e.to_string(),
            "line 3, col 7: expected a number, found a NUL byte"
        );
    }
}
