//! Pruning: what nothing reaches leaves the bundle, which keeps it under
//! judges' size limits.
//!
//! The bundle's items are read as a graph of names, without types. What
//! may go: free functions, constants and statics; structs, enums, unions
//! and type aliases, each with its impl blocks (inherent or of a trait);
//! the functions and constants of inherent impl blocks; and traits. An
//! impl of one of the bundle's traits stays only if both its type and its
//! trait do. Everything else always stays and is where reaching starts:
//! the module structure, `use` lines, macros, impl blocks of types the
//! bundle does not define (but of its own traits), `main`. An item that
//! stays reaches, through the words in its tokens:
//! - a bare name (`f(x)`, `Board`, `MAX`): the types and traits of that
//!   name, and
//!   the free items of that name in its own module if it has some (they
//!   shadow what a `*` imports), else every one if the module imports a
//!   `*`, else none (it is a local variable); every one wherever a `use`
//!   imports the name (so that no import dangles) or in a macro (whose
//!   names are resolved where it is used);
//! - `T::name`, `Self::name`: the function or constant `name` of `T`'s
//!   inherent impls (of every type of that name), the free items called
//!   `name` (a module path looks the same), and every trait with an item
//!   `name`;
//! - `.name(` (a method call): the functions called `name` with a `self`
//!   parameter, of every type, and every trait with an item `name` (a
//!   trait's method is called through its import, which reaches nothing);
//!   `.name` without a call is a field and reaches nothing;
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

mod dropped_imports;
mod nodes;
mod reach;

use super::items::item_end;
use super::lex::{Tok, TokenKind};
use dropped_imports::drop_imports;
use nodes::items;
use reach::reach;
use std::collections::HashSet;

/// What a removable item is, which decides what reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum What {
    /// A free function, constant or static.
    Free,
    /// A struct, enum, union or type alias.
    Type,
    /// An impl block of a type of this name: it stays with the type.
    ImplOf,
    /// An impl block of trait `of` for a type of this name: when the
    /// bundle defines `of`, it stays if both the type and `of` do.
    ImplOfTrait { of: &'static str },
    /// A trait.
    Trait,
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
    /// The module it is in (an index into [`Items::modules`]).
    module: usize,
}

/// The items of a bundle, as [`nodes::items`] finds them.
#[derive(Default)]
struct Items {
    nodes: Vec<Node>,
    /// Every module's span (the crate root first).
    modules: Vec<(usize, usize)>,
    /// Every impl block's span, to resolve `Self`...
    impls: Vec<(usize, usize)>,
    /// ... and its self type.
    impl_types: Vec<&'static str>,
    /// Names of what never goes (modules, macros, enum variants): items
    /// sharing one of them stay.
    others: HashSet<&'static str>,
    /// Each trait's item names (functions, constants, types), with the
    /// trait: what reaching such a name may mean.
    trait_items: Vec<(&'static str, &'static str)>,
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

/// `toks` without what nothing reaches (see the module's documentation);
/// `main_text`, the bundle's `main`, is kept and reaches all it names.
pub(super) fn drop_unused(toks: Vec<Tok>, main_text: &str) -> Vec<Tok> {
    let p = parse(&toks);
    let live = reach(&toks, &p, main_text);
    // Names whose every item goes: their imports go too.
    let mut gone: HashSet<&str> = HashSet::new();
    let mut kept: HashSet<&str> = HashSet::new();
    for (n, &live) in p.nodes.iter().zip(&live) {
        if matches!(n.what, What::Free | What::Type | What::Trait) {
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
fn parse(toks: &[Tok]) -> Items {
    let mut p = Items::default();
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

    #[test]
    fn traits_go_when_nothing_names_them_and_their_impls_with_them() {
        // `Used` is named by `run`; `Called` only by a method call (its
        // import reaches nothing); `Gone` by nothing, though a module path
        // has its method's name; `B`'s impl goes with `B`.
        let src = "mod variants { pub const X: u8 = 1; pub trait Gone { fn variants(&self); }\n\
                   pub trait Called { fn call(&self) -> u8; } }\n\
                   use variants::{Called, Gone};\n\
                   trait Used { fn go(&self) -> u8; }\n\
                   struct A; struct B;\n\
                   impl Used for A { fn go(&self) -> u8 { 1 } }\n\
                   impl Used for B { fn go(&self) -> u8 { 2 } }\n\
                   impl Gone for A { fn variants(&self) {} }\n\
                   impl Called for A { fn call(&self) -> u8 { 3 } }\n\
                   impl Called for u8 { fn call(&self) -> u8 { 4 } }\n\
                   impl Gone for u8 { fn variants(&self) {} }\n\
                   fn run(x: &dyn Used) -> u8 { x.go() }\n\
                   fn start() -> u8 { run(&A) + A.call() + variants::X }\n";
        let out = pruned(src, "start();");
        assert!(
            !out.contains("Gone") && !out.contains("fn variants"),
            "{out}"
        );
        assert!(out.contains("use variants::{Called};"), "{out}");
        assert!(out.contains("trait Used") && out.contains("{1}"), "{out}");
        assert!(!out.contains("struct B") && !out.contains("{2}"), "{out}");
        assert!(out.contains("trait Called") && out.contains("{4}"), "{out}");
    }
}
