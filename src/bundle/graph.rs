//! The modules a bundle needs: from the crate root and the dialect,
//! every module named by a `crate::`, `super::`, `self::` or child-module
//! path, with its ancestors.

use super::items::path_sep;
use super::lex::{Tok, TokenKind};
use super::prepare::tokens_of;
use super::sources::{from_root, module_of, source_of, ModPath, SOURCES};
use std::collections::BTreeSet;

/// `parent::child`, or `child` under the root.
pub(super) fn join(parent: &str, child: &str) -> ModPath {
    if parent.is_empty() {
        child.to_string()
    } else {
        format!("{parent}::{child}")
    }
}

fn parent(m: &str) -> &str {
    m.rsplit_once("::").map_or("", |(p, _)| p)
}

/// The children of module `m` that exist as source files.
fn children(m: &str) -> Vec<ModPath> {
    SOURCES
        .iter()
        .filter_map(|s| module_of(s.path))
        .filter(|c| !c.is_empty() && parent(c) == m && c != m)
        .collect()
}

/// Collects the whole paths of a use tree (or plain path) starting at
/// `toks[*i]` under `prefix`: `a::b`, `a::{b, c::d}` (`a::b` and
/// `a::c::d`), `a::*`.
fn use_tree(toks: &[Tok], i: &mut usize, mut prefix: Vec<String>, acc: &mut Vec<Vec<String>>) {
    loop {
        let t = match toks.get(*i) {
            Some(t) => t,
            None => return,
        };
        if t.kind == TokenKind::Word && !t.is_word("as") {
            prefix.push(t.text.to_string());
            *i += 1;
            if path_sep(toks, *i) {
                *i += 2;
                continue;
            }
            acc.push(prefix);
            return;
        }
        if t.is("*") {
            prefix.push("*".into());
            acc.push(prefix);
            *i += 1;
            return;
        }
        if t.is("{") {
            *i += 1;
            while toks.get(*i).is_some_and(|t| !t.is("}")) {
                use_tree(toks, i, prefix.clone(), acc);
                while toks.get(*i).is_some_and(|t| !t.is(",") && !t.is("}")) {
                    *i += 1;
                }
                if toks.get(*i).is_some_and(|t| t.is(",")) {
                    *i += 1;
                }
            }
            *i += 1;
        }
        return;
    }
}

/// The modules whose items module `m` (its tokens `toks`) uses: for each
/// path, the module its last segment lives in (`crate::text::position::X`
/// uses `text::position`, not `text`); a glob uses every child too.
pub(super) fn references(m: &str, toks: &[Tok]) -> BTreeSet<ModPath> {
    let kids: Vec<ModPath> = children(m);
    let mut paths: Vec<Vec<String>> = Vec::new();
    let segs = |m: &str| -> Vec<String> {
        if m.is_empty() {
            Vec::new()
        } else {
            m.split("::").map(String::from).collect()
        }
    };
    for i in 0..toks.len() {
        let t = &toks[i];
        if t.kind != TokenKind::Word || !path_sep(toks, i + 1) || (i > 0 && toks[i - 1].is(":")) {
            continue;
        }
        let mut base = match t.text {
            "crate" => Vec::new(),
            "self" => segs(m),
            "super" => segs(parent(m)),
            w if kids.iter().any(|k| k == &join(m, w)) => {
                let mut s = segs(m);
                s.push(w.to_string());
                s
            }
            _ => continue,
        };
        let mut j = i + 3;
        while toks.get(j).is_some_and(|t| t.is_word("super")) && path_sep(toks, j + 1) {
            base.pop();
            j += 3;
        }
        use_tree(toks, &mut j, base, &mut paths);
    }
    let mut out = BTreeSet::new();
    for p in paths {
        if p.last().is_some_and(|s| s == "*") {
            out.extend(children(&p[..p.len() - 1].join("::")));
        }
        // The path's item lives in its longest prefix that is a module; the
        // modules before it are only the way there.
        let home = (0..=p.len())
            .rev()
            .map(|n| p[..n].join("::"))
            .find(|m| source_of(m).is_some());
        out.extend(home);
    }
    out
}

/// The modules a bundle holds: those whose items it uses, whole, and their
/// ancestors, which may be only the way to them.
#[derive(Clone, Debug, Default)]
pub struct Needed {
    /// The modules whose items are used: each is inlined whole.
    pub used: BTreeSet<ModPath>,
    /// The other ancestors of [`Needed::used`]: each is inlined as a shell
    /// holding only its needed children (`mod bitboard { mod moves8 {...} }`),
    /// since nothing of its own is used.
    pub routes: BTreeSet<ModPath>,
}

impl Needed {
    /// Whether module `m` is in the bundle, whole or as a route.
    pub fn contains(&self, m: &str) -> bool {
        self.used.contains(m) || self.routes.contains(m)
    }
}

/// The modules a bundle of the command in `module` (its `module_path!()`)
/// needs; `extra` modules are added with what they need.
pub fn modules_for(module: &'static str, extra: &[&str]) -> Needed {
    let mut todo = vec![String::new(), from_root(module).to_string()];
    todo.extend(extra.iter().map(|m| m.to_string()));
    closure(todo, Some(module))
}

/// The modules in `todo` and all they use, with their ancestors as routes;
/// the crate root only if `todo` has it. `command`: the module of the
/// command the bundle runs, to which the command table is cut.
pub(super) fn closure(mut todo: Vec<ModPath>, command: Option<&'static str>) -> Needed {
    let root = todo.iter().any(String::is_empty);
    let mut used = BTreeSet::new();
    while let Some(m) = todo.pop() {
        if (m.is_empty() && !root) || !used.insert(m.clone()) {
            continue;
        }
        for r in references(&m, &tokens_of(&m, command)) {
            if !used.contains(&r) {
                todo.push(r);
            }
        }
    }
    let mut routes = BTreeSet::new();
    for m in &used {
        let mut p = parent(m);
        while !p.is_empty() && !used.contains(p) {
            routes.insert(p.to_string());
            p = parent(p);
        }
    }
    Needed { used, routes }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modules_follow_the_references() {
        let m = modules_for("othello::dialects::moves", &[]);
        for want in ["", "dialects", "dialects::moves", "text::position", "board"] {
            assert!(m.contains(want), "{want} missing from {m:?}");
        }
        for not in ["bundle", "tools", "diff", "rng", "quote::visible"] {
            assert!(!m.contains(not), "{not} should not be in {m:?}");
        }
    }
}
