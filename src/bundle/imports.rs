//! A bundle's `use` declarations, made small: what nothing uses goes, and
//! the rest from one root become one declaration.
//!
//! - An imported name that nothing else in its module (children
//!   included) mentions goes, once the functions nobody calls are gone
//!   (see `prune.rs`): a word anywhere in the module counts, even inside a
//!   string (`format!("{NAME}")` names it there). Kept whatever their use:
//!   imports from `std`, `core` and `alloc` and the crate's own traits
//!   (their methods are called without naming them), `pub use` (a path
//!   elsewhere may go through it), globs, `self` and `as _`.
//! - Consecutive `use` declarations from one root (`crate`, `super`,
//!   `self`, `std`, `core`) become one: `use crate::a::X; use crate::b::Y;`
//!   reads `use crate::{a::X, b::Y};`. Only plain ones, side by side in one
//!   block: no attribute or visibility before them, no glob and no keyword
//!   after the root.
//!
//! Inside `macro_rules!` nothing is touched.

use super::items::{group_end, item_end, path_sep};
use super::lex::{Gap, Tok, TokenKind};
use std::collections::{BTreeSet, HashMap};

/// `toks` with their imports tidied as above.
pub(super) fn tidy(toks: Vec<Tok>) -> Vec<Tok> {
    merge(drop_unused(toks))
}

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

/// One use tree, as written.
enum Tree {
    /// `a::b::` and what follows it.
    Prefix(Vec<Tok>, Box<Tree>),
    /// `{ x, y }`.
    Group(Vec<Tree>),
    /// A name (with `as` and its alias): the name it brings in, or `None`
    /// for what is always kept (`*`, `self`, `as _`).
    Leaf(Vec<Tok>, Option<&'static str>),
}

/// The tree at `toks[*i]`, moving `*i` past it.
fn parse(toks: &[Tok], i: &mut usize) -> Tree {
    let mut prefix = Vec::new();
    while toks.get(*i).is_some_and(|t| t.kind == TokenKind::Word) && path_sep(toks, *i + 1) {
        prefix.extend_from_slice(&toks[*i..*i + 3]);
        *i += 3;
    }
    let tree = if toks.get(*i).is_some_and(|t| t.is("{")) {
        let end = group_end(toks, *i) - 1;
        *i += 1;
        let mut items = Vec::new();
        while *i < end {
            items.push(parse(toks, i));
            if toks.get(*i).is_some_and(|t| t.is(",")) {
                *i += 1;
            }
        }
        *i = end + 1;
        Tree::Group(items)
    } else {
        let start = *i;
        *i += 1;
        let mut name = toks.get(start).filter(|t| t.kind == TokenKind::Word);
        if toks.get(*i).is_some_and(|t| t.is_word("as")) {
            name = toks.get(*i + 1).filter(|t| t.text != "_");
            *i += 2;
        }
        let name = name.map(|t| t.text).filter(|n| *n != "self");
        Tree::Leaf(toks[start..*i].to_vec(), name)
    };
    match prefix.is_empty() {
        true => tree,
        false => Tree::Prefix(prefix, Box::new(tree)),
    }
}

/// `tree` without the leaves `unused` names; `None` when nothing is left.
fn keep(tree: Tree, unused: &dyn Fn(&str) -> bool) -> Option<Tree> {
    match tree {
        Tree::Leaf(_, Some(name)) if unused(name) => None,
        Tree::Leaf(..) => Some(tree),
        Tree::Prefix(p, inner) => keep(*inner, unused).map(|t| Tree::Prefix(p, Box::new(t))),
        Tree::Group(items) => {
            let items: Vec<Tree> = items.into_iter().filter_map(|t| keep(t, unused)).collect();
            (!items.is_empty()).then_some(Tree::Group(items))
        }
    }
}

fn write_tree(tree: &Tree, out: &mut Vec<Tok>) {
    match tree {
        Tree::Leaf(toks, _) => out.extend_from_slice(toks),
        Tree::Prefix(p, inner) => {
            out.extend_from_slice(p);
            write_tree(inner, out);
        }
        Tree::Group(items) => {
            out.push(Tok::new(TokenKind::Punct, "{", Gap::None));
            for (k, t) in items.iter().enumerate() {
                if k > 0 {
                    out.push(Tok::new(TokenKind::Punct, ",", Gap::None));
                }
                write_tree(t, out);
            }
            out.push(Tok::new(TokenKind::Punct, "}", Gap::None));
        }
    }
}

/// The words of `t`: itself, or for a literal the identifiers in it.
fn words_of(t: &Tok) -> Vec<&'static str> {
    match t.kind {
        TokenKind::Word => vec![t.text],
        TokenKind::Lit => t
            .text
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .collect(),
        TokenKind::Punct => Vec::new(),
    }
}

