//! A small Rust tokenizer for the bundler: enough to drop comments and
//! spare whitespace without touching literals, and to write tokens back.
//!
//! It does not validate Rust. It only has to split text into words,
//! literals and punctuation the same way rustc would at the places that
//! matter: a comment marker inside a string is not a comment, a `'` may
//! open a char literal or a lifetime, raw strings end only at their own
//! number of `#`. Tokens keep what separated them from the previous one,
//! so writing them back joins exactly the tokens that were joined before.

/// What kind of token: it decides whether two neighbours need a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// An identifier, keyword or lifetime.
    Word,
    /// A number, string, byte string or char literal.
    Lit,
    /// One punctuation character.
    Punct,
}

/// What stood between a token and the one before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gap {
    /// Nothing: the two were written together.
    None,
    /// Spaces or comments on the same line.
    Space,
    /// A line break.
    Line,
}

/// One token: a slice of a source embedded in the binary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tok {
    /// Its kind.
    pub kind: TokenKind,
    /// Its text, exactly as written.
    pub text: &'static str,
    /// What separated it from the previous token.
    pub gap: Gap,
}

impl Tok {
    /// A token made by the bundler itself.
    pub const fn new(kind: TokenKind, text: &'static str, gap: Gap) -> Tok {
        Tok { kind, text, gap }
    }

    /// Whether this is the word `w`.
    pub fn is_word(&self, w: &str) -> bool {
        self.kind == TokenKind::Word && self.text == w
    }

