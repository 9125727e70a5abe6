//! Square names: algebraic (`d3`, `aa12`) and 1-based pairs (`3,4`, `(3,4)`).

use crate::square::Square;

/// The letters of column `col` (0-based), spreadsheet style: `a`..`z`,
/// then `aa`, `ab`, ..., `az`, `ba`, ...
pub fn column_name(col: usize) -> String {
    let mut letters = Vec::new();
    let mut n = col + 1;
    while n > 0 {
        n -= 1;
        letters.push(b'a' + (n % 26) as u8);
        n /= 26;
    }
    letters.reverse();
    String::from_utf8(letters).unwrap_or_default()
}

/// The 0-based column named by `letters` (either case), or `None` if they
/// are not letters or name a column past `usize`.
pub fn parse_column(letters: &[u8]) -> Option<usize> {
    if letters.is_empty() {
        return None;
    }
    let mut n: usize = 0;
    for &b in letters {
        if !b.is_ascii_alphabetic() {
            return None;
        }
        let v = (b.to_ascii_lowercase() - b'a') as usize + 1;
        n = n.checked_mul(26)?.checked_add(v)?;
    }
    Some(n - 1)
}

/// `sq` in algebraic notation: column letters, then the 1-based row.
pub fn algebraic(sq: Square) -> String {
    format!("{}{}", column_name(sq.col), sq.row + 1)
}

/// Parses a decimal number: its value, whatever its leading zeros
/// (`0004` is 4); `None` when `digits` is not all ASCII digits or the
/// value does not fit in a `usize`. Linear in the length.
pub fn parse_number(digits: &[u8]) -> Option<usize> {
    if !is_digits(digits) {
        return None;
    }
    digits.iter().try_fold(0usize, |n, &d| {
        n.checked_mul(10)?.checked_add((d - b'0') as usize)
    })
}

/// Whether `text` is a whole number, however long: all ASCII digits, at
/// least one. When [`parse_number`] refuses such a number, it is too large.
pub fn is_digits(text: &[u8]) -> bool {
    !text.is_empty() && text.iter().all(u8::is_ascii_digit)
}

/// Parses a square written as algebraic (`d3`, `AA10`), `r,c` or `(r,c)`
/// (1-based row and column). Off-board squares parse; the board decides.
/// `None` if the text is none of these forms (or a coordinate is 0).
pub fn parse_square(text: &[u8]) -> Option<Square> {
    let inner = match text {
        [b'(', mid @ .., b')'] => mid,
        _ => text,
    };
    if let Some(comma) = inner.iter().position(|&b| b == b',') {
        let row = parse_number(&inner[..comma])?;
        let col = parse_number(&inner[comma + 1..])?;
        return Some(Square::new(row.checked_sub(1)?, col.checked_sub(1)?));
    }
    if inner.len() != text.len() {
        return None;
    }
    let split = text.iter().position(u8::is_ascii_digit)?;
    let col = parse_column(&text[..split])?;
    let row = parse_number(&text[split..])?;
    Some(Square::new(row.checked_sub(1)?, col))
}

/// Whether `text` has the form of a square (`d3`, `r,c`, `(r,c)`) even
/// though [`parse_square`] refuses it: a coordinate of 0 or too many
/// digits. Such a square is off every board, and a message can say so.
pub fn looks_like_square(text: &[u8]) -> bool {
    // Every digit made 1 and the number cut short: a square on any board
    // exactly when the text has a square's form.
    let ones: Vec<u8> = text
        .iter()
        .enumerate()
        .filter(|&(i, b)| {
            !(b.is_ascii_digit() && matches!(text.get(i + 1), Some(d) if d.is_ascii_digit()))
        })
        .map(|(_, &b)| if b.is_ascii_digit() { b'1' } else { b })
        .collect();
    parse_square(&ones).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_names_roll_over_like_a_spreadsheet() {
        for (c, name) in [
            (0, "a"),
            (25, "z"),
            (26, "aa"),
            (27, "ab"),
            (51, "az"),
            (52, "ba"),
        ] {
            assert_eq!(column_name(c), name);
            assert_eq!(parse_column(name.as_bytes()), Some(c));
        }
        assert_eq!(column_name(701), "zz");
        assert_eq!(column_name(702), "aaa");
    }

    #[test]
    fn numbers_are_values_whatever_their_zeros() {
        assert_eq!(parse_number(b"0"), Some(0));
        assert_eq!(parse_number(b"00000000000000000000000000004"), Some(4));
        let max = usize::MAX.to_string();
        assert_eq!(
            parse_number(format!("000{max}").as_bytes()),
            Some(usize::MAX)
        );
        let over = format!("{}", u128::from(usize::MAX as u64) + 1);
        assert_eq!(parse_number(over.as_bytes()), None);
        for bad in [&b""[..], b"+4", b"-0", b"4x", b"\xd9\xa4"] {
            assert_eq!(parse_number(bad), None, "{:?}", bad);
        }
    }

    #[test]
    fn squares_in_every_form() {
        let d3 = Some(Square::new(2, 3));
        assert_eq!(parse_square(b"d3"), d3);
        assert_eq!(parse_square(b"D3"), d3);
        assert_eq!(parse_square(b"3,4"), d3);
        assert_eq!(parse_square(b"(3,4)"), d3);
        assert_eq!(parse_square(b"aa1"), Some(Square::new(0, 26)));
        for bad in [&b"d0"[..], b"0,1", b"(3,4", b"3", b"d", b"d3x", b"", b"(,)"] {
            assert_eq!(parse_square(bad), None, "{:?}", bad);
        }
        assert_eq!(algebraic(Square::new(9, 27)), "ab10");
        // Whether text is shaped like a square, on a board or not.
        for (text, looks) in [
            (&b"d0"[..], true),
            (b"0,1", true),
            (b"(0,0)", true),
            (b"99999999999999999999,1", true),
            (b"a0", true),
            (b"(3,4", false),
            (b"3", false),
            (b"d", false),
            (b"d3x", false),
            (b"", false),
            (b"(,)", false),
            (b"3,", false),
            (b"-1,2", false),
        ] {
            assert_eq!(looks_like_square(text), looks, "{:?}", text);
        }
    }
}
