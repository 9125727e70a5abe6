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
//! `mod x { ... }`; drop the functions nothing calls; add a `main` that
//! runs the dialect.

pub mod cfg;
pub mod leetcode;
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
    "bitboard.rs",
    "bitboard/kernel.rs",
    "bitboard/kernel/avx2.rs",
    "bitboard/kernel/avx512.rs",
    "bitboard/kernel/scalar.rs",
    "bitboard/perft.rs",
    "board.rs",
    "bundle/cfg.rs",
    "bundle/leetcode.rs",
    "bundle/lex.rs",
    "bundle/mod.rs",
    "cli.rs",
    "color.rs",
    "dialects/bundle.rs",
    "dialects/check_move.rs",
    "dialects/coding_ninjas.rs",
    "dialects/codingame.rs",
    "dialects/console.rs",
    "dialects/console_variants.rs",
    "dialects/diff.rs",
    "dialects/diff/stream.rs",
    "dialects/diff/whole.rs",
    "dialects/gen.rs",
    "dialects/judge.rs",
    "dialects/maze_tac_toe.rs",
    "dialects/match_.rs",
    "dialects/mod.rs",
    "directions.rs",
    "dialects/moves.rs",
    "dialects/nowcoder.rs",
    "dialects/perft.rs",
    "dialects/play.rs",
    "dialects/play_variants.rs",
    "dialects/solve.rs",
    "dialects/best.rs",
    "dialects/uva220.rs",
    "dialects/variants.rs",
    "engine/bit8.rs",
    "engine/generic.rs",
    "engine/mcts.rs",
    "engine/mod.rs",
    "engine/multi.rs",
    "engine/position.rs",
    "engine/zobrist.rs",
    "error.rs",
    "game.rs",
    "gen/maze.rs",
    "gen/mod.rs",
    "gen/othello.rs",
    "gen/variants.rs",
    "judge/case.rs",
    "judge/mod.rs",
    "judge/run.rs",
    "judge/shrink.rs",
    "judge/verdict.rs",
    "kgame.rs",
    "moves8.rs",
    "multiboard.rs",
    "reach.rs",
    "rng.rs",
    "rules.rs",
    "search/count.rs",
    "search/endgame.rs",
    "search/eval.rs",
    "search/last.rs",
    "search/midgame.rs",
    "search/mod.rs",
    "search/parity.rs",
    "search/stability.rs",
    "search/tt.rs",
    "square.rs",
    "squareset.rs",
    "sweep.rs",
    "sweep/bands.rs",
    "text/fixed.rs",
    "text/costs.rs",
    "text/kcells.rs",
    "text/mod.rs",
    "text/notation.rs",
    "text/packed.rs",
    "text/position.rs",
    "text/quote.rs",
    "text/reader.rs",
    "text/validate.rs",
    "text/visible.rs",
];

/// A module's path from the crate root, `""` for the root itself.
type ModPath = String;

/// Every module with a source file (the crate root is `""`).
pub fn all_modules() -> Vec<ModPath> {
    SOURCES.iter().filter_map(|s| module_of(s.path)).collect()
}

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