    /// Whether this is the punctuation `p`.
    pub fn is(&self, p: &str) -> bool {
        self.kind == TokenKind::Punct && self.text == p
    }
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// The end of a `"` string whose body starts at `i`.
fn string_end(b: &[u8], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

/// The end of a char literal or lifetime starting at the `'` at `i`, and
/// whether it was a literal.
fn quote_end(b: &[u8], i: usize) -> (usize, bool) {
    if b.get(i + 1) == Some(&b'\\') {
        let close = b[(i + 3).min(b.len())..]
            .iter()
            .position(|&c| c == b'\'')
            .map_or(b.len(), |p| i + 3 + p + 1);
        return (close, true);
    }
    let len = match b.get(i + 1) {
        Some(0xF0..) => 4,
        Some(0xE0..) => 3,
        Some(0xC0..) => 2,
        _ => 1,
    };
    if b.get(i + 1 + len) == Some(&b'\'') {
        return (i + 2 + len, true);
    }
    let mut j = i + 1;
    while j < b.len() && is_ident(b[j]) {
        j += 1;
    }
    (j, false)
}

/// The end of a raw string whose `#`s start at `i` (just after the `r`),
/// or `None` if no `"` follows the `#`s (a raw identifier, `r#type`).
fn raw_end(b: &[u8], i: usize) -> Option<usize> {
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    if b.get(i + hashes) != Some(&b'"') {
        return None;
    }
    let mut j = i + hashes + 1;
    while j < b.len() {
        if b[j] == b'"'
            && b[j + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == b'#')
                .count()
                == hashes
        {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(b.len())
}

/// Splits `src` into tokens, dropping comments (doc comments included).
pub fn lex(src: &'static str) -> Vec<Tok> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut gap = Gap::None;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            gap = Gap::Line;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() || b[i..].starts_with(b"//") || b[i..].starts_with(b"/*") {
            if c == b'/' && b[i + 1] == b'/' {
                i = b[i..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(b.len(), |p| i + p);
            } else if c == b'/' {
                let mut depth = 0;
                while i < b.len() {
                    if b[i..].starts_with(b"/*") {
                        depth += 1;
                        i += 2;
                    } else if b[i..].starts_with(b"*/") {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            } else {
                i += 1;
            }
            if gap == Gap::None {
                gap = Gap::Space;
            }
            continue;
        }
        let start = i;
        let kind = if c == b'"' {
            i = string_end(b, i + 1);
            TokenKind::Lit
        } else if c == b'\'' {
            let (end, lit) = quote_end(b, i);
            i = end;
            if lit {
                TokenKind::Lit
            } else {
                TokenKind::Word
            }
        } else if c.is_ascii_digit() {
            i += 1;
            while i < b.len()
                && (is_ident(b[i])
                    || (b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)))
            {
                i += 1;
            }
            TokenKind::Lit
        } else if is_ident(c) {
            while i < b.len() && is_ident(b[i]) {
                i += 1;
            }
            let word = &b[start..i];
            let next = b.get(i).copied();
            match (word, next) {
                (b"b" | b"c", Some(b'"')) => {
                    i = string_end(b, i + 1);
                    TokenKind::Lit
                }
                (b"b", Some(b'\'')) => {
                    i = quote_end(b, i).0;
                    TokenKind::Lit
                }
                (b"r" | b"br" | b"cr", Some(b'"' | b'#')) => match raw_end(b, i) {
                    Some(end) => {
                        i = end;
                        TokenKind::Lit
                    }
                    None => {
                        // A raw identifier: `r#` and the word after it.
                        i += 1;
                        while i < b.len() && is_ident(b[i]) {
                            i += 1;
                        }
                        TokenKind::Word
                    }
                },
                _ => TokenKind::Word,
            }
        } else {
            i += 1;
            TokenKind::Punct
        };
        out.push(Tok {
            kind,
            text: &src[start..i],
            gap,
        });
        gap = Gap::None;
    }
    out
}

/// Whether punctuation `a` then `b`, written together, would start a
/// longer token than `a` (`->`, `&&`, `..=`, `>=`, `::`, `//`, `/*`):
/// only then does the space between them stay (`Vec<u8> =`, `& &x`),
/// while `: &` and `= &` lose it. Punctuation is lexed one character at
/// a time, so the pair is two characters; `<-` counts, as rustc reserves
/// it.
fn fuses(a: &str, b: &str) -> bool {
    const PAIRS: [&str; 25] = [
        "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "^=",
        "&=", "|=", "<<", ">>", "..", ".=", "<-", "//", "/*", "*/",
    ];
    let pair = [a.as_bytes().last(), b.as_bytes().first()];
    match pair {
        [Some(&x), Some(&y)] => PAIRS.iter().any(|p| p.as_bytes() == [x, y]),
        _ => false,
    }
}

/// Writes tokens back as text: a line break wherever the source had one,
/// a space only where two words, literals or punctuation marks would
/// otherwise fuse, nothing else (no indentation, no comments).
pub fn write(toks: &[Tok], out: &mut String) {
    write_breaks(toks, out, |_, _| true);
}

/// [`write()`] for a bundle: with `lines`, a line break is kept between
/// statements and items only (after `;`, `{` or `}`, or before `}`), so
/// that a call or a list rustfmt spread over lines is joined, which Rust
/// reads alike (line breaks mean nothing outside literals and comments,
/// and comments are gone); without, a break is kept only where a space is
/// needed (as a space): the most compact form.
pub fn write_with(toks: &[Tok], out: &mut String, lines: bool) {
    let statement = |prev: &str, next: &str| [";", "{", "}"].contains(&prev) || next == "}";
    write_breaks(toks, out, |prev, next| lines && statement(prev, next));
}

/// [`write()`], keeping the line break between two tokens where `keep`
/// says so for their texts.
fn write_breaks(toks: &[Tok], out: &mut String, keep: impl Fn(&str, &str) -> bool) {
    let mut prev: Option<TokenKind> = None;
    let mut prev_text = "";
    for t in toks {
        match (t.gap, prev) {
            (Gap::None, _) | (_, None) => {}
            (Gap::Line, _) if keep(prev_text, t.text) => out.push('\n'),
            (Gap::Space | Gap::Line, Some(p)) => {
                let words = p != TokenKind::Punct && t.kind != TokenKind::Punct;
                let operators =
                    p == TokenKind::Punct && t.kind == TokenKind::Punct && fuses(prev_text, t.text);
                if words || operators {
                    out.push(' ');
                }
            }
        }
        out.push_str(t.text);
        prev = Some(t.kind);
        prev_text = t.text;
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip(src: &'static str) -> String {
        let mut s = String::new();
        write(&lex(src), &mut s);
        s
    }

    #[test]
    fn comments_go_literals_stay() {
        let src = "/// doc\nfn f() -> &'static str { // note\n    let s = \"a // b /* c\";\n    let r = r#\"x\"y // z\"#; /* block /* nested */ */ let c = '/';\n    s\n}\n";
        assert_eq!(
            roundtrip(src),
            "fn f()->&'static str{\nlet s=\"a // b /* c\";\nlet r=r#\"x\"y // z\"#;let c='/';\ns\n}\n"
        );
    }

    #[test]
    fn quotes_lifetimes_numbers_and_raw_identifiers() {
        let toks = lex("'a' '\\'' 'life b'x' 1..=0x1F 1.5 r#type br\"q\" b\"\\\"\"");
        let shown: Vec<String> = toks
            .iter()
            .map(|t| format!("{:?} {}", t.kind, t.text))
            .collect();
        let want = [
            "Lit 'a'",
            "Lit '\\''",
            "Word 'life",
            "Lit b'x'",
            "Lit 1",
            "Punct .",
            "Punct .",
            "Punct =",
            "Lit 0x1F",
            "Lit 1.5",
            "Word r#type",
            "Lit br\"q\"",
            "Lit b\"\\\"\"",
        ];
        assert_eq!(shown, want);
    }

    #[test]
    fn spaces_kept_only_where_tokens_would_fuse() {
        assert_eq!(roundtrip("let  x = a & & b;"), "let x=a& &b;\n");
        assert_eq!(roundtrip("a && !b"), "a&&!b\n");
        assert_eq!(
            roundtrip("f(a: &u8) -> Vec<u8> = - 1"),
            "f(a:&u8)->Vec<u8> =-1\n"
        );
        assert_eq!(
            roundtrip("x . . = y; a < - b; c / / d"),
            "x. . =y;a< -b;c/ /d\n"
        );
        assert_eq!(roundtrip("1 as u8"), "1 as u8\n");
        let mut s = String::new();
        write_with(&lex("fn f()\n{\n    a\n    + b\n}"), &mut s, false);
        assert_eq!(s, "fn f(){a+b}\n");
    }
}
