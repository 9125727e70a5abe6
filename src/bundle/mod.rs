//! Single-file bundles: one dialect and the modules it needs, flattened
//! into one self-contained Rust source file for a judge that takes one file.
//!
//! The bundle is built from this crate's own source, embedded at compile
//! time ([`SOURCES`]), so it cannot drift from the tested code. Steps:
//! tokenize each file ([`lex`]), dropping comments and spare whitespace;
//! drop `#[cfg(test)]` items and crate-level lint levels; find the modules
//! the dialect needs by following `crate::`, `super::`, `self::` and
//! child-module paths from the crate root and the dialect; cut the command
//! table down to the one dialect; inline each needed `mod x;` as
//! `mod x { ... }`; add a `main` that runs the dialect.

pub mod lex;

use lex::{Gap, Kind, Tok};
use std::collections::BTreeSet;

/// One source file of the crate: its path under `src/` and its text.
pub struct Source {
    /// The path under `src/`, with `/` separators.
    pub path: &'static str,
    /// The file's text.
    pub text: &'static str,
}

macro_rules! sources {
    ($($path:literal),* $(,)?) => {
        &[$(Source { path: $path, text: include_str!(concat!("../", $path)) }),*]
    };
}

/// Every file under `src/`, embedded at compile time. Add a line here for
/// each new file; a test fails while one is missing.
pub const SOURCES: &[Source] = sources![
    "lib.rs",
    "main.rs",
    "board.rs",
    "bundle/lex.rs",
    "bundle/mod.rs",
    "cli.rs",
    "color.rs",
    "dialects/bundle.rs",
    "dialects/diff.rs",
    "dialects/gen.rs",
    "dialects/mod.rs",
    "dialects/moves.rs",
    "error.rs",
    "gen/maze.rs",
    "gen/mod.rs",
    "gen/othello.rs",
    "rng.rs",
    "square.rs",
    "squareset.rs",
    "sweep.rs",
    "text/mod.rs",
    "text/notation.rs",
    "text/position.rs",
    "text/reader.rs",
    "text/visible.rs",
];

/// A module's path from the crate root, `""` for the root itself.
type ModPath = String;

/// The module a source file defines (`text/mod.rs` -> `text`,
/// `text/position.rs` -> `text::position`); `None` for `main.rs`.
fn module_of(path: &str) -> Option<ModPath> {
    let stem = path.strip_suffix(".rs")?;
    match stem {
        "lib" => Some(String::new()),
        "main" => None,
        _ => Some(stem.strip_suffix("/mod").unwrap_or(stem).replace('/', "::")),
    }
}

/// The source file of module `m`.
fn source_of(m: &str) -> Option<&'static Source> {
    SOURCES
        .iter()
        .find(|s| module_of(s.path).as_deref() == Some(m))
}

/// `parent::child`, or `child` under the root.
fn join(parent: &str, child: &str) -> ModPath {
    if parent.is_empty() {
        child.to_string()
    } else {
        format!("{parent}::{child}")
    }
}

fn parent(m: &str) -> &str {
    m.rsplit_once("::").map_or("", |(p, _)| p)
}

/// Whether `toks[i]` and `toks[i + 1]` are a `::`.
fn path_sep(toks: &[Tok], i: usize) -> bool {
    toks.get(i).is_some_and(|t| t.is(":"))
        && toks
            .get(i + 1)
            .is_some_and(|t| t.is(":") && t.gap == Gap::None)
}

/// The end (exclusive) of the item starting at `i`: the `;` that closes
/// it, or the `}` matching its body.
fn item_end(toks: &[Tok], mut i: usize) -> usize {
    while toks.get(i).is_some_and(|t| t.is("#")) {
        i = group_end(toks, i + 1);
    }
    let until_semicolon = toks.get(i).is_some_and(|t| {
        ["use", "const", "static", "type"]
            .iter()
            .any(|w| t.is_word(w))
    });
    let mut depth = 0i32;
    while i < toks.len() {
        let t = &toks[i];
        if t.is("(") || t.is("[") || t.is("{") {
            depth += 1;
        } else if t.is(")") || t.is("]") || t.is("}") {
            depth -= 1;
            if depth == 0 && t.is("}") && !until_semicolon {
                return i + 1;
            }
        } else if depth == 0 && t.is(";") {
            return i + 1;
        }
        i += 1;
    }
    toks.len()
}

