//! The line reader's tests: lines, tokens and their places.

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
pub(super) fn spans<'a>(
    tokens: impl IntoIterator<Item = &'a Token>,
) -> Vec<(usize, usize, &'a str)> {
    let text = |t: &'a Token| std::str::from_utf8(&t.text).unwrap();
    tokens
        .into_iter()
        .map(|t| (t.line, t.col, text(t)))
        .collect()
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
