//! Where things begin and end in a token stream: path separators,
//! bracketed groups and items.

use super::lex::{Gap, Tok};

/// Whether `toks[i]` and `toks[i + 1]` are a `::`.
pub(super) fn path_sep(toks: &[Tok], i: usize) -> bool {
    toks.get(i).is_some_and(|t| t.is(":"))
        && toks
            .get(i + 1)
            .is_some_and(|t| t.is(":") && t.gap == Gap::None)
}

/// The end (exclusive) of the item whose keyword is at `i`: the `;` that
/// ends it at depth 0 or, with `block`, its first block at depth 0 (a
/// function's body, a struct's fields) if that comes first.
pub(super) fn item_end(toks: &[Tok], mut i: usize, block: bool) -> usize {
    let mut depth = 0i32;
    while i < toks.len() {
        let t = toks[i];
        if block && depth == 0 && t.is("{") {
            return group_end(toks, i);
        }
        if t.is("(") || t.is("[") || t.is("{") {
            depth += 1;
        } else if t.is(")") || t.is("]") || t.is("}") {
            depth -= 1;
        } else if depth == 0 && t.is(";") {
            return i + 1;
        }
        i += 1;
    }
    toks.len()
}

/// The end (exclusive) of the bracketed group opening at `i`.
pub(super) fn group_end(toks: &[Tok], i: usize) -> usize {
    let mut depth = 0i32;
    for (j, t) in toks.iter().enumerate().skip(i) {
        if t.is("(") || t.is("[") || t.is("{") {
            depth += 1;
        } else if t.is(")") || t.is("]") || t.is("}") {
            depth -= 1;
            if depth == 0 {
                return j + 1;
            }
        }
    }
    toks.len()
}

/// Removes the outer attributes `#[...]` that end `out`.
pub(super) fn drop_trailing_attributes(out: &mut Vec<Tok>) {
    while out.last().is_some_and(|t| t.is("]")) {
        let mut depth = 0i32;
        let mut open = None;
        for k in (0..out.len()).rev() {
            if out[k].is("]") {
                depth += 1;
            } else if out[k].is("[") {
                depth -= 1;
                if depth == 0 {
                    open = Some(k);
                    break;
                }
            }
        }
        match open {
            Some(k) if k > 0 && out[k - 1].is("#") => out.truncate(k - 1),
            _ => return,
        }
    }
}

/// Removes what ends `out` and was written for an item that goes: its
/// visibility (`pub`, `pub(...)`), then its outer attributes.
pub(super) fn drop_item_prefix(out: &mut Vec<Tok>) {
    if out.last().is_some_and(|t| t.is(")")) {
        if let Some(open) = out.iter().rposition(|t| t.is("(")) {
            if open > 0 && out[open - 1].is_word("pub") {
                out.truncate(open);
            }
        }
    }
    if out.last().is_some_and(|t| t.is_word("pub")) {
        out.pop();
    }
    drop_trailing_attributes(out);
}