/// The end (exclusive) of the bracketed group opening at `i`.
fn group_end(toks: &[Tok], i: usize) -> usize {
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

/// Tokens a bundle does without: `#[cfg(test)]` items, and crate-level
/// lint levels (`#![deny(missing_docs)]` would fail on stripped docs).
fn strip(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let texts: Vec<&str> = toks[i..(i + 7).min(toks.len())]
            .iter()
            .map(|t| t.text)
            .collect();
        if texts == ["#", "[", "cfg", "(", "test", ")", "]"] {
            i = item_end(&toks, i + 7);
            continue;
        }
        let lint = texts.len() >= 4
            && texts[..3] == ["#", "!", "["]
            && ["deny", "warn", "forbid"].contains(&texts[3]);
        if lint {
            i = group_end(&toks, i + 2);
            continue;
        }
        out.push(toks[i]);
        i += 1;
    }
    out
}

/// The version string literal substituted for `env!("CARGO_PKG_VERSION")`
/// (plain `rustc` sets no Cargo variables).
const VERSION_LIT: &str = concat!("\"", env!("CARGO_PKG_VERSION"), "\"");
const NAME_LIT: &str = concat!("\"", env!("CARGO_PKG_NAME"), "\"");

/// Replaces `env!("CARGO_PKG_VERSION")` and `env!("CARGO_PKG_NAME")` by
/// their values.
fn substitute_env(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let texts: Vec<&str> = toks[i..(i + 5).min(toks.len())]
            .iter()
            .map(|t| t.text)
            .collect();
        let value = match texts[..] {
            ["env", "!", "(", "\"CARGO_PKG_VERSION\"", ")"] => Some(VERSION_LIT),
            ["env", "!", "(", "\"CARGO_PKG_NAME\"", ")"] => Some(NAME_LIT),
            _ => None,
        };
        match value {
            Some(v) => {
                out.push(Tok::new(Kind::Lit, v, toks[i].gap));
                i += 5;
            }
            None => {
                out.push(toks[i]);
                i += 1;
            }
        }
    }
    out
}

/// Replaces the elements of the array after `const COMMANDS` by the one
/// command `dialect::COMMAND`.
fn keep_one_command(toks: Vec<Tok>, dialect: &'static str) -> Vec<Tok> {
    let Some(name) = toks
        .windows(2)
        .position(|w| w[0].is_word("const") && w[1].is_word("COMMANDS"))
    else {
        return toks;
    };
    let Some(eq) = (name..toks.len()).find(|&i| toks[i].is("=")) else {
        return toks;
    };
    let Some(open) = (eq..toks.len()).find(|&i| toks[i].is("[")) else {
        return toks;
    };
    let close = group_end(&toks, open) - 1;
    let mut out = toks[..=open].to_vec();
    out.extend([
        Tok::new(Kind::Word, dialect, Gap::None),
        Tok::new(Kind::Punct, ":", Gap::None),
        Tok::new(Kind::Punct, ":", Gap::None),
        Tok::new(Kind::Word, "COMMAND", Gap::None),
    ]);
    out.extend_from_slice(&toks[close..]);
    out
}

/// The children of module `m` that exist as source files.
fn children(m: &str) -> Vec<ModPath> {
    SOURCES
        .iter()
        .filter_map(|s| module_of(s.path))
        .filter(|c| !c.is_empty() && parent(c) == m && c != m)
        .collect()
}

