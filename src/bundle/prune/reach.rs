//! Which items of a bundle stay: reachability over the graph of names
//! that [`super`] reads, by the rules of its documentation.

use super::{captures, innermost, Items, What};
use crate::bundle::items::{item_end, path_sep};
use crate::bundle::lex::{Tok, TokenKind};
use std::collections::{HashMap, HashSet};

/// Which nodes of `p` stay: what is reached from everything outside them
/// and from `main_text`.
pub(super) fn reach(toks: &[Tok], p: &Items, main_text: &str) -> Vec<bool> {
    let mut r = Reach::new(toks, p);
    for name in p.others.iter().copied().chain(["main"]) {
        r.bare(name);
    }
    for w in main_text.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
        if let Some(&k) = r.by_name.get(w).and_then(|ks| ks.first()) {
            let name = p.nodes[k].name;
            r.bare(name);
            r.assoc(None, name, false);
        }
    }
    // Impl blocks of a type the bundle does not define (LeetCode's
    // `Solution`) stay whole.
    for (k, n) in p.nodes.iter().enumerate() {
        match n.what {
            What::ImplOf if !r.types.contains(n.name) => r.keep(k),
            What::ImplOfTrait { of } if !r.types.contains(n.name) => match r.gate(k) {
                Some(_) => r.waiting_trait.entry(of).or_default().push(k),
                None => r.keep(k),
            },
            What::Assoc { ty, .. } if !r.types.contains(ty) => r.keep(k),
            _ => {}
        }
    }
    // Everything outside the nodes stays and reaches.
    let mut outer: Vec<(usize, usize)> = p
        .nodes
        .iter()
        .filter(|n| !matches!(n.what, What::Assoc { .. }))
        .map(|n| n.span)
        .collect();
    outer.sort_unstable();
    let mut at = 0;
    for (s, e) in outer {
        if s > at {
            r.todo.push((at, s));
        }
        at = at.max(e);
    }
    r.todo.push((at, toks.len()));
    while let Some((a, b)) = r.todo.pop() {
        r.scan(a, b);
    }
    r.live
}

/// Reachability over the nodes of [`Items`]: which stay.
struct Reach<'a> {
    toks: &'a [Tok],
    p: &'a Items,
    by_name: HashMap<&'static str, Vec<usize>>,
    types: HashSet<&'static str>,
    live: Vec<bool>,
    live_types: HashSet<&'static str>,
    /// Inherent functions (and impls of the bundle's traits) reached
    /// while their type had not been: they stay if the type does.
    waiting: HashMap<&'static str, Vec<usize>>,
    /// The bundle's traits, and those reached.
    traits: HashSet<&'static str>,
    live_traits: HashSet<&'static str>,
    /// The traits with an item of each name.
    members: HashMap<&'static str, Vec<&'static str>>,
    /// Impls of the bundle's traits whose type was reached (or is not the
    /// bundle's) while the trait had not been: they stay if it is.
    waiting_trait: HashMap<&'static str, Vec<usize>>,
    todo: Vec<(usize, usize)>,
}

