//! Making invisible differences visible: where two texts first differ, and
//! lines rendered with their whitespace shown.

/// Where `a` and `b` first differ, as 1-based (line, column in bytes);
/// `None` when they are equal.
pub fn first_difference(a: &[u8], b: &[u8]) -> Option<(usize, usize)> {
    let at = a.iter().zip(b).position(|(x, y)| x != y);
    let at = match at {
        Some(i) => i,
        None if a.len() == b.len() => return None,
        None => a.len().min(b.len()),
    };
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
/// whitespace,
/// `→` for a tab, `␍` for CR, `\u{feff}` as `<BOM>`, `\0` as `<NUL>`, other
/// control or non-UTF-8 bytes as `<xNN>`.
pub fn show(l: &[u8]) -> String {
    // Spaces count as trailing when only whitespace follows them.
    let text_end = l
        .iter()
        .rposition(|&c| !matches!(c, b' ' | b'\t' | b'\r'))
        .map_or(0, |p| p + 1);
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
                let len = match c {
                    0xC2..=0xDF => 2,
                    0xE0..=0xEF => 3,
                    0xF0..=0xF4 => 4,
                    _ => 1,
                };
                match std::str::from_utf8(&l[i..(i + len).min(l.len())]) {
                    Ok(ch) if len > 1 => {
                        s.push_str(ch);
                        i += len;
                        continue;
                    }
                    _ => s.push_str(&format!("<x{c:02X}>")),
                }
            }
        }
        i += 1;
    }
    s
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
/// `a space`, `a tab`, `a carriage return`, `a byte order mark`, `a NUL
/// byte`, or the character in backquotes (`byte 0xNN` when not UTF-8).
pub fn describe_at(text: &[u8], at: usize) -> String {
    let rest = &text[at.min(text.len())..];
    if rest.starts_with(b"\xEF\xBB\xBF") {
        return "a byte order mark".into();
    }
    match rest.first() {
        None => "end of file".into(),
        Some(b'\n') => "a newline".into(),
        Some(b' ') => "a space".into(),
        Some(b'\t') => "a tab".into(),
        Some(b'\r') => "a carriage return".into(),
        Some(0) => "a NUL byte".into(),
        Some(&c) if c.is_ascii_graphic() => format!("`{}`", c as char),
        Some(&c) => {
            let ch = (2..=4)
                .filter_map(|n| std::str::from_utf8(rest.get(..n)?).ok())
                .next();
            match ch {
                Some(ch) if c >= 0x80 => format!("`{ch}`"),
                _ => format!("byte 0x{c:02X}"),
            }
        }
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
    let start = end.saturating_sub(width);
    let mut s = String::new();
    if start > 0 {
        s.push_str(&format!("[… {} …]", bytes(start)));
    }
    s.push_str(&show(&l[start..end]));
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
        assert_eq!(describe_at(b"\xEF\xBB\xBFx", 0), "a byte order mark");
        assert_eq!(describe_at("é".as_bytes(), 0), "`é`");
        assert_eq!(describe_at(b"\xff", 0), "byte 0xFF");
        let long = [b'a'; 100];
        let w = show_window(&long, 50, 10);
        assert_eq!(w, "[… 44 bytes …]aaaaaaaaaa[… 46 bytes …]");
        assert_eq!(show_window(b"abc", 1, 10), "abc");
    }
}