/// `toks` without the imported names nothing in their module mentions.
fn drop_unused(toks: Vec<Tok>) -> Vec<Tok> {
    let traits: BTreeSet<&str> = toks
        .windows(2)
        .filter(|w| w[0].is_word("trait") && w[1].kind == TokenKind::Word)
        .map(|w| w[1].text)
        .collect();
    // The modules' token ranges, innermost last; the whole stream is one.
    let mut modules = vec![(0, toks.len())];
    for i in 0..toks.len().saturating_sub(2) {
        if toks[i].is_word("mod") && toks[i + 2].is("{") {
            modules.push((i + 2, group_end(&toks, i + 2)));
        }
    }
    let mut counts: Vec<Option<HashMap<&str, usize>>> = vec![None; modules.len()];
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if let Some(end) = macro_end(&toks, i) {
            out.extend_from_slice(&toks[i..end]);
            i = end;
            continue;
        }
        let rooted = toks.get(i + 1).is_some_and(|r| {
            r.kind == TokenKind::Word && !["std", "core", "alloc"].contains(&r.text)
        });
        if !(starts_plain(&toks, i) && rooted) {
            out.push(toks[i]);
            i += 1;
            continue;
        }
        let end = item_end(&toks, i);
        let m = (0..modules.len())
            .rev()
            .find(|&k| modules[k].0 <= i && i < modules[k].1)
            .unwrap_or(0);
        let words = counts[m].get_or_insert_with(|| {
            let mut c = HashMap::new();
            for t in &toks[modules[m].0..modules[m].1] {
                for w in words_of(t) {
                    *c.entry(w).or_insert(0) += 1;
                }
            }
            c
        });
        let decl = &toks[i..end];
        let unused = |name: &str| {
            let here = decl.iter().filter(|t| t.is_word(name)).count();
            !traits.contains(name) && words.get(name).copied().unwrap_or(0) <= here
        };
        let mut at = i + 1;
        let tree = parse(&toks, &mut at);
        if at + 1 == end && toks[at].is(";") {
            if let Some(tree) = keep(tree, &unused) {
                out.push(toks[i]);
                write_tree(&tree, &mut out);
                out.push(toks[at]);
            }
        } else {
            out.extend_from_slice(decl);
        }
        i = end;
    }
    out
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
    let end = item_end(toks, i);
    let glob = end == i + 6 && rest.is("*");
    let plain_rest = (rest.kind != TokenKind::Punct || rest.is("{")) && !keyword && !glob;
    (plain_rest && toks[end - 1].is(";")).then_some((root.text, end))
}

/// `toks` with each run of plain `use` declarations of one root merged.
fn merge(toks: Vec<Tok>) -> Vec<Tok> {
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

    fn tidied(src: &'static str) -> String {
        let mut out = String::new();
        lex::write(&tidy(lex::lex(src)), &mut out);
        out
    }

    #[test]
    fn uses_of_one_root_side_by_side_become_one() {
        let src = "use crate::a::X;\nuse crate::b::{c, D as E};\nuse std::io::Write;\n\
                   use super::*;\nuse super::f::G;\n#[cfg(unix)]\nuse crate::h::I;\n\
                   pub use crate::j::K;\nuse crate::l::M;\nfn f() { use crate::n::O; use crate::p::Q; }\n\
                   fn g(_: X, _: c, _: E, _: G, _: I, _: M, _: O, _: Q) {}\n";
        assert_eq!(
            tidied(src),
            "use crate::{a::X,b::{c,D as E}};\nuse std::io::Write;\nuse super::*;\n\
             use super::f::G;\n#[cfg(unix)]\nuse crate::h::I;\npub use crate::j::K;\n\
             use crate::l::M;\nfn f(){use crate::{n::O,p::Q};}\n\
             fn g(_:X,_:c,_:E,_:G,_:I,_:M,_:O,_:Q){}\n"
        );
    }

    #[test]
    fn names_nothing_mentions_go() {
        let src = "mod a { use crate::x::{Used, Unused, self as y, Tr, Z as _}; use super::Gone;\n\
                   use std::io::Write; pub use crate::k::Kept; use crate::q::InStr;\n\
                   fn f(_: Used) -> String { format!(\"{InStr}\") } mod b { fn g(_: Child) {} }\n\
                   use crate::c::Child; }\ntrait Tr {}\n";
        assert_eq!(
            tidied(src),
            "mod a{use crate::x::{Used,Tr,Z as _};\n\
             use std::io::Write;pub use crate::k::Kept;use crate::q::InStr;\n\
             fn f(_:Used)->String{format!(\"{InStr}\")}mod b{fn g(_:Child){}}\n\
             use crate::c::Child;}\ntrait Tr{}\n"
        );
    }
}
