//! Input quoted in error messages: short, and never a byte that a terminal
//! would hide or garble.
//!
//! A token or row is quoted in backquotes and cut to about
//! 40 bytes (`` `1xxxxxxxx[… 9999960 bytes …]` ``), as `diff`
//! cuts long lines. A NUL, another control byte, a byte that is not
//! valid UTF-8 or a character a reader would not see or would take for
//! another (a no-break space, a zero-width space, a byte-order mark, a
//! Cyrillic `о`) is not copied: the message names it (`a NUL byte`, `byte
//! 0xFF`, `U+00A0 no-break space`) and points at its column instead.

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
/// rather than copy it: one that shows as nothing or as a space (format
/// and control characters, Unicode's other spaces, fillers), or that
/// passes for an ASCII letter (a fullwidth form, a Cyrillic or Greek
/// capital or small letter drawn like a Latin one). `None` for the others
/// and for ASCII, which [`describe_byte`] names.
#[cfg(feature = "names")]
pub fn confusable(c: char) -> Option<String> {
    let name = match c as u32 {
        0x80..=0x9F => "control character",
        0xA0 => "no-break space",
        0xAD => "soft hyphen",
        0x34F => "combining grapheme joiner",
        0x61C => "Arabic letter mark",
        0x115F | 0x1160 | 0x3164 | 0xFFA0 => "Hangul filler",
        0x1680 | 0x2000..=0x200A | 0x205F => "space character",
        0x180E => "Mongolian vowel separator",
        0x200B => "zero-width space",
        0x200C => "zero-width non-joiner",
        0x200D => "zero-width joiner",
        0x200E => "left-to-right mark",
        0x200F => "right-to-left mark",
        0x2028 => "line separator",
        0x2029 => "paragraph separator",
        0x202A..=0x202E | 0x2066..=0x2069 => "bidirectional control",
        0x202F => "narrow no-break space",
        0x2060 => "word joiner",
        0x2800 => "braille blank",
        0x3000 => "ideographic space",
        0xFE00..=0xFE0F | 0xE0100..=0xE01EF => "variation selector",
        0xFEFF => "byte-order mark",
        0x600..=0x605
        | 0x6DD
        | 0x70F
        | 0x890..=0x891
        | 0x8E2
        | 0x2061..=0x2064
        | 0x206A..=0x206F
        | 0xFFF9..=0xFFFB
        | 0x110BD
        | 0x110CD
        | 0x13430..=0x1343F
        | 0x1BCA0..=0x1BCA3
        | 0x1D173..=0x1D17A
        | 0xE0001
        | 0xE0020..=0xE007F => "format character",
        0xFF01..=0xFF5E => {
            let ascii = char::from_u32(c as u32 - 0xFEE0).unwrap_or('?');
            return Some(format!("U+{:04X} fullwidth {ascii}", c as u32));
        }
        _ => {
            // Cyrillic and Greek letters drawn like Latin ones.
            let (script, lookalikes): (&str, &[(u32, char)]) = match c as u32 {
                0x400..=0x4FF => ("Cyrillic", CYRILLIC),
                0x370..=0x3FF => ("Greek", GREEK),
                _ => return None,
            };
            let (_, like) = lookalikes.iter().find(|(u, _)| *u == c as u32)?;
            return Some(format!("U+{:04X} {script} letter {like}", c as u32));
        }
    };
    Some(format!("U+{:04X} {name}", c as u32))
}

/// Without the `names` feature (in bundles, which judges run and people
/// do not read), no character is named but control bytes.
#[cfg(not(feature = "names"))]
pub fn confusable(_: char) -> Option<String> {
    None
}

/// Cyrillic letters that look like Latin ones, and the Latin letter.
#[cfg(feature = "names")]
const CYRILLIC: &[(u32, char)] = &[
    (0x410, 'A'),
    (0x412, 'B'),
    (0x415, 'E'),
    (0x41A, 'K'),
    (0x41C, 'M'),
    (0x41D, 'H'),
    (0x41E, 'O'),
    (0x420, 'P'),
    (0x421, 'C'),
    (0x422, 'T'),
    (0x425, 'X'),
    (0x430, 'a'),
    (0x435, 'e'),
    (0x43E, 'o'),
    (0x440, 'p'),
    (0x441, 'c'),
    (0x443, 'y'),
    (0x445, 'x'),
];

