//! A bundle's `use` declarations, made small: consecutive ones from one
//! root (`crate`, `super`, `self`, `std`, `core`) become one, `use
//! crate::a::X; use crate::b::Y;` reading `use crate::{a::X, b::Y};`. Only
//! plain ones, side by side in one block: no attribute or visibility
//! before them, no glob and no keyword after the root. The imports of what
//! the bundle leaves out are gone before (`prune.rs`).
//!
//! Inside `macro_rules!` nothing is touched.

use super::items::{group_end, item_end, path_sep};
use super::lex::{Gap, Tok, TokenKind};

/// Where `use` declarations are not touched: `macro_rules!` bodies.
fn macro_end(toks: &[Tok], i: usize) -> Option<usize> {
    if !toks[i].is_word("macro_rules") {
        return None;
    }
    let open = (i..toks.len()).find(|&j| toks[j].is("{") || toks[j].is("("));
    Some(open.map_or(toks.len(), |o| group_end(toks, o)))
}

/// Whether a `use` at `i` starts a plain declaration: first in its block
/// or after another item, with no attribute or visibility before it.
fn starts_plain(toks: &[Tok], i: usize) -> bool {
    toks[i].is_word("use") && (i == 0 || ["{", "}", ";"].iter().any(|p| toks[i - 1].is(p)))
}

/// The root of a plain `use` declaration at `i` that may be merged, and
/// the declaration's end (after its `;`).
fn plain_use(toks: &[Tok], i: usize) -> Option<(&'static str, usize)> {
    let root = toks.get(i + 1)?;
    let rooted = ["crate", "super", "self", "std", "core"]
        .iter()
        .any(|r| root.is_word(r));
    if !(starts_plain(toks, i) && rooted && path_sep(toks, i + 2)) {
        return None;
    }
    let rest = toks.get(i + 4)?;
    let keyword = ["crate", "super", "self"].iter().any(|k| rest.is_word(k));
    let end = item_end(toks, i, false);
    let glob = end == i + 6 && rest.is("*");
    let plain_rest = (rest.kind != TokenKind::Punct || rest.is("{")) && !keyword && !glob;
    (plain_rest && toks[end - 1].is(";")).then_some((root.text, end))
}

/// `toks` with each run of plain `use` declarations of one root merged.
pub(super) fn merge(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if let Some(end) = macro_end(&toks, i) {
            out.extend_from_slice(&toks[i..end]);
            i = end;
            continue;
        }
        match merge_run(&toks, i, &mut out) {
            Some(end) => i = end,
            None => {
                out.push(toks[i]);
                i += 1;
            }
        }
    }
    out
}

/// At a run of two or more plain `use` declarations of one root starting
/// at `i`, writes them to `out` as one and returns where the run ends.
fn merge_run(toks: &[Tok], i: usize, out: &mut Vec<Tok>) -> Option<usize> {
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

    fn merged(src: &'static str) -> String {
        let mut out = String::new();
        lex::write(&merge(lex::lex(src)), &mut out);
        out
    }

    #[test]
    fn uses_of_one_root_side_by_side_become_one() {
        let src = "use crate::a::X;\nuse crate::b::{c, D as E};\nuse std::io::Write;\n\
                   use super::*;\nuse super::f::G;\n#[cfg(unix)]\nuse crate::h::I;\n\
                   pub use crate::j::K;\nuse crate::l::M;\nfn f() { use crate::n::O; use crate::p::Q; }\n\
                   fn g(_: X, _: c, _: E, _: G, _: I, _: M, _: O, _: Q) {}\n";
        assert_eq!(
            merged(src),
            "use crate::{a::X,b::{c,D as E}};\nuse std::io::Write;\nuse super::*;\n\
             use super::f::G;\n#[cfg(unix)]\nuse crate::h::I;\npub use crate::j::K;\n\
             use crate::l::M;\nfn f(){use crate::{n::O,p::Q};}\n\
             fn g(_:X,_:c,_:E,_:G,_:I,_:M,_:O,_:Q){}\n"
        );
    }
}