/// Tokens a bundle does without: what the portable build leaves out
/// ([`cfg`]: x86-64 code, tests), and crate-level lint levels
/// (`#![deny(missing_docs)]` would fail on stripped docs).
fn strip(toks: Vec<Tok>) -> Vec<Tok> {
    let toks = cfg::apply(toks);
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let texts: Vec<&str> = toks[i..(i + 4).min(toks.len())]
            .iter()
            .map(|t| t.text)
            .collect();
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
    let name = match toks
        .windows(2)
        .position(|w| w[0].is_word("const") && w[1].is_word("COMMANDS"))
    {
        Some(name) => name,
        None => return toks,
    };
    let eq = match (name..toks.len()).find(|&i| toks[i].is("=")) {
        Some(eq) => eq,
        None => return toks,
    };
    let open = match (eq..toks.len()).find(|&i| toks[i].is("[")) {
        Some(open) => open,
        None => return toks,
    };
    let close = group_end(&toks, open) - 1;
    let mut out = toks[..=open].to_vec();
    out.extend([
        Tok::new(Kind::Word, module_name(dialect), Gap::None),
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
        let t = match toks.get(*i) {
            Some(t) => t,
            None => return,
        };
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
    let src = match source_of(m) {
        Some(src) => src,
        None => return Vec::new(),
    };
    let toks = substitute_env(strip(lex::lex(src.text)));
    if m == "dialects" {
        keep_one_command(toks, dialect)
    } else {
        toks
    }
}

/// The modules a bundle of `dialect` needs, ancestors included; `extra`
/// modules are added with what they need.
pub fn modules_for(dialect: &'static str, extra: &[&str]) -> BTreeSet<ModPath> {
    let mut todo = vec![String::new(), join("dialects", module_name(dialect))];
    todo.extend(extra.iter().map(|m| m.to_string()));
    closure(todo, dialect)
}

/// The modules in `todo` and all they need, ancestors included; the crate
/// root only if `todo` has it (every `crate::` path names the root).
fn closure(mut todo: Vec<ModPath>, dialect: &'static str) -> BTreeSet<ModPath> {
    let root = todo.iter().any(String::is_empty);
    let mut needed = BTreeSet::new();
    while let Some(m) = todo.pop() {
        if (m.is_empty() && !root) || !needed.insert(m.clone()) {
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

/// The `main` of a bundle: the binary's own `src/main.rs`, so that it
/// cannot drift from it, inside `mod bin_main` with three changes:
/// `othello::` reads `crate::`, `fn main` is public, and
/// `std::env::args_os()` / `std::env::args()` become functions that put the
/// dialect's name before the program's arguments. A root `main` calls it.
/// `None` if `main.rs` lacks that shape (then [`plain_main`] is used).
fn adapted_main(dialect: &str) -> Option<String> {
    let src = SOURCES.iter().find(|s| s.path == "main.rs")?;
    let toks = strip(lex::lex(src.text));
    let word = |t: &'static str, gap| Tok::new(Kind::Word, t, gap);
    let punct = |t: &'static str| Tok::new(Kind::Punct, t, Gap::None);
    let mut out = Vec::new();
    let mut ret: Option<Vec<Tok>> = None;
    let mut args_found = false;
    let mut i = 0;
    while i < toks.len() {
        let at = |k: usize| toks.get(i + k).map_or("", |t| t.text);
        if at(0) == "othello" && path_sep(&toks, i + 1) {
            out.push(word("crate", toks[i].gap));
            i += 1;
            continue;
        }
        let std_prefix = at(0) == "std" && path_sep(&toks, i + 1);
        let e = if std_prefix { 3 } else { 0 };
        if at(e) == "env"
            && path_sep(&toks, i + e + 1)
            && ["args_os", "args"].contains(&at(e + 3))
            && at(e + 4) == "("
        {
            let f = if at(e + 3) == "args" {
                "bundle_args"
            } else {
                "bundle_args_os"
            };
            out.extend([word("crate", toks[i].gap), punct(":"), punct(":")]);
            out.push(word(f, Gap::None));
            i += e + 4;
            args_found = true;
            continue;
        }
        if at(0) == "fn" && at(1) == "main" && at(2) == "(" && at(3) == ")" {
            let body = (i..toks.len()).find(|&k| toks[k].is("{"))?;
            ret = Some(if at(4) == "-" && at(5) == ">" {
                toks[i + 6..body].to_vec()
            } else {
                Vec::new()
            });
            out.push(word("pub", toks[i].gap));
            out.push(word("fn", Gap::Space));
            i += 1;
            continue;
        }
        out.push(toks[i]);
        i += 1;
    }
    let ret = ret.filter(|_| args_found)?;
    let mut s = String::from("mod bin_main{\n");
    lex::write(&out, &mut s);
    s.push_str("pub type Ret=");
    if ret.is_empty() {
        s.push_str("()");
    } else {
        let mut r = String::new();
        lex::write(&ret, &mut r);
        s.push_str(r.trim_end());
    }
    s.push_str(&format!(
        ";
}}
fn main() -> bin_main::Ret {{
    bin_main::main()
}}
fn bundle_args_os() -> impl Iterator<Item = std::ffi::OsString> {{
    let mut a = std::env::args_os();
    let program = a.next();
    program.into_iter().chain(std::iter::once(std::ffi::OsString::from(\"{dialect}\"))).chain(a)
}}
fn bundle_args() -> impl Iterator<Item = String> {{
    bundle_args_os().map(|a| a.to_string_lossy().into_owned())
}}
"
    ));
    Some(s)
}

/// A plain `main` running the dialect, for a `main.rs` that
/// [`adapted_main`] cannot adapt.
fn plain_main(dialect: &str) -> String {
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

/// The module of the command named `dialect`: `check-move` lives in
/// `dialects/check_move.rs`. An unknown name is returned as it is.
fn module_name(dialect: &'static str) -> &'static str {
    SOURCES
        .iter()
        .filter_map(|s| s.path.strip_prefix("dialects/")?.strip_suffix(".rs"))
        .find(|m| m.replace('_', "-") == dialect)
        .unwrap_or(dialect)
}

/// The single-file program for `dialect` (a name in the command table):
/// std only, edition 2021.
pub fn bundle(dialect: &'static str) -> String {
    let with_lines = bundle_with(dialect, &[], false);
    if with_lines.len() <= SIZE_LIMIT {
        return with_lines;
    }
    bundle_with(dialect, &[], true)
}

/// LeetCode 1958's `impl Solution` ([`leetcode`]) and the modules it uses,
/// each inlined at the root: no `main`, nothing that reads stdin, no
/// `struct Solution` (LeetCode declares it), no inner attributes (LeetCode
/// puts its own code around this).
pub fn leetcode_check_move() -> String {
    let src = SOURCES
        .iter()
        .find(|s| s.path == "bundle/leetcode.rs")
        .map_or("", |s| s.text);
    let entry = substitute_env(strip(lex::lex(src)));
    let dialect = "check-move";
    let uses = references("bundle::leetcode", &entry);
    let needed = closure(
        uses.into_iter().filter(|m| !m.is_empty()).collect(),
        dialect,
    );
    let mut toks = Vec::new();
    for m in needed.iter().filter(|m| !m.is_empty() && !m.contains("::")) {
        toks.extend(lex::lex("#[allow(dead_code, unused_imports)]\nmod"));
        toks.push(Tok::new(Kind::Word, static_name(m), Gap::Space));
        toks.push(Tok::new(Kind::Punct, "{", Gap::None));
        inline(m, dialect, &needed, &mut toks);
        toks.push(Tok::new(Kind::Punct, "}", Gap::Line));
    }
    toks.extend(entry);
    let toks = drop_unused_fns(toks, "check_move");
    let mut s = format!(
        "// LeetCode 1958 \"Check if Move is Legal\" for LeetCode's Rust template, made by\n\
         // `othello bundle check-move --leetcode` from othello {}. LeetCode declares\n\
         // `struct Solution`; this is the rest. Rust 2021, std only.\n",
        env!("CARGO_PKG_VERSION")
    );
    lex::write_with(&toks, &mut s, true);
    s
}

/// The name of top-level module `m` as the `&'static str` a token holds,
/// taken from its path in [`SOURCES`] (`""` if it has no file).
fn static_name(m: &str) -> &'static str {
    SOURCES
        .iter()
        .filter_map(|s| s.path.strip_suffix(".rs"))
        .map(|p| p.strip_suffix("/mod").unwrap_or(p))
        .find(|p| *p == m)
        .unwrap_or("")
}

/// [`bundle`] with `extra` modules inlined too, and with `compact` the
/// line breaks dropped whatever the size (the tests bundle every module
/// this way, to check that the bundler keeps all of them valid Rust).
pub fn bundle_with(dialect: &'static str, extra: &[&str], compact: bool) -> String {
    let needed = modules_for(dialect, extra);
    let mut toks = Vec::new();
    inline("", dialect, &needed, &mut toks);
    let main = adapted_main(dialect).unwrap_or_else(|| plain_main(dialect));
    let toks = drop_unused_fns(toks, &main);
    assemble(dialect, &toks, !compact, &main)
}

/// `toks` without the functions nothing calls: a free function or an
/// inherent method whose name occurs nowhere else in the bundle (nor in
/// `main_text`) goes, repeatedly until none is left. Trait items and trait
/// impls are kept whatever their names (they are called implicitly).
/// Conservative: a name used for anything else anywhere keeps every
/// function of that name.
fn drop_unused_fns(mut toks: Vec<Tok>, main_text: &str) -> Vec<Tok> {
    loop {
        let mut uses: std::collections::HashMap<&str, usize> = Default::default();
        for t in toks.iter().filter(|t| t.kind == Kind::Word) {
            *uses.entry(t.text).or_default() += 1;
        }
        let protected = trait_blocks(&toks);
        let mut stack: Vec<bool> = Vec::new();
        let mut cut: Vec<(usize, usize)> = Vec::new();
        for i in 0..toks.len() {
            let t = toks[i];
            if t.is("{") {
                let inside = stack.last().copied().unwrap_or(false);
                stack.push(inside || protected.contains(&i));
            } else if t.is("}") {
                stack.pop();
            } else if t.is_word("fn") && !stack.last().copied().unwrap_or(false) {
                let name = match toks.get(i + 1).filter(|n| n.kind == Kind::Word) {
                    Some(name) => name,
                    None => continue,
                };
                let unused = uses.get(name.text) == Some(&1)
                    && name.text != "main"
                    && !main_text.contains(name.text);
                let start = item_start(&toks, i);
                if unused && cut.last().is_none_or(|&(_, end)| start >= end) {
                    cut.push((start, item_end(&toks, start)));
                }
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
            || (t.kind == Kind::Lit && t.text == "\"C\"")
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

/// The size a bundle should stay under: Codeforces' limit on a source
/// file, the smallest we know of. Over it, line breaks are dropped too.
pub const SIZE_LIMIT: usize = 64 * 1024;

fn assemble(dialect: &str, toks: &[Tok], lines: bool, main: &str) -> String {
    let mut s = format!(
        "// `othello {dialect}` in one file, made by `othello bundle {dialect}` from othello {}.\n\
         // Rust 2021, std only: rustc --edition 2021 -O main.rs\n\
         #![allow(dead_code, unused_imports)]\n",
        env!("CARGO_PKG_VERSION")
    );
    lex::write_with(toks, &mut s, lines);
    s.push_str(main);
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
        let m = modules_for("moves", &[]);
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
        let squeezed: String = b.chars().filter(|c| !c.is_whitespace()).collect();
        assert!(squeezed.contains("COMMANDS:&[Command]=&[moves::COMMAND];"));
        assert!(!b.contains("env!("));
    }

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
    fn leetcode_is_a_method_without_main_stdin_or_solution_struct() {
        let b = leetcode_check_move();
        assert!(b.contains("impl Solution{"), "{b}");
        assert!(
            b.contains(
                "pub fn check_move(board:Vec<Vec<char>>,r_move:i32,c_move:i32,color:char)->bool"
            ),
            "{b}"
        );
        for not in [
            "fn main",
            "stdin",
            "struct Solution;",
            "#!",
            "mod dialects",
            "mod text",
            "mod cli",
        ] {
            assert!(!b.contains(not), "`{not}` in {b}");
        }
        for want in ["mod board{", "mod color{", "mod square{"] {
            assert!(b.contains(want), "`{want}` missing from {b}");
        }
    }

    #[test]
    fn main_comes_from_main_rs() {
        let m = adapted_main("moves").expect("main.rs has the expected shape");
        assert!(m.contains("pub fn main()"), "{m}");
        assert!(m.contains("crate::run("), "{m}");
        assert!(m.contains("crate::bundle_args_os()"), "{m}");
        assert!(m.contains("pub type Ret=ExitCode;"), "{m}");
    }
}
