//! Making invisible differences visible: where two texts first differ, and
//! lines rendered with their whitespace shown.

use crate::quote::{confusable, describe_char};

/// Where `a` and `b` first differ, as 1-based (line, column in bytes);
/// `None` when they are equal.
pub fn first_difference(a: &[u8], b: &[u8]) -> Option<(usize, usize)> {
    let at = a.iter().zip(b).position(|(x, y)| x != y);
    let at = match at {
        Some(i) => i,
        None if a.len() == b.len() => return None,
        None => a.len().min(b.len()),
    };
    let at = char_start(a, at);
    let line_start = a[..at]
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |p| p + 1);
    let line = a[..at].iter().filter(|&&c| c == b'\n').count() + 1;
    Some((line, at - line_start + 1))
}

/// Line `n` (1-based) of `text`, without its `\n`; `None` past the end.
pub fn line(text: &[u8], n: usize) -> Option<&[u8]> {
    let mut parts = text.split(|&c| c == b'\n');
    let l = parts.nth(n - 1)?;
    // The empty piece after a final newline is not a line.
    let is_last_piece = l.is_empty() && text.ends_with(b"\n") && parts.next().is_none();
    (!is_last_piece).then_some(l)
}

/// `l` with its whitespace shown: `·` for a space in the line's trailing
/// whitespace, `→` for a tab, `␍` for CR, `\u{feff}` as `<BOM>`, `\0` as
/// `<NUL>`, other control or non-UTF-8 bytes as `<xNN>`, and a character a
/// reader would not see or would take for another (see
/// [`confusable`]), or that this rendering itself uses as a mark, as its
/// code point: `<U+00A0>`.
pub fn show(l: &[u8]) -> String {
    show_part(l, text_end(l))
}

/// Where the trailing whitespace of `l` (spaces, tabs, CRs) starts.
fn text_end(l: &[u8]) -> usize {
    l.iter()
        .rposition(|&c| !matches!(c, b' ' | b'\t' | b'\r'))
        .map_or(0, |p| p + 1)
}

/// The marks [`show`] and [`show_window`] draw, which must not come from
/// the text unannounced.
const MARKS: &[char] = &['·', '→', '␍', '⏎', '…'];

/// [`show`] of `l`, a piece of a line whose trailing whitespace starts at
/// `text_end` (relative to `l`; past its end when text follows the piece).
fn show_part(l: &[u8], text_end: usize) -> String {
    let mut s = String::new();
    let mut i = 0;
    while i < l.len() {
        if l[i..].starts_with(b"\xEF\xBB\xBF") {
            s.push_str("<BOM>");
            i += 3;
            continue;
        }
        let c = l[i];
        match c {
            b' ' if i >= text_end => s.push('·'),
            b'\t' => s.push('→'),
            b'\r' => s.push('␍'),
            0 => s.push_str("<NUL>"),
            0x20..=0x7e => s.push(c as char),
            _ => {
                let ch = (2..=4)
                    .filter_map(|n| std::str::from_utf8(l.get(i..i + n)?).ok())
                    .find_map(|t| t.chars().next());
                match ch {
                    Some(ch) => {
                        if confusable(ch).is_some() || MARKS.contains(&ch) {
                            s.push_str(&format!("<U+{:04X}>", ch as u32));
                        } else {
                            s.push(ch);
                        }
                        i += ch.len_utf8();
                        continue;
                    }
                    None => s.push_str(&format!("<x{c:02X}>")),
                }
            }
        }
        i += 1;
    }
    s
}

/// `at` moved back to the start of the UTF-8 character it is inside (at
/// most three continuation bytes), so that a difference inside a
/// character is told from that character's first byte.
pub fn char_start(text: &[u8], at: usize) -> usize {
    let mut i = at.min(text.len());
    while i > 0 && at - i < 3 && text.get(i).is_some_and(|&b| b & 0xC0 == 0x80) {
        i -= 1;
    }
    i
}

/// A short report of how `actual` differs from `expected`: the first
/// difference's place, both lines shown visibly, and the final newline when
/// that is the difference. Empty when equal.
pub fn report(expected: &[u8], actual: &[u8]) -> String {
    let (ln, col) = match first_difference(expected, actual) {
        Some((ln, col)) => (ln, col),
        None => return String::new(),
    };
    let side = |name: &str, t: &[u8]| match line(t, ln) {
        Some(l) => {
            let nl = if t.len() > l.len() && ln_has_newline(t, ln) {
                "⏎"
            } else {
                "<no newline>"
            };
            format!("  {name}: {}{nl}\n", show(l))
        }
        None => format!("  {name}: <end of text>\n"),
    };
    format!(
        "first difference at line {ln}, col {col}\n{}{}",
        side("expected", expected),
        side("actual  ", actual)
    )
}

fn ln_has_newline(t: &[u8], n: usize) -> bool {
    matches!(t.split_inclusive(|&c| c == b'\n').nth(n - 1), Some(l) if l.ends_with(b"\n"))
}

