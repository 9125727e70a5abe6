//! Tokens rustc does without, dropped from a bundle to keep it under
//! judges' size limits: the bundle is one program, so these change nothing.
//!
//! - A restricted visibility reads `pub`: `pub(crate)`, `pub(super)`,
//!   `pub(self)` and `pub(in path)` lose their group. Every item becomes
//!   at most as visible as the whole program, which the crate already is;
//!   a re-export stays no more visible than what it re-exports.
//! - A number loses its digit separators: `0x7E7E_7E7E` reads
//!   `0x7E7E7E7E`, `1_000_u64` reads `1000u64` (the same value and type).
//! - A trailing comma before `}` or `]` goes (`S { a: 1, }`, `[a, b, ]`),
//!   and before `)` when the parentheses hold another comma of their own
//!   (`f(a, b,)`): `(x,)` is a one-element tuple, so it stays.
//!
//! Imports are made small apart (`imports.rs`). Inside `macro_rules!` nothing is touched: commas there are patterns.

use super::items::group_end;
use super::lex::{Tok, TokenKind};

/// `toks` without the tokens above.
pub(super) fn compact(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    // For each open bracket around token `i`: whether it is a `(` that
    // already holds a comma of its own.
    let mut open: Vec<(bool, bool)> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        if t.is_word("macro_rules") {
            // `macro_rules! name { ... }`, kept as written.
            let open = (i..toks.len()).find(|&j| toks[j].is("{") || toks[j].is("("));
            let end = open.map_or(toks.len(), |o| group_end(&toks, o));
            out.extend_from_slice(&toks[i..end]);
            i = end;
            continue;
        }
        if t.is_word("pub") && toks.get(i + 1).is_some_and(|n| n.is("(")) {
            let restricted = toks.get(i + 2).is_some_and(|w| {
                ["crate", "super", "self", "in"]
                    .iter()
                    .any(|r| w.is_word(r))
            });
            if restricted {
                out.push(t);
                i = group_end(&toks, i + 1);
                continue;
            }
        }
        if t.is("(") || t.is("[") || t.is("{") {
            open.push((t.is("("), false));
        } else if t.is(")") || t.is("]") || t.is("}") {
            open.pop();
        }
        if t.is(",") {
            let before_close = toks.get(i + 1).is_some_and(|n| n.is("}") || n.is("]"));
            let before_paren = toks.get(i + 1).is_some_and(|n| n.is(")"));
            let listed = open.last().is_some_and(|&(paren, comma)| paren && comma);
            if before_close || (before_paren && listed) {
                i += 1;
                continue;
            }
            if let Some(top) = open.last_mut() {
                top.1 = true;
            }
        }
        out.push(without_separators(t));
        i += 1;
    }
    out
}

/// `t` without the `_` separators of a number literal. The new text is
/// leaked: a bundle is made once per process, and its tokens borrow text
/// for the whole run.
fn without_separators(t: Tok) -> Tok {
    let number = t.kind == TokenKind::Lit && t.text.starts_with(|c: char| c.is_ascii_digit());
    if !number || !t.text.contains('_') {
        return t;
    }
    let text: String = t.text.chars().filter(|&c| c != '_').collect();
    Tok::new(t.kind, Box::leak(text.into_boxed_str()), t.gap)
}

#[cfg(test)]
mod tests {
    use super::super::lex;
    use super::*;

    fn compacted(src: &'static str) -> String {
        let mut out = String::new();
        lex::write(&compact(lex::lex(src)), &mut out);
        out
    }

    #[test]
    fn visibility_reads_pub_and_trailing_commas_go() {
        let src = "pub(crate) fn f(a: u8,) -> (u8,) { (a,) }\n\
                   pub(super) struct S { pub(in crate::x) a: [u8; 2], }\n\
                   pub struct T(pub (u8, u8));\n\
                   const A: [u8; 2] = [1, 2,];\n\
                   fn g(a: u8, b: (u8,),) { h(a, (b,), [c,],) }\n";
        assert_eq!(
            compacted(src),
            "pub fn f(a:u8,)->(u8,){(a,)}\npub struct S{pub a:[u8;2]}\n\
             pub struct T(pub(u8,u8));\nconst A:[u8;2]=[1,2];\n\
             fn g(a:u8,b:(u8,)){h(a,(b,),[c])}\n"
        );
    }

    #[test]
    fn numbers_lose_their_separators_and_nothing_else_does() {
        let src = "const A: u64 = 0x7E7E_7E7E; const B: u64 = 1_000_u64;\n\
                   const C: &str = \"a_b 1_2\"; let d_1 = x.0; let e = 2.5_f64;\n";
        assert_eq!(
            compacted(src),
            "const A:u64=0x7E7E7E7E;const B:u64=1000u64;\n\
             const C:&str=\"a_b 1_2\";let d_1=x.0;let e=2.5f64;\n"
        );
    }

    #[test]
    fn macro_rules_stay_as_written() {
        let src = "macro_rules! m { ($($x:expr),* $(,)?) => { [$($x,)*] }; }\n";
        let mut plain = String::new();
        lex::write(&lex::lex(src), &mut plain);
        assert_eq!(compacted(src), plain);
    }
}
