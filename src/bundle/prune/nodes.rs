//! Reading a bundle's removable items, the nodes of [`super`]'s graph:
//! free items, types, impl blocks and their functions, by module.

use super::{Items, Node, What};
use crate::bundle::items::{group_end, item_end};
use crate::bundle::lex::{Tok, TokenKind};
use std::collections::HashSet;

/// Skips a generic parameter list `<...>` at `i` (`->` inside is not a
/// closing bracket).
fn skip_generics(toks: &[Tok], mut i: usize) -> usize {
    if !toks.get(i).is_some_and(|t| t.is("<")) {
        return i;
    }
    let mut depth = 0;
    while i < toks.len() {
        if toks[i].is("<") {
            depth += 1;
        } else if toks[i].is(">") && !toks[i - 1].is("-") {
            depth -= 1;
            if depth == 0 {
                return i + 1;
            }
        }
        i += 1;
    }
    i
}

/// Whether the function whose `fn` is at `i` takes `self`.
fn takes_self(toks: &[Tok], i: usize) -> bool {
    let open = skip_generics(toks, i + 2);
    if !toks.get(open).is_some_and(|t| t.is("(")) {
        return false;
    }
    toks[open + 1..]
        .iter()
        .take_while(|t| !t.is(",") && !t.is(")"))
        .any(|t| t.is_word("self"))
}

/// An impl block's header, read by [`impl_header`].
struct ImplHeader {
    /// The self type (the last segment of its path).
    ty: &'static str,
    /// Whether that path has one segment.
    simple: bool,
    /// The trait it implements (the last segment of its path), if any...
    of: Option<&'static str>,
    /// ... and whether that trait may be one of the bundle's: its path is
    /// one name or starts at `crate`, `super` or `self`.
    of_bundle: bool,
    /// Where its body opens.
    open: usize,
}

/// The last segment of the path in `toks[from..to]` (before its generic
/// arguments or `where`), how many segments it has, and its first one.
fn path_in(toks: &[Tok], from: usize, to: usize) -> (Option<&'static str>, usize, &'static str) {
    let (mut name, mut segments, mut first) = (None, 0, "");
    for t in &toks[from..to] {
        if t.is("<") || t.is_word("where") {
            break;
        }
        if t.kind == TokenKind::Word
            && !["dyn", "mut"].contains(&t.text)
            && !t.text.starts_with('\'')
        {
            if segments == 0 {
                first = t.text;
            }
            name = Some(t.text);
            segments += 1;
        }
    }
    (name, segments, first)
}

/// The header of the impl block whose `impl` is at `i`.
fn impl_header(toks: &[Tok], i: usize) -> Option<ImplHeader> {
    let open = (i..toks.len()).find(|&k| toks[k].is("{"))?;
    let k = skip_generics(toks, i + 1);
    let trait_for = (k..open).find(|&f| toks[f].is_word("for"));
    let (of, of_bundle) = match trait_for {
        Some(f) => {
            let (name, segments, first) = path_in(toks, k, f);
            (
                name,
                segments == 1 || ["crate", "super", "self"].contains(&first),
            )
        }
        None => (None, false),
    };
    let (ty, segments, _) = path_in(toks, trait_for.map_or(k, |f| f + 1), open);
    Some(ImplHeader {
        ty: ty?,
        simple: segments == 1,
        of,
        of_bundle,
        open,
    })
}

/// The names of the items declared in the trait whose body is
/// `toks[open..stop]`, each with `name`, into `out`.
fn trait_items(
    toks: &[Tok],
    (open, stop): (usize, usize),
    name: &'static str,
    out: &mut Vec<(&'static str, &'static str)>,
) {
    let mut k = open + 1;
    while k + 1 < stop {
        let t = toks[k];
        if t.is("{") || t.is("(") || t.is("[") {
            k = group_end(toks, k);
            continue;
        }
        let next = toks[k + 1];
        if ["fn", "const", "type"].contains(&t.text)
            && t.kind == TokenKind::Word
            && next.kind == TokenKind::Word
        {
            out.push((next.text, name));
        }
        k += 1;
    }
}