impl<'a> Reach<'a> {
    fn new(toks: &'a [Tok], p: &'a Items) -> Reach<'a> {
        let mut by_name: HashMap<&'static str, Vec<usize>> = HashMap::new();
        let (mut types, mut traits) = (HashSet::new(), HashSet::new());
        for (k, n) in p.nodes.iter().enumerate() {
            by_name.entry(n.name).or_default().push(k);
            match n.what {
                What::Type => types.insert(n.name),
                What::Trait => traits.insert(n.name),
                _ => false,
            };
        }
        let mut members: HashMap<&'static str, Vec<&'static str>> = HashMap::new();
        for &(item, of) in &p.trait_items {
            members.entry(item).or_default().push(of);
        }
        Reach {
            toks,
            p,
            by_name,
            types,
            live: vec![false; p.nodes.len()],
            live_types: HashSet::new(),
            waiting: HashMap::new(),
            traits,
            live_traits: HashSet::new(),
            members,
            waiting_trait: HashMap::new(),
            todo: Vec::new(),
        }
    }

    /// The bundle's trait that node `k`, an impl of it, waits for.
    fn gate(&self, k: usize) -> Option<&'static str> {
        match self.p.nodes[k].what {
            What::ImplOfTrait { of } if self.traits.contains(of) => Some(of),
            _ => None,
        }
    }

    fn keep(&mut self, k: usize) {
        if !self.live[k] {
            self.live[k] = true;
            self.todo.push(self.p.nodes[k].scan);
        }
    }

    /// Every node called `name` of which `pick` approves.
    fn named(&self, name: &str, pick: impl Fn(What) -> bool) -> Vec<usize> {
        self.by_name.get(name).map_or(Vec::new(), |ks| {
            ks.iter()
                .copied()
                .filter(|&k| pick(self.p.nodes[k].what))
                .collect()
        })
    }

    /// A bare name at token `at`, and the types of that name. Of the free
    /// items of that name: every one if a `use` imports the name (an
    /// import of an item that went would dangle), or if `at` is in a macro
    /// (resolved where it is used); else those of `at`'s module if it has
    /// some (its own items shadow what a `*` imports); else every one if
    /// the module imports a `*`; else none (the name is a local variable).
    fn bare_at(&mut self, name: &'static str, at: usize) {
        let in_macro = self.p.macros.iter().any(|&(s, e)| s <= at && at < e);
        if self.p.imported.contains(name) || in_macro {
            return self.bare(name);
        }
        let module = self.module_at(at);
        let nodes = &self.p.nodes;
        let local: Vec<usize> = self
            .named(name, |w| w == What::Free)
            .into_iter()
            .filter(|&k| nodes[k].module == module)
            .collect();
        if local.is_empty() && self.p.globbing.contains(&module) {
            return self.bare(name);
        }
        for k in local {
            self.keep(k);
        }
        self.type_named(name)
    }

    /// A bare name: free items and types (with their impls) of that name.
    fn bare(&mut self, name: &'static str) {
        for k in self.named(name, |w| w == What::Free) {
            self.keep(k);
        }
        self.type_named(name)
    }

    /// The types called `name`, with their impl blocks (of the bundle's
    /// traits: once the trait is reached too) and the inherent functions
    /// reached before; and the trait called `name`.
    fn type_named(&mut self, name: &'static str) {
        let pick = |w| matches!(w, What::Type | What::ImplOf | What::ImplOfTrait { .. });
        for k in self.named(name, pick) {
            match self.gate(k) {
                Some(of) if !self.live_traits.contains(of) => {
                    self.waiting_trait.entry(of).or_default().push(k)
                }
                _ => self.keep(k),
            }
        }
        if self.live_types.insert(name) {
            for k in self.waiting.remove(name).unwrap_or_default() {
                self.keep(k);
            }
        }
        self.trait_named(name);
    }

    /// The trait called `name`, if the bundle has one, with its impls for
    /// the types reached (and those reached later).
    fn trait_named(&mut self, name: &'static str) {
        if !self.traits.contains(name) || !self.live_traits.insert(name) {
            return;
        }
        for k in self.named(name, |w| w == What::Trait) {
            self.keep(k);
        }
        for k in self.waiting_trait.remove(name).unwrap_or_default() {
            let ty = self.p.nodes[k].name;
            if self.types.contains(ty) && !self.live_types.contains(ty) {
                self.waiting.entry(ty).or_default().push(k);
            } else {
                self.keep(k);
            }
        }
    }

    /// Inherent functions and constants called `name`: of type `ty` only,
    /// or of any type; with `methods`, only those taking `self`.
    fn assoc(&mut self, ty: Option<&str>, name: &str, methods: bool) {
        let pick = |w: What| match w {
            What::Assoc { ty: t, method } => ty.is_none_or(|ty| ty == t) && (method || !methods),
            _ => false,
        };
        for k in self.named(name, pick) {
            match self.p.nodes[k].what {
                What::Assoc { ty, .. } if !self.live_types.contains(ty) => {
                    self.waiting.entry(ty).or_default().push(k)
                }
                _ => self.keep(k),
            }
        }
    }

    /// The traits with an item called `name`.
    fn traits_with(&mut self, name: &str) {
        for of in self.members.get(name).cloned().unwrap_or_default() {
            self.trait_named(of);
        }
    }

    /// The innermost module holding token `i`.
    fn module_at(&self, i: usize) -> usize {
        innermost(&self.p.modules, i).unwrap_or(0)
    }

    /// The self type of the innermost impl block holding token `i`.
    fn impl_at(&self, i: usize) -> Option<&'static str> {
        innermost(&self.p.impls, i).map(|k| self.p.impl_types[k])
    }

    /// What the words of `toks[a..b]` reach.
    fn scan(&mut self, a: usize, b: usize) {
        let toks = self.toks;
        let mut i = a;
        while i < b {
            let t = toks[i];
            if t.is_word("use") {
                let stop = item_end(toks, i, false).min(b);
                for k in i + 1..stop {
                    if toks[k].is_word("as") && toks[k - 1].kind == TokenKind::Word {
                        self.bare(toks[k - 1].text);
                    }
                }
                i = stop;
                continue;
            }
            if t.kind == TokenKind::Lit && t.text.contains('"') {
                for name in captures(t.text) {
                    self.bare_at(name, i);
                }
            }
            if t.kind == TokenKind::Word && !(i > 0 && toks[i - 1].is_word("fn")) {
                self.word(i);
            }
            i += 1;
        }
    }

    /// What the word at `i` reaches, by what stands around it.
    fn word(&mut self, i: usize) {
        let toks = self.toks;
        let name = toks[i].text;
        let before = |k: usize| i.checked_sub(k).map(|j| toks[j]);
        if before(1).is_some_and(|t| t.is(".")) && !before(2).is_some_and(|t| t.is(".")) {
            let next = toks.get(i + 1);
            if next.is_some_and(|n| n.is("(")) || path_sep(toks, i + 1) {
                self.assoc(None, name, true);
                self.traits_with(name);
            }
            return;
        }
        if i >= 2 && path_sep(toks, i - 2) {
            // A trait's item, unless a path goes on from it (a module).
            if !path_sep(toks, i + 1) {
                self.traits_with(name);
            }
            match before(3) {
                Some(p) if p.is_word("Self") => {
                    let ty = self.impl_at(i);
                    self.assoc(ty, name, false);
                }
                Some(p) if p.kind == TokenKind::Word && !self.p.aliases.contains(p.text) => {
                    if self.types.contains(p.text) {
                        self.assoc(Some(p.text), name, false);
                    }
                    // Otherwise a module, a type from std or a type
                    // parameter: none reaches the bundle's inherent
                    // functions (a parameter's trait is reached above).
                }
                _ => self.assoc(None, name, false),
            }
            return self.bare(name);
        }
        self.bare_at(name, i);
    }
}
