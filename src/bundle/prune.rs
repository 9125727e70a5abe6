//! Pruning: the functions nothing calls leave the bundle, which keeps it
//! under judges' size limits.

use super::items::item_end;
use super::lex::{Tok, TokenKind};
use std::collections::{BTreeSet, HashMap};

/// `toks` without the functions nothing calls: a free function or an
/// inherent method whose name occurs nowhere else in the bundle (nor in
/// `main_text`) goes, repeatedly until none is left. Trait items and trait
/// impls are kept whatever their names (they are called implicitly).
/// Conservative: a name used for anything else anywhere keeps every
/// function of that name; only its uses inside the bodies of functions of
/// that very name do not count (they are the same name calling itself, or
/// a wrapper calling what it wraps).
pub(super) fn drop_unused_fns(mut toks: Vec<Tok>, main_text: &str) -> Vec<Tok> {
    loop {
        let protected = trait_blocks(&toks);
        // The functions that may go: (name, start, end), in order.
        let mut fns: Vec<(&str, usize, usize)> = Vec::new();
        let mut stack: Vec<bool> = Vec::new();
        for i in 0..toks.len() {
            let t = toks[i];
            if t.is("{") {
                let inside = stack.last().copied().unwrap_or(false);
                stack.push(inside || protected.contains(&i));
            } else if t.is("}") {
                stack.pop();
            } else if t.is_word("fn") && !stack.last().copied().unwrap_or(false) {
                if let Some(name) = toks.get(i + 1).filter(|n| n.kind == TokenKind::Word) {
                    let start = item_start(&toks, i);
                    fns.push((name.text, start, item_end(&toks, start)));
                }
            }
        }
        // A name counts where it is used, not where a function of that
        // name is defined nor inside the body of one: `Game::legal_moves`
        // calling `Board::legal_moves`, which calls `Sweeper::legal_moves`,
        // do not keep each other when nobody else calls a `legal_moves`.
        let mut uses: HashMap<&str, usize> = HashMap::new();
        for (i, t) in toks
            .iter()
            .enumerate()
            .filter(|(_, t)| t.kind == TokenKind::Word)
        {
            if i == 0 || !toks[i - 1].is_word("fn") {
                *uses.entry(t.text).or_default() += 1;
            }
        }
        for &(name, start, end) in &fns {
            let inside = (start..end)
                .filter(|&i| toks[i].is_word(name) && !toks[i - 1].is_word("fn"))
                .count();
            if let Some(n) = uses.get_mut(name) {
                *n -= inside.min(*n);
            }
        }
        let mut cut: Vec<(usize, usize)> = Vec::new();
        for &(name, start, end) in &fns {
            let unused = uses.get(name).copied().unwrap_or(0) == 0
                && name != "main"
                && !main_text.contains(name);
            if unused && cut.last().is_none_or(|&(_, last)| start >= last) {
                cut.push((start, end));
            }
        }
        if cut.is_empty() {
            return toks;
        }
        let mut kept = Vec::with_capacity(toks.len());
        let mut at = 0;
        for (start, end) in cut {
            kept.extend_from_slice(&toks[at..start]);
            at = end;
        }
        kept.extend_from_slice(&toks[at..]);
        toks = kept;
    }
}

/// The indices of the `{` opening a trait or a trait impl.
fn trait_blocks(toks: &[Tok]) -> BTreeSet<usize> {
    let mut out = BTreeSet::new();
    for (i, t) in toks.iter().enumerate() {
        let is_trait = t.is_word("trait");
        if !(is_trait || t.is_word("impl")) {
            continue;
        }
        let open = match (i..toks.len()).find(|&j| toks[j].is("{") || toks[j].is(";")) {
            Some(open) => open,
            None => continue,
        };
        if toks[open].is("{") && (is_trait || toks[i..open].iter().any(|t| t.is_word("for"))) {
            out.insert(open);
        }
    }
    out
}

/// Where the item whose `fn` keyword is at `i` starts: before its
/// qualifiers (`pub`, `pub(crate)`, `const`, `unsafe`, ...) and attributes.
fn item_start(toks: &[Tok], i: usize) -> usize {
    let qualifier = |t: &Tok| {
        [
            "pub", "crate", "super", "in", "const", "unsafe", "async", "extern",
        ]
        .iter()
        .any(|w| t.is_word(w))
            || t.is("(")
            || t.is(")")
            || (t.kind == TokenKind::Lit && t.text == "\"C\"")
    };
    let mut start = i;
    while start > 0 && qualifier(&toks[start - 1]) {
        start -= 1;
    }
    // Attributes `#[...]` just before.
    while start > 0 && toks[start - 1].is("]") {
        let mut depth = 0i32;
        let mut j = start - 1;
        loop {
            if toks[j].is("]") {
                depth += 1;
            } else if toks[j].is("[") {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            if j == 0 {
                return start;
            }
            j -= 1;
        }
        if j > 0 && toks[j - 1].is("#") {
            start = j - 1;
        } else {
            break;
        }
    }
    start
}

#[cfg(test)]
mod tests {
    use super::super::lex;
    use super::*;

    #[test]
    fn unused_functions_go_and_used_ones_stay() {
        let src = "#[inline]\npub(crate) fn lonely() -> u8 { helper() }\nfn helper() -> u8 { 1 }\n\
                   fn kept() {}\nstruct S;\nimpl std::fmt::Display for S { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }\n\
                   impl S { fn unique_method(&self) {} }\n";
        let mut out = String::new();
        lex::write(&drop_unused_fns(lex::lex(src), "kept();"), &mut out);
        // `lonely` is called by nobody, then `helper` by nobody either.
        assert!(
            !out.contains("lonely") && !out.contains("helper") && !out.contains("inline"),
            "{out}"
        );
        assert!(!out.contains("unique_method"), "{out}");
        // Named in main, or a trait's method: kept.
        assert!(out.contains("fn kept") && out.contains("fn fmt"), "{out}");
    }

    #[test]
    fn functions_of_one_name_calling_each_other_do_not_keep_each_other() {
        // `Game::moves` calls `Board::moves`, which calls `Sweep::moves`:
        // with no other call of a `moves`, all three go; `count`, called
        // from outside, stays, and keeps the recursive `depth` it calls.
        let src = "struct Game; struct Board; struct Sweep;\n\
                   impl Game { fn moves(&self) -> u8 { Board.moves() } fn count(&self) -> u8 { depth(3) } }\n\
                   impl Board { fn moves(&self) -> u8 { Sweep.moves() } }\n\
                   impl Sweep { fn moves(&self) -> u8 { 1 } }\n\
                   fn depth(n: u8) -> u8 { if n == 0 { 0 } else { depth(n - 1) } }\n";
        let mut out = String::new();
        lex::write(&drop_unused_fns(lex::lex(src), "Game.count();"), &mut out);
        assert!(!out.contains("moves"), "{out}");
        assert!(
            out.contains("fn count") && out.contains("fn depth"),
            "{out}"
        );
    }
}
