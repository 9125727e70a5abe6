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

/// The self type of the impl block whose `impl` is at `i` (the last
/// segment of its path), whether it implements a trait, whether its path
/// has one segment, and where its body opens.
fn impl_header(toks: &[Tok], i: usize) -> Option<(&'static str, bool, bool, usize)> {
    let open = (i..toks.len()).find(|&k| toks[k].is("{"))?;
    let mut k = skip_generics(toks, i + 1);
    let trait_for = (k..open).find(|&f| toks[f].is_word("for"));
    if let Some(f) = trait_for {
        k = f + 1;
    }
    let (mut name, mut segments) = (None, 0);
    while k < open {
        let t = toks[k];
        if t.is("<") || t.is_word("where") {
            break;
        }
        if t.kind == TokenKind::Word
            && !["dyn", "mut"].contains(&t.text)
            && !t.text.starts_with('\'')
        {
            name = Some(t.text);
            segments += 1;
        }
        k += 1;
    }
    Some((name?, trait_for.is_some(), segments == 1, open))
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
                Some((ty, of_trait, simple, open)) => {
                    let stop = group_end(toks, open);
                    p.impls.push((start, stop));
                    p.impl_types.push(ty);
                    if !of_trait {
                        p.nodes.push(Node {
                            what: What::ImplOf,
                            name: ty,
                            span: (start, stop),
                            scan: (start, open + 1),
                            module,
                        });
                        items(toks, open + 1, stop - 1, (module, Some(ty)), p);
                    } else if simple {
                        node(What::ImplOf, ty, stop);
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
                p.others.insert(name);
                item_end(toks, i, true)
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
