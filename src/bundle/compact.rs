//! Tokens rustc does without, dropped from a bundle to keep it under
//! judges' size limits: the bundle is one program, so these change nothing.
//!
//! - A restricted visibility reads `pub`: `pub(crate)`, `pub(super)`,
//!   `pub(self)` and `pub(in path)` lose their group. Every item becomes
//!   at most as visible as the whole program, which the crate already is;
//!   a re-export stays no more visible than what it re-exports.
//! - A trailing comma before `}` or `]` goes (`S { a: 1, }`, `[a, b, ]`).
//!   Before `)` it stays: `(x,)` is a one-element tuple.
//! - Consecutive `use` declarations from one root (`crate`, `super`,
//!   `self`, `std`, `core`) become one: `use crate::a::X; use crate::b::Y;`
//!   reads `use crate::{a::X, b::Y};`. Only plain ones, side by side in one
//!   block: no attribute or visibility before them, no glob and no keyword
//!   after the root.
//!
//! Inside `macro_rules!` nothing is touched: commas there are patterns.

use super::items::{group_end, item_end, path_sep};
use super::lex::{Gap, Tok, TokenKind};

/// `toks` without the tokens above.
pub(super) fn compact(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        if let Some(end) = merge_uses(&toks, i, &mut out) {
            i = end;
            continue;
        }
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
        let before_close = toks.get(i + 1).is_some_and(|n| n.is("}") || n.is("]"));
        if t.is(",") && before_close {
            i += 1;
            continue;
        }
        out.push(t);
        i += 1;
    }
    out
}

/// The root of a plain `use` declaration at `i` that may be merged, and
/// the declaration's end (after its `;`).
fn plain_use(toks: &[Tok], i: usize) -> Option<(&'static str, usize)> {
    let starts = i == 0 || ["{", "}", ";"].iter().any(|p| toks[i - 1].is(p));
    let root = toks.get(i + 1)?;
    let rooted = ["crate", "super", "self", "std", "core"]
        .iter()
        .any(|r| root.is_word(r));
    if !(toks[i].is_word("use") && starts && rooted && path_sep(toks, i + 2)) {
        return None;
    }
    let rest = toks.get(i + 4)?;
    let keyword = ["crate", "super", "self"].iter().any(|k| rest.is_word(k));
    let end = item_end(toks, i);
    let glob = end == i + 6 && rest.is("*");
    let plain_rest = (rest.kind != TokenKind::Punct || rest.is("{")) && !keyword && !glob;
    (plain_rest && toks[end - 1].is(";")).then_some((root.text, end))
}

/// At a run of two or more plain `use` declarations of one root starting
/// at `i`, writes them to `out` as one and returns where the run ends.
fn merge_uses(toks: &[Tok], i: usize, out: &mut Vec<Tok>) -> Option<usize> {
    let (root, mut end) = plain_use(toks, i)?;
    let mut parts = vec![(i + 4, end - 1)];
    while let Some((_, e)) = plain_use(toks, end).filter(|&(r, _)| r == root) {
        parts.push((end + 4, e - 1));
        end = e;
    }
    if parts.len() < 2 {
        return None;
    }
    out.extend_from_slice(&toks[i..i + 4]);
    out.push(Tok::new(TokenKind::Punct, "{", Gap::None));
    for (k, &(from, to)) in parts.iter().enumerate() {
        if k > 0 {
            out.push(Tok::new(TokenKind::Punct, ",", Gap::None));
        }
        let mut first = toks[from];
        first.gap = Gap::None;
        out.push(first);
        out.extend_from_slice(&toks[from + 1..to]);
    }
    out.push(Tok::new(TokenKind::Punct, "}", Gap::None));
    out.push(Tok::new(TokenKind::Punct, ";", Gap::None));
    Some(end)
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
                   const A: [u8; 2] = [1, 2,];\n";
        assert_eq!(
            compacted(src),
            "pub fn f(a:u8,)->(u8,){(a,)}\npub struct S{pub a:[u8;2]}\n\
             pub struct T(pub(u8,u8));\nconst A:[u8;2]=[1,2];\n"
        );
    }

    #[test]
    fn uses_of_one_root_side_by_side_become_one() {
        let src = "use crate::a::X;\nuse crate::b::{c, D as E};\nuse std::io::Write;\n\
                   use super::*;\nuse super::f::G;\n#[cfg(unix)]\nuse crate::h::I;\n\
                   pub use crate::j::K;\nuse crate::l::M;\nfn f() { use crate::n::O; use crate::p::Q; }\n";
        assert_eq!(
            compacted(src),
            "use crate::{a::X,b::{c,D as E}};\nuse std::io::Write;\nuse super::*;\n\
             use super::f::G;\n#[cfg(unix)]\nuse crate::h::I;\npub use crate::j::K;\n\
             use crate::l::M;\nfn f(){use crate::{n::O,p::Q};}\n"
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