/// Greek letters that look like Latin ones, and the Latin letter.
#[cfg(feature = "names")]
const GREEK: &[(u32, char)] = &[
    (0x391, 'A'),
    (0x392, 'B'),
    (0x395, 'E'),
    (0x396, 'Z'),
    (0x397, 'H'),
    (0x399, 'I'),
    (0x39A, 'K'),
    (0x39C, 'M'),
    (0x39D, 'N'),
    (0x39F, 'O'),
    (0x3A1, 'P'),
    (0x3A4, 'T'),
    (0x3A5, 'Y'),
    (0x3A7, 'X'),
    (0x3BF, 'o'),
];

/// The character at byte `at` of `text`, named for a message: as
/// [`describe_byte`] for ASCII and for a byte that does not start valid
/// UTF-8, by code point and name when [`confusable`], else in backquotes.
pub fn describe_char(text: &[u8], at: usize) -> String {
    let rest = text.get(at..).unwrap_or(&[]);
    let b = match rest.first() {
        Some(&b) => b,
        None => return "the end of the line".into(),
    };
    #[cfg(feature = "names")]
    if b >= 0x80 {
        let ch = (2..=4)
            .filter_map(|n| std::str::from_utf8(rest.get(..n)?).ok())
            .find_map(|s| s.chars().next());
        if let Some(c) = ch {
            return confusable(c).unwrap_or_else(|| format!("`{c}`"));
        }
    }
    describe_byte(b)
}

/// The first byte of `text` that a message must not copy: a control byte
/// other than a tab, DEL, a byte that is not part of valid UTF-8, or the
/// start of a [`confusable`] character. Its offset and its name.
pub fn bad_byte(text: &[u8]) -> Option<(usize, String)> {
    let valid = match std::str::from_utf8(text) {
        Ok(_) => text.len(),
        Err(e) => e.valid_up_to(),
    };
    let control = text[..valid]
        .iter()
        .position(|&b| (b < 0x20 && b != b'\t') || b == 0x7f);
    #[cfg(feature = "names")]
    if let Some(named) = String::from_utf8_lossy(&text[..control.unwrap_or(valid)])
        .char_indices()
        .find_map(|(i, c)| Some((i, confusable(c)?)))
    {
        return Some(named);
    }
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

    #[test]
    #[cfg(feature = "names")]
    fn invisible_and_look_alike_characters_are_named() {
        let nbsp = "1\u{a0}0".as_bytes();
        assert_eq!(quoted(nbsp), (1, "U+00A0 no-break space".to_string()));
        let bom = "\u{feff}B".as_bytes();
        assert_eq!(quoted(bom), (0, "U+FEFF byte-order mark".to_string()));
        let rlm = "x\u{200f}".as_bytes();
        assert_eq!(quoted(rlm).1, "U+200F right-to-left mark");
        assert_eq!(quoted("a\u{200b}".as_bytes()).1, "U+200B zero-width space");
        assert_eq!(quoted("\u{43e}".as_bytes()).1, "U+043E Cyrillic letter o");
        assert_eq!(quoted("\u{ff44}3".as_bytes()).1, "U+FF44 fullwidth d");
        assert_eq!(quoted("\u{85}".as_bytes()).1, "U+0085 control character");
        assert_eq!(quoted("\u{e0041}".as_bytes()).1, "U+E0041 format character");
        assert_eq!(
            quoted("é\u{2003}".as_bytes()),
            (2, "U+2003 space character".into())
        );
        // The first of a confusable character and a control byte is named.
        assert_eq!(quoted("\0\u{a0}".as_bytes()).1, "a NUL byte");
        assert_eq!(quoted("é4".as_bytes()).1, "`é4`");
        assert_eq!(
            describe_char("a\u{a0}".as_bytes(), 1),
            "U+00A0 no-break space"
        );
        assert_eq!(describe_char("é".as_bytes(), 0), "`é`");
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