/// What sits at byte `at` of `text`, in words: `end of file`, `a newline`,
/// `a space`, `a tab`, `a carriage return`, `a NUL byte`, a character a
/// reader would not see or would take for another by code point and name
/// (`U+FEFF byte-order mark`, `U+00A0 no-break space`), or the character
/// in backquotes (`byte 0xNN` when not UTF-8).
pub fn describe_at(text: &[u8], at: usize) -> String {
    let rest = &text[at.min(text.len())..];
    let ch = (2..=4)
        .filter_map(|n| std::str::from_utf8(rest.get(..n)?).ok())
        .find_map(|t| t.chars().next());
    match (rest.first(), ch) {
        (None, _) => "end of file".into(),
        (Some(b'\n'), _) => "a newline".into(),
        (Some(&b), Some(c)) if b >= 0x80 && confusable(c).is_none() => format!("`{c}`"),
        _ => describe_char(text, at),
    }
}

fn bytes(n: usize) -> String {
    if n == 1 {
        "1 byte".into()
    } else {
        format!("{n} bytes")
    }
}

/// [`show`] of line `l`, cut to about `width` bytes around the 1-based
/// byte column `col` when it is longer; each cut is shown as
/// `[… N bytes …]`, so nothing disappears silently.
pub fn show_window(l: &[u8], col: usize, width: usize) -> String {
    if l.len() <= width {
        return show(l);
    }
    let half = width / 2;
    let centre = col.saturating_sub(1).min(l.len());
    let start = centre.saturating_sub(half);
    let end = (start + width).min(l.len());
    // Cut between characters, not inside one.
    let start = char_start(l, end.saturating_sub(width));
    let end = match end < l.len() {
        true => char_start(l, end),
        false => end,
    };
    let mut s = String::new();
    if start > 0 {
        s.push_str(&format!("[… {} …]", bytes(start)));
    }
    // A space before the cut is not trailing: the line goes on.
    let trailing = text_end(l).saturating_sub(start);
    s.push_str(&show_part(&l[start..end], trailing));
    if end < l.len() {
        s.push_str(&format!("[… {} …]", bytes(l.len() - end)));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_first_difference() {
        assert_eq!(first_difference(b"ab\ncd\n", b"ab\ncd\n"), None);
        assert_eq!(first_difference(b"ab\ncd\n", b"ab\ncx\n"), Some((2, 2)));
        assert_eq!(first_difference(b"ab\n", b"ab"), Some((1, 3)));
    }

    #[test]
    fn shows_whitespace() {
        assert_eq!(show(b"a b \t\r"), "a b·→␍");
        assert_eq!(show(b"\xEF\xBB\xBFx\xff\0"), "<BOM>x<xFF><NUL>");
        let r = report(b"1 0\n", b"1 0 \n");
        assert!(
            r.contains("expected: 1 0⏎") && r.contains("actual  : 1 0·⏎"),
            "{r}"
        );
        assert!(report(b"x\n", b"x").contains("<no newline>"));
    }

    #[test]
    fn describes_bytes_and_cuts_visibly() {
        assert_eq!(describe_at(b"a \n", 1), "a space");
        assert_eq!(describe_at(b"a", 1), "end of file");
        assert_eq!(describe_at(b"\xEF\xBB\xBFx", 0), "U+FEFF byte-order mark");
        assert_eq!(
            describe_at("1\u{a0}0".as_bytes(), 1),
            "U+00A0 no-break space"
        );
        assert_eq!(describe_at("é".as_bytes(), 0), "`é`");
        assert_eq!(describe_at(b"\xff", 0), "byte 0xFF");
        let long = [b'a'; 100];
        let w = show_window(&long, 50, 10);
        assert_eq!(w, "[… 44 bytes …]aaaaaaaaaa[… 46 bytes …]");
        assert_eq!(show_window(b"abc", 1, 10), "abc");
        // The space before a cut is followed by text: no trailing `·`.
        let spaced = b"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0";
        assert_eq!(show_window(spaced, 1, 10), "0 0 0 0 0 [… 19 bytes …]");
        assert_eq!(
            show_window(b"0 0 0 0 0 0 0 0 0 0 0 0    ", 1, 10),
            "0 0 0 0 0 [… 17 bytes …]"
        );
        // Nor is a character cut in two.
        let wide = "ééééééééé".as_bytes();
        assert_eq!(show_window(wide, 1, 5), "éé[… 14 bytes …]");
    }

    #[test]
    fn names_invisible_and_confusable_characters() {
        assert_eq!(show("1\u{a0}0".as_bytes()), "1<U+00A0>0");
        assert_eq!(
            show("1\u{200b}0\u{200e}\u{200f}".as_bytes()),
            "1<U+200B>0<U+200E><U+200F>"
        );
        assert_eq!(show("·→é".as_bytes()), "<U+00B7><U+2192>é");
        // A difference inside a character is told from its first byte.
        let (zwsp, lrm) = ("\u{200b}".as_bytes(), "\u{200e}".as_bytes());
        assert_eq!(first_difference(zwsp, lrm), Some((1, 1)));
    }
}
