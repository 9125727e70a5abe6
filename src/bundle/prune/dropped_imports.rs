//! The `use` lines after pruning: the imports of names whose every item
//! went are taken out, and a line left empty goes.

use crate::bundle::items::{drop_item_prefix, item_end, path_sep};
use crate::bundle::lex::{Gap, Tok, TokenKind};
use std::collections::HashSet;

/// `toks` with the imports of the names in `gone` taken out of their `use`
/// lines, and the lines left empty removed (with their visibility and
/// attributes). Paths from `std`, `core` and `alloc` are left alone.
pub(super) fn drop_imports(toks: Vec<Tok>, gone: &HashSet<&str>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if !toks[i].is_word("use") {
            out.push(toks[i]);
            i += 1;
            continue;
        }
        let stop = item_end(&toks, i, false);
        let body = &toks[i + 1..stop.saturating_sub(1)];
        let from_std = body
            .first()
            .is_some_and(|t| ["std", "core", "alloc"].contains(&t.text));
        let mut at = 0;
        let filtered = match tree(body, &mut at, gone) {
            _ if from_std => Some(Some(body.to_vec())),
            Ok(tree) if at == body.len() => Some(tree),
            _ => None,
        };
        match filtered {
            // Unexpected shape: left as it is.
            None => out.extend_from_slice(&toks[i..stop]),
            Some(Some(tree)) => {
                out.push(toks[i]);
                out.extend(tree);
                out.extend_from_slice(&toks[stop - 1..stop]);
            }
            Some(None) => drop_item_prefix(&mut out),
        }
        i = stop;
    }
    out
}

/// The use tree at `toks[*at..]` without its leaves named in `gone`:
/// `Ok(None)` if none is left, `Err` if it is not a use tree.
fn tree(toks: &[Tok], at: &mut usize, gone: &HashSet<&str>) -> Result<Option<Vec<Tok>>, ()> {
    let mut out = Vec::new();
    while toks.get(*at).is_some_and(|t| t.kind == TokenKind::Word) && path_sep(toks, *at + 1) {
        out.extend_from_slice(&toks[*at..*at + 3]);
        *at += 3;
    }
    let t = *toks.get(*at).ok_or(())?;
    *at += 1;
    if t.is("*") {
        out.push(t);
        return Ok(Some(out));
    }
    if t.is("{") {
        let mut subtrees = Vec::new();
        while !toks.get(*at).ok_or(())?.is("}") {
            if let Some(sub) = tree(toks, at, gone)? {
                subtrees.push(sub);
            }
            if toks.get(*at).is_some_and(|t| t.is(",")) {
                *at += 1;
            }
        }
        *at += 1;
        if subtrees.is_empty() {
            return Ok(None);
        }
        out.push(t);
        for (n, sub) in subtrees.into_iter().enumerate() {
            if n > 0 {
                out.push(Tok::new(TokenKind::Punct, ",", Gap::None));
            }
            out.extend(sub);
        }
        out.push(Tok::new(TokenKind::Punct, "}", Gap::None));
        return Ok(Some(out));
    }
    if t.kind != TokenKind::Word {
        return Err(());
    }
    out.push(t);
    if toks.get(*at).is_some_and(|a| a.is_word("as")) {
        out.extend_from_slice(toks.get(*at..*at + 2).ok_or(())?);
        *at += 2;
        return Ok(Some(out));
    }
    Ok((!gone.contains(t.text)).then_some(out))
}
