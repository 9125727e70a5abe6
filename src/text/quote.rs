//! Input quoted in error messages: short, and never a byte that a terminal
//! would hide or garble.
//!
//! A token or row is quoted in backquotes and cut to about
//! 40 bytes (`` `1xxxxxxxx[… 9999960 bytes …]` ``), as `diff`
//! cuts long lines. A NUL, another control byte or a byte that is not
//! valid UTF-8 is not copied: the message names it (`a NUL byte`, `byte
//! 0xFF`) and points at its column instead.

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

/// The first byte of `text` that a message must not copy: a control byte
/// other than a tab, DEL, or a byte that is not part of valid UTF-8. Its
/// offset and its name.
pub fn bad_byte(text: &[u8]) -> Option<(usize, String)> {
    let valid = match std::str::from_utf8(text) {
        Ok(_) => text.len(),
        Err(e) => e.valid_up_to(),
    };
    let control = text[..valid]
        .iter()
        .position(|&b| (b < 0x20 && b != b'\t') || b == 0x7f);
    match control {
        Some(at) => Some((at, describe_byte(text[at]))),
        None if valid < text.len() => Some((valid, describe_byte(text[valid]))),
        None => None,
    }
}

/// `text` as a message shows it, and its offset in `text`: in backquotes
/// and cut to about 40 bytes; or, when it holds a byte
/// [`bad_byte`] refuses, that byte's name and offset.
pub fn quoted(text: &[u8]) -> (usize, String) {
    if let Some(named) = bad_byte(text) {
        return named;
    }
    // Valid UTF-8 (checked above): cut at a character boundary.
    let mut end = text.len().min(40);
    while end < text.len() && (text[end] & 0xC0) == 0x80 {
        end -= 1;
    }
    let head = String::from_utf8_lossy(&text[..end]);
    if end == text.len() {
        (0, format!("`{head}`"))
    } else {
        (0, format!("`{head}[… {} bytes …]`", text.len() - end))
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
    error_within(line, col, col, text, msg)
}

/// As [`error_about`], but the error points at column `at` (somewhere in
/// or after `text`, which starts at `col`) unless a byte is named.
pub fn error_within(
    line: usize,
    col: usize,
    at: usize,
    text: &[u8],
    msg: impl FnOnce(&str) -> String,
) -> Error {
    error_about_words(line, at, &[(col, text)], msg)
}

/// As [`error_within`] for a few words of one line (each with its
/// column), quoted together, separated by single spaces.
pub fn error_about_words(
    line: usize,
    at: usize,
    words: &[(usize, &[u8])],
    msg: impl FnOnce(&str) -> String,
) -> Error {
    for &(col, w) in words {
        if let Some((offset, name)) = bad_byte(w) {
            return Error::at(line, col + offset, msg(&name));
        }
    }
    let words: Vec<&[u8]> = words.iter().map(|w| w.1).collect();
    Error::at(line, at, msg(&quoted(&words.join(&b' ')).1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_quoted_whole_and_long_text_cut() {
        assert_eq!(quoted(b"d9"), (0, "`d9`".to_string()));
        assert_eq!(quoted("é4".as_bytes()), (0, "`é4`".to_string()));
        let long = vec![b'x'; 10_000_000];
        let (at, q) = quoted(&long);
        assert_eq!(at, 0);
        assert_eq!(q, format!("`{}[… 9999960 bytes …]`", "x".repeat(40)));
    }

    #[test]
    fn bad_bytes_are_named_at_their_offset() {
        assert_eq!(quoted(b"ab\0c"), (2, "a NUL byte".to_string()));
        assert_eq!(quoted(b"a\xFFb"), (1, "byte 0xFF".to_string()));
        assert_eq!(quoted(b"\xC3"), (0, "byte 0xC3".to_string()));
        assert_eq!(quoted(b"x\x1b[2J"), (1, "byte 0x1B".to_string()));
        assert_eq!(quoted(b"a\tb"), (0, "`a\tb`".to_string()));
        let mut e_acute = vec![b'x'; 39];
        e_acute.extend_from_slice("éé".as_bytes());
        assert_eq!(
            quoted(&e_acute).1,
            format!("`{}[… 4 bytes …]`", "x".repeat(39))
        );
        let e = error_about(3, 5, b"12\x00", |q| format!("expected a number, found {q}"));
        assert_eq!(
            e.to_string(),
            "line 3, col 7: expected a number, found a NUL byte"
        );
    }
}
