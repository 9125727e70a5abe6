//! Pruning: what nothing reaches leaves the bundle, which keeps it under
//! judges' size limits.
//!
//! The bundle's items are read as a graph of names, without types. What
//! may go: free functions, constants and statics; structs, enums, unions
//! and type aliases, each with its impl blocks (inherent or of a trait);
//! and the functions and constants of inherent impl blocks. Everything
//! else always stays and is where reaching starts: the module structure,
//! `use` lines, traits, macros, impl blocks of types the bundle does not
//! define, `main`. An item that stays reaches, through the words in its
//! tokens:
//! - a bare name (`f(x)`, `Board`, `MAX`): the types of that name, and
//!   the free items of that name in its own module if it has some (they
//!   shadow what a `*` imports), else every one if the module imports a
//!   `*`, else none (it is a local variable); every one wherever a `use`
//!   imports the name (so that no import dangles) or in a macro (whose
//!   names are resolved where it is used);
//! - `T::name`, `Self::name`: the function or constant `name` of `T`'s
//!   inherent impls (of every type of that name), and the free items
//!   called `name` (a module path looks the same);
//! - `.name(` (a method call): the functions called `name` with a `self`
//!   parameter, of every type; `.name` without a call is a field and
//!   reaches nothing;
//! - a path whose type is unknown here (`<T>::name`, an alias, a renamed
//!   import): every function and constant called `name`;
//! - `{name}` inside a string literal (a captured format argument).
//!
//! A type's inherent functions stay only if the type does too (no value of
//! a type can exist where nothing names it). Words inside `use` lines reach
//! nothing (a rename `a as b` reaches `a`); afterwards the imports of names
//! that went are dropped from them, and a `use` left empty goes.
//! Conservative by construction: a name used for anything keeps every item
//! that name could mean.

use super::items::{drop_item_prefix, group_end, item_end, path_sep};
use super::lex::{Gap, Tok, TokenKind};
use std::collections::{HashMap, HashSet};

/// What a removable item is, which decides what reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum What {
    /// A free function, constant or static.
    Free,
    /// A struct, enum, union or type alias.
    Type,
    /// An impl block of a type of this name: it stays with the type.
    ImplOf,
    /// A function or constant of an inherent impl of `ty`; `method` when
    /// it takes `self`.
    Assoc { ty: &'static str, method: bool },
}

/// One removable item.
struct Node {
    what: What,
    name: &'static str,
    /// Its tokens, attributes and visibility included: what goes with it.
    span: (usize, usize),
    /// The tokens whose words it reaches when it stays: its span, but only
    /// the header of an inherent impl block (its items are nodes).
    scan: (usize, usize),
    /// The module it is in (an index into [`Parsed::modules`]).
    module: usize,
}

/// The items of a bundle, as [`items`] finds them.
#[derive(Default)]
struct Parsed {
    nodes: Vec<Node>,
    /// Every module's span (the crate root first).
    modules: Vec<(usize, usize)>,
    /// Every impl block's span, to resolve `Self`...
    impls: Vec<(usize, usize)>,
    /// ... and its self type.
    impl_types: Vec<&'static str>,
    /// Names of what never goes (modules, traits, macros, enum variants):
    /// items sharing one of them stay.
    others: HashSet<&'static str>,
    /// Names that stand for another type: aliases and renamed imports.
    aliases: HashSet<&'static str>,
    /// Names some `use` imports by name (not through a `*`).
    imported: HashSet<&'static str>,
    /// The modules with a `use ...::*` (index into `modules`).
    globbing: HashSet<usize>,
    /// The bodies of `macro_rules!`: their names are resolved where the
    /// macro is used.
    macros: Vec<(usize, usize)>,
}

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
fn items(
    toks: &[Tok],
    mut i: usize,
    end: usize,
    (module, ty): (usize, Option<&'static str>),
    p: &mut Parsed,
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

/// The names a string literal captures as format arguments: `{name}`,
/// `{name:>5}`.
fn captures(lit: &'static str) -> Vec<&'static str> {
    let b = lit.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'{' && b.get(i + 1) == Some(&b'{') {
            i += 2;
            continue;
        }
        if b[i] == b'{' {
            let start = i + 1;
            let mut j = start;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
                j += 1;
            }
            let ident = j > start && !b[start].is_ascii_digit();
            if ident && matches!(b.get(j), Some(b'}' | b':')) {
                out.push(&lit[start..j]);
            }
            i = j;
            continue;
        }
        i += 1;
    }
    out
}

/// The index of the innermost of `spans` holding token `i`.
fn innermost(spans: &[(usize, usize)], i: usize) -> Option<usize> {
    let holding = spans
        .iter()
        .enumerate()
        .filter(|(_, &(s, e))| s <= i && i < e);
    holding.max_by_key(|(_, &(s, _))| s).map(|(k, _)| k)
}

/// Reachability over the nodes of [`Parsed`]: which stay.
struct Reach<'a> {
    toks: &'a [Tok],
    p: &'a Parsed,
    by_name: HashMap<&'static str, Vec<usize>>,
    types: HashSet<&'static str>,
    live: Vec<bool>,
    live_types: HashSet<&'static str>,
    /// Inherent functions reached while their type had not been: they
    /// stay if the type does.
    waiting: HashMap<&'static str, Vec<usize>>,
    todo: Vec<(usize, usize)>,
}