/// Reads the items of `toks[i..end]`, at a module's level or (with `ty`)
/// inside an inherent impl block of `ty`, into `p`.
pub(super) fn items(
    toks: &[Tok],
    mut i: usize,
    end: usize,
    (module, ty): (usize, Option<&'static str>),
    p: &mut Items,
) {
    let word = |k: usize| {
        toks.get(k)
            .filter(|t| t.kind == TokenKind::Word)
            .map_or("", |t| t.text)
    };
    while i < end {
        let start = i;
        while i < end && toks[i].is("#") {
            let bang = toks.get(i + 1).is_some_and(|t| t.is("!"));
            i = group_end(toks, i + 1 + usize::from(bang));
        }
        if word(i) == "pub" {
            i += 1;
            if toks.get(i).is_some_and(|t| t.is("(")) {
                i = group_end(toks, i);
            }
        }
        loop {
            match word(i) {
                "const" if ["fn", "unsafe", "extern", "async"].contains(&word(i + 1)) => i += 1,
                "unsafe" | "async" => i += 1,
                "extern" if toks.get(i + 1).is_some_and(|t| t.kind == TokenKind::Lit) => i += 2,
                _ => break,
            }
        }
        if i >= end {
            return;
        }
        let mut node = |what: What, name: &'static str, stop: usize| {
            p.nodes.push(Node {
                what,
                name,
                span: (start, stop),
                scan: (start, stop),
                module,
            });
            stop
        };
        let name = word(i + 1);
        i = match word(i) {
            "fn" => {
                let stop = item_end(toks, i, true);
                match ty {
                    Some(ty) => {
                        let method = takes_self(toks, i);
                        node(What::Assoc { ty, method }, name, stop)
                    }
                    None => node(What::Free, name, stop),
                }
            }
            "const" | "static" => {
                let name = if name == "mut" { word(i + 2) } else { name };
                let stop = item_end(toks, i, false);
                match ty {
                    _ if name == "_" => stop,
                    Some(ty) => node(What::Assoc { ty, method: false }, name, stop),
                    None => node(What::Free, name, stop),
                }
            }
            "struct" | "union" | "enum" | "type" => {
                let stop = item_end(toks, i, word(i) != "type");
                if word(i) == "enum" {
                    variants(toks, i, stop, &mut p.others);
                }
                if word(i) == "type" {
                    p.aliases.insert(name);
                }
                node(What::Type, name, stop)
            }
            "impl" => match impl_header(toks, i) {
                Some(ImplHeader {
                    ty,
                    simple,
                    of,
                    of_bundle,
                    open,
                }) => {
                    let stop = group_end(toks, open);
                    p.impls.push((start, stop));
                    p.impl_types.push(ty);
                    if of.is_none() {
                        p.nodes.push(Node {
                            what: What::ImplOf,
                            name: ty,
                            span: (start, stop),
                            scan: (start, open + 1),
                            module,
                        });
                        items(toks, open + 1, stop - 1, (module, Some(ty)), p);
                    } else if simple {
                        match of {
                            Some(of) if of_bundle => node(What::ImplOfTrait { of }, ty, stop),
                            _ => node(What::ImplOf, ty, stop),
                        };
                    }
                    stop
                }
                None => end,
            },
            "mod" => {
                p.others.insert(name);
                match toks.get(i + 2) {
                    Some(t) if t.is("{") => {
                        let stop = group_end(toks, i + 2);
                        p.modules.push((i + 3, stop - 1));
                        let inner = p.modules.len() - 1;
                        items(toks, i + 3, stop - 1, (inner, None), p);
                        stop
                    }
                    _ => item_end(toks, i, false),
                }
            }
            "trait" => {
                let stop = item_end(toks, i, true);
                if let Some(open) = (i..stop).find(|&k| toks[k].is("{")) {
                    trait_items(toks, (open, stop), name, &mut p.trait_items);
                }
                node(What::Trait, name, stop)
            }
            "macro_rules" => {
                p.others.insert(word(i + 2));
                let stop = group_end(toks, i + 3);
                p.macros.push((i, stop));
                stop + usize::from(toks.get(stop).is_some_and(|t| t.is(";")))
            }
            _ => item_end(toks, i, true).max(i + 1),
        }
        .min(end);
        if i <= start {
            i = start + 1;
        }
    }
}

/// The names of the variants of the enum whose keyword is at `i`.
fn variants(toks: &[Tok], i: usize, stop: usize, out: &mut HashSet<&'static str>) {
    let open = match (i..stop).find(|&k| toks[k].is("{")) {
        Some(open) => open,
        None => return,
    };
    let mut k = open + 1;
    while k + 1 < stop {
        while toks[k].is("#") {
            k = group_end(toks, k + 1);
        }
        if toks[k].kind == TokenKind::Word {
            out.insert(toks[k].text);
        }
        // To the `,` ending this variant.
        while k + 1 < stop && !toks[k].is(",") {
            if toks[k].is("(") || toks[k].is("{") || toks[k].is("[") {
                k = group_end(toks, k);
            } else {
                k += 1;
            }
        }
        k += 1;
    }
}
