//! Tokens rustc does without, dropped from a bundle to keep it under
//! judges' size limits: the bundle is one program, so these change nothing.
//!
//! - A restricted visibility reads `pub`: `pub(crate)`, `pub(super)`,
//!   `pub(self)` and `pub(in path)` lose their group. Every item becomes
//!   at most as visible as the whole program, which the crate already is;
//!   a re-export stays no more visible than what it re-exports.
//! - A trailing comma before `}` or `]` goes (`S { a: 1, }`, `[a, b, ]`),
//!   and before `)` when the parentheses hold another comma of their own
//!   (`f(a, b,)`): `(x,)` is a one-element tuple, so it stays.
//!
//! Imports are made small apart (`imports.rs`). Inside `macro_rules!` nothing is touched: commas there are patterns.

use super::items::group_end;
use super::lex::Tok;

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
        out.push(t);
        i += 1;
    }
    out
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
    fn macro_rules_stay_as_written() {
        let src = "macro_rules! m { ($($x:expr),* $(,)?) => { [$($x,)*] }; }\n";
        let mut plain = String::new();
        lex::write(&lex::lex(src), &mut plain);
        assert_eq!(compacted(src), plain);
    }
}