impl<'a> Reach<'a> {
    fn new(toks: &'a [Tok], p: &'a Parsed) -> Reach<'a> {
        let mut by_name: HashMap<&'static str, Vec<usize>> = HashMap::new();
        let mut types = HashSet::new();
        for (k, n) in p.nodes.iter().enumerate() {
            by_name.entry(n.name).or_default().push(k);
            if n.what == What::Type {
                types.insert(n.name);
            }
        }
        Reach {
            toks,
            p,
            by_name,
            types,
            live: vec![false; p.nodes.len()],
            live_types: HashSet::new(),
            waiting: HashMap::new(),
            todo: Vec::new(),
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

    /// The types called `name`, with their impl blocks and the inherent
    /// functions reached before.
    fn type_named(&mut self, name: &'static str) {
        for k in self.named(name, |w| matches!(w, What::Type | What::ImplOf)) {
            self.keep(k);
        }
        if self.live_types.insert(name) {
            for k in self.waiting.remove(name).unwrap_or_default() {
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
            }
            return;
        }
        if i >= 2 && path_sep(toks, i - 2) {
            match before(3) {
                Some(p) if p.is_word("Self") => {
                    let ty = self.impl_at(i);
                    self.assoc(ty, name, false);
                }
                Some(p) if p.kind == TokenKind::Word && !self.p.aliases.contains(p.text) => {
                    if self.types.contains(p.text) {
                        self.assoc(Some(p.text), name, false);
                    }
                    // Otherwise a module, or a type from std: neither
                    // reaches the bundle's inherent functions.
                }
                _ => self.assoc(None, name, false),
            }
            return self.bare(name);
        }
        self.bare_at(name, i);
    }
}

/// `toks` without what nothing reaches (see the module's documentation);
/// `main_text`, the bundle's `main`, is kept and reaches all it names.
pub(super) fn drop_unused(toks: Vec<Tok>, main_text: &str) -> Vec<Tok> {
    let p = parse(&toks);
    let live = reach(&toks, &p, main_text);
    // Names whose every item goes: their imports go too.
    let mut gone: HashSet<&str> = HashSet::new();
    let mut kept: HashSet<&str> = HashSet::new();
    for (n, &live) in p.nodes.iter().zip(&live) {
        if matches!(n.what, What::Free | What::Type) {
            if live {
                kept.insert(n.name);
            } else {
                gone.insert(n.name);
            }
        }
    }
    gone.retain(|n| !kept.contains(n));
    let mut cut: Vec<(usize, usize)> = p
        .nodes
        .iter()
        .zip(&live)
        .filter(|(_, &live)| !live)
        .map(|(n, _)| n.span)
        .collect();
    cut.sort_unstable();
    let mut out = Vec::with_capacity(toks.len());
    let mut at = 0;
    for (s, e) in cut {
        // (An item of an impl block that goes has gone with it.)
        if s >= at {
            out.extend_from_slice(&toks[at..s]);
            at = e;
        }
    }
    out.extend_from_slice(&toks[at..]);
    drop_imports(out, &gone)
}

/// The items of `toks` and what its `use` lines say.
fn parse(toks: &[Tok]) -> Parsed {
    let mut p = Parsed::default();
    p.modules.push((0, toks.len()));
    items(toks, 0, toks.len(), (0, None), &mut p);
    for k in 0..toks.len() {
        // Renamed imports: `use a::B as C` makes `C::f` a path of unknown
        // type.
        if toks[k].is_word("as") && toks.get(k + 1).is_some_and(|t| t.kind == TokenKind::Word) {
            p.aliases.insert(toks[k + 1].text);
        }
        if toks[k].is_word("use") {
            let stop = item_end(toks, k, false);
            if toks[k..stop].iter().any(|t| t.is("*")) {
                let module = innermost(&p.modules, k).unwrap_or(0);
                p.globbing.insert(module);
            }
            for j in k + 1..stop {
                let next = toks.get(j + 1).map_or("", |t| t.text);
                if toks[j].kind == TokenKind::Word && [",", "}", ";", "as"].contains(&next) {
                    p.imported.insert(toks[j].text);
                }
            }
        }
    }
    p
}

/// Which nodes of `p` stay: what is reached from everything outside them
/// and from `main_text`.
fn reach(toks: &[Tok], p: &Parsed, main_text: &str) -> Vec<bool> {
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

/// `toks` with the imports of the names in `gone` taken out of their `use`
/// lines, and the lines left empty removed (with their visibility and
/// attributes). Paths from `std`, `core` and `alloc` are left alone.
fn drop_imports(toks: Vec<Tok>, gone: &HashSet<&str>) -> Vec<Tok> {
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

#[cfg(test)]
mod tests {
    use super::super::lex;
    use super::*;

    fn pruned(src: &'static str, main: &str) -> String {
        let mut out = String::new();
        lex::write(&drop_unused(lex::lex(src), main), &mut out);
        out
    }

    #[test]
    fn unused_functions_go_and_used_ones_stay() {
        let src = "#[inline]\npub(crate) fn lonely() -> u8 { helper() }\nfn helper() -> u8 { 1 }\n\
                   fn kept() {}\nstruct S;\nimpl std::fmt::Display for S { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }\n\
                   impl S { fn unique_method(&self) {} }\nfn make() -> S { S }\n";
        let out = pruned(src, "kept(); make();");
        // `lonely` is called by nobody, then `helper` by nobody either.
        assert!(
            !out.contains("lonely") && !out.contains("helper") && !out.contains("inline"),
            "{out}"
        );
        assert!(!out.contains("unique_method"), "{out}");
        // Named in main, or a trait's method of a type that stays: kept.
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
        let out = pruned(src, "Game.count();");
        assert!(!out.contains("moves"), "{out}");
        assert!(
            out.contains("fn count") && out.contains("fn depth"),
            "{out}"
        );
    }

    #[test]
    fn types_constants_and_their_imports_go_with_their_impls() {
        let src = "mod a { pub const USED: u8 = 1; pub const UNUSED: u8 = 2;\n\
                   #[derive(Clone)] pub struct Dead(u8);\n\
                   impl Dead { pub fn new() -> Dead { Dead(UNUSED) } }\n\
                   impl std::fmt::Debug for Dead { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }\n\
                   pub enum Live { One, Two }\n}\n\
                   use a::{Dead, Live, USED, UNUSED};\n\
                   use std::fmt::Write;\npub use a::Dead as Renamed;\n\
                   fn run() -> u8 { let _ = Live::One; USED }\n";
        let out = pruned(src, "run();");
        assert!(!out.contains("UNUSED") && !out.contains("fn new"), "{out}");
        // A renamed import keeps its item (the new name may be used
        // unseen), though not the functions nothing calls.
        assert!(out.contains("use a::{Dead,Live,USED};"), "{out}");
        assert!(
            out.contains("struct Dead") && out.contains("impl Dead{}"),
            "{out}"
        );
        assert!(out.contains("use std::fmt::Write;"), "{out}");
        let src = "mod a { pub struct Dead; impl Dead { pub fn new() -> Dead { Dead } }\n\
                   impl Clone for Dead { fn clone(&self) -> Dead { Dead } } }\n\
                   pub(crate) use a::Dead;\nfn run() {}\n";
        let out = pruned(src, "run();");
        assert!(!out.contains("Dead"), "{out}");
    }

    #[test]
    fn paths_pick_their_type_and_calls_their_methods() {
        // `B::new` is reached through a path naming `B`, `width` through
        // `Self::` in `B`'s impl; `A::new` and `A::width` through nothing;
        // `.len()` reaches every `len` taking `self`; `.size` is a field.
        let src = "struct A { size: u8 } struct B { size: u8 }\n\
                   impl A { fn new() -> A { A { size: 0 } } fn width() -> u8 { 1 } fn len(&self) -> u8 { 0 } fn size(&self) -> u8 { 0 } }\n\
                   impl B { fn new() -> B { B { size: Self::width() } } fn width() -> u8 { 2 } fn len(&self) -> u8 { self.size } }\n\
                   fn run(a: &A) -> u8 { B::new().len() + a.size }\n\
                   const LIMIT: u8 = 3;\nfn show() -> String { format!(\"{LIMIT:>4}\") }\n";
        let out = pruned(src, "run(); show();");
        assert!(out.contains("fn new()->B"), "{out}");
        assert!(!out.contains("fn new()->A"), "{out}");
        assert!(out.contains("fn width()->u8{2}"), "{out}");
        assert!(!out.contains("fn width()->u8{1}"), "{out}");
        assert!(out.contains("fn len(&self)->u8{0}"), "{out}");
        assert!(!out.contains("fn size"), "{out}");
        assert!(out.contains("const LIMIT"), "{out}");
    }

    #[test]
    fn a_bare_name_is_an_item_of_its_module_a_glob_import_or_a_local() {
        // In `b`, `run` is a local variable (`b` has no `run` and imports
        // no `*`): `a::run` goes. `c` imports `a`'s items with a `*`, so
        // its `helper` keeps `a::helper`; nothing names `other`.
        let src = "mod a { pub fn run() {} pub fn helper() {} pub fn other() {} }\n\
                   mod b { pub fn count() -> u8 { let run = 1; run } }\n\
                   mod c { use super::a::*; pub fn start() -> u8 { helper(); super::b::count() } }\n";
        let out = pruned(src, "c::start();");
        assert!(
            !out.contains("fn run") && !out.contains("fn other"),
            "{out}"
        );
        assert!(
            out.contains("fn helper") && out.contains("fn count"),
            "{out}"
        );
    }

    #[test]
    fn impl_blocks_of_types_the_bundle_does_not_define_stay() {
        let out = pruned(
            "impl Solution { pub fn check_move() -> bool { helper() } }\nfn helper() -> bool { true }\n",
            "",
        );
        assert!(
            out.contains("fn check_move") && out.contains("fn helper"),
            "{out}"
        );
    }
}