/// Collects the paths of a use tree (or plain path) starting at `toks[*i]`
/// under `prefix`: `a::b`, `a::{b, c::d}`, `a::*`.
fn use_tree(toks: &[Tok], i: &mut usize, mut prefix: Vec<String>, acc: &mut Vec<Vec<String>>) {
    loop {
        let Some(t) = toks.get(*i) else { return };
        if t.kind == Kind::Word && !t.is_word("as") {
            prefix.push(t.text.to_string());
            acc.push(prefix.clone());
            *i += 1;
            if path_sep(toks, *i) {
                *i += 2;
                continue;
            }
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

/// The modules that module `m` (its tokens `toks`) refers to.
fn references(m: &str, toks: &[Tok]) -> BTreeSet<ModPath> {
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
        if t.kind != Kind::Word || !path_sep(toks, i + 1) || (i > 0 && toks[i - 1].is(":")) {
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
        paths.push(base.clone());
        use_tree(toks, &mut j, base, &mut paths);
    }
    let mut out = BTreeSet::new();
    for p in paths {
        for n in 0..=p.len() {
            let head = &p[..n];
            if head.last().is_some_and(|s| s == "*") {
                let m = head[..n - 1].join("::");
                out.extend(children(&m));
                continue;
            }
            let name = head.join("::");
            if source_of(&name).is_some() {
                out.insert(name);
            }
        }
    }
    out
}

/// A module's tokens, ready to inline: comments, tests and lint levels
/// gone, `env!` values substituted, and in the `dialects` module the
/// command table cut down to `dialect`.
fn tokens_of(m: &str, dialect: &'static str) -> Vec<Tok> {
    let Some(src) = source_of(m) else {
        return Vec::new();
    };
    let toks = substitute_env(strip(lex::lex(src.text)));
    if m == "dialects" {
        keep_one_command(toks, dialect)
    } else {
        toks
    }
}

/// The modules a bundle of `dialect` needs, ancestors included.
pub fn modules_for(dialect: &'static str) -> BTreeSet<ModPath> {
    let mut needed = BTreeSet::new();
    let mut todo = vec![String::new(), join("dialects", dialect)];
    while let Some(m) = todo.pop() {
        if !needed.insert(m.clone()) {
            continue;
        }
        if !m.is_empty() {
            todo.push(parent(&m).to_string());
        }
        for r in references(&m, &tokens_of(&m, dialect)) {
            if !needed.contains(&r) {
                todo.push(r);
            }
        }
    }
    needed
}

/// Module `m` with each needed `mod x;` replaced by `mod x { ... }` and
/// the others removed with their `pub`.
fn inline(m: &str, dialect: &'static str, needed: &BTreeSet<ModPath>, out: &mut Vec<Tok>) {
    let toks = tokens_of(m, dialect);
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        let decl = t.is_word("mod")
            && toks.get(i + 1).is_some_and(|n| n.kind == Kind::Word)
            && toks.get(i + 2).is_some_and(|s| s.is(";"));
        if !decl {
            out.push(t);
            i += 1;
            continue;
        }
        let child = join(m, toks[i + 1].text);
        if needed.contains(&child) {
            out.extend([t, toks[i + 1], Tok::new(Kind::Punct, "{", Gap::None)]);
            inline(&child, dialect, needed, out);
            out.push(Tok::new(Kind::Punct, "}", Gap::Line));
        } else {
            // Drop the visibility written before `mod`: `pub`, `pub(...)`.
            if out.last().is_some_and(|t| t.is(")")) {
                if let Some(p) = out.iter().rposition(|t| t.is("(")) {
                    if p > 0 && out[p - 1].is_word("pub") {
                        out.truncate(p);
                    }
                }
            }
            if out.last().is_some_and(|t| t.is_word("pub")) {
                out.pop();
            }
        }
        i += 3;
    }
}

/// The `main` of a bundle: the binary's `main` with the dialect's name put
/// before the arguments.
fn main_fn(dialect: &str) -> String {
    format!(
        "fn main() -> std::process::ExitCode {{
    let mut args = vec![String::from(\"{dialect}\")];
    args.extend(std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()));
    let mut stdin = std::io::BufReader::with_capacity(1 << 16, std::io::stdin().lock());
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let mut stderr = std::io::stderr().lock();
    std::process::ExitCode::from(run(&args, &mut stdin, &mut stdout, &mut stderr))
}}
"
    )
}

/// The single-file program for `dialect` (a name in the command table):
/// std only, edition 2021.
pub fn bundle(dialect: &'static str) -> String {
    let needed = modules_for(dialect);
    let mut toks = Vec::new();
    inline("", dialect, &needed, &mut toks);
    let mut s = format!(
        "// `othello {dialect}` in one file, made by `othello bundle {dialect}` from othello {}.\n\
         // Rust 2021, std only: rustc --edition 2021 -O main.rs\n\
         #![allow(dead_code, unused_imports)]\n",
        env!("CARGO_PKG_VERSION")
    );
    lex::write(&toks, &mut s);
    s.push_str(&main_fn(dialect));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn walk(dir: &Path, root: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, root, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let rel = p.strip_prefix(root).unwrap().to_string_lossy();
                out.push(rel.replace('\\', "/"));
            }
        }
    }

    #[test]
    fn every_source_file_is_known_to_the_bundler() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut on_disk = Vec::new();
        walk(&root, &root, &mut on_disk);
        for f in &on_disk {
            assert!(
                SOURCES.iter().any(|s| s.path == f),
                "src/{f} is not in bundle::SOURCES (src/bundle/mod.rs): add it there"
            );
        }
        for s in SOURCES {
            assert!(on_disk.iter().any(|f| f == s.path), "{} is gone", s.path);
        }
    }

    #[test]
    fn modules_follow_the_references() {
        let m = modules_for("moves");
        for want in ["", "dialects", "dialects::moves", "text::position", "board"] {
            assert!(m.contains(want), "{want} missing from {m:?}");
        }
        for not in ["bundle", "dialects::diff", "rng", "text::visible"] {
            assert!(!m.contains(not), "{not} should not be in {m:?}");
        }
    }

    #[test]
    fn tests_and_unneeded_modules_are_gone() {
        let b = bundle("moves");
        assert!(!b.contains("#[cfg(test)]") && !b.contains("mod tests"));
        assert!(!b.contains("mod diff") && !b.contains("mod bundle"));
        assert!(b.contains("&[moves::COMMAND];"));
        assert!(!b.contains("env!("));
    }
}
